/*!
The live scoreboard's page (`tapete board`): the sides and their totals, the hand in play, the
chart of the running totals and the last hands, in the session's language. The page is whole
and self-contained (inline CSS, an inline script, nothing fetched from elsewhere); its script
fetches the board part again every half second and swaps it in, and without scripts the page
reloads itself every two seconds. Its inline style and script are constant, so a server allows
them by their hashes (`style`, `SCRIPT`) and nothing else.

[`board`] is the same board as data: the `board` of `GET /state` (docs/serve.md); a coinche
board adds `contract`: the standing bid and who coinched it during the auction, the contract
in play after it.
*/

use super::chart;
use super::html::{escape, text};
use crate::engine::{Ask, BidValue, CallWords, Level, Seat, Standing, Trump};
use crate::i18n::{Catalog, Names, Text};
use crate::session::Session;
use serde_json::{json, Value};

const CSS: &str = "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:0;background:#0f172a;\
color:#e2e8f0}main{max-width:70rem;margin:0 auto;padding:1.5rem}h1{font-size:1.25rem;font-weight:500;\
color:#94a3b8;margin:0 0 1rem}.sides{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:1rem}\
.side{min-width:0;background:#1e293b;border-radius:.75rem;padding:1rem 1.25rem}.side .name{font-size:1.5rem;\
overflow-wrap:anywhere}.side .total{font-size:4.5rem;font-weight:700;font-variant-numeric:tabular-nums;\
line-height:1.1}.side.won{outline:3px solid #facc15}.now{font-size:1.25rem;margin:1rem 0;color:#cbd5e1;\
white-space:pre-wrap}.chart{background:#1e293b;border-radius:.75rem;--s0:#60a5fa;--s1:#fb923c;--s2:#4ade80;\
--s3:#c084fc;--s4:#f87171;--s5:#2dd4bf;--s6:#facc15;--s7:#cbd5e1}.red{color:#f87171}.wide{overflow-x:auto}\
table{border-collapse:collapse;width:100%;margin-top:1rem}td,th{padding:.3rem .5rem;text-align:left;\
border-bottom:1px solid #334155}th{color:#94a3b8;font-weight:500}td.n,th.n{text-align:right;\
font-variant-numeric:tabular-nums}@media (max-width:40rem){main{padding:1rem}h1{font-size:1rem;margin-bottom:.75rem}\
.sides{gap:.5rem}.side{padding:.5rem .75rem}.side .name{font-size:1rem}.side .total{font-size:2.5rem}\
.now{font-size:1rem}}";

/// The page's script: fetch the board part every half second and swap it in.
pub(crate) const SCRIPT: &str =
    "var last=null;setInterval(function(){fetch('/board',{cache:'no-store'}).then(function(r){return r.ok?r.text():null})\
.then(function(t){if(t!==null&&t!==last){last=t;document.getElementById('board').innerHTML=t}}).catch(function(){})},500);";

/// What the table is at: a finished session says so (and who won, if anyone); else the winner,
/// or the hand in play (the cards on the table included) and what is at stake. One line each.
fn now(session: &Session, cat: &dyn Catalog, x: &Names, sides: &[String], standing: &Standing) -> Vec<String> {
    let mut now = Vec::new();
    if session.ended() {
        now.push(cat.text(Text::SessionOver).to_string());
    }
    match standing.winner {
        Some(w) => now.push(format!("{} {}", cat.text(Text::Winner), sides.get(w).cloned().unwrap_or_default())),
        None if session.ended() => {}
        None => {
            now.extend(session.game().hand_so_far().map(|h| {
                let so_far = cat.so_far(&h, x);
                // Coinche's auction: the standing bid and who coinched it.
                match bidding(session) {
                    Some((standing, coinched, words)) => {
                        format!("{so_far}\n  {}", cat.bidding(standing, coinched, words, x))
                    }
                    None => so_far,
                }
            }));
            now.extend(cat.at_stake(standing, x));
        }
    }
    now
}

/// A standing bid: its bidder, value and trump.
type Bid = (Seat, BidValue, Trump);

/// Coinche's auction under way: the standing bid, who coinched it and what its doubles are called.
fn bidding(session: &Session) -> Option<(Option<Bid>, Option<Seat>, CallWords)> {
    match session.next_question()?.ask {
        Ask::ContractBid { standing, coinched, words, .. } => Some((standing, coinched, words)),
        _ => None,
    }
}

/// Coinche's contract as data for the board: during the auction the standing bid and who
/// coinched it, during play the contract in play (value, trump, multiplier, taker); None in
/// other games and between hands.
fn contract(session: &Session, x: &Names) -> Option<Value> {
    let value = |v: BidValue| match v {
        BidValue::Points(p) => json!(p),
        BidValue::Capot => json!("capot"),
    };
    let trump = |t: Trump| crate::journal::codec::trump_code(t, x.deck);
    if session.ended() {
        return None;
    }
    if let Some((standing, coinched, _)) = bidding(session) {
        return Some(json!({
            "auction": true,
            "standing": standing.map(|(p, v, t)| json!({"player": x.player(p), "value": value(v), "trump": trump(t)})),
            "coinched": coinched.map(|c| x.player(c)),
        }));
    }
    let c = session.game().hand_so_far()?.contract?;
    let Level::Bid(v) = c.level else { return None };
    let mut play = json!({
        "auction": false,
        "value": value(v),
        "trump": trump(c.trump),
        "multiplier": c.multiplier,
        "taker": x.player(c.taker),
    });
    // Who coinched and who surcoinched it, as `verify --json` names them (absent: nobody did).
    for (key, who) in [("coinche", c.doubled.coinche), ("surcoinche", c.doubled.surcoinche)] {
        if let Some(p) = who {
            play[key] = json!(x.player(p));
        }
    }
    Some(play)
}

