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
        }),
        GameSpec::Bestia(spec) => {
            Box::new(bestia::sim::BestiaBot { spec: spec.clone(), rs, cache: Default::default() })
        }
        GameSpec::Perejila(_) => Box::new(perejila::sim::PerejilaBot { rs }),
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

/// PLACEHOLDER until the `hands` branch lands.
pub struct PartieSum {
    pub per_hand: i64,
    pub belote: i64,
    pub capot: i64,
}

/// PLACEHOLDER until the `hands` branch lands.
pub fn partie_sum(r: &Rules) -> Option<PartieSum> {
    r.name.starts_with("belote").then_some(PartieSum { per_hand: 162, belote: 20, capot: 90 })
}

/// PLACEHOLDER until the `hands` branch lands.
pub fn two_teams_of_two(r: &Rules) -> bool {
    r.name.starts_with("belote")
}
