//! Connections from a chosen address: on Linux, loopback answers every address of 127/8, so a
//! test can be many clients (127.0.0.2, 127.0.1.7, …) without leaving this computer.

use std::io;
use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4, TcpStream};
use std::os::fd::{AsRawFd, FromRawFd};

/// The sockaddr_in of `addr`.
fn sockaddr(addr: SocketAddrV4) -> libc::sockaddr_in {
    // SAFETY: sockaddr_in is plain data; all zeros is a valid value of it.
    let mut sa: libc::sockaddr_in = unsafe { std::mem::zeroed() };
    sa.sin_family = libc::AF_INET as libc::sa_family_t;
    sa.sin_port = addr.port().to_be();
    sa.sin_addr = libc::in_addr { s_addr: u32::from(*addr.ip()).to_be() };
    sa
}

/// A TCP connection to `to` (an IPv4 address) made from the address `from` (any free port).
pub fn connect_from(from: Ipv4Addr, to: SocketAddr) -> io::Result<TcpStream> {
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
