//! The play API every front end uses: [`Action`]s in, [`Event`]s and a
//! seat's [`View`] out, all as data. The line front end, the full-screen
//! table, `rulecard play --json` and the web page are clients of it; none
//! of them asks an engine anything directly.
//!
//! An event is addressed to who may see it ([`Event::to`]): a card drawn
//! is named to its owner only, everyone else hears that a card was drawn.
//! A view holds what one seat may know and no more (R-MK-HIDDEN: Ninja
//! cards stay face down).

use serde::{Deserialize, Serialize, Serializer};

use crate::content::GameId;
use crate::engine::french::{self, Choice, Direction, Open};
pub use crate::engine::french::{Ask, Call};
use crate::engine::makatsu::{self, PlayKind, RoundVerdict};
use crate::engine::{RuleRef, Seat};
use crate::i18n::Message;

/// A card of either deck: Makao's and Mau-Mau's French cards, Meister
/// Makatsu's coloured ones.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Card {
    French(french::Card),
    Makatsu(makatsu::Card),
}

impl std::fmt::Display for Card {
    /// The notation's code: `10h`, `Qs`, `B6`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Card::French(c) => c.fmt(f),
            Card::Makatsu(c) => c.fmt(f),
        }
    }
}

impl Serialize for Card {
    /// As its code, `"10h"`, `"B6"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// What a seat does at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Lays one card: it goes on the pile at once. In Makao further cards
    /// of its value may follow one by one, in any order, until
    /// [`Action::EndTurn`] (Stap 3); in Mau-Mau it is the turn's card; in
    /// Meister Makatsu the round's first or second card.
    Lay(Card),
    /// Lays these cards in this order, with the choice after the last one
    /// and (Mau-Mau) the announcement: the whole play at once, as line
    /// mode and the judge write it (`9h 9c`, `Jh>7`, `9h mau`).
    Play {
        cards: Vec<Card>,
        choice: Option<Choice>,
        mau: bool,
    },
    /// Answers the open [`Question`]: the value a jack asks for (or
    /// nothing), the suit an ace asks for or a jack wishes.
    Choose(Choice),
    /// Draws a card ("Pak", Stap 4).
    Draw,
    /// Keeps the drawn card (or, after taking a penalty, plays nothing
    /// more): the turn is over.
    Keep,
    /// Ends a turn of laid cards ("Einde beurt", Stap 3); after a draw or
    /// a take, the same as [`Action::Keep`].
    EndTurn,
    /// Announces "Mau" (Mau-Mau) with the card laid next.
    Mau,
    /// Takes an open penalty.
    Take,
    /// Sits out an open wait.
    Wait,
    /// Leaves the game: it ends, unfinished.
    Leave,
}

/// Who may see an event.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Audience {
    Everyone,
    /// This seat alone (its own cards).
    Seat(Seat),
}

impl Audience {
    /// Whether `seat` may see it.
    pub fn includes(self, seat: Seat) -> bool {
        match self {
            Audience::Everyone => true,
            Audience::Seat(s) => s == seat,
        }
    }
}

impl Serialize for Audience {
    /// `"everyone"`, or the seat's number.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Audience::Everyone => serializer.serialize_str("everyone"),
            Audience::Seat(s) => serializer.serialize_u64(*s as u64),
        }
    }
}

/// One thing that happened at the table, addressed to who may see it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Event {
    pub to: Audience,
    #[serde(flatten)]
    pub what: Happening,
}

impl Event {
    pub fn public(what: Happening) -> Event {
        Event {
            to: Audience::Everyone,
            what,
        }
    }

