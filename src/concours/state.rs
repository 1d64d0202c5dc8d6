//! The concours as its journal makes it: a fold of its entries in force. [`Concours::apply`] is
//! the one place that accepts or refuses an entry; every command and `verify` go through it.

use super::event::{Draw, Event, Score};
use super::header::{Header, Length};
use crate::error::ConcoursProblem as P;
use crate::games::PartieBound;

/// The arithmetic of a partie's typed totals (Belote: 162 per hand, 20 per belote, 90 per
/// capot), and the bounds the game's rules set on a sheet (Belote: one belote a hand, four with
/// all-trump; a litige holds 91 at most, 121 with all-trump); none for a game whose totals
/// tapete cannot check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Sum {
    pub(crate) per_hand: i64,
    pub(crate) belote: i64,
    pub(crate) capot: i64,
    /// The most belotes one hand scores.
    pub(crate) belotes_a_hand: u32,
    /// The most points one litige holds.
    pub(crate) held_a_litige: i64,
}

/// What the game says of a partie's totals: the sum they add up to (Belote), or the bounds
/// the rules set on them where no sum holds (contracts bid with a value: coinche, contree), or
/// neither (totals taken as given).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Arithmetic {
    pub(crate) sum: Option<Sum>,
    pub(crate) bound: Option<PartieBound>,
}

/// A table of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Table {
    pub(crate) teams: [usize; 2],
    pub(crate) result: Option<(Score, usize)>,
}

/// A round as drawn, with the results handed in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Round {
    pub(crate) number: u32,
    /// The journal line of its draw.
    pub(crate) line: usize,
    pub(crate) tables: Vec<Table>,
    pub(crate) bye: Option<usize>,
    /// The seed it was drawn with: the concours's, or a redraw's.
    pub(crate) seed: u64,
}

#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct Concours {
    pub(crate) header: Header,
    pub(crate) sum: Option<Sum>,
    /// The bounds of a partie's totals where they follow from no sum (coinche, contree).
    pub bound: Option<PartieBound>,
    pub(crate) rounds: Vec<Round>,
    /// For each team, the round from which it plays no more.
    pub(crate) withdrawn: Vec<Option<u32>>,
    /// For each team the journal names, the round from which it plays: 1 for the header's teams,
    /// a late team's from its `add`; none for a team not in the concours (its `add` undone).
    pub(crate) joined: Vec<Option<u32>>,
}

impl Concours {
    pub(crate) fn new(header: Header, arithmetic: Arithmetic) -> Concours {
        let n = header.teams.len();
        let Arithmetic { sum, bound } = arithmetic;
        // The header's own teams are those of its seeded order; the journal's later ones join
        // with their `add`.
        let mut joined = vec![None; n];
        for &t in &header.order {
            joined[t] = Some(1);
        }
        Concours { header, sum, bound, rounds: Vec::new(), withdrawn: vec![None; n], joined }
    }

    /// Whether `team` is in the concours (registered, or added and not undone).
    pub(crate) fn in_concours(&self, team: usize) -> bool {
        self.joined.get(team).is_some_and(Option::is_some)
    }

