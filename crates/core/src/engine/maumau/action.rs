//! Actions of a Mau-Mau turn, and the refusals.
//!
//! A turn is made of one or more actions of the same player:
//!
//! - [`Play`]: one card (R-MM-MATCH), a jack with its wish (`Jc>s`, or
//!   `Jc>-` for none, R-MM-JACK), and whether the player announces
//!   "Mau-Mau" with it (R-MM-MAU). After an ace the same player plays again
//!   (R-MM-ACE).
//! - `Draw`: one card, only when nothing fits (R-MM-DRAW), and after an ace
//!   with no follow-up; then the drawn card is played (a `Play` of it) or
//!   kept (`Keep`).
//! - `Take`: the open 7s' cards (R-MM-SEVEN); then one card fitting on the 7
//!   may be played, or the turn ends (`Keep`).
//! - `Wait`: accept an open skip under `eight-stacking` (R-MM-EIGHT).
//! - `Keep`: end the turn after a draw or a take.
//!
//! Why the announcement rides on the play: a player says "Mau-Mau" as they
//! lay their second-to-last card, and it matters only then. The engine
//! offers both forms of such a play, with and without the announcement,
//! so that a careless (random) player forgets it as often as not and pays
//! the penalty at the end of the turn.

use std::fmt;

use serde::{Serialize, Serializer};

use super::fit::{Obligation, Reason};
use super::rules;
use crate::engine::french::{self, Card, Choice, CommonRefusal, Suit};
use crate::engine::{CitesRule, RuleRef, Seat};

/// One card laid, with a jack's wish and the announcement.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Play {
    card: Card,
    choice: Option<Choice>,
    mau: bool,
}

impl Play {
    /// `card` with `choice` (a jack's wish: a suit or [`Choice::Nothing`]),
    /// no announcement. Whether the rules allow it is for the game to say.
    pub const fn new(card: Card, choice: Option<Choice>) -> Play {
        Play {
            card,
            choice,
            mau: false,
        }
    }

    /// A jack wishing `suit`.
    pub const fn wish(card: Card, suit: Suit) -> Play {
        Play::new(card, Some(Choice::Suit(suit)))
    }

    /// The same play, announcing "Mau-Mau" (or not).
    pub const fn with_mau(self, mau: bool) -> Play {
        Play {
            card: self.card,
            choice: self.choice,
            mau,
        }
    }

    /// The card.
    pub const fn card(&self) -> Card {
        self.card
    }

    /// The choice after `>`.
    pub const fn choice(&self) -> Option<Choice> {
        self.choice
    }

    /// The wished suit, if the play wishes one.
    pub const fn wished(&self) -> Option<Suit> {
        match self.choice {
            Some(Choice::Suit(s)) => Some(s),
            _ => None,
        }
    }

    /// Whether "Mau-Mau" is announced with it.
    pub const fn mau(&self) -> bool {
        self.mau
    }
}

impl fmt::Display for Play {
    /// The judge notation: `9h`, `Jc>s`, `Jc>-`, `9h mau`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.card)?;
        if let Some(choice) = self.choice {
            write!(f, ">{choice}")?;
        }
        if self.mau {
            f.write_str(" mau")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Play({self})")
    }
}

