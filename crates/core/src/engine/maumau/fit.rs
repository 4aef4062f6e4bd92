//! What is open, and whether a card may be played.
//!
//! There is exactly one fitting rule, [`start_reason`], which says for one
//! card, the top card, what is open and the house rules whether the card
//! may be played now, and why (R-MM-MATCH, R-MM-SEVEN, R-MM-EIGHT,
//! R-MM-JACK). The engine's hot path uses [`startable_mask`], the same rule
//! as a 52-bit mask; a test checks the two agree on every card, top card,
//! obligation and set of house rules.
//!
//! The ace's follow-up and the card after a 7's two cards need no rule of
//! their own: the follow-up fits "on the ace" and the card after the draw
//! "on the 7", which is plain matching with nothing open (R-MM-ACE,
//! R-MM-SEVEN).

use super::{Rules, rules};
use crate::engine::RuleRef;
use crate::engine::french::{Card, Open, Rank, Suit};

/// All four jacks.
pub const JACKS: u64 = Rank::Jack.mask();
/// All four sevens.
pub const SEVENS: u64 = Rank::Seven.mask();
/// All four eights.
pub const EIGHTS: u64 = Rank::Eight.mask();

/// What is open for the player to move. At most one thing is open: an
/// attack of 7s, an 8's skip (only ever open under `eight-stacking`; the
/// plain skip happens by itself), or a jack's wish.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Obligation {
    /// Nothing: suit or value, or a jack (R-MM-MATCH).
    None,
    /// 7s: this many cards to draw (R-MM-SEVEN).
    Penalty(u32),
    /// An 8's skip waiting to be accepted or passed on (R-MM-EIGHT).
    Skip,
    /// A jack's wish for this suit (R-MM-JACK).
    Wish(Suit),
}

impl Obligation {
    /// The JSON record `{penalty, wait, demand_value, demand_suit}`: a skip
    /// is `wait: 1`, a wish `demand_suit`.
    pub const fn record(self) -> Open {
        let mut open = Open::NONE;
        match self {
            Obligation::None => {}
            Obligation::Penalty(n) => open.penalty = n,
            Obligation::Skip => open.wait = 1,
            Obligation::Wish(s) => open.demand_suit = Some(s),
        }
        open
    }

    /// The obligation a record describes, if it sets at most one thing and
    /// no demanded value (Mau-Mau's jack wishes a suit). Whether the numbers
    /// make sense is the judge's business.
    pub const fn from_record(open: Open) -> Option<Obligation> {
        if open.count() > 1 || open.demand_value.is_some() {
            return None;
        }
        Some(if open.penalty > 0 {
            Obligation::Penalty(open.penalty)
        } else if open.wait > 0 {
            Obligation::Skip
        } else if let Some(s) = open.demand_suit {
            Obligation::Wish(s)
        } else {
            Obligation::None
        })
    }
}

/// Whether a jack may be played on `top` (R-MM-MATCH; not on a jack under
/// `no-jack-on-jack`, R-MM-JACK).
const fn jack_allowed(top: Card, rules: &Rules) -> bool {
    !(rules.no_jack_on_jack && matches!(top.rank(), Rank::Jack))
}

/// The cards that may be played, as a 52-bit mask: [`start_reason`] in one
/// expression per obligation.
pub const fn startable_mask(top: Card, open: Obligation, rules: &Rules) -> u64 {
    let jacks = if jack_allowed(top, rules) { JACKS } else { 0 };
    match open {
        Obligation::None => (top.matching() & !JACKS) | jacks,
        Obligation::Penalty(_) => {
            if rules.seven_stacking {
                SEVENS
            } else {
                0
            }
        }
        Obligation::Skip => {
            if rules.eight_stacking {
                EIGHTS
            } else {
                0
            }
        }
        Obligation::Wish(s) => (s.mask() & !JACKS) | jacks,
    }
}

/// Why a card may or may not be played, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// Same suit as the top card (R-MM-MATCH).
    SameSuit,
    /// Same value as the top card (R-MM-MATCH).
    SameValue,
    /// A jack fits on any card (R-MM-MATCH).
    JackFitsAll,
    /// A jack fits on a jack too (R-MM-MATCH).
    JackOnJack,
    /// `no-jack-on-jack`: no jack while a jack is on top (R-MM-JACK).
    NoJackOnJack,
    /// Neither suit nor value of the top card (R-MM-MATCH).
    NoMatch,
    /// An open 7 without `seven-stacking`: its cards are drawn first; a
    /// card fitting on the 7 may follow (R-MM-SEVEN).
    TakeSevenFirst,
    /// `seven-stacking`: a 7 answers and passes the draw on, 2 more
    /// (R-MM-SEVEN).
    AnswersSeven,
    /// `seven-stacking`: only a 7 answers an open 7 (R-MM-SEVEN).
    OnlyASeven,
    /// An 8's skip without `eight-stacking`: the player does nothing
    /// (R-MM-EIGHT).
    Skipped,
    /// `eight-stacking`: an 8 answers and passes the skip on (R-MM-EIGHT).
    AnswersEight,
    /// `eight-stacking`: only an 8 answers an open skip (R-MM-EIGHT).
    OnlyAnEight,
    /// The wished suit (R-MM-JACK).
    WishedSuit,
    /// A jack answers a wish and wishes anew (R-MM-JACK).
    JackOnWish,
    /// Neither the wished suit nor a jack (R-MM-JACK).
    NotWishedSuit,
}

