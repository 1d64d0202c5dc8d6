//! Why a typed line could not be read as an answer or an entry (the table's reader), as data:
//! the catalogues say it beside the refusals.

use super::{Call, CallWords, Question, Refusal, Seats};

/// Why a line could not be read.
#[derive(Debug, Clone, PartialEq)]
#[doc(hidden)]
pub enum Misread {
    /// Nothing was typed and the question needs an answer.
    Empty,
    /// The line answers neither the question nor anything of the entry language.
    NotUnderstood { text: String, question: Box<Question> },
    /// Coinche's auction: not a bid — a number below the lowest bid value (`50`, `9`), or a card
    /// where no card is taken (`9 H` before the auction can close); the question says what is.
    NotABid { text: String, question: Box<Question> },
    /// Coinche's auction: `call` typed bare where more than one player may make it (both
    /// opponents may coinche; both players of the bid's side answer a coinche): the line names
    /// its player (`Marta coinche`).
    WhoCalls { call: Call, may: Seats, words: CallWords },
    /// A word was read as something of the session that it is not (a card, a player).
    Refused(Refusal),
    /// `option KEY=VALUE`.
    OptionForm,
    /// `tally SIDE POINTS/TRICKS … [belote PLAYER] [renounce PLAYER]`, `tally PLAYER TRICKS …`.
    /// With what a tally of the game at the table adds up to (none: a game without tallies).
    TallyForm(Option<crate::engine::TallyShape>),
    /// `amend LINE ENTRY`.
    AmendForm,
    /// `confirm SIDE` (`dispute` false) or `dispute SIDE TEXT` (true): a side's name, or a
    /// player of it, and for a dispute its reason.
    SideForm { dispute: bool },
    /// `amend LINE` alone where nothing can ask for the replacement (a script, a phone): the
    /// replacement goes on the same line, `amend LINE CARD` or `amend LINE ENTRY`.
    AmendWhat { line: usize },
    /// The line's bytes are not UTF-8 text (a stray byte on standard input): nothing of it is read.
    NotText,
}
