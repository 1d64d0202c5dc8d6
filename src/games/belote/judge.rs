//! `tapete judge`: a disputed belote-es announcement settled from the cards, by the protocol
//! and the award the referee applies in a hand (RULES.md belote-es; the announcement book,
//! `melds::award`), so that `judge` and `verify` agree on the same facts.
//!
//! The players announce in seat order from the eldest hand. A player whose announcement is given
//! (`--says`) announced exactly that; any other player announced every combination their cards
//! make, or, when their best is lower by name than the best announcement so far, said "está
//! bien". An announcement lower by name than the best valid one so far is void
//! (`announce-not-higher`); one beaten by name by a later valid announcement of another side
//! need not be shown and never scores, even if that later one ends void; the others are shown
//! with the player's cards, and cards that do not make what was announced score nothing
//! (`show-mismatch`). The side holding the best combination still standing scores all of its own.

use super::announce::{Book, Status, Timing};
use super::spec::{Announcements, BeloteSpec};
use crate::cards::Suit;
use crate::cardset::CardSet;
use crate::engine::Rule;
use crate::games::belote::melds::{self, Combo, MeldName, RunTie};
use crate::games::{GameSpec, Rules};
use crate::rules::seating::Seating;

/// The Belote section of a ruleset whose announcements `judge` can settle (Spanish ones).
pub(crate) fn with_announcements(r: &Rules) -> Option<&BeloteSpec> {
    match &r.spec {
        GameSpec::Belote(b) if b.announcements == Announcements::Spanish => Some(b),
        _ => None,
    }
}

/// Why one combination beats another (RULES.md belote-es, "Comparison").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
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
#[doc(hidden)]
pub enum Ruling {
    /// Holds the best combination: their side scores all of its own.
    Wins,
    /// A partner of the winner: scores their own combinations with the side.
    WithPartner,
    /// Beaten by `by`'s best combination, for `why` (by name: a later, higher announcement of
    /// another side, valid when made, even if it ended void).
    Beaten { by: usize, why: Why },
    /// Announced lower by name than `by`'s announcement before it: void (`announce-not-higher`).
    NotHigher { by: usize },
    /// Holds only combinations lower by name than `by`'s announcement before it: could only say
    /// "está bien".
    Lower { by: usize },
    /// Tied for best under `run_tie: split` (`shared`: false with two players, nobody scores).
    Tied { shared: bool },
    /// The cards do not make what was announced: nothing scores.
    Mismatch,
    /// No scoring combination.
    Nothing,
}

/// One player's combinations and verdict.
#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct PlayerJudgement {
    /// Every combination the cards make (worthless brelanes included), its value, and whether it scored.
    pub combos: Vec<(Combo, i64, bool)>,
    /// The announcement checked, if one was given, and whether the cards make it.
    pub said: Option<(Vec<MeldName>, bool)>,
    pub standing: Ruling,
    pub score: i64,
}

