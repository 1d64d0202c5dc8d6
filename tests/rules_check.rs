//! `tapete rules check`: every bundled file is valid; broken files exit 2 with
//! `FILE:LINE:COL: message` at the right place, and never panic.

use crate::support::tapete;
use std::path::{Path, PathBuf};

const BASE: &str = include_str!("../rulesets/belote-classic.yaml");

fn check(path: &Path) -> (i32, String, String) {
    let out = tapete().args(["rules", "check"]).arg(path).run();
    (out.code.unwrap_or(-1), out.stdout, out.stderr)
}

#[test]
fn bundled_rulesets_are_valid() {
    for name in ["belote-classic", "belote-es", "bestia", "perejila"] {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("rulesets/{name}.yaml"));
        let (code, out, err) = check(&path);
        assert_eq!(code, 0, "{name}: {err}");
        assert!(out.contains("ok"), "{out}");
    }
}

/// A broken copy of belote-classic: the line holding `find` is replaced by `replace`; the problem
/// is expected on that line, at the column where `at` starts in the new line.
struct Broken {
    name: &'static str,
    find: &'static str,
    replace: &'static str,
    at: &'static str,
    says: &'static str,
}

const CASES: &[Broken] = &[
    Broken {
        name: "wrong-type",
        find: "    default: 1000",
        replace: "    default: lots",
        at: "lots",
        says: "whole number",
    },
    Broken {
        name: "unknown-top-key",
        find: "game: belote",
        replace: "gmae: belote",
        at: "gmae",
        says: "unknown field `gmae`",
    },
    Broken {
        name: "unknown-duty",
        find: "    follow: true",
        replace: "    folow: true",
        at: "folow",
        says: "unknown field `folow`",
    },
    Broken {
        name: "bad-head",
        find: "    head: trumps",
        replace: "    head: sometimes",
        at: "sometimes",
        says: "unknown variant `sometimes`",
    },
    Broken {
        name: "duplicate-rank",
        find: "  ranks: [A, K, Q, J, \"10\", \"9\", \"8\", \"7\"]",
        replace: "  ranks: [A, K, Q, J, \"10\", \"9\", \"8\", K]",
        at: "K]",
        says: "listed twice",
    },
    Broken {
        name: "unknown-rank",
        find: "  ranks: [A, K, Q, J, \"10\", \"9\", \"8\", \"7\"]",
        replace: "  ranks: [A, K, Q, J, \"10\", \"9\", \"8\", Z]",
        at: "Z]",
        says: "not a rank",
    },
    Broken {
        name: "points-off-deck",
        find: "    points: {J: 20, \"9\": 14, A: 11, \"10\": 10, K: 4, Q: 3, \"8\": 0, \"7\": 0}",
        replace: "    points: {J: 20, \"9\": 14, A: 11, \"10\": 10, K: 4, Q: 3, \"8\": 0, \"6\": 0}",
        at: "\"6\"",
        says: "not in this ruleset's deck",
    },
    Broken {
        name: "impossible-players",
        find: "  counts: [4]",
        replace: "  counts: [1]",
        at: "1]",
        says: "impossible",
    },
    Broken { name: "odd-teams", find: "  counts: [4]", replace: "  counts: [3]", at: "3]", says: "sitting opposite" },
    Broken { name: "format-2", find: "format: 1", replace: "format: 2", at: "2", says: "format 2 is not supported" },
    Broken {
        name: "unknown-option",
        find: "  all_no_trump:",
        replace: "  all_no_trumps:",
        at: "all_no_trumps",
        says: "unknown option 'all_no_trumps'",
    },
    Broken {
        name: "default-not-a-choice",
        find: "    default: hand-lost",
        replace: "    default: shoot",
        at: "shoot",
        says: "one of hand-lost, flag-only",
    },
    Broken {
        name: "order-missing-rank",
        find: "    order: [A, \"10\", K, Q, J, \"9\", \"8\", \"7\"]",
        replace: "    order: [A, \"10\", K, Q, J, \"9\", \"8\"]",
        at: "[A",
        says: "leaves out rank 7",
    },
    Broken {
        name: "negative-points",
        find: "    points: {J: 13, \"9\": 9, A: 6, \"10\": 5, K: 3, Q: 2, \"8\": 0, \"7\": 0}",
        replace: "    points: {J: -13, \"9\": 9, A: 6, \"10\": 5, K: 3, Q: 2, \"8\": 0, \"7\": 0}",
        at: "-13",
        says: "negative",
    },
    Broken {
        name: "hand-too-big",
        find: "  hand_size: {4: 8}",
        replace: "  hand_size: {4: 9}",
        at: "9}",
        says: "need more than the 32 cards",
    },
    Broken { name: "bad-yaml", find: "  kind: french", replace: "  kind: [french", at: "[french", says: "" },
    // The words of the contract auction's doubles have no place in a turned-card auction.
    Broken {
        name: "calls-without-contracts",
        find: "  hand_size: {4: 8}",
        replace: "  calls: contre\n  hand_size: {4: 8}",
        at: "calls",
        says: "calls has no place with auction: turned-card",
    },
];