    /// The teams in the concours.
    pub(crate) fn teams(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.joined.len()).filter(|&t| self.in_concours(t))
    }

    /// The team of the concours answering to `given` (id in either order, or name; case aside).
    pub(crate) fn team(&self, given: &str) -> Option<usize> {
        self.teams().find(|&t| self.header.teams[t].answers_to(given))
    }

    /// The rounds a late team did not play before it joined, scored as byes that are not its
    /// own: `round` is one of them.
    pub(crate) fn missed(&self, team: usize, round: u32) -> bool {
        self.joined[team].is_some_and(|j| round < j) && self.withdrawn[team].is_none_or(|w| round < w)
    }

    /// What the game says of a partie's totals.
    pub(crate) fn arithmetic(&self) -> Arithmetic {
        Arithmetic { sum: self.sum, bound: self.bound }
    }

    /// The number of rounds drawn.
    pub(crate) fn drawn(&self) -> u32 {
        self.rounds.len() as u32
    }

    pub(crate) fn current(&self) -> Option<&Round> {
        self.rounds.last()
    }

    /// Whether `team` plays in round `round`: it is in the concours from that round or before,
    /// and has not withdrawn from it or before.
    pub(crate) fn plays(&self, team: usize, round: u32) -> bool {
        self.joined[team].is_some_and(|j| j <= round) && self.withdrawn[team].is_none_or(|w| round < w)
    }

    /// A table whose partie will not be played: a team at it withdrew from that round (the
    /// withdrawn team, if so).
    pub(crate) fn forfeit(&self, round: &Round, table: &Table) -> Option<usize> {
        if table.result.is_some() {
            return None;
        }
        table.teams.iter().copied().find(|&t| !self.plays(t, round.number))
    }

    /// The tables of the current round still awaiting a result (numbers from 1).
    pub(crate) fn awaited(&self) -> Vec<u32> {
        let Some(r) = self.current() else { return Vec::new() };
        (0..r.tables.len())
            .filter(|&k| r.tables[k].result.is_none() && self.forfeit(r, &r.tables[k]).is_none())
            .map(|k| k as u32 + 1)
            .collect()
    }

    /// The teams that play round `round`.
    pub(crate) fn playing(&self, round: u32) -> Vec<usize> {
        (0..self.joined.len()).filter(|&t| self.plays(t, round)).collect()
    }

    /// Accept `event` (at journal line `line`) or say why not; nothing changes when refused.
    /// (Undo and amend are the journal's, not the concours's: see [`super::replay`].)
    pub(crate) fn apply(&mut self, event: &Event, line: usize) -> Result<(), P> {
        match event {
            Event::Draw(d) => self.draw(d, line),
            Event::Result(s) => self.result(s, line),
            Event::Undo | Event::Amend { .. } => Ok(()),
            Event::Withdraw { team, from_round } => self.withdraw(*team, *from_round),
            Event::Add { teams, from_round } => self.add(teams, *from_round),
            Event::Redraw { draw, seed } => self.redraw(draw, *seed, line),
        }
    }

    /// Whether the next round may be drawn: every round is not drawn yet, the current round's
    /// results are in.
    pub(crate) fn may_draw(&self) -> Result<u32, P> {
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
        self.seat(d, self.header.seed, line)
    }

    /// Round `d.round` as `d` draws it, after checking that it seats every team that plays the
    /// round once, at a table or with the bye.
    fn seat(&mut self, d: &Draw, seed: u64, line: usize) -> Result<(), P> {
        let round = d.round;
        let mut seen = vec![false; self.joined.len()];
        for &t in d.tables.iter().flatten().chain(d.bye.iter()) {
            if t >= seen.len() || seen[t] || !self.plays(t, round) {
                return Err(P::DrawTeams { round });
            }
            seen[t] = true;
        }
        if self.playing(round).iter().any(|&t| !seen[t]) {
            return Err(P::DrawTeams { round });
        }
        self.rounds.push(Round {
            number: round,
            line,
            tables: d.tables.iter().map(|&teams| Table { teams, result: None }).collect(),
            bye: d.bye,
            seed,
        });
        Ok(())
    }

    /// Whether the current round may be drawn again: one is drawn, and none of its results is
    /// in. Its number.
    pub(crate) fn may_redraw(&self) -> Result<u32, P> {
        let r = self.current().ok_or(P::NoRound)?;
        if let Some((k, (_, line))) = r.tables.iter().enumerate().find_map(|(k, t)| t.result.as_ref().map(|x| (k, x))) {
            return Err(P::RedrawResult { round: r.number, table: k as u32 + 1, line: *line });
        }
        Ok(r.number)
    }

    /// The concours as it stands for drawing the current round again: that round's draw taken
    /// away, and the teams added since it was drawn playing it (they were to play from the
    /// round after it).
    pub(crate) fn before_redraw(&self) -> Concours {
        let mut c = self.clone();
        if let Some(r) = c.rounds.pop() {
            for j in c.joined.iter_mut().filter(|j| **j == Some(r.number + 1)) {
                *j = Some(r.number);
            }
        }
        c
    }

    fn redraw(&mut self, d: &Draw, seed: u64, line: usize) -> Result<(), P> {
        let round = self.may_redraw()?;
        if d.round != round {
            return Err(P::DrawTeams { round: d.round });
        }
        let mut c = self.before_redraw();
        c.seat(d, seed, line)?;
        *self = c;
        Ok(())
    }

    /// Whether a late team may join: a round is left to draw (or the current round, none of
    /// its results in, may be drawn again with it); not under `rotation`, whose schedule is
    /// its teams' from the start. The round it joins from: the next round to draw.
    pub(crate) fn may_add(&self) -> Result<u32, P> {
        if self.header.pairing == super::pairing::Pairing::Rotation {
            return Err(P::AddRotation);
        }
        let next = self.drawn() + 1;
        if next > self.header.rounds && self.may_redraw().is_err() {
            return Err(P::NoRoundToJoin { rounds: self.header.rounds });
        }
        Ok(next)
    }

    fn add(&mut self, teams: &[(usize, super::header::Team)], from: u32) -> Result<(), P> {
        let next = self.may_add()?;
        if from != next {
            return Err(P::AddRound { given: from, next });
        }
        // No team twice, no player in two teams, no name another team answers to: among the
        // teams in the concours and the new ones.
        let all: Vec<&super::header::Team> =
            self.teams().map(|t| &self.header.teams[t]).chain(teams.iter().map(|(_, t)| t)).collect();
        super::header::check_distinct(&all)?;
        for (k, t) in teams {
            while self.joined.len() <= *k {
                self.header.teams.push(t.clone());
                self.joined.push(None);
                self.withdrawn.push(None);
            }
            self.header.teams[*k] = t.clone();
            self.joined[*k] = Some(from);
            self.withdrawn[*k] = None;
            self.header.order.push(*k);
        }
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
        if let Some(named) = s.teams.filter(|t| *t != table.teams) {
            // The points are in the order of the teams the line names: the table's, as drawn.
            let ids = |t: [usize; 2]| [self.header.id(t[0]), self.header.id(t[1])];
            return Err(P::ResultTeams { table: s.table, round: r.number, named: ids(named), at: ids(table.teams) });
        }
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
            if let Some(max) = self.most().filter(|m| p > *m) {
                let team = self.header.id(table.teams[k]);
                return Err(match (self.bound, self.header.length) {
                    (Some(b), Length::Hands(hands)) => {
                        P::AboveHands { team, points: p, hands, most: max, hand: b.hand }
                    }
                    (Some(b), Length::Target(target)) => {
                        P::AboveTarget { team, points: p, target, most: max, hand: b.hand }
                    }
                    (None, _) => P::TooLarge { team, points: p, max },
                });
            }
        }
        if let (Some(b), Length::Hands(hands)) = (self.bound, self.header.length) {
            // A hand gives the two teams together no more than its most.
            let most = b.hand.points() * i64::from(hands);
            let sum = s.points[0] + s.points[1];
            if sum > most {
                return Err(P::SumAboveHands { sum, hands, most, hand: b.hand });
            }
        }
        if s.from.is_some() {
            // A session's totals are the referee's: penalties and all.
            return Ok(());
        }
        if self.bound.is_some() {
            // Contract scoring: no sum to check, and so nothing for the counts to say.
            for (what, given) in [("belotes", i64::from(s.belotes)), ("capots", i64::from(s.capots)), ("held", s.held)]
            {
                if given != 0 {
                    return Err(P::NoCount { what });
                }
            }
        }
        match self.header.length {
            Length::Hands(h) => {
                if let Some(sum) = self.sum {
                    // The game's bounds: so many belotes a hand, one capot a hand, and what a
                    // litige holds in each hand that is not a capot (a capot is no litige).
                    let hands = i64::from(h);
                    let capots = i64::from(s.capots);
                    let most_held = sum.held_a_litige * (hands - capots.min(hands));
                    for (what, given, max) in [
                        ("belotes", i64::from(s.belotes), i64::from(sum.belotes_a_hand) * hands),
                        ("capots", capots, hands),
                        ("held", s.held, most_held),
                    ] {
                        if !(0..=max).contains(&given) {
                            return Err(P::Impossible { what, given, max });
                        }
                    }
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
                if best == t && self.bound.is_some_and(|b| b.target_exceed) {
                    return Err(P::TargetNotExceeded { target: t, best });
                }
                if s.points[0] == s.points[1] {
                    return Err(P::TargetTie { points: best });
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

    /// The most a team scores in a partie: everything a partie of H hands holds (a hand's
    /// points, and its belotes and capot); with a target, the target and a last hand's worth
    /// beyond it, twice over. (Without the game's arithmetic: 1,000 points a hand.)
    ///
    /// Where the totals follow from no sum (coinche), H times the most one hand scores; with a
    /// target T, T and twice that: no team is past T before the hand that passes it, unless
    /// both are, equal, and then the next hand ends the partie. None (no bound) where equal
    /// totals past the target can stay equal hand after hand.
    pub(crate) fn most(&self) -> Option<i64> {
        if let Some(b) = self.bound {
            let hand = b.hand.points();
            return match self.header.length {
                Length::Hands(h) => Some(hand * i64::from(h)),
                Length::Target(t) => b.ties_end.then(|| t + 2 * hand),
            };
        }
        let per_hand = self.sum.map(|s| s.per_hand + s.belote * i64::from(s.belotes_a_hand) + s.capot).unwrap_or(1000);
        Some(match self.header.length {
            Length::Hands(h) => per_hand * i64::from(h),
            Length::Target(t) => 2 * (t + per_hand),
        })
    }

    /// The rounds a withdrawal of `team` may start from: (earliest, latest).
    pub(crate) fn withdraw_rounds(&self) -> (u32, u32) {
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

/// A small concours for the unit tests: teams `A1+A2`, `B1+B2`, … (`n` of them), H hands of Belote
/// arithmetic, seeded order the teams' order.
#[cfg(test)]
pub(crate) fn sample(n: usize, hands: u32) -> Concours {
    use super::header::{ByePoints, Ranking, Team};
    let names = ["A", "B", "C", "D", "E", "F", "G", "H"];
    let teams: Vec<Team> =
        names[..n].iter().map(|x| Team { players: [format!("{x}1"), format!("{x}2")], name: None }).collect();
    let header = Header {
        format: 1,
        name: "Test".into(),
        ruleset: "belote-classic".into(),
        ruleset_sha256: None,
        ruleset_yaml: None,
        options: Default::default(),
        order: (0..n).collect(),
        teams,
        rounds: 4,
        length: Length::Hands(hands),
        pairing: super::pairing::Pairing::Swiss,
        ranking: Ranking::Points,
        bye_points: ByePoints::Half,
        seed: 1,
        lang: None,
        at: None,
        index: Default::default(),
    };
    let sum = Sum { per_hand: 162, belote: 20, capot: 90, belotes_a_hand: 1, held_a_litige: 91 };
    Concours::new(header, Arithmetic { sum: Some(sum), bound: None })
}

#[cfg(test)]
pub(crate) fn typed(round: u32, table: u32, points: [i64; 2], belotes: u32) -> Event {
    Event::Result(Score { round, table, teams: None, points, belotes, capots: 0, held: 0, hands: None, from: None })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_total_is_checked_by_the_partie_arithmetic() {
        let mut c = sample(4, 12);
        c.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1], [2, 3]], bye: None }), 2).unwrap();
        // 12 hands: 162 × 12 = 1944; one belote: 1964.
        assert!(c.apply(&typed(1, 1, [1000, 944], 0), 3).is_ok());
        let e = c.apply(&typed(1, 2, [1000, 944], 1), 4).unwrap_err();
        assert!(matches!(e, P::Sum { sum: 1944, expected: 1964, .. }), "{e:?}");
        assert!(c.apply(&typed(1, 2, [1000, 964], 1), 4).is_ok());
        // With a capot and 71 points held: 1944 + 90 − 71 = 1963.
        let mut c = sample(2, 12);
        c.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1]], bye: None }), 2).unwrap();
        let held = Event::Result(Score {
            round: 1,
            table: 1,
            teams: None,
            points: [1200, 763],
            belotes: 0,
            capots: 1,
            held: 71,
            hands: None,
            from: None,
        });
        assert!(c.apply(&held, 3).is_ok());
    }

    #[test]
    fn a_result_that_names_its_teams_names_its_table_s_in_the_draw_s_order() {
        let mut c = sample(5, 12);
        c.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1], [2, 3]], bye: Some(4) }), 2).unwrap();
        let named = |teams: [usize; 2]| {
            let Event::Result(s) = typed(1, 1, [1000, 944], 0) else { unreachable!() };
            Event::Result(Score { teams: Some(teams), ..s })
        };
        let at = ["A1+A2".to_string(), "B1+B2".to_string()];
        for wrong in [[1, 0], [0, 2], [4, 1]] {
            let ids = wrong.map(|t| c.header.id(t));
            assert_eq!(
                c.apply(&named(wrong), 3),
                Err(P::ResultTeams { table: 1, round: 1, named: ids, at: at.clone() }),
                "{wrong:?}"
            );
        }
        c.apply(&named([0, 1]), 3).unwrap();
    }

    #[test]
    fn a_draw_waits_for_the_results_and_a_result_for_its_table() {
        let mut c = sample(5, 12);
        c.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1], [2, 3]], bye: Some(4) }), 2).unwrap();
        let next = Event::Draw(Draw { round: 2, tables: vec![[0, 2], [1, 4]], bye: Some(3) });
        assert_eq!(c.apply(&next, 3), Err(P::ResultsMissing { round: 1, tables: vec![1, 2] }));
        assert_eq!(c.apply(&typed(1, 3, [1000, 944], 0), 3), Err(P::NoTable { table: 3, round: 1, tables: 2 }));
        c.apply(&typed(1, 1, [1000, 944], 0), 3).unwrap();
        assert_eq!(c.apply(&typed(1, 1, [1000, 944], 0), 4), Err(P::HasResult { table: 1, round: 1, line: 3 }));
        assert_eq!(c.apply(&next, 4), Err(P::ResultsMissing { round: 1, tables: vec![2] }));
        c.apply(&typed(1, 2, [900, 1044], 0), 4).unwrap();
        // A draw that leaves a team out is no draw.
        let short = Event::Draw(Draw { round: 2, tables: vec![[0, 2], [1, 4]], bye: None });
        assert_eq!(c.apply(&short, 5), Err(P::DrawTeams { round: 2 }));
        c.apply(&next, 5).unwrap();
    }

    #[test]
    fn a_late_team_plays_from_the_next_round_or_the_round_drawn_again() {
        use crate::concours::header::Team;
        let zoe = || vec![(4, Team { players: ["Zoe".into(), "Max".into()], name: None })];
        let mut c = sample(4, 12);
        c.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1], [2, 3]], bye: None }), 2).unwrap();
        // From the next round to draw, and no other.
        assert_eq!(c.apply(&Event::Add { teams: zoe(), from_round: 1 }, 3), Err(P::AddRound { given: 1, next: 2 }));
        c.apply(&Event::Add { teams: zoe(), from_round: 2 }, 3).unwrap();
        assert!(!c.plays(4, 1) && c.plays(4, 2) && c.missed(4, 1));
        // Round 1 drawn again: it seats the late team, which then misses no round.
        let again = Draw { round: 1, tables: vec![[0, 2], [1, 3]], bye: None };
        assert_eq!(c.apply(&Event::Redraw { draw: again, seed: 2 }, 4), Err(P::DrawTeams { round: 1 }));
        let again = Draw { round: 1, tables: vec![[0, 2], [1, 3]], bye: Some(4) };
        c.apply(&Event::Redraw { draw: again, seed: 2 }, 4).unwrap();
        assert!(c.plays(4, 1) && !c.missed(4, 1));
        assert_eq!((c.drawn(), c.rounds[0].line, c.rounds[0].seed), (1, 4, 2));
        // Not once a result of the round is in.
        c.apply(&typed(1, 1, [1000, 944], 0), 5).unwrap();
        let once_more = Draw { round: 1, tables: vec![[0, 3], [1, 2]], bye: Some(4) };
        assert_eq!(
            c.apply(&Event::Redraw { draw: once_more, seed: 3 }, 6),
            Err(P::RedrawResult { round: 1, table: 1, line: 5 })
        );
        // A team already in, a player already in.
        let twice = vec![(5, Team { players: ["max".into(), "zoe".into()], name: None })];
        assert_eq!(
            c.apply(&Event::Add { teams: twice, from_round: 2 }, 6),
            Err(P::TeamTwice { team: "max+zoe".into() })
        );
    }

    #[test]
    fn a_withdrawal_from_the_round_in_play_leaves_its_table_without_a_partie() {
        let mut c = sample(4, 12);
        c.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1], [2, 3]], bye: None }), 2).unwrap();
        c.apply(&typed(1, 1, [1000, 944], 0), 3).unwrap();
        assert_eq!(
            c.apply(&Event::Withdraw { team: 0, from_round: 1 }, 4),
            Err(P::WithdrawPlayed { team: "A1+A2".into(), round: 1, table: 1 })
        );
        c.apply(&Event::Withdraw { team: 3, from_round: 1 }, 4).unwrap();
        assert!(c.awaited().is_empty());
        assert_eq!(c.apply(&typed(1, 2, [1000, 944], 0), 5), Err(P::Forfeited { table: 2, team: "D1+D2".into() }));
        assert_eq!(c.playing(2), vec![0, 1, 2]);
    }
}
