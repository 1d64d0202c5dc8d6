//! One table of a served concours (docs/concours.md, "From the tables"): served at `/t/N/` as a
//! served table is (`serve::routes`: its PIN and cookie, seats, `/state`, `/entry`, refusals,
//! resends), with a writer thread of its own that keeps its session journal
//! (`concours/NAME/round-R/table-N.jsonl`) through the one reducer (`table::run`, fed by the
//! phones only). Before its first deal the table confirms its seating on a phone: who deals
//! first and who plays after the dealer (`POST /t/N/start`), which writes the session's header
//! (the partie's ruleset, options and `hands` from the concours). What it publishes also tells
//! the concours where the table stands ([`Status`]) and, once both sides have confirmed the
//! result of its partie, that it is confirmed ([`Told`]).

use super::super::flash::{Flash, Said};
use super::super::form;
use super::super::pin::Pin;
use super::super::publish::{Publisher, Snapshot};
use super::super::routes::{self, header, let_in, query, refuse, State};
use crate::cards::Letters;
use crate::error::Error;
use crate::http::{Answer, Request, Response, Router, Shared};
use crate::i18n::Lang;
use crate::journal::{Header, Writer};
use crate::report::html::escape;
use crate::session::Session;
use crate::table::served::{Entries, Inbox, Publish};
use hyper::{Method, StatusCode};
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

/// A table of the round: its number, its two teams (ids, and their players), its journal.
#[derive(Debug, Clone)]
pub(crate) struct Spec {
    pub(crate) number: u32,
    pub(crate) teams: [String; 2],
    pub(crate) players: [[String; 2]; 2],
    pub(crate) journal: PathBuf,
}

/// Where a table stands, for the projector and the concours (in the table's order of teams).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Status {
    /// The table has confirmed its seating (its journal exists).
    pub(crate) seated: bool,
    /// Hands played.
    pub(crate) hands: u32,
    pub(crate) totals: [i64; 2],
    /// The partie is over (its hands played, or its target reached).
    pub(crate) over: bool,
    pub(crate) confirmed: [bool; 2],
    pub(crate) disputed: [Option<String>; 2],
    /// The journal's lines.
    pub(crate) seq: usize,
}

/// What a table, or the organiser's page, tells the concours's one writer.
#[derive(Debug)]
pub(crate) enum Told {
    /// Both sides have confirmed the partie's result.
    Confirmed { table: u32 },
    /// The organiser's page asks for an entry in the concours (`/admin`).
    Organiser(super::admin::Ask),
}

/// What every table of the round shares: the session header's common part (ruleset, options,
/// language, letters), the rules, and how the table speaks.
#[derive(Clone)]
pub(crate) struct Common {
    pub(crate) header: Header,
    pub(crate) rules: Arc<crate::games::Rules>,
    pub(crate) lang: Lang,
    pub(crate) letters: Letters,
}

/// A seating chosen on a phone, on its way to the table's thread, and where its outcome goes.
struct Seating {
    players: Vec<String>,
    answer: tokio::sync::oneshot::Sender<Result<usize, String>>,
}

/// The publisher of a concours's table: the served table's snapshot, and its [`Status`].
struct Publishing {
    inner: Publisher,
    spec: Spec,
    status: Arc<Shared<Status>>,
    told: Sender<Told>,
    /// The journal's lines when the concours was last told the sides confirmed.
    told_at: Option<usize>,
}

impl Publish for Publishing {
    fn publish(&mut self, session: &Session, asked: &[&crate::engine::Question], seq: usize) {
        self.inner.publish(session, asked, seq);
        let status = status_of(&self.spec, session, seq);
        let confirmed = status.over && status.confirmed.iter().all(|c| *c);
        if confirmed && self.told_at != Some(seq) {
            self.told_at = Some(seq);
            let _ = self.told.send(Told::Confirmed { table: self.spec.number });
        }
        self.status.set(status);
    }

