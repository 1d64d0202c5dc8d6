/*!
The table on the phones (`tapete new … --serve`, `tapete resume … --serve`; docs/serve.md): the
process that keeps the table also serves it on the table's network. The table's loop stays the
one writer ([`crate::table`], its served asker); this module is what the phones reach: the
server ([`crate::http`]) on a thread of its own, the page and `/state` made from snapshots the
writer publishes before each question ([`publish`]), and `POST /entry`, which hands a phone's
entry to the writer and waits for what it came to ([`routes`]). Who may write: the PIN of this
start ([`pin`]). Whose phone it is, for the phone's convenience: its seat ([`seat`]).
*/

pub(crate) mod concours;
pub(crate) mod flash;
pub(crate) mod form;
pub(crate) mod pin;
pub(crate) mod publish;
pub(crate) mod routes;
pub(crate) mod seat;

use crate::cards::Letters;
use crate::error::Error;
use crate::http::{self, Hosts, Limits, Peers, Shared};
use crate::i18n::Lang;
use crate::session::Session;
use crate::table;
use clap::Args;
use std::io::{IsTerminal, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener};
use std::sync::Arc;

/// `--serve` and its settings, for `new` and `resume`.
#[derive(Debug, Clone, Args)]
pub(crate) struct ServeArgs {
    /// Serve the table on the table's network: the phones show the board and, with the PIN,
    /// enter what happens (docs/serve.md).
    #[arg(long)]
    pub(crate) serve: bool,
    /// The port (default: 8080, or the next free one).
    #[arg(long, requires = "serve")]
    pub(crate) port: Option<u16>,
    /// One address to serve on (default: every address of this computer). Whatever the
    /// address, only peers on private networks (the table's) and this computer are answered.
    #[arg(long, requires = "serve")]
    pub(crate) bind: Option<String>,
    /// Answer peers outside the private networks too (anyone who can reach this computer: it
    /// warns). For a table whose network has public addresses.
    #[arg(long, requires = "serve")]
    pub(crate) allow_public: bool,
    /// The PIN that lets a phone write, six digits (default: six random digits each start).
    #[arg(long, requires = "serve", value_name = "NNNNNN")]
    pub(crate) pin: Option<String>,
}

/// Ports tried after 8080 when `--port` is not given.
const PORTS: std::ops::RangeInclusive<u16> = 8080..=8099;

/// The address `--bind` names: an IP address (IPv6 with or without brackets), or `localhost`.
pub(crate) fn bind_address(given: &str) -> Result<IpAddr, Error> {
    let text = given.trim();
    if text.eq_ignore_ascii_case("localhost") {
        return Ok(IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
    let bare = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')).unwrap_or(text);
    bare.parse().map_err(|_| Error::BindNotAddress { given: given.to_string() })
}

/// Why a server cannot listen: an address not this computer's is `--bind`'s fault, anything
/// else (a port in use, or not allowed) `--port`'s.
pub(crate) fn listen_error(addr: SocketAddr, e: &std::io::Error) -> Error {
    let (addr, message) = (addr.to_string(), e.to_string());
    if e.kind() == std::io::ErrorKind::AddrNotAvailable {
        Error::BindNotHere { addr, message }
    } else {
        Error::Listen { addr, message }
    }
}

/// Listen where the arguments say: `--bind`'s address, else every address; `--port`, else 8080
/// or the next free port. (Which peers are answered is the server's to check, whatever the
/// address: [`http::Peers`].)
fn listen(args: &ServeArgs) -> Result<TcpListener, Error> {
    let ip = match &args.bind {
        Some(b) => bind_address(b)?,
        // Every address, IPv6 and IPv4 (mapped) alike where the machine has IPv6; else IPv4.
        None if TcpListener::bind(SocketAddr::new(IpAddr::V6(Ipv6Addr::UNSPECIFIED), 0)).is_ok() => {
            IpAddr::V6(Ipv6Addr::UNSPECIFIED)
        }
        None => IpAddr::V4(Ipv4Addr::UNSPECIFIED),
    };
    if let Some(port) = args.port {
        let addr = SocketAddr::new(ip, port);
        return TcpListener::bind(addr).map_err(|e| listen_error(addr, &e));
    }
    let mut last = None;
    for port in PORTS {
        let addr = SocketAddr::new(ip, port);
        match TcpListener::bind(addr) {
            Ok(l) => return Ok(l),
            Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => last = Some((addr, e)),
            Err(e) => return Err(listen_error(addr, &e)),
        }
    }
    let (addr, e) = last.unwrap_or_else(|| (SocketAddr::new(ip, 8080), std::io::Error::other("busy")));
    Err(listen_error(addr, &e))
}

/// The addresses to say, the likeliest first: the bound one, or this computer's addresses its
/// peers may come from, private ones unless anyone is answered (loopback when it has none).
fn said(bound: SocketAddr, peers: Peers) -> Vec<SocketAddr> {
    if !bound.ip().is_unspecified() {
        return vec![bound];
    }
    let lan: Vec<SocketAddr> = crate::lan::reachable(&crate::lan::interfaces())
        .into_iter()
        .filter(|ip| peers.allows(IpAddr::V4(*ip)))
        .map(|ip| SocketAddr::new(ip.into(), bound.port()))
        .collect();
    if lan.is_empty() {
        vec![SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), bound.port())]
    } else {
        lan
    }
}

/// Whether another device can open one of the addresses said (not all of them loopback): only
/// then is a QR code offered to a phone "on the same network".
fn reached_from_elsewhere(addrs: &[SocketAddr]) -> bool {
    addrs.iter().any(|a| !a.ip().is_loopback())
}

