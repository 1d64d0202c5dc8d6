//! Coinche and contree held to RULES.md from outside (issue #36): the ten worked examples of the
//! `coinche` and `contree` sections as tallied journals, the auction's refusals and accepted
//! shapes, and random sessions (random deals, legal auctions, legal plays, injected renounces)
//! compared hand by hand with an independent referee written from RULES.md alone
//! (`support::coinche_oracle`). Every expected number below is worked out from RULES.md by hand.
//!
//! Seats: Ana, Luis, Marta, Pep in play order, Pep deals first (Ana is the eldest hand), Ana+Marta
//! against Luis+Pep: RULES.md's P1..P4 are Ana, Luis, Marta, Pep.
//!
//! Only `tapete`, the binary, is run: no test here reads tapete's internals.

use crate::support::coinche_oracle::{self as oracle, Call, Card, Declare, Level, Mode, Options};
use crate::support::tapete;
use serde_json::{json, Value};
use std::collections::BTreeMap;

const PLAYERS: [&str; 4] = ["Ana", "Luis", "Marta", "Pep"];
const AM: &str = "Ana+Marta";
const LP: &str = "Luis+Pep";

// ---------------------------------------------------------------------------------------------
// Journals.

fn header(ruleset: &str, options: Value) -> Value {
    json!({"type": "session", "format": 1, "ruleset": ruleset, "options": options,
           "players": PLAYERS, "teams": [["Ana", "Marta"], ["Luis", "Pep"]]})
}

/// A session of `ruleset` (target 5000, so that no example ends the game), then `entries`.
fn journal(ruleset: &str, entries: &[Value]) -> Vec<Value> {
    journal_with(ruleset, json!({"target": 5000}), entries)
}

fn journal_with(ruleset: &str, options: Value, entries: &[Value]) -> Vec<Value> {
    std::iter::once(header(ruleset, options)).chain(entries.iter().cloned()).collect()
}

fn deal(dealer: &str) -> Value {
    json!({"type": "deal", "dealer": dealer})
}

fn pass(p: &str) -> Value {
    Call::Pass.entry(p)
}

fn bid(p: &str, value: i64, trump: &str) -> Value {
    json!({"type": "bid", "player": p, "call": "bid", "value": value, "trump": trump})
}

fn capot(p: &str, trump: &str) -> Value {
    json!({"type": "bid", "player": p, "call": "bid", "value": "capot", "trump": trump})
}

fn coinche(p: &str) -> Value {
    Call::Coinche.entry(p)
}

fn surcoinche(p: &str) -> Value {
    Call::Surcoinche.entry(p)
}

fn play(p: &str, card: &str) -> Value {
    json!({"type": "play", "player": p, "card": card})
}

/// A tally: Ana+Marta's card points (last trick included) and tricks, then Luis+Pep's.
fn tally(am: (i64, i64), lp: (i64, i64), belote: Option<&str>) -> Value {
    let mut t = json!({"type": "tally", "points": {AM: am.0, LP: lp.0}, "tricks": {AM: am.1, LP: lp.1}});
    if let Some(b) = belote {
        t["belote"] = json!(b);
    }
    t
}

fn two(am: i64, lp: i64) -> Value {
    json!({AM: am, LP: lp})
}

fn text_of(lines: &[Value]) -> String {
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// A journal written where a failing test can name it (it outlives the test).
fn keep(name: &str, lines: &[Value]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join("tapete-coinche-oracle");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.jsonl"));
    std::fs::write(&path, text_of(lines)).unwrap();
    path
}

/// `tapete verify FILE --json`: its exit status and its JSON (a run that prints none fails the
/// test, saying what tapete said instead).
#[track_caller]
fn verify(lines: &[Value]) -> (i32, Value) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("journal.jsonl");
    std::fs::write(&path, text_of(lines)).unwrap();
    verify_path(&path)
}

#[track_caller]
fn verify_path(path: &std::path::Path) -> (i32, Value) {
    let out = tapete().arg("verify").arg(path).arg("--json").run();
    let code = out.code.unwrap_or(-1);
    match serde_json::from_slice::<Value>(&out.stdout_bytes) {
        Ok(v) => (code, v),
        Err(_) => panic!(
            "tapete verify --json {} gave no verdict (status {code}); standard error:\n{}",
            path.display(),
            out.stderr
        ),
    }
}

/// `tapete summary FILE --format json` (status 0 expected: a refused entry is a test failure here).
#[track_caller]
fn summary(lines: &[Value]) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("journal.jsonl");
    std::fs::write(&path, text_of(lines)).unwrap();
    let out = tapete().arg("summary").arg(&path).args(["--format", "json"]).run();
    assert_eq!(
        out.code,
        Some(0),
        "tapete summary --format json: status {:?}; standard error:\n{}",
        out.code,
        out.stderr
    );
    out.json()
}

/// The breakdown items journal.md lists for coinche hands.
const ITEMS: [&str; 8] =
    ["contract", "cards", "last-trick", "belote", "capot", "coinche", "rounding", "renounce-penalty"];

/// What is wrong with a hand's breakdown: items not among journal.md's, or sums that are not the score.
fn breakdown_faults(h: &Value) -> Vec<String> {
    let mut faults = Vec::new();
    let lines = h["breakdown"].as_array().cloned().unwrap_or_default();
    for l in &lines {
        let item = l["item"].as_str().unwrap_or("?");
        if !ITEMS.contains(&item) {
            faults.push(format!("hand {}: breakdown item {item:?} is not one of journal.md's {ITEMS:?}", h["number"]));
        }
    }
    for (side, score) in h["score"].as_object().into_iter().flatten() {
        let sum: i64 = lines.iter().filter(|l| l["side"] == side.as_str()).filter_map(|l| l["points"].as_i64()).sum();
        if Some(sum) != score.as_i64() {
            faults.push(format!("hand {}: {side}'s breakdown adds up to {sum}, its score is {score}", h["number"]));
        }
    }
    faults
}

// ---------------------------------------------------------------------------------------------
// The ten worked examples of RULES.md (coinche 1-6, contree 7-10).

struct Example {
    name: &'static str,
    ruleset: &'static str,
    entries: Vec<Value>,
    /// value, trump, multiplier, taker
    contract: Value,
    result: &'static str,
    capot: Option<&'static str>,
    /// Ana+Marta, Luis+Pep
    score: (i64, i64),
}

fn contract(value: Value, trump: &str, multiplier: i64, taker: &str) -> Value {
    json!({"value": value, "trump": trump, "multiplier": multiplier, "taker": taker})
}

/// A contract coinched by `coinche` and, if someone did, surcoinched by `surcoinche`
/// (journal.md: the contract names who said them).
fn doubled(mut contract: Value, coinche: &str, surcoinche: Option<&str>) -> Value {
    contract["coinche"] = json!(coinche);
    if let Some(s) = surcoinche {
        contract["surcoinche"] = json!(s);
    }
    contract
}

/// Ana bids, the three others pass and Ana passes too.
fn ana_bids_all_pass(value: i64, trump: &str) -> Vec<Value> {
    vec![deal("Pep"), bid("Ana", value, trump), pass("Luis"), pass("Marta"), pass("Pep"), pass("Ana")]
}

