//! Coinche and contree in the referee (RULES.md "coinche", "contree"; journal.md's coinche `bid`
//! row, the hand's `contract`, `capot`, `result` and `breakdown`): journals written by hand,
//! verified by `tapete verify --json`. Every expected number is worked out here from RULES.md.
//!
//! The players in play order Ana, Luis, Marta, Pep; Ana+Marta against Luis+Pep; Pep deals first,
//! so Ana is the eldest hand and leads.

use crate::support::journal::{play, verify_json, verify_lines, TestJournal};
use crate::support::simulated;
use serde_json::{json, Value};

fn session(ruleset: &str, options: Value, entries: &[Value]) -> Vec<Value> {
    TestJournal::new(ruleset, &["Ana", "Luis", "Marta", "Pep"])
        .options(options)
        .teams(json!([["Ana", "Marta"], ["Luis", "Pep"]]))
        .entries(entries)
        .lines()
}

fn deal(dealer: &str) -> Value {
    json!({"type": "deal", "dealer": dealer})
}
fn bid(player: &str, value: Value, trump: &str) -> Value {
    json!({"type": "bid", "player": player, "call": "bid", "value": value, "trump": trump})
}
fn call(player: &str, call: &str) -> Value {
    json!({"type": "bid", "player": player, "call": call})
}
fn said(player: &str, card: &str, word: &str) -> Value {
    json!({"type": "play", "player": player, "card": card, "say": word})
}
fn two(a: i64, b: i64) -> Value {
    json!({"Ana+Marta": a, "Luis+Pep": b})
}

/// One hand of eight tricks where everyone follows suit (the trump hearts: each heart played
/// beats the one before it, or cannot):
/// Ana 7H 8H AS 10S 7D 8D JC 9C · Luis QH KH KS QS AD 10D 8C 7C ·
/// Marta 10H AH JS 9S KD QD AC 10C · Pep 9H JH 8S 7S JD 9D KC QC.
/// Tricks: 1 AS KS JS 8S (Ana, 17), 2 10S QS 9S 7S (Ana, 13), 3 7D AD KD JD (Luis, 17),
/// 4 10D QD 9D 8D (Luis, 13), 5 8C AC KC JC (Marta, 17), 6 10C QC 9C 7C (Marta, 13),
/// 7 10H 9H 7H KH (Pep, 10 + 14 + 4 = 28), 8 JH 8H QH AH (Pep, 20 + 3 + 11 + the last 10 = 44).
/// Ana+Marta 60 card points, 4 tricks; Luis+Pep 102, 4 tricks; Luis plays K and Q of hearts.
/// `king` and `queen`: what Luis says with them.
fn the_cards(king: Option<&str>, queen: Option<&str>) -> Vec<Value> {
    let luis = |card: &str, word: Option<&str>| match word {
        Some(w) => said("Luis", card, w),
        None => play("Luis", card),
    };
    vec![
        play("Ana", "AS"),
        play("Luis", "KS"),
        play("Marta", "JS"),
        play("Pep", "8S"),
        play("Ana", "10S"),
        play("Luis", "QS"),
        play("Marta", "9S"),
        play("Pep", "7S"),
        play("Ana", "7D"),
        play("Luis", "AD"),
        play("Marta", "KD"),
        play("Pep", "JD"),
        play("Luis", "10D"),
        play("Marta", "QD"),
        play("Pep", "9D"),
        play("Ana", "8D"),
        play("Luis", "8C"),
        play("Marta", "AC"),
        play("Pep", "KC"),
        play("Ana", "JC"),
        play("Marta", "10C"),
        play("Pep", "QC"),
        play("Ana", "9C"),
        play("Luis", "7C"),
        play("Marta", "10H"),
        play("Pep", "9H"),
        play("Ana", "7H"),
        luis("KH", king),
        play("Pep", "JH"),
        play("Ana", "8H"),
        luis("QH", queen),
        play("Marta", "AH"),
    ]
}

