//! Belote's options, read once into types when a session starts (and again when an `option`
//! entry changes them, in force from the next deal).

use super::contract_auction::ContractRules;
use super::spec::{Announcements, BeloteScoring, BeloteSpec};
use crate::engine::{BidValue, Level};
use crate::rules::trick::Overrides;
use crate::ruleset::Options;

pub(crate) use crate::games::belote::melds::RunTie;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Penalty {
    /// The offending side scores only its belote; the others take the hand.
    HandLost,
    /// Flagged, scores unchanged.
    FlagOnly,
}

/// How a contract bid is scored (RULES.md coinche "Scores", contree), from the options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct BidScoring {
    /// What the takers' total must reach for an "80" (`eighty_needs`: 82 or 80).
    pub(crate) eighty_needs: i64,
    /// The takers' belote goes to the defence when the contract fails (`belote.on_failure:
    /// defence`).
    pub(crate) belote_to_defence: bool,
    /// Only the value bid is scored, times the multiplier (`scoring: bid-only`).
    pub(crate) bid_only: bool,
    /// The takers' card points rounded to the nearest ten, the defence's 160 minus that
    /// (`rounding: nearest-10`).
    pub(crate) rounding: bool,
    /// A coinched contract scores (160 + the value) × m to its winner (`coinched_base: deal`).
    pub(crate) deal_base: bool,
    /// What a failed capot bid gives the defence, times the multiplier (`capot_failed`: 412 or
    /// 500).
    pub(crate) capot_failed: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Settings {
    pub(crate) target: i64,
    /// The target is won by a total strictly over it (`target_reach: exceed`), not at it.
    pub(crate) target_exceed: bool,
    /// A partie of this many hands played (a concours's): the session is over after them,
    /// whatever the totals (the target plays no part); 0: no limit.
    pub(crate) hands: u32,
    /// A third bidding round: all-trump or no-trump.
    pub(crate) all_no_trump: bool,
    /// The belote counts only when said with both cards.
    pub(crate) must_declare: bool,
    /// The belote is said on the king first.
    pub(crate) king_first: bool,
    /// The belote counts when "belote" is said with the first of the two cards played, the
    /// "rebelote" implied (`belote.declare: first`).
    pub(crate) declare_first: bool,
    /// A belote in each suit in all-trump (`belote.all_trump`: each-suit, or none in coinche).
    pub(crate) all_trump_belote: bool,
    /// The contract auction's options (coinche).
    pub(crate) contract: ContractRules,
    /// How a contract bid is scored (coinche).
    pub(crate) bid: BidScoring,
    pub(crate) run_tie: RunTie,
    /// The ruleset's duties to overtrump and undertrump, as the options `overtrump` and
    /// `undertrump` change them when set.
    pub(crate) duties: Overrides,
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
        let declare = o.str_or("belote.declare", "");
        Settings {
            target: o.int("target"),
            target_exceed: o.str_or("target_reach", "reach") == "exceed",
            hands: u32::try_from(o.int("hands")).unwrap_or(0),
            all_no_trump: o.bool("all_no_trump"),
            must_declare: spanish || o.bool("belote.must_declare") || declare == "both",
            king_first: spanish && o.str_or("belote.order", "king-first") == "king-first",
            declare_first: declare == "first",
            all_trump_belote: o.str_or("belote.all_trump", "each-suit") == "each-suit",
            contract: ContractRules {
                max_bid: u16::try_from(o.int("max_bid")).ok().filter(|v| *v > 0).unwrap_or(180),
                all_no_trump: o.bool("all_no_trump"),
                self_raise: o.str_or("self_raise", "new-suit") == "new-suit",
                in_turn: o.str_or("coinche_timing", "any-time") == "in-turn",
                surcoinche: u8::try_from(o.int("surcoinche")).ok().filter(|v| *v > 0).unwrap_or(4),
                words: spec.calls,
            },
            bid: BidScoring {
                eighty_needs: match o.int("eighty_needs") {
                    0 => 82,
                    n => n,
                },
                belote_to_defence: o.str_or("belote.on_failure", "takers") == "defence",
                bid_only: o.str_or("scoring", "points-and-bid") == "bid-only",
                rounding: o.str_or("rounding", "none") == "nearest-10",
                deal_base: o.str_or("coinched_base", "points") == "deal",
                capot_failed: match o.int("capot_failed") {
                    0 => 412,
                    n => n,
                },
            },
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
                // Each contract has the value bid; this is the kind of level the hands have.
                BeloteScoring::Bid => Level::Bid(BidValue::Points(super::contract_auction::LOWEST_BID)),
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
