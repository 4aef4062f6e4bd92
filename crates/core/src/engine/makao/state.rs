//! A game of Makao behind the [`Position`] trait.
//!
//! Two kinds of state share every rule:
//!
//! - dealt games ([`State::deal`], [`State::arrange`]): known hands, a real
//!   draw pile refilled from the discard pile (R-MA-DRAW), for simulations,
//!   quiz positions and tests;
//! - counted games ([`State::counted`]): the judge's sequence form, where
//!   only hand sizes are known, the engine trusts that a player holds what
//!   they play, and the draw pile never runs dry (so a card, once played,
//!   never comes back and may appear only once).
//!
//! Turn order (R-MA-NEXT, R-MA-ATTACK, R-MA-WAIT, R-MA-JACK): after a turn,
//! play moves to the next seat clockwise; every waiting seat it passes uses
//! up one waited turn. An attack or a 4 hits the neighbouring seat (the
//! previous one for a K♠) whether it waits or not; a waiting target cannot
//! answer: it takes the cards (or its wait grows) at once and play moves on
//! as after any attack or 4, so a forward move past it uses a waited turn.
//!
//! Per move nothing is allocated: hands are [`CardBag`]s, the piles keep
//! their buffers, and [`Position::legal_actions`] fills the caller's vector.
//!
//! How cards move (laying, drawing, taking, laying a table out, seating
//! counted hands) is the French-deck core's `Tabletop`, shared with
//! Mau-Mau; this file holds Makao's rules around it.
//!
//! Why one file: one state machine: `check` and `apply` share the private
//! `Phase` and fields, and the listing tables at the end (`GROUP_PLAYS`,
//! `Slots`, behind `pick_listed`) must list exactly the plays of
//! `for_each_group`, which the tests here compare.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::action::{Action, IllegalMove, MAX_PLAY, Play, choice_rule};
use super::fit::{
    KING_OF_SPADES, Obligation, attack_value, is_demandable, is_plain_first_card, start_reason,
    startable_mask,
};
use super::{HAND_SIZE, MAX_PLAYERS, MakaoError, POINTS_PER_CARD, check_players};
use crate::engine::french::tabletop::{Misdeal, Tabletop};
use crate::engine::french::{
    Card, CardBag, Cards, Choice, CommonRefusal, DeckSpec, Hand, Piles, Rank, Seating, Suit,
    TableReport,
};
use crate::engine::random::shuffle;
use crate::engine::{Position, Seat};

/// The attacking kings.
const ATTACKING_KINGS: u64 =
    Card::new(Rank::King, Suit::Hearts).bit() | Card::new(Rank::King, Suit::Spades).bit();
/// What a top card is reported as before there is one (never in a real
/// game: every constructor lays a top card).
const NO_TOP: Card = Card::new(Rank::Five, Suit::Clubs);
/// The values a jack may demand, in listing order, then "nothing".
const JACK_CHOICES: [Choice; 7] = [
    Choice::Value(Rank::Five),
    Choice::Value(Rank::Six),
    Choice::Value(Rank::Seven),
    Choice::Value(Rank::Eight),
    Choice::Value(Rank::Nine),
    Choice::Value(Rank::Ten),
    Choice::Nothing,
];
/// The suits an ace may name.
const ACE_CHOICES: [Choice; 4] = [
    Choice::Suit(Suit::Clubs),
    Choice::Suit(Suit::Diamonds),
    Choice::Suit(Suit::Hearts),
    Choice::Suit(Suit::Spades),
];

/// Where the player to move is within their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The turn has not begun.
    Turn,
    /// The player has drawn one card (known, or unknown in a counted game)
    /// and may play it alone or keep it (R-MA-DRAW).
    Drawn(Option<Card>),
}

/// A game of Makao for 2 to 8 players. Two games are equal when every
/// card, count and choice is (a refused action must change nothing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// Seats, hands, piles, whose turn, the winner and the counts; one
    /// deck, always clockwise. In a counted game `seen` holds the top card
    /// and every card played (one deck holds each once, and nothing comes
    /// back).
    table: Tabletop,
    phase: Phase,
    open: Obligation,
    /// Who laid the last attack card of the open penalty.
    attacker: u8,
    /// Whether that last attack card was a K♠ (aimed backwards).
    backward: bool,
    /// Who laid the jack whose demand is open: the last to answer it.
    jack_owner: u8,
    /// Turns each seat still sits out.
    waiting: [u32; MAX_PLAYERS],
}

impl State {
    /// A new game: the 52 cards shuffled with a generator seeded from `rng`,
    /// 5 dealt to each of `players` (2–8), and cards turned up until a plain
    /// one shows (R-MA-FIRST; the others go back into the draw pile, which
    /// is shuffled). `first` moves first.
    pub fn deal<R: Rng + ?Sized>(
        players: usize,
        first: Seat,
        rng: &mut R,
    ) -> Result<State, MakaoError> {
        check_players(players)?;
        let mut state = State::empty(players, Pcg64Mcg::from_rng(rng));
        state.redeal(first, rng)?;
        Ok(state)
    }

