//! `tapete concours standings [--format table|markdown|csv|json|html]`.

use super::{load, FileArg};
use crate::commands::format::chosen;
use crate::error::{Error, Finished};
use crate::i18n::LangChoice;
use crate::report::summary::Format;
use clap::Args;
use std::io::Write;

#[derive(Debug, Args)]
pub(crate) struct StandingsArgs {
    /// Output format (json: docs/concours.md).
    #[arg(long, value_enum, default_value = "table")]
    pub(crate) format: Format,
    /// The same as --format json.
    #[arg(long, conflicts_with = "format")]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) file: FileArg,
}

pub(crate) fn run(
    a: &StandingsArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let loaded = load(a.file.file.as_deref(), choice, err)?;
    let c = &loaded.replayed.concours;
    let width = crate::term::width(crate::term::Stream::Stdout);
    let _ = write!(out, "{}", crate::report::concours::standings(c, chosen(a.format, a.json), loaded.lang, width));
    Ok(Finished::Done)
}