#[test]
fn broken_files_are_located() {
    let dir = tempfile::tempdir().unwrap();
    for case in CASES {
        let lines: Vec<&str> = BASE.lines().collect();
        let index =
            lines.iter().position(|l| *l == case.find).unwrap_or_else(|| panic!("{}: line not found", case.name));
        let mut new_lines: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        new_lines[index] = case.replace.to_string();
        let path = dir.path().join(format!("{}.yaml", case.name));
        std::fs::write(&path, new_lines.join("\n") + "\n").unwrap();
        let (code, _, err) = check(&path);
        assert_eq!(code, 2, "{}: {err}", case.name);
        let line = index + 1;
        let col = case.replace.find(case.at).unwrap() + 1;
        let first = err.lines().next().unwrap_or("");
        let want = format!("{}:{line}:", path.display());
        assert!(first.starts_with(&want), "{}: expected {want}{col}, got: {err}", case.name);
        if case.name != "bad-yaml" {
            let want = format!("{}:{line}:{col}: ", path.display());
            assert!(
                err.lines().any(|l| l.starts_with(&want) && l.contains(case.says)),
                "{}: expected {want}…{}, got: {err}",
                case.name,
                case.says
            );
        }
    }
    assert!(CASES.len() >= 12);
}

#[test]
fn oversized_alias_bomb_and_deep_nesting_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.yaml");
    std::fs::write(&big, format!("{BASE}\n# {}\n", "x".repeat(1 << 20))).unwrap();
    let (code, _, err) = check(&big);
    assert_eq!(code, 2);
    assert!(err.contains("at most 1 MiB"), "{err}");

    let bomb = dir.path().join("bomb.yaml");
    let mut text = String::from("a: &a [x, x, x, x, x, x, x, x, x]\n");
    for i in 0..9 {
        let (p, n) = ((b'a' + i) as char, (b'a' + i + 1) as char);
        text.push_str(&format!("{n}: &{n} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"));
    }
    std::fs::write(&bomb, text).unwrap();
    let (code, _, err) = check(&bomb);
    assert_eq!(code, 2, "{err}");
    assert!(err.starts_with(&format!("{}:", bomb.display())), "{err}");

    let deep = dir.path().join("deep.yaml");
    std::fs::write(&deep, format!("format: {}1{}\n", "[".repeat(5000), "]".repeat(5000))).unwrap();
    let (code, _, err) = check(&deep);
    assert_eq!(code, 2, "{err}");
    assert!(err.starts_with(&format!("{}:1:", deep.display())) && err.contains("nesting deeper"), "{err}");
}

#[test]
fn a_users_ruleset_loads_by_path() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("house.yaml");
    std::fs::write(
        &path,
        BASE.replace("name: belote-classic", "name: house-belote").replace("default: 1000", "default: 501"),
    )
    .unwrap();
    let text = tapete().args(["rules", "show"]).arg(&path).status(0).run().stdout;
    assert!(text.contains("house-belote") && text.contains("target = 501"), "{text}");
}

#[test]
fn rules_list_names_every_bundled_ruleset() {
    let text = tapete().args(["rules", "list"]).env("COLUMNS", "120").status(0).run().stdout;
    for name in ["belote-classic", "belote-es", "bestia", "perejila"] {
        assert!(text.contains(name), "{text}");
    }
}

