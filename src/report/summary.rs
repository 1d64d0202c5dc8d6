/*!
The end-of-night summary: every hand, the totals, the winner, when the night started and how
long it took, and its statistics — as a terminal table, Markdown, CSV (words in the table's
language) or JSON (the journal's codes).
*/

use super::grid;
use crate::engine::{BidValue, HandReport, HandResult, Level, Outcome, Trump};
use crate::i18n::{Catalog, Names, Stats, Text};
use crate::session::{Session, Verdict};
use chrono::{DateTime, Utc};
use indexmap::IndexMap;
use serde::Serialize;

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
        }
    }

    /// The builder for one format: the words of each hand's breakdown and infractions only for
    /// the page (`Format::Html`), the one format that shows them.
    pub(crate) fn for_format(mut self, format: Format) -> Builder<'c> {
        self.page = format == Format::Html;
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
        self.rows.push(Row {
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
        });
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
    let contract = s.hands.iter().any(|r| r.words.contract.is_some());
    Shown {
        taker: !contract && s.hands.iter().any(|r| r.taker.is_some()),
        trump: !contract && s.hands.iter().any(|r| r.trump.is_some()),
        contract,
        notes: s.hands.iter().any(|r| !r.announcements.is_empty()),
    }
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
    if s.hands.iter().any(|r| r.pot.is_some()) {
        h.push(cat.text(Text::Pot).into());
    }
    h.push(cat.text(Text::Time).into());
    keep(h, shown(s), s.sides.len())
}

fn rows(s: &Summary, cat: &dyn Catalog) -> Vec<Vec<String>> {
    let pots = s.hands.iter().any(|r| r.pot.is_some());
    // Once for the whole table: each row looking again at every hand made it quadratic.
    let show = shown(s);
    let safe = |x: &str| crate::term::safe(x).into_owned();
    let mut out: Vec<Vec<String>> = s
        .hands
        .iter()
        .map(|r| {
            let mut row = vec![
                r.number.to_string(),
                safe(&r.dealer),
                r.taker.as_deref().map(safe).unwrap_or_default(),
                r.words.trump.clone().unwrap_or_default(),
                r.words.contract.clone().unwrap_or_else(|| r.words.result.clone()),
                r.words.announcements.join(cat.semicolon()),
            ];
            row.extend(s.sides.iter().map(|side| r.score.get(side).copied().unwrap_or(0).to_string()));
            row.push(r.words.result.clone());
            if pots {
                row.push(r.pot.map(|p| p.to_string()).unwrap_or_default());
            }
            row.push(duration(r.seconds));
            keep(row, show, s.sides.len())
        })
        .collect();
    let mut total = vec![cat.text(Text::Total).to_string()];
    total.extend(std::iter::repeat_n(String::new(), 5));
    total.extend(s.sides.iter().map(|side| s.totals.get(side).copied().unwrap_or(0).to_string()));
    total.push(String::new());
    if pots {
        total.push(String::new());
    }
    total.push(duration(s.seconds));
    out.push(keep(total, show, s.sides.len()));
    out
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

pub(crate) fn render(s: &Summary, format: Format, width: Option<u16>, cat: &dyn Catalog) -> String {
    let title = format!(
        "{} · {}",
        s.ruleset,
        s.sides.iter().map(|x| crate::term::safe(x).into_owned()).collect::<Vec<_>>().join(" vs ")
    );
    match format {
        Format::Json => serde_json::to_string_pretty(s).unwrap_or_default() + "\n",
        Format::Html => html(s, &title, cat),
        Format::Csv => {
            let mut out = String::new();
            for r in std::iter::once(header(s, cat)).chain(rows(s, cat)) {
                out.push_str(&r.iter().map(|f| super::grid::csv_field(f)).collect::<Vec<_>>().join(","));
                out.push('\n');
            }
            out
        }
        Format::Markdown => {
            let mut out = format!("# {}\n\n", grid::markdown_text(&title));
            out.push_str(&grid::markdown_table(&header(s, cat), &rows(s, cat)));
            out.push('\n');
            for f in footer(s, cat) {
                out.push_str(&format!("- {}\n", grid::markdown_text(&f)));
            }
            out
        }
        Format::Table => {
            let mut t = grid::new_table(width);
            t.set_header(header(s, cat));
            for r in rows(s, cat) {
                t.add_row(r);
            }
            let mut out = format!("{title}\n{t}\n");
            // Each side's running total as a line of blocks beside its total, one scale for all.
            let series = running_totals(s);
            let (lo, hi) = super::chart::bounds(&series);
            let pad = s.sides.iter().map(|x| x.chars().count()).max().unwrap_or(0);
            for (side, values) in s.sides.iter().zip(&series) {
                let name = crate::term::safe(side);
                let spaces = " ".repeat(pad.saturating_sub(side.chars().count()));
                let total = values.last().copied().unwrap_or(0);
                out.push_str(&format!("{name}{spaces} {} {total}\n", super::chart::sparkline(values, lo, hi)));
            }
            for f in footer(s, cat) {
                out.push_str(&f);
                out.push('\n');
            }
            out
        }
    }
}
