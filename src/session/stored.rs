/*!
An entry as the session keeps it: its line, its time and what it means (or why it could not be
read as anything), in 16 bytes — not its text, which the journal keeps. A long session holds
hundreds of thousands of entries (#28): a play, a bid and a deal, nearly all of them, are kept in
place; anything else in a list of its own, the entry keeping its place there. The times are kept
in one buffer for all the entries.
*/

use crate::engine::{Event, Refusal, Seat};

/// Makes, from the declaration of the events: `Kept`, an entry's event with the events the
/// declaration keeps in place (their players in a byte each), and the ways into it and out.
macro_rules! kept {
    (
        keys { $($_keys:tt)* }
        events { $($_events:tt)* }
        unboxed { $($_unboxed:tt)* }
        boxed { $($_boxed:tt)* }
        kept { $(
            $(#[$_d:meta])* $V:ident $_code:literal $({
                $( $(#[$_fd:meta])* $f:ident: $p:ident $k:ident $m:ident $(($_a:ident))? ),* $(,)? $(; $($_j:tt)*)?
            })?
        )* }
    ) => {
        /// An entry's event, the common ones in place.
        #[derive(Debug, Clone)]
        enum Kept {
            $( $V $({ $( $f: small!($p $k $m) ),* })?, )*
            /// Its place in [`Entries`]' list of other events.
            Other(u32),
        }

        impl Kept {
            fn of(event: Result<Event, Refusal>, others: &mut Vec<Result<Event, Refusal>>) -> Kept {
                match event {
                    $( Ok(Event::$V { $($($f),*)? }) if true $($( && fits!($p $k $m, $f) )*)? => {
                        Kept::$V { $($( $f: into!($p $k $m, $f) ),*)? }
                    } )*
                    event => {
                        // A journal is capped far below 2^32 entries.
                        others.push(event);
                        Kept::Other((others.len() - 1) as u32)
                    }
                }
            }

            /// The event, the others' kept in `others`.
            fn event(&self, others: &[Result<Event, Refusal>]) -> Result<Event, Refusal> {
                match self {
                    $( Kept::$V { $($($f),*)? } => Ok(Event::$V { $($( $f: out!($p $k $m, $f) ),*)? }), )*
                    Kept::Other(k) => others[*k as usize].clone(),
                }
            }
        }
    };
}

/// A field kept in place: a seat in a byte, anything else as the event has it.
macro_rules! small {
    (one text seat) => { u8 };
    (opt text seat) => { Option<u8> };
    ($p:ident $k:ident $m:ident) => { crate::engine::events::typed_field!($p $k $m) };
}

/// Whether a field's value can be kept in place.
macro_rules! fits {
    (one text seat, $x:ident) => {
        u8::try_from($x).is_ok()
    };
    (opt text seat, $x:ident) => {
        $x.is_none_or(|s| u8::try_from(s).is_ok())
    };
    ($p:ident $k:ident $m:ident, $x:ident) => {
        true
    };
}

/// A field's value as it is kept ([`fits`] said it can be).
macro_rules! into {
    (one text seat, $x:ident) => {
        $x as u8
    };
    (opt text seat, $x:ident) => {
        $x.map(|s| s as u8)
    };
    ($p:ident $k:ident $m:ident, $x:ident) => {
        $x
    };
}

/// A field's value as the event has it.
macro_rules! out {
    (one text seat, $x:ident) => {
        Seat::from(*$x)
    };
    (opt text seat, $x:ident) => {
        $x.map(Seat::from)
    };
    ($p:ident $k:ident $m:ident, $x:ident) => {
        *$x
    };
}

crate::engine::events::events!(kept);

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
}

/// The entries of a session, their times in one buffer: each its length (seven bits a byte,
/// the last byte's high bit clear) and its text.
#[derive(Debug, Clone, Default)]
pub(super) struct Entries {
    list: Vec<Stored>,
    times: Vec<u8>,
    /// The events other than a play, a bid, a deal or an undo (or why an entry could not be
    /// read), in order.
    others: Vec<Result<Event, Refusal>>,
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
        let mut stored = Stored { line: 0, at, kept: Kept::of(event, &mut self.others) };
        stored.set_line(line);
        self.list.push(stored);
    }

    /// Take back the last entry (and its time).
    pub(super) fn pop(&mut self) {
        if let Some(s) = self.list.pop() {
            if s.at != NO_TIME {
                self.times.truncate(s.at as usize);
            }
            if let Kept::Other(k) = s.kept {
                self.others.truncate(k as usize);
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

    /// What an entry means, or why it could not be read.
    pub(super) fn event(&self, stored: &Stored) -> Result<Event, Refusal> {
        stored.kept.event(&self.others)
    }

    /// An entry's event, when it is neither of the kinds kept in place (an amend, an option, a
    /// note…).
    pub(super) fn other(&self, stored: &Stored) -> Option<&Event> {
        match &stored.kept {
            Kept::Other(k) => self.others[*k as usize].as_ref().ok(),
            _ => None,
        }
    }

    /// Whether an entry could not be read as anything.
    pub(super) fn is_err(&self, stored: &Stored) -> bool {
        matches!(&stored.kept, Kept::Other(k) if self.others[*k as usize].is_err())
    }

    /// The line of the entry an amend amends.
    pub(super) fn amends(&self, stored: &Stored) -> Option<usize> {
        match self.other(stored) {
            Some(Event::Amend { line, .. }) => Some(*line),
            _ => None,
        }
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

/// Places in the entries (the entries in force, in order), four bytes each: a journal is capped
/// far below 2^32 entries.
#[derive(Debug, Clone, Default)]
pub(super) struct Places(Vec<u32>);

impl Places {
    pub(super) fn push(&mut self, i: usize) {
        self.0.push(i as u32);
    }

    pub(super) fn pop(&mut self) -> Option<usize> {
        self.0.pop().map(|i| i as usize)
    }

    pub(super) fn len(&self) -> usize {
        self.0.len()
    }

    /// The `k`-th place.
    pub(super) fn at(&self, k: usize) -> usize {
        self.0[k] as usize
    }

    pub(super) fn iter(&self) -> impl DoubleEndedIterator<Item = usize> + '_ {
        self.0.iter().map(|i| *i as usize)
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
    use crate::cards::Card;
    use crate::engine::Say;

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
        assert_eq!(e.event(&e[0]), Ok(play));
        assert_eq!(e[0].line(), 7);
        assert_eq!(e.at(&e[0]), Some("2026-01-01T20:00:00Z"));
        assert!(e.is_err(&e[1]) && e.at(&e[1]).is_none());
        assert_eq!(e.at(&e[2]), Some("late"));
        assert_eq!(e.event(&e[2]), Ok(Event::End));
        e.pop();
        assert_eq!(e.times.len(), 1 + "2026-01-01T20:00:00Z".len());
        // The refusal kept aside, the end taken back with its entry.
        assert_eq!(e.others.len(), 1);
        assert_eq!(std::mem::size_of::<Stored>(), 16);
    }
}
