//! `cargo bench --bench engine`: the simulator against libcoinche (the only belote engine on
//! crates.io) at its best, on the same work, in the same run.
//!
//! What each figure compares (CPU time of this one thread, `CLOCK_THREAD_CPUTIME_ID`, every
//! workload on one thread, taking turns, best of three each; wall time and a second core mislead
//! on a shared machine):
//! - **the peer**: the loop of `shared/bench/peer-libcoinche.rs`, written as libcoinche's authors
//!   would: a cheap seeded shuffle (SplitMix64, multiply-shift) deals 32 cards to 4 players, a
//!   random trump; at each turn it walks only the cards held (`Hand::get_card`), keeps the legal
//!   ones in a fixed array (no allocation) and plays one at random; libcoinche gives the trick's
//!   winner and points; each hand must total 162. Its hands per CPU second are the unit of every
//!   ratio below.
//! - **the bound**: tapete's own bit-set loop on exactly the peer's workload (the same shuffle, the
//!   same 4 × 8 cards, legality from `TrickRules`): how fast whole hands could go on these card sets.
//! - **`simulate GAME`**: what `tapete simulate` runs (every game through the referee, the same
//!   `apply` as the table and `verify`, in its lean streaming mode) on one thread: whole deals,
//!   bids, announcements, play and scoring, 4 players and 32 cards a deal for every Belote game (belote-classic and coinche in two pairs; belote-es both
//!   individually and with `--teams`). Only **hands with cards played** count: a redeal (everyone
//!   passed) is work done but not a hand, so the ratio is played hands per CPU second over the
//!   peer's hands per CPU second.
//! - **bestia, perejila** (no peer plays them): their deals per CPU second with 4 players, set
//!   beside the peer's hands as information (smaller deals, other work).
//!
//! The figures of the last runs, and the instruction counts (callgrind) behind them, are in the
//! README's list of benchmarks.
//!
//! Every ratio is printed beside its goal (#40) with PASS or BELOW: belote-classic ≥ 2.5×,
//! coinche ≥ 2×, belote-es 4 in pairs ≥ 1.5×, bestia and perejila with 4 ≥ 1.5× (belote-es
//! 4 individually has no goal: information). Then the peak memory of whole simulations, the
//! micro figures of a legal set and a trick winner, and the start-up of `rules list`.

#[path = "support/cpu.rs"]
mod cpu;
use cpu::cpu;
use libcoinche::{cards as lc, game as lg, pos, trick as lt};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tapete::cards::{Card, Rank, Suit};
use tapete::cardset::CardSet;
use tapete::engine::Outcome;
use tapete::games::Rules;
use tapete::rules::trick::{Mode, Overrides, TrickRules};
use tapete::simulate::{Ending, Rng};

const RANKS: [u8; 8] = [7, 8, 9, 10, 11, 12, 13, 14];

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

/// The peer's generator, as `peer-libcoinche.rs` has it (SplitMix64, multiply-shift).
struct PeerRng(u64);
impl PeerRng {
    fn new(seed: u64) -> PeerRng {
        PeerRng(seed ^ 0x5851_F42D_4C95_7F2D)
    }
    #[inline]
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    #[inline]
    fn below(&mut self, n: usize) -> usize {
        ((self.next() as u128 * n as u128) >> 64) as usize
    }
    /// The peer's shuffle of the 32 card ids.
    #[inline]
    fn shuffle(&mut self, ids: &mut [u32; 32]) {
        for i in (1..32).rev() {
            let j = self.below(i + 1);
            ids.swap(i, j);
        }
    }
}

