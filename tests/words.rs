//! The words of issue #25 item 9, in every language: a misdeal is "mal dada" in Spanish, a
//! tallied hand is said tallied, the tally examples name the table's own seats, French puts a
//! no-break space before its colons, a journal's moments are written as each language writes
//! dates (JSON keeps RFC 3339), and a broken rule is named in the report's language.

use crate::support::{example_text, tapete};
use std::path::Path;

/// Example belote-es-3p (Xavi, Pep, Olga) with its header saying when it started.
fn dated_journal(dir: &Path) -> std::path::PathBuf {
    let text = example_text("belote-es-3p");
    let (header, rest) = text.split_once('\n').unwrap();
    let mut h: serde_json::Value = serde_json::from_str(header).unwrap();
    h["at"] = "2026-11-23T16:38:23Z".into();
    let path = dir.join("dated.jsonl");
    std::fs::write(&path, format!("{h}\n{rest}")).unwrap();
    path
}

#[test]
fn the_start_of_a_night_is_written_as_each_language_writes_dates_and_json_keeps_rfc_3339() {
    let dir = tempfile::tempdir().unwrap();
    let j = dated_journal(dir.path());
    // 2026-11-23T16:38:23Z in UTC (the tests' time zone): the 23rd of November, 16:38.
    for (lang, line) in [
        ("en", "Started: 23 Nov 2026, 16:38"),
        ("es", "Empezó: 23 nov 2026, 16:38"),
        ("fr", "Début\u{a0}: 23 nov. 2026, 16:38"),
    ] {
        let out = tapete().args(["summary", "--lang", lang]).arg(&j).status(0).run().stdout;
        assert!(out.lines().any(|l| l.starts_with(line)), "{lang}:\n{out}");
        assert!(!out.contains("2026-11-23T"), "{lang}:\n{out}");
    }
    let json = tapete().args(["summary", "--format", "json"]).arg(&j).status(0).run().stdout;
    assert!(json.contains("\"2026-11-23T16:38:23Z\""), "{json}");
}

#[test]
fn a_broken_rule_is_named_in_the_reports_language_and_its_code_stays_in_json() {
    let dir = tempfile::tempdir().unwrap();
    let j = dated_journal(dir.path());
    // Hand 1: Pep did not follow diamonds in trick 3 with the queen of hearts (D♥ in Spanish and
    // French letters), proved by his A♦ in trick 6 (RULES.md: follow suit = asistir; fournir).
    for (lang, said) in [
        ("en", "- hand 1: Pep did not follow ♦ in trick 3 (played Q♥); they played A♦ in trick 6 [follow-suit]"),
        ("es", "- mano 1: Renuncio: Pep no asistió a ♦ en la baza 3 (jugó D♥); jugó A♦ en la baza 6 [asistir]"),
        (
            "fr",
            "- donne 1\u{a0}: Renonce\u{a0}: Pep n'a pas fourni ♦ au pli 3 (a joué D♥)\u{a0}; il a joué A♦ au pli 6 [fournir]",
        ),
    ] {
        let out = tapete().args(["verify", "--lang", lang]).arg(&j).status(1).run().stdout;
        assert!(out.lines().any(|l| l == said), "{lang}:\n{out}");
    }
    let json = tapete().args(["verify", "--json", "--lang", "fr"]).arg(&j).status(1).run().stdout;
    assert!(json.contains("\"rule\":\"follow-suit\"") || json.contains("\"rule\": \"follow-suit\""), "{json}");
}

#[test]
fn french_puts_a_no_break_space_before_its_colons_and_semicolons() {
    let dir = tempfile::tempdir().unwrap();
    let j = dated_journal(dir.path());
    for command in ["verify", "summary"] {
        let out = tapete().args([command, "--lang", "fr"]).arg(&j).run().stdout;
        for (k, _) in out.match_indices([':', ';']) {
            let before = out[..k].chars().next_back();
            if before.is_some_and(|c| c.is_ascii_digit()) && out[k + 1..].starts_with(|c: char| c.is_ascii_digit()) {
                continue; // the time of day: 16:38
            }
            let context: String = out[..k].chars().rev().take(30).collect::<Vec<_>>().into_iter().rev().collect();
            assert_eq!(before, Some('\u{a0}'), "{command}: …{context}");
        }
    }
}

