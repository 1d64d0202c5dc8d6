//! The command line: clap definitions and dispatch. Each command lives in `commands/<name>.rs`.

use crate::commands::{
    board, completions, concours, config, judge, man, new, resume, rules, sessions, simulate, stats, summary, verify,
};
use crate::error::{Bug, Error, Exit, Fault, Finished};
use crate::i18n::LangChoice;
use crate::term::{width, Stream};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::io::Write;

#[derive(Debug, Parser)]
#[command(name = "tapete", version, about = "Referee and scorekeeper for card games played with real cards", long_about = None)]
pub(crate) struct Cli {
    /// When to colour the output and the help: always, never, or auto: not with NO_COLOR, yes with
    /// CLICOLOR_FORCE, not with TERM=dumb, else on a terminal.
    #[arg(long, value_enum, global = true, default_value = "auto")]
    pub(crate) color: crate::term::ColorChoice,
    /// The language (default: the session's for resume, verify, summary and board, the last
    /// session's for new --again; else the configuration's, else LC_ALL, LC_MESSAGES, LANG).
    #[arg(long, value_enum, global = true)]
    pub(crate) lang: Option<crate::i18n::Lang>,
    /// The configuration file (default: TAPETE_CONFIG, else $XDG_CONFIG_HOME/tapete/config.yaml
    /// or ~/.config/tapete/config.yaml; `tapete config path` says which).
    #[arg(long, global = true, value_name = "FILE")]
    pub(crate) config: Option<std::path::PathBuf>,
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Start keeping score of a new session at the table.
    New(new::NewArgs),
    /// Continue a session (default: the latest unfinished one).
    Resume(resume::ResumeArgs),
    /// List, show or check rulesets.
    Rules(rules::RulesArgs),
    /// Replay a session journal and report hands, scores and infractions.
    Verify(verify::VerifyArgs),
    /// Print shell completions (bash, zsh, fish, elvish, powershell).
    Completions(completions::CompletionsArgs),
    /// Print the man page (roff), or write every page into a folder (--dir).
    Man(man::ManArgs),
    /// Settle a disputed announcement (belote-es) without a session.
    Judge(judge::JudgeArgs),
    /// List the sessions in the sessions folder, newest first, then the concours tables' parties.
    Sessions(sessions::SessionsArgs),
    /// Play random legal hands and print statistics.
    Simulate(simulate::SimulateArgs),
    /// Print the summary of a session: hands, totals, winner, timings and statistics.
    Summary(summary::SummaryArgs),
    /// Statistics per player and per team across the sessions of a folder (concours tables' too).
    Stats(stats::StatsArgs),
    /// Serve the live scoreboard of a session as a web page (read-only).
    Board(board::BoardArgs),
    /// Run a concours: teams, draws, results, standings and the projector board.
    Concours(concours::ConcoursArgs),
    /// Where the configuration file is (config path).
    Config(config::ConfigArgs),
}

/// The command line's whole definition, as `main` reads it (the tests walk it).
#[doc(hidden)]
pub fn command() -> clap::Command {
    Cli::command()
}

pub(crate) fn run(cli: Cli, out: &mut dyn Write, err: &mut dyn Write) -> Result<Finished, Error> {
    // Standard input is locked only while it is read: a served table reads it on a thread of its
    // own (table::served).
    let mut input = std::io::BufReader::new(std::io::stdin());
    let choice = choice(cli.lang);
    let lang = choice.alone();
    match &cli.command {
        Command::New(a) => new::cmd_new(a, choice, &mut input, err, out),
        Command::Resume(a) => resume::cmd_resume(a, choice, &mut input, err, out),
        Command::Rules(a) => rules::cmd_rules(a, lang, out, width(Stream::Stdout)),
        Command::Verify(a) => verify::cmd_verify(a, choice, out, err),
        Command::Completions(a) => completions::cmd_completions(a, Cli::command(), out),
        Command::Man(a) => man::cmd_man(a, Cli::command(), out),
        Command::Judge(a) => judge::cmd_judge(a, lang, out),
        Command::Sessions(a) => sessions::cmd_sessions(a, lang, out, width(Stream::Stdout)),
        Command::Simulate(a) => simulate::cmd_simulate(a, lang, out),
        Command::Summary(a) => summary::cmd_summary(a, choice, out, err, width(Stream::Stdout)),
        Command::Stats(a) => stats::cmd_stats(a, lang, out, err, width(Stream::Stdout)),
        Command::Board(a) => board::cmd_board(a, choice, err),
        Command::Concours(a) => concours::cmd_concours(a, choice, out, err),
        Command::Config(a) => config::cmd_config(a, out),
    }
}

