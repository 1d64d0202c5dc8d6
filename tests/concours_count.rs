//! Simulated concours checked from outside: typed results that add up (random, seeded here), the
//! standings compared after every round with a count written in this test from the contract
//! (support/concours.rs: `Count`), and every draw checked against the contract: every team that
//! plays once, the bye to the lowest-ranked team without one, no avoidable rematch (by brute force
//! over every pairing at 13 teams, through a maximum matching at 40), table 1 for the two best
//! teams that may meet. The same seed and results give the same draws; `concours verify` agrees.

use crate::support::concours::{
    bye, max_matching, min_rematches_brute, partie, ranked_teams, tables, verified_totals, Club, Count, Dice, History,
};
use serde_json::Value;
use std::collections::BTreeSet;

/// `n` teams of two, with names no entry reads as anything else (`Berina+Berondo`, …).
pub fn team_list(n: usize) -> Vec<String> {
    let a = ["Ber", "Cor", "Dal", "Fen", "Gar", "Hol", "Lin", "Mor", "Nar", "Pel"];
    let b = ["ina", "ondo", "uxa", "elio", "amba", "ete", "illa", "ores"];
    let names: Vec<String> = a.iter().flat_map(|x| b.iter().map(move |y| format!("{x}{y}"))).collect();
    assert!(2 * n <= names.len());
    (0..n).map(|k| format!("{}+{}", names[2 * k], names[2 * k + 1])).collect()
}

/// How a simulated concours goes.
struct Plan {
    teams: usize,
    rounds: u32,
    seed: u64,
    /// More `concours new` flags (`--ranking wins`, `--bye-points average`, …).
    flags: &'static [&'static str],
    /// Check the rematches by brute force (else through a maximum matching).
    brute: bool,
    /// Withdrawals: in round 2, the first team of table 1 once drawn (`--from-round 2`: its
    /// opponent scores a bye); before round 3's draw, the team last in the standings.
    withdrawals: bool,
    /// Every k-th table keeps its partie with tapete (a simulated session handed in with
    /// `--from`); the others type their totals.
    from_every: Option<u64>,
}

/// A team as a table's sheet may name it: its id, its players the other way round, in any case.
fn as_typed(team: &str, dice: &mut Dice) -> String {
    let (a, b) = team.split_once('+').unwrap();
    match dice.below(3) {
        0 => team.to_string(),
        1 => format!("{b}+{a}"),
        _ => team.to_uppercase(),
    }
}

/// Play `plan` through the binary, checking as it goes; the draws' JSON.
fn play(plan: &Plan) -> Vec<Value> {
    let teams = team_list(plan.teams).join(",");
    let (rounds, seed) = (plan.rounds.to_string(), plan.seed.to_string());
    let mut args = vec!["Sim", "--ruleset", "belote-classic", "--teams", &teams, "--rounds", &rounds, "--seed", &seed];
    args.extend(plan.flags);
    let club = Club::new(&args);
    let mut count = Count::of_header(&club.header());
    let mut history = History::default();
    let mut dice = Dice(plan.seed);
    let mut gone: BTreeSet<String> = BTreeSet::new();
    let mut draws = Vec::new();
    let sheets = tempfile::tempdir().unwrap();
    count.check(&club.standings(), "before round 1: the seeded order");
    for round in 1..=plan.rounds {
        if plan.withdrawals && round == 3 {
            let last = count.ranked().iter().rev().find(|l| !gone.contains(&l.team)).unwrap().team.clone();
            club.ok(&["withdraw", &last]);
            gone.insert(last);
        }
        // The draw sees the standings after the round before it.
        count.after = Some(round - 1);
        let ranked: Vec<String> = ranked_teams(&count.json(), &gone);
        let draw = club.draw();
        history.check_draw(round, &draw, &ranked, plan.brute);
        if plan.brute {
            // The two ways to count agree.
            let at: Vec<String> = ranked.iter().filter(|t| Some((*t).clone()) != bye(&draw)).cloned().collect();
            assert_eq!(at.len() / 2 - max_matching(&at, &history), min_rematches_brute(&at, &history), "{draw}");
        }
        history.record(round, &draw);
        let least = ranked.iter().map(|t| history.own_byes.get(t).copied().unwrap_or(0)).min().unwrap_or(0);
        for t in &ranked {
            let mine = history.own_byes.get(t).copied().unwrap_or(0);
            assert!(mine <= least + 1, "round {round}: {t} has {mine} byes while another has {least}");
        }
        if let Some(b) = bye(&draw) {
            count.bye(round, &b);
        }
        let mut forfeited = None;
        if plan.withdrawals && round == 2 {
            let (_, [gone_team, other]) = tables(&draw)[0].clone();
            club.ok(&["withdraw", &gone_team, "--from-round", "2"]);
            count.bye(round, &other);
            gone.insert(gone_team);
            forfeited = Some(1);
        }
        for (k, (table, [a, b])) in tables(&draw).into_iter().enumerate() {
            if forfeited == Some(table) {
                continue;
            }
            if plan.from_every.is_some_and(|k| table % k == 0) {
                let seed = plan.seed * 1000 + u64::from(round) * 100 + table;
                let name = format!("r{round}-t{table}");
                let j = partie("belote-classic", &a, &b, seed, &["hands=12"], sheets.path(), &name);
                let totals = verified_totals(&j);
                club.ok(&["result", "--table", &table.to_string(), "--from", j.to_str().unwrap()]);
                count.partie(round, &[a.clone(), b.clone()], [totals[&a], totals[&b]]);
                continue;
            }
            let (points, flags) = dice.totals(12);
            let (ta, tb) = (as_typed(&a, &mut dice), as_typed(&b, &mut dice));
            // The sheet names the teams in either order.
            if dice.below(2) == 0 {
                club.result(table, (&ta, points[0]), (&tb, points[1]), &flags);
            } else {
                club.result(table, (&tb, points[1]), (&ta, points[0]), &flags);
            }
            count.partie(round, &[a, b], points);
            if k == 0 {
                // A result of the round in play does not count before its round is complete,
                // nor does its bye.
                count.check(&club.standings(), &format!("round {round}, after table {table}"));
            }
        }
        count.after = Some(round);
        count.check(&club.standings(), &format!("after round {round}"));
        draws.push(draw);
    }
    let verified = club.ok(&["verify", "--json"]).json();
    assert_eq!(verified["ok"], true, "{verified}");
    assert_eq!(verified["rounds"], plan.rounds, "{verified}");
    draws
}

