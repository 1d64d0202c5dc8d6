/*!
Cards, suits and ranks of the French and Spanish decks, their canonical journal codes
(`10H`, `JS`, `1O`, `RE`) and a lenient parser for what people type at a table
(`th`, `j♥`, `jack of hearts`, `as de oros`, `valet de cœur`, `7 de picas`).

A [`Card`] is one byte, `suit * 16 + rank`, so that a hand fits a 64-bit [`crate::cardset::CardSet`].
French ranks are 2..=14 (ace high = 14); Spanish ranks are 1..=12 (sota 10, caballo 11, rey 12).
The deck kind decides how a card is written and read: `7C` is the seven of clubs in a French
deck and the seven of copas in a Spanish one.
*/

use serde::{Deserialize, Serialize};
use std::fmt;

/// Which physical deck a game uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DeckKind {
    /// A K Q J 10 … 2 of spades, hearts, diamonds, clubs.
    French,
    /// 1–7 (8 9) sota caballo rey of oros, copas, espadas, bastos.
    Spanish,
}

impl DeckKind {
    /// The deck's name in English (ruleset files and their messages are English).
    pub fn name(self) -> &'static str {
        match self {
            DeckKind::French => "French",
            DeckKind::Spanish => "Spanish",
        }
    }
}

/// A suit, 0..4. French: S H D C. Spanish: O C E B.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Suit(pub u8);

/// A rank: French 2..=14 (J 11, Q 12, K 13, A 14); Spanish 1..=12 (S 10, C 11, R 12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(pub u8);

/// One card: `suit * 16 + rank`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(pub u8);

pub const FRENCH_SUIT_CODES: [&str; 4] = ["S", "H", "D", "C"];
pub const SPANISH_SUIT_CODES: [&str; 4] = ["O", "C", "E", "B"];
pub const FRENCH_SUIT_SYMBOLS: [&str; 4] = ["♠", "♥", "♦", "♣"];

impl Card {
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card(suit.0 * 16 + rank.0)
    }
    pub const fn suit(self) -> Suit {
        Suit(self.0 / 16)
    }
    pub const fn rank(self) -> Rank {
        Rank(self.0 % 16)
    }
    /// The canonical journal code of this card in a deck of `kind`.
    pub fn code(self, kind: DeckKind) -> String {
        let mut s = rank_code(kind, self.rank()).to_string();
        s.push_str(suit_code(kind, self.suit()));
        s
    }
    /// A short display form: `10♥` for French cards, the code for Spanish ones.
    pub fn short(self, kind: DeckKind) -> String {
        match kind {
            DeckKind::French => {
                format!("{}{}", rank_code(kind, self.rank()), FRENCH_SUIT_SYMBOLS[self.suit().0 as usize])
            }
            DeckKind::Spanish => self.code(kind),
        }
    }
}

/// Canonical rank code.
pub fn rank_code(kind: DeckKind, rank: Rank) -> &'static str {
    match kind {
        DeckKind::French => match rank.0 {
            14 => "A",
            13 => "K",
            12 => "Q",
            11 => "J",
            10 => "10",
            9 => "9",
            8 => "8",
            7 => "7",
            6 => "6",
            5 => "5",
            4 => "4",
            3 => "3",
            2 => "2",
            _ => "?",
        },
        DeckKind::Spanish => match rank.0 {
            1 => "1",
            2 => "2",
            3 => "3",
            4 => "4",
            5 => "5",
            6 => "6",
            7 => "7",
            8 => "8",
            9 => "9",
            10 => "S",
            11 => "C",
            12 => "R",
            _ => "?",
        },
    }
}

/// Canonical suit code.
pub fn suit_code(kind: DeckKind, suit: Suit) -> &'static str {
    match kind {
        DeckKind::French => FRENCH_SUIT_CODES[suit.0 as usize & 3],
        DeckKind::Spanish => SPANISH_SUIT_CODES[suit.0 as usize & 3],
    }
}

/// Every rank that exists in a deck kind, high to low (French) or 1..12 (Spanish).
pub fn all_ranks(kind: DeckKind) -> Vec<Rank> {
    match kind {
        DeckKind::French => (2..=14).rev().map(Rank).collect(),
        DeckKind::Spanish => (1..=12).map(Rank).collect(),
    }
}

/// Parse a canonical rank code (`A`, `10`, `S`, `7`) as written in ruleset files.
pub fn parse_rank_code(kind: DeckKind, text: &str) -> Option<Rank> {
    let t = text.trim().to_ascii_uppercase();
    all_ranks(kind).into_iter().find(|r| rank_code(kind, *r) == t)
}

