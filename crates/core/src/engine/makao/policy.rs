//! Computer players.
//!
//! - [`Policy::Random`]: uniform over every legal action, voluntary draws
//!   and keeping a drawn card included.
//! - [`Policy::Tips`]: follows the source's tips (MA-23): keep a queen for
//!   when nothing else fits; attack a player who has 1 or 2 cards left; with
//!   an ace name the suit held most; with a jack demand the value held most.
//!   Beyond the tips it sheds as many cards as it can and prefers a last
//!   card whose suit it can follow. It scores every legal action and takes
//!   the best, the first listed on a tie, so it is deterministic.

use super::action::{Action, Play};
use super::fit::{KING_OF_SPADES, attack_value};
use super::state::State;
use crate::engine::Seat;
use crate::engine::french::policy::score_tips;
use crate::engine::french::{CardBag, Choice, Hand, Rank};

pub use crate::engine::french::Policy;

/// How much the tips like `action` for the seat to move.
pub(crate) fn tips_score(state: &State, action: Action) -> i32 {
    score_tips(state, action, |me, play| play_score(state, me, play))
}

/// The cards the tips keep after a draw even when they may lay them: the
/// queens (the tip keeps her for when nothing else fits). A seat that
/// keeps one shows nothing of its hand; the strong player's reading needs
/// this.
pub const KEPT_AFTER_DRAW: u64 = Rank::Queen.mask();

/// How much the tips like `me` laying `play`; higher is better, and 0 is
/// keeping a drawn card instead: that beats laying a drawn queen (keep her
/// for later) and loses to laying anything else.
fn play_score(state: &State, me: Seat, play: Play) -> i32 {
    let hand = match state.hand(me) {
        Some(Hand::Known(bag)) => *bag,
        _ => CardBag::EMPTY,
    };
    let mut rest = hand;
    for &card in play.cards() {
        rest.remove(card);
    }
    if state.hand_len(me) <= play.len() {
        return 100_000; // Going out wins.
    }
    let mut score = 100 * play.len() as i32;
    if play.rank() == Rank::Queen {
        // Tip: keep a queen; she fits when nothing else does.
        score -= 250;
    }
    // A last card whose suit I can follow next time.
    score += 10 * rest.suit_count(play.last().suit()) as i32;
    let seating = state.seating();
    if attack_value(play.first()).is_some() {
        // Tip: attack a player who is down to 1 or 2 cards.
        let target = if play.last() == KING_OF_SPADES {
            seating.previous(me)
        } else {
            seating.next(me)
        };
        if state.hand_len(target) <= 2 {
            score += 300;
        }
    }
    if play.rank() == Rank::Four && state.hand_len(seating.next(me)) <= 2 {
        score += 200;
    }
    match play.choice() {
        // Tip: name the suit held most.
        Some(Choice::Suit(suit)) => score += 20 * rest.suit_count(suit) as i32,
        // Tip: demand the value held most; "nothing" when none is held.
        Some(Choice::Value(v)) => score += 40 * rest.rank_count(v) as i32,
        Some(Choice::Nothing) => score += 20,
        None => {}
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Position;
    use crate::engine::french::Card;
    use crate::engine::french::policy::{hands_of, tips_choice};

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn choose(hands: &[&[&str]], top: &str) -> Action {
        let state = State::arrange(&hands_of(hands), c(top), &[], 0, 1).unwrap();
        tips_choice(&state, &mut Vec::new()).unwrap()
    }

    #[test]
    fn tips_keep_a_drawn_card_only_if_it_is_kept_after_draw() {
        // Nothing fits the 10♥; the drawn card decides.
        for (drawn, kept) in [("Qh", true), ("Qs", true), ("9h", false), ("10s", false)] {
            let mut state = State::arrange(
                &hands_of(&[&["9s", "5c"], &["6d", "7d"]]),
                c("10h"),
                &[c(drawn)],
                0,
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
    fn ma_23_tips_keep_the_queen_and_name_the_suit_held_most() {
        // A heart fits; the queen is kept.
        assert_eq!(
            choose(&[&["Qs", "9h", "5c"], &["6d", "7d"]], "10h").to_string(),
            "9h"
        );
        // Nothing but the queen fits: she goes rather than a draw.
        assert_eq!(
            choose(&[&["Qs", "5c"], &["6d", "7d"]], "10h").to_string(),
            "Qs"
        );
        // The ace names clubs, the suit held most.
        assert_eq!(
            choose(&[&["Ah", "5c", "9c", "2d"], &["6d", "7d"]], "10h").to_string(),
            "Ah>c"
        );
        // The jack demands the value held most.
        assert_eq!(
            choose(&[&["Jh", "8c", "8d", "5s"], &["6d", "7d"]], "10h").to_string(),
            "Jh>8"
        );
    }

    #[test]
    fn ma_23_tips_attack_a_player_with_one_or_two_cards() {
        // P2 holds 2 cards: the 2 goes before the plain 9.
        assert_eq!(
            choose(
                &[&["2h", "9h", "5c"], &["6d", "7d"], &["5d", "6s", "7s"]],
                "10h"
            )
            .to_string(),
            "2h"
        );
        assert_eq!("TIPS".parse::<Policy>(), Ok(Policy::Tips));
        assert!("best".parse::<Policy>().is_err());
    }
}
