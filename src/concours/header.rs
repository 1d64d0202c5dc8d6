//! The first line of a concours journal: the teams, the ruleset and its options, the rounds, the
//! length of a partie, how rounds are paired and teams ranked, the seed, and the seeded order
//! that breaks the last ties (drawn at `concours new`).

use super::pairing::Pairing;
use crate::ruleset::OptValue;
use indexmap::IndexMap;

/// A team of two. Its id is its players' names joined by `+` in the order given (`Ana+Luis`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct Team {
    pub(crate) players: [String; 2],
    /// The team's own name (a teams file's first column), shown beside its id.
    pub(crate) name: Option<String>,
}

impl Team {
    pub(crate) fn id(&self) -> String {
        format!("{}+{}", self.players[0], self.players[1])
    }

    /// Whether `id` is this team's id, compared in place (no id made).
    fn is(&self, id: &str) -> bool {
        let [a, b] = &self.players;
        id.len() == a.len() + 1 + b.len()
            && id.starts_with(a.as_str())
            && id[a.len()..].starts_with('+')
            && id.ends_with(b.as_str())
    }

    /// Whether `given` names this team: its id in either order of its players, or its name, case
    /// aside (spaces around each part aside too).
    pub(crate) fn answers_to(&self, given: &str) -> bool {
        let given = given.trim();
        let same = |a: &str, b: &str| a.trim().to_lowercase() == b.trim().to_lowercase();
        if self.name.as_deref().is_some_and(|n| same(n, given)) {
            return true;
        }
        match given.split_once('+') {
            Some((a, b)) => {
                (same(a, &self.players[0]) && same(b, &self.players[1]))
                    || (same(a, &self.players[1]) && same(b, &self.players[0]))
            }
            None => false,
        }
    }
}

/// Teams that can stand together in a concours: no team twice (its players in either order, case
/// aside), no player in two teams, no team name another team answers to (the same but for case,
/// or another team's id).
pub(crate) fn check_distinct(teams: &[&Team]) -> Result<(), crate::error::ConcoursProblem> {
    use crate::error::ConcoursProblem as P;
    let key = |t: &Team| {
        let mut k = [t.players[0].to_lowercase(), t.players[1].to_lowercase()];
        k.sort();
        k
    };
    for (i, a) in teams.iter().enumerate() {
        for b in &teams[..i] {
            if key(a) == key(b) {
                return Err(P::TeamTwice { team: a.id() });
            }
            for p in &a.players {
                if b.players.iter().any(|q| q.to_lowercase() == p.to_lowercase()) {
                    return Err(P::PlayerTwice { player: p.clone() });
                }
            }
        }
    }
    // Every name a team answers to is its own: a name is no other team's name or id.
    for (i, a) in teams.iter().enumerate() {
        for (j, b) in teams.iter().enumerate() {
            if let Some(n) = a.name.as_deref().filter(|n| i != j && b.answers_to(n)) {
                return Err(P::NameTwice { name: n.to_string() });
            }
        }
    }
    Ok(())
}

/// How the concours ranks its teams.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Ranking {
    /// Total points first.
    Points,
    /// Parties won first.
    Wins,
}

/// What a bye scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum ByePoints {
    /// Half a partie (81 × H at Belote; with a target, half of it).
    Half,
    /// The team's own mean over the parties it played before (half a partie when none).
    Average,
    Zero,
}

/// How a partie ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Length {
    /// After this many hands played.
    Hands(u32),
    /// When a team reaches this many points.
    Target(i64),
}

/// The concours journal's header.
#[derive(Debug, Clone, PartialEq)]
#[doc(hidden)]
pub struct Header {
    pub(crate) format: u32,
    pub(crate) name: String,
    pub(crate) ruleset: String,
    pub(crate) ruleset_sha256: Option<String>,
    /// A user's ruleset's whole text: the concours journal carries its rules.
    pub(crate) ruleset_yaml: Option<String>,
    /// The ruleset options every table plays with (`--option`), without the partie's length.
    pub(crate) options: IndexMap<String, OptValue>,
    pub(crate) teams: Vec<Team>,
    pub(crate) rounds: u32,
    pub(crate) length: Length,
    pub(crate) pairing: Pairing,
    pub(crate) ranking: Ranking,
    pub(crate) bye_points: ByePoints,
    pub(crate) seed: u64,
    /// The seeded order of the teams (indices into `teams`): the last tie-break, and round 1's
    /// standings.
    pub(crate) order: Vec<usize>,
    pub(crate) lang: Option<String>,
    pub(crate) at: Option<String>,
    /// The teams by id, made at the first lookup: a journal names a team at each draw, result
    /// and withdrawal.
    pub(crate) index: TeamIndex,
}

