//! Whole-game invariants: what must hold in every game every engine plays,
//! and where the engines and the judge must agree.
//!
//! Each check plays one seeded game with random legal actions and
//! verifies, after every action:
//!
//! - every card is in exactly one place (hands, draw pile, discard pile;
//!   for Meister Makatsu a player's deck, hand, Ninja-Ablage, table, cards
//!   played and set aside);
//! - every listed legal action is accepted, and a handful of random
//!   actions (mostly illegal) are accepted exactly when `is_legal` says so,
//!   an accepted one is among the listed, and a refused one leaves the game
//!   exactly as it was;
//!
//! and where the judge comes in:
//!
//! - every position at the start of a turn is accepted by the judge's
//!   legal form (`--top`, `--hand` and what is open, JUDGE.md), which names
//!   the same cards and the same other actions as the engine lists;
//! - the game's TURNs, up to the first reshuffle (from there on cards come
//!   back, which the sequence form's endless draw pile rules out by
//!   definition), replayed through the sequence form (`--turns`) give the
//!   engine's table; for Meister Makatsu every round through the round
//!   form, and the end through `--final`;
//! - scores and chips add up: Makao's 10 points per card left; every chip
//!   taken is one the supply lost, and points are chips times their value.
//!
//! Nothing here prints: a check returns what it found in a [`Tally`];
//! `examples/invariants.rs` runs many games and reports, and the test suite
//! runs a few hundred.
//!
//! Why one file: one list of invariants (above), checked for Makao and
//! Mau-Mau by one generic `check_shedding` through the private `Checked`
//! trait, whose impls sit here. Could split: Meister Makatsu's checks
//! (`check_makatsu` and its helpers), which share little but `Tally`.

use std::collections::BTreeSet;
use std::fmt;

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::engine::french::{
    Action, Also, Card, CardBag, CardReason, Choice, Hand, LegalVerdict, Open, Rank, SequenceError,
    Shedding, Suit, TableReport,
};
use crate::engine::{CitesRule, Position, Seat, makao, makatsu, maumau};
use crate::judge::{self, LegalInput, SequenceInput};

/// What a run of checks counted and found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games played.
    pub games: u64,
    /// Actions applied.
    pub actions: u64,
    /// Positions the judge's legal form (or Makatsu's round form) judged.
    pub positions: u64,
    /// TURNs (or rounds) replayed through the sequence form.
    pub replayed: u64,
    /// The largest open penalty seen at a table with one deck (how far
    /// the games pushed the judge's bounds).
    pub largest_penalty: u32,
    /// Everything that did not hold, as many as occurred.
    pub findings: u64,
    /// The first few findings, each naming its game.
    pub examples: Vec<String>,
}

/// Findings kept in full; the rest are only counted.
const EXAMPLES: usize = 20;

impl Tally {
    /// Adds another run's counts.
    pub fn add(&mut self, other: Tally) {
        self.games += other.games;
        self.actions += other.actions;
        self.positions += other.positions;
        self.replayed += other.replayed;
        self.largest_penalty = self.largest_penalty.max(other.largest_penalty);
        self.findings += other.findings;
        for e in other.examples {
            if self.examples.len() < EXAMPLES {
                self.examples.push(e);
            }
        }
    }

    fn found(&mut self, game: &GameId, what: impl fmt::Display) {
        self.findings += 1;
        if self.examples.len() < EXAMPLES {
            self.examples.push(format!("{game}: {what}"));
        }
    }
}

/// Which game a finding comes from: enough to replay it.
#[derive(Clone, Debug)]
struct GameId {
    game: &'static str,
    variants: String,
    players: usize,
    seed: u64,
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} [{}] {} players, seed {}",
            self.game, self.variants, self.players, self.seed
        )
    }
}

/// Random games end here at the latest (both shedding games count a game
/// that reaches it as unfinished).
const MAX_TURNS: u32 = 1000;
/// Random actions tried per position.
const TRIES: usize = 3;

// ---------------------------------------------------------------------------
// The shedding games

