//! Sessions typed in full (docs/entries.md: one entry a line, its player first, no terminal) into
//! `tapete new … --file F` leave journals whose verdict is the original's: the example journals of
//! all four belote sessions, and simulated sessions of La Bestia and Perejila (with their breaches,
//! moscas, exchanges, draws and wildcards as the simulator made them).

use crate::support::{example, new_args_of, simulated, tapete, typed_in_full, verdict_without_messages};
use std::path::Path;

fn type_in(journal: &Path, lang: &str) -> (tempfile::TempDir, std::path::PathBuf, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("typed.jsonl");
    let lines = typed_in_full(journal);
    let stderr = tapete()
        .args(new_args_of(journal, &file))
        .args(["--lang", lang])
        .home(dir.path())
        .stdin(lines.join("\n") + "\nquit\n")
        .status(0)
        .run()
        .stderr;
    assert!(!stderr.contains('✗'), "{}: an entry was refused:\n{stderr}", journal.display());
    (dir, file, stderr)
}

#[test]
fn the_examples_typed_in_full_verify_to_their_verdicts() {
    for name in ["belote-classic-a", "belote-classic-b", "belote-es-3p", "belote-es-pairs"] {
        let journal = example(name);
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
        let (players, seed) = (players.to_string(), seed.to_string());
        let args = [ruleset, "--deals", "25", "--players", &players, "--seed", &seed, "--breaches", "0.3"];
        let journal = simulated(&args, dir.path());
        let (_d, file, _) = type_in(&journal, "en");
        assert_eq!(
            verdict_without_messages(&file),
            verdict_without_messages(&journal),
            "{ruleset} {players} seed {seed}"
        );
    }
}
