/*!
What the referee says when it accepts an entry, as data. The table renders each notice with the
language catalogue; the session takes the hand reports into the verdict.
*/

use super::contract::{CallWords, Contract};
use super::event::{Event, Seat, Side};
use super::report::{HandReport, Infraction};

/// One number per side (or per player), inline up to four: a trick's notice allocates nothing at
/// a table of four.
#[doc(hidden)]
pub type PerSide = smallvec::SmallVec<[i64; 4]>;

/// Where a player is at treinta y una (perejila).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Reach {
    /// May still draw.
    Open,
    /// Stood at this count.
    Stood,
    /// Holds 31: asked for no more cards.
    ThirtyOne,
    /// Over 31: out of the lance.
    Out,
}

/// How a player took the whole pot (bestia).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum PotWin {
    /// Everyone else passed.
    Alone,
    Mosca,
    /// Every trick.
    AllTricks,
}

#[derive(Debug, Clone, PartialEq)]
#[doc(hidden)]
pub enum Notice {
    /// Everyone anted `each`; the pot holds `pot` (bestia).
    Antes {
        each: i64,
        pot: i64,
    },
    /// Everyone staked `each` on every square; the board holds `board` (perejila).
    Stakes {
        each: i64,
        board: i64,
    },
    /// The pánfilo was shown: its holder receives `chips` in all.
    PanfiloPaid {
        player: Seat,
        chips: i64,
    },
    PotTaken {
        player: Seat,
        chips: i64,
        how: PotWin,
    },
    EnBestia {
        player: Seat,
        pays: i64,
    },
    RenouncePays {
        player: Seat,
        chips: i64,
    },
    PotCarries {
        chips: i64,
    },
    /// Everyone passed (bestia): the hand is void and the pot stays.
    Void {
        pot: i64,
    },
    /// The auction is over with this contract, bid with a value (coinche): its value, trump,
    /// multiplier and taker, who coinched and who surcoinched it, in the ruleset's `words`.
    Contract {
        contract: Contract,
        words: CallWords,
    },
    /// Everyone passed (belote): `dealer` deals hand `hand` again.
    Redeal {
        hand: usize,
        dealer: Seat,
    },
    /// An infraction proved now (a renounce with its proof, an announcement made void).
    Breach(Infraction),
    /// A trick is complete: `winner` took trick `trick` of `tricks`. Belote: its `points` (the
    /// last trick's bonus included) and each side's card points so far in the hand; bestia
    /// (`points` None): each player's tricks so far.
    TrickTaken {
        trick: usize,
        tricks: usize,
        winner: Seat,
        points: Option<i64>,
        so_far: PerSide,
    },
    /// The announcements are settled (belote-es: the first trick is complete and every
    /// announcement still standing is shown): `best` holds the best combination (None: none
    /// stands), `split` the players whose equal best combinations share; what each side scores.
    Announcements {
        best: Option<Seat>,
        split: Vec<Seat>,
        scores: PerSide,
    },
    /// A tururú is dealt (perejila): `player` takes every square; `real`: two 7s and the perejila.
    Tururu {
        player: Seat,
        real: bool,
    },
    /// A player's count at treinta y una after a draw or a stand, and where that leaves them.
    Count {
        player: Seat,
        count: i64,
        reach: Reach,
    },
    /// A hand is over; its report (the session keeps it and passes on [`Notice::HandEnded`]).
    Hand(Box<HandReport>),
    /// Hand `number` is over: its report is the session's last.
    HandEnded {
        number: usize,
    },
    GameWon {
        side: Side,
    },
    /// An option changes from the next deal on.
    OptionChanged {
        key: String,
    },
    /// `undo` retracted this entry.
    Retracted {
        event: Event,
    },
    /// The entry at journal line `line` is replaced; the session was folded again with it.
    Amended {
        line: usize,
    },
}
