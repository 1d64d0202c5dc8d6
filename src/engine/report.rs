/*!
What a hand comes to, as data: its outcome and result, the score with its breakdown, the tricks,
combinations, chips and squares, and the infractions proved in it. Games build these; the verdict
(`verify --json`), the summary, the scoreboard and the table's sentences are all rendered from
them.
*/

use super::event::{Lance, MeldName, Seat, Side, Trump};
use crate::cards::{Card, Suit};

/// How a deal ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    Played,
    /// Everyone passed (belote): dealt again.
    Redeal,
    /// Everyone passed (bestia): the pot stays.
    Void,
    /// One player alone played (bestia) and took the pot.
    Taken,
    /// A mosca won the pot (bestia).
    Mosca,
    /// A tururú took every square (perejila).
    Tururu,
}

impl Outcome {
    pub fn code(self) -> &'static str {
        match self {
            Outcome::Played => "played",
            Outcome::Redeal => "redeal",
            Outcome::Void => "void",
            Outcome::Taken => "taken",
            Outcome::Mosca => "mosca",
            Outcome::Tururu => "tururu",
        }
    }
}

/// A belote contract's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HandResult {
    Made,
    Failed,
    Litige,
    Capot,
}

impl HandResult {
    pub fn code(self) -> &'static str {
        match self {
            HandResult::Made => "made",
            HandResult::Failed => "failed",
            HandResult::Litige => "litige",
            HandResult::Capot => "capot",
        }
    }
}

/// What a line of a score's breakdown is for (journal.md `breakdown`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Item {
    /// Card points taken in tricks.
    Cards,
    /// The last trick's bonus (dix de der).
    LastTrick,
    /// Belote-rebelote.
    Belote,
    /// Scoring combinations (belote-es).
    Combinations,
    /// The capot bonus, or the capote award.
    Capot,
    /// Points held from a litige, won in this hand.
    HeldLitige,
    /// Points the dealer's side loses for a misdeal.
    Misdeal,
    /// Points that a proved renounce moves from the offenders to the others (belote).
    RenouncePenalty,
    /// Chips anted into the pot (bestia) or staked on the squares (perejila).
    Ante,
    /// Chips paid to the holder of the pánfilo.
    Panfilo,
    /// A bestia payment into the pot.
    Bestia,
    /// Chips taken from the pot for tricks.
    Tricks,
    /// The whole pot taken (alone, by a mosca, with every trick), or a renounce paying it.
    Pot,
    /// The chips of a square won.
    Square(Lance),
    /// The tururú real's bonus.
    TururuRealBonus,
}

impl Item {
    /// The journal's word for it.
    pub fn code(self) -> &'static str {
        match self {
            Item::Cards => "cards",
            Item::LastTrick => "last-trick",
            Item::Belote => "belote",
            Item::Combinations => "combinations",
            Item::Capot => "capot",
            Item::HeldLitige => "held-litige",
            Item::RenouncePenalty => "renounce-penalty",
            Item::Misdeal => "misdeal",
            Item::Ante => "ante",
            Item::Panfilo => "panfilo",
            Item::Bestia => "bestia",
            Item::Tricks => "tricks",
            Item::Pot => "pot",
            Item::Square(l) => l.code(),
            Item::TururuRealBonus => "tururu-real-bonus",
        }
    }
}

/// One line of a breakdown: what a side got (or paid) for what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    pub side: Side,
    pub item: Item,
    pub points: i64,
}

/// The cards of one trick in the order played, held inline: one card per player and at most 8
/// players (`rules check` enforces it), so a hand's tricks cost no allocation.
pub type TrickCards = smallvec::SmallVec<[Card; 8]>;

/// A trick as played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrickRecord {
    pub leader: Seat,
    pub cards: TrickCards,
    pub winner: Seat,
    pub points: i64,
}

/// A combination shown (belote-es) and whether it scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeldRecord {
    pub player: Seat,
    pub name: MeldName,
    pub cards: Vec<Card>,
    pub points: i64,
    pub scored: bool,
}

/// A Perejila square after the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareResult {
    pub lance: Lance,
    pub winner: Option<Seat>,
    pub chips: i64,
}

/// The duty or protocol an infraction broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rule {
    FollowSuit,
    Beat,
    Trump,
    Overtrump,
    AnnounceNotHigher,
    AnnounceLate,
    AnnounceOutOfTurn,
    ShowMismatch,
    FalseAnnouncement,
    /// A renounce the table agreed on in a tallied hand (no plays to prove it from).
    Renounce,
}

