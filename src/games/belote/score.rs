//! The end of a Belote hand: infractions with their final proofs, false announcements, the
//! combinations' award, belote-rebelote, card points, the contract as its level has it (beat the
//! defence with litige and capot, or points and capote, or beat each opponent), the renounce
//! penalty, held litige points, the totals, the next dealer and the winner — and the breakdown
//! that explains the score, line by line.

use super::bid_score::{bid_penalty, bid_score, BidHand};
use super::play::Play;
use super::settings::Penalty;
use super::spec::NextDealer;
use super::{Belote, KING, QUEEN};
use crate::cards::{Card, Suit};
use crate::checked;
use crate::engine::{
    BidValue, Contract, HandReport, HandResult, Infraction, Item, Level, MeldRecord, Meta, Notice, Outcome, Settled,
};
use crate::games::belote::melds;
use crate::rules::holdings;
use crate::rules::seating::{share, Seating};
use crate::rules::trick::Mode;
use smallvec::SmallVec;

/// A number per side of the table, held inline (a table has at most 8 sides: a ruleset seats at
/// most 8 players) and read as the slice of the table's sides: what a hand's end counts side by
/// side, with neither a heap nor a spilled-or-not test behind each look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Sides<T> {
    n: usize,
    v: [T; 8],
}

impl<T: Copy + Default> Sides<T> {
    /// `T::default()` for each of `n` sides (at most 8).
    pub(crate) fn zeros(n: usize) -> Sides<T> {
        Sides { n: n.min(8), v: [T::default(); 8] }
    }
}

impl<T> std::ops::Deref for Sides<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.v[..self.n]
    }
}

impl<T> std::ops::DerefMut for Sides<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.v[..self.n]
    }
}

impl<T> std::ops::Index<usize> for Sides<T> {
    type Output = T;
    /// Side `s`'s number (no slice made: a side's index is below 8, as every table's).
    #[inline]
    fn index(&self, s: usize) -> &T {
        &self.v[s]
    }
}

impl<T> std::ops::IndexMut<usize> for Sides<T> {
    #[inline]
    fn index_mut(&mut self, s: usize) -> &mut T {
        &mut self.v[s]
    }
}

impl<T: Copy + Default> FromIterator<T> for Sides<T> {
    /// The first 8 values (a table has no more sides).
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Sides<T> {
        let mut out = Sides::zeros(0);
        for x in iter.into_iter().take(8) {
            out.v[out.n] = x;
            out.n += 1;
        }
        out
    }
}

/// What the cards of a hand gave, side by side: from its plays, or from its tally.
pub(super) struct Taken {
    /// Card points won, the last trick's bonus included.
    pub(crate) raw: Sides<i64>,
    pub(crate) tricks_won: Sides<usize>,
    /// Who took the last trick, when known (a tally says it only of a side with every trick).
    pub(crate) last_side: Option<usize>,
    /// Belote-rebelote points, and how many belotes counted, side by side.
    pub(crate) belote: Sides<i64>,
    pub(crate) belotes: Sides<u32>,
    /// The side of the first renounce (proved, or agreed in a tally).
    pub(crate) first_offender: Option<usize>,
    pub(crate) infractions: Vec<Infraction>,
    pub(crate) tallied: bool,
}