    pub fn private(seat: Seat, what: Happening) -> Event {
        Event {
            to: Audience::Seat(seat),
            what,
        }
    }
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Happening {
    /// The cards are dealt: how many each seat holds, what lies face up,
    /// who begins.
    Dealt {
        hand_sizes: Vec<usize>,
        top: Option<Card>,
        first: Seat,
    },
    /// These cards went on the pile (Meister Makatsu: face up on the
    /// table, as the round's first or second card), with the choice made
    /// after the last one.
    Laid {
        seat: Seat,
        cards: Vec<Card>,
        #[serde(skip_serializing_if = "Option::is_none")]
        choice: Option<Choice>,
        #[serde(skip_serializing_if = "Option::is_none")]
        kind: Option<PlayKind>,
    },
    /// A value is asked for (Makao's jack: a whole round, `last` the seat
    /// that ends it; a second jack starts the round again) or a suit (an
    /// ace, Mau-Mau's jack).
    Demand {
        by: Seat,
        choice: Choice,
        #[serde(skip_serializing_if = "Option::is_none")]
        last: Option<Seat>,
        /// A jack asked for the value already asked for: a new round.
        again: bool,
    },
    /// The jack asked for nothing ("Niets"), or wished nothing.
    NoDemand { by: Seat },
    /// `seat` must take `cards` cards, or pass the attack on.
    MustTake { seat: Seat, cards: u32 },
    /// `seat` must sit out `turns` turns, or pass the wait on.
    MustWait { seat: Seat, turns: u32 },
    /// `seat`'s turn passed without them (an 8, a wait).
    SatOut { seat: Seat },
    /// The direction of play turned.
    Turned { direction: Direction },
    /// An ace wants a follow-up card from the same seat (Mau-Mau).
    FollowUp { seat: Seat },
    /// `seat` is down to one card: "Makao!", said by the game for every
    /// player (Stap 10), or "Mau", announced by the player.
    OneCard { seat: Seat, call: Call },
    /// `seat` drew `count` cards (a draw, a penalty, a forgotten "Mau").
    Drew { seat: Seat, count: u32 },
    /// The cards `seat` drew, named to that seat alone.
    Got { seat: Seat, cards: Vec<Card> },
    /// `seat` took an open penalty of `count` cards.
    Took { seat: Seat, count: u32 },
    /// `seat` kept the drawn card: the turn is over.
    Kept { seat: Seat },
    /// `seat` sat out an open wait.
    Waited { seat: Seat },
    /// `seat` ended their turn without the announcement and drew the
    /// penalty (Mau-Mau).
    Forgot {
        seat: Seat,
        cards: u32,
        rule: RuleRef,
    },
    /// The discard pile (all but its top card) was shuffled into a new
    /// draw pile.
    Reshuffled { cards: usize },
    /// A round of Meister Makatsu was scored.
    Scored { verdict: Box<RoundVerdict> },
    /// A new pass of Meister Makatsu begins: its number and chip value.
    NewPass { pass: u8, chip_value: u32 },
    /// A seat left: the game ends unfinished.
    Left { seat: Seat },
    /// The game is over.
    Over(Over),
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Over {
    /// The winner; `None` for a game stopped without one (a seat left, or
    /// the turn limit).
    pub winner: Option<Seat>,
    /// Each seat's score: the winner's points in Makao and Mau-Mau (10 per
    /// card the others hold; the others 0), minus points in Meister
    /// Makatsu.
    pub scores: Vec<u32>,
    /// What the winner scores (Makao, Mau-Mau) or holds (Meister Makatsu).
    pub points: u32,
    /// Turns played.
    pub turns: u32,
    /// The rule that decided.
    pub rule: RuleRef,
    /// Whether the game reached its end (not left, not stopped at the turn
    /// limit): only such a game counts as won or lost.
    pub finished: bool,
    /// Whether the scores are minus points, the fewest winning (Meister
    /// Makatsu), rather than the winner's points.
    pub minus: bool,
    /// Meister Makatsu: the winner shared the fewest minus points and won
    /// by holding Meister Makatsu (R-MK-END).
    pub by_meister: bool,
}

/// Why an action was not taken: as data, worded by the front end. A
/// refusal changes nothing at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "refusal", rename_all = "snake_case")]
pub enum Refusal {
    /// It is not this seat's turn.
    NotYourTurn { to_move: Option<Seat> },
    /// Not a move at all (line mode: what was typed).
    NotAMove { input: String },
    /// A card the seat does not hold.
    NotHeld { card: String, rule: Option<RuleRef> },
    /// The card may not start a play now: the engine's reason and rule.
    CannotStart {
        card: String,
        #[serde(skip)]
        reason: Message,
        rule: RuleRef,
    },
    /// The card may not follow the cards laid this turn (only cards of
    /// their value may, Stap 3).
    CannotFollow { card: String, rule: RuleRef },
    /// The play as a whole breaks a rule: the engine's reason.
    Illegal {
        #[serde(skip)]
        reason: Message,
        rule: Option<RuleRef>,
    },
    /// The card may start a play, but not as written: what may be done
    /// with it.
    WithCard { card: String, options: Vec<String> },
    /// Something (draw, take, …) that is not open now: what is.
    WordClosed { word: String, options: Vec<String> },
    /// The play needs an answer first: the open question.
    Question { question: Question },
    /// Nothing was laid this turn to end it with.
    NothingLaid,
}

impl Refusal {
    /// The rule the refusal rests on, for the re-reading list.
    pub fn rule(&self) -> Option<RuleRef> {
        match self {
            Refusal::CannotStart { rule, .. } | Refusal::CannotFollow { rule, .. } => Some(*rule),
            Refusal::Illegal { rule, .. } | Refusal::NotHeld { rule, .. } => *rule,
            _ => None,
        }
    }
}

/// A question the seat to move must answer before its play is complete.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Question {
    pub ask: Ask,
    /// The answers the rules allow, in the order to offer them.
    pub options: Vec<Choice>,
}

/// What one seat sees of the table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub game: GameId,
    /// Whose view.
    pub seat: Seat,
    /// Whose turn it is; `None` once the game is over.
    pub to_move: Option<Seat>,
    /// Every seat in seating order (each next one to the left).
    pub seats: Vec<SeatView>,
    /// This seat's own hand; `lit` marks the cards it may lay now.
    pub hand: Vec<HandCard>,
    /// What this seat may do now (nothing when it is not its turn),
    /// grouped for display.
    pub offers: Vec<Offer>,
    /// A question to answer before the play is complete.
    pub question: Option<Question>,
    /// The game's own part of the table.
    pub table: TableView,
}

