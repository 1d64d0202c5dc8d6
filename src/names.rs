/*!
Player names. A name is typed at the table ("Ana María 7C"), joined with `+` into side names
(`Ana+Marta`), listed with `,` on the command line and printed everywhere, so it must be
unambiguous and safe to print:

- not empty, at most [`MAX_NAME_CHARS`] characters, no surrounding spaces (inner spaces are fine);
- no control or formatting characters (they could drive a terminal or hide text);
- no `+` or `,` (they join and separate names);
- different from every other name of the session, ignoring case (`Ana` and `ANA` are one person);
- for a new session, also not a word of the entry language (`deal`, `undo`, `paso`, …), not a
  number and not a card, which a typed entry would read as something else.

Journals are checked for the first four rules ([`check_structure`]); `new` checks them all
([`check_new`]).
*/

use crate::cards::DeckKind;
use crate::term::is_unsafe;

pub(crate) const MAX_NAME_CHARS: usize = 40;

/// Why a player's name cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum NameProblem {
    Empty,
    /// A control or formatting character, by its code point.
    Control {
        name: String,
        code: u32,
    },
    Spaces {
        name: String,
    },
    TooLong {
        name: String,
        max: usize,
    },
    /// `+` or `,`.
    Joins {
        name: String,
    },
    Twice {
        name: String,
    },
    /// Two names equal but for case.
    Case {
        a: String,
        b: String,
    },
    /// A word of the entry language.
    Word {
        name: String,
    },
    Number {
        name: String,
    },
    Card {
        name: String,
    },
}

/// What is wrong with one name on its own, if anything.
fn problem(name: &str) -> Option<NameProblem> {
    if name.is_empty() {
        return Some(NameProblem::Empty);
    }
    if let Some(c) = name.chars().find(|c| is_unsafe(*c)) {
        return Some(NameProblem::Control { name: name.to_string(), code: c as u32 });
    }
    if name.trim() != name {
        return Some(NameProblem::Spaces { name: name.to_string() });
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Some(NameProblem::TooLong { name: name.to_string(), max: MAX_NAME_CHARS });
    }
    if name.contains('+') || name.contains(',') {
        return Some(NameProblem::Joins { name: name.to_string() });
    }
    None
}

/// The rules every journal's names must follow: each name on its own, and no two the same
/// ignoring case.
pub(crate) fn check_structure(players: &[String]) -> Result<(), NameProblem> {
    // Each name lowercased once, the first of each found by it: a concours's 800 players are
    // not lowercased 640,000 times.
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::with_capacity(players.len());
    for (i, p) in players.iter().enumerate() {
        if let Some(m) = problem(p) {
            return Err(m);
        }
        match seen.entry(p.to_lowercase()) {
            std::collections::hash_map::Entry::Occupied(first) => {
                let other = &players[*first.get()];
                return Err(if other == p {
                    NameProblem::Twice { name: p.clone() }
                } else {
                    NameProblem::Case { a: other.clone(), b: p.clone() }
                });
            }
            std::collections::hash_map::Entry::Vacant(v) => {
                v.insert(i);
            }
        }
    }
    Ok(())
}

/// Every rule, for a new session of a game played with a `deck` deck; `is_word` tells the words
/// of the entry language (the catalogues' word lists, in every language of the table).
pub(crate) fn check_new(players: &[String], deck: DeckKind, is_word: &dyn Fn(&str) -> bool) -> Result<(), NameProblem> {
    check_structure(players)?;
    for p in players {
        let lower = p.to_lowercase();
        if is_word(&lower) {
            return Err(NameProblem::Word { name: p.clone() });
        }
        if p.chars().all(|c| c.is_ascii_digit()) {
            return Err(NameProblem::Number { name: p.clone() });
        }
        // A card in a journal's codes or in any table's letters (`RP` at a Spanish table): a
        // session may be resumed with other letters than it was started with.
        let typing = crate::cards::Typing::journal(deck);
        let letters = crate::cards::Letters::ALL;
        if crate::cards::parse_card(deck, p).is_ok() || letters.iter().any(|l| typing.with_letters(*l).read(p).is_ok())
        {
            return Err(NameProblem::Card { name: p.clone() });
        }
    }
    Ok(())
}