/// The values given to the global option `flag` (`--lang`), read from the arguments as they
/// stand, before clap reads them (for a command line clap could not read, and for what must be
/// known before: the help's colour, the configuration): each `--flag V` or `--flag=V`, in order.
fn asked(flag: &str) -> Vec<String> {
    let args: Vec<String> = std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    let mut values = Vec::new();
    for (i, a) in args.iter().enumerate() {
        if a == "--" {
            break;
        }
        let value = match a.strip_prefix(flag) {
            Some("") => args.get(i + 1).map(String::as_str),
            Some(v) => v.strip_prefix('='),
            None => None,
        };
        values.extend(value.map(String::from));
    }
    values
}

/// The language `--lang` asks for, read from the arguments as they stand: the last `--lang L`
/// that names one of tapete's languages.
fn lang_asked() -> Option<crate::i18n::Lang> {
    use clap::ValueEnum;
    asked("--lang").iter().rev().find_map(|v| crate::i18n::Lang::from_str(v, false).ok())
}

/// The colour `--color` asks for, read from the arguments as they stand (the help is written
/// while clap reads them): the last `--color C` that names a choice, else auto.
fn color_asked() -> crate::term::ColorChoice {
    use clap::ValueEnum;
    asked("--color").iter().rev().find_map(|v| crate::term::ColorChoice::from_str(v, false).ok()).unwrap_or_default()
}

/// The command line, its help coloured as the output would be (`--color`, `NO_COLOR`,
/// `CLICOLOR_FORCE`, `TERM`, a terminal: [`crate::term::decide`]).
fn coloured_command(stream: Stream) -> clap::Command {
    let env = crate::term::ColorEnv::read();
    let on = crate::term::decide(color_asked(), &env, crate::term::is_terminal(stream));
    Cli::command().color(if on { clap::ColorChoice::Always } else { clap::ColorChoice::Never })
}

/// Where this run's language comes from ([`LangChoice`]): `--lang`, the configuration's `lang:`,
/// the locale; a command about a session puts the session's before the configuration. A
/// configuration that does not read says nothing here (`new`, whose defaults it holds, reports it).
fn choice(flag: Option<crate::i18n::Lang>) -> LangChoice {
    LangChoice::new(flag, crate::config::Config::load().ok().and_then(|c| c.lang))
}

/// Standard output that remembers its first write error, so a command that could not write its
/// output does not exit 0: commands write and go on, and `main` decides. (A closed pipe is such an
/// error too; it ends the command quietly, with the command's own exit code.)
struct CheckedOut<W: Write> {
    inner: W,
    error: Option<std::io::Error>,
}

impl<W: Write> Write for CheckedOut<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.error.is_some() {
            // Already failed: swallow the rest (the error decides the exit).
            return Ok(buf.len());
        }
        match self.inner.write(buf) {
            Ok(n) => Ok(n),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => Err(e),
            // The reader went away (`tapete completions bash | head -1`): the command carries on
            // to its own end and exit status, saying nothing more (a writer that treats an error
            // as fatal, as clap_complete does, never sees one).
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                self.error = Some(e);
                Ok(buf.len())
            }
            Err(e) => {
                let kind = e.kind();
                self.error = Some(e);
                Err(std::io::Error::new(kind, "standard output failed"))
            }
        }
    }
    fn flush(&mut self) -> std::io::Result<()> {
        if self.error.is_some() {
            return Ok(());
        }
        match self.inner.flush() {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                self.error = Some(e);
                Ok(())
            }
            r => r.inspect_err(|e| self.error = Some(std::io::Error::new(e.kind(), e.to_string()))),
        }
    }
}

