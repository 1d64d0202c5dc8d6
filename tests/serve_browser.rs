//! The table on the phones (`--serve`, docs/serve.md) in headless Chromium through WebDriver,
//! at a phone's size (390 × 844) and once at a desktop's (1280 × 900): a whole hand entered by
//! taps on two phones with the terminal (a pipe on standard input) in between, a refused card
//! with its reason in words, undo, an entry made on one phone seen on the other (how soon is
//! measured in benches/serve.rs: tests wait, they time nothing), a resent POST written once, the read-only board without the PIN, the page in the session's
//! language, dark and light. What was entered is checked against the journal (`verify --json`)
//! with the numbers of the shared examples' verdicts and RULES.md's worked examples.
//! `TAPETE_SCREENSHOTS=DIR` keeps what the browser shows (scripts/screenshots makes
//! docs/serve-coinche-phone.png so; tests/serve_table_night.rs, which uses the helpers below, the
//! pictures of a night on two phones).

use crate::support::browser::{self, red, rgb, Browser, Screen};
use crate::support::deals::BESTIA_EXAMPLE_2_PLAYS;
use crate::support::{example_entries, expected, new_args, process, verify_json, wait};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Stdio};

const PHONE: Screen = Screen::Phone(390, 844);
const DESKTOP: Screen = Screen::Window(1280, 900);
const PIN: &str = "123456";

/// A table kept by `tapete new … --serve` on loopback, its standard input a pipe the test types
/// into.
struct Table {
    child: Child,
    stdin: Option<ChildStdin>,
    url: String,
    home: tempfile::TempDir,
}

impl Drop for Table {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Table {
    fn new(args: &[&str]) -> Table {
        Table::with_env(args, &[])
    }

