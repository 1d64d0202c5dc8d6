//! `cargo bench --bench concours_serve`: a served concours at scale (issue #39 item 4,
//! docs/concours.md "Scale"). The release `tapete concours serve` of a concours of 300 teams
//! (150 tables, `TAPETE_BENCH_TEAMS`) in a temporary `TAPETE_HOME`; every table seated as a
//! phone seats it (its PIN for a cookie, then `POST /t/N/start`); then, for a measured window of
//! 60 s (`TAPETE_BENCH_SECS`), 600 phones (4 a table), each on a keep-alive connection of its own
//! from an address of its own (127.0.x.y: Linux answers all of 127/8 on loopback), poll
//! `GET /t/N/state` once a second with `If-None-Match` (most answers 304), and 150 entries a
//! minute in all (`TAPETE_BENCH_ENTRIES_PER_MINUTE`), one a minute at each table, spread over
//! the minute, are posted by one phone of the table: the hands of its partie by tallies (the
//! deal, the taker, the tally), each checked by the referee and fsynced by the server.
//!
//! The figure is the server process's CPU time (user + system, all its threads, from
//! /proc/PID/stat) over the window, as a share of one core, beside the goal: under 25%. The
//! clients' CPU is not counted. Also said: the answers by status, the entries accepted (and the
//! lines the tables' journals gained, which must be as many), the time a poll took to be
//! answered (wall time, as information), the server's open-file limit and descriptors. A run
//! with a refused or closed connection, an answer other than 200 or 304, or an entry refused is
//! no pass: it says so and exits 1.

#[cfg(target_os = "linux")]
#[allow(dead_code)]
#[path = "../tests/support/net.rs"]
mod net;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The goal: the server's CPU under this share of one core.
const GOAL: f64 = 0.25;
/// Phones at each table.
const PHONES: usize = 4;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// The `tapete` built with the bench.
fn tapete(home: &Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tapete"));
    cmd.env("TAPETE_HOME", home).env("XDG_CONFIG_HOME", home.join("config")).env_remove("TAPETE_CONFIG");
    cmd
}

fn run(cmd: &mut Command) {
    let out = cmd.output().unwrap();
    assert!(out.status.success(), "{cmd:?}: {}", String::from_utf8_lossy(&out.stderr));
}

/// The `concours serve` process.
struct Server {
    child: Child,
    addr: SocketAddr,
    /// What it said on standard error.
    errs: Arc<Mutex<Vec<String>>>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The usual soft limit of open files on Linux, which the server starts with here and raises.
const SOFT_FILES: u32 = 1024;

fn serve(home: &Path) -> Server {
    let tapete = tapete(home);
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -Sn {SOFT_FILES} && exec \"$0\" \"$@\""))
        .arg(tapete.get_program())
        .envs(tapete.get_envs().filter_map(|(k, v)| Some((k, v?))))
        .env_remove("TAPETE_CONFIG")
        .args(["concours", "serve", "--bind", "127.0.0.1", "--port", "0"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while !line.contains("http://") {
        line.clear();
        assert!(out.read_line(&mut line).unwrap() > 0, "no address said");
    }
    let url = line.split_whitespace().find(|w| w.starts_with("http://")).unwrap();
    let addr = url.trim_start_matches("http://").trim_end_matches('/').parse().unwrap();
    std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
    let errs = Arc::new(Mutex::new(Vec::new()));
    let keep = errs.clone();
    let err = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for l in BufReader::new(err).lines().map_while(Result::ok) {
            keep.lock().unwrap().push(l);
        }
    });
    Server { child, addr, errs }
}

/// An answer: status, entity tag, the cookie it sets, body.
struct Answer {
    status: u16,
    etag: Option<String>,
    cookie: Option<String>,
    body: String,
}

/// One keep-alive connection.
struct Conn {
    r: BufReader<TcpStream>,
}

impl Conn {
    fn new(s: TcpStream) -> Conn {
        s.set_nodelay(true).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
        Conn { r: BufReader::new(s) }
    }

