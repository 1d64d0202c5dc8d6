//! Hostile files: every journal and ruleset of `tests/data/hostile` (made by its `make.py`) and the
//! files only a running test can make (FIFOs, devices, a sparse 300 MB journal, a 10 MB line)
//! give the exit code of `expected.tsv` and a message naming the line, within seconds and a
//! bounded address space, never a panic, never a byte of the file's secrets or a raw escape.

#![cfg(unix)]

use crate::support::{example_text, process};

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

fn hostile() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hostile")
}

struct Out {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Run tapete with a 1 GiB address space and a 10-second limit.
fn tapete(args: &[&str], dir: &Path) -> Out {
    let mut cmd = process();
    cmd.args(args).current_dir(dir).env("TAPETE_HOME", dir.join("home")).env_remove("NO_COLOR");
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    // SAFETY: setrlimit between fork and exec touches no memory of the parent.
    unsafe {
        cmd.pre_exec(|| {
            let lim = libc::rlimit { rlim_cur: 1 << 30, rlim_max: 1 << 30 };
            libc::setrlimit(libc::RLIMIT_AS, &lim);
            Ok(())
        });
    }
    let mut child = cmd.spawn().unwrap();
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if start.elapsed() > crate::support::wait::deadline() {
            let _ = child.kill();
            panic!("tapete {args:?} ran for more than {:?}", crate::support::wait::deadline());
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let out = child.wait_with_output().unwrap();
    let code = out.status.code().unwrap_or_else(|| panic!("tapete {args:?} was killed by a signal: {:?}", out.status));
    Out {
        code,
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// What every run must never show: a panic, a raw escape, a secret from the file.
fn clean(what: &str, o: &Out) {
    let all = format!("{}{}", o.stdout, o.stderr);
    assert!(!all.contains("panicked") && o.code != 101 && o.code != 3, "{what}: {all}");
    assert!(
        !all.contains('\x1b') && !all.contains('\u{202e}') && !all.contains('\u{7}'),
        "{what}: raw control: {all:?}"
    );
    assert!(!all.contains("SECRET") && !all.contains("root:x:0"), "{what}: echoed the file: {all}");
}

#[test]
fn every_hostile_file_gets_its_exit_code_and_a_message_naming_the_line() {
    let dir = tempfile::tempdir().unwrap();
    let table = std::fs::read_to_string(hostile().join("expected.tsv")).unwrap();
    let rows: Vec<Vec<&str>> = table.lines().filter(|l| !l.starts_with('#')).map(|l| l.split('\t').collect()).collect();
    let (mut journals, mut rulesets) = (0, 0);
    for sub in ["journals", "rulesets"] {
        for f in std::fs::read_dir(hostile().join(sub)).unwrap() {
            let name = format!("{sub}/{}", f.unwrap().file_name().to_string_lossy());
            assert!(rows.iter().any(|r| r[0] == name), "{name} has no line in expected.tsv");
        }
    }
    for r in &rows {
        let (file, exit, place, fragment) = (r[0], r[1].parse::<i32>().unwrap(), r[2], r[3]);
        let path = hostile().join(file);
        let path = path.to_str().unwrap();
        let runs: Vec<Out> = if file.starts_with("journals/") {
            journals += 1;
            let text = tapete(&["verify", path], dir.path());
            let json = tapete(&["verify", "--json", path], dir.path());
            let summary = tapete(&["summary", path], dir.path());
            assert_eq!(json.code, exit, "{file} --json: {}", json.stderr);
            assert_eq!(summary.code, exit, "{file} summary: {}", summary.stderr);
            if exit < 2 {
                let v: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
                assert_eq!(v["ok"], exit == 0, "{file}");
            } else {
                // A verdict is whole or absent: nothing on standard output when it exits 2.
                assert_eq!(json.stdout, "", "{file} --json printed part of a verdict");
            }
            vec![text, json, summary]
        } else {
            rulesets += 1;
            vec![tapete(&["rules", "check", path], dir.path())]
        };
        let o = &runs[0];
        assert_eq!(o.code, exit, "{file}: {}{}", o.stdout, o.stderr);
        for o in &runs {
            clean(file, o);
        }
        if place != "-" {
            assert!(o.stderr.contains(place), "{file}: expected {place:?} in: {}", o.stderr);
        }
        if fragment != "-" {
            assert!(o.stderr.contains(fragment), "{file}: expected {fragment:?} in: {}", o.stderr);
        }
    }
    assert!(journals >= 40 && rulesets >= 40, "{journals} journals, {rulesets} rulesets");
}

fn mkfifo(path: &Path) {
    let c = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: a NUL-terminated path and a mode.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
}

#[test]
fn fifos_devices_and_folders_are_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let fifo = d.join("pipe.jsonl");
    mkfifo(&fifo);
    let fifo_yaml = d.join("pipe.yaml");
    mkfifo(&fifo_yaml);
    let f = fifo.to_str().unwrap();
    for (args, says) in [
        (vec!["verify", f], "named pipe"),
        (vec!["summary", f], "named pipe"),
        (vec!["resume", f], "named pipe"),
        (vec!["verify", "/dev/zero"], "device"),
        (vec!["verify", "/dev/null"], "device"),
        (vec!["verify", "/tmp"], "directory"),
        (vec!["rules", "check", fifo_yaml.to_str().unwrap()], "named pipe"),
        (vec!["rules", "check", "/dev/zero"], "device"),
        (vec!["new", fifo_yaml.to_str().unwrap(), "--players", "A,B,C,D"], "named pipe"),
        (vec!["verify", "/proc/self/environ"], "line 1"),
        (vec!["rules", "check", "/proc/self/environ"], "environ:1:"),
    ] {
        let o = tapete(&args, d);
        assert_eq!(o.code, 2, "{args:?}: {}", o.stderr);
        assert!(o.stderr.contains(says), "{args:?}: {}", o.stderr);
        clean(&format!("{args:?}"), &o);
    }
    // A FIFO among the sessions does not hang `sessions` or `resume`.
    let home = d.join("home");
    std::fs::create_dir_all(&home).unwrap();
    mkfifo(&home.join("2026-11-22-1803-bestia.jsonl"));
    let o = tapete(&["sessions"], d);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("named pipe"), "{}", o.stdout);
    let o = tapete(&["resume"], d);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(o.stderr.contains("no unfinished session"), "{}", o.stderr);
}

#[test]
fn huge_files_and_lines_are_refused_without_reading_them_whole() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let header = std::fs::read_to_string(hostile().join("journals/46-bom-and-crlf.jsonl")).unwrap();
    let header = header.trim_start_matches('\u{feff}').lines().next().unwrap().trim_end().to_string();
    // A sparse file of 300 MB: refused by its size.
    let sparse = d.join("sparse.jsonl");
    let f = std::fs::File::create(&sparse).unwrap();
    f.set_len(300 << 20).unwrap();
    let o = tapete(&["verify", sparse.to_str().unwrap()], d);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("at most 256 MiB"), "{}", o.stderr);
    // A 10 MB line: refused at that line.
    let long = d.join("long.jsonl");
    std::fs::write(&long, format!("{header}\n{{\"type\": \"note\", \"text\": \"{}\"}}\n", "x".repeat(10 << 20)))
        .unwrap();
    let o = tapete(&["verify", long.to_str().unwrap()], d);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("line 2") && o.stderr.contains("longer than 4 MiB"), "{}", o.stderr);
    // A 10 MB line without a line end (nothing but 'x'): the same.
    let flat = d.join("flat.jsonl");
    std::fs::write(&flat, "x".repeat(10 << 20)).unwrap();
    let o = tapete(&["verify", flat.to_str().unwrap()], d);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("line 1"), "{}", o.stderr);
    // A 2 MB ruleset.
    let big = d.join("big.yaml");
    std::fs::write(&big, format!("# {}\n", "x".repeat(2 << 20))).unwrap();
    let o = tapete(&["rules", "check", big.to_str().unwrap()], d);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("at most 1 MiB"), "{}", o.stderr);
    // A symlink to /etc/passwd named on the command line is read as what it is: not a journal.
    let link = d.join("link.jsonl");
    std::os::unix::fs::symlink("/etc/passwd", &link).unwrap();
    let o = tapete(&["verify", link.to_str().unwrap()], d);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("line 1"), "{}", o.stderr);
    clean("link", &o);
}

