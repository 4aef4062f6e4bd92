//! Mau-Mau (the German rules in `seeds/mau-mau.de.txt`): the rules engine.
//!
//! A shedding game with the 32-card Skat deck (7 to ace), one deck per four
//! players (R-MM-DECK), 5 cards each (6 as an option). One card per turn,
//! by suit or value, a jack on anything (R-MM-MATCH); a player who has no
//! fitting card draws one and may play it (R-MM-DRAW). A 7 makes the next
//! player draw 2 (R-MM-SEVEN), an 8 skips them (R-MM-EIGHT), a jack wishes
//! a suit until served (R-MM-JACK), a queen reverses the direction
//! (R-MM-QUEEN), an ace makes its player add a follow-up card at once and
//! can never be the last card (R-MM-ACE). Who comes down to one card says
//! "Mau-Mau" or draws a penalty (R-MM-MAU). The first player without cards
//! wins (R-MM-END); there is no score.
//!
//! Every function takes the [`Rules`] it plays by: the source's main text
//! ([`Rules::SOURCE`]) with the house rules of `RULINGS.md` switched on
//! or set (`seven-stacking`, `eight-stacking`, `no-jack-on-jack`, the
//! options `hand-size` and `mau-penalty`). [`Rules`] is the engine's
//! compiled form of the one house-rules type, [`crate::house::HouseRules`],
//! which front ends keep and check against the content.
//!
//! The pieces:
//!
//! - [`fit`]: what is open ([`Obligation`]), and the one function that says
//!   whether a card may be played and why ([`start_reason`], as data:
//!   [`Reason`]).
//! - [`action`]: [`Play`] (one card, a jack's wish, the announcement) and
//!   [`Action`]; [`IllegalMove`], the refusals, each naming card, player
//!   and rule.
//! - [`state`]: [`State`], a whole game behind the [`Position`] trait, for
//!   simulations (known hands, real piles) and for the judge (counted
//!   hands, an endless draw pile).
//! - [`judge`]: the judge's two forms, [`legal`] and [`sequence`].
//! - [`stack`]: how many 7s one stack can hold under `seven-stacking`, the
//!   bound of the judge's `--penalty`.
//! - [`policy`]: computer players, [`Policy::Tips`] and [`Policy::Random`].
//! - [`mod@sim`]: seeded batches of games, [`simulate`].
//!
//! The shared French-deck pieces (cards, piles and the reshuffle, seating
//! and direction, the JSON shapes) live in [`french`].
//!
//! [`Position`]: super::Position
//! [`french`]: super::french

use super::french::{Card, DeckSpec};
use super::{CitesRule, RuleRef};

pub mod action;
pub mod fit;
pub mod judge;
pub mod policy;
mod shedding;
pub mod sim;
pub mod stack;
pub mod state;

pub use action::{Action, IllegalMove, NoMau, Play};
pub use fit::{Obligation, Reason, start_reason, startable_mask};
pub use judge::{
    LegalVerdict, SequenceError, SequenceVerdict, legal, legal_at_table, legal_with_decks,
    parse_demand_suit, sequence,
};
pub use policy::Policy;
pub use shedding::MauMauSeen;
pub use sim::{PolicyWins, SimReport, simulate, simulate_spread};
pub use state::{Stage, State};

/// Fewest players (MM-01).
pub const MIN_PLAYERS: usize = 2;
/// Most players the engine seats. The source has no maximum (MM-01); this
/// is a technical cap (16 decks, 512 cards), far beyond any real table.
pub const MAX_PLAYERS: usize = 64;
/// Players the judge assumes when none are given.
pub const DEFAULT_PLAYERS: usize = 4;
/// Cards in one deck: the Skat deck, 7 to ace (MM-02).
pub const DECK_SIZE: usize = 32;
/// Players one deck serves (MM-03, R-MM-DECK).
pub const PLAYERS_PER_DECK: usize = 4;
/// The hand sizes the `hand-size` option allows (MM-04).
pub const HAND_SIZES: [u32; 2] = [5, 6];
/// The most penalty cards the `mau-penalty` option allows.
pub const MAX_MAU_PENALTY: u32 = 10;
/// Default turn limit of a simulated game (R-MM-END: simulations stop a
/// game that reaches it and count it as unfinished).
pub const DEFAULT_MAX_TURNS: u32 = 1000;

