//! Belote scenarios as journals, with the scores worked out by hand from RULES.md. The deals give
//! each player whole suits, so every trick and every point can be followed on paper.

use crate::support::deals::{p2_takes, three_player_deal, whole_suits, HEARTS};
use crate::support::journal::{bid, play};
use crate::support::TestJournal;
use serde_json::{json, Value};

const P: [&str; 4] = ["P1", "P2", "P3", "P4"];

/// P1 and P3 against P2 and P4.
fn pairs() -> Value {
    json!([["P1", "P3"], ["P2", "P4"]])
}

#[test]
fn classic_capot_by_the_takers_with_their_belote() {
    // P2 takes the turned 7♥ in the first round. All 8 tricks: 162 + 90 = 252, and P2 played
    // K♥ and Q♥: the belote adds 20 (it never blocks a capot and is never transferred).
    let ev = p2_takes(HEARTS);
    let v = TestJournal::new("belote-classic", &P).teams(pairs()).entries(&ev).verdict();
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
    let mut ev = whole_suits(&[], HEARTS);
    ev[0] = json!({"type": "deal", "dealer": "P4", "turned": "7S"});
    let bids: Vec<Value> = ["P1", "P2", "P3", "P4"]
        .iter()
        .map(|p| json!({"type": "bid", "player": p, "call": "pass"}))
        .chain([json!({"type": "bid", "player": "P1", "call": "take", "trump": "H"})])
        .collect();
    ev.splice(1..1, bids);
    let v = TestJournal::new("belote-classic", &P).teams(pairs()).entries(&ev).verdict();
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
    let ev = p2_takes(HEARTS);
    let v = TestJournal::new("belote-classic", &P)
        .teams(pairs())
        .options(json!({"belote.must_declare": true}))
        .entries(&ev)
        .verdict();
    assert_eq!(v.hands[0].score["P2+P4"], 252, "K♥ and Q♥ played without saying belote/rebelote: no 20");
}

#[test]
fn es_capote_in_pairs_and_the_belote_said_on_the_king() {
    // The same sweep in belote-es pairs: card points 162, capote +100 (RULES.md: the pair that
    // leaves the other capote +100); belote said on the king and rebelote on the queen: +20.
    let mut ev = p2_takes(HEARTS);
    for e in ev.iter_mut() {
        if e["card"] == "KH" {
            e["say"] = json!("belote");
        }
        if e["card"] == "QH" {
            e["say"] = json!("rebelote");
        }
    }
    let v = TestJournal::new("belote-es", &P).teams(pairs()).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].score["P2+P4"], 162 + 100 + 20);
    assert_eq!(v.hands[0].score["P1+P3"], 0);
}

#[test]
fn es_forfeited_belote_when_not_said() {
    let ev = p2_takes(HEARTS);
    let v = TestJournal::new("belote-es", &P).teams(pairs()).entries(&ev).verdict();
    assert_eq!(v.hands[0].score["P2+P4"], 262, "no belote said: 162 + 100 only");
}

#[test]
fn es_capote_four_individual_players_share_100() {
    // RULES.md example 9: four individual players, only P2 takes tricks: P2 alone gets the 100
    // (the others took none); card points 162.
    let ev = p2_takes(HEARTS);
    let v = TestJournal::new("belote-es", &P).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].score["P2"], 262);
    assert_eq!(v.hands[0].score["P1"], 0);
}

#[test]
fn es_late_announcement_is_void() {
    let mut ev = p2_takes(HEARTS);
    // P3 announces after playing the first trick: announce-late
    let at = ev.iter().position(|e| e["card"] == "AD").unwrap() + 1;
    ev.insert(at, json!({"type": "announce", "player": "P3", "melds": ["run8"]}));
    let v = TestJournal::new("belote-es", &P).teams(pairs()).entries(&ev).verdict();
    assert_eq!(v.infractions.len(), 1);
    assert_eq!(v.infractions[0].rule, "announce-late");
    assert_eq!(v.infractions[0].trick, None);
    assert_eq!(v.hands[0].score["P1+P3"], 0, "the void announcement scores nothing");
}

