//! `tapete concours board [--port P] [--bind ADDR]`: the projector page (to come).

use crate::error::{Error, Finished};
use crate::i18n::LangChoice;
use clap::Args;
use std::io::Write;

#[derive(Debug, Args)]
pub struct BoardArgs {
    #[command(flatten)]
    pub file: super::FileArg,
}

pub fn run(a: &BoardArgs, choice: LangChoice, err: &mut dyn Write) -> Result<Finished, Error> {
    let _ = (a, choice, err);
    Ok(Finished::Done)
}
