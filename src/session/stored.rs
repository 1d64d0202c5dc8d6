/*!
An entry as the session keeps it: its line, its time and what it means (or why it could not be
read as anything), in 16 bytes — not its text, which the journal keeps. A long session holds
hundreds of thousands of entries (#28): a play, a bid and a deal, nearly all of them, are kept in
place; anything else in a list of its own, the entry keeping its place there. The times are kept
in one buffer for all the entries.
*/

use super::spill::{Loaded, Old};
use crate::engine::{Event, Refusal, Seat};
use std::sync::Arc;

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
/// the last byte's high bit clear) and its text. A table resumed holds only its recent entries,
/// the older ones left in its journal and read back when asked ([`super::spill`]): indices and
/// times' places stay those of the whole list.
#[derive(Debug, Clone, Default)]
pub(super) struct Entries {
    /// The entries held: from [`Old::entries`] on.
    list: Vec<Stored>,
    /// Their times: from byte [`Old::times`] of the whole buffer on.
    times: Vec<u8>,
    /// The events other than a play, a bid, a deal or an undo (or why an entry could not be
    /// read), in order: all of them, old or held (they are few).
    others: Vec<Result<Event, Refusal>>,
    /// The entries before the held ones, left in the journal; `None`: every entry is held.
    old: Option<Arc<Old>>,
}

impl Entries {
    pub(super) fn push(&mut self, line: usize, at: Option<&str>, event: Result<Event, Refusal>) {
        let held = self.times_base();
        let at = match at {
            // A buffer past 4 GiB (a journal is capped far below) keeps no more times.
            Some(a) if held + self.times.len() + a.len() + 8 < NO_TIME as usize => {
                let start = (held + self.times.len()) as u32;
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

    /// Take back the last entry (and its time): one held.
    pub(super) fn pop(&mut self) {
        if let Some(s) = self.list.pop() {
            if s.at != NO_TIME {
                self.times.truncate(s.at as usize - self.times_base());
            }
            if let Kept::Other(k) = s.kept {
                self.others.truncate(k as usize);
            }
        }
    }

    pub(super) fn len(&self) -> usize {
        self.base() + self.list.len()
    }

    /// The index of the first entry held (0: every entry is held).
    pub(super) fn base(&self) -> usize {
        self.old.as_ref().map_or(0, |o| o.entries)
    }

    /// Where the held entries' times start in the whole buffer.
    fn times_base(&self) -> usize {
        self.old.as_ref().map_or(0, |o| o.times)
    }

    /// Every entry, the old ones read back from the journal.
    pub(super) fn iter(&self) -> impl DoubleEndedIterator<Item = &Stored> + '_ {
        let old: &[Stored] = self.old.as_ref().map_or(&[], |o| &o.loaded().list);
        old.iter().chain(self.list.iter())
    }

    /// The entries held, the first of them at index [`Entries::base`].
    pub(super) fn held(&self) -> &[Stored] {
        &self.list
    }

    pub(super) fn last(&self) -> Option<&Stored> {
        self.list.last().or_else(|| self.old.as_ref()?.loaded().list.last())
    }

    /// The last entry held.
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
        let held = self.times_base();
        let (times, mut k) = match (stored.at as usize).checked_sub(held) {
            Some(k) => (&self.times[..], k),
            None => (&self.old.as_ref()?.loaded().times[..], stored.at as usize),
        };
        let (mut len, mut shift) = (0usize, 0);
        loop {
            let b = *times.get(k)?;
            len |= usize::from(b & 0x7f) << shift;
            k += 1;
            shift += 7;
            if b & 0x80 == 0 {
                break;
            }
        }
        std::str::from_utf8(times.get(k..k + len)?).ok()
    }

    /// Where the times of the entries from index `i` (one held) start in the whole buffer.
    pub(super) fn times_from(&self, i: usize) -> usize {
        let from = i - self.base();
        let next = self.list[from..].iter().find(|s| s.at != NO_TIME);
        next.map_or(self.times_base() + self.times.len(), |s| s.at as usize)
    }

    /// The old entries as `old` has them (the held ones from its [`Old::entries`] on, which is
    /// at or after the first held now).
    pub(super) fn spill(&mut self, old: Arc<Old>) {
        let (entries, times) = (old.entries - self.base(), old.times - self.times_base());
        self.list.drain(..entries);
        self.times.drain(..times);
        self.old = Some(old);
    }

    /// The old part left in the journal, if any.
    pub(super) fn old(&self) -> Option<&Arc<Old>> {
        self.old.as_ref()
    }

    /// The old part as the same, read back again only when asked (what was read back is let go).
    pub(super) fn set_old(&mut self, old: Arc<Old>) {
        self.old = Some(old);
    }

    /// The entries read back: what [`Entries::push`] made of them, and the places in force among
    /// them, as the session kept them.
    pub(super) fn into_loaded(self, places: Vec<u32>) -> Loaded {
        Loaded { list: self.list, times: self.times, places }
    }
}

/// Places in the entries (the entries in force, in order), four bytes each: a journal is capped
/// far below 2^32 entries. Like [`Entries`], a table resumed holds only the recent ones.
#[derive(Debug, Clone, Default)]
pub(super) struct Places {
    /// The places held: from [`Old::places`] on.
    held: Vec<u32>,
    old: Option<Arc<Old>>,
}

impl Places {
    pub(super) fn push(&mut self, i: usize) {
        self.held.push(i as u32);
    }

