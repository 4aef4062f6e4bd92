//! The command line, as clap derive definitions. Help text lives in the
//! `///` comments, so `--help`, the man page and completions agree.
//!
//! Why one file: clap derives one command line from these types together
//! (the subcommands, the argument groups they share, the value parsers and
//! the examples each help ends with, which a test runs); the help text a
//! reader checks for consistency is read top to bottom here.

use std::ffi::OsString;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use clap_complete::engine::ArgValueCompleter;

use crate::candidates;
use rulecard_core::content::{GameId, Lang};

/// Card game rules at the table: look a rule up, settle a dispute, quiz
/// yourself.
///
/// Knows Meister Makatsu (makatsu), Makao (makao) and Mau-Mau (maumau), in
/// German, Dutch and English. Works offline; everything is in the binary.
///
/// Language: --lang, else the locale (LC_ALL, LC_MESSAGES, LANG), else
/// English. Rule text a game lacks in that language is shown in English,
/// with one notice on stderr; the interface stays in the chosen language.
#[derive(Debug, Parser)]
#[command(name = "rulecard", version, max_term_width = 100, after_help = examples::TOP)]
pub struct Cli {
    #[command(flatten)]
    pub globals: Globals,

    #[command(subcommand)]
    pub command: Command,
}

// The options every command takes, before or after its name. (A plain
// comment: a doc comment on a flattened struct would become the help text
// of the commands that flatten it.)
#[derive(Debug, Args, Clone)]
pub struct Globals {
    /// Language of interface and rule text: de, nl or en [default: from the
    /// locale (LC_ALL, LC_MESSAGES, LANG), else en]. A game without text in
    /// it shows its rules in English, with a notice

    #[arg(long, global = true, value_name = "LANG", value_parser = lang_value())]
    pub lang: Option<Lang>,

    /// When to colour the output: auto colours a terminal unless NO_COLOR is
    /// set
    #[arg(long, global = true, value_enum, value_name = "WHEN", default_value_t = ColorWhen::Auto)]
    pub color: ColorWhen,

    /// Print one JSON object with stable, language-independent keys and ids
    #[arg(long, global = true)]
    pub json: bool,

    /// Never page: print output longer than the terminal straight to it
    /// (also RULECARD_PAGER=cat)
    #[arg(long, global = true)]
    pub no_pager: bool,
}