    fn closing(&mut self, closing: crate::table::served::Closing) {
        self.inner.closing(closing);
    }
}

/// The team (0 or 1, in the table's order) a side of `session` is: the one its first player is
/// of.
fn team_of(spec: &Spec, session: &Session, side: usize) -> Option<usize> {
    let seating = &session.seating;
    let first = seating.members.get(side)?.first()?;
    let name = seating.players.get(*first)?;
    spec.players.iter().position(|t| t.iter().any(|p| p == name))
}

/// Where the table stands, from its session.
fn status_of(spec: &Spec, session: &Session, seq: usize) -> Status {
    let v = session.verdict();
    let standing = session.standing();
    let said = session.confirmations();
    let mut s = Status {
        seated: true,
        hands: v.hands.iter().filter(|h| h.outcome == crate::engine::Outcome::Played).count() as u32,
        over: standing.over || standing.winner.is_some(),
        seq,
        ..Status::default()
    };
    for side in 0..session.seating.sides.len() {
        if let Some(t) = team_of(spec, session, side) {
            s.totals[t] = standing.totals.get(side).copied().unwrap_or(0);
            s.confirmed[t] = said.confirmed.get(side).copied().unwrap_or(false);
            s.disputed[t] = said.disputed.get(side).cloned().flatten();
        }
    }
    s
}

/// A table being served.
pub(crate) struct Served {
    pub(crate) spec: Spec,
    pub(crate) pin: Pin,
    pub(crate) status: Arc<Shared<Status>>,
    state: Arc<State>,
    seated: Arc<AtomicBool>,
    seatings: Mutex<Sender<Seating>>,
    /// Why a seating chosen by a form was refused, kept for the page its 303 leads to.
    flash: Flash,
}

/// The snapshot of a table not seated yet: its four players (team by team) as the draw gives
/// them, and `/state` saying so.
fn seating_snapshot(spec: &Spec, hands: u32) -> Snapshot {
    let players: Vec<String> = spec.players.iter().flatten().cloned().collect();
    let state = json!({"seq": 0, "question": null, "board": null, "table": "seating",
        "teams": spec.teams, "players": spec.players, "hands": hands});
    Snapshot {
        title: format!("{} · {}", spec.number, spec.teams.join(" vs ")),
        state: state.to_string().into(),
        players,
        ..Snapshot::default()
    }
}

/// Start table `spec`: its writer thread (the journal resumed when it exists, else awaiting its
/// seating) and what its routes share.
pub(crate) fn start(
    spec: Spec,
    pin: Pin,
    common: Common,
    (hands, deadline): (u32, Option<SystemTime>),
    told: Sender<Told>,
) -> Result<Served, Error> {
    let base = format!("/t/{}/", spec.number);
    let pin = pin.under(&base);
    let snapshot = Arc::new(Shared::new(seating_snapshot(&spec, hands)));
    let status = Arc::new(Shared::new(Status::default()));
    let publishing = Publishing {
        inner: Publisher::new(snapshot.clone(), common.lang, common.letters).confirming(),
        spec: spec.clone(),
        status: status.clone(),
        told,
        told_at: None,
    };
    let inbox = Inbox::headless(Box::new(publishing));
    let entries: Entries = inbox.entries();
    let cat = common.lang.catalog();
    let number = spec.number;
    let guessing = Box::new(move || {
        let _ = writeln!(std::io::stderr(), "{}", cat.table_guessed(number, super::super::pin::BUDGET));
    });
    let answering = Arc::new(AtomicUsize::new(0));
    // The round's clock above the questions, as on the projector.
    let above: Option<Box<dyn Fn() -> String + Send + Sync>> = deadline.map(|d| {
        Box::new(move || {
            let minutes = super::minutes_left(d);
            format!("<p class=\"clock\">{}</p>", escape(&cat.round_clock(minutes)))
        }) as Box<dyn Fn() -> String + Send + Sync>
    });
    let served = routes::Served { snapshot, entries, pin: pin.clone(), lang: common.lang, answering, guessing, above };
    let state = routes::state(served);
    let seated = Arc::new(AtomicBool::new(spec.journal.exists()));
    let (tx, rx) = channel();
    let (thread_spec, thread_seated) = (spec.clone(), seated.clone());
    std::thread::spawn(move || {
        if let Err(e) = keep(thread_spec, common, inbox, rx, &thread_seated) {
            let _ = writeln!(std::io::stderr(), "{}", cat.error(&e, None));
        }
    });
    Ok(Served { spec, pin, status, state, seated, seatings: Mutex::new(tx), flash: Flash::default() })
}

