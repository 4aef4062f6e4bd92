//! The simulations' game loop: many games, each seat choosing with its
//! policy, every chosen action applied without a second check.
//!
//! Why not [`policy::play_batch`]: that loop plays every action checked
//! ([`Position::play`]), which a simulation does not need, since it only
//! ever picks an action [`Position::legal_actions`] just listed. This loop
//! draws the same random numbers in the same order, so a seeded batch
//! reports exactly what the checked loop reports.
//!
//! [`policy::play_batch`]: super::policy::play_batch

use rand::{Rng, RngExt};

use super::policy::{Batch, Policy, TipsScore, Turns, policy_wins};
use crate::engine::{Position, Seat};

/// Plays `state` until somebody wins or `max_turns` turns are complete,
/// each seat choosing with its policy; `legal` is a reusable buffer. The
/// random player draws one number per decision, as [`Policy::choose`]
/// does, and the chosen action is applied with [`Position::play_listed`].
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
        let Some(&policy) = policies.get(seat) else {
            break;
        };
        state.legal_actions(legal);
        let action = match policy {
            Policy::Random if !legal.is_empty() => legal[rng.random_range(0..legal.len())],
            _ => match policy.choose(state, legal, rng) {
                Some(action) => action,
                None => break,
            },
        };
        state.play_listed(action);
    }
}

/// Plays `games` games (at least one) as [`policy::play_batch`] does:
/// the first on `state` as dealt, game `g` after it on `redeal(state,
/// first, rng)` with `first` = `g mod players`; `each` sees every game at
/// its end.
///
/// [`policy::play_batch`]: super::policy::play_batch
pub fn play_batch<P, R, E>(
    state: &mut P,
    games: u64,
    policies: &[Policy],
    max_turns: u32,
    rng: &mut R,
    mut redeal: impl FnMut(&mut P, Seat, &mut R) -> Result<(), E>,
    mut each: impl FnMut(&P),
) -> Result<Batch, E>
where
    P: TipsScore + Turns,
    R: Rng + ?Sized,
{
    let players = state.seats();
    let mut legal = Vec::with_capacity(256);
    let mut wins = vec![0u64; players];
    let (mut unfinished, mut total_turns, mut total_moves) = (0u64, 0u64, 0u64);
    for g in 0..games {
        if g > 0 {
            redeal(state, (g % players as u64) as usize, rng)?;
        }
        play_out(state, policies, max_turns, &mut legal, rng);
        total_turns += u64::from(state.turns());
        total_moves += u64::from(state.moves());
        match state.winner() {
            Some(w) => wins[w] += 1,
            None => unfinished += 1,
        }
        each(state);
    }
    let policy_wins = policy_wins(policies, &wins, games);
    Ok(Batch {
        games,
        wins,
        policy_wins,
        unfinished,
        total_turns,
        total_moves,
    })
}
