//! A long session (#28): an amend far back folds again from the nearest checkpoint kept on the
//! way (one every few thousand entries), not from the start, and comes to the verdict a replay
//! of the whole journal gives. Here an amend that puts back what its line holds must leave the
//! verdict as it was, wherever it stands: near the start, between two far checkpoints, and in
//! the last hands.

use crate::support::{tapete, verify_json};
use serde_json::Value;

#[test]
fn an_amend_far_back_in_a_long_session_comes_to_the_same_verdict() {
    let dir = tempfile::tempdir().unwrap();
    tapete()
        .args(["simulate", "belote-classic", "--teams", "--deals", "700", "--seed", "28", "--journal"])
        .arg(dir.path())
        .status(0)
        .run();
    let journal = std::fs::read_dir(dir.path()).unwrap().next().unwrap().unwrap().path();
    let text = std::fs::read_to_string(&journal).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() > 20_000, "a long session: {} lines", lines.len());
    let before = verify_json(&journal);
    assert_eq!(before["ok"], true);
    // The last line is `end`: amend plays before it.
    let plays: Vec<usize> = (0..lines.len()).filter(|&k| lines[k].contains("\"play\"")).collect();
    for at in [plays[10], plays[plays.len() / 2], plays[plays.len() / 2 + 7_000 / 2], plays[plays.len() - 3]] {
        let mut entry: Value = serde_json::from_str(lines[at]).unwrap();
        entry.as_object_mut().unwrap().remove("at");
        let amend = serde_json::json!({"type": "amend", "line": at + 1, "entry": entry});
        // Before the session's `end`: an amend after it would be refused as after the end.
        let mut amended: Vec<String> = lines[..lines.len() - 1].iter().map(|l| l.to_string()).collect();
        amended.push(amend.to_string());
        amended.push(lines[lines.len() - 1].to_string());
        let file = dir.path().join(format!("amended-{at}.jsonl"));
        std::fs::write(&file, amended.join("\n") + "\n").unwrap();
        let after = verify_json(&file);
        assert_eq!(after["ok"], true, "line {}: {}", at + 1, after["errors"]);
        assert_eq!(after["totals"], before["totals"], "line {}", at + 1);
        assert_eq!(after["hands"], before["hands"], "line {}", at + 1);
    }
}

/// A long belote-classic night: hands 1-4 of the example (dealt by Pep, Marta, Iker and Olga in
/// turn) played `rounds` times over, to a target no side reaches.
fn night(dir: &std::path::Path, rounds: usize) -> std::path::PathBuf {
    let example = crate::support::example_text("belote-classic-a");
    let lines: Vec<&str> = example.lines().collect();
    let header = lines[0].replace("\"target\": 501", "\"target\": 1000000000");
    assert_ne!(header, lines[0]);
    // Hands 1-4: up to the fifth deal.
    let fifth = (1..lines.len()).filter(|&k| lines[k].contains("\"deal\"")).nth(4).unwrap();
    let mut out = vec![header];
    for _ in 0..rounds {
        out.extend(lines[1..fifth].iter().map(|l| l.to_string()));
    }
    let file = dir.join("night.jsonl");
    std::fs::write(&file, out.join("\n") + "\n").unwrap();
    file
}

/// Hands 1-4 of the example score 0-162, 108-74, 0-182 and 120-42 (Pep+Iker - Marta+Olga).
const ROUND: [[i64; 2]; 4] = [[0, 162], [108, 74], [0, 182], [120, 42]];

#[test]
fn resume_shows_the_last_hands_of_a_long_night_and_counts_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let file = night(dir.path(), 10);
    let out = tapete().arg("resume").arg(&file).home(dir.path()).stdin("quit\n").status(0).run();
    let said = out.stderr.clone();
    // 40 hands: the last 20 (21 to 40) are listed, the first 20 counted.
    assert!(said.contains("20 earlier hands not shown"), "{said}");
    let rows: Vec<Vec<&str>> = said
        .lines()
        .filter(|l| l.contains('│'))
        .map(|l| {
            l.split(|c: char| c == '│' || c == '┆' || c == '|' || c.is_whitespace()).filter(|w| !w.is_empty()).collect()
        })
        .filter(|w: &Vec<&str>| w.first().is_some_and(|n| n.parse::<usize>().is_ok()))
        .collect();
    let numbers: Vec<usize> = rows.iter().map(|w| w[0].parse().unwrap()).collect();
    assert_eq!(numbers, (21..=40).collect::<Vec<_>>(), "{said}");
    // Each listed hand's score is its place in the round of four.
    for w in &rows {
        let n: usize = w[0].parse().unwrap();
        let want = ROUND[(n - 1) % 4];
        let got: Vec<i64> = w[w.len() - 2..].iter().map(|v| v.parse().unwrap()).collect();
        assert_eq!(got, want, "hand {n}: {said}");
    }
    // The totals are those of all 40 hands: ten rounds.
    let total = said.lines().find(|l| l.to_lowercase().contains("total")).unwrap();
    assert!(total.contains(" 2280 ") && total.contains(" 4600 "), "{total}");
}

