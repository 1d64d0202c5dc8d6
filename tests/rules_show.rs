//! `tapete rules show` explains each option in the table's language, from the catalogues: the
//! option's meaning is the game's, its default, range and choices the ruleset's data. The
//! description a ruleset file gives an option (English in the bundled files) is not shown for a
//! key the catalogues know.

use crate::support::tapete;
use tapete::games::Rules;
use tapete::i18n::{Lang, OptionKey};
use tapete::ruleset::{OptValue, BUNDLED};

const BASE: &str = include_str!("../rulesets/belote-classic.yaml");

/// The lines of `rules show` that follow the line of option `key` (`  key = …`) up to the next
/// option: its meaning and its choices explained.
fn explained<'a>(text: &'a str, key: &str) -> Vec<&'a str> {
    let head = format!("  {key} = ");
    let mut lines = text.lines().skip_while(|l| !l.starts_with(&head));
    assert!(lines.next().is_some(), "no option {key} in {text}");
    lines.take_while(|l| l.starts_with("      ")).map(str::trim_start).collect()
}

/// belote-classic in French, the language chosen by `--lang`, by the locale or by the
/// configuration: every option is said in French, and no English description of the file is
/// printed.
#[test]
fn belote_classic_in_french_explains_every_option_in_french() {
    let config = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(config.path().join("tapete")).unwrap();
    std::fs::write(config.path().join("tapete/config.yaml"), "lang: fr\n").unwrap();
    let shown = [
        tapete().args(["--lang", "fr", "rules", "show", "belote-classic"]).status(0).run().stdout,
        tapete().args(["rules", "show", "belote-classic"]).env("LANG", "fr_FR.UTF-8").status(0).run().stdout,
        tapete().args(["rules", "show", "belote-classic"]).env("XDG_CONFIG_HOME", config.path()).status(0).run().stdout,
    ];
    assert!(shown[0] == shown[1] && shown[1] == shown[2], "{shown:#?}");
    let text = &shown[0];

    let rules = Rules::load("belote-classic").unwrap();
    let fr = Lang::Fr.catalog();
    let en = Lang::En.catalog();
    let with: Vec<OptionKey> = rules.options.keys().filter_map(|k| OptionKey::from_key(k)).collect();
    assert_eq!(with.len(), 6, "belote-classic's six options: {:?}", rules.options.keys());
    for (key, spec) in &rules.options {
        assert!(!text.contains(spec.description.as_str()), "{key}: the file's English description in {text}");
        let o = OptionKey::from_key(key).unwrap();
        let lines = explained(text, key);
        assert_eq!(lines.first().copied(), Some(fr.option_meaning(o, &with).as_str()), "{key}");
        assert!(!text.contains(&en.option_meaning(o, &with)), "{key}: English in {text}");
    }

    // What the French reads, written out here: the heading, a range from the data (the file's
    // min 1, the game's ceiling), a word choice explained.
    assert!(text.contains("\nOptions (valeur par défaut)\u{a0}:\n"), "{text}");
    assert!(text.contains("\n  target = 1000 (de 1 à 1000000000)\n"), "{text}");
    assert_eq!(
        explained(text, "target"),
        ["Le total qui gagne la partie\u{a0}: après une donne, un camp qui l'atteint ou le dépasse gagne\u{a0}; \
          si plusieurs le dépassent, le plus haut total\u{a0}; à égalité, une autre donne."]
    );
    assert!(text.contains("\n  renounce_penalty = hand-lost [hand-lost|flag-only]\n"), "{text}");
    let renounce = explained(text, "renounce_penalty");
    assert_eq!(renounce.len(), 3, "{renounce:?}");
    assert_eq!(renounce[0], "Ce que coûte un manquement prouvé à une obligation de jeu (une renonce).");
    assert!(renounce[1].starts_with("hand-lost\u{a0}: le camp fautif ne marque que sa belote"), "{renounce:?}");
    assert_eq!(renounce[2], "flag-only\u{a0}: le manquement est signalé et les scores ne changent pas");
    // A switch has no choices to explain: its meaning alone.
    assert_eq!(explained(text, "belote.must_declare").len(), 1, "{text}");
}

