/*!
The table fed by several inputs (`--serve`): the terminal (or a script on standard input) and
the phones. The table's loop stays the one writer: it asks its question as always, and the
answer that comes back is either the terminal's reply to that question or an entry from a phone
([`Reply::Phone`]), taken in the order they arrive. The terminal is read on a thread of its own:

- at a terminal ([`super::menu::live`]) the thread draws the prompt and everything the table
  says, so a phone's entry is printed above the open prompt and the prompt redrawn with the new
  question (what was typed is kept);
- on standard input it prints each question and reads one line, the answer to that question,
  while the table says what happens directly on standard error. A phone's entry made while the
  line was read does not make the line an answer to the next question: it comes back moved, and
  the new question is printed when it is asked again.

Each prompt carries the state it was asked in (`gen`: the journal's lines so far). A reply to a
prompt of an older state comes back as [`Reply::Moved`]: the table applies it only when it names
what it means (a player's entry), never as a bare answer to the new question.
*/

use super::ask::Reply;
use std::io::{BufRead, Write};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a served table stays up once its session is ended (`end`): the phones say it is
/// closing, and `undo`, from the terminal or a phone, takes the end back (docs/serve.md).
pub(crate) const CLOSING: Duration = Duration::from_secs(30);

/// The variable a test sets to shorten (or lengthen) [`CLOSING`], in milliseconds; read only by
/// debug builds, so a released tapete always closes after [`CLOSING`].
#[cfg_attr(not(debug_assertions), allow(dead_code))]
pub(crate) const TEST_CLOSING_VAR: &str = "TAPETE_TEST_CLOSING_MS";

/// How long the table stays up after an `end`: [`CLOSING`], or in a debug build what
/// [`TEST_CLOSING_VAR`] says.
pub(crate) fn closing_window() -> Duration {
    #[cfg(debug_assertions)]
    if let Some(ms) = std::env::var(TEST_CLOSING_VAR).ok().and_then(|v| v.trim().parse::<u64>().ok()) {
        return Duration::from_millis(ms);
    }
    CLOSING
}

/// `d` in whole seconds, a part of one counted as one (what a countdown says).
pub(crate) fn seconds(d: Duration) -> u64 {
    d.as_millis().div_ceil(1000) as u64
}

/// Whether a served table is open, closing (its session ended, until when), or closed: what the
/// phones are shown beside the board.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) enum Closing {
    #[default]
    Open,
    /// The session has ended; the table closes at this instant unless an `undo` takes the end
    /// back.
    Until(Instant),
    /// The table has closed: nothing is taken any more.
    Closed,
}

/// What a phone's entry came to, for the phone that sent it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Written: the journal's lines now.
    Written { seq: usize },
    /// The same entry was already written (a resend): nothing written.
    Duplicate { seq: usize },
    /// Refused by the referee (or not understood), in the table's language: nothing written.
    Refused { reason: String },
    /// The table moved on since the phone's `seq` (or, at the same `seq`, its question changed:
    /// a play held for its word): nothing written; `what`, what changed, in the table's language.
    Moved { what: String },
    /// A play held for its word: the table now asks (every phone too) whether it was said;
    /// nothing written yet (the answer writes it).
    Held { seq: usize },
    /// Not an entry at all (a `seq` ahead of the journal): nothing written.
    Malformed,
    /// `help` or `score`: their text, and the page's section that shows them; nothing written.
    Text { text: String, section: Section },
    /// Written, and what it did, in words, for the phone that sent it: an `undo`, what it
    /// retracted; an `amend`, the line and the entry it holds now.
    Done { seq: usize, done: String },
    /// `end` from a phone without its confirmation: what it is asked (written only when sent
    /// again with `confirm=1`); nothing written.
    Confirm { text: String },
}

/// The section of a phone's page that `help` or `score` typed there opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Section {
    Score,
    Help,
}

impl Section {
    /// The section's `id` on the page, and its word in `POST /entry`'s answer (`show`).
    pub(crate) fn id(self) -> &'static str {
        match self {
            Section::Score => "score",
            Section::Help => "help",
        }
    }
}

type Answer = Box<dyn FnOnce(Outcome) + Send>;

