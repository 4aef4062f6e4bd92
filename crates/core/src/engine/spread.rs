//! How a batch of simulated games is spread: the core plays shares of
//! games one after another ([`OneByOne`]); a front end with threads runs
//! them side by side (the command line's `Threads`). Every game has a
//! generator of its own (`random::game_rng`), so a batch reports the same
//! whatever way it is spread.

use std::ops::Range;

/// A way to run the shares of a batch.
pub trait Spread {
    /// How many shares to cut a batch of `games` into (at least one).
    fn shares(&self, games: u64) -> u64;

    /// Runs `work` for every share `0..shares` and returns the results in
    /// share order.
    fn run<T: Send>(&self, shares: u64, work: &(dyn Fn(u64) -> T + Sync)) -> Vec<T>;
}

/// Every share in turn, on the caller's thread.
#[derive(Copy, Clone, Debug, Default)]
pub struct OneByOne;

impl Spread for OneByOne {
    fn shares(&self, _games: u64) -> u64 {
        1
    }

    fn run<T: Send>(&self, shares: u64, work: &(dyn Fn(u64) -> T + Sync)) -> Vec<T> {
        (0..shares).map(work).collect()
    }
}

/// A fixed number of shares, in turn: for the tests, that a batch cut
/// otherwise reports the same.
#[cfg(test)]
#[derive(Copy, Clone, Debug)]
pub(crate) struct Shares(pub(crate) u64);

#[cfg(test)]
impl Spread for Shares {
    fn shares(&self, _games: u64) -> u64 {
        self.0
    }

    fn run<T: Send>(&self, shares: u64, work: &(dyn Fn(u64) -> T + Sync)) -> Vec<T> {
        (0..shares).map(work).collect()
    }
}

/// Runs games `0..games` in the shares `spread` cuts them into, each a
/// contiguous range, and adds up what `run` returned for each, in game
/// order. `run(start..end)` plays those games.
pub fn split<T, E>(
    games: u64,
    spread: &impl Spread,
    run: impl Fn(Range<u64>) -> Result<T, E> + Sync,
    mut add: impl FnMut(&mut T, T),
) -> Result<T, E>
where
    T: Send,
    E: Send,
{
    let shares = spread.shares(games).clamp(1, games.max(1));
    let bound = |t: u64| games / shares * t + (games % shares).min(t);
    let mut parts = spread
        .run(shares, &|t| run(bound(t)..bound(t + 1)))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Shares in reverse order: a spread that runs them out of order must
    /// still add up in game order.
    struct Backwards(u64);

    impl Spread for Backwards {
        fn shares(&self, _games: u64) -> u64 {
            self.0
        }

        fn run<T: Send>(&self, shares: u64, work: &(dyn Fn(u64) -> T + Sync)) -> Vec<T> {
            let mut out: Vec<T> = (0..shares).rev().map(work).collect();
            out.reverse();
            out
        }
    }

    #[test]
    fn every_game_once_in_order_however_spread() {
        let games = |g: Range<u64>| -> Result<Vec<u64>, ()> { Ok(g.collect()) };
        let add = |total: &mut Vec<u64>, part: Vec<u64>| total.extend(part);
        let one = split(10, &OneByOne, games, add).unwrap();
        assert_eq!(one, (0..10).collect::<Vec<_>>());
        for shares in [1, 3, 10, 64] {
            assert_eq!(split(10, &Backwards(shares), games, add).unwrap(), one);
        }
    }
}
