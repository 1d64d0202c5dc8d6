//! `tapete sessions [--format table|json]`: the journals in the sessions folder, newest first:
//! when each started, its ruleset, players, hands, status and who leads; then the parties of the
//! concours's tables (`concours/NAME/round-R/table-N.jsonl`), under their concours, round by
//! round and table by table.

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

/// One journal of the sessions folder, and what the listing shows of it.
struct Listed {
    path: std::path::PathBuf,
    /// The concours, round and table whose partie it is (none for a session of its own).
    table: Option<crate::store::TableJournal>,
    row: Result<Row, Error>,
}

impl Listed {
    /// Its name, as `summary`, `verify`, `resume` and `board` take it.
    fn name(&self) -> String {
        match &self.table {
            Some(t) => t.name(),
            None => crate::store::session_name(&self.path),
        }
    }
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
    let tables = crate::store::concours_tables(&dir);
    if files.is_empty() && tables.is_empty() && format == TableOrJson::Table {
        let _ = writeln!(out, "{}", cat.sessions_none(&crate::term::path(&dir)));
        return Ok(Finished::Done);
    }
    let mut cache = Cache::load(&dir, crate::folders::cache().as_deref());
    let (mut names, mut changed) = (Vec::with_capacity(files.len() + tables.len()), false);
    let mut listed = Vec::with_capacity(files.len() + tables.len());
    let journals = files.into_iter().map(|f| (f, None)).chain(tables.into_iter().map(|t| (t.path.clone(), Some(t))));
    for (f, table) in journals {
        // A session by its file name; a table's partie by its path in the sessions folder.
        let key = match &table {
            Some(t) => format!("{}.jsonl", t.name()),
            None => f.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
        };
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
        names.push(key);
        listed.push(Listed { path: f, table, row });
    }
    cache.save(&names, changed);
    let text = match format {
        TableOrJson::Table => grouped(&listed, cat, width),
        TableOrJson::Json => json(&listed),
    };
    let _ = writeln!(out, "{text}");
    Ok(Finished::Done)
}

/// The listing in the language of `cat`: the sessions' table (when there are any), then for each
/// concours whose tables kept their parties, a heading naming it and the table of those parties
/// (named `concours/NAME/round-R/table-N`, round by round, table by table).
fn grouped(listed: &[Listed], cat: &dyn crate::i18n::Catalog, width: Option<u16>) -> String {
    let (own, tables): (Vec<&Listed>, Vec<&Listed>) = listed.iter().partition(|l| l.table.is_none());
    let mut parts = Vec::new();
    if !own.is_empty() {
        parts.push(table(&own, cat, width));
    }
    let mut rest = tables.as_slice();
    while let Some(first) = rest.first() {
        let concours = first.table.as_ref().map(|t| t.concours.clone()).unwrap_or_default();
        let n = rest.iter().take_while(|l| l.table.as_ref().is_some_and(|t| t.concours == concours)).count();
        let heading = cat.sessions_concours(&crate::term::safe(&concours));
        parts.push(format!("{heading}\n{}", table(&rest[..n], cat, width)));
        rest = &rest[n..];
    }
    parts.join("\n\n")
}

