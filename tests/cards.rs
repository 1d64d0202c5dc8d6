//! Every card of every deck round-trips through its canonical code, and through the looser
//! forms people type (lower case, `T` for 10, suit symbols, words).

use proptest::prelude::*;
use tapete::cards::{card_name, parse_card, Card, DeckKind, Rank, Suit};

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
        for lang in ["en", "es", "fr"] {
            let name = card_name(DeckKind::French, c, lang);
            prop_assert_eq!(parse_card(DeckKind::French, &name).unwrap(), c, "{}", name);
        }
    }

    #[test]
    fn spanish_codes_round_trip(c in spanish()) {
        let code = c.code(DeckKind::Spanish);
        prop_assert_eq!(parse_card(DeckKind::Spanish, &code).unwrap(), c);
        prop_assert_eq!(parse_card(DeckKind::Spanish, &code.to_lowercase()).unwrap(), c);
        let name = card_name(DeckKind::Spanish, c, "es");
        prop_assert_eq!(parse_card(DeckKind::Spanish, &name).unwrap(), c, "{}", name);
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
