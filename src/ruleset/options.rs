/*!
House-rule options: each ruleset declares its options with a default and a one-line description;
a session may override them (journal header `options`, `--option key=value`, the `option` event).
Each game reads them once into its typed settings; the names a game reads, and the values it can
read, are its `OPTIONS` (each game's `spec.rs`), so a ruleset can neither miss an option the code needs
nor carry one no code reads.
*/

use super::{Flaw, Ruleset};
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};
use std::fmt;

/// An option value: a switch, a number or a word.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
#[doc(hidden)]
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
    pub(crate) fn from_json(v: &serde_json::Value) -> Option<OptValue> {
        match v {
            serde_json::Value::Bool(b) => Some(OptValue::Bool(*b)),
            serde_json::Value::Number(n) => n.as_i64().map(OptValue::Int),
            serde_json::Value::String(s) => Some(OptValue::Str(s.clone())),
            _ => None,
        }
    }
    pub(crate) fn to_json(&self) -> serde_json::Value {
        match self {
            OptValue::Bool(b) => serde_json::Value::Bool(*b),
            OptValue::Int(i) => serde_json::Value::from(*i),
            OptValue::Str(s) => serde_json::Value::String(s.clone()),
        }
    }
    pub(super) fn kind(&self) -> OptKind {
        match self {
            OptValue::Bool(_) => OptKind::Bool,
            OptValue::Int(_) => OptKind::Int,
            OptValue::Str(_) => OptKind::Str,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum OptKind {
    Bool,
    Int,
    Str,
}

/// An option as a ruleset declares it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[doc(hidden)]
pub struct OptionSpec {
    pub(crate) default: OptValue,
    pub description: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choices: Option<Vec<OptValue>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) min: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) max: Option<i64>,
}

impl OptionSpec {
    pub(super) fn check_kind(&self, kind: OptKind) -> Result<(), Flaw> {
        if self.default.kind() != kind {
            return Err(Flaw::DefaultKind { want: kind, got: self.default.to_string() });
        }
        Ok(())
    }

    /// Check a value against the kind, choices and bounds; `Err` says what is accepted.
    pub(crate) fn check_value(&self, v: &OptValue) -> Result<(), ValueProblem> {
        if v.kind() != self.default.kind() {
            return Err(ValueProblem::Kind { want: self.default.kind(), got: v.to_string() });
        }
        if let Some(choices) = &self.choices {
            if !choices.contains(v) {
                return Err(ValueProblem::NotAChoice { choices: choices.clone(), got: v.to_string() });
            }
        }
        if let OptValue::Int(i) = v {
            if let Some(min) = self.min.filter(|m| i < m) {
                return Err(ValueProblem::TooLow { min, got: *i });
            }
            if let Some(max) = self.max.filter(|m| i > m) {
                return Err(ValueProblem::TooHigh { max, got: *i });
            }
        }
        Ok(())
    }

    /// Read a value typed on the command line or at the table (`true`, `501`, `split`).
    pub(crate) fn parse_text(&self, text: &str) -> Result<OptValue, ValueProblem> {
        let kind = self.default.kind();
        let wrong = || ValueProblem::Kind { want: kind, got: text.trim().to_string() };
        let v = match kind {
            OptKind::Bool => match text.trim().to_lowercase().as_str() {
                "true" | "yes" | "on" | "1" | "si" | "sí" | "oui" => OptValue::Bool(true),
                "false" | "no" | "off" | "0" | "non" => OptValue::Bool(false),
                _ => return Err(wrong()),
            },
            OptKind::Int => OptValue::Int(text.trim().parse().map_err(|_| wrong())?),
            OptKind::Str => OptValue::Str(text.trim().to_string()),
        };
        self.check_value(&v)?;
        Ok(v)
    }
}

/// Why a session's options cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum OptionProblem {
    /// The ruleset has no option `key`; `known` are its options.
    Unknown { ruleset: String, key: String, known: Vec<String> },
    /// The value given for `key` is not one it takes.
    Value { key: String, problem: ValueProblem },
}

/// Why a value is not one an option takes.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum ValueProblem {
    Kind { want: OptKind, got: String },
    NotAChoice { choices: Vec<OptValue>, got: String },
    TooLow { min: i64, got: i64 },
    TooHigh { max: i64, got: i64 },
}

/// The values a game can read for an option, whatever a ruleset says.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Allowed {
    /// true or false.
    Switch,
    /// A whole number in this range.
    Range(i64, i64),
    /// One of these whole numbers.
    Ints(&'static [i64]),
    /// One of these words.
    Words(&'static [&'static str]),
}

/// An option name a game reads, its kind and the values it can read.
pub(crate) struct KnownOption {
    pub(crate) name: &'static str,
    pub(crate) kind: OptKind,
    pub(crate) required: bool,
    pub(crate) allowed: Allowed,
}

impl KnownOption {
    pub(crate) const fn new(name: &'static str, required: bool, allowed: Allowed) -> KnownOption {
        let kind = match allowed {
            Allowed::Switch => OptKind::Bool,
            Allowed::Range(..) | Allowed::Ints(_) => OptKind::Int,
            Allowed::Words(_) => OptKind::Str,
        };
        KnownOption { name, kind, required, allowed }
    }
}

