//! `cargo bench --bench concours`: the draws of a concours evening. 150 teams (`TAPETE_BENCH_TEAMS`)
//! over 5 rounds (`TAPETE_BENCH_ROUNDS`) of swiss pairing, with seeded random results between the
//! rounds (each table shares 12 hands' 1,944 points at random, a bye scores half of it) and the
//! standings made from the totals (ties by the seeded order). One thread; each figure is the CPU
//! time of that thread: each round's draw, then `check` of that draw (what `concours verify` does
//! for each round), and the totals. The goal: the whole evening drawn in under a second.
//!
//! Then a concours journal as the commands keep it: a swiss concours of 400 teams
//! (`TAPETE_BENCH_JOURNAL_TEAMS`) over 7 rounds, each round drawn by `concours draw` and its
//! results but the last written into the journal as `concours result` writes them (seeded
//! totals of 12 hands), the last by `concours result` itself: its CPU time (a child process,
//! all its threads) at each round, against the journal's entries (linear: the time per entry
//! does not grow). Then `concours verify` of the whole journal, best of 5 (the goal: at most
//! 100 ms of CPU).

#[path = "support/cpu.rs"]
mod cpu;
use cpu::{child_cpu, ms, timed};
use std::io::Write;
use std::process::Command;
use std::time::Duration;
use tapete::concours::pairing::{check, cost, draw, Drawn, Pairing, Situation};
use tapete::games::bot::Rng;

fn env(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

fn main() {
    let teams = env("TAPETE_BENCH_TEAMS", 150);
    let rounds = env("TAPETE_BENCH_ROUNDS", 5) as u32;
    let seed = 27;
    let mut rng = Rng::new(seed);
    let mut order: Vec<usize> = (0..teams).collect();
    rng.shuffle(&mut order);
    let mut points = vec![0u64; teams];
    let mut met: Vec<(usize, usize, u32)> = Vec::new();
    let mut had_bye: Vec<usize> = Vec::new();
    let (mut total_draw, mut total_check) = (Duration::ZERO, Duration::ZERO);
    println!("concours: {teams} teams, {rounds} rounds, swiss");
    for round in 1..=rounds {
        let mut standing = order.clone();
        standing.sort_by_key(|&t| std::cmp::Reverse(points[t]));
        let s = Situation {
            round,
            entrants: teams,
            standing: &standing,
            met: &met,
            had_bye: &had_bye,
            order: &order,
            seed,
            pairing: Pairing::Swiss,
        };
        let (t_draw, d): (Duration, Drawn) = timed(|| draw(&s));
        let (t_check, verdict) = timed(|| check(&s, &d));
        assert_eq!(verdict, Ok(()), "round {round}");
        let c = cost(&s, &d.tables);
        println!(
            "round {round}: draw {:8.2} ms, check {:8.2} ms ({} tables, {} rematches, distance {})",
            ms(t_draw),
            ms(t_check),
            d.tables.len(),
            c.rematches,
            c.distance
        );
        total_draw += t_draw;
        total_check += t_check;
        for &[a, b] in &d.tables {
            let x = rng.below(1945) as u64;
            points[a] += x;
            points[b] += 1944 - x;
            met.push((a, b, round));
        }
        if let Some(t) = d.bye {
            points[t] += 972;
            had_bye.push(t);
        }
    }
    println!("total: draws {:.2} ms, checks {:.2} ms", ms(total_draw), ms(total_check));
    journal(env("TAPETE_BENCH_JOURNAL_TEAMS", 400), 7);
}

/// The concours journal's figures: `result` at each round, then `verify` (module docs).
fn journal(teams: usize, rounds: u32) {
    let bin = env!("CARGO_BIN_EXE_tapete");
    let home = tempfile::tempdir().unwrap();
    let tapete = |args: &[&str]| {
        let mut c = Command::new(bin);
        c.env("TAPETE_HOME", home.path()).args(args);
        c
    };
    let ids: Vec<String> = (0..teams).map(|i| format!("A{i}+B{i}")).collect();
    let made = tapete(&["concours", "new", "Bench", "--ruleset", "belote-classic", "--rounds", &rounds.to_string()])
        .args(["--teams", &ids.join(","), "--seed", "3", "--hands", "12"])
        .output()
        .unwrap();
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    let dir = home.path().join("concours");
    let path = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .unwrap();
    let mut rng = Rng::new(11);
    println!("concours journal: {teams} teams, {rounds} rounds, swiss; `concours result` of each round's last table:");
    for round in 1..=rounds {
        let drawn = tapete(&["concours", "draw", "--format", "json"]).output().unwrap();
        assert!(drawn.status.success(), "{}", String::from_utf8_lossy(&drawn.stderr));
        let d: serde_json::Value = serde_json::from_slice(&drawn.stdout).unwrap();
        let tables = d["tables"].as_array().unwrap();
        let mut f = std::fs::OpenOptions::new().append(true).open(&path).unwrap();
        let score = |rng: &mut Rng| {
            let x = rng.below(1945) as u64;
            (x, 1944 - x)
        };
        for t in &tables[..tables.len() - 1] {
            let (x, y) = score(&mut rng);
            let line = serde_json::json!({"type": "result", "round": round, "table": t["table"], "teams": t["teams"],
                "points": [x, y], "belotes": 0, "capots": 0, "held": 0, "hands": 12});
            writeln!(f, "{line}").unwrap();
        }
        drop(f);
        let last = tables.last().unwrap();
        let entries = std::fs::read_to_string(&path).unwrap().lines().count() - 1;
        let (x, y) = score(&mut rng);
        let (a, b) = (last["teams"][0].as_str().unwrap(), last["teams"][1].as_str().unwrap());
        let table = last["table"].to_string();
        let mut result = tapete(&["concours", "result", "--table", &table]);
        result.args(["--score", &format!("{a}={x}"), "--score", &format!("{b}={y}")]);
        let (cpu, _) = child_cpu(&mut result);
        println!(
            "  round {round}: {entries} entries before it, {:.2} ms ({:.2} µs an entry)",
            cpu * 1e3,
            cpu * 1e6 / entries as f64
        );
    }
    let file = path.to_str().unwrap();
    let (verify, verify_kb) = (0..5)
        .map(|_| child_cpu(&mut tapete(&["concours", "verify", file])))
        .fold((f64::INFINITY, 0), |best, run| if run.0 < best.0 { run } else { best });
    let entries = std::fs::read_to_string(&path).unwrap().lines().count() - 1;
    let (figure, peak) = (verify * 1e3, verify_kb as f64 / 1024.0);
    let mark = if figure <= 100.0 { "PASS" } else { "BELOW" };
    println!("concours verify ({entries} entries): {figure:.1} ms CPU, best of 5 (goal: at most 100 ms) {mark}; {peak:.1} MB peak");
}
