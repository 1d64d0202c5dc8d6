//! What the benches share: CPU time of the thread that measures (the figures are CPU time of one
//! thread: the machine is shared, so wall time and a second core mislead).

#![allow(dead_code)]

use std::time::Duration;

/// CPU time of this thread.
pub fn cpu() -> Duration {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes the struct given.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// What `f` gives, and the CPU time of this thread it took.
pub fn timed<T>(f: impl FnOnce() -> T) -> (Duration, T) {
    let start = cpu();
    let out = f();
    (cpu() - start, out)
}

/// The median of some durations.
pub fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// A duration in milliseconds.
pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
