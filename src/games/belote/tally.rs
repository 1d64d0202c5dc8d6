//! A Belote hand tallied (journal.md `tally`): after the bids, the scorer enters each side's
//! card points and tricks, who is credited with belote-rebelote and a renounce the table agreed
//! on, instead of the cards. The sums are checked against the deck and the hand; the hand is
//! then scored exactly as a played one ([`Belote::settle`]): contract, litige, capot or capote,
//! combinations, the renounce penalty.

use super::announce::Resolve;
use super::play::Play;
use super::score::{Sides, Taken};
use super::{Belote, Hand};
use crate::cards::{Card, Suit};
use crate::engine::{Facts, Infraction, Meta, Notice, Refusal, Rule, Side, Tally, TallyShape};
use crate::rules::trick::{Mode, Overrides, TrickRules};

/// One number per side from a tally's list: each side at most once, none negative, a side
/// left out counting 0.
fn per_side(list: &[(Side, i64)], nsides: usize) -> Result<Vec<i64>, Refusal> {
    let mut out = vec![None; nsides];
    for &(side, v) in list {
        if out[side].is_some() {
            return Err(Refusal::TallyTwice { side });
        }
        if v < 0 {
            return Err(Refusal::TallyNegative { side });
        }
        out[side] = Some(v);
    }
    Ok(out.into_iter().map(|v| v.unwrap_or(0)).collect())
}

/// How many belotes a trump allows: one per trump suit.
pub(super) fn belotes_possible(mode: Mode) -> usize {
    match mode {
        Mode::Trump(_) => 1,
        Mode::AllTrump => 4,
        Mode::NoTrump => 0,
    }
}

impl Belote {
    /// What a tally at this table adds up to, for its examples: the tricks of a hand, and every
    /// card point of the deck with a suit trump and the last trick's bonus.
    pub(super) fn tally_shape(&self) -> TallyShape {
        let deck: Vec<Card> = (0..4).flat_map(|s| self.rs.ranks.iter().map(move |r| Card::new(Suit(s), *r))).collect();
        let points = TrickRules::new(&self.rs, Mode::Trump(Suit(0)), Overrides::NONE, None).trick_points(&deck)
            + self.spec.last_trick;
        TallyShape {
            tricks: u8::try_from(self.hand_size()).unwrap_or(u8::MAX),
            points: Some(u16::try_from(points.max(0)).unwrap_or(u16::MAX)),
        }
    }

    pub(super) fn tally(&mut self, t: &Tally, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        let mut h = match self.cur.take() {
            None => return Err(Refusal::NoHand),
            // Where the first card led would close the auction, so does a tally (it stands for
            // the hand's cards): the contract auction's closing pass, or the answers to a coinche.
            Some(Hand::Auction(b)) => match b.auction.closed_by_card() {
                Some(contract) => {
                    let kept = b.clone();
                    let h = self.start_play(*b, contract);
                    match self.tallied(&h, t) {
                        Ok(mut taken) => {
                            let mut notices = Vec::new();
                            self.settle(h, &mut taken, meta, &mut notices);
                            return Ok(notices);
                        }
                        Err(refusal) => {
                            self.spare = super::Spare(Some(h));
                            self.cur = Some(Hand::Auction(kept));
                            return Err(refusal);
                        }
                    }
                }
                None => {
                    let bidder = b.auction.bidder();
                    self.cur = Some(Hand::Auction(b));
                    return Err(Refusal::StillBidding { bidder });
                }
            },
            Some(Hand::Play(p)) => p,
        };
        let mut taken = match self.tallied(&h, t) {
            Ok(taken) => taken,
            Err(refusal) => {
                self.cur = Some(Hand::Play(h));
                return Err(refusal);
            }
        };
        // The announcements entered before the tally, in seat order from the eldest hand, as
        // they were made at the table.
        let trump = h.trump_suit();
        let mut notices: Vec<Notice> =
            h.book.resolve(Resolve::Tally, &self.spec, trump).into_iter().map(Notice::Breach).collect();
        self.settle(h, &mut taken, meta, &mut notices);
        Ok(notices)
    }

    /// What tally `t` of hand `h` says its cards gave, checked against the deck and the hand.
    fn tallied(&self, h: &Play, t: &Tally) -> Result<Taken, Refusal> {
        let nsides = self.seats.sides.len();
        let hand_size = self.hand_size();
        let rules = &h.rules;
        if !h.before_cards() || !h.tricks.is_empty() {
            return Err(Refusal::TallyAfterCards);
        }
        if t.points.is_empty() {
            return Err(Refusal::TallyNeedsPoints(self.tally_shape()));
        }
        let points = per_side(&t.points, nsides)?;
        let tricks = per_side(&t.tricks, nsides)?;
        let total_tricks: i64 = tricks.iter().sum();
        if total_tricks != hand_size as i64 {
            return Err(Refusal::TallyTricks { total: total_tricks, want: hand_size });
        }
        if let Some(side) = (0..nsides).find(|s| tricks[*s] == 0 && points[*s] > 0) {
            return Err(Refusal::TallyNoTricks { side, points: points[side] });
        }
        // Every card point of the deck in this trump, and the last trick's bonus: all of it when
        // every card is played, at most that with a stock left (2-3 players).
        let deck: Vec<Card> = (0..4).flat_map(|s| self.rs.ranks.iter().map(move |r| Card::new(Suit(s), *r))).collect();
        let want = rules.trick_points(&deck) as i64 + self.spec.last_trick as i64;
        let exact = self.n() * hand_size >= deck.len();
        let total: i64 = points.iter().sum();
        if total > want || (exact && total != want) {
            return Err(Refusal::TallyPoints { total, want, exact });
        }
        let most = match h.mode() {
            Mode::AllTrump if !self.set.all_trump_belote => 0,
            mode => belotes_possible(mode),
        };
        if t.belote.len() > most {
            return Err(Refusal::TallyBelote { count: t.belote.len(), most });
        }

        let number = h.dealt.number;
        let side_of = &self.seats.side_of;
        let mut belote = Sides::zeros(nsides);
        let mut belotes = Sides::zeros(nsides);
        for p in &t.belote {
            belote[side_of[*p]] += self.spec.belote_bonus as i64;
            belotes[side_of[*p]] += 1;
        }
        let infractions: Vec<Infraction> = t
            .renounce
            .iter()
            .map(|&player| Infraction {
                hand: number,
                trick: None,
                player,
                rule: Rule::Renounce,
                card: None,
                proof: None,
                facts: Facts::Agreed,
            })
            .collect();
        let taken = Taken {
            raw: points.iter().copied().collect(),
            tricks_won: tricks.iter().map(|t| *t as usize).collect(),
            last_side: (0..nsides).find(|s| tricks[*s] == hand_size as i64),
            belote,
            belotes,
            first_offender: t.renounce.map(|p| side_of[p]),
            infractions,
            tallied: true,
        };
        Ok(taken)
    }
}
