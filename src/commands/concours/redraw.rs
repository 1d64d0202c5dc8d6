//! `tapete concours redraw [--format text|markdown|json|html]`: the current round drawn again,
//! with the next seed, while none of its results is in (after a team was added or withdrew, or
//! simply to draw again). The old draw stays in the journal, replaced; the teams added since the
//! round was drawn play it.

use super::draw::show;
use super::{hold, FileArg};
use crate::commands::format::chosen;
use crate::concours::Event;
use crate::error::{Error, Finished};
use crate::i18n::LangChoice;
use crate::report::concours::DrawFormat;
use clap::Args;
use std::io::Write;

#[derive(Debug, Args)]
pub(crate) struct RedrawArgs {
    /// Output format (json: docs/concours.md).
    #[arg(long, value_enum, default_value = "text")]
    pub(crate) format: DrawFormat,
    /// The same as --format json.
    #[arg(long, conflicts_with = "format")]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) file: FileArg,
}

pub(crate) fn run(
    a: &RedrawArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let mut held = hold(a.file.file.as_deref(), choice, err)?;
    let c = &held.loaded.replayed.concours;
    c.may_redraw().map_err(Error::Concours)?;
    let Some(old) = c.current().map(|r| (r.line, r.seed)) else { return Ok(Finished::Done) };
    // The next seed: a round drawn again draws differently where the draw is seeded (round 1,
    // `random`); a swiss round after the first is the best draw of its teams, whatever the seed.
    let seed = old.1.wrapping_add(1);
    let draw = crate::concours::draw::next_with(&c.before_redraw(), seed);
    let line = held.enter(Event::Redraw { draw: draw.clone(), seed })?;
    let said = held.loaded.lang.catalog().redrawn(draw.round, line, old.0);
    show(&held.loaded, &draw, chosen(a.format, a.json), Some(said), out);
    Ok(Finished::Done)
}
