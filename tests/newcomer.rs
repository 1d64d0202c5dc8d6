//! What a newcomer met (#38): a game that is nowhere counted nothing and exited 0; `new belote`
//! suggested one of the two Belote rulesets; the table's refusals started in lower case.

use crate::support::{examples, tapete};

#[test]
fn stats_of_a_game_that_is_nowhere_is_a_mistake_that_lists_the_games() {
    let home = tempfile::tempdir().unwrap();
    // An empty sessions folder, and a folder of journals: the same answer.
    for folder in [None, Some(examples())] {
        let mut cmd = tapete().home(home.path()).args(["--lang", "en", "stats", "--game", "poker"]);
        if let Some(f) = &folder {
            cmd = cmd.arg(f);
        }
        let out = cmd.status(2).run();
        assert!(out.stdout.is_empty(), "{}", out.stdout);
        assert_eq!(
            out.stderr,
            "tapete: no game or ruleset 'poker': give a game (belote, bestia, perejila) or a ruleset \
             (belote-classic, belote-es, bestia, perejila, coinche, contree)\n"
        );
    }
    // A slip is answered with everything it could mean.
    let out = tapete().home(home.path()).args(["--lang", "es", "stats", "--game", "belot"]).status(2).run();
    assert!(out.stderr.ends_with("¿querías decir belote, belote-classic o belote-es?\n"), "{}", out.stderr);
    // A game, a bundled ruleset, or a ruleset a session of the folder plays, even with no session of
    // it: counted (nothing), exit 0.
    for game in ["belote", "bestia", "coinche", "belote-es"] {
        tapete().home(home.path()).args(["stats", "--game", game]).arg(examples()).status(0).run();
    }
    let own = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(crate::support::example("belote-es-pairs")).unwrap();
    let yaml = include_str!("../rulesets/belote-es.yaml").replace("name: belote-es", "name: casa");
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let mut first: serde_json::Value = serde_json::from_str(&lines[0]).unwrap();
    first["ruleset"] = "casa".into();
    first["ruleset_yaml"] = yaml.into();
    lines[0] = first.to_string();
    std::fs::write(own.path().join("2026-11-23-2000-casa.jsonl"), lines.join("\n") + "\n").unwrap();
    let counted = tapete().args(["stats", "--game", "casa", "--json"]).arg(own.path()).status(0).run().json();
    assert_eq!(counted["players"]["Pep"]["sessions"], 1, "{counted}");
}

#[test]
fn a_ruleset_name_that_begins_several_suggests_them_all() {
    let out = tapete().args(["--lang", "en", "new", "belote", "--players", "A,B,C,D"]).status(2).run();
    assert!(out.stderr.ends_with("— did you mean belote-classic or belote-es?\n"), "{}", out.stderr);
    let out = tapete().args(["--lang", "fr", "simulate", "belote"]).status(2).run();
    assert!(out.stderr.ends_with("vouliez-vous dire belote-classic ou belote-es\u{a0}?\n"), "{}", out.stderr);
    // One slip, one name.
    let out = tapete().args(["--lang", "en", "rules", "show", "bestai"]).status(2).run();
    assert!(out.stderr.ends_with("— did you mean bestia?\n"), "{}", out.stderr);
}

#[test]
fn the_table_says_a_refusal_as_a_sentence_in_every_language() {
    for (lang, quit, said) in [
        ("es", "salir", "✗ No hay nada que deshacer"),
        ("fr", "quitter", "✗ Il n'y a rien à annuler"),
        ("en", "quit", "✗ There is nothing to undo"),
    ] {
        let home = tempfile::tempdir().unwrap();
        let out = tapete()
            .home(home.path())
            .args(["--lang", lang, "new", "belote-es", "--players", "Xavi,Pep,Olga"])
            .stdin(format!("undo\n{quit}\n"))
            .status(0)
            .run();
        assert!(out.stderr.lines().any(|l| l == said), "{lang}: {}", out.stderr);
    }
    // Inside a line, the same words stay as they are: `verify` lists an entry it could not apply.
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("j.jsonl");
    let header = std::fs::read_to_string(crate::support::example("belote-es-3p")).unwrap();
    let first = header.lines().next().unwrap();
    std::fs::write(&journal, format!("{first}\n{{\"type\": \"undo\"}}\n")).unwrap();
    let out = tapete().args(["--lang", "en", "verify"]).arg(&journal).status(1).run();
    assert!(out.stderr.contains("line 2: there is nothing to undo"), "{}", out.stderr);
}
