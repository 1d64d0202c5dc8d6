//! What a served table answers (docs/serve.md): `GET /` (the board, and for a phone with the
//! PIN the questions), `GET /state`, `GET /board`, and `POST /entry`, which hands the phone's
//! entry to the table's one writer and waits for what it came to. Nothing here blocks the
//! server's thread: pages are made from the writer's snapshot, and an entry's answer is awaited.

use super::form;
use super::pin::{Lock, Pin, Tries};
use super::publish::settled_window;
use super::publish::Snapshot;
use crate::http::{Answer, Csp, Request, Response, Router, Shared};
use crate::i18n::{Catalog, Lang};
use crate::report::seat::PhoneSeat;
use crate::report::{live, phone, phone_folds, phone_result, phone_tally, seat};
use crate::table::served::{seconds, Closing, Entries, Outcome, Phone};
use hyper::{Method, StatusCode};
use serde_json::json;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// What the routes share.
pub(crate) struct Served {
    pub(crate) snapshot: Arc<Shared<Snapshot>>,
    pub(crate) entries: Entries,
    pub(crate) pin: Pin,
    pub(crate) lang: Lang,
    /// Entries handed to the table and not answered yet (the table waits for them to be
    /// answered before the process ends).
    pub(crate) answering: Arc<AtomicUsize>,
    /// Says at the terminal that someone is guessing the PIN (the table's budget of wrong PINs
    /// is spent).
    pub(crate) guessing: Box<dyn Fn() + Send + Sync>,
    /// What a page says above its questions at the time it is made (a concours's round clock),
    /// as HTML; None: nothing.
    pub(crate) above: Option<Box<dyn Fn() -> String + Send + Sync>>,
}

/// One entry being answered, counted in [`Served::answering`] until its answer is made.
struct Answering(Arc<AtomicUsize>);

impl Answering {
    fn new(count: &Arc<AtomicUsize>) -> Answering {
        count.fetch_add(1, Ordering::SeqCst);
        Answering(count.clone())
    }
}

impl Drop for Answering {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// What a one-time message is: a note (what an undo or an amend did), a refusal, or the
/// confirmation a lone `end` is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tone {
    Note,
    Bad,
    Confirm,
}

/// One-time messages a form's post leaves for the page it is redirected to, by number (the
/// last few kept).
#[derive(Default)]
struct Messages {
    next: u64,
    kept: VecDeque<(u64, String, Tone)>,
}

impl Messages {
    fn leave(&mut self, text: String, tone: Tone) -> u64 {
        self.next += 1;
        if self.kept.len() >= 256 {
            self.kept.pop_front();
        }
        self.kept.push_back((self.next, text, tone));
        self.next
    }

    fn take(&mut self, id: u64) -> Option<(String, Tone)> {
        let i = self.kept.iter().position(|(k, _, _)| *k == id)?;
        self.kept.remove(i).map(|(_, t, tone)| (t, tone))
    }
}

/// What a PIN typed on a phone came to.
enum Attempt {
    Right,
    Wrong,
    /// Not checked: too many wrong PINs from its address, or at the table.
    Locked(Lock),
}

pub(super) struct State {
    pub(super) served: Served,
    tries: Mutex<Tries>,
    messages: Mutex<Messages>,
}

/// The value of `key` in the request's query, percent-decoded (as a form's field; one that does
/// not decode is taken as written, so a broken PIN is a wrong one).
pub(super) fn query(req: &Request, key: &str) -> Option<String> {
    let pairs = req.query.as_deref()?.split('&').filter_map(|p| p.split_once('='));
    let (_, v) = pairs.into_iter().find(|(k, _)| form::decode(k).as_deref() == Some(key))?;
    Some(form::decode(v).unwrap_or_else(|| v.to_string()))
}

pub(super) fn header<'r>(req: &'r Request, name: &str) -> Option<&'r str> {
    req.headers.get(name).and_then(|v| v.to_str().ok())
}