#[test]
fn es_announcement_shown_wrong_is_a_show_mismatch() {
    let mut ev = p2_takes(HEARTS);
    // P1 announces a quinta before leading and shows four spades after trick 1
    ev.insert(3, json!({"type": "announce", "player": "P1", "melds": ["run5"]}));
    let after_trick_1 = ev.iter().position(|e| e["card"] == "AC").unwrap() + 1;
    ev.insert(after_trick_1, json!({"type": "show", "player": "P1", "cards": ["AS", "KS", "QS", "JS"]}));
    let v = TestJournal::new("belote-es", &P).teams(pairs()).entries(&ev).verdict();
    let rules: Vec<&str> = v.infractions.iter().map(|i| i.rule.as_str()).collect();
    assert_eq!(rules, vec!["show-mismatch"]);
}

#[test]
fn es_run_shown_scores_for_its_side() {
    let mut ev = p2_takes(HEARTS);
    // P1 holds all eight spades: a run of 8, a quinta and a tercia, 120 (RULES.md example 4)
    ev.insert(3, json!({"type": "announce", "player": "P1", "melds": ["run8"]}));
    let after_trick_1 = ev.iter().position(|e| e["card"] == "AC").unwrap() + 1;
    ev.insert(
        after_trick_1,
        json!({"type": "show", "player": "P1", "cards": ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S"]}),
    );
    let v = TestJournal::new("belote-es", &P).teams(pairs()).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].score["P1+P3"], 120);
    assert_eq!(v.hands[0].score["P2+P4"], 262);
}

/// Rename every player Pi to P(i+k): the same deal one seat further round the table.
fn rotate(events: Vec<Value>, k: usize) -> Vec<Value> {
    let map = |name: &str| -> String {
        let i: usize = name[1..].parse().unwrap();
        format!("P{}", (i - 1 + k) % 4 + 1)
    };
    events
        .into_iter()
        .map(|mut e| {
            for key in ["player", "dealer"] {
                if let Some(p) = e.get(key).and_then(|p| p.as_str()).map(|p| p.to_string()) {
                    e[key] = json!(map(&p));
                }
            }
            e
        })
        .collect()
}

/// A litige deal (RULES.md belote-classic example 3): trump ♥, P4 deals, P1 takes the turned 9♥.
/// Every trick is four cards of one suit:
///   1 A♠ 10♠ K♠ Q♠ (P1, 28)   2 9♠ J♠ 8♠ 7♠ (P2, 2)   3 A♣ Q♣ K♣ 10♣ (P2, 28)
///   4 K♥ A♥ J♥ 9♥ (P4, 49)    5 J♦ 9♦ 8♦ 7♦ (P4, 2)   6 7♥ 10♥ 8♥ Q♥ (P1, 13)
///   7 Q♦ K♦ A♦ 10♦ (P3, 28)   8 J♣ 7♣ 9♣ 8♣ (P3, 2 + 10)
/// Takers P1+P3: 28 + 13 + 28 + 12 = 81; defenders P2+P4: 2 + 28 + 49 + 2 = 81.
fn litige_deal() -> Vec<Value> {
    let mut ev = vec![
        json!({"type": "deal", "dealer": "P4", "turned": "9H"}),
        json!({"type": "bid", "player": "P1", "call": "take"}),
    ];
    for (p, c) in [
        ("P1", "AS"),
        ("P2", "10S"),
        ("P3", "KS"),
        ("P4", "QS"),
        ("P1", "9S"),
        ("P2", "JS"),
        ("P3", "8S"),
        ("P4", "7S"),
        ("P2", "AC"),
        ("P3", "QC"),
        ("P4", "KC"),
        ("P1", "10C"),
        ("P2", "KH"),
        ("P3", "AH"),
        ("P4", "JH"),
        ("P1", "9H"),
        ("P4", "JD"),
        ("P1", "9D"),
        ("P2", "8D"),
        ("P3", "7D"),
        ("P4", "7H"),
        ("P1", "10H"),
        ("P2", "8H"),
        ("P3", "QH"),
        ("P1", "QD"),
        ("P2", "KD"),
        ("P3", "AD"),
        ("P4", "10D"),
        ("P3", "JC"),
        ("P4", "7C"),
        ("P1", "9C"),
        ("P2", "8C"),
    ] {
        ev.push(play(p, c));
    }
    ev
}