// Each subcommand's arguments are built only when that subcommand runs (or
// help, completions or the man page need them all): building every
// subcommand's arguments was most of a lookup's start-up.
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum Command {
    /// List the games: names, player counts, languages, source
    #[command(after_help = examples::GAMES)]
    Games,

    /// List a game's rule cards, or find cards by id or by words
    ///
    /// Without a query: every card with its id, reference and title. With
    /// one: the best match in full, with its related cards; typos, missing
    /// umlauts and any of the game's languages are fine ("gleichstnd",
    /// "hoechste", "vrouw").
    // `rule` works too, but completion and help offer the one name.
    #[command(alias = "rule", after_help = examples::RULES)]
    Rules(RulesArgs),

    /// Common mistakes: what players wrongly believe, and the rule
    #[command(after_help = examples::MISTAKES)]
    Mistakes(GameArg),

    /// The numbers table: cards, hands, rounds, penalties, scores
    #[command(after_help = examples::NUMBERS)]
    Numbers(GameArg),

    /// Settle a dispute: describe the table, the game's engine gives the
    /// verdict with the rule card and page
    ///
    #[command(after_help = examples::JUDGE)]
    Judge(JudgeArgs),

    /// What to deal and lay out for a number of players
    #[command(after_help = examples::SETUP)]
    Setup(SetupArgs),

    /// Play many random games with the engine and report what happened
    #[command(after_help = examples::SIMULATE)]
    Simulate(SimulateArgs),

    /// Check an answer to a quiz question (exit 0 right, 1 wrong, 2 not a
    /// valid answer)
    #[command(after_help = examples::CHECK)]
    Check(CheckArgs),

    /// "Weißt du's noch?" — quiz yourself; what you miss comes back sooner
    ///
    /// On a terminal: pick each answer from a list (type to filter it; Space
    /// checks cards) or type it. Esc or Ctrl-C at any prompt stops with the
    /// score of what was answered (exit 0); so does q at a typed answer,
    /// after an explanation, and in a list while nothing is typed into it
    /// (after a letter, q filters). Piped: one answer per line on stdin.
    /// Progress is kept in $RULECARD_HOME or the data directory.
    #[command(after_help = examples::QUIZ)]
    Quiz(QuizArgs),

    /// Play against computer players: you and three others by default
    ///
    /// One move per line in the judge's notation (Makao, Mau-Mau: "7h",
    /// "7h 7c", "Jh>7", "Ah>s", "draw", "take", "wait", "keep", and "mau"
    /// added to the play that leaves you one card in Mau-Mau; Meister
    /// Makatsu: a card such as "B6"); "?" lists what is legal and why, "q"
    /// leaves. A refused move says why, with the rule card and page. Wins,
    /// points and a ranking go into "rulecard stats".
    #[command(after_help = examples::PLAY)]
    Play(PlayArgs),

    /// The rule cards marked for re-reading (missed in a quiz), with pages
    #[command(after_help = examples::REVIEW)]
    Review(MaybeGameArg),

    /// Your statistics: the quiz's and what "rulecard play" recorded
    ///
    /// Quiz: answered, right, streak, what is due and new, accuracy per
    /// topic (rule card; ⚑ marks a rule to re-read). Play, per opponent
    /// level: games, wins, win rate, current and best streak, abandoned
    /// games, games stopped at the turn limit, the fastest win and the
    /// rating; the best wins ranked per player count (Meister Makatsu's by
    /// fewest minus points).
    #[command(after_help = examples::STATS)]
    Stats(MaybeGameArg),

    /// A one-page cheat sheet: the turn in short, the numbers, special cards
    /// or scoring, common mistakes
    ///
    /// Text fits 80 columns; HTML is one self-contained file that prints on
    /// one A4 page. "--personal" adds the rules you missed most in quizzes.
    #[command(after_help = examples::SHEET)]
    Sheet(SheetArgs),

    /// Save a table's usual house rules so they apply without flags, or show
    /// them
    ///
    /// With house-rule options: saves them. Without: shows what is saved,
    /// and where. "--clear" forgets them. "--game GAME" saves the game a
    /// lookup without a game searches first, "--pager off" turns paging
    /// off.
    #[command(after_help = examples::CONFIG)]
    Config(ConfigArgs),

    /// Print a shell completion script (bash, zsh, fish, elvish, powershell)
    ///
    /// The script asks rulecard itself at each Tab, so what is offered
    /// fits what is typed: "rules makatsu <Tab>" offers Meister Makatsu's
    /// rule cards. It is the same as "COMPLETE=SHELL rulecard" prints.
    #[command(after_help = examples::COMPLETIONS)]
    Completions(CompletionsArgs),

    /// Print the manual page (roff) to stdout, or write every page to a
    /// directory
    ///
    /// "--dir DIR" writes rulecard.1 and one page per command
    /// (rulecard-rules.1, rulecard-judge-makao.1, …), which "man" finds once
    /// DIR is on its path (~/.local/share/man/man1 usually is).
    #[command(after_help = examples::MAN)]
    Man(ManArgs),
}

#[derive(Debug, Args)]
pub struct ManArgs {
    /// Write rulecard.1 and a page per command into DIR (created if need
    /// be) instead of printing rulecard.1
    #[arg(long, value_name = "DIR")]
    pub dir: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for
    #[arg(value_enum, value_name = "SHELL")]
    pub shell: clap_complete::Shell,
}

/// The command line parsed by clap, with a game after `judge` in any case
/// or spelling.
///
/// A game is a subcommand of `judge`, and clap matches subcommand names
/// exactly, while everywhere else a game's name or alias is taken in any
/// case (`Makao`, `MAUMAU`, `Mau-Mau`, `pesten`). A word clap does not know
/// there comes back as [`JudgeGame::Other`]; when it names a game, the
/// rest of the line is parsed again after `judge` and that game's id, and
/// options given before `judge` still count.
impl Command {
    /// Whether the command's output is a page to read, which a pager may
    /// show (not a conversation, a script, a long run).
    pub fn pages(&self) -> bool {
        !matches!(
            self,
            Command::Quiz(_)
                | Command::Play(_)
                | Command::Simulate(_)
                | Command::Completions(_)
                | Command::Man(_)
        )
    }
}