/// The hands the board lists: the latest, newest first.
const LAST_HANDS: usize = 8;

/// The board as data (the `board` of `GET /state`): the ruleset, the sides with their totals,
/// the winner's side, whether the session ended, what the table is at (the lines the page
/// shows), the number of hands settled and the latest of them, newest first.
#[doc(hidden)]
pub fn board(session: &Session, cat: &dyn Catalog) -> Value {
    let x = Names::of(&session.seating, session.ruleset.deck_kind);
    let sides: Vec<String> = (0..x.sides.len()).map(|s| x.side(s)).collect();
    let standing = session.standing();
    let now = now(session, cat, &x, &sides, &standing);
    let reports = session.reports();
    let mut board = json!({
        "ruleset": session.ruleset.name,
        "lang": cat.lang().code(),
        "sides": sides.iter().enumerate().map(|(s, name)| json!({
            "name": name,
            "players": session.seating.members.get(s).into_iter().flatten().map(|p| x.player(*p)).collect::<Vec<_>>(),
            "total": standing.totals.get(s).copied().unwrap_or(0),
        })).collect::<Vec<_>>(),
        "winner": standing.winner,
        "ended": session.ended(),
        "now": now,
        "hands": reports.len(),
        "last_hands": reports.iter().rev().take(LAST_HANDS).map(|r| json!({
            "number": r.number,
            "result": super::board::result(r, cat, &x),
            "score": r.score,
        })).collect::<Vec<_>>(),
    });
    if let Some(c) = contract(session, &x) {
        board["contract"] = c;
    }
    board
}

/// The page's style sheet: the text of its one `<style>` element.
pub(crate) fn style() -> String {
    format!("{}{CSS}", chart::CSS)
}

/// The board part of the page: what changes with every entry.
#[doc(hidden)]
pub fn fragment(session: &Session, cat: &dyn Catalog) -> String {
    fragment_with(session, cat, &chart(session))
}

/// The chart of the running totals, as the board part shows it.
pub(crate) fn chart(session: &Session) -> String {
    let x = Names::of(&session.seating, session.ruleset.deck_kind);
    let sides: Vec<String> = (0..x.sides.len()).map(|s| x.side(s)).collect();
    let scores: Vec<Vec<i64>> = session.reports().iter().map(|r| r.score.clone()).collect();
    chart::svg(&sides, &chart::running(&scores, sides.len()), &sides.join(" vs "))
}

/// The board part with its chart made beforehand ([`chart()`]: it changes only when a hand is
/// settled, and costs most on a long night).
pub(crate) fn fragment_with(session: &Session, cat: &dyn Catalog, chart: &str) -> String {
    let x = Names::of_session(session, cat.lang());
    let sides: Vec<String> = (0..x.sides.len()).map(|s| x.side(s)).collect();
    let standing = session.standing();
    let mut out = String::from("<div class=\"sides\">");
    for (s, name) in sides.iter().enumerate() {
        let won = if standing.winner == Some(s) { " won" } else { "" };
        let total = standing.totals.get(s).copied().unwrap_or(0);
        out.push_str(&format!(
            "<div class=\"side{won}\" data-side=\"{}\"><div class=\"name\">{}</div><div class=\"total\">{total}</div></div>",
            escape(name),
            escape(name)
        ));
    }
    out.push_str("</div>");
    let now = now(session, cat, &x, &sides, &standing);
    out.push_str(&format!("<p class=\"now\">{}</p>", text(&now.join("\n"))));
    out.push_str(chart);
    out.push_str(&format!(
        "<div class=\"wide\"><table><thead><tr><th>{}</th><th>{}</th>",
        escape(cat.text(Text::Hand)),
        escape(cat.text(Text::Result))
    ));
    for name in &sides {
        out.push_str(&format!("<th class=\"n\">{}</th>", escape(name)));
    }
    out.push_str("</tr></thead><tbody>");
    for r in session.reports().iter().rev().take(LAST_HANDS) {
        out.push_str(&format!(
            "<tr data-hand=\"{}\"><td class=\"n\">{}</td><td>{}</td>",
            r.number,
            r.number,
            text(&super::board::result(r, cat, &x))
        ));
        for v in &r.score {
            out.push_str(&format!("<td class=\"n\">{v}</td>"));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div>");
    out
}

/// The whole page.
#[doc(hidden)]
pub fn page(session: &Session, cat: &dyn Catalog) -> String {
    page_around(session, cat, &fragment(session, cat))
}

/// The whole page around its board part, made beforehand ([`fragment`]).
#[doc(hidden)]
pub fn page_around(session: &Session, cat: &dyn Catalog, fragment: &str) -> String {
    let x = Names::of_session(session, cat.lang());
    let sides: Vec<String> = (0..x.sides.len()).map(|s| x.side(s)).collect();
    let title = format!("{} · {}", session.ruleset.name, sides.join(" vs "));
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
         <noscript><meta http-equiv=\"refresh\" content=\"2\"/></noscript>\n<title>{}</title>\n<style>{}</style>\n\
         </head>\n<body>\n<main>\n<h1>{}</h1>\n<div id=\"board\">{}</div>\n</main>\n<script>{SCRIPT}</script>\n</body>\n</html>\n",
        cat.lang().code(),
        escape(&title),
        style(),
        escape(&title),
        fragment
    )
}
