//! `cargo bench --bench live`: the live side on a long night, flat in the session's length (#28).
//!
//! The journal is built as `follow` and `replay` build it: hands 1-4 of `belote-classic-a`
//! repeated to 5,000 and 20,000 hands under a target no one reaches.
//!
//! - `resume`'s peak memory: `tapete resume FILE` told `quit` at once, as a child process under
//!   `/usr/bin/time` (its maximum resident set and its user + system CPU time). Target: under
//!   64 MB at 20,000 hands (#28), and at most 24 MB (#40).
//! - `amend` 1,000 hands back and the `undo` that retracts it, in this process: CPU time of this
//!   one thread (the median of five), against replaying the whole journal (the best of three).
//!   Target: the amend under 50 ms at 20,000 hands — it folds again the entries after its line
//!   and at most one checkpoint interval, so 5,000 and 20,000 hands cost about the same.

#[path = "support/cpu.rs"]
mod cpu;
#[path = "support/cycle.rs"]
mod cycle;
use cpu::{median, ms, timed};
use cycle::cycle;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;
use tapete::journal::read::parse_event_line;
use tapete::session::Session;

/// The journal of `hands` hands, and the line and text of the first play of hand `back` hands
/// before the end.
fn build(dir: &Path, hands: usize, back: usize) -> (PathBuf, usize, String) {
    let (header, cycle) = cycle();
    let path = dir.join(format!("long{hands}.jsonl"));
    let mut f = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    writeln!(f, "{header}").unwrap();
    let mut line = 1;
    let mut target = None;
    for i in 0..hands {
        for l in &cycle[i % 4] {
            line += 1;
            if i == hands - back && target.is_none() && l.contains("\"play\"") {
                target = Some((line, l.clone()));
            }
            writeln!(f, "{l}").unwrap();
        }
    }
    f.flush().unwrap();
    let (line, text) = target.unwrap();
    (path, line, text)
}

/// `tapete resume` of a copy of `journal`, told `quit`: its peak resident memory in KB and its
/// CPU time (user + system, every thread of it).
fn resume(journal: &Path, dir: &Path) -> (u64, f64) {
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    let copy = home.join("night.jsonl");
    std::fs::copy(journal, &copy).unwrap();
    let mut child = Command::new("/usr/bin/time")
        .args(["-f", "%U %S %M", env!("CARGO_BIN_EXE_tapete"), "resume"])
        .arg(&copy)
        .env("TAPETE_HOME", &home)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"quit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    let last: Vec<f64> = err.lines().last().unwrap().split(' ').map(|w| w.parse().unwrap()).collect();
    (last[2] as u64, last[0] + last[1])
}

/// The amend of the entry at `line` (with the same entry: the session stands as it did) and the
/// `undo` that retracts it: the median CPU time of each.
fn amend_and_undo(s: &mut Session, line: usize, text: &str) -> (Duration, Duration) {
    let totals = s.standing().totals;
    let entry = text.trim_end_matches('}');
    let amend = format!("{{\"type\": \"amend\", \"line\": {line}, \"entry\": {entry}}}}}");
    let undo = "{\"type\": \"undo\"}";
    let (mut amends, mut undos) = (Vec::new(), Vec::new());
    for _ in 0..5 {
        let a = parse_event_line(&amend, 0).unwrap();
        let (t, r) = timed(|| s.apply(a));
        assert!(r.is_ok(), "{r:?}");
        assert_eq!(s.standing().totals, totals, "the same entry in its place: the same totals");
        amends.push(t);
        let u = parse_event_line(undo, 0).unwrap();
        let (t, r) = timed(|| s.apply(u));
        assert!(r.is_ok(), "{r:?}");
        undos.push(t);
    }
    (median(amends), median(undos))
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let back = 1_000;
    let mut amend_ms = Vec::new();
    for hands in [5_000, 20_000] {
        let (path, line, text) = build(dir.path(), hands, back);
        let (kb, cpu_s) = (0..3).map(|_| resume(&path, dir.path())).min_by_key(|r| r.0).unwrap();
        println!("{hands} hands: resume, told quit: peak {:.1} MB, {:.3} s CPU", kb as f64 / 1024.0, cpu_s);
        let whole = (0..3).map(|_| timed(|| Session::replay_file(&path, None).unwrap()).0).min().unwrap();
        let mut s = Session::replay_file(&path, None).unwrap();
        let (amend, undo) = amend_and_undo(&mut s, line, &text);
        println!(
            "{hands} hands: amend {back} hands back {:.1} ms, its undo {:.1} ms, CPU time one thread \
             (the whole journal folded again, its lines decoded on a second thread not counted: {:.1} ms, {:.0}x the amend)",
            ms(amend),
            ms(undo),
            ms(whole),
            whole.as_secs_f64() / amend.as_secs_f64()
        );
        if hands == 20_000 {
            println!(
                "target: resume of 20,000 hands under 64 MB: {}; amend 1,000 hands back under 50 ms: {}",
                if kb < 64 * 1024 { "met" } else { "NOT met" },
                if amend < Duration::from_millis(50) { "met" } else { "NOT met" }
            );
            // #40: old hands kept as what the scoreboard needs, the rest read back when asked.
            let mb = kb as f64 / 1024.0;
            println!(
                "resume of 20,000 hands: {mb:.1} MB peak (goal: at most 24 MB) {}",
                if mb <= 24.0 { "PASS" } else { "BELOW" }
            );
        }
        amend_ms.push(amend);
    }
    println!(
        "amend 1,000 hands back, 20,000 / 5,000 hands: {:.2} (flat: about 1)",
        amend_ms[1].as_secs_f64() / amend_ms[0].as_secs_f64()
    );
}
