//! The sections of a served table's page (tests/serve_sections.rs) in headless Chromium, on a
//! phone (390 × 844) and a desktop (1280 × 900), at a table of four long names: in every state the
//! sections add (help open, the tricks fold open, the score opened by `score` typed in the entry
//! line, the end of a hand's banner with the last hand open; dark and light) nothing scrolls
//! sideways, and every tap target shown is at least 44 px each way. The page's script keeps an
//! open fold open and the entry line's text while the table moves, says what an undo typed there
//! did, and hides the banner once its time is out. `TAPETE_SCREENSHOTS=DIR` keeps what the
//! browser shows (scripts/screenshots makes docs/serve-sections-score-phone.png and
//! docs/serve-sections.png so).

use crate::serve::{Table, PIN};
use crate::support::browser::{self, Browser, Screen};
use crate::support::wait;
use serde_json::Value;

const PHONE: Screen = Screen::Phone(390, 844);
const DESKTOP: Screen = Screen::Window(1280, 900);

/// Four players whose names and teams are as long as a table's get, without a space to break at.
const M: &str = "Maximiliano-Alejandro";
const A: &str = "Anastasia-Valentina";
const B: &str = "Bartholomew-Fitzgerald";
const K: &str = "Konstantina-Papadopoulou";

/// A belote-classic table of the four long names (M+B vs A+K; M deals first, A speaks first),
/// the banner of a hand shown until the test hides it.
fn table(dir: &std::path::Path) -> Table {
    let file = dir.join("night.jsonl");
    let players = format!("{M},{A},{B},{K}");
    let teams = format!("{M}+{B},{A}+{K}");
    let banner = (10 * wait::deadline().as_millis()).to_string();
    Table::spawn(
        &["new", "belote-classic", "--players", &players, "--teams", &teams, "--file", file.to_str().unwrap()],
        &file,
        &[("TAPETE_TEST_SETTLED_MS", banner)],
    )
}

/// What the page shows, measured: how wide the screen and the document are, what sticks out on
/// the right, the tap targets shown smaller than 44 px, the folds open, the entry line's text,
/// the banner and the message.
const MEASURE: &str = r#"
const shown = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
const out = [];
document.querySelectorAll('body *').forEach(e => { const r = e.getBoundingClientRect();
  if (r.right > innerWidth + 0.5 && r.width > 0) out.push(e.tagName + '.' + e.className + ' ' + Math.round(r.right)); });
const small = Array.from(document.querySelectorAll('#ask button, #ask summary, #ask .deal label span, #ask .bid label span'))
  .filter(shown).map(e => [e.textContent.trim().slice(0, 30), Math.round(e.getBoundingClientRect().width), Math.round(e.getBoundingClientRect().height)])
  .filter(s => s[1] < 44 || s[2] < 44);
const line = document.querySelector('#ask form.line input[name=entry]');
const banner = document.getElementById('settled');
const msg = document.getElementById('msg');
return {
  width: innerWidth, scroll: document.documentElement.scrollWidth, out: out.slice(0, 8), small: small,
  open: Array.from(document.querySelectorAll('details[open]')).map(d => d.id || d.className),
  line: line ? line.value : null, banner: banner && !banner.hidden ? banner.textContent : null,
  msg: msg && !msg.hidden ? msg.textContent : null,
  seq: document.readyState === 'complete' ? Number(document.body.dataset.seq) : 0,
};
"#;

fn measure(b: &Browser) -> Value {
    b.js(MEASURE)
}

/// Nothing scrolls sideways and every tap target shown is 44 px each way, in `state`.
#[track_caller]
fn fits(b: &Browser, state: &str) -> Value {
    let m = measure(b);
    assert!(m["scroll"].as_f64().unwrap() <= m["width"].as_f64().unwrap(), "{state}: the page scrolls sideways: {m}");
    assert_eq!(m["small"], serde_json::json!([]), "{state}: tap targets under 44 px: {m}");
    m
}

/// Wait until the page shows the table at `seq` lines.
#[track_caller]
fn until_seq(b: &Browser, seq: usize) -> Value {
    wait::until(&format!("the page at seq {seq}"), || {
        let m = measure(b);
        if m["seq"] == seq {
            Ok(m)
        } else {
            Err(m)
        }
    })
}

/// A tap on the summary of the fold `id`.
fn open(b: &Browser, id: &str) {
    let s = b.find(&format!("#{id} > summary")).unwrap_or_else(|| panic!("no fold {id}"));
    b.click(&s);
    wait::until_true(&format!("the fold {id} open"), || measure(b)["open"].as_array().unwrap().iter().any(|o| o == id));
}