/// Resume a night of 100 rounds (400 hands: more than one far checkpoint's stretch) whose
/// journal ends with an amend 300 hands back that puts back what its line holds, an amend of the
/// same line by a player whose turn it is not (refused: play goes round the table). The first
/// changes nothing, the second is said as an error of its line:
/// the totals are those of 100 rounds and the last 20 hands are listed.
#[test]
fn resume_after_amends_far_back_comes_to_the_totals_of_every_round() {
    let dir = tempfile::tempdir().unwrap();
    let file = night(dir.path(), 100);
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let round = (lines.len() - 1) / 100;
    // The first play of round 25 (hand 97), a play by Marta (Pep deals, Marta leads).
    let first_play = (1..=round).find(|&k| lines[k].contains("\"play\"")).unwrap();
    let at = 25 * round + first_play;
    let entry: Value = serde_json::from_str(lines[at]).unwrap();
    assert_eq!(entry["player"], "Marta", "{entry}");
    let same = serde_json::json!({"type": "amend", "line": at + 1, "entry": entry});
    let mut wrong = entry.clone();
    wrong["player"] = "Iker".into();
    let refused = serde_json::json!({"type": "amend", "line": at + 1, "entry": wrong});
    let mut all: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    all.push(same.to_string());
    all.push(refused.to_string());
    let refused_line = all.len();
    std::fs::write(&file, all.join("\n") + "\n").unwrap();
    let out = tapete().arg("resume").arg(&file).home(dir.path()).stdin("quit\n").status(0).run();
    let said = out.stderr.clone();
    assert!(said.contains("380 earlier hands not shown"), "{said}");
    assert!(said.contains(&format!("✗ Line {refused_line}")), "the refused amend is said: {said}");
    assert_eq!(said.matches('✗').count(), 1, "one entry refused: {said}");
    let total = said.lines().find(|l| l.to_lowercase().contains("total")).unwrap();
    // 100 rounds of 0-162, 108-74, 0-182, 120-42.
    let want: [i64; 2] = [0, 1].map(|s| ROUND.iter().map(|h| h[s]).sum::<i64>() * 100);
    assert_eq!(want, [22_800, 46_000]);
    assert!(total.contains(" 22800 ") && total.contains(" 46000 "), "{total}");
}

/// Resume a night of 20 rounds (80 hands: more entries than a resumed table holds, the others
/// left in its journal) and take back its last 10 rounds entry by entry, far past the entries
/// held, then amend the first play of the night with the card it holds (nothing changes): the
/// table stands at 10 rounds, and so does the journal it wrote, replayed.
#[test]
fn a_resumed_long_night_takes_back_hands_far_past_what_it_holds() {
    let dir = tempfile::tempdir().unwrap();
    let file = night(dir.path(), 20);
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let round = (lines.len() - 1) / 20;
    let first_play = (1..=round).find(|&k| lines[k].contains("\"play\"")).unwrap();
    let entry: Value = serde_json::from_str(lines[first_play]).unwrap();
    let card = entry["card"].as_str().unwrap();
    let mut typed = "undo\n".repeat(10 * round);
    typed.push_str(&format!("amend {} {card}\nquit\n", first_play + 1));
    let out = tapete().arg("resume").arg(&file).home(dir.path()).stdin(typed.as_str()).status(0).run();
    assert!(!out.stderr.contains('✗'), "nothing refused: {}", out.stderr);
    // 10 rounds of 0-162, 108-74, 0-182, 120-42.
    let want: [i64; 2] = [0, 1].map(|s| ROUND.iter().map(|h| h[s]).sum::<i64>() * 10);
    assert_eq!(want, [2280, 4600]);
    let v = verify_json(&file);
    assert_eq!(v["ok"], true, "{}", v["errors"]);
    assert_eq!(v["totals"], serde_json::json!({"Pep+Iker": want[0], "Marta+Olga": want[1]}));
    assert_eq!(v["hands"].as_array().unwrap().len(), 40);
    let written = std::fs::read_to_string(&file).unwrap();
    assert_eq!(written.lines().count(), lines.len() + 10 * round + 1, "every undo and the amend written");
    // Resumed again: the last 20 of its 40 hands listed, the totals of 10 rounds.
    let out = tapete().arg("resume").arg(&file).home(dir.path()).stdin("quit\n").status(0).run();
    assert!(out.stderr.contains("20 earlier hands not shown"), "{}", out.stderr);
    let total = out.stderr.lines().find(|l| l.to_lowercase().contains("total")).unwrap();
    assert!(total.contains(" 2280 ") && total.contains(" 4600 "), "{total}");
}
