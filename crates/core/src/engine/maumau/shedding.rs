//! Mau-Mau as a [`Shedding`] game: what the judge, the computer players
//! and the play API need of it, in one place.

use super::action::{Action, IllegalMove, Play};
use super::fit::{Obligation, Reason};
use super::rules;
use super::state::{Stage, State};
use super::{Rules, start_reason};
use crate::content::GameId;
use crate::engine::french::policy::tips_choice;
use crate::engine::french::shedding::{Ask, Call, Shedding, laid_out};
use crate::engine::french::strong::belief::Belief;
use crate::engine::french::tabletop::Tabletop;
use crate::engine::french::{Card, CardBag, Choice, CommonRefusal, DeckSpec, Rank, TableReport};
use crate::engine::{Position, RuleRef, Seat};

impl Shedding for State {
    type Play = Play;
    type Reason = Reason;
    type Seen = MauMauSeen;

    const GAME: GameId = GameId::MauMau;
    const MOST: usize = 1;
    const CALL: Call = Call::Mau;
    const END: RuleRef = rules::END;
    const CALL_RULE: Option<RuleRef> = Some(rules::MAU);
    const DRAW_RULE: RuleRef = rules::DRAW;
    const TAKE_RULE: RuleRef = rules::SEVEN_DRAW;
    const WAIT_RULE: RuleRef = rules::EIGHT_STACK;
    const UNCITED: RuleRef = rules::MATCH;
    const BELIEF: Belief = Belief::SHARP;
    const KEPT_BY_TIPS: u64 = super::policy::KEPT_AFTER_DRAW;

    fn play_of(cards: &[Card], choice: Option<Choice>, mau: bool) -> Option<Play> {
        match cards {
            [card] => Some(Play::new(*card, choice).with_mau(mau)),
            _ => None,
        }
    }

    fn cards_of(play: &Play) -> Vec<Card> {
        vec![play.card()]
    }

    fn choice_of(play: &Play) -> Option<Choice> {
        play.choice()
    }

    fn mau_of(play: &Play) -> bool {
        play.mau()
    }

    fn asks(card: Card) -> Option<Ask> {
        (card.rank() == Rank::Jack).then_some(Ask::Suit)
    }

    fn first(play: &Play) -> Card {
        play.card()
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

    /// A turn that lays more cards than its player holds contradicts the
    /// sequence's own hand sizes: malformed input (exit 2), not an illegal
    /// turn, as in Makao.
    fn malformed(refusal: &IllegalMove, player: Seat) -> Option<String> {
        match refusal {
            IllegalMove::Common(CommonRefusal::HandTooSmall { holds, .. }) => {
                Some(crate::engine::french::judge::at_most_held(*holds, player))
            }
            _ => None,
        }
    }

    fn start(&self, card: Card) -> Reason {
        start_reason(card, self.top(), self.obligation(), self.rules())
    }

    fn at_turn_start(&self) -> bool {
        self.stage() == Stage::Start
    }

    fn after_draw(&self) -> bool {
        matches!(self.stage(), Stage::Drawn(_))
    }

    fn drawn_card(&self) -> Option<Card> {
        match self.stage() {
            Stage::Drawn(card) => card,
            _ => None,
        }
    }

    fn after_take(&self) -> bool {
        self.stage() == Stage::Took
    }

    fn follow_up(&self) -> bool {
        self.stage() == Stage::AceFollowUp
    }

    fn forgotten(&self) -> u32 {
        State::forgotten(self)
    }

    fn tips_score(&self, action: Action) -> i32 {
        super::policy::tips_score(self, action)
    }

    fn seen(&self) -> Option<MauMauSeen> {
        MauMauSeen::of(self)
    }

    fn tips_at(seen: &MauMauSeen, hand: CardBag, legal: &mut Vec<Action>) -> Option<Action> {
        tips_choice(&seen.with(hand)?, legal)
    }
}

/// What everyone sees of a Mau-Mau table when a turn begins: enough to
/// lay it out again with any hand for the seat to move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MauMauSeen {
    mover: Seat,
    top: Card,
    open: Obligation,
    rules: Rules,
    deck: DeckSpec,
    /// Play goes counter-clockwise (a queen turned it).
    reversed: bool,
    sizes: Vec<usize>,
}

impl MauMauSeen {
    /// The table now, if a turn is about to begin (not after a draw, a
    /// take or an ace).
    fn of(state: &State) -> Option<MauMauSeen> {
        let mover = state.to_move()?;
        if state.stage() != Stage::Start {
            return None;
        }
        let seats = state.seats();
        Some(MauMauSeen {
            mover,
            top: state.top(),
            open: state.obligation(),
            rules: *state.rules(),
            deck: state.deck(),
            reversed: state.seating().next(mover) != (mover + 1) % seats,
            sizes: (0..seats).map(|s| state.hand_len(s)).collect(),
        })
    }

    /// The table with `hand` for the seat to move, the other hands only
    /// their sizes. A layout always plays clockwise, so a reversed table
    /// is laid out mirrored: the seat after the mover is then the one
    /// before it, as play goes.
    fn with(&self, hand: CardBag) -> Option<State> {
        let n = self.sizes.len();
        let reversed = self.reversed;
        let place = |s: Seat| if reversed { (n - s) % n } else { s };
        let hands = laid_out(&self.sizes, self.mover, hand, self.top, self.deck, place)?;
        let mut state =
            State::arrange(&hands, self.top, &[], place(self.mover), &self.rules, 0).ok()?;
        state.open_obligation(self.open);
        Some(state)
    }
}
