//! The board's server under abuse, as a table's network may treat it: idle connections past the
//! file limit, a client that pipelines without reading, an endless header, a half-sent request,
//! a body dribbled past its deadline, slow requests filling the places of one address, a write
//! without its PIN announcing a large body, peers outside the private networks;
//! and its contract: `Host` checked, the policy headers on every answer, bodies bounded, `/state`
//! following the journal as it grows, shrinks or is replaced.
//!
//! The cases of abuse run against the board and against a served table (`new … --serve`), which
//! must still take a phone's entry after each.
//!
//! The board runs with its timeouts (a head's, a whole request's, a silent connection's)
//! shortened to two seconds (a debug build reads `TAPETE_TEST_HTTP_TIMEOUT_MS`): short enough
//! for the tests that wait for them, long enough that a busy machine sends a whole request in
//! time. Nothing here times the server: a test waits for what a timeout must bring (a closed
//! connection, a place freed) under the tests' deadline. Unless a test
//! wants a released tapete's, under a file limit set by `sh -c 'ulimit -n N; exec …'`; its
//! clients come from several addresses of loopback where a test needs more than one address may
//! hold (32 connections).

// Linux's: a process's memory read in /proc, file limits (setrlimit, `ulimit -n` in `sh`), and
// clients from many addresses of loopback (all of 127/8 answers on Linux).
#![cfg(target_os = "linux")]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::board::example_until;
use crate::support::cmd::isolated;
use crate::support::net::{connect_from, exchange, exchange_from, Answer};
use crate::support::wait::{self, until, until_some, until_true};
use std::net::Ipv4Addr;

/// The timeouts the board runs with here.
const TIMEOUT: Duration = Duration::from_millis(2000);

