//! The end of a game: who wins (R-MK-END).
//!
//! Fewest minus points wins. If several share the fewest, the holder of
//! Meister Makatsu wins, whatever their own total: the source says so
//! literally, and the tool applies it literally (even when the holder is not
//! among the tied players) and says so in the verdict.

use serde::Serialize;

use super::card::{Card, Colour, Pass};
use super::{DECK_SIZE, MakatsuError, PLAYS_PER_PLAYER, check_meister, check_players, rules};
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

/// The minus points a whole game can hand out (R-MK-COLOURS, R-MK-VALUE,
/// R-MK-PASSES), whatever the number of players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointBounds {
    /// The most one player can end a game with.
    pub most_per_player: u32,
    /// The fewest all players together end a game with.
    pub fewest_total: u32,
    /// The most all players together end a game with.
    pub most_total: u32,
}

/// The rounds of a game by their chip value: six at 1, three at 2, two at 3
/// (R-MK-PASSES, R-MK-VALUE).
fn round_values() -> impl Iterator<Item = u32> {
    Pass::ALL
        .into_iter()
        .flat_map(|p| std::iter::repeat_n(p.chip_value(), usize::from(p.rounds())))
}

/// Colour sets as bitmasks over [`Colour::ALL`], with the chips they take.
fn colour_sets() -> impl Iterator<Item = (usize, u32)> {
    (0..1usize << Colour::ALL.len()).map(|set| {
        let chips = Colour::ALL
            .iter()
            .filter(|c| set & (1 << c.index()) != 0)
            .map(|c| u32::from(c.chips()))
            .sum();
        (set, chips)
    })
}

/// The bounds of [`PointBounds`], worked out from the rules by two small
/// searches over the 11 rounds.
///
/// One player's most: in a round a player lays two cards, so takes the
/// chips of at most two colours (at best yellow's 2 and one more, 3
/// chips); and a colour can go to them in at most 8 rounds, since their
/// Dojo deck holds 8 cards of it. So: yellow in the 8 dearest rounds,
/// another colour beside it, and blue and purple in the 3 cheapest: 51.
/// (A game that reaches it is in the engine's tests.)
///
/// All players' most: every colour in every round, 4 chips a round: 72.
///
/// All players' fewest: every round some colour is laid and takes its
/// chips (at least 1); and since each player lays 22 of their 24 cards,
/// they lay at least 6 of every colour, two a round at most, so every
/// colour is laid in at least 3 rounds, yellow at 2 chips: 21, when all
/// players lay yellow in the same three cheapest rounds and one other
/// colour in every other round.
pub fn point_bounds() -> PointBounds {
    let values: Vec<u32> = round_values().collect();
    let per_colour = u32::from(Card::MAX_VALUE - Card::MIN_VALUE + 1);
    let plays = PLAYS_PER_PLAYER as u32;
    let laid = values.len() as u32 * plays;
    // Cards of a colour a player lays at least, and so the rounds that
    // colour is laid in at least.
    let least_laid = per_colour.saturating_sub(DECK_SIZE as u32 - laid);
    let least_rounds = least_laid.div_ceil(plays);

    // One player: each colour goes to them in at most `per_colour` rounds.
    let won = over_rounds(
        &values,
        per_colour as usize,
        false,
        |set| set.count_ones() <= plays,
        u32::max,
    );
    let most_per_player = won.iter().flatten().copied().max().unwrap_or(0);
    // All players, fewest: each colour laid in at least `least_rounds`
    // rounds (counts beyond stay there), every round some colour.
    let need = least_rounds as usize;
    let laid = over_rounds(&values, need, true, |set| set != 0, u32::min);
    let fewest_total = laid[counts_index([need; 3], need)].unwrap_or(0);
    let all_chips: u32 = Colour::ALL.iter().map(|c| u32::from(c.chips())).sum();
    PointBounds {
        most_per_player,
        fewest_total,
        most_total: values.iter().map(|v| v * all_chips).sum(),
    }
}

