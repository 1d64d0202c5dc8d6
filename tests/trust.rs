//! Trust the journal: the table killed at random moments loses nothing it acknowledged; one
//! writer at a time; a journal deleted, renamed over or replaced while the table runs is never
//! reported saved and its session is rescued; a full disk (here: the file size limit) leaves the
//! journal whole and resumable; an output that cannot be written is an error.

#![cfg(unix)]

use crate::support::{example, example_entries, expected, new_args, process, tapete, typed_lines, verify_json};
use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tapete::journal::Journal;

/// A table running with piped stdin; its prompts (stderr) are counted as they come.
struct Table {
    child: Child,
    prompts: Arc<AtomicUsize>,
    stderr: Arc<Mutex<String>>,
    /// The thread reading standard error (to its end, once the process has exited).
    reader: Option<std::thread::JoinHandle<()>>,
}

/// A prompt of the line asker: a question (with its choices and default after it), not a notice
/// (`•`) or a refusal (`✗`).
fn is_prompt(line: &str) -> bool {
    let l = line.trim_end();
    !l.starts_with('•')
        && !l.starts_with('✗')
        && l.contains('?')
        && (l.ends_with('?') || l.ends_with(']') || l.ends_with(')'))
}

impl Table {
    fn start(args: &[&str], home: &Path, fsize: Option<u64>) -> Table {
        Table::start_with(args, home, fsize, |_| {})
    }

