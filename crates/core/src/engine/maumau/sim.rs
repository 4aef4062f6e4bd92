//! Seeded batches of computer games.
//!
//! Game `g` of a run has a generator of its own, made from the seed and
//! `g` alone ([`game_rng`]): it deals the game (which seeds the game's own
//! generator for its reshuffles) and makes the random players' choices, so
//! the same arguments always give the same report, however the batch
//! is spread ([`Spread`]: one share after another here, side by side on
//! threads in the command line). Game `g` is started by seat
//! `g mod players` (the seat left of a rotating dealer, R-MM-START), so no
//! seat gets the first move more often than the others.
//!
//! A game that reaches `max_turns` completed turns is stopped and counted
//! as unfinished (R-MM-END). No clocks here: callers time the call.
//!
//! [`game_rng`]: crate::engine::random::game_rng

use serde::Serialize;

use super::policy::Policy;
use super::state::State;
use super::{MauMauError, Rules, check_players};
use crate::engine::Position;
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
    /// The house rules in force, as variant ids.
    pub variants: Vec<&'static str>,
    /// Cards dealt to each player.
    pub hand_size: u32,
    /// Penalty cards for a forgotten "Mau-Mau".
    pub mau_penalty: u32,
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
    /// Forgotten announcements, each paid with the penalty (R-MM-MAU).
    pub mau_penalties: u64,
    /// Mean cards left in the other hands when a game was won (the source
    /// names no score, R-MM-END).
    pub mean_cards_left: f64,
}

/// Plays `games` games of `players` with one policy per seat under `rules`,
/// each stopped after `max_turns` turns at the latest, on one thread.
pub fn simulate(
    games: u64,
    players: usize,
    seed: u64,
    policies: &[Policy],
    max_turns: u32,
    rules: &Rules,
) -> Result<SimReport, MauMauError> {
    simulate_spread(games, players, seed, policies, max_turns, rules, &OneByOne)
}

/// [`simulate`] in the shares `spread` cuts the batch into; the report is
/// the same however it is spread.
pub fn simulate_spread(
    games: u64,
    players: usize,
    seed: u64,
    policies: &[Policy],
    max_turns: u32,
    rules: &Rules,
    spread: &impl Spread,
) -> Result<SimReport, MauMauError> {
    check_players(players)?;
    if games == 0 {
        return Err(MauMauError::NoGames);
    }
    if policies.len() != players {
        return Err(MauMauError::PolicyCount {
            given: policies.len(),
            players,
        });
    }
    // Forgotten announcements, and cards left with the losers.
    let (batch, (penalties, left)) = play_batch(
        games,
        spread,
        seed,
        policies,
        max_turns,
        || State::deal(players, 0, rules, &mut game_rng(seed, u64::MAX)),
        |state, first, rng| state.redeal(first, rng),
        |state, (penalties, left): &mut (u64, u64)| {
            *penalties += u64::from(state.forgotten());
            if state.is_over() {
                *left += (0..players).map(|s| state.hand_len(s) as u64).sum::<u64>();
            }
        },
        |(penalties, left), (p, l)| {
            *penalties += p;
            *left += l;
        },
    )?;
    Ok(SimReport {
        games,
        players,
        seed,
        max_turns,
        variants: rules.variant_ids(),
        hand_size: rules.hand_size,
        mau_penalty: rules.mau_penalty,
        policies: policies.to_vec(),
        mean_turns: batch.mean_turns(),
        mean_cards_left: batch.per_finished(left),
        wins: batch.wins,
        policy_wins: batch.policy_wins,
        unfinished: batch.unfinished,
        total_turns: batch.total_turns,
        total_moves: batch.total_moves,
        mau_penalties: penalties,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::spread::Shares;

    #[test]
    fn simulate_is_deterministic_per_seed() {
        let p = [Policy::Random; 4];
        let r = Rules::SOURCE;
        let a = simulate(50, 4, 42, &p, 500, &r).unwrap();
        let b = simulate(50, 4, 42, &p, 500, &r).unwrap();
        let c = simulate(50, 4, 43, &p, 500, &r).unwrap();
        assert_eq!(a, b);
        assert_ne!(a.total_moves, c.total_moves);
        assert_eq!(a.wins.iter().sum::<u64>() + a.unfinished, 50);
    }

    #[test]
    fn shares_split_the_games_without_changing_the_report() {
        let p = [Policy::Tips, Policy::Random, Policy::Random];
        let r = Rules::SOURCE;
        let one = simulate(40, 3, 9, &p, 300, &r).unwrap();
        assert_eq!(
            simulate_spread(40, 3, 9, &p, 300, &r, &Shares(3)).unwrap(),
            one
        );
        assert_eq!(
            simulate_spread(40, 3, 9, &p, 300, &r, &Shares(64)).unwrap(),
            one
        );
    }

    #[test]
    fn simulate_refuses_bad_input() {
        let p = [Policy::Random; 4];
        let r = Rules::SOURCE;
        assert_eq!(
            simulate(1, 1, 0, &p[..1], 10, &r),
            Err(MauMauError::PlayerCount { players: 1 })
        );
        assert_eq!(simulate(0, 4, 0, &p, 10, &r), Err(MauMauError::NoGames));
        assert_eq!(
            simulate(1, 3, 0, &p, 10, &r),
            Err(MauMauError::PolicyCount {
                given: 4,
                players: 3
            })
        );
    }
}
