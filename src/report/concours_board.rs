/*!
The projector page of a concours (`concours board`): the standings on one side, the current
round's tables with their results and those awaited on the other (one above the other on a
narrow screen), in type large enough to read across a village hall. The page is whole and
self-contained (inline CSS, an inline script, nothing fetched from elsewhere); its script asks
`GET /state` every two seconds and, when the concours changed, fetches the board part
(`GET /board`) and swaps it in; without scripts the page reloads itself every ten seconds and
has a link that reloads it. Its style and script are constant, so the server allows them by
their hashes ([`style`], [`SCRIPT`]) and nothing else.

[`state`] is the same board as data: `GET /state`.
*/

use super::concours::{standings_json, tables_json};
use super::html::escape;
use crate::concours::standings::{standings, Line};
use crate::concours::Concours;
use crate::i18n::Catalog;
use serde_json::{json, Value};

// The type grows with the screen: about 22 px on a 1280-wide projector, 29 px at 1920, never
// under 16 px (a phone). Media queries count `em` from the browser's 16 px.
const CSS: &str = "html{font-size:clamp(16px,calc(1.1vw + 8px),40px)}body{font-family:system-ui,-apple-system,\
'Segoe UI',sans-serif;margin:0;background:#0f172a;color:#e2e8f0}main{padding:1rem 1.25rem}h1{font-size:1.35rem;\
font-weight:600;margin:0 0 .75rem;overflow-wrap:anywhere}h2{font-size:1.1rem;font-weight:500;color:#94a3b8;\
margin:0 0 .5rem}.board{display:grid;gap:1.25rem}@media (min-width:56em){.board{grid-template-columns:3fr 2fr}}\
section{min-width:0}table{border-collapse:collapse;width:100%}th,td{padding:.2rem .35rem;text-align:left;\
border-bottom:1px solid #334155;vertical-align:top}th{color:#94a3b8;font-weight:500;font-size:.8rem}\
.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}td.points{font-weight:700;color:#fff}\
tr.first td{color:#facc15}.team .id{overflow-wrap:anywhere}.team .name{display:block;font-size:.75em;\
color:#94a3b8}.team .mark{display:block;font-size:.75em;color:#f87171}.team .bye{display:block;font-size:.75em;\
color:#94a3b8}tr.withdrawn td{color:#64748b}\
tr.withdrawn .id{text-decoration:line-through}p.awaited,.no .awaited{color:#fbbf24}ol{list-style:none;margin:0;padding:0;\
display:grid;grid-template-columns:repeat(auto-fill,minmax(11em,1fr));gap:.5rem}li{background:#1e293b;\
border-radius:.5rem;padding:.35rem .6rem;border-left:.3rem solid #334155;min-width:0}li.awaited{\
border-left-color:#fbbf24}li .no{display:flex;justify-content:space-between;font-size:.75rem;color:#94a3b8}\
li .side{display:flex;justify-content:space-between;gap:.5rem}li .side .id{overflow-wrap:anywhere;min-width:0}\
li .side.won{font-weight:700;color:#fff}li.forfeit{font-size:.8rem;color:#94a3b8}p{margin:.5rem 0}\
a{color:#93c5fd}@media (max-width:30em){main{padding:.75rem .5rem}th,td{padding:.2rem .2rem}.minor{display:none}}\
[hidden]{display:none!important}.pageno{float:right;font-size:.8rem;font-weight:400;color:#94a3b8;\
font-variant-numeric:tabular-nums}@media (min-width:56em){thead th{position:sticky;top:0;background:#0f172a}\
html.paged main{height:100vh;box-sizing:border-box;display:flex;flex-direction:column}html.paged #board{flex:1;\
min-height:0;display:flex;flex-direction:column}html.paged .board{flex:1;min-height:0;\
grid-template-rows:minmax(0,1fr)}html.paged section{display:flex;flex-direction:column;min-height:0}\
html.paged .pane{flex:1;min-height:0;overflow:hidden}html.paged p.awaited{display:-webkit-box;\
-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}html.paged p.awaited{\
margin-top:0}html.paged ol.dense{grid-template-columns:repeat(auto-fill,minmax(9em,1fr))}}";

