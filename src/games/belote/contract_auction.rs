/*!
The contract auction of coinche and contree (RULES.md coinche, "Auction" and "Coinche"): no card
turned up; from the eldest hand, in play order, each call is a pass, a bid (a value, 80 to
`max_bid` by tens or capot, and a denomination), a coinche or a surcoinche.

- A bid exceeds the standing value; partners may overbid each other, a player who passed may bid
  again; the standing bidder raises their own bid only in another denomination (`self_raise:
  new-suit`), or never.
- After a bid, three passes in a row, then the bidder's own pass or the first card led (the pass
  implied) end the auction; with `self_raise: never` the three passes end it.
- A coinche (×2) comes from an opponent of the standing bidder, at any time while the bid stands
  (`coinche_timing: any-time`), or only in turn (`in-turn`). It freezes the auction: the bidder
  and partner answer, pass or surcoinche (×4, or ×3 with `surcoinche: 3`), in either order
  (`in-turn`: in play order from the coincher, the coincher's partner skipped). A surcoinche ends
  the auction; so do both passes, or the first card led (the pass of whoever has not answered).
- Four passes with no bid: nobody plays, the next dealer deals.

Where the auction stands is its phase (`Phase`): calls in turn, or the answers to a coinche.
*/

use super::auction::Called;
use crate::engine::{Ask, BidValue, Call, CallWords, Contract, Doubled, Level, Question, Refusal, Seat, Seats, Trump};

/// The options the contract auction is played with (RULES.md coinche, contree).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ContractRules {
    /// The highest value a bid may have (`max_bid`: 160 or 180).
    pub(crate) max_bid: u16,
    /// All-trump and no-trump may be bid (`all_no_trump`).
    pub(crate) all_no_trump: bool,
    /// The standing bidder may raise their own bid in another denomination (`self_raise:
    /// new-suit`); false: three passes after a bid end the auction (`never`).
    pub(crate) self_raise: bool,
    /// Coinche and surcoinche only in turn (`coinche_timing: in-turn`).
    pub(crate) in_turn: bool,
    /// What a surcoinche multiplies the contract by (`surcoinche`: 4 or 3).
    pub(crate) surcoinche: u8,
    /// What the ruleset calls a coinche and a surcoinche (its section's `calls`).
    pub(crate) words: CallWords,
}

/// The lowest value a bid may have.
pub(super) const LOWEST_BID: u16 = 80;

/// A take (belote) or a play (bestia): not a call of this auction.
fn not_here() -> Refusal {
    Refusal::CallNotHere {
        allowed: vec![Call::Pass, Call::Bid(BidValue::Points(LOWEST_BID)), Call::Coinche, Call::Surcoinche],
    }
}

/// The standing bid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Standing {
    pub(crate) bidder: Seat,
    pub(crate) value: BidValue,
    pub(crate) trump: Trump,
}

/// Where the auction stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Calls in turn: `turn` speaks; `passes` in a row so far (since the last bid, or from the
    /// eldest hand when nobody has bid).
    Calls { turn: Seat, passes: usize },
    /// `by` coinched the standing bid: the bid's side answers. `answered`: who of it passed;
    /// `turn`: whose answer it is (`in-turn`), or None (either, in any order).
    Coinched { by: Seat, answered: Seats, turn: Option<Seat> },
}

/// The contract auction of a hand.
#[derive(Debug, Clone)]
pub(super) struct ContractAuction {
    rules: ContractRules,
    players: usize,
    /// The eldest hand: speaks first, and leads the first card.
    eldest: Seat,
    standing: Option<Standing>,
    phase: Phase,
}

impl ContractAuction {
    /// The auction of a hand just dealt: `eldest` speaks first.
    pub(crate) fn new(rules: ContractRules, eldest: Seat, players: usize) -> ContractAuction {
        ContractAuction { rules, players, eldest, standing: None, phase: Phase::Calls { turn: eldest, passes: 0 } }
    }

    fn next(&self, seat: Seat) -> Seat {
        (seat + 1) % self.players
    }

