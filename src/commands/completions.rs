//! `tapete completions bash|zsh|fish|elvish|powershell` and `tapete man`: shell completions and the
//! man page, both generated from the same clap definition as the commands themselves.

use crate::error::Error;
use clap::{Args, CommandFactory};
use clap_complete::Shell;
use std::io::Write;

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    pub shell: Shell,
}

#[derive(Debug, Args)]
pub struct ManArgs {}

pub fn cmd_completions(args: &CompletionsArgs, out: &mut dyn Write) -> Result<i32, Error> {
    let mut cmd = crate::cli::Cli::command();
    clap_complete::generate(args.shell, &mut cmd, "tapete", out);
    Ok(0)
}

pub fn cmd_man(_args: &ManArgs, out: &mut dyn Write) -> Result<i32, Error> {
    let cmd = crate::cli::Cli::command();
    clap_mangen::Man::new(cmd).render(out).map_err(|e| Error::io("stdout", e))?;
    Ok(0)
}
