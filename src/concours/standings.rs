//! The standings: each team's points, parties won, best partie, difference and points against,
//! ranked by the concours's ranking with every tie-break down to the seeded order.
//!
//! - They are the standings after round k, the last complete round (every result in): nothing of
//!   the round in play counts before its round is complete, neither its results nor its byes nor
//!   its walkovers, so that the ranking is never one of teams that have played a round against
//!   teams that have not. The round in play is shown apart ([`in_play`]).
//!
//! - A partie counts for both teams: its points for one are the other's against; the higher total
//!   wins it (a drawn partie is half a win each).
//! - A bye (and a partie whose opponent withdrew, and a round a late team did not play) scores
//!   half a partie, the team's average or nothing (`bye_points`): points against equal to points
//!   for (difference 0), a partie won, never the best partie.

use super::header::{ByePoints, Length, Ranking};
use super::state::Concours;
use std::cmp::Ordering;

/// A team's line in the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Line {
    pub(crate) rank: u32,
    pub(crate) team: usize,
    pub(crate) points: i64,
    /// Parties won, in halves (a drawn partie is one half).
    pub(crate) won_halves: u32,
    /// The best single partie (0 before any).
    pub(crate) best: i64,
    pub(crate) difference: i64,
    pub(crate) against: i64,
    /// Parties played at a table.
    pub(crate) played: u32,
    /// Byes of its own.
    pub(crate) byes: u32,
    /// Parties its opponent withdrew from, scored as a bye.
    pub(crate) walkovers: u32,
    /// The rounds of its own byes, and of its walkovers.
    pub(crate) bye_rounds: Vec<u32>,
    pub(crate) walkover_rounds: Vec<u32>,
    /// The rounds a late team did not play before it joined, scored as byes (not its own).
    pub(crate) missed_rounds: Vec<u32>,
    /// The round from which the team plays (1 for a registered team).
    pub(crate) joined: u32,
    /// The round from which the team withdrew.
    pub(crate) withdrawn: Option<u32>,
}

