//! The arithmetic of a Belote partie's totals, for a concours to check a table's typed sheet
//! (RULES.md, belote-classic and Concours): what every hand adds to the two totals, and the
//! bounds the rules set on a sheet's belotes and held points, from the ruleset and the options
//! the tables play with.

use super::settings::Settings;
use super::spec::{Announcements, BeloteScoring, BeloteSpec};
use super::tally::belotes_possible;
use crate::cards::Suit;
use crate::engine::{HandMost, Level, MostHand};
use crate::games::{PartieBound, PartieSum, Rules};
use crate::rules::trick::Mode;
use crate::ruleset::{CardTable, Options};

/// The card points of a whole deck in `mode`, by the card table the referee scores that mode
/// with (`TrickRules::new`: all-trump and no-trump fall back on the plain table).
fn deck_points(r: &Rules, mode: Mode) -> Option<i64> {
    let points = |t: &CardTable| -> i64 { r.ranks.iter().map(|k| i64::from(t.points[k.0 as usize])).sum() };
    let plain = r.plain_table.as_ref()?;
    Some(match mode {
        // One suit is trump, the other three plain.
        Mode::Trump(_) => points(r.trump_table.as_ref()?) + 3 * points(plain),
        Mode::AllTrump => 4 * points(r.all_trump_table.as_ref().unwrap_or(plain)),
        Mode::NoTrump => 4 * points(r.no_trump_table.as_ref().unwrap_or(plain)),
    })
}

/// A partie's arithmetic, when its totals follow from the hands played: contracts to beat the
/// defence (with litige) without announcements (belote-classic), every mode the bidding allows worth the same card
/// points, and no misdeal penalty (a misdeal is no hand, and a sheet does not count them).
/// None otherwise: combinations and a shared capote add points the totals do not show
/// (belote-es).
///
/// - A hand: every card point of the deck and the last trick's bonus (162), whoever takes them;
///   each belote adds its bonus, each capot its bonus.
/// - Belotes a hand: one per trump suit (the K and Q of trump, each pair to one player): one
///   with a suit trump, four in all-trump when the bidding's third round (`all_no_trump`)
///   allows it, none in no-trump.
/// - A litige holds the takers' card points T, and it is a litige when the takers' total equals
///   the defenders': T + their belotes = (162 − T) + the defenders' belotes, so T = (162 + the
///   defenders' belotes − the takers') / 2. The most, when the defenders hold every belote a
///   hand allows: (162 + 20 × 1) / 2 = 91 with a suit trump (RULES.md's example has the takers'
///   belote: 71 held), (162 + 20 × 4) / 2 = 121 in all-trump; never more than the hand's points.
pub(crate) fn sum(r: &Rules, spec: &BeloteSpec, options: &Options) -> Option<PartieSum> {
    let set = Settings::read(spec, options);
    if spec.announcements != Announcements::None || set.level != Level::BeatDefence {
        return None;
    }
    if set.misdeal_penalty != 0 {
        return None;
    }
    let mut modes = vec![Mode::Trump(Suit(0))];
    if set.all_no_trump {
        modes.extend([Mode::AllTrump, Mode::NoTrump]);
    }
    let cards = deck_points(r, modes[0])?;
    for &m in &modes[1..] {
        if deck_points(r, m)? != cards {
            return None;
        }
    }
    let per_hand = cards + i64::from(spec.last_trick);
    let belote = i64::from(spec.belote_bonus);
    let belotes_a_hand = modes.iter().map(|&m| belotes_possible(m)).max().unwrap_or(0) as u32;
    let held_a_litige = ((per_hand + belote * i64::from(belotes_a_hand)) / 2).min(per_hand);
    Some(PartieSum { per_hand, belote, capot: i64::from(spec.capot_bonus.unwrap_or(0)), belotes_a_hand, held_a_litige })
}

