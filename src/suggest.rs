//! "Did you mean …?": the candidate nearest to what was typed, when it is near enough to be what
//! was meant (a slip of one or two letters, a swapped pair), by Damerau-Levenshtein distance
//! ignoring case.
//!
//! Only a word of at most [`MAX_TYPED_CHARS`] characters gets a suggestion: the distance costs
//! the product of the two lengths for every candidate, and text longer than any name a player
//! can have (a megabyte pasted as a card in a journal) is no slip of the fingers.

/// The longest word that gets a suggestion: the longest a player's name may be (cards' names are
/// shorter).
pub const MAX_TYPED_CHARS: usize = crate::names::MAX_NAME_CHARS;

/// The candidate nearest to `typed`, if `typed` is at most [`MAX_TYPED_CHARS`] long, within a
/// third of the longer word's length (at least one edit) and nearer than any other.
pub fn nearest<'a>(typed: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let t = typed.trim();
    if t.is_empty() || t.chars().nth(MAX_TYPED_CHARS).is_some() {
        return None;
    }
    let t = t.to_lowercase();
    let mut best: Option<(usize, &str)> = None;
    let mut tie = false;
    for c in candidates {
        let d = strsim::damerau_levenshtein(&t, &c.to_lowercase());
        let room = (t.chars().count().max(c.chars().count()) / 3).max(1);
        if d == 0 || d > room {
            continue;
        }
        match best {
            Some((b, _)) if d > b => {}
            Some((b, _)) if d == b => tie = true,
            _ => {
                best = Some((d, c));
                tie = false;
            }
        }
    }
    best.filter(|_| !tie).map(|(_, c)| c)
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
}
