//! What one seat believes about the other hands, kept through the whole
//! game: a particle filter.
//!
//! Why not only [`Reads`]: the reads of a seat are forgotten whenever its
//! hand grows (a draw, a take, a penalty), because the cards it picked up
//! are unknown and its earlier hands can no longer be rebuilt. A particle
//! is a whole guess of the other hands that lives from the deal on and
//! deals the picked-up cards itself, so it knows which of its cards a seat
//! held when it passed or played, however long ago: evidence against a
//! particle lowers its weight for good.
//!
//! What a filter sees is what its seat sees: the public events (who moved,
//! what they did and laid, the table before, the hand sizes after), its
//! own hand and the cards nobody can see as a set (every card less its
//! hand and the discard pile). A copy of the game whose hidden cards lie
//! elsewhere gives the same particles.
//!
//! Why one file: one filter, whose update, resampling, swaps and guesses
//! share the particles' layout and the record of what each seat told;
//! about a fifth of it is the tests that play seeded games through it.
//! Could split: the tests into `infer/tests.rs`.

use rand::{Rng, RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::belief::Belief;
use crate::engine::Seat;
use crate::engine::french::action::Action;
use crate::engine::french::shedding::Shedding;
use crate::engine::french::{Card, CardBag};
use crate::engine::random::random_index;

/// One guess of the other seats' hands (the filter's own seat's entry
/// stays empty), when each card last came into a hand, and how much the
/// guess is believed (normalised over the particles).
#[derive(Clone, Debug, PartialEq)]
struct Particle {
    hands: Vec<CardBag>,
    /// Per card: the event at which it last came into a hand of this
    /// guess (0: dealt). With the public lays, this rebuilds every hand a
    /// seat held when it passed or played.
    came: [u32; Card::COUNT],
    weight: f64,
}

/// What a seat told the table at one event, kept for the whole game.
#[derive(Clone, Debug, PartialEq)]
enum Told<S, A> {
    /// A play at the start of its turn, with the table as it was.
    Play { at: u32, seen: S, action: A },
    /// A pass at the start of its turn with these cards able to start.
    Pass { at: u32, fitting: u64 },
    /// It kept the card it drew then, these cards able to be played.
    Keep { at: u32, fitting: u64 },
}

impl<S, A> Told<S, A> {
    fn at(&self) -> u32 {
        match self {
            Told::Play { at, .. } | Told::Pass { at, .. } | Told::Keep { at, .. } => *at,
        }
    }
}

/// One seat's particle filter over the other hands; `S` and `A` are the
/// game's [`Shedding::Seen`] and action.
#[derive(Clone, Debug, PartialEq)]
pub struct Filter<S, A> {
    me: Seat,
    belief: Belief,
    particles: Vec<Particle>,
    /// Events observed so far (the first is 1).
    now: u32,
    /// Per seat: what it told the table, the oldest first.
    told: Vec<Vec<Told<S, A>>>,
    /// Per seat: the cards it laid, with the event.
    lays: Vec<Vec<(u32, CardBag)>>,
    /// Per seat: cards it drew whose face its next action may show (a
    /// drawn card played at once); its particle hands do not hold them yet.
    pending: Vec<usize>,
    rng: Pcg64Mcg,
    /// The cards the filter's seat cannot see, as of the last event.
    unseen: CardBag,
    /// Per card: the event since which the filter's seat has not seen it
    /// (0: never seen). A card seen on the discard pile or in the seat's
    /// own hand and shuffled back into the draw pile was in nobody's hand
    /// before then, so no guess may have a hand hold it from earlier.
    hidden_since: [u32; Card::COUNT],
}

impl<S: Clone, Q: Copy + PartialEq> Filter<S, Action<Q>> {
    /// `me`'s filter at the start of `state`: every particle the other
    /// hands dealt at random from the cards `me` cannot see; `seed` drives
    /// the filter's own choices.
    pub fn new<P>(state: &P, me: Seat, belief: Belief, seed: u64) -> Filter<S, Action<Q>>
    where
        P: Shedding<Seen = S, Play = Q>,
    {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let unseen = state.unseen(me);
        let cards: Vec<Card> = unseen.iter().collect();
        let seats = state.seats();
        let particles = (0..belief.particles.max(1))
            .map(|_| {
                let mut cards = cards.clone();
                crate::engine::random::shuffle(&mut cards, &mut rng);
                let mut next = cards.into_iter();
                let hands = (0..seats)
                    .map(|s| match s == me {
                        true => CardBag::EMPTY,
                        false => next.by_ref().take(state.hand_size(s)).collect(),
                    })
                    .collect();
                Particle {
                    hands,
                    came: [0; Card::COUNT],
                    weight: 1.0 / belief.particles.max(1) as f64,
                }
            })
            .collect();
        Filter {
            me,
            belief,
            particles,
            now: 0,
            told: vec![Vec::new(); seats],
            lays: vec![Vec::new(); seats],
            pending: vec![0; seats],
            rng,
            unseen,
            hidden_since: [0; Card::COUNT],
        }
    }

    /// The seat whose belief this is.
    pub fn seat(&self) -> Seat {
        self.me
    }
}

impl<S: Clone, Q: Copy + PartialEq> Filter<S, Action<Q>> {
    /// Updates every particle for `action`, played by the seat to move in
    /// `before`, which led to `after`.
    pub fn observe<P>(&mut self, before: &P, action: Action<Q>, after: &P)
    where
        P: Shedding<Seen = S, Play = Q>,
    {
        let Some(mover) = before.to_move() else {
            return;
        };
        self.now += 1;
        let now = self.now;
        let me = self.me;
        let other = mover != me;
        let seen = before.seen().filter(|_| other);
        let laid = if other {
            P::laid(action)
        } else {
            CardBag::EMPTY
        };
        // Drawn cards whose face this action may show.
        let shown = std::mem::take(&mut self.pending[mover]);
        if other {
            if !laid.is_empty() {
                self.lays[mover].push((now, laid));
            }
            match (&seen, action) {
                (Some(seen), Action::Play(_)) => self.told[mover].push(Told::Play {
                    at: now,
                    seen: seen.clone(),
                    action,
                }),
                (Some(_), Action::Draw | Action::Take | Action::Wait) => {
                    let fitting = before.startable();
                    if fitting != 0 {
                        self.told[mover].push(Told::Pass { at: now, fitting });
                    }
                }
                (None, Action::Keep) if shown > 0 => {
                    let fitting = before.startable() & !P::KEPT_BY_TIPS;
                    if fitting != 0 {
                        self.told[mover].push(Told::Keep { at: now, fitting });
                    }
                }
                _ => {}
            }
        }
        // A drawn card that the seat may play or keep next: dealt to the
        // particles only when that shows what it was.
        if other
            && matches!(action, Action::Draw)
            && after.to_move() == Some(mover)
            && after.hand_size(mover) == before.hand_size(mover) + 1
        {
            self.pending[mover] = 1;
        }
        let unseen = after.unseen(me);
        for c in unseen.iter() {
            if unseen.count(c) > self.unseen.count(c) {
                self.hidden_since[c.index()] = now;
            }
        }
        self.unseen = unseen;
        let told_now = self.told[mover]
            .last()
            .filter(|t| other && t.at() == now)
            .cloned();
        let mut legal = Vec::new();
        let b = self.belief;
        let mut particles = std::mem::take(&mut self.particles);
        for p in &mut particles {
            let mut weight = 1.0;
            // The cards laid were in the mover's hand. One the particle
            // has elsewhere is swapped in for one of the mover's own
            // (which takes its place, keeping when each came), and the
            // particle was wrong about it; a drawn card it plays at once
            // simply comes now.
            let mut missing = 0;
            for c in laid.iter() {
                if p.hands[mover].remove(c) {
                    continue;
                }
                missing += 1;
                let holder = (0..p.hands.len()).find(|&t| t != mover && p.hands[t].contains(c));
                // A spare may trade places only where each card was
                // hidden already when the other came into its hand.
                let hidden = &self.hidden_since;
                let spare: Vec<Card> = p.hands[mover]
                    .iter()
                    .filter(|&x| {
                        !laid.contains(x)
                            && hidden[c.index()] <= p.came[x.index()]
                            && (holder.is_none() || hidden[x.index()] <= p.came[c.index()])
                    })
                    .collect();
                if missing <= shown || spare.is_empty() {
                    if let Some(t) = holder {
                        p.hands[t].remove(c);
                    }
                    p.came[c.index()] = now;
                } else {
                    let x = spare[random_index(&mut self.rng, spare.len())];
                    p.hands[mover].remove(x);
                    let (came_x, came_c) = (p.came[x.index()], p.came[c.index()]);
                    if let Some(t) = holder {
                        p.hands[t].remove(c);
                        p.hands[t].insert(x);
                        p.came[x.index()] = came_c;
                    }
                    p.came[c.index()] = came_x;
                }
            }
            if missing > shown {
                weight *= b.missing.powi((missing - shown) as i32);
            }
            // What nobody sees now: a card a hand holds that is no longer
            // unseen (the filter's own seat drew it) leaves that hand.
            let mut rest = unseen;
            for hand in p.hands.iter_mut() {
                for c in hand.iter().collect::<Vec<_>>() {
                    if !rest.remove(c) {
                        hand.remove(c);
                    }
                }
            }
            let mut pool: Vec<Card> = rest.iter().collect();
            // Every hand to its size (cards drawn not yet shown aside),
            // grown from the pool.
            for t in (0..p.hands.len()).filter(|&t| t != me) {
                let want = after.hand_size(t).saturating_sub(self.pending[t]);
                while p.hands[t].len() < want && !pool.is_empty() {
                    let c = pool.swap_remove(random_index(&mut self.rng, pool.len()));
                    p.hands[t].insert(c);
                    p.came[c.index()] = now;
                }
                while p.hands[t].len() > want {
                    let cards: Vec<Card> = p.hands[t].iter().collect();
                    let c = cards[random_index(&mut self.rng, cards.len())];
                    p.hands[t].remove(c);
                    pool.push(c);
                }
            }
            // Now the hands are as they were told, what the mover told.
            if let Some(told) = &told_now {
                weight *= self.fit::<P>(p, mover, told, &mut legal).exp();
            }
            p.weight *= weight;
        }
        self.particles = particles;
        self.normalise();
        self.resample::<P>();
    }
}

impl<S: Clone, Q: Copy + PartialEq> Filter<S, Action<Q>> {
    /// The hand `seat` held just before event `at`, as `p` has it: its
    /// cards that came before then, held still or laid since.
    fn hand_at(&self, p: &Particle, seat: Seat, at: u32) -> CardBag {
        let mut hand = CardBag::EMPTY;
        let before = |c: Card| p.came[c.index()] < at;
        hand.extend(p.hands[seat].iter().filter(|&c| before(c)));
        for (when, laid) in self.lays[seat].iter().rev() {
            if *when < at {
                break;
            }
            hand.extend(laid.iter().filter(|&c| before(c)));
        }
        hand
    }

    /// The log of how likely `told` is with `p`'s hands.
    fn fit<P>(
        &self,
        p: &Particle,
        seat: Seat,
        told: &Told<S, Action<Q>>,
        legal: &mut Vec<Action<Q>>,
    ) -> f64
    where
        P: Shedding<Seen = S, Play = Q>,
    {
        let b = self.belief;
        match told {
            Told::Play { at, seen, action } => {
                let hand = self.hand_at(p, seat, *at);
                match P::tips_at(seen, hand, legal) {
                    Some(a) if a != *action => b.tips.ln(),
                    _ => 0.0,
                }
            }
            Told::Pass { at, fitting } => {
                if self.hand_at(p, seat, *at).mask() & fitting != 0 {
                    b.pass.ln()
                } else {
                    0.0
                }
            }
            Told::Keep { at, fitting } => {
                let drawn =
                    self.hand_at(p, seat, *at + 1).mask() & !self.hand_at(p, seat, *at).mask();
                if drawn & fitting != 0 {
                    b.keep.ln()
                } else {
                    0.0
                }
            }
        }
    }

    /// The log of how likely everything `seat` told since event `from`
    /// is with `p`'s hands; `fits` counts the events read.
    fn fit_since<P>(
        &self,
        p: &Particle,
        seat: Seat,
        from: u32,
        legal: &mut Vec<Action<Q>>,
        fits: &mut u64,
    ) -> f64
    where
        P: Shedding<Seen = S, Play = Q>,
    {
        self.told[seat]
            .iter()
            .rev()
            .take_while(|t| t.at() > from)
            .map(|t| {
                *fits += 1;
                self.fit::<P>(p, seat, t, legal)
            })
            .sum()
    }

    /// Weights summing to 1 (all alike if every particle died).
    fn normalise(&mut self) {
        let total: f64 = self.particles.iter().map(|p| p.weight).sum();
        let n = self.particles.len() as f64;
        for p in &mut self.particles {
            p.weight = if total > 0.0 && total.is_finite() {
                p.weight / total
            } else {
                1.0 / n
            };
        }
    }

    /// The effective number of particles: `n` when all weigh alike, 1
    /// when one holds all the weight.
    pub fn effective(&self) -> f64 {
        1.0 / self
            .particles
            .iter()
            .map(|p| p.weight * p.weight)
            .sum::<f64>()
    }

    /// When the weight sits on fewer than half the particles: as many
    /// drawn by weight (systematic resampling), each copy after the first
    /// moved ([`Belief::moves`] Metropolis swaps), all weighing alike.
    fn resample<P: Shedding<Seen = S, Play = Q>>(&mut self) {
        let n = self.particles.len();
        if self.effective() >= n as f64 / 2.0 {
            return;
        }
        let step = 1.0 / n as f64;
        let mut at = self.rng.random::<f64>() * step;
        let mut sum = 0.0;
        let mut next = Vec::with_capacity(n);
        let mut from = Vec::with_capacity(n);
        for (i, p) in self.particles.iter().enumerate() {
            sum += p.weight;
            while at < sum && next.len() < n {
                next.push(Particle {
                    weight: step,
                    ..p.clone()
                });
                from.push(i);
                at += step;
            }
        }
        while next.len() < n {
            let last = self.particles.len() - 1;
            next.push(Particle {
                weight: step,
                ..self.particles[last].clone()
            });
            from.push(last);
        }
        let mut legal = Vec::new();
        let mut rng = self.rng.clone();
        // Events read so far by the swaps, against `belief.fits`.
        let mut fits = 0;
        'moving: for k in 1..n {
            if from[k] != from[k - 1] {
                continue;
            }
            for _ in 0..self.belief.moves {
                if self.belief.fits > 0 && fits >= self.belief.fits {
                    break 'moving;
                }
                self.swap::<P, _>(&mut next[k], &mut legal, &mut rng, &mut fits);
            }
        }
        self.rng = rng;
        self.particles = next;
    }

    /// One Metropolis move: a random card of a random other hand swapped
    /// with a random card of another hand or of the pool, each taking the
    /// other's time in hand; kept by the odds of everything the seats
    /// told since with it against without it; `fits` counts the events
    /// read.
    fn swap<P: Shedding<Seen = S, Play = Q>, R: Rng + ?Sized>(
        &self,
        p: &mut Particle,
        legal: &mut Vec<Action<Q>>,
        rng: &mut R,
        fits: &mut u64,
    ) {
        let me = self.me;
        let seats: Vec<Seat> = (0..p.hands.len())
            .filter(|&t| t != me && !p.hands[t].is_empty())
            .collect();
        if seats.is_empty() {
            return;
        }
        let a = seats[random_index(rng, seats.len())];
        let cards: Vec<Card> = p.hands[a].iter().collect();
        let give = cards[random_index(rng, cards.len())];
        // The other side: any card not in `a`'s hand nor the filter's
        // seat's, with the seat that holds it (none for the pool).
        let mut others: Vec<(Card, Option<Seat>)> = Vec::new();
        let mut pool = self.unseen;
        for (t, hand) in p.hands.iter().enumerate() {
            for c in hand.iter() {
                pool.remove(c);
                if t != a && t != me {
                    others.push((c, Some(t)));
                }
            }
        }
        others.extend(pool.iter().map(|c| (c, None)));
        if others.is_empty() {
            return;
        }
        let (take, holder) = others[random_index(rng, others.len())];
        let (came_give, came_take) = (p.came[give.index()], p.came[take.index()]);
        // A card goes only where it was hidden already when the card it
        // replaces came: one seen since (on the discard pile before a
        // reshuffle, say) cannot have been in a hand then.
        let hidden = |c: Card| self.hidden_since[c.index()];
        if hidden(take) > came_give || holder.is_some() && hidden(give) > came_take {
            return;
        }
        let from_a = came_give;
        let from_t = came_take;
        let old = self.fit_since::<P>(p, a, from_a, legal, fits)
            + holder.map_or(0.0, |t| self.fit_since::<P>(p, t, from_t, legal, fits));
        let mut moved = p.clone();
        moved.hands[a].remove(give);
        moved.hands[a].insert(take);
        moved.came[take.index()] = came_give;
        if let Some(t) = holder {
            moved.hands[t].remove(take);
            moved.hands[t].insert(give);
            moved.came[give.index()] = came_take;
        }
        let new = self.fit_since::<P>(&moved, a, from_a, legal, fits)
            + holder.map_or(0.0, |t| self.fit_since::<P>(&moved, t, from_t, legal, fits));
        if new >= old || rng.random::<f64>() < (new - old).exp() {
            *p = moved;
        }
    }

    /// A guess of `state` from the filter's seat: a particle drawn by
    /// weight deals the other hands exactly, the rest is the draw pile.
    pub fn guess<P, R>(&self, state: &P, rng: &mut R) -> P
    where
        P: Shedding<Seen = S, Play = Q>,
        R: Rng + ?Sized,
    {
        let mut at = rng.random::<f64>();
        let mut pick = &self.particles[self.particles.len() - 1];
        for p in &self.particles {
            if at < p.weight {
                pick = p;
                break;
            }
            at -= p.weight;
        }
        let mut guess = pick.clone();
        let mut legal = Vec::new();
        for _ in 0..self.belief.guess_moves {
            // A guess's few swaps have no budget of their own.
            self.swap::<P, R>(&mut guess, &mut legal, rng, &mut 0);
        }
        state.determinize_with(self.me, rng, |_, _| guess.hands)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::french::policy::Policy;
    use crate::engine::{makao, maumau};

    const SMALL: Belief = Belief {
        particles: 48,
        ..Belief::DEFAULT
    };

    /// Plays seeded games of four tips players with seat `me`'s filter
    /// told of every move: after each, every particle deals exactly the
    /// cards `me` cannot see (a drawn card not yet shown aside) in hands
    /// of the right sizes, and the weights sum to 1. Returns how many of
    /// the other seats' cards the filter's guesses and blind guesses put
    /// in the right hand, over every turn of `me`.
    fn particles_stay_whole<P>(deal: impl Fn(&mut Pcg64Mcg) -> P) -> (u64, u64)
    where
        P: Shedding,
    {
        let (mut filtered, mut blind) = (0, 0);
        let mut legal = Vec::new();
        for seed in 0..6 {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let mut state = deal(&mut rng);
            let me = (seed % 4) as usize;
            let mut filter = Filter::new(&state, me, SMALL, seed);
            while state.to_move().is_some() && state.turns() < 150 {
                if state.to_move() == Some(me) {
                    for s in (0..state.seats()).filter(|&s| s != me) {
                        let real = state.held(s).mask();
                        let guess = filter.guess(&state, &mut rng);
                        filtered += u64::from((guess.held(s).mask() & real).count_ones());
                        let guess = state.determinize(me, &mut rng);
                        blind += u64::from((guess.held(s).mask() & real).count_ones());
                    }
                }
                state.legal_actions(&mut legal);
                let action = Policy::Tips.choose(&state, &legal, &mut rng).unwrap();
                let before = state.clone();
                state.play(action).unwrap();
                filter.observe(&before, action, &state);
                let unseen = state.unseen(me);
                let total: f64 = filter.particles.iter().map(|p| p.weight).sum();
                assert!((total - 1.0).abs() < 1e-9, "seed {seed}: {total}");
                for p in &filter.particles {
                    let mut all = CardBag::EMPTY;
                    for (s, hand) in p.hands.iter().enumerate() {
                        let want = if s == me {
                            0
                        } else {
                            state.hand_size(s) - filter.pending[s]
                        };
                        assert_eq!(hand.len(), want, "seed {seed}, seat {s}");
                        all.extend(hand.iter());
                    }
                    assert!(
                        all.iter().all(|c| all.count(c) <= unseen.count(c)),
                        "seed {seed}"
                    );
                    // No hand holds a card from before it was hidden.
                    for c in all.iter() {
                        assert!(
                            p.came[c.index()] >= filter.hidden_since[c.index()],
                            "seed {seed}: {c:?} came at {} but was seen until {}",
                            p.came[c.index()],
                            filter.hidden_since[c.index()]
                        );
                    }
                }
            }
        }
        (filtered, blind)
    }

    #[test]
    fn particles_keep_every_card_once_and_know_more_than_blind_deals() {
        let (filtered, blind) = particles_stay_whole(|rng| makao::State::deal(4, 0, rng).unwrap());
        assert!(filtered > blind, "makao: {filtered} vs {blind}");
        let (filtered, blind) = particles_stay_whole(|rng| {
            maumau::State::deal(4, 0, &maumau::Rules::SOURCE, rng).unwrap()
        });
        assert!(filtered > blind, "maumau: {filtered} vs {blind}");
    }

    /// The particles of seat 0's filter after `turns` turns of a seeded
    /// Mau-Mau game of four tips players, believing as `belief` says.
    fn particles_after(belief: Belief, turns: u32) -> Vec<Particle> {
        use crate::engine::Position;
        let mut rng = Pcg64Mcg::seed_from_u64(3);
        let mut state = maumau::State::deal(4, 0, &maumau::Rules::SOURCE, &mut rng).unwrap();
        let mut filter = Filter::new(&state, 0, belief, 3);
        let mut legal = Vec::new();
        while state.to_move().is_some() && state.turns() < turns {
            state.legal_actions(&mut legal);
            let action = Policy::Tips.choose(&state, &legal, &mut rng).unwrap();
            let before = state.clone();
            state.play(action).unwrap();
            filter.observe(&before, action, &state);
        }
        filter.particles
    }

    #[test]
    fn a_budget_of_events_read_bounds_the_swaps_and_one_never_reached_changes_nothing() {
        let with = |fits| Belief { fits, ..SMALL };
        let unlimited = particles_after(with(0), 60);
        assert_eq!(particles_after(with(u64::MAX), 60), unlimited);
        // One event read: the first swap of a resampling is the last.
        assert_ne!(particles_after(with(1), 60), unlimited);
    }
}
