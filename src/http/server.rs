//! The accept loop and the connections: see the module's documentation ([`super`]).

use super::body;
use super::host::Hosts;
use super::limits::Limits;
use super::peers::Peers;
use super::router::{Read, Request, Response, Rest, Router};
use bytes::{Bytes, BytesMut};
use http_body_util::Full;
use hyper::body::Incoming;
use hyper::header::{HeaderValue, CONTENT_LENGTH, HOST};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::StatusCode;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::convert::Infallible;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio::time::Instant;

/// What the server has to say while it runs (the caller words it).
#[derive(Debug)]
pub(crate) enum Event {
    /// Accepting a connection failed for want of a resource (file descriptors, memory): the
    /// server waits a moment and goes on. Said at most once a minute (a crowd of idle clients
    /// may keep it failing on and off).
    AcceptFailing(io::Error),
}

/// What every connection shares.
struct Ctx {
    router: Router,
    hosts: Hosts,
    limits: Limits,
    peers: Peers,
    /// Connections served now, in all and by address.
    open: AtomicUsize,
    by_address: Mutex<HashMap<IpAddr, usize>>,
}

impl Ctx {
    fn new(router: Router, (hosts, peers): (Hosts, Peers), limits: Limits) -> Ctx {
        Ctx { router, hosts, limits, peers, open: AtomicUsize::new(0), by_address: Mutex::new(HashMap::new()) }
    }
}

/// The address connections are counted by: a peer's whole address (an IPv4 address mapped into
/// IPv6 as itself). Not an IPv6 /64: the phones of one home network share theirs.
fn counted_as(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// A place taken by a connection being served, given back when it ends (dropped).
struct Place {
    ctx: Arc<Ctx>,
    from: IpAddr,
}

impl Place {
    /// A place for a connection from `peer`, unless the server serves as many as it may at once,
    /// in all or from that address.
    fn take(ctx: &Arc<Ctx>, peer: IpAddr) -> Option<Place> {
        if ctx.open.load(Ordering::Relaxed) >= ctx.limits.max_connections {
            return None;
        }
        let from = counted_as(peer);
        let mut by = ctx.by_address.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let held = by.entry(from).or_insert(0);
        if *held >= ctx.limits.max_per_address {
            return None;
        }
        *held += 1;
        ctx.open.fetch_add(1, Ordering::Relaxed);
        Some(Place { ctx: ctx.clone(), from })
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        self.ctx.open.fetch_sub(1, Ordering::Relaxed);
        let mut by = self.ctx.by_address.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(held) = by.get_mut(&self.from) {
            *held = held.saturating_sub(1);
            if *held == 0 {
                by.remove(&self.from);
            }
        }
    }
}

/// Serve `router` on `listener` to `peers` until the process ends, on a runtime of one thread
/// (this one). An error only when the runtime cannot start.
pub(crate) fn serve(
    listener: std::net::TcpListener,
    router: Router,
    (hosts, peers): (Hosts, Peers),
    limits: Limits,
    on_event: impl Fn(Event) + Send + Sync + 'static,
) -> io::Result<()> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_io().enable_time().build()?;
    listener.set_nonblocking(true)?;
    let ctx = Arc::new(Ctx::new(router, (hosts, peers), limits));
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::from_std(listener)?;
        accept_loop(listener, ctx, &on_event).await;
        Ok(())
    })
}

/// How long a failing accept waits before it is said again.
const SAY_AGAIN_AFTER: std::time::Duration = std::time::Duration::from_secs(60);

async fn accept_loop(listener: tokio::net::TcpListener, ctx: Arc<Ctx>, on_event: &(dyn Fn(Event) + Send + Sync)) {
    let mut said: Option<Instant> = None;
    loop {
        match listener.accept().await {
            Ok((stream, peer)) => {
                // Beyond the caps, in all or for its address, closed at once (dropped): the
                // server keeps its descriptors, and one client cannot take every place.
                let Some(place) = Place::take(&ctx, peer.ip()) else {
                    drop(stream);
                    continue;
                };
                let _ = stream.set_nodelay(true);
                tokio::spawn(connection(stream, peer, place));
            }
            // A connection that was reset before it was accepted: nothing to wait for.
            Err(e) if matches!(e.kind(), io::ErrorKind::ConnectionAborted | io::ErrorKind::ConnectionReset) => {}
            Err(e) => {
                if said.is_none_or(|at| at.elapsed() >= SAY_AGAIN_AFTER) {
                    on_event(Event::AcceptFailing(e));
                    said = Some(Instant::now());
                }
                tokio::time::sleep(super::limits::ACCEPT_BACKOFF).await;
            }
        }
    }
}

