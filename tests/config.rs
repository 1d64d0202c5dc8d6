//! The remembered table: the configuration file's defaults for `new`, and `new --again`,
//! through the real binary.

use crate::support::cmd::Tapete;
use serde_json::Value;
use std::path::Path;

/// `tapete` with the sessions folder `home` and the configuration folder `config`, in a locale
/// that names no language.
fn tapete(home: &Path, config: &Path) -> Tapete {
    crate::support::tapete()
        .home(home)
        .env("XDG_CONFIG_HOME", config)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
}

/// The header of the newest journal in `home` (the last written).
fn newest_header(home: &Path) -> Value {
    let mut files: Vec<_> = std::fs::read_dir(home)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| (std::fs::metadata(&p).unwrap().modified().unwrap(), p))
        .collect();
    files.sort();
    let text = std::fs::read_to_string(&files.last().unwrap().1).unwrap();
    serde_json::from_str(text.lines().next().unwrap()).unwrap()
}

#[test]
fn the_configuration_gives_new_its_defaults_and_the_command_line_wins() {
    let home = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(config.path().join("tapete")).unwrap();
    std::fs::write(
        config.path().join("tapete/config.yaml"),
        "lang: es\nruleset: belote-classic\nplayers: [Ana, Luis, Marta, Pep]\nteams: [Ana+Marta, Luis+Pep]\noptions:\n  target: 301\n",
    )
    .unwrap();
    let out = tapete(home.path(), config.path()).arg("new").stdin("salir\n").status(0).run();
    assert!(out.stderr.contains("Guardado"), "spoken in the configured language");
    let h = newest_header(home.path());
    assert_eq!(h["ruleset"], "belote-classic");
    assert_eq!(h["players"], serde_json::json!(["Ana", "Luis", "Marta", "Pep"]));
    assert_eq!(h["teams"], serde_json::json!([["Ana", "Marta"], ["Luis", "Pep"]]));
    assert_eq!(h["options"]["target"], 301);
    assert_eq!(h["lang"], "es");

    // The command line wins: other players (then no configured teams), another language.
    tapete(home.path(), config.path())
        .args(["new", "--players", "Xavi,Olga,Iker,Nuria", "--option", "target=501", "--lang", "fr"])
        .stdin("quitter\n")
        .status(0)
        .run();
    let h = newest_header(home.path());
    assert_eq!(h["players"][0], "Xavi");
    assert!(h.get("teams").is_none(), "{h}");
    assert_eq!(h["options"]["target"], 501);
    assert_eq!(h["lang"], "fr");
}

#[test]
fn a_broken_configuration_is_named_with_its_line_and_exit_2() {
    let home = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(config.path().join("tapete")).unwrap();
    std::fs::write(config.path().join("tapete/config.yaml"), "lang: es\nplayrs: [Ana, Luis]\n").unwrap();
    let err = tapete(home.path(), config.path())
        .args(["new", "belote-classic", "--players", "A,B,C,D"])
        .stdin("quit\n")
        .status(2)
        .run()
        .stderr;
    assert!(err.contains("config.yaml") && err.contains("line 2"), "{err}");
    assert!(err.lines().count() == 1, "one line: {err}");
    assert_eq!(std::fs::read_dir(home.path()).map(|d| d.count()).unwrap_or(0), 0, "no session started");
}

#[test]
fn new_again_starts_the_last_sessions_table_again() {
    let home = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    tapete(home.path(), config.path())
        .args(["new", "belote-es", "--players", "Xavi,Pep,Olga", "--option", "target=301", "--lang", "fr"])
        .stdin("quitter\n")
        .status(0)
        .run();
    let first = newest_header(home.path());
    // The same minute gives the same stamp: the new journal gets its own name beside it.
    let err = tapete(home.path(), config.path()).args(["new", "--again"]).stdin("quitter\n").status(0).run().stderr;
    assert!(err.contains("Enregistré") || err.contains("enregistr"), "in the last session's language: {err}");
    assert_eq!(std::fs::read_dir(home.path()).unwrap().count(), 2);
    let again = newest_header(home.path());
    for key in ["ruleset", "players", "options", "lang"] {
        assert_eq!(again[key], first[key], "{key}");
    }
    // Nothing to start again from: exit 2.
    let empty = tempfile::tempdir().unwrap();
    tapete(empty.path(), config.path()).args(["new", "--again"]).status(2).run();
}

