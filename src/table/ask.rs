//! Where answers come from: a terminal's prompts ([`super::menu`]: a list when the answers are
//! few, with an entry line under it, else a line), or, without a terminal, one line of standard
//! input per question with the question on standard error. Both ask the same questions in the
//! same order.

use crate::error::Error;
use std::io::{BufRead, Write};

/// What came back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Reply {
    /// A typed line.
    Line(String),
    /// A line of standard input that is not UTF-8 text: refused, and the question asked again.
    NotText,
    /// An item of the list, by index.
    Pick(usize),
    /// The input has ended (the session stays saved).
    End,
    /// Ctrl-C at a prompt (the session stays saved).
    Interrupted,
    /// A served table: an entry from a phone, instead of the terminal's reply.
    Phone(super::served::Phone),
    /// A served table: the terminal's reply to a question asked before another input changed
    /// the state (it is not a bare answer to the question asked now).
    Moved(Box<Reply>),
}

pub(crate) struct Lines<'a> {
    pub(crate) input: &'a mut dyn BufRead,
    /// Where questions and notices go (standard error).
    pub(crate) prompts: &'a mut dyn Write,
    /// A person at a terminal (with `TAPETE_PLAIN`): the answer goes on the question's line.
    pub(crate) interactive: bool,
}

enum Io<'a> {
    Lines(Lines<'a>),
    /// The terminal's prompts ([`super::menu`]); ↑ recalls the lines typed before.
    Terminal(dialoguer::console::Term, dialoguer::BasicHistory),
    /// A served table: the terminal read on a thread of its own, and the phones' entries.
    Served(super::served::Inbox),
}

/// Where the table asks its questions and says what happened (standard error), and where the
/// end-of-night summary goes (standard output, so `tapete resume > night.txt` keeps it).
pub(crate) struct Asker<'a> {
    io: Io<'a>,
    out: &'a mut dyn Write,
    /// The state the next question is asked in (a served table: the journal's lines so far).
    gen: usize,
}

/// The looks of the terminal's prompts: dialoguer's colourful theme, except that the line an
/// answer leaves says what was typed, not that it was taken (dialoguer marks it with a green ✔):
/// the entry may yet be refused (✗ below it), and ✔ would then claim a write that never was.
pub(super) fn theme() -> Box<dyn dialoguer::theme::Theme> {
    if crate::term::colored(crate::term::Stream::Stderr) {
        Box::new(colourful())
    } else {
        Box::new(dialoguer::theme::SimpleTheme)
    }
}

