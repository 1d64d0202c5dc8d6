//! The sentence gallery of ruleset files: every problem `rules check` can find (a [`Flaw`]) and
//! every part of what `rules list`, `rules show` and `rules check` say, in every language, kept
//! as a snapshot (tests/snapshots) so that a change of wording is seen in review. As in
//! `gallery`, an exhaustive match (`flaw_index`) places each variant, and a test checks every
//! place has its sample.

use tapete::cards::DeckKind;
use tapete::i18n::{CardMode, Duty, Lang, RulesShow};
use tapete::ruleset::options::{OptKind, ValueProblem};
use tapete::ruleset::{Flaw, Head, OptValue, Ruff, RulesetProblem, TeamsRule};

fn words(list: &[&str]) -> Vec<OptValue> {
    list.iter().map(|w| OptValue::Str(w.to_string())).collect()
}

/// Every flaw, with the values a broken file would give it.
fn flaws() -> Vec<Flaw> {
    use Flaw as F;
    const GAMES: &[&str] = &["belote", "bestia", "perejila"];
    vec![
        F::Yaml("deck.kind: invalid type: sequence, expected a YAML tag starting with '!'".into()),
        F::NotAMapping,
        F::TooLarge { bytes: 1_500_000 },
        F::TooDeep { max: 32 },
        F::UnknownKey { key: "gmae".into(), expected: vec!["format", "name", "game", "options"] },
        F::Format { format: 2 },
        F::Name,
        F::RankTwice { rank: "K".into() },
        F::NotARankOf { text: "Z".into(), deck: DeckKind::French },
        F::NotARankOf { text: "Z".into(), deck: DeckKind::Spanish },
        F::AlreadyInDeck,
        F::NoRanks,
        F::OrderLeavesOut { rank: "7" },
        F::RankNotInDeck { rank: "6" },
        F::PointsNotInDeck { rank: "6".into() },
        F::NotARank { text: "Z".into(), deck: DeckKind::French },
        F::NeedsPlain,
        F::Range { lo: 0, hi: 1000, got: -20 },
        F::NoPlayerCounts,
        F::PlayersImpossible { players: 1 },
        F::PlayersImpossible { players: 9 },
        F::PlayersTwice { players: 3 },
        F::PlayersNoTeams { players: 3 },
        F::Description,
        F::DefaultKind { want: OptKind::Int, got: "lots".into() },
        F::DefaultKind { want: OptKind::Bool, got: "3".into() },
        F::MinMaxNotWhole,
        F::NoChoice,
        F::ChoiceKind { want: OptKind::Str, got: OptValue::Int(4) },
        F::BoundRange { bound: "min", lo: 0, hi: 1_000_000, got: -3 },
        F::ChoiceRange { lo: 1, hi: 1_000_000_000, got: 0 },
        F::ChoiceNotRead { choice: OptValue::Str("shoot".into()), reads: words(&["hand-lost", "flag-only"]) },
        F::Default(ValueProblem::Kind { want: OptKind::Int, got: "lots".into() }),
        F::Default(ValueProblem::NotAChoice { choices: words(&["hand-lost", "flag-only"]), got: "shoot".into() }),
        F::Default(ValueProblem::TooLow { min: 1, got: 0 }),
        F::Default(ValueProblem::TooHigh { max: 1000, got: 2000 }),
        F::UnknownOption { key: "all_no_trumps".into(), game: "belote".into(), known: vec!["target", "all_no_trump"] },
        F::OptionRequired { key: "target", game: "belote".into() },
        F::UnknownGame { game: "poker".into(), games: GAMES },
        F::UnknownGame { game: "po\u{1b}ker".into(), games: GAMES },
        F::ForeignSection { key: "bestia".into(), game: "belote".into() },
        F::NoSection { game: "bestia".into() },
        F::TrickNeedsOrder,
        F::TrickNeedsDuties,
        F::AllNoTrumpOrders,
        F::AllNoTrumpDuties,
        F::NotPlayedBy { players: 5 },
        F::NotPlayedBy { players: 1 },
        F::NoHandSize { players: 3 },
        F::HandsAndTurned { players: 3, hand: 11, deck: 32 },
        F::HandsAndTurned { players: 1, hand: 1, deck: 0 },
        F::NoTurnedCard { players: 3 },
        F::SwapFromTable { players: 3 },
        F::SwapNeedsSevens,
        F::AnnouncedRank { rank: "6", entry: 6 },
        F::NotARankOfThisDeck { text: "Z".into() },
        F::SpanishAnnouncements,
        F::RunImpossible { len: 9 },
        F::ContractNeedsCapot,
        F::ContractDealsAll { players: 4, hand: 7, deck: 32 },
        F::SectionNeeds { key: "capot_points", with: "scoring: bid" },
        F::SectionNotWith { key: "turned_card", with: "auction: contract" },
        F::ContractAuctionTable,
        F::BidScoringAuction,
        F::NotACard { text: "ZZ".into() },
        F::HandsExceedTheirDeck { players: 3, hand: 12, cards: 32 },
        F::HandsExceedDeck { players: 8, hand: 3, cards: 20 },
        F::DealsNot { sizes: [40, 48], got: 44 },
        F::NamePerejila { size: 48 },
    ]
}

