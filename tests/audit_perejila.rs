//! The rules audit, Perejila: the as de oros over the holder's own face-up ace, the perejila in
//! the punto, a perejila drawn at treinta y una, the reshuffle. Expected verdicts worked by hand
//! from `../shared/rules/RULES.md` ("perejila") and seed S3. Four players P1..P4, P4 deals (P1 is
//! the eldest hand), stake 1: every square gets 4 chips a hand.

use crate::support::deals::perejila_hand;
use crate::support::journal::{draw, wild};
use crate::support::{TestJournal, Verdict};
use serde_json::json;

const P: [&str; 4] = ["P1", "P2", "P3", "P4"];

fn winner(v: &Verdict, lance: &str) -> Option<String> {
    v.hands[0].lances.as_ref().unwrap()[lance].winner.clone()
}

#[test]
fn the_perejila_wins_the_as_de_oros_over_its_holders_own_face_up_ace() {
    // RULES.md: "As de oros: ... if no player has it face down (it was not dealt, or it is face up,
    // the perejila holder's own face-up card included), the perejila may count as it." (S3: "si
    // ningún jugador tiene el as de oros tapado ... bien porque esté entre las cartas destapadas").
    // P3's face-up card is the as de oros and P3 holds the perejila face down: P3 wins the square.
    let mut ev =
        perejila_hand("P4", ["6C", "RB", "1O", "SO"], [["2O", "3C"], ["4B", "5E"], ["7O", "4C"], ["6B", "CO"]]);
    ev.push(wild("P3", "as-de-oros", "1O"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, "as-de-oros").as_deref(), Some("P3"));
    assert_eq!(v.hands[0].lances.as_ref().unwrap()["as-de-oros"].chips, 4);
    // ... and the same value counts for parejas: two aces of oros, the only pair
    assert_eq!(winner(&v, "parejas").as_deref(), Some("P3"));
}

