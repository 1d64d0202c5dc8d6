/*!
The seam between the referee and everything that talks to people.

A game (`Game`) says what it expects next ([`Question`]) and answers every entry with data:
accepted with [`Notice`]s, or refused with a [`Refusal`]. Hands end in [`HandReport`]s. No game
builds a sentence; the language catalogues (`i18n`) do, and no front-end (the table, `verify`,
`summary`, `simulate`, `judge`) names a game: `games::open` is the one place that does.
*/

pub(crate) mod contract;
pub(crate) mod counts;
pub(crate) mod event;
pub(crate) mod events;
pub(crate) mod misread;
pub(crate) mod most;
pub(crate) mod notice;
pub(crate) mod question;
pub(crate) mod refusal;
pub(crate) mod report;

#[doc(hidden)]
pub use contract::{BidValue, CallWords, Contract, Doubled, HandResult, Level, Settled};
pub use counts::{HandCounts, PlayerCounts, SideCounts, StatKey};
#[doc(hidden)]
pub use event::{Call, Event, EventKind, Lance, MeldName, Say, Seat, Side, Tally, Trump};
#[doc(hidden)]
pub use misread::Misread;
#[doc(hidden)]
pub use most::{HandMost, MostHand};
#[doc(hidden)]
pub use notice::{Notice, PerSide, PotWin, Reach};
pub(crate) use question::Turn;
#[doc(hidden)]
pub use question::{Ask, BidOptions, DealCard, Expected, Form, Question, Seats, TallyShape};
#[doc(hidden)]
pub use refusal::Refusal;
pub(crate) use report::{Duty, HandLine, MeldRecord, Offence, Proof, TrickRecord, VoidReason};
#[doc(hidden)]
pub use report::{
    Facts, HandReport, HandSoFar, Infraction, Item, Line, Outcome, Rule, SquareResult, Stakes, Standing, TrickTaken,
};

use crate::cards::Card;
use crate::cardset::CardSet;
use crate::ruleset::Options;

/// Where an entry stands in its journal: its line and time (for hand timings in summaries).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Meta<'a> {
    pub(crate) line: usize,
    pub(crate) at: Option<&'a str>,
}

/// One game's referee: its state is a fold of the session's entries.
pub(crate) trait Game: std::any::Any + std::fmt::Debug + Send + Sync {
    /// What the game expects next, optional questions first.
    fn questions(&self) -> Vec<Question>;

    /// The question the game cannot go on without: the last of [`Game::questions`]. A game may
    /// answer it without building the optional ones (the simulator asks it at every step).
    fn next_question(&self) -> Option<Question> {
        self.questions().pop()
    }

    /// What the game waits for, in brief ([`Turn`]): the kind of [`Game::next_question`] and whose
    /// it is. A game may answer it without building the question (the simulator's random
    /// players ask it at every deal and call).
    fn turn(&self) -> Option<Turn> {
        self.next_question().map(|q| Turn::of(&q))
    }

    /// The seat whose card the game waits for, and the cards of `hands[seat]` (that seat's
    /// cards as the caller holds them) the trick so far makes legal. The simulator's random
    /// players ask it before every card, so they need not follow the trick themselves. None
    /// when no card is asked for, or the game does not answer it.
    fn card_turn(&self, hands: &[CardSet]) -> Option<(Seat, CardSet)> {
        let _ = hands;
        None
    }

    /// What a play of `card` by `seat` may carry that the score depends on (the game requires
    /// belote and rebelote to be said): the table then asks before it writes the play. None when
    /// nothing is to be said, or the play would be refused anyway.
    fn word_for(&self, seat: Seat, card: Card) -> Option<Say> {
        let _ = (seat, card);
        None
    }

    /// Nobody reads this game's notices, nor more of a hand's report than its tally (outcome,
    /// result, score, counts, infractions): the simulator's streaming sessions. A game may then
    /// leave out the rest (a trick's notice, the breakdown, the tricks, the notes) and save the
    /// work; the tally must be the same.
    fn lean(&mut self) {}

    /// A hand's report its reader is done with, in the box it came in: a lean game may keep the
    /// box and its buffers for the next hand's report.
    fn recycle(&mut self, report: Box<HandReport>) {
        let _ = report;
    }

    /// Apply one entry. Refused: nothing changed. The refusal comes boxed: a refusal is a large
    /// value (72 bytes) and this is a dynamic call made for every entry, so the common result
    /// (accepted) stays three words.
    fn apply(&mut self, event: &Event, meta: Meta) -> Result<Vec<Notice>, Box<Refusal>>;

    /// [`Game::apply`] with the notices pushed onto `out`, a buffer the caller keeps and empties
    /// (the simulator's streaming session, at every entry): nothing is allocated, moved or
    /// dropped per entry, and the result is one word (null when accepted). The same checks and
    /// the same state as [`Game::apply`]; refused, nothing changed and nothing was pushed.
    fn apply_into(&mut self, event: &Event, meta: Meta, out: &mut Vec<Notice>) -> Result<(), Box<Refusal>> {
        out.extend(self.apply(event, meta)?);
        Ok(())
    }

    /// New option values (already checked against the ruleset), in force from the next deal.
    fn set_options(&mut self, options: &Options) -> Result<(), Refusal>;

    /// The end of the session (or of the journal): settle a hand that is settled without more
    /// entries (a mosca, a Perejila hand).
    fn close(&mut self, meta: Meta) -> Vec<Notice>;

    /// Each side's total, the pot, the winner.
    fn standing(&self) -> Standing;

    /// Whether the session's play is decided: a winner, or over ([`Game::standing`]'s `winner`
    /// and `over`), answered without making the standing (the simulator asks it every deal).
    fn decided(&self) -> bool {
        let s = self.standing();
        s.winner.is_some() || s.over
    }

    /// Infractions proved so far in the hand being played.
    fn open_infractions(&self) -> Vec<Infraction>;

    /// The hand being played as far as it has gone.
    fn hand_so_far(&self) -> Option<HandSoFar>;

    /// Whether a hand is open (dealt and not settled).
    fn in_hand(&self) -> bool;

    /// Whether a chip or point total has overflowed: the numbers are wrong from here on.
    fn overflowed(&self) -> bool;

    /// The typed forms of entry this game takes now (for help).
    fn forms(&self) -> Vec<Form>;

    fn box_clone(&self) -> Box<dyn Game>;
}

impl Clone for Box<dyn Game> {
    fn clone(&self) -> Self {
        self.box_clone()
    }
}
