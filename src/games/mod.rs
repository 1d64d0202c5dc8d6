/*!
The games. This is the only place that names them: [`open`] gives a session its game behind the
[`Game`] interface, [`bot`] the simulator its random player.
*/

pub mod belote;
pub mod bestia;
pub mod bot;
pub mod perejila;

use crate::cards::{DeckKind, Rank};
use crate::engine::{Game, Refusal};
use crate::rules::seating::Seating;
use crate::ruleset::options::KnownOption;
use crate::ruleset::{BeloteSpec, BestiaSpec, Checker, GameFamily, OptionSpec, Options, PerejilaSpec, Ruleset};
use bot::Bot;
use indexmap::IndexMap;
use std::sync::Arc;

impl GameFamily {
    /// The game's name in ruleset files.
    pub fn name(self) -> &'static str {
        match self {
            GameFamily::Belote => "belote",
            GameFamily::Bestia => "bestia",
            GameFamily::Perejila => "perejila",
        }
    }

    /// The options the game reads, with the values it can read.
    pub fn known_options(self) -> &'static [KnownOption] {
        match self {
            GameFamily::Belote => belote::spec::OPTIONS,
            GameFamily::Bestia => bestia::spec::OPTIONS,
            GameFamily::Perejila => perejila::spec::OPTIONS,
        }
    }

    /// Whether the game is played in tricks (and so needs a trump card order and duties).
    pub fn plays_tricks(self) -> bool {
        match self {
            GameFamily::Belote | GameFamily::Bestia => true,
            GameFamily::Perejila => false,
        }
    }
}

/// How many of a ruleset's extra ranks a game deals for a number of players and options.
pub fn extra_ranks(game: GameFamily, players: usize, opts: &Options) -> usize {
    match game {
        GameFamily::Belote => 0,
        GameFamily::Bestia => bestia::spec::extra_ranks(players, opts),
        GameFamily::Perejila => perejila::spec::extra_ranks(opts),
    }
}

/// How many of a ruleset's lowest base ranks a game leaves out for a number of players and options.
pub fn dropped_ranks(game: GameFamily, players: usize, opts: &Options) -> usize {
    match game {
        GameFamily::Bestia => bestia::spec::dropped_ranks(players, opts),
        GameFamily::Belote | GameFamily::Perejila => 0,
    }
}

/// What a game's section of a ruleset is checked against: the deck and player counts.
#[derive(Clone, Copy)]
pub struct DeckCx<'a> {
    pub kind: DeckKind,
    pub ranks: &'a [Rank],
    pub extra: &'a [Rank],
    pub all_ranks: &'a [Rank],
    pub counts: &'a [u32],
    pub deck_size: u32,
    pub options: &'a IndexMap<String, OptionSpec>,
}

/// The game sections of a ruleset, checked.
pub struct Sections {
    pub belote: Option<BeloteSpec>,
    pub bestia: Option<BestiaSpec>,
    pub perejila: Option<PerejilaSpec>,
}

/// Check the section of a ruleset's game (and that no other game's section is there).
pub(crate) fn build_sections(
    game: GameFamily,
    b: &Option<belote::spec::RawBelote>,
    x: &Option<bestia::spec::RawBestia>,
    p: &Option<perejila::spec::RawPerejila>,
    cx: &DeckCx,
    ck: &mut Checker,
) -> Sections {
    let mut out = Sections { belote: None, bestia: None, perejila: None };
    let present = [("belote", b.is_some()), ("bestia", x.is_some()), ("perejila", p.is_some())];
    for (name, is) in present {
        if is && name != game.name() {
            ck.at_key(name, format!("a `{name}:` section does not belong to a {} ruleset", game.name()));
        }
    }
    match game {
        GameFamily::Belote => match b {
            Some(b) => out.belote = Some(belote::spec::build(ck, cx.kind, cx.ranks, cx.deck_size, cx.counts, b)),
            None => ck.at("game", "a belote ruleset needs a `belote:` section"),
        },
        GameFamily::Bestia => match x {
            Some(x) => out.bestia = Some(bestia::spec::build(x, cx, ck)),
            None => ck.at("game", "a bestia ruleset needs a `bestia:` section"),
        },
        GameFamily::Perejila => match p {
            Some(p) => out.perejila = Some(perejila::spec::build(p, cx, ck)),
            None => ck.at("game", "a perejila ruleset needs a `perejila:` section"),
        },
    }
    out
}

/// The game of a ruleset, for a session's options and seating.
pub fn open(ruleset: Arc<Ruleset>, options: &Options, seating: Arc<Seating>) -> Result<Box<dyn Game>, Refusal> {
    Ok(match ruleset.game {
        GameFamily::Belote => Box::new(belote::Belote::new(ruleset, options, seating)),
        GameFamily::Bestia => Box::new(bestia::Bestia::new(ruleset, options, seating)?),
        GameFamily::Perejila => Box::new(perejila::Perejila::new(ruleset, options, seating)),
    })
}

/// The simulator's random player for a ruleset.
pub fn bot(ruleset: &Arc<Ruleset>) -> Box<dyn Bot> {
    let rs = ruleset.clone();
    match ruleset.game {
        GameFamily::Belote => {
            Box::new(belote::sim::BeloteBot { rs, cache: Default::default(), deck: Vec::new(), shuffled: Vec::new() })
        }
        GameFamily::Bestia => Box::new(bestia::sim::BestiaBot { rs, cache: Default::default() }),
        GameFamily::Perejila => Box::new(perejila::sim::PerejilaBot { rs }),
    }
}

/// A simulation on a game's fast path, when it has one for this ruleset with its default options
/// (statistics only, no journal): contract Belote for four.
/// The fast path's hands as events, for the reducer to fold (`simulate --journal`): false when
/// the ruleset has no fast path.
pub fn fast_events(ruleset: &Ruleset, deals: usize, seed: u64, f: &mut dyn FnMut(crate::engine::Event)) -> bool {
    if ruleset.game != GameFamily::Belote || !belote::fast::supports(ruleset) {
        return false;
    }
    belote::fast::belote(ruleset, deals, seed, Some(f));
    true
}

/// Whether the ruleset has a fast path with its default options (contract Belote for four).
pub fn has_fast(ruleset: &Ruleset) -> bool {
    ruleset.game == GameFamily::Belote && belote::fast::supports(ruleset)
}

/// What the fast path counts, deal after deal.
pub use belote::fast::Tally as FastCounts;

/// One seeded run of `deals` deals on the fast path (only where [`has_fast`]).
pub fn fast_counts(ruleset: &Ruleset, deals: usize, seed: u64) -> FastCounts {
    belote::fast::belote(ruleset, deals, seed, None)
}
