//! Perejila's random player for the simulator: deals one face-up and two face-down cards to each
//! player from a shuffled deck, then treinta y una as the table asks it: a card now and then, else
//! a stand.

use super::Perejila;
use crate::engine::{Ask, Event, Question};
use crate::games::bot::{Bot, Play, Rng, Shoe};
use crate::games::Rules;
use std::sync::Arc;

pub(crate) struct PerejilaBot {
    pub(crate) rs: Arc<Rules>,
    /// The session's deck, shuffled at every deal.
    shoe: Shoe,
    /// A `down` entry, its cards' buffer kept from deal to deal.
    down: Event,
}

impl PerejilaBot {
    pub(crate) fn new(rs: Arc<Rules>) -> PerejilaBot {
        PerejilaBot { rs, shoe: Shoe::default(), down: Event::Down { player: 0, cards: Vec::with_capacity(2) } }
    }
}

impl Bot for PerejilaBot {
    fn play_deal<P: Play>(&mut self, sim: &mut P, rng: &mut Rng, _breaches: f64) {
        let n = sim.seating().n();
        let Some(Question { ask: Ask::Deal { dealer, .. }, .. }) = sim.next() else { return };
        let deck = self.shoe.shuffled(&self.rs, n, sim.options(), rng);
        if !sim.enter_as::<Perejila>(&Event::Deal { dealer, turned: None, bottom: None }) {
            return;
        }
        let mut next = deck.iter().copied();
        loop {
            let question = sim.next();
            let player = question.as_ref().and_then(|q| q.who).unwrap_or(0);
            let entered = match question.map(|q| q.ask) {
                Some(Ask::Up) => match next.next() {
                    Some(card) => sim.enter_as::<Perejila>(&Event::Up { player, card }),
                    None => return,
                },
                Some(Ask::Down) => match (next.next(), next.next(), &mut self.down) {
                    (Some(a), Some(b), Event::Down { player: p, cards }) => {
                        *p = player;
                        cards.clear();
                        cards.extend([a, b]);
                        sim.enter_as::<Perejila>(&self.down)
                    }
                    _ => return,
                },
                _ => break,
            };
            if !entered {
                return;
            }
        }
        // Treinta y una as the table asks it (never of a player who stood, holds 31 or is over
        // it, nor once the hand is settled): the player asked now and then draws a card, else
        // stands.
        while let Some(Question { who: Some(player), ask: Ask::Draw { .. }, .. }) = sim.next() {
            let event = match rng.chance(0.3).then(|| next.next()).flatten() {
                Some(card) => Event::Draw { player, card },
                None => Event::Stand { player },
            };
            if !sim.enter_as::<Perejila>(&event) {
                return;
            }
        }
    }
}