struct Served {
    child: Child,
    addr: SocketAddr,
    /// Everything it said on standard error after the line with its address.
    said: Arc<Mutex<Vec<String>>>,
    /// A served table's standard input (kept open) and journal; None for a board.
    table: Option<(std::process::ChildStdin, std::path::PathBuf)>,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Served {
    /// `tapete board FILE --port 0` under a limit of `files` open files.
    fn start(file: &std::path::Path, files: u32) -> Served {
        Served::spawn(&Served::board_args(file), files, None)
    }

    fn board_args(file: &std::path::Path) -> Vec<String> {
        let mut args: Vec<String> = ["board", "--port", "0", "--lang", "en"].map(String::from).to_vec();
        args.push(file.display().to_string());
        args
    }

    /// A served table (`tapete new belote-classic … --serve`, the PIN 123456, standard input a
    /// pipe kept open) writing its journal in `dir`, under a limit of `files` open files.
    fn table(dir: &std::path::Path, files: u32) -> Served {
        let file = dir.join("served.jsonl");
        Served::spawn(&Served::table_args(&file), files, Some(file))
    }

    /// The arguments of a served table writing `file`.
    fn table_args(file: &std::path::Path) -> Vec<String> {
        let mut args: Vec<String> = [
            "new",
            "belote-classic",
            "--players",
            "Pep,Marta,Iker,Olga",
            "--teams",
            "Pep+Iker,Marta+Olga",
            "--lang",
            "en",
            "--serve",
            "--bind",
            "127.0.0.1",
            "--port",
            "0",
            "--pin",
            "123456",
            "--file",
        ]
        .map(String::from)
        .to_vec();
        args.push(file.display().to_string());
        args
    }

    /// `tapete ARGS` under a limit of `files` open files, with the timeouts shortened to
    /// [`TIMEOUT`]; `journal`, a served table's.
    fn spawn(args: &[String], files: u32, journal: Option<std::path::PathBuf>) -> Served {
        Served::spawn_timed(args, files, journal, Some(TIMEOUT))
    }

    /// [`Served::spawn`], the timeouts shortened to `timeout`, or a released tapete's (None).
    fn spawn_timed(
        args: &[String],
        files: u32,
        journal: Option<std::path::PathBuf>,
        timeout: Option<Duration>,
    ) -> Served {
        let mut cmd = std::process::Command::new("sh");
        isolated(&mut cmd);
        if let Some(t) = timeout {
            cmd.env("TAPETE_TEST_HTTP_TIMEOUT_MS", t.as_millis().to_string());
        }
        let mut child = cmd
            .arg("-c")
            .arg(format!("ulimit -n {files} && exec \"$0\" \"$@\""))
            .arg(env!("CARGO_BIN_EXE_tapete"))
            .args(args)
            .stdin(if journal.is_some() { Stdio::piped() } else { Stdio::null() })
            .stderr(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let table = journal.map(|j| (child.stdin.take().unwrap(), j));
        let mut err = BufReader::new(child.stderr.take().unwrap());
        let mut line = String::new();
        while !line.contains("http://") {
            line.clear();
            assert!(err.read_line(&mut line).unwrap() > 0, "no address said");
        }
        let url = line.split_whitespace().find(|w| w.starts_with("http://")).expect(&line);
        let addr = url.trim_start_matches("http://").trim_end_matches('/').parse().unwrap();
        let said = Arc::new(Mutex::new(Vec::new()));
        let keep = said.clone();
        std::thread::spawn(move || {
            for l in err.lines().map_while(Result::ok) {
                keep.lock().unwrap().push(l);
            }
        });
        Served { child, addr, said, table }
    }

    /// What it must still do after an abuse: answer `/state`, and a served table take a phone's
    /// entry (a note, written: the journal one line longer, the seq it answers that many lines).
    fn still_serves(&mut self) {
        assert!(self.running());
        let a = get(self, "/state").unwrap();
        assert_eq!(a.status, 200);
        let Some((_, file)) = &self.table else { return };
        let seq = serde_json::from_str::<serde_json::Value>(&a.body).unwrap()["seq"].as_u64().unwrap();
        let lines = std::fs::read_to_string(file).unwrap().lines().count() as u64;
        assert_eq!(seq, lines);
        let body = format!("entry=note+still+here&seq={seq}&pin=123456");
        let req = format!(
            "POST /entry HTTP/1.1\r\nHost: {}\r\nContent-Type: application/x-www-form-urlencoded\r\n\
             Accept: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.host(),
            body.len()
        );
        let a = exchange(self.addr, req.as_bytes(), wait::deadline()).unwrap();
        assert_eq!((a.status, a.body), (200, format!("{{\"ok\":true,\"seq\":{}}}", seq + 1)));
        assert_eq!(std::fs::read_to_string(file).unwrap().lines().count() as u64, seq + 1);
    }

    fn running(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }

    fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    }

    fn host(&self) -> String {
        self.addr.to_string()
    }
}

fn get(served: &Served, path: &str) -> std::io::Result<Answer> {
    let req = format!("GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", served.host());
    exchange(served.addr, req.as_bytes(), wait::deadline())
}

/// `GET path` tried again and again until it is answered 200 (within the tests' deadline).
fn answered(served: &Served, path: &str) {
    until_true(&format!("an answer to GET {path}"), || {
        let req = format!("GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", served.host());
        matches!(exchange(served.addr, req.as_bytes(), Duration::from_secs(1)), Ok(a) if a.status == 200)
    });
}

/// How many of `conns` the server still holds open (closed ones read as ended or reset).
fn still_open(conns: &[TcpStream]) -> usize {
    conns
        .iter()
        .filter(|s| {
            s.set_nonblocking(true).unwrap();
            matches!(s.peek(&mut [0]), Err(e) if e.kind() == std::io::ErrorKind::WouldBlock)
        })
        .count()
}

/// A journal of belote-classic-a's first `hands` hands in a new folder.
fn journal(hands: usize) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    std::fs::write(&file, example_until(hands).join("\n") + "\n").unwrap();
    (dir, file)
}

/// Let this test process open `n` files (its hard limit permitting).
fn allow_files(n: u64) {
    let mut lim = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit and setrlimit read and write the struct given, nothing else.
    unsafe {
        assert_eq!(libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim), 0);
        if lim.rlim_cur < n {
            lim.rlim_cur = n.min(lim.rlim_max);
            assert_eq!(libc::setrlimit(libc::RLIMIT_NOFILE, &lim), 0);
        }
    }
}

/// `count` connections opened and left silent, from as many addresses of loopback as it takes
/// for none to have more than 30 (each address may hold 32 at once).
fn idle_connections(served: &Served, count: usize) -> Vec<TcpStream> {
    (0..count).filter_map(|i| connect_from(Ipv4Addr::new(127, 0, 3, 1 + (i / 30) as u8), served.addr).ok()).collect()
}

