//! `tapete board [FILE] [--port P] [--bind ADDR]`: the live scoreboard of a session (default: the
//! latest unfinished one) served as a web page that follows every new entry. Read-only: the
//! journal is read again whenever it changes, never locked or written, so the board runs beside
//! the table. The page is [`crate::report::live`]'s.
//!
//! Bound to every network (`--bind 0.0.0.0`), it says the addresses a phone or TV at the table
//! can open ([`crate::lan`]), never `0.0.0.0`, and at a terminal draws the first as a QR code.

use crate::error::{Error, Finished};
use crate::i18n::{Lang, LangChoice};
use crate::journal::Journal;
use crate::report::live;
use crate::session::Session;
use clap::Args;
use std::io::{IsTerminal, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

#[derive(Debug, Args)]
pub struct BoardArgs {
    /// The session journal (default: the latest unfinished session).
    pub file: Option<PathBuf>,
    /// The port to serve on (0: any free port; the address is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The address to listen on: 127.0.0.1 (this computer only) or 0.0.0.0 (a tablet or TV on
    /// the table's network: its addresses are printed, and a QR code of the first).
    #[arg(long, default_value = "127.0.0.1")]
    pub bind: String,
    /// The ruleset file of an older journal that names its ruleset by path.
    #[arg(long, value_name = "FILE")]
    pub ruleset: Option<PathBuf>,
}

/// The page and its board part as the journal stood when last read, and how to tell it changed.
struct Board {
    page: String,
    fragment: String,
    stamp: Option<(u64, SystemTime)>,
    /// The language the board speaks: the session's unless `--lang` says otherwise.
    lang: Lang,
}

fn stamp(path: &Path) -> Option<(u64, SystemTime)> {
    let m = std::fs::metadata(path).ok()?;
    Some((m.len(), m.modified().ok()?))
}

impl Board {
    fn read(path: &Path, ruleset: Option<&Path>, choice: LangChoice) -> Result<Board, Error> {
        let stamp = stamp(path);
        let journal = Journal::read(path)?;
        let lang = choice.of_session(journal.header.lang.as_deref());
        let session = Session::replay_with(journal, ruleset)?;
        let cat = lang.catalog();
        Ok(Board { page: live::page(&session, cat), fragment: live::fragment(&session, cat), stamp, lang })
    }
}

/// The address `--bind` names: an IP address (IPv6 with or without brackets), or `localhost`.
fn bind_address(given: &str) -> Result<IpAddr, Error> {
    let text = given.trim();
    if text.eq_ignore_ascii_case("localhost") {
        return Ok(IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
    let bare = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')).unwrap_or(text);
    bare.parse().map_err(|_| Error::BindNotAddress { given: given.to_string() })
}

/// Why the board could not listen: an address not this computer's is the `--bind`'s fault;
/// anything else (a port in use, or not allowed) the `--port`'s.
fn listen_error(addr: SocketAddr, e: &(dyn std::error::Error + 'static)) -> Error {
    let not_here =
        e.downcast_ref::<std::io::Error>().is_some_and(|io| io.kind() == std::io::ErrorKind::AddrNotAvailable);
    let (addr, message) = (addr.to_string(), e.to_string());
    if not_here {
        Error::BindNotHere { addr, message }
    } else {
        Error::Listen { addr, message }
    }
}

/// The board's addresses to say, the likeliest first, and whether another device can open them.
/// Bound to every network: this computer's addresses on them, or its own when it has none.
fn addresses(bound: SocketAddr) -> (Vec<SocketAddr>, bool) {
    if !bound.ip().is_unspecified() {
        return (vec![bound], !bound.ip().is_loopback());
    }
    let port = bound.port();
    let lan: Vec<SocketAddr> = crate::lan::reachable(&crate::lan::interfaces())
        .into_iter()
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

pub fn cmd_board(args: &BoardArgs, choice: LangChoice, err: &mut dyn Write) -> Result<Finished, Error> {
    let path = match &args.file {
        Some(p) => p.clone(),
        None => {
            let dir = crate::store::sessions_dir()?;
            crate::store::list(&dir)
                .into_iter()
                .find(|p| super::resume::unfinished(p))
                .ok_or_else(|| Error::NoUnfinished { dir: dir.display().to_string(), board: true })?
        }
    };
    let ruleset = args.ruleset.as_deref();
    let mut board = Board::read(&path, ruleset, choice)?;
    let asked = SocketAddr::new(bind_address(&args.bind)?, args.port);
    let server = tiny_http::Server::http(asked).map_err(|e| listen_error(asked, e.as_ref()))?;
    let (addrs, reachable) = addresses(server.server_addr().to_ip().unwrap_or(asked));
    let urls: Vec<String> = addrs.iter().map(|a| format!("http://{a}/")).collect();
    let cat = board.lang.catalog();
    let mut said = vec![cat.board_at(&urls[0], &crate::term::path(&path))];
    if urls.len() > 1 {
        said.push(cat.board_also(&urls[1..]));
    }
    if !reachable && asked.ip().is_unspecified() {
        said.push(cat.board_no_network());
    }
    // A phone's camera opens the first address; only a terminal shows the code.
    if reachable && std::io::stderr().is_terminal() {
        if let Some(code) = crate::qr::block(&urls[0]) {
            said.push(cat.board_scan().to_string());
            said.push(code.trim_end().to_string());
        }
    }
    let _ = writeln!(err, "{}", said.join("\n"));
    let _ = err.flush();
    for request in server.incoming_requests() {
        // A journal that changed is read again; while it does not read (a line being written),
        // the last board stands.
        if stamp(&path) != board.stamp {
            if let Ok(b) = Board::read(&path, ruleset, choice) {
                board = b;
            }
        }
        let head = |k: &str, v: &str| tiny_http::Header::from_bytes(k.as_bytes(), v.as_bytes()).ok();
        let html = head("Content-Type", "text/html; charset=utf-8");
        let fresh = head("Cache-Control", "no-store");
        let (code, body) = match (request.method(), request.url()) {
            (tiny_http::Method::Get | tiny_http::Method::Head, "/") => (200, board.page.clone()),
            (tiny_http::Method::Get | tiny_http::Method::Head, "/board") => (200, board.fragment.clone()),
            (tiny_http::Method::Get | tiny_http::Method::Head, _) => (404, "not found".to_string()),
            _ => (405, "the board is read-only".to_string()),
        };
        let mut response = tiny_http::Response::from_string(body).with_status_code(code);
        for h in [html, fresh].into_iter().flatten() {
            response.add_header(h);
        }
        let _ = request.respond(response);
    }
    Ok(Finished::Done)
}
