/*!
Cards, suits and ranks of the French and Spanish decks, their canonical journal codes
(`10H`, `JS`, `1O`, `RE`) and a lenient parser for what people type at a table
(`th`, `j♥`, `jack of hearts`, `as de oros`, `valet de cœur`, `7 de picas`).

A [`Card`] is one byte, `suit * 16 + rank`, so that a hand fits a 64-bit [`crate::cardset::CardSet`].
French ranks are 2..=14 (ace high = 14); Spanish ranks are 1..=12 (sota 10, caballo 11, rey 12).
The deck kind decides how a card is written and read: `7C` is the seven of clubs in a French
deck and the seven of copas in a Spanish one.

Journals hold the canonical codes and are read with [`parse_card`]. A table reads what is typed
with [`Typing`]: compact codes in the table's [`Letters`] only (`RP` is the rey de picas with
Spanish letters, `C` is hearts in Spanish and French), symbols and words in every language.
*/

use serde::{Deserialize, Serialize};

/// Which physical deck a game uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[doc(hidden)]
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
#[doc(hidden)]
pub struct Suit(pub u8);

/// A rank: French 2..=14 (J 11, Q 12, K 13, A 14); Spanish 1..=12 (S 10, C 11, R 12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[doc(hidden)]
pub struct Rank(pub u8);

/// One card: `suit * 16 + rank`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[doc(hidden)]
pub struct Card(pub u8);

pub(crate) const FRENCH_SUIT_CODES: [&str; 4] = ["S", "H", "D", "C"];
pub(crate) const SPANISH_SUIT_CODES: [&str; 4] = ["O", "C", "E", "B"];
pub(crate) const FRENCH_SUIT_SYMBOLS: [&str; 4] = ["♠", "♥", "♦", "♣"];

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
pub(crate) fn rank_code(kind: DeckKind, rank: Rank) -> &'static str {
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
pub(crate) fn suit_code(kind: DeckKind, suit: Suit) -> &'static str {
    match kind {
        DeckKind::French => FRENCH_SUIT_CODES[suit.0 as usize & 3],
        DeckKind::Spanish => SPANISH_SUIT_CODES[suit.0 as usize & 3],
    }
}

/// Every rank that exists in a deck kind, high to low (French) or 1..12 (Spanish).
pub(crate) fn all_ranks(kind: DeckKind) -> Vec<Rank> {
    match kind {
        DeckKind::French => (2..=14).rev().map(Rank).collect(),
        DeckKind::Spanish => (1..=12).map(Rank).collect(),
    }
}

/// Parse a canonical rank code (`A`, `10`, `S`, `7`) as written in ruleset files.
pub(crate) fn parse_rank_code(kind: DeckKind, text: &str) -> Option<Rank> {
    let t = text.trim().to_ascii_uppercase();
    all_ranks(kind).into_iter().find(|r| rank_code(kind, *r) == t)
}

