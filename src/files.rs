/*!
Opening the files tapete reads: journals, rulesets (and, later, its own config). Only regular
files are read, each under a size cap, so a FIFO, a device, a directory or `/dev/zero` given as a
journal is refused at once instead of hanging or filling memory.

The file is opened without blocking (`O_NONBLOCK`: a FIFO with no writer would otherwise block the
open itself) and then checked through the open handle, so what is checked is what is read.
Messages name the path and what was wrong, never the file's content.
*/

use std::fs::{File, Metadata, OpenOptions};
use std::path::Path;

/// What a file is to tapete, for messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum What {
    Journal,
    Ruleset,
    Configuration,
}

/// What a path names when it is not a regular file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum FileKind {
    Directory,
    Fifo,
    Device,
    Socket,
    Other,
}

/// Why tapete will not read a file.
#[derive(Debug)]
#[doc(hidden)]
pub enum FileProblem {
    /// Not a regular file.
    NotRegular { kind: FileKind },
    /// `size` bytes, more than the `max` a file of its kind may hold.
    TooLarge { size: u64, max: u64 },
    /// It grew past `max` bytes while it was read.
    GrewPast { max: u64 },
    /// Nothing came: standard input was empty (`verify -` with nothing piped in).
    Empty,
    /// Not UTF-8 text at this line and column.
    NotUtf8 { line: usize, column: usize },
    /// The system refused to open or read it.
    Io(std::io::Error),
}

/// A file tapete will not read: which, what it is to tapete, and why.
#[derive(Debug)]
#[doc(hidden)]
pub struct FileError {
    pub path: String,
    pub what: What,
    pub problem: FileProblem,
}

/// Journals larger than this are refused before reading (a night of cards is a few hundred KB).
pub(crate) const MAX_JOURNAL_BYTES: u64 = 256 << 20;
/// Ruleset files larger than this are refused before parsing.
pub(crate) const MAX_RULESET_BYTES: u64 = 1 << 20;

/// What kind of file a path names, when it is not a regular file.
fn kind_of(meta: &Metadata) -> FileKind {
    let t = meta.file_type();
    if t.is_dir() {
        return FileKind::Directory;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return FileKind::Fifo;
        }
        if t.is_char_device() || t.is_block_device() {
            return FileKind::Device;
        }
        if t.is_socket() {
            return FileKind::Socket;
        }
    }
    FileKind::Other
}

fn options(write: bool) -> OpenOptions {
    let mut o = OpenOptions::new();
    o.read(true);
    if write {
        o.append(true);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        o.custom_flags(libc::O_NONBLOCK);
    }
    o
}

/// Open `path` for reading (and appending when `write`), only if it is a regular file of at
/// most `max` bytes. `what` says what the file is to tapete, for messages.
pub(crate) fn open_regular(path: &Path, what: What, max: u64, write: bool) -> Result<(File, Metadata), FileError> {
    let shown = path.display().to_string();
    let fail = |problem| FileError { path: shown.clone(), what, problem };
    // A quick look first: opening a directory for appending fails with a less helpful error.
    if let Ok(meta) = std::fs::metadata(path) {
        if !meta.is_file() {
            return Err(fail(FileProblem::NotRegular { kind: kind_of(&meta) }));
        }
    }
    let file = options(write).open(path).map_err(|e| fail(FileProblem::Io(e)))?;
    let meta = file.metadata().map_err(|e| fail(FileProblem::Io(e)))?;
    if !meta.is_file() {
        return Err(fail(FileProblem::NotRegular { kind: kind_of(&meta) }));
    }
    if meta.len() > max {
        return Err(fail(FileProblem::TooLarge { size: meta.len(), max }));
    }
    #[cfg(unix)]
    {
        // Reads from here on may block as usual (a regular file never does anyway).
        use std::os::unix::io::AsRawFd;
        let fd = file.as_raw_fd();
        // SAFETY: fcntl on a descriptor this function owns; no memory is passed.
        unsafe {
            let flags = libc::fcntl(fd, libc::F_GETFL);
            if flags >= 0 {
                libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK);
            }
        }
    }
    Ok((file, meta))
}

/// What standard input holds, at most `max` bytes of it, copied into a temporary file that has no
/// name (the system removes it when it is closed), so that it is read as a file named on the
/// command line is: by position, twice if need be. `shown` names standard input in messages.
pub(crate) fn from_stdin(shown: &str, what: What, max: u64) -> Result<File, FileError> {
    use std::io::Read;
    let fail = |problem| FileError { path: shown.to_string(), what, problem };
    let mut file = tempfile::tempfile().map_err(|e| fail(FileProblem::Io(e)))?;
    let copied =
        std::io::copy(&mut std::io::stdin().lock().take(max + 1), &mut file).map_err(|e| fail(FileProblem::Io(e)))?;
    if copied > max {
        return Err(fail(FileProblem::GrewPast { max }));
    }
    if copied == 0 {
        return Err(fail(FileProblem::Empty));
    }
    Ok(file)
}

/// Read a whole text file (a ruleset) under the rules of [`open_regular`]: regular, at most
/// `max` bytes, UTF-8.
pub(crate) fn read_text(path: &Path, what: What, max: u64) -> Result<String, FileError> {
    use std::io::Read;
    let fail = |problem| FileError { path: path.display().to_string(), what, problem };
    let (file, _) = open_regular(path, what, max, false)?;
    let mut bytes = Vec::new();
    // The cap again while reading: the file may grow after it was measured.
    file.take(max + 1).read_to_end(&mut bytes).map_err(|e| fail(FileProblem::Io(e)))?;
    if bytes.len() as u64 > max {
        return Err(fail(FileProblem::GrewPast { max }));
    }
    String::from_utf8(bytes).map_err(|e| {
        let (line, column) = line_col(&e.as_bytes()[..e.utf8_error().valid_up_to()]);
        fail(FileProblem::NotUtf8 { line, column })
    })
}

