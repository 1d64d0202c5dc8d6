//! Who may reach a server: the private networks only (a table's: loopback, RFC 1918, link-local,
//! unique-local IPv6), whatever address it listens on, or anyone, when the command line says so
//! (`--allow-public`, which warns). A peer it does not answer is refused 403 before its request
//! is read further.

use std::net::IpAddr;

/// The peers a server answers.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) enum Peers {
    /// Those on a private network, and this computer ([`crate::lan::private`]).
    #[default]
    Private,
    /// Every address that reaches the server.
    Anyone,
}

impl Peers {
    /// `--allow-public` given or not.
    pub(crate) fn allowing_public(allow: bool) -> Peers {
        if allow {
            Peers::Anyone
        } else {
            Peers::Private
        }
    }

    /// Whether a peer at `ip` is answered.
    pub(crate) fn allows(self, ip: IpAddr) -> bool {
        self == Peers::Anyone || crate::lan::private(ip)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_public_peer_only_when_allowed() {
        let (public, home): (IpAddr, IpAddr) = ("192.0.2.2".parse().unwrap(), "192.168.1.7".parse().unwrap());
        assert!(!Peers::Private.allows(public) && Peers::Private.allows(home));
        assert!(Peers::Anyone.allows(public) && Peers::Anyone.allows(home));
        assert_eq!(Peers::default(), Peers::Private);
    }
}
