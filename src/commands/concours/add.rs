//! `tapete concours add TEAM…`: late teams (two players joined by `+` each), playing from the
//! next round to draw; the rounds before score as byes under the concours's `bye_points`, not
//! their own byes (they may still get one). Refused, nothing written: a team or a player already
//! in the concours, a name an entry would read as something else, no round left to play, a
//! `rotation` (its schedule is its teams' from the start).

use super::{hold, FileArg};
use crate::cards::DeckKind;
use crate::concours::{Concours, Event};
use crate::error::{Error, Finished};
use crate::i18n::{Catalog, LangChoice};
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

/// The late teams `given` (each `A+B`) as the concours `c` (its games' deck `deck`) would enter
/// them: the command's and the organiser's page's one check before the journal's own (a team or
/// player already in is refused when entered).
pub(crate) fn event(c: &Concours, deck: DeckKind, given: &[String]) -> Result<Event, Error> {
    let teams = super::new::teams_of(given)?;
    let players: Vec<String> = teams.iter().flat_map(|t| t.players.iter().cloned()).collect();
    crate::names::check_new(&players, deck, &crate::i18n::is_entry_word).map_err(Error::Name)?;
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
    Ok(Event::Add { teams: indexed, from_round })
}

/// What an add entered at line `line` says: the teams and the round they play from.
pub(crate) fn said(e: &Event, cat: &dyn Catalog, line: usize) -> String {
    match e {
        Event::Add { teams, from_round } => {
            let ids: Vec<String> = teams.iter().map(|(_, t)| t.id()).collect();
            cat.added(&ids, *from_round, line)
        }
        _ => String::new(),
    }
}

pub(crate) fn run(
    a: &AddArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let mut held = hold(a.file.file.as_deref(), choice, err)?;
    let e = event(&held.loaded.replayed.concours, held.loaded.rules.deck_kind, &a.teams)?;
    let line = held.enter(e.clone())?;
    let c = &held.loaded.replayed.concours;
    let cat = held.loaded.lang.catalog();
    let _ = writeln!(out, "{}", said(&e, cat, line));
    // The round in play has no result yet: it may be drawn again with them.
    if let (Ok(round), Event::Add { from_round, .. }) = (c.may_redraw(), &e) {
        if *from_round > 1 && round + 1 == *from_round {
            let _ = writeln!(out, "{}", cat.redraw_hint(round));
        }
    }
    Ok(Finished::Done)
}