fn example(n: &str) -> Example {
    let with = |mut e: Vec<Value>, more: &[Value]| {
        e.extend_from_slice(more);
        e
    };
    match n {
        // 1. P1 100♥, passed round. Takers 92 card points + belote 20 = 112 ≥ 100: made, takers
        //    100 + 112 = 212, defence 162 − 92 = 70.
        "1" => Example {
            name: "coinche 1",
            ruleset: "coinche",
            entries: with(ana_bids_all_pass(100, "H"), &[tally((92, 5), (70, 3), Some("Ana"))]),
            contract: contract(json!(100), "H", 1, "Ana"),
            result: "made",
            capot: None,
            score: (212, 70),
        },
        // 2. The same with P2's coinche (Luis, in turn, right after the bid); Marta and Ana pass
        //    it: made ×2: (100 + 112) × 2 = 424, defence 0.
        "2a" => Example {
            name: "coinche 2, made",
            ruleset: "coinche",
            entries: vec![
                deal("Pep"),
                bid("Ana", 100, "H"),
                coinche("Luis"),
                pass("Marta"),
                pass("Ana"),
                tally((92, 5), (70, 3), Some("Ana")),
            ],
            contract: doubled(contract(json!(100), "H", 2, "Ana"), "Luis", None),
            result: "made",
            capot: None,
            score: (424, 0),
        },
        // 2. Failed instead: takers 72 + 20 = 92 < 100, defence 90: defence (100 + 162) × 2 =
        //    524, takers their belote, 20, not multiplied.
        "2b" => Example {
            name: "coinche 2, failed",
            ruleset: "coinche",
            entries: vec![
                deal("Pep"),
                bid("Ana", 100, "H"),
                coinche("Luis"),
                pass("Ana"),
                pass("Marta"),
                tally((72, 3), (90, 5), Some("Ana")),
            ],
            contract: doubled(contract(json!(100), "H", 2, "Ana"), "Luis", None),
            result: "failed",
            capot: None,
            score: (20, 524),
        },
        // 3. P1 "80"♠, takers 81 (no belote): failed, an 80 needs 82: takers 0, defence
        //    80 + 162 = 242.
        "3" => Example {
            name: "coinche 3",
            ruleset: "coinche",
            entries: with(ana_bids_all_pass(80, "S"), &[tally((81, 4), (81, 4), None)]),
            contract: contract(json!(80), "S", 1, "Ana"),
            result: "failed",
            capot: None,
            score: (0, 242),
        },
        // 4. P2 (Luis) capot ♣, coinched by Marta, surcoinched by Pep: made with all eight
        //    tricks: 500 × 4 = 2000.
        "4a" => Example {
            name: "coinche 4, made",
            ruleset: "coinche",
            entries: vec![
                deal("Pep"),
                pass("Ana"),
                capot("Luis", "C"),
                coinche("Marta"),
                surcoinche("Pep"),
                tally((0, 0), (162, 8), None),
            ],
            contract: doubled(contract(json!("capot"), "C", 4, "Luis"), "Marta", Some("Pep")),
            result: "made",
            capot: Some(LP),
            score: (0, 2000),
        },
        // 4. Seven tricks: failed, defence 412 × 4 = 1648.
        "4b" => Example {
            name: "coinche 4, failed",
            ruleset: "coinche",
            entries: vec![
                deal("Pep"),
                pass("Ana"),
                capot("Luis", "C"),
                coinche("Marta"),
                surcoinche("Pep"),
                tally((14, 1), (148, 7), None),
            ],
            contract: doubled(contract(json!("capot"), "C", 4, "Luis"), "Marta", Some("Pep")),
            result: "failed",
            capot: None,
            score: (1648, 0),
        },
        // 5. P1 90♦, no coinche, the takers take all eight tricks: 90 + 250 = 340, defence 0.
        "5" => Example {
            name: "coinche 5",
            ruleset: "coinche",
            entries: with(ana_bids_all_pass(90, "D"), &[tally((162, 8), (0, 0), None)]),
            contract: contract(json!(90), "D", 1, "Ana"),
            result: "made",
            capot: Some(AM),
            score: (340, 0),
        },
        // 6. All-trump 120, takers 118 (all-trump card values, no belote): failed, defence
        //    120 + 162 = 282.
        "6" => Example {
            name: "coinche 6",
            ruleset: "coinche",
            entries: with(ana_bids_all_pass(120, "all"), &[tally((118, 5), (44, 3), None)]),
            contract: contract(json!(120), "all", 1, "Ana"),
            result: "failed",
            capot: None,
            score: (0, 282),
        },
        // 7. contree, trump ♠: 100, takers 97 card points and the belote (117 ≥ 100): made,
        //    R = 100, takers 100 + 100 + 20 = 220, defence 160 − 100 = 60. Three passes end a
        //    contree auction (self_raise: never).
        "7" => Example {
            name: "contree 7",
            ruleset: "contree",
            entries: vec![
                deal("Pep"),
                bid("Ana", 100, "S"),
                pass("Luis"),
                pass("Marta"),
                pass("Pep"),
                tally((97, 5), (65, 3), Some("Ana")),
            ],
            contract: contract(json!(100), "S", 1, "Ana"),
            result: "made",
            capot: None,
            score: (220, 60),
        },
        // 8. The same contré (Luis, in turn); the bid's side answers in play order from the
        //    contrer: Marta, then (Pep skipped) Ana. Takers (160 + 100) × 2 + 20 = 540, defence 0.
        "8" => Example {
            name: "contree 8",
            ruleset: "contree",
            entries: vec![
                deal("Pep"),
                bid("Ana", 100, "S"),
                coinche("Luis"),
                pass("Marta"),
                pass("Ana"),
                tally((97, 5), (65, 3), Some("Ana")),
            ],
            contract: doubled(contract(json!(100), "S", 2, "Ana"), "Luis", None),
            result: "made",
            capot: None,
            score: (540, 0),
        },
        // 9. 90, takers 84 card points, no belote: failed, defence 160 + 90 = 250, takers 0.
        "9a" => Example {
            name: "contree 9, no belote",
            ruleset: "contree",
            entries: vec![
                deal("Pep"),
                bid("Ana", 90, "S"),
                pass("Luis"),
                pass("Marta"),
                pass("Pep"),
                tally((84, 4), (78, 4), None),
            ],
            contract: contract(json!(90), "S", 1, "Ana"),
            result: "failed",
            capot: None,
            score: (0, 250),
        },
        // 9. Takers 64 card points and the belote (84 < 90): failed, defence 160 + 90 + 20 = 270
        //    (the takers' belote goes to the defence), takers 0.
        "9b" => Example {
            name: "contree 9, the takers' belote",
            ruleset: "contree",
            entries: vec![
                deal("Pep"),
                bid("Ana", 90, "S"),
                pass("Luis"),
                pass("Marta"),
                pass("Pep"),
                tally((64, 3), (98, 5), Some("Ana")),
            ],
            contract: contract(json!(90), "S", 1, "Ana"),
            result: "failed",
            capot: None,
            score: (0, 270),
        },
        // 10. 80, takers 80 exactly: made (an 80 is made at 80), R = 80, takers 80 + 80 = 160,
        //     defence 160 − 80 = 80.
        "10" => Example {
            name: "contree 10",
            ruleset: "contree",
            entries: vec![
                deal("Pep"),
                bid("Ana", 80, "S"),
                pass("Luis"),
                pass("Marta"),
                pass("Pep"),
                tally((80, 4), (82, 4), None),
            ],
            contract: contract(json!(80), "S", 1, "Ana"),
            result: "made",
            capot: None,
            score: (160, 80),
        },
        _ => unreachable!(),
    }
}

const EXAMPLES: [&str; 13] = ["1", "2a", "2b", "3", "4a", "4b", "5", "6", "7", "8", "9a", "9b", "10"];

/// `verify --json` and `summary --format json` of an example give RULES.md's numbers.
#[track_caller]
fn check_example(n: &str) {
    let ex = example(n);
    let lines = journal(ex.ruleset, &ex.entries);
    let (code, v) = verify(&lines);
    let name = ex.name;
    assert_eq!(v["errors"], json!([]), "{name}: verify refused entries: {v}");
    assert_eq!(v["infractions"], json!([]), "{name}: no infraction expected: {v}");
    assert_eq!((code, &v["ok"]), (0, &json!(true)), "{name}: verify's status and ok: {v}");
    let hands = v["hands"].as_array().cloned().unwrap_or_default();
    assert_eq!(hands.len(), 1, "{name}: one hand: {v}");
    let h = &hands[0];
    assert_eq!(h["outcome"], "played", "{name}: outcome: {h}");
    assert_eq!(h["contract"], ex.contract, "{name}: contract: {h}");
    assert_eq!(h["result"], ex.result, "{name}: result: {h}");
    assert_eq!(h.get("capot").filter(|c| !c.is_null()), ex.capot.map(|c| json!(c)).as_ref(), "{name}: capot: {h}");
    assert_eq!(h["score"], two(ex.score.0, ex.score.1), "{name}: each side's score (RULES.md's): {h}");
    assert_eq!(breakdown_faults(h), Vec::<String>::new(), "{name}: breakdown: {h}");
    assert_eq!(v["totals"], two(ex.score.0, ex.score.1), "{name}: totals: {v}");
    let s = summary(&lines);
    let row = &s["hands"][0];
    assert_eq!(row["score"], two(ex.score.0, ex.score.1), "{name}: summary's score: {s}");
    assert_eq!(row["result"], ex.result, "{name}: summary's result: {s}");
    assert_eq!(row["contract"], ex.contract, "{name}: summary's contract: {s}");
    assert_eq!(s["totals"], two(ex.score.0, ex.score.1), "{name}: summary's totals: {s}");
}

