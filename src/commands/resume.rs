//! `tapete resume [FILE]`: continue a session (default: the latest unfinished one).

use crate::error::Error;
use crate::journal::{Journal, Writer};
use crate::session::Session;
use crate::table;
use clap::Args;
use std::io::{BufRead, Write};
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct ResumeArgs {
    /// The journal to continue (default: the latest unfinished session).
    pub file: Option<PathBuf>,
    /// The table's language (default: from LANG).
    #[arg(long, value_enum)]
    pub lang: Option<crate::i18n::Lang>,
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
    let journal = Journal::read(&path)?;
    for w in &journal.warnings {
        let _ = writeln!(prompts, "warning: {w}");
    }
    let lines = journal.entries.last().map(|e| e.line).unwrap_or(1);
    let mut session = Session::replay(&journal)?;
    for w in &session.warnings {
        let _ = writeln!(prompts, "warning: {w}");
    }
    for e in &session.errors {
        let _ = writeln!(prompts, "warning: line {}: {} (ignored)", e.line, e.message);
    }
    let mut writer = Writer::append_to(&path, lines)?;
    let _ = writeln!(prompts, "Resuming {} · {}", path.display(), session.seating.sides.join(" vs "));
    let _ = writeln!(prompts, "{}", table::scoreboard(&session, crate::cli::width()));
    table::run(&mut session, &mut writer, &mut table::asker(input, prompts), crate::i18n::Lang::or_env(args.lang))?;
    Ok(0)
}