/// Writes to a full disk or a file past its size limit must fail with an error tapete reports,
/// not kill the process (SIGXFSZ).
fn ignore_file_size_signal() {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to "ignore" at start-up, before any thread exists.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

/// Say an error on standard error, in the language asked for; its exit code.
fn report(err: &mut dyn Write, e: &Error, lang: crate::i18n::Lang) -> i32 {
    let cat = lang.catalog();
    match e {
        Error::Ruleset(crate::ruleset::RulesetError::Problems(problems)) => {
            for p in problems {
                let _ = writeln!(err, "{}", crate::term::safe(&cat.ruleset_problem(p)));
            }
        }
        Error::Save(_) => {
            let text = crate::term::safe(&cat.error(e, None)).into_owned();
            let _ =
                writeln!(err, "{}", crate::term::paint(crate::term::Stream::Stderr, crate::term::Paint::Bad, &text));
        }
        e => {
            let _ = writeln!(err, "tapete: {}", crate::term::safe(&cat.error(e, None)));
        }
    }
    Exit::Failed(e.fault()).code()
}

/// The exit code of a command's result.
fn code(result: &Result<Finished, Error>) -> i32 {
    match result {
        Ok(outcome) => Exit::Finished(*outcome).code(),
        Err(e) => Exit::Failed(e.fault()).code(),
    }
}

pub fn main() -> i32 {
    ignore_file_size_signal();
    crate::vt::enable();
    // The configuration file first: the language of a mistake on the command line may be its.
    if let Some(file) = asked("--config").pop() {
        crate::config::name(file.into());
    }
    let parsed = coloured_command(Stream::Stdout).try_get_matches().and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(c) => c,
        Err(e) => {
            // Help and the version are what was asked; anything else is a mistake on the command
            // line, said on one line in the table's language.
            if let Some(p) = crate::commands::usage::problem(&e, &Cli::command()) {
                return report(&mut std::io::stderr(), &Error::Usage(p), choice(lang_asked()).alone());
            }
            // Help a command shows when its subcommand is missing goes to standard error, coloured
            // as standard error would be.
            let e = if e.use_stderr() { e.with_cmd(&coloured_command(Stream::Stderr)) } else { e };
            let _ = e.print();
            return if e.use_stderr() { Exit::Failed(Fault::Input) } else { Exit::Finished(Finished::Done) }.code();
        }
    };
    crate::term::set_color(cli.color);
    let lang = match &cli.command {
        // A concours speaks its own language, in its errors too.
        Command::Concours(a) => a.lang(choice(cli.lang)),
        _ => choice(cli.lang).alone(),
    };
    // Not locked for the whole run: a progress bar draws on standard error from worker threads.
    let mut err = std::io::stderr();
    let mut out = CheckedOut { inner: std::io::stdout().lock(), error: None };
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(cli, &mut out, &mut err)));
    let result = match result {
        Ok(r) => r,
        // A session that cannot go on stops with its error (a resumed table's journal rewritten
        // under it: `session::spill`); any other unwinding is a bug.
        Err(payload) => {
            Err(payload.downcast::<Error>().map(|e| *e).unwrap_or(Error::Internal(Box::new(Bug::Panicked))))
        }
    };
    if let Err(e @ Error::Save(_)) = &result {
        // Where the session is comes first, whatever happened to standard output. A session no
        // file could take goes there, so that nothing acknowledged is lost.
        if let Some(text) = e.unsaved() {
            let _ = out.write_all(text.as_bytes());
        }
        let _ = out.flush();
        let code = report(&mut err, e, lang);
        if let Some(o) = out.error.take().filter(|o| o.kind() != std::io::ErrorKind::BrokenPipe) {
            report(&mut err, &Error::Output(o), lang);
        }
        return code;
    }
    let _ = out.flush();
    if let Some(e) = out.error.take() {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            // The reader went away (`tapete verify … | head`): nothing left to say.
            return code(&result);
        }
        return report(&mut err, &Error::Output(e), lang);
    }
    match &result {
        Ok(_) => code(&result),
        Err(e) => report(&mut err, e, lang),
    }
}
