//! The Belote option `hands` (RULES.md, Concours): a session is a partie of H hands played, over
//! after them whatever the totals and the target, won by the higher total (equal totals: a
//! draw); a deal everyone passed is not a hand. Expected numbers are worked out from the rules:
//! a tallied hand whose takers make their contract scores each side its card points.

use crate::support::journal::{bid, deal};
use crate::support::{tapete, verify_lines, JournalFile, TestJournal};
use serde_json::{json, Value};

fn two(a: i64, b: i64) -> Value {
    json!({"Ana+Marta": a, "Luis+Pep": b})
}

/// belote-classic with `options`, Ana+Marta against Luis+Pep.
fn classic(options: Value, entries: &[Value]) -> Vec<Value> {
    TestJournal::new("belote-classic", &["Ana", "Luis", "Marta", "Pep"])
        .options(options)
        .teams(json!([["Ana", "Marta"], ["Luis", "Pep"]]))
        .entries(entries)
        .lines()
}

/// A hand dealt by `dealer`, taken by Ana (she is next after Pep, Luis after Ana, …), tallied.
fn hand(dealer: &str, taker: &str, points: (i64, i64), tricks: (i64, i64)) -> Vec<Value> {
    vec![
        deal(dealer, "7H"),
        bid(taker, "take"),
        json!({"type": "tally", "points": two(points.0, points.1), "tricks": two(tricks.0, tricks.1)}),
    ]
}

#[test]
fn a_partie_of_two_hands_is_over_after_them_and_a_passed_deal_is_no_hand() {
    // Hand 1: Pep deals, Ana takes, 100–62 made: 100–62. Then Ana deals and all four pass (a
    // redeal, not a hand). Hand 2: Luis deals, Marta takes, 90–72 made: 190–134. Two hands
    // played: over, Ana+Marta ahead, though far from the target of 1000.
    let mut entries = hand("Pep", "Ana", (100, 62), (5, 3));
    entries.push(deal("Ana", "8S"));
    for p in ["Luis", "Marta", "Pep", "Ana", "Luis", "Marta", "Pep", "Ana"] {
        entries.push(bid(p, "pass"));
    }
    entries.extend(hand("Luis", "Marta", (90, 72), (5, 3)));
    let lines = classic(json!({"hands": 2}), &entries);
    let v = verify_lines(&lines);
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["totals"], two(190, 134));
    assert_eq!(v["winner"], "Ana+Marta");
    // A third deal is refused: the game is over.
    let mut more = lines.clone();
    more.push(deal("Marta", "9C"));
    let v = verify_lines(&more);
    assert_eq!(v["ok"], false, "{v}");
    assert_eq!(v["errors"].as_array().map(Vec::len), Some(1), "{v}");
}

#[test]
fn equal_totals_after_the_hands_are_a_draw_and_the_session_is_over() {
    // Two hands made by their takers: 100–62 (Ana takes), then 62–100 (Luis takes): 162–162
    // after the partie's two hands, a draw.
    let mut entries = hand("Pep", "Ana", (100, 62), (5, 3));
    entries.extend(hand("Ana", "Luis", (62, 100), (3, 5)));
    let v = verify_lines(&classic(json!({"hands": 2}), &entries));
    assert_eq!(v["totals"], two(162, 162));
    assert_eq!(v["winner"], Value::Null, "equal totals: a draw");
    let mut after = classic(json!({"hands": 2}), &entries);
    after.push(deal("Luis", "9C"));
    assert_eq!(verify_lines(&after)["ok"], false, "nothing after the partie's last hand");
}

#[test]
fn the_target_plays_no_part_in_a_partie_of_hands() {
    // Target 100, hands 2: 100–62 after one hand would win the game to 100; with `hands` it
    // goes on to the second hand.
    let mut entries = hand("Pep", "Ana", (100, 62), (5, 3));
    entries.extend(hand("Ana", "Luis", (62, 100), (3, 5)));
    let v = verify_lines(&classic(json!({"hands": 2, "target": 100}), &entries));
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["totals"], two(162, 162));
    // Without `hands`, the first hand wins it and the second deal is refused.
    let v = verify_lines(&classic(json!({"target": 100}), &entries));
    assert_eq!(v["winner"], "Ana+Marta");
    assert_eq!(v["ok"], false);
}

#[test]
fn hands_is_a_whole_number_from_0_to_1000() {
    let dir = tempfile::tempdir().unwrap();
    for bad in ["-1", "1001", "twelve"] {
        let r = tapete()
            .home(dir.path())
            .args(["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep", "--option", &format!("hands={bad}")])
            .status(2)
            .run();
        assert!(r.stderr.contains("hands"), "{bad}: {}", r.stderr);
    }
    // A simulated partie of 5 hands stops after them.
    let out = tempfile::tempdir().unwrap();
    tapete()
        .args(["simulate", "belote-classic", "--teams", "--deals", "40", "--seed", "4", "--option", "hands=5"])
        .arg("--journal")
        .arg(out.path())
        .status(0)
        .run();
    let journal = std::fs::read_dir(out.path()).unwrap().next().unwrap().unwrap().path();
    let v = crate::support::verify_json(&journal);
    let played = v["hands"].as_array().unwrap().iter().filter(|h| h["outcome"] == "played").count();
    assert_eq!(played, 5, "{v}");
}

#[test]
fn a_journal_of_the_rules_before_hands_replays_without_a_warning() {
    // The bundled belote-classic before the option `hands` (its sha256) plays exactly as now.
    let mut lines = classic(json!({}), &hand("Pep", "Ana", (100, 62), (5, 3)));
    lines[0]["ruleset_sha256"] = json!("3150a4602068859e31e8702c11c9ea646cf2775824e551fad0fae36db8553a4d");
    let file = JournalFile::of(&lines);
    let r = tapete().arg("verify").arg(file.path()).status(0).run();
    assert!(!r.stderr.contains("changed"), "{}", r.stderr);
    // Any other text of it still warns.
    lines[0]["ruleset_sha256"] = json!("0".repeat(64));
    let file = JournalFile::of(&lines);
    let r = tapete().arg("verify").arg(file.path()).status(0).run();
    assert!(r.stderr.contains("changed"), "{}", r.stderr);
}
