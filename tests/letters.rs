//! Card letters in each language (docs/entries.md, "Card letters in each language"): a table
//! reads compact cards and bid suits in its own letters only, says them in a legend, and the
//! journal keeps the canonical English codes; a new session records its letters
//! (`--card-letters` > `--again`'s > config.yaml > the table's language), an older journal
//! without them resumes with English letters, and `judge` reads English letters unless told.
//! Every expected code below is worked from the contract's table: French deck K Q J → R D V in
//! Spanish and French letters; suits S H D C → P C D T (Spanish), P C K T (French).

use crate::support::cmd::Tapete;
use serde_json::{json, Value};
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

/// The lines of a journal: its header, then its entries.
fn journal(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// Start `args` (a `new` writing to `file`) in `home`, type `input`: standard error, and the
/// journal's lines.
fn table(home: &Path, config: &Path, args: &[&str], input: &str) -> (String, Vec<Value>) {
    let err = tapete(home, config).args(args).stdin(input).status(0).run().stderr;
    let file = args.iter().position(|a| *a == "--file").map(|i| args[i + 1]).expect("--file");
    (err, journal(Path::new(file)))
}

/// The entries of `lines` of a type (the header left out).
fn of_type<'a>(lines: &'a [Value], ty: &str) -> Vec<&'a Value> {
    lines.iter().skip(1).filter(|e| e["type"] == ty).collect()
}

#[test]
fn each_table_reads_its_own_letters_and_the_journal_keeps_the_codes() {
    let (home, config) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let file = home.path().join("j.jsonl");
    let f = file.to_str().unwrap();
    // Ana deals and turns the king of spades; everyone passes round 1; in round 2 Luis (first
    // to speak) takes hearts, named by its word, and leads the jack of diamonds.
    for (lang, king_of_spades, hearts, jack_of_diamonds) in
        [("en", "KS", "hearts", "JD"), ("es", "RP", "corazones", "VD"), ("fr", "RP", "cœur", "VK")]
    {
        let _ = std::fs::remove_file(&file);
        let words = match lang {
            "en" => "pass",
            "es" => "paso",
            _ => "passe",
        };
        let take = match lang {
            "en" => "take",
            "es" => "voy",
            _ => "prends",
        };
        let input = format!(
            "deal Ana {king_of_spades}\n{words}\n{words}\n{words}\n{words}\n{take} {hearts}\n{jack_of_diamonds}\nquit\n"
        );
        let args = ["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep", "--lang", lang, "--file", f];
        let (err, lines) = table(home.path(), config.path(), &args, &input);
        assert!(!err.contains('✗'), "{lang}: {err}");
        assert_eq!(lines[0]["card_letters"], lang, "{lang}");
        assert_eq!(of_type(&lines, "deal")[0]["turned"], "KS", "{lang}");
        let bids = of_type(&lines, "bid");
        assert_eq!(bids.len(), 5, "{lang}: {err}");
        assert_eq!((&bids[4]["player"], &bids[4]["trump"]), (&json!("Luis"), &json!("H")), "{lang}");
        assert_eq!(of_type(&lines, "play")[0]["card"], "JD", "{lang}");
    }
}