impl Line {
    pub(crate) fn won(&self) -> f64 {
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
    byes: Vec<u32>,
    walkovers: Vec<u32>,
    missed: Vec<u32>,
    /// (round, points) of each partie played.
    parties: Vec<(u32, i64)>,
}

/// Half a partie: half the points of H hands, or half the target. Where contracts are bid with
/// a value (coinche), half the card points of H hands (81 × H), as at Belote: no contract
/// counted.
pub(crate) fn half_partie(c: &Concours) -> i64 {
    match c.header.length {
        Length::Hands(h) => {
            let per_hand = c.sum.map(|s| s.per_hand).or(c.bound.map(|b| b.cards)).unwrap_or(0);
            per_hand * i64::from(h) / 2
        }
        // Half the target (T/2 in whole points: 250 for 501).
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

/// The rounds whose results are all in (every round but the round in play).
pub(crate) fn complete(c: &Concours) -> u32 {
    match c.awaited().is_empty() {
        true => c.drawn(),
        false => c.drawn() - 1,
    }
}

/// The round in play: the last round drawn while a result of it is awaited.
pub(crate) fn in_play(c: &Concours) -> Option<&super::state::Round> {
    c.current().filter(|_| !c.awaited().is_empty())
}

/// The standings after the last complete round ([`complete`]), best first.
pub(crate) fn standings(c: &Concours) -> Vec<Line> {
    let n = c.header.teams.len();
    let mut t = vec![Tally::default(); n];
    for r in &c.rounds[..complete(c) as usize] {
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
        // A bye of its own (none for a team that withdrew from that round), a partie whose
        // opponent withdrew, and a round a late team did not play.
        #[derive(PartialEq)]
        enum Why {
            Own,
            Walkover,
            Missed,
        }
        let mut byes: Vec<(usize, Why)> =
            r.bye.filter(|&b| c.plays(b, r.number)).map(|b| (b, Why::Own)).into_iter().collect();
        for table in &r.tables {
            if let Some(gone) = c.forfeit(r, table) {
                let other = if table.teams[0] == gone { table.teams[1] } else { table.teams[0] };
                if c.plays(other, r.number) {
                    byes.push((other, Why::Walkover));
                }
            }
        }
        byes.extend(c.teams().filter(|&k| c.missed(k, r.number)).map(|k| (k, Why::Missed)));
        for (b, why) in byes {
            let score = bye_score(c, &t[b].parties, r.number);
            let x = &mut t[b];
            x.points += score;
            x.against += score;
            x.won_halves += 2;
            match why {
                Why::Own => x.byes.push(r.number),
                Why::Walkover => x.walkovers.push(r.number),
                Why::Missed => x.missed.push(r.number),
            }
        }
    }
    let mut lines: Vec<Line> = c
        .teams()
        .map(|k| Line {
            rank: 0,
            team: k,
            points: t[k].points,
            won_halves: t[k].won_halves,
            best: t[k].best,
            difference: t[k].points - t[k].against,
            against: t[k].against,
            played: t[k].played,
            byes: t[k].byes.len() as u32,
            walkovers: t[k].walkovers.len() as u32,
            bye_rounds: t[k].byes.clone(),
            walkover_rounds: t[k].walkovers.clone(),
            missed_rounds: t[k].missed.clone(),
            joined: c.joined[k].unwrap_or(1),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::concours::event::{Draw, Event};
    use crate::concours::state::{sample, typed};

    fn line(lines: &[Line], team: usize) -> &Line {
        lines.iter().find(|l| l.team == team).unwrap()
    }

    #[test]
    fn parties_byes_and_the_tie_breaks_rank_as_the_rules_say() {
        // A, B, C; 12 hands: a partie's totals add up to 1944, half a partie is 972.
        let mut c = sample(3, 12);
        c.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1]], bye: Some(2) }), 2).unwrap();
        c.apply(&typed(1, 1, [1000, 944], 0), 3).unwrap();
        let s = standings(&c);
        // A 1000 (won, best 1000, +56, 944 against); C 972 (bye: won, best 0, difference 0); B 944.
        assert_eq!(s.iter().map(|l| l.team).collect::<Vec<_>>(), vec![0, 2, 1]);
        let c_ = line(&s, 2);
        assert_eq!((c_.points, c_.won_halves, c_.best, c_.difference, c_.against, c_.byes), (972, 2, 0, 0, 972, 1));
        let a = line(&s, 0);
        assert_eq!((a.points, a.won_halves, a.best, a.difference, a.against), (1000, 2, 1000, 56, 944));
        // Round 2: B and C draw 972–972; A has the bye.
        c.apply(&Event::Draw(Draw { round: 2, tables: vec![[1, 2]], bye: Some(0) }), 4).unwrap();
        c.apply(&typed(2, 1, [972, 972], 0), 5).unwrap();
        let s = standings(&c);
        // A 1972 (2 won); C 1944 (1.5 won, best 972); B 1916 (0.5 won).
        assert_eq!(
            s.iter().map(|l| (l.team, l.points, l.won_halves)).collect::<Vec<_>>(),
            vec![(0, 1972, 4), (2, 1944, 3), (1, 1916, 1)]
        );
        // Ranked by wins first, the same order here; with an average bye A's is its mean, 1000.
        c.header.bye_points = ByePoints::Average;
        assert_eq!(line(&standings(&c), 0).points, 2000);
        // C had its bye in round 1, before any partie: half a partie.
        assert_eq!(line(&standings(&c), 2).points, 1944);
        c.header.bye_points = ByePoints::Zero;
        assert_eq!(line(&standings(&c), 0).points, 1000);
        assert_eq!(line(&standings(&c), 0).against, 944);
    }

