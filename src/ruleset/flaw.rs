/*!
What can be wrong in a ruleset file, as data: every check of the common part, of the options and
of the games' sections says which [`Flaw`] it found, and [`super::RulesetProblem`] locates it. The
catalogues (`i18n`) word each one; the English sentence is given beside each variant.
*/

use super::options::{OptKind, OptValue, ValueProblem};
use crate::cards::DeckKind;

/// One thing wrong in a ruleset file.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum Flaw {
    /// The YAML parser's own message, scrubbed of the file's text: a type error, a missing key,
    /// a value that is not one of a field's words.
    Yaml(String),
    /// "this is not a ruleset: a ruleset is a mapping with format, name, game, deck, …" (the
    /// document is a text, a list or a number; what it holds is not repeated)
    NotAMapping,
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
    /// "the contract auction deals the whole deck: N hands of H cards, not the D cards of the deck"
    ContractDealsAll { players: u32, hand: u32, deck: u32 },
    /// "the section needs KEY with WITH" (`second_round` with the turned-card auction,
    /// `capot_points` with bid scoring)
    SectionNeeds { key: &'static str, with: &'static str },
    /// "KEY has no place with WITH" (a turned card, a second round or a 7 swap with the contract
    /// auction)
    SectionNotWith { key: &'static str, with: &'static str },
    /// "the contract auction is played by 4 players in two teams, without announcements"
    ContractAuctionTable,
    /// "scoring: bid goes with auction: contract, and the contract auction with scoring: bid"
    BidScoringAuction,

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