impl Belote {
    /// The last card of hand `h` is played: what its cards gave, scored, its notices pushed on
    /// `out`. (Once a hand: kept out of the entry's hot path.)
    #[inline(never)]
    pub(super) fn finish_hand(&mut self, mut h: Box<Play>, meta: Meta, out: &mut Vec<Notice>) {
        let n = self.n();
        let nsides = self.seats.sides.len();

        // Shows whose cards the shower never played are false: their cards prove nothing.
        for seat in 0..n {
            if let Some(card) = h.claimed[seat].iter().next() {
                h.contradict(seat, card, None);
            }
        }

        // Play infractions, with their final proofs.
        let side_of = &self.seats.side_of;
        let breaches = h.log.breaches(&h.rules, &h.holdings(), &h.discredited);
        let infractions: Vec<Infraction> = breaches
            .iter()
            .map(|b| holdings::infraction(h.dealt.number, &h.rules, b, &h.tricks, &holdings::Playing::new()))
            .collect();
        let first_offender = breaches.iter().min_by_key(|b| (b.proven_at, b.trick)).map(|b| side_of[b.seat]);

        // What the cards gave, filled in place (no copy of its numbers side by side).
        let mut taken = Taken {
            raw: Sides::zeros(nsides),
            tricks_won: Sides::zeros(nsides),
            last_side: h.tricks.last().map(|t| side_of[t.winner]),
            belote: Sides::zeros(nsides),
            belotes: Sides::zeros(nsides),
            first_offender,
            infractions,
            tallied: false,
        };
        // Card points, the last trick and tricks per side.
        for t in &h.tricks {
            taken.raw[side_of[t.winner]] += t.points;
            taken.tricks_won[side_of[t.winner]] += 1;
        }
        // Belote and rebelote.
        self.belotes(&h, &mut taken);
        self.settle(h, &mut taken, meta, out)
    }

    /// Score a hand from what its cards gave: announcements, combinations, its contract, the
    /// renounce penalty, held litige points, the totals, the next dealer and the winner, and the
    /// report that explains it, its notices pushed on `out` (the entry's: nothing is allocated
    /// for them).
    pub(super) fn settle(&mut self, mut h: Box<Play>, taken: &mut Taken, meta: Meta, out: &mut Vec<Notice>) {
        let contract = h.contract;
        let award = self.combinations(&mut h);
        let mut report = self.new_report(h.dealt.number, h.dealt.dealer, Outcome::Played);
        let scored = self.score(taken, &award, &contract, h.dealt.eldest, &mut report);
        if !scored.litige {
            award_held(&mut self.held, &mut report);
        }
        // What the hand counts for as a capot: the sides that took a trick when one took none, or
        // every trick (under the renounce penalty, only a victim side that kept what play gave it).
        let capot: Sides<bool> = (0..self.seats.sides.len())
            .map(|s| scored.capot && taken.tricks_won[s] > 0 && scored.kept.as_ref().is_none_or(|k| k[s]))
            .collect();
        for (total, s) in self.totals.iter_mut().zip(&report.score) {
            checked::add(&mut self.overflow, total, *s);
        }
        self.next_deal(h.dealt.dealer, &report.score);
        report.contract = Some(Settled { contract, result: scored.result });
        let h = self.explain(&mut report, h, taken, &award, &capot, meta);
        self.spare = super::Spare(Some(h));
        out.push(Notice::Hand(report));
        if let Some(w) = self.winner {
            out.push(Notice::GameWon { side: w });
        }
    }

    /// The combinations of the hand: announcements beaten by name need no show and never score;
    /// others still standing and never shown are false; the side with the best combination
    /// scores all of its own (beaten ones are listed, unscored).
    fn combinations(&self, h: &mut Play) -> melds::Award {
        let seats = &self.seats;
        if h.book.anns.is_empty() {
            // Nothing announced (no announcements in the ruleset, or none made): nothing to
            // close, nothing to award.
            return melds::Award { per_side: smallvec::smallvec![0; seats.sides.len()], ..melds::Award::default() };
        }
        let trump = h.trump_suit();
        let closed = h.book.close(&seats.side_of);
        let mut award =
            melds::award(&self.spec, &closed.claims, trump, seats, h.dealt.eldest, self.set.run_tie, self.n());
        for (seat, c) in closed.beaten {
            let v = melds::value(&self.spec, &c) as i64;
            award.records.push((seat, c, v, false));
        }
        if award.per_side.is_empty() {
            award.per_side = smallvec::smallvec![0; seats.sides.len()];
        }
        award
    }

