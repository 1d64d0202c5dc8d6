//! Deals that several files play, built so that every trick and every point can be followed on
//! paper.

use super::journal::{bid, deal, play, TestJournal, Verdict};
use serde_json::{json, Value};

/// The order P2 leads the hearts after the first trick in [`whole_suits`]: high to low in trump.
pub const HEARTS: [&str; 7] = ["9H", "AH", "10H", "KH", "QH", "8H", "7H"];

/// Four players, each holding a whole suit: P1 the spades, P2 the hearts, P3 the diamonds, P4 the
/// clubs. P4 deals and turns 7♥ (P2's), then `bids`. Trick 1: P1 leads A♠, P2 ruffs with J♥, P3
/// and P4 discard A♦ and A♣. Then P2 leads the other hearts in `hearts` order and nobody can
/// follow: P3, P4 and P1 discard from the top (10 K Q J 9 8 7). With hearts trump, P2 wins all
/// eight tricks.
pub fn whole_suits(bids: &[Value], hearts: [&str; 7]) -> Vec<Value> {
    let mut ev = vec![deal("P4", "7H")];
    ev.extend_from_slice(bids);
    ev.extend([play("P1", "AS"), play("P2", "JH"), play("P3", "AD"), play("P4", "AC")]);
    let spades = ["10S", "KS", "QS", "JS", "9S", "8S", "7S"];
    let diamonds = ["10D", "KD", "QD", "JD", "9D", "8D", "7D"];
    let clubs = ["10C", "KC", "QC", "JC", "9C", "8C", "7C"];
    for i in 0..7 {
        ev.extend([play("P2", hearts[i]), play("P3", diamonds[i]), play("P4", clubs[i]), play("P1", spades[i])]);
    }
    ev
}

/// [`whole_suits`] where P1 passes and P2 takes the turned 7♥ in the first round: hearts are
/// trump, and P2 takes every trick.
pub fn p2_takes(hearts: [&str; 7]) -> Vec<Value> {
    whole_suits(&[bid("P1", "pass"), bid("P2", "take")], hearts)
}

/// Three players (belote-es): P1 holds the eight spades and 7♣, P2 the hearts and 8♣, P3 the
/// diamonds and 9♣. P3 deals and turns 10♣ (it stays on the table); J♣ Q♣ K♣ A♣ are the stock.
/// Everyone passes in the first round; in the second `taker` (P2 or P3) takes hearts, whoever
/// speaks before passing. Trick 1 is 7♣ 8♣ 9♣ (P3, no points); P3 leads A♦, P1 discards 7♠ and
/// P2 ruffs with 7♥; then P2 leads the hearts from the top (J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥), P3 follows
/// with the diamonds and P1 with the spades, high to low: P2 takes the last eight tricks.
pub fn three_player_deal(taker: &str) -> Vec<Value> {
    assert!(matches!(taker, "P2" | "P3"), "the taker of the three-player deal is P2 or P3");
    let mut ev = vec![deal("P3", "10C")];
    ev.extend(["P1", "P2", "P3"].map(|p| bid(p, "pass")));
    for p in ["P1", "P2", "P3"] {
        if p == taker {
            ev.push(json!({"type": "bid", "player": p, "call": "take", "trump": "H"}));
            break;
        }
        ev.push(bid(p, "pass"));
    }
    ev.extend([play("P1", "7C"), play("P2", "8C"), play("P3", "9C")]);
    ev.extend([play("P3", "AD"), play("P1", "7S"), play("P2", "7H")]);
    let hearts = ["JH", "9H", "AH", "10H", "KH", "QH", "8H"];
    let diamonds = ["10D", "KD", "QD", "JD", "9D", "8D", "7D"];
    let spades = ["AS", "10S", "KS", "QS", "JS", "9S", "8S"];
    for i in 0..7 {
        ev.extend([play("P2", hearts[i]), play("P3", diamonds[i]), play("P1", spades[i])]);
    }
    ev
}

/// belote-es for two, target 5000: Luis deals 7♥ (it stays on the table: two players), so Ana is
/// the eldest hand, and she takes it; then `entries`, and a tally of the hand: Ana 100 card points
/// in 6 tricks, Luis 52 in 3 (152 of the 162: the cards left in the stock are not played).
pub fn tallied_two(entries: &[Value]) -> TestJournal {
    TestJournal::new("belote-es", &["Ana", "Luis"])
        .options(json!({"target": 5000}))
        .entries(&[deal("Luis", "7H"), bid("Ana", "take")])
        .entries(entries)
        .entries(&[json!({"type": "tally", "points": {"Ana": 100, "Luis": 52}, "tricks": {"Ana": 6, "Luis": 3}})])
}

/// One hand of perejila for P1..P4: the dealer, the face-up cards in deal order (P1..P4 when P4
/// deals) and then the face-down pairs in the same order.
pub fn perejila_hand(dealer: &str, ups: [&str; 4], downs: [[&str; 2]; 4]) -> Vec<Value> {
    const P: [&str; 4] = ["P1", "P2", "P3", "P4"];
    let mut v = vec![json!({"type": "deal", "dealer": dealer})];
    let start = P.iter().position(|p| *p == dealer).unwrap() + 1;
    let order: Vec<&str> = (0..4).map(|k| P[(start + k) % 4]).collect();
    for (i, p) in order.iter().enumerate() {
        v.push(json!({"type": "up", "player": p, "card": ups[i]}));
    }
    for (i, p) in order.iter().enumerate() {
        v.push(json!({"type": "down", "player": p, "cards": downs[i]}));
    }
    v
}

/// In a game of chips, what the players won and lost and what the pot (or the board) holds after
/// the last hand sum to zero: no chip is made or lost.
#[track_caller]
pub fn chips_conserved(v: &Verdict) {
    let sum: i64 = v.totals.values().sum();
    let pot = v.hands.last().expect("a hand").pot.expect("a chip game's hand has a pot");
    assert_eq!(sum + pot, 0, "chips are conserved: the balances plus the pot are zero");
}

/// RULES.md, bestia, worked example 2: the tricks' cards (player, card), trump ♦ (D deals 8♦);
/// A takes tricks 1 to 3, B trick 4, C trick 5.
pub const BESTIA_EXAMPLE_2_PLAYS: [(&str, &str); 20] = [
    ("A", "AS"),
    ("B", "KS"),
    ("C", "QS"),
    ("D", "JS"),
    ("A", "AD"),
    ("B", "KD"),
    ("C", "QD"),
    ("D", "JD"),
    ("A", "AC"),
    ("B", "KC"),
    ("C", "QC"),
    ("D", "10C"),
    ("A", "6D"),
    ("B", "10D"),
    ("C", "9D"),
    ("D", "8D"),
    ("B", "7C"),
    ("C", "9C"),
    ("D", "8C"),
    ("A", "6C"),
];
