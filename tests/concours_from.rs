//! Results handed in as a session journal (`concours result --table N --from JOURNAL`): parties
//! kept with tapete (played by `simulate` with the option `hands`), their verified totals
//! recorded with the journal's name and sha256; a journal of other teams, another ruleset,
//! other options, an unfinished partie, or with an entry the referee refuses, is refused with
//! nothing written.

use crate::support::concours::{partie, sha256_hex, tables, verified_totals, Club, Count};

const TEAMS: &str = "Ana+Luis,Marta+Pep,Joan+Rosa,Iker+Nora";
const HANDS: u32 = 4;

fn club() -> Club {
    Club::new(&[
        "Fiesta",
        "--ruleset",
        "belote-classic",
        "--teams",
        TEAMS,
        "--rounds",
        "2",
        "--hands",
        "4",
        "--seed",
        "12",
    ])
}

fn hands_option() -> String {
    format!("hands={HANDS}")
}

#[test]
fn parties_kept_with_tapete_are_their_verified_totals() {
    let club = club();
    let sheets = tempfile::tempdir().unwrap();
    let mut count = Count::of_header(&club.header());
    for round in 1..=2u32 {
        let d = club.draw();
        for (table, [a, b]) in tables(&d) {
            let name = format!("r{round}-t{table}");
            let seed = u64::from(round) * 10 + table;
            let j = partie("belote-classic", &a, &b, seed, &[&hands_option()], sheets.path(), &name);
            let totals = verified_totals(&j);
            let points = [totals[&a], totals[&b]];
            club.ok(&["result", "--table", &table.to_string(), "--from", j.to_str().unwrap()]);
            let line = club.lines().pop().unwrap();
            assert_eq!(line["type"], "result");
            assert_eq!(line["teams"], serde_json::json!([a, b]), "{line}");
            assert_eq!(line["points"], serde_json::json!(points), "{line}");
            assert_eq!(line["hands"], HANDS, "{line}");
            assert_eq!(line["from"]["sha256"], sha256_hex(&j), "{line}");
            assert!(line["from"]["journal"].as_str().unwrap().contains(&name), "{line}");
            count.partie(round, &[a.clone(), b.clone()], points);
        }
        count.check(&club.standings(), &format!("round {round}"));
    }
    let v = club.ok(&["verify", "--json"]).json();
    assert_eq!((v["ok"].as_bool(), v["results"].as_u64()), (Some(true), Some(4)), "{v}");
}

#[test]
fn a_session_of_other_teams_rules_options_or_unfinished_is_refused_and_nothing_written() {
    let club = club();
    let sheets = tempfile::tempdir().unwrap();
    let d = club.draw();
    let t = tables(&d);
    let [a, b] = t[0].1.clone();
    let [c, e] = t[1].1.clone();
    let from = |j: &std::path::Path| club.refused(&["result", "--table", "1", "--from", j.to_str().unwrap()]);
    let h = hands_option();
    // The other table's teams, and one team of each table.
    from(&partie("belote-classic", &c, &e, 1, &[&h], sheets.path(), "other-table"));
    from(&partie("belote-classic", &a, &c, 2, &[&h], sheets.path(), "mixed"));
    // Another ruleset.
    from(&partie("belote-es", &a, &b, 3, &[&h], sheets.path(), "belote-es"));
    // Another partie length, and another option.
    from(&partie("belote-classic", &a, &b, 4, &[&format!("hands={}", HANDS + 1)], sheets.path(), "longer"));
    from(&partie("belote-classic", &a, &b, 5, &[&h, "renounce_penalty=flag-only"], sheets.path(), "option"));
    // An unfinished partie: the journal cut after its first hand's last play.
    let whole = partie("belote-classic", &a, &b, 6, &[&h], sheets.path(), "whole");
    let text = std::fs::read_to_string(&whole).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let second_deal = lines.iter().enumerate().skip(2).find(|(_, l)| l.contains("\"deal\"")).unwrap().0;
    let short = sheets.path().join("short.jsonl");
    std::fs::write(&short, lines[..second_deal].join("\n") + "\n").unwrap();
    from(&short);
    // An entry the referee refuses after the partie.
    let extra = sheets.path().join("extra.jsonl");
    std::fs::write(
        &extra,
        format!("{text}{{\"type\":\"play\",\"player\":\"{}\",\"card\":\"AS\"}}\n", b.split('+').next().unwrap()),
    )
    .unwrap();
    from(&extra);
    // A file that is not there, or not a journal.
    from(&sheets.path().join("missing.jsonl"));
    let garbage = sheets.path().join("garbage.jsonl");
    std::fs::write(&garbage, "not a journal\n").unwrap();
    from(&garbage);
    // The whole partie is taken.
    club.ok(&["result", "--table", "1", "--from", whole.to_str().unwrap()]);
}

#[test]
fn the_same_journal_twice_and_a_concours_journal_are_not_a_tables_partie() {
    let club = club();
    let sheets = tempfile::tempdir().unwrap();
    let d = club.draw();
    let t = tables(&d);
    let [a, b] = t[0].1.clone();
    let j = partie("belote-classic", &a, &b, 7, &[&hands_option()], sheets.path(), "t1");
    club.ok(&["result", "--table", "1", "--from", j.to_str().unwrap()]);
    // The same file for the other table (its teams renamed would be another file): refused as
    // the result of line 3 already, whatever else is wrong with it.
    let err = club.refused(&["result", "--table", "2", "--from", j.to_str().unwrap()]);
    assert!(err.contains("line 3"), "{err}");
    // The concours's own journal.
    let own = club.journal.clone();
    let err = club.refused(&["result", "--table", "2", "--from", own.to_str().unwrap()]);
    assert!(err.contains("concours journal"), "{err}");
}
