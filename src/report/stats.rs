/*!
Statistics across nights: per player and per team, counted from each session's hand reports as a
streamed replay settles them (no hand is kept). What is counted comes from the reports alone —
results, breakdown lines, combinations, infractions, squares — so no game is named here.
*/

use crate::engine::{BidValue, HandReport, HandResult, Level, Settled, StatKey};
use crate::session::Session;
use indexmap::IndexMap;
use serde::Serialize;
use std::collections::BTreeMap;

/// One player's or one team's numbers.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub(crate) struct Counts {
    pub(crate) sessions: u64,
    pub(crate) won: u64,
    pub(crate) hands: u64,
    /// Contracts taken, and how they ended.
    pub(crate) taken: u64,
    pub(crate) made: u64,
    pub(crate) failed: u64,
    pub(crate) litiges: u64,
    /// Hands in which their side took every trick (or left another side capote).
    pub(crate) capots: u64,
    /// Hands in which their side scored belote-rebelote.
    pub(crate) belotes: u64,
    /// Points of the combinations they scored.
    pub(crate) combinations: i64,
    /// Renounces: play duties broken (proved, or agreed in a tally).
    pub(crate) renounces: u64,
    /// Chip games: times en bestia, whole pots taken, pánfilos shown, moscas won.
    pub(crate) en_bestia: u64,
    pub(crate) pots: u64,
    pub(crate) panfilos: u64,
    pub(crate) moscas: u64,
    /// Squares won, by lance (perejila), and tururús.
    pub(crate) squares: BTreeMap<String, u64>,
    pub(crate) tururus: u64,
    /// Net chips (chip games).
    pub(crate) chips: i64,
    /// Coinche's counts (none for one who never played coinche): written among the others.
    #[serde(flatten)]
    pub(crate) coinche: Option<CoincheCounts>,
}

/// What coinche adds to a player's or a team's numbers. A coinche counts for the player who said
/// it and their side, a surcoinche likewise (the hand's contract says who); made and failed say
/// how those contracts ended.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub(crate) struct CoincheCounts {
    pub(crate) coinches: u64,
    pub(crate) coinches_made: u64,
    pub(crate) coinches_failed: u64,
    pub(crate) surcoinches: u64,
    pub(crate) surcoinches_made: u64,
    pub(crate) surcoinches_failed: u64,
    /// Capots bid and made; every trick taken by a side with no capot bid.
    pub(crate) capots_bid: u64,
    pub(crate) capots_unbid: u64,
    /// Contracts taken by value, lowest first, capot last: `"80": {"taken", "made", "failed"}`.
    #[serde(serialize_with = "levels_json")]
    pub(crate) levels: BTreeMap<BidValue, LevelCounts>,
}

/// The contracts taken at one value, and how they ended.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq, Eq)]
pub(crate) struct LevelCounts {
    pub(crate) taken: u64,
    pub(crate) made: u64,
    pub(crate) failed: u64,
}

/// The levels as a JSON object keyed by the journal's spelling of the value (`"80"`, `"capot"`),
/// in the order of the values.
fn levels_json<S: serde::Serializer>(levels: &BTreeMap<BidValue, LevelCounts>, ser: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut map = ser.serialize_map(Some(levels.len()))?;
    for (value, counts) in levels {
        map.serialize_entry(&value.code(), counts)?;
    }
    map.end()
}

impl CoincheCounts {
    fn merge(&mut self, o: &CoincheCounts) {
        self.coinches += o.coinches;
        self.coinches_made += o.coinches_made;
        self.coinches_failed += o.coinches_failed;
        self.surcoinches += o.surcoinches;
        self.surcoinches_made += o.surcoinches_made;
        self.surcoinches_failed += o.surcoinches_failed;
        self.capots_bid += o.capots_bid;
        self.capots_unbid += o.capots_unbid;
        for (value, c) in &o.levels {
            let l = self.levels.entry(*value).or_default();
            l.taken += c.taken;
            l.made += c.made;
            l.failed += c.failed;
        }
    }
}

/// Statistics of a folder of journals.
#[derive(Debug, Default, Serialize)]
pub(crate) struct Stats {
    pub(crate) players: IndexMap<String, Counts>,
    pub(crate) teams: IndexMap<String, Counts>,
    /// Journals that could not be read, with why.
    pub(crate) unreadable: Vec<Unreadable>,
    /// The same numbers game by game (belote, bestia, perejila), with what each game counts:
    /// the tables show these (the JSON keeps the documented totals above).
    #[serde(skip)]
    pub(crate) games: IndexMap<String, GameStats>,
}

