/*!
What a game expects next, as data. A game lists its questions in order: optional ones first
(the pánfilo, a mosca, the 7 swap, an announcement, a show, an exchange, a wildcard, a draw),
then the one the game cannot go on without. The table asks the first one not declined; the same
questions in the same order at a terminal and from a script.
*/

use super::event::{Call, Event, Lance, MeldName, Seat, Side, Trump};
use crate::cards::{Card, Suit};

/// What is dealt face up with a deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// The calls a bidder may make, held inline (a pass and at most five takes): asking costs no
/// allocation.
pub type BidOptions = smallvec::SmallVec<[(Call, Option<Trump>); 6]>;

#[derive(Debug, Clone, PartialEq, Eq)]
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
    /// Does `who` draw a card for treinta y una?
    Draw,
    /// The game is won.
    Over {
        winner: Side,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// Whose answer it is, when it is one player's.
    pub who: Option<Seat>,
    pub ask: Ask,
    /// An optional question may be declined (Enter); the next one is asked.
    pub optional: bool,
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
    pub fn choices(&self) -> Vec<Event> {
        match (&self.ask, self.who) {
            (Ask::Bid { options, .. }, Some(player)) => {
                options.iter().map(|(call, trump)| Event::Bid { player, call: *call, trump: *trump }).collect()
            }
            (Ask::Announce { choices }, Some(player)) => {
                choices.iter().map(|melds| Event::Announce { player, melds: melds.clone() }).collect()
            }
            _ => Vec::new(),
        }
    }

    /// What Enter means when nothing is typed (None: the question must be answered, or, when
    /// optional, is declined).
    pub fn default(&self) -> Option<Event> {
        match (&self.ask, self.who) {
            (Ask::Bid { options, .. }, Some(player)) if options.iter().any(|o| o.0 == Call::Pass) => {
                Some(Event::Bid { player, call: Call::Pass, trump: None })
            }
            (Ask::Exchange { .. }, Some(player)) => Some(Event::Exchange { player, count: 0 }),
            (Ask::Deal { dealer, card: DealCard::Nothing, .. }, _) => {
                Some(Event::Deal { dealer: *dealer, turned: None, bottom: None })
            }
            _ => None,
        }
    }
}

/// A typed form of entry a game takes, for `help`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    Swap,
    Announce,
    Show,
    /// `PLAYER CARD [belote|rebelote]`.
    PlaySay,
    /// `PLAYER CARD`.
    Play,
    /// `tally SIDE POINTS/TRICKS …` (`by_points`, belote) or `tally PLAYER TRICKS …` (bestia):
    /// the hand's outcome instead of its cards, after the bids.
    Tally {
        by_points: bool,
    },
    Exchange,
    Mosca,
    Panfilo,
    Up,
    Down,
    Wild,
    Draw,
}