/// The named variants (`--variant`), as in `content/maumau/game.yaml`.
pub const VARIANT_IDS: [&str; 3] = ["seven-stacking", "eight-stacking", "no-jack-on-jack"];
/// The numeric options, as in `content/maumau/game.yaml`.
pub const OPTION_IDS: [&str; 2] = ["hand-size", "mau-penalty"];

/// The rules a game is played by, as flags the engine tests in its inner
/// loops: made from the house rules in force by
/// [`crate::house::HouseRules::maumau`]. [`Default`] is the source's main
/// text: no stacking, jack on jack allowed, 5 cards, 5 penalty cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// `seven-stacking`: a player hit by a 7 may answer with a 7; the next
    /// one then draws 2 more per 7 (R-MM-SEVEN).
    pub seven_stacking: bool,
    /// `eight-stacking`: a player hit by an 8 may answer with an 8, which
    /// passes the skip on (R-MM-EIGHT).
    pub eight_stacking: bool,
    /// `no-jack-on-jack`: no jack while a jack is on top (R-MM-JACK).
    pub no_jack_on_jack: bool,
    /// Cards dealt to each player: 5 or 6 (R-MM-DECK).
    pub hand_size: u32,
    /// Cards drawn for a forgotten "Mau-Mau" (R-MM-MAU), 1 to 10.
    pub mau_penalty: u32,
}

impl Rules {
    /// The source's main text.
    pub const SOURCE: Rules = Rules {
        seven_stacking: false,
        eight_stacking: false,
        no_jack_on_jack: false,
        hand_size: 5,
        mau_penalty: 5,
    };

    /// The rules with these variants switched on and these options set
    /// (ids as in `content/maumau/game.yaml`); everything else as in the
    /// source. An unknown id or a value outside the option's range is an
    /// error naming it.
    pub fn from_ids(variants: &[String], options: &[(&str, u32)]) -> Result<Rules, MauMauError> {
        let mut rules = Rules::SOURCE;
        for id in variants {
            match id.trim() {
                "seven-stacking" => rules.seven_stacking = true,
                "eight-stacking" => rules.eight_stacking = true,
                "no-jack-on-jack" => rules.no_jack_on_jack = true,
                other => {
                    return Err(MauMauError::UnknownVariant {
                        id: other.to_owned(),
                    });
                }
            }
        }
        for &(id, value) in options {
            match id.trim() {
                "hand-size" if HAND_SIZES.contains(&value) => rules.hand_size = value,
                "mau-penalty" if (1..=MAX_MAU_PENALTY).contains(&value) => {
                    rules.mau_penalty = value
                }
                "hand-size" | "mau-penalty" => {
                    return Err(MauMauError::OptionValue {
                        id: id.trim().to_owned(),
                        value,
                    });
                }
                other => {
                    return Err(MauMauError::UnknownOption {
                        id: other.to_owned(),
                    });
                }
            }
        }
        Ok(rules)
    }

    /// The ids of the variants switched on, in [`VARIANT_IDS`] order.
    pub fn variant_ids(&self) -> Vec<&'static str> {
        [
            self.seven_stacking,
            self.eight_stacking,
            self.no_jack_on_jack,
        ]
        .iter()
        .zip(VARIANT_IDS)
        .filter(|(on, _)| **on)
        .map(|(_, id)| id)
        .collect()
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::SOURCE
    }
}

/// Decks for `players` (R-MM-DECK): one per started group of four.
pub const fn decks_for(players: usize) -> u8 {
    let decks = players.div_ceil(PLAYERS_PER_DECK);
    if decks == 0 {
        1
    } else if decks > u8::MAX as usize {
        u8::MAX
    } else {
        decks as u8
    }
}

/// The cards in play for `players` (R-MM-DECK): Skat decks, 7 to ace.
pub const fn deck_for(players: usize) -> DeckSpec {
    DeckSpec::skat(decks_for(players))
}

/// Rule card ids (in `content/maumau/rules.yaml`) and ruling ids (in
/// `RULINGS.md`) that this engine cites.
///
/// The content tests check that every card id here exists, so a renamed card
/// cannot silently orphan a verdict.
pub mod rules {
    use crate::engine::RuleRef;