/// Parse a canonical suit code (`H`, `O`).
pub fn parse_suit_code(kind: DeckKind, text: &str) -> Option<Suit> {
    let t = text.trim().to_ascii_uppercase();
    let codes = match kind {
        DeckKind::French => &FRENCH_SUIT_CODES,
        DeckKind::Spanish => &SPANISH_SUIT_CODES,
    };
    codes.iter().position(|c| *c == t).map(|i| Suit(i as u8))
}

/// Why a typed card was not understood: `input` is no card of a `deck` deck (the catalogues say
/// what is accepted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardParseError {
    pub input: String,
    pub deck: DeckKind,
}

fn fold_accents(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'á' | 'à' | 'â' | 'Á' | 'À' | 'Â' => 'a',
            'é' | 'è' | 'ê' | 'É' | 'È' | 'Ê' => 'e',
            'í' | 'ì' | 'î' | 'Í' => 'i',
            'ó' | 'ò' | 'ô' | 'Ó' => 'o',
            'ú' | 'ù' | 'û' | 'Ú' => 'u',
            'ñ' | 'Ñ' => 'n',
            'ç' | 'Ç' => 'c',
            c => c.to_ascii_lowercase(),
        })
        .collect::<String>()
        .replace('œ', "oe")
}

fn french_rank_word(w: &str) -> Option<Rank> {
    Some(Rank(match w {
        "a" | "ace" | "as" | "1" | "one" | "uno" => 14,
        "k" | "king" | "rey" | "roi" | "r" => 13,
        "q" | "queen" | "dama" | "reina" | "dame" | "d" => 12,
        "j" | "jack" | "knave" | "valet" | "jota" | "v" | "sota" => 11,
        "10" | "t" | "ten" | "diez" | "dix" => 10,
        "9" | "nine" | "nueve" | "neuf" => 9,
        "8" | "eight" | "ocho" | "huit" => 8,
        "7" | "seven" | "siete" | "sept" => 7,
        "6" | "six" | "seis" => 6,
        "5" | "five" | "cinco" | "cinq" => 5,
        "4" | "four" | "cuatro" | "quatre" => 4,
        "3" | "three" | "tres" | "trois" => 3,
        "2" | "two" | "dos" | "deux" => 2,
        _ => return None,
    }))
}

fn french_suit_word(w: &str) -> Option<Suit> {
    Some(Suit(match w {
        "s" | "♠" | "♤" | "spade" | "spades" | "pica" | "picas" | "pique" | "piques" => 0,
        "h" | "♥" | "♡" | "heart" | "hearts" | "corazon" | "corazones" | "coeur" | "coeurs" => 1,
        "d" | "♦" | "♢" | "diamond" | "diamonds" | "diamante" | "diamantes" | "rombo" | "rombos" | "carreau"
        | "carreaux" => 2,
        "c" | "♣" | "♧" | "club" | "clubs" | "trebol" | "treboles" | "trefle" | "trefles" => 3,
        _ => return None,
    }))
}

fn spanish_rank_word(w: &str) -> Option<Rank> {
    Some(Rank(match w {
        "1" | "as" | "a" | "ace" | "uno" => 1,
        "2" | "dos" | "two" => 2,
        "3" | "tres" | "three" => 3,
        "4" | "cuatro" | "four" => 4,
        "5" | "cinco" | "five" => 5,
        "6" | "seis" | "six" => 6,
        "7" | "siete" | "seven" => 7,
        "8" | "ocho" | "eight" => 8,
        "9" | "nueve" | "nine" => 9,
        "s" | "sota" | "10" | "jack" | "knave" | "j" => 10,
        "c" | "caballo" | "caballero" | "11" | "knight" | "horse" => 11,
        "r" | "rey" | "12" | "king" | "k" => 12,
        _ => return None,
    }))
}

fn spanish_suit_word(w: &str) -> Option<Suit> {
    Some(Suit(match w {
        "o" | "oro" | "oros" | "coin" | "coins" => 0,
        "c" | "copa" | "copas" | "cup" | "cups" => 1,
        "e" | "espada" | "espadas" | "sword" | "swords" => 2,
        "b" | "basto" | "bastos" | "club" | "clubs" | "baton" | "batons" => 3,
        _ => return None,
    }))
}