#[test]
fn classic_litige_then_the_next_hand_takes_the_held_points() {
    let mut ev = litige_deal();
    // hand 2, one seat on: P1 deals, P2 (eldest) takes hearts and sweeps with K♥ Q♥
    ev.extend(rotate(p2_takes(HEARTS), 1));
    let v = TestJournal::new("belote-classic", &P).teams(pairs()).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].result.as_deref(), Some("litige"));
    assert_eq!((v.hands[0].score["P1+P3"], v.hands[0].score["P2+P4"]), (0, 81), "defenders score now, 81 held");
    // rotated sweep: P3 holds the hearts and takes; capot 252 + belote 20 + the 81 held
    assert_eq!(v.hands[1].taker.as_deref(), Some("P3"));
    assert_eq!((v.hands[1].score["P1+P3"], v.hands[1].score["P2+P4"]), (353, 0));
    assert_eq!((v.totals["P1+P3"], v.totals["P2+P4"]), (353, 81));
}

#[test]
fn classic_two_litiges_add_up_and_go_to_the_next_winner() {
    let mut ev = litige_deal();
    ev.extend(rotate(litige_deal(), 1)); // P1 deals, P2 takes: a litige again, roles swapped
    ev.extend(rotate(p2_takes(HEARTS), 2));
    let v = TestJournal::new("belote-classic", &P).teams(pairs()).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[1].result.as_deref(), Some("litige"));
    assert_eq!((v.hands[1].score["P1+P3"], v.hands[1].score["P2+P4"]), (81, 0));
    // hand 3: P4 holds the hearts: capot 252 + belote 20 + 81 + 81 held
    assert_eq!((v.hands[2].score["P1+P3"], v.hands[2].score["P2+P4"]), (0, 434));
    assert_eq!((v.totals["P1+P3"], v.totals["P2+P4"]), (81, 515));
}

/// Whole-suit hands (P1 spades, P2 hearts, P3 diamonds, P4 clubs); nobody takes in rounds 1 and
/// 2 and P1 takes `trump` in the third round. P1 leads its spades from the top and, since nobody
/// can follow and nothing ruffs in all-trump or no-trump, wins all eight tricks.
fn third_round(trump: &str) -> Vec<Value> {
    let mut ev = vec![json!({"type": "deal", "dealer": "P4", "turned": "7S"})];
    for _ in 0..2 {
        for p in P {
            ev.push(json!({"type": "bid", "player": p, "call": "pass"}));
        }
    }
    ev.push(json!({"type": "bid", "player": "P1", "call": "take", "trump": trump}));
    let suit = |s: &str| -> Vec<String> {
        ["J", "9", "A", "10", "K", "Q", "8", "7"].iter().map(|r| format!("{r}{s}")).collect()
    };
    let (s, h, d, c) = (suit("S"), suit("H"), suit("D"), suit("C"));
    for i in 0..8 {
        ev.extend([play("P1", &s[i]), play("P2", &h[i]), play("P3", &d[i]), play("P4", &c[i])]);
    }
    ev
}

