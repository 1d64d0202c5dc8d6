/*!
The one-writer lock of a journal: an exclusive lock on a file beside it, `NAME.lock` (the
journal's file name and `.lock`: `2026-11-22-1803-belote-classic.jsonl.lock`), never on the
journal itself, taken the same way on every platform (std's `File::try_lock`: `flock` on Unix,
`LockFileEx` on Windows).

- **Readers never wait.** On Windows a lock on a file is mandatory: a journal locked whole could
  not be read by `board`, `summary` or `verify` beside a live table. Nothing locks the journal.
- **The lock goes with its holder.** `flock` and `LockFileEx` locks belong to the open file and
  end when the holder closes it or dies; POSIX record locks (`fcntl`) would vanish when any handle
  of the file closed, and are not used. A `.lock` file left by a table that was killed holds
  nothing: the next writer takes it.
- **No lock file left behind.** The holder removes the file before letting go of it. Whoever
  opened that file meanwhile and then gets its lock finds the path naming another file (or
  none): it tries again with the file now at the path, so two writers never each hold a lock.
- The `.lock` file is no journal: nothing lists it (journals end in `.jsonl`).

Where no lock file can be made or locked (a read-only folder, a file system without locks),
the writer goes on without one rather than refuse to keep score.
*/

use crate::error::Error;
use crate::files::Identity;
use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

/// How many times the lock file is opened again: when the file locked was removed meanwhile, or
/// when it does not open (on Windows a file being removed does not open until its holder closes
/// it, a moment later).
const TRIES: usize = 16;

/// The lock of one journal, held until dropped.
#[derive(Debug)]
pub(crate) struct Lock {
    /// The lock file, locked, and its identity; none when the writer goes on without a lock.
    held: Option<(File, Identity)>,
    path: PathBuf,
}

/// The lock file of `journal`: its file name and `.lock`, beside it.
pub(crate) fn path_of(journal: &Path) -> PathBuf {
    let mut name = journal.file_name().map(|n| n.to_os_string()).unwrap_or_else(|| "journal".into());
    name.push(".lock");
    journal.with_file_name(name)
}

/// What locking a lock file just opened came to.
#[derive(Debug)]
enum Locked {
    /// Locked, and still the file at the path.
    Held(File, Identity),
    /// Another writer holds it.
    Busy,
    /// Locked, but the path names another file by now (or none): its holder removed it.
    Gone,
    /// The system has no lock for it, or does not tell the file's identity.
    Without,
}

fn lock_opened(file: File, path: &Path) -> Locked {
    match file.try_lock() {
        Ok(()) => {}
        Err(TryLockError::WouldBlock) => return Locked::Busy,
        Err(TryLockError::Error(_)) => return Locked::Without,
    }
    match Identity::of(&file) {
        Some(id) if Identity::at(path) == Some(id) => Locked::Held(file, id),
        Some(_) => Locked::Gone,
        None => Locked::Without,
    }
}

impl Lock {
    /// Take the lock of `journal`: [`Error::InUse`] when another writer holds it.
    pub(crate) fn take(journal: &Path) -> Result<Lock, Error> {
        let path = path_of(journal);
        for _ in 0..TRIES {
            // Opened, never truncated: a stale lock file is as good as a new one.
            match OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&path) {
                Ok(file) => match lock_opened(file, &path) {
                    Locked::Held(file, id) => return Ok(Lock { held: Some((file, id)), path }),
                    Locked::Busy => return Err(Error::InUse { path: journal.display().to_string() }),
                    Locked::Gone => continue,
                    Locked::Without => break,
                },
                Err(_) => std::thread::sleep(std::time::Duration::from_millis(5)),
            }
        }
        Ok(Lock { held: None, path })
    }

    /// The lock file while it is held (Ctrl-C removes it before the process ends).
    pub(crate) fn held_path(&self) -> Option<&Path> {
        self.held.as_ref().map(|_| self.path.as_path())
    }
}

impl Drop for Lock {
    /// The lock file removed while still locked (if it is still this one), then let go.
    fn drop(&mut self) {
        if let Some((file, id)) = self.held.take() {
            if Identity::at(&self.path) == Some(id) {
                let _ = std::fs::remove_file(&self.path);
            }
            drop(file);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lock_file_is_the_journal_s_name_and_lock() {
        assert_eq!(
            path_of(Path::new("/s/2026-11-22-1803-bestia.jsonl")),
            Path::new("/s/2026-11-22-1803-bestia.jsonl.lock")
        );
        assert_eq!(path_of(Path::new("j.jsonl")), Path::new("j.jsonl.lock"));
    }

    #[test]
    fn one_holder_at_a_time_and_no_file_left_behind() {
        let dir = tempfile::tempdir().unwrap();
        let journal = dir.path().join("j.jsonl");
        let first = Lock::take(&journal).unwrap();
        assert_eq!(first.held_path(), Some(dir.path().join("j.jsonl.lock").as_path()));
        assert!(matches!(Lock::take(&journal), Err(Error::InUse { path }) if path == journal.display().to_string()));
        drop(first);
        assert!(!path_of(&journal).exists(), "the lock file is removed");
        let again = Lock::take(&journal).unwrap();
        assert!(again.held_path().is_some());
    }

    #[test]
    fn a_stale_lock_file_does_not_block() {
        let dir = tempfile::tempdir().unwrap();
        let journal = dir.path().join("j.jsonl");
        std::fs::write(path_of(&journal), "left by a table that was killed").unwrap();
        let lock = Lock::take(&journal).unwrap();
        assert!(lock.held_path().is_some());
        drop(lock);
        assert!(!path_of(&journal).exists());
    }

    #[test]
    fn a_lock_file_removed_or_replaced_under_its_opener_is_not_held() {
        // What a second writer meets when the first lets go between the second's open and its
        // lock: the file it opened is free, but no longer the one at the path.
        let dir = tempfile::tempdir().unwrap();
        let journal = dir.path().join("j.jsonl");
        let path = path_of(&journal);
        let open = || OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&path).unwrap();
        let removed = open();
        std::fs::remove_file(&path).unwrap();
        assert!(matches!(lock_opened(removed, &path), Locked::Gone));
        let replaced = open();
        std::fs::remove_file(&path).unwrap();
        let now = open();
        assert!(matches!(lock_opened(replaced, &path), Locked::Gone));
        // The file at the path locks; a second handle of it is refused.
        let held = lock_opened(now, &path);
        assert!(matches!(held, Locked::Held(..)));
        assert!(matches!(lock_opened(open(), &path), Locked::Busy));
        drop(held);
    }
}