/// The points of each item of a side's breakdown, in order.
fn items(hand: &Value, side: &str) -> Vec<(String, i64)> {
    hand["breakdown"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["side"] == side)
        .map(|l| (l["item"].as_str().unwrap().to_string(), l["points"].as_i64().unwrap()))
        .collect()
}

fn sum(items: &[(String, i64)]) -> i64 {
    items.iter().map(|i| i.1).sum()
}

#[test]
fn a_played_hand_with_a_coinche_out_of_turn_and_a_surcoinche() {
    // Luis bids 90 hearts; Marta, Pep and Ana pass; at Luis's closing question Marta coinches
    // (out of turn: it is Luis's question), and Pep, Luis's partner, surcoinches: 90 × 4.
    let mut entries = vec![
        deal("Pep"),
        call("Ana", "pass"),
        bid("Luis", json!(90), "H"),
        call("Marta", "pass"),
        call("Pep", "pass"),
        call("Ana", "pass"),
        call("Marta", "coinche"),
        call("Pep", "surcoinche"),
    ];
    // The belote said with the king, the first of the pair played (rebelote implied).
    entries.extend(the_cards(Some("belote"), None));
    let v = verify_lines(&session("coinche", json!({}), &entries));
    assert_eq!(v["ok"], true, "{v}");
    let h = &v["hands"][0];
    assert_eq!(
        h["contract"],
        json!({"value": 90, "trump": "H", "multiplier": 4, "taker": "Luis", "coinche": "Marta", "surcoinche": "Pep"})
    );
    assert_eq!(h["result"], "made");
    assert!(h.get("capot").is_none(), "nobody took every trick: {h}");
    // Luis+Pep: 102 card points + the belote 20 = 122 ≥ 90: made; (90 + 122) × 4 = 848, the
    // defence nothing.
    assert_eq!(h["score"], two(0, 848));
    let theirs = items(h, "Luis+Pep");
    assert_eq!(
        theirs,
        [("contract", 90), ("cards", 92), ("last-trick", 10), ("belote", 20), ("coinche", 636)]
            .map(|(i, p)| (i.to_string(), p))
    );
    assert_eq!(sum(&theirs), 848);
    assert_eq!(h["tricks"].as_array().unwrap().len(), 8);
}

#[test]
fn the_first_card_led_closes_the_auction_at_the_bidders_closing_question() {
    // Three passes after Luis's 90; Ana, the eldest hand, leads instead of Luis's pass: the
    // contract stands at × 1. Made: 90 + 122 = 212; Ana+Marta their 60.
    let mut entries = vec![
        deal("Pep"),
        call("Ana", "pass"),
        bid("Luis", json!(90), "H"),
        call("Marta", "pass"),
        call("Pep", "pass"),
        call("Ana", "pass"),
    ];
    entries.extend(the_cards(Some("belote"), None));
    let v = verify_lines(&session("coinche", json!({}), &entries));
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["hands"][0]["contract"]["multiplier"], 1);
    assert_eq!(v["hands"][0]["score"], two(60, 212));
    // The belote not said (belote.declare: first): no belote; 102 ≥ 90 still: 90 + 102 = 192.
    let mut entries = vec![
        deal("Pep"),
        call("Ana", "pass"),
        bid("Luis", json!(90), "H"),
        call("Marta", "pass"),
        call("Pep", "pass"),
        call("Ana", "pass"),
    ];
    entries.extend(the_cards(None, None));
    let v = verify_lines(&session("coinche", json!({}), &entries));
    assert_eq!(v["hands"][0]["score"], two(60, 192));
}

#[test]
fn a_card_before_the_auction_may_close_is_refused() {
    // After Luis's bid and one pass the auction waits for Pep: a card is refused.
    let entries =
        vec![deal("Pep"), call("Ana", "pass"), bid("Luis", json!(90), "H"), call("Marta", "pass"), play("Ana", "AS")];
    let v = verify_lines(&session("coinche", json!({}), &entries));
    assert_eq!(v["errors"].as_array().unwrap().len(), 1, "{v}");
    assert_eq!(v["errors"][0]["line"], 6);
}

