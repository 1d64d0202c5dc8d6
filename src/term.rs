/*!
What reaches a terminal: text made safe, and colour only where it is wanted.

Anything that came from a file or was typed (a name, a word quoted back in an error, a note) is
printed through [`safe`]: control characters (an escape sequence could move the cursor, retitle
the window or hide text) and Unicode format characters (bidirectional overrides, zero-width
characters) are shown as `\u{…}` instead of being sent raw.

Colour: one decision for everything tapete writes, clap's help included ([`decide`]): `--color
always|never` first; with `auto` (the default), `NO_COLOR` (set, not empty) turns it off, then
`CLICOLOR_FORCE` (set, not empty, not `0`) on, then `TERM=dumb` off; else a stream is coloured
when it is a terminal. `NO_COLOR` removes colour only: tables still fit the terminal ([`width`]).
*/

use std::borrow::Cow;
use std::sync::atomic::{AtomicU8, Ordering};

/// Control characters, and format characters (Unicode category Cf) and line/paragraph separators.
pub(crate) fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(c as u32,
            0x00AD | 0x0600..=0x0605 | 0x061C | 0x06DD | 0x070F | 0x0890..=0x0891 | 0x08E2 | 0x180E
            | 0x200B..=0x200F | 0x2028..=0x202E | 0x2060..=0x2064 | 0x2066..=0x206F | 0xFEFF
            | 0xFFF9..=0xFFFB | 0x110BD | 0x110CD | 0x13430..=0x1343F | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A | 0xE0001 | 0xE0020..=0xE007F)
}

/// `s` with every unsafe character written as `\u{…}`.
pub(crate) fn safe(s: &str) -> Cow<'_, str> {
    if !s.chars().any(is_unsafe) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if is_unsafe(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A file's name as shown: through [`safe`] (a file name may hold any character but `/`, an
/// escape sequence too).
pub(crate) fn path(p: &std::path::Path) -> String {
    safe(&p.display().to_string()).into_owned()
}

/// A word quoted back in a message: made safe and cut to 24 characters, between quotes.
pub(crate) fn quote(s: &str) -> String {
    let s = s.trim();
    let mut out: String = s.chars().take(24).collect();
    if s.chars().count() > 24 {
        out.push('…');
    }
    format!("'{}'", safe(&out))
}

/// A parser's message (serde, YAML) without the quoted values it may carry: they come from the
/// file, which may be anything (`/etc/passwd` given as a ruleset). Backquoted names of fields and
/// variants stay when they are short words.
pub(crate) fn scrub(msg: &str) -> String {
    let mut out = String::with_capacity(msg.len());
    let mut chars = msg.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                // A quoted value, with backslash escapes: dropped.
                let mut escaped = false;
                for d in chars.by_ref() {
                    if escaped {
                        escaped = false;
                    } else if d == '\\' {
                        escaped = true;
                    } else if d == '"' {
                        break;
                    }
                }
                out.push('…');
            }
            '`' => {
                let word: String = chars.by_ref().take_while(|d| *d != '`').collect();
                let plain = word.len() <= 32
                    && word.chars().all(|d| d.is_ascii_alphanumeric() || matches!(d, '_' | '-' | '.' | ' ' | ','));
                out.push('`');
                out.push_str(if plain { &word } else { "…" });
                out.push('`');
            }
            c => out.push(c),
        }
    }
    match out.find(" at line ") {
        Some(i) => out[..i].to_string(),
        None => out,
    }
}

/// When to colour: `--color`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub(crate) enum ColorChoice {
    #[default]
    Auto,
    Always,
    Never,
}

// 0 auto, 1 always, 2 never.
static CHOICE: AtomicU8 = AtomicU8::new(0);

/// Set the process's colour choice (from `--color`).
pub(crate) fn set_color(choice: ColorChoice) {
    CHOICE.store(
        match choice {
            ColorChoice::Auto => 0,
            ColorChoice::Always => 1,
            ColorChoice::Never => 2,
        },
        Ordering::Relaxed,
    );
}

/// Which stream a text goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stream {
    Stdout,
    Stderr,
}

/// What the environment says of colour: `NO_COLOR`, `CLICOLOR_FORCE` and `TERM`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct ColorEnv {
    /// `NO_COLOR`, when set and not empty.
    pub(crate) no_color: bool,
    /// `CLICOLOR_FORCE`, when set, not empty and not `0`.
    pub(crate) force: bool,
    /// `TERM=dumb`: a terminal that does not understand escape sequences.
    pub(crate) dumb: bool,
}

impl ColorEnv {
    /// This process's environment.
    pub(crate) fn read() -> ColorEnv {
        let set = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
        ColorEnv {
            no_color: set("NO_COLOR").is_some(),
            force: set("CLICOLOR_FORCE").is_some_and(|v| v != "0"),
            dumb: std::env::var_os("TERM").is_some_and(|t| t == "dumb"),
        }
    }
}

