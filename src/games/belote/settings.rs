//! Belote's options, read once into types when a session starts (and again when an `option`
//! entry changes them, in force from the next deal).

use super::spec::{Announcements, BeloteScoring, BeloteSpec};
use crate::engine::Level;
use crate::rules::trick::Overrides;
use crate::ruleset::Options;

pub use crate::games::belote::melds::RunTie;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Penalty {
    /// The offending side scores only its belote; the others take the hand.
    HandLost,
    /// Flagged, scores unchanged.
    FlagOnly,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    pub target: i64,
    /// A partie of this many hands played (a concours's): the session is over after them,
    /// whatever the totals (the target plays no part); 0: no limit.
    pub hands: u32,
    /// A third bidding round: all-trump or no-trump.
    pub all_no_trump: bool,
    /// The belote counts only when said with both cards.
    pub must_declare: bool,
    /// The belote is said on the king first.
    pub king_first: bool,
    pub run_tie: RunTie,
    /// The ruleset's duties to overtrump and undertrump, as the options `overtrump` and
    /// `undertrump` change them when set.
    pub duties: Overrides,
    /// What a taker undertakes: the ruleset's scoring, and with points scoring the `contract`
    /// option (none, or beat each opponent).
    pub level: Level,
    pub penalty: Penalty,
    /// Points the dealer's side loses for a misdeal.
    pub misdeal_penalty: i64,
}

impl Settings {
    pub fn read(spec: &BeloteSpec, o: &Options) -> Settings {
        let spanish = spec.announcements == Announcements::Spanish;
        Settings {
            target: o.int("target"),
            hands: u32::try_from(o.int("hands")).unwrap_or(0),
            all_no_trump: o.bool("all_no_trump"),
            must_declare: spanish || o.bool("belote.must_declare"),
            king_first: spanish && o.str_or("belote.order", "king-first") == "king-first",
            run_tie: if o.str_or("run_tie", "first") == "split" { RunTie::Split } else { RunTie::First },
            duties: Overrides {
                overtrump: o.get("overtrump").map(|_| o.bool("overtrump")),
                undertrump: o.get("undertrump").map(|_| o.bool("undertrump")),
            },
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