/// One connection, served until the client closes it, it stays silent past the idle timeout,
/// its head is too slow or too large, or a request is not whole by its deadline.
async fn connection(stream: TcpStream, peer: SocketAddr, place: Place) {
    let ctx = place.ctx.clone();
    let epoch = Instant::now();
    let moved = Arc::new(AtomicU64::new(0));
    let began = Arc::new(AtomicU64::new(0));
    let io = TokioIo::new(Watched { inner: stream, moved: moved.clone(), began: began.clone(), epoch });
    let limits = ctx.limits;
    let service = service_fn(move |req| {
        let (ctx, began) = (ctx.clone(), began.clone());
        async move {
            // The request's deadline runs from its first byte (its head's): head and body in all.
            let first = match began.load(Ordering::Relaxed) {
                0 => Instant::now(),
                at => epoch + std::time::Duration::from_millis(at - 1),
            };
            let answer = answer(req, peer, &ctx, first + ctx.limits.request_timeout).await;
            // Answered: the next byte read starts the next request.
            began.store(0, Ordering::Relaxed);
            Ok::<_, Infallible>(finish(answer))
        }
    });
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .max_header_size(limits.max_header_bytes)
        .max_buf_size((limits.max_header_bytes * 2).max(8192));
    let conn = builder.serve_connection(io, service);
    tokio::select! {
        _ = conn => {}
        _ = silent(&moved, epoch, limits.idle_timeout) => {}
    }
    drop(place);
}

/// Ends when nothing has moved on the connection for `timeout`.
async fn silent(moved: &AtomicU64, epoch: Instant, timeout: std::time::Duration) {
    loop {
        let last = epoch + std::time::Duration::from_millis(moved.load(Ordering::Relaxed));
        let deadline = last + timeout;
        if Instant::now() >= deadline {
            return;
        }
        tokio::time::sleep_until(deadline).await;
    }
}

/// A connection's socket that notes when bytes last moved either way, and when the first byte
/// of the request being received came (milliseconds from `epoch`, plus one; 0 between requests).
struct Watched {
    inner: TcpStream,
    moved: Arc<AtomicU64>,
    began: Arc<AtomicU64>,
    epoch: Instant,
}

impl Watched {
    fn note(&self) -> u64 {
        let now = self.epoch.elapsed().as_millis() as u64;
        self.moved.store(now, Ordering::Relaxed);
        now
    }
}

impl AsyncRead for Watched {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let r = Pin::new(&mut self.inner).poll_read(cx, buf);
        if matches!(r, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            let now = self.note();
            let _ = self.began.compare_exchange(0, now + 1, Ordering::Relaxed, Ordering::Relaxed);
        }
        r
    }
}

impl AsyncWrite for Watched {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        let r = Pin::new(&mut self.inner).poll_write(cx, buf);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            self.note();
        }
        r
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let r = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            self.note();
        }
        r
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// The answer to one request: its peer and its `Host` checked, its route found, its body read
/// within the limit and the request's `deadline` (a write's only its first bytes: its handler
/// reads the rest once it lets the write in), then its handler's. A body left unread closes the
/// connection after the answer.
async fn answer(req: hyper::Request<Incoming>, peer: SocketAddr, ctx: &Ctx, deadline: Instant) -> Response {
    if !ctx.peers.allows(peer.ip()) {
        return Response::text(StatusCode::FORBIDDEN, "not from this table's network\n")
            .with_header("Connection", "close");
    }
    if let Some(refused) = host_refused(&req, &ctx.hosts) {
        return refused;
    }
    let path = req.uri().path().to_string();
    let query = req.uri().query().map(str::to_string);
    let (handler, read) = match ctx.router.find(req.method(), &path) {
        Ok(found) => found,
        Err((status, allow)) if status == StatusCode::METHOD_NOT_ALLOWED => {
            return Response::text(status, "method not allowed\n").with_header("Allow", allow)
        }
        Err((status, _)) => return Response::text(status, "not found\n"),
    };
    let how = body::How { max: ctx.limits.max_body_bytes, too_large: ctx.limits.body_too_large, deadline };
    let declared = req.headers().get(CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > how.max as u64) {
        return how.too_large();
    }
    let (parts, mut incoming) = req.into_parts();
    let up_to = match read {
        Read::Whole => usize::MAX,
        Read::FirstLook => ctx.limits.first_look_bytes,
    };
    let mut got = BytesMut::new();
    let whole = match body::read(&mut incoming, &mut got, up_to, &how).await {
        Ok(whole) => whole,
        Err(refused) => return refused,
    };
    let read_later = Arc::new(AtomicBool::new(whole));
    let rest = (!whole).then(|| Rest { body: incoming, how, read: read_later.clone() });
    let request = Request { query, headers: parts.headers, body: got.freeze(), peer, rest };
    let answer = handler(request).await;
    let closes = answer.headers.iter().any(|(n, _)| n.eq_ignore_ascii_case("Connection"));
    if read_later.load(Ordering::Relaxed) || closes {
        answer
    } else {
        answer.with_header("Connection", "close")
    }
}

