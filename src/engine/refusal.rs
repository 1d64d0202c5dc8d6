/*!
Why an entry is refused, as data: a reason and its facts. A refused entry changes nothing. The
sentence is made by the language catalogues (`i18n`), never here.
*/

use super::contract::{BidValue, CallWords};
use super::event::{Call, EventKind, Lance, Seat, Side, Trump};
use crate::cards::{Card, Suit, Typing};
use crate::ruleset::options::ValueProblem;

#[derive(Debug, Clone, PartialEq)]
#[doc(hidden)]
pub enum Refusal {
    // --- What was typed or written does not name a thing of this session.
    /// No player of the session has this name.
    UnknownPlayer {
        name: String,
    },
    /// Not a card of this kind of deck, typed as `typing` reads cards (a journal's code: English
    /// letters, every rank of the deck kind).
    NotACard {
        text: String,
        typing: Typing,
    },
    /// A card of the deck's kind that this game's deck does not have.
    NotInDeck {
        card: Card,
        size: usize,
    },
    /// No side of the session has this name.
    UnknownSide {
        name: String,
        sides: Vec<String>,
    },
    /// Not one of `four`, `run3` … `run8`.
    NotAMeld {
        text: String,
    },
    NotALance {
        text: String,
    },
    /// Not `belote` or `rebelote`.
    NotASay {
        text: String,
    },
    /// Not a word of the bidding.
    NotACall {
        text: String,
    },
    /// Not a trump: a suit, `all` or `none`.
    NotATrump {
        text: String,
    },
    /// An exchange count that is not a small whole number.
    NotACount {
        count: i64,
    },

    // --- The session.
    NothingToUndo,
    /// An amend replaces an entry of play with another; not with an undo or an amend.
    AmendWith {
        kind: EventKind,
    },
    /// No entry in force stands at this journal line (retracted, an undo, or no such line).
    AmendNoLine {
        line: usize,
    },
    /// The entry at this journal line was refused: it is not in force, there is nothing to amend.
    AmendRefusedLine {
        line: usize,
    },
    /// With the amend, the entry at journal line `line` would be refused for `why`.
    AmendBreaks {
        line: usize,
        why: Box<Refusal>,
    },
    /// `end` was entered.
    SessionEnded,
    /// A side confirms or disputes a partie's result before the partie is over.
    PartieNotOver,
    /// The game is won, or its partie of a set number of hands is played (a draw: no winner):
    /// only `end` (or `quit`) is left.
    GameOver {
        winner: Option<Side>,
    },
    /// This kind of entry has no place in this game.
    NoPlace {
        kind: EventKind,
        ruleset: String,
    },
    UnknownOption {
        key: String,
        known: Vec<String>,
    },
    OptionValue {
        key: String,
        problem: ValueProblem,
    },
    /// An ante that cannot fill the pot (bestia).
    AnteTooLow {
        ante: i64,
        players: usize,
        min: i64,
    },
    /// The entry would make a chip or point total overflow.
    Overflow,
    /// The entry's journal line would take `bytes` bytes, more than a journal line may hold
    /// (`max`): no reader would read the journal back.
    LineTooLong {
        bytes: usize,
        max: usize,
    },
    /// The journal would grow past the size a journal may have (`max` bytes).
    JournalFull {
        max: u64,
    },

    // --- Deals.
    /// No hand is being played: the deal comes first.
    NoHand,
    /// A deal while a hand is still being played.
    HandNotFinished {
        hand: usize,
    },
    /// It is `dealer`'s deal.
    NotYourDeal {
        dealer: Seat,
    },
    /// The deal needs the card turned up (belote) or the dealer's face-up card (bestia).
    NeedsTurned,
    /// Nothing is turned up at this game's deal (coinche).
    NothingTurned,
    /// A mosca has won the hand: another mosca or the next deal.
    MoscaSettles,

    // --- Bidding.
    /// The bidding is over (belote: `taker` took; bestia: play or pass is done).
    BiddingOver {
        taker: Option<Seat>,
    },
    /// It is `bidder`'s turn to bid.
    NotYourBid {
        bidder: Seat,
    },
    /// This call is not one of this game's: `allowed`.
    CallNotHere {
        allowed: Vec<Call>,
    },
    PassNamesNoTrump,
    /// First round: the trump is the turned card's suit.
    TrumpIsTurned {
        turned: Suit,
    },
    /// Second round: a take names the trump.
    NameATrump,
    /// Second round: the trump must differ from the turned suit.
    OtherSuit {
        turned: Suit,
    },
    /// Third round: all-trump or no-trump.
    AllOrNone,
    /// Bestia bids name no trump.
    NoTrumpInBestia,

