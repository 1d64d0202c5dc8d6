//! Ctrl-C at the table. Between prompts (a line being read from a terminal) the signal arrives;
//! the handler writes the table's "saved" sentence, prepared beforehand, and exits with 130 —
//! every entry acknowledged is already fsynced. While a terminal prompt ([`super::menu`]) reads a
//! key the terminal is raw and Ctrl-C comes back as a key instead ([`super::Reply::Interrupted`]).
//!
//! At the terminal's prompts the signal can still come (between two keys, while a list is drawn
//! with the cursor hidden, or sent by `kill -INT` while a key is read in raw mode): the handler
//! then gives the terminal back as it found it — the settings it had when the table started, and
//! the cursor shown — so the shell the player returns to echoes and has a cursor.
//!
//! The journal's lock file (`NAME.lock`) is removed before the process ends, as the writer
//! removes it when the table closes: a Ctrl-C leaves nothing beside the journal.

use std::sync::atomic::{AtomicPtr, Ordering};

/// The bytes to write, leaked once per table run (a few bytes).
static MESSAGE: AtomicPtr<Vec<u8>> = AtomicPtr::new(std::ptr::null_mut());

/// The journal's lock file to remove (null: none held), leaked once per table run.
#[cfg(unix)]
static LOCK_FILE: AtomicPtr<std::ffi::CString> = AtomicPtr::new(std::ptr::null_mut());

/// The terminal's settings when the table started (null: not a terminal's prompts), leaked once.
#[cfg(unix)]
static SETTINGS: AtomicPtr<libc::termios> = AtomicPtr::new(std::ptr::null_mut());

/// Shows the cursor (it is hidden while a list is drawn).
const SHOW_CURSOR: &str = "\x1b[?25h";

#[cfg(unix)]
extern "C" fn on_sigint(_: libc::c_int) {
    let m = MESSAGE.load(Ordering::SeqCst);
    let settings = SETTINGS.load(Ordering::SeqCst);
    let lock = LOCK_FILE.load(Ordering::SeqCst);
    // SAFETY: `m`, `settings` and `lock` are null or leaked boxes that are never freed;
    // tcsetattr(3), unlink(2), write(2) and _exit(2) are async-signal-safe.
    unsafe {
        if !settings.is_null() {
            libc::tcsetattr(0, libc::TCSANOW, settings);
        }
        if !lock.is_null() {
            libc::unlink((*lock).as_ptr());
        }
        if !m.is_null() {
            let bytes = &*m;
            libc::write(2, bytes.as_ptr().cast(), bytes.len());
        }
        libc::_exit(crate::error::Exit::Finished(crate::error::Finished::Interrupted).code());
    }
}

/// What the handler writes: at the terminal's prompts the cursor is shown first.
fn bytes(message: &str, terminal: bool) -> Vec<u8> {
    let show = if terminal { SHOW_CURSOR } else { "" };
    format!("{show}{message}").into_bytes()
}

/// From now on Ctrl-C writes `message` on standard error and exits with 130; with `terminal`
/// (the table asks through the terminal's prompts) it first restores the terminal's settings of
/// this moment and shows the cursor; `lock`, the journal's lock file, is removed.
pub(crate) fn on_ctrl_c(message: &str, terminal: bool, lock: Option<&std::path::Path>) {
    let leaked = Box::into_raw(Box::new(bytes(message, terminal)));
    MESSAGE.store(leaked, Ordering::SeqCst);
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let path = lock.and_then(|p| std::ffi::CString::new(p.as_os_str().as_bytes()).ok());
        LOCK_FILE.store(path.map_or(std::ptr::null_mut(), |p| Box::into_raw(Box::new(p))), Ordering::SeqCst);
        if terminal {
            // SAFETY: tcgetattr writes a termios it is given; all zeroes is a valid termios.
            let mut settings: libc::termios = unsafe { std::mem::zeroed() };
            if unsafe { libc::tcgetattr(0, &mut settings) } == 0 {
                SETTINGS.store(Box::into_raw(Box::new(settings)), Ordering::SeqCst);
            }
        }
        // SAFETY: installing a handler that only calls async-signal-safe functions.
        unsafe {
            libc::signal(libc::SIGINT, on_sigint as *const () as libc::sighandler_t);
        }
    }
    #[cfg(not(unix))]
    let _ = lock;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_the_terminal_s_prompts_the_cursor_is_shown_before_the_sentence() {
        assert_eq!(bytes("\nSaved.\n", true), b"\x1b[?25h\nSaved.\n");
        assert_eq!(bytes("\nSaved.\n", false), b"\nSaved.\n");
    }
}
