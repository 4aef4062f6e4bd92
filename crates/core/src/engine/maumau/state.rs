//! A game of Mau-Mau behind the [`Position`] trait.
//!
//! Two kinds of state share every rule:
//!
//! - dealt games ([`State::deal`], [`State::arrange`]): known hands, a real
//!   draw pile refilled from the discard pile (R-MM-DRAW), for simulations,
//!   quiz positions and tests;
//! - counted games ([`State::counted`]): the judge's sequence form, where
//!   only hand sizes are known, the engine trusts that a player holds what
//!   they play (and that a player who draws has nothing that fits), and the
//!   draw pile never runs dry (so a card may be played only as often as the
//!   decks hold it).
//!
//! A turn (R-MM-MATCH) is one card, or a draw and perhaps the drawn card;
//! an ace keeps the turn with its player until a follow-up card or a draw
//! ([`Stage::AceFollowUp`], R-MM-ACE); a player hit by 7s takes them and
//! may then play one card on the 7 ([`Stage::Took`], R-MM-SEVEN). When the
//! turn ends, a player who began it with two or more cards and ends it with
//! one draws the Mau-Mau penalty unless they announced (R-MM-MAU), and play
//! moves to the next seat in the current direction, past a player skipped
//! by an 8 (R-MM-EIGHT, R-MM-NEXT; under `eight-stacking` the skip stays
//! open for the target to answer or accept).
//!
//! Per move nothing is allocated: hands are [`CardBag`]s, the piles keep
//! their buffers, and [`Position::legal_actions`] fills the caller's vector.
//!
//! How cards move (laying, drawing, taking, laying a table out, seating
//! counted hands) is the French-deck core's `Tabletop`, shared with
//! Makao; this file holds Mau-Mau's rules around it.
//!
//! Why one file: one state machine: `check` and `apply` share the private
//! fields and the `Stage` (ace follow-up, 7s taken, the turn's end with its
//! Mau-Mau penalty), so a rule changes in both halves in one place.
//!
//! [`CardBag`]: crate::engine::french::CardBag

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::action::{Action, IllegalMove, Play, no_mau_why};
use super::fit::{Obligation, start_reason, startable_mask};
use super::{MauMauError, Rules, check_players, decks_for};
use crate::engine::french::tabletop::{Misdeal, Tabletop};
use crate::engine::french::{
    Card, Cards, Choice, CommonRefusal, DeckSpec, Hand, Piles, Rank, Seating, Suit, TableReport,
};
use crate::engine::{Position, Seat};

/// What a top card is reported as before there is one (never in a real
/// game: every constructor lays a top card).
const NO_TOP: Card = Card::new(Rank::Seven, Suit::Clubs);
/// A jack's choices, in listing order: the four suits, then no wish.
const JACK_CHOICES: [Choice; 5] = [
    Choice::Suit(Suit::Clubs),
    Choice::Suit(Suit::Diamonds),
    Choice::Suit(Suit::Hearts),
    Choice::Suit(Suit::Spades),
    Choice::Nothing,
];

/// Bits set in a 4-bit mask (the jacks in a hand, by suit): a table, as
/// this target counts bits without an instruction.
const SUIT_COUNT: [usize; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/// Where the player to move is within their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// The turn has not begun.
    Start,
    /// The player laid an ace and must add a card that fits on it, or draw
    /// if none does (R-MM-ACE).
    AceFollowUp,
    /// The player drew one card (known, or unknown in a counted game) and
    /// may play it if it fits, or keep it (R-MM-DRAW).
    Drawn(Option<Card>),
    /// The player took the open 7s' cards and may play one card that fits
    /// on the 7, or end the turn (R-MM-SEVEN).
    Took,
}

/// A game of Mau-Mau. Two games are equal when every card, count and
/// choice is (a refused action must change nothing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    rules: Rules,
    /// Seats, hands, piles (Skat decks, one per four players), whose turn,
    /// the winner and the counts; a queen turns the direction.
    table: Tabletop,
    stage: Stage,
    open: Obligation,
    /// Cards the player to move held when their turn began (R-MM-MAU).
    turn_start: usize,
    /// Whether they announced "Mau-Mau" in this turn.
    announced: bool,
    /// Mau-Mau penalties paid.
    forgotten: u32,
}