    // --- The contract auction (coinche, contree).
    /// A `bid` call without its value (journal: `"value"`).
    BidNeedsValue,
    /// A value beside a call that is not a bid.
    ValueOnlyWithBid {
        call: Call,
    },
    /// Not a bid value: a whole number (80 to 180 by tens) or `capot`.
    NotABidValue {
        text: String,
    },
    /// A bid names its trump: a suit, or all-trump or no-trump where they are bid.
    BidNeedsTrump,
    /// A coinche or a surcoinche names no trump. Every refusal of the doubles carries the
    /// words the ruleset calls them by (`words`: coinche and surcoinche, or contre and surcontre).
    CoincheNamesNoTrump {
        words: CallWords,
    },
    /// A bid must exceed the standing value `standing`; `lowest` is the lowest value that does
    /// (None: no value does, only capot may still be bid, or nothing when capot stands).
    BidNotAbove {
        standing: BidValue,
        lowest: Option<BidValue>,
    },
    /// A bid value is a multiple of ten.
    BidNotTens {
        value: u16,
    },
    /// A bid value is 80 to `max` (option `max_bid`), or capot.
    BidOutOfRange {
        value: u16,
        max: u16,
    },
    /// All-trump and no-trump are not bid here (option `all_no_trump` off).
    NoAllNoTrump,
    /// The standing bidder raises their own bid in the same denomination (`trump`): only
    /// another denomination may raise it (option `self_raise: new-suit`).
    SelfRaiseSameTrump {
        trump: Trump,
    },
    /// The standing bidder raises their own bid where nobody may (`self_raise: never`).
    SelfRaiseNever,
    /// Only an opponent of the standing bidder coinches.
    CoincheOwnSide {
        bidder: Seat,
        words: CallWords,
    },
    /// A coinche with no bid standing.
    CoincheNoBid {
        words: CallWords,
    },
    /// The standing bid is already coinched (by `by`).
    AlreadyCoinched {
        by: Seat,
        words: CallWords,
    },
    /// `coinche_timing: in-turn`: a coinche (or surcoinche) only when it is the player's turn to
    /// speak, and it is `bidder`'s.
    CoincheOutOfTurn {
        bidder: Seat,
        words: CallWords,
    },
    /// A coinche (by `coincher`) froze the auction: no more bids.
    BidAfterCoinche {
        coincher: Seat,
        words: CallWords,
    },
    /// A surcoinche with no coinche to answer.
    SurcoincheNoCoinche {
        words: CallWords,
    },
    /// Only the standing bidder's side surcoinches, not the coinchers.
    SurcoincheByCoinchers {
        bidder: Seat,
        words: CallWords,
    },
    /// After a coinche only the bidder's side answers (`bidder` and partner), pass or surcoinche.
    AnswerByBiddersSide {
        bidder: Seat,
        words: CallWords,
    },
    /// `player` has already answered the coinche.
    AlreadyAnswered {
        player: Seat,
        words: CallWords,
    },

    // --- The 7 swap (belote-es, 2-3 players).
    NoSwap {
        players: usize,
    },
    SwapAfterTake,
    SwapTurnedSuitOnly,
    AlreadySwapped,
    SwapBeforeFirstCard,
    TurnedIsSeven,

    // --- Announcements and shows (belote-es).
    NoAnnouncements {
        ruleset: String,
    },
    AnnounceAfterBidding,
    AlreadyAnnounced {
        player: Seat,
    },
    NothingToShow {
        player: Seat,
    },
    AlreadyShown {
        player: Seat,
    },
    /// No stock is left after the deal with this many players: there is no bottom card.
    NoBottom {
        players: usize,
    },
    /// The bottom card cannot be the card turned up.
    BottomIsTurned {
        card: Card,
    },
    /// A misdeal is entered after the deal, before the first card is played.
    MisdealAfterPlay,
    /// Combinations are shown once the first trick is complete.
    ShowBeforeFirstTrick,
    /// A card someone else is known to hold or has played.
    CardIsOthers {
        card: Card,
        owner: Seat,
    },

    // --- A tally (a hand's outcome without its cards).
    /// A tally replaces the hand's cards: after the bids, before the first card.
    TallyAfterCards,
    /// Shows were entered before the first card, which only a tallied hand does: a card now
    /// is refused (undo the shows to play the hand card by card).
    ShownForTally,
    /// A Belote tally gives each side's card points as well as its tricks.
    TallyNeedsPoints(crate::engine::TallyShape),
    /// The same side (or player) is named twice.
    TallyTwice {
        side: Side,
    },
    TallyNegative {
        side: Side,
    },
    /// The tricks must add up to the hand's `want`.
    TallyTricks {
        total: i64,
        want: usize,
    },
    /// The card points add up to `total`: they must be `want` (`exact`: every card is played),
    /// or at most `want`.
    TallyPoints {
        total: i64,
        want: i64,
        exact: bool,
    },
    /// A side that took no trick took no card points.
    TallyNoTricks {
        side: Side,
        points: i64,
    },
    /// Belote-rebelote credited `count` times where the trump allows at most `most`.
    TallyBelote {
        count: usize,
        most: usize,
    },
    /// La Bestia: a player out of the hand (passed) takes no trick.
    TallyOut {
        player: Seat,
    },
    /// La Bestia: a player out of the hand (passed) played no card, so cannot have renounced.
    TallyRenounceOut {
        player: Seat,
    },
    /// La Bestia counts tricks, not card points: `tally Ana 2 Luis 3 Marta 0`.
    TallyTricksOnly,