/// The place of each flaw in the gallery.
fn flaw_index(f: &Flaw) -> usize {
    match f {
        Flaw::Yaml(_) => 0,
        Flaw::NotAMapping => 1,
        Flaw::TooLarge { .. } => 2,
        Flaw::TooDeep { .. } => 3,
        Flaw::UnknownKey { .. } => 4,
        Flaw::Format { .. } => 5,
        Flaw::Name => 6,
        Flaw::RankTwice { .. } => 7,
        Flaw::NotARankOf { .. } => 8,
        Flaw::AlreadyInDeck => 9,
        Flaw::NoRanks => 10,
        Flaw::OrderLeavesOut { .. } => 11,
        Flaw::RankNotInDeck { .. } => 12,
        Flaw::PointsNotInDeck { .. } => 13,
        Flaw::NotARank { .. } => 14,
        Flaw::NeedsPlain => 15,
        Flaw::Range { .. } => 16,
        Flaw::NoPlayerCounts => 17,
        Flaw::PlayersImpossible { .. } => 18,
        Flaw::PlayersTwice { .. } => 19,
        Flaw::PlayersNoTeams { .. } => 20,
        Flaw::Description => 21,
        Flaw::DefaultKind { .. } => 22,
        Flaw::MinMaxNotWhole => 23,
        Flaw::NoChoice => 24,
        Flaw::ChoiceKind { .. } => 25,
        Flaw::BoundRange { .. } => 26,
        Flaw::ChoiceRange { .. } => 27,
        Flaw::ChoiceNotRead { .. } => 28,
        Flaw::Default(_) => 29,
        Flaw::UnknownOption { .. } => 30,
        Flaw::OptionRequired { .. } => 31,
        Flaw::UnknownGame { .. } => 32,
        Flaw::ForeignSection { .. } => 33,
        Flaw::NoSection { .. } => 34,
        Flaw::TrickNeedsOrder => 35,
        Flaw::TrickNeedsDuties => 36,
        Flaw::AllNoTrumpOrders => 37,
        Flaw::AllNoTrumpDuties => 38,
        Flaw::NotPlayedBy { .. } => 39,
        Flaw::NoHandSize { .. } => 40,
        Flaw::HandsAndTurned { .. } => 41,
        Flaw::NoTurnedCard { .. } => 42,
        Flaw::SwapFromTable { .. } => 43,
        Flaw::SwapNeedsSevens => 44,
        Flaw::AnnouncedRank { .. } => 45,
        Flaw::NotARankOfThisDeck { .. } => 46,
        Flaw::SpanishAnnouncements => 47,
        Flaw::RunImpossible { .. } => 48,
        Flaw::ContractNeedsCapot => 49,
        Flaw::NotACard { .. } => 50,
        Flaw::HandsExceedTheirDeck { .. } => 51,
        Flaw::HandsExceedDeck { .. } => 52,
        Flaw::DealsNot { .. } => 53,
        Flaw::NamePerejila { .. } => 54,
        Flaw::ContractDealsAll { .. } => 55,
        Flaw::SectionNeeds { .. } => 56,
        Flaw::SectionNotWith { .. } => 57,
        Flaw::ContractAuctionTable => 58,
        Flaw::BidScoringAuction => 59,
    }
}
const FLAWS: usize = 60;

