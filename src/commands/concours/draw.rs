//! `tapete concours draw [--round N] [--format text|json|html]`: draw the next round and print
//! it, or print round N again (writing nothing).

use super::{hold, load, FileArg};
use crate::commands::format::chosen;
use crate::concours::{Draw, Event};
use crate::error::{ConcoursProblem as P, Error, Finished};
use crate::i18n::LangChoice;
use crate::report::concours::{draw_json, draw_text, DrawFormat};
use clap::Args;
use std::io::Write;

#[derive(Debug, Args)]
pub(crate) struct DrawArgs {
    /// Print round N again (nothing is drawn or written).
    #[arg(long)]
    pub(crate) round: Option<u32>,
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
    a: &DrawArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let file = a.file.file.as_deref();
    let (loaded, draw, line) = match a.round {
        Some(n) => {
            let loaded = load(file, choice, err)?;
            let c = &loaded.replayed.concours;
            let Some(r) = n.checked_sub(1).and_then(|k| c.rounds.get(k as usize)) else {
                return Err(Error::Concours(P::NotDrawn { round: n, drawn: c.drawn() }));
            };
            let d = Draw { round: r.number, tables: r.tables.iter().map(|t| t.teams).collect(), bye: r.bye };
            (loaded, d, None)
        }
        None => {
            let mut held = hold(file, choice, err)?;
            let c = &held.loaded.replayed.concours;
            c.may_draw().map_err(Error::Concours)?;
            let d = crate::concours::draw::next(c);
            let line = held.enter(Event::Draw(d.clone()))?;
            (held.loaded, d, Some(line))
        }
    };
    let c = &loaded.replayed.concours;
    let cat = loaded.lang.catalog();
    match chosen(a.format, a.json) {
        DrawFormat::Text => {
            let _ = write!(out, "{}", draw_text(c, &draw, cat));
            if let Some(line) = line {
                let _ = writeln!(out, "{}", cat.drawn(draw.round, line));
            }
        }
        DrawFormat::Json => {
            let _ = writeln!(out, "{}", draw_json(c, &draw));
        }
        DrawFormat::Html => {
            let served = super::serve::access(&loaded.path, draw.round);
            let _ = write!(out, "{}", crate::report::concours::sheets_html(c, &draw, loaded.lang, &served));
        }
    }
    Ok(Finished::Done)
}
