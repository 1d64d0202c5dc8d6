//! `tapete sessions` keeps what it shows of each journal between runs (a file of the cache folder,
//! `$XDG_CACHE_HOME/tapete/sessions-DIGEST.json`, keyed by name, size and modification time): a
//! kept row is shown as kept, a journal written since is replayed again, a cache that does not
//! read, that another program wrote or that is another folder's changes nothing, and nothing of the
//! cache lies among the sessions.

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

/// A sessions folder and a cache folder of its own.
struct Home {
    sessions: tempfile::TempDir,
    cache: tempfile::TempDir,
}

impl Home {
    fn new() -> Home {
        Home { sessions: tempfile::tempdir().unwrap(), cache: tempfile::tempdir().unwrap() }
    }

    fn path(&self) -> &Path {
        self.sessions.path()
    }

    /// `tapete sessions` of this folder, with this cache folder.
    fn sessions(&self) -> String {
        tapete().arg("sessions").home(self.path()).env("XDG_CACHE_HOME", self.cache.path()).status(0).run().stdout
    }

    /// The files of tapete's cache folder.
    fn cache_files(&self) -> Vec<std::path::PathBuf> {
        match std::fs::read_dir(self.cache.path().join("tapete")) {
            Ok(rd) => rd.map(|e| e.unwrap().path()).collect(),
            Err(_) => Vec::new(),
        }
    }

    /// The one cache file (there is one sessions folder).
    fn cache_file(&self) -> std::path::PathBuf {
        let files = self.cache_files();
        assert_eq!(files.len(), 1, "{files:?}");
        files[0].clone()
    }

    fn cache(&self) -> Value {
        serde_json::from_slice(&std::fs::read(self.cache_file()).unwrap()).unwrap()
    }
}

/// The listing of `text` as a journal named `NAME` in a folder never listed before.
fn fresh(text: &str) -> String {
    let home = Home::new();
    std::fs::write(home.path().join(NAME), text).unwrap();
    let out = home.sessions();
    // Listed by its name, which `summary` and `verify` take: the file's name without `.jsonl`.
    assert!(out.contains(NAME.strip_suffix(".jsonl").unwrap()), "{out}");
    out
}

#[test]
fn a_kept_row_is_shown_until_its_journal_changes() {
    let home = Home::new();
    let journal = home.path().join(NAME);
    std::fs::write(&journal, first_hands(1)).unwrap();
    let one = home.sessions();
    assert_eq!(one, fresh(&first_hands(1)));
    assert_eq!(home.cache()["rows"][NAME]["row"]["hands"], 1);

    // The kept row is what is shown: a forged hand count with the journal's own stamp shows.
    let mut c = home.cache();
    c["rows"][NAME]["row"]["hands"] = Value::from(999);
    std::fs::write(home.cache_file(), c.to_string()).unwrap();
    assert!(home.sessions().contains(" 999 "));

    // Two more hands appended: the journal has another size, and is replayed again.
    std::fs::write(&journal, first_hands(3)).unwrap();
    let three = home.sessions();
    assert_eq!(three, fresh(&first_hands(3)));
    assert_ne!(three, one);
    assert_eq!(home.cache()["rows"][NAME]["row"]["hands"], 3);
}

#[test]
fn a_cache_that_does_not_read_or_is_another_programs_changes_nothing() {
    let home = Home::new();
    std::fs::write(home.path().join(NAME), first_hands(2)).unwrap();
    let expected = fresh(&first_hands(2));
    home.sessions();
    let good = home.cache();

    std::fs::write(home.cache_file(), "{ not json").unwrap();
    assert_eq!(home.sessions(), expected);

    let mut other = good.clone();
    other["program"] = Value::from("0.0.0 1 1");
    other["rows"][NAME]["row"]["hands"] = Value::from(999);
    std::fs::write(home.cache_file(), other.to_string()).unwrap();
    assert_eq!(home.sessions(), expected);
    // ... and it is written anew by this program.
    assert_eq!(home.cache()["program"], good["program"]);
}

#[test]
fn rows_of_journals_gone_are_dropped_and_unreadable_ones_never_kept() {
    let home = Home::new();
    std::fs::write(home.path().join(NAME), first_hands(1)).unwrap();
    std::fs::write(home.path().join("2026-11-21-2100-belote-classic.jsonl"), "{ not a header\n").unwrap();
    let out = home.sessions();
    assert!(out.contains("2026-11-21-2100-belote-classic "), "{out}");
    let rows = home.cache()["rows"].as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(rows, vec![NAME.to_string()]);

    std::fs::remove_file(home.path().join(NAME)).unwrap();
    home.sessions();
    assert!(home.cache()["rows"].as_object().unwrap().is_empty());
}

#[test]
fn the_cache_lies_in_the_cache_folder_one_file_a_sessions_folder_never_among_the_sessions() {
    let home = Home::new();
    std::fs::write(home.path().join(NAME), first_hands(1)).unwrap();
    // What an earlier tapete kept among the sessions is removed; nothing else is written there.
    std::fs::write(home.path().join(".sessions-cache.json"), "{}").unwrap();
    let listed = home.sessions();
    let mut here: Vec<String> = std::fs::read_dir(home.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    here.sort();
    assert_eq!(here, vec![NAME.to_string()]);
    // The cache names its folder, absolute, and is found under the digest of that name.
    let file = home.cache_file();
    let folder = std::path::absolute(home.path()).unwrap();
    assert_eq!(home.cache()["folder"], folder.to_string_lossy().as_ref());
    let name = file.file_name().unwrap().to_string_lossy().into_owned();
    let hex = name.strip_prefix("sessions-").and_then(|n| n.strip_suffix(".json")).unwrap();
    assert!(hex.len() == 16 && hex.chars().all(|c| c.is_ascii_hexdigit()), "{name}");

    // Another sessions folder with the same cache folder: a file of its own, the first one kept.
    let other = tempfile::tempdir().unwrap();
    std::fs::write(other.path().join(NAME), first_hands(2)).unwrap();
    tapete().arg("sessions").home(other.path()).env("XDG_CACHE_HOME", home.cache.path()).status(0).run();
    assert_eq!(home.cache_files().len(), 2);
    let read = |f: &Path| serde_json::from_slice::<Value>(&std::fs::read(f).unwrap()).unwrap();
    assert_eq!(read(&file)["rows"][NAME]["row"]["hands"], 1);

    // A cache of another folder under this folder's name is not this folder's.
    let mut forged = read(&file);
    forged["folder"] = Value::from("/somewhere/else");
    forged["rows"][NAME]["row"]["hands"] = Value::from(999);
    std::fs::write(&file, forged.to_string()).unwrap();
    assert_eq!(home.sessions(), listed);
}

#[test]
fn without_a_cache_folder_the_listing_is_the_same() {
    // The tests' cache folder cannot be made (support::NO_CACHE): nothing is kept, all is shown.
    let home = tempfile::tempdir().unwrap();
    std::fs::write(home.path().join(NAME), first_hands(2)).unwrap();
    let out = tapete().arg("sessions").home(home.path()).status(0).run().stdout;
    assert_eq!(out, fresh(&first_hands(2)));
    assert_eq!(std::fs::read_dir(home.path()).unwrap().count(), 1);
}
