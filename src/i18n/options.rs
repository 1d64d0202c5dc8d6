/*!
What the options of the games mean, as `tapete rules show` explains them. An option is known by
its key in ruleset files ([`OptionKey`]); its meaning is the game's and is worded here, in each
language, while its default, its range and its choices are the ruleset's data and are printed
from it (a sentence never says a default a ruleset file may change). A key no catalogue knows
has no [`OptionKey`]: `rules show` then prints the file's own description (the words of whoever
wrote the file, made safe for a terminal).
*/

use crate::i18n::Terms;

/// An option a game reads, by its key in ruleset files. The catalogues match on it exhaustively,
/// so an option worded in one language and not in another does not compile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum OptionKey {
    // Belote (belote-classic, belote-es).
    Target,
    Hands,
    AllNoTrump,
    BeloteMustDeclare,
    BeloteOrder,
    RunTie,
    Overtrump,
    Contract,
    RenouncePenalty,
    MisdealPenalty,
    // Coinche and contrée.
    TargetReach,
    MaxBid,
    SelfRaise,
    CoincheTiming,
    Surcoinche,
    EightyNeeds,
    Undertrump,
    BeloteDeclare,
    BeloteAllTrump,
    BeloteOnFailure,
    Scoring,
    Rounding,
    CoinchedBase,
    CapotFailed,
    // La Bestia.
    Ante,
    DeckGrowth,
    ThreePlayerDeck,
    Panfilo,
    BestiaPayment,
    PerTrick,
    // Perejila.
    Stake,
    Deck,
    TururuRealBonus,
}

/// Every option key the catalogues explain: its key in ruleset files, and the words among its
/// choices that each catalogue explains one by one (numbers are explained in the option's
/// sentence).
const KEYS: [(OptionKey, &str, &[&str]); 33] = {
    use OptionKey as K;
    [
        (K::Target, "target", &[]),
        (K::Hands, "hands", &[]),
        (K::AllNoTrump, "all_no_trump", &[]),
        (K::BeloteMustDeclare, "belote.must_declare", &[]),
        (K::BeloteOrder, "belote.order", &["king-first", "any"]),
        (K::RunTie, "run_tie", &["first", "split"]),
        (K::Overtrump, "overtrump", &[]),
        (K::Contract, "contract", &["none", "beat-each-opponent"]),
        (K::RenouncePenalty, "renounce_penalty", &["hand-lost", "flag-only", "pays-pot"]),
        (K::MisdealPenalty, "misdeal_penalty", &[]),
        (K::TargetReach, "target_reach", &["exceed", "reach"]),
        (K::MaxBid, "max_bid", &[]),
        (K::SelfRaise, "self_raise", &["new-suit", "never"]),
        (K::CoincheTiming, "coinche_timing", &["any-time", "in-turn"]),
        (K::Surcoinche, "surcoinche", &[]),
        (K::EightyNeeds, "eighty_needs", &[]),
        (K::Undertrump, "undertrump", &[]),
        (K::BeloteDeclare, "belote.declare", &["first", "both", "none"]),
        (K::BeloteAllTrump, "belote.all_trump", &["none", "each-suit"]),
        (K::BeloteOnFailure, "belote.on_failure", &["takers", "defence"]),
        (K::Scoring, "scoring", &["points-and-bid", "bid-only"]),
        (K::Rounding, "rounding", &["none", "nearest-10"]),
        (K::CoinchedBase, "coinched_base", &["points", "deal"]),
        (K::CapotFailed, "capot_failed", &[]),
        (K::Ante, "ante", &[]),
        (K::DeckGrowth, "deck_growth", &[]),
        (K::ThreePlayerDeck, "three_player_deck", &[]),
        (K::Panfilo, "panfilo", &[]),
        (K::BestiaPayment, "bestia_payment", &["equal", "doubling"]),
        (K::PerTrick, "per_trick", &["chip", "fifth"]),
        (K::Stake, "stake", &[]),
        (K::Deck, "deck", &[]),
        (K::TururuRealBonus, "tururu_real_bonus", &[]),
    ]
};

impl OptionKey {
    /// The option of this key in a ruleset file (`belote.declare`), if a catalogue explains it.
    pub fn from_key(key: &str) -> Option<OptionKey> {
        KEYS.iter().find(|(_, k, _)| *k == key).map(|(o, _, _)| *o)
    }

    /// Its key in ruleset files.
    pub fn key(self) -> &'static str {
        KEYS.iter().find(|(o, _, _)| *o == self).map_or("", |(_, k, _)| k)
    }

    /// The words among its choices that the catalogues explain one by one.
    pub fn words(self) -> &'static [&'static str] {
        KEYS.iter().find(|(o, _, _)| *o == self).map_or(&[], |(_, _, w)| w)
    }

    /// Every option the catalogues explain.
    pub fn all() -> impl Iterator<Item = OptionKey> {
        KEYS.iter().map(|(o, _, _)| *o)
    }
}

/// What the options mean, in one language.
#[doc(hidden)]
pub trait OptionWords: Terms {
    /// What the option means in its game, one or two sentences. `with` are the ruleset's options
    /// (a sentence says how two options go together only when the ruleset has both: `target`
    /// and `target_reach`).
    fn option_meaning(&self, key: OptionKey, with: &[OptionKey]) -> String;
    /// What one of its word choices means (`hand-lost`); `None` for a word it does not explain.
    fn option_choice(&self, key: OptionKey, choice: &str) -> Option<String>;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_key_is_listed_once_and_reads_back() {
        for o in OptionKey::all() {
            assert_eq!(OptionKey::from_key(o.key()), Some(o), "{o:?}");
            assert_eq!(OptionKey::all().filter(|x| x.key() == o.key()).count(), 1, "{o:?}");
        }
        assert_eq!(OptionKey::from_key("no_such_option"), None);
    }

    /// Every option and every word choice listed has its words in every language, and the words
    /// differ from one language to the next (a sentence left in English is seen).
    #[test]
    fn every_option_and_listed_choice_is_explained_in_every_language() {
        let all: Vec<OptionKey> = OptionKey::all().collect();
        for o in OptionKey::all() {
            let said: Vec<String> = Lang::all().iter().map(|l| l.catalog().option_meaning(o, &all)).collect();
            assert!(said.iter().all(|s| !s.trim().is_empty()), "{o:?}: {said:?}");
            assert!(said[0] != said[1] && said[0] != said[2] && said[1] != said[2], "{o:?}: {said:?}");
            for w in o.words() {
                let said: Vec<Option<String>> = Lang::all().iter().map(|l| l.catalog().option_choice(o, w)).collect();
                assert!(said.iter().all(|s| s.as_ref().is_some_and(|s| !s.trim().is_empty())), "{o:?} {w}: {said:?}");
                assert!(said[0] != said[1] && said[0] != said[2], "{o:?} {w}: {said:?}");
            }
            for l in Lang::all() {
                assert_eq!(l.catalog().option_choice(o, "no-such-choice"), None, "{o:?}");
            }
        }
    }

    /// `target` says neither "reach" nor "exceed" of its own where `target_reach` says which.
    #[test]
    fn target_points_to_target_reach_only_where_the_ruleset_has_it() {
        for l in Lang::all() {
            let cat = l.catalog();
            let alone = cat.option_meaning(OptionKey::Target, &[OptionKey::Target]);
            let with = cat.option_meaning(OptionKey::Target, &[OptionKey::Target, OptionKey::TargetReach]);
            assert!(!alone.contains("target_reach") && with.contains("target_reach"), "{alone} / {with}");
        }
    }
}
