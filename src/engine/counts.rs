/*!
What a settled hand counts for in statistics, as the game that settled it knows it: which side
took a capot, who scored belote or combinations, who renounced, paid en bestia, took the whole
pot, showed the pánfilo, won with a mosca, won a square or a tururú. `stats`, `summary` and
`simulate` sum these same counts ([`HandCounts`]); what they show is named by a typed key
([`StatKey`]) that the catalogues word.
*/

use super::event::Lance;
use super::report::{Infraction, Rule};

/// What one side did in a hand.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[doc(hidden)]
pub struct SideCounts {
    /// Took every trick, or scored for leaving another side capote.
    pub(crate) capot: bool,
    /// Belote-rebelotes scored (all-trump: one per suit).
    pub belotes: u32,
}

/// What one player did in a hand.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[doc(hidden)]
pub struct PlayerCounts {
    /// Points of the combinations they scored.
    pub(crate) combinations: i64,
    /// Play duties broken (proved, or agreed in a tally).
    pub(crate) renounces: u32,
    /// Paid the pot for taking no trick.
    pub(crate) en_bestia: bool,
    /// Took the whole pot (every trick, alone in the hand, or a mosca).
    pub(crate) pot: bool,
    /// Showed the pánfilo and was paid for it.
    pub(crate) panfilo: bool,
    /// Won the hand with a mosca.
    pub(crate) mosca: bool,
    /// Squares won.
    pub(crate) squares: Vec<Lance>,
    /// Won every square with a tururú.
    pub(crate) tururu: bool,
}

/// What a hand counts for: per side and per player (empty for a hand nobody played).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[doc(hidden)]
pub struct HandCounts {
    pub sides: Vec<SideCounts>,
    pub(crate) players: Vec<PlayerCounts>,
}

impl HandCounts {
    pub(crate) fn new(sides: usize, players: usize) -> HandCounts {
        HandCounts { sides: vec![SideCounts::default(); sides], players: vec![PlayerCounts::default(); players] }
    }

    /// These counts emptied, as [`HandCounts::new`] makes them, their buffers kept (the squares
    /// each player won included): each count set to nothing in place, every field named (a
    /// field added is not forgotten here).
    pub(crate) fn reset(&mut self, sides: usize, players: usize) {
        self.sides.truncate(sides);
        for s in self.sides.iter_mut() {
            let SideCounts { capot, belotes } = s;
            (*capot, *belotes) = (false, 0);
        }
        self.sides.resize(sides, SideCounts::default());
        self.players.truncate(players);
        for p in self.players.iter_mut() {
            let PlayerCounts { combinations, renounces, en_bestia, pot, panfilo, mosca, squares, tururu } = p;
            (*combinations, *renounces) = (0, 0);
            (*en_bestia, *pot, *panfilo, *mosca, *tururu) = (false, false, false, false, false);
            squares.clear();
        }
        self.players.resize_with(players, PlayerCounts::default);
    }

    /// Whether the hand had a capot (or a capote).
    pub(crate) fn capot(&self) -> bool {
        self.sides.iter().any(|s| s.capot)
    }

    /// Belote-rebelotes scored in the hand.
    pub(crate) fn belotes(&self) -> u32 {
        self.sides.iter().map(|s| s.belotes).sum()
    }

    /// Count the renounces among a hand's infractions.
    pub(crate) fn renounces(&mut self, infractions: &[Infraction]) {
        for i in infractions.iter().filter(|i| i.rule.is_renounce()) {
            if let Some(p) = self.players.get_mut(i.player) {
                p.renounces += 1;
            }
        }
    }
}

impl Rule {
    /// A play duty broken (as opposed to a void announcement).
    pub(crate) fn is_renounce(self) -> bool {
        matches!(self, Rule::FollowSuit | Rule::Beat | Rule::Trump | Rule::Overtrump | Rule::Renounce)
    }
}

/// What a statistics table shows, column by column; the catalogues word each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[doc(hidden)]
pub enum StatKey {
    Sessions,
    Won,
    Hands,
    Taken,
    Made,
    Failed,
    Litiges,
    /// Coinche: contracts coinched (counted for the coinchers' side), and how those contracts
    /// ended.
    Coinches,
    CoinchesMade,
    CoinchesFailed,
    /// Coinche: contracts surcoinched (counted for the takers' side), and how they ended.
    Surcoinches,
    SurcoinchesMade,
    SurcoinchesFailed,
    Capots,
    /// Coinche: capots bid and made, and every trick taken without a capot bid.
    CapotsBid,
    CapotsUnbid,
    Belotes,
    Combinations,
    Renounces,
    EnBestia,
    Pots,
    Panfilos,
    Moscas,
    Tururus,
    Chips,
    Square(Lance),
}
