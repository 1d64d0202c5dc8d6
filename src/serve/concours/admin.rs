//! The organiser's page of a served concours (`/admin/`, docs/concours.md "From the tables"): its
//! own PIN (kept in the concours's folder as the tables' are, printed at the start) and its own
//! cookie (`Path=/admin/`). It shows every table of the round; opens a table's partie and sends
//! it an entry (`undo`, `amend LINE …`, a tally) through that table's writer, as a phone without
//! a seat would (so a confirmation lapses as at the table); and asks the concours's one writer
//! ([`Ask`]) for a typed result of a table that kept paper, a withdrawal, a late team, or the next
//! round's draw. Plain forms, each answered 303 to the page with what came of it (no script needed).

use super::super::flash::{Flash, Said};
use super::super::form;
use super::super::pin::{Lock, Pin, Tries};
use super::super::routes::{header, query};
use super::table::Told;
use super::{projector, Board, Current};
use crate::http::{Answer, Csp, Request, Response, Router, Shared};
use crate::i18n::{Catalog, Lang};
use crate::report::html::escape;
use hyper::{Method, StatusCode};
use std::io::Write as _;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// What the organiser's page asks the concours's one writer for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Asked {
    /// A typed result of table `table` of the round: each team's points as typed (in the table's
    /// order of teams), and the belotes, capots and points held by a litige (empty: 0).
    Result { table: u32, points: [String; 2], belotes: String, capots: String, held: String },
    /// Team `team` (its id or name) plays no more rounds, from the next one.
    Withdraw { team: String },
    /// A late team (`A+B`, as `concours add` takes it) playing from the next round.
    Add { team: String },
    /// The next round, drawn once every result of this one is in, and served.
    Draw,
}

/// A request of the organiser's page, and where its outcome goes: what was done, or why
/// nothing was (in the concours's language).
#[derive(Debug)]
pub(crate) struct Ask {
    pub(crate) asked: Asked,
    pub(crate) answer: tokio::sync::oneshot::Sender<Result<String, String>>,
}

const CSS: &str = "body{font-family:system-ui,sans-serif;margin:0 auto;padding:.5rem .75rem;max-width:60rem}\
h1{font-size:1.3rem}h2{font-size:1.1rem;margin-top:1.5rem}a{color:#93c5fd}table{border-collapse:collapse;width:100%}\
.tables td,.tables th{padding:.25rem .4rem;text-align:left;vertical-align:top;overflow-wrap:break-word}\
.tables td.pts{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}.tables .hand{color:#94a3b8;font-size:.9em}\
.tables a{display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;min-height:2.75rem;\
box-sizing:border-box;border-radius:.5rem;border:1px solid #475569;background:#1e293b;text-decoration:none;font-weight:700}\
tbody tr{border-top:1px solid #334155}form{margin:.5rem 0;display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}\
input,select,button{font:inherit;font-size:1rem;min-height:2.75rem;max-width:100%;box-sizing:border-box;padding:.4rem .7rem;\
border-radius:.5rem;border:1px solid #475569;background:#0b1220;color:inherit}button{background:#2563eb;border-color:#93c5fd;\
color:#fff;font-weight:600;min-width:2.75rem}select{background:#1e293b}input[type=text]{flex:1 1 100%}\
input.name{flex:1 1 10rem}.field{display:flex;flex-direction:column;gap:.2rem;font-size:.9rem}.field input{width:6.5rem}\
a.back{display:inline-flex;align-items:center;min-height:2.75rem}.msg{padding:.5rem .75rem;border-radius:.5rem;\
background:#334155;overflow-wrap:break-word}.msg.bad{background:#7f1d1d;color:#fff}.recent{list-style:none;padding:0;margin:.5rem 0}\
.recent li{margin:.15rem 0;overflow-wrap:break-word}.clock{font-weight:600;color:#facc15}.stage-disputed{color:#f87171;font-weight:600}\
.stage-done{color:#4ade80}.stage-awaiting{color:#fbbf24}.dispute{color:#fca5a5;overflow-wrap:break-word}#board{overflow-x:auto}\
@media (prefers-color-scheme:light){a{color:#1d4ed8}.side,.chart{background:#e2e8f0}h1{color:#475569}.now{color:#334155}.red{color:#b91c1c}\
.tables .hand{color:#475569}.tables a{background:#fff;border-color:#94a3b8}tbody tr{border-top-color:#cbd5e1}\
input,select{background:#fff;border-color:#94a3b8}button{background:#2563eb;color:#fff}.msg{background:#e2e8f0}\
.msg.bad{background:#fecaca;color:#0f172a}.clock{color:#a16207}.stage-disputed{color:#b91c1c}.stage-done{color:#15803d}\
.stage-awaiting{color:#b45309}.dispute{color:#b91c1c}}";

