//! The addresses a phone or TV on the table's network can open this computer at: the IPv4
//! addresses of its network interfaces, loopback left out, the likeliest first; and which
//! addresses are on a private network (the table's), as a server's peers must be unless told.

use std::net::{IpAddr, Ipv4Addr};

/// One address of one of this computer's interfaces.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct Interface {
    pub(crate) name: String,
    pub ip: IpAddr,
    /// The interface is down: nothing reaches it.
    pub down: bool,
    /// A point-to-point link (a VPN tunnel): not the table's network.
    pub(crate) p2p: bool,
}

/// Names of the virtual interfaces that containers and virtual machines make: private
/// addresses that a phone at the table cannot reach.
const VIRTUAL: [&str; 9] = ["docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "lxc", "cni", "podman"];

/// How likely a phone at the table reaches `i` (lower first): a private address of a real
/// interface, then a public one, then virtual bridges and tunnels, then link-local (169.254).
fn rank(i: &Interface, ip: Ipv4Addr) -> u8 {
    let virtual_ = i.p2p || VIRTUAL.iter().any(|v| i.name.starts_with(v));
    match (ip.is_link_local(), virtual_, ip.is_private()) {
        (true, _, _) => 3,
        (false, true, _) => 2,
        (false, false, true) => 0,
        (false, false, false) => 1,
    }
}

/// The IPv4 addresses of `interfaces` that another device may reach: not loopback, not
/// unspecified, the interface up; each once, the likeliest first (in the given order otherwise).
#[doc(hidden)]
pub fn reachable(interfaces: &[Interface]) -> Vec<Ipv4Addr> {
    let mut found: Vec<(u8, Ipv4Addr)> = Vec::new();
    for i in interfaces.iter().filter(|i| !i.down) {
        let IpAddr::V4(ip) = i.ip else { continue };
        if ip.is_loopback() || ip.is_unspecified() || found.iter().any(|(_, f)| *f == ip) {
            continue;
        }
        found.push((rank(i, ip), ip));
    }
    found.sort_by_key(|(rank, _)| *rank);
    found.into_iter().map(|(_, ip)| ip).collect()
}

/// Whether `ip` is on a private network, a table's: loopback, RFC 1918, link-local, unique-local
/// IPv6 (an IPv4 address mapped into IPv6 as itself).
#[doc(hidden)]
pub fn private(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback() || v4.is_private() || v4.is_link_local(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => private(IpAddr::V4(v4)),
            None => {
                let first = v6.segments()[0];
                v6.is_loopback() || (first & 0xfe00) == 0xfc00 || (first & 0xffc0) == 0xfe80
            }
        },
    }
}

/// This computer's interfaces (none when they cannot be read).
#[doc(hidden)]
pub fn interfaces() -> Vec<Interface> {
    if_addrs::get_if_addrs()
        .map(|all| {
            all.into_iter()
                .map(|i| Interface {
                    down: i.oper_status == if_addrs::IfOperStatus::Down,
                    p2p: i.is_p2p(),
                    ip: i.ip(),
                    name: i.name,
                })
                .collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(name: &str, ip: &str) -> Interface {
        Interface { name: name.into(), ip: ip.parse().unwrap(), down: false, p2p: false }
    }

    fn ips(v: &[Ipv4Addr]) -> Vec<String> {
        v.iter().map(|ip| ip.to_string()).collect()
    }

    #[test]
    fn the_table_s_network_first_loopback_and_ipv6_left_out() {
        let all = [
            at("lo", "127.0.0.1"),
            at("lo", "::1"),
            at("docker0", "172.17.0.1"),
            at("eth0", "169.254.3.4"),
            at("wlan0", "fe80::1"),
            at("eth1", "203.0.113.7"),
            at("wlan0", "192.168.1.23"),
            Interface { p2p: true, ..at("tun0", "10.8.0.2") },
            Interface { down: true, ..at("eth2", "10.0.0.9") },
            at("wlan0", "192.168.1.23"),
        ];
        assert_eq!(ips(&reachable(&all)), ["192.168.1.23", "203.0.113.7", "172.17.0.1", "10.8.0.2", "169.254.3.4"]);
    }

    #[test]
    fn private_networks_and_loopback_are_private_nothing_else() {
        for ip in ["127.0.0.1", "127.3.2.1", "10.1.2.3", "172.16.0.1", "192.168.1.7", "169.254.1.1", "::1", "fd00::2"] {
            assert!(private(ip.parse().unwrap()), "{ip}");
        }
        for ip in ["fe80::1", "::ffff:192.168.1.7", "::ffff:127.0.0.1"] {
            assert!(private(ip.parse().unwrap()), "{ip}");
        }
        for ip in ["192.0.2.2", "8.8.8.8", "172.32.0.1", "100.64.0.1", "2001:db8::1", "::ffff:8.8.8.8", "0.0.0.0", "::"]
        {
            assert!(!private(ip.parse().unwrap()), "{ip}");
        }
    }

    #[test]
    fn only_loopback_is_nothing_to_show() {
        assert!(reachable(&[at("lo", "127.0.0.1"), at("lo", "::1")]).is_empty());
        assert!(reachable(&[]).is_empty());
    }

    #[test]
    fn this_computer_has_a_loopback_and_never_offers_it() {
        let all = interfaces();
        assert!(reachable(&all).iter().all(|ip| !ip.is_loopback()));
    }
}