/// Whether to colour a stream: `--color always|never`, else `NO_COLOR` (off), else
/// `CLICOLOR_FORCE` (on), else `TERM=dumb` (off), else whether the stream is a `terminal`.
pub(crate) fn decide(choice: ColorChoice, env: &ColorEnv, terminal: bool) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto if env.no_color => false,
        ColorChoice::Auto if env.force => true,
        ColorChoice::Auto if env.dumb => false,
        ColorChoice::Auto => terminal,
    }
}

/// Whether `stream` is a terminal.
pub(crate) fn is_terminal(stream: Stream) -> bool {
    use std::io::IsTerminal;
    match stream {
        Stream::Stdout => std::io::stdout().is_terminal(),
        Stream::Stderr => std::io::stderr().is_terminal(),
    }
}

/// Whether `stream` is a terminal that reads escape sequences (a Windows console in its
/// virtual-terminal mode: `vt`).
fn reads_escapes(stream: Stream) -> bool {
    is_terminal(stream)
        && match stream {
            Stream::Stdout => crate::vt::stdout(),
            Stream::Stderr => crate::vt::stderr(),
        }
}

/// Whether text written to `stream` is coloured ([`decide`], with the choice [`set_color`] set).
pub(crate) fn colored(stream: Stream) -> bool {
    let choice = match CHOICE.load(Ordering::Relaxed) {
        1 => ColorChoice::Always,
        2 => ColorChoice::Never,
        _ => ColorChoice::Auto,
    };
    decide(choice, &ColorEnv::read(), reads_escapes(stream))
}

/// The width tables written to `stream` fit: `COLUMNS` when it is set (tests fix it), else the
/// terminal's columns when `stream` is a terminal, else none (a table keeps its natural width,
/// the same wherever the output goes).
pub(crate) fn width(stream: Stream) -> Option<u16> {
    use dialoguer::console::Term;
    if let Some(columns) = std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok()) {
        return Some(columns);
    }
    let term = match stream {
        Stream::Stdout => Term::stdout(),
        Stream::Stderr => Term::stderr(),
    };
    // None when the stream is not a terminal, or one that does not know its size.
    term.size_checked().map(|(_rows, columns)| columns)
}

/// A colour for a kind of text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Paint {
    /// Something wrong: a refusal, an infraction.
    Bad,
    /// Something fine: no infractions, a made contract.
    Good,
    /// A notice worth seeing.
    Note,
    /// A heading or the winner.
    Strong,
}

/// `text` in the colour of `paint` when `stream` is coloured, else as it is.
pub(crate) fn paint(stream: Stream, paint: Paint, text: &str) -> String {
    if !colored(stream) {
        return text.to_string();
    }
    let code = match paint {
        Paint::Bad => "31",
        Paint::Good => "32",
        Paint::Note => "36",
        Paint::Strong => "1",
    };
    format!("\x1b[{code}m{text}\x1b[0m")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each rule in its place: --color, then NO_COLOR, then CLICOLOR_FORCE, then TERM=dumb,
    /// then the terminal.
    #[test]
    fn colour_is_decided_by_each_rule_in_turn() {
        use ColorChoice::{Always, Auto, Never};
        let env = |no_color, force, dumb| ColorEnv { no_color, force, dumb };
        let every_env = [false, true]
            .into_iter()
            .flat_map(|a| [false, true].into_iter().flat_map(move |b| [false, true].map(move |c| env(a, b, c))));
        for e in every_env {
            for terminal in [false, true] {
                // 1. --color always or never, whatever else.
                assert!(decide(Always, &e, terminal), "{e:?} {terminal}");
                assert!(!decide(Never, &e, terminal), "{e:?} {terminal}");
            }
        }
        for terminal in [false, true] {
            for (force, dumb) in [(false, false), (true, false), (false, true), (true, true)] {
                // 2. NO_COLOR: off, even forced, even at a terminal.
                assert!(!decide(Auto, &env(true, force, dumb), terminal));
            }
            for dumb in [false, true] {
                // 3. CLICOLOR_FORCE: on, even piped, even on a dumb terminal.
                assert!(decide(Auto, &env(false, true, dumb), terminal));
            }
            // 4. TERM=dumb: off, even at a terminal.
            assert!(!decide(Auto, &env(false, false, true), terminal));
            // 5. Else: a terminal is coloured, anything else is not.
            assert_eq!(decide(Auto, &env(false, false, false), terminal), terminal);
        }
    }

    #[test]
    fn escapes_and_bidi_overrides_are_shown_not_sent() {
        assert_eq!(safe("Ana"), "Ana");
        assert_eq!(safe("Ana María"), "Ana María");
        assert_eq!(safe("A\x1b[2Jna"), "A\\u{1b}[2Jna");
        assert_eq!(safe("x\u{202e}y"), "x\\u{202e}y");
        assert_eq!(safe("a\u{9b}b"), "a\\u{9b}b");
        assert_eq!(quote("banana"), "'banana'");
        assert_eq!(quote(&"x".repeat(40)), format!("'{}…'", "x".repeat(24)));
        assert_eq!(safe("a\u{200b}b\u{2066}c\u{feff}"), "a\\u{200b}b\\u{2066}c\\u{feff}");
        assert_eq!(path(std::path::Path::new("/s/\x1b]0;x\x07.jsonl")), "/s/\\u{1b}]0;x\\u{7}.jsonl");
    }
}
