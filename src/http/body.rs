//! A request's body as the server reads it: frame by frame, no more than the body limit, and
//! within the request's deadline (its head and body in all), stopping early when only a first
//! look is wanted (a write read no further than its first bytes before it is let in).

use super::router::Response;
use bytes::BytesMut;
use http_body_util::BodyExt;
use hyper::body::Incoming;
use hyper::StatusCode;
use tokio::time::Instant;

/// How a body may be read: at most `max` bytes (past them, an answer of `too_large`), and
/// before `deadline` (past it, 408).
#[derive(Debug, Clone, Copy)]
pub(crate) struct How {
    pub(crate) max: usize,
    pub(crate) too_large: StatusCode,
    pub(crate) deadline: Instant,
}

impl How {
    /// The answer to a body over the limit (the connection closed: the rest is not read).
    pub(crate) fn too_large(&self) -> Response {
        Response::text(self.too_large, format!("a body is at most {} bytes\n", self.max))
            .with_header("Connection", "close")
    }
}

/// Read `body` into `into` until it ends (true) or `into` holds more than `up_to` bytes
/// (false: the rest is still to read); or the answer that says why it cannot be read (over the
/// limit, past the deadline, broken).
pub(crate) async fn read(body: &mut Incoming, into: &mut BytesMut, up_to: usize, how: &How) -> Result<bool, Response> {
    loop {
        if into.len() > up_to {
            return Ok(false);
        }
        let frame = match tokio::time::timeout_at(how.deadline, body.frame()).await {
            Err(_) => {
                return Err(Response::text(StatusCode::REQUEST_TIMEOUT, "a request is sent whole in time\n")
                    .with_header("Connection", "close"))
            }
            Ok(None) => return Ok(true),
            Ok(Some(Err(_))) => {
                return Err(Response::text(StatusCode::BAD_REQUEST, "the body could not be read\n")
                    .with_header("Connection", "close"))
            }
            Ok(Some(Ok(frame))) => frame,
        };
        if let Ok(data) = frame.into_data() {
            if into.len() + data.len() > how.max {
                return Err(how.too_large());
            }
            into.extend_from_slice(&data);
        }
    }
}