#[test]
fn thirteen_teams_over_four_rounds_ranked_by_points_with_half_a_partie_for_a_bye() {
    let plan = Plan { teams: 13, rounds: 4, seed: 13, flags: &[], brute: true, withdrawals: false, from_every: None };
    let first = play(&plan);
    // The same seed and the same results, in another sessions folder: the same draws.
    assert_eq!(play(&plan), first);
}

#[test]
fn thirteen_teams_ranked_by_wins_with_their_average_for_a_bye_and_two_withdrawals() {
    let plan = Plan {
        teams: 13,
        rounds: 4,
        seed: 2026,
        flags: &["--ranking", "wins", "--bye-points", "average"],
        brute: true,
        withdrawals: true,
        from_every: Some(2),
    };
    play(&plan);
}

#[test]
fn thirteen_teams_with_nothing_for_a_bye() {
    let plan = Plan {
        teams: 13,
        rounds: 4,
        seed: 7,
        flags: &["--bye-points", "zero"],
        brute: true,
        withdrawals: false,
        from_every: None,
    };
    play(&plan);
}

#[test]
fn forty_teams_over_four_rounds() {
    let plan = Plan { teams: 40, rounds: 4, seed: 40, flags: &[], brute: false, withdrawals: false, from_every: None };
    let first = play(&plan);
    assert_eq!(play(&plan), first);
}

#[test]
fn forty_teams_with_withdrawals() {
    let plan = Plan {
        teams: 40,
        rounds: 4,
        seed: 41,
        flags: &["--ranking", "wins"],
        brute: false,
        withdrawals: true,
        from_every: Some(5),
    };
    play(&plan);
}

/// Five teams over six rounds play more parties than there are pairs: rematches cannot all be
/// avoided, and each round must have no more than it needs; every team has had a bye before one
/// has a second.
#[test]
fn five_teams_over_six_rounds_have_only_the_rematches_they_must() {
    let plan = Plan { teams: 5, rounds: 6, seed: 5, flags: &[], brute: true, withdrawals: false, from_every: None };
    play(&plan);
}

#[test]
fn six_teams_over_seven_rounds() {
    let plan = Plan {
        teams: 6,
        rounds: 7,
        seed: 6,
        flags: &["--bye-points", "average"],
        brute: true,
        withdrawals: false,
        from_every: None,
    };
    play(&plan);
}

