//! `rulecard play GAME`: a game against computer players (or between
//! people at one screen), on the core's play API (`rulecard_core::play`).
//! Three clients of it: the full-screen table on a terminal ([`tui`]),
//! lines elsewhere ([`line`]), JSON lines with `--json` ([`json`]). All of
//! them end here: the result is recorded in the statistics, the rules run
//! into in the quiz's re-reading list, whatever happens to the output.

mod input;
mod json;
mod line;
mod record;
mod tui;
use rulecard_core::render::play as words;

use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use super::Ctx;
use crate::cli::PlayArgs;
use crate::error::Error;
use rulecard_core::content::{Game, GameId, Lang};
use rulecard_core::i18n::{Message, message};
use rulecard_core::play::{self, Setup, Table};

/// How a session of play ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ending {
    /// The game reached its end (or the turn limit).
    Over,
    /// A person left (q confirmed, Ctrl-C, the end of input).
    Left,
}

/// What every front end of play shares: where it writes, in which words,
/// how cards look, how fast the computers move, and whether the game still
/// counts (an undo or a hint makes it practice).
pub(crate) struct Front<'c> {
    pub(crate) ctx: &'c mut Ctx,
    pub(crate) lang: Lang,
    pub(crate) rule_lang: Lang,
    pub(crate) deck: words::Deck,
    pub(crate) pause: Duration,
    pub(crate) interactive: bool,
    pub(crate) practice: bool,
}

pub fn run(ctx: &mut Ctx, args: PlayArgs) -> Result<ExitCode, Error> {
    let terminal = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let mode = if ctx.json {
        Mode::Json
    } else if terminal && tui::fits() {
        Mode::Table
    } else {
        Mode::Lines
    };
    play_in(ctx, args, mode, terminal, &mut std::io::stdin().lock())
}

/// Plays in line mode from `input`, as when stdin is not a terminal: for
/// the fuzz target that feeds the game loop arbitrary lines.
pub fn run_lines(
    ctx: &mut Ctx,
    args: PlayArgs,
    input: &mut impl std::io::BufRead,
) -> Result<ExitCode, Error> {
    play_in(ctx, args, Mode::Lines, false, input)
}

/// Which client of the play API plays.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Json,
    Table,
    Lines,
}

fn play_in(
    ctx: &mut Ctx,
    args: PlayArgs,
    mode: Mode,
    interactive: bool,
    input: &mut impl std::io::BufRead,
) -> Result<ExitCode, Error> {
    let game = super::load(args.game)?;
    let setup = setup(game, &args, ctx.ui)?;
    let mut table = Table::new(&setup).map_err(|m| {
        usage(
            setup.players.to_string(),
            "a player count the game seats",
            m,
        )
    })?;
    // A broken output (a closed pipe, a full disk) does not end the game:
    // it is played on from the input, unseen, recorded as it ends, and the
    // error reported after.
    ctx.out.get_mut().carry_on();
    let started = Instant::now();
    let lang = ctx.ui;
    let rule_lang = ctx.lang_for(game);
    let mut front = Front {
        ctx,
        lang,
        rule_lang,
        deck: words::Deck {
            four_colours: args.four_colours,
        },
        pause: line::pause_for(args.fast, interactive),
        interactive,
        practice: false,
    };
    // Ctrl-C leaves the game; the game is recorded as abandoned before the
    // process ends (the table's raw mode reads Ctrl-C as a key instead).
    let guard = record::Guard::arm(game.id, &table, lang);
    let ending = match mode {
        Mode::Json => json::play(&mut front, &mut table, input),
        Mode::Table => tui::play(&mut front, game, &mut table),
        Mode::Lines => {
            heading(&mut front, game, &table)?;
            line::play(&mut front, game, &mut table, input)
        }
    };
    // Any other failure ends the session like the end of input does: the
    // game is recorded all the same, and the error reported after.
    let ending_now = match &ending {
        Ok(e) => *e,
        Err(_) => {
            if table.over().is_none() {
                table
                    .act(table.to_move().unwrap_or(0), play::Action::Leave)
                    .ok();
            }
            Ending::Left
        }
    };
    guard.disarm();
    let seconds = started.elapsed().as_secs();
    let recorded = record::conclude(&mut front, game, &table, ending_now, seconds);
    ending?;
    recorded?;
    front.ctx.out.flush()?;
    if let Some(e) = front.ctx.out.get_mut().broken() {
        return Err(e.into());
    }
    Ok(ExitCode::SUCCESS)
}

/// The game as the flags set it up: players, people, level, seed, house
/// rules (refused where the game has none).
fn setup(game: &Game, args: &PlayArgs, lang: Lang) -> Result<Setup, Error> {
    let seed = args.seed.unwrap_or_else(|| {
        u64::from(chrono::Utc::now().timestamp_subsec_nanos()) ^ u64::from(std::process::id())
    });
    let players = usize::from(args.players.unwrap_or(4));
    let mut people: Vec<Option<String>> = args.names.iter().map(|n| Some(n.clone())).collect();
    let humans = usize::from(args.humans.unwrap_or(1))
        .max(people.len())
        .max(1);
    while people.len() < humans {
        let n = people.len() + 1;
        people.push(Some(message(lang, "play-person", &[("number", n.into())])));
    }
    if humans == 1 && args.names.is_empty() {
        people = vec![None];
    }
    let mut setup = Setup::new(args.game, players, args.level, seed);
    setup.people = people;
    let named = |flag: &str, token: String| {
        usage(
            token,
            &format!("no {flag}"),
            Message::new("err-no-house-option")
                .arg("flag", flag)
                .arg("game", game.name(Lang::En)),
        )
    };
    match args.game {
        GameId::MauMau => {
            let in_force =
                crate::config::resolve(game, &args.house.variants, &args.house.options())?;
            // Checked here, so that a bad combination is a usage error
            // before the table opens.
            in_force.house.maumau()?;
            setup.house = in_force.house;
        }
        _ => {
            if args
                .house
                .variants
                .iter()
                .any(|v| !v.eq_ignore_ascii_case("none"))
            {
                return Err(named("--variant", args.house.variants.join(",")));
            }
            if let Some(n) = args.house.hand_size {
                return Err(named("--hand-size", n.to_string()));
            }
            if let Some(n) = args.house.mau_penalty {
                return Err(named("--mau-penalty", n.to_string()));
            }
        }
    }
    Ok(setup)
}

fn usage(token: impl Into<String>, expected: &str, message: Message) -> Error {
    Error::Usage {
        token: token.into(),
        expected: expected.into(),
        message,
    }
}

/// The heading of line mode: the game, how many computer players and
/// people, their level.
fn heading(front: &mut Front<'_>, game: &Game, table: &Table) -> Result<(), Error> {
    let lang = front.lang;
    let people = table.people();
    let line = message(
        lang,
        "play-heading",
        &[
            ("game", game.name(front.rule_lang).into()),
            ("others", (table.seats() - people).into()),
            ("people", people.into()),
            ("level", table.level().name().into()),
        ],
    );
    let style = front.ctx.style;
    writeln!(front.ctx.out, "{}", style.heading(&line))?;
    Ok(())
}
