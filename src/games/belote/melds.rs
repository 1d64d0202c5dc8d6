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
pub use crate::engine::MeldName;
use crate::rules::seating::Seating;
use std::cmp::Ordering;

/// A combination made with real cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Combo {
    pub name: MeldName,
    pub cards: Vec<Card>,
    /// Brelán: its rank; run: its top card's rank.
    pub top: Rank,
    /// Runs only.
    pub suit: Option<Suit>,
}

/// Value in points.
pub fn value(spec: &BeloteSpec, c: &Combo) -> i32 {
    match c.name {
        MeldName::Four => spec.four_values.get(&c.top.0).copied().unwrap_or(0),
        MeldName::Run(n) => spec.run_values.get(&(n as u32)).copied().unwrap_or(0),
    }
}

fn seq_index(spec: &BeloteSpec, r: Rank) -> usize {
    spec.run_order.iter().position(|x| *x == r).unwrap_or(0)
}

/// Compare two combinations (Greater: `a` beats `b`). Equal runs are left Equal.
pub fn compare(spec: &BeloteSpec, a: &Combo, b: &Combo, trump: Option<Suit>) -> Ordering {
    match (a.name, b.name) {
        (MeldName::Four, MeldName::Run(_)) => Ordering::Greater,
        (MeldName::Run(_), MeldName::Four) => Ordering::Less,
        (MeldName::Four, MeldName::Four) => {
            let ia = spec.four_order.iter().position(|r| *r == a.top).unwrap_or(99);
            let ib = spec.four_order.iter().position(|r| *r == b.top).unwrap_or(99);
            ib.cmp(&ia)
        }
        (MeldName::Run(la), MeldName::Run(lb)) => la
            .cmp(&lb)
            .then(seq_index(spec, a.top).cmp(&seq_index(spec, b.top)))
            .then((a.suit == trump && trump.is_some()).cmp(&(b.suit == trump && trump.is_some()))),
    }
}

/// Scoring brelanes in a set of cards.
fn fours(spec: &BeloteSpec, cards: CardSet) -> Vec<Combo> {
    let mut out = Vec::new();
    for r in &spec.four_order {
        if spec.four_values.get(&r.0).copied().unwrap_or(0) <= 0 {
            continue;
        }
        if (0..4).all(|s| cards.contains(Card::new(Suit(s), *r))) {
            let four = (0..4).map(|s| Card::new(Suit(s), *r)).collect();
            out.push(Combo { name: MeldName::Four, cards: four, top: *r, suit: None });
        }
    }
    out
}

/// Find `len` consecutive cards of one suit in `cards`, the highest top first (trumps first on equal).
fn find_run(spec: &BeloteSpec, cards: CardSet, len: usize, trump: Option<Suit>) -> Option<Combo> {
    let order = &spec.run_order;
    let mut best: Option<Combo> = None;
    for s in 0..4u8 {
        let suit = Suit(s);
        for top in (len - 1..order.len()).rev() {
            if (top + 1 - len..=top).all(|i| cards.contains(Card::new(suit, order[i]))) {
                let run = (top + 1 - len..=top).map(|i| Card::new(suit, order[i])).collect();
                let c = Combo { name: MeldName::Run(len as u8), cards: run, top: order[top], suit: Some(suit) };
                if best.as_ref().is_none_or(|b| compare(spec, &c, b, trump) == Ordering::Greater) {
                    best = Some(c);
                }
                break;
            }
        }
    }
    best
}

/// Every combination a holding makes: scoring brelanes and maximal runs of 3 or more (a run of
/// 8 counts as a quinta and a tercia, as S1 values it).
pub fn combos_in(spec: &BeloteSpec, cards: CardSet, trump: Option<Suit>) -> Vec<Combo> {
    let mut out = fours(spec, cards);
    let order = &spec.run_order;
    for s in 0..4u8 {
        let suit = Suit(s);
        let mut i = 0;
        while i < order.len() {
            let mut j = i;
            while j < order.len() && cards.contains(Card::new(suit, order[j])) {
                j += 1;
            }
            let len = j - i;
            if len >= 3 {
                let run: Vec<Card> = (i..j).map(|k| Card::new(suit, order[k])).collect();
                out.push(Combo { name: MeldName::Run(len as u8), cards: run, top: order[j - 1], suit: Some(suit) });
            }
            i = j.max(i + 1);
        }
    }
    out.sort_by(|a, b| compare(spec, b, a, trump));
    out
}

