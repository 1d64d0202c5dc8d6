/*!
Waiting for a file to change, for what follows a file another process writes (the boards).

The operating system says when the file's folder changes (inotify, FSEvents,
ReadDirectoryChangesW, kqueue, through `notify`): [`Watch::wait`] returns as soon as the file is
written, created, moved or removed, so an appended line is seen at once. The folder is watched,
not the file, so a file replaced by another (renamed over it) or created later is seen too. The
caller looks at the file then; it looks at it after [`Watch::SAFETY`] all the same, in case a
notification never comes (a network file system sends none). Where the platform has no
notification (or it fails to start), the caller looks every [`Watch::POLL`], as it always did.
*/

use notify::event::{AccessKind, AccessMode, EventKind};
use notify::{RecursiveMode, Watcher};
use std::ffi::OsString;
use std::path::Path;
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::Duration;

/// A file watched for changes.
pub(crate) struct Watch {
    /// The operating system's watcher; none where there is no notification.
    watcher: Option<notify::RecommendedWatcher>,
    /// A message at each change the watcher saw.
    changes: Receiver<()>,
}

impl Watch {
    /// How often the file is looked at without a notification.
    pub(crate) const POLL: Duration = Duration::from_millis(200);
    /// How often it is looked at all the same with notifications.
    pub(crate) const SAFETY: Duration = Duration::from_secs(2);

    /// Watch `path` (its folder, for the changes that name it); polling where the operating
    /// system cannot say.
    pub(crate) fn new(path: &Path) -> Watch {
        let (tx, changes) = channel();
        let name: Option<OsString> = path.file_name().map(|n| n.to_os_string());
        let folder = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => std::path::PathBuf::from("."),
        };
        let handler = move |res: notify::Result<notify::Event>| {
            let tell = match res {
                // An error (a queue overflowed): look, something may have changed.
                Err(_) => true,
                Ok(e) => relevant(&e, name.as_deref()),
            };
            if tell {
                let _ = tx.send(());
            }
        };
        let watcher = notify::recommended_watcher(handler)
            .and_then(|mut w| w.watch(&folder, RecursiveMode::NonRecursive).map(|()| w))
            .ok();
        Watch { watcher, changes }
    }

    /// Whether the operating system tells of changes (else [`Watch::wait`] polls).
    pub(crate) fn notified(&self) -> bool {
        self.watcher.is_some()
    }

    /// Wait until the file may have changed: a notification (the ones that came with it taken
    /// too, so a burst of writes is one look), or the period when none comes.
    pub(crate) fn wait(&self) {
        if !self.notified() {
            std::thread::sleep(Watch::POLL);
            return;
        }
        match self.changes.recv_timeout(Watch::SAFETY) {
            Ok(()) => while self.changes.try_recv().is_ok() {},
            Err(RecvTimeoutError::Timeout) => {}
            // The watcher stopped: poll from now on.
            Err(RecvTimeoutError::Disconnected) => std::thread::sleep(Watch::POLL),
        }
    }
}

/// Whether an event of the folder may change what the file reads: one that names it (or names
/// nothing: a rescan), and not merely a read of it (opening or closing it unwritten).
fn relevant(e: &notify::Event, name: Option<&std::ffi::OsStr>) -> bool {
    if let EventKind::Access(a) = e.kind {
        if a != AccessKind::Close(AccessMode::Write) {
            return false;
        }
    }
    e.paths.is_empty() || e.paths.iter().any(|p| p.file_name() == name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::time::Instant;

    /// Wait for `changed` (true when a wait saw the change), under a generous deadline.
    fn sees(w: &Watch, mut changed: impl FnMut() -> bool) -> bool {
        let deadline = Instant::now() + Duration::from_secs(60);
        while Instant::now() < deadline {
            w.wait();
            if changed() {
                return true;
            }
        }
        false
    }

    #[test]
    fn an_append_and_a_replacement_are_seen() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("night.jsonl");
        std::fs::write(&path, "a\n").unwrap();
        let w = Watch::new(&path);
        // Linux has inotify: the change is told, not polled for.
        #[cfg(target_os = "linux")]
        assert!(w.notified());
        let mut f = std::fs::OpenOptions::new().append(true).open(&path).unwrap();
        f.write_all(b"b\n").unwrap();
        assert!(sees(&w, || std::fs::read_to_string(&path).unwrap() == "a\nb\n"));
        let other = dir.path().join("other.jsonl");
        std::fs::write(&other, "c\n").unwrap();
        std::fs::rename(&other, &path).unwrap();
        assert!(sees(&w, || std::fs::read_to_string(&path).unwrap() == "c\n"));
    }

    #[test]
    fn only_changes_that_name_the_file_and_write_it_count() {
        let at = |p: &str, kind: EventKind| notify::Event::new(kind).add_path(p.into());
        let name = Some(std::ffi::OsStr::new("night.jsonl"));
        let modify = EventKind::Modify(notify::event::ModifyKind::Any);
        assert!(relevant(&at("/d/night.jsonl", modify), name));
        assert!(!relevant(&at("/d/other.jsonl", modify), name));
        assert!(!relevant(&at("/d/night.jsonl", EventKind::Access(AccessKind::Open(AccessMode::Any))), name));
        assert!(relevant(&at("/d/night.jsonl", EventKind::Access(AccessKind::Close(AccessMode::Write))), name));
        assert!(relevant(&notify::Event::new(EventKind::Other), name));
    }
}