    /// Deals a new game at the same table, reusing the buffers (simulations
    /// play millions of games).
    pub fn redeal<R: Rng + ?Sized>(&mut self, first: Seat, rng: &mut R) -> Result<(), MakaoError> {
        check_seat(first, self.seats())?;
        self.table.rng = Pcg64Mcg::from_rng(rng);
        loop {
            self.table.deal(HAND_SIZE);
            let draw = self.table.piles.draw_pile_mut();
            // R-MA-FIRST: turn up until a plain card shows.
            let mut special = CardBag::EMPTY;
            let mut top = None;
            while let Some(card) = draw.pop() {
                if is_plain_first_card(card) {
                    top = Some(card);
                    break;
                }
                special.insert(card);
            }
            draw.extend(special.iter());
            let Some(top) = top else {
                // Only possible with 6+ players (28 special cards, 12 or
                // fewer left after the deal): the source does not say, so
                // the deal is simply repeated.
                continue;
            };
            shuffle(draw, &mut self.table.rng);
            self.table.piles.discard(top);
            break;
        }
        self.start(first, false);
        Ok(())
    }

    /// A game laid out by hand, for scenarios and quiz positions: these
    /// hands (known), this top card, and a draw pile that yields
    /// `draw_first` in that order, followed by every card not named
    /// anywhere, shuffled with `seed`. `first` moves first; nothing is open.
    pub fn arrange<H: AsRef<[Card]>>(
        hands: &[H],
        top: Card,
        draw_first: &[Card],
        first: Seat,
        seed: u64,
    ) -> Result<State, MakaoError> {
        let players = hands.len();
        check_players(players)?;
        check_seat(first, players)?;
        let mut state = State::empty(players, Pcg64Mcg::seed_from_u64(seed));
        state
            .table
            .lay_out(hands, top, draw_first)
            .map_err(|e| match e {
                Misdeal::EmptyHand(seat) => MakaoError::EmptyHand { seat },
                Misdeal::Excess(card) => MakaoError::TwoCopies { card },
            })?;
        state.start(first, false);
        Ok(state)
    }

    /// The judge's sequence form: `hand_sizes` (one per player, 2–8 players,
    /// each at least 1), `top` face up, P1 (seat 0) first, nothing open; the
    /// top card's own effect does not apply.
    pub fn counted(hand_sizes: &[u32], top: Card) -> Result<State, MakaoError> {
        let players = hand_sizes.len();
        check_players(players)?;
        let mut state = State::empty(players, Pcg64Mcg::seed_from_u64(0));
        let total = state
            .table
            .count_hands(hand_sizes, top)
            .map_err(|seat| MakaoError::EmptyHand { seat })?;
        if total > super::DECK_SIZE {
            return Err(MakaoError::TooManyCards { cards: total });
        }
        state.start(0, true);
        Ok(state)
    }

    /// Opens an obligation, as if `by` had just laid the top card with that
    /// effect: for describing a position in the middle of a game (quiz, judge
    /// tests). A penalty is aimed by the top card (backwards for a K♠); a
    /// jack's demand runs until `by` has answered.
    pub fn open_obligation(&mut self, open: Obligation, by: Seat) {
        let by = (by % self.seats()) as u8;
        self.open = open;
        self.attacker = by;
        self.jack_owner = by;
        self.backward = self.top() == KING_OF_SPADES;
    }

    fn empty(players: usize, rng: Pcg64Mcg) -> State {
        State {
            table: Tabletop::new(players, DeckSpec::FULL, rng),
            phase: Phase::Turn,
            open: Obligation::None,
            attacker: 0,
            backward: false,
            jack_owner: 0,
            waiting: [0; MAX_PLAYERS],
        }
    }

    fn start(&mut self, first: Seat, counted: bool) {
        self.table.reset(first, counted);
        self.phase = Phase::Turn;
        self.open = Obligation::None;
        self.attacker = 0;
        self.backward = false;
        self.jack_owner = 0;
        self.waiting = [0; MAX_PLAYERS];
    }

    // -- Queries ----------------------------------------------------------

    /// The face-up top card.
    pub fn top(&self) -> Card {
        self.table.piles.top().unwrap_or(NO_TOP)
    }

    /// What is open for the player to move.
    pub fn obligation(&self) -> Obligation {
        self.open
    }

    /// A seat's hand.
    pub fn hand(&self, seat: Seat) -> Option<&Hand> {
        self.table.hand(seat)
    }

    /// Cards in a seat's hand (0 for a seat not at the table).
    pub fn hand_len(&self, seat: Seat) -> usize {
        self.table.hand_len(seat)
    }

    /// Turns a seat still sits out.
    pub fn waiting(&self, seat: Seat) -> u32 {
        self.waiting[..self.seats()].get(seat).copied().unwrap_or(0)
    }

    /// Cards a seat drew or took so far.
    pub fn drawn(&self, seat: Seat) -> u32 {
        self.table.drawn(seat)
    }

    /// The seating (always clockwise in Makao).
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

    /// Whether the player to move has drawn this turn and must now play the
    /// drawn card or keep it: `Some(Some(card))`, or `Some(None)` in a
    /// counted game, where the card is unknown; `None` before any draw.
    pub fn drawn_card(&self) -> Option<Option<Card>> {
        match self.phase {
            Phase::Turn => None,
            Phase::Drawn(card) => Some(card),
        }
    }

    /// Who laid the jack whose demand is open (the last to answer it).
    pub fn jack_owner(&self) -> Option<Seat> {
        matches!(self.open, Obligation::Value(_)).then_some(usize::from(self.jack_owner))
    }

    /// Whom an open penalty is aimed at: the player to move.
    pub fn target(&self) -> Option<Seat> {
        matches!(self.open, Obligation::Penalty(_) | Obligation::Wait(_))
            .then_some(self.table.mover)
    }

    /// Completed turns (a draw and its keep or play are one turn).
    pub fn turns(&self) -> u32 {
        self.table.turns
    }

    /// Actions applied.
    pub fn moves(&self) -> u32 {
        self.table.moves
    }

