/*!
The trick referee: from a ruleset's duties, the trump mode and the trick so far, which cards are
legal, who wins the trick and what the cards are worth.

Every duty of the three trick games (follow, head, ruff unless the partner wins, overtrump,
undertrump, a top trump such as the pánfilo) orders the cards a player might play into *duty
classes*: a card of a better class must be played before a card of a worse one. The legal cards of
a holding are exactly its cards of the best class present ([`TrickRules::legal`]). This single
ordering also proves renounces: a play of class `k` is a breach as soon as the player is known to
have held a card of a better class ([`crate::holdings`]).

Classes, best first: 0 follows and beats (when heading is due), 1 follows, 2 ruffs (overtrumps
when a trump is in the trick), 3 undertrumps (when undertrumping is due), 5 anything else.
*/

use crate::cards::{Card, Suit};
use crate::cardset::CardSet;
use crate::ruleset::{CardTable, Duties, Head, Ruff, Ruleset};

/// What is trump in a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Trump(Suit),
    AllTrump,
    NoTrump,
}

/// The class of a card that may be played to any empty trick, or that breaks no duty.
pub const FREE: u8 = 5;

/// The rules of play of one hand: mode, duties, card order and points.
#[derive(Debug, Clone)]
pub struct TrickRules {
    pub mode: Mode,
    pub duties: Duties,
    /// Order and points of trump cards (or of every card in all-trump / no-trump).
    trump: CardTable,
    /// Order and points of cards of a plain suit.
    plain: CardTable,
    /// A card that is the highest trump whatever the trump suit (the pánfilo).
    pub top_trump: Option<Card>,
}

/// Which duty a breach broke, named from the card played and the card that proves it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BreachRule {
    FollowSuit,
    Beat,
    Trump,
    Overtrump,
}

impl BreachRule {
    pub fn id(self) -> &'static str {
        match self {
            BreachRule::FollowSuit => "follow-suit",
            BreachRule::Beat => "beat",
            BreachRule::Trump => "trump",
            BreachRule::Overtrump => "overtrump",
        }
    }
}

impl TrickRules {
    /// The rules of play for a hand of `ruleset` in `mode`. `top_trump` is the pánfilo when on.
    pub fn new(ruleset: &Ruleset, mode: Mode, overtrump: Option<bool>, top_trump: Option<Card>) -> TrickRules {
        let plain_table = ruleset.plain_table.expect("checked: plain table");
        let (duties, trump, plain) = match mode {
            Mode::Trump(_) => (
                ruleset.trump_duties.expect("checked: trump duties"),
                ruleset.trump_table.expect("checked: trump table"),
                plain_table,
            ),
            Mode::AllTrump => {
                let t = ruleset.all_trump_table.unwrap_or(plain_table);
                (ruleset.all_trump_duties.unwrap_or(no_ruff_duties(Head::Always)), t, t)
            }
            Mode::NoTrump => {
                let t = ruleset.no_trump_table.unwrap_or(plain_table);
                (ruleset.no_trump_duties.unwrap_or(no_ruff_duties(Head::Never)), t, t)
            }
        };
        let mut duties = duties;
        if let (Some(o), Mode::Trump(_)) = (overtrump, mode) {
            duties.overtrump = o;
        }
        let top_trump = match mode {
            Mode::Trump(_) => top_trump,
            _ => None,
        };
        TrickRules { mode, duties, trump, plain, top_trump }
    }

    /// The suit a card belongs to for following (the pánfilo belongs to the trump suit).
    #[inline]
    pub fn suit_of(&self, card: Card) -> Suit {
        match (self.mode, self.top_trump) {
            (Mode::Trump(t), Some(top)) if top == card => t,
            _ => card.suit(),
        }
    }

    #[inline]
    pub fn is_trump(&self, card: Card) -> bool {
        match self.mode {
            Mode::Trump(t) => self.suit_of(card) == t,
            _ => false,
        }
    }

    /// Strength of a card within its own suit (trumps by the trump order).
    #[inline]
    pub fn strength(&self, card: Card) -> u8 {
        if self.top_trump == Some(card) && matches!(self.mode, Mode::Trump(_)) {
            return 100;
        }
        let r = card.rank().0 as usize;
        match self.mode {
            Mode::Trump(t) if card.suit() == t => self.trump.strength[r],
            Mode::Trump(_) => self.plain.strength[r],
            Mode::AllTrump | Mode::NoTrump => self.trump.strength[r],
        }
    }

