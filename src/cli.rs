//! The command line: clap definitions and dispatch. Each command lives in `commands/<name>.rs`.

use crate::commands::{completions, judge, new, resume, rules, sessions, simulate, summary, verify};
use crate::error::Error;
use clap::{Parser, Subcommand};
use std::io::Write;

#[derive(Debug, Parser)]
#[command(name = "tapete", version, about = "Referee and scorekeeper for card games played with real cards", long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
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
    /// Print the man page (roff).
    Man(completions::ManArgs),
    /// Settle a disputed announcement (belote-es) without a session.
    Judge(judge::JudgeArgs),
    /// List the sessions in the sessions folder, newest first.
    Sessions(sessions::SessionsArgs),
    /// Play random legal hands and print statistics.
    Simulate(simulate::SimulateArgs),
    /// Print the summary of a session: hands, totals, winner, timings and statistics.
    Summary(summary::SummaryArgs),
}

/// Terminal width for tables: `COLUMNS` when set (tests fix it), else what comfy-table detects.
pub fn width() -> Option<u16> {
    std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok())
}

pub fn run(cli: Cli, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, Error> {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    match &cli.command {
        Command::New(a) => new::cmd_new(a, &mut input, err),
        Command::Resume(a) => resume::cmd_resume(a, &mut input, err),
        Command::Rules(a) => rules::cmd_rules(a, out, width()),
        Command::Verify(a) => verify::cmd_verify(a, out, err),
        Command::Completions(a) => completions::cmd_completions(a, out),
        Command::Man(a) => completions::cmd_man(a, out),
        Command::Judge(a) => judge::cmd_judge(a, out),
        Command::Sessions(a) => sessions::cmd_sessions(a, out, width()),
        Command::Simulate(a) => simulate::cmd_simulate(a, out),
        Command::Summary(a) => summary::cmd_summary(a, out, width()),
    }
}

pub fn main() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let mut out = stdout.lock();
    let mut err = stderr.lock();
    match run(cli, &mut out, &mut err) {
        Ok(code) => code,
        Err(Error::Ruleset(problems)) => {
            for p in &problems {
                let _ = writeln!(err, "{p}");
            }
            2
        }
        Err(e) => {
            let _ = writeln!(err, "tapete: {e}");
            e.exit_code()
        }
    }
}
