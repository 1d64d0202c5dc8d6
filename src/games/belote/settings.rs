//! Belote's options, read once into types when a session starts (and again when an `option`
//! entry changes them, in force from the next deal).

use super::spec::{Announcements, BeloteScoring, BeloteSpec};
use crate::engine::Level;
use crate::ruleset::Options;

pub(crate) use crate::games::belote::melds::RunTie;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Penalty {
    /// The offending side scores only its belote; the others take the hand.
    HandLost,
    /// Flagged, scores unchanged.
    FlagOnly,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Settings {
    pub(crate) target: i64,
    /// A partie of this many hands played (a concours's): the session is over after them,
    /// whatever the totals (the target plays no part); 0: no limit.
    pub(crate) hands: u32,
    /// A third bidding round: all-trump or no-trump.
    pub(crate) all_no_trump: bool,
    /// The belote counts only when said with both cards.
    pub(crate) must_declare: bool,
    /// The belote is said on the king first.
    pub(crate) king_first: bool,
    pub(crate) run_tie: RunTie,
    /// Overrides the ruleset's overtrump duty when set.
    pub(crate) overtrump: Option<bool>,
    /// What a taker undertakes: the ruleset's scoring, and with points scoring the `contract`
    /// option (none, or beat each opponent).
    pub(crate) level: Level,
    pub(crate) penalty: Penalty,
    /// Points the dealer's side loses for a misdeal.
    pub(crate) misdeal_penalty: i64,
}

impl Settings {
    pub(crate) fn read(spec: &BeloteSpec, o: &Options) -> Settings {
        let spanish = spec.announcements == Announcements::Spanish;
        Settings {
            target: o.int("target"),
            hands: u32::try_from(o.int("hands")).unwrap_or(0),
            all_no_trump: o.bool("all_no_trump"),
            must_declare: spanish || o.bool("belote.must_declare"),
            king_first: spanish && o.str_or("belote.order", "king-first") == "king-first",
            run_tie: if o.str_or("run_tie", "first") == "split" { RunTie::Split } else { RunTie::First },
            overtrump: o.get("overtrump").map(|_| o.bool("overtrump")),
            level: match spec.scoring {
                BeloteScoring::Contract => Level::BeatDefence,
                BeloteScoring::Points if o.str_or("contract", "none") == "beat-each-opponent" => {
                    Level::BeatEachOpponent
                }
                BeloteScoring::Points => Level::Points,
            },
            penalty: if o.str_or("renounce_penalty", "hand-lost") == "flag-only" {
                Penalty::FlagOnly
            } else {
                Penalty::HandLost
            },
            misdeal_penalty: o.int("misdeal_penalty"),
        }
    }
}