/// The organiser's page being served.
pub(super) struct Admin {
    pub(super) pin: Pin,
    pub(super) lang: Lang,
    pub(super) current: Arc<Shared<Current>>,
    pub(super) board: Arc<Shared<Board>>,
    pub(super) told: Mutex<Sender<Told>>,
    tries: Mutex<Tries>,
    /// What came of each form, kept for the page its 303 leads to.
    flash: Flash,
    /// What the terminal is told, once, when the page's budget of wrong PINs is spent.
    guessed: String,
}

impl Admin {
    pub(super) fn new(
        pin: Pin,
        lang: Lang,
        (current, board): (Arc<Shared<Current>>, Arc<Shared<Board>>),
        told: Sender<Told>,
        guessed: String,
    ) -> Admin {
        Admin {
            pin: pin.under(BASE),
            lang,
            current,
            board,
            told: Mutex::new(told),
            tries: Mutex::default(),
            flash: Flash::default(),
            guessed,
        }
    }

    fn cat(&self) -> &'static dyn Catalog {
        self.lang.catalog()
    }

    fn has_cookie(&self, req: &Request) -> bool {
        header(req, "cookie").is_some_and(|c| self.pin.in_cookie(c))
    }

    /// A PIN typed: right, wrong (counted), or not checked (the address or the page locked out).
    fn attempt(&self, req: &Request, typed: &str) -> Result<(), String> {
        let cat = self.cat();
        let Ok(mut tries) = self.tries.lock() else { return Err(cat.pin_guessed()) };
        let now = Instant::now();
        match tries.lock(req.peer.ip(), now) {
            Some(Lock::Address) => return Err(cat.pin_locked()),
            Some(Lock::Table) => return Err(cat.pin_guessed()),
            None => {}
        }
        if self.pin.matches(typed) {
            return Ok(());
        }
        if tries.wrong(req.peer.ip(), now) {
            // Someone is guessing: said at the terminal once, until the budget is spent again.
            let _ = writeln!(std::io::stderr(), "{}", self.guessed);
        }
        Err(cat.wrong_pin())
    }

    /// A page of the organiser's: the round's heading and clock, what the last form came to,
    /// then `body`.
    fn page(&self, said: Option<(String, bool)>, body: &str) -> Response {
        let cat = self.cat();
        let current = self.current.get();
        let title = cat.admin_title(current.round);
        let clock = current
            .deadline
            .map(|d| format!("<p class=\"clock\">{}</p>", escape(&cat.round_clock(super::minutes_left(d)))))
            .unwrap_or_default();
        let said = said
            .map(|(text, bad)| {
                format!("<p class=\"msg{}\" role=\"status\">{}</p>", if bad { " bad" } else { "" }, escape(&text))
            })
            .unwrap_or_default();
        let html = format!(
            "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\"/>\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>{1}</title>\n\
             <style>{2}</style>\n<style>{3}</style>\n<style>{4}</style>\n<style>{CSS}</style>\n</head>\n<body>\n<h1>{1}</h1>{clock}{said}{body}\n</body>\n</html>\n",
            self.lang.code(),
            escape(&title),
            crate::report::live::style(),
            crate::report::concours_board::style(),
            crate::report::concours_board::LIGHT,
        );
        Response::html(html)
            .with_csp(
                Csp::none()
                    .style(CSS)
                    .style(&crate::report::live::style())
                    .style(crate::report::concours_board::style())
                    .style(crate::report::concours_board::LIGHT),
            )
            .with_header("Cache-Control", "no-store")
            // Its plain forms post with the page's Origin (under `no-referrer` a browser sends
            // `null`, refused as a foreign origin).
            .with_header("Referrer-Policy", "same-origin")
    }

    /// `GET /admin/`: the PIN's form; with `?pin=`, the cookie; else the round's tables, or with
    /// `?t=N` table N's partie.
    fn home(&self, req: &Request) -> Response {
        let cat = self.cat();
        if let Some(typed) = query(req, "pin") {
            return match self.attempt(req, &typed) {
                Ok(()) => see_other(BASE).with_header("Set-Cookie", self.pin.cookie()),
                Err(why) => self.page(Some((why, true)), &self.pin_form()).with_status(StatusCode::FORBIDDEN),
            };
        }
        if !self.has_cookie(req) {
            return self.page(None, &self.pin_form());
        }
        // Only a sentence this page kept (`?m=KEY`), never the address's text.
        let said = query(req, "m").and_then(|k| self.flash.take(&k)).map(|s| (s.text, s.bad));
        let current = self.current.get();
        let opened = query(req, "t").and_then(|t| t.parse::<u32>().ok());
        match opened.and_then(|n| current.tables.iter().find(|t| t.spec.number == n)) {
            Some(t) => self.page(said, &self.table(t)),
            None if opened.is_some() => {
                let n = opened.unwrap_or_default();
                self.page(Some((cat.admin_no_table(n, current.tables.len() as u32), true)), &self.tables(&current))
                    .with_status(StatusCode::NOT_FOUND)
            }
            None => self.page(said, &self.tables(&current)),
        }
    }

    fn pin_form(&self) -> String {
        format!(
            "<form method=\"get\" action=\"{BASE}\"><input name=\"pin\" inputmode=\"numeric\" autocomplete=\"off\" \
             maxlength=\"6\" placeholder=\"{0}\" aria-label=\"{0}\"/> <button>↵</button></form>",
            escape(&self.cat().admin_pin_prompt())
        )
    }

    /// The round's tables, then the forms for a withdrawal, a late team and the next round's draw.
    fn tables(&self, current: &Current) -> String {
        let cat = self.cat();
        let board = self.board.get();
        let mut rows = String::new();
        for t in &current.tables {
            let s = t.status.get();
            let first = format!("<td><a href=\"{BASE}?t={0}\">{0}</a></td>", t.spec.number);
            rows.push_str(&projector::table_row(
                cat,
                &first,
                &t.spec.teams,
                &s,
                board.done.contains(&t.spec.number),
                current.hands,
            ));
        }
        // A late team: its two players (or the first field alone as `A+B`, as `concours add`).
        let add: String = ["a", "b"]
            .iter()
            .zip(1..)
            .map(|(name, k)| {
                format!(
                    "<input type=\"text\" class=\"name\" name=\"{name}\" autocomplete=\"off\" placeholder=\"{0}\" \
                     aria-label=\"{0}\"/> ",
                    escape(&cat.admin_add_player(k))
                )
            })
            .collect();
        let options: String =
            board.teams.iter().map(|t| format!("<option value=\"{0}\">{0}</option>", escape(t))).collect();
        format!(
            "<table class=\"tables\"><tbody>{rows}</tbody></table>\
             <h2>{}</h2><form method=\"post\" action=\"{BASE}withdraw\"><select name=\"team\" aria-label=\"{0}\">{options}</select> \
             <button>{}</button></form>\
             <h2>{}</h2><form method=\"post\" action=\"{BASE}add\">{add}<button>{}</button></form>\
             <h2>{}</h2><form method=\"post\" action=\"{BASE}draw\"><button>{}</button></form>\
             <div id=\"board\">{}</div>",
            escape(&cat.admin_withdraw_heading()),
            escape(&cat.admin_withdraw_button()),
            escape(&cat.admin_add_heading()),
            escape(&cat.admin_add_button()),
            escape(&cat.admin_draw_heading()),
            escape(&cat.admin_draw_button(current.round + 1)),
            board.fragment,
        )
    }

    /// Table `t`'s partie: the entry form (a correction goes through the table's writer) and the
    /// latest entries with their lines, the typed result of a table that kept paper, then its
    /// board (the forms first: on a phone they are what the organiser came for).
    fn table(&self, t: &super::table::Served) -> String {
        let cat = self.cat();
        let snap = t.snapshot();
        let n = t.spec.number;
        let recent: String =
            snap.recent.iter().map(|(line, said)| format!("<li><b>{line}</b> {}</li>", escape(said))).collect();
        let field = |name: &str, label: &str| {
            format!(
                "<label class=\"field\">{} <input name=\"{name}\" inputmode=\"numeric\" autocomplete=\"off\"/></label> ",
                escape(label)
            )
        };
        format!(
            "<p><a class=\"back\" href=\"{BASE}\">{}</a></p><h2>{}</h2>\
             <form method=\"post\" action=\"{BASE}entry\"><input type=\"hidden\" name=\"table\" value=\"{n}\"/>\
             <input type=\"text\" name=\"entry\" autocomplete=\"off\" placeholder=\"{}\" aria-label=\"{}\"/> \
             <button>{}</button></form><ul class=\"recent\">{recent}</ul>\
             <h2>{}</h2><form method=\"post\" action=\"{BASE}result\"><input type=\"hidden\" name=\"table\" value=\"{n}\"/>\
             {}{}{}{}{}<button>{}</button></form><div id=\"board\">{}</div>",
            escape(&cat.admin_back()),
            escape(&cat.admin_table_heading(n, &t.spec.teams.join(" vs "))),
            escape(&cat.admin_entry_placeholder()),
            escape(&cat.admin_entry_placeholder()),
            escape(&cat.admin_entry_button()),
            escape(&cat.admin_result_heading()),
            field("a", &t.spec.teams[0]),
            field("b", &t.spec.teams[1]),
            field("belotes", &cat.admin_belotes()),
            field("capots", &cat.admin_capots()),
            field("held", &cat.admin_held()),
            escape(&cat.admin_result_button()),
            snap.board,
        )
    }
}

