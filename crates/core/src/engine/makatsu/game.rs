//! A whole game of Meister Makatsu behind the [`Position`] trait.
//!
//! The state is all fixed-size arrays and bitsets, so a game never allocates
//! while it is played (simulations play millions). Randomness: a game owns a
//! [`Pcg64Mcg`] seeded from the generator it was created with; it shuffles
//! the Dojo decks at the start and the Ninja-Ablage at each new pass, so a
//! seeded caller gets a reproducible game.
//!
//! One round (R-MK-ORDER): the Meister holder and then each seat to the left
//! plays a first card, then in the same order a second card. Each card is
//! added to the round's tally as it is laid (the judge's scoring, [`round`],
//! folds plays into the same tally); after the last play the round is
//! scored, played cards leave the game, the two leftovers go face down to
//! the Ninja-Ablage and everyone draws back to 4 (R-MK-PASSES, with pass
//! 3's exceptions).
//!
//! Simulations play listed cards through the trusted
//! [`Position::pick_listed`] and `Position::play_listed` path, which
//! checks only the supply.
//!
//! Why one file: one state machine: the private `Deck`s and `Round` keep
//! every card in one place and the tally in step with the table only
//! through `play_from_hand`, `finish_round` and `restart`; the tests, one
//! per ruling, play through the same paths.
//!
//! [`Position`]: crate::engine::Position
//! [`round`]: super::round

use std::fmt;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::Serialize;

use super::card::{Card, CardSet, Pass};
use super::end::{DecidedBy, FinalScore, FinalVerdict, decide};
use super::round::{Play, PlayKind, RoundVerdict, Tally, play_number};
use super::{
    DECK_SIZE, HAND_SIZE, MAX_PLAYERS, MakatsuError, SUPPLY, check_meister, check_players, rules,
};
use crate::engine::random::shuffle;
use crate::engine::{CitesRule, Position, RuleRef, Seat};

/// Cards on the table in a full round of six players.
const TABLE: usize = 2 * MAX_PLAYERS;

/// What the player to move may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Play this card from the hand, face up.
    Play(Card),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Play(card) => write!(f, "play {card}"),
        }
    }
}

impl fmt::Display for PlayKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PlayKind::First => "first",
            PlayKind::Second => "second",
        })
    }
}

/// A play the rules refuse. The game is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalPlay {
    /// The game has ended (R-MK-END, after 11 rounds).
    GameOver {
        /// The card that was to be played.
        card: Card,
    },
    /// The seat to move does not hold that card (R-MK-ORDER: each player
    /// plays from their own hand when it is their turn).
    NotInHand {
        /// The seat to move.
        seat: Seat,
        /// The card.
        card: Card,
        /// Which of their two cards it was to be.
        kind: PlayKind,
    },
    /// Scoring would take more chips than the supply holds. R-MK-SUPPLY
    /// proves this cannot happen; the engine checks it anyway.
    SupplyExhausted {
        /// The chip value of the pass.
        value: u32,
        /// Chips the round awards.
        needed: u8,
        /// Chips of that value left.
        left: u8,
    },
}

impl CitesRule for IllegalPlay {
    fn rule(&self) -> Option<RuleRef> {
        Some(match self {
            IllegalPlay::GameOver { .. } => rules::END,
            IllegalPlay::NotInHand { .. } => rules::ORDER,
            IllegalPlay::SupplyExhausted { .. } => rules::SUPPLY,
        })
    }
}

/// A placeholder for unused array slots; never read.
const NO_CARD: Card = match Card::from_index(0) {
    Some(card) => card,
    None => panic!("index 0 is a card"),
};

const NO_PLAY: Play = Play {
    seat: 0,
    card: NO_CARD,
    number: 0,
    kind: PlayKind::First,
};

/// A face-down deck; the top card is `cards[len - 1]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Deck {
    cards: [Card; DECK_SIZE],
    len: u8,
}

impl Deck {
    const EMPTY: Deck = Deck {
        cards: [NO_CARD; DECK_SIZE],
        len: 0,
    };
}

/// The cards of one round, in play order.
#[derive(Clone, Copy)]
struct Round {
    plays: [Play; TABLE],
    len: u8,
    /// Holder of Meister Makatsu while the round was played (the starter).
    meister: u8,
    pass: Pass,
    /// The plays so far, scored as they come.
    tally: Tally,
}

impl Round {
    fn plays(&self) -> &[Play] {
        &self.plays[..usize::from(self.len)]
    }
}

impl PartialEq for Round {
    /// Only the slots in use, as [`fmt::Debug`] shows them: what lies past
    /// the length is scratch space (a refused last play, an earlier game).
    fn eq(&self, other: &Round) -> bool {
        self.plays() == other.plays()
            && (self.meister, self.pass, self.tally) == (other.meister, other.pass, other.tally)
    }
}

impl Eq for Round {}

impl fmt::Debug for Round {
    /// Only the slots in use: the rest are scratch space.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Round")
            .field("plays", &self.plays())
            .field("meister", &self.meister)
            .field("pass", &self.pass)
            .finish()
    }
}

/// A round with nothing played yet.
const BLANK_ROUND: Round = Round {
    plays: [NO_PLAY; TABLE],
    len: 0,
    meister: 0,
    pass: Pass::First,
    tally: Tally::EMPTY,
};

/// `Game::next` once the game is over: nobody is to move.
const NOBODY: u8 = u8::MAX;

