//! What is open, and whether a card may start a play.
//!
//! There is exactly one fitting rule, [`start_reason`], which says for one
//! card, the top card and what is open whether the card may be the first
//! card of a play, and why (R-MA-MATCH, R-MA-ATTACK, R-MA-WAIT, R-MA-JACK,
//! R-MA-ACE, R-MA-QUEEN). The engine's hot path uses [`startable_mask`],
//! the same rule as a 52-bit mask; a test checks the two agree on every
//! card, top card and obligation.
//!
//! Only the first card of a play has to fit (R-MA-MULTI); the others need
//! only the same rank, which [`super::action`] checks.

use crate::engine::RuleRef;
use crate::engine::french::{Card, Open, Rank, Suit};

use super::rules;

/// What is open for the player to move. At most one thing is ever open:
/// under a penalty only attack cards, under a wait only 4s, under a jack's
/// demand only 5–10 or jacks can be played, and the first card of a play
/// under an ace's demand serves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Obligation {
    /// Nothing: suit or value, or a queen (R-MA-MATCH).
    None,
    /// An attack of this many cards (R-MA-ATTACK).
    Penalty(u32),
    /// A wait of this many turns (R-MA-WAIT).
    Wait(u32),
    /// A jack's demand for this value, 5–10 (R-MA-JACK).
    Value(Rank),
    /// An ace's demand for this suit (R-MA-ACE).
    Suit(Suit),
}

impl Obligation {
    /// The JSON record `{penalty, wait, demand_value, demand_suit}`.
    pub const fn record(self) -> Open {
        let mut open = Open::NONE;
        match self {
            Obligation::None => {}
            Obligation::Penalty(n) => open.penalty = n,
            Obligation::Wait(n) => open.wait = n,
            Obligation::Value(v) => open.demand_value = Some(v),
            Obligation::Suit(s) => open.demand_suit = Some(s),
        }
        open
    }

    /// The obligation a record describes, if it sets at most one thing.
    pub const fn from_record(open: Open) -> Option<Obligation> {
        if open.count() > 1 {
            return None;
        }
        Some(if open.penalty > 0 {
            Obligation::Penalty(open.penalty)
        } else if open.wait > 0 {
            Obligation::Wait(open.wait)
        } else if let Some(v) = open.demand_value {
            Obligation::Value(v)
        } else if let Some(s) = open.demand_suit {
            Obligation::Suit(s)
        } else {
            Obligation::None
        })
    }

    /// Whether this is a jack's or an ace's demand: the player must play if
    /// they can and may draw only if they cannot.
    pub const fn is_demand(self) -> bool {
        matches!(self, Obligation::Value(_) | Obligation::Suit(_))
    }
}

/// The king of hearts.
pub const KING_OF_HEARTS: Card = Card::new(Rank::King, Suit::Hearts);
/// The king of spades: the one attack card aimed backwards.
pub const KING_OF_SPADES: Card = Card::new(Rank::King, Suit::Spades);

/// Every attack card: 2s, 3s, K♥, K♠ (R-MA-ATTACK).
pub const ATTACK_MASK: u64 =
    Rank::Two.mask() | Rank::Three.mask() | KING_OF_HEARTS.bit() | KING_OF_SPADES.bit();

/// The penalty an attack card adds: 2, 3, or 5 for K♥ and K♠; `None` for
/// every other card, K♦ and K♣ included (R-MA-ATTACK).
pub const fn attack_value(card: Card) -> Option<u32> {
    match card.rank() {
        Rank::Two => Some(2),
        Rank::Three => Some(3),
        Rank::King if matches!(card.suit(), Suit::Hearts | Suit::Spades) => Some(5),
        _ => None,
    }
}

/// Whether the card is an attacking king (K♥, K♠) as opposed to a plain one
/// (K♦, K♣); they are never mixed in one play (R-MA-MULTI).
pub const fn is_attacking_king(card: Card) -> bool {
    matches!(card.rank(), Rank::King) && matches!(card.suit(), Suit::Hearts | Suit::Spades)
}

/// Whether the card may open the discard pile (R-MA-FIRST): 5–10, K♦, K♣.
pub const fn is_plain_first_card(card: Card) -> bool {
    match card.rank() {
        Rank::Five | Rank::Six | Rank::Seven | Rank::Eight | Rank::Nine | Rank::Ten => true,
        Rank::King => !is_attacking_king(card),
        _ => false,
    }
}

/// Whether a jack may demand this value: 5 to 10 (R-MA-JACK).
pub const fn is_demandable(rank: Rank) -> bool {
    matches!(
        rank,
        Rank::Five | Rank::Six | Rank::Seven | Rank::Eight | Rank::Nine | Rank::Ten
    )
}

