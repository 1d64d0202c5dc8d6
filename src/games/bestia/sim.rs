//! La Bestia's random player for the simulator: deals real hands (the dealer's fifth card face
//! up), shows the pánfilo and moscas, plays or passes at random, exchanges from the stock and then
//! the discards, and plays a random legal card (or, now and then, breaks a duty on purpose).

use super::Bestia;
use crate::cards::{Card, Suit};
use crate::cardset::CardSet;
use crate::engine::{Ask, Call, Event, Question};
use crate::games::bestia::spec::BestiaSpec;
use crate::games::bot::{Bot, Breach, Play, Rng, Shoe};
use crate::games::Rules;
use crate::rules::trick::{Mode, Overrides, RulesCache};
use std::sync::Arc;

pub(crate) struct BestiaBot {
    pub(crate) rs: Arc<Rules>,
    pub(crate) cache: RulesCache,
    pub(crate) spec: BestiaSpec,
    /// The session's deck, shuffled at every deal.
    shoe: Shoe,
    hands: Vec<CardSet>,
    stock: Vec<Card>,
    discards: Vec<Card>,
    active: Vec<usize>,
    laid: Vec<Card>,
    trick: Vec<Card>,
    /// The pánfilo when the session plays it (read from its options at the first deal: a bot
    /// plays one session, whose options do not change).
    panfilo: Option<Option<Card>>,
    /// The card play entry, filled in at every card (no entry made and dropped per card).
    play: Event,
}

impl BestiaBot {
    pub(crate) fn new(rs: Arc<Rules>, spec: BestiaSpec) -> BestiaBot {
        BestiaBot {
            rs,
            cache: RulesCache::default(),
            spec,
            shoe: Shoe::default(),
            hands: Vec::new(),
            stock: Vec::new(),
            discards: Vec::new(),
            active: Vec::new(),
            laid: Vec::new(),
            trick: Vec::new(),
            panfilo: None,
            play: Event::Play { player: 0, card: Card(0), say: None },
        }
    }
}

impl Bot for BestiaBot {
    fn play_deal<P: Play>(&mut self, sim: &mut P, rng: &mut Rng, breaches: f64) {
        let n = sim.seating().n();
        let Some(Question { ask: Ask::Deal { dealer, .. }, .. }) = sim.next() else { return };
        let deck = self.shoe.shuffled(&self.rs, n, sim.options(), rng);
        let size = self.spec.hand_size as usize;
        let hands = &mut self.hands;
        hands.clear();
        hands.extend((0..n).map(|s| deck[s * size..(s + 1) * size].iter().copied().collect::<CardSet>()));
        let stock = &mut self.stock;
        stock.clear();
        stock.extend_from_slice(&deck[n * size..]);
        let turned = deck[dealer * size + size - 1];
        if !sim.enter_as::<Bestia>(&Event::Deal { dealer, turned: Some(turned), bottom: None }) {
            return;
        }
        let spec = &self.spec;
        let panfilo = *self.panfilo.get_or_insert_with(|| sim.options().bool("panfilo").then_some(spec.panfilo_card));
        if let Some(p) = panfilo {
            if let Some(s) = (0..n).find(|s| hands[*s].contains(p)) {
                sim.enter_as::<Bestia>(&Event::Panfilo { player: s });
            }
        }
        let mosca = |s: &usize| (0..4).any(|x| hands[*s].of_suit(Suit(x)).len() == size as u32);
        if (0..n).any(|s| mosca(&s)) {
            for s in (0..n).filter(mosca) {
                sim.enter_as::<Bestia>(&Event::Mosca { player: s, cards: hands[s].iter().collect() });
            }
            return;
        }
        let active = &mut self.active;
        active.clear();
        let discards = &mut self.discards;
        discards.clear();
        while let Some(Question { who, ask: Ask::Bid { .. }, .. }) = sim.next() {
            let seat = who.unwrap_or(0);
            let plays = rng.chance(0.6);
            if !sim.enter_as::<Bestia>(&Event::Bid {
                player: seat,
                call: if plays { Call::Play } else { Call::Pass },
                trump: None,
            }) {
                return;
            }
            if plays {
                active.push(seat);
            } else {
                discards.extend(hands[seat].iter());
            }
        }
        if active.len() < 2 {
            return;
        }
        for &s in active.iter() {
            let left = stock.len() + discards.len();
            let count = rng.below(self.spec.max_exchange.min(left as u32) as usize + 1);
            if count == 0 && rng.chance(0.5) {
                continue;
            }
            // Discard, then draw from the stock and past it from the others' discards; the
            // cards laid down are there for the players after.
            let laid = &mut self.laid;
            laid.clear();
            for _ in 0..count {
                let out = rng.pick(hands[s]);
                hands[s].remove(out);
                laid.push(out);
            }
            for _ in 0..count {
                let Some(new) = stock.pop().or_else(|| discards.pop()) else { return };
                hands[s].insert(new);
            }
            discards.extend_from_slice(laid);
            if !sim.enter_as::<Bestia>(&Event::Exchange { player: s, count: count as i64 }) {
                return;
            }
        }
        let rules = self.cache.get(&self.rs, Mode::Trump(turned.suit()), Overrides::NONE, panfilo);
        let mut breach = Breach::maybe(rng, breaches, active.len() * size);
        let trick = &mut self.trick;
        trick.clear();
        let mut trick_no = 1;
        while let Some(Question { who, ask: Ask::Card { trick: t, .. }, .. }) = sim.next() {
            let seat = who.unwrap_or(0);
            if t != trick_no {
                trick_no = t;
                trick.clear();
            }
            let legal = rules.legal_fast(hands[seat], trick, false);
            let card = breach.choose(sim, rng, seat, trick_no, hands[seat], legal);
            if let Event::Play { player, card: c, .. } = &mut self.play {
                (*player, *c) = (seat, card);
            }
            if !sim.enter_as::<Bestia>(&self.play) {
                return;
            }
            hands[seat].remove(card);
            trick.push(card);
        }
    }
}
