//! English: the end of a served table, and reopening a session ended by an entry.

use super::En;
use crate::i18n::Endings;

impl Endings for En {
    fn end_confirm(&self, secs: u64) -> String {
        format!("End the session? Nothing more can be entered after it; for {secs} seconds, undo takes it back.")
    }

    fn end_confirm_yes(&self) -> String {
        "End the session".into()
    }

    fn end_confirm_no(&self) -> String {
        "Keep playing".into()
    }

    fn closing(&self, secs: u64) -> String {
        format!("The session has ended: this table closes in {secs} s. Undo takes the end back.")
    }

    fn closing_prompt(&self, secs: u64) -> String {
        format!("The session has ended: the table closes in {secs} s ('undo' takes the end back; 'quit' closes it now)")
    }

    fn closed(&self) -> String {
        "The table has closed: nothing more is entered here.".into()
    }

    fn reopen_question(&self, line: usize) -> String {
        format!("This session was ended (line {line}). Take the end back and go on?")
    }

    fn yes_no(&self) -> [&'static [&'static str]; 2] {
        [&["yes", "y"], &["no", "n"]]
    }

    fn reopen_how(&self, line: usize, command: &str) -> String {
        format!("This session was ended (line {line}); to take the end back and go on: {command}")
    }
}
