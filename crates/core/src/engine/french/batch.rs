//! The game loop of the simulations and of the strong player's play-outs:
//! each seat choosing with its policy, every chosen action applied without
//! a second check.
//!
//! Why no check: the loop only ever picks an action
//! [`Position::legal_actions`] just listed, so [`Position::play`]'s check
//! would repeat work. Why a generator per game ([`game_rng`]): a run is
//! then split over threads ([`split`]) and adds up to what one thread
//! reports.

use rand::{Rng, RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::policy::{Batch, Policy, TipsScore, Turns, policy_wins};
use crate::engine::{Position, Seat};

/// A position that can hand out one of its listed actions, chosen by
/// index, without listing them all: the random player draws an index and
/// needs only that one action.
///
/// Why: listing every action (a Makao hand offers every set and last card
/// of each value, a jack seven times over) cost more than the rest of a
/// random move. [`PickListed::pick_listed`] agrees with
/// [`Position::legal_actions`], so the random player's choices stay as
/// they were.
pub trait PickListed: Position {
    /// Calls `pick` with the length of the list [`Position::legal_actions`]
    /// makes now and returns that list's entry at the index `pick`
    /// returns; `None` (without calling `pick`) when the list is empty,
    /// or for an index past its end.
    fn pick_listed(&self, pick: impl FnOnce(usize) -> usize) -> Option<Self::Action>;
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

/// A number in `0..n`, the same that `rng.random_range(0..n)` gives (and
/// drawn the same way), for `n` of at least 1; 0 for `n` = 0.
///
/// Why not `random_range` itself: it went through rand's general sampler
/// (a call, a check for ranges beyond 32 bits), a tenth of a random move;
/// this is its 32-bit path, Canon's method as rand 0.10 has it, inlined.
/// A test checks the two agree.
#[inline]
pub fn random_index<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    let Ok(range) = u32::try_from(n) else {
        return rng.random_range(0..n);
    };
    if range == 0 {
        return 0;
    }
    let wide = u64::from(rng.next_u32()) * u64::from(range);
    let (mut result, low) = ((wide >> 32) as u32, wide as u32);
    // The rare biased case: one more draw decides whether to round up.
    if low > range.wrapping_neg() {
        let next = ((u64::from(rng.next_u32()) * u64::from(range)) >> 32) as u32;
        result += u32::from(low.checked_add(next).is_none());
    }
    result as usize
}

/// Shuffles `items` exactly as rand's `SliceRandom::shuffle` does: the
/// same numbers drawn, in the same order, the same swaps, so a seeded deal
/// or reshuffle comes out card for card the same.
///
/// Why not rand's own: it works the chunk sizes out afresh at every chunk
/// (a loop of checked multiplications) and splits a chunk with an integer
/// division by a changing divisor, some twenty cycles of latency each time;
/// the deal, Makao's second shuffle, the reshuffles, the strong player's
/// guesses and Meister Makatsu's Dojo decks all shuffle. Here both come
/// from [`SHUFFLE_STEPS`]: the chunk bound and size read, the division a
/// multiplication by a stored reciprocal. Slices longer than the table are left to rand. A
/// test compares the two.
///
/// rand 0.10's method, for the record: item `i` (from 1 up) swaps with
/// one of the `i + 1` places `0..=i`; the places' numbers come in chunks,
/// one draw of `random_range(..(m)(m+1)…(m+k-1))` (the longest product
/// that fits 32 bits, `m = i + 1`) split by mixed-radix division.
#[inline]
pub fn shuffle<T, R: Rng + ?Sized>(items: &mut [T], rng: &mut R) {
    if items.len() > SHUFFLE_STEPS.len() {
        rand::seq::SliceRandom::shuffle(items, rng);
        return;
    }
    // Chunk by chunk: one number drawn, then its items' places read off
    // it in turn. Why not item by item with a count of the places left in
    // the chunk: that tested the count twice per item, and the test at a
    // chunk's end went the other way every few items. The chunk's last
    // place is what is left of the number, which is also its remainder
    // (the number is below that item's places by then), so every item
    // divides alike.
    let len = items.len();
    let mut i = 1;
    while i < len {
        let step = &SHUFFLE_STEPS[i];
        let mut chunk = random_index(rng, step.bound as usize) as u32;
        // Never past the slice's end: rand leaves the rest unused too.
        let end = (i + usize::from(step.count)).min(len);
        while i < end {
            // `chunk / places`, exactly: with the reciprocal rounded up to
            // 64 bits, the high half of the product is the quotient for
            // every 32-bit numerator (Lemire, Kaser, Kurz 2019).
            let places = i as u32 + 1;
            let reciprocal = SHUFFLE_STEPS[i].reciprocal;
            let quotient = ((u128::from(reciprocal) * u128::from(chunk)) >> 64) as u32;
            items.swap(i, (chunk - quotient * places) as usize);
            chunk = quotient;
            i += 1;
        }
    }
}

/// What [`shuffle`] needs for item `i`, whose places number `m = i + 1`.
#[derive(Clone, Copy)]
struct ShuffleStep {
    /// The chunk drawn when one starts here: `m (m+1) … (m+count-1)`, the
    /// longest such product that fits 32 bits.
    bound: u32,
    /// How many places' numbers that chunk holds.
    count: u8,
    /// `2^64 / m` rounded up: the quotient by `m` as a multiplication.
    reciprocal: u64,
}

/// [`ShuffleStep`]s for items 1 to 127: slices of up to 128 items (Makao's
/// 52 cards, up to four 32-card Mau-Mau decks) are shuffled without rand.
static SHUFFLE_STEPS: [ShuffleStep; 128] = shuffle_steps();

const fn shuffle_steps() -> [ShuffleStep; 128] {
    let mut steps = [ShuffleStep {
        bound: 1,
        count: 1,
        reciprocal: 0,
    }; 128];
    let mut i = 1;
    while i < steps.len() {
        let m = i as u32 + 1;
        // rand's `calculate_bound_u32`.
        let mut product = m;
        let mut next = m + 1;
        while let Some(p) = product.checked_mul(next) {
            product = p;
            next += 1;
        }
        steps[i] = ShuffleStep {
            bound: product,
            count: (next - m) as u8,
            reciprocal: u64::MAX / m as u64 + 1,
        };
        i += 1;
    }
    steps
}

/// Game `game`'s own generator in a run seeded `seed`: it deals the game
/// and makes every random choice in it.
///
/// Why one per game: a game's result then depends on the seed and its
/// number alone, not on the games played before it on the same thread,
/// so a run split over any number of threads reports exactly what one
/// thread reports.
pub fn game_rng(seed: u64, game: u64) -> Pcg64Mcg {
    Pcg64Mcg::seed_from_u64(splitmix64(seed) ^ game)
}

/// SplitMix64's finaliser: neighbouring seeds give unrelated streams.
const fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The threads a run of `games` uses when `threads` are asked for: 0
/// means every core; never more threads than games.
pub fn thread_count(threads: usize, games: u64) -> usize {
    let wanted = if threads == 0 {
        std::thread::available_parallelism().map_or(1, usize::from)
    } else {
        threads
    };
    wanted.clamp(1, usize::try_from(games).unwrap_or(usize::MAX).max(1))
}

/// Runs games `0..games` on `threads` threads (see [`thread_count`]), each
/// thread a contiguous share, and adds up what `run` returned for each
/// share, in game order. `run(start..end)` plays those games.
pub fn split<T, E>(
    games: u64,
    threads: usize,
    run: impl Fn(std::ops::Range<u64>) -> Result<T, E> + Sync,
    mut add: impl FnMut(&mut T, T),
) -> Result<T, E>
where
    T: Send,
    E: Send,
{
    let threads = thread_count(threads, games) as u64;
    let share = |t: u64| games / threads * t + (games % threads).min(t);
    let mut parts = if threads == 1 {
        vec![run(0..games)]
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let run = &run;
                    scope.spawn(move || run(share(t)..share(t + 1)))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| match h.join() {
                    Ok(part) => part,
                    // The engines never panic; were one to, say so as the
                    // panic it is.
                    Err(panic) => std::panic::resume_unwind(panic),
                })
                .collect()
        })
    }
    .into_iter();
    let mut total = match parts.next() {
        Some(first) => first?,
        None => run(0..0)?,
    };
    for part in parts {
        add(&mut total, part?);
    }
    Ok(total)
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