/// The table's writer thread: the journal resumed, or created once a phone seats the table;
/// then the table kept through the one reducer until it closes. A seating is answered once the
/// seated table is published (and the routes take it as seated): a phone that asks for the
/// table's page or `/state` right after the answer sees it seated, never the seating again.
fn keep(
    spec: Spec,
    common: Common,
    inbox: Inbox,
    seatings: Receiver<Seating>,
    seated: &AtomicBool,
) -> Result<(), Error> {
    let (mut session, mut writer, answer) = if spec.journal.exists() {
        let (writer, _) = Writer::open(&spec.journal)?;
        (Session::replay_file(&spec.journal, None)?, writer, None)
    } else {
        loop {
            let Ok(s) = seatings.recv() else { return Ok(()) };
            match create(&spec, &common, &s.players) {
                Ok((session, writer)) => break (session, writer, Some(s.answer)),
                Err(why) => {
                    let _ = s.answer.send(Err(why));
                }
            }
        }
    };
    let mut sink = std::io::sink();
    let mut asker = crate::table::ask::headless(&mut sink, inbox);
    let questions = session.questions();
    let asked: Vec<&crate::engine::Question> = questions.iter().collect();
    asker.publish(&session, &asked, writer.lines());
    if let Some(answer) = answer {
        seated.store(true, Ordering::SeqCst);
        let _ = answer.send(Ok(writer.lines()));
    }
    crate::table::run(&mut session, &mut writer, &mut asker, common.lang, common.letters)?;
    Ok(())
}

/// The session of `spec` seated as `players` (in play order, the first dealing first): its
/// header written, or why not (in the table's language).
fn create(spec: &Spec, common: &Common, players: &[String]) -> Result<(Session, Writer), String> {
    let cat = common.lang.catalog();
    let all: Vec<String> = spec.players.iter().flatten().cloned().collect();
    let bad = || cat.seating_bad(&all);
    let [dealer, next] = players else { return Err(bad()) };
    let team = |p: &String| spec.players.iter().position(|t| t.contains(p));
    let (Some(a), Some(b)) = (team(dealer), team(next)) else { return Err(bad()) };
    if a == b {
        return Err(bad());
    }
    let partner = |t: usize, p: &String| spec.players[t].iter().find(|q| *q != p).cloned().unwrap_or_default();
    let order = vec![dealer.clone(), next.clone(), partner(a, dealer), partner(b, next)];
    let header = Header {
        players: order.clone(),
        teams: Some(vec![vec![order[0].clone(), order[2].clone()], vec![order[1].clone(), order[3].clone()]]),
        at: Some(crate::clock::stamp()),
        ..common.header.clone()
    };
    let said = |e: Error| cat.error(&e, None);
    let session = Session::with_ruleset(header.clone(), common.rules.clone()).map_err(said)?;
    if let Some(dir) = spec.journal.parent() {
        std::fs::create_dir_all(dir).map_err(|e| said(Error::io(dir.display().to_string(), e)))?;
    }
    let writer = Writer::create(&spec.journal, &header).map_err(said)?;
    Ok((session, writer))
}

