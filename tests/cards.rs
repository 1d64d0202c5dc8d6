//! Every card of every deck round-trips through its canonical code, and through the looser
//! forms people type (lower case, `T` for 10, suit symbols). Every card of every deck has a name
//! in every language — the name the table shows (`did you mean JH (jack of hearts)?`), from the
//! language's catalogue — that no other card of the deck shares and that reads back, typed at
//! the table, as that card.

use proptest::prelude::*;
use std::collections::BTreeSet;
use tapete::cards::{parse_card, Card, DeckKind, Rank, Suit};
use tapete::i18n::Lang;
use tapete::ruleset::OptValue;

fn french() -> impl Strategy<Value = Card> {
    (0u8..4, 2u8..=14).prop_map(|(s, r)| Card::new(Suit(s), Rank(r)))
}
fn spanish() -> impl Strategy<Value = Card> {
    (0u8..4, 1u8..=12).prop_map(|(s, r)| Card::new(Suit(s), Rank(r)))
}

proptest! {
    #[test]
    fn french_codes_round_trip(c in french()) {
        let code = c.code(DeckKind::French);
        prop_assert_eq!(parse_card(DeckKind::French, &code).unwrap(), c);
        prop_assert_eq!(parse_card(DeckKind::French, &code.to_lowercase()).unwrap(), c);
        prop_assert_eq!(parse_card(DeckKind::French, &c.short(DeckKind::French)).unwrap(), c);
        prop_assert_eq!(parse_card(DeckKind::French, &code.replace("10", "T")).unwrap(), c);
    }

    #[test]
    fn spanish_codes_round_trip(c in spanish()) {
        let code = c.code(DeckKind::Spanish);
        prop_assert_eq!(parse_card(DeckKind::Spanish, &code).unwrap(), c);
        prop_assert_eq!(parse_card(DeckKind::Spanish, &code.to_lowercase()).unwrap(), c);
    }
}

#[test]
fn every_bundled_deck_round_trips() {
    for name in ["belote-classic", "belote-es", "bestia", "perejila"] {
        let r = tapete::games::Rules::load(name).unwrap();
        let opts = r.options(&Default::default()).unwrap();
        for n in &r.player_counts {
            for c in r.deck(*n as usize, &opts) {
                assert_eq!(r.parse_card(&r.code(c)).unwrap(), c, "{name}");
            }
        }
    }
}

/// The four decks of the games (RULES.md): the French 32 (7 to the ace: both belotes, and La
/// Bestia for three), the French 52 (2 to the ace: La Bestia for eight), the Spanish 40 (1 to 7,
/// sota, caballo, rey: perejila) and the Spanish 48 (with the 8s and 9s: perejila's `deck: 48`).
fn decks() -> Vec<(&'static str, DeckKind, Vec<Card>)> {
    let deck = |ranks: &[u8]| -> Vec<Card> {
        (0..4).flat_map(|s| ranks.iter().map(move |r| Card::new(Suit(s), Rank(*r)))).collect()
    };
    let french_32 = deck(&[7, 8, 9, 10, 11, 12, 13, 14]);
    let french_52 = deck(&(2..=14).collect::<Vec<u8>>());
    let spanish_40 = deck(&[1, 2, 3, 4, 5, 6, 7, 10, 11, 12]);
    let spanish_48 = deck(&(1..=12).collect::<Vec<u8>>());
    assert_eq!([french_32.len(), french_52.len(), spanish_40.len(), spanish_48.len()], [32, 52, 40, 48]);
    vec![
        ("French 32", DeckKind::French, french_32),
        ("French 52", DeckKind::French, french_52),
        ("Spanish 40", DeckKind::Spanish, spanish_40),
        ("Spanish 48", DeckKind::Spanish, spanish_48),
    ]
}

