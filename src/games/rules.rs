/*!
A ruleset as a game plays it: the common part the ruleset module reads and checks ([`Ruleset`]:
deck, players, card orders, duties, options) and the game's own section ([`GameSpec`]), which
only the game's module knows. Loading a ruleset is done here, so that every check, common or the
game's, is reported at its place in the file, in the file's order.
*/

use super::{belote, bestia, perejila};
use crate::cards::{Card, DeckKind, Rank, Suit};
use crate::ruleset::options::KnownOption;
use crate::ruleset::{Checker, Draft, Flaw, OptionSpec, Options, Ruleset, RulesetError, Source, BUNDLED};
use indexmap::IndexMap;
use serde::Deserialize;
use std::sync::OnceLock;

/// A game's section of a ruleset, checked.
#[derive(Debug, Clone)]
#[doc(hidden)]
pub enum GameSpec {
    Belote(belote::spec::BeloteSpec),
    Bestia(bestia::spec::BestiaSpec),
    Perejila(perejila::spec::PerejilaSpec),
}

/// The games a ruleset may name (`game:`), each with the key of its section.
pub(crate) const GAMES: [&str; 3] = ["belote", "bestia", "perejila"];

/// A ruleset with its game's section: what sessions, the table and the commands play by.
#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct Rules {
    pub(crate) ruleset: Ruleset,
    pub(crate) spec: GameSpec,
}

impl std::ops::Deref for Rules {
    type Target = Ruleset;
    fn deref(&self) -> &Ruleset {
        &self.ruleset
    }
}

/// The sections as the file has them (every other key is the common part's).
#[derive(Deserialize)]
struct Sections {
    belote: Option<belote::spec::RawBelote>,
    bestia: Option<bestia::spec::RawBestia>,
    perejila: Option<perejila::spec::RawPerejila>,
}

/// What a game's section is checked against: the deck and player counts.
#[derive(Clone, Copy)]
#[doc(hidden)]
pub struct DeckCx<'a> {
    pub(crate) kind: DeckKind,
    pub(crate) ranks: &'a [Rank],
    pub(crate) extra: &'a [Rank],
    pub(crate) all_ranks: &'a [Rank],
    pub(crate) counts: &'a [u32],
    pub(crate) deck_size: u32,
    pub(crate) options: &'a IndexMap<String, OptionSpec>,
}

/// `Ruleset::source` found `name` among the bundled rulesets: `bundled` finds it too.
fn unreachable_bundled(name: &str) -> Result<Rules, RulesetError> {
    let names: Vec<&str> = BUNDLED.iter().map(|(n, _)| *n).collect();
    Err(RulesetError::Unknown { name: name.to_string(), bundled: names, near: Vec::new() })
}

/// Every option a game can read, whatever its section says (Belote's: those of every auction),
/// for the catalogues' test that each has its words.
#[cfg(test)]
pub(crate) fn every_known_option(game: &str) -> Vec<&'static KnownOption> {
    use belote::spec::AuctionKind;
    match game {
        "belote" => {
            [AuctionKind::TurnedCard, AuctionKind::Contract].into_iter().flat_map(belote::spec::options_for).collect()
        }
        "bestia" => bestia::spec::OPTIONS.iter().collect(),
        "perejila" => perejila::spec::OPTIONS.iter().collect(),
        _ => Vec::new(),
    }
}

/// The options a game reads, with the values it can read (Belote's: those of its section's
/// auction).
fn known_options(game: &str, sections: &Sections) -> &'static [KnownOption] {
    match game {
        "belote" => belote::spec::options_for(sections.belote.as_ref().map(|b| b.auction()).unwrap_or_default()),
        "bestia" => bestia::spec::OPTIONS,
        "perejila" => perejila::spec::OPTIONS,
        _ => &[],
    }
}

impl Rules {
    /// Load a ruleset by bundled name or by path.
    pub fn load(name_or_path: &str) -> Result<Rules, RulesetError> {
        match Ruleset::source(name_or_path)? {
            Source::Bundled(name) => Rules::bundled(name).unwrap_or_else(|| unreachable_bundled(name)),
            Source::File(path, text) => Rules::parse(&text, &path, false).map(|r| r.named(&path)),
        }
    }

