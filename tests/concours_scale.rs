//! A served concours at scale (issue #39 item 4, docs/concours.md "Scale"): the server raises its
//! open-file limit for the phones of every table, and nothing a phone does at one table reaches
//! another: wrong PINs spending one table's budget, bodies past the limit, an address holding
//! every connection it may, a table's cookie tried at another table. How fast it answers 600
//! phones is `benches/concours_serve.rs`'s.

// Linux's: a process's limits read in /proc, and clients from many addresses of loopback (all of
// 127/8 answers on Linux).
#![cfg(target_os = "linux")]

use crate::concours_serve::{draw, pin, players, Phone, Server, FORM_JSON};
use crate::support::net::{connect_from, exchange_from, Answer};
use crate::support::wait;
use std::io::{BufRead, BufReader};
use std::net::Ipv4Addr;
use std::path::Path;
use std::process::Stdio;

/// A concours of nine teams (four tables and a bye), its first round drawn: its journal.
fn four_tables(home: &Path) -> std::path::PathBuf {
    let teams = "Ana+Luis,Marta+Pep,Olga+Rosa,Juan+Eva,Sara+Tom,Iker+Nora,Lola+Dani,Rita+Blas,Vera+Gil";
    crate::support::tapete()
        .home(home)
        .args(["concours", "new", "Feria", "--ruleset", "belote-classic", "--teams", teams, "--rounds", "2"])
        .args(["--hands", "2", "--seed", "3"])
        .status(0)
        .run();
    crate::support::tapete().home(home).args(["concours", "draw"]).status(0).run();
    crate::support::only_journal(&home.join("concours"))
}

/// The limits of process `pid` on open files: (soft, hard), "unlimited" as u64::MAX.
fn open_files(pid: u32) -> (u64, u64) {
    let limits = std::fs::read_to_string(format!("/proc/{pid}/limits")).unwrap();
    let line = limits.lines().find(|l| l.starts_with("Max open files")).unwrap();
    let n = |w: &str| if w == "unlimited" { u64::MAX } else { w.parse().unwrap() };
    let words: Vec<&str> = line.split_whitespace().collect();
    (n(words[3]), n(words[4]))
}

