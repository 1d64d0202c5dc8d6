//! `tapete summary FILE [--format table|markdown|csv|json]`: what a table prints at the end of
//! the night: every hand, the totals, the winner, when it started and how long it took, and the
//! statistics of the session.

use crate::commands::verify::verify_file;
use crate::error::Error;
use crate::journal::Journal;
use crate::report::Verdict;
use chrono::{DateTime, Utc};
use clap::{Args, ValueEnum};
use indexmap::IndexMap;
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum Format {
    Table,
    Markdown,
    Csv,
    Json,
}

#[derive(Debug, Args)]
pub struct SummaryArgs {
    /// The session journal.
    pub file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "table")]
    pub format: Format,
    /// The ruleset file of an older journal that names its ruleset by path.
    #[arg(long, value_name = "FILE")]
    pub ruleset: Option<PathBuf>,
}

#[derive(Debug, Serialize)]
pub struct HandRow {
    pub number: usize,
    pub dealer: String,
    pub taker: Option<String>,
    pub trump: Option<String>,
    pub announcements: Vec<String>,
    pub score: IndexMap<String, i64>,
    pub result: String,
    pub pot: Option<i64>,
    pub seconds: Option<i64>,
}

#[derive(Debug, Default, Serialize)]
pub struct Stats {
    pub hands: usize,
    pub made: usize,
    pub failed: usize,
    pub litige: usize,
    pub capots: usize,
    pub redeals: usize,
    pub belotes: usize,
    pub best_announcement: Option<String>,
    pub infractions: IndexMap<String, usize>,
}

#[derive(Debug, Serialize)]
pub struct Summary {
    pub ruleset: String,
    #[serde(skip)]
    pub ruleset_is_perejila: bool,
    pub sides: Vec<String>,
    pub started: Option<String>,
    pub seconds: Option<i64>,
    pub hands: Vec<HandRow>,
    pub totals: IndexMap<String, i64>,
    pub winner: Option<String>,
    pub stats: Stats,
    /// Entries that could not be applied (as `verify` lists them).
    pub errors: Vec<crate::report::EntryError>,
}

fn parse_at(s: &Option<String>) -> Option<DateTime<Utc>> {
    s.as_ref().and_then(|t| DateTime::parse_from_rfc3339(t).ok()).map(|d| d.with_timezone(&Utc))
}

pub fn build(journal: &Journal, v: &Verdict) -> Summary {
    let mut stats = Stats::default();
    for p in journal.header.players.iter() {
        stats.infractions.insert(p.clone(), 0);
    }
    for i in &v.infractions {
        *stats.infractions.entry(i.player.clone()).or_insert(0) += 1;
    }
    let mut best: Option<(i64, String)> = None;
    let hands: Vec<HandRow> = v
        .hands
        .iter()
        .map(|h| {
            stats.hands += 1;
            match h.result.as_deref() {
                Some("made") => stats.made += 1,
                Some("failed") => stats.failed += 1,
                Some("litige") => stats.litige += 1,
                Some("capot") => stats.capots += 1,
                _ => {}
            }
            if h.result.as_deref() != Some("capot") && h.notes.capot {
                stats.capots += 1;
            }
            if h.outcome == "redeal" {
                stats.redeals += 1;
            }
            stats.belotes += h.notes.belotes;
            if let Some(b) = &h.notes.best_meld {
                if best.as_ref().is_none_or(|x| b.0 > x.0) {
                    best = Some(b.clone());
                }
            }
            let seconds = match (parse_at(&h.notes.started_at), parse_at(&h.notes.ended_at)) {
                (Some(a), Some(b)) => Some((b - a).num_seconds()),
                _ => None,
            };
            let result = match (&h.result, h.outcome.as_str()) {
                (Some(r), _) => r.clone(),
                (None, o) => o.to_string(),
            };
            let mut announcements = h.notes.announcements.clone();
            if let Some(lances) = &h.lances {
                // Perejila: the board after the hand, square by square.
                announcements = lances
                    .iter()
                    .map(|(l, r)| match &r.winner {
                        Some(w) => format!("{l} {w} +{}", r.chips),
                        None => format!("{l} stays {}", r.chips),
                    })
                    .collect();
            }
            HandRow {
                number: h.number,
                dealer: h.dealer.clone(),
                taker: h.taker.clone(),
                trump: h.trump.clone(),
                announcements,
                score: h.score.clone(),
                result,
                pot: h.pot,
                seconds,
            }
        })
        .collect();
    stats.best_announcement = best.map(|(p, s)| format!("{s} ({p})"));
    let started = journal.header.at.clone();
    let last = journal.entries.iter().rev().find_map(|e| e.at.clone());
    let seconds = match (parse_at(&started), parse_at(&last)) {
        (Some(a), Some(b)) => Some((b - a).num_seconds()),
        _ => None,
    };
    Summary {
        ruleset_is_perejila: v.hands.iter().any(|h| h.lances.is_some()),
        ruleset: v.ruleset.clone(),
        sides: v.sides.clone(),
        started,
        seconds,
        hands,
        totals: v.totals.clone(),
        winner: v.winner.clone(),
        stats,
        errors: v.errors.clone(),
    }
}

fn duration(s: Option<i64>) -> String {
    match s {
        None => "—".into(),
        Some(s) if s >= 3600 => format!("{}h{:02}m", s / 3600, (s % 3600) / 60),
        Some(s) => format!("{}m{:02}s", s / 60, s % 60),
    }
}

