//! `tapete verify FILE|NAME|- [--format text|json] [--ruleset FILE]`: replay a journal and report every
//! hand, score and infraction. `--json` is `--format json`, the object of docs/journal.md.

use super::format::{chosen, TextOrJson};
use crate::error::{Error, Finished};
use crate::i18n::{Lang, LangChoice, Names};
use crate::report::{json, text};
use crate::session::Session;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub(crate) struct VerifyArgs {
    /// The journal to check: its path, its name as `tapete sessions` lists it, or - to read it
    /// from standard input.
    pub(crate) file: PathBuf,
    /// text: every hand in the session's language; json: the verdict as the JSON object of
    /// docs/journal.md.
    #[arg(long, value_enum, default_value = "text")]
    pub(crate) format: TextOrJson,
    /// The same as --format json.
    #[arg(long, conflicts_with = "format")]
    pub(crate) json: bool,
    /// The ruleset file of an older journal that names its ruleset by path (a journal's own
    /// paths are never opened).
    #[arg(long, value_name = "FILE")]
    pub(crate) ruleset: Option<PathBuf>,
}

pub(crate) fn cmd_verify(
    args: &VerifyArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    if chosen(args.format, args.json) == TextOrJson::Json {
        return verify_json(args, choice, out, err);
    }
    // Streaming: each hand's line is written as the replay settles it; nothing is kept but the
    // infractions to list at the end. The language is the session's (its header), known with
    // the first hand.
    let mut buf = std::io::BufWriter::with_capacity(1 << 16, out);
    let mut started = false;
    let mut infractions = Vec::new();
    let mut cat = choice.alone().catalog();
    let journal = super::journal_arg::open(&args.file, cat)?;
    let (session, tail) =
        Session::replay_streaming(&journal.file, &journal.shown, args.ruleset.as_deref(), &mut |s, h| {
            if !started {
                started = true;
                cat = choice.of_session(s.header.lang.as_deref()).catalog();
                let _ = write!(buf, "{}", text::verify_head(s));
            }
            let x = Names::of_session(s, cat.lang());
            let _ = write!(buf, "{}", text::verify_hand(&h, &x, cat));
            infractions.extend(h.infractions);
        })?;
    let cat = choice.of_session(session.header.lang.as_deref()).catalog();
    if !started {
        let _ = write!(buf, "{}", text::verify_head(&session));
    }
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
    infractions.extend(tail.infractions.iter().cloned());
    let ok = infractions.is_empty() && tail.errors.is_empty();
    let _ = write!(buf, "{}", text::verify_tail(&session.standing(), &infractions, &tail.errors, &x, cat));
    let _ = buf.flush();
    Ok(if ok { Finished::Done } else { Finished::Infractions })
}

/// `verify --format json`, streaming: each hand is written as the replay settles it.
fn verify_json(
    args: &VerifyArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let en = Lang::En.catalog();
    let mut buf = std::io::BufWriter::with_capacity(1 << 16, out);
    let mut writer = json::Streamed::new(&mut buf);
    let mut failed: Option<std::io::Error> = None;
    let journal = super::journal_arg::open(&args.file, choice.alone().catalog())?;
    let replayed = Session::replay_streaming(&journal.file, &journal.shown, args.ruleset.as_deref(), &mut |s, h| {
        if failed.is_none() {
            failed = writer.hand(s, &h).err();
        }
    });
    let (session, tail) = match replayed {
        Ok(r) => r,
        Err(e) => {
            // A journal that does not read is found before any hand is written. A total that
            // overflows is found only by the fold, after the hands before it: what of them is
            // still held here (up to 64 KiB) is dropped, not flushed.
            drop(writer);
            let _ = buf.into_parts();
            return Err(e);
        }
    };
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
    // A write that failed is remembered by the output itself: the command line reports it (a
    // closed pipe quietly) once the verdict is known.
    let ok = writer.infractions.is_empty() && tail.ok();
    if failed.is_none() {
        let _ = writer.finish(&session, &tail, en);
    }
    let _ = buf.flush();
    Ok(if ok { Finished::Done } else { Finished::Infractions })
}
