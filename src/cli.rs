//! The command line, as clap derive definitions. Help text lives in the
//! `///` comments, so `--help`, the man page and completions agree.

use clap::builder::PossibleValue;
use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::content::{GameId, Lang};

/// Card game rules at the table: look a rule up, settle a dispute, quiz
/// yourself.
///
/// Knows Meister Makatsu (makatsu), Makao (makao) and Mau-Mau (maumau), in
/// German, Dutch and English. Works offline; everything is in the binary.
#[derive(Debug, Parser)]
#[command(name = "rulecard", version, max_term_width = 100)]
pub struct Cli {
    /// Language of rule text and interface: de, nl or en [default: from the
    /// locale (LC_ALL, LC_MESSAGES, LANG), else the game's source language]
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<Lang>,

    /// When to colour the output: auto colours a terminal unless NO_COLOR is
    /// set
    #[arg(long, global = true, value_enum, value_name = "WHEN", default_value_t = ColorWhen::Auto)]
    pub color: ColorWhen,

    /// Print one JSON object with stable, language-independent keys and ids
    #[arg(long, global = true)]
    pub json: bool,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the games: names, player counts, languages, source
    Games,

    /// List a game's rule cards, or find cards by id or by words
    ///
    /// Without a query: every card with its id, reference and title. With
    /// one: the best match in full, with its related cards; typos, missing
    /// umlauts and any of the game's languages are fine ("gleichstnd",
    /// "hoechste", "vrouw").
    #[command(visible_alias = "rule")]
    Rules(RulesArgs),

    /// Common mistakes: what players wrongly believe, and the rule
    Mistakes(GameArg),

    /// The numbers table: cards, hands, rounds, penalties, scores
    Numbers(GameArg),
}

#[derive(Debug, Args)]
pub struct GameArg {
    /// The game: makatsu, makao or maumau
    #[arg(value_name = "GAME")]
    pub game: GameId,
}

#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The game: makatsu, makao or maumau
    #[arg(value_name = "GAME")]
    pub game: GameId,

    /// A card id or words to look for (several words are one query)
    #[arg(value_name = "QUERY")]
    pub query: Vec<String>,

    /// Show every matching card in full, not just the best one
    #[arg(long)]
    pub all: bool,
}

/// `--color`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorWhen {
    Auto,
    Always,
    Never,
}

impl ValueEnum for GameId {
    fn value_variants<'a>() -> &'a [Self] {
        &GameId::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let value = PossibleValue::new(self.slug()).aliases(self.aliases().iter().copied());
        Some(match self {
            GameId::Makatsu => value.help("Meister Makatsu (AMIGO, 2025)"),
            GameId::Makao => value.help("Makao, Dutch rules of a Pesten-like game"),
            GameId::MauMau => value.help("Mau-Mau with house-rule variants"),
        })
    }
}

impl ValueEnum for Lang {
    fn value_variants<'a>() -> &'a [Self] {
        &Lang::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.code()).help(match self {
            Lang::De => "Deutsch",
            Lang::Nl => "Nederlands",
            Lang::En => "English",
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }
}
