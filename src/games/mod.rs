/*!
The games. This is the only place that names them: [`Rules`] reads a ruleset with its game's
section, `open` gives a session its game behind the `Game` interface, `bot()` the simulator
its random player.
*/

#[doc(hidden)]
pub mod belote;
pub(crate) mod bestia;
#[doc(hidden)]
pub mod bot;
pub(crate) mod perejila;
pub(crate) mod rules;
pub(crate) mod spare_report;
pub(crate) mod stat_keys;

use crate::engine::{Game, Refusal};
use crate::rules::seating::Seating;
use crate::ruleset::Options;
use bot::Bot;
#[doc(hidden)]
pub(crate) use rules::GAMES;
pub use rules::{DeckCx, GameSpec, Rules};
pub(crate) use stat_keys::stat_keys;
use std::sync::Arc;

/// The game of a ruleset, for a session's options and seating.
pub(crate) fn open(ruleset: Arc<Rules>, options: &Options, seating: Arc<Seating>) -> Result<Box<dyn Game>, Refusal> {
    Ok(match &ruleset.spec {
        GameSpec::Belote(spec) => {
            let spec = Arc::new(spec.clone());
            Box::new(belote::Belote::new(ruleset, spec, options, seating))
        }
        GameSpec::Bestia(spec) => {
            let spec = spec.clone();
            Box::new(bestia::Bestia::new(ruleset, spec, options, seating)?)
        }
        GameSpec::Perejila(spec) => {
            let spec = spec.clone();
            Box::new(perejila::Perejila::new(ruleset, spec, options, seating))
        }
    })
}

/// The simulator's random player for a ruleset: one of the games' players, each called as its
/// own type (`Bot::play_deal` is generic over the table it plays into).
pub(crate) enum Bots {
    Belote(Box<belote::sim::BeloteBot>),
    Coinche(Box<belote::coinche_sim::CoincheBot>),
    Bestia(Box<bestia::sim::BestiaBot>),
    Perejila(Box<perejila::sim::PerejilaBot>),
}

impl Bots {
    /// One deal by the ruleset's player.
    pub(crate) fn play_deal<P: bot::Play>(&mut self, play: &mut P, rng: &mut bot::Rng, breaches: f64) {
        match self {
            Bots::Belote(b) => b.play_deal(play, rng, breaches),
            Bots::Coinche(b) => b.play_deal(play, rng, breaches),
            Bots::Bestia(b) => b.play_deal(play, rng, breaches),
            Bots::Perejila(b) => b.play_deal(play, rng, breaches),
        }
    }
}

/// The simulator's random player for a ruleset.
pub(crate) fn bot(ruleset: &Arc<Rules>) -> Bots {
    let rs = ruleset.clone();
    match &ruleset.spec {
        GameSpec::Belote(spec) if spec.auction == belote::spec::AuctionKind::Contract => {
            Bots::Coinche(Box::new(belote::coinche_sim::CoincheBot::new(rs)))
        }
        GameSpec::Belote(spec) => Bots::Belote(Box::new(belote::sim::BeloteBot {
            spec: Arc::new(spec.clone()),
            rs,
            deck: Vec::new(),
            shuffled: Vec::new(),
            table: None,
        })),
        GameSpec::Bestia(spec) => Bots::Bestia(Box::new(bestia::sim::BestiaBot::new(rs, spec.clone()))),
        GameSpec::Perejila(_) => Bots::Perejila(Box::new(perejila::sim::PerejilaBot::new(rs))),
    }
}

/// The arithmetic of a partie's totals, for a concours to check a table's typed sheet: every
/// hand's card points with the last trick, what a belote and a capot add, and the bounds the
/// rules set on a sheet: the most belotes one hand scores, the most points one litige holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PartieSum {
    pub(crate) per_hand: i64,
    pub(crate) belote: i64,
    pub(crate) capot: i64,
    pub(crate) belotes_a_hand: u32,
    pub(crate) held_a_litige: i64,
}

