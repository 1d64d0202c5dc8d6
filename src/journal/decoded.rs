/*!
A journal's event lines as typed events, read and decoded on a second thread while the caller
folds them: reading and decoding is about half of a replay's work, folding the other half, and
the two overlap on two cores. The caller sees every line in order, on its own thread, as
[`Journal::read_lines`](super::Journal::read_lines) would hand it; what is in flight is a few batches, whatever the
journal's length. A caller that keeps every core busy by itself (`stats`, a pool of threads each
replaying journals) reads in its own lane instead: the same lines, read and decoded on its own
thread, with no thread started per journal.
*/

use super::codec::{self, Cx};
use super::read::{self, Head, Line, Scanned, Start};
use super::Record;
use crate::engine::{Event, EventKind, Refusal};
use crate::error::journal::Problem;
use crate::error::Error;
use crate::files;
use std::fs::File;
use std::io::{BufReader, Read};
use std::path::Path;
use std::sync::mpsc;

/// One event line: its number, its time, and its event (or why it does not decode).
pub(crate) struct Decoded {
    pub(crate) line: usize,
    pub(crate) at: Option<Box<str>>,
    pub(crate) event: Result<Event, Refusal>,
    /// Whether the line is an `undo` or an `amend` (whatever it holds): an entry that changes
    /// which entries are in force, or what they are.
    pub(crate) revises: bool,
}

enum Msg {
    Batch(Vec<Decoded>),
    Done(Box<Result<Part, Error>>),
}

/// Where a journal's lines are read and decoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Lane {
    /// On a second thread, while the caller folds (one journal, two cores).
    Thread,
    /// On the caller's thread, each line folded as soon as it is decoded (a pool of threads
    /// already keeps the cores busy).
    Inline,
}

/// Lines per batch: large enough that the hand-over costs nothing per line.
const BATCH: usize = 512;

/// Read the journal `file` (open, named `path` in messages; at most its first `bytes`) and hand
/// each event line, decoded for the session (`cx`), to `on_line` in order. The result is the
/// reader's ([`Journal::read_lines`](super::Journal::read_lines)): the header and last line, or the first line that
/// does not read (lines before it were handed over).
pub(crate) fn scan_file_decoded(
    file: &File,
    bytes: u64,
    path: &Path,
    cx: Cx<'_>,
    lane: Lane,
    on_line: &mut dyn FnMut(Decoded),
) -> Result<Scanned, Error> {
    let part = scan(file, bytes, path, Start::default(), cx, lane, &mut |d| {
        on_line(d);
        true
    })?;
    match (part.header, part.stopped) {
        (Some(header), false) => {
            Ok(Scanned { header, warnings: part.warnings, last_line: part.last_line, bytes: part.bytes })
        }
        // No header (`on_line` never stops this reading).
        _ => Err(Error::NotStarted { path: path.display().to_string() }),
    }
}

/// What [`scan_file_decoded_after`] leaves: warnings (a cut-short last line) and the last line's
/// number; or that `on_line` stopped it.
pub(crate) struct After {
    pub(crate) warnings: Vec<super::Warning>,
    pub(crate) last_line: usize,
    pub(crate) stopped: bool,
}

/// [`scan_file_decoded`] of the event lines after the header `head` ([`read::read_head`]), until
/// `on_line` answers `false` (the lines after it are not read).
pub(crate) fn scan_file_decoded_after(
    file: &File,
    bytes: u64,
    path: &Path,
    head: &Head,
    cx: Cx<'_>,
    lane: Lane,
    on_line: &mut dyn FnMut(Decoded) -> bool,
) -> Result<After, Error> {
    let part = scan(file, bytes, path, head.events(), cx, lane, on_line)?;
    Ok(After { warnings: part.warnings, last_line: part.last_line, stopped: part.stopped })
}

/// The reading and its result, with whether `on_line` stopped it.
struct Part {
    header: Option<super::Header>,
    warnings: Vec<super::Warning>,
    last_line: usize,
    bytes: u64,
    stopped: bool,
}

/// The reader over `file` from `start`, up to its first `bytes`: a buffer the size of what there
/// is to read, up to 64 KiB (a buffer is zeroed before its first use, and a folder holds many
/// small journals).
fn reader<'f>(file: &'f File, bytes: u64, start: &Start) -> BufReader<std::io::Take<files::At<'f>>> {
    let left = bytes.min(file.metadata().map_or(u64::MAX, |m| m.len())).saturating_sub(start.bytes);
    let capacity = usize::try_from(left.saturating_add(1)).unwrap_or(usize::MAX).clamp(1 << 12, 1 << 16);
    BufReader::with_capacity(capacity, files::At::from(file, start.bytes).take(bytes.saturating_sub(start.bytes)))
}