    /// The winner's points: 10 per card left with the others (R-MA-END).
    pub fn score(&self) -> Option<u32> {
        let winner = self.table.winner?;
        let left: usize = (0..self.seats())
            .filter(|&s| s != winner)
            .map(|s| self.hand_len(s))
            .sum();
        Some(POINTS_PER_CARD * left as u32)
    }

    /// Cards in hands, draw pile and discard pile together (52 in a dealt
    /// game, always).
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

    /// The table in the judge's JSON shape.
    pub fn report(&self) -> TableReport {
        let waiting = self.waiting[..self.seats()].to_vec();
        self.table
            .report(self.top(), self.open.record(), waiting, self.score())
    }

    /// The seat a refused action is charged to: the player to move, or once
    /// the round is over the seat after the winner.
    pub fn acting_seat(&self) -> Seat {
        self.table.acting_seat()
    }

    // -- Legal actions ----------------------------------------------------

    /// The cards the player to move could lay: their hand, or in a counted
    /// game every card not yet seen; and the most cards in one play.
    fn pool(&self, seat: Seat) -> (u64, usize) {
        let cap = match &self.table.hands[seat] {
            Hand::Known(_) => MAX_PLAY,
            Hand::Counted(n) => (*n as usize).min(MAX_PLAY),
        };
        (self.table.pool(seat), cap)
    }

    /// Lists one `Play` per distinct outcome.
    ///
    /// What a play does depends only on which cards it holds, which card is
    /// last (the new top card: its suit decides what fits next, and a final
    /// K♠ aims the attack backwards) and the choice; the first card only has
    /// to fit, and the middle order changes nothing. So for every set of
    /// same-value cards (attacking and plain kings apart, R-MA-MULTI) and
    /// every last card of it, one order is listed if any card other than
    /// the last (or the last itself, alone) may start: that starter first,
    /// the rest in card order, the last card last; jacks and aces once per
    /// choice. Any other legal order the player writes is accepted by
    /// [`Position::play`] all the same.
    fn push_plays(&self, pool: u64, startable: u64, cap: usize, out: &mut Vec<Action>) {
        for_each_group(pool, startable, cap, |group| {
            for order in group.orders() {
                push_choices(group.play(order), out);
            }
            None::<()>
        });
    }

    /// What the player to move may do besides laying cards (one action at
    /// most), given the cards they could lay that may start a play.
    fn other_action(&self, starts: u64) -> Option<Action> {
        match (self.phase, self.open) {
            (Phase::Drawn(_), _) => Some(Action::Keep),
            (Phase::Turn, Obligation::None) => Some(Action::Draw),
            (Phase::Turn, Obligation::Penalty(_)) => Some(Action::Take),
            (Phase::Turn, Obligation::Wait(_)) => Some(Action::Wait),
            (Phase::Turn, Obligation::Value(_) | Obligation::Suit(_)) => {
                (self.table.counted || starts == 0).then_some(Action::Draw)
            }
        }
    }

    /// After a draw: the cards the player to move may lay alone (the
    /// drawn card if it fits, or in a counted game every unseen card that
    /// fits). `None` before any draw.
    fn drawn_plays(&self, startable: u64) -> Option<u64> {
        match self.phase {
            Phase::Turn => None,
            Phase::Drawn(drawn) => Some(
                startable
                    & match drawn {
                        Some(card) => card.bit(),
                        None => self.table.unseen(),
                    },
            ),
        }
    }

    // -- Checking ---------------------------------------------------------

    /// Whether `action` is legal now, and if not, why.
    pub fn check(&self, action: Action) -> Result<(), IllegalMove> {
        if let Some(winner) = self.table.winner {
            return Err(IllegalMove::GameOver { winner });
        }
        let player = self.table.mover;
        match (self.phase, action) {
            (Phase::Turn, Action::Play(play)) => self.check_play(player, play),
            (Phase::Turn, Action::Draw) => self.check_draw(player),
            (Phase::Turn, Action::Take) => match self.open {
                Obligation::Penalty(_) => Ok(()),
                _ => Err(IllegalMove::NothingToTake { player }),
            },
            (Phase::Turn, Action::Wait) => match self.open {
                Obligation::Wait(_) => Ok(()),
                _ => Err(IllegalMove::NothingToWait { player }),
            },
            (Phase::Turn, Action::Keep) => {
                Err(IllegalMove::Common(CommonRefusal::NothingDrawn { player }))
            }
            (Phase::Drawn(drawn), Action::Play(play)) => {
                let same = match drawn {
                    Some(card) => play.first() == card,
                    None => true,
                };
                if play.len() != 1 || !same {
                    return Err(IllegalMove::DrawnCardOnly {
                        player,
                        drawn,
                        play,
                    });
                }
                self.check_play(player, play)
            }
            (Phase::Drawn(_), Action::Keep) => Ok(()),
            (Phase::Drawn(_), action) => Err(IllegalMove::Common(CommonRefusal::AfterDrawing {
                player,
                action,
            })),
        }
    }

