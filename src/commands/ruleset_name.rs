//! The argument that names a ruleset: any text (a bundled name or a ruleset file's path, read by
//! `games::Rules::load`), with the bundled names as its possible values, so that the shell
//! completions (`tapete completions`) offer them. Nothing is refused here: a name that is neither
//! bundled nor a file is refused when the ruleset is loaded, with its "did you mean".

use crate::ruleset::BUNDLED;
use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};
use std::ffi::OsStr;

#[derive(Debug, Clone, Copy)]
pub(crate) struct RulesetName;

impl TypedValueParser for RulesetName {
    type Value = String;

    fn parse_ref(&self, cmd: &clap::Command, arg: Option<&clap::Arg>, value: &OsStr) -> Result<String, clap::Error> {
        StringValueParser::new().parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(BUNDLED.iter().map(|(name, _)| PossibleValue::new(*name))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offers_the_bundled_names_and_takes_any_text() {
        let names: Vec<String> =
            RulesetName.possible_values().into_iter().flatten().map(|v| v.get_name().to_string()).collect();
        assert_eq!(names, ["belote-classic", "belote-es", "bestia", "perejila", "coinche", "contree"]);
        let cmd = clap::Command::new("t");
        assert_eq!(
            RulesetName.parse_ref(&cmd, None, OsStr::new("house/rules.yaml")).ok().as_deref(),
            Some("house/rules.yaml")
        );
    }
}