    /// [`Table::start`], the command changed by `more` before it starts.
    fn start_with(
        args: &[&str],
        home: &Path,
        fsize: Option<u64>,
        more: impl FnOnce(&mut std::process::Command),
    ) -> Table {
        let mut cmd = process();
        cmd.args(args)
            .env("TAPETE_HOME", home)
            .env("TAPETE_NOW", "2026-11-22T18:03:00Z")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        more(&mut cmd);
        if let Some(limit) = fsize {
            // SAFETY: setrlimit between fork and exec touches no memory of the parent.
            unsafe {
                cmd.pre_exec(move || {
                    let lim = libc::rlimit { rlim_cur: limit, rlim_max: libc::RLIM_INFINITY };
                    libc::setrlimit(libc::RLIMIT_FSIZE, &lim);
                    Ok(())
                });
            }
        }
        let mut child = cmd.spawn().unwrap();
        let prompts = Arc::new(AtomicUsize::new(0));
        let stderr = Arc::new(Mutex::new(String::new()));
        let (p, s) = (prompts.clone(), stderr.clone());
        let pipe = child.stderr.take().unwrap();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(pipe).lines() {
                let Ok(line) = line else { break };
                if is_prompt(&line) {
                    p.fetch_add(1, Ordering::SeqCst);
                }
                let mut s = s.lock().unwrap();
                s.push_str(&line);
                s.push('\n');
            }
        });
        Table { child, prompts, stderr, reader: Some(reader) }
    }

    fn prompts(&self) -> usize {
        self.prompts.load(Ordering::SeqCst)
    }

    /// Wait until `n` prompts have been shown (false if the table ended first or the tests'
    /// deadline passed).
    fn wait_prompts(&mut self, n: usize) -> bool {
        let start = Instant::now();
        while self.prompts() < n {
            if self.child.try_wait().unwrap().is_some() || start.elapsed() > crate::support::wait::deadline() {
                return self.prompts() >= n;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        true
    }

    fn send(&mut self, bytes: &[u8]) {
        let stdin = self.child.stdin.as_mut().unwrap();
        let _ = stdin.write_all(bytes);
        let _ = stdin.flush();
    }

    /// Close stdin and wait for the exit code.
    fn finish(mut self) -> (i32, String) {
        drop(self.child.stdin.take());
        let status = self.child.wait().unwrap();
        // Everything said, once the reader has read to the end of the pipe.
        if let Some(reader) = self.reader.take() {
            reader.join().unwrap();
        }
        let text = self.stderr.lock().unwrap().clone();
        (status.code().unwrap_or(-1), text)
    }

    fn kill(mut self) {
        self.child.kill().unwrap(); // SIGKILL
        self.child.wait().unwrap();
    }
}

/// The entries of a journal (complete lines after the header), without their times.
fn entries_on_disk(path: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let complete = &text[..text.rfind('\n').map(|i| i + 1).unwrap_or(0)];
    complete
        .lines()
        .skip(1)
        .map(|l| {
            let mut v: Value = serde_json::from_str(l).unwrap();
            v.as_object_mut().unwrap().remove("at");
            v
        })
        .collect()
}

/// A tiny seeded generator, so a failing run can be replayed.
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[test]
fn killed_at_fifty_random_moments_the_journal_loses_no_acknowledged_entry() {
    let name = "belote-classic-b";
    let script = typed_lines(&example(name));
    let want = example_entries(name);
    assert_eq!(script.len(), want.len());
    let home = tempfile::tempdir().unwrap();
    let journal = home.path().join("night.jsonl");
    let mut args: Vec<String> = new_args(name).iter().map(|s| s.to_string()).collect();
    args.extend(["--file".to_string(), journal.display().to_string()]);
    let mut rng = Lcg(20261122);
    let mut kills = 0;
    let mut first = true;
    let mut last_len = 0;
    while kills < 60 {
        let on_disk = entries_on_disk(&journal).len();
        if on_disk + 3 >= script.len() {
            break;
        }
        let run_args: Vec<String> =
            if first { args.clone() } else { vec!["resume".into(), journal.display().to_string()] };
        first = false;
        let run_args: Vec<&str> = run_args.iter().map(|s| s.as_str()).collect();
        let mut t = Table::start(&run_args, home.path(), None);
        assert!(t.wait_prompts(1), "no first prompt: {}", t.stderr.lock().unwrap());
        let send = 1 + rng.below(8) as usize;
        let mut sent = 0;
        for line in script.iter().skip(on_disk).take(send) {
            t.send(format!("{line}\n").as_bytes());
            sent += 1;
            if rng.below(10) < 7 {
                t.wait_prompts(1 + sent);
            }
        }
        match rng.below(3) {
            0 => {}
            1 => {
                // half of the next line typed
                let next = &script[on_disk + sent];
                t.send(&next.as_bytes()[..next.len() / 2]);
            }
            _ => std::thread::sleep(Duration::from_micros(rng.below(3000))),
        }
        let acknowledged = on_disk + t.prompts() - 1;
        t.kill();
        kills += 1;
        let now = entries_on_disk(&journal);
        assert!(now.len() >= acknowledged, "kill {kills}: {} entries on disk, {acknowledged} acknowledged", now.len());
        assert!(now.len() <= on_disk + sent, "kill {kills}: more entries than were typed");
        for (i, (got, exp)) in now.iter().zip(&want).enumerate() {
            assert_eq!(got, exp, "kill {kills}: entry {} differs", i + 1);
        }
        if rng.below(4) == 0 && now.len() < want.len() {
            // A kill in the middle of a write leaves the start of the next line: make one, as a
            // crash would (the next resume must move it aside, not build on it).
            let line = serde_json::to_string(&want[now.len()]).unwrap();
            let cut = &line[..1 + rng.below(line.len() as u64 - 1) as usize];
            let mut f = std::fs::OpenOptions::new().append(true).open(&journal).unwrap();
            f.write_all(cut.as_bytes()).unwrap();
        }
        // Every journal left reads clean: verify exits 0 or 1, never 2.
        let out = tapete().arg("verify").arg(&journal).run();
        assert!(matches!(out.code, Some(0 | 1)), "kill {kills}: {}", out.stderr);
        last_len = now.len();
    }
    assert!(kills >= 50, "only {kills} kills");
    // Resume once more and finish the night: the same verdict as the example.
    let rest: String = script[last_len..].iter().map(|l| format!("{l}\n")).collect();
    let mut t = Table::start(&["resume", journal.to_str().unwrap()], home.path(), None);
    t.send(rest.as_bytes());
    let (code, err) = t.finish();
    assert_eq!(code, 0, "{err}");
    let got = verify_json(&journal);
    assert_eq!(got["totals"], expected(name)["totals"]);
    assert_eq!(got["winner"], expected(name)["winner"]);
}

fn journal_after_three_entries(home: &Path) -> (Table, PathBuf, Vec<String>) {
    let script = typed_lines(&example("belote-classic-a"));
    let journal = home.join("j.jsonl");
    let mut args: Vec<&str> = new_args("belote-classic-a");
    let j = journal.display().to_string();
    args.extend(["--file", &j]);
    let mut t = Table::start(&args, home, None);
    assert!(t.wait_prompts(1));
    for (i, l) in script.iter().take(3).enumerate() {
        t.send(format!("{l}\n").as_bytes());
        assert!(t.wait_prompts(i + 2));
    }
    (t, journal, script)
}

#[test]
fn a_second_writer_is_refused_and_readers_go_on() {
    let home = tempfile::tempdir().unwrap();
    let (t, journal, _) = journal_after_three_entries(home.path());
    let j = journal.to_str().unwrap();
    for args in [vec!["resume", j], vec!["new", "belote-classic", "--players", "A,B,C,D", "--file", j]] {
        let err = tapete().args(&args).stdin("pass\n").status(2).run().stderr;
        assert!(err.contains("is in use"), "{args:?}: {err}");
    }
    // A reader needs no lock.
    tapete().args(["verify", j]).status(0).run();
    let (code, _) = t.finish();
    assert_eq!(code, 0);
    assert_eq!(entries_on_disk(&journal).len(), 3, "the second writer added nothing");
}

#[test]
fn two_tables_started_in_the_same_minute_both_get_a_journal() {
    let home = tempfile::tempdir().unwrap();
    let run = || {
        tapete()
            .args(["new", "bestia", "--players", "A,B,C"])
            .home(home.path())
            .env("TAPETE_NOW", "2026-11-22T18:03:00Z")
            .stdin("quit\n")
            .status(0)
            .run()
    };
    run();
    run();
    let mut names: Vec<String> = std::fs::read_dir(home.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, vec!["2026-11-22-1803-bestia-2.jsonl", "2026-11-22-1803-bestia.jsonl"]);
}

/// After three entries, `change` happens to the journal; the fourth entry is typed.
fn changed_under_the_table(change: impl FnOnce(&Path), says: &str) {
    let home = tempfile::tempdir().unwrap();
    let (mut t, journal, script) = journal_after_three_entries(home.path());
    change(&journal);
    t.send(format!("{}\n", script[3]).as_bytes());
    let (code, err) = t.finish();
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(says), "{err}");
    assert!(!err.contains("Saved"), "nothing is reported saved: {err}");
    let rescued = home.path().join("j-rescued.jsonl");
    assert!(err.contains(&rescued.display().to_string()), "{err}");
    assert_eq!(entries_on_disk(&rescued), example_entries("belote-classic-a")[..4].to_vec());
    // and it resumes from there
    tapete().args(["resume", rescued.to_str().unwrap()]).stdin(format!("{}\n", script[4])).status(0).run();
    assert_eq!(entries_on_disk(&rescued).len(), 5);
}