impl Serialize for Play {
    /// As its notation, `"Jc>s"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// What the player to move may do: lay a [`Play`] (R-MM-MATCH; after a
/// draw, the drawn card), `Draw` one card when nothing fits or nothing
/// follows an ace (R-MM-DRAW, R-MM-ACE), `Take` the open 7s' cards
/// (R-MM-SEVEN), `Wait`: accept an open skip (R-MM-EIGHT,
/// `eight-stacking`), or `Keep`: end the turn after a draw or a take,
/// playing nothing more. Written `9h`, `Jc>s mau`, `draw`, `take`, `wait`,
/// `keep`.
pub type Action = french::Action<Play>;

/// A move the rules refuse; the position is left unchanged. As data: who
/// (`P1` is seat 0), the card or action, what was open, why; the rule is
/// [`CitesRule::rule`]. `render::refusal` words it in every language.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IllegalMove {
    /// What Makao refuses too.
    Common(CommonRefusal<Play>),
    /// The game is over (R-MM-END).
    GameOver {
        /// The seat the action is charged to (the one after the winner).
        player: Seat,
        /// What was tried.
        action: Action,
        /// Who won.
        winner: Seat,
    },
    /// A card that is not in a Skat deck (2 to 6).
    NotInDeck {
        /// The player.
        player: Seat,
        /// The card.
        card: Card,
    },
    /// The card may not be played now.
    CannotPlay {
        /// The player.
        player: Seat,
        /// The card.
        card: Card,
        /// The top card.
        top: Card,
        /// What was open.
        open: Obligation,
        /// Why not.
        reason: Reason,
    },
    /// A jack without its wish.
    MissingChoice {
        /// The player.
        player: Seat,
        /// The jack.
        card: Card,
    },
    /// A choice the card does not take.
    WrongChoice {
        /// The player.
        player: Seat,
        /// The card.
        card: Card,
        /// The choice written.
        choice: Choice,
    },
    /// "Mau-Mau" announced with a play that does not bring the player down
    /// to one card from two or more this turn (or announced twice).
    NoMauDue {
        /// The player.
        player: Seat,
        /// The card.
        card: Card,
        /// Why no announcement is due.
        why: NoMau,
    },
    /// After an ace that was the player's last card, anything but a draw
    /// (R-MM-ACE).
    AceLastCard {
        /// The player.
        player: Seat,
        /// The card they tried to play, if any.
        card: Option<Card>,
    },
    /// A draw while a card fits (R-MM-DRAW).
    MustPlay {
        /// The player.
        player: Seat,
        /// A card that fits.
        card: Card,
        /// What was open.
        open: Obligation,
    },
    /// After an ace: a draw while a follow-up fits, or the turn ended
    /// without a follow-up or a draw (R-MM-ACE).
    MustFollowAce {
        /// The player.
        player: Seat,
        /// A card they hold that follows, if known.
        card: Option<Card>,
    },
    /// A follow-up that does not fit on the ace (R-MM-ACE).
    NotAFollowUp {
        /// The player.
        player: Seat,
        /// The card.
        card: Card,
        /// The ace on top.
        ace: Card,
    },
    /// A single draw while 7s are open (R-MM-SEVEN).
    MustTake {
        /// The player.
        player: Seat,
        /// The open penalty.
        penalty: u32,
        /// What was tried.
        action: Action,
        /// Whether `seven-stacking` is in force.
        stacking: bool,
    },
    /// A draw or a keep while an 8's skip is open (R-MM-EIGHT).
    Skipped {
        /// The player.
        player: Seat,
        /// What was tried.
        action: Action,
        /// Whether `eight-stacking` is in force.
        stacking: bool,
    },
    /// `take` with no 7 open.
    NothingToTake {
        /// The player.
        player: Seat,
    },
    /// `wait` with no skip open.
    NothingToWait {
        /// The player.
        player: Seat,
    },
    /// After a draw, a card other than the drawn one.
    DrawnCardOnly {
        /// The player.
        player: Seat,
        /// The drawn card.
        drawn: Card,
        /// What was played instead.
        card: Card,
    },
    /// After taking the 7s' cards, a draw, a take or a wait.
    AlreadyTook {
        /// The player.
        player: Seat,
        /// What was tried.
        action: Action,
    },
    /// More in one TURN after the turn ended (the judge's sequences).
    TurnOver {
        /// The player.
        player: Seat,
        /// What was written after the end of the turn.
        rest: String,
    },
}

/// Why no announcement is due with a play: for [`IllegalMove::NoMauDue`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoMau {
    /// It was announced already this turn.
    Announced,
    /// The player began the turn with this many cards (fewer than 2).
    BeganWith(usize),
    /// The player would still hold this many cards (more than 1).
    WouldHold(usize),
}

