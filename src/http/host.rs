/*!
Which `Host` a request may name: an address the server is reached at, `localhost`, or this
computer's name (also as `NAME.local`, its mDNS name). Anything else is a page of another site
that made a browser send its requests here (DNS rebinding): answered 421.
*/

use std::net::IpAddr;

/// The names and addresses a request's `Host` may name (the port is not compared).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Hosts {
    names: Vec<String>,
    addresses: Vec<IpAddr>,
}

impl Hosts {
    /// `localhost`, this computer's name and `NAME.local`, and `addresses`.
    pub fn new(addresses: &[IpAddr]) -> Hosts {
        Hosts::with_name(addresses, machine_name().as_deref())
    }

    /// [`Hosts::new`] with the computer's name given.
    pub fn with_name(addresses: &[IpAddr], machine: Option<&str>) -> Hosts {
        let mut names = vec!["localhost".to_string()];
        if let Some(m) = machine.map(|m| m.trim().trim_end_matches('.').to_ascii_lowercase()).filter(|m| !m.is_empty())
        {
            let short = m.split('.').next().unwrap_or(&m).to_string();
            names.push(format!("{short}.local"));
            names.push(short);
            names.push(m);
        }
        names.dedup();
        Hosts { names, addresses: addresses.to_vec() }
    }

    /// Whether `host` (a `Host` header's value: a name or an address, with or without a port;
    /// IPv6 in brackets) is one of these.
    pub fn allows(&self, host: &str) -> bool {
        let host = host.trim();
        let bare = if let Some(rest) = host.strip_prefix('[') {
            match rest.split_once(']') {
                Some((ip, tail)) if tail.is_empty() || port(tail.strip_prefix(':')) => ip,
                _ => return false,
            }
        } else {
            match host.rsplit_once(':') {
                Some((h, p)) if port(Some(p)) => h,
                Some(_) => return false,
                None => host,
            }
        };
        if let Ok(ip) = bare.parse::<IpAddr>() {
            return self.addresses.contains(&ip);
        }
        let name = bare.trim_end_matches('.').to_ascii_lowercase();
        self.names.contains(&name)
    }
}

fn port(p: Option<&str>) -> bool {
    p.is_some_and(|p| !p.is_empty() && p.len() <= 5 && p.bytes().all(|b| b.is_ascii_digit()))
}

/// This computer's host name, when it has one.
pub fn machine_name() -> Option<String> {
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

    fn hosts() -> Hosts {
        Hosts::with_name(&["192.168.1.23".parse().unwrap(), "::1".parse().unwrap()], Some("Mesa.lan"))
    }

    #[test]
    fn served_addresses_localhost_and_the_machine_s_names() {
        let h = hosts();
        for ok in [
            "192.168.1.23:8080",
            "192.168.1.23",
            "[::1]:8080",
            "[::1]",
            "localhost:8080",
            "LOCALHOST",
            "mesa",
            "mesa.local:8080",
            "Mesa.lan",
            "mesa.local.",
        ] {
            assert!(h.allows(ok), "{ok}");
        }
    }

    #[test]
    fn other_names_and_addresses_are_foreign() {
        let h = hosts();
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
