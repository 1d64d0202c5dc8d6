//! `cargo bench --bench engine`: the referee's hot paths against libcoinche (the only belote
//! engine on crates.io) on the same workload: seeded 4-player hands; at every turn the legality
//! of every card in hand, one random legal card, the trick winner and points; 162 checked per hand.
//! Then tapete's whole-hand simulation (bids, play, scoring): belote-classic on its fast path, and
//! the reducer streaming belote-es, bestia, perejila and coinche (its contract auction and bid
//! scoring through the referee).
//!
//! A plain harness. Every figure is the CPU time of this one thread (`CLOCK_THREAD_CPUTIME_ID`,
//! simulations on one thread), libcoinche and tapete measured by turns in the same run, best of
//! three each, and each printed as a ratio to libcoinche's hands per second beside its target:
//! wall time and a second core mislead on a shared machine.

use libcoinche::{cards as lc, game as lg, pos, trick as lt};
use std::time::{Duration, Instant};
use tapete::cards::{Card, Rank, Suit};
use tapete::cardset::CardSet;
use tapete::rules::trick::{Mode, Overrides, TrickRules};
use tapete::simulate::Rng;

const RANKS: [u8; 8] = [7, 8, 9, 10, 11, 12, 13, 14];

/// CPU time of this thread.
fn cpu() -> Duration {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes the struct given.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// The CPU time of this thread that `f` takes.
fn timed(f: &mut dyn FnMut()) -> Duration {
    let start = cpu();
    f();
    cpu() - start
}

/// The best CPU time of each workload over `runs` rounds, the workloads taking turns in each
/// round (so a busy moment of the machine falls on all of them alike).
fn by_turns(runs: usize, work: &mut [&mut dyn FnMut()]) -> Vec<Duration> {
    let mut best = vec![Duration::MAX; work.len()];
    for _ in 0..runs {
        for (b, f) in best.iter_mut().zip(work.iter_mut()) {
            *b = (*b).min(timed(*f));
        }
    }
    best
}

fn best_of(runs: usize, mut f: impl FnMut()) -> Duration {
    by_turns(runs, &mut [&mut f])[0]
}

/// The same deal for both engines: card i is (suit i / 8, rank i % 8).
fn deal(rng: &mut Rng, ids: &mut [u32; 32]) {
    rng.shuffle(ids);
}

fn tapete_hands(n: usize, seed: u64, rules: &[TrickRules]) -> i64 {
    let mut rng = Rng::new(seed);
    let mut ids: [u32; 32] = std::array::from_fn(|i| i as u32);
    let mut total = 0i64;
    for _ in 0..n {
        deal(&mut rng, &mut ids);
        let mut hands = [CardSet::EMPTY; 4];
        for (i, id) in ids.iter().enumerate() {
            hands[i / 8].insert(Card::new(Suit((id / 8) as u8), Rank(RANKS[(id % 8) as usize])));
        }
        let r = &rules[rng.below(4)];
        let mut leader = 0;
        let mut trick = [Card(0); 4];
        let mut points = 0i64;
        for t in 0..8 {
            let mut st = r.start();
            for (k, slot) in trick.iter_mut().enumerate() {
                let seat = (leader + k) % 4;
                let partner = k > 0 && (leader + st.winner as usize) % 2 == seat % 2;
                let legal = r.legal_in(hands[seat], &st, partner);
                let card = legal.nth(rng.below(legal.len() as usize) as u32).unwrap();
                hands[seat].remove(card);
                *slot = card;
                r.push(&mut st, card);
            }
            points += r.trick_points(&trick) as i64 + if t == 7 { 10 } else { 0 };
            leader = (leader + st.winner as usize) % 4;
        }
        assert_eq!(points, 162);
        total += points;
    }
    total
}

fn libcoinche_hands(n: usize, seed: u64) -> i64 {
    let mut rng = Rng::new(seed);
    let mut ids: [u32; 32] = std::array::from_fn(|i| i as u32);
    let mut total = 0i64;
    for _ in 0..n {
        deal(&mut rng, &mut ids);
        let mut hands = [lc::Hand::new(); 4];
        for (i, id) in ids.iter().enumerate() {
            hands[i / 8].add(lc::Card::new(lc::Suit::from_n(id / 8), lc::Rank::from_n(id % 8)));
        }
        let trump = lc::Suit::from_n(rng.below(4) as u32);
        let mut first = pos::PlayerPos::P0;
        let mut points = 0i64;
        for t in 0..8 {
            let mut trick = lt::Trick::new(first);
            let mut p = first;
            for _ in 0..4 {
                let mut legal = [lc::Card::from_id(0); 8];
                let mut n_legal = 0;
                for id in 0..32 {
                    let c = lc::Card::from_id(id);
                    if hands[p as usize].has(c) && lg::can_play(p, c, hands[p as usize], &trick, trump).is_ok() {
                        legal[n_legal] = c;
                        n_legal += 1;
                    }
                }
                let card = legal[rng.below(n_legal)];
                hands[p as usize].remove(card);
                trick.play_card(p, card, trump);
                p = p.next();
            }
            points += trick.score(trump) as i64 + if t == 7 { 10 } else { 0 };
            first = trick.winner;
        }
        assert_eq!(points, 162);
        total += points;
    }
    total
}

fn main() {
    let hands: usize = std::env::var("TAPETE_BENCH_HANDS").ok().and_then(|s| s.parse().ok()).unwrap_or(200_000);
    let bin = env!("CARGO_BIN_EXE_tapete");
    let r = tapete::games::Rules::load("belote-classic").unwrap();
    let rules: Vec<TrickRules> =
        (0..4).map(|s| TrickRules::new(&r, Mode::Trump(Suit(s)), Overrides::NONE, None)).collect();
    // The reducer's games play half as many deals.
    let deals = hands / 2;
    let reducer: Vec<(&str, std::sync::Arc<tapete::games::Rules>)> = ["belote-es", "bestia", "perejila", "coinche"]
        .iter()
        .map(|name| (*name, std::sync::Arc::new(tapete::games::Rules::load(name).unwrap())))
        .collect();
    let mut peer = || assert_eq!(libcoinche_hands(hands, 7), 162 * hands as i64);
    let mut ours = || assert_eq!(tapete_hands(hands, 7, &rules), 162 * hands as i64);
    let mut fast = || {
        let s = tapete::simulate::fast(&r, hands, 7, 1, None).unwrap();
        assert_eq!(s.deals, hands);
    };
    let mut streams: Vec<Box<dyn FnMut()>> = reducer
        .iter()
        .map(|(_, rs)| {
            let rs = rs.clone();
            let players = rs.player_counts[0] as usize;
            // Coinche is played in two teams; the others individually.
            let teams = rs.teams == tapete::ruleset::TeamsRule::Required;
            Box::new(move || {
                let run =
                    tapete::simulate::run(rs.clone(), players, teams, Default::default(), deals, 7, 0.0, None, 1, None)
                        .unwrap();
                assert!(run.refused.is_none());
                assert_eq!(run.stats.deals, deals);
            }) as Box<dyn FnMut()>
        })
        .collect();
    let mut work: Vec<&mut dyn FnMut()> = vec![&mut peer, &mut ours, &mut fast];
    for s in streams.iter_mut() {
        work.push(s.as_mut());
    }
    let times = by_turns(3, &mut work);
    let per_s = |n: usize, d: Duration| n as f64 / d.as_secs_f64();
    let theirs = per_s(hands, times[0]);
    println!("CPU time of one thread, best of 3 by turns; ratios to libcoinche's hands per second");
    println!("legality + play + trick winner + points, {hands} seeded hands:");
    println!("  libcoinche {theirs:>12.0} hands/s");
    let ratio = |hps: f64| hps / theirs;
    let line = |what: &str, hps: f64, target: &str| {
        println!("  {what:<36} {hps:>10.0} hands/s {:>6.2}x libcoinche ({target})", ratio(hps));
    };
    // The same workload on tapete's card sets: what whole hands on the fast path can near.
    line("tapete, the same workload", per_s(hands, times[1]), "the bound of bit sets");
    line("simulate belote-classic (fast path)", per_s(hands, times[2]), "target 6x");
    for (k, (name, _)) in reducer.iter().enumerate() {
        line(&format!("simulate {name} (reducer)"), per_s(deals, times[3 + k]), "target 2x");
    }

    // Peak memory of a whole simulation at 200,000 deals (target: under 64 MB): the real binary.
    for name in ["belote-classic", "belote-es", "bestia", "perejila", "coinche"] {
        let out = std::process::Command::new("/usr/bin/time")
            .args(["-f", "%M", bin, "simulate", name, "--deals", "200000", "--json"])
            .output();
        if let Some(out) = out.ok().filter(|o| o.status.success()) {
            let kb = String::from_utf8_lossy(&out.stderr).lines().last().unwrap_or("").trim().to_string();
            println!("tapete simulate {name:<14} --deals 200000: max resident {kb} KB (target < 64 MB)");
        }
    }

    // Micro: one legal set and one trick winner, on 4096 random positions (4-card tricks for the winner).
    let mut rng = Rng::new(3);
    let deck = r.deck(4, &r.options(&Default::default()).unwrap());
    let positions: Vec<(CardSet, Vec<Card>, bool)> = (0..4096)
        .map(|_| {
            let mut cards = deck.clone();
            rng.shuffle(&mut cards);
            let k = rng.below(4);
            (cards[4..12].iter().copied().collect(), cards[..k].to_vec(), rng.chance(0.3))
        })
        .collect();
    let tricks: Vec<[Card; 4]> = (0..4096)
        .map(|_| {
            let mut cards = deck.clone();
            rng.shuffle(&mut cards);
            [cards[0], cards[1], cards[2], cards[3]]
        })
        .collect();
    let reps = 200;
    let mut sink = 0u64;
    let legal = best_of(3, || {
        for _ in 0..reps {
            for (hand, trick, partner) in &positions {
                sink = sink.wrapping_add(rules[1].legal_fast(*hand, trick, *partner).0);
            }
        }
    });
    let winner = best_of(3, || {
        for _ in 0..reps {
            for t in &tricks {
                sink = sink.wrapping_add(rules[1].winner(t) as u64);
            }
        }
    });
    let per = |d: Duration| d.as_secs_f64() * 1e9 / (reps * 4096) as f64;
    println!(
        "legal set (from a trick slice): {:.1} ns · trick winner: {:.1} ns   (sink {})",
        per(legal),
        per(winner),
        sink % 10
    );

    // Start-up: `tapete rules list` beside `tapete --version` (target: within 1 ms, under 6 MB).
    let median = |args: &[&str]| {
        let mut times: Vec<Duration> = (0..41)
            .map(|_| {
                let t = Instant::now();
                let out = std::process::Command::new(bin).args(args).output().unwrap();
                assert!(out.status.success());
                t.elapsed()
            })
            .collect();
        times.sort();
        times[20].as_secs_f64() * 1e3
    };
    let (version, list) = (median(&["--version"]), median(&["rules", "list"]));
    println!("tapete rules list: median {list:.2} ms, tapete --version {version:.2} ms: {:+.2} ms", list - version);
    if let Ok(out) = std::process::Command::new("/usr/bin/time").args(["-f", "%M", bin, "rules", "list"]).output() {
        let kb = String::from_utf8_lossy(&out.stderr).lines().last().unwrap_or("").trim().to_string();
        println!("tapete rules list: max resident {kb} KB");
    }
}