#[test]
fn a_huge_unknown_card_gets_no_suggestion_and_a_short_slip_still_does() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // The example's header with Olga renamed: a name of 40 characters, the longest allowed
    // (Maria 5 + de 2 + los 3 + Angeles 7 + Fernandez 9 + de 2 + la 2 + Paz 3 = 33, and 7 spaces).
    let long = "Maria de los Angeles Fernandez de la Paz";
    assert_eq!(long.chars().count(), 40);
    let header = example_text("belote-classic-a");
    let header = header.lines().next().unwrap().replace("Olga", long);
    let journal = |name: &str, dealer: &str, turned: &str| {
        let p = d.join(name);
        let deal = serde_json::json!({"type": "deal", "dealer": dealer, "turned": turned});
        std::fs::write(&p, format!("{header}\n{deal}\n")).unwrap();
        p
    };
    let run = |path: &Path, cmd: &str| {
        let o = tapete(&[cmd, path.to_str().unwrap()], d);
        clean(cmd, &o);
        o.stderr
    };
    // A 1 MiB "card" of Q's: refused as not a card, with no "did you mean", by verify and summary.
    let path = journal("huge.jsonl", "Pep", &"Q".repeat(1 << 20));
    for cmd in ["verify", "summary"] {
        let e = run(&path, cmd);
        assert!(e.contains("line 2") && e.contains("is not a card") && !e.contains("did you mean"), "{cmd}: {e}");
    }
    // A 1 MiB player name: likewise.
    let e = run(&journal("who.jsonl", &"P".repeat(1 << 20), "8C"), "verify");
    assert!(e.contains("is not a player here") && !e.contains("did you mean"), "{e}");
    // The longest name with one letter too many (41 characters, one edit away): past the 40 a
    // word may have to get a suggestion, none.
    let e = run(&journal("long.jsonl", &format!("{long}z"), "8C"), "verify");
    assert!(e.contains("is not a player here") && !e.contains("did you mean"), "{e}");
    // The same name with its last letter wrong (40 characters, one edit): suggested.
    let e = run(&journal("slip40.jsonl", "Maria de los Angeles Fernandez de la Pax", "8C"), "verify");
    assert!(e.contains("did you mean 'Maria de los Angeles Fer…'?"), "{e}");
    // Short slips still get theirs: "8CC" is 8C with a C too many, "Pepe" Pep with an e too many
    // (one edit, within a third of the length).
    let e = run(&journal("slip.jsonl", "Pep", "8CC"), "verify");
    assert!(e.contains("did you mean 8C (eight of clubs)?"), "{e}");
    let e = run(&journal("name.jsonl", "Pepe", "8C"), "verify");
    assert!(e.contains("did you mean 'Pep'?"), "{e}");
}

