//! What a concours refuses (docs/concours.md): each refusal exits 2 with one line naming what is
//! wrong, and writes nothing (the journal's bytes are compared; a refused `new` leaves no file).

use crate::support::concours::{bye, tables, Club};
use crate::support::tapete;

/// Eight teams (four tables), or nine (four tables and a bye), parties of 12 hands.
fn club(teams: usize) -> Club {
    let all = "Ana+Luis,Marta+Pep,Joan+Rosa,Iker+Nora,Sara+Tomas,Eva+Juan,Lola+Paco,Rita+Hugo,Olga+Dani";
    let teams: Vec<&str> = all.split(',').take(teams).collect();
    Club::new(&["Fiesta", "--ruleset", "belote-classic", "--teams", &teams.join(","), "--rounds", "3", "--seed", "5"])
}

/// The whole numbers in `text`.
fn numbers(text: &str) -> Vec<i64> {
    text.split(|c: char| !c.is_ascii_digit() && c != '-')
        .filter_map(|w| w.trim_start_matches('-').parse().ok().map(|n: i64| if w.starts_with('-') { -n } else { n }))
        .collect()
}

#[test]
fn totals_that_do_not_add_up_are_refused_with_the_sum_they_should_make() {
    let club = club(8);
    let d = club.draw();
    let [a, b] = tables(&d)[0].1.clone();
    let (sa, sb) = (format!("{a}=1000"), format!("{b}=900"));
    // 162 × 12 = 1944.
    let err = club.refused(&["result", "--table", "1", "--score", &sa, "--score", &sb]);
    assert!(numbers(&err).contains(&1944) && numbers(&err).contains(&1900), "{err}");
    // 1944 + 20 × 2 + 90 × 1 − 26 = 2048.
    let (sa, sb) = (format!("{a}=1100"), format!("{b}=1000"));
    let err = club.refused(&[
        "result",
        "--table",
        "1",
        "--score",
        &sa,
        "--score",
        &sb,
        "--belotes",
        "2",
        "--capots",
        "1",
        "--held",
        "26",
    ]);
    assert!(numbers(&err).contains(&2048) && numbers(&err).contains(&2100), "{err}");
    // The same flags with totals that make 2048 are taken.
    let (sa, sb) = (format!("{a}=1048"), format!("{b}=1000"));
    club.ok(&[
        "result",
        "--table",
        "1",
        "--score",
        &sa,
        "--score",
        &sb,
        "--belotes",
        "2",
        "--capots",
        "1",
        "--held",
        "26",
    ]);
    // Held points are never negative: 1944 + 10 is not a partie of 12 hands without belote.
    let [c, e] = tables(&d)[1].1.clone();
    let (sc, se) = (format!("{c}=1000"), format!("{e}=954"));
    club.refused(&["result", "--table", "2", "--score", &sc, "--score", &se, "--held", "-10"]);
}

#[test]
fn a_result_is_refused_for_a_table_that_has_one_a_team_elsewhere_a_table_not_drawn_the_bye_and_below_zero() {
    let club = club(9);
    let d = club.draw();
    let t = tables(&d);
    assert_eq!(t.len(), 4);
    let [a, b] = t[0].1.clone();
    let other = t[1].1[0].clone();
    let resting = bye(&d).unwrap();
    let score = |team: &str, p: i64| format!("{team}={p}");
    // A team not at that table: named, with the table's teams.
    let err = club.refused(&["result", "--table", "1", "--score", &score(&a, 1000), "--score", &score(&other, 944)]);
    assert!(err.contains(&other) && err.contains(&a) && err.contains(&b), "{err}");
    // A table the round does not have.
    let err = club.refused(&["result", "--table", "5", "--score", &score(&a, 1000), "--score", &score(&b, 944)]);
    assert!(numbers(&err).contains(&5), "{err}");
    club.refused(&["result", "--table", "0", "--score", &score(&a, 1000), "--score", &score(&b, 944)]);
    // The bye's team has no table.
    let err = club.refused(&["result", "--table", "1", "--score", &score(&resting, 1000), "--score", &score(&b, 944)]);
    assert!(err.contains(&resting), "{err}");
    // A negative total, even one that adds up.
    let err = club.refused(&["result", "--table", "1", "--score", &score(&a, 2000), "--score", &score(&b, -56)]);
    assert!(numbers(&err).contains(&-56), "{err}");
    // A team nobody is called.
    let err = club.refused(&["result", "--table", "1", "--score", "Nadie+Nunca=1000", "--score", &score(&b, 944)]);
    assert!(err.contains("Nadie+Nunca"), "{err}");
    // One score, or the same team twice.
    club.refused(&["result", "--table", "1", "--score", &score(&a, 1944)]);
    club.refused(&["result", "--table", "1", "--score", &score(&a, 1000), "--score", &score(&a, 944)]);
    // A second result for a table.
    club.ok(&["result", "--table", "1", "--score", &score(&a, 1000), "--score", &score(&b, 944)]);
    let err = club.refused(&["result", "--table", "1", "--score", &score(&a, 972), "--score", &score(&b, 972)]);
    assert!(numbers(&err).contains(&1), "{err}");
    let verified = club.ok(&["verify", "--json"]).json();
    assert_eq!((verified["ok"].as_bool(), verified["results"].as_u64()), (Some(true), Some(1)), "{verified}");
}

