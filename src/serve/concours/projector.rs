//! The projector of a served concours (`/`, and `GET /state`; no PIN, read-only): every table of
//! the round with its stage (seating, playing, awaiting confirmation, disputed, done), its hand
//! of the partie and its running totals, what a side disputes, the round's clock, and the
//! standings as the concours holds them. Made from the tables' statuses and the concours's board
//! at each request (a few hundred lines at most), answered 304 while nothing moved.

use super::table::Status;
use super::{minutes_left, Board, Current};
use crate::http::{Csp, Response, Router, Shared};
use crate::i18n::tables::TableStage;
use crate::i18n::{Catalog, Lang};
use crate::report::concours_board;
use crate::report::html::escape;
use serde_json::json;
use std::sync::Arc;

pub(super) struct Projector {
    pub(super) lang: Lang,
    pub(super) current: Arc<Shared<Current>>,
    pub(super) board: Arc<Shared<Board>>,
}

/// Reloads the page when `/state` moves (the page's `data-seq`).
const SCRIPT: &str = "(function(){var seq=document.body.dataset.seq;setInterval(function(){fetch('state',{cache:'no-store'})\
.then(function(r){return r.json()}).then(function(s){if(String(s.seq)!==seq)location.reload()}).catch(function(){})},1000)})();";

const CSS: &str = ".tables{margin:0 0 1.25rem}.tables td{padding:.35rem .5rem}.tables .team{overflow-wrap:break-word}\
.tables td.pts{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}.tables .hand{color:#94a3b8;font-size:.85em}\
.clock{font-size:1.1rem;font-weight:600;color:#facc15;margin:0 0 .75rem}.stage-disputed{color:#f87171;font-weight:600}\
.stage-done{color:#4ade80}.stage-awaiting{color:#fbbf24}.dispute{color:#fca5a5;overflow-wrap:break-word}\
@media (prefers-color-scheme:light){.tables .hand{color:#475569}.clock{color:#a16207}.stage-disputed{color:#b91c1c}\
.stage-done{color:#15803d}.stage-awaiting{color:#b45309}.dispute{color:#b91c1c}}";

/// A table's row on the projector and the organiser's page, after its first cell (`first`, the
/// table's number, or a link to its partie): its teams, their totals, its hand of `hands`, its
/// stage and what a side disputes.
pub(super) fn table_row(
    cat: &dyn Catalog,
    first: &str,
    teams: &[String; 2],
    s: &Status,
    done: bool,
    hands: u32,
) -> String {
    let st = stage(s, done);
    let mut said = String::new();
    for (team, text) in teams.iter().zip(&s.disputed) {
        if let Some(text) = text {
            said.push_str(&format!("<div class=\"dispute\">{}</div>", escape(&cat.disputed_by(team, text))));
        }
    }
    format!(
        "<tr>{first}<td class=\"team\">{}<br/>{}</td><td class=\"pts\">{}<br/>{}</td>\
         <td><span class=\"hand\">{}</span><br/><span class=\"stage-{}\">{}</span>{said}</td></tr>",
        escape(&teams[0]),
        escape(&teams[1]),
        s.totals[0],
        s.totals[1],
        escape(&cat.hands_of(s.hands, hands)),
        st.code(),
        escape(&cat.stage(st)),
    )
}

/// A table's stage from its status and whether its result is in the concours.
pub(super) fn stage(s: &Status, done: bool) -> TableStage {
    if !s.seated {
        TableStage::Seating
    } else if s.disputed.iter().any(Option::is_some) {
        TableStage::Disputed
    } else if s.over && done && s.confirmed.iter().all(|c| *c) {
        TableStage::Done
    } else if s.over {
        TableStage::Awaiting
    } else {
        TableStage::Playing
    }
}

impl Projector {
    /// The round, its tables' statuses now, and a number that moves with any of them, the board
    /// or the round.
    fn now(&self) -> (Arc<Current>, Vec<Status>, Arc<Board>, u64) {
        let current = self.current.get();
        let statuses: Vec<Status> = current.tables.iter().map(|t| (*t.status.get()).clone()).collect();
        let board = self.board.get();
        let seq = board.seq
            + u64::from(current.round)
            + statuses.iter().map(|s| s.seq as u64 + u64::from(s.seated)).sum::<u64>();
        (current, statuses, board, seq)
    }

    /// `GET /state`.
    fn state(&self) -> serde_json::Value {
        let (current, statuses, board, seq) = self.now();
        let tables: Vec<serde_json::Value> = current
            .tables
            .iter()
            .zip(&statuses)
            .map(|(t, s)| {
                let done = board.done.contains(&t.spec.number);
                json!({"table": t.spec.number, "teams": t.spec.teams, "address": t.pin.base(),
                    "stage": stage(s, done).code(), "hand": s.hands, "hands": current.hands,
                    "totals": s.totals, "confirmed": s.confirmed, "disputes": s.disputed})
            })
            .collect();
        json!({"seq": seq, "round": current.round, "clock": current.deadline.map(minutes_left), "tables": tables,
            "standings": board.standings})
    }

    /// `GET /`.
    fn page(&self) -> String {
        let cat = self.lang.catalog();
        let (current, statuses, board, seq) = self.now();
        let mut rows = String::new();
        for (t, s) in current.tables.iter().zip(&statuses) {
            let first = format!("<td class=\"n\">{}</td>", t.spec.number);
            rows.push_str(&table_row(
                cat,
                &first,
                &t.spec.teams,
                s,
                board.done.contains(&t.spec.number),
                current.hands,
            ));
        }
        let clock = current
            .deadline
            .map(|d| format!("<p class=\"clock\">{}</p>", escape(&cat.round_clock(minutes_left(d)))))
            .unwrap_or_default();
        let heading = escape(&cat.tables_of_round(current.round));
        format!(
            "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\"/>\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
             <noscript><meta http-equiv=\"refresh\" content=\"2\"/></noscript>\n<title>{heading}</title>\n\
             <style>{}</style>\n<style>{}</style>\n<style>{CSS}</style>\n</head>\n<body data-seq=\"{seq}\">\n<main>\n<h1>{heading}</h1>{clock}\
             <table class=\"tables\"><tbody>{rows}</tbody></table>\n{}\n</main>\n<script>{SCRIPT}</script>\n</body>\n</html>\n",
            self.lang.code(),
            concours_board::style(),
            concours_board::LIGHT,
            board.fragment,
        )
    }
}

/// The projector's routes, added to `router`.
pub(super) fn routes(router: Router, p: Arc<Projector>) -> Router {
    let (home, st) = (p.clone(), p);
    router
        .get("/", move |_| {
            let csp = Csp::none().style(concours_board::style()).style(concours_board::LIGHT).style(CSS).script(SCRIPT);
            Response::html(home.page()).with_csp(csp)
        })
        .get("/state", move |_| Response::json(st.state().to_string()))
}
