//! A concours in print: a round's draw (text, JSON, printable sheets) and the standings (a
//! terminal table, Markdown, CSV, JSON, an HTML page). Every word comes from the catalogue of
//! the concours's language.

use crate::concours::standings::{self, Line};
use crate::concours::{Concours, Draw};
use crate::i18n::{Catalog, Lang};
use crate::report::summary::Format;
use serde_json::{json, Value};

/// How `concours draw` prints a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum DrawFormat {
    /// The round's tables in the concours's language.
    #[value(alias = "table")]
    Text,
    /// The round's tables as a Markdown list (a club's page, a message).
    Markdown,
    Json,
    /// One printable sheet per table.
    Html,
}

/// A team as people read it: its id, and its name beside it when it has one.
pub(crate) fn shown(c: &Concours, team: usize) -> String {
    let t = &c.header.teams[team];
    match &t.name {
        Some(n) => format!("{} ({})", crate::term::safe(n), crate::term::safe(&t.id())),
        None => crate::term::safe(&t.id()).into_owned(),
    }
}

/// The draw's lines after its title: a line per table (a forfeited one said so), the bye.
fn draw_lines(c: &Concours, d: &Draw, cat: &dyn Catalog) -> Vec<String> {
    let round = c.rounds.get(d.round as usize - 1);
    let mut out = Vec::with_capacity(d.tables.len() + 1);
    for (k, t) in d.tables.iter().enumerate() {
        let table = k as u32 + 1;
        let gone = round.and_then(|r| r.tables.get(k).and_then(|x| c.forfeit(r, x)));
        out.push(match gone {
            Some(g) => {
                let other = if t[0] == g { t[1] } else { t[0] };
                cat.forfeit_line(table, &shown(c, g), &shown(c, other))
            }
            None => cat.draw_line(table, &shown(c, t[0]), &shown(c, t[1])),
        });
    }
    if let Some(b) = d.bye {
        out.push(cat.bye_line(&shown(c, b)));
    }
    out
}

/// The draw as lines: its title, a line per table (a forfeited one said so), the bye.
pub(crate) fn draw_text(c: &Concours, d: &Draw, cat: &dyn Catalog) -> String {
    let mut out = format!("{}\n", cat.round_title(d.round, c.header.rounds));
    for l in draw_lines(c, d, cat) {
        out.push_str(&l);
        out.push('\n');
    }
    out
}

/// The draw in Markdown: its title as a heading, a list item per table and the bye.
pub(crate) fn draw_markdown(c: &Concours, d: &Draw, cat: &dyn Catalog) -> String {
    let md = crate::report::grid::markdown_text;
    let mut out = format!("## {}\n\n", md(&cat.round_title(d.round, c.header.rounds)));
    for l in draw_lines(c, d, cat) {
        out.push_str(&format!("- {}\n", md(&l)));
    }
    out
}

/// The draw as the contract's JSON: `{"round", "tables": [{"table", "teams"}], "bye"}`.
pub(crate) fn draw_json(c: &Concours, d: &Draw) -> Value {
    let h = &c.header;
    json!({
        "round": d.round,
        "tables": d.tables.iter().enumerate().map(|(k, t)| json!({"table": k + 1, "teams": [h.id(t[0]), h.id(t[1])]})).collect::<Vec<_>>(),
        "bye": d.bye.map(|b| h.id(b)),
    })
}

/// A count of parties won: whole when it is.
fn won(l: &Line) -> Value {
    if l.won_halves.is_multiple_of(2) {
        json!(l.won_halves / 2)
    } else {
        json!(l.won())
    }
}

/// A count of parties won as people read it: `2`, `1.5`.
pub(crate) fn won_text(l: &Line) -> String {
    if l.won_halves.is_multiple_of(2) {
        (l.won_halves / 2).to_string()
    } else {
        format!("{}.5", l.won_halves / 2)
    }
}

/// Whether every result of the current round is in.
fn complete(c: &Concours) -> bool {
    c.awaited().is_empty()
}

