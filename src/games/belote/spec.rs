//! Belote's section of a ruleset file (`belote:`): hand sizes, who holds the turned card, the
//! bidding rounds, the dealer, the 7 swap, Spanish announcements and their values, the bonuses and
//! the scoring; checked with positions; and the options Belote reads.

use crate::cards::{self, DeckKind, Rank};
use crate::engine::CallWords;
use crate::ruleset::{parse_ranks, Checker, Flaw, Ruleset, MAX_POINTS};
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use crate::ruleset::options::{Allowed, KnownOption};

/// The options Belote reads with the turned-card auction, with the values it can read.
pub(crate) const OPTIONS: &[KnownOption] = &[
    KnownOption::new("target", true, Allowed::Range(1, 1_000_000_000)),
    KnownOption::new("hands", false, Allowed::Range(0, 1000)),
    KnownOption::new("all_no_trump", false, Allowed::Switch),
    KnownOption::new("belote.must_declare", false, Allowed::Switch),
    KnownOption::new("belote.order", false, Allowed::Words(&["king-first", "any"])),
    KnownOption::new("run_tie", false, Allowed::Words(&["first", "split"])),
    KnownOption::new("overtrump", false, Allowed::Switch),
    KnownOption::new("contract", false, Allowed::Words(&["none", "beat-each-opponent"])),
    KnownOption::new("renounce_penalty", true, Allowed::Words(&["hand-lost", "flag-only"])),
    KnownOption::new("misdeal_penalty", false, Allowed::Range(0, 1_000_000)),
];

/// The options Belote reads with the contract auction (RULES.md coinche, contree), with the
/// values it can read.
pub(crate) const CONTRACT_OPTIONS: &[KnownOption] = &[
    KnownOption::new("target", true, Allowed::Range(1, 1_000_000_000)),
    KnownOption::new("target_reach", false, Allowed::Words(&["exceed", "reach"])),
    KnownOption::new("hands", false, Allowed::Range(0, 1000)),
    KnownOption::new("max_bid", false, Allowed::Ints(&[160, 180])),
    KnownOption::new("all_no_trump", false, Allowed::Switch),
    KnownOption::new("self_raise", false, Allowed::Words(&["new-suit", "never"])),
    KnownOption::new("coinche_timing", false, Allowed::Words(&["any-time", "in-turn"])),
    KnownOption::new("surcoinche", false, Allowed::Ints(&[4, 3])),
    KnownOption::new("eighty_needs", false, Allowed::Ints(&[82, 80])),
    KnownOption::new("undertrump", false, Allowed::Switch),
    KnownOption::new("belote.declare", false, Allowed::Words(&["first", "both", "none"])),
    KnownOption::new("belote.all_trump", false, Allowed::Words(&["none", "each-suit"])),
    KnownOption::new("belote.on_failure", false, Allowed::Words(&["takers", "defence"])),
    KnownOption::new("scoring", false, Allowed::Words(&["points-and-bid", "bid-only"])),
    KnownOption::new("rounding", false, Allowed::Words(&["none", "nearest-10"])),
    KnownOption::new("coinched_base", false, Allowed::Words(&["points", "deal"])),
    KnownOption::new("capot_failed", false, Allowed::Ints(&[412, 500])),
    KnownOption::new("renounce_penalty", true, Allowed::Words(&["hand-lost", "flag-only"])),
    KnownOption::new("misdeal_penalty", false, Allowed::Range(0, 1_000_000)),
];

/// The options a Belote section with this auction reads.
pub(crate) fn options_for(auction: AuctionKind) -> &'static [KnownOption] {
    match auction {
        AuctionKind::TurnedCard => OPTIONS,
        AuctionKind::Contract => CONTRACT_OPTIONS,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum TurnedCard {
    /// The taker picks the turned card up (a known holding).
    Taker,
    /// The turned card stays on the table, out of play (unless the 7 swap takes it).
    Table,
}

/// The auction a hand has before its play (`auction::Auction`): the section's `auction`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum AuctionKind {
    /// A card turned up at the deal: take its suit, then name one (belote-classic, belote-es).
    #[default]
    TurnedCard,
    /// No card turned up: bids with values and a trump, coinche and surcoinche (coinche,
    /// contree).
    Contract,
}

