/*!
The draw of a concours round, and the judgement of a recorded one: pure functions of the
[`Situation`] (who plays, who met whom and when, who had a bye, the seed). Teams are indices
`0..entrants` in the order the concours registered them. No sentences here: a [`Breach`] is data.

# The rules (RULES.md, Concours; where it is silent, decided here)
- **Bye** (`swiss`, `random`): with an odd number of teams playing, the lowest-ranked team (the
  last of `standing`) that has not had a bye of its own; when all have had one, the
  lowest-ranked team. The others are paired.
- **Round 1** (`swiss`, `random`): a seeded random draw: the teams other than the bye are
  shuffled by a generator seeded from the concours's seed and the round, and paired in that
  order (the first two at table 1, …). `check` accepts any pairing in round 1 (only the
  teams and the bye are judged), since no standings exist yet.
- **`swiss`** from round 2: a perfect matching of the teams minimising, lexicographically,
  ([`Cost`]) the number of pairs that have met before, then the sum over those pairs of the
  round they last met (an older rematch is better than a recent one), then the sum of the
  squared distances in the standings (positions in `standing`) of paired teams, so that 1-2,
  3-4 beats 1-4, 2-3 and a forced split stays local. The whole round is searched (an exact
  minimum-cost perfect matching, `super::matching`). Each table lists its better-ranked team
  first; tables are numbered by their better-ranked team: table 1 holds the best-placed pair.
  Equal costs are broken by the matching's fixed order: the same situation gives the same draw.
  `check` accepts any draw of the same cost with its tables in that order.
- **`random`** from round 2: the fewest rematches, then a seeded random weight per pair (the
  generator of the round); tables numbered by their better-ranked team, as `swiss`. `check`
  judges the teams, the bye and the number of rematches (the fewest possible).
- **`rotation`**: the round-robin schedule of `super::rotation` over `order` (the seeded
  order of all entrants); it decides the byes. Teams whose scheduled opponent does not play
  (withdrawn) are paired among themselves by the `swiss` objective (fewest rematches, then
  the oldest, then the closest in the standings), their tables after the schedule's, numbered
  by their better-ranked team; if one of them is left over, it takes the scheduled bye's
  place when the schedule has none (the lowest-ranked of them without a bye, as above), and
  otherwise the team with the scheduled bye plays it instead, so a round has one bye at most.
  Withdrawals break the round robin: when that draw has more rematches than a pairing of the
  same teams needs, they are paired again by the fewest rematches, then the most tables of the
  schedule (kept first, in its order), then the `swiss` objective; the bye stays. `check` wants
  exactly the draw this gives (the order of the two teams of a table aside).
- **Rematches**, under every method: nobody meets twice while it can be avoided. `check` finds
  a draw with more rematches than the fewest any pairing of the teams at its tables has (the
  bye being the method's) a breach before it judges the method's own rule.
*/

use super::matching::min_cost_perfect;
use super::rotation;
use crate::games::bot::Rng;
use std::collections::HashMap;

/// How the rounds are paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Pairing {
    Swiss,
    Rotation,
    Random,
}

/// Everything a draw depends on.
#[derive(Debug, Clone, Copy)]
#[doc(hidden)]
pub struct Situation<'a> {
    /// The round being drawn, 1-based.
    pub round: u32,
    /// Teams registered (0..entrants).
    pub entrants: usize,
    /// The teams that play this round (not withdrawn), best first by the standings (round 1:
    /// the concours's seeded order).
    pub standing: &'a [usize],
    /// Every table drawn in earlier rounds: (team, team, round).
    pub met: &'a [(usize, usize, u32)],
    /// Teams that have had a bye of their own.
    pub had_bye: &'a [usize],
    /// The seeded order of all entrants (drawn at `new`): rotation's places.
    pub order: &'a [usize],
    /// The concours's seed.
    pub seed: u64,
    pub pairing: Pairing,
}

/// A round's draw: `tables[0]` is table 1.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct Drawn {
    pub tables: Vec<[usize; 2]>,
    pub bye: Option<usize>,
}

/// What the swiss draw minimises, compared in this order (the derived order is lexicographic).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
#[doc(hidden)]
pub struct Cost {
    /// Tables whose two teams have met before.
    pub rematches: u64,
    /// The sum, over those tables, of the round the two teams last met.
    pub(crate) recency: u64,
    /// The place in the standings of the best-placed team's opponent (0 is first): table 1
    /// holds the two best teams that may meet.
    pub(crate) top: u64,
    /// The sum over the tables of the squared distance of the two teams in the standings.
    pub distance: u64,
}

/// The first way a recorded draw breaks the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum Breach {
    /// A team that plays this round is neither at a table nor on the bye.
    Missing { team: usize },
    /// A team at two places (two tables, a table and the bye, or both seats of a table).
    Twice { team: usize },
    /// A registered team that does not play this round (withdrawn) is drawn.
    NotPlaying { team: usize },
    /// A team that is not registered is drawn.
    Unknown { team: usize },
    /// The bye is not the one the rule gives.
    WrongBye { expected: Option<usize>, got: Option<usize> },
    /// More rematches than the fewest possible.
    Rematches { drawn: u64, fewest: u64 },
    /// As few rematches as possible, but more recent ones than needed ([`Cost::recency`]).
    Recency { drawn: u64, least: u64 },
    /// Table 1 does not hold the two best teams that may meet: the best-placed team plays
    /// `drawn`, where it may play `expected` (placed higher) with as few and as old rematches.
    TopPair { team: usize, drawn: usize, expected: usize },
    /// Pairs farther apart in the standings than needed ([`Cost::distance`]).
    Distance { drawn: u64, least: u64 },
    /// This table (1-based) holds a better-placed pair than the table before it.
    OutOfOrder { table: usize },
    /// This table (1-based) is not the rotation's schedule (a table count that differs names
    /// the first table one draw has and the other lacks).
    NotSchedule { table: usize },
}

