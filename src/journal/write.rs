/*!
The one writer of a journal.

- **One writer.** While a table writes the journal it holds an exclusive lock on a file beside it,
  `NAME.lock` (`super::lock`); a second `new`/`resume` of the same file stops at once
  ([`Error::InUse`]). Readers take no lock, and nothing locks the journal itself: they never wait.
- **Durable.** Every entry is one line, written and fsynced before the prompt moves on; a new
  journal's directory is fsynced too, so the file itself survives a crash.
- **Cut lines mended, not built on.** Before appending, a cut-short last line (a crash mid-write)
  is moved aside into a file beside the journal and cut off ([`Mended`]).
- **The file it writes is the file it opened.** After each entry the writer checks that the path
  still names the file it holds (device and inode, on Windows volume and file index; not following
  symlinks). When the journal was
  deleted, renamed over or replaced, the whole session as written (read back through the open
  handle) goes to a new file beside it, and the table stops saying where.
- **A full disk leaves the journal whole.** When an entry cannot be written (no space, the file
  size limit), whatever part of it reached the file is cut off again and the table stops.
- **What it writes reads back.** A line longer than the reader reads ([`MAX_LINE_BYTES`]), or one
  that would take the journal past its size cap ([`MAX_JOURNAL_BYTES`]), is refused before
  anything is written ([`Writer::line`]).
*/

use super::lock::Lock;
use super::read::MAX_LINE_BYTES;
use super::{event_json, header_json, Entry, Header};
use crate::engine::Refusal;
use crate::error::{Bug, Error, Rescue, SaveProblem, StoreProblem, WriteCause};
use crate::files::{self, Identity, MAX_JOURNAL_BYTES};
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The journal being written.
#[derive(Debug)]
pub(crate) struct Writer {
    file: File,
    pub(crate) path: PathBuf,
    /// The one-writer lock, held as long as the writer.
    lock: Lock,
    /// The file's identity (none when the system does not tell it: then it is not checked).
    identity: Option<Identity>,
    /// Bytes in the file (every one of them a complete line).
    len: u64,
    /// Lines in the file.
    lines: usize,
}

/// One line of the journal, its line end included, no longer than a reader reads.
#[derive(Debug)]
pub(crate) struct Line(String);

impl Line {
    /// The line of a JSON object, or [`Refusal::LineTooLong`] (as [`Error::Refused`]).
    fn of(v: &serde_json::Value) -> Result<Line, Error> {
        let mut text = serde_json::to_string(v).map_err(|e| Error::Internal(Box::new(Bug::Encode(e.to_string()))))?;
        if text.len() > MAX_LINE_BYTES {
            return Err(Error::Refused(Refusal::LineTooLong { bytes: text.len(), max: MAX_LINE_BYTES }));
        }
        text.push('\n');
        Ok(Line(text))
    }
}

/// What `open` did to the journal's end before appending.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Mended {
    /// The journal ended with a complete line.
    Clean,
    /// The last line lacked only its line end: it was completed.
    Completed,
    /// Line `line` was cut short; its bytes were moved to `aside`.
    CutAside { line: usize, aside: PathBuf },
}

/// Why a write of the journal failed, as a person can act on it.
fn cause(e: &std::io::Error) -> WriteCause {
    #[cfg(unix)]
    match e.raw_os_error() {
        Some(libc::ENOSPC) => return WriteCause::DiskFull,
        Some(libc::EDQUOT) => return WriteCause::Quota,
        Some(libc::EFBIG) => return WriteCause::SizeLimit,
        _ => {}
    }
    WriteCause::Other { kind: e.kind(), detail: e.to_string() }
}

/// A file name beside `path` that does not exist yet: `STEM-WHAT.jsonl`, `STEM-WHAT-2.jsonl`, …,
/// created empty and returned open.
fn create_beside(path: &Path, what: &str, ext: &str) -> std::io::Result<(File, PathBuf)> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    create_named(dir, path, what, ext)
}