/// An entry sent by a phone: one line of the entry language, the state it was made against, and
/// where its outcome goes (answered once).
#[derive(Clone)]
pub(crate) struct Phone {
    pub(crate) line: String,
    pub(crate) seq: usize,
    /// The held play the page was made at (its `held` field: empty, none was), when the page
    /// says it: an entry from a page of another question is answered with what changed.
    pub(crate) held: Option<String>,
    /// Sent with `confirm=1`: an `end` that is meant (a lone `end` is asked to confirm).
    pub(crate) confirm: bool,
    /// The player whose phone it is (docs/serve.md, "Seats"): its bare answers are theirs. None:
    /// no seat, or the scorer's.
    pub(crate) seat: Option<usize>,
    answer: Arc<Mutex<Option<Answer>>>,
}

impl Phone {
    pub(crate) fn new(line: String, seq: usize, answer: impl FnOnce(Outcome) + Send + 'static) -> Phone {
        Phone {
            line,
            seq,
            held: None,
            confirm: false,
            seat: None,
            answer: Arc::new(Mutex::new(Some(Box::new(answer)))),
        }
    }

    /// The phone's entry made on a page of the held play `held` (empty: none was held).
    pub(crate) fn made_at(mut self, held: Option<String>) -> Phone {
        self.held = held;
        self
    }

    /// The same entry, confirmed or not (`confirm=1`).
    pub(crate) fn confirmed(self, confirm: bool) -> Phone {
        Phone { confirm, ..self }
    }

    /// The same entry from a phone seated as `seat` (None: no seat, or the scorer's).
    pub(crate) fn seated(self, seat: Option<usize>) -> Phone {
        Phone { seat, ..self }
    }

    /// Tell the phone what came of its entry (only the first answer counts).
    pub(crate) fn answer(&self, outcome: Outcome) {
        let taken = self.answer.lock().ok().and_then(|mut a| a.take());
        if let Some(f) = taken {
            f(outcome);
        }
    }
}

impl std::fmt::Debug for Phone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Phone")
            .field("line", &self.line)
            .field("seq", &self.seq)
            .field("held", &self.held)
            .field("confirm", &self.confirm)
            .field("seat", &self.seat)
            .finish()
    }
}

impl PartialEq for Phone {
    fn eq(&self, other: &Phone) -> bool {
        Arc::ptr_eq(&self.answer, &other.answer)
    }
}

impl Eq for Phone {}

/// A question as the terminal shows it, and the state it was asked in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Shown {
    pub(crate) question: String,
    pub(crate) default: Option<String>,
    pub(crate) choices: Vec<String>,
    pub(crate) more: String,
    pub(crate) gen: usize,
}

/// What a served table shows its phones, made again on the writer's thread before each question
/// (never on the server's): the session, the questions asked (optional ones first), and the
/// journal's lines so far.
pub(crate) trait Publish: Send {
    fn publish(&mut self, session: &crate::session::Session, asked: &[&crate::engine::Question], seq: usize);
    /// Whether the table is open, closing or closed, shown with what is published next.
    fn closing(&mut self, _closing: Closing) {}
}

/// What the table sends the terminal's thread.
pub(crate) enum ToTerminal {
    /// Ask this (or redraw the open prompt with it).
    Ask(Shown),
    /// Print this above the prompt.
    Say(String),
}

/// What reaches the table's loop.
pub(crate) enum Input {
    /// The terminal's reply to the prompt of state `gen`.
    Terminal {
        reply: Reply,
        gen: usize,
    },
    Phone(Phone),
}

/// The table's side: where replies and phones' entries arrive, and the way to the terminal.
pub(crate) struct Inbox {
    rx: Receiver<Input>,
    tx: Sender<Input>,
    to_terminal: Sender<ToTerminal>,
    /// The terminal's thread draws everything (a terminal's prompts), or only asks (lines).
    draws: bool,
    /// A prompt is open at the terminal (asked and not answered).
    open: bool,
    /// The terminal's input has ended: only phones feed the table now.
    ended: bool,
    /// Where the state is shown to the phones.
    publish: Option<Box<dyn Publish>>,
    /// The table closes at this instant: what is asked then is not waited for past it.
    closes: Option<Instant>,
    /// Fed by phones only, and saying nothing (a concours's table: its phones and the
    /// projector say what happens).
    headless: bool,
}

/// Where phones' entries go: a handle the server keeps.
#[derive(Clone)]
pub(crate) struct Entries(Sender<Input>);