#[test]
fn eleven_hundred_idle_connections_under_a_1024_file_limit_do_not_stop_the_board() {
    allow_files(4096);
    let (_dir, file) = journal(1);
    idle_past_the_file_limit(Served::start(&file, 1024));
}

#[test]
fn eleven_hundred_idle_connections_under_a_1024_file_limit_do_not_stop_a_served_table() {
    allow_files(4096);
    let dir = tempfile::tempdir().unwrap();
    idle_past_the_file_limit(Served::table(dir.path(), 1024));
}

/// 1,100 idle connections to a server under a limit of 1,024 files.
fn idle_past_the_file_limit(mut served: Served) {
    let idle = idle_connections(&served, 1100);
    assert!(idle.len() >= 1000, "only {} connections opened", idle.len());
    // The board serves 512 at once: those beyond are closed as soon as they are accepted.
    // (Without the cap, some 1,000 would stay open: the file limit would be what stops them.)
    // (On a slow machine the first may already have been closed as idle: no lower bound.)
    until_true("no more than 512 connections held", || still_open(&idle) <= 512);
    // The rest are closed after the idle timeout: a request is answered then, and the board
    // still runs.
    answered(&served, "/state");
    assert!(served.running());
    drop(idle);
    assert_eq!(get(&served, "/").unwrap().status, 200);
    served.still_serves();
}

#[test]
fn out_of_file_descriptors_the_board_says_so_once_waits_and_goes_on() {
    allow_files(4096);
    let (_dir, file) = journal(1);
    // 128 files: fewer than the board's cap on connections, so accepting fails with EMFILE.
    let mut served = Served::start(&file, 128);
    let idle = idle_connections(&served, 300);
    answered(&served, "/board");
    assert!(served.running());
    let said = served.said.lock().unwrap().clone();
    let failing: Vec<&String> = said.iter().filter(|l| l.contains("cannot take more connections for now")).collect();
    assert_eq!(failing.len(), 1, "{said:?}");
    assert!(failing[0].contains("Too many open files"), "{said:?}");
    drop(idle);
}

#[test]
fn a_client_that_pipelines_a_thousand_requests_and_never_reads_stalls_no_one_else() {
    let (_dir, file) = journal(2);
    pipelined_without_reading(Served::start(&file, 1024));
}

#[test]
fn a_client_that_pipelines_a_thousand_requests_and_never_reads_stalls_no_phone_of_a_served_table() {
    let dir = tempfile::tempdir().unwrap();
    pipelined_without_reading(Served::table(dir.path(), 1024));
}

/// One client pipelines 1,000 requests of the page and reads none of the answers.
fn pipelined_without_reading(mut served: Served) {
    let mut greedy = TcpStream::connect(served.addr).unwrap();
    let one = format!("GET / HTTP/1.1\r\nHost: {}\r\n\r\n", served.host());
    let all = one.repeat(1000);
    // Its writes may block once the board stops reading it: from a thread of its own.
    let writer = std::thread::spawn(move || {
        let _ = greedy.write_all(all.as_bytes());
        greedy
    });
    std::thread::sleep(Duration::from_millis(300));
    // The answers to it fill its socket (1,000 pages of some 5 KB): meanwhile another client is
    // answered, again and again (a stalled server would leave it waiting past the deadline).
    for _ in 0..5 {
        assert_eq!(get(&served, "/state").unwrap().status, 200);
    }
    assert!(served.running());
    served.still_serves();
    drop(writer);
}

#[test]
fn an_endless_header_is_cut_at_16_kib_and_the_board_s_memory_stays_bounded() {
    let (_dir, file) = journal(1);
    endless_headers(Served::start(&file, 1024));
}

#[test]
fn an_endless_header_is_cut_at_16_kib_and_a_served_table_s_memory_stays_bounded() {
    let dir = tempfile::tempdir().unwrap();
    endless_headers(Served::table(dir.path(), 1024));
}

