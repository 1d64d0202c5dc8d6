//! Ctrl-C at the table. Between prompts (a line being read from a terminal) the signal arrives;
//! the handler writes the table's "saved" sentence, prepared beforehand, and exits with 130 —
//! every entry acknowledged is already fsynced. While a terminal prompt ([`super::menu`]) reads a
//! key the terminal is raw and Ctrl-C comes back as a key instead ([`super::Reply::Interrupted`]).

use std::sync::atomic::{AtomicPtr, Ordering};

/// The sentence to write, leaked once per table run (a few bytes).
static MESSAGE: AtomicPtr<Vec<u8>> = AtomicPtr::new(std::ptr::null_mut());

#[cfg(unix)]
extern "C" fn on_sigint(_: libc::c_int) {
    let m = MESSAGE.load(Ordering::SeqCst);
    // SAFETY: `m` is null or a leaked Vec that is never freed; write(2) and _exit(2) are
    // async-signal-safe.
    unsafe {
        if !m.is_null() {
            let bytes = &*m;
            libc::write(2, bytes.as_ptr().cast(), bytes.len());
        }
        libc::_exit(crate::error::Exit::Finished(crate::error::Finished::Interrupted).code());
    }
}

/// From now on Ctrl-C writes `message` on standard error and exits with 130.
pub fn on_ctrl_c(message: &str) {
    let leaked = Box::into_raw(Box::new(message.as_bytes().to_vec()));
    MESSAGE.store(leaked, Ordering::SeqCst);
    #[cfg(unix)]
    // SAFETY: installing a handler that only calls async-signal-safe functions.
    unsafe {
        libc::signal(libc::SIGINT, on_sigint as *const () as libc::sighandler_t);
    }
}