/// The cards that may start a play, as a 52-bit mask: [`start_reason`] in
/// one expression per obligation.
#[inline]
pub const fn startable_mask(top: Card, open: Obligation) -> u64 {
    match open {
        Obligation::None => {
            if matches!(top.rank(), Rank::Queen) {
                u64::MAX >> 12
            } else {
                top.matching() | Rank::Queen.mask()
            }
        }
        Obligation::Penalty(_) => ATTACK_MASK & top.matching(),
        Obligation::Wait(_) => Rank::Four.mask(),
        Obligation::Value(v) => v.mask() | Rank::Jack.mask(),
        Obligation::Suit(s) => s.mask() | Rank::Ace.mask(),
    }
}

/// Why a card may or may not start a play, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// Same suit as the top card (R-MA-MATCH).
    SameSuit,
    /// Same value as the top card (R-MA-MATCH).
    SameValue,
    /// A queen fits on anything (R-MA-MATCH).
    QueenFitsAll,
    /// Anything fits on a queen (R-MA-MATCH).
    OnAQueen,
    /// Neither suit nor value of the top card (R-MA-MATCH).
    NoMatch,
    /// An attack card of the top card's suit or value answers the attack
    /// (R-MA-ATTACK).
    AnswersAttack,
    /// An attack card, but of neither the top card's suit nor value.
    AttackDoesNotMatch,
    /// Not an attack card: only 2, 3, K♥, K♠ answer an attack.
    NotAnAttackCard,
    /// K♦ and K♣ are no attack cards (R-MA-ATTACK).
    PlainKing,
    /// A queen never protects against a penalty (R-MA-QUEEN).
    QueenUnderPenalty,
    /// A 4 answers a wait (R-MA-WAIT).
    AnswersWait,
    /// Only a 4 answers a wait (R-MA-WAIT).
    OnlyAFour,
    /// No queen under a wait (R-MA-QUEEN).
    QueenUnderWait,
    /// The demanded value (R-MA-JACK).
    DemandedValue,
    /// A jack answers a jack's demand and sets a new one (R-MA-JACK).
    JackOnDemand,
    /// Neither the demanded value nor a jack (R-MA-JACK).
    NotDemandedValue,
    /// No queen under a jack's demand (R-MA-QUEEN).
    QueenUnderJack,
    /// The named suit (R-MA-ACE).
    NamedSuit,
    /// An ace names a suit anew (R-MA-ACE).
    AceOnAce,
    /// Neither the named suit nor an ace (R-MA-ACE).
    NotNamedSuit,
    /// The queen of the named suit may be played (R-MA-QUEEN).
    QueenOfNamedSuit,
    /// Another queen may not (R-MA-QUEEN).
    QueenNotNamedSuit,
}

impl Reason {
    /// Whether the card may start a play.
    pub const fn allows(self) -> bool {
        matches!(
            self,
            Reason::SameSuit
                | Reason::SameValue
                | Reason::QueenFitsAll
                | Reason::OnAQueen
                | Reason::AnswersAttack
                | Reason::AnswersWait
                | Reason::DemandedValue
                | Reason::JackOnDemand
                | Reason::NamedSuit
                | Reason::AceOnAce
                | Reason::QueenOfNamedSuit
        )
    }

    /// The rule card and ruling behind the reason.
    pub const fn rule(self) -> RuleRef {
        match self {
            Reason::SameSuit | Reason::SameValue | Reason::NoMatch => rules::MATCH,
            Reason::QueenFitsAll | Reason::OnAQueen => rules::QUEEN_FITS,
            Reason::AnswersAttack | Reason::AttackDoesNotMatch | Reason::NotAnAttackCard => {
                rules::DEFEND
            }
            Reason::PlainKing => rules::PLAIN_KING,
            Reason::AnswersWait | Reason::OnlyAFour => rules::WAIT,
            Reason::DemandedValue | Reason::JackOnDemand | Reason::NotDemandedValue => {
                rules::JACK_ROUND
            }
            Reason::NamedSuit | Reason::AceOnAce | Reason::NotNamedSuit => rules::ACE,
            Reason::QueenUnderPenalty
            | Reason::QueenUnderWait
            | Reason::QueenUnderJack
            | Reason::QueenOfNamedSuit
            | Reason::QueenNotNamedSuit => rules::QUEEN,
        }
    }

    /// A stable kebab-case id, for translations and tests.
    pub const fn id(self) -> &'static str {
        match self {
            Reason::SameSuit => "same-suit",
            Reason::SameValue => "same-value",
            Reason::QueenFitsAll => "queen-fits-all",
            Reason::OnAQueen => "on-a-queen",
            Reason::NoMatch => "no-match",
            Reason::AnswersAttack => "answers-attack",
            Reason::AttackDoesNotMatch => "attack-does-not-match",
            Reason::NotAnAttackCard => "not-an-attack-card",
            Reason::PlainKing => "plain-king",
            Reason::QueenUnderPenalty => "queen-under-penalty",
            Reason::AnswersWait => "answers-wait",
            Reason::OnlyAFour => "only-a-four",
            Reason::QueenUnderWait => "queen-under-wait",
            Reason::DemandedValue => "demanded-value",
            Reason::JackOnDemand => "jack-on-demand",
            Reason::NotDemandedValue => "not-demanded-value",
            Reason::QueenUnderJack => "queen-under-jack",
            Reason::NamedSuit => "named-suit",
            Reason::AceOnAce => "ace-on-ace",
            Reason::NotNamedSuit => "not-named-suit",
            Reason::QueenOfNamedSuit => "queen-of-named-suit",
            Reason::QueenNotNamedSuit => "queen-not-named-suit",
        }
    }
}

