/*!
The end-of-night summary: every hand, the totals, the winner, when the night started and how
long it took, and its statistics — as a terminal table, Markdown, CSV (words in the table's
language) or JSON (the journal's codes).
*/

use super::grid;
use super::spill::{self, Spill};
use crate::engine::{BidValue, HandReport, HandResult, Level, Outcome, Trump};
use crate::i18n::{Catalog, Names, Stats, Text};
use crate::session::{Session, Verdict};
use chrono::{DateTime, Utc};
use indexmap::IndexMap;
use serde::Serialize;
use std::collections::HashSet;
use std::io::Write;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Format {
    #[value(alias = "text")]
    Table,
    Markdown,
    Csv,
    Json,
    /// One self-contained page: inline CSS and an SVG chart, no script, nothing fetched.
    Html,
}

#[derive(Debug, Serialize)]
pub(crate) struct Row {
    pub(crate) number: usize,
    pub(crate) dealer: String,
    pub(crate) taker: Option<String>,
    pub(crate) trump: Option<String>,
    /// Belote: who announced what; Perejila: the board square by square.
    pub(crate) announcements: Vec<String>,
    pub(crate) score: IndexMap<String, i64>,
    pub(crate) result: String,
    /// Coinche: the contract bid, and the side that took all eight tricks (present only then).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) contract: Option<super::json::ContractJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) capot: Option<String>,
    /// Entered as a tally, without the cards (present only then).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub(crate) tallied: bool,
    pub(crate) pot: Option<i64>,
    pub(crate) seconds: Option<i64>,
    #[serde(skip)]
    words: Words,
}

/// What a row says in words (the text formats).
#[derive(Debug, Default)]
struct Words {
    trump: Option<String>,
    /// Coinche: the contract and what became of it, `Ana 100 ♥ ×2 · made`.
    contract: Option<String>,
    announcements: Vec<String>,
    result: String,
    /// Why each side scored what it did, a line per side.
    breakdown: Vec<String>,
    /// The infractions proved in the hand, a sentence each: who, what and in which trick.
    infractions: Vec<String>,
}

#[derive(Debug, Serialize)]
pub(crate) struct StatsJson {
    #[serde(flatten)]
    pub(crate) counts: Stats,
    pub(crate) best_announcement: Option<String>,
    pub(crate) infractions: IndexMap<String, usize>,
}

#[derive(Debug, Serialize)]
pub(crate) struct Summary {
    pub(crate) ruleset: String,
    #[serde(skip)]
    squares: bool,
    pub(crate) sides: Vec<String>,
    pub(crate) started: Option<String>,
    pub(crate) seconds: Option<i64>,
    pub(crate) hands: Vec<Row>,
    pub(crate) totals: IndexMap<String, i64>,
    pub(crate) winner: Option<String>,
    pub(crate) stats: StatsJson,
    pub(crate) errors: Vec<super::json::ErrorJson>,
    #[serde(skip)]
    best_words: Option<String>,
    #[serde(skip)]
    columns: Columns,
    /// The lowest and highest running total of any side (0 among them): the sparklines' scale.
    #[serde(skip)]
    bounds: (i64, i64),
    /// The rows written out as they came (`hands` is then empty): every cell of each for the
    /// text formats, its JSON for `json`.
    #[serde(skip)]
    spilled: Option<Spilled>,
}

/// A summary's rows written out as they came, and what the terminal table's widths need.
#[derive(Debug)]
struct Spilled {
    rows: Spill,
    /// Each column's cells (every column, the pot's too), one of each shape ([`shape`]).
    shapes: Vec<HashSet<String>>,
}

/// Which columns the hands fill: worked out as the rows come.
#[derive(Debug, Clone, Copy, Default)]
struct Columns {
    /// Some hand has a contract in words (coinche), a taker, a trump, announcements or squares,
    /// a pot.
    contract: bool,
    taker: bool,
    trump: bool,
    notes: bool,
    pots: bool,
}

fn parse_at(s: Option<&str>) -> Option<DateTime<Utc>> {
    s.and_then(|t| DateTime::parse_from_rfc3339(t).ok()).map(|d| d.with_timezone(&Utc))
}

fn seconds(a: Option<&str>, b: Option<&str>) -> Option<i64> {
    Some((parse_at(b)? - parse_at(a)?).num_seconds())
}

fn result_word(h: &HandReport, cat: &dyn Catalog) -> String {
    let words = match h.contract.and_then(|c| c.result) {
        Some(r) => cat.result(r).to_string(),
        None => cat.outcome(h.outcome).to_string(),
    };
    super::board::tallied(words, h, cat)
}