/// One seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatView {
    /// The seat's name; `None` for "you" (the front end's word).
    pub name: Option<String>,
    /// Whether a person plays it (a computer otherwise).
    pub human: bool,
    /// Cards in hand.
    pub cards: usize,
    /// Turns the seat still sits out (Makao's four).
    pub waiting: u32,
    /// "Makao!" said for it, or "Mau" announced, with one card left.
    pub call: Option<Call>,
}

/// A card of the hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandCard {
    pub card: Card,
    /// Whether it may be laid now.
    pub lit: bool,
    /// The card just drawn (it may be played or kept).
    pub drawn: bool,
}

/// Something the seat to move may do, grouped as a player reads it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "offer", rename_all = "snake_case")]
pub enum Offer {
    /// Lay cards of one value: any of `cards` may start (or, mid-turn,
    /// follow), and further ones of the same value may follow in any
    /// order, up to `most` in all; `then` the question the last one asks.
    Cards {
        cards: Vec<Card>,
        most: usize,
        then: Option<Ask>,
    },
    Draw,
    Take {
        cards: u32,
    },
    Wait {
        turns: u32,
    },
    Keep,
    EndTurn,
    Mau,
    /// Answer the open question.
    Choose {
        ask: Ask,
        options: Vec<Choice>,
    },
}

/// The game's own part of a view.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "layout", rename_all = "snake_case")]
pub enum TableView {
    /// Makao and Mau-Mau: the piles and what is open.
    Shedding {
        /// The top card of the discard pile (the last one laid this turn
        /// while a turn of several cards goes on).
        top: Card,
        draw_pile: usize,
        /// Cards on the discard pile, the top one included.
        discard_pile: usize,
        direction: Direction,
        /// What is open for the seat to move: a penalty, a wait, a value
        /// or suit asked for.
        open: OpenView,
        /// The cards laid so far in the turn going on.
        laying: Vec<Card>,
    },
    /// Meister Makatsu: the pass, the cards face up, each seat's chips.
    Makatsu(MakatsuView),
}

/// What is open, as the view shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OpenView {
    pub penalty: u32,
    pub wait: u32,
    pub demand_value: Option<french::Rank>,
    pub demand_suit: Option<french::Suit>,
    /// Makao's jack: the seat whose turn ends the demand's round.
    pub demand_until: Option<Seat>,
}

impl OpenView {
    pub(crate) fn of(open: &Open, until: Option<Seat>) -> OpenView {
        OpenView {
            penalty: open.penalty,
            wait: open.wait,
            demand_value: open.demand_value,
            demand_suit: open.demand_suit,
            demand_until: until.filter(|_| open.demand_value.is_some()),
        }
    }
}

/// Meister Makatsu's table as one seat sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MakatsuView {
    /// The pass (1–3), the round in it and its rounds, a chip's worth.
    pub pass: u8,
    pub round: u8,
    pub rounds: u8,
    pub chip_value: u32,
    /// Who holds Meister Makatsu.
    pub meister: Seat,
    /// The cards face up this round, in play order.
    pub played: Vec<Placed>,
    /// Whether the seat to move lays a first or a second card.
    pub kind: PlayKind,
    /// Per seat: minus points, chips by colour and by value, face-down
    /// deck and Ninja cards (counted, never shown).
    pub seats: Vec<MakatsuSeat>,
    /// The chips left by value 1, 2, 3.
    pub supply: [u8; 3],
}

/// A card face up on the Meister Makatsu table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Placed {
    pub seat: Seat,
    pub card: Card,
    pub kind: PlayKind,
}

/// One seat's side of the Meister Makatsu table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MakatsuSeat {
    pub points: u32,
    /// Chips taken per colour (blue, yellow, purple), as the game hands
    /// them out.
    pub by_colour: [u8; 3],
    /// Chips taken per value (1, 2, 3).
    pub by_value: [u8; 3],
    pub deck: usize,
    pub ninja: usize,
}

/// Who sits at the table and how the computer players choose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seating {
    /// The people playing, by name, from seat 0; at least one. The first
    /// with no name is "you".
    pub humans: Vec<Option<String>>,
}

impl Default for Seating {
    fn default() -> Self {
        Seating { humans: vec![None] }
    }
}

/// An action as JSON carries it (`rulecard play --json`, the web page):
/// `{"lay": "9h"}`, `{"play": {"cards": ["Jh"], "choice": "7"}}`,
/// `{"choose": "h"}`, `"draw"`.
/// Cards and choices are the notation's codes; [`crate::play::Table`]
/// reads them for its game.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionText {
    Lay(String),
    Play {
        cards: Vec<String>,
        #[serde(default)]
        choice: Option<String>,
        #[serde(default)]
        mau: bool,
    },
    Choose(String),
    Draw,
    Keep,
    EndTurn,
    Mau,
    Take,
    Wait,
    Leave,
}