    /// A bundled ruleset by name. Each is parsed (and its sha256 taken) once a process: `stats`
    /// and `sessions` ask for one per journal, and the YAML parse was half their work (#28).
    pub(crate) fn bundled(name: &str) -> Option<Result<Rules, RulesetError>> {
        static PARSED: [OnceLock<Option<Rules>>; BUNDLED.len()] = [const { OnceLock::new() }; BUNDLED.len()];
        let k = BUNDLED.iter().position(|(n, _)| *n == name)?;
        let (name, text) = BUNDLED[k];
        let parse = || Rules::parse(text, &format!("{name}.yaml"), true).map(|r| r.named(name));
        // A bundled text that does not read (the tests keep them readable) says why each time.
        Some(PARSED[k].get_or_init(|| parse().ok()).clone().map_or_else(parse, Ok))
    }

    /// Parse and check a ruleset text; `file` names it in error messages.
    pub fn from_str(text: &str, file: &str) -> Result<Rules, RulesetError> {
        Rules::parse(text, file, false)
    }

    fn named(mut self, origin: &str) -> Rules {
        self.ruleset.origin = origin.to_string();
        self
    }

    fn parse(text: &str, file: &str, bundled: bool) -> Result<Rules, RulesetError> {
        let read = Ruleset::read(text, file, bundled, &GAMES)?;
        // The game's section is read from the text itself, so that its mistakes are located too.
        let sections: Sections =
            serde_yaml::from_str(text).map_err(|e| crate::ruleset::yaml_problem(text, file, &e))?;
        let mut draft = read.check();
        let spec = game_checks(&mut draft, &sections);
        let ruleset = draft.finish(bundled)?;
        // A section that gave no spec has said why (a problem above, so finish refused it).
        let spec = spec.ok_or_else(|| RulesetError::Problems(vec![]))?;
        Ok(Rules { ruleset, spec })
    }

    /// The game's name in ruleset files.
    pub(crate) fn game_name(&self) -> &'static str {
        match self.spec {
            GameSpec::Belote(_) => "belote",
            GameSpec::Bestia(_) => "bestia",
            GameSpec::Perejila(_) => "perejila",
        }
    }

    /// A card above every trump whatever the trump suit (La Bestia's pánfilo), if the game has one.
    pub(crate) fn highest_trump(&self) -> Option<Card> {
        match &self.spec {
            GameSpec::Bestia(b) => Some(b.panfilo_card),
            _ => None,
        }
    }

    /// Cards dealt for a number of players and the session's options: the base ranks, less the
    /// lowest the game leaves out, then as many extra ranks as the game adds.
    pub(crate) fn deck_ranks(&self, players: usize, opts: &Options) -> Vec<Rank> {
        let (dropped, extra) = match &self.spec {
            GameSpec::Belote(_) => (0, 0),
            GameSpec::Bestia(_) => {
                (bestia::spec::dropped_ranks(players, opts), bestia::spec::extra_ranks(players, opts))
            }
            GameSpec::Perejila(_) => (0, perejila::spec::extra_ranks(opts)),
        };
        let mut ranks = self.ranks.clone();
        ranks.truncate(ranks.len() - dropped.min(ranks.len().saturating_sub(1)));
        ranks.extend(self.extra_ranks.iter().take(extra.min(self.extra_ranks.len())));
        ranks
    }

    /// Every card of the deck for a player count and options.
    pub fn deck(&self, players: usize, opts: &Options) -> Vec<Card> {
        let ranks = self.deck_ranks(players, opts);
        let mut out = Vec::with_capacity(4 * ranks.len());
        for s in 0..4 {
            for r in &ranks {
                out.push(Card::new(Suit(s), *r));
            }
        }
        out
    }
}