fn result_code(h: &HandReport) -> String {
    match h.contract.and_then(|c| c.result) {
        Some(r) => r.code().to_string(),
        None => h.outcome.code().to_string(),
    }
}

/// Coinche: a hand's contract and what became of it, `Ana 100 ♥ ×2 · made` (and the side that
/// took every trick, when no capot was bid); None for a hand with no contract bid.
pub(crate) fn contract_words(h: &HandReport, cat: &dyn Catalog, x: &Names) -> Option<String> {
    h.contract
        .and_then(|c| crate::i18n::contract_notation(&c.contract, cat, x))
        .map(|c| format!("{c} · {}", result_word(h, cat)))
        .map(|c| match (h.capot, h.contract.map(|c| c.contract.level)) {
            // A capot nobody bid (a capot bid says so already).
            (Some(side), Some(Level::Bid(BidValue::Points(_)))) => {
                format!("{c} · {} {}", cat.result(HandResult::Capot), x.side(side))
            }
            _ => c,
        })
}

pub(crate) fn build(session: &Session, v: &Verdict, cat: &dyn Catalog) -> Summary {
    let mut b = Builder::new(session, cat);
    for h in &v.hands {
        b.hand(session, h);
    }
    let open: Vec<&crate::engine::Infraction> = v.infractions.iter().skip(b.infractions_seen).collect();
    b.finish(session, &v.standing, &open, &v.errors, session.last_time())
}

/// A summary built hand by hand as a replay settles them (nothing of a hand is kept but its
/// row), then finished with the standing and what the replay leaves.
pub(crate) struct Builder<'c> {
    cat: &'c dyn Catalog,
    counts: Stats,
    infractions: IndexMap<String, usize>,
    /// How many infractions the hands so far held.
    pub(crate) infractions_seen: usize,
    best: Option<(i64, usize, Vec<crate::cards::Card>)>,
    rows: Vec<Row>,
    squares: bool,
    /// Whether each hand's breakdown and infractions are put in words: only the page shows them.
    page: bool,
    columns: Columns,
    /// Each side's running total, and the lowest and highest of them so far.
    running: Vec<i64>,
    bounds: (i64, i64),
    /// The rows written out as they come (every format but the page), instead of `rows`.
    spilled: Option<Spilled>,
    /// The format the rows are written out for.
    format: Format,
}

impl<'c> Builder<'c> {
    pub(crate) fn new(session: &Session, cat: &'c dyn Catalog) -> Builder<'c> {
        Builder {
            cat,
            counts: Stats { applies: crate::games::stat_keys(&session.ruleset, &session.options), ..Stats::default() },
            infractions: session.seating.players.iter().map(|p| (p.clone(), 0)).collect(),
            infractions_seen: 0,
            best: None,
            rows: Vec::new(),
            squares: false,
            page: true,
            columns: Columns::default(),
            running: vec![0; session.seating.sides.len()],
            bounds: (0, 0),
            spilled: None,
            format: Format::Html,
        }
    }

    /// The builder for one format: the words of each hand's breakdown and infractions only for
    /// the page (`Format::Html`), the one format that shows them. Every other format writes
    /// each row out as it comes ([`Spill`]) and reads them back to render, so that memory does
    /// not grow with the night; the page keeps its rows.
    pub(crate) fn for_format(mut self, format: Format) -> Builder<'c> {
        self.page = format == Format::Html;
        self.format = format;
        self.spilled = (format != Format::Html).then(|| Spilled { rows: Spill::default(), shapes: Vec::new() });
        self
    }

