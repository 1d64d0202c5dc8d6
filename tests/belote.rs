//! Belote scenarios as journals, with the scores worked out by hand from RULES.md. The deals give
//! each player whole suits, so every trick and every point can be followed on paper.

use serde_json::{json, Value};
use std::path::Path;
use tapete::journal::Journal;
use tapete::report::Verdict;
use tapete::session::Session;

fn replay(ruleset: &str, players: &[&str], teams: Option<Value>, options: Value, events: &[Value]) -> Verdict {
    let mut h = json!({"type": "session", "format": 1, "ruleset": ruleset, "options": options, "players": players});
    if let Some(t) = teams {
        h["teams"] = t;
    }
    let mut text = h.to_string() + "\n";
    for e in events {
        text.push_str(&(e.to_string() + "\n"));
    }
    Session::replay(&Journal::parse(&text, Path::new("t.jsonl")).unwrap()).unwrap().verdict()
}

fn play(p: &str, c: &str) -> Value {
    json!({"type": "play", "player": p, "card": c})
}

/// P1 holds all spades, P2 all hearts, P3 all diamonds, P4 all clubs; P4 deals, trump ♥.
/// P1 leads spades: P2 must ruff and wins; then P2 leads hearts and nobody can follow.
/// P2 wins all eight tricks.
fn hearts_sweep(taker_bids: Vec<Value>) -> Vec<Value> {
    let mut ev = vec![json!({"type": "deal", "dealer": "P4", "turned": "7H"})];
    ev.extend(taker_bids);
    let spades = ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S"];
    let hearts = ["JH", "9H", "AH", "10H", "KH", "QH", "8H", "7H"];
    let diamonds = ["AD", "10D", "KD", "QD", "JD", "9D", "8D", "7D"];
    let clubs = ["AC", "10C", "KC", "QC", "JC", "9C", "8C", "7C"];
    // trick 1: P1 leads, P2 ruffs with the jack
    ev.extend([play("P1", spades[0]), play("P2", hearts[0]), play("P3", diamonds[0]), play("P4", clubs[0])]);
    // tricks 2-8: P2 leads hearts, high to low; the others discard
    for i in 1..8 {
        ev.extend([play("P2", hearts[i]), play("P3", diamonds[i]), play("P4", clubs[i]), play("P1", spades[i])]);
    }
    ev
}

const P: [&str; 4] = ["P1", "P2", "P3", "P4"];

fn teams() -> Option<Value> {
    Some(json!([["P1", "P3"], ["P2", "P4"]]))
}

#[test]
fn classic_capot_by_the_takers_with_their_belote() {
    // P2 takes the turned 7♥ in the first round. All 8 tricks: 162 + 90 = 252, and P2 played
    // K♥ and Q♥: the belote adds 20 (it never blocks a capot and is never transferred).
    let ev = hearts_sweep(vec![
        json!({"type": "bid", "player": "P1", "call": "pass"}),
        json!({"type": "bid", "player": "P2", "call": "take"}),
    ]);
    let v = replay("belote-classic", &P, teams(), json!({}), &ev);
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    let h = &v.hands[0];
    assert_eq!(h.result.as_deref(), Some("capot"));
    assert_eq!(h.score["P2+P4"], 272);
    assert_eq!(h.score["P1+P3"], 0);
}

#[test]
fn classic_capot_by_the_defenders() {
    // The turned card is the 7♠ (P1's); everyone passes, then P1 takes in round 2 naming
    // hearts, a suit P1 does not hold, so P2 ruffs every lead.
    let mut ev = hearts_sweep(vec![]);
    ev[0] = json!({"type": "deal", "dealer": "P4", "turned": "7S"});
    let bids: Vec<Value> = ["P1", "P2", "P3", "P4"]
        .iter()
        .map(|p| json!({"type": "bid", "player": p, "call": "pass"}))
        .chain([json!({"type": "bid", "player": "P1", "call": "take", "trump": "H"})])
        .collect();
    ev.splice(1..1, bids);
    let v = replay("belote-classic", &P, teams(), json!({}), &ev);
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    let h = &v.hands[0];
    // defenders take every trick: 252 plus their own belote (P2's K♥ Q♥); the takers 0
    assert_eq!(h.result.as_deref(), Some("capot"));
    assert_eq!(h.taker.as_deref(), Some("P1"));
    assert_eq!(h.score["P2+P4"], 272);
    assert_eq!(h.score["P1+P3"], 0);
}

#[test]
fn classic_belote_must_be_said_when_the_option_says_so() {
    let ev = hearts_sweep(vec![
        json!({"type": "bid", "player": "P1", "call": "pass"}),
        json!({"type": "bid", "player": "P2", "call": "take"}),
    ]);
    let v = replay("belote-classic", &P, teams(), json!({"belote.must_declare": true}), &ev);
    assert_eq!(v.hands[0].score["P2+P4"], 252, "K♥ and Q♥ played without saying belote/rebelote: no 20");
}

