//! Makao simulation speed: random 4-player games, then the tips player
//! against three random players.
//!
//!     cargo run --release --example makao_bench -- [GAMES] [PLAYERS] [SEED]
//!
//! Defaults: 1 000 000 games, 4 players, seed 1. Prints games/s and
//! moves/s for random players, and the tips player's win rate (its fair
//! share is 1 / PLAYERS). The engine has no clock; this example times it.

use std::process::ExitCode;
use std::time::Instant;

use rulecard_core::engine::makao::{DEFAULT_MAX_TURNS, Policy, SimReport, simulate};

fn arg<T: std::str::FromStr>(args: &[String], i: usize, default: T) -> Result<T, String> {
    match args.get(i) {
        None => Ok(default),
        Some(text) => text
            .replace('_', "")
            .parse()
            .map_err(|_| format!("argument {i}: `{text}` is not a number")),
    }
}

fn run(
    label: &str,
    games: u64,
    players: usize,
    seed: u64,
    policies: &[Policy],
) -> Result<SimReport, String> {
    let start = Instant::now();
    let report =
        simulate(games, players, seed, policies, DEFAULT_MAX_TURNS).map_err(|e| e.to_string())?;
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    println!("{label}: {games} games of {players} players in {secs:.3} s");
    println!(
        "  {:.0} games/s, {:.0} moves/s, {:.1} turns/game, {:.1} moves/game, {} unfinished (limit {DEFAULT_MAX_TURNS} turns)",
        games as f64 / secs,
        report.total_moves as f64 / secs,
        report.mean_turns,
        report.total_moves as f64 / games as f64,
        report.unfinished,
    );
    Ok(report)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let parsed = (|| -> Result<(u64, usize, u64), String> {
        Ok((
            arg(&args, 1, 1_000_000u64)?,
            arg(&args, 2, 4usize)?,
            arg(&args, 3, 1u64)?,
        ))
    })();
    let (games, players, seed) = match parsed {
        Ok(p) => p,
        Err(e) => {
            eprintln!("makao_bench: {e}\nusage: makao_bench [GAMES] [PLAYERS] [SEED]");
            return ExitCode::from(2);
        }
    };
    let random = vec![Policy::Random; players];
    if let Err(e) = run("random", games, players, seed, &random) {
        eprintln!("makao_bench: {e}");
        return ExitCode::from(2);
    }
    let mut mixed = random;
    mixed[0] = Policy::Tips;
    let tips_games = (games / 10).max(1);
    match run("tips vs random", tips_games, players, seed, &mixed) {
        Ok(report) => {
            for w in &report.policy_wins {
                println!("  {w}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("makao_bench: {e}");
            ExitCode::from(2)
        }
    }
}
