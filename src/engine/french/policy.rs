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
