//! Perejila scenarios worked out by hand from RULES.md ("perejila" and its worked examples,
//! numbered as there) and seed S3. Four players P1..P4, P4 deals (P1 is the eldest hand),
//! stake 1: every square gets 4 chips a hand.

use crate::support::deals::{chips_conserved, perejila_hand};
use crate::support::journal::{draw, wild};
use crate::support::{TestJournal, Verdict};
use serde_json::{json, Value};

const P: [&str; 4] = ["P1", "P2", "P3", "P4"];

fn winner(v: &Verdict, hand: usize, lance: &str) -> (Option<String>, i64) {
    let l = &v.hands[hand].lances.as_ref().unwrap()[lance];
    (l.winner.clone(), l.chips)
}
fn w(p: &str, chips: i64) -> (Option<String>, i64) {
    (Some(p.to_string()), chips)
}

#[test]
fn example_1_punto_highest_card_kings_tie_to_the_eldest() {
    let v = TestJournal::new("perejila", &P)
        .entries(&perejila_hand(
            "P4",
            ["6C", "RB", "RE", "SO"],
            [["2O", "3C"], ["4B", "5E"], ["1B", "2E"], ["6B", "CO"]],
        ))
        .verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "punto"), w("P2", 4));
    chips_conserved(&v);
}

#[test]
fn example_2_the_perejila_as_an_ace_in_the_punto() {
    let mut ev =
        perejila_hand("P4", ["RC", "7O", "1E", "3B"], [["2O", "4C"], ["5B", "6E"], ["2B", "3E"], ["6B", "CO"]]);
    ev.push(wild("P2", "punto", "1C"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "punto"), w("P2", 4));
    // an ace dealt before it wins
    let mut ev =
        perejila_hand("P4", ["1E", "7O", "RC", "3B"], [["2O", "4C"], ["5B", "6E"], ["2B", "3E"], ["6B", "CO"]]);
    ev.push(wild("P2", "punto", "1C"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert_eq!(winner(&v, 0, "punto"), w("P1", 4));
}

#[test]
fn example_3_the_perejila_face_down_as_the_as_de_oros() {
    let mut ev =
        perejila_hand("P4", ["2C", "3C", "1O", "4C"], [["5C", "6B"], ["2E", "SB"], ["CB", "4E"], ["7O", "RB"]]);
    ev.push(wild("P4", "as-de-oros", "1O"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "as-de-oros"), w("P4", 4));
    // it then keeps that value: a later, different value is refused
    let mut ev2 = ev.clone();
    ev2.push(wild("P4", "parejas", "RO"));
    assert_eq!(TestJournal::new("perejila", &P).entries(&ev2).verdict().errors.len(), 1);
}

#[test]
fn the_perejila_cannot_be_the_as_de_oros_when_someone_holds_it_face_down() {
    let mut ev =
        perejila_hand("P4", ["2C", "3C", "5O", "4C"], [["5C", "6B"], ["2E", "SB"], ["CB", "1O"], ["7O", "RB"]]);
    ev.push(wild("P4", "as-de-oros", "1O"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 1);
    assert!(v.errors[0].message.contains("P3 holds the as de oros face down"), "{}", v.errors[0].message);
    assert_eq!(winner(&v, 0, "as-de-oros"), w("P3", 4));
}

#[test]
fn example_4_mayor_de_espadas() {
    let ev = perejila_hand("P4", ["5E", "6E", "2C", "3C"], [["2B", "4O"], ["SC", "CB"], ["7O", "RB"], ["1B", "4B"]]);
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert_eq!(winner(&v, 0, "mayor-de-espadas"), w("P2", 4), "without the perejila: the 6");
    let mut ev = ev;
    ev.push(wild("P3", "mayor-de-espadas", "7E"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "mayor-de-espadas"), w("P3", 4));
}

#[test]
fn example_5_a_free_perejila_makes_a_pair_unless_used_before() {
    let ev = perejila_hand("P4", ["5C", "SC", "3C", "1B"], [["5B", "2O"], ["SE", "3B"], ["7O", "RE"], ["4C", "6E"]]);
    let mut kings = ev.clone();
    kings.push(wild("P3", "parejas", "RC"));
    let v = TestJournal::new("perejila", &P).entries(&kings).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "parejas"), w("P3", 4));
    let mut used = ev;
    used.push(wild("P3", "as-de-oros", "1O"));
    let v = TestJournal::new("perejila", &P).entries(&used).verdict();
    assert_eq!(winner(&v, 0, "as-de-oros"), w("P3", 4));
    assert_eq!(winner(&v, 0, "parejas"), w("P2", 4), "the sotas, once the perejila is the as de oros");
}

#[test]
fn example_6_flor_with_the_perejila_as_ten() {
    let v = TestJournal::new("perejila", &P)
        .entries(&perejila_hand(
            "P4",
            ["2B", "3C", "4O", "1E"],
            [["4B", "5B"], ["6C", "7C"], ["7O", "6O"], ["RE", "SO"]],
        ))
        .verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    // P1 11, P2 16, P3 10 + 4 + 6 = 20
    assert_eq!(winner(&v, 0, "flor"), w("P3", 4));
}

#[test]
fn example_7_no_diez_lowest_then_eldest() {
    let v = TestJournal::new("perejila", &P)
        .entries(&perejila_hand(
            "P4",
            ["1C", "2C", "RC", "RE"],
            [["2B", "3E"], ["3B", "4E"], ["SB", "CE"], ["CO", "SO"]],
        ))
        .verdict();
    assert_eq!(winner(&v, 0, "no-diez"), w("P1", 4));
    let v = TestJournal::new("perejila", &P)
        .entries(&perejila_hand(
            "P4",
            ["1C", "2C", "RC", "RE"],
            [["2B", "4E"], ["2E", "3B"], ["SB", "CE"], ["CO", "SO"]],
        ))
        .verdict();
    assert_eq!(winner(&v, 0, "no-diez"), w("P1", 4), "7 against 7: the eldest");
}

#[test]
fn example_8_treinta_y_una_with_draws_and_a_bust() {
    let mut ev =
        perejila_hand("P4", ["RC", "7C", "5C", "2C"], [["CB", "1E"], ["6B", "SE"], ["6E", "7E"], ["3C", "4C"]]);
    ev.extend([draw("P2", "7B"), draw("P3", "RB"), draw("P3", "5B")]);
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "treinta-y-una"), w("P1", 4));
}