/// Where the organiser's page is served (and its cookie's path).
pub(super) const BASE: &str = "/admin/";

fn see_other(to: &str) -> Response {
    Response::new(StatusCode::SEE_OTHER, "text/plain; charset=utf-8", "").with_header("Location", to)
}

impl Admin {
    /// The page again, saying what came of a form (kept on the server, its key in `?m=`), table
    /// `table`'s view when the form was there.
    fn back(&self, outcome: Result<String, String>, table: Option<u32>) -> Response {
        let said = match outcome {
            Ok(text) => Said { text, bad: false },
            Err(text) => Said { text, bad: true },
        };
        let t = table.map(|n| format!("t={n}&")).unwrap_or_default();
        see_other(&format!("{BASE}?{t}m={}", self.flash.put(said)))
    }
}

/// A post let in: its `Origin`, when sent, the served one; the organiser's cookie; then its
/// body read; its fields.
async fn let_in(admin: &Admin, req: &mut Request) -> Result<Vec<(String, String)>, Response> {
    if let Some(origin) = header(req, "origin") {
        let host = header(req, "host").unwrap_or("");
        if origin != format!("http://{host}") {
            return Err(Response::text(StatusCode::FORBIDDEN, "a foreign origin"));
        }
    }
    if !admin.has_cookie(req) {
        return Err(admin
            .page(Some((admin.cat().wrong_pin(), true)), &admin.pin_form())
            .with_status(StatusCode::FORBIDDEN));
    }
    req.read_rest().await?;
    Ok(form::fields(&req.body).unwrap_or_default())
}

