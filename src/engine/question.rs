/*!
What a game expects next, as data. A game lists its questions in order: optional ones first
(the pánfilo, a mosca, the 7 swap, an announcement, a show, an exchange, a wildcard, a draw),
then the one the game cannot go on without. The table asks the first one not declined; the same
questions in the same order at a terminal and from a script.
*/

use super::contract::{BidValue, CallWords, Contract};
use super::event::{Call, Event, Lance, MeldName, Say, Seat, Side, Trump};
use crate::cards::{Card, Suit};

/// What is dealt face up with a deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum DealCard {
    /// Belote: the card turned up.
    Turned,
    /// Belote with a stock left (belote-es, 2-3 players): the card turned up, then the bottom
    /// card of the stock if it was shown.
    TurnedBottom,
    /// La Bestia: the dealer's face-up fifth card.
    DealerUp,
    /// Perejila: nothing (the face-up cards come one by one).
    Nothing,
}

/// A set of players, a bit per seat (up to 8 players): who may coinche, who may surcoinche.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[doc(hidden)]
pub struct Seats(pub(crate) u8);

impl Seats {
    pub const NONE: Seats = Seats(0);

    pub fn of(seats: impl IntoIterator<Item = Seat>) -> Seats {
        let mut s = Seats::NONE;
        for seat in seats {
            s.insert(seat);
        }
        s
    }
    pub(crate) fn insert(&mut self, seat: Seat) {
        if seat < 8 {
            self.0 |= 1 << seat;
        }
    }
    pub(crate) fn contains(self, seat: Seat) -> bool {
        seat < 8 && self.0 & (1 << seat) != 0
    }
    pub(crate) fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The seats, in play order from seat 0.
    pub(crate) fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8).filter(move |s| self.0 & (1 << s) != 0)
    }
}

/// The calls a bidder may make, held inline (a pass and at most five takes): asking costs no
/// allocation.
#[doc(hidden)]
pub type BidOptions = smallvec::SmallVec<[(Call, Option<Trump>); 6]>;

#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum Ask {
    Deal {
        hand: usize,
        dealer: Seat,
        card: DealCard,
    },
    Bid {
        hand: usize,
        round: u8,
        turned: Option<Card>,
        options: BidOptions,
    },
    /// Coinche's auction (RULES.md coinche): what may be called now, compactly — never a list
    /// of bids. The question's `who` is the player whose call the auction waits for (None when
    /// both players of the bid's side may answer a coinche, in either order); a coinche may
    /// come from another player (see `may_coinche`), and so may the first card led when
    /// `closing`.
    ContractBid {
        hand: usize,
        /// The standing bid: its bidder, value and trump (None: nobody has bid yet).
        standing: Option<(Seat, BidValue, Trump)>,
        /// The lowest value that beats the standing bid (80 with none); None when no value
        /// does (the standing bid is the ruleset's top value or capot, or a coinche froze the
        /// auction).
        lowest: Option<BidValue>,
        /// The highest value that may be bid (option `max_bid`: 160 or 180); capot is above.
        max: u16,
        /// Capot may still be bid (it does not stand, and no coinche froze the auction).
        capot: bool,
        /// Who coinched the standing bid, if anyone did.
        coinched: Option<Seat>,
        /// The players who may coinche now: opponents of the standing bidder, any of them at
        /// any time (`coinche_timing: any-time`), or the one whose turn it is (`in-turn`).
        may_coinche: Seats,
        /// The players who may surcoinche now: the bidder's side after a coinche (those who have
        /// not answered; with `in-turn`, the one whose turn it is).
        may_surcoinche: Seats,
        /// Who leads the first trick (the eldest hand), when a card led by them now closes the
        /// auction: the bidder's closing question after three passes (a pass, or the first card
        /// led: the pass implied), or the answers to a coinche (the first card led is the pass
        /// of whoever has not answered). None: no card closes it yet.
        closing: Option<Seat>,
        /// All-trump and no-trump may be bid (option `all_no_trump`).
        all_no_trump: bool,
        /// What the ruleset calls its coinche and surcoinche (coinche, or contre).
        words: CallWords,
    },
    /// Does anyone swap the 7 of trump for the turned card? (a name)
    Swap {
        turned: Card,
    },
    /// What does `who` announce? Each choice is a list of combinations (empty: "está bien").
    Announce {
        choices: Vec<Vec<MeldName>>,
    },
    /// The cards `who` shows for what they announced.
    Show {
        melds: Vec<MeldName>,
    },
    Card {
        hand: usize,
        trick: usize,
        tricks: usize,
        led: Option<Suit>,
        trump: Option<Trump>,
        /// The contract in play where it was bid with a value (coinche): its value, trump,
        /// multiplier and taker, said with the question. None in the other games.
        contract: Option<Contract>,
    },
    /// Who shows the pánfilo? (a name)
    Panfilo {
        card: Card,
    },
    /// A mosca? (a name and its cards)
    Mosca {
        cards: usize,
    },
    /// How many cards does `who` exchange?
    Exchange {
        max: i64,
    },
    /// `who`'s face-up card.
    Up,
    /// `who`'s two face-down cards.
    Down,
    /// May `who` use the perejila in `lance`, as one of `values`?
    Wild {
        lance: Lance,
        values: Vec<Card>,
    },
    /// Does `who`, who counts `count`, draw a card for treinta y una? (Enter: stands)
    Draw {
        count: i64,
    },
    /// `who` has just played `card`, which may carry `word` (belote, rebelote): was it said?
    /// The table holds the play until this is answered (Enter or the next entry: not said), so
    /// the journal gets one `play` line, with `say` when it was said.
    Say {
        card: Card,
        word: Say,
    },
    /// The game is won, or its partie of a set number of hands is played (a draw: no winner).
    Over {
        winner: Option<Side>,
    },
}