pub fn parse(args: &[std::ffi::OsString]) -> Result<Cli, clap::Error> {
    use clap::Parser;
    let cli = Cli::try_parse_from(args)?;
    let Command::Judge(JudgeArgs {
        game: JudgeGame::Other(words),
    }) = &cli.command
    else {
        return Ok(cli);
    };
    let Some((word, rest)) = words.split_first() else {
        return Ok(cli);
    };
    let Some(game) = word.to_str().and_then(GameId::from_slug) else {
        return Err(unknown_judge_game(word));
    };
    let again: Vec<std::ffi::OsString> = [
        std::ffi::OsString::from("rulecard"),
        "judge".into(),
        game.slug().into(),
    ]
    .into_iter()
    .chain(rest.iter().cloned())
    .collect();
    let mut parsed = Cli::try_parse_from(again)?;
    let before = &cli.globals;
    parsed.globals.lang = parsed.globals.lang.or(before.lang);
    parsed.globals.json |= before.json;
    if parsed.globals.color == ColorWhen::Auto {
        parsed.globals.color = before.color;
    }
    Ok(parsed)
}

/// clap's own error for a word after `judge` that is no game, with the
/// game it is nearest to as its tip.
pub fn unknown_judge_game(word: &std::ffi::OsStr) -> clap::Error {
    use clap::CommandFactory;
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let word = word.to_string_lossy().into_owned();
    let mut command = Cli::command();
    command.build();
    let judge = command.find_subcommand("judge").cloned().unwrap_or(command);
    let mut error = clap::Error::new(ErrorKind::InvalidSubcommand).with_cmd(&judge);
    let near = GameId::ALL
        .into_iter()
        .map(|g| (strsim::jaro(g.slug(), &word.to_lowercase()), g))
        .filter(|(score, _)| *score > 0.7)
        .max_by(|a, b| a.0.total_cmp(&b.0));
    error.insert(ContextKind::InvalidSubcommand, ContextValue::String(word));
    if let Some((_, game)) = near {
        error.insert(
            ContextKind::SuggestedSubcommand,
            ContextValue::Strings(vec![game.slug().to_owned()]),
        );
    }
    error.insert(
        ContextKind::Usage,
        ContextValue::StyledStr(judge.clone().render_usage()),
    );
    error
}

#[derive(Debug, Args)]
pub struct QuizArgs {
    /// The game: makatsu, makao or maumau
    #[arg(value_name = "GAME", ignore_case = true, value_parser = game_value())]
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

    /// Ask at most N questions of the whole game [default: a session: what
    /// is due, then up to 10 never asked]
    #[arg(long, value_name = "N")]
    pub count: Option<usize>,

    /// Practice without touching the schedule or the statistics
    #[arg(long)]
    pub cram: bool,

    /// Mix in fresh questions the engine builds from random situations
    #[arg(long)]
    pub generated: bool,

    /// Seed for generated questions: the same seed, the same questions
    #[arg(long, value_name = "S", requires = "generated")]
    pub seed: Option<u64>,

    /// List the game's own questions (id, reference, prompt) instead of
    /// asking; generated questions are made afresh for each quiz
    #[arg(long, conflicts_with = "generated")]
    pub list: bool,

    #[command(flatten)]
    pub house: HouseArgs,
}

#[derive(Debug, Args)]
pub struct MaybeGameArg {
    /// The game [default: all games]
    #[arg(value_name = "GAME", ignore_case = true, value_parser = game_value())]
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
    /// Players in seating order, each next name to the left, as
    /// NAME=FIRST,SECOND. Cards: colour letter (B blue; G or Y yellow; L or P
    /// purple) and value 1–8. The end of a game: --final and NAME=POINTS.
    #[command(visible_alias = "meister-makatsu", after_help = examples::JUDGE_MAKATSU)]
    Makatsu(JudgeMakatsuArgs),

    /// Which cards may be played now (--top, --hand, one open obligation),
    /// or what a sequence of turns leads to (--top, --turns)
    ///
    /// Cards: rank 2–10, J, Q, K, A and suit c d h s (or ♣ ♦ ♥ ♠). Players
    /// in a sequence are P1…PN, P1 first, clockwise. An illegal turn in a
    /// sequence exits 1 with the table as it stood before it.
    #[command(after_help = examples::JUDGE_MAKAO)]
    Makao(SheddingArgs),

