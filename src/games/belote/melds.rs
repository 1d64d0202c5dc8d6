/*!
Belote combinations of the Spanish description (S1): the brelán (four of a kind) and runs
(tercia, cuarta, quinta, longer runs announced by length), their values and how they compare.

- A scoring brelán beats every run; brelanes rank J 9 A 10 K Q (8s and 7s are worth nothing and
  are not combinations).
- Runs: more cards, then the higher top card (sequence order 7 8 9 10 J Q K A), then the run in
  trumps. Still equal: the `run_tie` option decides (in the game, not here).
*/

use super::spec::BeloteSpec;
use crate::cards::{Card, Rank, Suit};
use crate::cardset::CardSet;
pub(crate) use crate::engine::MeldName;
use crate::rules::seating::Seating;
use std::cmp::Ordering;

/// A combination made with real cards: a copy of a few bytes, its cards a set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub struct Combo {
    pub name: MeldName,
    pub cards: CardSet,
    /// Brelán: its rank; run: its top card's rank.
    pub top: Rank,
    /// Runs only.
    pub suit: Option<Suit>,
}

/// The combinations of one holding or one show, inline up to four (no allocation per hand).
pub(crate) type Combos = smallvec::SmallVec<[Combo; 4]>;

impl Combo {
    /// Its cards as they are listed: a brelán by suit, a run in sequence order.
    pub(crate) fn listed(&self, spec: &BeloteSpec) -> Vec<Card> {
        match self.suit {
            Some(suit) if matches!(self.name, MeldName::Run(_)) => {
                spec.run_order.iter().map(|r| Card::new(suit, *r)).filter(|c| self.cards.contains(*c)).collect()
            }
            _ => self.cards.iter().collect(),
        }
    }
}

/// Lookups made once from the ruleset's combination orders ([`BeloteSpec::melds`]), so that
/// finding and comparing combinations costs a few mask operations and no search.
#[derive(Debug, Clone)]
pub(crate) struct Tables {
    /// The ranks of a brelán that scores, in `four_order` (best first).
    scoring_fours: Vec<Rank>,
    /// Per rank: its place in `four_order` (99 when not there).
    four_place: [u8; 16],
    /// Per rank: its place in `run_order` (0 when not there, as a search would say).
    seq_place: [u8; 16],
    /// A suit's held ranks (a bit per rank, low byte and high byte) to its held places in
    /// `run_order` (a bit per place, the first 32).
    seq_lo: [u32; 256],
    seq_hi: [u32; 256],
    /// Per place in `run_order` (up to the 32nd, and one past the last): the ranks of the places
    /// before it, a bit per rank. The ranks of the run over places `i..j` are
    /// `seq_before[j] & !seq_before[i]`.
    seq_before: [u16; 33],
}

impl Tables {
    pub(crate) fn new(
        four_order: &[Rank],
        four_values: &std::collections::BTreeMap<u8, i32>,
        run_order: &[Rank],
    ) -> Tables {
        let place = |order: &[Rank], missing: u8| -> [u8; 16] {
            std::array::from_fn(|r| order.iter().position(|x| x.0 as usize == r).map_or(missing, |i| i as u8))
        };
        Tables {
            scoring_fours: four_order
                .iter()
                .copied()
                .filter(|r| four_values.get(&r.0).copied().unwrap_or(0) > 0)
                .collect(),
            four_place: place(four_order, 99),
            seq_place: place(run_order, 0),
            seq_lo: std::array::from_fn(|b| places_of(run_order, b as u16)),
            seq_hi: std::array::from_fn(|b| places_of(run_order, (b as u16) << 8)),
            seq_before: std::array::from_fn(|k| {
                run_order.iter().take(k.min(32)).fold(0u16, |m, r| m | 1 << (r.0 & 15))
            }),
        }
    }
}

/// The places in `order` (the first 32) whose rank is among `ranks` (a bit per rank).
fn places_of(order: &[Rank], ranks: u16) -> u32 {
    order.iter().take(32).enumerate().fold(0, |m, (k, r)| m | u32::from(ranks & 1 << (r.0 & 15) != 0) << k)
}

/// Value in points.
pub(crate) fn value(spec: &BeloteSpec, c: &Combo) -> i32 {
    match c.name {
        MeldName::Four => spec.four_values.get(&c.top.0).copied().unwrap_or(0),
        MeldName::Run(n) => spec.run_values.get(&(n as u32)).copied().unwrap_or(0),
    }
}

fn seq_index(spec: &BeloteSpec, r: Rank) -> usize {
    spec.melds.seq_place[r.0 as usize & 15] as usize
}

