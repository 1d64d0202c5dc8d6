//! Mistakes on the command line (what clap finds) are said on one line in the table's language
//! (`--lang`, else the configuration's or the environment's), with what is accepted, exit 2 and
//! nothing on standard output; help and the version are still clap's own.

use crate::support::tapete;

/// `tapete ARGS` must fail with exit 2 and one line on stderr that holds every fragment.
#[track_caller]
fn said(args: &[&str], fragments: &[&str]) {
    let out = tapete().args(args).status(2).run();
    assert!(out.stdout.is_empty(), "{args:?}: {}", out.stdout);
    let lines: Vec<&str> = out.stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{args:?}: {}", out.stderr);
    assert!(lines[0].starts_with("tapete: "), "{args:?}: {}", lines[0]);
    for f in fragments {
        assert!(lines[0].contains(f), "{args:?}: {f:?} not in {}", lines[0]);
    }
    assert!(!lines[0].contains("error:") && !lines[0].contains("--help'"), "{args:?}: clap's own words: {}", lines[0]);
}

#[test]
fn each_kind_of_mistake_in_english() {
    said(&["--lang", "en", "verify"], &["tapete verify needs <FILE>", "tapete verify --help"]);
    said(&["--lang", "en", "verify", "--jsn", "x"], &["takes no '--jsn'", "did you mean --json?"]);
    said(
        &["--lang", "en", "verifi", "x"],
        &["'verifi' is not a command of tapete", "did you mean verify?", "new, resume"],
    );
    said(&["--lang", "en", "rules", "lst"], &["not a command of tapete rules", "The commands: list, show, check"]);
    said(
        &["--lang", "en", "board", "--port", "70000"],
        &["--port <PORT> takes a whole number from 0 to 65535, not '70000'"],
    );
    said(&["--lang", "en", "simulate", "bestia", "--deals", "x"], &["--deals <DEALS> takes a whole number, not 'x'"]);
    said(&["--lang", "en", "simulate", "bestia", "--breaches", "x"], &["--breaches <BREACHES> takes a number"]);
    said(&["--lang", "en", "simulate", "bestia", "--deals"], &["--deals <DEALS> needs a value"]);
    said(
        &["--lang", "en", "summary", "--format", "yaml", "x"],
        &["takes table, markdown, csv, json or html, not 'yaml'"],
    );
    said(&["--lang", "en", "verify", "--json", "--json", "x"], &["--json is given twice"]);
    said(
        &["--lang", "en", "concours", "new"],
        &["tapete concours new needs --ruleset <RULESET>, --rounds <ROUNDS>, --teams <TEAMS> and <NAME>"],
    );
}

#[test]
fn in_spanish_and_french() {
    said(&["--lang", "es", "verify"], &["tapete verify necesita <FILE>", "más en tapete verify --help"]);
    said(&["--lang", "es", "verify", "--jsn", "x"], &["no admite '--jsn'", "¿querías decir --json?"]);
    said(&["--lang", "es", "simulate", "bestia", "--deals", "x"], &["admite un número entero, no 'x'"]);
    said(&["--lang", "es", "summary", "--format", "yaml", "x"], &["csv, json o html, no 'yaml'"]);
    said(&["--lang=fr", "verify"], &["tapete verify demande <FILE>", "voir tapete verify --help"]);
    said(
        &["--lang", "fr", "rules", "lst"],
        &["'lst' n'est pas une commande de tapete rules", "vouliez-vous dire list\u{a0}?"],
    );
    said(&["--lang", "fr", "board", "--port", "70000"], &["prend un nombre entier de 0 à 65535, pas '70000'"]);
    // --lang after the command counts as well; without it, the environment's language.
    said(&["verify", "--lang", "fr"], &["demande <FILE>"]);
    let out = tapete().arg("verify").env("LANG", "es_ES.UTF-8").env_remove("LC_ALL").status(2).run();
    assert!(out.stderr.contains("necesita <FILE>"), "{}", out.stderr);
    // A language tapete does not speak is itself the mistake, said in the environment's.
    said(&["--lang", "xx", "rules", "list"], &["--lang <LANG> takes en, es or fr, not 'xx'"]);
}

