//! `tapete summary` in all four formats, on an example journal with entry times added (fixed
//! clock: one entry every 15 s from 18:00) and a fixed width. The scores in these snapshots are
//! those of `shared/examples/belote-classic-a.expected.json`.

mod common;

use std::path::Path;

fn timed_journal(dir: &Path) -> std::path::PathBuf {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/examples/belote-classic-a.jsonl");
    let start = chrono::DateTime::parse_from_rfc3339("2026-11-22T18:00:00Z").unwrap();
    let mut out = String::new();
    for (i, line) in std::fs::read_to_string(src).unwrap().lines().enumerate() {
        let mut v: serde_json::Value = serde_json::from_str(line).unwrap();
        let at = start + chrono::Duration::seconds(15 * i as i64);
        v["at"] = serde_json::Value::String(at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true));
        out.push_str(&v.to_string());
        out.push('\n');
    }
    let path = dir.join("classic-a.jsonl");
    std::fs::write(&path, out).unwrap();
    path
}

fn summary(format: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = timed_journal(dir.path());
    let out = common::tapete()
        .args(["summary", "--format", format])
        .arg(&path)
        .env("COLUMNS", "120")
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn summary_table() {
    let s = summary("table");
    assert!(s.contains("Winner: Marta+Olga"));
    // Running totals hand by hand (the expected file's scores): Pep+Iker 0 0 108 108 228 294,
    // Marta+Olga 0 162 236 418 460 556; on one scale 0..556 in eight blocks (value/556 × 7,
    // rounded): 0 0 1 1 3 4 and 0 2 3 5 6 7.
    assert!(s.contains("Pep+Iker   ▁▁▂▂▄▅ 294\n"), "{s}");
    assert!(s.contains("Marta+Olga ▁▃▄▆▇█ 556\n"), "{s}");
    insta::assert_snapshot!(s);
}

#[test]
fn summary_markdown() {
    insta::assert_snapshot!(summary("markdown"));
}

#[test]
fn summary_csv() {
    let s = summary("csv");
    // totals worked out in the expected file: 294 and 556
    assert!(s.lines().any(|l| l.starts_with("total,") && l.contains(",294,556,")), "{s}");
    insta::assert_snapshot!(s);
}

#[test]
fn summary_json() {
    let s = summary("json");
    let v: serde_json::Value = serde_json::from_str(&s).unwrap();
    assert_eq!(v["stats"]["made"], 3);
    assert_eq!(v["stats"]["failed"], 2);
    // 189 lines, 15 s apart: the last entry is 188 × 15 s after the header
    assert_eq!(v["seconds"], 188 * 15);
    insta::assert_snapshot!(s);
}

#[test]
fn summary_html_is_one_self_contained_page_with_the_chart_and_every_hand() {
    let s = summary("html");
    let doc = roxmltree::Document::parse_with_options(
        &s,
        roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() },
    )
    .unwrap_or_else(|e| panic!("{e}: {s}"));
    let all: Vec<roxmltree::Node> = doc.descendants().filter(|n| n.is_element()).collect();
    // The chart: one line per side, named, in an inline SVG.
    let lines: Vec<&str> =
        all.iter().filter(|n| n.tag_name().name() == "polyline").filter_map(|n| n.attribute("data-side")).collect();
    assert_eq!(lines, ["Pep+Iker", "Marta+Olga"]);
    // Every hand of the example: five, with the breakdown row after each.
    let hands: Vec<&str> = all.iter().filter_map(|n| n.attribute("data-hand")).collect();
    assert_eq!(hands, ["1", "2", "3", "4", "5"]);
    assert_eq!(all.iter().filter(|n| n.attribute("class") == Some("why")).count(), 5);
    let text: String = doc.descendants().filter(|n| n.is_text()).map(|n| n.text().unwrap_or("")).collect();
    assert!(text.contains("Marta+Olga 556") && text.contains("cards +152"), "{text}");
    // Nothing to fetch and nothing to run: no script, no src or href anywhere.
    assert!(!all.iter().any(|n| n.tag_name().name() == "script"));
    assert!(!all.iter().any(|n| n.attribute("src").is_some() || n.attribute("href").is_some()));
    assert!(all.iter().any(|n| n.tag_name().name() == "style"));
}

#[test]
fn a_penalised_renounce_is_part_of_the_night_and_summary_exits_0() {
    // Example belote-classic-b has three renounces the rules scored (its verdict lists them):
    // `verify`, the dispute tool, exits 1; `summary` prints the night and exits 0. An entry that
    // cannot be applied makes `summary` exit 1 (and it is listed).
    let src = common::examples().join("belote-classic-b.jsonl");
    let status = |cmd: &str, file: &Path| {
        common::tapete().arg(cmd).arg(file).env("NO_COLOR", "1").output().unwrap().status.code()
    };
    assert_eq!(status("verify", &src), Some(1));
    assert_eq!(status("summary", &src), Some(0));
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.jsonl");
    let mut text = std::fs::read_to_string(&src).unwrap();
    text.push_str("{\"type\":\"play\",\"player\":\"Zorro\",\"card\":\"AS\"}\n");
    std::fs::write(&bad, text).unwrap();
    let out = common::tapete().arg("summary").arg(&bad).env("NO_COLOR", "1").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Zorro"), "{}", String::from_utf8_lossy(&out.stderr));
}