#[test]
fn a_deleted_journal_is_rescued_not_reported_saved() {
    changed_under_the_table(|j| std::fs::remove_file(j).unwrap(), "deleted or moved");
}

#[test]
fn a_journal_renamed_over_is_rescued() {
    changed_under_the_table(
        |j| {
            let other = j.with_file_name("other.jsonl");
            std::fs::write(&other, "someone else's file\n").unwrap();
            std::fs::rename(&other, j).unwrap();
        },
        "replaced by another file",
    );
}

#[test]
fn a_journal_replaced_by_a_symlink_is_rescued_and_the_target_untouched() {
    let target = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(target.path(), "precious\n").unwrap();
    let t = target.path().to_path_buf();
    changed_under_the_table(
        |j| {
            std::fs::remove_file(j).unwrap();
            std::os::unix::fs::symlink(&t, j).unwrap();
        },
        "replaced by another file",
    );
    assert_eq!(std::fs::read_to_string(target.path()).unwrap(), "precious\n");
}

/// A table keeping score in `DIR/table/j.jsonl` after three entries; then the journal, its lock
/// file and their folder go, and a file takes the folder's name: nothing can be written beside the journal any
/// more (a path under a file, where running as root would ignore a folder's permissions). The
/// fourth entry is typed. `TAPETE_HOME` and `TMPDIR` are as `env` says; standard output goes to
/// `DIR/stdout`. Returns the exit code, standard error, standard output and the entries typed.
fn folder_gone_under_the_table(dir: &Path, env: &[(&str, PathBuf)]) -> (i32, String, String, Vec<String>) {
    let script = typed_lines(&example("belote-classic-a"));
    let folder = dir.join("table");
    let journal = folder.join("j.jsonl");
    let j = journal.display().to_string();
    let mut args: Vec<&str> = new_args("belote-classic-a");
    args.extend(["--file", &j]);
    let stdout = std::fs::File::create(dir.join("stdout")).unwrap();
    let mut t = Table::start_with(&args, dir, None, |cmd| {
        cmd.stdout(stdout);
        for (k, v) in env {
            cmd.env(k, v);
        }
    });
    assert!(t.wait_prompts(1));
    for (i, l) in script.iter().take(3).enumerate() {
        t.send(format!("{l}\n").as_bytes());
        assert!(t.wait_prompts(i + 2));
    }
    std::fs::remove_file(&journal).unwrap();
    std::fs::remove_file(folder.join("j.jsonl.lock")).unwrap();
    std::fs::remove_dir(&folder).unwrap();
    std::fs::write(&folder, "a file where the folder was\n").unwrap();
    t.send(format!("{}\n", script[3]).as_bytes());
    let (code, err) = t.finish();
    let out = std::fs::read_to_string(dir.join("stdout")).unwrap();
    (code, err, out, script)
}