    fn check_play(&self, player: Seat, play: Play) -> Result<(), IllegalMove> {
        // First, before any rule: a counted hand too small for the play
        // makes the judged sequence contradict its own hand sizes (exit 2
        // there, whatever else is wrong with the play).
        if let Hand::Counted(n) = self.table.hands[player]
            && (n as usize) < play.len()
        {
            return Err(IllegalMove::Common(CommonRefusal::HandTooSmall {
                player,
                holds: n as usize,
                lays: play.len(),
            }));
        }
        let first = play.first();
        let mut laid = 0u64;
        for &card in play.cards() {
            if card.rank() != first.rank() {
                return Err(IllegalMove::MixedValues {
                    player,
                    first,
                    other: card,
                });
            }
            if laid & card.bit() != 0 {
                return Err(IllegalMove::SameCardTwice { player, card });
            }
            laid |= card.bit();
        }
        if first.rank() == Rank::King {
            let attacking = laid & ATTACKING_KINGS;
            let plain = laid & !ATTACKING_KINGS;
            if let (Some(attacking), Some(plain)) = (Cards(attacking).next(), Cards(plain).next()) {
                return Err(IllegalMove::MixedKings {
                    player,
                    attacking,
                    plain,
                });
            }
        }
        match &self.table.hands[player] {
            Hand::Known(bag) => {
                if let Some(card) = Cards(laid & !bag.mask()).next() {
                    return Err(IllegalMove::Common(CommonRefusal::NotHeld { player, card }));
                }
            }
            Hand::Counted(_) => {
                if let Some(card) = Cards(laid & self.table.seen.mask()).next() {
                    return Err(IllegalMove::Common(CommonRefusal::AlreadyPlayed {
                        player,
                        card,
                        copies: 1,
                    }));
                }
            }
        }
        let top = self.top();
        let reason = start_reason(first, top, self.open);
        if !reason.allows() {
            return Err(IllegalMove::CannotStart {
                player,
                card: first,
                top,
                open: self.open,
                reason,
            });
        }
        let last = play.last();
        let rule = choice_rule(first.rank());
        match (first.rank(), play.choice()) {
            (Rank::Jack, Some(Choice::Nothing)) | (Rank::Ace, Some(Choice::Suit(_))) => Ok(()),
            (Rank::Jack, Some(Choice::Value(v))) if is_demandable(v) => Ok(()),
            (Rank::Jack | Rank::Ace, None) => Err(IllegalMove::MissingChoice {
                player,
                card: last,
                rule,
            }),
            (_, None) => Ok(()),
            (_, Some(choice)) => Err(IllegalMove::WrongChoice {
                player,
                card: last,
                choice,
                rule,
            }),
        }
    }

    fn check_draw(&self, player: Seat) -> Result<(), IllegalMove> {
        match self.open {
            Obligation::None => Ok(()),
            Obligation::Penalty(penalty) => Err(IllegalMove::DrawUnderPenalty { player, penalty }),
            Obligation::Wait(_) => Err(IllegalMove::DrawUnderWait { player }),
            Obligation::Value(_) | Obligation::Suit(_) => {
                // Only a player who cannot meet the demand draws. A counted
                // hand is trusted: the judge cannot see it.
                let Hand::Known(bag) = &self.table.hands[player] else {
                    return Ok(());
                };
                match Cards(bag.mask() & startable_mask(self.top(), self.open)).next() {
                    Some(card) => Err(IllegalMove::MustMeetDemand {
                        player,
                        card,
                        open: self.open,
                    }),
                    None => Ok(()),
                }
            }
        }
    }

    // -- Applying ---------------------------------------------------------

    fn apply(&mut self, action: Action) {
        let player = self.table.mover;
        self.table.count_move();
        match action {
            Action::Play(play) => self.apply_play(player, play),
            Action::Draw => self.apply_draw(player),
            Action::Take => self.apply_take(player),
            Action::Wait => self.apply_wait(player),
            Action::Keep => self.end_drawing_turn(player),
        }
    }

    fn apply_play(&mut self, p: Seat, play: Play) {
        for &card in play.cards() {
            self.table.lay(p, card);
        }
        self.phase = Phase::Turn;
        self.table.count_turn();
        if self.table.hands[p].is_empty() {
            // R-MA-END: the round ends at once; the last card's attack, wait
            // or demand does not apply.
            self.table.winner = Some(p);
            self.open = Obligation::None;
            return;
        }
        let prior = self.open;
        self.open = match play.rank() {
            // R-MA-ATTACK, R-MA-MULTI: effects add up onto an answered
            // attack; the last card aims the total. (Attacking and plain
            // kings are never mixed, so the first card tells.)
            _ if attack_value(play.first()).is_some() => {
                let added: u32 = play.cards().iter().filter_map(|&c| attack_value(c)).sum();
                let carried = match prior {
                    Obligation::Penalty(n) => n,
                    _ => 0,
                };
                self.attacker = p as u8;
                self.backward = play.last() == KING_OF_SPADES;
                Obligation::Penalty(carried + added)
            }
            Rank::Four => {
                // R-MA-WAIT: each 4 adds a turn, onto an answered wait.
                let carried = match prior {
                    Obligation::Wait(n) => n,
                    _ => 0,
                };
                Obligation::Wait(carried + play.len() as u32)
            }
            Rank::Jack => match play.choice() {
                // R-MA-JACK: a new jack ends any old demand; its player is
                // now the last to answer.
                Some(Choice::Value(v)) => {
                    self.jack_owner = p as u8;
                    Obligation::Value(v)
                }
                _ => Obligation::None,
            },
            Rank::Ace => match play.choice() {
                Some(Choice::Suit(s)) => Obligation::Suit(s),
                _ => Obligation::None,
            },
            // A plain card (or a queen): it meets a jack's demand, which
            // lasts until the jack's player has answered; it serves an ace's
            // demand (its first card has the named suit), which ends.
            _ => match prior {
                Obligation::Value(v) if usize::from(self.jack_owner) != p => Obligation::Value(v),
                _ => Obligation::None,
            },
        };
        self.pass_on(p);
    }

