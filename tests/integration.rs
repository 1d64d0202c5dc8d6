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
mod concours_coinche;
mod concours_corrections;
mod concours_count;
mod concours_from;
mod concours_journal;
mod concours_lang;
mod concours_out;
mod concours_refusals;
mod concours_rematches;
mod concours_totals;
mod config;
mod examples;
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
mod serve_start;
mod sessions_cache;
mod simulate;
mod stats;
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
