/*!
A hand played under a contract bid (RULES.md coinche "Made", "Scores", "Broken play
obligations", and contree), scored: [`bid_score`] judges the contract and writes each side's
lines; [`bid_penalty`] scores the renounce penalty `hand-lost` as the coinche section words it.

The lines are the hand report's breakdown items: `contract` (the value C), `cards` and
`last-trick` (card points), `rounding` (to the nearest ten; 162 reads 160), `capot` (250 in place
of cards and last trick), `belote`, `coinche` (what the multiplier adds), `renounce-penalty`.
They add up to each side's score.
*/

use super::settings::BidScoring;
use crate::engine::{BidValue, HandReport, HandResult, Item, Side};

/// A hand under a contract bid, as the scoring sees it: two sides, the takers and the defence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct BidHand {
    pub(crate) taker_side: Side,
    pub(crate) value: BidValue,
    /// 1; 2 after a coinche; 4 (or 3) after a surcoinche.
    pub(crate) multiplier: u8,
    /// Card points taken by side, the last trick's bonus included (162 in all).
    pub(crate) raw: [i64; 2],
    /// Who took the last trick, when known, and what it adds.
    pub(crate) last_side: Option<Side>,
    pub(crate) last: i64,
    /// The side that took every trick, if one did.
    pub(crate) capot: Option<Side>,
    /// Belote points by side.
    pub(crate) belote: [i64; 2],
    /// What a side taking every trick counts in place of its card points and last trick, and
    /// what a capot bid is worth (250).
    pub(crate) capot_points: i64,
}

/// Rounded to the nearest ten, 5 up (RULES.md contree: 97 reads 100, 85 reads 90).
pub(crate) fn round_ten(points: i64) -> i64 {
    (points + 5).div_euclid(10) * 10
}

impl BidHand {
    fn defence(&self) -> Side {
        1 - self.taker_side
    }

    /// Every card point of the deal, the last trick's included (162).
    fn deck(&self) -> i64 {
        self.raw[0] + self.raw[1]
    }

    /// What the value is worth: its points, or a capot's.
    fn worth(&self) -> i64 {
        match self.value {
            BidValue::Points(v) => i64::from(v),
            BidValue::Capot => self.capot_points,
        }
    }

    /// Whether the takers make the contract (judged before any rounding): a capot by taking
    /// every trick; a value when their total (card points, or the capot's 250, and their belote)
    /// reaches it, an "80" needing `eighty_needs`.
    pub(crate) fn made(&self, s: &BidScoring) -> bool {
        let t = self.taker_side;
        let every_trick = self.capot == Some(t);
        match self.value {
            BidValue::Capot => every_trick,
            BidValue::Points(v) => {
                let cards = if every_trick { self.capot_points } else { self.raw[t] };
                let need = if v == 80 { s.eighty_needs } else { i64::from(v) };
                cards + self.belote[t] >= need
            }
        }
    }
}

/// Lines of one hand, side by side, kept apart until they go into the report (the renounce
/// penalty compares and relabels them). Held inline: a hand has a dozen lines at most (each
/// side's contract, capot or cards, last trick, rounding, belote and coinche), so scoring one
/// allocates nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Lines(smallvec::SmallVec<[(Side, Item, i64); 12]>);

impl Lines {
    fn add(&mut self, side: Side, item: Item, points: i64) {
        if points != 0 {
            self.0.push((side, item, points));
        }
    }
    fn total(&self, side: Side) -> i64 {
        self.0.iter().filter(|l| l.0 == side).map(|l| l.2).sum()
    }
    fn into_report(self, report: &mut HandReport) {
        for (side, item, points) in self.0 {
            report.add(side, item, points);
        }
    }
}

/// A side's own card points and last trick, rounded when the scoring rounds (the defence's are
/// 160 minus the takers' rounded).
fn own_cards(h: &BidHand, s: &BidScoring, side: Side, out: &mut Lines) {
    let last_here = if h.last_side == Some(side) { h.last } else { 0 };
    out.add(side, Item::Cards, h.raw[side] - last_here);
    out.add(side, Item::LastTrick, last_here);
    if s.rounding {
        let takers = round_ten(h.raw[h.taker_side]);
        let rounded = if side == h.taker_side { takers } else { round_ten(h.deck()) - takers };
        out.add(side, Item::Rounding, rounded - h.raw[side]);
    }
}

