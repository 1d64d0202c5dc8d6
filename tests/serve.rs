//! The table on the phones (`tapete new … --serve`, docs/serve.md), driven with plain HTTP: a
//! real table on 127.0.0.1 with the PIN 123456, its standard input a pipe the test writes to (the
//! terminal), its standard error read as it comes. `/state` and its `seq`, `POST /entry` and its
//! answers (written, resent, moved on, refused, malformed, not allowed), the PIN and its cookie,
//! the form's post-redirect-get, `Host`, `Origin` and the policy headers, and the terminal and the
//! phones feeding the one session.
//!
//! The hands are belote-classic's with Pep, Marta, Iker and Olga (Pep+Iker vs Marta+Olga): Pep
//! deals the first hand, so after the turned card Marta speaks first, then Iker, Olga and Pep.

use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[cfg(target_os = "linux")]
use crate::support::net::exchange_from;
use crate::support::net::{exchange, Answer};
use crate::support::{process, wait};
use serde_json::{json, Value};

pub(crate) const PIN: &str = "123456";
pub(crate) const PLAYERS: [&str; 6] =
    ["--players", "Pep,Marta,Iker,Olga", "--teams", "Pep+Iker,Marta+Olga", "--option", "target=501"];

/// A served table: the process, where it listens, its standard input, what it said on standard
/// error, and its journal.
pub(crate) struct Table {
    child: Child,
    pub(crate) addr: SocketAddr,
    stdin: Option<ChildStdin>,
    said: Arc<Mutex<Vec<String>>>,
    pub(crate) file: PathBuf,
}

impl Drop for Table {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Table {
    /// `tapete ARGS --serve --bind 127.0.0.1 --port 0 --pin 123456`, standard input a pipe.
    pub(crate) fn spawn(args: &[&str], file: &Path, env: &[(&str, String)]) -> Table {
        let mut cmd = process();
        cmd.args(args).args(["--serve", "--bind", "127.0.0.1", "--port", "0", "--pin", PIN]);
        for (k, v) in env {
            cmd.env(k, v);
        }
        Table::started(cmd, file)
    }

    /// The table `cmd` starts (a served table writing `file`), once it says where it serves.
    fn started(mut cmd: std::process::Command, file: &Path) -> Table {
        cmd.stdin(Stdio::piped()).stdout(Stdio::null()).stderr(Stdio::piped());
        let mut child = cmd.spawn().unwrap();
        let stdin = child.stdin.take();
        let err = BufReader::new(child.stderr.take().unwrap());
        let said = Arc::new(Mutex::new(Vec::new()));
        let keep = said.clone();
        std::thread::spawn(move || {
            for l in err.lines().map_while(Result::ok) {
                keep.lock().unwrap().push(l);
            }
        });
        let mut table = Table { child, addr: "127.0.0.1:1".parse().unwrap(), stdin, said, file: file.to_path_buf() };
        let line = table.wait_said(|l| l.contains("http://"));
        let url = line.split_whitespace().find(|w| w.starts_with("http://")).unwrap();
        table.addr = url.trim_start_matches("http://").trim_end_matches('/').parse().unwrap();
        table
    }

    /// A new belote-classic table (Pep deals first) in `dir`, in `lang`.
    pub(crate) fn new(dir: &Path, lang: &str) -> Table {
        Table::new_with(dir, lang, &[])
    }

    /// [`Table::new`] with these variables set (a test's knobs).
    pub(crate) fn new_with(dir: &Path, lang: &str, env: &[(&str, String)]) -> Table {
        let file = dir.join("night.jsonl");
        let mut args = vec!["new", "belote-classic"];
        args.extend(PLAYERS);
        let f = file.to_str().unwrap();
        args.extend(["--file", f, "--lang", lang]);
        Table::spawn(&args, &file, env)
    }

    /// The first line said on standard error for which `check` holds, once it is said.
    pub(crate) fn wait_said(&self, check: impl Fn(&str) -> bool) -> String {
        wait::until("a line on standard error", || {
            let said = self.said.lock().unwrap();
            said.iter().find(|l| check(l)).cloned().ok_or_else(|| said.clone())
        })
    }

    pub(crate) fn said_count(&self, check: impl Fn(&str) -> bool) -> usize {
        self.said.lock().unwrap().iter().filter(|l| check(l)).count()
    }

