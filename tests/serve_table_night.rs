//! Issue #37's "done when": the whole table on two phones and the terminal, in one browser test.
//! A served belote-es table (docs/serve.md) in headless Chromium, two phones at 390 × 844, each a
//! browser of its own with its own cookie — one seated as Pep, one with no seat — and the
//! terminal (the table's standard input, a pipe the test types into), over one whole hand:
//!
//! - Pep's phone says when it is his turn, and his belote (K♠) and rebelote (Q♠) are said there,
//!   by tapping the held question's answer;
//! - the other phone has text in its entry line while the table moves (Pep's taps, the terminal's
//!   entries): it follows every question and keeps its text;
//! - a stale tap: the other phone's page, its redraw paused, is older than the table when it
//!   taps a card for a player the table has moved past; the tap is answered with what changed,
//!   shown on the page, and writes nothing;
//! - the other phone types `end`: it is asked to confirm (nothing written), confirms; every page
//!   says the table is closing; an `undo` from Pep's phone takes the end back and the hand goes
//!   on;
//! - the hand's score, checked against RULES.md (worked out below).
//!
//! `TAPETE_SCREENSHOTS=DIR` keeps what the phones show at each of these states
//! (scripts/screenshots makes docs/serve-night-*.png so).
//!
//! The deal is the first hand of the shared example belote-es-pairs with Nuria and Pep's names
//! swapped, so that Pep holds the king and queen of trump: players in play order Nuria, Iker,
//! Pep, Xavi, Nuria+Pep against Iker+Xavi; Iker deals and turns Q♠, Pep takes (trump ♠) and,
//! as the eldest hand, leads.

use crate::serve::{Table, PIN};
use crate::serve_browser::{
    clear_entry, fits, keep, line_text, message, question, seen_by, seq, shown, tap, tap_labels, type_entry,
    until_asked, until_seq,
};
use crate::serve_held::full;
use crate::serve_seats::{choose, readable_turn, until_turn};
use crate::support::browser::{self, Browser, Screen};
use crate::support::{example_entries, verify_json, wait};
use serde_json::{json, Value};

const PHONE: Screen = Screen::Phone(390, 844);

/// The example's entries with the names Nuria and Pep swapped.
fn swapped(e: &Value) -> Value {
    let text = e.to_string().replace("\"Nuria\"", "\"@\"").replace("\"Pep\"", "\"Nuria\"").replace("\"@\"", "\"Pep\"");
    serde_json::from_str(&text).unwrap()
}

/// The label of a card code on a tap target (English letters: the rank, then the suit's symbol).
fn label(code: &str) -> String {
    let (rank, suit) = code.split_at(code.len() - 1);
    let suit = match suit {
        "S" => "♠",
        "H" => "♥",
        "D" => "♦",
        _ => "♣",
    };
    format!("{rank}{suit}")
}

/// The page's polling of `/state` held (`true`) or let go again: a page whose redraw is paused
/// stays as it was made while the table moves on, as a phone's does between the table's move
/// and its next look (half a second). Only `state` (the page asks it relative to itself) is held: a post and its redraw go through.
fn pause_redraw(b: &Browser, paused: bool) {
    b.js(&format!(
        "if (!window.realFetch) {{ window.realFetch = window.fetch; \
           window.fetch = (u, o) => window.paused && String(u).split('?')[0].split('/').pop() === 'state' \
             ? new Promise(() => {{}}) : window.realFetch(u, o); }} \
         window.paused = {paused}; return null;"
    ));
}

/// The totals each page's board shows, in the order of the sides.
fn totals(b: &Browser) -> Value {
    b.js("return Array.from(document.querySelectorAll('#board .side .total')).map(e => Number(e.textContent));")
}