/// Parse a canonical suit code (`H`, `O`).
pub(crate) fn parse_suit_code(kind: DeckKind, text: &str) -> Option<Suit> {
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
#[doc(hidden)]
pub struct CardParseError {
    pub(crate) input: String,
    pub(crate) deck: DeckKind,
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

/// The words (accents folded, lower case) that name a rank of the French deck, in every language.
const FRENCH_RANK_WORDS: &[(u8, &[&str])] = &[
    (14, &["a", "ace", "as", "1", "one", "uno"]),
    (13, &["k", "king", "rey", "roi", "r"]),
    (12, &["q", "queen", "dama", "reina", "dame", "d"]),
    (11, &["j", "jack", "knave", "valet", "jota", "v", "sota"]),
    (10, &["10", "t", "ten", "diez", "dix"]),
    (9, &["9", "nine", "nueve", "neuf"]),
    (8, &["8", "eight", "ocho", "huit"]),
    (7, &["7", "seven", "siete", "sept"]),
    (6, &["6", "six", "seis"]),
    (5, &["5", "five", "cinco", "cinq"]),
    (4, &["4", "four", "cuatro", "quatre"]),
    (3, &["3", "three", "tres", "trois"]),
    (2, &["2", "two", "dos", "deux"]),
];

/// The words and symbols that name a suit of the French deck, in every language.
const FRENCH_SUIT_WORDS: &[(u8, &[&str])] = &[
    (0, &["s", "♠", "♤", "spade", "spades", "pica", "picas", "pique", "piques"]),
    (1, &["h", "♥", "♡", "heart", "hearts", "corazon", "corazones", "coeur", "coeurs"]),
    (2, &["d", "♦", "♢", "diamond", "diamonds", "diamante", "diamantes", "rombo", "rombos", "carreau", "carreaux"]),
    (3, &["c", "♣", "♧", "club", "clubs", "trebol", "treboles", "trefle", "trefles"]),
];

/// The words that name a rank of the Spanish deck, in every language (French: valet, cavalier, roi).
const SPANISH_RANK_WORDS: &[(u8, &[&str])] = &[
    (1, &["1", "as", "a", "ace", "uno"]),
    (2, &["2", "dos", "two", "deux"]),
    (3, &["3", "tres", "three", "trois"]),
    (4, &["4", "cuatro", "four", "quatre"]),
    (5, &["5", "cinco", "five", "cinq"]),
    (6, &["6", "seis", "six"]),
    (7, &["7", "siete", "seven", "sept"]),
    (8, &["8", "ocho", "eight", "huit"]),
    (9, &["9", "nueve", "nine", "neuf"]),
    (10, &["s", "sota", "10", "jack", "knave", "j", "valet"]),
    (11, &["c", "caballo", "caballero", "11", "knight", "horse", "cavalier"]),
    (12, &["r", "rey", "12", "king", "k", "roi"]),
];

/// The words that name a suit of the Spanish deck, in every language (French: deniers, coupes, épées,
/// bâtons).
const SPANISH_SUIT_WORDS: &[(u8, &[&str])] = &[
    (0, &["o", "oro", "oros", "coin", "coins", "denier", "deniers"]),
    (1, &["c", "copa", "copas", "cup", "cups", "coupe", "coupes"]),
    (2, &["e", "espada", "espadas", "sword", "swords", "epee", "epees"]),
    (3, &["b", "basto", "bastos", "club", "clubs", "baton", "batons"]),
];

/// The words that name a rank of a deck (accents folded, lower case), with the rank each names:
/// every language's, the letters and numbers the general reader takes among them.
pub(crate) fn rank_words(kind: DeckKind) -> impl Iterator<Item = (&'static str, Rank)> {
    let words = match kind {
        DeckKind::French => FRENCH_RANK_WORDS,
        DeckKind::Spanish => SPANISH_RANK_WORDS,
    };
    words.iter().flat_map(|(r, ws)| ws.iter().map(move |w| (*w, Rank(*r))))
}

/// The words and symbols that name a suit of a deck, with the suit each names.
pub(crate) fn suit_words(kind: DeckKind) -> impl Iterator<Item = (&'static str, Suit)> {
    let words = match kind {
        DeckKind::French => FRENCH_SUIT_WORDS,
        DeckKind::Spanish => SPANISH_SUIT_WORDS,
    };
    words.iter().flat_map(|(s, ws)| ws.iter().map(move |w| (*w, Suit(*s))))
}

fn word_in<T>(words: impl Iterator<Item = (&'static str, T)>, w: &str) -> Option<T> {
    words.into_iter().find(|(k, _)| *k == w).map(|(_, v)| v)
}

fn french_rank_word(w: &str) -> Option<Rank> {
    word_in(rank_words(DeckKind::French), w)
}

fn french_suit_word(w: &str) -> Option<Suit> {
    word_in(suit_words(DeckKind::French), w)
}

fn spanish_rank_word(w: &str) -> Option<Rank> {
    word_in(rank_words(DeckKind::Spanish), w)
}

fn spanish_suit_word(w: &str) -> Option<Suit> {
    word_in(suit_words(DeckKind::Spanish), w)
}

/// The words of a typed card as the reader takes them: accents folded, lower case, split at
/// spaces, hyphens, underscores and commas, without the little words (`de`, `of`, `du`, `the` …).
pub(crate) fn card_words(input: &str) -> Vec<String> {
    split_card_words(&fold_accents(input.trim())).into_iter().map(str::to_string).collect()
}

fn split_card_words(folded: &str) -> Vec<&str> {
    folded
        .split(|c: char| c.is_whitespace() || c == '-' || c == '_' || c == ',')
        .filter(|w| !w.is_empty() && !matches!(*w, "de" | "of" | "du" | "del" | "la" | "el" | "the"))
        .collect()
}

/// Parse what a person typed as a card of a deck of `kind`. Accepts canonical codes in any case,
/// `T` for 10, suit symbols and English/Spanish/French words.
#[doc(hidden)]
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
    let words = split_card_words(&folded);
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
#[doc(hidden)]
pub fn parse_code(kind: DeckKind, code: &str) -> Result<Card, CardParseError> {
    parse_card(kind, code)
}

/// The letters compact cards are typed with at a table (`docs/entries.md`, "Card letters"): for
/// the French deck each language's court letters and suit initials (English `A K Q J` and
/// `S H D C`, Spanish `A R D V` and `P C D T`, French `A R D V` and `P C K T`); the Spanish deck
/// has the same letters in every language (`S C R`, `O C E B`). The journal always stores the
/// canonical codes, which are the English letters ([`Card::code`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
#[doc(hidden)]
pub enum Letters {
    #[default]
    En,
    Es,
    Fr,
}

impl Letters {
    pub const ALL: [Letters; 3] = [Letters::En, Letters::Es, Letters::Fr];

    /// The code a journal header and the configuration write (`en`, `es`, `fr`).
    pub fn code(self) -> &'static str {
        match self {
            Letters::En => "en",
            Letters::Es => "es",
            Letters::Fr => "fr",
        }
    }

    pub(crate) fn from_code(code: &str) -> Option<Letters> {
        Letters::ALL.into_iter().find(|l| l.code() == code)
    }

    /// How a rank is written in these letters: `R` (the king in Spanish and French), `10`, `V`.
    pub fn rank(self, kind: DeckKind, rank: Rank) -> &'static str {
        match (kind, self, rank.0) {
            (DeckKind::French, Letters::Es | Letters::Fr, 13) => "R",
            (DeckKind::French, Letters::Es | Letters::Fr, 12) => "D",
            (DeckKind::French, Letters::Es | Letters::Fr, 11) => "V",
            _ => rank_code(kind, rank),
        }
    }

    /// How a suit is written in these letters: `P` (picas, pique), `K` (carreau), `O` (oros).
    pub(crate) fn suit(self, kind: DeckKind, suit: Suit) -> &'static str {
        const ES: [&str; 4] = ["P", "C", "D", "T"];
        const FR: [&str; 4] = ["P", "C", "K", "T"];
        match (kind, self) {
            (DeckKind::French, Letters::Es) => ES[suit.0 as usize & 3],
            (DeckKind::French, Letters::Fr) => FR[suit.0 as usize & 3],
            _ => suit_code(kind, suit),
        }
    }

    /// A card's compact code in these letters: `RP` is the king of spades in Spanish letters.
    pub(crate) fn code_of(self, kind: DeckKind, card: Card) -> String {
        format!("{}{}", self.rank(kind, card.rank()), self.suit(kind, card.suit()))
    }

    /// The rank a letter (lower case) stands for: besides [`Letters::rank`]'s, `T` for the 10 in
    /// English letters and `J` for the jack (jota) in Spanish ones.
    fn rank_of(self, kind: DeckKind, letter: char) -> Option<Rank> {
        let r = match (kind, self, letter) {
            (DeckKind::French, _, 'a') => 14,
            (DeckKind::French, Letters::En, 'k') => 13,
            (DeckKind::French, Letters::En, 'q') => 12,
            (DeckKind::French, Letters::En, 'j') => 11,
            (DeckKind::French, Letters::En, 't') => 10,
            (DeckKind::French, Letters::Es | Letters::Fr, 'r') => 13,
            (DeckKind::French, Letters::Es | Letters::Fr, 'd') => 12,
            (DeckKind::French, Letters::Es | Letters::Fr, 'v') => 11,
            (DeckKind::French, Letters::Es, 'j') => 11,
            (DeckKind::Spanish, _, 's') => 10,
            (DeckKind::Spanish, _, 'c') => 11,
            (DeckKind::Spanish, _, 'r') => 12,
            _ => return None,
        };
        Some(Rank(r))
    }

    /// The suit a letter (lower case) stands for.
    fn suit_of(self, kind: DeckKind, letter: char) -> Option<Suit> {
        (0..4u8).map(Suit).find(|s| self.suit(kind, *s).starts_with(letter.to_ascii_uppercase()))
    }
}