#[test]
fn another_languages_letters_are_refused_with_the_card_they_mean_here() {
    let (home, config) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let file = home.path().join("j.jsonl");
    let f = file.to_str().unwrap();
    // At a Spanish table KH (English letters) is no card: the king of hearts is RC there. At a
    // French one VD is no card (D is no suit there): the jack of diamonds is VK. At an English
    // one RP is no card: the king of spades is KS. JC means two cards elsewhere (jack of clubs
    // in English letters, jota de corazones in Spanish): no suggestion. Nothing refused is
    // written; the card typed right after is.
    for (lang, wrong, says, right, code) in [
        ("es", "KH", "¿querías decir RC (rey de corazones)?", "RC", "KH"),
        ("fr", "VD", "vouliez-vous dire VK (valet de carreau)\u{a0}?", "VK", "JD"),
        ("en", "RP", "did you mean KS (king of spades)?", "KS", "KS"),
        ("fr", "JC", "", "VT", "JC"),
    ] {
        let _ = std::fs::remove_file(&file);
        let args = ["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep", "--lang", lang, "--file", f];
        let (err, lines) = table(home.path(), config.path(), &args, &format!("deal Ana {wrong}\n{right}\nquit\n"));
        let refused: Vec<&str> = err.lines().filter(|l| l.starts_with('✗')).collect();
        assert_eq!(refused.len(), 1, "{lang} {wrong}: {err}");
        assert!(refused[0].starts_with(&format!("✗ '{wrong}' ")) && refused[0].ends_with(says), "{lang}: {err}");
        if says.is_empty() {
            assert!(!refused[0].contains('?'), "no suggestion for {wrong}: {err}");
        }
        let deals = of_type(&lines, "deal");
        assert_eq!(deals.len(), 1, "{lang}");
        assert_eq!(deals[0]["turned"], code, "{lang}");
    }
}

#[test]
fn the_not_a_card_refusal_lists_the_tables_letters_and_its_decks_ranks_only() {
    let (home, config) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let refusal = |args: &[&str], input: &str| -> String {
        let err = tapete(home.path(), config.path()).args(args).stdin(input).status(0).run().stderr;
        err.lines().find(|l| l.starts_with("✗ 'banana'")).unwrap_or_else(|| panic!("{err}")).to_string()
    };
    // belote-classic: the 32-card deck, 7 to the ace, no 2.
    let es = refusal(&["--lang", "es", "new", "belote-classic", "--players", "A,B,C,D"], "banana\nsalir\n");
    assert!(es.contains("escribe un valor (A R D V/J 10 9 8 7) y un palo (P C D T o ♠ ♥ ♦ ♣)"), "{es}");
    let fr = refusal(&["--lang", "fr", "new", "belote-classic", "--players", "A,B,C,D"], "banana\nquitter\n");
    assert!(fr.contains("écrivez une valeur (A R D V 10 9 8 7) et une couleur (P C K T ou ♠ ♥ ♦ ♣)"), "{fr}");
    let en = refusal(&["--lang", "en", "new", "belote-classic", "--players", "A,B,C,D"], "banana\nquit\n");
    assert!(en.contains("type a rank (A K Q J 10 9 8 7, T for 10) and a suit (S H D C or ♠ ♥ ♦ ♣)"), "{en}");
    // La Bestia for eight: the 52-card deck, down to the 2 (RULES.md).
    let eight = ["--lang", "es", "new", "bestia", "--players", "A,B,C,D,E,F,G,H"];
    let es = refusal(&eight, "deal A banana\nsalir\n");
    assert!(es.contains("(A R D V/J 10 9 … 2)"), "{es}");
    // Perejila: the Spanish 40 (no 8 or 9), and the 48 with `deck=48`; the same letters in
    // every language.
    let forty = refusal(&["--lang", "fr", "new", "perejila", "--players", "A,B,C,D"], "\nbanana\nquitter\n");
    assert!(forty.contains("(1-7, S sota, C caballo, R rey)"), "{forty}");
    let args = ["--lang", "en", "new", "perejila", "--players", "A,B,C,D", "--option", "deck=48"];
    let all = refusal(&args, "\nbanana\nquit\n");
    assert!(all.contains("(1-7, 8 9, S sota, C caballo, R rey)"), "{all}");
}

#[test]
fn the_legend_is_said_at_the_start_and_with_help_and_help_gives_the_tables_letters() {
    let (home, config) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let err = tapete(home.path(), config.path())
        .args(["--lang", "fr", "new", "belote-classic", "--players", "A,B,C,D"])
        .stdin("aide\nquitter\n")
        .status(0)
        .run()
        .stderr;
    let legend =
        "Cartes\u{a0}: A as, R roi, D dame, V valet, 10 9 8 7 · couleurs P♠ C♥ K♦ T♣ · p. ex. VC = valet de cœur";
    assert_eq!(err.matches(legend).count(), 2, "once at the start, once after help: {err}");
    let first_question = err.find("Donne 1").unwrap();
    assert!(err.find(legend).unwrap() < first_question, "{err}");
    assert!(err.contains("JOUEUR prends P|C|K|T (second tour)"), "{err}");
    assert!(err.contains("une carte jouée (VC, vc, v♥, 'valet de cœur')"), "{err}");
}

