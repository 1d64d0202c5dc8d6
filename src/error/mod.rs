/*!
Errors, typed by what went wrong, each with who is at fault (`Fault`); and the one table of
exit codes (`Exit`). No sentence is made here: `Error` has no `Display`, and the language
catalogues (`i18n`) word every variant.

- `Fault::Input`, exit 2: what the user typed or passed on the command line ([`Error::Name`],
  [`Error::Seating`], [`Error::Judge`], [`Error::Simulate`], [`Error::OptionForm`], [`Error::Option`],
  [`Error::Refused`], a ruleset or session that is not named, a file that already exists).
- `Fault::File`, exit 2: a file tapete will not read or whose content is wrong: a ruleset
  (`FILE:LINE:COL: message` for every problem), a journal (naming the line), the configuration,
  a journal with no session yet.
- `Fault::Environment`, exit 2: the system did not let tapete do it: a disk, a lock held by
  another tapete, a port, standard output, no place for sessions ([`Error::Store`]).
- `Fault::Bug`, exit 3: a bug in tapete ([`Error::Internal`], saying which [`Bug`]).

Infractions are not errors: they are verdicts, reported with exit 1 by `verify` and `judge`.
*/

pub(crate) mod concours;
#[doc(hidden)]
pub mod journal;
pub(crate) mod usage;

#[doc(hidden)]
pub use concours::{ConcoursProblem, TeamsLineFault};
#[doc(hidden)]
pub use usage::{UsageProblem, Wanted};

use crate::cards::{Card, DeckKind, Letters, Typing};
#[doc(hidden)]
pub use crate::files::{FileError, FileProblem};
#[doc(hidden)]
pub use crate::names::NameProblem;
#[doc(hidden)]
pub use crate::ruleset::{OptionProblem, RulesetError, RulesetProblem};

/// Why the players cannot sit as given.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
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
#[doc(hidden)]
pub enum JudgeProblem {
    /// The ruleset has no announcements `judge` can settle (Spanish ones, as belote-es).
    NoAnnouncements { ruleset: String },
    /// `--trump` is not a suit in `letters` (nor a symbol or a suit's word).
    NotASuit { given: String, letters: Letters },
    /// A `--hand` without `NAME:`.
    HandForm { given: String },
    /// Two `--hand` flags for one player.
    TwoHands { player: String },
    /// A word of a hand is not a card of the deck's kind, typed as `typing` reads them.
    NotACard { player: String, text: String, typing: Typing },
    /// A card of the deck's kind that the ruleset's deck does not have.
    NotInDeck { player: String, card: Card, deck: DeckKind },
    /// A card in two hands, or twice in one.
    Twice { player: String, card: Card, deck: DeckKind },
    /// `--eldest` names no hand (`hands`: the players of the hands given).
    EldestNotAHand { name: String, hands: Vec<String> },
    /// A `--says` without `NAME:`.
    SaysForm { given: String },
    /// A `--says` for a player without a hand.
    SaysNoHand { name: String },
    /// A word of a `--says` is not a combination.
    NotAnAnnouncement { word: String },
    /// Fewer than two hands: a dispute is between two players' cards at least.
    OneHand,
    /// A hand holds more cards than a player holds at this table (`players` players).
    TooManyCards { player: String, count: usize, most: usize, players: usize },
}

/// Why `simulate` cannot run as asked.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum SimulateProblem {
    /// `--breaches` is not a fraction from 0 to 1.
    Breaches,
}

/// Why no new journal can be made where sessions live.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum StoreProblem {
    /// Neither `TAPETE_HOME`, `XDG_DATA_HOME` nor `HOME` (on Windows `APPDATA`) is set, and no
    /// `--file` was given.
    NoPlace,
    /// The folder holds 10,000 journals of sessions started in the same minute under one name.
    FullMinute { dir: String },
}

/// Why a write of the journal failed.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum WriteCause {
    DiskFull,
    Quota,
    SizeLimit,
    /// Any other failure: the kind the system gave and its own words (English), for the kinds
    /// the catalogues do not word.
    Other {
        kind: std::io::ErrorKind,
        detail: String,
    },
}

/// Where the session as written went when its journal was moved away under the table.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
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
    /// The kind the system gave and its own words (English).
    Unread { kind: std::io::ErrorKind, detail: String },
}

/// An entry that could not be saved, and where the session is.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
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
    /// The journal was rewritten in place by another program while the table kept score: its
    /// earlier lines, read back when an undo, an amend or a verdict asked for them, are not the
    /// ones this table wrote (a resumed table holds only its recent entries).
    Rewritten { journal: String },
}

/// What is wrong in the configuration file.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum ConfigProblem {
    /// The YAML reader's own words: broken YAML, a key it does not know, a value of the wrong kind.
    Yaml(String),
    /// An option (`options.KEY`) whose value is not true/false, a whole number or a word.
    OptionValue { key: String },
    /// `players` is neither a list of names nor one text of names separated by commas.
    Players,
    /// `teams` is not a list of teams, each written `Ana+Marta` or as a list of names.
    Teams,
}

/// A bug in tapete, met as it ran.
#[derive(Debug)]
#[doc(hidden)]
pub enum Bug {
    /// tapete panicked: the panic's own message is on standard error above.
    Panicked,
    /// The referee refused an entry the simulator made: `entry` is the entry as a journal line;
    /// the players, sides and deck are the simulated table's, to word the refusal.
    SimulationRefused {
        entry: String,
        refusal: crate::engine::Refusal,
        players: Vec<String>,
        sides: Vec<String>,
        deck: DeckKind,
    },
    /// A journal entry could not be encoded as JSON: the encoder's own words.
    Encode(String),
}

