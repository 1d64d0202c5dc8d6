//! Corrections and withdrawals (docs/concours.md): `amend` gives the standings of a result typed
//! right the first time and keeps the old line; `undo` retracts the latest entry, an amend too;
//! a team that withdraws before a draw is not drawn, one that withdraws from a drawn round leaves
//! its opponent a bye's points (not its own bye), and the concours goes on.

use crate::support::concours::{bye, tables, Club, Count};

const SIX: &str = "Ana+Luis,Marta+Pep,Joan+Rosa,Iker+Nora,Sara+Tomas,Eva+Juan";

fn six(flags: &[&str]) -> Club {
    let mut args = vec!["Fiesta", "--ruleset", "belote-classic", "--teams", SIX, "--rounds", "3", "--seed", "9"];
    args.extend(flags);
    Club::new(&args)
}

fn score(team: &str, p: i64) -> String {
    format!("{team}={p}")
}

/// The journal's lines (the header first) as text.
fn text_lines(club: &Club) -> Vec<String> {
    String::from_utf8(club.bytes()).unwrap().lines().map(str::to_string).collect()
}

#[test]
fn an_amend_gives_the_standings_of_the_result_typed_right_and_keeps_the_old_line() {
    let (wrong, right) = (six(&[]), six(&[]));
    let d = wrong.draw();
    assert_eq!(right.draw(), d, "the same seed, the same draw");
    let t = tables(&d);
    for club in [&wrong, &right] {
        club.ok(&["result", "--table", "2", "--score", &score(&t[1].1[0], 900), "--score", &score(&t[1].1[1], 1044)]);
    }
    // Table 1 typed the wrong way round, then corrected.
    let [a, b] = t[0].1.clone();
    wrong.ok(&["result", "--table", "1", "--score", &score(&a, 944), "--score", &score(&b, 1000)]);
    right.ok(&["result", "--table", "1", "--score", &score(&a, 1000), "--score", &score(&b, 944)]);
    let before = text_lines(&wrong);
    let line = before.len(); // the wrong result's line (the header is line 1)
    assert!(before[line - 1].contains("944"), "{}", before[line - 1]);
    // An amend that does not add up is refused like the result it replaces.
    wrong.refused(&["amend", &line.to_string(), "--score", &score(&a, 1000), "--score", &score(&b, 900)]);
    // A draw is never amended once a result of its round exists.
    wrong.refused(&["amend", "2", "--score", &score(&a, 1000), "--score", &score(&b, 944)]);
    // A line that is no entry.
    wrong.refused(&["amend", "99", "--score", &score(&a, 1000), "--score", &score(&b, 944)]);
    wrong.ok(&["amend", &line.to_string(), "--score", &score(&b, 944), "--score", &score(&a, 1000)]);
    let after = text_lines(&wrong);
    assert_eq!(after[..before.len()], before[..], "nothing written before is changed");
    assert_eq!(after.len(), before.len() + 1, "the amend is one more line");
    assert_eq!(wrong.standings(), right.standings(), "as if typed right the first time");
    for club in [&wrong, &right] {
        let v = club.ok(&["verify", "--json"]).json();
        assert_eq!(v["ok"], true, "{v}");
    }
    // The next round is drawn from the amended standings: the same as from the right ones.
    for club in [&wrong, &right] {
        club.ok(&["result", "--table", "3", "--score", &score(&t[2].1[0], 972), "--score", &score(&t[2].1[1], 972)]);
    }
    assert_eq!(wrong.draw(), right.draw());
}

#[test]
fn undo_retracts_the_latest_entry_and_an_undone_amend_brings_the_old_result_back() {
    let (club, twin) = (six(&[]), six(&[]));
    let d = club.draw();
    twin.draw();
    let empty = club.standings();
    let [a, b] = tables(&d)[0].1.clone();
    club.ok(&["result", "--table", "1", "--score", &score(&a, 944), "--score", &score(&b, 1000)]);
    twin.ok(&["result", "--table", "1", "--score", &score(&a, 944), "--score", &score(&b, 1000)]);
    let typed = club.standings();
    let line = text_lines(&club).len();
    club.ok(&["amend", &line.to_string(), "--score", &score(&a, 1000), "--score", &score(&b, 944)]);
    assert_ne!(club.standings(), typed);
    // Undo of the amend: the result as first typed.
    club.ok(&["undo"]);
    assert_eq!(club.standings(), typed);
    // Undo of the result: the table awaits its result again.
    club.ok(&["undo"]);
    assert_eq!(club.standings(), empty);
    club.refused(&["draw"]);
    // Typed again, it is taken: the old lines stay, and the standings are the twin's.
    let lines_before = text_lines(&club);
    club.ok(&["result", "--table", "1", "--score", &score(&a, 944), "--score", &score(&b, 1000)]);
    assert_eq!(text_lines(&club)[..lines_before.len()], lines_before[..]);
    assert_eq!(club.standings(), twin.standings());
    let v = club.ok(&["verify", "--json"]).json();
    assert_eq!((v["ok"].as_bool(), v["results"].as_u64()), (Some(true), Some(1)), "{v}");
}

