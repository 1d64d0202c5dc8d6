//! Belote's section of a ruleset file (`belote:`): hand sizes, who holds the turned card, the
//! bidding rounds, the dealer, the 7 swap, Spanish announcements and their values, the bonuses and
//! the scoring; checked with positions; and the options Belote reads.

use crate::cards::{self, DeckKind, Rank};
use crate::ruleset::{parse_ranks, Checker, Flaw, Ruleset, MAX_POINTS};
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use crate::ruleset::options::{Allowed, KnownOption};

/// The options Belote reads, with the values it can read.
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum TurnedCard {
    /// The taker picks the turned card up (a known holding).
    Taker,
    /// The turned card stays on the table, out of play (unless the 7 swap takes it).
    Table,
}

/// The auction a hand has before its play (`auction::Auction`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AuctionKind {
    /// A card turned up at the deal: take its suit, then name one (belote-classic, belote-es).
    TurnedCard,
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
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawBelote {
    hand_size: BTreeMap<u32, u32>,
    turned_card: BTreeMap<u32, TurnedCard>,
    second_round: SecondRound,
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
}

/// Belote-specific structure (both bundled Belote rulesets).
#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct BeloteSpec {
    /// Every Belote section has the turned-card auction: its `turned_card` and `second_round`.
    pub(crate) auction: AuctionKind,
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
    for n in counts {
        match b.hand_size.get(n) {
            None => ck.at("belote.hand_size", Flaw::NoHandSize { players: *n }),
            Some(h) if !ck.range(&format!("belote.hand_size.{n}"), *h as i64, 1, 16) => {}
            Some(h) if h * n + u32::from(b.turned_card.get(n) == Some(&TurnedCard::Table)) > deck_size => {
                ck.at(&format!("belote.hand_size.{n}"), Flaw::HandsAndTurned { players: *n, hand: *h, deck: deck_size })
            }
            Some(_) => {}
        }
        if !b.turned_card.contains_key(n) {
            ck.at("belote.turned_card", Flaw::NoTurnedCard { players: *n });
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
        auction: AuctionKind::TurnedCard,
        melds,
        hand_size: b.hand_size.clone(),
        turned_card: b.turned_card.clone(),
        second_round: b.second_round,
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
    }
}
