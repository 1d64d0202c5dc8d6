//! The time of entries. `TAPETE_NOW` (RFC 3339) fixes the clock for tests and reproducible runs.

use chrono::{DateTime, SecondsFormat, Utc};

pub(crate) fn now() -> DateTime<Utc> {
    std::env::var("TAPETE_NOW")
        .ok()
        .and_then(|s| DateTime::parse_from_rfc3339(&s).ok())
        .map(|d| d.with_timezone(&Utc))
        .unwrap_or_else(Utc::now)
}

pub(crate) fn stamp() -> String {
    now().to_rfc3339_opts(SecondsFormat::Secs, true)
}
