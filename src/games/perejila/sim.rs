//! Perejila's random player for the simulator: deals one face-up and two face-down cards to each
//! player from a shuffled deck, a few extra cards for treinta y una, and the stands.

use crate::cards::Card;
use crate::engine::{Ask, Event, Question};
use crate::games::bot::{Bot, Play, Rng};
use crate::games::Rules;
use std::sync::Arc;

pub struct PerejilaBot {
    pub rs: Arc<Rules>,
    /// The session's deck in order, made at the first deal (a bot plays one session: its
    /// players and options do not change), and the buffer it is shuffled in.
    deck: Vec<Card>,
    shuffled: Vec<Card>,
}

impl PerejilaBot {
    pub fn new(rs: Arc<Rules>) -> PerejilaBot {
        PerejilaBot { rs, deck: Vec::new(), shuffled: Vec::new() }
    }
}

impl Bot for PerejilaBot {
    fn play_deal(&mut self, sim: &mut dyn Play, rng: &mut Rng, _breaches: f64) {
        let n = sim.seating().n();
        let Some(Ask::Deal { dealer, .. }) = sim.next().map(|q| q.ask) else { return };
        if self.deck.is_empty() {
            self.deck = self.rs.deck(n, sim.options());
        }
        let deck = &mut self.shuffled;
        deck.clear();
        deck.extend_from_slice(&self.deck);
        rng.shuffle(deck);
        if !sim.enter(Event::Deal { dealer, turned: None, bottom: None }) {
            return;
        }
        let mut next = deck.iter().copied();
        loop {
            let event = match sim.next().map(|q| (q.who.unwrap_or(0), q.ask)) {
                Some((player, Ask::Up)) => match next.next() {
                    Some(card) => Event::Up { player, card },
                    None => return,
                },
                Some((player, Ask::Down)) => match (next.next(), next.next()) {
                    (Some(a), Some(b)) => Event::Down { player, cards: vec![a, b] },
                    _ => return,
                },
                _ => break,
            };
            if !sim.enter(event) {
                return;
            }
        }
        // Treinta y una: a few draws for the bold, then everyone still asked stands.
        for k in 1..=n {
            let player = (dealer + k) % n;
            if rng.chance(0.3) {
                if let Some(card) = next.next() {
                    sim.enter(Event::Draw { player, card });
                }
            }
        }
        while let Some(Question { who: Some(player), ask: Ask::Draw { .. }, .. }) = sim.next() {
            if !sim.enter(Event::Stand { player }) {
                return;
            }
        }
    }
}
