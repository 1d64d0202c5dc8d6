//! A concours in print: a round's draw (text, JSON, printable sheets) and the standings (a
//! terminal table, Markdown, CSV, JSON, an HTML page). Every word comes from the catalogue of
//! the concours's language.

use crate::concours::standings::{self, Line};
use crate::concours::state::Round;
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

/// A round's tables as JSON: `[{"table", "teams", "points" (null while awaited), "forfeit" (the
/// team that withdrew from it, or null)}, …]`.
pub(crate) fn tables_json(c: &Concours, r: &Round) -> Value {
    let h = &c.header;
    r.tables
        .iter()
        .enumerate()
        .map(|(k, t)| {
            json!({
                "table": k + 1,
                "teams": [h.id(t.teams[0]), h.id(t.teams[1])],
                "points": t.result.as_ref().map(|(s, _)| s.points),
                "forfeit": c.forfeit(r, t).map(|g| h.id(g)),
            })
        })
        .collect()
}

/// The round in play as JSON, apart from the standings: `{"round", "tables", "awaited", "bye"}`,
/// or null when the last round drawn is complete.
pub(crate) fn in_play_json(c: &Concours) -> Value {
    match standings::in_play(c) {
        Some(r) => json!({
            "round": r.number,
            "tables": tables_json(c, r),
            "awaited": c.awaited(),
            "bye": r.bye.map(|b| c.header.id(b)),
        }),
        None => Value::Null,
    }
}

/// The standings as JSON: `{"round", "complete", "after", "standings": [{"rank", "team", "name",
/// "points", "won", "best", "difference", "against", "played", "byes", "walkovers",
/// "withdrawn"}, …], "in_play"}`: the standings after round `after` (the last complete round),
/// and the round in play apart.
pub(crate) fn standings_json(c: &Concours, lines: &[Line]) -> Value {
    let h = &c.header;
    json!({
        "round": c.drawn(),
        "complete": complete(c),
        "after": standings::complete(c),
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
            "joined": l.joined,
            "missed": l.missed_rounds.len(),
            "withdrawn": l.withdrawn,
        })).collect::<Vec<_>>(),
        "in_play": in_play_json(c),
    })
}

/// The extra columns of the standings: byes and walkovers when a team has one, a status when a
/// team withdrew or joined late.
struct Extra {
    byes: bool,
    status: bool,
}

fn extra(lines: &[Line]) -> Extra {
    Extra {
        byes: lines.iter().any(|l| l.byes + l.walkovers > 0),
        status: lines.iter().any(|l| l.withdrawn.is_some() || l.joined > 1),
    }
}

/// A team's status: when it joined late (and the rounds before scored as byes), when it
/// withdrew.
pub(crate) fn status(l: &Line, cat: &dyn Catalog) -> Vec<String> {
    let mut out = Vec::new();
    if l.joined > 1 {
        out.push(cat.joined_mark(l.joined, &l.missed_rounds));
    }
    if let Some(w) = l.withdrawn {
        out.push(cat.withdrawn_mark(w));
    }
    out
}

/// The heads of the standings' columns: those of
/// [`crate::i18n::ConcoursWords::standings_heads`], the byes and walkovers when a team has one,
/// and a status column when a team withdrew or joined late.
fn standings_heads(lines: &[Line], cat: &dyn Catalog) -> Vec<String> {
    let mut heads: Vec<String> = cat.standings_heads().iter().map(|h| h.to_string()).collect();
    let x = extra(lines);
    if x.byes {
        heads.extend(cat.bye_heads().iter().map(|h| h.to_string()));
    }
    if x.status {
        heads.push(cat.status_head().to_string());
    }
    heads
}

/// The rows of the standings as text cells: the columns of the standings' heads, the byes and
/// walkovers (each counted) when a team has one, and the status column when a team withdrew or
/// joined late.
pub(crate) fn standings_rows(c: &Concours, lines: &[Line], cat: &dyn Catalog) -> Vec<Vec<String>> {
    let x = extra(lines);
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
            if x.byes {
                row.push(l.byes.to_string());
                row.push(l.walkovers.to_string());
            }
            if x.status {
                row.push(status(l, cat).join("; "));
            }
            row
        })
        .collect()
}

/// The round in play as lines: its title, a line per table (its points once in, else awaited;
/// a forfeited one said so), the bye.
pub(crate) fn in_play_lines(c: &Concours, cat: &dyn Catalog) -> Option<(String, Vec<String>)> {
    let r = standings::in_play(c)?;
    let mut lines = Vec::with_capacity(r.tables.len() + 1);
    for (k, t) in r.tables.iter().enumerate() {
        let table = k as u32 + 1;
        let [a, b] = t.teams;
        lines.push(match c.forfeit(r, t) {
            Some(g) => cat.forfeit_line(table, &shown(c, g), &shown(c, if a == g { b } else { a })),
            None => cat.in_play_line(table, &shown(c, a), &shown(c, b), t.result.as_ref().map(|(s, _)| s.points)),
        });
    }
    if let Some(b) = r.bye {
        lines.push(cat.bye_line(&shown(c, b)));
    }
    Some((cat.in_play_title(r.number, c.header.rounds), lines))
}

/// The standings' title: after the last complete round (before round 1 while none is).
pub(crate) fn standings_title(c: &Concours, cat: &dyn Catalog) -> String {
    cat.standings_title(&crate::term::safe(&c.header.name), standings::complete(c), true)
}

/// The standings in `format`: the standings after the last complete round, and the round in
/// play apart (not in CSV, which is the standings' table alone).
pub(crate) fn standings(c: &Concours, format: Format, lang: Lang, width: Option<u16>) -> String {
    let cat = lang.catalog();
    let lines = standings::standings(c);
    let heads = standings_heads(&lines, cat);
    let title = standings_title(c, cat);
    match format {
        Format::Json => format!("{}\n", standings_json(c, &lines)),
        Format::Table => {
            let mut t = crate::report::grid::new_table(width);
            t.set_header(heads);
            for r in standings_rows(c, &lines, cat) {
                t.add_row(r);
            }
            let mut out = format!("{title}\n{t}\n");
            if let Some((head, lines)) = in_play_lines(c, cat) {
                out.push_str(&format!("\n{head}\n"));
                for l in lines {
                    out.push_str(&format!("  {l}\n"));
                }
                out.push_str(&cat.awaited(c.drawn(), &c.awaited()));
                out.push('\n');
            }
            out
        }
        Format::Markdown => {
            let md = crate::report::grid::markdown_text;
            let mut out = format!(
                "## {}\n\n{}",
                md(&title),
                crate::report::grid::markdown_table(&heads, &standings_rows(c, &lines, cat))
            );
            if let Some((head, lines)) = in_play_lines(c, cat) {
                out.push_str(&format!("\n### {}\n\n", md(&head)));
                for l in lines {
                    out.push_str(&format!("- {}\n", md(&l)));
                }
                out.push_str(&format!("\n{}\n", md(&cat.awaited(c.drawn(), &c.awaited()))));
            }
            out
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
pub(crate) fn sheets_html(
    c: &Concours,
    d: &Draw,
    lang: Lang,
    served: &std::collections::BTreeMap<u32, super::sheets::Access>,
) -> String {
    super::sheets::page(c, d, lang, served)
}