impl State {
    /// A new game for `players` with one deck per four of them
    /// (R-MM-DECK): the cards shuffled with a generator seeded from `rng`,
    /// `rules.hand_size` dealt to each, the next card turned up with its
    /// effect not applying (R-MM-START). `first` (the seat left of the
    /// dealer) moves first, clockwise.
    pub fn deal<R: Rng + ?Sized>(
        players: usize,
        first: Seat,
        rules: &Rules,
        rng: &mut R,
    ) -> Result<State, MauMauError> {
        State::deal_with_decks(players, decks_for(players), first, rules, rng)
    }

    /// [`State::deal`] with a number of decks other than R-MM-DECK's ("unless
    /// told otherwise"); refused if they cannot deal every hand and turn up a
    /// card.
    pub fn deal_with_decks<R: Rng + ?Sized>(
        players: usize,
        decks: u8,
        first: Seat,
        rules: &Rules,
        rng: &mut R,
    ) -> Result<State, MauMauError> {
        check_players(players)?;
        let hand_size = rules.hand_size.max(1) as usize;
        let deck = DeckSpec::skat(decks.max(1));
        if players * hand_size + 1 > deck.len() {
            return Err(MauMauError::TooFewCards {
                players,
                hand_size,
                decks: deck.copies,
            });
        }
        let mut state = State::empty(players, *rules, deck, Pcg64Mcg::from_rng(rng));
        state.redeal(first, rng)?;
        Ok(state)
    }

    /// Deals a new game at the same table, reusing the buffers (simulations
    /// play millions of games).
    pub fn redeal<R: Rng + ?Sized>(&mut self, first: Seat, rng: &mut R) -> Result<(), MauMauError> {
        check_seat(first, self.seats())?;
        self.table.rng = Pcg64Mcg::from_rng(rng);
        self.table.deal(self.rules.hand_size.max(1) as usize);
        // R-MM-START: the dealer turns up the top card of the draw pile; it
        // only sets suit and value.
        let piles = &mut self.table.piles;
        if let Some(top) = piles.draw_pile_mut().pop() {
            piles.discard(top);
        }
        self.start(first, false);
        Ok(())
    }

    /// A game laid out by hand, for scenarios and quiz positions: these
    /// hands (known), this top card (its effect not applying), and a draw
    /// pile that yields `draw_first` in that order, followed by every card
    /// of the decks (R-MM-DECK for this many players) not named anywhere,
    /// shuffled with `seed`. `first` moves first, clockwise; nothing is
    /// open.
    pub fn arrange<H: AsRef<[Card]>>(
        hands: &[H],
        top: Card,
        draw_first: &[Card],
        first: Seat,
        rules: &Rules,
        seed: u64,
    ) -> Result<State, MauMauError> {
        let players = hands.len();
        check_players(players)?;
        check_seat(first, players)?;
        let deck = DeckSpec::skat(decks_for(players));
        let mut state = State::empty(players, *rules, deck, Pcg64Mcg::seed_from_u64(seed));
        state
            .table
            .lay_out(hands, top, draw_first)
            .map_err(|e| match e {
                Misdeal::EmptyHand(seat) => MauMauError::EmptyHand { seat },
                Misdeal::Excess(card) => MauMauError::TooManyCopies {
                    card,
                    decks: deck.copies,
                },
            })?;
        state.start(first, false);
        Ok(state)
    }

    /// The judge's sequence form: `hand_sizes` (one per player, each at
    /// least 1), `top` face up with its effect not applying, P1 (seat 0)
    /// first, clockwise, nothing open, one deck per four players.
    pub fn counted(hand_sizes: &[u32], top: Card, rules: &Rules) -> Result<State, MauMauError> {
        let players = hand_sizes.len();
        check_players(players)?;
        let deck = DeckSpec::skat(decks_for(players));
        let mut state = State::empty(players, *rules, deck, Pcg64Mcg::seed_from_u64(0));
        let total = state
            .table
            .count_hands(hand_sizes, top)
            .map_err(|seat| MauMauError::EmptyHand { seat })?;
        if total > deck.len() {
            return Err(MauMauError::TooManyCards {
                cards: total,
                decks: deck.copies,
            });
        }
        if !deck.has(top) {
            return Err(MauMauError::TooManyCopies {
                card: top,
                decks: deck.copies,
            });
        }
        state.start(0, true);
        Ok(state)
    }

    /// Opens an obligation, as if the top card had just been laid with that
    /// effect: for describing a position in the middle of a game (quiz,
    /// judge tests). An open [`Obligation::Skip`] without `eight-stacking`
    /// leaves the player only [`Action::Wait`], as the judge's legal form
    /// describes a skipped player.
    pub fn open_obligation(&mut self, open: Obligation) {
        self.open = open;
    }

