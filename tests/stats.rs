//! `tapete stats` over a folder holding the shared example journals and one journal that does
//! not read: the numbers are worked out here from the examples' verdicts (their expected.json),
//! not from tapete's output.

use crate::support::{csv_fields, example, example_text, expected, simulated, tapete, verify_json};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

const NAMES: [&str; 4] = ["belote-classic-a", "belote-classic-b", "belote-es-3p", "belote-es-pairs"];

/// Name -> its counts.
type ByName = BTreeMap<String, Map<String, Value>>;

/// The counts a verdict gives, per player and per team.
fn expected_counts() -> (ByName, ByName) {
    let mut players: BTreeMap<String, BTreeMap<&str, i64>> = BTreeMap::new();
    let mut teams: BTreeMap<String, BTreeMap<&str, i64>> = BTreeMap::new();
    for name in NAMES {
        let text = example_text(name);
        let header: Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
        let verdict = expected(name);
        let hands = verdict["hands"].as_array().unwrap();
        let side_of = |p: &str| -> String {
            match header["teams"].as_array() {
                Some(ts) => ts
                    .iter()
                    .find(|t| t.as_array().unwrap().iter().any(|x| x == p))
                    .map(|t| t.as_array().unwrap().iter().map(|x| x.as_str().unwrap()).collect::<Vec<_>>().join("+"))
                    .unwrap(),
                None => p.to_string(),
            }
        };
        let seated: Vec<&str> = header["players"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
        for p in &seated {
            *players.entry(p.to_string()).or_default().entry("sessions").or_default() += 1;
            *players.entry(p.to_string()).or_default().entry("hands").or_default() += hands.len() as i64;
            let won = verdict["winner"].as_str().is_some_and(|w| w.split('+').any(|x| x == *p));
            *players.entry(p.to_string()).or_default().entry("won").or_default() += i64::from(won);
        }
        if let Some(ts) = header["teams"].as_array() {
            for t in ts {
                let side = t.as_array().unwrap().iter().map(|x| x.as_str().unwrap()).collect::<Vec<_>>().join("+");
                let e = teams.entry(side.clone()).or_default();
                *e.entry("sessions").or_default() += 1;
                *e.entry("hands").or_default() += hands.len() as i64;
                *e.entry("won").or_default() += i64::from(verdict["winner"] == side.as_str());
            }
        }
        let mut bump = |who: &str, key: &'static str, by: i64| {
            *players.entry(who.to_string()).or_default().entry(key).or_default() += by;
            if header["teams"].is_array() {
                *teams.entry(side_of(who)).or_default().entry(key).or_default() += by;
            }
        };
        for h in hands {
            if let Some(t) = h["taker"].as_str() {
                bump(t, "taken", 1);
                match h["result"].as_str() {
                    Some("made") => bump(t, "made", 1),
                    Some("failed") => bump(t, "failed", 1),
                    Some("litige") => bump(t, "litiges", 1),
                    _ => {}
                }
            }
        }
        for i in verdict["infractions"].as_array().unwrap() {
            if ["follow-suit", "beat", "trump", "overtrump"].contains(&i["rule"].as_str().unwrap()) {
                bump(i["player"].as_str().unwrap(), "renounces", 1);
            }
        }
    }
    let to_json = |m: BTreeMap<String, BTreeMap<&str, i64>>| {
        m.into_iter().map(|(k, v)| (k, v.into_iter().map(|(a, b)| (a.to_string(), json!(b))).collect())).collect()
    };
    (to_json(players), to_json(teams))
}