/// Every card point of the deal for `side` (162), 160 when the scoring rounds: a coinched
/// contract on the deal's base scores the deal's points, rounded only where every count is.
fn all_cards(h: &BidHand, side: Side, rounded: bool, out: &mut Lines) {
    out.add(side, Item::Cards, h.deck() - h.last);
    out.add(side, Item::LastTrick, h.last);
    if rounded {
        out.add(side, Item::Rounding, round_ten(h.deck()) - h.deck());
    }
}

/// The lines of `h` when the contract is `made` or not, by the options `s` (RULES.md coinche
/// "Scores" and contree).
fn lines(h: &BidHand, s: &BidScoring, made: bool) -> Lines {
    let (t, d) = (h.taker_side, h.defence());
    let m = i64::from(h.multiplier);
    let c = h.worth();
    let mut out = Lines::default();
    if s.bid_only {
        // The value bid, times the multiplier, to the contract's winner; belote to its holder.
        let winner = if made { t } else { d };
        out.add(winner, Item::Contract, c);
        out.add(winner, Item::Coinche, (m - 1) * c);
        out.add(t, Item::Belote, h.belote[t]);
        out.add(d, Item::Belote, h.belote[d]);
        return out;
    }
    // A coinched contract on the deal's base scores (160 + C) × m to its winner, the belote
    // outside any product (contree); otherwise the belote counts with the rest (coinche). The
    // 160 is the deal's 162 rounded: with `rounding: none` the base is 162.
    let deal = s.deal_base && m > 1;
    let belote_inside = !s.deal_base;
    // What the multiplier multiplies, for the winner of the contract.
    let mut multiplied = Lines::default();
    let winner = if made { t } else { d };
    multiplied.add(winner, Item::Contract, c);
    if made {
        if h.value == BidValue::Capot || h.capot == Some(t) {
            multiplied.add(t, Item::Capot, h.capot_points);
        } else if deal {
            all_cards(h, t, s.rounding, &mut multiplied);
        } else {
            own_cards(h, s, t, &mut multiplied);
        }
    } else if h.value == BidValue::Capot && s.capot_failed > c + h.deck() {
        // A failed capot bid worth 500 to the defence: as if it had made it.
        multiplied.add(d, Item::Capot, s.capot_failed - c);
    } else {
        all_cards(h, d, s.rounding, &mut multiplied);
    }
    if belote_inside {
        multiplied.add(winner, Item::Belote, h.belote[winner]);
    }
    let product = multiplied.total(winner);
    out.0.append(&mut multiplied.0);
    out.add(winner, Item::Coinche, (m - 1) * product);
    if !belote_inside {
        out.add(winner, Item::Belote, h.belote[winner]);
    }
    if made {
        // The defence: its own card points and belote at m = 1; at m > 1 nothing on the
        // points' base (its belote lost), its belote on the deal's.
        if m == 1 {
            own_cards(h, s, d, &mut out);
            out.add(d, Item::Belote, h.belote[d]);
        } else if !belote_inside {
            out.add(d, Item::Belote, h.belote[d]);
        }
    } else {
        // The takers keep their belote, not multiplied, unless it goes to the defence.
        let to = if s.belote_to_defence { d } else { t };
        out.add(to, Item::Belote, h.belote[t]);
    }
    out
}

/// Score `h` into `report`: made or failed (capot bids included).
pub(crate) fn bid_score(h: &BidHand, s: &BidScoring, report: &mut HandReport) -> HandResult {
    let made = h.made(s);
    lines(h, s, made).into_report(report);
    if made {
        HandResult::Made
    } else {
        HandResult::Failed
    }
}

