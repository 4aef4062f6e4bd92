//! The strong computer player against three tips players: win rate over
//! seeded 4-player games (fair share 25 %), for Meister Makatsu the mean
//! minus points of the strong seat and of the tips seats, and the time per
//! decision.
//!
//! `cargo run --release --example strong_bench -- GAME GAMES [SAMPLES]`
//! (GAME: makao, maumau or makatsu). Run by `bench/strong.sh`.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use rulecard::engine::french::policy::{Policy, choose_strong};
use rulecard::engine::french::{
    TipsScore,
    policy::{Determinize, HandSizes, Turns},
};
use rulecard::engine::{makao, maumau};

fn run<P: TipsScore + Turns + Determinize + HandSizes + Clone>(
    deal: impl Fn(&mut Pcg64Mcg) -> P,
    games: u64,
    samples: u32,
) {
    let mut wins = 0u64;
    let mut decisions = 0u64;
    let mut thinking = Duration::ZERO;
    let mut slowest = Duration::ZERO;
    let mut legal = Vec::new();
    for g in 0..games {
        let mut rng = Pcg64Mcg::seed_from_u64(g);
        let mut state = deal(&mut rng);
        // The strong player sits at seat g mod 4, so no seat is favoured.
        let strong = (g % 4) as usize;
        while let Some(seat) = state.to_move() {
            if state.turns() >= 1000 {
                break;
            }
            state.legal_actions(&mut legal);
            let action = if seat == strong {
                let t = Instant::now();
                let a = choose_strong(&state, &legal, samples, &mut rng);
                let took = t.elapsed();
                thinking += took;
                slowest = slowest.max(took);
                decisions += 1;
                a
            } else {
                Policy::Tips.choose(&state, &legal, &mut rng)
            };
            let Some(action) = action else { break };
            if state.play(action).is_err() {
                break;
            }
        }
        if state.winner() == Some(strong) {
            wins += 1;
        }
    }
    let per = thinking.as_secs_f64() / decisions.max(1) as f64;
    println!(
        "games {games}  strong wins {wins} ({:.1} %, fair share 25 %)  decisions {decisions}  mean {:.1} ms  slowest {:.1} ms  guesses/decision {samples}",
        100.0 * wins as f64 / games as f64,
        per * 1e3,
        slowest.as_secs_f64() * 1e3
    );
}

fn makatsu(games: u64, samples: u32) {
    use rulecard::engine::Position;
    use rulecard::engine::makatsu::policy::{Choice, choose, choose_strong};
    use rulecard::engine::makatsu::{Action, Game};
    let (mut strong_points, mut tips_points, mut wins) = (0u64, 0u64, 0u64);
    let mut decisions = 0u64;
    let mut thinking = Duration::ZERO;
    let mut slowest = Duration::ZERO;
    for g in 0..games {
        let mut rng = Pcg64Mcg::seed_from_u64(g);
        let mut game = Game::new(4, (g % 4) as usize, &mut rng).unwrap();
        let strong = (g % 4) as usize;
        while let Some(seat) = game.to_move() {
            let card = if seat == strong {
                let t = Instant::now();
                let c = choose_strong(&game, samples, &mut rng);
                let took = t.elapsed();
                thinking += took;
                slowest = slowest.max(took);
                decisions += 1;
                c
            } else {
                choose(Choice::Tips, &game.view(seat).unwrap(), &mut rng)
            };
            game.play(Action::Play(card.unwrap())).unwrap();
        }
        let points = game.points();
        strong_points += u64::from(points[strong]);
        tips_points += points
            .iter()
            .enumerate()
            .filter(|(s, _)| *s != strong)
            .map(|(_, p)| u64::from(*p))
            .sum::<u64>();
        if game.final_verdict().map(|v| v.winner) == Some(strong) {
            wins += 1;
        }
    }
    println!(
        "games {games}  strong mean {:.2} minus points, tips seats mean {:.2}  strong wins {:.1} %  decisions {decisions}  mean {:.1} ms  slowest {:.1} ms  samples/card {samples}",
        strong_points as f64 / games as f64,
        tips_points as f64 / (3 * games) as f64,
        100.0 * wins as f64 / games as f64,
        thinking.as_secs_f64() * 1e3 / decisions.max(1) as f64,
        slowest.as_secs_f64() * 1e3
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game = args.get(1).map(String::as_str).unwrap_or("makao");
    let games: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(200);
    let samples: u32 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(3000);
    match game {
        "makao" => run(|rng| makao::State::deal(4, 0, rng).unwrap(), games, samples),
        "maumau" => run(
            |rng| maumau::State::deal(4, 0, &maumau::HouseRules::SOURCE, rng).unwrap(),
            games,
            samples,
        ),
        "makatsu" => makatsu(games, samples),
        other => eprintln!("strong_bench: unknown game {other}: makao, maumau or makatsu"),
    }
}