/// A head of 20 KiB, then fifty clients sending a mebibyte of header each.
fn endless_headers(mut served: Served) {
    // One head of 20 KiB without its end: 431, then closed.
    let mut head = format!("GET / HTTP/1.1\r\nHost: {}\r\nX-Long: ", served.host()).into_bytes();
    head.resize(20 << 10, b'a');
    let a = exchange(served.addr, &head, wait::deadline()).unwrap();
    assert_eq!(a.status, 431);
    // Fifty clients each sending a mebibyte of header: were it kept, 50 MiB.
    let before = served.rss_kib();
    let addr = served.addr;
    let clients: Vec<_> = (0..50)
        .map(|_| {
            std::thread::spawn(move || {
                let mut s = TcpStream::connect(addr).unwrap();
                s.set_write_timeout(Some(wait::deadline())).unwrap();
                let _ = s.write_all(b"GET / HTTP/1.1\r\nX-Endless: ");
                let chunk = [b'a'; 4096];
                let mut sent = 0;
                while sent < (1 << 20) {
                    match s.write(&chunk) {
                        Ok(n) => sent += n,
                        Err(_) => break,
                    }
                }
                s
            })
        })
        .collect();
    // The board closed each connection (its 431, or the reset of a connection closed with
    // bytes unread); the system's buffers may have taken the whole mebibyte meanwhile.
    for c in clients {
        let mut s = c.join().unwrap();
        s.set_read_timeout(Some(wait::deadline())).unwrap();
        let mut answer = Vec::new();
        match s.read_to_end(&mut answer) {
            Ok(_) => assert!(answer.is_empty() || answer.starts_with(b"HTTP/1.1 431"), "{answer:?}"),
            Err(e) => assert!(e.kind() == std::io::ErrorKind::ConnectionReset, "still open: {e}"),
        }
    }
    let after = served.rss_kib();
    assert!(after < before + 8 * 1024, "RSS grew from {before} KiB to {after} KiB");
    served.still_serves();
}

#[test]
fn a_half_sent_or_dribbled_request_is_closed_after_the_header_timeout() {
    let (_dir, file) = journal(1);
    let served = Served::start(&file, 1024);
    // Half a head, then nothing.
    let mut s = TcpStream::connect(served.addr).unwrap();
    s.write_all(format!("GET / HTTP/1.1\r\nHost: {}\r\n", served.host()).as_bytes()).unwrap();
    s.set_read_timeout(Some(wait::deadline())).unwrap();
    let mut rest = Vec::new();
    let ended = s.read_to_end(&mut rest);
    // Closed by the server, not given up by the test at its own deadline.
    let reset = |e: &std::io::Error| e.kind() == std::io::ErrorKind::ConnectionReset;
    assert!(ended.as_ref().is_ok() || ended.as_ref().is_err_and(reset), "{ended:?}");
    assert!(!String::from_utf8_lossy(&rest).contains(" 200 "), "{rest:?}");
    // A head sent a byte at a time, never idle for long, is closed as well: the timeout is for
    // the whole head.
    let mut s = TcpStream::connect(served.addr).unwrap();
    let head = format!("GET / HTTP/1.1\r\nHost: {}\r\nX-Slow: ", served.host());
    s.write_all(head.as_bytes()).unwrap();
    until_true("the server closing a head sent a byte at a time", || {
        std::thread::sleep(Duration::from_millis(50));
        s.write_all(b"a").is_err() || still_open(std::slice::from_ref(&s)) == 0
    });
}