#[test]
fn example_8_a_draw_of_a_dealt_card_is_refused() {
    let mut ev =
        perejila_hand("P4", ["RC", "7C", "5C", "2C"], [["CB", "1E"], ["6B", "SE"], ["6E", "7E"], ["3C", "4C"]]);
    ev.push(draw("P2", "RC"));
    assert_eq!(TestJournal::new("perejila", &P).entries(&ev).verdict().errors.len(), 1);
}

#[test]
fn example_9_tururu_takes_every_square_including_the_punto() {
    let v = TestJournal::new("perejila", &P)
        .entries(&perejila_hand(
            "P4",
            ["1C", "RC", "3E", "4B"],
            [["2B", "5O"], ["RB", "RE"], ["6C", "SB"], ["CO", "SO"]],
        ))
        .verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(v.hands[0].outcome, "tururu");
    for lance in ["punto", "as-de-oros", "flor", "no-diez", "tururu"] {
        assert_eq!(winner(&v, 0, lance), w("P2", 4), "{lance}");
    }
    let chips: Vec<i64> = v.hands[0].chips.as_ref().unwrap().values().copied().collect();
    assert_eq!(chips, vec![-9, 27, -9, -9]);
    chips_conserved(&v);
}

#[test]
fn example_9_tururu_real_beats_three_kings_and_pays_its_bonus() {
    let ev = perejila_hand("P4", ["1C", "RC", "7C", "4B"], [["2B", "5O"], ["RB", "RE"], ["7E", "7O"], ["CO", "SO"]]);
    let v = TestJournal::new("perejila", &P).options(json!({"tururu_real_bonus": 2})).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "punto"), w("P3", 4));
    let chips: Vec<i64> = v.hands[0].chips.as_ref().unwrap().values().copied().collect();
    assert_eq!(chips, vec![-11, -11, 33, -11]);
    chips_conserved(&v);
}