    fn exchange(&mut self, request: &str) -> std::io::Result<Answer> {
        self.r.get_mut().write_all(request.as_bytes())?;
        let mut status = String::new();
        if self.r.read_line(&mut status)? == 0 {
            return Err(std::io::Error::other("closed by the server"));
        }
        let status = status.split_whitespace().nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
        let (mut length, mut etag, mut cookie) = (0, None, None);
        loop {
            let mut line = String::new();
            if self.r.read_line(&mut line)? == 0 {
                return Err(std::io::Error::other("closed by the server"));
            }
            if line.trim().is_empty() {
                break;
            }
            if let Some((k, v)) = line.split_once(':') {
                if k.eq_ignore_ascii_case("content-length") {
                    length = v.trim().parse().unwrap_or(0);
                } else if k.eq_ignore_ascii_case("etag") {
                    etag = Some(v.trim().to_string());
                } else if k.eq_ignore_ascii_case("set-cookie") {
                    cookie = v.split(';').next().map(|c| c.trim().to_string());
                }
            }
        }
        let mut body = vec![0; length];
        self.r.read_exact(&mut body)?;
        Ok(Answer { status, etag, cookie, body: String::from_utf8_lossy(&body).into_owned() })
    }
}

fn json(body: &str) -> serde_json::Value {
    serde_json::from_str(body).unwrap_or(serde_json::Value::Null)
}

/// A table as the bench keeps it: its number, the players in play order, its cookie.
#[derive(Clone)]
struct Table {
    n: u32,
    order: [String; 4],
    cookie: String,
}

impl Table {
    /// The `k`-th entry of its partie by tallies: hand k/3 dealt by the players in turn, taken
    /// by the one after the dealer, whose side makes it with 100 of the 162 card points and five
    /// of the eight tricks (RULES.md, belote-classic). Past its 12 hands (36 minutes at one
    /// entry a minute), notes.
    fn entry(&self, k: u64) -> String {
        if k >= 36 {
            return format!("note entry {k}");
        }
        let o = &self.order;
        let hand = (k / 3) as usize;
        let (dealer, taker) = (&o[hand % 4], &o[(hand + 1) % 4]);
        let sides = [format!("{}+{}", o[0], o[2]), format!("{}+{}", o[1], o[3])];
        let takers = (hand + 1) % 2;
        match k % 3 {
            0 => format!("deal {dealer} {}", ["8C", "9D", "KH", "7S"][hand % 4]),
            1 => format!("{taker} take"),
            _ => format!("tally {} 100/5 {} 62/3", sides[takers], sides[1 - takers]),
        }
    }
}

/// Seat table `n` (its PIN for a cookie, then who deals first and who plays next: the first
/// players of the two teams).
fn seat(addr: SocketAddr, n: u32, pin: &str) -> Table {
    let mut c = Conn::new(TcpStream::connect(addr).unwrap());
    let host = format!("Host: {addr}\r\n");
    let a = c.exchange(&format!("GET /t/{n}/?pin={pin} HTTP/1.1\r\n{host}\r\n")).unwrap();
    assert_eq!(a.status, 303, "table {n}: {}", a.body);
    let cookie = a.cookie.expect("the PIN's cookie");
    let st = json(&c.exchange(&format!("GET /t/{n}/state HTTP/1.1\r\n{host}\r\n")).unwrap().body);
    let p = |t: usize, i: usize| st["players"][t][i].as_str().unwrap().to_string();
    let order = [p(0, 0), p(1, 0), p(0, 1), p(1, 1)];
    let body = format!("dealer={}&next={}", encode(&order[0]), encode(&order[1]));
    let a = c.exchange(&post(addr, &format!("/t/{n}/start"), &cookie, &body)).unwrap();
    assert_eq!(a.status, 200, "table {n} seated: {}", a.body);
    Table { n, order, cookie }
}

fn post(addr: SocketAddr, path: &str, cookie: &str, body: &str) -> String {
    format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nOrigin: http://{addr}\r\nCookie: {cookie}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nAccept: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    )
}

fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| if b.is_ascii_alphanumeric() { (b as char).to_string() } else { format!("%{b:02X}") })
        .collect()
}

