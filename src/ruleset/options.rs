/*!
House-rule options: each ruleset declares its options with a default and a one-line description;
a session may override them (journal header `options`, `--option key=value`, the `option` event).
The game code reads them by name through [`Options`]; the names a game reads are listed in
[`known_options`], so a ruleset can neither miss an option the code needs nor carry one no code reads.
*/

use super::{GameFamily, Ruleset};
use crate::error::Error;
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};
use std::fmt;

/// An option value: a switch, a number or a word.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum OptValue {
    Bool(bool),
    Int(i64),
    Str(String),
}

impl fmt::Display for OptValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptValue::Bool(b) => write!(f, "{b}"),
            OptValue::Int(i) => write!(f, "{i}"),
            OptValue::Str(s) => f.write_str(s),
        }
    }
}

impl OptValue {
    pub fn from_json(v: &serde_json::Value) -> Option<OptValue> {
        match v {
            serde_json::Value::Bool(b) => Some(OptValue::Bool(*b)),
            serde_json::Value::Number(n) => n.as_i64().map(OptValue::Int),
            serde_json::Value::String(s) => Some(OptValue::Str(s.clone())),
            _ => None,
        }
    }
    pub fn to_json(&self) -> serde_json::Value {
        match self {
            OptValue::Bool(b) => serde_json::Value::Bool(*b),
            OptValue::Int(i) => serde_json::Value::from(*i),
            OptValue::Str(s) => serde_json::Value::String(s.clone()),
        }
    }
    fn kind(&self) -> OptKind {
        match self {
            OptValue::Bool(_) => OptKind::Bool,
            OptValue::Int(_) => OptKind::Int,
            OptValue::Str(_) => OptKind::Str,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptKind {
    Bool,
    Int,
    Str,
}

impl OptKind {
    fn name(self) -> &'static str {
        match self {
            OptKind::Bool => "true or false",
            OptKind::Int => "a whole number",
            OptKind::Str => "a word",
        }
    }
}

/// An option as a ruleset declares it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionSpec {
    pub default: OptValue,
    pub description: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choices: Option<Vec<OptValue>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
}

impl OptionSpec {
    pub(super) fn check_kind(&self, kind: OptKind) -> Result<(), String> {
        if self.default.kind() != kind {
            return Err(format!("the default must be {} (got {})", kind.name(), self.default));
        }
        self.check_value(&self.default).map_err(|m| format!("the default {m}"))
    }

    /// Check a value against the choices and bounds; `Err` says what is accepted.
    fn check_value(&self, v: &OptValue) -> Result<(), String> {
        if v.kind() != self.default.kind() {
            return Err(format!("must be {} (got {v})", self.default.kind().name()));
        }
        if let Some(choices) = &self.choices {
            if !choices.contains(v) {
                let list: Vec<String> = choices.iter().map(|c| c.to_string()).collect();
                return Err(format!("must be one of {} (got {v})", list.join(", ")));
            }
        }
        if let OptValue::Int(i) = v {
            if let Some(min) = self.min {
                if *i < min {
                    return Err(format!("must be at least {min} (got {i})"));
                }
            }
            if let Some(max) = self.max {
                if *i > max {
                    return Err(format!("must be at most {max} (got {i})"));
                }
            }
        }
        Ok(())
    }