/// The draw of the round.
#[doc(hidden)]
pub fn draw(s: &Situation) -> Drawn {
    match s.pairing {
        Pairing::Rotation => draw_rotation(s),
        Pairing::Swiss | Pairing::Random => {
            let bye = bye_of(s.standing, s.had_bye);
            let players = without(s.standing, bye);
            let tables = if s.round <= 1 {
                first_round(&players, &mut round_rng(s))
            } else if s.pairing == Pairing::Swiss {
                swiss(s, &players)
            } else {
                random_later(s, &players)
            };
            Drawn { tables, bye }
        }
    }
}

/// Whether a recorded draw obeys the rules: Ok, or the first way it breaks them (the teams
/// first, then the bye, then the rematches: under every method, no more than the teams at the
/// tables must have; then the pairing's own rule).
#[doc(hidden)]
pub fn check(s: &Situation, d: &Drawn) -> Result<(), Breach> {
    teams_once(s, d)?;
    let rotation = (s.pairing == Pairing::Rotation).then(|| draw_rotation(s));
    let bye = match &rotation {
        Some(want) => want.bye,
        None => bye_of(s.standing, s.had_bye),
    };
    if bye != d.bye {
        return Err(Breach::WrongBye { expected: bye, got: d.bye });
    }
    let players = without(s.standing, bye);
    let got = cost(s, &d.tables);
    let best = (s.pairing == Pairing::Swiss && s.round > 1).then(|| cost(s, &swiss(s, &players)));
    let fewest = match best {
        Some(b) => b.rematches,
        None => fewest_rematches(s, &players),
    };
    if got.rematches > fewest {
        return Err(Breach::Rematches { drawn: got.rematches, fewest });
    }
    if let Some(want) = rotation {
        let same = |a: [usize; 2], b: [usize; 2]| a == b || a == [b[1], b[0]];
        let n = want.tables.len().max(d.tables.len());
        for k in 0..n {
            match (want.tables.get(k), d.tables.get(k)) {
                (Some(&a), Some(&b)) if same(a, b) => {}
                _ => return Err(Breach::NotSchedule { table: k + 1 }),
            }
        }
        return Ok(());
    }
    // Random judges the teams, the bye and the rematches only; round 1 is drawn at random.
    let Some(best) = best else { return Ok(()) };
    if got.rematches == best.rematches && got.recency > best.recency {
        return Err(Breach::Recency { drawn: got.recency, least: best.recency });
    }
    if (got.rematches, got.recency) == (best.rematches, best.recency) && got.top > best.top {
        let partner = |tables: &[[usize; 2]]| {
            let top = players.first().copied().unwrap_or(0);
            let t = tables.iter().find(|t| t.contains(&top)).copied().unwrap_or([top, top]);
            (top, if t[0] == top { t[1] } else { t[0] })
        };
        let (team, drawn) = partner(&d.tables);
        let (_, expected) = partner(&swiss(s, &players));
        return Err(Breach::TopPair { team, drawn, expected });
    }
    if (got.rematches, got.recency, got.top) == (best.rematches, best.recency, best.top) && got.distance > best.distance
    {
        return Err(Breach::Distance { drawn: got.distance, least: best.distance });
    }
    let ranks = ranks(s.standing);
    let better = |t: &[usize; 2]| t.iter().map(|x| ranks.get(x).copied().unwrap_or(usize::MAX)).min();
    for k in 1..d.tables.len() {
        if better(&d.tables[k]) < better(&d.tables[k - 1]) {
            return Err(Breach::OutOfOrder { table: k + 1 });
        }
    }
    Ok(())
}

/// Every team of `standing` exactly once (at a table or on the bye), and no other team.
fn teams_once(s: &Situation, d: &Drawn) -> Result<(), Breach> {
    let plays = ranks(s.standing);
    let mut seen = vec![false; s.standing.len()];
    for &team in d.tables.iter().flatten().chain(d.bye.iter()) {
        match plays.get(&team) {
            None if team < s.entrants => return Err(Breach::NotPlaying { team }),
            None => return Err(Breach::Unknown { team }),
            Some(&i) if seen[i] => return Err(Breach::Twice { team }),
            Some(&i) => seen[i] = true,
        }
    }
    match seen.iter().position(|&x| !x) {
        Some(i) => Err(Breach::Missing { team: s.standing[i] }),
        None => Ok(()),
    }
}

/// The objective of `tables` in the situation (ranks are positions in `standing`; a team not
/// in it counts as last).
#[doc(hidden)]
pub fn cost(s: &Situation, tables: &[[usize; 2]]) -> Cost {
    let ranks = ranks(s.standing);
    let mut last: HashMap<(usize, usize), u32> = HashMap::new();
    for &(a, b, r) in s.met {
        let e = last.entry((a.min(b), a.max(b))).or_insert(r);
        *e = (*e).max(r);
    }
    let mut c = Cost::default();
    // The best place at a table: the best-placed team that plays.
    let best = tables.iter().flatten().map(|t| ranks.get(t).copied().unwrap_or(s.standing.len())).min().unwrap_or(0);
    for &[a, b] in tables {
        if let Some(&r) = last.get(&(a.min(b), a.max(b))) {
            c.rematches += 1;
            c.recency += u64::from(r);
        }
        let (ra, rb) =
            (ranks.get(&a).copied().unwrap_or(s.standing.len()), ranks.get(&b).copied().unwrap_or(s.standing.len()));
        let gap = ra.abs_diff(rb) as u64;
        c.distance = c.distance.saturating_add(gap * gap);
        if ra.min(rb) == best {
            c.top = ra.max(rb) as u64;
        }
    }
    c
}

/// The bye of `swiss` and `random`: with an odd number of teams, the lowest-ranked one that has
/// not had a bye, else the lowest-ranked.
pub(crate) fn bye_of(standing: &[usize], had_bye: &[usize]) -> Option<usize> {
    if standing.len().is_multiple_of(2) {
        return None;
    }
    standing.iter().rev().find(|t| !had_bye.contains(t)).or(standing.last()).copied()
}