/// One line read, decoded for the session (`cx`); `None`: the quick reader leaves it to the full one.
fn decode(line: Line<'_>, n: usize, cx: &Cx<'_>) -> Result<Option<Decoded>, Problem> {
    Ok(Some(match line {
        Line::Bytes(text) => match codec::decode_line(text, cx) {
            Some((event, at, kind)) => {
                Decoded { line: n, at: at.map(Box::from), event, revises: kind == EventKind::Undo }
            }
            None => return Ok(None),
        },
        Line::Text(text) => {
            let e = super::parse_event_line(text, n)?;
            Decoded {
                line: n,
                at: e.at.map(String::into_boxed_str),
                event: codec::decode(&e.record, cx),
                revises: matches!(e.record, Record::Undo | Record::Amend { .. }),
            }
        }
    }))
}

fn scan(
    file: &File,
    bytes: u64,
    path: &Path,
    start: Start,
    cx: Cx<'_>,
    lane: Lane,
    on_line: &mut dyn FnMut(Decoded) -> bool,
) -> Result<Part, Error> {
    if lane == Lane::Inline {
        return scan_inline(file, bytes, path, start, cx, on_line);
    }
    let (to_fold, from_reader) = mpsc::sync_channel::<Msg>(4);
    let (to_reader, spare) = mpsc::channel::<Vec<Decoded>>();
    std::thread::scope(|scope| {
        scope.spawn(move || {
            let mut batch = Vec::with_capacity(BATCH);
            let flush = |batch: &mut Vec<Decoded>| {
                let next = spare.try_recv().unwrap_or_else(|_| Vec::with_capacity(BATCH));
                // The folding side gone (it stopped, or it panicked): stop reading.
                to_fold.send(Msg::Batch(std::mem::replace(batch, next))).is_ok()
            };
            let r = reader(file, bytes, &start);
            let mut gone = false;
            let result = read::scan_part(r, path, start, &mut |line, n| {
                let Some(d) = decode(line, n, &cx)? else { return Ok(false) };
                batch.push(d);
                if batch.len() == BATCH && !flush(&mut batch) {
                    // Stop reading: the folding side has what it wanted.
                    gone = true;
                    return Err(Problem::Changed);
                }
                Ok(true)
            });
            if gone || (!batch.is_empty() && !flush(&mut batch)) {
                return;
            }
            let _ = to_fold.send(Msg::Done(Box::new(result.map(|p| Part {
                header: p.header,
                warnings: p.warnings,
                last_line: p.last_line,
                bytes: p.bytes,
                stopped: false,
            }))));
        });
        let mut stopped = false;
        for msg in from_reader.iter() {
            match msg {
                Msg::Batch(mut batch) => {
                    for d in batch.drain(..) {
                        if !on_line(d) {
                            stopped = true;
                            break;
                        }
                    }
                    if stopped {
                        break;
                    }
                    // Give the emptied buffer back; the reader may have finished already.
                    let _ = to_reader.send(batch);
                }
                Msg::Done(result) => return *result,
            }
        }
        // Stopped: the reader finds the channel closed at its next batch and ends.
        drop(from_reader);
        Ok(Part { header: None, warnings: Vec::new(), last_line: 0, bytes: 0, stopped: true })
    })
}

