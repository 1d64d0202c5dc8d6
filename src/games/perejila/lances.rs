//! Perejila's lances judged: the punto, the tururú and the lances settled in order (as de oros,
//! mayor de espadas, flor, escalera, parejas, no diez, treinta y una), with the perejila as a
//! wildcard, and the wildcard values the table may offer. Ties go to the player nearest the
//! eldest hand (first in deal order).

use super::{Hand, Perejila, ESPADAS, OROS};
use crate::cards::{Card, Rank, Suit};

/// A player's three dealt cards for a lance, with whether each is a free perejila, held in
/// place (the draws of treinta y una are counted by [`Perejila::counts_31`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Held([(Card, bool); 3], usize);

impl Held {
    /// No card dealt yet.
    pub(super) const NONE: Held = Held([(Card(0), false); 3], 0);
}

impl std::ops::Deref for Held {
    type Target = [(Card, bool)];
    fn deref(&self) -> &[(Card, bool)] {
        &self.0[..self.1]
    }
}

impl Perejila {
    /// The cards a player was dealt, for lance `li` (the perejila replaced by its value, if it
    /// has one).
    pub(super) fn cards_for(&self, h: &Hand, seat: usize, li: usize) -> Held {
        if h.wilds.is_empty() {
            // No value given to the perejila: the same cards for every lance, read as dealt.
            debug_assert_eq!(h.held[seat], self.dealt_cards(h, seat, li), "the dealt cards kept");
            return h.held[seat];
        }
        self.dealt_cards(h, seat, li)
    }

    /// [`Perejila::cards_for`], read from the hand.
    pub(super) fn dealt_cards(&self, h: &Hand, seat: usize, li: usize) -> Held {
        let w = self.wildcard();
        let mark = |c: Card| {
            if c == w {
                let value = self.wild_value(h, seat, li);
                (value.unwrap_or(c), value.is_none())
            } else {
                (c, false)
            }
        };
        let mut out = [(Card(0), false); 3];
        let mut n = 0;
        if let Some(c) = h.up[seat] {
            out[0] = mark(c);
            n = 1;
        }
        if let Some([a, b]) = h.down[seat] {
            out[n] = mark(a);
            out[n + 1] = mark(b);
            n += 2;
        }
        Held(out, n)
    }

    pub(super) fn strength(&self, c: Card) -> u8 {
        self.strength[c.rank().0 as usize & 15]
    }
    pub(super) fn count(&self, c: Card) -> i32 {
        self.points[c.rank().0 as usize & 15]
    }
    pub(super) fn is_figure(&self, c: Card) -> bool {
        c.rank().0 >= 10
    }

