//! Nothing `rules check` accepts can make a session panic: the bundled rulesets with their numbers
//! and lists mutated at random (in range and out of it). Every mutant is either refused by the
//! check with `FILE:LINE:COL`, or plays seeded random sessions (the reducer keeping everything, and
//! the simulator's lean streaming run) for every player count without a panic and with chips
//! summing to zero.

use serde_yaml::Value;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;
use tapete::ruleset::BUNDLED;
use tapete::simulate::{simulate, Rng};

const NUMBERS: &[i64] = &[0, 1, 2, 3, 4, 5, 7, 8, 9, 13, 14, 40, 48, 100, 1000, 1001, -1, 65_536, 4_294_967_297];

/// Every path to a number or a list in a YAML tree.
fn leaves(v: &Value, path: &mut Vec<Value>, out: &mut Vec<Vec<Value>>) {
    match v {
        Value::Number(_) | Value::Sequence(_) => out.push(path.clone()),
        _ => {}
    }
    match v {
        Value::Mapping(m) => {
            for (k, x) in m {
                path.push(k.clone());
                leaves(x, path, out);
                path.pop();
            }
        }
        Value::Sequence(s) => {
            for (i, x) in s.iter().enumerate() {
                path.push(Value::Number((i as u64).into()));
                leaves(x, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn at<'a>(v: &'a mut Value, path: &[Value]) -> Option<&'a mut Value> {
    let mut cur = v;
    for k in path {
        cur = match cur {
            Value::Mapping(m) => m.get_mut(k)?,
            Value::Sequence(s) => s.get_mut(k.as_u64()? as usize)?,
            _ => return None,
        };
    }
    Some(cur)
}

fn mutate(base: &Value, rng: &mut Rng) -> Value {
    let mut v = base.clone();
    let mut paths = Vec::new();
    leaves(base, &mut Vec::new(), &mut paths);
    for _ in 0..1 + rng.below(3) {
        let p = &paths[rng.below(paths.len())];
        let Some(target) = at(&mut v, p) else { continue };
        match target {
            Value::Sequence(s) if !s.is_empty() => {
                let i = rng.below(s.len());
                if rng.chance(0.5) {
                    s.remove(i);
                } else {
                    let x = s[rng.below(s.len())].clone();
                    s.insert(i, x);
                }
            }
            Value::Number(_) => *target = Value::Number(NUMBERS[rng.below(NUMBERS.len())].into()),
            _ => {}
        }
    }
    v
}

fn play(r: Arc<tapete::games::Rules>, seed: u64) {
    for &n in &r.player_counts {
        for teams in [false, true] {
            if teams && n != 4 {
                continue;
            }
            // The lean streaming run `simulate` makes, then the whole session kept.
            let lean =
                tapete::simulate::run(r.clone(), n as usize, teams, Default::default(), 12, seed, 0.0, None, 1, None);
            let sim = simulate(r.clone(), n as usize, teams, Default::default(), 12, seed, 0.2);
            let Ok(sim) = sim else { continue };
            assert!(lean.is_ok_and(|run| run.refused.is_none()), "{}: the lean run refused an entry", r.name);
            let v = sim.session.verdict();
            if r.game != "belote" {
                let sum: i64 = v.standing.totals.iter().sum::<i64>() + v.standing.pot.unwrap_or(0);
                assert_eq!(sum, 0, "{}: chips do not sum to zero", r.name);
            }
        }
    }
}

#[test]
fn no_ruleset_the_check_accepts_makes_a_session_panic() {
    let mut rng = Rng::new(7);
    let mut accepted = 0;
    let mut refused = 0;
    for (name, text) in BUNDLED {
        let base: Value = serde_yaml::from_str(text).unwrap();
        for k in 0..std::env::var("MUTANTS").ok().and_then(|m| m.parse().ok()).unwrap_or(150u64) {
            let yaml = serde_yaml::to_string(&mutate(&base, &mut rng)).unwrap();
            match tapete::games::Rules::from_str(&yaml, "mutant.yaml") {
                Err(e) => {
                    let msg = tapete::i18n::Lang::En.catalog().error(&e.into(), None);
                    assert!(msg.starts_with("mutant.yaml:"), "{name} #{k}: {msg}");
                    refused += 1;
                }
                Ok(r) => {
                    accepted += 1;
                    let r = Arc::new(r);
                    let result = catch_unwind(AssertUnwindSafe(|| play(r.clone(), k)));
                    assert!(result.is_ok(), "{name} mutant #{k} panicked:\n{yaml}");
                }
            }
        }
    }
    eprintln!("accepted {accepted}, refused {refused}");
    // Both kinds must occur for the test to mean anything.
    assert!(accepted > 50 && refused > 50, "accepted {accepted}, refused {refused}");
}