/// What the contract auction calls the doubles of a contract: the section's `calls`. The words
/// are the ruleset's, not a rule's: Board Game Arena's coinche says coinche and surcoinche, the
/// federation's contrée contre and surcontre, whatever the options (an `option` entry changing
/// `coinche_timing` between deals leaves the table's words as they were). Both are read as input
/// everywhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Calls {
    #[default]
    Coinche,
    Contre,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum AllPass {
    NextDealer,
    SameDealer,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum NextDealer {
    Rotate,
    /// Two players: who scored more in the last hand deals (equal: in turn); more players rotate.
    HigherScorerHeadsUp,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum SecondRound {
    AnySuit,
    OtherSuit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Announcements {
    None,
    Spanish,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum BeloteScoring {
    /// Takers must reach the defenders' total; ties are litiges (BGA).
    Contract,
    /// Every side keeps what it makes (Spanish description; `contract` option).
    Points,
    /// The takers must reach the value they bid (coinche, contree; with the contract auction).
    Bid,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawBelote {
    #[serde(default)]
    auction: AuctionKind,
    calls: Option<Calls>,
    hand_size: BTreeMap<u32, u32>,
    #[serde(default)]
    turned_card: BTreeMap<u32, TurnedCard>,
    second_round: Option<SecondRound>,
    all_pass: AllPass,
    next_dealer: NextDealer,
    #[serde(default)]
    swap_seven: Vec<u32>,
    announcements: Announcements,
    #[serde(default)]
    four_order: Vec<String>,
    #[serde(default)]
    four_values: IndexMap<String, i32>,
    #[serde(default)]
    run_order: Vec<String>,
    #[serde(default)]
    run_values: BTreeMap<u32, i32>,
    last_trick: i32,
    belote_bonus: i32,
    scoring: BeloteScoring,
    capot_bonus: Option<i32>,
    capote_award: Option<i32>,
    capot_points: Option<i32>,
}

impl RawBelote {
    /// The auction the section names (the turned-card auction unless it says `contract`).
    pub(crate) fn auction(&self) -> AuctionKind {
        self.auction
    }
}

/// Belote-specific structure (both bundled Belote rulesets).
#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct BeloteSpec {
    /// The section's auction: the turned-card one (with its `turned_card` and `second_round`) or
    /// the contract one.
    pub(crate) auction: AuctionKind,
    /// The contract auction's words for its doubles (`calls`, coinche unless it says contre).
    pub(crate) calls: CallWords,
    pub(crate) hand_size: BTreeMap<u32, u32>,
    pub(crate) turned_card: BTreeMap<u32, TurnedCard>,
    pub(crate) second_round: SecondRound,
    pub(crate) all_pass: AllPass,
    pub(crate) next_dealer: NextDealer,
    pub(crate) swap_seven: Vec<u32>,
    pub(crate) announcements: Announcements,
    pub(crate) four_values: BTreeMap<u8, i32>,
    /// Sequence order, low to high (7 8 9 10 J Q K A).
    pub(crate) run_order: Vec<Rank>,
    pub(crate) run_values: BTreeMap<u32, i32>,
    pub(crate) last_trick: i32,
    pub(crate) belote_bonus: i32,
    pub(crate) scoring: BeloteScoring,
    pub(crate) capot_bonus: Option<i32>,
    pub(crate) capote_award: Option<i32>,
    /// Bid scoring: what a side taking all eight tricks counts in place of its card points and
    /// last trick, and what a capot bid is worth (250).
    pub(crate) capot_points: Option<i32>,
    /// The orders above as lookups, for finding and comparing combinations.
    pub(crate) melds: Box<super::melds::Tables>,
}

/// The third bidding round (option `all_no_trump`) needs the card orders and duties of the
/// all-trump and no-trump modes.
pub(crate) fn check_modes(r: &Ruleset, ck: &mut Checker) {
    if !r.options.contains_key("all_no_trump") {
        return;
    }
    if r.no_trump_table.is_none() || r.all_trump_table.is_none() {
        ck.at_key("options.all_no_trump", Flaw::AllNoTrumpOrders);
    }
    if r.all_trump_duties.is_none() || r.no_trump_duties.is_none() {
        ck.at_key("options.all_no_trump", Flaw::AllNoTrumpDuties);
    }
}

pub(crate) fn build(
    ck: &mut Checker,
    kind: DeckKind,
    ranks: &[Rank],
    deck_size: u32,
    counts: &[u32],
    b: &RawBelote,
) -> BeloteSpec {
    for (n, _) in b.hand_size.iter().filter(|(n, _)| !counts.contains(n)) {
        ck.at_key(&format!("belote.hand_size.{n}"), Flaw::NotPlayedBy { players: *n });
    }
    for (n, _) in b.turned_card.iter().filter(|(n, _)| !counts.contains(n)) {
        ck.at_key(&format!("belote.turned_card.{n}"), Flaw::NotPlayedBy { players: *n });
    }
    let turned = b.auction == AuctionKind::TurnedCard;
    for n in counts {
        match b.hand_size.get(n) {
            None => ck.at("belote.hand_size", Flaw::NoHandSize { players: *n }),
            Some(h) if !ck.range(&format!("belote.hand_size.{n}"), *h as i64, 1, 16) => {}
            Some(h) if h * n + u32::from(b.turned_card.get(n) == Some(&TurnedCard::Table)) > deck_size => {
                ck.at(&format!("belote.hand_size.{n}"), Flaw::HandsAndTurned { players: *n, hand: *h, deck: deck_size })
            }
            // The contract auction deals the whole deck, nothing turned up (RULES.md coinche).
            Some(h) if !turned && h * n != deck_size => ck.at(
                &format!("belote.hand_size.{n}"),
                Flaw::ContractDealsAll { players: *n, hand: *h, deck: deck_size },
            ),
            Some(_) => {}
        }
        if turned && !b.turned_card.contains_key(n) {
            ck.at("belote.turned_card", Flaw::NoTurnedCard { players: *n });
        }
    }
    if turned && b.calls.is_some() {
        ck.at_key("belote.calls", Flaw::SectionNotWith { key: "calls", with: "auction: turned-card" });
    }
    if turned && b.second_round.is_none() {
        ck.at("belote", Flaw::SectionNeeds { key: "second_round", with: "auction: turned-card" });
    }
    if !turned {
        for (key, there) in [
            ("turned_card", !b.turned_card.is_empty()),
            ("second_round", b.second_round.is_some()),
            ("swap_seven", !b.swap_seven.is_empty()),
        ] {
            if there {
                ck.at_key(&format!("belote.{key}"), Flaw::SectionNotWith { key, with: "auction: contract" });
            }
        }
        if counts.iter().any(|n| *n != 4) || b.announcements != Announcements::None {
            ck.at("belote.auction", Flaw::ContractAuctionTable);
        }
    }
    // Bid scoring needs the contract auction (a bid's value) and the capot's points; the
    // contract auction needs bid scoring.
    if (b.scoring == BeloteScoring::Bid) == turned {
        ck.at("belote.scoring", Flaw::BidScoringAuction);
    }
    if b.scoring == BeloteScoring::Bid {
        match b.capot_points {
            None => ck.at("belote", Flaw::SectionNeeds { key: "capot_points", with: "scoring: bid" }),
            Some(v) => {
                ck.range("belote.capot_points", v as i64, 0, MAX_POINTS);
            }
        }
    }
    for (i, n) in b.swap_seven.iter().enumerate() {
        let path = format!("belote.swap_seven.{i}");
        if !counts.contains(n) {
            ck.at(&path, Flaw::NotPlayedBy { players: *n });
        } else if b.turned_card.get(n) != Some(&TurnedCard::Table) {
            ck.at(&path, Flaw::SwapFromTable { players: *n });
        }
    }
    if !b.swap_seven.is_empty() && !ranks.contains(&Rank(7)) {
        ck.at("belote.swap_seven", Flaw::SwapNeedsSevens);
    }
    for (k, v) in [("last_trick", b.last_trick), ("belote_bonus", b.belote_bonus)] {
        ck.range(&format!("belote.{k}"), v as i64, 0, MAX_POINTS);
    }
    for (k, v) in [("capot_bonus", b.capot_bonus), ("capote_award", b.capote_award)] {
        if let Some(v) = v {
            ck.range(&format!("belote.{k}"), v as i64, 0, MAX_POINTS);
        }
    }
    for (len, v) in &b.run_values {
        ck.range(&format!("belote.run_values.{len}"), *v as i64, 0, MAX_POINTS);
    }
    let four_order = parse_ranks(ck, kind, &b.four_order, "belote.four_order");
    let run_order = parse_ranks(ck, kind, &b.run_order, "belote.run_order");
    for (i, r) in four_order.iter().chain(run_order.iter()).enumerate() {
        if !ranks.contains(r) {
            ck.at("belote", Flaw::AnnouncedRank { rank: cards::rank_code(kind, *r), entry: i });
        }
    }
    let mut four_values = BTreeMap::new();
    for (k, v) in &b.four_values {
        match cards::parse_rank_code(kind, k) {
            Some(r) if ranks.contains(&r) => {
                if ck.range(&format!("belote.four_values.{k}"), *v as i64, 0, MAX_POINTS) {
                    four_values.insert(r.0, *v);
                }
            }
            _ => ck.at_key(&format!("belote.four_values.{k}"), Flaw::NotARankOfThisDeck { text: k.clone() }),
        }
    }
    if b.announcements == Announcements::Spanish
        && (four_order.is_empty() || run_order.len() < 3 || b.run_values.is_empty())
    {
        ck.at("belote.announcements", Flaw::SpanishAnnouncements);
    }
    for len in b.run_values.keys() {
        if *len < 3 || *len as usize > run_order.len().max(3) {
            ck.at(&format!("belote.run_values.{len}"), Flaw::RunImpossible { len: *len });
        }
    }
    if b.scoring == BeloteScoring::Contract && b.capot_bonus.is_none() {
        ck.at("belote", Flaw::ContractNeedsCapot);
    }
    let melds = Box::new(super::melds::Tables::new(&four_order, &four_values, &run_order));
    BeloteSpec {
        auction: b.auction,
        calls: match b.calls.unwrap_or_default() {
            Calls::Coinche => CallWords::Coinche,
            Calls::Contre => CallWords::Contre,
        },
        melds,
        hand_size: b.hand_size.clone(),
        turned_card: b.turned_card.clone(),
        second_round: b.second_round.unwrap_or(SecondRound::AnySuit),
        all_pass: b.all_pass,
        next_dealer: b.next_dealer,
        swap_seven: b.swap_seven.clone(),
        announcements: b.announcements,
        four_values,
        run_order,
        run_values: b.run_values.clone(),
        last_trick: b.last_trick,
        belote_bonus: b.belote_bonus,
        scoring: b.scoring,
        capot_bonus: b.capot_bonus,
        capote_award: b.capote_award,
        capot_points: b.capot_points,
    }
}
