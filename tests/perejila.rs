//! Perejila scenarios worked out by hand from RULES.md ("perejila" and its worked examples,
//! numbered as there) and seed S3. Four players P1..P4, P4 deals (P1 is the eldest hand),
//! stake 1: every square gets 4 chips a hand.

use serde_json::{json, Value};
use std::path::Path;
use tapete::journal::Journal;
use tapete::report::Verdict;
use tapete::session::Session;

const P: [&str; 4] = ["P1", "P2", "P3", "P4"];

fn replay(options: Value, events: &[Value]) -> Verdict {
    let mut text =
        json!({"type": "session", "format": 1, "ruleset": "perejila", "options": options, "players": P}).to_string();
    text.push('\n');
    for e in events {
        text.push_str(&e.to_string());
        text.push('\n');
    }
    Session::replay(&Journal::parse(&text, Path::new("t.jsonl")).unwrap()).unwrap().verdict()
}

/// One hand: the dealer, the face-up cards in deal order (P1..P4 when P4 deals) and the face-down pairs.
fn hand(dealer: &str, ups: [&str; 4], downs: [[&str; 2]; 4]) -> Vec<Value> {
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
fn wild(p: &str, lance: &str, card: &str) -> Value {
    json!({"type": "wild", "player": p, "lance": lance, "as": card})
}
fn draw(p: &str, card: &str) -> Value {
    json!({"type": "draw", "player": p, "card": card})
}
fn winner(v: &Verdict, hand: usize, lance: &str) -> (Option<String>, i64) {
    let l = &v.hands[hand].lances.as_ref().unwrap()[lance];
    (l.winner.clone(), l.chips)
}
fn w(p: &str, chips: i64) -> (Option<String>, i64) {
    (Some(p.to_string()), chips)
}
fn conserved(v: &Verdict) {
    let sum: i64 = v.totals.values().sum();
    assert_eq!(sum + v.hands.last().unwrap().pot.unwrap(), 0, "balances plus the board are zero");
}

#[test]
fn example_1_punto_highest_card_kings_tie_to_the_eldest() {
    let v = replay(
        json!({}),
        &hand("P4", ["6C", "RB", "RE", "SO"], [["2O", "3C"], ["4B", "5E"], ["1B", "2E"], ["6B", "CO"]]),
    );
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "punto"), w("P2", 4));
    conserved(&v);
}

#[test]
fn example_2_the_perejila_as_an_ace_in_the_punto() {
    let mut ev = hand("P4", ["RC", "7O", "1E", "3B"], [["2O", "4C"], ["5B", "6E"], ["2B", "3E"], ["6B", "CO"]]);
    ev.push(wild("P2", "punto", "1C"));
    let v = replay(json!({}), &ev);
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "punto"), w("P2", 4));
    // an ace dealt before it wins
    let mut ev = hand("P4", ["1E", "7O", "RC", "3B"], [["2O", "4C"], ["5B", "6E"], ["2B", "3E"], ["6B", "CO"]]);
    ev.push(wild("P2", "punto", "1C"));
    let v = replay(json!({}), &ev);
    assert_eq!(winner(&v, 0, "punto"), w("P1", 4));
}

#[test]
fn example_3_the_perejila_face_down_as_the_as_de_oros() {
    let mut ev = hand("P4", ["2C", "3C", "1O", "4C"], [["5C", "6B"], ["2E", "SB"], ["CB", "4E"], ["7O", "RB"]]);
    ev.push(wild("P4", "as-de-oros", "1O"));
    let v = replay(json!({}), &ev);
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "as-de-oros"), w("P4", 4));
    // it then keeps that value: a later, different value is refused
    let mut ev2 = ev.clone();
    ev2.push(wild("P4", "parejas", "RO"));
    assert_eq!(replay(json!({}), &ev2).errors.len(), 1);
}

#[test]
fn the_perejila_cannot_be_the_as_de_oros_when_someone_holds_it_face_down() {
    let mut ev = hand("P4", ["2C", "3C", "5O", "4C"], [["5C", "6B"], ["2E", "SB"], ["CB", "1O"], ["7O", "RB"]]);
    ev.push(wild("P4", "as-de-oros", "1O"));
    let v = replay(json!({}), &ev);
    assert_eq!(v.errors.len(), 1);
    assert!(v.errors[0].message.contains("P3 holds the as de oros face down"), "{}", v.errors[0].message);
    assert_eq!(winner(&v, 0, "as-de-oros"), w("P3", 4));
}

#[test]
fn example_4_mayor_de_espadas() {
    let ev = hand("P4", ["5E", "6E", "2C", "3C"], [["2B", "4O"], ["SC", "CB"], ["7O", "RB"], ["1B", "4B"]]);
    let v = replay(json!({}), &ev);
    assert_eq!(winner(&v, 0, "mayor-de-espadas"), w("P2", 4), "without the perejila: the 6");
    let mut ev = ev;
    ev.push(wild("P3", "mayor-de-espadas", "7E"));
    let v = replay(json!({}), &ev);
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "mayor-de-espadas"), w("P3", 4));
}

#[test]
fn example_5_a_free_perejila_makes_a_pair_unless_used_before() {
    let ev = hand("P4", ["5C", "SC", "3C", "1B"], [["5B", "2O"], ["SE", "3B"], ["7O", "RE"], ["4C", "6E"]]);
    let mut kings = ev.clone();
    kings.push(wild("P3", "parejas", "RC"));
    let v = replay(json!({}), &kings);
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "parejas"), w("P3", 4));
    let mut used = ev;
    used.push(wild("P3", "as-de-oros", "1O"));
    let v = replay(json!({}), &used);
    assert_eq!(winner(&v, 0, "as-de-oros"), w("P3", 4));
    assert_eq!(winner(&v, 0, "parejas"), w("P2", 4), "the sotas, once the perejila is the as de oros");
}