    /// Which cards may be played now, or what a sequence of turns leads to,
    /// under the house rules in force
    ///
    /// Cards as for Makao, from the 32-card deck (7 to ace). A jack's wish
    /// follows ">": "Jc>s"; an ace's follow-up card is in the same turn:
    /// "Ah 9h", "Ah draw"; "mau" announces "Mau-Mau".
    #[command(visible_alias = "mau-mau", after_help = examples::JUDGE_MAUMAU)]
    Maumau(JudgeMaumauArgs),

    /// Any other word after `judge`: a game in another case or spelling
    /// ("Makao", "PESTEN"), which [`parse`] reads again, or no game.
    #[command(external_subcommand)]
    Other(Vec<OsString>),
}

#[derive(Debug, Args)]
pub struct JudgeMaumauArgs {
    #[command(flatten)]
    pub table: SheddingArgs,

    #[command(flatten)]
    pub house: HouseArgs,
}

// The judge forms of the shedding games (JUDGE.md). (Plain comment: see
// `Globals`.)
#[derive(Debug, Args)]
pub struct SheddingArgs {
    /// The top card of the discard pile, e.g. 8c, Qs, K♠
    #[arg(long, value_name = "CARD")]
    pub top: String,

    /// The hand, space-separated: which of these may be played now?
    #[arg(long, value_name = "CARDS", conflicts_with_all = ["turns", "players", "hand_sizes"])]
    pub hand: Option<String>,

    /// An open attack of N cards (its last attack card is on top)
    #[arg(long, value_name = "N", conflicts_with = "turns")]
    pub penalty: Option<u32>,

    /// An open wait of N turns (Makao: a 4 on top; Mau-Mau: an 8, N = 1)
    #[arg(long, value_name = "N", conflicts_with = "turns")]
    pub wait: Option<u32>,

    /// The value a Makao jack demands (5–10)
    #[arg(long, value_name = "V", conflicts_with = "turns")]
    pub demand_value: Option<String>,

    /// The suit an ace (Makao) or a jack's wish (Mau-Mau) demands: c d h s
    #[arg(long, value_name = "S", conflicts_with = "turns")]
    pub demand_suit: Option<String>,

    /// Players in a sequence, P1…PN [default: 4]
    #[arg(long, value_name = "N", value_parser = players_value())]
    pub players: Option<usize>,

    /// Cards in each hand at the start of a sequence [default: 5 each]
    #[arg(long, value_name = "N,N,…", value_delimiter = ',')]
    pub hand_sizes: Option<Vec<u32>>,

    /// The turns, ";"-separated: cards ("6c 6h", "Jd>9", "Ac>h"), "draw",
    /// "draw 9h", "wait"
    #[arg(long, value_name = "TURN; TURN; …")]
    pub turns: Option<String>,
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
    #[arg(value_name = "GAME", ignore_case = true, value_parser = game_value())]
    pub game: GameId,

    /// Number of players [default: 4]
    #[arg(long, value_name = "N", value_parser = players_value())]
    pub players: Option<usize>,

