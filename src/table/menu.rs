/*!
A question at a terminal: the question, its choices as a highlighted list when it has some, and an
entry line. The list is a help, not a trap: the first printable key opens the entry line holding
it (Space included), and what is typed there is read like a line of a script (`Marta take`,
`undo`, `Pep 7C`). While the entry line is empty, ↑/↓ (and Tab) move the highlight and Enter takes
the highlighted choice; once something is typed, ↑/↓ recall the lines typed before and Enter sends
the line. Without choices it is one line, the question first. Ctrl-C is [`Reply::Interrupted`]
(the terminal is raw while a key is read: no signal), Ctrl-D on an empty line and the end of the
input [`Reply::End`].

[`Prompt`] holds the state and takes keys without a terminal (its tests); [`ask`] draws it on the
terminal with dialoguer's theme, so it looks as dialoguer's lists and lines do.
*/

use super::served::{Input, Shown, ToTerminal};
use super::Reply;
use dialoguer::console::{measure_text_width, Key, Term};
use dialoguer::theme::Theme;
use dialoguer::History;
use std::fmt::Write as _;
use std::io;

/// One question being answered: what is highlighted and what is typed.
pub(crate) struct Prompt<'a> {
    question: &'a str,
    /// What Enter on an empty line means, shown after a question without choices.
    default: Option<&'a str>,
    choices: &'a [String],
    /// The hint where the entry line is while it is empty ("… type an entry").
    more: &'a str,
    /// The highlighted choice.
    sel: usize,
    /// The entry line, and the cursor in it (in characters).
    line: Vec<char>,
    at: usize,
    /// How far ↑ went back in the history (0: the line being typed, kept in `draft`).
    back: usize,
    draft: Vec<char>,
}

/// What the screen shows of a prompt: its lines, and the cursor's column in the last one (None:
/// hidden, the list is being chosen from).
pub(crate) struct Drawn {
    pub(crate) lines: Vec<String>,
    pub(crate) cursor: Option<usize>,
}

impl<'a> Prompt<'a> {
    pub(crate) fn new(question: &'a str, default: Option<&'a str>, choices: &'a [String], more: &'a str) -> Self {
        Prompt { question, default, choices, more, sel: 0, line: Vec::new(), at: 0, back: 0, draft: Vec::new() }
    }

    fn menu(&self) -> bool {
        !self.choices.is_empty()
    }

    fn text(&self) -> String {
        self.line.iter().collect()
    }

    fn set_line(&mut self, text: Vec<char>) {
        self.at = text.len();
        self.line = text;
    }

    /// Move the highlight by one, down or up, round the list.
    fn step(&mut self, down: bool) {
        let n = self.choices.len();
        self.sel = if down { (self.sel + 1) % n } else { (self.sel + n - 1) % n };
    }

    /// ↑: the line typed before the one shown.
    fn older(&mut self, history: &dyn History<String>) {
        if let Some(earlier) = history.read(self.back) {
            if self.back == 0 {
                self.draft = std::mem::take(&mut self.line);
            }
            self.back += 1;
            self.set_line(earlier.chars().collect());
        }
    }

    /// ↓: the line typed after the one shown, and at last the line being typed.
    fn newer(&mut self, history: &dyn History<String>) {
        if self.back == 0 {
            return;
        }
        self.back -= 1;
        let text = match self.back {
            0 => std::mem::take(&mut self.draft),
            n => history.read(n - 1).map(|t| t.chars().collect()).unwrap_or_default(),
        };
        self.set_line(text);
    }

    /// Take one key. `Some` when the question is answered (or the input ends); a line typed is
    /// written to the history.
    pub(crate) fn key(&mut self, key: Key, history: &mut dyn History<String>) -> Option<Reply> {
        match key {
            Key::Enter => {
                let text = self.text();
                let typed = text.trim();
                if typed.is_empty() && self.menu() {
                    return Some(Reply::Pick(self.sel));
                }
                if !typed.is_empty() {
                    history.write(&typed.to_string());
                }
                return Some(Reply::Line(typed.to_string()));
            }
            Key::CtrlC => return Some(Reply::Interrupted),
            Key::Char('\u{4}') if self.line.is_empty() => return Some(Reply::End),
            Key::Char(c) if !c.is_control() => {
                self.line.insert(self.at, c);
                self.at += 1;
            }
            Key::ArrowUp | Key::BackTab if self.menu() && self.line.is_empty() => self.step(false),
            Key::ArrowDown | Key::Tab if self.menu() && self.line.is_empty() => self.step(true),
            Key::ArrowUp => self.older(history),
            Key::ArrowDown => self.newer(history),
            Key::Backspace if self.at > 0 => {
                self.at -= 1;
                self.line.remove(self.at);
            }
            Key::Del if self.at < self.line.len() => {
                self.line.remove(self.at);
            }
            Key::ArrowLeft => self.at = self.at.saturating_sub(1),
            Key::ArrowRight => self.at = (self.at + 1).min(self.line.len()),
            Key::Home => self.at = 0,
            Key::End => self.at = self.line.len(),
            Key::Escape => {
                self.line.clear();
                self.at = 0;
                self.back = 0;
            }
            _ => {}
        }
        None
    }

