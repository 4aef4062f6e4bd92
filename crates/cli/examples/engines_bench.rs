//! The engines' speed in random play: nanoseconds per move for Makao,
//! Mau-Mau and Meister Makatsu on one thread, then games per second on
//! one thread and on every core.
//!
//!     cargo run --release --example engines_bench -- [ROUNDS] [SCALE]
//!
//!     cargo run --release --example engines_bench -- --one ENGINE GAMES [SEED]
//!
//! The second form plays one run of one engine (makao, maumau, makatsu) on
//! one thread, untimed, and prints its moves: for callgrind, where two runs
//! of different lengths give the instructions per move by difference
//! (start-up and the table's set-up cancel out).
//!
//! Defaults: 7 rounds, scale 1 (20 000 Makao, 40 000 Mau-Mau, 40 000
//! Makatsu games of 4 players per run). This machine is shared and drifts,
//! so the engines take turns within each round (A B C A B C …, never all of
//! A first) and the medians over the rounds are printed, next to the
//! issue's targets; compare builds by ratios, not by single runs. The
//! engine has no clock; this example times it.

use std::process::ExitCode;
use std::time::Instant;

use rulecard::threads::Threads;
use rulecard_core::engine::french::Policy;
use rulecard_core::engine::{makao, makatsu, maumau};

/// One timed run: (seconds, games, moves).
fn run(engine: &str, games: u64, seed: u64, threads: usize) -> Result<(f64, u64, u64), String> {
    let random = [Policy::Random; 4];
    let start = Instant::now();
    let moves = match engine {
        "makao" => {
            makao::simulate_spread(games, 4, seed, &random, 1000, &Threads(threads))
                .map_err(|e| e.to_string())?
                .total_moves
        }
        "maumau" => {
            let rules = maumau::Rules::SOURCE;
            maumau::simulate_spread(games, 4, seed, &random, 1000, &rules, &Threads(threads))
                .map_err(|e| e.to_string())?
                .total_moves
        }
        _ => {
            makatsu::simulate_spread(games, 4, seed, &Threads(threads))
                .map_err(|e| e.to_string())?
                .total_moves
        }
    };
    Ok((start.elapsed().as_secs_f64().max(1e-9), games, moves))
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

/// `--one ENGINE GAMES [SEED]`: one untimed run on one thread; prints the
/// moves played.
fn one(args: &[String]) -> ExitCode {
    let engine = args.first().map_or("", String::as_str);
    let games = args
        .get(1)
        .and_then(|t| t.replace('_', "").parse::<u64>().ok());
    let seed = args.get(2).map_or(Some(1), |t| t.parse::<u64>().ok());
    let (Some(games @ 1..), Some(seed), "makao" | "maumau" | "makatsu") = (games, seed, engine)
    else {
        eprintln!(
            "engines_bench: --one needs an engine (makao, maumau, makatsu), a number of games (at least 1) and perhaps a seed"
        );
        return ExitCode::from(2);
    };
    match run(engine, games, seed, 1) {
        Ok((_, games, moves)) => {
            println!("{engine}: {games} games, {moves} moves");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("engines_bench: {engine}: {e}");
            ExitCode::from(2)
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--one") {
        return one(&args[2..]);
    }
    let number = |i: usize, default: u64| match args.get(i) {
        None => Ok(default),
        Some(t) => t
            .replace('_', "")
            .parse::<u64>()
            .map_err(|_| format!("argument {i}: `{t}` is not a number")),
    };
    let (rounds, scale) = match (number(1, 7), number(2, 1)) {
        (Ok(r), Ok(s)) if r > 0 && s > 0 => (r, s),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("engines_bench: {e}\nusage: engines_bench [ROUNDS] [SCALE]");
            return ExitCode::from(2);
        }
        _ => {
            eprintln!("engines_bench: ROUNDS and SCALE must be at least 1");
            return ExitCode::from(2);
        }
    };
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    // (engine, games per run, target ns per move)
    let engines = [
        ("makao", 20_000 * scale, 40.0),
        ("maumau", 40_000 * scale, 40.0),
        ("makatsu", 40_000 * scale, 30.0),
    ];
    let mut ns = vec![Vec::new(); engines.len()];
    let mut rates = vec![(Vec::new(), Vec::new()); engines.len()];
    for round in 0..rounds {
        for (i, &(engine, games, _)) in engines.iter().enumerate() {
            for threads in [1, cores] {
                match run(engine, games, round + 1, threads) {
                    Ok((secs, games, moves)) => {
                        let per_second = games as f64 / secs;
                        if threads == 1 {
                            ns[i].push(secs * 1e9 / moves as f64);
                            rates[i].0.push(per_second);
                        } else {
                            rates[i].1.push(per_second);
                        }
                    }
                    Err(e) => {
                        eprintln!("engines_bench: {engine}: {e}");
                        return ExitCode::from(2);
                    }
                }
            }
        }
    }
    println!("random play, 4 players, median of {rounds} interleaved rounds");
    println!(
        "{:<8} {:>9} {:>7} {:>12} {:>12} {:>8}",
        "engine",
        "ns/move",
        "target",
        "games/s x1",
        format!("games/s x{cores}"),
        "scaling"
    );
    for (i, &(engine, _, target)) in engines.iter().enumerate() {
        let one = median(rates[i].0.clone());
        let all = median(rates[i].1.clone());
        println!(
            "{engine:<8} {:>9.1} {:>7.0} {:>12.0} {:>12.0} {:>7.2}x",
            median(ns[i].clone()),
            target,
            one,
            all,
            all / one
        );
    }
    ExitCode::SUCCESS
}