/// `teams` without (the last place of) `bye`.
fn without(teams: &[usize], bye: Option<usize>) -> Vec<usize> {
    let mut out = teams.to_vec();
    if let Some(pos) = bye.and_then(|b| out.iter().rposition(|&t| t == b)) {
        out.remove(pos);
    }
    out
}

/// Each team's position in the standings (its first one).
fn ranks(standing: &[usize]) -> HashMap<usize, usize> {
    let mut out = HashMap::with_capacity(standing.len());
    for (i, &t) in standing.iter().enumerate() {
        out.entry(t).or_insert(i);
    }
    out
}

/// The generator of a round: the same seed and round, the same numbers.
fn round_rng(s: &Situation) -> Rng {
    Rng::new(Rng::new(s.seed ^ u64::from(s.round).rotate_left(32)).next_u64())
}

/// Round 1: the teams shuffled, then paired in that order.
fn first_round(players: &[usize], rng: &mut Rng) -> Vec<[usize; 2]> {
    let mut v = players.to_vec();
    rng.shuffle(&mut v);
    v.chunks_exact(2).map(|p| [p[0], p[1]]).collect()
}

/// For the teams `teams` (in standings order): the round each pair last met (0: never), by
/// local index `i * n + j`.
fn last_met(s: &Situation, teams: &[usize]) -> Vec<u32> {
    let n = teams.len();
    let local: HashMap<usize, usize> = teams.iter().enumerate().map(|(i, &t)| (t, i)).collect();
    let mut last = vec![0u32; n * n];
    for &(a, b, r) in s.met {
        if let (Some(&i), Some(&j)) = (local.get(&a), local.get(&b)) {
            if i != j {
                let r = r.max(1);
                last[i * n + j] = last[i * n + j].max(r);
                last[j * n + i] = last[j * n + i].max(r);
            }
        }
    }
    last
}

/// One cost per pair from parts compared lexicographically (most significant first): each part
/// is scaled above the largest sum the parts after it can reach over a whole matching.
fn lexicographic(n: usize, parts: &[Vec<u64>]) -> Vec<i128> {
    let mut out = vec![0i128; n * n];
    let mut scale: i128 = 1;
    for part in parts.iter().rev() {
        let mut max = 0i128;
        for (o, &x) in out.iter_mut().zip(part) {
            *o = o.saturating_add(scale.saturating_mul(i128::from(x)));
            max = max.max(i128::from(x));
        }
        scale = scale.saturating_mul(max.saturating_mul((n / 2) as i128).saturating_add(1));
    }
    out
}

/// The pairs of `teams` (standings order) matched at the least cost, as tables: better-ranked
/// team first, tables by their better-ranked team.
fn matched(teams: &[usize], cost: &[i128]) -> Vec<[usize; 2]> {
    let n = teams.len();
    matched_by(teams, |i, j| cost[i * n + j])
}

/// [`matched`] under a cost asked pair by pair (local indices, `i < j`).
fn matched_by(teams: &[usize], cost: impl Fn(usize, usize) -> i128) -> Vec<[usize; 2]> {
    let mut pairs = min_cost_perfect(teams.len(), cost);
    pairs.sort_unstable();
    pairs.into_iter().map(|[i, j]| [teams[i], teams[j]]).collect()
}

/// The swiss objective's cost of each pair of `teams`, worked out when asked: the numbers
/// `lexicographic(n, &swiss_parts(s, teams))` holds, without its five tables of `n²` numbers
/// (the draw of a round of 400 teams made and filled 8 MB of them).
struct SwissCost {
    n: usize,
    last: Vec<u32>,
    rank: Vec<usize>,
    first: Option<usize>,
    /// Each part's scale, as [`lexicographic`] works them out: rematch, recency, top, distance.
    scale: [i128; 4],
}

impl SwissCost {
    fn new(s: &Situation, teams: &[usize]) -> SwissCost {
        let n = teams.len();
        let last = last_met(s, teams);
        let ranks = ranks(s.standing);
        let rank: Vec<usize> = teams.iter().map(|t| ranks.get(t).copied().unwrap_or(s.standing.len())).collect();
        let first = (0..n).min_by_key(|&i| rank[i]);
        // The largest value of each part over every (i, j), as swiss_parts fills them.
        let latest = last.iter().copied().max().unwrap_or(0);
        let (lo, hi) = (rank.iter().min().copied().unwrap_or(0), rank.iter().max().copied().unwrap_or(0));
        let gap = hi.abs_diff(lo) as u64;
        let top = if first.is_some() { hi as u64 } else { 0 };
        let max = [u64::from(latest > 0), u64::from(latest), top, gap.saturating_mul(gap)];
        let mut scale = [0i128; 4];
        let mut next: i128 = 1;
        for k in (0..4).rev() {
            scale[k] = next;
            next = next.saturating_mul(i128::from(max[k]).saturating_mul((n / 2) as i128).saturating_add(1));
        }
        SwissCost { n, last, rank, first, scale }
    }

    /// The cost of the pair (i, j), as [`lexicographic`] adds it up (distance first).
    fn cost(&self, i: usize, j: usize) -> i128 {
        let k = i * self.n + j;
        let gap = self.rank[i].abs_diff(self.rank[j]) as u64;
        let top = if self.first == Some(i) {
            self.rank[j] as u64
        } else if self.first == Some(j) {
            self.rank[i] as u64
        } else {
            0
        };
        let parts = [u64::from(self.last[k] > 0), u64::from(self.last[k]), top, gap.saturating_mul(gap)];
        let mut out = 0i128;
        for p in (0..4).rev() {
            out = out.saturating_add(self.scale[p].saturating_mul(i128::from(parts[p])));
        }
        out
    }
}

