/*!
The trick referee: from a ruleset's duties, the trump mode and the trick so far, which cards are
legal, who wins the trick and what the cards are worth.

Every duty of the three trick games (follow, head, ruff unless the partner wins, overtrump,
undertrump, a top trump such as the pánfilo) orders the cards a player might play into *duty
classes*: a card of a better class must be played before a card of a worse one. The legal cards of
a holding are exactly its cards of the best class present ([`TrickRules::legal`]). This single
ordering also proves renounces: a play of class `k` is a breach as soon as the player is known to
have held a card of a better class (`crate::rules::holdings`).

Classes, best first: 0 follows and beats (when heading is due), 1 follows, 2 ruffs (overtrumps
when a trump is in the trick), 3 undertrumps (when undertrumping is due), 5 anything else.
*/

use crate::cards::{Card, Suit};
use crate::cardset::CardSet;
use crate::ruleset::{CardTable, Duties, Head, Ruff, Ruleset};

/// What is trump in a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Mode {
    Trump(Suit),
    AllTrump,
    NoTrump,
}

/// The class of a card that may be played to any empty trick, or that breaks no duty.
pub(crate) const FREE: u8 = 5;

/// The rules of play of one hand: mode, duties, card order and points.
#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct TrickRules {
    pub(crate) mode: Mode,
    pub(crate) duties: Duties,
    /// Order and points of trump cards (or of every card in all-trump / no-trump).
    trump: CardTable,
    /// Order and points of cards of a plain suit.
    plain: CardTable,
    /// A card that is the highest trump whatever the trump suit (the pánfilo).
    pub(crate) top_trump: Option<Card>,
    /// Per card (index `Card.0`): the suit it follows, its strength and points, precomputed.
    follows: [u8; 64],
    power: [u8; 64],
    value: [i32; 64],
    /// Cards of each suit for following (the pánfilo moved to the trump suit), and the trumps.
    suit_masks: [CardSet; 4],
    trump_mask: CardSet,
    /// Per card: the cards of the same following suit that are stronger.
    above: [CardSet; 64],
}

/// A trick in progress, kept up to date card by card ([`TrickRules::push`]) so the legal set and
/// the winner cost a few mask operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub struct TrickState {
    pub(crate) len: u8,
    led: u8,
    led_trump: bool,
    trumped: bool,
    best_led: Card,
    best_trump: Option<Card>,
    /// Position (0-based, in play order) of the card winning so far.
    pub winner: u8,
    win_power: u16,
}

impl TrickState {
    /// No card played yet.
    pub(crate) const EMPTY: TrickState = TrickState {
        len: 0,
        led: 0,
        led_trump: false,
        trumped: false,
        best_led: Card(0),
        best_trump: None,
        winner: 0,
        win_power: 0,
    };
}

/// Which duty a breach broke, named from the card played and the card that proves it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum BreachRule {
    FollowSuit,
    Beat,
    Trump,
    Overtrump,
}

/// Duties an option changes from the ruleset's, in a suit-trump hand: the duty to overtrump
/// (belote-es `overtrump`), and to undertrump when unable to overtrump (coinche `undertrump`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
#[doc(hidden)]
pub struct Overrides {
    pub(crate) overtrump: Option<bool>,
    pub(crate) undertrump: Option<bool>,
}

impl Overrides {
    /// The ruleset's duties as they stand.
    pub const NONE: Overrides = Overrides { overtrump: None, undertrump: None };

    /// The duty to overtrump as given, when given.
    pub fn overtrump(overtrump: Option<bool>) -> Overrides {
        Overrides { overtrump, undertrump: None }
    }
}