/// Why no announcement is due: for [`IllegalMove::NoMauDue`].
pub(crate) fn no_mau_why(started: usize, after: usize, announced: bool) -> NoMau {
    if announced {
        NoMau::Announced
    } else if started < 2 {
        NoMau::BeganWith(started)
    } else {
        NoMau::WouldHold(after)
    }
}

impl CitesRule for IllegalMove {
    fn rule(&self) -> Option<RuleRef> {
        Some(match self {
            IllegalMove::GameOver { .. } => rules::END,
            IllegalMove::Common(
                CommonRefusal::NotHeld { .. } | CommonRefusal::HandTooSmall { .. },
            ) => rules::HANDS,
            IllegalMove::NotInDeck { .. } => rules::SKAT_DECK,
            IllegalMove::Common(CommonRefusal::AlreadyPlayed { .. }) => rules::DECKS,
            IllegalMove::CannotPlay { reason, .. } => reason.rule(),
            IllegalMove::MissingChoice { .. } | IllegalMove::WrongChoice { .. } => {
                rules::JACK_CHOICE
            }
            IllegalMove::NoMauDue { .. } => rules::MAU,
            IllegalMove::AceLastCard { .. } => rules::ACE_LAST,
            IllegalMove::Common(
                CommonRefusal::NothingDrawn { .. } | CommonRefusal::AfterDrawing { .. },
            )
            | IllegalMove::MustPlay { .. }
            | IllegalMove::DrawnCardOnly { .. } => rules::DRAW,
            IllegalMove::MustFollowAce { .. } | IllegalMove::NotAFollowUp { .. } => {
                rules::FOLLOW_UP
            }
            IllegalMove::MustTake { stacking, .. } => {
                if *stacking {
                    rules::SEVEN_STACK
                } else {
                    rules::SEVEN_DRAW
                }
            }
            IllegalMove::Skipped { stacking, .. } => {
                if *stacking {
                    rules::EIGHT_STACK
                } else {
                    rules::EIGHT_SKIP
                }
            }
            IllegalMove::NothingToTake { .. } | IllegalMove::AlreadyTook { .. } => {
                rules::SEVEN_DRAW
            }
            IllegalMove::NothingToWait { .. } => rules::EIGHT_SKIP,
            IllegalMove::TurnOver { .. } => rules::ONE_CARD,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn plays_show_their_notation() {
        let p = Play::wish(c("Jc"), Suit::Spades);
        assert_eq!(p.to_string(), "Jc>s");
        assert_eq!(p.wished(), Some(Suit::Spades));
        assert_eq!(p.with_mau(true).to_string(), "Jc>s mau");
        assert_eq!(Play::new(c("9h"), None).to_string(), "9h");
        assert_eq!(
            Play::new(c("Jd"), Some(Choice::Nothing)).to_string(),
            "Jd>-"
        );
        assert_eq!(Action::Take.to_string(), "take");
    }

    #[test]
    fn every_refusal_names_player_and_rule() {
        let e = IllegalMove::CannotPlay {
            player: 1,
            card: c("9c"),
            top: c("Jd"),
            open: Obligation::Wish(Suit::Hearts),
            reason: Reason::NotWishedSuit,
        };
        let text = e.to_string();
        assert!(
            text.starts_with("P2 cannot play 9♣ on J♦ under a jack's wish for hearts"),
            "{text}"
        );
        assert!(text.contains("R-MM-JACK"), "{text}");
        assert_eq!(e.rule(), Some(rules::WISH));
        let e = IllegalMove::MustTake {
            player: 0,
            penalty: 4,
            action: Action::Draw,
            stacking: true,
        };
        assert!(e.to_string().contains("answer with a 7"), "{e}");
        assert_eq!(e.rule(), Some(rules::SEVEN_STACK));
    }
}