    /// Type a line at the terminal.
    pub(crate) fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(format!("{line}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    /// The end of standard input.
    pub(crate) fn close_stdin(&mut self) {
        self.stdin = None;
    }

    /// The process's exit status, once it has exited (within `within`): for a table that must
    /// not exit, a moment to look; for one that must, [`Table::exited`].
    pub(crate) fn exited_within(&mut self, within: Duration) -> Option<i32> {
        let start = Instant::now();
        while start.elapsed() < within {
            if let Some(s) = self.child.try_wait().unwrap() {
                return s.code();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }

    /// The process's exit status once it has exited (the tests' deadline).
    pub(crate) fn exited(&mut self) -> Option<i32> {
        self.exited_within(wait::deadline())
    }

    pub(crate) fn host(&self) -> String {
        self.addr.to_string()
    }

    /// The journal's lines, as they are on disk now.
    pub(crate) fn journal(&self) -> Vec<Value> {
        std::fs::read_to_string(&self.file).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
    }

    pub(crate) fn send(&self, request: &[u8]) -> Answer {
        exchange(self.addr, request, wait::deadline()).unwrap()
    }

    /// `request` sent from the address `from` (of loopback).
    #[cfg(target_os = "linux")]
    fn send_from(&self, from: std::net::Ipv4Addr, request: &[u8]) -> Answer {
        exchange_from(from, self.addr, request, Duration::from_secs(10)).unwrap()
    }

    /// A phone's entry with the PIN `pin` as a field, from the address `from`.
    #[cfg(target_os = "linux")]
    fn post_pin_from(&self, from: std::net::Ipv4Addr, entry: &str, seq: usize, pin: &str) -> Answer {
        let body = format!("entry={}&seq={seq}&pin={pin}", encode(entry));
        let req = format!(
            "POST /entry HTTP/1.1\r\nHost: {}\r\n{FORM_JSON}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.host(),
            body.len()
        );
        self.send_from(from, req.as_bytes())
    }

    /// `GET path` with these extra header lines.
    pub(crate) fn get_with(&self, path: &str, headers: &str) -> Answer {
        let req = format!("GET {path} HTTP/1.1\r\nHost: {}\r\n{headers}Connection: close\r\n\r\n", self.host());
        self.send(req.as_bytes())
    }

    pub(crate) fn state(&self) -> Value {
        let a = self.get_with("/state", "");
        assert_eq!(a.status, 200);
        serde_json::from_str(&a.body).unwrap()
    }

    /// `POST /entry` with `body` (bytes as given) and these extra header lines.
    pub(crate) fn post_raw(&self, body: &[u8], headers: &str) -> Answer {
        let mut req = format!(
            "POST /entry HTTP/1.1\r\nHost: {}\r\n{headers}Content-Length: {}\r\nConnection: close\r\n\r\n",
            self.host(),
            body.len()
        )
        .into_bytes();
        req.extend_from_slice(body);
        self.send(&req)
    }

    /// A phone's entry as a script posts it: urlencoded, the PIN as a field, JSON wanted.
    pub(crate) fn post(&self, entry: &str, seq: usize) -> (u16, Value) {
        let body = format!("entry={}&seq={seq}&pin={PIN}", encode(entry));
        let a = self.post_raw(body.as_bytes(), FORM_JSON);
        (a.status, serde_json::from_str(&a.body).unwrap_or(Value::Null))
    }

    /// [`Table::post`] with `confirm=1` (an `end` that is meant).
    pub(crate) fn post_confirmed(&self, entry: &str, seq: usize) -> (u16, Value) {
        let body = format!("entry={}&seq={seq}&pin={PIN}&confirm=1", encode(entry));
        let a = self.post_raw(body.as_bytes(), FORM_JSON);
        (a.status, serde_json::from_str(&a.body).unwrap_or(Value::Null))
    }

    /// The cookie this start gives for the PIN (`GET /?pin=…`), as a `Cookie` header line.
    pub(crate) fn cookie(&self) -> String {
        let a = self.get_with(&format!("/?pin={PIN}"), "");
        assert_eq!(a.status, 303);
        let set = a.header("set-cookie").unwrap();
        format!("Cookie: {}\r\n", set.split(';').next().unwrap())
    }
}

pub(crate) const FORM: &str = "Content-Type: application/x-www-form-urlencoded\r\n";
pub(crate) const FORM_JSON: &str = "Content-Type: application/x-www-form-urlencoded\r\nAccept: application/json\r\n";

/// Percent-encoding of a form's field (every byte but letters and digits).
pub(crate) fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| if b.is_ascii_alphanumeric() { (b as char).to_string() } else { format!("%{b:02X}") })
        .collect()
}

/// The HTML text of `s`, as the page escapes it.
pub(crate) fn html(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

#[test]
fn state_counts_the_journal_s_lines_and_asks_the_question_of_the_moment() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    // The header only: one line; the dealer's turned card is asked, of no one.
    let s = t.state();
    assert_eq!(s["seq"], 1);
    assert_eq!(t.journal().len(), 1);
    assert_eq!(s["question"]["ask"], "deal");
    assert_eq!(s["question"]["who"], Value::Null);
    assert_eq!(s["board"]["sides"][0]["players"], json!(["Pep", "Iker"]));
    assert_eq!(s["board"]["sides"][1]["players"], json!(["Marta", "Olga"]));
    assert_eq!((s["board"]["sides"][0]["total"].as_i64(), s["board"]["hands"].as_i64()), (Some(0), Some(0)));
    // The turned card: the journal's second line, on disk when the phone is answered.
    assert_eq!(t.post("JH", 1), (200, json!({"ok": true, "seq": 2})));
    let j = t.journal();
    assert_eq!(j.len(), 2);
    assert_eq!(
        (j[1]["type"].as_str(), j[1]["dealer"].as_str(), j[1]["turned"].as_str()),
        (Some("deal"), Some("Pep"), Some("JH"))
    );
    // Marta, on the dealer's left, speaks first: pass or take.
    let s = t.state();
    assert_eq!(s["seq"], 2);
    assert_eq!((s["question"]["ask"].as_str(), s["question"]["who"].as_str()), (Some("bid"), Some("Marta")));
    let entries: Vec<&str> =
        s["question"]["choices"].as_array().unwrap().iter().map(|c| c["entry"].as_str().unwrap()).collect();
    assert_eq!(entries, ["Marta pass", "Marta take"]);
    // Each entry a line: seq follows the journal.
    assert_eq!(t.post("Marta pass", 2), (200, json!({"ok": true, "seq": 3})));
    assert_eq!(t.post("note a note", 3), (200, json!({"ok": true, "seq": 4})));
    assert_eq!(t.journal().len(), 4);
    assert_eq!(t.state()["question"]["who"], "Iker");
}

#[test]
fn a_resent_entry_is_written_once_and_an_entry_the_table_moved_past_is_409_with_the_state() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    assert_eq!(t.post("JH", 1), (200, json!({"ok": true, "seq": 2})));
    let before = std::fs::read_to_string(&t.file).unwrap();
    // The same entry made against seq 1 again (its answer lost on the way): line 2 is it.
    assert_eq!(t.post("JH", 1), (200, json!({"ok": true, "seq": 2, "duplicate": true})));
    // Compared as events: the same card in other words is the same entry.
    assert_eq!(t.post("jh", 1), (200, json!({"ok": true, "seq": 2, "duplicate": true})));
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "nothing written");
    // Another entry made against seq 1: the table moved on (line 2 is the deal, not a note).
    let (status, doc) = t.post("note too late", 1);
    assert_eq!(status, 409);
    // The /state document, and what changed since the phone's seq: the deal written at line 2.
    let mut doc = doc;
    let moved = doc.as_object_mut().unwrap().remove("moved");
    assert_eq!(doc, t.state(), "the 409 carries the /state document");
    assert_eq!(moved, Some(json!("Not entered: the table moved on meanwhile (deal Pep J♥)")));
    assert_eq!(doc["seq"], 2);
    assert_eq!(doc["question"]["who"], "Marta");
    // Another turned card made against seq 1 is another entry too.
    assert_eq!(t.post("QS", 1).0, 409);
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "nothing written");
    // A seq ahead of the journal is no state the phone saw: malformed.
    assert_eq!(t.post("Marta pass", 3).0, 400);
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "nothing written");
}