    /// The points of each side into `report`: the renounce penalty when a side is to lose the
    /// hand for it, else what play gives under `contract`.
    fn score(
        &mut self,
        taken: &Taken,
        award: &melds::Award,
        contract: &Contract,
        eldest: usize,
        report: &mut HandReport,
    ) -> Scored {
        if let Level::Bid(value) = contract.level {
            return self.bid_scored(taken, contract, value, report);
        }
        let taker_side = self.seats.side_of[contract.taker];
        let Some(off) = taken.first_offender.filter(|_| self.set.penalty == Penalty::HandLost) else {
            let scored = self.played(taken, award, contract, eldest, report);
            if scored.litige {
                checked::add(&mut self.overflow, &mut self.held, taken.raw[taker_side]);
            }
            return scored;
        };
        // What play gave each side, which a victim side keeps where it is more than the penalty.
        let mut play = HandReport::new(report.number, report.dealer, report.outcome, report.score.len());
        let by_play = self.played(taken, award, contract, eldest, &mut play);
        let order = self.seats.sides_from(eldest);
        // A contract to make or fail: the offenders fail it, or the victims make it.
        let to_make = contract.level != Level::Points;
        penalty(taken, award, off, &order, (&play, &by_play), report, to_make.then_some(taker_side))
    }

    /// A contract bid (coinche, contree), scored by [`bid_score`] (or [`bid_penalty`] when a
    /// side is to lose the hand for a renounce): two sides, the takers and the defence.
    fn bid_scored(&self, taken: &Taken, contract: &Contract, value: BidValue, report: &mut HandReport) -> Scored {
        let side = |s: usize| taken.raw.get(s).copied().unwrap_or(0);
        let hand_size = self.hand_size();
        let capot = (0..2).find(|s| taken.tricks_won.get(*s) == Some(&hand_size));
        let h = BidHand {
            taker_side: self.seats.side_of[contract.taker],
            value,
            multiplier: contract.multiplier,
            raw: [side(0), side(1)],
            last_side: taken.last_side,
            last: self.spec.last_trick as i64,
            capot,
            belote: [taken.belote.first().copied().unwrap_or(0), taken.belote.get(1).copied().unwrap_or(0)],
            capot_points: self.spec.capot_points.unwrap_or(0) as i64,
        };
        let result = match taken.first_offender.filter(|_| self.set.penalty == Penalty::HandLost) {
            Some(off) => bid_penalty(&h, &self.set.bid, off, report),
            None => bid_score(&h, &self.set.bid, report),
        };
        report.capot = capot;
        Scored { result: Some(result), capot: capot.is_some(), litige: false, kept: None }
    }

    /// What play gives each side under `contract`, into `report`: beat the defence (with litige
    /// and capot), or points with capote (and, to beat each opponent, the takers' fall). Nothing
    /// else changes (points held in a litige are the caller's to keep). `eldest` orders the
    /// sides for a share, where one is made.
    fn played(
        &self,
        taken: &Taken,
        award: &melds::Award,
        contract: &Contract,
        eldest: usize,
        report: &mut HandReport,
    ) -> Scored {
        let taker_side = self.seats.side_of[contract.taker];
        match contract.level {
            // A contract bid is scored by `bid_scored`, renounce penalty and all.
            Level::BeatDefence | Level::Bid(_) => {
                let played = Played {
                    raw: &taken.raw,
                    belote: &taken.belote,
                    tricks_won: &taken.tricks_won,
                    hand_size: self.hand_size(),
                    last: self.spec.last_trick as i64,
                    last_side: taken.last_side,
                    taker_side,
                    seats: &self.seats,
                    eldest,
                    capot_bonus: self.spec.capot_bonus.unwrap_or(0) as i64,
                };
                let r = contract_result(&played, report);
                Scored { result: Some(r), capot: r == HandResult::Capot, litige: r == HandResult::Litige, kept: None }
            }
            Level::Points | Level::BeatEachOpponent => self.points(taken, award, contract, eldest, report),
        }
    }