#[test]
fn a_draw_while_results_are_missing_names_the_tables() {
    let club = club(8);
    let d = club.draw();
    let [a, b] = tables(&d)[1].1.clone();
    club.ok(&["result", "--table", "2", "--score", &format!("{a}=1000"), "--score", &format!("{b}=944")]);
    let err = club.refused(&["draw"]);
    let n = numbers(&err);
    assert!(n.contains(&3) && n.contains(&4) && !n.contains(&2), "tables 1, 3 and 4 are awaited: {err}");
    // A format asked for prints the round in play again (tests/concours_reprint.rs), drawing nothing.
    assert_eq!(club.cmd(&["draw", "--format", "json"]).status(0).run().json(), d);
    // Printing a round again writes nothing and needs no result.
    let again = club.ok(&["draw", "--round", "1", "--format", "json"]).json();
    assert_eq!(again, d);
    let err = club.refused(&["draw", "--round", "2"]);
    assert!(numbers(&err).contains(&2), "{err}");
}

#[test]
fn a_concours_that_cannot_be_is_refused_and_no_file_is_written() {
    let home = tempfile::tempdir().unwrap();
    let refused = |args: &[&str], names: &[&str]| {
        let out = tapete().home(home.path()).args(["concours", "new", "X"]).args(args).status(2).stdout("").run();
        assert_eq!(out.stderr.lines().count(), 1, "{args:?}: {}", out.stderr);
        for n in names {
            assert!(out.stderr.contains(n), "{args:?}: {n} not in {}", out.stderr);
        }
        let dir = home.path().join("concours");
        let files = std::fs::read_dir(&dir).map(|d| d.count()).unwrap_or(0);
        assert_eq!(files, 0, "{args:?}: a file was written in {}", dir.display());
    };
    let belote = ["--ruleset", "belote-classic", "--rounds", "2"];
    // A player in two teams (case aside).
    refused(&[&belote[..], &["--teams", "Ana+Luis,Marta+Pep,Joan+luis"]].concat(), &["luis"]);
    // One team.
    refused(&[&belote[..], &["--teams", "Ana+Luis"]].concat(), &["1"]);
    // The same team twice, its players the other way round.
    refused(&[&belote[..], &["--teams", "Ana+Luis,Luis+Ana"]].concat(), &[]);
    // A team of one or three.
    refused(&[&belote[..], &["--teams", "Ana+Luis,Marta"]].concat(), &["Marta"]);
    refused(&[&belote[..], &["--teams", "Ana+Luis,Marta+Pep+Joan"]].concat(), &["Marta+Pep+Joan"]);
    // A rotation needs fewer rounds than teams.
    let four = "Ana+Luis,Marta+Pep,Joan+Rosa,Iker+Nora";
    refused(&["--ruleset", "belote-classic", "--teams", four, "--rounds", "4", "--pairing", "rotation"], &["4"]);
    refused(&["--ruleset", "belote-classic", "--teams", four, "--rounds", "5", "--pairing", "rotation"], &["4", "5"]);
    // A ruleset that is not two teams of two.
    refused(&["--ruleset", "bestia", "--teams", four, "--rounds", "2"], &["bestia"]);
    refused(&["--ruleset", "perejila", "--teams", four, "--rounds", "2"], &["perejila"]);
    // No rounds, no hands, both a length and a target.
    refused(&["--ruleset", "belote-classic", "--teams", four, "--rounds", "0"], &["--rounds"]);
    refused(&["--ruleset", "belote-classic", "--teams", four, "--rounds", "2", "--hands", "0"], &[]);
    refused(
        &["--ruleset", "belote-classic", "--teams", four, "--rounds", "2", "--hands", "4", "--target", "1000"],
        &[],
    );
    // A name a table's entries would read as something else.
    refused(&["--ruleset", "belote-classic", "--teams", "Ana+Luis,pass+Pep", "--rounds", "2"], &["pass"]);
    // And what may be: a rotation of four teams over three rounds.
    tapete()
        .home(home.path())
        .args([
            "concours",
            "new",
            "X",
            "--ruleset",
            "belote-classic",
            "--teams",
            four,
            "--rounds",
            "3",
            "--pairing",
            "rotation",
        ])
        .status(0)
        .run();
}