impl TrickRules {
    /// The rules of play for a hand of `ruleset` in `mode`, with the duties `overrides` changes.
    /// `top_trump` is the pánfilo when on.
    pub fn new(ruleset: &Ruleset, mode: Mode, overrides: Overrides, top_trump: Option<Card>) -> TrickRules {
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
        if let Mode::Trump(_) = mode {
            if let Some(o) = overrides.overtrump {
                duties.overtrump = o;
            }
            if let Some(u) = overrides.undertrump {
                duties.undertrump = u;
            }
        }
        let top_trump = match mode {
            Mode::Trump(_) => top_trump,
            _ => None,
        };
        let mut r = TrickRules {
            mode,
            duties,
            trump,
            plain,
            top_trump,
            follows: [0; 64],
            power: [0; 64],
            value: [0; 64],
            suit_masks: [CardSet::EMPTY; 4],
            trump_mask: CardSet::EMPTY,
            above: [CardSet::EMPTY; 64],
        };
        for i in 0..64u8 {
            let c = Card(i);
            if c.rank().0 == 0 || c.suit().0 > 3 {
                continue;
            }
            let suit = r.compute_suit_of(c);
            r.follows[i as usize] = suit.0;
            r.power[i as usize] = r.compute_strength(c);
            r.suit_masks[suit.0 as usize].insert(c);
            if matches!(mode, Mode::Trump(t) if t == suit) {
                r.trump_mask.insert(c);
            }
            r.value[i as usize] = r.compute_points(c);
        }
        for i in 0..64usize {
            let c = Card(i as u8);
            if c.rank().0 == 0 {
                continue;
            }
            let mask = r.suit_masks[r.follows[i] as usize];
            r.above[i] = mask.iter().filter(|x| r.power[x.0 as usize] > r.power[i]).collect();
        }
        r
    }

    /// An empty trick.
    pub fn start(&self) -> TrickState {
        TrickState::EMPTY
    }

    /// Add a card to a trick in progress.
    #[inline(always)]
    pub fn push(&self, st: &mut TrickState, card: Card) {
        let suit = self.follows[card.0 as usize & 63];
        let trump = self.trump_mask.contains(card);
        if st.len == 0 {
            st.led = suit;
            st.led_trump = trump;
            st.best_led = card;
            if trump {
                st.best_trump = Some(card);
            }
            st.win_power = self.power(card, Suit(suit));
        } else {
            if suit == st.led && self.strength(card) > self.strength(st.best_led) {
                st.best_led = card;
            }
            if trump {
                if !st.led_trump {
                    st.trumped = true;
                }
                if st.best_trump.is_none_or(|b| self.strength(card) > self.strength(b)) {
                    st.best_trump = Some(card);
                }
            }
            let p = self.power(card, Suit(st.led));
            if p > st.win_power {
                st.win_power = p;
                st.winner = st.len;
            }
        }
        st.len += 1;
    }

    /// The legal cards of a holding for a trick in progress (see [`TrickRules::legal`]).
    #[inline(always)]
    pub fn legal_in(&self, hand: CardSet, st: &TrickState, partner_winning: bool) -> CardSet {
        let d = &self.duties;
        if st.len == 0 || !d.follow {
            return hand;
        }
        let follow = hand.intersect(self.suit_masks[st.led as usize & 3]);
        if !follow.is_empty() {
            let head = match d.head {
                Head::Never => false,
                Head::Trumps => st.led_trump,
                Head::Always => true,
            } && (d.head_when_ruffed || !st.trumped);
            if head {
                let beat = follow.intersect(self.above[st.best_led.0 as usize & 63]);
                if !beat.is_empty() {
                    return beat;
                }
            }
            return follow;
        }
        let must_ruff = match d.ruff {
            Ruff::Never => false,
            Ruff::Always => true,
            Ruff::UnlessPartnerWinning => !partner_winning,
        };
        let trumps = if must_ruff { hand.intersect(self.trump_mask) } else { CardSet::EMPTY };
        if trumps.is_empty() {
            return hand;
        }
        if st.trumped && d.overtrump {
            if let Some(b) = st.best_trump {
                let over = trumps.intersect(self.above[b.0 as usize & 63]);
                if !over.is_empty() {
                    return over;
                }
                return if d.undertrump { trumps } else { hand };
            }
        }
        trumps
    }

    /// The suit a card belongs to for following (the pánfilo belongs to the trump suit).
    #[inline]
    pub(crate) fn suit_of(&self, card: Card) -> Suit {
        Suit(self.follows[card.0 as usize & 63])
    }

    #[inline]
    pub(crate) fn is_trump(&self, card: Card) -> bool {
        self.trump_mask.contains(card)
    }