/// One game's statistics: the counts it can have, per player and per team.
#[derive(Debug, Default)]
pub(crate) struct GameStats {
    pub(crate) keys: Vec<StatKey>,
    pub(crate) players: IndexMap<String, Counts>,
    pub(crate) teams: IndexMap<String, Counts>,
}

#[derive(Debug, Serialize)]
pub(crate) struct Unreadable {
    pub(crate) file: String,
    /// Why, in English (as `verify --json` says it).
    pub(crate) message: String,
    /// Why, in the table's language, safe to print (through `term::safe`).
    #[serde(skip)]
    pub(crate) shown: String,
}

/// What one session adds, gathered hand by hand.
pub(crate) struct SessionTally {
    players: Vec<Counts>,
    sides: Vec<Counts>,
}

impl SessionTally {
    pub(crate) fn new(session: &Session) -> SessionTally {
        let coinche = crate::games::stat_keys(&session.ruleset, &session.options)
            .contains(&StatKey::Coinches)
            .then(CoincheCounts::default);
        let one = Counts { sessions: 1, coinche, ..Counts::default() };
        SessionTally { players: vec![one.clone(); session.seating.n()], sides: vec![one; session.seating.sides.len()] }
    }

    pub(crate) fn hand(&mut self, session: &Session, h: &HandReport) {
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
        if let Some(Settled { contract, result }) = h.contract {
            let t = contract.taker;
            add(Some(t), side_of[t], &|c| {
                c.taken += 1;
                match result {
                    Some(HandResult::Made) => c.made += 1,
                    Some(HandResult::Failed) => c.failed += 1,
                    Some(HandResult::Litige) => c.litiges += 1,
                    _ => {}
                }
            });
            if let Level::Bid(value) = contract.level {
                let made = result == Some(HandResult::Made);
                let failed = result == Some(HandResult::Failed);
                let (made, failed) = (u64::from(made), u64::from(failed));
                let coinche =
                    |x: &mut Counts, f: &dyn Fn(&mut CoincheCounts)| f(x.coinche.get_or_insert_with(Default::default));
                add(Some(t), side_of[t], &|x| {
                    coinche(x, &|c| {
                        let l = c.levels.entry(value).or_default();
                        l.taken += 1;
                        l.made += made;
                        l.failed += failed;
                    })
                });
                // The coincher, an opponent of the taker, and the surcoincher, of the takers'
                // side: each and their side.
                if let Some(p) = contract.doubled.coinche {
                    add(Some(p), side_of[p], &|x| {
                        coinche(x, &|c| {
                            c.coinches += 1;
                            c.coinches_made += made;
                            c.coinches_failed += failed;
                        })
                    });
                }
                if let Some(p) = contract.doubled.surcoinche {
                    add(Some(p), side_of[p], &|x| {
                        coinche(x, &|c| {
                            c.surcoinches += 1;
                            c.surcoinches_made += made;
                            c.surcoinches_failed += failed;
                        })
                    });
                }
                // Every trick to one side: a capot bid and made, or one nobody bid.
                if let Some(side) = h.capot {
                    let bid = value == BidValue::Capot && side == side_of[t];
                    add(None, side, &|x| {
                        coinche(x, &|c| {
                            c.capots_bid += u64::from(bid);
                            c.capots_unbid += u64::from(!bid);
                        })
                    });
                }
            }
        }
        // What the game counted: a side's capot and belotes go to the side and its players; a
        // player's own counts to the player and their side.
        let individual = sides == side_of.len();
        for (side, c) in h.counts.sides.iter().enumerate() {
            let (capot, belotes) = (c.capot, c.belotes as u64);
            add(individual.then_some(side), side, &|x| {
                x.capots += u64::from(capot);
                x.belotes += belotes;
            });
        }
        for (p, c) in h.counts.players.iter().enumerate() {
            add(Some(p), side_of[p], &|x| {
                x.combinations += c.combinations;
                x.renounces += c.renounces as u64;
                x.en_bestia += u64::from(c.en_bestia);
                x.pots += u64::from(c.pot);
                x.panfilos += u64::from(c.panfilo);
                x.moscas += u64::from(c.mosca);
                for lance in &c.squares {
                    *x.squares.entry(lance.code().to_string()).or_insert(0) += 1;
                }
                x.tururus += u64::from(c.tururu);
            });
        }
        if let Some(chips) = &h.chips {
            for (p, v) in chips.iter().enumerate() {
                let v = *v;
                add(Some(p), side_of[p], &|c| c.chips += v);
            }
        }
    }