    #[command(flatten)]
    pub house: HouseArgs,
}

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The game: makatsu, makao or maumau
    #[arg(value_name = "GAME", ignore_case = true, value_parser = game_value())]
    pub game: GameId,

    /// How many games to play
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub games: u64,

    /// Number of players [default: 4]
    #[arg(long, value_name = "N", value_parser = players_value())]
    pub players: Option<usize>,

    /// Seed for the random choices: the same seed gives the same report
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,

    /// Computer players (Makao, Mau-Mau): one policy for every seat, or one
    /// per seat, comma-separated: tips, random [default: random]
    #[arg(long, value_name = "P[,P…]", value_delimiter = ',')]
    pub policy: Vec<String>,

    /// Stop a game after this many turns and count it as unfinished (Makao,
    /// Mau-Mau) [default: 1000]
    #[arg(long, value_name = "T")]
    pub max_turns: Option<u32>,

    /// Threads to play the games on [default: every core]; the report is
    /// the same for any number (each game has a seed of its own)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,

    #[command(flatten)]
    pub house: HouseArgs,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game: makatsu, makao or maumau
    #[arg(value_name = "GAME", ignore_case = true, value_parser = game_value())]
    pub game: GameId,

    /// Players at the table, you included (Makao, Mau-Mau 2–8; Meister
    /// Makatsu 2–6) [default: 4]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(2..=8))]
    pub players: Option<u8>,

    /// Pass-and-play: this many people share the screen, each hand shown
    /// only after a "pass to NAME" screen; the other seats are computer
    /// players [default: 1, you]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=8))]
    pub humans: Option<u8>,

    /// Pass-and-play by name: the people at the screen, comma-separated
    /// (their wins go into "rulecard stats" by name)
    #[arg(long, value_name = "NAMES", value_delimiter = ',', num_args = 1..)]
    pub names: Vec<String>,

    /// A four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green
    #[arg(long = "four-colours", visible_alias = "four-colors")]
    pub four_colours: bool,

    /// How the computer players choose: tips (the rule cards' tips),
    /// random, or strong (looks ahead on guesses of the hidden cards)
    #[arg(
        long = "opponents",
        value_name = "LEVEL",
        default_value = "tips",
        ignore_case = true
    )]
    pub level: rulecard_core::play::Level,

    /// Seed for the deal and every computer decision: the same seed plays
    /// the same game again [default: a new one, shown at the end]
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// No pause after the computer players' moves
    #[arg(long)]
    pub fast: bool,

    #[command(flatten)]
    pub house: HouseArgs,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The game: makatsu, makao or maumau
    #[arg(value_name = "GAME", ignore_case = true, value_parser = game_value())]
    pub game: GameId,

    /// The question's id ("rulecard quiz GAME --list" lists them)
    #[arg(value_name = "QUESTION-ID", add = ArgValueCompleter::new(candidates::question_ids))]
    pub question: String,

    /// Your answer: a player's name, a number in digits, or cards in any
    /// order
    #[arg(value_name = "ANSWER", required = true, num_args = 1..)]
    pub answer: Vec<String>,

    #[command(flatten)]
    pub house: HouseArgs,
}

#[derive(Debug, Args)]
pub struct GameArg {
    /// The game: makatsu, makao or maumau
    #[arg(value_name = "GAME", ignore_case = true, value_parser = game_value())]
    pub game: GameId,
}

#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The game: makatsu, makao or maumau. A first word that is no game
    /// starts the query, and every game is searched (the default game of
    /// "rulecard config --game" first)
    #[arg(value_name = "GAME", add = ArgValueCompleter::new(candidates::game_names))]
    pub game: Option<String>,

    /// A card id or words to look for (several words are one query)
    #[arg(value_name = "QUERY", add = ArgValueCompleter::new(candidates::card_ids))]
    pub query: Vec<String>,

    /// Show every matching card in full, not just the best one
    #[arg(long)]
    pub all: bool,

    #[command(flatten)]
    pub house: HouseArgs,
}

// House rules for one run (Mau-Mau). Without them, the rules saved with
// `rulecard config` apply, else the source's main text. (Plain comment:
// see `Globals`.)
#[derive(Debug, Args, Clone, Default)]
pub struct HouseArgs {
    /// Switch on a house-rule variant (repeatable): seven-stacking,
    /// eight-stacking, no-jack-on-jack, or none; replaces the saved ones for
    /// this run
    #[arg(long = "variant", value_name = "NAME", add = ArgValueCompleter::new(candidates::variant_names))]
    pub variants: Vec<String>,

    /// Cards dealt to each player (Mau-Mau: 5 or 6)
    #[arg(long, value_name = "N")]
    pub hand_size: Option<u32>,

    /// Cards drawn for a forgotten "Mau-Mau" (Mau-Mau: 1–10)
    #[arg(long, value_name = "N")]
    pub mau_penalty: Option<u32>,
}