    #[test]
    fn equal_teams_are_told_apart_by_wins_best_difference_against_then_the_seeded_order() {
        let mut c = sample(4, 12);
        c.header.order = vec![3, 2, 1, 0];
        c.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1], [2, 3]], bye: None }), 2).unwrap();
        // Two drawn parties: four teams on 972, won 0.5, best 972, difference 0, against 972.
        c.apply(&typed(1, 1, [972, 972], 0), 3).unwrap();
        c.apply(&typed(1, 2, [972, 972], 0), 4).unwrap();
        assert_eq!(standings(&c).iter().map(|l| l.team).collect::<Vec<_>>(), vec![3, 2, 1, 0]);
        // Ranked by wins: a team with fewer points but a win goes first.
        let mut c = sample(4, 12);
        c.header.ranking = Ranking::Wins;
        c.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1], [2, 3]], bye: None }), 2).unwrap();
        c.apply(&typed(1, 1, [1500, 444], 0), 3).unwrap();
        c.apply(&typed(1, 2, [973, 971], 0), 4).unwrap();
        assert_eq!(standings(&c).iter().map(|l| l.team).collect::<Vec<_>>(), vec![0, 2, 3, 1]);
        c.header.ranking = Ranking::Points;
        assert_eq!(standings(&c).iter().map(|l| l.team).collect::<Vec<_>>(), vec![0, 2, 3, 1]);
    }

    #[test]
    fn a_partie_the_opponent_withdrew_from_scores_as_a_bye_but_is_not_the_teams_own() {
        let mut c = sample(4, 12);
        c.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1], [2, 3]], bye: None }), 2).unwrap();
        c.apply(&Event::Withdraw { team: 1, from_round: 1 }, 3).unwrap();
        c.apply(&typed(1, 2, [1000, 944], 0), 4).unwrap();
        let s = standings(&c);
        let a = line(&s, 0);
        assert_eq!((a.points, a.won_halves, a.against, a.byes, a.walkovers, a.played), (972, 2, 972, 0, 1, 0));
        assert_eq!(line(&s, 1).points, 0);
        assert_eq!(line(&s, 1).withdrawn, Some(1));
    }

    #[test]
    fn nothing_of_the_round_in_play_counts_before_it_is_complete() {
        let mut c = sample(3, 12);
        c.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1]], bye: Some(2) }), 2).unwrap();
        // Round 1 in play: its bye does not count yet.
        assert_eq!((complete(&c), in_play(&c).map(|r| r.number)), (0, Some(1)));
        assert_eq!(line(&standings(&c), 2).points, 0);
        c.apply(&typed(1, 1, [1000, 944], 0), 3).unwrap();
        assert_eq!((complete(&c), in_play(&c).map(|r| r.number)), (1, None));
        assert_eq!(line(&standings(&c), 2).points, 972);
        // Round 2: B (944) has the bye; its 972 wait for the round, as the result of A and C.
        c.apply(&Event::Draw(Draw { round: 2, tables: vec![[0, 2]], bye: Some(1) }), 4).unwrap();
        let during = standings(&c);
        assert_eq!(line(&during, 1).points, 944);
        assert_eq!(line(&during, 1).bye_rounds, Vec::<u32>::new());
        c.apply(&typed(2, 1, [900, 1044], 0), 5).unwrap();
        let after = standings(&c);
        assert_eq!((line(&after, 1).points, line(&after, 1).bye_rounds.clone()), (944 + 972, vec![2]));
        assert_eq!(line(&after, 2).bye_rounds, vec![1]);
    }

    #[test]
    fn a_team_that_withdraws_from_the_round_of_its_bye_scores_no_bye() {
        let mut c = sample(3, 12);
        c.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1]], bye: Some(2) }), 2).unwrap();
        c.apply(&Event::Withdraw { team: 2, from_round: 1 }, 3).unwrap();
        let s = standings(&c);
        assert_eq!((line(&s, 2).points, line(&s, 2).byes), (0, 0));
    }
}