/// The page's script. It asks `/state` every two seconds; when its `seq` moved, it fetches the
/// board part and swaps it in. On a wide screen (the two columns, `min-width:56em`) it marks the
/// page `paged`: the page is then the screen's height, and each column's `.pane` (the standings'
/// rows, the round's tables, their cards narrower when they need more than a page) shows a page
/// of whole rows (a row of tables: the cards side by side) that fit, the next every `data-every` milliseconds of the body (8000), wrapping to the first,
/// with `page/pages` beside the column's title when there are several. A board swapped in (or a
/// resized window) is measured again and keeps each column's page (the first when it has fewer
/// pages now). On a narrow screen everything is shown and the page scrolls. No `<` nor `&` in it:
/// the page reads as XML.
pub(crate) const SCRIPT: &str = "var seq=document.body.getAttribute('data-seq'),wide=matchMedia('(min-width:56em)'),\
cols=[],last=Date.now();function show(){cols.forEach(function(c){if(!c){return}c.pages.forEach(function(p,j){\
p.forEach(function(e){e.hidden=j!==c.at})});if(c.no){c.no.textContent=(c.at+1)+'/'+c.pages.length}})}\
function cut(pane){var items=pane.querySelectorAll('tbody tr,li'),head=pane.querySelector('thead'),pages=[],\
page=null,row=null,room;items.forEach(function(e){e.hidden=false});room=pane.clientHeight-(head?head.offsetHeight:0);\
items.forEach(function(e){var r=e.getBoundingClientRect();if(!row||Math.abs(r.top-row.top)>=1){row={top:r.top};\
if(!page||r.bottom-page.top>room+0.5){page={top:r.top,items:[]};pages.push(page)}}page.items.push(e)});\
return pages.map(function(p){return p.items})}function lay(){var old=cols,paged=wide.matches;cols=[];\
document.documentElement.classList.toggle('paged',paged);document.querySelectorAll('#board section').forEach(\
function(s,i){var pane=s.querySelector('.pane'),h2=s.querySelector('h2'),no=s.querySelector('.pageno'),\
ol=s.querySelector('ol'),c,o=old[i];if(no){no.remove()}if(!pane){return}c={pages:cut(pane),at:0,no:null};\
if(!paged){return}if(ol){if(c.pages.length>1){ol.classList.add('dense');c.pages=cut(pane)}}if(o){\
if(c.pages.length>o.at){c.at=o.at}}if(h2){if(c.pages.length>1){c.no=document.createElement('span');\
c.no.className='pageno';h2.appendChild(c.no)}}cols[i]=c});show()}lay();addEventListener('resize',lay);\
setInterval(function(){var every=Number(document.body.getAttribute('data-every'))||8000;\
if(every>Date.now()-last){return}last=Date.now();cols.forEach(function(c){if(c){if(c.pages.length>1){\
c.at=(c.at+1)%c.pages.length}}});show()},250);setInterval(function(){fetch('/state',{cache:'no-store'})\
.then(function(r){return r.ok?r.json():null}).then(function(s){if(!s||String(s.seq)===seq){return null}\
seq=String(s.seq);return fetch('/board',{cache:'no-store'}).then(function(r){return r.ok?r.text():null})\
.then(function(t){if(t!==null){document.getElementById('board').innerHTML=t;lay()}})}).catch(function(){})},\
2000);";

/// The page's style sheet: the text of its one `<style>` element.
pub(crate) fn style() -> &'static str {
    CSS
}

/// The board's light scheme, for the pages a served concours shows (the projector, the
/// organiser's page) when the screen asks for light (`prefers-color-scheme`), in the palette of
/// a served table's page (docs/serve.md): dark text on a pale page, the colours of the stages
/// darkened to be read on it.
pub(crate) const LIGHT: &str = "@media (prefers-color-scheme:light){body{background:#f8fafc;color:#0f172a}\
h2,th,.team .name,.team .bye,li .no,li.forfeit,.pageno{color:#475569}th,td{border-bottom-color:#cbd5e1}\
td.points,li .side.won{color:#0f172a}tr.first td{color:#a16207}.team .mark{color:#b91c1c}tr.withdrawn td{color:#64748b}\
p.awaited,.no .awaited{color:#b45309}li{background:#e2e8f0;border-left-color:#cbd5e1}li.awaited{border-left-color:#d97706}\
a{color:#1d4ed8}thead th{background:#f8fafc}}";

/// The board as data (`GET /state`): `seq` (it moves whenever the concours is read again), the
/// round, whether its results are all in, the standings after round `after` (the last complete
/// round, as `concours standings --format json`), the round's tables with their points (null
/// while awaited) and the team that withdrew from one, the tables awaited and the bye.
pub(crate) fn state(c: &Concours, seq: u64) -> Value {
    let lines = standings(c);
    let h = &c.header;
    let round = c.current();
    let tables = round.map(|r| tables_json(c, r)).unwrap_or_else(|| json!([]));
    json!({
        "seq": seq,
        "name": h.name,
        "round": c.drawn(),
        "rounds": h.rounds,
        "complete": c.awaited().is_empty(),
        "after": crate::concours::standings::complete(c),
        "standings": standings_json(c, &lines)["standings"],
        "tables": tables,
        "awaited": c.awaited(),
        "bye": round.and_then(|r| r.bye).map(|b| h.id(b)),
    })
}