/// The swiss objective's parts for the pairs of `teams` (in standings order).
fn swiss_parts(s: &Situation, teams: &[usize]) -> Vec<Vec<u64>> {
    let n = teams.len();
    let last = last_met(s, teams);
    let ranks = ranks(s.standing);
    let rank: Vec<usize> = teams.iter().map(|t| ranks.get(t).copied().unwrap_or(s.standing.len())).collect();
    let mut rematch = vec![0u64; n * n];
    let mut recency = vec![0u64; n * n];
    let mut distance = vec![0u64; n * n];
    // The best-placed team's opponent, by its place: exactly one table holds that team, so
    // the sum over a matching is its opponent's place (table 1 holds the two best teams that
    // may meet).
    let mut top = vec![0u64; n * n];
    let first = (0..n).min_by_key(|&i| rank[i]);
    for i in 0..n {
        for j in 0..n {
            let k = i * n + j;
            rematch[k] = u64::from(last[k] > 0);
            recency[k] = u64::from(last[k]);
            let gap = rank[i].abs_diff(rank[j]) as u64;
            distance[k] = gap.saturating_mul(gap);
            if first == Some(i) {
                top[k] = rank[j] as u64;
            } else if first == Some(j) {
                top[k] = rank[i] as u64;
            }
        }
    }
    vec![rematch, recency, top, distance]
}

/// `swiss` from round 2: the least [`Cost`] over every perfect matching.
fn swiss(s: &Situation, players: &[usize]) -> Vec<[usize; 2]> {
    let c = SwissCost::new(s, players);
    matched_by(players, |i, j| c.cost(i, j))
}

/// `random` from round 2: the fewest rematches, then seeded random weights.
fn random_later(s: &Situation, players: &[usize]) -> Vec<[usize; 2]> {
    let n = players.len();
    let mut parts = swiss_parts(s, players);
    parts.truncate(1);
    let mut rng = round_rng(s);
    let mut noise = vec![0u64; n * n];
    for i in 0..n {
        for j in i + 1..n {
            noise[i * n + j] = rng.below(1 << 20) as u64;
        }
    }
    parts.push(noise);
    matched(players, &lexicographic(n, &parts))
}

/// The fewest rematches any pairing of `players` can have (none before anyone has met: no
/// matching to search).
fn fewest_rematches(s: &Situation, players: &[usize]) -> u64 {
    if s.met.is_empty() {
        return 0;
    }
    let n = players.len();
    let mut parts = swiss_parts(s, players);
    parts.truncate(1);
    cost(s, &matched(players, &lexicographic(n, &parts))).rematches
}

/// `rotation`: the schedule, its withdrawn teams' opponents paired among themselves; when that
/// leaves more rematches than the round needs (withdrawals break the round robin), the teams at
/// the tables paired again with the fewest rematches, keeping as many of the schedule's tables
/// as those allow.
fn draw_rotation(s: &Situation) -> Drawn {
    let scheduled = schedule(s);
    let mut players: Vec<usize> = scheduled.tables.iter().flatten().copied().collect();
    let ranks = ranks(s.standing);
    players.sort_by_key(|t| ranks.get(t).copied());
    let rematches = cost(s, &scheduled.tables).rematches;
    if rematches == 0 || rematches <= fewest_rematches(s, &players) {
        return scheduled;
    }
    let round = rotation::round(s.order, s.round);
    let in_schedule = |a: usize, b: usize| round.tables.iter().any(|t| *t == [a, b] || *t == [b, a]);
    let n = players.len();
    let mut parts = swiss_parts(s, &players);
    let mut off = vec![0u64; n * n];
    for i in 0..n {
        for j in 0..n {
            off[i * n + j] = u64::from(!in_schedule(players[i], players[j]));
        }
    }
    // Fewest rematches, then the most tables of the schedule, then as swiss pairs.
    parts.insert(1, off);
    let pairs = matched(&players, &lexicographic(n, &parts));
    let (kept, others): (Vec<[usize; 2]>, Vec<[usize; 2]>) = pairs.into_iter().partition(|t| in_schedule(t[0], t[1]));
    // The schedule's tables first, in its order and seats; the others after them.
    let mut tables: Vec<[usize; 2]> =
        round.tables.iter().copied().filter(|t| kept.iter().any(|k| *k == *t || *k == [t[1], t[0]])).collect();
    tables.extend(others);
    Drawn { tables, bye: scheduled.bye }
}