    /// Partners sit opposite (four players in two teams).
    fn same_side(&self, a: Seat, b: Seat) -> bool {
        a % 2 == b % 2
    }

    /// The contract the standing bid is, multiplied by `multiplier` by the calls `doubled`
    /// says who made.
    fn contract(s: Standing, multiplier: u8, doubled: Doubled) -> Contract {
        Contract { taker: s.bidder, trump: s.trump, level: Level::Bid(s.value), multiplier, doubled }
    }

    /// Who coinched the standing bid, if anyone did.
    pub(crate) fn coinched_by(&self) -> Option<Seat> {
        match self.phase {
            Phase::Coinched { by, .. } => Some(by),
            Phase::Calls { .. } => None,
        }
    }

    /// `seat` calls: refused (the auction as it was), or what the auction comes to.
    pub(crate) fn call(&mut self, seat: Seat, call: Call, trump: Option<Trump>) -> Result<Called, Refusal> {
        match (call, trump) {
            (Call::Take | Call::Play, _) => return Err(not_here()),
            (Call::Pass, Some(_)) => return Err(Refusal::PassNamesNoTrump),
            (Call::Coinche | Call::Surcoinche, Some(_)) => {
                return Err(Refusal::CoincheNamesNoTrump { words: self.rules.words })
            }
            (Call::Bid(_), None) => return Err(Refusal::BidNeedsTrump),
            _ => {}
        }
        match self.phase {
            Phase::Calls { turn, passes } => self.in_turn_call(seat, call, trump, turn, passes),
            Phase::Coinched { by, answered, turn } => self.answer(seat, call, by, answered, turn),
        }
    }

    /// A call before any coinche: checked in full, then the auction moves on.
    fn in_turn_call(
        &mut self,
        seat: Seat,
        call: Call,
        trump: Option<Trump>,
        turn: Seat,
        passes: usize,
    ) -> Result<Called, Refusal> {
        match call {
            Call::Pass => {
                if seat != turn {
                    return Err(Refusal::NotYourBid { bidder: turn });
                }
                let passes = passes + 1;
                match self.standing {
                    None if passes == self.players => return Ok(Called::AllPassed),
                    // Three passes after the bid: with `self_raise: never` they end it; else the
                    // bidder's own pass (the fourth) does.
                    Some(s) if passes == self.players - 1 && !self.rules.self_raise => {
                        return Ok(Called::Closed(Self::contract(s, 1, Doubled::default())))
                    }
                    Some(s) if passes == self.players => {
                        return Ok(Called::Closed(Self::contract(s, 1, Doubled::default())))
                    }
                    _ => {}
                }
                self.phase = Phase::Calls { turn: self.next(seat), passes };
                Ok(Called::Open)
            }
            Call::Bid(value) => {
                let trump = trump.ok_or(Refusal::BidNeedsTrump)?;
                if seat != turn {
                    return Err(Refusal::NotYourBid { bidder: turn });
                }
                self.check_bid(seat, value, trump)?;
                self.standing = Some(Standing { bidder: seat, value, trump });
                self.phase = Phase::Calls { turn: self.next(seat), passes: 0 };
                Ok(Called::Open)
            }
            Call::Coinche => {
                let s = self.standing.ok_or(Refusal::CoincheNoBid { words: self.rules.words })?;
                if self.same_side(seat, s.bidder) {
                    return Err(Refusal::CoincheOwnSide { bidder: s.bidder, words: self.rules.words });
                }
                if self.rules.in_turn && seat != turn {
                    return Err(Refusal::CoincheOutOfTurn { bidder: turn, words: self.rules.words });
                }
                // In turn, the bid's side answers from the coincher's next player (the
                // coincher's partner is skipped); else either answers, in any order.
                let first = self.rules.in_turn.then(|| self.next(seat));
                self.phase = Phase::Coinched { by: seat, answered: Seats::NONE, turn: first };
                Ok(Called::Open)
            }
            Call::Surcoinche => Err(Refusal::SurcoincheNoCoinche { words: self.rules.words }),
            Call::Take | Call::Play => Err(not_here()),
        }
    }