/// What the phones counted.
#[derive(Default)]
struct Counts {
    ok: AtomicU64,
    not_modified: AtomicU64,
    other: AtomicU64,
    failed: AtomicU64,
    entries: AtomicU64,
    refused: AtomicU64,
    /// Polls answered, each one's time (µs).
    times: Mutex<Vec<u32>>,
    /// What went wrong first, said once.
    first_fault: Mutex<Option<String>>,
}

impl Counts {
    fn fault(&self, what: String) {
        self.first_fault.lock().unwrap().get_or_insert(what);
    }
}

/// What a phone does.
struct Phone {
    /// Its number (0 ..): its address and its place in the second.
    i: usize,
    table: Table,
    /// It posts the table's entries (one phone a table).
    writes: bool,
}

/// The address of phone `i`: 127.0.x.y, x from 1, y from 1 to 200.
fn address(i: usize) -> Ipv4Addr {
    Ipv4Addr::new(127, 0, 1 + (i / 200) as u8, 1 + (i % 200) as u8)
}

/// Run a phone from `start` (the window's start) to `end`; before it, its connection and a
/// first poll (not counted).
fn phone(
    p: Phone,
    addr: SocketAddr,
    (phones, tables): (usize, u32),
    (start, end): (Instant, Instant),
    per_minute: u64,
    counts: &Counts,
) {
    let n = p.table.n;
    let mut c = match net::connect_from(address(p.i), addr) {
        Ok(s) => Conn::new(s),
        Err(e) => {
            counts.failed.fetch_add(1, Ordering::Relaxed);
            return counts.fault(format!("phone {} could not connect from {}: {e}", p.i, address(p.i)));
        }
    };
    let state = |etag: &Option<String>| {
        let held = etag.as_ref().map(|t| format!("If-None-Match: {t}\r\n")).unwrap_or_default();
        format!("GET /t/{n}/state HTTP/1.1\r\nHost: {addr}\r\nCookie: {}\r\n{held}\r\n", p.table.cookie)
    };
    let (mut etag, mut seq) = match c.exchange(&state(&None)) {
        Ok(a) if a.status == 200 => (a.etag, json(&a.body)["seq"].as_u64().unwrap_or(0)),
        Ok(a) => return counts.fault(format!("phone {}: first poll answered {}", p.i, a.status)),
        Err(e) => {
            counts.failed.fetch_add(1, Ordering::Relaxed);
            return counts.fault(format!("phone {}: first poll: {e}", p.i));
        }
    };
    // Its place in the second, and its table's in the minute.
    let phase = Duration::from_secs_f64(p.i as f64 / phones as f64);
    let minute = Duration::from_secs(60);
    let gap = minute.mul_f64(tables as f64 / per_minute.max(1) as f64);
    let mut next_entry = start + gap.mul_f64((n - 1) as f64 / tables as f64);
    let writes = p.writes && per_minute > 0;
    let (mut k, mut times) = (0u64, Vec::with_capacity(64));
    let mut tick = start + phase;
    while tick < end {
        if let Some(wait) = tick.checked_duration_since(Instant::now()) {
            std::thread::sleep(wait);
        }
        if writes && Instant::now() >= next_entry {
            next_entry += gap;
            let body = format!("entry={}&seq={seq}", encode(&p.table.entry(k)));
            match c.exchange(&post(addr, &format!("/t/{n}/entry"), &p.table.cookie, &body)) {
                Ok(a) if a.status == 200 && json(&a.body)["ok"] == true => {
                    k += 1;
                    seq = json(&a.body)["seq"].as_u64().unwrap_or(seq);
                    counts.entries.fetch_add(1, Ordering::Relaxed);
                }
                Ok(a) => {
                    counts.refused.fetch_add(1, Ordering::Relaxed);
                    counts.fault(format!("table {n}: entry {:?} answered {} {}", p.table.entry(k), a.status, a.body));
                }
                Err(e) => {
                    counts.failed.fetch_add(1, Ordering::Relaxed);
                    return counts.fault(format!("table {n}: an entry's connection: {e}"));
                }
            }
        }
        let asked = Instant::now();
        match c.exchange(&state(&etag)) {
            Ok(a) => {
                times.push(asked.elapsed().as_micros().min(u32::MAX as u128) as u32);
                match a.status {
                    200 => {
                        counts.ok.fetch_add(1, Ordering::Relaxed);
                        etag = a.etag;
                        seq = json(&a.body)["seq"].as_u64().unwrap_or(seq);
                    }
                    304 => {
                        counts.not_modified.fetch_add(1, Ordering::Relaxed);
                    }
                    s => {
                        counts.other.fetch_add(1, Ordering::Relaxed);
                        counts.fault(format!("phone {}: a poll answered {s}", p.i));
                    }
                }
            }
            Err(e) => {
                counts.failed.fetch_add(1, Ordering::Relaxed);
                counts.fault(format!("phone {} at table {n}: {e}", p.i));
                break;
            }
        }
        tick += Duration::from_secs(1);
    }
    counts.times.lock().unwrap().extend(times);
}

