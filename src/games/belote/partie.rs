//! The arithmetic of a Belote partie's totals, for a concours to check a table's typed sheet
//! (RULES.md, belote-classic and Concours): what every hand adds to the two totals, and the
//! bounds the rules set on a sheet's belotes and held points, from the ruleset and the options
//! the tables play with.

use super::settings::Settings;
use super::spec::{Announcements, BeloteSpec};
use super::tally::belotes_possible;
use crate::cards::Suit;
use crate::engine::Level;
use crate::games::{PartieSum, Rules};
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