/// How cards are typed at one table: its deck's kind, its letters and the ranks its deck holds
/// (what a "not a card" message lists). Compact codes are read in these letters only; suit
/// symbols and the cards' words (`rey de copas`, `valet de trèfle`, `jack of hearts`) in every
/// language; numbers as numbers (`10`, and `1` for the French ace; `10` `11` `12` for the
/// Spanish sota, caballo and rey).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub struct Typing {
    pub deck: DeckKind,
    pub(crate) letters: Letters,
    /// Bit `r` set: `Rank(r)` is in the deck.
    ranks: u16,
}

impl Typing {
    pub fn new(deck: DeckKind, letters: Letters, ranks: impl IntoIterator<Item = Rank>) -> Typing {
        let ranks = ranks.into_iter().filter(|r| rank_exists(deck, *r)).fold(0u16, |m, r| m | 1 << r.0);
        Typing { deck, letters, ranks }
    }

    /// The journal's codes: English letters, every rank of the deck kind.
    pub fn journal(deck: DeckKind) -> Typing {
        Typing::new(deck, Letters::En, all_ranks(deck))
    }

    /// The ranks of the deck, in [`all_ranks`]' order (French high to low, Spanish 1 to 12).
    pub fn ranks(&self) -> Vec<Rank> {
        all_ranks(self.deck).into_iter().filter(|r| self.ranks & 1 << r.0 != 0).collect()
    }

