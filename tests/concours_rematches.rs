//! Nobody meets twice while it can be avoided, under every pairing method, withdrawals included
//! (the contract's Decisions): each round drawn has the fewest rematches any pairing of the teams
//! at its tables has, counted here by brute force over every pairing (support/concours.rs); and
//! `concours verify` says so of a draw that has more.

use crate::support::concours::{bye, min_rematches_brute, tables, Club, Dice, History};

const FIVE: &str = "Ana+Luis,Marta+Pep,Joan+Rosa,Iker+Nora,Sara+Tomas";

/// `n` teams of two.
fn teams(n: usize) -> String {
    crate::concours_count::team_list(n).join(",")
}

/// Draw the next round, check that it has only the rematches it must, record it; its rematches.
#[track_caller]
fn draw_checked(club: &Club, round: u32, history: &mut History) -> (serde_json::Value, usize) {
    let d = club.draw();
    let at: Vec<String> = tables(&d).into_iter().flat_map(|(_, t)| t).collect();
    let rematches = tables(&d).iter().filter(|(_, [a, b])| history.have_met(a, b)).count();
    let least = min_rematches_brute(&at, history);
    assert_eq!(rematches, least, "round {round}: {rematches} rematches where {least} can be: {d}");
    history.record(round, &d);
    (d, rematches)
}

/// Every table of the draw `d` gets a result that adds up.
fn results(club: &Club, d: &serde_json::Value, dice: &mut Dice) {
    for (table, [a, b]) in tables(d) {
        let (points, flags) = dice.totals(12);
        club.result(table, (&a, points[0]), (&b, points[1]), &flags);
    }
}

/// The five teams of [`FIVE`] in a rotation of four rounds (seed 8), round 1 drawn and played,
/// then the first team of its first table withdrawn: the club, what was drawn, the dice of the
/// results, and the team gone.
fn five_rotating_one_withdrawn() -> (Club, History, Dice, String) {
    let args = ["--pairing", "rotation", "--seed", "8"];
    let club =
        Club::new(&[&["R", "--ruleset", "belote-classic", "--teams", FIVE, "--rounds", "4"], &args[..]].concat());
    let mut history = History::default();
    let mut dice = Dice(8);
    let (one, _) = draw_checked(&club, 1, &mut history);
    results(&club, &one, &mut dice);
    let gone = tables(&one)[0].1[0].clone();
    club.ok(&["withdraw", &gone]);
    (club, history, dice, gone)
}

/// Five teams, a rotation of four rounds; a team that played round 1 withdraws after it. The
/// other four have met once among themselves (round 1's other table), and a round of four teams
/// is one of the three ways to pair them: two of those ways are all new pairs, the third has
/// round 1's pair again and one new. Rounds 2 to 4 need one rematch in all, not one a round.
#[test]
fn a_rotation_of_five_with_a_withdrawal_has_the_one_rematch_it_must() {
    let (club, mut history, mut dice, _) = five_rotating_one_withdrawn();
    let mut total = 0;
    for round in 2..=4 {
        let (d, rematches) = draw_checked(&club, round, &mut history);
        assert!(bye(&d).is_none(), "four teams play: no bye: {d}");
        total += rematches;
        results(&club, &d, &mut dice);
    }
    assert_eq!(total, 1, "rounds 2 to 4");
    let v = club.ok(&["verify", "--json"]).json();
    assert_eq!(v["ok"], true, "{v}");
}

/// Round `round` of the rotation's schedule over `order` (docs/concours.md, The draw: the circle
/// method, a dummy place first when the teams are odd, its opponent on the bye): the first place
/// stays, the others turn by one a round, place i meets place m − 1 − i. The tables, and the
/// bye.
fn schedule(order: &[String], round: usize) -> (Vec<[String; 2]>, Option<String>) {
    let mut places: Vec<Option<String>> = Vec::new();
    if order.len() % 2 == 1 {
        places.push(None);
    }
    places.extend(order.iter().cloned().map(Some));
    let m = places.len();
    let at = |i: usize| if i == 0 { places[0].clone() } else { places[1 + (i - 1 + round - 1) % (m - 1)].clone() };
    let (mut tables, mut bye) = (Vec::new(), None);
    for i in 0..m / 2 {
        match (at(i), at(m - 1 - i)) {
            (Some(a), Some(b)) => tables.push([a, b]),
            (None, t) | (t, None) => bye = t,
        }
    }
    (tables, bye)
}

