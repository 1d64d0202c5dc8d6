/*!
Where sessions live: `$TAPETE_HOME`, else the platform's data folder (`folders`:
`$XDG_DATA_HOME/tapete/sessions`, `~/.local/share/tapete/sessions` on Linux and macOS,
`%APPDATA%\tapete\sessions` on Windows). Journal files are named after when the session started
and its ruleset: `2026-11-22-1803-belote-classic.jsonl`.
*/

use crate::error::{Error, StoreProblem};
use std::path::{Path, PathBuf};

pub(crate) fn sessions_dir() -> Result<PathBuf, Error> {
    crate::folders::sessions().ok_or(Error::Store(StoreProblem::NoPlace))
}

/// A session's name, as `tapete sessions` lists it and as the commands that take a journal take
/// it: the journal's file name without `.jsonl` (`2026-11-22-1803-belote-classic`).
pub(crate) fn session_name(journal: &Path) -> String {
    let name = journal.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    match name.strip_suffix(".jsonl") {
        Some(stem) if !stem.is_empty() => stem.to_string(),
        _ => name,
    }
}

/// The journal a command line names: `named` itself when there is such a file; else, for a bare
/// name (no folder in it), the session of that name in the sessions folder (`NAME`, else
/// `NAME.jsonl`), as `tapete sessions` lists it; else `named` as it is, for the error to name.
pub(crate) fn resolve(named: &Path) -> PathBuf {
    if std::fs::symlink_metadata(named).is_ok() {
        return named.to_path_buf();
    }
    let mut parts = named.components();
    let bare = matches!((parts.next(), parts.next()), (Some(std::path::Component::Normal(_)), None));
    if !bare {
        return named.to_path_buf();
    }
    let Ok(dir) = sessions_dir() else { return named.to_path_buf() };
    let mut with_extension = named.as_os_str().to_owned();
    with_extension.push(".jsonl");
    [dir.join(named), dir.join(with_extension)]
        .into_iter()
        .find(|p| std::fs::symlink_metadata(p).is_ok())
        .unwrap_or_else(|| named.to_path_buf())
}

/// Every journal in the sessions folder, newest first: by the minute its name starts with, then
/// (sessions started in the same minute, `…-2.jsonl`) by when it was last written.
pub(crate) fn list(dir: &Path) -> Vec<PathBuf> {
    // A concours journal (or a copy of one) is no session.
    newest_first(dir, |p| !is_concours(p))
}

/// The journals of `dir` that `keep` keeps, newest first: by the minute their names start with,
/// then by when they were last written.
pub(crate) fn newest_first(dir: &Path, keep: impl Fn(&Path) -> bool) -> Vec<PathBuf> {
    let mut v: Vec<(String, std::time::SystemTime, PathBuf)> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
                .filter(|p| keep(p))
                .map(|p| {
                    let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                    let minute: String = name.chars().take(15).collect();
                    let written = std::fs::metadata(&p).and_then(|m| m.modified()).unwrap_or(std::time::UNIX_EPOCH);
                    (minute, written, p)
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v.reverse();
    v.into_iter().map(|(_, _, p)| p).collect()
}

/// Whether the journal at `path` is a concours journal (its header's `"type"` is `"concours"`),
/// from its first line alone; a file that does not read is not one.
pub(crate) fn is_concours(path: &Path) -> bool {
    use std::io::{BufRead, Read};
    let Ok((file, _)) =
        crate::files::open_regular(path, crate::files::What::Journal, crate::files::MAX_JOURNAL_BYTES, false)
    else {
        return false;
    };
    let mut first = Vec::new();
    // A header holds at most a few hundred teams: a megabyte is plenty to tell.
    if std::io::BufReader::new(file.take(1 << 20)).read_until(b'\n', &mut first).is_err() {
        return false;
    }
    #[derive(serde::Deserialize)]
    struct Kind<'a> {
        #[serde(rename = "type", borrow)]
        ty: Option<std::borrow::Cow<'a, str>>,
    }
    match std::str::from_utf8(&first) {
        // Only the type is looked at; the rest of the header is skipped unread.
        Ok(t) => serde_json::from_str::<Kind>(t.trim_end()).ok().and_then(|k| k.ty).is_some_and(|t| t == "concours"),
        Err(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_is_named_by_its_journal_without_jsonl() {
        assert_eq!(
            session_name(Path::new("/s/2026-11-22-1803-belote-classic.jsonl")),
            "2026-11-22-1803-belote-classic"
        );
        assert_eq!(session_name(Path::new("friday-2.jsonl")), "friday-2");
        // Nothing left without the extension: the file's whole name.
        assert_eq!(session_name(Path::new("/s/.jsonl")), ".jsonl");
        assert_eq!(session_name(Path::new("notes.txt")), "notes.txt");
    }
}
