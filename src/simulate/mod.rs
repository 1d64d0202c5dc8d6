/*!
The simulator: seeded random legal play of whole hands, entered through the same
[`Session::apply`] as the table and `verify`. Each game's random player (a [`Bot`], from
`games::bot`) deals real hands and plays a random legal card each turn (the referee's own legal
set). With a breach rate a random player breaks a duty now and then, and what was injected is
recorded so tests can check the referee proves every one.
*/

use crate::cards::Card;
use crate::cardset::CardSet;
use crate::engine::{Event, Question};
use crate::error::Error;
use crate::journal::{Entry, Header};
use crate::ruleset::{OptValue, Ruleset};
use crate::session::Session;
use indexmap::IndexMap;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;

/// A small, fast, seeded generator (SplitMix64): the same seed gives the same sessions everywhere.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
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
    #[inline]
    pub fn pick(&mut self, s: CardSet) -> Card {
        s.nth(self.below(s.len() as usize) as u32).expect("a non-empty set")
    }
}

/// A duty broken on purpose: (hand number, 1-based trick, player, card).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Injected {
    pub hand: usize,
    pub trick: usize,
    pub player: usize,
    pub card: Card,
}

/// A simulated session and what the simulator did to it.
pub struct Simulation {
    pub session: Session,
    pub injected: Vec<Injected>,
    /// Entries the reducer refused: always empty unless the simulator or the referee is wrong.
    pub refused: Vec<String>,
    /// Deals entered so far (the hand number of the current deal).
    pub deals: usize,
}

impl Simulation {
    /// Enter an event; false (and recorded) when the referee refuses it.
    pub fn enter(&mut self, event: Event) -> bool {
        let is_deal = matches!(event, Event::Deal { .. });
        let record = self.session.record(&event);
        let entry = Entry { line: self.session.entries().count() + 2, at: None, record };
        match self.session.apply(entry) {
            Ok(_) => {
                self.deals += usize::from(is_deal);
                true
            }
            Err(r) => {
                self.refused.push(format!("{event:?}: {r:?}"));
                false
            }
        }
    }

    /// The question the game cannot go on without (the last of its list).
    pub fn next(&self) -> Option<Question> {
        self.session.questions().pop()
    }

    /// The card a player plays: a random legal one, or, once the turn chosen for a breach has
    /// come and an illegal card is at hand, that card (recorded as injected).
    pub fn choose(
        &mut self,
        rng: &mut Rng,
        player: usize,
        trick: usize,
        hand: CardSet,
        legal: CardSet,
        breach: &mut Breach,
    ) -> Card {
        let illegal = hand.minus(legal);
        let due = breach.at.is_some_and(|k| breach.turn >= k);
        breach.turn += 1;
        if due && !illegal.is_empty() {
            breach.at = None;
            let card = rng.pick(illegal);
            self.injected.push(Injected { hand: self.deals, trick, player, card });
            return card;
        }
        rng.pick(legal)
    }
}

/// When a hand's breach is injected: at the first turn from `at` on where an illegal card is at
/// hand (no breach when `at` is None).
#[derive(Debug, Clone, Copy, Default)]
pub struct Breach {
    pub at: Option<usize>,
    pub turn: usize,
}

impl Breach {
    /// A breach at a random turn of the hand's `turns`, in a fraction `rate` of hands.
    pub fn maybe(rng: &mut Rng, rate: f64, turns: usize) -> Breach {
        Breach { at: if rng.chance(rate) { Some(rng.below(turns)) } else { None }, turn: 0 }
    }
}

/// A game's random player: deals one hand and plays it through the simulation.
pub trait Bot: Send {
    fn play_deal(&mut self, sim: &mut Simulation, rng: &mut Rng, breaches: f64);
}

fn names(n: usize) -> Vec<String> {
    ["Ana", "Luis", "Marta", "Pep", "Olga", "Iker", "Nuria", "Xavi"].iter().take(n).map(|s| s.to_string()).collect()
}