impl HouseArgs {
    /// The house rules in force for this run: `--variant none` switches
    /// every variant off, whatever is saved; other flags as
    /// `config::resolve` takes them.
    pub fn resolve(
        &self,
        game: &rulecard_core::content::Game,
    ) -> Result<crate::config::InForce, crate::error::Error> {
        let none = |v: &String| v.eq_ignore_ascii_case(crate::config::NO_VARIANT);
        if !self.variants.iter().any(none) {
            return crate::config::resolve(game, &self.variants, &self.options());
        }
        if let Some(other) = self.variants.iter().find(|v| !none(v)) {
            return Err(crate::error::Error::Usage {
                token: other.clone(),
                expected: "--variant none alone".into(),
                message: rulecard_core::i18n::Message::new("err-variant-none-alone")
                    .arg("other", other.as_str()),
            });
        }
        let mut in_force = crate::config::resolve(game, &[], &self.options())?;
        in_force.house.clear_variants();
        in_force.origin = crate::config::Origin::Flags;
        Ok(in_force)
    }

    /// The option flags by option id, as `config::resolve` takes them.
    pub fn options(&self) -> [(&'static str, Option<u32>); 2] {
        [
            ("hand-size", self.hand_size),
            ("mau-penalty", self.mau_penalty),
        ]
    }
}

#[derive(Debug, Args)]
pub struct SheetArgs {
    /// The game: makatsu, makao or maumau
    #[arg(value_name = "GAME", ignore_case = true, value_parser = game_value())]
    pub game: GameId,

    /// text, md or html [default: from the -o file's extension (.txt, .md,
    /// .html, .htm), else text]
    #[arg(long, value_name = "FORMAT")]
    pub format: Option<rulecard_core::render::sheet::SheetFormat>,

    /// Write the sheet to FILE instead of stdout ("-" is stdout)
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<std::path::PathBuf>,

    /// Add the rules you missed most in quizzes (as many as fit the page)
    #[arg(long)]
    pub personal: bool,

    #[command(flatten)]
    pub house: HouseArgs,
}

// The house-rule options save rather than override here: they get help
// of their own. (Plain comment: see `Globals`.)
#[derive(Debug, Args)]
#[command(
    mut_arg("variants", |a| a.help("Save a house-rule variant (repeatable): seven-stacking, eight-stacking, no-jack-on-jack; replaces the variants saved before")),
    mut_arg("hand_size", |a| a.help("Save the cards dealt to each player (Mau-Mau: 5 or 6)")),
    mut_arg("mau_penalty", |a| a.help("Save the cards drawn for a forgotten \"Mau-Mau\" (Mau-Mau: 1–10)")),
)]
pub struct ConfigArgs {
    /// The game whose house rules to save or show
    #[arg(
        value_name = "GAME",
        ignore_case = true,
        value_parser = game_value(),
        required_unless_present_any = ["default_game", "pager"]
    )]
    pub game: Option<GameId>,

    /// Save the game "rulecard rules QUERY" searches first (none: forget it)
    #[arg(long = "game", value_name = "GAME|none")]
    pub default_game: Option<DefaultGame>,

    /// Save the pager for output longer than the terminal: off, on (the
    /// default: PAGER, else less -FRX) or a command such as "less -S";
    /// --no-pager and RULECARD_PAGER come first
    #[arg(long, value_name = "off|on|COMMAND")]
    pub pager: Option<PagerChoice>,

    #[command(flatten)]
    pub house: HouseArgs,

    /// Forget the saved house rules of this game
    #[arg(long, conflicts_with_all = ["variants", "hand_size", "mau_penalty"])]
    pub clear: bool,
}

/// The examples at the end of each command's help (`-h` and `--help`).
///
/// Each line runs as written: `tests/cmd/` holds every one of them with
/// its output and exit code, run by trycmd, and a test checks that every
/// example shown here is there. An example that ends in exit 1 says so.
pub mod examples {
    pub const TOP: &str = "\
Examples:
  rulecard rules makatsu gleichstnd
  rulecard judge makao --top 8c --hand \"8h Qs 3c 9c\" --lang en
  rulecard quiz maumau --lang en";

    pub const GAMES: &str = "\
Examples:
  rulecard games --lang en";

    pub const RULES: &str = "\
Examples:
  rulecard rules makatsu gleichstnd      # Gleichstand, despite the typo
  rulecard rules makao vrouw --lang en   # a Dutch word, English text
  rulecard rules maumau Sieben --all";

    pub const MISTAKES: &str = "\
Examples:
  rulecard mistakes makatsu --lang en";

    pub const NUMBERS: &str = "\
Examples:
  rulecard numbers maumau --lang en";