#[test]
fn classic_all_trump_capot_with_a_belote_in_every_suit() {
    let v = TestJournal::new("belote-classic", &P)
        .teams(pairs())
        .options(json!({"all_no_trump": true}))
        .entries(&third_round("all"))
        .verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    let h = &v.hands[0];
    assert_eq!(h.trump.as_deref(), Some("all"));
    // all-trump: every suit's K and Q are a belote (four here, two per team);
    // P1+P3 take all 8 tricks: 152 + 10 + 90 = 252, plus two belotes; P2+P4 keep their two
    assert_eq!(h.result.as_deref(), Some("capot"));
    assert_eq!(h.score["P1+P3"], 252 + 40);
    assert_eq!(h.score["P2+P4"], 40);
}

#[test]
fn classic_no_trump_has_no_belote() {
    let v = TestJournal::new("belote-classic", &P)
        .teams(pairs())
        .options(json!({"all_no_trump": true}))
        .entries(&third_round("none"))
        .verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].score["P1+P3"], 252);
    assert_eq!(v.hands[0].score["P2+P4"], 0);
}

#[test]
fn classic_third_round_needs_the_option() {
    let v = TestJournal::new("belote-classic", &P).teams(pairs()).entries(&third_round("all")).verdict();
    // without all_no_trump, two rounds of passes are a redeal and the next dealer is P1
    assert_eq!(v.hands[0].outcome, "redeal");
    assert!(!v.errors.is_empty());
}

#[test]
fn es_three_players_only_one_capote_the_others_get_50_each() {
    // P2 takes hearts in the second round and says belote and rebelote with K♥ and Q♥.
    let mut ev = three_player_deal("P2");
    for e in ev.iter_mut() {
        match e["card"].as_str() {
            Some("KH") => e["say"] = json!("belote"),
            Some("QH") => e["say"] = json!("rebelote"),
            _ => {}
        }
    }
    let v = TestJournal::new("belote-es", &["P1", "P2", "P3"]).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    // P2: 11 + hearts 62 + diamonds 19 + spades 30 + 10 last = 132, +50 capote, +20 belote;
    // P3: one trick of no points, +50; P1 took no trick
    assert_eq!((v.hands[0].score["P1"], v.hands[0].score["P2"], v.hands[0].score["P3"]), (0, 202, 50));
}

/// The cards of [`three_player_deal`], and P1 takes the turned 10♣ at once.
fn swap_seven_deal() -> Vec<Value> {
    vec![
        json!({"type": "deal", "dealer": "P3", "turned": "10C"}),
        bid("P1", "take"),
        json!({"type": "swap-seven", "player": "P1"}), // P1 gives 7♣ for the turned 10♣
    ]
}

#[test]
fn es_the_seven_swap_puts_the_turned_card_in_play() {
    let mut ev = swap_seven_deal();
    ev.extend([play("P1", "AS"), play("P2", "8C"), play("P3", "9C")]); // both ruff; 9♣ wins: 25
    ev.extend([play("P3", "AD"), play("P1", "10C"), play("P2", "7H")]); // P1 ruffs with the 10♣: 21
    let hearts = ["JH", "9H", "AH", "10H", "KH", "QH", "8H"];
    let diamonds = ["10D", "KD", "QD", "JD", "9D", "8D", "7D"];
    let spades = ["10S", "KS", "QS", "JS", "9S", "8S", "7S"];
    for i in 0..7 {
        ev.extend([play("P1", spades[i]), play("P2", hearts[i]), play("P3", diamonds[i])]);
    }
    let v = TestJournal::new("belote-es", &["P1", "P2", "P3"]).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    // P1: 21 + spades 19 + hearts (plain) 30 + diamonds 19 + 10 last = 99, +50; P3 25 + 50; P2 capote
    assert_eq!((v.hands[0].score["P1"], v.hands[0].score["P2"], v.hands[0].score["P3"]), (149, 0, 75));
}

