//! The session journal a command reads (`verify`, `summary`), as the command line names it: a
//! file's path, a session's name as `tapete sessions` lists it, or `-` for standard input (`tapete verify - < night.jsonl`, `ssh host cat … |
//! tapete summary -`). Standard input is copied into a temporary file with no name and read as
//! any journal file is; messages name it "standard input", in the table's language.

use crate::error::Error;
use crate::i18n::Catalog;
use std::fs::File;
use std::path::{Path, PathBuf};

/// A journal open for reading, and its name in messages.
pub(crate) struct Opened {
    pub(crate) file: File,
    pub(crate) shown: PathBuf,
}

/// Whether `arg` names standard input.
pub(crate) fn is_stdin(arg: &Path) -> bool {
    arg.as_os_str() == "-"
}

/// Open the journal `arg` names: a regular file under the journal cap (a path, or a session's
/// name: `crate::store::resolve`), or standard input.
pub(crate) fn open(arg: &Path, cat: &dyn Catalog) -> Result<Opened, Error> {
    use crate::files::{What, MAX_JOURNAL_BYTES};
    if is_stdin(arg) {
        let shown = cat.standard_input();
        let file = crate::files::from_stdin(shown, What::Journal, MAX_JOURNAL_BYTES)?;
        return Ok(Opened { file, shown: PathBuf::from(shown) });
    }
    let path = crate::store::resolve(arg);
    let (file, _) = crate::files::open_regular(&path, What::Journal, MAX_JOURNAL_BYTES, false)?;
    Ok(Opened { file, shown: path })
}