/// A game of Meister Makatsu for 2 to 6 players. Two games are equal when
/// every card, chip and count is (a refused play must change nothing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    players: u8,
    /// The seat to move ([`NOBODY`] once the game is over). Why kept and
    /// not worked out from the table each time: it is asked for every move.
    next: u8,
    pass: Pass,
    /// 1-based round within the pass being played.
    round_in_pass: u8,
    rounds_played: u8,
    /// Holder of Meister Makatsu; during a round also its starter, since the
    /// holder only changes when the round is scored.
    meister: u8,
    decks: [Deck; MAX_PLAYERS],
    hands: [CardSet; MAX_PLAYERS],
    /// Cards in each hand. Why kept beside the sets: counting a set's bits
    /// takes a dozen instructions on the baseline x86-64 target, and the
    /// random player needs the count every move.
    hand_len: [u8; MAX_PLAYERS],
    /// Face down (R-MK-HIDDEN): never shown by [`Game::view`].
    ablage: [CardSet; MAX_PLAYERS],
    /// The two cards left after the last round, unscored (MK-14).
    aside: [CardSet; MAX_PLAYERS],
    /// Played cards, out of the game (MK-12), and those of the round being
    /// played: a card is added as it is laid, so scoring has nothing to
    /// move ([`Game::played`] leaves the table's cards out).
    out: [CardSet; MAX_PLAYERS],
    /// The round being played, `rounds[now]`, and the last one scored,
    /// the other (once `has_last`). Why two that swap roles: keeping the
    /// last round is then a flip, not a copy of the table.
    rounds: [Round; 2],
    now: u8,
    has_last: bool,
    /// Chips taken per seat, by value 1, 2, 3.
    chips: [[u8; 3]; MAX_PLAYERS],
    supply: [u8; 3],
    points: [u32; MAX_PLAYERS],
    /// Deck size of each seat when each pass began, as observed.
    pass_decks: [[u8; MAX_PLAYERS]; 3],
    result: Option<FinalScore>,
    rng: Pcg64Mcg,
}

impl Game {
    /// A new game: `players` (2–6) each with a shuffled Dojo deck and 4 cards
    /// in hand; `meister` holds Meister Makatsu and starts (R-MK-START: the
    /// players decide; seat 0 is the usual default).
    ///
    /// The game seeds its own generator from `rng` (for the Ninja shuffles
    /// later), so the same `rng` state always gives the same game.
    pub fn new<R: Rng + ?Sized>(
        players: usize,
        meister: Seat,
        rng: &mut R,
    ) -> Result<Game, MakatsuError> {
        check_players(players)?;
        check_meister(meister, players)?;
        let mut own = Pcg64Mcg::from_rng(rng);
        let mut decks = [Deck::EMPTY; MAX_PLAYERS];
        shuffle_dojo_decks(&mut decks[..players], &mut own);
        Ok(Game::start(players, meister, decks, own))
    }

    /// A new game at the same table, written over this one: the game
    /// [`Game::new`] makes for as many players from the same `rng` (the
    /// same decks, the same generator, an equal game).
    ///
    /// Why: a simulation plays a game per seed, and a new game was built
    /// and then moved into place, some 700 bytes of decks and rounds each
    /// time, where this only rewrites what a game changes.
    pub(crate) fn redeal<R: Rng + ?Sized>(
        &mut self,
        meister: Seat,
        rng: &mut R,
    ) -> Result<(), MakatsuError> {
        let players = self.n();
        check_meister(meister, players)?;
        let mut own = Pcg64Mcg::from_rng(rng);
        shuffle_dojo_decks(&mut self.decks[..players], &mut own);
        self.rng = own;
        self.restart(meister);
        Ok(())
    }

    /// A game with given deck orders (the first card of each deck is drawn
    /// first), for scenarios and tests. Each deck must be a whole Dojo deck:
    /// the 24 cards, each once. `rng` seeds the Ninja shuffles.
    pub fn from_decks<D: AsRef<[Card]>, R: Rng + ?Sized>(
        decks: &[D],
        meister: Seat,
        rng: &mut R,
    ) -> Result<Game, MakatsuError> {
        let players = decks.len();
        check_players(players)?;
        check_meister(meister, players)?;
        let mut stacked = [Deck::EMPTY; MAX_PLAYERS];
        for (seat, (given, deck)) in decks.iter().zip(stacked.iter_mut()).enumerate() {
            let given = given.as_ref();
            if given.len() != DECK_SIZE {
                return Err(MakatsuError::NotADojoDeck {
                    seat,
                    problem: format!("it has {} cards, not {DECK_SIZE}", given.len()),
                });
            }
            let mut seen = CardSet::EMPTY;
            for (slot, &card) in deck.cards.iter_mut().zip(given.iter().rev()) {
                if !seen.insert(card) {
                    return Err(MakatsuError::NotADojoDeck {
                        seat,
                        problem: format!("{card} appears twice"),
                    });
                }
                *slot = card;
            }
            deck.len = DECK_SIZE as u8;
        }
        Ok(Game::start(
            players,
            meister,
            stacked,
            Pcg64Mcg::from_rng(rng),
        ))
    }