#[test]
fn a_served_concours_raises_its_open_file_limit_for_the_phones() {
    let home = tempfile::tempdir().unwrap();
    four_tables(home.path());
    // Started with the soft limit most Linux systems give (1,024; lower when the hard limit is),
    // its hard limit as it is.
    let mut cmd = std::process::Command::new("sh");
    crate::support::cmd::isolated(&mut cmd);
    let mut child = cmd
        .env("TAPETE_HOME", home.path())
        .arg("-c")
        .arg("ulimit -Sn 1024 2>/dev/null; exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_tapete"))
        .args(["concours", "serve", "--bind", "127.0.0.1", "--port", "0"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while !line.contains("http://") {
        line.clear();
        assert!(out.read_line(&mut line).unwrap() > 0, "no address said");
    }
    let (soft, hard) = open_files(child.id());
    let _ = child.kill();
    let _ = child.wait();
    // 2,048 connections and 512 descriptors spare: 2,560, or the hard limit when it is lower.
    assert_eq!(soft, 2560.min(hard), "soft {soft}, hard {hard}");
}

/// One request from `from`, its answer.
fn from(s: &Server, from: Ipv4Addr, request: String) -> Answer {
    exchange_from(from, s.addr, request.as_bytes(), wait::deadline()).unwrap()
}

#[test]
fn nothing_a_phone_does_at_one_table_reaches_another() {
    let home = tempfile::tempdir().unwrap();
    let journal = four_tables(home.path());
    let (tables, _) = draw(home.path(), 1);
    assert_eq!(tables.len(), 4);
    let s = Server::start(home.path());
    let host = s.addr;
    let get = |path: &str| format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    // A phone of table 4 before anything happens at table 3.
    let phone4 = Phone::new(&s, 4, &pin(&journal, 1, 4));
    let phone3 = Phone::new(&s, 3, &pin(&journal, 1, 3));

    // At table 3: wrong PINs from many addresses, four an address (fewer than an address's five):
    // past thirty in a minute, table 3 checks no PIN, not even the right one.
    let right3 = pin(&journal, 1, 3);
    let wrong = |i: u32| format!("{:06}", (right3.parse::<u32>().unwrap() + 1 + i) % 1_000_000);
    for i in 0..32u32 {
        let a = from(&s, Ipv4Addr::new(127, 0, 3, 1 + (i / 4) as u8), get(&format!("/t/3/?pin={}", wrong(i))));
        assert!(a.status == 403 || a.status == 429, "wrong PIN {}: {}", i + 1, a.status);
    }
    let locked = from(&s, Ipv4Addr::new(127, 0, 3, 100), get(&format!("/t/3/?pin={right3}")));
    assert_eq!(locked.status, 429, "table 3 is being guessed: {}", locked.body);
    // Bodies past the limit (64 KiB): 400 as soon as announced, the body never read, the
    // connection closed.
    for i in 0..4u8 {
        let a = from(
            &s,
            Ipv4Addr::new(127, 0, 3, 150 + i),
            format!(
                "POST /t/3/entry HTTP/1.1\r\nHost: {host}\r\nCookie: {}\r\n{FORM_JSON}Content-Length: {}\r\n\r\n",
                phone3.cookie,
                70 << 10
            ),
        );
        assert_eq!(a.status, 400, "{}", a.body);
    }
    // One address holds every connection it may (32), each answered once and kept open; its
    // next is closed at once.
    let hog = Ipv4Addr::new(127, 0, 3, 200);
    let keep = format!("GET /t/3/state HTTP/1.1\r\nHost: {host}\r\n\r\n");
    let held: Vec<_> = (0..32)
        .map(|_| {
            let mut c = connect_from(hog, s.addr).unwrap();
            assert_eq!(answered_on(&mut c, &keep), 200);
            c
        })
        .collect();
    assert!(
        exchange_from(hog, s.addr, get("/t/3/state").as_bytes(), wait::deadline()).is_err(),
        "the 33rd connection of one address is closed"
    );
    // Table 3's cookie is worth nothing at table 4.
    let foreign = s.post("/t/4/entry", &phone3.cookie, "entry=note+hello&seq=0");
    assert_eq!(foreign.0, 403, "{}", foreign.1);

    // Table 4 goes on: its PIN checked from a new address, its phone seating the table and
    // writing, its state answered, while table 3's flood and its hog's connections stand.
    let a = from(&s, Ipv4Addr::new(127, 0, 4, 1), get(&format!("/t/4/?pin={}", pin(&journal, 1, 4))));
    assert_eq!(a.status, 303, "{}", a.body);
    let (t0, t1) = (players(&tables[3][0]), players(&tables[3][1]));
    let (status, doc) = s.post("/t/4/start", &phone4.cookie, &format!("dealer={}&next={}", t0[0], t1[0]));
    assert_eq!((status, doc["seq"].as_u64()), (200, Some(1)), "{doc}");
    wait::until_true("table 4's page after its seating", || phone4.seq(&s) == 1);
    phone4.write(&s, &format!("deal {} 8C", t0[0]));
    assert_eq!(phone4.seq(&s), 2);
    assert_eq!(from(&s, Ipv4Addr::new(127, 0, 4, 2), get("/t/4/state")).status, 200);
    drop(held);
}

/// The status of the answer to `request` on the open connection `c`, read whole (its body by
/// its length), the connection left open.
fn answered_on(c: &mut std::net::TcpStream, request: &str) -> u16 {
    use std::io::{Read, Write};
    c.set_read_timeout(Some(wait::deadline())).unwrap();
    c.write_all(request.as_bytes()).unwrap();
    let mut got = Vec::new();
    let mut byte = [0u8; 1];
    while !got.ends_with(b"\r\n\r\n") {
        assert_eq!(c.read(&mut byte).unwrap(), 1, "the answer's head");
        got.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&got).to_ascii_lowercase();
    let length: usize =
        head.lines().find_map(|l| l.strip_prefix("content-length:")).map_or(0, |v| v.trim().parse().unwrap());
    let mut body = vec![0; length];
    c.read_exact(&mut body).unwrap();
    head.split_whitespace().nth(1).unwrap().parse().unwrap()
}