/// One way of asking the legal form (named as in a finding), and its
/// answer or refusal.
type Judged<R> = (&'static str, Result<LegalVerdict<R>, String>);

/// What the checks need of Makao's and Mau-Mau's games beyond the game
/// itself ([`Shedding`]): ways to compare and to make up plays, and the
/// judge's forms on a position.
trait Checked: Shedding + PartialEq + fmt::Debug {
    /// Whether two plays lay the same cards with the same effect.
    fn same(a: &Self::Play, b: &Self::Play) -> bool;
    /// A random play, mostly not a legal one, from `pool`.
    fn random_play(pool: &[Card], rng: &mut Pcg64Mcg) -> Self::Play;
    /// The judge's legal form on this position, as many ways as it can be
    /// asked (each must accept it and agree).
    fn judge_legal(&self, players: usize, hand: &[Card]) -> Vec<Judged<Self::Reason>>;
    /// The judge's sequence form, under this game's rules.
    fn judge_sequence(&self, input: &SequenceInput<'_>) -> Result<TableReport, SequenceError>;
    /// Whether the score (if the game keeps one) is right.
    fn check_score(&self) -> Result<(), String> {
        Ok(())
    }
}

impl Checked for makao::State {
    fn same(a: &makao::Play, b: &makao::Play) -> bool {
        let mut xs = a.cards().to_vec();
        let mut ys = b.cards().to_vec();
        xs.sort();
        ys.sort();
        xs == ys && a.last() == b.last() && a.choice() == b.choice()
    }
    fn random_play(pool: &[Card], rng: &mut Pcg64Mcg) -> makao::Play {
        let n = rng.random_range(1..=3usize);
        let laid: Vec<Card> = (0..n)
            .map(|_| pool[rng.random_range(0..pool.len())])
            .collect();
        let choice = random_choice(rng);
        makao::Play::new(&laid, choice).unwrap_or_else(|| makao::Play::single(pool[0], choice))
    }
    fn judge_legal(&self, _players: usize, hand: &[Card]) -> Vec<Judged<makao::CardVerdict>> {
        let (top, hand_text, open) = described(self.top(), hand, self.obligation().record());
        let input = open.input(&top, &hand_text);
        vec![(
            "judge makao --top --hand",
            judge::makao::legal(&input).map_err(|e| e.to_string()),
        )]
    }
    fn judge_sequence(&self, input: &SequenceInput<'_>) -> Result<TableReport, SequenceError> {
        judge::makao::sequence(input)
    }
    fn check_score(&self) -> Result<(), String> {
        let left: usize = (0..self.seats()).map(|s| self.hand_len(s)).sum();
        match self.score() {
            Some(score) if score != makao::POINTS_PER_CARD * left as u32 => {
                Err(format!("score {score} is not 10 per card left ({left})"))
            }
            _ => Ok(()),
        }
    }
}

impl Checked for maumau::State {
    fn same(a: &maumau::Play, b: &maumau::Play) -> bool {
        a == b
    }
    fn random_play(pool: &[Card], rng: &mut Pcg64Mcg) -> maumau::Play {
        let card = pool[rng.random_range(0..pool.len())];
        maumau::Play::new(card, random_choice(rng)).with_mau(rng.random_range(0..3) == 0)
    }
    fn judge_legal(&self, players: usize, hand: &[Card]) -> Vec<Judged<maumau::Reason>> {
        let rules = *self.rules();
        let open = self.obligation().record();
        let mut out = vec![(
            "maumau::legal_at_table",
            maumau::legal_at_table(self.top(), hand, open, &rules, players)
                .map_err(|e| e.to_string()),
        )];
        if self.deck().copies == 1 {
            // The command line's form: one deck, the player count unknown.
            let (top, hand_text, open) = described(self.top(), hand, open);
            let input = open.input(&top, &hand_text);
            out.push((
                "judge maumau --top --hand",
                judge::maumau::legal(&input, &rules).map_err(|e| e.to_string()),
            ));
        } else {
            out.push((
                "maumau::legal_with_decks",
                maumau::legal_with_decks(self.top(), hand, open, &rules, self.deck().copies)
                    .map_err(|e| e.to_string()),
            ));
        }
        out
    }
    fn judge_sequence(&self, input: &SequenceInput<'_>) -> Result<TableReport, SequenceError> {
        judge::maumau::sequence(input, self.rules())
    }
}

/// The legal form's options as the command line takes them.
struct Described {
    penalty: Option<u32>,
    wait: Option<u32>,
    demand_value: Option<String>,
    demand_suit: Option<String>,
}

impl Described {
    fn input<'a>(&'a self, top: &'a str, hand: &'a str) -> LegalInput<'a> {
        LegalInput {
            top,
            hand,
            penalty: self.penalty,
            wait: self.wait,
            demand_value: self.demand_value.as_deref(),
            demand_suit: self.demand_suit.as_deref(),
        }
    }
}

