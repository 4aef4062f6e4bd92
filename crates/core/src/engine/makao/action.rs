//! Actions of a Makao turn, and the refusals.
//!
//! A turn is one of: a [`Play`] (one to four cards of one value, in the
//! order laid, plus the choice of a jack or an ace after the last card,
//! R-MA-MULTI); `Draw` (one card, by choice or under a demand one cannot
//! meet, R-MA-DRAW); `Take` (an open penalty, R-MA-ATTACK); `Wait` (accept
//! an open wait, R-MA-WAIT). After a draw the player either plays the drawn
//! card alone (a `Play` of that one card) or `Keep`s it.

use std::fmt;

use serde::{Serialize, Serializer};

use super::fit::{Obligation, Reason};
use super::rules;
use crate::engine::french::{self, Card, Choice, CommonRefusal, Rank, Symbolic};
use crate::engine::{CitesRule, RuleRef, Seat};

/// Most cards in one play: one deck holds four of each value.
pub const MAX_PLAY: usize = 4;

/// Filler for unused card slots; never read, and always the same so that the
/// derived equality only sees the cards in use.
const FILLER: Card = Card::new(Rank::Two, crate::engine::french::Suit::Clubs);

/// Cards laid in one turn, in order, with the choice made after the last
/// one (a jack's value or `-`, an ace's suit).
///
/// Any order of the same cards is a different `Play`; the engine accepts
/// every legal order a player writes, while [`State::legal_actions`] lists
/// one order per distinct outcome (see there).
///
/// [`State::legal_actions`]: super::State
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Play {
    cards: [Card; MAX_PLAY],
    len: u8,
    choice: Option<Choice>,
}

impl Play {
    /// A play of these cards in this order, if there are 1 to 4 of them.
    /// Whether the rules allow it is for the game to say.
    pub fn new(cards: &[Card], choice: Option<Choice>) -> Option<Play> {
        if cards.is_empty() || cards.len() > MAX_PLAY {
            return None;
        }
        let mut slots = [FILLER; MAX_PLAY];
        slots[..cards.len()].copy_from_slice(cards);
        Some(Play {
            cards: slots,
            len: cards.len() as u8,
            choice,
        })
    }

    /// A play of `len` (1 to 4) cards given in the first slots of `cards`;
    /// the other slots are ignored. For the engine's enumeration, which
    /// builds plays without slices.
    pub(crate) fn from_slots(cards: [Card; MAX_PLAY], len: usize) -> Play {
        let len = if len == 0 || len > MAX_PLAY { 1 } else { len };
        // Slot by slot, without a loop: the loop became a call to memcpy.
        let slot = |i: usize| if i < len { cards[i] } else { FILLER };
        Play {
            cards: [slot(0), slot(1), slot(2), slot(3)],
            len: len as u8,
            choice: None,
        }
    }

    /// The same cards with another choice.
    pub const fn with_choice(self, choice: Option<Choice>) -> Play {
        Play { choice, ..self }
    }

    /// A play of one card.
    pub const fn single(card: Card, choice: Option<Choice>) -> Play {
        Play {
            cards: [card, FILLER, FILLER, FILLER],
            len: 1,
            choice,
        }
    }

    /// The cards, in the order laid.
    pub fn cards(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }

    /// The first card: the one that has to fit.
    pub const fn first(&self) -> Card {
        self.cards[0]
    }

    /// The last card: the new top card.
    pub fn last(&self) -> Card {
        self.cards[usize::from(self.len) - 1]
    }

    /// Number of cards.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Always false: a play has at least one card.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The choice after the last card.
    pub const fn choice(&self) -> Option<Choice> {
        self.choice
    }

    /// The value of the play (of its first card).
    pub const fn rank(&self) -> Rank {
        self.cards[0].rank()
    }

    /// The play with the symbols, `J♦ J♥>7`.
    pub fn symbol(&self) -> String {
        let mut out = String::new();
        for (i, c) in self.cards().iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(&Symbolic(*c).to_string());
        }
        if let Some(choice) = self.choice {
            out.push('>');
            out.push_str(&choice.to_string());
        }
        out
    }
}

