/*!
Following a journal that another process writes: each look ([`Follower::poll`]) reads only the
bytes appended since the last one and hands over the new complete lines as entries; a line still
being written (no line end yet) waits for the next look. A journal that shrank (a cut line moved
aside), that is another file now (its device or inode changed), or whose first line changed is
read again from its start.

The reading is the reader's ([`super::read`]): the same caps, the same errors, lines numbered as
in the whole file.
*/

use super::read::{scan_part, Line, Start};
use super::{Entry, Journal};
use crate::error::Error;
use crate::files::{self, Identity, MAX_JOURNAL_BYTES};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// What a look at the journal found.
#[derive(Debug)]
#[doc(hidden)]
pub enum Change {
    /// Nothing new.
    Nothing,
    /// The journal read from its start: the first look, or a journal shrunk or replaced.
    Started(Box<Journal>),
    /// New complete lines: their entries (blank lines hold none).
    Appended(Vec<Entry>),
}

/// A journal followed as it grows.
#[derive(Debug)]
#[doc(hidden)]
pub struct Follower {
    path: PathBuf,
    file: Option<File>,
    identity: Option<Identity>,
    /// The first line as read, with its line end.
    head: Vec<u8>,
    /// The bytes read so far: every line up to its line end.
    bytes: u64,
    /// The lines read so far (the header included).
    lines: usize,
    /// The size and time of the last look, to skip a look at nothing new.
    seen: Option<(u64, Option<SystemTime>)>,
}

impl Follower {
    /// Follow `path`: its first look reads it whole.
    pub fn new(path: &Path) -> Follower {
        Follower {
            path: path.to_path_buf(),
            file: None,
            identity: None,
            head: Vec::new(),
            bytes: 0,
            lines: 0,
            seen: None,
        }
    }

    /// The journal's complete lines read so far, the header included.
    pub(crate) fn lines(&self) -> usize {
        self.lines
    }

    /// Look at the journal: what changed since the last look. An error leaves what was read as
    /// it was (the next look tries again once the file changed).
    pub fn poll(&mut self) -> Result<Change, Error> {
        let here = Identity::at(&self.path);
        let Some(file) = self.file.as_ref().filter(|_| here.is_some() && here == self.identity) else {
            return self.start();
        };
        let meta = file.metadata().map_err(|e| Error::io(self.path.display().to_string(), e))?;
        let seen = (meta.len(), meta.modified().ok());
        if self.seen == Some(seen) {
            return Ok(Change::Nothing);
        }
        if meta.len() < self.bytes || !self.same_head(file)? {
            return self.start();
        }
        self.seen = Some(seen);
        let mut fresh = vec![0u8; (meta.len() - self.bytes) as usize];
        read_exact_at(file, &mut fresh, self.bytes).map_err(|e| Error::io(self.path.display().to_string(), e))?;
        let Some(end) = memchr::memrchr(b'\n', &fresh) else {
            return Ok(Change::Nothing);
        };
        let complete = &fresh[..=end];
        let mut entries = Vec::new();
        let start = Start { lines: self.lines, bytes: self.bytes, events: true };
        let part = scan_part(complete, &self.path, start, &mut |line, n| match line {
            Line::Bytes(_) => Ok(false),
            Line::Text(text) => super::parse_event_line(text, n).map(|e| {
                entries.push(e);
                true
            }),
        })?;
        self.bytes += part.bytes;
        self.lines = part.last_line;
        Ok(Change::Appended(entries))
    }

    /// Whether the first line is still the one read.
    fn same_head(&self, file: &File) -> Result<bool, Error> {
        let mut now = vec![0u8; self.head.len()];
        match read_exact_at(file, &mut now, 0) {
            Ok(()) => Ok(now == self.head),
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => Ok(false),
            Err(e) => Err(Error::io(self.path.display().to_string(), e)),
        }
    }

    /// Read the journal from its start, up to its last line end.
    fn start(&mut self) -> Result<Change, Error> {
        self.start_with(|file, end, path| {
            let journal = Journal::read_held(file, end, path)?;
            let last = journal.last_line;
            Ok((Change::Started(Box::new(journal)), last))
        })
    }

    /// The first look, read by `read` from the journal held open, up to `end` (its last line
    /// end): what `read` makes of it and the number of its last line. A board folds the lines
    /// as they are read rather than holding the journal whole.
    pub(crate) fn start_with<T>(
        &mut self,
        read: impl FnOnce(&File, u64, &Path) -> Result<(T, usize), Error>,
    ) -> Result<T, Error> {
        let shown = self.path.display().to_string();
        let (file, meta) = files::open_regular(&self.path, files::What::Journal, MAX_JOURNAL_BYTES, false)?;
        let end = last_line_end(&file, meta.len()).map_err(|e| Error::io(&shown, e))?;
        let Some(end) = end else {
            return Err(Error::NotStarted { path: shown });
        };
        let (value, last_line) = read(&file, end, &self.path)?;
        let first = first_line_end(&file, end).map_err(|e| Error::io(&shown, e))?;
        let mut head = vec![0u8; first as usize];
        read_exact_at(&file, &mut head, 0).map_err(|e| Error::io(&shown, e))?;
        *self = Follower {
            path: self.path.clone(),
            identity: Identity::of(&file),
            file: Some(file),
            head,
            bytes: end,
            lines: last_line,
            seen: Some((meta.len(), meta.modified().ok())),
        };
        Ok(value)
    }
}

fn read_exact_at(file: &File, buf: &mut [u8], mut offset: u64) -> std::io::Result<()> {
    let mut done = 0;
    while done < buf.len() {
        match files::read_at(file, &mut buf[done..], offset)? {
            0 => return Err(std::io::ErrorKind::UnexpectedEof.into()),
            n => {
                done += n;
                offset += n as u64;
            }
        }
    }
    Ok(())
}

