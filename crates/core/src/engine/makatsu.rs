//! Meister Makatsu (AMIGO, Art.-Nr. 02553): the rules engine.
//!
//! Every player plays from an own 24-card Dojo deck (values 1–8 in blue,
//! yellow and purple, MK-01). A round: starting with the holder of Meister
//! Makatsu and going left, everyone plays a first card, then, in the same
//! order, a second card (R-MK-ORDER). Per colour, in the order blue, yellow,
//! purple, the highest card takes minus chips (blue 1, yellow 2, purple 1 +
//! Meister Makatsu); among equal highest cards the one played later
//! (R-MK-TIE). Chips are worth the pass number (R-MK-VALUE). Three passes of
//! 6, 3 and 2 rounds (R-MK-PASSES); fewest points wins, a tie goes to the
//! Meister holder (R-MK-END).
//!
//! The pieces:
//!
//! - [`card`]: [`Colour`], [`Card`] (parsed from `B6`, `g7`, `L3`, …),
//!   [`CardSet`] and [`Pass`].
//! - [`round`]: [`judge_round`], the one scoring function, and the
//!   [`RoundVerdict`] that carries its reasons as data.
//! - [`end`]: [`judge_final`] and the [`FinalVerdict`].
//! - [`game`]: [`Game`], a whole game behind the [`Position`] trait, and the
//!   player's [`View`] (which never shows Ninja cards, R-MK-HIDDEN).
//! - [`mod@setup`]: what to lay out for a number of players.
//! - [`mod@sim`]: random games measured from what actually happened.
//! - [`mod@checks`]: the numbers table, confirmed by running the engine.
//!
//! [`Position`]: super::Position

use super::{CitesRule, RuleRef, Seat};

pub mod card;
pub mod checks;
pub mod end;
pub mod game;
pub mod policy;
pub mod round;
pub mod setup;
pub mod sim;

pub use card::{Card, CardSet, Colour, ParseCardError, Pass};
pub use checks::{NUMBERS_CHECK_IDS, numbers_checks};
pub use end::{DecidedBy, FinalVerdict, PointBounds, judge_final, point_bounds};
pub use game::{Action, Game, IllegalPlay, SeatView, View};
pub use round::{Award, ColourVerdict, Play, PlayKind, RoundVerdict, judge_round, play_number};
pub use setup::{ChipStack, PassPlan, Setup, setup};
pub use sim::{MinMax, SimReport, simulate, simulate_spread};

/// Fewest players (MK-19).
pub const MIN_PLAYERS: usize = 2;
/// Most players (MK-19).
pub const MAX_PLAYERS: usize = 6;
/// Cards in every Dojo deck: values 1–8 in three colours (MK-01).
pub const DECK_SIZE: usize = 24;
/// Hand size at the start of every round (MK-15).
pub const HAND_SIZE: usize = 4;
/// Cards each player plays per round (MK-02).
pub const PLAYS_PER_PLAYER: usize = 2;
/// Chips in the supply, by value 1, 2, 3 (MK-17, R-MK-SUPPLY).
pub const SUPPLY: [u8; 3] = [24, 12, 8];

/// Rule card ids (in `content/makatsu/rules.yaml`) and ruling ids (in
/// `RULINGS.md`) that this engine cites.
///
/// The content tests check that every card id here exists, so a renamed card
/// cannot silently orphan a verdict.
pub mod rules {
    use crate::engine::RuleRef;

