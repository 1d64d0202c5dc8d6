//! Perejila's section of a ruleset file (`perejila:`): the wildcard of each deck, the ace's high
//! value, treinta y una and no diez; checked with positions; the options it reads and its deck.

use crate::cards::{self, Card};
use crate::games::DeckCx;
use crate::ruleset::options::{Allowed, KnownOption};
use crate::ruleset::{Checker, Flaw, OptValue, Options};
use serde::Deserialize;
use std::collections::BTreeMap;

/// The options Perejila reads, with the values it can read.
pub(crate) const OPTIONS: &[KnownOption] = &[
    KnownOption::new("stake", true, Allowed::Range(0, 1000)),
    KnownOption::new("deck", true, Allowed::Ints(&[40, 48])),
    KnownOption::new("tururu_real_bonus", true, Allowed::Range(0, 1000)),
];

/// The extra ranks dealt: the 8s and 9s with `deck: 48`.
pub(crate) fn extra_ranks(opts: &Options) -> usize {
    if opts.int("deck") == 48 {
        usize::MAX
    } else {
        0
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawPerejila {
    pub(crate) wildcard: BTreeMap<u32, String>,
    pub(crate) ace_high_value: i32,
    pub(crate) treinta_y_una: i32,
    pub(crate) no_diez_below: i32,
}

#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct PerejilaSpec {
    pub(crate) wildcard: BTreeMap<u32, Card>,
    pub(crate) ace_high_value: i32,
    pub(crate) treinta_y_una: i32,
    pub(crate) no_diez_below: i32,
}

/// Check the section and build its spec.
pub(crate) fn build(p: &RawPerejila, cx: &DeckCx, ck: &mut Checker) -> PerejilaSpec {
    let DeckCx { kind, all_ranks, counts, deck_size, options, .. } = *cx;
    // The decks this game is dealt from: the base deck, and with the extra ranks.
    let sizes = [deck_size, all_ranks.len() as u32 * 4];
    let mut wild = BTreeMap::new();
    for (n, code) in &p.wildcard {
        if !sizes.contains(n) {
            ck.at_key(&format!("perejila.wildcard.{n}"), Flaw::DealsNot { sizes, got: i64::from(*n) });
            continue;
        }
        match cards::parse_card(kind, code) {
            Ok(c) if all_ranks.contains(&c.rank()) => {
                wild.insert(*n, c);
            }
            _ => ck.at(&format!("perejila.wildcard.{n}"), Flaw::NotACard { text: code.clone() }),
        }
    }
    if let Some(deck) = options.get("deck") {
        let values = deck.choices.clone().unwrap_or_default();
        for v in values.iter().chain(std::iter::once(&deck.default)) {
            if let OptValue::Int(size) = v {
                if !sizes.contains(&(*size as u32)) {
                    ck.at("options.deck", Flaw::DealsNot { sizes, got: *size });
                } else if !wild.contains_key(&(*size as u32)) {
                    ck.at("perejila.wildcard", Flaw::NamePerejila { size: *size });
                }
            }
        }
    }
    let max_players = counts.iter().copied().max().unwrap_or(0);
    if max_players * 3 > deck_size {
        ck.at("players.counts", Flaw::HandsExceedDeck { players: max_players, hand: 3, cards: deck_size });
    }
    ck.range("perejila.ace_high_value", p.ace_high_value as i64, 1, 20);
    ck.range("perejila.treinta_y_una", p.treinta_y_una as i64, 1, 100);
    ck.range("perejila.no_diez_below", p.no_diez_below as i64, 1, 100);
    PerejilaSpec {
        wildcard: wild,
        ace_high_value: p.ace_high_value,
        treinta_y_una: p.treinta_y_una,
        no_diez_below: p.no_diez_below,
    }
}
