/*!
Replaying a journal: whole, in memory ([`Session::replay`], [`Session::replay_with`]: what `resume`
and the board start from), or streamed from its file ([`Session::replay_streaming`]: `verify`,
`summary`, `stats`), which keeps nothing but one bit per entry and hands each hand over as it is
settled. Both give the same verdict.

A streamed replay reads the file twice: the first read ([`first_read`]) reads every line and finds
the entries in force; the second ([`Fold`]) folds them, decoded on a second thread.
*/

use super::{EntryError, Session};
use crate::engine::{Event, HandReport, Infraction, Meta, Notice, Refusal};
use crate::error::Error;
use crate::journal::codec::Cx;
use crate::journal::decoded::Lane;
use crate::journal::read::{Line, Scanned};
use crate::journal::{Journal, Problem, Record};
use std::fs::File;
use std::path::Path;

/// What a streamed replay leaves besides the hands it handed out.
#[derive(Debug, Clone)]
pub(crate) struct Tail {
    pub(crate) infractions: Vec<Infraction>,
    /// The time of the last entry that has one.
    pub(crate) last_at: Option<String>,
    pub(crate) errors: Vec<EntryError>,
    pub(crate) warnings: Vec<crate::journal::Warning>,
}

impl Tail {
    pub(crate) fn ok(&self) -> bool {
        self.infractions.is_empty() && self.errors.is_empty()
    }
}

/// The entries in force in a journal, as its lines are read: what the first read of a streamed
/// replay finds. An `undo` retracts the latest entry not yet retracted; the lines of those that
/// find none are kept.
#[derive(Debug, Default)]
struct InForce {
    /// The entries not retracted, by their place among the entries.
    stack: Vec<u32>,
    /// The lines of the `undo`s that found nothing to retract.
    idle: Vec<usize>,
    /// The entries.
    count: u32,
    /// Whether an `amend` is among them.
    amends: bool,
}

impl InForce {
    fn entry(&mut self, line: usize, undo: bool, amend: bool) {
        self.amends |= amend;
        if undo {
            if self.stack.pop().is_none() {
                self.idle.push(line);
            }
        } else {
            self.stack.push(self.count);
        }
        self.count += 1;
    }

    /// Whether each entry, by its place, is in force.
    fn flags(&self) -> Vec<bool> {
        let mut out = vec![false; self.count as usize];
        for k in &self.stack {
            out[*k as usize] = true;
        }
        out
    }
}

/// The first read: every line read in full (the quick reader for the plain shape, the full
/// reader, which says what is wrong, for anything else), and the entries in force.
fn first_read(file: &File, path: &Path) -> Result<(Scanned, InForce), Error> {
    use crate::journal::read::{parse_event_line, plain_kind};
    let mut f = InForce::default();
    let first = Journal::read_lines(file, crate::files::MAX_JOURNAL_BYTES + 1, path, &mut |line, n| {
        let (undo, amend) = match line {
            // An amend is never of the plain shape (it holds an object).
            Line::Bytes(text) => match plain_kind(text) {
                Some(kind) => (kind == crate::engine::EventKind::Undo, false),
                None => return Ok(false),
            },
            Line::Text(text) => {
                let record = parse_event_line(text, n)?.record;
                (matches!(record, Record::Undo), matches!(record, Record::Amend { .. }))
            }
        };
        f.entry(n, undo, amend);
        Ok(true)
    })?;
    Ok((first, f))
}

/// The second read's fold: the entries in force applied one by one, each hand handed over as it
/// is settled; the last entry's line and time kept for the end.
struct Fold<'h> {
    s: Session,
    /// Whether each entry, by its place, is in force; `None`: every one (no `undo` among them).
    in_force: Option<Vec<bool>>,
    /// The place of the next entry.
    k: usize,
    last_line: usize,
    /// The last entry's time (one buffer, not a copy per line), and whether it had one.
    last_at: String,
    has_at: bool,
    /// The time of the latest entry that has one.
    latest_at: Option<String>,
    overflow: Option<usize>,
    on_hand: &'h mut dyn FnMut(&Session, HandReport),
}