    fn empty(players: usize, rules: Rules, deck: DeckSpec, rng: Pcg64Mcg) -> State {
        State {
            rules,
            table: Tabletop::new(players, deck, rng),
            stage: Stage::Start,
            open: Obligation::None,
            turn_start: 0,
            announced: false,
            forgotten: 0,
        }
    }

    fn start(&mut self, first: Seat, counted: bool) {
        self.table.reset(first, counted);
        self.stage = Stage::Start;
        self.open = Obligation::None;
        self.turn_start = self.hand_len(first);
        self.announced = false;
        self.forgotten = 0;
    }

    // -- Queries ----------------------------------------------------------

    /// The house rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The cards in play: Skat decks, one per four players.
    pub fn deck(&self) -> DeckSpec {
        self.table.deck
    }

    /// The face-up top card.
    pub fn top(&self) -> Card {
        self.table.piles.top().unwrap_or(NO_TOP)
    }

    /// What is open for the player to move.
    pub fn obligation(&self) -> Obligation {
        self.open
    }

    /// Where the player to move is within their turn.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// A seat's hand.
    pub fn hand(&self, seat: Seat) -> Option<&Hand> {
        self.table.hand(seat)
    }

    /// Cards in a seat's hand (0 for a seat not at the table).
    pub fn hand_len(&self, seat: Seat) -> usize {
        self.table.hand_len(seat)
    }

    /// Cards a seat drew or took so far, Mau-Mau penalties included.
    pub fn drawn(&self, seat: Seat) -> u32 {
        self.table.drawn(seat)
    }

    /// The seating and the direction of play (a queen turns it).
    pub fn seating(&self) -> Seating {
        self.table.seating
    }

    /// The draw and discard piles (a counted game's draw pile is empty and
    /// never used).
    pub fn piles(&self) -> &Piles {
        &self.table.piles
    }

    /// Whether this is the judge's counted form.
    pub fn is_counted(&self) -> bool {
        self.table.counted
    }

    /// Completed turns.
    pub fn turns(&self) -> u32 {
        self.table.turns
    }

    /// Actions applied.
    pub fn moves(&self) -> u32 {
        self.table.moves
    }

    /// How many times a player forgot "Mau-Mau" and drew the penalty.
    pub fn forgotten(&self) -> u32 {
        self.forgotten
    }

    /// Cards the player to move held when their turn began.
    pub fn turn_start_len(&self) -> usize {
        self.turn_start
    }

    /// Whether the player to move announced "Mau-Mau" this turn.
    pub fn announced(&self) -> bool {
        self.announced
    }

    /// Whether a play by the player to move now would bring them from two
    /// or more cards at the start of the turn down to exactly one, with no
    /// announcement yet: then it may (and should) announce "Mau-Mau"
    /// (R-MM-MAU).
    pub fn mau_due(&self) -> bool {
        !self.announced && self.turn_start >= 2 && self.hand_len(self.table.mover) == 2
    }

    /// Cards in hands, draw pile and discard pile together (the decks'
    /// cards in a dealt game, always).
    pub fn cards_in_play(&self) -> usize {
        self.table.cards_in_play()
    }

    /// Seats, hands, piles and counts: for the whole-game checks.
    pub(crate) fn tabletop(&self) -> &Tabletop {
        &self.table
    }

    pub(crate) fn tabletop_mut(&mut self) -> &mut Tabletop {
        &mut self.table
    }

    /// The table in the judge's JSON shape; `score` is null, `waiting`
    /// empty (an 8's skip is either sat out at once or open as `wait: 1`).
    pub fn report(&self) -> TableReport {
        let waiting = vec![0; self.seats()];
        self.table
            .report(self.top(), self.open.record(), waiting, None)
    }

    /// The seat a refused action is charged to: the player to move, or once
    /// the game is over the seat after the winner.
    pub fn acting_seat(&self) -> Seat {
        self.table.acting_seat()
    }

    // -- Legal actions ----------------------------------------------------

    fn startable(&self) -> u64 {
        startable_mask(self.top(), self.open, &self.rules)
    }

