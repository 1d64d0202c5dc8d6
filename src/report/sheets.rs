/*!
A round's printable sheets (`concours draw --format html`): one per table, each on its own printed
page. A sheet says the concours, the round and the table, the two teams (ids and names), and
holds a grid for the hands (H rows numbered 1..H, a column per team; with a target, blank rows;
where contracts are bid with a value, as coinche's, a row is the hand report's contract before
the points: the value and trump, the taker, the multiplier, made or failed),
a totals line, the totals check in the concours's language with the game's own numbers
([`crate::concours::Sum`]: per hand, per belote, per capot; under contract bids the bounds, from
the most one hand scores), lines for the belotes, capots and points held (where a sum holds),
and the players' signatures; once the round is served (`concours serve`), the table's address and
PIN with a QR code of `…/t/N/?pin=…` ([`Access`]). The teams without a partie this round (the bye, a
table whose team withdrew) are said on a last sheet. Inline CSS only, no script.
*/

use super::html::escape;
use crate::concours::{Concours, Draw, Length};
use crate::i18n::{Catalog, Lang};

const CSS: &str = "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:0;color:#111827;\
background:#f3f4f6}.sheet{background:#fff;max-width:46rem;margin:1rem auto;padding:1.25rem 1.5rem;\
box-sizing:border-box;border:1px solid #d1d5db}.concours{margin:0;color:#4b5563;overflow-wrap:anywhere}\
h1{font-size:2rem;margin:.1rem 0 .75rem}.teams{display:grid;grid-template-columns:1fr 1fr;gap:1rem;\
margin-bottom:.75rem}.team{border:2px solid #111827;border-radius:.4rem;padding:.4rem .6rem;min-width:0}\
.team .id{display:block;font-size:1.25rem;font-weight:700;overflow-wrap:anywhere}.team .name{display:block;\
color:#374151;overflow-wrap:anywhere}table{border-collapse:collapse;width:100%;table-layout:fixed}\
th,td{border:1px solid #6b7280;padding:0 .4rem;height:1.9rem;text-align:left}thead th{background:#e5e7eb;\
overflow-wrap:anywhere;height:auto;padding:.3rem .4rem}th.hand,td.hand{width:4rem;text-align:right;\
font-variant-numeric:tabular-nums}th.mult,td.mult{width:2.5rem;text-align:center}th.taker,td.taker{width:5.5rem}tr.total th,tr.total td{border-top:3px double #111827;height:2.4rem;\
font-weight:700}.check{font-size:.95rem;margin:.6rem 0}.lines{display:grid;grid-template-columns:repeat(auto-fit,\
minmax(9rem,1fr));gap:.5rem 1rem;margin:.75rem 0}.lines>div{display:flex;flex-direction:column;justify-content:flex-end}.blank{display:block;border-bottom:1px solid #111827;\
height:1.6rem}.signatures{display:grid;grid-template-columns:1fr 1fr;gap:1rem}.signatures .blank{height:3rem}\
.label{font-size:.9rem;color:#374151;overflow-wrap:anywhere}h2{font-size:1.1rem;margin:1rem 0 .4rem}\
ul{padding-left:1.2rem;font-size:1.1rem}.access{display:flex;gap:1rem;align-items:center;margin:.5rem 0;\
overflow-wrap:anywhere}.access .qr{width:7rem;height:7rem;flex:none}.access p{margin:0;min-width:0}@media (max-width:30rem){.sheet{margin:0;border:0;padding:1rem .75rem}\
h1{font-size:1.5rem}.teams{gap:.5rem}.team .id{font-size:1rem}th.hand,td.hand{width:3.5rem}thead th{font-size:.9rem}}\
@media print{@page{size:A4;margin:12mm}body{background:#fff}.sheet{max-width:none;margin:0;padding:0;border:0;\
break-after:page}.sheet:last-child{break-after:auto}td,th{height:8mm}.many td,.many th{height:6mm}\
thead th,tr.total th,tr.total td{height:auto}thead th{background:none}}";

/// The rows of a sheet's grid: H, or for a partie to a target about twice the hands it takes
/// (the rows are then left unnumbered).
fn rows(c: &Concours) -> (usize, bool) {
    match c.header.length {
        Length::Hands(h) => (h as usize, true),
        Length::Target(t) => {
            let per_hand = c.sum.map(|s| s.per_hand).or(c.bound.map(|b| b.cards)).filter(|p| *p > 0);
            let n = per_hand.map(|p| (2 * t.max(0)).div_euclid(p) as usize + 4).unwrap_or(20);
            (n.clamp(8, 30), false)
        }
    }
}

/// A team as its sheet shows it: its id, its name under it.
fn team(c: &Concours, team: usize) -> String {
    let t = &c.header.teams[team];
    let mut out = format!("<span class=\"id\">{}</span>", escape(&crate::term::safe(&t.id())));
    if let Some(n) = &t.name {
        out.push_str(&format!("<span class=\"name\">{}</span>", escape(&crate::term::safe(n))));
    }
    out
}

/// Where a served table keeps its partie on a phone: its address (the whole URL while the
/// concours is served, else its path `/t/N/`) and its PIN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Access {
    pub(crate) address: String,
    pub(crate) pin: String,
}

/// The table's address and PIN, with a QR code of `ADDRESS?pin=PIN` when the address is whole.
fn access(a: &Access, cat: &dyn Catalog) -> String {
    let code = if a.address.starts_with("http") {
        crate::qr::svg(&format!("{}?pin={}", a.address, a.pin)).unwrap_or_default()
    } else {
        String::new()
    };
    format!("<div class=\"access\">{code}<p>{}</p></div>\n", escape(&cat.sheet_access(&a.address, &a.pin)))
}