/// The arithmetic of a partie of this ruleset played with `options`, when its totals follow
/// from the hands played: Belote scored by contract without announcements (belote-classic: 152
/// card points and 10 for the last trick a hand, 20 a belote, 90 a capot; one belote a hand, or
/// four with all-trump; a litige holds 91 at most, or 121 with all-trump). None where
/// combinations or a shared capote add points the totals do not show (belote-es), and for the
/// chip games.
pub(crate) fn partie_sum(r: &Rules, options: &Options) -> Option<PartieSum> {
    let GameSpec::Belote(b) = &r.spec else { return None };
    belote::partie::sum(r, b, options)
}

/// The bounds of a partie's totals where they do not follow from a sum (contracts bid with a
/// value: coinche, contree): the most one hand scores and which hand that is, a hand's card
/// points with the last trick (half of them a hand is half a partie), whether equal totals
/// past a target end the partie with the next hand, and whether a target is won by exceeding it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub struct PartieBound {
    pub hand: crate::engine::HandMost,
    pub(crate) cards: i64,
    pub(crate) ties_end: bool,
    pub(crate) target_exceed: bool,
}

/// The bounds of a partie of this ruleset played with `options`, when it scores contracts bid
/// with a value (coinche: a surcoinched capot bid with the belote, (250 + 250 + 20) × 4 = 2080
/// a hand; contree: (250 + 250) × 4 + 20 = 2020). None for the other games.
pub(crate) fn partie_bound(r: &Rules, options: &Options) -> Option<PartieBound> {
    let GameSpec::Belote(b) = &r.spec else { return None };
    belote::partie::bound(r, b, options)
}

/// Whether a table of this ruleset can be two teams of two (a concours's tables): a Belote of
/// four players in pairs.
pub(crate) fn two_teams_of_two(r: &Rules) -> bool {
    matches!(r.spec, GameSpec::Belote(_)) && r.player_counts.contains(&4) && r.teams != crate::ruleset::TeamsRule::None
}

#[cfg(test)]
mod partie_tests {
    use super::*;
    use crate::ruleset::OptValue;

    fn rules(name: &str) -> Rules {
        Rules::load(name).unwrap()
    }

    #[test]
    fn a_belote_partie_adds_up_to_162_a_hand_20_a_belote_90_a_capot() {
        let sum = |name: &str, given: &[(&str, OptValue)]| {
            let r = rules(name);
            let given = given.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
            partie_sum(&r, &r.options(&given).unwrap())
        };
        // 62 for the trump suit (J 20, 9 14, A 11, 10 10, K 4, Q 3), 30 for each of the other
        // three (A 11, 10 10, K 4, Q 3, J 2), and 10 for the last trick. One belote a hand (the
        // K and Q of trump); a litige holds the takers' 91 when the defenders' belote evens it
        // (71 + 20 against 91).
        let classic = PartieSum { per_hand: 162, belote: 20, capot: 90, belotes_a_hand: 1, held_a_litige: 91 };
        assert_eq!(sum("belote-classic", &[]), Some(classic));
        // All-trump (every suit 13 + 9 + 6 + 5 + 3 + 2 = 38, 152 in all; no-trump 19 + 10 + 4 +
        // 3 + 2 = 38 too): four belotes a hand, and a litige holds (162 + 80) / 2 = 121.
        let all = PartieSum { belotes_a_hand: 4, held_a_litige: 121, ..classic };
        assert_eq!(sum("belote-classic", &[("all_no_trump", OptValue::Bool(true))]), Some(all));
        // A misdeal's penalty lowers a total by what no sheet counts.
        assert_eq!(sum("belote-classic", &[("misdeal_penalty", OptValue::Int(50))]), None);
        // Spanish combinations and the shared capote add points the totals do not show.
        assert_eq!(sum("belote-es", &[]), None);
        assert_eq!(sum("bestia", &[]), None);
    }