#[test]
fn the_oracle_gives_every_worked_example_its_numbers() {
    // The referee the random sessions are checked against must itself hold RULES.md's examples.
    for n in EXAMPLES {
        let ex = example(n);
        let r = oracle::referee(&journal(ex.ruleset, &ex.entries)).unwrap();
        assert_eq!(r.errors, vec![], "{}", ex.name);
        let h = &r.hands[0];
        assert_eq!(h.contract.as_ref(), Some(&ex.contract), "{}", ex.name);
        assert_eq!(h.result, Some(ex.result), "{}", ex.name);
        assert_eq!(h.capot.as_deref(), ex.capot, "{}", ex.name);
        assert_eq!((h.score[AM], h.score[LP]), ex.score, "{}", ex.name);
    }
}

#[test]
fn coinche_example_1_a_passed_round_made() {
    check_example("1");
}

#[test]
fn coinche_example_2_coinched_made_and_failed() {
    check_example("2a");
    check_example("2b");
}

#[test]
fn coinche_example_3_an_eighty_needs_82() {
    check_example("3");
}

#[test]
fn coinche_example_4_a_surcoinched_capot_made_and_failed() {
    check_example("4a");
    check_example("4b");
}

#[test]
fn coinche_example_5_an_unbid_capot() {
    check_example("5");
}

#[test]
fn coinche_example_6_all_trump_failed() {
    check_example("6");
}

#[test]
fn contree_example_7_rounded_and_made() {
    check_example("7");
}

#[test]
fn contree_example_8_contre_with_the_deal_as_base() {
    check_example("8");
}

#[test]
fn contree_example_9_failed_and_the_belote_to_the_defence() {
    check_example("9a");
    check_example("9b");
}

#[test]
fn contree_example_10_an_eighty_made_at_80() {
    check_example("10");
}

// ---------------------------------------------------------------------------------------------
// The auction: refusals, and the shapes it accepts.

/// `lines` has exactly one refused entry, at `line` (the header is line 1): the oracle refuses
/// it, and so does `verify`, which lists it under `errors` and exits 1 (docs/journal.md).
#[track_caller]
fn refused_at(what: &str, lines: &[Value], line: usize) {
    let r = oracle::referee(lines).unwrap();
    let oracle_lines: Vec<usize> = r.errors.iter().map(|e| e.0).collect();
    assert_eq!(oracle_lines, vec![line], "{what}: the oracle's refusals {:?}", r.errors);
    let (code, v) = verify(lines);
    let refused: Vec<i64> = v["errors"].as_array().into_iter().flatten().filter_map(|e| e["line"].as_i64()).collect();
    assert_eq!(refused, vec![line as i64], "{what}: the line verify refuses: {v}");
    for e in v["errors"].as_array().into_iter().flatten() {
        assert!(e["message"].as_str().is_some_and(|m| !m.is_empty()), "{what}: a refusal says why: {e}");
    }
    assert_eq!((code, &v["ok"]), (1, &json!(false)), "{what}: verify's status and ok: {v}");
}

/// `lines` is accepted entry by entry (by the oracle and by verify), and the oracle's hands are
/// verify's: contract, result, capot, score.
#[track_caller]
fn accepted(what: &str, lines: &[Value]) -> Value {
    let r = oracle::referee(lines).unwrap();
    assert_eq!(r.errors, vec![], "{what}: the oracle refused entries");
    let (code, v) = verify(lines);
    assert_eq!(v["errors"], json!([]), "{what}: verify refused entries: {v}");
    let diffs = compare(&r, &v);
    assert!(diffs.is_empty(), "{what}: verify differs from the oracle:\n{}\n{v}", diffs.join("\n"));
    assert_eq!((code, &v["ok"]), (0, &json!(true)), "{what}: verify's status and ok: {v}");
    v
}

#[test]
fn a_bid_must_exceed_the_standing_value() {
    refused_at("90 after 100", &journal("coinche", &[deal("Pep"), bid("Ana", 100, "H"), bid("Luis", 90, "S")]), 4);
    refused_at("100 after 100", &journal("coinche", &[deal("Pep"), bid("Ana", 100, "H"), bid("Luis", 100, "S")]), 4);
    refused_at("180 after a capot", &journal("coinche", &[deal("Pep"), capot("Ana", "H"), bid("Luis", 180, "S")]), 4);
    refused_at("capot after a capot", &journal("coinche", &[deal("Pep"), capot("Ana", "H"), capot("Luis", "S")]), 4);
}

#[test]
fn a_bid_is_a_multiple_of_ten_from_80_to_max_bid() {
    refused_at("85", &journal("coinche", &[deal("Pep"), bid("Ana", 85, "H")]), 3);
    refused_at("70", &journal("coinche", &[deal("Pep"), bid("Ana", 70, "H")]), 3);
    refused_at("190 (max_bid 180)", &journal("coinche", &[deal("Pep"), bid("Ana", 190, "H")]), 3);
    refused_at("170 in contree (max_bid 160)", &journal("contree", &[deal("Pep"), bid("Ana", 170, "S")]), 3);
    refused_at(
        "170 with max_bid 160",
        &journal_with("coinche", json!({"max_bid": 160}), &[deal("Pep"), bid("Ana", 170, "H")]),
        3,
    );
    refused_at(
        "all-trump in contree (all_no_trump false)",
        &journal("contree", &[deal("Pep"), bid("Ana", 90, "all")]),
        3,
    );
    // The highest values are bids: 180 in coinche, 160 in contree.
    accepted("180", &journal("coinche", &[deal("Pep"), bid("Ana", 180, "H")]));
    accepted("160 in contree", &journal("contree", &[deal("Pep"), bid("Ana", 160, "S")]));
}

#[test]
fn the_bidders_side_cannot_coinche() {
    refused_at(
        "Marta coinches her partner",
        &journal("coinche", &[deal("Pep"), bid("Ana", 100, "H"), coinche("Marta")]),
        4,
    );
    refused_at(
        "Ana coinches herself",
        &journal(
            "coinche",
            &[deal("Pep"), bid("Ana", 100, "H"), pass("Luis"), pass("Marta"), pass("Pep"), coinche("Ana")],
        ),
        7,
    );
    refused_at("a coinche with no bid", &journal("coinche", &[deal("Pep"), pass("Ana"), coinche("Luis")]), 4);
}

#[test]
fn no_bid_after_a_coinche() {
    refused_at(
        "Marta outbids a coinched bid",
        &journal("coinche", &[deal("Pep"), bid("Ana", 100, "H"), coinche("Luis"), bid("Marta", 110, "H")]),
        5,
    );
    refused_at(
        "Pep outbids a coinched bid",
        &journal("coinche", &[deal("Pep"), bid("Ana", 100, "H"), coinche("Luis"), pass("Marta"), bid("Pep", 110, "S")]),
        6,
    );
}

#[test]
fn the_coinchers_cannot_surcoinche() {
    refused_at(
        "Pep surcoinches his partner's coinche",
        &journal("coinche", &[deal("Pep"), bid("Ana", 100, "H"), coinche("Luis"), surcoinche("Pep")]),
        5,
    );
    refused_at(
        "Luis surcoinches his own coinche",
        &journal("coinche", &[deal("Pep"), bid("Ana", 100, "H"), coinche("Luis"), surcoinche("Luis")]),
        5,
    );
    refused_at(
        "a surcoinche with no coinche",
        &journal("coinche", &[deal("Pep"), bid("Ana", 100, "H"), surcoinche("Luis")]),
        4,
    );
}

