//! Who may write at a served table (docs/serve.md): a PIN of six digits per start of the table
//! (random, or `--pin` for scripts and tests), exchanged once for a cookie that holds a token of
//! this start only; wrong PINs counted per address, an IPv6 /64 as one, five in a minute
//! locking that address out of every PIN check for the rest of the minute; and counted for the
//! whole table, thirty in a minute from any addresses locking every PIN check out until fewer
//! than thirty are left in the last minute (one guesser with many addresses).

use crate::error::Error;
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Wrong PINs an address may try in a window before it is locked out.
pub(crate) const TRIES: usize = 5;
/// Wrong PINs the whole table takes in a window, from every address: past them no PIN is checked.
pub(crate) const BUDGET: usize = 30;
/// The window, and how long a lock-out lasts.
pub(crate) const WINDOW: Duration = Duration::from_secs(60);
/// The cookie's name.
pub(crate) const COOKIE: &str = "tapete";
/// How long a browser keeps the cookie: a day, a night at the table and more.
pub(crate) const COOKIE_AGE: Duration = Duration::from_secs(24 * 60 * 60);

/// Random bytes from the operating system's random source (getrandom(2), getentropy,
/// BCryptGenRandom, …, as the `getrandom` crate asks each system for them): a PIN, a token.
/// Never a fallback: where the system gives none, no secret is made and the table is not served.
fn random(out: &mut [u8]) -> Result<(), Error> {
    getrandom::fill(out).map_err(|e| Error::NoRandom { message: e.to_string() })
}

/// This start's secrets: the PIN people type, and the token their cookie holds.
#[derive(Debug, Clone)]
pub(crate) struct Pin {
    pub(crate) digits: String,
    token: String,
    /// The path the table is served under, its cookies' `Path` (`/`; a concours's table
    /// `/t/N/`).
    base: String,
}

impl Pin {
    /// `given` (six digits, from `--pin`) or six random ones; a new token either way. An error
    /// when the system's random source gives nothing.
    pub(crate) fn new(given: Option<&str>) -> Result<Pin, Error> {
        Pin::drawn(given, random)
    }

    /// [`Pin::new`], its random bytes from `fill`.
    fn drawn(given: Option<&str>, fill: impl Fn(&mut [u8]) -> Result<(), Error>) -> Result<Pin, Error> {
        let digits = match given {
            Some(g) => g.to_string(),
            None => {
                let mut b = [0u8; 8];
                fill(&mut b)?;
                // A u64 modulo a million: the bias is a million in 2^64, nothing anyone can use.
                format!("{:06}", u64::from_le_bytes(b) % 1_000_000)
            }
        };
        let mut t = [0u8; 16];
        fill(&mut t)?;
        let token = t.iter().map(|b| format!("{b:02x}")).collect();
        Ok(Pin { digits, token, base: "/".into() })
    }

    /// A PIN and token kept from an earlier start (a concours's table: `serve::concours::pins`),
    /// when both read as this module makes them.
    pub(crate) fn kept(digits: &str, token: &str) -> Option<Pin> {
        let hex = token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit());
        (Pin::valid(digits) && hex).then(|| Pin { digits: digits.into(), token: token.into(), base: "/".into() })
    }

    /// The token the cookie holds (kept with the PIN by a concours's table).
    pub(crate) fn token(&self) -> &str {
        &self.token
    }

    /// The same PIN for a table served under `base` (`/t/3/`): its cookies hold for that path.
    pub(crate) fn under(self, base: &str) -> Pin {
        Pin { base: base.into(), ..self }
    }

    /// The path the table is served under (`/`, `/t/3/`): its pages, and its cookies' `Path`.
    pub(crate) fn base(&self) -> &str {
        &self.base
    }

    /// Whether `text` is six digits (what `--pin` must be).
    pub(crate) fn valid(text: &str) -> bool {
        text.len() == 6 && text.bytes().all(|b| b.is_ascii_digit())
    }

    pub(crate) fn matches(&self, typed: &str) -> bool {
        // Compared whole, without stopping at the first difference.
        typed.len() == self.digits.len()
            && typed.bytes().zip(self.digits.bytes()).fold(0u8, |d, (a, b)| d | (a ^ b)) == 0
    }

    /// The `Set-Cookie` value that lets a browser write for this start of the table: kept a day
    /// ([`COOKIE_AGE`]), through a browser's restart, and worth nothing once this start closes
    /// (the next start draws another token).
    pub(crate) fn cookie(&self) -> String {
        format!(
            "{COOKIE}={}; HttpOnly; SameSite=Strict; Path={}; Max-Age={}",
            self.token,
            self.base,
            COOKIE_AGE.as_secs()
        )
    }

    /// What names this start in a phone's seat cookie (`serve::seat`): made from the token, so
    /// that a seat kept from another start is worth nothing here, without being the token.
    pub(crate) fn seat_tag(&self) -> String {
        use sha2::Digest;
        let digest = sha2::Sha256::digest(format!("seat {}", self.token).as_bytes());
        digest.iter().take(8).map(|b| format!("{b:02x}")).collect()
    }

    /// Whether a `Cookie` header holds this start's token.
    pub(crate) fn in_cookie(&self, header: &str) -> bool {
        header.split(';').filter_map(|c| c.trim().split_once('=')).any(|(k, v)| k == COOKIE && v == self.token)
    }
}

/// The address wrong PINs are counted for: an IPv4 address, or an IPv6 address's /64.
fn counted_as(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
        v4 => v4,
    }
}

/// Why a PIN is not checked now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Lock {
    /// Five wrong PINs from this address (or its /64) in the last minute.
    Address,
    /// Thirty wrong PINs at this table in the last minute, from any addresses: someone is
    /// guessing.
    Table,
}

