//! The values clap_complete offers for an argument as the player types
//! (`ArgValueCompleter`s): a game's card ids, question ids and variants,
//! read from the embedded content for the game already typed.
//!
//! Apart from `commands::completions` (which writes the shell's script)
//! because the command-line definitions use these, and that command uses
//! the definitions.

use std::ffi::OsStr;

use clap_complete::engine::CompletionCandidate;
use rulecard_core::content::{self, GameId};

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
        None => content::ids::VARIANT_IDS
            .iter()
            .map(|v| (*v).to_owned())
            .collect(),
    };
    names.push(crate::config::NO_VARIANT.to_owned());
    starting_with(names.iter().map(String::as_str), current)
}
