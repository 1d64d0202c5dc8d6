//! `tapete sessions`: the journals in the sessions folder, newest first: when each started, its
//! ruleset, players, hands, status and who leads.

use super::sessions_cache::{Cache, Row, Stamp, Status};
use crate::error::{Error, Finished};
use crate::i18n::{Lang, SessionStatus};
use crate::journal::Journal;
use crate::session::Session;
use clap::Args;
use std::io::Write;

#[derive(Debug, Args)]
pub(crate) struct SessionsArgs {}

pub(crate) fn cmd_sessions(
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
    let mut cache = Cache::load(&dir, crate::folders::cache().as_deref());
    let (mut names, mut changed) = (Vec::with_capacity(files.len()), false);
    let mut t = crate::report::grid::new_table(width);
    t.set_header(cat.sessions_heads().to_vec());
    for f in files {
        let key = f.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let name = f.file_name().map(|n| crate::term::path(std::path::Path::new(n))).unwrap_or_default();
        // The stamp before the journal is read: one written meanwhile is read again next time.
        let stamp = Stamp::of(&f);
        let kept = stamp.and_then(|st| cache.get(&key, st)).cloned();
        let row = match kept {
            Some(row) => Ok(row),
            None => {
                let row = listed(&f);
                if let (Ok(row), Some(st)) = (&row, stamp) {
                    cache.put(key.clone(), st, row.clone());
                    changed = true;
                }
                row
            }
        };
        names.push(key);
        match row {
            Ok(row) => {
                let status = cat.session_status(&match &row.status {
                    Status::Won(side) => SessionStatus::Won(side.clone()),
                    Status::Ended => SessionStatus::Ended,
                    Status::Unfinished => SessionStatus::Unfinished,
                    Status::NotStarted => SessionStatus::NotStarted,
                });
                t.add_row(vec![
                    row.at.as_deref().map(|at| crate::i18n::when(cat, at)).unwrap_or_default(),
                    crate::term::safe(&row.ruleset).into_owned(),
                    row.players.join(", "),
                    if row.status == Status::NotStarted { String::new() } else { row.hands.to_string() },
                    status,
                    row.leader.map(|(side, p)| format!("{side} ({p})")).unwrap_or_default(),
                    name,
                ]);
            }
            Err(e) => {
                let status = cat
                    .session_status(&SessionStatus::Unreadable(crate::term::safe(&cat.error(&e, None)).into_owned()));
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
    cache.save(&names, changed);
    let _ = writeln!(out, "{t}");
    Ok(Finished::Done)
}

/// What the listing shows of the journal at `path`, from its replay; a journal with no entry yet
/// is a row of its own (no date, ruleset or players are shown for it, as before the cache).
fn listed(path: &std::path::Path) -> Result<Row, Error> {
    let (j, s) = match Journal::read(path).and_then(|j| Session::replay(&j).map(|s| (j, s))) {
        Ok(read) => read,
        Err(Error::NotStarted { .. }) => {
            return Ok(Row {
                at: None,
                ruleset: String::new(),
                players: Vec::new(),
                hands: 0,
                status: Status::NotStarted,
                leader: None,
            })
        }
        Err(e) => return Err(e),
    };
    let v = s.verdict();
    let sides = &s.seating.sides;
    let status = match v.standing.winner {
        Some(w) => Status::Won(sides[w].clone()),
        None if s.ended() || v.standing.over => Status::Ended,
        None => Status::Unfinished,
    };
    let leader = v.standing.totals.iter().enumerate().max_by_key(|(_, p)| **p).map(|(k, p)| (sides[k].clone(), *p));
    Ok(Row {
        at: j.header.at.clone(),
        ruleset: j.header.ruleset.clone(),
        players: j.header.players.clone(),
        hands: v.hands.len(),
        status,
        leader,
    })
}
