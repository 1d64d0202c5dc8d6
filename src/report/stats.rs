/*!
Statistics across nights: per player and per team, counted from each session's hand reports as a
streamed replay settles them (no hand is kept). What is counted comes from the reports alone —
results, breakdown lines, combinations, infractions, squares — so no game is named here.
*/

use crate::engine::{HandReport, HandResult, Item, Outcome, Rule};
use crate::session::Session;
use indexmap::IndexMap;
use serde::Serialize;
use std::collections::BTreeMap;

/// One player's or one team's numbers.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub struct Counts {
    pub sessions: u64,
    pub won: u64,
    pub hands: u64,
    /// Contracts taken, and how they ended.
    pub taken: u64,
    pub made: u64,
    pub failed: u64,
    pub litiges: u64,
    /// Hands in which their side took every trick (or left another side capote).
    pub capots: u64,
    /// Hands in which their side scored belote-rebelote.
    pub belotes: u64,
    /// Points of the combinations they scored.
    pub combinations: i64,
    /// Renounces: play duties broken (proved, or agreed in a tally).
    pub renounces: u64,
    /// Chip games: times en bestia, whole pots taken, pánfilos shown, moscas won.
    pub en_bestia: u64,
    pub pots: u64,
    pub panfilos: u64,
    pub moscas: u64,
    /// Squares won, by lance (perejila), and tururús.
    pub squares: BTreeMap<String, u64>,
    pub tururus: u64,
    /// Net chips (chip games).
    pub chips: i64,
}

/// Statistics of a folder of journals.
#[derive(Debug, Default, Serialize)]
pub struct Stats {
    pub players: IndexMap<String, Counts>,
    pub teams: IndexMap<String, Counts>,
    /// Journals that could not be read, with why.
    pub unreadable: Vec<Unreadable>,
}

#[derive(Debug, Serialize)]
pub struct Unreadable {
    pub file: String,
    /// Why, in English (as `verify --json` says it).
    pub message: String,
    /// Why, in the table's language, safe to print (through `term::safe`).
    #[serde(skip)]
    pub shown: String,
}

fn is_renounce(rule: Rule) -> bool {
    matches!(rule, Rule::FollowSuit | Rule::Beat | Rule::Trump | Rule::Overtrump | Rule::Renounce)
}

/// What one session adds, gathered hand by hand.
pub struct SessionTally {
    players: Vec<Counts>,
    sides: Vec<Counts>,
}

impl SessionTally {
    pub fn new(session: &Session) -> SessionTally {
        let one = Counts { sessions: 1, ..Counts::default() };
        SessionTally { players: vec![one.clone(); session.seating.n()], sides: vec![one; session.seating.sides.len()] }
    }

