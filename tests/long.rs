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
