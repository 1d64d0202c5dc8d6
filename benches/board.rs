//! `cargo bench --bench board`: how soon `tapete board` serves an entry appended to the journal it
//! follows, as the table appends it (a line written and flushed by another process).
//!
//! The board is the real binary (`tapete board FILE --port 0`), following a journal of the header
//! and the first hand of `belote-classic-a`; the lines of the next hands are appended one at a time
//! (20 by default, `TAPETE_BENCH_APPENDS`), at uneven gaps so no look falls in step with them. After
//! each, a tight loopback client asks `GET /state` on a keep-alive connection until its `seq` (the
//! journal's complete lines read) counts the new line: the wall time from the append to that answer.
//! Then the next fetch of the page (`GET /`) must be another page than before the append (its
//! `ETag`, the snapshot's). Goals (#40): within 50 ms at the median, 100 ms at the 99th percentile.
//! Wall time here, not CPU time: it is the latency a screen at the table sees.

#[path = "support/cycle.rs"]
mod cycle;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

struct Board {
    child: Child,
    addr: SocketAddr,
}

impl Drop for Board {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(file: &std::path::Path) -> Board {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_tapete"))
        .arg("board")
        .arg(file)
        .args(["--bind", "127.0.0.1", "--port", "0", "--lang", "en"])
        .env("XDG_CONFIG_HOME", "/nonexistent/tapete-bench-config")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tapete binary");
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    while !line.contains("http://") {
        line.clear();
        assert!(err.read_line(&mut line).unwrap() > 0, "no address said");
    }
    let url = line.split_whitespace().find(|w| w.starts_with("http://")).unwrap();
    let addr = url.trim_start_matches("http://").trim_end_matches('/').parse().unwrap();
    std::thread::spawn(move || std::io::copy(&mut err, &mut std::io::sink()));
    Board { child, addr }
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

    /// GET `path`: the status, the `ETag` and the body.
    fn get(&mut self, path: &str) -> (u16, String, String) {
        let req = format!("GET {path} HTTP/1.1\r\nHost: {}\r\n\r\n", self.addr);
        self.r.get_mut().write_all(req.as_bytes()).unwrap();
        let mut status = String::new();
        self.r.read_line(&mut status).unwrap();
        let code = status.split_whitespace().nth(1).and_then(|c| c.parse().ok()).expect(&status);
        let (mut length, mut tag) = (0, String::new());
        loop {
            let mut line = String::new();
            self.r.read_line(&mut line).unwrap();
            if line.trim().is_empty() {
                break;
            }
            if let Some((k, v)) = line.split_once(':') {
                if k.eq_ignore_ascii_case("content-length") {
                    length = v.trim().parse().unwrap();
                } else if k.eq_ignore_ascii_case("etag") {
                    tag = v.trim().to_string();
                }
            }
        }
        let mut body = vec![0; length];
        self.r.read_exact(&mut body).unwrap();
        (code, tag, String::from_utf8(body).unwrap())
    }

    fn seq(&mut self) -> u64 {
        let (code, _, body) = self.get("/state");
        assert_eq!(code, 200, "{body}");
        let v: serde_json::Value = serde_json::from_str(&body).unwrap();
        v["seq"].as_u64().unwrap()
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    let appends: usize = std::env::var("TAPETE_BENCH_APPENDS").ok().and_then(|v| v.parse().ok()).unwrap_or(20);
    let (header, hands) = cycle::cycle();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    let mut first = header.clone() + "\n";
    for l in &hands[0] {
        first += l;
        first += "\n";
    }
    std::fs::write(&file, first).unwrap();
    let more: Vec<&String> = hands[1..].iter().flatten().collect();
    assert!(more.len() >= appends, "the example has {} more lines", more.len());

    let board = start(&file);
    let mut client = Client::new(board.addr);
    let read = client.seq();
    assert_eq!(read as usize, 1 + hands[0].len(), "the board read the journal whole");
    let mut journal = std::fs::OpenOptions::new().append(true).open(&file).unwrap();
    let mut times = Vec::with_capacity(appends);
    for (i, line) in more.iter().take(appends).enumerate() {
        // The lines the board has read before this one.
        let seq = read + i as u64;
        // Uneven gaps (13-109 ms): no look keeps in step with the appends.
        std::thread::sleep(Duration::from_millis(13 + (i as u64 * 37) % 97));
        let (_, before, _) = client.get("/");
        journal.write_all(format!("{line}\n").as_bytes()).unwrap();
        journal.flush().unwrap();
        let appended = Instant::now();
        while client.seq() <= seq {
            assert!(appended.elapsed() < Duration::from_secs(60), "/state never showed line {}", seq + 1);
        }
        times.push(appended.elapsed());
        let (code, after, _) = client.get("/");
        assert!(code == 200 && after != before, "the page fetched next is the new board");
    }
    drop(board);
    times.sort();
    let median = times[times.len() / 2];
    // The 99th percentile by the nearest rank (of 20: the slowest).
    let p99 = times[((times.len() as f64 * 0.99).ceil() as usize).max(1) - 1];
    let verdict = |d: Duration, goal: f64| if ms(d) <= goal { "PASS" } else { "BELOW" };
    println!("tapete board: an appended line served by GET /state (wall time, loopback, {appends} appends)");
    println!("  median {:>8.2} ms  (goal <= 50 ms: {})", ms(median), verdict(median, 50.0));
    println!("  p99    {:>8.2} ms  (goal <= 100 ms: {})", ms(p99), verdict(p99, 100.0));
    println!(
        "  fastest {:.2} ms, slowest {:.2} ms; the next GET / was the new page each time",
        ms(times[0]),
        ms(times[times.len() - 1])
    );
}