/// The length of the file up to and with its last line end (none when it has none).
fn last_line_end(file: &File, len: u64) -> std::io::Result<Option<u64>> {
    let mut buf = vec![0u8; 1 << 16];
    let mut to = len;
    while to > 0 {
        let from = to.saturating_sub(buf.len() as u64);
        let chunk = &mut buf[..(to - from) as usize];
        read_exact_at(file, chunk, from)?;
        if let Some(i) = memchr::memrchr(b'\n', chunk) {
            return Ok(Some(from + i as u64 + 1));
        }
        to = from;
    }
    Ok(None)
}

/// The length of the first line, with its line end, within the first `len` bytes.
fn first_line_end(file: &File, len: u64) -> std::io::Result<u64> {
    let mut buf = vec![0u8; 1 << 16];
    let mut from = 0;
    while from < len {
        let chunk = &mut buf[..(len - from).min(1 << 16) as usize];
        read_exact_at(file, chunk, from)?;
        if let Some(i) = memchr::memchr(b'\n', chunk) {
            return Ok(from + i as u64 + 1);
        }
        from += chunk.len() as u64;
    }
    Ok(len)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    const HEAD: &str =
        r#"{"type":"session","format":1,"ruleset":"belote-classic","players":["Ana","Bea","Cris","Dani"]}"#;

    fn append(path: &Path, text: &str) {
        std::fs::OpenOptions::new().append(true).open(path).unwrap().write_all(text.as_bytes()).unwrap();
    }

    fn notes(c: &Change) -> Vec<String> {
        let entries = match c {
            Change::Appended(e) => e.clone(),
            Change::Started(j) => j.entries.clone(),
            Change::Nothing => Vec::new(),
        };
        entries
            .into_iter()
            .map(|e| match e.record {
                super::super::Record::Note { text } => format!("{}:{text}", e.line),
                r => format!("{}:{}", e.line, r.type_name()),
            })
            .collect()
    }

    fn note(text: &str) -> String {
        format!("{{\"type\":\"note\",\"text\":\"{text}\"}}\n")
    }

    #[test]
    fn only_new_complete_lines_are_handed_over_numbered_as_in_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j.jsonl");
        std::fs::write(&path, format!("{HEAD}\n{}", note("a"))).unwrap();
        let mut f = Follower::new(&path);
        let first = f.poll().unwrap();
        assert!(matches!(first, Change::Started(_)));
        assert_eq!((notes(&first), f.lines()), (vec!["2:a".to_string()], 2));
        assert!(matches!(f.poll().unwrap(), Change::Nothing));
        // Half a line: nothing yet; its end and one more line: both, lines 3 and 4.
        append(&path, "{\"type\":\"note\",");
        assert_eq!(notes(&f.poll().unwrap()), Vec::<String>::new());
        assert_eq!(f.lines(), 2);
        append(&path, &format!("\"text\":\"b\"}}\n\n{}", note("c")));
        let c = f.poll().unwrap();
        assert!(matches!(c, Change::Appended(_)));
        assert_eq!((notes(&c), f.lines()), (vec!["3:b".to_string(), "5:c".to_string()], 5));
    }

    #[test]
    fn a_journal_shrunk_or_replaced_is_read_again() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j.jsonl");
        std::fs::write(&path, format!("{HEAD}\n{}{}", note("a"), note("b"))).unwrap();
        let mut f = Follower::new(&path);
        f.poll().unwrap();
        assert_eq!(f.lines(), 3);
        // Shrunk in place (the last line moved aside).
        std::fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .unwrap()
            .set_len((HEAD.len() + 1 + note("a").len()) as u64)
            .unwrap();
        let c = f.poll().unwrap();
        assert!(matches!(c, Change::Started(_)));
        assert_eq!((notes(&c), f.lines()), (vec!["2:a".to_string()], 2));
        // Replaced by another file (renamed over it), longer than the first.
        let other = dir.path().join("new.jsonl");
        std::fs::write(&other, format!("{HEAD}\n{}{}{}", note("x"), note("y"), note("z"))).unwrap();
        std::fs::rename(&other, &path).unwrap();
        let c = f.poll().unwrap();
        assert!(matches!(c, Change::Started(_)));
        assert_eq!(notes(&c), ["2:x", "3:y", "4:z"]);
        // Rewritten in place with another header and more lines: read from the start.
        let head2 = HEAD.replace("Dani", "Dana");
        let mut w = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
        w.write_all(format!("{head2}\n{}{}{}{}", note("p"), note("q"), note("r"), note("s")).as_bytes()).unwrap();
        drop(w);
        let c = f.poll().unwrap();
        match &c {
            Change::Started(j) => assert_eq!(j.header.players[3], "Dana"),
            other => panic!("{other:?}"),
        }
        assert_eq!(f.lines(), 5);
    }

    #[test]
    fn a_bad_appended_line_is_an_error_naming_its_line_and_keeps_what_was_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j.jsonl");
        std::fs::write(&path, format!("{HEAD}\n")).unwrap();
        let mut f = Follower::new(&path);
        f.poll().unwrap();
        append(&path, "{\"type\":\"nonsense\"}\n");
        match f.poll() {
            Err(Error::Journal { line, .. }) => assert_eq!(line, 2),
            other => panic!("{other:?}"),
        }
        assert_eq!(f.lines(), 1);
    }

    #[test]
    fn a_file_without_a_whole_first_line_holds_no_session_yet() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j.jsonl");
        std::fs::write(&path, HEAD).unwrap();
        assert!(matches!(Follower::new(&path).poll(), Err(Error::NotStarted { .. })));
    }
}
