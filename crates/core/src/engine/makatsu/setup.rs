//! What to lay out for a game: decks, hands, the chip supply, the passes.
//!
//! Used by `rulecard setup makatsu`. The figures come from the engine's own
//! constants and [`Pass`]; `numbers_checks` confirms them by playing games.

use serde::Serialize;

use super::card::{Card, Pass};
use super::{DECK_SIZE, HAND_SIZE, MakatsuError, PLAYS_PER_PLAYER, SUPPLY, check_players, rules};
use crate::engine::{RuleRef, Seat};

/// Chips of one value in the supply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ChipStack {
    /// Minus points per chip: 1, 2 or 3.
    pub value: u32,
    /// How many such chips the supply holds.
    pub count: u8,
}

/// One pass of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PassPlan {
    /// 1, 2 or 3.
    pub pass: Pass,
    /// Rounds played: 6, 3, 2.
    pub rounds: u8,
    /// Cards per deck when the pass begins: 24, 12, 6.
    pub deck_size: u8,
    /// Minus points per chip: 1, 2, 3.
    pub chip_value: u32,
}

/// The layout for a number of players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Setup {
    /// Number of players.
    pub players: usize,
    /// Dojo decks: one per player (MK-01).
    pub decks: usize,
    /// The cards of each Dojo deck, identical for everyone.
    pub deck: Vec<Card>,
    /// Cards per deck: 24.
    pub cards_per_deck: usize,
    /// All cards in play: 24 per player.
    pub cards: usize,
    /// Cards in hand at the start of every round: 4 (MK-15).
    pub hand_size: usize,
    /// Cards each player plays per round: 2 (MK-02).
    pub plays_per_round: usize,
    /// The chip supply, by value (MK-17).
    pub supply: Vec<ChipStack>,
    /// The three passes (MK-08).
    pub passes: Vec<PassPlan>,
    /// Rounds in a game: 11.
    pub rounds: u32,
    /// Cards each player plays in a game: 22 of 24 (MK-18).
    pub cards_played_per_player: u32,
    /// Who holds Meister Makatsu at the start unless the players decide
    /// otherwise: the first player listed (R-MK-START).
    pub meister_default: Seat,
    /// The rules this layout rests on.
    pub rules: Vec<RuleRef>,
}

/// The layout for `players` (2–6; MK-19: no special rules by count).
pub fn setup(players: usize) -> Result<Setup, MakatsuError> {
    check_players(players)?;
    let passes: Vec<PassPlan> = Pass::ALL
        .iter()
        .map(|&pass| PassPlan {
            pass,
            rounds: pass.rounds(),
            deck_size: pass.deck_size(),
            chip_value: pass.chip_value(),
        })
        .collect();
    let rounds: u32 = passes.iter().map(|p| u32::from(p.rounds)).sum();
    Ok(Setup {
        players,
        decks: players,
        deck: Card::dojo_deck().collect(),
        cards_per_deck: DECK_SIZE,
        cards: DECK_SIZE * players,
        hand_size: HAND_SIZE,
        plays_per_round: PLAYS_PER_PLAYER,
        supply: Pass::ALL
            .iter()
            .zip(SUPPLY)
            .map(|(pass, count)| ChipStack {
                value: pass.chip_value(),
                count,
            })
            .collect(),
        passes,
        rounds,
        cards_played_per_player: rounds * PLAYS_PER_PLAYER as u32,
        meister_default: 0,
        rules: vec![rules::START, rules::PASS_PLAN, rules::SUPPLY],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setup_four_players_mk_01_mk_15_mk_17_mk_18() {
        let s = setup(4).unwrap();
        assert_eq!((s.decks, s.cards, s.hand_size), (4, 96, 4));
        assert_eq!(s.deck.len(), 24);
        let supply: Vec<(u32, u8)> = s.supply.iter().map(|c| (c.value, c.count)).collect();
        assert_eq!(supply, vec![(1, 24), (2, 12), (3, 8)]);
        assert_eq!((s.rounds, s.cards_played_per_player), (11, 22));
        assert_eq!(s.meister_default, 0);
        let json = serde_json::to_value(&s).unwrap();
        assert_eq!(json["passes"][2]["deck_size"], 6);
        assert_eq!(json["deck"][0], "B1");
    }

    #[test]
    fn setup_refuses_bad_player_counts_mk_19() {
        assert_eq!(setup(1), Err(MakatsuError::PlayerCount { players: 1 }));
        assert_eq!(setup(7), Err(MakatsuError::PlayerCount { players: 7 }));
        assert!(setup(2).is_ok() && setup(6).is_ok());
    }
}