/// The renounce penalty `hand-lost` (RULES.md coinche, "Broken play obligations"): the hand is
/// scored as if the offending side `off` had lost the contract with every card of the deal
/// against it — offending takers fail it, the defence holding 162 card points; offending
/// defenders see it made, the takers holding 162 card points (a capot bid made) — with the
/// belotes as the section says for that outcome. The victims score the larger of this and what
/// play gave them (then their card points of the penalty are one `renounce-penalty` line); the
/// offenders score what the penalty leaves them, no more than their belote. Returns the
/// contract's result under the penalty.
pub(crate) fn bid_penalty(h: &BidHand, s: &BidScoring, off: Side, report: &mut HandReport) -> HandResult {
    let victims = 1 - off;
    let takers_offend = off == h.taker_side;
    let mut raw = [0; 2];
    raw[victims] = h.deck();
    let against = BidHand { raw, last_side: Some(victims), capot: None, ..*h };
    let penalty = lines(&against, s, !takers_offend);
    let play = lines(h, s, h.made(s));
    let mut out = Lines::default();
    if play.total(victims) > penalty.total(victims) {
        out.0.extend(play.0.iter().filter(|l| l.0 == victims).copied());
    } else {
        for &(side, item, points) in penalty.0.iter().filter(|l| l.0 == victims) {
            let item = match item {
                Item::Cards | Item::LastTrick | Item::Rounding => Item::RenouncePenalty,
                other => other,
            };
            out.add(side, item, points);
        }
    }
    out.0.extend(penalty.0.iter().filter(|l| l.0 == off).copied());
    // Several lines of one item (the penalty's cards, last trick and rounding) come together.
    out.into_report(report);
    if takers_offend {
        HandResult::Failed
    } else {
        HandResult::Made
    }
}

#[cfg(test)]
mod tests {
    //! RULES.md's worked examples (coinche 1-6, contree 7-10), the capots, and each option, with
    //! the numbers written there. P1+P3 (side 0) against P2+P4 (side 1).
    use super::*;
    use crate::engine::Outcome;

    /// BGA's coinche: 82 for an 80, the takers' belote kept, points and bid, no rounding, the
    /// points' base, 412 for a failed capot.
    fn coinche() -> BidScoring {
        BidScoring {
            eighty_needs: 82,
            belote_to_defence: false,
            bid_only: false,
            rounding: false,
            deal_base: false,
            capot_failed: 412,
        }
    }
    /// The federation's contree.
    fn contree() -> BidScoring {
        BidScoring {
            eighty_needs: 80,
            belote_to_defence: true,
            bid_only: false,
            rounding: true,
            deal_base: true,
            capot_failed: 500,
        }
    }

    /// A hand where `taker_side` bid `value` ×`m`: the takers took `takers` card points (the
    /// last trick's 10 included, taken by the takers when they have any points), tricks as
    /// `capot` says, belote by side.
    fn hand(taker_side: Side, value: BidValue, m: u8, takers: i64, capot: Option<Side>, belote: [i64; 2]) -> BidHand {
        let d = 1 - taker_side;
        let mut raw = [0; 2];
        raw[taker_side] = takers;
        raw[d] = 162 - takers;
        BidHand {
            taker_side,
            value,
            multiplier: m,
            raw,
            last_side: Some(if takers >= 10 { taker_side } else { d }),
            last: 10,
            capot,
            belote,
            capot_points: 250,
        }
    }

    fn pts(v: u16) -> BidValue {
        BidValue::Points(v)
    }

    /// The result and each side's score, and that the lines add up to it.
    fn scored(h: &BidHand, s: &BidScoring) -> (HandResult, Vec<i64>) {
        let mut r = HandReport::new(1, 3, Outcome::Played, 2);
        let result = bid_score(h, s, &mut r);
        for side in 0..2 {
            let sum: i64 = r.breakdown.iter().filter(|l| l.side == side).map(|l| l.points).sum();
            assert_eq!(sum, r.score[side], "the lines add up: {:?}", r.breakdown);
        }
        (result, r.score)
    }

    fn item(h: &BidHand, s: &BidScoring, side: Side, item: Item) -> i64 {
        let mut r = HandReport::new(1, 3, Outcome::Played, 2);
        bid_score(h, s, &mut r);
        r.breakdown.iter().filter(|l| l.side == side && l.item == item).map(|l| l.points).sum()
    }

    use HandResult::{Failed, Made};

    #[test]
    fn example_1_a_contract_made_scores_the_value_and_the_total() {
        // P1 100♥, passed round: takers 92 card points + belote 20 = 112 ≥ 100.
        let h = hand(0, pts(100), 1, 92, None, [20, 0]);
        assert_eq!(scored(&h, &coinche()), (Made, vec![212, 70]));
        assert_eq!(item(&h, &coinche(), 0, Item::Contract), 100);
    }