#[test]
fn a_new_sessions_letters_come_from_the_flag_then_again_then_the_configuration_then_the_language() {
    let (home, config) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let file = home.path().join("j.jsonl");
    let f = file.to_str().unwrap();
    let header = |args: &[&str], deal: &str| -> Value {
        let _ = std::fs::remove_file(&file);
        let mut all = vec!["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep", "--file", f];
        all.extend_from_slice(args);
        let (err, lines) = table(home.path(), config.path(), &all, &format!("deal Ana {deal}\nquit\n"));
        // The deal typed in the letters expected is read: the jack of diamonds, JD in the journal.
        assert!(!err.contains('✗'), "{args:?}: {err}");
        assert_eq!(of_type(&lines, "deal")[0]["turned"], "JD", "{args:?}");
        lines[0].clone()
    };
    // No configuration: the table's language, or English in a locale that names none.
    assert_eq!(header(&["--lang", "es"], "VD")["card_letters"], "es");
    assert_eq!(header(&["--lang", "fr"], "VK")["card_letters"], "fr");
    assert_eq!(header(&[], "JD")["card_letters"], "en");
    // The flag wins over the language.
    assert_eq!(header(&["--lang", "es", "--card-letters", "en"], "JD")["card_letters"], "en");
    // config.yaml's card_letters wins over the language; the flag over config.yaml.
    std::fs::create_dir_all(config.path().join("tapete")).unwrap();
    std::fs::write(config.path().join("tapete/config.yaml"), "lang: es\ncard_letters: fr\n").unwrap();
    let h = header(&[], "VK");
    assert_eq!((&h["lang"], &h["card_letters"]), (&json!("es"), &json!("fr")));
    assert_eq!(header(&["--card-letters", "es"], "VD")["card_letters"], "es");
    // --again: the last session's letters (es, given by the flag above) over config.yaml's fr.
    let err = tapete(home.path(), config.path())
        .args(["new", "--again"])
        .stdin("deal Ana VD\nsalir\n")
        .status(0)
        .run()
        .stderr;
    assert!(!err.contains('✗'), "{err}");
    let again: Vec<_> =
        std::fs::read_dir(home.path()).unwrap().map(|e| e.unwrap().path()).filter(|p| *p != file).collect();
    let lines = journal(&again[0]);
    assert_eq!(lines[0]["card_letters"], "es");
    assert_eq!(of_type(&lines, "deal")[0]["turned"], "JD");
    // A configuration with letters that are no language's is named with its line.
    std::fs::write(config.path().join("tapete/config.yaml"), "lang: es\ncard_letters: de\n").unwrap();
    let err = tapete(home.path(), config.path())
        .args(["new", "belote-classic", "--players", "A,B,C,D"])
        .status(2)
        .run()
        .stderr;
    assert!(err.contains("config.yaml") && err.contains("line 2"), "{err}");
}

/// A journal of belote-classic dealt by Ana, with `card_letters` in its header or not.
fn started(dir: &Path, card_letters: Option<&str>) -> std::path::PathBuf {
    let mut header = json!({"type": "session", "format": 1, "ruleset": "belote-classic", "lang": "es",
        "players": ["Ana", "Luis", "Marta", "Pep"]});
    if let Some(l) = card_letters {
        header["card_letters"] = json!(l);
    }
    let path = dir.join(format!("j-{}.jsonl", card_letters.unwrap_or("none")));
    std::fs::write(&path, format!("{header}\n")).unwrap();
    path
}

