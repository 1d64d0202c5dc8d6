/*!
What a server answers: a request as its handlers see it (query, headers, the body
already read under its limit, the peer), an answer, and the routes from a method and a path to a
handler. A write's route may take its body in two steps: its first bytes before the handler is
called, the rest only once the handler lets the write in ([`Request::read_rest`]), so that a
client without the right to write cannot make the server wait for a large body.

A handler runs on the server's one thread, so it must never block: no file, no fsync, no lock
held for long. It reads a snapshot that another thread made ([`super::Shared`]), or (an async
handler) sends the request to a thread that does the slow work and awaits its answer.
*/

use bytes::{Bytes, BytesMut};
use hyper::body::Incoming;
use hyper::{HeaderMap, Method, StatusCode};
use std::collections::HashMap;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::body;
use super::policy::Csp;
use super::Shared;

/// A request, its body read whole (within the body limit), or on a route that reads a first look
/// ([`Router::first_look`]) perhaps only its first bytes.
#[derive(Debug)]
pub(crate) struct Request {
    /// What follows `?`, if anything.
    pub(crate) query: Option<String>,
    pub(crate) headers: HeaderMap,
    /// The body, or its first bytes while [`Request::whole`] is false.
    pub(crate) body: Bytes,
    pub(crate) peer: SocketAddr,
    /// The rest of the body, not read yet.
    pub(super) rest: Option<Rest>,
}

/// The rest of a body not read yet, how it may be read, and the flag the server looks at once
/// the request is answered (a body left unread closes the connection).
#[derive(Debug)]
pub(super) struct Rest {
    pub(super) body: Incoming,
    pub(super) how: body::How,
    pub(super) read: Arc<AtomicBool>,
}

impl Request {
    /// Whether [`Request::body`] is the whole body.
    pub(crate) fn whole(&self) -> bool {
        self.rest.is_none()
    }

    /// Read the rest of the body (a write the handler lets in), within the body limit and the
    /// request's deadline; or the answer that says why it cannot be read.
    pub(crate) async fn read_rest(&mut self) -> Result<(), Response> {
        let Some(mut rest) = self.rest.take() else { return Ok(()) };
        let mut all = BytesMut::from(&self.body[..]);
        body::read(&mut rest.body, &mut all, usize::MAX, &rest.how).await?;
        rest.read.store(true, Ordering::Relaxed);
        self.body = all.freeze();
        Ok(())
    }
}

/// How much of a request's body is read before its handler is called.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Read {
    /// All of it (within the body limit).
    Whole,
    /// Its first bytes ([`super::limits::Limits::first_look_bytes`]); the handler reads the
    /// rest once it lets the request in.
    FirstLook,
}

/// An answer: its status, content type, body, and the policy its page needs.
#[derive(Debug, Clone)]
pub(crate) struct Response {
    pub(crate) status: StatusCode,
    pub(crate) content_type: &'static str,
    pub(crate) body: Bytes,
    pub(crate) csp: Csp,
    /// Further headers (a `Location`, a `Set-Cookie`, an `Allow`).
    pub(crate) headers: Vec<(&'static str, String)>,
}

impl Response {
    pub(crate) fn new(status: StatusCode, content_type: &'static str, body: impl Into<Bytes>) -> Response {
        Response { status, content_type, body: body.into(), csp: Csp::none(), headers: Vec::new() }
    }

    /// An HTML page (200); its inline style and script must be allowed by [`Response::csp`].
    pub(crate) fn html(body: impl Into<Bytes>) -> Response {
        Response::new(StatusCode::OK, "text/html; charset=utf-8", body)
    }

    /// A JSON document (200).
    pub(crate) fn json(body: impl Into<Bytes>) -> Response {
        Response::new(StatusCode::OK, "application/json", body)
    }

    /// A plain-text answer with its status (an error: what the client did wrong, for a developer).
    pub(crate) fn text(status: StatusCode, body: impl Into<Bytes>) -> Response {
        Response::new(status, "text/plain; charset=utf-8", body)
    }

    pub(crate) fn with_status(mut self, status: StatusCode) -> Response {
        self.status = status;
        self
    }

    pub(crate) fn with_csp(mut self, csp: Csp) -> Response {
        self.csp = csp;
        self
    }

    pub(crate) fn with_header(mut self, name: &'static str, value: impl Into<String>) -> Response {
        self.headers.push((name, value.into()));
        self
    }

