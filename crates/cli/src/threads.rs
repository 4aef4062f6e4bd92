//! A batch of simulated games on threads: the core plays shares of a
//! batch one after another; here each share gets a thread of its own
//! (`rulecard simulate --threads`).

use rulecard_core::engine::spread::Spread;

/// `n` threads, 0 meaning one per core; never more threads than games.
#[derive(Copy, Clone, Debug)]
pub struct Threads(pub usize);

impl Spread for Threads {
    fn shares(&self, games: u64) -> u64 {
        let wanted = if self.0 == 0 {
            std::thread::available_parallelism().map_or(1, usize::from)
        } else {
            self.0
        };
        (wanted as u64).clamp(1, games.max(1))
    }

    fn run<T: Send>(&self, shares: u64, work: &(dyn Fn(u64) -> T + Sync)) -> Vec<T> {
        if shares <= 1 {
            return (0..shares).map(work).collect();
        }
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..shares).map(|t| scope.spawn(move || work(t))).collect();
            handles
                .into_iter()
                .map(|h| match h.join() {
                    Ok(part) => part,
                    // The engines never panic; were one to, it is the
                    // panic it is, on this thread too.
                    Err(panic) => std::panic::resume_unwind(panic),
                })
                .collect()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rulecard_core::engine::makatsu;
    use rulecard_core::engine::spread::OneByOne;

    #[test]
    fn threads_report_what_one_thread_reports() {
        let one = makatsu::simulate_spread(40, 4, 7, &OneByOne).unwrap();
        for n in [2, 3, 64] {
            assert_eq!(
                makatsu::simulate_spread(40, 4, 7, &Threads(n)).unwrap(),
                one
            );
        }
    }
}