/// Parse what a person typed as a card of a deck of `kind`. Accepts canonical codes in any case,
/// `T` for 10, suit symbols and English/Spanish/French words.
pub fn parse_card(kind: DeckKind, input: &str) -> Result<Card, CardParseError> {
    let err = || CardParseError { input: input.trim().to_string(), deck: kind };
    let (rank_of, suit_of): Words = match kind {
        DeckKind::French => (french_rank_word, french_suit_word),
        DeckKind::Spanish => (spanish_rank_word, spanish_suit_word),
    };
    if let Some(card) = compact_code(kind, rank_of, suit_of, input) {
        return Ok(card);
    }
    parse_words(kind, rank_of, suit_of, input).ok_or_else(err)
}

type Words = (fn(&str) -> Option<Rank>, fn(&str) -> Option<Suit>);

/// Any form a person types: words, symbols, codes (`None`: not a card of this deck).
fn parse_words(
    kind: DeckKind,
    rank_of: fn(&str) -> Option<Rank>,
    suit_of: fn(&str) -> Option<Suit>,
    input: &str,
) -> Option<Card> {
    let folded = fold_accents(input.trim());
    let words: Vec<&str> = folded
        .split(|c: char| c.is_whitespace() || c == '-' || c == '_' || c == ',')
        .filter(|w| !w.is_empty() && !matches!(*w, "de" | "of" | "du" | "del" | "la" | "el" | "the"))
        .collect();
    let card = match words.as_slice() {
        [one] => {
            // A compact form: rank then suit (`10h`, `jh`, `t♥`, `1o`, `re`), or suit symbol first (`♥j`).
            let chars: Vec<char> = one.chars().collect();
            if chars.len() < 2 {
                return None;
            }
            let last: String = chars[chars.len() - 1..].iter().collect();
            let head: String = chars[..chars.len() - 1].iter().collect();
            let first: String = chars[..1].iter().collect();
            let tail: String = chars[1..].iter().collect();
            match (rank_of(&head), suit_of(&last)) {
                (Some(r), Some(s)) => Card::new(s, r),
                _ => match (suit_of(&first), rank_of(&tail)) {
                    (Some(s), Some(r)) if !first.chars().all(|c| c.is_ascii_alphanumeric()) => Card::new(s, r),
                    _ => return None,
                },
            }
        }
        [r, s] => match (rank_of(r), suit_of(s)) {
            (Some(r), Some(s)) => Card::new(s, r),
            _ => return None,
        },
        _ => return None,
    };
    rank_exists(kind, card.rank()).then_some(card)
}

/// The common case without allocating: a code of two or three ASCII letters and digits, rank
/// then suit in any case (`JH`, `10d`, `12O`), exactly as the general path reads it.
fn compact_code(
    kind: DeckKind,
    rank_of: fn(&str) -> Option<Rank>,
    suit_of: fn(&str) -> Option<Suit>,
    input: &str,
) -> Option<Card> {
    let b = input.as_bytes();
    if !(2..=3).contains(&b.len()) || !b.iter().all(u8::is_ascii_alphanumeric) {
        return None;
    }
    if let Some(card) = canonical(kind, b) {
        return Some(card);
    }
    let mut low = [0u8; 3];
    for (l, c) in low.iter_mut().zip(b) {
        *l = c.to_ascii_lowercase();
    }
    let n = b.len();
    let head = std::str::from_utf8(&low[..n - 1]).ok()?;
    let last = std::str::from_utf8(&low[n - 1..n]).ok()?;
    let card = Card::new(suit_of(last)?, rank_of(head)?);
    rank_exists(kind, card.rank()).then_some(card)
}

/// A code exactly as [`Card::code`] writes it (`10H`, `JD`, `12O` is not one: `RO` is).
fn canonical(kind: DeckKind, b: &[u8]) -> Option<Card> {
    let (&suit, rank) = b.split_last()?;
    let codes = match kind {
        DeckKind::French => &FRENCH_SUIT_CODES,
        DeckKind::Spanish => &SPANISH_SUIT_CODES,
    };
    let suit = codes.iter().position(|c| c.as_bytes() == [suit])? as u8;
    let rank = match (kind, rank) {
        (DeckKind::French, [d @ b'2'..=b'9']) => d - b'0',
        (DeckKind::French, b"10") => 10,
        (DeckKind::French, b"J") => 11,
        (DeckKind::French, b"Q") => 12,
        (DeckKind::French, b"K") => 13,
        (DeckKind::French, b"A") => 14,
        (DeckKind::Spanish, [d @ b'1'..=b'9']) => d - b'0',
        (DeckKind::Spanish, b"S") => 10,
        (DeckKind::Spanish, b"C") => 11,
        (DeckKind::Spanish, b"R") => 12,
        _ => return None,
    };
    Some(Card::new(Suit(suit), Rank(rank)))
}