#[test]
fn the_bundled_rulesets_deal_from_the_four_decks() {
    // Every deck a bundled ruleset deals, at every player count, with its deck options, is one
    // of the four decks or part of one of its kind; and each of the four is dealt by some game.
    let four = decks();
    let mut dealt = BTreeSet::new();
    for name in ["belote-classic", "belote-es", "bestia", "perejila"] {
        let r = tapete::games::Rules::load(name).unwrap();
        let variants: Vec<Vec<(String, OptValue)>> = match name {
            "bestia" => vec![vec![], vec![("three_player_deck".into(), OptValue::Int(28))]],
            "perejila" => vec![vec![], vec![("deck".into(), OptValue::Int(48))]],
            _ => vec![vec![]],
        };
        for given in variants {
            let opts = r.options(&given.iter().cloned().collect()).unwrap();
            for n in &r.player_counts {
                let cards: BTreeSet<Card> = r.deck(*n as usize, &opts).into_iter().collect();
                let within = four
                    .iter()
                    .filter(|(_, kind, deck)| *kind == r.deck_kind && cards.iter().all(|c| deck.contains(c)))
                    .map(|(d, _, deck)| (d, deck.len() == cards.len()));
                let within: Vec<(&&str, bool)> = within.collect();
                assert!(!within.is_empty(), "{name} for {n} {given:?}: {} cards of no deck", cards.len());
                dealt.extend(within.iter().filter(|(_, whole)| *whole).map(|(d, _)| **d));
            }
        }
    }
    assert_eq!(dealt, four.iter().map(|(d, _, _)| *d).collect(), "a deck no game deals");
}

#[test]
fn every_card_of_every_deck_has_its_own_name_in_every_language_and_reads_back_as_itself() {
    for (deck, kind, cards) in decks() {
        for lang in Lang::all() {
            let names: Vec<String> = cards.iter().map(|c| lang.catalog().card_name(*c, kind)).collect();
            let distinct: BTreeSet<&str> = names.iter().map(String::as_str).collect();
            assert_eq!(distinct.len(), cards.len(), "{deck} in {}: two cards share a name: {names:?}", lang.code());
            for (c, name) in cards.iter().zip(&names) {
                // The parser the table reads typed cards with (table::answer).
                assert_eq!(parse_card(kind, name), Ok(*c), "{deck} in {}: {name:?}", lang.code());
            }
        }
    }
    // Worked out by hand: each deck in its own tradition's words. The French deck's ranks and
    // suits in each language (ace/as, king/rey/roi, queen/dama/dame, jack/jota/valet; spades/
    // picas/pique, hearts/corazones/cœur, diamonds/diamantes/carreau, clubs/tréboles/trèfle);
    // the Spanish deck says as, sota, caballo, rey and oros, copas, espadas, bastos in every
    // language, its numbers in words in Spanish and French and as digits in English.
    let name = |lang: Lang, kind: DeckKind, code: &str| lang.catalog().card_name(parse_card(kind, code).unwrap(), kind);
    let (fr, es) = (DeckKind::French, DeckKind::Spanish);
    for (lang, kind, code, want) in [
        (Lang::En, fr, "JH", "jack of hearts"),
        (Lang::En, fr, "10S", "ten of spades"),
        (Lang::En, fr, "AC", "ace of clubs"),
        (Lang::En, fr, "2D", "two of diamonds"),
        (Lang::Es, fr, "QD", "dama de diamantes"),
        (Lang::Es, fr, "KC", "rey de tréboles"),
        (Lang::Es, fr, "JS", "jota de picas"),
        (Lang::Fr, fr, "JC", "valet de trèfle"),
        (Lang::Fr, fr, "10H", "dix de cœur"),
        (Lang::Fr, fr, "QS", "dame de pique"),
        (Lang::Fr, fr, "AD", "as de carreau"),
        (Lang::Es, es, "7O", "siete de oros"),
        (Lang::Es, es, "SB", "sota de bastos"),
        (Lang::Es, es, "1O", "as de oros"),
        (Lang::Es, es, "CE", "caballo de espadas"),
        (Lang::Es, es, "9C", "nueve de copas"),
        (Lang::Fr, es, "RC", "rey de copas"),
        (Lang::En, es, "SB", "sota of bastos"),
        (Lang::En, es, "7C", "7 of copas"),
    ] {
        assert_eq!(name(lang, kind, code), want, "{code} in {}", lang.code());
    }
}