impl OptionSpec {
    /// Check a ruleset's declaration of a known option and narrow it to what the game can read:
    /// its bounds and choices must lie within `known.allowed`; missing ones are filled in from it.
    /// Each problem is reported with the key it is about (`default`, `min`, `max`, `choices`).
    pub(crate) fn complete(&mut self, known: &KnownOption) -> Vec<(&'static str, Flaw)> {
        let mut problems = Vec::new();
        if let Err(flaw) = self.check_kind(known.kind) {
            problems.push(("default", flaw));
            return problems;
        }
        if known.kind != OptKind::Int && (self.min.is_some() || self.max.is_some()) {
            problems.push(("min", Flaw::MinMaxNotWhole));
        }
        if self.choices.as_ref().is_some_and(|c| c.is_empty()) {
            problems.push(("choices", Flaw::NoChoice));
            return problems;
        }
        if let Some(c) = self.choices.as_ref().and_then(|c| c.iter().find(|v| v.kind() != known.kind)) {
            problems.push(("choices", Flaw::ChoiceKind { want: known.kind, got: c.clone() }));
            return problems;
        }
        match known.allowed {
            Allowed::Switch => {}
            Allowed::Range(lo, hi) => {
                for (key, v) in [("min", self.min), ("max", self.max)] {
                    if let Some(v) = v.filter(|v| !(lo..=hi).contains(v)) {
                        problems.push((key, Flaw::BoundRange { bound: key, lo, hi, got: v }));
                    }
                }
                for c in self.choices.iter().flatten() {
                    if let OptValue::Int(i) = c.clone() {
                        if !(lo..=hi).contains(&i) {
                            problems.push(("choices", Flaw::ChoiceRange { lo, hi, got: i }));
                        }
                    }
                }
                self.min = Some(self.min.unwrap_or(lo).max(lo));
                self.max = Some(self.max.unwrap_or(hi).min(hi));
            }
            Allowed::Ints(list) => {
                let all: Vec<OptValue> = list.iter().map(|i| OptValue::Int(*i)).collect();
                self.narrow_choices(all, &mut problems);
            }
            Allowed::Words(list) => {
                let all: Vec<OptValue> = list.iter().map(|w| OptValue::Str(w.to_string())).collect();
                self.narrow_choices(all, &mut problems);
            }
        }
        if problems.is_empty() {
            if let Err(problem) = self.check_value(&self.default) {
                problems.push(("default", Flaw::Default(problem)));
            }
        }
        problems
    }

    fn narrow_choices(&mut self, all: Vec<OptValue>, problems: &mut Vec<(&'static str, Flaw)>) {
        match &self.choices {
            None => self.choices = Some(all),
            Some(given) => {
                for c in given {
                    if !all.contains(c) {
                        problems.push(("choices", Flaw::ChoiceNotRead { choice: c.clone(), reads: all.clone() }));
                    }
                }
            }
        }
    }
}

/// The options in force in a session: the ruleset's defaults with the session's overrides.
#[derive(Debug, Clone, Default)]
#[doc(hidden)]
pub struct Options {
    values: IndexMap<String, OptValue>,
    /// Only the overrides, as the journal header records them.
    pub(crate) given: IndexMap<String, OptValue>,
}

impl Options {
    pub(super) fn resolve(r: &Ruleset, given: &IndexMap<String, OptValue>) -> Result<Options, OptionProblem> {
        let mut values: IndexMap<String, OptValue> =
            r.options.iter().map(|(k, s)| (k.clone(), s.default.clone())).collect();
        for (k, v) in given {
            let spec = r.options.get(k).ok_or_else(|| OptionProblem::Unknown {
                ruleset: r.name.clone(),
                key: k.clone(),
                known: r.options.keys().cloned().collect(),
            })?;
            spec.check_value(v).map_err(|problem| OptionProblem::Value { key: k.clone(), problem })?;
            values.insert(k.clone(), v.clone());
        }
        let opts = Options { values, given: given.clone() };
        Ok(opts)
    }

    /// Set one option, already checked against its declaration.
    pub(crate) fn put(&mut self, key: &str, v: OptValue) {
        self.values.insert(key.to_string(), v.clone());
        self.given.insert(key.to_string(), v);
    }

    pub(crate) fn get(&self, key: &str) -> Option<&OptValue> {
        self.values.get(key)
    }
    pub(crate) fn bool(&self, key: &str) -> bool {
        matches!(self.values.get(key), Some(OptValue::Bool(true)))
    }
    pub(crate) fn int(&self, key: &str) -> i64 {
        match self.values.get(key) {
            Some(OptValue::Int(i)) => *i,
            _ => 0,
        }
    }
    pub(crate) fn str_or<'a>(&'a self, key: &str, default: &'a str) -> &'a str {
        match self.values.get(key) {
            Some(OptValue::Str(s)) => s,
            _ => default,
        }
    }
    pub(crate) fn iter(&self) -> impl Iterator<Item = (&String, &OptValue)> {
        self.values.iter()
    }
}