impl<'h> Fold<'h> {
    /// A fold of `s` from its first entry; `in_force` as the field says.
    fn new(s: Session, in_force: Option<Vec<bool>>, on_hand: &'h mut dyn FnMut(&Session, HandReport)) -> Fold<'h> {
        Fold {
            s,
            in_force,
            k: 0,
            last_line: 0,
            last_at: String::new(),
            has_at: false,
            latest_at: None,
            overflow: None,
            on_hand,
        }
    }
}

impl Fold<'_> {
    fn step(&mut self, n: usize, at: Option<&str>, event: Result<Event, Refusal>) {
        let keep = self.in_force.as_ref().is_none_or(|f| f.get(self.k).copied().unwrap_or(false));
        self.k += 1;
        self.last_line = n;
        self.last_at.clear();
        self.last_at.push_str(at.unwrap_or(""));
        self.has_at = at.is_some();
        if let Some(a) = at {
            let l = self.latest_at.get_or_insert_with(String::new);
            l.clear();
            l.push_str(a);
        }
        if !keep || self.overflow.is_some() {
            return;
        }
        let s = &mut self.s;
        match event.and_then(|ev| s.fold(&ev, n, at, 0).map_err(|r| *r)) {
            Ok(notices) => {
                s.take_reports(notices);
            }
            Err(refusal) => s.errors.push(EntryError { line: n, refusal }),
        }
        self.overflow = self.overflow.or(s.overflow_line);
        for r in std::mem::take(&mut self.s.reports) {
            (self.on_hand)(&self.s, r);
        }
    }
}

/// The end of a replay: the hand still open is settled as the end of the journal leaves it
/// (and handed over); what is left besides the hands.
fn close(
    mut s: Session,
    line: usize,
    at: Option<&str>,
    latest_at: Option<String>,
    idle: Vec<EntryError>,
    on_hand: &mut dyn FnMut(&Session, HandReport),
) -> (Session, Tail) {
    let mut infractions = Vec::new();
    if !s.ended {
        infractions = s.game.open_infractions();
        for n in s.game.close(Meta { line, at }) {
            if let Notice::Hand(r) = n {
                on_hand(&s, *r);
            }
        }
    }
    let mut errors = std::mem::take(&mut s.errors);
    errors.extend(idle);
    errors.sort_by_key(|e| e.line);
    let warnings = s.warnings.clone();
    (s, Tail { infractions, last_at: latest_at, errors, warnings })
}

impl Session {
    /// Replay a journal: every entry is applied; refused ones are listed as errors.
    pub fn replay(journal: &Journal) -> Result<Session, Error> {
        Session::replay_with(journal.clone(), None)
    }

    /// Replay a journal with the rules of a ruleset file the user names (`--ruleset`).
    pub fn replay_with(journal: Journal, ruleset_file: Option<&Path>) -> Result<Session, Error> {
        let shown = journal.path.display().to_string();
        let mut s = Session::open(journal.header, ruleset_file, &shown)?;
        s.warnings.extend(journal.warnings);
        for e in journal.entries {
            s.push(e);
            if let Some(line) = s.overflow_line {
                return Err(Error::Journal { path: shown, line, problem: Problem::Overflow });
            }
        }
        Ok(s)
    }

    /// Replay a journal streaming (a file opened with `files::open_regular`, or standard input copied
    /// into a file: `verify -`), in two reads of it; `path` names it in messages: the first reads
    /// every line and finds the entries in force (an `undo` retracts the latest entry not yet
    /// retracted, whatever it holds), the second folds them, handing each hand to `on_hand` as
    /// it is settled. Nothing grows with the journal but one bit per entry: the verdict is the
    /// one [`Session::replay`] gives.
    ///
    /// Everything that makes a journal unreadable — a line that does not read, a line or a file
    /// past its cap, rules that do not load — is found before the first hand is handed over, so
    /// that a caller streaming a verdict writes nothing of one that fails. (Only the fold finds a
    /// total that overflows.) The second read stops where the first did: a journal a table is
    /// still writing reads as it was.
    pub(crate) fn replay_streaming(
        file: &File,
        path: &Path,
        ruleset_file: Option<&Path>,
        on_hand: &mut dyn FnMut(&Session, HandReport),
    ) -> Result<(Session, Tail), Error> {
        Session::replay_streaming_held(file, path, ruleset_file, Lane::Thread, on_hand)
    }

    /// [`Session::replay_streaming`] for a caller that shows nothing before the replay ends
    /// (`summary`, `stats`): the same session and hands, in one read of the file instead of two
    /// while no entry is an `undo` or an `amend` — each line is decoded and folded as it is read.
    /// At the first that is, the replay starts again as [`Session::replay_streaming`] does, after
    /// `again` (the caller forgets the hands handed out so far). A journal that does not read
    /// may have handed out hands before its error. The lines are read in `lane`.
    pub(crate) fn replay_once(
        path: &Path,
        ruleset_file: Option<&Path>,
        lane: Lane,
        on_hand: &mut dyn FnMut(&Session, HandReport),
        again: &mut dyn FnMut(),
    ) -> Result<(Session, Tail), Error> {
        let (file, _) =
            crate::files::open_regular(path, crate::files::What::Journal, crate::files::MAX_JOURNAL_BYTES, false)?;
        Session::replay_once_open(&file, path, ruleset_file, lane, on_hand, again)
    }

