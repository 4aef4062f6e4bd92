//! Makao as a [`Shedding`] game: what the judge, the computer players and
//! the play API need of it, in one place.

use super::action::Action;
use super::fit::Obligation;
use super::judge::CardVerdict;
use super::rules;
use super::state::State;
use super::{IllegalMove, MAX_PLAY, Play};
use crate::content::GameId;
use crate::engine::french::policy::tips_choice;
use crate::engine::french::shedding::{Ask, Call, Shedding, laid_out};
use crate::engine::french::strong::belief::Belief;
use crate::engine::french::tabletop::Tabletop;
use crate::engine::french::{Card, CardBag, Choice, CommonRefusal, DeckSpec, Rank, TableReport};
use crate::engine::{Position, RuleRef, Seat};

impl Shedding for State {
    type Play = Play;
    type Reason = CardVerdict;
    type Seen = MakaoSeen;

    const GAME: GameId = GameId::Makao;
    const MOST: usize = MAX_PLAY;
    const CALL: Call = Call::Makao;
    const END: RuleRef = rules::END;
    const CALL_RULE: Option<RuleRef> = None;
    const DRAW_RULE: RuleRef = rules::DRAW;
    const TAKE_RULE: RuleRef = rules::TAKE;
    const WAIT_RULE: RuleRef = rules::WAIT;
    const UNCITED: RuleRef = rules::DEAL;
    // Why not `Belief::SHARP`, as Mau-Mau's: the sharper setting brought
    // Makao's guesses no nearer the hands (bench/strong.sh, `guesses`).
    const BELIEF: Belief = Belief::DEFAULT;
    const KEPT_BY_TIPS: u64 = super::policy::KEPT_AFTER_DRAW;

    fn play_of(cards: &[Card], choice: Option<Choice>, _mau: bool) -> Option<Play> {
        Play::new(cards, choice)
    }

    fn cards_of(play: &Play) -> Vec<Card> {
        play.cards().to_vec()
    }

    fn choice_of(play: &Play) -> Option<Choice> {
        play.choice()
    }

    fn asks(card: Card) -> Option<Ask> {
        match card.rank() {
            Rank::Jack => Some(Ask::Value),
            Rank::Ace => Some(Ask::Suit),
            _ => None,
        }
    }

    fn first(play: &Play) -> Card {
        play.first()
    }

    fn tabletop(&self) -> &Tabletop {
        State::tabletop(self)
    }

    fn tabletop_mut(&mut self) -> &mut Tabletop {
        State::tabletop_mut(self)
    }

    fn report(&self) -> TableReport {
        State::report(self)
    }

    fn acting_seat(&self) -> Seat {
        State::acting_seat(self)
    }

    /// A play of more cards than the counted hand holds contradicts the
    /// sequence's own hand sizes: malformed input, not an illegal turn.
    fn malformed(refusal: &IllegalMove, player: Seat) -> Option<String> {
        match refusal {
            IllegalMove::Common(CommonRefusal::HandTooSmall { holds, .. }) => {
                Some(crate::engine::french::judge::at_most_held(*holds, player))
            }
            _ => None,
        }
    }

    fn start(&self, card: Card) -> CardVerdict {
        CardVerdict {
            reason: super::start_reason(card, self.top(), self.obligation()),
            may_follow: None,
        }
    }

    fn at_turn_start(&self) -> bool {
        State::drawn_card(self).is_none()
    }

    fn after_draw(&self) -> bool {
        State::drawn_card(self).is_some()
    }

    fn drawn_card(&self) -> Option<Card> {
        State::drawn_card(self).flatten()
    }

    fn demand_until(&self) -> Option<Seat> {
        self.jack_owner()
    }

    fn points(&self) -> u32 {
        self.score().unwrap_or(0)
    }

    fn tips_score(&self, action: Action) -> i32 {
        super::policy::tips_score(self, action)
    }

    fn seen(&self) -> Option<MakaoSeen> {
        MakaoSeen::of(self)
    }

    fn tips_at(seen: &MakaoSeen, hand: CardBag, legal: &mut Vec<Action>) -> Option<Action> {
        tips_choice(&seen.with(hand)?, legal)
    }
}

/// What everyone sees of a Makao table when a turn begins: enough to lay
/// it out again with any hand for the seat to move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MakaoSeen {
    mover: Seat,
    top: Card,
    open: Obligation,
    /// Who laid the jack whose demand is open (else the seat before).
    by: Seat,
    sizes: Vec<usize>,
}

impl MakaoSeen {
    /// The table now, if a turn is about to begin (not after a draw, not
    /// for a seat sitting out).
    fn of(state: &State) -> Option<MakaoSeen> {
        let mover = state.to_move()?;
        if State::drawn_card(state).is_some() || state.waiting(mover) > 0 {
            return None;
        }
        let seats = state.seats();
        Some(MakaoSeen {
            mover,
            top: state.top(),
            open: state.obligation(),
            by: state
                .jack_owner()
                .unwrap_or(state.seating().previous(mover)),
            sizes: (0..seats).map(|s| state.hand_len(s)).collect(),
        })
    }

    /// The table with `hand` for the seat to move, the other hands only
    /// their sizes (the tips look at nothing more of them).
    fn with(&self, hand: CardBag) -> Option<State> {
        let hands = laid_out(
            &self.sizes,
            self.mover,
            hand,
            self.top,
            DeckSpec::FULL,
            |s| s,
        )?;
        let mut state = State::arrange(&hands, self.top, &[], self.mover, 0).ok()?;
        if self.open != Obligation::None {
            state.open_obligation(self.open, self.by);
        }
        Some(state)
    }
}