    /// The session is over (as far as its journal goes): the winner's side counts a win. What
    /// it adds no longer needs the session (a pool's thread hands it over to be counted).
    pub(crate) fn close(mut self, session: &Session, winner: Option<usize>) -> Tallied {
        if let Some(w) = winner {
            self.sides[w].won += 1;
            for (p, s) in session.seating.side_of.iter().enumerate() {
                if *s == w {
                    self.players[p].won += 1;
                }
            }
        }
        let seating = &session.seating;
        Tallied {
            game: session.ruleset.game_name().to_string(),
            keys: crate::games::stat_keys(&session.ruleset, &session.options),
            players: seating.players.iter().cloned().zip(self.players).collect(),
            teams: if seating.teams { seating.sides.iter().cloned().zip(self.sides).collect() } else { Vec::new() },
        }
    }
}

/// What one session adds, the win counted: its game, what the game counts, and the counts of
/// each player and of each team (none when the players play alone).
pub(crate) struct Tallied {
    game: String,
    keys: Vec<StatKey>,
    players: Vec<(String, Counts)>,
    teams: Vec<(String, Counts)>,
}

impl Tallied {
    /// Counted into `into`, in the totals and in its game's.
    pub(crate) fn add_to(self, into: &mut Stats) {
        let game = into.games.entry(self.game).or_default();
        crate::games::stat_keys::union(&mut game.keys, &self.keys);
        for (name, c) in &self.players {
            into.players.entry(name.clone()).or_default().merge(c);
            game.players.entry(name.clone()).or_default().merge(c);
        }
        for (name, c) in &self.teams {
            into.teams.entry(name.clone()).or_default().merge(c);
            game.teams.entry(name.clone()).or_default().merge(c);
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
        if let Some(c) = &o.coinche {
            self.coinche.get_or_insert_with(Default::default).merge(c);
        }
    }

    /// Every counter as (key, value), the squares last.
    pub(crate) fn fields(&self) -> Vec<(StatKey, i64)> {
        let mut out: Vec<(StatKey, i64)> = vec![
            (StatKey::Sessions, self.sessions as i64),
            (StatKey::Won, self.won as i64),
            (StatKey::Hands, self.hands as i64),
            (StatKey::Taken, self.taken as i64),
            (StatKey::Made, self.made as i64),
            (StatKey::Failed, self.failed as i64),
            (StatKey::Litiges, self.litiges as i64),
            (StatKey::Capots, self.capots as i64),
            (StatKey::Belotes, self.belotes as i64),
            (StatKey::Combinations, self.combinations),
            (StatKey::Renounces, self.renounces as i64),
            (StatKey::EnBestia, self.en_bestia as i64),
            (StatKey::Pots, self.pots as i64),
            (StatKey::Panfilos, self.panfilos as i64),
            (StatKey::Moscas, self.moscas as i64),
            (StatKey::Tururus, self.tururus as i64),
            (StatKey::Chips, self.chips),
        ];
        if let Some(c) = &self.coinche {
            out.extend([
                (StatKey::Coinches, c.coinches as i64),
                (StatKey::CoinchesMade, c.coinches_made as i64),
                (StatKey::CoinchesFailed, c.coinches_failed as i64),
                (StatKey::Surcoinches, c.surcoinches as i64),
                (StatKey::SurcoinchesMade, c.surcoinches_made as i64),
                (StatKey::SurcoinchesFailed, c.surcoinches_failed as i64),
                (StatKey::CapotsBid, c.capots_bid as i64),
                (StatKey::CapotsUnbid, c.capots_unbid as i64),
            ]);
        }
        out.extend(
            self.squares
                .iter()
                .filter_map(|(k, v)| crate::engine::Lance::parse(k).map(|l| (StatKey::Square(l), *v as i64))),
        );
        out
    }
}
