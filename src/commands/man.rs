//! `tapete man [--dir DIR]`: the man pages, made by clap_mangen from the same clap definition as
//! the commands, with what clap does not know added where man-pages(7) puts it, before VERSION:
//! EXIT STATUS, ENVIRONMENT and FILES on every page, and EXAMPLES, those of the page's command.
//! The pages are English, as `--help` is.

use crate::error::{Error, Finished};
use clap::Args;
use roff::{bold, italic, roman, Roff};
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub(crate) struct ManArgs {
    /// Write every page into this folder instead: tapete.1 and one per command (tapete-new.1,
    /// tapete-rules-show.1, …), the pages tapete(1) points to.
    #[arg(long, value_name = "DIR")]
    pub(crate) dir: Option<PathBuf>,
}

/// The exit statuses, as every command uses them.
const EXIT_STATUS: &[(&str, &str)] = &[
    ("0", "Done."),
    (
        "1",
        "Infractions: verify or judge found one, verify or summary met entries that could not be applied, concours \
         verify a draw or a result that breaks the rules.",
    ),
    (
        "2",
        "tapete could not do it: what was typed or given (an argument, a name, an entry), a file (a journal or a \
         ruleset that does not read, named with its line), or the system (a full disk, a journal in use, a port, \
         output that cannot be written). One line on standard error says what, in the table's language.",
    ),
    ("3", "A bug in tapete."),
    ("130", "Interrupted (Ctrl-C) at the table: everything entered is saved."),
];

/// The environment tapete reads.
const ENVIRONMENT: &[(&str, &str)] = &[
    (
        "TAPETE_HOME",
        "The sessions folder (default: $XDG_DATA_HOME/tapete/sessions, else ~/.local/share/tapete/sessions); \
         concours journals are in its concours folder.",
    ),
    ("TAPETE_CONFIG", "The configuration file, when --config does not name one."),
    ("XDG_CONFIG_HOME", "Where the configuration is by default: $XDG_CONFIG_HOME/tapete/config.yaml."),
    ("XDG_DATA_HOME", "Where the sessions are by default: $XDG_DATA_HOME/tapete/sessions."),
    ("XDG_CACHE_HOME", "Where the cache of tapete sessions is: $XDG_CACHE_HOME/tapete."),
    ("HOME", "~/.config, ~/.local/share and ~/.cache when the XDG variables are not set."),
    ("APPDATA, LOCALAPPDATA", "On Windows, the sessions and configuration (APPDATA) and the cache (LOCALAPPDATA)."),
    (
        "LC_ALL, LC_MESSAGES, LANG",
        "The language (es..., fr..., else English) when neither --lang, the session nor the configuration says.",
    ),
    ("NO_COLOR", "Set and not empty: no colour, unless --color says otherwise. Tables still fit the terminal."),
    ("CLICOLOR_FORCE", "Set, not empty and not 0: colour even into a pipe, unless --color or NO_COLOR says otherwise."),
    ("TERM", "dumb: no colour, unless --color, NO_COLOR or CLICOLOR_FORCE says otherwise."),
    ("COLUMNS", "The width tables fit (default: the terminal's)."),
    ("TAPETE_PLAIN", "At a terminal, each question is a line to answer instead of a list to pick from."),
    ("TAPETE_NOW", "An RFC 3339 time that fixes the clock (the times of a journal's entries)."),
    ("TMPDIR", "Where a journal read from standard input (-) is copied while it is read."),
    ("TZ", "The time zone the reports' times are shown in."),
];

/// The files tapete reads and writes.
const FILES: &[(&str, &str)] = &[
    (
        "~/.local/share/tapete/sessions/YYYY-MM-DD-HHMM-RULESET.jsonl",
        "A session's journal (JSON Lines), in the sessions folder ($TAPETE_HOME); its name, without .jsonl, is \
         the session's name.",
    ),
    (
        "~/.local/share/tapete/sessions/YYYY-MM-DD-HHMM-RULESET.jsonl.lock",
        "There while a table writes that journal (one writer at a time); readers never wait for it.",
    ),
    (
        "~/.cache/tapete/sessions-DIGEST.json",
        "What tapete sessions lists of each journal of a sessions folder, kept between runs; deleting it is always \
         safe.",
    ),
    ("~/.local/share/tapete/sessions/concours/*.jsonl", "A concours's journal."),
    (
        "~/.local/share/tapete/sessions/concours/NAME/round-R/table-N.jsonl",
        "The session journal of table N's partie in round R of the concours NAME (tapete concours serve); \
         tapete sessions lists it as concours/NAME/round-R/table-N, a name the commands take, and tapete stats \
         counts it.",
    ),
    (
        "~/.config/tapete/config.yaml",
        "The configuration: the defaults of tapete new (lang, card_letters, ruleset, players, teams, options). \
         tapete config path says which file is read.",
    ),
];

