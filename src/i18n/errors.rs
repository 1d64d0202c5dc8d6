/*!
Errors in words: what went wrong, a file tapete will not read, why a journal line cannot be
read, and what is wrong in a ruleset file.
*/

use crate::error::Error;
use crate::i18n::{Names, Terms};
use crate::ruleset::{Flaw, RulesetProblem};

/// Errors in words.
#[doc(hidden)]
pub trait Errors: Terms {
    fn not_read(&self, why: &str) -> String;
    fn line_error(&self, line: usize, message: &str) -> String;
    /// An error, in words.
    fn error(&self, e: &Error, x: Option<&Names>) -> String;
    /// A file tapete will not read.
    fn file_error(&self, f: &crate::files::FileError) -> String;
    /// Why a journal line cannot be read.
    fn journal_problem(&self, p: &crate::journal::Problem) -> String;
    /// What is wrong in a ruleset file (`rules check`, a ruleset named or carried by a journal).
    fn flaw(&self, f: &Flaw) -> String;
    /// What the system said when a file could not be opened, read or written (an
    /// `std::io::Error`'s own words are English): the common kinds in this language, any other
    /// as the system words it.
    fn os_error(&self, e: &std::io::Error) -> String;
    /// A problem of a ruleset file where it stands: `FILE:LINE:COL: what is wrong` (the place
    /// is written alike in every language, as compilers and editors read it).
    fn ruleset_problem(&self, p: &RulesetProblem) -> String {
        let place = if p.carried { self.carried_ruleset(&p.file) } else { p.file.clone() };
        format!("{place}:{}:{}: {}", p.line, p.column, self.flaw(&p.flaw))
    }
    /// Where a ruleset a journal carries stands: the journal's line 1 (`ruleset_yaml`).
    fn carried_ruleset(&self, journal: &str) -> String;
    /// Standard input where a file's name would stand (`verify -`): `standard input: line 3: …`.
    fn standard_input(&self) -> &'static str;
}