impl State {
    pub(super) fn cat(&self) -> &'static dyn Catalog {
        self.served.lang.catalog()
    }

    pub(super) fn has_cookie(&self, req: &Request) -> bool {
        header(req, "cookie").is_some_and(|c| self.served.pin.in_cookie(c))
    }

    /// A PIN typed on a phone (`typed`), checked unless its address is locked out; a wrong one
    /// is counted.
    fn pin_attempt(&self, req: &Request, typed: &str) -> Attempt {
        let Ok(mut tries) = self.tries.lock() else { return Attempt::Locked(Lock::Table) };
        let now = Instant::now();
        if let Some(lock) = tries.lock(req.peer.ip(), now) {
            return Attempt::Locked(lock);
        }
        if self.served.pin.matches(typed) {
            return Attempt::Right;
        }
        if tries.wrong(req.peer.ip(), now) {
            drop(tries);
            (self.served.guessing)();
        }
        Attempt::Wrong
    }

    /// What a phone whose PIN was not checked is told.
    fn locked_out(&self, lock: Lock) -> String {
        match lock {
            Lock::Address => self.cat().pin_locked(),
            Lock::Table => self.cat().pin_guessed(),
        }
    }

    /// A page: the board, then (once the session has ended) that the table is closing or has
    /// closed, then `below`.
    pub(super) fn page(&self, below: &str, snap: &Snapshot) -> Response {
        let closing = match snap.closing {
            Closing::Open => String::new(),
            Closing::Until(at) => {
                phone::closing(Some(seconds(at.saturating_duration_since(Instant::now()))), self.cat())
            }
            Closing::Closed => phone::closing(None, self.cat()),
        };
        let above = self.served.above.as_ref().map(|f| f()).unwrap_or_default();
        let below = format!("{closing}{above}{below}");
        let html = rebase(
            phone::page(&snap.title, self.served.lang.code(), snap.seq, &snap.board, &below),
            self.served.pin.base(),
        );
        let style = format!("{}{}{}", live::style(), phone::CSS, seat::CSS);
        Response::html(html)
            .with_csp(
                Csp::none()
                    .style(&style)
                    .style(phone_folds::CSS)
                    .style(phone_tally::CSS)
                    .script(phone::SCRIPT)
                    .script(seat::SCRIPT)
                    .script(phone_folds::SCRIPT)
                    .script(phone_tally::SCRIPT),
            )
            // Its forms post with the page's Origin (under `no-referrer` a browser sends `null`).
            .with_header("Referrer-Policy", "same-origin")
    }

    /// `GET /`: the board, with the questions for a phone that gave the PIN.
    pub(super) fn home(&self, req: &Request) -> Response {
        let snap = self.served.snapshot.get();
        if let Some(typed) = query(req, "pin") {
            let (said, status) = match self.pin_attempt(req, &typed) {
                // The PIN leaves the address bar: the cookie holds this start's token.
                Attempt::Right => {
                    return Response::new(StatusCode::SEE_OTHER, "text/plain; charset=utf-8", "")
                        .with_header("Location", self.served.pin.base())
                        .with_header("Set-Cookie", self.served.pin.cookie())
                }
                Attempt::Wrong => (self.cat().wrong_pin(), StatusCode::FORBIDDEN),
                Attempt::Locked(lock) => (self.locked_out(lock), StatusCode::TOO_MANY_REQUESTS),
            };
            return self.page(&phone::pin_form(Some(&said), self.cat()), &snap).with_status(status);
        }
        if !self.has_cookie(req) {
            return self.page(&phone::pin_form(None, self.cat()), &snap);
        }
        let message = query(req, "m")
            .and_then(|m| m.parse().ok())
            .and_then(|id| self.messages.lock().ok().and_then(|mut m| m.take(id)));
        // A lone `end` posted by a form: its confirmation, shown; otherwise there for the script.
        let asked = message.as_ref().filter(|(_, tone)| *tone == Tone::Confirm).map(|(t, _)| t.as_str());
        let at = (snap.seq, snap.held.as_str());
        let confirm = phone::confirm_end(asked, at, self.cat());
        let message = message
            .as_ref()
            .filter(|(_, tone)| *tone != Tone::Confirm)
            .map(|(t, tone)| (t.as_str(), *tone == Tone::Bad));
        // A seated phone: its player's taps only, and whose turn it is above the questions.
        let sitting = super::seat::of(self, req);
        let (asked, turn) = match sitting {
            Some(PhoneSeat::Player(p)) => {
                (seat::view(&snap.asked, &snap.players, p), seat::turn(&snap.asked, &snap.players, p, self.cat()))
            }
            _ => (snap.asked.clone(), String::new()),
        };
        // `score` or `help` typed in a form: the page with that fold open.
        let folds = match query(req, "open") {
            Some(id) => phone_folds::opened(&snap.folds, &id),
            None => snap.folds.clone(),
        };
        // The hand just settled, for the rest of its few seconds.
        let banner = snap
            .settled
            .as_ref()
            .and_then(|(at, said)| settled_window().checked_sub(at.elapsed()).map(|left| (left, said)))
            .filter(|(left, _)| !left.is_zero())
            .map(|(left, said)| phone_folds::banner(said, left.as_millis()))
            .unwrap_or_default();
        // A concours's partie over: the sides' word on its result, and a seated phone's side asked.
        let turn = match &snap.over {
            Some(over) => {
                let side = match sitting {
                    Some(PhoneSeat::Player(p)) => over.members.iter().position(|m| m.contains(&p)),
                    _ => None,
                };
                let said = phone_result::Said {
                    sides: &over.sides,
                    confirmed: &over.said.confirmed,
                    disputed: &over.said.disputed,
                };
                format!("{turn}{}", phone_result::section(side, &said, at, self.cat()))
            }
            None => turn,
        };
        let below = format!("{}{folds}", snap.quick);
        let ask = seat::lead(phone::ask(&asked, &snap.recent, at, message, self.cat(), (&banner, &below)), &turn);
        let chooser = seat::control(&snap.players, sitting, self.cat());
        self.page(&format!("{confirm}{ask}{chooser}"), &snap)
    }
}