#[test]
fn what_new_resume_and_board_lack_is_said_in_the_tables_language() {
    let home = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    for (args, says) in [
        (vec!["new", "--lang", "es"], "di el reglamento"),
        (vec!["new", "belote-classic", "--lang", "fr"], "nommez les joueurs"),
        (vec!["resume", "--lang", "es"], "no hay ninguna sesión sin terminar"),
        (vec!["board", "--lang", "es"], "tapete board ARCHIVO"),
    ] {
        let err = tapete(home.path(), config.path()).args(&args).status(2).run().stderr;
        assert!(err.contains(says) && err.lines().count() == 1, "{args:?}: {err}");
    }
}

#[test]
fn no_place_for_sessions_is_said_in_the_tables_language() {
    // Neither TAPETE_HOME, XDG_DATA_HOME nor HOME: `sessions` has no folder to list and `new` none
    // to write in; both say what to set, in the language asked for.
    let config = tempfile::tempdir().unwrap();
    for (lang, says) in [
        ("en", "no place for sessions: set TAPETE_HOME or HOME, or pass --file PATH"),
        ("es", "no hay dónde guardar las sesiones: define TAPETE_HOME o HOME, o da --file RUTA"),
        ("fr", "aucun endroit où garder les séances\u{a0}: définissez TAPETE_HOME ou HOME, ou donnez --file CHEMIN"),
    ] {
        for args in [vec!["sessions"], vec!["new", "belote-classic", "--players", "A,B,C,D"]] {
            let err = tapete(Path::new("/nonexistent"), config.path())
                .env_remove("TAPETE_HOME")
                .env_remove("XDG_DATA_HOME")
                .env_remove("HOME")
                .env_remove("APPDATA")
                .args(["--lang", lang])
                .args(&args)
                .status(2)
                .stdout("")
                .run()
                .stderr;
            assert_eq!(err.trim_end(), format!("tapete: {says}"), "{lang} {args:?}");
        }
    }
}

#[test]
fn names_are_typed_with_spaces_after_the_commas_and_an_empty_one_is_refused() {
    let home = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(config.path().join("tapete")).unwrap();
    // On the command line: four players, the spaces around each name dropped (inside kept).
    tapete(home.path(), config.path())
        .args(["new", "belote-classic", "--players", " Ana María, Luis ,Marta,  Pep", "--lang", "en"])
        .stdin("quit\n")
        .status(0)
        .run();
    let h = newest_header(home.path());
    assert_eq!(h["players"], serde_json::json!(["Ana María", "Luis", "Marta", "Pep"]));
    // An empty name between two commas is still a name missing.
    let out = tapete(home.path(), config.path())
        .args(["new", "belote-classic", "--players", "Ana, ,Marta,Pep", "--lang", "en"])
        .status(2)
        .run();
    assert!(out.stderr.contains("a player has no name"), "{}", out.stderr);
    // In the configuration, as one text or as a list.
    for players in ["'Olga , Iker,Nuria, Xavi'", "[' Olga', 'Iker ', Nuria, Xavi]"] {
        std::fs::write(
            config.path().join("tapete/config.yaml"),
            format!("ruleset: belote-classic\nplayers: {players}\n"),
        )
        .unwrap();
        tapete(home.path(), config.path()).args(["new", "--lang", "en"]).stdin("quit\n").status(0).run();
        assert_eq!(
            newest_header(home.path())["players"],
            serde_json::json!(["Olga", "Iker", "Nuria", "Xavi"]),
            "{players}"
        );
    }
    std::fs::write(config.path().join("tapete/config.yaml"), "ruleset: belote-classic\nplayers: 'Olga,,Iker,Nuria'\n")
        .unwrap();
    let out = tapete(home.path(), config.path()).args(["new", "--lang", "en"]).status(2).run();
    assert!(out.stderr.contains("a player has no name"), "{}", out.stderr);
}