#[test]
fn a_self_raise_needs_another_denomination_and_contree_allows_none() {
    let after = |raise: Value| vec![deal("Pep"), bid("Ana", 100, "H"), pass("Luis"), pass("Marta"), pass("Pep"), raise];
    refused_at("Ana 110 H over her own 100 H", &journal("coinche", &after(bid("Ana", 110, "H"))), 7);
    // In another suit she may (self_raise: new-suit), and the auction goes on: three more passes
    // and Ana's pass end it; 110 S, takers 112 points (no belote): made, 110 + 112 = 222, defence 50.
    let mut e = after(bid("Ana", 110, "S"));
    e.extend([pass("Luis"), pass("Marta"), pass("Pep"), pass("Ana"), tally((112, 5), (50, 3), None)]);
    let v = accepted("Ana 110 S over her own 100 H", &journal("coinche", &e));
    assert_eq!(v["hands"][0]["contract"], contract(json!(110), "S", 1, "Ana"));
    assert_eq!(v["hands"][0]["score"], two(222, 50));
    // contree (self_raise: never): the three passes ended the auction; a raise is refused, the
    // bidder's pass accepted and changes nothing.
    refused_at("Ana 110 H in contree", &journal("contree", &after(bid("Ana", 110, "H"))), 7);
    refused_at("Ana 110 D in contree", &journal("contree", &after(bid("Ana", 110, "D"))), 7);
    let mut e = after(pass("Ana"));
    e[1] = bid("Ana", 100, "S");
    e.push(tally((100, 5), (62, 3), None));
    // 100 made, R = 100: 100 + 100 = 200, defence 60.
    let v = accepted("the bidder's pass after three passes in contree", &journal("contree", &e));
    assert_eq!(v["hands"][0]["score"], two(200, 60));
}

#[test]
fn a_coinche_out_of_turn_in_coinche_but_not_in_contree() {
    // coinche_timing: any-time: Luis passed, and coinches when it is Pep's turn. The answers
    // come in either order: Ana passes, Marta surcoinches (×4). 100 H, takers 92 + belote 20
    // = 112: made, (100 + 112) × 4 = 848, defence 0.
    let e = vec![
        deal("Pep"),
        bid("Ana", 100, "H"),
        pass("Luis"),
        pass("Marta"),
        coinche("Luis"),
        pass("Ana"),
        surcoinche("Marta"),
        tally((92, 5), (70, 3), Some("Ana")),
    ];
    let v = accepted("Luis coinches out of turn", &journal("coinche", &e));
    assert_eq!(v["hands"][0]["contract"], doubled(contract(json!(100), "H", 4, "Ana"), "Luis", Some("Marta")));
    assert_eq!(v["hands"][0]["score"], two(848, 0));
    // surcoinche: 3 makes the multiplier 3: (100 + 112) × 3 = 636.
    let v = accepted("surcoinche: 3", &journal_with("coinche", json!({"target": 5000, "surcoinche": 3}), &e));
    assert_eq!(v["hands"][0]["contract"], doubled(contract(json!(100), "H", 3, "Ana"), "Luis", Some("Marta")));
    assert_eq!(v["hands"][0]["score"], two(636, 0));
    // contree (in-turn): the same contre is refused; and so is one made before its turn.
    refused_at("Luis contres out of turn in contree", &journal("contree", &e[..5]), 6);
    refused_at(
        "Pep contres before his turn in contree",
        &journal("contree", &[deal("Pep"), bid("Ana", 100, "S"), coinche("Pep")]),
        4,
    );
    refused_at(
        "with coinche_timing in-turn",
        &journal_with("coinche", json!({"coinche_timing": "in-turn"}), &e[..5]),
        6,
    );
}

#[test]
fn the_two_answers_to_a_coinche_in_either_order() {
    // 100 H coinched; takers 92 + 20: made ×2, 424 (example 2).
    for (first, second) in [("Ana", "Marta"), ("Marta", "Ana")] {
        let e = vec![
            deal("Pep"),
            bid("Ana", 100, "H"),
            coinche("Pep"),
            pass(first),
            pass(second),
            tally((92, 5), (70, 3), Some("Ana")),
        ];
        let v = accepted(&format!("{first} then {second}"), &journal("coinche", &e));
        assert_eq!(v["hands"][0]["score"], two(424, 0));
    }
    // The coincher's partner does not speak, nor does anyone twice.
    refused_at(
        "Luis speaks after his partner's coinche",
        &journal("coinche", &[deal("Pep"), bid("Ana", 100, "H"), coinche("Pep"), pass("Luis")]),
        5,
    );
    refused_at(
        "Ana answers twice",
        &journal("coinche", &[deal("Pep"), bid("Ana", 100, "H"), coinche("Pep"), pass("Ana"), surcoinche("Ana")]),
        6,
    );
    // contree: the bid's side answers in turn from the contrer: after Luis's contre, Marta
    // first, then Ana (Pep skipped).
    refused_at(
        "Ana answers before Marta in contree",
        &journal("contree", &[deal("Pep"), bid("Ana", 100, "S"), coinche("Luis"), pass("Ana")]),
        5,
    );
    let e = [
        deal("Pep"),
        bid("Ana", 100, "S"),
        coinche("Luis"),
        pass("Marta"),
        surcoinche("Ana"),
        tally((97, 5), (65, 3), Some("Ana")),
    ];
    // surcontré: (160 + 100) × 4 + 20 = 1060.
    let v = accepted("Marta then Ana in contree", &journal("contree", &e));
    assert_eq!(v["hands"][0]["score"], two(1060, 0));
}

/// A deal that can be followed on paper: Ana holds the spades, Luis the hearts, Marta the
/// diamonds, Pep the clubs. With spades trump Ana leads every trick (A K(belote) Q 10 J 9 8 7)
/// and nobody can follow nor ruff: Ana takes all eight tricks, 162 points, and the belote.
fn ana_leads_every_spade(auction: &[Value]) -> Vec<Value> {
    let mut e = vec![deal("Pep")];
    e.extend_from_slice(auction);
    let spades = ["AS", "KS", "QS", "10S", "JS", "9S", "8S", "7S"];
    let hearts = ["7H", "8H", "9H", "JH", "QH", "KH", "10H", "AH"];
    let diamonds = ["7D", "8D", "9D", "JD", "QD", "KD", "10D", "AD"];
    let clubs = ["7C", "8C", "9C", "JC", "QC", "KC", "10C", "AC"];
    for i in 0..8 {
        let mut lead = play("Ana", spades[i]);
        if spades[i] == "KS" {
            lead["say"] = json!("belote");
        }
        if spades[i] == "QS" {
            lead["say"] = json!("rebelote");
        }
        e.extend([lead, play("Luis", hearts[i]), play("Marta", diamonds[i]), play("Pep", clubs[i])]);
    }
    e
}

#[test]
fn the_first_card_led_closes_the_auction() {
    // Three passes after Ana's 80 S, then Ana leads: her pass is implied. An unbid capot with
    // the belote: 80 + 250 + 20 = 350, defence 0.
    let e = ana_leads_every_spade(&[bid("Ana", 80, "S"), pass("Luis"), pass("Marta"), pass("Pep")]);
    let v = accepted("closed by the first card", &journal("coinche", &e));
    assert_eq!(v["hands"][0]["contract"], contract(json!(80), "S", 1, "Ana"));
    assert_eq!(v["hands"][0]["result"], "made");
    assert_eq!(v["hands"][0]["capot"], AM);
    assert_eq!(v["hands"][0]["score"], two(350, 0));
    // Coinched by Luis, Marta passes, and Ana's lead is her pass: ×2, (80 + 250 + 20) × 2 = 700.
    let e = ana_leads_every_spade(&[bid("Ana", 80, "S"), coinche("Luis"), pass("Marta")]);
    let v = accepted("a coinche answered by the first card", &journal("coinche", &e));
    assert_eq!(v["hands"][0]["contract"], doubled(contract(json!(80), "S", 2, "Ana"), "Luis", None));
    assert_eq!(v["hands"][0]["score"], two(700, 0));
    // Two passes only: the auction is not over, the card is refused.
    let e = ana_leads_every_spade(&[bid("Ana", 80, "S"), pass("Luis"), pass("Marta")]);
    refused_at("a card after two passes", &journal("coinche", &e[..5]), 6);
    // contree: three passes end it; the lead is the next entry. Spades trump, Ana takes all:
    // (250 + 80) + 20 = 350 (capot unbid: (250 + C) × m + belote, belote said with both cards).
    let e = ana_leads_every_spade(&[bid("Ana", 80, "S"), pass("Luis"), pass("Marta"), pass("Pep")]);
    let v = accepted("contree, closed by three passes", &journal("contree", &e));
    assert_eq!(v["hands"][0]["score"], two(350, 0));
}