    /// Play moves on after `p` laid cards: to the target of an open attack
    /// or wait, or to the next seat.
    fn pass_on(&mut self, p: Seat) {
        match self.open {
            Obligation::Penalty(total) => {
                let target = if self.backward {
                    self.table.seating.previous(p)
                } else {
                    self.table.seating.next(p)
                };
                if self.waiting[target] > 0 {
                    // R-MA-NEXT: a waiting target cannot answer and takes
                    // the cards at once. Play goes on from the attacker:
                    // past the target (a forward attack uses one waited
                    // turn) or, after a K♠, to the seat after the attacker.
                    self.table.take_cards(target, total);
                    self.open = Obligation::None;
                    self.table.mover = self.advance_from(p);
                } else {
                    self.table.mover = target;
                }
            }
            Obligation::Wait(turns) => {
                let target = self.table.seating.next(p);
                if self.waiting[target] > 0 {
                    // R-MA-NEXT: the wait grows, and passing the target uses
                    // one waited turn, as accepting a wait does.
                    self.waiting[target] += turns;
                    self.open = Obligation::None;
                    self.table.mover = self.advance_from(p);
                } else {
                    self.table.mover = target;
                }
            }
            _ => self.table.mover = self.advance_from(p),
        }
    }

    /// The seat after `p` that plays next; every waiting seat passed uses
    /// up one waited turn (R-MA-NEXT). A jack's player passed while waiting
    /// has sat out their answer, which ends the demand (R-MA-JACK).
    fn advance_from(&mut self, p: Seat) -> Seat {
        let mut q = self.table.seating.next(p);
        // Terminates: every pass over a waiting seat lowers its count.
        while self.waiting[q] > 0 {
            self.waiting[q] -= 1;
            if let Obligation::Value(_) = self.open
                && usize::from(self.jack_owner) == q
            {
                self.open = Obligation::None;
            }
            q = self.table.seating.next(q);
        }
        q
    }

    fn apply_draw(&mut self, p: Seat) {
        match self.table.draw(p) {
            Some(card) => self.phase = Phase::Drawn(card),
            // R-MA-DRAW: both piles used up; nothing to draw, turn over.
            None => self.end_drawing_turn(p),
        }
    }

    /// A draw turn ends (the card kept, or nothing to draw). Drawing is the
    /// player's answer to a jack's demand (R-MA-JACK).
    fn end_drawing_turn(&mut self, p: Seat) {
        self.phase = Phase::Turn;
        self.table.count_turn();
        if let Obligation::Value(_) = self.open
            && usize::from(self.jack_owner) == p
        {
            self.open = Obligation::None;
        }
        self.table.mover = self.advance_from(p);
    }

    fn apply_take(&mut self, p: Seat) {
        let Obligation::Penalty(total) = self.open else {
            return;
        };
        self.table.take_cards(p, total);
        self.open = Obligation::None;
        self.table.count_turn();
        // R-MA-ATTACK: play continues after the taker, or after a K♠ with
        // the seat after the player who laid it.
        let from = if self.backward {
            usize::from(self.attacker)
        } else {
            p
        };
        self.table.mover = self.advance_from(from);
    }

    fn apply_wait(&mut self, p: Seat) {
        let Obligation::Wait(turns) = self.open else {
            return;
        };
        // R-MA-WAIT: this turn is the first waited turn.
        self.waiting[p] += turns.saturating_sub(1);
        self.open = Obligation::None;
        self.table.count_turn();
        self.table.mover = self.advance_from(p);
    }
}

/// Calls `f` on every group of same-value cards in `pool` that can make a
/// play (attacking and plain kings apart, R-MA-MULTI), in listing order
/// (by value, see [`State::push_plays`]), until it returns something.
fn for_each_group<T>(
    pool: u64,
    startable: u64,
    cap: usize,
    mut f: impl FnMut(Group) -> Option<T>,
) -> Option<T> {
    // Only values with a card that may start can make a play.
    let starts = pool & startable;
    let mut ranks = (starts | starts >> 13 | starts >> 26 | starts >> 39) & 0x1FFF;
    while ranks != 0 {
        let index = ranks.trailing_zeros() as usize;
        ranks &= ranks - 1;
        let Some(rank) = Rank::from_index(index) else {
            continue;
        };
        let cards = pool & rank.mask();
        if rank == Rank::King {
            for half in [cards & ATTACKING_KINGS, cards & !ATTACKING_KINGS] {
                if let Some(group) = Group::new(rank, half, startable, cap)
                    && let Some(found) = f(group)
                {
                    return Some(found);
                }
            }
        } else if let Some(group) = Group::new(rank, cards, startable, cap)
            && let Some(found) = f(group)
        {
            return Some(found);
        }
    }
    None
}

/// Same-value cards that can make plays, and the orders listed for them.
#[derive(Clone, Copy)]
struct Group {
    rank: Rank,
    /// The cap on cards per play (a counted hand's size, or [`MAX_PLAY`]).
    cap: u8,
    /// Its orders' place in [`GROUP_PLAYS`].
    entry: u8,
}

impl Group {
    /// The group of `cards` (all of value `rank`), if one of them may start
    /// a play.
    fn new(rank: Rank, cards: u64, startable: u64, cap: usize) -> Option<Group> {
        let fits = cards & startable;
        if fits == 0 {
            return None;
        }
        let cap = cap.min(MAX_PLAY);
        let entry = rank.suits_in(cards) << 4 | rank.suits_in(fits);
        Some(Group {
            rank,
            cap: cap as u8,
            entry,
        })
    }

