//! `tapete concours withdraw TEAM [--from-round N]`: the team plays no more rounds.

use super::{hold, FileArg};
use crate::concours::{Concours, Event};
use crate::error::{Error, Finished};
use crate::i18n::LangChoice;
use clap::Args;
use std::io::Write;

/// A withdrawal as the flags give it.
#[derive(Debug, Args, Clone)]
pub(crate) struct WithdrawFlags {
    /// The team (its id in any order of its players, or its name).
    pub(crate) team: String,
    /// The first round it does not play (default: the next round to draw).
    #[arg(long)]
    pub(crate) from_round: Option<u32>,
}

#[derive(Debug, Args)]
pub(crate) struct WithdrawArgs {
    #[command(flatten)]
    pub(crate) flags: WithdrawFlags,
    #[command(flatten)]
    pub(crate) file: FileArg,
}

pub(crate) fn event(c: &Concours, f: &WithdrawFlags) -> Result<Event, Error> {
    let team = super::team(c, &f.team)?;
    Ok(Event::Withdraw { team, from_round: f.from_round.unwrap_or(c.drawn() + 1) })
}

pub(crate) fn run(
    a: &WithdrawArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let mut held = hold(a.file.file.as_deref(), choice, err)?;
    let e = event(&held.loaded.replayed.concours, &a.flags)?;
    let line = held.enter(e.clone())?;
    let c = &held.loaded.replayed.concours;
    let cat = held.loaded.lang.catalog();
    if let Event::Withdraw { team, from_round } = e {
        let _ = writeln!(out, "{}", cat.withdrawal_recorded(&c.header.id(team), from_round, line));
        // A table of a drawn round that will not be played now.
        if let Some(r) = c.rounds.get(from_round as usize - 1) {
            for (k, t) in r.tables.iter().enumerate() {
                if c.forfeit(r, t) == Some(team) {
                    let other = if t.teams[0] == team { t.teams[1] } else { t.teams[0] };
                    let _ =
                        writeln!(out, "{}", cat.forfeit_line(k as u32 + 1, &c.header.id(team), &c.header.id(other)));
                }
            }
        }
    }
    Ok(Finished::Done)
}