#[test]
fn four_passes_are_a_redeal_and_the_next_dealer_deals() {
    // Pep deals, everyone passes: a redeal, no score; Ana deals next, Luis is the eldest.
    let e = vec![
        deal("Pep"),
        pass("Ana"),
        pass("Luis"),
        pass("Marta"),
        pass("Pep"),
        deal("Ana"),
        bid("Luis", 90, "C"),
        pass("Marta"),
        pass("Pep"),
        pass("Ana"),
        pass("Luis"),
        tally((62, 3), (100, 5), None),
    ];
    let v = accepted("a redeal", &journal("coinche", &e));
    let h = &v["hands"];
    assert_eq!(h[0]["number"], 1, "{v}");
    assert_eq!(h[0]["dealer"], "Pep");
    assert_eq!(h[0]["outcome"], "redeal");
    assert!(h[0].get("contract").is_none_or(Value::is_null), "a deal everyone passed has no contract: {v}");
    assert_eq!(h[0]["score"], two(0, 0));
    assert_eq!(h[1]["number"], 2);
    assert_eq!(h[1]["dealer"], "Ana");
    // 90 C made with 100: 90 + 100 = 190, defence 62.
    assert_eq!(h[1]["score"], two(62, 190));
    // Pep does not deal again.
    let mut e = e[..5].to_vec();
    e.push(deal("Pep"));
    refused_at("the same dealer after a redeal", &journal("coinche", &e), 7);
}

// ---------------------------------------------------------------------------------------------
// Renounces: proved by a later play, and the hand-lost penalty as the coinche section words it
// (the offending side "lost the contract with every card of the deal against it"; the victims
// score the larger of this and what play gave them; the offenders no more than their belote).

/// `lines` has renounces and no refused entry: verify says so (status 1) and agrees with the oracle.
#[track_caller]
fn penalised(what: &str, lines: &[Value]) -> Value {
    let r = oracle::referee(lines).unwrap();
    assert_eq!(r.errors, vec![], "{what}: the oracle refused entries");
    assert!(!r.infractions.is_empty(), "{what}: the oracle sees no renounce");
    let (code, v) = verify(lines);
    let diffs = compare(&r, &v);
    assert!(diffs.is_empty(), "{what}: verify differs from the oracle:\n{}\n{v}", diffs.join("\n"));
    assert_eq!((code, &v["ok"]), (1, &json!(false)), "{what}: verify's status and ok: {v}");
    v
}

/// [`ana_leads_every_spade`], but Luis holds 7♠ for Ana's 7♥: on Ana's A♠ he discards 8♥ (he had
/// to follow with 7♠, proved when he plays it to her K♠ in trick 2). Ana leads A K(belote)
/// Q(rebelote) 10 J 9 8 of spades and takes seven tricks; then she leads 7♥ and Luis takes the
/// last trick with A♥, Marta and Pep discarding A♦ and A♣. Spades trump: Ana+Marta hold the
/// spades but 7♠ (A 11 + K 4 + Q 3 + 10 10 + J 20 + 9 14 + 8 0 = 62, and Luis's 7♠ 0), Luis's
/// 8 9 J Q K 10 of hearts (19), Marta's 7 8 9 J Q K 10 of diamonds (19), Pep's clubs (19): 119;
/// Luis+Pep the last trick, 7♥ A♥ A♦ A♣ = 33 + 10 = 43.
fn luis_renounces(auction: &[Value]) -> Vec<Value> {
    let mut e = vec![deal("Pep")];
    e.extend_from_slice(auction);
    let spades = ["AS", "KS", "QS", "10S", "JS", "9S", "8S", "7H"];
    let hearts = ["8H", "7S", "9H", "JH", "QH", "KH", "10H", "AH"];
    let diamonds = ["7D", "8D", "9D", "JD", "QD", "KD", "10D", "AD"];
    let clubs = ["7C", "8C", "9C", "JC", "QC", "KC", "10C", "AC"];
    for i in 0..8 {
        let mut lead = play("Ana", spades[i]);
        match spades[i] {
            "KS" => lead["say"] = json!("belote"),
            "QS" => lead["say"] = json!("rebelote"),
            _ => {}
        }
        e.extend([lead, play("Luis", hearts[i]), play("Marta", diamonds[i]), play("Pep", clubs[i])]);
    }
    e
}

#[test]
fn a_renounce_is_proved_by_a_later_play_and_costs_the_hand() {
    let auction = [bid("Ana", 80, "S"), pass("Luis"), pass("Marta"), pass("Pep"), pass("Ana")];
    let e = luis_renounces(&auction);
    let v = penalised("Luis renounces", &journal("coinche", &e));
    let i = &v["infractions"];
    assert_eq!(i.as_array().map(Vec::len), Some(1), "{v}");
    assert_eq!(
        (&i[0]["hand"], &i[0]["trick"], &i[0]["player"], &i[0]["rule"], &i[0]["card"], &i[0]["proof"]),
        (&json!(1), &json!(1), &json!("Luis"), &json!("follow-suit"), &json!("8H"), &json!({"trick": 2, "card": "7S"})),
        "{v}"
    );
    // Play: 119 + 20 ≥ 82, made: 80 + 139 = 219 against 43. The defence renounced: made with
    // the takers holding 162, 80 + 162 + 20 = 262 (more than play's 219); the defence 0.
    let h = &v["hands"][0];
    assert_eq!((&h["result"], &h["score"]), (&json!("made"), &two(262, 0)), "{v}");
    // flag-only: flagged, the scores play gave.
    let v =
        penalised("flag-only", &journal_with("coinche", json!({"target": 5000, "renounce_penalty": "flag-only"}), &e));
    assert_eq!(v["hands"][0]["score"], two(219, 43), "{v}");
    // contree (three passes end it; belote and rebelote both said): made with the takers holding
    // 162, R = 160: 80 + 160 + 20 = 260 (play: R = 120, 80 + 120 + 20 = 220 against 40).
    let e = luis_renounces(&auction[..4]);
    let v = penalised("Luis renounces in contree", &journal("contree", &e));
    assert_eq!(v["hands"][0]["score"], two(260, 0), "{v}");
}

#[test]
fn an_agreed_renounce_in_a_tally_costs_the_hand() {
    let tally_with = |am, lp, belote: Option<&str>, renounce: &str| {
        let mut t = tally(am, lp, belote);
        t["renounce"] = json!(renounce);
        t
    };
    // Takers renounce (Marta), 100 H: failed with the defence holding 162: 100 + 162 = 262 to
    // Luis+Pep (play gave them 70); Ana+Marta their belote, 20.
    let mut e = ana_bids_all_pass(100, "H");
    e.push(tally_with((92, 5), (70, 3), Some("Ana"), "Marta"));
    let v = penalised("the takers renounce", &journal("coinche", &e));
    let h = &v["hands"][0];
    assert_eq!((&h["result"], &h["score"]), (&json!("failed"), &two(20, 262)), "{v}");
    assert_eq!((&v["infractions"][0]["player"], &v["infractions"][0]["rule"]), (&json!("Marta"), &json!("renounce")));
    // Defenders renounce (Pep) against a coinched 100 H the takers failed in play (72 + 20 < 100:
    // 20 against 524): made with the takers holding 162, (100 + 162 + 20) × 2 = 564; the defence
    // 0 (a coinched contract made: its belote lost, and it had none).
    let e = [
        deal("Pep"),
        bid("Ana", 100, "H"),
        coinche("Luis"),
        pass("Marta"),
        pass("Ana"),
        tally_with((72, 3), (90, 5), Some("Ana"), "Pep"),
    ];
    let v = penalised("the defence renounces", &journal("coinche", &e));
    let h = &v["hands"][0];
    assert_eq!((&h["result"], &h["score"]), (&json!("made"), &two(564, 0)), "{v}");
    // The victims keep what play gave them when it is more: Ana+Marta's unbid capot on 90 D,
    // 90 + 250 = 340, against the penalty's 90 + 162 = 252.
    let mut e = ana_bids_all_pass(90, "D");
    e.push(tally_with((162, 8), (0, 0), None, "Luis"));
    let v = penalised("the victims' capot", &journal("coinche", &e));
    assert_eq!(v["hands"][0]["score"], two(340, 0), "{v}");
    assert_eq!(v["hands"][0]["capot"], AM, "{v}");
    // contree, the takers renounce: failed, the defence 160 + 100 + every belote (Ana's 20 goes
    // to the defence on a failure) = 280; the takers 0.
    let e = [
        deal("Pep"),
        bid("Ana", 100, "S"),
        pass("Luis"),
        pass("Marta"),
        pass("Pep"),
        tally_with((97, 5), (65, 3), Some("Ana"), "Ana"),
    ];
    let v = penalised("the takers renounce in contree", &journal("contree", &e));
    assert_eq!(v["hands"][0]["score"], two(0, 280), "{v}");
}