/// A partie's bounds where its totals do not follow from a sum: contracts bid with a value
/// (coinche, contree; RULES.md coinche "Scores" and contree). None for the other scorings.
///
/// The most one hand scores, among the hands that score the most (each at the highest
/// multiplier, every belote of the hand to the side that scores):
/// - `points-and-bid` (coinche): a capot bid made, (250 + 250 + belotes) × m, the belote
///   counted in the takers' total and so multiplied; a capot bid failed, (412 or 500 + belotes)
///   × m; the highest value made by taking every trick, (180 + 250 + belotes) × m; failed,
///   (180 + 162 + belotes) × m (160 with `rounding: nearest-10`).
/// - `coinched_base: deal` (contree): the same hands, the belote outside the product:
///   (250 + 250) × m + belotes, …
/// - `bid-only`: the value bid times the multiplier, the belote to its holder: 250 × m + belotes.
///
/// Belotes a hand: one (the K and Q of trump), or four in all-trump when the tables bid it
/// (`all_no_trump`) with a belote in each suit (`belote.all_trump: each-suit`). The highest
/// multiplier: a surcoinche's (4, or 3 with `surcoinche: 3`).
///
/// A hand gives the two sides together no more than that either: the side that loses a
/// coinched contract keeps at most its belote, which the most already counts.
///
/// With a target, equal totals past it play another hand; with at most one belote a hand no
/// hand adds as much to both totals (the side that wins the contract scores at least 80 more
/// than the other can), so the hand after equal totals ends the partie; with four belotes a
/// hand (or a misdeal penalty between hands) equal totals can stay equal, and `ties_end` is
/// false.
pub(crate) fn bound(r: &Rules, spec: &BeloteSpec, options: &Options) -> Option<PartieBound> {
    if spec.scoring != BeloteScoring::Bid {
        return None;
    }
    let set = Settings::read(spec, options);
    let bid = set.bid;
    let cards = deck_points(r, Mode::Trump(Suit(0)))? + i64::from(spec.last_trick);
    // "162 reads 160 everywhere" when the card points are rounded to the nearest ten.
    let cards_said = if bid.rounding { (cards + 5) / 10 * 10 } else { cards };
    let belotes_a_hand =
        if set.all_no_trump && set.all_trump_belote { belotes_possible(Mode::AllTrump) } else { 1 } as i64;
    let belotes = i64::from(spec.belote_bonus) * belotes_a_hand;
    let multiplier = i64::from(set.contract.surcoinche.max(2));
    let capot = i64::from(spec.capot_points.unwrap_or(0));
    let value = i64::from(set.contract.max_bid);
    // A failed capot bid: 412 is 250 + the hand's 162 (410 rounded), 500 is 250 + 250.
    let capot_failed = if bid.capot_failed == capot + cards { capot + cards_said } else { bid.capot_failed };
    let hand = |hand: MostHand, a: i64, b: i64| {
        if bid.bid_only {
            HandMost { hand, terms: [a, 0, 0], multiplier, after: belotes }
        } else if bid.deal_base {
            HandMost { hand, terms: [a, b, 0], multiplier, after: belotes }
        } else {
            HandMost { hand, terms: [a, b, belotes], multiplier, after: 0 }
        }
    };
    let candidates: Vec<HandMost> = if bid.bid_only {
        // Only the value bid counts, to whichever side wins the contract.
        vec![hand(MostHand::CapotBidMade, capot, 0), hand(MostHand::ValueFailed, value, 0)]
    } else {
        vec![
            hand(MostHand::CapotBidMade, capot, capot),
            hand(MostHand::CapotBidFailed, capot_failed, 0),
            hand(MostHand::CapotOnValue, value, capot),
            hand(MostHand::ValueFailed, value, cards_said),
        ]
    };
    // The first of the highest: a capot bid made where several score as much.
    let most = candidates.iter().fold(candidates[0], |m, c| if c.points() > m.points() { *c } else { m });
    Some(PartieBound {
        hand: most,
        cards,
        ties_end: belotes_a_hand <= 1 && set.misdeal_penalty == 0,
        target_exceed: set.target_exceed,
    })
}