    /// The first player in deal order with the best key (None when nobody qualifies).
    pub(super) fn best<K: Ord>(&self, order: &[usize], key: impl Fn(usize) -> Option<K>) -> Option<usize> {
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

    pub(super) fn punto(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        // First ace dealt face up (a face-up perejila given the value of an ace counts at its place).
        for s in order {
            let c = self.cards_for(h, *s, 0)[0].0;
            if c.rank().0 == 1 {
                return Some(*s);
            }
        }
        self.best(order, |s| Some(self.strength(self.cards_for(h, s, 0)[0].0)))
    }

    /// Tururú of a player: (real, rank strength) when they have three of a rank or a pair and a free perejila.
    pub(super) fn tururu_of(&self, h: &Hand, s: usize) -> Option<(bool, u8)> {
        // The tururú is settled right after the deal: only a value given in the punto holds.
        let w = self.wildcard();
        if !self.natural_has(h, s, w) {
            // No perejila: three cards of a rank.
            return match (h.up[s], h.down[s]) {
                (Some(u), Some([a, b])) if u.rank() == a.rank() && a.rank() == b.rank() => {
                    Some((false, self.strength(u)))
                }
                _ => None,
            };
        }
        let cards = self.cards_for(h, s, 0);
        let (mut held, mut k, mut free) = ([Card(0); 3], 0, false);
        for &(c, f) in cards.iter() {
            if f {
                free = true;
            } else {
                held[k] = c;
                k += 1;
            }
        }
        let natural = &held[..k];
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

    pub(super) fn as_de_oros(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        let one = Card::new(OROS, Rank(1));
        if let Some(s) = order.iter().copied().find(|s| h.down[*s].is_some_and(|d| d.contains(&one))) {
            return Some(s);
        }
        // Nobody has it face down (not dealt, or face up, the holder's own face-up card included):
        // the perejila may count as it.
        let w = self.wildcard();
        order.iter().copied().find(|s| self.natural_has(h, *s, w) && self.wild_value(h, *s, 1) == Some(one))
    }

    /// The value the perejila holds for `seat` at lance `li` (flor aside), if given.
    pub(super) fn wild_value(&self, h: &Hand, seat: usize, li: usize) -> Option<Card> {
        h.wilds.iter().filter(|(s, l, _)| *s == seat && *l <= li && *l != 3).max_by_key(|(_, l, _)| *l).map(|x| x.2)
    }

    pub(super) fn natural_has(&self, h: &Hand, s: usize, c: Card) -> bool {
        h.up[s] == Some(c) || h.down[s].is_some_and(|d| d.contains(&c))
    }

    pub(super) fn mayor_de_espadas(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        self.best(order, |s| {
            self.cards_for(h, s, 2)
                .iter()
                .filter(|(c, free)| !free && c.suit() == ESPADAS && !self.is_figure(*c))
                .map(|(c, _)| c.rank().0)
                .max()
        })
    }

    pub(super) fn flor(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        let w = self.wildcard();
        let ace = self.spec.ace_high_value;
        self.best(order, |s| {
            let (Some(up), Some([a, b])) = (h.up[s], h.down[s]) else { return None };
            let cards = [up, a, b];
            let value = |c: &Card| if c.rank().0 == 1 { ace } else { self.count(*c) };
            if cards.contains(&w) {
                let others = cards.iter().filter(|c| **c != w);
                if others.clone().all(|c| c.suit() == OROS && !self.is_figure(*c)) {
                    return Some(10 + others.map(value).sum::<i32>());
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
    pub(super) fn seq_positions(&self, r: Rank) -> &[usize] {
        let (positions, n) = &self.seq[r.0 as usize & 15];
        &positions[..*n]
    }

    pub(super) fn escalera(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        self.best(order, |s| {
            let cards = self.cards_for(h, s, 4);
            let pos = |i: usize| cards.get(i).map(|(c, _)| self.seq_positions(c.rank())).unwrap_or(&[]);
            let mut top = None;
            for a in pos(0) {
                for b in pos(1) {
                    for c in pos(2) {
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

    pub(super) fn parejas(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        self.best(order, |s| {
            let cards = self.cards_for(h, s, 5);
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

    pub(super) fn no_diez(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        let below = self.spec.no_diez_below;
        self.best(order, |s| {
            let total: i32 = self.cards_for(h, s, 6).iter().map(|(c, _)| self.count(*c)).sum();
            (total < below).then_some(std::cmp::Reverse(total))
        })
    }

    /// A player's counts for treinta y una: as the lance judges it (the dealt cards and the
    /// draws, each ace 1 or 11, the best count not over the limit, the perejila as the card it
    /// stands for, its own face while it stands for none), and the least the cards may count
    /// (every ace 1, and a perejila that stands for no card yet as an ace: it may still take any
    /// value there). Over the limit at the least, the player is out. Counted in place: the
    /// table asks this at every draw.
    pub(super) fn counts_31(&self, h: &Hand, s: usize) -> (i32, i32) {
        let limit = self.spec.treinta_y_una;
        let bonus = self.spec.ace_high_value - 1;
        let w = self.wildcard();
        let value = if h.wilds.is_empty() { None } else { self.wild_value(h, s, 7) };
        let (mut total, mut least, mut aces) = (0, 0, 0);
        let mut add = |c: Card| {
            let (card, free) = if c == w { (value.unwrap_or(c), value.is_none()) } else { (c, false) };
            let points = self.count(card);
            total += points;
            least += if free { 1 } else { points };
            aces += usize::from(card.rank().0 == 1);
        };
        if let Some(c) = h.up[s] {
            add(c);
        }
        if let Some([a, b]) = h.down[s] {
            add(a);
            add(b);
        }
        for &c in &h.draws[s] {
            add(c);
        }
        for _ in 0..aces {
            if total + bonus <= limit {
                total += bonus;
            }
        }
        (total, least)
    }

    pub(super) fn treinta_y_una(&self, h: &Hand, order: &[usize]) -> Option<usize> {
        let limit = self.spec.treinta_y_una;
        self.best(order, |s| {
            let total = self.counts_31(h, s).0;
            (total <= limit).then_some(total)
        })
    }

    pub(super) fn lance_winner(&self, h: &Hand, li: usize) -> Option<usize> {
        let order = &h.order;
        match li {
            0 => self.punto(h, order),
            1 => self.as_de_oros(h, order),
            2 => self.mayor_de_espadas(h, order),
            3 => self.flor(h, order),
            4 => self.escalera(h, order),
            5 => self.parejas(h, order),
            6 => self.no_diez(h, order),
            7 => self.treinta_y_una(h, order),
            _ => None,
        }
    }

    /// Every lance (after the cards are in) where the perejila's holder could win by giving it a
    /// value, with the values that would win it: what the table offers, in lance order. Empty when
    /// the perejila already has a value, is not dealt, or a tururú settles the hand. Treinta y una
    /// is left to a typed `wild` (its draws come later).
    pub(super) fn wild_offers(&self, h: &Hand) -> Vec<(usize, usize, Vec<Card>)> {
        let mut out = Vec::new();
        if !h.all_down() {
            return out;
        }
        let w = self.wildcard();
        let Some(holder) = (0..self.n()).find(|s| self.natural_has(h, *s, w)) else { return out };
        if h.wilds.iter().any(|(_, l, _)| *l != 3) {
            return out;
        }
        let order = &h.order;
        if self.best(order, |s| self.tururu_of(h, s)).is_some() {
            return out;
        }
        let one = Card::new(OROS, Rank(1));
        for li in [0, 1, 2, 4, 5, 6] {
            if self.lance_winner(h, li) == Some(holder) {
                continue;
            }
            let wins: Vec<Card> = self
                .deck
                .iter()
                .filter(|c| match li {
                    0 => h.up[holder] == Some(w) && c.rank().0 == 1,
                    1 => *c == one && !(0..self.n()).any(|o| h.down[o].is_some_and(|d| d.contains(&one))),
                    2 => c.suit() == ESPADAS,
                    _ => true,
                })
                .filter(|v| {
                    let mut trial = h.clone();
                    trial.wilds.push((holder, li, *v));
                    self.lance_winner(&trial, li) == Some(holder)
                })
                .collect();
            if !wins.is_empty() {
                out.push((holder, li, wins));
            }
        }
        out
    }
}
