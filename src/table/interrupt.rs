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
//!
//! On Windows the console calls a handler routine (`SetConsoleCtrlHandler`) on a thread of its
//! own for Ctrl-C and Ctrl-Break; it does the same: the console's input mode given back, the lock
//! file removed, the sentence written, exit 130. (Written and reviewed, not compiled here: only
//! Linux is built.)

use std::sync::atomic::{AtomicPtr, Ordering};

/// The bytes to write, leaked once per table run (a few bytes).
static MESSAGE: AtomicPtr<Vec<u8>> = AtomicPtr::new(std::ptr::null_mut());

/// The journal's lock file to remove (null: none held), leaked once per table run.
#[cfg(unix)]
static LOCK_FILE: AtomicPtr<std::ffi::CString> = AtomicPtr::new(std::ptr::null_mut());

/// The terminal's settings when the table started (null: not a terminal's prompts), leaked once.
#[cfg(unix)]
static SETTINGS: AtomicPtr<libc::termios> = AtomicPtr::new(std::ptr::null_mut());

/// The journal's lock file to remove (null: none held), leaked once per table run.
#[cfg(windows)]
static LOCK_PATH: AtomicPtr<std::path::PathBuf> = AtomicPtr::new(std::ptr::null_mut());

/// The console's input mode when the table started ([`NO_MODE`]: not a terminal's prompts).
#[cfg(windows)]
static INPUT_MODE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(NO_MODE);

#[cfg(windows)]
const NO_MODE: u64 = u64::MAX;

/// Shows the cursor (it is hidden while a list is drawn).
const SHOW_CURSOR: &str = "\x1b[?25h";

/// Ctrl-C or Ctrl-Break at a Windows console. The system calls this on a thread of its own (not
/// in a signal: ordinary calls are safe here); any other event (the console closed, a logoff) is
/// left to the next handler, the system's.
#[cfg(windows)]
extern "system" fn on_ctrl(kind: u32) -> windows_sys::core::BOOL {
    use windows_sys::Win32::System::Console::{
        GetStdHandle, SetConsoleMode, CTRL_BREAK_EVENT, CTRL_C_EVENT, STD_INPUT_HANDLE,
    };
    if kind != CTRL_C_EVENT && kind != CTRL_BREAK_EVENT {
        return 0;
    }
    let mode = INPUT_MODE.load(Ordering::SeqCst);
    if mode != NO_MODE {
        // SAFETY: the process's own standard input handle, given back a mode it had.
        unsafe { SetConsoleMode(GetStdHandle(STD_INPUT_HANDLE), mode as u32) };
    }
    // SAFETY: both are null or leaked boxes that are never freed.
    let (lock, message) =
        unsafe { (LOCK_PATH.load(Ordering::SeqCst).as_ref(), MESSAGE.load(Ordering::SeqCst).as_ref()) };
    if let Some(lock) = lock {
        let _ = std::fs::remove_file(lock);
    }
    if let Some(bytes) = message {
        let _ = std::io::Write::write_all(&mut std::io::stderr(), bytes);
    }
    std::process::exit(crate::error::Exit::Finished(crate::error::Finished::Interrupted).code())
}

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
    #[cfg(windows)]
    {
        use windows_sys::Win32::System::Console::{
            GetConsoleMode, GetStdHandle, SetConsoleCtrlHandler, STD_INPUT_HANDLE,
        };
        let path = lock.map_or(std::ptr::null_mut(), |p| Box::into_raw(Box::new(p.to_path_buf())));
        LOCK_PATH.store(path, Ordering::SeqCst);
        if terminal {
            let mut mode = 0;
            // SAFETY: the process's own standard input handle; the mode is read into a local.
            if unsafe { GetConsoleMode(GetStdHandle(STD_INPUT_HANDLE), &mut mode) } != 0 {
                INPUT_MODE.store(u64::from(mode), Ordering::SeqCst);
            }
        }
        static ADDED: std::sync::Once = std::sync::Once::new();
        ADDED.call_once(|| {
            let handler: unsafe extern "system" fn(u32) -> windows_sys::core::BOOL = on_ctrl;
            // SAFETY: adding a handler routine of the signature the system calls.
            unsafe { SetConsoleCtrlHandler(Some(handler), 1) };
        });
    }
    #[cfg(not(any(unix, windows)))]
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