/// What the terminal of a table in `lang` says when `lines` are typed at it (no --serve): the
/// lines of standard error that start with ✗, without it.
fn terminal_refusals(lang: &str, lines: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.jsonl");
    let out = crate::support::tapete()
        .args(["new", "belote-classic"])
        .args(PLAYERS)
        .args(["--lang", lang, "--file"])
        .arg(&file)
        .stdin(lines)
        .status(0)
        .run();
    out.stderr.lines().filter_map(|l| l.trim().strip_prefix("✗ ").map(str::to_string)).collect()
}

#[test]
fn an_entry_the_referee_refuses_is_422_with_the_reason_in_the_session_s_language() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "es");
    // The jack of hearts in the session's letters: V (jota) of C (corazones).
    assert_eq!(t.post("VC", 1), (200, json!({"ok": true, "seq": 2})));
    assert_eq!(t.journal()[1]["turned"], "JH");
    let before = std::fs::read_to_string(&t.file).unwrap();
    // Iker speaks third: Marta is to bid.
    let (status, body) = t.post("Iker pass", 2);
    assert_eq!(status, 422);
    let reason = body["refusal"].as_str().unwrap();
    assert_eq!(body, json!({"ok": false, "refusal": reason}));
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "nothing written");
    // The same reason the table's own terminal gives for the same line, in Spanish, not English.
    assert_eq!(terminal_refusals("es", "VC\nIker pass\n"), [reason]);
    let english = terminal_refusals("en", "JH\nIker pass\n");
    assert_eq!(english.len(), 1);
    assert_ne!(english[0], reason);
    assert!(reason.contains("Marta"), "{reason}");
    // The session's own keywords are read too: «paso».
    assert_eq!(t.post("Marta paso", 2), (200, json!({"ok": true, "seq": 3})));
}

