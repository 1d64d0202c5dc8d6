//! Sessions by name (#38): `tapete sessions` lists each session by a name that `summary`,
//! `verify`, `resume` and `board` take as it is, in a table that fits 80 columns without breaking
//! a name; `summary` with no journal named summarises the latest session, finished or not.

use crate::support::{example, example_text, tapete};

/// A sessions folder: two example journals (finished) and, newest, the first three hands of a
/// third (unfinished), each under the name tapete gives.
fn home() -> tempfile::TempDir {
    let home = tempfile::tempdir().unwrap();
    std::fs::copy(example("belote-classic-a"), home.path().join("2026-11-20-2000-belote-classic.jsonl")).unwrap();
    std::fs::copy(example("belote-es-pairs"), home.path().join("2026-11-21-2000-belote-es.jsonl")).unwrap();
    // belote-classic-b up to its first deal after the first few entries: a session still going.
    let text = example_text("belote-classic-b");
    let lines: Vec<&str> = text.lines().collect();
    let cut = lines.iter().enumerate().filter(|(_, l)| l.contains("\"deal\"")).nth(3).map(|(i, _)| i).unwrap();
    std::fs::write(home.path().join("2026-11-22-2000-belote-classic.jsonl"), lines[..cut].join("\n") + "\n").unwrap();
    home
}

/// The names in the first column of a `sessions` table.
fn listed_names(table: &str) -> Vec<String> {
    table
        .lines()
        .filter_map(|l| l.strip_prefix("│ "))
        .filter_map(|l| l.split('┆').next())
        .map(|c| c.trim().to_string())
        .filter(|c| !c.is_empty() && c != "session")
        .collect()
}

#[test]
fn the_names_sessions_lists_are_taken_as_they_are() {
    let home = home();
    let h = home.path();
    let table = tapete().home(h).arg("sessions").env("COLUMNS", "80").status(0).run().stdout;
    for line in table.lines() {
        assert!(line.chars().count() <= 80, "wider than 80 columns:\n{table}");
    }
    let names = listed_names(&table);
    assert_eq!(
        names,
        ["2026-11-22-2000-belote-classic", "2026-11-21-2000-belote-es", "2026-11-20-2000-belote-classic"]
    );
    // Elsewhere than the sessions folder, by name: what the journal's path gives.
    let elsewhere = tempfile::tempdir().unwrap();
    for name in &names {
        let path = h.join(format!("{name}.jsonl"));
        for command in ["summary", "verify"] {
            let by_path = tapete().home(h).arg(command).arg(&path).run();
            for given in [name.clone(), format!("{name}.jsonl")] {
                let by_name = tapete().home(h).current_dir(elsewhere.path()).args([command, &given]).run();
                assert_eq!(by_name.code, by_path.code, "{command} {given}: {}", by_name.stderr);
                assert_eq!(by_name.stdout, by_path.stdout, "{command} {given}");
            }
        }
    }
    // resume takes the unfinished one by its name, and says which journal it goes on with.
    let out = tapete()
        .home(h)
        .current_dir(elsewhere.path())
        .args(["--lang", "en", "resume", &names[0]])
        .stdin("quit\n")
        .status(0)
        .run();
    let path = h.join(format!("{}.jsonl", names[0]));
    assert!(out.stderr.contains(&format!("Resuming {}", path.display())), "{}", out.stderr);
    // A name that is no session is said as it was given.
    let out =
        tapete().home(h).current_dir(elsewhere.path()).args(["summary", "2026-01-01-0000-nothing"]).status(2).run();
    assert!(out.stderr.contains("2026-01-01-0000-nothing"), "{}", out.stderr);
}

#[test]
fn a_name_is_never_broken_however_narrow_the_table() {
    let home = home();
    // A player's name with a space in it, in a session listed too.
    let dir = home.path();
    tapete()
        .home(dir)
        .args(["new", "bestia", "--players", "Ana María,Luis Miguel,Marta,Pep", "--lang", "en"])
        .stdin("quit\n")
        .status(0)
        .run();
    for columns in ["80", "100", "200"] {
        let table = tapete().home(dir).arg("sessions").env("COLUMNS", columns).status(0).run().stdout;
        let width: usize = columns.parse().unwrap();
        assert!(table.lines().all(|l| l.chars().count() <= width), "{columns}:\n{table}");
        assert_eq!(listed_names(&table).len(), 4, "{table}");
        for name in ["2026-11-20-2000-belote-classic", "Ana\u{a0}María", "Luis\u{a0}Miguel", "Marta+Olga"] {
            assert!(table.contains(name), "{columns}: {name} broken:\n{table}");
        }
    }
}

#[test]
fn summary_without_a_journal_summarises_the_latest_session_finished_or_not() {
    let home = home();
    let h = home.path();
    // The newest is unfinished: it is the one.
    let latest = h.join("2026-11-22-2000-belote-classic.jsonl");
    let named = tapete().home(h).arg("summary").arg(&latest).status(0).run().stdout;
    assert_eq!(tapete().home(h).arg("summary").status(0).run().stdout, named);
    let json = tapete().home(h).args(["summary", "--json"]).status(0).run().json();
    assert_eq!(json["winner"], serde_json::Value::Null, "{json}");
    // Once it is gone, the newest is a finished one, summarised as well.
    std::fs::remove_file(&latest).unwrap();
    let json = tapete().home(h).args(["summary", "--json"]).status(0).run().json();
    assert_eq!(json["winner"], crate::support::expected("belote-es-pairs")["winner"]);
    // No session at all: said, with what to do.
    let empty = tempfile::tempdir().unwrap();
    let out = tapete().home(empty.path()).args(["--lang", "en", "summary"]).status(2).run();
    assert!(out.stderr.starts_with("tapete: no session in "), "{}", out.stderr);
    assert!(out.stdout.is_empty());
}
