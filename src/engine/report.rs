/*!
What a hand comes to, as data: its outcome and result, the score with its breakdown, the tricks,
combinations, chips and squares, and the infractions proved in it. Games build these; the verdict
(`verify --json`), the summary, the scoreboard and the table's sentences are all rendered from
them.
*/

use super::contract::{HandResult, Settled};
use super::event::{Lance, MeldName, Seat, Side, Trump};
use super::notice::Reach;
use crate::cards::{Card, Suit};

/// How a deal ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
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
    pub(crate) fn code(self) -> &'static str {
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

/// What a line of a score's breakdown is for (journal.md `breakdown`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
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
    /// Coinche: the value of the contract bid.
    Contract,
    /// Coinche: what the contract's multiplier (a coinche, a surcoinche) adds.
    Coinche,
    /// Coinche: card points rounded to the nearest ten (`rounding: nearest-10`; 162 reads 160).
    Rounding,
}

impl Item {
    /// The journal's word for it.
    pub(crate) fn code(self) -> &'static str {
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
            Item::Contract => "contract",
            Item::Coinche => "coinche",
            Item::Rounding => "rounding",
        }
    }
}

/// One line of a breakdown: what a side got (or paid) for what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub struct Line {
    pub side: Side,
    pub item: Item,
    pub points: i64,
}

/// The cards of one trick in the order played, held inline: one card per player and at most 8
/// players (`rules check` enforces it), so a hand's tricks cost no allocation.
pub(crate) type TrickCards = smallvec::SmallVec<[Card; 8]>;

/// A trick as played.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct TrickRecord {
    pub(crate) leader: Seat,
    pub(crate) cards: TrickCards,
    pub winner: Seat,
    pub points: i64,
}

/// A combination shown (belote-es) and whether it scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct MeldRecord {
    pub(crate) player: Seat,
    pub(crate) name: MeldName,
    pub(crate) cards: Vec<Card>,
    pub(crate) points: i64,
    pub(crate) scored: bool,
}

/// A Perejila square after the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub struct SquareResult {
    pub lance: Lance,
    pub winner: Option<Seat>,
    pub chips: i64,
}

/// The duty or protocol an infraction broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
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
#[doc(hidden)]
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
#[doc(hidden)]
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

impl Infraction {
    /// What the infraction's sentence says, from its rule and its facts.
    pub(crate) fn offence(&self) -> Offence<'_> {
        match &self.facts {
            Facts::Play { led, witness } => Offence::Play {
                duty: match self.rule {
                    Rule::FollowSuit => Duty::FollowSuit,
                    Rule::Beat => Duty::Beat,
                    Rule::Trump => Duty::Trump,
                    // A breach in play is one of these four.
                    _ => Duty::Overtrump,
                },
                led: *led,
                trick: self.trick.unwrap_or(0),
                played: self.card,
                proof: match self.proof {
                    Some((trick, card)) => Proof::Played { trick, card },
                    None => Proof::Held(*witness),
                },
            },
            Facts::Announcement { melds } => Offence::Void {
                melds,
                why: match self.rule {
                    Rule::AnnounceLate => VoidReason::Late,
                    Rule::AnnounceNotHigher => VoidReason::NotHigher,
                    Rule::AnnounceOutOfTurn => VoidReason::OutOfTurn,
                    Rule::ShowMismatch => VoidReason::ShowMismatch,
                    // A false announcement never shown.
                    _ => VoidReason::NotShown,
                },
            },
            Facts::Contradicted { melds, card, by } => Offence::Contradicted { melds, card: *card, by: *by },
            Facts::Agreed => Offence::Agreed,
        }
    }
}

/// What an infraction's sentence says: decided here once, from its rule and facts, and worded
/// by each language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Offence<'a> {
    /// A duty of play not done in `trick` (1-based), where `led` was led and `played` was
    /// played instead; `proof` shows the card that was due.
    Play { duty: Duty, led: Suit, trick: usize, played: Option<Card>, proof: Proof },
    /// An announcement made void.
    Void { melds: &'a [MeldName], why: VoidReason },
    /// A show the plays contradicted: `card`, shown for `melds`, was played by `by` (None: never
    /// played by the shower before the hand ended).
    Contradicted { melds: &'a [MeldName], card: Card, by: Option<Seat> },
    /// A renounce the table agreed on in a tally.
    Agreed,
}

/// The duty of play an infraction broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Duty {
    FollowSuit,
    /// Beat the best card of the suit led.
    Beat,
    Trump,
    Overtrump,
}

