//! A game of Makao or Mau-Mau against computer players, on the shared
//! French-deck engine: one [`Match`] for both, each game saying only what
//! is its own ([`Shedding`]).

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::{Event, Happened, Level, Opened, Outcome, Refusal, Tried};
use crate::engine::french::action::Action;
use crate::engine::french::batch::PickListed;
use crate::engine::french::policy::infer::{Belief, Filter};
use crate::engine::french::policy::{
    Determinize, Lookahead, Policy, Reading, Reads, TipsScore, Turns, choose_strong,
};
use crate::engine::french::{Card, CardBag, CardReason, DeckSpec, TableReport, parse_card};
use crate::engine::{CitesRule, Position, RuleRef, Seat, makao, maumau};
use crate::i18n::Message;

/// What a shedding game adds to the shared engine for play.
pub trait Shedding:
    TipsScore<Action = Action<Self::Play>> + Turns + Determinize + Reading + PickListed + Clone
{
    /// One play of the game (cards and any choice).
    type Play: Copy + Eq + std::fmt::Display + std::fmt::Debug;

    /// The table as the judge reports it (hand sizes, never cards).
    fn table(&self) -> TableReport;

    /// The cards `seat` holds, in suit and rank order.
    fn cards(&self, seat: Seat) -> Vec<Card>;

    /// Why `card` may or may not start a play for the seat to move: the
    /// reason (worded by the front end) and the rule it rests on.
    fn start(&self, card: Card) -> (bool, Message, RuleRef);

    /// Whether the game is between a draw and what follows it (then a
    /// play must be the drawn card, or the turn ends with `keep`).
    fn after_draw(&self) -> bool;

    /// The winner's points: 10 per card the others still hold.
    fn points(&self) -> u32;

    /// Cards in the draw pile and in the discard pile (the top card
    /// included).
    fn pile_counts(&self) -> (usize, usize);
}

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

/// Draw pile and discard pile from the total in play.
fn piles_of(total: usize, draw: usize, report: &TableReport) -> (usize, usize) {
    let hands: usize = report.hand_sizes.iter().map(|&n| n as usize).sum();
    (draw, total.saturating_sub(draw + hands))
}

/// A known hand's cards in suit and rank order (none for a counted one).
fn sorted(hand: Option<&crate::engine::french::Hand>) -> Vec<Card> {
    let mut cards: Vec<Card> = match hand {
        Some(crate::engine::french::Hand::Known(bag)) => bag.iter().collect(),
        _ => Vec::new(),
    };
    cards.sort_by_key(|c| (c.suit().index(), c.rank().index()));
    cards
}

impl Shedding for makao::State {
    type Play = makao::Play;

    fn table(&self) -> TableReport {
        self.report()
    }

    fn cards(&self, seat: Seat) -> Vec<Card> {
        sorted(self.hand(seat))
    }

    fn start(&self, card: Card) -> (bool, Message, RuleRef) {
        let verdict = makao::judge::CardVerdict {
            reason: makao::start_reason(card, self.top(), self.obligation()),
            may_follow: None,
        };
        (verdict.allows(), verdict.message(), verdict.rule())
    }

    fn after_draw(&self) -> bool {
        self.drawn_card().is_some()
    }

    fn points(&self) -> u32 {
        self.score().unwrap_or(0)
    }

    fn pile_counts(&self) -> (usize, usize) {
        piles_of(
            self.cards_in_play(),
            self.piles().draw_len(),
            &self.report(),
        )
    }
}

impl Shedding for maumau::State {
    type Play = maumau::Play;

    fn table(&self) -> TableReport {
        self.report()
    }

    fn cards(&self, seat: Seat) -> Vec<Card> {
        sorted(self.hand(seat))
    }

    fn start(&self, card: Card) -> (bool, Message, RuleRef) {
        let reason = maumau::start_reason(card, self.top(), self.obligation(), self.rules());
        (reason.allows(), reason.message(), reason.rule())
    }

    fn after_draw(&self) -> bool {
        matches!(self.stage(), maumau::Stage::Drawn(_))
    }

    fn points(&self) -> u32 {
        let Some(winner) = self.winner() else {
            return 0;
        };
        let left: usize = (0..self.seats())
            .filter(|&s| s != winner)
            .map(|s| self.hand(s).map_or(0, |h| h.len()))
            .sum();
        10 * left as u32
    }

    fn pile_counts(&self) -> (usize, usize) {
        piles_of(self.deck().len(), self.piles().draw_len(), &self.report())
    }
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
}

/// Guesses per decision for a strong computer player, shared out among
/// the legal moves (see `bench/strong.sh` for what they win and cost).
pub const STRONG_SAMPLES: u32 = 30_000;

/// Moves a strong computer player's play-outs may make per decision: its
/// bound on the time a decision takes (the slowest of 300 games took
/// 0.06 s here; see `bench/strong.sh`), the same on every machine, so a
/// seeded game replays exactly.
pub const STRONG_MOVES: u64 = 500_000;