/// The peer: `peer-libcoinche.rs`'s loop, `n` hands; the sum of team 0's points.
fn peer_hands(n: usize, seed: u64) -> i64 {
    let mut rng = PeerRng::new(seed);
    let mut ids: [u32; 32] = std::array::from_fn(|i| i as u32);
    let mut checksum = 0i64;
    for _ in 0..n {
        rng.shuffle(&mut ids);
        let mut hands = [lc::Hand::new(); 4];
        for (i, id) in ids.iter().enumerate() {
            hands[i / 8].add(lc::Card::new(lc::Suit::from_n(id / 8), lc::Rank::from_n(id % 8)));
        }
        let trump = lc::Suit::from_n(rng.below(4) as u32);
        let mut leader = pos::PlayerPos::P0;
        let mut points = [0i32; 2];
        for t in 0..8 {
            let mut tr = lt::Trick::new(leader);
            let mut p = leader;
            for _ in 0..4 {
                let hand = hands[p as usize];
                let mut legal = [lc::Card::from_id(0); 8];
                let mut k = 0;
                let mut rest = hand;
                while !rest.is_empty() {
                    let c = rest.get_card();
                    rest.remove(c);
                    if lg::can_play(p, c, hand, &tr, trump).is_ok() {
                        legal[k] = c;
                        k += 1;
                    }
                }
                let c = legal[rng.below(k)];
                hands[p as usize].remove(c);
                tr.play_card(p, c, trump);
                p = p.next();
            }
            points[tr.winner.team() as usize] += tr.score(trump) + if t == 7 { 10 } else { 0 };
            leader = tr.winner;
        }
        assert_eq!(points[0] + points[1], 162);
        checksum += points[0] as i64;
    }
    checksum
}

/// The bound: tapete's card sets and trick rules on the peer's workload (the same shuffle and
/// generator, 4 × 8 cards, a random trump, a random legal card); the sum of team 0's points.
fn bound_hands(n: usize, seed: u64, rules: &[TrickRules]) -> i64 {
    let mut rng = PeerRng::new(seed);
    let mut ids: [u32; 32] = std::array::from_fn(|i| i as u32);
    let mut checksum = 0i64;
    for _ in 0..n {
        rng.shuffle(&mut ids);
        let mut hands = [CardSet::EMPTY; 4];
        for (i, id) in ids.iter().enumerate() {
            hands[i / 8].insert(Card::new(Suit((id / 8) as u8), Rank(RANKS[(id % 8) as usize])));
        }
        let r = &rules[rng.below(4)];
        let mut leader = 0;
        let mut trick = [Card(0); 4];
        let mut points = [0i64; 2];
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
            leader = (leader + st.winner as usize) % 4;
            points[leader % 2] += r.trick_points(&trick) as i64 + if t == 7 { 10 } else { 0 };
        }
        assert_eq!(points[0] + points[1], 162);
        checksum += points[0];
    }
    checksum
}

/// What `tapete simulate` plays on one thread: every game through the referee, in its lean
/// streaming mode. Deals dealt, and hands with cards played (a redeal is not a hand).
fn simulate(rules: &Arc<Rules>, players: usize, teams: bool, deals: usize, seed: u64) -> (usize, usize) {
    let run = tapete::simulate::run(rules.clone(), players, teams, Default::default(), deals, seed, 0.0, None, 1, None)
        .unwrap();
    assert!(run.refused.is_none(), "the referee refused a simulated entry");
    let stats = run.stats;
    assert_eq!(stats.deals, deals);
    let redeals = stats.results.get(&Ending::Outcome(Outcome::Redeal)).copied().unwrap_or(0);
    (stats.deals, stats.deals - redeals)
}

/// One simulated workload of the run.
struct Sim {
    label: &'static str,
    ruleset: &'static str,
    players: usize,
    teams: bool,
    /// Hands with cards played (Belote), else deals, per CPU second.
    hands: bool,
    /// The goal, as a ratio to the peer's hands per second.
    goal: Option<f64>,
}

const SIMS: [Sim; 6] = [
    Sim {
        label: "simulate belote-classic (4 in pairs)",
        ruleset: "belote-classic",
        players: 4,
        teams: true,
        hands: true,
        goal: Some(2.5),
    },
    Sim {
        label: "simulate coinche (4 in pairs)",
        ruleset: "coinche",
        players: 4,
        teams: true,
        hands: true,
        goal: Some(2.0),
    },
    Sim {
        label: "simulate belote-es --players 4 --teams",
        ruleset: "belote-es",
        players: 4,
        teams: true,
        hands: true,
        goal: Some(1.5),
    },
    Sim {
        label: "simulate belote-es --players 4",
        ruleset: "belote-es",
        players: 4,
        teams: false,
        hands: true,
        goal: None,
    },
    Sim {
        label: "simulate bestia --players 4 (deals)",
        ruleset: "bestia",
        players: 4,
        teams: false,
        hands: false,
        goal: Some(1.5),
    },
    Sim {
        label: "simulate perejila --players 4 (deals)",
        ruleset: "perejila",
        players: 4,
        teams: false,
        hands: false,
        goal: Some(1.5),
    },
];