fn rank_exists(kind: DeckKind, rank: Rank) -> bool {
    match kind {
        DeckKind::French => (2..=14).contains(&rank.0),
        DeckKind::Spanish => (1..=12).contains(&rank.0),
    }
}

/// Parse a canonical code strictly (as journals store them); falls back to the lenient parser.
pub fn parse_code(kind: DeckKind, code: &str) -> Result<Card, CardParseError> {
    parse_card(kind, code)
}

/// A card together with its deck kind, for display.
pub struct Shown(pub DeckKind, pub Card);
impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.1.short(self.0))
    }
}

/// Suit symbol or code for display.
pub fn suit_short(kind: DeckKind, suit: Suit) -> &'static str {
    match kind {
        DeckKind::French => FRENCH_SUIT_SYMBOLS[suit.0 as usize & 3],
        DeckKind::Spanish => suit_code(kind, suit),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(s: &str) -> String {
        parse_card(DeckKind::French, s).unwrap().code(DeckKind::French)
    }
    fn e(s: &str) -> String {
        parse_card(DeckKind::Spanish, s).unwrap().code(DeckKind::Spanish)
    }

    #[test]
    fn the_compact_path_reads_every_short_code_as_the_general_path_does() {
        // Every string of two or three ASCII letters and digits, both decks: the allocation-free
        // path accepts exactly what the general path accepts, as the same card.
        let alnum: Vec<char> = ('0'..='9').chain('a'..='z').chain('A'..='Z').collect();
        let (mut accepted, mut codes) = (0, 0);
        for kind in [DeckKind::French, DeckKind::Spanish] {
            let (rank_of, suit_of): Words = match kind {
                DeckKind::French => (french_rank_word, french_suit_word),
                DeckKind::Spanish => (spanish_rank_word, spanish_suit_word),
            };
            let mut check = |s: &str| {
                let fast = compact_code(kind, rank_of, suit_of, s);
                let words = parse_words(kind, rank_of, suit_of, s);
                assert_eq!(fast, words, "{s}");
                if let Some(c) = canonical(kind, s.as_bytes()) {
                    assert_eq!(Some(c), words, "{s}");
                    assert_eq!(c.code(kind), s, "only the codes Card::code writes");
                    codes += 1;
                }
                accepted += usize::from(fast.is_some());
            };
            for &a in &alnum {
                for &b in &alnum {
                    check(&format!("{a}{b}"));
                    for &c in &alnum {
                        check(&format!("{a}{b}{c}"));
                    }
                }
            }
        }
        // French: 13 ranks of 2-10/J/Q/K/A × 4 suits, in either case, plus the other words of
        // one or two letters; Spanish likewise. At least every canonical code in both cases.
        assert!(accepted >= 2 * (52 + 48), "{accepted}");
        // Every card of both decks has its code read the quickest way: 13 × 4 French, 12 × 4 Spanish.
        assert_eq!(codes, 52 + 48);
    }

    #[test]
    fn french_forms() {
        assert_eq!(f("10H"), "10H");
        assert_eq!(f("th"), "10H");
        assert_eq!(f("T♥"), "10H");
        assert_eq!(f("j♠"), "JS");
        assert_eq!(f("jack of hearts"), "JH");
        assert_eq!(f("valet de cœur"), "JH");
        assert_eq!(f("valet de coeur"), "JH");
        assert_eq!(f("7 de picas"), "7S");
        assert_eq!(f("as de tréboles"), "AC");
        assert_eq!(f("Queen of Diamonds"), "QD");
        assert_eq!(f("♣9"), "9C");
    }

    #[test]
    fn spanish_forms() {
        assert_eq!(e("1O"), "1O");
        assert_eq!(e("as de oros"), "1O");
        assert_eq!(e("sota de bastos"), "SB");
        assert_eq!(e("re"), "RE");
        assert_eq!(e("caballo de copas"), "CC");
        assert_eq!(e("7o"), "7O");
    }

    #[test]
    fn unknown_input_is_kept_with_its_deck() {
        // What was typed, trimmed, and the deck it is no card of: the catalogues say what is
        // accepted (tests/judge.rs).
        let err = parse_card(DeckKind::French, " 11X ").unwrap_err();
        assert_eq!(err, CardParseError { input: "11X".into(), deck: DeckKind::French });
        assert_eq!(parse_card(DeckKind::Spanish, "10H").unwrap_err().deck, DeckKind::Spanish);
        assert!(parse_card(DeckKind::French, "").is_err());
        assert!(parse_card(DeckKind::French, "1H").is_ok()); // 1 is the ace for people who say so
    }
}