impl fmt::Display for Play {
    /// The notation: `6c 6h`, `Jd Jh>7`, `Ac>h`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.cards().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{c}")?;
        }
        if let Some(choice) = self.choice {
            write!(f, ">{choice}")?;
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
    /// As its notation, `"Jd Jh>7"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// What the player to move may do: lay a [`Play`] (R-MA-MULTI; after a
/// draw, the drawn card alone), `Draw` one card (R-MA-DRAW; under a demand
/// only if unable to meet it), `Take` the open penalty, which ends the turn
/// (R-MA-ATTACK), `Wait`: accept the open wait, this being the first waited
/// turn (R-MA-WAIT), or `Keep` the drawn card, which ends the turn
/// (R-MA-DRAW). Written `6c 6h`, `draw`, `take`, `wait`, `keep`.
pub type Action = french::Action<Play>;

/// A move the rules refuse; the position is left unchanged. As data: who
/// (`P1` is seat 0), the card or action, what was open, why; the rule is
/// [`CitesRule::rule`]. `render::refusal` words it in every language.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IllegalMove {
    /// What Mau-Mau refuses too.
    Common(CommonRefusal<Play>),
    /// The round is over (R-MA-END).
    GameOver {
        /// Who won.
        winner: Seat,
    },
    /// Cards of different values in one play (R-MA-MULTI; no runs).
    MixedValues {
        /// The player.
        player: Seat,
        /// The first card.
        first: Card,
        /// A card of another value.
        other: Card,
    },
    /// The same card twice in one play.
    SameCardTwice {
        /// The player.
        player: Seat,
        /// The card.
        card: Card,
    },
    /// Attacking and plain kings together (R-MA-MULTI).
    MixedKings {
        /// The player.
        player: Seat,
        /// The attacking king.
        attacking: Card,
        /// The plain king.
        plain: Card,
    },
    /// A jack or an ace without its choice.
    MissingChoice {
        /// The player.
        player: Seat,
        /// The last card of the play.
        card: Card,
        /// Jack or ace rule.
        rule: RuleRef,
    },
    /// A choice the card does not take.
    WrongChoice {
        /// The player.
        player: Seat,
        /// The last card of the play.
        card: Card,
        /// The choice written.
        choice: Choice,
        /// Jack, ace or several-cards rule.
        rule: RuleRef,
    },
    /// The first card may not start a play now.
    CannotStart {
        /// The player.
        player: Seat,
        /// The first card of the play.
        card: Card,
        /// The top card.
        top: Card,
        /// What was open.
        open: Obligation,
        /// Why not.
        reason: Reason,
    },
    /// A single draw while an attack is open (R-MA-ATTACK).
    DrawUnderPenalty {
        /// The player.
        player: Seat,
        /// The open penalty.
        penalty: u32,
    },
    /// A draw while a wait is open (R-MA-WAIT).
    DrawUnderWait {
        /// The player.
        player: Seat,
    },
    /// A draw under a demand the player can meet (R-MA-JACK, R-MA-ACE).
    MustMeetDemand {
        /// The player.
        player: Seat,
        /// A card they hold that meets the demand.
        card: Card,
        /// The demand.
        open: Obligation,
    },
    /// `Take` with no attack open.
    NothingToTake {
        /// The player.
        player: Seat,
    },
    /// `Wait` with no wait open.
    NothingToWait {
        /// The player.
        player: Seat,
    },
    /// After a draw, something other than the drawn card alone.
    DrawnCardOnly {
        /// The player.
        player: Seat,
        /// The drawn card, if known.
        drawn: Option<Card>,
        /// What was played instead.
        play: Play,
    },
    /// Something played after taking a penalty in the same turn.
    AfterTaking {
        /// The player.
        player: Seat,
        /// What was to follow.
        play: String,
    },
}

fn demand_rule(open: Obligation) -> RuleRef {
    match open {
        Obligation::Suit(_) => rules::ACE,
        _ => rules::JACK_ROUND,
    }
}

/// The rule for a missing or wrong choice on a card of this rank.
pub(crate) const fn choice_rule(rank: Rank) -> RuleRef {
    match rank {
        Rank::Jack => rules::JACK,
        Rank::Ace => rules::ACE,
        _ => rules::MULTI,
    }
}

impl CitesRule for IllegalMove {
    fn rule(&self) -> Option<RuleRef> {
        Some(match self {
            IllegalMove::GameOver { .. } => rules::END,
            IllegalMove::Common(
                CommonRefusal::NotHeld { .. }
                | CommonRefusal::HandTooSmall { .. }
                | CommonRefusal::AlreadyPlayed { .. },
            ) => rules::DEAL,
            IllegalMove::MixedValues { .. } => rules::ONE_VALUE,
            IllegalMove::SameCardTwice { .. } => rules::MULTI,
            IllegalMove::MixedKings { .. } => rules::KINGS_APART,
            IllegalMove::MissingChoice { rule, .. } | IllegalMove::WrongChoice { rule, .. } => {
                *rule
            }
            IllegalMove::CannotStart { reason, .. } => reason.rule(),
            IllegalMove::DrawUnderPenalty { .. }
            | IllegalMove::NothingToTake { .. }
            | IllegalMove::AfterTaking { .. } => rules::TAKE,
            IllegalMove::DrawUnderWait { .. } | IllegalMove::NothingToWait { .. } => rules::WAIT,
            IllegalMove::MustMeetDemand { open, .. } => demand_rule(*open),
            IllegalMove::Common(
                CommonRefusal::NothingDrawn { .. } | CommonRefusal::AfterDrawing { .. },
            )
            | IllegalMove::DrawnCardOnly { .. } => rules::DRAW,
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
    fn plays_show_their_notation_and_compare_by_cards() {
        let p = Play::new(&[c("Jd"), c("Jh")], Some(Choice::Value(Rank::Seven))).unwrap();
        assert_eq!(p.to_string(), "Jd Jh>7");
        assert_eq!(p.symbol(), "J♦ J♥>7");
        assert_eq!((p.first(), p.last(), p.len()), (c("Jd"), c("Jh"), 2));
        assert_eq!(
            Play::new(&[c("9h")], None),
            Some(Play::single(c("9h"), None))
        );
        assert_eq!(Play::new(&[], None), None);
        assert_eq!(Play::new(&[c("9h"); 5], None), None);
        assert_eq!(Action::Keep.to_string(), "keep");
    }

    #[test]
    fn every_refusal_names_player_and_rule() {
        let e = IllegalMove::CannotStart {
            player: 1,
            card: c("9h"),
            top: c("Jc"),
            open: Obligation::Value(Rank::Seven),
            reason: Reason::NotDemandedValue,
        };
        let text = e.to_string();
        assert!(
            text.starts_with("P2 cannot play 9♥ on J♣ under a jack's demand for 7"),
            "{text}"
        );
        assert!(text.contains("R-MA-JACK"), "{text}");
        assert_eq!(e.rule(), Some(rules::JACK_ROUND));
    }
}