    fn start(players: usize, meister: Seat, decks: [Deck; MAX_PLAYERS], rng: Pcg64Mcg) -> Game {
        // Every field but the players, the decks and the generator is set
        // by `restart`; these are only its blank slate.
        let mut game = Game {
            players: players as u8,
            next: 0,
            pass: Pass::First,
            round_in_pass: 0,
            rounds_played: 0,
            meister: 0,
            decks,
            hands: [CardSet::EMPTY; MAX_PLAYERS],
            hand_len: [0; MAX_PLAYERS],
            ablage: [CardSet::EMPTY; MAX_PLAYERS],
            aside: [CardSet::EMPTY; MAX_PLAYERS],
            out: [CardSet::EMPTY; MAX_PLAYERS],
            rounds: [BLANK_ROUND; 2],
            now: 0,
            has_last: false,
            chips: [[0; 3]; MAX_PLAYERS],
            supply: SUPPLY,
            points: [0; MAX_PLAYERS],
            pass_decks: [[0; MAX_PLAYERS]; 3],
            result: None,
            rng,
        };
        game.restart(meister);
        game
    }

    /// The first round of a game on the decks as they lie: `meister`
    /// holds Meister Makatsu and starts, nothing is played or scored, and
    /// every seat draws its hand.
    fn restart(&mut self, meister: Seat) {
        // Every field named, so that a new one cannot be left out here.
        let Game {
            players: _,
            next,
            pass,
            round_in_pass,
            rounds_played,
            meister: holder,
            decks: _,
            hands,
            hand_len,
            ablage,
            aside,
            out,
            rounds,
            now,
            has_last,
            chips,
            supply,
            points,
            pass_decks,
            result,
            rng: _,
        } = self;
        *next = meister as u8;
        *pass = Pass::First;
        *round_in_pass = 1;
        *rounds_played = 0;
        *holder = meister as u8;
        *hands = [CardSet::EMPTY; MAX_PLAYERS];
        *hand_len = [0; MAX_PLAYERS];
        *ablage = [CardSet::EMPTY; MAX_PLAYERS];
        *aside = [CardSet::EMPTY; MAX_PLAYERS];
        *out = [CardSet::EMPTY; MAX_PLAYERS];
        // Only a round's length, holder, pass and tally count; the plays
        // past its length are scratch space and may stay.
        for round in rounds.iter_mut() {
            round.len = 0;
            round.meister = meister as u8;
            round.pass = Pass::First;
            round.tally = Tally::EMPTY;
        }
        *now = 0;
        *has_last = false;
        *chips = [[0; 3]; MAX_PLAYERS];
        *supply = SUPPLY;
        *points = [0; MAX_PLAYERS];
        *pass_decks = [[0; MAX_PLAYERS]; 3];
        *result = None;
        self.record_pass_decks();
        self.draw_up();
    }

    fn n(&self) -> usize {
        usize::from(self.players)
    }

    fn record_pass_decks(&mut self) {
        let p = self.pass.index();
        for seat in 0..self.n() {
            self.pass_decks[p][seat] = self.decks[seat].len;
        }
    }

    /// Every seat draws back to 4 cards, or as many as its deck still
    /// holds.
    fn draw_up(&mut self) {
        // At most MAX_PLAYERS: the compiler then drops the bounds checks.
        let n = self.n().min(MAX_PLAYERS);
        for seat in 0..n {
            let deck = &mut self.decks[seat];
            let missing = HAND_SIZE.saturating_sub(usize::from(self.hand_len[seat]));
            let len = usize::from(deck.len);
            let top = len.saturating_sub(missing);
            // The top cards in one go: the order they are drawn in makes
            // no difference to a hand, which is a set.
            let mut drawn = self.hands[seat];
            for &card in deck.cards.get(top..len).unwrap_or_default() {
                drawn.insert(card);
            }
            self.hands[seat] = drawn;
            self.hand_len[seat] += (len - top) as u8;
            deck.len = top as u8;
        }
    }

    /// The seat that makes the `k`-th play (0-based) of the current round.
    fn seat_for(&self, k: usize) -> Seat {
        let n = self.n();
        // (meister + k) mod n, without a division: k < 2n and meister < n.
        let lap = if k < n { k } else { k - n };
        let seat = usize::from(self.meister) + lap;
        if seat < n { seat } else { seat - n }
    }

    /// Applies a scored round: chips, Meister, clean-up, drawing, new pass,
    /// end of game. `needed`: the chips it takes ([`Tally::chips`]).
    fn finish_round(&mut self, needed: u8) {
        let n = self.n();
        let p = self.pass.index();
        let now = usize::from(self.now & 1);
        let tally = self.rounds[now].tally;
        for (colour, seat) in tally.takers() {
            debug_assert!(seat < n);
            if let (Some(chips), Some(points)) =
                (self.chips.get_mut(seat), self.points.get_mut(seat))
            {
                chips[p] += colour.chips();
                *points += self.pass.points(colour.chips());
            }
        }
        self.supply[p] -= needed;
        // MK-12: the played cards are already out of the game (`out`).
        self.rounds[now].meister = self.meister;
        self.rounds[now].pass = self.pass;
        // The round just played becomes the last one; the older one is
        // the new table.
        self.now ^= 1;
        self.has_last = true;
        let table = &mut self.rounds[now ^ 1];
        table.len = 0;
        table.tally = Tally::EMPTY;
        self.meister = tally.meister_after(usize::from(self.meister)) as u8;
        self.next = self.meister;
        self.rounds_played += 1;

        let last_of_pass = self.round_in_pass >= self.pass.rounds();
        match (self.pass.next(), last_of_pass) {
            (None, true) => {
                // MK-14: after the last round the two leftovers are set aside
                // unscored, and the game ends (R-MK-END).
                for seat in 0..n {
                    self.aside[seat] = self.hands[seat];
                    self.hands[seat] = CardSet::EMPTY;
                    self.hand_len[seat] = 0;
                }
                self.next = NOBODY;
                self.result = Some(decide(&self.points[..n], Some(usize::from(self.meister))));
            }
            (None, false) => {
                // MK-14: in pass 3 the leftovers stay in hand (no Ablage) and
                // the last two cards are drawn.
                self.draw_up();
                self.round_in_pass += 1;
            }
            (Some(next), last) => {
                for seat in 0..n {
                    // MK-05: leftovers face down to the Ninja-Ablage.
                    self.ablage[seat] = self.ablage[seat].union(self.hands[seat]);
                    self.hands[seat] = CardSet::EMPTY;
                    self.hand_len[seat] = 0;
                }
                if last {
                    // MK-13: the deck is empty; the shuffled Ablage becomes
                    // the deck of the next, dearer pass.
                    for seat in 0..n {
                        let deck = &mut self.decks[seat];
                        let mut len = usize::from(deck.len);
                        for card in self.ablage[seat] {
                            if let Some(slot) = deck.cards.get_mut(len) {
                                *slot = card;
                                len += 1;
                            }
                        }
                        shuffle(&mut deck.cards[..len], &mut self.rng);
                        deck.len = len as u8;
                        self.ablage[seat] = CardSet::EMPTY;
                    }
                    self.pass = next;
                    self.round_in_pass = 1;
                    self.record_pass_decks();
                } else {
                    self.round_in_pass += 1;
                }
                self.draw_up();
            }
        }
    }

