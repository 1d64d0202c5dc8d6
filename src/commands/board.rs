//! `tapete board [FILE] [--port P] [--bind ADDR]`: the live scoreboard of a session (default: the
//! latest unfinished one) served as a web page that follows every new entry. Read-only: a thread
//! of its own looks at the journal as soon as the operating system says it changed (every 200 ms
//! where it cannot say: `crate::watch`) and folds only the lines appended since
//! ([`crate::report::followed`]), never locking or writing it, so the board runs beside the
//! table; the server ([`crate::http`]) answers from the latest snapshot. The page is
//! [`crate::report::live`]'s; `GET /state` the same board as data (docs/serve.md).
//!
//! Bound to every network (`--bind 0.0.0.0`), it says the addresses a phone or TV at the table
//! can open ([`crate::lan`]), never `0.0.0.0`, and at a terminal draws the first as a QR code.
//! Whatever the address, only peers on private networks and this computer are answered, unless
//! `--allow-public` says anyone may be (and the board warns).

use crate::error::{Error, Finished};
use crate::http::{self, Csp, Hosts, Limits, Peers, Response, Router, Shared};
use crate::i18n::LangChoice;
use crate::report::followed::{Followed, Snapshot};
use crate::report::live;
use clap::Args;
use std::io::{IsTerminal, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Debug, Args)]
pub(crate) struct BoardArgs {
    /// The session journal: its path or its name as `tapete sessions` lists it (default: the
    /// latest unfinished session).
    pub(crate) file: Option<PathBuf>,
    /// The port to serve on (0: any free port; the address is printed).
    #[arg(long, default_value_t = 8080)]
    pub(crate) port: u16,
    /// The address to listen on: 127.0.0.1 (this computer only) or 0.0.0.0 (a tablet or TV on
    /// the table's network: its addresses are printed, and a QR code of the first). Whatever the
    /// address, only peers on private networks and this computer are answered.
    #[arg(long, default_value = "127.0.0.1")]
    pub(crate) bind: String,
    /// Answer peers outside the private networks too (anyone who can reach this computer: it
    /// warns).
    #[arg(long)]
    pub(crate) allow_public: bool,
    /// The ruleset file of an older journal that names its ruleset by path.
    #[arg(long, value_name = "FILE")]
    pub(crate) ruleset: Option<PathBuf>,
}

/// The board's addresses to say, the likeliest first, and whether another device can open them.
/// Bound to every network: this computer's addresses on those its `peers` come from, or its own
/// when it has none.
fn addresses(bound: SocketAddr, peers: Peers) -> (Vec<SocketAddr>, bool) {
    if !bound.ip().is_unspecified() {
        return (vec![bound], !bound.ip().is_loopback());
    }
    let port = bound.port();
    let lan: Vec<SocketAddr> = crate::lan::reachable(&crate::lan::interfaces())
        .into_iter()
        .filter(|ip| peers.allows(IpAddr::V4(*ip)))
        .map(|ip| SocketAddr::new(ip.into(), port))
        .collect();
    if lan.is_empty() {
        let own = match bound.ip() {
            IpAddr::V4(_) => IpAddr::V4(Ipv4Addr::LOCALHOST),
            IpAddr::V6(_) => IpAddr::V6(Ipv6Addr::LOCALHOST),
        };
        return (vec![SocketAddr::new(own, port)], false);
    }
    (lan, true)
}

pub(crate) fn cmd_board(args: &BoardArgs, choice: LangChoice, err: &mut dyn Write) -> Result<Finished, Error> {
    let path = match &args.file {
        Some(p) => crate::store::resolve(p),
        None => {
            let dir = crate::store::sessions_dir()?;
            crate::store::list(&dir)
                .into_iter()
                .find(|p| super::resume::unfinished(p))
                .ok_or_else(|| Error::NoUnfinished { dir: dir.display().to_string(), board: true })?
        }
    };
    // Watched before it is read: a line appended in between is seen at the first look.
    let watch = crate::watch::Watch::new(&path);
    let (mut followed, first) = Followed::start(&path, args.ruleset.as_deref(), choice)?;
    let asked = SocketAddr::new(crate::serve::bind_address(&args.bind)?, args.port);
    let listener = std::net::TcpListener::bind(asked).map_err(|e| crate::serve::listen_error(asked, &e))?;
    let bound = listener.local_addr().unwrap_or(asked);
    let cat = choice.of_session(followed.session().header.lang.as_deref()).catalog();
    let peers = Peers::allowing_public(args.allow_public);
    let addrs = say_where((asked, bound, peers), &path, cat, err);
    let snapshot = Arc::new(Shared::new(first));
    let latest = snapshot.clone();
    std::thread::spawn(move || loop {
        watch.wait();
        // A journal that does not read (a line being written over) leaves the last board.
        if let Ok(Some(next)) = followed.step() {
            latest.set(next);
        }
    });
    read_only(listener, routes(snapshot), (bound, peers), &addrs, cat)
}