/// What shows the card that was due in a breach of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Proof {
    /// The player played it later, in this trick.
    Played { trick: usize, card: Card },
    /// The player was known to hold it.
    Held(Card),
}

/// Why an announcement is void.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum VoidReason {
    /// Made after the player had played a card.
    Late,
    /// Lower than an announcement already made.
    NotHigher,
    /// Made before the player's turn.
    OutOfTurn,
    /// The cards shown do not make it.
    ShowMismatch,
    /// Never shown.
    NotShown,
}

/// What a summary keeps of a hand beyond the verdict.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[doc(hidden)]
pub struct HandNotes {
    /// Entered as a tally: the outcome without the cards.
    pub tallied: bool,
    pub(crate) first_line: usize,
    pub(crate) last_line: usize,
    pub(crate) started_at: Option<String>,
    pub(crate) ended_at: Option<String>,
    /// Announcements as made: who announced what.
    pub(crate) announcements: Vec<(Seat, Vec<MeldName>)>,
    /// The best combination that scored: points, player, cards.
    pub(crate) best_meld: Option<(i64, Seat, Vec<Card>)>,
}

/// One deal, settled.
#[derive(Debug, Clone, PartialEq)]
#[doc(hidden)]
pub struct HandReport {
    pub number: usize,
    pub(crate) dealer: Seat,
    pub outcome: Outcome,
    /// Belote: the contract the hand was played under and what became of it (none for a deal
    /// everyone passed, a misdeal, or a game without contracts).
    pub contract: Option<Settled>,
    /// Bestia: the turned card's suit, trump in a hand played without a contract.
    pub(crate) turned: Option<Suit>,
    /// Coinche: the side that took all the tricks (none in other games, whose capot is a
    /// result).
    pub(crate) capot: Option<Side>,
    /// What the hand adds to each side's total.
    pub score: Vec<i64>,
    /// Why: lines adding up, side by side, to `score`.
    pub breakdown: Vec<Line>,
    pub tricks: Option<Vec<TrickRecord>>,
    pub(crate) melds: Option<Vec<MeldRecord>>,
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
    /// Only the score is kept, no line of the breakdown ([`HandReport::add`]): the report of a
    /// lean game, whose reader reads no more than the statistics ([`crate::engine::Game::lean`]).
    pub(crate) scores_only: bool,
}

impl HandReport {
    /// A report with nothing in it yet.
    pub fn new(number: usize, dealer: Seat, outcome: Outcome, sides: usize) -> HandReport {
        HandReport {
            number,
            dealer,
            outcome,
            contract: None,
            turned: None,
            capot: None,
            score: vec![0; sides],
            // Room for the lines a hand usually has (cards, last trick, combinations, belote).
            breakdown: Vec::with_capacity(4 * sides),
            tricks: None,
            melds: None,
            chips: None,
            pot: None,
            squares: None,
            infractions: Vec::new(),
            counts: super::HandCounts::default(),
            notes: HandNotes::default(),
            scores_only: false,
        }
    }

    /// This report emptied for another hand, as [`HandReport::new`] makes it, its buffers kept
    /// (a lean game reuses the last hand's report: [`crate::engine::Game::recycle`]).
    pub(crate) fn renew(&mut self, number: usize, dealer: Seat, outcome: Outcome, sides: usize) {
        self.number = number;
        self.dealer = dealer;
        self.outcome = outcome;
        self.contract = None;
        self.turned = None;
        self.capot = None;
        self.score.clear();
        self.score.resize(sides, 0);
        self.breakdown.clear();
        self.tricks = None;
        self.melds = None;
        self.chips = None;
        self.pot = None;
        self.squares = None;
        self.infractions.clear();
        self.counts.sides.clear();
        self.counts.players.clear();
        // The notes emptied field by field (every field named), the announcements' room kept.
        let HandNotes { tallied, first_line, last_line, started_at, ended_at, announcements, best_meld } =
            &mut self.notes;
        (*tallied, *first_line, *last_line) = (false, 0, 0);
        *started_at = None;
        *ended_at = None;
        announcements.clear();
        *best_meld = None;
        self.scores_only = false;
    }

    /// Add points to a side's score and to its breakdown line for `item` (zero lines are left out;
    /// no line at all in a report of `scores_only`).
    #[inline]
    pub(crate) fn add(&mut self, side: Side, item: Item, points: i64) {
        if points == 0 {
            return;
        }
        if self.scores_only {
            self.score[side] += points;
            return;
        }
        self.add_line(side, item, points);
    }

