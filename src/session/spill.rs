/*!
A table resumed keeps its old entries in its journal (#40). Of the entries before the state it
folds an `undo` or a recent `amend` again from (the last few deals' checkpoints), it holds only
the entries' list's length, their times' and the places in force among them; when something
asks for one of them (an `undo` reaching past them, an `amend` of an old line, a verdict, the
list of the entries in force) they are read back from the journal — the same lines decoded as
the replay decodes them, pushed as the replay pushed them — and let go again at the next entry.
The journal is this table's own: it only appends, so the old lines never change.

A session not opened from a journal file (a new table, `verify`, the simulator) holds every
entry.
*/

use super::stored::{Entries, Stored};
use super::{Session, RECENT_CHECKPOINTS};
use crate::cards::DeckKind;
use crate::engine::Event;
use crate::error::{Error, SaveProblem};
use crate::journal::codec::Cx;
use crate::journal::decoded::Lane;
use crate::journal::read::Head;
use crate::rules::seating::Seating;
use std::fs::File;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

/// The places in force a session lets go of at once, at least: the held list is drained once
/// in a while, not at every hand.
const SPILL_EVERY: usize = 1024;

/// Where old entries are read back from: the journal, held open.
#[derive(Debug)]
pub(super) struct Source {
    file: File,
    path: PathBuf,
    head: Head,
    seating: Arc<Seating>,
    deck: DeckKind,
}

/// The entries a session left in its journal: those before its first held entry.
#[derive(Debug)]
pub(super) struct Old {
    /// How many entries are old (the index of the first held).
    pub(super) entries: usize,
    /// The bytes of their times.
    pub(super) times: usize,
    /// How many of the places in force are theirs.
    pub(super) places: usize,
    /// The journal line of the first held entry: the old ones are the entries before it.
    line: usize,
    source: Arc<Source>,
    /// The old entries once read back.
    loaded: OnceLock<Loaded>,
}

/// Old entries read back: as the session held them, and the places in force among them.
#[derive(Debug)]
pub(super) struct Loaded {
    pub(super) list: Vec<Stored>,
    pub(super) times: Vec<u8>,
    pub(super) places: Vec<u32>,
}

impl Old {
    /// The old entries, read back from the journal the first time they are asked for.
    pub(super) fn loaded(&self) -> &Loaded {
        self.loaded.get_or_init(|| self.read_back())
    }

    /// The same old part, nothing read back.
    fn again(&self) -> Old {
        Old { source: self.source.clone(), line: self.line, loaded: OnceLock::new(), ..*self }
    }

    /// The journal's entries before [`Old::line`], pushed as the replay pushed them: an `undo`
    /// that found nothing to retract is not an entry; any other `undo` takes the last place in
    /// force; every other line is an entry in force (an amend refused too: which are refused
    /// matters not here, as the events other than the common ones stay held).
    fn read_back(&self) -> Loaded {
        let src = &self.source;
        let cx = Cx { players: &src.seating.players, sides: &src.seating.sides, deck: src.deck };
        let (mut entries, mut places) = (Entries::default(), Vec::new());
        let bytes = crate::files::MAX_JOURNAL_BYTES + 1;
        let read = crate::journal::decoded::scan_file_decoded_after(
            &src.file,
            bytes,
            &src.path,
            &src.head,
            cx,
            Lane::Inline,
            &mut |d| {
                if d.line >= self.line {
                    return false;
                }
                match d.event {
                    Ok(Event::Undo) => {
                        if places.pop().is_some() {
                            entries.push(d.line, d.at.as_deref(), Ok(Event::Undo));
                        }
                    }
                    event => {
                        entries.push(d.line, d.at.as_deref(), event);
                        places.push((entries.len() - 1) as u32);
                    }
                }
                true
            },
        );
        let loaded = entries.into_loaded(places);
        // The journal is this table's, locked and only appended to: its old lines read as they
        // did. A journal another program rewrote in place under the table is not one this
        // session can go on with: the table stops with that said (not a bug), its journal as
        // the other program left it.
        let same = read.is_ok()
            && loaded.list.len() == self.entries
            && loaded.times.len() == self.times
            && loaded.places.len() == self.places;
        if !same {
            let journal = src.path.display().to_string();
            std::panic::resume_unwind(Box::new(Error::Save(SaveProblem::Rewritten { journal })));
        }
        loaded
    }
}

