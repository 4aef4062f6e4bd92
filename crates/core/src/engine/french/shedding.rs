//! [`Shedding`]: the one trait of the games on the French deck, Makao and
//! Mau-Mau. What everything above the engines needs of such a game — the
//! judge replaying turns, the tips and the strong computer players, the
//! play API, the whole-game checks — is said here once, as a few required
//! items each game gives and many provided ones that follow from them (as
//! shakmaty's `Position`: a variant says only what differs).

use std::fmt;
use std::hash::Hash;

use rand::Rng;
use serde::Serialize;

use super::action::Action;
use super::bag::CardBag;
use super::card::{Card, Choice};
use super::piles::DeckSpec;
use super::report::{CardReason, TableReport};
use super::strong::belief::Belief;
use super::table::Hand;
use super::tabletop::Tabletop;
use crate::content::GameId;
use crate::engine::{Position, RuleRef, Seat};
use crate::i18n::Worded;

/// What is said for a seat down to one card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Call {
    /// Makao's "Makao!", said by the game for every player (Stap 10).
    Makao,
    /// Mau-Mau's "Mau", the player's own to say with the card that leaves
    /// one (R-MM-MAU).
    Mau,
}

/// What a play's last card asks of its player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// Makao's jack: which value (5–10) or nothing (Stap 7).
    Value,
    /// Makao's ace (Stap 8), Mau-Mau's jack: which suit (Mau-Mau: or
    /// nothing).
    Suit,
}

/// A shedding game on the French deck.
pub trait Shedding: Position<Action = Action<Self::Play>, Illegal: Worded> + Clone {
    /// One play of the game: its cards and any choice.
    type Play: Copy + Eq + Hash + fmt::Display + fmt::Debug;
    /// Why a card may or may not start a play, as the judge says it.
    type Reason: CardReason;
    /// The table as everyone sees it when a turn begins (top card, what is
    /// open, who moves, the hand sizes, the direction): with a hand for the
    /// seat to move, enough to say what the tips would play there.
    type Seen: Clone + fmt::Debug + PartialEq + Eq + std::hash::Hash;

    /// Which game it is.
    const GAME: GameId;
    /// The most cards one play may hold.
    const MOST: usize;
    /// What is called for a seat down to one card.
    const CALL: Call;
    /// The rule that ends the game and scores it.
    const END: RuleRef;
    /// The rule a forgotten call breaks, where forgetting costs cards.
    const CALL_RULE: Option<RuleRef>;
    /// The rules of drawing a card, taking a penalty, sitting out a wait.
    const DRAW_RULE: RuleRef;
    const TAKE_RULE: RuleRef;
    const WAIT_RULE: RuleRef;
    /// The rule an illegal turn the judge replays cites if its refusal
    /// names none.
    const UNCITED: RuleRef;
    /// How this game's strong seats weigh what they read (measured per
    /// game by `bench/strong.sh`).
    const BELIEF: Belief;
    /// The cards the tips keep after a draw even when they could lay them
    /// (each game's `policy::KEPT_AFTER_DRAW`, where a test ties it to the
    /// tips' scoring), as a mask: a seat that keeps such a card shows
    /// nothing.
    const KEPT_BY_TIPS: u64;

    // -- Plays -------------------------------------------------------------

    /// A play of `cards` in this order with `choice` after the last one and
    /// the announcement; `None` where the game has no such play (Mau-Mau
    /// lays one card at a time).
    fn play_of(cards: &[Card], choice: Option<Choice>, mau: bool) -> Option<Self::Play>;

    /// The cards of a play, in the order laid.
    fn cards_of(play: &Self::Play) -> Vec<Card>;

    /// The choice after a play's last card.
    fn choice_of(play: &Self::Play) -> Option<Choice>;

    /// Whether a play announces "Mau".
    fn mau_of(play: &Self::Play) -> bool {
        let _ = play;
        false
    }

    /// What a play ending in `card` asks: Makao's jack a value, its ace a
    /// suit, Mau-Mau's jack a suit.
    fn asks(card: Card) -> Option<Ask>;

    /// The first card of a play: the one that has to fit.
    fn first(play: &Self::Play) -> Card;

    // -- The table ---------------------------------------------------------

    /// Seats, hands, piles and counts, as both games keep them.
    fn tabletop(&self) -> &Tabletop;

    fn tabletop_mut(&mut self) -> &mut Tabletop;

    /// The table as the judge reports it (hand sizes, never cards).
    fn report(&self) -> TableReport;

    /// The deck the game is played with.
    fn deck(&self) -> DeckSpec {
        self.tabletop().deck
    }

    /// Completed turns.
    fn turns(&self) -> u32 {
        self.tabletop().turns
    }

    /// Actions applied.
    fn moves(&self) -> u32 {
        self.tabletop().moves
    }

    /// The seat a refused action is charged to.
    fn acting_seat(&self) -> Seat;

    /// Whether a refusal says that a replayed turn cannot be judged at all
    /// rather than that it breaks a rule: then what was expected of the
    /// turn written by `player` instead (the judge's exit 2). None by
    /// default.
    fn malformed(refusal: &Self::Illegal, player: Seat) -> Option<String> {
        let _ = (refusal, player);
        None
    }

    /// Why `card` may or may not start a play for the seat to move.
    fn start(&self, card: Card) -> Self::Reason;