/// Whether `card` may start a play on `top` with `open`, and why.
pub const fn start_reason(card: Card, top: Card, open: Obligation) -> Reason {
    let queen = matches!(card.rank(), Rank::Queen);
    match open {
        Obligation::None => {
            if queen {
                Reason::QueenFitsAll
            } else if matches!(top.rank(), Rank::Queen) {
                Reason::OnAQueen
            } else if card.suit() as u8 == top.suit() as u8 {
                Reason::SameSuit
            } else if card.rank() as u8 == top.rank() as u8 {
                Reason::SameValue
            } else {
                Reason::NoMatch
            }
        }
        Obligation::Penalty(_) => {
            if queen {
                Reason::QueenUnderPenalty
            } else if attack_value(card).is_some() {
                if card.matches(top) {
                    Reason::AnswersAttack
                } else {
                    Reason::AttackDoesNotMatch
                }
            } else if matches!(card.rank(), Rank::King) {
                Reason::PlainKing
            } else {
                Reason::NotAnAttackCard
            }
        }
        Obligation::Wait(_) => {
            if matches!(card.rank(), Rank::Four) {
                Reason::AnswersWait
            } else if queen {
                Reason::QueenUnderWait
            } else {
                Reason::OnlyAFour
            }
        }
        Obligation::Value(v) => {
            if card.rank() as u8 == v as u8 {
                Reason::DemandedValue
            } else if matches!(card.rank(), Rank::Jack) {
                Reason::JackOnDemand
            } else if queen {
                Reason::QueenUnderJack
            } else {
                Reason::NotDemandedValue
            }
        }
        Obligation::Suit(s) => {
            if matches!(card.rank(), Rank::Ace) {
                Reason::AceOnAce
            } else if card.suit() as u8 == s as u8 {
                if queen {
                    Reason::QueenOfNamedSuit
                } else {
                    Reason::NamedSuit
                }
            } else if queen {
                Reason::QueenNotNamedSuit
            } else {
                Reason::NotNamedSuit
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_obligations() -> Vec<Obligation> {
        let mut v = vec![
            Obligation::None,
            Obligation::Penalty(2),
            Obligation::Wait(1),
        ];
        v.extend(
            Rank::ALL
                .iter()
                .filter(|r| is_demandable(**r))
                .map(|&r| Obligation::Value(r)),
        );
        v.extend(Suit::ALL.iter().map(|&s| Obligation::Suit(s)));
        v
    }

    #[test]
    fn the_mask_and_the_reasons_agree_everywhere() {
        for open in all_obligations() {
            for top in Card::all() {
                let mask = startable_mask(top, open);
                for card in Card::all() {
                    let reason = start_reason(card, top, open);
                    assert_eq!(
                        mask & card.bit() != 0,
                        reason.allows(),
                        "{card} on {top} with {open:?}: {reason:?}"
                    );
                    assert!(reason.rule().ruling.is_some());
                    assert!(rules::CARD_IDS.contains(&reason.rule().card));
                }
            }
        }
    }

    #[test]
    fn r_ma_first_plain_cards_are_5_to_10_and_the_plain_kings() {
        let plain: Vec<String> = Card::all()
            .filter(|c| is_plain_first_card(*c))
            .map(|c| c.to_string())
            .collect();
        assert_eq!(plain.len(), 26);
        assert!(plain.contains(&"Kd".to_owned()) && plain.contains(&"Kc".to_owned()));
        assert!(!plain.contains(&"Kh".to_owned()) && !plain.contains(&"4c".to_owned()));
    }

    #[test]
    fn r_ma_attack_values_and_kings() {
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert_eq!(attack_value(c("2d")), Some(2));
        assert_eq!(attack_value(c("3c")), Some(3));
        assert_eq!(attack_value(c("Kh")), Some(5));
        assert_eq!(attack_value(c("Ks")), Some(5));
        assert_eq!(attack_value(c("Kd")), None);
        assert_eq!(attack_value(c("4h")), None);
        assert_eq!(ATTACK_MASK.count_ones(), 10);
    }

    #[test]
    fn obligation_records_round_trip() {
        for open in all_obligations() {
            assert_eq!(Obligation::from_record(open.record()), Some(open));
        }
        let two = Open {
            penalty: 2,
            wait: 1,
            ..Open::NONE
        };
        assert_eq!(Obligation::from_record(two), None);
    }
}
