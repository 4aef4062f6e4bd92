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

use std::ffi::OsStr;
use std::process::ExitCode;

use clap::CommandFactory;
use clap_complete::engine::CompletionCandidate;
use clap_complete::env::{Bash, Elvish, EnvCompleter, Fish, Powershell, Zsh};

use super::Ctx;
use crate::cli::{Cli, CompletionsArgs};
use crate::error::Error;
use rulecard_core::content::{self, GameId};

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

/// The game named on the command line being completed: the first word
/// after the command's name that is a game's name or alias.
fn game_typed() -> Option<GameId> {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    // `rulecard -- rulecard rules makatsu ti`: the words follow `--`.
    let words = args.iter().skip_while(|a| *a != "--").skip(2);
    words
        .filter(|w| !w.starts_with('-'))
        .skip(1)
        .find_map(|w| GameId::from_slug(w))
}

/// The candidates among `ids` that start with what is typed.
fn starting_with<'a>(
    ids: impl IntoIterator<Item = &'a str>,
    current: &OsStr,
) -> Vec<CompletionCandidate> {
    let typed = current.to_string_lossy();
    ids.into_iter()
        .filter(|id| id.starts_with(typed.as_ref()))
        .map(CompletionCandidate::new)
        .collect()
}

/// Rule card ids of the game typed (`rules GAME <Tab>`).
pub fn card_ids(current: &OsStr) -> Vec<CompletionCandidate> {
    let Some(game) = game_typed() else {
        return Vec::new();
    };
    match content::load_parts(game, content::Parts::RULES) {
        Ok(g) => starting_with(g.rules.iter().map(|c| c.id.as_str()), current),
        Err(_) => Vec::new(),
    }
}

/// The games' names (`rules <Tab>`: a first word that is no game starts
/// a search of every game instead).
pub fn game_names(current: &OsStr) -> Vec<CompletionCandidate> {
    starting_with(GameId::ALL.iter().map(|g| g.slug()), current)
}

/// Question ids of the game typed (`check GAME <Tab>`).
pub fn question_ids(current: &OsStr) -> Vec<CompletionCandidate> {
    let Some(game) = game_typed() else {
        return Vec::new();
    };
    match content::load(game) {
        Ok(g) => starting_with(g.quiz.iter().map(|q| q.id.as_str()), current),
        Err(_) => Vec::new(),
    }
}

/// House-rule variants of the game typed (every game's, when none is
/// typed yet), and `none`.
pub fn variant_names(current: &OsStr) -> Vec<CompletionCandidate> {
    let mut names: Vec<String> = match game_typed() {
        Some(game) => match content::load_parts(game, content::Parts::RULES) {
            Ok(g) => g.variants.iter().map(|v| v.id.clone()).collect(),
            Err(_) => Vec::new(),
        },
        None => crate::cli::ids::VARIANT_IDS
            .iter()
            .map(|v| (*v).to_owned())
            .collect(),
    };
    names.push(crate::cli::NO_VARIANT.to_owned());
    starting_with(names.iter().map(String::as_str), current)
}
