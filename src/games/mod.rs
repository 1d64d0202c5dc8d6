/*!
The games. This is the only place that names them: [`open`] gives a session its game behind the
[`Game`] interface, [`bot`] the simulator its random player.
*/

pub mod belote;
pub mod bestia;
pub mod perejila;

use crate::engine::{Game, Refusal};
use crate::rules::seating::Seating;
use crate::ruleset::{GameFamily, Options, Ruleset};
use crate::simulate::Bot;
use std::sync::Arc;

/// The game of a ruleset, for a session's options and seating.
pub fn open(ruleset: Arc<Ruleset>, options: &Options, seating: Arc<Seating>) -> Result<Box<dyn Game>, Refusal> {
    Ok(match ruleset.game {
        GameFamily::Belote => Box::new(belote::Belote::new(ruleset, options, seating)),
        GameFamily::Bestia => Box::new(bestia::Bestia::new(ruleset, options, seating)?),
        GameFamily::Perejila => Box::new(perejila::Perejila::new(ruleset, options, seating)),
    })
}

/// The simulator's random player for a ruleset.
pub fn bot(ruleset: &Arc<Ruleset>) -> Box<dyn Bot> {
    let rs = ruleset.clone();
    match ruleset.game {
        GameFamily::Belote => Box::new(belote::sim::BeloteBot { rs }),
        GameFamily::Bestia => Box::new(bestia::sim::BestiaBot { rs }),
        GameFamily::Perejila => Box::new(perejila::sim::PerejilaBot { rs }),
    }
}

/// A simulation on a game's fast path, when it has one for this ruleset with its default options
/// (statistics only, no journal): contract Belote for four.
pub fn fast(ruleset: &Ruleset, deals: usize, seed: u64) -> Option<crate::simulate::Stats> {
    if ruleset.game != GameFamily::Belote || !belote::fast::supports(ruleset) {
        return None;
    }
    let start = std::time::Instant::now();
    let t = belote::fast::belote(ruleset, deals, seed, None);
    let seconds = start.elapsed().as_secs_f64();
    let sides = ["team 1".to_string(), "team 2".to_string()];
    let mut results = std::collections::BTreeMap::new();
    for (k, v) in
        [("made", t.made), ("failed", t.failed), ("litige", t.litige), ("capot", t.capots), ("redeal", t.redeals)]
    {
        results.insert(k.to_string(), v);
    }
    Some(crate::simulate::Stats {
        ruleset: ruleset.name.clone(),
        players: 4,
        engine: "fast",
        deals: t.deals,
        seconds,
        hands_per_second: t.deals as f64 / seconds.max(1e-9),
        mean_score: sides.iter().zip(t.totals).map(|(s, v)| (s.clone(), v as f64 / t.deals.max(1) as f64)).collect(),
        results,
        capots: t.capots,
        belotes: t.belotes,
        infractions_found: 0,
        breaches_injected: 0,
        refused_entries: 0,
    })
}