    /// The goal: be first to shed all cards (MM-05).
    pub const GOAL: &str = "goal";
    /// From 2 players, no maximum (MM-01).
    pub const PLAYERS: &str = "players";
    /// The 32-card Skat deck (MM-02).
    pub const DECK: &str = "deck";
    /// How many decks (MM-03).
    pub const DECK_COUNT: &str = "deck-count";
    /// The deal: 5 cards each, or 6 (MM-04).
    pub const DEAL: &str = "deal";
    /// The draw pile and the first face-up card (MM-06).
    pub const FIRST_CARD: &str = "draw-pile-and-first-card";
    /// Who starts, and the direction (MM-07).
    pub const START_AND_DIRECTION: &str = "start-and-direction";
    /// Suit or value (MM-08).
    pub const MATCHING: &str = "matching";
    /// One card per turn (MM-08).
    pub const ONE_CARD_PER_TURN: &str = "one-card-per-turn";
    /// Drawing when nothing fits (MM-09).
    pub const DRAWING: &str = "drawing";
    /// The empty draw pile (MM-11).
    pub const EMPTY_DRAW_PILE: &str = "empty-draw-pile";
    /// Announcing "Mau-Mau" (MM-10).
    pub const MAU_MAU_CALL: &str = "mau-mau-call";
    /// The special cards at a glance.
    pub const SPECIAL_CARDS: &str = "special-cards";
    /// The seven: draw two (MM-12).
    pub const SEVEN: &str = "seven";
    /// The eight: skip a turn (MM-13).
    pub const EIGHT: &str = "eight";
    /// The jack: fits everywhere, wishes a suit (MM-14).
    pub const JACK: &str = "jack";
    /// The jack's wish, in force until served (MM-14).
    pub const JACK_WISH: &str = "jack-wish";
    /// The queen reverses the direction (MM-15).
    pub const QUEEN: &str = "queen";
    /// The ace: another card at once (MM-16).
    pub const ACE: &str = "ace";
    /// The ace as last card (MM-16).
    pub const ACE_LAST_CARD: &str = "ace-last-card";
    /// Who is hit by a 7 or an 8.
    pub const WHO_IS_HIT: &str = "who-is-hit";
    /// Winning ends the game at once (MM-05).
    pub const WINNING: &str = "winning";
    /// Variants and house rules (MM-17).
    pub const VARIANTS: &str = "variants";
    /// Variant: seven on seven.
    pub const VARIANT_SEVEN_STACKING: &str = "variant-seven-stacking";
    /// Variant: eight on eight.
    pub const VARIANT_EIGHT_STACKING: &str = "variant-eight-stacking";
    /// House rule: no jack on a jack.
    pub const VARIANT_NO_JACK_ON_JACK: &str = "variant-no-jack-on-jack";

    /// Every rule card id above.
    pub const CARD_IDS: [&str; 26] = [
        GOAL,
        PLAYERS,
        DECK,
        DECK_COUNT,
        DEAL,
        FIRST_CARD,
        START_AND_DIRECTION,
        MATCHING,
        ONE_CARD_PER_TURN,
        DRAWING,
        EMPTY_DRAW_PILE,
        MAU_MAU_CALL,
        SPECIAL_CARDS,
        SEVEN,
        EIGHT,
        JACK,
        JACK_WISH,
        QUEEN,
        ACE,
        ACE_LAST_CARD,
        WHO_IS_HIT,
        WINNING,
        VARIANTS,
        VARIANT_SEVEN_STACKING,
        VARIANT_EIGHT_STACKING,
        VARIANT_NO_JACK_ON_JACK,
    ];

    /// Decks per four players; hand size 5 or 6.
    pub const R_MM_DECK: &str = "R-MM-DECK";
    /// The first card's effect does not apply; left of the dealer starts.
    pub const R_MM_START: &str = "R-MM-START";
    /// One card per turn; suit or value; a jack on anything.
    pub const R_MM_MATCH: &str = "R-MM-MATCH";
    /// Draw only when nothing fits; the drawn card; the reshuffle.
    pub const R_MM_DRAW: &str = "R-MM-DRAW";
    /// The 7's two cards, and seven-stacking.
    pub const R_MM_SEVEN: &str = "R-MM-SEVEN";
    /// The 8's skip, and eight-stacking.
    pub const R_MM_EIGHT: &str = "R-MM-EIGHT";
    /// The jack's wish until served, and no-jack-on-jack.
    pub const R_MM_JACK: &str = "R-MM-JACK";
    /// The queen reverses the direction.
    pub const R_MM_QUEEN: &str = "R-MM-QUEEN";
    /// The ace's follow-up; never the last card.
    pub const R_MM_ACE: &str = "R-MM-ACE";
    /// The "Mau-Mau" announcement and its penalty.
    pub const R_MM_MAU: &str = "R-MM-MAU";
    /// Skips and penalties hit the next player in the current direction.
    pub const R_MM_NEXT: &str = "R-MM-NEXT";
    /// The first player out wins at once; no score.
    pub const R_MM_END: &str = "R-MM-END";