#[test]
fn a_rescue_that_cannot_be_written_beside_the_journal_goes_to_the_sessions_folder() {
    let dir = tempfile::tempdir().unwrap();
    let sessions = dir.path().join("sessions");
    let (code, err, _, script) = folder_gone_under_the_table(dir.path(), &[("TAPETE_HOME", sessions.clone())]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("deleted or moved") && !err.contains("Saved"), "{err}");
    let rescued = sessions.join("j-rescued.jsonl");
    assert!(err.contains(&format!("tapete resume {}", rescued.display())), "{err}");
    assert_eq!(entries_on_disk(&rescued), example_entries("belote-classic-a")[..4].to_vec());
    tapete().args(["resume", rescued.to_str().unwrap()]).stdin(format!("{}\n", script[4])).status(0).run();
    assert_eq!(entries_on_disk(&rescued).len(), 5);
}

#[test]
fn a_rescue_that_the_sessions_folder_cannot_take_goes_to_the_temp_folder() {
    let dir = tempfile::tempdir().unwrap();
    let blocked = dir.path().join("blocked");
    std::fs::write(&blocked, "").unwrap();
    let tmp = dir.path().join("tmp");
    std::fs::create_dir(&tmp).unwrap();
    let env = [("TAPETE_HOME", blocked.join("sessions")), ("TMPDIR", tmp.clone())];
    let (code, err, out, _) = folder_gone_under_the_table(dir.path(), &env);
    assert_eq!(code, 2, "{err}");
    let rescued = tmp.join("j-rescued.jsonl");
    assert!(err.contains(&format!("tapete resume {}", rescued.display())), "{err}");
    assert_eq!(entries_on_disk(&rescued), example_entries("belote-classic-a")[..4].to_vec());
    assert!(out.is_empty(), "{out}");
}

