/*!
Events as the referee sees them: typed, with seats and cards as compact values. The journal
stores them as JSON lines with names and card codes ([`crate::journal::Record`]);
`journal::codec` turns one into the other for a session's seating and deck.
*/

use crate::cards::{Card, Suit};
use crate::ruleset::OptValue;

/// A player, by their place in play order (0 = the first player of the header).
pub type Seat = usize;

/// A side (a team, or a player where there are no teams), by its index in the seating.
pub type Side = usize;

/// What a player says in the bidding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Call {
    Pass,
    /// Belote: take the contract.
    Take,
    /// La Bestia: play the hand.
    Play,
}

/// The trump a taker names (belote).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Trump {
    Suit(Suit),
    /// Every suit ranks as trump.
    All,
    /// No suit is trump.
    NoTrump,
}

/// What a player says with a card (belote): the first and the second of K and Q of trump.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Say {
    Belote,
    Rebelote,
}

/// A combination announced by name (belote-es): the brelán (four of a kind) or a run of 3 to 8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MeldName {
    Four,
    Run(u8),
}

impl MeldName {
    /// The journal's word: `four`, `run3` … `run8`.
    pub fn parse(s: &str) -> Option<MeldName> {
        match s {
            "four" => Some(MeldName::Four),
            _ => {
                let n: u8 = s.strip_prefix("run")?.parse().ok()?;
                (3..=8).contains(&n).then_some(MeldName::Run(n))
            }
        }
    }
    pub fn code(self) -> String {
        match self {
            MeldName::Four => "four".into(),
            MeldName::Run(n) => format!("run{n}"),
        }
    }
    /// Rank by name: a brelán above every run, runs by length.
    pub fn name_rank(self) -> u8 {
        match self {
            MeldName::Four => 100,
            MeldName::Run(n) => n,
        }
    }
}

/// The nine squares of Perejila, in the order they are settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
    pub fn code(self) -> &'static str {
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
    pub fn parse(s: &str) -> Option<Lance> {
        Lance::ALL.into_iter().find(|l| l.code() == s)
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A hand's outcome entered without its cards, after the deal and bids.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tally {
    /// Card points taken by side, the last trick's bonus included (belote), as entered.
    pub points: Vec<(Side, i64)>,
    /// Tricks taken by side (belote) or by player (bestia, where every player is a side).
    pub tricks: Vec<(Side, i64)>,
    /// The players credited with belote-rebelote (all-trump: one per suit at most).
    pub belote: Vec<Seat>,
    /// A renounce the table agreed on: the play penalty applies.
    pub renounce: Option<Seat>,
}

/// One event of a session.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// `bottom`: the bottom card of the stock, shown and out of play (belote-es, 2-3 players).
    Deal {
        dealer: Seat,
        turned: Option<Card>,
        bottom: Option<Card>,
    },
    /// A card was exposed while dealing: the same dealer deals again.
    Misdeal,
    /// The stock ran out at treinta y una: the hand's cards are shuffled to draw from.
    Reshuffle,
    Bid {
        player: Seat,
        call: Call,
        trump: Option<Trump>,
    },
    SwapSeven {
        player: Seat,
    },
    Announce {
        player: Seat,
        melds: Vec<MeldName>,
    },
    Show {
        player: Seat,
        cards: Vec<Card>,
    },
    Play {
        player: Seat,
        card: Card,
        say: Option<Say>,
    },
    Exchange {
        player: Seat,
        count: i64,
    },
    Mosca {
        player: Seat,
        cards: Vec<Card>,
    },
    Panfilo {
        player: Seat,
    },
    Up {
        player: Seat,
        card: Card,
    },
    Down {
        player: Seat,
        cards: Vec<Card>,
    },
    Wild {
        player: Seat,
        lance: Lance,
        as_card: Card,
    },
    Draw {
        player: Seat,
        card: Card,
    },
    /// `player` stands at treinta y una: asks for no more cards (a later deal implies it).
    Stand {
        player: Seat,
    },
    SetOption {
        key: String,
        value: OptValue,
    },
    Note {
        text: String,
    },
    Tally(Box<Tally>),
    /// The entry in force at journal line `line` replaced by `entry`, as if entered in its place.
    Amend {
        line: usize,
        entry: Box<Event>,
    },
    Undo,
    End,
}