    /// Read a value typed on the command line (`true`, `501`, `split`).
    pub fn parse_text(&self, text: &str) -> Result<OptValue, String> {
        let v = match self.default.kind() {
            OptKind::Bool => match text.to_ascii_lowercase().as_str() {
                "true" | "yes" | "on" | "1" | "si" | "sí" => OptValue::Bool(true),
                "false" | "no" | "off" | "0" => OptValue::Bool(false),
                _ => return Err(format!("must be true or false (got {})", crate::term::quote(text))),
            },
            OptKind::Int => OptValue::Int(
                text.trim()
                    .parse()
                    .map_err(|_| format!("must be a whole number (got {})", crate::term::quote(text)))?,
            ),
            OptKind::Str => OptValue::Str(text.trim().to_string()),
        };
        self.check_value(&v)?;
        Ok(v)
    }
}

/// An option name a game reads, and its kind.
pub struct KnownOption {
    pub name: &'static str,
    pub kind: OptKind,
    pub required: bool,
}

const fn opt(name: &'static str, kind: OptKind, required: bool) -> KnownOption {
    KnownOption { name, kind, required }
}

const BELOTE_OPTIONS: &[KnownOption] = &[
    opt("target", OptKind::Int, true),
    opt("all_no_trump", OptKind::Bool, false),
    opt("belote.must_declare", OptKind::Bool, false),
    opt("belote.order", OptKind::Str, false),
    opt("run_tie", OptKind::Str, false),
    opt("overtrump", OptKind::Bool, false),
    opt("contract", OptKind::Str, false),
    opt("renounce_penalty", OptKind::Str, true),
];
const BESTIA_OPTIONS: &[KnownOption] = &[
    opt("ante", OptKind::Int, true),
    opt("deck_growth", OptKind::Int, true),
    opt("panfilo", OptKind::Bool, true),
    opt("bestia_payment", OptKind::Str, true),
    opt("per_trick", OptKind::Str, true),
    opt("renounce_penalty", OptKind::Str, true),
];
const PEREJILA_OPTIONS: &[KnownOption] =
    &[opt("stake", OptKind::Int, true), opt("deck", OptKind::Int, true), opt("tururu_real_bonus", OptKind::Int, true)];

/// The options each game family reads.
pub fn known_options(game: GameFamily) -> &'static [KnownOption] {
    match game {
        GameFamily::Belote => BELOTE_OPTIONS,
        GameFamily::Bestia => BESTIA_OPTIONS,
        GameFamily::Perejila => PEREJILA_OPTIONS,
    }
}

/// The options in force in a session: the ruleset's defaults with the session's overrides.
#[derive(Debug, Clone, Default)]
pub struct Options {
    values: IndexMap<String, OptValue>,
    /// Only the overrides, as the journal header records them.
    pub given: IndexMap<String, OptValue>,
}

impl Options {
    pub(super) fn resolve(r: &Ruleset, given: &IndexMap<String, OptValue>) -> Result<Options, Error> {
        let mut values: IndexMap<String, OptValue> =
            r.options.iter().map(|(k, s)| (k.clone(), s.default.clone())).collect();
        for (k, v) in given {
            let spec = r.options.get(k).ok_or_else(|| {
                Error::input(format!(
                    "ruleset {} has no option {}; its options are {}",
                    r.name,
                    crate::term::quote(k),
                    r.options.keys().cloned().collect::<Vec<_>>().join(", ")
                ))
            })?;
            spec.check_value(v).map_err(|m| Error::input(format!("option {k} {m}")))?;
            values.insert(k.clone(), v.clone());
        }
        let opts = Options { values, given: given.clone() };
        Ok(opts)
    }

    /// Change one option (the `option` event), checked against the ruleset.
    pub fn set(&mut self, r: &Ruleset, key: &str, v: OptValue) -> Result<(), Error> {
        let spec = r
            .options
            .get(key)
            .ok_or_else(|| Error::input(format!("ruleset {} has no option {}", r.name, crate::term::quote(key))))?;
        spec.check_value(&v).map_err(|m| Error::input(format!("option {key} {m}")))?;
        self.values.insert(key.to_string(), v);
        Ok(())
    }

    pub fn get(&self, key: &str) -> Option<&OptValue> {
        self.values.get(key)
    }
    pub fn bool(&self, key: &str) -> bool {
        matches!(self.values.get(key), Some(OptValue::Bool(true)))
    }
    pub fn bool_or(&self, key: &str, default: bool) -> bool {
        match self.values.get(key) {
            Some(OptValue::Bool(b)) => *b,
            _ => default,
        }
    }
    pub fn int(&self, key: &str) -> i64 {
        match self.values.get(key) {
            Some(OptValue::Int(i)) => *i,
            _ => 0,
        }
    }
    pub fn str_or<'a>(&'a self, key: &str, default: &'a str) -> &'a str {
        match self.values.get(key) {
            Some(OptValue::Str(s)) => s,
            _ => default,
        }
    }
    pub fn iter(&self) -> impl Iterator<Item = (&String, &OptValue)> {
        self.values.iter()
    }
}
