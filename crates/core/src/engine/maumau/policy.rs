//! Computer players.
//!
//! - [`Policy::Random`]: uniform over every legal action, so it forgets
//!   "Mau-Mau" as often as it says it (both forms of a play are listed),
//!   and keeps a drawn card as often as it plays it.
//! - [`Policy::Tips`]: a sensible player. It always announces "Mau-Mau";
//!   keeps jacks for when nothing else fits and wishes the suit it holds
//!   most; plays a 7 or an 8 (and turns the direction with a queen) against
//!   a player who is close to going out; plays an ace when it can follow it
//!   up; sheds a card whenever it may rather than keep it, and prefers a
//!   card whose suit it can follow next time. It scores every legal action
//!   and takes the best, the first listed on a tie, so it is deterministic
//!   (it draws no random numbers at all).

use super::action::{Action, Play};
use super::fit::JACKS;
use super::state::State;
use crate::engine::Seat;
use crate::engine::french::policy::score_tips;
use crate::engine::french::{Card, CardBag, Choice, Hand, Rank};

pub use crate::engine::french::Policy;

/// How much the tips like `action` for the seat to move.
pub(crate) fn tips_score(state: &State, action: Action) -> i32 {
    score_tips(state, action, |me, play| play_score(state, me, play))
}

/// The cards the tips keep after a draw even when they may lay them: the
/// jacks (laying one scores below keeping it). A seat that keeps one
/// shows nothing of its hand; the strong player's reading needs this.
pub const KEPT_AFTER_DRAW: u64 = JACKS;

/// How much the tips like `me` laying `play`; higher is better, and 0 is
/// ending the turn instead after a draw or a take: that beats laying a jack
/// then (keep it for later) and loses to laying anything else.
fn play_score(state: &State, me: Seat, play: Play) -> i32 {
    let card = play.card();
    let hand = match state.hand(me) {
        Some(Hand::Known(bag)) => *bag,
        _ => CardBag::EMPTY,
    };
    let mut rest = hand;
    rest.remove(card);
    // Always announce: the announced form of a play outranks the other.
    let mut score = if play.mau() { 100_000 } else { 0 };
    if card.rank() != Rank::Ace && state.hand_len(me) <= 1 {
        return score + 1_000_000; // Going out wins.
    }
    score += 100;
    let seating = state.seating();
    let next = seating.next(me);
    let threatening = |seat| state.hand_len(seat) <= 2;
    match card.rank() {
        // Keep jacks for when nothing else fits; wish the suit held most.
        Rank::Jack => {
            score -= 250;
            match play.choice() {
                Some(Choice::Suit(suit)) => {
                    let jack = usize::from(rest.count(Card::new(Rank::Jack, suit)));
                    score += 20 * (rest.suit_count(suit) - jack) as i32;
                }
                _ => score -= 1,
            }
        }
        // Hit a player who is close to going out.
        Rank::Seven | Rank::Eight if threatening(next) => score += 300,
        Rank::Queen => {
            let previous = seating.previous(me);
            if threatening(next) && !threatening(previous) {
                score += 150;
            } else if threatening(previous) && !threatening(next) {
                score -= 150;
            }
        }
        // An ace sheds two cards if a follow-up is at hand, else costs a
        // draw.
        Rank::Ace => {
            let follows = rest.mask() & (card.suit().mask() | Rank::Ace.mask() | JACKS);
            score += if follows != 0 { 120 } else { -80 };
        }
        _ => {}
    }
    // A card whose suit I can follow next time.
    score += 10 * rest.suit_count(card.suit()) as i32;
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Position;
    use crate::engine::french::policy::{hands_of, tips_choice};
    use crate::engine::maumau::Rules;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn choose(hands: &[&[&str]], top: &str) -> Action {
        let state = State::arrange(&hands_of(hands), c(top), &[], 0, &Rules::SOURCE, 1).unwrap();
        tips_choice(&state, &mut Vec::new()).unwrap()
    }

    #[test]
    fn tips_keep_a_drawn_card_only_if_it_is_kept_after_draw() {
        // Nothing fits the 10♥; the drawn card decides.
        for (drawn, kept) in [("Jh", true), ("Jc", true), ("9h", false), ("10s", false)] {
            let mut state = State::arrange(
                &hands_of(&[&["9s", "Kc"], &["8d", "7d", "Qd"]]),
                c("10h"),
                &[c(drawn)],
                0,
                &Rules::SOURCE,
                1,
            )
            .unwrap();
            state.play(Action::Draw).unwrap();
            let choice = tips_choice(&state, &mut Vec::new()).unwrap();
            assert_eq!(choice == Action::Keep, kept, "drew {drawn}: {choice}");
            assert_eq!(KEPT_AFTER_DRAW & c(drawn).bit() != 0, kept, "{drawn}");
        }
    }

    #[test]
    fn tips_keep_the_jack_wish_the_suit_held_most_and_announce() {
        // A heart fits; the jack is kept.
        assert_eq!(
            choose(&[&["Js", "9h", "Kc"], &["8d", "7d", "Qd"]], "10h").to_string(),
            "9h"
        );
        // Nothing but the jack fits: it wishes clubs, the suit held most.
        assert_eq!(
            choose(&[&["Js", "Kc", "9c", "8d"], &["8s", "7s", "Qs"]], "10h").to_string(),
            "Js>c"
        );
        // Down to one card: always announced.
        assert_eq!(
            choose(&[&["9h", "Kc"], &["8s", "7s", "Qs"]], "10h").to_string(),
            "9h mau"
        );
        assert_eq!("TIPS".parse::<Policy>(), Ok(Policy::Tips));
        assert!("best".parse::<Policy>().is_err());
    }

    #[test]
    fn tips_hit_a_player_close_to_going_out() {
        assert_eq!(
            choose(
                &[&["7h", "9h", "Kc"], &["8s", "7s"], &["8c", "9c", "Qc"]],
                "10h"
            )
            .to_string(),
            "7h"
        );
    }
}