fn main() {
    let hands: usize = std::env::var("TAPETE_BENCH_HANDS").ok().and_then(|s| s.parse().ok()).unwrap_or(200_000);
    let bin = env!("CARGO_BIN_EXE_tapete");
    let r = Rules::load("belote-classic").unwrap();
    let rules: Vec<TrickRules> =
        (0..4).map(|s| TrickRules::new(&r, Mode::Trump(Suit(s)), Overrides::NONE, None)).collect();
    // The simulations play half as many deals (each does more than a hand of the peer's).
    let deals = hands / 2;
    let loaded: Vec<Arc<Rules>> = SIMS.iter().map(|s| Arc::new(Rules::load(s.ruleset).unwrap())).collect();
    let mut counted = vec![(0usize, 0usize); SIMS.len()];
    let mut peer_sum = 0;
    let mut bound_sum = 0;
    let mut peer = || peer_sum = peer_hands(hands, 7);
    let mut bound = || bound_sum = bound_hands(hands, 7, &rules);
    let mut runs: Vec<Box<dyn FnMut() + '_>> = SIMS
        .iter()
        .zip(&loaded)
        .zip(counted.iter_mut())
        .map(|((s, rs), out)| Box::new(move || *out = simulate(rs, s.players, s.teams, deals, 7)) as Box<dyn FnMut()>)
        .collect();
    let mut work: Vec<&mut dyn FnMut()> = vec![&mut peer, &mut bound];
    for s in runs.iter_mut() {
        work.push(s.as_mut());
    }
    let times = by_turns(3, &mut work);
    drop(runs);
    // Both loops dealt the same shuffles: each team's points average 81.
    let mean = |sum: i64| sum as f64 / hands as f64;
    assert!((mean(peer_sum) - 81.0).abs() < 5.0 && (mean(bound_sum) - 81.0).abs() < 5.0);
    let per_s = |n: usize, d: Duration| n as f64 / d.as_secs_f64();
    let theirs = per_s(hands, times[0]);
    println!("CPU time of one thread, best of 3 by turns; every ratio is to the peer's hands per CPU second");
    println!(
        "the peer (shared/bench/peer-libcoinche.rs: held cards, a fixed array, a cheap seeded shuffle), {hands} hands:"
    );
    println!("  {:<44} {theirs:>10.0} hands/s", "libcoinche, the fair loop");
    let line = |what: &str, n: f64, unit: &str, goal: Option<f64>| {
        let x = n / theirs;
        let verdict = match goal {
            Some(g) if x >= g => format!("goal >= {g}x: PASS"),
            Some(g) => format!("goal >= {g}x: BELOW"),
            None => "no goal: information".to_string(),
        };
        println!("  {what:<44} {n:>10.0} {unit:<7} {x:>5.2}x the peer  ({verdict})");
    };
    line("tapete's bit sets, the peer's workload", per_s(hands, times[1]), "hands/s", None);
    println!("  (the bound: whole hands of the simulator cannot go faster on these card sets)");
    println!("whole deals through `simulate`, {deals} deals each, 4 players, hands with cards played (a redeal is not a hand):");
    for (k, s) in SIMS.iter().enumerate() {
        let (dealt, played) = counted[k];
        let n = if s.hands { played } else { dealt };
        let unit = if s.hands { "hands/s" } else { "deals/s" };
        line(s.label, per_s(n, times[2 + k]), unit, s.goal);
        if s.hands && played != dealt {
            println!("    ({played} hands played of {dealt} deals: {} redealt)", dealt - played);
        }
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