/// The sheet of table `table` (from 1) for teams `teams`.
fn sheet(
    c: &Concours,
    heading: &str,
    (table, at): (u32, Option<&Access>),
    teams: [usize; 2],
    cat: &dyn Catalog,
) -> String {
    let w = cat.sheet_words();
    let ids = teams.map(|t| escape(&crate::term::safe(&c.header.id(t))));
    let (n, numbered) = rows(c);
    let mut out = format!(
        "<section class=\"sheet\" data-table=\"{table}\">\n<p class=\"concours\">{}</p>\n<h1>{}</h1>\n\
         <div class=\"teams\"><div class=\"team\">{}</div><div class=\"team\">{}</div></div>\n",
        escape(heading),
        escape(&cat.table_title(table)),
        team(c, teams[0]),
        team(c, teams[1])
    );
    if let Some(a) = at {
        out.push_str(&access(a, cat));
    }
    let many = if n > 16 { " class=\"many\"" } else { "" };
    // Where contracts are bid with a value, a hand's row is its report's contract (value and
    // trump, taker, multiplier, made or failed) before each side's points.
    let contract: Vec<(&str, &str)> = if c.bound.is_some() {
        vec![("contract", w.contract), ("taker", w.taker), ("mult", w.multiplier), ("made", w.result)]
    } else {
        Vec::new()
    };
    let heads: String =
        contract.iter().map(|(class, head)| format!("<th class=\"{class}\">{}</th>", escape(head))).collect();
    out.push_str(&format!(
        "<table{many}><thead><tr><th class=\"hand\">{}</th>{heads}<th>{}</th><th>{}</th></tr></thead>\n<tbody>",
        escape(w.hand),
        ids[0],
        ids[1]
    ));
    let cells: String = contract.iter().map(|(class, _)| format!("<td class=\"{class}\"></td>")).collect();
    for k in 1..=n {
        let number = if numbered { k.to_string() } else { String::new() };
        out.push_str(&format!("<tr data-hand=\"{k}\"><td class=\"hand\">{number}</td>{cells}<td></td><td></td></tr>"));
    }
    let span = if contract.is_empty() { String::new() } else { format!("<td colspan=\"{}\"></td>", contract.len()) };
    out.push_str(&format!(
        "</tbody>\n<tfoot><tr class=\"total\"><th class=\"hand\">{}</th>{span}<td></td><td></td></tr></tfoot></table>\n",
        escape(w.total)
    ));
    let check = match (c.header.length, c.sum, c.bound) {
        (Length::Hands(h), Some(s), _) => Some(cat.sheet_check(h, s.per_hand, s.belote, s.capot)),
        (Length::Hands(h), None, Some(b)) => Some(cat.sheet_bound(h, &b.hand)),
        (Length::Target(t), _, _) => Some(cat.sheet_target(t)),
        (Length::Hands(_), None, None) => None,
    };
    if let Some(check) = check {
        out.push_str(&format!("<p class=\"check\">{}</p>\n", escape(&check)));
    }
    if let Some(s) = c.sum {
        out.push_str("<div class=\"lines\">");
        for (label, shown) in [(w.belotes, s.belote != 0), (w.capots, s.capot != 0), (w.held, true)] {
            if shown {
                out.push_str(&format!(
                    "<div><span class=\"label\">{}</span><span class=\"blank\"></span></div>",
                    escape(label)
                ));
            }
        }
        out.push_str("</div>\n");
    }
    out.push_str(&format!("<h2>{}</h2>\n<div class=\"signatures\">", escape(w.signatures)));
    for id in &ids {
        out.push_str(&format!("<div><span class=\"label\">{id}</span><span class=\"blank\"></span></div>"));
    }
    out.push_str("</div>\n</section>\n");
    out
}

/// One printable sheet per table of `d` whose partie is to be played; the bye and the tables
/// whose team withdrew on a last sheet.
pub(crate) fn page(c: &Concours, d: &Draw, lang: Lang, served: &std::collections::BTreeMap<u32, Access>) -> String {
    let cat = lang.catalog();
    let heading = format!("{} · {}", crate::term::safe(&c.header.name), cat.round_title(d.round, c.header.rounds));
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>{}</title>\n\
         <style>{CSS}</style>\n</head>\n<body>\n",
        lang.code(),
        escape(&heading)
    );
    let round = c.rounds.get(d.round as usize - 1);
    let mut without = Vec::new();
    for (k, &teams) in d.tables.iter().enumerate() {
        let table = k as u32 + 1;
        let gone = round.and_then(|r| r.tables.get(k).and_then(|t| c.forfeit(r, t)));
        match gone {
            Some(g) => {
                let other = if teams[0] == g { teams[1] } else { teams[0] };
                without.push(cat.forfeit_line(table, &super::concours::shown(c, g), &super::concours::shown(c, other)));
            }
            None => out.push_str(&sheet(c, &heading, (table, served.get(&table)), teams, cat)),
        }
    }
    if let Some(b) = d.bye {
        without.push(cat.bye_line(&super::concours::shown(c, b)));
    }
    if !without.is_empty() {
        out.push_str(&format!(
            "<section class=\"sheet others\">\n<p class=\"concours\">{}</p>\n<h1>{}</h1>\n<ul>",
            escape(&heading),
            escape(cat.sheet_words().no_partie)
        ));
        for line in without {
            out.push_str(&format!("<li>{}</li>", escape(&line)));
        }
        out.push_str("</ul>\n</section>\n");
    }
    out.push_str("</body>\n</html>\n");
    out
}
