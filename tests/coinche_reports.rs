//! Coinche in `summary` and `stats`: a night of five hands entered as tallies (docs/journal.md),
//! RULES.md's coinche worked examples 1, 2 (failed), 4 and 5 and a deal everyone passed, and a
//! contree hand (example 8) in French. Every number is worked out here from RULES.md.
//!
//! Ana, Luis, Marta and Pep in play order, Ana+Marta against Luis+Pep; the dealer moves on after
//! every deal (the passed one included), the eldest hand is the dealer's next.
//! 1. Pep deals; Ana 100♥, three passes and Ana's: 92 card points and Ana's belote, 112 ≥ 100:
//!    made, Ana+Marta 100 + 112 = 212, Luis+Pep their 70 (example 1).
//! 2. Ana deals; four passes: redeal, no score.
//! 3. Luis deals; Marta 90♦, passed round, Ana+Marta take all eight tricks: 90 + 250 = 340,
//!    Luis+Pep 0 (example 5): an unbid capot.
//! 4. Marta deals; Pep passes, Ana 100♥, Luis coinches, Marta and Ana pass: Ana+Marta 72 card
//!    points + Ana's belote 20 = 92 < 100: failed ×2, Luis+Pep (100 + 162) × 2 = 524, Ana+Marta
//!    their belote, 20 (example 2, failed).
//! 5. Pep deals; Ana passes, Luis capot ♣, Marta coinches, Pep surcoinches: Luis+Pep take all
//!    eight tricks: 500 × 4 = 2000 (example 4).
//!
//! Totals: Ana+Marta 212 + 340 + 20 = 572; Luis+Pep 70 + 524 + 2000 = 2594, past 2000: they win.

use crate::support::journal::{bid, JournalFile, TestJournal};
use crate::support::tapete;
use serde_json::{json, Value};

fn two(a: i64, b: i64) -> Value {
    json!({"Ana+Marta": a, "Luis+Pep": b})
}

fn deal(dealer: &str) -> Value {
    json!({"type": "deal", "dealer": dealer})
}

fn bids(player: &str, value: Value, trump: &str) -> Value {
    json!({"type": "bid", "player": player, "call": "bid", "value": value, "trump": trump})
}

fn tally(points: (i64, i64), tricks: (i64, i64), belote: Option<&str>) -> Value {
    let mut t = json!({"type": "tally", "points": two(points.0, points.1), "tricks": two(tricks.0, tricks.1)});
    if let Some(b) = belote {
        t["belote"] = json!(b);
    }
    t
}

fn night() -> JournalFile {
    let entries = [
        deal("Pep"),
        bids("Ana", json!(100), "H"),
        bid("Luis", "pass"),
        bid("Marta", "pass"),
        bid("Pep", "pass"),
        bid("Ana", "pass"),
        tally((92, 70), (5, 3), Some("Ana")),
        deal("Ana"),
        bid("Luis", "pass"),
        bid("Marta", "pass"),
        bid("Pep", "pass"),
        bid("Ana", "pass"),
        deal("Luis"),
        bids("Marta", json!(90), "D"),
        bid("Pep", "pass"),
        bid("Ana", "pass"),
        bid("Luis", "pass"),
        bid("Marta", "pass"),
        tally((162, 0), (8, 0), None),
        deal("Marta"),
        bid("Pep", "pass"),
        bids("Ana", json!(100), "H"),
        bid("Luis", "coinche"),
        bid("Marta", "pass"),
        bid("Ana", "pass"),
        tally((72, 90), (4, 4), Some("Ana")),
        deal("Pep"),
        bid("Ana", "pass"),
        bids("Luis", json!("capot"), "C"),
        bid("Marta", "coinche"),
        bid("Pep", "surcoinche"),
        tally((0, 162), (0, 8), None),
    ];
    let j = TestJournal::new("coinche", &["Ana", "Luis", "Marta", "Pep"])
        .teams(json!([["Ana", "Marta"], ["Luis", "Pep"]]))
        .entries(&entries);
    JournalFile::of(&j.lines())
}

fn summary(file: &JournalFile, args: &[&str]) -> String {
    tapete().arg("summary").arg(file.path()).args(args).status(0).run().utf8_stdout().to_string()
}