    /// Whether the player to move has not yet begun their turn: the moment
    /// the judge's legal form describes.
    fn at_turn_start(&self) -> bool;

    /// Whether the game is between a draw and what follows it (then a play
    /// must be the drawn card, or the turn ends with `keep`).
    fn after_draw(&self) -> bool;

    /// The card just drawn by the seat to move, when it is known.
    fn drawn_card(&self) -> Option<Card>;

    /// Whether the seat to move has taken a penalty and may still play
    /// (Mau-Mau: one card on the 7) or end the turn.
    fn after_take(&self) -> bool {
        false
    }

    /// Whether the seat to move laid an ace and owes a follow-up card.
    fn follow_up(&self) -> bool {
        false
    }

    /// Calls forgotten so far (each drew the penalty).
    fn forgotten(&self) -> u32 {
        0
    }

    /// Makao's jack: the seat whose turn ends its demand's round.
    fn demand_until(&self) -> Option<Seat> {
        None
    }

    /// The winner's points: 10 per card the others still hold.
    fn points(&self) -> u32 {
        let Some(winner) = self.winner() else {
            return 0;
        };
        let left: usize = (0..self.seats())
            .filter(|&s| s != winner)
            .map(|s| self.hand_size(s))
            .sum();
        10 * left as u32
    }

    /// Cards in the draw pile and in the discard pile (the top card
    /// included).
    fn pile_counts(&self) -> (usize, usize) {
        let piles = &self.tabletop().piles;
        (piles.draw_len(), piles.discard_len())
    }

    /// Cards in `seat`'s hand.
    fn hand_size(&self, seat: Seat) -> usize {
        self.tabletop().hand_len(seat)
    }

    /// The cards `seat` holds, in suit and rank order (none for a counted
    /// hand).
    fn cards(&self, seat: Seat) -> Vec<Card> {
        let mut cards: Vec<Card> = match self.tabletop().hands.get(seat) {
            Some(Hand::Known(bag)) => bag.iter().collect(),
            _ => Vec::new(),
        };
        cards.sort_by_key(|c| (c.suit().index(), c.rank().index()));
        cards
    }

    /// The face-up top card (a dealt game always has one).
    fn top(&self) -> Card {
        let top = self.tabletop().piles.top();
        top.unwrap_or(Card::new(super::Rank::Two, super::Suit::Clubs))
    }

    // -- The tips ----------------------------------------------------------

    /// How much the game's tips like `action`; higher is better.
    fn tips_score(&self, action: Self::Action) -> i32;

    // -- What the strong player reads ---------------------------------------

    /// What everyone sees now, if the seat to move is at the start of its
    /// turn (not after a draw, a take or an ace).
    fn seen(&self) -> Option<Self::Seen>;

    /// What the tips would do at `seen` holding `hand`, or `None` when no
    /// table with that hand can be laid out (too many of a card).
    fn tips_at(
        seen: &Self::Seen,
        hand: CardBag,
        legal: &mut Vec<Self::Action>,
    ) -> Option<Self::Action>;

    /// Whether `card` may start a play for the seat to move as the table
    /// stands (top card, what is open): the same whatever it holds.
    fn may_start(&self, card: Card) -> bool {
        self.start(card).allows()
    }

    /// Every card that may start a play now, as a mask: what a seat that
    /// passes here shows it lacks.
    fn startable(&self) -> u64 {
        Card::all()
            .filter(|&c| self.may_start(c))
            .fold(0, |m, c| m | c.bit())
    }

    /// The cards `seat` holds. Only ever asked of a guess: no seat reads
    /// another's real hand.
    fn held(&self, seat: Seat) -> CardBag {
        match self.tabletop().hands.get(seat) {
            Some(Hand::Known(bag)) => *bag,
            _ => CardBag::EMPTY,
        }
    }

    /// The cards `action` lays face up.
    fn laid(action: Self::Action) -> CardBag {
        match action {
            Action::Play(p) => Self::cards_of(&p).into_iter().collect(),
            _ => CardBag::EMPTY,
        }
    }

    /// The position dealt anew as `seat` might believe it is: its own cards
    /// and everything face up kept, the cards it cannot see shuffled among
    /// the other hands and the draw pile.
    fn determinize<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self {
        self.determinize_with(seat, rng, |_, _| Vec::new())
    }

    /// The same with the other hands chosen by `deal`: given the cards
    /// `seat` cannot see (in a fixed order), a hand per seat (`seat`'s own
    /// ignored, one that does not fit dealt at random); the cards left
    /// make the draw pile, shuffled.
    fn determinize_with<R: Rng + ?Sized>(
        &self,
        seat: Seat,
        rng: &mut R,
        deal: impl FnOnce(&[Card], &mut R) -> Vec<CardBag>,
    ) -> Self {
        let mut copy = self.clone();
        copy.tabletop_mut().redeal_hidden_with(seat, rng, deal);
        copy
    }

    /// The cards `seat` cannot see (the other hands and the draw pile), as
    /// a set: every card but its hand and what lies face up.
    fn unseen(&self, seat: Seat) -> CardBag {
        self.tabletop().hidden_from(seat)
    }
}

/// Hands of `sizes` for a table laid out again: `hand` for `mover`, the
/// others filled from what `deck` has left beside it and `top`; seat `s`
/// goes to place `place(s)`. `None` if the deck cannot fill them.
pub(crate) fn laid_out(
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