#[test]
fn help_and_the_version_are_still_clap_s() {
    let help = tapete().args(["verify", "--help"]).status(0).run();
    assert!(help.stdout.contains("Usage: tapete verify"), "{}", help.stdout);
    let version = tapete().arg("--version").status(0).run();
    assert!(version.stdout.starts_with("tapete "), "{}", version.stdout);
    // A command given without its subcommand shows its help (on stderr, exit 2), as before.
    let rules = tapete().arg("rules").status(2).run();
    assert!(rules.stderr.contains("Usage: tapete rules"), "{}", rules.stderr);
}

/// Every argument of every command says what it is for in its help (#38: some flags had none),
/// and so does every command: walked over clap's whole command tree.
#[test]
fn every_argument_and_command_has_help() {
    fn walk(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
        for arg in cmd.get_arguments() {
            let id = arg.get_id().as_str();
            if matches!(id, "help" | "version") {
                continue;
            }
            let help = arg.get_help().or(arg.get_long_help()).map(|h| h.to_string()).unwrap_or_default();
            if help.trim().is_empty() {
                missing.push(format!("{path} {id}"));
            }
        }
        for sub in cmd.get_subcommands() {
            let name = sub.get_name();
            if name == "help" {
                continue;
            }
            let about = sub.get_about().or(sub.get_long_about()).map(|h| h.to_string()).unwrap_or_default();
            if about.trim().is_empty() {
                missing.push(format!("{path} {name} (the command)"));
            }
            walk(sub, &format!("{path} {name}"), missing);
        }
    }
    let mut app = tapete::cli::command();
    app.build();
    let mut missing = Vec::new();
    walk(&app, "tapete", &mut missing);
    assert!(missing.is_empty(), "without help: {missing:#?}");
}

/// One decision colours the output and clap's help (#38: `--color never` did not reach the
/// help): `--color`, then `NO_COLOR`, then `CLICOLOR_FORCE`, then `TERM=dumb`, then whether the
/// output is a terminal (here a pipe: not coloured unless something above says so).
#[test]
fn the_help_is_coloured_by_the_same_rules_as_the_output() {
    let coloured = |args: &[&str], env: &[(&str, &str)]| {
        let mut t = tapete().args(args);
        for (k, v) in env {
            t = t.env(k, v);
        }
        t.status(0).run().stdout.contains("\x1b[")
    };
    let journal = crate::support::example("belote-es-3p");
    for help in [&["--help"][..], &["verify", "--help"], &["rules", "show", "--help"]] {
        // A pipe: no colour.
        assert!(!coloured(help, &[]), "{help:?}");
        assert!(!coloured(help, &[("TERM", "xterm-256color")]), "{help:?}");
        // --color first, whatever the environment says.
        assert!(coloured(&[&["--color", "always"], help].concat(), &[("NO_COLOR", "1"), ("TERM", "dumb")]));
        assert!(!coloured(&[&["--color=never"], help].concat(), &[("CLICOLOR_FORCE", "1")]), "{help:?}");
        // NO_COLOR before CLICOLOR_FORCE; CLICOLOR_FORCE before TERM=dumb and the pipe.
        assert!(!coloured(help, &[("NO_COLOR", "1"), ("CLICOLOR_FORCE", "1")]), "{help:?}");
        assert!(coloured(help, &[("CLICOLOR_FORCE", "1"), ("TERM", "dumb")]), "{help:?}");
        // Set but empty, or 0: not set.
        assert!(coloured(help, &[("NO_COLOR", ""), ("CLICOLOR_FORCE", "1")]), "{help:?}");
        assert!(!coloured(help, &[("CLICOLOR_FORCE", "0")]), "{help:?}");
        assert!(!coloured(help, &[("CLICOLOR_FORCE", "")]), "{help:?}");
    }
    // The output by the same decision: verify's infractions (exit 1).
    let verify = |args: &[&str], env: &[(&str, &str)]| {
        let mut t = tapete().args(args).arg(&journal);
        for (k, v) in env {
            t = t.env(k, v);
        }
        t.status(1).run().stdout.contains("\x1b[")
    };
    assert!(!verify(&["verify"], &[]));
    assert!(verify(&["verify"], &[("CLICOLOR_FORCE", "1")]));
    assert!(!verify(&["--color", "never", "verify"], &[("CLICOLOR_FORCE", "1")]));
    assert!(!verify(&["verify"], &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]));
    // A mistake on the command line is one plain line whatever the colour.
    let out = tapete().args(["--color", "always", "--lang", "en", "verifi"]).status(2).run();
    assert!(out.stderr.starts_with("tapete: 'verifi' is not a command"), "{}", out.stderr);
}
