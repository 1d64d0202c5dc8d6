//! "Did you mean …?": the candidate nearest to what was typed, when it is near enough to be what
//! was meant (a slip of one or two letters, a swapped pair), by Damerau-Levenshtein distance
//! ignoring case.
//!
//! Only a word of at most [`MAX_TYPED_CHARS`] characters gets a suggestion: the distance costs
//! the product of the two lengths for every candidate, and text longer than any name a player
//! can have (a megabyte pasted as a card in a journal) is no slip of the fingers.

use crate::cards::{self, Card, Typing};

/// The longest word that gets a suggestion: the longest a player's name may be (cards' names are
/// shorter).
pub(crate) const MAX_TYPED_CHARS: usize = crate::names::MAX_NAME_CHARS;

/// The candidate nearest to `typed`, if `typed` is at most [`MAX_TYPED_CHARS`] long, within a
/// third of the longer word's length (at least one edit) and nearer than any other.
pub(crate) fn nearest<'a>(typed: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    nearest_by(typed, candidates.into_iter().map(|c| (c, c)))
}

/// Every candidate `typed` could mean, in the candidates' order: those it begins (`belote`:
/// belote-classic and belote-es), those that hold it whole when it is three characters or more
/// (`classic`: belote-classic), and those near it as [`nearest`] measures, ties included
/// (`bestai`: bestia). None for a word longer than [`MAX_TYPED_CHARS`], or one that is a
/// candidate itself (nothing to suggest).
pub(crate) fn candidates<'a>(typed: &str, names: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    let t = typed.trim().to_lowercase();
    if t.is_empty() || t.chars().nth(MAX_TYPED_CHARS).is_some() {
        return Vec::new();
    }
    let names: Vec<&str> = names.into_iter().collect();
    if names.iter().any(|n| n.to_lowercase() == t) {
        return Vec::new();
    }
    let long = t.chars().count() >= 3;
    names
        .into_iter()
        .filter(|n| {
            let n_low = n.to_lowercase();
            let room = (t.chars().count().max(n.chars().count()) / 3).max(1);
            n_low.starts_with(&t) || (long && n_low.contains(&t)) || strsim::damerau_levenshtein(&t, &n_low) <= room
        })
        .collect()
}

/// What the candidate word nearest to `typed` means, as [`nearest`] finds it: candidates are
/// (word, meaning), and words as near that mean the same (`copa`, `copas`) are no tie.
pub(crate) fn nearest_by<'a, T: PartialEq + Copy>(
    typed: &str,
    candidates: impl IntoIterator<Item = (&'a str, T)>,
) -> Option<T> {
    let t = typed.trim();
    if t.is_empty() || t.chars().nth(MAX_TYPED_CHARS).is_some() {
        return None;
    }
    let t = t.to_lowercase();
    let mut best: Option<(usize, T)> = None;
    let mut tie = false;
    for (c, meaning) in candidates {
        let d = strsim::damerau_levenshtein(&t, &c.to_lowercase());
        let room = (t.chars().count().max(c.chars().count()) / 3).max(1);
        if d == 0 || d > room {
            continue;
        }
        match best {
            Some((b, _)) if d > b => {}
            Some((b, m)) if d == b => tie |= m != meaning,
            _ => {
                best = Some((d, meaning));
                tie = false;
            }
        }
    }
    best.filter(|_| !tie).map(|(_, m)| m)
}

