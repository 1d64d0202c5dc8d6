//! `tally` (docs/journal.md): a hand's outcome entered after the bids instead of its cards,
//! scored as a played hand. Every expected number is worked out here from RULES.md.
//!
//! belote-classic (contract scoring, RULES.md "Hand score" and the contract): card points + the
//! last trick + belote; the takers make their contract with more than the defenders (belote
//! counted), fail with less (the defenders take all 162), and a tie is a litige (the defenders
//! score theirs, the takers' points are held for the next hand's winner). A side that takes all
//! 8 tricks scores 252 (162 + 90), the other 0 (plus its own belote).

use crate::support::deals::tallied_two;
use crate::support::journal::{announce, bid, deal, play, show};
use crate::support::{tapete, verify_json, verify_lines, JournalFile, TestJournal};
use serde_json::{json, Value};
use std::path::Path;

/// belote-classic, target 5000, Ana+Marta against Luis+Pep: the header, then `entries`.
fn classic(entries: &[Value]) -> Vec<Value> {
    TestJournal::new("belote-classic", &["Ana", "Luis", "Marta", "Pep"])
        .options(json!({"target": 5000}))
        .teams(json!([["Ana", "Marta"], ["Luis", "Pep"]]))
        .entries(entries)
        .lines()
}

/// Pep deals 7H, Ana takes hearts in the first round, then the tally.
fn ana_takes(tally: Value) -> Vec<Value> {
    classic(&[deal("Pep", "7H"), bid("Ana", "take"), tally])
}

fn two(a: i64, b: i64) -> Value {
    json!({"Ana+Marta": a, "Luis+Pep": b})
}

#[test]
fn a_litige_holds_the_takers_points_for_the_next_hands_winner() {
    // 81 against 81: litige. Luis+Pep score their 81; Ana+Marta's 81 are held. Next hand Luis
    // takes and makes 100 against 62: Luis+Pep score 100 and, alone on top, the 81 held.
    let mut lines = ana_takes(json!({"type": "tally", "points": two(81, 81), "tricks": two(4, 4)}));
    lines.extend([
        json!({"type": "deal", "dealer": "Ana", "turned": "7S"}),
        json!({"type": "bid", "player": "Luis", "call": "take"}),
        json!({"type": "tally", "points": two(62, 100), "tricks": two(2, 6)}),
    ]);
    let v = verify_lines(&lines);
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["hands"][0]["result"], "litige");
    assert_eq!(v["hands"][0]["score"], two(0, 81));
    assert_eq!(v["hands"][0]["tallied"], true);
    assert!(v["hands"][0].get("tricks").is_none(), "a tallied hand has no tricks: {v}");
    assert_eq!(v["hands"][1]["result"], "made");
    assert_eq!(v["hands"][1]["score"], two(62, 181));
    assert_eq!(v["totals"], two(62, 262));
}

#[test]
fn a_failed_contract_gives_the_defenders_every_card_point() {
    // 70 against 92: failed; Luis+Pep take all 162.
    let v = verify_lines(&ana_takes(json!({"type": "tally", "points": two(70, 92), "tricks": two(3, 5)})));
    assert_eq!(v["hands"][0]["result"], "failed");
    assert_eq!(v["totals"], two(0, 162));
}

#[test]
fn a_capot_by_either_side_scores_252() {
    let v = verify_lines(&ana_takes(json!({"type": "tally", "points": two(162, 0), "tricks": two(8, 0)})));
    assert_eq!(v["hands"][0]["result"], "capot");
    assert_eq!(v["totals"], two(252, 0));
    // The defenders take every trick: 252 to them, and Ana+Marta keep only their belote (20).
    let v = verify_lines(&ana_takes(
        json!({"type": "tally", "points": two(0, 162), "tricks": two(0, 8), "belote": "Marta"}),
    ));
    assert_eq!(v["hands"][0]["result"], "capot");
    assert_eq!(v["totals"], two(20, 252));
}

#[test]
fn belote_counts_toward_the_contract() {
    // 76 + 20 = 96 beats 86: made (without the belote 76 < 86 would fail).
    let v =
        verify_lines(&ana_takes(json!({"type": "tally", "points": two(76, 86), "tricks": two(4, 4), "belote": "Ana"})));
    assert_eq!(v["hands"][0]["result"], "made");
    assert_eq!(v["totals"], two(96, 86));
    let v = verify_lines(&ana_takes(json!({"type": "tally", "points": two(76, 86), "tricks": two(4, 4)})));
    assert_eq!(v["hands"][0]["result"], "failed");
    assert_eq!(v["totals"], two(0, 162));
}

