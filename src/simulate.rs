/*!
The simulator: seeded random legal play of whole hands, entered through the same
[`Session::apply`] as the table and `verify`. It deals real hands, bids, announces, swaps,
exchanges and plays a random legal card each turn (the referee's own legal set). With a breach
rate it makes a random player break a duty now and then, and records what it injected so tests
can check the referee proves every one.
*/

use crate::cards::{Card, Rank, Suit};
use crate::cardset::CardSet;
use crate::error::Error;
use crate::games::belote::Expect as BeloteExpect;
use crate::games::bestia::Expect as BestiaExpect;
use crate::games::melds;
use crate::games::perejila::Expect as PerejilaExpect;
use crate::journal::{Entry, Event, Header};
use crate::referee::{Mode, TrickRules};
use crate::ruleset::{OptValue, Ruleset, TurnedCard};
use crate::session::{Game, Session};
use indexmap::IndexMap;
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
    #[inline]
    fn pick(&mut self, s: CardSet) -> Card {
        s.nth(self.below(s.len() as usize) as u32).expect("nonempty set")
    }
}

/// A duty broken on purpose: (hand number, 1-based trick, player, card).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Injected {
    pub hand: usize,
    pub trick: usize,
    pub player: String,
    pub card: String,
}

pub struct Simulation {
    pub session: Session,
    pub injected: Vec<Injected>,
    /// Entries the reducer refused: always empty unless the simulator or the referee is wrong.
    pub refused: Vec<String>,
    /// Deals entered so far (the hand number of the current deal).
    pub deals: usize,
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
        lang: None,
        options,
        players: players_v,
        teams: teams_v,
        at: None,
    };
    let session = Session::with_ruleset(header, ruleset.clone())?;
    let mut sim = Simulation { session, injected: Vec::new(), refused: Vec::new(), deals: 0 };
    let mut rng = Rng::new(seed);
    for _ in 0..deals {
        match &sim.session.game {
            Game::Belote(g) if g.winner.is_some() => break,
            Game::Belote(_) => belote_hand(&mut sim, &ruleset, &mut rng, breaches),
            Game::Bestia(_) => bestia_hand(&mut sim, &ruleset, &mut rng, breaches),
            Game::Perejila(_) => perejila_hand(&mut sim, &ruleset, &mut rng),
        }
    }
    if matches!(sim.session.game, Game::Perejila(_) | Game::Bestia(_)) {
        enter(&mut sim, Event::End);
    }
    Ok(sim)
}

fn enter(sim: &mut Simulation, event: Event) -> bool {
    let is_deal = matches!(event, Event::Deal { .. });
    let entry = Entry { line: sim.session.entries.len() + 2, at: None, event };
    match sim.session.apply(entry.clone()) {
        Ok(_) => {
            sim.deals += usize::from(is_deal);
            true
        }
        Err(m) => {
            sim.refused.push(format!("{:?}: {m}", entry.event));
            false
        }
    }
}

/// The card a player plays: a random legal one, or, once the turn chosen for a breach has come
/// and an illegal card is at hand, that card (recorded as injected).
#[allow(clippy::too_many_arguments)]
fn choose(
    sim: &mut Simulation,
    rng: &mut Rng,
    r: &Ruleset,
    player: &str,
    trick_no: usize,
    hand: CardSet,
    legal: CardSet,
    inject: &mut Option<usize>,
    turn: usize,
) -> Card {
    let illegal = hand.minus(legal);
    if inject.is_some_and(|k| turn >= k) && !illegal.is_empty() {
        *inject = None;
        let c = rng.pick(illegal);
        sim.injected.push(Injected { hand: sim.deals, trick: trick_no, player: player.to_string(), card: code(r, c) });
        return c;
    }
    rng.pick(legal)
}

fn code(r: &Ruleset, c: Card) -> String {
    r.code(c)
}

fn belote_expect(sim: &Simulation) -> BeloteExpect {
    match &sim.session.game {
        Game::Belote(g) => g.expect(),
        _ => BeloteExpect::Over,
    }
}