    /// One settled hand.
    pub(crate) fn hand(&mut self, session: &Session, h: &HandReport) {
        let cat = self.cat;
        let x = Names::of_session(session, cat.lang());
        let raw = |s: usize| session.seating.players[s].clone();
        for i in &h.infractions {
            *self.infractions.entry(raw(i.player)).or_insert(0) += 1;
        }
        self.infractions_seen += h.infractions.len();
        self.squares |= h.squares.is_some();
        let counts = &mut self.counts;
        let best = &mut self.best;
        counts.hands += 1;
        match h.contract.and_then(|c| c.result) {
            Some(HandResult::Made) => counts.made += 1,
            Some(HandResult::Failed) => counts.failed += 1,
            Some(HandResult::Litige) => counts.litige += 1,
            Some(HandResult::Capot) | None => {}
        }
        counts.capots += usize::from(h.counts.capot());
        if h.outcome == Outcome::Redeal {
            counts.redeals += 1;
        }
        counts.belotes += h.counts.belotes() as usize;
        if let Some(b) = &h.notes.best_meld {
            if best.as_ref().is_none_or(|x| b.0 > x.0) {
                *best = Some(b.clone());
            }
        }
        let (codes, words): (Vec<String>, Vec<String>) = match &h.squares {
            Some(squares) => squares
                .iter()
                .map(|s| match s.winner {
                    Some(w) => (
                        format!("{} {} +{}", s.lance.code(), raw(w), s.chips),
                        format!("{} {} +{}", cat.lance(s.lance), x.player(w), s.chips),
                    ),
                    None => (
                        format!("{} stays {}", s.lance.code(), s.chips),
                        format!("{} {} {}", cat.lance(s.lance), cat.text(Text::Stays), s.chips),
                    ),
                })
                .unzip(),
            None => h
                .notes
                .announcements
                .iter()
                .map(|(p, ms)| {
                    (
                        format!("{}: {}", raw(*p), ms.iter().map(|m| m.code()).collect::<Vec<_>>().join(" + ")),
                        format!(
                            "{}{}{}",
                            x.player(*p),
                            cat.colon(),
                            ms.iter().map(|m| cat.meld(*m)).collect::<Vec<_>>().join(" + ")
                        ),
                    )
                })
                .unzip(),
        };
        let row = Row {
            number: h.number,
            dealer: raw(h.dealer),
            taker: h.contract.map(|c| raw(c.contract.taker)),
            trump: h.trump().map(|t| crate::journal::codec::trump_code(t, x.deck)),
            announcements: codes,
            score: h.score.iter().enumerate().map(|(s, p)| (session.seating.sides[s].clone(), *p)).collect(),
            result: result_code(h),
            contract: super::json::contract(h, &x),
            capot: h.capot.map(|s| session.seating.sides[s].clone()),
            tallied: h.notes.tallied,
            pot: h.pot,
            seconds: seconds(h.notes.started_at.as_deref(), h.notes.ended_at.as_deref()),
            words: Words {
                trump: h.trump().map(|t| match t {
                    Trump::Suit(s) => x.suit(s).to_string(),
                    t => cat.trump(t, &x),
                }),
                announcements: words,
                contract: contract_words(h, cat, &x),
                result: result_word(h, cat),
                breakdown: match self.page {
                    true => super::board::breakdown(&h.breakdown, x.sides.len(), cat, &x)
                        .into_iter()
                        .map(|l| l.trim().to_string())
                        .collect(),
                    false => Vec::new(),
                },
                infractions: match self.page {
                    true => h.infractions.iter().map(|i| cat.infraction(i, &x)).collect(),
                    false => Vec::new(),
                },
            },
        };
        let c = &mut self.columns;
        c.contract |= row.words.contract.is_some();
        c.taker |= row.taker.is_some();
        c.trump |= row.trump.is_some();
        c.notes |= !row.announcements.is_empty();
        c.pots |= row.pot.is_some();
        for (total, side) in self.running.iter_mut().zip(&session.seating.sides) {
            *total = total.saturating_add(row.score.get(side).copied().unwrap_or(0));
            self.bounds = (self.bounds.0.min(*total), self.bounds.1.max(*total));
        }
        match &mut self.spilled {
            None => self.rows.push(row),
            Some(out) if self.format == Format::Json => {
                // Indented as an element of `hands` (a JSON text holds no line break of its own).
                let text = serde_json::to_string_pretty(&row).unwrap_or_default();
                out.rows.push(&[format!("    {}", text.replace('\n', "\n    "))]);
            }
            Some(out) => {
                let cells = cells(&row, &session.seating.sides, cat);
                if self.format == Format::Table {
                    shapes_of(&mut out.shapes, &cells);
                }
                out.rows.push(&cells);
            }
        }
    }

