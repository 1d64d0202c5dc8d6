/*!
What a game's random player needs: a seeded generator ([`Rng`]), the table it plays into
(`Play`, which the simulator provides), and the breach it may inject (`Breach`). Each game has
its `Bot` (`sim.rs` in its folder); the simulator drives them through the same referee as the
table.
*/

use crate::cards::Card;
use crate::cardset::CardSet;
use crate::engine::{Event, Game, Question, Say, Turn};
use crate::rules::seating::Seating;
use crate::ruleset::Options;
use std::mem::ManuallyDrop;

/// A small, fast, seeded generator (SplitMix64): the same seed gives the same sessions everywhere.
#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }
    #[inline]
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// A number in 0..n (multiply-shift: no division on the hot path).
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() as u128 * n.max(1) as u128) >> 64) as usize
    }
    #[inline]
    pub fn chance(&mut self, p: f64) -> bool {
        ((self.next_u64() >> 11) as f64 / (1u64 << 53) as f64) < p
    }
    #[inline]
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
    /// A random card of a non-empty set.
    #[inline(always)]
    pub(crate) fn pick(&mut self, s: CardSet) -> Card {
        s.nth(self.below(s.len() as usize) as u32).expect("a non-empty set")
    }
}

/// Where a random player's entries go: the simulator's session.
pub(crate) trait Play {
    /// The question the game cannot go on without.
    fn next(&self) -> Option<Question>;
    /// What the game waits for, in brief (`Game::turn`): no question built.
    fn turn(&self) -> Option<Turn>;
    fn options(&self) -> &Options;
    fn seating(&self) -> &Seating;
    /// A card played in breach on purpose, in this (1-based) trick.
    fn injected(&mut self, trick: usize, player: usize, card: Card);
    /// Enter an event (the referee reads it by reference) into the game, which the player knows
    /// to be a `G`: the same referee as any front-end's, called as a `G` (no dynamic call: its
    /// code becomes part of the player's loop). False when the referee refuses it.
    fn enter_as<G: Game>(&mut self, event: &Event) -> bool;
    /// The entry `choose` makes of the game (a `G`: the seat whose card it waits for and the
    /// legal cards, `Game::card_turn`), written into `entry` (the caller's, kept in place: an
    /// entry that holds nothing on the heap, a play) and entered as [`Play::enter_as`] does, the
    /// game looked at once for both: whether the referee took it, or `choose`'s `Err` when it made
    /// none (then nothing is entered). None when the session has ended or its game is not a `G`.
    fn enter_chosen_as<G: Game, T>(
        &mut self,
        entry: &mut ManuallyDrop<Event>,
        choose: impl FnOnce(&G, &mut ManuallyDrop<Event>) -> Result<(), T>,
    ) -> Option<Result<bool, T>>;
}

/// What a random player does once its card was chosen and entered
/// ([`Play::enter_chosen_as`]): a card injected in breach is reported, and the card leaves its
/// hand when the referee took it. Whether the deal goes on (the card taken).
#[inline(always)]
pub(crate) fn after_play<P: Play, T>(
    sim: &mut P,
    entered: Option<Result<bool, T>>,
    entry: &Event,
    injected: bool,
    trick: usize,
    hands: &mut [CardSet],
) -> bool {
    let (Some(Ok(taken)), Event::Play { player: seat, card, .. }) = (entered, entry) else { return false };
    let (seat, card) = (*seat, *card);
    if injected {
        sim.injected(trick, seat, card);
    }
    if taken {
        hands[seat].remove(card);
    }
    taken
}

/// A Belote-like random player's card in trick `trick`: the referee of its game (a `G`) says
/// whose card it waits for (of `n` players) and which of `hands[seat]` are legal, the player draws one (or, once
/// its breach is due, an illegal one), says belote or rebelote with it ([`play_saying`]) and
/// enters it, the game looked at once ([`Play::enter_chosen_as`]); then [`after_play`]. Whether
/// the deal goes on.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(crate) fn play_one<G: Game, P: Play>(
    sim: &mut P,
    entry: &mut ManuallyDrop<Event>,
    hands: &mut [CardSet],
    n: usize,
    breach: &mut Breach,
    rng: &mut Rng,
    honours: CardSet,
    said: &mut [CardSet],
    rebelote: bool,
    trick: usize,
) -> bool {
    let mut injected = false;
    let entered = sim.enter_chosen_as::<G, ()>(
        entry,
        #[inline(always)]
        |g, entry| {
            let (seat, legal) = g.card_turn(&hands[..n]).ok_or(())?;
            let card;
            (card, injected) = breach.draw(rng, hands[seat], legal);
            play_saying(entry, seat, card, hands[seat], honours, &mut said[seat], rebelote);
            Ok(())
        },
    );
    after_play(sim, entered, entry, injected, trick, hands)
}

