//! A concours served from its tables (`tapete concours serve`, docs/concours.md "From the
//! tables", issue #39 items 1-3), driven with plain HTTP on 127.0.0.1: five teams, two rounds of
//! parties of two hands of belote-classic. Each table is seated on a phone (who deals first, who
//! plays after the dealer), keeps its partie from two phones, one seated on each side (by tallies,
//! and one hand card by card), and each side confirms on its phone; the result reaches the
//! concours with `from` (the table's journal and its SHA-256), the standings count it, and
//! `concours verify` passes. On the way: a dispute shown on the projector, a correction lapsing
//! the confirmations, the PINs and cookies kept across a restart, and `concours result` from
//! another process refused with where the concours is served.
//!
//! The numbers are RULES.md's (belote-classic): a hand is 162 (152 in cards and 10 for the last
//! trick); takers below the defence score 0 and the defence 162; a side that takes all eight
//! tricks scores 252, plus the belote (20) of the player who plays K and Q of trump. A bye scores
//! half a partie: 81 × 2 hands = 162 (`--bye-points half`, the default).

use crate::support::net::{exchange, Answer};
use crate::support::{process, wait};
use serde_json::Value;
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::{Arc, Mutex};

pub(crate) const TEAMS: &str = "Ana+Luis,Marta+Pep,Olga+Rosa,Juan+Eva,Sara+Tom";
pub(crate) const FORM_JSON: &str = "Content-Type: application/x-www-form-urlencoded\r\nAccept: application/json\r\n";

pub(crate) fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| if b.is_ascii_alphanumeric() { (b as char).to_string() } else { format!("%{b:02X}") })
        .collect()
}

/// A `concours serve` process: where it listens, and what it said on standard output.
pub(crate) struct Server {
    child: Child,
    pub(crate) addr: SocketAddr,
    said: Arc<Mutex<Vec<String>>>,
    /// What it said on standard error.
    errs: Arc<Mutex<Vec<String>>>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Server {
    pub(crate) fn start(home: &Path) -> Server {
        Server::start_with(home, &[])
    }

    /// A server started with further arguments (`--round-minutes 90`).
    pub(crate) fn start_with(home: &Path, more: &[&str]) -> Server {
        let mut cmd = process();
        cmd.env("TAPETE_HOME", home).args(["concours", "serve", "--bind", "127.0.0.1", "--port", "0"]).args(more);
        cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
        let mut child = cmd.spawn().unwrap();
        let lines = |from: Box<dyn std::io::Read + Send>| {
            let kept = Arc::new(Mutex::new(Vec::new()));
            let keep = kept.clone();
            std::thread::spawn(move || {
                for l in BufReader::new(from).lines().map_while(Result::ok) {
                    keep.lock().unwrap().push(l);
                }
            });
            kept
        };
        let said = lines(Box::new(child.stdout.take().unwrap()));
        let errs = lines(Box::new(child.stderr.take().unwrap()));
        let line = wait::until_some("the projector's address", || {
            said.lock().unwrap().iter().find(|l| l.contains("http://")).cloned()
        });
        let url = line.split_whitespace().find(|w| w.starts_with("http://")).unwrap();
        let addr = url.trim_start_matches("http://").trim_end_matches('/').parse().unwrap();
        Server { child, addr, said, errs }
    }

    pub(crate) fn said(&self) -> Vec<String> {
        self.said.lock().unwrap().clone()
    }

    /// What it said on standard error so far.
    pub(crate) fn errs(&self) -> Vec<String> {
        self.errs.lock().unwrap().clone()
    }

    pub(crate) fn send(&self, req: String) -> Answer {
        exchange(self.addr, req.as_bytes(), wait::deadline()).unwrap()
    }

    pub(crate) fn get(&self, path: &str, cookie: &str) -> Answer {
        let cookie = if cookie.is_empty() { String::new() } else { format!("Cookie: {cookie}\r\n") };
        self.send(format!("GET {path} HTTP/1.1\r\nHost: {}\r\n{cookie}Connection: close\r\n\r\n", self.addr))
    }

    pub(crate) fn post(&self, path: &str, cookie: &str, body: &str) -> (u16, Value) {
        let a = self.send(format!(
            "POST {path} HTTP/1.1\r\nHost: {0}\r\nOrigin: http://{0}\r\nCookie: {cookie}\r\n{FORM_JSON}Content-Length: {1}\r\n\
             Connection: close\r\n\r\n{body}",
            self.addr,
            body.len()
        ));
        (a.status, serde_json::from_str(&a.body).unwrap_or(Value::Null))
    }

    pub(crate) fn state(&self) -> Value {
        serde_json::from_str(&self.get("/state", "").body).unwrap()
    }

    pub(crate) fn table_state(&self, n: u32) -> Value {
        self.state()["tables"][n as usize - 1].clone()
    }
}

/// A phone at table `n`: its PIN's cookie and, once chosen, its seat's.
pub(crate) struct Phone {
    pub(crate) n: u32,
    pub(crate) cookie: String,
}

impl Phone {
    pub(crate) fn new(s: &Server, n: u32, pin: &str) -> Phone {
        let a = s.get(&format!("/t/{n}/?pin={pin}"), "");
        assert_eq!(a.status, 303, "{}", a.body);
        assert_eq!(a.header("location"), Some(format!("/t/{n}/").as_str()));
        let set = a.header("set-cookie").unwrap();
        assert!(set.contains(&format!("Path=/t/{n}/")), "a cookie per table: {set}");
        Phone { n, cookie: set.split(';').next().unwrap().to_string() }
    }