#[test]
fn malformed_posts_are_400_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    let cookie = t.cookie();
    assert_eq!(t.post("JH", 1).0, 200);
    let before = std::fs::read_to_string(&t.file).unwrap();
    let json = format!("{FORM_JSON}{cookie}");
    let bodies: Vec<(&str, Vec<u8>)> = vec![
        ("no seq", b"entry=Marta+pass".to_vec()),
        ("a seq that is no number", b"entry=Marta+pass&seq=two".to_vec()),
        ("a negative seq", b"entry=Marta+pass&seq=-1".to_vec()),
        ("a seq ahead of the journal", b"entry=Marta+pass&seq=3".to_vec()),
        ("no entry", b"seq=2".to_vec()),
        ("an empty entry", b"entry=&seq=2".to_vec()),
        ("an entry of spaces", b"entry=+++&seq=2".to_vec()),
        ("two lines", b"entry=Marta+pass%0AIker+pass&seq=2".to_vec()),
        ("a carriage return", b"entry=Marta+pass%0D&seq=2".to_vec()),
        ("entry given twice", b"entry=Marta+pass&entry=Marta+take&seq=2".to_vec()),
        ("percent-encoded bytes that are not UTF-8", b"entry=Marta+%FF&seq=2".to_vec()),
        ("raw bytes that are not UTF-8", b"entry=Marta\xff&seq=2".to_vec()),
        ("a broken percent", b"entry=Marta%2&seq=2".to_vec()),
    ];
    for (what, body) in &bodies {
        let a = t.post_raw(body, &json);
        assert_eq!(a.status, 400, "{what}: {}", a.body);
        let v: Value = serde_json::from_str(&a.body).unwrap();
        assert_eq!(v["ok"], false, "{what}");
    }
    // A form that is not urlencoded (with the cookie, so the PIN is no question).
    for kind in ["text/plain", "application/json", "multipart/form-data; boundary=x"] {
        let a = t.post_raw(
            b"entry=Marta+pass&seq=2",
            &format!("Content-Type: {kind}\r\nAccept: application/json\r\n{cookie}"),
        );
        assert_eq!(a.status, 400, "{kind}: {}", a.body);
    }
    let a = t.post_raw(b"entry=Marta+pass&seq=2", &format!("Accept: application/json\r\n{cookie}"));
    assert_eq!(a.status, 400, "no content type: {}", a.body);
    // A body over 64 KiB: announced, or sent in chunks without a length.
    let big = format!(
        "POST /entry HTTP/1.1\r\nHost: {}\r\n{json}Content-Length: {}\r\nConnection: close\r\n\r\n",
        t.host(),
        (64 << 10) + 1
    );
    assert_eq!(t.send(big.as_bytes()).status, 400, "a body announced over 64 KiB");
    let mut chunked =
        format!("POST /entry HTTP/1.1\r\nHost: {}\r\n{json}Transfer-Encoding: chunked\r\n\r\n", t.host()).into_bytes();
    chunked.extend_from_slice(b"1a\r\nentry=note+x&seq=2&note=\r\n");
    for _ in 0..70 {
        chunked.extend_from_slice(format!("400\r\n{}\r\n", "a".repeat(1024)).as_bytes());
    }
    chunked.extend_from_slice(b"0\r\n\r\n");
    assert_eq!(t.send(&chunked).status, 400, "a chunked body over 64 KiB");
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "nothing written");
    // Just under the limit is read: a note of 60,000 letters is written.
    let long = format!("entry=note+{}&seq=2", "a".repeat(60_000));
    assert_eq!(t.post_raw(long.as_bytes(), &json).status, 200);
    assert_eq!(t.journal().len(), 3);
}

#[test]
fn the_pin_its_cookie_of_this_start_only_and_what_a_phone_without_it_sees() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    // No PIN, a wrong one: 403, nothing written.
    let a = t.post_raw(b"entry=JH&seq=1", FORM_JSON);
    assert_eq!(a.status, 403, "{}", a.body);
    let a = t.post_raw(b"entry=JH&seq=1&pin=654321", FORM_JSON);
    assert_eq!(a.status, 403, "{}", a.body);
    assert_eq!(t.journal().len(), 1);
    // Without the PIN the page is the board, with the PIN's form and no entry form.
    let page = t.get_with("/", "");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("id=\"board\"") && page.body.contains("name=\"pin\""), "{}", page.body);
    assert!(!page.body.contains("name=\"entry\""), "an entry form without the PIN");
    // GET /?pin=: the cookie (HttpOnly, SameSite=Strict), and back to / without the PIN.
    let a = t.get_with(&format!("/?pin={PIN}"), "");
    assert_eq!(a.status, 303);
    assert_eq!(a.header("location"), Some("/"));
    let set = a.header("set-cookie").unwrap();
    let attrs: Vec<&str> = set.split(';').map(str::trim).collect();
    assert!(attrs.contains(&"HttpOnly") && attrs.contains(&"SameSite=Strict"), "{set}");
    // Kept a day (24 × 3600 s), so a browser's restart keeps it (docs/serve.md).
    assert!(attrs.contains(&"Max-Age=86400"), "{set}");
    assert!(!set.contains(PIN), "the cookie holds a token, not the PIN: {set}");
    let cookie = format!("Cookie: {}\r\n", attrs[0]);
    // With it, the page asks (the turned card) and the entry is taken.
    let page = t.get_with("/", &cookie);
    assert!(page.body.contains("name=\"entry\""), "{}", page.body);
    let a = t.post_raw(b"entry=JH&seq=1", &format!("{FORM_JSON}{cookie}"));
    assert_eq!((a.status, a.body.as_str()), (200, r#"{"ok":true,"seq":2}"#));
    drop(t);
    // The table started again (resume): the old cookie is refused, the PIN still lets in.
    let file = dir.path().join("night.jsonl");
    let t = Table::spawn(&["resume", file.to_str().unwrap()], &file, &[]);
    let a = t.post_raw(b"entry=Marta+pass&seq=2", &format!("{FORM_JSON}{cookie}"));
    assert_eq!(a.status, 403, "a cookie of an earlier start: {}", a.body);
    assert_eq!(t.journal().len(), 2);
    let fresh = t.cookie();
    assert_ne!(fresh, cookie);
    let a = t.post_raw(b"entry=Marta+pass&seq=2", &format!("{FORM_JSON}{fresh}"));
    assert_eq!(a.status, 200, "{}", a.body);
    assert_eq!(t.journal().len(), 3);
}

#[test]
fn five_wrong_pins_in_a_minute_lock_the_address_out_even_with_the_right_pin() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    for wrong in ["000000", "111111", "222222", "333333"] {
        let a = t.post_raw(format!("entry=JH&seq=1&pin={wrong}").as_bytes(), FORM_JSON);
        assert_eq!(a.status, 403);
    }
    // The fifth wrong one, through the page's PIN form.
    assert_eq!(t.get_with("/?pin=444444", "").status, 403);
    // Now every PIN check from this address is 429 for the minute, the right PIN too.
    let a = t.post_raw(format!("entry=JH&seq=1&pin={PIN}").as_bytes(), FORM_JSON);
    assert_eq!(a.status, 429, "{}", a.body);
    assert_eq!(t.get_with(&format!("/?pin={PIN}"), "").status, 429);
    assert_eq!(t.journal().len(), 1, "nothing written");
    // Reading is still open to it.
    assert_eq!(t.get_with("/state", "").status, 200);
    assert_eq!(t.get_with("/", "").status, 200);
}