    /// The same deck, typed with other letters.
    pub(crate) fn with_letters(self, letters: Letters) -> Typing {
        Typing { letters, ..self }
    }

    /// A card's compact code in the table's letters.
    pub(crate) fn code(&self, card: Card) -> String {
        self.letters.code_of(self.deck, card)
    }

    /// What a person typed as a card at this table.
    pub(crate) fn read(&self, input: &str) -> Result<Card, CardParseError> {
        let folded = fold_accents(input.trim());
        let words = split_card_words(&folded);
        let card = match words.as_slice() {
            [one] => self.compact(one),
            [r, s] => self.suit_token(s).zip(self.rank_token(r)).map(|(s, r)| Card::new(s, r)),
            _ => None,
        };
        card.filter(|c| rank_exists(self.deck, c.rank()))
            .ok_or_else(|| CardParseError { input: input.trim().to_string(), deck: self.deck })
    }

    /// Whether `rank` is in this table's deck.
    pub(crate) fn has_rank(&self, rank: Rank) -> bool {
        rank.0 < 16 && self.ranks & 1 << rank.0 != 0
    }

    /// A rank word as [`card_words`] gives it (`rey`, `r` in the table's letters, `12`).
    pub(crate) fn rank_word(&self, word: &str) -> Option<Rank> {
        self.rank_token(word).filter(|r| rank_exists(self.deck, *r))
    }

    /// A suit word as [`card_words`] gives it (`copas`, `c` in the table's letters, `♥`).
    pub(crate) fn suit_word(&self, word: &str) -> Option<Suit> {
        self.suit_token(word)
    }

    /// A suit as a bid names it: its letter, its symbol or its word in any language (`P`,
    /// `♠`, `picas`, `pique`, `spades`).
    pub(crate) fn suit_named(&self, word: &str) -> Option<Suit> {
        self.suit_token(&fold_accents(word.trim()))
    }