/// The standings as JSON: `{"round", "standings": [{"rank", "team", "name", "points", "won",
/// "best", "difference", "against"}, …]}` (and, beyond the contract, `played`, `byes`,
/// `withdrawn`).
pub(crate) fn standings_json(c: &Concours, lines: &[Line]) -> Value {
    let h = &c.header;
    json!({
        "round": c.drawn(),
        "complete": complete(c),
        "standings": lines.iter().map(|l| json!({
            "rank": l.rank,
            "team": h.id(l.team),
            "name": h.teams[l.team].name,
            "points": l.points,
            "won": won(l),
            "best": l.best,
            "difference": l.difference,
            "against": l.against,
            "played": l.played,
            "byes": l.byes,
            "walkovers": l.walkovers,
            "withdrawn": l.withdrawn,
        })).collect::<Vec<_>>(),
    })
}

/// The heads of the standings' columns: those of
/// [`crate::i18n::ConcoursWords::standings_heads`], and a status column when a team withdrew.
fn standings_heads(c: &Concours, cat: &dyn Catalog) -> Vec<String> {
    let mut heads: Vec<String> = cat.standings_heads().iter().map(|h| h.to_string()).collect();
    if c.withdrawn.iter().any(Option::is_some) {
        heads.push(cat.status_head().to_string());
    }
    heads
}

/// The rows of the standings as text cells: the columns of the standings' heads, and the status
/// column when a team withdrew.
pub(crate) fn standings_rows(c: &Concours, lines: &[Line], cat: &dyn Catalog) -> Vec<Vec<String>> {
    let status = c.withdrawn.iter().any(Option::is_some);
    lines
        .iter()
        .map(|l| {
            let t = &c.header.teams[l.team];
            let name = t.name.as_deref().map(|n| crate::term::safe(n).into_owned()).unwrap_or_default();
            let mut row = vec![
                l.rank.to_string(),
                crate::term::safe(&t.id()).into_owned(),
                name,
                l.points.to_string(),
                won_text(l),
                l.best.to_string(),
                l.difference.to_string(),
                l.against.to_string(),
            ];
            if status {
                row.push(l.withdrawn.map(|w| cat.withdrawn_mark(w)).unwrap_or_default());
            }
            row
        })
        .collect()
}

/// The standings in `format`.
pub(crate) fn standings(c: &Concours, format: Format, lang: Lang, width: Option<u16>) -> String {
    let cat = lang.catalog();
    let lines = standings::standings(c);
    let heads = standings_heads(c, cat);
    let title = cat.standings_title(&crate::term::safe(&c.header.name), c.drawn(), complete(c));
    match format {
        Format::Json => format!("{}\n", standings_json(c, &lines)),
        Format::Table => {
            let mut t = crate::report::grid::new_table(width);
            t.set_header(heads);
            for r in standings_rows(c, &lines, cat) {
                t.add_row(r);
            }
            let mut out = format!("{title}\n{t}\n");
            let awaited = c.awaited();
            if !awaited.is_empty() {
                out.push_str(&cat.awaited(c.drawn(), &awaited));
                out.push('\n');
            }
            out
        }
        Format::Markdown => {
            let title = crate::report::grid::markdown_text(&title);
            format!("## {title}\n\n{}", crate::report::grid::markdown_table(&heads, &standings_rows(c, &lines, cat)))
        }
        Format::Csv => {
            let mut out = String::new();
            for row in std::iter::once(heads).chain(standings_rows(c, &lines, cat)) {
                let fields: Vec<String> = row.iter().map(|f| crate::report::grid::csv_field(f)).collect();
                out.push_str(&fields.join(","));
                out.push('\n');
            }
            out
        }
        Format::Html => standings_html(c, &lines, lang),
    }
}

/// The standings as one self-contained page ([`super::standings_page`]).
pub(crate) fn standings_html(c: &Concours, lines: &[Line], lang: Lang) -> String {
    super::standings_page::page(c, lines, lang)
}

/// One printable sheet per table of the draw ([`super::sheets`]).
pub(crate) fn sheets_html(c: &Concours, d: &Draw, lang: Lang) -> String {
    super::sheets::page(c, d, lang)
}