/// Which of the optional columns (taker, trump, announcements or squares) have something to show.
fn shown(s: &Summary) -> [bool; 3] {
    [
        s.hands.iter().any(|r| r.taker.is_some()),
        s.hands.iter().any(|r| r.trump.is_some()),
        s.hands.iter().any(|r| !r.announcements.is_empty()),
    ]
}

fn keep<T>(row: Vec<T>, s: &Summary) -> Vec<T> {
    let show = shown(s);
    row.into_iter().enumerate().filter(|(i, _)| !(2..=4).contains(i) || show[i - 2]).map(|(_, x)| x).collect()
}

fn header(s: &Summary) -> Vec<String> {
    let squares = s.ruleset_is_perejila;
    let notes = if squares { "squares" } else { "announcements" };
    let mut h = vec!["hand".into(), "dealer".into(), "taker".into(), "trump".into(), notes.into()];
    h.extend(s.sides.iter().cloned());
    h.push("result".into());
    if s.hands.iter().any(|r| r.pot.is_some()) {
        h.push("pot".into());
    }
    h.push("time".into());
    keep(h, s)
}

fn rows(s: &Summary) -> Vec<Vec<String>> {
    let pots = s.hands.iter().any(|r| r.pot.is_some());
    let mut out: Vec<Vec<String>> = s
        .hands
        .iter()
        .map(|r| {
            let mut row = vec![
                r.number.to_string(),
                r.dealer.clone(),
                r.taker.clone().unwrap_or_default(),
                r.trump.clone().unwrap_or_default(),
                r.announcements.join("; "),
            ];
            row.extend(s.sides.iter().map(|side| r.score.get(side).copied().unwrap_or(0).to_string()));
            row.push(r.result.clone());
            if pots {
                row.push(r.pot.map(|p| p.to_string()).unwrap_or_default());
            }
            row.push(duration(r.seconds));
            keep(row, s)
        })
        .collect();
    let mut total = vec!["total".to_string(), String::new(), String::new(), String::new(), String::new()];
    total.extend(s.sides.iter().map(|side| s.totals.get(side).copied().unwrap_or(0).to_string()));
    total.push(String::new());
    if pots {
        total.push(String::new());
    }
    total.push(duration(s.seconds));
    out.push(keep(total, s));
    out
}

fn footer(s: &Summary) -> Vec<String> {
    let st = &s.stats;
    let mut v = vec![
        format!("Winner: {}", s.winner.clone().unwrap_or_else(|| "none yet".into())),
        format!("Started: {} · lasted {}", s.started.clone().unwrap_or_else(|| "—".into()), duration(s.seconds)),
        format!(
            "Hands: {} · made {} · failed {} · litige {} · capots {} · redeals {} · belotes {}",
            st.hands, st.made, st.failed, st.litige, st.capots, st.redeals, st.belotes
        ),
    ];
    if let Some(b) = &st.best_announcement {
        v.push(format!("Best announcement: {b}"));
    }
    let inf: Vec<String> = st.infractions.iter().map(|(p, n)| format!("{p} {n}")).collect();
    v.push(format!("Infractions: {}", inf.join(", ")));
    if !s.errors.is_empty() {
        v.push(format!("{} entries could not be applied:", s.errors.len()));
        for e in &s.errors {
            v.push(format!("  line {}: {}", e.line, e.message));
        }
    }
    v
}

fn csv_field(s: &str) -> String {
    if s.contains(',') || s.contains('"') || s.contains('\n') {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

pub fn render(s: &Summary, format: Format, width: Option<u16>) -> String {
    match format {
        Format::Json => serde_json::to_string_pretty(s).unwrap_or_default() + "\n",
        Format::Csv => {
            let mut out = String::new();
            for r in std::iter::once(header(s)).chain(rows(s)) {
                out.push_str(&r.iter().map(|f| csv_field(f)).collect::<Vec<_>>().join(","));
                out.push('\n');
            }
            out
        }
        Format::Markdown => {
            let h = header(s);
            let mut out = format!("# {} · {}\n\n", s.ruleset, s.sides.join(" vs "));
            out.push_str(&format!("| {} |\n|{}|\n", h.join(" | "), vec!["---"; h.len()].join("|")));
            for r in rows(s) {
                out.push_str(&format!(
                    "| {} |\n",
                    r.iter().map(|f| f.replace('|', "\\|")).collect::<Vec<_>>().join(" | ")
                ));
            }
            out.push('\n');
            for f in footer(s) {
                out.push_str(&format!("- {f}\n"));
            }
            out
        }
        Format::Table => {
            let mut t = crate::report_table::new_table(width);
            t.set_header(header(s));
            for r in rows(s) {
                t.add_row(r);
            }
            let mut out = format!("{} · {}\n{t}\n", s.ruleset, s.sides.join(" vs "));
            for f in footer(s) {
                out.push_str(&f);
                out.push('\n');
            }
            out
        }
    }
}

/// The summary of a journal, with the exit code of its verdict: 0 when every entry applied and
/// there is no infraction, 1 otherwise (the entries that could not be applied are listed on
/// standard error, as `verify` does).
pub fn cmd_summary(
    args: &SummaryArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
    width: Option<u16>,
) -> Result<i32, Error> {
    let journal = Journal::read(&args.file)?;
    let v = verify_file(&args.file, args.ruleset.as_deref())?;
    for w in &v.warnings {
        let _ = writeln!(err, "warning: {w}");
    }
    for e in &v.errors {
        let _ = writeln!(err, "{}: line {}: {} (not applied)", args.file.display(), e.line, e.message);
    }
    let s = build(&journal, &v);
    let _ = write!(out, "{}", render(&s, args.format, width));
    Ok(if v.ok { 0 } else { 1 })
}
