/*!
The card letters of a table as its sentences show them: the ranks of its deck and its suits in
its letters, examples of cards typed with them. Each language frames these pieces in its own
words (the "not a card" refusal, the legend, `help`); the pieces are the same in every language.
*/

use crate::cards::{suit_short, Card, DeckKind, Letters, Rank, Suit, Typing};
use crate::i18n::Terms;

/// The jack and the ten of hearts, the examples of a French deck (both are in every one).
const JACK_OF_HEARTS: Card = Card::new(Suit(1), Rank(11));
const TEN_OF_HEARTS: Card = Card::new(Suit(1), Rank(10));

/// The card of the examples of a replacement (`amend 41 Pep QH`): the queen of hearts (French
/// deck), the rey de copas (Spanish deck).
pub(crate) const AMEND_EXAMPLE: Card = Card::new(Suit(1), Rank(12));

/// The card of the examples of a turned card (`deal Ana JH`): the jack of hearts (French deck),
/// the caballo de copas (Spanish deck).
pub(crate) const TURNED_EXAMPLE: Card = JACK_OF_HEARTS;

/// A rank as a list of the letters shows it: Spanish letters read the jack as `V` or `J`.
fn rank_shown(letters: Letters, deck: DeckKind, r: Rank) -> String {
    match (deck, letters, r.0) {
        (DeckKind::French, Letters::Es, 11) => "V/J".into(),
        _ => letters.rank(deck, r).into(),
    }
}

/// The French deck's ranks in the table's letters, high to low: `A K Q J 10 9 8 7`; more than
/// eight are cut short, `A K Q J 10 9 … 2`.
pub(crate) fn french_ranks(t: &Typing) -> String {
    let shown: Vec<String> = t.ranks().into_iter().map(|r| rank_shown(t.letters, t.deck, r)).collect();
    match shown.split_last() {
        Some((last, _)) if shown.len() > 8 => format!("{} … {last}", shown[..6].join(" ")),
        _ => shown.join(" "),
    }
}

/// The Spanish deck's numbers: `1-7`, then `8 9` where the deck has them (`1-7, 8 9`).
pub(crate) fn spanish_numbers(t: &Typing) -> String {
    let ranks = t.ranks();
    let low: Vec<u8> = ranks.iter().map(|r| r.0).filter(|r| *r <= 7).collect();
    let high: Vec<String> = ranks.iter().map(|r| r.0).filter(|r| (8..=9).contains(r)).map(|r| r.to_string()).collect();
    let low = match (low.first(), low.last()) {
        (Some(a), Some(b)) if low.len() >= 3 && usize::from(b - a) + 1 == low.len() => format!("{a}-{b}"),
        _ => low.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(" "),
    };
    if high.is_empty() {
        low
    } else {
        format!("{low}, {}", high.join(" "))
    }
}

/// The suits' letters in the deck's order: `S H D C`, `P C D T`, `P C K T`, `O C E B`.
pub(crate) fn suit_letters(deck: DeckKind, letters: Letters) -> [&'static str; 4] {
    [0, 1, 2, 3].map(|s| letters.suit(deck, Suit(s)))
}

/// Whether `T` stands for the 10 in these letters (English letters of a French deck).
pub(crate) fn t_for_ten(deck: DeckKind, letters: Letters) -> bool {
    deck == DeckKind::French && letters == Letters::En
}

/// Three ways to type a French card: `10H, jh, T♥` (English letters), `10C, vc, V♥`
/// (Spanish or French letters).
pub(crate) fn french_examples(letters: Letters) -> String {
    let deck = DeckKind::French;
    let third = if t_for_ten(deck, letters) { "T".to_string() } else { letters.rank(deck, Rank(11)).to_string() };
    format!(
        "{}, {}, {third}♥",
        letters.code_of(deck, TEN_OF_HEARTS),
        letters.code_of(deck, JACK_OF_HEARTS).to_lowercase()
    )
}

/// How a card is typed in `help`: `JH, jh, j♥, 'jack of hearts'` (French deck), `SC, sc, 'sota
/// de copas'` (Spanish deck), in the table's letters and the language's words.
pub(crate) fn card_examples<T: Terms + ?Sized>(cat: &T, deck: DeckKind, letters: Letters) -> String {
    let card = match deck {
        DeckKind::French => JACK_OF_HEARTS,
        DeckKind::Spanish => Card::new(Suit(1), Rank(10)),
    };
    let code = letters.code_of(deck, card);
    let symbol = match deck {
        DeckKind::French => format!(", {}♥", letters.rank(deck, card.rank()).to_lowercase()),
        DeckKind::Spanish => String::new(),
    };
    format!("{code}, {}{symbol}, '{}'", code.to_lowercase(), cat.card_name(card, deck))
}

