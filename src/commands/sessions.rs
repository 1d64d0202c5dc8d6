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
            dir.display()
        );
        return Ok(0);
    }
    let mut t = crate::report_table::new_table(width);
    t.set_header(vec!["started", "ruleset", "players", "hands", "status", "leader", "file"]);
    for f in files {
        let name = f.file_name().map(|n| crate::term::safe(&n.to_string_lossy()).into_owned()).unwrap_or_default();
        match Journal::read(&f).and_then(|j| Session::replay(&j).map(|s| (j, s))) {
            Ok((j, s)) => {
                let v = s.verdict();
                let status = if v.winner.is_some() {
                    "won".to_string()
                } else if s.ended {
                    "ended".into()
                } else {
                    "unfinished".into()
                };
                let leader =
                    v.totals.iter().max_by_key(|(_, p)| **p).map(|(k, p)| format!("{k} ({p})")).unwrap_or_default();
                t.add_row(vec![
                    j.header.at.clone().unwrap_or_default(),
                    j.header.ruleset.clone(),
                    j.header.players.join(", "),
                    v.hands.len().to_string(),
                    v.winner.map(|w| format!("won by {w}")).unwrap_or(status),
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
