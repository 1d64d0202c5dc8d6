//! A served table whose session has just ended (an `end` entered at this table, from the
//! terminal or a phone; docs/serve.md): it stays up for [`served::closing_window`] (30 seconds),
//! every page saying it is closing, and an `undo` from the terminal or a phone takes the end back
//! (docs/journal.md: an `undo` right after `end`), the session going on. Anything else is judged
//! as usual: the referee refuses a new entry (the session has ended), and takes an amend of an
//! earlier one, as in any journal. When the window passes, or
//! `quit` is typed at the terminal, the table closes: the phones are shown it closed.

use super::answer::{Answer, Misread};
use super::served::{self, Closing, Outcome, Phone};
use super::{enter, reader, scoreboard, typing, Asker, Ending, Reply};
use crate::cards::Letters;
use crate::engine::Event;
use crate::error::Error;
use crate::i18n::{Catalog, Names};
use crate::journal::Writer;
use crate::session::Session;
use std::time::Instant;

/// A phone's entry, answered once the state it made is shown to the phones.
pub(super) type Pending = Option<(Phone, Outcome)>;

/// How the closing window ended.
pub(super) enum Closed {
    /// An `undo` took the end back: the table goes on (the phone that sent it, if one did, is
    /// answered once the reopened state is shown).
    Reopened(Pending),
    /// The table has closed (the window passed, `quit`, or Ctrl-C at the terminal).
    Closed(Ending),
}

/// Keep the table up until it closes or an `undo` takes its end back. `states`: the table's
/// states, which go on moving here; `pending`: the phone whose entry (the `end`) is to be
/// answered once the phones are shown the table closing.
pub(super) fn closing(
    session: &mut Session,
    writer: &mut Writer,
    asker: &mut Asker,
    (cat, letters): (&dyn Catalog, Letters),
    (states, mut pending): (&mut super::States, Pending),
) -> Result<Closed, Error> {
    let until = Instant::now() + served::closing_window();
    // A reply an amend at the terminal did not take (a phone's entry came first).
    let mut carried: Option<Reply> = None;
    // Lines of standard input print a question only once the line read before is answered: a
    // phone's end is said now, with how long the table stays up (a terminal's prompt is redrawn
    // with it).
    if pending.is_some() && !asker.is_terminal() {
        asker.say(&cat.closing_prompt(served::seconds(served::closing_window())));
    }
    let ending = loop {
        if !session.ended() {
            asker.closing(Closing::Open);
            return Ok(Closed::Reopened(pending));
        }
        asker.closing(Closing::Until(until));
        asker.set_state(states.at(writer.lines(), None));
        asker.publish(session, &[], writer.lines());
        if let Some((phone, outcome)) = pending.take() {
            phone.answer(outcome);
        }
        let left = served::seconds(until.saturating_duration_since(Instant::now()));
        let reply = match carried.take() {
            Some(reply) => reply,
            None => asker.ask(&cat.closing_prompt(left), None, &[], "")?,
        };
        let line = match reply {
            // The window has passed (or nothing can come any more).
            Reply::End => break Ending::Done,
            Reply::Interrupted => break Ending::Interrupted,
            Reply::Phone(p) => {
                let outcome = super::phone::take(session, writer, asker, (cat, letters), (&[], None, &mut None), &p)?;
                pending = Some((p, outcome));
                continue;
            }
            Reply::Line(line) => line,
            // Typed at a question a phone's entry (the end) has since replaced: not applied.
            Reply::Moved(_) => {
                asker.say(&super::wrong(&cat.moved_on()));
                continue;
            }
            Reply::Pick(_) => continue,
            Reply::NotText => {
                let x = Names::of(&session.seating, session.ruleset.deck_kind).typed_with(letters);
                asker.say(&super::wrong(&cat.misread(&Misread::NotText, &x)));
                continue;
            }
        };
        let x = Names::of(&session.seating, session.ruleset.deck_kind).typed_with(letters);
        let bad = |asker: &mut Asker, why: String| asker.say(&super::wrong(&why));
        match reader(session, letters).read(&line, &[]) {
            Ok(Answer::Undo) => {
                enter(session, writer, asker, (cat, letters), Event::Undo, None)?;
            }
            Ok(Answer::Quit) => break Ending::Done,
            Ok(Answer::Help) => {
                asker.say(&cat.help(&session.game().forms(), &x));
                asker.say(&cat.legend(&typing(session, letters)));
            }
            Ok(Answer::Score) => asker.say(&scoreboard(session, cat)),
            // Judged as usual: the referee refuses it, the session having ended.
            Ok(Answer::Event(e)) => {
                enter(session, writer, asker, (cat, letters), e, None)?;
            }
            Ok(Answer::Amend { line, with }) => {
                carried = super::amend_typed(session, writer, asker, (cat, letters), (line, with))?;
            }
            Ok(Answer::Decline) | Err(Misread::Empty) => {}
            Err(m) => bad(asker, cat.misread(&m, &x)),
        }
    };
    asker.closing(Closing::Closed);
    asker.publish(session, &[], writer.lines());
    if let Some((phone, outcome)) = pending.take() {
        phone.answer(outcome);
    }
    Ok(Closed::Closed(ending))
}
