//! `rulecard man`: the manual page, rendered by clap_mangen from the same
//! definitions as `--help`.

use std::process::ExitCode;

use clap::CommandFactory;

use super::Ctx;
use crate::cli::Cli;
use crate::error::Error;

pub fn run(ctx: &mut Ctx) -> Result<ExitCode, Error> {
    super::refuse_json(ctx, "man", "it writes a manual page in roff")?;
    let page = clap_mangen::Man::new(Cli::command());
    page.render(&mut ctx.out)?;
    Ok(ExitCode::SUCCESS)
}