fn get(fields: &[(String, String)], key: &str) -> String {
    fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.trim().to_string()).unwrap_or_default()
}

impl Admin {
    /// `POST /admin/entry` (`table`, `entry`): the entry sent to that table's writer.
    fn entry(self: Arc<Self>, mut req: Request) -> Answer {
        Box::pin(async move {
            let fields = match let_in(&self, &mut req).await {
                Ok(f) => f,
                Err(refused) => return refused,
            };
            let n: u32 = get(&fields, "table").parse().unwrap_or(0);
            let entry = get(&fields, "entry");
            let current = self.current.get();
            let Some(t) = current.tables.iter().find(|t| t.spec.number == n).cloned() else {
                return self.back(Err(self.cat().admin_no_table(n, current.tables.len() as u32)), None);
            };
            if entry.is_empty() {
                return self.back(Err(self.cat().malformed_entry()), Some(n));
            }
            self.back(t.organiser(entry).await, Some(n))
        })
    }

    /// A post asking the concours's writer (`result`, `withdraw`, `add`, `draw`).
    fn ask(self: Arc<Self>, mut req: Request, what: fn(&[(String, String)]) -> Asked) -> Answer {
        Box::pin(async move {
            let fields = match let_in(&self, &mut req).await {
                Ok(f) => f,
                Err(refused) => return refused,
            };
            let asked = what(&fields);
            let table = match &asked {
                Asked::Result { table, .. } => Some(*table),
                _ => None,
            };
            let (tx, rx) = tokio::sync::oneshot::channel();
            let sent = self.told.lock().is_ok_and(|t| t.send(Told::Organiser(Ask { asked, answer: tx })).is_ok());
            let outcome = match rx.await {
                Ok(o) if sent => o,
                _ => return Response::text(StatusCode::SERVICE_UNAVAILABLE, "the concours has stopped"),
            };
            self.back(outcome, table)
        })
    }
}