impl Asker<'_> {
    /// The terminal's prompts (raw keys, lists drawn with the cursor hidden), not lines.
    pub(crate) fn is_terminal(&self) -> bool {
        match &self.io {
            Io::Terminal(..) => true,
            Io::Served(inbox) => inbox.draws(),
            Io::Lines(_) => false,
        }
    }

    /// The state the questions are now asked in: a reply to a question of another state comes
    /// back as [`Reply::Moved`] (only a served table has other inputs).
    pub(crate) fn set_state(&mut self, gen: usize) {
        self.gen = gen;
    }

    /// A served table: show the phones the state before a question is asked.
    pub(crate) fn publish(
        &mut self,
        session: &crate::session::Session,
        asked: &[&crate::engine::Question],
        seq: usize,
    ) {
        if let Io::Served(inbox) = &mut self.io {
            inbox.publish(session, asked, seq);
        }
    }

    /// A served table: whether it is open, closing or closed (shown to the phones; while it is
    /// closing, [`Asker::ask`] gives [`Reply::End`] when it closes).
    pub(crate) fn closing(&mut self, closing: super::served::Closing) {
        if let Io::Served(inbox) = &mut self.io {
            inbox.closing(closing);
        }
    }

    /// A table fed by its phones only (a served concours's): no Ctrl-C of its own.
    pub(crate) fn headless(&self) -> bool {
        matches!(&self.io, Io::Served(inbox) if inbox.is_headless())
    }

    /// Whether this is a served table (the phones enter too).
    pub(crate) fn serves(&self) -> bool {
        matches!(self.io, Io::Served(_))
    }

    /// Where a served table's phones send their entries.
    pub(crate) fn entries(&self) -> Option<super::served::Entries> {
        match &self.io {
            Io::Served(inbox) => Some(inbox.entries()),
            _ => None,
        }
    }

    pub(crate) fn say(&mut self, text: &str) {
        match &mut self.io {
            Io::Lines(io) => {
                let _ = writeln!(io.prompts, "{text}");
            }
            Io::Terminal(t, _) => {
                let _ = t.write_line(text);
            }
            Io::Served(inbox) => inbox.say(text),
        }
    }

    /// What is kept of the night: on standard output.
    pub(crate) fn report(&mut self, text: &str) {
        let _ = writeln!(self.out, "{text}");
        let _ = self.out.flush();
    }

    /// Ask one question. `choices` are offered as a list at a terminal (`more` is the hint where
    /// the entry line opens as soon as something is typed); `default` is what Enter means.
    pub(crate) fn ask(
        &mut self,
        question: &str,
        default: Option<&str>,
        choices: &[String],
        more: &str,
    ) -> Result<Reply, Error> {
        match &mut self.io {
            Io::Lines(io) => {
                let end = if io.interactive { " " } else { "\n" };
                let _ = match (choices.is_empty(), default) {
                    (true, Some(d)) => write!(io.prompts, "{question} [{d}]{end}"),
                    (true, None) => write!(io.prompts, "{question}{end}"),
                    (false, Some(d)) => write!(io.prompts, "{question} ({}) [{d}]{end}", choices.join(" | ")),
                    (false, None) => write!(io.prompts, "{question} ({}){end}", choices.join(" | ")),
                };
                let _ = io.prompts.flush();
                // The line's bytes first: a stray byte that is not UTF-8 spoils that line only.
                let mut line = Vec::new();
                let n = io.input.read_until(b'\n', &mut line).map_err(|e| Error::io("stdin", e))?;
                if n == 0 {
                    return Ok(Reply::End);
                }
                Ok(String::from_utf8(line).map_or(Reply::NotText, |text| Reply::Line(text.trim().to_string())))
            }
            Io::Terminal(term, history) => {
                let theme = theme();
                // A terminal that can no longer be read or written ends the table (it is saved).
                Ok(super::menu::ask(term, theme.as_ref(), history, question, default, choices, more)
                    .unwrap_or(Reply::End))
            }
            Io::Served(inbox) => Ok(inbox.ask(super::served::Shown {
                question: question.to_string(),
                default: default.map(String::from),
                choices: choices.to_vec(),
                more: more.to_string(),
                gen: self.gen,
            })),
        }
    }
}

/// The colourful theme as [`theme`] sets it up.
pub(super) fn colourful() -> dialoguer::theme::ColorfulTheme {
    use dialoguer::console::{style, Style};
    dialoguer::theme::ColorfulTheme {
        success_prefix: style("›".to_string()).for_stderr().black().bright(),
        values_style: Style::new().for_stderr().bold(),
        ..Default::default()
    }
}

/// The asker for this process: the terminal's prompts when stdin and stderr are terminals (and
/// `TAPETE_PLAIN` is not set, and stderr reads escape sequences: `crate::vt`), one line of stdin
/// per answer otherwise.
pub(crate) fn asker<'a>(input: &'a mut dyn BufRead, prompts: &'a mut dyn Write, out: &'a mut dyn Write) -> Asker<'a> {
    use std::io::IsTerminal;
    let terminal = std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
    let io = if terminal && std::env::var_os("TAPETE_PLAIN").is_none() && crate::vt::stderr() {
        let history = dialoguer::BasicHistory::new().max_entries(200).no_duplicates(true);
        Io::Terminal(dialoguer::console::Term::stderr(), history)
    } else {
        Io::Lines(Lines { input, prompts, interactive: terminal })
    };
    Asker { io, out, gen: 0 }
}

/// The asker of a served table (`--serve`): the terminal's prompts when stdin and stderr are
/// terminals (and `TAPETE_PLAIN` is not set, and stderr reads escape sequences), else lines of
/// standard input, read on a thread of their own, and the phones' entries in the order they arrive.
pub(crate) fn served(out: &mut dyn Write, publish: Box<dyn super::served::Publish>) -> Asker<'_> {
    use std::io::IsTerminal;
    let terminal = std::io::stdin().is_terminal()
        && std::io::stderr().is_terminal()
        && std::env::var_os("TAPETE_PLAIN").is_none()
        && crate::vt::stderr();
    Asker { io: Io::Served(super::served::Inbox::start(terminal, publish)), out, gen: 0 }
}

/// The asker of a table fed by its phones only (a served concours's table): no terminal, nothing
/// said; what it would report at the end goes to `out`.
pub(crate) fn headless(out: &mut dyn Write, inbox: super::served::Inbox) -> Asker<'_> {
    Asker { io: Io::Served(inbox), out, gen: 0 }
}
