//! The concours as its journal makes it: a fold of its entries in force. [`Concours::apply`] is
//! the one place that accepts or refuses an entry; every command and `verify` go through it.

use super::event::{Draw, Event, Score};
use super::header::{Header, Length};
use crate::error::ConcoursProblem as P;

/// The arithmetic of a partie's typed totals (Belote: 162 per hand, 20 per belote, 90 per
/// capot); none for a game whose totals tapete cannot check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sum {
    pub per_hand: i64,
    pub belote: i64,
    pub capot: i64,
}

/// A table of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub teams: [usize; 2],
    pub result: Option<(Score, usize)>,
}

/// A round as drawn, with the results handed in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    pub number: u32,
    /// The journal line of its draw.
    pub line: usize,
    pub tables: Vec<Table>,
    pub bye: Option<usize>,
}

#[derive(Debug, Clone)]
pub struct Concours {
    pub header: Header,
    pub sum: Option<Sum>,
    pub rounds: Vec<Round>,
    /// For each team, the round from which it plays no more.
    pub withdrawn: Vec<Option<u32>>,
}

impl Concours {
    pub fn new(header: Header, sum: Option<Sum>) -> Concours {
        let n = header.teams.len();
        Concours { header, sum, rounds: Vec::new(), withdrawn: vec![None; n] }
    }

    /// The number of rounds drawn.
    pub fn drawn(&self) -> u32 {
        self.rounds.len() as u32
    }

    pub fn current(&self) -> Option<&Round> {
        self.rounds.last()
    }

    /// Whether `team` plays in round `round` (it has not withdrawn from it or before).
    pub fn plays(&self, team: usize, round: u32) -> bool {
        self.withdrawn[team].is_none_or(|w| round < w)
    }

    /// A table whose partie will not be played: a team at it withdrew from that round (the
    /// withdrawn team, if so).
    pub fn forfeit(&self, round: &Round, table: &Table) -> Option<usize> {
        if table.result.is_some() {
            return None;
        }
        table.teams.iter().copied().find(|&t| !self.plays(t, round.number))
    }

    /// The tables of the current round still awaiting a result (numbers from 1).
    pub fn awaited(&self) -> Vec<u32> {
        let Some(r) = self.current() else { return Vec::new() };
        (0..r.tables.len())
            .filter(|&k| r.tables[k].result.is_none() && self.forfeit(r, &r.tables[k]).is_none())
            .map(|k| k as u32 + 1)
            .collect()
    }

    /// The teams that play round `round`.
    pub fn playing(&self, round: u32) -> Vec<usize> {
        (0..self.header.teams.len()).filter(|&t| self.plays(t, round)).collect()
    }

    /// Accept `event` (at journal line `line`) or say why not; nothing changes when refused.
    /// (Undo and amend are the journal's, not the concours's: see [`super::replay`].)
    pub fn apply(&mut self, event: &Event, line: usize) -> Result<(), P> {
        match event {
            Event::Draw(d) => self.draw(d, line),
            Event::Result(s) => self.result(s, line),
            Event::Withdraw { team, from_round } => self.withdraw(*team, *from_round),
            Event::Undo | Event::Amend { .. } => Ok(()),
        }
    }

    /// Whether the next round may be drawn: every round is not drawn yet, the current round's
    /// results are in.
    pub fn may_draw(&self) -> Result<u32, P> {
        if self.drawn() >= self.header.rounds {
            return Err(P::AllDrawn { rounds: self.header.rounds });
        }
        let awaited = self.awaited();
        if !awaited.is_empty() {
            return Err(P::ResultsMissing { round: self.drawn(), tables: awaited });
        }
        Ok(self.drawn() + 1)
    }

