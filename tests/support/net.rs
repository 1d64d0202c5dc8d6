//! HTTP by hand for the tests: one request sent whole on a new connection and one answer read
//! ([`exchange`]), as a phone or an abuser would. On Linux a connection can come from a chosen
//! address ([`connect_from`], [`exchange_from`]): loopback answers every address of 127/8, so a
//! test can be many clients (127.0.0.2, 127.0.1.7, …) without leaving this computer.

use std::io::{self, BufRead, BufReader, Read, Write};
#[cfg(target_os = "linux")]
use std::net::{Ipv4Addr, SocketAddrV4};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// An answer: status, headers (names in lower case) and body.
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }
}

/// Send `request` (whole, as bytes) on a new connection and read one answer.
pub fn exchange(addr: SocketAddr, request: &[u8], wait: Duration) -> std::io::Result<Answer> {
    exchange_on(TcpStream::connect_timeout(&addr, wait)?, request, wait)
}

/// Send `request` on `s` and read one answer.
fn exchange_on(mut s: TcpStream, request: &[u8], wait: Duration) -> std::io::Result<Answer> {
    s.set_read_timeout(Some(wait))?;
    s.write_all(request)?;
    let mut r = BufReader::new(s);
    let mut status = String::new();
    r.read_line(&mut status)?;
    let code = status.split_whitespace().nth(1).and_then(|c| c.parse().ok());
    let code = code.ok_or_else(|| std::io::Error::other(format!("no status: {status:?}")))?;
    let mut headers = Vec::new();
    loop {
        let mut line = String::new();
        r.read_line(&mut line)?;
        if line.trim().is_empty() {
            break;
        }
        if let Some((k, v)) = line.split_once(':') {
            headers.push((k.trim().to_ascii_lowercase(), v.trim().to_string()));
        }
    }
    let length: usize =
        headers.iter().find(|(k, _)| k == "content-length").and_then(|(_, v)| v.parse().ok()).unwrap_or(0);
    let mut body = vec![0; length];
    r.read_exact(&mut body)?;
    Ok(Answer { status: code, headers, body: String::from_utf8_lossy(&body).into_owned() })
}

/// The sockaddr_in of `addr`.
#[cfg(target_os = "linux")]
fn sockaddr(addr: SocketAddrV4) -> libc::sockaddr_in {
    // SAFETY: sockaddr_in is plain data; all zeros is a valid value of it.
    let mut sa: libc::sockaddr_in = unsafe { std::mem::zeroed() };
    sa.sin_family = libc::AF_INET as libc::sa_family_t;
    sa.sin_port = addr.port().to_be();
    sa.sin_addr = libc::in_addr { s_addr: u32::from(*addr.ip()).to_be() };
    sa
}

/// A TCP connection to `to` (an IPv4 address) made from the address `from` (any free port).
#[cfg(target_os = "linux")]
pub fn connect_from(from: Ipv4Addr, to: SocketAddr) -> io::Result<TcpStream> {
    use std::os::fd::{AsRawFd, FromRawFd};
    let SocketAddr::V4(to) = to else { return Err(io::Error::other("an IPv4 address to connect to")) };
    // SAFETY: socket() makes a descriptor that the TcpStream owns from here on (closed when it
    // drops, on every return); bind() and connect() read the sockaddr_in given, of its size.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0);
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        let stream = TcpStream::from_raw_fd(fd);
        let len = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
        let local = sockaddr(SocketAddrV4::new(from, 0));
        if libc::bind(stream.as_raw_fd(), (&local as *const libc::sockaddr_in).cast(), len) != 0 {
            return Err(io::Error::last_os_error());
        }
        let remote = sockaddr(to);
        if libc::connect(stream.as_raw_fd(), (&remote as *const libc::sockaddr_in).cast(), len) != 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(stream)
    }
}

/// [`exchange`] on a connection made from the address `from` (of loopback).
#[cfg(target_os = "linux")]
pub fn exchange_from(
    from: std::net::Ipv4Addr,
    addr: SocketAddr,
    request: &[u8],
    wait: Duration,
) -> std::io::Result<Answer> {
    exchange_on(connect_from(from, addr)?, request, wait)
}
