/*!
The play of a Belote hand, a phase of its own: it starts from the [`Contract`] its auction came
to and knows nothing of how it was reached. It holds the trick rules of the contract's trump, the
tricks, what is known of each player's cards (the turned card, shows), the play log that proves
renounces, the kings and queens played with what was said, and the announcements.
*/

use super::announce::Book;
use super::Dealt;
use crate::cards::{Card, Suit};
use crate::cardset::CardSet;
use crate::engine::{Contract, Notice, Seat, Trump};
use crate::rules::holdings::{PlayLog, PlayedTrick, Playing};
use crate::rules::trick::{Mode, TrickRules, TrickState};
use std::sync::Arc;

/// A card set per seat, in a fixed array (a ruleset seats at most 8 players): no length to
/// check nor heap to follow on the play's hot path; the seats past the table's stay empty.
pub(crate) type Seats = [CardSet; 8];

/// Every seat's set empty.
pub(crate) const NO_SEATS: Seats = [CardSet::EMPTY; 8];

/// The trick mode a contract's trump is played in.
pub(super) fn mode_of(trump: Trump) -> Mode {
    match trump {
        Trump::Suit(s) => Mode::Trump(s),
        Trump::All => Mode::AllTrump,
        Trump::NoTrump => Mode::NoTrump,
    }
}

/// A hand in play, from its contract to its last card.
#[derive(Debug, Clone)]
pub(super) struct Play {
    pub(crate) dealt: Dealt,
    pub(crate) contract: Contract,
    /// The trick rules of the contract's trump.
    pub(crate) rules: Arc<TrickRules>,
    /// The card the deal turned up, if it did: the 7 of trump may be swapped for it.
    pub(crate) turned: Option<Card>,
    pub(crate) leader: Seat,
    pub(crate) current: Playing,
    /// The trick in progress as the rules see it (its winner so far, what must be played).
    pub(crate) state: TrickState,
    pub(crate) tricks: Vec<PlayedTrick>,
    pub(crate) played: CardSet,
    pub(crate) played_by: Seats,
    pub(crate) out_of_play: CardSet,
    /// Cards seen in a player's hand (the turned card picked up or swapped for the 7): certain.
    pub(crate) known: Seats,
    /// Cards a player showed and has not played yet: claims the plays may contradict.
    pub(crate) claimed: Seats,
    /// Cards of shows the plays contradicted: they prove nothing.
    pub(crate) discredited: Seats,
    /// Every card in `known` or `claimed`, whoever's ([`Play::sync_held`]): a play of a card
    /// outside it (most plays) needs no look at any seat's holdings.
    pub(crate) held_any: CardSet,
    pub(crate) log: PlayLog,
    /// Plays of kings and queens: (seat, card, what was said), in order.
    pub(crate) honours: Vec<(Seat, Card, Option<crate::engine::Say>)>,
    /// The announcements (belote-es).
    pub(crate) book: Book,
    pub(crate) swap_done: bool,
    /// A show was entered before the first card: the hand is being entered as a tally.
    pub(crate) shown_for_tally: bool,
    /// Who won the announcements has been said (belote-es).
    pub(crate) announcements_said: bool,
}

/// Where the cards are when play starts: out of play (a stock's bottom card, a turned card left
/// on the table) and known in one player's hand (a turned card picked up).
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Start {
    pub(crate) out_of_play: CardSet,
    pub(crate) known: Option<(Seat, Card)>,
    pub(crate) turned: Option<Card>,
}

impl Play {
    /// Play starts under `contract` with the eldest hand to lead, `players` at the table. The
    /// allocations of `spare` (a finished hand's) are emptied and used again.
    pub(crate) fn start(
        dealt: Dealt,
        contract: Contract,
        rules: Arc<TrickRules>,
        start: Start,
        players: usize,
        spare: Option<Box<Play>>,
    ) -> Box<Play> {
        let n = players;
        let mut known = NO_SEATS;
        if let Some((seat, card)) = start.known {
            known[seat].insert(card);
        }
        let (number, eldest) = (dealt.number, dealt.eldest);
        let held_any = start.known.map(|(_, c)| CardSet(1u64 << (c.0 & 63))).unwrap_or_default();
        let Some(mut p) = spare else {
            return Box::new(Play {
                contract,
                rules,
                turned: start.turned,
                leader: eldest,
                current: Playing::new(),
                state: TrickState::EMPTY,
                tricks: Vec::with_capacity(12),
                played: CardSet::EMPTY,
                played_by: NO_SEATS,
                out_of_play: start.out_of_play,
                known,
                claimed: NO_SEATS,
                discredited: NO_SEATS,
                held_any,
                log: PlayLog::new(),
                honours: Vec::new(),
                book: Book::new(number, eldest, n),
                swap_done: false,
                shown_for_tally: false,
                announcements_said: false,
                dealt,
            });
        };
        // A finished hand's play, every field set again in place (named all: a field added
        // is not forgotten here): its lists emptied, their room kept, no play built beside it
        // and moved in.
        let Play {
            dealt: p_dealt,
            contract: p_contract,
            rules: p_rules,
            turned,
            leader,
            current,
            state,
            tricks,
            played,
            played_by,
            out_of_play,
            known: p_known,
            claimed,
            discredited,
            held_any: p_held_any,
            log,
            honours,
            book,
            swap_done,
            shown_for_tally,
            announcements_said,
        } = &mut *p;
        *p_dealt = dealt;
        *p_contract = contract;
        *p_rules = rules;
        *turned = start.turned;
        *leader = eldest;
        *current = Playing::new();
        *state = TrickState::EMPTY;
        tricks.clear();
        *played = CardSet::EMPTY;
        *played_by = NO_SEATS;
        *out_of_play = start.out_of_play;
        *p_known = known;
        *claimed = NO_SEATS;
        *discredited = NO_SEATS;
        *p_held_any = held_any;
        log.clear();
        honours.clear();
        book.renew(number, eldest, n);
        *swap_done = false;
        *shown_for_tally = false;
        *announcements_said = false;
        p
    }

