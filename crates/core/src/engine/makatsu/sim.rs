//! Random games, measured from what actually happened.
//!
//! Every player chooses a uniformly random ordered pair of cards from their
//! hand each round (first card uniform among 4, second among the 3 left,
//! which is the same thing). Determinism: game `g` of a run has a
//! generator of its own, made from the seed and `g` alone ([`game_rng`]);
//! it deals the game (the [`Game`] seeds its own generator from it) and
//! makes every choice in it, so the same `(games, players, seed)` always
//! gives the same report, however the batch is spread ([`Spread`]).
//!
//! [`game_rng`]: crate::engine::random::game_rng
//!
//! No clocks here: callers time the call themselves.

use serde::Serialize;

use super::card::Pass;
use super::end::DecidedBy;
use super::game::{Action, Game, IllegalPlay};
use super::{MakatsuError, SUPPLY, check_players};
use crate::engine::Position;
use crate::engine::random::{game_rng, random_index};
use crate::engine::spread::{OneByOne, Spread, split};

/// The smallest and largest value seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MinMax {
    /// Smallest.
    pub min: u32,
    /// Largest.
    pub max: u32,
}

impl MinMax {
    const NONE: MinMax = MinMax {
        min: u32::MAX,
        max: 0,
    };

    fn see(&mut self, value: u32) {
        self.min = self.min.min(value);
        self.max = self.max.max(value);
    }

    fn add(&mut self, other: MinMax) {
        self.min = self.min.min(other.min);
        self.max = self.max.max(other.max);
    }
}

/// What a batch of random games showed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SimReport {
    /// Games played.
    pub games: u64,
    /// Players per game.
    pub players: usize,
    /// The seed of the run.
    pub seed: u64,
    /// Cards each player played in a game (expect 22, MK-18).
    pub cards_played_per_player: MinMax,
    /// Rounds per game (expect 11).
    pub rounds_per_game: MinMax,
    /// Deck size when each pass began (expect 24, 12, 6; MK-08).
    pub deck_at_pass_start: [MinMax; 3],
    /// The most chips of each value (1, 2, 3) taken in one game.
    pub max_chips_in_a_game: [u32; 3],
    /// The supply, by value, to compare with (24, 12, 8).
    pub supply: [u8; 3],
    /// Games in which the supply would have run out (expect 0, R-MK-SUPPLY).
    pub supply_ran_out: u64,
    /// Games whose winner the Meister tie rule decided (R-MK-END).
    pub tie_rule_decided: u64,
    /// Of those, games the holder won without having the fewest points.
    pub tie_rule_holder_not_tied: u64,
    /// Wins per seat (seat 0 holds Meister Makatsu at the start).
    pub wins: Vec<u64>,
    /// Cards played over all games: the moves.
    pub total_moves: u64,
}

impl SimReport {
    /// Adds the games of `other`, a report of the same run's other games.
    fn add(&mut self, other: SimReport) {
        self.cards_played_per_player
            .add(other.cards_played_per_player);
        self.rounds_per_game.add(other.rounds_per_game);
        for (m, o) in self
            .deck_at_pass_start
            .iter_mut()
            .zip(other.deck_at_pass_start)
        {
            m.add(o);
        }
        for (m, o) in self
            .max_chips_in_a_game
            .iter_mut()
            .zip(other.max_chips_in_a_game)
        {
            *m = (*m).max(o);
        }
        self.supply_ran_out += other.supply_ran_out;
        self.tie_rule_decided += other.tie_rule_decided;
        self.tie_rule_holder_not_tied += other.tie_rule_holder_not_tied;
        for (w, o) in self.wins.iter_mut().zip(other.wins) {
            *w += o;
        }
        self.total_moves += other.total_moves;
    }
}

/// Plays `games` random games of `players` (2–6) from `seed`; seat 0 holds
/// Meister Makatsu at the start of each (R-MK-START's default). One thread.
pub fn simulate(games: u64, players: usize, seed: u64) -> Result<SimReport, MakatsuError> {
    simulate_spread(games, players, seed, &OneByOne)
}

