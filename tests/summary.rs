//! `tapete summary` in all four formats, on an example journal with entry times added (fixed
//! clock: one entry every 15 s from 18:00) and a fixed width. The scores in these snapshots are
//! those of `shared/examples/belote-classic-a.expected.json`.

use crate::support::{csv_fields, example, example_text, expected, tapete};
use std::path::Path;

fn timed_journal(dir: &Path) -> std::path::PathBuf {
    let start = chrono::DateTime::parse_from_rfc3339("2026-11-22T18:00:00Z").unwrap();
    let mut out = String::new();
    for (i, line) in example_text("belote-classic-a").lines().enumerate() {
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
    let out = tapete()
        .args(["summary", "--format", format])
        .arg(&path)
        .env("COLUMNS", "120")
        .env("NO_COLOR", "1")
        .status(0)
        .run();
    out.utf8_stdout().to_string()
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
    let src = example("belote-classic-b");
    tapete().arg("verify").arg(&src).env("NO_COLOR", "1").status(1).run();
    tapete().arg("summary").arg(&src).env("NO_COLOR", "1").status(0).run();
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.jsonl");
    let mut text = std::fs::read_to_string(&src).unwrap();
    text.push_str("{\"type\":\"play\",\"player\":\"Zorro\",\"card\":\"AS\"}\n");
    std::fs::write(&bad, text).unwrap();
    let err = tapete().arg("summary").arg(&bad).env("NO_COLOR", "1").status(1).run().stderr;
    assert!(err.contains("Zorro"), "{err}");
}

/// The cells of one Markdown table row: split at the pipes that are not escaped.
fn markdown_cells(line: &str) -> Vec<String> {
    let inner = line.trim().strip_prefix('|').and_then(|l| l.strip_suffix('|')).unwrap_or_else(|| panic!("{line}"));
    let (mut cells, mut cell, mut chars) = (Vec::new(), String::new(), inner.chars());
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                cell.push(c);
                cell.extend(chars.next());
            }
            '|' => cells.push(std::mem::take(&mut cell).trim().to_string()),
            c => cell.push(c),
        }
    }
    cells.push(cell.trim().to_string());
    cells
}

#[test]
fn names_a_spreadsheet_would_run_stay_text_and_a_pipe_stays_in_its_cell() {
    let dir = tempfile::tempdir().unwrap();
    let path = timed_journal(dir.path());
    // The example with names a spreadsheet reads as formulas, and one holding a pipe (the journal
    // may name them even though `new` would refuse some).
    let renamed = [("Pep", "-Pep"), ("Marta", "=HYPERLINK(\"http://x.y\")"), ("Iker", "A|B"), ("Olga", "@Olga")];
    let name = |n: &str| renamed.iter().find(|(o, _)| *o == n).map(|(_, r)| *r).unwrap_or_else(|| panic!("{n}"));
    let mut text = std::fs::read_to_string(&path).unwrap();
    for (old, new) in renamed {
        text = text.replace(&format!("\"{old}\""), &serde_json::to_string(new).unwrap());
    }
    std::fs::write(&path, text).unwrap();
    let run = |format: &str| {
        tapete().args(["summary", "--format", format]).arg(&path).status(0).run().utf8_stdout().to_string()
    };
    // The hand-worked verdict of the example: dealers, takers, scores and totals.
    let want = expected("belote-classic-a");
    let side = |s: &str| s.split('+').map(name).collect::<Vec<_>>().join("+");
    let sides = ["Pep+Iker", "Marta+Olga"];

    // CSV: a text cell starting with = @ + - gets a leading ' (OWASP's CSV injection advice);
    // numbers stay numbers. Columns: Hand, Dealer, Taker, Trump, the two sides, Result, Time.
    let csv = run("csv");
    let rows: Vec<Vec<String>> = csv.lines().map(csv_fields).collect();
    assert_eq!(rows[0][4..6], ["'-Pep+A|B", "'=HYPERLINK(\"http://x.y\")+@Olga"], "{csv}");
    let text = |n: &str| if n.starts_with(['=', '@', '+', '-']) { format!("'{n}") } else { n.to_string() };
    let hands = want["hands"].as_array().unwrap();
    for (h, row) in hands.iter().zip(&rows[1..]) {
        assert_eq!(row[1], text(name(h["dealer"].as_str().unwrap())), "{csv}");
        assert_eq!(row[2], text(name(h["taker"].as_str().unwrap())), "{csv}");
        for (k, s) in sides.iter().enumerate() {
            assert_eq!(row[4 + k], h["score"][s].to_string(), "{csv}");
        }
    }
    // The totals, 294 and 556 in the expected file.
    let total = &rows[hands.len() + 1];
    assert_eq!(total[4..6], ["294", "556"], "{csv}");
    // The raw line: the quote of the HYPERLINK side is doubled inside a quoted field.
    assert!(csv.lines().next().unwrap().contains(",\"'=HYPERLINK(\"\"http://x.y\"\")+@Olga\","), "{csv}");

    // Markdown: a pipe in a name is escaped, so every row has as many cells as the header.
    let md = run("markdown");
    let table: Vec<Vec<String>> = md.lines().filter(|l| l.starts_with('|')).map(markdown_cells).collect();
    assert_eq!(table[0].len(), 8, "{md}");
    assert!(table.iter().all(|r| r.len() == 8), "{md}");
    assert_eq!(table[0][4..6], [side(sides[0]).replace('|', "\\|"), side(sides[1])], "{md}");
    // Hand 3 was dealt and taken by Iker, now A|B.
    assert_eq!(table[4][1..3], ["A\\|B", "A\\|B"], "{md}");
}

