//! `tapete sessions`: the journals in the sessions folder, newest first: when each started, its
//! ruleset, players, hands, status and who leads.

use crate::error::Error;
use crate::journal::Journal;
use crate::session::Session;
use clap::Args;
use std::io::Write;

#[derive(Debug, Args)]
pub struct SessionsArgs {}

pub fn cmd_sessions(_args: &SessionsArgs, out: &mut dyn Write, width: Option<u16>) -> Result<i32, Error> {
    let dir = crate::store::sessions_dir()?;
    let files = crate::store::list(&dir);
    if files.is_empty() {
        let _ = writeln!(
            out,
            "No sessions in {} yet: start one with 'tapete new RULESET --players A,B,C,D'.",
            crate::term::path(&dir)
        );
        return Ok(0);
    }
    let mut t = crate::report::grid::new_table(width);
    t.set_header(vec!["started", "ruleset", "players", "hands", "status", "leader", "file"]);
    for f in files {
        let name = f.file_name().map(|n| crate::term::path(std::path::Path::new(n))).unwrap_or_default();
        match Journal::read(&f).and_then(|j| Session::replay(&j).map(|s| (j, s))) {
            Ok((j, s)) => {
                let v = s.verdict();
                let sides = &s.seating.sides;
                let status = match v.standing.winner {
                    Some(w) => format!("won by {}", sides[w]),
                    None if s.ended() => "ended".into(),
                    None => "unfinished".into(),
                };
                let leader = v
                    .standing
                    .totals
                    .iter()
                    .enumerate()
                    .max_by_key(|(_, p)| **p)
                    .map(|(k, p)| format!("{} ({p})", sides[k]))
                    .unwrap_or_default();
                t.add_row(vec![
                    j.header.at.clone().unwrap_or_default(),
                    crate::term::safe(&j.header.ruleset).into_owned(),
                    j.header.players.join(", "),
                    v.hands.len().to_string(),
                    status,
                    leader,
                    name,
                ]);
            }
            Err(e) => {
                let status = match e {
                    Error::NotStarted { .. } => "not started (no header)".to_string(),
                    e => format!("unreadable: {}", crate::term::safe(&e.to_string())),
                };
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
    Ok(0)
}
