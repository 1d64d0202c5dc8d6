//! The concours journal on disk: where concours live, reading one, and which one a command means.
//! Writing goes through the one journal writer ([`crate::journal::Writer`]): locked, fsynced,
//! a cut-short last line moved aside, a full disk leaving the journal whole.

use super::codec;
use super::event::Entry;
use super::header::Header;
use crate::error::{ConcoursProblem, Error};
use crate::files::{What, MAX_JOURNAL_BYTES};
use crate::journal::Problem;
use std::path::{Path, PathBuf};

/// A concours journal as read: its header and every complete line after it.
#[derive(Debug, Clone)]
pub(crate) struct Read {
    /// The header, its teams followed by those the journal's `add` lines name (in the order
    /// they first appear: the entries name teams by index into them).
    pub(crate) header: Header,
    pub(crate) entries: Vec<Entry>,
    /// A last line cut short by a crash (its number), ignored.
    pub(crate) cut: Option<usize>,
}

/// The concours folder: `concours` inside the sessions folder.
pub(crate) fn dir() -> Result<PathBuf, Error> {
    Ok(crate::store::sessions_dir()?.join("concours"))
}

/// The concours a command means: `--file`, else the latest in the concours folder (by the minute
/// its name starts with, then by when it was last written).
pub(crate) fn locate(file: Option<&Path>) -> Result<PathBuf, Error> {
    if let Some(f) = file {
        return Ok(f.to_path_buf());
    }
    let dir = dir()?;
    crate::store::newest_first(&dir, crate::store::is_concours)
        .into_iter()
        .next()
        .ok_or_else(|| Error::Concours(ConcoursProblem::NoConcours { dir: dir.display().to_string() }))
}

fn problem(path: &Path, line: usize, problem: Problem) -> Error {
    Error::Journal { path: path.display().to_string(), line, problem }
}

/// Read a concours journal: only a regular file under the journal cap; a malformed line is an
/// error naming it; a last line cut short by a crash is ignored (and said in [`Read::cut`]).
pub(crate) fn read(path: &Path) -> Result<Read, Error> {
    let text = crate::files::read_text(path, What::Journal, MAX_JOURNAL_BYTES)?;
    parse(&text, path).map_err(|e| match e {
        // An empty file holds no concours (the words for a session's would mislead).
        Error::NotStarted { path } => Error::Concours(ConcoursProblem::NotConcours { path }),
        e => e,
    })
}

/// [`read`], from the text of the file.
pub(crate) fn parse(text: &str, path: &Path) -> Result<Read, Error> {
    let mut lines: Vec<&str> = text.split('\n').collect();
    let mut cut = None;
    // The text after the last line end: nothing, a line that lacks only its end, or one cut short.
    let tail = lines.pop().unwrap_or("");
    let whole_tail = !tail.trim().is_empty();
    if lines.is_empty() && !whole_tail {
        return Err(Error::NotStarted { path: path.display().to_string() });
    }
    let count = lines.len();
    if whole_tail {
        lines.push(tail);
    }
    let Some(first) = lines.first() else {
        return Err(Error::NotStarted { path: path.display().to_string() });
    };
    let mut header = match codec::parse_header(first.trim_end_matches('\r')) {
        Ok(h) => h,
        Err(Problem::NotConcours) => {
            return Err(Error::Concours(ConcoursProblem::NotConcours { path: path.display().to_string() }))
        }
        Err(p) if count == 0 && crate::journal::read::cut_short(first.as_bytes()) => {
            let _ = p;
            return Err(Error::NotStarted { path: path.display().to_string() });
        }
        Err(p) => return Err(problem(path, 1, p)),
    };
    let mut entries = Vec::with_capacity(lines.len());
    for (k, l) in lines.iter().enumerate().skip(1) {
        let number = k + 1;
        let l = l.trim_end_matches('\r');
        if l.trim().is_empty() {
            continue;
        }
        match codec::parse_entry(&mut header, l, number) {
            Ok(e) => entries.push(e),
            Err(_) if number == lines.len() && whole_tail && crate::journal::read::cut_short(l.as_bytes()) => {
                cut = Some(number);
            }
            Err(p) => return Err(problem(path, number, p)),
        }
    }
    Ok(Read { header, entries, cut })
}

/// Whether a journal line reads as a concours entry of `header` (the writer completes such a
/// last line that lacks only its end). `header` should hold the teams the journal's `add` lines
/// name ([`Read::header`]).
pub(crate) fn reads(header: &Header) -> impl Fn(&str, usize) -> bool + '_ {
    move |t, line| codec::parse_entry(&mut header.clone(), t, line).is_ok()
}

/// A concours journal's header, from its first line alone (a megabyte at most).
pub(crate) fn header(path: &Path) -> Option<Header> {
    use std::io::{BufRead, Read as _};
    let (f, _) = crate::files::open_regular(path, What::Journal, MAX_JOURNAL_BYTES, false).ok()?;
    let mut first = Vec::new();
    std::io::BufReader::new(f.take(1 << 20)).read_until(b'\n', &mut first).ok()?;
    codec::parse_header(std::str::from_utf8(&first).ok()?.trim_end()).ok()
}

/// The language a concours journal's header names.
pub(crate) fn header_lang(path: &Path) -> Option<String> {
    header(path)?.lang
}
