//! Reports speak the session's language: `verify`, `summary` and `board` of a Spanish session are
//! Spanish with no `--lang` and whatever the locale says; `--lang` overrides. Commands over a
//! folder (`stats`, `sessions`) take `--lang`, then `config.yaml`, then the locale.

use crate::support::{example_text, tapete};
use std::path::Path;

/// Example belote-es-3p (Xavi, Pep, Olga; target 301) as a Spanish table wrote it: its header
/// says `"lang": "es"`. Olga ends on 404, past 301: she is the winner.
fn spanish_journal(dir: &Path) -> std::path::PathBuf {
    let text = example_text("belote-es-3p");
    let (header, rest) = text.split_once('\n').unwrap();
    let mut h: serde_json::Value = serde_json::from_str(header).unwrap();
    h["lang"] = "es".into();
    let path = dir.join("2026-11-23-1638-belote-es.jsonl");
    std::fs::write(&path, format!("{h}\n{rest}")).unwrap();
    path
}

/// A configuration folder whose `config.yaml` says `lang: LANG`.
fn config_saying(dir: &Path, lang: &str) -> std::path::PathBuf {
    let c = dir.join("config");
    std::fs::create_dir_all(c.join("tapete")).unwrap();
    std::fs::write(c.join("tapete").join("config.yaml"), format!("lang: {lang}\n")).unwrap();
    c
}

/// Whether `text` has the line `WORD: Olga` (a French colon has a space before it).
fn says_winner(text: &str, word: &str) -> bool {
    text.lines().any(|l| l.starts_with(word) && l.ends_with(": Olga"))
}

#[test]
fn verify_and_summary_speak_the_journals_language_unless_lang_says_otherwise() {
    let dir = tempfile::tempdir().unwrap();
    let j = spanish_journal(dir.path());
    // No --lang, a French locale and an English configuration: the journal's Spanish wins.
    let config = config_saying(dir.path(), "en");
    for command in ["verify", "summary"] {
        let out = tapete().arg(command).arg(&j).env("LANG", "fr_FR.UTF-8").env("XDG_CONFIG_HOME", &config).run();
        assert!(out.stdout.contains("Ganador: Olga"), "{command}:\n{}", out.stdout);
        assert!(!out.stdout.contains("Winner") && !out.stdout.contains("Vainqueur"), "{command}:\n{}", out.stdout);
        let fr = tapete().args([command, "--lang", "fr"]).arg(&j).run();
        assert!(says_winner(&fr.stdout, "Vainqueur"), "{command} --lang fr:\n{}", fr.stdout);
        let en = tapete().args([command, "--lang", "en"]).arg(&j).run();
        assert!(en.stdout.contains("Winner: Olga"), "{command} --lang en:\n{}", en.stdout);
    }
    // A journal that does not say its language: the configuration, then the locale.
    let bare = dir.path().join("bare.jsonl");
    std::fs::write(&bare, example_text("belote-es-3p")).unwrap();
    let out = tapete().arg("verify").arg(&bare).env("LANG", "fr_FR.UTF-8").env("XDG_CONFIG_HOME", &config).run();
    assert!(out.stdout.contains("Winner: Olga"), "{}", out.stdout);
    let out = tapete().arg("verify").arg(&bare).env("LANG", "fr_FR.UTF-8").run();
    assert!(says_winner(&out.stdout, "Vainqueur"), "{}", out.stdout);
}

#[test]
fn stats_and_sessions_take_lang_then_the_configuration_then_the_locale() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("sessions");
    std::fs::create_dir_all(&home).unwrap();
    spanish_journal(&home);
    let es = config_saying(dir.path(), "es");
    // The first column's heading: Player / Jugador / Joueur; started / empezó / début.
    let heads = |args: &[&str], config: Option<&Path>, locale: Option<&str>| {
        let mut t = tapete().args(args).env("TAPETE_HOME", &home);
        if let Some(c) = config {
            t = t.env("XDG_CONFIG_HOME", c);
        }
        if let Some(l) = locale {
            t = t.env("LANG", l);
        }
        let out = t.status(0).run();
        let first = out.stdout.lines().find(|l| {
            l.contains("Jugador")
                || l.contains("Joueur")
                || l.contains("Player")
                || l.contains("empezó")
                || l.contains("début")
                || l.contains("started")
        });
        first.map(str::to_string).unwrap_or_else(|| panic!("{args:?}: no heading in\n{}", out.stdout))
    };
    for (args, es_word, fr_word, en_word) in
        [(&["stats"][..], "Jugador", "Joueur", "Player"), (&["sessions"][..], "empezó", "début", "started")]
    {
        assert!(
            heads(args, Some(&es), Some("fr_FR.UTF-8")).contains(es_word),
            "{args:?}: the configuration before the locale"
        );
        assert!(heads(args, None, Some("fr_FR.UTF-8")).contains(fr_word), "{args:?}: the locale");
        assert!(heads(args, None, None).contains(en_word), "{args:?}: English at last");
        let mut with_flag = args.to_vec();
        with_flag.extend(["--lang", "fr"]);
        assert!(heads(&with_flag, Some(&es), None).contains(fr_word), "{args:?}: --lang before the configuration");
    }
}

#[test]
fn a_file_that_is_not_there_is_said_in_the_language_not_in_the_systems_english() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nadie.jsonl");
    for (lang, said) in [
        ("en", ": no such file or folder\n"),
        ("es", ": no existe ese archivo o carpeta\n"),
        ("fr", "\u{a0}: aucun fichier ou dossier de ce nom\n"),
    ] {
        for command in ["verify", "summary"] {
            let out = tapete().args([command, "--lang", lang]).arg(&missing).status(2).run();
            assert_eq!(out.stderr, format!("tapete: {}{said}", missing.display()), "{command} --lang {lang}");
        }
    }
}
