//! `tapete judge`: RULES.md belote-es worked examples 1-7 (combinations and comparison, S1 §8-9).

use crate::support::deals::tallied_two;
use crate::support::journal::{announce, show};
use crate::support::tapete;
use serde_json::{json, Value};

fn judge(args: &[&str]) -> Value {
    judge_exit(args, 0)
}

/// Exit 0, or 1 when an announcement checked with --says is not made by the cards (an infraction).
fn judge_exit(args: &[&str], code: i32) -> Value {
    let mut all = vec!["judge", "belote-es", "--json"];
    all.extend_from_slice(args);
    tapete().args(&all).status(code).run().json()
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
    let v = judge(&["--trump", "S", "--hand", "P1: 7D 8D 9D 10D JD QD KD AD", "--hand", "P2: 7S 9C"]);
    assert_eq!((score(&v, "P1"), score(&v, "P2")), (120, 0));
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
    let luis = ["--hand", "Luis: 7C 9D"];
    let v = judge(&[&["--trump", "H", "--hand", "Ana: 7H 8H 9H 10H", "--says", "Ana: cuarta"][..], &luis].concat());
    assert_eq!(v["says"][0]["made"], true);
    assert_eq!(score(&v, "Ana"), 50);
    let v =
        judge_exit(&[&["--trump", "H", "--hand", "Ana: 7H 8H 9H 10H", "--says", "Ana: quinta"][..], &luis].concat(), 1);
    assert_eq!(v["says"][0]["made"], false);
    assert_eq!(score(&v, "Ana"), 0);
}

#[test]
fn a_combination_the_shown_cards_do_not_make_scores_nothing() {
    // RULES.md belote-es: "Shown cards that do not make every announced combination:
    // show-mismatch, the announcement void." Ana (eldest) announces her tercia; Luis then says
    // quinta, higher by name, holding only a cuarta. His quinta was valid when made, so it beat
    // Ana's tercia by name; his show does not make it (show-mismatch, void), and by the decision
    // of 2026-11-23 Ana's tercia stays beaten: it is not revived. Nobody scores.
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
    assert_eq!((score(&v, "Ana"), score(&v, "Luis")), (0, 0));
    assert_eq!(player(&v, "Luis")["verdict"], "show-mismatch");
    assert_eq!(player(&v, "Ana")["verdict"], "beaten");
    assert_eq!(player(&v, "Ana")["beaten_by"], "Luis");
    assert_eq!(player(&v, "Ana")["why"], "more-cards");
    assert_eq!(v["winner"], Value::Null);
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
    // combinations; every other side scores none", and an announcement must not be lower by name
    // than the best valid one so far. A (eldest) announces a brelán of queens (100); B, C and D
    // hold only runs, lower by name: they can only say "está bien". A+C score A's 100; C's tercia
    // was never announced, so it does not score.
    let hands = [
        "--trump",
        "H",
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
    ];
    let v = judge(&[&hands[..], &["--eldest", "A"]].concat());
    assert_eq!(v["sides"]["A+C"], 100);
    assert_eq!(v["sides"]["B+D"], 0);
    assert_eq!(v["winner"], "A+C");
    assert_eq!((score(&v, "A"), score(&v, "B"), score(&v, "C"), score(&v, "D")), (100, 0, 0, 0));
    assert_eq!(player(&v, "C")["verdict"], "lower");
    assert_eq!(player(&v, "C")["beaten_by"], "A");
    assert_eq!(player(&v, "D")["verdict"], "lower");
    // C eldest and D without a combination: C announces the tercia first, D nothing, A the
    // brelán (higher: valid, and a partner's announcement is not beaten by name), B's tercia is
    // lower: está bien. A+C hold the best combination and score both: 100 + 20 = 120.
    let mut no_d = hands.to_vec();
    no_d[11] = "D: 8S 10S KS";
    let v = judge(&[&no_d[..], &["--eldest", "C"]].concat());
    assert_eq!(v["sides"]["A+C"], 120);
    assert_eq!((score(&v, "A"), score(&v, "B"), score(&v, "C"), score(&v, "D")), (100, 0, 20, 0));
    assert_eq!(player(&v, "C")["verdict"], "with-partner");
    assert_eq!(player(&v, "B")["verdict"], "lower");
}