/// `text` typed into the entry line, then Enter.
fn type_entry(b: &Browser, text: &str) {
    let id = b.find("#ask form.line input[name=entry]").expect("an entry line");
    b.keys(&id, &format!("{text}\u{E007}"));
}

/// Each entry posted as a phone's script does, at the journal's lines (each written).
fn enter(t: &Table, entries: &[String]) {
    for e in entries {
        let (status, body) = t.post(e, t.journal().len());
        assert_eq!((status, &body["ok"]), (200, &Value::Bool(true)), "{e}: {body}");
    }
}

/// What the browser shows with the element `id` at the top of the screen, kept as `name`.
fn keep(b: &Browser, id: &str, name: &str) {
    if let Some(dir) = std::env::var_os("TAPETE_SCREENSHOTS") {
        b.js(&format!("document.getElementById('{id}').scrollIntoView(); return null;"));
        std::fs::write(std::path::Path::new(&dir).join(name), b.screenshot()).unwrap();
    }
}

/// The whole-suits hand (tests/support/deals.rs) at this table: M deals and turns 7♥, A passes
/// and B takes; A holds the spades, B the hearts, K the diamonds and M the clubs: B takes every
/// trick. After the first trick, B leads.
fn tricks_after_the_first() -> Vec<String> {
    let hearts = ["9H", "AH", "10H", "KH", "QH", "8H", "7H"];
    let diamonds = ["10D", "KD", "QD", "JD", "9D", "8D", "7D"];
    let clubs = ["10C", "KC", "QC", "JC", "9C", "8C", "7C"];
    let spades = ["10S", "KS", "QS", "JS", "9S", "8S", "7S"];
    (0..7)
        .flat_map(|i| {
            [
                format!("{B} {}", hearts[i]),
                format!("{K} {}", diamonds[i]),
                format!("{M} {}", clubs[i]),
                format!("{A} {}", spades[i]),
            ]
        })
        .collect()
}

#[test]
fn the_sections_fit_a_phone_and_a_desktop_and_the_script_keeps_them_open_as_the_table_moves() {
    if browser::skipped() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let t = table(dir.path());
    let b = Browser::with(PHONE);
    b.scheme(true);
    b.go(&format!("http://{}/?pin={PIN}", t.addr));
    // The deal: the deck's 32 cards to tap (each 44 px), the legend; nothing sideways.
    let m = until_seq(&b, 1);
    fits(&b, "the deal question");
    assert_eq!(b.js("return document.querySelectorAll('#ask form.taps .cards button').length;"), 32, "{m}");
    assert!(b.text("#ask .legend").starts_with("Cards: A ace"));

    // Help opened, and text typed in the entry line, not sent: the table moves (the deal, from
    // elsewhere), the page is drawn again, and both stay.
    open(&b, "help");
    let line = b.find("#ask form.line input[name=entry]").unwrap();
    b.keys(&line, "note first hand");
    enter(&t, &[format!("deal {M} 7H")]);
    let m = until_seq(&b, 2);
    assert_eq!((&m["open"], &m["line"]), (&serde_json::json!(["help"]), &Value::from("note first hand")), "{m}");
    fits(&b, "help open");
    b.js("const i = document.querySelector('#ask form.line input[name=entry]'); i.value = ''; i.blur(); document.getElementById('help').open = false; return null;");

    // The first trick and a card of the second; the tricks fold opened stays open as the next
    // card comes.
    let mut first = vec![format!("{A} pass"), format!("{B} take")];
    first.extend([format!("{A} AS"), format!("{B} JH"), format!("{K} AD"), format!("{M} AC"), format!("{B} 9H")]);
    enter(&t, &first);
    until_seq(&b, 9);
    open(&b, "tricks");
    enter(&t, &[format!("{K} 10D")]);
    let m = until_seq(&b, 10);
    assert!(m["open"].as_array().unwrap().contains(&Value::from("tricks")), "{m}");
    let tricks = b.text("#tricks");
    assert!(tricks.contains(&format!("{B} takes it (53)")) && tricks.contains("on the table"), "{tricks}");
    fits(&b, "the tricks fold open");

    // `score` typed: the score fold opens, the line is emptied; `undo` typed: the page says what
    // it retracted.
    type_entry(&b, "score");
    wait::until_true("the score open", || measure(&b)["open"].as_array().unwrap().contains(&Value::from("score")));
    let m = fits(&b, "the score open");
    assert_eq!(m["line"], "", "{m}");
    keep(&b, "score", "serve-sections-score-phone.png");
    type_entry(&b, "undo");
    let m = until_seq(&b, 11);
    let said = wait::until("the undo said", || measure(&b)["msg"].as_str().map(String::from).ok_or(()));
    assert_eq!(said, format!("Undone: {K} 10♦"), "{m}");
    enter(&t, &[format!("{K} 10D")]);
    until_seq(&b, 12);

    // The rest of the hand: the banner says it is over, with its breakdown (capot 252, belote
    // 20: 272); the last hand opened beside it.
    enter(&t, &tricks_after_the_first()[2..]);
    let m = until_seq(&b, 38);
    let banner = wait::until("the banner", || measure(&b)["banner"].as_str().map(String::from).ok_or(()));
    assert!(banner.starts_with("Hand 1 is over") && banner.contains("272"), "{banner} {m}");
    open(&b, "last");
    fits(&b, "the banner and the last hand");
    b.scheme(false);
    fits(&b, "the banner and the last hand, light");
    b.scheme(true);
    // Its time out (as the script counts it from when it first showed): hidden.
    b.js("document.getElementById('settled').dataset.left = '0'; return null;");
    wait::until_true("the banner hidden", || measure(&b)["banner"].is_null());

    // Every fold open at once, on the phone and on a desktop, dark and light.
    let all = "document.querySelectorAll('details').forEach(d => d.open = true); return null;";
    b.js(all);
    fits(&b, "every fold open");
    b.scheme(false);
    fits(&b, "every fold open, light");
    let d = Browser::with(DESKTOP);
    d.scheme(true);
    d.go(&format!("http://{}/?pin={PIN}", t.addr));
    until_seq(&d, 38);
    d.js("['last', 'score'].forEach(id => document.getElementById(id).open = true); return null;");
    fits(&d, "the last hand and the score open on a desktop");
    keep(&d, "board", "serve-sections.png");
    d.js(all);
    fits(&d, "every fold open on a desktop");
}