#[test]
fn a_rescue_that_cannot_be_written_anywhere_is_printed_on_standard_output() {
    let dir = tempfile::tempdir().unwrap();
    // The sessions folder and the temp folder both under a file: no copy can be written.
    let blocked = dir.path().join("blocked");
    std::fs::write(&blocked, "").unwrap();
    let env = [("TAPETE_HOME", blocked.join("sessions")), ("TMPDIR", blocked.join("tmp"))];
    let (code, err, out, script) = folder_gone_under_the_table(dir.path(), &env);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("deleted or moved") && err.contains("standard output"), "{err}");
    // Standard output holds the journal as written: its header and the four entries.
    let saved = dir.path().join("saved.jsonl");
    std::fs::write(&saved, &out).unwrap();
    assert_eq!(out.lines().count(), 5, "{out}");
    assert_eq!(entries_on_disk(&saved), example_entries("belote-classic-a")[..4].to_vec());
    tapete().args(["resume", saved.to_str().unwrap()]).stdin(format!("{}\n", script[4])).status(0).run();
}

#[test]
fn a_journal_deleted_before_quitting_is_not_reported_saved() {
    let home = tempfile::tempdir().unwrap();
    let (t, journal, _) = journal_after_three_entries(home.path());
    std::fs::remove_file(&journal).unwrap();
    let (code, err) = t.finish();
    assert_eq!(code, 2, "{err}");
    assert!(!err.contains("Saved"), "{err}");
    assert_eq!(entries_on_disk(&home.path().join("j-rescued.jsonl")).len(), 3);
}

#[test]
fn at_the_file_size_limit_the_journal_stays_whole_and_resumes() {
    let home = tempfile::tempdir().unwrap();
    let name = "belote-es-3p";
    let script = typed_lines(&example(name));
    let journal = home.path().join("j.jsonl");
    let mut args: Vec<&str> = new_args(name);
    let j = journal.display().to_string();
    args.extend(["--file", &j]);
    // Room for the header and a few entries (about 70 bytes each).
    let mut t = Table::start(&args, home.path(), Some(600));
    let all: String = script.iter().map(|l| format!("{l}\n")).collect();
    t.send(all.as_bytes());
    let (code, err) = t.finish();
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("the file size limit was reached") && err.contains("is intact"), "{err}");
    assert!(err.contains(&format!("tapete resume {j}")), "{err}");
    let bytes = std::fs::read(&journal).unwrap();
    assert!(bytes.len() <= 600 && bytes.ends_with(b"\n"), "no partial line is left");
    let saved = entries_on_disk(&journal).len();
    assert!(saved >= 2, "{saved} entries");
    // A clean journal: nothing on standard error.
    tapete().args(["verify", &j]).status(0).stderr("").run();
    // With room again, resume where it stopped and finish the game.
    let rest: String = script[saved..].iter().map(|l| format!("{l}\n")).collect();
    let mut t = Table::start(&["resume", &j], home.path(), None);
    t.send(rest.as_bytes());
    let (code, err) = t.finish();
    assert_eq!(code, 0, "{err}");
    assert_eq!(verify_json(&journal)["totals"], expected(name)["totals"]);
}

