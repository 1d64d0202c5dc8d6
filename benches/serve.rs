//! `cargo bench --bench serve`: a served table (`tapete new … --serve`) taking phones' entries
//! through `POST /entry`, each checked by the referee and fsynced to the journal before it is
//! answered. `note` entries, over keep-alive connections on loopback:
//!
//! - one client posting one entry after another: accepted entries per second;
//! - 20 clients at once, each posting with the `seq` it last saw and taking the `seq` of the
//!   409's state when the table moved on: accepted entries per second and the share of 409s;
//! - the time from a POST's answer to `/state` showing it to another client polling it: the
//!   median and the 95th percentile (the goal: under 100 ms).
//!
//! `TAPETE_BENCH_ENTRIES` sets the entries of each part (default 400).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const PIN: &str = "123456";

struct Table {
    child: Child,
    addr: SocketAddr,
    _stdin: std::process::ChildStdin,
}

impl Drop for Table {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(dir: &std::path::Path) -> Table {
    let file = dir.join("bench.jsonl");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_tapete"))
        .args(["new", "belote-classic", "--players", "Pep,Marta,Iker,Olga", "--teams", "Pep+Iker,Marta+Olga"])
        .args(["--lang", "en", "--serve", "--bind", "127.0.0.1", "--port", "0", "--pin", PIN, "--file"])
        .arg(&file)
        .env("XDG_CONFIG_HOME", "/nonexistent/tapete-bench-config")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tapete binary");
    let stdin = child.stdin.take().unwrap();
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    while !line.contains("http://") {
        line.clear();
        assert!(err.read_line(&mut line).unwrap() > 0, "no address said");
    }
    let url = line.split_whitespace().find(|w| w.starts_with("http://")).unwrap();
    let addr = url.trim_start_matches("http://").trim_end_matches('/').parse().unwrap();
    // Standard error keeps flowing (each phone's entry is said there): drained.
    std::thread::spawn(move || std::io::copy(&mut err, &mut std::io::sink()));
    Table { child, addr, _stdin: stdin }
}

/// One keep-alive connection.
struct Client {
    addr: SocketAddr,
    r: BufReader<TcpStream>,
}

impl Client {
    fn new(addr: SocketAddr) -> Client {
        let s = TcpStream::connect(addr).unwrap();
        s.set_nodelay(true).unwrap();
        Client { addr, r: BufReader::new(s) }
    }

    fn exchange(&mut self, request: &str) -> (u16, String) {
        self.r.get_mut().write_all(request.as_bytes()).unwrap();
        let mut status = String::new();
        self.r.read_line(&mut status).unwrap();
        let code = status.split_whitespace().nth(1).and_then(|c| c.parse().ok()).expect(&status);
        let mut length = 0;
        loop {
            let mut line = String::new();
            self.r.read_line(&mut line).unwrap();
            if line.trim().is_empty() {
                break;
            }
            if let Some((k, v)) = line.split_once(':') {
                if k.eq_ignore_ascii_case("content-length") {
                    length = v.trim().parse().unwrap();
                }
            }
        }
        let mut body = vec![0; length];
        self.r.read_exact(&mut body).unwrap();
        (code, String::from_utf8(body).unwrap())
    }

    fn seq(&mut self) -> u64 {
        let req = format!("GET /state HTTP/1.1\r\nHost: {}\r\n\r\n", self.addr);
        let (code, body) = self.exchange(&req);
        assert_eq!(code, 200);
        seq_of(&body)
    }