impl Reason {
    /// Whether the card may be played.
    pub const fn allows(self) -> bool {
        matches!(
            self,
            Reason::SameSuit
                | Reason::SameValue
                | Reason::JackFitsAll
                | Reason::JackOnJack
                | Reason::AnswersSeven
                | Reason::AnswersEight
                | Reason::WishedSuit
                | Reason::JackOnWish
        )
    }

    /// The rule card and ruling behind the reason.
    pub const fn rule(self) -> RuleRef {
        match self {
            Reason::SameSuit | Reason::SameValue | Reason::NoMatch => rules::MATCH,
            Reason::JackFitsAll | Reason::JackOnJack => rules::JACK_FITS,
            Reason::NoJackOnJack => rules::NO_JACK_ON_JACK,
            Reason::TakeSevenFirst => rules::SEVEN_DRAW,
            Reason::AnswersSeven | Reason::OnlyASeven => rules::SEVEN_STACK,
            Reason::Skipped => rules::EIGHT_SKIP,
            Reason::AnswersEight | Reason::OnlyAnEight => rules::EIGHT_STACK,
            Reason::WishedSuit | Reason::JackOnWish | Reason::NotWishedSuit => rules::WISH,
        }
    }

    /// A stable kebab-case id, for translations and tests.
    pub const fn id(self) -> &'static str {
        match self {
            Reason::SameSuit => "same-suit",
            Reason::SameValue => "same-value",
            Reason::JackFitsAll => "jack-fits-all",
            Reason::JackOnJack => "jack-on-jack",
            Reason::NoJackOnJack => "no-jack-on-jack",
            Reason::NoMatch => "no-match",
            Reason::TakeSevenFirst => "take-seven-first",
            Reason::AnswersSeven => "answers-seven",
            Reason::OnlyASeven => "only-a-seven",
            Reason::Skipped => "skipped",
            Reason::AnswersEight => "answers-eight",
            Reason::OnlyAnEight => "only-an-eight",
            Reason::WishedSuit => "wished-suit",
            Reason::JackOnWish => "jack-on-wish",
            Reason::NotWishedSuit => "not-wished-suit",
        }
    }
}

impl crate::engine::french::CardReason for Reason {
    fn id(&self) -> &'static str {
        Reason::id(*self)
    }

    fn rule(&self) -> RuleRef {
        Reason::rule(*self)
    }

    fn allows(&self) -> bool {
        Reason::allows(*self)
    }
}

/// Whether `card` may be played on `top` with `open` under `rules`, and
/// why.
pub const fn start_reason(card: Card, top: Card, open: Obligation, rules: &Rules) -> Reason {
    let jack = matches!(card.rank(), Rank::Jack);
    match open {
        Obligation::None => {
            if jack {
                if !jack_allowed(top, rules) {
                    Reason::NoJackOnJack
                } else if matches!(top.rank(), Rank::Jack) {
                    Reason::JackOnJack
                } else {
                    Reason::JackFitsAll
                }
            } else if card.suit() as u8 == top.suit() as u8 {
                Reason::SameSuit
            } else if card.rank() as u8 == top.rank() as u8 {
                Reason::SameValue
            } else {
                Reason::NoMatch
            }
        }
        Obligation::Penalty(_) => {
            if !rules.seven_stacking {
                Reason::TakeSevenFirst
            } else if matches!(card.rank(), Rank::Seven) {
                Reason::AnswersSeven
            } else {
                Reason::OnlyASeven
            }
        }
        Obligation::Skip => {
            if !rules.eight_stacking {
                Reason::Skipped
            } else if matches!(card.rank(), Rank::Eight) {
                Reason::AnswersEight
            } else {
                Reason::OnlyAnEight
            }
        }
        Obligation::Wish(s) => {
            if jack {
                if jack_allowed(top, rules) {
                    Reason::JackOnWish
                } else {
                    Reason::NoJackOnJack
                }
            } else if card.suit() as u8 == s as u8 {
                Reason::WishedSuit
            } else {
                Reason::NotWishedSuit
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_rules() -> Vec<Rules> {
        let mut out = Vec::new();
        for bits in 0..8u8 {
            out.push(Rules {
                seven_stacking: bits & 1 != 0,
                eight_stacking: bits & 2 != 0,
                no_jack_on_jack: bits & 4 != 0,
                ..Rules::SOURCE
            });
        }
        out
    }

    #[test]
    fn the_mask_and_the_reasons_agree_everywhere() {
        let mut opens = vec![Obligation::None, Obligation::Penalty(2), Obligation::Skip];
        opens.extend(Suit::ALL.map(Obligation::Wish));
        for rules in all_rules() {
            for open in &opens {
                for top in Card::all() {
                    let mask = startable_mask(top, *open, &rules);
                    for card in Card::all() {
                        let reason = start_reason(card, top, *open, &rules);
                        assert_eq!(
                            mask & card.bit() != 0,
                            reason.allows(),
                            "{card} on {top} with {open:?} under {rules:?}: {reason:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn records_round_trip() {
        for open in [
            Obligation::None,
            Obligation::Penalty(4),
            Obligation::Skip,
            Obligation::Wish(Suit::Hearts),
        ] {
            assert_eq!(Obligation::from_record(open.record()), Some(open));
        }
        let value = Open {
            demand_value: Some(Rank::Nine),
            ..Open::NONE
        };
        assert_eq!(Obligation::from_record(value), None);
    }
}