    fn orders_all(&self) -> &'static [Order] {
        let orders = &GROUP_PLAYS[usize::from(self.entry)];
        &orders.orders[..usize::from(orders.len)]
    }

    /// The listed orders within the cap on cards per play.
    fn orders(&self) -> impl Iterator<Item = &'static Order> + use<> {
        let cap = self.cap;
        self.orders_all().iter().filter(move |o| o.len <= cap)
    }

    /// The `k`-th listed order within the cap.
    fn order(&self, k: usize) -> Option<&'static Order> {
        if usize::from(self.cap) >= MAX_PLAY {
            self.orders_all().get(k)
        } else {
            self.orders().nth(k)
        }
    }

    /// The play of these cards in this order, without a choice.
    fn play(&self, order: &Order) -> Play {
        let card = |i: usize| Card::new(self.rank, Suit::ALL[usize::from(order.at[i]) & 3]);
        Play::from_slots([card(0), card(1), card(2), card(3)], usize::from(order.len))
    }
}

/// One listed order of a group's cards, as their suits.
#[derive(Clone, Copy)]
struct Order {
    at: [u8; MAX_PLAY],
    len: u8,
}

/// Every listed order of a group, in listing order.
#[derive(Clone, Copy)]
struct Orders {
    /// 32 = for each of the 15 subsets of 4 cards, one order per last
    /// card: 4·1 + 6·2 + 4·3 + 1·4.
    orders: [Order; 32],
    len: u8,
    /// How many orders have at most `i` cards (a counted hand's cap).
    within: [u8; MAX_PLAY + 1],
}

/// The orders [`State::push_plays`] lists for a group of cards whose suits
/// are the 4-bit mask `present`, of which those in the mask `fit` may
/// start (at index `present << 4 | fit`), before the cap on cards per
/// play: one per subset holding a starter and per last card, for every
/// subset in ascending mask order and every last card in card order; the
/// starter is the first card that fits other than the last (or the last
/// itself, alone), the others follow in card order, the last card last.
/// (Within one value, card order is suit order.)
///
/// Why a table: working this out afresh for every group at every turn was
/// a third of a random Makao game's time; a group has at most 4 cards, so
/// there are only 16 × 16 suit masks. Why indexed by suits: the masks come
/// straight from the hand's bits, with no loop over the cards.
static GROUP_PLAYS: [Orders; 256] = group_plays();

const fn group_plays() -> [Orders; 256] {
    const NONE: Orders = Orders {
        orders: [Order {
            at: [0; MAX_PLAY],
            len: 0,
        }; 32],
        len: 0,
        within: [0; MAX_PLAY + 1],
    };
    let mut table = [NONE; 256];
    let mut present = 0u32;
    while present < 16 {
        let mut fit = 0u32;
        while fit < 16 {
            let entry = &mut table[(present << 4 | fit) as usize];
            let fit_here = fit & present;
            let mut subset = 1u32;
            while subset < 16 {
                if subset & !present != 0 {
                    subset += 1;
                    continue;
                }
                let size = subset.count_ones();
                let mut lasts = if subset & fit_here == 0 { 0 } else { subset };
                while lasts != 0 {
                    let last = lasts.trailing_zeros();
                    lasts &= lasts - 1;
                    let starters = if size == 1 {
                        subset & fit_here
                    } else {
                        subset & fit_here & !(1 << last)
                    };
                    if starters == 0 {
                        continue;
                    }
                    let starter = starters.trailing_zeros();
                    let mut order = Order {
                        at: [starter as u8; MAX_PLAY],
                        len: 1,
                    };
                    let mut middle = subset & !(1 << last) & !(1 << starter);
                    while middle != 0 {
                        order.at[order.len as usize] = middle.trailing_zeros() as u8;
                        middle &= middle - 1;
                        order.len += 1;
                    }
                    if last != starter {
                        order.at[order.len as usize] = last as u8;
                        order.len += 1;
                    }
                    let mut cap = order.len as usize;
                    while cap <= MAX_PLAY {
                        entry.within[cap] += 1;
                        cap += 1;
                    }
                    entry.orders[entry.len as usize] = order;
                    entry.len += 1;
                }
                subset += 1;
            }
            fit += 1;
        }
        present += 1;
    }
    table
}

/// How many choices a play of this value is listed with (1: played as it
/// is).
const fn choice_count(rank: Rank) -> u16 {
    CHOICE_COUNTS[rank.index()] as u16
}

/// [`choice_count`] by rank index. Why a table: the random pick asks for
/// every group at every move, and the match became a chain of tests.
const CHOICE_COUNTS: [u8; 13] = {
    let mut counts = [1; 13];
    counts[Rank::Jack.index()] = JACK_CHOICES.len() as u8;
    counts[Rank::Ace.index()] = ACE_CHOICES.len() as u8;
    counts
};

/// The choices a play of this value takes (none: played as it is).
fn choices_of(rank: Rank) -> &'static [Choice] {
    match rank {
        Rank::Jack => &JACK_CHOICES,
        Rank::Ace => &ACE_CHOICES,
        _ => &[],
    }
}

/// Pushes `play` once per choice its value takes.
fn push_choices(play: Play, out: &mut Vec<Action>) {
    let choices = choices_of(play.rank());
    if choices.is_empty() {
        out.push(Action::Play(play));
    }
    for &choice in choices {
        out.push(Action::Play(play.with_choice(Some(choice))));
    }
}