/// Where the counts `[blue, yellow, purple]`, each 0 to `cap`, sit in
/// [`over_rounds`]' table.
fn counts_index(counts: [usize; 3], cap: usize) -> usize {
    (counts[0] * (cap + 1) + counts[1]) * (cap + 1) + counts[2]
}

/// A small search over the rounds of a game (chip values `values`): each
/// round picks a set of colours that `allowed`, taking their chips at the
/// round's value; the table says, per count of rounds each colour was
/// picked in (0 to `cap`; past `cap` either stays at `cap`, `saturate`, or
/// is not allowed), the total `better` prefers (`None`: not reachable).
fn over_rounds(
    values: &[u32],
    cap: usize,
    saturate: bool,
    allowed: impl Fn(usize) -> bool,
    better: impl Fn(u32, u32) -> u32,
) -> Vec<Option<u32>> {
    let size = (cap + 1).pow(3);
    let mut table: Vec<Option<u32>> = vec![None; size];
    table[0] = Some(0);
    for &v in values {
        let mut next: Vec<Option<u32>> = vec![None; size];
        for (at, total) in table.iter().enumerate() {
            let Some(total) = *total else {
                continue;
            };
            let counts = [
                at / (cap + 1) / (cap + 1),
                at / (cap + 1) % (cap + 1),
                at % (cap + 1),
            ];
            for (set, chips) in colour_sets().filter(|&(set, _)| allowed(set)) {
                let mut after = counts;
                for (c, count) in after.iter_mut().enumerate() {
                    *count += (set >> c) & 1;
                }
                if after.iter().any(|&n| n > cap) && !saturate {
                    continue;
                }
                let after = after.map(|n| n.min(cap));
                let slot = &mut next[counts_index(after, cap)];
                let total = total + v * chips;
                *slot = Some(slot.map_or(total, |t| better(t, total)));
            }
        }
        table = next;
    }
    table
}

/// Judges the end of a game: `points` per seat in seating order, `meister`
/// the holder of Meister Makatsu if known.
///
/// Points no game can end with are refused ([`point_bounds`]): one
/// player's above the most one player can take
/// ([`MakatsuError::PointsOutOfReach`]), a sum outside what a game hands
/// out ([`MakatsuError::TotalOutOfReach`]). A tie for fewest points needs
/// the holder (R-MK-START gives no default at the end): without it,
/// [`MakatsuError::TieNeedsMeister`].
pub fn judge_final(points: &[u32], meister: Option<Seat>) -> Result<FinalVerdict, MakatsuError> {
    check_players(points.len())?;
    if let Some(m) = meister {
        check_meister(m, points.len())?;
    }
    let bounds = point_bounds();
    if let Some(seat) = points.iter().position(|&p| p > bounds.most_per_player) {
        return Err(MakatsuError::PointsOutOfReach {
            seat,
            points: points[seat],
            most: bounds.most_per_player,
        });
    }
    let total: u32 = points.iter().sum();
    if !(bounds.fewest_total..=bounds.most_total).contains(&total) {
        return Err(MakatsuError::TotalOutOfReach {
            total,
            fewest: bounds.fewest_total,
            most: bounds.most_total,
        });
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
    fn point_bounds_follow_from_the_rules() {
        let b = point_bounds();
        assert_eq!(
            b,
            PointBounds {
                most_per_player: 51,
                fewest_total: 21,
                most_total: 72
            }
        );
        let e = judge_final(&[52, 0], None).unwrap_err();
        assert_eq!(
            e,
            MakatsuError::PointsOutOfReach {
                seat: 0,
                points: 52,
                most: 51
            }
        );
        assert_eq!(e.rule(), Some(rules::VALUE));
        assert!(judge_final(&[51, 21], None).is_ok());
        assert!(matches!(
            judge_final(&[51, 22], None),
            Err(MakatsuError::TotalOutOfReach { total: 73, .. })
        ));
        assert!(matches!(
            judge_final(&[10, 10], Some(0)),
            Err(MakatsuError::TotalOutOfReach {
                total: 20,
                fewest: 21,
                ..
            })
        ));
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