    /// A bid of `value` in `trump` by `seat`, whose turn it is: within the values, in a
    /// denomination bid here, above the standing value, and not a raise of one's own bid in the
    /// same denomination.
    fn check_bid(&self, seat: Seat, value: BidValue, trump: Trump) -> Result<(), Refusal> {
        if let BidValue::Points(v) = value {
            if !(LOWEST_BID..=self.rules.max_bid).contains(&v) {
                return Err(Refusal::BidOutOfRange { value: v, max: self.rules.max_bid });
            }
            if v % 10 != 0 {
                return Err(Refusal::BidNotTens { value: v });
            }
        }
        if !self.rules.all_no_trump && matches!(trump, Trump::All | Trump::NoTrump) {
            return Err(Refusal::NoAllNoTrump);
        }
        if let Some(s) = self.standing {
            if value <= s.value {
                return Err(Refusal::BidNotAbove { standing: s.value, lowest: self.lowest() });
            }
            if s.bidder == seat {
                if !self.rules.self_raise {
                    return Err(Refusal::SelfRaiseNever);
                }
                if s.trump == trump {
                    return Err(Refusal::SelfRaiseSameTrump { trump });
                }
            }
        }
        Ok(())
    }

    /// An answer to `by`'s coinche: a pass or a surcoinche from the bid's side.
    fn answer(
        &mut self,
        seat: Seat,
        call: Call,
        by: Seat,
        mut answered: Seats,
        turn: Option<Seat>,
    ) -> Result<Called, Refusal> {
        // A coinche stands only on a bid.
        let words = self.rules.words;
        let Some(s) = self.standing else { return Err(Refusal::CoincheNoBid { words }) };
        match call {
            Call::Take | Call::Play => return Err(not_here()),
            Call::Bid(_) => return Err(Refusal::BidAfterCoinche { coincher: by, words }),
            Call::Coinche => return Err(Refusal::AlreadyCoinched { by, words }),
            Call::Pass if !self.same_side(seat, s.bidder) => {
                return Err(Refusal::AnswerByBiddersSide { bidder: s.bidder, words })
            }
            Call::Surcoinche if !self.same_side(seat, s.bidder) => {
                return Err(Refusal::SurcoincheByCoinchers { bidder: s.bidder, words })
            }
            _ => {}
        }
        if answered.contains(seat) {
            return Err(Refusal::AlreadyAnswered { player: seat, words });
        }
        if let Some(t) = turn.filter(|t| *t != seat) {
            return Err(match call {
                Call::Surcoinche => Refusal::CoincheOutOfTurn { bidder: t, words },
                _ => Refusal::NotYourBid { bidder: t },
            });
        }
        if call == Call::Surcoinche {
            let doubled = Doubled { coinche: Some(by), surcoinche: Some(seat) };
            return Ok(Called::Closed(Self::contract(s, self.rules.surcoinche, doubled)));
        }
        answered.insert(seat);
        let partner = (seat + 2) % self.players;
        if answered.contains(partner) {
            return Ok(Called::Closed(Self::contract(s, 2, Doubled { coinche: Some(by), surcoinche: None })));
        }
        let turn = turn.map(|_| partner);
        self.phase = Phase::Coinched { by, answered, turn };
        Ok(Called::Open)
    }

    /// The contract the first card led would close the auction with: at the bidder's closing
    /// question after three passes (the bidder's pass implied), or while the bid's side answers
    /// a coinche (the pass of whoever has not answered). None: the auction waits for a call.
    pub(crate) fn closed_by_card(&self) -> Option<Contract> {
        let s = self.standing?;
        match self.phase {
            Phase::Calls { passes, .. } if passes == self.players - 1 => Some(Self::contract(s, 1, Doubled::default())),
            Phase::Calls { .. } => None,
            Phase::Coinched { by, .. } => Some(Self::contract(s, 2, Doubled { coinche: Some(by), surcoinche: None })),
        }
    }