/// Examples: the command line, and what it does. A page shows those of its command.
const EXAMPLES: &[(&str, &str)] = &[
    (
        "tapete new belote-classic --players Ana,Luis,Marta,Pep --teams Ana+Marta,Luis+Pep",
        "Keep score of a game of Belote, two teams of two, at this terminal.",
    ),
    (
        "tapete new coinche --players Ana,Luis,Marta,Pep --serve",
        "The same table on the phones around it: the board for everyone, entries with the PIN.",
    ),
    ("tapete resume", "Go on with the latest unfinished session."),
    ("tapete sessions", "The sessions, newest first, each by the name the commands below take."),
    ("tapete summary", "The summary of the latest session, finished or not."),
    (
        "tapete summary 2026-11-22-1803-belote-classic --format html > night.html",
        "A session's night as one page to print or share.",
    ),
    ("tapete verify night.jsonl --format json", "A journal's verdict as JSON (exit status 1 on infractions)."),
    ("ssh club cat sessions/friday.jsonl | tapete verify -", "Check a journal read from standard input."),
    ("tapete stats --game belote --since 2026-01-01", "Who won what at Belote this year."),
    ("tapete rules show belote-es --lang es", "A ruleset's card orders, duties and options, in Spanish."),
    (
        "tapete judge belote-es --trump H --eldest Ana --hand \"Ana: 7H 8H 9H 10H\" --hand \"Luis: JC JD JH JS\"",
        "Settle a disputed announcement.",
    ),
    ("tapete simulate coinche --deals 10000 --seed 7 --json", "Random legal play, and its statistics as JSON."),
    (
        "tapete concours new Fiesta --ruleset belote-classic --rounds 4 --teams-file teams.csv",
        "Start a concours; then tapete concours draw, result, standings.",
    ),
    ("tapete concours standings --format html > standings.html", "The standings as a page."),
    ("tapete completions bash > ~/.local/share/bash-completion/completions/tapete", "Completion for bash."),
    ("tapete man --dir ~/.local/share/man/man1", "Every page, for man tapete-new and the others."),
    ("tapete config path", "Where the configuration file is read from."),
];

/// tapete(1) on standard output, or with `--dir` every page written into that folder.
pub(crate) fn cmd_man(args: &ManArgs, cmd: clap::Command, out: &mut dyn Write) -> Result<Finished, Error> {
    let mut cmd = cmd.disable_help_subcommand(true);
    cmd.build();
    match &args.dir {
        Some(dir) => {
            let failed = |e| Error::io(crate::term::path(dir), e);
            std::fs::create_dir_all(dir).map_err(failed)?;
            write_pages(&cmd, dir).map_err(failed)?;
        }
        None => {
            let mut page = Vec::new();
            render(&cmd, &mut page).map_err(|e| Error::io("stdout", e))?;
            out.write_all(&page).map_err(|e| Error::io("stdout", e))?;
        }
    }
    Ok(Finished::Done)
}

/// The page of `cmd` and of each of its commands, into `dir`, as clap_mangen names them.
fn write_pages(cmd: &clap::Command, dir: &std::path::Path) -> std::io::Result<()> {
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        write_pages(sub, dir)?;
    }
    let mut page = Vec::new();
    render(cmd, &mut page)?;
    std::fs::write(dir.join(clap_mangen::Man::new(cmd.clone()).get_filename()), page)
}

/// One page: clap_mangen's sections, then EXIT STATUS, ENVIRONMENT, FILES and the examples of
/// this command, then the version.
fn render(cmd: &clap::Command, w: &mut dyn Write) -> std::io::Result<()> {
    let man = clap_mangen::Man::new(cmd.clone());
    man.render_title(w)?;
    man.render_name_section(w)?;
    man.render_synopsis_section(w)?;
    man.render_description_section(w)?;
    if cmd.get_arguments().any(|a| !a.is_hide_set()) {
        man.render_options_section(w)?;
    }
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        man.render_subcommands_section(w)?;
    }
    if cmd.get_after_help().is_some() || cmd.get_after_long_help().is_some() {
        man.render_extra_section(w)?;
    }
    extra_sections(cmd.get_bin_name().unwrap_or(cmd.get_name())).to_writer(w)?;
    if cmd.get_version().is_some() || cmd.get_long_version().is_some() {
        man.render_version_section(w)?;
    }
    Ok(())
}

/// The sections clap does not know, for the page of `command` (`tapete`, `tapete rules show`).
fn extra_sections(command: &str) -> Roff {
    let mut r = Roff::new();
    let list = |r: &mut Roff, title: &str, items: &[(&str, &str)], term: fn(&str) -> roff::Inline| {
        r.control("SH", [title]);
        for (name, text) in items {
            r.control("TP", []);
            r.text([term(name)]);
            r.text([roman(*text)]);
        }
    };
    list(&mut r, "EXIT STATUS", EXIT_STATUS, |s| bold(s));
    list(&mut r, "ENVIRONMENT", ENVIRONMENT, |s| bold(s));
    list(&mut r, "FILES", FILES, |s| italic(s));
    // tapete(1) has every example; a command's page those that run it.
    let own: Vec<(&str, &str)> = EXAMPLES
        .iter()
        .copied()
        .filter(|(line, _)| command == "tapete" || line.starts_with(&format!("{command} ")) || *line == command)
        .collect();
    if !own.is_empty() {
        r.control("SH", ["EXAMPLES"]);
        for (line, what) in own {
            r.control("TP", []);
            r.text([bold(line)]);
            r.text([roman(what)]);
        }
    }
    if command != "tapete" {
        r.control("SH", ["SEE ALSO"]);
        r.text([bold("tapete"), roman("(1)")]);
    }
    r
}