#[test]
fn contree_contre_in_turn_answers_in_play_order_and_both_words() {
    // Luis 90 hearts; Marta contres in turn; the answers from Marta's next player: Pep, then
    // Luis. × 2 on the deal's base: R = 100 (102 rounded), 100 + 20 ≥ 90, made:
    // (160 + 90) × 2 + the belote 20 = 520; the defence nothing.
    let auction = || {
        vec![
            deal("Pep"),
            call("Ana", "pass"),
            bid("Luis", json!(90), "H"),
            call("Marta", "coinche"),
            call("Pep", "pass"),
            call("Luis", "pass"),
        ]
    };
    let mut entries = auction();
    entries.extend(the_cards(Some("belote"), Some("rebelote")));
    let v = verify_lines(&session("contree", json!({}), &entries));
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(
        v["hands"][0]["contract"],
        json!({"value": 90, "trump": "H", "multiplier": 2, "taker": "Luis", "coinche": "Marta"})
    );
    assert_eq!(v["hands"][0]["score"], two(0, 520));
    // belote.declare: both — the rebelote unsaid, no belote: 500.
    let mut entries = auction();
    entries.extend(the_cards(Some("belote"), None));
    let v = verify_lines(&session("contree", json!({}), &entries));
    assert_eq!(v["hands"][0]["score"], two(0, 500));
    // Luis answers before Pep, out of the order: refused.
    let entries = vec![
        deal("Pep"),
        call("Ana", "pass"),
        bid("Luis", json!(90), "H"),
        call("Marta", "coinche"),
        call("Luis", "pass"),
    ];
    let v = verify_lines(&session("contree", json!({}), &entries));
    assert_eq!(v["errors"][0]["line"], 6, "{v}");
}

#[test]
fn four_passes_redeal_and_the_next_player_deals() {
    let entries = vec![
        deal("Pep"),
        call("Ana", "pass"),
        call("Luis", "pass"),
        call("Marta", "pass"),
        call("Pep", "pass"),
        deal("Ana"),
        bid("Luis", json!("capot"), "S"),
        call("Marta", "pass"),
        call("Pep", "pass"),
        call("Ana", "pass"),
        call("Luis", "pass"),
        json!({"type": "tally", "points": two(0, 162), "tricks": two(0, 8)}),
    ];
    // A partie of one hand: the deal everyone passed is not one.
    let v = verify_lines(&session("coinche", json!({"hands": 1}), &entries));
    assert_eq!(v["ok"], true, "{v}");
    let hands = v["hands"].as_array().unwrap();
    assert_eq!(hands[0]["outcome"], "redeal");
    assert!(hands[0].get("contract").is_none());
    assert_eq!(hands[0]["score"], two(0, 0));
    assert_eq!(hands[1]["dealer"], "Ana");
    // A capot bid made: 250 + 250.
    assert_eq!(hands[1]["contract"]["value"], "capot");
    assert_eq!(hands[1]["capot"], "Luis+Pep");
    assert_eq!(hands[1]["score"], two(0, 500));
    assert_eq!(v["winner"], "Luis+Pep");
}

#[test]
fn a_renounce_loses_the_contract_with_every_card_against_the_offenders() {
    // Ana 100 spades, made at the table (92 card points and Ana's belote); Pep's renounce agreed:
    // the contract made with the takers holding 162: 100 + 162 + 20 = 282, the defence nothing.
    let entries = vec![
        deal("Pep"),
        bid("Ana", json!(100), "S"),
        call("Luis", "pass"),
        call("Marta", "pass"),
        call("Pep", "pass"),
        json!({"type": "tally", "points": two(92, 70), "tricks": two(5, 3), "belote": "Ana", "renounce": "Pep"}),
    ];
    let v = verify_lines(&session("coinche", json!({}), &entries));
    let h = &v["hands"][0];
    assert_eq!(h["result"], "made");
    assert_eq!(h["score"], two(282, 0));
    assert!(items(h, "Ana+Marta").contains(&("renounce-penalty".to_string(), 162)), "{h}");
    // Ana's own renounce instead: failed, the defence 100 + 162; Ana+Marta keep their belote.
    let entries = vec![
        deal("Pep"),
        bid("Ana", json!(100), "S"),
        call("Luis", "pass"),
        call("Marta", "pass"),
        call("Pep", "pass"),
        json!({"type": "tally", "points": two(92, 70), "tricks": two(5, 3), "belote": "Ana", "renounce": "Ana"}),
    ];
    let v = verify_lines(&session("coinche", json!({}), &entries));
    assert_eq!(v["hands"][0]["result"], "failed");
    assert_eq!(v["hands"][0]["score"], two(20, 262));
}

