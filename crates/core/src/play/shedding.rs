//! A game of Makao or Mau-Mau against computer players, on the shared
//! French-deck engine: one [`Match`] for both, each game saying only what
//! is its own ([`Shedding`]).
//!
//! A turn of the play API is built card by card as the Makao source's app
//! plays it (Stap 2–4): a card laid goes on the pile at once, further
//! cards of its value may follow one by one, "Einde beurt" ends it, and a
//! jack's or an ace's question is asked when nothing can follow. What may
//! be laid is always the engine's word: each step is tried on a copy of
//! the table, never decided here.
//!
//! Why one file: one type, `Match`, whose private turn in progress, reads,
//! filters and visits only its own methods keep in step; a third of the
//! file is its tests, which play whole seeded games through it.

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use std::collections::HashMap;

use super::api::{
    Action as PlayAction, Ask, Audience, Call, Card as AnyCard, Event, HandCard, Happening, Offer,
    OpenView, Over, Question, Refusal, SeatView, TableView, View,
};
use super::{Level, Tried};
use crate::engine::french::action::Action;
use crate::engine::french::policy::Policy;
use crate::engine::french::strong::belief::Belief;
use crate::engine::french::strong::infer::Filter;
use crate::engine::french::strong::{Lookahead, Reads, choose_strong};
use crate::engine::french::{
    Card, CardReason, Choice, Direction, Rank, Shedding, Suit, TableReport,
};
use crate::engine::{CitesRule, RuleRef, Seat, makao, maumau};
use crate::i18n::{Message, Worded};

/// The choices a question may be answered with, before the engine says
/// which it allows: every value and nothing, or every suit and nothing.
fn candidates(ask: Ask) -> Vec<Choice> {
    match ask {
        Ask::Value => Rank::ALL
            .into_iter()
            .map(Choice::Value)
            .chain([Choice::Nothing])
            .collect(),
        Ask::Suit => [Suit::Hearts, Suit::Diamonds, Suit::Clubs, Suit::Spades]
            .into_iter()
            .map(Choice::Suit)
            .chain([Choice::Nothing])
            .collect(),
    }
}

/// Whether `card` may start a play for the seat to move, why (to be
/// worded) and by which rule.
fn starts<S: Shedding>(state: &S, card: Card) -> (bool, Message, RuleRef) {
    let reason = state.start(card);
    (reason.allows(), reason.message(), reason.rule())
}

/// The turn going on: cards laid so far (on the pile for everyone to see,
/// not yet played in the engine), and whether "Mau" was said.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Turn {
    laying: Vec<Card>,
    mau: bool,
}

/// A game in progress: the table, who plays how, what happened.
#[derive(Clone)]
pub struct Match<S: Shedding> {
    state: S,
    level: Level,
    rng: Pcg64Mcg,
    seed: u64,
    /// Stop after this many turns (a game of random players can, rarely,
    /// go on for very long).
    max_turns: u32,
    pub tried: Tried,
    legal: Vec<S::Action>,
    /// Guesses of the hidden cards per decision for a strong player.
    samples: u32,
    /// What the seats told the table by passing and playing, for strong
    /// players.
    reads: Reads<S>,
    /// Each strong computer seat's belief about the other hands, kept up
    /// to date from the deal on (none at other levels).
    filters: Vec<Filter<S::Seen, S::Action>>,
    /// Which seats people play (seat 0 always).
    humans: Vec<bool>,
    turn: Turn,
    /// The seat that left, ending the game.
    left: Option<Seat>,
    /// Each turn start of the game so far (what everyone sees), and how
    /// often the table has come back to it: see [`Match::unrepeated`].
    visits: HashMap<S::Seen, u8>,
}

/// Guesses per decision for a strong computer player, shared out among
/// the legal moves (see `bench/strong.sh` for what they win and cost).
pub const STRONG_SAMPLES: u32 = 30_000;

/// Moves a strong computer player's play-outs may make per decision: its
/// bound on the time a decision takes, the same on every machine, so a
/// seeded game replays exactly (see `bench/strong.sh`).
pub const STRONG_MOVES: u64 = 500_000;

/// Turns after which a game stops without a winner.
pub const MAX_TURNS: u32 = 2_000;

/// How often the table may come to the same turn start before a computer
/// player steers away from it (see [`Match::unrepeated`]).
const REVISITS: u8 = 2;

impl<S: Shedding> Match<S> {
    /// A match on a dealt `state`; `seed` drives every computer decision.
    pub fn new(state: S, level: Level, seed: u64) -> Match<S> {
        Match::believing(state, level, seed, S::BELIEF)
    }