/// Simulate `deals` deals of a ruleset.
pub fn simulate(
    ruleset: Arc<Ruleset>,
    players: usize,
    teams: bool,
    options: IndexMap<String, OptValue>,
    deals: usize,
    seed: u64,
    breaches: f64,
) -> Result<Simulation, Error> {
    let players_v = names(players);
    let teams_v = if teams && players == 4 {
        Some(vec![vec![players_v[0].clone(), players_v[2].clone()], vec![players_v[1].clone(), players_v[3].clone()]])
    } else {
        None
    };
    let mut options = options;
    // Play on as long as asked: the highest target the ruleset allows.
    if let Some(spec) = ruleset.options.get("target").filter(|_| !options.contains_key("target")) {
        options.insert("target".into(), OptValue::Int(spec.max.unwrap_or(1_000_000_000)));
    }
    let header = Header {
        format: 1,
        ruleset: ruleset.name.clone(),
        ruleset_sha256: Some(ruleset.sha256.clone()),
        ruleset_yaml: (!ruleset.bundled).then(|| ruleset.text.clone()),
        options,
        players: players_v,
        teams: teams_v,
        ..Default::default()
    };
    let session = Session::with_ruleset(header, ruleset.clone())?;
    let mut bot = crate::games::bot(&ruleset);
    let mut sim = Simulation { session, injected: Vec::new(), refused: Vec::new(), deals: 0 };
    let mut rng = Rng::new(seed);
    for _ in 0..deals {
        if sim.session.standing().winner.is_some() {
            break;
        }
        bot.play_deal(&mut sim, &mut rng, breaches);
    }
    sim.enter(Event::End);
    Ok(sim)
}

/// What a simulation comes to, whichever engine played it.
#[derive(Debug, Clone, Serialize)]
pub struct Stats {
    pub ruleset: String,
    pub players: usize,
    /// `reducer`, or `fast` (the contract Belote fast path).
    pub engine: &'static str,
    pub deals: usize,
    pub seconds: f64,
    pub hands_per_second: f64,
    /// Side name → mean score per hand.
    pub mean_score: IndexMap<String, f64>,
    /// Result (or outcome) → hands.
    pub results: BTreeMap<String, usize>,
    pub capots: usize,
    pub belotes: usize,
    pub infractions_found: usize,
    pub breaches_injected: usize,
    pub refused_entries: usize,
}

impl Stats {
    /// The statistics of a simulated session.
    pub fn of(sim: &Simulation, seconds: f64) -> Stats {
        let v = sim.session.verdict();
        let hands = v.hands.len();
        let mut results = BTreeMap::new();
        let mut capots = 0;
        let mut belotes = 0;
        for h in &v.hands {
            let key = h.result.map(|r| r.code()).unwrap_or(h.outcome.code());
            *results.entry(key.to_string()).or_insert(0usize) += 1;
            capots += usize::from(h.notes.capot || h.result == Some(crate::engine::HandResult::Capot));
            belotes += h.notes.belotes;
        }
        let sides = &sim.session.seating.sides;
        let mean_score = sides
            .iter()
            .enumerate()
            .map(|(s, name)| {
                let total: i64 = v.hands.iter().map(|h| h.score.get(s).copied().unwrap_or(0)).sum();
                (name.clone(), total as f64 / hands.max(1) as f64)
            })
            .collect();
        Stats {
            ruleset: sim.session.ruleset.name.clone(),
            players: sim.session.seating.n(),
            engine: "reducer",
            deals: hands,
            seconds,
            hands_per_second: hands as f64 / seconds.max(1e-9),
            mean_score,
            results,
            capots,
            belotes,
            infractions_found: v.infractions.len(),
            breaches_injected: sim.injected.len(),
            refused_entries: sim.refused.len(),
        }
    }
}