    /// Points scoring (belote-es): each side its cards, last trick, combinations and belote; when
    /// a side takes no trick, the others share the capote award; to beat each opponent (`contract:
    /// beat-each-opponent`), takers who do not beat every other side keep only their belote.
    /// `eldest` orders the sides sharing a capote award.
    fn points(
        &self,
        taken: &Taken,
        award: &melds::Award,
        contract: &Contract,
        eldest: usize,
        report: &mut HandReport,
    ) -> Scored {
        let taker_side = self.seats.side_of[contract.taker];
        let nsides = taken.raw.len();
        let last = self.spec.last_trick as i64;
        for s in 0..nsides {
            let last_here = if taken.last_side == Some(s) { last } else { 0 };
            report.add(s, Item::Cards, taken.raw[s] - last_here);
            report.add(s, Item::LastTrick, last_here);
            report.add(s, Item::Combinations, award.per_side[s]);
            report.add(s, Item::Belote, taken.belote[s]);
        }
        let capot = taken.tricks_won.contains(&0);
        if capot {
            let order = self.seats.sides_from(eldest);
            let with: Vec<usize> = order.iter().copied().filter(|s| taken.tricks_won[*s] > 0).collect();
            let mut shares = vec![0i64; nsides];
            share(self.spec.capote_award.unwrap_or(0) as i64, &with, &mut shares);
            for (s, points) in shares.iter().enumerate() {
                report.add(s, Item::Capot, *points);
            }
        }
        let mut result = None;
        if contract.level == Level::BeatEachOpponent {
            let best_other = (0..nsides).filter(|s| *s != taker_side).map(|s| report.score[s]).max().unwrap_or(0);
            result = Some(if report.score[taker_side] > best_other {
                HandResult::Made
            } else {
                // The takers keep only their belote.
                report.breakdown.retain(|l| l.side != taker_side || l.item == Item::Belote);
                report.score[taker_side] = taken.belote[taker_side];
                HandResult::Failed
            });
        }
        Scored { result, capot, litige: false, kept: None }
    }

    /// Who deals next (two players: who scored more, when the ruleset says so), and whether the
    /// game is won: one side alone at the top, at or over the target.
    fn next_deal(&mut self, dealer: usize, score: &[i64]) {
        let n = self.n();
        let seats = &self.seats;
        self.next_dealer = Some(match self.spec.next_dealer {
            NextDealer::HigherScorerHeadsUp if n == 2 && score[0] != score[1] => {
                seats.members[usize::from(score[1] > score[0])][0]
            }
            _ => (dealer + 1) % n,
        });
        self.played += 1;
        let max = *self.totals.iter().max().unwrap_or(&0);
        let top = || {
            let mut top = (0..self.totals.len()).filter(|s| self.totals[*s] == max);
            match (top.next(), top.next()) {
                (Some(w), None) => Some(w),
                _ => None,
            }
        };
        if self.set.hands > 0 {
            // A partie of H hands: over after them, won by the higher total (equal: a draw).
            if self.played >= self.set.hands {
                self.winner = top();
                self.over = true;
            }
        } else if max > self.set.target || (max == self.set.target && !self.set.target_exceed) {
            self.winner = top();
            self.over = self.winner.is_some();
        }
    }

    /// What the report says besides the points: the tricks (unless tallied), the combinations,
    /// the announcements, the timings, every infraction, and what the hand counts for.
    fn explain(
        &self,
        report: &mut HandReport,
        mut h: Box<Play>,
        taken: &mut Taken,
        award: &melds::Award,
        capot: &[bool],
        meta: Meta,
    ) -> Box<Play> {
        let Taken { belotes, infractions, tallied, .. } = taken;
        let (belotes, tallied) = (*belotes, *tallied);
        if self.lean {
            // Only the tally is read: the combinations count, the rest is left out.
            report.counts.reset(self.seats.sides.len(), self.n());
            if self.spanish() {
                for (player, _, points, _) in award.records.iter().filter(|r| r.3) {
                    report.counts.players[*player].combinations += points;
                }
            }
        } else {
            report.notes.tallied = tallied;
            report.tricks = (!tallied).then(|| h.tricks.iter().map(holdings::PlayedTrick::record).collect());
            let records: Vec<MeldRecord> = award
                .records
                .iter()
                .map(|&(player, c, points, scored)| MeldRecord {
                    player,
                    name: c.name,
                    cards: c.listed(&self.spec),
                    points,
                    scored,
                })
                .collect();
            report.notes.first_line = h.dealt.first_line;
            report.notes.last_line = meta.line;
            report.notes.started_at = h.dealt.started_at.clone();
            report.notes.ended_at = meta.at.map(String::from);
            report.notes.announcements = h.book.anns.iter().map(|a| (a.seat, a.names.to_vec())).collect();
            report.notes.best_meld = records
                .iter()
                .filter(|m| m.scored)
                .max_by_key(|m| m.points)
                .map(|m| (m.points, m.player, m.cards.clone()));
            report.melds = self.spanish().then_some(records);
            let mut counts = crate::engine::HandCounts::new(self.seats.sides.len(), self.n());
            for m in report.melds.iter().flatten().filter(|m| m.scored) {
                counts.players[m.player].combinations += m.points;
            }
            report.counts = counts;
        }
        // The announcements' first, then the play's (the report's room kept).
        report.infractions.append(&mut h.book.infractions);
        report.infractions.append(infractions);
        // What the hand counts for: the capot (`capot`, side by side), belotes, the combinations
        // that scored (above), the renounces.
        for (s, c) in report.counts.sides.iter_mut().enumerate() {
            c.capot = capot[s];
            c.belotes = belotes[s];
        }
        let mut counts = std::mem::take(&mut report.counts);
        counts.renounces(&report.infractions);
        report.counts = counts;
        h
    }