impl Entries {
    /// Hand an entry to the table. False when the table has stopped.
    pub(crate) fn send(&self, phone: Phone) -> bool {
        self.0.send(Input::Phone(phone)).is_ok()
    }
}

impl Inbox {
    /// Start reading the terminal: its prompts when `terminal`, else lines of standard input.
    pub(crate) fn start(terminal: bool, publish: Box<dyn Publish>) -> Inbox {
        let (tx, rx) = channel();
        let (to_terminal, from_table) = channel();
        let replies = tx.clone();
        std::thread::spawn(move || {
            if terminal {
                super::menu::live(from_table, replies);
            } else {
                lines(from_table, replies);
            }
        });
        Inbox {
            rx,
            tx,
            to_terminal,
            draws: terminal,
            open: false,
            ended: false,
            publish: Some(publish),
            closes: None,
            headless: false,
        }
    }

    /// A table fed by its phones only, without a terminal, saying nothing (each table of a
    /// served concours, `serve::concours`).
    pub(crate) fn headless(publish: Box<dyn Publish>) -> Inbox {
        let (tx, rx) = channel();
        let (to_terminal, _) = channel();
        Inbox {
            rx,
            tx,
            to_terminal,
            draws: false,
            open: false,
            ended: true,
            publish: Some(publish),
            closes: None,
            headless: true,
        }
    }

    /// Whether the table is fed by its phones only ([`Inbox::headless`]).
    pub(crate) fn is_headless(&self) -> bool {
        self.headless
    }

    pub(crate) fn entries(&self) -> Entries {
        Entries(self.tx.clone())
    }

    /// Show the phones the state before a question is asked.
    pub(crate) fn publish(
        &mut self,
        session: &crate::session::Session,
        asked: &[&crate::engine::Question],
        seq: usize,
    ) {
        if let Some(p) = self.publish.as_mut() {
            p.publish(session, asked, seq);
        }
    }

    /// Whether the table is open, closing or closed, for the phones; while it is closing, a
    /// question is not waited for past the instant it closes ([`Inbox::ask`] then gives
    /// [`Reply::End`]).
    pub(crate) fn closing(&mut self, closing: Closing) {
        self.closes = match closing {
            Closing::Until(at) => Some(at),
            Closing::Open | Closing::Closed => None,
        };
        if let Some(p) = self.publish.as_mut() {
            p.closing(closing);
        }
    }

    /// Whether the terminal's thread draws what the table says.
    pub(crate) fn draws(&self) -> bool {
        self.draws
    }

    pub(crate) fn say(&mut self, text: &str) {
        if self.headless {
            return;
        }
        if self.draws {
            let _ = self.to_terminal.send(ToTerminal::Say(text.to_string()));
        } else {
            let mut err = std::io::stderr().lock();
            let _ = writeln!(err, "{text}");
            let _ = err.flush();
        }
    }