/// The journals in a folder.
fn journals_in(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "jsonl")).collect())
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn a_full_disk_at_new_leaves_no_empty_journal_and_the_advice_works() {
    let home = tempfile::tempdir().unwrap();
    let new = ["new", "bestia", "--players", "Ana,Luis,Pep"];
    // The header alone is far over 64 bytes: {"type":"session","format":1,"ruleset":"bestia" is 48
    // bytes, and its ruleset_sha256 adds 64 hex digits.
    let (code, err) = Table::start(&new, home.path(), Some(64)).finish();
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("the file size limit was reached"), "{err}");
    assert_eq!(journals_in(home.path()), Vec::<PathBuf>::new(), "no empty journal is left behind");
    assert!(!err.contains("tapete resume"), "there is nothing to resume: {err}");
    assert!(err.contains("run the same 'tapete new' command again"), "{err}");
    // `new --again` does not take a journal that was never started for the last session.
    let out = tapete().args(["new", "--again"]).home(home.path()).status(2).run();
    assert!(out.stderr.contains("no session in"), "{out:?}");
    // The advice works: the same command, with room again, starts the session, which resumes.
    let mut t = Table::start(&new, home.path(), None);
    t.send(b"quit\n");
    let (code, err) = t.finish();
    assert_eq!(code, 0, "{err}");
    let started = journals_in(home.path());
    assert_eq!(started.len(), 1, "{started:?}");
    tapete().arg("resume").arg(&started[0]).stdin("quit\n").status(0).run();
    // A journal a crash left without its header, newer than that session, is not the last
    // session for `new --again` either.
    std::fs::write(home.path().join("2026-11-22-1804-bestia.jsonl"), "").unwrap();
    tapete()
        .args(["new", "--again"])
        .home(home.path())
        .env("TAPETE_NOW", "2026-11-22T18:05:00Z")
        .stdin("quit\n")
        .status(0)
        .run();
    let again = Journal::read(&home.path().join("2026-11-22-1805-bestia.jsonl")).unwrap();
    assert_eq!(again.header.players, ["Ana", "Luis", "Pep"]);

    // A journal named with --file: not left behind either, and the same command then works.
    let j = home.path().join("named.jsonl");
    let mut named: Vec<&str> = new.to_vec();
    let js = j.display().to_string();
    named.extend(["--file", &js]);
    let (code, err) = Table::start(&named, home.path(), Some(64)).finish();
    assert_eq!(code, 2, "{err}");
    assert!(!j.exists(), "no empty journal is left behind");
    assert!(err.contains("run the same 'tapete new' command again"), "{err}");
    let mut t = Table::start(&named, home.path(), None);
    t.send(b"quit\n");
    assert_eq!(t.finish().0, 0);
    assert_eq!(Journal::read(&j).unwrap().header.players, ["Ana", "Luis", "Pep"]);
}

#[test]
fn a_note_too_long_for_the_journal_is_refused_and_every_entry_reads_back() {
    let home = tempfile::tempdir().unwrap();
    let j = home.path().join("j.jsonl");
    let js = j.display().to_string();
    // A note's line, at 2026-11-22T18:03:00Z (TAPETE_NOW): {"type":"note", (15 bytes) "text":"
    // (8) the text, ", (2) "at":"2026-11-22T18:03:00Z" (27) } (1): 53 bytes and the text. A
    // journal line holds at most 4 MiB = 4,194,304 bytes, so a text of 4,194,304 - 53 =
    // 4,194,251 letters just fits and one letter more does not.
    let fits = 4_194_304 - 53;
    // Control characters are written escaped, 6 bytes each (\u0001): 750,000 of them take
    // 4,500,000 bytes.
    let script = format!(
        "note {}\nnote {}\nnote {}\nnote short\nquit\n",
        "a".repeat(fits + 1),
        "\u{1}".repeat(750_000),
        "a".repeat(fits)
    );
    let mut t = Table::start(&["new", "bestia", "--players", "Ana,Luis,Pep", "--file", &js], home.path(), None);
    t.send(script.as_bytes());
    let (code, err) = t.finish();
    assert_eq!(code, 0, "{}", &err[..err.len().min(2000)]);
    let refused: Vec<&str> = err.lines().filter(|l| l.starts_with('✗')).collect();
    assert_eq!(refused.len(), 2, "{refused:?}");
    for r in &refused {
        assert!(r.contains("at most 4 MiB") && r.contains("not saved"), "{r}");
    }
    // What was accepted reads back: the note that just fits (a line of exactly 4 MiB) and the
    // short one.
    let text = std::fs::read_to_string(&j).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "the header and two notes");
    assert_eq!(lines[1].len(), 4_194_304);
    let journal = Journal::read(&j).unwrap();
    let notes: Vec<usize> = journal
        .entries
        .iter()
        .map(|e| match &e.record {
            tapete::journal::Record::Note { text } => text.len(),
            r => panic!("{r:?}"),
        })
        .collect();
    assert_eq!(notes, [fits, 5]);
    for cmd in ["verify", "summary"] {
        tapete().arg(cmd).arg(&j).status(0).run();
    }
    tapete().arg("resume").arg(&j).stdin("note more\nquit\n").status(0).run();
}