/// Match announced names to shown cards: every announced combination must be made by the shown
/// cards (runs by distinct cards; a card may serve a brelán and a run). None when they do not.
pub fn make_announced(
    spec: &BeloteSpec,
    shown: CardSet,
    names: &[MeldName],
    trump: Option<Suit>,
) -> Option<Vec<Combo>> {
    let mut names = names.to_vec();
    names.sort_by_key(|n| std::cmp::Reverse(n.name_rank()));
    let mut used_fours: Vec<Rank> = Vec::new();
    let mut free = shown;
    let mut out = Vec::new();
    for n in names {
        match n {
            MeldName::Four => {
                let f = fours(spec, shown).into_iter().find(|f| !used_fours.contains(&f.top))?;
                used_fours.push(f.top);
                out.push(f);
            }
            MeldName::Run(len) => {
                let r = find_run(spec, free, len as usize, trump)?;
                for c in &r.cards {
                    free.remove(*c);
                }
                out.push(r);
            }
        }
    }
    Some(out)
}

/// Equal runs still equal after length, top card and trump (option `run_tie`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunTie {
    /// The announcer nearest the eldest hand wins.
    First,
    /// Two players: nobody scores; more: the tied sides share the value.
    Split,
}

/// A player's announcement still standing, with the combinations their show made.
#[derive(Debug, Clone)]
pub struct Claim {
    pub seat: usize,
    pub combos: Vec<Combo>,
}

/// What the combinations of a hand come to.
#[derive(Debug, Clone, Default)]
pub struct Award {
    /// Points per side.
    pub per_side: Vec<i64>,
    /// Every combination: who showed it, its value, whether it scored.
    pub records: Vec<(usize, Combo, i64, bool)>,
    /// The seat holding the best combination (nearest the eldest hand among equals).
    pub best: Option<usize>,
    /// The seats whose equal best combinations were split (`RunTie::Split`), if any.
    pub split: Vec<usize>,
}

/// The award (RULES.md belote-es, pagat practice): the side holding the best combination scores
/// all of its own combinations, every other side none. Equal best combinations go to the
/// announcer nearest the eldest hand (`RunTie::First`), or are shared (`Split`: with two players
/// nobody scores; with more, each tied side scores the value divided among them, and nothing else).
pub fn award(
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
    let mut out = Award { per_side: vec![0; nsides], ..Award::default() };
    let valid: Vec<&Claim> = claims.iter().filter(|c| !c.combos.is_empty()).collect();
    if valid.is_empty() {
        return out;
    }
    let best_of = |c: &Claim| -> Combo {
        let mut cs = c.combos.clone();
        cs.sort_by(|x, y| compare(spec, y, x, trump));
        cs[0].clone()
    };
    let best = valid.iter().map(|c| best_of(c)).max_by(|x, y| compare(spec, x, y, trump)).expect("one claim at least");
    let order = seats.sides_from(eldest);
    let mut tied: Vec<&Claim> =
        valid.iter().copied().filter(|c| compare(spec, &best_of(c), &best, trump).is_eq()).collect();
    tied.sort_by_key(|c| (c.seat + n - eldest) % n);
    out.best = Some(tied[0].seat);
    let tied_sides: Vec<usize> = order.iter().copied().filter(|s| tied.iter().any(|c| side(c.seat) == *s)).collect();
    let mut split: Option<(Vec<usize>, i64)> = None;
    let winners: Vec<usize> = if tied_sides.len() > 1 && tie == RunTie::Split {
        let v = value(spec, &best) as i64;
        out.split = tied.iter().map(|c| c.seat).collect();
        split = Some(if nsides > 2 || players > 2 {
            (tied_sides.clone(), v / tied_sides.len() as i64)
        } else {
            (vec![], 0)
        });
        vec![]
    } else {
        vec![side(tied[0].seat)]
    };
    for c in &valid {
        let wins = winners.contains(&side(c.seat));
        for combo in &c.combos {
            let v = value(spec, combo) as i64;
            if wins {
                out.per_side[side(c.seat)] += v;
            }
            out.records.push((c.seat, combo.clone(), v, wins));
        }
    }
    if let Some((sides, each)) = split {
        for s in &sides {
            out.per_side[*s] += each;
        }
        // Only the tied combinations count, and only where there is something to share.
        for r in out.records.iter_mut() {
            r.3 = sides.contains(&side(r.0)) && compare(spec, &r.1, &best, trump).is_eq();
        }
    }
    out
}