#[test]
fn the_summary_json_has_each_hands_contract_and_capot() {
    let night = night();
    let s: Value = serde_json::from_str(&summary(&night, &["--format", "json"])).unwrap();
    let hands = s["hands"].as_array().unwrap();
    assert_eq!(hands.len(), 5);
    let contract = |h: &Value| h.get("contract").cloned();
    assert_eq!(contract(&hands[0]), Some(json!({"value": 100, "trump": "H", "multiplier": 1, "taker": "Ana"})));
    assert_eq!(hands[1]["result"], "redeal");
    assert_eq!(contract(&hands[1]), None, "a deal everyone passed has no contract");
    assert_eq!(contract(&hands[2]), Some(json!({"value": 90, "trump": "D", "multiplier": 1, "taker": "Marta"})));
    assert_eq!(hands[2]["capot"], "Ana+Marta");
    assert_eq!(
        contract(&hands[3]),
        Some(json!({"value": 100, "trump": "H", "multiplier": 2, "taker": "Ana", "coinche": "Luis"}))
    );
    assert_eq!(hands[3].get("capot"), None);
    let capot = json!({"value": "capot", "trump": "C", "multiplier": 4, "taker": "Luis", "coinche": "Marta", "surcoinche": "Pep"});
    assert_eq!(contract(&hands[4]), Some(capot));
    assert_eq!(hands[4]["capot"], "Luis+Pep");
    let results: Vec<&str> = hands.iter().map(|h| h["result"].as_str().unwrap()).collect();
    assert_eq!(results, ["made", "redeal", "made", "failed", "made"]);
    let scores: Vec<&Value> = hands.iter().map(|h| &h["score"]).collect();
    assert_eq!(scores, [&two(212, 70), &two(0, 0), &two(340, 0), &two(20, 524), &two(0, 2000)]);
    assert_eq!(s["totals"], two(572, 2594));
    assert_eq!(s["winner"], "Luis+Pep");
}

#[test]
fn the_summary_table_has_a_contract_column_in_the_tables_language() {
    let night = night();
    let en = summary(&night, &["--format", "markdown", "--lang", "en"]);
    assert!(en.contains("| Hand | Dealer | Contract | Ana+Marta | Luis+Pep | Time |"), "{en}");
    for row in [
        "| 1 | Pep | Ana 100 ♥ · made (tallied) | 212 | 70 |",
        "| 2 | Ana | redeal | 0 | 0 |",
        "| 3 | Luis | Marta 90 ♦ · made (tallied) · capot Ana+Marta | 340 | 0 |",
        "| 4 | Marta | Ana 100 ♥ ×2 · failed (tallied) | 20 | 524 |",
        "| 5 | Pep | Luis capot ♣ ×4 · made (tallied) | 0 | 2000 |",
    ] {
        assert!(en.contains(row), "{row} in\n{en}");
    }
    // No taker, trump or result column of their own: the contract says them.
    assert!(!en.contains("| Taker |") && !en.contains("| Result |"), "{en}");

    let fr = summary(&night, &["--format", "markdown", "--lang", "fr"]);
    assert!(fr.contains("| Donne | Donneur | Contrat |"), "{fr}");
    assert!(fr.contains("| 4 | Marta | Ana 100 ♥ ×2 · chutée (au décompte) | 20 | 524 |"), "{fr}");
    let es = summary(&night, &["--format", "markdown", "--lang", "es"]);
    assert!(es.contains("| Contrato |"), "{es}");
    assert!(es.contains("Luis capot ♣ ×4 · hecho"), "{es}");
}

#[test]
fn the_summary_page_gives_each_hands_breakdown_in_the_tables_language() {
    let night = night();
    let page = summary(&night, &["--format", "html", "--lang", "fr"]);
    // Hand 1: the contract's 100, the 92 card points and the belote to the takers.
    assert!(page.contains("Ana+Marta\u{a0}: contrat +100 · cartes +92 · belote +20"), "{page}");
    let en = summary(&night, &["--format", "html", "--lang", "en"]);
    assert!(en.contains("Ana+Marta: contract +100 · cards +92 · belote +20"), "{en}");
}

/// A contree hand in French (RULES.md contree, example 8): Ana bids 100♠, Luis says contre, the
/// others pass; the takers make it with 97 card points and the belote: (160 + 100) × 2 = 520 to
/// Ana+Marta plus their belote 20, outside the product; Luis+Pep 0.
#[test]
fn a_contree_hand_in_french() {
    let entries = [
        deal("Pep"),
        bids("Ana", json!(100), "S"),
        bid("Luis", "coinche"),
        bid("Marta", "pass"),
        bid("Ana", "pass"),
        tally((97, 65), (5, 3), Some("Ana")),
    ];
    let j = TestJournal::new("contree", &["Ana", "Luis", "Marta", "Pep"])
        .teams(json!([["Ana", "Marta"], ["Luis", "Pep"]]))
        .entries(&entries);
    let file = JournalFile::of(&j.lines());
    let fr = summary(&file, &["--format", "markdown", "--lang", "fr"]);
    assert!(fr.contains("| 1 | Pep | Ana 100 ♠ ×2 · faite (au décompte) | 540 | 0 |"), "{fr}");
    let json: Value = serde_json::from_str(&summary(&file, &["--format", "json"])).unwrap();
    assert_eq!(
        json["hands"][0]["contract"],
        json!({"value": 100, "trump": "S", "multiplier": 2, "taker": "Ana", "coinche": "Luis"})
    );
}

fn stats(dir: &std::path::Path, args: &[&str]) -> String {
    tapete().arg("stats").arg(dir).args(args).status(0).run().utf8_stdout().to_string()
}