    fn note(&mut self, text: &str, seq: u64) -> (u16, String) {
        let body = format!("entry=note+{text}&seq={seq}&pin={PIN}");
        let req = format!(
            "POST /entry HTTP/1.1\r\nHost: {}\r\nContent-Type: application/x-www-form-urlencoded\r\n\
             Accept: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.addr,
            body.len()
        );
        self.exchange(&req)
    }
}

fn seq_of(body: &str) -> u64 {
    let v: serde_json::Value = serde_json::from_str(body).unwrap();
    v["seq"].as_u64().unwrap()
}

fn entries() -> usize {
    std::env::var("TAPETE_BENCH_ENTRIES").ok().and_then(|v| v.parse().ok()).unwrap_or(400)
}

fn one_client(addr: SocketAddr, n: usize) -> f64 {
    let mut c = Client::new(addr);
    let mut seq = c.seq();
    let start = Instant::now();
    for i in 0..n {
        let (code, body) = c.note(&format!("one{i}"), seq);
        assert_eq!(code, 200, "{body}");
        seq = seq_of(&body);
    }
    n as f64 / start.elapsed().as_secs_f64()
}

/// 20 clients until `n` entries are accepted: accepted/s, and 409s per POST.
fn twenty_clients(addr: SocketAddr, n: usize) -> (f64, f64) {
    let accepted = Arc::new(AtomicUsize::new(0));
    let (posts, conflicts) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let start = Instant::now();
    let threads: Vec<_> = (0..20)
        .map(|k| {
            let (accepted, posts, conflicts) = (accepted.clone(), posts.clone(), conflicts.clone());
            std::thread::spawn(move || {
                let mut c = Client::new(addr);
                let mut seq = c.seq();
                let mut i = 0;
                while accepted.load(Ordering::SeqCst) < n {
                    i += 1;
                    let (code, body) = c.note(&format!("c{k}n{i}"), seq);
                    posts.fetch_add(1, Ordering::SeqCst);
                    match code {
                        200 => {
                            accepted.fetch_add(1, Ordering::SeqCst);
                        }
                        409 => {
                            conflicts.fetch_add(1, Ordering::SeqCst);
                        }
                        _ => panic!("{code} {body}"),
                    }
                    seq = seq_of(&body);
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let secs = start.elapsed().as_secs_f64();
    let (a, p, c) = (accepted.load(Ordering::SeqCst), posts.load(Ordering::SeqCst), conflicts.load(Ordering::SeqCst));
    (a as f64 / secs, c as f64 / p as f64)
}

/// From a POST's answer to `/state` showing its seq to another client polling it: each time.
fn seen_after(addr: SocketAddr, n: usize) -> Vec<Duration> {
    let mut writer = Client::new(addr);
    let mut reader = Client::new(addr);
    let mut seq = writer.seq();
    let mut times = Vec::with_capacity(n);
    for i in 0..n {
        let (code, body) = writer.note(&format!("seen{i}"), seq);
        assert_eq!(code, 200, "{body}");
        let answered = Instant::now();
        seq = seq_of(&body);
        while reader.seq() < seq {
            assert!(answered.elapsed() < Duration::from_secs(5), "/state never showed seq {seq}");
        }
        times.push(answered.elapsed());
    }
    times.sort();
    times
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    let n = entries();
    let dir = tempfile::tempdir().unwrap();
    let table = start(dir.path());
    let one = one_client(table.addr, n);
    println!("one client: {one:.0} entries/s accepted ({n} notes, each fsynced before its answer)");
    let (twenty, conflict_rate) = twenty_clients(table.addr, n);
    println!(
        "20 clients: {twenty:.0} entries/s accepted, {:.1}% of POSTs answered 409 (seq refreshed from it)",
        conflict_rate * 100.0
    );
    let times = seen_after(table.addr, n.min(200));
    let (median, p95) = (times[times.len() / 2], times[times.len() * 95 / 100]);
    println!(
        "a POST's answer to /state showing it to another client: median {:.2} ms, 95th percentile {:.2} ms \
         (goal: under 100 ms)",
        ms(median),
        ms(p95)
    );
    let lines = std::fs::read_to_string(dir.path().join("bench.jsonl")).unwrap().lines().count();
    println!("journal: {lines} lines");
    drop(table);
}
