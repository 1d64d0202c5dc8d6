//! Belote's random player for the simulator: deals real hands, bids at random, swaps the 7,
//! announces what it holds when it beats what was said, shows after the first trick, says belote
//! and rebelote, and plays a random legal card (or, now and then, breaks a duty on purpose).

use super::spec::{Announcements, BeloteSpec, TurnedCard};
use super::Belote;
use crate::cards::{Card, Rank, Suit};
use crate::cardset::CardSet;
use crate::engine::{Call, Event, MeldName, Trump, Turn};
use crate::games::belote::melds;
use crate::games::bot::{play_one, Bot, Breach, Play, Rng};
use crate::games::Rules;
use crate::rules::trick::Mode;
use std::mem::ManuallyDrop;
use std::sync::Arc;

pub(crate) struct BeloteBot {
    pub(crate) rs: Arc<Rules>,
    pub(crate) spec: Arc<BeloteSpec>,
    /// The session's deck in order, made at the first deal (a bot plays one session: its
    /// players and options do not change), and the buffer it is shuffled in.
    pub(crate) deck: Vec<Card>,
    pub(crate) shuffled: Vec<Card>,
    /// What the spec says of the table's size, read at the first deal: the hand's size, whether
    /// the turned card goes to the taker, whether the 7 of trump may be swapped for it.
    pub(crate) table: Option<(usize, bool, bool)>,
}

impl Bot for BeloteBot {
    fn play_deal<P: Play>(&mut self, sim: &mut P, rng: &mut Rng, breaches: f64) {
        // Each part borrowed on its own (no reference count touched per deal).
        let BeloteBot { rs, spec, deck: whole, shuffled, table } = self;
        let r = &**rs;
        let spec = &**spec;
        let Some(Turn::Deal { dealer }) = sim.turn() else { return };
        let n = sim.seating().n();
        let (size, to_taker, swap_seven) = *table.get_or_insert_with(|| {
            let k = n as u32;
            (
                spec.hand_size.get(&k).copied().unwrap_or(8) as usize,
                spec.turned_card.get(&k).copied() == Some(TurnedCard::Taker),
                spec.swap_seven.contains(&k),
            )
        });
        if whole.is_empty() {
            *whole = r.deck(n, sim.options());
        }
        let deck = shuffled;
        deck.clear();
        deck.extend_from_slice(whole);
        rng.shuffle(deck);
        let turned = deck[0];
        if !sim.enter_as::<Belote>(&ManuallyDrop::new(Event::Deal { dealer, turned: Some(turned), bottom: None })) {
            return;
        }
        // Bidding.
        let mut taken: Option<(usize, Mode)> = None;
        while let Some(Turn::Bid { seat, round }) = sim.turn() {
            let (call, trump, mode) = match round {
                1 if rng.chance(0.3) => (Call::Take, None, Some(Mode::Trump(turned.suit()))),
                2 if rng.chance(0.35) => {
                    let s = Suit(rng.below(4) as u8);
                    (Call::Take, Some(Trump::Suit(s)), Some(Mode::Trump(s)))
                }
                3 if rng.chance(0.4) => {
                    if rng.chance(0.5) {
                        (Call::Take, Some(Trump::All), Some(Mode::AllTrump))
                    } else {
                        (Call::Take, Some(Trump::NoTrump), Some(Mode::NoTrump))
                    }
                }
                _ => (Call::Pass, None, None),
            };
            if !sim.enter_as::<Belote>(&ManuallyDrop::new(Event::Bid { player: seat, call, trump })) {
                return;
            }
            if let Some(m) = mode {
                taken = Some((seat, m));
                break;
            }
        }
        let Some((taker, mode)) = taken else { return };
        // The hands after the deal is completed.
        let mut hands = [CardSet::EMPTY; 8];
        let mut rest = deck[1..].iter().copied();
        if to_taker {
            hands[taker].insert(turned);
        }
        for h in hands[..n].iter_mut() {
            // Each hand takes what it lacks (the taker's holds the turned card already): the
            // cards are all different, so counting the hand once is enough.
            for _ in h.len()..size as u32 {
                match rest.next() {
                    Some(c) => h.insert(c),
                    None => return,
                }
            }
        }
        // The 7 swap.
        if swap_seven && mode == Mode::Trump(turned.suit()) && turned.rank() != Rank(7) {
            let seven = Card::new(turned.suit(), Rank(7));
            if let Some(s) = (0..n).find(|s| hands[*s].contains(seven)) {
                if rng.chance(0.7) && sim.enter_as::<Belote>(&ManuallyDrop::new(Event::SwapSeven { player: s })) {
                    hands[s].remove(seven);
                    hands[s].insert(turned);
                }
            }
        }
        let trump = match mode {
            Mode::Trump(t) => Some(t),
            _ => None,
        };
        // The kings and queens a belote is said with: of the trump suit, or of every suit at
        // all-trump.
        let mut honours = CardSet::EMPTY;
        for s in (0..4).map(Suit).filter(|s| trump == Some(*s) || mode == Mode::AllTrump) {
            honours.insert(Card::new(s, Rank(12)));
            honours.insert(Card::new(s, Rank(13)));
        }
        let spanish = spec.announcements == Announcements::Spanish;
        let mut announcements = Announced::default();
        let mut played_honour = [CardSet::EMPTY; 8];
        let mut breach = Breach::maybe(rng, breaches, n * size);
        let mut entry = ManuallyDrop::new(Event::End);
        // The referee says whose card it waits for and what that player's hand may play (the
        // bot follows no trick of its own).
        for trick_no in 1..=size {
            for _ in 0..n {
                // Belote-es: a seat announces (or not) before its first card, in the first trick.
                if spanish && trick_no == 1 && !self::announce(sim, spec, &hands, trump, &mut announcements) {
                    return;
                }
                // The referee's turn, the player's choice and the referee's check of it, the
                // game looked at once.
                let (hands, said) = (&mut hands, &mut played_honour);
                if !play_one::<Belote, _>(sim, &mut entry, hands, n, &mut breach, rng, honours, said, true, trick_no) {
                    return;
                }
            }
            if spanish && trick_no == 1 {
                for (s, cards) in &announcements.made {
                    if !sim.enter_as::<Belote>(&Event::Show { player: *s, cards: cards.iter().collect() }) {
                        return;
                    }
                }
            }
        }
    }
}

/// What the players of a hand announced so far (belote-es): the highest meld said, and who said
/// which cards (shown after the first trick).
#[derive(Default)]
struct Announced {
    best: Option<u8>,
    made: Vec<(usize, CardSet)>,
}

/// The seat whose card the referee waits for announces its melds when they beat what was said
/// (else says none): false when the referee refuses it or asks no card. (Out of the card's loop:
/// four times a hand, in the first trick.)
#[inline(never)]
fn announce<P: Play>(
    sim: &mut P,
    spec: &BeloteSpec,
    hands: &[CardSet; 8],
    trump: Option<Suit>,
    so_far: &mut Announced,
) -> bool {
    let Some(Turn::Card { seat }) = sim.turn() else { return false };
    let combos = melds::combos_in(spec, hands[seat], trump);
    let said: Vec<MeldName> = match combos.first() {
        Some(best) if so_far.best.is_none_or(|b| best.name.name_rank() >= b) => {
            so_far.best = Some(best.name.name_rank());
            so_far.made.push((seat, combos.iter().fold(CardSet::EMPTY, |all, c| all.union(c.cards))));
            combos.iter().map(|c| c.name).collect()
        }
        _ => vec![],
    };
    sim.enter_as::<Belote>(&Event::Announce { player: seat, melds: said })
}
