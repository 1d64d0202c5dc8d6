//! `tapete resume [FILE] [--ruleset FILE] [--lang L]`: continue a session (default: the latest
//! unfinished one). The journal is locked first, so a second table on it stops at once, and a
//! line cut short by a crash is moved aside before anything is appended.

use crate::error::Error;
use crate::journal::{Journal, Mended, Writer};
use crate::session::Session;
use crate::table;
use clap::Args;
use std::io::{BufRead, Write};
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct ResumeArgs {
    /// The journal to continue (default: the latest unfinished session).
    pub file: Option<PathBuf>,
    /// The table's language (default: the journal's, else from the environment).
    #[arg(long, value_enum)]
    pub lang: Option<crate::i18n::Lang>,
    /// The ruleset file of an older journal that names its ruleset by path.
    #[arg(long, value_name = "FILE")]
    pub ruleset: Option<PathBuf>,
}

fn unfinished(path: &std::path::Path) -> bool {
    match Journal::read(path).and_then(|j| Session::replay(&j)) {
        Ok(s) => !s.ended && s.verdict().winner.is_none(),
        Err(_) => false,
    }
}

pub fn cmd_resume(args: &ResumeArgs, input: &mut dyn BufRead, prompts: &mut dyn Write) -> Result<i32, Error> {
    let path = match &args.file {
        Some(p) => p.clone(),
        None => {
            let dir = crate::store::sessions_dir()?;
            crate::store::list(&dir).into_iter().find(|p| unfinished(p)).ok_or_else(|| {
                Error::input(format!("no unfinished session in {}; start one with 'tapete new'", dir.display()))
            })?
        }
    };
    let (mut writer, mended) = Writer::open(&path)?;
    match &mended {
        Mended::CutAside { line, aside } => {
            let _ = writeln!(
                prompts,
                "Line {line} of {} was cut short (the table stopped while writing it); its bytes were moved to {} \
                 and the journal goes on from line {line}.",
                path.display(),
                aside.display()
            );
        }
        Mended::Completed | Mended::Clean => {}
    }
    let journal = Journal::read(&path)?;
    writer.check()?;
    let lang = args.lang.or(journal.header.lang.as_deref().and_then(crate::i18n::Lang::from_code));
    let mut session = Session::replay_with(journal, args.ruleset.as_deref())?;
    for w in &session.warnings {
        let _ = writeln!(prompts, "warning: {w}");
    }
    for e in &session.errors {
        let _ = writeln!(prompts, "warning: line {}: {} (ignored)", e.line, e.message);
    }
    let _ = writeln!(prompts, "Resuming {} · {}", path.display(), session.seating.sides.join(" vs "));
    let _ = writeln!(prompts, "{}", table::scoreboard(&session, crate::cli::width()));
    table::run(&mut session, &mut writer, &mut table::asker(input, prompts), crate::i18n::Lang::or_env(lang))?;
    Ok(0)
}