#[test]
fn stats_over_the_example_journals_match_their_verdicts_and_list_the_unreadable_one() {
    let dir = tempfile::tempdir().unwrap();
    for name in NAMES {
        std::fs::copy(example(name), dir.path().join(format!("{name}.jsonl"))).unwrap();
    }
    std::fs::write(dir.path().join("broken.jsonl"), "{\"type\": \"session\", \"format\": 7}\n").unwrap();
    let out = tapete().args(["stats", "--format", "json"]).arg(dir.path()).status(0).run();
    let got = out.json();
    let (players, teams) = expected_counts();
    for (group, want) in [("players", players), ("teams", teams)] {
        assert_eq!(got[group].as_object().unwrap().len(), want.len(), "{group}: {got}");
        for (name, counts) in want {
            for key in ["sessions", "won", "hands", "taken", "made", "failed", "litiges", "renounces"] {
                let w = counts.get(key).and_then(Value::as_i64).unwrap_or(0);
                assert_eq!(got[group][&name][key].as_i64(), Some(w), "{group} {name} {key}: {}", got[group][&name]);
            }
        }
    }
    let unreadable = got["unreadable"].as_array().unwrap();
    assert_eq!(unreadable.len(), 1);
    assert!(unreadable[0]["file"].as_str().unwrap().ends_with("broken.jsonl"));
    assert!(out.stderr.contains("broken.jsonl"));

    // --game and --since narrow the folder: belote-es alone (two sessions), nothing after 2100.
    let v = tapete().args(["stats", "--format", "json", "--game", "belote-es"]).arg(dir.path()).run().json();
    assert_eq!(v["players"]["Pep"]["sessions"], 2, "{v}");
    assert!(v["players"].get("Marta").is_none(), "Marta played belote-classic only: {v}");
    let v = tapete().args(["stats", "--format", "json", "--since", "2100-01-01"]).arg(dir.path()).run().json();
    assert!(v["players"].as_object().unwrap().is_empty(), "{v}");
    // The table names its columns in the table's language.
    let text = tapete().args(["stats", "--lang", "es"]).arg(dir.path()).run().stdout;
    assert!(text.contains("Jugador") && text.contains("sesiones") && text.contains("Pareja"), "{text}");
}

/// A simulated session's journal in `dir`: 40 deals, seed 5.
fn simulated_40(ruleset: &str, players: &str, dir: &std::path::Path) -> std::path::PathBuf {
    simulated(&[ruleset, "--deals", "40", "--seed", "5", "--players", players], dir)
}

#[test]
fn chip_games_count_net_chips_squares_and_pots_as_their_verdicts_say() {
    for (ruleset, players) in [("bestia", "4"), ("perejila", "5")] {
        let dir = tempfile::tempdir().unwrap();
        let journal = simulated_40(ruleset, players, dir.path());
        let verdict = verify_json(&journal);
        let stats = tapete().args(["stats", "--format", "json"]).arg(dir.path()).run().json();
        for (player, total) in verdict["totals"].as_object().unwrap() {
            assert_eq!(stats["players"][player]["chips"], *total, "{ruleset} {player}");
            assert_eq!(stats["players"][player]["hands"], verdict["hands"].as_array().unwrap().len(), "{ruleset}");
        }
        // Squares won, lance by lance, and pots taken, counted from the verdict's hands.
        for (player, counts) in stats["players"].as_object().unwrap() {
            let hands = verdict["hands"].as_array().unwrap();
            let mut squares: BTreeMap<String, i64> = BTreeMap::new();
            for h in hands {
                for (lance, sq) in h["lances"].as_object().into_iter().flatten() {
                    if sq["winner"] == player.as_str() {
                        *squares.entry(lance.clone()).or_default() += 1;
                    }
                }
            }
            let got: BTreeMap<String, i64> =
                counts["squares"].as_object().unwrap().iter().map(|(k, v)| (k.clone(), v.as_i64().unwrap())).collect();
            assert_eq!(got, squares, "{ruleset} {player}");
            let pots =
                hands
                    .iter()
                    .filter(|h| {
                        h["breakdown"].as_array().unwrap().iter().any(|l| {
                            l["side"] == player.as_str() && l["item"] == "pot" && l["points"].as_i64() > Some(0)
                        })
                    })
                    .count();
            assert_eq!(counts["pots"], pots, "{ruleset} {player}");
        }
    }
}

/// A journal with its players renamed (every JSON string equal to an old name).
fn rename(path: &std::path::Path, renamed: &[(&str, &str)]) {
    let mut text = std::fs::read_to_string(path).unwrap();
    for (old, new) in renamed {
        text = text.replace(&format!("\"{old}\""), &serde_json::to_string(new).unwrap());
    }
    std::fs::write(path, text).unwrap();
}