#[derive(Debug)]
#[doc(hidden)]
pub enum Error {
    /// A mistake on the command line (what clap found).
    Usage(UsageProblem),
    Name(NameProblem),
    Seating(SeatingProblem),
    Judge(JudgeProblem),
    Simulate(SimulateProblem),
    /// No journal can be made where sessions live.
    Store(StoreProblem),
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
    /// `stats --game NAME` of a name that is neither a game nor a ruleset: not bundled, and no
    /// session of the folder plays it. `games` and `rulesets` are what it may be, `near` what it
    /// could mean.
    UnknownGame {
        given: String,
        games: Vec<&'static str>,
        rulesets: Vec<String>,
        near: Vec<String>,
    },
    /// `config path` with no place for a configuration: no `--config`, `TAPETE_CONFIG`,
    /// `XDG_CONFIG_HOME` nor `HOME`.
    NoConfigPlace,
    /// `summary` without a journal named, and no session in the sessions folder.
    NoSession {
        dir: String,
    },
    /// `resume FILE --reopen` of a session no `end` entry ended: there is no end to take back.
    NothingToReopen {
        journal: String,
    },
    /// `resume` or `board` without a journal named, and no unfinished session.
    NoUnfinished {
        dir: String,
        board: bool,
    },
    /// `--pin` given something that is not six digits.
    PinForm {
        given: String,
    },
    /// `board --bind` given something that is not an IP address.
    BindNotAddress {
        given: String,
    },
    /// `board --bind` given an address that is not one of this computer's.
    BindNotHere {
        addr: String,
        message: String,
    },
    /// The system's random source gave nothing: a served table makes no PIN without it.
    NoRandom {
        message: String,
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
        problem: ConfigProblem,
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
    /// What a concours command refuses (nothing written).
    Concours(ConcoursProblem),
    /// A bug (boxed: a refused simulated entry carries its table's names).
    Internal(Box<Bug>),
}

/// Who is at fault when tapete cannot do what was asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Fault {
    /// What was typed or passed on the command line.
    Input,
    /// A file's kind or content.
    File,
    /// The system: a disk, a lock, a port, standard output.
    Environment,
    /// tapete itself.
    Bug,
}

/// How a command ended, when it did what it was asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Finished {
    Done,
    /// It found infractions (`verify`, `judge`) or entries that could not be applied.
    Infractions,
    /// Ctrl-C at the table: everything entered is saved.
    Interrupted,
}

/// How tapete ends. [`Exit::code`] is the one table of exit codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Exit {
    Finished(Finished),
    Failed(Fault),
}

impl Exit {
    pub(crate) const fn code(self) -> i32 {
        match self {
            Exit::Finished(Finished::Done) => 0,
            Exit::Finished(Finished::Infractions) => 1,
            Exit::Failed(Fault::Input | Fault::File | Fault::Environment) => 2,
            Exit::Failed(Fault::Bug) => 3,
            Exit::Finished(Finished::Interrupted) => 130,
        }
    }
}

impl Error {
    /// Who is at fault.
    pub(crate) fn fault(&self) -> Fault {
        match self {
            Error::Name(_)
            | Error::Seating(_)
            | Error::Judge(_)
            | Error::Simulate(_)
            | Error::OptionForm { .. }
            | Error::Refused(_)
            | Error::Option(_)
            | Error::NeedsRuleset
            | Error::NeedsPlayers
            | Error::NothingToRepeat { .. }
            | Error::NoSession { .. }
            | Error::NoConfigPlace
            | Error::UnknownGame { .. }
            | Error::NothingToReopen { .. }
            | Error::NoUnfinished { .. }
            | Error::BindNotAddress { .. }
            | Error::PinForm { .. }
            | Error::BindNotHere { .. }
            | Error::Exists { .. }
            | Error::Usage(_) => Fault::Input,
            Error::Concours(ConcoursProblem::NotConcours { .. } | ConcoursProblem::Line { .. }) => Fault::File,
            Error::Concours(ConcoursProblem::TeamsLine { .. }) => Fault::File,
            Error::Concours(ConcoursProblem::Busy { .. }) => Fault::Environment,
            Error::Concours(_) => Fault::Input,
            Error::Ruleset(RulesetError::File(f)) | Error::File(f) => match f.problem {
                FileProblem::Io(_) => Fault::Environment,
                _ => Fault::File,
            },
            Error::Ruleset(RulesetError::Unknown { .. }) => Fault::Input,
            Error::Ruleset(RulesetError::Problems(_))
            | Error::Journal { .. }
            | Error::Header { .. }
            | Error::Config { .. }
            | Error::NotStarted { .. } => Fault::File,
            Error::InUse { .. }
            | Error::Save(_)
            | Error::Io { .. }
            | Error::Output(_)
            | Error::Listen { .. }
            | Error::NoRandom { .. }
            | Error::Store(_) => Fault::Environment,
            Error::Internal(_) => Fault::Bug,
        }
    }

    /// The lines of a session that could be saved nowhere, for standard output.
    pub(crate) fn unsaved(&self) -> Option<&str> {
        match self {
            Error::Save(SaveProblem::Moved { rescued: Rescue::Printed { text }, .. }) => Some(text),
            _ => None,
        }
    }
    pub(crate) fn io(path: impl Into<String>, source: std::io::Error) -> Error {
        Error::Io { path: path.into(), source }
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

impl From<JudgeProblem> for Error {
    fn from(e: JudgeProblem) -> Error {
        Error::Judge(e)
    }
}

impl From<OptionProblem> for Error {
    fn from(e: OptionProblem) -> Error {
        Error::Option(e)
    }
}