#[test]
fn example_6_flor_with_the_perejila_as_ten() {
    let v = replay(
        json!({}),
        &hand("P4", ["2B", "3C", "4O", "1E"], [["4B", "5B"], ["6C", "7C"], ["7O", "6O"], ["RE", "SO"]]),
    );
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    // P1 11, P2 16, P3 10 + 4 + 6 = 20
    assert_eq!(winner(&v, 0, "flor"), w("P3", 4));
}

#[test]
fn example_7_no_diez_lowest_then_eldest() {
    let v = replay(
        json!({}),
        &hand("P4", ["1C", "2C", "RC", "RE"], [["2B", "3E"], ["3B", "4E"], ["SB", "CE"], ["CO", "SO"]]),
    );
    assert_eq!(winner(&v, 0, "no-diez"), w("P1", 4));
    let v = replay(
        json!({}),
        &hand("P4", ["1C", "2C", "RC", "RE"], [["2B", "4E"], ["2E", "3B"], ["SB", "CE"], ["CO", "SO"]]),
    );
    assert_eq!(winner(&v, 0, "no-diez"), w("P1", 4), "7 against 7: the eldest");
}

#[test]
fn example_8_treinta_y_una_with_draws_and_a_bust() {
    let mut ev = hand("P4", ["RC", "7C", "5C", "2C"], [["CB", "1E"], ["6B", "SE"], ["6E", "7E"], ["3C", "4C"]]);
    ev.extend([draw("P2", "7B"), draw("P3", "RB"), draw("P3", "5B")]);
    let v = replay(json!({}), &ev);
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "treinta-y-una"), w("P1", 4));
}

#[test]
fn example_8_a_draw_of_a_dealt_card_is_refused() {
    let mut ev = hand("P4", ["RC", "7C", "5C", "2C"], [["CB", "1E"], ["6B", "SE"], ["6E", "7E"], ["3C", "4C"]]);
    ev.push(draw("P2", "RC"));
    assert_eq!(replay(json!({}), &ev).errors.len(), 1);
}

#[test]
fn example_9_tururu_takes_every_square_including_the_punto() {
    let v = replay(
        json!({}),
        &hand("P4", ["1C", "RC", "3E", "4B"], [["2B", "5O"], ["RB", "RE"], ["6C", "SB"], ["CO", "SO"]]),
    );
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(v.hands[0].outcome, "tururu");
    for lance in ["punto", "as-de-oros", "flor", "no-diez", "tururu"] {
        assert_eq!(winner(&v, 0, lance), w("P2", 4), "{lance}");
    }
    let chips: Vec<i64> = v.hands[0].chips.as_ref().unwrap().values().copied().collect();
    assert_eq!(chips, vec![-9, 27, -9, -9]);
    conserved(&v);
}

#[test]
fn example_9_tururu_real_beats_three_kings_and_pays_its_bonus() {
    let ev = hand("P4", ["1C", "RC", "7C", "4B"], [["2B", "5O"], ["RB", "RE"], ["7E", "7O"], ["CO", "SO"]]);
    let v = replay(json!({"tururu_real_bonus": 2}), &ev);
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "punto"), w("P3", 4));
    let chips: Vec<i64> = v.hands[0].chips.as_ref().unwrap().values().copied().collect();
    assert_eq!(chips, vec![-11, -11, 33, -11]);
    conserved(&v);
}

#[test]
fn example_10_a_square_nobody_wins_carries_over_two_hands() {
    let high = hand("P4", ["RC", "CC", "SC", "RE"], [["RB", "CB"], ["SB", "CE"], ["SE", "RO"], ["CO", "SO"]]);
    let mut ev = high.clone();
    ev.extend(hand("P1", ["RC", "CC", "SC", "RE"], [["RB", "CB"], ["SB", "CE"], ["SE", "RO"], ["CO", "SO"]]));
    ev.extend(hand("P2", ["1C", "RC", "CC", "SC"], [["2B", "3E"], ["RB", "CB"], ["SB", "CE"], ["SE", "RO"]]));
    let v = replay(json!({}), &ev);
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "no-diez"), (None, 4));
    assert_eq!(winner(&v, 1, "no-diez"), (None, 8));
    assert_eq!(winner(&v, 2, "no-diez"), w("P3", 12), "P3 (the eldest of hand 3) has 1 2 3");
    conserved(&v);
}

#[test]
fn escalera_ace_high_and_low_and_the_higher_top() {
    // P1 as-2-3, P2 caballo-rey-as, P3 5-6-7: the ace-high run tops them all
    let v = replay(
        json!({}),
        &hand("P4", ["1C", "CB", "5O", "2O"], [["2B", "3E"], ["RB", "1E"], ["6C", "7E"], ["4E", "SE"]]),
    );
    assert_eq!(winner(&v, 0, "escalera"), w("P2", 4));
    // 7 and sota are consecutive in the 40-card deck
    let v = replay(
        json!({}),
        &hand("P4", ["6C", "2B", "5O", "1O"], [["7B", "SE"], ["4B", "RE"], ["CC", "3E"], ["4E", "2C"]]),
    );
    assert_eq!(winner(&v, 0, "escalera"), w("P1", 4));
}