#[test]
fn coinche_is_won_over_the_target_contree_at_it() {
    // Luis+Pep score 212 (the hand above, × 1): with target 212, coinche's game is not won
    // (exceed), contree's rule `target_reach: reach` wins it.
    let mut entries = vec![
        deal("Pep"),
        call("Ana", "pass"),
        bid("Luis", json!(90), "H"),
        call("Marta", "pass"),
        call("Pep", "pass"),
        call("Ana", "pass"),
        call("Luis", "pass"),
    ];
    entries.extend(the_cards(Some("belote"), None));
    let v = verify_lines(&session("coinche", json!({"target": 212}), &entries));
    assert_eq!(v["totals"], two(60, 212));
    assert_eq!(v["winner"], Value::Null);
    let v = verify_lines(&session("coinche", json!({"target": 212, "target_reach": "reach"}), &entries));
    assert_eq!(v["winner"], "Luis+Pep");
}

#[test]
fn a_bid_value_is_80_to_180_by_tens_or_capot() {
    for (value, ok) in
        [(json!(85), false), (json!(190), false), (json!(70), false), (json!("cent"), false), (json!(180), true)]
    {
        let entries = vec![deal("Pep"), bid("Ana", value.clone(), "S")];
        let v = verify_lines(&session("coinche", json!({}), &entries));
        assert_eq!(v["errors"].as_array().unwrap().is_empty(), ok, "{value}: {v}");
    }
    // A bid without its value, a value on a pass, no trump on a bid: refused.
    for entry in [
        json!({"type": "bid", "player": "Ana", "call": "bid", "trump": "S"}),
        json!({"type": "bid", "player": "Ana", "call": "pass", "value": 90}),
        json!({"type": "bid", "player": "Ana", "call": "bid", "value": 90}),
    ] {
        let v = verify_lines(&session("coinche", json!({}), &[deal("Pep"), entry.clone()]));
        assert_eq!(v["errors"].as_array().unwrap().len(), 1, "{entry}: {v}");
    }
    // Contree bids no all-trump and no higher than 160.
    let v = verify_lines(&session("contree", json!({}), &[deal("Pep"), bid("Ana", json!(170), "S")]));
    assert_eq!(v["errors"].as_array().unwrap().len(), 1, "{v}");
    let v = verify_lines(&session("contree", json!({}), &[deal("Pep"), bid("Ana", json!(100), "all")]));
    assert_eq!(v["errors"].as_array().unwrap().len(), 1, "{v}");
}

