//! The accept loop and the connections: see the module's documentation ([`super`]).

use super::host::Hosts;
use super::limits::Limits;
use super::peers::Peers;
use super::router::{Request, Response, Router};
use bytes::Bytes;
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::Incoming;
use hyper::header::{HeaderValue, CONTENT_LENGTH, HOST};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::StatusCode;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::convert::Infallible;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio::time::Instant;

/// What the server has to say while it runs (the caller words it).
#[derive(Debug)]
pub enum Event {
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
    open: AtomicUsize,
}

/// Serve `router` on `listener` to `peers` until the process ends, on a runtime of one thread
/// (this one). An error only when the runtime cannot start.
pub fn serve(
    listener: std::net::TcpListener,
    router: Router,
    (hosts, peers): (Hosts, Peers),
    limits: Limits,
    on_event: impl Fn(Event) + Send + Sync + 'static,
) -> io::Result<()> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_io().enable_time().build()?;
    listener.set_nonblocking(true)?;
    let ctx = Arc::new(Ctx { router, hosts, limits, peers, open: AtomicUsize::new(0) });
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
                // Beyond the cap, closed at once (dropped): the server keeps its descriptors.
                if ctx.open.load(Ordering::Relaxed) >= ctx.limits.max_connections {
                    drop(stream);
                    continue;
                }
                let _ = stream.set_nodelay(true);
                ctx.open.fetch_add(1, Ordering::Relaxed);
                tokio::spawn(connection(stream, peer, ctx.clone()));
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

/// One connection, served until the client closes it, it stays silent past the idle timeout, or
/// its head is too slow or too large.
async fn connection(stream: TcpStream, peer: SocketAddr, ctx: Arc<Ctx>) {
    struct Open(Arc<Ctx>);
    impl Drop for Open {
        fn drop(&mut self) {
            self.0.open.fetch_sub(1, Ordering::Relaxed);
        }
    }
    let _open = Open(ctx.clone());
    let epoch = Instant::now();
    let moved = Arc::new(AtomicU64::new(0));
    let io = TokioIo::new(Watched { inner: stream, moved: moved.clone(), epoch });
    let limits = ctx.limits;
    let service = service_fn(move |req| {
        let ctx = ctx.clone();
        async move { Ok::<_, Infallible>(finish(answer(req, peer, &ctx).await)) }
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

/// A connection's socket that notes when bytes last moved either way.
struct Watched {
    inner: TcpStream,
    moved: Arc<AtomicU64>,
    epoch: Instant,
}

impl Watched {
    fn note(&self) {
        self.moved.store(self.epoch.elapsed().as_millis() as u64, Ordering::Relaxed);
    }
}

impl AsyncRead for Watched {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let r = Pin::new(&mut self.inner).poll_read(cx, buf);
        if matches!(r, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.note();
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
/// within the limit, then its handler's.
async fn answer(req: hyper::Request<Incoming>, peer: SocketAddr, ctx: &Ctx) -> Response {
    if !ctx.peers.allows(peer.ip()) {
        return Response::text(StatusCode::FORBIDDEN, "not from this table's network\n")
            .with_header("Connection", "close");
    }
    if let Some(refused) = host_refused(&req, &ctx.hosts) {
        return refused;
    }
    let path = req.uri().path().to_string();
    let query = req.uri().query().map(str::to_string);
    let handler = match ctx.router.find(req.method(), &path) {
        Ok(h) => h,
        Err((status, allow)) if status == StatusCode::METHOD_NOT_ALLOWED => {
            return Response::text(status, "method not allowed\n").with_header("Allow", allow)
        }
        Err((status, _)) => return Response::text(status, "not found\n"),
    };
    let max = ctx.limits.max_body_bytes;
    let too_large = || Response::text(ctx.limits.body_too_large, format!("a body is at most {max} bytes\n"));
    let declared = req.headers().get(CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > max as u64) {
        return too_large().with_header("Connection", "close");
    }
    let (parts, body) = req.into_parts();
    let body = match Limited::new(body, max).collect().await {
        Ok(b) => b.to_bytes(),
        Err(e) if e.is::<http_body_util::LengthLimitError>() => return too_large().with_header("Connection", "close"),
        Err(_) => return Response::text(StatusCode::BAD_REQUEST, "the body could not be read\n"),
    };
    handler(Request { method: parts.method, path, query, headers: parts.headers, body, peer }).await
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
    put("Referrer-Policy", "no-referrer");
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
        let ctx = Arc::new(Ctx { router, hosts, limits: Limits::default(), peers, open: AtomicUsize::new(1) });
        runtime.block_on(async {
            listener.set_nonblocking(true).unwrap();
            let listener = tokio::net::TcpListener::from_std(listener).unwrap();
            let (stream, _) = listener.accept().await.unwrap();
            connection(stream, peer.parse().unwrap(), ctx).await;
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
