//! How many playouts the strong computer players get per decision in
//! 0.2 s: each strong player's decision is timed on positions from real
//! games (all seats playing the tips), through the policy modules' public
//! API, and its playouts (one guess of the hidden cards played to the end
//! for one candidate action) are counted from the budget it was given.
//!
//!     cargo run --release --example playouts -- [POSITIONS] [BUDGET]
//!
//! Defaults: 40 positions per game, a budget of 2000 guesses per decision
//! (Makao, Mau-Mau; spread over the legal actions, at least 16 each) and
//! 40 guesses per card (Meister Makatsu). Prints the median playouts per
//! second over the decisions and what 0.2 s buys at that rate.

use std::process::ExitCode;
use std::time::Instant;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use rulecard_core::engine::Position;
use rulecard_core::engine::french::policy::Policy;
use rulecard_core::engine::french::shedding::Shedding;
use rulecard_core::engine::french::strong::{Lookahead, Reads, choose_strong};
use rulecard_core::engine::{makao, makatsu, maumau};

/// The guesses every action gets at the least (as `choose_strong` does).
const MIN_GUESSES: u32 = 16;

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs.get(xs.len() / 2).copied().unwrap_or(0.0)
}

fn report(game: &str, rates: Vec<f64>) {
    let n = rates.len();
    let rate = median(rates);
    println!(
        "{game:<8} {n:>4} decisions  {rate:>10.0} playouts/s  {:>8.0} playouts per decision at 0.2 s",
        rate * 0.2
    );
}

/// Times the strong shedding player at `positions` decisions of tips
/// games dealt by `deal`; returns playouts per second per decision.
fn shedding<P: Shedding>(
    deal: impl Fn(&mut Pcg64Mcg) -> P,
    positions: usize,
    budget: u32,
) -> Vec<f64> {
    let mut rates = Vec::new();
    let mut legal = Vec::new();
    let mut g = 0;
    while rates.len() < positions {
        let mut rng = Pcg64Mcg::seed_from_u64(g);
        g += 1;
        let mut state = deal(&mut rng);
        while state.to_move().is_some() && state.turns() < 1000 && rates.len() < positions {
            state.legal_actions(&mut legal);
            if legal.len() > 1 {
                let playouts = (budget / legal.len() as u32).max(MIN_GUESSES) * legal.len() as u32;
                let start = Instant::now();
                // No passes read: the same guesses every decision, as in a game's
                // first round.
                let reads = Reads::new(state.seats());
                let chosen = choose_strong(
                    &state,
                    &legal,
                    Lookahead::to_the_end(budget),
                    &reads,
                    &mut rng,
                );
                let secs = start.elapsed().as_secs_f64().max(1e-9);
                if chosen.is_some() {
                    rates.push(f64::from(playouts) / secs);
                }
            }
            let Some(action) = Policy::Tips.choose(&state, &legal, &mut rng) else {
                break;
            };
            if state.play(action).is_err() {
                break;
            }
        }
    }
    rates
}

fn makatsu_rates(positions: usize, samples: u32) -> Result<Vec<f64>, String> {
    use makatsu::policy::{Choice, choose, choose_strong};
    let mut rates = Vec::new();
    let mut g = 0;
    while rates.len() < positions {
        let mut rng = Pcg64Mcg::seed_from_u64(g);
        g += 1;
        let mut game = makatsu::Game::new(4, 0, &mut rng).map_err(|e| e.to_string())?;
        while let Some(seat) = game.to_move() {
            if rates.len() >= positions {
                break;
            }
            let hand = game.hand(seat).map_or(0, |h| h.len()) as u32;
            if hand > 1 {
                let start = Instant::now();
                let chosen = choose_strong(&game, samples, &mut rng);
                let secs = start.elapsed().as_secs_f64().max(1e-9);
                if chosen.is_some() {
                    rates.push(f64::from(samples.max(1) * hand) / secs);
                }
            }
            let view = game.view(seat).ok_or("no view of the seat to move")?;
            let card = choose(Choice::Tips, &view, &mut rng).ok_or("an empty hand")?;
            game.play(makatsu::Action::Play(card))
                .map_err(|e| e.to_string())?;
        }
    }
    Ok(rates)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let number = |i: usize, default: u32| match args.get(i) {
        None => Ok(default),
        Some(t) => t
            .parse::<u32>()
            .map_err(|_| format!("argument {i}: `{t}` is not a number")),
    };
    let (positions, budget) = match (number(1, 40), number(2, 2000)) {
        (Ok(p), Ok(b)) if p > 0 && b > 0 => (p as usize, b),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("playouts: {e}\nusage: playouts [POSITIONS] [BUDGET]");
            return ExitCode::from(2);
        }
        _ => {
            eprintln!("playouts: POSITIONS and BUDGET must be at least 1");
            return ExitCode::from(2);
        }
    };
    println!("strong players, 4 seats, one thread; median over the decisions timed");
    let makao = shedding(
        |rng| makao::State::deal(4, 0, rng).expect("4 players can be dealt"),
        positions,
        budget,
    );
    report("makao", makao);
    let rules = maumau::Rules::SOURCE;
    let maumau = shedding(
        |rng| maumau::State::deal(4, 0, &rules, rng).expect("4 players can be dealt"),
        positions,
        budget,
    );
    report("maumau", maumau);
    match makatsu_rates(positions, 40) {
        Ok(rates) => report("makatsu", rates),
        Err(e) => {
            eprintln!("playouts: makatsu: {e}");
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}
