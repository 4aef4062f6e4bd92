//! Computer players of the shedding games: one chooser for both games,
//! each game scoring actions for its own tips.
//!
//! - [`Policy::Random`]: uniform over every legal action.
//! - [`Policy::Tips`]: scores every legal action with the game's
//!   [`TipsScore`] and takes the best, the first listed on a tie, so it is
//!   deterministic (it draws no random numbers).

use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt};
use serde::Serialize;

use super::JudgeError;
use crate::engine::Position;

/// How a computer player chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Policy {
    /// The game's tips (see its `policy` module).
    Tips,
    /// Uniform over all legal actions.
    Random,
}

/// A position whose game knows how much its tips like an action.
pub trait TipsScore: Position {
    /// Higher is better.
    fn tips_score(&self, action: Self::Action) -> i32;
}

impl Policy {
    /// Both policies.
    pub const ALL: [Policy; 2] = [Policy::Tips, Policy::Random];

    /// `tips` or `random`.
    pub const fn name(self) -> &'static str {
        match self {
            Policy::Tips => "tips",
            Policy::Random => "random",
        }
    }

    /// Picks one of `legal` (the legal actions of `state`, as listed by
    /// [`Position::legal_actions`]); `None` only if `legal` is empty.
    pub fn choose<P: TipsScore, R: Rng + ?Sized>(
        self,
        state: &P,
        legal: &[P::Action],
        rng: &mut R,
    ) -> Option<P::Action> {
        if legal.is_empty() {
            return None;
        }
        match self {
            Policy::Random => legal.get(rng.random_range(0..legal.len())).copied(),
            Policy::Tips => {
                let mut best: Option<(i32, P::Action)> = None;
                for &action in legal {
                    let score = state.tips_score(action);
                    if best.is_none_or(|(b, _)| score > b) {
                        best = Some((score, action));
                    }
                }
                best.map(|(_, a)| a)
            }
        }
    }
}

impl fmt::Display for Policy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Policy {
    type Err = JudgeError;

    /// `tips` or `random`, any case.
    fn from_str(s: &str) -> Result<Policy, JudgeError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "tips" => Ok(Policy::Tips),
            "random" => Ok(Policy::Random),
            _ => Err(JudgeError::new(
                s,
                "tips or random",
                format!("`{s}` is not a computer player: expected tips or random"),
            )),
        }
    }
}

/// A position that counts its completed turns (for the turn limit).
pub trait Turns {
    fn turns(&self) -> u32;
}

/// Plays `state` until somebody wins or `max_turns` turns are complete,
/// each seat choosing with its policy. `legal` is a reusable buffer
/// (simulations play millions of games).
pub fn play_out<P: TipsScore + Turns, R: Rng + ?Sized>(
    state: &mut P,
    policies: &[Policy],
    max_turns: u32,
    legal: &mut Vec<P::Action>,
    rng: &mut R,
) {
    while let Some(seat) = state.to_move() {
        if state.turns() >= max_turns {
            break;
        }
        state.legal_actions(legal);
        let Some(policy) = policies.get(seat) else {
            break;
        };
        let Some(action) = policy.choose(state, legal, rng) else {
            break;
        };
        if state.play(action).is_err() {
            // Cannot happen: the action was listed as legal. Stop the game
            // (it counts as unfinished) rather than loop.
            break;
        }
    }
}

/// Wins of one policy over a batch.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PolicyWins {
    /// The policy.
    pub policy: Policy,
    /// How many seats played it.
    pub seats: usize,
    /// Games won by those seats.
    pub wins: u64,
    /// Wins per game played (unfinished games count as not won).
    pub win_rate: f64,
    /// What those seats would win with equal chances: seats / players.
    pub fair_share: f64,
}

/// Wins per policy in play, in [`Policy::ALL`] order, from wins per seat.
pub fn policy_wins(policies: &[Policy], wins: &[u64], games: u64) -> Vec<PolicyWins> {
    let players = policies.len();
    Policy::ALL
        .iter()
        .filter_map(|&policy| {
            let seats: Vec<usize> = (0..players).filter(|&s| policies[s] == policy).collect();
            if seats.is_empty() {
                return None;
            }
            let won: u64 = seats.iter().filter_map(|&s| wins.get(s)).sum();
            Some(PolicyWins {
                policy,
                seats: seats.len(),
                wins: won,
                win_rate: won as f64 / games.max(1) as f64,
                fair_share: seats.len() as f64 / players as f64,
            })
        })
        .collect()
}
