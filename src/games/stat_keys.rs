//! What a game counts in statistics (RULES.md): the columns of `stats` and the rows of a
//! summary's and a simulation's statistics. A count a game cannot have is not shown as 0:
//! belote-es has no litige, La Bestia no capot, Perejila no trick to renounce in.

use super::belote::settings::Settings;
use super::belote::spec::Announcements;
use super::{GameSpec, Rules};
use crate::engine::{Lance, Level, StatKey};
use crate::ruleset::Options;

/// The statistics a session of `rules` with `options` can count, in the order they are shown.
pub(crate) fn stat_keys(rules: &Rules, options: &Options) -> Vec<StatKey> {
    use StatKey::*;
    let mut keys = vec![Sessions];
    match &rules.spec {
        GameSpec::Belote(spec) => {
            // What the contracts of these hands can come to.
            keys.extend([Won, Hands, Taken]);
            match Settings::read(spec, options).level {
                Level::BeatDefence => keys.extend([Made, Failed, Litiges]),
                Level::BeatEachOpponent => keys.extend([Made, Failed]),
                // Coinche: coinches and surcoinches, and capots bid or not (the contracts by
                // level are a table of their own).
                Level::Bid(_) => keys.extend([
                    Made,
                    Failed,
                    Coinches,
                    CoinchesMade,
                    CoinchesFailed,
                    Surcoinches,
                    SurcoinchesMade,
                    SurcoinchesFailed,
                    CapotsBid,
                    CapotsUnbid,
                ]),
                Level::Points => {}
            }
            keys.extend([Capots, Belotes]);
            if spec.announcements != Announcements::None {
                keys.push(Combinations);
            }
            keys.push(Renounces);
        }
        GameSpec::Bestia(spec) => {
            keys.extend([Hands, Renounces, EnBestia, Pots]);
            if spec.panfilo_chips != 0 {
                keys.push(Panfilos);
            }
            keys.extend([Moscas, Chips]);
        }
        GameSpec::Perejila(_) => {
            keys.push(Hands);
            keys.extend(Lance::ALL.iter().filter(|l| **l != Lance::Tururu).map(|l| Square(*l)));
            keys.extend([Tururus, Chips]);
        }
    }
    keys.sort();
    keys
}

/// Keys of several sessions together, in the order of [`StatKey`] (squares last by lance).
pub(crate) fn union(into: &mut Vec<StatKey>, more: &[StatKey]) {
    for k in more {
        if !into.contains(k) {
            into.push(*k);
        }
    }
    into.sort();
}