fn check_seat(seat: Seat, players: usize) -> Result<(), MakaoError> {
    if seat < players {
        Ok(())
    } else {
        Err(MakaoError::SeatOutOfRange { seat, players })
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
        let Some(p) = self.to_move() else {
            return;
        };
        let startable = startable_mask(self.top(), self.open);
        match self.phase {
            Phase::Drawn(drawn) => {
                let candidates = match drawn {
                    Some(card) => card.bit(),
                    None => self.table.unseen(),
                };
                for card in Cards(candidates & startable) {
                    push_choices(Play::single(card, None), out);
                }
                out.push(Action::Keep);
            }
            Phase::Turn => {
                let (pool, cap) = self.pool(p);
                self.push_plays(pool, startable, cap, out);
                out.extend(self.other_action(pool & startable));
            }
        }
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
        let p = self.to_move()?;
        let startable = startable_mask(self.top(), self.open);
        // The choice within one play's run of listed actions, or `None`
        // (and `i` lowered past them) when `i` lies beyond it.
        let choose = |i: &mut usize, choices: &[Choice], play: Play| -> Option<Play> {
            let per = choices.len().max(1);
            if *i >= per {
                *i -= per;
                return None;
            }
            Some(match choices.get(*i) {
                Some(&choice) => play.with_choice(Some(choice)),
                None => play,
            })
        };
        if let Some(cards) = self.drawn_plays(startable) {
            let singles: usize = Cards(cards)
                .map(|c| usize::from(choice_count(c.rank())))
                .sum();
            let mut i = pick(singles + 1);
            let found = Cards(cards)
                .find_map(|c| choose(&mut i, choices_of(c.rank()), Play::single(c, None)));
            return match found {
                Some(play) => Some(Action::Play(play)),
                None => (i == 0).then_some(Action::Keep),
            };
        }
        let (pool, cap) = self.pool(p);
        let slots = Slots::new(pool, startable, cap);
        // The first slots with a play, and their counts of listed actions,
        // without a branch (see [`Slots`]); any more (at about a quarter of
        // the moves) in a loop.
        let mut rest = slots.present;
        let mut at = [BLANK_SLOT; FIRST_SLOTS];
        let mut begins = [0u32; FIRST_SLOTS];
        let mut ends = [0u32; FIRST_SLOTS];
        let mut n = 0;
        for k in 0..FIRST_SLOTS {
            let s = next_slot(&mut rest);
            begins[k] = n;
            n += slots.count(s);
            at[k] = s;
            ends[k] = n;
        }
        let n_first = n;
        let mut tail = rest;
        while tail != 0 {
            n += slots.count(next_slot(&mut tail));
        }
        let other = self.other_action(pool & startable);
        let n = n as usize + usize::from(other.is_some());
        if n == 0 {
            return None;
        }
        let mut i = pick(n) as u32;
        // Which of the first slots holds `i`: a count of the ends at or
        // below it, not a loop that stops there (where it stopped went
        // the other way at random).
        let k = ends.iter().map(|&end| usize::from(i >= end)).sum::<usize>();
        let s = if let Some(&s) = at.get(k) {
            i -= begins[k];
            s
        } else {
            i -= n_first;
            loop {
                if rest == 0 {
                    return if i == 0 { other } else { None };
                }
                let s = next_slot(&mut rest);
                let count = slots.count(s);
                if i < count {
                    break s;
                }
                i -= count;
            }
        };
        slots.play(s, i).map(Action::Play)
    }
}

/// Listing slots: one per group [`for_each_group`] makes, in its order,
/// 2 to queen (0–10), the attacking kings (11), the plain kings (12), the
/// aces (13); 14 is blank (no cards), what [`next_slot`] gives once none
/// is left.
const SLOT_COUNT: usize = 15;
/// Slots counted without a branch. Why two: at 77 % of random moves no
/// more hold a play (87 % for three, 93 % for four), and each one more
/// cost more sums than the loop it spared (measured with three and four).
const FIRST_SLOTS: usize = 2;
const BLANK_SLOT: usize = 14;
/// Each slot's value and cards.
const SLOT_CARDS: [(Rank, u64); SLOT_COUNT] = {
    let mut slots = [(Rank::Two, 0); SLOT_COUNT];
    let mut r = 0;
    while r < 11 {
        slots[r] = (Rank::ALL[r], Rank::ALL[r].mask());
        r += 1;
    }
    slots[11] = (Rank::King, ATTACKING_KINGS);
    slots[12] = (Rank::King, Rank::King.mask() & !ATTACKING_KINGS);
    slots[13] = (Rank::Ace, Rank::Ace.mask());
    slots
};
/// Each slot's choices per play, as [`Play::with_choice`] takes them;
/// a plain value's one entry is "none". Eight to a row so that an index
/// masked to three bits needs no check.
const SLOT_CHOICES: [[Option<Choice>; 8]; SLOT_COUNT] = {
    let mut table = [[None; 8]; SLOT_COUNT];
    let mut k = 0;
    while k < 7 {
        table[Rank::Jack.index()][k] = Some(JACK_CHOICES[k]);
        if k < 4 {
            table[13][k] = Some(ACE_CHOICES[k]);
        }
        k += 1;
    }
    table
};
/// `2^16 / c` rounded up for each slot's count of choices `c`: the
/// quotient by `c` of any number below 2^8 (a slot lists at most 32 · 7
/// actions) as a multiplication.
const SLOT_RECIPROCALS: [u32; SLOT_COUNT] = {
    let mut table = [0; SLOT_COUNT];
    let mut s = 0;
    while s < SLOT_COUNT {
        let c = choice_count(SLOT_CARDS[s].0) as u32;
        table[s] = (1u32 << 16).div_ceil(c);
        s += 1;
    }
    table
};
/// Each slot's row in [`SLOT_TOTALS`]: by its count of choices.
const SLOT_KIND: [u8; SLOT_COUNT] = {
    let mut kinds = [0; SLOT_COUNT];
    kinds[Rank::Jack.index()] = 1;
    kinds[13] = 2;
    kinds
};
/// Listed actions of a slot, `SLOT_TOTALS[cap][kind][fit << 4 | present]`:
/// the orders within the cap on cards per play ([`GROUP_PLAYS`], whose
/// index has the two suit masks the other way round) times the choices
/// of a plain value (kind 0), a jack (1) or an ace (2).
static SLOT_TOTALS: [[[u8; 256]; 3]; MAX_PLAY + 1] = {
    let mut table = [[[0; 256]; 3]; MAX_PLAY + 1];
    let choices = [1, JACK_CHOICES.len() as u8, ACE_CHOICES.len() as u8];
    let mut entry = 0;
    while entry < 256 {
        let orders = &GROUP_PLAYS[(entry & 15) << 4 | entry >> 4];
        let mut cap = 0;
        while cap <= MAX_PLAY {
            let mut kind = 0;
            while kind < 3 {
                table[cap][kind][entry] = orders.within[cap] * choices[kind];
                kind += 1;
            }
            cap += 1;
        }
        entry += 1;
    }
    table
};