#[test]
fn completions_and_man_page_come_from_the_same_definition() {
    for shell in ["bash", "zsh", "fish"] {
        let text = tapete().args(["completions", shell]).status(0).run().stdout;
        assert!(text.contains("verify") && text.contains("judge"), "{shell}");
    }
    let text = tapete().arg("man").run().stdout;
    assert!(text.starts_with(".ie") || text.contains(".TH"), "{text}");
    // An unknown shell is bad input.
    tapete().args(["completions", "tcsh"]).status(2).run();
}

#[test]
fn completions_offer_the_bundled_rulesets_where_a_ruleset_is_asked_for() {
    let names = "belote-classic belote-es bestia perejila coinche contree";
    // bash: the words offered after `tapete new`, `rules show`, `simulate`, `judge`.
    let bash = tapete().args(["completions", "bash"]).status(0).run().stdout;
    for command in [
        "tapete__subcmd__new)",
        "tapete__subcmd__rules__subcmd__show)",
        "tapete__subcmd__simulate)",
        "tapete__subcmd__judge)",
    ] {
        let at = bash.find(command).unwrap_or_else(|| panic!("{command} in {bash}"));
        let opts = bash[at..].lines().find(|l| l.trim_start().starts_with("opts=")).unwrap();
        assert!(opts.contains(names), "{command}: {opts}");
    }
    // `rules check` takes a file, not a name.
    let at = bash.find("tapete__subcmd__rules__subcmd__check)").unwrap();
    let opts = bash[at..].lines().find(|l| l.trim_start().starts_with("opts=")).unwrap();
    assert!(!opts.contains("belote-es"), "{opts}");
    // zsh: the ruleset argument's values (new, rules show, simulate, judge) and `concours new
    // --ruleset`'s.
    let zsh = tapete().args(["completions", "zsh"]).status(0).run().stdout;
    assert_eq!(zsh.matches(&format!(":({names})'")).count(), 5, "{zsh}");
    // fish leaves positionals to files: the names are added for each command.
    let fish = tapete().args(["completions", "fish"]).status(0).run().stdout;
    for when in ["new", "rules; and __fish_seen_subcommand_from show", "simulate", "judge"] {
        let line = format!("complete -c tapete -n \"__fish_tapete_using_subcommand {when}\" -a \"{names}\"");
        assert!(fish.contains(&line), "{line} in {fish}");
    }
    // The names offered are only offered: a ruleset file is still taken.
    tapete().args(["rules", "show", "no-such-ruleset.yaml"]).status(2).run();
}

#[test]
fn every_page_the_man_page_points_to_is_made() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("man1");
    tapete().args(["man", "--dir"]).arg(&folder).status(0).stdout("").run();
    let pages: Vec<String> =
        std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert!(pages.contains(&"tapete.1".to_string()) && pages.contains(&"tapete-rules-show.1".to_string()), "{pages:?}");
    let mut pointers = 0;
    for page in &pages {
        let text = std::fs::read_to_string(folder.join(page)).unwrap();
        assert!(text.contains(".TH"), "{page}");
        // A pointer to another page is written `tapete\-new(1)` (roff escapes the hyphen), or in
        // bold (`\fBtapete\fR(1)`, SEE ALSO).
        for (at, _) in text.match_indices("(1)") {
            let start = text[..at].rfind(|c: char| c.is_whitespace()).map_or(0, |i| i + 1);
            let name = text[start..at].replace("\\-", "-").replace("\\fB", "").replace("\\fR", "");
            assert!(pages.contains(&format!("{name}.1")), "{page} points to {name}(1), which is not made");
            pointers += 1;
        }
    }
    // tapete(1) names every command but help, rules(1) its three, concours(1) its twelve,
    // config(1) its one, man(1) names tapete(1), and every page but tapete(1) points to it (SEE
    // ALSO).
    assert_eq!(pointers, 14 + 3 + 12 + 1 + 1 + (pages.len() - 1), "{pages:?}");
    // `tapete man` prints the same tapete(1).
    let printed = tapete().arg("man").status(0).run().stdout;
    assert_eq!(printed, std::fs::read_to_string(folder.join("tapete.1")).unwrap());
}

/// The text of a roff line as a reader sees it: fonts dropped, escapes read.
fn roff_text(line: &str) -> String {
    line.replace("\\fB", "").replace("\\fR", "").replace("\\fI", "").replace("\\-", "-").replace("\\*(Aq", "'")
}

