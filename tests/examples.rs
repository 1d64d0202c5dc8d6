//! Every example journal verifies to its expected verdict (shared/examples, journal.md): every
//! key present in the expected file must match; infractions compare in any order.

use crate::support::{examples, tapete};
use serde_json::Value;
use std::path::{Path, PathBuf};

fn example_dirs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs = vec![examples()];
    let shared = root.join("../shared/examples");
    if shared.is_dir() {
        dirs.push(shared);
    }
    dirs
}

fn strip(v: &Value) -> Value {
    // Infractions are compared on the keys of the contract, in any order.
    let mut v = v.clone();
    if let Some(list) = v.get_mut("infractions").and_then(|x| x.as_array_mut()) {
        list.sort_by_key(|x| x.to_string());
    }
    v
}

/// Every key of `expected` must be in `got` with the same value (lists element by element).
fn contains(expected: &Value, got: &Value, path: &str, diffs: &mut Vec<String>) {
    match (expected, got) {
        (Value::Object(e), Value::Object(g)) => {
            for (k, v) in e {
                match g.get(k) {
                    None => diffs.push(format!("{path}.{k}: missing")),
                    Some(gv) => contains(v, gv, &format!("{path}.{k}"), diffs),
                }
            }
        }
        (Value::Array(e), Value::Array(g)) => {
            if e.len() != g.len() {
                diffs.push(format!("{path}: {} items expected, {} found", e.len(), g.len()));
                return;
            }
            for (i, (a, b)) in e.iter().zip(g).enumerate() {
                contains(a, b, &format!("{path}[{i}]"), diffs);
            }
        }
        (e, g) if e != g => diffs.push(format!("{path}: expected {e}, found {g}")),
        _ => {}
    }
}

fn project_infractions(v: &Value) -> Value {
    let mut v = v.clone();
    if let Some(list) = v.get_mut("infractions").and_then(|x| x.as_array_mut()) {
        for item in list.iter_mut() {
            if let Some(o) = item.as_object_mut() {
                o.remove("message");
            }
        }
    }
    strip(&v)
}

/// Shared verdicts a later rules decision changed: the project's copy of the example (the same
/// journal, in tests/data/examples) holds the verdict RULES.md gives now, and is the one checked.
const SUPERSEDED: [(&str, &str); 1] = [(
    "belote-es-3p",
    "RULES.md, broken play obligations, decision 2026-11-28: each victim side scores the larger of its share of \
     the penalty and what play gave it. Hand 1: Xavi's play gave 69 card points (KC's trick 4, JH's 2, AC's 24, \
     JD's 23, 10D's 16) and his cuarta 50, 119, more than his share 95 of the 191 the penalty shares; his \
     total is 209, not 185",
)];

/// The expected verdict of `journal`: its own, or the project's copy where a later decision
/// superseded a shared one (the journals must then be the same).
fn expected_of(journal: &Path) -> Value {
    let name = journal.file_stem().unwrap().to_string_lossy();
    let own = journal.with_extension("expected.json");
    let path = match SUPERSEDED.iter().find(|(n, _)| *n == name) {
        Some(_) if !journal.starts_with(examples()) => {
            let copy = examples().join(format!("{name}.jsonl"));
            assert_eq!(std::fs::read(journal).unwrap(), std::fs::read(&copy).unwrap(), "{name}: not the same journal");
            copy.with_extension("expected.json")
        }
        _ => own,
    };
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

#[test]
fn every_example_verifies_to_its_expected_verdict() {
    let mut checked = 0;
    for dir in example_dirs() {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
            .collect();
        files.sort();
        for journal in files {
            let expected = expected_of(&journal);
            let want_code = if expected["ok"] == Value::Bool(true) { 0 } else { 1 };
            let got = tapete().arg("verify").arg(&journal).arg("--json").status(want_code).run().json();
            let mut diffs = Vec::new();
            contains(&project_infractions(&expected), &project_infractions(&got), "", &mut diffs);
            assert!(diffs.is_empty(), "{}:\n{}", journal.display(), diffs.join("\n"));
            checked += 1;
        }
    }
    assert!(checked >= 4, "only {checked} example journals found");
}

#[test]
fn infractions_carry_a_sentence() {
    let dir = &example_dirs()[0];
    let text = tapete().arg("verify").arg(dir.join("belote-classic-b.jsonl")).status(1).run().stdout;
    // hand 4: Iker discarded 10♣ in trick 3 while able to trump; he played 10♦ in trick 6
    assert!(text.contains("Iker did not trump in trick 3 (played 10♣); they played 10♦ in trick 6"), "{text}");
    assert!(text.contains("Winner: Pep+Xavi"), "{text}");
}
