//! A whole session of each game at a Spanish and at a French table — help, a mistyped card, a
//! refused entry, renounces, hand results and their breakdowns, the end-of-night summary — prints
//! no English; `resume` keeps the journal's language; help names this game's entries only.

use crate::support::{example, new_args_of, simulated, tapete, typed_in_full_in, typed_lines_in};
use std::path::Path;

/// Words that only an English sentence would hold (player names and codes are chosen so as not
/// to be English).
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "is",
    "was",
    "not",
    "of",
    "to",
    "card",
    "cards",
    "trick",
    "tricks",
    "hand",
    "dealer",
    "winner",
    "totals",
    "played",
    "passed",
    "everyone",
    "saved",
    "continue",
    "bidding",
    "turned",
    "announces",
    "announced",
    "shows",
    "draws",
    "retracted",
    "entry",
    "entries",
    "help",
    "undo",
    "quit",
    "take",
    "takes",
    "plays",
    "nobody",
    "made",
    "failed",
    "pays",
    "wins",
    "stays",
    "chips",
    "square",
    "squares",
    "warning",
    "started",
    "lasted",
    "hands",
    "redeals",
    "carries",
    "alone",
    "every",
    "known",
    "hold",
    "did",
    "follow",
    "beat",
    "trump",
];

fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic() && c != '\'')
        .map(|w| w.to_lowercase())
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect()
}

fn run(args: &[String], home: &Path, input: &str) -> (i32, String) {
    let out = tapete()
        .args(args)
        .home(home)
        .env("COLUMNS", "140")
        .env("TAPETE_NOW", "2026-11-22T18:03:00Z")
        .stdin(input)
        .run();
    // Prompts and notices on standard error, the end-of-night summary on standard output.
    (out.code.unwrap_or(-1), out.stderr + &out.stdout)
}

/// Play `lines` at a table in `lang` after help, a mistyped card and an entry out of turn,
/// then end the session; the whole output must hold no English.
fn whole_session(journal: &Path, lines: Vec<String>, lang: &str, out_of_turn: &str) -> String {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("noche.jsonl");
    let mut args = new_args_of(journal, &file);
    args.extend(["--lang".to_string(), lang.to_string()]);
    let help = if lang == "es" { "ayuda" } else { "aide" };
    let mut input = vec![help.to_string(), "banana".to_string()];
    input.push(lines[0].clone());
    input.push(out_of_turn.to_string());
    input.extend(lines[1..].iter().cloned());
    input.push("fin".to_string()); // the end, in both languages
    let (code, text) = run(&args, home.path(), &(input.join("\n") + "\n"));
    assert_eq!(code, 0, "{text}");
    let shown = text.replace(&file.display().to_string(), "JOURNAL");
    let found = english_words(&shown);
    assert!(found.is_empty(), "{} at a {lang} table printed English {found:?}:\n{shown}", journal.display());
    shown
}

fn drop_end(mut lines: Vec<String>) -> Vec<String> {
    if lines.last().is_some_and(|l| l == "end") {
        lines.pop();
    }
    lines
}

#[test]
fn belote_sessions_in_spanish_and_french_print_no_english() {
    for lang in ["es", "fr"] {
        // Three proved breaches and a winner (shared/examples/belote-classic-b).
        let j = example("belote-classic-b");
        let text = whole_session(&j, typed_lines_in(&j, lang), lang, "Olga 7C");
        let (renounce, won) = if lang == "es" {
            ("Renuncio: Iker no falló", "Ganador: Pep+Xavi")
        } else {
            ("Renonce\u{a0}: Iker n'a pas coupé", "Vainqueur\u{a0}: Pep+Xavi")
        };
        assert!(text.contains(renounce) && text.contains(won), "{text}");
        // Announcements, a 7 swap, a renounce under the hand-lost penalty (belote-es-3p).
        let j = example("belote-es-3p");
        whole_session(&j, typed_lines_in(&j, lang), lang, "Olga 7C");
    }
}

#[test]
fn bestia_and_perejila_sessions_in_spanish_and_french_print_no_english() {
    for lang in ["es", "fr"] {
        let dir = tempfile::tempdir().unwrap();
        let j =
            simulated(&["bestia", "--deals", "12", "--players", "4", "--seed", "21", "--breaches", "0.5"], dir.path());
        let text = whole_session(&j, drop_end(typed_in_full_in(&j, lang)), lang, "Pep 7C");
        let pot = if lang == "es" { "plato" } else { "pot" };
        assert!(text.contains(pot), "{text}");
        let dir = tempfile::tempdir().unwrap();
        let j =
            simulated(&["perejila", "--deals", "12", "--players", "5", "--seed", "4", "--breaches", "0.5"], dir.path());
        whole_session(&j, drop_end(typed_in_full_in(&j, lang)), lang, "Olga up 7O");
    }
}

#[test]
fn resume_keeps_the_language_of_the_journal() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("j.jsonl");
    let f = file.display().to_string();
    let args: Vec<String> = ["new", "bestia", "--players", "Ana,Luis,Olga", "--lang", "fr", "--file", &f]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let (code, text) = run(&args, home.path(), "donne Ana 8P\nquitter\n"); // 8 de pique
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("Enregistré"), "{text}");
    let (code, text) = run(&["resume".to_string(), f.clone()], home.path(), "quitter\n");
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("Reprise de") && text.contains("Enregistré"), "{text}");
    assert!(english_words(&text.replace(&f, "")).is_empty(), "{text}");
    // --lang wins over the journal's
    let (_, text) = run(&["resume".to_string(), f, "--lang".into(), "es".into()], home.path(), "salir\n");
    assert!(text.contains("Seguimos con"), "{text}");
}

#[test]
fn help_names_the_entries_of_this_game_only() {
    let home = tempfile::tempdir().unwrap();
    let help = |ruleset: &str, players: &str| {
        let args: Vec<String> =
            ["new", ruleset, "--players", players, "--file"].iter().map(|s| s.to_string()).collect();
        let mut args = args;
        args.push(home.path().join(format!("{ruleset}-{}.jsonl", players.len())).display().to_string());
        run(&args, home.path(), "help\nquit\n").1
    };
    let classic = help("belote-classic", "A,B,C,D");
    assert!(classic.contains("PLAYER take") && !classic.contains("announce") && !classic.contains("swap"), "{classic}");
    assert!(!classic.contains("mosca") && !classic.contains("perejila") && !classic.contains("play ·"), "{classic}");
    let es = help("belote-es", "A,B,C");
    assert!(es.contains("PLAYER announce") && es.contains("PLAYER swap"), "{es}");
    let pairs = help("belote-es", "A,B,C,D");
    assert!(pairs.contains("PLAYER announce") && !pairs.contains("swap"), "no 7 swap with four players: {pairs}");
    let bestia = help("bestia", "A,B,C");
    assert!(bestia.contains("PLAYER play · PLAYER pass") && bestia.contains("exchange"), "{bestia}");
    assert!(!bestia.contains("belote|rebelote") && !bestia.contains("take"), "{bestia}");
    assert!(!bestia.contains("announce") && !bestia.contains("wild"), "{bestia}");
    let perejila = help("perejila", "A,B,C");
    assert!(perejila.contains("wild") && perejila.contains("draw") && !perejila.contains("take"), "{perejila}");
}
