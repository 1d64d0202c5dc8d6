/*!
Errors, typed by who is at fault, each with its exit code. The words are the language
catalogues' (`i18n`); `Display` here is English, for logs and tests.

- [`Error::Input`], [`Error::Name`], [`Error::Seating`], [`Error::Judge`], [`Error::OptionForm`], [`Error::Refused`]:
  what the user typed or passed on the command line (exit 2).
- [`Error::Ruleset`]: a ruleset file, with `FILE:LINE:COL: message` for every problem (exit 2).
- [`Error::Journal`]: a journal that cannot be read, naming the line (exit 2).
- [`Error::File`]: a file that tapete will not read: not a regular file, too large, not text (exit 2).
- [`Error::NotStarted`], [`Error::InUse`], [`Error::Exists`]: a journal that cannot be written now (exit 2).
- [`Error::Save`]: an entry that could not be saved, with where the session is (exit 2).
- [`Error::Io`]: a file that cannot be opened or written (exit 2).
- [`Error::Output`]: standard output cannot be written (exit 2; a closed pipe ends quietly).
- [`Error::Internal`]: a bug in tapete (exit 3).

Infractions are not errors: they are verdicts, reported with exit 1 by `verify`.
*/

pub use crate::names::NameProblem;
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

/// Why the players cannot sit as given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatingProblem {
    Count { ruleset: String, counts: String, given: usize },
    NoTeams { ruleset: String },
    PairsOfFour { ruleset: String },
    NotAPlayer { name: String, players: String },
    TwoTeams { name: String },
    NoTeam { name: String },
    Opposite,
}

/// Why `judge` cannot settle the hands it was given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JudgeProblem {
    /// Fewer than two hands: a dispute is between two players' cards at least.
    OneHand,
    /// A hand holds more cards than a player holds at this table (`players` players).
    TooManyCards { player: String, count: usize, most: usize, players: usize },
}

/// Why a write of the journal failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WriteCause {
    DiskFull,
    Quota,
    SizeLimit,
    Other(String),
}

/// Where the session as written went when its journal was moved away under the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rescue {
    /// A new file beside the journal.
    Beside(String),
    /// A new file in the sessions folder, or else the temp folder: none could be written beside
    /// the journal.
    Elsewhere(String),
    /// No file could be written anywhere: `text`, the whole journal, is printed on standard
    /// output.
    Printed { text: String },
    /// The journal could not even be read back through the table's own handle.
    Unread { error: String },
}

/// An entry that could not be saved, and where the session is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveProblem {
    /// The write failed; the journal holds `lines` whole lines.
    Write { cause: WriteCause, journal: String, lines: usize },
    /// A new session's header could not be written: nothing was saved, and no journal is left
    /// (a file `new` created is removed again; one it was given is left as it was).
    Start { cause: WriteCause },
    /// The journal was deleted, renamed over or replaced; the session as written is where
    /// `rescued` says.
    Moved { journal: String, deleted: bool, rescued: Rescue, lines: usize },
    /// The entry would make a total overflow.
    Overflow { journal: String },
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    Input(String),
    #[error("{0:?}")]
    Name(NameProblem),
    #[error("{0:?}")]
    Seating(SeatingProblem),
    #[error("{0:?}")]
    Judge(JudgeProblem),
    #[error("--option takes KEY=VALUE (got {given})")]
    OptionForm { given: String },
    /// A ruling against what was asked for (an option value, a seating the game refuses).
    #[error("{0:?}")]
    Refused(crate::engine::Refusal),
    #[error("{}", .0.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("\n"))]
    Ruleset(Vec<RulesetProblem>),
    #[error("{path}: line {line}: {problem:?}")]
    Journal { path: String, line: usize, problem: crate::journal::Problem },
    /// Something wrong with a journal's header (its players, teams, options), as it would be at `new`.
    #[error("{path}: line 1: {error}")]
    Header { path: String, error: Box<Error> },
    #[error("{path}: {message}")]
    File { path: String, message: String },
    /// `new` without a ruleset (none named, no --again, none configured).
    #[error(
        "name a ruleset (tapete new belote-classic --players …), use --again, or set 'ruleset' in the configuration"
    )]
    NeedsRuleset,
    /// `new` without players.
    #[error("name the players in play order: --players A,B,C,D (or set 'players' in the configuration)")]
    NeedsPlayers,
    /// `new --again` with no session to start again from.
    #[error("no session in {dir} to start again; start one with 'tapete new'")]
    NothingToRepeat { dir: String },
    /// `resume` or `board` without a journal named, and no unfinished session.
    #[error("no unfinished session in {dir}")]
    NoUnfinished { dir: String, board: bool },
    /// The board cannot listen on this address and port.
    #[error("cannot listen on {addr}: {message}")]
    Listen { addr: String, message: String },
    /// The configuration file does not read.
    #[error("{path}: line {line}, column {column}: {message}")]
    Config { path: String, line: usize, column: usize, message: String },
    #[error("{path} holds no session yet (it was created but its header was never written); start it with 'tapete new RULESET --players … --file {path}'")]
    NotStarted { path: String },
    #[error("{path} is in use: another tapete is keeping score in it; close that one first")]
    InUse { path: String },
    #[error("{path} already exists: resume it with 'tapete resume {path}'")]
    Exists { path: String },
    #[error("{0:?}")]
    Save(SaveProblem),
    #[error("{path}: {source}")]
    Io { path: String, source: std::io::Error },
    #[error("cannot write the output: {0}")]
    Output(std::io::Error),
    #[error("internal error (a bug in tapete): {0}")]
    Internal(String),
}

impl Error {
    /// The lines of a session that could be saved nowhere, for standard output.
    pub fn unsaved(&self) -> Option<&str> {
        match self {
            Error::Save(SaveProblem::Moved { rescued: Rescue::Printed { text }, .. }) => Some(text),
            _ => None,
        }
    }
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
