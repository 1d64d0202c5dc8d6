//! One spelling for machine output (#38): every command that reports takes `--format json`, and
//! `--json` is the same thing, byte for byte; the two together are a mistake (exit 2). The JSON
//! of `rules list`, `rules show` and `sessions` (docs/cli.md) is checked against the rulesets'
//! own numbers (RULES.md) and the example journals' verdicts worked out by hand.

use crate::support::{example, examples, expected, tapete};
use serde_json::Value;
use std::path::Path;

/// The commands that report, as their words on the command line.
const REPORTING: &[&[&str]] = &[
    &["verify"],
    &["judge"],
    &["simulate"],
    &["sessions"],
    &["rules", "list"],
    &["rules", "show"],
    &["stats"],
    &["summary"],
    &["concours", "draw"],
    &["concours", "standings"],
    &["concours", "verify"],
];

#[test]
fn every_command_that_reports_takes_format_json_and_json_as_its_alias() {
    let app = tapete::cli::command();
    for words in REPORTING {
        let mut cmd = &app;
        for w in *words {
            cmd = cmd.find_subcommand(w).unwrap_or_else(|| panic!("{words:?}: no {w}"));
        }
        let format = cmd.get_arguments().find(|a| a.get_id() == "format").unwrap_or_else(|| panic!("{words:?}"));
        let values: Vec<String> = format.get_possible_values().iter().map(|v| v.get_name().to_string()).collect();
        assert!(values.contains(&"json".to_string()), "{words:?}: {values:?}");
        // The text a person reads is asked for with either word.
        for word in ["text", "table"] {
            assert!(format.get_possible_values().iter().any(|v| v.matches(word, false)), "{words:?}: {word}");
        }
        let json = cmd.get_arguments().find(|a| a.get_id() == "json").unwrap_or_else(|| panic!("{words:?}: --json"));
        assert_eq!(json.get_long(), Some("json"));
        let help = json.get_help().map(|h| h.to_string()).unwrap_or_default();
        assert!(help.contains("--format json"), "{words:?}: {help}");
    }
}

/// `tapete ARGS --json` and `tapete ARGS --format json` give the same bytes and the same exit
/// status; the JSON they give.
#[track_caller]
fn same(home: &Path, args: &[&str], status: i32) -> Value {
    let (short, long) = both(home, args, status);
    assert_eq!(short.utf8_stdout(), long.utf8_stdout(), "{args:?}");
    assert!(!short.stdout_bytes.is_empty(), "{args:?}");
    long.json()
}

/// `tapete ARGS --json` and `tapete ARGS --format json`, each with the exit status `status`.
#[track_caller]
fn both(home: &Path, args: &[&str], status: i32) -> (crate::support::cmd::Output, crate::support::cmd::Output) {
    let short = tapete().home(home).args(args).arg("--json").status(status).run();
    let long = tapete().home(home).args(args).args(["--format", "json"]).status(status).run();
    (short, long)
}

/// A sessions folder holding the four example journals under the names tapete gives, and one
/// journal that does not read.
fn home_of_examples() -> tempfile::TempDir {
    let home = tempfile::tempdir().unwrap();
    for (name, file) in [
        ("belote-classic-a", "2026-11-20-2000-belote-classic.jsonl"),
        ("belote-classic-b", "2026-11-21-2000-belote-classic.jsonl"),
        ("belote-es-3p", "2026-11-22-2000-belote-es.jsonl"),
        ("belote-es-pairs", "2026-11-23-2000-belote-es.jsonl"),
    ] {
        std::fs::copy(example(name), home.path().join(file)).unwrap();
    }
    std::fs::write(home.path().join("2026-11-24-2000-bestia.jsonl"), "not a journal\n").unwrap();
    home
}

#[test]
fn json_and_format_json_give_the_same_bytes_for_every_session_report() {
    let home = home_of_examples();
    let h = home.path();
    for name in ["belote-classic-a", "belote-classic-b", "belote-es-3p"] {
        let file = example(name);
        let file = file.to_str().unwrap();
        let want = expected(name);
        let status = if want["ok"] == true { 0 } else { 1 };
        let v = same(h, &["verify", file], status);
        assert_eq!(v["winner"], want["winner"], "{name}");
        assert_eq!(v["totals"], want["totals"], "{name}");
        let s = same(h, &["summary", file], 0);
        assert_eq!(s["winner"], want["winner"], "{name}");
    }
    let stats = same(h, &["stats"], 0);
    // Pep plays in every example journal but the last one, which does not read.
    assert_eq!(stats["players"]["Pep"]["sessions"], 4, "{stats}");
    let folder = examples();
    same(h, &["stats", folder.to_str().unwrap(), "--game", "belote-es"], 0);
    // The simulator's JSON says how long it took: the same but for its two timings.
    let (short, long) = both(h, &["simulate", "belote-classic", "--deals", "20", "--seed", "3"], 0);
    let untimed = |mut v: Value| {
        let o = v.as_object_mut().unwrap();
        assert!(o.remove("seconds").is_some() && o.remove("hands_per_second").is_some(), "{o:?}");
        v
    };
    assert_eq!(untimed(short.json()), untimed(long.json()));
    let judged = same(
        h,
        &["judge", "belote-es", "--trump", "S", "--eldest", "P1", "--hand", "P1: 8S 9S 10S", "--hand", "P2: 8D 9D 10D"],
        0,
    );
    assert!(judged.is_object(), "{judged}");
}

