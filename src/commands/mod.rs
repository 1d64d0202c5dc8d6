//! One file per command: `XArgs` (clap) and `cmd_x`, which returns the exit code.

pub mod board;
pub mod completions;
pub mod concours;
pub mod judge;
pub mod new;
pub mod resume;
pub mod rules;
pub mod ruleset_name;
pub mod sessions;
pub mod sessions_cache;
pub mod simulate;
pub mod stats;
pub mod summary;
pub mod usage;
pub mod verify;