/// Plays `games` games (at least one) on `threads` threads: game `g` on
/// `redeal(state, g mod players, game_rng(seed, g))` (so no seat gets the
/// first move more often than the others), played out with
/// [`play_out`] on the same generator; `each` adds what the game measures
/// besides into an `X`, and `add` adds two of those up. Each thread makes
/// its table once with `table`.
#[allow(clippy::too_many_arguments)]
pub fn play_batch<P, X, E>(
    games: u64,
    threads: usize,
    seed: u64,
    policies: &[Policy],
    max_turns: u32,
    table: impl Fn() -> Result<P, E> + Sync,
    redeal: impl Fn(&mut P, Seat, &mut Pcg64Mcg) -> Result<(), E> + Sync,
    each: impl Fn(&P, &mut X) + Sync,
    add: impl Fn(&mut X, X),
) -> Result<(Batch, X), E>
where
    P: TipsScore + Turns + PickListed,
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
    let total = split(games, threads, run, |total, part| {
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

    use super::*;
    use crate::engine::{makao, maumau};

    /// Plays `state` out with random listed actions, checking at every
    /// position that the count and each `nth_listed` agree with the list.
    fn agrees_with_the_list<P: PickListed>(mut state: P, rng: &mut Pcg64Mcg) -> usize {
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
    fn shuffle_draws_and_swaps_what_rand_does() {
        let mut ours = Pcg64Mcg::seed_from_u64(11);
        let mut theirs = ours.clone();
        for round in 0..3_000u32 {
            // Every length up to past the table's end, where rand takes over.
            let len = (round % 140) as usize;
            let mut a: Vec<u32> = (0..len as u32).collect();
            let mut b = a.clone();
            shuffle(&mut a, &mut ours);
            rand::seq::SliceRandom::shuffle(&mut b[..], &mut theirs);
            assert_eq!(a, b, "length {len}, round {round}");
            assert_eq!(ours, theirs, "length {len}, round {round}");
        }
    }

    #[test]
    fn the_shuffle_reciprocals_divide_exactly() {
        let mut rng = Pcg64Mcg::seed_from_u64(12);
        for (i, step) in SHUFFLE_STEPS.iter().enumerate().skip(1) {
            let m = i as u32 + 1;
            let near = |k: u32| [k.wrapping_sub(1), k, k.wrapping_add(1)];
            let edges = [
                0,
                1,
                u32::MAX,
                u32::MAX - 1,
                step.bound - 1,
                (u32::MAX / m) * m,
            ];
            let randoms: Vec<u32> = (0..2_000).map(|_| rng.next_u32()).collect();
            for n in edges.into_iter().flat_map(near).chain(randoms) {
                let quotient = ((u128::from(step.reciprocal) * u128::from(n)) >> 64) as u32;
                assert_eq!(quotient, n / m, "{n} / {m}");
            }
        }
    }

    #[test]
    fn random_index_draws_what_random_range_draws() {
        let mut ours = Pcg64Mcg::seed_from_u64(7);
        let mut theirs = ours.clone();
        let sizes = (1..300).chain([1 << 20, (1 << 31) + 7, u32::MAX as usize - 1]);
        for n in sizes.cycle().take(30_000) {
            assert_eq!(random_index(&mut ours, n), theirs.random_range(0..n), "{n}");
        }
        // Ranges near 2^32 take the second draw often; the generators must
        // still be in step.
        assert_eq!(ours, theirs);
        assert_eq!(random_index(&mut ours, 0), 0);
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