#[test]
fn an_agreed_renounce_costs_the_hand_under_hand_lost() {
    // renounce_penalty hand-lost (the default): the offenders score only their belote, the
    // others 162 + their belote. Marta renounced, Ana+Marta were the takers: failed.
    let v = verify_lines(&ana_takes(
        json!({"type": "tally", "points": two(100, 62), "tricks": two(5, 3), "renounce": "Marta"}),
    ));
    assert_eq!(v["totals"], two(0, 162));
    assert_eq!(v["hands"][0]["result"], "failed");
    assert_eq!(v["ok"], false);
    assert_eq!(v["infractions"][0]["rule"], "renounce");
    assert_eq!(v["infractions"][0]["player"], "Marta");
}

#[test]
fn a_renounce_leaves_the_victims_a_capot_they_took() {
    // RULES.md "Broken play obligations", decision 2026-11-28 (#35): each victim side scores the
    // larger of the penalty and what play gave it. Ana+Marta took, Marta renounced, Luis+Pep took
    // all 8 tricks: 252 (the penalty would be 162); Marta's belote stays with Ana+Marta.
    let v = verify_lines(&ana_takes(
        json!({"type": "tally", "points": two(0, 162), "tricks": two(0, 8), "renounce": "Marta", "belote": "Marta"}),
    ));
    assert_eq!(v["hands"][0]["score"], two(20, 252), "{v}");
    assert_eq!(v["hands"][0]["result"], "capot");
    assert_eq!(v["ok"], false);
}

#[test]
fn a_renounce_with_three_players_pays_each_victim_the_larger_of_its_share_and_its_play() {
    // belote-es, 3 players, Pep deals (Ana is the eldest hand), Ana takes. Ana 121 card points in
    // 7 tricks, Luis 12 in 2, Pep none, and Pep renounced. Play: Pep took no trick, so Ana and
    // Luis get 50 each: Ana 171, Luis 62. The penalty: 133 shared by Ana and Luis, the odd point
    // to Ana, nearer the eldest hand: 67 and 66. Ana scores her play, 171; Luis his share, 66.
    let v = TestJournal::new("belote-es", &["Ana", "Luis", "Pep"])
        .options(json!({"target": 5000}))
        .entries(&[
            deal("Pep", "7H"),
            bid("Ana", "take"),
            json!({"type": "tally", "points": {"Ana": 121, "Luis": 12, "Pep": 0}, "tricks": {"Ana": 7, "Luis": 2, "Pep": 0}, "renounce": "Pep"}),
        ])
        .verify();
    assert_eq!(v["hands"][0]["score"], json!({"Ana": 171, "Luis": 66, "Pep": 0}), "{v}");
    let lines: Vec<(&str, &str, i64)> = v["hands"][0]["breakdown"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["side"].as_str().unwrap(), l["item"].as_str().unwrap(), l["points"].as_i64().unwrap()))
        .collect();
    assert_eq!(lines, vec![("Ana", "cards", 121), ("Ana", "capot", 50), ("Luis", "renounce-penalty", 66)]);
}

#[test]
fn a_spanish_three_player_capote_shares_100() {
    // belote-es, 3 players, points scoring (RULES.md, belote-es example 9): only Pep takes no
    // trick, so Ana and Luis get 50 each; then Luis takes every trick: 100 to him.
    let v = TestJournal::new("belote-es", &["Ana", "Luis", "Pep"])
        .options(json!({"target": 5000}))
        .entries(&[
            deal("Pep", "7H"),
            bid("Ana", "take"),
            json!({"type": "tally", "points": {"Ana": 120, "Luis": 30, "Pep": 0}, "tricks": {"Ana": 6, "Luis": 3, "Pep": 0}}),
            deal("Ana", "8S"),
            bid("Luis", "take"),
            json!({"type": "tally", "points": {"Luis": 140}, "tricks": {"Luis": 9}}),
        ])
        .verify();
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["hands"][0]["score"], json!({"Ana": 170, "Luis": 80, "Pep": 0}));
    assert_eq!(v["hands"][1]["score"], json!({"Ana": 0, "Luis": 240, "Pep": 0}));
}