#[test]
fn help_and_score_answer_with_text_quit_is_refused_undo_and_end_are_entries() {
    let dir = tempfile::tempdir().unwrap();
    // The table closes as soon as its session has ended (tests/serve_end.rs keeps it up).
    let mut t = Table::new_with(dir.path(), "en", &[("TAPETE_TEST_CLOSING_MS", "0".into())]);
    assert_eq!(t.post("JH", 1).0, 200);
    let before = std::fs::read_to_string(&t.file).unwrap();
    for word in ["help", "score"] {
        let (status, body) = t.post(word, 2);
        assert_eq!(status, 200, "{word}: {body}");
        assert_eq!((body["ok"].as_bool(), body["seq"].as_u64()), (Some(true), Some(2)), "{word}: {body}");
        assert!(body["text"].as_str().is_some_and(|s| !s.trim().is_empty()), "{word}: {body}");
    }
    // score: both sides at 0, no hand settled yet.
    let (_, score) = t.post("score", 2);
    let text = score["text"].as_str().unwrap();
    assert!(text.contains("Pep+Iker") && text.contains("Marta+Olga"), "{text}");
    let (status, body) = t.post("quit", 2);
    assert_eq!(status, 422, "{body}");
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "nothing written");
    assert_eq!(t.exited_within(Duration::from_millis(300)), None, "quit from a phone ended the table");
    // undo retracts the deal: a line of its own, and the turned card is asked again; the phone
    // is told what it retracted.
    assert_eq!(t.post("undo", 2), (200, json!({"ok": true, "seq": 3, "done": "Undone: deal Pep J♥"})));
    assert_eq!(t.journal()[2]["type"], "undo");
    // The undo sent again (its answer lost on the way): the same entry, written once.
    assert_eq!(t.post("undo", 2), (200, json!({"ok": true, "seq": 3, "duplicate": true})));
    assert_eq!(t.journal().len(), 3);
    assert_eq!(t.state()["question"]["ask"], "deal");
    // end, confirmed, closes the session: written, answered, and the table exits 0.
    assert_eq!(t.post("end", 3).1["confirm"], true, "a lone end is asked to confirm");
    assert_eq!(t.journal().len(), 3);
    assert_eq!(t.post_confirmed("end", 3), (200, json!({"ok": true, "seq": 4})));
    assert_eq!(t.journal()[3]["type"], "end");
    assert_eq!(t.exited(), Some(0));
    t.close_stdin();
}

#[test]
fn a_form_post_is_redirected_and_its_refusal_shows_once() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    let cookie = t.cookie();
    assert_eq!(t.post("JH", 1).0, 200);
    // The reason the referee gives, as a script sees it.
    let (status, body) = t.post("Iker pass", 2);
    assert_eq!(status, 422);
    let reason = body["refusal"].as_str().unwrap().to_string();
    // The same entry from the page's form (no Accept: JSON): 303 to the page.
    let a = t.post_raw(b"entry=Iker+pass&seq=2", &format!("{FORM}{cookie}"));
    assert_eq!(a.status, 303);
    let location = a.header("location").unwrap().to_string();
    assert!(location.starts_with('/'), "{location}");
    let page = t.get_with(&location, &cookie);
    assert_eq!(page.status, 200);
    assert_eq!(page.body.matches(&html(&reason)).count(), 1, "{}", page.body);
    // Shown once: the page again no longer says it.
    let again = t.get_with(&location, &cookie);
    assert!(!again.body.contains(&html(&reason)), "{}", again.body);
    // A written entry from the form: 303 to the page, and the page asks the next question.
    let a = t.post_raw(b"entry=Marta+pass&seq=2", &format!("{FORM}{cookie}"));
    assert_eq!(a.status, 303);
    assert_eq!(t.journal().len(), 3);
    let page = t.get_with(a.header("location").unwrap(), &cookie);
    assert!(page.body.contains("Iker pass"), "the next bid is Iker's: {}", page.body);
}