    /// Every ruling id above.
    pub const RULING_IDS: [&str; 12] = [
        R_MM_DECK, R_MM_START, R_MM_MATCH, R_MM_DRAW, R_MM_SEVEN, R_MM_EIGHT, R_MM_JACK,
        R_MM_QUEEN, R_MM_ACE, R_MM_MAU, R_MM_NEXT, R_MM_END,
    ];

    /// One deck per four players (R-MM-DECK).
    pub const DECKS: RuleRef = RuleRef::ruled(DECK_COUNT, R_MM_DECK);
    /// The deal; a player plays from their own hand (R-MM-DECK).
    pub const HANDS: RuleRef = RuleRef::ruled(DEAL, R_MM_DECK);
    /// 7 to ace only (R-MM-DECK).
    pub const SKAT_DECK: RuleRef = RuleRef::ruled(DECK, R_MM_DECK);
    /// The first card only sets suit and value (R-MM-START).
    pub const FIRST: RuleRef = RuleRef::ruled(FIRST_CARD, R_MM_START);
    /// Left of the dealer starts, clockwise (R-MM-START).
    pub const START: RuleRef = RuleRef::ruled(START_AND_DIRECTION, R_MM_START);
    /// Suit or value (R-MM-MATCH).
    pub const MATCH: RuleRef = RuleRef::ruled(MATCHING, R_MM_MATCH);
    /// One card per turn (R-MM-MATCH).
    pub const ONE_CARD: RuleRef = RuleRef::ruled(ONE_CARD_PER_TURN, R_MM_MATCH);
    /// A jack fits on any card, a jack included (R-MM-MATCH).
    pub const JACK_FITS: RuleRef = RuleRef::ruled(JACK, R_MM_MATCH);
    /// Drawing (R-MM-DRAW).
    pub const DRAW: RuleRef = RuleRef::ruled(DRAWING, R_MM_DRAW);
    /// The reshuffle (R-MM-DRAW).
    pub const REFILL: RuleRef = RuleRef::ruled(EMPTY_DRAW_PILE, R_MM_DRAW);
    /// The 7's two cards (R-MM-SEVEN).
    pub const SEVEN_DRAW: RuleRef = RuleRef::ruled(SEVEN, R_MM_SEVEN);
    /// Seven on seven (R-MM-SEVEN).
    pub const SEVEN_STACK: RuleRef = RuleRef::ruled(VARIANT_SEVEN_STACKING, R_MM_SEVEN);
    /// The 8's skip (R-MM-EIGHT).
    pub const EIGHT_SKIP: RuleRef = RuleRef::ruled(EIGHT, R_MM_EIGHT);
    /// Eight on eight (R-MM-EIGHT).
    pub const EIGHT_STACK: RuleRef = RuleRef::ruled(VARIANT_EIGHT_STACKING, R_MM_EIGHT);
    /// The jack's choice (R-MM-JACK).
    pub const JACK_CHOICE: RuleRef = RuleRef::ruled(JACK, R_MM_JACK);
    /// Serving a wish (R-MM-JACK).
    pub const WISH: RuleRef = RuleRef::ruled(JACK_WISH, R_MM_JACK);
    /// No jack on a jack (R-MM-JACK).
    pub const NO_JACK_ON_JACK: RuleRef = RuleRef::ruled(VARIANT_NO_JACK_ON_JACK, R_MM_JACK);
    /// The queen (R-MM-QUEEN).
    pub const REVERSE: RuleRef = RuleRef::ruled(QUEEN, R_MM_QUEEN);
    /// The ace's follow-up (R-MM-ACE).
    pub const FOLLOW_UP: RuleRef = RuleRef::ruled(ACE, R_MM_ACE);
    /// The ace as last card (R-MM-ACE).
    pub const ACE_LAST: RuleRef = RuleRef::ruled(ACE_LAST_CARD, R_MM_ACE);
    /// The announcement (R-MM-MAU).
    pub const MAU: RuleRef = RuleRef::ruled(MAU_MAU_CALL, R_MM_MAU);
    /// Who is hit (R-MM-NEXT).
    pub const NEXT: RuleRef = RuleRef::ruled(WHO_IS_HIT, R_MM_NEXT);
    /// Going out ends the game (R-MM-END).
    pub const END: RuleRef = RuleRef::ruled(WINNING, R_MM_END);
    /// From 2 players (no ruling of its own).
    pub const PLAYER_COUNT: RuleRef = RuleRef::card(PLAYERS);
    /// The house rules on offer (no ruling of its own).
    pub const HOUSE_RULES: RuleRef = RuleRef::card(VARIANTS);
}