    /// Plays `card` for the seat to move, which holds it: a card that
    /// [`Position::legal_actions`] (or [`Position::pick_listed`]) gave
    /// for this very position. Only the supply is checked (R-MK-SUPPLY,
    /// on the round's last play); a refusal leaves the game unchanged.
    ///
    /// Why a trusted path: a simulation only plays listed cards, and
    /// asking again whose turn it is and whether they hold the card was a
    /// good part of a random move's cost. A card that was not listed may
    /// leave a position the rules never reach (debug builds check it).
    pub(crate) fn play_from_hand(&mut self, card: Card) -> Result<(), IllegalPlay> {
        let n = self.n();
        let seat = usize::from(self.next);
        debug_assert!(self.result.is_none(), "{card} played after the end");
        debug_assert_eq!(seat, self.seat_for(self.table().len()));
        debug_assert!(self.hand(seat).is_some_and(|h| h.contains(card)));
        let meister = usize::from(self.meister);
        let round = &mut self.rounds[usize::from(self.now & 1)];
        let k = usize::from(round.len);
        // Past the end `next` is nobody: no seat, no slot.
        let (Some(slot), true) = (round.plays.get_mut(k), seat < n) else {
            return Err(IllegalPlay::GameOver { card });
        };
        let kind = if k < n {
            PlayKind::First
        } else {
            PlayKind::Second
        };
        // Plays arrive in R-MK-ORDER order, so the k-th play has number k + 1.
        let number = (k + 1) as u8;
        debug_assert_eq!(number, play_number(n, meister, seat, kind));
        let play = Play {
            seat,
            card,
            number,
            kind,
        };
        // Writing the slot is harmless even if the play is refused below:
        // only `len` decides what is on the table.
        *slot = play;
        if k + 1 < 2 * n {
            round.tally.add(play);
            round.len += 1;
            self.hands[seat].remove(card);
            self.hand_len[seat] -= 1;
            self.out[seat].insert(card);
            self.next = if seat + 1 < n { seat + 1 } else { 0 } as u8;
            return Ok(());
        }
        // The last play: score before changing anything, so that a
        // refusal (R-MK-SUPPLY) leaves the game as it was.
        let mut tally = round.tally;
        tally.add(play);
        let needed = tally.chips();
        let left = self.supply[self.pass.index()];
        if needed > left {
            return Err(IllegalPlay::SupplyExhausted {
                value: self.pass.chip_value(),
                needed,
                left,
            });
        }
        round.tally = tally;
        round.len += 1;
        self.hands[seat].remove(card);
        self.hand_len[seat] -= 1;
        self.out[seat].insert(card);
        self.finish_round(needed);
        Ok(())
    }

    /// The pass being played (the last one once the game is over).
    pub fn pass(&self) -> Pass {
        self.pass
    }

    /// The round within the pass being played, 1-based.
    pub fn round_in_pass(&self) -> u8 {
        self.round_in_pass
    }

    /// Rounds scored so far (11 at the end).
    pub fn rounds_played(&self) -> u8 {
        self.rounds_played
    }

    /// Who holds Meister Makatsu (and starts the round).
    pub fn meister(&self) -> Seat {
        usize::from(self.meister)
    }

    /// The chips left in the supply, by value 1, 2, 3.
    pub fn supply(&self) -> [u8; 3] {
        self.supply
    }

    /// The cards on the table this round, in play order.
    pub fn table(&self) -> &[Play] {
        self.rounds[usize::from(self.now & 1)].plays()
    }

    /// A seat's hand.
    pub fn hand(&self, seat: Seat) -> Option<CardSet> {
        self.hands.get(seat).filter(|_| seat < self.n()).copied()
    }

    /// Cards left in a seat's face-down deck.
    pub fn deck_len(&self, seat: Seat) -> Option<usize> {
        (seat < self.n()).then(|| usize::from(self.decks[seat].len))
    }

    /// How many cards lie in a seat's Ninja-Ablage. Only the count: the cards
    /// are face down (R-MK-HIDDEN) and no accessor shows them.
    pub fn ablage_len(&self, seat: Seat) -> Option<usize> {
        (seat < self.n()).then(|| self.ablage[seat].len())
    }