#[test]
fn a_foreign_host_is_421_a_foreign_origin_is_refused_and_pages_carry_the_policy() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    let cookie = t.cookie();
    let foreign = b"GET /state HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n";
    assert_eq!(t.send(foreign).status, 421);
    let post = format!(
        "POST /entry HTTP/1.1\r\nHost: evil.example:{}\r\n{FORM_JSON}Content-Length: 23\r\nConnection: close\r\n\r\nentry=JH&seq=1&pin={PIN}",
        t.addr.port()
    );
    assert_eq!(t.send(post.as_bytes()).status, 421);
    // Another site's page posting here (its Origin): refused, cookie or not.
    for origin in ["http://evil.example", "https://127.0.0.1", "null"] {
        let a = t.post_raw(b"entry=JH&seq=1", &format!("{FORM_JSON}{cookie}Origin: {origin}\r\n"));
        assert_eq!(a.status, 403, "{origin}");
    }
    assert_eq!(t.journal().len(), 1, "nothing written");
    // The page's own Origin is fine.
    let a = t.post_raw(b"entry=JH&seq=1", &format!("{FORM_JSON}{cookie}Origin: http://{}\r\n", t.host()));
    assert_eq!(a.status, 200, "{}", a.body);
    // Every page, with the PIN or not, and every answer: the policy.
    let pages = [("/", String::new()), ("/", cookie.clone()), ("/state", String::new()), ("/board", String::new())];
    for (path, headers) in &pages {
        let a = t.get_with(path, headers);
        assert_eq!(a.status, 200, "{path}");
        let csp = a.header("content-security-policy").unwrap_or_default();
        assert!(!csp.contains("unsafe-inline") && csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert_eq!(a.header("x-content-type-options"), Some("nosniff"), "{path}");
    }
    let page = t.get_with("/", &cookie);
    assert!(page.header("content-security-policy").unwrap().contains("script-src 'sha256-"));
    assert!(!page.body.contains("style=\""), "a style attribute the policy would block");
}

#[test]
fn a_bare_answer_typed_after_a_phone_changed_the_question_is_asked_again_a_full_entry_is_taken() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Table::new(dir.path(), "en");
    t.wait_said(|l| l.contains("turned card?"));
    // A phone enters the turned card while the terminal is asked for it.
    assert_eq!(t.post("JH", 1).0, 200);
    t.wait_said(|l| l.contains("From a phone"));
    // "pass" typed at the terminal: a bare answer to a question that has moved on.
    t.type_line("pass");
    t.wait_said(|l| l.contains("changed the question"));
    assert_eq!(t.journal().len(), 2, "the bare answer was applied");
    // Asked again, the terminal answers Marta's bid.
    t.type_line("pass");
    wait::until_true("the terminal's answer written", || t.journal().len() >= 3);
    assert_eq!((t.journal()[2]["player"].as_str(), t.journal()[2]["call"].as_str()), (Some("Marta"), Some("pass")));
    // A phone bids for Iker while the terminal is asked Iker's bid; the terminal types Olga's
    // bid in full: it names its player, so it is judged and written.
    t.wait_said(|l| l.contains("Iker?"));
    assert_eq!(t.post("Iker pass", 3).0, 200);
    t.type_line("Olga take");
    wait::until_true("the full entry written", || t.journal().len() >= 5);
    assert_eq!((t.journal()[4]["player"].as_str(), t.journal()[4]["call"].as_str()), (Some("Olga"), Some("take")));
    assert_eq!(t.said_count(|l| l.contains("changed the question")), 1);
    // And the phones see it (the terminal's entry is written, then published).
    wait::until_true("the phones seeing the terminal's entry", || t.state()["seq"] == 5);
}

#[test]
fn the_end_of_standard_input_does_not_end_a_served_table_end_from_a_phone_does() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Table::new_with(dir.path(), "en", &[("TAPETE_TEST_CLOSING_MS", "0".into())]);
    t.close_stdin();
    assert_eq!(t.exited_within(Duration::from_millis(500)), None);
    assert_eq!(t.post("JH", 1), (200, json!({"ok": true, "seq": 2})));
    assert_eq!(t.post("Marta take", 2), (200, json!({"ok": true, "seq": 3})));
    assert_eq!(t.exited_within(Duration::from_millis(100)), None);
    assert_eq!(t.post_confirmed("end", 3), (200, json!({"ok": true, "seq": 4})));
    assert_eq!(t.exited(), Some(0));
    let j = t.journal();
    assert_eq!(j.len(), 4);
    assert_eq!(j[3]["type"], "end");
}

