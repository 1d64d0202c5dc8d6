//! `tapete simulate RULESET --deals N --seed S [--players N] [--teams] [--option k=v]… [--journal DIR]
//! [--breaches P] [--format text|json]`: seeded random legal play, with statistics for house-rule designers.

use super::format::{chosen, TextOrJson};
use crate::error::{Error, Finished, SimulateProblem};
use crate::games::Rules;
use crate::i18n::{Catalog, Lang};
use crate::simulate::Stats;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Debug, Args)]
pub(crate) struct SimulateArgs {
    /// A bundled ruleset (belote-classic, belote-es, bestia, perejila, coinche, contree) or a ruleset file.
    #[arg(value_parser = super::ruleset_name::RulesetName, hide_possible_values = true)]
    pub(crate) ruleset: String,
    /// How many deals to play.
    #[arg(long, default_value_t = 1000)]
    pub(crate) deals: usize,
    /// The seed: the same seed gives the same sessions.
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
    /// Players (default: the ruleset's first count).
    #[arg(long)]
    pub(crate) players: Option<usize>,
    /// Play in two pairs (4 players, where the ruleset allows it).
    #[arg(long)]
    pub(crate) teams: bool,
    /// A ruleset option, KEY=VALUE (repeatable): --option target=501.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub(crate) options: Vec<String>,
    /// Write the session's journal into this folder.
    #[arg(long, value_name = "DIR")]
    pub(crate) journal: Option<PathBuf>,
    /// Fraction of hands in which a random player breaks a play duty.
    #[arg(long, default_value_t = 0.0)]
    pub(crate) breaches: f64,
    /// text: the statistics in the table's language; json: one JSON object (docs/cli.md).
    #[arg(long, value_enum, default_value = "text")]
    pub(crate) format: TextOrJson,
    /// The same as --format json.
    #[arg(long, conflicts_with = "format")]
    pub(crate) json: bool,
    /// Threads to play on (default: every core); the statistics do not depend on it.
    #[arg(long)]
    pub(crate) threads: Option<usize>,
}

/// The statistics: as JSON, or in the table's language.
fn print(out: &mut dyn Write, s: &Stats, format: TextOrJson, cat: &dyn Catalog) {
    if format == TextOrJson::Json {
        let _ = writeln!(out, "{}", serde_json::to_string_pretty(s).unwrap_or_default());
    } else {
        let _ = writeln!(out, "{}", cat.simulation(s));
    }
}

pub(crate) fn cmd_simulate(args: &SimulateArgs, lang: Lang, out: &mut dyn Write) -> Result<Finished, Error> {
    let cat = lang.catalog();
    let r = Arc::new(Rules::load(&args.ruleset)?);
    let options = crate::commands::new::parse_options(&r, &args.options)?;
    let players = args.players.unwrap_or(r.player_counts[0] as usize);
    crate::rules::seating::check_count(&r, players)?;
    if !(0.0..=1.0).contains(&args.breaches) {
        return Err(Error::Simulate(SimulateProblem::Breaches));
    }
    let teams = args.teams || r.teams == crate::ruleset::TeamsRule::Required;
    let threads = args.threads.unwrap_or_else(crate::simulate::cores).max(1);
    let run = crate::simulate::run(
        r.clone(),
        players,
        teams,
        options,
        args.deals,
        args.seed,
        args.breaches,
        args.journal.as_deref(),
        threads,
        Some(cat.simulation_progress()),
    )?;
    print(out, &run.stats, chosen(args.format, args.json), cat);
    if let Some(first) = run.refused {
        return Err(Error::Internal(Box::new(first)));
    }
    Ok(Finished::Done)
}
