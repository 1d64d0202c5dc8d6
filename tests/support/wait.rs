//! Waiting in a test: a condition polled until it holds, under one generous deadline for the
//! whole suite (60 s, or `TAPETE_TEST_DEADLINE_SECS`), so a busy machine makes a test slower,
//! never red. A test asserts no duration: how fast tapete answers is measured in `benches/`.

use std::time::{Duration, Instant};

/// How long any one wait of a test may take before the test fails: 60 s, or
/// `TAPETE_TEST_DEADLINE_SECS` (a slower machine raises it).
pub fn deadline() -> Duration {
    let secs = std::env::var("TAPETE_TEST_DEADLINE_SECS").ok().and_then(|s| s.parse::<u64>().ok());
    Duration::from_secs(secs.unwrap_or(60).max(1))
}

/// Poll `check` (every 20 ms) until it gives a value; the test fails, saying `what` was awaited
/// and what `check` last saw (its `Err`), when the [`deadline`] passes first.
#[track_caller]
pub fn until<T, E: std::fmt::Debug>(what: &str, mut check: impl FnMut() -> Result<T, E>) -> T {
    let start = Instant::now();
    loop {
        match check() {
            Ok(v) => return v,
            Err(last) => {
                assert!(start.elapsed() < deadline(), "{what}: not within {:?}; last seen {last:?}", deadline())
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// [`until`] for a check that gives a value or nothing yet.
#[track_caller]
pub fn until_some<T>(what: &str, mut check: impl FnMut() -> Option<T>) -> T {
    until(what, || check().ok_or("not yet"))
}

/// [`until`] for a condition that only holds or not.
#[track_caller]
pub fn until_true(what: &str, mut check: impl FnMut() -> bool) {
    until(what, || if check() { Ok(()) } else { Err("not yet") })
}

/// The [`deadline`] in milliseconds, as rexpect takes a pseudo-terminal's timeout.
#[cfg(unix)]
pub fn deadline_ms() -> u64 {
    deadline().as_millis() as u64
}