    /// The prompt as it stands, in `theme`'s looks.
    pub(crate) fn draw(&self, theme: &dyn Theme) -> Drawn {
        let typed = self.text();
        let before: String = self.line[..self.at].iter().collect();
        let mut lines = Vec::new();
        let cursor = if self.menu() {
            let mut s = String::new();
            let _ = theme.format_select_prompt(&mut s, self.question);
            lines.push(s);
            for (i, choice) in self.choices.iter().enumerate() {
                let mut s = String::new();
                let _ = theme.format_select_prompt_item(&mut s, choice, self.line.is_empty() && i == self.sel);
                lines.push(s);
            }
            let mut s = String::new();
            if self.line.is_empty() {
                let _ = theme.format_select_prompt_item(&mut s, self.more, false);
                lines.push(s);
                None
            } else {
                let _ = theme.format_select_prompt_item(&mut s, "", true);
                let column = measure_text_width(&s) + measure_text_width(&before);
                s.clear();
                let _ = theme.format_select_prompt_item(&mut s, &typed, true);
                lines.push(s);
                Some(column)
            }
        } else {
            let mut s = String::new();
            let _ = theme.format_input_prompt(&mut s, self.question, self.default);
            let column = measure_text_width(&s) + measure_text_width(&before);
            let _ = write!(s, "{typed}");
            lines.push(s);
            Some(column)
        };
        Drawn { lines, cursor }
    }

    /// The line left on the screen once the question is answered.
    pub(crate) fn answered(&self, theme: &dyn Theme, reply: &Reply) -> String {
        let mut s = String::new();
        let _ = match reply {
            Reply::Pick(i) => theme.format_select_prompt_selection(&mut s, self.question, &self.choices[*i]),
            _ => {
                let typed = self.text();
                let shown = match self.default {
                    Some(d) if typed.trim().is_empty() && matches!(reply, Reply::Line(_)) => d,
                    _ => typed.trim(),
                };
                theme.format_input_prompt_selection(&mut s, self.question, shown)
            }
        };
        s
    }
}

/// Rows a text of `width` columns takes on a terminal `cols` wide (an empty line takes one).
fn rows(width: usize, cols: usize) -> usize {
    width.div_ceil(cols).max(1)
}

/// The prompt's place on the terminal: redrawn whole after each key.
struct Screen<'t> {
    term: &'t Term,
    /// The row of the cursor, counted from the prompt's first row.
    row: usize,
}

impl Screen<'_> {
    /// Back to the prompt's first row, and everything from there on cleared.
    fn wipe(&mut self) -> io::Result<()> {
        self.term.move_cursor_up(self.row)?;
        self.row = 0;
        self.term.clear_to_end_of_screen()
    }

    fn show(&mut self, drawn: &Drawn) -> io::Result<()> {
        self.wipe()?;
        let cols = (self.term.size().1 as usize).max(1);
        let mut out = String::new();
        let mut top = 0; // rows above the last line
        let all: Vec<&str> = drawn.lines.iter().flat_map(|l| l.split('\n')).collect();
        let (last, above) = all.split_last().unwrap_or((&"", &[]));
        for l in above {
            out.push_str(l);
            out.push('\n');
            top += rows(measure_text_width(l), cols);
        }
        out.push_str(last);
        let end = measure_text_width(last);
        if end > 0 && end.is_multiple_of(cols) {
            // The cursor waits past the last column: a row is opened for it.
            out.push_str(" \r");
        }
        let end_row = end / cols;
        let row = match drawn.cursor {
            Some(column) => {
                let target = column.min(end);
                out.push_str(&"\x1b[A".repeat(end_row - target / cols));
                out.push('\r');
                if target % cols > 0 {
                    let _ = write!(out, "\x1b[{}C", target % cols);
                }
                out.push_str("\x1b[?25h");
                target / cols
            }
            None => {
                out.push_str("\x1b[?25l");
                end_row
            }
        };
        self.term.write_str(&out)?;
        self.row = top + row;
        self.term.flush()
    }

    /// The prompt replaced by one line saying what was answered.
    fn close(&mut self, line: &str) -> io::Result<()> {
        self.wipe()?;
        self.term.write_line(line)?;
        self.term.show_cursor()?;
        self.term.flush()
    }
}

