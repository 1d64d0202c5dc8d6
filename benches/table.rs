//! `cargo bench --bench table`: the table's cost per entry does not grow with the night. A
//! 400-hand belote-classic session (simulated, then typed in full as docs/entries.md lines on
//! standard input, each entry fsynced) against its first 40 hands: entries per second of both,
//! the ratio (it should stay at or above 0.7), and the totals checked against the simulated
//! journal's. A plain harness: best of three runs of each.

use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn tapete() -> PathBuf {
    // The release binary next to this bench's.
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().unwrap().parent().unwrap();
    dir.join("tapete")
}

/// One typed line per journal entry, its player first.
fn typed(journal: &Path) -> (Value, Vec<(usize, String)>) {
    let text = std::fs::read_to_string(journal).unwrap();
    let mut lines = text.lines();
    let header: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    let mut out = Vec::new();
    let mut hand = 0;
    for l in lines {
        let e: Value = serde_json::from_str(l).unwrap();
        let s = |k: &str| e[k].as_str().unwrap_or("").to_string();
        let p = s("player");
        let t = match s("type").as_str() {
            "deal" => {
                hand += 1;
                format!("deal {} {}", s("dealer"), s("turned"))
            }
            "bid" => format!("{p} {} {}", s("call"), s("trump")),
            "play" => format!("{p} {} {}", s("card"), s("say")),
            "end" => continue,
            other => panic!("{other}"),
        };
        out.push((hand, t.trim().to_string()));
    }
    (header, out)
}

/// Type `lines` into a new session; the time it took, the journal and the peak resident memory
/// in KB (through `/usr/bin/time` when the machine has it).
fn run(header: &Value, lines: &[String], dir: &Path) -> (Duration, PathBuf, Option<u64>) {
    let file = dir.join(format!("typed-{}.jsonl", lines.len()));
    let _ = std::fs::remove_file(&file);
    let players: Vec<&str> = header["players"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
    let input = lines.join("\n") + "\nquit\n";
    let rss = dir.join("rss");
    let timed = Path::new("/usr/bin/time").exists();
    let mut cmd = if timed {
        let mut c = Command::new("/usr/bin/time");
        c.args(["-f", "%M", "-o"]).arg(&rss).arg(tapete());
        c
    } else {
        Command::new(tapete())
    };
    let start = Instant::now();
    let mut child = cmd
        .args(["new", "belote-classic", "--players", &players.join(","), "--option", "target=1000000000", "--file"])
        .arg(&file)
        .env("TAPETE_HOME", dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    assert!(child.wait().unwrap().success());
    let elapsed = start.elapsed();
    let kb = timed.then(|| std::fs::read_to_string(&rss).ok()).flatten().and_then(|t| t.trim().parse().ok());
    (elapsed, file, kb)
}

fn totals(journal: &Path) -> Value {
    let out = Command::new(tapete()).args(["verify", "--json"]).arg(journal).output().unwrap();
    serde_json::from_slice::<Value>(&out.stdout).unwrap()["totals"].clone()
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let sim = dir.path().join("sim");
    let status = Command::new(tapete())
        .args(["simulate", "belote-classic", "--deals", "400", "--seed", "7", "--journal"])
        .arg(&sim)
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let journal = std::fs::read_dir(&sim).unwrap().next().unwrap().unwrap().path();
    let (header, all) = typed(&journal);
    let first: Vec<String> = all.iter().filter(|(h, _)| *h <= 40).map(|x| x.1.clone()).collect();
    let every: Vec<String> = all.iter().map(|x| x.1.clone()).collect();
    let best = |lines: &[String]| (0..3).map(|_| run(&header, lines, dir.path())).min_by_key(|r| r.0).unwrap();
    let (t40, _, kb40) = best(&first);
    let (t400, file, kb400) = best(&every);
    let r40 = first.len() as f64 / t40.as_secs_f64();
    let r400 = every.len() as f64 / t400.as_secs_f64();
    println!("first 40 hands: {} entries in {:.3} s: {r40:.0} entries/s", first.len(), t40.as_secs_f64());
    println!("all 400 hands: {} entries in {:.3} s: {r400:.0} entries/s", every.len(), t400.as_secs_f64());
    println!("400 / 40 hands, entries per second: {:.2} (target ≥ 0.70)", r400 / r40);
    if let (Some(a), Some(b)) = (kb40, kb400) {
        println!("peak resident memory: 40 hands {a} KB, 400 hands {b} KB");
    }
    let (want, got) = (totals(&journal), totals(&file));
    assert_eq!(want, got, "the typed session's totals");
    println!("totals as simulated: {got}");
}