#[test]
fn es_the_swapped_seven_is_out_of_play_and_the_swap_has_its_moment() {
    let mut ev = swap_seven_deal();
    ev.push(play("P1", "7C"));
    let v = TestJournal::new("belote-es", &["P1", "P2", "P3"]).entries(&ev).verdict();
    assert!(v.errors[0].message.contains("out of play"), "{:?}", v.errors);
    // no swap with four players, nor after the first card, nor when trump is not the turned suit
    let mut late = swap_seven_deal();
    late.remove(2);
    late.push(play("P1", "AS"));
    late.push(json!({"type": "swap-seven", "player": "P1"}));
    assert!(TestJournal::new("belote-es", &["P1", "P2", "P3"]).entries(&late).verdict().errors[0]
        .message
        .contains("before the first card"));
}

/// The litige deal with some cards moved: each (trick, player, card) replaces that player's card
/// in that trick; `order` gives a new play order for a trick when its leader changes.
fn litige_variant(changes: &[(usize, &str, &str)], order: Option<(usize, [&str; 4])>) -> Vec<Value> {
    let mut ev = litige_deal();
    for (trick, player, card) in changes {
        let i = 2
            + (trick - 1) * 4
            + ev[2 + (trick - 1) * 4..2 + trick * 4].iter().position(|e| e["player"] == *player).unwrap();
        ev[i]["card"] = json!(card);
    }
    if let Some((trick, players)) = order {
        let base = 2 + (trick - 1) * 4;
        let old: Vec<Value> = ev[base..base + 4].to_vec();
        for (k, p) in players.iter().enumerate() {
            ev[base + k] = old.iter().find(|e| e["player"] == *p).unwrap().clone();
        }
    }
    ev
}

#[test]
fn classic_the_belote_counts_toward_the_contract() {
    // P3 (a taker) holds K♥ and Q♥ instead of A♥: trick 4 is A♥ K♥ J♥ 9♥, still 49 to P4.
    // Card points stay 81 / 81; the takers' belote makes it 101 against 81: made.
    let ev = litige_variant(&[(4, "P2", "AH"), (4, "P3", "KH")], None);
    let v = TestJournal::new("belote-classic", &P).teams(pairs()).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].result.as_deref(), Some("made"));
    assert_eq!((v.hands[0].score["P1+P3"], v.hands[0].score["P2+P4"]), (101, 81));
}

#[test]
fn classic_the_defenders_belote_breaks_the_tie_against_the_takers() {
    // P2 (a defender) holds K♥ and Q♥: 81 against 101: failed; defenders 162 + 20
    let ev = litige_variant(&[(6, "P2", "QH"), (6, "P3", "8H")], None);
    let v = TestJournal::new("belote-classic", &P).teams(pairs()).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].result.as_deref(), Some("failed"));
    assert_eq!((v.hands[0].score["P1+P3"], v.hands[0].score["P2+P4"]), (0, 182));
}

#[test]
fn classic_a_failed_contract_keeps_the_takers_belote() {
    // Takers' belote as above, and P4 holds A♦ (P3 the 10♦): trick 7 goes to P4 (28), who leads
    // trick 8 with 7♣; P3's J♣ still takes it. Takers 28 + 13 + 12 = 53 (+20 = 73) against 109:
    // failed, the takers keep their belote (20), the defenders score 162.
    let ev = litige_variant(
        &[(4, "P2", "AH"), (4, "P3", "KH"), (7, "P3", "10D"), (7, "P4", "AD")],
        Some((8, ["P4", "P1", "P2", "P3"])),
    );
    let v = TestJournal::new("belote-classic", &P).teams(pairs()).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].result.as_deref(), Some("failed"));
    assert_eq!((v.hands[0].score["P1+P3"], v.hands[0].score["P2+P4"]), (20, 162));
}

