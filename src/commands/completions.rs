//! `rulecard completions SHELL`: a completion script from the clap
//! definitions, so subcommands, options, game names, card and question ids
//! and variant names complete.

use std::process::ExitCode;

use clap::CommandFactory;

use super::Ctx;
use crate::cli::{Cli, CompletionsArgs};
use crate::error::Error;

pub fn run(ctx: &mut Ctx, args: CompletionsArgs) -> Result<ExitCode, Error> {
    super::refuse_json(ctx, "completions", "it writes a shell script")?;
    let mut command = Cli::command();
    clap_complete::generate(args.shell, &mut command, "rulecard", &mut ctx.out);
    Ok(ExitCode::SUCCESS)
}