    /// The summary, with the standing, the infractions of a hand still open and the entries
    /// not applied; `last` is the time of the last entry that has one.
    pub(crate) fn finish(
        self,
        session: &Session,
        standing: &crate::engine::Standing,
        open: &[&crate::engine::Infraction],
        errors: &[crate::session::EntryError],
        last: Option<&str>,
    ) -> Summary {
        let x = Names::of_session(session, self.cat.lang());
        let raw = |s: usize| session.seating.players[s].clone();
        let mut infractions = self.infractions;
        for i in open {
            *infractions.entry(raw(i.player)).or_insert(0) += 1;
        }
        let (cat, counts, best) = (self.cat, self.counts, self.best);
        let started = session.header.at.clone();
        Summary {
            ruleset: session.ruleset.name.clone(),
            squares: self.squares,
            sides: session.seating.sides.clone(),
            seconds: seconds(started.as_deref(), last),
            started,
            hands: self.rows,
            totals: standing.totals.iter().enumerate().map(|(s, p)| (session.seating.sides[s].clone(), *p)).collect(),
            winner: standing.winner.map(|w| session.seating.sides[w].clone()),
            stats: StatsJson {
                counts,
                best_announcement: best.as_ref().map(|(p, who, cards)| {
                    format!(
                        "{} {} ({p})",
                        raw(*who),
                        cards.iter().map(|c| c.code(x.deck)).collect::<Vec<_>>().join(" ")
                    )
                }),
                infractions,
            },
            errors: errors
                .iter()
                .map(|e| super::json::ErrorJson { line: e.line, message: cat.refusal(&e.refusal, &x) })
                .collect(),
            best_words: best.map(|(p, who, cards)| cat.best_announcement(p, &x.player(who), &x.cards(&cards))),
            columns: self.columns,
            bounds: self.bounds,
            spilled: self.spilled,
        }
    }
}

pub(crate) fn duration(s: Option<i64>) -> String {
    match s {
        None => "—".into(),
        Some(s) if s >= 3600 => format!("{}h{:02}m", s / 3600, (s % 3600) / 60),
        Some(s) => format!("{}m{:02}s", s / 60, s % 60),
    }
}

/// Which optional columns have something to show: the taker, the trump, the contract (coinche),
/// the announcements or squares, and the result. A summary of coinche hands says the taker, the
/// trump and the result in its contract column (`Ana 100 ♥ ×2 · made`; a deal everyone passed:
/// `redeal`), so it has no taker, trump or result column.
#[derive(Debug, Clone, Copy)]
struct Shown {
    taker: bool,
    trump: bool,
    contract: bool,
    notes: bool,
}

fn shown(s: &Summary) -> Shown {
    let c = s.columns;
    Shown { taker: !c.contract && c.taker, trump: !c.contract && c.trump, contract: c.contract, notes: c.notes }
}

/// `row` (hand, dealer, taker, trump, contract, notes, the sides, result, …) without the
/// optional columns `show` (from [`shown`], worked out once a table) leaves out.
fn keep<T>(row: Vec<T>, show: Shown, sides: usize) -> Vec<T> {
    let result = 6 + sides;
    let kept = |i: usize| match i {
        2 => show.taker,
        3 => show.trump,
        4 => show.contract,
        5 => show.notes,
        i if i == result => !show.contract,
        _ => true,
    };
    row.into_iter().enumerate().filter(|(i, _)| kept(*i)).map(|(_, x)| x).collect()
}

fn header(s: &Summary, cat: &dyn Catalog) -> Vec<String> {
    let notes = if s.squares { Text::Squares } else { Text::Announcements };
    let mut h: Vec<String> = [Text::Hand, Text::Dealer, Text::Taker, Text::Trump, Text::Contract, notes]
        .iter()
        .map(|t| cat.text(*t).to_string())
        .collect();
    h.extend(s.sides.iter().map(|x| crate::term::safe(x).into_owned()));
    h.push(cat.text(Text::Result).into());
    h.push(cat.text(Text::Pot).into());
    h.push(cat.text(Text::Time).into());
    shown_cells(s, h)
}

/// A row's cells, every column (the pot's too): hand, dealer, taker, trump, contract, notes,
/// the sides, result, pot, time.
fn cells(r: &Row, sides: &[String], cat: &dyn Catalog) -> Vec<String> {
    let safe = |x: &str| crate::term::safe(x).into_owned();
    let mut row = vec![
        r.number.to_string(),
        safe(&r.dealer),
        r.taker.as_deref().map(safe).unwrap_or_default(),
        r.words.trump.clone().unwrap_or_default(),
        r.words.contract.clone().unwrap_or_else(|| r.words.result.clone()),
        r.words.announcements.join(cat.semicolon()),
    ];
    row.extend(sides.iter().map(|side| r.score.get(side).copied().unwrap_or(0).to_string()));
    row.push(r.words.result.clone());
    row.push(r.pot.map(|p| p.to_string()).unwrap_or_default());
    row.push(duration(r.seconds));
    row
}

