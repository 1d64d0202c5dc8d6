//! Journals that lose nothing: a cut-short last line, a malformed line, a ruleset that changed.

use assert_cmd::Command;
use std::path::Path;

fn example(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/examples/{name}.jsonl")))
        .unwrap()
}

#[test]
fn a_journal_cut_mid_line_still_reports_the_complete_hands() {
    let text = example("belote-classic-a");
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
    let out = Command::cargo_bin("tapete").unwrap().arg("verify").arg(&path).arg("--json").output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains(&format!("line {} is incomplete and was ignored", first_play + 1)), "{stderr}");
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // hands 1 and 2 as in the expected file: failed 0/162, made 108/74
    assert_eq!(v["hands"].as_array().unwrap().len(), 2);
    assert_eq!(v["totals"]["Pep+Iker"], 108);
    assert_eq!(v["totals"]["Marta+Olga"], 236);
}

#[test]
fn the_warning_about_a_cut_line_speaks_the_tables_language() {
    let text = example("belote-classic-a");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cut.jsonl");
    // the last line cut after 20 bytes: line 189 of the journal
    let keep = text.trim_end().rfind('\n').unwrap() + 21;
    std::fs::write(&path, &text[..keep]).unwrap();
    let out = Command::cargo_bin("tapete").unwrap().args(["--lang", "es", "verify"]).arg(&path).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("aviso: la línea 189 está incompleta"), "{stderr}");
    assert!(!stderr.contains("warning") && !stderr.contains("incomplete"), "{stderr}");
}

#[test]
fn a_malformed_line_is_named() {
    let text = example("belote-es-3p").replacen("\"card\": \"AS\"", "\"cart\": \"AS\"", 1);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.jsonl");
    std::fs::write(&path, text).unwrap();
    let out = Command::cargo_bin("tapete").unwrap().arg("verify").arg(&path).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
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
    let out = Command::cargo_bin("tapete")
        .unwrap()
        .args(["new", rules.to_str().unwrap(), "--players", "A,B,C,D"])
        .env("TAPETE_HOME", &home)
        .write_stdin("A JH\npass\ntake\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let journal = std::fs::read_dir(&home).unwrap().next().unwrap().unwrap().path();
    let header: serde_json::Value =
        serde_json::from_str(std::fs::read_to_string(&journal).unwrap().lines().next().unwrap()).unwrap();
    assert_eq!(header["ruleset"], "house");
    assert_eq!(header["ruleset_yaml"], house.as_str());
    // The file changes, then disappears: the journal still verifies, with its own rules.
    std::fs::write(&rules, house.replace("default: 300", "default: 500")).unwrap();
    let verify = |extra: &[&str]| {
        Command::cargo_bin("tapete").unwrap().arg("verify").arg(&journal).args(extra).current_dir("/").output().unwrap()
    };
    let out = verify(&[]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("has changed"));
    // Naming the changed file on the command line uses it, and says it differs.
    let out = verify(&["--ruleset", rules.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(stderr.contains("has changed since this session was recorded"), "{stderr}");
    std::fs::remove_file(&rules).unwrap();
    assert_eq!(verify(&[]).status.code(), Some(0));
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
    let out = Command::cargo_bin("tapete").unwrap().arg("verify").arg(&journal).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("line 1") && stderr.contains("--ruleset"), "{stderr}");
    assert!(!stderr.contains("root:"), "{stderr}");
}