    /// Within a colour only the highest card takes chips (MK-03).
    pub const HIGHEST_CARD: &str = "highest-card";
    /// Ties go to the card played later (MK-04, MK-23).
    pub const TIE_LATER_CARD: &str = "tie-later-card";
    /// Chips per colour and the order blue, yellow, purple (MK-03, MK-11).
    pub const CHIP_COLOURS: &str = "chip-colours";
    /// A chip is worth the pass number (MK-16, MK-22).
    pub const CHIP_VALUE: &str = "chip-value";
    /// First cards around, then second cards (MK-09).
    pub const PLAY_ORDER: &str = "play-order";
    /// Nobody played purple: Meister Makatsu stays (MK-21).
    pub const MEISTER_STAYS: &str = "meister-makatsu";
    /// Fewest points wins; ties go to the Meister holder (MK-06, MK-20).
    pub const GAME_END: &str = "game-end";
    /// Three passes of 6, 3 and 2 rounds (MK-08, MK-13, MK-14).
    pub const PASSES: &str = "passes-and-rounds";
    /// 24 × 1, 12 × 2, 8 × 3 chips (MK-17).
    pub const CHIP_SUPPLY: &str = "chip-supply";
    /// Who starts: the Meister holder (MK-07).
    pub const START_PLAYER: &str = "who-starts";

    /// Every rule card id above.
    pub const CARD_IDS: [&str; 10] = [
        HIGHEST_CARD,
        TIE_LATER_CARD,
        CHIP_COLOURS,
        CHIP_VALUE,
        PLAY_ORDER,
        MEISTER_STAYS,
        GAME_END,
        PASSES,
        CHIP_SUPPLY,
        START_PLAYER,
    ];

    /// Who holds Meister Makatsu at the start: an input, default first seat.
    pub const R_MK_START: &str = "R-MK-START";
    /// Play numbers: every second card later than every first card.
    pub const R_MK_ORDER: &str = "R-MK-ORDER";
    /// Equal highest: the highest play number takes the chips.
    pub const R_MK_TIE: &str = "R-MK-TIE";
    /// Colour order, chips per colour, unplayed colours, Meister stays.
    pub const R_MK_COLOURS: &str = "R-MK-COLOURS";
    /// Chip value = pass number.
    pub const R_MK_VALUE: &str = "R-MK-VALUE";
    /// 6 · 3 · 2 rounds from 24 · 12 · 6 cards; 22 cards played.
    pub const R_MK_PASSES: &str = "R-MK-PASSES";
    /// The supply is exactly enough and never runs out.
    pub const R_MK_SUPPLY: &str = "R-MK-SUPPLY";
    /// Fewest points wins; a tie goes to the Meister holder, literally.
    pub const R_MK_END: &str = "R-MK-END";
    /// Ninja cards are face down (play mode).
    pub const R_MK_HIDDEN: &str = "R-MK-HIDDEN";

    /// Every ruling id above.
    pub const RULING_IDS: [&str; 9] = [
        R_MK_START,
        R_MK_ORDER,
        R_MK_TIE,
        R_MK_COLOURS,
        R_MK_VALUE,
        R_MK_PASSES,
        R_MK_SUPPLY,
        R_MK_END,
        R_MK_HIDDEN,
    ];

    /// Play order (R-MK-ORDER).
    pub const ORDER: RuleRef = RuleRef::ruled(PLAY_ORDER, R_MK_ORDER);
    /// Several cards of a colour, the one highest takes its chips
    /// (R-MK-TIE says how the highest is found).
    pub const HIGHEST: RuleRef = RuleRef::ruled(HIGHEST_CARD, R_MK_TIE);
    /// A tie decided by the later play (R-MK-TIE).
    pub const TIE: RuleRef = RuleRef::ruled(TIE_LATER_CARD, R_MK_TIE);
    /// Chips per colour (R-MK-COLOURS).
    pub const COLOURS: RuleRef = RuleRef::ruled(CHIP_COLOURS, R_MK_COLOURS);
    /// No purple: the Meister stays (R-MK-COLOURS, MK-21).
    pub const STAYS: RuleRef = RuleRef::ruled(MEISTER_STAYS, R_MK_COLOURS);
    /// Chip value (R-MK-VALUE).
    pub const VALUE: RuleRef = RuleRef::ruled(CHIP_VALUE, R_MK_VALUE);
    /// Passes (R-MK-PASSES).
    pub const PASS_PLAN: RuleRef = RuleRef::ruled(PASSES, R_MK_PASSES);
    /// Supply (R-MK-SUPPLY).
    pub const SUPPLY: RuleRef = RuleRef::ruled(CHIP_SUPPLY, R_MK_SUPPLY);
    /// End of the game (R-MK-END).
    pub const END: RuleRef = RuleRef::ruled(GAME_END, R_MK_END);
    /// Start player of the game: an input, default the first seat (R-MK-START).
    pub const START: RuleRef = RuleRef::ruled(START_PLAYER, R_MK_START);
    /// Start player of the next round: the holder after scoring (MK-07,
    /// MK-12; R-MK-COLOURS says so explicitly).
    pub const NEXT_START: RuleRef = RuleRef::ruled(START_PLAYER, R_MK_COLOURS);
}

