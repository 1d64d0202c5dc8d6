//! A phone's entry at a served table (docs/serve.md): read like a line typed at the terminal,
//! against the questions of the moment, when it was made against the journal as it stands (its
//! `seq`, the journal's lines then). Made against an older journal, it is either a resend of the
//! entry written next after that `seq` (the same event: nothing written, said a duplicate) or
//! an entry the table moved past (nothing written). The one writer writes it as any entry.

use super::answer::{Answer, Misread};
use super::held::Hold;
use super::served::{Outcome, Phone};
use super::{enter, reader, scoreboard, typing, Asker};
use crate::cards::Letters;
use crate::engine::{Event, Question};
use crate::error::Error;
use crate::i18n::{Catalog, Names};
use crate::journal::Writer;
use crate::session::Session;
use crate::term::{paint, Paint, Stream};

/// Whether `phone`'s entry, read as it was made (against the journal of its `seq` lines), is
/// the event written at the line after it.
fn resent(session: &Session, letters: Letters, phone: &Phone) -> bool {
    let Some(written) = session.written_at(phone.seq + 1) else { return false };
    // An entry that says what it is (what a phone's taps send) means the same in any state:
    // compared as it is, without folding the session back to the phone's seq.
    if let Some(Answer::Event(e)) = reader(session, letters).read_full(&phone.line) {
        return e == written;
    }
    let Ok(then) = session.as_of(phone.seq) else { return false };
    let questions = then.questions();
    let asked: Vec<&Question> = questions.iter().collect();
    match reader(&then, letters).read(&phone.line, &asked) {
        Ok(Answer::Event(e)) => e == written,
        Ok(Answer::Amend { line: Some(line), with: Some(text) }) => {
            super::replacement(&then, letters, line, &text).is_ok_and(|e| e == written)
        }
        Ok(Answer::Undo) => written == Event::Undo,
        _ => false,
    }
}

/// The entries written after line `seq` up to the journal's end, in words (the latest few), for
/// a phone whose entry came from an older page.
fn since(session: &Session, x: &Names, cat: &dyn Catalog, seq: usize, now: usize) -> Vec<String> {
    const SAID: usize = 6;
    let first = (seq + 1).max(now.saturating_sub(SAID - 1));
    let mut out: Vec<String> = (first..=now).filter_map(|l| session.written_at(l)).map(|e| cat.entry(&e, x)).collect();
    if first > seq + 1 {
        out.insert(0, "…".into());
    }
    out
}

/// Take a phone's entry: check its `seq` (and the held play its page was made at), read it,
/// write it, hold it for its word, or not; what it came to (the table answers the phone once
/// the phones are shown the new state). While a play is held (`hold`), only an answer to its
/// question is taken (and ends the hold); a play that needs its word starts one.
pub(super) fn take(
    session: &mut Session,
    writer: &mut Writer,
    asker: &mut Asker,
    (cat, letters): (&dyn Catalog, Letters),
    (pending, shown, hold): (&[&Question], Option<usize>, &mut Option<Hold>),
    phone: &Phone,
) -> Result<Outcome, Error> {
    let seq = writer.lines();
    let seating = session.seating.clone();
    let x = Names::of(&seating, session.ruleset.deck_kind).typed_with(letters);
    let held_now = hold.map(|h| h.key(&x)).unwrap_or_default();
    if phone.seq > seq {
        return Ok(Outcome::Malformed);
    }
    if phone.seq < seq {
        return Ok(if resent(session, letters, phone) {
            Outcome::Duplicate { seq }
        } else {
            Outcome::Moved { what: cat.moved_since(&since(session, &x, cat, phone.seq, seq)) }
        });
    }
    if phone.held.as_ref().is_some_and(|made| *made != held_now) {
        // A page of the same journal, another question: a play held since, or no longer.
        let what = match hold {
            Some(h) => cat.held_asking(&x.player(h.player), h.word),
            None => cat.moved_since(&[]),
        };
        return Ok(Outcome::Moved { what });
    }
    let read = reader(session, letters).read(&phone.line, pending);
    let refused = |m: &Misread| Outcome::Refused { reason: cat.misread_sentence(m, &x) };
    let say = |asker: &mut Asker, e: &Event| {
        let said = cat.phone_entry(&cat.entry(e, &x));
        asker.say(&paint(Stream::Stderr, Paint::Note, &format!("• {said}")));
    };
    let help = || Outcome::Text {
        text: format!("{}\n{}", cat.help(&session.game().forms(), &x), cat.legend(&typing(session, letters))),
    };
    if let Some(h) = *hold {
        return Ok(match read {
            Ok(Answer::Event(e)) if h.answered_by(&e) => {
                // The held play's question answered: written, for all.
                *hold = None;
                say(asker, &e);
                written(enter(session, writer, asker, (cat, letters), e, shown)?, writer)
            }
            Ok(Answer::Help) => help(),
            Ok(Answer::Score) => Outcome::Text { text: scoreboard(session, cat) },
            Ok(Answer::Quit) => Outcome::Refused { reason: cat.quit_from_phone() },
            Err(m) if !matches!(m, Misread::Empty) => refused(&m),
            // Anything else would overtake the question.
            _ => Outcome::Refused { reason: cat.held_asking(&x.player(h.player), h.word) },
        });
    }
    Ok(match read {
        Err(Misread::Empty) | Ok(Answer::Decline) => Outcome::Refused { reason: cat.malformed_entry() },
        Err(m) => refused(&m),
        Ok(Answer::Help) => help(),
        Ok(Answer::Score) => Outcome::Text { text: scoreboard(session, cat) },
        Ok(Answer::Quit) => Outcome::Refused { reason: cat.quit_from_phone() },
        Ok(Answer::Amend { line: None, .. }) => refused(&Misread::AmendForm),
        Ok(Answer::Amend { line: Some(line), with: None }) => refused(&Misread::AmendWhat { line }),
        Ok(Answer::Amend { line: Some(line), with: Some(text) }) => {
            match super::replacement(session, letters, line, &text) {
                Ok(e) => {
                    say(asker, &e);
                    written(enter(session, writer, asker, (cat, letters), e, None)?, writer)
                }
                Err(m) => refused(&m),
            }
        }
        Ok(Answer::Undo) => written(enter(session, writer, asker, (cat, letters), Event::Undo, None)?, writer),
        // A phone's `end` is meant only when it says so (`confirm=1`): asked, nothing written.
        Ok(Answer::Event(Event::End)) if !phone.confirm && !session.ended() => {
            Outcome::Confirm { text: cat.end_confirm(super::served::seconds(super::served::closing_window())) }
        }
        Ok(Answer::Event(e)) => {
            say(asker, &e);
            match Hold::of(session.game(), &e) {
                // Not written yet: the table (the terminal, every phone) asks whether it was said.
                Some(h) => {
                    *hold = Some(h);
                    Outcome::Held { seq }
                }
                None => written(enter(session, writer, asker, (cat, letters), e, shown)?, writer),
            }
        }
    })
}

/// What [`enter`] came to, for the phone.
fn written(refused: Option<String>, writer: &Writer) -> Outcome {
    match refused {
        None => Outcome::Written { seq: writer.lines() },
        Some(reason) => Outcome::Refused { reason },
    }
}