impl Session {
    /// This session, opened from the journal `file` (`path`, its header `head`), lets go of its
    /// old entries from now on, read back from the journal when asked.
    pub(super) fn reading_back(mut self, file: File, path: PathBuf, head: Head) -> Session {
        let deck = self.ruleset.deck_kind;
        self.source = Some(Arc::new(Source { file, path, head, seating: self.seating.clone(), deck }));
        self
    }

    /// Between entries: old entries read back are let go once the state before the last deal
    /// is past them again (a run of `undo` far back reads them once), and, once the checkpoint a
    /// recent `undo` folds again from has moved on far enough, the entries before it too.
    pub(super) fn keep_recent(&mut self) {
        let Some(source) = self.source.clone() else { return };
        let held = self.in_force.base();
        if held > 0 && self.checkpoints.last().is_some_and(|c| c.in_force >= held) {
            self.let_go_read_back();
        }
        let Some(c) = self.checkpoints.len().checked_sub(RECENT_CHECKPOINTS).map(|k| &self.checkpoints[k]) else {
            return;
        };
        let (places, held) = (c.in_force, self.in_force.base());
        if places >= self.in_force.len() || places < held + SPILL_EVERY {
            return;
        }
        let entries = self.in_force.at(places);
        if entries <= self.entries.base() {
            return;
        }
        let old = Arc::new(Old {
            entries,
            times: self.entries.times_from(entries),
            places,
            line: self.entries[entries].line(),
            source,
            loaded: OnceLock::new(),
        });
        self.entries.spill(old.clone());
        self.in_force.spill(old);
    }

    /// Old entries read back are let go (read back again when asked).
    fn let_go_read_back(&mut self) {
        let Some(old) = self.entries.old().filter(|o| o.loaded.get().is_some()) else { return };
        let again = Arc::new(old.again());
        if self.in_force.old().is_some_and(|o| Arc::ptr_eq(o, old)) {
            self.in_force.set_old(again.clone());
        }
        self.entries.set_old(again);
    }

    /// The first place in force to look for the entry at journal line `line` from: the first
    /// held when `line` is not before it (the lines of a session read from a journal grow).
    pub(super) fn first_place_of(&self, line: usize) -> usize {
        let held = self.in_force.base();
        if held > 0 && held < self.in_force.len() && self.entries[self.in_force.at(held)].line() <= line {
            held
        } else {
            0
        }
    }