/// The man pages have what clap does not know (#38): EXIT STATUS, ENVIRONMENT, FILES and
/// EXAMPLES, in man-pages(7)'s order before VERSION; every variable tapete reads is in
/// ENVIRONMENT; every example is a command line tapete takes; a command's page has its own.
#[test]
fn the_man_pages_say_exit_status_environment_files_and_examples() {
    let page = tapete().arg("man").status(0).run().stdout;
    let heads: Vec<&str> = page.lines().filter(|l| l.starts_with(".SH")).collect();
    let at = |h: &str| heads.iter().position(|l| *l == h).unwrap_or_else(|| panic!("no {h} in {heads:?}"));
    let order = [".SH OPTIONS", ".SH \"EXIT STATUS\"", ".SH ENVIRONMENT", ".SH FILES", ".SH EXAMPLES", ".SH VERSION"];
    assert!(order.windows(2).all(|w| at(w[0]) < at(w[1])), "{heads:?}");
    let section = |h: &str| -> String {
        page.split(&format!("{h}\n")).nth(1).unwrap().split("\n.SH").next().unwrap().to_string()
    };
    // Every exit status of the README's table.
    let exit = section(".SH \"EXIT STATUS\"");
    for code in ["0", "1", "2", "3", "130"] {
        assert!(exit.contains(&format!(".TP\n\\fB{code}\\fR\n")), "{code}: {exit}");
    }
    let env = roff_text(&section(".SH ENVIRONMENT"));
    for var in [
        "TAPETE_HOME",
        "TAPETE_CONFIG",
        "XDG_CONFIG_HOME",
        "XDG_DATA_HOME",
        "HOME",
        "LANG",
        "LC_ALL",
        "NO_COLOR",
        "CLICOLOR_FORCE",
        "TERM",
        "COLUMNS",
    ] {
        assert!(env.contains(var), "{var}: {env}");
    }
    let files = roff_text(&section(".SH FILES"));
    assert!(
        files.contains("config.yaml") && files.contains("sessions-DIGEST.json") && files.contains(".jsonl.lock"),
        "{files}"
    );
    // Each example is a command line clap reads (what a shell would pass, redirections and what
    // comes before a pipe aside).
    let examples: Vec<String> =
        section(".SH EXAMPLES").lines().filter(|l| l.starts_with("\\fB")).map(roff_text).collect();
    assert!(examples.len() >= 10, "{examples:?}");
    let app = tapete::cli::command();
    for line in &examples {
        let command = line.split(" | ").last().unwrap().split(" > ").next().unwrap();
        let mut words = Vec::new();
        for (k, part) in command.split('"').enumerate() {
            if k % 2 == 1 {
                words.push(part.to_string());
            } else {
                words.extend(part.split_whitespace().map(String::from));
            }
        }
        assert_eq!(words[0], "tapete", "{line}");
        if let Err(e) = app.clone().try_get_matches_from(&words) {
            panic!("{line}: {e}");
        }
    }
    // A command's page: its examples, and the sections every page has.
    let dir = tempfile::tempdir().unwrap();
    tapete().args(["man", "--dir"]).arg(dir.path()).status(0).run();
    let summary = std::fs::read_to_string(dir.path().join("tapete-summary.1")).unwrap();
    for head in [".SH \"EXIT STATUS\"", ".SH ENVIRONMENT", ".SH FILES", ".SH EXAMPLES", ".SH \"SEE ALSO\""] {
        assert!(summary.contains(head), "{head}");
    }
    let summary_examples = roff_text(summary.split(".SH EXAMPLES\n").nth(1).unwrap().split("\n.SH").next().unwrap());
    assert!(
        summary_examples.contains("tapete summary 2026-11-22-1803-belote-classic --format html"),
        "{summary_examples}"
    );
    assert!(!summary_examples.contains("tapete verify"), "{summary_examples}");
}

