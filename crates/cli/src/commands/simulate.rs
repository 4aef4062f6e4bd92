//! `rulecard simulate GAME`: many random games played by the engine, and
//! what was measured in them.

use rulecard_core::input::InputError;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use serde_json::json;

use super::Ctx;
use crate::cli::SimulateArgs;
use crate::error::Error;
use rulecard_core::content::GameId;
use rulecard_core::engine::french::{Policy, PolicyWins};
use rulecard_core::engine::makatsu;
use rulecard_core::i18n::message;
use rulecard_core::i18n::{Message, Worded};

pub fn run(ctx: &mut Ctx, args: SimulateArgs) -> Result<ExitCode, Error> {
    match args.game {
        GameId::Makatsu => {
            args.house.resolve(super::load_meta(GameId::Makatsu)?)?;
            if !args.policy.is_empty() || args.max_turns.is_some() {
                return Err(Error::Usage {
                    token: "--policy/--max-turns".into(),
                    expected: "no computer-player options".into(),
                    message: Message::new("err-sim-makatsu-options"),
                });
            }
            run_makatsu(ctx, args)
        }
        GameId::Makao => {
            args.house.resolve(super::load_meta(GameId::Makao)?)?;
            run_makao(ctx, args)
        }
        GameId::MauMau => run_maumau(ctx, args),
    }
}

/// `--policy`: one for every seat, or one per seat.
pub fn policies<P: std::str::FromStr<Err = InputError> + Copy>(
    given: &[String],
    players: usize,
    default: P,
) -> Result<Vec<P>, Error> {
    let parsed: Vec<P> = given
        .iter()
        .map(|p| p.parse::<P>().map_err(Error::from))
        .collect::<Result<_, _>>()?;
    match parsed.len() {
        0 => Ok(vec![default; players]),
        1 => Ok(vec![parsed[0]; players]),
        n if n == players => Ok(parsed),
        n => Err(Error::Usage {
            token: given.join(","),
            expected: format!("1 or {players} policies"),
            message: Message::new("err-sim-policies")
                .arg("given", n)
                .arg("players", players),
        }),
    }
}

/// `--threads`, or 0 for every core.
fn threads(args: &SimulateArgs) -> crate::threads::Threads {
    crate::threads::Threads(args.threads.map_or(0, usize::from))
}

/// The error of a simulation that cannot start: no games, or a player
/// count the game does not allow.
fn sim_error(games: u64, players: usize, allowed: &str, e: &dyn Worded) -> Error {
    Error::Usage {
        token: if games == 0 {
            "0".into()
        } else {
            players.to_string()
        },
        expected: if games == 0 {
            "at least 1 game".into()
        } else {
            allowed.into()
        },
        message: e.message(),
    }
}

fn run_makao(ctx: &mut Ctx, args: SimulateArgs) -> Result<ExitCode, Error> {
    use rulecard_core::engine::makao;
    let players = args.players.unwrap_or(makao::DEFAULT_PLAYERS);
    let policies = policies(&args.policy, players, Policy::Random)?;
    let max_turns = args.max_turns.unwrap_or(makao::DEFAULT_MAX_TURNS);
    let started = Instant::now();
    let r = makao::simulate_spread(
        args.games,
        players,
        args.seed,
        &policies,
        max_turns,
        &threads(&args),
    )
    .map_err(|e| sim_error(args.games, players, "2 to 8 players", &e))?;
    let seconds = started.elapsed().as_secs_f64();
    let summary = Shedding {
        games: r.games,
        players: r.players,
        seed: r.seed,
        max_turns: r.max_turns,
        policies: &r.policies,
        wins: &r.wins,
        policy_wins: &r.policy_wins,
        unfinished: r.unfinished,
        mean_turns: r.mean_turns,
        total_moves: r.total_moves,
        variants: None,
    };
    let json = serde_json::to_value(&r).map_err(std::io::Error::from)?;
    write_shedding(ctx, &summary, seconds, json)
}