/// The same five teams: the draw the schedule gives when the withdrawn team's opponent plays
/// the team with the scheduled bye instead, written into the journal by hand where it has a
/// rematch the round can avoid, is a breach `concours verify` names (exit 1); every round
/// before it, where the schedule has no avoidable rematch, is the schedule.
#[test]
fn verify_names_a_rotation_draw_with_an_avoidable_rematch() {
    let (club, mut history, mut dice, gone) = five_rotating_one_withdrawn();
    let order: Vec<String> =
        club.header()["order"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().to_string()).collect();
    for round in 2..=4u32 {
        let (scheduled, bye) = schedule(&order, round as usize);
        let mut drawn: Vec<[String; 2]> = scheduled.iter().filter(|t| !t.contains(&gone)).cloned().collect();
        let orphan = scheduled.iter().find(|t| t.contains(&gone)).map(|t| if t[0] == gone { &t[1] } else { &t[0] });
        if let (Some(o), Some(b)) = (orphan, &bye) {
            drawn.push([o.clone(), b.clone()]);
        }
        let at: Vec<String> = drawn.iter().flatten().cloned().collect();
        let rematches = drawn.iter().filter(|[a, b]| history.have_met(a, b)).count();
        if rematches == min_rematches_brute(&at, &history) {
            let (d, _) = draw_checked(&club, round, &mut history);
            let mut got: Vec<[String; 2]> = tables(&d).into_iter().map(|(_, t)| t).collect();
            let norm = |v: &mut Vec<[String; 2]>| {
                v.iter_mut().for_each(|t| t.sort());
                v.sort();
            };
            norm(&mut got);
            norm(&mut drawn);
            assert_eq!(got, drawn, "round {round}: the schedule, which has no avoidable rematch");
            results(&club, &d, &mut dice);
            continue;
        }
        let line = serde_json::json!({
            "type": "draw",
            "round": round,
            "tables": drawn.iter().enumerate().map(|(k, t)| serde_json::json!({"table": k + 1, "teams": t})).collect::<Vec<_>>(),
            "bye": null,
        });
        let mut text = String::from_utf8(club.bytes()).unwrap();
        text.push_str(&format!("{line}\n"));
        std::fs::write(&club.journal, text).unwrap();
        let out = club.cmd(&["verify", "--json"]).status(1).run().json();
        let problem = out["problems"][0]["problem"].as_str().unwrap().to_string();
        let least = min_rematches_brute(&at, &history);
        assert!(
            problem.contains(&format!("{rematches} rematch")) && problem.contains(&format!("{least} rematch")),
            "{out}"
        );
        return;
    }
    panic!("the schedule had no avoidable rematch in rounds 2 to 4");
}

/// Small concours under each method, one team withdrawing after round 1 and another after round
/// 2: every round has only the rematches it must, and `verify` agrees.
#[test]
fn every_method_draws_only_the_rematches_it_must_with_withdrawals() {
    for pairing in ["swiss", "rotation", "random"] {
        for n in 4..=8usize {
            for seed in [1u64] {
                let rounds = (n - 1).min(5) as u32;
                let list = teams(n);
                let (r, s) = (rounds.to_string(), seed.to_string());
                let club = Club::new(&[
                    "W",
                    "--ruleset",
                    "belote-classic",
                    "--teams",
                    &list,
                    "--rounds",
                    &r,
                    "--pairing",
                    pairing,
                    "--seed",
                    &s,
                ]);
                let mut history = History::default();
                let mut dice = Dice(seed * 100 + n as u64);
                let mut playing = n;
                for round in 1..=rounds {
                    let (d, _) = draw_checked(&club, round, &mut history);
                    results(&club, &d, &mut dice);
                    // A team at the last table withdraws after rounds 1 and 2, while three
                    // teams at least are left.
                    if round <= 2 && round < rounds && playing > 3 {
                        let t = tables(&d);
                        let gone = t[t.len() - 1].1[round as usize % 2].clone();
                        club.ok(&["withdraw", &gone]);
                        playing -= 1;
                    }
                }
                let v = club.ok(&["verify", "--json"]).json();
                assert_eq!(v["ok"], true, "{pairing} {n} seed {seed}: {v}");
            }
        }
    }
}