/// The kinds of event, for messages and help.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EventKind {
    Deal,
    Misdeal,
    Reshuffle,
    Bid,
    SwapSeven,
    Announce,
    Show,
    Play,
    Exchange,
    Mosca,
    Panfilo,
    Up,
    Down,
    Wild,
    Draw,
    Stand,
    SetOption,
    Note,
    Tally,
    Amend,
    Undo,
    End,
}

impl EventKind {
    /// The journal's `type`.
    pub fn code(self) -> &'static str {
        match self {
            EventKind::Deal => "deal",
            EventKind::Misdeal => "misdeal",
            EventKind::Reshuffle => "reshuffle",
            EventKind::Bid => "bid",
            EventKind::SwapSeven => "swap-seven",
            EventKind::Announce => "announce",
            EventKind::Show => "show",
            EventKind::Play => "play",
            EventKind::Exchange => "exchange",
            EventKind::Mosca => "mosca",
            EventKind::Panfilo => "panfilo",
            EventKind::Up => "up",
            EventKind::Down => "down",
            EventKind::Wild => "wild",
            EventKind::Draw => "draw",
            EventKind::Stand => "stand",
            EventKind::SetOption => "option",
            EventKind::Note => "note",
            EventKind::Tally => "tally",
            EventKind::Amend => "amend",
            EventKind::Undo => "undo",
            EventKind::End => "end",
        }
    }
}

impl Event {
    pub fn kind(&self) -> EventKind {
        match self {
            Event::Deal { .. } => EventKind::Deal,
            Event::Misdeal => EventKind::Misdeal,
            Event::Reshuffle => EventKind::Reshuffle,
            Event::Bid { .. } => EventKind::Bid,
            Event::SwapSeven { .. } => EventKind::SwapSeven,
            Event::Announce { .. } => EventKind::Announce,
            Event::Show { .. } => EventKind::Show,
            Event::Play { .. } => EventKind::Play,
            Event::Exchange { .. } => EventKind::Exchange,
            Event::Mosca { .. } => EventKind::Mosca,
            Event::Panfilo { .. } => EventKind::Panfilo,
            Event::Up { .. } => EventKind::Up,
            Event::Down { .. } => EventKind::Down,
            Event::Wild { .. } => EventKind::Wild,
            Event::Draw { .. } => EventKind::Draw,
            Event::Stand { .. } => EventKind::Stand,
            Event::SetOption { .. } => EventKind::SetOption,
            Event::Note { .. } => EventKind::Note,
            Event::Tally(_) => EventKind::Tally,
            Event::Amend { .. } => EventKind::Amend,
            Event::Undo => EventKind::Undo,
            Event::End => EventKind::End,
        }
    }

    /// The player the event is about (the dealer of a deal).
    pub fn player(&self) -> Option<Seat> {
        match self {
            Event::Deal { dealer, .. } => Some(*dealer),
            Event::Bid { player, .. }
            | Event::SwapSeven { player }
            | Event::Announce { player, .. }
            | Event::Show { player, .. }
            | Event::Play { player, .. }
            | Event::Exchange { player, .. }
            | Event::Mosca { player, .. }
            | Event::Panfilo { player }
            | Event::Up { player, .. }
            | Event::Down { player, .. }
            | Event::Wild { player, .. }
            | Event::Draw { player, .. }
            | Event::Stand { player } => Some(*player),
            Event::Amend { entry, .. } => entry.player(),
            Event::Tally(_)
            | Event::SetOption { .. }
            | Event::Note { .. }
            | Event::Undo
            | Event::End
            | Event::Misdeal
            | Event::Reshuffle => None,
        }
    }
}
