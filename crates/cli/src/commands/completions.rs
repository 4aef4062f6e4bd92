//! Shell completion, computed by rulecard itself as the player types.
//!
//! The shell script (`rulecard completions SHELL`, the same as
//! `COMPLETE=SHELL rulecard`) only registers rulecard as its own completer:
//! at each Tab the shell runs `COMPLETE=SHELL rulecard -- WORDS…` and
//! clap_complete answers from the same definitions as `--help`. That lets
//! the answer depend on the words already typed: `rules makatsu ti<Tab>`
//! offers Meister Makatsu's card ids only, not Makao's `tips`. A generated
//! static script could only offer every game's ids everywhere (and fish got
//! none).

use std::process::ExitCode;

use clap::CommandFactory;
use clap_complete::env::{Bash, Elvish, EnvCompleter, Fish, Powershell, Zsh};

use super::Ctx;
use crate::cli::{Cli, CompletionsArgs};
use crate::error::Error;

/// The environment variable that asks for completions.
pub const VAR: &str = "COMPLETE";

/// Answers a completion request and exits, when the shell sent one
/// (`COMPLETE` is set); otherwise returns at once.
pub fn answer_shell() {
    clap_complete::CompleteEnv::with_factory(Cli::command)
        .var(VAR)
        .complete();
}

pub fn run(ctx: &mut Ctx, args: CompletionsArgs) -> Result<ExitCode, Error> {
    super::refuse_json(
        ctx,
        "completions",
        rulecard_core::i18n::Message::new("err-no-json-completions"),
    )?;
    use clap_complete::Shell;
    let shell: &dyn EnvCompleter = match args.shell {
        Shell::Bash => &Bash,
        Shell::Zsh => &Zsh,
        Shell::Fish => &Fish,
        Shell::Elvish => &Elvish,
        Shell::PowerShell => &Powershell,
        other => {
            return Err(Error::Usage {
                token: other.to_string(),
                expected: "bash, zsh, fish, elvish or powershell".into(),
                message: rulecard_core::i18n::Message::new("err-no-completion")
                    .arg("shell", other.to_string()),
            });
        }
    };
    // The script calls `rulecard` from PATH, so it survives a reinstall.
    shell.write_registration(VAR, "rulecard", "rulecard", "rulecard", &mut ctx.out)?;
    Ok(ExitCode::SUCCESS)
}