    /// A seat's played cards, out of the game (MK-12): those of scored
    /// rounds, not the ones on the table.
    pub fn played(&self, seat: Seat) -> Option<CardSet> {
        (seat < self.n()).then(|| {
            let mut out = self.out[seat];
            for play in self.table().iter().filter(|p| p.seat == seat) {
                out.remove(play.card);
            }
            out
        })
    }

    /// A seat's two unscored cards after the last round (MK-14).
    pub fn set_aside(&self, seat: Seat) -> Option<CardSet> {
        (seat < self.n()).then(|| self.aside[seat])
    }

    /// A seat's chips by value 1, 2, 3 (counted only at the end, MK-24).
    pub fn chips(&self, seat: Seat) -> Option<[u8; 3]> {
        (seat < self.n()).then(|| self.chips[seat])
    }

    /// Every seat's minus points so far.
    pub fn points(&self) -> &[u32] {
        &self.points[..self.n()]
    }

    /// A seat's deck size when `pass` began, as it happened (`None` if that
    /// pass has not begun).
    pub fn deck_at_pass_start(&self, pass: Pass, seat: Seat) -> Option<usize> {
        (seat < self.n() && pass <= self.pass)
            .then(|| usize::from(self.pass_decks[pass.index()][seat]))
    }

    /// The verdict of the last scored round, with its reasons.
    pub fn last_round(&self) -> Option<RoundVerdict> {
        let last = &self.rounds[usize::from(!self.now & 1)];
        self.has_last.then_some(last).map(|round| {
            RoundVerdict::explain(
                round.plays(),
                self.n(),
                usize::from(round.meister),
                round.pass,
            )
        })
    }

    /// How the winner was decided, once the game is over.
    pub fn decided_by(&self) -> Option<DecidedBy> {
        self.result.map(|r| r.decided_by)
    }

    /// The end-of-game verdict, once the game is over.
    pub fn final_verdict(&self) -> Option<FinalVerdict> {
        let winner = self.result?.winner?;
        Some(FinalVerdict::explain(
            self.points(),
            Some(self.meister()),
            winner,
        ))
    }

    /// The game as `seat` might believe it is: its own hand and Ninja
    /// cards, everything face up and every count kept; the cards it cannot
    /// see (its own deck's order, the other seats' hands, decks and Ninja
    /// cards, each seat's within its own Dojo deck) dealt anew at random,
    /// with a fresh generator for the later Ninja shuffles. A look-ahead
    /// player plays on such copies, so it never uses a hidden card
    /// (R-MK-HIDDEN).
    pub fn determinize<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Game {
        let mut g = self.clone();
        for s in 0..self.n() {
            let deck_len = usize::from(g.decks[s].len);
            let mut pool: Vec<Card> = g.decks[s].cards[..deck_len].to_vec();
            let (hand_n, ablage_n) = (g.hands[s].len(), g.ablage[s].len());
            if s != seat {
                pool.extend(g.hands[s].iter());
                pool.extend(g.ablage[s].iter());
            }
            // A fixed order first: where the cards really are must not
            // change the guess.
            pool.sort_unstable_by_key(|c| c.index());
            pool.shuffle(rng);
            let mut rest = pool.as_slice();
            if s != seat {
                g.hands[s] = set_of(&rest[..hand_n]);
                g.ablage[s] = set_of(&rest[hand_n..hand_n + ablage_n]);
                rest = &rest[hand_n + ablage_n..];
            }
            g.decks[s].cards[..rest.len()].copy_from_slice(rest);
            g.decks[s].len = rest.len() as u8;
        }
        g.rng = Pcg64Mcg::from_rng(rng);
        g
    }

    /// What `seat` may know: their own hand, every count, the table, chips;
    /// never a Ninja card (R-MK-HIDDEN) nor another seat's hand.
    pub fn view(&self, seat: Seat) -> Option<View> {
        let hand = self.hand(seat)?;
        Some(View {
            seat,
            hand,
            seats: (0..self.n())
                .map(|s| SeatView {
                    hand_len: self.hands[s].len(),
                    deck_len: usize::from(self.decks[s].len),
                    ablage_len: self.ablage[s].len(),
                    chips: self.chips[s],
                    points: self.points[s],
                })
                .collect(),
            table: self.table().to_vec(),
            meister: self.meister(),
            to_move: self.to_move(),
            pass: self.pass,
            round_in_pass: self.round_in_pass,
            rounds_played: self.rounds_played,
            supply: self.supply,
        })
    }
}

/// Each deck the 24 Dojo cards, shuffled in turn with `rng` (the first
/// deck first).
fn shuffle_dojo_decks(decks: &mut [Deck], rng: &mut Pcg64Mcg) {
    for deck in decks {
        for (slot, card) in deck.cards.iter_mut().zip(Card::dojo_deck()) {
            *slot = card;
        }
        shuffle(&mut deck.cards, rng);
        deck.len = DECK_SIZE as u8;
    }
}

fn set_of(cards: &[Card]) -> CardSet {
    let mut set = CardSet::EMPTY;
    for &c in cards {
        set.insert(c);
    }
    set
}

/// What one seat sees of the table (R-MK-HIDDEN: Ninja cards only as a
/// count; other hands only as a count).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Whose view.
    pub seat: Seat,
    /// Their own hand.
    pub hand: CardSet,
    /// Public counts for every seat, in seating order.
    pub seats: Vec<SeatView>,
    /// The cards played this round, face up, in play order.
    pub table: Vec<Play>,
    /// Who holds Meister Makatsu.
    pub meister: Seat,
    /// Whose turn it is.
    pub to_move: Option<Seat>,
    /// The pass.
    pub pass: Pass,
    /// The round within the pass, 1-based.
    pub round_in_pass: u8,
    /// Rounds scored so far.
    pub rounds_played: u8,
    /// The supply by value 1, 2, 3.
    pub supply: [u8; 3],
}