impl Ask {
    /// Whether a bid is play-or-pass (La Bestia: the trump is the turned card's suit) rather
    /// than a round of bidding with the card turned up (Belote).
    pub(crate) fn play_or_pass(&self) -> bool {
        matches!(self, Ask::Bid { options, .. } if options.iter().any(|o| o.0 == Call::Play))
    }

    /// Whether a tally of the hand may answer instead of its cards: at the hand's first card.
    #[doc(hidden)]
    pub fn offers_tally(&self) -> bool {
        matches!(self, Ask::Card { trick: 1, led: None, .. })
    }

    /// What an answer to this question is, for the hint when one is not understood.
    pub(crate) fn expected(&self) -> Expected<'_> {
        match self {
            Ask::Bid { options, .. } => Expected::Call(options),
            Ask::ContractBid { lowest, capot, all_no_trump, closing, .. } => Expected::ContractCall {
                lowest: *lowest,
                capot: *capot,
                all_no_trump: *all_no_trump,
                closing: closing.is_some(),
            },
            Ask::Deal { card: DealCard::Nothing, .. } => Expected::DealOrDealer,
            Ask::Deal { .. } => Expected::TurnedCard,
            Ask::Swap { .. } | Ask::Panfilo { .. } => Expected::Player,
            Ask::Mosca { .. } => Expected::PlayerAndCards,
            Ask::Announce { .. } => Expected::Announcement,
            Ask::Exchange { max } => Expected::Count { max: *max },
            Ask::Over { .. } => Expected::EndOrQuit,
            Ask::Say { word, .. } => Expected::Say(*word),
            Ask::Show { .. } | Ask::Card { .. } | Ask::Up | Ask::Down | Ask::Wild { .. } | Ask::Draw { .. } => {
                Expected::Card
            }
        }
    }
}

/// What answers a question, as a hint says it: decided here once, worded by each language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Expected<'a> {
    /// One of these calls.
    Call(&'a [(Call, Option<Trump>)]),
    /// A contract call: a bid of `lowest` or more with its trump (suits, and all-trump or
    /// no-trump with `all_no_trump`), capot when `capot`, pass, coinche, surcoinche; when
    /// `closing`, the first card led too.
    ContractCall { lowest: Option<BidValue>, capot: bool, all_no_trump: bool, closing: bool },
    /// `deal`, or the dealer's name (nothing is dealt face up).
    DealOrDealer,
    /// The card turned up, or `deal` with the dealer's name first.
    TurnedCard,
    /// A player's name.
    Player,
    /// A player's name and the cards.
    PlayerAndCards,
    /// An announcement, or está bien.
    Announcement,
    /// A number of cards, 0 to `max`.
    Count { max: i64 },
    /// `end` or `quit`.
    EndOrQuit,
    /// A card.
    Card,
    /// The word (belote, rebelote), or Enter: not said.
    Say(Say),
}

