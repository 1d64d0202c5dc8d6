//! `tapete completions bash|zsh|fish|elvish|powershell`: shell completions, generated from the
//! same clap definition as the commands themselves (the man pages: `man.rs`).

use crate::error::{Error, Finished};
use clap::Args;
use clap_complete::Shell;
use std::io::Write;

#[derive(Debug, Args)]
pub(crate) struct CompletionsArgs {
    /// The shell to complete for.
    pub(crate) shell: Shell,
}

/// `cmd` is the command line's whole definition (the dispatcher hands it over).
pub(crate) fn cmd_completions(
    args: &CompletionsArgs,
    mut cmd: clap::Command,
    out: &mut dyn Write,
) -> Result<Finished, Error> {
    // clap_complete panics when its writer fails: it writes into memory, tapete to standard output.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut cmd, "tapete", &mut script);
    if args.shell == Shell::Fish {
        cmd.build();
        fish_positionals(&cmd, &[], &mut script).map_err(|e| Error::io("stdout", e))?;
    }
    out.write_all(&script).map_err(|e| Error::io("stdout", e))?;
    Ok(Finished::Done)
}

/// fish: clap_complete leaves positional arguments to fish's own file completion, so the
/// possible values of a positional (the bundled rulesets' names) are added, files still offered.
fn fish_positionals(cmd: &clap::Command, path: &[&str], out: &mut dyn Write) -> std::io::Result<()> {
    if let Some((first, rest)) = path.split_first() {
        let mut when = format!("__fish_tapete_using_subcommand {first}");
        for sub in rest {
            when.push_str(&format!("; and __fish_seen_subcommand_from {sub}"));
        }
        for arg in cmd.get_positionals() {
            let names: Vec<String> = arg
                .get_possible_values()
                .iter()
                .filter(|v| !v.is_hide_set())
                .map(|v| v.get_name().to_string())
                .collect();
            if !names.is_empty() {
                writeln!(out, "complete -c tapete -n \"{when}\" -a \"{}\"", names.join(" "))?;
            }
        }
    }
    for sub in cmd.get_subcommands() {
        let mut deeper = path.to_vec();
        deeper.push(sub.get_name());
        fish_positionals(sub, &deeper, out)?;
    }
    Ok(())
}