    /// Pushes every play of these cards: a jack once per wish, and each
    /// with and without "Mau-Mau" when an announcement is due.
    fn push_plays(&self, cards: u64, out: &mut Vec<Action>) {
        let mau = self.mau_due();
        for card in Cards(cards) {
            let choices: &[Choice] = if card.rank() == Rank::Jack {
                &JACK_CHOICES
            } else {
                &[]
            };
            let mut push = |play: Play| {
                out.push(Action::Play(play));
                if mau {
                    out.push(Action::Play(play.with_mau(true)));
                }
            };
            if choices.is_empty() {
                push(Play::new(card, None));
            }
            for &choice in choices {
                push(Play::new(card, Some(choice)));
            }
        }
    }

    /// What [`Position::legal_actions`] lists: the cards that may be laid
    /// now (each once per wish and announcement, see
    /// [`State::push_plays`]), then at most one other action; `None` once
    /// the game is over.
    // Why always: both the random pick and the list call this at every
    // move, and as a call its answer went through memory.
    #[inline(always)]
    fn listed(&self) -> Option<(u64, Option<Action>)> {
        let p = self.to_move()?;
        let startable = self.startable();
        Some(match self.stage {
            Stage::Drawn(drawn) => {
                let candidates = match drawn {
                    Some(card) => card.bit(),
                    None => self.table.unseen(),
                };
                (candidates & startable, Some(Action::Keep))
            }
            Stage::Took => (self.table.pool(p) & startable, Some(Action::Keep)),
            Stage::AceFollowUp => {
                let plays = self.table.pool(p) & startable;
                let draw = plays == 0 || self.table.counted;
                (plays, draw.then_some(Action::Draw))
            }
            Stage::Start => {
                let plays = self.table.pool(p) & startable;
                let other = match self.open {
                    Obligation::Penalty(_) => Some(Action::Take),
                    Obligation::Skip => Some(Action::Wait),
                    Obligation::None | Obligation::Wish(_) => {
                        (plays == 0 || self.table.counted).then_some(Action::Draw)
                    }
                };
                (plays, other)
            }
        })
    }

    // -- Checking ---------------------------------------------------------

    /// Whether `action` is legal now, and if not, why.
    pub fn check(&self, action: Action) -> Result<(), IllegalMove> {
        if let Some(winner) = self.table.winner {
            return Err(IllegalMove::GameOver {
                player: self.table.seating.next(winner),
                action,
                winner,
            });
        }
        let player = self.table.mover;
        let stacking7 = self.rules.seven_stacking;
        let stacking8 = self.rules.eight_stacking;
        match (self.stage, action) {
            (_, Action::Play(play)) => self.check_play(player, play),
            (Stage::Start, Action::Draw) => match self.open {
                Obligation::Penalty(penalty) => Err(IllegalMove::MustTake {
                    player,
                    penalty,
                    action,
                    stacking: stacking7,
                }),
                Obligation::Skip => Err(IllegalMove::Skipped {
                    player,
                    action,
                    stacking: stacking8,
                }),
                Obligation::None | Obligation::Wish(_) => match self.fitting_card(player) {
                    Some(card) => Err(IllegalMove::MustPlay {
                        player,
                        card,
                        open: self.open,
                    }),
                    None => Ok(()),
                },
            },
            (Stage::AceFollowUp, Action::Draw) => match self.fitting_card(player) {
                Some(card) => Err(IllegalMove::MustFollowAce {
                    player,
                    card: Some(card),
                }),
                None => Ok(()),
            },
            (Stage::Start, Action::Take) => match self.open {
                Obligation::Penalty(_) => Ok(()),
                Obligation::Skip => Err(IllegalMove::Skipped {
                    player,
                    action,
                    stacking: stacking8,
                }),
                _ => Err(IllegalMove::NothingToTake { player }),
            },
            (Stage::Start, Action::Wait) => match self.open {
                Obligation::Skip => Ok(()),
                Obligation::Penalty(penalty) => Err(IllegalMove::MustTake {
                    player,
                    penalty,
                    action,
                    stacking: stacking7,
                }),
                _ => Err(IllegalMove::NothingToWait { player }),
            },
            (Stage::Start, Action::Keep) => match self.open {
                Obligation::Penalty(penalty) => Err(IllegalMove::MustTake {
                    player,
                    penalty,
                    action,
                    stacking: stacking7,
                }),
                Obligation::Skip => Err(IllegalMove::Skipped {
                    player,
                    action,
                    stacking: stacking8,
                }),
                _ => Err(IllegalMove::Common(CommonRefusal::NothingDrawn { player })),
            },
            (Stage::AceFollowUp, Action::Take) => Err(IllegalMove::NothingToTake { player }),
            (Stage::AceFollowUp, Action::Wait) => Err(IllegalMove::NothingToWait { player }),
            (Stage::AceFollowUp, Action::Keep) => {
                if self.table.hands[player].is_empty() {
                    Err(IllegalMove::AceLastCard { player, card: None })
                } else {
                    Err(IllegalMove::MustFollowAce {
                        player,
                        card: self.fitting_card(player),
                    })
                }
            }
            (Stage::Drawn(_) | Stage::Took, Action::Keep) => Ok(()),
            (Stage::Drawn(_), action) => Err(IllegalMove::Common(CommonRefusal::AfterDrawing {
                player,
                action,
            })),
            (Stage::Took, action) => Err(IllegalMove::AlreadyTook { player, action }),
        }
    }