#[test]
fn a_team_that_withdraws_before_a_draw_is_not_drawn_again() {
    let club = six(&[]);
    let gone = "Joan+Rosa";
    club.ok(&["withdraw", "rosa+JOAN"]);
    club.refused(&["withdraw", gone]);
    let mut count = Count::of_header(&club.header());
    for round in 1..=3 {
        let d = club.draw();
        let teams: Vec<String> = tables(&d).into_iter().flat_map(|(_, t)| t).chain(bye(&d)).collect();
        assert_eq!(teams.len(), 5, "round {round}: {d}");
        assert!(!teams.iter().any(|t| t == gone), "round {round}: {d}");
        let b = bye(&d).expect("five teams: a bye");
        count.bye(round, &b);
        for (table, [x, y]) in tables(&d) {
            club.ok(&[
                "result",
                "--table",
                &table.to_string(),
                "--score",
                &score(&x, 1000),
                "--score",
                &score(&y, 944),
            ]);
            count.partie(round, &[x, y], [1000, 944]);
        }
        count.check(&club.standings(), &format!("round {round}"));
    }
}

/// Six teams, parties of 12 hands, `--bye-points zero`: a team withdraws from round 1 once it is
/// drawn; its opponent scores a bye (0 points, a partie won), its table needs no result, round 2
/// is drawn, and the opponent, last with 0 points, has round 2's bye: the first was not its own.
#[test]
fn a_withdrawal_from_a_drawn_round_gives_the_opponent_a_bye_that_is_not_its_own() {
    let club = six(&["--bye-points", "zero"]);
    let d = club.draw();
    assert_eq!(bye(&d), None);
    let t = tables(&d);
    let [gone, left] = t[0].1.clone();
    club.ok(&["withdraw", &gone, "--from-round", "1"]);
    // The table needs no result, and takes none.
    club.refused(&["result", "--table", "1", "--score", &score(&gone, 1000), "--score", &score(&left, 944)]);
    for (table, [x, y]) in &t[1..] {
        club.ok(&["result", "--table", &table.to_string(), "--score", &score(x, 1000), "--score", &score(y, 944)]);
    }
    let s = club.standings();
    let line = s["standings"].as_array().unwrap().iter().find(|l| l["team"] == left.as_str()).unwrap().clone();
    assert_eq!(
        (line["points"].as_i64(), line["won"].as_f64(), line["best"].as_i64(), line["played"].as_i64()),
        (Some(0), Some(1.0), Some(0), Some(0)),
        "{line}"
    );
    let two = club.draw();
    assert_eq!(bye(&two).as_deref(), Some(left.as_str()), "{two}");
    let teams: Vec<String> = tables(&two).into_iter().flat_map(|(_, t)| t).collect();
    assert!(!teams.contains(&gone), "{two}");
    let mut count = Count::of_header(&club.header());
    count.bye(1, &left);
    for (_, [x, y]) in &t[1..] {
        count.partie(1, &[x.clone(), y.clone()], [1000, 944]);
    }
    count.bye(2, &left);
    // Round 2 is drawn, none of its results in: its bye does not count yet.
    count.after = Some(1);
    count.check(&club.standings(), "round 2 drawn");
    let v = club.ok(&["verify", "--json"]).json();
    assert_eq!(v["ok"], true, "{v}");
}

/// With half a partie for a bye, the opponent of a team that withdrew from a drawn round scores
/// 81 × 12 = 972, as much against, a partie won that is not its best.
#[test]
fn a_withdrawn_opponent_s_partie_scores_half_a_partie() {
    let club = six(&[]);
    let d = club.draw();
    let t = tables(&d);
    let [left, gone] = t[2].1.clone();
    club.ok(&["withdraw", &gone, "--from-round", "1"]);
    for (table, [x, y]) in &t[..2] {
        club.ok(&["result", "--table", &table.to_string(), "--score", &score(x, 1200), "--score", &score(y, 744)]);
    }
    let s = club.standings();
    let line = s["standings"].as_array().unwrap().iter().find(|l| l["team"] == left.as_str()).unwrap().clone();
    assert_eq!(
        (line["points"].as_i64(), line["against"].as_i64(), line["difference"].as_i64(), line["won"].as_f64()),
        (Some(972), Some(972), Some(0), Some(1.0)),
        "{line}"
    );
    assert_eq!(line["best"].as_i64(), Some(0), "{line}");
    // A withdrawal from a round whose table has its result is refused.
    let [x, _] = t[0].1.clone();
    club.refused(&["withdraw", &x, "--from-round", "1"]);
    let two = club.draw();
    assert_eq!(tables(&two).len() * 2 + usize::from(bye(&two).is_some()), 5, "{two}");
}

/// `undo` says what it retracts: after an amend, the amend (its line and the line it replaced),
/// not the entry it replaced; then that entry. In each language.
#[test]
fn undo_says_what_it_undid_an_amend_included() {
    for (lang, amend, withdrawal) in [
        ("en", "Undone: the correction of line 2 (journal line 3).", "Undone: the withdrawal of line 2."),
        ("es", "Deshecho: la corrección de la línea 2 (línea 3 del diario).", "Deshecho: la retirada de la línea 2."),
        (
            "fr",
            "Annulé\u{a0}: la correction de la ligne 2 (ligne 3 du journal).",
            "Annulé\u{a0}: l'abandon de la ligne 2.",
        ),
    ] {
        let club = six(&["--lang", lang]);
        club.ok(&["withdraw", "Ana+Luis", "--from-round", "2"]);
        club.ok(&["amend", "2", "Ana+Luis", "--from-round", "1"]);
        assert_eq!(club.ok(&["undo"]).stdout.trim_end(), amend, "{lang}");
        assert_eq!(club.ok(&["undo"]).stdout.trim_end(), withdrawal, "{lang}");
    }
}
