//! The table's language: English or Spanish, from `--lang` or else `LANG`/`LC_ALL` (`es_*` is Spanish).
//! Phrases are paired inline (`lang.pick("Hand", "Mano")`) so each prompt reads whole in the code.

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Lang {
    En,
    Es,
}

impl Lang {
    pub fn from_env() -> Lang {
        let v = std::env::var("LC_ALL").ok().filter(|v| !v.is_empty()).or_else(|| std::env::var("LANG").ok());
        match v {
            Some(v) if v.to_lowercase().starts_with("es") => Lang::Es,
            _ => Lang::En,
        }
    }
    pub fn or_env(lang: Option<Lang>) -> Lang {
        lang.unwrap_or_else(Lang::from_env)
    }
    /// The code written in journal headers.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }
    /// The language of a journal header's code (None for one this tapete does not speak).
    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            _ => None,
        }
    }
    pub fn pick<'a>(self, en: &'a str, es: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Es => es,
        }
    }
}