    /// A card of a known hand that may be played now (a counted hand is
    /// trusted to hold none when its player draws).
    fn fitting_card(&self, player: Seat) -> Option<Card> {
        match &self.table.hands[player] {
            Hand::Known(bag) => Cards(bag.mask() & self.startable()).next(),
            Hand::Counted(_) => None,
        }
    }

    fn check_play(&self, player: Seat, play: Play) -> Result<(), IllegalMove> {
        let card = play.card();
        if let Stage::Drawn(Some(drawn)) = self.stage
            && drawn != card
        {
            return Err(IllegalMove::DrawnCardOnly {
                player,
                drawn,
                card,
            });
        }
        let ace_last = self.stage == Stage::AceFollowUp && self.table.hands[player].is_empty();
        if ace_last {
            return Err(IllegalMove::AceLastCard {
                player,
                card: Some(card),
            });
        }
        let table = &self.table;
        if !table.deck.has(card) {
            return Err(IllegalMove::NotInDeck { player, card });
        }
        match &table.hands[player] {
            Hand::Known(bag) => {
                if !bag.contains(card) {
                    return Err(IllegalMove::Common(CommonRefusal::NotHeld { player, card }));
                }
            }
            Hand::Counted(_) => {
                if table.seen.count(card) >= table.deck.copies {
                    return Err(IllegalMove::Common(CommonRefusal::AlreadyPlayed {
                        player,
                        card,
                        copies: table.deck.copies,
                    }));
                }
            }
        }
        let top = self.top();
        let reason = start_reason(card, top, self.open, &self.rules);
        if !reason.allows() && self.stage == Stage::AceFollowUp {
            return Err(IllegalMove::NotAFollowUp {
                player,
                card,
                ace: top,
            });
        }
        if !reason.allows() {
            return Err(IllegalMove::CannotPlay {
                player,
                card,
                top,
                open: self.open,
                reason,
            });
        }
        match (card.rank() == Rank::Jack, play.choice()) {
            (true, Some(Choice::Suit(_) | Choice::Nothing)) | (false, None) => {}
            (true, None) => return Err(IllegalMove::MissingChoice { player, card }),
            (_, Some(choice)) => {
                return Err(IllegalMove::WrongChoice {
                    player,
                    card,
                    choice,
                });
            }
        }
        if play.mau() && !self.mau_due() {
            let held = self.hand_len(player);
            return Err(IllegalMove::NoMauDue {
                player,
                card,
                why: no_mau_why(self.turn_start, held.saturating_sub(1), self.announced),
            });
        }
        Ok(())
    }

    // -- Applying ---------------------------------------------------------

    fn apply(&mut self, action: Action) {
        let player = self.table.mover;
        self.table.count_move();
        match action {
            Action::Play(play) => self.apply_play(player, play),
            Action::Draw => self.apply_draw(player),
            Action::Take => {
                if let Obligation::Penalty(n) = self.open {
                    self.table.take_cards(player, n);
                }
                self.open = Obligation::None;
                self.stage = Stage::Took;
            }
            Action::Wait => {
                self.open = Obligation::None;
                self.end_turn(player, false);
            }
            Action::Keep => self.end_turn(player, false),
        }
    }

