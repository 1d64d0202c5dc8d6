/*!
Errors in words: what went wrong, a file tapete will not read, and why a journal line cannot be
read.
*/

use crate::error::Error;
use crate::i18n::{Names, Terms};

/// Errors in words.
pub trait Errors: Terms {
    fn not_read(&self, why: &str) -> String;
    fn line_error(&self, line: usize, message: &str) -> String;
    /// An error, in words.
    fn error(&self, e: &Error, x: Option<&Names>) -> String;
    /// A file tapete will not read.
    fn file_error(&self, f: &crate::files::FileError) -> String;
    /// Why a journal line cannot be read.
    fn journal_problem(&self, p: &crate::journal::Problem) -> String;
}
