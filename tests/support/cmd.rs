//! The `tapete` binary as the tests run it: never with the configuration, the cache nor the locale
//! of whoever runs them, nor their colour wishes (their `config.yaml` would change `new`'s defaults, their `LANG` the
//! language of every message), and checked as just's `Test` checks: the exit status, standard
//! output and standard error a test expects, each compared exactly.

use serde_json::Value;
use std::ffi::OsStr;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// Where the tests' `tapete` looks for its configuration: nowhere.
pub const NO_CONFIG: &str = "/nonexistent/tapete-tests-config";

/// Where the tests' `tapete` keeps its cache: nowhere it can write (a folder under a file, the
/// binary itself: no folder can be made there, even by root, on any system), so that the cache
/// of whoever runs the tests is never written. A test of the cache gives a folder of its own
/// (`XDG_CACHE_HOME`).
pub const NO_CACHE: &str = concat!(env!("CARGO_BIN_EXE_tapete"), "/no-cache");

/// The variables a locale is read from: tapete takes its language from the first three (with no
/// `--lang`); `LANGUAGE` is cleared as well, so that no locale of whoever runs the tests reaches a
/// test. A test that wants a language passes `--lang` or sets one of them itself.
pub const LOCALE: [&str; 4] = ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"];

/// What decides colour besides `--color`: a test that wants colour says so itself.
pub const COLOUR: [&str; 2] = ["NO_COLOR", "CLICOLOR_FORCE"];

/// `cmd` without the configuration, the locale, the colour wishes and the time zone of whoever
/// runs the tests.
pub fn isolated(cmd: &mut Command) -> &mut Command {
    cmd.env("XDG_CONFIG_HOME", NO_CONFIG);
    cmd.env_remove("TAPETE_CONFIG");
    for var in COLOUR {
        cmd.env_remove(var);
    }
    cmd.env("XDG_CACHE_HOME", NO_CACHE);
    // Windows's configuration and cache folders.
    cmd.env("APPDATA", NO_CONFIG);
    cmd.env("LOCALAPPDATA", NO_CACHE);
    // Reports write a journal's moments in local time: the tests' is UTC wherever they run.
    cmd.env("TZ", "UTC");
    for var in LOCALE {
        cmd.env_remove(var);
    }
    cmd
}

/// The binary as a process to spawn, for a test that talks to it while it runs (a table, a
/// board, a terminal), without the configuration and the locale of whoever runs the tests.
pub fn process() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_tapete"));
    isolated(&mut c);
    c
}

/// One run of the binary: [`tapete`], the arguments, environment and standard input, what the
/// run must give ([`Tapete::status`], [`Tapete::stdout`], [`Tapete::stderr`]), then
/// [`Tapete::run`].
#[must_use = "nothing runs until `run`"]
pub struct Tapete {
    cmd: Command,
    stdin: Vec<u8>,
    status: Option<i32>,
    stdout: Option<String>,
    stderr: Option<String>,
    reader_gone: bool,
}

/// `tapete`, without the configuration and the locale of whoever runs the tests.
pub fn tapete() -> Tapete {
    Tapete { cmd: process(), stdin: Vec::new(), status: None, stdout: None, stderr: None, reader_gone: false }
}

impl Tapete {
    pub fn arg(mut self, arg: impl AsRef<OsStr>) -> Tapete {
        self.cmd.arg(arg);
        self
    }

    pub fn args(mut self, args: impl IntoIterator<Item = impl AsRef<OsStr>>) -> Tapete {
        self.cmd.args(args);
        self
    }

    pub fn env(mut self, key: &str, value: impl AsRef<OsStr>) -> Tapete {
        self.cmd.env(key, value);
        self
    }

    pub fn env_remove(mut self, key: &str) -> Tapete {
        self.cmd.env_remove(key);
        self
    }

    pub fn current_dir(mut self, dir: impl AsRef<Path>) -> Tapete {
        self.cmd.current_dir(dir);
        self
    }