#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct Question {
    /// Whose answer it is, when it is one player's.
    pub(crate) who: Option<Seat>,
    pub ask: Ask,
    /// An optional question may be declined (Enter); the next one is asked.
    pub(crate) optional: bool,
}

impl Question {
    pub fn of(who: Seat, ask: Ask) -> Question {
        Question { who: Some(who), ask, optional: false }
    }
    pub fn anyone(ask: Ask) -> Question {
        Question { who: None, ask, optional: false }
    }
    pub fn optional(mut self) -> Question {
        self.optional = true;
        self
    }

    /// The answers to offer as a list, when there are few.
    pub(crate) fn choices(&self) -> Vec<Event> {
        match (&self.ask, self.who) {
            (Ask::Bid { options, .. }, Some(player)) => {
                options.iter().map(|(call, trump)| Event::Bid { player, call: *call, trump: *trump }).collect()
            }
            (Ask::Announce { choices }, Some(player)) => {
                choices.iter().map(|melds| Event::Announce { player, melds: melds.clone() }).collect()
            }
            (Ask::Say { card, word }, Some(player)) => vec![
                Event::Play { player, card: *card, say: None },
                Event::Play { player, card: *card, say: Some(*word) },
            ],
            _ => Vec::new(),
        }
    }

    /// Whether the question's own words say what Enter means (the draw: a stand; a deal with
    /// nothing to turn: the dealer in turn deals), so the table shows no default beside them.
    pub(crate) fn says_enter(&self) -> bool {
        matches!(self.ask, Ask::Draw { .. } | Ask::Deal { card: DealCard::Nothing, .. })
    }

    /// What Enter means when nothing is typed (None: the question must be answered, or, when
    /// optional, is declined).
    pub(crate) fn default(&self) -> Option<Event> {
        match (&self.ask, self.who) {
            (Ask::Bid { options, .. }, Some(player)) if options.iter().any(|o| o.0 == Call::Pass) => {
                Some(Event::Bid { player, call: Call::Pass, trump: None })
            }
            (Ask::ContractBid { .. }, Some(player)) => Some(Event::Bid { player, call: Call::Pass, trump: None }),
            (Ask::Exchange { .. }, Some(player)) => Some(Event::Exchange { player, count: 0 }),
            (Ask::Draw { .. }, Some(player)) => Some(Event::Stand { player }),
            (Ask::Say { card, .. }, Some(player)) => Some(Event::Play { player, card: *card, say: None }),
            (Ask::Deal { dealer, card: DealCard::Nothing, .. }, _) => {
                Some(Event::Deal { dealer: *dealer, turned: None, bottom: None })
            }
            _ => None,
        }
    }
}

/// What a tally of this game adds up to, for an example that the game would take: the tricks of
/// a hand, and the card points of a hand when a tally gives them (belote).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub struct TallyShape {
    pub tricks: u8,
    pub points: Option<u16>,
}

