/*!
The games. This is the only place that names them: [`Rules`] reads a ruleset with its game's
section, `open` gives a session its game behind the `Game` interface, `bot()` the simulator
its random player.
*/

#[doc(hidden)]
pub mod belote;
pub(crate) mod bestia;
#[doc(hidden)]
pub mod bot;
pub(crate) mod perejila;
pub(crate) mod rules;
pub(crate) mod stat_keys;

use crate::engine::{Game, Refusal};
use crate::rules::seating::Seating;
use crate::ruleset::Options;
use bot::Bot;
#[doc(hidden)]
pub use rules::{DeckCx, GameSpec, Rules};
pub(crate) use stat_keys::stat_keys;
use std::sync::Arc;

/// The game of a ruleset, for a session's options and seating.
pub(crate) fn open(ruleset: Arc<Rules>, options: &Options, seating: Arc<Seating>) -> Result<Box<dyn Game>, Refusal> {
    Ok(match &ruleset.spec {
        GameSpec::Belote(spec) => {
            let spec = Arc::new(spec.clone());
            Box::new(belote::Belote::new(ruleset, spec, options, seating))
        }
        GameSpec::Bestia(spec) => {
            let spec = spec.clone();
            Box::new(bestia::Bestia::new(ruleset, spec, options, seating)?)
        }
        GameSpec::Perejila(spec) => {
            let spec = spec.clone();
            Box::new(perejila::Perejila::new(ruleset, spec, options, seating))
        }
    })
}

/// The simulator's random player for a ruleset.
pub(crate) fn bot(ruleset: &Arc<Rules>) -> Box<dyn Bot> {
    let rs = ruleset.clone();
    match &ruleset.spec {
        GameSpec::Belote(spec) => Box::new(belote::sim::BeloteBot {
            spec: Arc::new(spec.clone()),
            rs,
            cache: Default::default(),
            deck: Vec::new(),
            shuffled: Vec::new(),
            overtrump: None,
        }),
        GameSpec::Bestia(spec) => Box::new(bestia::sim::BestiaBot::new(rs, spec.clone())),
        GameSpec::Perejila(_) => Box::new(perejila::sim::PerejilaBot::new(rs)),
    }
}

/// A simulation on a game's fast path, when it has one for this ruleset with its default options
/// (statistics only, no journal): contract Belote for four.
/// The fast path's hands as events, for the reducer to fold (`simulate --journal`): false when
/// the ruleset has no fast path.
pub(crate) fn fast_events(ruleset: &Rules, deals: usize, seed: u64, f: &mut dyn FnMut(crate::engine::Event)) -> bool {
    if !has_fast(ruleset) {
        return false;
    }
    belote::fast::belote(ruleset, deals, seed, Some(f));
    true
}

/// Whether the ruleset has a fast path with its default options (contract Belote for four).
pub(crate) fn has_fast(ruleset: &Rules) -> bool {
    belote::fast::supports(ruleset)
}

/// What the fast path counts, deal after deal.
pub(crate) use belote::fast::Tally as FastCounts;

/// One seeded run of `deals` deals on the fast path (only where [`has_fast`]).
pub(crate) fn fast_counts(ruleset: &Rules, deals: usize, seed: u64) -> FastCounts {
    belote::fast::belote(ruleset, deals, seed, None)
}

/// The arithmetic of a partie's totals, for a concours to check a table's typed sheet: every
/// hand's card points with the last trick, what a belote and a capot add, and the bounds the
/// rules set on a sheet: the most belotes one hand scores, the most points one litige holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PartieSum {
    pub(crate) per_hand: i64,
    pub(crate) belote: i64,
    pub(crate) capot: i64,
    pub(crate) belotes_a_hand: u32,
    pub(crate) held_a_litige: i64,
}

/// The arithmetic of a partie of this ruleset played with `options`, when its totals follow
/// from the hands played: Belote scored by contract without announcements (belote-classic: 152
/// card points and 10 for the last trick a hand, 20 a belote, 90 a capot; one belote a hand, or
/// four with all-trump; a litige holds 91 at most, or 121 with all-trump). None where
/// combinations or a shared capote add points the totals do not show (belote-es), and for the
/// chip games.
pub(crate) fn partie_sum(r: &Rules, options: &Options) -> Option<PartieSum> {
    let GameSpec::Belote(b) = &r.spec else { return None };
    belote::partie::sum(r, b, options)
}

/// Whether a table of this ruleset can be two teams of two (a concours's tables): a Belote of
/// four players in pairs.
pub(crate) fn two_teams_of_two(r: &Rules) -> bool {
    matches!(r.spec, GameSpec::Belote(_)) && r.player_counts.contains(&4) && r.teams != crate::ruleset::TeamsRule::None
}

#[cfg(test)]
mod partie_tests {
    use super::*;
    use crate::ruleset::OptValue;

    fn rules(name: &str) -> Rules {
        Rules::load(name).unwrap()
    }

    #[test]
    fn a_belote_partie_adds_up_to_162_a_hand_20_a_belote_90_a_capot() {
        let sum = |name: &str, given: &[(&str, OptValue)]| {
            let r = rules(name);
            let given = given.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
            partie_sum(&r, &r.options(&given).unwrap())
        };
        // 62 for the trump suit (J 20, 9 14, A 11, 10 10, K 4, Q 3), 30 for each of the other
        // three (A 11, 10 10, K 4, Q 3, J 2), and 10 for the last trick. One belote a hand (the
        // K and Q of trump); a litige holds the takers' 91 when the defenders' belote evens it
        // (71 + 20 against 91).
        let classic = PartieSum { per_hand: 162, belote: 20, capot: 90, belotes_a_hand: 1, held_a_litige: 91 };
        assert_eq!(sum("belote-classic", &[]), Some(classic));
        // All-trump (every suit 13 + 9 + 6 + 5 + 3 + 2 = 38, 152 in all; no-trump 19 + 10 + 4 +
        // 3 + 2 = 38 too): four belotes a hand, and a litige holds (162 + 80) / 2 = 121.
        let all = PartieSum { belotes_a_hand: 4, held_a_litige: 121, ..classic };
        assert_eq!(sum("belote-classic", &[("all_no_trump", OptValue::Bool(true))]), Some(all));
        // A misdeal's penalty lowers a total by what no sheet counts.
        assert_eq!(sum("belote-classic", &[("misdeal_penalty", OptValue::Int(50))]), None);
        // Spanish combinations and the shared capote add points the totals do not show.
        assert_eq!(sum("belote-es", &[]), None);
        assert_eq!(sum("bestia", &[]), None);
    }

    #[test]
    fn only_a_belote_of_four_in_pairs_seats_two_teams_of_two() {
        assert!(two_teams_of_two(&rules("belote-classic")));
        assert!(two_teams_of_two(&rules("belote-es")));
        assert!(!two_teams_of_two(&rules("bestia")));
        assert!(!two_teams_of_two(&rules("perejila")));
    }
}