/// The total row's cells, every column.
fn total_cells(s: &Summary, cat: &dyn Catalog) -> Vec<String> {
    let mut total = vec![cat.text(Text::Total).to_string()];
    total.extend(std::iter::repeat_n(String::new(), 5));
    total.extend(s.sides.iter().map(|side| s.totals.get(side).copied().unwrap_or(0).to_string()));
    total.push(String::new());
    total.push(String::new());
    total.push(duration(s.seconds));
    total
}

/// Of every column's cells, those the table shows: the pot's when some hand has one, and the
/// optional columns [`shown`] keeps.
fn shown_cells<T>(s: &Summary, mut row: Vec<T>) -> Vec<T> {
    if !s.columns.pots {
        row.remove(7 + s.sides.len());
    }
    keep(row, shown(s), s.sides.len())
}

fn rows(s: &Summary, cat: &dyn Catalog) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = s.hands.iter().map(|r| shown_cells(s, cells(r, &s.sides, cat))).collect();
    out.push(shown_cells(s, total_cells(s, cat)));
    out
}

/// A cell as far as a table's widths go: an ASCII text by where its spaces and line breaks
/// are (every other character is one column wide and breaks nowhere), any other text as it
/// is. Cells of the same shape wrap alike at every width, so a column's widths are those of
/// one cell of each shape.
fn shape(cell: &str) -> std::borrow::Cow<'_, str> {
    if cell.is_ascii() && cell.bytes().any(|b| b.is_ascii_graphic() && b != b'x') {
        return cell.chars().map(|c| if c.is_ascii_graphic() { 'x' } else { c }).collect::<String>().into();
    }
    cell.into()
}

/// `cells`' shapes added to each column's.
fn shapes_of(shapes: &mut Vec<HashSet<String>>, cells: &[String]) {
    if shapes.len() < cells.len() {
        shapes.resize_with(cells.len(), HashSet::new);
    }
    for (set, cell) in shapes.iter_mut().zip(cells) {
        let shaped = shape(cell);
        if !set.contains(shaped.as_ref()) {
            set.insert(shaped.into_owned());
        }
    }
}

fn footer(s: &Summary, cat: &dyn Catalog) -> Vec<String> {
    let winner = s
        .winner
        .as_deref()
        .map(|w| crate::term::safe(w).into_owned())
        .unwrap_or_else(|| cat.text(Text::NoWinnerYet).into());
    let winner = match &s.winner {
        Some(_) => format!("{} {winner}", cat.text(Text::Winner)),
        None => winner,
    };
    let mut v = vec![
        winner,
        format!(
            "{} {} · {} {}",
            cat.text(Text::Started),
            s.started.as_deref().map(|at| crate::i18n::when(cat, at)).unwrap_or_else(|| "—".into()),
            cat.text(Text::Lasted),
            duration(s.seconds)
        ),
        cat.stats(&s.stats.counts),
    ];
    if let Some(b) = &s.best_words {
        v.push(b.clone());
    }
    let inf: Vec<String> = s.stats.infractions.iter().map(|(p, n)| format!("{} {n}", crate::term::safe(p))).collect();
    v.push(cat.infractions_by_player(&inf.join(", ")));
    if !s.errors.is_empty() {
        v.push(cat.not_applied(s.errors.len()));
        for e in &s.errors {
            v.push(format!("  {}", cat.line_error(e.line, &e.message)));
        }
    }
    v
}

/// Each side's running total, hand by hand, from 0.
fn running_totals(s: &Summary) -> Vec<Vec<i64>> {
    let scores: Vec<Vec<i64>> =
        s.hands.iter().map(|r| s.sides.iter().map(|side| r.score.get(side).copied().unwrap_or(0)).collect()).collect();
    super::chart::running(&scores, s.sides.len())
}

const CSS: &str = "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:2rem auto;max-width:60rem;\
padding:0 1rem;color:#1f2937;background:#fff}h1{font-size:1.5rem;margin-bottom:.25rem;overflow-wrap:anywhere}\
.verdict{font-size:1.25rem;font-weight:600;margin:.5rem 0}table.standings{width:auto;min-width:16rem;font-size:1.25rem;\
margin:.5rem 0 1rem}table.standings th{background:none;font-weight:500}table.standings tr.won th,\
table.standings tr.won td{font-weight:700}.red{color:#b91c1c}.wide{overflow-x:auto}table{border-collapse:collapse;\
width:100%;margin:1rem 0}th,td{border-bottom:1px solid #e5e7eb;padding:.35rem .5rem;text-align:left;vertical-align:top}\
th{background:#f3f4f6}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}tr.why td{color:#4b5563;\
font-size:.9rem;border-bottom:1px solid #d1d5db}tr.why .infraction{color:#111827;font-weight:600}ul{padding-left:1.2rem}\
@media (max-width:40rem){body{margin:1rem auto}h1{font-size:1.2rem}th,td{padding:.3rem .3rem}.minor{display:none}\
tr.why td:first-child{display:none}tr.why .lines{position:sticky;left:.35rem;max-width:calc(100vw - 2.75rem)}}\
@media print{body{margin:0;max-width:none}tr{break-inside:avoid}.wide{overflow:visible}}";

