//! `tapete simulate RULESET --deals N --seed S [--players N] [--teams] [--option k=v]… [--journal DIR]
//! [--breaches P] [--json]`: seeded random legal play, with statistics for house-rule designers.

use crate::error::Error;
use crate::journal::{Entry, Writer};
use crate::ruleset::Ruleset;
use crate::simulate::simulate;
use clap::Args;
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

#[derive(Debug, Args)]
pub struct SimulateArgs {
    pub ruleset: String,
    /// How many deals to play.
    #[arg(long, default_value_t = 1000)]
    pub deals: usize,
    /// The seed: the same seed gives the same sessions.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Players (default: the ruleset's first count).
    #[arg(long)]
    pub players: Option<usize>,
    /// Play in two pairs (4 players, where the ruleset allows it).
    #[arg(long)]
    pub teams: bool,
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Write the session's journal into this folder.
    #[arg(long)]
    pub journal: Option<PathBuf>,
    /// Fraction of hands in which a random player breaks a play duty.
    #[arg(long, default_value_t = 0.0)]
    pub breaches: f64,
    #[arg(long)]
    pub json: bool,
}

pub fn cmd_simulate(args: &SimulateArgs, out: &mut dyn Write) -> Result<i32, Error> {
    let r = Arc::new(Ruleset::load(&args.ruleset)?);
    let options = crate::commands::new::parse_options(&r, &args.options)?;
    let players = args.players.unwrap_or(r.player_counts[0] as usize);
    if !(0.0..=1.0).contains(&args.breaches) {
        return Err(Error::input("--breaches is a fraction from 0 to 1"));
    }
    let teams = args.teams || r.teams == crate::ruleset::TeamsRule::Required;
    if crate::fastsim::supports(&r)
        && players == 4
        && args.breaches == 0.0
        && args.journal.is_none()
        && options.is_empty()
    {
        // The fast path: no journal, its own tally (tests check it against the reducer).
        let start = Instant::now();
        let t = crate::fastsim::belote(&r, args.deals, args.seed, &[], None);
        let secs = start.elapsed().as_secs_f64();
        let played = t.deals - t.redeals;
        let stats = json!({
            "ruleset": r.name, "players": 4, "engine": "fast", "deals": t.deals, "seconds": secs,
            "hands_per_second": t.deals as f64 / secs.max(1e-9),
            "mean_score": {"team 1": t.totals[0] as f64 / t.deals.max(1) as f64, "team 2": t.totals[1] as f64 / t.deals.max(1) as f64},
            "results": {"made": t.made, "failed": t.failed, "litige": t.litige, "capot": t.capots, "redeal": t.redeals},
            "capots": t.capots, "belotes": t.belotes, "card_points_per_hand": t.points as f64 / played.max(1) as f64,
            "infractions_found": 0, "breaches_injected": 0,
        });
        if args.json {
            let _ = writeln!(out, "{}", serde_json::to_string_pretty(&stats).unwrap_or_default());
        } else {
            let _ = writeln!(
                out,
                "{} · 4 players · {} deals in {secs:.3} s ({:.0} hands/s, fast engine)",
                r.name,
                t.deals,
                t.deals as f64 / secs.max(1e-9)
            );
            let _ = writeln!(
                out,
                "results: made {} · failed {} · litige {} · capot {} · redeal {}",
                t.made, t.failed, t.litige, t.capots, t.redeals
            );
            let _ = writeln!(
                out,
                "belotes {} · mean per hand: team 1 {:.1}, team 2 {:.1}",
                t.belotes,
                t.totals[0] as f64 / t.deals.max(1) as f64,
                t.totals[1] as f64 / t.deals.max(1) as f64
            );
        }
        return Ok(0);
    }
    let start = Instant::now();
    let sim = simulate(r.clone(), players, teams, options, args.deals, args.seed, args.breaches)?;
    let secs = start.elapsed().as_secs_f64();
    let v = sim.session.verdict();
    if let Some(dir) = &args.journal {
        let path = crate::store::new_path(dir, &format!("sim-{}", args.seed), &r.name);
        let mut w = Writer::create(&path, &sim.session.header)?;
        for e in &sim.session.entries {
            w.append(&Entry { line: 0, at: None, event: e.event.clone() })?;
        }
    }
    let hands = v.hands.len();
    let mut results = std::collections::BTreeMap::new();
    let mut capots = 0;
    let mut belotes = 0;
    for h in &v.hands {
        *results.entry(h.result.clone().unwrap_or_else(|| h.outcome.clone())).or_insert(0usize) += 1;
        capots += usize::from(h.notes.capot || h.result.as_deref() == Some("capot"));
        belotes += h.notes.belotes;
    }
    let means: serde_json::Map<String, serde_json::Value> = v
        .sides
        .iter()
        .map(|s| {
            let total: i64 = v.hands.iter().map(|h| h.score.get(s).copied().unwrap_or(0)).sum();
            (s.clone(), json!(total as f64 / hands.max(1) as f64))
        })
        .collect();
    let stats = json!({
        "ruleset": r.name,
        "players": players,
        "deals": hands,
        "seconds": secs,
        "hands_per_second": hands as f64 / secs.max(1e-9),
        "mean_score": means,
        "results": results,
        "capots": capots,
        "belotes": belotes,
        "infractions_found": v.infractions.len(),
        "breaches_injected": sim.injected.len(),
        "refused_entries": sim.refused.len(),
    });
    if args.json {
        let _ = writeln!(out, "{}", serde_json::to_string_pretty(&stats).unwrap_or_default());
    } else {
        let _ = writeln!(
            out,
            "{} · {players} players · {hands} deals in {secs:.3} s ({:.0} hands/s)",
            r.name,
            hands as f64 / secs.max(1e-9)
        );
        let _ = writeln!(
            out,
            "mean score per hand: {}",
            means.iter().map(|(k, v)| format!("{k} {:.1}", v.as_f64().unwrap_or(0.0))).collect::<Vec<_>>().join(", ")
        );
        let _ = writeln!(
            out,
            "results: {}",
            results.iter().map(|(k, v)| format!("{k} {v}")).collect::<Vec<_>>().join(", ")
        );
        let _ = writeln!(
            out,
            "capots {capots} · belotes {belotes} · breaches injected {} · infractions found {}",
            sim.injected.len(),
            v.infractions.len()
        );
    }
    if !sim.refused.is_empty() {
        return Err(Error::Internal(format!("the referee refused a simulated entry: {}", sim.refused[0])));
    }
    Ok(0)
}