    /// Whose call the auction waits for (None: both players of the bid's side may answer a
    /// coinche, in either order).
    pub(crate) fn bidder(&self) -> Option<Seat> {
        match self.phase {
            Phase::Calls { turn, .. } => Some(turn),
            Phase::Coinched { turn: Some(t), .. } => Some(t),
            Phase::Coinched { answered, turn: None, .. } => {
                let side = self.standing?.bidder;
                let left: Vec<Seat> =
                    [side, (side + 2) % self.players].into_iter().filter(|s| !answered.contains(*s)).collect();
                match left.as_slice() {
                    [one] => Some(*one),
                    _ => None,
                }
            }
        }
    }

    /// The lowest value that beats the standing bid (80 with none), when a value does.
    fn lowest(&self) -> Option<BidValue> {
        match self.standing.map(|s| s.value) {
            None => Some(BidValue::Points(LOWEST_BID)),
            Some(BidValue::Points(v)) if v + 10 <= self.rules.max_bid => Some(BidValue::Points(v + 10)),
            Some(_) => None,
        }
    }

    /// Who may coinche now: the standing bidder's opponents (any of them, or, in turn, the one
    /// whose turn it is), until a coinche.
    fn may_coinche(&self) -> Seats {
        let (Some(s), Phase::Calls { turn, .. }) = (self.standing, self.phase) else { return Seats::NONE };
        // The bidder's opponents (`same_side`, the one rule of who partners whom), as a mask.
        let opponents =
            (0..self.players.min(8)).filter(|p| !self.same_side(*p, s.bidder)).fold(0u8, |mask, p| mask | 1 << p);
        Seats(if self.rules.in_turn { opponents & (1u8 << (turn & 7)) } else { opponents })
    }

    /// Who may surcoinche now: the bid's side after a coinche, those who have not answered (in
    /// turn, the one whose turn it is).
    fn may_surcoinche(&self) -> Seats {
        let (Some(s), Phase::Coinched { answered, turn, .. }) = (self.standing, self.phase) else {
            return Seats::NONE;
        };
        let side = [s.bidder, (s.bidder + 2) % self.players];
        Seats::of(side.into_iter().filter(|p| !answered.contains(*p) && turn.is_none_or(|t| t == *p)))
    }

    /// The question of the moment, compactly: the standing bid, the lowest value that beats it,
    /// capot, who coinched, who may coinche or surcoinche, and whether a card led closes it.
    pub(crate) fn question(&self, hand: usize) -> Question {
        let coinched = self.coinched_by();
        let ask = Ask::ContractBid {
            hand,
            standing: self.standing.map(|s| (s.bidder, s.value, s.trump)),
            lowest: if coinched.is_some() { None } else { self.lowest() },
            max: self.rules.max_bid,
            capot: coinched.is_none() && self.standing.is_none_or(|s| s.value != BidValue::Capot),
            coinched,
            may_coinche: self.may_coinche(),
            may_surcoinche: self.may_surcoinche(),
            closing: self.closed_by_card().map(|_| self.eldest),
            all_no_trump: self.rules.all_no_trump,
            words: self.rules.words,
        };
        Question { who: self.bidder(), ask, optional: false }
    }
}

#[cfg(test)]
mod tests {
    //! RULES.md coinche, "Auction" and "Coinche", call by call. Four players in play order P1
    //! (seat 0, the eldest hand: the dealer is P4) to P4; P1+P3 against P2+P4.
    use super::*;
    use crate::cards::Suit;

    const SPADES: Trump = Trump::Suit(Suit(0));
    const HEARTS: Trump = Trump::Suit(Suit(1));
    const CLUBS: Trump = Trump::Suit(Suit(3));

