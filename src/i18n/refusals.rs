/*!
Why an entry is refused: the refusals of the rules, what a line that could not be read was
taken for (a misreading), and the infractions the table recorded. A mistyped name or card gets
"did you mean …?" here.
*/

use crate::cards::{Card, Letters};
use crate::engine::Misread;
use crate::engine::{Infraction, Refusal};
use crate::i18n::{Names, Terms};

/// Why an entry is refused, and what a line was misread as.
#[doc(hidden)]
pub trait Refusals: Terms {
    /// Why an entry is refused, without a suggestion.
    fn refusal_only(&self, r: &Refusal, x: &Names) -> String;
    /// " — did you mean X?"
    fn did_you_mean(&self, what: &str) -> String;
    /// " — did you mean X or Y?": every name of `near` joined by the language's `or`; nothing
    /// when there is none.
    fn did_you_mean_any(&self, near: &[&str], or: &str) -> String {
        if near.is_empty() {
            return String::new();
        }
        self.did_you_mean(&crate::i18n::joined(&near.iter().map(|n| n.to_string()).collect::<Vec<_>>(), or))
    }
    /// Why an entry is refused, with "did you mean …?" when a name or a card was mistyped.
    fn refusal(&self, r: &Refusal, x: &Names) -> String {
        let base = self.refusal_only(r, x);
        let (deck, letters) = match r {
            Refusal::NotACard { typing, .. } => (typing.deck, typing.letters),
            _ => (x.deck, x.letters),
        };
        match suggestion(r, x, self.card_names(deck, letters)) {
            Some(s) => format!("{base}{}", self.did_you_mean(&s)),
            None => base,
        }
    }
    /// Why an entry is refused as the table and the phones say it, a sentence of its own
    /// (`There is nothing to undo`); [`Refusals::refusal`] is the same words made to stand
    /// inside a line (`line 3: there is nothing to undo`).
    fn refusal_sentence(&self, r: &Refusal, x: &Names) -> String {
        crate::i18n::sentence(&self.refusal(r, x))
    }
    fn misread(&self, m: &Misread, x: &Names) -> String;
    /// What a line that could not be read was taken for, as a sentence of its own.
    fn misread_sentence(&self, m: &Misread, x: &Names) -> String {
        crate::i18n::sentence(&self.misread(m, x))
    }
    fn infraction(&self, i: &Infraction, x: &Names) -> String;
}

/// What a refused name or card most likely was meant to be: the nearest player, side or card
/// (its code, and its name when the name was what came near).
pub(crate) fn suggestion(r: &Refusal, x: &Names, cards: Vec<(String, String)>) -> Option<String> {
    match r {
        Refusal::UnknownPlayer { name } => {
            crate::suggest::nearest(name, x.players.iter().map(String::as_str)).map(crate::term::quote)
        }
        Refusal::UnknownSide { name, sides } => {
            crate::suggest::nearest(name, sides.iter().map(String::as_str)).map(crate::term::quote)
        }
        Refusal::NotACard { text, typing } => {
            let named = |c: Card| {
                let code = typing.code(c);
                let (_, name) = cards.iter().find(|(k, _)| *k == code)?;
                Some(format!("{code} ({name})"))
            };
            // A code in another language's letters (`KH` at a Spanish table): the card it means
            // there, in the table's own letters, when every other letters that read it agree.
            let elsewhere: Vec<Card> = Letters::ALL
                .into_iter()
                .filter(|l| *l != typing.letters)
                .filter_map(|l| typing.with_letters(l).read(text).ok())
                .collect();
            if let Some(c) = elsewhere.first().filter(|c| elsewhere.iter().all(|o| o == *c)) {
                return named(*c);
            }
            // Words (`6 de cpoas`, `roi de trèfel`): the card they meant, word by word.
            if let Some(c) = crate::suggest::worded_card(typing, text) {
                return named(c);
            }
            if text.split_whitespace().nth(1).is_some() {
                return None;
            }
            // One word (`QHH`): the nearest code.
            let words = cards.iter().flat_map(|(code, name)| [code.as_str(), name.as_str()]);
            let near = crate::suggest::nearest(text, words)?;
            let (code, name) = cards.iter().find(|(c, n)| c == near || n == near)?;
            Some(format!("{code} ({name})"))
        }
        _ => None,
    }
}