#[test]
fn example_10_a_square_nobody_wins_carries_over_two_hands() {
    let high = perejila_hand("P4", ["RC", "CC", "SC", "RE"], [["RB", "CB"], ["SB", "CE"], ["SE", "RO"], ["CO", "SO"]]);
    let mut ev = high.clone();
    ev.extend(perejila_hand("P1", ["RC", "CC", "SC", "RE"], [["RB", "CB"], ["SB", "CE"], ["SE", "RO"], ["CO", "SO"]]));
    ev.extend(perejila_hand("P2", ["1C", "RC", "CC", "SC"], [["2B", "3E"], ["RB", "CB"], ["SB", "CE"], ["SE", "RO"]]));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "no-diez"), (None, 4));
    assert_eq!(winner(&v, 1, "no-diez"), (None, 8));
    assert_eq!(winner(&v, 2, "no-diez"), w("P3", 12), "P3 (the eldest of hand 3) has 1 2 3");
    chips_conserved(&v);
}

#[test]
fn escalera_ace_high_and_low_and_the_higher_top() {
    // P1 as-2-3, P2 caballo-rey-as, P3 5-6-7: the ace-high run tops them all
    let v = TestJournal::new("perejila", &P)
        .entries(&perejila_hand(
            "P4",
            ["1C", "CB", "5O", "2O"],
            [["2B", "3E"], ["RB", "1E"], ["6C", "7E"], ["4E", "SE"]],
        ))
        .verdict();
    assert_eq!(winner(&v, 0, "escalera"), w("P2", 4));
    // 7 and sota are consecutive in the 40-card deck
    let v = TestJournal::new("perejila", &P)
        .entries(&perejila_hand(
            "P4",
            ["6C", "2B", "5O", "1O"],
            [["7B", "SE"], ["4B", "RE"], ["CC", "3E"], ["4E", "2C"]],
        ))
        .verdict();
    assert_eq!(winner(&v, 0, "escalera"), w("P1", 4));
}

#[test]
fn face_up_cards_go_in_deal_order_and_face_down_after_them() {
    let mut ev = vec![json!({"type": "deal", "dealer": "P4"}), json!({"type": "up", "player": "P2", "card": "RC"})];
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors[0].message.contains("P1's is next"), "{}", v.errors[0].message);
    ev[1] = json!({"type": "up", "player": "P1", "card": "RC"});
    ev.push(json!({"type": "down", "player": "P1", "cards": ["2C", "3C"]}));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors[0].message.contains("after every face-up card"), "{}", v.errors[0].message);
}

#[test]
fn a_stake_change_applies_from_the_next_deal() {
    let mut ev =
        perejila_hand("P4", ["RC", "CC", "SC", "RE"], [["RB", "CB"], ["SB", "CE"], ["SE", "RO"], ["CO", "SO"]]);
    ev.push(json!({"type": "option", "key": "stake", "value": 2}));
    ev.extend(perejila_hand("P1", ["1C", "RC", "CC", "SC"], [["2B", "3E"], ["RB", "CB"], ["SB", "CE"], ["SE", "RO"]]));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    // hand 2: every player stakes 2 on each of the nine squares (18 each)
    let chips: Vec<i64> = v.hands[1].chips.as_ref().unwrap().values().copied().collect();
    assert_eq!(chips.iter().sum::<i64>() + v.hands[1].pot.unwrap() - v.hands[0].pot.unwrap(), 0);
    // no diez carried 4 from hand 1 and gets 8 more: P2 (eldest of hand 2: as 2 3) takes 12
    assert_eq!(winner(&v, 1, "no-diez"), w("P2", 12));
    chips_conserved(&v);
}

#[test]
fn the_48_card_deck_makes_the_nine_of_oros_the_perejila() {
    // tururú real: two 7s and the perejila (the 9 of oros with 48 cards)
    let ev = perejila_hand("P4", ["7C", "RC", "3E", "4B"], [["7E", "9O"], ["RB", "8E"], ["6C", "SB"], ["CO", "SO"]]);
    let v = TestJournal::new("perejila", &P).options(json!({"deck": 48})).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(v.hands[0].outcome, "tururu");
    assert_eq!(winner(&v, 0, "punto"), w("P1", 4));
    // with 40 cards the 9 of oros does not exist
    assert!(!TestJournal::new("perejila", &P).entries(&ev).verdict().errors.is_empty());
}

