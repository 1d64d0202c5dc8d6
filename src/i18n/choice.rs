/*!
Which language a command speaks. One rule for every command, strongest first: `--lang`; the
session's own language (its journal header, or the last session's for `new --again`); the
configuration's `lang:`; the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`); English. A command over a
folder (`stats`, `sessions`) has no session of its own and starts at the configuration.
*/

use crate::i18n::Lang;

/// What the command line, the configuration and the locale say about the language; a session's
/// own is added when a command has one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub struct LangChoice {
    /// `--lang`.
    pub flag: Option<Lang>,
    /// `lang:` in `config.yaml`.
    pub config: Option<Lang>,
    /// The locale's, English when it names no language of tapete.
    pub locale: Lang,
}

impl LangChoice {
    /// The choice of this process: `--lang`, the configuration given, the environment's locale.
    pub fn new(flag: Option<Lang>, config: Option<Lang>) -> LangChoice {
        LangChoice { flag, config, locale: Lang::from_env() }
    }

    /// The language of a command about a session whose journal says `session` (a code such as
    /// `es`; `None` or a code tapete does not speak is no say).
    pub(crate) fn of_session(&self, session: Option<&str>) -> Lang {
        self.pick(session.and_then(Lang::from_code))
    }

    /// The language of a command without a session: `--lang`, the configuration, the locale.
    pub(crate) fn alone(&self) -> Lang {
        self.pick(None)
    }

    /// The rule itself.
    pub(crate) fn pick(&self, session: Option<Lang>) -> Lang {
        self.flag.or(session).or(self.config).unwrap_or(self.locale)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_wins_then_the_session_then_the_configuration_then_the_locale() {
        let all = LangChoice { flag: Some(Lang::Fr), config: Some(Lang::En), locale: Lang::En };
        assert_eq!(all.of_session(Some("es")), Lang::Fr);
        assert_eq!(all.alone(), Lang::Fr);
        let no_flag = LangChoice { flag: None, ..all };
        assert_eq!(no_flag.of_session(Some("es")), Lang::Es);
        assert_eq!(no_flag.of_session(None), Lang::En);
        assert_eq!(no_flag.alone(), Lang::En);
        let configured = LangChoice { flag: None, config: Some(Lang::Es), locale: Lang::Fr };
        assert_eq!(configured.of_session(None), Lang::Es);
        assert_eq!(configured.of_session(Some("de")), Lang::Es);
        assert_eq!(configured.alone(), Lang::Es);
        let bare = LangChoice { flag: None, config: None, locale: Lang::Fr };
        assert_eq!(bare.of_session(None), Lang::Fr);
        assert_eq!(bare.alone(), Lang::Fr);
        assert_eq!(bare.of_session(Some("en")), Lang::En);
    }
}
