//! A play held for its word. Where the game needs belote and rebelote said with the cards
//! (belote-es), a trump king or queen entered without the word is not written at once: the table
//! holds it and asks whether it was said, at the terminal and, at a served table, on every phone
//! (`/state` publishes the question; each answer is a whole entry, `Pep KC belote` or `Pep KC`).
//! The first answer, from wherever, completes the play. At the terminal (or in a script) any
//! other line, the end of the input or Ctrl-C writes the play as not said, and that line is then
//! read as the next entry; from a phone any other entry is refused, the question named. The
//! journal gets one `play` line either way, the same as `Pep KH belote` typed in one go, so a
//! script that never answers the question stays in step.

use super::answer::Answer;
use super::ask::Reply;
use crate::cards::{Card, Letters};
use crate::engine::{Ask, Event, Game, Question, Say};
use crate::i18n::{typed_entry, Names};
use crate::session::Session;

/// A play held until the table knows whether its word was said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Hold {
    pub(crate) player: usize,
    pub(crate) card: Card,
    pub(crate) word: Say,
}

/// What a reply at the terminal makes of a held play: the play to write, and a reply the
/// question did not take (read next, as it came).
pub(crate) struct Held {
    pub(crate) play: Event,
    pub(crate) then: Option<Reply>,
}

impl Hold {
    /// The hold a play entered without its word starts, when the game asks for the word.
    pub(crate) fn of(game: &dyn Game, e: &Event) -> Option<Hold> {
        match *e {
            Event::Play { player, card, say: None } => {
                game.word_for(player, card).map(|word| Hold { player, card, word })
            }
            _ => None,
        }
    }

    /// The question the table asks while the play is held.
    pub(crate) fn question(&self) -> Question {
        Question::of(self.player, Ask::Say { card: self.card, word: self.word })
    }

    /// The play without its word ("not said").
    pub(crate) fn unsaid(&self) -> Event {
        Event::Play { player: self.player, card: self.card, say: None }
    }

    /// Whether `e` answers the question: the same play, with or without its word.
    pub(crate) fn answered_by(&self, e: &Event) -> bool {
        matches!(*e, Event::Play { player, card, .. } if player == self.player && card == self.card)
    }

    /// What names this hold on a page (the `held` field its forms post): the play without its
    /// word as a phone's tap sends it (`Pep KC`), the default answer of the published question.
    pub(crate) fn key(&self, x: &Names) -> String {
        typed_entry(&self.unsaid(), x)
    }

    /// What the terminal's reply to the question comes to: a pick of its list, or the same play
    /// typed again (with or without its word, or the word, yes, no, Enter), answers it; anything
    /// else writes the play as not said and is read next.
    pub(crate) fn typed(&self, session: &Session, letters: Letters, reply: Reply) -> Held {
        let question = self.question();
        let unsaid = self.unsaid();
        let line = match reply {
            Reply::Pick(i) => {
                return Held { play: question.choices().get(i).cloned().unwrap_or(unsaid), then: None };
            }
            Reply::Line(line) => line,
            other => return Held { play: unsaid, then: Some(other) },
        };
        match super::reader(session, letters).read(&line, &[&question]) {
            Ok(Answer::Event(e)) if self.answered_by(&e) => Held { play: e, then: None },
            _ => Held { play: unsaid, then: Some(Reply::Line(line)) },
        }
    }
}

/// The held question among the questions published (the first one asked), if it is one.
pub(crate) fn published(questions: &[&Question]) -> Option<Hold> {
    match questions.first().copied() {
        Some(Question { who: Some(player), ask: Ask::Say { card, word }, .. }) => {
            Some(Hold { player: *player, card: *card, word: *word })
        }
        _ => None,
    }
}
