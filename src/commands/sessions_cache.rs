//! What `tapete sessions` shows of each journal, kept between runs so that a folder of a season's
//! journals is not replayed every time: one file per sessions folder in tapete's cache folder
//! (`$XDG_CACHE_HOME/tapete/sessions-DIGEST.json`, `%LOCALAPPDATA%\tapete\cache\…` on Windows;
//! never among the sessions), named by a digest of the folder's absolute path and naming the
//! folder inside; one row per journal keyed by its file name, size and modification time, the
//! whole file by the program that worked the rows out (its version, and its executable's size and
//! modification time, so a new build never trusts an old one's verdicts). A journal appended to,
//! amended or replaced has another size or time and is replayed again; a cache that does not read
//! is an empty one; a cache that cannot be written (or no cache folder) is no error (the listing is
//! the same, only slower next time). Rows of journals that do not read are not kept: their error is
//! worked out each time.
//!
//! tapete once kept this cache in the sessions folder itself (`.sessions-cache.json`): that file
//! is removed when the folder is listed.

use serde::{Deserialize, Serialize};
use sha2::Digest;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Where an earlier tapete kept the cache: in the sessions folder, under this name.
const OLD_FILE: &str = ".sessions-cache.json";

/// A cache larger than this is not read (a few hundred bytes a journal: 100,000 journals fit).
const MAX_BYTES: u64 = 64 << 20;

/// What the listing shows of one journal, before its words (the language is the reader's).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Row {
    /// The header's `at`, as written.
    pub(crate) at: Option<String>,
    pub(crate) ruleset: String,
    pub(crate) players: Vec<String>,
    pub(crate) hands: usize,
    pub(crate) status: Status,
    /// The side ahead and its total.
    pub(crate) leader: Option<(String, i64)>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum Status {
    Won(String),
    Ended,
    Unfinished,
    NotStarted,
}

#[derive(Debug, Serialize, Deserialize)]
struct Entry {
    size: u64,
    /// Nanoseconds since the epoch.
    modified: u128,
    row: Row,
}

#[derive(Debug, Default, Serialize, Deserialize)]
pub(crate) struct Cache {
    program: String,
    /// The sessions folder the rows are of (its absolute path, lossily as text).
    folder: String,
    rows: BTreeMap<String, Entry>,
    /// Where the cache is read from and written to (none: no cache folder).
    #[serde(skip)]
    file: Option<PathBuf>,
}

/// A journal's key besides its name: size and modification time, from its metadata.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stamp {
    size: u64,
    modified: u128,
}

impl Stamp {
    /// The stamp of the file at `path` now; `None` when its metadata does not read.
    pub(crate) fn of(path: &Path) -> Option<Stamp> {
        let m = std::fs::metadata(path).ok()?;
        let modified = m.modified().ok()?.duration_since(std::time::UNIX_EPOCH).ok()?.as_nanos();
        Some(Stamp { size: m.len(), modified })
    }
}

/// Who worked the rows out: this program's version and its executable's stamp.
fn program() -> String {
    let exe = std::env::current_exe().ok().and_then(|p| Stamp::of(&p));
    match exe {
        Some(s) => format!("{} {} {}", env!("CARGO_PKG_VERSION"), s.size, s.modified),
        None => String::new(),
    }
}

/// The sessions folder `dir` as the cache names it (absolute), and the cache's file for it in the
/// cache folder `cache`: `sessions-` and the first 16 hexadecimal digits of the SHA-256 of that
/// path.
fn place(dir: &Path, cache: &Path) -> (String, PathBuf) {
    let absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    let digest = sha2::Sha256::digest(absolute.as_os_str().as_encoded_bytes());
    let hex: String = digest.iter().take(8).map(|b| format!("{b:02x}")).collect();
    (absolute.to_string_lossy().into_owned(), cache.join(format!("sessions-{hex}.json")))
}

impl Cache {
    /// The cache of the sessions folder `dir` in the cache folder `cache` (`crate::folders::cache`,
    /// passed by the caller): empty when there is no cache folder, or the file is absent,
    /// unreadable, too large, written by another program or for another folder. A cache an
    /// earlier tapete left in `dir` is removed.
    pub(crate) fn load(dir: &Path, cache: Option<&Path>) -> Cache {
        let old = dir.join(OLD_FILE);
        if std::fs::symlink_metadata(&old).is_ok_and(|m| m.is_file()) {
            let _ = std::fs::remove_file(&old);
        }
        let program = program();
        let (folder, file) = match cache {
            Some(c) => {
                let (folder, file) = place(dir, c);
                (folder, Some(file))
            }
            None => (String::new(), None),
        };
        let fresh = Cache { program: program.clone(), folder: folder.clone(), rows: BTreeMap::new(), file: None };
        let Some(path) = file.filter(|_| !program.is_empty()) else {
            return fresh;
        };
        let fits = std::fs::metadata(&path).is_ok_and(|m| m.is_file() && m.len() <= MAX_BYTES);
        let read = fits.then(|| std::fs::read(&path).ok()).flatten();
        let mut c = match read.and_then(|b| serde_json::from_slice::<Cache>(&b).ok()) {
            Some(c) if c.program == program && c.folder == folder => c,
            _ => fresh,
        };
        c.file = Some(path);
        c
    }

    /// The row kept for `name` when the journal's stamp is still `stamp`.
    pub(crate) fn get(&self, name: &str, stamp: Stamp) -> Option<&Row> {
        self.rows.get(name).filter(|e| e.size == stamp.size && e.modified == stamp.modified).map(|e| &e.row)
    }

    /// Keep `row` for `name` as it was at `stamp` (taken before the journal was read, so a
    /// journal written meanwhile is read again next time).
    pub(crate) fn put(&mut self, name: String, stamp: Stamp, row: Row) {
        self.rows.insert(name, Entry { size: stamp.size, modified: stamp.modified, row });
    }

    /// Write the rows of the journals in `names` (the others are gone) into the cache's file
    /// (its folder made when missing), through a temporary file renamed over it; nothing is
    /// written when nothing changed, the program is unknown or there is no cache folder, and a
    /// failure is ignored.
    pub(crate) fn save(mut self, names: &[String], changed: bool) {
        let before = self.rows.len();
        let present: std::collections::HashSet<&str> = names.iter().map(String::as_str).collect();
        self.rows.retain(|k, _| present.contains(k.as_str()));
        let Some(file) = self.file.take() else { return };
        if self.program.is_empty() || (!changed && self.rows.len() == before) {
            return;
        }
        let Ok(bytes) = serde_json::to_vec(&self) else { return };
        let (Some(dir), Some(name)) = (file.parent(), file.file_name()) else { return };
        if std::fs::create_dir_all(dir).is_err() {
            return;
        }
        let tmp = dir.join(format!("{}.{}", name.to_string_lossy(), std::process::id()));
        // A new file (never through a link left at its name), then renamed over the cache.
        let written = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
            .and_then(|mut f| std::io::Write::write_all(&mut f, &bytes));
        match written {
            Ok(()) => {
                if std::fs::rename(&tmp, &file).is_err() {
                    let _ = std::fs::remove_file(&tmp);
                }
            }
            Err(e) if e.kind() != std::io::ErrorKind::AlreadyExists => {
                let _ = std::fs::remove_file(&tmp);
            }
            Err(_) => {}
        }
    }
}