/// Compare two combinations (Greater: `a` beats `b`). Equal runs are left Equal.
pub(crate) fn compare(spec: &BeloteSpec, a: &Combo, b: &Combo, trump: Option<Suit>) -> Ordering {
    match (a.name, b.name) {
        (MeldName::Four, MeldName::Run(_)) => Ordering::Greater,
        (MeldName::Run(_), MeldName::Four) => Ordering::Less,
        (MeldName::Four, MeldName::Four) => {
            let ia = spec.melds.four_place[a.top.0 as usize & 15];
            let ib = spec.melds.four_place[b.top.0 as usize & 15];
            ib.cmp(&ia)
        }
        (MeldName::Run(la), MeldName::Run(lb)) => la
            .cmp(&lb)
            .then(seq_index(spec, a.top).cmp(&seq_index(spec, b.top)))
            .then((a.suit == trump && trump.is_some()).cmp(&(b.suit == trump && trump.is_some()))),
    }
}

/// The cards of suit `s` at places `low..high` of the sequence order (`high` at most 32).
fn run_cards(spec: &BeloteSpec, s: u8, low: usize, high: usize) -> CardSet {
    let ranks = spec.melds.seq_before[high] & !spec.melds.seq_before[low];
    CardSet(u64::from(ranks) << (16 * u32::from(s & 3)))
}

/// Scoring brelanes in a set of cards.
fn fours(spec: &BeloteSpec, cards: CardSet) -> Combos {
    let mut out = Combos::new();
    // The ranks held in each of the four suits (most holdings have none).
    let c = cards.0;
    let all = (c & c >> 16 & c >> 32 & c >> 48) as u16;
    if all == 0 {
        return out;
    }
    for r in &spec.melds.scoring_fours {
        // The rank's card in each of the four suits.
        let four = CardSet(0x0001_0001_0001_0001u64 << (r.0 & 15));
        if all & 1 << (r.0 & 15) != 0 {
            out.push(Combo { name: MeldName::Four, cards: four, top: *r, suit: None });
        }
    }
    out
}

/// Find `len` consecutive cards of one suit in `cards`, the highest top first (trumps first on equal).
fn find_run(spec: &BeloteSpec, cards: CardSet, len: usize, trump: Option<Suit>) -> Option<Combo> {
    let order = &spec.run_order;
    let mut best: Option<Combo> = None;
    if len == 0 || len > order.len() || len > 32 {
        return None;
    }
    for s in 0..4u8 {
        let suit = Suit(s);
        let seq = held_places(spec, cards, s);
        // The places where `len` held places in a row start; the highest is the suit's best run.
        let mut starts = seq;
        for k in 1..len {
            starts &= seq >> k;
        }
        if starts != 0 {
            let low = 31 - starts.leading_zeros() as usize;
            let top = low + len - 1;
            let run = run_cards(spec, s, low, top + 1);
            let c = Combo { name: MeldName::Run(len as u8), cards: run, top: order[top], suit: Some(suit) };
            if best.as_ref().is_none_or(|b| compare(spec, &c, b, trump) == Ordering::Greater) {
                best = Some(c);
            }
        }
    }
    best
}

/// A bit per place in the sequence order (the first 32) whose card of suit `s` is in `cards`.
fn held_places(spec: &BeloteSpec, cards: CardSet, s: u8) -> u32 {
    let held = (cards.0 >> (16 * s as u32)) as u16;
    spec.melds.seq_lo[(held & 0xFF) as usize] | spec.melds.seq_hi[(held >> 8) as usize]
}

/// Every combination a holding makes: scoring brelanes and maximal runs of 3 or more (a run of
/// 8 counts as a quinta and a tercia, as S1 values it).
pub(crate) fn combos_in(spec: &BeloteSpec, cards: CardSet, trump: Option<Suit>) -> Combos {
    let mut out = fours(spec, cards);
    let order = &spec.run_order;
    for s in 0..4u8 {
        let suit = Suit(s);
        let mut seq = held_places(spec, cards, s);
        // Each maximal run of held places, low to high.
        while seq != 0 {
            let i = seq.trailing_zeros();
            let len = (!(seq >> i)).trailing_zeros();
            if len >= 3 {
                let run = run_cards(spec, s, i as usize, (i + len) as usize);
                let top = order[(i + len - 1) as usize];
                out.push(Combo { name: MeldName::Run(len as u8), cards: run, top, suit: Some(suit) });
            }
            seq &= !((((1u64 << len) - 1) as u32) << i);
        }
    }
    out.sort_by(|a, b| compare(spec, b, a, trump));
    out
}