/// Malformed input to the Mau-Mau engine (not a refused move: those are
/// [`IllegalMove`]s).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MauMauError {
    /// Fewer than 2 players, or more than the engine seats.
    PlayerCount {
        /// How many were given.
        players: usize,
    },
    /// A starting seat that is not at the table.
    SeatOutOfRange {
        /// The seat named.
        seat: usize,
        /// How many players there are.
        players: usize,
    },
    /// A hand of no cards: that player would have won already.
    EmptyHand {
        /// The seat.
        seat: usize,
    },
    /// The decks cannot deal every player a hand and turn up a card.
    TooFewCards {
        /// Players.
        players: usize,
        /// Cards each.
        hand_size: usize,
        /// Decks in play.
        decks: u8,
    },
    /// More cards in hands and on the table than the decks hold.
    TooManyCards {
        /// Cards counted.
        cards: usize,
        /// Decks in play.
        decks: u8,
    },
    /// A card that is not in a Skat deck, or more copies than the decks hold.
    TooManyCopies {
        /// The card.
        card: Card,
        /// Decks in play.
        decks: u8,
    },
    /// One policy per seat is needed.
    PolicyCount {
        /// Policies given.
        given: usize,
        /// Players.
        players: usize,
    },
    /// A simulation of no games has nothing to measure.
    NoGames,
    /// A variant id the game does not know.
    UnknownVariant {
        /// The id given.
        id: String,
    },
    /// An option id the game does not know.
    UnknownOption {
        /// The id given.
        id: String,
    },
    /// An option value out of range.
    OptionValue {
        /// The option.
        id: String,
        /// The value given.
        value: u32,
    },
}

impl CitesRule for MauMauError {
    fn rule(&self) -> Option<RuleRef> {
        match self {
            MauMauError::PlayerCount { .. } => Some(rules::PLAYER_COUNT),
            MauMauError::EmptyHand { .. } => Some(rules::END),
            MauMauError::TooFewCards { .. }
            | MauMauError::TooManyCards { .. }
            | MauMauError::TooManyCopies { .. } => Some(rules::DECKS),
            MauMauError::UnknownVariant { .. } | MauMauError::UnknownOption { .. } => {
                Some(rules::HOUSE_RULES)
            }
            MauMauError::OptionValue { id, .. } => Some(if id == "hand-size" {
                rules::HANDS
            } else {
                rules::MAU
            }),
            MauMauError::SeatOutOfRange { .. }
            | MauMauError::PolicyCount { .. }
            | MauMauError::NoGames => None,
        }
    }
}

/// Checks the player count (2 to [`MAX_PLAYERS`]).
fn check_players(players: usize) -> Result<(), MauMauError> {
    if (MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(MauMauError::PlayerCount { players })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn house_rules_from_ids() {
        assert_eq!(Rules::default(), Rules::SOURCE);
        let r = Rules::from_ids(
            &["seven-stacking".into(), "no-jack-on-jack".into()],
            &[("hand-size", 6), ("mau-penalty", 2)],
        )
        .unwrap();
        assert!(r.seven_stacking && !r.eight_stacking && r.no_jack_on_jack);
        assert_eq!((r.hand_size, r.mau_penalty), (6, 2));
        assert_eq!(r.variant_ids(), ["seven-stacking", "no-jack-on-jack"]);
        let e = Rules::from_ids(&["jokers".into()], &[]).unwrap_err();
        assert_eq!(e.rule(), Some(rules::HOUSE_RULES));
        assert!(e.to_string().contains("\"jokers\""), "{e}");
        let e = Rules::from_ids(&[], &[("hand-size", 7)]).unwrap_err();
        assert!(e.to_string().contains("5 or 6"), "{e}");
        assert!(Rules::from_ids(&[], &[("mau-penalty", 0)]).is_err());
        assert!(Rules::from_ids(&[], &[("decks", 2)]).is_err());
    }

    #[test]
    fn one_deck_per_started_four_players() {
        assert_eq!(
            [2, 4, 5, 8, 9, 12, 13].map(decks_for),
            [1, 1, 2, 2, 3, 3, 4]
        );
        assert_eq!(deck_for(5).len(), 64);
    }
}