/// The sides from the first to the last: the winner, then by total, highest first (a tie keeps
/// the seating order).
fn ranked(s: &Summary) -> Vec<(&str, i64)> {
    let mut sides: Vec<(&str, i64)> =
        s.sides.iter().map(|side| (side.as_str(), s.totals.get(side).copied().unwrap_or(0))).collect();
    sides.sort_by_key(|(side, total)| (s.winner.as_deref() != Some(*side), std::cmp::Reverse(*total)));
    sides
}

/// The summary as one self-contained HTML page that prints and shares well: the totals, a chart
/// of the running totals, every hand with its breakdown, and the night's statistics.
fn html(s: &Summary, title: &str, cat: &dyn Catalog) -> String {
    use super::html::{escape, text};
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>{}</title>\n<style>{}{CSS}</style>\n</head>\n<body>\n",
        cat.lang().code(),
        escape(title),
        super::chart::CSS
    );
    // The scores first (on a phone too): who won, and the sides from the first to the last.
    out.push_str(&format!("<h1>{}</h1>\n<p class=\"verdict\">", escape(title)));
    match &s.winner {
        Some(w) => out.push_str(&format!("{} {}", escape(cat.text(Text::Winner)), escape(w))),
        None => out.push_str(&escape(cat.text(Text::NoWinnerYet))),
    }
    out.push_str("</p>\n<table class=\"standings\"><tbody>");
    for (side, total) in ranked(s) {
        let won = if s.winner.as_deref() == Some(side) { " class=\"won\"" } else { "" };
        out.push_str(&format!(
            "<tr{won} data-side=\"{}\"><th>{}</th><td class=\"n\">{total}</td></tr>",
            escape(side),
            escape(side)
        ));
    }
    out.push_str("</tbody></table>\n");
    out.push_str(&super::chart::svg(&s.sides, &running_totals(s), title));
    out.push_str("\n<div class=\"wide\"><table class=\"hands\">\n<thead><tr>");
    let head = header(s, cat);
    // A cell's classes: numbers to the right; the dealer and the time (the second column and
    // the last) are left out on a phone, so that every side's score fits its width.
    let class = |i: usize, f: &str| {
        let mut c = Vec::new();
        if f.parse::<i64>().is_ok() {
            c.push("n");
        }
        if i == 1 || i + 1 == head.len() {
            c.push("minor");
        }
        if c.is_empty() {
            String::new()
        } else {
            format!(" class=\"{}\"", c.join(" "))
        }
    };
    // A side's name may break after its `+` (Pep+<wbr/>Xavi) where the screen is narrow.
    for (i, h) in head.iter().enumerate() {
        out.push_str(&format!("<th{}>{}</th>", class(i, ""), escape(h).replace('+', "+<wbr/>")));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    let body = rows(s, cat);
    for (i, r) in body.iter().enumerate() {
        match s.hands.get(i) {
            Some(hand) => {
                out.push_str(&format!("<tr class=\"hand\" data-hand=\"{}\">", hand.number));
                for (i, f) in r.iter().enumerate() {
                    out.push_str(&format!("<td{}>{}</td>", class(i, f), text(f)));
                }
                out.push_str("</tr>\n");
                // Why each side scored what it did, and on a penalty who broke which rule in
                // which trick.
                let why: Vec<String> = (hand.words.breakdown.iter().map(|l| text(l)))
                    .chain(
                        hand.words.infractions.iter().map(|l| format!("<span class=\"infraction\">{}</span>", text(l))),
                    )
                    .collect();
                if !why.is_empty() {
                    out.push_str(&format!(
                        "<tr class=\"why\"><td></td><td colspan=\"{}\"><div class=\"lines\">{}</div></td></tr>\n",
                        head.len().saturating_sub(1),
                        why.join("<br/>")
                    ));
                }
            }
            None => {
                out.push_str("<tr class=\"total\">");
                for (i, f) in r.iter().enumerate() {
                    out.push_str(&format!("<th{}>{}</th>", class(i, f), escape(f)));
                }
                out.push_str("</tr>\n");
            }
        }
    }
    out.push_str("</tbody>\n</table></div>\n<ul>\n");
    for f in footer(s, cat) {
        out.push_str(&format!("<li>{}</li>\n", text(f.trim())));
    }
    out.push_str("</ul>\n</body>\n</html>\n");
    out
}