/// A random player's play of `card` from `hand`, written into `entry` with the word it says:
/// of the kings and queens a belote is said with (`honours`), "belote" with the first of a
/// pair while the other is still held, "rebelote" (where it is said: `rebelote`) with the
/// second once the first was said; a card said with a word is noted in `said`.
#[inline(always)]
pub(crate) fn play_saying(
    entry: &mut ManuallyDrop<Event>,
    seat: usize,
    card: Card,
    hand: CardSet,
    honours: CardSet,
    said: &mut CardSet,
    rebelote: bool,
) {
    use crate::cards::Rank;
    let say = if honours.contains(card) {
        let other = Card::new(card.suit(), Rank(if card.rank() == Rank(13) { 12 } else { 13 }));
        if hand.contains(other) {
            Some(Say::Belote)
        } else if rebelote && said.contains(other) {
            Some(Say::Rebelote)
        } else {
            None
        }
    } else {
        None
    };
    if say.is_some() {
        said.insert(card);
    }
    // A play holds nothing on the heap: nothing is dropped when it is overwritten.
    *entry = ManuallyDrop::new(Event::Play { player: seat, card, say });
}

/// When a hand's breach is injected: at the first turn from `at` on where an illegal card is at
/// hand (no breach when `at` is None).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Breach {
    pub(crate) at: Option<usize>,
    pub(crate) turn: usize,
}

impl Breach {
    /// A breach at a random turn of the hand's `turns`, in a fraction `rate` of hands.
    pub(crate) fn maybe(rng: &mut Rng, rate: f64, turns: usize) -> Breach {
        Breach { at: if rng.chance(rate) { Some(rng.below(turns)) } else { None }, turn: 0 }
    }

    /// The card a player plays: a random legal one, or, once the turn chosen for the breach has
    /// come and an illegal card is at hand, that card (reported to `play` as injected).
    #[inline(always)]
    pub(crate) fn choose(
        &mut self,
        play: &mut impl Play,
        rng: &mut Rng,
        player: usize,
        trick: usize,
        hand: CardSet,
        legal: CardSet,
    ) -> Card {
        let (card, injected) = self.draw(rng, hand, legal);
        if injected {
            play.injected(trick, player, card);
        }
        card
    }

    /// [`Breach::choose`] for a caller that reports the breach itself (true: injected, for
    /// `Play::injected`): the player choosing inside [`Play::enter_chosen_as`].
    #[inline(always)]
    pub(crate) fn draw(&mut self, rng: &mut Rng, hand: CardSet, legal: CardSet) -> (Card, bool) {
        let illegal = hand.minus(legal);
        let due = self.at.is_some_and(|k| self.turn >= k);
        self.turn += 1;
        if due && !illegal.is_empty() {
            self.at = None;
            return (rng.pick(illegal), true);
        }
        (rng.pick(legal), false)
    }
}

/// A game's random player: deals one hand and plays it through the table (the simulator's, a
/// `Play` of its own type: nothing between the player and the referee is called dynamically).
pub(crate) trait Bot: Send {
    fn play_deal<P: Play>(&mut self, play: &mut P, rng: &mut Rng, breaches: f64);
}

/// A session's deck, made at its first deal (a bot plays one session: its players and options do
/// not change), and the buffer it is shuffled into at every deal.
#[derive(Debug, Default)]
pub(crate) struct Shoe {
    deck: Vec<Card>,
    shuffled: Vec<Card>,
}

impl Shoe {
    /// The deck of `rules` for `players` under `options`, shuffled by `rng`.
    pub(crate) fn shuffled(
        &mut self,
        rules: &crate::games::Rules,
        players: usize,
        options: &Options,
        rng: &mut Rng,
    ) -> &mut Vec<Card> {
        if self.deck.is_empty() {
            self.deck = rules.deck(players, options);
        }
        self.shuffled.clear();
        self.shuffled.extend_from_slice(&self.deck);
        rng.shuffle(&mut self.shuffled);
        &mut self.shuffled
    }
}