    /// The belote points of each side and how many belotes counted, into `taken` (from
    /// nothing): K and Q of a trump suit played by one player (all-trump: every suit), said as
    /// the settings require.
    fn belotes(&self, h: &Play, taken: &mut Taken) {
        let Taken { belote, belotes: count, .. } = taken;
        let every = [Suit(0), Suit(1), Suit(2), Suit(3)];
        let suits: &[Suit] = match h.mode() {
            Mode::Trump(t) => &every[t.0 as usize & 3..][..1],
            Mode::AllTrump if self.set.all_trump_belote => &every,
            Mode::AllTrump | Mode::NoTrump => &[],
        };
        for &s in suits {
            let k = Card::new(s, KING);
            let q = Card::new(s, QUEEN);
            for seat in 0..self.n() {
                if !(h.played_by[seat].contains(k) && h.played_by[seat].contains(q)) {
                    continue;
                }
                // This player's plays of the two, in order (nothing gathered: the first two, and
                // whether there is a third).
                let mut plays = h.honours.iter().filter(|(p, c, _)| *p == seat && (*c == k || *c == q));
                let first = plays.next();
                let ok = if self.set.declare_first {
                    // Said with the first of the two played, the rebelote implied.
                    first.is_some_and(|p| p.2 == Some(crate::engine::Say::Belote))
                } else {
                    !self.set.must_declare
                        || match (first, plays.next(), plays.next()) {
                            (Some(a), Some(b), None) => {
                                a.2 == Some(crate::engine::Say::Belote)
                                    && b.2 == Some(crate::engine::Say::Rebelote)
                                    && (!self.set.king_first || a.1 == k)
                            }
                            _ => false,
                        }
                };
                if ok {
                    belote[self.seats.side_of[seat]] += self.spec.belote_bonus as i64;
                    count[self.seats.side_of[seat]] += 1;
                }
            }
        }
    }
}

/// How the points of a hand came out.
struct Scored {
    result: Option<HandResult>,
    /// A side took every trick (contract), or took none (points: capote).
    capot: bool,
    /// The takers' points are held for the next hand's winner.
    litige: bool,
    /// Under the renounce penalty, side by side: whether the side kept what play gave it (None:
    /// no penalty, every side scored its play).
    kept: Option<SmallVec<[bool; 4]>>,
}