    /// [`Session::replay_once`] of a journal already open (standard input copied into a file:
    /// `summary -`); `path` names it in messages.
    pub(crate) fn replay_once_open(
        file: &File,
        path: &Path,
        ruleset_file: Option<&Path>,
        lane: Lane,
        on_hand: &mut dyn FnMut(&Session, HandReport),
        again: &mut dyn FnMut(),
    ) -> Result<(Session, Tail), Error> {
        let shown = path.display().to_string();
        // Anything unusual in the header, or rules that do not load: the two reads say what is
        // wrong first, as they would.
        let opened = crate::journal::read::read_head(file)
            .and_then(|head| Some((Session::open(head.header.clone(), ruleset_file, &shown).ok()?, head)));
        let Some((s, head)) = opened else {
            return Session::replay_streaming_held(file, path, ruleset_file, lane, on_hand);
        };
        let s = s.streaming();
        let (seating, deck) = (s.seating.clone(), s.ruleset.deck_kind);
        let mut fold = Fold::new(s, None, on_hand);
        let cx = Cx { players: &seating.players, sides: &seating.sides, deck };
        let bytes = crate::files::MAX_JOURNAL_BYTES + 1;
        let read = crate::journal::decoded::scan_file_decoded_after(file, bytes, path, &head, cx, lane, &mut |d| {
            if d.revises {
                return false;
            }
            fold.step(d.line, d.at.as_deref(), d.event);
            true
        })?;
        if read.stopped {
            again();
            return Session::replay_streaming_held(file, path, ruleset_file, lane, fold.on_hand);
        }
        if let Some(line) = fold.overflow {
            return Err(Error::Journal { path: shown, line, problem: Problem::Overflow });
        }
        let Fold { mut s, last_line, last_at, has_at, latest_at, on_hand, .. } = fold;
        s.warnings.extend(read.warnings);
        Ok(close(s, last_line, has_at.then_some(last_at.as_str()), latest_at, Vec::new(), on_hand))
    }

    /// [`Session::replay_with`] of a journal file read streaming (`resume`, the board): each line
    /// decoded and pushed as it is read, so that the journal's entries are never all held at
    /// once besides the session's own compact list (#28). The same session, warnings and errors;
    /// a journal whose header or rules do not load is read whole, which says what is wrong.
    pub fn replay_file(path: &Path, ruleset_file: Option<&Path>) -> Result<Session, Error> {
        let (file, _) =
            crate::files::open_regular(path, crate::files::What::Journal, crate::files::MAX_JOURNAL_BYTES, false)?;
        let bytes = crate::files::MAX_JOURNAL_BYTES + 1;
        Session::replay_held(&file, bytes, path, ruleset_file, || Journal::read(path)).map(|(s, _)| s)
    }

    /// [`Session::replay_file`] of a journal held open, its first `bytes` bytes, and the number
    /// of the last line read; a header or rules that do not load are left to `whole` (the journal
    /// read whole), so that their error is the same as ever.
    pub(crate) fn replay_held(
        file: &std::fs::File,
        bytes: u64,
        path: &Path,
        ruleset_file: Option<&Path>,
        whole: impl FnOnce() -> Result<Journal, Error>,
    ) -> Result<(Session, usize), Error> {
        Session::replay_held_as(file, bytes, path, ruleset_file, whole, false)
    }

    /// [`Session::replay_file`] for a table resumed: the old hands are kept lean as they are
    /// folded ([`super::history`]) and the old entries left in the journal ([`super::spill`]),
    /// so that a long night takes less memory.
    pub(crate) fn resume_file(path: &Path, ruleset_file: Option<&Path>) -> Result<Session, Error> {
        let (file, _) =
            crate::files::open_regular(path, crate::files::What::Journal, crate::files::MAX_JOURNAL_BYTES, false)?;
        let bytes = crate::files::MAX_JOURNAL_BYTES + 1;
        Session::replay_held_as(&file, bytes, path, ruleset_file, || Journal::read(path), true).map(|(s, _)| s)
    }

