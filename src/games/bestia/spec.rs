//! La Bestia's section of a ruleset file (`bestia:`): the hand, the exchanges, the pot, the
//! pánfilo; checked with positions; the options it reads and how its deck grows with the players.

use crate::cards::{self, Card};
use crate::games::DeckCx;
use crate::ruleset::options::{Allowed, KnownOption};
use crate::ruleset::{Checker, Flaw, Options};
use serde::Deserialize;

/// The options La Bestia reads, with the values it can read.
pub(crate) const OPTIONS: &[KnownOption] = &[
    KnownOption::new("ante", true, Allowed::Range(1, 1000)),
    KnownOption::new("deck_growth", true, Allowed::Ints(&[4, 8])),
    KnownOption::new("three_player_deck", false, Allowed::Ints(&[32, 28])),
    KnownOption::new("panfilo", true, Allowed::Switch),
    KnownOption::new("bestia_payment", true, Allowed::Words(&["equal", "doubling"])),
    KnownOption::new("per_trick", true, Allowed::Words(&["chip", "fifth"])),
    KnownOption::new("renounce_penalty", true, Allowed::Words(&["pays-pot", "flag-only"])),
];

/// The extra ranks dealt: one rank (four cards) for each player beyond three, or two with
/// `deck_growth: 8`.
pub(crate) fn extra_ranks(players: usize, opts: &Options) -> usize {
    let growth = opts.int("deck_growth").max(4) as usize;
    players.saturating_sub(3) * growth / 4
}

/// The lowest base ranks left out: three players may play without the 7s
/// (`three_player_deck: 28`, S4).
pub(crate) fn dropped_ranks(players: usize, opts: &Options) -> usize {
    usize::from(players == 3 && opts.int("three_player_deck") == 28)
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawBestia {
    pub(crate) hand_size: u32,
    pub(crate) max_exchange: u32,
    pub(crate) min_pot: i64,
    pub(crate) panfilo_card: String,
    pub(crate) panfilo_chips: i64,
}

#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct BestiaSpec {
    pub(crate) hand_size: u32,
    pub(crate) max_exchange: u32,
    pub(crate) min_pot: i64,
    pub(crate) panfilo_card: Card,
    pub(crate) panfilo_chips: i64,
}

/// Check the section and build its spec.
pub(crate) fn build(b: &RawBestia, cx: &DeckCx, ck: &mut Checker) -> BestiaSpec {
    let DeckCx { kind, ranks, extra, all_ranks, counts, .. } = *cx;
    let card = cards::parse_card(kind, &b.panfilo_card).ok().filter(|c| all_ranks.contains(&c.rank()));
    if card.is_none() {
        ck.at("bestia.panfilo_card", Flaw::NotACard { text: b.panfilo_card.clone() });
    }
    if ck.range("bestia.hand_size", b.hand_size as i64, 1, 13) {
        // The smallest deck a player count is dealt from (one rank more per player beyond three).
        for n in counts {
            let more = ((*n as usize).saturating_sub(3)).min(extra.len());
            let cards = (ranks.len() + more) as u32 * 4;
            if n * b.hand_size > cards {
                ck.at("players.counts", Flaw::HandsExceedTheirDeck { players: *n, hand: b.hand_size, cards });
            }
        }
    }
    ck.range("bestia.max_exchange", b.max_exchange as i64, 0, b.hand_size as i64);
    ck.range("bestia.min_pot", b.min_pot, 1, 1000);
    ck.range("bestia.panfilo_chips", b.panfilo_chips, 0, 100);
    BestiaSpec {
        hand_size: b.hand_size,
        max_exchange: b.max_exchange,
        min_pot: b.min_pot,
        panfilo_card: card.unwrap_or(Card(0)),
        panfilo_chips: b.panfilo_chips,
    }
}
