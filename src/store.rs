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

/// The journal a command line names: `named` itself when there is such a file; else, for a name
/// relative to no folder but made only of names (`2026-11-22-1803-belote-classic`, or a concours
/// table's `concours/NAME/round-1/table-3`), the session of that name in the sessions folder
/// (`NAME`, else `NAME.jsonl`), as `tapete sessions` lists it; else `named` as it is, for the
/// error to name.
pub(crate) fn resolve(named: &Path) -> PathBuf {
    if std::fs::symlink_metadata(named).is_ok() {
        return named.to_path_buf();
    }
    let mut parts = named.components().peekable();
    let names = parts.peek().is_some() && parts.all(|c| matches!(c, std::path::Component::Normal(_)));
    if !names {
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

/// A concours table's partie: its session journal `concours/CONCOURS/round-R/table-N.jsonl` in
/// the sessions folder, kept by `concours serve`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TableJournal {
    /// The concours's name: its journal's file name without `.jsonl`, which names its folder.
    pub(crate) concours: String,
    pub(crate) round: u32,
    pub(crate) table: u32,
    pub(crate) path: PathBuf,
}

impl TableJournal {
    /// Its name as `tapete sessions` lists it and [`resolve`] takes it, relative to the sessions
    /// folder: `concours/CONCOURS/round-R/table-N`.
    pub(crate) fn name(&self) -> String {
        format!("concours/{}/round-{}/table-{}", self.concours, self.round, self.table)
    }
}

/// The concours tables' journals of the sessions folder `dir` (`dir/concours/*/round-R/table-N.jsonl`),
/// grouped by concours, newest concours first (by name, which starts with the minute it was
/// made), then by round and table. A folder or file whose name is not of that form is not one.
pub(crate) fn concours_tables(dir: &Path) -> Vec<TableJournal> {
    let entries = |d: &Path| -> Vec<(String, PathBuf)> {
        std::fs::read_dir(d)
            .map(|rd| {
                rd.filter_map(|e| e.ok()).filter_map(|e| Some((e.file_name().into_string().ok()?, e.path()))).collect()
            })
            .unwrap_or_default()
    };
    let number = |name: &str, prefix: &str, suffix: &str| -> Option<u32> {
        let digits = name.strip_prefix(prefix)?.strip_suffix(suffix)?;
        // As serve writes them: no sign, no leading zero (the name said again is the file's).
        let plain = digits.bytes().all(|b| b.is_ascii_digit()) && !digits.starts_with('0');
        plain.then(|| digits.parse().ok()).flatten()
    };
    let mut found = Vec::new();
    for (concours, folder) in entries(&dir.join("concours")) {
        if !std::fs::metadata(&folder).is_ok_and(|m| m.is_dir()) {
            continue;
        }
        for (round_name, round_dir) in entries(&folder) {
            let Some(round) = number(&round_name, "round-", "") else { continue };
            for (table_name, path) in entries(&round_dir) {
                let Some(table) = number(&table_name, "table-", ".jsonl") else { continue };
                found.push(TableJournal { concours: concours.clone(), round, table, path });
            }
        }
    }
    found.sort_by(|a, b| b.concours.cmp(&a.concours).then(a.round.cmp(&b.round)).then(a.table.cmp(&b.table)));
    found
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
