//! "Did you mean …?": the candidate nearest to what was typed, when it is near enough to be what
//! was meant (a slip of one or two letters, a swapped pair), by Damerau-Levenshtein distance
//! ignoring case.

/// The candidate nearest to `typed`, if it is within a third of the longer word's length (at
/// least one edit) and nearer than any other.
pub fn nearest<'a>(typed: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let t = typed.trim().to_lowercase();
    if t.is_empty() {
        return None;
    }
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
}