    /// Ask `shown` and wait for what comes first: the terminal's reply or a phone's entry (or,
    /// while the table is closing, the instant it closes: [`Reply::End`]).
    pub(crate) fn ask(&mut self, shown: Shown) -> Reply {
        let gen = shown.gen;
        if !self.ended {
            if !self.open || self.draws {
                // A terminal's prompt is redrawn with the new question; lines are asked once each
                // (a line being read answers the question printed before it: when a phone's
                // entry changed it meanwhile, the line comes back moved and the new question is
                // printed then).
                let _ = self.to_terminal.send(ToTerminal::Ask(shown));
            }
            self.open = true;
        }
        loop {
            let next = match self.closes {
                Some(at) => self.rx.recv_timeout(at.saturating_duration_since(Instant::now())),
                None => self.rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match next {
                Ok(Input::Phone(p)) => return Reply::Phone(p),
                Ok(Input::Terminal { reply: Reply::End, .. }) => {
                    // The end of the terminal's input does not end a served table.
                    self.ended = true;
                    self.open = false;
                }
                Ok(Input::Terminal { reply, gen: asked }) => {
                    self.open = false;
                    return if asked == gen { reply } else { Reply::Moved(Box::new(reply)) };
                }
                // Every sender gone, or the table closing now: nothing more is taken.
                Err(_) => return Reply::End,
            }
        }
    }
}

/// A question as a line of standard input answers it.
fn lines_prompt(s: &Shown) -> String {
    match (s.choices.is_empty(), &s.default) {
        (true, Some(d)) => format!("{} [{d}]", s.question),
        (true, None) => s.question.clone(),
        (false, Some(d)) => format!("{} ({}) [{d}]", s.question, s.choices.join(" | ")),
        (false, None) => format!("{} ({})", s.question, s.choices.join(" | ")),
    }
}

/// Standard input, a line per question: each question is printed, then one line read and sent
/// with the state of that question.
fn lines(from_table: Receiver<ToTerminal>, replies: Sender<Input>) {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    while let Ok(message) = from_table.recv() {
        let ToTerminal::Ask(s) = message else { continue };
        {
            let mut err = std::io::stderr().lock();
            let _ = writeln!(err, "{}", lines_prompt(&s));
            let _ = err.flush();
        }
        let mut line = Vec::new();
        let reply = match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => Reply::End,
            Ok(_) => String::from_utf8(line).map_or(Reply::NotText, |t| Reply::Line(t.trim().to_string())),
        };
        let end = reply == Reply::End;
        if replies.send(Input::Terminal { reply, gen: s.gen }).is_err() || end {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phone_is_answered_once() {
        let (tx, rx) = channel();
        let p = Phone::new("Pep 7C".into(), 3, move |o| tx.send(o).unwrap());
        let copy = p.clone();
        p.answer(Outcome::Written { seq: 4 });
        copy.answer(Outcome::Moved { what: String::new() });
        assert_eq!(rx.try_iter().collect::<Vec<_>>(), [Outcome::Written { seq: 4 }]);
        assert_eq!(p, copy);
    }

    #[test]
    fn a_closing_table_takes_what_came_before_it_closes_then_ends() {
        let (tx, rx) = channel();
        let (to_terminal, _from_table) = channel();
        let mut inbox = Inbox {
            rx,
            tx: tx.clone(),
            to_terminal,
            draws: true,
            open: false,
            ended: false,
            publish: None,
            closes: None,
            headless: false,
        };
        let shown = Shown { question: "closing".into(), default: None, choices: vec![], more: String::new(), gen: 4 };
        let undo = Phone::new("undo".into(), 4, |_| {});
        inbox.entries().send(undo.clone());
        // Closed already: what came before is taken, then nothing more is waited for.
        inbox.closing(Closing::Until(Instant::now()));
        assert_eq!(inbox.ask(shown.clone()), Reply::Phone(undo));
        assert_eq!(inbox.ask(shown.clone()), Reply::End);
        // Open again (an undo took the end back): a question is waited for as long as it takes.
        inbox.closing(Closing::Open);
        tx.send(Input::Terminal { reply: Reply::Line("Marta pass".into()), gen: 4 }).unwrap();
        assert_eq!(inbox.ask(shown), Reply::Line("Marta pass".into()));
        assert_eq!(seconds(Duration::from_millis(29_001)), 30);
        assert_eq!(seconds(Duration::from_secs(30)), 30);
        assert_eq!(seconds(Duration::ZERO), 0);
    }

    #[test]
    fn a_reply_to_an_older_state_comes_back_moved_and_phones_come_in_order() {
        let (tx, rx) = channel();
        let (to_terminal, _from_table) = channel();
        let mut inbox = Inbox {
            rx,
            tx: tx.clone(),
            to_terminal,
            draws: true,
            open: false,
            ended: false,
            publish: None,
            closes: None,
            headless: false,
        };
        let shown = |gen| Shown { question: "card?".into(), default: None, choices: vec![], more: String::new(), gen };
        let phone = Phone::new("Pep 7C".into(), 5, |_| {});
        inbox.entries().send(phone.clone());
        tx.send(Input::Terminal { reply: Reply::Line("8C".into()), gen: 5 }).unwrap();
        assert_eq!(inbox.ask(shown(5)), Reply::Phone(phone));
        // The phone's entry made the journal 6 lines: "8C" answered the question of 5.
        assert_eq!(inbox.ask(shown(6)), Reply::Moved(Box::new(Reply::Line("8C".into()))));
        tx.send(Input::Terminal { reply: Reply::End, gen: 6 }).unwrap();
        tx.send(Input::Terminal { reply: Reply::Line("9C".into()), gen: 6 }).unwrap();
        // The terminal's end does not end the table; what comes after is still read.
        assert_eq!(inbox.ask(shown(6)), Reply::Line("9C".into()));
    }
}