/// Every part of `rules show`: each deck, each seating, each heading, mode and duty.
fn show_parts() -> Vec<RulesShow<'static>> {
    use RulesShow as S;
    const DUTIES: &[Duty] = &[
        Duty::Follow,
        Duty::Head(Head::Never),
        Duty::Head(Head::Trumps),
        Duty::Head(Head::Always),
        Duty::NoHeadOnceRuffed,
        Duty::Ruff(Ruff::Never),
        Duty::Ruff(Ruff::Always),
        Duty::Ruff(Ruff::UnlessPartnerWinning),
        Duty::Overtrump,
        Duty::Undertrump,
        Duty::NoUndertrump,
    ];
    let mut parts = vec![
        S::Deck { deck: DeckKind::French, ranks: "A K Q J 10 9 8 7", extra: None },
        S::Deck { deck: DeckKind::Spanish, ranks: "1 2 3 4 5 6 7 S C R", extra: Some("8 9") },
        S::Players { counts: "4", teams: TeamsRule::Required },
        S::Players { counts: "3, 4, 5", teams: TeamsRule::None },
        S::Players { counts: "2, 3, 4", teams: TeamsRule::Optional },
        S::OrdersHeading,
        S::DutiesHeading,
        S::OptionsHeading,
        S::Mode(CardMode::Trump),
        S::Mode(CardMode::Plain),
        S::Mode(CardMode::AllTrump),
        S::Mode(CardMode::NoTrump),
        S::PanfiloLabel,
        S::Panfilo { card: "J♣" },
    ];
    parts.extend(DUTIES.chunks(1).map(S::Duties));
    // A mode's duties together, as `rules show` joins them.
    parts.push(S::Duties(&DUTIES[..3]));
    parts
}

#[test]
fn every_flaw_has_its_place_in_the_gallery() {
    let mut seen = [false; FLAWS];
    for f in flaws() {
        seen[flaw_index(&f)] = true;
    }
    let missing: Vec<usize> = (0..FLAWS).filter(|i| !seen[*i]).collect();
    assert!(missing.is_empty(), "flaws without a sample in the gallery: places {missing:?}");
}

/// One language's gallery of ruleset files: each sentence on its own line, with what it says.
fn gallery(lang: Lang) -> String {
    let cat = lang.catalog();
    let mut out = String::new();
    let mut say = |head: &str, text: String| {
        out.push_str(&format!("{head}: {text}\n"));
    };
    for f in flaws() {
        say(&format!("flaw {}", flaw_index(&f)), cat.flaw(&f));
    }
    let located =
        RulesetProblem { file: "house.yaml".into(), carried: false, line: 12, column: 5, flaw: Flaw::NoRanks };
    say("located", cat.ruleset_problem(&located));
    say("list", cat.rules_heads().join(" | "));
    for (i, part) in show_parts().iter().enumerate() {
        say(&format!("show {i}"), cat.rules_show(part));
    }
    say("check", cat.ruleset_ok("house.yaml", "house-belote", "belote"));
    out
}

#[test]
fn the_ruleset_gallery_in_english() {
    insta::assert_snapshot!(gallery(Lang::En));
}

#[test]
fn the_ruleset_gallery_in_spanish() {
    insta::assert_snapshot!(gallery(Lang::Es));
}

#[test]
fn the_ruleset_gallery_in_french() {
    insta::assert_snapshot!(gallery(Lang::Fr));
}