#[test]
fn es_capote_in_pairs_and_the_belote_said_on_the_king() {
    // The same sweep in belote-es pairs: card points 162, capote +100 (RULES.md: the pair that
    // leaves the other capote +100); belote said on the king and rebelote on the queen: +20.
    let mut ev = hearts_sweep(vec![
        json!({"type": "bid", "player": "P1", "call": "pass"}),
        json!({"type": "bid", "player": "P2", "call": "take"}),
    ]);
    for e in ev.iter_mut() {
        if e["card"] == "KH" {
            e["say"] = json!("belote");
        }
        if e["card"] == "QH" {
            e["say"] = json!("rebelote");
        }
    }
    let v = replay("belote-es", &P, teams(), json!({}), &ev);
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].score["P2+P4"], 162 + 100 + 20);
    assert_eq!(v.hands[0].score["P1+P3"], 0);
}

#[test]
fn es_forfeited_belote_when_not_said() {
    let ev = hearts_sweep(vec![
        json!({"type": "bid", "player": "P1", "call": "pass"}),
        json!({"type": "bid", "player": "P2", "call": "take"}),
    ]);
    let v = replay("belote-es", &P, teams(), json!({}), &ev);
    assert_eq!(v.hands[0].score["P2+P4"], 262, "no belote said: 162 + 100 only");
}

#[test]
fn es_capote_four_individual_players_share_100() {
    // RULES.md example 9: four individual players, only P2 takes tricks: P2 alone gets the 100
    // (the others took none); card points 162.
    let ev = hearts_sweep(vec![
        json!({"type": "bid", "player": "P1", "call": "pass"}),
        json!({"type": "bid", "player": "P2", "call": "take"}),
    ]);
    let v = replay("belote-es", &P, None, json!({}), &ev);
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].score["P2"], 262);
    assert_eq!(v.hands[0].score["P1"], 0);
}

#[test]
fn es_late_announcement_is_void() {
    let mut ev = hearts_sweep(vec![
        json!({"type": "bid", "player": "P1", "call": "pass"}),
        json!({"type": "bid", "player": "P2", "call": "take"}),
    ]);
    // P3 announces after playing the first trick: announce-late
    let at = ev.iter().position(|e| e["card"] == "AD").unwrap() + 1;
    ev.insert(at, json!({"type": "announce", "player": "P3", "melds": ["run8"]}));
    let v = replay("belote-es", &P, teams(), json!({}), &ev);
    assert_eq!(v.infractions.len(), 1);
    assert_eq!(v.infractions[0].rule, "announce-late");
    assert_eq!(v.infractions[0].trick, None);
    assert_eq!(v.hands[0].score["P1+P3"], 0, "the void announcement scores nothing");
}

#[test]
fn es_announcement_shown_wrong_is_a_show_mismatch() {
    let mut ev = hearts_sweep(vec![
        json!({"type": "bid", "player": "P1", "call": "pass"}),
        json!({"type": "bid", "player": "P2", "call": "take"}),
    ]);
    // P1 announces a quinta before leading and shows four spades after trick 1
    ev.insert(3, json!({"type": "announce", "player": "P1", "melds": ["run5"]}));
    let after_trick_1 = ev.iter().position(|e| e["card"] == "AC").unwrap() + 1;
    ev.insert(after_trick_1, json!({"type": "show", "player": "P1", "cards": ["AS", "KS", "QS", "JS"]}));
    let v = replay("belote-es", &P, teams(), json!({}), &ev);
    let rules: Vec<&str> = v.infractions.iter().map(|i| i.rule.as_str()).collect();
    assert_eq!(rules, vec!["show-mismatch"]);
}

#[test]
fn es_run_shown_scores_for_its_side() {
    let mut ev = hearts_sweep(vec![
        json!({"type": "bid", "player": "P1", "call": "pass"}),
        json!({"type": "bid", "player": "P2", "call": "take"}),
    ]);
    // P1 holds all eight spades: a run of 8, a quinta and a tercia, 120 (RULES.md example 4)
    ev.insert(3, json!({"type": "announce", "player": "P1", "melds": ["run8"]}));
    let after_trick_1 = ev.iter().position(|e| e["card"] == "AC").unwrap() + 1;
    ev.insert(
        after_trick_1,
        json!({"type": "show", "player": "P1", "cards": ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S"]}),
    );
    let v = replay("belote-es", &P, teams(), json!({}), &ev);
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].score["P1+P3"], 120);
    assert_eq!(v.hands[0].score["P2+P4"], 262);
}
