//! The example journals of `tests/data/examples` (each with its verdict worked out by hand in
//! `NAME.expected.json`), and what a person types at the table for each of their entries.

use serde_json::Value;
use std::path::{Path, PathBuf};

/// The folder of the example journals.
pub fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/examples")
}

/// The example journal `NAME.jsonl`.
pub fn example(name: &str) -> PathBuf {
    examples().join(format!("{name}.jsonl"))
}

/// The text of the example journal `NAME.jsonl`.
pub fn example_text(name: &str) -> String {
    std::fs::read_to_string(example(name)).unwrap()
}

/// The entries of an example journal (every line after the header).
pub fn example_entries(name: &str) -> Vec<Value> {
    example_text(name).lines().skip(1).map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// The verdict of an example, worked out by hand: `NAME.expected.json`.
pub fn expected(name: &str) -> Value {
    serde_json::from_str(&std::fs::read_to_string(examples().join(format!("{name}.expected.json"))).unwrap()).unwrap()
}

/// The `new` arguments that start each example's session at the table.
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

/// A journal's card code as a table typing with `letters` writes it, worked from the table of
/// docs/entries.md ("Card letters in each language"): the French deck's K Q J are R D V in
/// Spanish and French letters, its suits S H D C are P C D T in Spanish letters and P C K T in
/// French ones; the Spanish deck's codes are the same in every language.
fn in_letters(code: &str, letters: &str, spanish_deck: bool) -> String {
    if spanish_deck || letters == "en" {
        return code.to_string();
    }
    let (rank, suit) = code.split_at(code.len() - 1);
    let rank = match rank {
        "K" => "R",
        "Q" => "D",
        "J" => "V",
        other => other,
    };
    format!("{rank}{}", suit_in_letters(suit, letters))
}

/// A French suit letter (`S H D C`) in `letters`.
fn suit_in_letters(suit: &str, letters: &str) -> String {
    let i = ["S", "H", "D", "C"].iter().position(|s| *s == suit).unwrap_or_else(|| panic!("no suit {suit}"));
    match letters {
        "es" => ["P", "C", "D", "T"][i].into(),
        "fr" => ["P", "C", "K", "T"][i].into(),
        _ => suit.into(),
    }
}

/// Whether a journal's game is played with the Spanish deck (perejila).
fn spanish_deck(journal: &Path) -> bool {
    let text = std::fs::read_to_string(journal).unwrap();
    let header: Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    header["ruleset"].as_str() == Some("perejila")
}

/// What a person types for each event of an example journal, answering the table's questions.
pub fn typed_lines(journal: &Path) -> Vec<String> {
    typed_lines_in(journal, "en")
}

/// [`typed_lines`] at a table typing cards with `letters` (`en`, `es`, `fr`).
pub fn typed_lines_in(journal: &Path, letters: &str) -> Vec<String> {
    let spanish = spanish_deck(journal);
    let card = |c: &str| in_letters(c, letters, spanish);
    let trump = |t: &str| if matches!(t, "S" | "H" | "D" | "C") { suit_in_letters(t, letters) } else { t.to_string() };
    let mut out = Vec::new();
    for line in std::fs::read_to_string(journal).unwrap().lines() {
        let e: Value = serde_json::from_str(line).unwrap();
        let s = |k: &str| e[k].as_str().unwrap_or("").to_string();
        match s("type").as_str() {
            "deal" if s("turned").is_empty() => out.push(format!("deal {}", s("dealer"))),
            "deal" => out.push(format!("deal {} {}", s("dealer"), card(&s("turned")).to_lowercase())),
            "bid" => out.push(format!("{} {}", s("call"), trump(&s("trump"))).trim().to_string()),
            "play" => out.push(format!("{} {}", card(&s("card")), s("say")).trim().to_string()),
            "announce" => {
                let melds: Vec<String> =
                    e["melds"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect();
                out.push(if melds.is_empty() { "bien".into() } else { format!("announce {}", melds.join(" ")) });
            }
            "show" => {
                let cards: Vec<String> =
                    e["cards"].as_array().unwrap().iter().map(|m| card(m.as_str().unwrap())).collect();
                out.push(format!("show {} {}", s("player"), cards.join(" ")));
            }
            "swap-seven" => out.push(format!("swap {}", s("player"))),
            _ => {}
        }
    }
    out
}

/// Every entry of a journal as one line of the typed entry language (docs/entries.md), its
/// player first: the canonical English words, which every table reads, and the cards and trumps
/// in `letters` (`en`: the journal's own codes; `es`, `fr`).
pub fn typed_in_full_in(journal: &Path, letters: &str) -> Vec<String> {
    let spanish = spanish_deck(journal);
    let mut out = Vec::new();
    for line in std::fs::read_to_string(journal).unwrap().lines().skip(1) {
        let e: Value = serde_json::from_str(line).unwrap();
        let card = |k: &str| e[k].as_str().map(|c| in_letters(c, letters, spanish)).unwrap_or_default();
        let s = |k: &str| match k {
            "turned" | "bottom" | "card" | "as" => card(k),
            "trump" => e[k]
                .as_str()
                .map(|t| if t.len() == 1 { suit_in_letters(t, letters) } else { t.to_string() })
                .unwrap_or_default(),
            _ => e[k].as_str().unwrap_or("").to_string(),
        };
        let list = |k: &str| -> String {
            e[k].as_array()
                .map(|a| {
                    a.iter().map(|x| in_letters(x.as_str().unwrap(), letters, spanish)).collect::<Vec<_>>().join(" ")
                })
                .unwrap_or_default()
        };
        let p = s("player");
        let typed = match s("type").as_str() {
            "deal" => format!("deal {} {}", s("dealer"), s("turned")),
            "bid" => format!("{p} {} {}", s("call"), s("trump")),
            "swap-seven" => format!("{p} swap"),
            "announce" => format!(
                "{p} announce {}",
                e["melds"].as_array().unwrap().iter().map(|m| m.as_str().unwrap()).collect::<Vec<_>>().join(" ")
            ),
            "show" => format!("{p} show {}", list("cards")),
            "play" => format!("{p} {} {}", s("card"), s("say")),
            "exchange" => format!("{p} exchange {}", e["count"]),
            "mosca" => format!("{p} mosca {}", list("cards")),
            "panfilo" => format!("{p} panfilo"),
            "up" => format!("{p} up {}", s("card")),
            "down" => format!("{p} down {}", list("cards")),
            "wild" => format!("{p} wild {} {}", s("lance"), s("as")),
            "draw" => format!("{p} draw {}", s("card")),
            "stand" => format!("{p} stand"),
            "option" => format!(
                "option {}={}",
                s("key"),
                e["value"].as_str().map(String::from).unwrap_or(e["value"].to_string())
            ),
            "note" => format!("note {}", s("text")),
            "undo" => "undo".into(),
            "end" => "end".into(),
            other => panic!("no typed form for {other}"),
        };
        out.push(typed.trim().to_string());
    }
    out
}

/// The `new` arguments that start a session like a journal's header (players, teams, options),
/// writing to `file`.
pub fn new_args_of(journal: &Path, file: &Path) -> Vec<String> {
    let header: Value =
        serde_json::from_str(std::fs::read_to_string(journal).unwrap().lines().next().unwrap()).unwrap();
    let mut args = vec!["new".to_string(), header["ruleset"].as_str().unwrap().to_string(), "--players".into()];
    let players: Vec<&str> = header["players"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
    args.push(players.join(","));
    if let Some(teams) = header["teams"].as_array() {
        let teams: Vec<String> = teams
            .iter()
            .map(|t| t.as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect::<Vec<_>>().join("+"))
            .collect();
        args.extend(["--teams".to_string(), teams.join(",")]);
    }
    if let Some(opts) = header["options"].as_object() {
        for (k, v) in opts {
            args.extend([
                "--option".to_string(),
                format!("{k}={}", v.as_str().map(String::from).unwrap_or(v.to_string())),
            ]);
        }
    }
    args.extend(["--file".to_string(), file.display().to_string()]);
    args
}