/// Three teams, parties of one hand (162 points), bye points `average`: worked out by hand.
/// Round 1: the seeded order's last team R has the bye, half a partie (it has played none): 81;
/// at the table P 120, Q 42. Round 2: the bye to the lowest-ranked team without one, Q, which
/// scores its own mean, 42; P 62, R 100.
/// Totals: P 182, won 1, best 120, against 142; R 181, won 2, best 100 (a bye is never the best
/// partie), against 81 + 62; Q 84, won 1, best 42, against 120 + 42.
#[test]
fn a_bye_scores_the_team_s_own_average_and_wins_rank_first_when_asked() {
    for (ranking, order) in [("points", ["P", "R", "Q"]), ("wins", ["R", "P", "Q"])] {
        let club = Club::new(&[
            "Tres",
            "--ruleset",
            "belote-classic",
            "--teams",
            "Ana+Luis,Marta+Pep,Joan+Rosa",
            "--rounds",
            "2",
            "--hands",
            "1",
            "--bye-points",
            "average",
            "--ranking",
            ranking,
            "--seed",
            "3",
        ]);
        let seeded: Vec<String> =
            club.header()["order"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().to_string()).collect();
        let one = club.draw();
        let r = bye(&one).unwrap();
        assert_eq!(r, seeded[2], "round 1's bye: the last of the seeded order");
        let [p, q] = tables(&one)[0].1.clone();
        club.result(1, (&p, 120), (&q, 42), &[]);
        let two = club.draw();
        assert_eq!(bye(&two).as_deref(), Some(q.as_str()), "round 2's bye: {two}");
        club.result(1, (&p, 62), (&r, 100), &[]);
        let s = club.standings();
        let line = |t: &str| s["standings"].as_array().unwrap().iter().find(|l| l["team"] == t).unwrap().clone();
        let want = |t: &str, points: i64, won: f64, best: i64, against: i64| {
            let l = line(t);
            assert_eq!(
                (
                    l["points"].as_i64(),
                    l["won"].as_f64(),
                    l["best"].as_i64(),
                    l["against"].as_i64(),
                    l["difference"].as_i64()
                ),
                (Some(points), Some(won), Some(best), Some(against), Some(points - against)),
                "{ranking}: {t}: {l}"
            );
        };
        want(&p, 182, 1.0, 120, 142);
        want(&r, 181, 2.0, 100, 143);
        want(&q, 84, 1.0, 42, 162);
        let name = |k: &str| match k {
            "P" => p.clone(),
            "Q" => q.clone(),
            _ => r.clone(),
        };
        let ranked: Vec<String> = order.iter().map(|k| name(k)).collect();
        assert_eq!(ranked_teams(s["standings"].as_array().unwrap(), &BTreeSet::new()), ranked, "{ranking}");
        let mut count = Count::of_header(&club.header());
        count.bye(1, &r);
        count.partie(1, &[p.clone(), q.clone()], [120, 42]);
        count.bye(2, &q);
        count.partie(2, &[p.clone(), r.clone()], [62, 100]);
        count.check(&s, ranking);
    }
}

/// Four teams, one round of one hand: table 1 shares the points (81 each), table 2's first team
/// makes 81 and the other nothing while a litige holds 81. The winner of table 2 leads (equal
/// points, more parties won); table 1's teams tie on everything but the seeded order; the team
/// with nothing is last.
#[test]
fn equal_points_are_ranked_by_parties_won_then_the_seeded_order() {
    let club = Club::new(&[
        "Cuatro",
        "--ruleset",
        "belote-classic",
        "--teams",
        "Ana+Luis,Marta+Pep,Joan+Rosa,Iker+Nora",
        "--rounds",
        "1",
        "--hands",
        "1",
        "--seed",
        "11",
    ]);
    let seeded: Vec<String> =
        club.header()["order"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().to_string()).collect();
    let draw = club.draw();
    let t = tables(&draw);
    club.result(1, (&t[0].1[0], 81), (&t[0].1[1], 81), &[]);
    club.result(2, (&t[1].1[0], 81), (&t[1].1[1], 0), &["--held".into(), "81".into()]);
    let mut tied = t[0].1.to_vec();
    tied.sort_by_key(|x| seeded.iter().position(|s| s == x));
    let s = club.standings();
    let want = vec![t[1].1[0].clone(), tied[0].clone(), tied[1].clone(), t[1].1[1].clone()];
    assert_eq!(ranked_teams(s["standings"].as_array().unwrap(), &BTreeSet::new()), want);
    let won: Vec<f64> = s["standings"].as_array().unwrap().iter().map(|l| l["won"].as_f64().unwrap()).collect();
    assert_eq!(won, [1.0, 0.5, 0.5, 0.0]);
    let mut count = Count::of_header(&club.header());
    count.partie(1, &t[0].1, [81, 81]);
    count.partie(1, &t[1].1, [81, 0]);
    count.check(&s, "one round");
}