#[derive(Debug, Clone)]
pub(crate) struct Judgement {
    pub(crate) players: Vec<PlayerJudgement>,
    /// Points per side.
    pub(crate) sides: Vec<i64>,
    /// The side scoring its combinations (none when nobody holds one or equal runs are split).
    pub(crate) winner: Option<usize>,
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

/// Why announcement `a` beats `b` by name alone.
fn why_by_name(a: MeldName, b: MeldName) -> Why {
    match (a, b) {
        (MeldName::Four, _) => Why::BrelanOverRun,
        _ => Why::MoreCards,
    }
}

/// Judge `holdings` (one per seat); `said[seat]` is the announcement to check, if given.
/// `players` is the number of players at the table (it decides `run_tie: split` with two).
#[allow(clippy::too_many_arguments)]
pub(crate) fn judge(
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
    let side_of = &seats.side_of;
    let all: Vec<Vec<Combo>> = holdings
        .iter()
        .map(|h| melds::combos_in(spec, *h, Some(trump)).into_iter().filter(|c| melds::value(spec, c) > 0).collect())
        .collect();
    let made: Vec<Option<bool>> = (0..n)
        .map(|seat| {
            let names = said.get(seat)?.as_ref()?;
            Some(melds::make_announced(spec, holdings[seat], names, Some(trump)).is_some())
        })
        .collect();

    // The announcements, in seat order from the eldest hand; then every one that must be shown
    // is shown with the player's cards.
    let mut book = Book::new(1, eldest, n);
    for k in 0..n {
        let seat = (eldest + k) % n;
        let names = match said.get(seat).and_then(|s| s.clone()) {
            Some(names) => names,
            None => {
                let names: Vec<MeldName> = all[seat].iter().map(|c| c.name).collect();
                if names.first().is_some_and(|best| best.name_rank() < book.floor()) {
                    vec![]
                } else {
                    names
                }
            }
        };
        book.announce(seat, names, Timing::InTurn);
    }
    for i in 0..book.anns.len() {
        if book.beaten_by(i, side_of).is_none() {
            book.show(i, holdings[book.anns[i].seat], spec, Some(trump));
        }
    }
    let anns = book.anns.clone();
    let beaten: Vec<Option<usize>> = (0..anns.len()).map(|i| book.beaten_by(i, side_of)).collect();
    let broke = |seat: usize, rule: Rule| book.infractions.iter().any(|f| f.player == seat && f.rule == rule);
    // Who set the bar an announcement did not reach: the first valid announcement before it
    // with a higher name.
    let from_eldest = |seat: usize| (seat + n - eldest) % n;
    let bar = |seat: usize, top: u8| -> Option<usize> {
        anns.iter().find(|a| from_eldest(a.seat) < from_eldest(seat) && a.in_time && a.top() > top).map(|a| a.seat)
    };
    let closed = book.clone().close(side_of);
    let award = melds::award(spec, &closed.claims, Some(trump), seats, eldest, tie, players);
    let best_of = |combos: &[Combo]| -> Option<Combo> {
        let mut cs = combos.to_vec();
        cs.sort_by(|x, y| melds::compare(spec, y, x, Some(trump)));
        cs.into_iter().next()
    };
    let claim_of = |seat: usize| closed.claims.iter().find(|c| c.seat == seat).map(|c| c.combos.as_slice());
    let winner = if award.split.is_empty() { award.best.map(|b| side_of[b]) } else { None };
    let mut out = Vec::with_capacity(n);
    for seat in 0..n {
        let ann = anns.iter().position(|a| a.seat == seat);
        // The combinations listed: the announced ones when the cards make them, else all the
        // cards make.
        let listed: Vec<Combo> = match ann.map(|i| &anns[i]) {
            Some(a) if made[seat] != Some(false) && !a.combos.is_empty() => a.combos.to_vec(),
            _ => all[seat].clone(),
        };
        let combos: Vec<(Combo, i64, bool)> = listed
            .into_iter()
            .map(|c| {
                let v = melds::value(spec, &c) as i64;
                let scored = award.records.iter().any(|(s, rc, _, scored)| *s == seat && *rc == c && *scored);
                (c, v, scored)
            })
            .collect();
        let top = all[seat].first().map(|c| c.name.name_rank()).unwrap_or(0);
        let standing = match ann {
            Some(i) if broke(seat, Rule::AnnounceNotHigher) => {
                Ruling::NotHigher { by: bar(seat, anns[i].top()).unwrap_or(seat) }
            }
            Some(_) if broke(seat, Rule::ShowMismatch) => Ruling::Mismatch,
            Some(i) if anns[i].status == Status::Valid && beaten[i].is_some() => {
                let by = &anns[beaten[i].unwrap_or(i)];
                Ruling::Beaten { by: by.seat, why: why_by_name(by.names[0], anns[i].names[0]) }
            }
            None if top > 0 && bar(seat, top).is_some() => Ruling::Lower { by: bar(seat, top).unwrap_or(seat) },
            _ => match claim_of(seat) {
                None | Some([]) => Ruling::Nothing,
                Some(_) if award.split.contains(&seat) => Ruling::Tied { shared: award.per_side[side_of[seat]] > 0 },
                Some(_) if award.best == Some(seat) && award.split.is_empty() => Ruling::Wins,
                Some(_) if winner == Some(side_of[seat]) => Ruling::WithPartner,
                Some(mine) => {
                    let by = if award.split.is_empty() { award.best } else { award.split.first().copied() };
                    match (by, best_of(mine), by.and_then(claim_of).and_then(best_of)) {
                        (Some(by), Some(mine), Some(top)) => Ruling::Beaten { by, why: why(spec, &top, &mine, trump) },
                        _ => Ruling::Nothing,
                    }
                }
            },
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
            if let Some(seat) = award.split.iter().find(|s| side_of[**s] == side) {
                out[*seat].score = award.per_side[side];
            }
        }
    }
    for (seat, p) in out.iter_mut().enumerate() {
        p.said = said.get(seat).and_then(|s| s.clone()).map(|names| (names, made[seat] == Some(true)));
    }
    Judgement { players: out, sides: award.per_side.to_vec(), winner }
}

impl Ruling {
    /// Whether the ruling is an infraction of the protocol (`judge` exits 1).
    pub(crate) fn is_infraction(&self) -> bool {
        matches!(self, Ruling::Mismatch | Ruling::NotHigher { .. })
    }
}