    /// Take the last place; when none is held, the old ones are read back and held again.
    pub(super) fn pop(&mut self) -> Option<usize> {
        if self.held.is_empty() {
            if let Some(old) = self.old.take() {
                self.held = old.loaded().places.clone();
            }
        }
        self.held.pop().map(|i| i as usize)
    }

    pub(super) fn len(&self) -> usize {
        self.base() + self.held.len()
    }

    /// The first place held (0: every place is held).
    pub(super) fn base(&self) -> usize {
        self.old.as_ref().map_or(0, |o| o.places)
    }

    /// The `k`-th place.
    pub(super) fn at(&self, k: usize) -> usize {
        match k.checked_sub(self.base()) {
            Some(h) => self.held[h] as usize,
            None => self.old.as_ref().map_or(0, |o| o.loaded().places[k]) as usize,
        }
    }

    /// The last place.
    pub(super) fn last(&self) -> Option<usize> {
        match self.held.last() {
            Some(i) => Some(*i as usize),
            None => self.old.as_ref()?.loaded().places.last().map(|i| *i as usize),
        }
    }

    /// Every place, the old ones read back from the journal.
    pub(super) fn iter(&self) -> impl DoubleEndedIterator<Item = usize> + '_ {
        self.iter_from(0)
    }

    /// The places from the `k`-th on, the old ones among them read back from the journal.
    pub(super) fn iter_from(&self, k: usize) -> impl DoubleEndedIterator<Item = usize> + '_ {
        let base = self.base();
        let old: &[u32] = match &self.old {
            Some(o) if k < base => &o.loaded().places[k..],
            _ => &[],
        };
        let held = self.held.get(k.saturating_sub(base)..).unwrap_or(&[]);
        old.iter().chain(held.iter()).map(|i| *i as usize)
    }

    /// The old places as `old` has them (its [`Old::places`] at or after the first held now).
    pub(super) fn spill(&mut self, old: Arc<Old>) {
        self.held.drain(..old.places - self.base());
        self.old = Some(old);
    }

    /// The old part left in the journal, if any.
    pub(super) fn old(&self) -> Option<&Arc<Old>> {
        self.old.as_ref()
    }

    pub(super) fn set_old(&mut self, old: Arc<Old>) {
        self.old = Some(old);
    }
}

impl std::ops::Index<usize> for Entries {
    type Output = Stored;
    fn index(&self, i: usize) -> &Stored {
        match i.checked_sub(self.base()) {
            Some(h) => &self.list[h],
            None => &self.old.as_ref().expect("an old entry is left in the journal").loaded().list[i],
        }
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