#[test]
fn simulated_coinche_and_contree_nights_verify_clean() {
    for ruleset in ["coinche", "contree"] {
        let dir = tempfile::tempdir().unwrap();
        let path = simulated(&[ruleset, "--deals", "300", "--seed", "9"], dir.path());
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(r#""call":"coinche""#), "{ruleset}: some coinche in 300 deals");
        let v = verify_json(&path);
        assert_eq!(v["ok"], true, "{ruleset}: {}", v["errors"]);
        assert_eq!(v["hands"].as_array().unwrap().len(), 300);
        let played: Vec<&Value> = v["hands"].as_array().unwrap().iter().filter(|h| h["outcome"] == "played").collect();
        assert!(!played.is_empty());
        for h in played {
            let c = &h["contract"];
            assert!(c["value"].is_number() || c["value"] == "capot", "{h}");
            assert!([1, 2, 4].contains(&c["multiplier"].as_i64().unwrap()), "{h}");
            assert!(h["result"] == "made" || h["result"] == "failed", "{h}");
            // The breakdown adds up to the score, side by side.
            for side in ["Ana+Marta", "Luis+Pep"] {
                assert_eq!(sum(&items(h, side)), h["score"][side].as_i64().unwrap(), "{h}");
            }
        }
    }
}

#[test]
fn simulated_nights_bid_capot_and_make_and_fail_it() {
    // The simulator's bot bids capot with a hand that may take every trick (five trumps with the
    // jack and the nine and two aces outside, or six with the jack and an ace): in simulated nights
    // of either ruleset some capots are bid, some made (all eight tricks) and some failed (a
    // few in 1000 deals; these seeds find both in 300).
    for (ruleset, seed) in [("coinche", "4"), ("contree", "3")] {
        let dir = tempfile::tempdir().unwrap();
        let path = simulated(&[ruleset, "--deals", "300", "--seed", seed], dir.path());
        let v = verify_json(&path);
        assert_eq!(v["ok"], true, "{ruleset}: {}", v["errors"]);
        let capots: Vec<&Value> =
            v["hands"].as_array().unwrap().iter().filter(|h| h["contract"]["value"] == "capot").collect();
        let made = capots.iter().filter(|h| h["result"] == "made").count();
        let failed = capots.iter().filter(|h| h["result"] == "failed").count();
        assert!(made > 0 && failed > 0, "{ruleset}: capots bid {}, made {made}, failed {failed}", capots.len());
        for h in capots {
            // Made: the takers took every trick; failed: they did not.
            let taker_side =
                if ["Ana", "Marta"].contains(&h["taker"].as_str().unwrap()) { "Ana+Marta" } else { "Luis+Pep" };
            assert_eq!(h["result"] == "made", h["capot"] == taker_side, "{h}");
        }
    }
}

#[test]
fn with_self_raise_never_the_bidders_pass_after_three_passes_changes_nothing() {
    // Contree: three passes after Ana's 80 end the auction. Her own pass is taken and changes
    // nothing; a raise is refused; the tally then scores the 80 (made at 80: R = 80, 80 + 80).
    let entries = vec![
        deal("Pep"),
        bid("Ana", json!(80), "S"),
        call("Luis", "pass"),
        call("Marta", "pass"),
        call("Pep", "pass"),
        call("Ana", "pass"),
        bid("Ana", json!(90), "H"),
        json!({"type": "tally", "points": two(80, 82), "tricks": two(4, 4)}),
    ];
    let v = verify_lines(&session("contree", json!({}), &entries));
    let errors = v["errors"].as_array().unwrap();
    assert_eq!(errors.len(), 1, "{v}");
    assert_eq!(errors[0]["line"], 8, "the raise is refused, the pass taken: {v}");
    assert_eq!(v["hands"][0]["score"], two(160, 80));
}

#[test]
fn the_summary_carries_the_contract_and_the_capot() {
    let lines = session(
        "coinche",
        json!({}),
        &[
            deal("Pep"),
            bid("Ana", json!("capot"), "H"),
            call("Luis", "coinche"),
            call("Marta", "pass"),
            call("Ana", "pass"),
            json!({"type": "tally", "points": two(162, 0), "tricks": two(8, 0)}),
        ],
    );
    let file = crate::support::journal::JournalFile::of(&lines);
    let out = crate::support::tapete().arg("summary").arg(file.path()).args(["--format", "json"]).status(0).run();
    let v: Value = serde_json::from_str(&out.stdout).unwrap();
    let h = &v["hands"][0];
    assert_eq!(
        h["contract"],
        json!({"value": "capot", "trump": "H", "multiplier": 2, "taker": "Ana", "coinche": "Luis"})
    );
    assert_eq!(h["capot"], "Ana+Marta");
    // A capot bid made, coinched: (250 + 250) × 2.
    assert_eq!(h["score"], two(1000, 0));
}
