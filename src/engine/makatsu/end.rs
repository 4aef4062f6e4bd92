//! The end of a game: who wins (R-MK-END).
//!
//! Fewest minus points wins. If several share the fewest, the holder of
//! Meister Makatsu wins, whatever their own total: the source says so
//! literally, and the tool applies it literally (even when the holder is not
//! among the tied players) and says so in the verdict.

use serde::Serialize;

use super::{MakatsuError, check_meister, check_players, rules};
use crate::engine::{RuleRef, Seat};

/// What decided the winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DecidedBy {
    /// One player alone had the fewest points.
    Fewest,
    /// Several shared the fewest; the Meister holder won (R-MK-END).
    MeisterTie,
}

/// The decision without explanations: what a game applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FinalScore {
    /// The lowest total.
    pub fewest: u32,
    /// How many seats have it.
    pub tied: usize,
    /// The winner, if it could be decided.
    pub winner: Option<Seat>,
    /// How.
    pub decided_by: DecidedBy,
}

/// Decides the end of a game (R-MK-END). The one end-of-game function: the
/// judge and the game both call it. `winner` is `None` only for a tie with
/// no holder named. `points` must not be empty.
pub(crate) fn decide(points: &[u32], meister: Option<Seat>) -> FinalScore {
    let fewest = points.iter().copied().min().unwrap_or(0);
    let tied = points.iter().filter(|&&p| p == fewest).count();
    if tied == 1 {
        FinalScore {
            fewest,
            tied,
            winner: points.iter().position(|&p| p == fewest),
            decided_by: DecidedBy::Fewest,
        }
    } else {
        // Why not restrict the holder to the tied seats: R-MK-END applies
        // the source literally ("unabhängig davon, wer wie viele
        // Minuspunkte hat").
        FinalScore {
            fewest,
            tied,
            winner: meister,
            decided_by: DecidedBy::MeisterTie,
        }
    }
}

/// A judged end of game, with its reasons as data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FinalVerdict {
    /// Every seat's minus points.
    pub points: Vec<u32>,
    /// The lowest total.
    pub fewest: u32,
    /// The seats with the lowest total (one seat when there is no tie).
    pub tied: Vec<Seat>,
    /// The Meister holder, if named.
    pub meister: Option<Seat>,
    /// The winner.
    pub winner: Seat,
    /// Fewest points alone, or the Meister holder breaking a tie.
    pub decided_by: DecidedBy,
    /// Whether the winner is among the seats with the fewest points; false
    /// only when a tie went to a holder with more points (R-MK-END, literal).
    pub winner_has_fewest: bool,
    /// The rule that decided: `game-end` (R-MK-END).
    pub rule: RuleRef,
}

impl FinalVerdict {
    /// Explains a decided end of game.
    pub(crate) fn explain(points: &[u32], meister: Option<Seat>, winner: Seat) -> FinalVerdict {
        let decided = decide(points, meister);
        let tied: Vec<Seat> = (0..points.len())
            .filter(|&s| points[s] == decided.fewest)
            .collect();
        FinalVerdict {
            points: points.to_vec(),
            fewest: decided.fewest,
            winner_has_fewest: tied.contains(&winner),
            tied,
            meister,
            winner,
            decided_by: decided.decided_by,
            rule: rules::END,
        }
    }
}

/// Judges the end of a game: `points` per seat in seating order, `meister`
/// the holder of Meister Makatsu if known.
///
/// A tie for fewest points needs the holder (R-MK-START gives no default at
/// the end): without it, [`MakatsuError::TieNeedsMeister`].
pub fn judge_final(points: &[u32], meister: Option<Seat>) -> Result<FinalVerdict, MakatsuError> {
    check_players(points.len())?;
    if let Some(m) = meister {
        check_meister(m, points.len())?;
    }
    let decided = decide(points, meister);
    match decided.winner {
        Some(winner) => Ok(FinalVerdict::explain(points, meister, winner)),
        None => Err(MakatsuError::TieNeedsMeister {
            tied: (0..points.len())
                .filter(|&s| points[s] == decided.fewest)
                .collect(),
            fewest: decided.fewest,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::CitesRule;

    #[test]
    fn r_mk_end_fewest_points_wins_mk_06() {
        let v = judge_final(&[12, 7, 9], None).unwrap();
        assert_eq!(v.winner, 1);
        assert_eq!(v.decided_by, DecidedBy::Fewest);
        assert_eq!(v.tied, vec![1]);
        assert!(v.winner_has_fewest);
        assert_eq!(v.rule, rules::END);
    }

    #[test]
    fn r_mk_end_tie_goes_to_the_meister_holder_mk_20() {
        let v = judge_final(&[7, 7, 9], Some(1)).unwrap();
        assert_eq!((v.winner, v.decided_by), (1, DecidedBy::MeisterTie));
        assert_eq!(v.tied, vec![0, 1]);
        assert!(v.winner_has_fewest);
    }

    #[test]
    fn r_mk_end_literal_holder_wins_a_tie_even_with_more_points() {
        let v = judge_final(&[7, 7, 20], Some(2)).unwrap();
        assert_eq!(v.winner, 2);
        assert_eq!(v.decided_by, DecidedBy::MeisterTie);
        assert!(!v.winner_has_fewest);
    }

    #[test]
    fn r_mk_end_holder_irrelevant_without_a_tie() {
        let v = judge_final(&[7, 8, 20], Some(2)).unwrap();
        assert_eq!((v.winner, v.decided_by), (0, DecidedBy::Fewest));
    }

    #[test]
    fn r_mk_start_tie_without_holder_is_an_error() {
        let e = judge_final(&[5, 9, 5, 5], None).unwrap_err();
        assert_eq!(
            e,
            MakatsuError::TieNeedsMeister {
                tied: vec![0, 2, 3],
                fewest: 5
            }
        );
        assert_eq!(e.rule(), Some(rules::END));
    }

    #[test]
    fn refuses_bad_counts_and_holders() {
        assert_eq!(
            judge_final(&[3], None),
            Err(MakatsuError::PlayerCount { players: 1 })
        );
        assert_eq!(
            judge_final(&[3; 7], Some(0)),
            Err(MakatsuError::PlayerCount { players: 7 })
        );
        assert_eq!(
            judge_final(&[3, 4], Some(5)),
            Err(MakatsuError::MeisterOutOfRange {
                meister: 5,
                players: 2
            })
        );
    }
}
