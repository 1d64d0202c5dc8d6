/*!
What can be wrong in a ruleset file, as data: every check of the common part, of the options and
of the games' sections says which [`Flaw`] it found, and [`super::RulesetProblem`] locates it. The
catalogues (`i18n`) word each one; the English sentence is given beside each variant.
*/

use super::options::{OptKind, OptValue, ValueProblem};
use crate::cards::DeckKind;

/// One thing wrong in a ruleset file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Flaw {
    /// The YAML parser's own message, scrubbed of the file's text: a type error, a missing key,
    /// a value that is not one of a field's words.
    Yaml(String),
    /// "the file is N bytes; a ruleset may be at most 1 MiB"
    TooLarge { bytes: usize },
    /// "nesting deeper than N levels"
    TooDeep { max: usize },
    /// "unknown field `KEY`, expected one of `format`, …": a top-level key that is neither the
    /// common part's nor a game's section.
    UnknownKey { key: String, expected: Vec<&'static str> },
    /// "format N is not supported; this tapete reads format 1"
    Format { format: u32 },
    /// "a name is letters, digits, '-' and '_' (it names sessions and files)"
    Name,

    // --- the deck and the card orders
    /// "rank 'K' is listed twice"
    RankTwice { rank: String },
    /// "'Z' is not a rank of the French deck; ranks are …"
    NotARankOf { text: String, deck: DeckKind },
    /// "this rank is already in deck.ranks" (an extra rank)
    AlreadyInDeck,
    /// "the deck needs at least one rank"
    NoRanks,
    /// "the order leaves out rank 7 of the deck"
    OrderLeavesOut { rank: &'static str },
    /// "rank 7 is not in this ruleset's deck"
    RankNotInDeck { rank: &'static str },
    /// "points for rank 6, which is not in this ruleset's deck"
    PointsNotInDeck { rank: String },
    /// "'Z' is not a rank; ranks are …"
    NotARank { text: String, deck: DeckKind },
    /// "cards.plain (the order of a suit that is not trump) is required"
    NeedsPlain,
    /// "must be from LO to HI (got N)"
    Range { lo: i64, hi: i64, got: i64 },

    // --- the players
    /// "list the player counts this game is played with"
    NoPlayerCounts,
    /// "N players is impossible here; tapete takes 2 to 8"
    PlayersImpossible { players: u32 },
    /// "N players is listed twice"
    PlayersTwice { players: u32 },
    /// "N players cannot form teams of partners sitting opposite"
    PlayersNoTeams { players: u32 },

    // --- the options
    /// "a description is one line of text without control characters"
    Description,
    /// "the default must be KIND (got 'X')"
    DefaultKind { want: OptKind, got: String },
    /// "min and max are for whole-number options"
    MinMaxNotWhole,
    /// "list at least one choice"
    NoChoice,
    /// "every choice must be KIND (got X)"
    ChoiceKind { want: OptKind, got: OptValue },
    /// "min must be from LO to HI (got N)"; `bound` is `min` or `max`.
    BoundRange { bound: &'static str, lo: i64, hi: i64, got: i64 },
    /// "every choice must be from LO to HI (got N)"
    ChoiceRange { lo: i64, hi: i64, got: i64 },
    /// "'X' is not a value the game reads; it reads A, B"
    ChoiceNotRead { choice: OptValue, reads: Vec<OptValue> },
    /// "the default must be …": the default is not a value the option takes.
    Default(ValueProblem),
    /// "unknown option 'KEY' for game GAME; known options: …"
    UnknownOption { key: String, game: String, known: Vec<&'static str> },
    /// "option 'KEY' is required for game GAME"
    OptionRequired { key: &'static str, game: String },

    // --- the game
    /// "game: unknown variant `X`, expected one of `belote`, …"
    UnknownGame { game: String, games: &'static [&'static str] },
    /// "a `KEY:` section does not belong to a GAME ruleset"
    ForeignSection { key: String, game: String },
    /// "a GAME ruleset needs a `GAME:` section"
    NoSection { game: String },
    /// "a trick game needs cards.trump"
    TrickNeedsOrder,
    /// "a trick game needs duties.trump"
    TrickNeedsDuties,

    // --- Belote's section
    /// "all_no_trump needs cards.no-trump and cards.all-trump"
    AllNoTrumpOrders,
    /// "all_no_trump needs duties.all-trump and duties.no-trump"
    AllNoTrumpDuties,
    /// "this ruleset is not played by N players (players.counts)"
    NotPlayedBy { players: u32 },
    /// "no hand size for N players"
    NoHandSize { players: u32 },
    /// "N hands of H cards and a turned card need more than the D cards of the deck"
    HandsAndTurned { players: u32, hand: u32, deck: u32 },
    /// "say who holds the turned card with N players (taker or table)"
    NoTurnedCard { players: u32 },
    /// "the 7 swap takes the turned card from the table: turned_card for N players must be table"
    SwapFromTable { players: u32 },
    /// "the 7 swap needs the 7s in the deck"
    SwapNeedsSevens,
    /// "rank 7 (entry N) is not in the deck": a rank of four_order or run_order.
    AnnouncedRank { rank: &'static str, entry: usize },
    /// "'Z' is not a rank of this deck": a key of four_values.
    NotARankOfThisDeck { text: String },
    /// "spanish announcements need four_order, four_values, run_order and run_values"
    SpanishAnnouncements,
    /// "a run of N cards cannot be made in this deck"
    RunImpossible { len: u32 },
    /// "contract scoring needs capot_bonus"
    ContractNeedsCapot,

    // --- La Bestia's and Perejila's sections
    /// "'X' is not a card of this deck"
    NotACard { text: String },
    /// "N players of H cards need more than the C cards of their deck" (La Bestia: the deck
    /// grows with the players).
    HandsExceedTheirDeck { players: u32, hand: u32, cards: u32 },
    /// "N players of H cards need more than the C cards of the deck"
    HandsExceedDeck { players: u32, hand: u32, cards: u32 },
    /// "this ruleset deals A or B cards, not N"
    DealsNot { sizes: [u32; 2], got: i64 },
    /// "name the perejila of the N-card deck"
    NamePerejila { size: i64 },
}

// TEMPORARY (until the catalogues take it): the English wording, byte for byte today's.
impl std::fmt::Display for super::RulesetProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}: {}", self.file, self.line, self.column, english(&self.flaw))
    }
}

fn kind(k: &OptKind) -> &'static str {
    match k {
        OptKind::Bool => "true or false",
        OptKind::Int => "a whole number",
        OptKind::Str => "a word",
    }
}

fn list<T: std::fmt::Display>(items: &[T]) -> String {
    items.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
}

fn ticked(items: &[&str]) -> String {
    items.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(", ")
}

fn english(flaw: &Flaw) -> String {
    use crate::term::quote;
    match flaw {
        Flaw::Yaml(m) => m.clone(),
        Flaw::TooLarge { bytes } => format!("the file is {bytes} bytes; a ruleset may be at most 1 MiB"),
        Flaw::TooDeep { max } => format!("nesting deeper than {max} levels"),
        Flaw::UnknownKey { key, expected } => format!("unknown field `{key}`, expected one of {}", ticked(expected)),
        Flaw::Format { format } => format!("format {format} is not supported; this tapete reads format 1"),
        Flaw::Name => "a name is letters, digits, '-' and '_' (it names sessions and files)".into(),
        Flaw::RankTwice { rank } => format!("rank '{rank}' is listed twice"),
        Flaw::NotARankOf { text, deck } => {
            format!("'{text}' is not a rank of the {} deck; ranks are {}", deck.name(), super::rank_list(*deck))
        }
        Flaw::AlreadyInDeck => "this rank is already in deck.ranks".into(),
        Flaw::NoRanks => "the deck needs at least one rank".into(),
        Flaw::OrderLeavesOut { rank } => format!("the order leaves out rank {rank} of the deck"),
        Flaw::RankNotInDeck { rank } => format!("rank {rank} is not in this ruleset's deck"),
        Flaw::PointsNotInDeck { rank } => format!("points for rank {rank}, which is not in this ruleset's deck"),
        Flaw::NotARank { text, deck } => format!("'{text}' is not a rank; ranks are {}", super::rank_list(*deck)),
        Flaw::NeedsPlain => "cards.plain (the order of a suit that is not trump) is required".into(),
        Flaw::Range { lo, hi, got } => format!("must be from {lo} to {hi} (got {got})"),
        Flaw::NoPlayerCounts => "list the player counts this game is played with".into(),
        Flaw::PlayersImpossible { players } => format!("{players} players is impossible here; tapete takes 2 to 8"),
        Flaw::PlayersTwice { players } => format!("{players} players is listed twice"),
        Flaw::PlayersNoTeams { players } => format!("{players} players cannot form teams of partners sitting opposite"),
        Flaw::Description => "a description is one line of text without control characters".into(),
        Flaw::DefaultKind { want, got } => format!("the default must be {} (got {})", kind(want), quote(got)),
        Flaw::MinMaxNotWhole => "min and max are for whole-number options".into(),
        Flaw::NoChoice => "list at least one choice".into(),
        Flaw::ChoiceKind { want, got } => format!("every choice must be {} (got {got})", kind(want)),
        Flaw::BoundRange { bound, lo, hi, got } => format!("{bound} must be from {lo} to {hi} (got {got})"),
        Flaw::ChoiceRange { lo, hi, got } => format!("every choice must be from {lo} to {hi} (got {got})"),
        Flaw::ChoiceNotRead { choice, reads } => {
            format!("{} is not a value the game reads; it reads {}", quote(&choice.to_string()), list(reads))
        }
        Flaw::Default(p) => match p {
            ValueProblem::Kind { want, got } => format!("the default must be {} (got {})", kind(want), quote(got)),
            ValueProblem::NotAChoice { choices, got } => {
                format!("the default must be one of {} (got {})", list(choices), quote(got))
            }
            ValueProblem::TooLow { min, got } => format!("the default must be at least {min} (got {got})"),
            ValueProblem::TooHigh { max, got } => format!("the default must be at most {max} (got {got})"),
        },
        Flaw::UnknownOption { key, game, known } => {
            format!("unknown option {} for game {game}; known options: {}", quote(key), known.join(", "))
        }
        Flaw::OptionRequired { key, game } => format!("option '{key}' is required for game {game}"),
        Flaw::UnknownGame { game, games } => {
            format!("game: unknown variant `{}`, expected one of {}", crate::term::safe(game), ticked(games))
        }
        Flaw::ForeignSection { key, game } => format!("a `{key}:` section does not belong to a {game} ruleset"),
        Flaw::NoSection { game } => format!("a {game} ruleset needs a `{game}:` section"),
        Flaw::TrickNeedsOrder => "a trick game needs cards.trump".into(),
        Flaw::TrickNeedsDuties => "a trick game needs duties.trump".into(),
        Flaw::AllNoTrumpOrders => "all_no_trump needs cards.no-trump and cards.all-trump".into(),
        Flaw::AllNoTrumpDuties => "all_no_trump needs duties.all-trump and duties.no-trump".into(),
        Flaw::NotPlayedBy { players } => format!("this ruleset is not played by {players} players (players.counts)"),
        Flaw::NoHandSize { players } => format!("no hand size for {players} players"),
        Flaw::HandsAndTurned { players, hand, deck } => {
            format!("{players} hands of {hand} cards and a turned card need more than the {deck} cards of the deck")
        }
        Flaw::NoTurnedCard { players } => {
            format!("say who holds the turned card with {players} players (taker or table)")
        }
        Flaw::SwapFromTable { players } => {
            format!("the 7 swap takes the turned card from the table: turned_card for {players} players must be table")
        }
        Flaw::SwapNeedsSevens => "the 7 swap needs the 7s in the deck".into(),
        Flaw::AnnouncedRank { rank, entry } => format!("rank {rank} (entry {entry}) is not in the deck"),
        Flaw::NotARankOfThisDeck { text } => format!("'{text}' is not a rank of this deck"),
        Flaw::SpanishAnnouncements => {
            "spanish announcements need four_order, four_values, run_order and run_values".into()
        }
        Flaw::RunImpossible { len } => format!("a run of {len} cards cannot be made in this deck"),
        Flaw::ContractNeedsCapot => "contract scoring needs capot_bonus".into(),
        Flaw::NotACard { text } => format!("{} is not a card of this deck", quote(text)),
        Flaw::HandsExceedTheirDeck { players, hand, cards } => {
            format!("{players} players of {hand} cards need more than the {cards} cards of their deck")
        }
        Flaw::HandsExceedDeck { players, hand, cards } => {
            format!("{players} players of {hand} cards need more than the {cards} cards of the deck")
        }
        Flaw::DealsNot { sizes, got } => format!("this ruleset deals {} or {} cards, not {got}", sizes[0], sizes[1]),
        Flaw::NamePerejila { size } => format!("name the perejila of the {size}-card deck"),
    }
}