    /// One word: rank then suit (`rp`, `10c`, `r♥`), or a suit symbol then the rank (`♥r`).
    fn compact(&self, one: &str) -> Option<Card> {
        let chars: Vec<char> = one.chars().collect();
        if chars.len() < 2 {
            return None;
        }
        let (head, last): (String, String) =
            (chars[..chars.len() - 1].iter().collect(), chars[chars.len() - 1..].iter().collect());
        if let (Some(r), Some(s)) = (self.rank_token(&head), self.suit_token(&last)) {
            return Some(Card::new(s, r));
        }
        let (first, tail): (String, String) = (chars[..1].iter().collect(), chars[1..].iter().collect());
        if chars[0].is_ascii_alphanumeric() {
            return None;
        }
        Some(Card::new(self.suit_token(&first)?, self.rank_token(&tail)?))
    }

    /// A rank (lower case): a number, a letter of the table's, or a word of any language.
    fn rank_token(&self, t: &str) -> Option<Rank> {
        let mut chars = t.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if c.is_ascii_alphabetic() => self.letters.rank_of(self.deck, c),
            _ if t.bytes().all(|b| b.is_ascii_digit()) => match (self.deck, t.parse::<u8>().ok()?) {
                (DeckKind::French, 1) => Some(Rank(14)),
                (DeckKind::French, n @ 2..=10) | (DeckKind::Spanish, n @ 1..=12) => Some(Rank(n)),
                _ => None,
            },
            _ => match self.deck {
                DeckKind::French => french_rank_word(t),
                DeckKind::Spanish => spanish_rank_word(t),
            },
        }
    }

    /// A suit (lower case): a letter of the table's, a symbol (French deck), a word of any language.
    fn suit_token(&self, t: &str) -> Option<Suit> {
        let mut chars = t.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if c.is_ascii_alphanumeric() => self.letters.suit_of(self.deck, c),
            _ => match self.deck {
                DeckKind::French => french_suit_word(t),
                DeckKind::Spanish => spanish_suit_word(t),
            },
        }
    }
}

