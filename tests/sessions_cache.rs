//! `tapete sessions` keeps what it shows of each journal between runs (`.sessions-cache.json` in
//! the sessions folder, keyed by name, size and modification time): a kept row is shown as kept,
//! a journal written since is replayed again, and a cache that does not read, or that another
//! program wrote, changes nothing.

use crate::support::{example_text, tapete};
use serde_json::Value;
use std::path::Path;

const NAME: &str = "2026-11-20-2100-belote-classic.jsonl";

/// The header and the lines of the first `hands` deals of the example `belote-classic-a`.
fn first_hands(hands: usize) -> String {
    let text = example_text("belote-classic-a");
    let mut out = String::new();
    let mut deals = 0;
    for (i, line) in text.lines().enumerate() {
        if i > 0 && line.contains("\"deal\"") {
            deals += 1;
            if deals > hands {
                break;
            }
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

fn sessions(home: &Path) -> String {
    tapete().arg("sessions").home(home).status(0).run().stdout
}

/// The listing of `text` as a journal named `NAME` in a folder never listed before.
fn fresh(text: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(NAME), text).unwrap();
    let out = sessions(dir.path());
    // Listed by its name, which `summary` and `verify` take: the file's name without `.jsonl`.
    assert!(out.contains(NAME.strip_suffix(".jsonl").unwrap()), "{out}");
    out
}

fn cache(home: &Path) -> Value {
    serde_json::from_slice(&std::fs::read(home.join(".sessions-cache.json")).unwrap()).unwrap()
}

#[test]
fn a_kept_row_is_shown_until_its_journal_changes() {
    let home = tempfile::tempdir().unwrap();
    let journal = home.path().join(NAME);
    std::fs::write(&journal, first_hands(1)).unwrap();
    let one = sessions(home.path());
    assert_eq!(one, fresh(&first_hands(1)));
    assert_eq!(cache(home.path())["rows"][NAME]["row"]["hands"], 1);

    // The kept row is what is shown: a forged hand count with the journal's own stamp shows.
    let mut c = cache(home.path());
    c["rows"][NAME]["row"]["hands"] = Value::from(999);
    std::fs::write(home.path().join(".sessions-cache.json"), c.to_string()).unwrap();
    assert!(sessions(home.path()).contains(" 999 "));

    // Two more hands appended: the journal has another size, and is replayed again.
    std::fs::write(&journal, first_hands(3)).unwrap();
    let three = sessions(home.path());
    assert_eq!(three, fresh(&first_hands(3)));
    assert_ne!(three, one);
    assert_eq!(cache(home.path())["rows"][NAME]["row"]["hands"], 3);
}

#[test]
fn a_cache_that_does_not_read_or_is_another_programs_changes_nothing() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(home.path().join(NAME), first_hands(2)).unwrap();
    let expected = fresh(&first_hands(2));
    sessions(home.path());
    let good = cache(home.path());

    std::fs::write(home.path().join(".sessions-cache.json"), "{ not json").unwrap();
    assert_eq!(sessions(home.path()), expected);

    let mut other = good.clone();
    other["program"] = Value::from("0.0.0 1 1");
    other["rows"][NAME]["row"]["hands"] = Value::from(999);
    std::fs::write(home.path().join(".sessions-cache.json"), other.to_string()).unwrap();
    assert_eq!(sessions(home.path()), expected);
    // ... and it is written anew by this program.
    assert_eq!(cache(home.path())["program"], good["program"]);
}

#[test]
fn rows_of_journals_gone_are_dropped_and_unreadable_ones_never_kept() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(home.path().join(NAME), first_hands(1)).unwrap();
    std::fs::write(home.path().join("2026-11-21-2100-belote-classic.jsonl"), "{ not a header\n").unwrap();
    let out = sessions(home.path());
    assert!(out.contains("2026-11-21-2100-belote-classic "), "{out}");
    let rows = cache(home.path())["rows"].as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(rows, vec![NAME.to_string()]);

    std::fs::remove_file(home.path().join(NAME)).unwrap();
    sessions(home.path());
    assert!(cache(home.path())["rows"].as_object().unwrap().is_empty());
}