#[test]
fn a_phone_amends_an_entry_from_the_pages_list_of_recent_entries() {
    // Pep deals J♥ (line 2), Marta passes (line 3). The page lists both, the latest first, each
    // with a line that starts as its amend; Marta's pass amended into a take is written as an
    // amend of line 3, and the bidding then stands as Marta took: the first card is asked, of
    // Marta, who sits on the dealer's left and leads the first trick whoever took.
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    assert_eq!(t.post("JH", 1).0, 200);
    assert_eq!(t.post("Marta pass", 2).0, 200);
    let cookie = t.cookie();
    let page = t.get_with("/", &cookie).body;
    let at = |s: &str| page.find(&html(s)).unwrap_or_else(|| panic!("{s} not on the page: {page}"));
    assert!(at("3: Marta pass") < at("2: deal Pep J♥"), "{page}");
    assert!(page.contains(r#"value="amend 3 ""#) && page.contains(r#"value="amend 2 ""#), "{page}");
    assert_eq!(
        t.post("amend 3 Marta take", 3),
        (200, json!({"ok": true, "seq": 4, "done": "Line 3 amended: Marta take"}))
    );
    let j = t.journal();
    assert_eq!((j[3]["type"].as_str(), j[3]["line"].as_u64()), (Some("amend"), Some(3)));
    let s = t.state();
    assert_eq!((s["question"]["ask"].as_str(), s["question"]["who"].as_str()), (Some("card"), Some("Marta")));
}

#[test]
fn a_phone_amends_a_play_with_a_bare_card_and_is_told_what_to_type_after_amend_line_alone() {
    // Pep deals J♥ and takes it after three passes (lines 2-6); Marta leads 7♠ (line 7). `amend
    // 7 8S` replaces Marta's card; `amend 7` alone cannot ask a phone for the replacement.
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    for (seq, entry) in ["JH", "Marta pass", "Iker pass", "Olga pass", "Pep take", "Marta 7S"].iter().enumerate() {
        assert_eq!(t.post(entry, seq + 1).0, 200, "{entry}");
    }
    assert_eq!(t.post("amend 7 8S", 7), (200, json!({"ok": true, "seq": 8, "done": "Line 7 amended: Marta 8♠"})));
    let (status, body) = t.post("amend 7", 8);
    assert_eq!(status, 422, "{body}");
    let reason = body["refusal"].as_str().unwrap();
    assert!(reason.starts_with("Type what replaces line 7 on the same line: amend 7 CARD"), "{reason}");
    let j = t.journal();
    assert_eq!(j.len(), 8);
    assert_eq!((j[7]["type"].as_str(), j[7]["line"].as_u64()), (Some("amend"), Some(7)));
    assert_eq!(j[7]["entry"], json!({"type": "play", "player": "Marta", "card": "8S"}));
}

/// The files in `dir` (none when it does not exist).
fn files_in(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir).map(|d| d.map(|e| e.unwrap().path()).collect()).unwrap_or_default()
}

#[test]
fn a_serve_start_that_fails_leaves_no_session_behind() {
    // Everything --serve needs is checked before the journal is made: a PIN that is not six
    // digits, a --bind that is no address or not this computer's, a busy port. Each is one line
    // and exit 2, and a bare `resume` afterwards finds no session to pick.
    let home = tempfile::tempdir().unwrap();
    let sessions = home.path().join("sessions");
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let busy = taken.local_addr().unwrap().port().to_string();
    let explicit = home.path().join("explicit.jsonl");
    let cases: [(&str, Vec<&str>); 5] = [
        ("a PIN of five digits", vec!["--pin", "12345"]),
        ("a PIN with a letter", vec!["--pin", "12345a"]),
        ("a bind that is no address", vec!["--bind", "mesa"]),
        // A documentation address (RFC 5737): never this computer's; nothing is sent to it.
        ("a bind not this computer's", vec!["--bind", "203.0.113.7"]),
        ("a busy port", vec!["--bind", "127.0.0.1", "--port", &busy]),
    ];
    for (what, flags) in &cases {
        for file in [None, Some(&explicit)] {
            let mut run = crate::support::tapete()
                .home(&sessions)
                .args(["new", "belote-classic"])
                .args(PLAYERS)
                .args(["--lang", "en", "--serve"])
                .args(flags);
            if let Some(f) = file {
                run = run.arg("--file").arg(f);
            }
            let err = run.status(2).run().stderr;
            assert_eq!(err.lines().count(), 1, "{what}: {err}");
            assert!(files_in(&sessions).is_empty(), "{what}: a session was left behind: {:?}", files_in(&sessions));
            assert!(!explicit.exists(), "{what}: --file was made");
        }
    }
    let err = crate::support::tapete().home(&sessions).args(["resume", "--lang", "en"]).status(2).run().stderr;
    assert!(err.contains("no unfinished session"), "{err}");
    drop(taken);
}

#[test]
fn a_resume_serve_start_that_fails_leaves_the_journal_as_it_was() {
    // A journal whose last line a crash cut short: a resume that can serve moves that line
    // aside; one whose --serve cannot start touches nothing.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    let text = crate::board::example_until(1).join("\n") + "\n{\"type\": \"no";
    std::fs::write(&file, &text).unwrap();
    for flags in [["--pin", "12345"], ["--bind", "mesa"]] {
        let err = crate::support::tapete()
            .args(["resume", "--lang", "en"])
            .arg(&file)
            .args(["--serve"])
            .args(flags)
            .status(2)
            .run()
            .stderr;
        assert_eq!(err.lines().count(), 1, "{flags:?}: {err}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), text, "{flags:?}: the journal changed");
        assert_eq!(files_in(dir.path()), std::slice::from_ref(&file), "{flags:?}");
    }
}

/// `sh -c SCRIPT` in a mount namespace of its own (`unshare -rm`), where `SCRIPT` may mount over
/// the system's files for that process alone; None (said on standard error) where this system
/// lets no test make one.
#[cfg(target_os = "linux")]
fn in_mount_namespace(script: &str) -> Option<std::process::Command> {
    let can = std::process::Command::new("unshare")
        .args(["-rm", "sh", "-c", "mount --bind /dev/zero /dev/null"])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !can {
        eprintln!("no mount namespace for a test here (unshare -rm): skipped");
        return None;
    }
    let mut cmd = std::process::Command::new("unshare");
    crate::support::cmd::isolated(&mut cmd);
    cmd.args(["-rm", "sh", "-c", script]);
    Some(cmd)
}

// Linux's mount namespaces make /dev/urandom a file of zeros for one process.
#[cfg(target_os = "linux")]
#[test]
fn the_pin_and_the_cookie_come_from_the_system_s_random_source_not_from_a_file_or_the_clock() {
    // /dev/urandom made a file of zeros for the table's process alone: a table that read its
    // secrets there (or fell back to the clock where it is missing) would draw the PIN 000000
    // and a token of zeros. The system's random source (getrandom(2)) is not a file.
    let Some(mut cmd) = in_mount_namespace("mount --bind /dev/zero /dev/urandom && exec \"$0\" \"$@\"") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    cmd.arg(env!("CARGO_BIN_EXE_tapete")).args(["new", "belote-classic"]).args(PLAYERS);
    cmd.args(["--lang", "en", "--file"]).arg(&file).args(["--serve", "--bind", "127.0.0.1", "--port", "0"]);
    let t = Table::started(cmd, &file);
    let said = t.wait_said(|l| l.contains(" PIN "));
    let pin = said.split(" PIN ").nth(1).unwrap().split_whitespace().next().unwrap().to_string();
    assert!(pin.len() == 6 && pin.bytes().all(|b| b.is_ascii_digit()), "{said}");
    let a = t.get_with(&format!("/?pin={pin}"), "");
    assert_eq!(a.status, 303, "{said}");
    let cookie = a.header("set-cookie").unwrap();
    let token = cookie.split(';').next().unwrap().split_once('=').unwrap().1;
    assert!(token.len() >= 32 && token.bytes().any(|b| b != b'0'), "a token of zeros: {cookie}");
    assert_ne!(pin, "000000", "a PIN of zeros (one start in a million draws it honestly)");
}

#[test]
fn a_percent_encoded_pin_is_the_pin() {
    // 123456 written %31%32%33%34%35%36, as a form or a QR code reader may send it: the PIN, not
    // a wrong try.
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    let encoded: String = PIN.bytes().map(|b| format!("%{b:02X}")).collect();
    let a = t.get_with(&format!("/?pin={encoded}"), "");
    assert_eq!(a.status, 303, "{}", a.body);
    assert!(a.header("set-cookie").is_some_and(|c| c.starts_with("tapete=")));
    // Its key may be encoded too; a broken escape is a wrong PIN, not a crash.
    assert_eq!(t.get_with("/?%70in=12345%36", "").status, 303);
    assert_eq!(t.get_with("/?pin=12345%3", "").status, 403);
}

#[test]
fn a_phone_with_the_cookie_is_never_locked_out_by_wrong_pins_from_its_address() {
    // The phones of a home network share one address (or one IPv6 /64): five wrong PINs typed on
    // one of them, or by a guest, must not stop those that entered the PIN already.
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    let cookie = t.cookie();
    for wrong in ["000000", "111111", "222222", "333333", "444444"] {
        assert_eq!(t.get_with(&format!("/?pin={wrong}"), "").status, 403);
    }
    assert_eq!(t.get_with(&format!("/?pin={PIN}"), "").status, 429, "the address is locked out of PINs");
    let a = t.post_raw(b"entry=JH&seq=1", &format!("{FORM_JSON}{cookie}"));
    assert_eq!((a.status, a.body.as_str()), (200, r#"{"ok":true,"seq":2}"#));
    // Its page still asks, with the entry line.
    let page = t.get_with("/", &cookie);
    assert!(page.status == 200 && page.body.contains("name=\"entry\""), "{}", page.body);
    // A PIN in the body beside the cookie is not a PIN attempt: the cookie lets it in.
    let a = t.post_raw(b"entry=Marta+pass&seq=2&pin=999999", &format!("{FORM_JSON}{cookie}"));
    assert_eq!(a.status, 200, "{}", a.body);
}

// Many addresses of loopback: Linux's.
#[cfg(target_os = "linux")]
#[test]
fn wrong_pins_from_many_addresses_spend_the_table_s_budget_and_the_terminal_says_someone_is_guessing() {
    // One guesser rotating through 127.0.1.x, never five wrong PINs from one address: the table
    // takes 30 wrong PINs a minute in all, then no PIN attempt is checked (429), the right PIN
    // neither, and the terminal says someone is guessing and how to start with a new PIN.
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    let cookie = t.cookie();
    let guess = |i: u8| std::net::Ipv4Addr::new(127, 0, 1, 1 + i / 2);
    for i in 0..30u8 {
        let a = t.post_pin_from(guess(i), "JH", 1, &format!("{:06}", 200_000 + u32::from(i)));
        assert_eq!(a.status, 403, "wrong PIN {}: {}", i + 1, a.body);
    }
    let fresh = std::net::Ipv4Addr::new(127, 0, 2, 1);
    let a = t.post_pin_from(fresh, "JH", 1, PIN);
    assert_eq!(a.status, 429, "the right PIN past the budget: {}", a.body);
    let csp = a.header("content-security-policy").unwrap_or_default();
    assert!(csp.contains("default-src 'none'") && a.header("x-content-type-options") == Some("nosniff"), "429");
    let page = format!("GET /?pin={PIN} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", t.host());
    assert_eq!(t.send_from(std::net::Ipv4Addr::new(127, 0, 2, 2), page.as_bytes()).status, 429);
    assert_eq!(t.journal().len(), 1, "nothing written");
    let said = t.wait_said(|l| l.contains("guessing"));
    assert!(said.contains("tapete resume") && said.contains("--serve"), "{said}");
    // A phone that entered already goes on.
    let a = t.post_raw(b"entry=JH&seq=1", &format!("{FORM_JSON}{cookie}"));
    assert_eq!(a.status, 200, "{}", a.body);
    // Said once, however many guesses follow.
    for i in 0..5u8 {
        assert_eq!(t.post_pin_from(guess(40 + i), "Marta pass", 2, "765432").status, 429);
    }
    assert_eq!(t.said_count(|l| l.contains("guessing")), 1);
}
