/*!
A concours served from its tables (`tapete concours serve`; docs/concours.md, "From the tables"):
one process serves every table of the current round, each under `/t/N/` with its own PIN, cookie,
session journal and writer thread ([`table`]), and the projector at `/` with `GET /state` (no
PIN): every table's stage, hand and totals, and the standings ([`projector`]). The PINs are kept
in the round's folder ([`pins`]). The concours journal itself is written by the command that
starts this (`commands::concours`), its one writer: a table tells it when both sides have
confirmed ([`table::Told`]), and it says what the concours holds now ([`Board`]).
*/

pub(crate) mod pins;
mod projector;
pub(crate) mod table;

use super::ServeArgs;
use crate::error::Error;
use crate::http::{self, Hosts, Limits, Router, Shared};
use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::mpsc::{channel, Receiver};
use std::sync::Arc;
use std::time::SystemTime;

/// The round served: its number, the partie's hands, its tables, where their PINs are kept, and
/// when its clock runs out (`--round-minutes`, from the draw's time; not stored).
pub(crate) struct Round {
    pub(crate) number: u32,
    pub(crate) hands: u32,
    pub(crate) tables: Vec<table::Spec>,
    pub(crate) pins: PathBuf,
    pub(crate) deadline: Option<SystemTime>,
}

/// What the concours holds now, as its one writer makes it after each entry: the standings (the
/// projector's fragment and `/state`'s document), and the tables whose result is in.
#[derive(Debug, Clone, Default)]
pub(crate) struct Board {
    pub(crate) fragment: String,
    pub(crate) standings: serde_json::Value,
    pub(crate) done: Vec<u32>,
    /// Moves with each board made.
    pub(crate) seq: u64,
}

/// A served concours running: what its tables tell the concours, where the board goes, and what
/// the organiser is told (the projector's address; each table's number, teams, address and PIN).
pub(crate) struct Running {
    pub(crate) told: Receiver<table::Told>,
    pub(crate) board: Arc<Shared<Board>>,
    pub(crate) url: String,
    pub(crate) tables: Vec<(u32, String, String, String)>,
    /// Other addresses of the projector.
    pub(crate) others: Vec<String>,
}

/// Serve `round`: its PINs kept (or drawn), every table started, the server on a thread of its
/// own. Everything is checked (the address, the PINs) before a table's journal can be written.
pub(crate) fn start(args: &ServeArgs, round: Round, common: table::Common, board: Board) -> Result<Running, Error> {
    let listener = super::listen(args)?;
    let bound = listener.local_addr().map_err(|e| Error::io("listen", e))?;
    let peers = http::Peers::allowing_public(args.allow_public);
    let numbers: Vec<u32> = round.tables.iter().map(|t| t.number).collect();
    let pins = pins::kept(&round.pins, &numbers)?;
    let addrs = super::said(bound, peers);
    let url = format!("http://{}/", addrs[0]);
    let others = addrs[1..].iter().map(|a| format!("http://{a}/")).collect();
    let (tx, told) = channel();
    let board = Arc::new(Shared::new(board));
    let mut router = Router::new();
    let mut served = Vec::new();
    let mut said = Vec::new();
    for (spec, pin) in round.tables.iter().cloned().zip(pins) {
        let t = Arc::new(table::start(spec, pin, common.clone(), round.hands, tx.clone())?);
        said.push((
            t.spec.number,
            t.spec.teams.join(" vs "),
            format!("{url}t/{}/", t.spec.number),
            t.pin.digits.clone(),
        ));
        router = table::routes(router, t.clone());
        served.push(t);
    }
    let view = projector::View { round: round.number, hands: round.hands, deadline: round.deadline, lang: common.lang };
    router = projector::routes(router, Arc::new(projector::Projector { view, tables: served, board: board.clone() }));
    let mut hosts: Vec<IpAddr> = addrs.iter().map(SocketAddr::ip).collect();
    hosts.extend([bound.ip(), IpAddr::V4(Ipv4Addr::LOCALHOST), IpAddr::V6(Ipv6Addr::LOCALHOST)]);
    let hosts = Hosts::with_name(&hosts, http::host::machine_name().as_deref(), bound.port());
    let cat = common.lang.catalog();
    std::thread::spawn(move || {
        let on_event = move |e: http::Event| match e {
            http::Event::AcceptFailing(cause) => {
                let _ = writeln!(std::io::stderr(), "{}", cat.board_accept_failing(&cause.to_string()));
            }
        };
        let limits = Limits { body_too_large: hyper::StatusCode::BAD_REQUEST, ..Limits::standard() };
        let _ = http::serve(listener, router, (hosts, peers), limits, on_event);
    });
    Ok(Running { told, board, url, tables: said, others })
}
