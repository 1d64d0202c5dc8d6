/*!
Perejila (RULES.md "perejila", seed S3): nine squares staked at every deal, the punto from the
face-up cards, the tururú, then the lances in order, with the perejila as a wildcard.

The journal gives the cards (`up`, `down`, `draw`) and every choice of the perejila's holder
(`wild`: the card it stands for from a lance on). A hand is settled when the next deal comes (or
the session ends): the punto first, then a tururú that takes every square, or else each lance.
Ties go to the player nearest the eldest hand. Squares nobody wins keep their chips.
*/

use crate::cards::{Card, Rank, Suit};
use crate::cardset::CardSet;
use crate::checked;
use crate::i18n::Lang;
use crate::journal::{Entry, Event};
use crate::report::{HandReport, LanceReport};
use crate::ruleset::{Options, PerejilaSpec, Ruleset};
use crate::seating::Seating;
use indexmap::IndexMap;
use std::sync::Arc;

/// The squares, in the order they are settled.
pub const LANCES: [&str; 9] =
    ["punto", "as-de-oros", "mayor-de-espadas", "flor", "escalera", "parejas", "no-diez", "treinta-y-una", "tururu"];

const OROS: Suit = Suit(0);
const ESPADAS: Suit = Suit(2);

fn lance_index(name: &str) -> Option<usize> {
    LANCES.iter().position(|l| *l == name)
}

#[derive(Debug, Clone)]
struct Hand {
    number: usize,
    dealer: usize,
    up: Vec<Option<Card>>,
    down: Vec<Option<[Card; 2]>>,
    draws: Vec<Vec<Card>>,
    /// (seat, lance index, the card the perejila stands for from that lance on)
    wilds: Vec<(usize, usize, Card)>,
    seen: CardSet,
    chips: Vec<i64>,
    first_line: usize,
    started_at: Option<String>,
    last_line: usize,
    last_at: Option<String>,
}

/// What the table should ask for next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expect {
    Deal {
        dealer: Option<usize>,
    },
    Up {
        seat: usize,
    },
    Down {
        seat: usize,
    },
    /// All cards are in: wildcard choices, draws for treinta y una, or the next deal.
    Lances,
}

#[derive(Debug, Clone)]
pub struct Perejila {
    rs: Arc<Ruleset>,
    spec: PerejilaSpec,
    opts: Options,
    pending_opts: Option<Options>,
    pub seats: Seating,
    pub hands: Vec<HandReport>,
    pub balances: Vec<i64>,
    /// Chips on each square, in [`LANCES`] order.
    pub board: [i64; 9],
    /// A chip total overflowed (the session stops).
    pub overflow: bool,
    next_dealer: Option<usize>,
    cur: Option<Hand>,
    hand_no: usize,
    /// The language of the messages shown at the table (journals and verdicts are unaffected).
    pub lang: Lang,
}

impl Perejila {
    pub fn new(rs: Arc<Ruleset>, opts: Options, seats: Seating) -> Perejila {
        let spec = rs.perejila.clone().expect("perejila ruleset has a perejila section");
        let n = seats.n();
        Perejila {
            rs,
            spec,
            opts,
            pending_opts: None,
            seats,
            hands: Vec::new(),
            balances: vec![0; n],
            board: [0; 9],
            overflow: false,
            next_dealer: None,
            cur: None,
            hand_no: 0,
            lang: Lang::En,
        }
    }

    fn n(&self) -> usize {
        self.seats.n()
    }
    fn deck(&self) -> CardSet {
        self.rs.deck(self.n(), &self.opts).into_iter().collect()
    }
    fn wildcard(&self) -> Card {
        let size = self.rs.deck(self.n(), &self.opts).len() as u32;
        self.spec.wildcard.get(&size).copied().unwrap_or(Card::new(OROS, Rank(7)))
    }
    fn short(&self, c: Card) -> String {
        c.code(self.rs.deck_kind)
    }
    /// Seats in deal order, from the eldest hand.
    fn deal_order(&self, dealer: usize) -> Vec<usize> {
        (1..=self.n()).map(|k| (dealer + k) % self.n()).collect()
    }

    pub fn set_option(&mut self, opts: Options) {
        self.pending_opts = Some(opts);
    }