/// The terminal with its echo and line editing off while a served table reads it, so a key can
/// be waited for with a timeout; given back as it was when dropped.
#[cfg(unix)]
struct Quiet(Option<libc::termios>);

#[cfg(unix)]
impl Quiet {
    fn new() -> Quiet {
        // SAFETY: tcgetattr/tcsetattr read and write a termios they are given (all zeroes is a
        // valid value to be overwritten); fd 0 is the terminal the table reads.
        unsafe {
            let mut was: libc::termios = std::mem::zeroed();
            if libc::tcgetattr(0, &mut was) != 0 {
                return Quiet(None);
            }
            let mut quiet = was;
            quiet.c_lflag &= !(libc::ICANON | libc::ECHO);
            quiet.c_cc[libc::VMIN] = 1;
            quiet.c_cc[libc::VTIME] = 0;
            libc::tcsetattr(0, libc::TCSANOW, &quiet);
            Quiet(Some(was))
        }
    }
}

#[cfg(unix)]
impl Drop for Quiet {
    fn drop(&mut self) {
        if let Some(was) = &self.0 {
            // SAFETY: as in `new`, with the settings read there.
            unsafe {
                libc::tcsetattr(0, libc::TCSANOW, was);
            }
        }
    }
}

/// Whether a key can be read within `ms` milliseconds.
#[cfg(unix)]
fn key_ready(ms: i32) -> bool {
    let mut fd = libc::pollfd { fd: 0, events: libc::POLLIN, revents: 0 };
    // SAFETY: one pollfd, valid for the call.
    unsafe { libc::poll(&mut fd, 1, ms) > 0 }
}

#[cfg(not(unix))]
fn key_ready(_ms: i32) -> bool {
    true
}

/// A served table's terminal (`super::served`): ask what the table sends, print what it says
/// above the open prompt, redraw the prompt with a new question (keeping what is typed), and
/// send each reply with the state of the question it answered: a line typed before the question
/// changed answers the question it was typed for (the table then takes it only as a full entry).
/// Ends with the table, or with the terminal's input.
pub(crate) fn live(from_table: std::sync::mpsc::Receiver<ToTerminal>, replies: std::sync::mpsc::Sender<Input>) {
    let term = Term::stderr();
    let theme = super::ask::theme();
    let mut history = dialoguer::BasicHistory::new().max_entries(200).no_duplicates(true);
    #[cfg(unix)]
    let _quiet = Quiet::new();
    let mut asking: Option<Shown> = None;
    // What was typed when the question changed, and the state it was typed in.
    let mut typed: (Vec<char>, usize, Option<usize>) = (Vec::new(), 0, None);
    loop {
        let Some(shown) = asking.take() else {
            match from_table.recv() {
                Ok(ToTerminal::Ask(s)) => asking = Some(s),
                Ok(ToTerminal::Say(text)) => {
                    let _ = term.write_line(&text);
                }
                Err(_) => return,
            }
            continue;
        };
        let mut prompt = Prompt::new(&shown.question, shown.default.as_deref(), &shown.choices, &shown.more);
        let since;
        (prompt.line, prompt.at, since) = std::mem::take(&mut typed);
        match live_prompt(&term, theme.as_ref(), &mut history, &from_table, &mut prompt, &shown) {
            Live::Gone => return,
            Live::Changed(next) => {
                // The line typed so far stays, with the state it was begun in.
                let begun = if prompt.line.is_empty() { None } else { Some(since.unwrap_or(shown.gen)) };
                typed = (prompt.line.clone(), prompt.at, begun);
                asking = Some(next);
            }
            Live::Answered(reply) => {
                let gen = match &reply {
                    Reply::Line(l) if !l.is_empty() => since.unwrap_or(shown.gen),
                    _ => shown.gen,
                };
                let end = reply == Reply::End;
                if replies.send(Input::Terminal { reply, gen }).is_err() || end {
                    return;
                }
            }
        }
    }
}