/// [`create_beside`], in the folder `dir`.
fn create_named(dir: &Path, path: &Path, what: &str, ext: &str) -> std::io::Result<(File, PathBuf)> {
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "journal".into());
    let mut k = 1;
    loop {
        let name = if k == 1 { format!("{stem}-{what}.{ext}") } else { format!("{stem}-{what}-{k}.{ext}") };
        let candidate = dir.join(name);
        match OpenOptions::new().write(true).create_new(true).open(&candidate) {
            Ok(f) => return Ok((f, candidate)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && k < 1000 => k += 1,
            Err(e) => return Err(e),
        }
    }
}

impl Writer {
    /// Create a new journal at `path` with its header. Fails if the file exists.
    pub(crate) fn create(path: &Path, header: &Header) -> Result<Writer, Error> {
        Writer::create_json(path, &header_json(header))
    }

    /// [`Writer::create`] with any header line (a concours journal's).
    pub(crate) fn create_json(path: &Path, header: &serde_json::Value) -> Result<Writer, Error> {
        let line = Line::of(header)?;
        let shown = path.display().to_string();
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| Error::io(dir.display().to_string(), e))?;
        }
        let file =
            OpenOptions::new().read(true).append(true).create_new(true).open(path).map_err(|e| Error::io(&shown, e))?;
        Writer::start(file, path, line)
    }

    /// Create a new journal named `STAMP-NAME.jsonl` in `dir` (or `STAMP-NAME-2.jsonl`, … when that
    /// name is taken: two tables started in the same minute both get a journal).
    pub(crate) fn create_in(dir: &Path, stamp: &str, name: &str, header: &Header) -> Result<Writer, Error> {
        Writer::create_json_in(dir, stamp, name, &header_json(header))
    }

    /// [`Writer::create_in`] with any header line (a concours journal's).
    pub(crate) fn create_json_in(
        dir: &Path,
        stamp: &str,
        name: &str,
        header: &serde_json::Value,
    ) -> Result<Writer, Error> {
        let line = Line::of(header)?;
        std::fs::create_dir_all(dir).map_err(|e| Error::io(dir.display().to_string(), e))?;
        let safe: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '-' }).collect();
        for k in 1..10_000 {
            let file_name = if k == 1 { format!("{stamp}-{safe}.jsonl") } else { format!("{stamp}-{safe}-{k}.jsonl") };
            let path = dir.join(file_name);
            match OpenOptions::new().read(true).append(true).create_new(true).open(&path) {
                Ok(file) => return Writer::start(file, &path, line),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(Error::io(path.display().to_string(), e)),
            }
        }
        Err(Error::Store(StoreProblem::FullMinute { dir: dir.display().to_string() }))
    }

    /// Start a session in an existing journal that holds none yet (empty, or only a cut-short
    /// header): the journal a crash left between creating it and writing its header.
    pub(crate) fn take_over(path: &Path, header: &Header) -> Result<(Writer, Mended), Error> {
        let line = Line::of(&header_json(header))?;
        let (file, _) = files::open_regular(path, crate::files::What::Journal, files::MAX_JOURNAL_BYTES, true)?;
        let lock = Lock::take(path)?;
        let mut w = Writer::held(file, path, lock)?;
        let mended = w.mend(&|t, line| super::parse_event_line(t, line).is_ok())?;
        if w.len != 0 {
            return Err(Error::Exists { path: path.display().to_string() });
        }
        w.write_header(line)?;
        Ok((w, mended))
    }

    /// Write the header of a journal just created (`create_new`). When that fails, the file is
    /// removed again: an empty journal left behind would be a session that was never started.
    fn start(file: File, path: &Path, header: Line) -> Result<Writer, Error> {
        let created = Identity::of(&file);
        let started = Lock::take(path).and_then(|lock| {
            let mut w = Writer::held(file, path, lock)?;
            w.write_header(header)?;
            Ok(w)
        });
        if started.is_err() && created.is_some() && Identity::at(path) == created {
            let _ = std::fs::remove_file(path);
            files::sync_dir(path);
        }
        started
    }

    /// Write the header (fsynced, with the journal's folder). A write that fails is
    /// [`SaveProblem::Start`]: no session was started.
    fn write_header(&mut self, header: Line) -> Result<(), Error> {
        self.write_line(header).map_err(|e| match e {
            Error::Save(SaveProblem::Write { cause, .. }) => Error::Save(SaveProblem::Start { cause }),
            e => e,
        })?;
        files::sync_dir(&self.path);
        Ok(())
    }

    fn held(file: File, path: &Path, lock: Lock) -> Result<Writer, Error> {
        let meta = file.metadata().map_err(|e| Error::io(path.display().to_string(), e))?;
        let identity = Identity::of(&file);
        Ok(Writer { file, path: path.to_path_buf(), lock, identity, len: meta.len(), lines: 0 })
    }

    /// The lock file while this writer holds it.
    pub(crate) fn lock_path(&self) -> Option<&Path> {
        self.lock.held_path()
    }

    /// Open an existing journal to append to it: lock it, then mend a cut-short last line.
    /// An empty journal (or one holding only a cut-short header) is [`Error::NotStarted`].
    pub(crate) fn open(path: &Path) -> Result<(Writer, Mended), Error> {
        Writer::open_with(path, &|t, line| super::parse_event_line(t, line).is_ok())
    }

    /// [`Writer::open`] for a journal whose lines `complete` reads (a concours journal's): a last
    /// line it reads lacks only its line end.
    pub(crate) fn open_with(path: &Path, complete: &dyn Fn(&str, usize) -> bool) -> Result<(Writer, Mended), Error> {
        Writer::open_waiting(path, complete, std::time::Duration::ZERO)
    }

    /// [`Writer::open_with`], waiting up to `wait` while another writer holds the journal (a
    /// short command's: two entered at once are written one after the other); still held after
    /// it, [`Error::InUse`].
    pub(crate) fn open_waiting(
        path: &Path,
        complete: &dyn Fn(&str, usize) -> bool,
        wait: std::time::Duration,
    ) -> Result<(Writer, Mended), Error> {
        let (file, _) = files::open_regular(path, crate::files::What::Journal, files::MAX_JOURNAL_BYTES, true)?;
        let until = std::time::Instant::now() + wait;
        let lock = loop {
            match Lock::take(path) {
                Err(Error::InUse { .. }) if std::time::Instant::now() < until => {
                    std::thread::sleep(std::time::Duration::from_millis(20))
                }
                taken => break taken?,
            }
        };
        let mut w = Writer::held(file, path, lock)?;
        let mended = w.mend(complete)?;
        if w.len == 0 {
            return Err(Error::NotStarted { path: path.display().to_string() });
        }
        Ok((w, mended))
    }

    /// Every byte of the held file, through the handle (whatever the path names now).
    fn contents(&self) -> std::io::Result<Vec<u8>> {
        let mut out = Vec::with_capacity(self.len as usize);
        let mut buf = vec![0u8; 1 << 16];
        loop {
            let n = files::read_at(&self.file, &mut buf, out.len() as u64)?;
            if n == 0 {
                return Ok(out);
            }
            out.extend_from_slice(&buf[..n]);
        }
    }

    /// Make the journal end with a complete line: complete a last line that lacks only its line
    /// end, or move a cut-short one aside.
    fn mend(&mut self, reads: &dyn Fn(&str, usize) -> bool) -> Result<Mended, Error> {
        let shown = self.path.display().to_string();
        let io = |e| Error::io(&shown, e);
        // Through the file a buffer at a time (a long journal is never held whole): its length,
        // its lines and where its last line starts.
        let mut buf = vec![0u8; 1 << 16];
        let (mut len, mut lines, mut start) = (0u64, 0usize, 0u64);
        let mut last_byte = None;
        loop {
            let n = files::read_at(&self.file, &mut buf, len).map_err(io)?;
            if n == 0 {
                break;
            }
            let chunk = &buf[..n];
            lines += chunk.iter().filter(|b| **b == b'\n').count();
            if let Some(i) = chunk.iter().rposition(|b| *b == b'\n') {
                start = len + i as u64 + 1;
            }
            last_byte = chunk.last().copied();
            len += n as u64;
        }
        self.len = len;
        self.lines = lines;
        if len == 0 || last_byte == Some(b'\n') {
            return Ok(Mended::Clean);
        }
        let mut tail = vec![0u8; (len - start) as usize];
        let mut got = 0;
        while got < tail.len() {
            let n = files::read_at(&self.file, &mut tail[got..], start + got as u64).map_err(io)?;
            if n == 0 {
                break;
            }
            got += n;
        }
        tail.truncate(got);
        let tail = &tail[..];
        let line = lines + 1;
        let start = start as usize;
        let complete = start > 0
            && std::str::from_utf8(tail)
                .ok()
                .map(|t| t.trim_end_matches('\r'))
                .is_some_and(|t| t.trim().is_empty() || reads(t, line));
        if !complete && !super::read::cut_short(tail) {
            // Not a line a crash cut short: damage, which the reader reports with its line.
            return Ok(Mended::Clean);
        }
        if complete {
            self.file.write_all(b"\n").map_err(io)?;
            self.file.sync_data().map_err(io)?;
            self.len += 1;
            self.lines += 1;
            return Ok(Mended::Completed);
        }
        let (mut aside, aside_path) = create_beside(&self.path, &format!("line{line}-cut"), "txt").map_err(io)?;
        aside
            .write_all(tail)
            .and_then(|_| aside.sync_all())
            .map_err(|e| Error::io(aside_path.display().to_string(), e))?;
        files::sync_dir(&aside_path);
        self.file.set_len(start as u64).map_err(io)?;
        self.file.sync_data().map_err(io)?;
        self.len = start as u64;
        Ok(Mended::CutAside { line, aside: aside_path })
    }

    /// Whether the journal has room for `line` under its size cap.
    fn room(&self, line: &Line) -> Result<(), Error> {
        if self.len + line.0.len() as u64 > MAX_JOURNAL_BYTES {
            return Err(Error::Refused(Refusal::JournalFull { max: MAX_JOURNAL_BYTES }));
        }
        Ok(())
    }

    fn write_line(&mut self, line: Line) -> Result<(), Error> {
        self.room(&line)?;
        let Line(text) = line;
        let written = self.file.write_all(text.as_bytes()).and_then(|_| self.file.sync_data());
        if let Err(e) = written {
            // Cut off whatever part of the line reached the file: the journal stays whole.
            let _ = self.file.set_len(self.len);
            let _ = self.file.sync_data();
            return Err(Error::Save(SaveProblem::Write {
                cause: cause(&e),
                journal: self.path.display().to_string(),
                lines: self.lines,
            }));
        }
        self.len += text.len() as u64;
        self.lines += 1;
        Ok(())
    }

    /// The line `entry` takes in this journal, or why the journal cannot take it, before anything
    /// is written: [`Refusal::LineTooLong`], [`Refusal::JournalFull`] (as [`Error::Refused`]).
    pub(crate) fn line(&self, entry: &Entry) -> Result<Line, Error> {
        let line = Line::of(&event_json(entry))?;
        self.room(&line)?;
        Ok(line)
    }

    /// Append any JSON line (a concours journal's), as [`Writer::append`] does.
    pub(crate) fn append_json(&mut self, v: &serde_json::Value) -> Result<usize, Error> {
        let line = Line::of(v)?;
        self.room(&line)?;
        self.append_line(line)
    }

    /// Append one entry (fsynced) and check the journal is still where it was; returns its line.
    pub(crate) fn append(&mut self, entry: &Entry) -> Result<usize, Error> {
        let line = self.line(entry)?;
        self.append_line(line)
    }

    /// Append a line [`Writer::line`] made, as [`Writer::append`] does.
    pub(crate) fn append_line(&mut self, line: Line) -> Result<usize, Error> {
        self.write_line(line)?;
        self.check()?;
        Ok(self.lines)
    }

    /// Lines written to the journal so far (the header included).
    pub(crate) fn lines(&self) -> usize {
        self.lines
    }

    /// Check that the path still names the file this writer holds. When it does not (the journal
    /// was deleted, renamed over or replaced by a link), the session as written goes to a new
    /// file beside it, else in the sessions folder, else in the temp folder, else to standard
    /// output; the error says where ([`Rescue`]).
    pub(crate) fn check(&self) -> Result<(), Error> {
        let Some(identity) = self.identity else { return Ok(()) };
        if Identity::at(&self.path) == Some(identity) {
            return Ok(());
        }
        Err(Error::Save(SaveProblem::Moved {
            journal: self.path.display().to_string(),
            deleted: Identity::at(&self.path).is_none(),
            rescued: self.rescue(),
            lines: self.lines,
        }))
    }

    /// Copy the session as written (read back through the handle) to the first folder that takes
    /// it: beside the journal, the sessions folder, the temp folder.
    fn rescue(&self) -> Rescue {
        let bytes = match self.contents() {
            Ok(b) => b,
            Err(e) => return Rescue::Unread { kind: e.kind(), detail: e.to_string() },
        };
        let copy = |made: std::io::Result<(File, PathBuf)>| {
            let (mut f, p) = made?;
            let written = f.write_all(&bytes).and_then(|_| f.sync_all());
            if let Err(e) = written {
                // A copy cut short (a full disk) is no copy: leave nothing half-written behind.
                let _ = std::fs::remove_file(&p);
                return Err(e);
            }
            files::sync_dir(&p);
            Ok(p.display().to_string())
        };
        if let Ok(p) = copy(create_beside(&self.path, "rescued", "jsonl")) {
            return Rescue::Beside(p);
        }
        let elsewhere = crate::store::sessions_dir().ok().into_iter().chain([std::env::temp_dir()]);
        for dir in elsewhere {
            let made = std::fs::create_dir_all(&dir).and_then(|()| create_named(&dir, &self.path, "rescued", "jsonl"));
            if let Ok(p) = copy(made) {
                return Rescue::Elsewhere(p);
            }
        }
        Rescue::Printed { text: String::from_utf8_lossy(&bytes).into_owned() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::{Journal, Record};

    fn header() -> Header {
        Header {
            format: 1,
            ruleset: "bestia".into(),
            players: vec!["A".into(), "B".into(), "C".into()],
            ..Default::default()
        }
    }

    fn note(t: &str) -> Entry {
        Entry { line: 0, at: None, record: Record::Note { text: t.into() } }
    }

    #[test]
    fn a_folder_whose_names_for_the_minute_are_all_taken_is_said_full() {
        // create_in tries STAMP-NAME.jsonl, then STAMP-NAME-2.jsonl … STAMP-NAME-9999.jsonl.
        let dir = tempfile::tempdir().unwrap();
        let stamp = "2026-11-22-1803";
        let made = Writer::create_in(dir.path(), stamp, "bestia", &header()).unwrap();
        assert_eq!(made.path, dir.path().join(format!("{stamp}-bestia.jsonl")));
        drop(made);
        for k in 2..10_000 {
            std::fs::write(dir.path().join(format!("{stamp}-bestia-{k}.jsonl")), "").unwrap();
        }
        match Writer::create_in(dir.path(), stamp, "bestia", &header()) {
            Err(Error::Store(StoreProblem::FullMinute { dir: d })) => assert_eq!(d, dir.path().display().to_string()),
            Err(e) => panic!("another error: {e:?}"),
            Ok(w) => panic!("a journal was made: {}", w.path.display()),
        }
        // Another minute still has room.
        assert!(Writer::create_in(dir.path(), "2026-11-22-1804", "bestia", &header()).is_ok());
    }

    #[test]
    fn a_second_writer_is_refused_while_the_first_holds_the_journal() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j.jsonl");
        let mut w = Writer::create(&path, &header()).unwrap();
        w.append(&note("a")).unwrap();
        assert!(matches!(Writer::open(&path), Err(Error::InUse { .. })));
        drop(w);
        let (mut w, mended) = Writer::open(&path).unwrap();
        assert_eq!(mended, Mended::Clean);
        assert_eq!(w.append(&note("b")).unwrap(), 3);
    }

    #[test]
    fn a_cut_last_line_is_moved_aside_before_appending() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j.jsonl");
        drop(Writer::create(&path, &header()).unwrap());
        let mut f = OpenOptions::new().append(true).open(&path).unwrap();
        f.write_all(b"{\"type\":\"note\",\"text\":\"a\"}\n{\"type\":\"no").unwrap();
        drop(f);
        let (mut w, mended) = Writer::open(&path).unwrap();
        let Mended::CutAside { line, aside } = mended else { panic!("{mended:?}") };
        assert_eq!(line, 3);
        assert_eq!(std::fs::read(&aside).unwrap(), b"{\"type\":\"no");
        assert_eq!(w.append(&note("b")).unwrap(), 3);
        let j = Journal::read(&path).unwrap();
        assert!(j.warnings.is_empty());
        assert_eq!(j.entries.len(), 2);
    }

    #[test]
    fn a_long_journal_is_mended_a_buffer_at_a_time() {
        // 3,000 notes (some 100 KB, more than one read buffer), then a last line cut short
        // across a buffer's edge, then one a crash left without its line end.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j.jsonl");
        let mut w = Writer::create(&path, &header()).unwrap();
        for i in 0..3000 {
            w.append(&note(&format!("note {i}"))).unwrap();
        }
        drop(w);
        let cut = format!("{{\"type\":\"note\",\"text\":\"{}", "x".repeat(70_000));
        OpenOptions::new().append(true).open(&path).unwrap().write_all(cut.as_bytes()).unwrap();
        let (mut w, mended) = Writer::open(&path).unwrap();
        let Mended::CutAside { line, aside } = mended else { panic!("{mended:?}") };
        // The header is line 1, the notes lines 2 to 3,001.
        assert_eq!(line, 3002);
        assert_eq!(std::fs::read(&aside).unwrap(), cut.as_bytes());
        assert_eq!(w.append(&note("after")).unwrap(), 3002);
        drop(w);
        let whole = "{\"type\":\"note\",\"text\":\"last\"}";
        OpenOptions::new().append(true).open(&path).unwrap().write_all(whole.as_bytes()).unwrap();
        let (w, mended) = Writer::open(&path).unwrap();
        assert_eq!(mended, Mended::Completed);
        assert_eq!(w.lines, 3003);
        drop(w);
        let j = Journal::read(&path).unwrap();
        assert!(j.warnings.is_empty(), "{:?}", j.warnings);
        assert_eq!(j.entries.len(), 3002);
    }

    #[test]
    fn an_empty_journal_is_a_session_not_started_and_can_be_taken_over() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j.jsonl");
        std::fs::write(&path, "").unwrap();
        assert!(matches!(Writer::open(&path), Err(Error::NotStarted { .. })));
        let (mut w, _) = Writer::take_over(&path, &header()).unwrap();
        w.append(&note("a")).unwrap();
        drop(w);
        assert!(Writer::take_over(&path, &header()).is_err());
        assert_eq!(Journal::read(&path).unwrap().entries.len(), 1);
    }

    #[test]
    fn an_entry_past_the_journal_size_cap_is_refused_before_anything_is_written() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j.jsonl");
        let mut w = Writer::create(&path, &header()).unwrap();
        let before = std::fs::read(&path).unwrap();
        // {"type":"note","text":"x"} is 26 bytes, 27 with its line end: a journal 27 bytes short
        // of its cap has room for that line and for none longer. (The journal is made that full
        // by its count of bytes: writing 256 MiB would only slow the test.)
        w.len = MAX_JOURNAL_BYTES - 27;
        let e = w.append(&note("xy")).unwrap_err();
        assert!(matches!(e, Error::Refused(Refusal::JournalFull { max }) if max == MAX_JOURNAL_BYTES), "{e:?}");
        assert_eq!(std::fs::read(&path).unwrap(), before, "nothing was written");
        assert_eq!(w.append(&note("x")).unwrap(), 2);
        assert_eq!(w.len, MAX_JOURNAL_BYTES);
    }

    #[test]
    fn a_deleted_journal_is_rescued_beside_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("j.jsonl");
        let mut w = Writer::create(&path, &header()).unwrap();
        w.append(&note("a")).unwrap();
        std::fs::remove_file(&path).unwrap();
        let e = w.append(&note("b")).unwrap_err();
        let e = crate::i18n::Lang::En.catalog().error(&e, None);
        assert!(e.contains("deleted"), "{e}");
        let rescued = dir.path().join("j-rescued.jsonl");
        assert!(e.contains(&rescued.display().to_string()), "{e}");
        assert_eq!(Journal::read(&rescued).unwrap().entries.len(), 2);
    }
}
