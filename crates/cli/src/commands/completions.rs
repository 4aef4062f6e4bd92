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
    if std::env::var_os(VAR).is_none() {
        return;
    }
    clap_complete::CompleteEnv::with_factory(|| for_words(Cli::command(), std::env::args()))
        .var(VAR)
        .complete();
}

/// The command line as completion sees it for the words typed so far:
/// the house-rule options a game has no use for are hidden once that game
/// is named (no `--variant`, `--hand-size`, `--mau-penalty` after
/// `makatsu`), so Tab offers only what applies.
fn for_words(command: clap::Command, words: impl Iterator<Item = String>) -> clap::Command {
    use rulecard_core::content::GameId;
    let Some(game) = words
        .filter_map(|w| GameId::from_slug(&w))
        .next()
        .and_then(|id| super::load_meta(id).ok())
    else {
        return command;
    };
    let unused: Vec<&str> = [
        ("variants", game.variants.is_empty()),
        (
            "hand_size",
            !game.options.iter().any(|o| o.id == "hand-size"),
        ),
        (
            "mau_penalty",
            !game.options.iter().any(|o| o.id == "mau-penalty"),
        ),
    ]
    .into_iter()
    .filter_map(|(id, unused)| unused.then_some(id))
    .collect();
    // The subcommands' arguments are deferred until built.
    let mut command = command;
    command.build();
    hide(command, &unused)
}

/// `command` and its subcommands with the arguments `ids` hidden.
fn hide(mut command: clap::Command, ids: &[&str]) -> clap::Command {
    for id in ids {
        if command.get_arguments().any(|a| a.get_id() == *id) {
            command = command.mut_arg(*id, |a| a.hide(true));
        }
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_owned())
        .collect();
    for name in names {
        command = command.mut_subcommand(name, |s| hide(s, ids));
    }
    command
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