/// The card of the legend's example: the jack of hearts (French deck), the rey de espadas
/// (Spanish deck).
pub(crate) fn legend_card(deck: DeckKind) -> Card {
    match deck {
        DeckKind::French => JACK_OF_HEARTS,
        DeckKind::Spanish => Card::new(Suit(2), Rank(12)),
    }
}

/// The card the "not a card" refusal names in words: the jack of hearts, the as de oros.
pub(crate) fn refusal_card(deck: DeckKind) -> Card {
    match deck {
        DeckKind::French => JACK_OF_HEARTS,
        DeckKind::Spanish => Card::new(Suit(0), Rank(1)),
    }
}

/// The legend's ranks, each letter with its name in the language: `A ace, K king, Q queen,
/// J jack, 10 9 8 7` (French deck: the numbers high to low, cut short past four: `10 9 … 2`);
/// `1-7, S sota, C caballo, R rey` (Spanish deck).
pub(crate) fn legend_ranks<T: Terms + ?Sized>(cat: &T, t: &Typing) -> String {
    let ranks = t.ranks();
    let named = |r: &Rank| format!("{} {}", rank_shown(t.letters, t.deck, *r), cat.rank_name(*r, t.deck));
    match t.deck {
        DeckKind::French => {
            let courts: Vec<String> = ranks.iter().filter(|r| r.0 > 10).map(named).collect();
            let numbers: Vec<String> = ranks.iter().filter(|r| r.0 <= 10).map(|r| r.0.to_string()).collect();
            let numbers = match numbers.split_last() {
                Some((last, _)) if numbers.len() > 4 => format!("{} … {last}", numbers[..2].join(" ")),
                _ => numbers.join(" "),
            };
            [courts.join(", "), numbers].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>().join(", ")
        }
        DeckKind::Spanish => {
            let courts: Vec<String> = ranks.iter().filter(|r| r.0 >= 10).map(named).collect();
            [spanish_numbers(t), courts.join(", ")].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>().join(", ")
        }
    }
}

/// The legend's suits: each letter with its symbol (French deck: `S♠ H♥ D♦ C♣`, `P♠ C♥ K♦ T♣`),
/// or with its name (Spanish deck: `O oros, C copas, E espadas, B bastos`).
pub(crate) fn legend_suits<T: Terms + ?Sized>(cat: &T, deck: DeckKind, letters: Letters) -> String {
    let suits = (0..4u8).map(Suit);
    match deck {
        DeckKind::French => {
            suits.map(|s| format!("{}{}", letters.suit(deck, s), suit_short(deck, s))).collect::<Vec<_>>().join(" ")
        }
        DeckKind::Spanish => suits
            .map(|s| format!("{} {}", letters.suit(deck, s), cat.suit_name(s, deck)))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pieces_in_each_letters_and_deck() {
        let french = |letters, low: u8| Typing::new(DeckKind::French, letters, (low..=14).map(Rank));
        assert_eq!(french_ranks(&french(Letters::En, 2)), "A K Q J 10 9 … 2");
        assert_eq!(french_ranks(&french(Letters::En, 7)), "A K Q J 10 9 8 7");
        assert_eq!(french_ranks(&french(Letters::Es, 7)), "A R D V/J 10 9 8 7");
        assert_eq!(french_ranks(&french(Letters::Fr, 7)), "A R D V 10 9 8 7");
        let spanish = |ranks: &[u8]| Typing::new(DeckKind::Spanish, Letters::Es, ranks.iter().map(|r| Rank(*r)));
        assert_eq!(spanish_numbers(&spanish(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])), "1-7, 8 9");
        assert_eq!(spanish_numbers(&spanish(&[1, 2, 3, 4, 5, 6, 7, 10, 11, 12])), "1-7");
        assert_eq!(spanish_numbers(&spanish(&[1, 3, 4, 10, 11, 12])), "1 3 4");
        assert_eq!(suit_letters(DeckKind::French, Letters::Fr), ["P", "C", "K", "T"]);
        assert_eq!(suit_letters(DeckKind::Spanish, Letters::Fr), ["O", "C", "E", "B"]);
        assert_eq!(french_examples(Letters::En), "10H, jh, T♥");
        assert_eq!(french_examples(Letters::Es), "10C, vc, V♥");
        assert_eq!(legend_suits(&crate::i18n::en::En, DeckKind::French, Letters::Fr), "P♠ C♥ K♦ T♣");
        assert_eq!(
            legend_suits(&crate::i18n::en::En, DeckKind::Spanish, Letters::Fr),
            "O oros, C copas, E espadas, B bastos"
        );
    }
}
