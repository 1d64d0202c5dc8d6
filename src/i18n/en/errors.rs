//! English: errors in words: what went wrong, a file tapete will not read, why a journal line
//! cannot be read.

use super::{agree, counted, kind, value_problem, En};
use crate::cards::DeckKind;
use crate::error::journal::{Kind, Problem, KNOWN_TYPES};
use crate::error::{
    Bug, ConfigProblem, Error, JudgeProblem, NameProblem, OptionProblem, Rescue, RulesetError, SaveProblem,
    SeatingProblem, SimulateProblem, StoreProblem, WriteCause,
};
use crate::i18n::{letters, Errors, Names, Refusals};
use crate::ruleset::options::ValueProblem;
use crate::ruleset::{rank_list, Flaw, OptValue};
use crate::term::{quote, safe};

impl Errors for En {
    fn not_read(&self, why: &str) -> String {
        format!("not read: {why}")
    }

    fn line_error(&self, line: usize, message: &str) -> String {
        format!("line {line}: {message}")
    }

    fn carried_ruleset(&self, journal: &str) -> String {
        format!("{journal} line 1 (ruleset_yaml)")
    }

    fn standard_input(&self) -> &'static str {
        "standard input"
    }

    fn file_error(&self, f: &crate::files::FileError) -> String {
        use crate::files::{FileKind, FileProblem, What};
        let what = match f.what {
            What::Journal => "journal",
            What::Ruleset => "ruleset",
            What::Configuration => "configuration",
        };
        let path = &f.path;
        match &f.problem {
            FileProblem::NotRegular { kind } => {
                let kind = match kind {
                    FileKind::Directory => "a directory",
                    FileKind::Fifo => "a named pipe (FIFO)",
                    FileKind::Device => "a device",
                    FileKind::Socket => "a socket",
                    FileKind::Other => "not a regular file",
                };
                format!("{path}: is {kind}, not a {what} file")
            }
            FileProblem::TooLarge { size, max } => {
                format!("{path}: is {}; a {what} file may be at most {}", super::size(*size), super::size(*max))
            }
            FileProblem::GrewPast { max } => format!("{path}: is larger than {}", super::size(*max)),
            FileProblem::Empty => format!("{path}: is empty: there is nothing to read"),
            FileProblem::NotUtf8 { line, column } => format!("{path}:{line}:{column}: is not UTF-8 text"),
            FileProblem::Io(e) => format!("{path}: {}", self.os_error(e)),
        }
    }

    fn os_error(&self, e: &std::io::Error) -> String {
        use std::io::ErrorKind as K;
        match e.kind() {
            K::NotFound => "no such file or folder".into(),
            K::PermissionDenied => "permission denied".into(),
            K::IsADirectory => "is a folder".into(),
            K::NotADirectory => "a part of the path is not a folder".into(),
            K::AlreadyExists => "already exists".into(),
            K::ReadOnlyFilesystem => "the file system is read-only".into(),
            K::StorageFull => "the disk is full".into(),
            K::QuotaExceeded => "the disk quota is exceeded".into(),
            K::FileTooLarge => "the file is too large".into(),
            K::BrokenPipe => "the reader went away".into(),
            K::InvalidData => "the data is not valid".into(),
            K::UnexpectedEof => "the file ends too early".into(),
            K::TimedOut => "timed out".into(),
            K::AddrInUse => "the address is already in use".into(),
            K::AddrNotAvailable => "the address is not available on this machine".into(),
            K::ResourceBusy => "the file is busy".into(),
            K::InvalidInput => "not accepted by the system".into(),
            K::Unsupported => "not supported by this system".into(),
            K::OutOfMemory => "out of memory".into(),
            K::WouldBlock => "the file is in use".into(),
            _ => e.to_string(),
        }
    }

    fn journal_problem(&self, p: &Problem) -> String {
        match p {
            Problem::NotJson { detail, column } => format!("not valid JSON: {detail} (column {column})"),
            Problem::NotObject => "a journal line is one JSON object: {\"type\": …}".into(),
            Problem::FieldKind { field, kind } => format!(
                "the field '{field}' must be {}",
                match kind {
                    Kind::Text => "a string",
                    Kind::Texts => "a list of strings",
                    Kind::Whole => "a whole number",
                    Kind::Object => "an object",
                    Kind::Wholes => "an object of whole numbers, e.g. {\"Ana+Marta\": 92, \"Luis+Pep\": 70}",
                    Kind::TextOrTexts => "a name or a list of names",
                    Kind::Teams => "a list of teams, each a list of names",
                    Kind::Any => "a value",
                }
            ),
            Problem::Shape { detail } => detail.clone(),
            Problem::Missing { ty, field } => format!("a '{ty}' entry needs the field '{field}'"),
            Problem::At => "the field 'at' must be an RFC 3339 time, e.g. 2026-11-22T18:03:00Z".into(),
            Problem::SecondHeader => "a second 'session' header; a journal holds one session".into(),
            Problem::UnknownType { ty } => format!("unknown entry type {}; known types: {KNOWN_TYPES}", quote(ty)),
            Problem::InAmend(p) => format!("the amend's entry: {}", self.journal_problem(p)),
            Problem::AmendOfAmend => "an amend's entry is an entry of play, not an amend, an undo or a header".into(),
            Problem::NotHeader => "the first line must be the session header ({\"type\":\"session\", …})".into(),
            Problem::NotConcours => "the first line must be the concours header ({\"type\":\"concours\", …})".into(),
            Problem::UnknownConcoursType { ty } => {
                format!("'{ty}' is not an entry of a concours journal (draw, result, withdraw, undo, amend)")
            }
            Problem::Format { format } => format!("journal format {format} is not supported; this tapete reads format 1"),
            Problem::OptionValue { key } => {
                format!("option {} must be true/false, a whole number or a word", quote(key))
            }
            Problem::RulesetTooLarge { max } => {
                format!("the ruleset inside the header is larger than {}", super::size(*max))
            }
            Problem::Lang { lang } => format!("lang {} is not a language of tapete: en, es or fr", quote(lang)),
            Problem::CardLetters { letters } => {
                format!("card_letters {} is not a language's card letters: en, es or fr", quote(letters))
            }
            Problem::RulesetName => {
                "the field 'ruleset' must name a ruleset (no control characters, at most 4096 bytes)".into()
            }
            Problem::Players(m) => format!("players: {}", self.error(&Error::Name(m.clone()), None)),
            Problem::NotUtf8 { column } => format!("not UTF-8 text (column {column})"),
            Problem::LineTooLong { max } => format!("the line is longer than {}", super::size(*max)),
            Problem::RulesetMissing { ruleset } => format!(
                "the ruleset {} is not bundled and the journal does not carry it (ruleset_yaml); name its file with --ruleset FILE",
                quote(ruleset)
            ),
            Problem::Overflow => {
                "the chip or point totals overflow here; tapete stops rather than report a wrong total".into()
            }
            Problem::Changed => "the journal changed while it was read; verify it again".into(),
        }
    }

    fn flaw(&self, f: &Flaw) -> String {
        match f {
            Flaw::Yaml(m) => m.clone(),
            Flaw::NotAMapping => {
                "this is not a ruleset: a ruleset is a mapping with format, name, game, deck, …".into()
            }
            Flaw::TooLarge { bytes } => format!("the file is {bytes} bytes; a ruleset may be at most 1 MiB"),
            Flaw::TooDeep { max } => format!("nesting deeper than {max} levels"),
            Flaw::UnknownKey { key, expected } => {
                format!("unknown field `{key}`, expected one of {}", ticked(expected))
            }
            Flaw::Format { format } => format!("format {format} is not supported; this tapete reads format 1"),
            Flaw::Name => "a name is letters, digits, '-' and '_' (it names sessions and files)".into(),
            Flaw::RankTwice { rank } => format!("rank '{rank}' is listed twice"),
            Flaw::NotARankOf { text, deck } => {
                let name = match deck {
                    DeckKind::French => "French",
                    DeckKind::Spanish => "Spanish",
                };
                format!("'{text}' is not a rank of the {name} deck; ranks are {}", rank_list(*deck))
            }
            Flaw::AlreadyInDeck => "this rank is already in deck.ranks".into(),
            Flaw::NoRanks => "the deck needs at least one rank".into(),
            Flaw::OrderLeavesOut { rank } => format!("the order leaves out rank {rank} of the deck"),
            Flaw::RankNotInDeck { rank } => format!("rank {rank} is not in this ruleset's deck"),
            Flaw::PointsNotInDeck { rank } => format!("points for rank {rank}, which is not in this ruleset's deck"),
            Flaw::NotARank { text, deck } => format!("'{text}' is not a rank; ranks are {}", rank_list(*deck)),
            Flaw::NeedsPlain => "cards.plain (the order of a suit that is not trump) is required".into(),
            Flaw::Range { lo, hi, got } => format!("must be from {lo} to {hi} (got {got})"),
            Flaw::NoPlayerCounts => "list the player counts this game is played with".into(),
            Flaw::PlayersImpossible { players } => {
                format!("{} is impossible here; tapete takes 2 to 8", counted(*players, "player", "players"))
            }
            Flaw::PlayersTwice { players } => format!("{} is listed twice", counted(*players, "player", "players")),
            Flaw::PlayersNoTeams { players } => {
                format!("{} cannot form teams of partners sitting opposite", counted(*players, "player", "players"))
            }
            Flaw::Description => "a description is one line of text without control characters".into(),
            Flaw::DefaultKind { want, got } => format!("the default must be {} (got {})", kind(want), quote(got)),
            Flaw::MinMaxNotWhole => "min and max are for whole-number options".into(),
            Flaw::NoChoice => "list at least one choice".into(),
            Flaw::ChoiceKind { want, got } => format!("every choice must be {} (got {got})", kind(want)),
            Flaw::BoundRange { bound, lo, hi, got } => format!("{bound} must be from {lo} to {hi} (got {got})"),
            Flaw::ChoiceRange { lo, hi, got } => format!("every choice must be from {lo} to {hi} (got {got})"),
            Flaw::ChoiceNotRead { choice, reads } => {
                format!("{} is not a value the game reads; it reads {}", quote(&choice.to_string()), values(reads))
            }
            Flaw::Default(p) => match p {
                ValueProblem::Kind { want, got } => format!("the default must be {} (got {})", kind(want), quote(got)),
                ValueProblem::NotAChoice { choices, got } => {
                    format!("the default must be one of {} (got {})", values(choices), quote(got))
                }
                ValueProblem::TooLow { min, got } => format!("the default must be at least {min} (got {got})"),
                ValueProblem::TooHigh { max, got } => format!("the default must be at most {max} (got {got})"),
            },
            Flaw::UnknownOption { key, game, known } => {
                format!("unknown option {} for game {game}; known options: {}", quote(key), known.join(", "))
            }
            Flaw::OptionRequired { key, game } => format!("option '{key}' is required for game {game}"),
            Flaw::UnknownGame { game, games } => {
                format!("game: unknown variant `{}`, expected one of {}", safe(game), ticked(games))
            }
            Flaw::ForeignSection { key, game } => format!("a `{key}:` section does not belong to a {game} ruleset"),
            Flaw::NoSection { game } => format!("a {game} ruleset needs a `{game}:` section"),
            Flaw::TrickNeedsOrder => "a trick game needs cards.trump".into(),
            Flaw::TrickNeedsDuties => "a trick game needs duties.trump".into(),
            Flaw::AllNoTrumpOrders => "all_no_trump needs cards.no-trump and cards.all-trump".into(),
            Flaw::AllNoTrumpDuties => "all_no_trump needs duties.all-trump and duties.no-trump".into(),
            Flaw::NotPlayedBy { players } => {
                format!("this ruleset is not played by {} (players.counts)", counted(*players, "player", "players"))
            }
            Flaw::NoHandSize { players } => format!("no hand size for {}", counted(*players, "player", "players")),
            Flaw::HandsAndTurned { players, hand, deck } => {
                format!(
                    "{} of {} and a turned card need more than the {deck} cards of the deck",
                    counted(*players, "hand", "hands"),
                    counted(*hand, "card", "cards")
                )
            }
            Flaw::NoTurnedCard { players } => {
                format!(
                    "say who holds the turned card with {} (taker or table)",
                    counted(*players, "player", "players")
                )
            }
            Flaw::SwapFromTable { players } => format!(
                "the 7 swap takes the turned card from the table: turned_card for {} must be table",
                counted(*players, "player", "players")
            ),
            Flaw::SwapNeedsSevens => "the 7 swap needs the 7s in the deck".into(),
            Flaw::AnnouncedRank { rank, entry } => format!("rank {rank} (entry {entry}) is not in the deck"),
            Flaw::NotARankOfThisDeck { text } => format!("'{text}' is not a rank of this deck"),
            Flaw::SpanishAnnouncements => {
                "spanish announcements need four_order, four_values, run_order and run_values".into()
            }
            Flaw::RunImpossible { len } => {
                format!("a run of {} cannot be made in this deck", counted(*len, "card", "cards"))
            }
            Flaw::ContractNeedsCapot => "contract scoring needs capot_bonus".into(),
            Flaw::ContractDealsAll { players, hand, deck } => format!(
                "the contract auction deals the whole deck: {} of {}, not the {deck} cards of the deck",
                counted(*players, "hand", "hands"),
                counted(*hand, "card", "cards")
            ),
            Flaw::SectionNeeds { key, with } => format!("the section needs {key} with {with}"),
            Flaw::SectionNotWith { key, with } => format!("{key} has no place with {with}"),
            Flaw::ContractAuctionTable => {
                "the contract auction is played by 4 players in two teams, without announcements".into()
            }
            Flaw::BidScoringAuction => {
                "scoring: bid goes with auction: contract, and the contract auction with scoring: bid".into()
            }
            Flaw::NotACard { text } => format!("{} is not a card of this deck", quote(text)),
            Flaw::HandsExceedTheirDeck { players, hand, cards } => {
                format!(
                    "{} of {} need more than the {cards} cards of their deck",
                    counted(*players, "player", "players"),
                    counted(*hand, "card", "cards")
                )
            }
            Flaw::HandsExceedDeck { players, hand, cards } => {
                format!(
                    "{} of {} need more than the {cards} cards of the deck",
                    counted(*players, "player", "players"),
                    counted(*hand, "card", "cards")
                )
            }
            Flaw::DealsNot { sizes: [a, b], got } => format!("this ruleset deals {a} or {b} cards, not {got}"),
            Flaw::NamePerejila { size } => format!("name the perejila of the {size}-card deck"),
        }
    }

    fn error(&self, e: &Error, x: Option<&Names>) -> String {
        match e {
            Error::Name(p) => match p {
                NameProblem::Empty => "a player has no name".into(),
                NameProblem::Control { name, code } => format!(
                    "the name {} holds a control or formatting character (U+{code:04X}); names are letters, digits, spaces and punctuation",
                    quote(name)
                ),
                NameProblem::Spaces { name } => format!("the name {} starts or ends with a space", quote(name)),
                NameProblem::TooLong { name, max } => format!("the name {} is longer than {}", quote(name), counted(*max, "character", "characters")),
                NameProblem::Joins { name } => {
                    format!("the name {} holds '+' or ',', which join and separate names (Ana+Marta, --players A,B)", quote(name))
                }
                NameProblem::Twice { name } => format!("two players are called {}; give every player a different name", quote(name)),
                NameProblem::Case { a, b } => {
                    format!("{} and {} are the same name but for case; give every player a different name", quote(a), quote(b))
                }
                NameProblem::Word { name } => format!("{} is a word of the table's entries; choose another name", quote(name)),
                NameProblem::Number { name } => format!("{} is a number; a name needs a letter", quote(name)),
                NameProblem::Card { name } => format!("{} reads as a card; choose another name", quote(name)),
            },
            Error::Usage(p) => super::usage::usage(p),
            Error::Judge(p) => judge_problem(p),
            Error::Simulate(SimulateProblem::Breaches) => "--breaches is a fraction from 0 to 1".into(),
            Error::Store(StoreProblem::NoPlace) => {
                "no place for sessions: set TAPETE_HOME or HOME, or pass --file PATH".into()
            }
            Error::Store(StoreProblem::FullMinute { dir }) => {
                format!("{dir} holds 10,000 sessions started in the same minute")
            }
            Error::Seating(p) => match p {
                SeatingProblem::Count { ruleset, counts, given } => {
                    format!("{ruleset} is played by {counts} players, not {given}")
                }
                SeatingProblem::NoTeams { ruleset } => format!("{ruleset} is played individually: leave out --teams"),
                SeatingProblem::PairsOfFour { ruleset } => format!("{ruleset} is played in pairs only with 4 players"),
                SeatingProblem::NotAPlayer { name, players } => {
                    format!("team player {} is not one of the players ({players})", quote(name))
                }
                SeatingProblem::TwoTeams { name } => format!("{} is in two teams", quote(name)),
                SeatingProblem::NoTeam { name } => format!("{} is in no team", quote(name)),
                SeatingProblem::Opposite => {
                    "teams are two pairs of partners sitting opposite: in play order A,B,C,D the teams are A+C and B+D".into()
                }
            },
            Error::Save(p) => match p {
                SaveProblem::Write { cause, journal, lines } => format!(
                    "The entry could not be saved: {}. The journal {journal} is intact ({n}); nothing after {them} was saved. Make room, then continue with 'tapete resume {journal}'.",
                    cause_words(self, cause),
                    n = counted(*lines, "line", "lines"),
                    them = agree(*lines, "it", "them")
                ),
                SaveProblem::Start { cause } => format!(
                    "The session could not be started: {}. Nothing was saved. Make room, then run the same 'tapete new' command again.",
                    cause_words(self, cause)
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Beside(r), lines } => format!(
                    "The journal {journal} was {} while the table was keeping score. Every entry so far ({n}) is saved in {r}: continue with 'tapete resume {r}'.",
                    if *deleted { "deleted or moved" } else { "replaced by another file" },
                    n = counted(*lines, "line", "lines")
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Elsewhere(r), lines } => format!(
                    "The journal {journal} was {} while the table was keeping score, and no copy could be written beside it. Every entry so far ({n}) is saved in {r}: continue with 'tapete resume {r}'.",
                    if *deleted { "deleted or moved" } else { "replaced by another file" },
                    n = counted(*lines, "line", "lines")
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Printed { .. }, lines } => format!(
                    "The journal {journal} was {} while the table was keeping score, and no copy could be written beside it, in the sessions folder or in the temp folder. Its {n} {follow} on standard output: save {them} in a file and continue with 'tapete resume FILE'.",
                    if *deleted { "deleted or moved" } else { "replaced by another file" },
                    n = counted(*lines, "line", "lines"),
                    follow = agree(*lines, "follows", "follow"),
                    them = agree(*lines, "it", "them")
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Unread { kind, detail }, lines } => format!(
                    "The journal {journal} was {} while the table was keeping score, and the session could not be read back to copy it ({error}): its {n} may be lost.",
                    if *deleted { "deleted or moved" } else { "replaced by another file" },
                    error = self.os_error(&std::io::Error::new(*kind, detail.clone())),
                    n = counted(*lines, "line", "lines")
                ),
                SaveProblem::Overflow { journal } => format!(
                    "This entry makes a chip or point total overflow; it was not saved, and the table stops here. The journal {journal} holds every entry before it."
                ),
                SaveProblem::Rewritten { journal } => format!(
                    "The journal {journal} was rewritten by another program while the table was keeping score: its earlier lines are not the ones this table wrote, so the table stops here. Check the file, then continue with 'tapete resume {journal}'."
                ),
            },
            Error::Refused(r) => match x {
                Some(x) => self.refusal(r, x),
                None => self.refusal(r, &Names { players: &[], sides: &[], deck: DeckKind::French, letters: crate::cards::Letters::En }),
            },
            Error::NeedsRuleset => "name a ruleset (tapete new belote-classic --players …), use --again, or set 'ruleset' in the configuration".into(),
            Error::NeedsPlayers => "name the players in play order: --players A,B,C,D (or set 'players' in the configuration)".into(),
            Error::NothingToReopen { journal } => format!("--reopen: {journal} was not ended by an 'end' entry, so there is no end to take back; 'tapete resume {journal}' goes on with it"),
            Error::UnknownGame { given, games, rulesets, near } => format!(
                "no game or ruleset {}: give a game ({}) or a ruleset ({}){}",
                quote(given),
                games.join(", "),
                rulesets.join(", "),
                self.did_you_mean_any(&near.iter().map(String::as_str).collect::<Vec<_>>(), "or")
            ),
            Error::NoConfigPlace => {
                "no place for a configuration file: pass --config FILE, or set TAPETE_CONFIG, XDG_CONFIG_HOME or HOME".into()
            }
            Error::NoSession { dir } => format!("no session in {dir}; start one with 'tapete new', or name a journal: tapete summary FILE"),
            Error::NothingToRepeat { dir } => format!("no session in {dir} to start again; start one with 'tapete new'"),
            Error::NoUnfinished { dir, board: false } => format!("no unfinished session in {dir}; start one with 'tapete new'"),
            Error::NoUnfinished { dir, board: true } => format!("no unfinished session in {dir}; name a journal: tapete board FILE"),
            Error::PinForm { given } => format!("--pin {} is not a PIN: give six digits, such as --pin 042137", quote(given)),
            Error::BindNotAddress { given } => format!("--bind {} is not an IP address: give 127.0.0.1 (this computer only), 0.0.0.0 (every network it is on, answering only devices on private networks such as the table's) or one of its own addresses", quote(given)),
            Error::BindNotHere { addr, message } => format!("cannot listen on {addr} ({message}): that address is not this computer's; --bind 0.0.0.0 listens on every network it is on (answering only devices on private networks)"),
            Error::NoRandom { message } => format!("cannot draw a PIN: this system's random source gives nothing ({message}); the table is not served"),
            Error::Listen { addr, message } => format!("cannot listen on {addr} ({message}): choose another --port, or --port 0 for any free one"),
            Error::Config { path, line, column, problem } => {
                format!("the configuration {path}, line {line}, column {column}: {}", config_problem(problem))
            }
            Error::NotStarted { path } => format!(
                "{path} holds no session yet (it was created but its header was never written); start it with 'tapete new RULESET --players … --file {path}'"
            ),
            Error::InUse { path } => format!("{path} is in use: another tapete is keeping score in it; close that one first"),
            Error::Exists { path } => format!("{path} already exists: resume it with 'tapete resume {path}'"),
            Error::Concours(p) => crate::i18n::ConcoursWords::concours_problem(self, p),
            Error::OptionForm { given } => format!("--option takes KEY=VALUE (got {})", quote(given)),
            Error::File(f) | Error::Ruleset(RulesetError::File(f)) => self.file_error(f),
            Error::Ruleset(RulesetError::Problems(ps)) => {
                ps.iter().map(|p| self.ruleset_problem(p)).collect::<Vec<_>>().join("\n")
            }
            Error::Ruleset(RulesetError::Unknown { name, bundled, near }) => format!(
                "no ruleset {}: give a bundled name ({}) or the path of a ruleset YAML file{}",
                quote(name),
                bundled.join(", "),
                self.did_you_mean_any(near, "or")
            ),
            Error::Option(OptionProblem::Unknown { ruleset, key, known }) => {
                format!("ruleset {ruleset} has no option {}; its options are {}", quote(key), known.join(", "))
            }
            Error::Option(OptionProblem::Value { key, problem }) => value_problem(key, problem),
            Error::Journal { path, line, problem } => format!("{path}: line {line}: {}", self.journal_problem(problem)),
            Error::Header { path, error } => format!("{path}: line 1: {}", self.error(error, x)),
            Error::Io { path, source } => format!("{path}: {}", self.os_error(source)),
            Error::Output(e) => format!("cannot write the output: {}", self.os_error(e)),
            Error::Internal(bug) => format!("internal error (a bug in tapete): {}", self.bug(bug)),

        }
    }
}