    /// [`Table::new`] with these variables set (a test's knobs).
    fn with_env(args: &[&str], env: &[(&str, String)]) -> Table {
        let home = tempfile::tempdir().unwrap();
        let mut cmd = process();
        for (k, v) in env {
            cmd.env(k, v);
        }
        let mut child = cmd
            .args(args)
            .args(["--serve", "--bind", "127.0.0.1", "--port", "0", "--pin", PIN])
            .env("TAPETE_HOME", home.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut err = BufReader::new(child.stderr.take().unwrap());
        let mut said = String::new();
        let url = loop {
            let mut line = String::new();
            assert!(err.read_line(&mut line).unwrap() > 0, "the table ended before serving: {said}");
            said.push_str(&line);
            if let Some(url) = line.split_whitespace().find(|w| w.starts_with("http://")) {
                break url.to_string();
            }
        };
        // What it says next (the prompts, the entries from phones) is read and let go.
        let mut out = child.stdout.take().unwrap();
        std::thread::spawn(move || std::io::copy(&mut err, &mut std::io::sink()));
        std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
        let stdin = child.stdin.take();
        Table { child, stdin, url, home }
    }

    /// A line typed at the terminal.
    fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// The session's journal.
    fn journal(&self) -> PathBuf {
        let files: Vec<PathBuf> = std::fs::read_dir(self.home.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
            .collect();
        assert_eq!(files.len(), 1, "{files:?}");
        files[0].clone()
    }

    /// The journal's lines (the header included): the `seq` the table is at.
    fn lines(&self) -> usize {
        std::fs::read_to_string(self.journal()).unwrap().lines().count()
    }

    fn last_entry(&self) -> Value {
        let text = std::fs::read_to_string(self.journal()).unwrap();
        serde_json::from_str(text.lines().last().unwrap()).unwrap()
    }
}

/// A phone at the table: a browser on `screen` showing the table, with the PIN given or not.
fn phone(table: &Table, screen: Screen, with_pin: bool) -> Browser {
    let b = Browser::with(screen);
    if with_pin {
        b.go(&format!("{}?pin={PIN}", table.url));
    } else {
        b.go(&table.url);
    }
    b
}

/// The `seq` the page shown was made at, once the page is whole (a page the script replaced is
/// read as it loads: its `seq` may be there before its taps); 0 while it loads.
pub(crate) fn seq(b: &Browser) -> usize {
    b.js("return document.readyState === 'complete' ? Number(document.body.dataset.seq) : 0;").as_u64().unwrap()
        as usize
}

/// Wait until the page shows the table at `want` lines.
#[track_caller]
pub(crate) fn until_seq(b: &Browser, want: usize) {
    wait::until(&format!("the page at seq {want}"), || {
        let now = seq(b);
        if now == want {
            Ok(())
        } else {
            Err(now)
        }
    })
}

/// The tap target labelled `label` under the question (a player, a call, a card).
#[track_caller]
pub(crate) fn tap(b: &Browser, label: &str) {
    let xpath = format!("//section[@id='ask']//form[contains(@class,'taps')]//button[normalize-space(.)='{label}']");
    let id =
        wait::until(&format!("a tap target {label:?}"), || b.find_by("xpath", &xpath).ok_or_else(|| b.text("#ask")));
    b.click(&id);
}

/// `entry` typed into the page's entry line, then Enter.
pub(crate) fn type_entry(b: &Browser, entry: &str) {
    let id = b.find("#ask form.line input[name=entry]").expect("an entry line");
    b.keys(&id, &format!("{entry}\u{E007}"));
}

/// The labels of the tap targets under the question.
pub(crate) fn tap_labels(b: &Browser) -> Vec<String> {
    let v =
        b.js("return Array.from(document.querySelectorAll('#ask form.taps button')).map(e => e.textContent.trim());");
    v.as_array().map(|a| a.iter().filter_map(|x| x.as_str().map(String::from)).collect()).unwrap_or_default()
}

/// The entry line emptied (after a refusal the typed line stays, for mending).
pub(crate) fn clear_entry(b: &Browser) {
    b.js("const i = document.querySelector('#ask form.line input[name=entry]'); i.value = ''; i.blur(); return null;");
}

/// The message the page shows (a refusal, help's text), and whether it is a refusal; None when
/// none is shown.
pub(crate) fn message(b: &Browser) -> Option<(String, bool)> {
    let v = b.js("const m = document.getElementById('msg'); return m && !m.hidden ? [m.textContent, m.classList.contains('bad')] : null;");
    v.as_array().map(|a| (a[0].as_str().unwrap().to_string(), a[1] == true))
}

/// The question the page asks first.
pub(crate) fn question(b: &Browser) -> String {
    b.text("#ask .q.first")
}

pub(crate) fn keep(b: &Browser, name: &str) {
    if let Some(dir) = std::env::var_os("TAPETE_SCREENSHOTS") {
        std::fs::write(std::path::Path::new(&dir).join(name), b.screenshot()).unwrap();
    }
}

/// The entry a tap target sends.
fn tap_entry(b: &Browser, css: &str) -> String {
    b.js(&format!("return document.querySelector(\"{css}\").value;")).as_str().unwrap_or_default().to_string()
}

/// What a page without the PIN shows: no form that posts an entry, the PIN's form, the
/// language, and the sides' totals.
const READ_ONLY: &str = r#"
return {
  entry_forms: document.querySelectorAll('form[action="/entry"]').length,
  pin: !!document.querySelector('#pin input[name=pin]'),
  lang: document.documentElement.lang,
  totals: Array.from(document.querySelectorAll('.side .total')).map(e => Number(e.textContent)),
};
"#;

/// The label of a card code of the journal on a tap target: its rank in `letters` (docs/entries.md,
/// "Card letters in each language": K Q J are R D V in Spanish letters), then its suit's symbol.
fn label(code: &str, spanish: bool) -> String {
    let (rank, suit) = code.split_at(code.len() - 1);
    let rank = match (rank, spanish) {
        ("K", true) => "R",
        ("Q", true) => "D",
        ("J", true) => "V",
        (r, _) => r,
    };
    let suit = match suit {
        "S" => "♠",
        "H" => "♥",
        "D" => "♦",
        _ => "♣",
    };
    format!("{rank}{suit}")
}

/// Who enters each of a hand's entries, in turn: the first phone, the second, the terminal.
#[derive(Clone, Copy, Debug, PartialEq)]
enum By {
    A,
    B,
    Terminal,
}

fn by(k: usize) -> By {
    [By::A, By::B, By::Terminal][k % 3]
}

/// Wait until every page in `pages` shows the table at `want` lines. How soon is measured in
/// `benches/serve.rs` (a POST's answer to another client's `/state`), not here: the page asks
/// for `/state` twice a second.
#[track_caller]
pub(crate) fn seen_by(pages: &[&Browser], want: usize) {
    for p in pages {
        until_seq(p, want);
    }
}

#[test]
fn a_hand_of_belote_by_taps_on_two_phones_and_the_terminal() {
    if browser::skipped() {
        return;
    }
    let mut table = Table::new(&new_args("belote-classic-a"));
    // belote-classic-a's first hand: Pep deals and turns 8♣, Marta, Iker and Olga pass, Pep
    // takes; then its 32 cards.
    let hand: Vec<Value> = example_entries("belote-classic-a").into_iter().take(37).collect();
    assert_eq!(hand[36]["type"], "play");
    assert_eq!(hand[5]["type"], "play");

    // Without the PIN: the board, nothing that writes, the PIN's form; in the session's language.
    let reader = phone(&table, PHONE, false);
    let ro = reader.js(READ_ONLY);
    assert_eq!(ro["entry_forms"], 0, "{ro}");
    assert_eq!(ro["pin"], true, "{ro}");
    assert_eq!(ro["lang"], "en", "{ro}");
    assert_eq!(ro["totals"], json!([0, 0]), "{ro}");

    let a = phone(&table, PHONE, true);
    let b = phone(&table, PHONE, true);
    for p in [&a, &b] {
        assert!(p.find("#ask form.line input[name=entry]").is_some() && p.find("#pin").is_none());
        assert_eq!(seq(p), 1);
    }

    // The deal, typed in the first phone's entry line.
    type_entry(&a, "deal Pep 8C");
    seen_by(&[&b], 2);
    until_seq(&a, 2);
    assert_eq!(table.last_entry()["turned"], "8C");

    for (k, e) in hand.iter().enumerate().skip(1) {
        let player = e["player"].as_str().unwrap();
        let at = table.lines();
        let what = match e["type"].as_str().unwrap() {
            "bid" => e["call"].as_str().unwrap().to_string(),
            _ => label(e["card"].as_str().unwrap(), false),
        };
        let who = by(k);
        let (me, other) = if who == By::B { (&b, &a) } else { (&a, &b) };
        if k == 5 {
            // Marta leads: 8♣, the card turned up and taken by Pep, is not offered to her; typed
            // in the entry line it is refused with its reason in words, and nothing is written.
            assert!(!tap_labels(&a).contains(&"8♣".to_string()), "{:?}", tap_labels(&a));
            type_entry(&a, "Marta 8C");
            let said = wait::until("the refusal shown", || message(&a).ok_or(()));
            assert!(said.1 && said.0.contains("8♣") && said.0.contains("Pep"), "{said:?}");
            assert_eq!((table.lines(), seq(&a)), (at, at));
            clear_entry(&a);
        }
        if k == 8 {
            // The first phone loses the network: the page says so, and sends again when it is back.
            a.cdp("Network.enable", json!({}));
            let offline = |off: bool| {
                a.cdp(
                    "Network.emulateNetworkConditions",
                    json!({"offline": off, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}),
                )
            };
            offline(true);
            // Nothing waits to be sent: the page says only that the table cannot be reached.
            let banner = || a.js("var o=document.getElementById('off');return o.hidden?null:o.textContent;");
            let said = wait::until("the page saying it is offline", || banner().as_str().map(String::from).ok_or(()));
            assert_eq!(said, "No connection to the table");
            tap(&a, &what);
            // A tap waits: it will be sent again.
            wait::until_true("the page saying the tap will be sent again", || {
                banner() == json!("No connection to the table: the entry will be sent again when it is back")
            });
            assert_eq!(table.lines(), at, "written while offline?");
            offline(false);
            seen_by(&[&a, &b], at + 1);
            assert_eq!(table.lines(), at + 1);
            continue;
        }
        if k == 10 {
            // A post sent twice (its answer lost on the way): written once.
            let entry = format!("{player} {}", e["card"].as_str().unwrap());
            let body = format!("seq={at}&entry={}", entry.replace(' ', "+"));
            // The entry line holds the focus meanwhile, as when a player types: the page does not
            // follow the table (reload) under the script, which would run it again.
            let script = format!(
                "const done = arguments[0]; document.querySelector('#ask form.line input[name=entry]').focus(); \
                 const post = () => fetch('/entry', {{method: 'POST', \
                 headers: {{'Accept': 'application/json', 'Content-Type': 'application/x-www-form-urlencoded'}}, \
                 body: '{body}'}}).then(r => r.json().then(j => [r.status, j])); \
                 post().then(x => post().then(y => done([x, y])));"
            );
            let both = a.js_async(&script);
            assert_eq!(both[0], json!([200, {"ok": true, "seq": at + 1}]), "{both}");
            assert_eq!(both[1], json!([200, {"ok": true, "seq": at + 1, "duplicate": true}]), "{both}");
            assert_eq!(table.lines(), at + 1);
            clear_entry(&a);
            seen_by(&[&a, &b], at + 1);
            continue;
        }
        match who {
            By::Terminal => {
                table.type_line(&format!("{player} {}", e.get("card").or(e.get("call")).unwrap().as_str().unwrap()))
            }
            _ => {
                tap(me, &what);
            }
        }
        match who {
            By::Terminal => seen_by(&[&a, &b], at + 1),
            _ => {
                seen_by(&[other], at + 1);
                until_seq(me, at + 1);
            }
        }
        assert_eq!(&table.last_entry()["player"], &e["player"]);
        if k == 6 {
            // Iker's A♣ (from the second phone) is undone from the first, then tapped again.
            let id = a.find("#ask form.undo button").expect("undo");
            a.click(&id);
            seen_by(&[&b], at + 2);
            until_seq(&a, at + 2);
            assert!(question(&b).contains("Iker"), "{}", question(&b));
            assert_eq!(tap_entry(&b, "#ask .cards button"), "Iker AS");
            tap(&b, &what);
            seen_by(&[&a], at + 3);
        }
    }
    // The hand is settled as the example's verdict says: Pep's contract failed, 0 to 162, and
    // every trick with its cards, winner and points.
    let v = verify_json(&table.journal());
    let want = &expected("belote-classic-a")["hands"][0];
    assert_eq!(v["hands"].as_array().unwrap().len(), 1, "{v}");
    for key in ["dealer", "trump", "taker", "result", "score", "tricks"] {
        assert_eq!(v["hands"][0][key], want[key], "{key}: {v}");
    }
    assert_eq!(v["errors"], json!([]), "{v}");
    // Every page follows: the reader's too.
    wait::until("the read-only board's totals", || {
        let ro = reader.js(READ_ONLY);
        if ro["totals"] == json!([0, 162]) {
            Ok(())
        } else {
            Err(ro)
        }
    });
}

#[test]
fn a_hand_of_la_bestia_in_spanish_by_taps() {
    if browser::skipped() {
        return;
    }
    // RULES.md, bestia, worked example 2 with A B C D named Ana, Bea, Ciro and Dani: Dani deals
    // and turns 8♦ (trump ♦), all four play; Ana wins tricks 1 to 3, Bea trick 4, Ciro trick 5.
    let mut table = Table::new(&["new", "bestia", "--players", "Ana,Bea,Ciro,Dani", "--lang", "es"]);
    let name = |p: &str| match p {
        "A" => "Ana",
        "B" => "Bea",
        "C" => "Ciro",
        _ => "Dani",
    };
    let plays = BESTIA_EXAMPLE_2_PLAYS;
    let reader = phone(&table, PHONE, false);
    let ro = reader.js(READ_ONLY);
    assert_eq!(
        (ro["entry_forms"].clone(), ro["pin"].clone(), ro["lang"].clone()),
        (json!(0), json!(true), json!("es"))
    );
    let a = phone(&table, PHONE, true);
    let b = phone(&table, PHONE, true);
    for p in [&a, &b] {
        assert_eq!(p.js("return document.documentElement.lang;"), "es");
        // Undo in the session's words (docs/entries.md: `deshacer`).
        assert_eq!(p.text("#ask form.undo button"), "deshacer");
    }
    // The deal typed with the Spanish keyword (docs/entries.md: `reparto`).
    type_entry(&a, "reparto Dani 8D");
    seen_by(&[&b], 2);
    until_seq(&a, 2);
    // Everyone plays (`juego`): Ana and Dani on the first phone, Bea on the second, Ciro at
    // the terminal in Spanish.
    for (k, who) in ["Ana", "Bea", "Ciro", "Dani"].into_iter().enumerate() {
        let at = table.lines();
        match k {
            1 => {
                tap(&b, "juego");
                seen_by(&[&a], at + 1);
            }
            2 => {
                table.type_line("Ciro juego");
                seen_by(&[&a, &b], at + 1);
            }
            _ => {
                tap(&a, "juego");
                seen_by(&[&b], at + 1);
            }
        }
        until_seq(&a, at + 1);
        let last = table.last_entry();
        assert_eq!((&last["type"], &last["player"], &last["call"]), (&json!("bid"), &json!(who), &json!("play")));
    }
    for (k, (p, card)) in plays.iter().enumerate() {
        let at = table.lines();
        if k == 0 {
            // Ana leads: 8♦ is the card Dani turned up, known in his hand: not offered to her;
            // typed, refused in Spanish words naming the card and Dani; nothing written.
            assert!(!tap_labels(&a).contains(&"8♦".to_string()), "{:?}", tap_labels(&a));
            type_entry(&a, "Ana 8D");
            let said = wait::until("the refusal shown", || message(&a).ok_or(()));
            assert!(said.1 && said.0.contains("8♦") && said.0.contains("Dani") && said.0.contains("mano"), "{said:?}");
            assert_eq!(table.lines(), at);
            clear_entry(&a);
        }
        match by(k) {
            By::Terminal => {
                // Spanish letters at the terminal: K Q J are R D V, ♠ ♥ ♦ ♣ are P C D T.
                let letters = label(card, true).replace('♠', "P").replace('♥', "C").replace('♦', "D").replace('♣', "T");
                table.type_line(&format!("{} {letters}", name(p)));
                seen_by(&[&a, &b], at + 1);
            }
            By::A => {
                tap(&a, &label(card, true));
                seen_by(&[&b], at + 1);
            }
            By::B => {
                tap(&b, &label(card, true));
                seen_by(&[&a], at + 1);
            }
        }
        until_seq(&a, at + 1);
        let last = table.last_entry();
        assert_eq!((last["player"].as_str(), last["card"].as_str()), (Some(name(p)), Some(*card)), "{last}");
        if k == 1 {
            // Bea's K♠ undone from the first phone, typed in Spanish (`deshacer`), then tapped again.
            type_entry(&a, "deshacer");
            seen_by(&[&b], at + 2);
            until_seq(&a, at + 2);
            assert!(question(&b).contains("Bea"), "{}", question(&b));
            tap(&b, &label(card, true));
            seen_by(&[&a], at + 3);
            until_seq(&b, at + 3);
        }
    }
    // RULES.md's numbers: Dani, en bestia, pays the pot of 8; Ana takes 3 chips, Bea and Ciro 1;
    // the hand's chips, antes included: Ana +1, Bea −1, Ciro −1, Dani −10; 11 carry over.
    let v = verify_json(&table.journal());
    assert_eq!(v["hands"].as_array().map(Vec::len), Some(1), "{v}");
    assert_eq!(v["hands"][0]["chips"], json!({"Ana": 1, "Bea": -1, "Ciro": -1, "Dani": -10}), "{v}");
    assert_eq!(v["hands"][0]["pot"], 11, "{v}");
    assert_eq!(v["errors"], json!([]), "{v}");
}

/// The page measured as a user sees it: the viewport, how wide the document is, the page's
/// colours, the first question's box, the tap targets and the entry line (their boxes, and for
/// a card its label and colour).
const LOOK: &str = r#"
const box = e => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height}; };
const style = e => getComputedStyle(e);
return {
  width: innerWidth, height: innerHeight, scroll_width: document.documentElement.scrollWidth,
  background: style(document.body).backgroundColor, color: style(document.body).color,
  question: box(document.querySelector('#ask .q.first')),
  // What can be tapped now (the amend list folded away is not), the amend's own fold included.
  targets: Array.from(document.querySelectorAll('#ask button, #ask input[name=entry], #ask summary'))
    .filter(e => !e.closest('details:not([open]) > form')).map(e =>
    ({text: e.textContent, box: box(e), color: style(e).color, background: style(e).backgroundColor, card: !!e.closest('.cards')})),
};
"#;

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// How light a colour is, 0 to 765.
fn light(css: &Value) -> u32 {
    rgb(css).iter().sum()
}

#[test]
fn a_hand_entered_in_a_few_taps_by_the_quick_hand_on_a_phone() {
    if browser::skipped() {
        return;
    }
    let table = Table::new(&new_args("belote-classic-a"));
    let a = phone(&table, PHONE, true);
    a.scheme(true);
    // The first hand of belote-classic-a dealt and bid: Pep deals and turns 8♣, Marta, Iker and
    // Olga pass, Pep takes ♣. No quick hand before the bids are over.
    for (k, line) in ["deal Pep 8C", "Marta pass", "Iker pass", "Olga pass", "Pep take"].into_iter().enumerate() {
        assert!(a.find("#quick").is_none(), "a quick hand before {line}");
        type_entry(&a, line);
        until_seq(&a, k + 2);
    }
    let summary = wait::until("the quick hand", || a.find("#quick summary").ok_or_else(|| a.text("#ask")));
    assert_eq!(a.text("#quick summary"), "Quick hand: its points, no cards");
    a.click(&summary);
    // The takers' numbers typed: the defence's are filled with what is left of 162 and 8.
    let field = |name: &str| a.find(&format!("#quick input[name={name}]")).unwrap();
    a.keys(&field("points0"), "92");
    a.keys(&field("tricks0"), "5");
    let value = |name: &str| a.js(&format!("return document.querySelector('#quick [name={name}]').value;"));
    assert_eq!((value("points1"), value("tricks1")), (json!("70"), json!("3")));
    // Pep had belote-rebelote: one tap on the choice of players.
    let pep = a.find("#quick select[name=belote] option[value='belote Pep']").unwrap();
    a.click(&pep);
    assert_eq!(value("belote"), json!("belote Pep"));
    // It fits the phone: nothing scrolls sideways, each field a tap target.
    let fit = a.js(
        "const f = document.querySelector('#quick form'); \
         return {width: innerWidth, scroll_width: document.documentElement.scrollWidth, right: f.getBoundingClientRect().right, \
         lowest: Math.min(...Array.from(f.querySelectorAll('input[type=number],select,button')).map(e => e.getBoundingClientRect().height))};",
    );
    assert!(fit["scroll_width"].as_f64() <= fit["width"].as_f64(), "{fit}");
    assert!(fit["right"].as_f64() <= fit["width"].as_f64(), "{fit}");
    assert!(fit["lowest"].as_f64().unwrap() >= 44.0, "{fit}");
    a.js("document.querySelector('#quick summary').scrollIntoView(); return null;");
    keep(&a, "serve-quick-hand-phone.png");
    let enter = a.find("#quick form button").unwrap();
    a.click(&enter);
    until_seq(&a, 7);
    let tally = table.last_entry();
    assert_eq!(tally["type"], "tally", "{tally}");
    assert_eq!(tally["points"], json!({"Pep+Iker": 92, "Marta+Olga": 70}), "{tally}");
    assert_eq!(tally["belote"], "Pep", "{tally}");
    // Made (RULES.md, belote-classic): the takers 92 + 20 for the belote, the defence 70.
    let totals =
        || a.js("return Array.from(document.querySelectorAll('.side .total')).map(e => Number(e.textContent));");
    wait::until_true("the score moved", || totals() == json!([112, 70]));
    // The next hand is to be dealt: the quick hand is gone until it is bid.
    assert!(a.find("#quick").is_none());
}

#[test]
fn the_page_on_a_phone_and_a_desktop_dark_and_light() {
    if browser::skipped() {
        return;
    }
    let mut table = Table::new(&new_args("belote-classic-a"));
    // The first hand of belote-classic-a up to its first card: Pep deals and turns 8♣, Marta,
    // Iker and Olga pass, Pep takes; Marta is to play.
    for line in ["deal Pep 8C", "Marta pass", "Iker pass", "Olga pass", "Pep take"] {
        table.type_line(line);
    }
    wait::until_true("the terminal's entries written", || table.lines() >= 6);
    for (screen, dark) in [(PHONE, true), (PHONE, false), (DESKTOP, false), (DESKTOP, true)] {
        let b = Browser::with(screen);
        b.scheme(dark);
        b.go(&format!("{}?pin={PIN}", table.url));
        until_seq(&b, 6);
        let m = b.js(LOOK);
        let (Screen::Phone(w, h) | Screen::Window(w, h)) = screen;
        assert_eq!((f(&m["width"]), f(&m["height"])), (w as f64, h as f64), "{m}");
        // Nothing scrolls sideways.
        assert!(f(&m["scroll_width"]) <= f(&m["width"]), "the page scrolls sideways: {m}");
        // Dark or light as the phone asks, its text readable on it.
        let (bg, fg) = (light(&m["background"]), light(&m["color"]));
        assert_eq!(bg < 3 * 128, dark, "{m}");
        assert!(bg.abs_diff(fg) > 400, "text and page too close: {m}");
        // The question in the first screen, with the first row of its taps.
        let q = &m["question"];
        assert!(f(&q["bottom"]) <= f(&m["height"]), "the question is below the first screen: {q}");
        let targets = m["targets"].as_array().unwrap();
        let cards: Vec<&Value> = targets.iter().filter(|t| t["card"] == true).collect();
        // The 32 cards of the deck but 8♣, turned up and taken by Pep (docs/serve.md: the cards
        // that can still be played are offered).
        assert_eq!(cards.len(), 31, "{m}");
        assert!(f(&cards[0]["box"]["bottom"]) <= f(&m["height"]), "no card in the first screen: {m}");
        // On a desktop the whole question, its taps, the entry line and undo are in view.
        if let Screen::Window(..) = screen {
            assert!(targets.iter().all(|t| f(&t["box"]["bottom"]) <= f(&m["height"])), "{m}");
        }
        // Every target is at least 44 px each way, and inside the screen.
        for t in targets {
            let b = &t["box"];
            assert!(f(&b["width"]) >= 44.0 && f(&b["height"]) >= 44.0, "a target smaller than 44 px: {t}");
            assert!(f(&b["left"]) >= 0.0 && f(&b["right"]) <= f(&m["width"]), "a target off the screen: {t}");
        }
        // ♥ and ♦ red, ♠ and ♣ not; a card's label readable on its button.
        for c in &cards {
            let text = c["text"].as_str().unwrap();
            assert_eq!(red(&c["color"]), text.contains('♥') || text.contains('♦'), "{c}");
            assert!(light(&c["color"]).abs_diff(light(&c["background"])) > 200, "{c}");
        }
        // A tap on a desktop too (the last look): Marta leads 7♣.
        if let (Screen::Window(..), true) = (screen, dark) {
            tap(&b, "7♣");
            until_seq(&b, 7);
            let last = table.last_entry();
            assert_eq!((last["player"].as_str(), last["card"].as_str()), (Some("Marta"), Some("7C")), "{last}");
        }
    }
}

/// Click the bid form's element (a value's label, a trump's button) that says `label`.
#[track_caller]
fn tap_bid(b: &Browser, element: &str, label: &str) {
    let xpath = format!("//section[@id='ask']//form[contains(@class,'bid')]//{element}[normalize-space(.)='{label}']");
    let id = wait::until(&format!("the bid's {label:?}"), || b.find_by("xpath", &xpath).ok_or_else(|| b.text("#ask")));
    b.click(&id);
}

/// The board's lines of what the table is at.
fn now(b: &Browser) -> String {
    b.text("#board .now")
}

/// Coinche from two phones (RULES.md coinche): Ana, Luis, Marta and Pep, Ana+Marta against
/// Luis+Pep; the terminal deals for Ana, so Luis speaks first. Luis, on a phone, bids 90♥ in two
/// taps (90, then ♥); Ana, on a desktop, coinches out of turn (it is Marta's turn); a bid typed
/// on Luis's phone after the coinche is refused with its reason; Luis surcoinches; both pages
/// show the standing bid and who coinched it during the auction, the contract ×4 after it.
#[test]
fn coinche_bids_and_coinches_from_two_phones() {
    if browser::skipped() {
        return;
    }
    let mut table = Table::new(&[
        "new",
        "coinche",
        "--players",
        "Ana,Luis,Marta,Pep",
        "--teams",
        "Ana+Marta,Luis+Pep",
        "--lang",
        "en",
    ]);
    let luis = phone(&table, PHONE, true);
    // Dark, as the other screenshots of a served table are.
    luis.scheme(true);
    let ana = phone(&table, DESKTOP, true);
    table.type_line("deal");
    seen_by(&[&luis, &ana], 2);
    assert!(question(&luis).contains("Luis"), "{}", question(&luis));
    // Nothing chosen yet: a trump's tap posts nothing (the browser asks for a value first), so the
    // value is tapped first, then the trump.
    tap_bid(&luis, "label", "90");
    let lit = luis.js("const i = document.querySelector('form.bid input[value=\"Luis 90\"]'); \
         return [i.checked, getComputedStyle(i.nextElementSibling).backgroundColor];");
    assert_eq!(lit[0], true, "{lit}");
    assert_eq!(rgb(&lit[1]), [0x25, 0x63, 0xeb], "the value chosen is lit: {lit}");
    keep(&luis, "serve-coinche-phone.png");
    tap_bid(&luis, "button", "♥");
    seen_by(&[&luis, &ana], 3);
    let e = table.last_entry();
    assert_eq!(
        (e["player"].as_str(), e["call"].as_str(), e["value"].as_u64(), e["trump"].as_str()),
        (Some("Luis"), Some("bid"), Some(90), Some("H"))
    );
    assert!(now(&ana).contains("bid: Luis 90 ♥"), "{}", now(&ana));
    // Marta's turn; Ana coinches out of turn from her page.
    assert!(tap_labels(&ana).contains(&"Ana: coinche".to_string()), "{:?}", tap_labels(&ana));
    tap(&ana, "Ana: coinche");
    seen_by(&[&luis, &ana], 4);
    assert_eq!(
        (table.last_entry()["player"].as_str(), table.last_entry()["call"].as_str()),
        (Some("Ana"), Some("coinche"))
    );
    assert!(now(&luis).contains("coinched by Ana"), "{}", now(&luis));
    // No more bids: the bid's side answers, in either order.
    assert!(luis.find("form.bid").is_none());
    assert_eq!(tap_labels(&luis), ["Luis: pass", "Pep: pass", "Luis: surcoinche", "Pep: surcoinche"]);
    // A bid typed after the coinche is refused with its reason, and nothing is written.
    type_entry(&luis, "Marta 100 S");
    let said = wait::until("the refusal shown", || message(&luis).ok_or(()));
    assert!(said.1 && said.0.contains("Ana coinched"), "{said:?}");
    assert_eq!(table.lines(), 4);
    clear_entry(&luis);
    tap(&luis, "Luis: surcoinche");
    seen_by(&[&luis, &ana], 5);
    assert_eq!(table.last_entry()["call"], "surcoinche");
    for p in [&luis, &ana] {
        assert!(now(p).contains("contract 90 ♥ ×4 taken by Luis"), "{}", now(p));
    }
}

/// The text in the page's entry line.
pub(crate) fn line_text(b: &Browser) -> String {
    b.js("return document.querySelector('#ask form.line input[name=entry]').value;")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Wait until the page's first question says `what`.
#[track_caller]
pub(crate) fn until_asked(b: &Browser, what: &str) {
    wait::until(&format!("the question {what:?}"), || {
        let q = question(b);
        if q.contains(what) {
            Ok(())
        } else {
            Err(q)
        }
    });
}

/// belote-es (RULES.md: say "belote" with the K and "rebelote" with the Q of trump, or lose the
/// 20) on two phones and the terminal, example belote-es-pairs's first hand: Iker deals and turns
/// Q♠, Nuria takes. Nuria taps K♠ on her phone: every page asks whether she said belote, she
/// answers on hers; she taps Q♠ and the other phone, whose entry line holds a refused entry all
/// along, follows each question and answers "rebelote" for her. A tap that phone makes while it
/// cannot reach the table arrives after the terminal's entry and is answered with what changed.
/// Pep+Nuria score 28 to 174 (8 without the belote).
#[test]
fn belote_and_rebelote_said_on_a_phone_while_a_phone_with_text_in_its_line_follows() {
    if browser::skipped() {
        return;
    }
    let mut table = Table::new(&new_args("belote-es-pairs"));
    let hand: Vec<Value> = example_entries("belote-es-pairs").into_iter().take(36).collect();
    let full = crate::serve_held::full;
    let nuria = phone(&table, PHONE, true);
    let other = phone(&table, PHONE, true);
    // Dark (both schemes are measured in the_page_on_a_phone_and_a_desktop_dark_and_light).
    nuria.scheme(true);
    other.scheme(true);
    // Up to Iker's J♠, at the terminal.
    for e in &hand[..11] {
        table.type_line(&full(e));
    }
    seen_by(&[&nuria, &other], 12);
    // The other phone's entry line holds a refused entry (kept for mending), and the focus.
    type_entry(&other, "Xavi 9X");
    let said = wait::until("the refusal shown", || message(&other).ok_or(()));
    assert!(said.1, "{said:?}");
    assert_eq!(line_text(&other), "Xavi 9X");

    // Nuria taps K♠: held, not written; every page asks whether she said belote.
    // Her taps are her cards: the first, K♠ (A♠ is played, spades come first).
    assert_eq!(tap_entry(&nuria, "#ask .cards button"), "Nuria KS", "{:?}", tap_labels(&nuria));
    tap(&nuria, "K♠");
    for p in [&nuria, &other] {
        until_asked(p, "Nuria played K♠: did they say belote?");
    }
    assert_eq!(table.lines(), 12);
    assert_eq!(tap_labels(&other), ["Nuria K♠", "Nuria K♠ belote"]);
    assert_eq!(line_text(&other), "Xavi 9X", "the line keeps its text");
    tap(&nuria, "Nuria K♠ belote");
    seen_by(&[&nuria, &other], 13);
    assert_eq!(table.last_entry()["say"], "belote");
    until_asked(&other, "Iker");
    table.type_line("Iker 8D");
    seen_by(&[&nuria, &other], 14);

    // Nuria taps Q♠; the other phone, its line still holding its text, answers for her.
    tap(&nuria, "Q♠");
    until_asked(&other, "Nuria played Q♠: did they say rebelote?");
    assert_eq!(line_text(&other), "Xavi 9X");
    tap(&other, "Nuria Q♠ rebelote");
    seen_by(&[&nuria, &other], 15);
    let last = table.last_entry();
    assert_eq!((&last["card"], &last["say"]), (&json!("QS"), &json!("rebelote")));
    until_asked(&nuria, "Xavi");

    // The other phone loses the network and taps J♦ for Xavi; the terminal enters Xavi's Q♦
    // meanwhile. The tap, sent again when the network is back, is answered with what changed.
    other.cdp("Network.enable", json!({}));
    let offline = |off: bool| {
        other.cdp(
            "Network.emulateNetworkConditions",
            json!({"offline": off, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}),
        )
    };
    offline(true);
    tap(&other, "J♦");
    wait::until_true("the page saying it is offline", || {
        other.js("return document.getElementById('off').hidden;") == false
    });
    table.type_line("Xavi QD");
    wait::until_true("the terminal's entry written", || table.lines() == 16);
    offline(false);
    let said = wait::until("what changed, shown", || message(&other).filter(|m| m.0.contains("moved on")).ok_or(()));
    assert_eq!(said, ("Not entered: the table moved on meanwhile (Xavi Q♦)".to_string(), true));
    seen_by(&[&nuria, &other], 16);
    assert_eq!(table.lines(), 16, "the stale tap wrote nothing");
    assert_eq!(line_text(&other), "Xavi 9X");

    // The rest of the hand at the terminal; the belote and rebelote counted.
    for e in &hand[15..] {
        table.type_line(&full(e));
    }
    seen_by(&[&nuria, &other], 37);
    let v = verify_json(&table.journal());
    assert_eq!(v["hands"][0]["score"], json!({"Pep+Nuria": 28, "Iker+Xavi": 174}), "{v}");
    assert_eq!(v["errors"], json!([]), "{v}");
}

/// Whether the element `id` is on the page and shown.
pub(crate) fn shown(b: &Browser, id: &str) -> bool {
    b.js(&format!("const e = document.getElementById('{id}'); return !!e && !e.hidden;")) == true
}

/// How wide the page is against its viewport, and the box of the element `css`.
fn measure(b: &Browser, css: &str) -> Value {
    b.js(&format!(
        "const e = document.querySelector({}); const r = e.getBoundingClientRect(); \
         return {{width: innerWidth, scroll_width: document.documentElement.scrollWidth, \
         box: {{left: r.left, right: r.right, width: r.width, height: r.height}}}};",
        json!(css)
    ))
}

/// The element `css` is a tap target of at least 44 px each way inside the screen, and the page
/// does not scroll sideways.
#[track_caller]
pub(crate) fn fits(b: &Browser, css: &str) {
    let m = measure(b, css);
    assert!(f(&m["scroll_width"]) <= f(&m["width"]), "the page scrolls sideways: {m}");
    let r = &m["box"];
    assert!(f(&r["width"]) >= 44.0 && f(&r["height"]) >= 44.0, "{css} smaller than 44 px: {m}");
    assert!(f(&r["left"]) >= 0.0 && f(&r["right"]) <= f(&m["width"]), "{css} off the screen: {m}");
}

/// Ending is deliberate (docs/serve.md, "The end"): a phone that types `end` is asked to confirm
/// and nothing is written until it does; the table then stays up, every page saying it is
/// closing, and an undo on the other phone takes the end back. Ended again, the terminal's `quit`
/// closes it at once: the pages say it has closed, not that the connection is lost.
#[test]
fn a_phone_that_types_end_is_asked_to_confirm_and_an_undo_takes_the_end_back() {
    if browser::skipped() {
        return;
    }
    // The window outlasts the test: it is the undo and quit that end it, not the clock.
    let window = (10 * wait::deadline().as_millis()).to_string();
    let mut table = Table::with_env(&new_args("belote-classic-a"), &[("TAPETE_TEST_CLOSING_MS", window)]);
    let a = phone(&table, PHONE, true);
    let b = phone(&table, PHONE, true);
    // Dark (both schemes are measured in the_page_on_a_phone_and_a_desktop_dark_and_light).
    a.scheme(true);
    b.scheme(true);
    type_entry(&a, "deal Pep 8C");
    seen_by(&[&a, &b], 2);
    // `end` typed on the first phone: the confirmation, and nothing written.
    type_entry(&a, "end");
    wait::until_true("the confirmation shown", || shown(&a, "confirm"));
    assert!(a.text("#confirm-text").starts_with("End the session?"), "{}", a.text("#confirm-text"));
    assert_eq!(table.lines(), 2);
    fits(&a, "#confirm button");
    fits(&a, "#confirm a");
    clear_entry(&a);
    let id = a.find("#confirm button").expect("the confirm button");
    a.click(&id);
    seen_by(&[&a, &b], 3);
    assert_eq!(table.last_entry()["type"], "end");
    // Every page says the table is closing.
    for p in [&a, &b] {
        wait::until_true("the page saying the table is closing", || shown(p, "closing"));
        assert!(p.text("#closing").contains("closes in"), "{}", p.text("#closing"));
    }
    fits(&b, "#ask form.undo button");
    // The second phone's undo takes the end back: the hand goes on where it was.
    let id = b.find("#ask form.undo button").expect("undo");
    b.click(&id);
    seen_by(&[&a, &b], 4);
    assert_eq!(table.last_entry()["type"], "undo");
    for p in [&a, &b] {
        assert!(!shown(p, "closing"));
        assert!(question(p).contains("Marta"), "{}", question(p));
    }
    // Ended again; the terminal's quit closes the table now (its first line answers the
    // question it was reading for, which the phones' entries have changed: said, and asked again).
    type_entry(&a, "end");
    wait::until_true("the confirmation shown", || shown(&a, "confirm"));
    let id = a.find("#confirm button").expect("the confirm button");
    a.click(&id);
    seen_by(&[&a, &b], 5);
    table.type_line("quit");
    table.type_line("quit");
    assert!(table.child.wait().unwrap().success());
    // The pages say it has closed, not that the table cannot be reached.
    for p in [&a, &b] {
        wait::until_true("the page saying the table has closed", || shown(p, "closed") && !shown(p, "closing"));
        assert!(!shown(p, "off"), "the page says the connection is lost");
        assert!(p.text("#closed").contains("The table has closed"), "{}", p.text("#closed"));
        // Nothing is offered that could be sent.
        assert!(!shown(p, "ask"), "the entry line is still offered");
    }
}

/// The width the entry line's placeholder takes in the page's font, and the room the line
/// gives it (its width inside the padding).
const PLACEHOLDER: &str = r#"
const i = document.querySelector('#ask form.line input[name=entry]');
const s = getComputedStyle(i);
const c = document.createElement('canvas').getContext('2d');
c.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
return {text: i.placeholder, width: c.measureText(i.placeholder).width,
  room: i.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)};
"#;

/// The entry line's placeholder is read whole on a phone (390 px), in each language: it is the
/// only hint of what the line takes, and a line cut short reads badly.
#[test]
fn the_entry_line_s_placeholder_is_read_whole_on_a_phone_in_each_language() {
    if browser::skipped() {
        return;
    }
    let b = Browser::with(PHONE);
    for lang in ["en", "es", "fr"] {
        let dir = tempfile::tempdir().unwrap();
        let t = crate::serve::Table::new(dir.path(), lang);
        b.go(&format!("http://{}/?pin={PIN}", t.addr));
        until_seq(&b, 1);
        let m = b.js(PLACEHOLDER);
        assert!(!m["text"].as_str().unwrap().is_empty(), "{lang}: {m}");
        assert!(f(&m["width"]) <= f(&m["room"]), "{lang}: the placeholder is cut: {m}");
    }
}
