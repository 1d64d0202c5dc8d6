/*!
Why a journal line cannot be read, as data: the catalogues (`i18n`) say it in the reader's
language. No problem repeats the content of the line (a journal may hold anything, and its bytes
must not reach the terminal): only field names, entry types the reader knows, numbers, and the
JSON parser's own description of what it met, scrubbed of quoted text.
*/

use crate::names::NameProblem;

/// What a journal field must hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Kind {
    Text,
    Texts,
    Whole,
    Object,
    /// An object of whole numbers: `{"Ana+Marta": 92, "Luis+Pep": 70}`.
    Wholes,
    TextOrTexts,
    Teams,
    Any,
}

/// The entry types a journal holds (journal.md), for the message about an unknown one (every type
/// of [`crate::engine::EventKind`] but `stand`, left out when it came: the message is kept as it
/// was until a change of the journal's outputs adds it).
pub(crate) const KNOWN_TYPES: &str = "deal, misdeal, bid, swap-seven, announce, show, play, exchange, mosca, panfilo, up, down, wild, draw, reshuffle, tally, amend, option, note, confirm, dispute, undo, end";

/// Why a journal line cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum Problem {
    /// Not JSON: the parser's words (quoted text scrubbed) and the column.
    NotJson {
        detail: String,
        column: usize,
    },
    /// JSON, but not an object.
    NotObject,
    /// A known field holding the wrong kind of value.
    FieldKind {
        field: String,
        kind: Kind,
    },
    /// Any other shape the reader does not take: the parser's words, scrubbed.
    Shape {
        detail: String,
    },
    /// An entry of type `ty` without its field `field`.
    Missing {
        ty: String,
        field: String,
    },
    /// `at` is not an RFC 3339 time.
    At,
    /// A second `session` header.
    SecondHeader,
    /// An entry type the reader does not know (see [`KNOWN_TYPES`]).
    UnknownType {
        ty: String,
    },
    /// What is wrong with an amend's entry.
    InAmend(Box<Problem>),
    /// An amend's entry is an amend, an undo or a header.
    AmendOfAmend,
    /// The first line is not a session header.
    NotHeader,
    /// The first line of a concours journal is not a concours header.
    NotConcours,
    /// An entry type a concours journal does not hold.
    UnknownConcoursType {
        ty: String,
    },
    Format {
        format: u32,
    },
    /// A header option whose value is not true/false, a whole number or a word.
    OptionValue {
        key: String,
    },
    /// The ruleset carried in the header is over the size limit (bytes).
    RulesetTooLarge {
        max: u64,
    },
    Lang {
        lang: String,
    },
    /// The header's `card_letters` is not a language of the table's letters.
    CardLetters {
        letters: String,
    },
    /// The field `ruleset` does not name a ruleset.
    RulesetName,
    /// The header's players do not make a table.
    Players(NameProblem),
    /// Bytes that are not UTF-8 at this column.
    NotUtf8 {
        column: usize,
    },
    /// A line over the line cap (bytes).
    LineTooLong {
        max: u64,
    },
    /// A ruleset that is not bundled and not carried in the header: name its file (`--ruleset`).
    RulesetMissing {
        ruleset: String,
    },
    /// The chip or point totals overflow at this line: no total after it would be right.
    Overflow,
    /// The file changed between the two reads of a replay.
    Changed,
}

#[cfg(test)]
mod tests {
    use super::KNOWN_TYPES;
    use crate::engine::EventKind;
    use std::collections::BTreeSet;

    #[test]
    fn the_known_types_are_the_declared_ones_but_stand() {
        let known: BTreeSet<&str> = KNOWN_TYPES.split(", ").collect();
        let declared: BTreeSet<&str> = EventKind::ALL.iter().map(|k| k.code()).filter(|c| *c != "stand").collect();
        assert_eq!(known, declared);
    }
}