    /// [`HandReport::add`] of a report that keeps its lines: out of line, so the score-only
    /// addition is inlined where it is made.
    #[inline(never)]
    fn add_line(&mut self, side: Side, item: Item, points: i64) {
        // No line holds 0 points: only the line changed can come to 0.
        match self.breakdown.iter().position(|l| l.side == side && l.item == item) {
            Some(i) => {
                self.breakdown[i].points += points;
                if self.breakdown[i].points == 0 {
                    self.breakdown.remove(i);
                }
            }
            None => self.breakdown.push(Line { side, item, points }),
        }
        self.score[side] += points;
    }

    /// The trump the hand was played in: its contract's, else the turned card's suit (bestia).
    pub(crate) fn trump(&self) -> Option<Trump> {
        match self.contract {
            Some(c) => Some(c.contract.trump),
            None => self.turned.map(Trump::Suit),
        }
    }

    /// What the hand's line at the table says.
    pub(crate) fn line(&self) -> HandLine<'_> {
        match (&self.squares, self.contract.and_then(|c| c.result)) {
            (Some(squares), _) => HandLine::Board {
                won: squares.iter().filter_map(|s| s.winner.map(|w| (s.lance, w, s.chips))).collect(),
                left: self.pot.unwrap_or(0),
            },
            (None, Some(result)) => HandLine::Contract { result, score: &self.score },
            (None, None) => HandLine::Outcome { outcome: self.outcome, score: &self.score },
        }
    }
}

/// What a hand's line at the table says: decided here once, worded by each language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum HandLine<'a> {
    /// A chip board: the squares won, in order (lance, winner, chips), and the chips left on it.
    Board { won: Vec<(Lance, Seat, i64)>, left: i64 },
    /// A contract's result, and what each side scores.
    Contract { result: HandResult, score: &'a [i64] },
    /// How the hand went, and what each side scores.
    Outcome { outcome: Outcome, score: &'a [i64] },
}

/// Where a session stands: each side's total, the pot, the winner, and what is at stake
/// beyond the hand in play.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[doc(hidden)]
pub struct Standing {
    pub totals: Vec<i64>,
    /// Chip games: the chips in the pot (bestia) or on the whole board (perejila).
    pub pot: Option<i64>,
    pub winner: Option<Side>,
    /// The game is over: won, or (belote's `hands`) its partie played, a draw included.
    pub over: bool,
    /// The total that wins the game (belote).
    pub target: Option<i64>,
    /// Points held from a litige, for the side that wins the next hand (belote).
    pub held: i64,
    /// The chips on each square, in lance order (perejila).
    pub squares: Option<Vec<(Lance, i64)>>,
}

impl Standing {
    /// Each side's distance to the target (none below zero), while the game is not won.
    pub(crate) fn to_go(&self) -> Option<(i64, Vec<i64>)> {
        let target = self.target.filter(|_| self.winner.is_none() && !self.over)?;
        Some((target, self.totals.iter().map(|t| (target - t).max(0)).collect()))
    }
}

/// What is at stake in a hand of bestia as the pot stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub struct Stakes {
    /// The chips a trick takes from the pot.
    pub per_trick: i64,
    /// What a player en bestia pays (the first of them, when they pay `doubling`).
    pub bestia: i64,
    /// Several players en bestia: each pays the pot as it stands at their turn.
    pub doubling: bool,
}

