/*!
Errors, typed by who is at fault, each with its exit code.

- [`Error::Input`]: what the user typed or passed on the command line (exit 2).
- [`Error::Ruleset`]: a ruleset file, with `FILE:LINE:COL: message` for every problem (exit 2).
- [`Error::Journal`]: a journal that cannot be read, naming the line (exit 2).
- [`Error::File`]: a file that tapete will not read: not a regular file, too large, not text (exit 2).
- [`Error::NotStarted`]: a journal created but never given its header (exit 2).
- [`Error::InUse`]: a journal another table is writing (exit 2).
- [`Error::Save`]: an entry that could not be saved, with where the session is (exit 2).
- [`Error::Io`]: a file that cannot be opened or written (exit 2).
- [`Error::Output`]: standard output cannot be written (exit 2; a closed pipe ends quietly).
- [`Error::Internal`]: a bug in tapete (exit 3).

Infractions are not errors: they are verdicts, reported with exit 1 by `verify`.
*/

use std::fmt;

/// One problem in a ruleset file, located in its source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesetProblem {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for RulesetProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.file, self.line, self.column, self.message)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    Input(String),
    #[error("{}", .0.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("\n"))]
    Ruleset(Vec<RulesetProblem>),
    #[error("{path}: line {line}: {message}")]
    Journal { path: String, line: usize, message: String },
    #[error("{path}: {message}")]
    File { path: String, message: String },
    #[error("{path} holds no session yet (it was created but its header was never written); start it with 'tapete new RULESET --players … --file {path}'")]
    NotStarted { path: String },
    #[error("{path} is in use: another tapete is keeping score in it; close that one first")]
    InUse { path: String },
    #[error("{0}")]
    Save(String),
    #[error("{path}: {source}")]
    Io { path: String, source: std::io::Error },
    #[error("cannot write the output: {0}")]
    Output(std::io::Error),
    #[error("internal error (a bug in tapete): {0}")]
    Internal(String),
}

impl Error {
    pub fn input(msg: impl Into<String>) -> Error {
        Error::Input(msg.into())
    }
    pub fn io(path: impl Into<String>, source: std::io::Error) -> Error {
        Error::Io { path: path.into(), source }
    }
    /// The process exit code for this error.
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Internal(_) => 3,
            _ => 2,
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
