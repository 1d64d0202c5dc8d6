/*!
The auction of a Belote hand, a phase of its own: it opens at the deal and ends with a
[`Contract`], or with everyone passing. Play starts from that contract and never asks how it
was reached.

Which auction a hand has is the ruleset's ([`AuctionKind`], from its `belote:` section): the
turned-card auction of belote-classic and belote-es ([`TurnedAuction`]). Another auction (the
contract auction of coinche: bids with values, a coinche out of turn, a surcoinche, closed by
passes or by the first card) is another variant of [`Auction`], with its own calls and question;
the play of the hand does not change.
*/

use super::contract_auction::{ContractAuction, ContractRules};
use super::spec::{AuctionKind, SecondRound};
use crate::cards::{Card, Suit};
use crate::engine::{Ask, BidOptions, Call, Contract, Level, Question, Refusal, Seat, Trump};

/// A hand's auction, as its ruleset has it.
#[derive(Debug, Clone)]
pub(super) enum Auction {
    Turned(TurnedAuction),
    /// Coinche's: bids with values, a coinche out of turn, a surcoinche (`contract_auction`).
    Contract(ContractAuction),
}

/// What a call leaves the auction at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Called {
    /// The auction goes on.
    Open,
    /// The auction is over: the hand is played under this contract.
    Closed(Contract),
    /// Everyone passed in every round: no contract, the deal is void.
    AllPassed,
}

/// What an auction is opened with: the table and the hand's options.
#[derive(Debug, Clone, Copy)]
pub(super) struct Opening {
    pub(crate) kind: AuctionKind,
    pub(crate) eldest: Seat,
    pub(crate) players: usize,
    pub(crate) second_round: SecondRound,
    /// A third round: all-trump or no-trump (option `all_no_trump`).
    pub(crate) all_no_trump: bool,
    /// What a taker undertakes, whatever the trump (the turned-card auction).
    pub(crate) level: Level,
    /// The contract auction's options.
    pub(crate) contract: ContractRules,
}

impl Auction {
    /// The auction of a hand just dealt, with the card the deal turned up (the turned-card
    /// auction needs one).
    pub(crate) fn open(o: Opening, turned: Option<Card>) -> Result<Auction, Refusal> {
        match o.kind {
            AuctionKind::TurnedCard => {
                let Some(turned) = turned else { return Err(Refusal::NeedsTurned) };
                Ok(Auction::Turned(TurnedAuction::new(o, turned)))
            }
            AuctionKind::Contract => match turned {
                Some(_) => Err(Refusal::NothingTurned),
                None => Ok(Auction::Contract(ContractAuction::new(o.contract, o.eldest, o.players))),
            },
        }
    }

    /// `seat` calls: refused (the auction as it was), or what the auction comes to.
    #[inline]
    pub(crate) fn call(&mut self, seat: Seat, call: Call, trump: Option<Trump>) -> Result<Called, Refusal> {
        match self {
            Auction::Turned(a) => a.call(seat, call, trump),
            Auction::Contract(a) => a.call(seat, call, trump),
        }
    }

    /// Whose call the auction waits for (None: more than one player may speak).
    pub(crate) fn bidder(&self) -> Option<Seat> {
        match self {
            Auction::Turned(a) => Some(a.bidder),
            Auction::Contract(a) => a.bidder(),
        }
    }

    /// The question of the moment: a call, and what may be called.
    pub(crate) fn question(&self, hand: usize) -> Question {
        match self {
            Auction::Turned(a) => a.question(hand),
            Auction::Contract(a) => a.question(hand),
        }
    }

    /// [`Auction::question`] in brief: whose call and in which round (the turned-card auction,
    /// read off its state), else the kind of the question.
    pub(crate) fn turn(&self, hand: usize) -> crate::engine::Turn {
        match self {
            Auction::Turned(a) => crate::engine::Turn::Bid { seat: a.bidder, round: a.round },
            Auction::Contract(a) => crate::engine::Turn::of(&a.question(hand)),
        }
    }