/// A position written as the command line's flags: `--top`, `--hand`,
/// and what is open (a 0 left out, as a player would).
fn described(top: Card, hand: &[Card], open: Open) -> (String, String, Described) {
    let hand: Vec<String> = hand.iter().map(Card::to_string).collect();
    let open = Described {
        penalty: (open.penalty > 0).then_some(open.penalty),
        wait: (open.wait > 0).then_some(open.wait),
        demand_value: open.demand_value.map(|v| v.to_string()),
        demand_suit: open.demand_suit.map(|s| s.to_string()),
    };
    (top.to_string(), hand.join(" "), open)
}

/// A random choice after `>`, often one the card cannot take.
pub fn random_choice<R: RngExt + ?Sized>(rng: &mut R) -> Option<Choice> {
    match rng.random_range(0..4) {
        0 => None,
        1 => Some(Choice::Nothing),
        2 => Some(Choice::Value(Rank::ALL[rng.random_range(0..13)])),
        _ => Some(Choice::Suit(Suit::ALL[rng.random_range(0..4)])),
    }
}

/// A random action, mostly nonsense: a draw, take, wait or keep, or
/// `play(pool, rng)` from a pool of the cards of `hand` (if known) and one
/// random card.
pub fn random_action<P, R: RngExt>(
    rng: &mut R,
    hand: Option<&Hand>,
    play: impl FnOnce(Vec<Card>, &mut R) -> Action<P>,
) -> Action<P> {
    match rng.random_range(0..10) {
        0 => Action::Draw,
        1 => Action::Take,
        2 => Action::Wait,
        3 => Action::Keep,
        _ => {
            let mut pool: Vec<Card> = match hand {
                Some(Hand::Known(bag)) => bag.iter().collect(),
                _ => Vec::new(),
            };
            let any = Card::from_index(rng.random_range(0..Card::COUNT));
            pool.push(any.unwrap_or(Card::new(Rank::Two, Suit::Clubs)));
            play(pool, rng)
        }
    }
}

/// Every card in exactly one place: hands and piles together are the
/// decks, each card as often as the decks hold it.
fn cards_in_place<S: Shedding>(state: &S) -> Result<(), String> {
    let table = state.tabletop();
    let mut all: CardBag = table.piles.draw_pile().iter().copied().collect();
    for &card in table.piles.discard_pile() {
        all.insert(card);
    }
    for (seat, hand) in table.hands.iter().enumerate() {
        match hand {
            Hand::Known(bag) => bag.iter().for_each(|c| all.insert(c)),
            Hand::Counted(_) => return Err(format!("seat {seat} has no known hand")),
        }
    }
    let deck = table.deck;
    let expected: CardBag = deck.cards().into_iter().collect();
    if all != expected {
        let lost = expected
            .distinct()
            .find(|&c| all.count(c) < expected.count(c));
        let extra = all.distinct().find(|&c| all.count(c) > expected.count(c));
        return Err(format!(
            "{} cards in play instead of {}; first missing {lost:?}, first extra {extra:?}",
            all.len(),
            expected.len()
        ));
    }
    Ok(())
}

/// What the judge's `also` lists for these legal actions: the draws, takes
/// and waits among them, in order.
pub fn also_of<P>(listed: &[Action<P>]) -> Vec<Also> {
    listed
        .iter()
        .filter_map(|a| match a {
            Action::Draw => Some(Also::Draw),
            Action::Take => Some(Also::Take),
            Action::Wait => Some(Also::Wait),
            _ => None,
        })
        .collect()
}

/// Whether the judge's legal form agrees with the actions the engine lists
/// in the same position: the cards that may start a play are exactly the
/// first cards of the listed plays (`first` of each; the message says the
/// engine `starts` them), `also` lists the listed draws, takes and waits,
/// and every card's reason allows it exactly if it may start a play.
pub fn legal_agrees<P, R: CardReason>(
    listed: &[Action<P>],
    first: impl Fn(&P) -> Card,
    starts: &str,
    verdict: &LegalVerdict<R>,
) -> Result<(), String> {
    let firsts: BTreeSet<Card> = listed
        .iter()
        .filter_map(|a| match a {
            Action::Play(p) => Some(first(p)),
            _ => None,
        })
        .collect();
    let judged: BTreeSet<Card> = verdict.legal.iter().copied().collect();
    if firsts != judged {
        return Err(format!("engine {starts} {firsts:?}, judge says {judged:?}"));
    }
    let others = also_of(listed);
    if others != verdict.also {
        return Err(format!(
            "engine also {others:?}, judge says {:?}",
            verdict.also
        ));
    }
    for (card, reason) in &verdict.reasons {
        if reason.allows() != judged.contains(card) {
            return Err(format!("{card}: reason {} disagrees", reason.id()));
        }
    }
    Ok(())
}