/// The late team a form gives: `a+b`, or `a` alone when `b` is empty (`A+B` typed in one field).
fn late_team(fields: &[(String, String)]) -> String {
    let (a, b) = (get(fields, "a"), get(fields, "b"));
    if b.is_empty() {
        a
    } else {
        format!("{a}+{b}")
    }
}

/// The organiser's routes, added to `router`.
pub(super) fn routes(router: Router, admin: Arc<Admin>) -> Router {
    let (home, entry, result, withdraw) = (admin.clone(), admin.clone(), admin.clone(), admin.clone());
    let (add, draw) = (admin.clone(), admin);
    router
        .get(BASE.trim_end_matches('/'), |_| {
            Response::new(StatusCode::PERMANENT_REDIRECT, "text/plain; charset=utf-8", "").with_header("Location", BASE)
        })
        .get(BASE, move |req| home.home(req))
        .first_look(Method::POST, &format!("{BASE}entry"), Arc::new(move |req| entry.clone().entry(req)))
        .first_look(
            Method::POST,
            &format!("{BASE}result"),
            Arc::new(move |req| {
                result.clone().ask(req, |f| Asked::Result {
                    table: get(f, "table").parse().unwrap_or(0),
                    points: [get(f, "a"), get(f, "b")],
                    belotes: get(f, "belotes"),
                    capots: get(f, "capots"),
                    held: get(f, "held"),
                })
            }),
        )
        .first_look(
            Method::POST,
            &format!("{BASE}withdraw"),
            Arc::new(move |req| withdraw.clone().ask(req, |f| Asked::Withdraw { team: get(f, "team") })),
        )
        .first_look(
            Method::POST,
            &format!("{BASE}add"),
            Arc::new(move |req| add.clone().ask(req, |f| Asked::Add { team: late_team(f) })),
        )
        .first_look(Method::POST, &format!("{BASE}draw"), Arc::new(move |req| draw.clone().ask(req, |_| Asked::Draw)))
}