    /// Card points in this mode.
    #[inline]
    pub fn points(&self, card: Card) -> i32 {
        let r = card.rank().0 as usize;
        match self.mode {
            Mode::Trump(_) if self.is_trump(card) => self.trump.points[r],
            Mode::Trump(_) => self.plain.points[r],
            Mode::AllTrump | Mode::NoTrump => self.trump.points[r],
        }
    }

    /// How strongly a card stands in a trick led with `led`: trumps above the led suit, the
    /// led suit above discards (which never win).
    #[inline]
    fn power(&self, card: Card, led: Suit) -> u16 {
        if self.is_trump(card) {
            1000 + self.strength(card) as u16
        } else if self.suit_of(card) == led {
            1 + self.strength(card) as u16
        } else {
            0
        }
    }

    /// Index (into `cards`) of the card that wins a trick, so far or complete.
    pub fn winner(&self, cards: &[Card]) -> usize {
        let led = self.suit_of(cards[0]);
        let mut best = 0;
        for i in 1..cards.len() {
            if self.power(cards[i], led) > self.power(cards[best], led) {
                best = i;
            }
        }
        best
    }

    /// Card points of a set of cards.
    pub fn trick_points(&self, cards: &[Card]) -> i32 {
        cards.iter().map(|c| self.points(*c)).sum()
    }

    /// The duty class of playing `card` to `trick` (class 0 is best; see the module docs).
    /// `partner_winning`: the player's partner holds the best card of the trick so far.
    pub fn class(&self, card: Card, trick: &[Card], partner_winning: bool) -> u8 {
        let Some(&first) = trick.first() else {
            return 0;
        };
        let d = &self.duties;
        if !d.follow {
            return 0;
        }
        let led = self.suit_of(first);
        let led_is_trump = self.is_trump(first);
        let trumped = !led_is_trump && trick.iter().any(|c| self.is_trump(*c));
        if self.suit_of(card) == led {
            let head = match d.head {
                Head::Never => false,
                Head::Trumps => led_is_trump,
                Head::Always => true,
            } && (d.head_when_ruffed || !trumped);
            if head {
                let best = trick.iter().filter(|c| self.suit_of(**c) == led).map(|c| self.strength(*c)).max();
                return if Some(self.strength(card)) > best { 0 } else { 1 };
            }
            return 1;
        }
        let must_ruff = match d.ruff {
            Ruff::Never => false,
            Ruff::Always => true,
            Ruff::UnlessPartnerWinning => !partner_winning,
        };
        if !must_ruff || !self.is_trump(card) {
            return FREE;
        }
        if trumped && d.overtrump {
            let best = trick.iter().filter(|c| self.is_trump(**c)).map(|c| self.strength(*c)).max();
            if Some(self.strength(card)) > best {
                2
            } else if d.undertrump {
                3
            } else {
                FREE
            }
        } else {
            2
        }
    }

    /// The best (lowest) duty class among the cards of a holding.
    pub fn best_class(&self, hand: CardSet, trick: &[Card], partner_winning: bool) -> u8 {
        hand.iter().map(|c| self.class(c, trick, partner_winning)).min().unwrap_or(FREE)
    }

    /// The legal cards of a holding.
    pub fn legal(&self, hand: CardSet, trick: &[Card], partner_winning: bool) -> CardSet {
        let best = self.best_class(hand, trick, partner_winning);
        hand.iter().filter(|c| self.class(*c, trick, partner_winning) == best).collect()
    }

    /// Name the duty broken by playing `played` when `proof` (a card of a better class) was held.
    pub fn breach_rule(&self, trick: &[Card], played: Card, proof: Card) -> BreachRule {
        let led = self.suit_of(trick[0]);
        let played_led = self.suit_of(played) == led;
        let proof_led = self.suit_of(proof) == led;
        if proof_led && !played_led {
            BreachRule::FollowSuit
        } else if proof_led && played_led {
            BreachRule::Beat
        } else if self.is_trump(played) {
            BreachRule::Overtrump
        } else {
            BreachRule::Trump
        }
    }
}

fn no_ruff_duties(head: Head) -> Duties {
    Duties { follow: true, head, head_when_ruffed: true, ruff: Ruff::Never, overtrump: false, undertrump: false }
}
