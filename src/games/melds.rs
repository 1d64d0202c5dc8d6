/*!
Belote combinations of the Spanish description (S1): the brelán (four of a kind) and runs
(tercia, cuarta, quinta, longer runs announced by length), their values and how they compare.

- A scoring brelán beats every run; brelanes rank J 9 A 10 K Q (8s and 7s are worth nothing and
  are not combinations).
- Runs: more cards, then the higher top card (sequence order 7 8 9 10 J Q K A), then the run in
  trumps. Still equal: the `run_tie` option decides (in the game, not here).
*/

use crate::cards::{Card, Rank, Suit};
use crate::cardset::CardSet;
use crate::ruleset::BeloteSpec;
use std::cmp::Ordering;

/// An announced combination, by name only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MeldName {
    Four,
    Run(u8),
}

impl MeldName {
    pub fn parse(s: &str) -> Option<MeldName> {
        match s {
            "four" | "brelan" | "brelán" => Some(MeldName::Four),
            _ => {
                let n: u8 = s.strip_prefix("run")?.parse().ok()?;
                (3..=8).contains(&n).then_some(MeldName::Run(n))
            }
        }
    }
    pub fn code(self) -> String {
        match self {
            MeldName::Four => "four".into(),
            MeldName::Run(n) => format!("run{n}"),
        }
    }
    /// Spanish name as said at the table.
    pub fn spoken(self) -> String {
        match self {
            MeldName::Four => "brelán".into(),
            MeldName::Run(3) => "tercia".into(),
            MeldName::Run(4) => "cuarta".into(),
            MeldName::Run(5) => "quinta".into(),
            MeldName::Run(n) => format!("escalera de {n}"),
        }
    }
    /// Rank by name: a brelán above every run, runs by length.
    pub fn name_rank(self) -> u8 {
        match self {
            MeldName::Four => 100,
            MeldName::Run(n) => n,
        }
    }
}

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
        let four: Vec<Card> = (0..4).map(|s| Card::new(Suit(s), *r)).collect();
        if four.iter().all(|c| cards.contains(*c)) {
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
            let run: Vec<Card> = (top + 1 - len..=top).map(|i| Card::new(suit, order[i])).collect();
            if run.iter().all(|c| cards.contains(*c)) {
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
