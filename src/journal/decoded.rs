/*!
A journal's event lines as typed events, read and decoded on a second thread while the caller
folds them: reading and decoding is about half of a replay's work, folding the other half, and
the two overlap on two cores. The caller sees every line in order, on its own thread, as
[`Journal::read_lines`] would hand it; what is in flight is a few batches, whatever the
journal's length.
*/

use super::codec::{self, Cx};
use super::read::{Line, Scanned};
use super::Journal;
use crate::engine::{Event, Refusal};
use crate::error::Error;
use std::fs::File;
use std::path::Path;
use std::sync::mpsc;

/// One event line: its number, its time, and its event (or why it does not decode).
pub struct Decoded {
    pub line: usize,
    pub at: Option<Box<str>>,
    pub event: Result<Event, Refusal>,
}

enum Msg {
    Batch(Vec<Decoded>),
    Done(Box<Result<Scanned, Error>>),
}

/// Lines per batch: large enough that the hand-over costs nothing per line.
const BATCH: usize = 512;

/// Read the journal `file` (open, named `path` in messages; at most its first `bytes`) and hand
/// each event line, decoded for the session (`cx`), to `on_line` in order. The result is the
/// reader's ([`Journal::read_lines`]): the header and last line, or the first line that
/// does not read (lines before it were handed over).
pub fn scan_file_decoded(
    file: &File,
    bytes: u64,
    path: &Path,
    cx: Cx<'_>,
    on_line: &mut dyn FnMut(Decoded),
) -> Result<Scanned, Error> {
    let (to_fold, from_reader) = mpsc::sync_channel::<Msg>(4);
    let (to_reader, spare) = mpsc::channel::<Vec<Decoded>>();
    std::thread::scope(|scope| {
        scope.spawn(move || {
            let mut batch = Vec::with_capacity(BATCH);
            let flush = |batch: &mut Vec<Decoded>| {
                let next = spare.try_recv().unwrap_or_else(|_| Vec::with_capacity(BATCH));
                // The folding side gone (it panicked): stop reading.
                to_fold.send(Msg::Batch(std::mem::replace(batch, next))).is_ok()
            };
            let mut stopped = false;
            let result = Journal::read_lines(file, bytes, path, &mut |line, n| {
                let d = match line {
                    Line::Bytes(text) => match codec::decode_line(text, &cx) {
                        Some((event, at)) => Decoded { line: n, at: at.map(Box::from), event },
                        None => return Ok(false),
                    },
                    Line::Text(text, _) => {
                        let e = super::parse_event_line(text, n)?;
                        Decoded { line: n, at: e.at.map(String::into_boxed_str), event: codec::decode(&e.record, &cx) }
                    }
                };
                batch.push(d);
                if batch.len() == BATCH && !stopped {
                    stopped = !flush(&mut batch);
                }
                if stopped {
                    batch.clear();
                }
                Ok(true)
            });
            if !batch.is_empty() && !stopped {
                flush(&mut batch);
            }
            let _ = to_fold.send(Msg::Done(Box::new(result)));
        });
        for msg in from_reader {
            match msg {
                Msg::Batch(mut batch) => {
                    for d in batch.drain(..) {
                        on_line(d);
                    }
                    // Give the emptied buffer back; the reader may have finished already.
                    let _ = to_reader.send(batch);
                }
                Msg::Done(result) => return *result,
            }
        }
        unreachable!("the reader always ends with Done")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let mut seen = Vec::new();
        let scanned =
            scan_file_decoded(f.as_file(), u64::MAX, f.path(), cx(&players()), &mut |d| seen.push(d)).unwrap();
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

    #[test]
    fn a_second_read_stops_where_the_first_did_while_a_table_writes_on() {
        let lines = vec![r#"{"type": "note", "text": "x"}"#.to_string(); 3];
        let mut f = journal(&lines);
        let first = Journal::read_lines(f.as_file(), u64::MAX, f.path(), &mut |_, _| Ok(true)).unwrap();
        // A table appends an entry and starts another between the two reads.
        write!(f, "{}\n{{\"type\": \"no", lines[0]).unwrap();
        let mut seen = 0;
        let second = scan_file_decoded(f.as_file(), first.bytes, f.path(), cx(&players()), &mut |_| seen += 1).unwrap();
        assert_eq!((second.last_line, second.bytes, seen), (first.last_line, first.bytes, 3));
        assert!(second.warnings.is_empty());
    }

    #[test]
    fn a_line_that_does_not_read_ends_the_scan_with_its_number_after_the_lines_before_it() {
        let mut lines = vec![r#"{"type": "note", "text": "x"}"#.to_string(); BATCH + 10];
        lines.push(r#"{"type": "note", "text": "#.to_string());
        lines.push(r#"{"type": "note", "text": "y"}"#.to_string());
        let f = journal(&lines);
        let mut seen = 0;
        let err = scan_file_decoded(f.as_file(), u64::MAX, f.path(), cx(&players()), &mut |_| seen += 1).unwrap_err();
        assert!(matches!(err, Error::Journal { line, .. } if line == BATCH + 12), "{err:?}");
        assert_eq!(seen, BATCH + 10);
    }
}