#[test]
fn an_older_journal_without_card_letters_resumes_with_english_letters() {
    let (home, config) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    // Written before card_letters: a Spanish table, typed with English letters. `resume`
    // speaks Spanish and still reads KH as the king of hearts; RC (Spanish letters) is refused.
    let old = started(home.path(), None);
    let err =
        tapete(home.path(), config.path()).arg("resume").arg(&old).stdin("RC\nKH\nsalir\n").status(0).run().stderr;
    assert!(err.contains("✗ 'RC' no es una carta de la baraja francesa: escribe un valor (A K Q J"), "{err}");
    let lines = journal(&old);
    assert!(lines[0].get("card_letters").is_none(), "the header is not rewritten: {:?}", lines[0]);
    assert_eq!(of_type(&lines, "deal")[0]["turned"], "KH");
    // --card-letters says otherwise for this sitting.
    let old = started(home.path(), None);
    let args = ["resume", old.to_str().unwrap(), "--card-letters", "es"];
    let err = tapete(home.path(), config.path()).args(args).stdin("RC\nsalir\n").status(0).run().stderr;
    assert!(!err.contains('✗'), "{err}");
    assert_eq!(of_type(&journal(&old), "deal")[0]["turned"], "KH");
    // A journal that says its letters resumes with them.
    let fr = started(home.path(), Some("fr"));
    let err = tapete(home.path(), config.path()).arg("resume").arg(&fr).stdin("KH\nRC\nsalir\n").status(0).run().stderr;
    assert!(err.contains("✗ 'KH' no es una carta de la baraja francesa: escribe un valor (A R D V 10 9 8 7)"), "{err}");
    assert_eq!(of_type(&journal(&fr), "deal")[0]["turned"], "KH");
    // Letters that are no language's: the journal does not read (line 1, exit 2).
    let bad = started(home.path(), Some("de"));
    let err = tapete(home.path(), config.path()).arg("verify").arg(&bad).status(2).run().stderr;
    assert!(err.contains("line 1") && err.contains("card_letters 'de'"), "{err}");
}

/// `tapete judge belote-es --json` of these arguments.
fn judged(args: &[&str]) -> Value {
    let mut all = vec!["judge", "belote-es", "--json", "--eldest", "Ana"];
    all.extend_from_slice(args);
    crate::support::tapete().args(&all).run().json()
}

#[test]
fn judge_reads_english_letters_whatever_the_language_unless_told() {
    // Ana's tercia 7-8-9 of hearts against Luis's tercia J-Q-K of clubs, hearts trump: the same
    // dispute in English letters (the default, also under --lang es and a Spanish locale) and
    // in Spanish and French letters.
    let en = judged(&["--trump", "H", "--hand", "Ana: 7H 8H 9H", "--hand", "Luis: JC QC KC"]);
    assert!(en["players"].is_array(), "{en}");
    let es_locale = crate::support::tapete()
        .env("LANG", "es_ES.UTF-8")
        .args(["--lang", "es", "judge", "belote-es", "--json", "--eldest", "Ana", "--trump", "H"])
        .args(["--hand", "Ana: 7H 8H 9H", "--hand", "Luis: JC QC KC"])
        .run()
        .json();
    assert_eq!(es_locale, en);
    let es = judged(&["--card-letters", "es", "--trump", "C", "--hand", "Ana: 7C 8C 9C", "--hand", "Luis: VT DT RT"]);
    assert_eq!(es, en);
    let fr =
        judged(&["--card-letters", "fr", "--trump", "cœur", "--hand", "Ana: 7C 8C 9C", "--hand", "Luis: VT DT RT"]);
    assert_eq!(fr, en);
    // H is no suit in French letters; RT is no card in English ones.
    let err = crate::support::tapete()
        .args(["judge", "belote-es", "--card-letters", "fr", "--trump", "H", "--hand", "Ana: 7C"])
        .status(2)
        .run()
        .stderr;
    assert!(err.contains("--trump 'H' is not a suit: P, C, K or T"), "{err}");
    let err = crate::support::tapete()
        .args(["judge", "belote-es", "--trump", "H", "--hand", "Ana: RT", "--hand", "Luis: 7C"])
        .status(2)
        .run()
        .stderr;
    assert!(err.contains("--hand Ana: 'RT' is not a card of the French deck: type a rank (A K Q J 10 9 8 7"), "{err}");
}