#[test]
fn many_journals_count_in_the_folders_order_whatever_thread_replays_each() {
    // Sixteen journals, more than a pool has threads: each a copy of one example with Pep
    // renamed (P00, P01, ...), three of them replaced by a journal that does not read.
    let dir = tempfile::tempdir().unwrap();
    let broken = [3, 8, 13];
    for i in 0..16 {
        let path = dir.path().join(format!("{i:02}.jsonl"));
        if broken.contains(&i) {
            std::fs::write(&path, "{\"type\": \"session\", \"format\": 7}\n").unwrap();
        } else {
            std::fs::copy(example("belote-classic-a"), &path).unwrap();
            rename(&path, &[("Pep", &format!("P{i:02}"))]);
        }
    }
    let hands = expected("belote-classic-a")["hands"].as_array().unwrap().len();
    let got = tapete().args(["stats", "--format", "json"]).arg(dir.path()).run().json();
    let read: Vec<usize> = (0..16).filter(|i| !broken.contains(i)).collect();
    // Names in the order the folder first seats them: the first journal's four, then each
    // later journal's new player.
    let names: Vec<String> = ["P00", "Marta", "Iker", "Olga"]
        .into_iter()
        .map(String::from)
        .chain(read[1..].iter().map(|i| format!("P{i:02}")))
        .collect();
    let players: Vec<&String> = got["players"].as_object().unwrap().keys().collect();
    assert_eq!(players, names.iter().collect::<Vec<_>>(), "{got}");
    for name in &names {
        let sessions = if name.starts_with('P') { 1 } else { read.len() };
        assert_eq!(got["players"][name]["sessions"], sessions, "{name}");
        assert_eq!(got["players"][name]["hands"], sessions * hands, "{name}");
    }
    let teams: Vec<&String> = got["teams"].as_object().unwrap().keys().collect();
    let first_teams = ["P00+Iker", "Marta+Olga"].into_iter().map(String::from);
    let want: Vec<String> = first_teams.chain(read[1..].iter().map(|i| format!("P{i:02}+Iker"))).collect();
    assert_eq!(teams, want.iter().collect::<Vec<_>>(), "{got}");
    assert_eq!(got["teams"]["Marta+Olga"]["sessions"], read.len());
    // The unreadable ones listed in the folder's order.
    let unreadable: Vec<&str> =
        got["unreadable"].as_array().unwrap().iter().map(|u| u["file"].as_str().unwrap()).collect();
    assert_eq!(unreadable.len(), 3, "{got}");
    for (file, i) in unreadable.iter().zip(broken) {
        assert!(file.ends_with(&format!("{i:02}.jsonl")), "{file}");
    }
}

/// A CSV text cell as a spreadsheet must get it: with a leading ' when it starts with = @ + -.
fn text_cell(n: &str) -> String {
    if n.starts_with(['=', '@', '+', '-']) {
        format!("'{n}")
    } else {
        n.to_string()
    }
}

#[test]
fn names_a_spreadsheet_would_run_stay_text_numbers_stay_numbers_and_a_pipe_stays_in_its_cell() {
    // belote-classic-a with names a spreadsheet reads as formulas and one holding a pipe.
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("belote-classic-a.jsonl");
    std::fs::copy(example("belote-classic-a"), &journal).unwrap();
    rename(&journal, &[("Pep", "-Pep"), ("Marta", "=HYPERLINK(\"http://x.y\")"), ("Iker", "A|B"), ("Olga", "@Olga")]);
    let run = |format: &str, folder: &std::path::Path| {
        tapete().args(["stats", "--format", format]).arg(folder).status(0).run().utf8_stdout().to_string()
    };
    let csv = run("csv", dir.path());
    let rows: Vec<Vec<String>> = csv.lines().map(csv_fields).collect();
    let firsts: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    // The players in seat order, then the teams (each under its heading row).
    assert_eq!(
        firsts[1..5],
        [text_cell("-Pep"), text_cell("=HYPERLINK(\"http://x.y\")"), "A|B".into(), text_cell("@Olga")],
        "{csv}"
    );
    assert_eq!(firsts[6..], [text_cell("-Pep+A|B"), text_cell("=HYPERLINK(\"http://x.y\")+@Olga")], "{csv}");
    // One session of five hands each (the expected file lists five hands).
    let hands = rows[0].iter().position(|h| h == "hands").unwrap();
    assert!(rows.iter().filter(|r| r[0] != rows[0][0] && r[0] != rows[5][0]).all(|r| r[hands] == "5"), "{csv}");
    let md = run("markdown", dir.path());
    let table: Vec<&str> = md.lines().filter(|l| l.starts_with('|')).collect();
    let cells = |l: &str| l.replace("\\|", "").matches('|').count();
    assert!(table.iter().all(|l| cells(l) == cells(table[0])), "{md}");
    assert!(md.contains("| A\\|B |") && md.contains("| -Pep+A\\|B |"), "{md}");

    // Net chips of a bestia session, negative for some: numbers, whatever the name.
    let dir = tempfile::tempdir().unwrap();
    let journal = simulated_40("bestia", "4", dir.path());
    rename(&journal, &[("Ana", "-Ana"), ("Luis", "=cmd|' /C calc'!A0")]);
    let totals = verify_json(&journal)["totals"].clone();
    let csv = run("csv", dir.path());
    let rows: Vec<Vec<String>> = csv.lines().map(csv_fields).collect();
    let chips = rows[0].iter().position(|h| h == "chips").unwrap();
    let mut negative = false;
    for (name, total) in totals.as_object().unwrap() {
        let row = rows.iter().find(|r| r[0] == text_cell(name)).unwrap_or_else(|| panic!("{name}: {csv}"));
        assert_eq!(row[chips], total.as_i64().unwrap().to_string(), "{name}: {csv}");
        negative |= total.as_i64().unwrap() < 0;
    }
    assert!(negative, "no negative total to check: {totals}");
}