#[test]
fn counts_and_totals_no_partie_can_hold_are_refused() {
    let club = club(8);
    let d = club.draw();
    let [a, b] = tables(&d)[0].1.clone();
    // 12 hands: at most 12 belotes; 13 belotes would make 1944 + 260 = 2204.
    let (sa, sb) = (format!("{a}=1204"), format!("{b}=1000"));
    let err = club.refused(&["result", "--table", "1", "--score", &sa, "--score", &sb, "--belotes", "13"]);
    assert!(err.contains("--belotes 13") && numbers(&err).contains(&12), "{err}");
    // A litige holds the takers' card points, 91 at most (the defenders' belote evens 91 with
    // 71 + 20), 91 a hand: 0–0 with 1944 held is no partie.
    let (sa, sb) = (format!("{a}=0"), format!("{b}=0"));
    let err = club.refused(&["result", "--table", "1", "--score", &sa, "--score", &sb, "--held", "1944"]);
    assert!(numbers(&err).contains(&1092), "91 × 12 = 1092: {err}");
    // With a target, no upper sum: a total past a partie's reach is refused, and equal totals
    // over the target are no end (another hand is played).
    let t = Club::new(&[
        "T",
        "--ruleset",
        "belote-classic",
        "--teams",
        "Ana+Luis,Marta+Pep",
        "--rounds",
        "1",
        "--target",
        "1000",
    ]);
    t.draw();
    let err =
        t.refused(&["result", "--table", "1", "--score", "Ana+Luis=9223372036854775807", "--score", "Marta+Pep=0"]);
    // 2 × (1000 + 162 + 20 + 90) = 2544.
    assert!(numbers(&err).contains(&2544), "{err}");
    let err = t.refused(&["result", "--table", "1", "--score", "Ana+Luis=1010", "--score", "Marta+Pep=1010"]);
    assert!(numbers(&err).contains(&1010), "{err}");
    t.ok(&["result", "--table", "1", "--score", "Ana+Luis=1010", "--score", "Marta+Pep=640"]);
    t.ok(&["standings"]);
}

#[test]
fn a_name_two_teams_answer_to_and_a_length_given_as_an_option_are_refused() {
    let home = tempfile::tempdir().unwrap();
    let csv = home.path().join("teams.csv");
    // A name that is another team's id (in another order of its players), and a name twice but
    // for case.
    for text in ["Luis+Ana,Eva,Juan\nLos Primos,Ana,Luis\n", "Los Primos,Pau,Quim\nlos primos,Xe,Yo\n"] {
        std::fs::write(&csv, text).unwrap();
        let out = tapete()
            .home(home.path())
            .args(["concours", "new", "F", "--ruleset", "belote-classic", "--rounds", "1", "--teams-file"])
            .arg(&csv)
            .status(2)
            .run();
        assert!(out.stderr.contains("two teams answer to"), "{}", out.stderr);
    }
    for option in ["hands=5", "target=500"] {
        let out = tapete()
            .home(home.path())
            .args(["concours", "new", "F", "--ruleset", "belote-classic", "--rounds", "1", "--teams", "A+B,C+D"])
            .args(["--option", option])
            .status(2)
            .run();
        assert!(out.stderr.contains("--hands H or --target T"), "{}", out.stderr);
    }
    assert!(!home.path().join("concours").exists(), "nothing written");
}
