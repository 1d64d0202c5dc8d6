//! Journals that lose nothing: a cut-short last line, a malformed line, a ruleset that changed.

use crate::support::{example_text, expected, only_journal, tapete};
use std::path::Path;

#[test]
fn a_journal_cut_mid_line_still_reports_the_complete_hands() {
    let text = example_text("belote-classic-a");
    // cut in the middle of the first play of hand 3 (a crash while writing it)
    let lines: Vec<&str> = text.lines().collect();
    let hand3 = lines.iter().enumerate().filter(|(_, l)| l.contains("\"deal\"")).nth(2).unwrap().0;
    let first_play = (hand3..lines.len()).find(|i| lines[*i].contains("\"play\"")).unwrap();
    let mut cut = lines[..first_play].join("\n");
    cut.push('\n');
    cut.push_str(&lines[first_play][..20]);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cut.jsonl");
    std::fs::write(&path, cut).unwrap();
    let out = tapete().arg("verify").arg(&path).arg("--json").status(0).run();
    let stderr = &out.stderr;
    assert!(stderr.contains(&format!("line {} is incomplete and was ignored", first_play + 1)), "{stderr}");
    let v = out.json();
    // hands 1 and 2 as in the expected file: failed 0/162, made 108/74
    assert_eq!(v["hands"].as_array().unwrap().len(), 2);
    assert_eq!(v["totals"]["Pep+Iker"], 108);
    assert_eq!(v["totals"]["Marta+Olga"], 236);
}

#[test]
fn the_warning_about_a_cut_line_speaks_the_tables_language() {
    let text = example_text("belote-classic-a");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cut.jsonl");
    // the last line cut after 20 bytes: line 189 of the journal
    let keep = text.trim_end().rfind('\n').unwrap() + 21;
    std::fs::write(&path, &text[..keep]).unwrap();
    let stderr = tapete().args(["--lang", "es", "verify"]).arg(&path).run().stderr;
    assert!(stderr.contains("aviso: la línea 189 está incompleta"), "{stderr}");
    assert!(!stderr.contains("warning") && !stderr.contains("incomplete"), "{stderr}");
}

#[test]
fn a_malformed_line_is_named() {
    let text = example_text("belote-es-3p").replacen("\"card\": \"AS\"", "\"cart\": \"AS\"", 1);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.jsonl");
    std::fs::write(&path, text).unwrap();
    let stderr = tapete().arg("verify").arg(&path).status(2).run().stderr;
    assert!(stderr.contains("line 6") && stderr.contains("'card'"), "{stderr}");
}

#[test]
fn a_users_ruleset_travels_inside_the_journal() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("house.yaml");
    let original =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/belote-classic.yaml")).unwrap();
    let house = original.replace("name: belote-classic", "name: house").replace("default: 1000", "default: 300");
    std::fs::write(&rules, &house).unwrap();
    let home = dir.path().join("sessions");
    tapete()
        .args(["new", rules.to_str().unwrap(), "--players", "A,B,C,D"])
        .home(&home)
        .stdin("deal A JH\npass\ntake\n")
        .status(0)
        .run();
    let journal = only_journal(&home);
    let header: serde_json::Value =
        serde_json::from_str(std::fs::read_to_string(&journal).unwrap().lines().next().unwrap()).unwrap();
    assert_eq!(header["ruleset"], "house");
    assert_eq!(header["ruleset_yaml"], house.as_str());
    // The file changes, then disappears: the journal still verifies, with its own rules.
    std::fs::write(&rules, house.replace("default: 300", "default: 500")).unwrap();
    let verify = |extra: &[&str]| tapete().arg("verify").arg(&journal).args(extra).current_dir("/");
    let out = verify(&[]).status(0).run();
    assert!(!out.stderr.contains("has changed"));
    // Naming the changed file on the command line uses it, and says it differs.
    let stderr = verify(&["--ruleset", rules.to_str().unwrap()]).run().stderr;
    assert!(stderr.contains("has changed since this session was recorded"), "{stderr}");
    // verify --json reads the journal as it streams it, and says so too.
    let stderr = verify(&["--json", "--ruleset", rules.to_str().unwrap()]).run().stderr;
    assert!(stderr.contains("has changed since this session was recorded"), "{stderr}");
    std::fs::remove_file(&rules).unwrap();
    verify(&[]).status(0).run();
}

