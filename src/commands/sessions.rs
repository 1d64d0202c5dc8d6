//! `tapete sessions [--format table|json]`: the journals in the sessions folder, newest first:
//! when each started, its ruleset, players, hands, status and who leads.

use super::format::{chosen, TableOrJson};
use super::sessions_cache::{Cache, Row, Stamp, Status};
use crate::error::{Error, Finished};
use crate::i18n::{Lang, SessionStatus};
use crate::journal::Journal;
use crate::session::Session;
use clap::Args;
use std::io::Write;

#[derive(Debug, Args)]
pub(crate) struct SessionsArgs {
    /// table: a table in the table's language; json: one JSON array (docs/cli.md).
    #[arg(long, value_enum, default_value = "table")]
    pub(crate) format: TableOrJson,
    /// The same as --format json.
    #[arg(long, conflicts_with = "format")]
    pub(crate) json: bool,
}

/// One journal of the sessions folder: its file name, and what the listing shows of it.
struct Listed {
    key: String,
    path: std::path::PathBuf,
    row: Result<Row, Error>,
}

pub(crate) fn cmd_sessions(
    args: &SessionsArgs,
    lang: Lang,
    out: &mut dyn Write,
    width: Option<u16>,
) -> Result<Finished, Error> {
    let cat = lang.catalog();
    let format = chosen(args.format, args.json);
    let dir = crate::store::sessions_dir()?;
    let files = crate::store::list(&dir);
    if files.is_empty() && format == TableOrJson::Table {
        let _ = writeln!(out, "{}", cat.sessions_none(&crate::term::path(&dir)));
        return Ok(Finished::Done);
    }
    let mut cache = Cache::load(&dir);
    let (mut names, mut changed) = (Vec::with_capacity(files.len()), false);
    let mut listed = Vec::with_capacity(files.len());
    for f in files {
        let key = f.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        // The stamp before the journal is read: one written meanwhile is read again next time.
        let stamp = Stamp::of(&f);
        let kept = stamp.and_then(|st| cache.get(&key, st)).cloned();
        let row = match kept {
            Some(row) => Ok(row),
            None => {
                let row = listed_row(&f);
                if let (Ok(row), Some(st)) = (&row, stamp) {
                    cache.put(key.clone(), st, row.clone());
                    changed = true;
                }
                row
            }
        };
        names.push(key.clone());
        listed.push(Listed { key, path: f, row });
    }
    cache.save(&dir, &names, changed);
    let text = match format {
        TableOrJson::Table => table(&listed, cat, width),
        TableOrJson::Json => json(&listed),
    };
    let _ = writeln!(out, "{text}");
    Ok(Finished::Done)
}

/// The listing as a table in the language of `cat`.
fn table(listed: &[Listed], cat: &dyn crate::i18n::Catalog, width: Option<u16>) -> String {
    let mut t = crate::report::grid::new_table(width);
    t.set_header(cat.sessions_heads().to_vec());
    for l in listed {
        let name = crate::term::path(std::path::Path::new(&l.key));
        match &l.row {
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
                    row.leader.as_ref().map(|(side, p)| format!("{side} ({p})")).unwrap_or_default(),
                    name,
                ]);
            }
            Err(e) => {
                let status =
                    cat.session_status(&SessionStatus::Unreadable(crate::term::safe(&cat.error(e, None)).into_owned()));
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
    t.to_string()
}

/// The listing as JSON: an array, newest first, of one object per journal (docs/cli.md). Names
/// and messages are as they are (JSON escapes what needs it); a message is in English.
fn json(listed: &[Listed]) -> String {
    let en = Lang::En.catalog();
    let rows: Vec<serde_json::Value> = listed
        .iter()
        .map(|l| {
            let mut o = serde_json::Map::new();
            o.insert("session".into(), l.key.trim_end_matches(".jsonl").into());
            o.insert("file".into(), l.path.display().to_string().into());
            match &l.row {
                Ok(row) => {
                    let (status, winner) = match &row.status {
                        Status::Won(side) => ("won", Some(side.clone())),
                        Status::Ended => ("ended", None),
                        Status::Unfinished => ("unfinished", None),
                        Status::NotStarted => ("not-started", None),
                    };
                    let started = row.status != Status::NotStarted;
                    o.insert("started".into(), row.at.clone().into());
                    o.insert("ruleset".into(), (started.then(|| row.ruleset.clone())).into());
                    o.insert("players".into(), row.players.clone().into());
                    o.insert("hands".into(), row.hands.into());
                    o.insert("status".into(), status.into());
                    o.insert("winner".into(), winner.into());
                    let leader =
                        row.leader.as_ref().map(|(side, total)| serde_json::json!({"side": side, "total": total}));
                    o.insert("leader".into(), leader.into());
                }
                Err(e) => {
                    o.insert("status".into(), "unreadable".into());
                    o.insert("error".into(), en.error(e, None).into());
                }
            }
            serde_json::Value::Object(o)
        })
        .collect();
    serde_json::Value::Array(rows).to_string()
}

/// What the listing shows of the journal at `path`, from its replay; a journal with no entry yet
/// is a row of its own (no date, ruleset or players are shown for it, as before the cache).
fn listed_row(path: &std::path::Path) -> Result<Row, Error> {
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