// ---------------------------------------------------------------------------------------------
// Random sessions against the oracle.

/// SplitMix64: a seeded generator of the test's own (no dependency).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, p: f64) -> bool {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// Options a session may override, each with a value RULES.md names that differs from the
/// ruleset's default.
fn random_options(rng: &mut Rng, ruleset: &str) -> Value {
    let coinche: &[(&str, Value)] = &[
        ("all_no_trump", json!(false)),
        ("eighty_needs", json!(80)),
        ("max_bid", json!(160)),
        ("coinche_timing", json!("in-turn")),
        ("self_raise", json!("never")),
        ("undertrump", json!(false)),
        ("belote.declare", json!("both")),
        ("belote.declare", json!("none")),
        ("belote.on_failure", json!("defence")),
        ("belote.all_trump", json!("each-suit")),
        ("rounding", json!("nearest-10")),
        ("coinched_base", json!("deal")),
        ("capot_failed", json!(500)),
        ("target_reach", json!("reach")),
        ("surcoinche", json!(3)),
        ("scoring", json!("bid-only")),
        ("renounce_penalty", json!("flag-only")),
    ];
    let contree: &[(&str, Value)] = &[
        ("all_no_trump", json!(true)),
        ("eighty_needs", json!(82)),
        ("max_bid", json!(180)),
        ("coinche_timing", json!("any-time")),
        ("self_raise", json!("new-suit")),
        ("undertrump", json!(true)),
        ("belote.declare", json!("first")),
        ("belote.declare", json!("none")),
        ("belote.all_trump", json!("each-suit")),
        ("rounding", json!("none")),
        ("capot_failed", json!(412)),
        ("target_reach", json!("exceed")),
        ("surcoinche", json!(3)),
        ("scoring", json!("bid-only")),
        ("renounce_penalty", json!("flag-only")),
    ];
    let mut o = serde_json::Map::new();
    // mostly a target no session reaches; sometimes one a few hands reach
    o.insert("target".into(), json!(if rng.chance(0.3) { rng.pick(&[500, 1000, 2000]) } else { 1_000_000 }));
    for (k, v) in if ruleset == "coinche" { coinche } else { contree } {
        if rng.chance(0.12) {
            o.insert(k.to_string(), v.clone());
        }
    }
    Value::Object(o)
}

/// One auction with random legal calls (the oracle's own legality), its entries appended to
/// `lines`. Returns the auction when a contract stands (the first card may still have to close
/// it), None for a redeal.
fn random_auction(rng: &mut Rng, o: &Options, dealer: usize, lines: &mut Vec<Value>) -> Option<oracle::Auction> {
    let mut a = oracle::Auction::new(o, dealer);
    for _ in 0..200 {
        if a.is_redeal() {
            return None;
        }
        if a.closed {
            // contree: the bidder's pass after the three passes, now and then
            if let Some(b) = a.standing.filter(|_| rng.chance(0.3)) {
                if a.check(b.bidder, Call::Pass).is_ok() {
                    lines.push(Call::Pass.entry(PLAYERS[b.bidder]));
                    a.apply(b.bidder, Call::Pass);
                }
            }
            return Some(a);
        }
        // the first card led closes it (bidder's pass, or a coinche's unanswered passes, implied)
        let card_may = a.card_closes() && !(o.in_turn && a.coincher.is_some());
        if card_may && rng.chance(0.4) {
            return Some(a);
        }
        let (seat, call) = if let Some(b) = a.standing.filter(|_| a.coincher.is_some()) {
            let seat = match a.next_answer.filter(|_| o.in_turn) {
                Some(s) => s,
                None => {
                    let open: Vec<usize> =
                        [b.bidder, (b.bidder + 2) % 4].into_iter().filter(|s| !a.answered.contains(s)).collect();
                    rng.pick(&open)
                }
            };
            (seat, if rng.chance(0.25) { Call::Surcoinche } else { Call::Pass })
        } else if let Some(b) = a.standing.filter(|_| rng.chance(0.08)) {
            let seat = if o.in_turn { a.turn } else { (b.bidder + 1 + 2 * rng.below(2)) % 4 };
            (seat, Call::Coinche)
        } else if rng.chance(0.62) {
            (a.turn, Call::Pass)
        } else {
            let worth = match a.standing.map(|b| b.level) {
                None => 70,
                Some(Level::Value(v)) => v,
                Some(Level::Capot) => 250,
            };
            let value = worth + 10 + 10 * rng.below(3) as i64;
            let level = if rng.chance(0.03) || value > o.max_bid { Level::Capot } else { Level::Value(value) };
            let modes: &[Mode] = if o.all_no_trump && rng.chance(0.25) {
                &[Mode::AllTrump, Mode::NoTrump]
            } else {
                &[Mode::Trump(0), Mode::Trump(1), Mode::Trump(2), Mode::Trump(3)]
            };
            (a.turn, Call::Bid(level, rng.pick(modes)))
        };
        if a.check(seat, call).is_ok() {
            lines.push(call.entry(PLAYERS[seat]));
            a.apply(seat, call);
        }
    }
    panic!("a random auction that never ended: {lines:?}")
}

/// The passes that close an auction the first card could have closed: the bidder's after three
/// passes, or the answers to a coinche not given yet (in turn from the contrer when in-turn).
fn close_in_words(mut a: oracle::Auction, lines: &mut Vec<Value>) {
    while !a.closed {
        let b = a.standing.expect("a contract stands").bidder;
        let seat = match a.coincher {
            None => b,
            Some(_) => [a.next_answer.unwrap_or(b), b, (b + 2) % 4]
                .into_iter()
                .find(|s| a.check(*s, Call::Pass).is_ok())
                .expect("an answer to the coinche is due"),
        };
        assert_eq!(a.check(seat, Call::Pass), Ok(()), "{lines:?}");
        lines.push(Call::Pass.entry(PLAYERS[seat]));
        a.apply(seat, Call::Pass);
    }
}

/// The seats that hold K and Q of a belote suit of this contract.
fn belote_holders(o: &Options, mode: Mode, hands: &[Vec<Card>]) -> Vec<(usize, usize)> {
    let suits: Vec<usize> = match mode {
        Mode::Trump(t) => vec![t],
        Mode::AllTrump if o.all_trump_belote => (0..4).collect(),
        _ => vec![],
    };
    let mut out = Vec::new();
    for suit in suits {
        for (seat, h) in hands.iter().enumerate() {
            let k = Card::parse(&format!("K{}", oracle::SUITS[suit])).unwrap();
            let q = Card::parse(&format!("Q{}", oracle::SUITS[suit])).unwrap();
            if h.contains(&k) && h.contains(&q) {
                out.push((seat, suit));
            }
        }
    }
    out
}