/// The 1-based line and column just after `bytes`.
pub(crate) fn line_col(bytes: &[u8]) -> (usize, usize) {
    let line = bytes.iter().filter(|b| **b == b'\n').count() + 1;
    let start = bytes.iter().rposition(|b| *b == b'\n').map(|i| i + 1).unwrap_or(0);
    let column = String::from_utf8_lossy(&bytes[start..]).chars().count() + 1;
    (line, column)
}

/// Read from an open file at `offset`, leaving its own position alone (on Unix): several readers
/// may share one handle.
pub(crate) fn read_at(file: &File, buf: &mut [u8], offset: u64) -> std::io::Result<usize> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileExt;
        file.read_at(buf, offset)
    }
    #[cfg(not(unix))]
    {
        use std::io::{Read, Seek, SeekFrom};
        let mut f = file;
        f.seek(SeekFrom::Start(offset))?;
        f.read(buf)
    }
}

/// An open file read from a position ([`read_at`]): the same bytes however many times it is
/// read, whatever its path names by then.
pub(crate) struct At<'a> {
    file: &'a File,
    offset: u64,
}

impl<'a> At<'a> {
    pub(crate) fn start(file: &'a File) -> At<'a> {
        At { file, offset: 0 }
    }
    pub(crate) fn from(file: &'a File, offset: u64) -> At<'a> {
        At { file, offset }
    }
}

impl std::io::Read for At<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = read_at(self.file, buf, self.offset)?;
        self.offset += n as u64;
        Ok(n)
    }
}

/// Make a new directory entry durable: fsync the directory that holds `path`.
pub(crate) fn sync_dir(path: &Path) {
    #[cfg(unix)]
    if let Some(dir) = path.parent() {
        let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
    }
    #[cfg(not(unix))]
    let _ = path;
}

/// The identity of an open file or of what a path names: its device and inode (on Windows, its
/// volume's serial number and its file index), so that a file renamed over, replaced or deleted
/// under a handle is told from the file the handle holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Identity(u64, u64);

impl Identity {
    /// The identity of an open file; none when the system does not tell it.
    pub(crate) fn of(file: &File) -> Option<Identity> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            file.metadata().ok().map(|m| Identity(m.dev(), m.ino()))
        }
        #[cfg(windows)]
        {
            // Written for Windows and reviewed, not compiled here (only Linux is built).
            use std::os::windows::io::AsRawHandle;
            use windows_sys::Win32::Storage::FileSystem::{GetFileInformationByHandle, BY_HANDLE_FILE_INFORMATION};
            let mut info = BY_HANDLE_FILE_INFORMATION::default();
            // SAFETY: a handle the `File` owns, open for the call; a structure the call fills.
            let ok = unsafe { GetFileInformationByHandle(file.as_raw_handle(), &mut info) };
            let index = (u64::from(info.nFileIndexHigh) << 32) | u64::from(info.nFileIndexLow);
            (ok != 0).then_some(Identity(u64::from(info.dwVolumeSerialNumber), index))
        }
        #[cfg(not(any(unix, windows)))]
        {
            let _ = file;
            Some(Identity(0, 0))
        }
    }

    /// What `path` names now, without following a symlink (a journal replaced by a symlink is
    /// not the journal any more). None when nothing is there.
    pub(crate) fn at(path: &Path) -> Option<Identity> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            std::fs::symlink_metadata(path).ok().map(|m| Identity(m.dev(), m.ino()))
        }
        #[cfg(windows)]
        {
            // Opened for its identity only (no access asked): a link itself, not what it points
            // to; a file being deleted does not open, and is no more there.
            use std::os::windows::fs::OpenOptionsExt;
            use windows_sys::Win32::Storage::FileSystem::{FILE_FLAG_BACKUP_SEMANTICS, FILE_FLAG_OPEN_REPARSE_POINT};
            let file = OpenOptions::new()
                .access_mode(0)
                .custom_flags(FILE_FLAG_BACKUP_SEMANTICS | FILE_FLAG_OPEN_REPARSE_POINT)
                .open(path)
                .ok()?;
            Identity::of(&file)
        }
        #[cfg(not(any(unix, windows)))]
        {
            std::fs::symlink_metadata(path).ok().map(|_| Identity(0, 0))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions() {
        assert_eq!(line_col(b"ab\ncd"), (2, 3));
        assert_eq!(line_col(b""), (1, 1));
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_and_a_directory_are_refused_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("j.jsonl");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a NUL-terminated path and a mode; no memory is kept.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let kind = |p: &Path| match open_regular(p, What::Journal, MAX_JOURNAL_BYTES, false) {
            Err(FileError { problem: FileProblem::NotRegular { kind }, what: What::Journal, .. }) => Some(kind),
            _ => None,
        };
        assert_eq!(kind(&fifo), Some(FileKind::Fifo));
        assert_eq!(kind(dir.path()), Some(FileKind::Directory));
        assert_eq!(kind(Path::new("/dev/zero")), Some(FileKind::Device));
    }
}