/// [`scan`] in the caller's lane: each line read, decoded and handed over on this thread.
fn scan_inline(
    file: &File,
    bytes: u64,
    path: &Path,
    start: Start,
    cx: Cx<'_>,
    on_line: &mut dyn FnMut(Decoded) -> bool,
) -> Result<Part, Error> {
    let r = reader(file, bytes, &start);
    let mut stopped = false;
    let result = read::scan_part(r, path, start, &mut |line, n| {
        // Stopped on this line's quick reading: the full one that follows it hands nothing over.
        if stopped {
            return Err(Problem::Changed);
        }
        let Some(d) = decode(line, n, &cx)? else { return Ok(false) };
        if !on_line(d) {
            // Stop reading: the caller has what it wanted.
            stopped = true;
            return Err(Problem::Changed);
        }
        Ok(true)
    });
    if stopped {
        return Ok(Part { header: None, warnings: Vec::new(), last_line: 0, bytes: 0, stopped: true });
    }
    result.map(|p| Part {
        header: p.header,
        warnings: p.warnings,
        last_line: p.last_line,
        bytes: p.bytes,
        stopped: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::Journal;
    use std::io::Write;

    const HEADER: &str =
        r#"{"type": "session", "format": 1, "ruleset": "belote-classic", "players": ["Pep", "Marta", "Iker", "Olga"]}"#;

    fn journal(lines: &[String]) -> tempfile::NamedTempFile {
        let mut f = tempfile::NamedTempFile::new().unwrap();
        writeln!(f, "{HEADER}").unwrap();
        for l in lines {
            writeln!(f, "{l}").unwrap();
        }
        f
    }

    fn cx(players: &[String]) -> Cx<'_> {
        Cx { players, sides: players, deck: crate::cards::DeckKind::French }
    }

    /// Every test reads in both lanes: the same lines, the same result.
    const LANES: [Lane; 2] = [Lane::Thread, Lane::Inline];

    fn players() -> Vec<String> {
        ["Pep", "Marta", "Iker", "Olga"].map(String::from).to_vec()
    }

    #[test]
    fn every_line_comes_in_order_across_batches_typed_or_refused() {
        // Three batches and a bit; every fourth line names no player at the table, every
        // seventh is one the quick reader leaves to the full one (an escape).
        let lines: Vec<String> = (0..3 * BATCH + 5)
            .map(|i| match (i % 4, i % 7) {
                (0, _) => r#"{"type": "play", "player": "Nobody", "card": "7S"}"#.to_string(),
                (_, 0) => {
                    r#"{"type": "play", "player": "P\u0065p", "card": "AH", "at": "2026-11-22T20:00:00Z"}"#.to_string()
                }
                _ => format!(r#"{{"type": "play", "player": "{}", "card": "8D"}}"#, players()[i % 4]),
            })
            .collect();
        let f = journal(&lines);
        for lane in LANES {
            let mut seen = Vec::new();
            let scanned =
                scan_file_decoded(f.as_file(), u64::MAX, f.path(), cx(&players()), lane, &mut |d| seen.push(d))
                    .unwrap();
            assert_eq!(scanned.last_line, lines.len() + 1);
            assert_eq!(seen.len(), lines.len());
            for (i, d) in seen.iter().enumerate() {
                assert_eq!(d.line, i + 2);
                match (i % 4, i % 7) {
                    (0, _) => assert!(matches!(&d.event, Err(Refusal::UnknownPlayer { name }) if name == "Nobody")),
                    (_, 0) => {
                        assert!(matches!(d.event, Ok(Event::Play { player: 0, .. })), "{i}");
                        assert_eq!(d.at.as_deref(), Some("2026-11-22T20:00:00Z"));
                    }
                    _ => assert!(matches!(d.event, Ok(Event::Play { player, .. }) if player == i % 4), "{i}"),
                }
            }
        }
    }

    #[test]
    fn a_second_read_stops_where_the_first_did_while_a_table_writes_on() {
        let lines = vec![r#"{"type": "note", "text": "x"}"#.to_string(); 3];
        let mut f = journal(&lines);
        let first = Journal::read_lines(f.as_file(), u64::MAX, f.path(), &mut |_, _| Ok(true)).unwrap();
        // A table appends an entry and starts another between the two reads.
        write!(f, "{}\n{{\"type\": \"no", lines[0]).unwrap();
        for lane in LANES {
            let mut seen = 0;
            let second =
                scan_file_decoded(f.as_file(), first.bytes, f.path(), cx(&players()), lane, &mut |_| seen += 1)
                    .unwrap();
            assert_eq!((second.last_line, second.bytes, seen), (first.last_line, first.bytes, 3));
            assert!(second.warnings.is_empty());
        }
    }

    #[test]
    fn a_line_that_does_not_read_ends_the_scan_with_its_number_after_the_lines_before_it() {
        let mut lines = vec![r#"{"type": "note", "text": "x"}"#.to_string(); BATCH + 10];
        lines.push(r#"{"type": "note", "text": "#.to_string());
        lines.push(r#"{"type": "note", "text": "y"}"#.to_string());
        let f = journal(&lines);
        for lane in LANES {
            let mut seen = 0;
            let err = scan_file_decoded(f.as_file(), u64::MAX, f.path(), cx(&players()), lane, &mut |_| seen += 1)
                .unwrap_err();
            assert!(matches!(err, Error::Journal { line, .. } if line == BATCH + 12), "{err:?}");
            assert_eq!(seen, BATCH + 10);
        }
    }

    #[test]
    fn after_the_header_alone_the_lines_come_until_the_caller_stops() {
        let mut lines = vec![r#"{"type": "note", "text": "x"}"#.to_string(); 3 * BATCH];
        lines[BATCH + 7] = r#"{"type": "undo"}"#.to_string();
        let f = journal(&lines);
        let head = read::read_head(f.as_file()).unwrap();
        assert_eq!(head.header.players, players());
        for lane in LANES {
            let mut seen = Vec::new();
            let after =
                scan_file_decoded_after(f.as_file(), u64::MAX, f.path(), &head, cx(&players()), lane, &mut |d| {
                    seen.push(d.line);
                    !d.revises
                })
                .unwrap();
            assert!(after.stopped);
            // Lines 2 onwards, up to the undo on line BATCH + 9.
            assert_eq!(seen, (2..=BATCH + 9).collect::<Vec<_>>());
            // Read to the end: every line, numbered as in the file.
            let mut n = 0;
            let after =
                scan_file_decoded_after(f.as_file(), u64::MAX, f.path(), &head, cx(&players()), lane, &mut |_| {
                    n += 1;
                    true
                })
                .unwrap();
            assert!(!after.stopped);
            assert_eq!((n, after.last_line), (3 * BATCH, 3 * BATCH + 1));
        }
    }
}
