//! `tapete verify FILE [--json] [--ruleset FILE]`: replay a journal and report every hand, score
//! and infraction.

use crate::error::Error;
use crate::i18n::{Lang, Names};
use crate::journal::Journal;
use crate::report::{json, text};
use crate::session::Session;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// The journal to check (a .jsonl file).
    pub file: PathBuf,
    /// Print the verdict as the JSON object of docs/journal.md.
    #[arg(long)]
    pub json: bool,
    /// The ruleset file of an older journal that names its ruleset by path (a journal's own
    /// paths are never opened).
    #[arg(long, value_name = "FILE")]
    pub ruleset: Option<PathBuf>,
}

/// Read and replay a journal file.
pub fn replay_file(path: &Path, ruleset: Option<&Path>) -> Result<Session, Error> {
    Session::replay_with(Journal::read(path)?, ruleset)
}

pub fn cmd_verify(args: &VerifyArgs, lang: Lang, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, Error> {
    if args.json {
        return verify_json(args, lang, out, err);
    }
    let session = replay_file(&args.file, args.ruleset.as_deref())?;
    let verdict = session.verdict();
    let cat = lang.catalog();
    let x = Names::of(&session.seating, session.ruleset.deck_kind);
    for w in &verdict.warnings {
        let _ = writeln!(err, "{}", cat.warning(w));
    }
    for e in &verdict.errors {
        let _ = writeln!(err, "{}: {}", args.file.display(), cat.line_error(e.line, &cat.refusal(&e.refusal, &x)));
    }
    if args.json {
        let v = json::verdict(&session, &verdict, cat);
        let text = serde_json::to_string_pretty(&v).map_err(|e| Error::Internal(e.to_string()))?;
        let _ = writeln!(out, "{text}");
    } else {
        let _ = write!(out, "{}", text::verify(&session, &verdict, cat));
    }
    Ok(if verdict.ok() { 0 } else { 1 })
}

/// `verify --json`, streaming: each hand is written as the replay settles it.
fn verify_json(args: &VerifyArgs, lang: Lang, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, Error> {
    let en = Lang::En.catalog();
    let mut buf = std::io::BufWriter::with_capacity(1 << 16, out);
    let mut writer = json::Streamed::new(&mut buf);
    let mut failed: Option<std::io::Error> = None;
    let (session, tail) = Session::replay_streaming(&args.file, args.ruleset.as_deref(), &mut |s, h| {
        if failed.is_none() {
            failed = writer.hand(s, &h).err();
        }
    })?;
    let cat = lang.catalog();
    let x = Names::of(&session.seating, session.ruleset.deck_kind);
    for w in &tail.warnings {
        let _ = writeln!(err, "{}", cat.warning(w));
    }
    for e in &tail.errors {
        let _ = writeln!(err, "{}: {}", args.file.display(), cat.line_error(e.line, &cat.refusal(&e.refusal, &x)));
    }
    // A write that failed is remembered by the output itself: the command line reports it (a
    // closed pipe quietly) once the verdict is known.
    let ok = writer.infractions.is_empty() && tail.ok();
    if failed.is_none() {
        let _ = writer.finish(&session, &tail, en);
    }
    let _ = buf.flush();
    Ok(if ok { 0 } else { 1 })
}
