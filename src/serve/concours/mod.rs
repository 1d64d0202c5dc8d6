/*!
A concours served from its tables (`tapete concours serve`; docs/concours.md, "From the tables"):
one process serves every table of the current round, each under `/t/N/` with its own PIN, cookie,
session journal and writer thread ([`table`]), and the projector at `/` with `GET /state` (no
PIN): every table's stage, hand and totals, and the standings ([`projector`]). The PINs are kept
in the round's folder ([`pins`]). The concours journal itself is written by the command that
starts this (`commands::concours`), its one writer: a table tells it when both sides have
confirmed ([`table::Told`]), and it says what the concours holds now ([`Board`]).
*/

pub(crate) mod admin;
pub(crate) mod pins;
mod projector;
pub(crate) mod table;

use super::ServeArgs;
use crate::error::Error;
use crate::http::{self, Hosts, Limits, Router, Shared};
use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::time::SystemTime;

/// Connections a served concours holds at once: 150 tables of 4 phones, each phone's page with a
/// connection or two open, the projectors and the organiser's, with room to spare; within what
/// the process's open-file limit leaves spare ([`http::Limits::within`]), which the server
/// raises to [`OPEN_FILES`] first (within the hard limit).
const CONNECTIONS: usize = 2048;
/// The open-file limit a served concours asks for: its connections, and the descriptors kept
/// spare beside them (each table's journal and its lock, the concours's, the listener).
const OPEN_FILES: u64 = CONNECTIONS as u64 + http::limits::SPARE_DESCRIPTORS;

/// The round served: its number, the partie's hands, its tables, where their PINs are kept, and
/// when its clock runs out (`--round-minutes`, from the draw's time; not stored).
pub(crate) struct Round {
    pub(crate) number: u32,
    pub(crate) hands: u32,
    pub(crate) tables: Vec<table::Spec>,
    pub(crate) pins: PathBuf,
    pub(crate) deadline: Option<SystemTime>,
}

/// The round being served, as the projector and the organiser's page read it.
#[derive(Default)]
pub(crate) struct Current {
    pub(crate) round: u32,
    pub(crate) hands: u32,
    pub(crate) deadline: Option<SystemTime>,
    pub(crate) tables: Vec<Arc<table::Served>>,
}

/// Minutes left on a round's clock that runs out at `deadline` (negative: over by).
pub(crate) fn minutes_left(deadline: SystemTime) -> i64 {
    match deadline.duration_since(SystemTime::now()) {
        Ok(left) => left.as_secs().div_ceil(60) as i64,
        Err(over) => -((over.duration().as_secs() / 60) as i64),
    }
}

/// What the concours holds now, as its one writer makes it after each entry: the standings (the
/// projector's fragment and `/state`'s document), the tables whose result is in, and the teams
/// still playing (the organiser's page offers them for a withdrawal).
#[derive(Debug, Clone, Default)]
pub(crate) struct Board {
    pub(crate) fragment: String,
    pub(crate) standings: serde_json::Value,
    pub(crate) done: Vec<u32>,
    pub(crate) teams: Vec<String>,
    /// Moves with each board made.
    pub(crate) seq: u64,
}

/// A table as the organiser is told of it: its number, teams, address and PIN.
pub(crate) type Said = (u32, String, String, String);

/// A served concours running: what its tables and the organiser's page tell the concours, where
/// the board goes, what the organiser is told (the projector's address, the organiser's page and
/// its PIN, each table's number, teams, address and PIN), and how another round is served.
pub(crate) struct Running {
    pub(crate) told: Receiver<table::Told>,
    pub(crate) board: Arc<Shared<Board>>,
    pub(crate) url: String,
    pub(crate) admin_pin: String,
    pub(crate) tables: Vec<Said>,
    /// Other addresses of the projector.
    pub(crate) others: Vec<String>,
    pub(crate) rounds: Rounds,
}

/// Serves a round's tables in place of the round before, while the server runs.
pub(crate) struct Rounds {
    common: table::Common,
    told: Sender<table::Told>,
    url: String,
    current: Arc<Shared<Current>>,
    router: Arc<Shared<Router>>,
}