#[test]
fn a_night_on_two_phones_and_the_terminal_belote_said_a_stale_tap_answered_an_end_undone() {
    if browser::skipped() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    // The closing window and the end of a hand's banner outlast the test: an undo ends the one,
    // the test the other, not the clock (the screenshots show a real table's 30 seconds).
    let long = (10 * wait::deadline().as_millis()).to_string();
    let closing = if std::env::var_os("TAPETE_SCREENSHOTS").is_some() { "30000".to_string() } else { long.clone() };
    let mut t = Table::spawn(
        &[
            "new",
            "belote-es",
            "--players",
            "Nuria,Iker,Pep,Xavi",
            "--teams",
            "Nuria+Pep,Iker+Xavi",
            "--option",
            "target=501",
            "--file",
            file.to_str().unwrap(),
            "--lang",
            "en",
        ],
        &file,
        &[("TAPETE_TEST_CLOSING_MS", closing), ("TAPETE_TEST_SETTLED_MS", long)],
    );
    let hand: Vec<Value> = example_entries("belote-es-pairs").iter().take(36).map(swapped).collect();
    // The hand as the example has it (its line in the journal: the entry's index + 2).
    assert_eq!(full(&hand[0]), "deal Iker QS");
    assert_eq!(full(&hand[1]), "Pep take");
    assert_eq!(full(&hand[11]), "Pep KS belote");
    assert_eq!(full(&hand[13]), "Pep QS rebelote");
    assert_eq!(full(&hand[14]), "Xavi QD");
    assert_eq!(full(&hand[35]), "Pep QC");

    // Two phones, each a browser of its own (its own cookies), dark as the other screenshots of a
    // served table are. Pep's phone takes his seat; the other has none.
    let url = format!("http://{}/?pin={PIN}", t.addr);
    let (pep, other) = (Browser::with(PHONE), Browser::with(PHONE));
    for b in [&pep, &other] {
        b.scheme(true);
        b.go(&url);
        until_seq(b, 1);
    }
    choose(&pep, "Pep", None);
    wait::until_true("Pep's seat", || pep.text("#seat summary") == "This phone: Pep");
    assert_eq!(other.text("#seat summary"), "Whose phone is this?");

    // The deal at the terminal; Pep speaks first and his phone says so; the other phone says
    // nothing of turns (no seat).
    t.type_line(&full(&hand[0]));
    seen_by(&[&pep, &other], 2);
    until_turn(&pep, "Your turn, Pep");
    readable_turn(&pep);
    assert!(other.find("#ask .turn").is_none());
    assert!(tap_labels(&pep).contains(&"take".to_string()), "{:?}", tap_labels(&pep));
    tap(&pep, "take");
    seen_by(&[&pep, &other], 3);
    assert_eq!(t.journal()[2], json!({"type": "bid", "player": "Pep", "call": "take", "at": t.journal()[2]["at"]}));

    // Trick 1: Pep leads K♦ from his phone, Xavi's A♦ at the terminal, Nuria's 7♦ tapped on the
    // other phone (a tap there is the player asked's), then Iker's tercia, 10♦ and its show, and
    // trick 2 up to Pep's K♠, at the terminal.
    until_turn(&pep, "Your turn, Pep");
    tap(&pep, "K♦");
    seen_by(&[&pep, &other], 4);
    t.type_line(&full(&hand[3]));
    seen_by(&[&pep, &other], 5);
    until_turn(&pep, "Nuria's turn");
    tap(&other, "7♦");
    seen_by(&[&pep, &other], 6);
    assert_eq!((t.journal()[5]["player"].as_str(), t.journal()[5]["card"].as_str()), (Some("Nuria"), Some("7D")));
    for (k, e) in hand.iter().enumerate().take(11).skip(5) {
        t.type_line(&full(e));
        wait::until_true("the terminal's entry written", || t.journal().len() == k + 2);
    }
    seen_by(&[&pep, &other], 12);

    // The other phone's entry line holds text, half typed, from here on.
    let line = other.find("#ask form.line input[name=entry]").unwrap();
    other.keys(&line, "Nuria 8");
    assert_eq!(line_text(&other), "Nuria 8");

    // Pep's turn: his phone says so, his cards are its taps. He taps K♠: held, not written, and
    // every page asks whether he said belote; on his phone, the two answers, still his turn.
    until_turn(&pep, "Your turn, Pep");
    let mine = pep.js("return Array.from(document.querySelectorAll('#ask .cards button')).map(e => e.value);");
    assert!(mine.as_array().unwrap().iter().all(|e| e.as_str().unwrap().starts_with("Pep ")), "{mine}");
    assert!(mine.as_array().unwrap().contains(&json!("Pep KS")), "{mine}");
    keep(&pep, "serve-night-turn-phone.png");
    tap(&pep, "K♠");
    for b in [&pep, &other] {
        until_asked(b, "Pep played K♠: did they say belote?");
    }
    assert_eq!(t.journal().len(), 12, "held, not written");
    assert_eq!(tap_labels(&pep), ["Pep K♠", "Pep K♠ belote"]);
    until_turn(&pep, "Your turn, Pep");
    // The other phone followed the table to the held question, its line keeping its text.
    assert_eq!(line_text(&other), "Nuria 8", "the entry line keeps its text");
    keep(&pep, "serve-night-belote-phone.png");
    keep(&other, "serve-night-follows-phone.png");
    tap(&pep, "Pep K♠ belote");
    seen_by(&[&pep, &other], 13);
    let e = &t.journal()[12];
    assert_eq!((&e["player"], &e["card"], &e["say"]), (&json!("Pep"), &json!("KS"), &json!("belote")));
    until_asked(&other, "Iker");
    assert_eq!(line_text(&other), "Nuria 8");

    // Trick 3: Iker's 8♦ at the terminal; Pep ruffs with Q♠ on his phone and says rebelote there.
    t.type_line(&full(&hand[12]));
    seen_by(&[&pep, &other], 14);
    until_turn(&pep, "Your turn, Pep");
    tap(&pep, "Q♠");
    for b in [&pep, &other] {
        until_asked(b, "Pep played Q♠: did they say rebelote?");
    }
    assert_eq!(t.journal().len(), 14, "held, not written");
    assert_eq!(line_text(&other), "Nuria 8");
    tap(&pep, "Pep Q♠ rebelote");
    seen_by(&[&pep, &other], 15);
    let e = &t.journal()[14];
    assert_eq!((&e["player"], &e["card"], &e["say"]), (&json!("Pep"), &json!("QS"), &json!("rebelote")));
    assert_eq!(line_text(&other), "Nuria 8");
    clear_entry(&other);

    // A stale tap. Xavi's turn; the other phone's redraw is paused, then the terminal enters
    // Xavi's Q♦: the other phone's page, still at Xavi's question, is older than the table. Its
    // tap (J♦, meant as Xavi's) is answered with what changed, shown on the page; nothing is
    // written, and the page is drawn again at Nuria's question.
    until_asked(&other, "Xavi");
    pause_redraw(&other, true);
    t.type_line(&full(&hand[14]));
    wait::until_true("Xavi's Q♦ written", || t.journal().len() == 16);
    until_seq(&pep, 16);
    assert_eq!(seq(&other), 15, "the other phone's page is older than the table");
    assert!(question(&other).contains("Xavi"), "{}", question(&other));
    tap(&other, "J♦");
    let said = wait::until("what changed, shown", || message(&other).filter(|m| m.0.contains("moved on")).ok_or(()));
    assert_eq!(said, ("Not entered: the table moved on meanwhile (Xavi Q♦)".to_string(), true));
    assert_eq!(t.journal().len(), 16, "the stale tap wrote nothing");
    until_seq(&other, 16);
    assert!(question(&other).contains("Nuria"), "{}", question(&other));
    keep(&other, "serve-night-stale-phone.png");
    pause_redraw(&other, false);
    // Now Nuria's J♦ is tapped on the other phone, on a page of the table as it is.
    assert_eq!(full(&hand[15]), "Nuria JD");
    tap(&other, "J♦");
    seen_by(&[&pep, &other], 17);

    // Trick 4: Pep's 9♣ from his phone, the rest at the terminal and the other phone.
    until_turn(&pep, "Your turn, Pep");
    tap(&pep, "9♣");
    seen_by(&[&pep, &other], 18);
    t.type_line(&full(&hand[17]));
    seen_by(&[&pep, &other], 19);
    assert_eq!(full(&hand[18]), "Nuria 7C");
    tap(&other, "7♣");
    seen_by(&[&pep, &other], 20);
    t.type_line(&full(&hand[19]));
    seen_by(&[&pep, &other], 21);

    // The other phone types `end`: asked to confirm, the button in view, nothing written.
    let before = std::fs::read_to_string(&file).unwrap();
    type_entry(&other, "end");
    wait::until_true("the confirmation shown", || shown(&other, "confirm"));
    assert!(other.text("#confirm-text").starts_with("End the session?"), "{}", other.text("#confirm-text"));
    fits(&other, "#confirm button");
    // The confirmation is scrolled into view whole, below the screen's top edge.
    let r = other.js(
        "const r = document.getElementById('confirm').getBoundingClientRect(); return [r.top, r.bottom, innerHeight];",
    );
    assert!(r[0].as_f64().unwrap() > 0.0 && r[1].as_f64().unwrap() <= r[2].as_f64().unwrap(), "{r}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before, "the journal unchanged");
    clear_entry(&other);
    keep(&other, "serve-night-confirm-phone.png");
    let id = other.find("#confirm button").expect("the confirm button");
    other.click(&id);
    seen_by(&[&pep, &other], 22);
    // Every page says the table is closing; undo is offered on Pep's.
    for b in [&pep, &other] {
        wait::until_true("the page saying the table is closing", || shown(b, "closing"));
        assert!(b.text("#closing").contains("closes in"), "{}", b.text("#closing"));
    }
    fits(&pep, "#ask form.undo button");
    keep(&pep, "serve-night-closing-phone.png");
    // Pep's phone's undo takes the end back; play goes on where it was: Iker leads trick 5.
    let id = pep.find("#ask form.undo button").expect("undo");
    pep.click(&id);
    seen_by(&[&pep, &other], 23);
    let said = wait::until("what the undo did, shown", || message(&pep).ok_or(()));
    assert_eq!(said, ("Undone: end".to_string(), false));
    for b in [&pep, &other] {
        assert!(!shown(b, "closing"));
        until_asked(b, "Iker");
    }
    until_turn(&pep, "Iker's turn");
    // The journal: the end, then the undo, after Iker's A♣.
    let j = t.journal();
    assert_eq!((j[20]["player"].as_str(), j[20]["card"].as_str()), (Some("Iker"), Some("AC")));
    assert_eq!((j[21]["type"].as_str(), j[22]["type"].as_str(), j.len()), (Some("end"), Some("undo"), 23));

    // The rest of the hand: Pep's cards on his phone, the others at the terminal.
    for e in &hand[20..] {
        let at = t.journal().len();
        if e["player"] == "Pep" {
            until_turn(&pep, "Your turn, Pep");
            tap(&pep, &label(e["card"].as_str().unwrap()));
        } else {
            t.type_line(&full(e));
        }
        seen_by(&[&pep, &other], at + 1);
        assert_eq!(t.journal()[at]["card"], e["card"]);
    }

    // The score, from RULES.md (belote-es; card values: trump J 20, 9 14, A 11, 10 10, K 4, Q 3;
    // plain A 11, 10 10, K 4, Q 3, J 2; trump ♠):
    //   trick 1  Pep K♦, Xavi A♦, Nuria 7♦, Iker 10♦   A♦ takes: Iker+Xavi 4+11+0+10 = 25
    //   trick 2  Xavi A♠, Nuria 8♠, Iker J♠, Pep K♠    J♠ takes: Iker+Xavi 11+0+20+4 = 35
    //   trick 3  Iker 8♦, Pep Q♠, Xavi Q♦, Nuria J♦    Q♠ ruffs: Nuria+Pep 0+3+3+2 = 8
    //   trick 4  Pep 9♣, Xavi J♣, Nuria 7♣, Iker A♣    A♣ takes: Iker+Xavi 0+2+0+11 = 13
    //   trick 5  Iker 9♥, Pep 7♥, Xavi A♥, Nuria J♥    A♥ takes: Iker+Xavi 0+0+11+2 = 13
    //   trick 6  Xavi 10♠, Nuria 8♣, Iker 7♠, Pep 10♥  10♠ takes: Iker+Xavi 10+0+0+10 = 20
    //   trick 7  Xavi 9♠, Nuria K♣, Iker Q♥, Pep K♥    9♠ takes: Iker+Xavi 14+4+3+4 = 25
    //   trick 8  Xavi 10♣, Nuria 8♥, Iker 9♦, Pep Q♣   10♣ takes: Iker+Xavi 10+0+0+3 = 13, last trick +10
    // Cards: Nuria+Pep 8, Iker+Xavi 25+35+13+13+20+25+13 = 144 (152 in all), + 10 = 154.
    // Iker's tercia 8-9-10♦ (the only announcement, shown after trick 1): Iker+Xavi +20.
    // Pep's K♠ with "belote" (trick 2), then his Q♠ with "rebelote" in a later trick: Nuria+Pep +20.
    // No contract penalty (the default), and both sides took a trick (no capote):
    // Nuria+Pep 8 + 20 = 28, Iker+Xavi 154 + 20 = 174 (together 162 + 20 + 20).
    let v = verify_json(&file);
    assert_eq!(v["hands"].as_array().map(Vec::len), Some(1), "{v}");
    assert_eq!(v["hands"][0]["score"], json!({"Nuria+Pep": 28, "Iker+Xavi": 174}), "{v}");
    assert_eq!(v["errors"], json!([]), "{v}");
    assert_eq!(v["infractions"], json!([]), "{v}");
    // Both pages show the totals, and the banner of the hand just over.
    for b in [&pep, &other] {
        wait::until("the totals on the board", || if totals(b) == json!([28, 174]) { Ok(()) } else { Err(totals(b)) });
        let banner = wait::until("the banner", || {
            let v = b.js("const s = document.getElementById('settled'); return s && !s.hidden ? s.textContent : null;");
            v.as_str().map(String::from).ok_or(v)
        });
        assert!(banner.starts_with("Hand 1 is over") && banner.contains("28") && banner.contains("174"), "{banner}");
    }
    keep(&pep, "serve-night-settled-phone.png");
}