impl Served {
    fn seated(&self) -> bool {
        self.seated.load(Ordering::SeqCst)
    }

    /// What the table's phones see now.
    pub(super) fn snapshot(&self) -> Arc<Snapshot> {
        self.state.served.snapshot.get()
    }

    /// An entry from the organiser's page (`undo`, `amend LINE …`, a tally…), sent to the table's
    /// writer as a phone's without a seat is, at the table as it stands: what it did (or why
    /// nothing was written), in the table's language.
    pub(super) async fn organiser(&self, entry: String) -> Result<String, String> {
        let cat = self.state.cat();
        if !self.seated() {
            return Err(cat.not_seated());
        }
        let seq = self.snapshot().seq;
        let (tx, rx) = tokio::sync::oneshot::channel();
        let phone = crate::table::served::Phone::new(entry.clone(), seq, move |o| {
            let _ = tx.send(o);
        })
        .confirmed(true);
        if !self.state.served.entries.send(phone) {
            return Err(cat.table_stopped(self.spec.number));
        }
        use crate::table::served::Outcome as O;
        match rx.await {
            Ok(O::Written { .. } | O::Duplicate { .. } | O::Held { .. }) => {
                Ok(cat.table_entered(self.spec.number, &entry))
            }
            Ok(O::Done { done, .. }) => Ok(done),
            Ok(O::Text { text, .. }) => Ok(text),
            Ok(O::Refused { reason }) => Err(reason),
            Ok(O::Moved { what }) => Err(what),
            Ok(O::Confirm { text }) => Err(text),
            Ok(O::Malformed) => Err(cat.malformed_entry()),
            Err(_) => Err(cat.table_stopped(self.spec.number)),
        }
    }

    /// `GET /t/N/`: the PIN's form, the seating's, or the table's page.
    fn home(&self, req: &Request) -> Response {
        if self.seated() || query(req, "pin").is_some() || !self.state.has_cookie(req) {
            return self.state.home(req);
        }
        let snap = self.state.served.snapshot.get();
        let cat = self.state.cat();
        let choices = |name: &str, players: &[String]| -> String {
            players
                .iter()
                .map(|p| {
                    format!(
                        "<label class=\"seat\"><input type=\"radio\" name=\"{name}\" value=\"{0}\" required/> {0}</label>",
                        escape(p)
                    )
                })
                .collect()
        };
        let all: Vec<String> = self.spec.players.iter().flatten().cloned().collect();
        // Only a refusal this table kept (`?m=KEY`), never the address's text.
        let message = query(req, "m")
            .and_then(|k| self.flash.take(&k))
            .map(|s| format!("<p class=\"msg bad\">{}</p>", escape(&s.text)))
            .unwrap_or_default();
        let below = format!(
            "<section id=\"ask\">{message}<p class=\"q first\">{}</p><form method=\"post\" action=\"{}start\" \
             class=\"seating\"><fieldset><legend>{}</legend>{}</fieldset><fieldset><legend>{}</legend>{}</fieldset>\
             <button class=\"wide\">{}</button></form></section>",
            escape(&cat.seating_ask()),
            self.pin.base(),
            escape(&cat.seating_dealer()),
            choices("dealer", &all),
            escape(&cat.seating_next()),
            choices("next", &all),
            escape(&cat.seating_start()),
        );
        self.state.page(&below, &snap)
    }

