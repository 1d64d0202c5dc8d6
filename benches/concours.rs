//! `cargo bench --bench concours`: the draws of a concours evening. 150 teams (`TAPETE_BENCH_TEAMS`)
//! over 5 rounds (`TAPETE_BENCH_ROUNDS`) of swiss pairing, with seeded random results between the
//! rounds (each table shares 12 hands' 1,944 points at random, a bye scores half of it) and the
//! standings made from the totals (ties by the seeded order). One thread; each figure is the CPU
//! time of that thread: each round's draw, then `check` of that draw (what `concours verify` does
//! for each round), and the totals. The goal: the whole evening drawn in under a second.

#[path = "support/cpu.rs"]
mod cpu;
use cpu::{ms, timed};
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
}