    /// BGA's coinche: 180, all-trump and no-trump, self-raise in a new suit, coinche any time, ×4.
    fn coinche() -> ContractRules {
        ContractRules {
            max_bid: 180,
            all_no_trump: true,
            self_raise: true,
            in_turn: false,
            surcoinche: 4,
            words: CallWords::Coinche,
        }
    }
    /// The federation's contree: 160, suits only, no self-raise, contre in turn.
    fn contree() -> ContractRules {
        ContractRules {
            max_bid: 160,
            all_no_trump: false,
            self_raise: false,
            in_turn: true,
            surcoinche: 4,
            words: CallWords::Contre,
        }
    }

    fn pts(v: u16) -> BidValue {
        BidValue::Points(v)
    }
    fn bid(a: &mut ContractAuction, seat: Seat, v: u16, t: Trump) -> Result<Called, Refusal> {
        a.call(seat, Call::Bid(pts(v)), Some(t))
    }
    fn pass(a: &mut ContractAuction, seat: Seat) -> Result<Called, Refusal> {
        a.call(seat, Call::Pass, None)
    }
    fn coinche_by(a: &mut ContractAuction, seat: Seat) -> Result<Called, Refusal> {
        a.call(seat, Call::Coinche, None)
    }
    fn surcoinche_by(a: &mut ContractAuction, seat: Seat) -> Result<Called, Refusal> {
        a.call(seat, Call::Surcoinche, None)
    }
    /// The auction closed with this contract, coinched and surcoinched by `by`.
    fn closed(
        taker: Seat,
        value: BidValue,
        trump: Trump,
        multiplier: u8,
        (coinche, surcoinche): (Option<Seat>, Option<Seat>),
    ) -> Result<Called, Refusal> {
        let doubled = Doubled { coinche, surcoinche };
        Ok(Called::Closed(Contract { taker, trump, level: Level::Bid(value), multiplier, doubled }))
    }

    #[test]
    fn four_passes_with_no_bid_and_nobody_plays() {
        let mut a = ContractAuction::new(coinche(), 0, 4);
        for seat in 0..3 {
            assert_eq!(pass(&mut a, seat), Ok(Called::Open));
        }
        assert_eq!(pass(&mut a, 3), Ok(Called::AllPassed));
    }

    #[test]
    fn three_passes_then_the_bidders_pass_end_it() {
        let mut a = ContractAuction::new(coinche(), 0, 4);
        assert_eq!(pass(&mut a, 0), Ok(Called::Open));
        assert_eq!(bid(&mut a, 1, 90, HEARTS), Ok(Called::Open));
        for seat in [2, 3, 0] {
            assert_eq!(a.closed_by_card(), None, "before the third pass a card does not close it");
            assert_eq!(pass(&mut a, seat), Ok(Called::Open));
        }
        // The bidder's closing question: a pass, or the first card led.
        assert_eq!(a.bidder(), Some(1));
        let q = a.question(1);
        assert!(matches!(q.ask, Ask::ContractBid { closing: Some(0), .. }), "{q:?}");
        assert_eq!(
            a.closed_by_card(),
            Some(Contract {
                taker: 1,
                trump: HEARTS,
                level: Level::Bid(pts(90)),
                multiplier: 1,
                doubled: Doubled::default()
            })
        );
        assert_eq!(pass(&mut a, 1), closed(1, pts(90), HEARTS, 1, (None, None)));
    }

    #[test]
    fn a_bidder_raises_their_own_bid_only_in_another_suit() {
        let mut a = ContractAuction::new(coinche(), 0, 4);
        bid(&mut a, 0, 80, SPADES).unwrap();
        for seat in 1..4 {
            pass(&mut a, seat).unwrap();
        }
        assert_eq!(bid(&mut a, 0, 100, SPADES), Err(Refusal::SelfRaiseSameTrump { trump: SPADES }));
        assert_eq!(bid(&mut a, 0, 100, HEARTS), Ok(Called::Open));
        assert_eq!(a.standing, Some(Standing { bidder: 0, value: pts(100), trump: HEARTS }));
        // Partners overbid each other; a player who passed bids again.
        assert_eq!(bid(&mut a, 1, 110, HEARTS), Ok(Called::Open));
        assert_eq!(bid(&mut a, 2, 120, HEARTS), Ok(Called::Open));
        assert_eq!(a.bidder(), Some(3));
    }