    pub fn hand(&mut self, session: &Session, h: &HandReport) {
        let side_of = &session.seating.side_of;
        let sides = self.sides.len();
        for c in self.players.iter_mut().chain(self.sides.iter_mut()) {
            c.hands += 1;
        }
        let mut add = |seat: Option<usize>, side: usize, f: &dyn Fn(&mut Counts)| {
            if let Some(p) = seat {
                f(&mut self.players[p]);
            } else {
                for (p, s) in side_of.iter().enumerate() {
                    if *s == side {
                        f(&mut self.players[p]);
                    }
                }
            }
            f(&mut self.sides[side]);
        };
        if let Some(t) = h.taker {
            let result = h.result;
            add(Some(t), side_of[t], &|c| {
                c.taken += 1;
                match result {
                    Some(HandResult::Made) => c.made += 1,
                    Some(HandResult::Failed) => c.failed += 1,
                    Some(HandResult::Litige) => c.litiges += 1,
                    _ => {}
                }
            });
        }
        // Per side, once per hand: a line of that item with points in it.
        for side in 0..sides {
            let has = |item: Item| h.breakdown.iter().any(|l| l.side == side && l.item == item && l.points > 0);
            let paid = |item: Item| h.breakdown.iter().any(|l| l.side == side && l.item == item && l.points < 0);
            let (capot, belote, pot, panfilo, bestia) =
                (has(Item::Capot), has(Item::Belote), has(Item::Pot), has(Item::Panfilo), paid(Item::Bestia));
            let mosca = pot && h.outcome == Outcome::Mosca;
            let seat = (sides == side_of.len()).then_some(side);
            add(seat, side, &|c| {
                c.capots += u64::from(capot);
                c.belotes += u64::from(belote);
                c.pots += u64::from(pot);
                c.panfilos += u64::from(panfilo);
                c.en_bestia += u64::from(bestia);
                c.moscas += u64::from(mosca);
            });
        }
        for m in h.melds.iter().flatten().filter(|m| m.scored) {
            let points = m.points;
            add(Some(m.player), side_of[m.player], &|c| c.combinations += points);
        }
        for i in h.infractions.iter().filter(|i| is_renounce(i.rule)) {
            add(Some(i.player), side_of[i.player], &|c| c.renounces += 1);
        }
        for sq in h.squares.iter().flatten() {
            if let Some(w) = sq.winner {
                let lance = sq.lance.code().to_string();
                let tururu = h.outcome == Outcome::Tururu && sq.lance == crate::engine::Lance::Tururu;
                add(Some(w), side_of[w], &|c| {
                    *c.squares.entry(lance.clone()).or_insert(0) += 1;
                    c.tururus += u64::from(tururu);
                });
            }
        }
        if let Some(chips) = &h.chips {
            for (p, v) in chips.iter().enumerate() {
                let v = *v;
                add(Some(p), side_of[p], &|c| c.chips += v);
            }
        }
    }

    /// The session is over (as far as its journal goes): the winner's side counts a win.
    pub fn finish(mut self, session: &Session, winner: Option<usize>, into: &mut Stats) {
        if let Some(w) = winner {
            self.sides[w].won += 1;
            for (p, s) in session.seating.side_of.iter().enumerate() {
                if *s == w {
                    self.players[p].won += 1;
                }
            }
        }
        for (name, c) in session.seating.players.iter().zip(self.players) {
            into.players.entry(name.clone()).or_default().merge(&c);
        }
        if session.seating.teams {
            for (name, c) in session.seating.sides.iter().zip(self.sides) {
                into.teams.entry(name.clone()).or_default().merge(&c);
            }
        }
    }
}

impl Counts {
    fn merge(&mut self, o: &Counts) {
        self.sessions += o.sessions;
        self.won += o.won;
        self.hands += o.hands;
        self.taken += o.taken;
        self.made += o.made;
        self.failed += o.failed;
        self.litiges += o.litiges;
        self.capots += o.capots;
        self.belotes += o.belotes;
        self.combinations += o.combinations;
        self.renounces += o.renounces;
        self.en_bestia += o.en_bestia;
        self.pots += o.pots;
        self.panfilos += o.panfilos;
        self.moscas += o.moscas;
        for (k, v) in &o.squares {
            *self.squares.entry(k.clone()).or_insert(0) += v;
        }
        self.tururus += o.tururus;
        self.chips += o.chips;
    }

    /// Every counter as (key, value), squares as `squares.LANCE`.
    pub fn fields(&self) -> Vec<(String, i64)> {
        let mut out: Vec<(String, i64)> = [
            ("sessions", self.sessions as i64),
            ("won", self.won as i64),
            ("hands", self.hands as i64),
            ("taken", self.taken as i64),
            ("made", self.made as i64),
            ("failed", self.failed as i64),
            ("litiges", self.litiges as i64),
            ("capots", self.capots as i64),
            ("belotes", self.belotes as i64),
            ("combinations", self.combinations),
            ("renounces", self.renounces as i64),
            ("en_bestia", self.en_bestia as i64),
            ("pots", self.pots as i64),
            ("panfilos", self.panfilos as i64),
            ("moscas", self.moscas as i64),
            ("tururus", self.tururus as i64),
            ("chips", self.chips),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
        out.extend(self.squares.iter().map(|(k, v)| (format!("squares.{k}"), *v as i64)));
        out
    }
}
