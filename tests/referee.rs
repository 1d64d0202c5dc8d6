//! Legality, trick winners, points and breach names for the three trick games, worked out from
//! RULES.md ("Worked examples" and the rules of each game) and the seeds S1, S2, S4.

use tapete::cards::{parse_card, Card, DeckKind, Suit};
use tapete::cardset::CardSet;
use tapete::rules::trick::{BreachRule, Mode, Overrides, TrickRules};

const S: Suit = Suit(0);
const H: Suit = Suit(1);
const D: Suit = Suit(2);

fn c(code: &str) -> Card {
    parse_card(DeckKind::French, code).unwrap()
}
fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(c).collect()
}
fn set(codes: &str) -> CardSet {
    cards(codes).into_iter().collect()
}
fn rules(name: &str, mode: Mode) -> TrickRules {
    rules_with(name, mode, None)
}
fn rules_with(name: &str, mode: Mode, overtrump: Option<bool>) -> TrickRules {
    let r = tapete::games::Rules::load(name).unwrap();
    let top = if name == "bestia" { Some(c("JC")) } else { None };
    TrickRules::new(&r, mode, Overrides::overtrump(overtrump), top)
}
fn codes(s: CardSet) -> Vec<String> {
    let mut v: Vec<String> = s.iter().map(|c| c.code(DeckKind::French)).collect();
    v.sort();
    v
}
fn sorted(codes_: &str) -> Vec<String> {
    let mut v: Vec<String> = codes_.split_whitespace().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// (ruleset, mode, trick so far, partner winning, holding, expected legal cards, why)
type Case = (&'static str, Mode, &'static str, bool, &'static str, &'static str, &'static str);

const LEGALITY: &[Case] = &[
    // belote-classic, RULES.md worked examples 5-7 and the rules text (S2)
    (
        "belote-classic",
        Mode::Trump(H),
        "7C",
        false,
        "QC KC 10C AC 7S 8S 9S JS",
        "QC KC 10C AC",
        "ex 5: follow suit, no duty to beat a plain suit",
    ),
    (
        "belote-classic",
        Mode::Trump(H),
        "7C QC",
        false,
        "QH KH 7D",
        "QH KH",
        "ex 5: void, partner not winning: must ruff",
    ),
    ("belote-classic", Mode::Trump(H), "7C QC QH", false, "7H JH 8S", "JH", "ex 5: must overtrump Q♥"),
    ("belote-classic", Mode::Trump(H), "AD 7D", true, "8H JH 7S", "8H JH 7S", "ex 6: partner wins: anything"),
    ("belote-classic", Mode::Trump(H), "QD KD AH", false, "7C KH", "KH", "ex 7: cannot overtrump: undertrump forced"),
    ("belote-classic", Mode::Trump(H), "9H", false, "JH 7H AS", "JH", "trumps led: beat the 9"),
    ("belote-classic", Mode::Trump(H), "9H", false, "7H 8H AS", "7H 8H", "trumps led, cannot beat: any trump"),
    ("belote-classic", Mode::Trump(H), "JH", false, "7H AS", "7H", "trumps led: follow even below"),
    ("belote-classic", Mode::Trump(H), "JH", false, "AS 10C", "AS 10C", "trumps led, void of trumps: anything"),
    (
        "belote-classic",
        Mode::Trump(H),
        "7C 8H",
        false,
        "7C AC JH",
        "7C AC",
        "plain led and ruffed: follow, no duty to beat",
    ),
    ("belote-classic", Mode::Trump(H), "AC 7H", true, "9H 10D", "9H 10D", "partner winning with a ruff: anything"),
    ("belote-classic", Mode::Trump(H), "AC 9H", false, "JH 8H 10D", "JH", "opponent ruffed with 9: overtrump with J"),
    ("belote-classic", Mode::Trump(H), "", false, "JH 7C", "JH 7C", "leading: anything"),
    ("belote-classic", Mode::AllTrump, "9C", false, "JC 7C AD", "JC", "all-trump: follow and beat"),
    ("belote-classic", Mode::AllTrump, "JC", false, "7C 8C AD", "7C 8C", "all-trump: cannot beat the J: follow"),
    ("belote-classic", Mode::AllTrump, "9C", false, "AD 7S", "AD 7S", "all-trump void: anything"),
    ("belote-classic", Mode::NoTrump, "AC", false, "7C KC", "7C KC", "no-trump: follow, no beat"),
    ("belote-classic", Mode::NoTrump, "7C", false, "AD KS", "AD KS", "no-trump void: anything"),
    // belote-es, RULES.md worked example 10 and the play rules (S1)
    ("belote-es", Mode::Trump(H), "9H", false, "JH 7H", "JH", "ex 10: trumps led, follow and beat"),
    ("belote-es", Mode::Trump(H), "7C 10H", false, "8H JH AS", "8H JH", "ex 10: ruff, no duty to overtrump"),
    ("belote-es", Mode::Trump(H), "7C 10H", false, "8H AS", "8H", "ex 10: ruff even below"),
    ("belote-es", Mode::Trump(H), "KC", false, "7C AC", "7C AC", "plain led: follow, no duty to beat"),
    ("belote-es", Mode::Trump(H), "KC 7S", true, "8H AS", "8H AS", "pairs, partner winning: anything"),
    ("belote-es", Mode::Trump(H), "KC", false, "8H AS", "8H", "void: must ruff"),
    // bestia, RULES.md worked examples 9-10 and S4 (asistir, matar, fallar, pisar; no subfallar)
    ("bestia", Mode::Trump(S), "10H 7S", false, "9S 8C", "9S", "ex 10: must overtrump 7♠"),
    ("bestia", Mode::Trump(S), "10H 7S", false, "6S 8C", "6S 8C", "ex 10: no undertrump duty"),
    ("bestia", Mode::Trump(S), "10H", false, "7H KH", "KH", "follow and beat"),
    ("bestia", Mode::Trump(S), "AH", false, "7H KH", "7H KH", "cannot beat: follow"),
    ("bestia", Mode::Trump(S), "10H 2S", false, "7H KH", "7H KH", "trick trumped: no duty to beat"),
    ("bestia", Mode::Trump(S), "10H", false, "2S 3C", "2S", "void: ruff"),
    ("bestia", Mode::Trump(S), "10H", false, "3C 4D", "3C 4D", "void of hearts and trumps: anything"),
    ("bestia", Mode::Trump(D), "7D", false, "JC 8S", "JC", "the pánfilo belongs to the trump suit when following"),
    ("bestia", Mode::Trump(D), "7C", false, "JC 8C", "8C", "the pánfilo is no club for following"),
    ("bestia", Mode::Trump(D), "9D", false, "10D 7D", "10D", "trumps led: beat (ace-high order)"),
    ("bestia", Mode::Trump(D), "AD", false, "JC 7D", "JC", "the pánfilo beats the ace of trumps"),
    ("bestia", Mode::Trump(S), "10H 7S", true, "9S 8C", "9S", "no partners in bestia: overtrump anyway"),
];

#[test]
fn legal_sets_follow_the_duties() {
    for (ruleset, mode, trick, partner, hand, expected, why) in LEGALITY {
        let r = rules(ruleset, *mode);
        // bestia has no partners: the caller never reports a partner winning
        let partner = *partner && *ruleset != "bestia";
        let got = codes(r.legal(set(hand), &cards(trick), partner));
        assert_eq!(got, sorted(expected), "{ruleset} {why}: trick [{trick}] hand [{hand}]");
    }
    assert!(LEGALITY.len() >= 36);
}

#[test]
fn undertrump_forced_in_classic_not_in_bestia() {
    let classic = rules("belote-classic", Mode::Trump(H));
    let bestia = rules("bestia", Mode::Trump(H));
    let trick = cards("QD AH");
    assert_eq!(codes(classic.legal(set("7H 7C"), &trick, false)), sorted("7H"));
    assert_eq!(codes(bestia.legal(set("7H 7C"), &trick, false)), sorted("7H 7C"));
}

#[test]
fn overtrump_option_in_belote_es() {
    let r = rules_with("belote-es", Mode::Trump(H), Some(true));
    assert_eq!(codes(r.legal(set("8H JH AS"), &cards("7C 10H"), false)), sorted("JH"));
}

#[test]
fn trick_winners() {
    let cases: &[(&str, Mode, &str, usize)] = &[
        ("belote-classic", Mode::Trump(H), "7C AD 8C 7S", 2), // ex 8: a discard never wins
        ("belote-classic", Mode::Trump(H), "AC 10C 7H KC", 2), // a trump beats the led ace
        ("belote-classic", Mode::Trump(H), "9H JH AH 10H", 1), // J is the highest trump
        ("belote-classic", Mode::Trump(H), "10C AC KC QC", 1), // plain order A 10 K
        ("belote-classic", Mode::AllTrump, "9C JD AC 10C", 0), // only the led suit wins: 9 above A
        ("belote-classic", Mode::NoTrump, "10C JH AC 9S", 2),
        ("bestia", Mode::Trump(D), "AD JC", 1), // ex 9: the pánfilo beats A♦
        ("bestia", Mode::Trump(S), "10H 7S JH", 1),
        ("bestia", Mode::Trump(S), "2H 3H AH", 2),
    ];
    for (name, mode, trick, winner) in cases {
        assert_eq!(rules(name, *mode).winner(&cards(trick)), *winner, "{name} {trick}");
    }
}

#[test]
fn card_points() {
    let r = rules("belote-classic", Mode::Trump(H));
    // worked example 1: J♥ 9♥ A♠ 10♠ = 20 + 14 + 11 + 10
    assert_eq!(r.trick_points(&cards("JH 9H AS 10S")), 55);
    let deck: Vec<Card> = ["S", "H", "D", "C"]
        .iter()
        .flat_map(|s| ["A", "K", "Q", "J", "10", "9", "8", "7"].iter().map(move |r| c(&format!("{r}{s}"))))
        .collect();
    for mode in [Mode::Trump(H), Mode::AllTrump, Mode::NoTrump] {
        assert_eq!(rules("belote-classic", mode).trick_points(&deck), 152, "{mode:?}");
    }
    assert_eq!(rules("belote-classic", Mode::AllTrump).points(c("JS")), 13);
    assert_eq!(rules("belote-classic", Mode::NoTrump).points(c("AS")), 19);
    assert_eq!(rules("bestia", Mode::Trump(S)).trick_points(&deck), 0);
}

#[test]
fn breaches_are_named_from_the_card_and_the_proof() {
    let r = rules("belote-classic", Mode::Trump(H));
    let name = |trick: &str, played: &str, proof: &str| r.breach_rule(&cards(trick), c(played), c(proof));
    assert_eq!(name("7C", "7S", "QC"), BreachRule::FollowSuit);
    assert_eq!(name("7C QC", "7D", "QH"), BreachRule::Trump);
    assert_eq!(name("7C QC QH", "7H", "JH"), BreachRule::Overtrump);
    assert_eq!(name("9H", "7H", "JH"), BreachRule::Beat);
    assert_eq!(name("QD KD AH", "7C", "KH"), BreachRule::Trump);
    assert_eq!(BreachRule::FollowSuit.rule().code(), "follow-suit");
    let b = rules("bestia", Mode::Trump(S));
    // bestia ex 10: discarding a club while holding 9♠ over a 7♠ ruff
    assert_eq!(b.breach_rule(&cards("10H 7S"), c("8C"), c("9S")), BreachRule::Trump);
    assert!(b.class(c("8C"), &cards("10H 7S"), false) > b.class(c("9S"), &cards("10H 7S"), false));
    assert_eq!(b.class(c("8C"), &cards("10H 7S"), false), b.class(c("6S"), &cards("10H 7S"), false));
}

#[test]
fn the_mask_legal_set_and_classes_agree_with_the_duty_classes() {
    // Random holdings and tricks for every bundled ruleset that plays tricks, in every mode and
    // with the overtrump switch unset, on and off (the only option the duties take): both
    // computations agree, partner winning or not. The simulator plays with the masks.
    let mut rng = tapete::simulate::Rng::new(11);
    let all_suits = |extra: &[Mode]| {
        let mut m: Vec<Mode> = (0..4).map(|s| Mode::Trump(Suit(s))).collect();
        m.extend_from_slice(extra);
        m
    };
    let setups: Vec<(&str, usize, Vec<Mode>)> = vec![
        ("belote-classic", 4, all_suits(&[Mode::AllTrump, Mode::NoTrump])),
        ("belote-es", 2, all_suits(&[])),
        ("belote-es", 3, all_suits(&[])),
        ("belote-es", 4, all_suits(&[])),
        ("bestia", 5, all_suits(&[])),
    ];
    let mut checked = 0;
    for (name, players, modes) in setups {
        let r = tapete::games::Rules::load(name).unwrap();
        let deck = r.deck(players, &r.options(&Default::default()).unwrap());
        for mode in modes {
            for overtrump in [None, Some(true), Some(false)] {
                let rules = rules_with(name, mode, overtrump);
                for _ in 0..1000 {
                    let mut cards = deck.clone();
                    rng.shuffle(&mut cards);
                    let trick_len = rng.below(players);
                    let trick: Vec<Card> = cards[..trick_len].to_vec();
                    let hand: CardSet = cards[trick_len..trick_len + 1 + rng.below(8)].iter().copied().collect();
                    let partner = rng.chance(0.3) && name != "bestia";
                    assert_eq!(
                        rules.legal_fast(hand, &trick, partner),
                        rules.legal(hand, &trick, partner),
                        "{name} {mode:?} overtrump {overtrump:?}"
                    );
                    // The class of every card of the deck from the masks, as the renounce
                    // log takes it, and the cards that better each class.
                    let sets = rules.class_sets(&rules.state_of(&trick), partner);
                    for card in &deck {
                        let class = rules.class(*card, &trick, partner);
                        assert_eq!(TrickRules::class_in(&sets, *card), class, "{name} {mode:?} {trick:?} {card:?}");
                        let better: CardSet =
                            deck.iter().copied().filter(|c| rules.class(*c, &trick, partner) < class).collect();
                        assert_eq!(
                            TrickRules::better_than(&sets, class).intersect(deck.iter().copied().collect()),
                            better
                        );
                        // The log's one pass gives the same class and the same better cards.
                        let (k, b) = TrickRules::class_and_better(&sets, *card);
                        assert_eq!((k, b.intersect(deck.iter().copied().collect())), (class, better));
                        // And straight from the masks, as far as the card's class, the same.
                        assert_eq!(rules.class_of_play(&rules.state_of(&trick), partner, *card), (k, b));
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 60_000, "{checked}");
}
