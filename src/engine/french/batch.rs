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

/// A position that can name its `i`-th listed action without listing them
/// all: the random player draws an index and needs only that one.
///
/// Why: listing every action (a Makao hand offers every set and last card
/// of each value, a jack seven times over) cost more than the rest of a
/// random move. Both methods agree with [`Position::legal_actions`]:
/// `count_listed` is the length of its list and `nth_listed(i)` its `i`-th
/// entry, so the random player's choices stay as they were.
///
/// [`Position::legal_actions`]: crate::engine::Position::legal_actions
pub trait PickListed: Position {
    /// How many actions [`Position::legal_actions`] lists now.
    ///
    /// [`Position::legal_actions`]: crate::engine::Position::legal_actions
    fn count_listed(&self) -> usize;

    /// The `i`-th of them; `None` past the end.
    fn nth_listed(&self, i: usize) -> Option<Self::Action>;
}

/// Plays `state` until somebody wins or `max_turns` turns are complete,
/// each seat choosing with its policy; `legal` is a reusable buffer. The
/// random player draws one number per decision, as [`Policy::choose`]
/// does, and the chosen action is applied with [`Position::play_listed`].
pub fn play_out<P: TipsScore + Turns + PickListed, R: Rng + ?Sized>(
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
            Policy::Random => match state.count_listed() {
                0 => None,
                n => state.nth_listed(rng.random_range(0..n)),
            },
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
    P: TipsScore + Turns + PickListed,
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

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    use super::*;
    use crate::engine::{makao, maumau};

    /// Plays `state` out with random listed actions, checking at every
    /// position that the count and each `nth_listed` agree with the list.
    fn agrees_with_the_list<P: PickListed>(mut state: P, rng: &mut Pcg64Mcg) -> usize {
        let mut legal = Vec::new();
        let mut checked = 0;
        for _ in 0..400 {
            state.legal_actions(&mut legal);
            assert_eq!(state.count_listed(), legal.len(), "{legal:?}");
            for (i, &action) in legal.iter().enumerate() {
                assert_eq!(state.nth_listed(i), Some(action), "{i} in {legal:?}");
            }
            assert_eq!(state.nth_listed(legal.len()), None);
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
        let all = maumau::HouseRules {
            seven_stacking: true,
            eight_stacking: true,
            no_jack_on_jack: true,
            ..maumau::HouseRules::SOURCE
        };
        let mut checked = 0;
        for rules in [maumau::HouseRules::SOURCE, all] {
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