/// The card a worded card with a slip in it meant (`6 de cpoas`: the 6 of copas; `roi de
/// trèfel`: the king of clubs), word by word: a rank and a suit, each as typed or the word of
/// the deck's (in any language) nearest to it, at least one of them mistyped, the rank one of the
/// table's deck. None for a text longer than [`MAX_TYPED_CHARS`] or not of two words.
pub(crate) fn worded_card(typing: &Typing, typed: &str) -> Option<Card> {
    let t = typed.trim();
    if t.chars().nth(MAX_TYPED_CHARS).is_some() {
        return None;
    }
    let words = cards::card_words(t);
    let [r, s] = words.as_slice() else { return None };
    let (read_rank, read_suit) = (typing.rank_word(r), typing.suit_word(s));
    // Both read, or a rank this deck has not (`six` at a 32-card table): no slip to mend.
    if (read_rank.is_some() && read_suit.is_some()) || read_rank.is_some_and(|k| !typing.has_rank(k)) {
        return None;
    }
    // Whole words only: a letter, a number or a symbol is no word to be near.
    let rank = read_rank.or_else(|| {
        let words = cards::rank_words(typing.deck).filter(|(w, k)| w.chars().count() > 2 && typing.has_rank(*k));
        nearest_by(r, words)
    })?;
    let suit =
        read_suit.or_else(|| nearest_by(s, cards::suit_words(typing.deck).filter(|(w, _)| w.chars().count() > 2)))?;
    Some(Card::new(suit, rank))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slip_finds_its_word_and_nothing_far_or_ambiguous_does() {
        let players = ["Ana", "Luis", "Marta", "Pep"];
        assert_eq!(nearest("Lusi", players), Some("Luis"));
        assert_eq!(nearest("mrta", players), Some("Marta"));
        assert_eq!(nearest("Pepe", players), Some("Pep"));
        assert_eq!(nearest("Xavier", players), None);
        assert_eq!(nearest("", players), None);
        // Equally near two candidates: no guess.
        assert_eq!(nearest("Pa", ["Pe", "Po"]), None);
        assert_eq!(nearest("QHH", ["QH", "KH", "QS"]), Some("QH"));
        assert_eq!(nearest("jak of hearts", ["jack of hearts", "jack of spades"]), Some("jack of hearts"));
    }

    #[test]
    fn every_ruleset_a_name_could_mean_is_suggested() {
        let names = ["belote-classic", "belote-es", "bestia", "perejila", "coinche", "contree"];
        // The start of two names: both, in their order.
        assert_eq!(candidates("belote", names), ["belote-classic", "belote-es"]);
        assert_eq!(candidates("Belote", names), ["belote-classic", "belote-es"]);
        assert_eq!(candidates("belote-e", names), ["belote-es"]);
        // A part of one name, three characters or more.
        assert_eq!(candidates("classic", names), ["belote-classic"]);
        assert!(candidates("es", names).is_empty(), "two letters are no part to look for");
        // A slip: one edit from bestia; contre begins contree.
        assert_eq!(candidates("bestai", names), ["bestia"]);
        assert_eq!(candidates("contre", names), ["contree"]);
        assert_eq!(candidates("coinch", names), ["coinche"]);
        // Far from everything, or a name itself: nothing.
        assert!(candidates("poker", names).is_empty());
        assert!(candidates("bestia", names).is_empty());
        assert!(candidates(&"b".repeat(MAX_TYPED_CHARS + 1), names).is_empty());
    }

    #[test]
    fn a_word_longer_than_a_name_may_be_gets_no_suggestion() {
        // 40 x's against 39 x's and a y: one edit, suggested; 41 x's against 40: one edit too, but
        // past the longest name, so none.
        let forty = "x".repeat(40);
        let near = format!("{}y", "x".repeat(39));
        assert_eq!(nearest(&near, [forty.as_str()]), Some(forty.as_str()));
        assert_eq!(nearest(&"x".repeat(41), [forty.as_str()]), None);
        // Surrounding spaces are not counted.
        assert_eq!(nearest(&format!("  {near}  "), [forty.as_str()]), Some(forty.as_str()));
    }

    fn typing(deck: cards::DeckKind, ranks: std::ops::RangeInclusive<u8>) -> Typing {
        Typing::new(deck, cards::Letters::En, ranks.map(cards::Rank))
    }

    #[test]
    fn words_that_mean_the_same_are_no_tie() {
        // `ors` is one edit from both `oro` and `oros` (the same suit), two from `copas`.
        assert_eq!(nearest_by("ors", [("oro", 0), ("oros", 0), ("copas", 1)]), Some(0));
        // One edit from two suits: no guess.
        assert_eq!(nearest_by("xoro", [("oro", 0), ("loro", 1)]), None);
    }

    #[test]
    fn a_worded_card_with_a_slip_is_mended_word_by_word() {
        use cards::{Card, DeckKind, Rank, Suit};
        // The Spanish deck: oros 0, copas 1, espadas 2, bastos 3; 40 cards (1-7, sota, caballo, rey).
        let spanish = Typing::new(DeckKind::Spanish, cards::Letters::En, [1, 2, 3, 4, 5, 6, 7, 10, 11, 12].map(Rank));
        let card = |s: u8, r: u8| Some(Card::new(Suit(s), Rank(r)));
        assert_eq!(worded_card(&spanish, "6 de cpoas"), card(1, 6));
        assert_eq!(worded_card(&spanish, "sieet de oros"), card(0, 7));
        assert_eq!(worded_card(&spanish, "reyy de bastso"), card(3, 12));
        // Nothing mistyped, a rank the deck has not (the 8 of the 48-card deck), or not a rank
        // and a suit: no card.
        assert_eq!(worded_card(&spanish, "6 de copas"), None);
        assert_eq!(worded_card(&spanish, "8 de cpoas"), None);
        assert_eq!(worded_card(&spanish, "banana split"), None);
        assert_eq!(worded_card(&spanish, "6 de cpoas de oros"), None);
        // The French deck, 32 cards: accents as typed or not, words of any language.
        let french = typing(DeckKind::French, 7..=14);
        assert_eq!(worded_card(&french, "roi de trèfel"), card(3, 13));
        assert_eq!(worded_card(&french, "7 de coraznes"), card(1, 7));
        assert_eq!(worded_card(&french, "king of hearst"), card(1, 13));
        assert_eq!(worded_card(&french, "six de coeru"), None, "no 6 in a 32-card deck");
        // Longer than a name may be: not looked at, though its words would be mended.
        let spaced = format!("6{}de cpoas", " ".repeat(MAX_TYPED_CHARS - 9));
        assert_eq!(worded_card(&spanish, &spaced), card(1, 6));
        assert_eq!(worded_card(&spanish, &format!(" {spaced} ")), card(1, 6), "surrounding spaces are not counted");
        assert_eq!(worded_card(&spanish, &format!("6 {spaced}")), None);
    }
}