/// Serve a read-only page's `routes` on `listener` (bound at `bound`, reached at `addrs`) to
/// `peers` with the limits every page has, until the process ends; a failing accept is said on
/// standard error.
pub(crate) fn read_only(
    listener: std::net::TcpListener,
    routes: Router,
    (bound, peers): (SocketAddr, Peers),
    addrs: &[SocketAddr],
    cat: &'static dyn crate::i18n::Catalog,
) -> Result<Finished, Error> {
    let hosts = Hosts::new(&served(bound, addrs), bound.port());
    let on_event = move |e: http::Event| match e {
        http::Event::AcceptFailing(cause) => {
            let _ = writeln!(std::io::stderr(), "{}", cat.board_accept_failing(&cause.to_string()));
        }
    };
    http::serve(listener, routes, (hosts, peers), Limits::standard(), on_event)
        .map_err(|e| Error::Listen { addr: bound.to_string(), message: e.to_string() })?;
    Ok(Finished::Done)
}

/// Say where the board is served (its first address as a QR code too, at a terminal, when
/// another device can open it), and that it answers anyone when it does; give the addresses said.
pub(crate) fn say_where(
    (asked, bound, peers): (SocketAddr, SocketAddr, Peers),
    path: &std::path::Path,
    cat: &dyn crate::i18n::Catalog,
    err: &mut dyn Write,
) -> Vec<SocketAddr> {
    let (addrs, reachable) = addresses(bound, peers);
    let urls: Vec<String> = addrs.iter().map(|a| format!("http://{a}/")).collect();
    let mut said = vec![cat.board_at(&urls[0], &crate::term::path(path))];
    if urls.len() > 1 {
        said.push(cat.board_also(&urls[1..]));
    }
    if !reachable && asked.ip().is_unspecified() {
        said.push(cat.board_no_network());
    }
    // A phone's camera opens the first address; only a terminal shows the code (one that reads
    // escape sequences: `crate::vt`).
    if reachable && std::io::stderr().is_terminal() && crate::vt::stderr() {
        if let Some(code) = crate::qr::block(&urls[0]) {
            said.push(cat.board_scan().to_string());
            said.push(code.trim_end().to_string());
        }
    }
    if peers == Peers::Anyone {
        said.push(cat.public_peers());
    }
    let _ = writeln!(err, "{}", said.join("\n"));
    let _ = err.flush();
    addrs
}

/// The board's routes: the page, its board part, and the state as data; all from the snapshot.
fn routes(snapshot: Arc<Shared<Snapshot>>) -> Router {
    let policy = Csp::none().style(&live::style()).script(live::SCRIPT);
    tagged_routes(snapshot, policy, |s| s.page.clone(), |s| s.fragment.clone(), |s| s.state.clone())
}

/// A read-only page's routes from its snapshot: `/` (the page, allowed its style and script by
/// `policy`), `/board` (its live part) and `/state` (JSON). Each answer is tagged by its snapshot,
/// so a page polled between two changes answers 304 Not Modified.
pub(crate) fn tagged_routes<S: Send + Sync + 'static>(
    snapshot: Arc<Shared<S>>,
    policy: Csp,
    page: fn(&S) -> bytes::Bytes,
    fragment: fn(&S) -> bytes::Bytes,
    state: fn(&S) -> bytes::Bytes,
) -> Router {
    let (a, b, c) = (snapshot.clone(), snapshot.clone(), snapshot);
    Router::new()
        .get("/", move |r| {
            let (tag, s) = a.tagged();
            Response::tagged(r, &tag, || Response::html(page(&s)).with_csp(policy.clone()))
        })
        .get("/board", move |r| {
            let (tag, s) = b.tagged();
            Response::tagged(r, &tag, || Response::html(fragment(&s)))
        })
        .get("/state", move |r| {
            let (tag, s) = c.tagged();
            Response::tagged(r, &tag, || Response::json(state(&s)))
        })
}

/// The addresses a request's `Host` may name: those the board is bound to and says, and this
/// computer's own when it listens on it.
fn served(bound: SocketAddr, said: &[SocketAddr]) -> Vec<IpAddr> {
    let mut out: Vec<IpAddr> = said.iter().map(SocketAddr::ip).collect();
    out.push(bound.ip());
    if bound.ip().is_unspecified() || bound.ip().is_loopback() {
        out.extend([IpAddr::V4(Ipv4Addr::LOCALHOST), IpAddr::V6(Ipv6Addr::LOCALHOST)]);
    }
    out
}