    #[test]
    fn a_contract_partie_is_bounded_by_the_most_a_hand_scores() {
        use crate::engine::{HandMost, MostHand};
        let bound = |name: &str, given: &[(&str, OptValue)]| {
            let r = rules(name);
            let given = given.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
            partie_bound(&r, &r.options(&given).unwrap())
        };
        let word = |w: &str| OptValue::Str(w.into());
        // RULES.md coinche: a capot bid made scores (250 + 250 + the takers' belote) × m, the
        // belote inside the takers' total; surcoinched, m = 4: (250 + 250 + 20) × 4 = 2080. A
        // hand's cards and last trick: 162. Above 2000 and one belote a hand: ties end.
        let made = HandMost { hand: MostHand::CapotBidMade, terms: [250, 250, 20], multiplier: 4, after: 0 };
        let coinche = PartieBound { hand: made, cards: 162, ties_end: true, target_exceed: true };
        assert_eq!(bound("coinche", &[]), Some(coinche));
        assert_eq!(made.points(), 2080);
        // With surcoinche: 3, the multiplier is 1, 2 or 3: (250 + 250 + 20) × 3 = 1560.
        let three = bound("coinche", &[("surcoinche", OptValue::Int(3))]).unwrap();
        assert_eq!((three.hand.points(), three.hand.multiplier), (1560, 3));
        // A belote in each suit of all-trump: four belotes, (250 + 250 + 80) × 4 = 2320; one hand
        // can then add as much to both totals (at eighty_needs 80, an 80 made with 81 card
        // points: 80 + 81 = 161 to the takers, 81 + 4 × 20 = 161 to the defence), so equal
        // totals past a target can stay equal.
        let each = bound("coinche", &[("belote.all_trump", word("each-suit"))]).unwrap();
        assert_eq!((each.hand.terms, each.hand.points(), each.ties_end), ([250, 250, 80], 2320, false));
        // Without all-trump bids, each-suit changes nothing.
        let suits = [("belote.all_trump", word("each-suit")), ("all_no_trump", OptValue::Bool(false))];
        assert_eq!(bound("coinche", &suits).unwrap().hand.points(), 2080);
        // Rounding leaves a capot's 250: still 2080; the highest value 160 changes nothing.
        assert_eq!(bound("coinche", &[("rounding", word("nearest-10"))]).unwrap().hand.points(), 2080);
        assert_eq!(bound("coinche", &[("max_bid", OptValue::Int(160))]).unwrap().hand.points(), 2080);
        // A failed capot bid worth 500 scores as much as one made: the made one is said.
        let failed500 = bound("coinche", &[("capot_failed", OptValue::Int(500))]).unwrap();
        assert_eq!((failed500.hand.hand, failed500.hand.points()), (MostHand::CapotBidMade, 2080));
        // bid-only: the value times the multiplier, the belote to its holder: 250 × 4 + 20.
        let bid_only = bound("coinche", &[("scoring", word("bid-only"))]).unwrap();
        assert_eq!((bid_only.hand.terms, bid_only.hand.after, bid_only.hand.points()), ([250, 0, 0], 20, 1020));
        // RULES.md contree: a capot bid made 500 × m, the belote outside every product:
        // 500 × 4 + 20 = 2020; reached, not exceeded.
        let contree = bound("contree", &[]).unwrap();
        assert_eq!(
            contree,
            PartieBound {
                hand: HandMost { hand: MostHand::CapotBidMade, terms: [250, 250, 0], multiplier: 4, after: 20 },
                cards: 162,
                ties_end: true,
                target_exceed: false,
            }
        );
        assert_eq!(contree.hand.points(), 2020);
        // A misdeal penalty between hands can make equal totals again: no bound with a target.
        assert!(!bound("contree", &[("misdeal_penalty", OptValue::Int(50))]).unwrap().ties_end);
        // Games summed up hand by hand have no such bound.
        assert_eq!(bound("belote-classic", &[]), None);
        assert_eq!(bound("belote-es", &[]), None);
        assert_eq!(bound("bestia", &[]), None);
    }

    #[test]
    fn only_a_belote_of_four_in_pairs_seats_two_teams_of_two() {
        assert!(two_teams_of_two(&rules("belote-classic")));
        assert!(two_teams_of_two(&rules("belote-es")));
        assert!(!two_teams_of_two(&rules("bestia")));
        assert!(!two_teams_of_two(&rules("perejila")));
    }
}