/// The renounce penalty (RULES.md "Broken play obligations", `hand-lost`): the offending side
/// `off` scores only its own belote; the other sides share every card point and scoring
/// combination of the hand (equally, the remainder to the side nearest the eldest hand, `order`)
/// and keep their own belote. Decision 2026-11-28 (#35): an infraction never pays its victims
/// less than play did, so each victim side whose `play` (the lines and outcome of the hand
/// scored as played) is more than its share and belote keeps its play, lines and all: a capot
/// taken by the victims stays 252, a capote share and combinations stay. `taker_side` is given
/// where there is a contract, whose result the offender fails (or the victims' capot stands).
fn penalty(
    taken: &Taken,
    award: &melds::Award,
    off: usize,
    order: &[usize],
    (play, by_play): (&HandReport, &Scored),
    report: &mut HandReport,
    taker_side: Option<usize>,
) -> Scored {
    let nsides = taken.raw.len();
    let total: i64 = taken.raw.iter().sum::<i64>() + award.per_side.iter().sum::<i64>();
    let others: SmallVec<[usize; 4]> = order.iter().copied().filter(|s| *s != off).collect();
    let mut shares = vec![0i64; nsides];
    share(total, &others, &mut shares);
    let mut kept: SmallVec<[bool; 4]> = smallvec::smallvec![false; nsides];
    for s in 0..nsides {
        if s != off && play.score[s] > shares[s] + taken.belote[s] {
            kept[s] = true;
            for l in play.breakdown.iter().filter(|l| l.side == s) {
                report.add(s, l.item, l.points);
            }
        } else {
            report.add(s, Item::RenouncePenalty, shares[s]);
            report.add(s, Item::Belote, taken.belote[s]);
        }
    }
    // A capot (or capote share) still counts where a side that took a trick kept its play.
    let capot = by_play.capot && (0..nsides).any(|s| kept[s] && taken.tricks_won[s] > 0);
    let result = match taker_side {
        _ if capot && by_play.result == Some(HandResult::Capot) => Some(HandResult::Capot),
        Some(t) => Some(if off == t { HandResult::Failed } else { HandResult::Made }),
        None => None,
    };
    Scored { result, capot, litige: false, kept: Some(kept) }
}

/// A played Belote hand as contract scoring sees it, side by side.
pub(crate) struct Played<'a> {
    /// Card points won, the last trick's bonus included.
    pub(crate) raw: &'a [i64],
    /// Belote-rebelote points.
    pub(crate) belote: &'a [i64],
    pub(crate) tricks_won: &'a [usize],
    pub(crate) hand_size: usize,
    /// The last trick's bonus and who won it.
    pub(crate) last: i64,
    pub(crate) last_side: Option<usize>,
    pub(crate) taker_side: usize,
    /// The table and its eldest hand: the sides from the eldest hand on get the odd point of a
    /// share (ordered only where a share is made).
    pub(crate) seats: &'a Seating,
    pub(crate) eldest: usize,
    pub(crate) capot_bonus: i64,
}

/// Contract scoring (RULES.md): a capot takes every card point and the bonus; otherwise the
/// takers make their contract with more than the best defending side (belote counted), fail it
/// with less (the defenders share every card point), or leave it in litige with as many (the
/// defenders score theirs; the takers' points are held for the next hand's winner). Each side
/// keeps its belote. The lines go into `report`; the result is returned.
pub(crate) fn contract_result(p: &Played, report: &mut HandReport) -> HandResult {
    let nsides = p.raw.len();
    let total_raw: i64 = p.raw.iter().sum();
    let taker_side = p.taker_side;
    // The defending sides, in order (nothing gathered: two sides are most tables').
    let defenders = || (0..nsides).filter(move |s| *s != taker_side);
    let own = |r: &mut HandReport, s: usize| {
        let last_here = if p.last_side == Some(s) { p.last } else { 0 };
        r.add(s, Item::Cards, p.raw[s] - last_here);
        r.add(s, Item::LastTrick, last_here);
    };
    if let Some(cs) = (0..nsides).find(|s| p.tricks_won[*s] == p.hand_size) {
        report.add(cs, Item::Cards, total_raw - p.last);
        report.add(cs, Item::LastTrick, p.last);
        report.add(cs, Item::Capot, p.capot_bonus);
        for s in 0..nsides {
            report.add(s, Item::Belote, p.belote[s]);
        }
        return HandResult::Capot;
    }
    let t_total = p.raw[taker_side] + p.belote[taker_side];
    let d_total: i64 = defenders().map(|s| p.raw[s] + p.belote[s]).max().unwrap_or(0);
    if t_total > d_total {
        for s in 0..nsides {
            own(report, s);
            report.add(s, Item::Belote, p.belote[s]);
        }
        HandResult::Made
    } else if t_total < d_total {
        report.add(taker_side, Item::Belote, p.belote[taker_side]);
        if nsides == 2 {
            // One defending side takes every card point.
            let d = 1 - taker_side;
            report.add(d, Item::Cards, total_raw - p.last);
            report.add(d, Item::LastTrick, p.last);
        } else {
            let d_order: SmallVec<[usize; 8]> =
                p.seats.sides_from(p.eldest).into_iter().filter(|s| *s != taker_side).collect();
            let mut shares: SmallVec<[i64; 8]> = smallvec::smallvec![0; nsides];
            share(total_raw, &d_order, &mut shares);
            for s in &d_order {
                report.add(*s, Item::Cards, shares[*s]);
            }
        }
        for s in defenders() {
            report.add(s, Item::Belote, p.belote[s]);
        }
        HandResult::Failed
    } else {
        for s in defenders() {
            own(report, s);
            report.add(s, Item::Belote, p.belote[s]);
        }
        report.add(taker_side, Item::Belote, p.belote[taker_side]);
        HandResult::Litige
    }
}

