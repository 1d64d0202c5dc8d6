/*!
Which `Host` a request may name: an address the server is reached at, `localhost`, or this
computer's name (also as `NAME.local`, its mDNS name), on the port it serves. Anything else is a
page of another site that made a browser send its requests here (DNS rebinding), or a request
meant for another server of this computer: answered 421.
*/

use std::net::IpAddr;

/// The names and addresses a request's `Host` may name, and the port it must name (a `Host`
/// without a port names port 80).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Hosts {
    names: Vec<String>,
    addresses: Vec<IpAddr>,
    port: u16,
}

impl Hosts {
    /// `localhost`, this computer's name and `NAME.local`, and `addresses`, on `port`.
    pub(crate) fn new(addresses: &[IpAddr], port: u16) -> Hosts {
        Hosts::with_name(addresses, machine_name().as_deref(), port)
    }

    /// [`Hosts::new`] with the computer's name given.
    pub(crate) fn with_name(addresses: &[IpAddr], machine: Option<&str>, port: u16) -> Hosts {
        let mut names = vec!["localhost".to_string()];
        if let Some(m) = machine.map(|m| m.trim().trim_end_matches('.').to_ascii_lowercase()).filter(|m| !m.is_empty())
        {
            let short = m.split('.').next().unwrap_or(&m).to_string();
            names.push(format!("{short}.local"));
            names.push(short);
            names.push(m);
        }
        names.dedup();
        Hosts { names, addresses: addresses.to_vec(), port }
    }

    /// Whether `host` (a `Host` header's value: a name or an address, with or without a port;
    /// IPv6 in brackets) is one of these, on the port served.
    pub(crate) fn allows(&self, host: &str) -> bool {
        let host = host.trim();
        let (bare, named) = if let Some(rest) = host.strip_prefix('[') {
            match rest.split_once(']') {
                Some((ip, "")) => (ip, None),
                Some((ip, tail)) => match tail.strip_prefix(':').and_then(port) {
                    Some(p) => (ip, Some(p)),
                    None => return false,
                },
                None => return false,
            }
        } else {
            match host.rsplit_once(':') {
                Some((h, p)) => match port(p) {
                    Some(p) => (h, Some(p)),
                    None => return false,
                },
                None => (host, None),
            }
        };
        if named.unwrap_or(80) != self.port {
            return false;
        }
        if let Ok(ip) = bare.parse::<IpAddr>() {
            return self.addresses.contains(&ip);
        }
        let name = bare.trim_end_matches('.').to_ascii_lowercase();
        self.names.contains(&name)
    }
}

/// A `Host`'s port: digits only (no sign, no space), at most 65535.
fn port(p: &str) -> Option<u16> {
    if p.is_empty() || p.len() > 5 || !p.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    p.parse().ok()
}

/// This computer's host name, when it has one.
pub(crate) fn machine_name() -> Option<String> {
    #[cfg(unix)]
    {
        let mut buf = [0u8; 256];
        // SAFETY: the buffer is valid for its length; gethostname writes at most that much.
        let r = unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) };
        if r != 0 {
            return None;
        }
        let end = buf.iter().position(|b| *b == 0).unwrap_or(buf.len());
        std::str::from_utf8(&buf[..end]).ok().map(str::to_string).filter(|s| !s.is_empty())
    }
    #[cfg(not(unix))]
    {
        std::env::var("COMPUTERNAME").ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hosts(port: u16) -> Hosts {
        Hosts::with_name(&["192.168.1.23".parse().unwrap(), "::1".parse().unwrap()], Some("Mesa.lan"), port)
    }

    #[test]
    fn served_addresses_localhost_and_the_machine_s_names_on_the_served_port() {
        let h = hosts(8080);
        for ok in
            ["192.168.1.23:8080", "[::1]:8080", "localhost:8080", "LOCALHOST:8080", "mesa.local:8080", "Mesa.lan:8080"]
        {
            assert!(h.allows(ok), "{ok}");
        }
        // Without a port, a Host names port 80.
        let h = hosts(80);
        for ok in ["192.168.1.23", "[::1]", "LOCALHOST", "mesa", "Mesa.lan", "mesa.local.", "mesa:80", "[::1]:80"] {
            assert!(h.allows(ok), "{ok}");
        }
    }

    #[test]
    fn another_port_is_another_server() {
        let h = hosts(8080);
        for bad in ["192.168.1.23", "192.168.1.23:8081", "[::1]", "[::1]:80", "localhost", "mesa:08080x", "mesa:65536"]
        {
            assert!(!h.allows(bad), "{bad}");
        }
        assert!(h.allows("mesa:08080"), "the same number");
    }

    #[test]
    fn other_names_and_addresses_are_foreign() {
        let h = hosts(8080);
        for bad in [
            "evil.example:8080",
            "192.168.1.24:8080",
            "127.0.0.1:8080",
            "[::2]",
            "mesa.evil",
            "",
            "192.168.1.23:x",
            "[::1]x",
            "localhost:123456",
        ] {
            assert!(!h.allows(bad), "{bad}");
        }
    }
}
