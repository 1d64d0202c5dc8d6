//! Français : les erreurs sur la ligne de commande.

use crate::error::{UsageProblem, Wanted};
use crate::term::quote;

pub(super) fn usage(p: &UsageProblem) -> String {
    match p {
        UsageProblem::Missing { args, command } => {
            format!("{command} demande {} (voir {command} --help)", crate::i18n::joined(args, "et"))
        }
        UsageProblem::UnknownArg { arg, near: Some(near), command } => {
            format!(
                "{command} ne prend pas {}\u{a0}; vouliez-vous dire {near}\u{a0}? (voir {command} --help)",
                quote(arg)
            )
        }
        UsageProblem::UnknownArg { arg, near: None, command } => {
            format!("{command} ne prend pas {} (voir {command} --help)", quote(arg))
        }
        UsageProblem::UnknownCommand { given, near: Some(near), command, commands } => format!(
            "{} n'est pas une commande de {command}\u{a0}; vouliez-vous dire {near}\u{a0}? Les commandes\u{a0}: {}",
            quote(given),
            commands.join(", ")
        ),
        UsageProblem::UnknownCommand { given, near: None, command, commands } => {
            format!(
                "{} n'est pas une commande de {command}\u{a0}; les commandes\u{a0}: {}",
                quote(given),
                commands.join(", ")
            )
        }
        UsageProblem::NotOneOf { arg, value, valid } => {
            format!("{arg} prend {}, pas {}", crate::i18n::joined(valid, "ou"), quote(value))
        }
        UsageProblem::NoValue { arg } => format!("{arg} demande une valeur"),
        UsageProblem::BadValue { arg, value, wanted } => match wanted {
            Wanted::Whole => format!("{arg} prend un nombre entier, pas {}", quote(value)),
            Wanted::Number => format!("{arg} prend un nombre (0.25, 1), pas {}", quote(value)),
            Wanted::Range { lo, hi } => format!("{arg} prend un nombre entier de {lo} à {hi}, pas {}", quote(value)),
            Wanted::Reason(why) => format!("{arg}\u{a0}: {}\u{a0}: {why}", quote(value)),
        },
        UsageProblem::Twice { arg } => format!("{arg} est donné deux fois\u{a0}; donnez-le une seule fois"),
        UsageProblem::Conflict { arg, other } => format!("{arg} ne peut pas être donné avec {other}"),
        UsageProblem::Other { text } => text.clone(),
    }
}
