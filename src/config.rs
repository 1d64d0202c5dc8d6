/*!
The table's remembered defaults for `tapete new`: `$XDG_CONFIG_HOME/tapete/config.yaml`, else
`~/.config/tapete/config.yaml`. Every key is optional; what the command line says wins.

```yaml
lang: es
ruleset: belote-es
players: [Ana, Luis, Marta, Pep]     # or "Ana,Luis,Marta,Pep"
teams: [Ana+Marta, Luis+Pep]          # or [[Ana, Marta], [Luis, Pep]]
options: {target: 301}
```

A file that does not read is an error naming the file, its line and column (exit 2); a missing
file is no configuration.
*/

use crate::error::Error;
use indexmap::IndexMap;
use serde::Deserialize;
use std::path::PathBuf;

/// A list written either as a YAML list or as one comma-separated string.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
enum Names {
    List(Vec<String>),
    Joined(String),
}

impl Names {
    fn into_vec(self) -> Vec<String> {
        match self {
            Names::List(l) => l,
            Names::Joined(s) => s.split(',').map(|p| p.trim().to_string()).filter(|p| !p.is_empty()).collect(),
        }
    }
}

/// A team written as `Ana+Marta` or as a list of names.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
enum Team {
    Joined(String),
    List(Vec<String>),
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    lang: Option<crate::i18n::Lang>,
    ruleset: Option<String>,
    players: Option<Names>,
    teams: Option<Vec<Team>>,
    #[serde(default)]
    options: IndexMap<String, serde_yaml::Value>,
}

/// The defaults the file gives.
#[derive(Debug, Default, Clone)]
pub struct Config {
    pub lang: Option<crate::i18n::Lang>,
    pub ruleset: Option<String>,
    pub players: Vec<String>,
    /// Teams as `--teams` takes them: `Ana+Marta`.
    pub teams: Vec<String>,
    /// Options as `--option` takes them: `target=301`.
    pub options: Vec<String>,
}

/// Where the configuration is read from, if there is a place for it.
pub fn path() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .filter(|x| !x.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").filter(|h| !h.is_empty()).map(|h| PathBuf::from(h).join(".config")))?;
    Some(base.join("tapete").join("config.yaml"))
}

impl Config {
    /// The configuration of this user: the file at [`path`], or nothing if there is none.
    pub fn load() -> Result<Config, Error> {
        match path() {
            Some(p) if p.exists() => Config::read(&p),
            _ => Ok(Config::default()),
        }
    }

    pub fn read(path: &std::path::Path) -> Result<Config, Error> {
        let shown = path.display().to_string();
        let (file, _) = crate::files::open_regular(path, crate::files::What::Configuration, 1 << 20, false)?;
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::Read::take(file, 1 << 20), &mut text)
            .map_err(|e| Error::io(shown.clone(), e))?;
        Config::parse(&text, &shown)
    }

    pub fn parse(text: &str, shown: &str) -> Result<Config, Error> {
        if text.trim().is_empty() {
            return Ok(Config::default());
        }
        let raw: Raw = serde_yaml::from_str(text).map_err(|e| {
            let (line, column) = e.location().map(|l| (l.line(), l.column())).unwrap_or((1, 1));
            // serde's message without its own " at line … column …" tail.
            let message = e.to_string();
            let message = message.split(" at line ").next().unwrap_or(&message).to_string();
            Error::Config { path: shown.to_string(), line, column, message }
        })?;
        let options = raw
            .options
            .into_iter()
            .map(|(k, v)| {
                let value = match v {
                    serde_yaml::Value::Bool(b) => b.to_string(),
                    serde_yaml::Value::Number(n) => n.to_string(),
                    serde_yaml::Value::String(s) => s,
                    _ => {
                        return Err(Error::Config {
                            path: shown.to_string(),
                            line: line_of(text, &k),
                            column: 1,
                            message: format!("options.{k} must be true/false, a whole number or a word"),
                        })
                    }
                };
                Ok(format!("{k}={value}"))
            })
            .collect::<Result<_, _>>()?;
        Ok(Config {
            lang: raw.lang,
            ruleset: raw.ruleset,
            players: raw.players.map(Names::into_vec).unwrap_or_default(),
            teams: raw
                .teams
                .unwrap_or_default()
                .into_iter()
                .map(|t| match t {
                    Team::Joined(s) => s,
                    Team::List(l) => l.join("+"),
                })
                .collect(),
            options,
        })
    }
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
}
