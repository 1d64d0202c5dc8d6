//! `tapete concours undo` and `tapete concours amend LINE FLAGS…`: retract the latest entry in
//! force, or replace a result or a withdrawal with the flags of the command that wrote it
//! (`amend 7 --score A+B=1012 --score C+D=932`, `amend 9 Ana+Luis --from-round 3`; the command's
//! name may stand first: `amend 7 result --score …`).

use super::result::ScoreFlags;
use super::withdraw::WithdrawFlags;
use super::{hold, FileArg};
use crate::concours::Event;
use crate::error::{ConcoursProblem as P, Error, Finished};
use crate::i18n::LangChoice;
use clap::{Args, Parser};
use std::io::Write;

#[derive(Debug, Args)]
pub(crate) struct AmendArgs {
    /// The journal line of the result or withdrawal to replace.
    pub(crate) line: usize,
    /// The flags of the command that wrote it (`--score …`, or `TEAM --from-round N`).
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, num_args = 0..)]
    pub(crate) flags: Vec<String>,
    #[command(flatten)]
    pub(crate) file: FileArg,
}

#[derive(Debug, Parser)]
#[command(name = "result", no_binary_name = false)]
struct ResultAgain {
    #[arg(long)]
    table: Option<u32>,
    #[command(flatten)]
    flags: ScoreFlags,
}

#[derive(Debug, Parser)]
#[command(name = "withdraw")]
struct WithdrawAgain {
    #[command(flatten)]
    flags: WithdrawFlags,
}

/// The flags after the line, without a leading command name.
fn rest<'a>(flags: &'a [String], kind: &str) -> impl Iterator<Item = &'a String> {
    let skip = usize::from(flags.first().is_some_and(|f| f == kind));
    flags.iter().skip(skip)
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
    let new = match &old {
        Event::Draw(d) => return Err(Error::Concours(P::AmendDraw { line: a.line, round: d.round })),
        Event::Result(s) => {
            let args =
                std::iter::once(&"result".to_string()).chain(rest(&a.flags, "result")).cloned().collect::<Vec<_>>();
            let again = ResultAgain::try_parse_from(args)
                .map_err(|_| Error::Concours(P::AmendKind { line: a.line, kind: "result" }))?;
            let mut s2 =
                super::result::score(c, &held.loaded.rules, s.round, again.table.unwrap_or(s.table), &again.flags)?;
            // Checked against its own round (its place in the journal): the fold checks the rest.
            s2.round = s.round;
            Event::Result(s2)
        }
        Event::Withdraw { .. } => {
            let args =
                std::iter::once(&"withdraw".to_string()).chain(rest(&a.flags, "withdraw")).cloned().collect::<Vec<_>>();
            let again = WithdrawAgain::try_parse_from(args)
                .map_err(|_| Error::Concours(P::AmendKind { line: a.line, kind: "withdraw" }))?;
            super::withdraw::event(c, &again.flags)?
        }
        Event::Undo | Event::Amend { .. } => return Err(Error::Concours(P::NoLine { line: a.line, last })),
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