#[test]
fn announcements_are_taken_in_seat_order_from_the_eldest() {
    // Issue: Ana (eldest) claims a cuarta she does not hold, then Luis announces a true tercia.
    // Ana's cuarta was the best when made, so Luis's tercia is lower by name: announce-not-higher,
    // void. Ana's show (7-8-9 and J of diamonds) does not make a cuarta: show-mismatch, void.
    // Nobody scores; two infractions: exit 1.
    let args = [
        "--trump",
        "H",
        "--hand",
        "Ana: 7D 8D 9D JD",
        "--hand",
        "Luis: 8S 9S 10S",
        "--says",
        "Ana: cuarta",
        "--says",
        "Luis: tercia",
    ];
    let v = judge_exit(&[&args[..], &["--eldest", "Ana"]].concat(), 1);
    assert_eq!((score(&v, "Ana"), score(&v, "Luis")), (0, 0));
    assert_eq!(player(&v, "Ana")["verdict"], "show-mismatch");
    assert_eq!(player(&v, "Luis")["verdict"], "announce-not-higher");
    assert_eq!(player(&v, "Luis")["beaten_by"], "Ana");
    // Luis eldest: his tercia comes first and is true; Ana's cuarta, higher by name, beats it by
    // name and then fails its show. Luis's tercia stays beaten: still nobody scores, and only Ana
    // broke the protocol.
    let v = judge_exit(&[&args[..], &["--eldest", "Luis"]].concat(), 1);
    assert_eq!((score(&v, "Ana"), score(&v, "Luis")), (0, 0));
    assert_eq!(player(&v, "Luis")["verdict"], "beaten");
    assert_eq!(player(&v, "Ana")["verdict"], "show-mismatch");
    // Without --says, each announces what the cards make: Ana none (7-8-9 of diamonds is a
    // tercia: she announces it first), Luis's tercia 8-9-10 of spades is an equal name, allowed,
    // and wins on the cards (the higher top card, 10 over 9): Luis 20.
    let v = judge(&["--trump", "H", "--eldest", "Ana", "--hand", "Ana: 7D 8D 9D JD", "--hand", "Luis: 8S 9S 10S"]);
    assert_eq!((score(&v, "Ana"), score(&v, "Luis")), (0, 20));
    assert_eq!(player(&v, "Ana")["why"], "higher-top");
}

