//! Sessions typed in full (docs/entries.md: one entry a line, its player first, no terminal) into
//! `tapete new … --file F` leave journals whose verdict is the original's: the example journals of
//! all four belote sessions, and simulated sessions of La Bestia and Perejila (with their breaches,
//! moscas, exchanges, draws and wildcards as the simulator made them).

use crate::common;

use crate::common::{examples, new_args_of, typed_in_full, verdict_without_messages};
use std::path::Path;

fn type_in(journal: &Path, lang: &str) -> (tempfile::TempDir, std::path::PathBuf, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("typed.jsonl");
    let lines = typed_in_full(journal);
    let out = common::tapete()
        .args(new_args_of(journal, &file))
        .args(["--lang", lang])
        .env("TAPETE_HOME", dir.path())
        .write_stdin(lines.join("\n") + "\nquit\n")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(0), "{}: {stderr}", journal.display());
    assert!(!stderr.contains('✗'), "{}: an entry was refused:\n{stderr}", journal.display());
    (dir, file, stderr)
}

#[test]
fn the_examples_typed_in_full_verify_to_their_verdicts() {
    for name in ["belote-classic-a", "belote-classic-b", "belote-es-3p", "belote-es-pairs"] {
        let journal = examples().join(format!("{name}.jsonl"));
        for lang in ["en", "es", "fr"] {
            let (_dir, file, _) = type_in(&journal, lang);
            assert_eq!(
                verdict_without_messages(&file),
                verdict_without_messages(&journal),
                "{name} typed at an {lang} table"
            );
        }
    }
}

#[test]
fn simulated_bestia_and_perejila_sessions_typed_in_full_verify_the_same() {
    for (ruleset, players, seed) in [("bestia", 4, 3), ("bestia", 6, 11), ("perejila", 4, 5), ("perejila", 7, 8)] {
        let dir = tempfile::tempdir().unwrap();
        let out = common::tapete()
            .args([
                "simulate",
                ruleset,
                "--deals",
                "25",
                "--players",
                &players.to_string(),
                "--seed",
                &seed.to_string(),
            ])
            .args(["--breaches", "0.3", "--journal"])
            .arg(dir.path())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        let journal = std::fs::read_dir(dir.path()).unwrap().next().unwrap().unwrap().path();
        let (_d, file, _) = type_in(&journal, "en");
        assert_eq!(
            verdict_without_messages(&file),
            verdict_without_messages(&journal),
            "{ruleset} {players} seed {seed}"
        );
    }
}