    pub fn expect(&self) -> Expect {
        match &self.cur {
            None => Expect::Deal { dealer: self.next_dealer },
            Some(h) => {
                let order = self.deal_order(h.dealer);
                if let Some(s) = order.iter().find(|s| h.up[**s].is_none()) {
                    return Expect::Up { seat: *s };
                }
                if let Some(s) = order.iter().find(|s| h.down[**s].is_none()) {
                    return Expect::Down { seat: *s };
                }
                Expect::Lances
            }
        }
    }

    pub fn upcoming_dealer(&self) -> Option<usize> {
        match &self.cur {
            Some(h) => Some((h.dealer + 1) % self.n()),
            None => self.next_dealer,
        }
    }

    pub fn apply(&mut self, entry: &Entry) -> Result<Vec<String>, String> {
        match &entry.event {
            Event::Deal { dealer, .. } => {
                // Check the dealer before settling the hand in progress, so a refused deal changes nothing.
                let d = self.seats.seat_of(dealer)?;
                if let Some(next) = self.upcoming_dealer() {
                    if next != d {
                        return Err(format!("it is {}'s deal, not {dealer}'s", self.seats.players[next]));
                    }
                }
                let mut notices = self.settle();
                notices.extend(self.deal(entry, dealer)?);
                Ok(notices)
            }
            Event::Up { player, card } => self.up(entry, player, card),
            Event::Down { player, cards } => self.down(entry, player, cards),
            Event::Wild { player, lance, as_card } => self.wild(entry, player, lance, as_card),
            Event::Draw { player, card } => self.draw(entry, player, card),
            Event::End => Ok(self.settle()),
            other => Err(format!("a '{}' entry has no place in {}", other.type_name(), self.rs.name)),
        }
    }

    fn deal(&mut self, entry: &Entry, dealer: &str) -> Result<Vec<String>, String> {
        let d = self.seats.seat_of(dealer)?;
        if let Some(nd) = self.next_dealer {
            if nd != d {
                return Err(format!("it is {}'s deal, not {dealer}'s", self.seats.players[nd]));
            }
        }
        if let Some(p) = self.pending_opts.take() {
            self.opts = p;
        }
        let n = self.n();
        let stake = self.opts.int("stake");
        let mut chips = vec![0i64; n];
        for s in 0..n {
            chips[s] -= stake * 9;
            checked::sub(&mut self.overflow, &mut self.balances[s], stake * 9);
        }
        for sq in self.board.iter_mut() {
            checked::add(&mut self.overflow, sq, stake * n as i64);
        }
        self.hand_no += 1;
        self.cur = Some(Hand {
            number: self.hand_no,
            dealer: d,
            up: vec![None; n],
            down: vec![None; n],
            draws: vec![Vec::new(); n],
            wilds: Vec::new(),
            seen: CardSet::EMPTY,
            chips,
            first_line: entry.line,
            started_at: entry.at.clone(),
            last_line: entry.line,
            last_at: entry.at.clone(),
        });
        let board: i64 = self.board.iter().sum();
        Ok(vec![match self.lang {
            Lang::En => format!("Everyone stakes {stake} on each square; the board holds {board}."),
            Lang::Es => format!("Todos ponen {stake} en cada casilla; el tablero tiene {board}."),
        }])
    }

    fn card(&self, code: &str, h: &Hand) -> Result<Card, String> {
        let c = self.rs.parse_card(code).map_err(|e| e.to_string())?;
        if !self.deck().contains(c) {
            return Err(format!("{} is not in the {}-card deck", self.short(c), self.deck().len()));
        }
        if h.seen.contains(c) {
            return Err(match self.lang {
                Lang::En => format!("{} has already been dealt in this hand", self.short(c)),
                Lang::Es => format!("{} ya se ha repartido en esta mano", self.short(c)),
            });
        }
        Ok(c)
    }