/// A page made for a table served at `/` moved under `base` (a concours's table, `/t/3/`): its
/// forms' actions and its links to the page. (The scripts fetch relative paths.)
pub(super) fn rebase(html: String, base: &str) -> String {
    if base == "/" {
        return html;
    }
    html.replace("action=\"/\"", &format!("action=\"{base}\""))
        .replace("action=\"/entry\"", &format!("action=\"{base}entry\""))
        .replace("action=\"/seat\"", &format!("action=\"{base}seat\""))
        .replace("href=\"/\"", &format!("href=\"{base}\""))
}

/// The answer to a post, for a script (JSON) or a form (303 to the page, the outcome left as a
/// one-time message).
fn answered(
    state: &State,
    json_wanted: bool,
    status: StatusCode,
    body: serde_json::Value,
    say: Option<(String, Tone)>,
) -> Response {
    if json_wanted {
        return Response::json(body.to_string()).with_status(status);
    }
    let base = state.served.pin.base();
    let location = match say {
        Some((text, tone)) => match state.messages.lock() {
            Ok(mut m) => format!("{base}?m={}", m.leave(text, tone)),
            Err(_) => base.into(),
        },
        None => base.into(),
    };
    Response::new(StatusCode::SEE_OTHER, "text/plain; charset=utf-8", "").with_header("Location", location)
}

pub(super) fn refuse(state: &State, json_wanted: bool, status: StatusCode, error: &str) -> Response {
    answered(state, json_wanted, status, json!({"ok": false, "error": error}), Some((error.to_string(), Tone::Bad)))
}

/// A post let in (`/entry`, `/seat`): its `Origin`, when sent, the served one; its cookie of this
/// start, or the PIN in its first bytes; then the rest of its body read. Whether its body is a
/// form (urlencoded); `Err`: what it is answered.
pub(super) async fn let_in(state: &State, req: &mut Request, json_wanted: bool) -> Result<bool, Response> {
    // A page of another site may not post here: the Origin, when sent, is the served one.
    if let Some(origin) = header(req, "origin") {
        let host = header(req, "host").unwrap_or("");
        if origin != format!("http://{host}") {
            return Err(Response::text(StatusCode::FORBIDDEN, "a foreign origin"));
        }
    }
    let urlencoded = header(req, "content-type").is_some_and(|t| {
        t.split(';').next().is_some_and(|m| m.trim().eq_ignore_ascii_case("application/x-www-form-urlencoded"))
    });
    // The cookie first: a phone that entered the PIN is never locked out by wrong PINs from
    // its address (a home network's phones share one); the lock-out is for PIN attempts.
    if !state.has_cookie(req) {
        let typed = if urlencoded { form::field(&req.body, "pin", req.whole()) } else { None };
        let attempt = typed.map(|typed| state.pin_attempt(req, &typed));
        match attempt {
            Some(Attempt::Right) => {}
            Some(Attempt::Locked(lock)) => {
                return Err(refuse(state, json_wanted, StatusCode::TOO_MANY_REQUESTS, &state.locked_out(lock)))
            }
            Some(Attempt::Wrong) | None => {
                return Err(refuse(state, json_wanted, StatusCode::FORBIDDEN, &state.cat().wrong_pin()))
            }
        }
    }
    // Let in: the rest of its body.
    req.read_rest().await?;
    Ok(urlencoded)
}

