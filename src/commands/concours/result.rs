//! `tapete concours result --table N (--score TEAM=P --score TEAM=P [--belotes K] [--capots K]
//! [--held P] | --from JOURNAL)`: a table's partie of the current round.

use super::{hold, FileArg};
use crate::concours::{Concours, Event, Score};
use crate::error::{ConcoursProblem as P, Error, Finished};
use crate::games::Rules;
use crate::i18n::LangChoice;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

/// How a partie is handed in (shared with `amend`).
#[derive(Debug, Args, Clone)]
pub(crate) struct ScoreFlags {
    /// A team's total: TEAM=POINTS (the team's id in any order of its players, or its name).
    #[arg(long = "score", value_name = "TEAM=POINTS", allow_hyphen_values = true)]
    pub(crate) scores: Vec<String>,
    /// Belotes announced in the partie (20 each).
    #[arg(long, default_value_t = 0, conflicts_with = "from")]
    pub(crate) belotes: u32,
    /// Capots made in the partie (90 each).
    #[arg(long, default_value_t = 0, conflicts_with = "from")]
    pub(crate) capots: u32,
    /// Points still held by a litige when the partie ended.
    #[arg(long, default_value_t = 0, conflicts_with = "from", allow_hyphen_values = true)]
    pub(crate) held: i64,
    /// A session journal of the table's partie: its verified totals are the result.
    #[arg(long, conflicts_with = "scores")]
    pub(crate) from: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub(crate) struct ResultArgs {
    /// The table's number in the current round.
    #[arg(long)]
    pub(crate) table: u32,
    #[command(flatten)]
    pub(crate) flags: ScoreFlags,
    #[command(flatten)]
    pub(crate) file: FileArg,
}

/// The partie of `table` in round `round` as the flags hand it in, or why not.
pub(crate) fn score(c: &Concours, rules: &Rules, round: u32, table: u32, f: &ScoreFlags) -> Result<Score, Error> {
    let h = &c.header;
    let r = round.checked_sub(1).and_then(|k| c.rounds.get(k as usize)).ok_or(Error::Concours(P::NoRound))?;
    let tables = r.tables.len() as u32;
    let at = table
        .checked_sub(1)
        .and_then(|k| r.tables.get(k as usize))
        .ok_or(Error::Concours(P::NoTable { table, round: r.number, tables }))?
        .teams;
    let ids = [h.id(at[0]), h.id(at[1])];
    if let Some(path) = &f.from {
        return super::from::score(c, rules, (round, table, at), path, false);
    }
    if f.scores.len() != 2 {
        return Err(Error::Concours(P::ScoreCount { given: f.scores.len() }));
    }
    let mut points: [Option<i64>; 2] = [None, None];
    for s in &f.scores {
        let form = || Error::Concours(P::ScoreForm { given: s.clone() });
        let (who, p) = s.rsplit_once('=').ok_or_else(form)?;
        let p: i64 = p.trim().parse().map_err(|_| form())?;
        let t = super::team(c, who)?;
        if r.bye == Some(t) {
            return Err(Error::Concours(P::HasBye { team: h.id(t), round: r.number }));
        }
        let k = at
            .iter()
            .position(|&x| x == t)
            .ok_or_else(|| Error::Concours(P::NotAtTable { team: h.id(t), table, at: ids.clone() }))?;
        if points[k].is_some() {
            return Err(Error::Concours(P::ScoreCount { given: 1 }));
        }
        points[k] = Some(p);
    }
    let [Some(a), Some(b)] = points else { return Err(Error::Concours(P::ScoreCount { given: 1 })) };
    let hands = match h.length {
        crate::concours::Length::Hands(n) => Some(n),
        crate::concours::Length::Target(_) => None,
    };
    Ok(Score {
        round,
        table,
        teams: Some(at),
        points: [a, b],
        belotes: f.belotes,
        capots: f.capots,
        held: f.held,
        hands,
        from: None,
    })
}

pub(crate) fn run(
    a: &ResultArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let mut held = hold(a.file.file.as_deref(), choice, err)?;
    let c = &held.loaded.replayed.concours;
    let round = c.current().map(|r| r.number).ok_or(Error::Concours(P::NoRound))?;
    let s = score(c, &held.loaded.rules, round, a.table, &a.flags)?;
    let line = held.enter(Event::Result(s.clone()))?;
    let c = &held.loaded.replayed.concours;
    let cat = held.loaded.lang.catalog();
    let at = c.rounds[round as usize - 1].tables[a.table as usize - 1].teams;
    let (x, y) = (c.header.id(at[0]), c.header.id(at[1]));
    let _ = writeln!(out, "{}", cat.result_recorded(round, a.table, (&x, s.points[0]), (&y, s.points[1]), line));
    let awaited = c.awaited();
    if awaited.is_empty() {
        let _ = writeln!(out, "{}", cat.round_done(round, c.header.rounds));
    } else {
        let _ = writeln!(out, "{}", cat.awaited(round, &awaited));
    }
    Ok(Finished::Done)
}
