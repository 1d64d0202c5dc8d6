//! A table's partie from a session journal (`concours result --from JOURNAL`): read through the
//! referee, as `verify` reads it, and taken only when it is that table's partie, played by the
//! concours's rules and over.

use crate::concours::{Concours, Length, Provenance, Score};
use crate::error::{ConcoursProblem as P, Error};
use crate::games::Rules;
use std::path::Path;

fn same_players(side: &[String], team: &[String; 2]) -> bool {
    let norm = |s: &str| s.trim().to_lowercase();
    let mut a: Vec<String> = side.iter().map(|p| norm(p)).collect();
    let mut b: Vec<String> = team.iter().map(|p| norm(p)).collect();
    a.sort();
    b.sort();
    a == b
}

/// The partie in the session journal at `path` as table `table`'s result of round `round`
/// (`at`: its teams), or why not; with `confirmed`, only a partie both sides have confirmed
/// (a served table's, `concours serve`).
pub(crate) fn score(
    c: &Concours,
    rules: &Rules,
    (round, table, at): (u32, u32, [usize; 2]),
    path: &Path,
    confirmed: bool,
) -> Result<Score, Error> {
    let h = &c.header;
    if crate::store::is_concours(path) {
        return Err(Error::Concours(P::FromIsConcours { path: crate::term::path(path) }));
    }
    let p = crate::session::partie::partie(path)?;
    // A table's journal is its own partie: the same file again is a mistake.
    for r in &c.rounds {
        for t in &r.tables {
            if let Some((s, line)) = &t.result {
                if s.from.as_ref().is_some_and(|f| f.sha256 == p.sha256) {
                    return Err(Error::Concours(P::SameJournal { line: *line }));
                }
            }
        }
    }
    if p.ruleset != h.ruleset {
        return Err(Error::Concours(P::FromRuleset { journal: p.ruleset.clone(), concours: h.ruleset.clone() }));
    }
    let ids = [h.id(at[0]), h.id(at[1])];
    let sides: Vec<String> = p.sides.iter().map(|s| s.join("+")).collect();
    let teams = [&h.teams[at[0]].players, &h.teams[at[1]].players];
    let order = if p.sides.len() != 2 {
        None
    } else if same_players(&p.sides[0], teams[0]) && same_players(&p.sides[1], teams[1]) {
        Some([0, 1])
    } else if same_players(&p.sides[0], teams[1]) && same_players(&p.sides[1], teams[0]) {
        Some([1, 0])
    } else {
        None
    };
    let Some(order) = order else { return Err(Error::Concours(P::FromTeams { sides, at: ids })) };
    // The options the table had to play with: the concours's and the partie's length.
    let wanted = rules.options(&h.table_options())?;
    for (key, value) in wanted.iter() {
        // A partie of H hands is over after them whatever the totals: its target plays no part.
        if key == "target" && matches!(h.length, Length::Hands(_)) {
            continue;
        }
        let theirs = p.options.get(key).map(|v| v.to_string()).unwrap_or_default();
        if theirs != value.to_string() {
            return Err(Error::Concours(P::FromOption {
                key: key.clone(),
                journal: theirs,
                concours: value.to_string(),
            }));
        }
    }
    if confirmed && !p.confirmed {
        return Err(Error::Concours(P::FromUnconfirmed));
    }
    if p.refused > 0 {
        return Err(Error::Concours(P::FromRefused { entries: p.refused }));
    }
    let over = match h.length {
        Length::Hands(n) => p.hands >= n,
        Length::Target(t) => p.totals.iter().any(|&x| x >= t),
    };
    if !over || !p.over {
        let needed = match h.length {
            Length::Hands(n) => n,
            Length::Target(_) => p.hands + 1,
        };
        return Err(Error::Concours(P::FromUnfinished { hands: p.hands, needed }));
    }
    let points = [p.totals[order[0]], p.totals[order[1]]];
    let journal = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    Ok(Score {
        round,
        table,
        teams: Some(at),
        points,
        belotes: 0,
        capots: 0,
        held: 0,
        hands: Some(p.hands),
        from: Some(Provenance { journal, sha256: p.sha256 }),
    })
}