/// `rules check`, `list` and `show` speak the language asked for; the place of a problem is
/// written alike in every language.
#[test]
fn rules_speak_the_language_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("format-2.yaml");
    std::fs::write(&path, BASE.replace("format: 1", "format: 2")).unwrap();
    // `format: 2` stands on the third line (after two comment lines); the value at column 9.
    let line = BASE.lines().position(|l| l == "format: 1").unwrap() + 1;
    assert_eq!(line, 3);
    let at = format!("{}:{line}:9: ", path.display());
    for (lang, says) in [
        ("en", "format 2 is not supported; this tapete reads format 1"),
        ("es", "el formato 2 no está soportado; este tapete lee el formato 1"),
        ("fr", "le format 2 n'est pas pris en charge\u{a0}; ce tapete lit le format 1"),
    ] {
        tapete().args(["--lang", lang, "rules", "check"]).arg(&path).status(2).stderr(format!("{at}{says}\n")).run();
    }

    let good = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rulesets/bestia.yaml");
    for (lang, ok) in [("en", ": ok (bestia, game bestia)"), ("es", ": correcto (bestia, juego bestia)")] {
        tapete()
            .args(["--lang", lang, "rules", "check"])
            .arg(&good)
            .status(0)
            .stdout(format!("{}{ok}\n", good.display()))
            .run();
    }

    let list = tapete().args(["--lang", "es", "rules", "list"]).env("COLUMNS", "120").status(0).run().stdout;
    let head = list.lines().nth(1).unwrap();
    let columns: Vec<&str> = head.split(['│', '┆']).map(str::trim).filter(|c| !c.is_empty()).collect();
    assert_eq!(columns, ["nombre", "juego", "jugadores", "descripción"], "{list}");
}

/// `rules show` in French: the labels of the card orders and duties make one column, as wide as
/// the longest label ("hors atout", "tout atout", "sans atout": 10 letters) and one space.
#[test]
fn rules_show_keeps_its_column_in_every_language() {
    let text = tapete().args(["--lang", "fr", "rules", "show", "belote-classic"]).status(0).run().stdout;
    let lines: Vec<&str> = text.lines().collect();
    // The ranks in French letters (docs/entries.md): R roi, D dame, V valet.
    assert_eq!(lines[1], "Jeu\u{a0}: français, valeurs A R D V 10 9 8 7", "{text}");
    assert_eq!(lines[2], "Joueurs\u{a0}: 4\u{a0}; deux équipes, partenaires face à face", "{text}");
    // belote-classic's orders (RULES.md): trump J 9 A 10 K Q 8 7 with 20 14 11 10 4 3 0 0.
    assert!(lines.contains(&"  atout       V 20 · 9 14 · A 11 · 10 10 · R 4 · D 3 · 8 · 7"), "{text}");
    assert!(lines.contains(&"  hors atout  A 11 · 10 10 · R 4 · D 3 · V 2 · 9 · 8 · 7"), "{text}");
    assert!(lines.contains(&"  sans atout  fournir à la couleur\u{a0}; pas d'obligation de monter\u{a0}; sans la couleur\u{a0}: n'importe quelle carte"), "{text}");
    // La Bestia's pánfilo line keeps the Spanish deck's column too ("todo triunfo": 12 letters).
    let text = tapete().args(["--lang", "es", "rules", "show", "bestia"]).status(0).run().stdout;
    assert!(text.lines().any(|l| l == "  pánfilo       V♣ es el triunfo más alto (opción panfilo)"), "{text}");
}

#[test]
fn a_mistyped_ruleset_name_gets_a_did_you_mean_in_the_tables_language() {
    // One letter left out of belote-classic; a name near none of the four gets the list only.
    for (args, says) in [
        (
            vec!["--lang", "es", "new", "belote-clasic", "--players", "Ana,Luis,Marta,Pep"],
            " — ¿querías decir belote-classic?\n",
        ),
        (vec!["--lang", "fr", "rules", "show", "bestai"], " — vouliez-vous dire bestia\u{a0}?\n"),
        (vec!["--lang", "en", "simulate", "perejil"], " — did you mean perejila?\n"),
    ] {
        let err = tapete().args(&args).status(2).run().stderr;
        assert!(err.ends_with(says) && err.lines().count() == 1, "{args:?}: {err}");
    }
    let err = tapete().args(["--lang", "en", "rules", "show", "tute"]).status(2).run().stderr;
    assert!(
        !err.contains("did you mean")
            && err.contains("(belote-classic, belote-es, bestia, perejila, coinche, contree)"),
        "{err}"
    );
}
