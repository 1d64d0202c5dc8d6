//! `tapete concours undo` and `tapete concours amend LINE [result|withdraw] [TEAM] [FLAGS…]`:
//! retract the latest entry in force, or replace a result or a withdrawal. An amend starts from
//! the line it replaces and changes what its flags say, nothing else: `amend 7 --score
//! A+B=1002 --score C+D=962` keeps the line's table, belotes, capots and points held; `amend 7
//! --belotes 2 --score A+B=1032` keeps the other team's total; `amend 9 --from-round 3` keeps the
//! team. Its flags are those of the command that wrote the line, and they go anywhere on the
//! command line, `--file` and the global options among them (they are the command's own, never
//! taken for the result's).

use super::result::ScoreFlags;
use super::{hold, FileArg};
use crate::concours::{Concours, Event, Score};
use crate::error::{ConcoursProblem as P, Error, Finished};
use crate::i18n::LangChoice;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub(crate) struct AmendArgs {
    /// The journal line of the result or withdrawal to replace.
    pub(crate) line: usize,
    /// What the line is (result or withdraw: optional), and a withdrawal's team (default: the
    /// line's).
    #[arg(value_name = "WORDS", num_args = 0..=2)]
    pub(crate) words: Vec<String>,
    /// A result's table (default: the line's).
    #[arg(long)]
    pub(crate) table: Option<u32>,
    /// A team's total: TEAM=POINTS (a team not given keeps the line's total).
    #[arg(long = "score", value_name = "TEAM=POINTS", allow_hyphen_values = true)]
    pub(crate) scores: Vec<String>,
    /// Belotes announced in the partie (default: the line's).
    #[arg(long)]
    pub(crate) belotes: Option<u32>,
    /// Capots made in the partie (default: the line's).
    #[arg(long)]
    pub(crate) capots: Option<u32>,
    /// Points still held by a litige when the partie ended (default: the line's).
    #[arg(long, allow_hyphen_values = true)]
    pub(crate) held: Option<i64>,
    /// A session journal of the table's partie: its verified totals replace the line's.
    #[arg(long, conflicts_with_all = ["scores", "belotes", "capots", "held"])]
    pub(crate) from: Option<PathBuf>,
    /// A withdrawal's first round not played (default: the line's).
    #[arg(long)]
    pub(crate) from_round: Option<u32>,
    #[command(flatten)]
    pub(crate) file: FileArg,
}

impl AmendArgs {
    /// The command named first (`result`, `withdraw`), if one is, and the words after it.
    fn kind_and_rest(&self) -> (Option<&str>, &[String]) {
        match self.words.first().map(String::as_str) {
            Some(k @ ("result" | "withdraw")) => (Some(k), &self.words[1..]),
            _ => (None, &self.words[..]),
        }
    }

    /// Whether a result's flags are given.
    fn result_flags(&self) -> bool {
        self.table.is_some()
            || !self.scores.is_empty()
            || self.belotes.is_some()
            || self.capots.is_some()
            || self.held.is_some()
            || self.from.is_some()
    }
}

/// The result `old` with what `a` changes: a session journal's totals (`--from`), or the line's
/// totals, counts and table where `a` gives none.
fn result(c: &Concours, rules: &crate::games::Rules, a: &AmendArgs, old: &Score) -> Result<Event, Error> {
    let table = a.table.unwrap_or(old.table);
    let r = old.round.checked_sub(1).and_then(|k| c.rounds.get(k as usize)).ok_or(Error::Concours(P::NoRound))?;
    let at = table.checked_sub(1).and_then(|k| r.tables.get(k as usize)).map(|t| t.teams);
    // The line's totals, by team, where the table is the line's.
    let kept: Vec<(usize, i64)> = match at {
        Some(teams) if table == old.table => {
            let named = old.teams.unwrap_or(teams);
            vec![(named[0], old.points[0]), (named[1], old.points[1])]
        }
        _ => Vec::new(),
    };
    let mut scores = a.scores.clone();
    if a.from.is_none() && scores.len() < 2 {
        // A team whose total is not given keeps the line's (the given one named as it is).
        let given: Vec<Option<usize>> =
            a.scores.iter().map(|s| s.rsplit_once('=').and_then(|(who, _)| c.team(who))).collect();
        for (team, points) in &kept {
            if scores.len() < 2 && !given.contains(&Some(*team)) {
                scores.push(format!("{}={points}", c.header.id(*team)));
            }
        }
    }
    let flags = ScoreFlags {
        scores,
        belotes: a.belotes.unwrap_or(old.belotes),
        capots: a.capots.unwrap_or(old.capots),
        held: a.held.unwrap_or(old.held),
        from: a.from.clone(),
    };
    let mut s = super::result::score(c, rules, old.round, table, &flags)?;
    // Checked against its own round (its place in the journal): the fold checks the rest.
    s.round = old.round;
    Ok(Event::Result(s))
}

pub(crate) fn run(
    a: &AmendArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let mut held = hold(a.file.file.as_deref(), choice, err)?;
    let r = &held.loaded.replayed;
    let last = held.writer.lines();
    let Some(old) = r.at_line(a.line).cloned() else {
        return Err(Error::Concours(P::NoLine { line: a.line, last }));
    };
    let c = &r.concours;
    let (kind, rest) = a.kind_and_rest();
    let wrong = |k: &'static str| Error::Concours(P::AmendKind { line: a.line, kind: k });
    let new = match &old {
        Event::Draw(d) | Event::Redraw { draw: d, .. } => {
            return Err(Error::Concours(P::AmendDraw { line: a.line, round: d.round }))
        }
        Event::Result(s) => {
            if kind == Some("withdraw") || !rest.is_empty() || a.from_round.is_some() {
                return Err(wrong("result"));
            }
            if !a.result_flags() {
                return Err(Error::Concours(P::AmendNothing { line: a.line, kind: "result" }));
            }
            result(c, &held.loaded.rules, a, s)?
        }
        Event::Withdraw { team, from_round } => {
            if kind == Some("result") || a.result_flags() || rest.len() > 1 {
                return Err(wrong("withdraw"));
            }
            if rest.is_empty() && a.from_round.is_none() {
                return Err(Error::Concours(P::AmendNothing { line: a.line, kind: "withdraw" }));
            }
            let team = match rest.first() {
                Some(given) => super::team(c, given)?,
                None => *team,
            };
            Event::Withdraw { team, from_round: a.from_round.unwrap_or(*from_round) }
        }
        Event::Add { .. } | Event::Undo | Event::Amend { .. } => {
            return Err(Error::Concours(P::NoLine { line: a.line, last }))
        }
    };
    let written = held.enter(Event::Amend { line: a.line, event: Box::new(new) })?;
    let cat = held.loaded.lang.catalog();
    let _ = writeln!(out, "{}", cat.amended(a.line, written));
    Ok(Finished::Done)
}

pub(crate) fn undo(
    f: &FileArg,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let mut held = hold(f.file.as_deref(), choice, err)?;
    let Some(undone) = held.loaded.replayed.undoable() else {
        return Err(Error::Concours(P::NothingToUndo));
    };
    held.enter(Event::Undo)?;
    let cat = held.loaded.lang.catalog();
    let _ = writeln!(out, "{}", cat.undone(&undone));
    Ok(Finished::Done)
}