/// The sequence form's record of a game: its TURNs as written, up to the
/// first reshuffle, and the table the engine showed then.
struct Record {
    turns: Vec<String>,
    current: Vec<String>,
    /// Still recording (no reshuffle yet).
    open: bool,
    /// TURNs and table at the last turn boundary.
    boundary: (usize, TableReport),
}

impl Record {
    /// A record from the deal of `state` on.
    fn new<S: Shedding>(state: &S) -> Record {
        Record {
            turns: Vec::new(),
            current: Vec::new(),
            open: true,
            boundary: (0, state.report()),
        }
    }

    /// The TURNs and the table to compare, once the game is over.
    fn finish<S: Shedding>(mut self, state: &S) -> (Vec<String>, TableReport) {
        if self.open {
            return (self.turns, state.report());
        }
        self.turns.truncate(self.boundary.0);
        (self.turns, self.boundary.1)
    }
}

/// One game of a shedding engine, checked throughout; `state` is freshly
/// dealt with seat 0 to move and `sizes` cards in each hand.
fn check_shedding<S: Checked>(
    mut state: S,
    id: &GameId,
    sizes: &[u32],
    rng: &mut Pcg64Mcg,
    tally: &mut Tally,
) {
    let players = state.seats();
    let first_top = state.top();
    let mut record = Record::new(&state);
    let mut listed = Vec::new();
    tally.games += 1;
    if let Err(e) = cards_in_place(&state) {
        tally.found(id, format!("after the deal: {e}"));
        return;
    }
    while !state.is_over() && state.tabletop().turns < MAX_TURNS {
        state.legal_actions(&mut listed);
        if listed.is_empty() {
            tally.found(id, format!("no legal action at {state:?}"));
            return;
        }
        let mover = state.to_move().unwrap_or(0);
        // The listed actions apply and keep every card in its place.
        for &a in &listed {
            let mut copy = state.clone();
            match copy.play(a) {
                Ok(()) => {
                    if let Err(e) = cards_in_place(&copy) {
                        tally.found(id, format!("after listed {a}: {e}"));
                    }
                }
                Err(e) => tally.found(id, format!("listed {a} refused: {e}")),
            }
        }
        // Random actions: legal exactly when accepted; accepted ones are
        // listed; refused ones change nothing.
        let hand = state.tabletop().hands.get(mover).copied();
        for _ in 0..TRIES {
            let a = random_action(rng, hand.as_ref(), |pool, rng| {
                Action::Play(S::random_play(&pool, rng))
            });
            let mut copy = state.clone();
            let legal = state.is_legal(a);
            match copy.play(a) {
                Ok(()) if !legal => tally.found(id, format!("{a}: is_legal false, play accepted")),
                Ok(()) => {
                    let seen = listed.iter().any(|b| match (&a, b) {
                        (Action::Play(x), Action::Play(y)) => S::same(x, y),
                        _ => a == *b,
                    });
                    if !seen {
                        tally.found(id, format!("{a} is legal but not listed"));
                    }
                }
                Err(e) => {
                    if legal {
                        tally.found(id, format!("{a}: is_legal true, play refused: {e}"));
                    }
                    if e.rule().is_none() {
                        tally.found(id, format!("{a}: refused without a rule: {e}"));
                    }
                    if copy != state {
                        tally.found(id, format!("refused {a} changed the game"));
                    }
                }
            }
        }
        // The judge's legal form at the start of a turn.
        if state.at_turn_start() {
            if state.tabletop().deck.copies == 1 {
                let penalty = state.report().pending.penalty;
                tally.largest_penalty = tally.largest_penalty.max(penalty);
            }
            let hand: Vec<Card> = match hand {
                Some(Hand::Known(bag)) => bag.iter().collect(),
                _ => Vec::new(),
            };
            for (form, verdict) in state.judge_legal(players, &hand) {
                tally.positions += 1;
                let agreed = verdict.and_then(|v| legal_agrees(&listed, S::first, "starts", &v));
                if let Err(e) = agreed {
                    let hand: Vec<String> = hand.iter().map(Card::to_string).collect();
                    tally.found(
                        id,
                        format!(
                            "{form} --top {} --hand \"{}\" ({:?}): {e}",
                            state.top(),
                            hand.join(" "),
                            state.report().pending
                        ),
                    );
                }
            }
        }
        // Play on, recording the TURN.
        if record.open && record.current.is_empty() {
            record.boundary = (record.turns.len(), state.report());
        }
        let a = listed[rng.random_range(0..listed.len())];
        let discarded = state.tabletop().piles.discard_len();
        let turns_before = state.tabletop().turns;
        if let Err(e) = state.play(a) {
            tally.found(id, format!("listed {a} refused: {e}"));
            return;
        }
        tally.actions += 1;
        if let Err(e) = cards_in_place(&state) {
            tally.found(id, format!("after {a}: {e}"));
            return;
        }
        if record.open {
            let piles = &state.tabletop().piles;
            if piles.discard_len() < discarded || piles.draw_len() == 0 {
                record.open = false;
            } else {
                match a {
                    Action::Keep => {}
                    Action::Take => record.current.push("draw".into()),
                    other => record.current.push(other.to_string()),
                }
                if state.tabletop().turns > turns_before || state.is_over() {
                    let turn = record.current.join(" ");
                    record.turns.push(turn);
                    record.current.clear();
                }
            }
        }
    }
    if let Some(w) = state.winner()
        && !state.tabletop().hands[w].is_empty()
    {
        tally.found(id, "the winner holds cards");
    }
    if let Err(e) = state.check_score() {
        tally.found(id, e);
    }
    // The sequence form from the deal up to the first reshuffle.
    let (turns, engine) = record.finish(&state);
    let joined = turns.join("; ");
    tally.replayed += turns.len() as u64;
    let top = first_top.to_string();
    let input = SequenceInput {
        players: Some(players),
        hand_sizes: Some(sizes),
        top: &top,
        turns: &joined,
    };
    match state.judge_sequence(&input) {
        Ok(judged) if judged == engine => {}
        Ok(judged) => tally.found(
            id,
            format!("--turns \"{joined}\": judge {judged:?}, engine {engine:?}"),
        ),
        Err(e) => tally.found(id, format!("--turns \"{joined}\": {e}")),
    }
}