/// One random session of `ruleset`: its journal's lines.
fn random_session(rng: &mut Rng, ruleset: &str, deals: usize) -> Vec<Value> {
    let mut lines = vec![header(ruleset, random_options(rng, ruleset))];
    let o = Options::of_header(&lines[0]).unwrap();
    let mut dealer = rng.below(4);
    for _ in 0..deals {
        lines.push(deal(PLAYERS[dealer]));
        let mut cards = oracle::deck();
        for i in (1..cards.len()).rev() {
            let j = rng.below(i + 1);
            cards.swap(i, j);
        }
        let mut hands: Vec<Vec<Card>> = cards.chunks(8).map(|c| c.to_vec()).collect();
        if let Some(a) = random_auction(rng, &o, dealer, &mut lines) {
            let s = a.standing.unwrap();
            let mode = s.mode;
            let belotes = belote_holders(&o, mode, &hands);
            let breach_at = rng.chance(0.3).then(|| rng.below(28));
            let mut plays: Vec<(usize, Card)> = Vec::new();
            let mut entries = Vec::new();
            let mut said: Vec<(usize, bool)> = Vec::new(); // belote suits begun: was "belote" said?
            let mut lead = (dealer + 1) % 4;
            let mut breached = false;
            for t in 0..8 {
                let mut trick: Vec<(usize, Card)> = Vec::new();
                for i in 0..4 {
                    let seat = (lead + i) % 4;
                    let allowed = oracle::legal(mode, o.undertrump, &trick, &hands[seat], seat);
                    let illegal: Vec<Card> = hands[seat].iter().copied().filter(|c| !allowed.contains(c)).collect();
                    let card = if !breached && breach_at.is_some_and(|k| t * 4 + i >= k) && !illegal.is_empty() {
                        breached = true;
                        rng.pick(&illegal)
                    } else {
                        rng.pick(&allowed)
                    };
                    hands[seat].retain(|c| *c != card);
                    let mut e = play(PLAYERS[seat], &card.code());
                    let pair = (card.named("K") || card.named("Q")) && belotes.contains(&(seat, card.suit));
                    if pair && o.declare != Declare::None {
                        match said.iter().find(|s| s.0 == card.suit) {
                            // the first of the pair: "belote", usually
                            None => {
                                let say = rng.chance(0.8);
                                if say {
                                    e["say"] = json!("belote");
                                }
                                said.push((card.suit, say));
                            }
                            Some((_, true)) if rng.chance(0.8) => e["say"] = json!("rebelote"),
                            Some(_) => {}
                        }
                    }
                    entries.push(e);
                    trick.push((seat, card));
                    plays.push((seat, card));
                }
                let cards: Vec<Card> = trick.iter().map(|p| p.1).collect();
                lead = trick[oracle::winning(mode, &cards)].0;
            }
            if rng.chance(0.12) {
                // the same hand entered as a tally (the oracle's count of the plays), after an
                // auction closed in words: a tally is no card, so it implies no pass
                close_in_words(a, &mut lines);
                let (tricks, _) = oracle::analyse(mode, o.undertrump, (dealer + 1) % 4, &plays, &[]);
                let (mut points, mut won) = ([0i64; 2], [0i64; 2]);
                for t in &tricks {
                    points[t.winner % 2] += t.points;
                    won[t.winner % 2] += 1;
                }
                let mut t = tally((points[0], won[0]), (points[1], won[1]), None);
                let credited: Vec<&str> = belotes.iter().filter(|_| rng.chance(0.7)).map(|b| PLAYERS[b.0]).collect();
                match credited.as_slice() {
                    [] => {}
                    [one] if mode != Mode::AllTrump => t["belote"] = json!(one),
                    many => t["belote"] = json!(many),
                }
                if rng.chance(0.2) {
                    t["renounce"] = json!(PLAYERS[rng.below(4)]);
                }
                lines.push(t);
            } else {
                lines.extend(entries);
            }
        }
        dealer = (dealer + 1) % 4;
        if oracle::referee(&lines).unwrap().winner.is_some() {
            break;
        }
    }
    lines.push(json!({"type": "end"}));
    lines
}

/// Every way `verify --json` differs from the oracle's report, one line each.
fn compare(r: &oracle::Report, v: &Value) -> Vec<String> {
    let mut d = Vec::new();
    let mut faults = Vec::new();
    let mut differ = |what: String, oracle: &dyn std::fmt::Debug, tapete: &dyn std::fmt::Debug| {
        d.push(format!("{what}: oracle {oracle:?}, tapete {tapete:?}"))
    };
    if v["errors"] != json!([]) {
        differ("refused entries".into(), &r.errors, &v["errors"]);
    }
    if v["sides"] != json!(r.sides) {
        differ("sides".into(), &r.sides, &v["sides"]);
    }
    let hands = v["hands"].as_array().cloned().unwrap_or_default();
    if hands.len() != r.hands.len() {
        differ("number of hands".into(), &r.hands.len(), &hands.len());
    }
    for (want, got) in r.hands.iter().zip(&hands) {
        let n = want.number;
        let field = |k: &str| got.get(k).cloned().filter(|x| !x.is_null());
        if got["number"] != json!(n) {
            differ(format!("hand {n}: number"), &n, &got["number"]);
        }
        if got["dealer"] != json!(want.dealer) {
            differ(format!("hand {n}: dealer"), &want.dealer, &got["dealer"]);
        }
        if got["outcome"] != json!(want.outcome) {
            differ(format!("hand {n}: outcome"), &want.outcome, &got["outcome"]);
        }
        if field("contract") != want.contract {
            differ(format!("hand {n}: contract"), &want.contract, &field("contract"));
        }
        if want.outcome == "played" && got["result"] != json!(want.result) {
            differ(format!("hand {n}: result"), &want.result, &got["result"]);
        }
        if field("capot") != want.capot.as_ref().map(|c| json!(c)) {
            differ(format!("hand {n}: capot"), &want.capot, &field("capot"));
        }
        let score: BTreeMap<String, i64> = got["score"]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(k, x)| (k.clone(), x.as_i64().unwrap_or(i64::MIN)))
            .collect();
        if score != want.score {
            let why = format!(
                "(card points {AM} {} {LP} {}, tricks {}/{}, belote {}/{})",
                want.points[0], want.points[1], want.tricks_won[0], want.tricks_won[1], want.belote[0], want.belote[1]
            );
            differ(format!("hand {n}: score {why}"), &want.score, &score);
        }
        if let Some(tricks) = &want.tricks {
            let theirs = got["tricks"].as_array().cloned().unwrap_or_default();
            for (k, t) in tricks.iter().enumerate() {
                let mine = json!({
                    "leader": PLAYERS[t.leader],
                    "cards": t.cards.iter().map(|c| c.code()).collect::<Vec<_>>(),
                    "winner": PLAYERS[t.winner],
                    "points": t.points,
                });
                let got_t = theirs.get(k).map(|x| {
                    json!({"leader": x["leader"], "cards": x["cards"], "winner": x["winner"], "points": x["points"]})
                });
                if got_t.as_ref() != Some(&mine) {
                    differ(format!("hand {n}: trick {}", k + 1), &mine, &got_t);
                }
            }
        }
        faults.extend(breakdown_faults(got));
    }
    let totals: BTreeMap<String, i64> = v["totals"]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(k, x)| (k.clone(), x.as_i64().unwrap_or(i64::MIN)))
        .collect();
    if totals != r.totals {
        differ("totals".into(), &r.totals, &totals);
    }
    if field_str(v, "winner") != r.winner {
        differ("winner".into(), &r.winner, &v["winner"]);
    }
    let mut theirs: Vec<oracle::Infraction> =
        v["infractions"].as_array().into_iter().flatten().map(oracle::Infraction::of_json).collect();
    let mut mine = r.infractions.clone();
    theirs.sort();
    mine.sort();
    if theirs != mine {
        differ("infractions (hand, trick, player, rule, card, proof)".into(), &mine, &theirs);
    }
    d.extend(faults);
    d
}

fn field_str(v: &Value, k: &str) -> Option<String> {
    v[k].as_str().map(str::to_string)
}

/// The oracle's report of a journal and verify's verdict agree; else the test fails naming the
/// kept journal and every difference.
#[track_caller]
fn agrees(name: &str, lines: &[Value]) {
    let r = oracle::referee(lines).unwrap_or_else(|e| panic!("{name}: the oracle cannot read it: {e}"));
    let path = keep(name, lines);
    let (code, v) = verify_path(&path);
    let mut diffs = compare(&r, &v);
    let (want_code, want) = r.verify_json();
    if code != want_code {
        diffs.push(format!("exit status: oracle {want_code}, tapete {code}"));
    }
    if !diffs.is_empty() {
        // the oracle's verdict beside the journal, in verify's shape, to read side by side
        let mine = path.with_extension("oracle.json");
        std::fs::write(&mine, serde_json::to_string_pretty(&want).unwrap()).unwrap();
        panic!(
            "{name}: verify --json {} differs from the oracle (its verdict: {}):\n{}",
            path.display(),
            mine.display(),
            diffs.join("\n")
        );
    }
    let _ = std::fs::remove_file(path);
}