    /// `POST /t/N/start`: the seating chosen (`dealer`, `next`: two players of opposite teams),
    /// let in as an entry is; 200 `{"ok": true, "seq": 1}` (a form: 303 to the table's page), 422
    /// with the reason when it cannot be, 409 once the table is seated.
    fn start(self: Arc<Self>, mut req: Request) -> Answer {
        Box::pin(async move {
            let json_wanted = header(&req, "accept").is_some_and(|a| a.contains("application/json"));
            let state = &self.state;
            let urlencoded = match let_in(state, &mut req, json_wanted).await {
                Ok(u) => u,
                Err(refused) => return refused,
            };
            let cat = state.cat();
            if self.seated() {
                return refuse(state, json_wanted, StatusCode::CONFLICT, &cat.seated_already());
            }
            let get = |k: &str| if urlencoded { form::field(&req.body, k, true) } else { None };
            let players: Vec<String> = [get("dealer"), get("next")].into_iter().flatten().collect();
            let (tx, rx) = tokio::sync::oneshot::channel();
            let sent = self.seatings.lock().is_ok_and(|s| s.send(Seating { players, answer: tx }).is_ok());
            let outcome = match rx.await {
                Ok(o) if sent => o,
                _ => return Response::text(StatusCode::SERVICE_UNAVAILABLE, "the table has stopped"),
            };
            match outcome {
                Ok(seq) if json_wanted => Response::json(json!({"ok": true, "seq": seq}).to_string()),
                Ok(_) => Response::new(StatusCode::SEE_OTHER, "text/plain; charset=utf-8", "")
                    .with_header("Location", self.pin.base()),
                Err(why) if json_wanted => Response::json(json!({"ok": false, "refusal": why}).to_string())
                    .with_status(StatusCode::UNPROCESSABLE_ENTITY),
                Err(why) => {
                    let to = format!("{}?m={}", self.pin.base(), self.flash.put(Said { text: why, bad: true }));
                    Response::new(StatusCode::SEE_OTHER, "text/plain; charset=utf-8", "").with_header("Location", to)
                }
            }
        })
    }

    /// A post (`/entry`, `/seat`) before the table is seated: let in, then refused (422).
    fn unseated(self: Arc<Self>, mut req: Request) -> Answer {
        Box::pin(async move {
            let json_wanted = header(&req, "accept").is_some_and(|a| a.contains("application/json"));
            if let Err(refused) = let_in(&self.state, &mut req, json_wanted).await {
                return refused;
            }
            let why = self.state.cat().not_seated();
            if json_wanted {
                return Response::json(json!({"ok": false, "refusal": why}).to_string())
                    .with_status(StatusCode::UNPROCESSABLE_ENTITY);
            }
            refuse(&self.state, false, StatusCode::UNPROCESSABLE_ENTITY, &why)
        })
    }
}

/// The routes of table `t` under `/t/N/`, added to `router`.
pub(crate) fn routes(router: Router, t: Arc<Served>) -> Router {
    let base = t.pin.base().to_string();
    let bare = base.trim_end_matches('/').to_string();
    let to = base.clone();
    let (home, st, board, post, seat, start) = (t.clone(), t.clone(), t.clone(), t.clone(), t.clone(), t);
    router
        .get(&bare, move |_| {
            Response::new(StatusCode::PERMANENT_REDIRECT, "text/plain; charset=utf-8", "")
                .with_header("Location", to.clone())
        })
        .get(&base, move |req| home.home(req))
        .get(&format!("{base}state"), move |req| {
            let (tag, snap) = st.state.served.snapshot.tagged();
            Response::tagged(req, &tag, || Response::json(snap.state.clone()))
        })
        .get(&format!("{base}board"), move |_| Response::html(board.state.served.snapshot.get().board.clone()))
        .first_look(
            Method::POST,
            &format!("{base}entry"),
            Arc::new(
                move |req| {
                    if post.seated() {
                        routes::entry(post.state.clone(), req)
                    } else {
                        post.clone().unseated(req)
                    }
                },
            ),
        )
        .first_look(
            Method::POST,
            &format!("{base}seat"),
            Arc::new(move |req| {
                if seat.seated() {
                    super::super::seat::post(seat.state.clone(), req)
                } else {
                    seat.clone().unseated(req)
                }
            }),
        )
        .first_look(Method::POST, &format!("{base}start"), Arc::new(move |req| start.clone().start(req)))
}
