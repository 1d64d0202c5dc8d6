//! One file per command: `XArgs` (clap) and `cmd_x`, which returns the exit code.

pub(crate) mod board;
pub(crate) mod completions;
#[doc(hidden)]
pub mod concours;
pub(crate) mod config;
pub(crate) mod format;
pub(crate) mod journal_arg;
pub(crate) mod judge;
pub(crate) mod man;
pub(crate) mod new;
pub(crate) mod resume;
pub(crate) mod rules;
pub(crate) mod ruleset_name;
pub(crate) mod sessions;
pub(crate) mod sessions_cache;
pub(crate) mod simulate;
pub(crate) mod stats;
pub(crate) mod summary;
pub(crate) mod usage;
pub(crate) mod verify;