fn run_maumau(ctx: &mut Ctx, args: SimulateArgs) -> Result<ExitCode, Error> {
    use rulecard_core::engine::maumau;
    let game = super::load_meta(GameId::MauMau)?;
    let house = args.house.resolve(game)?.house;
    let rules = house.maumau()?;
    let players = args.players.unwrap_or(maumau::DEFAULT_PLAYERS);
    let policies = policies(&args.policy, players, Policy::Random)?;
    let max_turns = args.max_turns.unwrap_or(maumau::DEFAULT_MAX_TURNS);
    let started = Instant::now();
    let r = maumau::simulate_spread(
        args.games,
        players,
        args.seed,
        &policies,
        max_turns,
        &rules,
        &threads(&args),
    )
    .map_err(|e| sim_error(args.games, players, "2 or more players", &e))?;
    let seconds = started.elapsed().as_secs_f64();
    let summary = Shedding {
        games: r.games,
        players: r.players,
        seed: r.seed,
        max_turns: r.max_turns,
        policies: &r.policies,
        wins: &r.wins,
        policy_wins: &r.policy_wins,
        unfinished: r.unfinished,
        mean_turns: r.mean_turns,
        total_moves: r.total_moves,
        variants: Some(if house.variants().is_empty() {
            "-".to_owned()
        } else {
            house.variants().join(", ")
        }),
    };
    let json = serde_json::to_value(&r).map_err(std::io::Error::from)?;
    write_shedding(ctx, &summary, seconds, json)
}

/// What both shedding games' simulations report alike.
struct Shedding<'a> {
    games: u64,
    players: usize,
    seed: u64,
    max_turns: u32,
    policies: &'a [Policy],
    wins: &'a [u64],
    policy_wins: &'a [PolicyWins],
    unfinished: u64,
    mean_turns: f64,
    total_moves: u64,
    /// The house rules played (Mau-Mau).
    variants: Option<String>,
}

/// A shedding game's report: its own JSON with the rates added, or the
/// common lines in the reader's language.
fn write_shedding(
    ctx: &mut Ctx,
    r: &Shedding<'_>,
    seconds: f64,
    mut json: serde_json::Value,
) -> Result<ExitCode, Error> {
    let seconds = seconds.max(f64::MIN_POSITIVE);
    let games_per_second = r.games as f64 / seconds;
    let moves_per_second = r.total_moves as f64 / seconds;
    if ctx.json {
        json["games_per_second"] = json!(games_per_second.round());
        json["moves_per_second"] = json!(moves_per_second.round());
        json["seconds"] = json!(seconds);
        ctx.write_json(&json)?;
        return Ok(ExitCode::SUCCESS);
    }
    let ui = ctx.ui;
    let say = |id: &str| rulecard_core::i18n::text(ui, id);
    let seats: Vec<String> = r
        .wins
        .iter()
        .zip(r.policies)
        .enumerate()
        .map(|(s, (w, p))| format!("P{} ({p}) {w}", s + 1))
        .collect();
    let per_policy: Vec<String> = r
        .policy_wins
        .iter()
        .map(|p| {
            message(
                ui,
                "sim-policy-share",
                &[
                    ("policy", p.policy.to_string().into()),
                    ("rate", format!("{:.1}", p.win_rate * 100.0).into()),
                    ("fair", format!("{:.1}", p.fair_share * 100.0).into()),
                ],
            )
        })
        .collect();
    // Counts and seeds go in as text: a u64 seed does not fit a Fluent
    // number (an f64) exactly.
    let games = message(
        ui,
        "sim-games",
        &[
            ("games", r.games.to_string().into()),
            ("players", r.players.into()),
            ("seed", r.seed.to_string().into()),
            ("max", r.max_turns.to_string().into()),
        ],
    );
    let mut lines: Vec<(&str, String)> = vec![(say("sim-games-label"), games)];
    if let Some(v) = &r.variants {
        lines.push((say("ui-variants"), v.clone()));
    }
    lines.extend([
        (say("sim-wins-per-seat"), seats.join(" · ")),
        (say("sim-per-policy"), per_policy.join(" · ")),
        (say("sim-unfinished"), r.unfinished.to_string()),
        (
            say("sim-mean-length"),
            message(
                ui,
                "sim-turns",
                &[("turns", format!("{:.1}", r.mean_turns).into())],
            ),
        ),
        (
            say("sim-games-per-second"),
            format!("{games_per_second:.0}"),
        ),
        (
            say("sim-moves-per-second"),
            format!("{moves_per_second:.0}"),
        ),
    ]);
    write_rows(ctx, &lines)
}