/// The hand in progress as far as it has gone, for `score` at the table and the board.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[doc(hidden)]
pub struct HandSoFar {
    pub number: usize,
    pub dealer: Seat,
    /// The player the game waits for (None: anyone, or nobody in particular).
    pub turn: Option<Seat>,
    /// Tricks played so far and in all.
    pub tricks: (usize, usize),
    /// What each side has taken so far, by item.
    pub lines: Vec<Line>,
    /// Tricks taken so far by each side.
    pub tricks_won: Vec<usize>,
    /// The trump (belote: once taken; bestia: the turned card's suit).
    pub trump: Option<Trump>,
    /// Who took the contract (belote).
    pub taker: Option<Seat>,
    /// The contract the hand is played under, once its auction closed (belote): its level,
    /// trump, multiplier and taker, for the board to say (a coinche's value and ×2).
    pub contract: Option<super::contract::Contract>,
    /// What the contract's doubles are called (coinche or contre), for saying who doubled it.
    pub words: super::contract::CallWords,
    /// The cards on the table in the trick being played, in the order played.
    pub table: Vec<(Seat, Card)>,
    /// Who plays the hand, once everyone has said (bestia).
    pub playing: Option<Vec<Seat>>,
    /// What a trick takes and a player en bestia pays (bestia).
    pub stakes: Option<Stakes>,
    /// Each player's count at treinta y una and where it leaves them, once every card is dealt
    /// (perejila); empty before.
    pub counts: Vec<(Reach, i64)>,
    /// The cards left to draw from (perejila).
    pub stock: Option<usize>,
    /// The cards of the deck this hand has used up: played (and in perejila every card seen),
    /// so the others are the ones a phone offers to tap.
    pub seen: Vec<crate::cards::Card>,
    /// Cards known to be in a player's hand and not yet played (the turned card the taker
    /// picked up, the dealer's face-up card): no one else is offered them.
    pub held: Vec<(Seat, crate::cards::Card)>,
    /// The tricks of the hand taken so far, in the order played (a phone's "tricks so far").
    pub taken: Vec<TrickTaken>,
    /// Each player's cards shown so far, by seat (perejila: the face-up card, the two face-down
    /// ones once turned, the cards drawn); empty where a hand is played in tricks.
    pub shown: Vec<Vec<crate::cards::Card>>,
}

/// A trick of the hand in play, taken: who played what, in the order played (the leader first),
/// who took it, and its card points where tricks carry some (belote; None in bestia).
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct TrickTaken {
    pub plays: Vec<(Seat, crate::cards::Card)>,
    pub winner: Seat,
    pub points: Option<i64>,
}

impl HandSoFar {
    /// Tricks played so far and in all, when the hand is played in tricks.
    pub(crate) fn trick_count(&self) -> Option<(usize, usize)> {
        (self.tricks.1 > 0).then_some(self.tricks)
    }

    /// Each side's part so far, side by side.
    pub(crate) fn sides(&self) -> Vec<SideSoFar> {
        let in_tricks = self.trick_count().is_some();
        (0..self.tricks_won.len())
            .map(|side| SideSoFar {
                points: self.lines.iter().filter(|l| l.side == side).map(|l| l.points).sum(),
                tricks: in_tricks.then_some(self.tricks_won[side]),
            })
            .collect()
    }
}