    /// Where the amends that replace entries in force from place `from` on are found: from that
    /// place, amending lines from the line there (an amend comes after what it amends), when
    /// that place is held; else from the start, any line.
    pub(super) fn replacing_from(&self, from: usize) -> (usize, usize) {
        let held = self.in_force.base();
        if held > 0 && from >= held && from < self.in_force.len() {
            (from, self.entries[self.in_force.at(from)].line())
        } else {
            (0, 0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::HandReport;
    use crate::journal::read::parse_event_line;
    use crate::journal::Journal;
    use std::io::Write;

    /// A night of `hands` hands (hands 1-4 of a shared example repeated) after `before` (lines
    /// put first), written to a file in `dir`; its journal and the cycle of hands.
    fn night(dir: &std::path::Path, hands: usize, before: &[&str]) -> (PathBuf, Journal, Vec<Vec<String>>) {
        let (_, out, cycle) = crate::journal::sample::repeated_night("belote-classic-a.jsonl", hands);
        let (head, rest) = out.split_once('\n').unwrap();
        let text = format!("{head}\n{}{rest}", before.iter().map(|l| format!("{l}\n")).collect::<String>());
        let path = dir.join("night.jsonl");
        std::fs::write(&path, &text).unwrap();
        let journal = Journal::parse(&text, &path).unwrap();
        (path, journal, cycle)
    }

    /// The session folded whole from the journal's entries, as a replay folds it.
    fn whole(j: &Journal) -> Session {
        let mut s = Session::open(j.header.clone(), None, "night").unwrap();
        for e in j.entries.clone() {
            s.push(e);
        }
        s
    }

    fn shown(hands: &[HandReport]) -> Vec<String> {
        hands
            .iter()
            .map(|h| {
                format!(
                    "{} {:?} {:?} {:?} {:?} {}",
                    h.number, h.outcome, h.contract, h.score, h.breakdown, h.notes.tallied
                )
            })
            .collect()
    }

    fn said(s: &Session) -> String {
        let v = s.verdict();
        format!("{:?} {:?} {:?} {:?}", v.hands, v.standing, v.infractions, v.errors)
    }

    /// What the two sessions show and would do now: the same.
    fn same(a: &Session, b: &Session) {
        assert_eq!(shown(a.reports()), shown(b.reports()));
        assert_eq!(format!("{:?}", a.standing()), format!("{:?}", b.standing()));
        assert_eq!(a.entry_count(), b.entry_count());
        assert_eq!(a.in_force.len(), b.in_force.len());
        assert_eq!(a.undoable(), b.undoable());
        assert_eq!(a.recent_in_force(12), b.recent_in_force(12));
        assert_eq!(format!("{:?}", a.questions()), format!("{:?}", b.questions()));
    }

    /// The line of the first play of hand `hand` (from 0) of the night, and its text.
    fn play_of(cycle: &[Vec<String>], before: usize, hand: usize) -> (usize, String) {
        let lines: usize = (0..hand).map(|h| cycle[h % cycle.len()].len()).sum();
        let c = &cycle[hand % cycle.len()];
        let k = c.iter().position(|l| l.contains("\"play\"")).unwrap();
        (2 + before + lines + k, c[k].clone())
    }

    fn apply(s: &mut Session, text: &str) -> Result<Vec<crate::engine::Notice>, crate::engine::Refusal> {
        s.apply(parse_event_line(text, 0).unwrap())
    }

    #[test]
    fn a_journal_rewritten_under_a_resumed_table_stops_it_with_that_said_not_a_bug() {
        let dir = tempfile::tempdir().unwrap();
        let (path, _, _) = night(dir.path(), 120, &[]);
        let resumed = Session::resume_file(&path, None).unwrap();
        assert!(resumed.entries.base() > 0, "old entries left in the journal");
        // Another program rewrites the file in place (the same file, the table's handle on it):
        // the header and the first hand only.
        let text = std::fs::read_to_string(&path).unwrap();
        let kept: String = text.lines().take(20).map(|l| format!("{l}\n")).collect();
        std::fs::write(&path, kept).unwrap();
        let unwound = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| resumed.verdict())).unwrap_err();
        let error = unwound.downcast::<Error>().expect("the session's error, not a panic's message");
        let journal = path.display().to_string();
        assert!(matches!(*error, Error::Save(SaveProblem::Rewritten { journal: ref j }) if *j == journal), "{error:?}");
        assert_eq!(error.fault(), crate::error::Fault::Environment);
    }

    #[test]
    fn a_resumed_night_holds_its_recent_entries_and_reads_the_others_back() {
        let dir = tempfile::tempdir().unwrap();
        let (path, j, cycle) = night(dir.path(), 120, &["{\"type\": \"note\", \"text\": \"first\"}"]);
        let mut resumed = Session::resume_file(&path, None).unwrap();
        let mut all = whole(&j);
        // Most of its entries were let go: at most the last few hands' and one stretch more.
        let held = resumed.entries.held().len();
        assert!(resumed.entries.base() > 0 && held < SPILL_EVERY + 5 * 40, "{held}");
        assert!(resumed.in_force.base() > 0);
        assert!(resumed.entries.old().unwrap().loaded.get().is_none(), "nothing read back yet");
        same(&resumed, &all);
        assert_eq!(said(&resumed), said(&all));
        assert_eq!(resumed.in_force_entries(), all.in_force_entries());
        assert_eq!(resumed.last_time(), all.last_time());
        for line in [2, 5, 40, 1000, j.last_line] {
            assert_eq!(resumed.written_at(line), all.written_at(line), "line {line}");
        }
        // What was read back is let go before the next entry.
        assert!(resumed.entries.old().unwrap().loaded.get().is_some());
        resumed.keep_recent();
        assert!(resumed.entries.old().unwrap().loaded.get().is_none());

        // An amend of an early line (the same play in its place), then undos far past the
        // entries held (the amend's undo first): each the same as the session folded whole.
        let (line, play) = play_of(&cycle, 1, 1);
        let amend = format!("{{\"type\": \"amend\", \"line\": {line}, \"entry\": {play}}}");
        // And the note on line 2, the night's first entry, with another text: what stands in force.
        let note = "{\"type\": \"amend\", \"line\": 2, \"entry\": {\"type\": \"note\", \"text\": \"changed\"}}";
        for s in [&mut resumed, &mut all] {
            assert!(apply(s, &amend).is_ok());
            assert!(apply(s, note).is_ok());
        }
        let first = resumed.in_force_entries().into_iter().next().unwrap();
        assert_eq!(first, (2, Event::Note { text: "changed".into() }));
        assert_eq!(resumed.in_force_entries(), all.in_force_entries());
        same(&resumed, &all);
        let undos = held + 200;
        for k in 0..undos {
            let (a, b) = (apply(&mut resumed, "{\"type\": \"undo\"}"), apply(&mut all, "{\"type\": \"undo\"}"));
            assert_eq!(a, b, "undo {k}");
            if k % 97 == 0 {
                same(&resumed, &all);
            }
        }
        assert_eq!(resumed.in_force.base(), 0, "its places read back and held again");
        same(&resumed, &all);
        assert_eq!(said(&resumed), said(&all));
    }

    #[test]
    fn a_resumed_table_reads_back_the_lines_it_appended() {
        let dir = tempfile::tempdir().unwrap();
        let hands = RECENT_CHECKPOINTS + 20;
        let (path, j, cycle) = night(dir.path(), hands, &[]);
        let mut resumed = Session::resume_file(&path, None).unwrap();
        let mut all = whole(&j);
        // The table plays on: each line written to the journal, then its line set.
        let mut file = std::fs::OpenOptions::new().append(true).open(&path).unwrap();
        let mut line = j.last_line;
        for h in hands..hands + 60 {
            for text in &cycle[h % cycle.len()] {
                line += 1;
                for s in [&mut resumed, &mut all] {
                    assert!(apply(s, text).is_ok(), "line {line}");
                    s.set_last_line(line);
                }
                writeln!(file, "{text}").unwrap();
            }
        }
        // A note, and its amend with another text: what the recent entries show in its place.
        for text in [
            "{\"type\": \"note\", \"text\": \"late\"}".to_string(),
            format!(
                "{{\"type\": \"amend\", \"line\": {}, \"entry\": {{\"type\": \"note\", \"text\": \"later\"}}}}",
                line + 1
            ),
        ] {
            line += 1;
            for s in [&mut resumed, &mut all] {
                assert!(apply(s, &text).is_ok(), "line {line}");
                s.set_last_line(line);
            }
            writeln!(file, "{text}").unwrap();
        }
        assert_eq!(resumed.recent_in_force(1), vec![(line - 1, Event::Note { text: "later".into() })]);
        // What the table appended was let go in turn.
        let first_appended = resumed.entries.len() - (line - j.last_line);
        assert!(resumed.entries.base() > first_appended, "{} {first_appended}", resumed.entries.base());
        same(&resumed, &all);
        // An amend of an appended line and of an early one; undos down past both.
        for (l, play) in [play_of(&cycle, 0, hands + 2), play_of(&cycle, 0, 2)] {
            let amend = format!("{{\"type\": \"amend\", \"line\": {l}, \"entry\": {play}}}");
            for s in [&mut resumed, &mut all] {
                assert!(apply(s, &amend).is_ok());
                line += 1;
                s.set_last_line(line);
            }
            writeln!(file, "{amend}").unwrap();
            same(&resumed, &all);
        }
        for _ in 0..(line - j.last_line) + 300 {
            let (a, b) = (apply(&mut resumed, "{\"type\": \"undo\"}"), apply(&mut all, "{\"type\": \"undo\"}"));
            assert_eq!(a, b);
            line += 1;
            resumed.set_last_line(line);
            all.set_last_line(line);
            writeln!(file, "{{\"type\": \"undo\"}}").unwrap();
        }
        same(&resumed, &all);
        assert_eq!(said(&resumed), said(&all));
        // The journal as written, replayed: the same night.
        drop(file);
        let replayed = Session::replay_file(&path, None).unwrap();
        same(&resumed, &replayed);
        assert_eq!(said(&resumed), said(&replayed));
    }

    #[test]
    fn an_undo_that_found_nothing_is_said_by_a_resumed_night_verdict() {
        let dir = tempfile::tempdir().unwrap();
        let (path, j, _) = night(dir.path(), super::super::history::RECENT_WHOLE + 8, &["{\"type\": \"undo\"}"]);
        let resumed = Session::resume_file(&path, None).unwrap();
        let v = resumed.verdict();
        // Line 2, the undo before any entry: nothing to retract.
        assert_eq!(v.errors.len(), 1);
        assert_eq!((v.errors[0].line, &v.errors[0].refusal), (2, &crate::engine::Refusal::NothingToUndo));
        assert_eq!(said(&resumed), said(&whole(&j)));
    }
}