/// A typed form of entry a game takes, for `help`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Form {
    /// `deal [DEALER] CARD`: the card turned up.
    DealTurned,
    /// `deal [DEALER] CARD [bottom CARD]`: the card turned up and the bottom card.
    DealBottom,
    /// `misdeal`: a card exposed while dealing.
    Misdeal,
    /// `reshuffle`: the stock ran out at treinta y una.
    Reshuffle,
    /// `deal [DEALER] CARD`: the dealer's face-up card.
    DealDealerUp,
    /// `deal [DEALER]`.
    DealWho,
    /// `PLAYER pass`, `PLAYER take [SUIT]` (and, with a third round, `all` or `none`).
    BidTake {
        third_round: bool,
    },
    /// `PLAYER play`, `PLAYER pass`.
    BidPlay,
    /// `PLAYER VALUE TRUMP`, `PLAYER capot TRUMP`, `PLAYER pass`, `PLAYER coinche`, `PLAYER
    /// surcoinche` (coinche's auction; all-trump and no-trump with `all_no_trump`).
    BidContract {
        all_no_trump: bool,
    },
    Swap,
    Announce,
    Show,
    /// `PLAYER CARD [belote|rebelote]`.
    PlaySay,
    /// `PLAYER CARD`.
    Play,
    /// `tally SIDE POINTS/TRICKS …` (card points, belote) or `tally PLAYER TRICKS …` (bestia):
    /// the hand's outcome instead of its cards, after the bids.
    Tally(TallyShape),
    Exchange,
    Mosca,
    Panfilo,
    Up,
    Down,
    Wild,
    Draw,
    /// `PLAYER stand`: no more cards at treinta y una.
    Stand,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;

    fn card(trick: usize, led: Option<Suit>) -> Ask {
        Ask::Card { hand: 1, trick, tricks: 8, led, trump: None, contract: None }
    }
    fn bid(options: &[(Call, Option<Trump>)]) -> Ask {
        Ask::Bid { hand: 1, round: 1, turned: None, options: options.iter().copied().collect() }
    }

    #[test]
    fn a_tally_is_offered_at_the_first_card_of_a_hand_only() {
        assert!(card(1, None).offers_tally());
        assert!(!card(1, Some(Suit(0))).offers_tally(), "the first trick is led: cards have been played");
        assert!(!card(2, None).offers_tally());
        assert!(!bid(&[(Call::Pass, None), (Call::Take, None)]).offers_tally());
    }

    #[test]
    fn a_bid_with_play_among_its_calls_is_play_or_pass() {
        assert!(bid(&[(Call::Play, None), (Call::Pass, None)]).play_or_pass());
        assert!(!bid(&[(Call::Pass, None), (Call::Take, Some(Trump::All))]).play_or_pass());
        assert!(!card(1, None).play_or_pass());
    }

    #[test]
    fn each_question_expects_its_kind_of_answer() {
        let calls = [(Call::Pass, None), (Call::Take, None)];
        assert_eq!(bid(&calls).expected(), Expected::Call(&calls));
        assert_eq!(Ask::Deal { hand: 1, dealer: 0, card: DealCard::Nothing }.expected(), Expected::DealOrDealer);
        assert_eq!(Ask::Deal { hand: 1, dealer: 0, card: DealCard::Turned }.expected(), Expected::TurnedCard);
        let jack = Card::new(Suit(3), Rank(11));
        assert_eq!(Ask::Swap { turned: jack }.expected(), Expected::Player);
        assert_eq!(Ask::Panfilo { card: jack }.expected(), Expected::Player);
        assert_eq!(Ask::Mosca { cards: 5 }.expected(), Expected::PlayerAndCards);
        assert_eq!(Ask::Announce { choices: vec![] }.expected(), Expected::Announcement);
        assert_eq!(Ask::Exchange { max: 4 }.expected(), Expected::Count { max: 4 });
        assert_eq!(Ask::Over { winner: Some(1) }.expected(), Expected::EndOrQuit);
        assert_eq!(card(3, Some(Suit(1))).expected(), Expected::Card);
        assert_eq!(Ask::Up.expected(), Expected::Card);
    }
}

/// What the game waits for, in brief: the kind of its required question and whose it is, without
/// the rest of it (the simulator's random players ask at every step, where building the whole
/// [`Question`] would be waste).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Turn {
    /// A deal, by `dealer`.
    Deal { dealer: Seat },
    /// A call of the turned-card auction by `seat`, in its `round` (1, 2, 3).
    Bid { seat: Seat, round: u8 },
    /// A card by `seat`.
    Card { seat: Seat },
    /// Anything else: another kind of question, or the game over.
    Other,
}

impl Turn {
    /// The turn a required question is.
    pub(crate) fn of(q: &Question) -> Turn {
        match q.ask {
            Ask::Deal { dealer, .. } => Turn::Deal { dealer },
            Ask::Bid { round, .. } => Turn::Bid { seat: q.who.unwrap_or(0), round },
            Ask::Card { .. } => Turn::Card { seat: q.who.unwrap_or(0) },
            _ => Turn::Other,
        }
    }
}
