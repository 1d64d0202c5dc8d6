//! `tapete stats [FOLDER] [--game NAME] [--since DATE] [--format table|markdown|csv|json]`:
//! per player and per team across the journals of a folder (default: the sessions folder) and
//! the parties its concours's tables kept.
//! Each journal is replayed streaming; one that cannot be read is listed, not fatal.

use super::format::chosen;
use crate::engine::{BidValue, StatKey};
use crate::error::{Error, Finished};
use crate::i18n::{Catalog, Lang};
use crate::journal::decoded::Lane;
use crate::report::stats::{Counts, SessionTally, Stats, Tallied, Unreadable};
use crate::report::summary::Format;
use crate::session::Session;
use clap::Args;
use indexmap::IndexMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

#[derive(Debug, Args)]
pub(crate) struct StatsArgs {
    /// The folder of journals (default: the sessions folder).
    pub(crate) folder: Option<PathBuf>,
    /// Only sessions of this ruleset, or of this game (belote, bestia, perejila).
    #[arg(long, value_name = "NAME")]
    pub(crate) game: Option<String>,
    /// Only sessions started on or after this day (YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    pub(crate) since: Option<chrono::NaiveDate>,
    /// Output format (json: docs/cli.md).
    #[arg(long, value_enum, default_value = "table")]
    pub(crate) format: StatsFormat,
    /// The same as --format json.
    #[arg(long, conflicts_with = "format")]
    pub(crate) json: bool,
}

/// What `stats` writes: the summary's formats but the page (its tables are the text's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum StatsFormat {
    #[value(alias = "text")]
    Table,
    Markdown,
    Csv,
    Json,
}

impl From<StatsFormat> for Format {
    fn from(f: StatsFormat) -> Format {
        match f {
            StatsFormat::Table => Format::Table,
            StatsFormat::Markdown => Format::Markdown,
            StatsFormat::Csv => Format::Csv,
            StatsFormat::Json => Format::Json,
        }
    }
}

/// The day a session started: its header's time, else its file name's date.
fn started(session: &Session, path: &Path) -> Option<chrono::NaiveDate> {
    let at = session.header.at.as_deref().and_then(|a| chrono::DateTime::parse_from_rfc3339(a).ok());
    at.map(|a| a.date_naive()).or_else(|| {
        let name = path.file_name()?.to_string_lossy().into_owned();
        chrono::NaiveDate::parse_from_str(name.get(..10)?, "%Y-%m-%d").ok()
    })
}