    #[test]
    fn the_question_says_who_leads_the_card_that_closes_it_and_the_rulesets_words() {
        // Marta (seat 2) is the eldest hand: she speaks first and leads the first card.
        let mut a = ContractAuction::new(coinche(), 2, 4);
        let closing = |a: &ContractAuction| match a.question(1).ask {
            Ask::ContractBid { closing, words, .. } => (closing, words),
            other => panic!("{other:?}"),
        };
        bid(&mut a, 2, 90, HEARTS).unwrap();
        assert_eq!(closing(&a), (None, CallWords::Coinche), "no card closes it yet");
        for seat in [3, 0, 1] {
            pass(&mut a, seat).unwrap();
        }
        assert_eq!(a.bidder(), Some(2));
        assert_eq!(closing(&a), (Some(2), CallWords::Coinche), "the bidder's closing question: Marta leads");
        // After a coinche, the first card led is still the eldest's, whoever answers.
        let mut a = ContractAuction::new(contree(), 3, 4);
        bid(&mut a, 3, 80, SPADES).unwrap();
        coinche_by(&mut a, 0).unwrap();
        assert_eq!(a.bidder(), Some(1));
        assert_eq!(closing(&a), (Some(3), CallWords::Contre));
    }

    #[test]
    fn with_self_raise_never_three_passes_end_it() {
        let mut a = ContractAuction::new(contree(), 0, 4);
        bid(&mut a, 0, 80, SPADES).unwrap();
        pass(&mut a, 1).unwrap();
        pass(&mut a, 2).unwrap();
        assert_eq!(pass(&mut a, 3), closed(0, pts(80), SPADES, 1, (None, None)));
    }

    #[test]
    fn every_bid_refusal() {
        let mut a = ContractAuction::new(coinche(), 0, 4);
        assert_eq!(bid(&mut a, 0, 70, SPADES), Err(Refusal::BidOutOfRange { value: 70, max: 180 }));
        assert_eq!(bid(&mut a, 0, 190, SPADES), Err(Refusal::BidOutOfRange { value: 190, max: 180 }));
        assert_eq!(bid(&mut a, 0, 85, SPADES), Err(Refusal::BidNotTens { value: 85 }));
        assert_eq!(a.call(0, Call::Bid(pts(80)), None), Err(Refusal::BidNeedsTrump));
        assert_eq!(a.call(0, Call::Pass, Some(SPADES)), Err(Refusal::PassNamesNoTrump));
        assert_eq!(a.call(0, Call::Take, None).map_err(|r| matches!(r, Refusal::CallNotHere { .. })), Err(true));
        assert_eq!(bid(&mut a, 1, 80, SPADES), Err(Refusal::NotYourBid { bidder: 0 }));
        assert_eq!(coinche_by(&mut a, 1), Err(Refusal::CoincheNoBid { words: CallWords::Coinche }));
        assert_eq!(surcoinche_by(&mut a, 0), Err(Refusal::SurcoincheNoCoinche { words: CallWords::Coinche }));
        bid(&mut a, 0, 100, SPADES).unwrap();
        assert_eq!(
            bid(&mut a, 1, 100, HEARTS),
            Err(Refusal::BidNotAbove { standing: pts(100), lowest: Some(pts(110)) })
        );
        assert_eq!(
            bid(&mut a, 1, 90, HEARTS),
            Err(Refusal::BidNotAbove { standing: pts(100), lowest: Some(pts(110)) })
        );
        assert_eq!(
            a.call(1, Call::Coinche, Some(HEARTS)),
            Err(Refusal::CoincheNamesNoTrump { words: CallWords::Coinche })
        );
        assert_eq!(coinche_by(&mut a, 2), Err(Refusal::CoincheOwnSide { bidder: 0, words: CallWords::Coinche }));
        // All-trump and no-trump where they are bid, and not in contree.
        assert_eq!(a.call(1, Call::Bid(pts(110)), Some(Trump::All)), Ok(Called::Open));
        let mut c = ContractAuction::new(contree(), 0, 4);
        assert_eq!(c.call(0, Call::Bid(pts(80)), Some(Trump::NoTrump)), Err(Refusal::NoAllNoTrump));
        assert_eq!(bid(&mut c, 0, 170, CLUBS), Err(Refusal::BidOutOfRange { value: 170, max: 160 }));
        // Nothing is above a capot; only capot is above 180.
        bid(&mut a, 2, 180, CLUBS).unwrap();
        assert_eq!(bid(&mut a, 3, 190, CLUBS), Err(Refusal::BidOutOfRange { value: 190, max: 180 }));
        assert_eq!(
            a.question(1).ask,
            Ask::ContractBid {
                hand: 1,
                standing: Some((2, pts(180), CLUBS)),
                lowest: None,
                max: 180,
                capot: true,
                coinched: None,
                may_coinche: Seats::of([1, 3]),
                may_surcoinche: Seats::NONE,
                closing: None,
                all_no_trump: true,
                words: CallWords::Coinche,
            }
        );
        assert_eq!(a.call(3, Call::Bid(BidValue::Capot), Some(CLUBS)), Ok(Called::Open));
        assert_eq!(
            a.call(0, Call::Bid(BidValue::Capot), Some(HEARTS)),
            Err(Refusal::BidNotAbove { standing: BidValue::Capot, lowest: None })
        );
    }