#[test]
fn classic_game_ends_at_the_target_higher_total_wins() {
    // target 300: after the litige (0/81) and the sweep with the held points (353/0), P1+P3
    // reach 353 and win
    let mut ev = litige_deal();
    ev.extend(rotate(p2_takes(HEARTS), 1));
    let v =
        TestJournal::new("belote-classic", &P).teams(pairs()).options(json!({"target": 300})).entries(&ev).verdict();
    assert_eq!(v.winner.as_deref(), Some("P1+P3"));
    let mut more = ev.clone();
    more.push(json!({"type": "deal", "dealer": "P2", "turned": "7H"}));
    assert!(TestJournal::new("belote-classic", &P)
        .teams(pairs())
        .options(json!({"target": 300}))
        .entries(&more)
        .verdict()
        .errors[0]
        .message
        .contains("game is over"));
}

#[test]
fn es_contract_option_a_taker_who_does_not_beat_each_opponent_scores_nothing() {
    // The 3-player deal above without the belote said: P2 132 + 50, P3 0 + 50, P1 0.
    let made = TestJournal::new("belote-es", &["P1", "P2", "P3"])
        .options(json!({"contract": "beat-each-opponent"}))
        .entries(&three_player_deal("P2"))
        .verdict();
    assert!(made.ok, "{:?}", made.errors);
    assert_eq!(made.hands[0].result.as_deref(), Some("made"));
    assert_eq!(made.hands[0].score["P2"], 182);
    // P3 takes hearts in the second round instead: 50 against 182, failed: P3 scores 0
    let failed = TestJournal::new("belote-es", &["P1", "P2", "P3"])
        .options(json!({"contract": "beat-each-opponent"}))
        .entries(&three_player_deal("P3"))
        .verdict();
    assert!(failed.errors.is_empty(), "{:?}", failed.errors);
    assert_eq!(failed.hands[0].result.as_deref(), Some("failed"));
    assert_eq!((failed.hands[0].score["P1"], failed.hands[0].score["P2"], failed.hands[0].score["P3"]), (0, 182, 0));
    // without the option every player keeps what they made, and no result is reported
    let plain = TestJournal::new("belote-es", &["P1", "P2", "P3"]).entries(&three_player_deal("P3")).verdict();
    assert_eq!(plain.hands[0].score["P3"], 50);
    assert_eq!(plain.hands[0].result, None);
}

#[test]
fn score_after_a_litige_says_how_many_points_are_held() {
    // The litige deal typed at the table, then `score`: the defenders' 81 are scored, the
    // takers' 81 held for the winner of the next hand; nothing is in play until the next deal.
    let mut input: Vec<String> = vec!["deal P4 9H".into(), "P1 take".into()];
    for e in litige_deal().iter().skip(2) {
        input.push(format!("{} {}", e["player"].as_str().unwrap(), e["card"].as_str().unwrap()));
    }
    input.extend(["score".into(), "quit".into()]);
    let home = tempfile::tempdir().unwrap();
    let out = crate::support::tapete()
        .args(["new", "belote-classic", "--players", "P1,P2,P3,P4", "--teams", "P1+P3,P2+P4"])
        .home(home.path())
        .stdin(input.join("\n") + "\n")
        .run();
    let said = out.stderr;
    assert!(said.contains("• Trick 8/8 to P3: 12 points · P1+P3 81, P2+P4 81."), "{said}");
    assert!(said.contains("Litige: 81 points held for the winner of the next hand."), "{said}");
    assert!(said.contains("Target 1000: P1+P3 1000 to go, P2+P4 919 to go."), "{said}");
    assert!(!said.contains("so far"), "{said}");
}