/// Turns after which a game stops without a winner.
pub const MAX_TURNS: u32 = 2_000;

impl<S: Shedding> Match<S> {
    /// A match on a dealt `state`; `seed` drives every computer decision.
    pub fn new(state: S, level: Level, seed: u64) -> Match<S> {
        Match::believing(state, level, seed, S::BELIEF)
    }

    /// The same with strong computer seats believing as `belief` says
    /// (benchmarks and tests: fewer particles cost less).
    pub fn believing(state: S, level: Level, seed: u64, belief: Belief) -> Match<S> {
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
            reads: Reads::new(state.seats()),
            filters: Vec::new(),
            state,
        };
        if level == Level::Strong {
            m.filters = (1..m.state.seats())
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

    pub fn state(&self) -> &S {
        &self.state
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// The seat to move, `None` once the game is over or stopped.
    pub fn to_move(&self) -> Option<Seat> {
        if self.state.turns() >= self.max_turns {
            return None;
        }
        self.state.to_move()
    }

    /// Whether it is the player's turn.
    pub fn players_turn(&self) -> bool {
        self.to_move() == Some(0)
    }

    /// The legal actions of the seat to move, as the judge writes them.
    pub fn legal_texts(&mut self) -> Vec<String> {
        self.state.legal_actions(&mut self.legal);
        self.legal.iter().map(ToString::to_string).collect()
    }

    /// The player's hand, each card with whether it may start a play now.
    pub fn hand(&self) -> Vec<(Card, bool)> {
        let mine = self.players_turn();
        self.state
            .cards(0)
            .into_iter()
            .map(|c| {
                let lit = mine && !self.state.after_draw() && self.state.start(c).0;
                (c, lit)
            })
            .collect()
    }

    /// One computer move, if it is a computer's turn.
    pub fn computer_move(&mut self) -> Option<Event> {
        let seat = self.to_move().filter(|&s| s != 0)?;
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
        self.apply(seat, action)
    }

    /// The player's move as typed, in the judge's notation.
    pub fn player_move(&mut self, input: &str) -> Result<Event, Refusal> {
        let wanted = normalize(input);
        self.state.legal_actions(&mut self.legal);
        let found = self
            .legal
            .iter()
            .copied()
            .find(|a| normalize(&a.to_string()) == wanted);
        match found {
            Some(action) => self.apply(0, action).ok_or_else(|| Refusal::NotAMove {
                input: input.trim().to_owned(),
            }),
            None => {
                let refusal = self.explain(input, &wanted);
                self.tried.note(&refusal);
                Err(refusal)
            }
        }
    }

    /// Why `input` is not a legal move now.
    fn explain(&self, input: &str, wanted: &str) -> Refusal {
        let texts: Vec<String> = self.legal.iter().map(ToString::to_string).collect();
        let first = wanted.split([' ', '>']).next().unwrap_or_default();
        if let Ok(card) = parse_card(first) {
            if !self.state.cards(0).contains(&card) {
                return Refusal::NotHeld {
                    card: card.to_string(),
                };
            }
            let (allows, reason, rule) = self.state.start(card);
            let with: Vec<String> = texts
                .iter()
                .filter(|t| normalize(t).split([' ', '>']).next() == Some(first))
                .cloned()
                .collect();
            if !with.is_empty() {
                return Refusal::WithCard {
                    card: card.to_string(),
                    options: with,
                };
            }
            if !allows || !self.state.after_draw() {
                return Refusal::CannotStart {
                    card: card.to_string(),
                    reason,
                    rule,
                };
            }
            return Refusal::WordClosed {
                word: card.to_string(),
                options: texts,
            };
        }
        if ["draw", "take", "wait", "keep", "mau"].contains(&first) {
            return Refusal::WordClosed {
                word: first.to_owned(),
                options: texts,
            };
        }
        Refusal::NotAMove {
            input: input.trim().to_owned(),
        }
    }

    fn apply(&mut self, seat: Seat, action: S::Action) -> Option<Event> {
        let before = self.state.table();
        let table_before = self.state.clone();
        self.state.play(action).ok()?;
        self.reads.observe(&table_before, action, &self.state);
        for filter in &mut self.filters {
            filter.observe(&table_before, action, &self.state);
        }
        let after = self.state.table();
        let what = match action {
            Action::Play(p) => Happened::Played(p.to_string()),
            Action::Draw => Happened::Drew,
            Action::Keep => Happened::Kept,
            Action::Take => Happened::Took(before.pending.penalty),
            Action::Wait => Happened::Waited,
        };
        let mut open = Vec::new();
        if let Some(next) = after.next {
            if after.pending.penalty > 0 {
                open.push(Opened::Take {
                    seat: next,
                    cards: after.pending.penalty,
                });
            }
            if after.pending.wait > 0 {
                open.push(Opened::Wait {
                    seat: next,
                    turns: after.pending.wait,
                });
            }
        }
        if let Some(v) = after.pending.demand_value
            && before.pending.demand_value != Some(v)
        {
            open.push(Opened::Value(v.code().to_owned()));
        }
        if let Some(s) = after.pending.demand_suit
            && before.pending.demand_suit != Some(s)
        {
            open.push(Opened::Suit(s.symbol()));
        }
        if after.hand_sizes.get(seat) == Some(&1) && before.hand_sizes.get(seat) != Some(&1) {
            open.push(Opened::OneCard { seat });
        }
        Some(Event { seat, what, open })
    }

    /// How the game ended, once it has (or was stopped).
    pub fn outcome(&self) -> Option<Outcome> {
        if self.to_move().is_some() {
            return None;
        }
        Some(Outcome {
            winner: self.state.winner(),
            points: self.state.points(),
            turns: self.state.turns(),
        })
    }

    /// How the player placed against each computer seat: the winner is
    /// ahead of everyone, the others by the cards they still hold.
    pub fn standing(&self) -> Vec<std::cmp::Ordering> {
        let report = self.state.table();
        let mine = report.hand_sizes[0];
        (1..report.hand_sizes.len())
            .map(|s| match report.winner {
                Some(0) => std::cmp::Ordering::Less,
                Some(w) if w == s => std::cmp::Ordering::Greater,
                _ => mine.cmp(&report.hand_sizes[s]),
            })
            .collect()
    }

    /// The rule a refusal cited, for front ends that show its card.
    pub fn rule_of(refusal: &Refusal) -> Option<RuleRef> {
        refusal.rule()
    }
}

/// A move as the player may type it, in one spelling: cards in the
/// notation's codes (`10h`, `Qs`, symbols accepted), words in lower case,
/// one space between tokens.
pub fn normalize(text: &str) -> String {
    text.split_whitespace()
        .map(|token| {
            let (card, choice) = match token.split_once('>') {
                Some((c, rest)) => (c, Some(rest)),
                None => (token, None),
            };
            let card = match parse_card(card) {
                Ok(c) => c.to_string(),
                Err(_) => card.to_lowercase(),
            };
            match choice {
                Some(rest) => format!("{card}>{}", rest.to_lowercase()),
                None => card,
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Makes sure a refusal's rule really is the engine's: an action the
/// engine refuses names the same rule card (used by the tests).
pub fn engine_rule<S: Shedding>(state: &S, action: S::Action) -> Option<RuleRef> {
    let mut copy = state.clone();
    copy.play(action).err().and_then(|e| e.rule())
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

    #[test]
    fn notation_is_read_in_any_spelling() {
        assert_eq!(normalize("  jh>7 "), "Jh>7");
        assert_eq!(normalize("10♥  10c"), "10h 10c");
        assert_eq!(normalize("DRAW"), "draw");
    }

    /// The player plays the first legal move each time; the computers
    /// answer; the game ends with a winner and consistent points.
    #[test]
    fn whole_games_end_with_a_winner_and_points() {
        for seed in 0..20 {
            let mut m = makao_match(seed, Level::Tips);
            while m.to_move().is_some() {
                if m.players_turn() {
                    let first = m.legal_texts().remove(0);
                    m.player_move(&first).unwrap();
                } else {
                    m.computer_move().unwrap();
                }
            }
            let o = m.outcome().unwrap();
            let w = o.winner.expect("a winner within the turn limit");
            let left: u32 = m
                .state()
                .table()
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
                .hand()
                .iter()
                .filter(|(_, lit)| !lit)
                .map(|(c, _)| *c)
                .collect();
            let Some(&card) = dim.first() else { continue };
            let before = m.state().table();
            let refusal = m.player_move(&card.to_string()).unwrap_err();
            assert_eq!(m.state().table(), before, "a refusal changes nothing");
            let Refusal::CannotStart { rule, .. } = refusal else {
                panic!("{card}: {refusal:?}")
            };
            let action = Action::Play(makao::Play::single(card, None));
            assert_eq!(engine_rule(m.state(), action), Some(rule), "{card}");
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
                    let (ea, eb) = (a.computer_move(), b.computer_move());
                    assert_eq!(
                        ea.map(|e| e.what),
                        eb.map(|e| e.what),
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
            let state = maumau::State::deal(4, 0, &maumau::HouseRules::SOURCE, &mut rng).unwrap();
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
                    assert_eq!(guess.table().hand_sizes, state.table().hand_sizes);
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
            |rng| maumau::State::deal(4, 0, &maumau::HouseRules::SOURCE, rng).unwrap(),
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
            maumau::State::deal(4, 0, &maumau::HouseRules::SOURCE, rng).unwrap()
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
                    let first = m.legal_texts().remove(0);
                    log.push(m.player_move(&first).unwrap());
                } else {
                    log.push(m.computer_move().unwrap());
                }
            }
            log
        };
        assert_eq!(run(7), run(7));
        assert_ne!(run(7), run(8));
    }
}
