//! Mau-Mau simulation speed: random games, then the tips player against
//! random players.
//!
//!     cargo run --release --example maumau_bench -- [GAMES] [PLAYERS] [SEED]
//!         [--variant ID]... [--hand-size N] [--mau-penalty N]
//!         [--max-turns N] [--random-only] [--machine]
//!
//! Defaults: 1 000 000 games, 4 players, seed 1, the source's rules, a
//! limit of 1000 turns. Prints games/s and moves/s for random players, and
//! the tips player's win rate (its fair share is 1 / PLAYERS).
//! `--random-only` skips the tips run; `--machine` adds one line
//! `RESULT games=… moves=… turns=… unfinished=… secs=…` for scripts
//! (bench/maumau-vs-openspiel.sh). The engine has no clock; this example
//! times it.

use std::process::ExitCode;
use std::time::Instant;

use rulecard_core::engine::maumau::{DEFAULT_MAX_TURNS, Policy, Rules, SimReport, simulate};

struct Args {
    games: u64,
    players: usize,
    seed: u64,
    rules: Rules,
    max_turns: u32,
    random_only: bool,
    machine: bool,
}

fn number<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, String> {
    text.replace('_', "")
        .parse()
        .map_err(|_| format!("{what}: `{text}` is not a number"))
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut positional = Vec::new();
    let mut variants = Vec::new();
    let mut options: Vec<(&str, u32)> = Vec::new();
    let mut max_turns = DEFAULT_MAX_TURNS;
    let (mut random_only, mut machine) = (false, false);
    let mut it = args.iter().skip(1);
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg.as_str() {
            "--variant" => variants.push(value("--variant")?),
            "--hand-size" => {
                options.push(("hand-size", number("--hand-size", &value("--hand-size")?)?))
            }
            "--mau-penalty" => options.push((
                "mau-penalty",
                number("--mau-penalty", &value("--mau-penalty")?)?,
            )),
            "--max-turns" => max_turns = number("--max-turns", &value("--max-turns")?)?,
            "--random-only" => random_only = true,
            "--machine" => machine = true,
            other if other.starts_with("--") => return Err(format!("unknown option {other}")),
            other => positional.push(other.to_owned()),
        }
    }
    let at = |i: usize| positional.get(i).map(String::as_str);
    Ok(Args {
        games: at(0).map_or(Ok(1_000_000), |t| number("GAMES", t))?,
        players: at(1).map_or(Ok(4), |t| number("PLAYERS", t))?,
        seed: at(2).map_or(Ok(1), |t| number("SEED", t))?,
        rules: Rules::from_ids(&variants, &options).map_err(|e| e.to_string())?,
        max_turns,
        random_only,
        machine,
    })
}

fn run(label: &str, args: &Args, games: u64, policies: &[Policy]) -> Result<SimReport, String> {
    let start = Instant::now();
    let report = simulate(
        games,
        args.players,
        args.seed,
        policies,
        args.max_turns,
        &args.rules,
    )
    .map_err(|e| e.to_string())?;
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    println!(
        "{label}: {games} games of {} players in {secs:.3} s",
        args.players
    );
    println!(
        "  {:.0} games/s, {:.0} moves/s, {:.1} turns/game, {:.1} moves/game, {} unfinished (limit {} turns), {:.2} forgotten \"Mau-Mau\"s/game",
        games as f64 / secs,
        report.total_moves as f64 / secs,
        report.mean_turns,
        report.total_moves as f64 / games as f64,
        report.unfinished,
        args.max_turns,
        report.mau_penalties as f64 / games as f64,
    );
    if args.machine {
        println!(
            "RESULT games={games} moves={} turns={} unfinished={} secs={secs:.6}",
            report.total_moves, report.total_turns, report.unfinished
        );
    }
    Ok(report)
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().collect();
    let args = match parse(&argv) {
        Ok(a) => a,
        Err(e) => {
            eprintln!(
                "maumau_bench: {e}\nusage: maumau_bench [GAMES] [PLAYERS] [SEED] [--variant ID]... [--hand-size N] [--mau-penalty N] [--max-turns N] [--random-only] [--machine]"
            );
            return ExitCode::from(2);
        }
    };
    let variants = args.rules.variant_ids();
    println!(
        "Mau-Mau, variants: {}, hand size {}, Mau-Mau penalty {}",
        if variants.is_empty() {
            "none (the source)".to_owned()
        } else {
            variants.join(", ")
        },
        args.rules.hand_size,
        args.rules.mau_penalty
    );
    let random = vec![Policy::Random; args.players];
    if let Err(e) = run("random", &args, args.games, &random) {
        eprintln!("maumau_bench: {e}");
        return ExitCode::from(2);
    }
    if args.random_only {
        return ExitCode::SUCCESS;
    }
    let mut mixed = random;
    mixed[0] = Policy::Tips;
    let tips_games = (args.games / 10).max(1);
    match run("tips vs random", &args, tips_games, &mixed) {
        Ok(report) => {
            for w in &report.policy_wins {
                println!("  {w}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("maumau_bench: {e}");
            ExitCode::from(2)
        }
    }
}
