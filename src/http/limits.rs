//! What one client may take of the server: how long it may take to send a request's head, and
//! its head and body in all, how long a connection may stay silent, how large a head and a body
//! may be, how much of a write's body is read before the write is let in, and how many
//! connections are served at once, and from one address.

use hyper::StatusCode;
use std::time::Duration;

/// A request's head (its line and headers) must arrive whole within this time.
pub(crate) const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// A request, its head and its body in all, must arrive within this time from its first byte:
/// past it the server answers 408 and closes the connection (a client sending a byte now and
/// then, never silent for long, holds a connection no longer).
pub(crate) const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// A connection on which nothing moves, either way, for this long is closed: an idle keep-alive,
/// a client that stopped sending, or one that stopped reading its answers.
pub(crate) const IDLE_TIMEOUT: Duration = Duration::from_secs(30);
/// The largest request head (request line and headers): larger is answered 431 and closed.
pub(crate) const MAX_HEADER_BYTES: usize = 16 << 10;
/// The largest request body: larger is answered [`Limits::body_too_large`] (413 by default).
pub(crate) const MAX_BODY_BYTES: usize = 64 << 10;
/// How much of a write's body is read before the handler lets the write in (its cookie, or a
/// PIN in these first bytes): enough for a PIN's form.
pub(crate) const FIRST_LOOK_BYTES: usize = 1 << 10;
/// Connections served at once; a new one beyond them is closed as soon as it is accepted. A table
/// has a few phones and a TV: this leaves room for many more and keeps file descriptors spare.
pub(crate) const MAX_CONNECTIONS: usize = 512;
/// Connections served at once from one address (a whole address: the phones of a home network
/// have addresses of one IPv6 /64, each its own); a new one beyond them is closed as soon as it
/// is accepted. Well below [`MAX_CONNECTIONS`], so that one client cannot take every place.
pub(crate) const MAX_PER_ADDRESS: usize = 32;
/// File descriptors kept spare beside a server's connections, at most (half the open-file limit
/// when it is low): the journals a process keeps (a served concours: two for each table's, the
/// journal and its lock), the listener, standard streams, file-change watchers.
pub(crate) const SPARE_DESCRIPTORS: u64 = 512;
/// How long accepting waits after it failed for want of a resource (file descriptors, memory).
pub(crate) const ACCEPT_BACKOFF: Duration = Duration::from_millis(100);

/// The limits one server runs with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Limits {
    pub(crate) header_timeout: Duration,
    pub(crate) request_timeout: Duration,
    pub(crate) idle_timeout: Duration,
    pub(crate) max_header_bytes: usize,
    pub(crate) max_body_bytes: usize,
    pub(crate) first_look_bytes: usize,
    /// The status of an answer to a body over `max_body_bytes`: 413, or what a contract says
    /// (a served table's `POST /entry` is malformed then: 400, docs/serve.md).
    pub(crate) body_too_large: StatusCode,
    pub(crate) max_connections: usize,
    pub(crate) max_per_address: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            header_timeout: HEADER_TIMEOUT,
            request_timeout: REQUEST_TIMEOUT,
            idle_timeout: IDLE_TIMEOUT,
            max_header_bytes: MAX_HEADER_BYTES,
            max_body_bytes: MAX_BODY_BYTES,
            first_look_bytes: FIRST_LOOK_BYTES,
            body_too_large: StatusCode::PAYLOAD_TOO_LARGE,
            max_connections: MAX_CONNECTIONS,
            max_per_address: MAX_PER_ADDRESS,
        }
    }
}

/// The variable a test sets to shorten the three timeouts (milliseconds); read only by debug
/// builds, so a released tapete always runs with the constants above.
#[cfg(debug_assertions)]
pub(crate) const TEST_TIMEOUT_VAR: &str = "TAPETE_TEST_HTTP_TIMEOUT_MS";

impl Limits {
    /// The limits a server runs with: the constants, the timeouts shortened in a debug build when
    /// `TEST_TIMEOUT_VAR` names a number of milliseconds.
    pub(crate) fn standard() -> Limits {
        let limits = Limits::default();
        #[cfg(debug_assertions)]
        if let Some(ms) = std::env::var(TEST_TIMEOUT_VAR).ok().and_then(|v| v.trim().parse::<u64>().ok()) {
            let t = Duration::from_millis(ms.max(1));
            return Limits { header_timeout: t, request_timeout: t, idle_timeout: t, ..limits };
        }
        limits
    }

    /// These limits within an open-file limit of `open_files` (None: none known): at most as
    /// many connections as leave [`SPARE_DESCRIPTORS`] spare (half the limit when it is low), at
    /// least one; as many from one address as before, unless that is above the cap.
    pub(crate) fn within(self, open_files: Option<u64>) -> Limits {
        let Some(files) = open_files else { return self };
        let room = files - SPARE_DESCRIPTORS.min(files / 2);
        let max_connections = self.max_connections.min(usize::try_from(room).unwrap_or(usize::MAX)).max(1);
        Limits { max_connections, max_per_address: self.max_per_address.min(max_connections), ..self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connections_leave_descriptors_spare() {
        let wanted = Limits { max_connections: 2048, ..Limits::default() };
        // 2,048 connections and 512 spare: 2,560 files.
        assert_eq!(wanted.within(Some(2560)).max_connections, 2048);
        assert_eq!(wanted.within(Some(20_000)).max_connections, 2048);
        assert_eq!(wanted.within(None).max_connections, 2048);
        // The usual limit of 1,024: 512 connections, 512 spare.
        assert_eq!(wanted.within(Some(1024)).max_connections, 512);
        assert_eq!(wanted.within(Some(1024)).max_per_address, MAX_PER_ADDRESS);
        // A low limit (macOS's 256): half of it.
        assert_eq!(wanted.within(Some(256)).max_connections, 128);
        // Absurdly low: one connection, one from an address.
        let tiny = wanted.within(Some(1));
        assert_eq!((tiny.max_connections, tiny.max_per_address), (1, 1));
    }
}
