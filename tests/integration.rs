//! The integration tests, one program: each file of `tests/` is a module of it, and `support`
//! holds what they share. One program is linked once (each file used to be a program of its
//! own, linking the whole crate again); `cargo test --test integration amend::` runs one file.
//!
//! Cargo.toml sets `autotests = false`, so a file left out of the list below would never be
//! compiled nor run: `every_test_file_is_a_module` fails when one is.

mod support;

mod amend;
mod audit_belote_es;
mod audit_bestia;
mod audit_perejila;
mod belote;
mod belote_say;
mod bestia;
mod board;
mod cards;
mod coinche;
mod coinche_engine;
mod coinche_reports;
mod coinche_table;
mod concours_admin;
mod concours_amend;
mod concours_coinche;
mod concours_corrections;
mod concours_count;
mod concours_from;
mod concours_in_play;
mod concours_journal;
mod concours_lang;
mod concours_late;
mod concours_out;
mod concours_refusals;
mod concours_rematches;
mod concours_reprint;
mod concours_scale;
mod concours_serve;
mod concours_serve_browser;
mod concours_teams_file;
mod concours_totals;
mod config;
mod examples;
mod formats;
mod gallery;
mod gallery_concours;
mod gallery_rulesets;
mod hands;
mod hostile;
mod http_abuse;
mod journal;
mod journal_lock;
mod judge;
mod languages;
mod layers;
mod letters;
mod long;
mod markdown;
mod newcomer;
mod perejila;
mod phone;
mod pty;
mod pty_languages;
mod reader_gone;
mod referee;
mod report_lang;
mod rules_check;
mod rules_show;
mod ruleset_numbers;
mod serve;
mod serve_browser;
mod serve_coinche;
mod serve_end;
mod serve_held;
mod serve_quick;
mod serve_seats;
mod serve_sections;
mod serve_sections_browser;
mod serve_start;
mod serve_table_night;
mod session_names;
mod sessions_cache;
mod sessions_concours;
mod simulate;
mod stats;
mod stdin;
mod summary;
mod table;
mod tally;
mod trust;
mod typed;
mod usage;
mod words;

use std::path::Path;

/// The `mod` lines of a Rust file: the names it declares as its modules.
fn declared_modules(file: &Path) -> Vec<String> {
    std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .filter_map(|l| {
            let l = l.trim();
            let l = l.strip_prefix("pub ").unwrap_or(l);
            l.strip_prefix("mod ")?.strip_suffix(';').map(str::to_string)
        })
        .collect()
}

/// Every Rust file in `dir`, and every folder of it holding a `mod.rs`, must be declared by
/// `owner` (the program's file for `tests/`, the folder's `mod.rs` below it).
fn check_folder(dir: &Path, owner: &Path, forgotten: &mut Vec<String>, checked: &mut usize) {
    let declared = declared_modules(owner);
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let module = path.join("mod.rs");
        let is_module = if path.is_dir() {
            module.is_file()
        } else {
            path.extension().is_some_and(|e| e == "rs") && path != owner && name != "mod"
        };
        if !is_module {
            continue;
        }
        *checked += 1;
        if !declared.contains(&name) {
            forgotten.push(format!("{}: no `mod {name};` in {}", path.display(), owner.display()));
        }
        if path.is_dir() {
            check_folder(&path, &module, forgotten, checked);
        }
    }
}

#[test]
fn every_test_file_is_a_module() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tests = root.join("tests");
    let (mut forgotten, mut checked) = (Vec::new(), 0);
    check_folder(&tests, &tests.join("integration.rs"), &mut forgotten, &mut checked);
    assert!(forgotten.is_empty(), "never compiled nor run:\n{}", forgotten.join("\n"));
    assert!(checked > 25, "only {checked} test files found in {}", tests.display());
    // This file is the only test program: no other is built from tests/ behind its back.
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    assert!(manifest.lines().any(|l| l.trim() == "autotests = false"), "Cargo.toml: autotests = false");
    assert_eq!(manifest.matches("[[test]]").count(), 1, "Cargo.toml: one [[test]]");
    assert!(manifest.contains("path = \"tests/integration.rs\""), "Cargo.toml: the [[test]] is this file");
}

/// `support::browser::BROWSER_TESTS` is every test that starts a browser, each asking
/// `browser::skipped()` first: each name listed is a test of its file that asks, and a file
/// asks as many times as it has tests listed.
#[test]
fn every_browser_test_is_listed_and_asks_first() {
    use support::browser::BROWSER_TESTS;
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files: Vec<String> = BROWSER_TESTS.iter().map(|t| t.split("::").next().unwrap().to_string()).collect();
    files.dedup();
    for file in &files {
        let text = std::fs::read_to_string(tests.join(format!("{file}.rs"))).unwrap();
        let listed: Vec<&str> = BROWSER_TESTS.iter().filter_map(|t| t.strip_prefix(&format!("{file}::")[..])).collect();
        for name in &listed {
            let start = format!("#[test]\nfn {name}() {{\n    if browser::skipped() {{\n        return;\n    }}\n");
            assert!(
                text.contains(&start),
                "{file}::{name}: not a test of tests/{file}.rs that asks browser::skipped() first"
            );
        }
        assert_eq!(text.matches("browser::skipped()").count(), listed.len(), "tests/{file}.rs");
    }
    // No other file starts a browser.
    for entry in std::fs::read_dir(&tests).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.extension().is_some_and(|e| e == "rs") && !files.contains(&name) && name != "integration" {
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(
                !text.contains("Browser::"),
                "{}: starts a browser and has no test in BROWSER_TESTS",
                path.display()
            );
        }
    }
}

/// The browser tests a run says it skipped are those the test harness runs with its arguments.
#[test]
fn the_skipped_browser_tests_named_are_those_the_arguments_select() {
    use support::browser::selected;
    let tests = ["board::a_board", "phone::a_phone", "phone::a_summary"];
    let run = |args: &[&str]| selected(&tests, &args.iter().map(|a| a.to_string()).collect::<Vec<_>>());
    assert_eq!(run(&[]), tests);
    assert_eq!(run(&["--test-threads", "2", "--nocapture"]), tests);
    assert_eq!(run(&["phone::"]), ["phone::a_phone", "phone::a_summary"]);
    assert_eq!(run(&["board", "summary"]), ["board::a_board", "phone::a_summary"]);
    assert_eq!(run(&["phone::", "--skip", "summary"]), ["phone::a_phone"]);
    assert_eq!(run(&["--skip=phone"]), ["board::a_board"]);
    assert_eq!(run(&["--exact", "phone::a_phone"]), ["phone::a_phone"]);
    assert_eq!(run(&["--exact", "phone"]), Vec::<&str>::new());
    assert_eq!(run(&["--format", "phone", "board"]), ["board::a_board"]);
    assert_eq!(run(&["layers"]), Vec::<&str>::new());
}