    /// The trick mode of the contract.
    pub(crate) fn mode(&self) -> Mode {
        self.rules.mode
    }

    /// The trump suit, when one suit is trump.
    pub(crate) fn trump_suit(&self) -> Option<Suit> {
        match self.rules.mode {
            Mode::Trump(t) => Some(t),
            _ => None,
        }
    }

    /// No card of the hand played yet.
    pub(crate) fn before_cards(&self) -> bool {
        self.log.is_empty() && self.current.is_empty()
    }

    /// Whose card the trick in progress waits for (the seats after its leader, in turn; no
    /// division: the leader and the cards in the trick are each fewer than the players).
    pub(crate) fn to_play(&self, n: usize) -> Seat {
        let seat = self.leader + self.current.len();
        if seat >= n {
            seat - n
        } else {
            seat
        }
    }

    /// What each player is taken to hold now: certain holdings and claims not contradicted.
    pub(crate) fn holdings(&self) -> Seats {
        let mut out = NO_SEATS;
        for (o, (k, c)) in out.iter_mut().zip(self.known.iter().zip(&self.claimed)) {
            *o = k.union(*c);
        }
        out
    }

    /// `held_any` made again from `known` and `claimed`, after either changed.
    pub(crate) fn sync_held(&mut self) {
        self.held_any = self.holdings().iter().fold(CardSet::EMPTY, |all, k| all.union(*k));
    }

    /// The play (or the end of the hand) contradicts `shower`'s show at `card`: the show's cards
    /// prove nothing any more, and a standing announcement is false.
    pub(crate) fn contradict(&mut self, shower: Seat, card: Card, by: Option<Seat>) -> Vec<Notice> {
        self.discredited[shower] = self.discredited[shower].union(self.claimed[shower]);
        self.claimed[shower] = CardSet::EMPTY;
        self.sync_held();
        self.book.contradict(shower, card, by).map(Notice::Breach).into_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;
    use crate::engine::Level;
    use crate::games::Rules;

    #[test]
    fn play_starts_from_the_contract_with_the_eldest_hand_to_lead() {
        let r = Rules::load("belote-classic").unwrap();
        let contract = Contract::plain(2, Trump::Suit(Suit(1)), Level::BeatDefence);
        let rules = Arc::new(TrickRules::new(&r, mode_of(contract.trump), crate::rules::trick::Overrides::NONE, None));
        let jack = Card::new(Suit(1), Rank(11));
        let dealt = Dealt { number: 3, dealer: 0, eldest: 1, ..Dealt::default() };
        let start = Start { known: Some((2, jack)), turned: Some(jack), ..Start::default() };
        let p = Play::start(dealt.clone(), contract, rules.clone(), start, 4, None);
        assert_eq!((p.to_play(4), p.mode(), p.trump_suit()), (1, Mode::Trump(Suit(1)), Some(Suit(1))));
        assert_eq!(p.contract, contract);
        assert!(p.known[2].contains(jack), "the taker picked the turned card up");
        assert!(p.held_any.contains(jack) && p.held_any.len() == 1);
        assert!(p.before_cards());
        // A finished hand's allocations serve the next one, emptied.
        let mut old = p;
        old.tricks.push(PlayedTrick { leader: 1, cards: Playing::new(), winner: 1, points: 0 });
        let next = Dealt { number: 4, dealer: 1, eldest: 2, ..Dealt::default() };
        let p = Play::start(next, contract, rules, Start::default(), 4, Some(old));
        assert!(p.tricks.is_empty() && p.known.iter().all(|k| k.is_empty()) && p.held_any.is_empty());
        assert_eq!((p.dealt.number, p.to_play(4)), (4, 2));
        assert_eq!(mode_of(Trump::NoTrump), Mode::NoTrump);
        assert_eq!(mode_of(Trump::All), Mode::AllTrump);
    }
}