/// The checks that depend on the game: its name, the keys of its section and no other, the
/// options it knows, what a trick game needs, and its section.
fn game_checks(draft: &mut Draft, sections: &Sections) -> Option<GameSpec> {
    let Draft { ruleset: r, ck, rest } = draft;
    let game = r.game.clone();
    if !GAMES.contains(&game.as_str()) {
        ck.at("game", Flaw::UnknownGame { game, games: &GAMES });
        return None;
    }
    for key in rest.iter() {
        if *key != game {
            ck.at_key(key, Flaw::ForeignSection { key: key.clone(), game: game.clone() });
        }
    }
    if game == "belote" || game == "bestia" {
        if r.trump_table.is_none() {
            ck.at("cards", Flaw::TrickNeedsOrder);
        }
        if r.trump_duties.is_none() {
            ck.at("duties", Flaw::TrickNeedsDuties);
        }
    }
    check_options(r, ck, &game, known_options(&game, sections));
    if game == "belote" {
        belote::spec::check_modes(r, ck);
    }

    let all_ranks: Vec<Rank> = r.ranks.iter().chain(&r.extra_ranks).copied().collect();
    let counts: Vec<u32> = r.player_counts.iter().copied().filter(|n| (2..=8).contains(n)).collect();
    let cx = DeckCx {
        kind: r.deck_kind,
        ranks: &r.ranks,
        extra: &r.extra_ranks,
        all_ranks: &all_ranks,
        counts: &counts,
        deck_size: r.ranks.len() as u32 * 4,
        options: &r.options,
    };
    let missing = |ck: &mut Checker| {
        ck.at("game", Flaw::NoSection { game: game.clone() });
        None
    };
    match game.as_str() {
        "belote" => match &sections.belote {
            Some(b) => Some(GameSpec::Belote(belote::spec::build(ck, cx.kind, cx.ranks, cx.deck_size, cx.counts, b))),
            None => missing(ck),
        },
        "bestia" => match &sections.bestia {
            Some(x) => Some(GameSpec::Bestia(bestia::spec::build(x, &cx, ck))),
            None => missing(ck),
        },
        "perejila" => match &sections.perejila {
            Some(p) => Some(GameSpec::Perejila(perejila::spec::build(p, &cx, ck))),
            None => missing(ck),
        },
        _ => None,
    }
}

/// The options: each one the game knows, complete and in range; every one it needs.
fn check_options(r: &mut Ruleset, ck: &mut Checker, game: &str, known: &[KnownOption]) {
    for (key, spec) in r.options.iter_mut() {
        let path = format!("options.{key}");
        match known.iter().find(|k| k.name == key) {
            None => ck.at_key(
                &path,
                Flaw::UnknownOption {
                    key: key.clone(),
                    game: game.to_string(),
                    known: known.iter().map(|k| k.name).collect(),
                },
            ),
            Some(k) => {
                for (field, flaw) in spec.complete(k) {
                    ck.at(&format!("{path}.{field}"), flaw);
                }
            }
        }
    }
    for k in known.iter().filter(|k| k.required) {
        if !r.options.contains_key(k.name) {
            ck.at("options", Flaw::OptionRequired { key: k.name, game: game.to_string() });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::OptValue;

    #[test]
    fn every_bundled_ruleset_loads() {
        for (name, _) in BUNDLED {
            let r = Rules::load(name).unwrap_or_else(|e| panic!("{name}: {e:?}"));
            assert_eq!(&r.name, name);
            let opts = r.options(&IndexMap::new()).unwrap();
            let n = r.player_counts[0] as usize;
            assert!(!r.deck(n, &opts).is_empty());
        }
    }

    #[test]
    fn bestia_deck_grows_with_players() {
        let r = Rules::load("bestia").unwrap();
        let opts = r.options(&IndexMap::new()).unwrap();
        assert_eq!(r.deck(3, &opts).len(), 32);
        assert_eq!(r.deck(4, &opts).len(), 36);
        assert_eq!(r.deck(8, &opts).len(), 52);
        let mut given = IndexMap::new();
        given.insert("deck_growth".to_string(), OptValue::Int(8));
        let opts = r.options(&given).unwrap();
        assert_eq!(r.deck(4, &opts).len(), 40);
    }

    #[test]
    fn perejila_deck_size_option() {
        let r = Rules::load("perejila").unwrap();
        let opts = r.options(&IndexMap::new()).unwrap();
        assert_eq!(r.deck(4, &opts).len(), 40);
        let mut given = IndexMap::new();
        given.insert("deck".to_string(), OptValue::Int(48));
        assert_eq!(r.deck(4, &r.options(&given).unwrap()).len(), 48);
    }
}