    /// Seated as player `seat` (seating order, from 0).
    pub(crate) fn sit(&mut self, s: &Server, seat: usize) {
        let body = format!("seat={seat}");
        let a = s.send(format!(
            "POST /t/{}/seat HTTP/1.1\r\nHost: {}\r\nCookie: {}\r\n{FORM_JSON}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.n,
            s.addr,
            self.cookie,
            body.len()
        ));
        assert_eq!(a.status, 200, "{}", a.body);
        let set = a.header("set-cookie").unwrap();
        assert!(set.contains(&format!("Path=/t/{}/", self.n)), "{set}");
        self.cookie = format!("{}; {}", self.cookie.split(';').next().unwrap(), set.split(';').next().unwrap());
    }

    /// An entry at the table as it stands (its seq from `/t/N/state`).
    pub(crate) fn enter(&self, s: &Server, entry: &str) -> (u16, Value) {
        let seq = self.seq(s);
        s.post(&format!("/t/{}/entry", self.n), &self.cookie, &format!("entry={}&seq={seq}", encode(entry)))
    }

    /// An entry that must be written.
    #[track_caller]
    pub(crate) fn write(&self, s: &Server, entry: &str) {
        let (status, doc) = self.enter(s, entry);
        assert_eq!((status, &doc["ok"]), (200, &Value::Bool(true)), "{entry}: {doc}");
    }

    pub(crate) fn seq(&self, s: &Server) -> u64 {
        let st: Value = serde_json::from_str(&s.get(&format!("/t/{}/state", self.n), "").body).unwrap();
        st["seq"].as_u64().unwrap()
    }
}

/// The PIN of table `n` kept in the round's folder.
pub(crate) fn pin(journal: &Path, round: u32, n: u32) -> String {
    let file = journal.with_extension("").join(format!("round-{round}")).join("pins.json");
    let pins: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    pins[n.to_string()]["pin"].as_str().unwrap().to_string()
}

pub(crate) fn table_journal(journal: &Path, round: u32, n: u32) -> PathBuf {
    journal.with_extension("").join(format!("round-{round}")).join(format!("table-{n}.jsonl"))
}

pub(crate) fn sha256_hex(path: &Path) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(std::fs::read(path).unwrap()).iter().map(|b| format!("{b:02x}")).collect()
}

pub(crate) fn players(team: &str) -> [String; 2] {
    let (a, b) = team.split_once('+').unwrap();
    [a.to_string(), b.to_string()]
}

