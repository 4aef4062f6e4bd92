//! The engines' random choices, drawn from generators seeded by the
//! caller: a game's own generator ([`game_rng`]), a number below a bound
//! ([`random_index`]) and a shuffle ([`shuffle`]), each the same numbers
//! rand itself would draw, so that a seeded game replays card for card.
//!
//! Why its own module: speed lives here. The random player, every deal,
//! every reshuffle and the strong player's guesses draw from these, and
//! rand's general paths were a measurable part of a simulated game; what
//! is special here is kept apart from the rules, and tests hold it to
//! rand's results.

use rand::{Rng, RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

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

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    use super::*;

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
}