    #[test]
    fn example_2_a_coinche_doubles_the_winners_score() {
        // P2 coinched: made, (100 + 112) × 2 = 424 and the defence nothing.
        let h = hand(0, pts(100), 2, 92, None, [20, 0]);
        assert_eq!(scored(&h, &coinche()), (Made, vec![424, 0]));
        assert_eq!(item(&h, &coinche(), 0, Item::Coinche), 212, "what the multiplier adds");
        // Failed: takers 72 + 20 = 92 < 100: defence (100 + 162) × 2 = 524, takers their belote.
        let h = hand(0, pts(100), 2, 72, None, [20, 0]);
        assert_eq!(scored(&h, &coinche()), (Failed, vec![20, 524]));
    }

    #[test]
    fn example_3_an_eighty_needs_82() {
        let h = hand(0, pts(80), 1, 81, None, [0, 0]);
        assert_eq!(scored(&h, &coinche()), (Failed, vec![0, 242]));
        // With the belote the takers keep it: 81 + 20 = 101 makes it.
        assert_eq!(scored(&hand(0, pts(80), 1, 81, None, [20, 0]), &coinche()).0, Made);
        // `eighty_needs: 80`: 80 makes it.
        let at_80 = BidScoring { eighty_needs: 80, ..coinche() };
        assert_eq!(scored(&hand(0, pts(80), 1, 80, None, [0, 0]), &at_80), (Made, vec![160, 82]));
        assert_eq!(scored(&hand(0, pts(80), 1, 80, None, [0, 0]), &coinche()).0, Failed);
    }

    #[test]
    fn example_4_a_surcoinched_capot() {
        // P2 (side 1) capot ♣, surcoinched: all eight tricks, 500 × 4.
        let h = hand(1, BidValue::Capot, 4, 162, Some(1), [0, 0]);
        assert_eq!(scored(&h, &coinche()), (Made, vec![0, 2000]));
        // Seven tricks: failed, the defence 412 × 4.
        let h = hand(1, BidValue::Capot, 4, 150, None, [0, 0]);
        assert_eq!(scored(&h, &coinche()), (Failed, vec![1648, 0]));
        // `surcoinche: 3`: × 3.
        let h = hand(1, BidValue::Capot, 3, 162, Some(1), [0, 0]);
        assert_eq!(scored(&h, &coinche()), (Made, vec![0, 1500]));
        // A capot bid made with the belote: (250 + 250 + 20) × m.
        let h = hand(0, BidValue::Capot, 1, 162, Some(0), [20, 0]);
        assert_eq!(scored(&h, &coinche()), (Made, vec![520, 0]));
        // `capot_failed: 500`.
        let h = hand(1, BidValue::Capot, 2, 150, None, [0, 0]);
        assert_eq!(scored(&h, &BidScoring { capot_failed: 500, ..coinche() }), (Failed, vec![1000, 0]));
    }

    #[test]
    fn example_5_an_unbid_capot_counts_250() {
        let h = hand(0, pts(90), 1, 162, Some(0), [0, 0]);
        assert_eq!(scored(&h, &coinche()), (Made, vec![340, 0]));
        assert_eq!(item(&h, &coinche(), 0, Item::Capot), 250);
        assert_eq!(item(&h, &coinche(), 0, Item::Cards), 0, "250 in place of the cards");
        // Coinched: (90 + 250) × 2.
        assert_eq!(scored(&hand(0, pts(90), 2, 162, Some(0), [0, 0]), &coinche()), (Made, vec![680, 0]));
        // A 170 is made by taking every trick, or with the belote.
        assert_eq!(scored(&hand(0, pts(170), 1, 162, Some(0), [0, 0]), &coinche()).0, Made);
        assert_eq!(scored(&hand(0, pts(170), 1, 152, None, [20, 0]), &coinche()).0, Made);
        assert_eq!(scored(&hand(0, pts(170), 1, 152, None, [0, 0]), &coinche()).0, Failed);
    }

    #[test]
    fn example_6_all_trump_failed() {
        // All-trump 120, no belote; takers 118: failed, the defence 120 + 162.
        let h = hand(0, pts(120), 1, 118, None, [0, 0]);
        assert_eq!(scored(&h, &coinche()), (Failed, vec![0, 282]));
    }