#[test]
fn a_foreign_host_is_421_every_answer_carries_the_policy_and_bodies_are_bounded() {
    let (_dir, file) = journal(1);
    let served = Served::start(&file, 1024);
    let foreign = b"GET / HTTP/1.1\r\nHost: evil.example:8080\r\nConnection: close\r\n\r\n";
    assert_eq!(exchange(served.addr, foreign, wait::deadline()).unwrap().status, 421);
    let local = format!("GET /state HTTP/1.1\r\nHost: localhost:{}\r\nConnection: close\r\n\r\n", served.addr.port());
    assert_eq!(exchange(served.addr, local.as_bytes(), wait::deadline()).unwrap().status, 200);
    for (path, status) in [("/", 200), ("/board", 200), ("/state", 200), ("/nothing", 404)] {
        let a = get(&served, path).unwrap();
        assert_eq!(a.status, status, "{path}");
        let csp = a.header("content-security-policy").unwrap_or_default();
        assert!(csp.contains("frame-ancestors 'none'") && csp.contains("default-src 'none'"), "{path}: {csp}");
        assert!(!csp.contains("unsafe-inline"), "{path}: {csp}");
        assert_eq!(a.header("x-content-type-options"), Some("nosniff"), "{path}");
    }
    // The page's inline style and script are allowed by their hashes, nothing else inline.
    let page = get(&served, "/").unwrap();
    assert!(page.header("content-security-policy").unwrap().contains("script-src 'sha256-"));
    assert!(!page.body.contains("style=\""), "a style attribute the policy would block");
    // A body over 64 KiB: 413, announced or not.
    let big = format!(
        "GET /state HTTP/1.1\r\nHost: {}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        served.host(),
        (64 << 10) + 1
    );
    let a = exchange(served.addr, big.as_bytes(), wait::deadline()).unwrap();
    assert_eq!(a.status, 413);
    carries_the_policy(&a, "413");
    let mut chunked =
        format!("GET /state HTTP/1.1\r\nHost: {}\r\nTransfer-Encoding: chunked\r\n\r\n", served.host()).into_bytes();
    for _ in 0..70 {
        chunked.extend_from_slice(format!("400\r\n{}\r\n", "a".repeat(1024)).as_bytes());
    }
    chunked.extend_from_slice(b"0\r\n\r\n");
    assert_eq!(exchange(served.addr, &chunked, wait::deadline()).unwrap().status, 413);
    let small = format!(
        "GET /state HTTP/1.1\r\nHost: {}\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello",
        served.host()
    );
    assert_eq!(exchange(served.addr, small.as_bytes(), wait::deadline()).unwrap().status, 200);
}

/// The policy headers every answer of the server's own carries, errors included.
fn carries_the_policy(a: &Answer, what: &str) {
    let csp = a.header("content-security-policy").unwrap_or_default();
    assert!(csp.contains("frame-ancestors 'none'") && csp.contains("default-src 'none'"), "{what}: {csp}");
    assert!(!csp.contains("unsafe-inline"), "{what}: {csp}");
    assert_eq!(a.header("x-content-type-options"), Some("nosniff"), "{what}");
}

