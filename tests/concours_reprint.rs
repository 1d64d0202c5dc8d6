//! `concours draw --format …` while the current round's results are awaited prints that round
//! again and writes nothing (docs/concours.md), in every format, so that `draw` then
//! `draw --format html > r1.html` prints the sheets of the round just drawn; a plain `draw` is
//! still refused while results are missing, and a format asked for once the round is complete
//! draws the next one. The README's concours recipe runs as written, command after command.

use crate::support::concours::{bye, tables, Club};
use crate::support::tapete;
use std::path::Path;

const SEVEN: &str = "Ana+Luis,Marta+Pep,Eva+Juan,Rosa+Tomas,Nuria+Pablo,Carmen+Iker,Lola+Dani";

fn seven(lang: &str) -> Club {
    Club::new(&[
        "Fiesta",
        "--ruleset",
        "belote-classic",
        "--teams",
        SEVEN,
        "--rounds",
        "3",
        "--hands",
        "4",
        "--seed",
        "11",
        "--lang",
        lang,
    ])
}

/// Every number in `text`.
fn numbers(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty()).map(|s| s.parse().unwrap()).collect()
}

#[test]
fn while_a_round_is_in_play_every_format_prints_it_again_and_writes_nothing() {
    let club = seven("en");
    let d = club.draw();
    let t = tables(&d);
    assert_eq!(t.len(), 3, "seven teams: three tables and a bye: {d}");
    let b = bye(&d).unwrap();
    let before = club.bytes();
    let again = |args: &[&str]| {
        let out = club.cmd(args).status(0).run();
        assert_eq!(club.bytes(), before, "{args:?}: nothing written");
        // Said once on standard error: the round in play, the tables awaited.
        assert_eq!(out.stderr.lines().count(), 1, "{args:?}: {}", out.stderr);
        assert!(out.stderr.starts_with("Round 1 is in play"), "{}", out.stderr);
        assert_eq!(numbers(&out.stderr), [1, 1, 2, 3], "{}", out.stderr);
        out
    };
    assert_eq!(again(&["draw", "--format", "json"]).json(), d);
    assert_eq!(again(&["draw", "--json"]).json(), d);
    let text = again(&["draw", "--format", "text"]).stdout;
    let mut want = vec!["Round 1 of 3".to_string()];
    want.extend(t.iter().map(|(n, [x, y])| format!("Table {n}: {x} – {y}")));
    want.push(format!("Bye: {b}"));
    assert_eq!(text.lines().collect::<Vec<_>>(), want, "no 'drawn' line: nothing was drawn");
    let md = again(&["draw", "--format", "markdown"]).stdout;
    let mut want_md = vec!["## Round 1 of 3".to_string(), String::new()];
    want_md.extend(want[1..].iter().map(|l| format!("- {l}")));
    assert_eq!(md.lines().collect::<Vec<_>>(), want_md);
    let html = again(&["draw", "--format", "html"]).stdout;
    let doc = roxmltree::Document::parse(html.trim_start_matches("<!DOCTYPE html>")).unwrap();
    let sheets: Vec<_> =
        doc.descendants().filter(|n| n.has_tag_name("section") && n.has_attribute("data-table")).collect();
    assert_eq!(sheets.len(), 3, "one sheet per table");
    // A plain draw is still refused while results are missing, naming the tables.
    let err = club.refused(&["draw"]);
    assert!(numbers(&err).ends_with(&[1, 2, 3]), "{err}");
    // Once the round is complete, a format asked for draws the next round.
    for (n, [x, y]) in &t {
        // 4 hands: 162 × 4 = 648 between the two teams.
        club.ok(&["result", "--table", &n.to_string(), "--score", &format!("{x}=400"), "--score", &format!("{y}=248")]);
    }
    let lines = club.lines().len();
    let d2 = club.ok(&["draw", "--format", "json"]).json();
    assert_eq!(d2["round"], 2, "{d2}");
    assert_eq!(club.lines().len(), lines + 1, "round 2's draw written");
}

#[test]
fn the_round_in_play_is_said_in_the_concours_s_language() {
    for (lang, start) in [("es", "La ronda 1 está en juego"), ("fr", "Le tour 1 est en cours")] {
        let club = seven(lang);
        club.draw();
        let out = club.cmd(&["draw", "--format", "markdown"]).status(0).run();
        assert!(out.stderr.starts_with(start), "{lang}: {}", out.stderr);
        assert!(
            out.stdout.starts_with(if lang == "es" { "## Ronda 1 de 3" } else { "## Tour 1 sur 3" }),
            "{}",
            out.stdout
        );
    }
}

/// A command line as a shell reads it: words split at blanks, double quotes kept together, a
/// comment after `#`, a redirection `> FILE`, `&` at the end.
struct ShellLine {
    words: Vec<String>,
    comment: String,
    to: Option<String>,
    background: bool,
}

fn shell_line(line: &str) -> ShellLine {
    let (mut words, mut word, mut quoted, mut started) = (Vec::new(), String::new(), false, false);
    let mut comment = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            '#' if !quoted && !started => {
                comment = chars.collect();
                break;
            }
            c if c.is_whitespace() && !quoted => {
                if started {
                    words.push(std::mem::take(&mut word));
                }
                started = false;
            }
            c => {
                word.push(c);
                started = true;
            }
        }
    }
    if started {
        words.push(word);
    }
    let background = words.last().is_some_and(|w| w == "&");
    if background {
        words.pop();
    }
    let to = words.iter().position(|w| w == ">").map(|k| {
        let f = words[k + 1].clone();
        words.truncate(k);
        f
    });
    ShellLine { words, comment, to, background }
}

/// The README's concours recipe, its lines joined where they end in `\`.
fn recipe() -> Vec<String> {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let section = readme.split("## A concours: the evening in commands").nth(1).expect("the README's concours section");
    let block = section.split("```sh\n").nth(1).unwrap().split("```").next().unwrap();
    let mut out: Vec<String> = Vec::new();
    let mut joining = false;
    for l in block.lines() {
        if joining {
            out.last_mut().unwrap().push_str(l.trim_start());
        } else if !l.trim().is_empty() && !l.starts_with('#') {
            out.push(l.to_string());
        }
        joining = out.last().is_some_and(|x| x.ends_with('\\'));
        if joining {
            let last = out.last_mut().unwrap();
            last.pop();
            last.push(' ');
        }
    }
    out
}

#[test]
fn the_readme_s_concours_recipe_runs_as_written() {
    let home = tempfile::tempdir().unwrap();
    let lines = recipe();
    assert!(lines.len() >= 10, "{lines:?}");
    for line in &lines {
        let l = shell_line(line);
        assert_eq!(l.words[0], "tapete", "{line}");
        if l.background {
            // The projector page serves until stopped: it is tried in concours_out.
            assert_eq!(l.words[1..3], ["concours", "board"], "{line}");
            continue;
        }
        // What the recipe says is refused must be, and everything else must work.
        let code = if l.comment.contains("refused") { 2 } else { 0 };
        let out = tapete().home(home.path()).current_dir(home.path()).args(&l.words[1..]).status(code).run();
        if let Some(f) = l.to {
            assert!(!out.stdout.is_empty(), "{line}: nothing to write into {f}");
            assert!(out.stdout.contains("<!DOCTYPE html>"), "{line}");
        }
    }
    let last = shell_line(lines.last().unwrap());
    assert_eq!(last.words[1..3], ["concours", "verify"], "the recipe ends with verify, which passed");
}
