//! Makao (the Dutch rules in `seeds/makao.nl.txt`): the rules engine.
//!
//! A Pesten-like shedding game with one 52-card deck, 5 cards each, four
//! players in the source (2 to 8 here, an extension). Cards fit by suit or
//! value (R-MA-MATCH); several cards of one value may go in one turn
//! (R-MA-MULTI); 2, 3, K♥ attack the next player and K♠ the previous one
//! (R-MA-ATTACK); a 4 makes the next player wait (R-MA-WAIT, R-MA-NEXT); a
//! jack demands a value for a whole round (R-MA-JACK); an ace names a suit
//! (R-MA-ACE); a queen fits on anything, but not under an obligation
//! (R-MA-QUEEN); the first player out wins 10 points per card left with the
//! others (R-MA-END).
//!
//! The pieces:
//!
//! - [`fit`]: what is open ([`Obligation`]), and the one function that says
//!   whether a card may start a play and why ([`start_reason`], as data:
//!   [`Reason`]).
//! - [`action`]: [`Play`] (ordered cards of one rank plus the choice) and
//!   [`Action`]; [`IllegalMove`], the refusals, each naming card, player and
//!   rule.
//! - [`state`]: [`State`], a whole game behind the [`Position`] trait, for
//!   simulations (known hands, real piles) and for the judge (counted hands,
//!   an endless draw pile).
//! - [`judge`]: the judge's two forms, [`legal`] and [`sequence`].
//! - [`policy`]: computer players, [`Policy::Tips`] and [`Policy::Random`].
//! - [`mod@sim`]: seeded batches of games, [`simulate`].
//!
//! The shared French-deck pieces (cards, piles, seating, the JSON shapes)
//! live in [`french`].
//!
//! [`Position`]: super::Position
//! [`french`]: super::french

use super::{CitesRule, RuleRef};

pub mod action;
pub mod fit;
pub mod judge;
pub mod policy;
mod shedding;
pub mod sim;
pub mod state;

pub use action::{Action, IllegalMove, MAX_PLAY, Play};
pub use fit::{Obligation, Reason, attack_value, is_plain_first_card, start_reason};
pub use judge::{
    CardVerdict, LegalVerdict, SequenceError, SequenceVerdict, legal, parse_demand_value, sequence,
};
pub use policy::Policy;
pub use shedding::MakaoSeen;
pub use sim::{PolicyWins, SimReport, simulate, simulate_spread};
pub use state::State;

/// Fewest players (an extension: the source seats four, R-MA header).
pub const MIN_PLAYERS: usize = 2;
/// Most players (an extension; 8 × 5 = 40 of 52 cards start in hands).
pub const MAX_PLAYERS: usize = 8;
/// Players in the source (MA-01).
pub const DEFAULT_PLAYERS: usize = 4;
/// Cards dealt to each player (MA-01).
pub const HAND_SIZE: usize = 5;
/// Cards in the deck: one French deck, no jokers (MA-18).
pub const DECK_SIZE: usize = 52;
/// Points per card left with the other players (MA-22, R-MA-END).
pub const POINTS_PER_CARD: u32 = 10;
/// Default turn limit of a simulated game (R-MA-END: simulations stop a
/// game that reaches it and count it as unfinished).
pub const DEFAULT_MAX_TURNS: u32 = 1000;

/// Rule card ids (in `content/makao/rules.yaml`) and ruling ids (in
/// `RULINGS.md`) that this engine cites.
///
/// The content tests check that every card id here exists, so a renamed card
/// cannot silently orphan a verdict.
pub mod rules {
    use crate::engine::RuleRef;