    #[test]
    fn a_failed_contract_scores_c_plus_162_even_when_the_defence_took_every_trick() {
        let h = hand(0, pts(100), 1, 0, Some(1), [0, 0]);
        assert_eq!(scored(&h, &coinche()), (Failed, vec![0, 262]));
    }

    #[test]
    fn the_defences_belote_is_lost_when_a_coinched_contract_is_made() {
        let h = hand(0, pts(100), 2, 112, None, [0, 20]);
        assert_eq!(scored(&h, &coinche()), (Made, vec![424, 0]));
        // Not coinched, the defence keeps it with its card points: 50 + 20.
        assert_eq!(scored(&hand(0, pts(100), 1, 112, None, [0, 20]), &coinche()), (Made, vec![212, 70]));
        // Failed and coinched: the defence's own belote is multiplied, (100 + 162 + 20) × 2.
        assert_eq!(scored(&hand(0, pts(100), 2, 60, None, [0, 20]), &coinche()), (Failed, vec![0, 564]));
    }

    #[test]
    fn example_7_contree_rounds_the_takers_points() {
        // 100♠, takers 97 card points and the belote: made, R = 100.
        let h = hand(0, pts(100), 1, 97, None, [20, 0]);
        assert_eq!(scored(&h, &contree()), (Made, vec![220, 60]));
        assert_eq!(item(&h, &contree(), 0, Item::Rounding), 3);
        assert_eq!(item(&h, &contree(), 1, Item::Rounding), -5);
    }

    #[test]
    fn example_8_a_contre_on_the_deals_base() {
        // The same, contré: (160 + 100) × 2 + 20.
        let h = hand(0, pts(100), 2, 97, None, [20, 0]);
        assert_eq!(scored(&h, &contree()), (Made, vec![540, 0]));
    }

    #[test]
    fn example_9_contree_failed_and_the_takers_belote_to_the_defence() {
        // 90, takers 84 card points, no belote: failed, 160 + 90.
        let h = hand(0, pts(90), 1, 84, None, [0, 0]);
        assert_eq!(scored(&h, &contree()), (Failed, vec![0, 250]));
        // Takers 64 card points and the belote (84 < 90): the belote goes to the defence.
        let h = hand(0, pts(90), 1, 64, None, [20, 0]);
        assert_eq!(scored(&h, &contree()), (Failed, vec![0, 270]));
        // `belote.on_failure: takers`: they keep it.
        let keep = BidScoring { belote_to_defence: false, ..contree() };
        assert_eq!(scored(&h, &keep), (Failed, vec![20, 250]));
    }

    #[test]
    fn example_10_an_eighty_made_at_80_in_contree() {
        let h = hand(0, pts(80), 1, 80, None, [0, 0]);
        assert_eq!(scored(&h, &contree()), (Made, vec![160, 80]));
    }

    #[test]
    fn contree_capots() {
        // Unbid, by the takers, contré: (250 + 100) × 2 + their belote.
        let h = hand(0, pts(100), 2, 162, Some(0), [20, 0]);
        assert_eq!(scored(&h, &contree()), (Made, vec![720, 0]));
        // Bid and made: 500 × m; failed: 500 × m to the defence.
        assert_eq!(scored(&hand(0, BidValue::Capot, 2, 162, Some(0), [0, 0]), &contree()), (Made, vec![1000, 0]));
        assert_eq!(scored(&hand(0, BidValue::Capot, 1, 150, None, [0, 0]), &contree()), (Failed, vec![0, 500]));
        // With `capot_failed: 412` and rounding, a failed capot bid is 410 × m.
        let h = hand(0, BidValue::Capot, 2, 150, None, [0, 0]);
        assert_eq!(scored(&h, &BidScoring { capot_failed: 412, ..contree() }), (Failed, vec![0, 820]));
    }

    #[test]
    fn bid_only_scores_the_value_times_the_multiplier() {
        let only = BidScoring { bid_only: true, ..coinche() };
        assert_eq!(scored(&hand(0, pts(100), 2, 92, None, [20, 0]), &only), (Made, vec![220, 0]));
        assert_eq!(scored(&hand(0, pts(100), 1, 72, None, [20, 20]), &only), (Failed, vec![20, 120]));
        assert_eq!(scored(&hand(1, BidValue::Capot, 4, 162, Some(1), [0, 0]), &only), (Made, vec![0, 1000]));
    }