/// The public side of one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// Cards in hand.
    pub hand_len: usize,
    /// Cards in the face-down deck.
    pub deck_len: usize,
    /// Cards in the face-down Ninja-Ablage.
    pub ablage_len: usize,
    /// Chips taken by value 1, 2, 3.
    pub chips: [u8; 3],
    /// Minus points so far.
    pub points: u32,
}

impl Position for Game {
    type Action = Action;
    type Illegal = IllegalPlay;

    fn seats(&self) -> usize {
        self.n()
    }

    fn to_move(&self) -> Option<Seat> {
        (self.next != NOBODY).then_some(usize::from(self.next))
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Some(seat) = self.to_move() {
            out.extend(self.hands[seat].iter().map(Action::Play));
        }
    }

    fn is_legal(&self, action: Action) -> bool {
        let Action::Play(card) = action;
        self.to_move()
            .is_some_and(|seat| self.hands[seat].contains(card))
    }

    fn play(&mut self, action: Action) -> Result<(), IllegalPlay> {
        let Action::Play(card) = action;
        let Some(seat) = self.to_move() else {
            return Err(IllegalPlay::GameOver { card });
        };
        if !self.hands[seat].contains(card) {
            let kind = if self.table().len() < self.n() {
                PlayKind::First
            } else {
                PlayKind::Second
            };
            return Err(IllegalPlay::NotInHand { seat, card, kind });
        }
        self.play_from_hand(card)
    }

    fn play_listed(&mut self, action: Action) {
        debug_assert!(self.is_legal(action), "{action:?} was not listed");
        let Action::Play(card) = action;
        // A listed card is in the hand of the seat to move; the supply
        // cannot run out (R-MK-SUPPLY), and if it did the refusal changed
        // nothing.
        let _ = self.play_from_hand(card);
    }

    fn is_over(&self) -> bool {
        self.result.is_some()
    }

    fn winner(&self) -> Option<Seat> {
        self.result.and_then(|r| r.winner)
    }