/// `POST /entry`. Its body is read past its first bytes only once it is let in: a cookie of this
/// start, or the PIN in those first bytes. A seated phone's entry is sent with its seat.
pub(super) fn entry(state: Arc<State>, mut req: Request) -> Answer {
    Box::pin(async move {
        let json_wanted = header(&req, "accept").is_some_and(|a| a.contains("application/json"));
        let urlencoded = match let_in(&state, &mut req, json_wanted).await {
            Ok(urlencoded) => urlencoded,
            Err(refused) => return refused,
        };
        let seated = match super::seat::of(&state, &req) {
            Some(PhoneSeat::Player(p)) => Some(p),
            _ => None,
        };
        let posted = if urlencoded { form::posted(&req.body) } else { None };
        let Some(posted) = posted else {
            return refuse(&state, json_wanted, StatusCode::BAD_REQUEST, &state.cat().malformed_entry());
        };
        let _answering = Answering::new(&state.served.answering);
        let (tx, rx) = tokio::sync::oneshot::channel();
        let phone = Phone::new(posted.entry, posted.seq, move |o| {
            let _ = tx.send(o);
        });
        let sent = state.served.entries.send(phone.made_at(posted.held).confirmed(posted.confirm).seated(seated));
        let outcome = match rx.await {
            Ok(o) if sent => o,
            _ => return Response::text(StatusCode::SERVICE_UNAVAILABLE, "the table has stopped"),
        };
        match outcome {
            Outcome::Written { seq } => {
                answered(&state, json_wanted, StatusCode::OK, json!({"ok": true, "seq": seq}), None)
            }
            Outcome::Duplicate { seq } => {
                answered(&state, json_wanted, StatusCode::OK, json!({"ok": true, "seq": seq, "duplicate": true}), None)
            }
            // `help`, `score`: the text, and the page's fold that shows it (a form's page has it
            // open).
            Outcome::Text { text, section } => {
                let seq = state.served.snapshot.get().seq;
                if json_wanted {
                    let body = json!({"ok": true, "seq": seq, "text": text, "show": section.id()});
                    return Response::json(body.to_string());
                }
                let at = format!("{1}?open={0}#{0}", section.id(), state.served.pin.base());
                Response::new(StatusCode::SEE_OTHER, "text/plain; charset=utf-8", "").with_header("Location", at)
            }
            // An undo or an amend: written, and what it did.
            Outcome::Done { seq, done } => answered(
                &state,
                json_wanted,
                StatusCode::OK,
                json!({"ok": true, "seq": seq, "done": done}),
                Some((done, Tone::Note)),
            ),
            // A lone `end`: asked to confirm, nothing written.
            Outcome::Confirm { text } => {
                let seq = state.served.snapshot.get().seq;
                answered(
                    &state,
                    json_wanted,
                    StatusCode::OK,
                    json!({"ok": false, "confirm": true, "seq": seq, "text": text}),
                    Some((text, Tone::Confirm)),
                )
            }
            Outcome::Refused { reason } => answered(
                &state,
                json_wanted,
                StatusCode::UNPROCESSABLE_ENTITY,
                json!({"ok": false, "refusal": reason}),
                Some((reason, Tone::Bad)),
            ),
            Outcome::Held { seq } => {
                answered(&state, json_wanted, StatusCode::OK, json!({"ok": true, "seq": seq, "held": true}), None)
            }
            Outcome::Moved { what } => {
                // The /state document, and what changed since the page the entry came from.
                let mut doc: serde_json::Value =
                    serde_json::from_slice(&state.served.snapshot.get().state).unwrap_or(serde_json::Value::Null);
                if let Some(d) = doc.as_object_mut() {
                    d.insert("moved".into(), json!(what));
                }
                answered(&state, json_wanted, StatusCode::CONFLICT, doc, Some((what, Tone::Bad)))
            }
            Outcome::Malformed => refuse(&state, json_wanted, StatusCode::BAD_REQUEST, &state.cat().malformed_entry()),
        }
    })
}

/// What the routes of a served table share, made once.
pub(super) fn state(served: Served) -> Arc<State> {
    Arc::new(State { served, tries: Mutex::new(Tries::default()), messages: Mutex::new(Messages::default()) })
}

/// The routes of a served table.
pub(crate) fn router(served: Served) -> Router {
    let state = state(served);
    let (home, st, board, post, seat) = (state.clone(), state.clone(), state.clone(), state.clone(), state);
    // Peers outside the table's networks never get here (http::Peers).
    Router::new()
        .get("/", move |req| home.home(req))
        .get("/state", move |_| Response::json(st.served.snapshot.get().state.clone()))
        .get("/board", move |_| Response::html(board.served.snapshot.get().board.clone()))
        .first_look(Method::POST, "/entry", Arc::new(move |req| entry(post.clone(), req)))
        .first_look(Method::POST, "/seat", Arc::new(move |req| super::seat::post(seat.clone(), req)))
}