/// Every option of every bundled ruleset has its words in every catalogue, and so has each word
/// among its choices: an option added to a ruleset without its words fails here.
#[test]
fn every_option_of_every_bundled_ruleset_is_explained_in_every_language() {
    let mut options = 0;
    for (name, _) in BUNDLED {
        let rules = Rules::load(name).unwrap();
        let with: Vec<OptionKey> = rules.options.keys().filter_map(|k| OptionKey::from_key(k)).collect();
        for (key, spec) in &rules.options {
            let o = OptionKey::from_key(key).unwrap_or_else(|| panic!("{name}: option {key} has no words"));
            options += 1;
            for lang in Lang::all() {
                let cat = lang.catalog();
                assert!(!cat.option_meaning(o, &with).trim().is_empty(), "{name} {key} {lang:?}");
                for choice in spec.choices.iter().flatten() {
                    if let OptValue::Str(word) = choice {
                        assert!(
                            cat.option_choice(o, word).is_some_and(|s| !s.trim().is_empty()),
                            "{name} {key}: {word} unexplained in {lang:?}"
                        );
                    }
                }
            }
        }
    }
    // 6 + 8 + 7 + 3 options in the four rulesets today (more as rulesets are added).
    assert!(options >= 24, "{options}");
}

/// A user's own file: the meaning of a key the catalogues know is the game's, whatever the file's
/// description says; the file's default is its own.
#[test]
fn a_users_file_shows_the_games_meaning_of_a_known_key() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("house.yaml");
    let own = "Our house: first to 501 buys the drinks.";
    let text = BASE
        .replace("name: belote-classic", "name: house-belote")
        .replace("default: 1000", "default: 501")
        .replace(
            "description: The first team at or over this total after a hand wins; both over, the higher total; equal totals, play another hand.",
            &format!("description: \"{own}\""),
        );
    assert!(text.contains(own));
    std::fs::write(&path, text).unwrap();
    let shown = tapete().args(["--lang", "es", "rules", "show"]).arg(&path).status(0).run().stdout;
    assert!(!shown.contains(own), "{shown}");
    assert!(shown.contains("\n  target = 501 (de 1 a 1000000000)\n"), "{shown}");
    assert_eq!(
        explained(&shown, "target"),
        ["El total que gana la partida: tras una mano, gana el bando que lo alcanza o lo supera; si varios lo \
          superan, el total más alto; con totales iguales, otra mano."]
    );
    // `rules check` takes the file as before.
    tapete().args(["rules", "check"]).arg(&path).status(0).run();
}

/// What a bundled ruleset is, and its rules, in the table's language (#38: `rules show` printed
/// the files' notes, "S1 page 3 is missing; decision", in English whatever `--lang`): in Spanish
/// and French no description a file gives (the ruleset's or an option's) is printed, by `show` or
/// by `list`, and no note of the sources (S1, a decision).
#[test]
fn no_bundled_ruleset_shows_its_files_english_words_in_spanish_or_french() {
    let list: Vec<String> = ["es", "fr"]
        .iter()
        .map(|lang| tapete().args(["--lang", lang, "rules", "list"]).status(0).run().stdout)
        .collect();
    // The files' own descriptions, as the JSON of `rules list` gives them (English).
    let heads = tapete().args(["rules", "list", "--json"]).status(0).run().json();
    for (name, _) in BUNDLED {
        let rules = Rules::load(name).unwrap();
        let mut english: Vec<&str> = rules.options.values().map(|o| o.description.as_str()).collect();
        let head = heads.as_array().unwrap().iter().find(|h| h["name"] == *name).unwrap();
        english.push(head["description"].as_str().unwrap());
        for (k, lang) in ["es", "fr"].iter().enumerate() {
            let shown = tapete().args(["--lang", lang, "rules", "show", name]).status(0).run().stdout;
            for words in &english {
                assert!(!shown.contains(words), "{name} {lang}: {words}");
                assert!(!list[k].contains(words), "rules list {lang}: {words}");
            }
            for note in ["S1", "decision", "page 3"] {
                assert!(!shown.contains(note), "{name} {lang}: {note} in\n{shown}");
            }
            // The first line says what the ruleset is, in the language's words.
            let about = Lang::all()
                .into_iter()
                .find(|l| l.code() == *lang)
                .and_then(|l| l.catalog().bundled_about(name))
                .unwrap();
            assert!(shown.starts_with(&format!("{name} ({}): {about}\n", rules.game)), "{shown}");
            assert!(list[k].contains(about.split(' ').next().unwrap()), "{}", list[k]);
        }
    }
}