    /// Play by suit or value (MA-04).
    pub const MATCHING: &str = "matching";
    /// The queen fits on everything (MA-05).
    pub const QUEEN_FITS_ALL: &str = "queen-fits-all";
    /// When the queen is not allowed (MA-15, MA-19).
    pub const QUEEN_RESTRICTIONS: &str = "queen-restrictions";
    /// Several cards of one value at once (MA-07).
    pub const SEVERAL_CARDS: &str = "several-cards";
    /// No jokers, no runs (MA-18).
    pub const NO_RUNS: &str = "no-jokers-no-runs";
    /// Drawing a card (MA-08).
    pub const DRAWING: &str = "drawing";
    /// Draw pile empty: reshuffle (MA-09).
    pub const RESHUFFLE: &str = "reshuffle";
    /// Attack cards 2, 3, K♥, K♠ (MA-10).
    pub const ATTACK_CARDS: &str = "attack-cards";
    /// Defending against an attack (MA-11).
    pub const DEFENDING: &str = "defending-attacks";
    /// Taking the penalty, and who plays next (MA-11).
    pub const TAKING: &str = "taking-the-penalty";
    /// K♦ and K♣ are plain cards (MA-10).
    pub const PLAIN_KINGS: &str = "plain-kings";
    /// The four: wait a turn (MA-12).
    pub const FOUR_WAIT: &str = "four-wait";
    /// Waiting players, attacks and fours (MA-12).
    pub const WAITING_PLAYERS: &str = "waiting-players";
    /// The jack asks for a value (MA-13).
    pub const JACK_DEMAND: &str = "jack-demand";
    /// The jack's demand lasts a full round (MA-13).
    pub const JACK_DEMAND_ROUND: &str = "jack-demand-round";
    /// The ace picks a new suit (MA-14).
    pub const ACE_SUIT: &str = "ace-suit";
    /// Going out wins; the round stops at once (MA-17, MA-21).
    pub const WINNING: &str = "winning";
    /// 10 points per card left with the others (MA-22).
    pub const SCORING: &str = "scoring";
    /// The first face-up card is never special (MA-03).
    pub const FIRST_CARD: &str = "first-card";
    /// 4 players, or 2 to 8 (MA-01).
    pub const PLAYER_COUNT: &str = "player-count";
    /// The table and the deal: 52 cards, 5 each (MA-01, MA-03).
    pub const TABLE_AND_DEAL: &str = "table-and-deal";

    /// Every rule card id above.
    pub const CARD_IDS: [&str; 21] = [
        MATCHING,
        QUEEN_FITS_ALL,
        QUEEN_RESTRICTIONS,
        SEVERAL_CARDS,
        NO_RUNS,
        DRAWING,
        RESHUFFLE,
        ATTACK_CARDS,
        DEFENDING,
        TAKING,
        PLAIN_KINGS,
        FOUR_WAIT,
        WAITING_PLAYERS,
        JACK_DEMAND,
        JACK_DEMAND_ROUND,
        ACE_SUIT,
        WINNING,
        SCORING,
        FIRST_CARD,
        PLAYER_COUNT,
        TABLE_AND_DEAL,
    ];

    /// The first face-up card is a plain card.
    pub const R_MA_FIRST: &str = "R-MA-FIRST";
    /// Suit or value; queen on anything, anything on a queen.
    pub const R_MA_MATCH: &str = "R-MA-MATCH";
    /// Several cards of one value: only the first must fit.
    pub const R_MA_MULTI: &str = "R-MA-MULTI";
    /// Voluntary draw, the drawn card alone, reshuffle.
    pub const R_MA_DRAW: &str = "R-MA-DRAW";
    /// Waiting players and the seats attacks and 4s hit.
    pub const R_MA_NEXT: &str = "R-MA-NEXT";
    /// Attack cards, answers, and who continues after taking.
    pub const R_MA_ATTACK: &str = "R-MA-ATTACK";
    /// The 4 and its wait.
    pub const R_MA_WAIT: &str = "R-MA-WAIT";
    /// The jack's value demand for a whole round.
    pub const R_MA_JACK: &str = "R-MA-JACK";
    /// The ace's suit demand until served.
    pub const R_MA_ACE: &str = "R-MA-ACE";
    /// When a queen may not be played.
    pub const R_MA_QUEEN: &str = "R-MA-QUEEN";
    /// The first player out wins at once; 10 points per card left.
    pub const R_MA_END: &str = "R-MA-END";

    /// Every ruling id above.
    pub const RULING_IDS: [&str; 11] = [
        R_MA_FIRST,
        R_MA_MATCH,
        R_MA_MULTI,
        R_MA_DRAW,
        R_MA_NEXT,
        R_MA_ATTACK,
        R_MA_WAIT,
        R_MA_JACK,
        R_MA_ACE,
        R_MA_QUEEN,
        R_MA_END,
    ];