/// A served table ready to start: its `--pin` checked, its listener bound and its PIN drawn, all
/// before anything is written, so that a start that fails leaves no session behind.
pub(crate) struct Start {
    listener: TcpListener,
    bound: SocketAddr,
    peers: Peers,
    pin: pin::Pin,
}

impl ServeArgs {
    /// The served table these arguments ask for (None without `--serve`), checked and bound.
    pub(crate) fn start(&self) -> Result<Option<Start>, Error> {
        if !self.serve {
            return Ok(None);
        }
        if let Some(p) = &self.pin {
            if !pin::Pin::valid(p) {
                return Err(Error::PinForm { given: p.clone() });
            }
        }
        let listener = listen(self)?;
        let bound = listener.local_addr().map_err(|e| Error::io("listen", e))?;
        let pin = pin::Pin::new(self.pin.as_deref())?;
        Ok(Some(Start { listener, bound, peers: Peers::allowing_public(self.allow_public), pin }))
    }
}

/// Serve `session` and keep its table: the server on a thread of its own, the table's loop on
/// this one, fed by the terminal and the phones, until `end`, `quit` or a signal.
pub(crate) fn run(
    start: Start,
    session: &mut Session,
    writer: &mut crate::journal::Writer,
    out: &mut dyn Write,
    prompts: &mut dyn Write,
    (lang, letters): (Lang, Letters),
) -> Result<table::Ending, Error> {
    let Start { listener, bound, peers, pin } = start;
    let addrs = said(bound, peers);
    let cat = lang.catalog();
    let url = format!("http://{}/", addrs[0]);
    let mut lines = vec![cat.serving_at(&url, &pin.digits)];
    if addrs.len() > 1 {
        let others: Vec<String> = addrs[1..].iter().map(|a| format!("http://{a}/")).collect();
        lines.push(cat.board_also(&others));
    }
    if bound.ip().is_unspecified() && addrs.iter().all(|a| a.ip().is_loopback()) {
        lines.push(cat.board_no_network());
    }
    // A phone's camera opens the first address; only a terminal that reads escape sequences
    // (`crate::vt`) shows the code, and only when another device can open it (not for this
    // computer's own loopback).
    if std::io::stderr().is_terminal() && crate::vt::stderr() && reached_from_elsewhere(&addrs) {
        if let Some(code) = crate::qr::block(&format!("{url}?pin={}", pin.digits)) {
            lines.push(cat.board_scan().to_string());
            lines.push(code.trim_end().to_string());
        }
    }
    if peers == Peers::Anyone {
        lines.push(cat.public_peers());
    }
    let _ = writeln!(prompts, "{}", lines.join("\n"));
    let _ = prompts.flush();

    let snapshot = Arc::new(Shared::new(publish::Snapshot::default()));
    let mut publisher = publish::Publisher::new(snapshot.clone(), lang, letters);
    let questions = session.questions();
    let asked: Vec<&crate::engine::Question> = questions.iter().collect();
    table::served::Publish::publish(&mut publisher, session, &asked, writer.lines());
    let mut asker = table::ask::served(out, Box::new(publisher));
    let Some(entries) = asker.entries() else { return Ok(table::Ending::Done) };
    let mut hosts: Vec<IpAddr> = addrs.iter().map(SocketAddr::ip).collect();
    hosts.extend([bound.ip(), IpAddr::V4(Ipv4Addr::LOCALHOST), IpAddr::V6(Ipv6Addr::LOCALHOST)]);
    let answering = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let restart = format!("tapete resume {} --serve", crate::term::path(&writer.path));
    let guessing = Box::new(move || {
        let _ = writeln!(std::io::stderr(), "{}", cat.pin_guessing(pin::BUDGET, &restart));
    });
    let served = routes::Served { snapshot, entries, pin, lang, answering: answering.clone(), guessing, above: None };
    let router = routes::router(served);
    let hosts = Hosts::with_name(&hosts, http::host::machine_name().as_deref(), bound.port());
    std::thread::spawn(move || {
        let on_event = move |e: http::Event| match e {
            http::Event::AcceptFailing(cause) => {
                let _ = writeln!(std::io::stderr(), "{}", cat.board_accept_failing(&cause.to_string()));
            }
        };
        // A body over the limit is a malformed entry (docs/serve.md): 400, as the others.
        let limits = Limits { body_too_large: hyper::StatusCode::BAD_REQUEST, ..Limits::standard() };
        let _ = http::serve(listener, router, (hosts, peers), limits, on_event);
    });
    let ending = table::run(session, writer, &mut asker, lang, letters);
    linger(&answering);
    ending
}

/// How long the process waits, once the table has ended, for the server to answer the phones
/// whose entries it took (the `end` that ended it among them).
const LINGER: std::time::Duration = std::time::Duration::from_secs(2);

/// Wait until no phone's entry is being answered (at most [`LINGER`]), then a moment for the
/// last answer's bytes to leave: a phone that ended the table is told its `end` was written.
fn linger(answering: &std::sync::atomic::AtomicUsize) {
    let start = std::time::Instant::now();
    while answering.load(std::sync::atomic::Ordering::SeqCst) > 0 && start.elapsed() < LINGER {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    std::thread::sleep(std::time::Duration::from_millis(100));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_qr_code_only_for_an_address_another_device_opens() {
        let at = |s: &str| s.parse::<SocketAddr>().unwrap();
        assert!(!reached_from_elsewhere(&[at("127.0.0.1:8080")]));
        assert!(!reached_from_elsewhere(&[at("[::1]:8080")]));
        assert!(reached_from_elsewhere(&[at("192.168.1.20:8080")]));
        assert!(reached_from_elsewhere(&[at("192.168.1.20:8080"), at("127.0.0.1:8080")]));
    }
}
