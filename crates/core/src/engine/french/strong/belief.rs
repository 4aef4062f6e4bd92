//! How firmly a particle filter ([`super::infer::Filter`]) believes what
//! it reads: each game's setting ([`Shedding::BELIEF`]).
//!
//! [`Shedding::BELIEF`]: crate::engine::french::shedding::Shedding::BELIEF

/// How much a particle's weight drops for evidence against it. Soft
/// rather than zero: people are not exactly the tips, and a filter whose
/// particles all died could only start again from nothing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Belief {
    /// Particles kept.
    pub particles: usize,
    /// A seat laid a card the particle's hand lacked (per card).
    pub missing: f64,
    /// A seat played at the start of its turn what the tips would not
    /// have played with the particle's hand.
    pub tips: f64,
    /// A seat passed at the start of its turn holding, in the particle, a
    /// card that could have started a play.
    pub pass: f64,
    /// A seat kept the card it drew, and the particle's card could have
    /// been played.
    pub keep: f64,
    /// Swaps tried on each copy a resampling made, so that the copies of
    /// one particle do not stay one guess (each kept by how well the
    /// whole game so far fits it, a Metropolis move).
    pub moves: u32,
    /// The same swaps tried on each guess dealt from a particle, so that
    /// the guesses of one decision are not a few particles repeated.
    pub guess_moves: u32,
    /// Events a resampling's swaps may read, 0 for no limit: once read,
    /// the copies left keep their guess unmoved. Why: a swap reads again
    /// everything a seat told since the card came into its hand, so late
    /// in a long game one resampling would cost many times what it costs
    /// early (a move of the strong player in the page's worker took up to
    /// 0.86 s); events, not time, so a seeded game replays exactly.
    pub fits: u64,
}

/// What [`Belief::fits`] is in the games' settings. Measured on Mau-Mau
/// (its SHARP belief, seeds 0-7 against three tips players, release
/// build, `bench/strong.sh`'s settings): without a limit an event took
/// 19.5 ms to read on average and 114 ms at the slowest; with 20,000,
/// 6.8 ms and 34 ms. Seeds 8-39: 12 wins with the limit, 11 without.
///
/// What it costs, paired over seeds 0-999 (`strong_bench maumau 0..1000
/// 30000 0 0.5 0.3 filter`, `RULECARD_EACH=1`, `bench/paired.py`): 33.3 %
/// wins with 20,000, 36.0 % without a limit (z = 2.36: a real loss),
/// 35.1 % with 50,000 (z = 1.60 against 20,000). In that release bench,
/// on a machine shared with a build, 50,000 let one event
/// take 446 ms (20,000: 232 ms), past the page's 0.3 s a move: the limit
/// stays for the page's speed, and the loss is the price of it.
pub const FITS: u64 = 20_000;

impl Belief {
    /// The defaults (`bench/strong.sh` measured them).
    pub const DEFAULT: Belief = Belief {
        particles: 300,
        missing: 0.01,
        tips: 0.02,
        pass: 0.01,
        keep: 0.1,
        moves: 4,
        guess_moves: 0,
        fits: FITS,
    };

    /// More particles, believing the tips more firmly, more swaps after a
    /// resampling: Mau-Mau's setting. There it won more (bench/strong.sh,
    /// seeds 0-3999: 34.1 % against 32.5-32.65 % with the defaults), and
    /// its guesses are calibrated (`strong_bench maumau guesses`: a card
    /// they put in a hand half the time is there half the time); each
    /// event costs about three times as long to read.
    pub const SHARP: Belief = Belief {
        particles: 1000,
        tips: 0.001,
        pass: 0.001,
        moves: 10,
        ..Belief::DEFAULT
    };
}