/// The CPU time of process `pid` so far (user + system, all its threads), in seconds.
fn cpu_of(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // Fields after the command's name (in parentheses): state is the 3rd field, utime the 14th.
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks = f[11].parse::<f64>().unwrap() + f[12].parse::<f64>().unwrap();
    // SAFETY: sysconf reads a constant of the system.
    ticks / unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64
}

/// The server's open-file limit (soft) and the descriptors it holds.
fn files_of(pid: u32) -> (String, usize) {
    let limits = std::fs::read_to_string(format!("/proc/{pid}/limits")).unwrap();
    let soft = limits
        .lines()
        .find(|l| l.starts_with("Max open files"))
        .and_then(|l| l.split_whitespace().nth(3))
        .unwrap_or("?")
        .to_string();
    let held = std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |d| d.count());
    (soft, held)
}

fn journals(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(journals(&p));
        } else if p
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("table-") && n.ends_with(".jsonl"))
        {
            out.push(p);
        }
    }
    out
}

fn lines_in(files: &[PathBuf]) -> usize {
    files.iter().map(|f| std::fs::read_to_string(f).unwrap().lines().count()).sum()
}

#[cfg(not(target_os = "linux"))]
fn main() {
    println!("concours_serve: Linux only (clients from many addresses of loopback, /proc)");
}

