//! Journals for tests: a header and entries as JSON, one a line (docs/journal.md), replayed in
//! this process through the one reducer or written to a temporary file for `tapete` to read.

use super::cmd::tapete;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

/// The verdict of a journal, as `verify --json` writes it.
pub type Verdict = tapete::report::json::VerdictJson;

/// A journal: its header (ruleset, players, options, teams) and its entries.
#[derive(Clone)]
pub struct TestJournal {
    ruleset: String,
    players: Vec<String>,
    options: Option<Value>,
    teams: Option<Value>,
    entries: Vec<Value>,
}

impl TestJournal {
    /// A session of `ruleset` for `players`, in seat order, with no entry yet.
    pub fn new(ruleset: &str, players: &[&str]) -> TestJournal {
        TestJournal {
            ruleset: ruleset.to_string(),
            players: players.iter().map(|p| p.to_string()).collect(),
            options: None,
            teams: None,
            entries: Vec::new(),
        }
    }

    /// The header's options (`{"target": 301}`).
    pub fn options(mut self, options: Value) -> TestJournal {
        self.options = Some(options);
        self
    }

    /// The header's teams (`[["P1", "P3"], ["P2", "P4"]]`).
    pub fn teams(mut self, teams: Value) -> TestJournal {
        self.teams = Some(teams);
        self
    }

    /// These entries after those already there.
    pub fn entries(mut self, entries: &[Value]) -> TestJournal {
        self.entries.extend_from_slice(entries);
        self
    }

    /// The header line.
    pub fn header(&self) -> Value {
        let mut h = json!({"type": "session", "format": 1, "ruleset": self.ruleset});
        if let Some(o) = &self.options {
            h["options"] = o.clone();
        }
        h["players"] = json!(self.players);
        if let Some(t) = &self.teams {
            h["teams"] = t.clone();
        }
        h
    }

    /// Every line: the header, then the entries.
    pub fn lines(&self) -> Vec<Value> {
        std::iter::once(self.header()).chain(self.entries.iter().cloned()).collect()
    }

    /// The journal's text.
    pub fn text(&self) -> String {
        text_of(&self.lines())
    }

    /// The verdict of the whole journal, replayed in this process.
    #[track_caller]
    pub fn verdict(&self) -> Verdict {
        verdict_of(&self.text())
    }

    /// The journal written to a temporary file.
    pub fn file(&self) -> JournalFile {
        JournalFile::of(&self.lines())
    }

    /// `tapete verify --json` of the journal.
    pub fn verify(&self) -> Value {
        self.file().verify()
    }
}

/// JSON values as a journal's text: one a line.
pub fn text_of(lines: &[Value]) -> String {
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// A journal's text replayed in this process through the one reducer, and its verdict.
#[track_caller]
pub fn verdict_of(text: &str) -> Verdict {
    let journal = tapete::journal::Journal::parse(text, Path::new("t.jsonl")).unwrap();
    tapete::session::Session::replay(&journal).unwrap().verdict_json()
}

/// A journal written to `journal.jsonl` in a temporary folder of its own, removed with it.
pub struct JournalFile {
    _dir: tempfile::TempDir,
    path: PathBuf,
}

impl JournalFile {
    /// `lines` (the header first), one a line.
    pub fn of(lines: &[Value]) -> JournalFile {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("journal.jsonl");
        std::fs::write(&path, text_of(lines)).unwrap();
        JournalFile { _dir: dir, path }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `tapete verify --json` of the file.
    pub fn verify(&self) -> Value {
        verify_json(&self.path)
    }
}

/// `tapete verify --json` of a journal of these lines (the header first).
pub fn verify_lines(lines: &[Value]) -> Value {
    JournalFile::of(lines).verify()
}

/// `tapete verify --json FILE`, whatever its exit status.
pub fn verify_json(path: &Path) -> Value {
    tapete().arg("verify").arg(path).arg("--json").run().json()
}

/// `verify --json` of a journal, the messages left out (they are sentences).
pub fn verdict_without_messages(path: &Path) -> Value {
    let mut v = verify_json(path);
    for list in ["infractions", "errors"] {
        for item in v[list].as_array_mut().into_iter().flatten() {
            item.as_object_mut().unwrap().remove("message");
        }
    }
    v
}

// The entries, as a journal writes them (docs/journal.md).

pub fn deal(dealer: &str, turned: &str) -> Value {
    json!({"type": "deal", "dealer": dealer, "turned": turned})
}

pub fn bid(player: &str, call: &str) -> Value {
    json!({"type": "bid", "player": player, "call": call})
}

pub fn play(player: &str, card: &str) -> Value {
    json!({"type": "play", "player": player, "card": card})
}

pub fn announce(player: &str, melds: &[&str]) -> Value {
    json!({"type": "announce", "player": player, "melds": melds})
}

pub fn show(player: &str, cards: &[&str]) -> Value {
    json!({"type": "show", "player": player, "cards": cards})
}

pub fn exchange(player: &str, count: i64) -> Value {
    json!({"type": "exchange", "player": player, "count": count})
}

pub fn wild(player: &str, lance: &str, card: &str) -> Value {
    json!({"type": "wild", "player": player, "lance": lance, "as": card})
}

pub fn draw(player: &str, card: &str) -> Value {
    json!({"type": "draw", "player": player, "card": card})
}
