//! The strong computer player against three tips players: win rate over
//! seeded 4-player games (fair share 25 %), for Meister Makatsu the mean
//! minus points of the strong seat and of the tips seats, and the time per
//! decision.
//!
//! `cargo run --release --example strong_bench -- GAME GAMES [SAMPLES
//! [HORIZON [STEEPNESS [NEAR-MISS [blind|read [PLAYS]]]]]]` (GAME: makao,
//! maumau or makatsu; HORIZON: turns looked ahead, 0 to the end; `blind`:
//! the strong player reads nothing from the other seats' moves; PLAYS:
//! the plays read per seat, 0 for passes alone, 2 by default). Run by
//! `bench/strong.sh`.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use rulecard::engine::french::batch::PickListed;
use rulecard::engine::french::policy::{Lookahead, Policy, choose_strong, guesses_per_action};
use rulecard::engine::french::{
    Action, TipsScore,
    policy::{Determinize, Reading, Reads, Turns},
};
use rulecard::engine::{makao, maumau};

fn run<
    Q: Copy,
    P: TipsScore<Action = Action<Q>> + Turns + Determinize + Reading + PickListed + Clone,
>(
    deal: impl Fn(&mut Pcg64Mcg) -> P,
    games: u64,
    look: Lookahead,
    read: bool,
    plays: usize,
) {
    let mut wins = 0u64;
    let mut decisions = 0u64;
    let mut thinking = Duration::ZERO;
    let mut slowest = Duration::ZERO;
    // Play-outs (one guess played to the end for one action): what a
    // decision costs on any machine.
    let (mut playouts, mut most_playouts) = (0u64, 0u64);
    let mut legal = Vec::new();
    for g in 0..games {
        let mut rng = Pcg64Mcg::seed_from_u64(g);
        let mut state = deal(&mut rng);
        let mut reads = Reads::new(state.seats()).reading_plays(plays);
        // The strong player sits at seat g mod 4, so no seat is favoured.
        let strong = (g % 4) as usize;
        while let Some(seat) = state.to_move() {
            if state.turns() >= 1000 {
                break;
            }
            state.legal_actions(&mut legal);
            let action = if seat == strong {
                let t = Instant::now();
                let a = choose_strong(&state, &legal, look, &reads, &mut rng);
                let took = t.elapsed();
                thinking += took;
                slowest = slowest.max(took);
                decisions += 1;
                let n = strong_playouts(look.budget, legal.len());
                playouts += n;
                most_playouts = most_playouts.max(n);
                a
            } else {
                Policy::Tips.choose(&state, &legal, &mut rng)
            };
            let Some(action) = action else { break };
            let before = read.then(|| state.clone());
            if state.play(action).is_err() {
                break;
            }
            if let Some(before) = before {
                reads.observe(&before, action, &state);
            }
        }
        if state.winner() == Some(strong) {
            wins += 1;
        }
        // A running tally on stderr, so a long run shows where it stands.
        if (g + 1) % 100 == 0 {
            eprintln!(
                "after {} games: strong wins {wins} ({:.1} %)  decisions {decisions}  mean {:.1} ms  slowest {:.1} ms",
                g + 1,
                100.0 * wins as f64 / (g + 1) as f64,
                thinking.as_secs_f64() * 1e3 / decisions.max(1) as f64,
                slowest.as_secs_f64() * 1e3
            );
        }
    }
    let per = thinking.as_secs_f64() / decisions.max(1) as f64;
    // The 95 % interval of the win rate (Wilson score).
    let (low, high) = wilson(wins, games);
    println!(
        "games {games}  strong wins {wins} ({:.1} %, 95 % {:.1}-{:.1} %, fair share 25 %)  decisions {decisions}  mean {:.1} ms  slowest {:.1} ms  play-outs per decision mean {:.0} most {most_playouts}  {look:?}  reads {}",
        100.0 * wins as f64 / games as f64,
        100.0 * low,
        100.0 * high,
        per * 1e3,
        slowest.as_secs_f64() * 1e3,
        playouts as f64 / decisions.max(1) as f64,
        if read {
            format!("passes and the last {plays} plays")
        } else {
            "off".to_owned()
        }
    );
}

/// The play-outs `choose_strong` makes with `budget` among `legal`
/// actions: none for a forced move, else its guesses for every action.
fn strong_playouts(budget: u32, legal: usize) -> u64 {
    if legal <= 1 {
        return 0;
    }
    u64::from(guesses_per_action(budget, legal)) * legal as u64
}

/// The Wilson score interval at 95 % for `wins` out of `games`.
fn wilson(wins: u64, games: u64) -> (f64, f64) {
    let n = games.max(1) as f64;
    let p = wins as f64 / n;
    let z = 1.96f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (centre - half, centre + half)
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
        if (g + 1) % 100 == 0 {
            eprintln!(
                "after {} games: strong mean {:.2} minus points, tips seats mean {:.2}",
                g + 1,
                strong_points as f64 / (g + 1) as f64,
                tips_points as f64 / (3 * (g + 1)) as f64
            );
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
    // Turns looked ahead (0: to the end), the steepness at the horizon,
    // what a near miss is worth, and `blind`: the strong player reads nothing from the other seats'
    // passes (comparisons on the same seeds).
    let mut look = Lookahead::to_the_end(samples);
    if let Some(h) = args.get(4).and_then(|s| s.parse().ok()) {
        look.horizon = h;
    }
    if let Some(k) = args.get(5).and_then(|s| s.parse().ok()) {
        look.steepness = k;
    }
    if let Some(m) = args.get(6).and_then(|s| s.parse().ok()) {
        look.near_miss = m;
    }
    let read = args.get(7).map(String::as_str) != Some("blind");
    // Plays read per seat (0: passes alone).
    let plays = args.get(8).and_then(|s| s.parse().ok()).unwrap_or(2);
    // `halving`: successive halving among the actions.
    if let Some(h) = args.get(9) {
        look.halving = h == "halving";
    }
    match game {
        "makao" => run(
            |rng| makao::State::deal(4, 0, rng).unwrap(),
            games,
            look,
            read,
            plays,
        ),
        "maumau" => run(
            |rng| maumau::State::deal(4, 0, &maumau::HouseRules::SOURCE, rng).unwrap(),
            games,
            look,
            read,
            plays,
        ),
        "makatsu" => makatsu(games, samples),
        other => eprintln!("strong_bench: unknown game {other}: makao, maumau or makatsu"),
    }
}
