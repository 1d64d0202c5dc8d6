//! `tapete summary FILE [--format table|markdown|csv|json]`: what a table prints at the end of
//! the night: every hand, the totals, the winner, when it started and how long it took, and the
//! statistics of the session. Exit code as `verify`: entries that could not be applied are listed
//! and make it 1.

use crate::commands::verify::replay_file;
use crate::error::Error;
use crate::i18n::{Lang, Names};
use crate::report::summary::{self, Format};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct SummaryArgs {
    /// The session journal.
    pub file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "table")]
    pub format: Format,
    /// The ruleset file of an older journal that names its ruleset by path.
    #[arg(long, value_name = "FILE")]
    pub ruleset: Option<PathBuf>,
}

pub fn cmd_summary(
    args: &SummaryArgs,
    lang: Lang,
    out: &mut dyn Write,
    err: &mut dyn Write,
    width: Option<u16>,
) -> Result<i32, Error> {
    let session = replay_file(&args.file, args.ruleset.as_deref())?;
    let v = session.verdict();
    let cat = lang.catalog();
    let x = Names::of(&session.seating, session.ruleset.deck_kind);
    for w in &v.warnings {
        let _ = writeln!(err, "{}", cat.warning(w));
    }
    for e in &v.errors {
        let _ = writeln!(err, "{}: {}", args.file.display(), cat.line_error(e.line, &cat.refusal(&e.refusal, &x)));
    }
    let s = summary::build(&session, &v, cat);
    let _ = write!(out, "{}", summary::render(&s, args.format, width, cat));
    Ok(if v.ok() { 0 } else { 1 })
}