/// Every journal of `folder`, oldest first, then the parties of its concours's tables
/// (`concours/NAME/round-R/table-N.jsonl`: sessions too), concours by concours, oldest first.
fn journals(folder: &Path) -> Result<Vec<PathBuf>, Error> {
    let shown = folder.display().to_string();
    let mut v: Vec<PathBuf> = std::fs::read_dir(folder)
        .map_err(|e| Error::io(shown, e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        // A concours journal holds no session.
        .filter(|p| !crate::store::is_concours(p))
        .collect();
    v.sort();
    let mut tables = crate::store::concours_tables(folder);
    tables.sort_by(|a, b| a.concours.cmp(&b.concours).then(a.round.cmp(&b.round)).then(a.table.cmp(&b.table)));
    v.extend(tables.into_iter().map(|t| t.path));
    Ok(v)
}

/// What one journal gives: the name of the ruleset it plays, and what it adds when it is of the
/// game or ruleset `game` and started since `since`.
fn tally(
    path: &Path,
    game: Option<&str>,
    since: Option<chrono::NaiveDate>,
) -> Result<(String, Option<Tallied>), Error> {
    // One read of the journal while no entry is an undo or an amend (its tally is started
    // again if one is), in this thread's lane: the pool keeps the cores busy.
    let tally: std::cell::RefCell<Option<SessionTally>> = std::cell::RefCell::new(None);
    let (session, _) = Session::replay_once(
        path,
        None,
        Lane::Inline,
        &mut |s, h| {
            tally.borrow_mut().get_or_insert_with(|| SessionTally::new(s)).hand(s, &h);
        },
        &mut || *tally.borrow_mut() = None,
    )?;
    let r = &session.ruleset;
    if game.is_some_and(|g| g != r.name && g != r.game)
        || since.is_some_and(|d| started(&session, path).is_none_or(|s| s < d))
    {
        return Ok((r.name.clone(), None));
    }
    let tally = tally.into_inner().unwrap_or_else(|| SessionTally::new(&session));
    Ok((r.name.clone(), Some(tally.close(&session, session.standing().winner))))
}

/// The statistics of the journals of `folder`, of the game or ruleset `game` and since `since`,
/// and the name of every ruleset its readable sessions play (whatever `game` is).
///
/// The journals are replayed by a pool of threads, no more than the machine runs at once, each
/// taking the next journal not yet taken; what each adds is counted in the folder's order, as
/// soon as the journals before it are (the counts and their order do not depend on the pool).
pub(crate) fn gather(
    folder: &Path,
    game: Option<&str>,
    since: Option<chrono::NaiveDate>,
    cat: &dyn Catalog,
) -> Result<(Stats, std::collections::BTreeSet<String>), Error> {
    let mut stats = Stats::default();
    let mut played = std::collections::BTreeSet::new();
    let paths = journals(folder)?;
    let mut count = |path: &Path, replayed: Result<(String, Option<Tallied>), Error>| match replayed {
        Ok((ruleset, tallied)) => {
            played.insert(ruleset);
            if let Some(t) = tallied {
                t.add_to(&mut stats);
            }
        }
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
        }
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(paths.len());
    if threads <= 1 {
        for path in &paths {
            count(path, tally(path, game, since));
        }
    } else {
        let next = AtomicUsize::new(0);
        let (done, results) = mpsc::channel();
        std::thread::scope(|scope| {
            for _ in 0..threads {
                let (next, paths, done) = (&next, &paths, done.clone());
                scope.spawn(move || loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(path) = paths.get(i) else { break };
                    // This side gone (it panicked): nothing more to count.
                    if done.send((i, tally(path, game, since))).is_err() {
                        break;
                    }
                });
            }
            drop(done);
            // Counted in order: a journal's result waits for those before it.
            let mut waiting = std::collections::BTreeMap::new();
            let mut due = 0;
            for (i, replayed) in results {
                waiting.insert(i, replayed);
                while let Some(replayed) = waiting.remove(&due) {
                    count(&paths[due], replayed);
                    due += 1;
                }
            }
        });
    }
    Ok((stats, played))
}

/// `--game NAME` must name a game, a bundled ruleset or a ruleset a session of the folder plays
/// (`played`): anything else counts nothing, and is a mistake said with what it may be.
fn check_game(game: Option<&str>, played: &std::collections::BTreeSet<String>) -> Result<(), Error> {
    let Some(given) = game else { return Ok(()) };
    let bundled = crate::ruleset::BUNDLED.iter().map(|(n, _)| n.to_string());
    let mut rulesets: Vec<String> = bundled.collect();
    rulesets.extend(played.iter().filter(|p| !rulesets.contains(p)).cloned().collect::<Vec<_>>());
    let games = crate::games::GAMES.to_vec();
    if games.contains(&given) || rulesets.iter().any(|r| r == given) {
        return Ok(());
    }
    let all = games.iter().copied().chain(rulesets.iter().map(String::as_str));
    let near = crate::suggest::candidates(given, all).into_iter().map(String::from).collect();
    Err(Error::UnknownGame { given: given.to_string(), games, rulesets, near })
}

/// CSV: a table of players and one of teams, every game's columns; with several games each row
/// says its game first, and a column a game cannot count is left empty in its rows.
fn csv(stats: &Stats, cat: &dyn Catalog) -> String {
    let several = stats.games.len() > 1;
    let mut keys: Vec<StatKey> = Vec::new();
    for g in stats.games.values() {
        crate::games::stat_keys::union(&mut keys, &g.keys);
    }
    let line = |cells: Vec<String>| {
        cells.iter().map(|f| crate::report::grid::csv_field(f)).collect::<Vec<_>>().join(",") + "\n"
    };
    let mut out = String::new();
    for (i, head) in cat.stats_heads().iter().enumerate() {
        let groups: Vec<(&String, &IndexMap<String, Counts>)> =
            stats.games.iter().map(|(game, g)| (game, if i == 0 { &g.players } else { &g.teams })).collect();
        if groups.iter().all(|(_, group)| group.is_empty()) {
            continue;
        }
        let game_head = several.then(|| cat.rules_heads()[1].to_string());
        let header = game_head.into_iter().chain([head.to_string()]).chain(keys.iter().map(|k| cat.stat_label(*k)));
        out.push_str(&line(header.collect()));
        for (game, group) in groups {
            let applies = &stats.games[game].keys;
            for (name, c) in group {
                let f = c.fields();
                let value = |k: &StatKey| match f.iter().find(|(x, _)| x == k) {
                    Some((_, v)) if applies.contains(k) => v.to_string(),
                    None if applies.contains(k) => "0".into(),
                    _ => String::new(),
                };
                let cells = several
                    .then(|| game.clone())
                    .into_iter()
                    .chain([crate::term::safe(name).into_owned()])
                    .chain(keys.iter().map(value));
                out.push_str(&line(cells.collect()));
            }
        }
    }
    out
}

/// A table's rows: the name, then each column's number.
fn rows(group: &IndexMap<String, Counts>, keys: &[StatKey]) -> Vec<Vec<String>> {
    group
        .iter()
        .map(|(name, c)| {
            let f = c.fields();
            std::iter::once(crate::term::safe(name).into_owned())
                .chain(
                    keys.iter().map(|k| {
                        f.iter().find(|(x, _)| x == k).map(|(_, v)| v.to_string()).unwrap_or_else(|| "0".into())
                    }),
                )
                .collect()
        })
        .collect()
}

/// The columns split into tables that fit `width` (the name column repeated in each), so no
/// name or number is broken across lines; one table when the width is not known.
fn fitting(header: &[String], rows: &[Vec<String>], width: Option<u16>) -> Vec<Vec<usize>> {
    let cols = header.len();
    let Some(width) = width.map(usize::from) else { return vec![(1..cols).collect()] };
    let chars = |s: &str| s.chars().count();
    let widest =
        |i: usize| std::iter::once(&header[i]).chain(rows.iter().map(|r| &r[i])).map(|s| chars(s)).max().unwrap_or(0);
    // Each column takes its text, a space either side and a border; the table one border more.
    let first = widest(0) + 4;
    let mut parts: Vec<Vec<usize>> = vec![];
    let mut used = first;
    for i in 1..cols {
        let w = widest(i) + 3;
        match parts.last_mut() {
            Some(part) if used + w <= width => part.push(i),
            _ => {
                parts.push(vec![i]);
                used = first;
            }
        }
        used += w;
    }
    parts
}

pub(crate) fn render(stats: &Stats, format: Format, width: Option<u16>, cat: &dyn Catalog) -> String {
    if format == Format::Json {
        return serde_json::to_string_pretty(stats).unwrap_or_default() + "\n";
    }
    let heads = cat.stats_heads();
    let several = stats.games.len() > 1;
    if format == Format::Csv {
        return csv(stats, cat);
    }
    let mut out = String::new();
    for (game, g) in &stats.games {
        if several {
            let heading = if format == Format::Markdown {
                format!("## {}\n\n", crate::report::grid::markdown_text(game))
            } else {
                format!("{game}\n")
            };
            out.push_str(&heading);
        }
        for (head, group) in heads.iter().zip([&g.players, &g.teams]) {
            if group.is_empty() {
                continue;
            }
            let header: Vec<String> =
                std::iter::once(head.to_string()).chain(g.keys.iter().map(|k| cat.stat_label(*k))).collect();
            let rows = rows(group, &g.keys);
            let levels = levels(group);
            match format {
                // CSV: written below, one table for every game.
                Format::Csv => {}
                Format::Markdown => {
                    out.push_str(&crate::report::grid::markdown_table(&header, &rows));
                    out.push('\n');
                }
                _ => {
                    for part in fitting(&header, &rows, width) {
                        let pick = |r: &Vec<String>| -> Vec<String> {
                            std::iter::once(r[0].clone()).chain(part.iter().map(|i| r[*i].clone())).collect()
                        };
                        let mut t = crate::report::grid::new_table(width);
                        t.set_header(pick(&header));
                        for r in &rows {
                            t.add_row(pick(r));
                        }
                        out.push_str(&format!("{t}\n"));
                    }
                }
            }
            // Coinche: the contracts made and taken at each value, a table of their own.
            if let Some((header, rows)) = levels {
                let header: Vec<String> = std::iter::once(head.to_string()).chain(header).collect();
                match format {
                    Format::Markdown => {
                        out.push_str(&format!("{}\n\n", crate::report::grid::markdown_text(&cat.stats_levels())));
                        out.push_str(&crate::report::grid::markdown_table(&header, &rows));
                        out.push('\n');
                    }
                    _ => {
                        let mut t = crate::report::grid::new_table(width);
                        t.set_header(header);
                        for r in rows {
                            t.add_row(r);
                        }
                        out.push_str(&format!("{}\n{t}\n", cat.stats_levels()));
                    }
                }
            }
        }
    }
    out
}

/// Coinche's contracts by value, when the group played coinche: the values anyone took, lowest
/// first, and for each name the contracts made and taken at each (`1/2`).
fn levels(group: &IndexMap<String, Counts>) -> Option<(Vec<String>, Vec<Vec<String>>)> {
    let mut values: Vec<BidValue> = Vec::new();
    for c in group.values().filter_map(|c| c.coinche.as_ref()) {
        values.extend(c.levels.keys().filter(|v| !values.contains(v)).copied().collect::<Vec<_>>());
    }
    if values.is_empty() {
        return None;
    }
    values.sort();
    let header = values.iter().map(|v| v.code()).collect();
    let rows = group
        .iter()
        .map(|(name, c)| {
            let level = |v: &BidValue| c.coinche.as_ref().and_then(|x| x.levels.get(v)).copied().unwrap_or_default();
            std::iter::once(crate::term::safe(name).into_owned())
                .chain(values.iter().map(|v| format!("{}/{}", level(v).made, level(v).taken)))
                .collect()
        })
        .collect();
    Some((header, rows))
}

pub(crate) fn cmd_stats(
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
                check_game(args.game.as_deref(), &Default::default())?;
                let _ = write!(
                    out,
                    "{}",
                    render(&Stats::default(), chosen(args.format, args.json).into(), width, lang.catalog())
                );
                return Ok(Finished::Done);
            }
            d => d,
        },
    };
    let cat = lang.catalog();
    let (stats, played) = gather(&folder, args.game.as_deref(), args.since, cat)?;
    check_game(args.game.as_deref(), &played)?;
    for u in &stats.unreadable {
        let _ = writeln!(err, "{}", cat.not_read(&u.shown));
    }
    let _ = write!(out, "{}", render(&stats, chosen(args.format, args.json).into(), width, cat));
    Ok(Finished::Done)
}
