/*!
The table's remembered defaults for `tapete new`: the file `--config FILE` names, else the one
`TAPETE_CONFIG` names, else `$XDG_CONFIG_HOME/tapete/config.yaml`, else
`~/.config/tapete/config.yaml` (`%APPDATA%\tapete\config.yaml` on Windows: `folders`;
`tapete config path` says which). Every key is optional; what the command line says wins.

```yaml
lang: es
card_letters: en                      # the letters cards are typed with (default: the language's)
ruleset: belote-es
players: [Ana, Luis, Marta, Pep]     # or "Ana,Luis,Marta,Pep"
teams: [Ana+Marta, Luis+Pep]          # or [[Ana, Marta], [Luis, Pep]]
options: {target: 301}
```

A file that does not read is an error naming the file, its line and column (exit 2); a missing
file in the default place is no configuration, a file named by `--config` or `TAPETE_CONFIG`
that is missing is an error (it was meant to be read).
*/

use crate::error::{ConfigProblem, Error};
use indexmap::IndexMap;
use serde::Deserialize;
use std::path::PathBuf;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    lang: Option<crate::i18n::Lang>,
    card_letters: Option<crate::cards::Letters>,
    ruleset: Option<String>,
    /// A list of names, or one text of names separated by commas: read by [`names`].
    players: Option<serde_yaml::Value>,
    /// A list of teams, each `Ana+Marta` or a list of names: read by [`teams`].
    teams: Option<serde_yaml::Value>,
    #[serde(default)]
    options: IndexMap<String, serde_yaml::Value>,
}

/// The defaults the file gives.
#[derive(Debug, Default, Clone)]
pub(crate) struct Config {
    pub(crate) lang: Option<crate::i18n::Lang>,
    /// The letters compact cards are typed with at a new table.
    pub(crate) card_letters: Option<crate::cards::Letters>,
    pub(crate) ruleset: Option<String>,
    pub(crate) players: Vec<String>,
    /// Teams as `--teams` takes them: `Ana+Marta`.
    pub(crate) teams: Vec<String>,
    /// Options as `--option` takes them: `target=301`.
    pub(crate) options: Vec<String>,
}

/// The file `--config` names, set once by the command line before anything reads the
/// configuration.
static NAMED: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

/// The configuration file `--config` names (the command line sets it first thing).
pub(crate) fn name(file: PathBuf) {
    let _ = NAMED.set(file);
}

/// The file named for the configuration: `--config`, else `TAPETE_CONFIG` (set and not empty).
fn named() -> Option<PathBuf> {
    NAMED.get().cloned().or_else(|| std::env::var_os("TAPETE_CONFIG").filter(|v| !v.is_empty()).map(PathBuf::from))
}

/// Where the configuration is read from, if there is a place for it: the file named
/// (`--config`, `TAPETE_CONFIG`), else the default place.
pub(crate) fn path() -> Option<PathBuf> {
    named().or_else(crate::folders::config_file)
}

impl Config {
    /// The configuration of this user: the file at [`path`]; nothing if there is none in the
    /// default place (a file named that is missing is an error).
    pub(crate) fn load() -> Result<Config, Error> {
        if let Some(p) = named() {
            return Config::read(&p);
        }
        match crate::folders::config_file() {
            Some(p) if p.exists() => Config::read(&p),
            _ => Ok(Config::default()),
        }
    }

    pub(crate) fn read(path: &std::path::Path) -> Result<Config, Error> {
        let shown = path.display().to_string();
        let (file, _) = crate::files::open_regular(path, crate::files::What::Configuration, 1 << 20, false)?;
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::Read::take(file, 1 << 20), &mut text)
            .map_err(|e| Error::io(shown.clone(), e))?;
        Config::parse(&text, &shown)
    }

    pub(crate) fn parse(text: &str, shown: &str) -> Result<Config, Error> {
        if text.trim().is_empty() {
            return Ok(Config::default());
        }
        let raw: Raw = serde_yaml::from_str(text).map_err(|e| {
            let (line, column) = e.location().map(|l| (l.line(), l.column())).unwrap_or((1, 1));
            // serde's message without its own " at line … column …" tail.
            let message = e.to_string();
            let message = message.split(" at line ").next().unwrap_or(&message).to_string();
            Error::Config { path: shown.to_string(), line, column, problem: ConfigProblem::Yaml(message) }
        })?;
        // A key's own problem, at the line of the key.
        let wrong = |key: &str, problem| Error::Config {
            path: shown.to_string(),
            line: line_of(text, key),
            column: 1,
            problem,
        };
        let options = raw
            .options
            .into_iter()
            .map(|(k, v)| {
                let value = match v {
                    serde_yaml::Value::Bool(b) => b.to_string(),
                    serde_yaml::Value::Number(n) => n.to_string(),
                    serde_yaml::Value::String(s) => s,
                    _ => return Err(wrong(&k, ConfigProblem::OptionValue { key: k.clone() })),
                };
                Ok(format!("{k}={value}"))
            })
            .collect::<Result<_, _>>()?;
        Ok(Config {
            lang: raw.lang,
            card_letters: raw.card_letters,
            ruleset: raw.ruleset,
            players: match raw.players {
                Some(v) => names(&v).ok_or_else(|| wrong("players", ConfigProblem::Players))?,
                None => Vec::new(),
            },
            teams: match raw.teams {
                Some(v) => teams(&v).ok_or_else(|| wrong("teams", ConfigProblem::Teams))?,
                None => Vec::new(),
            },
            options,
        })
    }
}