/// A 3-player belote-es table in `lang`: Luis passes and Marta takes the turned 8 of hearts,
/// then `lines`.
fn three_at_a_table(dir: &Path, lang: &str, lines: &str) -> (String, String) {
    let file = dir.join(format!("t-{lang}.jsonl"));
    let _ = std::fs::remove_file(&file);
    let out = tapete()
        .args(["new", "belote-es", "--players", "Ana,Luis,Marta", "--lang", lang, "--card-letters", "en", "--file"])
        .arg(&file)
        .stdin(format!("deal Ana 8H\nLuis pass\nMarta take\n{lines}"))
        .status(0)
        .run();
    (out.stderr, std::fs::read_to_string(&file).unwrap())
}

#[test]
fn the_tally_example_names_this_tables_seats_and_is_a_tally_it_takes() {
    let dir = tempfile::tempdir().unwrap();
    // Three players, 9 cards each (RULES.md, belote-es 2-3 players): 9 tricks; 162 card points
    // at most (152 and the last trick's 10). The example gives the first side the rest: Luis
    // and Marta 2 tricks each at 20 a trick and 10 (50 points), Ana 5 tricks and 62 points.
    for (lang, tally, example, tallied) in [
        ("en", "tally Ana 5", "tally Ana 62/5 Luis 50/2 Marta 50/2", "• Hand 1 (tallied): Ana 62, Luis 50, Marta 50"),
        (
            "es",
            "recuento Ana 5",
            "recuento Ana 62/5 Luis 50/2 Marta 50/2",
            "• Mano 1 (por recuento): Ana 62, Luis 50, Marta 50",
        ),
        (
            "fr",
            "décompte Ana 5",
            "décompte Ana 62/5 Luis 50/2 Marta 50/2",
            "• Donne 1 (au décompte)\u{a0}: Ana 62, Luis 50, Marta 50",
        ),
    ] {
        let (err, journal) = three_at_a_table(dir.path(), lang, &format!("{tally}\n{example}\nquit\n"));
        assert!(err.contains(&format!("'{example}'")), "{lang}: the refusal gives the example:\n{err}");
        assert!(!err.contains("Ana+Marta") && !err.contains("Pep"), "{lang}: another table's seats:\n{err}");
        assert!(err.contains(tallied), "{lang}: the example typed is taken and said tallied:\n{err}");
        assert!(journal.contains("\"type\":\"tally\""), "{lang}:\n{journal}");
    }
}

#[test]
fn a_misdeal_is_mal_dada_at_a_spanish_table() {
    let dir = tempfile::tempdir().unwrap();
    let (err, journal) = three_at_a_table(dir.path(), "es", "ayuda\nmal dada\nsalir\n");
    assert!(err.contains("  mal dada — se vio una carta al repartir"), "{err}");
    assert!(!err.contains("maldada"), "{err}");
    assert!(journal.lines().last().unwrap().contains("\"type\":\"misdeal\""), "{journal}");
}

#[test]
fn a_french_table_puts_a_no_break_space_before_its_question_marks_and_colons() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("fr.jsonl");
    let err = tapete()
        .args(["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep", "--lang", "fr", "--file"])
        .arg(&file)
        .stdin("VC\npasse\npasse\npasse\nprends\n7T\nbanane\nmarque\naide\nquitter\n")
        .status(0)
        .run()
        .stderr;
    for mark in [" :", " ;", " ?", " !"] {
        assert!(!err.contains(mark), "an ordinary space before '{}':\n{err}", &mark[1..]);
    }
    assert!(err.contains("carte\u{a0}?"), "{err}");
}
