//! The game loop of the simulations and of the strong player's play-outs:
//! each seat choosing with its policy, every chosen action applied without
//! a second check.
//!
//! Why no check: the loop only ever picks an action
//! [`Position::legal_actions`] just listed, so [`Position::play`]'s check
//! would repeat work. Why a generator per game ([`game_rng`]): a batch is
//! then cut into shares ([`Spread`]) and adds up to what one share reports.

use rand::Rng;
use rand_pcg::Pcg64Mcg;

use super::policy::{Batch, Policy, policy_wins};
use super::shedding::Shedding;
use crate::engine::Seat;
use crate::engine::random::{game_rng, random_index};
use crate::engine::spread::{Spread, split};

/// Plays `state` until somebody wins or `max_turns` turns are complete,
/// each seat choosing with its policy; `legal` is a reusable buffer. The
/// random player draws one number per decision, as [`Policy::choose`]
/// does, and the chosen action is applied with [`Position::play_listed`].
pub(crate) fn play_out<P: Shedding, R: Rng + ?Sized>(
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
        let action = match policy {
            Policy::Random => state.pick_listed(|n| random_index(rng, n)),
            Policy::Tips => {
                state.legal_actions(legal);
                policy.choose(state, legal, rng)
            }
        };
        let Some(action) = action else {
            break;
        };
        state.play_listed(action);
    }
}

/// What a share of a shedding game's batch showed: the counts of
/// [`Batch`], and what the game measures besides (`X`).
struct Share<X> {
    wins: Vec<u64>,
    unfinished: u64,
    total_turns: u64,
    total_moves: u64,
    extra: X,
}

/// Plays `games` games (at least one) in the shares `spread` cuts them
/// into: game `g` on
/// `redeal(state, g mod players, game_rng(seed, g))` (so no seat gets the
/// first move more often than the others), played out with
/// [`play_out`] on the same generator; `each` adds what the game measures
/// besides into an `X`, and `add` adds two of those up. Each share makes
/// its table once with `table`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn play_batch<P, X, E>(
    games: u64,
    spread: &impl Spread,
    seed: u64,
    policies: &[Policy],
    max_turns: u32,
    table: impl Fn() -> Result<P, E> + Sync,
    redeal: impl Fn(&mut P, Seat, &mut Pcg64Mcg) -> Result<(), E> + Sync,
    each: impl Fn(&P, &mut X) + Sync,
    add: impl Fn(&mut X, X),
) -> Result<(Batch, X), E>
where
    P: Shedding,
    X: Default + Send,
    E: Send,
{
    let players = policies.len();
    let run = |range: std::ops::Range<u64>| -> Result<Share<X>, E> {
        let mut state = table()?;
        let mut legal = Vec::with_capacity(256);
        let mut share = Share {
            wins: vec![0u64; players],
            unfinished: 0,
            total_turns: 0,
            total_moves: 0,
            extra: X::default(),
        };
        for g in range {
            let mut rng = game_rng(seed, g);
            redeal(&mut state, (g % players as u64) as usize, &mut rng)?;
            play_out(&mut state, policies, max_turns, &mut legal, &mut rng);
            share.total_turns += u64::from(state.turns());
            share.total_moves += u64::from(state.moves());
            match state.winner() {
                Some(w) => share.wins[w] += 1,
                None => share.unfinished += 1,
            }
            each(&state, &mut share.extra);
        }
        Ok(share)
    };
    let total = split(games, spread, run, |total, part| {
        for (sum, w) in total.wins.iter_mut().zip(&part.wins) {
            *sum += w;
        }
        total.unfinished += part.unfinished;
        total.total_turns += part.total_turns;
        total.total_moves += part.total_moves;
        add(&mut total.extra, part.extra);
    })?;
    let batch = Batch {
        games,
        policy_wins: policy_wins(policies, &total.wins, games),
        wins: total.wins,
        unfinished: total.unfinished,
        total_turns: total.total_turns,
        total_moves: total.total_moves,
    };
    Ok((batch, total.extra))
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    use rand::RngExt;

    use crate::engine::{Position, makao, maumau};

    /// Plays `state` out with random listed actions, checking at every
    /// position that the count and each `nth_listed` agree with the list.
    fn agrees_with_the_list<P: Position>(mut state: P, rng: &mut Pcg64Mcg) -> usize {
        let mut legal = Vec::new();
        let mut checked = 0;
        for _ in 0..400 {
            state.legal_actions(&mut legal);
            for (i, &action) in legal.iter().enumerate() {
                let picked = state.pick_listed(|n| {
                    assert_eq!(n, legal.len(), "{legal:?}");
                    i
                });
                assert_eq!(picked, Some(action), "{i} in {legal:?}");
            }
            let past = state.pick_listed(|n| n);
            assert_eq!(past, None, "{legal:?}");
            checked += legal.len();
            if legal.is_empty() {
                break;
            }
            let action = legal[rng.random_range(0..legal.len())];
            assert!(state.play(action).is_ok(), "{action:?}");
        }
        checked
    }

    #[test]
    fn makao_names_each_listed_action_by_its_index() {
        let mut rng = Pcg64Mcg::seed_from_u64(3);
        let mut checked = 0;
        for players in [2, 4, 8] {
            for _ in 0..20 {
                let state = makao::State::deal(players, 0, &mut rng).unwrap();
                checked += agrees_with_the_list(state, &mut rng);
            }
        }
        // The judge's counted form: unknown hands, every unseen card.
        let top = "9h".parse().unwrap();
        let counted = makao::State::counted(&[5, 3, 7], top).unwrap();
        checked += agrees_with_the_list(counted, &mut rng);
        assert!(checked > 10_000, "{checked}");
    }

    #[test]
    fn maumau_names_each_listed_action_by_its_index() {
        let mut rng = Pcg64Mcg::seed_from_u64(4);
        let all = maumau::Rules {
            seven_stacking: true,
            eight_stacking: true,
            no_jack_on_jack: true,
            ..maumau::Rules::SOURCE
        };
        let mut checked = 0;
        for rules in [maumau::Rules::SOURCE, all] {
            for players in [2, 4, 6] {
                for _ in 0..20 {
                    let state = maumau::State::deal(players, 1, &rules, &mut rng).unwrap();
                    checked += agrees_with_the_list(state, &mut rng);
                }
            }
            let top = "9h".parse().unwrap();
            let counted = maumau::State::counted(&[5, 3, 7], top, &rules).unwrap();
            checked += agrees_with_the_list(counted, &mut rng);
        }
        assert!(checked > 10_000, "{checked}");
    }
}
