//! What the test files share: a headless browser ([`browser`]); an independent referee of coinche and contree
//! written from RULES.md ([`coinche_oracle`]); the `tapete` binary, run without the configuration of whoever
//! runs the tests and checked ([`cmd`]); journals built from JSON, replayed or verified
//! ([`journal`]); the example journals and what is typed for them ([`examples`]); the deals
//! several files play ([`deals`]); connections from a chosen address of loopback ([`net`]); and
//! waiting for a condition, never for a time ([`wait`]).

pub mod browser;
pub mod cmd;
pub mod coinche_oracle;
pub mod concours;
pub mod deals;
pub mod examples;
pub mod journal;
pub mod net;
pub mod wait;

pub use cmd::{process, tapete};
pub use examples::{example, example_entries, example_text, examples, expected, new_args, new_args_of};
pub use examples::{typed_in_full_in, typed_lines, typed_lines_in};
pub use journal::{verdict_of, verdict_without_messages, verify_json, verify_lines, JournalFile, TestJournal, Verdict};

use std::path::{Path, PathBuf};

/// The one journal in `dir` (the one a table or `simulate --journal` wrote there).
#[track_caller]
pub fn only_journal(dir: &Path) -> PathBuf {
    // The lock file of a table still closing (`NAME.jsonl.lock`) is no journal.
    let files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_none_or(|x| x != "lock"))
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    files[0].clone()
}

/// `tapete simulate ARGS --journal DIR` (it must exit 0), and the journal it wrote in `dir`.
#[track_caller]
pub fn simulated(args: &[&str], dir: &Path) -> PathBuf {
    tapete().arg("simulate").args(args).arg("--journal").arg(dir).status(0).run();
    only_journal(dir)
}

/// The fields of one CSV line (RFC 4180: a quoted field doubles its quotes).
pub fn csv_fields(line: &str) -> Vec<String> {
    let (mut fields, mut field, mut quoted, mut chars) = (Vec::new(), String::new(), false, line.chars().peekable());
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => fields.push(std::mem::take(&mut field)),
            (c, _) => field.push(c),
        }
    }
    fields.push(field);
    fields
}