/// Points held from a litige go to the side that alone scores most in a hand that is not itself
/// a litige; with a tie at the top they wait for the next hand.
pub(crate) fn award_held(held: &mut i64, report: &mut HandReport) {
    if *held <= 0 {
        return;
    }
    let max = *report.score.iter().max().unwrap_or(&0);
    let mut top = (0..report.score.len()).filter(|s| report.score[*s] == max);
    if let (Some(side), None) = (top.next(), top.next()) {
        report.add(side, Item::HeldLitige, *held);
        *held = 0;
    }
}

#[cfg(test)]
mod tests {
    //! A hand is scored under its contract, whatever auction reached it: the numbers of RULES.md's
    //! worked examples (belote-classic 2-4), and belote-es's two levels on the same cards.
    use super::*;
    use crate::engine::Trump;
    use crate::games::{GameSpec, Rules};
    use crate::rules::seating::Seating;
    use crate::ruleset::OptValue;
    use std::sync::Arc;

    /// Four players in two pairs, P1+P3 (side 0) against P2+P4 (side 1); P1 is the eldest hand.
    fn table(name: &str, options: &[(&str, OptValue)]) -> Belote {
        let r = Rules::load(name).unwrap();
        let given = options.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
        let opts = r.options(&given).unwrap();
        let GameSpec::Belote(spec) = &r.spec else { panic!("{name} is a Belote") };
        let spec = Arc::new(spec.clone());
        let players: Vec<String> = ["P1", "P2", "P3", "P4"].map(String::from).into();
        let teams = vec![vec!["P1".to_string(), "P3".to_string()], vec!["P2".to_string(), "P4".to_string()]];
        let seats = Arc::new(Seating::new(&r, &players, Some(&teams)).unwrap());
        Belote::new(Arc::new(r), spec, &opts, seats)
    }

    /// What the cards gave each side: card points with the last trick's 10 (taken by side
    /// `last`), tricks, belote.
    fn cards(raw: [i64; 2], tricks: [usize; 2], last: usize, belote: [i64; 2]) -> Taken {
        Taken {
            raw: raw.into_iter().collect(),
            tricks_won: tricks.into_iter().collect(),
            last_side: Some(last),
            belote: belote.into_iter().collect(),
            belotes: belote.iter().map(|b| u32::from(*b > 0)).collect(),
            first_offender: None,
            infractions: Vec::new(),
            tallied: true,
        }
    }

    /// The hand scored under `contract`: its result and each side's points.
    fn scored(g: &mut Belote, taken: &Taken, contract: Contract) -> (Option<HandResult>, Vec<i64>) {
        let award = melds::Award { per_side: smallvec::smallvec![0; 2], ..melds::Award::default() };
        let mut report = HandReport::new(1, 3, Outcome::Played, 2);
        let s = g.score(taken, &award, &contract, 0, &mut report);
        if !s.litige {
            award_held(&mut g.held, &mut report);
        }
        (s.result, report.score)
    }

    const HEARTS: Trump = Trump::Suit(Suit(1));