/// Suit symbol or code for display.
#[doc(hidden)]
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
        // The French words for the Spanish deck's cards.
        assert_eq!(e("roi de deniers"), "RO");
        assert_eq!(e("cavalier de épées"), "CE");
        assert_eq!(e("valet de coupes"), "SC");
        assert_eq!(e("sept de bâtons"), "7B");
    }

    /// A 32-card French deck and the full Spanish deck in `letters`.
    fn typing(deck: DeckKind, letters: Letters) -> Typing {
        let ranks = match deck {
            DeckKind::French => (7..=14).map(Rank).collect::<Vec<_>>(),
            DeckKind::Spanish => all_ranks(deck),
        };
        Typing::new(deck, letters, ranks)
    }

    fn read(deck: DeckKind, letters: Letters, s: &str) -> Option<String> {
        typing(deck, letters).read(s).ok().map(|c| c.code(deck))
    }

    #[test]
    fn compact_codes_are_read_in_the_tables_letters_only() {
        use DeckKind::{French as F, Spanish as S};
        use Letters::{En, Es, Fr};
        // entries.md's table: es A R D V/J, P C D T; fr A R D V, P C K T; en A K Q J T, S H D C.
        for (letters, typed, want) in [
            (Es, "RP", "KS"),
            (Es, "rp", "KS"),
            (Es, "VC", "JH"),
            (Es, "JC", "JH"),
            (Es, "DD", "QD"),
            (Es, "10T", "10C"),
            (Es, "AP", "AS"),
            (Es, "8C", "8H"),
            (Fr, "VK", "JD"),
            (Fr, "DK", "QD"),
            (Fr, "RT", "KC"),
            (Fr, "8C", "8H"),
            (Fr, "ac", "AH"),
            (En, "8C", "8C"),
            (En, "TH", "10H"),
            (En, "KS", "KS"),
        ] {
            assert_eq!(read(F, letters, typed).as_deref(), Some(want), "{typed} in {}", letters.code());
        }
        // Another language's letters are no card: C is hearts in es and fr, K carreau in fr.
        for (letters, typed) in [
            (Es, "KH"),
            (Es, "JS"),
            (Es, "TH"),
            (Es, "QD"),
            (Es, "VK"),
            (Fr, "JC"),
            (Fr, "KH"),
            (Fr, "VD"),
            (Fr, "CC"),
            (En, "RH"),
            (En, "RP"),
            (En, "VH"),
            (En, "DC"),
        ] {
            assert_eq!(read(F, letters, typed), None, "{typed} in {}", letters.code());
        }
        // The Spanish deck has the same letters in every language; numbers stay numbers.
        for letters in Letters::ALL {
            assert_eq!(read(S, letters, "RE").as_deref(), Some("RE"));
            assert_eq!(read(S, letters, "sc").as_deref(), Some("SC"));
            assert_eq!(read(S, letters, "12O").as_deref(), Some("RO"));
            assert_eq!(read(S, letters, "1B").as_deref(), Some("1B"));
            assert_eq!(read(S, letters, "KO"), None);
            assert_eq!(read(S, letters, "AO"), None);
            assert_eq!(read(S, letters, "7P"), None);
        }
    }

    #[test]
    fn symbols_and_words_are_read_in_every_language() {
        use DeckKind::{French as F, Spanish as S};
        for letters in Letters::ALL {
            assert_eq!(read(F, letters, "jack of hearts").as_deref(), Some("JH"));
            assert_eq!(read(F, letters, "valet de trèfle").as_deref(), Some("JC"));
            assert_eq!(read(F, letters, "rey de picas").as_deref(), Some("KS"));
            assert_eq!(read(F, letters, "10♦").as_deref(), Some("10D"));
            assert_eq!(read(F, letters, "♣9").as_deref(), Some("9C"));
            assert_eq!(read(S, letters, "rey de copas").as_deref(), Some("RC"));
            assert_eq!(read(S, letters, "as de oros").as_deref(), Some("1O"));
            assert_eq!(typing(F, letters).suit_named("♥"), Some(Suit(1)));
            assert_eq!(typing(F, letters).suit_named("pique"), Some(Suit(0)));
            assert_eq!(typing(F, letters).suit_named("corazones"), Some(Suit(1)));
            assert_eq!(typing(F, letters).suit_named("spades"), Some(Suit(0)));
        }
        // A rank letter with a symbol is still the table's letter.
        assert_eq!(read(F, Letters::Es, "R♥").as_deref(), Some("KH"));
        assert_eq!(read(F, Letters::En, "R♥"), None);
        // Suit letters of a bid, in the table's letters.
        assert_eq!(typing(F, Letters::Es).suit_named("C"), Some(Suit(1)));
        assert_eq!(typing(F, Letters::Fr).suit_named("k"), Some(Suit(2)));
        assert_eq!(typing(F, Letters::En).suit_named("C"), Some(Suit(3)));
        assert_eq!(typing(F, Letters::En).suit_named("P"), None);
    }

    #[test]
    fn every_card_reads_back_from_its_code_in_every_letters() {
        for deck in [DeckKind::French, DeckKind::Spanish] {
            for letters in Letters::ALL {
                let t = Typing::new(deck, letters, all_ranks(deck));
                let mut seen = std::collections::HashSet::new();
                for s in 0..4 {
                    for r in all_ranks(deck) {
                        let c = Card::new(Suit(s), r);
                        let code = t.code(c);
                        assert!(seen.insert(code.clone()), "{code} twice in {}", letters.code());
                        assert_eq!(t.read(&code), Ok(c), "{code} in {}", letters.code());
                        assert_eq!(t.read(&code.to_lowercase()), Ok(c), "{code} in {}", letters.code());
                        if deck == DeckKind::French {
                            let symbol = format!("{}{}", letters.rank(deck, r), FRENCH_SUIT_SYMBOLS[s as usize]);
                            assert_eq!(t.read(&symbol), Ok(c), "{symbol} in {}", letters.code());
                        }
                    }
                }
                // English letters are the journal's codes.
                if letters == Letters::En {
                    assert!(seen.iter().all(|code| parse_code(deck, code).is_ok_and(|c| c.code(deck) == *code)));
                }
            }
        }
        assert_eq!(Typing::journal(DeckKind::French).ranks().len(), 13);
        assert_eq!(typing(DeckKind::French, Letters::Fr).ranks(), (7..=14).rev().map(Rank).collect::<Vec<_>>());
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
