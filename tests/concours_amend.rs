//! `concours amend` as an organiser types it (docs/concours.md): options go anywhere on the
//! command line (`--file` is the concours's, never one of the result's flags; `--lang` too); an
//! amend starts from the line it replaces and changes only what its flags say (no need to repeat
//! `--belotes` and the rest); a team that does not exist is said about the team, and an amend
//! that changes nothing says what it takes. Numbers from RULES.md: a partie of 12 hands adds up to
//! 162 × 12 = 1944, + 20 a belote, + 90 a capot, − the points a litige still holds.

use crate::support::concours::{tables, Club};
use serde_json::{json, Value};

const SIX: &str = "Ana+Luis,Marta+Pep,Joan+Rosa,Iker+Nora,Sara+Tomas,Eva+Juan";

fn six(name: &str) -> Club {
    Club::new(&[name, "--ruleset", "belote-classic", "--teams", SIX, "--rounds", "3", "--seed", "9"])
}

/// The `entry` of the amend the journal ends with.
fn last_amend(club: &Club) -> Value {
    let last = club.lines().pop().unwrap();
    assert_eq!(last["type"], "amend", "{last}");
    last["entry"].clone()
}

#[test]
fn an_amend_keeps_what_it_does_not_change() {
    let club = six("Fiesta");
    let d = club.draw();
    let [a, b] = tables(&d)[0].1.clone();
    // 1944 + 20 + 90 − 20 = 2034.
    let flags: Vec<String> =
        ["--belotes", "1", "--capots", "1", "--held", "20"].iter().map(|s| s.to_string()).collect();
    club.result(1, (&a, 1100), (&b, 934), &flags);
    let line = club.lines().len().to_string(); // the result's line (the header is line 1)
                                               // The two totals only: the belote, the capot and the points held are the line's.
    club.ok(&["amend", &line, "--score", &format!("{b}=1034"), "--score", &format!("{a}=1000")]);
    let e = last_amend(&club);
    assert_eq!(
        (&e["table"], &e["points"], &e["belotes"], &e["capots"], &e["held"]),
        (&json!(1), &json!([1000, 1034]), &json!(1), &json!(1), &json!(20)),
        "{e}"
    );
    // One total and a second belote: the other team keeps 1034; 1944 + 40 + 90 − 20 = 2054.
    club.ok(&["amend", &line, "--belotes", "2", "--score", &format!("{a}=1020")]);
    let e = last_amend(&club);
    assert_eq!((&e["points"], &e["belotes"], &e["capots"]), (&json!([1020, 1034]), &json!(2), &json!(1)), "{e}");
    // A total that no longer adds up with what is kept is refused with the sum, the line as it was.
    let err = club.refused(&["amend", &line, "--score", &format!("{a}=1000")]);
    assert!(err.contains("2034") && err.contains("2054"), "{err}");
    let s = club.standings();
    assert_eq!(s["in_play"]["tables"][0]["points"], json!([1020, 1034]), "{s}");
    // A withdrawal: --from-round keeps the team, the team keeps the round.
    club.ok(&["withdraw", "Eva+Juan", "--from-round", "3"]);
    let w = club.lines().len().to_string();
    club.ok(&["amend", &w, "--from-round", "2"]);
    assert_eq!(last_amend(&club), json!({"type": "withdraw", "team": "Eva+Juan", "from_round": 2}));
    club.ok(&["amend", &w, "withdraw", "juan+eva"]);
    assert_eq!(last_amend(&club), json!({"type": "withdraw", "team": "Eva+Juan", "from_round": 2}));
    club.ok(&["amend", &w, "Sara+Tomas"]);
    assert_eq!(last_amend(&club), json!({"type": "withdraw", "team": "Sara+Tomas", "from_round": 2}));
    assert_eq!(club.ok(&["verify", "--json"]).json()["ok"], true);
}

#[test]
fn options_go_anywhere_and_file_is_the_concours_s() {
    let first = six("Fiesta");
    let d = first.draw();
    let [a, b] = tables(&d)[0].1.clone();
    first.ok(&["result", "--table", "1", "--score", &format!("{a}=1000"), "--score", &format!("{b}=944")]);
    let line = first.lines().len().to_string();
    let journal = first.journal.to_str().unwrap().to_string();
    let before = first.lines().len();
    // --file after the result's flags, before the line, between them: the concours's file (it
    // was taken for one of the result's flags, and the amend refused).
    for args in [
        vec!["amend", &line, "--score", &format!("{a}=1010"), "--score", &format!("{b}=934"), "--file", &journal],
        vec!["amend", "--file", &journal, &line, "--score", &format!("{a}=1020"), "--score", &format!("{b}=924")],
        vec!["amend", &line, "--score", &format!("{a}=1030"), "--file", &journal, "--score", &format!("{b}=914")],
        vec![
            "amend",
            &line,
            "result",
            "--file",
            &journal,
            "--score",
            &format!("{a}=1040"),
            "--score",
            &format!("{b}=904"),
        ],
    ] {
        let args: Vec<&str> = args.iter().map(|s| s.as_ref()).collect();
        first.ok(&args);
    }
    assert_eq!(first.lines().len(), before + 4, "four amends in the first concours");
    assert_eq!(last_amend(&first)["points"], json!([1040, 904]));
    // --lang anywhere too: the refusal in French.
    let out =
        first.cmd(&["amend", &line, "--file", &journal, "--score", "Zoe+Max=1000", "--lang", "fr"]).status(2).run();
    assert!(out.stderr.contains("Zoe+Max"), "{}", out.stderr);
    assert!(!out.stderr.contains("--"), "about the team, not flags: {}", out.stderr);
}

#[test]
fn a_team_that_does_not_exist_is_said_about_the_team_and_an_empty_amend_says_what_it_takes() {
    let club = six("Fiesta");
    let d = club.draw();
    let [a, b] = tables(&d)[0].1.clone();
    club.ok(&["result", "--table", "1", "--score", &format!("{a}=1000"), "--score", &format!("{b}=944")]);
    let line = club.lines().len().to_string();
    let err = club.refused(&["amend", &line, "--score", "Ana+Lui=1000", "--score", &format!("{b}=944")]);
    assert_eq!(err, "tapete: no team is called 'Ana+Lui'; did you mean Ana+Luis?\n");
    let err = club.refused(&["amend", &line, "--score", "Zoe+Max=1000"]);
    assert!(err.starts_with("tapete: no team is called 'Zoe+Max'"), "{err}");
    let err = club.refused(&["amend", &line]);
    assert!(err.contains(&format!("changes nothing in line {line}")) && err.contains("--score TEAM=P"), "{err}");
    // A withdrawal's flags for a result, and the other way round.
    let err = club.refused(&["amend", &line, "--from-round", "2"]);
    assert!(err.contains("'tapete concours result'"), "{err}");
    club.ok(&["withdraw", "Eva+Juan", "--from-round", "3"]);
    let w = club.lines().len().to_string();
    let err = club.refused(&["amend", &w, "--score", &format!("{a}=1000")]);
    assert!(err.contains("'tapete concours withdraw'"), "{err}");
    let err = club.refused(&["amend", &w, "Zoe+Max"]);
    assert!(err.starts_with("tapete: no team is called 'Zoe+Max'"), "{err}");
    let err = club.refused(&["amend", &w]);
    assert!(err.contains("--from-round N"), "{err}");
}