#[test]
fn the_statistics_line_says_only_what_the_game_counts() {
    // belote-classic plays contracts (made, failed, litige); belote-es scores points: no contract
    // by default (RULES.md), so nothing is made, failed or held in litige.
    let line = |name: &str| {
        let out = tapete().arg("summary").arg(example(name)).status(0).run();
        out.utf8_stdout().lines().find(|l| l.starts_with("Hands: ")).map(String::from).unwrap()
    };
    let classic = line("belote-classic-a");
    assert!(
        classic.contains(" · made ") && classic.contains(" · litige ") && classic.contains(" · belotes "),
        "{classic}"
    );
    let es = line("belote-es-pairs");
    assert!(!es.contains("made") && !es.contains("failed") && !es.contains("litige"), "{es}");
    assert!(es.contains(" · capots ") && es.contains(" · belotes "), "{es}");
}

/// A wrong entry set right by an `undo` or an `amend` after many hands: `summary` (every format)
/// and `stats` give what they give for the journal written right in the first place. (They read
/// the journal once while no entry is an undo or an amend, and start again at the first.)
#[test]
fn an_undo_or_an_amend_late_in_a_journal_gives_the_journal_written_right() {
    let text = example_text("belote-classic-a");
    let lines: Vec<&str> = text.lines().collect();
    // The last play, in the last hand.
    let k = lines.iter().rposition(|l| l.contains("\"play\"")).unwrap();
    assert!(k > lines.len() / 2);
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, lines: &[String]| {
        let sub = dir.path().join(name);
        std::fs::create_dir(&sub).unwrap();
        let path = sub.join("j.jsonl");
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
        (sub, path)
    };
    let own = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let right = write("right", &own(&lines));
    // A note entered by mistake then undone, then twice (an undo of the undo's entry is no entry).
    let mut undone = own(&lines[..k]);
    undone.push(r#"{"type": "note", "text": "wrong"}"#.into());
    undone.push(r#"{"type": "undo"}"#.into());
    undone.extend(own(&lines[k..]));
    let undone = write("undone", &undone);
    // That play first written as a note, then amended to the play.
    let mut amended = own(&lines);
    amended[k] = r#"{"type": "note", "text": "wrong"}"#.into();
    amended.push(format!(r#"{{"type": "amend", "line": {}, "entry": {}}}"#, k + 1, lines[k]));
    let amended = write("amended", &amended);
    let run = |args: &[&str], path: &Path| {
        tapete().args(args).arg(path).env("COLUMNS", "120").env("NO_COLOR", "1").run().utf8_stdout().to_string()
    };
    for format in ["table", "json", "csv", "markdown"] {
        let want = run(&["summary", "--format", format], &right.1);
        assert!(want.contains("Marta+Olga"), "{want}");
        assert_eq!(run(&["summary", "--format", format], &undone.1), want, "undo, {format}");
        assert_eq!(run(&["summary", "--format", format], &amended.1), want, "amend, {format}");
    }
    let want = run(&["stats"], &right.0);
    assert!(want.contains("Marta"), "{want}");
    assert_eq!(run(&["stats"], &undone.0), want);
    assert_eq!(run(&["stats"], &amended.0), want);
}