/// `tapete config path` says which file is read (#38): `--config FILE`, else `TAPETE_CONFIG`, else
/// `$XDG_CONFIG_HOME/tapete/config.yaml`, else `~/.config/tapete/config.yaml`; with none of
/// them, that there is no place for one (exit 2).
#[test]
fn config_path_says_which_file_is_read() {
    let home = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    let path = |t: Tapete| t.args(["config", "path"]).status(0).run().stdout;
    let xdg = config.path().join("tapete/config.yaml");
    assert_eq!(path(tapete(home.path(), config.path())), format!("{}\n", xdg.display()));
    assert_eq!(
        path(tapete(home.path(), config.path()).env_remove("XDG_CONFIG_HOME").env("HOME", "/home/ana")),
        "/home/ana/.config/tapete/config.yaml\n"
    );
    assert_eq!(path(tapete(home.path(), config.path()).env("TAPETE_CONFIG", "/etc/mesa.yaml")), "/etc/mesa.yaml\n");
    // Set but empty: not set.
    assert_eq!(path(tapete(home.path(), config.path()).env("TAPETE_CONFIG", "")), format!("{}\n", xdg.display()));
    // --config first, before or after the command (a global option).
    let named = tapete(home.path(), config.path()).env("TAPETE_CONFIG", "/etc/mesa.yaml");
    assert_eq!(path(named.args(["--config", "club.yaml"])), "club.yaml\n");
    let after = tapete(home.path(), config.path()).args(["config", "path", "--config=club.yaml"]).status(0).run();
    assert_eq!(after.stdout, "club.yaml\n");
    // No place at all.
    let out = tapete(home.path(), config.path())
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("HOME")
        .args(["--lang", "en", "config", "path"])
        .status(2)
        .stdout("")
        .run();
    assert!(out.stderr.starts_with("tapete: no place for a configuration file: pass --config FILE"), "{}", out.stderr);
}

/// The file `--config` or `TAPETE_CONFIG` names is the configuration: it gives `new` its
/// defaults and the language of what tapete says; the default place is not read then. A file
/// named that is not there is a mistake where the configuration matters (`new`).
#[test]
fn a_configuration_named_by_config_or_tapete_config_is_the_one_read() {
    let home = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    // The default place says French and belote-classic; the named files other things.
    std::fs::create_dir_all(config.path().join("tapete")).unwrap();
    std::fs::write(config.path().join("tapete/config.yaml"), "lang: fr\nruleset: belote-classic\n").unwrap();
    let club = config.path().join("club.yaml");
    std::fs::write(&club, "lang: es\nruleset: belote-es\nplayers: [Xavi, Pep, Olga]\n").unwrap();
    let casa = config.path().join("casa.yaml");
    std::fs::write(&casa, "lang: en\nruleset: bestia\nplayers: Ana, Luis, Marta\n").unwrap();

    let out = tapete(home.path(), config.path()).arg("--config").arg(&club).arg("new").stdin("salir\n").status(0).run();
    assert!(out.stderr.contains("Guardado"), "{}", out.stderr);
    let h = newest_header(home.path());
    assert_eq!((h["ruleset"].as_str(), h["lang"].as_str()), (Some("belote-es"), Some("es")));
    assert_eq!(h["players"], serde_json::json!(["Xavi", "Pep", "Olga"]));

    tapete(home.path(), config.path()).env("TAPETE_CONFIG", &casa).arg("new").stdin("quit\n").status(0).run();
    let h = newest_header(home.path());
    assert_eq!((h["ruleset"].as_str(), h["lang"].as_str()), (Some("bestia"), Some("en")));
    // --config before TAPETE_CONFIG.
    tapete(home.path(), config.path())
        .env("TAPETE_CONFIG", &casa)
        .arg(format!("--config={}", club.display()))
        .arg("new")
        .stdin("salir\n")
        .status(0)
        .run();
    assert_eq!(newest_header(home.path())["ruleset"], "belote-es");
    // The language of a mistake on the command line is the named file's.
    let out = tapete(home.path(), config.path()).arg("--config").arg(&club).arg("verify").status(2).run();
    assert!(out.stderr.contains("tapete verify necesita <FILE>"), "{}", out.stderr);
    // A named file that is not there: `new` says so, naming it; `rules list` does not need it.
    let gone = config.path().join("gone.yaml");
    let out =
        tapete(home.path(), config.path()).arg("--config").arg(&gone).args(["--lang", "en", "new"]).status(2).run();
    assert!(out.stderr.starts_with(&format!("tapete: {}", gone.display())), "{}", out.stderr);
    tapete(home.path(), config.path()).arg("--config").arg(&gone).args(["rules", "list"]).status(0).run();
}
