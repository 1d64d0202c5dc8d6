/*!
An entry as the session keeps it: its line, its time and what it means (or why it could not be
read as anything), in 24 bytes — not its text, which the journal keeps. A long session holds
hundreds of thousands of entries (#28): a play, a bid and a deal, nearly all of them, are kept in
place; anything else in a box of its own. The times are kept in one buffer for all the entries.
*/

use crate::cards::Card;
use crate::engine::{Call, Event, Refusal, Say, Seat, Trump};

/// An entry's event, the common ones in place.
#[derive(Debug, Clone)]
enum Kept {
    Play { player: u8, card: Card, say: Option<Say> },
    Bid { player: u8, call: Call, trump: Option<Trump> },
    Deal { dealer: u8, turned: Option<Card>, bottom: Option<Card> },
    Undo,
    Other(Box<Result<Event, Refusal>>),
}

impl Kept {
    fn of(event: Result<Event, Refusal>) -> Kept {
        let small = |seat: Seat| u8::try_from(seat).ok();
        match event {
            Ok(Event::Play { player, card, say }) if small(player).is_some() => {
                Kept::Play { player: player as u8, card, say }
            }
            Ok(Event::Bid { player, call, trump }) if small(player).is_some() => {
                Kept::Bid { player: player as u8, call, trump }
            }
            Ok(Event::Deal { dealer, turned, bottom }) if small(dealer).is_some() => {
                Kept::Deal { dealer: dealer as u8, turned, bottom }
            }
            Ok(Event::Undo) => Kept::Undo,
            event => Kept::Other(Box::new(event)),
        }
    }
}

/// No time.
const NO_TIME: u32 = u32::MAX;

/// An entry as the session keeps it.
#[derive(Debug, Clone)]
pub(super) struct Stored {
    line: u32,
    /// Where its time starts in [`Entries`]' buffer ([`NO_TIME`]: it has none).
    at: u32,
    kept: Kept,
}

impl Stored {
    /// Its journal line.
    pub(super) fn line(&self) -> usize {
        self.line as usize
    }

    pub(super) fn set_line(&mut self, line: usize) {
        self.line = u32::try_from(line).unwrap_or(u32::MAX);
    }

    /// What it means, or why it could not be read.
    pub(super) fn event(&self) -> Result<Event, Refusal> {
        match &self.kept {
            Kept::Play { player, card, say } => Ok(Event::Play { player: *player as Seat, card: *card, say: *say }),
            Kept::Bid { player, call, trump } => Ok(Event::Bid { player: *player as Seat, call: *call, trump: *trump }),
            Kept::Deal { dealer, turned, bottom } => {
                Ok(Event::Deal { dealer: *dealer as Seat, turned: *turned, bottom: *bottom })
            }
            Kept::Undo => Ok(Event::Undo),
            Kept::Other(event) => (**event).clone(),
        }
    }

    /// The event, when it is neither of the kinds kept in place (an amend, an option, a note…).
    pub(super) fn other(&self) -> Option<&Event> {
        match &self.kept {
            Kept::Other(event) => event.as_ref().as_ref().ok(),
            _ => None,
        }
    }

    /// Whether it could not be read as anything.
    pub(super) fn is_err(&self) -> bool {
        matches!(&self.kept, Kept::Other(event) if event.is_err())
    }

    /// The line of the entry it amends, for an amend.
    pub(super) fn amends(&self) -> Option<usize> {
        match self.other() {
            Some(Event::Amend { line, .. }) => Some(*line),
            _ => None,
        }
    }
}

/// The entries of a session, their times in one buffer: each its length (seven bits a byte,
/// the last byte's high bit clear) and its text.
#[derive(Debug, Clone, Default)]
pub(super) struct Entries {
    list: Vec<Stored>,
    times: Vec<u8>,
}

impl Entries {
    pub(super) fn push(&mut self, line: usize, at: Option<&str>, event: Result<Event, Refusal>) {
        let at = match at {
            // A buffer past 4 GiB (a journal is capped far below) keeps no more times.
            Some(a) if self.times.len() + a.len() + 8 < NO_TIME as usize => {
                let start = self.times.len() as u32;
                let mut len = a.len();
                while len >= 0x80 {
                    self.times.push((len & 0x7f) as u8 | 0x80);
                    len >>= 7;
                }
                self.times.push(len as u8);
                self.times.extend_from_slice(a.as_bytes());
                start
            }
            _ => NO_TIME,
        };
        let mut stored = Stored { line: 0, at, kept: Kept::of(event) };
        stored.set_line(line);
        self.list.push(stored);
    }

    /// Take back the last entry (and its time).
    pub(super) fn pop(&mut self) {
        if let Some(s) = self.list.pop() {
            if s.at != NO_TIME {
                self.times.truncate(s.at as usize);
            }
        }
    }

    pub(super) fn len(&self) -> usize {
        self.list.len()
    }

    pub(super) fn iter(&self) -> std::slice::Iter<'_, Stored> {
        self.list.iter()
    }

    pub(super) fn last(&self) -> Option<&Stored> {
        self.list.last()
    }

    pub(super) fn last_mut(&mut self) -> Option<&mut Stored> {
        self.list.last_mut()
    }

    /// The time of an entry.
    pub(super) fn at(&self, stored: &Stored) -> Option<&str> {
        if stored.at == NO_TIME {
            return None;
        }
        let (mut k, mut len, mut shift) = (stored.at as usize, 0usize, 0);
        loop {
            let b = *self.times.get(k)?;
            len |= usize::from(b & 0x7f) << shift;
            k += 1;
            shift += 7;
            if b & 0x80 == 0 {
                break;
            }
        }
        std::str::from_utf8(self.times.get(k..k + len)?).ok()
    }
}

impl std::ops::Index<usize> for Entries {
    type Output = Stored;
    fn index(&self, i: usize) -> &Stored {
        &self.list[i]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_reads_back_as_it_was_kept() {
        let mut e = Entries::default();
        let play = Event::Play { player: 2, card: Card(5), say: Some(Say::Belote) };
        e.push(7, Some("2026-01-01T20:00:00Z"), Ok(play.clone()));
        e.push(8, None, Err(Refusal::NothingToUndo));
        e.push(9, Some("late"), Ok(Event::End));
        let long = "x".repeat(300);
        e.push(10, Some(&long), Ok(Event::End));
        assert_eq!(e.at(&e[3]), Some(long.as_str()));
        e.pop();
        assert_eq!(e[0].event(), Ok(play));
        assert_eq!(e[0].line(), 7);
        assert_eq!(e.at(&e[0]), Some("2026-01-01T20:00:00Z"));
        assert!(e[1].is_err() && e.at(&e[1]).is_none());
        assert_eq!(e.at(&e[2]), Some("late"));
        e.pop();
        assert_eq!(e.times.len(), 1 + "2026-01-01T20:00:00Z".len());
        assert!(std::mem::size_of::<Stored>() <= 24);
    }
}
