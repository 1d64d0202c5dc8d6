/*!
The games. This is the only place that names them: [`Rules`] reads a ruleset with its game's
section, [`open`] gives a session its game behind the [`Game`] interface, [`bot()`] the simulator
its random player.
*/

pub mod belote;
pub mod bestia;
pub mod bot;
pub mod perejila;
pub mod rules;
pub mod stat_keys;

use crate::engine::{Game, Refusal};
use crate::rules::seating::Seating;
use crate::ruleset::Options;
use bot::Bot;
pub use rules::{DeckCx, GameSpec, Rules};
pub use stat_keys::stat_keys;
use std::sync::Arc;

/// The game of a ruleset, for a session's options and seating.
pub fn open(ruleset: Arc<Rules>, options: &Options, seating: Arc<Seating>) -> Result<Box<dyn Game>, Refusal> {
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
pub fn bot(ruleset: &Arc<Rules>) -> Box<dyn Bot> {
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
pub fn fast_events(ruleset: &Rules, deals: usize, seed: u64, f: &mut dyn FnMut(crate::engine::Event)) -> bool {
    if !has_fast(ruleset) {
        return false;
    }
    belote::fast::belote(ruleset, deals, seed, Some(f));
    true
}

/// Whether the ruleset has a fast path with its default options (contract Belote for four).
pub fn has_fast(ruleset: &Rules) -> bool {
    belote::fast::supports(ruleset)
}

/// What the fast path counts, deal after deal.
pub use belote::fast::Tally as FastCounts;

/// One seeded run of `deals` deals on the fast path (only where [`has_fast`]).
pub fn fast_counts(ruleset: &Rules, deals: usize, seed: u64) -> FastCounts {
    belote::fast::belote(ruleset, deals, seed, None)
}

/// The arithmetic of a partie's totals, for a concours to check a table's typed sheet: every
/// hand's card points with the last trick, and what a belote and a capot add.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartieSum {
    pub per_hand: i64,
    pub belote: i64,
    pub capot: i64,
}

/// The arithmetic of a partie of this ruleset, when its totals follow from the hands played:
/// Belote scored by contract without announcements (belote-classic: 152 card points and 10 for
/// the last trick a hand, 20 a belote, 90 a capot). None where combinations or a shared capote
/// add points the totals do not show (belote-es), and for the chip games.
pub fn partie_sum(r: &Rules) -> Option<PartieSum> {
    let GameSpec::Belote(b) = &r.spec else { return None };
    if b.announcements != belote::spec::Announcements::None || b.scoring != belote::spec::BeloteScoring::Contract {
        return None;
    }
    let (trump, plain) = (r.trump_table.as_ref()?, r.plain_table.as_ref()?);
    let points =
        |t: &crate::ruleset::CardTable| -> i64 { r.ranks.iter().map(|k| i64::from(t.points[k.0 as usize])).sum() };
    // One suit is trump, the others plain.
    let suits = 4;
    Some(PartieSum {
        per_hand: points(trump) + (suits - 1) * points(plain) + i64::from(b.last_trick),
        belote: i64::from(b.belote_bonus),
        capot: i64::from(b.capot_bonus.unwrap_or(0)),
    })
}

/// Whether a table of this ruleset can be two teams of two (a concours's tables): a Belote of
/// four players in pairs.
pub fn two_teams_of_two(r: &Rules) -> bool {
    matches!(r.spec, GameSpec::Belote(_)) && r.player_counts.contains(&4) && r.teams != crate::ruleset::TeamsRule::None
}

#[cfg(test)]
mod partie_tests {
    use super::*;

    fn rules(name: &str) -> Rules {
        Rules::load(name).unwrap()
    }

    #[test]
    fn a_belote_partie_adds_up_to_162_a_hand_20_a_belote_90_a_capot() {
        // 62 for the trump suit (J 20, 9 14, A 11, 10 10, K 4, Q 3), 30 for each of the other
        // three (A 11, 10 10, K 4, Q 3, J 2), and 10 for the last trick.
        assert_eq!(partie_sum(&rules("belote-classic")), Some(PartieSum { per_hand: 162, belote: 20, capot: 90 }));
        // Spanish combinations and the shared capote add points the totals do not show.
        assert_eq!(partie_sum(&rules("belote-es")), None);
        assert_eq!(partie_sum(&rules("bestia")), None);
    }

    #[test]
    fn only_a_belote_of_four_in_pairs_seats_two_teams_of_two() {
        assert!(two_teams_of_two(&rules("belote-classic")));
        assert!(two_teams_of_two(&rules("belote-es")));
        assert!(!two_teams_of_two(&rules("bestia")));
        assert!(!two_teams_of_two(&rules("perejila")));
    }
}