    /// The card the deal turned up, if it did: the play places it (in the taker's hand, or on
    /// the table where the 7 of trump may be swapped for it).
    pub(crate) fn turned(&self) -> Option<Card> {
        match self {
            Auction::Turned(a) => Some(a.turned),
            Auction::Contract(_) => None,
        }
    }

    /// The contract the first card led would close the auction with, where it does (the
    /// contract auction's closing question, or the answers to a coinche).
    pub(crate) fn closed_by_card(&self) -> Option<Contract> {
        match self {
            Auction::Turned(_) => None,
            Auction::Contract(a) => a.closed_by_card(),
        }
    }
}

/// The turned-card auction (RULES.md belote-classic, belote-es): from the eldest hand, each
/// player in turn takes or passes; round 1 takes the turned card's suit, round 2 names a suit
/// (`second_round: other-suit`: not the turned one), an optional round 3 all-trump or
/// no-trump. The first take ends the auction; a round everyone passed opens the next, and
/// after the last the deal is void.
#[derive(Debug, Clone)]
pub(super) struct TurnedAuction {
    turned: Card,
    round: u8,
    rounds: u8,
    bidder: Seat,
    /// Passes in the round so far.
    passes: usize,
    players: usize,
    second_round: SecondRound,
    level: Level,
}

impl TurnedAuction {
    pub(crate) fn new(o: Opening, turned: Card) -> TurnedAuction {
        TurnedAuction {
            turned,
            round: 1,
            rounds: if o.all_no_trump { 3 } else { 2 },
            bidder: o.eldest,
            passes: 0,
            players: o.players,
            second_round: o.second_round,
            level: o.level,
        }
    }

    /// The round being bid (1, 2 or 3).
    #[cfg(test)]
    fn round(&self) -> u8 {
        self.round
    }

    /// Whose call it is.
    #[cfg(test)]
    fn bidder(&self) -> Seat {
        self.bidder
    }

    /// `seat` passes or takes (a trump named as the round allows); checked in full before
    /// anything changes.
    pub(crate) fn call(&mut self, seat: Seat, call: Call, trump: Option<Trump>) -> Result<Called, Refusal> {
        let taken = self.check(seat, call, trump)?;
        Ok(self.advance(taken))
    }

    /// What `seat`'s call takes (None: a pass), or why it is refused.
    fn check(&self, seat: Seat, call: Call, trump: Option<Trump>) -> Result<Option<Trump>, Refusal> {
        if seat != self.bidder {
            return Err(Refusal::NotYourBid { bidder: self.bidder });
        }
        let turned = self.turned.suit();
        Ok(match call {
            Call::Play | Call::Bid(_) | Call::Coinche | Call::Surcoinche => {
                return Err(Refusal::CallNotHere { allowed: vec![Call::Pass, Call::Take] })
            }
            Call::Pass => {
                if trump.is_some() {
                    return Err(Refusal::PassNamesNoTrump);
                }
                None
            }
            Call::Take => Some(match (self.round, trump) {
                (1, None) => Trump::Suit(turned),
                (1, Some(Trump::Suit(s))) if s == turned => Trump::Suit(turned),
                (1, Some(_)) => return Err(Refusal::TrumpIsTurned { turned }),
                (2, Some(Trump::Suit(s))) if self.second_round == SecondRound::OtherSuit && s == turned => {
                    return Err(Refusal::OtherSuit { turned })
                }
                (2, Some(Trump::Suit(s))) => Trump::Suit(s),
                (2, _) => return Err(Refusal::NameATrump),
                (_, Some(Trump::All)) => Trump::All,
                (_, Some(Trump::NoTrump)) => Trump::NoTrump,
                (_, _) => return Err(Refusal::AllOrNone),
            }),
        })
    }