#[test]
fn random_coinche_and_contree_sessions_score_as_the_oracle() {
    let mut rng = Rng(0x0C01_C4E0);
    let mut hands = 0;
    let mut breaches = 0;
    for i in 0..48 {
        let ruleset = if i % 2 == 0 { "coinche" } else { "contree" };
        let lines = random_session(&mut rng, ruleset, 12);
        // the generator's own journals are legal to the oracle
        let r = oracle::referee(&lines).unwrap();
        assert_eq!(r.errors, vec![], "session {i}: the generator made an entry its oracle refuses");
        hands += r.hands.len();
        breaches += r.infractions.len();
        agrees(&format!("random-{ruleset}-{i}"), &lines);
    }
    // what the sessions covered (so that a generator that stopped making something is seen)
    assert!(hands > 300, "only {hands} hands");
    assert!(breaches > 20, "only {breaches} renounces");
}

#[test]
fn the_random_sessions_cover_the_rules() {
    // The generator exercises what the comparison is for: coinches, surcoinches, capots, redeals,
    // all-trump and no-trump contracts, tallies, renounces, made and failed, a game won.
    let mut rng = Rng(0x0C01_C4E0);
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for i in 0..48 {
        let ruleset = if i % 2 == 0 { "coinche" } else { "contree" };
        let lines = random_session(&mut rng, ruleset, 12);
        let r = oracle::referee(&lines).unwrap();
        for h in &r.hands {
            let c = h.contract.clone().unwrap_or(Value::Null);
            let mut count = |k| *seen.entry(k).or_default() += 1;
            match h.outcome {
                "redeal" => count("redeal"),
                _ => count(if h.result == Some("made") { "made" } else { "failed" }),
            }
            if c["multiplier"] == 2 {
                count("coinche");
            }
            if c["multiplier"].as_i64().is_some_and(|m| m > 2) {
                count("surcoinche");
            }
            if c["value"] == "capot" {
                count("capot bid");
            }
            if h.capot.is_some() {
                count("capot");
            }
            if c["trump"] == "all" || c["trump"] == "none" {
                count("all or no trump");
            }
            if h.tricks.is_none() && h.outcome == "played" {
                count("tally");
            }
            if h.belote != [0, 0] {
                count("belote");
            }
        }
        if !r.infractions.is_empty() {
            *seen.entry("renounce").or_default() += 1;
        }
        if r.winner.is_some() {
            *seen.entry("won").or_default() += 1;
        }
    }
    for k in [
        "redeal",
        "made",
        "failed",
        "coinche",
        "surcoinche",
        "capot bid",
        "capot",
        "all or no trump",
        "tally",
        "belote",
        "renounce",
        "won",
    ] {
        assert!(seen.get(k).is_some_and(|n| *n > 0), "no {k} in the random sessions: {seen:?}");
    }
}

/// `tapete simulate RULESET --journal DIR` with these arguments, and its journal's lines.
#[track_caller]
fn simulated(ruleset: &str, args: &[&str]) -> Vec<Value> {
    let dir = tempfile::tempdir().unwrap();
    let out = tapete().arg("simulate").arg(ruleset).args(args).arg("--journal").arg(dir.path()).run();
    assert_eq!(
        out.code,
        Some(0),
        "tapete simulate {ruleset} {args:?} --journal DIR: status {:?}; standard error:\n{}",
        out.code,
        out.stderr
    );
    let files: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(files.len(), 1, "simulate {ruleset} wrote one journal: {files:?}");
    std::fs::read_to_string(&files[0])
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("simulate {ruleset}: a journal line {l:?}: {e}")))
        .collect()
}

#[test]
fn simulated_coinche_and_contree_sessions_score_as_the_oracle() {
    let runs: &[(&str, &[&str])] = &[
        ("coinche", &["--deals", "40", "--seed", "1"]),
        ("coinche", &["--deals", "40", "--seed", "2", "--breaches", "0.3"]),
        (
            "coinche",
            &["--deals", "40", "--seed", "3", "--option", "coinche_timing=in-turn", "--option", "rounding=nearest-10"],
        ),
        ("contree", &["--deals", "40", "--seed", "4"]),
        ("contree", &["--deals", "40", "--seed", "5", "--breaches", "0.3"]),
        ("contree", &["--deals", "40", "--seed", "6", "--option", "undertrump=true", "--breaches", "0.3"]),
    ];
    for (ruleset, args) in runs {
        let lines = simulated(ruleset, args);
        agrees(&format!("simulate-{ruleset}-{}", args.join("_").replace(['-', '='], "")), &lines);
    }
}

// ---------------------------------------------------------------------------------------------
// The oracle's play duties against tapete's belote-classic (the same duties, RULES.md), today.

#[test]
fn the_oracles_tricks_and_renounces_are_belote_classics() {
    let mut checked = (0, 0);
    let mut modes = BTreeMap::new();
    for seed in 1..=4 {
        let dir = tempfile::tempdir().unwrap();
        // seeds 3 and 4 with the third round: all-trump and no-trump contracts too
        let third = if seed > 2 { "all_no_trump=true" } else { "all_no_trump=false" };
        tapete()
            .args(["simulate", "belote-classic", "--deals", "40", "--breaches", "0.5", "--seed", &seed.to_string()])
            .args(["--option", third])
            .arg("--journal")
            .arg(dir.path())
            .status(0)
            .run();
        let path = std::fs::read_dir(dir.path()).unwrap().next().unwrap().unwrap().path();
        let lines: Vec<Value> =
            std::fs::read_to_string(&path).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        let (_, v) = verify_path(&path);
        let players: Vec<&str> = lines[0]["players"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
        let seat = |p: &Value| players.iter().position(|x| Some(*x) == p.as_str()).unwrap();
        let mut number = 0;
        let mut i = 1;
        while i < lines.len() {
            if lines[i]["type"] != "deal" {
                i += 1;
                continue;
            }
            number += 1;
            let dealer = seat(&lines[i]["dealer"]);
            let turned = Card::parse(lines[i]["turned"].as_str().unwrap()).unwrap();
            let (mut mode, mut taker, mut plays) = (Mode::Trump(turned.suit), None, Vec::new());
            i += 1;
            while i < lines.len() && lines[i]["type"] != "deal" {
                let e = &lines[i];
                if e["type"] == "bid" && e["call"] == "take" {
                    taker = Some(seat(&e["player"]));
                    if let Some(t) = e["trump"].as_str() {
                        mode = Mode::parse(t).unwrap();
                    }
                }
                if e["type"] == "play" {
                    plays.push((seat(&e["player"]), Card::parse(e["card"].as_str().unwrap()).unwrap()));
                }
                i += 1;
            }
            if plays.len() != 32 {
                continue;
            }
            *modes.entry(mode.code()).or_insert(0) += 1;
            let known = [(taker.unwrap(), turned)];
            let (tricks, breaches) = oracle::analyse(mode, true, (dealer + 1) % 4, &plays, &known);
            let h = v["hands"].as_array().unwrap().iter().find(|h| h["number"] == number).unwrap();
            for (k, t) in tricks.iter().enumerate() {
                let mine = json!({
                    "leader": players[t.leader],
                    "cards": t.cards.iter().map(|c| c.code()).collect::<Vec<_>>(),
                    "winner": players[t.winner],
                    "points": t.points,
                });
                let x = &h["tricks"][k];
                let theirs =
                    json!({"leader": x["leader"], "cards": x["cards"], "winner": x["winner"], "points": x["points"]});
                assert_eq!(mine, theirs, "seed {seed} hand {number} trick {}", k + 1);
            }
            let mut mine: Vec<oracle::Infraction> = breaches
                .iter()
                .map(|b| oracle::Infraction {
                    hand: number,
                    trick: Some(b.trick),
                    player: players[b.seat].to_string(),
                    rule: b.rule.to_string(),
                    card: Some(b.card.code()),
                    proof: b.proof.map(|(t, c)| (t, c.code())),
                })
                .collect();
            let mut theirs: Vec<oracle::Infraction> = v["infractions"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|x| x["hand"] == number)
                .map(oracle::Infraction::of_json)
                .collect();
            mine.sort();
            theirs.sort();
            assert_eq!(mine, theirs, "seed {seed} hand {number}: infractions");
            checked.0 += 1;
            checked.1 += mine.len();
        }
    }
    assert!(modes.contains_key("all") && modes.contains_key("none"), "contracts played: {modes:?}");
    assert!(checked.0 > 80 && checked.1 > 25, "only {} hands and {} renounces checked", checked.0, checked.1);
}