#[test]
fn mayor_de_espadas_in_the_48_card_deck_goes_to_the_nine() {
    let v = TestJournal::new("perejila", &P)
        .options(json!({"deck": 48}))
        .entries(&perejila_hand(
            "P4",
            ["7E", "9E", "2C", "3C"],
            [["2B", "4O"], ["SC", "CB"], ["8O", "RB"], ["1B", "4B"]],
        ))
        .verdict();
    assert_eq!(winner(&v, 0, "mayor-de-espadas"), w("P2", 4));
}

#[test]
fn flor_ties_go_to_the_eldest() {
    // P2 2 4 5 of bastos (11), P3 1 3 7 of copas: the ace counts 11 in the flor (21), P1 none
    let v = TestJournal::new("perejila", &P)
        .entries(&perejila_hand(
            "P4",
            ["RC", "2B", "1C", "SE"],
            [["CB", "RE"], ["4B", "5B"], ["3C", "7C"], ["2O", "CO"]],
        ))
        .verdict();
    assert_eq!(winner(&v, 0, "flor"), w("P3", 4));
    // equal flores: 2 4 5 of bastos against 2 4 5 of copas: the nearer the eldest (P2)
    let v = TestJournal::new("perejila", &P)
        .entries(&perejila_hand(
            "P4",
            ["RC", "2B", "2C", "SE"],
            [["CB", "RE"], ["4B", "5B"], ["4C", "5C"], ["2O", "CO"]],
        ))
        .verdict();
    assert_eq!(winner(&v, 0, "flor"), w("P2", 4));
}

#[test]
fn parejas_the_higher_pair_wins() {
    let v = TestJournal::new("perejila", &P)
        .entries(&perejila_hand(
            "P4",
            ["SC", "RC", "2E", "4B"],
            [["SB", "3C"], ["RB", "5E"], ["6C", "6B"], ["CO", "1O"]],
        ))
        .verdict();
    assert_eq!(winner(&v, 0, "parejas"), w("P2", 4));
}

#[test]
fn treinta_y_una_ties_go_to_the_eldest() {
    // P2 and P3 both 31 (rey caballo as); P1 and P4 lower
    let v = TestJournal::new("perejila", &P)
        .entries(&perejila_hand(
            "P4",
            ["2C", "RC", "RE", "3B"],
            [["4C", "5B"], ["CB", "1O"], ["CE", "1E"], ["6C", "7B"]],
        ))
        .verdict();
    assert_eq!(winner(&v, 0, "treinta-y-una"), w("P2", 4));
}

#[test]
fn no_diez_with_the_perejila_standing_for_an_ace() {
    // P1 1 2 4 = 7; P3 2 3 and the perejila as an ace = 6: P3 with the wildcard
    let mut ev =
        perejila_hand("P4", ["1C", "RC", "2E", "SC"], [["2B", "4E"], ["CB", "RB"], ["3B", "7O"], ["CO", "RE"]]);
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert_eq!(winner(&v, 0, "no-diez"), w("P1", 4), "without the wildcard: 7 against 12");
    ev.push(wild("P3", "no-diez", "1E"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "no-diez"), w("P3", 4));
}

#[test]
fn escalera_with_the_perejila_in_the_middle() {
    // P2 holds 4 and 6 of bastos and the perejila as a 5: 4-5-6
    let mut ev =
        perejila_hand("P4", ["1C", "4B", "RE", "SC"], [["2B", "9C"], ["6B", "7O"], ["CB", "2E"], ["CO", "3E"]]);
    ev.retain(|e| e["card"] != "9C"); // keep the 40-card deck
    let ev: Vec<Value> = ev
        .into_iter()
        .map(|e| {
            if e["player"] == "P1" && e["type"] == "down" {
                json!({"type": "down", "player": "P1", "cards": ["2B", "3C"]})
            } else {
                e
            }
        })
        .collect();
    let mut with_wild = ev.clone();
    with_wild.push(wild("P2", "escalera", "5C"));
    let v = TestJournal::new("perejila", &P).entries(&with_wild).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    // P1 as-2-3 (top 3) against P2 4-5-6 (top 6)
    assert_eq!(winner(&v, 0, "escalera"), w("P2", 4));
    assert_eq!(
        winner(&TestJournal::new("perejila", &P).entries(&ev).verdict(), 0, "escalera"),
        w("P1", 4),
        "without the wildcard"
    );
}