    pub const JUDGE: &str = "\
Examples:
  rulecard judge makatsu --meister Jo Jo=B2,G7 Kim=L5,B2 Lea=G7,L1
  rulecard judge makao --top 8c --hand \"8h Qs 3c 9c\"
  rulecard judge maumau --top 7h --penalty 2 --hand \"7c 9h Jd\"";

    pub const JUDGE_MAKATSU: &str = "\
Examples:
  rulecard judge makatsu --meister Jo Jo=B2,G7 Kim=L5,B2 Lea=G7,L1
  rulecard judge makatsu --pass 3 Ann=G8,B1 Bo=Y2,P4 --lang en
  rulecard judge makatsu --final Jo=14 Kim=9 Lea=11";

    pub const JUDGE_MAKAO: &str = "\
Examples:
  rulecard judge makao --top 8c --hand \"8h Qs 3c 9c\"
  rulecard judge makao --top 2h --penalty 2 --hand \"2c 3h Qh Kd\"
  rulecard judge makao --top Jh --demand-value 7 --hand \"7c Jd Qh\"
  rulecard judge makao --top 9h --turns \"2h; 2c; draw\"              # P3 takes 4
  rulecard judge makao --top 9h --turns \"Jh>7; 9c\"     # illegal: exit 1";

    pub const JUDGE_MAUMAU: &str = "\
Examples:
  rulecard judge maumau --top 7h --penalty 2 --hand \"7c 9h Jd\"   # take the 2
  rulecard judge maumau --variant seven-stacking --top 7h --penalty 2 --hand 7c
  rulecard judge maumau --top 9h --turns \"Ah 10h; Qh; 7h; draw 8h\"
  rulecard judge maumau --top 9h --turns \"Jc>s; 10h\"     # illegal: exit 1";

    pub const SETUP: &str = "\
Examples:
  rulecard setup makatsu --players 5
  rulecard setup maumau --players 6 --hand-size 6 --lang en";

    pub const SIMULATE: &str = "\
Examples:
  rulecard simulate makatsu --games 1000 --seed 7
  rulecard simulate makao --games 1000 --policy tips,random,random,random";

    pub const CHECK: &str = "\
Examples:
  rulecard check makatsu weisst-du-es-noch Ben --lang en
  rulecard check makatsu weisst-du-es-noch Anna --lang de   # wrong: exit 1";

    pub const QUIZ: &str = "\
Examples:
  rulecard quiz makatsu                  # on a terminal: pick, filter or type
  rulecard quiz makao --generated --seed 3 --count 5
  rulecard quiz maumau --list --lang en";

    pub const REVIEW: &str = "\
Examples:
  rulecard review makatsu --lang en";

    pub const STATS: &str = "\
Examples:
  rulecard stats makatsu --lang en
  rulecard stats --json";

    pub const PLAY: &str = "\
Examples:
  rulecard play makao --seed 7 --lang en          # you and three others
  rulecard play makatsu --players 3 --fast --seed 2 --lang en";

    pub const SHEET: &str = "\
Examples:
  rulecard sheet makao --format md --lang en
  rulecard sheet maumau --variant seven-stacking -o mau-mau.html";

    pub const CONFIG: &str = "\
Examples:
  rulecard config maumau --variant seven-stacking --hand-size 6
  rulecard config maumau --lang en       # what is saved, and where
  rulecard config maumau --clear
  rulecard config --pager off              # never page long output";

    pub const COMPLETIONS: &str = "\
Examples:
  echo 'source <(rulecard completions bash)' >> ~/.bashrc
  echo 'source <(rulecard completions zsh)' >> ~/.zshrc
  rulecard completions fish > ~/.config/fish/completions/rulecard.fish";

    pub const MAN: &str = "\
Examples:
  rulecard man --dir ~/.local/share/man/man1
  rulecard man > rulecard.1";
}

/// `rulecard config --game`: a game, or `none` to forget the default.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DefaultGame {
    Game(GameId),
    None,
}

impl std::str::FromStr for DefaultGame {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        if s.trim().eq_ignore_ascii_case("none") {
            return Ok(DefaultGame::None);
        }
        GameId::from_slug(s)
            .map(DefaultGame::Game)
            .ok_or_else(|| format!("\"{s}\" is not a game (makatsu, makao, maumau, or none)"))
    }
}

