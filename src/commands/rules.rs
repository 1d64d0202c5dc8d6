//! `tapete rules list|show|check`: the bundled rulesets, one in detail, or a file checked.

use crate::cards::{rank_code, DeckKind};
use crate::error::{Error, Finished};
use crate::games::Rules;
use crate::ruleset::{CardTable, Duties, BUNDLED};
use crate::term::safe;
use clap::{Args, Subcommand};
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct RulesArgs {
    #[command(subcommand)]
    pub command: RulesCommand,
}

#[derive(Debug, Subcommand)]
pub enum RulesCommand {
    /// List the bundled rulesets.
    List,
    /// Show a ruleset: card order and points, duties, options with defaults.
    Show {
        /// A bundled name or the path of a ruleset file.
        ruleset: String,
    },
    /// Check a ruleset file: exit 0 when valid, 2 with FILE:LINE:COL per problem.
    Check { file: PathBuf },
}

pub fn cmd_rules(args: &RulesArgs, out: &mut dyn Write, width: Option<u16>) -> Result<Finished, Error> {
    match &args.command {
        RulesCommand::List => {
            let mut t = crate::report::grid::new_table(width);
            t.set_header(vec!["name", "game", "players", "description"]);
            for (name, _) in BUNDLED {
                let r = Rules::load(name)?;
                let players = r.player_counts.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ");
                t.add_row(vec![r.name.clone(), r.game.clone(), players, safe(&r.description).into_owned()]);
            }
            let _ = writeln!(out, "{t}");
            Ok(Finished::Done)
        }
        RulesCommand::Show { ruleset } => {
            let r = Rules::load(ruleset)?;
            let _ = write!(out, "{}", show(&r));
            Ok(Finished::Done)
        }
        RulesCommand::Check { file } => {
            let r = Rules::load(&file.display().to_string())?;
            let _ = writeln!(out, "{}: ok ({}, game {})", crate::term::path(file), r.name, r.game);
            Ok(Finished::Done)
        }
    }
}

fn table_line(kind: DeckKind, t: &CardTable) -> String {
    t.ranks_high_to_low()
        .map(|r| {
            let p = t.points[r.0 as usize];
            if p != 0 {
                format!("{} {}", rank_code(kind, r), p)
            } else {
                rank_code(kind, r).to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn duties_line(d: &Duties) -> String {
    let mut v = Vec::new();
    if d.follow {
        v.push("follow suit".to_string());
    }
    v.push(
        match d.head {
            crate::ruleset::Head::Never => "no duty to beat",
            crate::ruleset::Head::Trumps => "beat when trumps are led",
            crate::ruleset::Head::Always => "beat the best card of the led suit",
        }
        .to_string(),
    );
    if !d.head_when_ruffed {
        v.push("no duty to beat once trumped".into());
    }
    v.push(
        match d.ruff {
            crate::ruleset::Ruff::Never => "void: anything",
            crate::ruleset::Ruff::Always => "void: ruff",
            crate::ruleset::Ruff::UnlessPartnerWinning => "void: ruff unless the partner is winning",
        }
        .to_string(),
    );
    if d.overtrump {
        v.push("overtrump".into());
    }
    if d.overtrump && d.undertrump {
        v.push("undertrump when unable to overtrump".into());
    }
    if d.overtrump && !d.undertrump {
        v.push("no undertrump duty".into());
    }
    v.join("; ")
}

/// The text of `rules show`. What a ruleset file says in its own words (its description, the
/// options' descriptions and word values) is shown through [`safe`]: a file may hold escapes,
/// bidirectional overrides and zero-width characters.
pub fn show(r: &Rules) -> String {
    let kind = r.deck_kind;
    let mut s = format!("{} ({}): {}\n", r.name, r.game, safe(&r.description));
    let ranks: Vec<&str> = r.ranks.iter().map(|x| rank_code(kind, *x)).collect();
    s.push_str(&format!("Deck: {}, ranks {}", kind.name(), ranks.join(" ")));
    if !r.extra_ranks.is_empty() {
        let extra: Vec<&str> = r.extra_ranks.iter().map(|x| rank_code(kind, *x)).collect();
        s.push_str(&format!(" (more: {})", extra.join(" ")));
    }
    s.push('\n');
    let players = r.player_counts.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ");
    let teams = match r.teams {
        crate::ruleset::TeamsRule::None => "everyone for themselves",
        crate::ruleset::TeamsRule::Required => "two teams, partners opposite",
        crate::ruleset::TeamsRule::Optional => "individually, or with 4 players in two pairs (partners opposite)",
    };
    s.push_str(&format!("Players: {players}; {teams}\n"));
    s.push_str("Card order (high to low) and points:\n");
    for (label, t) in [
        ("trump", &r.trump_table),
        ("plain", &r.plain_table),
        ("all-trump", &r.all_trump_table),
        ("no-trump", &r.no_trump_table),
    ] {
        if let Some(t) = t {
            s.push_str(&format!("  {label:<10} {}\n", table_line(kind, t)));
        }
    }
    s.push_str("Duties:\n");
    for (label, d) in [("trump", &r.trump_duties), ("all-trump", &r.all_trump_duties), ("no-trump", &r.no_trump_duties)]
    {
        if let Some(d) = d {
            s.push_str(&format!("  {label:<10} {}\n", duties_line(d)));
        }
    }
    if let Some(card) = r.highest_trump() {
        s.push_str(&format!("  pánfilo    {} is the highest trump (option panfilo)\n", card.short(kind)));
    }
    s.push_str("Options (default):\n");
    for (k, o) in &r.options {
        let choices = o
            .choices
            .as_ref()
            .map(|c| {
                format!(" [{}]", c.iter().map(|x| safe(&x.to_string()).into_owned()).collect::<Vec<_>>().join("|"))
            })
            .unwrap_or_default();
        s.push_str(&format!(
            "  {} = {}{choices}\n      {}\n",
            safe(k),
            safe(&o.default.to_string()),
            safe(&o.description)
        ));
    }
    s
}