fn run_makatsu(ctx: &mut Ctx, args: SimulateArgs) -> Result<ExitCode, Error> {
    let players = args.players.unwrap_or(4);
    let started = Instant::now();
    let report = makatsu::simulate_spread(args.games, players, args.seed, &threads(&args))
        .map_err(|e| sim_error(args.games, players, "2 to 6 players", &e))?;
    let seconds = started.elapsed().as_secs_f64();
    let per_second = if seconds > 0.0 {
        args.games as f64 / seconds
    } else {
        f64::INFINITY
    };
    if ctx.json {
        let mut v = serde_json::to_value(&report).map_err(std::io::Error::from)?;
        v["games_per_second"] = json!(per_second.round());
        v["seconds"] = json!(seconds);
        ctx.write_json(&v)?;
        return Ok(ExitCode::SUCCESS);
    }
    let ui = ctx.ui;
    let say = |id: &str| rulecard_core::i18n::text(ui, id);
    let r = &report;
    let mm = |m: makatsu::MinMax| {
        if m.min == m.max {
            m.min.to_string()
        } else {
            format!("{}–{}", m.min, m.max)
        }
    };
    let decks: Vec<String> = r.deck_at_pass_start.iter().map(|&m| mm(m)).collect();
    let chips: Vec<String> = r
        .max_chips_in_a_game
        .iter()
        .zip(r.supply)
        .map(|(max, supply)| format!("{max}/{supply}"))
        .collect();
    let wins: Vec<String> = r
        .wins
        .iter()
        .enumerate()
        .map(|(s, w)| format!("P{} {w}", s + 1))
        .collect();
    let games = message(
        ui,
        "sim-mk-games",
        &[
            ("games", r.games.to_string().into()),
            ("players", r.players.into()),
            ("seed", r.seed.to_string().into()),
        ],
    );
    let lines: Vec<(&str, String)> = vec![
        (say("sim-games-label"), games),
        (say("sim-mk-cards-played"), mm(r.cards_played_per_player)),
        (say("sim-mk-rounds"), mm(r.rounds_per_game)),
        (say("sim-mk-deck"), decks.join(" · ")),
        (say("sim-mk-chips"), chips.join(" · ")),
        (say("sim-mk-supply-out"), r.supply_ran_out.to_string()),
        (say("sim-mk-tie-rule"), r.tie_rule_decided.to_string()),
        (say("sim-wins-per-seat"), wins.join(" · ")),
        (say("sim-games-per-second"), format!("{per_second:.0}")),
    ];
    write_rows(ctx, &lines)
}

/// Label and value per line, values aligned and wrapped under themselves.
fn write_rows(ctx: &mut Ctx, lines: &[(&str, String)]) -> Result<ExitCode, Error> {
    let w = lines
        .iter()
        .map(|(l, _)| l.chars().count())
        .max()
        .unwrap_or(0);
    let indent = " ".repeat(w + 2);
    for (label, value) in lines {
        let pad = " ".repeat(w - label.chars().count());
        let opts = rulecard_core::render::wrap::prose(ctx.width.saturating_sub(w + 2).max(20));
        let wrapped = textwrap::wrap(value, opts).join(&format!("\n{indent}"));
        writeln!(ctx.out, "{}{pad}  {wrapped}", ctx.style.bold(label))?;
    }
    Ok(ExitCode::SUCCESS)
}