    /// Strength of a card within its own suit (trumps by the trump order).
    #[inline]
    pub(crate) fn strength(&self, card: Card) -> u8 {
        self.power[card.0 as usize & 63]
    }

    /// Card points in this mode.
    #[inline]
    pub fn points(&self, card: Card) -> i32 {
        self.value[card.0 as usize & 63]
    }

    fn compute_suit_of(&self, card: Card) -> Suit {
        match (self.mode, self.top_trump) {
            (Mode::Trump(t), Some(top)) if top == card => t,
            _ => card.suit(),
        }
    }

    fn compute_is_trump(&self, card: Card) -> bool {
        match self.mode {
            Mode::Trump(t) => self.compute_suit_of(card) == t,
            _ => false,
        }
    }

    fn compute_strength(&self, card: Card) -> u8 {
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

    fn compute_points(&self, card: Card) -> i32 {
        let r = card.rank().0 as usize;
        match self.mode {
            Mode::Trump(_) if self.compute_is_trump(card) => self.trump.points[r],
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
            if self.must_head(led_is_trump, trumped) {
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

    /// Whether a card of the led suit must beat the best of that suit in the trick.
    fn must_head(&self, led_is_trump: bool, trumped: bool) -> bool {
        let d = &self.duties;
        (match d.head {
            Head::Never => false,
            Head::Trumps => led_is_trump,
            Head::Always => true,
        }) && (d.head_when_ruffed || !trumped)
    }

    /// The best (lowest) duty class among the cards of a holding.
    pub(crate) fn best_class(&self, hand: CardSet, trick: &[Card], partner_winning: bool) -> u8 {
        hand.iter().map(|c| self.class(c, trick, partner_winning)).min().unwrap_or(FREE)
    }

    /// The legal cards of a holding.
    pub fn legal(&self, hand: CardSet, trick: &[Card], partner_winning: bool) -> CardSet {
        let best = self.best_class(hand, trick, partner_winning);
        hand.iter().filter(|c| self.class(*c, trick, partner_winning) == best).collect()
    }

    /// The same set as [`TrickRules::legal`], computed with card-set masks (the simulator's hot
    /// path; tests check the two agree).
    pub fn legal_fast(&self, hand: CardSet, trick: &[Card], partner_winning: bool) -> CardSet {
        self.legal_in(hand, &self.state_of(trick), partner_winning)
    }

    /// The cards of each duty class below [`FREE`] for a trick in progress, from its masks: `[k]`
    /// holds every card whose [`TrickRules::class`] is `k` (a card in none of them is free). Tests
    /// check it against `class` card by card; the renounce log proves breaches with it.
    #[inline]
    pub fn class_sets(&self, st: &TrickState, partner_winning: bool) -> [CardSet; 4] {
        let mut out = [CardSet::EMPTY; 4];
        let d = &self.duties;
        if st.len == 0 || !d.follow {
            // Every card is of class 0.
            out[0] = CardSet(u64::MAX);
            return out;
        }
        let follow = self.suit_masks[st.led as usize & 3];
        if self.must_head(st.led_trump, st.trumped) {
            out[0] = follow.intersect(self.above[st.best_led.0 as usize & 63]);
        }
        out[1] = follow.minus(out[0]);
        let must_ruff = match d.ruff {
            Ruff::Never => false,
            Ruff::Always => true,
            Ruff::UnlessPartnerWinning => !partner_winning,
        };
        if must_ruff {
            let trumps = self.trump_mask.minus(follow);
            match st.best_trump {
                Some(b) if st.trumped && d.overtrump => {
                    out[2] = trumps.intersect(self.above[b.0 as usize & 63]);
                    if d.undertrump {
                        out[3] = trumps.minus(out[2]);
                    }
                }
                _ => out[2] = trumps,
            }
        }
        out
    }

    /// The duty class of `card` given the trick's [`TrickRules::class_sets`].
    pub fn class_in(sets: &[CardSet; 4], card: Card) -> u8 {
        sets.iter().position(|s| s.contains(card)).map_or(FREE, |k| k as u8)
    }

    /// The cards of a better (lower) class than `class`, given the trick's class sets.
    pub fn better_than(sets: &[CardSet; 4], class: u8) -> CardSet {
        sets.iter().take(class as usize).fold(CardSet::EMPTY, |all, s| all.union(*s))
    }

    /// [`TrickRules::class_in`] and [`TrickRules::better_than`] in one pass over the sets: the
    /// duty class of `card` and the cards of a better class (the renounce log's hot path).
    #[inline]
    #[doc(hidden)]
    pub fn class_and_better(sets: &[CardSet; 4], card: Card) -> (u8, CardSet) {
        let mut better = CardSet::EMPTY;
        for (k, s) in sets.iter().enumerate() {
            if s.contains(card) {
                return (k as u8, better);
            }
            better = better.union(*s);
        }
        (FREE, better)
    }

    /// The duty class of playing `card` to a trick in progress and the cards of a better class:
    /// [`TrickRules::class_and_better`] of [`TrickRules::class_sets`], computed straight from
    /// the masks, only as far as the card's class (the renounce log's hot path, at every card;
    /// tests check the two agree). Made part of the play's own code.
    #[inline(always)]
    #[doc(hidden)]
    pub fn class_of_play(&self, st: &TrickState, partner_winning: bool, card: Card) -> (u8, CardSet) {
        let d = &self.duties;
        if st.len == 0 || !d.follow {
            return (0, CardSet::EMPTY);
        }
        let follow = self.suit_masks[st.led as usize & 3];
        let head = if self.must_head(st.led_trump, st.trumped) {
            follow.intersect(self.above[st.best_led.0 as usize & 63])
        } else {
            CardSet::EMPTY
        };
        if follow.contains(card) {
            return if head.contains(card) { (0, CardSet::EMPTY) } else { (1, head) };
        }
        // Every card of the led suit is better than one that does not follow.
        let must_ruff = match d.ruff {
            Ruff::Never => false,
            Ruff::Always => true,
            Ruff::UnlessPartnerWinning => !partner_winning,
        };
        if !must_ruff {
            return (FREE, follow);
        }
        let trumps = self.trump_mask.minus(follow);
        match st.best_trump {
            Some(b) if st.trumped && d.overtrump => {
                let over = trumps.intersect(self.above[b.0 as usize & 63]);
                if over.contains(card) {
                    return (2, follow);
                }
                let better = follow.union(over);
                if !d.undertrump {
                    return (FREE, better);
                }
                if trumps.contains(card) {
                    (3, better)
                } else {
                    (FREE, better.union(trumps))
                }
            }
            _ if trumps.contains(card) => (2, follow),
            _ => (FREE, follow.union(trumps)),
        }
    }

    /// The state of a trick from its cards.
    pub fn state_of(&self, trick: &[Card]) -> TrickState {
        let mut st = self.start();
        for c in trick {
            self.push(&mut st, *c);
        }
        st
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

/// Trick rules built once per (mode, overtrump, top trump) and shared: building them fills a
/// few tables, which a hand should not pay for again.
#[derive(Debug, Clone, Default)]
pub(crate) struct RulesCache {
    built: Vec<Built>,
}

/// Rules built for a mode, the duties' overrides and a top trump.
type Built = (Mode, Overrides, Option<Card>, std::sync::Arc<TrickRules>);

impl RulesCache {
    pub(crate) fn get(
        &mut self,
        ruleset: &Ruleset,
        mode: Mode,
        overrides: Overrides,
        top_trump: Option<Card>,
    ) -> std::sync::Arc<TrickRules> {
        self.find(ruleset, mode, overrides, top_trump).clone()
    }

    /// The same rules, borrowed (no reference count touched: the simulator's bots, per deal).
    pub(crate) fn find(
        &mut self,
        ruleset: &Ruleset,
        mode: Mode,
        overrides: Overrides,
        top_trump: Option<Card>,
    ) -> &std::sync::Arc<TrickRules> {
        let i = match self.built.iter().position(|b| b.0 == mode && b.1 == overrides && b.2 == top_trump) {
            Some(i) => i,
            None => {
                let r = std::sync::Arc::new(TrickRules::new(ruleset, mode, overrides, top_trump));
                self.built.push((mode, overrides, top_trump, r));
                self.built.len() - 1
            }
        };
        &self.built[i].3
    }
}