    /// The sessions folder (`TAPETE_HOME`).
    pub fn home(self, dir: impl AsRef<Path>) -> Tapete {
        self.env("TAPETE_HOME", dir.as_ref())
    }

    /// What is typed on standard input, a pipe closed after it (without it, closed at once).
    pub fn stdin(mut self, input: impl Into<Vec<u8>>) -> Tapete {
        self.stdin = input.into();
        self
    }

    /// Standard output a pipe whose reader is already gone (`tapete … | head -1` after `head`
    /// has left): every write to it fails.
    pub fn reader_gone(mut self) -> Tapete {
        self.reader_gone = true;
        self
    }

    /// The exit status the run must end with.
    pub fn status(mut self, code: i32) -> Tapete {
        self.status = Some(code);
        self
    }

    /// Standard output, exactly.
    pub fn stdout(mut self, text: impl Into<String>) -> Tapete {
        self.stdout = Some(text.into());
        self
    }

    /// Standard error, exactly.
    pub fn stderr(mut self, text: impl Into<String>) -> Tapete {
        self.stderr = Some(text.into());
        self
    }

    /// Run to the end, and fail the test (showing all three) when the status, standard output or
    /// standard error is not the one expected.
    #[track_caller]
    pub fn run(mut self) -> Output {
        let what = format!("{:?}", self.cmd);
        if self.reader_gone {
            let (reader, writer) = std::io::pipe().unwrap();
            drop(reader);
            self.cmd.stdout(writer);
        } else {
            self.cmd.stdout(Stdio::piped());
        }
        let mut child =
            self.cmd.stdin(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap_or_else(|e| panic!("{what}: {e}"));
        // Written from a thread, so that a large input and a large output cannot wait on each
        // other; a program that stops reading early is no error here.
        let mut pipe = child.stdin.take().unwrap();
        let input = std::mem::take(&mut self.stdin);
        let writer = std::thread::spawn(move || {
            let _ = pipe.write_all(&input);
        });
        let out = child.wait_with_output().unwrap_or_else(|e| panic!("{what}: {e}"));
        writer.join().unwrap();
        let out = Output {
            code: out.status.code(),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            stdout_bytes: out.stdout,
        };
        let mut wrong = Vec::new();
        if self.status.is_some() && out.code != self.status {
            wrong.push(format!("status {:?}, expected {:?}", out.code, self.status));
        }
        if self.stdout.as_ref().is_some_and(|want| *want != out.stdout) {
            wrong.push(format!("standard output, expected:\n{}", self.stdout.as_deref().unwrap_or_default()));
        }
        if self.stderr.as_ref().is_some_and(|want| *want != out.stderr) {
            wrong.push(format!("standard error, expected:\n{}", self.stderr.as_deref().unwrap_or_default()));
        }
        assert!(
            wrong.is_empty(),
            "{what}\nwrong {}\n--- status: {:?}\n--- standard output:\n{}\n--- standard error:\n{}",
            wrong.join("\nwrong "),
            out.code,
            out.stdout,
            out.stderr
        );
        out
    }
}

/// What a run gave.
#[derive(Debug)]
pub struct Output {
    /// The exit status (`None`: ended by a signal).
    pub code: Option<i32>,
    /// Standard output as text (bytes that are not UTF-8 shown as U+FFFD).
    pub stdout: String,
    /// Standard error as text, likewise.
    pub stderr: String,
    /// Standard output as written.
    pub stdout_bytes: Vec<u8>,
}

impl Output {
    /// Standard output read as JSON.
    #[track_caller]
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.stdout_bytes)
            .unwrap_or_else(|e| panic!("no JSON on standard output ({e}): {}{}", self.stdout, self.stderr))
    }

    /// Standard output, which must be UTF-8.
    #[track_caller]
    pub fn utf8_stdout(&self) -> &str {
        std::str::from_utf8(&self.stdout_bytes).unwrap()
    }
}