/// The listing as a table in the language of `cat`: each session's name first, whole (the name
/// `summary`, `verify`, `resume` and `board` take), then when it started, its ruleset, players,
/// hands, status and who leads. A table wider than `width` leaves out when it started and its
/// ruleset, which a name tapete gave says already (`2026-11-22-1803-belote-classic`), says who
/// leads under the status, and wraps the other columns between words; the names are never broken.
fn table(listed: &[&Listed], cat: &dyn crate::i18n::Catalog, width: Option<u16>) -> String {
    // Each row's seven cells, and its status as the narrow table shows it: with who leads under
    // it, or beside it the winner's total.
    let mut rows: Vec<([String; 7], String)> = Vec::with_capacity(listed.len() + 1);
    let heads = cat.sessions_heads().map(String::from);
    let head_status = heads[5].clone();
    rows.push((heads, head_status));
    for l in listed {
        let name = crate::term::safe(&l.name()).into_owned();
        rows.push(match &l.row {
            Ok(row) => {
                let status = crate::term::safe(&cat.session_status(&match &row.status {
                    Status::Won(side) => SessionStatus::Won(whole(side)),
                    Status::Ended => SessionStatus::Ended,
                    Status::Unfinished => SessionStatus::Unfinished,
                    Status::NotStarted => SessionStatus::NotStarted,
                }))
                .into_owned();
                let leader = row.leader.as_ref().map(|(side, p)| format!("{} ({p})", whole(side))).unwrap_or_default();
                let narrow = match (&row.status, &row.leader) {
                    (Status::Won(w), Some((side, p))) if w == side => format!("{status} ({p})"),
                    (_, Some(_)) => format!("{status}\n{leader}"),
                    (_, None) => status.clone(),
                };
                let cells = [
                    name,
                    row.at.as_deref().map(|at| crate::i18n::when(cat, at)).unwrap_or_default(),
                    crate::term::safe(&row.ruleset).into_owned(),
                    row.players.iter().map(|p| whole(p)).collect::<Vec<_>>().join(", "),
                    if row.status == Status::NotStarted { String::new() } else { row.hands.to_string() },
                    status,
                    leader,
                ];
                (cells, narrow)
            }
            Err(e) => {
                // The row names the journal already: its path is not said again.
                let message = cat.error(e, None);
                let message = message.strip_prefix(&format!("{}{}", l.path.display(), cat.colon())).unwrap_or(&message);
                let status = cat.session_status(&SessionStatus::Unreadable(crate::term::safe(message).into_owned()));
                (
                    [name, String::new(), String::new(), String::new(), String::new(), status.clone(), String::new()],
                    status,
                )
            }
        });
    }
    // Each column takes its widest cell, a space either side and a border; the table one more.
    let widest = |c: usize| rows.iter().map(|(r, _)| r[c].chars().count()).max().unwrap_or(0);
    let natural: usize = (0..7).map(|c| widest(c) + 3).sum::<usize>() + 1;
    let narrow = width.is_some_and(|w| natural > usize::from(w));
    let shown: Vec<Vec<String>> = rows
        .into_iter()
        .map(|(r, status)| match narrow {
            false => r.to_vec(),
            true => vec![r[0].clone(), r[3].clone(), r[4].clone(), status],
        })
        .collect();
    let mut t = crate::report::grid::new_table(width);
    t.set_header(shown[0].clone());
    for r in &shown[1..] {
        t.add_row(r.clone());
    }
    // The name whole; in the other columns, a word (a player's name, a side) is not broken
    // either, unless it is longer than a name should make a column (24 characters).
    if let Some(column) = t.column_mut(0) {
        column.set_constraint(comfy_table::ColumnConstraint::ContentWidth);
    }
    for k in 1..shown[0].len() {
        let words = shown.iter().flat_map(|r| r[k].split([' ', '\n']));
        let longest = words.map(|w| w.chars().count()).max().unwrap_or(0);
        let lower = u16::try_from(longest.min(24) + 2).unwrap_or(u16::MAX);
        if let Some(column) = t.column_mut(k) {
            column.set_constraint(comfy_table::ColumnConstraint::LowerBoundary(comfy_table::Width::Fixed(lower)));
        }
    }
    t.to_string()
}

/// A name as a cell shows it: made safe, its spaces no-break spaces, so that a table wraps a
/// cell between names and never inside one (`Ana María`).
fn whole(name: &str) -> String {
    crate::term::safe(name).replace(' ', "\u{a0}")
}

/// The listing as JSON: an array, newest first, of one object per journal, then the concours
/// tables' parties with their `concours`, `round` and `table` (null for a session of its own;
/// docs/cli.md). Names and messages are as they are (JSON escapes what needs it); a message is
/// in English.
fn json(listed: &[Listed]) -> String {
    let en = Lang::En.catalog();
    let rows: Vec<serde_json::Value> = listed
        .iter()
        .map(|l| {
            let mut o = serde_json::Map::new();
            o.insert("session".into(), l.name().into());
            o.insert("file".into(), l.path.display().to_string().into());
            let t = l.table.as_ref();
            o.insert("concours".into(), t.map(|t| t.concours.clone()).into());
            o.insert("round".into(), t.map(|t| t.round).into());
            o.insert("table".into(), t.map(|t| t.table).into());
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