/// A side's part of the hand so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SideSoFar {
    /// The points taken so far.
    pub(crate) points: i64,
    /// The tricks taken so far, when the hand is played in tricks.
    pub(crate) tricks: Option<usize>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;
    use crate::engine::{Contract, Level};

    #[test]
    fn a_renewed_report_is_a_new_one_with_its_buffers_kept() {
        let mut r = HandReport::new(3, 1, Outcome::Played, 2);
        r.add(0, Item::Cards, 90);
        r.add(1, Item::LastTrick, 10);
        r.capot = Some(1);
        r.pot = Some(4);
        r.counts = crate::engine::HandCounts::new(2, 4);
        r.counts.players[2].renounces = 1;
        r.notes.tallied = true;
        let room = r.breakdown.capacity();
        r.renew(4, 2, Outcome::Redeal, 3);
        assert_eq!(r, HandReport::new(4, 2, Outcome::Redeal, 3));
        assert_eq!(r.score, vec![0, 0, 0]);
        assert!(r.breakdown.is_empty() && r.breakdown.capacity() == room);
    }

    #[test]
    fn the_hand_so_far_adds_each_sides_lines_and_counts_tricks_only_in_a_hand_of_tricks() {
        let line = |side, item, points| Line { side, item, points };
        let h = HandSoFar {
            number: 2,
            tricks: (3, 8),
            lines: vec![line(0, Item::Cards, 25), line(1, Item::Cards, 14), line(0, Item::Belote, 20)],
            tricks_won: vec![2, 1],
            ..HandSoFar::default()
        };
        assert_eq!(h.trick_count(), Some((3, 8)));
        assert_eq!(
            h.sides(),
            vec![SideSoFar { points: 45, tricks: Some(2) }, SideSoFar { points: 14, tricks: Some(1) }]
        );
        let chips = HandSoFar { number: 2, tricks_won: vec![0, 0, 0], ..HandSoFar::default() };
        assert_eq!(chips.trick_count(), None);
        assert_eq!(chips.sides(), vec![SideSoFar { points: 0, tricks: None }; 3]);
    }

    #[test]
    fn the_distance_to_the_target_is_never_below_zero_and_gone_once_the_game_is_won() {
        let mut s = Standing { totals: vec![620, 1010, 1010], target: Some(1000), ..Standing::default() };
        assert_eq!(s.to_go(), Some((1000, vec![380, 0, 0])), "two sides at the top: no winner yet");
        s.winner = Some(1);
        assert_eq!(s.to_go(), None);
        assert_eq!(Standing { totals: vec![3, -3], ..Standing::default() }.to_go(), None, "a chip game");
    }

    #[test]
    fn a_hands_line_is_a_board_a_contract_or_an_outcome() {
        let mut board = HandReport::new(4, 0, Outcome::Played, 3);
        board.squares = Some(vec![
            SquareResult { lance: Lance::Punto, winner: Some(2), chips: 3 },
            SquareResult { lance: Lance::Flor, winner: None, chips: 0 },
            SquareResult { lance: Lance::Parejas, winner: Some(0), chips: 3 },
        ]);
        assert_eq!(board.line(), HandLine::Board { won: vec![(Lance::Punto, 2, 3), (Lance::Parejas, 0, 3)], left: 0 });
        board.pot = Some(21);
        assert!(matches!(board.line(), HandLine::Board { left: 21, .. }));

        let mut contract = HandReport::new(5, 1, Outcome::Played, 2);
        contract.add(0, Item::Cards, 90);
        let taken = Contract::plain(0, Trump::Suit(Suit(2)), Level::BeatDefence);
        contract.contract = Some(Settled { contract: taken, result: None });
        assert!(matches!(contract.line(), HandLine::Outcome { outcome: Outcome::Played, .. }), "no result to say");
        contract.contract = Some(Settled { contract: taken, result: Some(HandResult::Made) });
        assert_eq!(contract.line(), HandLine::Contract { result: HandResult::Made, score: &[90, 0] });
        assert_eq!(contract.trump(), Some(Trump::Suit(Suit(2))));

        let redeal = HandReport::new(6, 2, Outcome::Redeal, 2);
        assert_eq!(redeal.line(), HandLine::Outcome { outcome: Outcome::Redeal, score: &[0, 0] });
    }

    fn infraction(rule: Rule, facts: Facts, proof: Option<(usize, Card)>) -> Infraction {
        let seven = Card::new(Suit(0), Rank(7));
        Infraction { hand: 1, trick: Some(3), player: 1, rule, card: Some(seven), proof, facts }
    }

    #[test]
    fn an_infractions_offence_follows_from_its_rule_and_facts() {
        let king = Card::new(Suit(3), Rank(13));
        let nine = Card::new(Suit(1), Rank(9));
        let play = Facts::Play { led: Suit(3), witness: king };
        let seven = Card::new(Suit(0), Rank(7));
        assert_eq!(
            infraction(Rule::FollowSuit, play.clone(), Some((5, king))).offence(),
            Offence::Play {
                duty: Duty::FollowSuit,
                led: Suit(3),
                trick: 3,
                played: Some(seven),
                proof: Proof::Played { trick: 5, card: king }
            }
        );
        let held = infraction(Rule::Overtrump, play.clone(), None);
        assert!(
            matches!(held.offence(), Offence::Play { duty: Duty::Overtrump, proof: Proof::Held(c), .. } if c == king)
        );
        assert!(matches!(infraction(Rule::Beat, play.clone(), None).offence(), Offence::Play { duty: Duty::Beat, .. }));
        assert!(matches!(infraction(Rule::Trump, play, None).offence(), Offence::Play { duty: Duty::Trump, .. }));

        let said = |rule| infraction(rule, Facts::Announcement { melds: vec![MeldName::Run(3)] }, None);
        for (rule, why) in [
            (Rule::AnnounceLate, VoidReason::Late),
            (Rule::AnnounceNotHigher, VoidReason::NotHigher),
            (Rule::AnnounceOutOfTurn, VoidReason::OutOfTurn),
            (Rule::ShowMismatch, VoidReason::ShowMismatch),
            (Rule::FalseAnnouncement, VoidReason::NotShown),
        ] {
            assert_eq!(said(rule).offence(), Offence::Void { melds: &[MeldName::Run(3)], why });
        }

        let shown = Facts::Contradicted { melds: vec![MeldName::Four], card: nine, by: Some(2) };
        assert_eq!(
            infraction(Rule::FalseAnnouncement, shown, None).offence(),
            Offence::Contradicted { melds: &[MeldName::Four], card: nine, by: Some(2) }
        );
        assert_eq!(infraction(Rule::Renounce, Facts::Agreed, None).offence(), Offence::Agreed);
    }
}