    #[test]
    fn a_refused_call_changes_nothing() {
        let mut a = ContractAuction::new(coinche(), 0, 4);
        bid(&mut a, 0, 100, SPADES).unwrap();
        let before = format!("{a:?}");
        assert!(bid(&mut a, 1, 95, HEARTS).is_err());
        assert!(coinche_by(&mut a, 2).is_err());
        assert!(pass(&mut a, 3).is_err());
        assert_eq!(format!("{a:?}"), before);
    }

    #[test]
    fn a_coinche_out_of_turn_and_the_answers_in_either_order() {
        // P1 bids, P2 passes; P4 coinches before P3 speaks (out of turn).
        let mut a = ContractAuction::new(coinche(), 0, 4);
        bid(&mut a, 0, 100, HEARTS).unwrap();
        pass(&mut a, 1).unwrap();
        assert_eq!(
            a.question(1).ask,
            Ask::ContractBid {
                hand: 1,
                standing: Some((0, pts(100), HEARTS)),
                lowest: Some(pts(110)),
                max: 180,
                capot: true,
                coinched: None,
                may_coinche: Seats::of([1, 3]),
                may_surcoinche: Seats::NONE,
                closing: None,
                all_no_trump: true,
                words: CallWords::Coinche,
            }
        );
        assert_eq!(coinche_by(&mut a, 3), Ok(Called::Open));
        assert_eq!(a.bidder(), None, "the bidder and partner may answer in either order");
        assert_eq!(coinche_by(&mut a, 1), Err(Refusal::AlreadyCoinched { by: 3, words: CallWords::Coinche }));
        assert_eq!(
            bid(&mut a, 2, 110, SPADES),
            Err(Refusal::BidAfterCoinche { coincher: 3, words: CallWords::Coinche })
        );
        assert_eq!(pass(&mut a, 1), Err(Refusal::AnswerByBiddersSide { bidder: 0, words: CallWords::Coinche }));
        assert_eq!(
            surcoinche_by(&mut a, 3),
            Err(Refusal::SurcoincheByCoinchers { bidder: 0, words: CallWords::Coinche })
        );
        // The partner answers first, then the bidder.
        assert_eq!(pass(&mut a, 2), Ok(Called::Open));
        assert_eq!(pass(&mut a, 2), Err(Refusal::AlreadyAnswered { player: 2, words: CallWords::Coinche }));
        assert_eq!(a.bidder(), Some(0));
        assert_eq!(a.closed_by_card().map(|c| c.multiplier), Some(2));
        assert_eq!(pass(&mut a, 0), closed(0, pts(100), HEARTS, 2, (Some(3), None)));
    }