#[test]
fn output_that_cannot_be_written_exits_2_and_a_closed_pipe_quietly() {
    let j = example("belote-classic-a");
    let j = j.to_str().unwrap();
    for args in [
        vec!["verify", "--json", j],
        vec!["verify", j],
        vec!["summary", j],
        vec!["summary", "--format", "csv", j],
        vec!["rules", "list"],
        vec!["rules", "show", "bestia"],
        vec!["simulate", "bestia", "--deals", "5"],
    ] {
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let out = process().args(&args).stdout(full).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("cannot write the output: the disk is full"), "{args:?}: {err}");
    }
    // A reader that stops early: no message, the verdict's exit code.
    let mut child =
        process().args(["verify", "--json", j]).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn summary_lists_entries_it_could_not_apply_and_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let j = dir.path().join("j.jsonl");
    let text = std::fs::read_to_string(example("belote-classic-a")).unwrap();
    // Line 8 becomes a card already played in trick 1 (line 7).
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    lines[7] = lines[6].replace("\"Marta\"", "\"Iker\"");
    std::fs::write(&j, lines.join("\n") + "\n").unwrap();
    let stdout = tapete().arg("summary").arg(&j).status(1).run().stdout;
    assert!(stdout.contains("could not be applied") && stdout.contains("line 8"), "{stdout}");
}

#[test]
fn color_is_chosen_by_the_flag_and_no_color_keeps_tables_fitting() {
    let j = example("belote-classic-b");
    let run = |args: &[&str], no_color: bool| {
        let c = tapete().args(args).env("COLUMNS", "60");
        let c = if no_color { c.env("NO_COLOR", "1") } else { c.env_remove("NO_COLOR") };
        c.run().utf8_stdout().to_string()
    };
    let j = j.to_str().unwrap();
    assert!(run(&["verify", "--color", "always", j], false).contains("\x1b[31m3 infractions:"));
    assert!(!run(&["verify", "--color", "never", j], false).contains('\x1b'));
    assert!(!run(&["verify", j], true).contains('\x1b'), "auto with NO_COLOR (and no terminal)");
    let table = run(&["rules", "list"], true);
    assert!(table.lines().count() > 6 && table.lines().all(|l| l.chars().count() <= 60), "{table}");
}

#[test]
fn a_journal_left_without_its_header_is_started_by_new_not_resumed() {
    let home = tempfile::tempdir().unwrap();
    let j = home.path().join("2026-11-22-1803-bestia.jsonl");
    std::fs::write(&j, "").unwrap();
    let tapete = |args: &[&str], input: &str| {
        let out = tapete().args(args).home(home.path()).stdin(input).run();
        (out.code.unwrap_or(-1), out.stderr)
    };
    let (code, err) = tapete(&["resume"], "");
    assert_eq!(code, 2);
    assert!(err.contains("no unfinished session"), "{err}");
    let (code, err) = tapete(&["resume", j.to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert!(err.contains("holds no session yet") && err.contains("--file"), "{err}");
    let (code, err) = tapete(&["sessions"], "");
    assert_eq!(code, 0, "{err}");
    let (code, err) = tapete(&["new", "bestia", "--players", "A,B,C", "--file", j.to_str().unwrap()], "quit\n");
    assert_eq!(code, 0, "{err}");
    let (code, err) = tapete(&["resume", j.to_str().unwrap()], "quit\n");
    assert_eq!(code, 0, "{err}");
    // A file that holds a session is never taken over.
    let (code, err) = tapete(&["new", "bestia", "--players", "A,B,C", "--file", j.to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert!(err.contains("already exists"), "{err}");
}