/// Takes the lowest slot out of `rest`; [`BLANK_SLOT`] once it is empty.
#[inline(always)]
fn next_slot(rest: &mut u32) -> usize {
    let s = (*rest | 1 << BLANK_SLOT).trailing_zeros() as usize;
    *rest &= rest.wrapping_sub(1);
    s
}

/// What the random pick needs of the groups: which slots hold one, and
/// each slot's count of listed actions and its plays, all from tables.
///
/// Why not [`for_each_group`]: its loop over the values stopped after a
/// different number of values at nearly every move, and the search for
/// the picked group after a different number again; both went the other
/// way at random, dearer than the few sums done here without a branch.
struct Slots {
    pool: u64,
    startable: u64,
    cap: usize,
    /// [`SLOT_TOTALS`] for the cap.
    totals: &'static [[u8; 256]; 3],
    /// Bit `s` set for each slot with a card that may start.
    present: u32,
}

impl Slots {
    #[inline(always)]
    fn new(pool: u64, startable: u64, cap: usize) -> Slots {
        let starts = pool & startable;
        let ranks = (starts | starts >> 13 | starts >> 26 | starts >> 39) & 0x1FFF;
        let present = (ranks & 0x7FF) as u32
            | u32::from(starts & ATTACKING_KINGS != 0) << 11
            | u32::from(starts & SLOT_CARDS[12].1 != 0) << 12
            | ((ranks >> 12) as u32 & 1) << 13;
        let cap = cap.min(MAX_PLAY);
        Slots {
            pool,
            startable,
            cap,
            totals: &SLOT_TOTALS[cap],
            present,
        }
    }

    /// Slot `s`'s count of listed actions (0 for a blank one).
    #[inline(always)]
    fn count(&self, s: usize) -> u32 {
        // Both suit masks in one multiplication, as in `Rank::suits_in`:
        // the cards that may start four bits above the others, whose bits
        // (0, 13, 26, 39) land on 56–59 and theirs on 60–63, every other
        // product bit on a place of its own below 56, so nothing carries.
        const GATHER: u64 = 1 << 56 | 1 << 44 | 1 << 32 | 1 << 20;
        let (rank, cards) = SLOT_CARDS[s];
        let both = (self.pool & cards | (self.pool & self.startable & cards) << 4) >> rank.index();
        let entry = (both.wrapping_mul(GATHER) >> 56) as usize;
        u32::from(self.totals[usize::from(SLOT_KIND[s])][entry])
    }

    /// Slot `s`'s `i`-th listed play.
    #[inline(always)]
    fn play(&self, s: usize, i: u32) -> Option<Play> {
        let (rank, cards) = SLOT_CARDS[s];
        let group = Group::new(rank, self.pool & cards, self.startable, self.cap)?;
        let per = u32::from(choice_count(rank));
        let nth = (i * SLOT_RECIPROCALS[s]) >> 16;
        let choice = SLOT_CHOICES[s][(i - nth * per) as usize & 7];
        Some(group.play(group.order(nth as usize)?).with_choice(choice))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_reciprocals_divide_every_index_exactly() {
        for (s, &(rank, _)) in SLOT_CARDS.iter().enumerate() {
            let per = u32::from(choice_count(rank));
            for i in 0..256 {
                assert_eq!((i * SLOT_RECIPROCALS[s]) >> 16, i / per, "slot {s}, {i}");
            }
        }
    }

    #[test]
    fn slots_count_what_the_groups_count() {
        let mut rng = Pcg64Mcg::seed_from_u64(21);
        for _ in 0..20_000 {
            let pool = rng.next_u64() & ((1 << 52) - 1);
            let startable = rng.next_u64() & rng.next_u64() & ((1 << 52) - 1);
            let cap = random_cap(&mut rng);
            let slots = Slots::new(pool, startable, cap);
            let mut counts = Vec::new();
            for_each_group(pool, startable, cap, |g| {
                counts.push(g.orders().count() as u32 * u32::from(choice_count(g.rank)));
                None::<()>
            });
            let ours: Vec<u32> = Cards(u64::from(slots.present))
                .map(|c| slots.count(c.index()))
                .collect();
            assert_eq!(ours, counts, "{pool:x} {startable:x} {cap}");
            assert_eq!(slots.count(BLANK_SLOT), 0);
        }
    }

    fn random_cap(rng: &mut Pcg64Mcg) -> usize {
        use rand::RngExt;
        rng.random_range(1..=MAX_PLAY + 1)
    }
}
