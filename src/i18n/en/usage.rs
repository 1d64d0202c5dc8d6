//! English: mistakes on the command line.

use crate::error::{UsageProblem, Wanted};
use crate::term::quote;

pub(super) fn usage(p: &UsageProblem) -> String {
    match p {
        UsageProblem::Missing { args, command } => {
            format!("{command} needs {} (see {command} --help)", crate::i18n::joined(args, "and"))
        }
        UsageProblem::UnknownArg { arg, near: Some(near), command } => {
            format!("{command} takes no {}; did you mean {near}? (see {command} --help)", quote(arg))
        }
        UsageProblem::UnknownArg { arg, near: None, command } => {
            format!("{command} takes no {} (see {command} --help)", quote(arg))
        }
        UsageProblem::UnknownCommand { given, near: Some(near), command, commands } => format!(
            "{} is not a command of {command}; did you mean {near}? The commands: {}",
            quote(given),
            commands.join(", ")
        ),
        UsageProblem::UnknownCommand { given, near: None, command, commands } => {
            format!("{} is not a command of {command}; the commands: {}", quote(given), commands.join(", "))
        }
        UsageProblem::NotOneOf { arg, value, valid } => {
            format!("{arg} takes {}, not {}", crate::i18n::joined(valid, "or"), quote(value))
        }
        UsageProblem::NoValue { arg } => format!("{arg} needs a value"),
        UsageProblem::BadValue { arg, value, wanted } => match wanted {
            Wanted::Whole => format!("{arg} takes a whole number, not {}", quote(value)),
            Wanted::Number => format!("{arg} takes a number (0.25, 1), not {}", quote(value)),
            Wanted::Range { lo, hi } => format!("{arg} takes a whole number from {lo} to {hi}, not {}", quote(value)),
            Wanted::Reason(why) => format!("{arg}: {}: {why}", quote(value)),
        },
        UsageProblem::Twice { arg } => format!("{arg} is given twice; give it once"),
        UsageProblem::Conflict { arg, other } => format!("{arg} cannot be given with {other}"),
        UsageProblem::Other { text } => text.clone(),
    }
}