/// One game of Makao for `players` (2 to 8), checked throughout.
pub fn check_makao(seed: u64, players: usize, tally: &mut Tally) {
    let id = GameId {
        game: "makao",
        variants: String::new(),
        players,
        seed,
    };
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    match makao::State::deal(players, 0, &mut rng) {
        Ok(state) => {
            let sizes = vec![makao::HAND_SIZE as u32; players];
            check_shedding(state, &id, &sizes, &mut rng, tally);
        }
        Err(e) => tally.found(&id, format!("cannot deal: {e}")),
    }
}

/// One game of Mau-Mau for `players` under `rules`, checked throughout.
pub fn check_maumau(seed: u64, players: usize, rules: &maumau::Rules, tally: &mut Tally) {
    let id = GameId {
        game: "maumau",
        variants: format!(
            "{} hand {} penalty {}",
            rules.variant_ids().join(","),
            rules.hand_size,
            rules.mau_penalty
        ),
        players,
        seed,
    };
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    match maumau::State::deal(players, 0, rules, &mut rng) {
        Ok(state) => {
            let sizes = vec![rules.hand_size; players];
            check_shedding(state, &id, &sizes, &mut rng, tally);
        }
        Err(e) => tally.found(&id, format!("cannot deal: {e}")),
    }
}

// ---------------------------------------------------------------------------
// Meister Makatsu