/// How an open prompt of a served table ended.
enum Live {
    Answered(Reply),
    /// Another question is to be asked in its place.
    Changed(Shown),
    /// The table has stopped.
    Gone,
}

/// Keep `prompt` open: keys as they come, what the table says printed above it, until it is
/// answered or the table asks something else.
fn live_prompt(
    term: &Term,
    theme: &dyn Theme,
    history: &mut dyn History<String>,
    from_table: &std::sync::mpsc::Receiver<ToTerminal>,
    prompt: &mut Prompt,
    shown: &Shown,
) -> Live {
    use std::sync::mpsc::TryRecvError;
    let mut screen = Screen { term, row: 0 };
    let mut dirty = true;
    loop {
        if dirty && screen.show(&prompt.draw(theme)).is_err() {
            return Live::Answered(Reply::End);
        }
        dirty = false;
        match from_table.try_recv() {
            Ok(ToTerminal::Say(text)) => {
                let _ = screen.wipe();
                let _ = term.write_line(&text);
                dirty = true;
                continue;
            }
            Ok(ToTerminal::Ask(next)) if next == *shown => continue,
            Ok(ToTerminal::Ask(next)) => {
                let _ = screen.wipe();
                return Live::Changed(next);
            }
            Err(TryRecvError::Disconnected) => {
                let _ = screen.wipe();
                return Live::Gone;
            }
            Err(TryRecvError::Empty) => {}
        }
        if !key_ready(100) {
            continue;
        }
        dirty = true;
        let key = match term.read_key_raw() {
            Ok(key) => prompt.key(key, history),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => Some(Reply::Interrupted),
            Err(_) => Some(Reply::End),
        };
        if let Some(reply) = key {
            let _ = screen.close(&prompt.answered(theme, &reply));
            return Live::Answered(reply);
        }
    }
}

