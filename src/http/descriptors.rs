//! The process's open-file limit, which bounds how many connections a server may hold: each is a
//! file descriptor, beside the journals and their locks. A server that wants many connections
//! raises the soft limit toward the hard one ([`raise`]) and caps its connections within what
//! the limit leaves spare ([`super::Limits::within`]).

/// Raise the soft limit of open files to `wanted`, never above the hard limit and never lowered:
/// the soft limit now, or None where there is none to read (Windows: sockets are handles without
/// such a limit).
pub(crate) fn raise(wanted: u64) -> Option<u64> {
    #[cfg(unix)]
    {
        let mut lim = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit writes the struct given.
        if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) } != 0 {
            return None;
        }
        // rlim_t is u64 on Linux and macOS, not on every Unix.
        #[allow(clippy::unnecessary_cast)]
        let (soft, hard) = (lim.rlim_cur as u64, lim.rlim_max as u64);
        let to = wanted.min(hard);
        if to > soft {
            let raised = libc::rlimit { rlim_cur: to as libc::rlim_t, rlim_max: lim.rlim_max };
            // SAFETY: setrlimit reads the struct given. It fails only when the system refuses
            // (macOS past its own bound): the soft limit then stays as it was.
            if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
                return Some(to);
            }
        }
        Some(soft)
    }
    #[cfg(not(unix))]
    {
        let _ = wanted;
        None
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn the_soft_limit_is_never_lowered_nor_raised_past_the_hard_one() {
        let mut lim = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit writes the struct given.
        assert_eq!(unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) }, 0);
        #[allow(clippy::unnecessary_cast)]
        let (soft, hard) = (lim.rlim_cur as u64, lim.rlim_max as u64);
        // Asking for less than the soft limit leaves it.
        assert_eq!(raise(soft.saturating_sub(1).max(1)), Some(soft));
        // Asking for more than the hard limit gives at most the hard limit.
        let now = raise(u64::MAX).unwrap();
        assert!(now >= soft && now <= hard, "{soft} ≤ {now} ≤ {hard}");
    }
}