#[test]
fn a_bestia_hand_with_two_players_en_bestia() {
    // RULES.md bestia example 3: pot 8 when the tricks end (four antes of 2), Ana 3 tricks,
    // Bea 2, Cris and Dani none, Cris before Dani from the leader (Ana, after the dealer Dani).
    // equal: each pays 8 (pot 24), Ana and Bea take 3 and 2 chips, 19 carry over.
    // doubling: Cris pays 8 (16), Dani 16 (32), 27 carry over.
    for (payment, dani, pot) in [("equal", -10, 19), ("doubling", -18, 27)] {
        let v = TestJournal::new("bestia", &["Ana", "Bea", "Cris", "Dani"])
            .options(json!({"bestia_payment": payment}))
            .entries(&[
                deal("Dani", "7H"),
                bid("Ana", "play"),
                bid("Bea", "play"),
                bid("Cris", "play"),
                bid("Dani", "play"),
                json!({"type": "tally", "tricks": {"Ana": 3, "Bea": 2, "Cris": 0, "Dani": 0}}),
            ])
            .verify();
        assert_eq!(v["ok"], true, "{v}");
        assert_eq!(v["hands"][0]["chips"], json!({"Ana": 1, "Bea": 0, "Cris": -10, "Dani": dani}), "{payment}");
        assert_eq!(v["hands"][0]["pot"], pot, "{payment}");
        assert_eq!(v["hands"][0]["tallied"], true);
    }
}

#[test]
fn a_tally_that_does_not_add_up_is_refused_with_the_sums() {
    let cases = [
        (json!({"type": "tally", "points": two(80, 80), "tricks": two(4, 4)}), "add up to 160"),
        (json!({"type": "tally", "points": two(81, 81), "tricks": two(4, 3)}), "tricks add up to 7"),
        (json!({"type": "tally", "points": two(10, 152), "tricks": two(0, 8)}), "took no trick"),
        (json!({"type": "tally", "points": {"Ana+Zoe": 81}, "tricks": two(4, 4)}), "not a side"),
        (json!({"type": "tally", "points": two(81, 81), "tricks": two(4, 4), "belote": ["Ana", "Luis"]}), "at most 1"),
    ];
    for (tally, says) in cases {
        let v = verify_lines(&ana_takes(tally.clone()));
        assert_eq!(v["errors"][0]["line"], 4, "{tally}: {v}");
        let message = v["errors"][0]["message"].as_str().unwrap();
        assert!(message.contains(says), "{tally}: {message}");
        assert_eq!(v["hands"].as_array().unwrap().len(), 0, "the hand stays open: {v}");
    }
    // After a card, a tally is refused: it replaces the cards.
    let lines = classic(&[
        deal("Pep", "7H"),
        bid("Ana", "take"),
        play("Ana", "AS"),
        json!({"type": "tally", "points": two(81, 81), "tricks": two(4, 4)}),
    ]);
    let v = verify_lines(&lines);
    assert!(v["errors"][0]["message"].as_str().unwrap().contains("before the first card"), "{v}");
}

#[test]
fn played_and_tallied_hands_mix_and_summaries_mark_the_tallied_ones() {
    let mut lines = ana_takes(json!({"type": "tally", "points": two(70, 92), "tricks": two(3, 5)}));
    lines.extend([
        json!({"type": "deal", "dealer": "Ana", "turned": "7S"}),
        json!({"type": "bid", "player": "Luis", "call": "pass"}),
        json!({"type": "bid", "player": "Marta", "call": "pass"}),
        json!({"type": "bid", "player": "Pep", "call": "pass"}),
        json!({"type": "bid", "player": "Ana", "call": "pass"}),
    ]);
    let file = JournalFile::of(&lines);
    let text = tapete().args(["summary"]).arg(file.path()).env("LANG", "C").run().stdout;
    assert!(text.contains("failed (tallied)"), "{text}");
    assert!(tapete().args(["verify", "--lang", "es"]).arg(file.path()).run().stdout.contains("por recuento"));
    let v = tapete().args(["summary", "--format", "json"]).arg(file.path()).run().json();
    assert_eq!(v["hands"][0]["tallied"], true, "{v}");
    assert!(v["hands"][1].get("tallied").is_none(), "the redealt hand was not tallied: {v}");
}

fn table(args: &[&str], typed: &[&str], dir: &Path) -> (String, Value) {
    let file = dir.join("table.jsonl");
    let _ = std::fs::remove_file(&file);
    let err = tapete()
        .arg("new")
        .args(args)
        .arg("--file")
        .arg(&file)
        .home(dir)
        .stdin(typed.join("\n") + "\n")
        .status(0)
        .run()
        .stderr;
    (err, verify_json(&file))
}