/// One game of Meister Makatsu for `players` (2 to 6), checked throughout:
/// cards in place, listed and refused plays, every round through the
/// judge's round form, chips and points, and the end through `--final`.
pub fn check_makatsu(seed: u64, players: usize, tally: &mut Tally) {
    let id = GameId {
        game: "makatsu",
        variants: String::new(),
        players,
        seed,
    };
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let meister = (seed % players as u64) as usize;
    let mut game = match makatsu::Game::new(players, meister, &mut rng) {
        Ok(game) => game,
        Err(e) => return tally.found(&id, format!("cannot start: {e}")),
    };
    tally.games += 1;
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let mut listed = Vec::new();
    while !game.is_over() {
        game.legal_actions(&mut listed);
        let Some(seat) = game.to_move() else {
            break;
        };
        for &a in &listed {
            if let Err(e) = game.clone().play(a) {
                tally.found(&id, format!("listed {a} refused: {e}"));
            }
        }
        // A card the player does not hold: refused, nothing changed.
        let hand = game.hand(seat).unwrap_or_default();
        if let Some(card) = makatsu::Card::dojo_deck().find(|&c| !hand.contains(c)) {
            let mut copy = game.clone();
            if copy.play(makatsu::Action::Play(card)).is_ok() || copy != game {
                tally.found(
                    &id,
                    format!("{card}, not in hand: accepted or changed the game"),
                );
            }
        }
        let a = listed[rng.random_range(0..listed.len())];
        let rounds = game.rounds_played();
        let pass = game.pass();
        let table: Vec<makatsu::Play> = game.table().to_vec();
        let before = game.meister();
        if let Err(e) = game.play(a) {
            return tally.found(&id, format!("listed {a} refused: {e}"));
        }
        tally.actions += 1;
        if let Err(e) = makatsu_cards_in_place(&game) {
            tally.found(&id, e);
        }
        if game.rounds_played() > rounds {
            let mut plays = table;
            let makatsu::Action::Play(card) = a;
            plays.push(makatsu::Play {
                seat,
                card,
                number: 0,
                kind: makatsu::PlayKind::Second,
            });
            tally.positions += 1;
            if let Err(e) = round_agrees(&game, &names, pass, before, &plays) {
                tally.found(&id, e);
            }
        }
        if let Err(e) = chips_add_up(&game) {
            tally.found(&id, e);
        }
    }
    // The end of the game through `--final`.
    let entries: Vec<String> = names
        .iter()
        .zip(game.points())
        .map(|(n, p)| format!("{n}={p}"))
        .collect();
    tally.replayed += 1;
    let meister = names[game.meister()].clone();
    match judge::makatsu::judge_end(Some(&meister), &entries) {
        Ok(f) if Some(f.verdict.winner) == game.winner() => {}
        Ok(f) => tally.found(
            &id,
            format!(
                "--final {}: judge says {}, the game {:?}",
                entries.join(" "),
                f.verdict.winner,
                game.winner()
            ),
        ),
        Err(e) => tally.found(&id, format!("--final {}: {}", entries.join(" "), e.message)),
    }
}

/// A seat's 24 cards are each in one place: deck, hand, Ablage, table,
/// played or set aside (the deck and the Ablage only by count, since they
/// are face down).
fn makatsu_cards_in_place(game: &makatsu::Game) -> Result<(), String> {
    for seat in 0..game.seats() {
        let on_table: Vec<makatsu::Card> = game
            .table()
            .iter()
            .filter(|p| p.seat == seat)
            .map(|p| p.card)
            .collect();
        let mut seen = makatsu::CardSet::EMPTY;
        let mut open_cards = 0;
        for set in [
            game.hand(seat).unwrap_or_default(),
            game.played(seat).unwrap_or_default(),
            game.set_aside(seat).unwrap_or_default(),
        ] {
            open_cards += set.len();
            seen = seen.union(set);
        }
        for &card in &on_table {
            open_cards += 1;
            seen.insert(card);
        }
        let hidden = game.deck_len(seat).unwrap_or(0) + game.ablage_len(seat).unwrap_or(0);
        if seen.len() != open_cards || open_cards + hidden != makatsu::DECK_SIZE {
            return Err(format!(
                "seat {seat}: {open_cards} cards in the open ({} distinct) and {hidden} face down",
                seen.len()
            ));
        }
    }
    Ok(())
}