/// A table seated: the dealer is the first team's first player, the second team's first player
/// plays after them; so seats are 0 D, 1 N, 2 D's partner, 3 N's partner. A phone for each side:
/// seated as D (seat 0) and as N (seat 1).
pub(crate) fn seated(
    s: &Server,
    journal: &Path,
    round: u32,
    n: u32,
    teams: &[String; 2],
) -> (Phone, Phone, [String; 4]) {
    let (t0, t1) = (players(&teams[0]), players(&teams[1]));
    let mut a = Phone::new(s, n, &pin(journal, round, n));
    let mut b = Phone::new(s, n, &pin(journal, round, n));
    // Before the seating: nothing is entered.
    let (status, doc) = a.enter(s, &format!("deal {} 8C", t0[0]));
    assert_eq!(status, 422, "{doc}");
    // Two players of one team cannot be dealer and next.
    let (status, _) = s.post(&format!("/t/{n}/start"), &a.cookie, &format!("dealer={}&next={}", t0[0], t0[1]));
    assert_eq!(status, 422);
    assert!(!table_journal(journal, round, n).exists(), "no header before the seating");
    let (status, doc) = s.post(&format!("/t/{n}/start"), &a.cookie, &format!("dealer={}&next={}", t0[0], t1[0]));
    assert_eq!((status, doc["seq"].as_u64()), (200, Some(1)), "{doc}");
    let (status, _) = s.post(&format!("/t/{n}/start"), &b.cookie, &format!("dealer={}&next={}", t1[0], t0[0]));
    assert_eq!(status, 409, "seated already");
    let header: Value = serde_json::from_str(
        std::fs::read_to_string(table_journal(journal, round, n)).unwrap().lines().next().unwrap(),
    )
    .unwrap();
    let order = [t0[0].clone(), t1[0].clone(), t0[1].clone(), t1[1].clone()];
    assert_eq!(header["players"], serde_json::json!(order));
    assert_eq!(header["options"]["hands"], 2, "the partie's hands from the concours");
    // The seating is answered once the seated table is published: what a phone asks for right
    // after the answer (no wait) is the seated table, its header's line, its first question.
    let st: Value = serde_json::from_str(&s.get(&format!("/t/{n}/state"), "").body).unwrap();
    assert_eq!((&st["seq"], &st["table"]), (&Value::from(1), &Value::from("open")), "{st}");
    assert_eq!(st["question"]["ask"], "deal", "{st}");
    let page = s.get(&format!("/t/{n}/"), &b.cookie).body;
    assert!(page.contains("name=\"entry\"") && !page.contains("class=\"seating\""), "{page}");
    assert_eq!(s.table_state(n)["stage"], "playing", "the projector's");
    a.sit(s, 0);
    b.sit(s, 1);
    (a, b, order)
}

/// Both sides confirm (the second seated phone last); the table is done once the concours has
/// its result.
pub(crate) fn confirm_both(s: &Server, a: &Phone, b: &Phone, sides: [&str; 2], n: u32) {
    a.write(s, &format!("confirm {}", sides[0]));
    assert_eq!(s.table_state(n)["stage"], "awaiting");
    b.write(s, &format!("confirm {}", sides[1]));
    wait::until_true("the table's result in the concours", || s.table_state(n)["stage"] == "done");
}

/// The five teams' concours (two rounds of two hands, seed 7) made in `home` and its first round
/// drawn: the concours's journal.
pub(crate) fn noche_drawn(home: &Path) -> std::path::PathBuf {
    crate::support::tapete()
        .home(home)
        .args(["concours", "new", "Noche", "--ruleset", "belote-classic", "--teams", TEAMS, "--rounds", "2"])
        .args(["--hands", "2", "--seed", "7"])
        .status(0)
        .run();
    let journal = crate::support::only_journal(&home.join("concours"));
    crate::support::tapete().home(home).args(["concours", "draw"]).status(0).run();
    journal
}

