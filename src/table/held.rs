//! A play held for its word. Where the game needs belote and rebelote said with the cards
//! (belote-es), a trump king or queen typed without the word is not written at once: the table
//! asks whether it was said. The answer (the word, yes, no, Enter) completes the play; any
//! other line, the end of the input or Ctrl-C writes the play as not said, and that line is then
//! read as the next entry. The journal gets one `play` line either way, the same as
//! `Pep KH belote` typed in one go, so a script that never answers the question stays in step.

use super::answer::Answer;
use super::ask::{Asker, Reply};
use crate::cards::{Card, Letters};
use crate::engine::{Ask, Event, Game, Question, Say};
use crate::error::Error;
use crate::i18n::{Catalog, Names, Text};
use crate::session::Session;

/// The play to write, and a reply the question did not take (read next, as it came).
pub(crate) struct Held {
    pub(crate) play: Event,
    pub(crate) then: Option<Reply>,
}

/// The word a play typed without one may carry: (player, card, word), when the game asks.
pub(crate) fn word_for(game: &dyn Game, e: &Event) -> Option<(usize, Card, Say)> {
    match *e {
        Event::Play { player, card, say: None } => game.word_for(player, card).map(|w| (player, card, w)),
        _ => None,
    }
}

/// Ask whether `player` said `word` with `card`.
pub(crate) fn ask_word(
    session: &Session,
    asker: &mut Asker,
    (cat, letters): (&dyn Catalog, Letters),
    (player, card, word): (usize, Card, Say),
) -> Result<Held, Error> {
    let question = Question::of(player, Ask::Say { card, word });
    let unsaid = Event::Play { player, card, say: None };
    let names = Names::of(&session.seating, session.ruleset.deck_kind).typed_with(letters);
    let choices = question.choices();
    let labels: Vec<String> = choices.iter().map(|e| cat.choice(e, &names)).collect();
    let default = cat.choice(&unsaid, &names);
    let reply = asker.ask(&cat.question(&question, &names), Some(&default), &labels, cat.text(Text::TypeAnEntry))?;
    let line = match reply {
        Reply::Pick(i) => return Ok(Held { play: choices.get(i).cloned().unwrap_or(unsaid), then: None }),
        Reply::Line(line) => line,
        other => return Ok(Held { play: unsaid, then: Some(other) }),
    };
    let reader = super::reader(session, letters);
    // The same play typed again, with or without its word, answers too.
    match reader.read(&line, &[&question]) {
        Ok(Answer::Event(e @ Event::Play { player: p, card: c, .. })) if p == player && c == card => {
            Ok(Held { play: e, then: None })
        }
        _ => Ok(Held { play: unsaid, then: Some(Reply::Line(line)) }),
    }
}
