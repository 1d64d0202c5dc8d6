//! `tapete judge`: RULES.md belote-es worked examples 1-7 (combinations and comparison, S1 §8-9).

mod common;

use serde_json::Value;

fn judge(args: &[&str]) -> Value {
    judge_exit(args, 0)
}

/// Exit 0, or 1 when an announcement checked with --says is not made by the cards (an infraction).
fn judge_exit(args: &[&str], code: i32) -> Value {
    let mut all = vec!["judge", "belote-es", "--json"];
    all.extend_from_slice(args);
    let out = common::tapete().args(&all).output().unwrap();
    assert_eq!(out.status.code(), Some(code), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

fn player<'v>(v: &'v Value, name: &str) -> &'v Value {
    v["players"].as_array().unwrap().iter().find(|p| p["player"] == name).unwrap()
}

fn score(v: &Value, player: &str) -> i64 {
    v["players"].as_array().unwrap().iter().find(|p| p["player"] == player).unwrap()["score"].as_i64().unwrap()
}

#[test]
fn example_1_four_sevens_are_worth_nothing_and_do_not_block_a_run() {
    let v =
        judge(&["--trump", "S", "--eldest", "P1", "--hand", "P1: 7S 7H 7D 7C 8H 9H 10H", "--hand", "P2: 10C JC QC"]);
    assert_eq!(v["winner"], "P1");
    assert_eq!((score(&v, "P1"), score(&v, "P2")), (50, 0));
}

#[test]
fn example_2_equal_runs_the_trump_run_wins() {
    let v = judge(&["--trump", "S", "--eldest", "P1", "--hand", "P1: 8S 9S 10S", "--hand", "P2: 8D 9D 10D"]);
    assert_eq!((score(&v, "P1"), score(&v, "P2")), (20, 0));
    // the trump run wins even when the other player is the eldest
    let v = judge(&["--trump", "S", "--eldest", "P2", "--hand", "P1: 8S 9S 10S", "--hand", "P2: 8D 9D 10D"]);
    assert_eq!((score(&v, "P1"), score(&v, "P2")), (20, 0));
}

#[test]
fn example_3_run_tie_first_and_split() {
    let hands = ["--trump", "S", "--eldest", "P1", "--hand", "P1: 9D 10D JD", "--hand", "P2: 9C 10C JC"];
    let v = judge(&hands);
    assert_eq!((score(&v, "P1"), score(&v, "P2")), (20, 0));
    let mut split = hands.to_vec();
    split.extend(["--option", "run_tie=split"]);
    let v = judge(&split);
    assert_eq!((score(&v, "P1"), score(&v, "P2")), (0, 0), "two players: nobody");
    let v = judge(&[
        "--trump",
        "S",
        "--eldest",
        "P1",
        "--option",
        "run_tie=split",
        "--hand",
        "P1: 7H 9S",
        "--hand",
        "P2: 9D 10D JD",
        "--hand",
        "P3: 9C 10C JC",
    ]);
    assert_eq!((score(&v, "P1"), score(&v, "P2"), score(&v, "P3")), (0, 10, 10));
}

#[test]
fn example_4_eight_cards_are_a_quinta_and_a_tercia() {
    let v = judge(&["--trump", "S", "--hand", "P1: 7D 8D 9D 10D JD QD KD AD"]);
    assert_eq!(score(&v, "P1"), 120);
}

#[test]
fn example_5_more_cards_win() {
    let v =
        judge(&["--trump", "S", "--eldest", "P1", "--hand", "P1: 8C 9C 10C JC QC KC", "--hand", "P2: 10H JH QH KH AH"]);
    assert_eq!((score(&v, "P1"), score(&v, "P2")), (100, 0));
}

#[test]
fn example_6_a_brelan_beats_a_quinta_and_brings_its_tercia() {
    let v = judge(&[
        "--trump",
        "S",
        "--eldest",
        "P1",
        "--hand",
        "P1: QS QH QD QC 7D 8D 9D",
        "--hand",
        "P2: 7C 8C 9C 10C JC",
    ]);
    assert_eq!((score(&v, "P1"), score(&v, "P2")), (120, 0));
}

#[test]
fn example_7_brelan_of_jacks_beats_brelan_of_nines() {
    let v = judge(&["--trump", "S", "--eldest", "P2", "--hand", "P1: JS JH JD JC", "--hand", "P2: 9S 9H 9D 9C"]);
    assert_eq!((score(&v, "P1"), score(&v, "P2")), (200, 0));
}

