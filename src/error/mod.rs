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

pub mod journal;

pub use crate::files::{FileError, FileProblem};
pub use crate::names::NameProblem;
pub use crate::ruleset::{OptionProblem, RulesetError, RulesetProblem};

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

#[derive(Debug)]
pub enum Error {
    Input(String),
    Name(NameProblem),
    Seating(SeatingProblem),
    Judge(JudgeProblem),
    OptionForm {
        given: String,
    },
    /// A ruling against what was asked for (an option value, a seating the game refuses).
    Refused(crate::engine::Refusal),
    Ruleset(RulesetError),
    Option(OptionProblem),
    Journal {
        path: String,
        line: usize,
        problem: journal::Problem,
    },
    /// Something wrong with a journal's header (its players, teams, options), as it would be at `new`.
    Header {
        path: String,
        error: Box<Error>,
    },
    File(FileError),
    /// `new` without a ruleset (none named, no --again, none configured).
    NeedsRuleset,
    /// `new` without players.
    NeedsPlayers,
    /// `new --again` with no session to start again from.
    NothingToRepeat {
        dir: String,
    },
    /// `resume` or `board` without a journal named, and no unfinished session.
    NoUnfinished {
        dir: String,
        board: bool,
    },
    /// The board cannot listen on this address and port.
    Listen {
        addr: String,
        message: String,
    },
    /// The configuration file does not read.
    Config {
        path: String,
        line: usize,
        column: usize,
        message: String,
    },
    NotStarted {
        path: String,
    },
    InUse {
        path: String,
    },
    Exists {
        path: String,
    },
    Save(SaveProblem),
    Io {
        path: String,
        source: std::io::Error,
    },
    Output(std::io::Error),
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

impl From<FileError> for Error {
    fn from(e: FileError) -> Error {
        Error::File(e)
    }
}

impl From<RulesetError> for Error {
    fn from(e: RulesetError) -> Error {
        Error::Ruleset(e)
    }
}

impl From<OptionProblem> for Error {
    fn from(e: OptionProblem) -> Error {
        Error::Option(e)
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