    #[test]
    fn belote_classic_takers_beat_the_defence_or_fail() {
        let mut g = table("belote-classic", &[]);
        assert_eq!(g.set.level, Level::BeatDefence);
        // P1 took. 72 (last trick included) and the belote: 92 against 90, made.
        let p1 = Contract::plain(0, HEARTS, g.set.level);
        assert_eq!(scored(&mut g, &cards([72, 90], [4, 4], 0, [20, 0]), p1), (Some(HandResult::Made), vec![92, 90]));
        // 60 with the belote: 80 against 102, failed: the takers keep their belote, the
        // defenders take 162.
        let failed = cards([60, 102], [3, 5], 1, [20, 0]);
        assert_eq!(scored(&mut g, &failed, p1), (Some(HandResult::Failed), vec![20, 162]));
        // P2 (the other side) took the same cards: the other side's contract is judged.
        let p2 = Contract::plain(1, HEARTS, g.set.level);
        assert_eq!(scored(&mut g, &failed, p2), (Some(HandResult::Made), vec![80, 102]));
    }

    #[test]
    fn belote_classic_a_litige_holds_the_takers_points_for_the_next_hand() {
        let mut g = table("belote-classic", &[]);
        let p1 = Contract::plain(0, HEARTS, Level::BeatDefence);
        // 81 against 81: the defenders score 81 now, 81 are held.
        assert_eq!(scored(&mut g, &cards([81, 81], [4, 4], 0, [0, 0]), p1), (Some(HandResult::Litige), vec![0, 81]));
        assert_eq!(g.held, 81);
        // The other team wins the next hand 100 to 62: 100 + 81.
        let p2 = Contract::plain(1, HEARTS, Level::BeatDefence);
        assert_eq!(scored(&mut g, &cards([62, 100], [3, 5], 1, [0, 0]), p2), (Some(HandResult::Made), vec![62, 181]));
        assert_eq!(g.held, 0);
        // With the belote: 71 + 20 against 91: the defenders 91 and the takers 20 now, 71 held.
        let belote = cards([71, 91], [4, 4], 0, [20, 0]);
        assert_eq!(scored(&mut g, &belote, p1), (Some(HandResult::Litige), vec![20, 91]));
        assert_eq!(g.held, 71);
    }

    #[test]
    fn belote_classic_a_capot_is_252_to_0() {
        let mut g = table("belote-classic", &[]);
        let p1 = Contract::plain(0, HEARTS, Level::BeatDefence);
        assert_eq!(scored(&mut g, &cards([162, 0], [8, 0], 0, [0, 0]), p1), (Some(HandResult::Capot), vec![252, 0]));
        // The defenders take every trick; the takers keep their belote.
        let theirs = cards([0, 162], [0, 8], 1, [20, 0]);
        assert_eq!(scored(&mut g, &theirs, p1), (Some(HandResult::Capot), vec![20, 252]));
    }

    #[test]
    fn belote_es_keeps_what_each_side_makes_unless_the_takers_must_beat_each_opponent() {
        // No contract (the default): every side keeps what it makes, and the hand has no result.
        let mut g = table("belote-es", &[]);
        assert_eq!(g.set.level, Level::Points);
        let p1 = Contract::plain(0, HEARTS, g.set.level);
        let failed = cards([60, 102], [3, 5], 1, [20, 0]);
        assert_eq!(scored(&mut g, &failed, p1), (None, vec![80, 102]));
        // `contract: beat-each-opponent`: takers who do not beat every other side keep only
        // their belote; the others keep what they make.
        let mut g = table("belote-es", &[("contract", OptValue::Str("beat-each-opponent".into()))]);
        assert_eq!(g.set.level, Level::BeatEachOpponent);
        let p1 = Contract::plain(0, HEARTS, g.set.level);
        assert_eq!(scored(&mut g, &failed, p1), (Some(HandResult::Failed), vec![20, 102]));
        let made = cards([72, 90], [4, 4], 0, [20, 0]);
        assert_eq!(scored(&mut g, &made, p1), (Some(HandResult::Made), vec![92, 90]));
    }
}
