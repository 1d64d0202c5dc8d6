//! `tapete concours draw [--round N] [--format text|markdown|json|html]`: draw the next round and
//! print it, or print round N again (writing nothing). While the current round's results are
//! awaited, a format asked for (`--format`, `--json`) prints that round again, nothing drawn:
//! `draw` then `draw --format html > r1.html` prints the round just drawn.

use super::{hold, load, FileArg};
use crate::commands::format::chosen;
use crate::concours::{Concours, Draw, Event};
use crate::error::{ConcoursProblem as P, Error, Finished};
use crate::i18n::LangChoice;
use crate::report::concours::{draw_json, draw_markdown, draw_text, DrawFormat};
use clap::Args;
use std::io::Write;

#[derive(Debug, Args)]
pub(crate) struct DrawArgs {
    /// Print round N again (nothing is drawn or written).
    #[arg(long)]
    pub(crate) round: Option<u32>,
    /// Output format (default text; json: docs/concours.md). Given while the current round's
    /// results are awaited, it prints that round again and draws nothing.
    #[arg(long, value_enum)]
    pub(crate) format: Option<DrawFormat>,
    /// The same as --format json.
    #[arg(long, conflicts_with = "format")]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) file: FileArg,
}

/// Round `n` as drawn (the draw in force: a redrawn round's latest draw).
fn drawn(c: &Concours, n: u32) -> Option<Draw> {
    let r = n.checked_sub(1).and_then(|k| c.rounds.get(k as usize))?;
    Some(Draw { round: r.number, tables: r.tables.iter().map(|t| t.teams).collect(), bye: r.bye })
}

pub(crate) fn run(
    a: &DrawArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let file = a.file.file.as_deref();
    let asked = a.format.is_some() || a.json;
    let (loaded, draw, line) = match a.round {
        Some(n) => {
            let loaded = load(file, choice, err)?;
            let c = &loaded.replayed.concours;
            let Some(d) = drawn(c, n) else {
                return Err(Error::Concours(P::NotDrawn { round: n, drawn: c.drawn() }));
            };
            (loaded, d, None)
        }
        None => {
            let loaded = load(file, choice, err)?;
            let c = &loaded.replayed.concours;
            let awaited = c.awaited();
            match c.current().and_then(|r| drawn(c, r.number)) {
                // The round in play, printed again (to print or to pass on), nothing written.
                Some(d) if asked && !awaited.is_empty() => {
                    let _ = writeln!(err, "{}", loaded.lang.catalog().draw_in_play(d.round, &awaited));
                    (loaded, d, None)
                }
                _ => {
                    drop(loaded);
                    let mut held = hold(file, choice, err)?;
                    let c = &held.loaded.replayed.concours;
                    c.may_draw().map_err(Error::Concours)?;
                    let d = crate::concours::draw::next(c);
                    let line = held.enter(Event::Draw(d.clone()))?;
                    (held.loaded, d, Some(line))
                }
            }
        }
    };
    let said = line.map(|line| loaded.lang.catalog().drawn(draw.round, line));
    show(&loaded, &draw, chosen(a.format.unwrap_or(DrawFormat::Text), a.json), said, out);
    Ok(Finished::Done)
}

/// Print a round's draw in `format`; `said` (what was written) after the text.
pub(super) fn show(loaded: &super::Loaded, draw: &Draw, format: DrawFormat, said: Option<String>, out: &mut dyn Write) {
    let c = &loaded.replayed.concours;
    let cat = loaded.lang.catalog();
    match format {
        DrawFormat::Text => {
            let _ = write!(out, "{}", draw_text(c, draw, cat));
            if let Some(said) = said {
                let _ = writeln!(out, "{said}");
            }
        }
        DrawFormat::Markdown => {
            let _ = write!(out, "{}", draw_markdown(c, draw, cat));
        }
        DrawFormat::Json => {
            let _ = writeln!(out, "{}", draw_json(c, draw));
        }
        DrawFormat::Html => {
            let served = super::serve::access(&loaded.path, draw.round);
            let _ = write!(out, "{}", crate::report::concours::sheets_html(c, draw, loaded.lang, &served));
        }
    }
}
