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

    /// Settle a dispute: describe the table, the game's engine gives the
    /// verdict with the rule card and page
    Judge(JudgeArgs),

    /// What to deal and lay out for a number of players
    Setup(SetupArgs),

    /// Play many random games with the engine and report what happened
    Simulate(SimulateArgs),

    /// Check an answer to a quiz question (exit 0 right, 1 wrong, 2 not a
    /// valid answer)
    Check(CheckArgs),

    /// "Weißt du's noch?" — quiz yourself; what you miss comes back sooner
    ///
    /// On a terminal: pick or type each answer. Piped: one answer per line
    /// on stdin. Progress is kept in $RULECARD_HOME or the data directory.
    Quiz(QuizArgs),

    /// The rule cards marked for re-reading (missed in a quiz), with pages
    Review(MaybeGameArg),

    /// Quiz statistics: answered, right, accuracy per topic, streak, due
    Stats(MaybeGameArg),
}

#[derive(Debug, Args)]
pub struct QuizArgs {
    /// The game: makatsu, makao or maumau
    #[arg(value_name = "GAME")]
    pub game: GameId,

    /// Think first, then uncover the answer and grade yourself honestly
    #[arg(long)]
    pub reveal: bool,

    /// Only questions that are due again
    #[arg(long, conflicts_with = "new")]
    pub due: bool,

    /// Only questions never answered
    #[arg(long)]
    pub new: bool,

    /// Ask at most N questions
    #[arg(long, value_name = "N")]
    pub count: Option<usize>,

    /// Practice without touching the schedule or the statistics
    #[arg(long)]
    pub cram: bool,

    /// Mix in fresh questions the engine builds from random situations
    #[arg(long)]
    pub generated: bool,

    /// Seed for generated questions: the same seed, the same questions
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// List the questions (id, reference, prompt) instead of asking
    #[arg(long)]
    pub list: bool,
}

#[derive(Debug, Args)]
pub struct MaybeGameArg {
    /// The game [default: all games]
    #[arg(value_name = "GAME")]
    pub game: Option<GameId>,
}

#[derive(Debug, Args)]
pub struct JudgeArgs {
    #[command(subcommand)]
    pub game: JudgeGame,
}

#[derive(Debug, Subcommand)]
pub enum JudgeGame {
    /// One round (who takes which chips, where Meister Makatsu goes), or
    /// with --final the end of a game
    ///
    /// Players in seating order, each next name to the left:
    /// `rulecard judge makatsu --meister Jo Jo=B2,G7 Kim=L5,B2 Lea=G7,L1`.
    /// Cards: colour letter (B blue; G or Y yellow; L or P purple) and value
    /// 1–8. End of the game: `rulecard judge makatsu --final Jo=14 Kim=9`.
    #[command(visible_alias = "meister-makatsu")]
    Makatsu(JudgeMakatsuArgs),
}

#[derive(Debug, Args)]
pub struct JudgeMakatsuArgs {
    /// The pass (Durchgang) the round is in: sets the chip value
    #[arg(
        long,
        value_name = "1|2|3",
        default_value_t = 1,
        conflicts_with = "final_"
    )]
    pub pass: u8,

    /// Who holds Meister Makatsu [default: the first player named; at the
    /// end of a game there is no default]
    #[arg(long, value_name = "NAME")]
    pub meister: Option<String>,

    /// Judge the end of a game: NAME=POINTS for every player
    #[arg(long = "final")]
    pub final_: bool,

    /// NAME=FIRST,SECOND for every player in seating order (NAME=POINTS
    /// with --final)
    #[arg(value_name = "NAME=…", required = true)]
    pub entries: Vec<String>,
}

#[derive(Debug, Args)]
pub struct SetupArgs {
    /// The game: makatsu, makao or maumau
    #[arg(value_name = "GAME")]
    pub game: GameId,

    /// Number of players [default: 4]
    #[arg(long, value_name = "N")]
    pub players: Option<usize>,
}

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The game: makatsu, makao or maumau
    #[arg(value_name = "GAME")]
    pub game: GameId,

    /// How many games to play
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub games: u64,

    /// Number of players [default: 4]
    #[arg(long, value_name = "N")]
    pub players: Option<usize>,

    /// Seed for the random choices: the same seed gives the same report
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The game: makatsu, makao or maumau
    #[arg(value_name = "GAME")]
    pub game: GameId,

    /// The question's id (`rulecard quiz GAME --list` lists them)
    #[arg(value_name = "QUESTION-ID")]
    pub question: String,

    /// Your answer: a player's name, a number in digits, or cards in any
    /// order
    #[arg(value_name = "ANSWER", required = true, num_args = 1..)]
    pub answer: Vec<String>,
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
