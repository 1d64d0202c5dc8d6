//! `tapete completions bash|zsh|fish|elvish|powershell` and `tapete man [--dir DIR]`: shell
//! completions and the man pages, both generated from the same clap definition as the commands
//! themselves.

use crate::error::{Error, Finished};
use clap::Args;
use clap_complete::Shell;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub(crate) struct CompletionsArgs {
    /// The shell to complete for.
    pub(crate) shell: Shell,
}

#[derive(Debug, Args)]
pub(crate) struct ManArgs {
    /// Write every page into this folder instead: tapete.1 and one per command (tapete-new.1,
    /// tapete-rules-show.1, …), the pages tapete(1) points to.
    #[arg(long, value_name = "DIR")]
    pub(crate) dir: Option<PathBuf>,
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

/// tapete(1) on standard output, or with `--dir` every page written into that folder.
pub(crate) fn cmd_man(args: &ManArgs, cmd: clap::Command, out: &mut dyn Write) -> Result<Finished, Error> {
    match &args.dir {
        Some(dir) => {
            let failed = |e| Error::io(crate::term::path(dir), e);
            std::fs::create_dir_all(dir).map_err(failed)?;
            clap_mangen::generate_to(cmd, dir).map_err(failed)?;
        }
        None => {
            clap_mangen::Man::new(cmd.disable_help_subcommand(true)).render(out).map_err(|e| Error::io("stdout", e))?
        }
    }
    Ok(Finished::Done)
}
