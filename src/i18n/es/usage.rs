//! Español: errores en la línea de órdenes.

use crate::error::{UsageProblem, Wanted};
use crate::term::quote;

pub(super) fn usage(p: &UsageProblem) -> String {
    match p {
        UsageProblem::Missing { args, command } => {
            format!("{command} necesita {} (más en {command} --help)", crate::i18n::joined(args, "y"))
        }
        UsageProblem::UnknownArg { arg, near: Some(near), command } => {
            format!("{command} no admite {}; ¿querías decir {near}? (más en {command} --help)", quote(arg))
        }
        UsageProblem::UnknownArg { arg, near: None, command } => {
            format!("{command} no admite {} (más en {command} --help)", quote(arg))
        }
        UsageProblem::UnknownCommand { given, near: Some(near), command, commands } => format!(
            "{} no es una orden de {command}; ¿querías decir {near}? Las órdenes: {}",
            quote(given),
            commands.join(", ")
        ),
        UsageProblem::UnknownCommand { given, near: None, command, commands } => {
            format!("{} no es una orden de {command}; las órdenes: {}", quote(given), commands.join(", "))
        }
        UsageProblem::NotOneOf { arg, value, valid } => {
            format!("{arg} admite {}, no {}", crate::i18n::joined(valid, "o"), quote(value))
        }
        UsageProblem::NoValue { arg } => format!("{arg} necesita un valor"),
        UsageProblem::BadValue { arg, value, wanted } => match wanted {
            Wanted::Whole => format!("{arg} admite un número entero, no {}", quote(value)),
            Wanted::Number => format!("{arg} admite un número (0.25, 1), no {}", quote(value)),
            Wanted::Range { lo, hi } => format!("{arg} admite un número entero de {lo} a {hi}, no {}", quote(value)),
            Wanted::Reason(why) => format!("{arg}: {}: {why}", quote(value)),
        },
        UsageProblem::Twice { arg } => format!("{arg} aparece dos veces; ponlo una sola vez"),
        UsageProblem::Conflict { arg, other } => format!("{arg} no puede ir junto con {other}"),
        UsageProblem::Other { text } => text.clone(),
    }
}
