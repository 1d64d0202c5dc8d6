/*!
The end of a served table in words: `end` from a phone asked to confirm, the table closing after
an `end` (the phones and the terminal told how long, and that `undo` takes the end back), the
table closed, and `resume` of a session ended by an entry offering to take that end back.
*/

use crate::i18n::Terms;

/// The end of a served table, and reopening a session ended by an entry.
#[doc(hidden)]
pub trait Endings: Terms {
    /// A phone's `end` without its confirmation: what it asks (`secs`: how long an undo can take
    /// the end back).
    fn end_confirm(&self, secs: u64) -> String;
    /// The button that confirms a phone's `end`.
    fn end_confirm_yes(&self) -> String;
    /// The link that leaves the session as it is.
    fn end_confirm_no(&self) -> String;
    /// Every page of a served table whose session has ended: it closes in `secs` seconds, and
    /// undo takes the end back.
    fn closing(&self, secs: u64) -> String;
    /// The terminal of a served table whose session has ended: the same, and `quit` closes now.
    fn closing_prompt(&self, secs: u64) -> String;
    /// A page once the table has closed.
    fn closed(&self) -> String;
    /// `resume` of a session ended by its entry on `line`, at a terminal: take the end back?
    fn reopen_question(&self, line: usize) -> String;
    /// The words that answer yes, then no, to [`Endings::reopen_question`] (the first of each
    /// its label).
    fn yes_no(&self) -> [&'static [&'static str]; 2];
    /// `resume` of a session ended by its entry on `line`, in a script: the session is left
    /// ended, and `command` takes the end back.
    fn reopen_how(&self, line: usize, command: &str) -> String;
}