/// The refusal of a request for its site, if any: it names one `Host` (two are 400: which one
/// it is for is not known), and every site it names (its `Host`, the authority of a target in
/// absolute form) is one this server serves, on its port (else 421).
fn host_refused(req: &hyper::Request<Incoming>, hosts: &Hosts) -> Option<Response> {
    let mut named = req.headers().get_all(HOST).iter();
    let (header, twice) = (named.next(), named.next().is_some());
    if twice {
        return Some(Response::text(StatusCode::BAD_REQUEST, "a request names one Host\n"));
    }
    let header = match header.map(|h| h.to_str()) {
        Some(Ok(h)) => Some(h.to_string()),
        Some(Err(_)) => return Some(Response::text(StatusCode::BAD_REQUEST, "a Host is written in ASCII\n")),
        None => None,
    };
    let authority = req.uri().authority().map(|a| a.to_string());
    if header.is_none() && authority.is_none() {
        return Some(Response::text(StatusCode::BAD_REQUEST, "a request names its Host\n"));
    }
    if header.iter().chain(authority.iter()).any(|h| !hosts.allows(h)) {
        return Some(Response::text(StatusCode::MISDIRECTED_REQUEST, "this server does not serve that Host\n"));
    }
    None
}

/// The answer as hyper sends it, with the headers every answer carries.
fn finish(r: Response) -> hyper::Response<Full<Bytes>> {
    let mut out = hyper::Response::new(Full::new(r.body));
    *out.status_mut() = r.status;
    let h = out.headers_mut();
    let mut put = |name: &'static str, value: &str| {
        if let Ok(v) = HeaderValue::from_str(value) {
            h.append(name, v);
        }
    };
    if !r.content_type.is_empty() {
        put("Content-Type", r.content_type);
    }
    // Nothing is stored, unless the answer says how it may be kept (a tagged page: no-cache).
    if !r.headers.iter().any(|(n, _)| n.eq_ignore_ascii_case("Cache-Control")) {
        put("Cache-Control", "no-store");
    }
    put("Content-Security-Policy", &r.csp.header());
    put("X-Content-Type-Options", "nosniff");
    // No referrer, unless the answer says otherwise (a page with plain forms: `same-origin`, or
    // its posts go with `Origin: null`, refused as a foreign origin).
    if !r.headers.iter().any(|(n, _)| n.eq_ignore_ascii_case("Referrer-Policy")) {
        put("Referrer-Policy", "no-referrer");
    }
    for (name, value) in &r.headers {
        put(name, value);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::Router;
    use std::io::{Read, Write};

    /// What the server answers `GET /` on a connection it takes as coming from `peer`, serving
    /// `peers`.
    fn answered_to(peer: &str, peers: Peers) -> String {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_io().enable_time().build().unwrap();
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let client = std::thread::spawn(move || {
            let mut s = std::net::TcpStream::connect(addr).unwrap();
            write!(s, "GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").unwrap();
            let mut out = String::new();
            let _ = s.read_to_string(&mut out);
            out
        });
        let router = Router::new().get("/", |_| Response::text(StatusCode::OK, "hello"));
        let hosts = Hosts::with_name(&[addr.ip()], None, addr.port());
        let ctx = Arc::new(Ctx::new(router, (hosts, peers), Limits::default()));
        runtime.block_on(async {
            listener.set_nonblocking(true).unwrap();
            let listener = tokio::net::TcpListener::from_std(listener).unwrap();
            let (stream, _) = listener.accept().await.unwrap();
            let peer: SocketAddr = peer.parse().unwrap();
            let place = Place::take(&ctx, peer.ip()).unwrap();
            connection(stream, peer, place).await;
        });
        client.join().unwrap()
    }

    #[test]
    fn a_peer_outside_the_private_networks_is_refused_unless_anyone_is_answered() {
        for peer in ["192.0.2.7:5000", "[2001:db8::7]:5000", "[::ffff:8.8.8.8]:5000"] {
            let refused = answered_to(peer, Peers::Private);
            assert!(refused.starts_with("HTTP/1.1 403"), "{peer}: {refused}");
            assert!(refused.contains("content-security-policy: default-src 'none'"), "{refused}");
            assert!(refused.contains("x-content-type-options: nosniff"), "{refused}");
            assert!(answered_to(peer, Peers::Anyone).starts_with("HTTP/1.1 200"), "{peer}");
        }
        for peer in ["192.168.1.7:5000", "10.0.0.2:5000", "127.0.0.1:5000", "[fd00::2]:5000", "[fe80::1]:5000"] {
            let answered = answered_to(peer, Peers::Private);
            assert!(answered.starts_with("HTTP/1.1 200") && answered.ends_with("hello"), "{peer}: {answered}");
        }
    }
}