/// The rows of a summary as the text formats take them (every column's cells): those it keeps,
/// or those read back from where they were written out.
enum Source<'a> {
    Kept(std::slice::Iter<'a, Row>),
    Read(spill::Reader),
}

impl Source<'_> {
    /// The next row's cells (for `json` read back: its JSON), or false when there is none.
    fn next(&mut self, s: &Summary, cat: &dyn Catalog, into: &mut Vec<String>) -> std::io::Result<bool> {
        match self {
            Source::Kept(rows) => match rows.next() {
                Some(r) => {
                    *into = cells(r, &s.sides, cat);
                    Ok(true)
                }
                None => Ok(false),
            },
            Source::Read(r) => r.next(into),
        }
    }
}

/// The summary in `format`, its rows the ones it keeps (a summary built with [`build`]).
pub(crate) fn render(s: &Summary, format: Format, width: Option<u16>, cat: &dyn Catalog) -> String {
    let mut out = Vec::new();
    let _ = emit(s, Source::Kept(s.hands.iter()), None, format, width, cat, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// The summary in `format` written to `out`, its rows read back one by one where the builder
/// wrote them out ([`Builder::for_format`]).
pub(crate) fn write(
    mut s: Summary,
    format: Format,
    width: Option<u16>,
    cat: &dyn Catalog,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    match s.spilled.take() {
        Some(Spilled { rows, shapes }) => emit(&s, Source::Read(rows.read()), Some(shapes), format, width, cat, out),
        None => emit(&s, Source::Kept(s.hands.iter()), None, format, width, cat, out),
    }
}

fn emit(
    s: &Summary,
    mut rows: Source,
    shapes: Option<Vec<HashSet<String>>>,
    format: Format,
    width: Option<u16>,
    cat: &dyn Catalog,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let title = format!(
        "{} · {}",
        s.ruleset,
        s.sides.iter().map(|x| crate::term::safe(x).into_owned()).collect::<Vec<_>>().join(" vs ")
    );
    let mut row = Vec::new();
    match format {
        Format::Json => match rows {
            Source::Kept(_) => out.write_all((serde_json::to_string_pretty(s).unwrap_or_default() + "\n").as_bytes()),
            Source::Read(mut r) => {
                // The summary without its hands, and the hands read back where it has none: each
                // written already as an element of the array (`Builder::hand`).
                let whole = serde_json::to_string_pretty(s).unwrap_or_default() + "\n";
                const EMPTY: &str = "\n  \"hands\": [],\n";
                let at = match whole.find(EMPTY) {
                    Some(at) if r.next(&mut row)? => at,
                    _ => return out.write_all(whole.as_bytes()),
                };
                out.write_all(&whole.as_bytes()[..at])?;
                out.write_all(b"\n  \"hands\": [\n")?;
                out.write_all(row.concat().as_bytes())?;
                while r.next(&mut row)? {
                    out.write_all(b",\n")?;
                    out.write_all(row.concat().as_bytes())?;
                }
                out.write_all(b"\n  ],\n")?;
                out.write_all(&whole.as_bytes()[at + EMPTY.len()..])
            }
        },
        Format::Html => out.write_all(html(s, &title, cat).as_bytes()),
        Format::Csv => {
            let line = |r: &[String]| r.iter().map(|f| super::grid::csv_field(f)).collect::<Vec<_>>().join(",") + "\n";
            out.write_all(line(&header(s, cat)).as_bytes())?;
            while rows.next(s, cat, &mut row)? {
                out.write_all(line(&shown_cells(s, std::mem::take(&mut row))).as_bytes())?;
            }
            out.write_all(line(&shown_cells(s, total_cells(s, cat))).as_bytes())
        }
        Format::Markdown => {
            let head = header(s, cat);
            out.write_all(format!("# {}\n\n", grid::markdown_text(&title)).as_bytes())?;
            out.write_all(grid::markdown_row(&head).as_bytes())?;
            out.write_all(grid::markdown_rule(head.len()).as_bytes())?;
            while rows.next(s, cat, &mut row)? {
                out.write_all(grid::markdown_row(&shown_cells(s, std::mem::take(&mut row))).as_bytes())?;
            }
            out.write_all(grid::markdown_row(&shown_cells(s, total_cells(s, cat))).as_bytes())?;
            out.write_all(b"\n")?;
            for f in footer(s, cat) {
                out.write_all(format!("- {}\n", grid::markdown_text(&f)).as_bytes())?;
            }
            Ok(())
        }
        Format::Table => {
            let shapes = match shapes {
                Some(shapes) => shapes,
                None => {
                    let mut shapes = Vec::new();
                    for r in &s.hands {
                        shapes_of(&mut shapes, &cells(r, &s.sides, cat));
                    }
                    shapes
                }
            };
            out.write_all(format!("{title}\n").as_bytes())?;
            // Each side's running total as a line of blocks beside its total, one scale for all.
            let (lo, hi) = s.bounds;
            let mut running = vec![0i64; s.sides.len()];
            let mut lines: Vec<String> =
                running.iter().map(|v| super::chart::sparkline(std::slice::from_ref(v), lo, hi)).collect();
            let sides = s.sides.len();
            let mut table = grid::Streamed::new(width, header(s, cat), shown_widths(s, shapes, cat));
            while rows.next(s, cat, &mut row)? {
                for ((total, line), cell) in running.iter_mut().zip(&mut lines).zip(&row[6..6 + sides]) {
                    *total = total.saturating_add(cell.parse().unwrap_or(0));
                    line.push_str(&super::chart::sparkline(std::slice::from_ref(total), lo, hi));
                }
                table.row(shown_cells(s, std::mem::take(&mut row)), out)?;
            }
            table.last(shown_cells(s, total_cells(s, cat)), out)?;
            out.write_all(b"\n")?;
            let pad = s.sides.iter().map(|x| x.chars().count()).max().unwrap_or(0);
            for ((side, line), total) in s.sides.iter().zip(&lines).zip(&running) {
                let name = crate::term::safe(side);
                let spaces = " ".repeat(pad.saturating_sub(side.chars().count()));
                out.write_all(format!("{name}{spaces} {line} {total}\n").as_bytes())?;
            }
            for f in footer(s, cat) {
                out.write_all(f.as_bytes())?;
                out.write_all(b"\n")?;
            }
            Ok(())
        }
    }
}

/// The cells of each column the table shows, one of each shape, with the total row's: what
/// its widths are worked out from.
fn shown_widths(s: &Summary, mut shapes: Vec<HashSet<String>>, cat: &dyn Catalog) -> Vec<Vec<String>> {
    let total = total_cells(s, cat);
    shapes_of(&mut shapes, &total);
    shown_cells(s, shapes).into_iter().map(|set| set.into_iter().collect()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::journal::Journal;

    /// Hands 1-4 of a shared example (coinche's too), repeated into a night of `hands` hands.
    fn night(example: &str, hands: usize) -> Session {
        let (path, out, _) = crate::journal::sample::repeated_night(example, hands);
        Session::replay(&Journal::parse(&out, &path).unwrap()).unwrap()
    }

    #[test]
    fn rows_written_out_render_as_rows_kept() {
        for (example, hands) in
            [("belote-classic-a.jsonl", 700), ("belote-classic-a.jsonl", 0), ("belote-es-3p.jsonl", 300)]
        {
            let s = night(example, hands);
            let v = s.verdict();
            assert!(v.hands.len() >= hands.min(4));
            for lang in [Lang::En, Lang::Fr] {
                let cat = lang.catalog();
                for format in [Format::Table, Format::Markdown, Format::Csv, Format::Json] {
                    let streamed = build_streamed(&s, &v, cat, format);
                    assert!(streamed.hands.is_empty() && streamed.spilled.is_some());
                    for width in [None, Some(50), Some(120)] {
                        let mut out = Vec::new();
                        let want = render(&build(&s, &v, cat), format, width, cat);
                        write(build_streamed(&s, &v, cat, format), format, width, cat, &mut out).unwrap();
                        assert_eq!(String::from_utf8(out).unwrap(), want, "{example} {format:?} {width:?}");
                    }
                }
            }
        }
    }

    fn build_streamed(s: &Session, v: &Verdict, cat: &dyn Catalog, format: Format) -> Summary {
        let mut b = Builder::new(s, cat).for_format(format);
        for h in &v.hands {
            b.hand(s, h);
        }
        let open: Vec<&crate::engine::Infraction> = v.infractions.iter().skip(b.infractions_seen).collect();
        b.finish(s, &v.standing, &open, &v.errors, s.last_time())
    }
}