/// A table of `ruleset` for these players, as tests/serve.rs starts one.
fn table_of(dir: &std::path::Path, ruleset: &str, players: &str) -> Table {
    let file = dir.join("night.jsonl");
    Table::spawn(&["new", ruleset, "--players", players, "--file", file.to_str().unwrap()], &file, &[])
}

#[test]
fn the_deal_in_two_taps_and_perejila_s_cards_shown_fit_a_phone() {
    if browser::skipped() {
        return;
    }
    // belote-es for three: the turned card chosen (lit), then the bottom card tapped: one deal.
    let dir = tempfile::tempdir().unwrap();
    let t = table_of(dir.path(), "belote-es", &format!("{M},{A},{B}"));
    let b = Browser::with(PHONE);
    b.scheme(true);
    b.go(&format!("http://{}/?pin={PIN}", t.addr));
    until_seq(&b, 1);
    fits(&b, "the deal in two taps");
    let turned = b.find("#ask form.deal input[value$=' 10C'] + span").expect("the turned card's tap");
    b.click(&turned);
    let bottom = b.find("#ask form.deal button[name=bottom][value='7S']").expect("the bottom card's tap");
    b.click(&bottom);
    until_seq(&b, 2);
    let deal = &t.journal()[1];
    assert_eq!(
        (&deal["dealer"], &deal["turned"], &deal["bottom"]),
        (&Value::from(M), &Value::from("10C"), &Value::from("7S"))
    );
    fits(&b, "the first bid after the deal");

    // perejila for four: whoever deals is a tap; the cards each player has shown, folded.
    let dir = tempfile::tempdir().unwrap();
    let t = table_of(dir.path(), "perejila", &format!("{M},{A},{B},{K}"));
    let p = Browser::with(PHONE);
    p.go(&format!("http://{}/?pin={PIN}", t.addr));
    until_seq(&p, 1);
    fits(&p, "perejila's deal");
    let labels = p.js("return Array.from(document.querySelectorAll('#ask form.taps button')).map(e => e.textContent);");
    assert_eq!(labels, serde_json::json!([M, A, B, K]));
    // K deals; from M on, each shows a face-up card.
    let id = p.find(&format!("#ask form.taps button[value='deal {K}']")).unwrap();
    p.click(&id);
    until_seq(&p, 2);
    enter(&t, &[format!("{M} up 6C"), format!("{A} up RB"), format!("{B} up 1O")]);
    until_seq(&p, 5);
    open(&p, "tricks");
    let shown = p.text("#tricks");
    assert!(shown.starts_with("Cards shown so far") && shown.contains(&format!("{A} RB")), "{shown}");
    fits(&p, "perejila's cards shown");
}