#[test]
fn a_path_inside_a_journal_is_never_opened() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("j.jsonl");
    std::fs::write(
        &journal,
        "{\"type\":\"session\",\"format\":1,\"ruleset\":\"/etc/passwd\",\"players\":[\"A\",\"B\",\"C\",\"D\"]}\n",
    )
    .unwrap();
    let stderr = tapete().arg("verify").arg(&journal).status(2).run().stderr;
    assert!(stderr.contains("line 1") && stderr.contains("--ruleset"), "{stderr}");
    assert!(!stderr.contains("root:"), "{stderr}");
}

#[test]
fn streamed_verify_json_equals_the_whole_replay_with_undos_across_hands() {
    // verify --json folds the journal as it reads it (the entries in force found first); the
    // verdict must be the one the whole replay gives, undo, refused entries and all.
    let text = example_text("belote-classic-b");
    let lines: Vec<&str> = text.lines().collect();
    let deals: Vec<usize> = lines.iter().enumerate().filter(|(_, l)| l.contains("\"deal\"")).map(|(i, _)| i).collect();
    let end1 = deals[1] - 1; // the last play of hand 1
    let mut out: Vec<String> = vec![lines[0].to_string(), r#"{"type":"undo"}"#.to_string()];
    for (i, l) in lines.iter().enumerate().skip(1) {
        out.push(l.to_string());
        if i == end1 + 3 {
            // four undos: hand 2's deal and two bids, and hand 1's last card (the hand is open again),
            // then the same entries again
            for _ in 0..4 {
                out.push(r#"{"type":"undo"}"#.to_string());
            }
            for line in &lines[end1..=end1 + 3] {
                out.push(line.to_string());
            }
            out.push(lines[end1 + 3].to_string()); // a refused repeat, retracted next
            out.push(r#"{"type":"undo"}"#.to_string());
        }
        if i == deals[2] + 6 {
            out.push(lines[deals[2] + 5].to_string()); // refused, stays as an error
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("undos.jsonl");
    std::fs::write(&path, out.join("\n") + "\n").unwrap();
    // Exit 1: an idle undo and a refused entry.
    let streamed = tapete().arg("verify").arg(&path).arg("--json").status(1).run().json();
    let whole = tapete::session::Session::replay(&tapete::journal::Journal::read(&path).unwrap()).unwrap();
    let whole = serde_json::to_value(whole.verdict_json()).unwrap();
    assert_eq!(streamed, whole);
    assert_eq!(streamed["errors"].as_array().unwrap().len(), 2, "{}", streamed["errors"]);
    assert_eq!(
        streamed["totals"],
        expected("belote-classic-b")["totals"],
        "the undone entries typed again leave the same totals"
    );
}

#[test]
fn the_first_bad_line_is_named_whichever_way_the_journal_is_read() {
    // Line 3 lacks its card; line 5 is an `undo` cut in the middle of a complete line; line 6 is
    // not UTF-8; the ruleset is unknown. `verify` and `verify --json` both name line 3 (the
    // streaming read's quick first pass must not report a later line, nor the ruleset, first).
    let mut text = example_text("belote-classic-a");
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    lines[2] = r#"{"type": "bid", "player": "Marta"}"#.into();
    lines[4] = r#"{"type": "undo", "#.into();
    text = lines.join("\n") + "\n";
    let mut bytes = text.into_bytes();
    let sixth = bytes.iter().enumerate().filter(|(_, b)| **b == b'\n').nth(4).unwrap().0 + 2;
    bytes[sixth] = 0xff;
    for ruleset in ["belote-classic", "no-such-ruleset"] {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bad.jsonl");
        let mut b = bytes.clone();
        if ruleset != "belote-classic" {
            b = String::from_utf8_lossy(&b).replace("\"belote-classic\"", "\"no-such-ruleset\"").into_bytes();
            let sixth = b.iter().enumerate().filter(|(_, c)| **c == b'\n').nth(4).unwrap().0 + 2;
            b[sixth] = 0xff;
        }
        std::fs::write(&path, &b).unwrap();
        for json in [false, true] {
            let flags: &[&str] = if json { &["--json"] } else { &[] };
            let stderr = tapete().arg("verify").arg(&path).args(flags).status(2).run().stderr;
            assert!(stderr.contains("line 3") && stderr.contains("'call'"), "{ruleset} json={json}: {stderr}");
        }
    }
}

#[test]
fn verify_json_that_exits_2_prints_nothing_on_standard_output() {
    // The example's first four hands dealt again and again (as in the replay benchmark), under a
    // target nobody reaches: 600 hands, whose verdict is far longer than the 64 KiB the output
    // holds before it writes.
    let text = example_text("belote-classic-a").replace("\"target\": 501", "\"target\": 1000000000");
    let mut lines = text.lines();
    let header = lines.next().unwrap();
    let mut hands: Vec<Vec<&str>> = Vec::new();
    for l in lines {
        if l.contains("\"deal\"") {
            hands.push(Vec::new());
        }
        hands.last_mut().unwrap().push(l);
    }
    let mut long = vec![header];
    for i in 0..600 {
        long.extend(&hands[i % 4]);
    }
    let dir = tempfile::tempdir().unwrap();
    let run = |name: &str, lines: &[&str]| {
        let path = dir.path().join(name);
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
        tapete().arg("verify").arg(&path).arg("--json").run()
    };
    let whole = run("long.jsonl", &long);
    assert_eq!(whole.code, Some(0));
    assert!(whole.stdout_bytes.len() > 1 << 16, "{} bytes", whole.stdout_bytes.len());
    // Forty undos, then the forty entries they retracted typed again: the same verdict. They are
    // placed so that the middle of the file falls among the undos.
    let undo = r#"{"type": "undo"}"#;
    let k = 40;
    // before[i]: the bytes of the lines before line index i.
    let before: Vec<usize> = std::iter::once(0)
        .chain(long.iter().scan(0, |sum, l| {
            *sum += l.len() + 1;
            Some(*sum)
        }))
        .collect();
    let undos = k * (undo.len() + 1);
    let m = (k..long.len())
        .find(|&m| {
            let (off, len) = (before[m], before[long.len()] + undos + before[m] - before[m - k]);
            off + undo.len() < len / 2 && len / 2 + undo.len() + 1 < off + undos
        })
        .unwrap();
    let mut undone = long.clone();
    let again: Vec<&str> = long[m - k..m].to_vec();
    undone.splice(m..m, std::iter::repeat_n(undo, k).chain(again));
    let out = run("undone.jsonl", &undone);
    assert_eq!(out.code, Some(0));
    assert!(out.stdout_bytes == whole.stdout_bytes, "undone and typed again, the verdict differs");
    // A play without its card: the last line, a line in hand 150, the last line of the example.
    let bad = r#"{"type": "play", "player": "Pep"}"#;
    let mut at_end = long.clone();
    at_end.push(bad);
    let mut inside = long.clone();
    // (Line 1 is the header; hand 150 starts after the 149 hands before it.)
    let hand150 = 1 + (0..149).map(|i| hands[i % 4].len()).sum::<usize>();
    inside.insert(hand150 + 3, bad);
    let short: Vec<&str> = text.lines().chain([bad]).collect();
    for (name, lines, line) in [
        ("end.jsonl", &at_end, at_end.len()),
        ("inside.jsonl", &inside, hand150 + 4),
        ("short.jsonl", &short, short.len()),
    ] {
        let out = run(name, lines);
        let stderr = &out.stderr;
        assert_eq!(out.code, Some(2), "{name}: {stderr}");
        assert!(stderr.contains(&format!("line {line}:")) && stderr.contains("'card'"), "{name}: {stderr}");
        assert_eq!(out.stdout, "", "{name}: part of a verdict was printed");
    }
}