#[test]
fn the_perejila_counts_in_the_punto_only_face_up_only_as_an_ace_and_only_first() {
    // RULES.md: "A face-up perejila may count as an ace (and only as an ace) if no ace was dealt
    // face up before it; a face-down perejila takes no part in the punto."
    // Example 2: up cards P1 rey, P2 the perejila, P3 as de espadas: P2 wins with the perejila.
    let base = perejila_hand("P4", ["RC", "7O", "1E", "3B"], [["2O", "4C"], ["5B", "6E"], ["2B", "3E"], ["6B", "CO"]]);
    let mut ev = base.clone();
    ev.push(wild("P2", "punto", "1C"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, "punto").as_deref(), Some("P2"));
    // only as an ace: the perejila as a rey is refused, and P3's ace wins
    let mut ev = base.clone();
    ev.push(wild("P2", "punto", "RO"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 1, "{:?}", v.errors);
    assert_eq!(winner(&v, "punto").as_deref(), Some("P3"));
    // an ace face up before it: P1 as, P2 perejila: refused, P1 wins
    let mut ev =
        perejila_hand("P4", ["1C", "7O", "RE", "3B"], [["2O", "4C"], ["5B", "6E"], ["2B", "3E"], ["6B", "CO"]]);
    ev.push(wild("P2", "punto", "1B"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 1, "{:?}", v.errors);
    assert_eq!(winner(&v, "punto").as_deref(), Some("P1"));
    // face down: no part in the punto (P1's rey is the highest face-up card)
    let mut ev =
        perejila_hand("P4", ["RC", "2C", "5E", "3B"], [["2O", "4C"], ["7O", "6E"], ["2B", "3E"], ["6B", "CO"]]);
    ev.push(wild("P2", "punto", "1B"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 1, "{:?}", v.errors);
    assert_eq!(winner(&v, "punto").as_deref(), Some("P1"));
}

#[test]
fn a_perejila_drawn_at_treinta_y_una_may_take_any_value() {
    // RULES.md: "A perejila drawn here may take any value (it was never used before)."
    // P1: as 11 + rey 10 + 4 = 25, draws the perejila and makes it a 6: 31, the best count.
    // Left a 7 it would make 32, over: P3's 24 (sota, caballo, 4) would win instead.
    let base = perejila_hand("P4", ["1C", "3C", "4E", "5B"], [["RC", "4C"], ["SB", "2B"], ["SE", "CE"], ["6B", "3B"]]);
    let mut ev = base.clone();
    ev.push(draw("P1", "7O"));
    ev.push(wild("P1", "treinta-y-una", "6E"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, "treinta-y-una").as_deref(), Some("P1"));
    let mut ev = base;
    ev.push(draw("P1", "7O"));
    assert_eq!(
        winner(&TestJournal::new("perejila", &P).entries(&ev).verdict(), "treinta-y-una").as_deref(),
        Some("P3")
    );
}

#[test]
fn the_stock_reshuffled_at_treinta_y_una_deals_every_card_of_the_hand_again() {
    // RULES.md: "When the stock runs out (S3): a reshuffle entry; every player's count so far is kept
    // as announced, all cards dealt and drawn in the hand go back to the dealer, who shuffles them
    // and deals the next draws from them (a card drawn after the reshuffle cannot be drawn again)."
    // A player who holds 31 or is over it draws no more (#35), so the 40-card stock runs out only
    // at a big table: eight players P1..P8, P8 deals (P1 is the eldest hand), 24 cards dealt, the
    // 16 left are the twelve figures and the as, 2, 3 and 4 of bastos.
    let seats = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"];
    let hands = [
        ["1O", "2C", "3E"], // 1 + 2 + 3 = 6, the ace high: 16
        ["2O", "3C", "4E"], // 9
        ["3O", "4C", "5E"], // 12
        ["4O", "5C", "6E"], // 15
        ["5O", "6C", "7E"], // 18
        ["6O", "7C", "1E"], // 14, the ace high: 24
        ["7O", "1C", "2E"], // the perejila at its own face 7, 1, 2: 10, the ace high: 20
        ["5B", "6B", "7B"], // 18
    ];
    let mut ev = vec![json!({"type": "deal", "dealer": "P8"})];
    for (p, h) in seats.iter().zip(&hands) {
        ev.push(json!({"type": "up", "player": p, "card": h[0]}));
    }
    for (p, h) in seats.iter().zip(&hands) {
        ev.push(json!({"type": "down", "player": p, "cards": [h[1], h[2]]}));
    }
    // 16 cards left: a reshuffle now is refused
    ev.push(json!({"type": "reshuffle"}));
    let refused_at = ev.len() + 1;
    // The stock drawn to the last card, each by a player still under 31 (the ace counts 1 once 11
    // would take the count over 31):
    for (p, cards) in [
        ("P1", ["RO", "SC", "CC"].as_slice()), // 26, 26 (the ace back to 1), 36: over
        ("P2", &["RC", "SE", "CE"]),           // 19, 29, 39: over
        ("P3", &["RE", "SB"]),                 // 22, 32: over
        ("P4", &["CB", "RB"]),                 // 25, 35: over
        ("P5", &["SO", "CO"]),                 // 28, 38: over
        ("P6", &["1B", "2B", "3B", "4B"]),     // 25, 27, 30, 24 (both aces at 1)
    ] {
        for c in cards {
            ev.push(draw(p, c));
        }
    }
    ev.push(json!({"type": "reshuffle"}));
    ev.push(draw("P6", "1O")); // P1's face-up ace, back in the stock: 25 (every ace at 1)
    let again = ev.len() + 2;
    ev.push(draw("P7", "1O")); // drawn since the reshuffle: refused
    ev.push(draw("P8", "RO")); // drawn by P1 before the reshuffle, back in the stock: 28
    let v = TestJournal::new("perejila", &seats).entries(&ev).verdict();
    let lines: Vec<usize> = v.errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, vec![refused_at, again], "{:?}", v.errors);
    // Treinta y una: P8 28, the best count not over 31 (P6 25, P7 20; P1 to P5 over)
    assert_eq!(winner(&v, "treinta-y-una").as_deref(), Some("P8"));
}