/// Wrong PINs by address and for the whole table, over the last minute.
#[derive(Debug, Default)]
pub(crate) struct Tries {
    wrong: HashMap<IpAddr, Vec<Instant>>,
    /// Every wrong PIN of the last minute (at most [`BUDGET`]), the oldest first.
    all: VecDeque<Instant>,
}

impl Tries {
    /// Why a PIN from `ip` is not checked now, if it is not.
    pub(crate) fn lock(&mut self, ip: IpAddr, now: Instant) -> Option<Lock> {
        while self.all.front().is_some_and(|t| now.duration_since(*t) >= WINDOW) {
            self.all.pop_front();
        }
        if self.all.len() >= BUDGET {
            return Some(Lock::Table);
        }
        self.locked(ip, now).then_some(Lock::Address)
    }

    /// Whether `ip` is locked out now (five wrong PINs within the last minute).
    fn locked(&mut self, ip: IpAddr, now: Instant) -> bool {
        let key = counted_as(ip);
        let Some(times) = self.wrong.get_mut(&key) else { return false };
        times.retain(|t| now.duration_since(*t) < WINDOW);
        if times.is_empty() {
            self.wrong.remove(&key);
            return false;
        }
        times.len() >= TRIES
    }

    /// Count a wrong PIN from `ip`: true when it spent the table's budget (someone is guessing:
    /// said once, until the budget is spent again). Addresses are forgotten once their minute is
    /// over, and the table is bounded: a flood of addresses keeps only the most recent.
    pub(crate) fn wrong(&mut self, ip: IpAddr, now: Instant) -> bool {
        if self.wrong.len() >= 4096 {
            self.wrong.retain(|_, ts| ts.iter().any(|t| now.duration_since(*t) < WINDOW));
        }
        let times = self.wrong.entry(counted_as(ip)).or_default();
        if times.len() < TRIES * 2 {
            times.push(now);
        }
        if self.all.len() < BUDGET {
            self.all.push_back(now);
            return self.all.len() == BUDGET;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pin_is_six_digits_and_its_cookie_is_this_starts_only() {
        let p = Pin::new(None).unwrap();
        assert!(Pin::valid(&p.digits), "{}", p.digits);
        assert!(p.matches(&p.digits) && !p.matches("12345") && !p.matches("1234567"));
        let q = Pin::new(Some("123456")).unwrap();
        assert!(q.matches("123456") && !q.matches("123457"));
        let cookie = p.cookie();
        let value = cookie.split(';').next().unwrap();
        assert!(p.in_cookie(&format!("other=1; {value}")));
        assert!(!q.in_cookie(value), "another start's cookie");
        assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"));
        // Kept a day (24 × 60 × 60 s), through a browser's restart.
        assert!(cookie.split("; ").any(|a| a == "Max-Age=86400"), "{cookie}");
        assert!(!Pin::valid("12345a") && !Pin::valid("1234567") && Pin::valid("000000"));
    }

    #[test]
    fn no_secret_without_the_system_s_random_source() {
        let none = |_: &mut [u8]| Err(Error::NoRandom { message: "no source".into() });
        assert!(matches!(Pin::drawn(None, none), Err(Error::NoRandom { .. })));
        // A PIN given still needs a token no one can guess.
        assert!(matches!(Pin::drawn(Some("123456"), none), Err(Error::NoRandom { .. })));
        // Two starts, two tokens (and, but for one in a million, two PINs).
        let (a, b) = (Pin::new(None).unwrap(), Pin::new(None).unwrap());
        assert_ne!(a.token, b.token);
    }

    #[test]
    fn thirty_wrong_pins_in_a_minute_from_any_addresses_lock_every_pin_check_out() {
        let mut t = Tries::default();
        let now = Instant::now();
        let from = |i: usize| IpAddr::from([10, 0, (i / 250) as u8, (i % 250) as u8 + 1]);
        for i in 0..BUDGET - 1 {
            assert!(!t.wrong(from(i), now + Duration::from_secs(i as u64)), "{i}");
            assert_eq!(t.lock(from(i + 1), now + Duration::from_secs(i as u64)), None, "{i}");
        }
        assert!(t.wrong(from(100), now + Duration::from_secs(29)), "the thirtieth spends the budget");
        let at = now + Duration::from_secs(30);
        assert_eq!(t.lock(from(200), at), Some(Lock::Table));
        assert!(!t.wrong(from(201), at), "said once");
        // The first falls out of the minute: one more PIN is checked.
        assert_eq!(t.lock(from(200), now + Duration::from_secs(60)), None);
    }

    #[test]
    fn five_wrong_pins_in_a_minute_lock_an_address_and_its_slash_64_out_for_that_minute() {
        let mut t = Tries::default();
        let now = Instant::now();
        let a: IpAddr = "2001:db8:1:2::10".parse().unwrap();
        let same_64: IpAddr = "2001:db8:1:2:ffff::1".parse().unwrap();
        let other: IpAddr = "2001:db8:1:3::10".parse().unwrap();
        for i in 0..4 {
            t.wrong(if i % 2 == 0 { a } else { same_64 }, now);
            assert!(!t.locked(a, now));
        }
        t.wrong(same_64, now);
        assert_eq!(t.lock(a, now), Some(Lock::Address));
        assert!(t.locked(a, now) && t.locked(same_64, now));
        assert!(!t.locked(other, now));
        assert!(t.locked(a, now + Duration::from_secs(59)));
        assert!(!t.locked(a, now + Duration::from_secs(61)), "the minute is over");
        let v4: IpAddr = "192.168.1.7".parse().unwrap();
        let mapped: IpAddr = "::ffff:192.168.1.7".parse().unwrap();
        for _ in 0..5 {
            t.wrong(mapped, now);
        }
        assert!(t.locked(v4, now));
    }
}
