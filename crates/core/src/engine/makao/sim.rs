//! Seeded batches of computer games.
//!
//! Game `g` of a run has a generator of its own, made from the seed and
//! `g` alone ([`game_rng`]): it deals the game (which seeds the game's own
//! generator for its reshuffles) and makes the random players' choices, so
//! the same arguments always give the same report, however the batch
//! is spread ([`Spread`]: one share after another here, side by side on
//! threads in the command line). Game `g` is started by seat `g mod players`, so no seat gets
//! the first move more often than the others (the source names no
//! starting player).
//!
//! [`game_rng`]: crate::engine::random::game_rng
//!
//! A game that reaches `max_turns` completed turns is stopped and counted
//! as unfinished (R-MA-END). No clocks here: callers time the call.

use serde::Serialize;

use super::policy::Policy;
use super::state::State;
use super::{MakaoError, check_players};
use crate::engine::french::playout::play_batch;
pub use crate::engine::french::policy::PolicyWins;
use crate::engine::random::game_rng;
use crate::engine::spread::{OneByOne, Spread};

/// What a batch of games showed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SimReport {
    /// Games played.
    pub games: u64,
    /// Players per game.
    pub players: usize,
    /// The seed of the run.
    pub seed: u64,
    /// The turn limit per game.
    pub max_turns: u32,
    /// The policy of each seat.
    pub policies: Vec<Policy>,
    /// Wins per seat.
    pub wins: Vec<u64>,
    /// Wins per policy, in [`Policy::ALL`] order, for policies in play.
    pub policy_wins: Vec<PolicyWins>,
    /// Games stopped at the turn limit.
    pub unfinished: u64,
    /// Completed turns over all games.
    pub total_turns: u64,
    /// Mean completed turns per game.
    pub mean_turns: f64,
    /// Actions applied over all games (a draw and its keep are two).
    pub total_moves: u64,
    /// Mean points of the winner of a finished game (R-MA-END).
    pub mean_score: f64,
}

/// Plays `games` games of `players` (2–8) with one policy per seat, each
/// stopped after `max_turns` turns at the latest, on one thread.
pub fn simulate(
    games: u64,
    players: usize,
    seed: u64,
    policies: &[Policy],
    max_turns: u32,
) -> Result<SimReport, MakaoError> {
    simulate_spread(games, players, seed, policies, max_turns, &OneByOne)
}

/// [`simulate`] in the shares `spread` cuts the batch into; the report is
/// the same however it is spread.
pub fn simulate_spread(
    games: u64,
    players: usize,
    seed: u64,
    policies: &[Policy],
    max_turns: u32,
    spread: &impl Spread,
) -> Result<SimReport, MakaoError> {
    check_players(players)?;
    if games == 0 {
        return Err(MakaoError::NoGames);
    }
    if policies.len() != players {
        return Err(MakaoError::PolicyCount {
            given: policies.len(),
            players,
        });
    }
    let (batch, total_score) = play_batch(
        games,
        spread,
        seed,
        policies,
        max_turns,
        || State::deal(players, 0, &mut game_rng(seed, u64::MAX)),
        |state, first, rng| state.redeal(first, rng),
        |state, total: &mut u64| *total += u64::from(state.score().unwrap_or(0)),
        |total, part| *total += part,
    )?;
    Ok(SimReport {
        games,
        players,
        seed,
        max_turns,
        policies: policies.to_vec(),
        mean_turns: batch.mean_turns(),
        mean_score: batch.per_finished(total_score),
        wins: batch.wins,
        policy_wins: batch.policy_wins,
        unfinished: batch.unfinished,
        total_turns: batch.total_turns,
        total_moves: batch.total_moves,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::spread::Shares;

    #[test]
    fn simulate_is_deterministic_per_seed() {
        let p = [Policy::Random; 4];
        let a = simulate(50, 4, 42, &p, 500).unwrap();
        let b = simulate(50, 4, 42, &p, 500).unwrap();
        let c = simulate(50, 4, 43, &p, 500).unwrap();
        assert_eq!(a, b);
        assert_ne!(a.total_moves, c.total_moves);
        assert_eq!(a.wins.iter().sum::<u64>() + a.unfinished, 50);
    }

    #[test]
    fn shares_split_the_games_without_changing_the_report() {
        let p = [Policy::Tips, Policy::Random, Policy::Random];
        let one = simulate(40, 3, 9, &p, 300).unwrap();
        assert_eq!(simulate_spread(40, 3, 9, &p, 300, &Shares(3)).unwrap(), one);
        assert_eq!(
            simulate_spread(40, 3, 9, &p, 300, &Shares(64)).unwrap(),
            one
        );
    }

    #[test]
    fn simulate_refuses_bad_input() {
        let p = [Policy::Random; 4];
        assert_eq!(
            simulate(1, 9, 0, &p, 10),
            Err(MakaoError::PlayerCount { players: 9 })
        );
        assert_eq!(simulate(0, 4, 0, &p, 10), Err(MakaoError::NoGames));
        assert_eq!(
            simulate(1, 3, 0, &p, 10),
            Err(MakaoError::PolicyCount {
                given: 4,
                players: 3
            })
        );
    }
}