#[test]
fn at_the_table_a_tally_is_typed_after_the_bids_in_any_language() {
    let dir = tempfile::tempdir().unwrap();
    let classic = ["belote-classic", "--players", "Ana,Luis,Marta,Pep", "--teams", "Ana+Marta,Luis+Pep"];
    // 92 + 20 (Ana's belote) against 70: made. A player's name stands for their side.
    let (err, v) = table(
        &[&classic[..], &["--option", "target=5000", "--lang", "en"]].concat(),
        &["deal Pep 7H", "Ana take", "tally Ana+Marta 92/5 Luis 70/3 belote Ana", "quit"],
        dir.path(),
    );
    assert!(err.contains("(or tally)"), "the first card's question offers the tally: {err}");
    assert_eq!(v["totals"], two(112, 70));
    assert_eq!(v["hands"][0]["tallied"], true);
    // In Spanish, with a sum that does not add up first: refused with the sums, then corrected.
    let (err, v) = table(
        &[&classic[..], &["--option", "target=5000", "--lang", "es"]].concat(),
        &[
            "deal Pep 7C", // the 7 of hearts (corazones) in Spanish letters
            "Ana take",
            "recuento Ana+Marta 90/5 Luis+Pep 70/3",
            "recuento Ana+Marta 92/5 Luis+Pep 70/3",
            "quit",
        ],
        dir.path(),
    );
    assert!(err.contains("✗ Los puntos suman 160"), "{err}");
    assert_eq!(v["totals"], two(92, 70));
    // La Bestia: tricks by player.
    let (_, v) = table(
        &["bestia", "--players", "Ana,Bea,Cris,Dani", "--lang", "fr"],
        &[
            "deal Dani 7C", // the 7 of hearts (cœur) in French letters
            "",
            "",
            "Ana play",
            "Bea play",
            "Cris play",
            "Dani play",
            "décompte Ana 3 Bea 2 Cris 0 Dani 0",
            "quit",
        ],
        dir.path(),
    );
    assert_eq!(v["hands"][0]["chips"], json!({"Ana": 1, "Bea": 0, "Cris": -10, "Dani": -10}), "{v}");
}

#[test]
fn a_tallied_spanish_hand_scores_the_combinations_shown_before_it() {
    // belote-es, 2 players, points scoring: Ana announces a tercia and shows 8-9-10 of spades
    // before the tally (no trick to wait for); Luis says está bien. Ana scores her 100 card
    // points and the tercia's 20; Luis his 52.
    let shown = [announce("Ana", &["run3"]), announce("Luis", &[]), show("Ana", &["8S", "9S", "10S"])];
    let v = tallied_two(&shown).verify();
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["hands"][0]["score"], json!({"Ana": 120, "Luis": 52}));
    assert_eq!(v["hands"][0]["melds"][0]["points"], 20);
    // Shown before any card, the hand can only be tallied: a card is refused with the reason.
    let v = TestJournal::new("belote-es", &["Ana", "Luis"])
        .options(json!({"target": 5000}))
        .entries(&[deal("Luis", "7H"), bid("Ana", "take")])
        .entries(&shown)
        .entries(&[play("Ana", "AS")])
        .verify();
    assert!(v["errors"][0]["message"].as_str().unwrap().contains("entered as a tally"), "{v}");
}

#[test]
fn a_tallied_spanish_hand_scores_every_players_announcement_not_only_the_eldests() {
    // RULES.md belote-es: announcements are made in turn from the eldest hand, and a tallied hand
    // scores as the same hand played. Luis (not the eldest) announces a tercia and shows 8-9-10 of
    // spades; Ana says está bien, typed after him. Nobody played a card, so nobody was ahead of
    // Luis in the first trick: no announce-out-of-turn. Ana 100; Luis 52 + 20 = 72.
    let v =
        tallied_two(&[announce("Luis", &["run3"]), announce("Ana", &[]), show("Luis", &["8S", "9S", "10S"])]).verify();
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["hands"][0]["score"], json!({"Ana": 100, "Luis": 72}));
    assert_eq!(v["hands"][0]["melds"][0]["player"], "Luis");
    assert_eq!(v["hands"][0]["melds"][0]["scored"], true);
}