    /// The bidder's call, checked (a take in `trump`, or a pass: None), moves the auction on.
    #[inline]
    pub(crate) fn advance(&mut self, taken: Option<Trump>) -> Called {
        if let Some(trump) = taken {
            return Called::Closed(Contract::plain(self.bidder, trump, self.level));
        }
        self.passes += 1;
        self.bidder = (self.bidder + 1) % self.players;
        if self.passes == self.players {
            self.passes = 0;
            self.round += 1;
            if self.round > self.rounds {
                return Called::AllPassed;
            }
        }
        Called::Open
    }

    /// The bidder's question: pass, or take as the round allows.
    pub(crate) fn question(&self, hand: usize) -> Question {
        let turned = self.turned.suit();
        let mut options: BidOptions = smallvec::smallvec![(Call::Pass, None)];
        match self.round {
            1 => options.push((Call::Take, None)),
            2 => {
                for s in (0..4).map(Suit) {
                    if !(self.second_round == SecondRound::OtherSuit && s == turned) {
                        options.push((Call::Take, Some(Trump::Suit(s))));
                    }
                }
            }
            _ => {
                options.push((Call::Take, Some(Trump::All)));
                options.push((Call::Take, Some(Trump::NoTrump)));
            }
        }
        Question::of(self.bidder, Ask::Bid { hand, round: self.round, turned: Some(self.turned), options })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;

    const SPADES: Suit = Suit(0);
    const HEARTS: Suit = Suit(1);
    const CLUBS: Suit = Suit(3);

    /// Four players, the dealer P4 (seat 3): P1 (seat 0) is the eldest hand.
    fn opening(second_round: SecondRound, all_no_trump: bool, level: Level) -> Opening {
        Opening {
            kind: AuctionKind::TurnedCard,
            eldest: 0,
            players: 4,
            second_round,
            all_no_trump,
            level,
            contract: ContractRules {
                max_bid: 180,
                all_no_trump,
                self_raise: true,
                in_turn: false,
                surcoinche: 4,
                words: crate::engine::CallWords::Coinche,
            },
        }
    }

    fn classic() -> TurnedAuction {
        // The turned card: the jack of hearts.
        TurnedAuction::new(opening(SecondRound::AnySuit, false, Level::BeatDefence), Card::new(HEARTS, Rank(11)))
    }

    fn pass(a: &mut TurnedAuction, seat: Seat) -> Called {
        a.call(seat, Call::Pass, None).unwrap()
    }

    #[test]
    fn a_take_in_the_first_round_is_a_contract_in_the_turned_suit() {
        let mut a = classic();
        assert_eq!(pass(&mut a, 0), Called::Open);
        let taken = a.call(1, Call::Take, None).unwrap();
        assert_eq!(taken, Called::Closed(Contract::plain(1, Trump::Suit(HEARTS), Level::BeatDefence)));
        assert_eq!(
            Contract::plain(1, Trump::Suit(HEARTS), Level::BeatDefence).multiplier,
            1,
            "nobody doubles a turned-card contract"
        );
    }

    #[test]
    fn the_first_round_takes_only_the_turned_suit() {
        let mut a = classic();
        assert_eq!(
            a.call(0, Call::Take, Some(Trump::Suit(HEARTS))),
            Ok(Called::Closed(Contract::plain(0, Trump::Suit(HEARTS), Level::BeatDefence)))
        );
        let mut a = classic();
        assert_eq!(a.call(0, Call::Take, Some(Trump::Suit(CLUBS))), Err(Refusal::TrumpIsTurned { turned: HEARTS }));
        assert_eq!(a.call(0, Call::Take, Some(Trump::All)), Err(Refusal::TrumpIsTurned { turned: HEARTS }));
    }

    #[test]
    fn a_round_everyone_passed_opens_the_next_from_the_eldest_hand() {
        let mut a = classic();
        for seat in 0..4 {
            assert_eq!(a.round(), 1);
            assert_eq!(pass(&mut a, seat), Called::Open);
        }
        assert_eq!((a.round(), a.bidder()), (2, 0));
        assert_eq!(a.call(0, Call::Take, None), Err(Refusal::NameATrump), "round 2 names the trump");
        assert_eq!(
            a.call(0, Call::Take, Some(Trump::Suit(SPADES))),
            Ok(Called::Closed(Contract::plain(0, Trump::Suit(SPADES), Level::BeatDefence)))
        );
    }

    #[test]
    fn everyone_passing_twice_voids_the_deal() {
        let mut a = classic();
        for seat in 0..4 {
            pass(&mut a, seat);
        }
        for seat in 0..3 {
            assert_eq!(pass(&mut a, seat), Called::Open);
        }
        assert_eq!(pass(&mut a, 3), Called::AllPassed);
    }

    #[test]
    fn a_third_round_takes_all_trump_or_no_trump() {
        let mut a =
            TurnedAuction::new(opening(SecondRound::AnySuit, true, Level::BeatDefence), Card::new(HEARTS, Rank(7)));
        for seat in (0..4).chain(0..4) {
            assert_eq!(pass(&mut a, seat), Called::Open);
        }
        assert_eq!(a.round(), 3);
        assert_eq!(a.call(0, Call::Take, Some(Trump::Suit(SPADES))), Err(Refusal::AllOrNone));
        let q = a.question(1);
        assert!(matches!(&q.ask, Ask::Bid { round: 3, options, .. } if options.len() == 3));
        assert_eq!(
            a.call(0, Call::Take, Some(Trump::NoTrump)),
            Ok(Called::Closed(Contract::plain(0, Trump::NoTrump, Level::BeatDefence)))
        );
    }

    #[test]
    fn a_refused_call_changes_nothing() {
        let mut a = classic();
        let before = format!("{a:?}");
        assert_eq!(a.call(2, Call::Pass, None), Err(Refusal::NotYourBid { bidder: 0 }));
        assert_eq!(a.call(0, Call::Pass, Some(Trump::Suit(SPADES))), Err(Refusal::PassNamesNoTrump));
        assert_eq!(a.call(0, Call::Play, None), Err(Refusal::CallNotHere { allowed: vec![Call::Pass, Call::Take] }));
        assert_eq!(format!("{a:?}"), before);
    }

    #[test]
    fn the_second_round_may_forbid_the_turned_suit() {
        // belote-es with `second_round: other-suit`, two players; the contract is the options'.
        let o = Opening { players: 2, ..opening(SecondRound::OtherSuit, false, Level::BeatEachOpponent) };
        let mut a = TurnedAuction::new(o, Card::new(HEARTS, Rank(11)));
        pass(&mut a, 0);
        pass(&mut a, 1);
        let q = a.question(3);
        let Ask::Bid { options, turned, .. } = &q.ask else { panic!("a bid: {q:?}") };
        assert_eq!(*turned, Some(Card::new(HEARTS, Rank(11))));
        assert!(!options.contains(&(Call::Take, Some(Trump::Suit(HEARTS)))));
        assert_eq!(options.len(), 4, "pass and the three other suits");
        assert_eq!(a.call(0, Call::Take, Some(Trump::Suit(HEARTS))), Err(Refusal::OtherSuit { turned: HEARTS }));
        assert_eq!(
            a.call(0, Call::Take, Some(Trump::Suit(CLUBS))),
            Ok(Called::Closed(Contract::plain(0, Trump::Suit(CLUBS), Level::BeatEachOpponent)))
        );
    }

    #[test]
    fn the_turned_card_auction_needs_a_turned_card() {
        let o = opening(SecondRound::AnySuit, false, Level::Points);
        assert_eq!(Auction::open(o, None).unwrap_err(), Refusal::NeedsTurned);
        let a = Auction::open(o, Some(Card::new(SPADES, Rank(14)))).unwrap();
        assert_eq!((a.bidder(), a.turned()), (Some(0), Some(Card::new(SPADES, Rank(14)))));
    }
}