/// The draw of round `round` (its tables' teams, and the bye).
pub(crate) fn draw(home: &Path, round: u32) -> (Vec<[String; 2]>, String) {
    let out = crate::support::tapete()
        .home(home)
        .args(["concours", "draw", "--round", &round.to_string(), "--format", "json"])
        .status(0)
        .run();
    let d: Value = serde_json::from_str(&out.stdout).unwrap();
    let tables = d["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| [t["teams"][0].as_str().unwrap().to_string(), t["teams"][1].as_str().unwrap().to_string()])
        .collect();
    (tables, d["bye"].as_str().unwrap().to_string())
}

/// Table played by tallies: D deals, N takes and loses the first hand (92/5 against their
/// 70/3: the defence scores 162, the takers 0); N deals, D's partner takes and makes the second
/// (100/6 against 62/2). D's team 162 + 100 = 262, N's 0 + 62 = 62.
pub(crate) fn by_tallies(s: &Server, a: &Phone, b: &Phone, o: &[String; 4]) {
    let (d_side, n_side) = (format!("{}+{}", o[0], o[2]), format!("{}+{}", o[1], o[3]));
    a.write(s, &format!("deal {} 8C", o[0]));
    b.write(s, &format!("{} take", o[1]));
    a.write(s, &format!("tally {d_side} 92/5 {n_side} 70/3"));
    b.write(s, &format!("deal {} 9C", o[1]));
    a.write(s, &format!("{} take", o[2]));
    a.write(s, &format!("tally {d_side} 100/6 {n_side} 62/2"));
}

/// The first hand card by card: D deals and turns 7♥; each player holds a whole suit (N the
/// spades, D's partner the hearts, N's partner the diamonds, D the clubs: support::deals); N
/// passes, D's partner takes hearts and wins all eight tricks, K♥ and Q♥ among them: 252 + 20 =
/// 272 to D's team, 0 to N's. The second by tally: N deals, D's partner takes and makes 100/5
/// against 62/3. D's team 372, N's 62.
pub(crate) fn card_by_card(s: &Server, a: &Phone, b: &Phone, o: &[String; 4]) {
    let (d, n, pd, pn) = (&o[0], &o[1], &o[2], &o[3]);
    a.write(s, &format!("deal {d} 7H"));
    b.write(s, &format!("{n} pass"));
    a.write(s, &format!("{pd} take"));
    for (p, c) in [(n, "AS"), (pd, "JH"), (pn, "AD"), (d, "AC")] {
        a.write(s, &format!("{p} {c}"));
    }
    let hearts = ["9H", "AH", "10H", "KH belote", "QH rebelote", "8H", "7H"];
    let spades = ["10S", "KS", "QS", "JS", "9S", "8S", "7S"];
    let diamonds = ["10D", "KD", "QD", "JD", "9D", "8D", "7D"];
    let clubs = ["10C", "KC", "QC", "JC", "9C", "8C", "7C"];
    for i in 0..7 {
        a.write(s, &format!("{pd} {}", hearts[i]));
        b.write(s, &format!("{pn} {}", diamonds[i]));
        a.write(s, &format!("{d} {}", clubs[i]));
        b.write(s, &format!("{n} {}", spades[i]));
    }
    assert_eq!(s.table_state(a.n)["totals"], serde_json::json!([272, 0]), "after the hand played card by card");
    b.write(s, &format!("deal {n} 9C"));
    a.write(s, &format!("{pd} take"));
    a.write(s, &format!("tally {d}+{pd} 100/5 {n}+{pn} 62/3"));
}

#[test]
fn a_concours_kept_at_its_tables_reaches_the_standings_confirmed() {
    let home = tempfile::tempdir().unwrap();
    let journal = noche_drawn(home.path());
    let (tables, bye1) = draw(home.path(), 1);
    assert_eq!(tables.len(), 2);
    // What each team scored, by round, as the tables keep it (from RULES.md).
    let mut expected: BTreeMap<String, i64> = BTreeMap::new();
    *expected.entry(bye1.clone()).or_default() += 162;

    let s = Server::start(home.path());
    for n in 1..=2 {
        assert!(s.said().iter().any(|l| l.contains(&format!("/t/{n}/")) && l.contains(&pin(&journal, 1, n))));
    }
    let st = s.state();
    assert_eq!(st["tables"][0]["stage"], "seating");

    // Table 1, by tallies, with a dispute and a correction.
    let (a, b, o) = seated(&s, &journal, 1, 1, &tables[0]);
    let (d_side, n_side) = (format!("{}+{}", o[0], o[2]), format!("{}+{}", o[1], o[3]));
    // Before the partie is over, nobody confirms it.
    let (status, _) = a.enter(&s, &format!("confirm {d_side}"));
    assert_eq!(status, 422);
    by_tallies(&s, &a, &b, &o);
    let t1 = s.table_state(1);
    assert_eq!(
        (t1["stage"].as_str(), t1["hand"].as_u64(), &t1["totals"]),
        (Some("awaiting"), Some(2), &serde_json::json!([262, 62]))
    );
    // A side confirms on a phone seated on that side only.
    let (status, doc) = b.enter(&s, &format!("confirm {d_side}"));
    assert_eq!(status, 422, "{doc}");
    a.write(&s, &format!("confirm {d_side}"));
    b.write(&s, &format!("dispute {n_side} the second hand was 72"));
    let t1 = s.table_state(1);
    assert_eq!(t1["stage"], "disputed");
    assert_eq!(t1["confirmed"], serde_json::json!([true, false]));
    assert_eq!(t1["disputes"][1], "the second hand was 72");
    assert!(s.get("/", "").body.contains("the second hand was 72"), "the dispute on the projector");
    // The correction: the second tally (journal line 7) amended; both confirmations lapse.
    b.write(&s, &format!("amend 7 tally {d_side} 90/6 {n_side} 72/2"));
    let t1 = s.table_state(1);
    assert_eq!(t1["stage"], "awaiting");
    assert_eq!(
        (&t1["confirmed"], &t1["disputes"]),
        (&serde_json::json!([false, false]), &serde_json::json!([null, null]))
    );
    // 162 + 90 = 252 against 0 + 72.
    assert_eq!(t1["totals"], serde_json::json!([252, 72]));
    confirm_both(&s, &a, &b, [&d_side, &n_side], 1);
    *expected.entry(tables[0][0].clone()).or_default() += 252;
    *expected.entry(tables[0][1].clone()).or_default() += 72;

    // Another process may not write the concours while it is served: it says where.
    let refused = crate::support::tapete()
        .home(home.path())
        .args(["concours", "result", "--table", "2", "--score", &format!("{}=200", tables[1][0])])
        .args(["--score", &format!("{}=124", tables[1][1])])
        .status(2)
        .run();
    assert!(refused.stderr.contains(&format!("http://{}/", s.addr)), "{}", refused.stderr);
    // Reading it is as usual.
    crate::support::tapete().home(home.path()).args(["concours", "standings"]).status(0).run();

    // A restart keeps the PINs and the phones' cookies.
    let pins: Vec<String> = (1..=2).map(|n| pin(&journal, 1, n)).collect();
    drop(s);
    let s = Server::start(home.path());
    assert_eq!((1..=2).map(|n| pin(&journal, 1, n)).collect::<Vec<_>>(), pins);
    let page = s.get("/t/1/", &a.cookie);
    assert!(page.body.contains("id=\"board\"") && !page.body.contains("id=\"pin\""), "the cookie still holds");
    // Its table resumed from its journal as its writer replays it.
    wait::until_true("table 1 done after the restart", || s.table_state(1)["stage"] == "done");

    // Table 2: its first hand card by card, then a tally.
    let (a, b, o) = seated(&s, &journal, 1, 2, &tables[1]);
    card_by_card(&s, &a, &b, &o);
    confirm_both(&s, &a, &b, [&format!("{}+{}", o[0], o[2]), &format!("{}+{}", o[1], o[3])], 2);
    *expected.entry(tables[1][0].clone()).or_default() += 372;
    *expected.entry(tables[1][1].clone()).or_default() += 62;
    drop(s);

    // Round 2, drawn once round 1 is in, both tables by tallies.
    crate::support::tapete().home(home.path()).args(["concours", "draw"]).status(0).run();
    let (tables2, bye2) = draw(home.path(), 2);
    *expected.entry(bye2).or_default() += 162;
    let s = Server::start(home.path());
    for (k, teams) in tables2.iter().enumerate() {
        let n = k as u32 + 1;
        let (a, b, o) = seated(&s, &journal, 2, n, teams);
        by_tallies(&s, &a, &b, &o);
        confirm_both(&s, &a, &b, [&format!("{}+{}", o[0], o[2]), &format!("{}+{}", o[1], o[3])], n);
        *expected.entry(teams[0].clone()).or_default() += 262;
        *expected.entry(teams[1].clone()).or_default() += 62;
    }
    assert!(s.said().iter().any(|l| l.contains("round 2")), "{:?}", s.said());
    drop(s);

    // Every result came from its table's journal, its sha256 the file's.
    let lines: Vec<Value> =
        std::fs::read_to_string(&journal).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let results: Vec<&Value> = lines.iter().filter(|l| l["type"] == "result").collect();
    assert_eq!(results.len(), 4);
    for r in &results {
        let (round, table) = (r["round"].as_u64().unwrap() as u32, r["table"].as_u64().unwrap() as u32);
        let file = table_journal(&journal, round, table);
        assert_eq!(r["from"]["journal"], format!("table-{table}.jsonl"));
        assert_eq!(r["from"]["sha256"], sha256_hex(&file), "round {round} table {table}");
    }
    let out =
        crate::support::tapete().home(home.path()).args(["concours", "standings", "--format", "json"]).status(0).run();
    let st: Value = serde_json::from_str(&out.stdout).unwrap();
    let points: BTreeMap<String, i64> = st["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["team"].as_str().unwrap().to_string(), t["points"].as_i64().unwrap()))
        .collect();
    assert_eq!(points, expected);
    crate::support::tapete().home(home.path()).args(["concours", "verify", journal.to_str().unwrap()]).status(0).run();
}
