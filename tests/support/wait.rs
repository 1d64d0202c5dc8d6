//! Waiting in a test: for a condition, never for a time. A test waits until what it expects
//! holds, within a deadline generous enough for a busy machine (60 s, or the seconds that
//! `TAPETE_TEST_WAIT_S` names), and asserts no duration: how fast tapete is lives in `benches/`.

use std::fmt::Display;
use std::time::{Duration, Instant};

/// The variable that raises the deadline (seconds).
const WAIT_VAR: &str = "TAPETE_TEST_WAIT_S";

/// How long a test waits for a condition before it fails.
pub fn deadline() -> Duration {
    let secs = std::env::var(WAIT_VAR).ok().and_then(|v| v.trim().parse::<u64>().ok()).unwrap_or(60);
    Duration::from_secs(secs.max(60))
}

/// The value `check` gives once it gives one, tried again and again; the test fails, saying
/// `what` it waited for, when the deadline passes first.
#[track_caller]
pub fn until<T>(what: impl Display, mut check: impl FnMut() -> Option<T>) -> T {
    let wait = deadline();
    let start = Instant::now();
    loop {
        if let Some(v) = check() {
            return v;
        }
        assert!(start.elapsed() < wait, "waited {wait:?} in vain for: {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// What a test waited for, worded only when it is said (a closure that makes the words).
pub struct Lazy<F>(pub F);

impl<F: Fn() -> String> Display for Lazy<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&(self.0)())
    }
}
