/*!
The standings of a concours as one self-contained page (`concours standings --format html`):
its title says after which round (the last complete one), a line says how teams are ranked, and
a table holds every team with its rank, points, parties won and every tie-break column (best
partie, difference, points against). A team's name stands under its id, and under it its byes
and walkovers (the rounds); a withdrawn team is greyed and says from which round. The round in
play follows, apart: its tables with the points in so far, the bye, the tables awaited. Inline CSS only, no script, nothing fetched. On a narrow screen (a phone)
the columns take their short heads and a team's id may break after its `+`, so that the table
fits the screen's width; printed, it is black on white.
*/

use super::concours::won_text;
use super::html::escape;
use crate::concours::standings::Line;
use crate::concours::Concours;
use crate::i18n::{Catalog, Lang};

const CSS: &str = "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:0;color:#1f2937;\
background:#fff}main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.5rem;margin:0 0 .5rem;\
overflow-wrap:anywhere}p{margin:.25rem 0;color:#4b5563}p.awaited{color:#92400e;font-weight:600}\
table{border-collapse:collapse;width:100%;margin:1rem 0;font-size:1.1rem}th,td{padding:.4rem .5rem;\
border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top}thead th{background:#f3f4f6;font-weight:600}\
.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}td.points{font-weight:700}\
.team .id{overflow-wrap:anywhere}.team .name{display:block;font-size:.85em;color:#4b5563}\
.team .mark{display:block;font-size:.8em;color:#b91c1c}.team .bye{display:block;font-size:.8em;color:#4b5563}\
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}ul{margin:.25rem 0;padding-left:1.25rem}tr.withdrawn td{color:#9ca3af}tr.withdrawn .id{\
text-decoration:line-through}.short{display:none}@media (max-width:40rem){main{padding:1rem .5rem}\
h1{font-size:1.2rem}table{font-size:.95rem}th,td{padding:.35rem .25rem}.long{display:none}.short{display:inline}}\
@media print{main{max-width:none;padding:0}tr{break-inside:avoid}thead th{background:none}}";

/// A column's head: its long words, and its short ones for a narrow screen.
pub(crate) fn head(long: &str, short: &str) -> String {
    if long == short {
        return escape(long);
    }
    format!("<span class=\"long\">{}</span><span class=\"short\">{}</span>", escape(long), escape(short))
}

/// A team's cell: its id (breaking after its `+` where the screen is narrow), its name under
/// it, its byes and walkovers (the rounds), and when it withdrew.
pub(crate) fn team_cell(c: &Concours, l: &Line, cat: &dyn Catalog) -> String {
    let t = &c.header.teams[l.team];
    let mut out = format!("<span class=\"id\">{}</span>", escape(&crate::term::safe(&t.id())).replace('+', "+<wbr/>"));
    if let Some(n) = &t.name {
        out.push_str(&format!("<span class=\"name\">{}</span>", escape(&crate::term::safe(n))));
    }
    if !l.bye_rounds.is_empty() {
        out.push_str(&format!("<span class=\"bye\">{}</span>", escape(&cat.bye_mark(&l.bye_rounds))));
    }
    if !l.walkover_rounds.is_empty() {
        out.push_str(&format!("<span class=\"bye\">{}</span>", escape(&cat.walkover_mark(&l.walkover_rounds))));
    }
    if l.joined > 1 {
        out.push_str(&format!("<span class=\"bye\">{}</span>", escape(&cat.joined_mark(l.joined, &l.missed_rounds))));
    }
    if let Some(w) = l.withdrawn {
        out.push_str(&format!("<span class=\"mark\">{}</span>", escape(&cat.withdrawn_mark(w))));
    }
    out
}

/// The standings table: rank, team (name and withdrawal under it), points, won, best,
/// difference, against; a row per team, best first.
pub(crate) fn table(c: &Concours, lines: &[Line], cat: &dyn Catalog) -> String {
    let (long, short) = (cat.standings_heads(), cat.standings_heads_short());
    // The columns but the name's (it stands under the team's id).
    let columns = [0, 1, 3, 4, 5, 6, 7];
    let mut out = String::from("<table class=\"standings\"><thead><tr>");
    for k in columns {
        let class = if k == 1 { "" } else { " class=\"n\"" };
        out.push_str(&format!("<th scope=\"col\"{class}>{}</th>", head(long[k], short[k])));
    }
    out.push_str("</tr></thead><tbody>");
    for l in lines {
        let class = if l.withdrawn.is_some() { " class=\"withdrawn\"" } else { "" };
        out.push_str(&row(c, l, cat, class, ""));
    }
    out.push_str("</tbody></table>");
    out
}

/// A team's row of the standings: rank, team, points, won, best, difference, against;
/// `minor` is a class for the columns a narrow screen may hide (best, against).
pub(crate) fn row(c: &Concours, l: &Line, cat: &dyn Catalog, class: &str, minor: &str) -> String {
    format!(
        "<tr{class} data-team=\"{}\" data-rank=\"{}\"><td class=\"n\">{}</td><td class=\"team\">{}</td>\
         <td class=\"n points\">{}</td><td class=\"n\">{}</td><td class=\"n{minor}\">{}</td><td class=\"n\">{}</td>\
         <td class=\"n{minor}\">{}</td></tr>",
        escape(&c.header.id(l.team)),
        l.rank,
        l.rank,
        team_cell(c, l, cat),
        l.points,
        won_text(l),
        l.best,
        l.difference,
        l.against
    )
}

/// The round in play, apart from the standings: its heading, a line per table, the bye, the
/// tables awaited (nothing once the last round drawn is complete).
pub(crate) fn in_play(c: &Concours, cat: &dyn Catalog) -> String {
    let Some((head, lines)) = super::concours::in_play_lines(c, cat) else { return String::new() };
    let mut out = format!("<section class=\"in-play\"><h2>{}</h2><ul>", escape(&head));
    for l in lines {
        out.push_str(&format!("<li>{}</li>", escape(&l)));
    }
    out.push_str(&format!("</ul><p class=\"awaited\">{}</p></section>", escape(&cat.awaited(c.drawn(), &c.awaited()))));
    out
}

/// The whole page.
pub(crate) fn page(c: &Concours, lines: &[Line], lang: Lang) -> String {
    let cat = lang.catalog();
    let title = super::concours::standings_title(c, cat);
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>{}</title>\n\
         <style>{CSS}</style>\n</head>\n<body>\n<main>\n<h1>{}</h1>\n<p class=\"rule\">{}</p>\n",
        lang.code(),
        escape(&title),
        escape(&title),
        escape(&cat.ranking_rule(c.header.ranking))
    );
    out.push_str(&table(c, lines, cat));
    out.push_str(&in_play(c, cat));
    out.push_str("\n</main>\n</body>\n</html>\n");
    out
}
