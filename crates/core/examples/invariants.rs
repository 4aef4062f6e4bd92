//! The whole-game invariant harness: plays many seeded games per engine
//! and variant set with random legal actions, checks after every action
//! what `rulecard_core::judge::invariants` lists (cards in place, listed and
//! refused actions, the judge's legal form at every turn start with the
//! same legal actions, the game replayed through the sequence form, scores
//! and chips), and reports what it counted and found: games, actions,
//! positions the judge's forms judged, TURNs (or rounds) replayed, the
//! largest penalty seen open at a one-deck table, findings, seconds. Exit
//! 1 on any finding.
//!
//!     cargo run --release --example invariants -- [GAMES] [SUITE…]
//!
//! GAMES per suite (default 200000); SUITE is `makao`, `makatsu`,
//! `maumau` (every variant set) or one Mau-Mau variant set: `maumau:source`,
//! `maumau:seven-stacking`, `maumau:eight-stacking`,
//! `maumau:no-jack-on-jack`, `maumau:all`. Default: all of them.
//! `scripts/invariants.sh` runs it in a release build.

use std::process::ExitCode;
use std::time::Instant;

use rulecard_core::judge::invariants::{Suite, Tally, maumau_variant_sets, run};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1).peekable();
    let games = match args.peek().map(|a| a.parse::<u64>()) {
        Some(Ok(n)) => {
            args.next();
            n
        }
        Some(Err(_)) | None => 200_000,
    };
    let mut wanted: Vec<String> = args.collect();
    if wanted.is_empty() {
        wanted = vec!["makao".into(), "makatsu".into(), "maumau".into()];
    }
    let mut suites: Vec<(String, Suite)> = Vec::new();
    for w in &wanted {
        match w.as_str() {
            "makao" => suites.push(("makao".into(), Suite::Makao)),
            "makatsu" => suites.push(("makatsu".into(), Suite::Makatsu)),
            _ => {
                let mut any = false;
                for (name, rules) in maumau_variant_sets() {
                    if w == "maumau" || *w == format!("maumau:{name}") {
                        suites.push((format!("maumau:{name}"), Suite::MauMau(rules)));
                        any = true;
                    }
                }
                if !any {
                    eprintln!(
                        "invariants: `{w}` is no suite: expected makao, makatsu, maumau or maumau:VARIANTS"
                    );
                    return ExitCode::from(2);
                }
            }
        }
    }
    println!(
        "{:<24} {:>9} {:>12} {:>12} {:>10} {:>8} {:>8} {:>9}",
        "suite", "games", "actions", "positions", "replayed", "penalty", "findings", "seconds"
    );
    let mut all = Tally::default();
    for (name, suite) in suites {
        let start = Instant::now();
        let tally = run(suite, 1, games);
        println!(
            "{:<24} {:>9} {:>12} {:>12} {:>10} {:>8} {:>8} {:>9.1}",
            name,
            tally.games,
            tally.actions,
            tally.positions,
            tally.replayed,
            tally.largest_penalty,
            tally.findings,
            start.elapsed().as_secs_f64()
        );
        all.add(tally);
    }
    for e in &all.examples {
        println!("finding: {e}");
    }
    if all.findings > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
