//! `tapete stats [FOLDER] [--game NAME] [--since DATE] [--format table|markdown|csv|json]`:
//! per player and per team across the journals of a folder (default: the sessions folder).
//! Each journal is replayed streaming; one that cannot be read is listed, not fatal.

use crate::engine::StatKey;
use crate::error::{Error, Finished};
use crate::i18n::{Catalog, Lang};
use crate::report::stats::{SessionTally, Stats, Unreadable};
use crate::report::summary::Format;
use crate::session::Session;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// The folder of journals (default: the sessions folder).
    pub folder: Option<PathBuf>,
    /// Only sessions of this ruleset, or of this game (belote, bestia, perejila).
    #[arg(long)]
    pub game: Option<String>,
    /// Only sessions started on or after this day (YYYY-MM-DD).
    #[arg(long)]
    pub since: Option<chrono::NaiveDate>,
    /// Output format.
    #[arg(long, value_enum, default_value = "table")]
    pub format: Format,
}

/// The day a session started: its header's time, else its file name's date.
fn started(session: &Session, path: &Path) -> Option<chrono::NaiveDate> {
    let at = session.header.at.as_deref().and_then(|a| chrono::DateTime::parse_from_rfc3339(a).ok());
    at.map(|a| a.date_naive()).or_else(|| {
        let name = path.file_name()?.to_string_lossy().into_owned();
        chrono::NaiveDate::parse_from_str(name.get(..10)?, "%Y-%m-%d").ok()
    })
}

/// Every journal of `folder`, oldest first.
fn journals(folder: &Path) -> Result<Vec<PathBuf>, Error> {
    let shown = folder.display().to_string();
    let mut v: Vec<PathBuf> = std::fs::read_dir(folder)
        .map_err(|e| Error::io(shown, e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    v.sort();
    Ok(v)
}

pub fn gather(
    folder: &Path,
    game: Option<&str>,
    since: Option<chrono::NaiveDate>,
    cat: &dyn Catalog,
) -> Result<Stats, Error> {
    let mut stats = Stats::default();
    for path in journals(folder)? {
        let mut tally: Option<SessionTally> = None;
        let replayed = Session::replay_streaming(&path, None, &mut |s, h| {
            tally.get_or_insert_with(|| SessionTally::new(s)).hand(s, &h);
        });
        let (session, _) = match replayed {
            Ok(r) => r,
            Err(e) => {
                let message = Lang::En.catalog().error(&e, None);
                // Shown as the top-level error is: through `safe`, the file's name included.
                let shown = match &e {
                    Error::Ruleset(crate::ruleset::RulesetError::Problems(problems)) => problems
                        .iter()
                        .map(|p| crate::term::safe(&cat.ruleset_problem(p)).into_owned())
                        .collect::<Vec<_>>()
                        .join("\n"),
                    e => crate::term::safe(&cat.error(e, None)).into_owned(),
                };
                stats.unreadable.push(Unreadable { file: path.display().to_string(), message, shown });
                continue;
            }
        };
        let r = &session.ruleset;
        if game.is_some_and(|g| g != r.name && g != r.game) {
            continue;
        }
        if since.is_some_and(|d| started(&session, &path).is_none_or(|s| s < d)) {
            continue;
        }
        let tally = tally.unwrap_or_else(|| SessionTally::new(&session));
        tally.finish(&session, session.standing().winner, &mut stats);
    }
    Ok(stats)
}

/// The columns worth showing: sessions, won and hands always, the others where someone has one.
fn columns(stats: &Stats) -> Vec<StatKey> {
    let all = stats.players.values().chain(stats.teams.values());
    let mut keys: Vec<StatKey> = Vec::new();
    for c in all {
        for (k, v) in c.fields() {
            let always = matches!(k, StatKey::Sessions | StatKey::Won | StatKey::Hands);
            if (always || v != 0) && !keys.contains(&k) {
                keys.push(k);
            }
        }
    }
    // In the order of the fields, squares last by lance.
    let order: Vec<StatKey> = crate::report::stats::Counts::default().fields().into_iter().map(|(k, _)| k).collect();
    keys.sort_by_key(|k| order.iter().position(|o| o == k).unwrap_or(order.len()));
    keys
}

pub fn render(stats: &Stats, format: Format, width: Option<u16>, cat: &dyn Catalog) -> String {
    if format == Format::Json {
        return serde_json::to_string_pretty(stats).unwrap_or_default() + "\n";
    }
    let cols = columns(stats);
    let heads = cat.stats_heads();
    let mut out = String::new();
    for (head, group) in heads.iter().zip([&stats.players, &stats.teams]) {
        if group.is_empty() {
            continue;
        }
        let header: Vec<String> =
            std::iter::once(head.to_string()).chain(cols.iter().map(|k| cat.stat_label(*k))).collect();
        let rows: Vec<Vec<String>> = group
            .iter()
            .map(|(name, c)| {
                let f = c.fields();
                std::iter::once(crate::term::safe(name).into_owned())
                    .chain(
                        cols.iter()
                            .map(|k| f.iter().find(|(x, _)| x == k).map(|(_, v)| v.to_string()).unwrap_or_default()),
                    )
                    .collect()
            })
            .collect();
        match format {
            Format::Csv => {
                for r in std::iter::once(&header).chain(rows.iter()) {
                    out.push_str(&r.iter().map(|f| crate::report::grid::csv_field(f)).collect::<Vec<_>>().join(","));
                    out.push('\n');
                }
            }
            Format::Markdown => {
                out.push_str(&crate::report::grid::markdown_table(&header, &rows));
                out.push('\n');
            }
            _ => {
                let mut t = crate::report::grid::new_table(width);
                t.set_header(header);
                for r in rows {
                    t.add_row(r);
                }
                out.push_str(&format!("{t}\n"));
            }
        }
    }
    out
}

pub fn cmd_stats(
    args: &StatsArgs,
    lang: Lang,
    out: &mut dyn Write,
    err: &mut dyn Write,
    width: Option<u16>,
) -> Result<Finished, Error> {
    let folder = match &args.folder {
        Some(f) => f.clone(),
        // No session kept yet: nothing to count (a folder named on the command line must exist).
        None => match crate::store::sessions_dir()? {
            d if !d.exists() => {
                let _ = write!(out, "{}", render(&Stats::default(), args.format, width, lang.catalog()));
                return Ok(Finished::Done);
            }
            d => d,
        },
    };
    let cat = lang.catalog();
    let stats = gather(&folder, args.game.as_deref(), args.since, cat)?;
    for u in &stats.unreadable {
        let _ = writeln!(err, "{}", cat.not_read(&u.shown));
    }
    let _ = write!(out, "{}", render(&stats, args.format, width, cat));
    Ok(Finished::Done)
}