#[test]
fn stats_count_contracts_by_value_coinches_and_capots() {
    let night = night();
    let dir = night.path().parent().unwrap();
    let s: Value = serde_json::from_str(&stats(dir, &["--format", "json"])).unwrap();
    let get = |group: &str, name: &str, key: &str| s[group][name][key].clone();
    // Taken, made and failed, by player and by value.
    for (name, taken, made, failed) in [("Ana", 2, 1, 1), ("Luis", 1, 1, 0), ("Marta", 1, 1, 0), ("Pep", 0, 0, 0)] {
        assert_eq!(
            [get("players", name, "taken"), get("players", name, "made"), get("players", name, "failed")],
            [json!(taken), json!(made), json!(failed)]
        );
    }
    let level = |taken: u64, made: u64, failed: u64| json!({"taken": taken, "made": made, "failed": failed});
    assert_eq!(get("players", "Ana", "levels"), json!({"100": level(2, 1, 1)}));
    assert_eq!(get("players", "Marta", "levels"), json!({"90": level(1, 1, 0)}));
    assert_eq!(get("players", "Luis", "levels"), json!({"capot": level(1, 1, 0)}));
    assert_eq!(get("players", "Pep", "levels"), json!({}));
    // The levels in the order of the values, capot last.
    let team: Vec<String> = s["teams"]["Ana+Marta"]["levels"].as_object().unwrap().keys().cloned().collect();
    assert_eq!(team, ["90", "100"]);
    assert_eq!(get("teams", "Ana+Marta", "levels"), json!({"90": level(1, 1, 0), "100": level(2, 1, 1)}));

    // Hand 4: Luis coinched a contract that failed; hand 5: Marta coinched, Pep surcoinched,
    // and the capot was made. A coinche or a surcoinche counts for the player who said it (the
    // hand's contract names them) and for their team, not for the partner; a capot bid or not
    // counts for the side that took every trick, both its players.
    let coinche_keys = [
        "coinches",
        "coinches_made",
        "coinches_failed",
        "surcoinches",
        "surcoinches_made",
        "surcoinches_failed",
        "capots_bid",
        "capots_unbid",
    ];
    let counts = |group: &str, name: &str| -> Vec<i64> {
        coinche_keys.iter().map(|k| get(group, name, k).as_i64().unwrap()).collect()
    };
    assert_eq!(counts("players", "Ana"), [0, 0, 0, 0, 0, 0, 0, 1]);
    assert_eq!(counts("players", "Marta"), [1, 1, 0, 0, 0, 0, 0, 1]);
    assert_eq!(counts("players", "Luis"), [1, 0, 1, 0, 0, 0, 1, 0]);
    assert_eq!(counts("players", "Pep"), [0, 0, 0, 1, 1, 0, 1, 0]);
    assert_eq!(counts("teams", "Ana+Marta"), [1, 1, 0, 0, 0, 0, 0, 1]);
    assert_eq!(counts("teams", "Luis+Pep"), [1, 0, 1, 1, 1, 0, 1, 0]);
    assert_eq!(get("teams", "Luis+Pep", "won"), json!(1));
    assert_eq!(get("players", "Ana", "hands"), json!(5));

    // The text: the columns, and the contracts made/taken by value as a table of their own.
    let text = stats(dir, &["--format", "markdown", "--lang", "en"]);
    assert!(text.contains("| coinches | coinched made | coinched failed | surcoinches |"), "{text}");
    assert!(text.contains("capots bid | capots unbid"), "{text}");
    assert!(text.contains("Contracts made/taken, by value"), "{text}");
    assert!(text.contains("| Player | 90 | 100 | capot |"), "{text}");
    for row in ["| Ana | 0/0 | 1/2 | 0/0 |", "| Marta | 1/1 | 0/0 | 0/0 |", "| Luis | 0/0 | 0/0 | 1/1 |"] {
        assert!(text.contains(row), "{row} in\n{text}");
    }
    assert!(text.contains("| Ana+Marta | 1/1 | 1/2 | 0/0 |"), "{text}");
    let fr = stats(dir, &["--format", "markdown", "--lang", "fr"]);
    assert!(fr.contains("Contrats réussis/pris, par valeur") && fr.contains("capots annoncés"), "{fr}");
}

#[test]
fn stats_of_other_games_say_nothing_of_coinche() {
    let j = TestJournal::new("belote-classic", &["Ana", "Luis", "Marta", "Pep"])
        .teams(json!([["Ana", "Marta"], ["Luis", "Pep"]]))
        .entries(&[
            json!({"type": "deal", "dealer": "Pep", "turned": "7H"}),
            bid("Ana", "take"),
            tally((100, 62), (5, 3), None),
        ]);
    let file = JournalFile::of(&j.lines());
    let dir = file.path().parent().unwrap();
    let s: Value = serde_json::from_str(&stats(dir, &["--format", "json"])).unwrap();
    let ana = s["players"]["Ana"].as_object().unwrap();
    assert_eq!(ana["taken"], 1);
    for key in ["coinches", "levels", "capots_bid", "surcoinches"] {
        assert!(!ana.contains_key(key), "{key} in {ana:?}");
    }
    let text = stats(dir, &["--format", "markdown"]);
    assert!(!text.contains("coinche") && !text.contains("by value"), "{text}");
}
