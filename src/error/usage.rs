/*!
What is wrong on the command line, as data: clap finds it, [`crate::commands::usage`] reads its
kind and context into a [`UsageProblem`], and the catalogues word it on one line in the table's
language, with what is accepted. Arguments are named as the usage writes them (`--deals <DEALS>`,
`<FILE>`), the same in every language.
*/

/// A mistake on the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum UsageProblem {
    /// Required arguments not given; `command` is the command they belong to (`tapete verify`).
    Missing { args: Vec<String>, command: String },
    /// An argument the command does not take, and the one it is likely a slip for.
    UnknownArg { arg: String, near: Option<String>, command: String },
    /// A command `command` (`tapete`, `tapete rules`) does not have, the one it is likely a slip
    /// for, and its commands.
    UnknownCommand { given: String, near: Option<String>, command: String, commands: Vec<String> },
    /// A value that is not one of the argument's values.
    NotOneOf { arg: String, value: String, valid: Vec<String> },
    /// An option given without its value.
    NoValue { arg: String },
    /// A value that does not read as what the argument takes.
    BadValue { arg: String, value: String, wanted: Wanted },
    /// An argument given twice.
    Twice { arg: String },
    /// Two arguments that cannot be given together.
    Conflict { arg: String, other: String },
    /// Anything else: clap's own words (English), on one line.
    Other { text: String },
}

/// What an argument's value must be.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum Wanted {
    /// A whole number.
    Whole,
    /// A number (a fraction may have a decimal point).
    Number,
    /// A whole number from `lo` to `hi`.
    Range { lo: String, hi: String },
    /// The argument's own reason (the parser's words).
    Reason(String),
}