#[test]
fn only_the_holder_gives_the_perejila_a_value() {
    let mut ev =
        perejila_hand("P4", ["1C", "4B", "RE", "SC"], [["2B", "3C"], ["6B", "7O"], ["CB", "2E"], ["CO", "3E"]]);
    ev.push(wild("P1", "parejas", "1E"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors[0].message.contains("P1 does not hold the perejila"), "{}", v.errors[0].message);
}

#[test]
fn punto_without_aces_caballo_beats_sota() {
    let v = TestJournal::new("perejila", &P)
        .entries(&perejila_hand(
            "P4",
            ["SC", "7E", "CB", "SO"],
            [["2B", "3C"], ["6B", "4O"], ["2E", "3E"], ["CO", "5E"]],
        ))
        .verdict();
    assert_eq!(winner(&v, 0, "punto"), w("P3", 4));
}

fn stand(player: &str) -> Value {
    json!({"type": "stand", "player": player})
}

/// Example 8's deal: P1 rey caballo as (31), P2 7 6 sota (23), P3 5 6 7 (18), P4 2 3 4 (9).
fn example_8_deal() -> Vec<Value> {
    perejila_hand("P4", ["RC", "7C", "5C", "2C"], [["CB", "1E"], ["6B", "SE"], ["6E", "7E"], ["3C", "4C"]])
}

#[test]
fn the_hand_is_settled_at_the_last_stand() {
    // P2 draws a 7 (30) and stands; P3 draws a rey (28) and a 5 (33): out; P1 holds 31. Until
    // P4 stands, a second stand of P2's is refused as such; P4's stand settles the hand (every
    // player stood, holds 31 or is over it), and from then on the hand takes no entry but the
    // next deal.
    let mut ev = example_8_deal();
    ev.extend([draw("P2", "7B"), stand("P2"), draw("P3", "RB"), draw("P3", "5B")]);
    let early = TestJournal::new("perejila", &P).entries(&ev).entries(&[stand("P2")]).verdict();
    assert_eq!(early.errors.len(), 1);
    assert!(early.errors[0].message.contains("P2 has already stood"), "{}", early.errors[0].message);

    ev.push(stand("P4"));
    let v = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(winner(&v, 0, "treinta-y-una"), w("P1", 4));
    let late = TestJournal::new("perejila", &P).entries(&ev).entries(&[stand("P1")]).verdict();
    assert_eq!(late.errors.len(), 1);
    assert!(late.errors[0].message.contains("hand 1 is settled"), "{}", late.errors[0].message);
    // A draw by a player who stood is refused; the next deal comes as usual.
    let drawn = TestJournal::new("perejila", &P).entries(&ev).entries(&[draw("P4", "5O")]).verdict();
    assert!(drawn.errors[0].message.contains("P4 has already stood"), "{}", drawn.errors[0].message);
    let next = TestJournal::new("perejila", &P).entries(&ev).entries(&[json!({"type": "deal", "dealer": "P1"})]);
    assert!(next.verdict().errors.is_empty(), "P1 deals the next hand");
}

#[test]
fn a_stand_comes_after_the_deal_and_once() {
    let mut ev = example_8_deal();
    ev.pop(); // P4's face-down cards are not in yet
    let v = TestJournal::new("perejila", &P).entries(&ev).entries(&[stand("P1")]).verdict();
    assert!(v.errors[0].message.contains("once every player has three cards"), "{}", v.errors[0].message);
    let v =
        TestJournal::new("perejila", &P).entries(&example_8_deal()).entries(&[stand("P2"), draw("P2", "7B")]).verdict();
    assert!(v.errors[0].message.contains("P2 has already stood"), "{}", v.errors[0].message);
}

#[test]
fn stands_change_when_a_hand_is_settled_never_what_it_comes_to() {
    // A journal written before `stand` (no stands: the next deal implies them) comes to the
    // same verdict as the same journal with its stands.
    let mut with = example_8_deal();
    with.extend([draw("P2", "7B"), stand("P2"), draw("P3", "RB"), draw("P3", "5B"), stand("P4")]);
    with.extend(perejila_hand(
        "P1",
        ["1C", "RC", "3E", "4B"],
        [["2B", "5O"], ["RB", "RE"], ["6C", "SB"], ["CO", "SO"]],
    ));
    let without: Vec<Value> = with.iter().filter(|e| e["type"] != "stand").cloned().collect();
    let a = TestJournal::new("perejila", &P).entries(&with).verify();
    let b = TestJournal::new("perejila", &P).entries(&without).verify();
    assert_eq!(a, b);
    assert_eq!(a["ok"], true);
    assert_eq!(a["hands"].as_array().unwrap().len(), 2);
}

#[test]
fn a_simulated_night_verifies_the_same_without_its_stands() {
    let dir = tempfile::tempdir().unwrap();
    let journal =
        crate::support::simulated(&["perejila", "--deals", "60", "--players", "4", "--seed", "3"], dir.path());
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains(r#""type":"stand""#), "the simulator stands");
    let older: String = text.lines().filter(|l| !l.contains(r#""type":"stand""#)).map(|l| format!("{l}\n")).collect();
    let older_file = dir.path().join("older.jsonl");
    std::fs::write(&older_file, older).unwrap();
    assert_eq!(crate::support::verify_json(&journal), crate::support::verify_json(&older_file));
}

#[test]
fn a_draw_after_a_tururu_is_refused_and_changes_nothing() {
    // Example 9: P2's three reyes settle the hand as they are dealt. Tables used to ask for draws
    // all the same, and took them in silence; since #35 a draw for a settled hand is refused (the
    // hand is settled, the next deal comes), and what the hand comes to is the same.
    let tururu =
        perejila_hand("P4", ["1C", "RC", "3E", "4B"], [["2B", "5O"], ["RB", "RE"], ["6C", "SB"], ["CO", "SO"]]);
    let plain = TestJournal::new("perejila", &P).entries(&tururu).verdict();
    let drawn =
        TestJournal::new("perejila", &P).entries(&tururu).entries(&[draw("P1", "7B"), draw("P3", "RO")]).verdict();
    assert_eq!(plain.hands, drawn.hands);
    assert_eq!(plain.totals, drawn.totals);
    let lines: Vec<usize> = drawn.errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, vec![11, 12], "{:?}", drawn.errors);
    assert!(drawn.errors.iter().all(|e| e.message.contains("hand 1 is settled")), "{:?}", drawn.errors);
}

#[test]
fn a_draw_for_a_player_who_holds_31_or_is_over_it_is_refused() {
    // Issue #35. Example 8's deal: P1 rey caballo as holds 31 (10 + 10 + 11); a card for P1 is
    // refused, and P1 still holds 31. P2 7 6 sota (23) draws a 7 (30) and stands; P3 5 6 7 (18)
    // draws a rey (28) and a 5 (33): over 31, a third card is refused. P4 (2 3 4, 9) stands: every
    // player stood, holds 31 or is over it, and the hand is settled. Afterwards a card for P1
    // (31), P3 (over) or P2 (stood) is refused for that reason, and nothing changes: P1 takes
    // treinta y una's 4 chips.
    let mut ev = example_8_deal();
    let at = |ev: &Vec<Value>| ev.len() + 2; // the journal line of the next entry (the header is line 1)
    let mut refused = vec![(at(&ev), "P1 holds 31")];
    ev.push(draw("P1", "6O"));
    ev.extend([draw("P2", "7B"), stand("P2"), draw("P3", "RB"), draw("P3", "5B")]);
    refused.push((at(&ev), "P3 is over 31"));
    ev.push(draw("P3", "1B"));
    ev.push(stand("P4"));
    for (player, card, why) in
        [("P1", "6O", "P1 holds 31"), ("P3", "1B", "P3 is over 31"), ("P2", "4B", "P2 has already stood")]
    {
        refused.push((at(&ev), why));
        ev.push(draw(player, card));
    }
    let v = TestJournal::new("perejila", &P).entries(&ev).verify();
    assert_eq!(v["ok"], false, "a refused entry makes the journal not valid: {v}");
    let errors = v["errors"].as_array().unwrap();
    assert_eq!(errors.len(), refused.len(), "{errors:?}");
    for (e, (line, why)) in errors.iter().zip(&refused) {
        assert_eq!(e["line"], *line as u64, "{e}");
        assert!(e["message"].as_str().unwrap().contains(why), "{e} should say {why}");
    }
    let lance = &v["hands"][0]["lances"]["treinta-y-una"];
    assert_eq!((lance["winner"].as_str(), lance["chips"].as_i64()), (Some("P1"), Some(4)), "{v}");
    // punto P1, mayor de espadas P3, flor P4, escalera P1, no diez P4, treinta y una P1: 4 chips
    // each, stakes 9 each (as at the French table, tests/table.rs).
    assert_eq!(v["hands"][0]["chips"], json!({"P1": 3, "P2": -9, "P3": -5, "P4": -1}));
}

#[test]
fn holding_31_counts_the_perejila_at_the_value_it_was_given() {
    // Issue #35. P1 rey up, caballo and the perejila down: 10 + 10 + 7 (the perejila at its own
    // face while it stands for nothing) = 27, and P1 may draw. Given the value of the as de oros
    // (nobody holds it face down), the perejila counts 11 there too: 10 + 10 + 11 = 31, and a
    // card for P1 is refused.
    let ev = perejila_hand("P4", ["RC", "7C", "5C", "2C"], [["CB", "7O"], ["6B", "SE"], ["6E", "7E"], ["3C", "4C"]]);
    let free = TestJournal::new("perejila", &P).entries(&ev).entries(&[draw("P1", "2B")]).verdict();
    assert!(free.errors.is_empty(), "27: P1 may draw: {:?}", free.errors);
    let given = TestJournal::new("perejila", &P)
        .entries(&ev)
        .entries(&[wild("P1", "as-de-oros", "1O"), draw("P1", "2B")])
        .verdict();
    assert_eq!(given.errors.len(), 1, "{:?}", given.errors);
    assert!(given.errors[0].message.contains("P1 holds 31"), "{}", given.errors[0].message);
    assert_eq!(winner(&given, 0, "as-de-oros"), w("P1", 4));
}

#[test]
fn a_wild_or_a_draw_after_the_hand_settled_is_refused_and_says_how_to_give_a_value_late() {
    // Issue #35. Example 8's cards, but P4 holds 2 3 of copas and the perejila (2 + 3 + 7 = 12
    // while it stands for nothing). P2 draws a 7 (30) and stands, P3 draws a rey and a 5 (33,
    // over), P4 stands: the hand is settled. A value for P4's perejila now is refused, and the
    // reason says how to give one late: undo back to before the hand settled.
    let mut ev =
        perejila_hand("P4", ["RC", "7C", "5C", "2C"], [["CB", "1E"], ["6B", "SE"], ["6E", "7E"], ["3C", "7O"]]);
    ev.extend([draw("P2", "7B"), stand("P2"), draw("P3", "RB"), draw("P3", "5B"), stand("P4")]);
    let settled = TestJournal::new("perejila", &P).entries(&ev).verdict();
    assert!(settled.errors.is_empty(), "{:?}", settled.errors);
    let late = TestJournal::new("perejila", &P).entries(&ev).entries(&[wild("P4", "parejas", "2O")]).verdict();
    assert_eq!(late.errors.len(), 1, "{:?}", late.errors);
    let why = &late.errors[0].message;
    assert!(why.contains("hand 1 is settled") && why.contains("undo"), "{why}");
    assert_eq!(late.hands, settled.hands, "the refused value changes nothing");
    // As the reason says: undo P4's stand (the entry that settled the hand), give the value, stand.
    let undone = TestJournal::new("perejila", &P)
        .entries(&ev)
        .entries(&[json!({"type": "undo"}), wild("P4", "parejas", "2O"), stand("P4")])
        .verdict();
    assert!(undone.errors.is_empty(), "{:?}", undone.errors);
    // P4's 2 of copas and the perejila as the 2 of oros: the only pair, parejas' 4 chips.
    assert_eq!(winner(&undone, 0, "parejas"), w("P4", 4));
}
