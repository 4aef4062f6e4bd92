//! How often a game of `rulecard play` runs into its turn cap
//! (`play::shedding::MAX_TURNS`; such a game is recorded as unfinished),
//! per player count, over `GAMES` seeded games per count (game `g` dealt
//! and played on seed `g`, as `rulecard play --seed g` would).
//!
//! Seat 0 is a person who always plays the first legal move listed (the
//! crudest player: it never thinks about what it lays); the others are
//! the computer players of `rulecard play --opponents LEVEL`. Beside each
//! figure: the same seats with the bare tips, which do not notice the
//! table going round in circles (`Match::unrepeated` is what does), and
//! every seat playing the first move listed.
//!
//!     cargo run --release --example caps -- [GAMES] [makao|maumau|all] [STRONG-GAMES]
//!
//! STRONG-GAMES (default 0) adds rows for `--opponents strong`, whose
//! decisions take a while each.

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use rulecard_core::engine::french::Policy;
use rulecard_core::engine::french::shedding::Shedding;
use rulecard_core::engine::{makao, maumau};
use rulecard_core::play::Level;
use rulecard_core::play::shedding::{MAX_TURNS, Match};

/// Who sits at seats 1 and up.
#[derive(Clone, Copy, Debug)]
enum Others {
    /// `rulecard play`'s computer players.
    Play(Level),
    /// The tips' choice every time, no more.
    BareTips,
    /// The first move listed, as seat 0.
    First,
}

/// Plays game `seed`; whether it reached the cap, and its turns.
fn game<S: Shedding>(state: S, others: Others, seed: u64) -> (bool, u32) {
    match others {
        Others::Play(level) => {
            let mut m = Match::new(state, level, seed);
            while m.to_move().is_some() {
                if m.players_turn() {
                    let first = m.legal().remove(0).1;
                    if m.act(0, first).is_err() {
                        break;
                    }
                } else if m.computer_move().is_none() {
                    break;
                }
            }
            let turns = m.state().turns();
            (turns >= MAX_TURNS, turns)
        }
        Others::BareTips | Others::First => {
            let mut state = state;
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let mut legal = Vec::new();
            while let Some(seat) = state.to_move() {
                if state.turns() >= MAX_TURNS {
                    break;
                }
                state.legal_actions(&mut legal);
                let action = match others {
                    Others::BareTips if seat != 0 => Policy::Tips.choose(&state, &legal, &mut rng),
                    _ => legal.first().copied(),
                };
                let Some(action) = action else { break };
                state.play_listed(action);
            }
            (state.turns() >= MAX_TURNS, state.turns())
        }
    }
}

fn rows<S: Shedding>(
    name: &str,
    games: u64,
    strong: u64,
    deal: impl Fn(usize, &mut Pcg64Mcg) -> S,
) {
    let kinds = [
        ("opponents strong", Others::Play(Level::Strong)),
        ("opponents tips", Others::Play(Level::Tips)),
        ("opponents random", Others::Play(Level::Random)),
        ("bare tips", Others::BareTips),
        ("all first-listed", Others::First),
    ];
    for (label, others) in kinds {
        let games = match others {
            Others::Play(Level::Strong) => strong,
            _ => games,
        };
        if games == 0 {
            continue;
        }
        for players in 2..=8 {
            let (mut capped, mut longest, mut total) = (0u64, 0u32, 0u64);
            for seed in 0..games {
                let mut rng = Pcg64Mcg::seed_from_u64(seed);
                let (cap, turns) = game(deal(players, &mut rng), others, seed);
                total += u64::from(turns);
                if cap {
                    capped += 1;
                } else {
                    longest = longest.max(turns);
                }
            }
            println!(
                "{name:<6} {label:<16} {players} players  {capped:>5} of {games} capped ({:>6.2} %)  mean {:>6.1} turns, longest finished {longest}",
                100.0 * capped as f64 / games as f64,
                total as f64 / games as f64,
            );
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(10_000);
    let only = args.get(2).map(String::as_str).filter(|g| *g != "all");
    let strong: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0);
    println!(
        "turn cap {MAX_TURNS}; {games} seeded games per row; seat 0 plays the first move listed"
    );
    if only.is_none_or(|g| g == "makao") {
        rows("makao", games, strong, |n, rng| {
            makao::State::deal(n, 0, rng).expect("2 to 8 players deal")
        });
    }
    if only.is_none_or(|g| g == "maumau") {
        rows("maumau", games, strong, |n, rng| {
            maumau::State::deal(n, 0, &maumau::Rules::SOURCE, rng).expect("2 to 8 players deal")
        });
    }
}
