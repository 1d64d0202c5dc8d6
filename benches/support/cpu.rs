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

/// CPU time (user + system, all its threads, in seconds) and peak memory (KB) of one run of a
/// command as a child process, its output thrown away; it must exit 0.
// The child is waited for by wait4 (which gives its usage), not by `Child::wait`.
#[allow(clippy::zombie_processes)]
pub fn child_cpu(cmd: &mut std::process::Command) -> (f64, i64) {
    use std::process::Stdio;
    let child = cmd.stdout(Stdio::null()).stderr(Stdio::null()).spawn().unwrap();
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: a zeroed rusage is a valid value for wait4 to fill.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child, which `child` does not wait for again.
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(r, pid);
    assert!(libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0, "{cmd:?} failed");
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    (secs(usage.ru_utime) + secs(usage.ru_stime), usage.ru_maxrss)
}
