//! Where answers come from: a terminal with dialoguer prompts (a list when the answers are few,
//! else a line), or, without a terminal, one line of standard input per question with the
//! question on standard error. Both ask the same questions in the same order.

use crate::error::Error;
use std::io::{BufRead, Write};

/// What came back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
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
}

pub struct Lines<'a> {
    pub input: &'a mut dyn BufRead,
    /// Where questions and notices go (standard error).
    pub prompts: &'a mut dyn Write,
    /// A person at a terminal (with `TAPETE_PLAIN`): the answer goes on the question's line.
    pub interactive: bool,
}

enum Io<'a> {
    Lines(Lines<'a>),
    /// dialoguer prompts; ↑ recalls the lines typed before.
    Terminal(dialoguer::console::Term, dialoguer::BasicHistory),
}

/// Where the table asks its questions and says what happened (standard error), and where the
/// end-of-night summary goes (standard output, so `tapete resume > night.txt` keeps it).
pub struct Asker<'a> {
    io: Io<'a>,
    out: &'a mut dyn Write,
}

/// Ctrl-C in a dialoguer prompt (raw mode: no signal, an interrupted read).
fn interrupted(e: &dialoguer::Error) -> bool {
    let dialoguer::Error::IO(io) = e;
    io.kind() == std::io::ErrorKind::Interrupted
}

fn theme() -> Box<dyn dialoguer::theme::Theme> {
    if crate::term::colored(crate::term::Stream::Stderr) {
        Box::new(dialoguer::theme::ColorfulTheme::default())
    } else {
        Box::new(dialoguer::theme::SimpleTheme)
    }
}

impl Asker<'_> {
    pub fn say(&mut self, text: &str) {
        match &mut self.io {
            Io::Lines(io) => {
                let _ = writeln!(io.prompts, "{text}");
            }
            Io::Terminal(t, _) => {
                let _ = t.write_line(text);
            }
        }
    }

    /// What is kept of the night: on standard output.
    pub fn report(&mut self, text: &str) {
        let _ = writeln!(self.out, "{text}");
        let _ = self.out.flush();
    }

    /// Ask one question. `choices` are offered as a list at a terminal (with `more`, the last
    /// item, to type an entry instead); `default` is what Enter means.
    pub fn ask(
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
                if !choices.is_empty() {
                    let mut items: Vec<&str> = choices.iter().map(|c| c.as_str()).collect();
                    items.push(more);
                    let picked = match dialoguer::Select::with_theme(theme.as_ref())
                        .with_prompt(question)
                        .items(&items)
                        .default(0)
                        .interact_on_opt(term)
                    {
                        Err(e) if interrupted(&e) => return Ok(Reply::Interrupted),
                        other => other.map_err(|e| Error::Internal(e.to_string()))?,
                    };
                    match picked {
                        Some(i) if i < choices.len() => return Ok(Reply::Pick(i)),
                        Some(_) => {}
                        None => return Ok(Reply::End),
                    }
                }
                let mut input = dialoguer::Input::<String>::with_theme(theme.as_ref())
                    .with_prompt(question)
                    .allow_empty(true)
                    .history_with(history);
                if let Some(d) = default {
                    input = input.default(d.to_string()).show_default(true);
                }
                match input.interact_text_on(term) {
                    Ok(a) => Ok(Reply::Line(a.trim().to_string())),
                    Err(e) if interrupted(&e) => Ok(Reply::Interrupted),
                    Err(_) => Ok(Reply::End),
                }
            }
        }
    }
}

/// The asker for this process: dialoguer prompts when stdin and stderr are terminals (and
/// `TAPETE_PLAIN` is not set), one line of stdin per answer otherwise.
pub fn asker<'a>(input: &'a mut dyn BufRead, prompts: &'a mut dyn Write, out: &'a mut dyn Write) -> Asker<'a> {
    use std::io::IsTerminal;
    let terminal = std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
    let io = if terminal && std::env::var_os("TAPETE_PLAIN").is_none() {
        let history = dialoguer::BasicHistory::new().max_entries(200).no_duplicates(true);
        Io::Terminal(dialoguer::console::Term::stderr(), history)
    } else {
        Io::Lines(Lines { input, prompts, interactive: terminal })
    };
    Asker { io, out }
}