/// The player a typed line starts with: the longest name that the line starts with, ignoring
/// case, followed by the end of the line or a space. Returns the player's index and the rest
/// of the line.
pub(crate) fn leading_player<'a>(players: &[String], line: &'a str) -> Option<(usize, &'a str)> {
    let line = line.trim_start();
    let mut best: Option<(usize, usize)> = None;
    for (i, p) in players.iter().enumerate() {
        let n = p.len();
        let Some(head) = line.get(..n) else { continue };
        let boundary = line[n..].is_empty() || line[n..].starts_with(char::is_whitespace);
        if boundary && head.to_lowercase() == p.to_lowercase() && best.is_none_or(|(_, len)| n > len) {
            best = Some((i, n));
        }
    }
    best.map(|(i, n)| (i, line[n..].trim_start()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_name_a_later_one_repeats_is_named() {
        let v = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        let twice = check_structure(&v(&["Ana", "Pep", "Ana"]));
        assert!(matches!(twice, Err(NameProblem::Twice { name }) if name == "Ana"));
        let case = check_structure(&v(&["Pep", "ANA", "Luis", "ana", "Ana"]));
        assert!(matches!(case, Err(NameProblem::Case { a, b }) if a == "ANA" && b == "ana"));
        let first = check_structure(&v(&["Ana", "Pep", "pep", "ana"]));
        assert!(matches!(first, Err(NameProblem::Case { a, b }) if a == "Pep" && b == "pep"));
        assert!(check_structure(&v(&["Ana", "Pep", "Àna", "Luis"])).is_ok());
    }

    #[test]
    fn no_word_the_table_reads_can_be_a_players_name() {
        for lang in crate::i18n::Lang::all() {
            for w in lang.catalog().words().all() {
                let players = vec![w.to_string(), "Ana".into()];
                assert!(
                    matches!(
                        check_new(&players, DeckKind::French, &crate::i18n::is_entry_word),
                        Err(NameProblem::Word { .. })
                    ),
                    "{w} ({lang:?})"
                );
            }
        }
    }

    #[test]
    fn the_words_of_coinches_auction_are_no_names() {
        // A name is read before the words of an entry: `Capot S` would be a bid or Capot's play.
        for word in ["capot", "Coinche", "surcoinche", "contre", "surcontre", "all", "none", "TA", "SA"] {
            let players = vec!["Ana".to_string(), word.to_string()];
            let got = check_new(&players, DeckKind::French, &crate::i18n::is_entry_word);
            assert_eq!(got, Err(NameProblem::Word { name: word.into() }), "{word}");
        }
    }

    fn v(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn names_that_cannot_be_told_apart_or_printed_are_refused() {
        assert!(check_structure(&v(&["Ana María", "Luis", "A", "B"])).is_ok());
        for bad in [
            v(&["Ana", "ANA"]),
            v(&["Ana", "Ana"]),
            v(&["Ana+Luis", "Pep"]),
            v(&["Ana,Luis", "Pep"]),
            v(&[" Ana", "Pep"]),
            v(&["Ana ", "Pep"]),
            v(&["", "Pep"]),
            v(&["A\x1b[31mna", "Pep"]),
            v(&["Ana\u{202e}", "Pep"]),
            v(&[&"x".repeat(41), "Pep"]),
        ] {
            assert!(check_structure(&bad).is_err(), "{bad:?}");
        }
        for bad in [v(&["deal", "Pep"]), v(&["Deshacer", "Pep"]), v(&["7", "Pep"]), v(&["JH", "Pep"])] {
            assert!(check_new(&bad, DeckKind::French, &crate::i18n::is_entry_word).is_err(), "{bad:?}");
        }
        assert!(check_new(&v(&["A", "B", "C", "D"]), DeckKind::French, &crate::i18n::is_entry_word).is_ok());
        // A card in any table's letters: `RP` (rey de picas) and `VK` (valet de carreau) would
        // read as cards at a Spanish or French table; `Re` is the rey de espadas in every one.
        for (card, deck) in [("RP", DeckKind::French), ("VK", DeckKind::French), ("Re", DeckKind::Spanish)] {
            let got = check_new(&v(&[card, "Pep"]), deck, &crate::i18n::is_entry_word);
            assert_eq!(got, Err(NameProblem::Card { name: card.into() }), "{card}");
        }
        assert!(check_new(&v(&["Rosa", "Pep"]), DeckKind::French, &crate::i18n::is_entry_word).is_ok());
    }

    #[test]
    fn a_line_names_the_longest_player_it_starts_with() {
        let p = v(&["Ana", "Ana María", "Luis"]);
        assert_eq!(leading_player(&p, "Ana María 7C"), Some((1, "7C")));
        assert_eq!(leading_player(&p, "ana 7C"), Some((0, "7C")));
        assert_eq!(leading_player(&p, "Anabel 7C"), None);
        assert_eq!(leading_player(&p, "luis"), Some((2, "")));
        assert_eq!(leading_player(&p, "7C"), None);
    }
}
