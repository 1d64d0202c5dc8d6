/*!
The terminal's escape sequences (colours, cursor moves) on every platform. Unix terminals read
them. A Windows console reads them only in its virtual-terminal mode
(`ENABLE_VIRTUAL_TERMINAL_PROCESSING`), which may be off: [`enable`] turns it on for standard
output and standard error when the program starts. Where it cannot be turned on (a console older
than Windows 10), that stream gets no escape sequence: no colour (`--color auto`) and the table
asks with plain lines instead of redrawn lists.

The Windows code is written and reviewed, not compiled on the Linux machine tapete is built on.
*/

use std::sync::atomic::{AtomicU8, Ordering};

const STDOUT: u8 = 1;
const STDERR: u8 = 2;

/// The streams that read escape sequences (on Unix, both, always).
static ON: AtomicU8 = AtomicU8::new(STDOUT | STDERR);

/// Turn on the console's virtual-terminal mode for standard output and standard error where it is
/// off (Windows; nothing to do elsewhere), and remember which streams read escape sequences.
pub(crate) fn enable() {
    #[cfg(windows)]
    {
        use windows_sys::Win32::System::Console::{
            GetConsoleMode, GetStdHandle, SetConsoleMode, ENABLE_VIRTUAL_TERMINAL_PROCESSING, STD_ERROR_HANDLE,
            STD_OUTPUT_HANDLE,
        };
        let mut on = 0;
        for (bit, which) in [(STDOUT, STD_OUTPUT_HANDLE), (STDERR, STD_ERROR_HANDLE)] {
            // SAFETY: the process's own standard handles; the mode is read into a local.
            let reads = unsafe {
                let handle = GetStdHandle(which);
                let mut mode = 0;
                // Not a console (a file, a pipe, a terminal emulator's pseudo-terminal): escape
                // sequences reach whatever reads them as they are.
                GetConsoleMode(handle, &mut mode) == 0
                    || mode & ENABLE_VIRTUAL_TERMINAL_PROCESSING != 0
                    || SetConsoleMode(handle, mode | ENABLE_VIRTUAL_TERMINAL_PROCESSING) != 0
            };
            if reads {
                on |= bit;
            }
        }
        ON.store(on, Ordering::Relaxed);
    }
}

/// Whether standard output reads escape sequences.
pub(crate) fn stdout() -> bool {
    ON.load(Ordering::Relaxed) & STDOUT != 0
}

/// Whether standard error reads escape sequences.
pub(crate) fn stderr() -> bool {
    ON.load(Ordering::Relaxed) & STDERR != 0
}
