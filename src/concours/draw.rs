//! The next round's draw from the concours as it stands, and the check of a recorded draw: the
//! standings and the history the pairing needs ([`pairing::Situation`]), one place for both.

use super::event::Draw;
use super::pairing::{self, Breach, Drawn, Situation};
use super::standings::standings;
use super::state::Concours;

/// What the pairing of round `round` sees.
struct Facts {
    standing: Vec<usize>,
    met: Vec<(usize, usize, u32)>,
    had_bye: Vec<usize>,
}

fn facts(c: &Concours, round: u32) -> Facts {
    let order: Vec<usize> =
        if round == 1 { c.header.order.clone() } else { standings(c).into_iter().map(|l| l.team).collect() };
    let standing = order.into_iter().filter(|&t| c.plays(t, round)).collect();
    let met = c.rounds.iter().flat_map(|r| r.tables.iter().map(|t| (t.teams[0], t.teams[1], r.number))).collect();
    let had_bye = c.rounds.iter().filter_map(|r| r.bye).collect();
    Facts { standing, met, had_bye }
}

fn situation<'a>(c: &'a Concours, f: &'a Facts, round: u32, seed: u64) -> Situation<'a> {
    Situation {
        round,
        entrants: c.header.teams.len(),
        standing: &f.standing,
        met: &f.met,
        had_bye: &f.had_bye,
        order: &c.header.order,
        seed,
        pairing: c.header.pairing,
    }
}

/// The draw of the next round (the caller has checked it may be drawn).
pub(crate) fn next(c: &Concours) -> Draw {
    next_with(c, c.header.seed)
}

/// The draw of the next round with `seed` (a round drawn again: `c` as
/// [`Concours::before_redraw`] gives it, and the next seed).
pub(crate) fn next_with(c: &Concours, seed: u64) -> Draw {
    let round = c.drawn() + 1;
    let f = facts(c, round);
    let Drawn { tables, bye } = pairing::draw(&situation(c, &f, round, seed));
    Draw { round, tables, bye }
}

/// Whether `d`, recorded as the next round's draw, obeys the pairing rules.
pub(crate) fn check(c: &Concours, d: &Draw) -> Result<(), Breach> {
    let f = facts(c, d.round);
    pairing::check(&situation(c, &f, d.round, c.header.seed), &Drawn { tables: d.tables.clone(), bye: d.bye })
}
