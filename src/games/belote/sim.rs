//! Belote's random player for the simulator: deals real hands, bids at random, swaps the 7,
//! announces what it holds when it beats what was said, shows after the first trick, says belote
//! and rebelote, and plays a random legal card (or, now and then, breaks a duty on purpose).

use super::spec::{Announcements, BeloteSpec, TurnedCard};
use crate::cards::{Card, Rank, Suit};
use crate::cardset::CardSet;
use crate::engine::{Ask, Call, Event, MeldName, Say, Trump};
use crate::games::belote::melds;
use crate::games::bot::{Bot, Breach, Play, Rng};
use crate::games::Rules;
use crate::rules::holdings::Playing;
use crate::rules::trick::{Mode, Overrides, RulesCache, TrickState};
use std::mem::ManuallyDrop;
use std::sync::Arc;

pub(crate) struct BeloteBot {
    pub(crate) rs: Arc<Rules>,
    pub(crate) spec: Arc<BeloteSpec>,
    pub(crate) cache: RulesCache,
    /// The session's deck in order, made at the first deal (a bot plays one session: its
    /// players and options do not change), and the buffer it is shuffled in.
    pub(crate) deck: Vec<Card>,
    pub(crate) shuffled: Vec<Card>,
    /// The duties the options `overtrump` and `undertrump` change, as the session has them
    /// (read at the first deal).
    pub(crate) duties: Option<Overrides>,
    /// Who partners whom, a bit per pair (`a * 8 + b`), read at the first deal.
    pub(crate) partners: Option<u64>,
}

impl Bot for BeloteBot {
    fn play_deal(&mut self, sim: &mut dyn Play, rng: &mut Rng, breaches: f64) {
        // Each part borrowed on its own (no reference count touched per deal).
        let BeloteBot { rs, spec, cache, deck: whole, shuffled, duties, partners } = self;
        let r = &**rs;
        let spec = &**spec;
        let n = sim.seating().n();
        // Who partners whom (a bit per pair), so the seating need not be read per deal.
        let partners = *partners.get_or_insert_with(|| {
            let seating = sim.seating();
            let mut partners = 0u64;
            for a in 0..n.min(8) {
                for b in 0..n.min(8) {
                    if seating.teams && seating.partners(a, b) {
                        partners |= 1 << (a * 8 + b);
                    }
                }
            }
            partners
        });
        let Some(Ask::Deal { dealer, .. }) = sim.next().map(|q| q.ask) else { return };
        if whole.is_empty() {
            *whole = r.deck(n, sim.options());
        }
        let deck = shuffled;
        deck.clear();
        deck.extend_from_slice(whole);
        rng.shuffle(deck);
        let turned = deck[0];
        if !sim.enter(&Event::Deal { dealer, turned: Some(turned), bottom: None }) {
            return;
        }
        // Bidding.
        let mut taken: Option<(usize, Mode)> = None;
        while let Some((seat, Ask::Bid { round, .. })) = sim.next().map(|q| (q.who.unwrap_or(0), q.ask)) {
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
            if !sim.enter(&ManuallyDrop::new(Event::Bid { player: seat, call, trump })) {
                return;
            }
            if let Some(m) = mode {
                taken = Some((seat, m));
                break;
            }
        }
        let Some((taker, mode)) = taken else { return };
        // The hands after the deal is completed.
        let size = spec.hand_size.get(&(n as u32)).copied().unwrap_or(8) as usize;
        let to_taker = spec.turned_card.get(&(n as u32)).copied() == Some(TurnedCard::Taker);
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
        if spec.swap_seven.contains(&(n as u32)) && mode == Mode::Trump(turned.suit()) && turned.rank() != Rank(7) {
            let seven = Card::new(turned.suit(), Rank(7));
            if let Some(s) = (0..n).find(|s| hands[*s].contains(seven)) {
                if rng.chance(0.7) && sim.enter(&Event::SwapSeven { player: s }) {
                    hands[s].remove(seven);
                    hands[s].insert(turned);
                }
            }
        }
        let duties = *duties.get_or_insert_with(|| {
            let o = sim.options();
            Overrides {
                overtrump: o.get("overtrump").map(|_| o.bool("overtrump")),
                undertrump: o.get("undertrump").map(|_| o.bool("undertrump")),
            }
        });
        let rules = &**cache.find(r, mode, duties, None);
        let trump = match mode {
            Mode::Trump(t) => Some(t),
            _ => None,
        };
        let spanish = spec.announcements == Announcements::Spanish;
        let mut best_said: Option<u8> = None;
        let mut announced: Vec<(usize, CardSet)> = Vec::new();
        let mut first_card_played = [false; 8];
        let mut shown = false;
        let mut trick = Playing::new();
        let mut played_honour = [CardSet::EMPTY; 8];
        let mut breach = Breach::maybe(rng, breaches, n * size);
        // The referee names the first player; then the bot plays the tricks through, each led
        // by the winner of the last as the same trick rules find it (the referee refuses a
        // play out of turn, which the simulation reports as a bug).
        let Some((mut leader, Ask::Card { .. })) = sim.next().map(|q| (q.who.unwrap_or(0), q.ask)) else { return };
        for trick_no in 1..=size {
            trick.clear();
            let mut state = TrickState::EMPTY;
            for k in 0..n {
                let seat = (leader + k) % n;
                if spanish && !first_card_played[seat] {
                    let combos = melds::combos_in(spec, hands[seat], trump);
                    let said: Vec<MeldName> = match combos.first() {
                        Some(best) if best_said.is_none_or(|b| best.name.name_rank() >= b) => {
                            best_said = Some(best.name.name_rank());
                            announced.push((seat, combos.iter().fold(CardSet::EMPTY, |all, c| all.union(c.cards))));
                            combos.iter().map(|c| c.name).collect()
                        }
                        _ => vec![],
                    };
                    if !sim.enter(&Event::Announce { player: seat, melds: said }) {
                        return;
                    }
                }
                let partner_winning =
                    !trick.is_empty() && partners & (1 << (trick.seat(state.winner as usize) * 8 + seat)) != 0;
                let legal = rules.legal_in(hands[seat], &state, partner_winning);
                let card = breach.choose(sim, rng, seat, trick_no, hands[seat], legal);
                let say = if (card.rank() == Rank(13) || card.rank() == Rank(12))
                    && (trump == Some(card.suit()) || mode == Mode::AllTrump)
                {
                    let partner = Card::new(card.suit(), Rank(if card.rank() == Rank(13) { 12 } else { 13 }));
                    if played_honour[seat].contains(partner) {
                        Some(Say::Rebelote)
                    } else if hands[seat].contains(partner) {
                        Some(Say::Belote)
                    } else {
                        None
                    }
                } else {
                    None
                };
                if say.is_some() {
                    played_honour[seat].insert(card);
                }
                // A play holds nothing on the heap: there is nothing to drop after it is entered.
                if !sim.enter(&ManuallyDrop::new(Event::Play { player: seat, card, say })) {
                    return;
                }
                hands[seat].remove(card);
                first_card_played[seat] = true;
                trick.push((seat, card));
                rules.push(&mut state, card);
            }
            if spanish && !shown && trick_no == 1 {
                shown = true;
                for (s, cards) in &announced {
                    if !sim.enter(&Event::Show { player: *s, cards: cards.iter().collect() }) {
                        return;
                    }
                }
            }
            leader = trick.seat(state.winner as usize);
        }
    }
}
