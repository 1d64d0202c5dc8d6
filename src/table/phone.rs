//! A phone's entry at a served table (docs/serve.md): read like a line typed at the terminal,
//! against the questions of the moment, when it was made against the journal as it stands (its
//! `seq`, the journal's lines then). Made against an older journal, it is either a resend of the
//! entry written next after that `seq` (the same event: nothing written, said a duplicate) or
//! an entry the table moved past (nothing written). The one writer writes it as any entry. A
//! seated phone's bare answer is its player's (`table::seat`).

use super::answer::{Answer, Misread};
use super::held::Hold;
use super::served::{Outcome, Phone, Section};
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
    // A seated phone's bare answer is its player's, then as now.
    let Ok(read) = super::seat::read(&reader(&then, letters), &phone.line, &asked, phone.seat) else { return false };
    match read {
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
    let read = match super::seat::read(&reader(session, letters), &phone.line, pending, phone.seat) {
        Ok(read) => read,
        // A seated phone's bare answer when its player is not asked: whose turn it is (or, while
        // a play is held, the question), nothing written.
        Err(not) => {
            let reason = match hold {
                Some(h) => cat.held_asking(&x.player(h.player), h.word),
                None => {
                    let turn: Vec<String> = not.turn.iter().map(|p| x.player(*p)).collect();
                    cat.not_your_turn(&turn, &x.player(not.seat))
                }
            };
            return Ok(Outcome::Refused { reason });
        }
    };
    let refused = |m: &Misread| Outcome::Refused { reason: cat.misread_sentence(m, &x) };
    let say = |asker: &mut Asker, e: &Event| {
        let said = cat.phone_entry(&cat.entry(e, &x));
        asker.say(&paint(Stream::Stderr, Paint::Note, &format!("• {said}")));
    };
    // Help as a phone's help section says it (nothing of Enter or quit), in plain text.
    let help = || {
        let (head, forms) = cat.phone_help(&session.game().forms(), &x);
        let legend = cat.legend(&typing(session, letters));
        Outcome::Text { text: format!("{head}\n  {}\n{legend}", forms.join("\n  ")), section: Section::Help }
    };
    let score = || Outcome::Text { text: scoreboard(session, cat), section: Section::Score };
    if let Some(h) = *hold {
        return Ok(match read {
            Ok(Answer::Event(e)) if h.answered_by(&e) => {
                // The held play's question answered: written, for all.
                *hold = None;
                say(asker, &e);
                written(enter(session, writer, asker, (cat, letters), e, shown)?, writer)
            }
            Ok(Answer::Help) => help(),
            Ok(Answer::Score) => score(),
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
        Ok(Answer::Score) => score(),
        Ok(Answer::Quit) => Outcome::Refused { reason: cat.quit_from_phone() },
        Ok(Answer::Amend { line: None, .. }) => refused(&Misread::AmendForm),
        Ok(Answer::Amend { line: Some(line), with: None }) => refused(&Misread::AmendWhat { line }),
        Ok(Answer::Amend { line: Some(line), with: Some(text) }) => {
            match super::replacement(session, letters, line, &text) {
                Ok(e) => {
                    say(asker, &e);
                    let done = amended(&e, cat, &x);
                    let outcome = written(enter(session, writer, asker, (cat, letters), e, None)?, writer);
                    done_as(outcome, done)
                }
                Err(m) => refused(&m),
            }
        }
        Ok(Answer::Undo) => {
            // What it retracts, said to the phone once written.
            let done = session.undoable().map(|e| cat.phone_undone(&cat.entry(&e, &x)));
            let outcome = written(enter(session, writer, asker, (cat, letters), Event::Undo, None)?, writer);
            done_as(outcome, done)
        }
        // A phone's `end` is meant only when it says so (`confirm=1`): asked, nothing written.
        // A side confirms or disputes the result on a phone seated on that side.
        Ok(Answer::Event(Event::Confirm { side } | Event::Dispute { side, .. }))
            if !phone.seat.is_some_and(|p| session.seating.members.get(side).is_some_and(|m| m.contains(&p))) =>
        {
            Outcome::Refused { reason: cat.not_your_side(&x.side(side)) }
        }
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
                None => {
                    // An amend typed in full says what the line holds now.
                    let done = amended(&e, cat, &x);
                    let outcome = written(enter(session, writer, asker, (cat, letters), e, shown)?, writer);
                    done_as(outcome, done)
                }
            }
        }
    })
}

/// What an amend did, for the phone that sent it: the line and the entry it holds now.
fn amended(e: &Event, cat: &dyn Catalog, x: &Names) -> Option<String> {
    match e {
        Event::Amend { line, entry } => Some(cat.phone_amended(*line, &cat.entry(entry, x))),
        _ => None,
    }
}

/// A written entry said to the phone that sent it with what it did (`done`); a refusal as it is.
fn done_as(outcome: Outcome, done: Option<String>) -> Outcome {
    match (outcome, done) {
        (Outcome::Written { seq }, Some(done)) => Outcome::Done { seq, done },
        (other, _) => other,
    }
}

/// What [`enter`] came to, for the phone.
fn written(refused: Option<String>, writer: &Writer) -> Outcome {
    match refused {
        None => Outcome::Written { seq: writer.lines() },
        Some(reason) => Outcome::Refused { reason },
    }
}