impl En {
    /// A bug, after "internal error (a bug in tapete): ".
    fn bug(&self, bug: &Bug) -> String {
        match bug {
            Bug::Panicked => "tapete stopped on an unexpected condition (the message above)".into(),
            Bug::SimulationRefused { entry, refusal, players, sides, deck } => {
                let x = Names { players, sides, deck: *deck, letters: crate::cards::Letters::En };
                format!("the referee refused a simulated entry: {entry}: {}", self.refusal(refusal, &x))
            }
            Bug::Encode(m) => m.clone(),
        }
    }
}

/// What is wrong in the configuration file.
fn config_problem(p: &ConfigProblem) -> String {
    match p {
        ConfigProblem::Yaml(m) => m.clone(),
        ConfigProblem::OptionValue { key } => format!("options.{key} must be true/false, a whole number or a word"),
        ConfigProblem::Players => {
            "players must be a list of names: [Ana, Luis, Marta, Pep] or Ana,Luis,Marta,Pep".into()
        }
        ConfigProblem::Teams => {
            "teams must be a list of teams: [Ana+Marta, Luis+Pep] or [[Ana, Marta], [Luis, Pep]]".into()
        }
    }
}

/// Why a write failed, as the end of a sentence.
fn cause_words(cat: &(impl crate::i18n::Errors + ?Sized), cause: &WriteCause) -> String {
    match cause {
        WriteCause::DiskFull => "the disk is full".into(),
        WriteCause::Quota => "the disk quota is used up".into(),
        WriteCause::SizeLimit => "the file size limit was reached".into(),
        WriteCause::Other { kind, detail } => cat.os_error(&std::io::Error::new(*kind, detail.clone())),
    }
}