fn belote_hand(sim: &mut Simulation, r: &Ruleset, rng: &mut Rng, breaches: f64) {
    let n = sim.session.seating.n();
    let spec = r.belote.clone().expect("belote");
    let seating = sim.session.seating.clone();
    let dealer = match belote_expect(sim) {
        BeloteExpect::Deal { dealer } => dealer.unwrap_or(0),
        _ => return,
    };
    let mut deck = r.deck(n, &sim.session.options);
    rng.shuffle(&mut deck);
    let turned = deck[0];
    if !enter(sim, Event::Deal { dealer: seating.players[dealer].clone(), turned: Some(code(r, turned)) }) {
        return;
    }
    // Bidding.
    let mut taken: Option<(usize, Mode)> = None;
    while let BeloteExpect::Bid { seat, round } = belote_expect(sim) {
        let (call, trump, mode) = match round {
            1 if rng.chance(0.3) => ("take", None, Some(Mode::Trump(turned.suit()))),
            2 if rng.chance(0.35) => {
                let s = Suit(rng.below(4) as u8);
                ("take", Some(crate::cards::suit_code(r.deck_kind, s).to_string()), Some(Mode::Trump(s)))
            }
            3 if rng.chance(0.4) => {
                if rng.chance(0.5) {
                    ("take", Some("all".to_string()), Some(Mode::AllTrump))
                } else {
                    ("take", Some("none".to_string()), Some(Mode::NoTrump))
                }
            }
            _ => ("pass", None, None),
        };
        if !enter(sim, Event::Bid { player: seating.players[seat].clone(), call: call.into(), trump }) {
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
    let mut hands = vec![CardSet::EMPTY; n];
    let mut rest = deck[1..].iter().copied();
    if to_taker {
        hands[taker].insert(turned);
    }
    for s in 0..n {
        while hands[s].len() < size as u32 {
            hands[s].insert(rest.next().expect("enough cards"));
        }
    }
    // The 7 swap.
    if spec.swap_seven.contains(&(n as u32)) && mode == Mode::Trump(turned.suit()) && turned.rank() != Rank(7) {
        let seven = Card::new(turned.suit(), Rank(7));
        if let Some(s) = (0..n).find(|s| hands[*s].contains(seven)) {
            if rng.chance(0.7) && enter(sim, Event::SwapSeven { player: seating.players[s].clone() }) {
                hands[s].remove(seven);
                hands[s].insert(turned);
            }
        }
    }
    let overtrump = sim.session.options.get("overtrump").map(|_| sim.session.options.bool("overtrump"));
    let rules = TrickRules::new(r, mode, overtrump, None);
    let trump = match mode {
        Mode::Trump(t) => Some(t),
        _ => None,
    };
    let spanish = spec.announcements == crate::ruleset::Announcements::Spanish;
    let mut best_said: Option<u8> = None;
    let mut announced: Vec<(usize, CardSet)> = Vec::new();
    let mut first_card_played = vec![false; n];
    let mut shown = false;
    let mut trick: Vec<(usize, Card)> = Vec::new();
    let mut trick_no = 1;
    let mut played_honour: Vec<Vec<Card>> = vec![Vec::new(); n];
    let mut inject_at = if rng.chance(breaches) { Some(rng.below(n * size)) } else { None };
    let mut turn = 0;
    while let BeloteExpect::Play { seat, trick: t } = belote_expect(sim) {
        if t != trick_no {
            trick_no = t;
            trick.clear();
        }
        if spanish && !first_card_played[seat] {
            let combos: Vec<melds::Combo> = melds::combos_in(&spec, hands[seat], trump);
            let melds: Vec<String> = match combos.first() {
                Some(best) if best_said.is_none_or(|b| best.name.name_rank() >= b) => {
                    best_said = Some(best.name.name_rank());
                    let cards: CardSet = combos.iter().flat_map(|c| c.cards.iter().copied()).collect();
                    announced.push((seat, cards));
                    combos.iter().map(|c| c.name.code()).collect()
                }
                _ => vec![],
            };
            if !enter(sim, Event::Announce { player: seating.players[seat].clone(), melds }) {
                return;
            }
        }
        let cards: Vec<Card> = trick.iter().map(|x| x.1).collect();
        let partner_winning =
            seating.teams && !cards.is_empty() && seating.partners(trick[rules.winner(&cards)].0, seat);
        let legal = rules.legal(hands[seat], &cards, partner_winning);
        let card = choose(sim, rng, r, &seating.players[seat], trick_no, hands[seat], legal, &mut inject_at, turn);
        turn += 1;
        let say = if (card.rank() == Rank(13) || card.rank() == Rank(12))
            && (trump == Some(card.suit()) || mode == Mode::AllTrump)
        {
            let partner = Card::new(card.suit(), Rank(if card.rank() == Rank(13) { 12 } else { 13 }));
            if played_honour[seat].contains(&partner) {
                Some("rebelote".to_string())
            } else if hands[seat].contains(partner) {
                Some("belote".to_string())
            } else {
                None
            }
        } else {
            None
        };
        if say.is_some() {
            played_honour[seat].push(card);
        }
        if !enter(sim, Event::Play { player: seating.players[seat].clone(), card: code(r, card), say }) {
            return;
        }
        hands[seat].remove(card);
        first_card_played[seat] = true;
        trick.push((seat, card));
        if spanish && !shown && trick_no == 1 && trick.len() == n {
            shown = true;
            for (s, cards) in &announced {
                let list: Vec<String> = cards.iter().map(|c| code(r, c)).collect();
                if !enter(sim, Event::Show { player: seating.players[*s].clone(), cards: list }) {
                    return;
                }
            }
        }
    }
}

fn bestia_expect(sim: &Simulation) -> Option<BestiaExpect> {
    match &sim.session.game {
        Game::Bestia(g) => Some(g.expect()),
        _ => None,
    }
}

fn bestia_hand(sim: &mut Simulation, r: &Ruleset, rng: &mut Rng, breaches: f64) {
    let n = sim.session.seating.n();
    let seating = sim.session.seating.clone();
    let spec = r.bestia.clone().expect("bestia");
    let dealer = match bestia_expect(sim) {
        Some(BestiaExpect::Deal { dealer }) => dealer.unwrap_or(0),
        Some(BestiaExpect::Settle) => match &sim.session.game {
            Game::Bestia(g) => g.upcoming_dealer().unwrap_or(0),
            _ => 0,
        },
        _ => return,
    };
    let mut deck = r.deck(n, &sim.session.options);
    rng.shuffle(&mut deck);
    let size = spec.hand_size as usize;
    let mut hands: Vec<CardSet> = (0..n).map(|s| deck[s * size..(s + 1) * size].iter().copied().collect()).collect();
    let mut stock: Vec<Card> = deck[n * size..].to_vec();
    let turned = deck[dealer * size + size - 1];
    if !enter(sim, Event::Deal { dealer: seating.players[dealer].clone(), turned: Some(code(r, turned)) }) {
        return;
    }
    let panfilo = sim.session.options.bool("panfilo").then_some(spec.panfilo_card);
    if let Some(p) = panfilo {
        if let Some(s) = (0..n).find(|s| hands[*s].contains(p)) {
            enter(sim, Event::Panfilo { player: seating.players[s].clone() });
        }
    }
    let moscas: Vec<usize> =
        (0..n).filter(|s| (0..4).any(|x| hands[*s].of_suit(Suit(x)).len() == size as u32)).collect();
    if !moscas.is_empty() {
        for s in moscas {
            let cards = hands[s].iter().map(|c| code(r, c)).collect();
            enter(sim, Event::Mosca { player: seating.players[s].clone(), cards });
        }
        return;
    }
    let mut active = Vec::new();
    let mut discards: Vec<Card> = Vec::new();
    while let Some(BestiaExpect::Bid { seat }) = bestia_expect(sim) {
        let plays = rng.chance(0.6);
        if !enter(
            sim,
            Event::Bid {
                player: seating.players[seat].clone(),
                call: if plays { "play" } else { "pass" }.into(),
                trump: None,
            },
        ) {
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
    for &s in &active {
        let left = stock.len() + discards.len();
        let count = rng.below(spec.max_exchange.min(left as u32) as usize + 1);
        if count == 0 && rng.chance(0.5) {
            continue;
        }
        for _ in 0..count {
            let out = rng.pick(hands[s]);
            hands[s].remove(out);
            let new = stock.pop().or_else(|| discards.pop()).expect("checked count");
            hands[s].insert(new);
        }
        if !enter(sim, Event::Exchange { player: seating.players[s].clone(), count: count as i64 }) {
            return;
        }
    }
    let rules = TrickRules::new(r, Mode::Trump(turned.suit()), None, panfilo);
    let mut inject_at = if rng.chance(breaches) { Some(rng.below(active.len() * size)) } else { None };
    let mut turn = 0;
    let mut trick: Vec<Card> = Vec::new();
    let mut trick_no = 1;
    while let Some(BestiaExpect::Play { seat, trick: t }) = bestia_expect(sim) {
        if t != trick_no {
            trick_no = t;
            trick.clear();
        }
        let legal = rules.legal(hands[seat], &trick, false);
        let card = choose(sim, rng, r, &seating.players[seat], trick_no, hands[seat], legal, &mut inject_at, turn);
        turn += 1;
        if !enter(sim, Event::Play { player: seating.players[seat].clone(), card: code(r, card), say: None }) {
            return;
        }
        hands[seat].remove(card);
        trick.push(card);
    }
}

fn perejila_hand(sim: &mut Simulation, r: &Ruleset, rng: &mut Rng) {
    let n = sim.session.seating.n();
    let seating = sim.session.seating.clone();
    let dealer = match &sim.session.game {
        Game::Perejila(g) => g.upcoming_dealer().unwrap_or(0),
        _ => return,
    };
    let mut deck = r.deck(n, &sim.session.options);
    rng.shuffle(&mut deck);
    if !enter(sim, Event::Deal { dealer: seating.players[dealer].clone(), turned: None }) {
        return;
    }
    let mut next = deck.into_iter();
    while let Game::Perejila(g) = &sim.session.game {
        let event = match g.expect() {
            PerejilaExpect::Up { seat } => {
                Event::Up { player: seating.players[seat].clone(), card: code(r, next.next().expect("cards")) }
            }
            PerejilaExpect::Down { seat } => Event::Down {
                player: seating.players[seat].clone(),
                cards: vec![code(r, next.next().expect("cards")), code(r, next.next().expect("cards"))],
            },
            _ => break,
        };
        if !enter(sim, event) {
            return;
        }
    }
    // Treinta y una: a few draws for the bold.
    for k in 1..=n {
        let s = (dealer + k) % n;
        if rng.chance(0.3) {
            if let Some(c) = next.next() {
                enter(sim, Event::Draw { player: seating.players[s].clone(), card: code(r, c) });
            }
        }
    }
}