    /// The first card is plain (R-MA-FIRST).
    pub const FIRST: RuleRef = RuleRef::ruled(FIRST_CARD, R_MA_FIRST);
    /// Suit or value (R-MA-MATCH).
    pub const MATCH: RuleRef = RuleRef::ruled(MATCHING, R_MA_MATCH);
    /// Queen on anything, anything on a queen (R-MA-MATCH).
    pub const QUEEN_FITS: RuleRef = RuleRef::ruled(QUEEN_FITS_ALL, R_MA_MATCH);
    /// Several cards of one value (R-MA-MULTI).
    pub const MULTI: RuleRef = RuleRef::ruled(SEVERAL_CARDS, R_MA_MULTI);
    /// Cards of different values in one turn: no runs (R-MA-MULTI).
    pub const ONE_VALUE: RuleRef = RuleRef::ruled(NO_RUNS, R_MA_MULTI);
    /// Attacking and plain kings not together (R-MA-MULTI).
    pub const KINGS_APART: RuleRef = RuleRef::ruled(PLAIN_KINGS, R_MA_MULTI);
    /// Drawing (R-MA-DRAW).
    pub const DRAW: RuleRef = RuleRef::ruled(DRAWING, R_MA_DRAW);
    /// Reshuffling the discard pile (R-MA-DRAW).
    pub const REFILL: RuleRef = RuleRef::ruled(RESHUFFLE, R_MA_DRAW);
    /// What attack cards do (R-MA-ATTACK).
    pub const ATTACK: RuleRef = RuleRef::ruled(ATTACK_CARDS, R_MA_ATTACK);
    /// Answering an attack (R-MA-ATTACK).
    pub const DEFEND: RuleRef = RuleRef::ruled(DEFENDING, R_MA_ATTACK);
    /// Taking the penalty (R-MA-ATTACK).
    pub const TAKE: RuleRef = RuleRef::ruled(TAKING, R_MA_ATTACK);
    /// K♦, K♣ attack nothing (R-MA-ATTACK).
    pub const PLAIN_KING: RuleRef = RuleRef::ruled(PLAIN_KINGS, R_MA_ATTACK);
    /// The 4 (R-MA-WAIT).
    pub const WAIT: RuleRef = RuleRef::ruled(FOUR_WAIT, R_MA_WAIT);
    /// Waiting players (R-MA-NEXT).
    pub const WAITING: RuleRef = RuleRef::ruled(WAITING_PLAYERS, R_MA_NEXT);
    /// The jack's choice (R-MA-JACK).
    pub const JACK: RuleRef = RuleRef::ruled(JACK_DEMAND, R_MA_JACK);
    /// Answering a jack's demand (R-MA-JACK).
    pub const JACK_ROUND: RuleRef = RuleRef::ruled(JACK_DEMAND_ROUND, R_MA_JACK);
    /// The ace's suit (R-MA-ACE).
    pub const ACE: RuleRef = RuleRef::ruled(ACE_SUIT, R_MA_ACE);
    /// Queen restrictions (R-MA-QUEEN).
    pub const QUEEN: RuleRef = RuleRef::ruled(QUEEN_RESTRICTIONS, R_MA_QUEEN);
    /// Going out ends the round (R-MA-END).
    pub const END: RuleRef = RuleRef::ruled(WINNING, R_MA_END);
    /// The score (R-MA-END).
    pub const SCORE: RuleRef = RuleRef::ruled(SCORING, R_MA_END);
    /// 2 to 8 players (an extension, no ruling of its own).
    pub const PLAYERS: RuleRef = RuleRef::card(PLAYER_COUNT);
    /// One 52-card deck, 5 cards each; a player plays from their own hand.
    pub const DEAL: RuleRef = RuleRef::card(TABLE_AND_DEAL);
}

/// Malformed input to the Makao engine (not a refused move: those are
/// [`IllegalMove`]s).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MakaoError {
    /// Not 2 to 8 players.
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
    /// Hand sizes given for a different number of players.
    HandSizeCount {
        /// How many sizes were given.
        given: usize,
        /// How many players there are.
        players: usize,
    },
    /// A hand of no cards: that player would have won already.
    EmptyHand {
        /// The seat.
        seat: usize,
    },
    /// More cards in hands and on the table than one deck holds.
    TooManyCards {
        /// Cards counted.
        cards: usize,
    },
    /// A card given more often than one deck holds it.
    TwoCopies {
        /// The card.
        card: crate::engine::french::Card,
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
}

impl CitesRule for MakaoError {
    fn rule(&self) -> Option<RuleRef> {
        match self {
            MakaoError::PlayerCount { .. } => Some(rules::PLAYERS),
            MakaoError::EmptyHand { .. } => Some(rules::END),
            MakaoError::TooManyCards { .. } | MakaoError::TwoCopies { .. } => Some(rules::DEAL),
            MakaoError::SeatOutOfRange { .. }
            | MakaoError::HandSizeCount { .. }
            | MakaoError::PolicyCount { .. }
            | MakaoError::NoGames => None,
        }
    }
}

/// Checks the player count (2–8).
fn check_players(players: usize) -> Result<(), MakaoError> {
    if (MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(MakaoError::PlayerCount { players })
    }
}
