//! What several test binaries share: the example journals as a person types them.

#![allow(dead_code)]

use assert_cmd::Command;
use serde_json::Value;
use std::path::{Path, PathBuf};

pub fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/examples")
}

/// What a person types for each event of an example journal.
pub fn typed_lines(journal: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for line in std::fs::read_to_string(journal).unwrap().lines() {
        let e: Value = serde_json::from_str(line).unwrap();
        let s = |k: &str| e[k].as_str().unwrap_or("").to_string();
        match s("type").as_str() {
            "deal" => out.push(format!("{} {}", s("dealer"), s("turned").to_lowercase())),
            "bid" => out.push(format!("{} {}", s("call"), s("trump")).trim().to_string()),
            "play" => out.push(format!("{} {}", s("card"), s("say")).trim().to_string()),
            "announce" => {
                let melds: Vec<String> =
                    e["melds"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect();
                out.push(if melds.is_empty() { "bien".into() } else { format!("announce {}", melds.join(" ")) });
            }
            "show" => {
                let cards: Vec<String> =
                    e["cards"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect();
                out.push(format!("show {} {}", s("player"), cards.join(" ")));
            }
            "swap-seven" => out.push(format!("swap {}", s("player"))),
            _ => {}
        }
    }
    out
}

pub fn verify_json(path: &Path) -> Value {
    let out = Command::cargo_bin("tapete").unwrap().arg("verify").arg(path).arg("--json").output().unwrap();
    serde_json::from_slice(&out.stdout).unwrap()
}

pub fn expected(name: &str) -> Value {
    serde_json::from_str(&std::fs::read_to_string(examples().join(format!("{name}.expected.json"))).unwrap()).unwrap()
}

pub fn new_args(name: &str) -> Vec<&'static str> {
    match name {
        "belote-classic-a" => vec![
            "new",
            "belote-classic",
            "--players",
            "Pep,Marta,Iker,Olga",
            "--teams",
            "Pep+Iker,Marta+Olga",
            "--option",
            "target=501",
            "--option",
            "all_no_trump=true",
        ],
        "belote-classic-b" => {
            vec!["new", "belote-classic", "--players", "Pep,Iker,Xavi,Olga", "--teams", "Pep+Xavi,Iker+Olga"]
        }
        "belote-es-3p" => vec!["new", "belote-es", "--players", "Xavi,Pep,Olga", "--option", "target=301"],
        "belote-es-pairs" => vec![
            "new",
            "belote-es",
            "--players",
            "Pep,Iker,Nuria,Xavi",
            "--teams",
            "Pep+Nuria,Iker+Xavi",
            "--option",
            "target=501",
        ],
        _ => unreachable!(),
    }
}