/// The standings as the board shows them: the short heads, the name under the id.
fn standings_table(c: &Concours, lines: &[Line], cat: &dyn Catalog) -> String {
    let short = cat.standings_heads_short();
    let mut out = String::from("<div class=\"pane\"><table class=\"standings\"><thead><tr>");
    // On a phone, best and against are left out: the team's id keeps its width.
    for k in [0, 1, 3, 4, 5, 6, 7] {
        let class = match k {
            1 => "",
            5 | 7 => " class=\"n minor\"",
            _ => " class=\"n\"",
        };
        out.push_str(&format!("<th scope=\"col\"{class}>{}</th>", escape(short[k])));
    }
    out.push_str("</tr></thead><tbody>");
    for l in lines {
        // The leader in gold once a partie has counted.
        let class = match (l.withdrawn, l.rank) {
            (Some(_), _) => " class=\"withdrawn\"",
            (None, 1) if l.played + l.byes + l.walkovers > 0 => " class=\"first\"",
            _ => "",
        };
        out.push_str(&super::standings_page::row(c, l, cat, class, " minor"));
    }
    out.push_str("</tbody></table></div>");
    out
}

/// The current round: a card per table (its teams and points, or awaited), the bye.
fn round(c: &Concours, cat: &dyn Catalog) -> String {
    let words = cat.board_words();
    let Some(r) = c.current() else {
        return format!("<p>{}</p>", escape(words.no_round));
    };
    let h = &c.header;
    let id = |t: usize| escape(&crate::term::safe(&h.id(t))).replace('+', "+<wbr/>");
    let awaited = c.awaited();
    // The round in play says that it counts once all its results are in.
    let head = match awaited.is_empty() {
        true => cat.round_title(r.number, h.rounds),
        false => cat.in_play_title(r.number, h.rounds),
    };
    let mut out = format!("<h2>{}</h2>", escape(&head));
    if !awaited.is_empty() {
        out.push_str(&format!("<p class=\"awaited\">{}</p>", escape(&cat.awaited(r.number, &awaited))));
    }
    out.push_str("<div class=\"pane\"><ol class=\"tables\">");
    for (k, t) in r.tables.iter().enumerate() {
        let table = k as u32 + 1;
        if let Some(g) = c.forfeit(r, t) {
            let other = if t.teams[0] == g { t.teams[1] } else { t.teams[0] };
            out.push_str(&format!(
                "<li class=\"forfeit\" data-table=\"{table}\">{}</li>",
                escape(&cat.forfeit_line(table, &super::concours::shown(c, g), &super::concours::shown(c, other)))
            ));
            continue;
        }
        let points = t.result.as_ref().map(|(s, _)| s.points);
        let (class, note) = match points {
            None => (" class=\"awaited\"", format!("<span class=\"awaited\">{}</span>", escape(words.awaited))),
            Some(_) => ("", String::new()),
        };
        out.push_str(&format!(
            "<li{class} data-table=\"{table}\"><span class=\"no\"><span>{}</span>{note}</span>",
            escape(&cat.table_title(table))
        ));
        for side in 0..2 {
            let (mine, won) = match points {
                Some(p) => (p[side].to_string(), p[side] > p[1 - side]),
                None => (String::new(), false),
            };
            let won = if won { " won" } else { "" };
            out.push_str(&format!(
                "<span class=\"side{won}\"><span class=\"id\">{}</span><span class=\"n\">{mine}</span></span>",
                id(t.teams[side])
            ));
        }
        out.push_str("</li>");
    }
    out.push_str("</ol></div>");
    if let Some(b) = r.bye {
        out.push_str(&format!("<p class=\"bye\">{}</p>", escape(&cat.bye_line(&super::concours::shown(c, b)))));
    }
    out
}

/// The board part of the page: what changes with every entry.
pub(crate) fn fragment(c: &Concours, cat: &dyn Catalog) -> String {
    let lines = standings(c);
    let title = super::concours::standings_title(c, cat);
    format!(
        "<h1>{}</h1><div class=\"board\"><section class=\"standings\"><h2>{}</h2>{}</section>\
         <section class=\"round\">{}</section></div>",
        escape(&title),
        escape(cat.board_words().standings),
        standings_table(c, &lines, cat),
        round(c, cat)
    )
}

/// The whole page around its board part, made beforehand ([`fragment`]); `seq` as in [`state`].
pub(crate) fn page(c: &Concours, cat: &dyn Catalog, fragment: &str, seq: u64) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
         <noscript><meta http-equiv=\"refresh\" content=\"10\"/></noscript>\n<title>{}</title>\n<style>{CSS}</style>\n\
         </head>\n<body data-seq=\"{seq}\" data-every=\"8000\">\n<main>\n<div id=\"board\">{fragment}</div>\n\
         <noscript><p><a href=\"/\">{}</a></p></noscript>\n</main>\n<script>{SCRIPT}</script>\n</body>\n</html>\n",
        cat.lang().code(),
        escape(&crate::term::safe(&c.header.name)),
        escape(cat.board_words().reload)
    )
}