/// Every chip taken left the supply, and points are chips times value.
fn chips_add_up(game: &makatsu::Game) -> Result<(), String> {
    let supply = game.supply();
    for p in makatsu::Pass::ALL {
        let i = p.index();
        let taken: u32 = (0..game.seats())
            .map(|s| u32::from(game.chips(s).unwrap_or_default()[i]))
            .sum();
        if taken + u32::from(supply[i]) != u32::from(makatsu::SUPPLY[i]) {
            return Err(format!(
                "chips of pass {}: {taken} taken, {} left",
                p.number(),
                supply[i]
            ));
        }
    }
    for seat in 0..game.seats() {
        let chips = game.chips(seat).unwrap_or_default();
        let points: u32 = makatsu::Pass::ALL
            .iter()
            .map(|p| u32::from(chips[p.index()]) * p.chip_value())
            .sum();
        if game.points().get(seat) != Some(&points) {
            return Err(format!("seat {seat}: points are not chips times value"));
        }
    }
    Ok(())
}

/// The round just scored, written as `P1=FIRST,SECOND …` with `--pass`
/// and `--meister`, judged by the round form: the same awards and the same
/// Meister as the game's.
fn round_agrees(
    game: &makatsu::Game,
    names: &[String],
    pass: makatsu::Pass,
    meister: Seat,
    plays: &[makatsu::Play],
) -> Result<(), String> {
    let entries: Vec<String> = (0..names.len())
        .map(|seat| {
            let cards: Vec<String> = plays
                .iter()
                .filter(|p| p.seat == seat)
                .map(|p| p.card.to_string())
                .collect();
            format!("{}={}", names[seat], cards.join(","))
        })
        .collect();
    let written = entries.join(" ");
    let input = judge::makatsu::parse_round(Some(pass.number()), Some(&names[meister]), &entries)
        .map_err(|e| format!("round {written}: {}", e.message))?;
    let judged =
        judge::makatsu::judge(input).map_err(|e| format!("round {written}: {}", e.message))?;
    let Some(played) = game.last_round() else {
        return Err(format!("round {written}: the game kept no verdict"));
    };
    let awards = |v: &makatsu::RoundVerdict| -> Vec<(Seat, u8, u32)> {
        v.awards().map(|a| (a.seat, a.chips, a.points)).collect()
    };
    if awards(&judged.verdict) != awards(&played)
        || judged.verdict.meister_after != played.meister_after
        || game.meister() != played.meister_after
    {
        return Err(format!(
            "round {written}: judge {:?}, game {:?}",
            awards(&judged.verdict),
            awards(&played)
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Runs

/// The variant sets of Mau-Mau the checks run: the source's main text,
/// each house rule alone, and all of them together.
pub fn maumau_variant_sets() -> Vec<(&'static str, maumau::Rules)> {
    let source = maumau::Rules::SOURCE;
    vec![
        ("source", source),
        (
            "seven-stacking",
            maumau::Rules {
                seven_stacking: true,
                ..source
            },
        ),
        (
            "eight-stacking",
            maumau::Rules {
                eight_stacking: true,
                ..source
            },
        ),
        (
            "no-jack-on-jack",
            maumau::Rules {
                no_jack_on_jack: true,
                ..source
            },
        ),
        (
            "all",
            maumau::Rules {
                seven_stacking: true,
                eight_stacking: true,
                no_jack_on_jack: true,
                ..source
            },
        ),
    ]
}

/// The checks to run: one engine, and for Mau-Mau one variant set.
#[derive(Clone, Copy, Debug)]
pub enum Suite {
    /// Makao, 2 to 8 players in turn.
    Makao,
    /// Mau-Mau under these house rules, 2 to 8 players in turn, hand size
    /// and Mau-Mau penalty varied from game to game.
    MauMau(maumau::Rules),
    /// Meister Makatsu, 2 to 6 players in turn.
    Makatsu,
}

/// Runs `games` games of `suite` from seed `first` on.
pub fn run(suite: Suite, first: u64, games: u64) -> Tally {
    let mut tally = Tally::default();
    for seed in first..first + games {
        match suite {
            Suite::Makao => check_makao(seed, 2 + (seed % 7) as usize, &mut tally),
            Suite::MauMau(rules) => {
                // Options from the seed: hand size 5 or 6, penalty 1 to 10.
                let rules = maumau::Rules {
                    hand_size: maumau::HAND_SIZES[(seed / 7 % 2) as usize],
                    mau_penalty: 1 + (seed / 14 % maumau::MAX_MAU_PENALTY as u64) as u32,
                    ..rules
                };
                check_maumau(seed, 2 + (seed % 7) as usize, &rules, &mut tally);
            }
            Suite::Makatsu => check_makatsu(seed, 2 + (seed % 5) as usize, &mut tally),
        }
    }
    tally
}