impl Rounds {
    /// Serve `round`: its PINs kept (or drawn), every table started, and its routes in place of
    /// the round before's (whose tables stop once their last request is answered).
    pub(crate) fn serve(&self, round: Round) -> Result<Vec<Said>, Error> {
        let numbers: Vec<u32> = round.tables.iter().map(|t| t.number).collect();
        let pins = pins::kept(&round.pins, &numbers)?;
        let mut router = Router::new();
        let mut served = Vec::new();
        let mut said = Vec::new();
        for (spec, pin) in round.tables.iter().cloned().zip(pins) {
            let timing = (round.hands, round.deadline);
            let t = Arc::new(table::start(spec, pin, self.common.clone(), timing, self.told.clone())?);
            said.push((
                t.spec.number,
                t.spec.teams.join(" vs "),
                format!("{}t/{}/", self.url, t.spec.number),
                t.pin.digits.clone(),
            ));
            router = table::routes(router, t.clone());
            served.push(t);
        }
        self.router.set(router);
        self.current.set(Current { round: round.number, hands: round.hands, deadline: round.deadline, tables: served });
        Ok(said)
    }
}

/// Serve `round`: its PINs kept (or drawn), every table started, the organiser's page (its PIN
/// kept in `admin_pin`; `restart`, the command that serves the concours again, said with it when
/// someone is guessing that PIN), the server on a thread of its own. Everything is checked (the address,
/// the PINs) before a table's journal can be written.
pub(crate) fn start(
    args: &ServeArgs,
    (round, admin_pin, restart): (Round, PathBuf, String),
    common: table::Common,
    board: Board,
) -> Result<Running, Error> {
    // Raised before anything is opened, so that the cap is known when the server starts.
    let open_files = http::descriptors::raise(OPEN_FILES);
    let listener = super::listen(args)?;
    let bound = listener.local_addr().map_err(|e| Error::io("listen", e))?;
    let peers = http::Peers::allowing_public(args.allow_public);
    let addrs = super::said(bound, peers);
    let url = format!("http://{}/", addrs[0]);
    let others = addrs[1..].iter().map(|a| format!("http://{a}/")).collect();
    let guessed = common.lang.catalog().admin_guessed(super::pin::BUDGET, &crate::term::path(&admin_pin), &restart);
    let admin_pin = pins::kept(&admin_pin, &[0])?.remove(0);
    let (tx, told) = channel();
    let board = Arc::new(Shared::new(board));
    let lang = common.lang;
    let rounds = Rounds {
        common,
        told: tx.clone(),
        url: url.clone(),
        current: Arc::new(Shared::new(Current::default())),
        router: Arc::new(Shared::new(Router::new())),
    };
    let said = rounds.serve(round)?;
    let mut router = Router::new().under("/t/", rounds.router.clone());
    let projector = projector::Projector { lang, current: rounds.current.clone(), board: board.clone() };
    router = projector::routes(router, Arc::new(projector));
    let admin = admin::Admin::new(admin_pin.clone(), lang, (rounds.current.clone(), board.clone()), tx, guessed);
    router = admin::routes(router, Arc::new(admin));
    let mut hosts: Vec<IpAddr> = addrs.iter().map(SocketAddr::ip).collect();
    hosts.extend([bound.ip(), IpAddr::V4(Ipv4Addr::LOCALHOST), IpAddr::V6(Ipv6Addr::LOCALHOST)]);
    let hosts = Hosts::with_name(&hosts, http::host::machine_name().as_deref(), bound.port());
    let cat = lang.catalog();
    std::thread::spawn(move || {
        let on_event = move |e: http::Event| match e {
            http::Event::AcceptFailing(cause) => {
                let _ = writeln!(std::io::stderr(), "{}", cat.board_accept_failing(&cause.to_string()));
            }
        };
        let limits = Limits {
            body_too_large: hyper::StatusCode::BAD_REQUEST,
            max_connections: CONNECTIONS,
            ..Limits::standard()
        }
        .within(open_files);
        let _ = http::serve(listener, router, (hosts, peers), limits, on_event);
    });
    Ok(Running { told, board, url, admin_pin: admin_pin.digits, tables: said, others, rounds })
}
