//! The rules audit, La Bestia: where a card can be, exchanges from every discard, the ante check
//! with the chips carried over, the 28-card deck for three. Expected verdicts worked by hand from
//! `../shared/rules/RULES.md` ("bestia") and seed S4; each test names the line it follows.

use crate::support::journal::{bid, deal, exchange, play};
use crate::support::{tapete, TestJournal};
use serde_json::{json, Value};
use std::path::Path;
use tapete::journal::Journal;
use tapete::session::Session;

const EIGHT: [&str; 8] = ["A", "B", "C", "D", "E", "F", "G", "H"];

#[test]
fn exchanges_take_from_the_stock_then_from_every_discard() {
    // RULES.md bestia: "may exchange up to 4 cards from the stock; when it is empty, from the other
    // players' discards (S4): the hands of the players who passed and the cards discarded in earlier
    // exchanges." Eight players: 52 cards, 40 dealt, a stock of 12, nobody passes. A, B and C take 4
    // each and empty it; D, E, F, G and H still take 4 each from the 12 + 4 + 4 … discarded.
    let mut ev = vec![deal("H", "2D")];
    ev.extend(EIGHT.iter().map(|p| bid(p, "play")));
    ev.extend(EIGHT.iter().map(|p| exchange(p, 4)));
    let v = TestJournal::new("bestia", &EIGHT).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
}

#[test]
fn a_passers_seen_card_is_reached_only_by_an_exchange_from_the_discards() {
    // RULES.md bestia: "Where a card can be: a card seen in a player's hand (the turned card, ...) is
    // theirs until they play it or exchange; ... A play of a card that cannot be in the player's hand
    // is refused." H deals 2♦ face up and passes: 2♦ lies among the discards. A, B and C take the
    // 12 cards of the stock; D takes 4 from the discards and may hold 2♦; E exchanges none and may
    // not. A leads A♦, then E's 2♦ is refused and D's accepted.
    let mut ev = vec![deal("H", "2D")];
    ev.extend(EIGHT[..7].iter().map(|p| bid(p, "play")));
    ev.push(bid("H", "pass"));
    ev.extend(["A", "B", "C", "D"].iter().map(|p| exchange(p, 4)));
    ev.extend(["E", "F", "G"].iter().map(|p| exchange(p, 0)));
    ev.extend([play("A", "AD"), play("B", "KD"), play("C", "QD"), play("D", "JD")]);
    let e_at = ev.len() + 2; // header is line 1
    ev.push(play("E", "2D"));
    ev.push(play("E", "10D"));
    let v = TestJournal::new("bestia", &EIGHT).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 1, "{:?}", v.errors);
    assert_eq!(v.errors[0].line, e_at);
    assert!(v.errors[0].message.contains("discards"), "{}", v.errors[0].message);
    // the same card from D, whose exchange reached the discards
    let mut ev2: Vec<Value> = ev[..ev.len() - 2].to_vec();
    ev2.truncate(ev2.len() - 1);
    ev2.push(play("D", "2D"));
    let v = TestJournal::new("bestia", &EIGHT).entries(&ev2).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
}

#[test]
fn the_panfilo_stays_with_its_holder_when_no_exchange_reaches_the_discards() {
    // Three players: 32 cards, 15 dealt, a stock of 17: no exchange reaches the discards. B shows
    // the J♣ and exchanges 2: the J♣ is B's or discarded, so A may not play it (today anyone could).
    let ev = vec![
        deal("C", "7D"),
        json!({"type": "panfilo", "player": "B"}),
        bid("A", "play"),
        bid("B", "play"),
        bid("C", "play"),
        exchange("A", 0),
        exchange("B", 2),
        exchange("C", 0),
        play("A", "JC"),
    ];
    let v = TestJournal::new("bestia", &["A", "B", "C"]).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 1, "{:?}", v.errors);
    assert_eq!(v.errors[0].line, 10);
    // before B exchanges, the J♣ is known to be B's: refused too
    let mut early = ev.clone();
    early.retain(|e| e["type"] != "exchange");
    early.insert(5, exchange("A", 0));
    let v = TestJournal::new("bestia", &["A", "B", "C"]).entries(&early).verdict();
    assert!(v.errors[0].message.contains("B"), "{:?}", v.errors);
}

#[test]
fn the_ante_check_counts_the_chips_carried_over() {
    // RULES.md bestia: "the pot, chips carried over included, must then hold at least 5 chips."
    // Hand 1 everyone passes: the pot of 6 stays (example 7). Then ante=1 for three players: 3
    // more make 9, fine. The option is accepted and the next deal too.
    let ev = vec![
        deal("C", "7D"),
        bid("A", "pass"),
        bid("B", "pass"),
        bid("C", "pass"),
        json!({"type": "option", "key": "ante", "value": 1}),
        deal("A", "8S"),
    ];
    let v = TestJournal::new("bestia", &["A", "B", "C"]).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(v.hands.len(), 1, "hand 2 is under way");
    // a fresh session at ante=1 cannot fill the pot: 3 < 5
    let text = TestJournal::new("bestia", &["A", "B", "C"]).options(json!({"ante": 1})).text();
    let journal = Journal::parse(&text, Path::new("t.jsonl")).unwrap();
    assert!(Session::replay(&journal).is_err());
}

#[test]
fn three_players_may_drop_the_sevens() {
    // RULES.md bestia: "3 players: 32 cards, or 28 without the 7s (S4; option three_player_deck)".
    // With 28 cards a 7 is not in the deck; 15 dealt leave a stock of 13.
    let base = vec![deal("C", "8D"), bid("A", "play"), bid("B", "play"), bid("C", "play")];
    let mut ev = base.clone();
    ev.push(play("A", "7S"));
    let v =
        TestJournal::new("bestia", &["A", "B", "C"]).options(json!({"three_player_deck": 28})).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 1, "{:?}", v.errors);
    assert!(v.errors[0].message.contains("28"), "{}", v.errors[0].message);
    let v = TestJournal::new("bestia", &["A", "B", "C"]).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "32 cards: 7♠ is in the deck: {:?}", v.errors);
    // a turned 7 is refused with 28 cards
    let v = TestJournal::new("bestia", &["A", "B", "C"])
        .options(json!({"three_player_deck": 28}))
        .entries(&[deal("C", "7D")])
        .verdict();
    assert_eq!(v.errors.len(), 1);
}

#[test]
fn the_prompt_after_the_panfilo_is_led_shows_trump_led() {
    // RULES.md bestia: "J♣ is the highest trump whatever the trump suit, and belongs to the trump
    // suit for following": after B leads it, C's question says trump (♦) was led, not clubs.
    let home = tempfile::tempdir().unwrap();
    let err = tapete()
        .args(["--lang", "en", "new", "bestia", "--players", "A,B,C"])
        .home(home.path())
        .stdin("deal A 7D\nB panfilo\nB play\nC play\nA play\nB exchange 0\nC exchange 0\nA exchange 0\nB JC\n")
        .run()
        .stderr;
    assert!(err.contains("Trick 1/5 · C to play · led ♦ · trump ♦"), "{err}");
}