/// A list of names, written as a YAML list of texts or as one text of names separated by commas,
/// each without the spaces around it (an empty name between two commas stays, and `new` refuses
/// it as it refuses one on the command line).
fn names(v: &serde_yaml::Value) -> Option<Vec<String>> {
    match v {
        serde_yaml::Value::String(s) => Some(s.split(',').map(|p| p.trim().to_string()).collect()),
        serde_yaml::Value::Sequence(items) => items.iter().map(|i| i.as_str().map(|s| s.trim().to_string())).collect(),
        _ => None,
    }
}

/// Teams as `--teams` takes them (`Ana+Marta`), from a YAML list of teams, each written
/// `Ana+Marta` or as a list of names.
fn teams(v: &serde_yaml::Value) -> Option<Vec<String>> {
    let team = |t: &serde_yaml::Value| match t {
        serde_yaml::Value::String(s) => Some(s.clone()),
        serde_yaml::Value::Sequence(names) => {
            names.iter().map(|n| n.as_str()).collect::<Option<Vec<&str>>>().map(|n| n.join("+"))
        }
        _ => None,
    };
    v.as_sequence()?.iter().map(team).collect()
}

/// The line of the first `key:` in `text` (1 when it cannot be told).
fn line_of(text: &str, key: &str) -> usize {
    text.lines().position(|l| l.trim_start().starts_with(&format!("{key}:"))).map(|i| i + 1).unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_reads_in_either_form() {
        let c = Config::parse(
            "lang: es\nruleset: belote-es\nplayers: Ana, Luis,Marta ,Pep\nteams: [[Ana, Marta], Luis+Pep]\noptions: {target: 301, belote.must_declare: true, renounce_penalty: flag-only}\n",
            "c.yaml",
        )
        .unwrap();
        assert_eq!(c.lang, Some(crate::i18n::Lang::Es));
        assert_eq!(c.ruleset.as_deref(), Some("belote-es"));
        assert_eq!(c.players, ["Ana", "Luis", "Marta", "Pep"]);
        assert_eq!(c.teams, ["Ana+Marta", "Luis+Pep"]);
        assert_eq!(c.options, ["target=301", "belote.must_declare=true", "renounce_penalty=flag-only"]);
        assert!(Config::parse("", "c.yaml").unwrap().players.is_empty());
    }

    #[test]
    fn a_broken_file_names_its_line_and_column() {
        for (text, line) in [("lang: es\nplayers: [Ana, Luis\n", 3), ("lang: es\ncolour: red\n", 2), ("lang: de\n", 1)]
        {
            match Config::parse(text, "c.yaml") {
                Err(Error::Config { path, line: l, .. }) => {
                    assert_eq!(path, "c.yaml");
                    assert_eq!(l, line, "{text}");
                }
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn a_key_of_the_wrong_shape_is_named_at_its_line() {
        let option = ConfigProblem::OptionValue { key: "target".into() };
        for (text, line, problem) in [
            ("lang: es\nplayers: {Ana: 1}\n", 2, ConfigProblem::Players),
            ("players: [Ana, [Luis]]\n", 1, ConfigProblem::Players),
            ("players: 4\n", 1, ConfigProblem::Players),
            ("lang: es\n\nteams: Ana+Marta\n", 3, ConfigProblem::Teams),
            ("teams: [Ana+Marta, [Luis, 3]]\n", 1, ConfigProblem::Teams),
            ("lang: es\noptions:\n  target: [1]\n", 3, option),
        ] {
            match Config::parse(text, "c.yaml") {
                Err(Error::Config { line: l, column: 1, problem: p, .. }) => {
                    assert_eq!((l, p), (line, problem), "{text}");
                }
                other => panic!("{text}: {other:?}"),
            }
        }
    }
}