/// Ask `question` at the terminal until it is answered.
pub(crate) fn ask(
    term: &Term,
    theme: &dyn Theme,
    history: &mut dyn History<String>,
    question: &str,
    default: Option<&str>,
    choices: &[String],
    more: &str,
) -> io::Result<Reply> {
    let mut prompt = Prompt::new(question, default, choices, more);
    let mut screen = Screen { term, row: 0 };
    loop {
        screen.show(&prompt.draw(theme))?;
        let reply = match term.read_key_raw() {
            Ok(key) => prompt.key(key, history),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => Some(Reply::Interrupted),
            Err(_) => Some(Reply::End),
        };
        if let Some(reply) = reply {
            screen.close(&prompt.answered(theme, &reply))?;
            return Ok(reply);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dialoguer::theme::SimpleTheme;
    use dialoguer::BasicHistory;

    fn keys(p: &mut Prompt, h: &mut BasicHistory, text: &str) -> Option<Reply> {
        let mut last = None;
        for c in text.chars() {
            last = p.key(if c == '\n' { Key::Enter } else { Key::Char(c) }, h);
        }
        last
    }

    fn bids() -> Vec<String> {
        vec!["pass".into(), "take".into()]
    }

    #[test]
    fn typed_text_at_a_list_is_an_entry_line() {
        let choices = bids();
        let mut h = BasicHistory::new();
        let mut p = Prompt::new("Marta?", None, &choices, "… type an entry");
        assert_eq!(keys(&mut p, &mut h, "Marta take\n"), Some(Reply::Line("Marta take".into())));
        // Space is a character, not a choice; the line typed goes to the history.
        let mut p = Prompt::new("Marta?", None, &choices, "… type an entry");
        assert_eq!(p.key(Key::Char(' '), &mut h), None);
        assert_eq!(keys(&mut p, &mut h, "undo\n"), Some(Reply::Line("undo".into())));
        assert_eq!(History::<String>::read(&h, 0).as_deref(), Some("undo"));
        assert_eq!(History::<String>::read(&h, 1).as_deref(), Some("Marta take"));
    }

    #[test]
    fn arrows_move_the_highlight_while_the_line_is_empty_and_recall_lines_after() {
        let choices = bids();
        let mut h = BasicHistory::new();
        History::<String>::write(&mut h, &"7C".to_string());
        History::<String>::write(&mut h, &"Pep 8H".to_string());
        let mut p = Prompt::new("Marta?", None, &choices, "… type an entry");
        assert_eq!(p.key(Key::ArrowDown, &mut h), None);
        assert_eq!(p.key(Key::Enter, &mut h), Some(Reply::Pick(1)));
        let mut p = Prompt::new("Marta?", None, &choices, "… type an entry");
        p.key(Key::ArrowUp, &mut h); // round the list: the last choice
        p.key(Key::ArrowUp, &mut h);
        assert_eq!(p.key(Key::Enter, &mut h), Some(Reply::Pick(0)));
        // Something typed: ↑ recalls the lines before, newest first; ↓ comes back to what was typed.
        let mut p = Prompt::new("Marta?", None, &choices, "… type an entry");
        keys(&mut p, &mut h, "x");
        p.key(Key::ArrowUp, &mut h);
        assert_eq!(p.text(), "Pep 8H");
        p.key(Key::ArrowUp, &mut h);
        assert_eq!(p.text(), "7C");
        p.key(Key::ArrowDown, &mut h);
        p.key(Key::ArrowDown, &mut h);
        assert_eq!(p.text(), "x");
        // Emptied again, the line gives the arrows back to the list.
        p.key(Key::Backspace, &mut h);
        p.key(Key::ArrowDown, &mut h);
        assert_eq!(p.key(Key::Enter, &mut h), Some(Reply::Pick(1)));
    }

    #[test]
    fn a_line_without_choices_recalls_with_the_arrows_and_keys_end_or_interrupt() {
        let mut h = BasicHistory::new();
        History::<String>::write(&mut h, &"7C".to_string());
        let mut p = Prompt::new("card?", None, &[], "");
        p.key(Key::ArrowUp, &mut h);
        p.key(Key::Home, &mut h);
        p.key(Key::Del, &mut h);
        p.key(Key::Char('8'), &mut h);
        assert_eq!(p.key(Key::Enter, &mut h), Some(Reply::Line("8C".into())));
        assert_eq!(Prompt::new("card?", None, &[], "").key(Key::Enter, &mut h), Some(Reply::Line(String::new())));
        assert_eq!(Prompt::new("card?", None, &[], "").key(Key::CtrlC, &mut h), Some(Reply::Interrupted));
        assert_eq!(Prompt::new("card?", None, &[], "").key(Key::Char('\u{4}'), &mut h), Some(Reply::End));
    }

    #[test]
    fn drawn_as_dialoguer_draws_lists_and_lines() {
        let choices = bids();
        let mut h = BasicHistory::new();
        let mut p = Prompt::new("Marta?", None, &choices, "… type an entry");
        let d = p.draw(&SimpleTheme);
        assert_eq!(d.lines, ["Marta?:", "> pass", "  take", "  … type an entry"]);
        assert_eq!(d.cursor, None);
        keys(&mut p, &mut h, "Ma");
        let d = p.draw(&SimpleTheme);
        assert_eq!(d.lines, ["Marta?:", "  pass", "  take", "> Ma"]);
        assert_eq!(d.cursor, Some(4));
        assert_eq!(p.answered(&SimpleTheme, &Reply::Pick(1)), "Marta?: take");
        let p = Prompt::new("Olga exchanges?", Some("0"), &[], "");
        assert_eq!(p.draw(&SimpleTheme).lines, ["Olga exchanges? [0]: "]);
        assert_eq!(p.answered(&SimpleTheme, &Reply::Line(String::new())), "Olga exchanges?: 0");
    }

    #[test]
    fn an_answered_line_claims_nothing_written() {
        // ✔ means written: the line an answer leaves is drawn before the referee has judged it.
        let theme = super::super::ask::colourful();
        let mut h = BasicHistory::new();
        let mut p = Prompt::new("Trick 1/8 · Pep to play · card?", None, &[], "");
        let reply = keys(&mut p, &mut h, "amend 17 QH\n").unwrap();
        let line = p.answered(&theme, &reply);
        assert!(line.contains("amend 17 QH") && !line.contains('✔'), "{line}");
        let calls = bids();
        let mut p = Prompt::new("Luis?", Some("pass"), &calls, "");
        let reply = keys(&mut p, &mut h, "\n").unwrap();
        let line = p.answered(&theme, &reply);
        assert!(line.contains("pass") && !line.contains('✔'), "{line}");
    }
}