#[test]
fn says_checks_the_cards() {
    let v = judge(&["--trump", "H", "--hand", "Ana: 7H 8H 9H 10H", "--says", "Ana: cuarta"]);
    assert_eq!(v["says"][0]["made"], true);
    let v = judge_exit(&["--trump", "H", "--hand", "Ana: 7H 8H 9H 10H", "--says", "Ana: quinta"], 1);
    assert_eq!(v["says"][0]["made"], false);
}

#[test]
fn a_combination_the_shown_cards_do_not_make_scores_nothing() {
    // RULES.md belote-es: "Shown cards that do not make every announced combination:
    // show-mismatch, the announcement void." Luis says quinta with a cuarta: he scores nothing,
    // and Ana's tercia, the best combination still standing, scores 20.
    let v = judge_exit(
        &[
            "--trump",
            "S",
            "--eldest",
            "Ana",
            "--hand",
            "Ana: 10C JC QC",
            "--hand",
            "Luis: 7H 8H 9H 10H",
            "--says",
            "Luis: quinta",
        ],
        1,
    );
    assert_eq!((score(&v, "Ana"), score(&v, "Luis")), (20, 0));
    assert_eq!(player(&v, "Luis")["verdict"], "show-mismatch");
    assert_eq!(player(&v, "Ana")["verdict"], "wins");
    assert_eq!(v["winner"], "Ana");
    // said right, the cuarta beats the tercia (more cards): Luis 50, Ana 0
    let v = judge(&[
        "--trump",
        "S",
        "--eldest",
        "Ana",
        "--hand",
        "Ana: 10C JC QC",
        "--hand",
        "Luis: 7H 8H 9H 10H",
        "--says",
        "Luis: cuarta",
    ]);
    assert_eq!((score(&v, "Ana"), score(&v, "Luis")), (0, 50));
    assert_eq!(player(&v, "Ana")["verdict"], "beaten");
    assert_eq!(player(&v, "Ana")["beaten_by"], "Luis");
    assert_eq!(player(&v, "Ana")["why"], "more-cards");
}

#[test]
fn partners_score_with_the_best_combination_of_their_side() {
    // RULES.md belote-es: "the side holding the best combination scores all of its own announced
    // combinations; every other side scores none." A's brelán of queens (100) beats D's cuarta:
    // A+C score A's 100 and C's tercia 20 = 120; B's tercia and D's cuarta score nothing.
    let v = judge(&[
        "--trump",
        "H",
        "--eldest",
        "A",
        "--teams",
        "A+C,B+D",
        "--hand",
        "A: QS QH QD QC",
        "--hand",
        "B: 9D 10D JD KD",
        "--hand",
        "C: 7C 8C 9C",
        "--hand",
        "D: 8S 9S 10S JS KS",
    ]);
    assert_eq!(v["sides"]["A+C"], 120);
    assert_eq!(v["sides"]["B+D"], 0);
    assert_eq!(v["winner"], "A+C");
    assert_eq!((score(&v, "A"), score(&v, "B"), score(&v, "C"), score(&v, "D")), (100, 0, 20, 0));
    assert_eq!(player(&v, "C")["verdict"], "with-partner");
    assert_eq!(player(&v, "D")["verdict"], "beaten");
    assert_eq!(player(&v, "D")["why"], "brelan-over-run");
}

#[test]
fn bad_input_exits_2_with_a_message() {
    let out = common::tapete().args(["judge", "belote-es", "--trump", "X", "--hand", "A: 7H"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a suit"));
    let out = common::tapete().args(["judge", "belote-classic", "--trump", "H", "--hand", "A: 7H"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = common::tapete().args(["judge", "belote-es", "--trump", "H", "--hand", "A 7H"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_verdict_speaks_the_tables_language() {
    let args = [
        "judge",
        "belote-es",
        "--trump",
        "S",
        "--eldest",
        "Ana",
        "--hand",
        "Ana: 10C JC QC",
        "--hand",
        "Luis: 7H 8H 9H 10H",
    ];
    let es = common::tapete().arg("--lang").arg("es").args(args).output().unwrap();
    let text = String::from_utf8_lossy(&es.stdout);
    assert!(
        text.contains("Ana: tercia al Q♣ (20) — pierde ante Luis (entre escaleras gana la de más cartas) — cuenta 0"),
        "{text}"
    );
    assert!(!text.contains("beaten") && !text.contains("scores"), "{text}");
    let fr = common::tapete().arg("--lang").arg("fr").args(args).output().unwrap();
    assert!(
        String::from_utf8_lossy(&fr.stdout).contains("Luis: quarte au 10♥ (50) — gagne"),
        "{}",
        String::from_utf8_lossy(&fr.stdout)
    );
}