#[test]
fn judge_and_verify_agree_on_the_same_facts() {
    // Each case: Ana's and Luis's cards and announcements (Ana is the eldest), who shows (an
    // announcement beaten by name need not be shown), and the combination points each scores,
    // worked from RULES.md. verify sees the same facts in a tallied hand (Ana 100, Luis 52 card
    // points), so its scores are these plus the card points.
    type Case<'a> = (&'a str, &'a str, &'a str, &'a str, &'a [&'a str], (i64, i64));
    let cases: [Case; 4] = [
        // Ana's false cuarta beats nothing: Luis's tercia after it is lower by name. 0, 0.
        ("7D 8D 9D JD", "run4", "8S 9S 10S", "run3", &["Ana"], (0, 0)),
        // Ana's true tercia, Luis's false quinta beats it by name: nobody. 0, 0.
        ("10C JC QC", "run3", "7S 8S 9S 10S", "run5", &["Luis"], (0, 0)),
        // Ana's tercia, Luis's true cuarta: more cards. 0, 50.
        ("10C JC QC", "run3", "7S 8S 9S 10S", "run4", &["Luis"], (0, 50)),
        // Ana's brelán of queens; Luis's quinta after it is lower by name. 100, 0.
        ("QS QH QD QC", "four", "7S 8S 9S 10S JS", "run5", &["Ana"], (100, 0)),
    ];
    for (ana, ana_says, luis, luis_says, shows, (a, l)) in cases {
        let words = |m: &str| match m {
            "run3" => "tercia",
            "run4" => "cuarta",
            "run5" => "quinta",
            _ => "brelán",
        };
        let v = judge_exit(
            &[
                "--trump",
                "H",
                "--eldest",
                "Ana",
                "--hand",
                &format!("Ana: {ana}"),
                "--hand",
                &format!("Luis: {luis}"),
                "--says",
                &format!("Ana: {}", words(ana_says)),
                "--says",
                &format!("Luis: {}", words(luis_says)),
            ],
            if (a, l) == (0, 50) { 0 } else { 1 },
        );
        assert_eq!((score(&v, "Ana"), score(&v, "Luis")), (a, l), "judge: {ana} / {luis}");
        let mut entries = vec![announce("Ana", &[ana_says]), announce("Luis", &[luis_says])];
        for who in shows {
            let cards: Vec<&str> = if *who == "Ana" { ana } else { luis }.split(' ').collect();
            entries.push(show(who, &cards));
        }
        let verdict = tallied_two(&entries).verify();
        assert_eq!(verdict["hands"][0]["score"], json!({"Ana": 100 + a, "Luis": 52 + l}), "verify: {verdict}");
    }
}

#[test]
fn a_single_hand_or_more_cards_than_a_player_holds_is_refused() {
    // A dispute needs two hands at least; a player holds 9 cards with 2-3 players and 8 with 4
    // (RULES.md belote-es: "Hands: 9 cards (2-3 players), 8 (4 players)").
    let run = |args: &[&str]| {
        let out = tapete().args([&["judge", "belote-es", "--trump", "H"][..], args].concat()).run();
        (out.code, out.stderr, out.stdout.is_empty())
    };
    let (code, err, quiet) = run(&["--hand", "Ana: 7D 8D 9D"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("at least two hands") && quiet, "{err}");
    let ten = "Ana: 7D 8D 9D 10D JD QD KD AD 7S 8S";
    let (code, err, _) = run(&["--hand", ten, "--hand", "Luis: 9S"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("10 cards") && err.contains("at most 9"), "{err}");
    let nine = "Ana: 7D 8D 9D 10D JD QD KD AD 7S";
    let (code, _, _) = run(&["--hand", nine, "--hand", "Luis: 9S"]);
    assert_eq!(code, Some(0), "9 cards with 2 players");
    let (code, err, _) = run(&["--players", "4", "--hand", nine, "--hand", "Luis: 9S"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("9 cards") && err.contains("4 players") && err.contains("at most 8"), "{err}");
    let (code, err, _) = run(&["--players", "5", "--hand", "Ana: 7D", "--hand", "Luis: 9S"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("not 5"), "{err}");
}

/// `judge` refused: exit 2, nothing on standard output, the reason on standard error.
fn refused(lang: &str, args: &[&str]) -> String {
    let out = tapete().args(["--lang", lang, "judge"]).args(args).status(2).stdout("").run();
    out.stderr
}

#[test]
fn every_refusal_says_what_is_wrong_in_the_tables_language() {
    // Each mistake, and what the reason must name in English, Spanish and French: the flag and
    // what was given, in the language asked for (no English left in the others).
    let two = ["--hand", "A: 7H", "--hand", "B: 8H"];
    // belote-es, hearts trump, `hands` and then `more`.
    let with = |more: &[&'static str], hands: &[&'static str]| -> Vec<&'static str> {
        [&["belote-es", "--trump", "H"][..], hands, more].concat()
    };
    let cases: Vec<(Vec<&str>, [&str; 3])> = vec![
        (
            vec!["belote-classic", "--trump", "H", "--hand", "A: 7H", "--hand", "B: 8H"],
            [
                "belote-classic has no announcements to judge",
                "belote-classic no tiene cantes",
                "belote-classic n'a pas d'annonces",
            ],
        ),
        (
            vec!["belote-es", "--trump", "X", "--hand", "A: 7H", "--hand", "B: 8H"],
            [
                "--trump 'X' is not a suit: S, H, D or C",
                "--trump 'X' no es un palo: S, H, D o C",
                "--trump 'X' n'est pas une couleur\u{a0}: S, H, D ou C",
            ],
        ),
        (
            with(&["--hand", "A 7H"], &[]),
            ["--hand 'A 7H': write it as", "--hand 'A 7H': escríbela como", "--hand 'A 7H'\u{a0}: écrivez-la"],
        ),
        (
            with(&["--hand", "A: 7H", "--hand", "A: 8H"], &[]),
            ["two --hand flags for A", "dos --hand para A", "deux --hand pour A"],
        ),
        (
            with(&["--hand", "A: banana", "--hand", "B: 8H"], &[]),
            [
                "--hand A: 'banana' is not a card of the French deck",
                "--hand A: 'banana' no es una carta de la baraja francesa",
                "--hand A\u{a0}: 'banana' n'est pas une carte du jeu français",
            ],
        ),
        (
            with(&["--hand", "A: 2H", "--hand", "B: 8H"], &[]),
            [
                "--hand A: 2♥ is not in the 32-card deck",
                "--hand A: 2♥ no está en la baraja de 32 cartas",
                "--hand A\u{a0}: 2♥ n'est pas dans le jeu de 32 cartes",
            ],
        ),
        (
            with(&["--hand", "A: 7H", "--hand", "B: 8H 7H"], &[]),
            ["--hand B: 7♥ is given twice", "--hand B: 7♥ se da dos veces", "--hand B\u{a0}: 7♥ est donnée deux fois"],
        ),
        (
            with(&["--eldest", "Zoe"], &two),
            [
                "--eldest Zoe is not one of the hands (A, B)",
                "--eldest Zoe no es ninguna de las manos (A, B)",
                "--eldest Zoe n'est aucune des mains (A, B)",
            ],
        ),
        (
            with(&["--says", "A cuarta"], &two),
            ["--says 'A cuarta': write", "--says 'A cuarta': escribe", "--says 'A cuarta'\u{a0}: écrivez"],
        ),
        (
            with(&["--says", "Zoe: cuarta"], &two),
            ["--says: Zoe has no --hand", "--says: Zoe no tiene --hand", "--says\u{a0}: Zoe n'a pas de --hand"],
        ),
        (
            with(&["--says", "A: sixty"], &two),
            [
                "--says: 'sixty' is not an announcement",
                "--says: 'sixty' no es un cante",
                "--says\u{a0}: 'sixty' n'est pas une annonce",
            ],
        ),
    ];
    for (args, words) in &cases {
        for (lang, want) in ["en", "es", "fr"].iter().zip(words) {
            let err = refused(lang, args);
            assert!(err.contains(want), "{lang} {args:?}: {err}");
        }
        let en = refused("en", args);
        let sentence = en.trim_start_matches("tapete: ").trim_end();
        for lang in ["es", "fr"] {
            assert!(!refused(lang, args).contains(sentence), "{lang} {args:?}: still in English");
        }
    }
}

#[test]
fn bad_input_exits_2_with_a_message() {
    let out =
        tapete().args(["judge", "belote-es", "--trump", "X", "--hand", "A: 7H", "--hand", "B: 8H"]).status(2).run();
    assert!(out.stderr.contains("not a suit"));
    tapete().args(["judge", "belote-classic", "--trump", "H", "--hand", "A: 7H"]).status(2).run();
    tapete().args(["judge", "belote-es", "--trump", "H", "--hand", "A 7H"]).status(2).run();
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
    let text = tapete().arg("--lang").arg("es").args(args).run().stdout;
    assert!(
        text.contains("Ana: tercia al D♣ (20) — pierde ante Luis (entre escaleras gana la de más cartas) — cuenta 0"),
        "{text}"
    );
    assert!(!text.contains("beaten") && !text.contains("scores"), "{text}");
    let fr = tapete().arg("--lang").arg("fr").args(args).run().stdout;
    assert!(fr.contains("Luis\u{a0}: quarte au 10♥ (50) — gagne"), "{fr}");
}
