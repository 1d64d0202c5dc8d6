//! The standings: each team's points, parties won, best partie, difference and points against,
//! ranked by the concours's ranking with every tie-break down to the seeded order.
//!
//! - A partie counts for both teams: its points for one are the other's against; the higher total
//!   wins it (a drawn partie is half a win each).
//! - A bye (and a partie whose opponent withdrew) scores half a partie, the team's average or
//!   nothing (`bye_points`): points against equal to points for (difference 0), a partie won,
//!   never the best partie.

use super::header::{ByePoints, Length, Ranking};
use super::state::Concours;
use std::cmp::Ordering;

/// A team's line in the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub rank: u32,
    pub team: usize,
    pub points: i64,
    /// Parties won, in halves (a drawn partie is one half).
    pub won_halves: u32,
    /// The best single partie (0 before any).
    pub best: i64,
    pub difference: i64,
    pub against: i64,
    /// Parties played at a table.
    pub played: u32,
    /// Byes scored (its own, and a withdrawn opponent's partie).
    pub byes: u32,
    /// The round from which the team withdrew.
    pub withdrawn: Option<u32>,
}

impl Line {
    pub fn won(&self) -> f64 {
        f64::from(self.won_halves) / 2.0
    }
}

#[derive(Default, Clone)]
struct Tally {
    points: i64,
    won_halves: u32,
    best: i64,
    against: i64,
    played: u32,
    byes: u32,
    /// (round, points) of each partie played.
    parties: Vec<(u32, i64)>,
}

/// Half a partie: half the points of H hands, or half the target.
pub fn half_partie(c: &Concours) -> i64 {
    match c.header.length {
        Length::Hands(h) => c.sum.map(|s| s.per_hand).unwrap_or(0) * i64::from(h) / 2,
        Length::Target(t) => t / 2,
    }
}

/// What a bye in round `round` scores for a team whose parties so far are `parties`:
/// half a partie; its own mean over the parties it played before that round (rounded to the
/// nearest point, halves up; half a partie when it played none); or nothing.
fn bye_score(c: &Concours, parties: &[(u32, i64)], round: u32) -> i64 {
    match c.header.bye_points {
        ByePoints::Half => half_partie(c),
        ByePoints::Zero => 0,
        ByePoints::Average => {
            let before: Vec<i64> = parties.iter().filter(|(r, _)| *r < round).map(|(_, p)| *p).collect();
            if before.is_empty() {
                half_partie(c)
            } else {
                let n = before.len() as i64;
                (2 * before.iter().sum::<i64>() + n).div_euclid(2 * n)
            }
        }
    }
}

/// The standings after every result in force, best first.
pub fn standings(c: &Concours) -> Vec<Line> {
    let n = c.header.teams.len();
    let mut t = vec![Tally::default(); n];
    for r in &c.rounds {
        // Parties first: a bye's average is over the parties played before its round.
        for table in &r.tables {
            let Some((s, _)) = &table.result else { continue };
            let [a, b] = table.teams;
            for (me, them, k) in [(a, b, 0), (b, a, 1)] {
                let (mine, theirs) = (s.points[k], s.points[1 - k]);
                let x = &mut t[me];
                x.points += mine;
                x.against += theirs;
                x.played += 1;
                x.best = x.best.max(mine);
                x.parties.push((r.number, mine));
                x.won_halves += match mine.cmp(&theirs) {
                    Ordering::Greater => 2,
                    Ordering::Equal => 1,
                    Ordering::Less => 0,
                };
                let _ = them;
            }
        }
        let mut byes: Vec<usize> = r.bye.into_iter().collect();
        for table in &r.tables {
            if let Some(gone) = c.forfeit(r, table) {
                let other = if table.teams[0] == gone { table.teams[1] } else { table.teams[0] };
                if c.plays(other, r.number) {
                    byes.push(other);
                }
            }
        }
        for b in byes {
            let score = bye_score(c, &t[b].parties, r.number);
            let x = &mut t[b];
            x.points += score;
            x.against += score;
            x.won_halves += 2;
            x.byes += 1;
        }
    }
    let mut lines: Vec<Line> = (0..n)
        .map(|k| Line {
            rank: 0,
            team: k,
            points: t[k].points,
            won_halves: t[k].won_halves,
            best: t[k].best,
            difference: t[k].points - t[k].against,
            against: t[k].against,
            played: t[k].played,
            byes: t[k].byes,
            withdrawn: c.withdrawn[k],
        })
        .collect();
    let mut seeded = vec![0; n];
    for (pos, &team) in c.header.order.iter().enumerate() {
        seeded[team] = pos;
    }
    let ranking = c.header.ranking;
    lines.sort_by(|x, y| {
        let first = match ranking {
            Ranking::Points => y.points.cmp(&x.points).then(y.won_halves.cmp(&x.won_halves)),
            Ranking::Wins => y.won_halves.cmp(&x.won_halves).then(y.points.cmp(&x.points)),
        };
        first
            .then(y.best.cmp(&x.best))
            .then(y.difference.cmp(&x.difference))
            .then(x.against.cmp(&y.against))
            .then(seeded[x.team].cmp(&seeded[y.team]))
    });
    for (k, l) in lines.iter_mut().enumerate() {
        l.rank = k as u32 + 1;
    }
    lines
}