    /// The same with strong computer seats believing as `belief` says
    /// (benchmarks and tests: fewer particles cost less).
    pub fn believing(state: S, level: Level, seed: u64, belief: Belief) -> Match<S> {
        let seats = state.seats();
        let mut m = Match {
            level,
            // The deal used the seed already; the players' choices get a
            // stream of their own, so the same seed replays the game.
            rng: Pcg64Mcg::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15),
            seed,
            max_turns: MAX_TURNS,
            tried: Tried::default(),
            legal: Vec::new(),
            samples: STRONG_SAMPLES,
            reads: Reads::new(seats),
            filters: Vec::new(),
            humans: (0..seats).map(|s| s == 0).collect(),
            turn: Turn::default(),
            left: None,
            visits: HashMap::new(),
            state,
        };
        m.visited();
        if level == Level::Strong {
            m.filters = (1..seats)
                .map(|seat| {
                    // Each seat's filter draws from a stream of its own.
                    let seed = seed ^ 0x5851_f42d_4c95_7f2d_u64.wrapping_mul(seat as u64 + 1);
                    Filter::new(&m.state, seat, belief, seed)
                })
                .collect();
        }
        m
    }

    /// The same match with another number of guesses per move for strong
    /// players (benchmarks and tests).
    pub fn with_samples(mut self, samples: u32) -> Self {
        self.samples = samples;
        self
    }

    /// The same match with the first `people` seats played by people
    /// (pass-and-play); the others stay computer players.
    pub fn with_people(mut self, people: usize) -> Self {
        for (seat, human) in self.humans.iter_mut().enumerate() {
            *human = seat < people.max(1);
        }
        self
    }

    pub fn state(&self) -> &S {
        &self.state
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// Whether people play `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.humans.get(seat).copied().unwrap_or(false)
    }

    /// The seat to move, `None` once the game is over, left or stopped.
    pub fn to_move(&self) -> Option<Seat> {
        if self.left.is_some() || self.state.turns() >= self.max_turns {
            return None;
        }
        self.state.to_move()
    }

    /// Whether it is a person's turn.
    pub fn players_turn(&self) -> bool {
        self.to_move().is_some_and(|s| self.is_human(s))
    }

    /// The legal moves of the seat to move, as the judge writes them and
    /// as actions of the play API.
    pub fn legal(&mut self) -> Vec<(String, PlayAction)> {
        self.state.legal_actions(&mut self.legal);
        self.legal
            .iter()
            .map(|a| (a.to_string(), Self::api_action(*a)))
            .collect()
    }

    /// The legal moves of the seat to move, as the judge writes them.
    pub fn legal_texts(&mut self) -> Vec<String> {
        self.legal().into_iter().map(|(text, _)| text).collect()
    }

    /// An engine action as the play API writes it.
    fn api_action(action: S::Action) -> PlayAction {
        match action {
            Action::Play(p) => PlayAction::Play {
                cards: S::cards_of(&p).into_iter().map(AnyCard::French).collect(),
                choice: S::choice_of(&p),
                mau: S::mau_of(&p),
            },
            Action::Draw => PlayAction::Draw,
            Action::Take => PlayAction::Take,
            Action::Wait => PlayAction::Wait,
            Action::Keep => PlayAction::Keep,
        }
    }

    /// Why each card of the seat to move's hand may or may not start a
    /// play now, with the rule it rests on (for `?`).
    pub fn reasons(&self) -> Vec<(Card, bool, Message, RuleRef)> {
        let Some(seat) = self.to_move() else {
            return Vec::new();
        };
        self.state
            .cards(seat)
            .into_iter()
            .map(|c| {
                let (allows, reason, rule) = starts(&self.state, c);
                (c, allows, reason, rule)
            })
            .collect()
    }

    /// The rule an action rests on: a card's (why it may start a play),
    /// drawing's, taking's, waiting's.
    pub fn rule_of(&self, action: &PlayAction) -> Option<RuleRef> {
        let card = match action {
            PlayAction::Lay(AnyCard::French(c)) => Some(*c),
            PlayAction::Play { cards, .. } => match cards.first() {
                Some(AnyCard::French(c)) => Some(*c),
                _ => None,
            },
            PlayAction::Draw | PlayAction::Keep => return Some(S::DRAW_RULE),
            PlayAction::Take => return Some(S::TAKE_RULE),
            PlayAction::Wait => return Some(S::WAIT_RULE),
            _ => None,
        }?;
        Some(self.state.start(card).rule())
    }

    /// One computer move, if it is a computer's turn.
    pub fn computer_move(&mut self) -> Option<Vec<Event>> {
        let seat = self.to_move().filter(|&s| !self.is_human(s))?;
        self.state.legal_actions(&mut self.legal);
        let action = match self.level {
            Level::Random => Policy::Random.choose(&self.state, &self.legal, &mut self.rng)?,
            Level::Tips => Policy::Tips.choose(&self.state, &self.legal, &mut self.rng)?,
            Level::Strong => {
                let look = Lookahead {
                    moves: STRONG_MOVES,
                    ..Lookahead::to_the_end(self.samples)
                };
                match self.filters.iter().find(|f| f.seat() == seat) {
                    Some(filter) => {
                        choose_strong(&self.state, &self.legal, look, filter, &mut self.rng)?
                    }
                    None => {
                        choose_strong(&self.state, &self.legal, look, &self.reads, &mut self.rng)?
                    }
                }
            }
        };
        let action = match self.level {
            Level::Random => action,
            Level::Tips | Level::Strong => self.unrepeated(action),
        };
        self.apply(seat, action)
    }

    /// `chosen`, unless it brings the table back to a turn start it has
    /// come to [`REVISITS`] times already: then the move the tips score
    /// best among those that do not (the first listed of equals), if any.
    ///
    /// Why: Makao at 6 to 8 players can go round in circles. When the only
    /// cards outside the hands are the jacks, each player in turn cannot
    /// meet the open demand, draws a jack, plays it and demands a value the
    /// next one lacks: every hand stays as it was, for ever, and every one
    /// of those choices is the tips' own. People notice the circle and do
    /// something else; so do the computer players. Measured over 10,000
    /// seeded games per player count (`examples/caps.rs`, a person always
    /// playing the first move listed against the tips): without this,
    /// 0.7 % of 6-player, 4.1 % of 7-player and 12.9 % of 8-player games
    /// reached [`MAX_TURNS`]; with it, none from 3 to 8 players.
    fn unrepeated(&self, chosen: S::Action) -> S::Action {
        let visits = |action: S::Action| {
            let mut next = self.state.clone();
            next.play_listed(action);
            next.seen()
                .map_or(0, |seen| self.visits.get(&seen).copied().unwrap_or(0))
        };
        if visits(chosen) < REVISITS {
            return chosen;
        }
        let mut best: Option<(i32, S::Action)> = None;
        for &action in &self.legal {
            let score = self.state.tips_score(action);
            if visits(action) < REVISITS && best.is_none_or(|(b, _)| score > b) {
                best = Some((score, action));
            }
        }
        best.map_or(chosen, |(_, action)| action)
    }

    /// Counts the turn start the table is at, if it is at one.
    fn visited(&mut self) {
        if let Some(seen) = self.state.seen() {
            let n = self.visits.entry(seen).or_default();
            *n = n.saturating_add(1);
        }
    }

    /// What the strong player would do now for the seat to move (the
    /// hint), as a legal move of the play API.
    pub fn hint(&mut self) -> Option<PlayAction> {
        self.to_move()?;
        self.state.legal_actions(&mut self.legal);
        let look = Lookahead {
            moves: STRONG_MOVES,
            ..Lookahead::to_the_end(self.samples.min(3_000))
        };
        // A copy of the stream: asking for a hint changes no decision of
        // the computer players.
        let mut rng = self.rng.clone();
        let action = choose_strong(&self.state, &self.legal, look, &self.reads, &mut rng)?;
        Some(Self::api_action(action))
    }

    /// The seat's action. A refusal changes nothing and says why; the
    /// rules it cites are remembered for re-reading.
    pub fn act(&mut self, seat: Seat, action: PlayAction) -> Result<Vec<Event>, Refusal> {
        let result = self.act_unnoted(seat, action);
        if let Err(refusal) = &result {
            self.tried.note(refusal);
        }
        result
    }

    fn act_unnoted(&mut self, seat: Seat, action: PlayAction) -> Result<Vec<Event>, Refusal> {
        if action == PlayAction::Leave {
            if self.to_move().is_none() {
                return Err(Refusal::NotYourTurn { to_move: None });
            }
            self.left = Some(seat);
            self.turn = Turn::default();
            let mut events = vec![Event::public(Happening::Left { seat })];
            events.extend(self.over().map(|o| Event::public(Happening::Over(o))));
            return Ok(events);
        }
        let to_move = self.to_move();
        if to_move != Some(seat) {
            return Err(Refusal::NotYourTurn { to_move });
        }
        match action {
            PlayAction::Lay(AnyCard::French(card)) => self.lay(seat, card),
            PlayAction::Lay(card) => Err(Refusal::NotAMove {
                input: card.to_string(),
            }),
            PlayAction::Play { cards, choice, mau } => {
                if !self.turn.laying.is_empty() {
                    return Err(self.closed("play"));
                }
                let cards: Option<Vec<Card>> = cards
                    .iter()
                    .map(|c| match c {
                        AnyCard::French(c) => Some(*c),
                        AnyCard::Makatsu(_) => None,
                    })
                    .collect();
                let cards = cards.ok_or_else(|| Refusal::NotAMove {
                    input: "a card of another game".into(),
                })?;
                self.play_whole(seat, &cards, choice, mau)
            }
            PlayAction::Choose(choice) => {
                let laying = self.turn.laying.clone();
                // "End turn" after a jack or an ace that more of its value
                // could follow asks its question too (`finish`): the
                // answer is open then as well.
                let ended_early = laying.last().is_some_and(|c| S::asks(*c).is_some())
                    && self.completions(&laying).contains(&Some(choice));
                if self.question().is_none() && !ended_early {
                    return Err(self.closed(&choice.to_string()));
                }
                self.finish(seat, &laying, Some(choice))
            }
            PlayAction::EndTurn => {
                if self.turn.laying.is_empty() {
                    if self.state.after_draw() || self.state.after_take() {
                        return self.engine(seat, Action::Keep, "keep");
                    }
                    return Err(Refusal::NothingLaid);
                }
                let laying = self.turn.laying.clone();
                self.finish(seat, &laying, None)
            }
            PlayAction::Mau => {
                if S::CALL != Call::Mau || !self.turn.laying.is_empty() {
                    return Err(self.closed("mau"));
                }
                self.turn.mau = true;
                Ok(Vec::new())
            }
            PlayAction::Draw => self.word(seat, Action::Draw, "draw"),
            PlayAction::Take => self.word(seat, Action::Take, "take"),
            PlayAction::Wait => self.word(seat, Action::Wait, "wait"),
            PlayAction::Keep => self.word(seat, Action::Keep, "keep"),
            PlayAction::Leave => Err(Refusal::NotYourTurn { to_move }),
        }
    }

    /// Draw, take, wait or keep: never in the middle of laying cards.
    fn word(&mut self, seat: Seat, action: S::Action, word: &str) -> Result<Vec<Event>, Refusal> {
        if !self.turn.laying.is_empty() {
            return Err(self.closed(word));
        }
        self.engine(seat, action, word)
    }

    /// An action of the engine's own, refused with what is open instead.
    fn engine(&mut self, seat: Seat, action: S::Action, word: &str) -> Result<Vec<Event>, Refusal> {
        if !self.state.is_legal(action) {
            return Err(self.closed(word));
        }
        self.apply(seat, action).ok_or_else(|| self.closed(word))
    }

    /// `word` is not open now: what is.
    fn closed(&mut self, word: &str) -> Refusal {
        let options = if self.turn.laying.is_empty() {
            self.legal_texts()
        } else {
            vec!["end".to_owned()]
        };
        Refusal::WordClosed {
            word: word.to_owned(),
            options,
        }
    }

    /// The choices the engine allows after `cards` (with `None` when the
    /// play needs none), the announcement as said.
    fn completions(&self, cards: &[Card]) -> Vec<Option<Choice>> {
        let last = cards.last().copied();
        let universe: Vec<Option<Choice>> = match last.and_then(S::asks) {
            Some(ask) => candidates(ask).into_iter().map(Some).collect(),
            None => vec![None],
        };
        universe
            .into_iter()
            .filter(|&choice| self.allows(cards, choice).is_ok())
            .collect()
    }

    /// Whether the engine takes `cards` with `choice` as a play now: with
    /// the announcement if it was said and is due, else without it. The
    /// engine's refusal, or `None` where no play of the game holds these
    /// cards (Mau-Mau lays one card at a time).
    fn allows(
        &self,
        cards: &[Card],
        choice: Option<Choice>,
    ) -> Result<S::Play, Option<S::Illegal>> {
        let mut tries = Vec::new();
        if self.turn.mau {
            tries.extend(S::play_of(cards, choice, true));
        }
        tries.extend(S::play_of(cards, choice, false));
        let mut refused = None;
        for play in tries {
            let mut copy = self.state.clone();
            match copy.play(Action::Play(play)) {
                Ok(()) => return Ok(play),
                Err(e) => refused = Some(e),
            }
        }
        Err(refused)
    }

    /// The engine's refusal as the play API's: its reason and rule, or for
    /// more cards than one play holds, the rule of one card per turn.
    fn illegal(&self, refused: Option<S::Illegal>, cards: &[Card]) -> Refusal {
        match refused {
            Some(e) => Refusal::Illegal {
                reason: e.message(),
                rule: e.rule(),
            },
            None => Refusal::CannotFollow {
                card: cards.last().map(ToString::to_string).unwrap_or_default(),
                rule: if S::MOST == 1 {
                    maumau::rules::ONE_CARD
                } else {
                    makao::rules::MULTI
                },
            },
        }
    }

    /// Whether the cards laid so far, `cards`, can become a legal play:
    /// as they are (with some choice), or with more of the hand after them.
    fn extendable(&self, cards: &[Card], hand: &[Card]) -> bool {
        if !self.completions(cards).is_empty() {
            return true;
        }
        cards.len() < S::MOST
            && hand.iter().any(|c| {
                !cards.contains(c) && {
                    let mut more = cards.to_vec();
                    more.push(*c);
                    self.extendable(&more, hand)
                }
            })
    }

    /// The cards of `seat`'s hand not laid yet this turn.
    fn unlaid(&self, seat: Seat) -> Vec<Card> {
        self.state
            .cards(seat)
            .into_iter()
            .filter(|c| !self.turn.laying.contains(c))
            .collect()
    }

    /// Which cards of the hand may be laid next.
    fn lit(&self, seat: Seat) -> Vec<Card> {
        if self.to_move() != Some(seat) || self.question().is_some() {
            return Vec::new();
        }
        let hand = self.state.cards(seat);
        self.unlaid(seat)
            .into_iter()
            .filter(|c| {
                let mut cards = self.turn.laying.clone();
                cards.push(*c);
                cards.len() <= S::MOST && self.extendable(&cards, &hand)
            })
            .collect()
    }

    /// The question open now: the turn's cards need a choice and nothing
    /// more can follow them.
    pub fn question(&self) -> Option<Question> {
        let last = *self.turn.laying.last()?;
        let ask = S::asks(last)?;
        let seat = self.to_move()?;
        let hand = self.state.cards(seat);
        let more = self.turn.laying.len() < S::MOST
            && self.unlaid(seat).iter().any(|c| {
                let mut cards = self.turn.laying.clone();
                cards.push(*c);
                self.extendable(&cards, &hand)
            });
        if more {
            return None;
        }
        let options: Vec<Choice> = self
            .completions(&self.turn.laying)
            .into_iter()
            .flatten()
            .collect();
        (!options.is_empty()).then_some(Question { ask, options })
    }

    /// Lays one card of the turn: on the pile at once; the turn ends by
    /// itself when nothing can follow and nothing is asked.
    fn lay(&mut self, seat: Seat, card: Card) -> Result<Vec<Event>, Refusal> {
        if !self.state.cards(seat).contains(&card) {
            return Err(Refusal::NotHeld {
                card: card.to_string(),
                rule: None,
            });
        }
        if self.turn.laying.contains(&card) {
            return Err(Refusal::CannotFollow {
                card: card.to_string(),
                rule: self.state.start(card).rule(),
            });
        }
        let hand = self.state.cards(seat);
        let mut cards = self.turn.laying.clone();
        cards.push(card);
        if cards.len() > S::MOST || !self.extendable(&cards, &hand) {
            return Err(self.refuse_lay(&cards));
        }
        self.turn.laying = cards;
        if self.question().is_some() {
            return Ok(Vec::new());
        }
        let can_follow = self.turn.laying.len() < S::MOST
            && self.unlaid(seat).iter().any(|c| {
                let mut more = self.turn.laying.clone();
                more.push(*c);
                self.extendable(&more, &hand)
            });
        if can_follow {
            return Ok(Vec::new());
        }
        let laying = self.turn.laying.clone();
        self.finish(seat, &laying, None)
    }

    /// Why `cards` (the turn's so far and one more) cannot be laid.
    fn refuse_lay(&self, cards: &[Card]) -> Refusal {
        let card = cards[cards.len() - 1];
        if cards.len() > 1 {
            let rule = if S::MOST == 1 {
                maumau::rules::ONE_CARD
            } else if card.rank() != cards[0].rank() {
                makao::rules::ONE_VALUE
            } else {
                makao::rules::MULTI
            };
            return Refusal::CannotFollow {
                card: card.to_string(),
                rule,
            };
        }
        let (allows, reason, rule) = starts(&self.state, card);
        if !allows || !(self.state.after_draw() || self.state.after_take()) {
            return Refusal::CannotStart {
                card: card.to_string(),
                reason,
                rule,
            };
        }
        match self.allows(cards, None) {
            Err(refused) => self.illegal(refused, cards),
            Ok(_) => Refusal::CannotStart {
                card: card.to_string(),
                reason,
                rule,
            },
        }
    }

    /// A whole play at once (line mode's `9h 9c`, `Jh>7`, `9h mau`).
    fn play_whole(
        &mut self,
        seat: Seat,
        cards: &[Card],
        choice: Option<Choice>,
        mau: bool,
    ) -> Result<Vec<Event>, Refusal> {
        let Some(&first) = cards.first() else {
            return Err(Refusal::NothingLaid);
        };
        let hand = self.state.cards(seat);
        if let Some(card) = cards.iter().find(|c| !hand.contains(c)) {
            return Err(Refusal::NotHeld {
                card: card.to_string(),
                rule: None,
            });
        }
        self.turn.mau |= mau;
        let said = self.turn.mau;
        match self.allows(cards, choice) {
            Ok(play) if !mau || S::mau_of(&play) => {
                let events = self.apply(seat, Action::Play(play));
                self.turn = Turn::default();
                events.ok_or(Refusal::NotAMove {
                    input: cards[0].to_string(),
                })
            }
            result => {
                self.turn.mau = said && !mau;
                let (allows, reason, rule) = starts(&self.state, first);
                let listed: Vec<String> = self
                    .legal_texts()
                    .into_iter()
                    .filter(|t| {
                        t.split([' ', '>']).next() == Some(first.to_string().as_str())
                            && !t.is_empty()
                    })
                    .collect();
                if !(allows || self.state.after_draw() || self.state.after_take()) {
                    return Err(Refusal::CannotStart {
                        card: first.to_string(),
                        reason,
                        rule,
                    });
                }
                if !listed.is_empty() {
                    return Err(Refusal::WithCard {
                        card: first.to_string(),
                        options: listed,
                    });
                }
                Err(match result {
                    Err(refused) => self.illegal(refused, cards),
                    Ok(_) => Refusal::CannotStart {
                        card: first.to_string(),
                        reason,
                        rule,
                    },
                })
            }
        }
    }

    /// Ends the turn with the cards laid and `choice`: the question is
    /// asked if the play needs an answer.
    fn finish(
        &mut self,
        seat: Seat,
        cards: &[Card],
        choice: Option<Choice>,
    ) -> Result<Vec<Event>, Refusal> {
        let completions = self.completions(cards);
        if choice.is_none() && !completions.contains(&None) {
            if let Some(question) = self.question() {
                return Err(Refusal::Question { question });
            }
            // More may follow but the player ended here: ask all the same.
            let ask = cards.last().and_then(|c| S::asks(*c));
            let options: Vec<Choice> = completions.iter().flatten().copied().collect();
            if let (Some(ask), false) = (ask, options.is_empty()) {
                return Err(Refusal::Question {
                    question: Question { ask, options },
                });
            }
        }
        match self.allows(cards, choice) {
            Ok(play) => {
                let events = self.apply(seat, Action::Play(play));
                self.turn = Turn::default();
                events.ok_or(Refusal::NothingLaid)
            }
            Err(refused) => Err(self.illegal(refused, cards)),
        }
    }

    /// Plays `action` for `seat` in the engine and says what happened, to
    /// whom.
    fn apply(&mut self, seat: Seat, action: S::Action) -> Option<Vec<Event>> {
        let before = self.state.report();
        let table_before = self.state.clone();
        let hand_before = self.state.cards(seat);
        let (_, discard_before) = self.state.pile_counts();
        let forgotten_before = self.state.forgotten();
        self.state.play(action).ok()?;
        self.visited();
        self.reads.observe(&table_before, action, &self.state);
        for filter in &mut self.filters {
            filter.observe(&table_before, action, &self.state);
        }
        let after = self.state.report();
        let mut events = Vec::new();
        let mut laid = 0;
        match action {
            Action::Play(p) => {
                let cards = S::cards_of(&p);
                laid = cards.len();
                events.push(Event::public(Happening::Laid {
                    seat,
                    cards: cards.into_iter().map(AnyCard::French).collect(),
                    choice: S::choice_of(&p),
                    kind: None,
                }));
                match S::choice_of(&p) {
                    Some(Choice::Nothing) => {
                        events.push(Event::public(Happening::NoDemand { by: seat }));
                    }
                    Some(choice) => {
                        let again = matches!(choice, Choice::Value(v) if before.pending.demand_value == Some(v));
                        events.push(Event::public(Happening::Demand {
                            by: seat,
                            choice,
                            last: self.state.demand_until(),
                            again,
                        }));
                    }
                    None => {}
                }
            }
            Action::Draw => {}
            Action::Keep => events.push(Event::public(Happening::Kept { seat })),
            Action::Take => events.push(Event::public(Happening::Took {
                seat,
                count: before.pending.penalty,
            })),
            Action::Wait => events.push(Event::public(Happening::Waited { seat })),
        }
        let (_, discard_after) = self.state.pile_counts();
        if discard_after < discard_before + laid {
            let (draw, _) = self.state.pile_counts();
            events.push(Event::public(Happening::Reshuffled { cards: draw }));
        }
        // Cards that came into the hand: a draw, a penalty, a forgotten
        // call's penalty; named to the owner, counted for everyone.
        let hand_after = self.state.cards(seat);
        let got: Vec<Card> = hand_after
            .iter()
            .copied()
            .filter(|c| !hand_before.contains(c))
            .collect();
        let forgot = self.state.forgotten() > forgotten_before;
        let penalty = if forgot {
            u32::try_from(got.len()).unwrap_or(0)
        } else {
            0
        };
        if !got.is_empty() {
            if !matches!(action, Action::Take) && !forgot {
                events.push(Event::public(Happening::Drew {
                    seat,
                    count: got.len() as u32,
                }));
            }
            events.push(Event::private(
                seat,
                Happening::Got {
                    seat,
                    cards: got.iter().copied().map(AnyCard::French).collect(),
                },
            ));
        } else if matches!(action, Action::Draw) {
            // A drawn card the table does not know (both piles empty).
            events.push(Event::public(Happening::Drew { seat, count: 0 }));
        }
        if let (true, Some(rule)) = (forgot, S::CALL_RULE) {
            events.push(Event::public(Happening::Forgot {
                seat,
                cards: penalty,
                rule,
            }));
        }
        if after.direction != before.direction {
            events.push(Event::public(Happening::Turned {
                direction: after.direction,
            }));
        }
        if self.state.follow_up() && matches!(action, Action::Play(_)) {
            events.push(Event::public(Happening::FollowUp { seat }));
        }
        if let Some(next) = after.next {
            if after.pending.penalty > 0 && after.pending.penalty != before.pending.penalty {
                events.push(Event::public(Happening::MustTake {
                    seat: next,
                    cards: after.pending.penalty,
                }));
            }
            if after.pending.wait > 0 && after.pending.wait != before.pending.wait {
                events.push(Event::public(Happening::MustWait {
                    seat: next,
                    turns: after.pending.wait,
                }));
            }
            // Seats the turn passed over: an 8's skip, a wait sat out.
            if next != seat && after.winner.is_none() {
                let seats = after.hand_sizes.len();
                for skipped in passed_over(seat, next, seats, after.direction) {
                    events.push(Event::public(Happening::SatOut { seat: skipped }));
                }
            }
        }
        let one = |report: &TableReport| report.hand_sizes.get(seat) == Some(&1);
        if one(&after) && !one(&before) {
            events.push(Event::public(Happening::OneCard {
                seat,
                call: S::CALL,
            }));
        }
        if let Some(over) = self.over() {
            events.push(Event::public(Happening::Over(over)));
        }
        Some(events)
    }

    /// How the game ended, once it has (or was stopped).
    pub fn over(&self) -> Option<Over> {
        if self.to_move().is_some() {
            return None;
        }
        let report = self.state.report();
        let winner = if self.left.is_some() {
            None
        } else {
            self.state.winner()
        };
        let points = if winner.is_some() {
            self.state.points()
        } else {
            0
        };
        Some(Over {
            winner,
            scores: (0..report.hand_sizes.len())
                .map(|s| if Some(s) == winner { points } else { 0 })
                .collect(),
            points,
            turns: self.state.turns(),
            rule: S::END,
            finished: winner.is_some(),
            minus: false,
            by_meister: false,
        })
    }

    /// How `seat` placed against each other seat, in seat order: the
    /// winner ahead of everyone, the others by the cards they still hold.
    pub fn standing(&self, seat: Seat) -> Vec<std::cmp::Ordering> {
        let report = self.state.report();
        let mine = report.hand_sizes[seat];
        (0..report.hand_sizes.len())
            .filter(|&s| s != seat)
            .map(|s| match report.winner {
                Some(w) if w == seat => std::cmp::Ordering::Less,
                Some(w) if w == s => std::cmp::Ordering::Greater,
                _ => mine.cmp(&report.hand_sizes[s]),
            })
            .collect()
    }

    /// What `seat` sees of the table.
    pub fn view(&mut self, seat: Seat) -> View {
        let report = self.state.report();
        let to_move = self.to_move();
        let lit = self.lit(seat);
        let drawn = if to_move == Some(seat) {
            self.state.drawn_card()
        } else {
            None
        };
        let hand = self
            .unlaid(seat)
            .into_iter()
            .map(|card| HandCard {
                card: AnyCard::French(card),
                lit: lit.contains(&card),
                drawn: drawn == Some(card),
            })
            .collect();
        let question = if to_move == Some(seat) {
            self.question()
        } else {
            None
        };
        let offers = if to_move == Some(seat) {
            self.offers(seat, &lit, question.as_ref())
        } else {
            Vec::new()
        };
        let (draw_pile, discard_pile) = self.state.pile_counts();
        let top = self.turn.laying.last().copied().unwrap_or(report.top);
        let seats = (0..report.hand_sizes.len())
            .map(|s| {
                let laid = if to_move == Some(s) {
                    self.turn.laying.len()
                } else {
                    0
                };
                let cards = (report.hand_sizes[s] as usize).saturating_sub(laid);
                SeatView {
                    name: super::name(s)
                        .filter(|_| !self.is_human(s))
                        .map(str::to_owned),
                    human: self.is_human(s),
                    cards,
                    waiting: report.waiting.get(s).copied().unwrap_or(0),
                    call: (cards == 1 && report.winner.is_none()).then_some(S::CALL),
                }
            })
            .collect();
        View {
            game: S::GAME,
            seat,
            to_move,
            seats,
            hand,
            offers,
            question,
            table: TableView::Shedding {
                top: AnyCard::French(top),
                draw_pile,
                discard_pile: discard_pile + self.turn.laying.len(),
                direction: report.direction,
                open: OpenView::of(&report.pending, self.state.demand_until()),
                laying: self
                    .turn
                    .laying
                    .iter()
                    .copied()
                    .map(AnyCard::French)
                    .collect(),
            },
        }
    }

    /// What the seat to move may do, grouped: each value's cards as one
    /// offer, the words that are open.
    fn offers(&mut self, seat: Seat, lit: &[Card], question: Option<&Question>) -> Vec<Offer> {
        if let Some(q) = question {
            return vec![Offer::Choose {
                ask: q.ask,
                options: q.options.clone(),
            }];
        }
        let mut offers = Vec::new();
        let mut ranks: Vec<Rank> = lit.iter().map(|c| c.rank()).collect();
        ranks.dedup();
        ranks.sort_by_key(|r| r.index());
        ranks.dedup();
        for rank in ranks {
            let cards: Vec<AnyCard> = lit
                .iter()
                .filter(|c| c.rank() == rank)
                .copied()
                .map(AnyCard::French)
                .collect();
            let held = self
                .unlaid(seat)
                .iter()
                .filter(|c| c.rank() == rank)
                .count();
            let most = (self.turn.laying.len() + held).min(S::MOST) - self.turn.laying.len();
            let then = S::asks(Card::new(rank, Suit::Hearts));
            offers.push(Offer::Cards { cards, most, then });
        }
        if !self.turn.laying.is_empty() {
            offers.push(Offer::EndTurn);
            return offers;
        }
        let report = self.state.report();
        let legal = self.legal();
        for (_, action) in legal {
            let offer = match action {
                PlayAction::Draw => Offer::Draw,
                PlayAction::Take => Offer::Take {
                    cards: report.pending.penalty,
                },
                PlayAction::Wait => Offer::Wait {
                    turns: report.pending.wait,
                },
                PlayAction::Keep => Offer::Keep,
                _ => continue,
            };
            if !offers.contains(&offer) {
                offers.push(offer);
            }
        }
        // "Mau" is said with the card that leaves one in hand.
        let left = self.state.cards(seat).len();
        if S::CALL == Call::Mau && !self.turn.mau && left == 2 && !lit.is_empty() {
            offers.push(Offer::Mau);
        }
        offers
    }

    /// Who is told what at the deal: the hand sizes and the top card for
    /// everyone, each seat's own hand to that seat.
    pub fn dealt(&self) -> Vec<Event> {
        let report = self.state.report();
        let mut events = vec![Event::public(Happening::Dealt {
            hand_sizes: report.hand_sizes.iter().map(|&n| n as usize).collect(),
            top: Some(AnyCard::French(report.top)),
            first: report.next.unwrap_or(0),
        })];
        for seat in 0..report.hand_sizes.len() {
            events.push(Event {
                to: Audience::Seat(seat),
                what: Happening::Got {
                    seat,
                    cards: self
                        .state
                        .cards(seat)
                        .into_iter()
                        .map(AnyCard::French)
                        .collect(),
                },
            });
        }
        events
    }

    /// The rule an engine refusal cites, for the tests: an action the
    /// engine refuses names the same rule card.
    pub fn engine_rule(&self, action: S::Action) -> Option<RuleRef> {
        let mut copy = self.state.clone();
        copy.play(action).err().and_then(|e| e.rule())
    }
}