/// Malformed or impossible input to the Meister Makatsu engine: what was
/// wrong and what was expected.
///
/// Seats are 0-based; a front end that knows the players' names maps them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MakatsuError {
    /// Not 2 to 6 players (MK-19).
    PlayerCount {
        /// How many were given.
        players: usize,
    },
    /// A pass number outside 1–3 (R-MK-PASSES).
    NoSuchPass {
        /// The number given.
        pass: u8,
    },
    /// The Meister holder is not one of the seats.
    MeisterOutOfRange {
        /// The seat named.
        meister: Seat,
        /// How many players there are.
        players: usize,
    },
    /// A player's two cards of a round are the same card, which a Dojo deck
    /// holds only once (MK-01).
    SameCardTwice {
        /// The player.
        seat: Seat,
        /// The card given twice.
        card: Card,
    },
    /// Several players share the fewest points and no Meister holder was
    /// named (R-MK-END, R-MK-START).
    TieNeedsMeister {
        /// The seats with the fewest points.
        tied: Vec<Seat>,
        /// Their points.
        fewest: u32,
    },
    /// A player's minus points at the end of a game that no game can hand
    /// one player ([`PointBounds`]).
    PointsOutOfReach {
        /// The seat.
        seat: Seat,
        /// Its points.
        points: u32,
        /// The most one player can end with.
        most: u32,
    },
    /// All players' minus points together, at the end of a game, more or
    /// fewer than a game hands out ([`PointBounds`]).
    TotalOutOfReach {
        /// The sum given.
        total: u32,
        /// The fewest a game hands out.
        fewest: u32,
        /// The most a game hands out.
        most: u32,
    },
    /// A deck given for a game is not a Dojo deck (MK-01).
    NotADojoDeck {
        /// The seat whose deck is wrong.
        seat: Seat,
        /// What is wrong with it.
        problem: String,
    },
    /// A simulation of no games has nothing to measure.
    NoGames,
}

impl CitesRule for MakatsuError {
    fn rule(&self) -> Option<RuleRef> {
        match self {
            MakatsuError::NoSuchPass { .. } => Some(rules::PASS_PLAN),
            MakatsuError::MeisterOutOfRange { .. } => Some(rules::START),
            MakatsuError::TieNeedsMeister { .. } => Some(rules::END),
            MakatsuError::PointsOutOfReach { .. } => Some(rules::VALUE),
            MakatsuError::TotalOutOfReach { .. } => Some(rules::COLOURS),
            MakatsuError::PlayerCount { .. }
            | MakatsuError::SameCardTwice { .. }
            | MakatsuError::NotADojoDeck { .. }
            | MakatsuError::NoGames => None,
        }
    }
}

/// Checks the player count against MK-19.
fn check_players(players: usize) -> Result<(), MakatsuError> {
    if (MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(MakatsuError::PlayerCount { players })
    }
}

/// Checks that the Meister holder is one of the seats.
fn check_meister(meister: Seat, players: usize) -> Result<(), MakatsuError> {
    if meister < players {
        Ok(())
    } else {
        Err(MakatsuError::MeisterOutOfRange { meister, players })
    }
}
