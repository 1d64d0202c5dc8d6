//! `cargo bench --bench replay`: the batch commands that read journals — `verify --json` and
//! `summary` on a long belote-classic journal, `stats` over a folder of small journals of the
//! bundled games — each against `jq -c .` on the same bytes, in the same run. A plain harness (no
//! framework).
//!
//! Every figure is CPU time, never wall time (a shared machine makes wall time meaningless):
//! a command is run as a child process and measured by its own resource usage (`wait4`: user +
//! system time of all its threads, added up as if on one thread, and its peak memory); the
//! in-process replay by the thread's CPU clock, after the commands (a child forked from a
//! process that holds a replayed session counts that memory as its own). tapete and jq run by
//! turns, five times each, and the best of each is kept (the machine's load changes as the
//! runs go; by turns, both see the same).
//!
//! The long journal is built from hands 1-4 of the shared example `belote-classic-a` (dealers in
//! rotation), repeated to 20,000 hands (`TAPETE_BENCH_HANDS`) under a target no one reaches, and
//! a quarter of it to see that `summary` is linear. The folder is simulated: 80 seeds of 40 deals
//! of each of five bundled rulesets, one a game and coinche besides (400 journals); `stats` runs
//! them on its pool of threads (at most the cores there are), its CPU time all its threads'.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use tapete::journal::Journal;
use tapete::session::Session;

fn build_journal(dir: &Path, hands: usize) -> PathBuf {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/examples/belote-classic-a.jsonl");
    let text = std::fs::read_to_string(src).unwrap();
    let mut lines = text.lines();
    let header = lines.next().unwrap().replace("\"target\": 501", "\"target\": 1000000000");
    let mut cycle: Vec<Vec<&str>> = Vec::new();
    for l in lines {
        if l.contains("\"deal\"") {
            cycle.push(Vec::new());
        }
        cycle.last_mut().unwrap().push(l);
    }
    cycle.truncate(4);
    let path = dir.join(format!("long{hands}.jsonl"));
    let mut f = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    writeln!(f, "{header}").unwrap();
    for i in 0..hands {
        for l in &cycle[i % 4] {
            writeln!(f, "{l}").unwrap();
        }
    }
    f.flush().unwrap();
    path
}

/// The rulesets of the folder's journals, and the seeds of each.
const RULESETS: [&str; 5] = ["belote-classic", "belote-es", "bestia", "perejila", "coinche"];
const SEEDS: usize = 80;

/// The folder of simulated journals, and all of them in one file (what jq reads).
fn build_folder(dir: &Path, bin: &str) -> (PathBuf, PathBuf) {
    let folder = dir.join("folder");
    std::fs::create_dir_all(&folder).unwrap();
    for game in RULESETS {
        for seed in 1..=SEEDS {
            let status = Command::new(bin)
                .args(["simulate", game, "--deals", "40", "--threads", "1", "--seed", &seed.to_string(), "--journal"])
                .arg(&folder)
                .stdout(Stdio::null())
                .status()
                .unwrap();
            assert!(status.success());
        }
    }
    let all = dir.join("all.jsonl");
    let mut out = std::fs::File::create(&all).unwrap();
    let mut names: Vec<PathBuf> = std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().path()).collect();
    names.sort();
    for n in &names {
        out.write_all(&std::fs::read(n).unwrap()).unwrap();
    }
    assert_eq!(names.len(), RULESETS.len() * SEEDS);
    (folder, all)
}

/// CPU time (user + system, all threads) and peak memory (KB) of one run of a command, its
/// output thrown away.
// The child is waited for by wait4 (which gives its usage), not by `Child::wait`.
#[allow(clippy::zombie_processes)]
fn child_cpu(cmd: &mut Command) -> (f64, i64) {
    let child = cmd.stdout(Stdio::null()).stderr(Stdio::null()).spawn().unwrap();
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: a zeroed rusage is a valid value for wait4 to fill.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child, which `child` does not wait for again.
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(r, pid);
    assert!(libc::WIFEXITED(status), "{cmd:?} did not exit");
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    (secs(usage.ru_utime) + secs(usage.ru_stime), usage.ru_maxrss)
}

/// A figure beside its goal (at most `goal`): PASS, or BELOW when it misses it.
fn verdict(what: &str, figure: f64, unit: &str, goal: f64) {
    let mark = if figure <= goal { "PASS" } else { "BELOW" };
    println!("  {what}: {figure:.1} {unit} (goal: at most {goal} {unit}) {mark}");
}