    // --- Play.
    /// Cards come after the bidding (`bidder` is to bid) or after play-or-pass.
    StillBidding {
        bidder: Option<Seat>,
    },
    /// It is `player`'s turn to play in trick `trick`.
    NotYourTurn {
        player: Seat,
        trick: usize,
    },
    /// The card was already played (by `by` in trick `trick`, when known).
    AlreadyPlayed {
        card: Card,
        by: Option<Seat>,
        trick: Option<usize>,
    },
    /// The card is out of play in this hand (the turned card left on the table, the swapped 7).
    OutOfPlay {
        card: Card,
    },
    /// The card is known to be in `holder`'s hand.
    KnownHeld {
        card: Card,
        holder: Seat,
    },
    /// The card was seen in `owner`'s hand, who passed or exchanged: it is theirs or among the
    /// discards, which only a later exchange from the discards reaches.
    InDiscards {
        card: Card,
        owner: Seat,
    },
    /// Nothing is said with a card in this game.
    NothingToSay,

    // --- La Bestia.
    PanfiloOff,
    PanfiloAlreadyShown,
    /// The pánfilo and moscas are shown right after the deal.
    RightAfterDeal,
    MoscaSize {
        size: usize,
    },
    MoscaOneSuit {
        size: usize,
    },
    AlreadyMosca {
        player: Seat,
    },
    MoscaOverlap {
        other: Seat,
    },
    /// Exchanges come after play or pass, between the players who play.
    ExchangeNotNow,
    PassedCannotExchange {
        player: Seat,
    },
    ExchangeBeforeFirstCard,
    AlreadyExchanged {
        player: Seat,
    },
    ExchangeRange {
        max: i64,
        count: i64,
    },
    ExchangeLeft {
        left: i64,
        count: i64,
    },

    // --- Perejila.
    AlreadyDealt {
        card: Card,
    },
    AllUp,
    UpInOrder {
        next: Seat,
    },
    DownAfterUp,
    AlreadyDown {
        player: Seat,
    },
    DownTwo {
        count: usize,
    },
    DownDiffer,
    DrawAfterDeal,
    /// A stand comes at treinta y una, once every player has three cards.
    StandAfterDeal,
    /// A player who stood draws or stands again.
    AlreadyStood {
        player: Seat,
    },
    /// Hand `hand` is settled (every player stood, holds 31 or is over it, or a tururú took every
    /// square): the next deal comes.
    HandSettled {
        hand: usize,
    },
    /// A card at treinta y una for a player who holds `limit` (31; counted with the perejila's
    /// value in force).
    HoldsThirtyOne {
        player: Seat,
        limit: i64,
    },
    /// A card at treinta y una for a player whose count, `count`, is over `limit` (31): out.
    OverThirtyOne {
        player: Seat,
        count: i64,
        limit: i64,
    },
    /// A value for the perejila once hand `hand` is settled: a value is given late by undoing
    /// back to before the hand settled.
    WildSettled {
        hand: usize,
    },
    NoPerejila {
        player: Seat,
        perejila: Card,
    },
    WildAsDeOrosOnly,
    AsDeOrosFaceDown {
        holder: Seat,
    },
    WildEspadas,
    /// In the punto the perejila counts only as an ace, only face up, and only when no ace was
    /// dealt face up before it.
    WildPuntoAce,
    WildPuntoFaceUp,
    WildPuntoAceBefore {
        holder: Seat,
    },
    /// A reshuffle when the stock still holds cards.
    StockLeft {
        left: usize,
    },
    /// A reshuffle comes at treinta y una, once every card is dealt.
    ReshuffleAfterDeal,
    WildFixed {
        card: Card,
        lance: Lance,
    },
}

#[cfg(test)]
mod tests {
    use super::Refusal;
    use crate::engine::Notice;

    /// What `Game::apply` answers for every entry stays the size of the accepted list (three
    /// words), and `Game::apply_into` one word: the refusal, several times larger, is boxed.
    #[test]
    fn the_common_result_is_small() {
        let word = std::mem::size_of::<usize>();
        assert!(std::mem::size_of::<Refusal>() > 3 * word);
        assert_eq!(std::mem::size_of::<Result<Vec<Notice>, Box<Refusal>>>(), 3 * word);
        // `Game::apply_into` (the simulator, at every entry): one word, null when accepted.
        assert_eq!(std::mem::size_of::<Result<(), Box<Refusal>>>(), word);
    }
}