    /// The listed actions are the hand of the seat to move, lowest card
    /// first: the `i`-th is the hand's `i`-th card.
    fn pick_listed(&self, pick: impl FnOnce(usize) -> usize) -> Option<Action> {
        let seat = usize::from(self.next);
        // Past the end `next` is nobody, and no seat.
        let (Some(&hand), Some(&len)) = (self.hands.get(seat), self.hand_len.get(seat)) else {
            return None;
        };
        debug_assert_eq!(usize::from(len), hand.len());
        if len == 0 {
            return None;
        }
        hand.nth(pick(usize::from(len))).map(Action::Play)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::makatsu::judge_final;
    use rand::{RngExt, SeedableRng};

    fn c(s: &str) -> Card {
        s.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    /// A Dojo deck whose first cards (drawn first) are `top`, the rest sorted.
    fn deck(top: &[&str]) -> Vec<Card> {
        let top: Vec<Card> = top.iter().map(|s| c(s)).collect();
        let mut d = top.clone();
        d.extend(Card::dojo_deck().filter(|k| !top.contains(k)));
        d
    }

    fn rng() -> Pcg64Mcg {
        Pcg64Mcg::seed_from_u64(99)
    }

    fn play(game: &mut Game, card: &str) {
        game.play(Action::Play(c(card)))
            .unwrap_or_else(|e| panic!("{card}: {e}"));
    }

    /// Plays a whole round: the cards in play order.
    fn round(game: &mut Game, cards: &[&str]) {
        for card in cards {
            play(game, card);
        }
    }

    #[test]
    fn r_mk_start_meister_is_an_input_and_starts() {
        let g = Game::new(3, 2, &mut rng()).unwrap();
        assert_eq!(g.meister(), 2);
        assert_eq!(g.to_move(), Some(2));
        assert_eq!(
            Game::new(3, 3, &mut rng()).unwrap_err(),
            MakatsuError::MeisterOutOfRange {
                meister: 3,
                players: 3
            }
        );
        assert_eq!(
            Game::new(7, 0, &mut rng()).unwrap_err(),
            MakatsuError::PlayerCount { players: 7 }
        );
    }

    #[test]
    fn a_redealt_table_is_the_new_game_of_the_same_generator() {
        let mut table = Game::new(4, 0, &mut rng()).unwrap();
        for seed in 0..6u64 {
            // A game played to its end (or partway) first, then dealt anew.
            let mut play_rng = Pcg64Mcg::seed_from_u64(100 + seed);
            let moves = if seed % 2 == 0 { usize::MAX } else { 17 };
            for _ in 0..moves {
                let Some(Action::Play(card)) = table.pick_listed(|n| play_rng.random_range(0..n))
                else {
                    break;
                };
                table.play(Action::Play(card)).unwrap();
            }
            let meister = (seed % 4) as usize;
            let mut a = Pcg64Mcg::seed_from_u64(seed);
            let mut b = a.clone();
            table.redeal(meister, &mut a).unwrap();
            let new = Game::new(4, meister, &mut b).unwrap();
            assert_eq!(table, new, "seed {seed}");
            assert_eq!(a, b, "seed {seed}");
        }
        let err = table.redeal(4, &mut rng()).unwrap_err();
        assert_eq!(
            err,
            MakatsuError::MeisterOutOfRange {
                meister: 4,
                players: 4
            }
        );
    }

    #[test]
    fn r_mk_order_first_lap_then_second_lap_from_the_holder() {
        let mut g = Game::new(4, 1, &mut rng()).unwrap();
        let mut seats = Vec::new();
        while g.rounds_played() == 0 {
            let seat = g.to_move().unwrap();
            seats.push(seat);
            let card = g.hand(seat).unwrap().nth(0).unwrap();
            g.play(Action::Play(card)).unwrap();
        }
        assert_eq!(seats, vec![1, 2, 3, 0, 1, 2, 3, 0]);
        let v = g.last_round().unwrap();
        let numbers: Vec<(Seat, u8)> = v.order.iter().map(|p| (p.seat, p.number)).collect();
        assert_eq!(
            numbers,
            vec![
                (1, 1),
                (2, 2),
                (3, 3),
                (0, 4),
                (1, 5),
                (2, 6),
                (3, 7),
                (0, 8)
            ]
        );
    }

    #[test]
    fn r_mk_colours_game_moves_meister_and_next_round_starts_with_holder() {
        let decks = [
            deck(&["B8", "Y1", "B1", "Y2"]),
            deck(&["P3", "Y8", "B2", "Y3"]),
        ];
        let mut g = Game::from_decks(&decks, 0, &mut rng()).unwrap();
        // Seat 0 first B8, seat 1 first P3, seat 0 second Y1, seat 1 second Y8.
        round(&mut g, &["B8", "P3", "Y1", "Y8"]);
        assert_eq!(g.meister(), 1);
        assert_eq!(g.to_move(), Some(1));
        assert_eq!(g.points(), &[1, 3]);
        assert_eq!(g.chips(0), Some([1, 0, 0]));
        assert_eq!(g.chips(1), Some([3, 0, 0]));
        assert_eq!(g.supply(), [20, 12, 8]);
        let v = g.last_round().unwrap();
        assert!(v.meister_moved);
        assert_eq!(v.next_starter, 1);
    }

    #[test]
    fn mk_21_no_purple_meister_stays_in_game() {
        let decks = [
            deck(&["B8", "Y1", "B1", "Y2"]),
            deck(&["B3", "Y8", "B2", "Y3"]),
        ];
        let mut g = Game::from_decks(&decks, 1, &mut rng()).unwrap();
        round(&mut g, &["B3", "B8", "Y8", "Y1"]);
        assert_eq!(g.meister(), 1);
        assert_eq!(g.to_move(), Some(1));
        let v = g.last_round().unwrap();
        assert!(!v.meister_moved);
        assert_eq!(v.colours[2].rule, rules::STAYS);
    }

    #[test]
    fn mk_23_game_second_card_beats_equal_first_card_of_starter() {
        let decks = [
            deck(&["B6", "Y1", "Y2", "Y3"]),
            deck(&["Y4", "B6", "Y5", "Y6"]),
        ];
        let mut g = Game::from_decks(&decks, 0, &mut rng()).unwrap();
        round(&mut g, &["B6", "Y4", "Y1", "B6"]);
        let v = g.last_round().unwrap();
        let blue = v.colours[0].award.unwrap();
        assert_eq!((blue.seat, blue.play_number), (1, 4));
        assert!(v.colours[0].decided_by_later);
    }

    #[test]
    fn illegal_plays_name_card_seat_and_rule_and_change_nothing() {
        let decks = [
            deck(&["B8", "Y1", "B1", "Y2"]),
            deck(&["P3", "Y8", "B2", "Y3"]),
        ];
        let mut g = Game::from_decks(&decks, 0, &mut rng()).unwrap();
        let before = format!("{g:?}");
        let e = g.play(Action::Play(c("P3"))).unwrap_err();
        assert_eq!(
            e,
            IllegalPlay::NotInHand {
                seat: 0,
                card: c("P3"),
                kind: PlayKind::First
            }
        );
        assert_eq!(e.rule(), Some(rules::ORDER));
        assert!(e.to_string().contains("P3") && e.to_string().contains("seat 0"));
        assert_eq!(format!("{g:?}"), before);
        assert!(!g.is_legal(Action::Play(c("P3"))));
        assert!(g.is_legal(Action::Play(c("B8"))));
        // A card already played is no longer in hand.
        play(&mut g, "B8");
        play(&mut g, "P3");
        let e = g.play(Action::Play(c("B8"))).unwrap_err();
        assert!(matches!(
            e,
            IllegalPlay::NotInHand {
                kind: PlayKind::Second,
                ..
            }
        ));
    }

    #[test]
    fn r_mk_supply_refusal_leaves_the_game_unchanged() {
        let decks = [
            deck(&["B8", "Y1", "B1", "Y2"]),
            deck(&["P3", "Y8", "B2", "Y3"]),
        ];
        let mut g = Game::from_decks(&decks, 0, &mut rng()).unwrap();
        // Only reachable by tampering: the rules make the supply exactly enough.
        g.supply = [3, 12, 8];
        round(&mut g, &["B8", "P3", "Y1"]);
        let before = format!("{g:?}");
        let e = g.play(Action::Play(c("Y8"))).unwrap_err();
        assert_eq!(
            e,
            IllegalPlay::SupplyExhausted {
                value: 1,
                needed: 4,
                left: 3
            }
        );
        assert_eq!(e.rule(), Some(rules::SUPPLY));
        assert_eq!(format!("{g:?}"), before);
    }

    #[test]
    fn r_mk_passes_whole_game_mk_05_mk_13_mk_14_mk_18() {
        let mut g = Game::new(3, 0, &mut rng()).unwrap();
        let n = g.seats();
        let mut schedule = Vec::new();
        let mut leftovers_pass1 = vec![CardSet::EMPTY; n];
        let mut later_cards = vec![CardSet::EMPTY; n];
        let mut actions = Vec::new();
        while !g.is_over() {
            let (pass, r) = (g.pass(), g.round_in_pass());
            schedule.push((pass.number(), r));
            let hands: Vec<CardSet> = (0..n).map(|s| g.hand(s).unwrap()).collect();
            assert!(hands.iter().all(|h| h.len() == 4), "MK-15: hand of 4");
            let before = g.rounds_played();
            while g.rounds_played() == before {
                g.legal_actions(&mut actions);
                // Always the highest card: deterministic, and exercises ties.
                g.play(*actions.last().unwrap()).unwrap();
            }
            let v = g.last_round().unwrap();
            for seat in 0..n {
                let mut left = hands[seat];
                for p in v.order.iter().filter(|p| p.seat == seat) {
                    left.remove(p.card);
                }
                assert_eq!(left.len(), 2);
                match (pass, r) {
                    (Pass::First, _) => leftovers_pass1[seat] = leftovers_pass1[seat].union(left),
                    (Pass::Third, 1) => {
                        // MK-14: kept in hand, plus the last two cards.
                        let hand = g.hand(seat).unwrap();
                        assert_eq!(hand.intersection(left), left);
                        assert_eq!((hand.len(), g.deck_len(seat)), (4, Some(0)));
                    }
                    (Pass::Third, _) => assert_eq!(g.set_aside(seat), Some(left)),
                    _ => {}
                }
                if pass != Pass::First {
                    for p in v.order.iter().filter(|p| p.seat == seat) {
                        later_cards[seat].insert(p.card);
                    }
                }
                if pass == Pass::First && r < 6 {
                    assert_eq!(g.ablage_len(seat), Some(2 * usize::from(r)));
                }
            }
        }
        let expected: Vec<(u8, u8)> = [(1, 6), (2, 3), (3, 2)]
            .iter()
            .flat_map(|&(p, k)| (1..=k).map(move |r| (p, r)))
            .collect();
        assert_eq!(schedule, expected);
        for seat in 0..n {
            // MK-05/MK-13: passes 2 and 3 are played from pass 1's leftovers.
            let later = later_cards[seat].union(g.set_aside(seat).unwrap());
            assert_eq!(later, leftovers_pass1[seat]);
            assert_eq!(later.len(), 12);
            assert_eq!(g.played(seat).unwrap().len(), 22);
            assert_eq!(g.deck_at_pass_start(Pass::Second, seat), Some(12));
            assert_eq!(g.deck_at_pass_start(Pass::Third, seat), Some(6));
        }
        assert_eq!(g.rounds_played(), 11);
    }

    #[test]
    fn r_mk_end_game_winner_is_judge_final_of_its_points() {
        for seed in 0..40 {
            let mut g =
                Game::new(2 + seed as usize % 5, 0, &mut Pcg64Mcg::seed_from_u64(seed)).unwrap();
            let mut actions = Vec::new();
            while !g.is_over() {
                g.legal_actions(&mut actions);
                g.play(actions[seed as usize % actions.len()]).unwrap();
            }
            let judged = judge_final(g.points(), Some(g.meister())).unwrap();
            assert_eq!(g.winner(), Some(judged.winner));
            assert_eq!(g.final_verdict(), Some(judged));
            assert_eq!(g.to_move(), None);
            g.legal_actions(&mut actions);
            assert!(actions.is_empty());
            let e = g.play(Action::Play(c("B1"))).unwrap_err();
            assert_eq!(e, IllegalPlay::GameOver { card: c("B1") });
            assert_eq!(e.rule(), Some(rules::END));
        }
    }

    #[test]
    fn r_mk_hidden_view_shows_no_ninja_card() {
        let mut g = Game::new(3, 0, &mut rng()).unwrap();
        let mut actions = Vec::new();
        while g.rounds_played() < 3 {
            g.legal_actions(&mut actions);
            g.play(actions[0]).unwrap();
        }
        for seat in 0..3 {
            let view = g.view(seat).unwrap();
            assert_eq!(view.seats[seat].ablage_len, 6);
            assert_eq!(view.hand, g.hand(seat).unwrap());
            let json = serde_json::to_string(&view).unwrap();
            assert_eq!(g.ablage[seat].len(), 6);
            for card in g.ablage[seat] {
                assert!(
                    !json.contains(&format!("\"{card}\"")),
                    "{card} shown: {json}"
                );
            }
            assert!(!json.contains("ablage\":["));
        }
        assert!(g.view(3).is_none());
    }

    #[test]
    fn from_decks_refuses_non_dojo_decks_mk_01() {
        let short = vec![c("B1"); 23];
        let e = Game::from_decks(&[deck(&[]), short], 0, &mut rng()).unwrap_err();
        assert!(matches!(e, MakatsuError::NotADojoDeck { seat: 1, .. }));
        let mut twice = deck(&[]);
        twice[5] = twice[4];
        let e = Game::from_decks(&[twice, deck(&[])], 0, &mut rng()).unwrap_err();
        assert!(
            matches!(e, MakatsuError::NotADojoDeck { seat: 0, .. }),
            "{e}"
        );
    }
}