    #[test]
    fn rounding_in_coinche_judges_the_contract_before_rounding() {
        let round = BidScoring { rounding: true, ..coinche() };
        // 95 card points: R = 100, but 95 < 100 fails the 100.
        assert_eq!(scored(&hand(0, pts(100), 1, 95, None, [0, 0]), &round), (Failed, vec![0, 260]));
        // 85 reads 90 (5 up), the defence 160 − 90: a 80 made.
        assert_eq!(scored(&hand(0, pts(80), 1, 85, None, [0, 0]), &round), (Made, vec![170, 70]));
        assert_eq!(round_ten(97), 100);
        assert_eq!(round_ten(162), 160);
        assert_eq!(round_ten(84), 80);
    }

    #[test]
    fn coinched_base_deal_in_coinche() {
        let deal = BidScoring { deal_base: true, ..coinche() };
        // Failed and coinched, without rounding: (162 + 100) × 2 to the defence (the deal's
        // 162 is 160 only where the scoring rounds), each belote to its holder.
        assert_eq!(scored(&hand(0, pts(100), 2, 72, None, [20, 20]), &deal), (Failed, vec![20, 544]));
        // Made and coinched, without rounding: (162 + 100) × 2 to the takers, 0 to the defence
        // but its belote.
        assert_eq!(scored(&hand(0, pts(100), 2, 102, None, [0, 20]), &deal), (Made, vec![524, 20]));
        // With rounding (contree), the deal's base is 160: (160 + 100) × 2.
        let rounded = BidScoring { rounding: true, ..deal };
        assert_eq!(scored(&hand(0, pts(100), 2, 72, None, [20, 20]), &rounded), (Failed, vec![20, 540]));
    }

    /// The renounce penalty's scores: result and each side's.
    fn penalised(h: &BidHand, s: &BidScoring, off: Side) -> (HandResult, Vec<i64>, Vec<(Side, Item, i64)>) {
        let mut r = HandReport::new(1, 3, Outcome::Played, 2);
        let result = bid_penalty(h, s, off, &mut r);
        (result, r.score.clone(), r.breakdown.iter().map(|l| (l.side, l.item, l.points)).collect())
    }

    #[test]
    fn the_renounce_penalty_loses_the_contract_with_every_card_against_the_offenders() {
        // Offending takers (side 0) of a 100 they made with 92 + 20: failed, the defence 100 +
        // 162; the takers keep their belote.
        let h = hand(0, pts(100), 1, 92, None, [20, 0]);
        let (result, score, lines) = penalised(&h, &coinche(), 0);
        assert_eq!((result, score), (Failed, vec![20, 262]));
        assert!(lines.contains(&(1, Item::RenouncePenalty, 162)), "{lines:?}");
        // Offending defenders: made, the takers with 162: 100 + 162 + 20; the defence nothing.
        let (result, score, _) = penalised(&h, &coinche(), 1);
        assert_eq!((result, score), (Made, vec![282, 0]));
        // Coinched, offending defenders: (100 + 162 + 20) × 2; their belote is lost.
        let h = hand(0, pts(100), 2, 92, None, [20, 20]);
        assert_eq!(penalised(&h, &coinche(), 1).1, vec![564, 0]);
        // A capot bid is made when the defence offends: 500 × 4.
        let h = hand(1, BidValue::Capot, 4, 120, None, [0, 0]);
        assert_eq!(
            penalised(&h, &coinche(), 0),
            (Made, vec![0, 2000], vec![(1, Item::Contract, 250), (1, Item::Capot, 250), (1, Item::Coinche, 1500)])
        );
        // The victims never score less than play gave them: takers who took every trick of a
        // 90 keep their 340 when the defence renounced (the penalty's 90 + 162 is less).
        let h = hand(0, pts(90), 1, 162, Some(0), [0, 0]);
        assert_eq!(penalised(&h, &coinche(), 1).1, vec![340, 0]);
        // Contree: offending takers fail it, their belote to the defence: 160 + 90 + 20.
        let h = hand(0, pts(90), 1, 100, None, [20, 0]);
        assert_eq!(penalised(&h, &contree(), 0).1, vec![0, 270]);
    }
}