#[test]
fn file_names_and_descriptions_reach_the_terminal_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let home = d.join("home");
    std::fs::create_dir_all(&home).unwrap();
    // In the sessions folder: an unreadable journal and an unfinished one, each named with an
    // escape sequence (retitle the window, clear the screen) and a bell.
    std::fs::write(home.join("2026-11-22-1800-\x1b]0;pwned\x07.jsonl"), "not a journal\n").unwrap();
    let example = example_text("belote-classic-a");
    let two: Vec<&str> = example.lines().take(2).collect();
    std::fs::write(home.join("2026-11-22-1801-\x1b[2Jwiped\x07.jsonl"), two.join("\n") + "\n").unwrap();
    // Each character shown as \u{…}, as `sessions` shows it.
    let unreadable = "2026-11-22-1800-\\u{1b}]0;pwned\\u{7}.jsonl";
    let unfinished = "2026-11-22-1801-\\u{1b}[2Jwiped\\u{7}.jsonl";

    let o = tapete(&["sessions"], d);
    clean("sessions", &o);
    // Listed by their names (without `.jsonl`).
    let names = [unreadable, unfinished].map(|n| n.strip_suffix(".jsonl").unwrap());
    assert!(names.iter().all(|n| o.stdout.contains(n)), "{}", o.stdout);
    // stats names the journal it could not read.
    let o = tapete(&["stats"], d);
    clean("stats", &o);
    assert!(o.stderr.contains(unreadable), "{}", o.stderr);
    // resume picks the unfinished one, names it, and says where it is saved.
    let o = tapete(&["resume", "--lang", "en"], d);
    clean("resume", &o);
    let all = format!("{}{}", o.stdout, o.stderr);
    assert!(all.contains(&format!("Resuming {}", home.join(unfinished).display())), "{all}");
    assert!(all.contains(&format!("tapete resume {}", home.join(unfinished).display())), "{all}");
    // board picks it too: its first line says where it serves which journal.
    let mut child = process()
        .args(["board", "--port", "0", "--lang", "en"])
        .env("TAPETE_HOME", &home)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(&mut std::io::BufReader::new(child.stderr.take().unwrap()), &mut line).unwrap();
    let _ = child.kill();
    let _ = child.wait();
    assert!(line.contains(&format!("Live board of {}", home.join(unfinished).display())), "{line:?}");
    assert!(!line.contains('\x1b') && !line.contains('\x07'), "{line:?}");

    // A ruleset whose description holds a right-to-left override, a zero-width space and an
    // escape (YAML's \e): rules show writes each as \u{…}.
    let yaml = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/belote-classic.yaml"))
        .unwrap()
        .lines()
        .map(
            |l| if l.starts_with("description:") { "description: \"Belote \u{202e}etoleB\u{200b} \\e[2J\"" } else { l },
        )
        .collect::<Vec<_>>()
        .join("\n");
    let file = d.join("mine.yaml");
    std::fs::write(&file, yaml).unwrap();
    let o = tapete(&["rules", "show", file.to_str().unwrap()], d);
    assert_eq!(o.code, 0, "{}", o.stderr);
    clean("rules show", &o);
    assert!(!o.stdout.contains('\u{200b}'), "{:?}", o.stdout);
    assert!(o.stdout.contains("Belote \\u{202e}etoleB\\u{200b} \\u{1b}[2J"), "{}", o.stdout);
}
