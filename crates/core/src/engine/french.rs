//! The French-deck core shared by Makao and Mau-Mau.
//!
//! Both games are shedding games with French cards, a draw pile and a
//! discard pile, seats around a table, and obligations left open for the
//! next player (a penalty, a wait or skip, a demanded value or suit). What
//! the games share lives here once; each game's module holds only its own
//! rules (which cards are special, what fits, who moves next):
//!
//! - [`action`]: [`Action`], the five kinds of action of both games,
//!   generic over the game's play; [`RuleText`], how messages cite a rule.
//! - [`card`]: [`Suit`], [`Rank`], [`Card`] (notation `10h`, `qs`, `K♠`),
//!   [`Choice`] (the `>` suffix: `Jd>9`, `Ac>h`, `Jc>-`), [`RankSet`].
//! - [`bag`]: [`CardBag`], a multiset of cards (hands; copy checks).
//! - [`piles`]: [`DeckSpec`] (ranks × decks: Makao one 52-card deck,
//!   Mau-Mau one 32-card deck per four players) and [`Piles`], draw and
//!   discard pile with the reshuffle of all but the top card and the "both
//!   empty: draw what there is, the rest is forgiven" rule.
//! - [`table`]: [`Seating`] with [`Direction`], [`Hand`] (known cards, or
//!   only a count for the judge's sequences), [`Open`] (the open-obligation
//!   record `{penalty, wait, demand_value, demand_suit}`), [`PlayerName`].
//! - `tabletop`: the table of one game as both engines keep it (seats,
//!   hands, piles, whose turn, the counts) and how cards move on it: laid,
//!   drawn, taken, laid out by hand, or counted for the judge.
//! - [`notation`]: card lists and TURN tokens of the judge language, and
//!   [`InputError`] (token, expected, message; exit 2).
//! - [`judge`]: the judge's procedure for a sequence ([`HandSizes`],
//!   [`read_turns`], [`replay`] on a [`Replay`] position) and its shared
//!   refusals.
//! - [`policy`]: the computer players ([`Policy`]; each game scores its
//!   own tips, `Shedding::tips_score`).
//! - [`batch`]: the loop of the simulations and the strong player's
//!   play-outs ([`playout::play_out`], [`playout::play_batch`]), which applies
//!   the chosen (listed) actions without checking them again.
//! - [`report`]: the judge's answers in JUDGE.md's JSON shapes:
//!   [`LegalVerdict`], [`TableReport`], [`IllegalTurn`], [`SequenceError`].

pub mod action;
pub mod bag;
pub mod card;
pub mod judge;
pub mod notation;
pub mod piles;
pub(crate) mod playout;
pub mod policy;
pub mod refusal;
pub mod report;
pub mod shedding;
pub mod strong;
pub mod table;
pub(crate) mod tabletop;

pub use action::{Action, RuleText};
pub use bag::{CardBag, Cards};
pub use card::{Card, Choice, ParseCardError, Rank, RankSet, Suit, Symbolic};
pub use judge::{HandSizes, read_turns, replay};
pub use notation::{TurnToken, parse_card, parse_cards, split_turns, tokenize_turn};
pub use piles::{DeckSpec, Piles};
pub use policy::{Policy, PolicyWins};
pub use refusal::CommonRefusal;
pub use report::{
    Also, CardReason, IllegalTurn, LegalVerdict, SequenceError, TableReport, rule_id,
};
pub use shedding::{Ask, Call, Shedding};
pub use table::{Direction, Hand, Open, PlayerName, Seating};