#[cfg(target_os = "linux")]
fn main() {
    let teams = env("TAPETE_BENCH_TEAMS", 300).max(2);
    let secs = env("TAPETE_BENCH_SECS", 60).max(1);
    let per_minute = env("TAPETE_BENCH_ENTRIES_PER_MINUTE", 150);
    let home = tempfile::tempdir().unwrap();
    let names: Vec<String> = (1..=teams).map(|i| format!("Ana{i}+Luis{i}")).collect();
    run(tapete(home.path())
        .args(["concours", "new", "Scale", "--lang", "en", "--ruleset", "belote-classic", "--rounds", "3"])
        .args(["--hands", "12", "--seed", "7", "--teams", &names.join(",")]));
    run(tapete(home.path()).args(["concours", "draw"]));
    let server = serve(home.path());
    let addr = server.addr;
    let pid = server.child.id();
    let concours = home.path().join("concours");
    let round = std::fs::read_dir(&concours).unwrap().flatten().map(|e| e.path()).find(|p| p.is_dir()).unwrap();
    let pins = json(&std::fs::read_to_string(round.join("round-1/pins.json")).unwrap());
    let tables = (teams / 2) as u32;
    let seated: Vec<Table> =
        (1..=tables).map(|n| seat(addr, n, pins[n.to_string()]["pin"].as_str().unwrap())).collect();
    // Each table's page follows its seating as its writer publishes it.
    for t in &seated {
        let mut c = Conn::new(TcpStream::connect(addr).unwrap());
        let asked = Instant::now();
        while json(&c.exchange(&format!("GET /t/{}/state HTTP/1.1\r\nHost: {addr}\r\n\r\n", t.n)).unwrap().body)["seq"]
            != 1
        {
            assert!(asked.elapsed() < Duration::from_secs(60), "table {} never showed its seating", t.n);
            std::thread::sleep(Duration::from_millis(10));
        }
    }
    let files = journals(&round);
    assert_eq!(files.len(), tables as usize, "every table's journal written by its seating");
    let before = lines_in(&files);
    let phones = tables as usize * PHONES;
    println!(
        "concours serve: {teams} teams, {tables} tables seated, {phones} phones (127.0.1.1 …) polling /t/N/state once \
         a second, {per_minute} entries a minute in all, a window of {secs} s"
    );

    let counts = Arc::new(Counts::default());
    // The phones connect and poll once before the window.
    let start = Instant::now() + Duration::from_secs(3);
    let end = start + Duration::from_secs(secs);
    let threads: Vec<_> = (0..phones)
        .map(|i| {
            let p = Phone { i, table: seated[i / PHONES].clone(), writes: i % PHONES == 0 };
            let counts = counts.clone();
            std::thread::Builder::new()
                .stack_size(256 << 10)
                .spawn(move || phone(p, addr, (phones, tables), (start, end), per_minute, &counts))
                .unwrap()
        })
        .collect();
    std::thread::sleep(start.saturating_duration_since(Instant::now()));
    let (cpu0, wall0) = (cpu_of(pid), Instant::now());
    let (soft, held) = files_of(pid);
    std::thread::sleep(end.saturating_duration_since(Instant::now()));
    let (cpu1, wall1) = (cpu_of(pid), Instant::now());
    for t in threads {
        t.join().unwrap();
    }
    let share = (cpu1 - cpu0) / (wall1 - wall0).as_secs_f64();

    let get = |a: &AtomicU64| a.load(Ordering::Relaxed);
    let (ok, nm, other, failed) = (get(&counts.ok), get(&counts.not_modified), get(&counts.other), get(&counts.failed));
    let (entries, refused) = (get(&counts.entries), get(&counts.refused));
    let gained = lines_in(&files) - before;
    let mut times = std::mem::take(&mut *counts.times.lock().unwrap());
    times.sort_unstable();
    let at = |q: f64| times.get(((times.len() as f64 - 1.0) * q) as usize).map_or(0.0, |t| *t as f64 / 1000.0);
    println!("polls answered: {} ({ok} 200, {nm} 304, {other} other), {failed} connections failed", ok + nm + other);
    println!(
        "entries accepted: {entries} ({refused} refused); the tables' journals gained {gained} lines, each fsynced"
    );
    println!(
        "a poll answered in {:.2} ms by the median, {:.2} ms at the 99th percentile, {:.2} ms at most (wall time)",
        at(0.5),
        at(0.99),
        at(1.0)
    );
    println!(
        "the server: an open-file limit of {SOFT_FILES} at its start, {soft} once serving; {held} descriptors \
         held during the window"
    );
    let errs = server.errs.lock().unwrap().clone();
    let expected_polls = phones as u64 * secs;
    let mut faults = Vec::new();
    if let Some(f) = counts.first_fault.lock().unwrap().clone() {
        faults.push(f);
    }
    if other + failed + refused > 0 {
        faults.push(format!(
            "{other} answers other than 200/304, {failed} connections refused or closed, {refused} entries refused"
        ));
    }
    if ok + nm < expected_polls {
        faults.push(format!("{} polls answered of the {expected_polls} asked", ok + nm));
    }
    if gained as u64 != entries {
        faults.push(format!("{entries} entries accepted but {gained} lines written"));
    }
    if !errs.is_empty() {
        faults.push(format!("the server said: {}", errs.join(" | ")));
    }
    let verdict = match (faults.is_empty(), share < GOAL) {
        (false, _) => "NOT A PASS",
        (true, true) => "PASS",
        (true, false) => "BELOW",
    };
    println!(
        "server CPU: {:.2} s over {:.1} s = {:.1}% of one core (goal: under {:.0}%): {verdict}",
        cpu1 - cpu0,
        (wall1 - wall0).as_secs_f64(),
        share * 100.0,
        GOAL * 100.0
    );
    if !faults.is_empty() {
        println!("NOT A PASS: {}", faults.join("; "));
        drop(server);
        std::process::exit(1);
    }
}