/// Why `judge` cannot settle the hands it was given.
fn judge_problem(p: &JudgeProblem) -> String {
    match p {
        JudgeProblem::NoAnnouncements { ruleset } => {
            format!("{ruleset} has no announcements to judge; judge takes belote-es or a ruleset like it")
        }
        JudgeProblem::NotASuit { given, letters: l } => {
            let [s, h, d, c] = letters::suit_letters(DeckKind::French, *l);
            format!("--trump '{given}' is not a suit: {s}, {h}, {d} or {c}")
        }
        JudgeProblem::HandForm { given } => format!("--hand '{given}': write it as \"NAME: CARD CARD …\""),
        JudgeProblem::TwoHands { player } => format!("two --hand flags for {player}"),
        JudgeProblem::NotACard { player, text, typing } => {
            format!("--hand {player}: {} {}", quote(text), En.not_a_card(typing))
        }
        JudgeProblem::NotInDeck { player, card, deck } => {
            format!("--hand {player}: {} is not in the 32-card deck", card.short(*deck))
        }
        JudgeProblem::Twice { player, card, deck } => format!("--hand {player}: {} is given twice", card.short(*deck)),
        JudgeProblem::EldestNotAHand { name, hands } => {
            format!("--eldest {name} is not one of the hands ({})", hands.join(", "))
        }
        JudgeProblem::SaysForm { given } => format!("--says '{given}': write \"NAME: cuarta\""),
        JudgeProblem::SaysNoHand { name } => format!("--says: {name} has no --hand"),
        JudgeProblem::NotAnAnnouncement { word } => {
            format!("--says: '{word}' is not an announcement (brelán, tercia, cuarta, quinta, run6, run7, run8)")
        }
        JudgeProblem::OneHand => {
            "judge settles a dispute between players: give at least two hands (--hand \"NAME: CARD …\" for each)".into()
        }
        JudgeProblem::TooManyCards { player, count, most, players } => {
            format!(
                "--hand {}: {}, but with {} each holds at most {most}",
                quote(player),
                counted(*count, "card", "cards"),
                counted(*players, "player", "players")
            )
        }
    }
}

/// Names as a ruleset file writes them, each in backquotes: `a`, `b`.
fn ticked(names: &[&str]) -> String {
    names.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(", ")
}

/// Values, comma-separated.
fn values(items: &[OptValue]) -> String {
    items.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
}
