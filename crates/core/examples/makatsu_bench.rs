//! Meister Makatsu simulation speed: random games on one thread, in
//! nanoseconds per move (the target is 30 ns).
//!
//!     cargo run --release --example makatsu_bench -- [GAMES] [PLAYERS] [SEED] [RUNS]
//!
//! Defaults: 200 000 games, 4 players, seed 1, 5 runs. Every run plays the
//! same seeded games; the median and the fastest run are printed with the
//! report's counts, so two builds can be compared run for run (this
//! machine is shared: interleave the builds, A B A B, and compare medians).
//! Under callgrind use one run and fewer games: instructions per move are
//! the steady measure there. The engine has no clock; this example times
//! it.
//!
//! Two clocks: the wall clock, and (on Linux) the CPU time this thread
//! ran, from `/proc/thread-self/schedstat`. Why both: on a machine shared
//! with other builds the wall clock also counts the time the thread
//! waited for a core, and two benchmarks timed at different moments
//! disagreed by more than half for the same code; CPU time leaves the
//! waiting out (not the slower caches of a busy machine).

use std::process::ExitCode;
use std::time::Instant;

use rulecard_core::engine::makatsu::simulate;

fn main() -> ExitCode {
    // GAMES PLAYERS SEED RUNS, each a number (`_` allowed), later ones
    // optional.
    let mut numbers = [200_000u64, 4, 1, 5];
    for (i, (text, slot)) in std::env::args().skip(1).zip(&mut numbers).enumerate() {
        match text.replace('_', "").parse() {
            Ok(n) => *slot = n,
            Err(_) => {
                eprintln!(
                    "makatsu_bench: argument {}: `{text}` is not a number\nusage: makatsu_bench [GAMES] [PLAYERS] [SEED] [RUNS]",
                    i + 1
                );
                return ExitCode::from(2);
            }
        }
    }
    let [games, players, seed, runs] = numbers;
    let (players, runs) = (players as usize, runs as usize);
    if runs == 0 {
        eprintln!("makatsu_bench: RUNS must be at least 1");
        return ExitCode::from(2);
    }
    let mut ns = Vec::with_capacity(runs);
    let mut cpu_ns = Vec::with_capacity(runs);
    let mut moves = 0;
    for _ in 0..runs {
        let cpu_start = thread_cpu_ns();
        let start = Instant::now();
        // One thread: the target is per move on one core.
        let report = match simulate(games, players, seed) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("makatsu_bench: {e}");
                return ExitCode::from(2);
            }
        };
        let secs = start.elapsed().as_secs_f64().max(1e-9);
        moves = report.total_moves;
        ns.push(secs * 1e9 / moves.max(1) as f64);
        if let (Some(a), Some(b)) = (cpu_start, thread_cpu_ns()) {
            cpu_ns.push(b.saturating_sub(a) as f64 / moves.max(1) as f64);
        }
        // The wins show the seeded games are the same ones every run and
        // every build.
        eprintln!(
            "  run: {:.1} ns/move, wins {:?}, tie rule {}",
            secs * 1e9 / moves.max(1) as f64,
            report.wins,
            report.tie_rule_decided
        );
    }
    ns.sort_by(f64::total_cmp);
    println!(
        "makatsu: {games} games of {players} players, {moves} moves; {:.1} ns/move median, {:.1} fastest, of {runs} runs (target 30)",
        ns[ns.len() / 2],
        ns[0]
    );
    cpu_ns.sort_by(f64::total_cmp);
    if let (Some(median), Some(fastest)) = (cpu_ns.get(cpu_ns.len() / 2), cpu_ns.first()) {
        println!("  CPU time of the thread: {median:.1} ns/move median, {fastest:.1} fastest");
    }
    ExitCode::SUCCESS
}

/// Nanoseconds this thread has run on a CPU, from the first field of
/// `/proc/thread-self/schedstat`; `None` where there is no such file.
fn thread_cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}