/// This thread's CPU time.
fn thread_cpu() -> f64 {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes the timespec it is given.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 / 1e9
}

fn main() {
    let hands: usize = std::env::var("TAPETE_BENCH_HANDS").ok().and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let bin = env!("CARGO_BIN_EXE_tapete");
    let dir = tempfile::tempdir().unwrap();
    let path = build_journal(dir.path(), hands);
    let quarter = build_journal(dir.path(), hands / 4);
    let size = std::fs::metadata(&path).unwrap().len();
    println!("journal: {hands} hands, {:.1} MB (and one of {} hands)", size as f64 / 1e6, hands / 4);
    println!(
        "CPU time, one thread (a command's threads added up), best of 5 by turns with jq; peak memory of that run"
    );

    let has_jq = Command::new("jq").arg("--version").output().is_ok();
    let tapete = |args: &[&str], file: &Path| {
        let mut c = Command::new(bin);
        c.args(args).arg(file);
        c
    };
    let jq = |file: &Path| {
        let mut c = Command::new("jq");
        c.args(["-c", "."]).arg(file);
        c
    };
    // tapete and jq run by turns, five times each: the best of each, in the same conditions.
    let pair = |args: &[&str], ours: &Path, theirs: &Path| {
        let (mut best, mut peer) = ((f64::INFINITY, 0), None::<f64>);
        for _ in 0..5 {
            let t = child_cpu(&mut tapete(args, ours));
            if t.0 < best.0 {
                best = t;
            }
            if has_jq {
                let p = child_cpu(&mut jq(theirs)).0;
                peer = Some(peer.map_or(p, |q| q.min(p)));
            }
        }
        (best, peer)
    };
    let ratio = |name: &str, peer: Option<f64>, ours: f64, target: f64| match peer {
        Some(p) => {
            println!("  {name}: jq {p:.3} s / tapete {ours:.3} s = {:.2}x (target at least {target}x)", p / ours)
        }
        None => println!("  {name}: jq not found: install it to compare"),
    };

    let ((verify, verify_kb), jq_long) = pair(&["verify", "--json"], &path, &path);
    println!("tapete verify --json FILE: {verify:.3} s, {:.1} MB peak (target < 64 MB)", verify_kb as f64 / 1024.0);
    ratio("verify --json", jq_long, verify, 6.0);

    let ((summary, summary_kb), jq_long) = pair(&["summary"], &path, &path);
    let ((summary_q, _), jq_quarter) = pair(&["summary"], &quarter, &quarter);
    println!(
        "tapete summary FILE: {summary:.3} s, {:.1} MB peak; {} hands: {summary_q:.3} s",
        summary_kb as f64 / 1024.0,
        hands / 4
    );
    verdict("summary (text table) peak memory", summary_kb as f64 / 1024.0, "MB", 16.0);
    for format in ["json", "markdown", "csv"] {
        let (_, kb) = child_cpu(&mut tapete(&["summary", "--format", format], &path));
        println!("  summary --format {format}: {:.1} MB peak", kb as f64 / 1024.0);
    }
    ratio("summary", jq_long, summary, 4.0);
    ratio(&format!("summary at {} hands", hands / 4), jq_quarter, summary_q, 4.0);
    println!("  summary, {hands} hands / {} hands: {:.2}x (linear: at most 4.4x)", hands / 4, summary / summary_q);

    let (folder, all) = build_folder(dir.path(), bin);
    let all_size = std::fs::metadata(&all).unwrap().len();
    let ((stats, stats_kb), jq_all) = pair(&["stats"], &folder, &all);
    println!(
        "tapete stats FOLDER ({} journals, {} rulesets; jq reads them in one file, {:.1} MB): {stats:.3} s, {:.1} MB peak",
        RULESETS.len() * SEEDS,
        RULESETS.len(),
        all_size as f64 / 1e6,
        stats_kb as f64 / 1024.0
    );
    ratio("stats", jq_all, stats, 4.0);

    // Last: a child forked from a process holding a replayed session would count its memory.
    let replay = (0..3)
        .map(|_| {
            let t = thread_cpu();
            let j = Journal::read(&path).unwrap();
            let s = Session::replay_with(j, None).unwrap();
            let v = s.verdict();
            assert_eq!(v.hands.len(), hands);
            assert!(v.errors.is_empty());
            thread_cpu() - t
        })
        .fold(f64::INFINITY, f64::min);
    println!("in-process replay (read whole + fold + verdict): {replay:.3} s ({:.0} hands/s)", hands as f64 / replay);
}
