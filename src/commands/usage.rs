//! A mistake clap found on the command line, read into a typed [`UsageProblem`] so that the
//! catalogues word it on one line in the table's language (clap's own text is English and spans
//! several lines). Help and the version are not mistakes: they are left to clap.

use crate::error::{UsageProblem, Wanted};
use clap::error::{ContextKind, ContextValue, ErrorKind};

/// The problem clap's error `e` reports, or `None` when clap should print it itself (help, the
/// version, the help shown for a command given without its subcommand). `app` is tapete's
/// command line (its commands are named when one is mistyped).
pub(crate) fn problem(e: &clap::Error, app: &clap::Command) -> Option<UsageProblem> {
    let text = |k| match e.get(k) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::Strings(v)) => v.first().cloned(),
        _ => None,
    };
    let texts = |k| match e.get(k) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::StyledStrs(v)) => v.iter().map(|s| s.to_string()).collect(),
        Some(ContextValue::StyledStr(s)) => vec![s.to_string()],
        _ => Vec::new(),
    };
    let arg = || text(ContextKind::InvalidArg).unwrap_or_default();
    let value = || text(ContextKind::InvalidValue).unwrap_or_default();
    Some(match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        | ErrorKind::MissingSubcommand => return None,
        ErrorKind::MissingRequiredArgument => {
            UsageProblem::Missing { args: texts(ContextKind::InvalidArg), command: command(e) }
        }
        ErrorKind::UnknownArgument => {
            UsageProblem::UnknownArg { arg: arg(), near: text(ContextKind::SuggestedArg), command: command(e) }
        }
        ErrorKind::InvalidSubcommand => {
            let command = command(e);
            UsageProblem::UnknownCommand {
                given: text(ContextKind::InvalidSubcommand).unwrap_or_default(),
                near: text(ContextKind::SuggestedSubcommand),
                commands: commands(app, &command),
                command,
            }
        }
        ErrorKind::InvalidValue if value().is_empty() => UsageProblem::NoValue { arg: arg() },
        ErrorKind::InvalidValue => {
            UsageProblem::NotOneOf { arg: arg(), value: value(), valid: texts(ContextKind::ValidValue) }
        }
        ErrorKind::ValueValidation => UsageProblem::BadValue { arg: arg(), value: value(), wanted: wanted(e) },
        ErrorKind::ArgumentConflict => {
            let other = text(ContextKind::PriorArg).unwrap_or_default();
            if other == arg() {
                UsageProblem::Twice { arg: arg() }
            } else {
                UsageProblem::Conflict { arg: arg(), other }
            }
        }
        _ => UsageProblem::Other { text: first_line(e) },
    })
}

/// What a value that did not read should have been, from the parser's error.
fn wanted(e: &clap::Error) -> Wanted {
    let source = std::error::Error::source(e);
    if source.is_some_and(|s| s.is::<std::num::ParseIntError>()) {
        return Wanted::Whole;
    }
    if source.is_some_and(|s| s.is::<std::num::ParseFloatError>()) {
        return Wanted::Number;
    }
    let why = source.map(|s| s.to_string()).unwrap_or_default();
    // clap's ranged integer parsers: "70000 is not in 0..=65535".
    let range = why.split_once(" is not in ").and_then(|(_, r)| r.split_once("..="));
    match range {
        Some((lo, hi)) if [lo, hi].iter().all(|n| n.parse::<i128>().is_ok()) => {
            Wanted::Range { lo: lo.to_string(), hi: hi.to_string() }
        }
        _ => Wanted::Reason(crate::term::scrub(&why)),
    }
}

/// The command the mistake was made in (`tapete verify`), from the usage clap gives with it.
fn command(e: &clap::Error) -> String {
    let usage = match e.get(ContextKind::Usage) {
        Some(ContextValue::StyledStr(s)) => s.to_string(),
        _ => String::new(),
    };
    let line = usage.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("");
    let words: Vec<&str> = line
        .split_whitespace()
        .skip_while(|w| w.ends_with(':'))
        .take_while(|w| !w.starts_with(['[', '<', '-']))
        .collect();
    if words.is_empty() {
        "tapete".into()
    } else {
        words.join(" ")
    }
}

/// The commands of `command` (`tapete`, `tapete rules`), in the order of its help.
fn commands(app: &clap::Command, command: &str) -> Vec<String> {
    let mut at = app;
    for word in command.split_whitespace().skip(1) {
        match at.find_subcommand(word) {
            Some(sub) => at = sub,
            None => break,
        }
    }
    at.get_subcommands().filter(|c| !c.is_hide_set()).map(|c| c.get_name().to_string()).collect()
}

/// clap's own first line, without its `error: ` (a kind this reader does not know).
fn first_line(e: &clap::Error) -> String {
    let rendered = e.render().to_string();
    let line = rendered.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("");
    crate::term::scrub(line.strip_prefix("error: ").unwrap_or(line))
}
