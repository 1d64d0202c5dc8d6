//! `tapete config path`: where the configuration is read from (`--config FILE`, else
//! `TAPETE_CONFIG`, else `$XDG_CONFIG_HOME/tapete/config.yaml` or `~/.config/tapete/config.yaml`),
//! printed whether or not the file is there, so that `"$EDITOR" "$(tapete config path)"` opens it.

use crate::error::{Error, Finished};
use clap::{Args, Subcommand};
use std::io::Write;

#[derive(Debug, Args)]
pub(crate) struct ConfigArgs {
    #[command(subcommand)]
    pub(crate) command: ConfigCommand,
}

#[derive(Debug, Subcommand)]
pub(crate) enum ConfigCommand {
    /// Print the path of the configuration file tapete reads (it may not exist yet).
    Path,
}

pub(crate) fn cmd_config(args: &ConfigArgs, out: &mut dyn Write) -> Result<Finished, Error> {
    match args.command {
        ConfigCommand::Path => {
            let path = crate::config::path().ok_or(Error::NoConfigPlace)?;
            let _ = writeln!(out, "{}", crate::term::path(&path));
        }
    }
    Ok(Finished::Done)
}