/// `rulecard config --pager`: off, on (forget the saved pager: the
/// default), or the command to page with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PagerChoice {
    Off,
    On,
    Command(String),
}

impl std::str::FromStr for PagerChoice {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim();
        Ok(match s.to_ascii_lowercase().as_str() {
            "off" => PagerChoice::Off,
            "on" => PagerChoice::On,
            "" => return Err("an empty pager: off, on or a command such as \"less -S\"".into()),
            _ => PagerChoice::Command(s.to_owned()),
        })
    }
}

/// `--color`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorWhen {
    Auto,
    Always,
    Never,
}

/// clap's reading of a game: its id or one of its aliases (in any case
/// where the argument ignores case), with the games as possible values for
/// help, completion and errors.
pub fn game_value() -> impl TypedValueParser<Value = GameId> {
    let values = GameId::ALL.map(|game| {
        let value = PossibleValue::new(game.slug()).aliases(game.aliases().iter().copied());
        match game {
            GameId::Makatsu => value.help("Meister Makatsu (AMIGO, 2025)"),
            GameId::Makao => value.help("Makao, Dutch rules of a Pesten-like game"),
            GameId::MauMau => value.help("Mau-Mau with house-rule variants"),
        }
    });
    // Every possible value is a game's id or alias, which `from_slug`
    // reads in any case.
    PossibleValuesParser::new(values).try_map(|word| GameId::from_slug(&word).ok_or(NotAGame))
}

/// The most players any game's engine seats (Mau-Mau, with as many packs
/// as it takes); each game then checks its own range.
pub const MOST_PLAYERS: u64 = rulecard_core::engine::maumau::MAX_PLAYERS as u64;

/// clap's reading of a player count: bounded here, at parse time, so that
/// no number a user types is ever allocated for (a seat list of 10^11
/// players aborted `simulate` and `judge`), and refused in the user's own
/// text (clap echoes the typed value).
pub fn players_value() -> impl TypedValueParser<Value = usize> {
    fn seats(n: u64) -> usize {
        usize::try_from(n).unwrap_or(usize::MAX)
    }
    clap::value_parser!(u64).range(..=MOST_PLAYERS).map(seats)
}

/// clap's reading of a language code, with the languages as possible
/// values.
pub fn lang_value() -> impl TypedValueParser<Value = Lang> {
    let values = Lang::ALL.map(|lang| {
        PossibleValue::new(lang.code()).help(match lang {
            Lang::De => "Deutsch",
            Lang::Nl => "Nederlands",
            Lang::En => "English",
        })
    });
    PossibleValuesParser::new(values).try_map(|code| Lang::from_code(&code).ok_or(NotAGame))
}

/// A possible value that names nothing: never, since the possible values
/// are the names themselves.
#[derive(Debug)]
struct NotAGame;

impl std::fmt::Display for NotAGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("not a game or language")
    }
}

impl std::error::Error for NotAGame {}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    /// Every command's help text, by path, as the derive sets it.
    fn abouts(command: &clap::Command, path: &str, out: &mut Vec<(String, String)>) {
        for sub in command.get_subcommands() {
            let path = format!("{path} {}", sub.get_name());
            let text = format!("{:?} / {:?}", sub.get_about(), sub.get_long_about());
            out.push((path.clone(), text));
            abouts(sub, &path, out);
        }
    }

    #[test]
    fn deferred_arguments_keep_each_commands_help() {
        // Arguments are added when a command is built; a flattened struct
        // must not bring a help text of its own along.
        let mut before = Vec::new();
        abouts(&Cli::command(), "rulecard", &mut before);
        // `judge`'s own subcommands are arguments of `judge`, so deferred too.
        let judge = <JudgeGame as Subcommand>::augment_subcommands(clap::Command::new("judge"));
        let at = before.iter().position(|(p, _)| p == "rulecard judge");
        let mut nested = Vec::new();
        abouts(&judge, "rulecard judge", &mut nested);
        let at = at.map_or(before.len(), |i| i + 1);
        before.splice(at..at, nested);
        let mut built = Cli::command();
        built.build();
        let mut after = Vec::new();
        abouts(&built, "rulecard", &mut after);
        // `build` adds the `help` subcommands; compare the others.
        after.retain(|(path, _)| !path.split(' ').any(|p| p == "help"));
        assert_eq!(before, after);
    }
}
