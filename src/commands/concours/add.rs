//! `tapete concours add TEAM…`: late teams (two players joined by `+` each), playing from the
//! next round to draw; the rounds before score as byes under the concours's `bye_points`, not
//! their own byes (they may still get one). Refused, nothing written: a team or a player already
//! in the concours, a name an entry would read as something else, no round left to play, a
//! `rotation` (its schedule is its teams' from the start).

use super::{hold, FileArg};
use crate::concours::Event;
use crate::error::{Error, Finished};
use crate::i18n::LangChoice;
use clap::Args;
use std::io::Write;

#[derive(Debug, Args)]
pub(crate) struct AddArgs {
    /// The late teams, each two players joined by '+' (Zoe+Max).
    #[arg(required = true, value_name = "TEAM")]
    pub(crate) teams: Vec<String>,
    #[command(flatten)]
    pub(crate) file: FileArg,
}

pub(crate) fn run(
    a: &AddArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let mut held = hold(a.file.file.as_deref(), choice, err)?;
    let teams = super::new::teams_of(&a.teams)?;
    let players: Vec<String> = teams.iter().flat_map(|t| t.players.iter().cloned()).collect();
    crate::names::check_new(&players, held.loaded.rules.deck_kind, &crate::i18n::is_entry_word).map_err(Error::Name)?;
    let c = &held.loaded.replayed.concours;
    let from_round = c.may_add().map_err(Error::Concours)?;
    // Each team's index among the journal's teams: its own if the journal named it before (an
    // add undone), else the next.
    let known = &c.header.teams;
    let mut fresh = known.len();
    let indexed = teams
        .into_iter()
        .map(|t| {
            let k = known.iter().position(|x| x.id() == t.id()).unwrap_or_else(|| {
                fresh += 1;
                fresh - 1
            });
            (k, t)
        })
        .collect::<Vec<_>>();
    let ids: Vec<String> = indexed.iter().map(|(_, t)| t.id()).collect();
    let line = held.enter(Event::Add { teams: indexed, from_round })?;
    let c = &held.loaded.replayed.concours;
    let cat = held.loaded.lang.catalog();
    let _ = writeln!(out, "{}", cat.added(&ids, from_round, line));
    // The round in play has no result yet: it may be drawn again with them.
    if let (Ok(round), true) = (c.may_redraw(), from_round > 1) {
        if round + 1 == from_round {
            let _ = writeln!(out, "{}", cat.redraw_hint(round));
        }
    }
    Ok(Finished::Done)
}
