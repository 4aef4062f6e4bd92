//! The refusals Makao and Mau-Mau share: the same mistake at the table,
//! worded once (`render::refusal`), each game citing its own rule card
//! for it (the games' `CitesRule`).

use super::action::Action;
use super::card::Card;
use crate::engine::Seat;

/// A move both shedding games refuse for the same reason; held by each
/// game's `IllegalMove::Common`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommonRefusal<P> {
    /// A known hand does not hold the card.
    NotHeld {
        /// The player.
        player: Seat,
        /// The card.
        card: Card,
    },
    /// A counted hand plays a card whose every copy is on the discard
    /// pile already.
    AlreadyPlayed {
        /// The player.
        player: Seat,
        /// The card.
        card: Card,
        /// Copies of it the decks hold.
        copies: u8,
    },
    /// A counted hand has fewer cards than the turn lays (cards drawn in
    /// the turn count).
    HandTooSmall {
        /// The player.
        player: Seat,
        /// Cards in the hand.
        holds: usize,
        /// Cards the turn lays.
        lays: usize,
    },
    /// Keeping a drawn card without having drawn one.
    NothingDrawn {
        /// The player.
        player: Seat,
    },
    /// After a draw, another draw, a take or a wait.
    AfterDrawing {
        /// The player.
        player: Seat,
        /// What was tried.
        action: Action<P>,
    },
}
