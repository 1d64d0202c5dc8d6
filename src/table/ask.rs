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
    /// An item of the list, by index.
    Pick(usize),
    /// The input has ended (the session stays saved).
    End,
}

pub struct Lines<'a> {
    pub input: &'a mut dyn BufRead,
    /// Where questions and notices go (standard error).
    pub prompts: &'a mut dyn Write,
    /// A person at a terminal (with `TAPETE_PLAIN`): the answer goes on the question's line.
    pub interactive: bool,
}

pub enum Asker<'a> {
    Lines(Lines<'a>),
    Terminal(dialoguer::console::Term),
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
        match self {
            Asker::Lines(io) => {
                let _ = writeln!(io.prompts, "{text}");
            }
            Asker::Terminal(t) => {
                let _ = t.write_line(text);
            }
        }
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
        match self {
            Asker::Lines(io) => {
                let end = if io.interactive { " " } else { "\n" };
                let _ = match (choices.is_empty(), default) {
                    (true, Some(d)) => write!(io.prompts, "{question} [{d}]{end}"),
                    (true, None) => write!(io.prompts, "{question}{end}"),
                    (false, Some(d)) => write!(io.prompts, "{question} ({}) [{d}]{end}", choices.join(" | ")),
                    (false, None) => write!(io.prompts, "{question} ({}){end}", choices.join(" | ")),
                };
                let _ = io.prompts.flush();
                let mut line = String::new();
                let n = io.input.read_line(&mut line).map_err(|e| Error::io("stdin", e))?;
                Ok(if n == 0 { Reply::End } else { Reply::Line(line.trim().to_string()) })
            }
            Asker::Terminal(term) => {
                let theme = theme();
                if !choices.is_empty() {
                    let mut items: Vec<&str> = choices.iter().map(|c| c.as_str()).collect();
                    items.push(more);
                    let picked = dialoguer::Select::with_theme(theme.as_ref())
                        .with_prompt(question)
                        .items(&items)
                        .default(0)
                        .interact_on_opt(term)
                        .map_err(|e| Error::Internal(e.to_string()))?;
                    match picked {
                        Some(i) if i < choices.len() => return Ok(Reply::Pick(i)),
                        Some(_) => {}
                        None => return Ok(Reply::End),
                    }
                }
                let mut input =
                    dialoguer::Input::<String>::with_theme(theme.as_ref()).with_prompt(question).allow_empty(true);
                if let Some(d) = default {
                    input = input.default(d.to_string()).show_default(true);
                }
                match input.interact_text_on(term) {
                    Ok(a) => Ok(Reply::Line(a.trim().to_string())),
                    Err(_) => Ok(Reply::End),
                }
            }
        }
    }
}

/// The asker for this process: dialoguer prompts when stdin and stderr are terminals (and
/// `TAPETE_PLAIN` is not set), one line of stdin per answer otherwise.
pub fn asker<'a>(input: &'a mut dyn BufRead, prompts: &'a mut dyn Write) -> Asker<'a> {
    use std::io::IsTerminal;
    let terminal = std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
    if terminal && std::env::var_os("TAPETE_PLAIN").is_none() {
        Asker::Terminal(dialoguer::console::Term::stderr())
    } else {
        Asker::Lines(Lines { input, prompts, interactive: terminal })
    }
}