/// [`simulate`] in the shares `spread` cuts the batch into; the report is
/// the same however it is spread.
pub fn simulate_spread(
    games: u64,
    players: usize,
    seed: u64,
    spread: &impl Spread,
) -> Result<SimReport, MakatsuError> {
    check_players(players)?;
    if games == 0 {
        return Err(MakatsuError::NoGames);
    }
    let empty = SimReport {
        games,
        players,
        seed,
        cards_played_per_player: MinMax::NONE,
        rounds_per_game: MinMax::NONE,
        deck_at_pass_start: [MinMax::NONE; 3],
        max_chips_in_a_game: [0; 3],
        supply: SUPPLY,
        supply_ran_out: 0,
        tie_rule_decided: 0,
        tie_rule_holder_not_tied: 0,
        wins: vec![0; players],
        total_moves: 0,
    };
    let run = |range: std::ops::Range<u64>| -> Result<SimReport, MakatsuError> {
        let mut report = empty.clone();
        // One table per thread, dealt anew for each game (the generator
        // that makes it is no game's).
        let mut game = Game::new(players, 0, &mut game_rng(seed, u64::MAX))?;
        for g in range {
            let mut rng = game_rng(seed, g);
            game.redeal(0, &mut rng)?;
            // The random player draws one number per move, as it always
            // has: the index of its card in the hand (the listed actions).
            while let Some(Action::Play(card)) = game.pick_listed(|n| random_index(&mut rng, n)) {
                // Listed, so only the supply is checked (R-MK-SUPPLY): the
                // report counts what actually happened.
                match game.play_from_hand(card) {
                    Ok(()) => report.total_moves += 1,
                    Err(IllegalPlay::SupplyExhausted { .. }) => {
                        report.supply_ran_out += 1;
                        break;
                    }
                    // Cannot happen for a listed card. Stop the game rather
                    // than loop.
                    Err(_) => break,
                }
            }
            observe(&game, &mut report);
        }
        Ok(report)
    };
    split(games, spread, run, SimReport::add)
}

/// Adds one finished (or stopped) game to the report.
fn observe(game: &Game, report: &mut SimReport) {
    let players = game.seats();
    let mut chips = [0u32; 3];
    for seat in 0..players {
        let played = game.played(seat).map_or(0, |s| s.len());
        report.cards_played_per_player.see(played as u32);
        for pass in Pass::ALL {
            if let Some(len) = game.deck_at_pass_start(pass, seat) {
                report.deck_at_pass_start[pass.index()].see(len as u32);
            }
        }
        if let Some(taken) = game.chips(seat) {
            for (sum, t) in chips.iter_mut().zip(taken) {
                *sum += u32::from(t);
            }
        }
    }
    for (most, c) in report.max_chips_in_a_game.iter_mut().zip(chips) {
        *most = (*most).max(c);
    }
    report.rounds_per_game.see(u32::from(game.rounds_played()));
    if let Some(winner) = game.winner() {
        if let Some(w) = report.wins.get_mut(winner) {
            *w += 1;
        }
        if game.decided_by() == Some(DecidedBy::MeisterTie) {
            report.tie_rule_decided += 1;
            let fewest = game.points().iter().copied().min();
            if game.points().get(winner).copied() != fewest {
                report.tie_rule_holder_not_tied += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::spread::Shares;

    #[test]
    fn simulate_matches_the_numbers_r_mk_passes_r_mk_supply() {
        for players in 2..=6 {
            let r = simulate(200, players, 7).unwrap();
            assert_eq!(r.games, 200);
            assert_eq!(r.cards_played_per_player, MinMax { min: 22, max: 22 });
            assert_eq!(r.rounds_per_game, MinMax { min: 11, max: 11 });
            let decks: Vec<(u32, u32)> = r
                .deck_at_pass_start
                .iter()
                .map(|m| (m.min, m.max))
                .collect();
            assert_eq!(decks, vec![(24, 24), (12, 12), (6, 6)]);
            assert_eq!(r.supply_ran_out, 0);
            for (most, supply) in r.max_chips_in_a_game.iter().zip(SUPPLY) {
                assert!(*most <= u32::from(supply));
            }
            assert_eq!(r.wins.iter().sum::<u64>(), 200);
        }
    }

    #[test]
    fn simulate_is_deterministic_per_seed() {
        let a = simulate(50, 4, 42).unwrap();
        let b = simulate(50, 4, 42).unwrap();
        let c = simulate(50, 4, 43).unwrap();
        assert_eq!(a, b);
        assert_ne!(a.wins, c.wins);
    }

    #[test]
    fn shares_split_the_games_without_changing_the_report() {
        let one = simulate(50, 4, 42).unwrap();
        assert_eq!(simulate_spread(50, 4, 42, &Shares(3)).unwrap(), one);
        assert_eq!(simulate_spread(50, 4, 42, &Shares(80)).unwrap(), one);
        assert_eq!(one.total_moves, 50 * 4 * 22);
    }

    #[test]
    fn simulate_refuses_bad_input() {
        assert_eq!(
            simulate(1, 7, 0),
            Err(MakatsuError::PlayerCount { players: 7 })
        );
        assert_eq!(simulate(0, 4, 0), Err(MakatsuError::NoGames));
    }

    #[test]
    fn every_round_the_supply_is_exactly_enough_in_full_chips() {
        // Each round awards at most 4 chips, so with 6 · 3 · 2 rounds at most
        // 24 · 12 · 8 chips: a full game can reach the supply but never pass it.
        let r = simulate(2000, 6, 1).unwrap();
        assert_eq!(r.supply_ran_out, 0);
        assert!(r.max_chips_in_a_game[0] <= 24);
    }
}