/// The index of each team by its id, made once (the teams do not change once the header is
/// made). Not part of what a header is: every two indexes are equal.
#[derive(Clone, Default)]
#[doc(hidden)]
pub struct TeamIndex(std::sync::OnceLock<std::collections::HashMap<String, usize>>);

impl PartialEq for TeamIndex {
    fn eq(&self, _: &TeamIndex) -> bool {
        true
    }
}

impl std::fmt::Debug for TeamIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TeamIndex")
    }
}

impl Ranking {
    pub(crate) fn code(self) -> &'static str {
        match self {
            Ranking::Points => "points",
            Ranking::Wins => "wins",
        }
    }
    pub(crate) fn from_code(s: &str) -> Option<Ranking> {
        [Ranking::Points, Ranking::Wins].into_iter().find(|r| r.code() == s)
    }
}

impl ByePoints {
    pub(crate) fn code(self) -> &'static str {
        match self {
            ByePoints::Half => "half",
            ByePoints::Average => "average",
            ByePoints::Zero => "zero",
        }
    }
    pub(crate) fn from_code(s: &str) -> Option<ByePoints> {
        [ByePoints::Half, ByePoints::Average, ByePoints::Zero].into_iter().find(|r| r.code() == s)
    }
}

/// The code of a pairing in the journal and on the command line.
pub(crate) fn pairing_code(p: Pairing) -> &'static str {
    match p {
        Pairing::Swiss => "swiss",
        Pairing::Rotation => "rotation",
        Pairing::Random => "random",
    }
}

pub(crate) fn pairing_from_code(s: &str) -> Option<Pairing> {
    [Pairing::Swiss, Pairing::Rotation, Pairing::Random].into_iter().find(|p| pairing_code(*p) == s)
}

impl Header {
    /// The index of the team whose id is exactly `id` (as the journal writes it): the first such
    /// team, found in constant time.
    pub(crate) fn team_by_id(&self, id: &str) -> Option<usize> {
        let index = self.index.0.get_or_init(|| {
            let mut by_id = std::collections::HashMap::with_capacity(self.teams.len());
            for (i, t) in self.teams.iter().enumerate() {
                by_id.entry(t.id()).or_insert(i);
            }
            by_id
        });
        // A team added after the index was built (`concours add`) is not in it: looked for in
        // the teams themselves, which only a miss costs.
        index
            .get(id)
            .copied()
            .filter(|&i| self.teams.get(i).is_some_and(|t| t.is(id)))
            .or_else(|| self.teams.iter().position(|t| t.is(id)))
    }

    pub(crate) fn id(&self, team: usize) -> String {
        self.teams[team].id()
    }

    /// The options a table's session must play with: the concours's, and the partie's length.
    pub(crate) fn table_options(&self) -> IndexMap<String, OptValue> {
        let mut o = self.options.clone();
        match self.length {
            Length::Hands(h) => {
                o.insert("hands".into(), OptValue::Int(h.into()));
            }
            Length::Target(t) => {
                o.insert("target".into(), OptValue::Int(t));
            }
        }
        o
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_team_is_found_by_its_exact_id_alone() {
        let h = super::super::state::sample(8, 12).header;
        for (i, t) in h.teams.iter().enumerate() {
            assert_eq!(h.team_by_id(&t.id()), Some(i), "{}", t.id());
        }
        // The journal writes ids exactly: another order, case, spaces or a part are no id.
        for id in ["A2+A1", "a1+a2", "A1+A2 ", "A1", "A1+", "+A2", "A1A2+", "A1+B2", "Z1+Z2", ""] {
            assert_eq!(h.team_by_id(id), None, "{id:?}");
        }
    }
}