#[test]
fn a_tallied_spanish_hands_announcements_are_judged_in_seat_order_from_the_eldest() {
    // Typed in the wrong order: Luis's tercia first, then Ana's cuarta. At the table Ana, the
    // eldest, announced first: her cuarta (run4) is the best so far, and Luis's tercia after it
    // is lower by name (RULES.md: announce-not-higher, void). Ana shows 7-8-9-10 of diamonds,
    // Luis 8-9-10 of spades. Ana 100 + 50 = 150; Luis 52; one infraction, Luis's.
    // (Judged in the order typed, Luis's tercia would have been valid and merely beaten by name.)
    let v = tallied_two(&[
        announce("Luis", &["run3"]),
        announce("Ana", &["run4"]),
        show("Ana", &["7D", "8D", "9D", "10D"]),
        show("Luis", &["8S", "9S", "10S"]),
    ])
    .verify();
    assert_eq!(v["hands"][0]["score"], json!({"Ana": 150, "Luis": 52}), "{v}");
    let inf = v["infractions"].as_array().unwrap();
    assert_eq!(inf.len(), 1, "{v}");
    assert_eq!((inf[0]["player"].as_str(), inf[0]["rule"].as_str()), (Some("Luis"), Some("announce-not-higher")));
    assert_eq!(v["ok"], false);
}

#[test]
fn a_bestia_tally_refuses_a_renounce_by_a_player_who_passed_and_card_points() {
    let dir = tempfile::tempdir().unwrap();
    // Bea passes: she plays no card, so she cannot renounce (RULES.md bestia: the renounce penalty
    // falls on a breach of the play obligations). Both refused tallies leave the hand open.
    let mut lines = TestJournal::new("bestia", &["Ana", "Bea", "Cris", "Dani"])
        .entries(&[
            deal("Dani", "7H"),
            bid("Ana", "play"),
            bid("Bea", "pass"),
            bid("Cris", "play"),
            bid("Dani", "play"),
            json!({"type": "tally", "tricks": {"Ana": 3, "Cris": 2, "Dani": 0}, "renounce": "Bea"}),
            // The belote form (points/tricks) is not a Bestia tally either.
            json!({"type": "tally", "points": {"Ana": 2, "Cris": 1, "Dani": 0}, "tricks": {"Ana": 3, "Cris": 2, "Dani": 0}}),
        ])
        .lines();
    let v = verify_lines(&lines);
    let errors = v["errors"].as_array().unwrap();
    assert_eq!(errors.len(), 2, "{v}");
    assert_eq!(errors[0]["line"], 7);
    assert!(errors[0]["message"].as_str().unwrap().contains("Bea passed"), "{v}");
    assert_eq!(errors[1]["line"], 8);
    assert!(errors[1]["message"].as_str().unwrap().contains("tricks by player"), "{v}");
    assert_eq!(v["hands"].as_array().unwrap().len(), 0, "the hand stays open: {v}");
    assert!(v["infractions"].as_array().unwrap().is_empty(), "{v}");
    // The tally without them: pot 8 (four antes of 2); Dani took no trick and pays 8 (pot 16);
    // Ana takes 3 chips, Cris 2; 11 carry over. Ana -2 + 3 = 1, Bea -2, Cris -2 + 2 = 0,
    // Dani -2 - 8 = -10.
    lines.push(json!({"type": "tally", "tricks": {"Ana": 3, "Cris": 2, "Dani": 0}}));
    let v = verify_lines(&lines);
    assert_eq!(v["hands"][0]["chips"], json!({"Ana": 1, "Bea": -2, "Cris": 0, "Dani": -10}), "{v}");
    assert_eq!(v["hands"][0]["pot"], 11);
    // At the table, typed: the same refusals, in the table's language, and nothing written.
    let (err, v) = table(
        &["bestia", "--players", "Ana,Bea,Cris,Dani", "--lang", "es"],
        &[
            "deal Dani 7C", // the 7 of hearts (corazones) in Spanish letters
            "",
            "",
            "Ana play",
            "Bea pass",
            "Cris play",
            "Dani play",
            "recuento Ana 3 Cris 2 Dani 0 renuncio Bea",
            "recuento Ana 2/3 Cris 1/2 Dani 0/0",
            "quit",
        ],
        dir.path(),
    );
    assert!(err.contains("Bea pasó y no jugó ninguna carta"), "{err}");
    assert!(err.contains("no puntos"), "{err}");
    assert!(v["errors"].as_array().unwrap().is_empty(), "nothing refused was written: {v}");
    assert_eq!(v["hands"].as_array().unwrap().len(), 0, "{v}");
}