    /// The answer `make` gives, tagged `tag` (revalidated each time: `no-cache`), or 304 Not
    /// Modified, without a body, when the request says it holds that tag already
    /// (`If-None-Match`): a page polled by twenty phones costs nothing between two entries.
    pub(crate) fn tagged(req: &Request, tag: &str, make: impl FnOnce() -> Response) -> Response {
        let held =
            req.headers.get_all(hyper::header::IF_NONE_MATCH).iter().filter_map(|v| v.to_str().ok()).any(|v| {
                v.split(',').map(str::trim).any(|t| t == tag || t == "*" || t.strip_prefix("W/") == Some(tag))
            });
        let answer = if held { Response::new(StatusCode::NOT_MODIFIED, "", Bytes::new()) } else { make() };
        answer.with_header("ETag", tag).with_header("Cache-Control", "no-cache")
    }
}

/// An answer on its way.
pub(crate) type Answer = Pin<Box<dyn Future<Output = Response> + Send>>;

/// A handler: the answer to a request, at once or later.
pub(crate) type Handler = Arc<dyn Fn(Request) -> Answer + Send + Sync>;

/// The routes of a server: exact paths, each with a handler per method (`GET` answers `HEAD`
/// too), and paths under a prefix looked up in routes that may be swapped while the server runs
/// ([`Router::under`]). A path no route has: 404; a method its route does not take: 405.
#[derive(Clone, Default)]
pub(crate) struct Router {
    routes: HashMap<String, Vec<(Method, Handler, Read)>>,
    swapped: Vec<(String, Arc<Shared<Router>>)>,
}

impl Router {
    pub(crate) fn new() -> Router {
        Router::default()
    }

    /// Answer `GET path` (and `HEAD`) at once.
    pub(crate) fn get(self, path: &str, f: impl Fn(&Request) -> Response + Send + Sync + 'static) -> Router {
        self.route(Method::GET, path, now(f))
    }

    /// Answer `method path` with an async handler (one that awaits another thread's work).
    pub(crate) fn route(mut self, method: Method, path: &str, handler: Handler) -> Router {
        self.routes.entry(path.to_string()).or_default().push((method, handler, Read::Whole));
        self
    }

    /// Answer `method path` with an async handler called once the body's first bytes are read:
    /// a write, which reads the rest ([`Request::read_rest`]) only once it lets the request in.
    pub(crate) fn first_look(mut self, method: Method, path: &str, handler: Handler) -> Router {
        self.routes.entry(path.to_string()).or_default().push((method, handler, Read::FirstLook));
        self
    }

    /// Answer the paths under `prefix` that no route of this router has with the routes `swapped`
    /// holds at the time of each request (a concours's tables, another round's once it is drawn).
    pub(crate) fn under(mut self, prefix: &str, swapped: Arc<Shared<Router>>) -> Router {
        self.swapped.push((prefix.to_string(), swapped));
        self
    }

    /// The handler for a method and a path and how much of the body it is given, or the status
    /// that says why there is none.
    pub(crate) fn find(&self, method: &Method, path: &str) -> Result<(Handler, Read), (StatusCode, String)> {
        let Some(routes) = self.routes.get(path) else {
            if let Some((_, under)) = self.swapped.iter().find(|(p, _)| path.starts_with(p.as_str())) {
                return under.get().find(method, path);
            }
            return Err((StatusCode::NOT_FOUND, String::new()));
        };
        let want = if method == Method::HEAD { &Method::GET } else { method };
        match routes.iter().find(|(m, _, _)| m == want) {
            Some((_, h, read)) => Ok((h.clone(), *read)),
            None => {
                let mut allow: Vec<&str> = routes.iter().map(|(m, _, _)| m.as_str()).collect();
                if allow.contains(&"GET") {
                    allow.push("HEAD");
                }
                Err((StatusCode::METHOD_NOT_ALLOWED, allow.join(", ")))
            }
        }
    }
}

/// A handler that answers at once.
fn now(f: impl Fn(&Request) -> Response + Send + Sync + 'static) -> Handler {
    Arc::new(move |r: Request| {
        let answer = f(&r);
        Box::pin(std::future::ready(answer)) as Answer
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_under_a_prefix_are_answered_by_the_routes_swapped_in_at_the_time() {
        let swapped = Arc::new(Shared::new(Router::new()));
        let router = Router::new().get("/", |_| Response::text(StatusCode::OK, "home")).under("/t/", swapped.clone());
        assert_eq!(router.find(&Method::GET, "/t/1/").err().map(|e| e.0), Some(StatusCode::NOT_FOUND));
        swapped.set(Router::new().get("/t/1/", |_| Response::text(StatusCode::OK, "table 1")));
        assert!(router.find(&Method::GET, "/t/1/").is_ok());
        assert_eq!(router.find(&Method::POST, "/t/1/").err().map(|e| e.0), Some(StatusCode::METHOD_NOT_ALLOWED));
        swapped.set(Router::new().get("/t/2/", |_| Response::text(StatusCode::OK, "table 2")));
        assert!(router.find(&Method::GET, "/t/1/").is_err(), "the round before's table is gone");
        assert!(router.find(&Method::GET, "/").is_ok() && router.find(&Method::GET, "/x").is_err());
    }
}