/// Match announced names to shown cards: every announced combination must be made by the shown
/// cards (runs by distinct cards; a card may serve a brelán and a run). None when they do not.
pub(crate) fn make_announced(
    spec: &BeloteSpec,
    shown: CardSet,
    names: &[MeldName],
    trump: Option<Suit>,
) -> Option<Combos> {
    let mut names: smallvec::SmallVec<[MeldName; 4]> = names.iter().copied().collect();
    names.sort_by_key(|n| std::cmp::Reverse(n.name_rank()));
    let mut used_fours: smallvec::SmallVec<[Rank; 4]> = smallvec::SmallVec::new();
    let mut free = shown;
    let mut out = Combos::new();
    for n in names {
        match n {
            MeldName::Four => {
                let f = fours(spec, shown).into_iter().find(|f| !used_fours.contains(&f.top))?;
                used_fours.push(f.top);
                out.push(f);
            }
            MeldName::Run(len) => {
                let r = find_run(spec, free, len as usize, trump)?;
                free = free.minus(r.cards);
                out.push(r);
            }
        }
    }
    Some(out)
}

/// Equal runs still equal after length, top card and trump (option `run_tie`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RunTie {
    /// The announcer nearest the eldest hand wins.
    First,
    /// Two players: nobody scores; more: the tied sides share the value.
    Split,
}

/// A player's announcement still standing, with the combinations their show made.
#[derive(Debug, Clone)]
pub(crate) struct Claim {
    pub(crate) seat: usize,
    pub(crate) combos: Combos,
}

/// What the combinations of a hand come to.
#[derive(Debug, Clone, Default)]
pub(crate) struct Award {
    /// Points per side.
    pub(crate) per_side: crate::engine::PerSide,
    /// Every combination: who showed it, its value, whether it scored.
    pub(crate) records: smallvec::SmallVec<[(usize, Combo, i64, bool); 4]>,
    /// The seat holding the best combination (nearest the eldest hand among equals).
    pub(crate) best: Option<usize>,
    /// The seats whose equal best combinations were split (`RunTie::Split`), if any.
    pub(crate) split: Vec<usize>,
}

/// The award (RULES.md belote-es, pagat practice): the side holding the best combination scores
/// all of its own combinations, every other side none. Equal best combinations go to the
/// announcer nearest the eldest hand (`RunTie::First`), or are shared (`Split`: with two players
/// nobody scores; with more, each tied side scores the value divided among them, and nothing else).
pub(crate) fn award(
    spec: &BeloteSpec,
    claims: &[Claim],
    trump: Option<Suit>,
    seats: &Seating,
    eldest: usize,
    tie: RunTie,
    players: usize,
) -> Award {
    let nsides = seats.sides.len();
    let n = seats.n();
    let side = |seat: usize| seats.side_of[seat];
    let mut out = Award { per_side: smallvec::smallvec![0; nsides], ..Award::default() };
    let valid = || claims.iter().filter(|c| !c.combos.is_empty());
    // A claim's best combination (the first of equals).
    let best_of = |c: &Claim| -> Combo {
        let mut best = c.combos[0];
        for x in &c.combos[1..] {
            if compare(spec, x, &best, trump) == Ordering::Greater {
                best = *x;
            }
        }
        best
    };
    let Some(best) = valid().map(best_of).max_by(|x, y| compare(spec, x, y, trump)) else {
        return out;
    };
    let mut tied: smallvec::SmallVec<[&Claim; 4]> =
        valid().filter(|c| compare(spec, &best_of(c), &best, trump).is_eq()).collect();
    tied.sort_by_key(|c| (c.seat + n - eldest) % n);
    out.best = Some(tied[0].seat);
    // The tied sides, nearest the eldest hand first.
    let mut tied_sides: smallvec::SmallVec<[usize; 4]> = smallvec::SmallVec::new();
    for k in 0..n {
        let s = side((eldest + k) % n);
        if !tied_sides.contains(&s) && tied.iter().any(|c| side(c.seat) == s) {
            tied_sides.push(s);
        }
    }
    let split = tied_sides.len() > 1 && tie == RunTie::Split;
    let winner = (!split).then(|| side(tied[0].seat));
    out.records.reserve(valid().map(|c| c.combos.len()).sum());
    for c in valid() {
        let wins = winner == Some(side(c.seat));
        for combo in &c.combos {
            let v = value(spec, combo) as i64;
            if wins {
                out.per_side[side(c.seat)] += v;
            }
            out.records.push((c.seat, *combo, v, wins));
        }
    }
    if split {
        out.split = tied.iter().map(|c| c.seat).collect();
        // Two players alone share nothing; otherwise each tied side its part of the value.
        let sharing: &[usize] = if nsides > 2 || players > 2 { &tied_sides } else { &[] };
        if !sharing.is_empty() {
            let each = value(spec, &best) as i64 / sharing.len() as i64;
            for s in sharing {
                out.per_side[*s] += each;
            }
        }
        // Only the tied combinations count, and only where there is something to share.
        for r in out.records.iter_mut() {
            r.3 = sharing.contains(&side(r.0)) && compare(spec, &r.1, &best, trump).is_eq();
        }
    }
    out
}