impl Rule {
    pub fn code(self) -> &'static str {
        match self {
            Rule::FollowSuit => "follow-suit",
            Rule::Beat => "beat",
            Rule::Trump => "trump",
            Rule::Overtrump => "overtrump",
            Rule::AnnounceNotHigher => "announce-not-higher",
            Rule::AnnounceLate => "announce-late",
            Rule::AnnounceOutOfTurn => "announce-out-of-turn",
            Rule::ShowMismatch => "show-mismatch",
            Rule::FalseAnnouncement => "false-announcement",
            Rule::Renounce => "renounce",
        }
    }
}

/// The facts a sentence about an infraction is made from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Facts {
    /// A breach in play: the suit led in that trick and the card that shows what was due
    /// (the later play that proves it, or a card known to be held).
    Play { led: Suit, witness: Card },
    /// An announcement made void.
    Announcement { melds: Vec<MeldName> },
    /// A show the plays contradicted: `card`, shown, was played by `by` (or, with `by` None,
    /// never played by the shower before the hand ended).
    Contradicted { melds: Vec<MeldName>, card: Card, by: Option<Seat> },
    /// What the table agreed on in a tallied hand.
    Agreed,
}

/// An infraction proved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Infraction {
    pub hand: usize,
    /// 1-based.
    pub trick: Option<usize>,
    pub player: Seat,
    pub rule: Rule,
    pub card: Option<Card>,
    /// The later play that proves it: (1-based trick, card).
    pub proof: Option<(usize, Card)>,
    pub facts: Facts,
}

/// What a summary keeps of a hand beyond the verdict.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HandNotes {
    /// Entered as a tally: the outcome without the cards.
    pub tallied: bool,
    pub first_line: usize,
    pub last_line: usize,
    pub started_at: Option<String>,
    pub ended_at: Option<String>,
    /// Announcements as made: who announced what.
    pub announcements: Vec<(Seat, Vec<MeldName>)>,
    /// The best combination that scored: points, player, cards.
    pub best_meld: Option<(i64, Seat, Vec<Card>)>,
}

/// One deal, settled.
#[derive(Debug, Clone, PartialEq)]
pub struct HandReport {
    pub number: usize,
    pub dealer: Seat,
    pub outcome: Outcome,
    /// Belote: the trump taken; bestia: the turned card's suit.
    pub trump: Option<Trump>,
    pub taker: Option<Seat>,
    pub result: Option<HandResult>,
    /// What the hand adds to each side's total.
    pub score: Vec<i64>,
    /// Why: lines adding up, side by side, to `score`.
    pub breakdown: Vec<Line>,
    pub tricks: Option<Vec<TrickRecord>>,
    pub melds: Option<Vec<MeldRecord>>,
    /// Chip games: each player's net chips this hand.
    pub chips: Option<Vec<i64>>,
    /// Chip games: the chips left in the pot or on the board afterwards.
    pub pot: Option<i64>,
    pub squares: Option<Vec<SquareResult>>,
    /// The infractions proved in this hand.
    pub infractions: Vec<Infraction>,
    /// What the hand counts for in statistics.
    pub counts: super::HandCounts,
    pub notes: HandNotes,
}

impl HandReport {
    /// A report with nothing in it yet.
    pub fn new(number: usize, dealer: Seat, outcome: Outcome, sides: usize) -> HandReport {
        HandReport {
            number,
            dealer,
            outcome,
            trump: None,
            taker: None,
            result: None,
            score: vec![0; sides],
            breakdown: Vec::new(),
            tricks: None,
            melds: None,
            chips: None,
            pot: None,
            squares: None,
            infractions: Vec::new(),
            counts: super::HandCounts::default(),
            notes: HandNotes::default(),
        }
    }

    /// Add points to a side's score and to its breakdown line for `item` (zero lines are left out).
    pub fn add(&mut self, side: Side, item: Item, points: i64) {
        if points == 0 {
            return;
        }
        match self.breakdown.iter_mut().find(|l| l.side == side && l.item == item) {
            Some(l) => l.points += points,
            None => self.breakdown.push(Line { side, item, points }),
        }
        self.score[side] += points;
        self.breakdown.retain(|l| l.points != 0);
    }
}

/// Where a session stands: each side's total, the pot, the winner.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Standing {
    pub totals: Vec<i64>,
    /// Chip games: the chips in the pot (bestia) or on the whole board (perejila).
    pub pot: Option<i64>,
    pub winner: Option<Side>,
}

/// The hand in progress as far as it has gone, for `score` at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandSoFar {
    pub number: usize,
    /// Tricks played so far and in all.
    pub tricks: (usize, usize),
    /// What each side has taken so far, by item.
    pub lines: Vec<Line>,
    /// Tricks taken so far by each side.
    pub tricks_won: Vec<usize>,
}
