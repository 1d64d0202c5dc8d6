//! `tapete summary [FILE|NAME|-] [--format table|markdown|csv|json|html]`: what a table prints at the
//! end of the night (default: of the latest session, finished or not): every hand, the totals, the winner, when it started and how long it took, and the
//! statistics of the session. Exit code: 0; 1 when entries could not be applied (they are listed);
//! 2 when the journal cannot be read. An infraction the rules scored (a penalised renounce, a void
//! announcement) is part of the night, not a failure: it is in the summary and exits 0 (`verify`
//! is the dispute tool that exits 1 for it).

use crate::error::{Error, Finished};
use crate::i18n::{LangChoice, Names};
use crate::report::summary::{self, Format};
use crate::session::Session;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub(crate) struct SummaryArgs {
    /// The session journal: its path, its name as `tapete sessions` lists it, or - to read it
    /// from standard input (default: the latest session, finished or not).
    pub(crate) file: Option<PathBuf>,
    /// Output format (json: docs/cli.md).
    #[arg(long, value_enum, default_value = "table")]
    pub(crate) format: Format,
    /// The same as --format json.
    #[arg(long, conflicts_with = "format")]
    pub(crate) json: bool,
    /// The ruleset file of an older journal that names its ruleset by path.
    #[arg(long, value_name = "FILE")]
    pub(crate) ruleset: Option<PathBuf>,
}

/// The latest session of the sessions folder, finished or not.
fn latest() -> Result<PathBuf, Error> {
    let dir = crate::store::sessions_dir()?;
    crate::store::list(&dir).into_iter().next().ok_or_else(|| Error::NoSession { dir: dir.display().to_string() })
}

pub(crate) fn cmd_summary(
    args: &SummaryArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
    width: Option<u16>,
) -> Result<Finished, Error> {
    // Streaming: each hand becomes a row as the replay settles it, written out (not kept) until
    // the end of the night says which columns show and how wide (the page alone keeps its rows);
    // no hand is kept whole. The language is the session's (its header), unless `--lang` says
    // otherwise.
    let builder: Option<summary::Builder> = None;
    // Nothing is shown before the replay ends: one read of the journal while no entry is an
    // undo or an amend (the builder is started again if one is).
    let builder = std::cell::RefCell::new(builder);
    let format = super::format::chosen(args.format, args.json);
    let named = match &args.file {
        Some(f) => f.clone(),
        None => latest()?,
    };
    let journal = super::journal_arg::open(&named, choice.alone().catalog())?;
    let (session, tail) = Session::replay_once_open(
        &journal.file,
        &journal.shown,
        args.ruleset.as_deref(),
        crate::journal::decoded::Lane::Thread,
        &mut |s, h| {
            builder
                .borrow_mut()
                .get_or_insert_with(|| {
                    summary::Builder::new(s, choice.of_session(s.header.lang.as_deref()).catalog()).for_format(format)
                })
                .hand(s, &h);
        },
        &mut || *builder.borrow_mut() = None,
    )?;
    let builder = builder.into_inner();
    let cat = choice.of_session(session.header.lang.as_deref()).catalog();
    let x = Names::of_session(&session, cat.lang());
    for w in &tail.warnings {
        let _ = writeln!(err, "{}", cat.warning(w));
    }
    for e in &tail.errors {
        let _ = writeln!(
            err,
            "{}{}{}",
            crate::term::path(&journal.shown),
            cat.colon(),
            cat.line_error(e.line, &cat.refusal(&e.refusal, &x))
        );
    }
    let b = builder.unwrap_or_else(|| summary::Builder::new(&session, cat).for_format(format));
    let open: Vec<&crate::engine::Infraction> = tail.infractions.iter().collect();
    let applied = tail.errors.is_empty();
    let s = b.finish(&session, &session.standing(), &open, &tail.errors, tail.last_at.as_deref());
    summary::write(s, format, width, cat, out).map_err(Error::Output)?;
    Ok(if applied { Finished::Done } else { Finished::Infractions })
}