/// The rotation's round as the schedule has it: its tables whose two teams play, and the teams
/// whose scheduled opponent does not (withdrawn) paired among themselves by the `swiss`
/// objective after them, one of them taking the bye when they are odd (or the bye's team
/// playing instead).
fn schedule(s: &Situation) -> Drawn {
    let plays = ranks(s.standing);
    let round = rotation::round(s.order, s.round);
    let mut tables = Vec::with_capacity(round.tables.len());
    let mut orphans = Vec::new();
    for [a, b] in round.tables {
        match (plays.contains_key(&a), plays.contains_key(&b)) {
            (true, true) => tables.push([a, b]),
            (true, false) => orphans.push(a),
            (false, true) => orphans.push(b),
            (false, false) => {}
        }
    }
    // A team that plays but has no place in the schedule (not in `order`) is an orphan too.
    let scheduled: std::collections::HashSet<usize> = s.order.iter().copied().collect();
    orphans.extend(s.standing.iter().copied().filter(|t| !scheduled.contains(t)));
    let mut bye = round.bye.filter(|t| plays.contains_key(t));
    orphans.sort_by_key(|t| plays.get(t).copied());
    orphans.dedup();
    if orphans.len() % 2 == 1 {
        match bye.take() {
            Some(t) => orphans.push(t),
            None => bye = bye_of(&orphans, s.had_bye),
        }
        orphans.sort_by_key(|t| plays.get(t).copied());
        orphans = without(&orphans, bye);
    }
    let n = orphans.len();
    tables.extend(matched(&orphans, &lexicographic(n, &swiss_parts(s, &orphans))));
    Drawn { tables, bye }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_swiss_cost_asked_pair_by_pair_is_the_lexicographic_table() {
        for (entrants, seed) in [(2, 1), (7, 2), (16, 3), (41, 4)] {
            let mut sim = Sim::new(entrants, seed, Pairing::Swiss);
            for _ in 0..5 {
                let standing = sim.standing();
                let s = sim.situation(&standing);
                for teams in [standing.clone(), standing.iter().copied().skip(1).collect(), Vec::new()] {
                    let n = teams.len();
                    let table = lexicographic(n, &swiss_parts(&s, &teams));
                    let asked = SwissCost::new(&s, &teams);
                    for i in 0..n {
                        for j in 0..n {
                            assert_eq!(
                                asked.cost(i, j),
                                table[i * n + j],
                                "{entrants} teams, round {}, ({i}, {j})",
                                s.round
                            );
                        }
                    }
                }
                sim.next();
            }
        }
    }

    /// A concours played with random results: totals per team, the tables met, the byes.
    struct Sim {
        entrants: usize,
        seed: u64,
        pairing: Pairing,
        order: Vec<usize>,
        points: Vec<u64>,
        met: Vec<(usize, usize, u32)>,
        had_bye: Vec<usize>,
        playing: Vec<bool>,
        rng: Rng,
        round: u32,
    }

    impl Sim {
        fn new(entrants: usize, seed: u64, pairing: Pairing) -> Sim {
            let mut rng = Rng::new(seed.wrapping_mul(31).wrapping_add(7));
            let mut order: Vec<usize> = (0..entrants).collect();
            rng.shuffle(&mut order);
            let playing = vec![true; entrants];
            Sim {
                entrants,
                seed,
                pairing,
                order,
                points: vec![0; entrants],
                met: Vec::new(),
                had_bye: Vec::new(),
                playing,
                rng,
                round: 0,
            }
        }

        /// The teams that play, best first: round 1 the seeded order, then by points (ties by
        /// the seeded order).
        fn standing(&self) -> Vec<usize> {
            let mut v: Vec<usize> = self.order.iter().copied().filter(|&t| self.playing[t]).collect();
            if self.round > 0 {
                v.sort_by_key(|&t| std::cmp::Reverse(self.points[t]));
            }
            v
        }

        fn situation<'a>(&'a self, standing: &'a [usize]) -> Situation<'a> {
            Situation {
                round: self.round + 1,
                entrants: self.entrants,
                standing,
                met: &self.met,
                had_bye: &self.had_bye,
                order: &self.order,
                seed: self.seed,
                pairing: self.pairing,
            }
        }

        /// Draws the next round and checks it.
        fn draw(&self) -> (Vec<usize>, Drawn) {
            let standing = self.standing();
            let d = draw(&self.situation(&standing));
            assert_eq!(check(&self.situation(&standing), &d), Ok(()), "round {}: {d:?}", self.round + 1);
            (standing, d)
        }

        /// Plays a drawn round: 12 hands, 1944 points shared at random; the bye scores half.
        fn play(&mut self, d: &Drawn) {
            self.round += 1;
            for &[a, b] in &d.tables {
                let x = self.rng.below(1945) as u64;
                self.points[a] += x;
                self.points[b] += 1944 - x;
                self.met.push((a, b, self.round));
            }
            if let Some(t) = d.bye {
                self.points[t] += 972;
                self.had_bye.push(t);
            }
        }

        fn next(&mut self) -> Drawn {
            let (_, d) = self.draw();
            self.play(&d);
            d
        }
    }

    /// The least cost over every perfect matching of `teams`.
    fn brute(s: &Situation, teams: &mut Vec<usize>, tables: &mut Vec<[usize; 2]>) -> Cost {
        if teams.is_empty() {
            return cost(s, tables);
        }
        let a = teams.remove(0);
        let mut best: Option<Cost> = None;
        for k in 0..teams.len() {
            let b = teams.remove(k);
            tables.push([a, b]);
            let c = brute(s, teams, tables);
            best = Some(best.map_or(c, |x| x.min(c)));
            tables.pop();
            teams.insert(k, b);
        }
        teams.insert(0, a);
        best.unwrap_or_default()
    }

    fn situation<'a>(standing: &'a [usize], met: &'a [(usize, usize, u32)], round: u32) -> Situation<'a> {
        Situation { round, entrants: 8, standing, met, had_bye: &[], order: standing, seed: 5, pairing: Pairing::Swiss }
    }

    #[test]
    fn swiss_is_the_lexicographic_optimum_at_13_teams_over_4_rounds() {
        for seed in 0..6 {
            let mut sim = Sim::new(13, seed, Pairing::Swiss);
            for round in 1..=4 {
                let (standing, d) = sim.draw();
                assert_eq!(d.tables.len(), 6);
                if round == 1 {
                    sim.play(&d);
                    continue;
                }
                let s = sim.situation(&standing);
                let best = brute(&s, &mut without(&standing, d.bye), &mut Vec::new());
                assert_eq!(cost(&s, &d.tables), best, "seed {seed}, round {round}");
                // Table 1 holds the best-placed pair; each table its better-ranked team first.
                let rank = |t: usize| standing.iter().position(|&x| x == t);
                for w in d.tables.windows(2) {
                    assert!(rank(w[0][0]) < rank(w[1][0]));
                }
                assert!(d.tables.iter().all(|&[a, b]| rank(a) < rank(b)));
                sim.play(&d);
            }
        }
    }

    /// With p teams to pair (p ≥ 8) and at most 3 rounds played, each of them has not met at
    /// least p − 4 of the others, at least half of p: by Dirac's theorem the graph of the pairs
    /// that have not met has a Hamiltonian cycle, so a pairing without any rematch exists in
    /// rounds 2 to 4 and must be drawn.
    #[test]
    fn no_avoidable_rematch_in_four_rounds() {
        for pairing in [Pairing::Swiss, Pairing::Random] {
            for (entrants, seed) in [(40, 1), (39, 2), (13, 3), (12, 4), (9, 5)] {
                let mut sim = Sim::new(entrants, seed, pairing);
                for _ in 0..4 {
                    let (standing, d) = sim.draw();
                    assert_eq!(
                        cost(&sim.situation(&standing), &d.tables).rematches,
                        0,
                        "{pairing:?} {entrants} {seed}"
                    );
                    sim.play(&d);
                }
            }
        }
    }

    #[test]
    fn closest_in_the_standings_when_nobody_has_met() {
        // 1-2, 3-4 (distance 1 + 1) beats 1-3, 2-4 (4 + 4) and 1-4, 2-3 (9 + 1).
        let d = draw(&situation(&[0, 1, 2, 3], &[], 2));
        assert_eq!(d, Drawn { tables: vec![[0, 1], [2, 3]], bye: None });
        // 1 and 2 have met: 1-3, 2-4 (8) beats 1-4, 2-3 (10).
        let d = draw(&situation(&[0, 1, 2, 3], &[(1, 0, 1)], 2));
        assert_eq!(d, Drawn { tables: vec![[0, 2], [1, 3]], bye: None });
        // A forced split stays local: 0 and 1 have met; at 8 teams the best is 0-2, 1-3 then
        // the bottom half as it stands (4-5, 6-7): 4 + 4 + 1 + 1.
        let order = [0, 1, 2, 3, 4, 5, 6, 7];
        let d = draw(&situation(&order, &[(0, 1, 1)], 2));
        assert_eq!(d.tables, vec![[0, 2], [1, 3], [4, 5], [6, 7]]);
    }

    /// Rounds 1-3 of a four-team round robin: (1st) 0-2 1-3, (2nd) 0-1 2-3, (3rd) 0-3 1-2.
    const ROBIN: [(usize, usize, u32); 6] = [(0, 2, 1), (1, 3, 1), (0, 1, 2), (2, 3, 2), (0, 3, 3), (1, 2, 3)];

    #[test]
    fn an_equally_good_swiss_draw_passes_and_table_1_holds_the_two_best_that_may_meet() {
        // Six teams, 3 and 4 (ranks 3rd and 4th) have met: the least distance without a rematch
        // is 9, by 1-2, 3-5, 4-6 (1 + 4 + 4) and by 1-3, 2-4, 5-6 (4 + 4 + 1); 1-2, 3-6, 4-5
        // is 11, 1-4, 2-3, 5-6 too. Table 1 holds the two best teams that may meet (1-2), so
        // of the two at 9 only the first is right.
        let standing = [0, 1, 2, 3, 4, 5];
        let s = situation(&standing, &[(2, 3, 1)], 2);
        let a = Drawn { tables: vec![[0, 1], [2, 4], [3, 5]], bye: None };
        let b = Drawn { tables: vec![[0, 2], [1, 3], [4, 5]], bye: None };
        assert_eq!(check(&s, &a), Ok(()));
        assert_eq!(check(&s, &b), Err(Breach::TopPair { team: 0, drawn: 2, expected: 1 }));
        assert_eq!(draw(&s), a);
        let worse = Drawn { tables: vec![[0, 1], [2, 5], [3, 4]], bye: None };
        assert_eq!(check(&s, &worse), Err(Breach::Distance { drawn: 11, least: 9 }));
        // An equally good draw with other pairs passes: 1 and 2 have met, 3 and 4 too; 1-3,
        // 2-4 is a rematch-free 4 + 4 and so is 1-3, 2-5 … no: 1-3 then 2-4, 5-6 (4+4+1 = 9)
        // and 1-3, 2-5, 4-6 (4+9+4 = 17): only the first.
        let s = situation(&standing, &[(0, 1, 1), (2, 3, 1)], 2);
        let d = draw(&s);
        assert_eq!(d.tables[0], [0, 2]);
        assert_eq!(check(&s, &d), Ok(()));
    }

    #[test]
    fn the_oldest_rematches_first_then_the_closest() {
        // Round 4 of four teams: every pairing has two rematches; 0-2 1-3 last met in round 1
        // (recency 2) beats 0-1 2-3 (round 2: 4), though its distance is larger (8 against 2).
        let d = draw(&situation(&[0, 1, 2, 3], &ROBIN, 4));
        assert_eq!(d.tables, vec![[0, 2], [1, 3]]);
        let s = situation(&[0, 1, 2, 3], &ROBIN, 4);
        assert_eq!(cost(&s, &d.tables), Cost { rematches: 2, recency: 2, top: 2, distance: 8 });
    }

    #[test]
    fn the_bye_goes_to_the_lowest_ranked_team_without_one() {
        assert_eq!(bye_of(&[4, 2, 0, 1], &[]), None);
        assert_eq!(bye_of(&[4, 2, 0], &[]), Some(0));
        assert_eq!(bye_of(&[4, 2, 0], &[0]), Some(2));
        assert_eq!(bye_of(&[4, 2, 0], &[0, 2, 4]), Some(0));
        let standing = [4, 2, 0];
        let mut s = situation(&standing, &[], 2);
        s.had_bye = &[0];
        assert_eq!(draw(&s), Drawn { tables: vec![[4, 0]], bye: Some(2) });
    }

    #[test]
    fn the_same_seed_and_results_give_the_same_draw() {
        for pairing in [Pairing::Swiss, Pairing::Random, Pairing::Rotation] {
            let mut a = Sim::new(21, 9, pairing);
            let mut b = Sim::new(21, 9, pairing);
            for _ in 0..5 {
                assert_eq!(a.next(), b.next());
            }
        }
        // Another seed, another round 1 (the order kept, only the seed changed).
        let order: Vec<usize> = (0..20).collect();
        let mut s = situation(&order, &[], 1);
        let first = draw(&s);
        s.seed = 6;
        assert_ne!(draw(&s).tables, first.tables);
        // Another round, another shuffle.
        s.seed = 5;
        s.pairing = Pairing::Random;
        assert_eq!(draw(&s), first);
        s.round = 2;
        assert_ne!(draw(&s).tables, first.tables);
    }

    #[test]
    fn a_random_round_1_pairs_everyone_once() {
        let order: Vec<usize> = (0..11).collect();
        let d = draw(&situation(&order, &[], 1));
        assert_eq!(d.bye, Some(10));
        let mut seen: Vec<usize> = d.tables.iter().flatten().copied().collect();
        seen.sort();
        assert_eq!(seen, (0..10).collect::<Vec<_>>());
    }

    #[test]
    fn rotation_meets_everyone_once_and_gives_each_one_bye() {
        for entrants in [8, 9] {
            let mut sim = Sim::new(entrants, 3, Pairing::Rotation);
            let rounds = entrants + entrants % 2 - 1;
            for _ in 0..rounds {
                sim.next();
            }
            let mut pairs: Vec<(usize, usize)> = sim.met.iter().map(|&(a, b, _)| (a.min(b), a.max(b))).collect();
            pairs.sort();
            pairs.dedup();
            assert_eq!(pairs.len(), sim.met.len(), "a rematch");
            assert_eq!(pairs.len(), entrants * (entrants - 1) / 2);
            let mut byes = sim.had_bye.clone();
            byes.sort();
            let want: Vec<usize> = if entrants % 2 == 1 { (0..entrants).collect() } else { Vec::new() };
            assert_eq!(byes, want);
        }
    }

    fn rotation(order: &[usize], standing: &[usize]) -> Drawn {
        let s = Situation {
            round: 1,
            entrants: order.len(),
            standing,
            met: &[],
            had_bye: &[],
            order,
            seed: 1,
            pairing: Pairing::Rotation,
        };
        draw(&s)
    }

    #[test]
    fn rotation_pairs_the_opponents_of_withdrawn_teams() {
        let order = [0, 1, 2, 3, 4, 5];
        // The schedule: 0-5, 1-4, 2-3.
        assert_eq!(rotation(&order, &order), Drawn { tables: vec![[0, 5], [1, 4], [2, 3]], bye: None });
        // 4 and 5 withdrawn: 0 and 1 meet, after the schedule's table.
        assert_eq!(rotation(&order, &[0, 1, 2, 3]), Drawn { tables: vec![[2, 3], [0, 1]], bye: None });
        // 5 withdrawn: 0 is left over and has the bye.
        assert_eq!(rotation(&order, &[0, 1, 2, 3, 4]), Drawn { tables: vec![[1, 4], [2, 3]], bye: Some(0) });
        // Five entrants: the schedule is 4 on the bye, 0-3, 1-2. With 3 withdrawn, 0 and the
        // bye's 4 meet instead: one bye a round at most.
        let order = [0, 1, 2, 3, 4];
        assert_eq!(rotation(&order, &[0, 1, 2, 4]), Drawn { tables: vec![[1, 2], [0, 4]], bye: None });
        assert_eq!(rotation(&order, &order), Drawn { tables: vec![[0, 3], [1, 2]], bye: Some(4) });
    }

    /// The fewest rematches of any pairing of `teams` (an even number), one pairing after
    /// another.
    fn fewest_brute(met: &[(usize, usize, u32)], teams: &mut Vec<usize>) -> u64 {
        let Some(a) = teams.pop() else { return 0 };
        let mut best = u64::MAX;
        for k in 0..teams.len() {
            let b = teams.remove(k);
            let here = u64::from(met.iter().any(|&(x, y, _)| (x, y) == (a, b) || (x, y) == (b, a)));
            best = best.min(here + fewest_brute(met, teams));
            teams.insert(k, b);
        }
        teams.push(a);
        best
    }

    /// Under every method, teams withdrawing at random: every round has the fewest rematches
    /// any pairing of the teams at its tables has (counted by brute force), and passes `check`.
    #[test]
    fn every_method_has_only_the_rematches_it_must_with_withdrawals() {
        for pairing in [Pairing::Swiss, Pairing::Random, Pairing::Rotation] {
            for entrants in 3..=10 {
                for seed in 0..6u64 {
                    let mut sim = Sim::new(entrants, seed, pairing);
                    let mut rng = Rng::new(seed * 31 + entrants as u64);
                    // A rotation's whole cycle; the others a round past it.
                    let rounds = entrants + entrants % 2 - usize::from(pairing == Pairing::Rotation);
                    for round in 1..=rounds {
                        let playing: Vec<usize> = (0..entrants).filter(|&t| sim.playing[t]).collect();
                        if round > 1 && playing.len() > 3 && rng.below(3) == 0 {
                            sim.playing[playing[rng.below(playing.len())]] = false;
                        }
                        // sim.draw() checks the draw.
                        let (standing, d) = sim.draw();
                        let mut at: Vec<usize> = d.tables.iter().flatten().copied().collect();
                        let drawn = cost(&sim.situation(&standing), &d.tables).rematches;
                        let fewest = fewest_brute(&sim.met, &mut at);
                        assert_eq!(drawn, fewest, "{pairing:?}, {entrants} teams, seed {seed}, round {round}: {d:?}");
                        sim.play(&d);
                    }
                }
            }
        }
    }

    /// Five teams in rotation (order 0-4): round 1 is 0-3, 1-2 and 4 on the bye; 0 withdraws.
    /// Round 2's schedule, 1-4 and 2-3 (0 on the bye), is all new pairs. Round 3's is 1 on the
    /// bye, 2-0 and 3-4: 2 has lost its opponent, and 1 with the bye plays it instead, but 1
    /// and 2 met in round 1, where 1-3 and 2-4 are new: the schedule gives way.
    #[test]
    fn a_rotation_a_withdrawal_broke_pairs_its_teams_again_rather_than_rematch_them() {
        let order = [0, 1, 2, 3, 4];
        let met = [(0, 3, 1), (1, 2, 1), (1, 4, 2), (2, 3, 2)];
        let s = Situation {
            round: 3,
            entrants: 5,
            standing: &[1, 2, 3, 4],
            met: &met,
            had_bye: &[4],
            order: &order,
            seed: 1,
            pairing: Pairing::Rotation,
        };
        assert_eq!(draw(&s), Drawn { tables: vec![[1, 3], [2, 4]], bye: None });
        let scheduled = Drawn { tables: vec![[3, 4], [1, 2]], bye: None };
        assert_eq!(check(&s, &scheduled), Err(Breach::Rematches { drawn: 1, fewest: 0 }));
        // Round 2 keeps its schedule: it has no rematch.
        let s = Situation { round: 2, met: &met[..2], ..s };
        assert_eq!(draw(&s), Drawn { tables: vec![[1, 4], [2, 3]], bye: None });
    }

    #[test]
    fn check_passes_every_draw_with_withdrawals() {
        for pairing in [Pairing::Swiss, Pairing::Random, Pairing::Rotation] {
            for (entrants, seed) in [(16, 1), (15, 2), (7, 3)] {
                let mut sim = Sim::new(entrants, seed, pairing);
                for round in 1..entrants.min(6) {
                    if round == 3 {
                        sim.playing[sim.order[1]] = false;
                    }
                    if round == 4 {
                        sim.playing[sim.order[4]] = false;
                    }
                    // sim.draw() checks the draw.
                    let (standing, d) = sim.draw();
                    let mut seen: Vec<usize> = d.tables.iter().flatten().chain(d.bye.iter()).copied().collect();
                    seen.sort();
                    let mut want = standing.clone();
                    want.sort();
                    assert_eq!(seen, want);
                    sim.play(&d);
                }
            }
        }
    }

    #[test]
    fn check_names_each_breach() {
        let standing = [0, 1, 2, 3, 4];
        let s = situation(&standing, &[], 2);
        let d = draw(&s);
        assert_eq!(d, Drawn { tables: vec![[0, 1], [2, 3]], bye: Some(4) });
        let spoil = |tables: Vec<[usize; 2]>, bye: Option<usize>| check(&s, &Drawn { tables, bye });
        assert_eq!(spoil(vec![[0, 1], [2, 3]], Some(4)), Ok(()));
        // The same pairs with the two teams of a table the other way round: as good.
        assert_eq!(spoil(vec![[1, 0], [3, 2]], Some(4)), Ok(()));
        assert_eq!(spoil(vec![[0, 1]], Some(4)), Err(Breach::Missing { team: 2 }));
        assert_eq!(spoil(vec![[0, 1], [2, 3]], None), Err(Breach::Missing { team: 4 }));
        assert_eq!(spoil(vec![[0, 1], [2, 1]], Some(4)), Err(Breach::Twice { team: 1 }));
        assert_eq!(spoil(vec![[0, 1], [2, 3]], Some(3)), Err(Breach::Twice { team: 3 }));
        assert_eq!(spoil(vec![[0, 1], [2, 6]], Some(4)), Err(Breach::NotPlaying { team: 6 }));
        assert_eq!(spoil(vec![[0, 1], [2, 8]], Some(4)), Err(Breach::Unknown { team: 8 }));
        assert_eq!(spoil(vec![[0, 1], [2, 4]], Some(3)), Err(Breach::WrongBye { expected: Some(4), got: Some(3) }));
        assert_eq!(spoil(vec![[0, 2], [1, 3]], Some(4)), Err(Breach::TopPair { team: 0, drawn: 2, expected: 1 }));
        let six = [0, 1, 2, 3, 4, 5];
        let s6 = situation(&six, &[], 2);
        let far = Drawn { tables: vec![[0, 1], [2, 4], [3, 5]], bye: None };
        assert_eq!(check(&s6, &far), Err(Breach::Distance { drawn: 9, least: 3 }));
        assert_eq!(spoil(vec![[2, 3], [0, 1]], Some(4)), Err(Breach::OutOfOrder { table: 2 }));

        let met = [(0, 1, 1), (2, 3, 1)];
        let s = situation(&[0, 1, 2, 3], &met, 2);
        let bad = Drawn { tables: vec![[0, 1], [2, 3]], bye: None };
        assert_eq!(check(&s, &bad), Err(Breach::Rematches { drawn: 2, fewest: 0 }));
        let random = Situation { pairing: Pairing::Random, ..s };
        assert_eq!(check(&random, &bad), Err(Breach::Rematches { drawn: 2, fewest: 0 }));
        // Random judges the rematches only: a pairing far apart in the standings passes.
        assert_eq!(check(&random, &Drawn { tables: vec![[0, 3], [1, 2]], bye: None }), Ok(()));

        let s = situation(&[0, 1, 2, 3], &ROBIN, 4);
        let recent = Drawn { tables: vec![[0, 1], [2, 3]], bye: None };
        assert_eq!(check(&s, &recent), Err(Breach::Recency { drawn: 4, least: 2 }));

        let order = [0, 1, 2, 3, 4, 5];
        let s = Situation {
            round: 1,
            entrants: 6,
            standing: &order,
            met: &[],
            had_bye: &[],
            order: &order,
            seed: 1,
            pairing: Pairing::Rotation,
        };
        assert_eq!(check(&s, &Drawn { tables: vec![[5, 0], [1, 4], [2, 3]], bye: None }), Ok(()));
        let swapped = Drawn { tables: vec![[0, 4], [1, 5], [2, 3]], bye: None };
        assert_eq!(check(&s, &swapped), Err(Breach::NotSchedule { table: 1 }));
        let reordered = Drawn { tables: vec![[0, 5], [2, 3], [1, 4]], bye: None };
        assert_eq!(check(&s, &reordered), Err(Breach::NotSchedule { table: 2 }));
        let s = Situation { standing: &order[..5], ..s };
        assert_eq!(check(&s, &Drawn { tables: vec![[1, 4], [2, 3]], bye: Some(0) }), Ok(()));
        let other = Drawn { tables: vec![[0, 4], [2, 3]], bye: Some(1) };
        assert_eq!(check(&s, &other), Err(Breach::WrongBye { expected: Some(0), got: Some(1) }));
    }
}
