//! `tapete sessions`: the journals in the sessions folder, newest first: when each started, its
//! ruleset, players, hands, status and who leads.

use crate::error::{Error, Finished};
use crate::i18n::{Lang, SessionStatus};
use crate::journal::Journal;
use crate::session::Session;
use clap::Args;
use std::io::Write;

#[derive(Debug, Args)]
pub struct SessionsArgs {}

pub fn cmd_sessions(
    _args: &SessionsArgs,
    lang: Lang,
    out: &mut dyn Write,
    width: Option<u16>,
) -> Result<Finished, Error> {
    let cat = lang.catalog();
    let dir = crate::store::sessions_dir()?;
    let files = crate::store::list(&dir);
    if files.is_empty() {
        let _ = writeln!(out, "{}", cat.sessions_none(&crate::term::path(&dir)));
        return Ok(Finished::Done);
    }
    let mut t = crate::report::grid::new_table(width);
    t.set_header(cat.sessions_heads().to_vec());
    for f in files {
        let name = f.file_name().map(|n| crate::term::path(std::path::Path::new(n))).unwrap_or_default();
        match Journal::read(&f).and_then(|j| Session::replay(&j).map(|s| (j, s))) {
            Ok((j, s)) => {
                let v = s.verdict();
                let sides = &s.seating.sides;
                let status = cat.session_status(&match v.standing.winner {
                    Some(w) => SessionStatus::Won(sides[w].clone()),
                    None if s.ended() || v.standing.over => SessionStatus::Ended,
                    None => SessionStatus::Unfinished,
                });
                let leader = v
                    .standing
                    .totals
                    .iter()
                    .enumerate()
                    .max_by_key(|(_, p)| **p)
                    .map(|(k, p)| format!("{} ({p})", sides[k]))
                    .unwrap_or_default();
                t.add_row(vec![
                    j.header.at.as_deref().map(|at| crate::i18n::when(cat, at)).unwrap_or_default(),
                    crate::term::safe(&j.header.ruleset).into_owned(),
                    j.header.players.join(", "),
                    v.hands.len().to_string(),
                    status,
                    leader,
                    name,
                ]);
            }
            Err(e) => {
                let status = cat.session_status(&match e {
                    Error::NotStarted { .. } => SessionStatus::NotStarted,
                    e => SessionStatus::Unreadable(crate::term::safe(&cat.error(&e, None)).into_owned()),
                });
                t.add_row(vec![
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                    status,
                    String::new(),
                    name,
                ]);
            }
        }
    }
    let _ = writeln!(out, "{t}");
    Ok(Finished::Done)
}
