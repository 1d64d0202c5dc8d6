//! The journal's one-writer lock is a file beside it (`NAME.lock`), never the journal: beside a
//! live table `verify`, `summary`, `board` and `sessions` read it, a second writer is refused with
//! the error it always had, the lock file is listed nowhere and goes with its table, and one left
//! by a table that was killed holds nothing back. The totals after the first hand of
//! shared/examples/belote-classic-a are Pep+Iker 0, Marta+Olga 162 (its verdict).

use crate::board::{example_until, start};
use crate::support::browser::http;
#[cfg(unix)]
use crate::support::{example, typed_lines};
use crate::support::{process, tapete, wait};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};

const NAME: &str = "2026-11-22-1803-belote-classic.jsonl";

/// A sessions folder holding the example's first hand as `NAME`: the folder, the journal and
/// where its lock file would be.
fn folder() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let home = tempfile::tempdir().unwrap();
    let journal = home.path().join(NAME);
    std::fs::write(&journal, example_until(1).join("\n") + "\n").unwrap();
    let lock = home.path().join(format!("{NAME}.lock"));
    (home, journal, lock)
}

/// `tapete resume JOURNAL`, its entries typed on a pipe, waiting for them.
fn table(home: &Path, journal: &Path) -> Child {
    process()
        .args(["resume", "--lang", "en"])
        .arg(journal)
        .env("TAPETE_HOME", home)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    v.sort();
    v
}

#[test]
fn beside_a_live_table_readers_read_and_a_second_writer_is_refused() {
    let (home, journal, lock) = folder();
    let mut t = table(home.path(), &journal);
    wait::until_true("the table holds its lock file", || lock.exists());
    assert_eq!(names(home.path()), [NAME.to_string(), format!("{NAME}.lock")]);

    // Readers: verify, summary, the board, the listing.
    let v = tapete().arg("verify").arg(&journal).arg("--json").status(0).run().json();
    assert_eq!(v["totals"], serde_json::json!({"Pep+Iker": 0, "Marta+Olga": 162}));
    let summary = tapete().arg("summary").arg(&journal).args(["--lang", "en"]).status(0).run().stdout;
    assert!(summary.contains("Pep+Iker vs Marta+Olga") && summary.contains("162"), "{summary}");
    let board = start(&journal);
    let (code, page) = http(&board.url, "GET", "/board");
    assert_eq!(code, 200);
    assert!(page.contains("Marta+Olga") && page.contains("162"), "{page}");
    drop(board);
    let listed = tapete().arg("sessions").home(home.path()).args(["--lang", "en"]).status(0).run().stdout;
    assert!(listed.contains(NAME.strip_suffix(".jsonl").unwrap()) && !listed.contains(".lock"), "{listed}");

    // A second writer: refused as it always was, and nothing written.
    let before = std::fs::read(&journal).unwrap();
    let j = journal.to_str().unwrap();
    for args in [vec!["resume", j], vec!["new", "belote-classic", "--players", "A,B,C,D", "--file", j]] {
        tapete()
            .args(["--lang", "en"])
            .args(&args)
            .stdin("deal Pep\n")
            .status(2)
            .stdout("")
            .stderr(format!("tapete: {j} is in use: another tapete is keeping score in it; close that one first\n"))
            .run();
    }
    assert_eq!(std::fs::read(&journal).unwrap(), before);
    assert!(lock.exists(), "the refused writer leaves the holder's lock file alone");

    // The table ends: its lock file goes with it.
    t.stdin.take().unwrap().write_all(b"quit\n").unwrap();
    assert_eq!(t.wait().unwrap().code(), Some(0));
    assert_eq!(names(home.path()), [NAME.to_string()]);
}

#[test]
fn a_lock_file_left_by_a_table_that_was_killed_holds_nothing_back() {
    let (home, journal, lock) = folder();
    std::fs::write(&lock, "").unwrap();
    let listed = tapete().arg("sessions").home(home.path()).args(["--lang", "en"]).status(0).run().stdout;
    assert!(listed.contains(NAME.strip_suffix(".jsonl").unwrap()) && !listed.contains(".lock"), "{listed}");
    tapete().args(["resume", "--lang", "en"]).arg(&journal).home(home.path()).stdin("quit\n").status(0).run();
    assert_eq!(names(home.path()), [NAME.to_string()], "taken, then removed");
    // A table killed while it holds the lock leaves its file, which holds nothing.
    let mut t = table(home.path(), &journal);
    wait::until_true("the table holds its lock file", || lock.exists());
    t.kill().unwrap();
    t.wait().unwrap();
    assert!(lock.exists());
    tapete().args(["resume", "--lang", "en"]).arg(&journal).home(home.path()).stdin("quit\n").status(0).run();
    assert_eq!(names(home.path()), [NAME.to_string()]);
}

#[cfg(unix)]
#[test]
fn ctrl_c_between_two_entries_leaves_the_session_saved_and_no_lock_file() {
    // SIGINT to a table reading its entries from a pipe: the signal handler says the session is
    // saved, removes the lock file and exits with 130; every entry typed before is in the journal.
    let (home, journal, lock) = folder();
    let before = std::fs::read_to_string(&journal).unwrap();
    let mut t = process()
        .args(["resume", "--lang", "en"])
        .arg(&journal)
        .env("TAPETE_HOME", home.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Hand 2's deal (the entry after hand 1's, the header not typed), then wait for it on disk:
    // the table is between two entries.
    let deal = typed_lines(&example("belote-classic-a"))[example_until(1).len() - 1].clone();
    assert_eq!(deal, "deal Marta js");
    writeln!(t.stdin.as_mut().unwrap(), "{deal}").unwrap();
    let lines = |text: &str| text.lines().count();
    wait::until_true("the deal written", || lines(&std::fs::read_to_string(&journal).unwrap()) > lines(&before));
    assert!(lock.exists());
    // SAFETY: a signal sent to our own child, still running (its stdin is open).
    assert_eq!(unsafe { libc::kill(t.id() as libc::pid_t, libc::SIGINT) }, 0);
    let out = t.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.ends_with(&format!("\nSaved. Continue with: tapete resume {}\n", journal.display())), "{err}");
    assert_eq!(names(home.path()), [NAME.to_string()]);
    let after = std::fs::read_to_string(&journal).unwrap();
    assert!(after.starts_with(&before) && after.lines().count() == before.lines().count() + 1, "{after}");
}
