//! `tapete completions bash|zsh|fish|elvish|powershell` and `tapete man`: shell completions and the
//! man page, both generated from the same clap definition as the commands themselves.

use crate::error::{Error, Finished};
use clap::Args;
use clap_complete::Shell;
use std::io::Write;

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    pub shell: Shell,
}

#[derive(Debug, Args)]
pub struct ManArgs {}

/// `cmd` is the command line's whole definition (the dispatcher hands it over).
pub fn cmd_completions(args: &CompletionsArgs, mut cmd: clap::Command, out: &mut dyn Write) -> Result<Finished, Error> {
    clap_complete::generate(args.shell, &mut cmd, "tapete", out);
    Ok(Finished::Done)
}

pub fn cmd_man(_args: &ManArgs, cmd: clap::Command, out: &mut dyn Write) -> Result<Finished, Error> {
    clap_mangen::Man::new(cmd).render(out).map_err(|e| Error::io("stdout", e))?;
    Ok(Finished::Done)
}