#[test]
fn json_and_format_json_give_the_same_bytes_for_every_concours_report() {
    let home = tempfile::tempdir().unwrap();
    let h = home.path();
    tapete()
        .home(h)
        .args(["concours", "new", "Fiesta", "--ruleset", "belote-classic", "--rounds", "2", "--seed", "7"])
        .args(["--teams", "Ana+Luis,Marta+Pep,Eva+Juan,Rosa+Tomas", "--lang", "en"])
        .status(0)
        .run();
    tapete().home(h).args(["concours", "draw"]).status(0).run();
    // Round 1 printed again: nothing is drawn, so both spellings see the same concours.
    let d = same(h, &["concours", "draw", "--round", "1"], 0);
    assert_eq!(d["tables"].as_array().map(Vec::len), Some(2), "{d}");
    let s = same(h, &["concours", "standings"], 0);
    assert!(s.is_object() || s.is_array(), "{s}");
    let v = same(h, &["concours", "verify"], 0);
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["rounds"], 1, "{v}");
}

#[test]
fn json_with_another_format_is_a_mistake_and_text_is_the_text() {
    let file = example("belote-classic-a");
    let out = tapete().args(["--lang", "en", "verify", "--json", "--format", "text"]).arg(&file).status(2).run();
    assert!(out.stdout.is_empty(), "{}", out.stdout);
    assert!(out.stderr.starts_with("tapete: ") && out.stderr.contains("--json"), "{}", out.stderr);
    assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
    // The default, `text` and `table` are one report.
    let plain = tapete().arg("verify").arg(&file).status(0).run().stdout;
    for word in ["text", "table"] {
        assert_eq!(tapete().args(["verify", "--format", word]).arg(&file).status(0).run().stdout, plain);
    }
    let table = tapete().args(["rules", "list"]).status(0).run().stdout;
    assert_eq!(tapete().args(["rules", "list", "--format", "text"]).status(0).run().stdout, table);
}

#[test]
fn rules_list_and_show_as_json_hold_the_rulesets_numbers() {
    let home = tempfile::tempdir().unwrap();
    let list = same(home.path(), &["rules", "list"], 0);
    let names: Vec<&str> = list.as_array().unwrap().iter().map(|r| r["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["belote-classic", "belote-es", "bestia", "perejila", "coinche", "contree"]);
    assert_eq!(list[0]["players"], serde_json::json!([4]));
    assert_eq!(list[1]["players"], serde_json::json!([2, 3, 4]));
    assert_eq!(list[2]["game"], "bestia");

    // RULES.md, belote-classic: trump J 20, 9 14, A 11, 10 10, K 4, Q 3, 8 and 7 nothing (62 in
    // all); plain A 11, 10 10, K 4, Q 3, J 2 (30 in all).
    let show = same(home.path(), &["rules", "show", "belote-classic"], 0);
    assert_eq!(show["name"], "belote-classic");
    assert_eq!(show["deck"]["kind"], "french");
    let trump = &show["cards"]["trump"];
    assert_eq!(trump["order"], serde_json::json!(["J", "9", "A", "10", "K", "Q", "8", "7"]));
    assert_eq!(trump["points"]["J"], 20);
    assert_eq!(trump["points"]["9"], 14);
    let sum = |t: &Value| t["points"].as_object().unwrap().values().map(|p| p.as_i64().unwrap()).sum::<i64>();
    assert_eq!(sum(trump), 62);
    assert_eq!(sum(&show["cards"]["plain"]), 30);
    assert_eq!(show["players"]["teams"], "required");
    assert_eq!(show["options"]["target"]["default"], 1000);
    assert!(show["options"]["target"]["meaning"].as_str().is_some_and(|m| !m.is_empty()), "{show}");
    // La Bestia's pánfilo, the jack of clubs, is above every trump.
    let bestia = same(home.path(), &["rules", "show", "bestia"], 0);
    assert_eq!(bestia["highest_trump"], "JC");
    assert_eq!(bestia["players"]["counts"], serde_json::json!([3, 4, 5, 6, 7, 8]));
}

#[test]
fn sessions_as_json_names_each_session_with_its_status() {
    let home = home_of_examples();
    let v = same(home.path(), &["sessions"], 0);
    let rows = v.as_array().unwrap();
    let names: Vec<&str> = rows.iter().map(|r| r["session"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "2026-11-24-2000-bestia",
            "2026-11-23-2000-belote-es",
            "2026-11-22-2000-belote-es",
            "2026-11-21-2000-belote-classic",
            "2026-11-20-2000-belote-classic",
        ]
    );
    assert_eq!(rows[0]["status"], "unreadable");
    assert!(rows[0]["error"].as_str().is_some_and(|e| e.contains("line 1")), "{}", rows[0]);
    for (row, name) in rows[1..].iter().zip(["belote-es-pairs", "belote-es-3p", "belote-classic-b", "belote-classic-a"])
    {
        let want = expected(name);
        assert_eq!(row["status"], "won", "{row}");
        assert_eq!(row["winner"], want["winner"], "{row}");
        assert_eq!(row["hands"], want["hands"].as_array().unwrap().len(), "{row}");
        let total = want["totals"][want["winner"].as_str().unwrap()].clone();
        assert_eq!(row["leader"], serde_json::json!({"side": want["winner"], "total": total}), "{row}");
    }
    // An empty folder is an empty list, not a sentence.
    let empty = tempfile::tempdir().unwrap();
    assert_eq!(same(empty.path(), &["sessions"], 0), serde_json::json!([]));
}