    fn apply_play(&mut self, p: Seat, play: Play) {
        let card = play.card();
        self.table.lay(p, card);
        if play.mau() {
            self.announced = true;
        }
        // Whatever was open is answered: a wish served, a 7 or an 8
        // answered (their new totals follow below).
        let prior = self.open;
        self.open = Obligation::None;
        if card.rank() == Rank::Ace {
            // R-MM-ACE: the same player adds a follow-up card or draws, even
            // with no card left (an ace is never the last card).
            self.stage = Stage::AceFollowUp;
            return;
        }
        if self.table.hands[p].is_empty() {
            // R-MM-END: the game ends at once; the last card has no effect.
            self.table.winner = Some(p);
            self.stage = Stage::Start;
            self.table.count_turn();
            return;
        }
        let mut skip = false;
        match card.rank() {
            Rank::Seven => {
                // R-MM-SEVEN: 2 cards, 2 more onto an answered 7.
                let carried = match prior {
                    Obligation::Penalty(n) => n,
                    _ => 0,
                };
                self.open = Obligation::Penalty(carried + 2);
            }
            Rank::Eight => {
                // R-MM-EIGHT: the next player is skipped; under
                // eight-stacking they may answer first.
                if self.rules.eight_stacking {
                    self.open = Obligation::Skip;
                } else {
                    skip = true;
                }
            }
            Rank::Queen => self.table.seating.reverse(),
            Rank::Jack => {
                if let Some(suit) = play.wished() {
                    self.open = Obligation::Wish(suit);
                }
            }
            _ => {}
        }
        self.end_turn(p, skip);
    }

    fn apply_draw(&mut self, p: Seat) {
        match self.table.draw(p) {
            Some(card) => self.stage = Stage::Drawn(card),
            // R-MM-DRAW: both piles used up; nothing to draw, turn over.
            None => self.end_turn(p, false),
        }
    }

    /// The turn of `p` ends: the Mau-Mau penalty if due (R-MM-MAU), then
    /// the next player in the current direction, past one skipped by an 8
    /// (R-MM-NEXT).
    fn end_turn(&mut self, p: Seat, skip: bool) {
        if self.turn_start >= 2 && self.hand_len(p) == 1 && !self.announced {
            self.table.take_cards(p, self.rules.mau_penalty);
            self.forgotten = self.forgotten.saturating_add(1);
        }
        self.table.count_turn();
        self.stage = Stage::Start;
        let mut next = self.table.seating.next(p);
        if skip {
            next = self.table.seating.next(next);
        }
        self.table.mover = next;
        self.turn_start = self.hand_len(next);
        self.announced = false;
    }
}

fn check_seat(seat: Seat, players: usize) -> Result<(), MauMauError> {
    if seat < players {
        Ok(())
    } else {
        Err(MauMauError::SeatOutOfRange { seat, players })
    }
}

impl Position for State {
    type Action = Action;
    type Illegal = IllegalMove;

    fn seats(&self) -> usize {
        self.table.seats()
    }

    fn to_move(&self) -> Option<Seat> {
        self.table.to_move()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        let Some((cards, other)) = self.listed() else {
            return;
        };
        self.push_plays(cards, out);
        out.extend(other);
    }

    fn is_legal(&self, action: Action) -> bool {
        self.check(action).is_ok()
    }

    fn play(&mut self, action: Action) -> Result<(), IllegalMove> {
        self.check(action)?;
        self.apply(action);
        Ok(())
    }

    fn play_listed(&mut self, action: Action) {
        debug_assert_eq!(self.check(action), Ok(()), "{action:?} was not listed");
        self.apply(action);
    }

    fn is_over(&self) -> bool {
        self.table.winner.is_some()
    }

    fn winner(&self) -> Option<Seat> {
        self.table.winner
    }

    fn pick_listed(&self, pick: impl FnOnce(usize) -> usize) -> Option<Action> {
        let (cards, other) = self.listed()?;
        let per_play = if self.mau_due() { 2 } else { 1 };
        let jacks = SUIT_COUNT[usize::from(Rank::Jack.suits_in(cards) & 0xF)];
        let plays = cards.count_ones() as usize + (JACK_CHOICES.len() - 1) * jacks;
        let n = plays * per_play + usize::from(other.is_some());
        if n == 0 {
            return None;
        }
        let mut i = pick(n);
        for card in Cards(cards) {
            let choices: &[Choice] = if card.rank() == Rank::Jack {
                &JACK_CHOICES
            } else {
                &[]
            };
            let n = choices.len().max(1) * per_play;
            if i >= n {
                i -= n;
                continue;
            }
            let play = Play::new(card, choices.get(i / per_play).copied());
            return Some(Action::Play(play.with_mau(i % per_play == 1)));
        }
        if i == 0 { other } else { None }
    }
}