#[test]
fn two_hosts_are_400_and_a_host_of_another_port_or_a_foreign_authority_is_421() {
    let (_dir, file) = journal(1);
    let served = Served::start(&file, 1024);
    let (host, port) = (served.host(), served.addr.port());
    let ask = |what: &str, head: String, status: u16| {
        let a = exchange(served.addr, head.as_bytes(), wait::deadline()).unwrap();
        assert_eq!(a.status, status, "{what}: {}", a.body);
        carries_the_policy(&a, what);
    };
    // Two Host headers: which one the request is for is not known (the first used to be taken).
    ask(
        "two Host headers",
        format!("GET /state HTTP/1.1\r\nHost: {host}\r\nHost: evil.example\r\nConnection: close\r\n\r\n"),
        400,
    );
    ask(
        "the same Host twice",
        format!("GET /state HTTP/1.1\r\nHost: {host}\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
        400,
    );
    // The served address on another port is another site.
    let other = if port == 65535 { 65534 } else { port + 1 };
    for foreign in [format!("127.0.0.1:{other}"), format!("localhost:{other}"), "127.0.0.1".to_string()] {
        ask(&foreign, format!("GET /state HTTP/1.1\r\nHost: {foreign}\r\nConnection: close\r\n\r\n"), 421);
    }
    // A request in absolute form names its site in its target: it is checked as well.
    ask(
        "a foreign absolute target",
        format!("GET http://evil.example/state HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
        421,
    );
    ask(
        "the served absolute target",
        format!("GET http://{host}/state HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
        200,
    );
    ask("the served Host", format!("GET /state HTTP/1.1\r\nHost: localhost:{port}\r\nConnection: close\r\n\r\n"), 200);
}

/// `/state` once `check` holds for it.
fn state_when(served: &Served, check: impl Fn(&serde_json::Value) -> bool) -> serde_json::Value {
    until("/state as the check wants it", || {
        let v: serde_json::Value = serde_json::from_str(&get(served, "/state").unwrap().body).unwrap();
        if check(&v) {
            Ok(v)
        } else {
            Err(v)
        }
    })
}

fn append(file: &std::path::Path, text: &str) {
    std::fs::OpenOptions::new().append(true).open(file).unwrap().write_all(text.as_bytes()).unwrap();
}

#[test]
fn state_s_seq_counts_the_journal_s_lines_as_they_are_appended() {
    let (_dir, file) = journal(1);
    let lines = example_until(1).len();
    let served = Served::start(&file, 1024);
    let v = state_when(&served, |_| true);
    assert_eq!(v["seq"], lines);
    assert_eq!(v["question"], serde_json::Value::Null);
    // Hand 1 of belote-classic-a: Pep+Iker 0, Marta+Olga 162; target 501.
    assert_eq!(v["board"]["sides"][0]["name"], "Pep+Iker");
    assert_eq!(v["board"]["sides"][0]["players"], serde_json::json!(["Pep", "Iker"]));
    assert_eq!(
        (v["board"]["sides"][0]["total"].as_i64(), v["board"]["sides"][1]["total"].as_i64()),
        (Some(0), Some(162))
    );
    assert_eq!(v["board"]["hands"], 1);
    assert_eq!(v["board"]["last_hands"][0]["score"], serde_json::json!([0, 162]));
    assert_eq!(v["board"]["winner"], serde_json::Value::Null);
    // Two notes: two more lines. Half a line: nothing until its end comes.
    append(&file, "{\"type\": \"note\", \"text\": \"a\"}\n{\"type\": \"note\", \"text\": \"b\"}\n");
    state_when(&served, |v| v["seq"] == lines + 2);
    append(&file, "{\"type\": \"note\", ");
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(state_when(&served, |_| true)["seq"], lines + 2);
    append(&file, "\"text\": \"c\"}\n");
    state_when(&served, |v| v["seq"] == lines + 3);
}

#[test]
fn a_journal_that_shrinks_or_is_replaced_is_read_again() {
    let (dir, file) = journal(2);
    let served = Served::start(&file, 1024);
    state_when(&served, |v| v["board"]["hands"] == 2 && v["seq"] == example_until(2).len());
    // Its last hand moved aside: hand 1 only (0 to 162).
    std::fs::write(&file, example_until(1).join("\n") + "\n").unwrap();
    let v = state_when(&served, |v| v["board"]["hands"] == 1);
    assert_eq!(v["seq"], example_until(1).len());
    assert_eq!(v["board"]["sides"][1]["total"], 162);
    // Replaced by another file (renamed over it) with two hands: 108 to 236.
    let other = dir.path().join("other.jsonl");
    std::fs::write(&other, example_until(2).join("\n") + "\n").unwrap();
    std::fs::rename(&other, &file).unwrap();
    let v = state_when(&served, |v| v["board"]["hands"] == 2);
    assert_eq!(
        (v["board"]["sides"][0]["total"].as_i64(), v["board"]["sides"][1]["total"].as_i64()),
        (Some(108), Some(236))
    );
}

/// An IPv4 address of this computer outside the private networks and loopback (a peer connecting
/// from it is a public one), when it has one.
fn own_public_address() -> Option<std::net::Ipv4Addr> {
    tapete::lan::interfaces().into_iter().find_map(|i| match i.ip {
        std::net::IpAddr::V4(v4) if !i.down && !tapete::lan::private(i.ip) && !v4.is_unspecified() => Some(v4),
        _ => None,
    })
}

#[test]
fn peers_outside_the_private_networks_are_refused_whatever_the_bind_unless_allowed() {
    // A server bound to this computer's public address (or to every address) used to answer
    // anyone: --bind turned the filter off. Only --allow-public does, and it says so.
    let Some(public) = own_public_address() else {
        eprintln!("this computer has no address outside the private networks: no public peer to be");
        return;
    };
    let bind = public.to_string();
    let dir = tempfile::tempdir().unwrap();
    let (_journal_dir, file) = journal(1);
    let concours = crate::concours_out::concours(dir.path(), "en", &["--hands", "8"]);
    let table = |extra: &[&str]| -> Vec<String> {
        let mut args =
            vec!["new", "belote-classic", "--players", "Pep,Marta,Iker,Olga", "--teams", "Pep+Iker,Marta+Olga"];
        args.extend(["--lang", "en", "--serve", "--port", "0", "--pin", "123456"]);
        args.extend(extra);
        args.iter().map(|a| a.to_string()).collect()
    };
    let board = |extra: &[&str]| -> Vec<String> {
        let mut args: Vec<String> = ["board", "--port", "0", "--lang", "en"].map(String::from).to_vec();
        args.extend(extra.iter().map(|a| a.to_string()));
        args.push(file.display().to_string());
        args
    };
    let projector = |extra: &[&str]| -> Vec<String> {
        let mut args: Vec<String> = ["concours", "board", "--port", "0", "--lang", "en"].map(String::from).to_vec();
        args.extend(extra.iter().map(|a| a.to_string()));
        args.extend(["--file".to_string(), concours.display().to_string()]);
        args
    };
    type Args<'a> = &'a dyn Fn(&[&str]) -> Vec<String>;
    let servers: [(&str, Args, bool); 3] =
        [("a served table", &table, true), ("a board", &board, false), ("a concours board", &projector, false)];
    for (what, args, is_table) in servers {
        let journal = is_table.then(|| dir.path().join(format!("table-{}.jsonl", bind.len())));
        for (bound, allowed) in [
            (&["--bind", bind.as_str()][..], false),
            (&["--bind", "0.0.0.0"], false),
            (&["--bind", bind.as_str(), "--allow-public"], true),
        ] {
            let mut a = args(bound);
            if let Some(j) = &journal {
                let _ = std::fs::remove_file(j);
                a.extend(["--file".to_string(), j.display().to_string()]);
            }
            let served = Served::spawn(&a, 1024, journal.clone());
            let port = served.addr.port();
            // From the public address to the public address: a public peer.
            let to = SocketAddr::new(public.into(), port);
            let req = format!("GET /state HTTP/1.1\r\nHost: {public}:{port}\r\nConnection: close\r\n\r\n");
            let a = exchange_from(public, to, req.as_bytes(), wait::deadline()).unwrap();
            let warned = || served.said.lock().unwrap().iter().any(|l| l.contains("--allow-public"));
            if allowed {
                assert_eq!(a.status, 200, "{what} {bound:?}: {}", a.body);
                until_true(&format!("{what}: a warning about --allow-public"), warned);
            } else {
                assert_eq!(a.status, 403, "{what} {bound:?}: {}", a.body);
                carries_the_policy(&a, what);
                assert!(!warned(), "{what} {bound:?}");
                // Loopback is still answered where it is listened on.
                if bound[1] == "0.0.0.0" {
                    let local = SocketAddr::new(std::net::Ipv4Addr::LOCALHOST.into(), port);
                    let req = format!("GET /state HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n");
                    assert_eq!(exchange(local, req.as_bytes(), wait::deadline()).unwrap().status, 200, "{what}");
                }
            }
        }
    }
}

/// A request's head announcing a body of `length` bytes, and `first` bytes of that body.
fn announced(served: &Served, head: &str, length: usize, first: &[u8]) -> Vec<u8> {
    let mut req = format!("{head}\r\nHost: {}\r\nContent-Length: {length}\r\n\r\n", served.host()).into_bytes();
    req.extend_from_slice(first);
    req
}

/// Whether the server closed `s` (or answered on it, and closed it): what it sent, once it did.
fn closed_by_server(s: &mut TcpStream) -> Option<Vec<u8>> {
    s.set_nonblocking(true).unwrap();
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    let outcome = loop {
        match s.read(&mut buf) {
            Ok(0) => break Some(got),
            Ok(n) => got.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break None,
            Err(_) => break Some(got),
        }
    };
    s.set_nonblocking(false).unwrap();
    outcome
}

/// A body dribbled a byte at a time, never so slowly that the connection falls silent: the
/// server closes it at the request's deadline (head and body in all), with a 408 or without a
/// word, and goes on serving.
fn dribbled_body(mut served: Served, head: &str) {
    let mut s = TcpStream::connect(served.addr).unwrap();
    s.write_all(&announced(&served, head, 60_000, b"entry=")).unwrap();
    let answer = until_some("the server to close a request dribbled past its deadline", || {
        // A byte every quarter of the idle timeout: the connection never falls silent.
        std::thread::sleep(TIMEOUT / 4);
        if s.write_all(b"a").is_err() {
            return Some(Vec::new());
        }
        closed_by_server(&mut s)
    });
    let text = String::from_utf8_lossy(&answer);
    assert!(answer.is_empty() || text.starts_with("HTTP/1.1 408"), "{text}");
    if !answer.is_empty() {
        assert!(text.to_ascii_lowercase().contains("content-security-policy: default-src 'none'"), "{text}");
    }
    served.still_serves();
}

#[test]
fn a_body_dribbled_to_the_board_is_closed_at_the_request_s_deadline() {
    let (_dir, file) = journal(1);
    dribbled_body(Served::start(&file, 1024), "GET /state HTTP/1.1");
}

#[test]
fn an_entry_dribbled_to_a_served_table_is_closed_at_the_request_s_deadline() {
    // With the PIN's cookie, so that the whole body is to be read.
    let dir = tempfile::tempdir().unwrap();
    let served = Served::table(dir.path(), 1024);
    let set = get(&served, "/?pin=123456").unwrap();
    let cookie = set.header("set-cookie").unwrap().split(';').next().unwrap().to_string();
    let head = format!("POST /entry HTTP/1.1\r\nCookie: {cookie}\r\nContent-Type: application/x-www-form-urlencoded");
    dribbled_body(served, &head);
}

#[test]
fn a_write_without_the_cookie_is_read_no_further_than_its_first_kib_before_its_pin_is_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let mut served = Served::table(dir.path(), 1024);
    let form = "POST /entry HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\nAccept: application/json";
    // 60,000 bytes announced, 2 KiB sent, no PIN among them: refused at once, the rest never
    // waited for.
    for (what, first) in [
        ("no PIN", format!("entry=note+{}", "a".repeat(2048))),
        ("a wrong PIN", format!("pin=654321&seq=1&entry=note+{}", "a".repeat(2048))),
        ("the PIN past the first KiB", format!("seq=1&entry=note+{}&pin=123456", "a".repeat(2048))),
    ] {
        let mut s = TcpStream::connect(served.addr).unwrap();
        s.write_all(&announced(&served, form, 60_000, first.as_bytes())).unwrap();
        s.set_read_timeout(Some(crate::support::wait::deadline())).unwrap();
        let mut answer = String::new();
        let _ = BufReader::new(&mut s).read_line(&mut answer);
        assert!(answer.starts_with("HTTP/1.1 403"), "{what}: {answer:?}");
    }
    // The PIN in the first KiB lets the rest in: a note of 3,000 letters is written.
    let body = format!("pin=123456&seq=1&entry=note+{}", "a".repeat(3000));
    let mut req = announced(&served, form, body.len(), b"");
    req.extend_from_slice(body.as_bytes());
    let a = exchange(served.addr, &req, wait::deadline()).unwrap();
    assert_eq!((a.status, a.body.as_str()), (200, r#"{"ok":true,"seq":2}"#));
    served.still_serves();
}

#[test]
fn one_address_holding_slow_requests_leaves_room_for_every_other_address() {
    // 520 connections from 127.0.0.1, each a request announcing 60,000 bytes and sending one,
    // with a released tapete's timeouts: 32 are served (the most one address holds), the others
    // closed at once, and a phone at 127.0.0.2 is answered meanwhile.
    allow_files(4096);
    let (_dir, file) = journal(1);
    let table_dir = tempfile::tempdir().unwrap();
    let table_file = table_dir.path().join("served.jsonl");
    for served in [
        Served::spawn_timed(&Served::board_args(&file), 2048, None, None),
        Served::spawn_timed(&Served::table_args(&table_file), 2048, Some(table_file.clone()), None),
    ] {
        let slow: Vec<TcpStream> = (0..520)
            .filter_map(|_| {
                let mut s = TcpStream::connect_timeout(&served.addr, wait::deadline()).ok()?;
                s.write_all(&announced(&served, "GET /state HTTP/1.1", 60_000, b"a")).ok()?;
                Some(s)
            })
            .collect();
        assert!(slow.len() >= 500, "only {} connections opened", slow.len());
        let req = format!("GET /state HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", served.host());
        let a =
            exchange_from(Ipv4Addr::new(127, 0, 0, 2), served.addr, req.as_bytes(), crate::support::wait::deadline());
        assert_eq!(a.map(|a| a.status).map_err(|e| e.to_string()), Ok(200), "the other address was not answered");
        until_true("all but 32 of the slow connections closed", || {
            let open = slow
                .iter()
                .filter(|s| {
                    s.set_nonblocking(true).unwrap();
                    matches!(s.peek(&mut [0]), Err(e) if e.kind() == std::io::ErrorKind::WouldBlock)
                })
                .count();
            open <= 32
        });
    }
}
