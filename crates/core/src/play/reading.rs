//! What the strong computer players read from the table of a shedding
//! game: the tips' choices a seat would make with any hand, the table laid
//! out again with guessed hands (see `policy::Reading`).

use crate::engine::french::policy::Reading;
use crate::engine::french::policy::infer::Belief;
use crate::engine::french::{Action, Card, CardBag, DeckSpec};
use crate::engine::{Position, Seat, makao, maumau};

use super::shedding::Shedding;

/// The strong player's reading of the table, from what [`Shedding`] says;
/// `$seen` is the game's own (see [`MakaoSeen`], [`MauMauSeen`]), `$kept`
/// the cards its tips keep after a draw (its `policy::KEPT_AFTER_DRAW`),
/// `$laid` the cards of one play, `$belief` how firmly its strong seats
/// believe what they read.
macro_rules! reading_of_shedding {
    ($state:ty, $seen:ty, $kept:expr, $laid:expr, $belief:expr) => {
        impl Reading for $state {
            type Seen = $seen;
            const BELIEF: Belief = $belief;
            const KEPT_BY_TIPS: u64 = $kept;

            fn may_start(&self, card: Card) -> bool {
                self.start(card).0
            }

            fn held(&self, seat: Seat) -> CardBag {
                match self.hand(seat) {
                    Some(crate::engine::french::Hand::Known(bag)) => *bag,
                    _ => CardBag::EMPTY,
                }
            }

            fn laid(action: Self::Action) -> CardBag {
                match action {
                    Action::Play(p) => $laid(p),
                    _ => CardBag::EMPTY,
                }
            }

            fn seen(&self) -> Option<$seen> {
                <$seen>::of(self)
            }

            fn tips_at(
                seen: &$seen,
                hand: CardBag,
                legal: &mut Vec<Self::Action>,
            ) -> Option<Self::Action> {
                crate::engine::french::policy::tips_choice(&seen.with(hand)?, legal)
            }
        }
    };
}

reading_of_shedding!(
    makao::State,
    MakaoSeen,
    makao::policy::KEPT_AFTER_DRAW,
    |p: makao::Play| p.cards().iter().copied().collect(),
    // The sharper setting brought Makao's guesses no nearer the hands.
    // These 300 particles are too sure of themselves (strong_bench's
    // calibration); 1,000 with 10 swaps are not, but have not yet been
    // shown to win more (36.0 % against 35.3 % on 1,000 paired seeds).
    Belief::DEFAULT
);
reading_of_shedding!(
    maumau::State,
    MauMauSeen,
    maumau::policy::KEPT_AFTER_DRAW,
    |p: maumau::Play| [p.card()].into_iter().collect(),
    Belief::SHARP
);

/// What everyone sees of a Makao table when a turn begins: enough to lay
/// it out again with any hand for the seat to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MakaoSeen {
    mover: Seat,
    top: Card,
    open: makao::Obligation,
    /// Who laid the jack whose demand is open (else the seat before).
    by: Seat,
    sizes: Vec<usize>,
}

impl MakaoSeen {
    /// The table now, if a turn is about to begin (not after a draw, not
    /// for a seat sitting out).
    fn of(state: &makao::State) -> Option<MakaoSeen> {
        let mover = state.to_move()?;
        if state.drawn_card().is_some() || state.waiting(mover) > 0 {
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
    fn with(&self, hand: CardBag) -> Option<makao::State> {
        let hands = laid_out(
            &self.sizes,
            self.mover,
            hand,
            self.top,
            DeckSpec::FULL,
            |s| s,
        )?;
        let mut state = makao::State::arrange(&hands, self.top, &[], self.mover, 0).ok()?;
        if self.open != makao::Obligation::None {
            state.open_obligation(self.open, self.by);
        }
        Some(state)
    }
}

/// What everyone sees of a Mau-Mau table when a turn begins: enough to
/// lay it out again with any hand for the seat to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MauMauSeen {
    mover: Seat,
    top: Card,
    open: maumau::Obligation,
    rules: maumau::HouseRules,
    deck: DeckSpec,
    /// Play goes counter-clockwise (a queen turned it).
    reversed: bool,
    sizes: Vec<usize>,
}

impl MauMauSeen {
    /// The table now, if a turn is about to begin (not after a draw, a
    /// take or an ace).
    fn of(state: &maumau::State) -> Option<MauMauSeen> {
        let mover = state.to_move()?;
        if state.stage() != maumau::Stage::Start {
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
    fn with(&self, hand: CardBag) -> Option<maumau::State> {
        let n = self.sizes.len();
        let reversed = self.reversed;
        let place = |s: Seat| if reversed { (n - s) % n } else { s };
        let hands = laid_out(&self.sizes, self.mover, hand, self.top, self.deck, place)?;
        let mut state =
            maumau::State::arrange(&hands, self.top, &[], place(self.mover), &self.rules, 0)
                .ok()?;
        state.open_obligation(self.open);
        Some(state)
    }
}

/// Hands of `sizes` for a table laid out again: `hand` for `mover`, the
/// others filled from what `deck` has left beside it and `top`; seat `s`
/// goes to place `place(s)`. `None` if the deck cannot fill them.
fn laid_out(
    sizes: &[usize],
    mover: Seat,
    hand: CardBag,
    top: Card,
    deck: DeckSpec,
    place: impl Fn(Seat) -> Seat,
) -> Option<Vec<Vec<Card>>> {
    let mut used = hand;
    used.insert(top);
    let mut spare = deck.cards().into_iter().filter(|&c| !used.remove(c));
    let mut hands = vec![Vec::new(); sizes.len()];
    for (s, &size) in sizes.iter().enumerate() {
        let cards = if s == mover {
            hand.iter().collect()
        } else {
            let cards: Vec<Card> = spare.by_ref().take(size).collect();
            if cards.len() < size {
                return None;
            }
            cards
        };
        *hands.get_mut(place(s))? = cards;
    }
    Some(hands)
}
