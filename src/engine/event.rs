/*!
Events as the referee sees them: typed, with seats and cards as compact values. The journal
stores them as JSON lines with names and card codes (`journal::Record`); `journal::codec` turns
one into the other for a session's seating and deck. Each event's fields are declared once, in
[`super::events`]: [`Event`], [`Tally`] and [`EventKind`] are made from that declaration here.
*/

use super::contract::BidValue;
use crate::cards::Suit;

/// A player, by their place in play order (0 = the first player of the header).
#[doc(hidden)]
pub type Seat = usize;

/// A side (a team, or a player where there are no teams), by its index in the seating.
#[doc(hidden)]
pub type Side = usize;

/// What a player says in the bidding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub enum Call {
    Pass,
    /// Belote: take the contract.
    Take,
    /// La Bestia: play the hand.
    Play,
    /// Coinche: a contract bid, with its trump (the event's `trump`, where a take's goes). The
    /// journal spells it `"call": "bid"` with the value apart (`"value": 100`, `"capot"`).
    Bid(BidValue),
    /// Coinche: doubles the standing bid (an opponent of its bidder; out of turn unless
    /// `coinche_timing: in-turn`).
    Coinche,
    /// Coinche: the bidder's side doubles again after a coinche; it ends the auction.
    Surcoinche,
}

/// The trump a taker names (belote).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub enum Trump {
    Suit(Suit),
    /// Every suit ranks as trump.
    All,
    /// No suit is trump.
    NoTrump,
}

/// What a player says with a card (belote): the first and the second of K and Q of trump.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub enum Say {
    Belote,
    Rebelote,
}

/// A combination announced by name (belote-es): the brelán (four of a kind) or a run of 3 to 8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub enum MeldName {
    Four,
    Run(u8),
}

impl MeldName {
    /// The journal's word: `four`, `run3` … `run8`.
    pub(crate) fn parse(s: &str) -> Option<MeldName> {
        match s {
            "four" => Some(MeldName::Four),
            _ => {
                let n: u8 = s.strip_prefix("run")?.parse().ok()?;
                (3..=8).contains(&n).then_some(MeldName::Run(n))
            }
        }
    }
    pub(crate) fn code(self) -> String {
        match self {
            MeldName::Four => "four".into(),
            MeldName::Run(n) => format!("run{n}"),
        }
    }
    /// Rank by name: a brelán above every run, runs by length.
    pub(crate) fn name_rank(self) -> u8 {
        match self {
            MeldName::Four => 100,
            MeldName::Run(n) => n,
        }
    }
}

/// The nine squares of Perejila, in the order they are settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[doc(hidden)]
pub enum Lance {
    Punto,
    AsDeOros,
    MayorDeEspadas,
    Flor,
    Escalera,
    Parejas,
    NoDiez,
    TreintaYUna,
    Tururu,
}

impl Lance {
    pub const ALL: [Lance; 9] = [
        Lance::Punto,
        Lance::AsDeOros,
        Lance::MayorDeEspadas,
        Lance::Flor,
        Lance::Escalera,
        Lance::Parejas,
        Lance::NoDiez,
        Lance::TreintaYUna,
        Lance::Tururu,
    ];
    /// The journal's name (`as-de-oros`).
    pub(crate) fn code(self) -> &'static str {
        match self {
            Lance::Punto => "punto",
            Lance::AsDeOros => "as-de-oros",
            Lance::MayorDeEspadas => "mayor-de-espadas",
            Lance::Flor => "flor",
            Lance::Escalera => "escalera",
            Lance::Parejas => "parejas",
            Lance::NoDiez => "no-diez",
            Lance::TreintaYUna => "treinta-y-una",
            Lance::Tururu => "tururu",
        }
    }
    pub(crate) fn parse(s: &str) -> Option<Lance> {
        Lance::ALL.into_iter().find(|l| l.code() == s)
    }
    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

/// Makes, from the declaration (`events!`): [`Event`], the boxed events' structs ([`Tally`]),
/// [`EventKind`] with the journal's `type` of each, and what every event is asked.
macro_rules! typed_events {
    (
        keys { $($keys:tt)* }
        events { $( $(#[$_d:meta])* $E:ident $code:literal $({ $($_f:tt)* })? )* }
        unboxed { $(
            $(#[$doc:meta])* $V:ident $_vc:literal $({
                $( $(#[$vd:meta])* $f:ident: $p:ident $k:ident $m:ident $(($_va:ident))? ),* $(,)? $(; $($_j:tt)*)?
            })?
        )* }
        boxed { $(
            $(#[$bdoc:meta])* $B:ident $_bc:literal {
                $( $(#[$bfdoc:meta])* $bf:ident: $bp:ident $bk:ident $bm:ident $(($_ba:ident))? ),* $(,)?
            }
        )* }
        kept { $($kept:tt)* }
    ) => {
        /// One event of a session.
        #[derive(Debug, Clone, PartialEq)]
        #[doc(hidden)]
        pub enum Event {
            $( $(#[$doc])* $V $({ $( $(#[$vd])* $f: crate::engine::events::typed_field!($p $k $m) ),* })?, )*
            $( $(#[$bdoc])* $B(Box<$B>), )*
        }

        $(
            $(#[$bdoc])*
            #[derive(Debug, Clone, PartialEq, Eq, Default)]
            #[doc(hidden)]
            pub struct $B { $( $(#[$bfdoc])* pub(crate) $bf: crate::engine::events::typed_field!($bp $bk $bm), )* }
        )*

        /// The kinds of event, for messages and help.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[doc(hidden)]
        pub enum EventKind { $( $E, )* }

        impl EventKind {
            /// Every kind, in the order of the declaration.
            #[cfg(test)]
            pub(crate) const ALL: &'static [EventKind] = &[ $( EventKind::$E ),* ];

            /// The journal's `type`.
            pub(crate) fn code(self) -> &'static str {
                match self { $( EventKind::$E => $code, )* }
            }

            /// The kind whose journal `type` is `code`.
            #[inline]
            pub(crate) fn parse(code: &str) -> Option<EventKind> {
                match code { $( $code => Some(EventKind::$E), )* _ => None }
            }
        }

        impl Event {
            pub(crate) fn kind(&self) -> EventKind {
                match self {
                    $( Event::$V { .. } => EventKind::$V, )*
                    $( Event::$B(_) => EventKind::$B, )*
                }
            }

            /// The player the event is about: its first field that must name a player (the
            /// dealer of a deal), or the one of the entry it amends.
            #[allow(dead_code, reason = "docs/architecture.md names it among what the declaration makes; nothing asks it yet")]
            pub(crate) fn player(&self) -> Option<Seat> {
                match self {
                    $( Event::$V { $($($f),*)? } => None $($( .or(about!($f, $p $k $m)) )*)?, )*
                    $( Event::$B(b) => {
                        let $B { $($bf),* } = &**b;
                        None $( .or(about!($bf, $bp $bk $bm)) )*
                    } )*
                }
            }
        }
    };
}

/// What a field says of the player an event is about ([`Event::player`]).
macro_rules! about {
    ($x:ident, one text seat) => {
        Some(*$x)
    };
    ($x:ident, one object entry) => {
        $x.player()
    };
    ($x:ident, $($_other:tt)*) => {{
        let _ = $x;
        None
    }};
}

super::events::events!(typed_events);