/// The seats play passed over from `seat` to `next`, going `direction`.
fn passed_over(seat: Seat, next: Seat, seats: usize, direction: Direction) -> Vec<Seat> {
    let step = |s: Seat| match direction {
        Direction::Clockwise => (s + 1) % seats,
        Direction::Counterclockwise => (s + seats - 1) % seats,
    };
    let mut skipped = Vec::new();
    let mut s = step(seat);
    while s != next && s != seat && skipped.len() < seats {
        skipped.push(s);
        s = step(s);
    }
    if s == next { skipped } else { Vec::new() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn makao_match(seed: u64, level: Level) -> Match<makao::State> {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let state = makao::State::deal(4, 0, &mut rng).unwrap();
        Match::believing(state, level, seed, TEST_BELIEF)
    }

    /// Few particles: a debug build tells each of them every move.
    const TEST_BELIEF: Belief = Belief {
        particles: 12,
        moves: 2,
        ..Belief::DEFAULT
    };

    fn lay(card: Card) -> PlayAction {
        PlayAction::Lay(AnyCard::French(card))
    }

    fn first_legal<S: Shedding>(m: &mut Match<S>) -> PlayAction {
        m.legal().remove(0).1
    }

    /// Plays `m` to its end, the person always playing the first move
    /// listed.
    fn play_first_listed<S: Shedding>(m: &mut Match<S>) {
        while m.to_move().is_some() {
            if m.players_turn() {
                let first = first_legal(m);
                m.act(0, first).unwrap();
            } else {
                m.computer_move().unwrap();
            }
        }
    }

    /// Eight at a Makao table, the person always playing the first move
    /// listed: with nothing but the tips' choices the table can go round
    /// in circles to the turn cap (a jack war); the computer players of a
    /// match notice the circle and the same deal ends with a winner.
    #[test]
    fn a_jack_war_is_broken_off() {
        use crate::engine::Position;
        use crate::engine::french::Policy;
        let deal = |seed| makao::State::deal(8, 0, &mut Pcg64Mcg::seed_from_u64(seed)).unwrap();
        let circles = |seed| {
            let mut state = deal(seed);
            let mut legal = Vec::new();
            let mut rng = Pcg64Mcg::seed_from_u64(0);
            while let Some(seat) = state.to_move() {
                if state.turns() >= MAX_TURNS {
                    return true;
                }
                state.legal_actions(&mut legal);
                let action = if seat == 0 {
                    legal[0]
                } else {
                    Policy::Tips.choose(&state, &legal, &mut rng).unwrap()
                };
                state.play_listed(action);
            }
            false
        };
        let seed = (0..200)
            .find(|&s| circles(s))
            .expect("a deal the bare tips play round in circles");
        let mut m = Match::new(deal(seed), Level::Tips, seed);
        play_first_listed(&mut m);
        assert!(m.state().turns() < MAX_TURNS, "seed {seed}: capped");
        assert!(m.over().unwrap().winner.is_some(), "seed {seed}");
    }

    /// The player plays the first legal move each time; the computers
    /// answer; the game ends with a winner and consistent points.
    #[test]
    fn whole_games_end_with_a_winner_and_points() {
        for seed in 0..20 {
            let mut m = makao_match(seed, Level::Tips);
            play_first_listed(&mut m);
            let o = m.over().unwrap();
            let w = o.winner.expect("a winner within the turn limit");
            let left: u32 = m
                .state()
                .report()
                .hand_sizes
                .iter()
                .enumerate()
                .filter(|(s, _)| *s != w)
                .map(|(_, n)| n)
                .sum();
            assert_eq!(o.points, 10 * left);
        }
    }

    #[test]
    fn a_refused_card_says_why_with_the_engines_rule() {
        for seed in 0..50 {
            let mut m = makao_match(seed, Level::Random);
            while !m.players_turn() {
                m.computer_move().unwrap();
            }
            let dim: Vec<Card> = m
                .view(0)
                .hand
                .iter()
                .filter(|h| !h.lit)
                .filter_map(|h| match h.card {
                    AnyCard::French(c) => Some(c),
                    AnyCard::Makatsu(_) => None,
                })
                .collect();
            let Some(&card) = dim.first() else { continue };
            let before = m.state().report();
            let refusal = m.act(0, lay(card)).unwrap_err();
            assert_eq!(m.state().report(), before, "a refusal changes nothing");
            let Refusal::CannotStart { rule, .. } = refusal else {
                panic!("{card}: {refusal:?}")
            };
            let action = Action::Play(makao::Play::single(card, None));
            assert_eq!(m.engine_rule(action), Some(rule), "{card}");
            assert!(m.tried.0.contains(&rule));
            return;
        }
        panic!("no dealt hand had a card that may not start");
    }

    /// Plays `m` from the player's first legal moves, checking at every
    /// computer turn that each level decides the same on a copy whose
    /// hidden cards (other hands, the draw pile) are dealt otherwise.
    /// How many decisions were checked, and how many moves told something.
    fn same_decision_without_hidden_cards<S: Shedding>(
        mut m: Match<S>,
        seed: u64,
    ) -> (usize, usize) {
        let (mut checked, mut told) = (0, 0);
        for _ in 0..40 {
            let Some(seat) = m.to_move() else { break };
            if seat != 0 {
                let mut other_rng = Pcg64Mcg::seed_from_u64(seed + 1000);
                let other = m.state().determinize(seat, &mut other_rng);
                assert_eq!(other.cards(seat), m.state().cards(seat));
                for level in [Level::Random, Level::Tips, Level::Strong] {
                    let mut a = Match::believing(m.state().clone(), level, seed, TEST_BELIEF)
                        .with_samples(4);
                    let mut b =
                        Match::believing(other.clone(), level, seed, TEST_BELIEF).with_samples(4);
                    // What the seats told so far, read and believed in the game.
                    (a.reads, b.reads) = (m.reads.clone(), m.reads.clone());
                    if level == Level::Strong {
                        (a.filters, b.filters) = (m.filters.clone(), m.filters.clone());
                    }
                    // What everyone is told of the move; the cards a
                    // draw brings differ between the two deals.
                    let public = |events: Option<Vec<Event>>| -> Option<Vec<Happening>> {
                        events.map(|es| {
                            es.into_iter()
                                .filter(|e| e.to == Audience::Everyone)
                                .filter(|e| !matches!(e.what, Happening::Reshuffled { .. }))
                                .map(|e| e.what)
                                .collect()
                        })
                    };
                    let (ea, eb) = (a.computer_move(), b.computer_move());
                    assert_eq!(
                        public(ea),
                        public(eb),
                        "seed {seed}, {level}: a decision used hidden cards"
                    );
                    checked += 1;
                }
            }
            if same_reads_without_hidden_cards(&mut m, seed) {
                told += 1;
            }
        }
        (checked, told)
    }

    /// Plays the next move of `m` (the player's first legal one, or the
    /// tips'), checking that what it tells the strong players is read the
    /// same on a copy whose hidden cards are dealt otherwise: the mover's
    /// own hand too when it passes (a play needs the cards it lays).
    /// Whether the move told something.
    fn same_reads_without_hidden_cards<S: Shedding>(m: &mut Match<S>, seed: u64) -> bool {
        let Some(mover) = m.to_move() else {
            return false;
        };
        let mut legal = Vec::new();
        m.state.legal_actions(&mut legal);
        let action = if mover == 0 {
            legal[0]
        } else {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            Policy::Tips.choose(&m.state, &legal, &mut rng).unwrap()
        };
        let (before, reads, filters) = (m.state.clone(), m.reads.clone(), m.filters.clone());
        m.apply(mover, action).unwrap();
        let viewer = match action {
            Action::Play(_) => mover,
            _ => (mover + 1) % before.seats(),
        };
        // The viewer's belief, told of the move on the copy, is the one
        // told of it in the game (its own hand is the same in both).
        let believed = |other: &S, other_after: &S| {
            for (old, new) in filters.iter().zip(&m.filters) {
                if old.seat() == viewer {
                    let mut copy = old.clone();
                    copy.observe(other, action, other_after);
                    assert_eq!(&copy, new, "seed {seed}: a belief used hidden cards");
                }
            }
        };
        let mut other_rng = Pcg64Mcg::seed_from_u64(seed + 2000);
        let other = before.determinize(viewer, &mut other_rng);
        let mut other_after = other.clone();
        if other_after.play(action).is_err() {
            return false; // The pass needs a card the other deal lacks.
        }
        let mut other_reads = reads.clone();
        other_reads.observe(&other, action, &other_after);
        assert_eq!(
            other_reads, m.reads,
            "seed {seed}: a read used hidden cards"
        );
        believed(&other, &other_after);
        other_reads != reads
    }

    /// Computer players decide on what their seat may know, at every
    /// level, in both games; what the strong players read from the other
    /// seats' passes comes from public events only.
    #[test]
    fn computer_decisions_depend_only_on_what_their_seat_sees() {
        let (mut checked, mut told) = (0, 0);
        for seed in 0..20 {
            // Strong computer seats, so that their beliefs are checked too.
            let (c, t) = same_decision_without_hidden_cards(makao_match(seed, Level::Strong), seed);
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let state = maumau::State::deal(4, 0, &maumau::Rules::SOURCE, &mut rng).unwrap();
            let (c2, t2) = same_decision_without_hidden_cards(
                Match::believing(state, Level::Strong, seed, TEST_BELIEF),
                seed,
            );
            (checked, told) = (checked + c + c2, told + t + t2);
        }
        assert!(checked > 300, "{checked}");
        // Passes were read, and read the same without the hidden cards.
        assert!(told > 20, "{told}");
    }

    /// Seat 1 holds nothing that fits 10♥ and draws a card it cannot play
    /// either (6♣): from seat 0's view every guess then gives seat 1 no
    /// heart, no ten and no queen beyond the one card it drew, while
    /// unread guesses often do.
    #[test]
    fn a_pass_is_read_and_every_guess_fits_it() {
        use crate::engine::Position;
        use crate::engine::french::policy::hands_of;
        let hands = hands_of(&[
            &["9h", "5c", "Kd"],
            &["2c", "3s", "6d"],
            &["4d", "7s", "8c"],
        ]);
        let top = "10h".parse().unwrap();
        let mut state = makao::State::arrange(&hands, top, &["6c".parse().unwrap()], 1, 1).unwrap();
        let mut reads = Reads::new(3);
        let mut legal = Vec::new();
        for action in [Action::Draw, Action::Keep] {
            state.legal_actions(&mut legal);
            if !legal.contains(&action) {
                continue;
            }
            let before = state.clone();
            state.play(action).unwrap();
            reads.observe(&before, action, &state);
        }
        assert_eq!(state.to_move(), Some(2), "seat 1's turn is over");
        let fitting = Card::all()
            .filter(|c| c.suit() == crate::engine::french::Suit::Hearts)
            .chain(["10c", "10d", "10s", "Qc", "Qd", "Qs"].map(|c| c.parse().unwrap()))
            .fold(0u64, |m, c| m | c.bit());
        let (mut read, mut blind) = (0, 0);
        for seed in 0..200 {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let mut tries = u32::MAX;
            let guess = reads.guess(&state, 0, &mut tries, &mut rng);
            read = read.max((guess.held(1).mask() & fitting).count_ones());
            let guess = Reads::new(3).guess(&state, 0, &mut tries, &mut rng);
            blind = blind.max((guess.held(1).mask() & fitting).count_ones());
        }
        assert_eq!(read, 1, "at most the drawn card");
        assert!(blind >= 2, "{blind}");
    }

    /// Plays whole games of tips players, reading every move: the real
    /// hands always fit what was read (a table laid out again for a read
    /// play gives the tips the very play they made), and reads of plays
    /// were made.
    fn the_truth_fits_the_reads<S: Shedding>(deal: impl Fn(&mut Pcg64Mcg) -> S) -> usize {
        let (mut plays, mut legal) = (0, Vec::new());
        for seed in 0..12 {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let mut state = deal(&mut rng);
            let mut reads = Reads::new(state.seats());
            while state.to_move().is_some() && state.turns() < 200 {
                state.legal_actions(&mut legal);
                let action = Policy::Tips.choose(&state, &legal, &mut rng).unwrap();
                let before = state.clone();
                state.play(action).unwrap();
                reads.observe(&before, action, &state);
                if matches!(action, Action::Play(_)) && before.seen().is_some() {
                    plays += 1;
                }
                for me in 0..state.seats() {
                    assert_eq!(
                        reads.misfits(&state, me, &mut legal, u32::MAX),
                        0,
                        "seed {seed}"
                    );
                }
            }
        }
        plays
    }

    /// Plays whole games of tips players, reading every move, and at every
    /// turn deals each seat's guess seat by seat: the guess keeps what the
    /// seat sees (its own hand, the discard pile) and every hand size, and
    /// holds each card of the game as often as the real table does.
    /// `piles` gives a table's draw and discard piles. How many guesses.
    fn guesses_keep_every_card<S: Shedding>(
        deal: impl Fn(&mut Pcg64Mcg) -> S,
        piles: impl Fn(&S) -> (Vec<Card>, Vec<Card>),
    ) -> usize {
        let every = |state: &S| {
            let (draw, discard) = piles(state);
            let mut all: Vec<Card> = (0..state.seats()).flat_map(|s| state.cards(s)).collect();
            all.extend(draw.iter().chain(&discard));
            all.sort_by_key(|c| c.index());
            all
        };
        let (mut guesses, mut legal) = (0, Vec::new());
        for seed in 0..6 {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let mut state = deal(&mut rng);
            let mut reads = Reads::new(state.seats()).reading_plays(usize::MAX);
            while state.to_move().is_some() && state.turns() < 120 {
                for me in 0..state.seats() {
                    let mut tries = 8;
                    let guess = reads.guess(&state, me, &mut tries, &mut rng);
                    assert_eq!(guess.cards(me), state.cards(me), "seed {seed}");
                    assert_eq!(piles(&guess).1, piles(&state).1, "seed {seed}");
                    assert_eq!(guess.report().hand_sizes, state.report().hand_sizes);
                    assert_eq!(every(&guess), every(&state), "seed {seed}");
                    guesses += 1;
                }
                state.legal_actions(&mut legal);
                let action = Policy::Tips.choose(&state, &legal, &mut rng).unwrap();
                let before = state.clone();
                state.play(action).unwrap();
                reads.observe(&before, action, &state);
            }
        }
        guesses
    }

    #[test]
    fn guesses_dealt_seat_by_seat_keep_every_card_once() {
        let makao = guesses_keep_every_card(
            |rng| makao::State::deal(4, 0, rng).unwrap(),
            |s| {
                (
                    s.piles().draw_pile().to_vec(),
                    s.piles().discard_pile().to_vec(),
                )
            },
        );
        let maumau = guesses_keep_every_card(
            |rng| maumau::State::deal(4, 0, &maumau::Rules::SOURCE, rng).unwrap(),
            |s| {
                (
                    s.piles().draw_pile().to_vec(),
                    s.piles().discard_pile().to_vec(),
                )
            },
        );
        assert!(makao > 200 && maumau > 200, "{makao} {maumau}");
    }

    #[test]
    fn real_hands_fit_what_their_plays_and_passes_told() {
        let makao = the_truth_fits_the_reads(|rng| makao::State::deal(4, 0, rng).unwrap());
        let maumau = the_truth_fits_the_reads(|rng| {
            maumau::State::deal(4, 0, &maumau::Rules::SOURCE, rng).unwrap()
        });
        assert!(makao > 100 && maumau > 100, "{makao} {maumau}");
    }

    #[test]
    fn the_same_seed_replays_the_same_game() {
        let run = |seed| {
            let mut m = makao_match(seed, Level::Random);
            let mut log = Vec::new();
            while m.to_move().is_some() {
                if m.players_turn() {
                    let first = first_legal(&mut m);
                    log.push(m.act(0, first).unwrap());
                } else {
                    log.push(m.computer_move().unwrap());
                }
            }
            log
        };
        assert_eq!(run(7), run(7));
        assert_ne!(run(7), run(8));
    }

    /// Makao's cards of one value laid one by one and then "end turn"
    /// make the same play as the whole play at once; a card of another
    /// value cannot follow, and a jack's question is asked when nothing
    /// can follow it.
    #[test]
    fn several_cards_one_by_one_then_end_turn() {
        use crate::engine::french::{Rank, Suit};
        let c = |r, s| Card::new(r, s);
        let hands = [
            vec![
                c(Rank::Nine, Suit::Hearts),
                c(Rank::Nine, Suit::Clubs),
                c(Rank::Five, Suit::Clubs),
                c(Rank::Jack, Suit::Spades),
            ],
            vec![c(Rank::Six, Suit::Diamonds), c(Rank::Seven, Suit::Diamonds)],
        ];
        let top = c(Rank::Nine, Suit::Spades);
        let state = makao::State::arrange(&hands, top, &[], 0, 0).unwrap();
        let mut m = Match::new(state.clone(), Level::Random, 1);
        // 9♥ first: 9♣ may follow, 5♣ may not, nor a draw.
        assert_eq!(m.act(0, lay(hands[0][0])).unwrap(), Vec::new());
        let view = m.view(0);
        let lit: Vec<AnyCard> = view.hand.iter().filter(|h| h.lit).map(|h| h.card).collect();
        assert_eq!(lit, vec![AnyCard::French(hands[0][1])]);
        assert!(matches!(
            m.act(0, lay(hands[0][2])),
            Err(Refusal::CannotFollow { .. })
        ));
        assert!(matches!(
            m.act(0, PlayAction::Draw),
            Err(Refusal::WordClosed { .. })
        ));
        let TableView::Shedding { top, laying, .. } = view.table else {
            panic!("a shedding table")
        };
        assert_eq!(top, AnyCard::French(hands[0][0]));
        assert_eq!(laying.len(), 1);
        // 9♣ after it: nothing more can follow, so the turn ends as the
        // whole play of both at once would.
        let one_by_one = m.act(0, lay(hands[0][1])).unwrap();
        let mut whole = Match::new(state.clone(), Level::Random, 1);
        let at_once = whole
            .act(
                0,
                PlayAction::Play {
                    cards: vec![AnyCard::French(hands[0][0]), AnyCard::French(hands[0][1])],
                    choice: None,
                    mau: false,
                },
            )
            .unwrap();
        assert_eq!(one_by_one, at_once);
        assert_eq!(m.state().report().hand_sizes[0], 2);
        assert_eq!(m.state().top(), hands[0][1]);
        // "End turn" after the first card: the play is that card alone.
        let mut m = Match::new(state, Level::Random, 1);
        m.act(0, lay(hands[0][0])).unwrap();
        let events = m.act(0, PlayAction::EndTurn).unwrap();
        assert!(matches!(&events[0].what, Happening::Laid { cards, .. } if cards.len() == 1));
        assert_eq!(m.state().report().hand_sizes[0], 3);

        // A jack alone: nothing can follow it, so its question is asked;
        // the answer ends the turn.
        let hands = [
            vec![c(Rank::Jack, Suit::Spades), c(Rank::Five, Suit::Clubs)],
            vec![c(Rank::Six, Suit::Diamonds), c(Rank::Seven, Suit::Diamonds)],
        ];
        let state = makao::State::arrange(&hands, c(Rank::Nine, Suit::Spades), &[], 0, 0).unwrap();
        let mut m = Match::new(state, Level::Random, 1);
        assert_eq!(m.act(0, lay(hands[0][0])).unwrap(), Vec::new());
        let q = m.question().expect("the jack asks for a value");
        assert_eq!(q.ask, Ask::Value);
        assert!(q.options.contains(&Choice::Nothing));
        assert!(q.options.contains(&Choice::Value(Rank::Seven)));
        assert!(!q.options.contains(&Choice::Value(Rank::Ace)));
        let events = m
            .act(0, PlayAction::Choose(Choice::Value(Rank::Seven)))
            .unwrap();
        assert!(events.iter().any(|e| matches!(
            e.what,
            Happening::Demand {
                choice: Choice::Value(Rank::Seven),
                ..
            }
        )));
        assert_eq!(m.to_move(), Some(1));

        // A jack that another jack could follow, then "End turn": the
        // question is asked, and its answer ends the turn.
        let hands = [
            vec![
                c(Rank::Jack, Suit::Spades),
                c(Rank::Jack, Suit::Hearts),
                c(Rank::Five, Suit::Clubs),
            ],
            vec![c(Rank::Six, Suit::Diamonds), c(Rank::Seven, Suit::Diamonds)],
        ];
        let state = makao::State::arrange(&hands, c(Rank::Nine, Suit::Spades), &[], 0, 0).unwrap();
        let mut m = Match::new(state, Level::Random, 1);
        m.act(0, lay(hands[0][0])).unwrap();
        assert!(matches!(
            m.act(0, PlayAction::EndTurn),
            Err(Refusal::Question { .. })
        ));
        let events = m
            .act(0, PlayAction::Choose(Choice::Value(Rank::Seven)))
            .unwrap();
        assert!(events.iter().any(|e| matches!(
            e.what,
            Happening::Demand {
                choice: Choice::Value(Rank::Seven),
                ..
            }
        )));
        assert_eq!(m.to_move(), Some(1));
    }
}
