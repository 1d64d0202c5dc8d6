/*!
Who sits where: players in play order, teams and sides. A side is a team, or a player where
there are no teams; its name is its players' names joined by `+` in seating order.
*/

use crate::error::{Error, SeatingProblem};
use crate::ruleset::{Ruleset, TeamsRule};

#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct Seating {
    pub players: Vec<String>,
    /// Side index of each seat.
    pub side_of: Vec<usize>,
    /// Side names, in seating order of their first player.
    pub sides: Vec<String>,
    /// Seats of each side, in seating order.
    pub(crate) members: Vec<Vec<usize>>,
    pub(crate) teams: bool,
}

impl Seating {
    pub(crate) fn new(ruleset: &Ruleset, players: &[String], teams: Option<&[Vec<String>]>) -> Result<Seating, Error> {
        Seating::seated(ruleset, players, teams, true)
    }

    /// Some of a table's players (a dispute over a few hands): the count is not checked.
    pub(crate) fn some_of(
        ruleset: &Ruleset,
        players: &[String],
        teams: Option<&[Vec<String>]>,
    ) -> Result<Seating, Error> {
        Seating::seated(ruleset, players, teams, false)
    }

    fn seated(
        ruleset: &Ruleset,
        players: &[String],
        teams: Option<&[Vec<String>]>,
        count: bool,
    ) -> Result<Seating, Error> {
        let n = players.len();
        if count {
            check_count(ruleset, n)?;
        }
        crate::names::check_structure(players).map_err(Error::Name)?;
        let teams = teams.filter(|t| !t.is_empty());
        let side_of: Vec<usize> = match (ruleset.teams, teams) {
            (TeamsRule::Required, None) => {
                // Partners sit opposite: seats 0 and 2 against 1 and 3.
                (0..n).map(|i| i % 2).collect()
            }
            (TeamsRule::None, Some(_)) => {
                return Err(Error::Seating(SeatingProblem::NoTeams { ruleset: ruleset.name.clone() }))
            }
            (TeamsRule::Optional, Some(_)) if n != 4 => {
                return Err(Error::Seating(SeatingProblem::PairsOfFour { ruleset: ruleset.name.clone() }))
            }
            (_, Some(t)) => {
                let mut side_of = vec![usize::MAX; n];
                for (ti, team) in t.iter().enumerate() {
                    for name in team {
                        let seat = players.iter().position(|p| p == name).ok_or_else(|| {
                            Error::Seating(SeatingProblem::NotAPlayer {
                                name: name.clone(),
                                players: players.join(", "),
                            })
                        })?;
                        if side_of[seat] != usize::MAX {
                            return Err(Error::Seating(SeatingProblem::TwoTeams { name: name.clone() }));
                        }
                        side_of[seat] = ti;
                    }
                }
                if let Some(seat) = side_of.iter().position(|s| *s == usize::MAX) {
                    return Err(Error::Seating(SeatingProblem::NoTeam { name: players[seat].clone() }));
                }
                if t.len() != 2 || (0..n).any(|i| side_of[i] == side_of[(i + 1) % n]) {
                    return Err(Error::Seating(SeatingProblem::Opposite));
                }
                side_of
            }
            (_, None) => (0..n).collect(),
        };
        // Renumber sides in seating order of their first player.
        let mut order: Vec<usize> = Vec::new();
        for s in &side_of {
            if !order.contains(s) {
                order.push(*s);
            }
        }
        let side_of: Vec<usize> = side_of.iter().map(|s| order.iter().position(|o| o == s).unwrap_or(0)).collect();
        let nsides = order.len();
        let mut members = vec![Vec::new(); nsides];
        for (seat, s) in side_of.iter().enumerate() {
            members[*s].push(seat);
        }
        let sides =
            members.iter().map(|m| m.iter().map(|i| players[*i].as_str()).collect::<Vec<_>>().join("+")).collect();
        Ok(Seating { players: players.to_vec(), side_of, sides, members, teams: nsides < n })
    }

    pub(crate) fn n(&self) -> usize {
        self.players.len()
    }
    pub(crate) fn partners(&self, a: usize, b: usize) -> bool {
        a != b && self.side_of[a] == self.side_of[b]
    }
    /// Sides ordered by how near their nearest player sits to `eldest` (eldest first).
    pub(crate) fn sides_from(&self, eldest: usize) -> smallvec::SmallVec<[usize; 8]> {
        let mut out = smallvec::SmallVec::new();
        for k in 0..self.n() {
            let s = self.side_of[(eldest + k) % self.n()];
            if !out.contains(&s) {
                out.push(s);
            }
        }
        out
    }
}

/// Split `amount` equally between `sides` (listed nearest the eldest first): integer shares,
/// the remainder to the first.
pub(crate) fn share(amount: i64, sides: &[usize], out: &mut [i64]) {
    if sides.is_empty() {
        return;
    }
    let each = amount / sides.len() as i64;
    let rest = amount - each * sides.len() as i64;
    for (i, s) in sides.iter().enumerate() {
        out[*s] += each + if i == 0 { rest } else { 0 };
    }
}

/// Whether `ruleset` is played by `n` players; if not, [`SeatingProblem::Count`] with the counts
/// it is played by.
pub(crate) fn check_count(ruleset: &Ruleset, n: usize) -> Result<(), Error> {
    if ruleset.supports_players(n) {
        return Ok(());
    }
    let counts: Vec<String> = ruleset.player_counts.iter().map(|c| c.to_string()).collect();
    Err(Error::Seating(SeatingProblem::Count { ruleset: ruleset.name.clone(), counts: counts.join(", "), given: n }))
}