    fn up(&mut self, entry: &Entry, player: &str, code: &str) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let h = self.cur.as_ref().ok_or("no hand is being dealt: enter the deal first")?;
        let order = self.deal_order(h.dealer);
        let next = order.iter().copied().find(|s| h.up[*s].is_none());
        match next {
            None => return Err("every player already has a face-up card".into()),
            Some(s) if s != seat => {
                return Err(format!("the face-up cards go in deal order: {}'s is next", self.seats.players[s]))
            }
            _ => {}
        }
        let c = self.card(code, h)?;
        let h = self.cur.as_mut().ok_or("no hand")?;
        h.up[seat] = Some(c);
        h.seen.insert(c);
        h.last_line = entry.line;
        h.last_at = entry.at.clone();
        Ok(vec![])
    }

    fn down(&mut self, entry: &Entry, player: &str, codes: &[String]) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let h = self.cur.as_ref().ok_or("no hand is being dealt: enter the deal first")?;
        if h.up.iter().any(|u| u.is_none()) {
            return Err("the face-down cards come after every face-up card".into());
        }
        if h.down[seat].is_some() {
            return Err(format!("{player} already has two face-down cards"));
        }
        if codes.len() != 2 {
            return Err(format!("{player} gets two face-down cards, not {}", codes.len()));
        }
        let a = self.card(&codes[0], h)?;
        let b = self.card(&codes[1], h)?;
        if a == b {
            return Err("the two face-down cards must differ".into());
        }
        let h = self.cur.as_mut().ok_or("no hand")?;
        h.down[seat] = Some([a, b]);
        h.seen.insert(a);
        h.seen.insert(b);
        h.last_line = entry.line;
        h.last_at = entry.at.clone();
        Ok(vec![])
    }

    fn draw(&mut self, entry: &Entry, player: &str, code: &str) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let h = self.cur.as_ref().ok_or("no hand is being played")?;
        if h.down.iter().any(|d| d.is_none()) {
            return Err("cards are drawn for treinta y una after every player has three".into());
        }
        let c = self.card(code, h)?;
        let h = self.cur.as_mut().ok_or("no hand")?;
        h.draws[seat].push(c);
        h.seen.insert(c);
        h.last_line = entry.line;
        h.last_at = entry.at.clone();
        Ok(vec![])
    }

    fn wild(&mut self, entry: &Entry, player: &str, lance: &str, code: &str) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let li = lance_index(lance)
            .ok_or_else(|| format!("{} is not a lance: {}", crate::term::quote(lance), LANCES.join(", ")))?;
        let w = self.wildcard();
        let kind = self.rs.deck_kind;
        let as_card = self.rs.parse_card(code).map_err(|e| e.to_string())?;
        if !self.deck().contains(as_card) {
            return Err(format!("{} is not a card of this deck", as_card.code(kind)));
        }
        let h = self.cur.as_ref().ok_or("no hand is being played")?;
        let holds = h.up[seat] == Some(w) || h.down[seat].is_some_and(|d| d.contains(&w));
        if !holds {
            return Err(format!("{player} does not hold the perejila ({})", w.code(kind)));
        }
        if li == lance_index("as-de-oros").unwrap_or(1) {
            let one = Card::new(OROS, Rank(1));
            if as_card != one {
                return Err("in the as de oros the perejila can only be the as de oros (1O)".into());
            }
            if let Some(o) = (0..self.n()).find(|o| h.down[*o].is_some_and(|d| d.contains(&one))) {
                return Err(format!(
                    "{} holds the as de oros face down: the perejila cannot stand for it",
                    self.seats.players[o]
                ));
            }
        }
        if li == lance_index("mayor-de-espadas").unwrap_or(2) && as_card.suit() != ESPADAS {
            return Err("in mayor de espadas the perejila stands for an espadas card".into());
        }
        if li != 3 {
            if let Some((_, l, c)) = h.wilds.iter().find(|(_, l, c)| *l != 3 && *c != as_card) {
                return Err(format!(
                    "the perejila already stands for {} from {} on: it keeps that value for the rest of the hand",
                    c.code(kind),
                    LANCES[*l]
                ));
            }
        }
        let h = self.cur.as_mut().ok_or("no hand")?;
        h.wilds.push((seat, li, as_card));
        h.last_line = entry.line;
        h.last_at = entry.at.clone();
        Ok(vec![])
    }

    /// The cards a player holds for lance `li` (the perejila replaced by its value, if it has one).
    fn cards_for(&self, h: &Hand, seat: usize, li: usize, with_draws: bool) -> Vec<(Card, bool)> {
        let w = self.wildcard();
        let value = h
            .wilds
            .iter()
            .filter(|(s, l, _)| *s == seat && *l <= li && *l != 3)
            .max_by_key(|(_, l, _)| *l)
            .map(|x| x.2);
        let mut cards: Vec<Card> = h.up[seat].into_iter().collect();
        if let Some(d) = h.down[seat] {
            cards.extend(d);
        }
        if with_draws {
            cards.extend(h.draws[seat].iter().copied());
        }
        cards.into_iter().map(|c| if c == w { (value.unwrap_or(c), value.is_none()) } else { (c, false) }).collect()
    }

    fn strength(&self, c: Card) -> u8 {
        self.rs.plain_table.map(|t| t.strength[c.rank().0 as usize]).unwrap_or(0)
    }
    fn count(&self, c: Card) -> i32 {
        self.rs.plain_table.map(|t| t.points[c.rank().0 as usize]).unwrap_or(0)
    }
    fn is_figure(&self, c: Card) -> bool {
        c.rank().0 >= 10
    }

    /// The first player in deal order with the best key (None when nobody qualifies).
    fn best<K: Ord>(&self, order: &[usize], key: impl Fn(usize) -> Option<K>) -> Option<usize> {
        let mut best: Option<(K, usize)> = None;
        for s in order {
            if let Some(k) = key(*s) {
                if best.as_ref().is_none_or(|(b, _)| k > *b) {
                    best = Some((k, *s));
                }
            }
        }
        best.map(|b| b.1)
    }

    fn punto(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        // First ace dealt face up (a face-up perejila given the value of an ace counts at its place).
        for s in order {
            let c = self.cards_for(h, *s, 0, false)[0].0;
            if c.rank().0 == 1 {
                return Some(*s);
            }
        }
        self.best(order, |s| Some(self.strength(self.cards_for(h, s, 0, false)[0].0)))
    }

    /// Tururú of a player: (real, rank strength) when they have three of a rank or a pair and a free perejila.
    fn tururu_of(&self, h: &Hand, s: usize) -> Option<(bool, u8)> {
        // The tururú is settled right after the deal: only a value given in the punto holds.
        let cards = self.cards_for(h, s, 0, false);
        let w = self.wildcard();
        let natural: Vec<Card> = cards.iter().filter(|(_, free)| !free).map(|x| x.0).collect();
        let free = cards.iter().any(|(_, free)| *free);
        let sevens = natural.iter().filter(|c| c.rank().0 == 7 && **c != w).count();
        let holds_w = h.up[s] == Some(w) || h.down[s].is_some_and(|d| d.contains(&w));
        if holds_w && sevens == 2 && (free || natural.contains(&w)) {
            return Some((true, self.strength(Card::new(Suit(1), Rank(7)))));
        }
        if natural.len() == 3 && natural.iter().all(|c| c.rank() == natural[0].rank()) {
            return Some((false, self.strength(natural[0])));
        }
        if free && natural.len() == 2 && natural[0].rank() == natural[1].rank() {
            return Some((false, self.strength(natural[0])));
        }
        None
    }

    fn as_de_oros(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        let one = Card::new(OROS, Rank(1));
        if let Some(s) = order.iter().copied().find(|s| h.down[*s].is_some_and(|d| d.contains(&one))) {
            return Some(s);
        }
        let li = 1;
        order.iter().copied().find(|s| {
            let w = self.wildcard();
            let holds = h.up[*s] == Some(w) || h.down[*s].is_some_and(|d| d.contains(&w));
            holds
                && self
                    .cards_for(h, *s, li, false)
                    .iter()
                    .any(|(c, free)| !free && *c == one && !self.natural_has(h, *s, one))
        })
    }

    fn natural_has(&self, h: &Hand, s: usize, c: Card) -> bool {
        h.up[s] == Some(c) || h.down[s].is_some_and(|d| d.contains(&c))
    }

    fn mayor_de_espadas(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        self.best(order, |s| {
            self.cards_for(h, s, 2, false)
                .iter()
                .filter(|(c, free)| !free && c.suit() == ESPADAS && !self.is_figure(*c))
                .map(|(c, _)| c.rank().0)
                .max()
        })
    }

    fn flor(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        let w = self.wildcard();
        let ace = self.spec.ace_high_value;
        self.best(order, |s| {
            let mut cards: Vec<Card> = h.up[s].into_iter().collect();
            cards.extend(h.down[s].unwrap_or([w, w]).iter().copied().filter(|_| h.down[s].is_some()));
            if cards.len() != 3 {
                return None;
            }
            let value = |c: &Card| if c.rank().0 == 1 { ace } else { self.count(*c) };
            if cards.contains(&w) {
                let others: Vec<&Card> = cards.iter().filter(|c| **c != w).collect();
                if others.iter().all(|c| c.suit() == OROS && !self.is_figure(**c)) {
                    return Some(10 + others.iter().map(|c| value(c)).sum::<i32>());
                }
                return None;
            }
            let suit = cards[0].suit();
            if cards.iter().all(|c| c.suit() == suit && !self.is_figure(*c)) {
                Some(cards.iter().map(value).sum())
            } else {
                None
            }
        })
    }

    /// Position of a rank in the escalera sequence (1 2 3 … 7 [8 9] S C R), the ace also after the rey.
    fn seq_positions(&self, r: Rank) -> Vec<usize> {
        let ranks = self.rs.deck_ranks(self.n(), &self.opts);
        let mut seq: Vec<u8> = ranks.iter().map(|x| x.0).collect();
        seq.sort_unstable();
        let i = seq.iter().position(|x| *x == r.0).unwrap_or(0);
        if r.0 == 1 {
            vec![0, seq.len()]
        } else {
            vec![i]
        }
    }

    fn escalera(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        self.best(order, |s| {
            let cards = self.cards_for(h, s, 4, false);
            let pos: Vec<Vec<usize>> = cards.iter().map(|(c, _)| self.seq_positions(c.rank())).collect();
            let mut top = None;
            for a in &pos[0] {
                for b in pos.get(1).into_iter().flatten() {
                    for c in pos.get(2).into_iter().flatten() {
                        let mut v = [*a, *b, *c];
                        v.sort_unstable();
                        if v[1] == v[0] + 1 && v[2] == v[1] + 1 {
                            top = top.max(Some(v[2]));
                        }
                    }
                }
            }
            top
        })
    }

    fn parejas(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        self.best(order, |s| {
            let cards = self.cards_for(h, s, 5, false);
            let mut best = None;
            for i in 0..cards.len() {
                for j in i + 1..cards.len() {
                    if cards[i].0.rank() == cards[j].0.rank() {
                        best = best.max(Some(self.strength(cards[i].0)));
                    }
                }
            }
            best
        })
    }

    fn no_diez(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        let below = self.spec.no_diez_below;
        self.best(order, |s| {
            let total: i32 = self.cards_for(h, s, 6, false).iter().map(|(c, _)| self.count(*c)).sum();
            (total < below).then_some(std::cmp::Reverse(total))
        })
    }

    fn treinta_y_una(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        let limit = self.spec.treinta_y_una;
        let bonus = self.spec.ace_high_value - 1;
        self.best(order, |s| {
            let cards = self.cards_for(h, s, 7, true);
            let mut total: i32 = cards.iter().map(|(c, _)| self.count(*c)).sum();
            let aces = cards.iter().filter(|(c, _)| c.rank().0 == 1).count();
            for _ in 0..aces {
                if total + bonus <= limit {
                    total += bonus;
                }
            }
            (total <= limit).then_some(total)
        })
    }

    fn lance_winner(&self, h: &Hand, li: usize) -> Option<usize> {
        let order = self.deal_order(h.dealer);
        match li {
            0 => self.punto(h, &order),
            1 => self.as_de_oros(h, &order),
            2 => self.mayor_de_espadas(h, &order),
            3 => self.flor(h, &order),
            4 => self.escalera(h, &order),
            5 => self.parejas(h, &order),
            6 => self.no_diez(h, &order),
            7 => self.treinta_y_una(h, &order),
            _ => None,
        }
    }

    /// The next lance (after the cards are in) where the perejila's holder could win by giving it
    /// a value, with the values that would win it: what the table offers. None when the perejila
    /// already has a value, is not dealt, a tururú settles the hand, or no value changes a lance.
    /// Lances in `skip` were already offered. Treinta y una is left to a typed `wild` (its draws
    /// come later).
    pub fn wild_offer(&self, skip: &[usize]) -> Option<(usize, usize, Vec<Card>)> {
        let h = self.cur.as_ref()?;
        if h.down.iter().any(|d| d.is_none()) {
            return None;
        }
        let w = self.wildcard();
        let holder = (0..self.n()).find(|s| self.natural_has(h, *s, w))?;
        if h.wilds.iter().any(|(_, l, _)| *l != 3) {
            return None;
        }
        let order = self.deal_order(h.dealer);
        if self.best(&order, |s| self.tururu_of(h, s)).is_some() {
            return None;
        }
        let one = Card::new(OROS, Rank(1));
        for li in [0, 1, 2, 4, 5, 6] {
            if skip.contains(&li) || self.lance_winner(h, li) == Some(holder) {
                continue;
            }
            let candidates: Vec<Card> = self
                .deck()
                .iter()
                .filter(|c| match li {
                    0 => h.up[holder] == Some(w) && c.rank().0 == 1,
                    1 => *c == one && !(0..self.n()).any(|o| h.down[o].is_some_and(|d| d.contains(&one))),
                    2 => c.suit() == ESPADAS,
                    _ => true,
                })
                .collect();
            let wins: Vec<Card> = candidates
                .into_iter()
                .filter(|v| {
                    let mut trial = h.clone();
                    trial.wilds.push((holder, li, *v));
                    self.lance_winner(&trial, li) == Some(holder)
                })
                .collect();
            if !wins.is_empty() {
                return Some((holder, li, wins));
            }
        }
        None
    }

    /// Settle the hand in progress (at the next deal or the end). Returns notices.
    pub fn settle(&mut self) -> Vec<String> {
        let Some(mut h) = self.cur.take() else { return vec![] };
        let n = self.n();
        let names = self.seats.players.clone();
        let order = self.deal_order(h.dealer);
        let complete = h.down.iter().all(|d| d.is_some());
        let mut winners: [Option<usize>; 9] = [None; 9];
        let mut outcome = "played";
        if h.up.iter().all(|u| u.is_some()) {
            winners[0] = self.punto(&h, &order);
        }
        let mut bonus_from_all = 0;
        if complete {
            let tururu = self.best(&order, |s| self.tururu_of(&h, s));
            if let Some(t) = tururu {
                outcome = "tururu";
                winners = [Some(t); 9];
                if self.tururu_of(&h, t).is_some_and(|x| x.0) {
                    bonus_from_all = self.opts.int("tururu_real_bonus");
                }
                for s in 0..n {
                    if s != t {
                        h.chips[s] -= bonus_from_all;
                        h.chips[t] += bonus_from_all;
                        checked::sub(&mut self.overflow, &mut self.balances[s], bonus_from_all);
                        checked::add(&mut self.overflow, &mut self.balances[t], bonus_from_all);
                    }
                }
            } else {
                winners[1] = self.as_de_oros(&h, &order);
                winners[2] = self.mayor_de_espadas(&h, &order);
                winners[3] = self.flor(&h, &order);
                winners[4] = self.escalera(&h, &order);
                winners[5] = self.parejas(&h, &order);
                winners[6] = self.no_diez(&h, &order);
                winners[7] = self.treinta_y_una(&h, &order);
            }
        }
        let mut lances = IndexMap::new();
        for (i, name) in LANCES.iter().enumerate() {
            let chips = self.board[i];
            if let Some(w) = winners[i] {
                checked::add(&mut self.overflow, &mut h.chips[w], chips);
                checked::add(&mut self.overflow, &mut self.balances[w], chips);
                self.board[i] = 0;
            }
            lances.insert(name.to_string(), LanceReport { winner: winners[i].map(|w| names[w].clone()), chips });
        }
        let chips: IndexMap<String, i64> = names.iter().cloned().zip(h.chips.iter().copied()).collect();
        let pot: i64 = self.board.iter().sum();
        let mut report = HandReport {
            number: h.number,
            dealer: names[h.dealer].clone(),
            outcome: outcome.into(),
            score: chips.clone(),
            chips: Some(chips),
            pot: Some(pot),
            lances: Some(lances),
            ..Default::default()
        };
        report.notes.first_line = h.first_line;
        report.notes.last_line = h.last_line;
        report.notes.started_at = h.started_at.clone();
        report.notes.ended_at = h.last_at.clone();
        self.hands.push(report);
        self.next_dealer = Some((h.dealer + 1) % n);
        let won: Vec<String> =
            LANCES.iter().zip(winners.iter()).filter_map(|(l, w)| w.map(|w| format!("{l} {}", names[w]))).collect();
        let list = won.join(", ");
        vec![match (self.lang, won.is_empty()) {
            (Lang::En, true) => format!("Hand {}: nobody won a square; {pot} chips stay on the board.", h.number),
            (Lang::En, false) => format!("Hand {}: {list}; {pot} chips stay on the board.", h.number),
            (Lang::Es, true) => format!("Mano {}: nadie gana casilla; quedan {pot} fichas en el tablero.", h.number),
            (Lang::Es, false) => format!("Mano {}: {list}; quedan {pot} fichas en el tablero.", h.number),
        }]
    }

    pub fn totals_map(&self) -> IndexMap<String, i64> {
        self.seats.players.iter().cloned().zip(self.balances.iter().copied()).collect()
    }
}