    #[test]
    fn a_surcoinche_by_either_ends_it() {
        for answerer in [0, 2] {
            let mut a = ContractAuction::new(coinche(), 0, 4);
            a.call(0, Call::Bid(BidValue::Capot), Some(CLUBS)).unwrap();
            assert_eq!(coinche_by(&mut a, 1), Ok(Called::Open), "a capot may be coinched");
            let q = a.question(2);
            assert!(
                matches!(q.ask, Ask::ContractBid { may_surcoinche, lowest: None, capot: false, closing: Some(0), .. }
                    if may_surcoinche == Seats::of([0, 2])),
                "{q:?}"
            );
            assert_eq!(
                surcoinche_by(&mut a, answerer),
                closed(0, BidValue::Capot, CLUBS, 4, (Some(1), Some(answerer)))
            );
        }
        // With `surcoinche: 3` the multiplier is 3; a coinche before any pass.
        let mut a = ContractAuction::new(ContractRules { surcoinche: 3, ..coinche() }, 0, 4);
        bid(&mut a, 0, 80, CLUBS).unwrap();
        coinche_by(&mut a, 1).unwrap();
        pass(&mut a, 0).unwrap();
        assert_eq!(surcoinche_by(&mut a, 2), closed(0, pts(80), CLUBS, 3, (Some(1), Some(2))));
    }

    #[test]
    fn at_the_bidders_closing_question_an_opponent_may_still_coinche() {
        let mut a = ContractAuction::new(coinche(), 0, 4);
        bid(&mut a, 0, 90, SPADES).unwrap();
        for seat in 1..4 {
            pass(&mut a, seat).unwrap();
        }
        assert_eq!(coinche_by(&mut a, 1), Ok(Called::Open));
        assert_eq!(pass(&mut a, 0), Ok(Called::Open));
        assert_eq!(pass(&mut a, 2), closed(0, pts(90), SPADES, 2, (Some(1), None)));
    }

    #[test]
    fn in_turn_a_contre_comes_in_turn_and_the_answers_in_play_order() {
        let mut a = ContractAuction::new(contree(), 0, 4);
        bid(&mut a, 0, 100, HEARTS).unwrap();
        // P4 may not contre before P2 and P3 have spoken.
        assert_eq!(coinche_by(&mut a, 3), Err(Refusal::CoincheOutOfTurn { bidder: 1, words: CallWords::Contre }));
        let q = a.question(1);
        assert!(matches!(q.ask, Ask::ContractBid { may_coinche, .. } if may_coinche == Seats::of([1])), "{q:?}");
        pass(&mut a, 1).unwrap();
        pass(&mut a, 2).unwrap();
        assert_eq!(coinche_by(&mut a, 3), Ok(Called::Open));
        // The bid's side answers from P4's next player: P1, then P3 (P4's partner P2 skipped).
        assert_eq!(a.bidder(), Some(0));
        assert_eq!(pass(&mut a, 2), Err(Refusal::NotYourBid { bidder: 0 }));
        assert_eq!(surcoinche_by(&mut a, 2), Err(Refusal::CoincheOutOfTurn { bidder: 0, words: CallWords::Contre }));
        assert_eq!(pass(&mut a, 0), Ok(Called::Open));
        assert_eq!(a.bidder(), Some(2));
        assert_eq!(surcoinche_by(&mut a, 2), closed(0, pts(100), HEARTS, 4, (Some(3), Some(2))));
        // P2 contres in turn: P3 answers first, then P1.
        let mut a = ContractAuction::new(contree(), 0, 4);
        bid(&mut a, 0, 80, SPADES).unwrap();
        coinche_by(&mut a, 1).unwrap();
        assert_eq!(a.bidder(), Some(2));
        pass(&mut a, 2).unwrap();
        assert_eq!(pass(&mut a, 0), closed(0, pts(80), SPADES, 2, (Some(1), None)));
    }
}
