//! `tapete judge`: a disputed belote-es announcement settled from the cards, with the same award
//! the referee applies at the end of a hand ([`melds::award`], RULES.md belote-es): the side
//! holding the best combination scores all of its own combinations, every other side none.
//!
//! Each player's claim is what their cards make (every scoring brelán and maximal run), or, when
//! what they announced is given, the combinations of that announcement: shown cards that do not
//! make it score nothing (`show-mismatch`).

use crate::cards::Suit;
use crate::cardset::CardSet;
use crate::rules::melds::{self, Claim, Combo, MeldName, RunTie};
use crate::rules::seating::Seating;
use crate::ruleset::BeloteSpec;

/// Why one combination beats another (RULES.md belote-es, "Comparison").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// Any scoring brelán beats every run.
    BrelanOverRun,
    /// Between brelanes the order is J, 9, A, 10, K, Q.
    BrelanOrder,
    /// Between runs, more cards win.
    MoreCards,
    /// Equal length: the higher top card wins.
    HigherTop,
    /// Equal runs: the run in trumps wins.
    TrumpRun,
    /// Still equal: the announcer nearest the eldest hand (`run_tie: first`).
    NearestEldest,
}

/// What a player comes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ruling {
    /// Holds the best combination: their side scores all of its own.
    Wins,
    /// A partner of the winner: scores their own combinations with the side.
    WithPartner,
    /// Beaten by `by`'s best combination, for `why`.
    Beaten { by: usize, why: Why },
    /// Tied for best under `run_tie: split` (`shared`: false with two players, nobody scores).
    Tied { shared: bool },
    /// The cards do not make what was announced: nothing scores.
    Mismatch,
    /// No scoring combination.
    Nothing,
}

/// One player's combinations and verdict.
#[derive(Debug, Clone)]
pub struct PlayerJudgement {
    /// Every combination the cards make (worthless brelanes included), its value, and whether it scored.
    pub combos: Vec<(Combo, i64, bool)>,
    /// The announcement checked, if one was given, and whether the cards make it.
    pub said: Option<(Vec<MeldName>, bool)>,
    pub standing: Ruling,
    pub score: i64,
}

#[derive(Debug, Clone)]
pub struct Judgement {
    pub players: Vec<PlayerJudgement>,
    /// Points per side.
    pub sides: Vec<i64>,
    /// The side scoring its combinations (none when nobody holds one or equal runs are split).
    pub winner: Option<usize>,
}

fn why(spec: &BeloteSpec, a: &Combo, b: &Combo, trump: Suit) -> Why {
    match (a.name, b.name) {
        (MeldName::Four, MeldName::Run(_)) => Why::BrelanOverRun,
        (MeldName::Four, MeldName::Four) => Why::BrelanOrder,
        (MeldName::Run(la), MeldName::Run(lb)) if la != lb => Why::MoreCards,
        _ if a.top != b.top => Why::HigherTop,
        _ if a.suit == Some(trump) && b.suit != Some(trump) && melds::compare(spec, a, b, Some(trump)).is_gt() => {
            Why::TrumpRun
        }
        _ => Why::NearestEldest,
    }
}

/// Judge `holdings` (one per seat); `said[seat]` is the announcement to check, if given.
/// `players` is the number of players at the table (it decides `run_tie: split` with two).
#[allow(clippy::too_many_arguments)]
pub fn judge(
    spec: &BeloteSpec,
    holdings: &[CardSet],
    said: &[Option<Vec<MeldName>>],
    trump: Suit,
    seats: &Seating,
    eldest: usize,
    tie: RunTie,
    players: usize,
) -> Judgement {
    let n = holdings.len();
    let all: Vec<Vec<Combo>> = holdings.iter().map(|h| melds::combos_in(spec, *h, Some(trump))).collect();
    let mut made: Vec<Option<bool>> = vec![None; n];
    let claims: Vec<Claim> = (0..n)
        .map(|seat| {
            let combos = match said.get(seat).and_then(|s| s.as_ref()) {
                Some(names) => {
                    let m = melds::make_announced(spec, holdings[seat], names, Some(trump));
                    made[seat] = Some(m.is_some());
                    m.unwrap_or_default()
                }
                None => all[seat].clone(),
            };
            let combos = combos.into_iter().filter(|c| melds::value(spec, c) > 0).collect();
            Claim { seat, combos }
        })
        .collect();
    let award = melds::award(spec, &claims, Some(trump), seats, eldest, tie, players);
    let best_of = |seat: usize| -> Option<Combo> {
        let mut cs = claims[seat].combos.clone();
        cs.sort_by(|x, y| melds::compare(spec, y, x, Some(trump)));
        cs.into_iter().next()
    };
    let winner = if award.split.is_empty() { award.best.map(|b| seats.side_of[b]) } else { None };
    let mut out = Vec::with_capacity(n);
    for seat in 0..n {
        // The combinations shown: the announced ones when checked, else all the cards make.
        let listed: Vec<Combo> = match made[seat] {
            Some(true) => claims[seat].combos.clone(),
            _ => all[seat].clone(),
        };
        let combos: Vec<(Combo, i64, bool)> = listed
            .into_iter()
            .map(|c| {
                let v = melds::value(spec, &c) as i64;
                let scored = award.records.iter().any(|(s, rc, _, scored)| *s == seat && *rc == c && *scored)
                    && made[seat] != Some(false);
                (c, v, scored)
            })
            .collect();
        let standing = if made[seat] == Some(false) {
            Ruling::Mismatch
        } else if claims[seat].combos.is_empty() {
            Ruling::Nothing
        } else if award.split.contains(&seat) {
            Ruling::Tied { shared: award.per_side[seats.side_of[seat]] > 0 }
        } else if award.best == Some(seat) && award.split.is_empty() {
            Ruling::Wins
        } else if winner == Some(seats.side_of[seat]) {
            Ruling::WithPartner
        } else {
            let by = if award.split.is_empty() { award.best } else { award.split.first().copied() };
            match (by, best_of(seat)) {
                (Some(by), Some(mine)) => {
                    let top = best_of(by).expect("the best holder has a combination");
                    Ruling::Beaten { by, why: why(spec, &top, &mine, trump) }
                }
                _ => Ruling::Nothing,
            }
        };
        let score = combos.iter().filter(|c| c.2).map(|c| c.1).sum();
        out.push(PlayerJudgement { combos, said: None, standing, score });
    }
    // A split shares the tied run's value: each tied side's share goes to its tied player.
    if !award.split.is_empty() {
        for p in out.iter_mut() {
            p.score = 0;
        }
        for side in 0..seats.sides.len() {
            if let Some(seat) = award.split.iter().find(|s| seats.side_of[**s] == side) {
                out[*seat].score = award.per_side[side];
            }
        }
    }
    for (seat, p) in out.iter_mut().enumerate() {
        p.said = said.get(seat).and_then(|s| s.clone()).map(|names| (names, made[seat] == Some(true)));
    }
    Judgement { players: out, sides: award.per_side, winner }
}