/// The text `stats` prints for `folder` at a terminal `columns` wide.
fn stats_text(folder: &std::path::Path, columns: &str, lang: &str) -> String {
    let run = tapete().args(["stats", "--lang", lang]).arg(folder).env("COLUMNS", columns).status(0).run();
    run.utf8_stdout().to_string()
}

#[test]
fn each_game_shows_only_what_it_can_count_and_the_tables_fit_the_terminal() {
    // RULES.md: belote-es scores points (no contract, so nothing made, failed or in litige);
    // La Bestia has no capot, belote or combination; Perejila no trick to renounce in.
    let dir = tempfile::tempdir().unwrap();
    for name in ["belote-es-3p", "belote-es-pairs"] {
        std::fs::copy(example(name), dir.path().join(format!("{name}.jsonl"))).unwrap();
    }
    let es_only = stats_text(dir.path(), "200", "en");
    let head = es_only.lines().find(|l| l.contains("Player")).unwrap();
    for shown in ["sessions", "won", "hands", "taken", "capots", "belotes", "combinations", "renounces"] {
        assert!(head.contains(shown), "{shown}: {es_only}");
    }
    for left_out in ["made", "failed", "litiges", "chips", "en bestia", "moscas", "tururús"] {
        assert!(!head.contains(left_out), "{left_out}: {es_only}");
    }
    for (ruleset, players) in [("bestia", "4"), ("perejila", "5")] {
        let alone = tempfile::tempdir().unwrap();
        let journal = simulated_40(ruleset, players, alone.path());
        std::fs::copy(&journal, dir.path().join(journal.file_name().unwrap())).unwrap();
    }
    for columns in ["60", "80", "120"] {
        let text = stats_text(dir.path(), columns, "es");
        // One heading per game, in the folder's order (oldest journal first is by file name).
        for game in ["belote", "bestia", "perejila"] {
            assert_eq!(text.lines().filter(|l| *l == game).count(), 1, "{game} at {columns}: {text}");
        }
        let width: usize = columns.parse().unwrap();
        assert!(text.lines().all(|l| l.chars().count() <= width), "wider than {columns}: {text}");
        // Names whole: every player of the simulated tables on a row of their own.
        for name in ["Ana", "Luis", "Marta", "Pep"] {
            assert!(text.lines().any(|l| l.starts_with(&format!("│ {name} "))), "{name} at {columns}: {text}");
        }
        let bestia = &text[text.find("\nbestia\n").unwrap()..text.find("\nperejila\n").unwrap()];
        assert!(!bestia.contains("capotes") && !bestia.contains("belotes") && bestia.contains("moscas"), "{bestia}");
        let perejila = &text[text.find("\nperejila\n").unwrap()..];
        assert!(!perejila.contains("renuncios") && perejila.contains("treinta y una"), "{perejila}");
    }
    // CSV: one table, each row with its game; what a game cannot count is left empty.
    let csv = tapete().args(["stats", "--format", "csv"]).arg(dir.path()).status(0).run().utf8_stdout().to_string();
    let rows: Vec<Vec<String>> = csv.lines().map(csv_fields).collect();
    let col = |name: &str| rows[0].iter().position(|h| h == name).unwrap();
    assert_eq!(rows[0][0], "game", "{csv}");
    let bestia_row = rows.iter().find(|r| r[0] == "bestia").unwrap();
    assert_eq!((bestia_row[col("capots")].as_str(), bestia_row[col("belotes")].as_str()), ("", ""), "{csv}");
    assert!(!bestia_row[col("chips")].is_empty(), "{csv}");
}

#[test]
fn stats_offers_no_page() {
    let dir = tempfile::tempdir().unwrap();
    let out = tapete().args(["stats", "--format", "html"]).arg(dir.path()).status(2).run();
    assert!(out.stderr.contains("takes table, markdown, csv or json, not 'html'"), "{}", out.stderr);
}
