//! Sessions typed in full (docs/entries.md: one entry a line, its player first, no terminal) into
//! `tapete new … --file F` leave journals whose verdict is the original's: the example journals of
//! all four belote sessions, and simulated sessions of La Bestia and Perejila (with their breaches,
//! moscas, exchanges, draws and wildcards as the simulator made them).

use crate::support::{example, new_args_of, simulated, tapete, typed_in_full_in, verdict_without_messages};
use std::path::Path;

/// Type `journal` in full at a table in `lang`, its cards in that language's letters (the table's
/// own unless told otherwise).
fn type_in(journal: &Path, lang: &str) -> (tempfile::TempDir, std::path::PathBuf, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("typed.jsonl");
    let lines = typed_in_full_in(journal, lang);
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
    // Each in English and in one other language's letters (La Bestia's French deck in Spanish
    // and French letters; perejila's Spanish deck has the same letters in every language).
    let sessions =
        [("bestia", 4, 3, "es"), ("bestia", 6, 11, "fr"), ("perejila", 4, 5, "fr"), ("perejila", 7, 8, "es")];
    for (ruleset, players, seed, other) in sessions {
        let dir = tempfile::tempdir().unwrap();
        let (players, seed) = (players.to_string(), seed.to_string());
        let args = [ruleset, "--deals", "25", "--players", &players, "--seed", &seed, "--breaches", "0.3"];
        let journal = simulated(&args, dir.path());
        for lang in ["en", other] {
            let (_d, file, _) = type_in(&journal, lang);
            assert_eq!(
                verdict_without_messages(&file),
                verdict_without_messages(&journal),
                "{ruleset} {players} seed {seed} typed at an {lang} table"
            );
        }
    }
}