/// `verify --json` and `summary --format json` of a journal: each hand's breakdown adds up, side
/// by side, to its score, and the summary gives every hand the verdict's score.
#[track_caller]
fn verify_and_summary_agree(j: &TestJournal) -> Value {
    let file = j.file();
    let v = file.verify();
    let s = crate::support::tapete().arg("summary").arg(file.path()).args(["--format", "json"]).run().json();
    let hands = v["hands"].as_array().unwrap();
    assert_eq!(hands.len(), s["hands"].as_array().unwrap().len(), "{s}");
    for (h, row) in hands.iter().zip(s["hands"].as_array().unwrap()) {
        for (side, score) in h["score"].as_object().unwrap() {
            let sum: i64 = h["breakdown"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|l| l["side"] == side.as_str())
                .map(|l| l["points"].as_i64().unwrap())
                .sum();
            assert_eq!(Some(sum), score.as_i64(), "hand {} {side}: the breakdown adds up: {h}", h["number"]);
        }
        assert_eq!(h["score"], row["score"], "hand {}: summary and verify", h["number"]);
    }
    v
}

/// [`classic_capot_by_the_defenders`]'s deal, but P3 (a taker, P1's partner) holds 8♠ for the
/// 7♦, which P1 holds instead: P1 leads A♠ and P3 discards A♦ (a follow-suit renounce, proved
/// when P3 plays the 8♠ in the last trick). P2 still takes every trick.
fn classic_defenders_capot_with_a_takers_renounce() -> Vec<Value> {
    let mut ev = vec![json!({"type": "deal", "dealer": "P4", "turned": "7S"})];
    ev.extend(["P1", "P2", "P3", "P4"].map(|p| bid(p, "pass")));
    ev.push(json!({"type": "bid", "player": "P1", "call": "take", "trump": "H"}));
    ev.extend([play("P1", "AS"), play("P2", "JH"), play("P3", "AD"), play("P4", "AC")]);
    let spades = ["10S", "KS", "QS", "JS", "9S", "7D", "7S"];
    let diamonds = ["10D", "KD", "QD", "JD", "9D", "8D", "8S"];
    let clubs = ["10C", "KC", "QC", "JC", "9C", "8C", "7C"];
    for i in 0..7 {
        ev.extend([play("P2", HEARTS[i]), play("P3", diamonds[i]), play("P4", clubs[i]), play("P1", spades[i])]);
    }
    ev
}

#[test]
fn classic_a_renounce_never_takes_the_victims_capot() {
    // RULES.md "Broken play obligations", decision 2026-11-28 (#35): under hand-lost each victim
    // side scores the larger of the penalty and what play gave it; a capot taken by the victims
    // stays 252. P2+P4 take all 8 tricks: 162 + 90 = 252, and P2 played K♥ and Q♥: belote 20,
    // 272 in all, where the penalty would give them 162 + 20 = 182. The takers P1+P3 renounced:
    // 0 (no belote of their own).
    let ev = classic_defenders_capot_with_a_takers_renounce();
    let j = TestJournal::new("belote-classic", &P).teams(pairs()).entries(&ev);
    let v = verify_and_summary_agree(&j);
    assert_eq!(v["infractions"].as_array().unwrap().len(), 1, "{v}");
    assert_eq!(
        (v["infractions"][0]["player"].as_str(), v["infractions"][0]["rule"].as_str()),
        (Some("P3"), Some("follow-suit"))
    );
    let h = &v["hands"][0];
    assert_eq!(h["score"], json!({"P1+P3": 0, "P2+P4": 272}), "{h}");
    assert_eq!(h["result"], "capot");
    let items: Vec<(&str, i64)> = h["breakdown"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["side"] == "P2+P4")
        .map(|l| (l["item"].as_str().unwrap(), l["points"].as_i64().unwrap()))
        .collect();
    assert_eq!(items, vec![("cards", 152), ("last-trick", 10), ("capot", 90), ("belote", 20)]);
    // Without the belote (it must be said, and was not): 252 against a penalty of 162.
    let j = TestJournal::new("belote-classic", &P)
        .teams(pairs())
        .options(json!({"belote.must_declare": true}))
        .entries(&ev);
    let v = verify_and_summary_agree(&j);
    assert_eq!(v["hands"][0]["score"], json!({"P1+P3": 0, "P2+P4": 252}));
    assert_eq!(v["totals"], json!({"P1+P3": 0, "P2+P4": 252}));
}