    /// [`Session::replay_held`], the old hands kept lean and the old entries left in the journal
    /// if `lean`.
    fn replay_held_as(
        file: &std::fs::File,
        bytes: u64,
        path: &Path,
        ruleset_file: Option<&Path>,
        whole: impl FnOnce() -> Result<Journal, Error>,
        lean: bool,
    ) -> Result<(Session, usize), Error> {
        let shown = path.display().to_string();
        let opened = crate::journal::read::read_head(file).and_then(|head| {
            let s = Session::open(head.header.clone(), ruleset_file, &shown).ok()?;
            let s = match (lean, file.try_clone()) {
                // Its old entries left in the journal, read back when asked ([`super::spill`]).
                (true, Ok(held)) => s.keeping_old_hands_lean().reading_back(held, path.to_path_buf(), head.clone()),
                (true, Err(_)) => s.keeping_old_hands_lean(),
                (false, _) => s,
            };
            Some((s, head))
        });
        let Some((mut s, head)) = opened else {
            let journal = whole()?;
            let last = journal.last_line;
            return Ok((Session::replay_with(journal, ruleset_file)?, last));
        };
        let (seating, deck) = (s.seating.clone(), s.ruleset.deck_kind);
        let cx = Cx { players: &seating.players, sides: &seating.sides, deck };
        let mut overflow = None;
        let read =
            crate::journal::decoded::scan_file_decoded_after(file, bytes, path, &head, cx, Lane::Thread, &mut |d| {
                s.push_decoded(d.line, d.at.as_deref(), d.event);
                overflow = s.overflow_line;
                overflow.is_none()
            })?;
        if let Some(line) = overflow {
            return Err(Error::Journal { path: shown, line, problem: Problem::Overflow });
        }
        s.warnings.extend(read.warnings);
        Ok((s, read.last_line))
    }

    /// [`Session::replay_streaming`] of a journal file already open, its second read in `lane`.
    fn replay_streaming_held(
        file: &File,
        path: &Path,
        ruleset_file: Option<&Path>,
        lane: Lane,
        on_hand: &mut dyn FnMut(&Session, HandReport),
    ) -> Result<(Session, Tail), Error> {
        let (first, f) = first_read(file, path)?;
        if f.amends {
            // An amend folds earlier entries again: the journal is replayed whole.
            let journal = Journal::read_held(file, first.bytes, path)?;
            return Session::replay_whole(journal, ruleset_file, on_hand);
        }
        let shown = path.display().to_string();
        let mut s = Session::open(first.header, ruleset_file, &shown)?.streaming();
        s.warnings.extend(first.warnings);
        let (seating, deck) = (s.seating.clone(), s.ruleset.deck_kind);
        let mut fold = Fold::new(s, Some(f.flags()), on_hand);
        // The lines are read and decoded in `lane` (a second thread) while this one folds them.
        let cx = Cx { players: &seating.players, sides: &seating.sides, deck };
        let second = crate::journal::decoded::scan_file_decoded(file, first.bytes, path, cx, lane, &mut |d| {
            fold.step(d.line, d.at.as_deref(), d.event)
        })?;
        if let Some(line) = fold.overflow {
            return Err(Error::Journal { path: shown, line, problem: Problem::Overflow });
        }
        if second.last_line != first.last_line || fold.k != f.count as usize {
            return Err(Error::Journal { path: shown, line: second.last_line, problem: Problem::Changed });
        }
        let idle = f.idle.into_iter().map(|line| EntryError { line, refusal: Refusal::NothingToUndo }).collect();
        let Fold { s, last_line, last_at, has_at, latest_at, on_hand, .. } = fold;
        Ok(close(s, last_line, has_at.then_some(last_at.as_str()), latest_at, idle, on_hand))
    }

    /// [`Session::replay_streaming`] for a journal with amends: replayed whole, then each hand
    /// handed out, the open hand settled as a streamed replay settles it.
    fn replay_whole(
        journal: Journal,
        ruleset_file: Option<&Path>,
        on_hand: &mut dyn FnMut(&Session, HandReport),
    ) -> Result<(Session, Tail), Error> {
        let mut s = Session::replay_with(journal, ruleset_file)?;
        for r in std::mem::take(&mut s.reports) {
            on_hand(&s, r);
        }
        let latest_at = s.last_time().map(String::from);
        let (line, at) = s.last_entry();
        let idle = std::mem::take(&mut s.idle);
        Ok(close(s, line, at.as_deref(), latest_at, idle, on_hand))
    }
}