    fn draw(&mut self, d: &Draw, line: usize) -> Result<(), P> {
        let next = self.may_draw()?;
        if d.round != next {
            return Err(P::DrawTeams { round: d.round });
        }
        // Every team that plays the round, once: at a table or with the bye.
        let mut seen = vec![false; self.header.teams.len()];
        for &t in d.tables.iter().flatten().chain(d.bye.iter()) {
            if t >= seen.len() || seen[t] || !self.plays(t, next) {
                return Err(P::DrawTeams { round: next });
            }
            seen[t] = true;
        }
        if self.playing(next).iter().any(|&t| !seen[t]) {
            return Err(P::DrawTeams { round: next });
        }
        self.rounds.push(Round {
            number: next,
            line,
            tables: d.tables.iter().map(|&teams| Table { teams, result: None }).collect(),
            bye: d.bye,
        });
        Ok(())
    }

    /// Check a table's partie as handed in (typed or from a session): its round and table, and
    /// its totals.
    pub fn check_result(&self, s: &Score) -> Result<(), P> {
        let Some(r) = self.current() else { return Err(P::NoRound) };
        if s.round != r.number {
            return Err(P::NoTable { table: s.table, round: s.round, tables: 0 });
        }
        let tables = r.tables.len() as u32;
        let Some(table) = s.table.checked_sub(1).and_then(|k| r.tables.get(k as usize)) else {
            return Err(P::NoTable { table: s.table, round: r.number, tables });
        };
        if let Some((_, line)) = &table.result {
            return Err(P::HasResult { table: s.table, round: r.number, line: *line });
        }
        if let Some(t) = self.forfeit(r, table) {
            return Err(P::Forfeited { table: s.table, team: self.header.id(t) });
        }
        for (k, &p) in s.points.iter().enumerate() {
            if p < 0 {
                return Err(P::Negative { team: self.header.id(table.teams[k]), points: p });
            }
        }
        if s.from.is_some() {
            // A session's totals are the referee's: penalties and all.
            return Ok(());
        }
        match self.header.length {
            Length::Hands(h) => {
                if let Some(sum) = self.sum {
                    let expected = sum.per_hand * i64::from(h)
                        + sum.belote * i64::from(s.belotes)
                        + sum.capot * i64::from(s.capots)
                        - s.held;
                    let total = s.points[0] + s.points[1];
                    if total != expected || s.held < 0 {
                        return Err(P::Sum {
                            sum: total,
                            expected,
                            hands: h,
                            per_hand: sum.per_hand,
                            belotes: s.belotes,
                            belote: sum.belote,
                            capots: s.capots,
                            capot: sum.capot,
                            held: s.held,
                        });
                    }
                }
            }
            Length::Target(t) => {
                let best = s.points[0].max(s.points[1]);
                if best < t {
                    return Err(P::TargetNotReached { target: t, best });
                }
            }
        }
        Ok(())
    }

    fn result(&mut self, s: &Score, line: usize) -> Result<(), P> {
        self.check_result(s)?;
        let r = self.rounds.last_mut().ok_or(P::NoRound)?;
        r.tables[s.table as usize - 1].result = Some((s.clone(), line));
        Ok(())
    }

    /// The rounds a withdrawal of `team` may start from: (earliest, latest).
    pub fn withdraw_rounds(&self) -> (u32, u32) {
        (self.drawn().max(1), self.header.rounds)
    }

    fn withdraw(&mut self, team: usize, from: u32) -> Result<(), P> {
        if let Some(w) = self.withdrawn[team] {
            return Err(P::Withdrawn { team: self.header.id(team), round: w });
        }
        let (earliest, latest) = self.withdraw_rounds();
        if from < earliest || from > latest {
            return Err(P::WithdrawRound { given: from, earliest, latest });
        }
        if let Some(r) = self.rounds.get(from as usize - 1) {
            if let Some(k) = r.tables.iter().position(|t| t.teams.contains(&team) && t.result.is_some()) {
                return Err(P::WithdrawPlayed { team: self.header.id(team), round: from, table: k as u32 + 1 });
            }
        }
        self.withdrawn[team] = Some(from);
        Ok(())
    }
}
