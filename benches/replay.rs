//! `cargo bench --bench replay`: replaying a long belote-classic journal against `jq -c .` on the
//! same file, plus the referee's hot paths. A plain harness (no framework): each figure is the
//! best of several runs, printed with its command.
//!
//! The journal is built from hands 1-4 of the shared example `belote-classic-a` (dealers in
//! rotation), repeated to 20,000 hands (`TAPETE_BENCH_HANDS`) under a target no one reaches.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
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
    let path = dir.join("long.jsonl");
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

fn best_of(runs: usize, mut f: impl FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .min()
        .unwrap()
}

fn main() {
    let hands: usize = std::env::var("TAPETE_BENCH_HANDS").ok().and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let dir = tempfile::tempdir().unwrap();
    let path = build_journal(dir.path(), hands);
    let size = std::fs::metadata(&path).unwrap().len();
    println!(
        "journal: {hands} hands, {} lines, {:.1} MB",
        std::fs::read_to_string(&path).unwrap().lines().count(),
        size as f64 / 1e6
    );

    let replay = best_of(3, || {
        let j = Journal::read(&path).unwrap();
        let s = Session::replay_with(j, None).unwrap();
        let v = s.verdict();
        assert_eq!(v.hands.len(), hands);
        assert!(v.errors.is_empty());
    });
    println!(
        "tapete replay (read + fold + verdict): {:.3} s ({:.0} hands/s)",
        replay.as_secs_f64(),
        hands as f64 / replay.as_secs_f64()
    );

    // `tapete verify --json` as a user runs it: streaming, the verdict written to a file.
    let bin = env!("CARGO_BIN_EXE_tapete");
    let verify = best_of(3, || {
        let status = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("{bin} verify --json {} > /dev/null", path.display()))
            .status()
            .unwrap();
        assert!(status.success());
    });
    println!("tapete verify --json FILE > /dev/null: {:.3} s", verify.as_secs_f64());
    if let Ok(out) = std::process::Command::new("/usr/bin/time")
        .args(["-f", "%M", bin, "verify", "--json"])
        .arg(&path)
        .stdout(std::process::Stdio::null())
        .output()
    {
        let kb = String::from_utf8_lossy(&out.stderr).lines().last().unwrap_or("").trim().to_string();
        println!("tapete verify --json: max resident {kb} KB (target < 64 MB)");
    }
    let jq = std::process::Command::new("jq").arg("--version").output().is_ok();
    if jq {
        let t = best_of(3, || {
            let status = std::process::Command::new("sh")
                .arg("-c")
                .arg(format!("jq -c . {} > /dev/null", path.display()))
                .status()
                .unwrap();
            assert!(status.success());
        });
        println!("jq -c . FILE > /dev/null: {:.3} s", t.as_secs_f64());
        println!("replay / jq: {:.2}", replay.as_secs_f64() / t.as_secs_f64());
        println!("jq / verify --json: {:.2}x (target 6x)", t.as_secs_f64() / verify.as_secs_f64());
    } else {
        println!("jq not found: install it to compare");
    }
}
