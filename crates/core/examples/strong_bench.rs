//! The strong computer player against three tips players: win rate over
//! seeded 4-player games (fair share 25 %), for Meister Makatsu the mean
//! minus points of the strong seat and of the tips seats, and the time per
//! decision.
//!
//! `cargo run --release --example strong_bench -- GAME GAMES|FIRST..END [SAMPLES
//! [HORIZON [STEEPNESS [NEAR-MISS [blind|read|filter|hands|oracle [PLAYS]]]]]]` (GAME:
//! makao, maumau or makatsu; HORIZON: turns looked ahead, 0 to the end;
//! `blind`: the strong player reads nothing from the other seats' moves;
//! `filter`: it guesses from its particle filter, as `rulecard play` does,
//! set by `RULECARD_BELIEF` (see `belief`); `read`: from the reads;
//! `hands`, `oracle`: it is told the other hands, or everything (see
//! `Knows`); PLAYS:
//! the plays read per seat, 0 for passes alone, all since the seat's
//! last pick-up by default; then `halving` or `even`, and SEAT-TRIES
//! TRIES-PER-GUESS: hands dealt per seat for one that fits its reads, and
//! beyond the first per seat on average over a decision). `GAME guesses
//! GAMES [PLAYS [TRIES-PER-GUESS]]` measures the guesses instead (see
//! `guesses`). `GAME regret SEEDS [BIG [BUDGET[:MOVES] ...]]` measures
//! what each budget's decisions lose to chance against a valuation with
//! BIG guesses (see `regret`); `RULECARD_MOVES` sets the moves limit of
//! the other modes; with `RULECARD_EACH` set, each game's outcome is
//! printed as it ends (`seed N won|lost`). Run by `bench/strong.sh`.
//!
//! Why one file: one benchmark binary, run by `bench/strong.sh`, whose
//! modes share `main`'s argument reading and its helpers (`seed_range`,
//! `moves_cap`, `belief`). Could split: into `examples/strong_bench/`, a
//! module per mode (`run`, `guesses`, `regret`, `makatsu`).

use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use rulecard_core::engine::Seat;
use rulecard_core::engine::french::Card;
use rulecard_core::engine::french::policy::Policy;
use rulecard_core::engine::french::shedding::Shedding;
use rulecard_core::engine::french::strong::belief::Belief;
use rulecard_core::engine::french::strong::infer::Filter;
use rulecard_core::engine::french::strong::{
    Guesses, Lookahead, Reads, choose_strong, guesses_per_action, strong_means,
};
use rulecard_core::engine::{makao, maumau};

fn run<Q: Copy + PartialEq, P: Shedding<Play = Q>>(
    deal: impl Fn(&mut Pcg64Mcg) -> P,
    seeds: std::ops::Range<u64>,
    look: Lookahead,
    sees: Sees,
    plays: usize,
    tries: Option<(u32, u32)>,
) {
    let belief = belief::<P>();
    let each = std::env::var_os("RULECARD_EACH").is_some();
    let mut wins = 0u64;
    let mut decisions = 0u64;
    // The filter's own cost: time and events it was told of.
    let (mut filtering, mut events) = (Duration::ZERO, 0u64);
    let mut slowest_event = Duration::ZERO;
    let mut thinking = Duration::ZERO;
    let mut slowest = Duration::ZERO;
    // Play-outs (one guess played to the end for one action): what a
    // decision costs on any machine.
    let (mut playouts, mut most_playouts) = (0u64, 0u64);
    let mut legal = Vec::new();
    let games = seeds.end.saturating_sub(seeds.start);
    for (played, g) in seeds.clone().enumerate() {
        let mut rng = Pcg64Mcg::seed_from_u64(g);
        let mut state = deal(&mut rng);
        let mut reads = Reads::new(state.seats()).reading_plays(plays);
        if let Some((per_seat, per_guess)) = tries {
            reads = reads.dealing_tries(per_seat, per_guess);
        }
        // The strong player sits at seat g mod 4, so no seat is favoured.
        let strong = (g % 4) as usize;
        let mut filter = (sees == Sees::Filter).then(|| Filter::new(&state, strong, belief, g));
        while let Some(seat) = state.to_move() {
            if state.turns() >= 1000 {
                break;
            }
            state.legal_actions(&mut legal);
            let action = if seat == strong {
                let t = Instant::now();
                let a = match (sees, &filter) {
                    (Sees::Knows(k), _) => choose_strong(&state, &legal, look, &k, &mut rng),
                    (_, Some(f)) => choose_strong(&state, &legal, look, f, &mut rng),
                    _ => choose_strong(&state, &legal, look, &reads, &mut rng),
                };
                let took = t.elapsed();
                thinking += took;
                slowest = slowest.max(took);
                decisions += 1;
                let n = strong_playouts(look.budget, legal.len());
                playouts += n;
                most_playouts = most_playouts.max(n);
                a
            } else {
                Policy::Tips.choose(&state, &legal, &mut rng)
            };
            let Some(action) = action else { break };
            // Only a seat that reads needs the table before each move.
            let before = matches!(sees, Sees::Reads | Sees::Filter).then(|| state.clone());
            if state.play(action).is_err() {
                break;
            }
            if let Some(before) = before {
                reads.observe(&before, action, &state);
                if let Some(f) = &mut filter {
                    let t = Instant::now();
                    f.observe(&before, action, &state);
                    let took = t.elapsed();
                    filtering += took;
                    slowest_event = slowest_event.max(took);
                    events += 1;
                }
            }
        }
        let won = state.winner() == Some(strong);
        wins += u64::from(won);
        // Each game's outcome on its own line, for comparing two settings
        // game by game (most games of two close settings play alike, so
        // only the games that differ need counting).
        if each {
            println!("seed {g} {}", if won { "won" } else { "lost" });
        }
        // A running tally on stderr, so a long run shows where it stands.
        let played = played as u64 + 1;
        if played.is_multiple_of(100) {
            eprintln!(
                "after {played} games: strong wins {wins} ({:.1} %)  decisions {decisions}  mean {:.1} ms  slowest {:.1} ms",
                100.0 * wins as f64 / played as f64,
                thinking.as_secs_f64() * 1e3 / decisions.max(1) as f64,
                slowest.as_secs_f64() * 1e3
            );
        }
    }
    let per = thinking.as_secs_f64() / decisions.max(1) as f64;
    // The 95 % interval of the win rate (Wilson score).
    let (low, high) = wilson(wins, games);
    println!(
        "games {games} (seeds {seeds:?})  strong wins {wins} ({:.1} %, 95 % {:.1}-{:.1} %, fair share 25 %)  decisions {decisions}  mean {:.1} ms  slowest {:.1} ms  play-outs per decision mean {:.0} most {most_playouts}  {look:?}  reads {}  tries {tries:?}",
        100.0 * wins as f64 / games as f64,
        100.0 * low,
        100.0 * high,
        per * 1e3,
        slowest.as_secs_f64() * 1e3,
        playouts as f64 / decisions.max(1) as f64,
        if let Sees::Knows(k) = sees {
            format!("none needed: it knows {k:?}")
        } else if sees == Sees::Filter {
            format!(
                "particle filter {belief:?}, {:.3} ms per event, slowest {:.1} ms",
                filtering.as_secs_f64() * 1e3 / events.max(1) as f64,
                slowest_event.as_secs_f64() * 1e3
            )
        } else if sees == Sees::Reads {
            match plays {
                usize::MAX => "passes and every play since a pick-up".to_owned(),
                _ => format!("passes and the last {plays} plays"),
            }
        } else {
            "off".to_owned()
        }
    );
}

/// How well guesses dealt three ways know the other hands, over the
/// strong seat's turns of `games` seeded games of four tips players:
/// `blind` (no reads), `whole` (whole deals, the closest to the reads of
/// up to 48 kept, `per_guess` deals beyond the first per guess on
/// average), `seat` ([`Reads::guess`]: seat by seat). For each: the
/// share of the other seats' cards the guess puts in the right hand (the
/// oracle's is 100 %), and the mean misfits of a guess. Then the
/// filter's calibration: whether a card its guesses put in a hand some
/// share of the time is there that share of the time (too sure shows as
/// "believed" above "there" in the high rows).
fn guesses<Q: Copy + PartialEq, P: Shedding<Play = Q>>(
    deal: impl Fn(&mut Pcg64Mcg) -> P,
    games: u64,
    plays: usize,
    per_guess: u32,
) {
    const PER_TURN: u32 = 20;
    let mut legal = Vec::new();
    // Cards right, cards dealt, misfits, guesses, per way of dealing.
    let mut tally = [(0u64, 0u64, 0u64, 0u64); 4];
    let belief = belief::<P>();
    // The filter's calibration: per tenth of the share of its guesses
    // that put a card in a seat's hand, that share summed, how often the
    // card was there, and how many (card, seat) pairs; a filter that
    // believes what the moves show says 30 % where it is right 30 % of
    // the time.
    const CALIBRATION_GUESSES: u32 = 100;
    let mut calibration = [(0.0f64, 0u64, 0u64); 10];
    for g in 0..games {
        let mut rng = Pcg64Mcg::seed_from_u64(g);
        // Its own generator, so the other figures draw as they did.
        let mut calibration_rng = Pcg64Mcg::seed_from_u64(!g);
        let mut state = deal(&mut rng);
        let mut reads = Reads::new(state.seats()).reading_plays(plays);
        let me = (g % 4) as usize;
        let mut filter = Filter::new(&state, me, belief, g);
        while let Some(seat) = state.to_move() {
            if state.turns() >= 1000 {
                break;
            }
            if seat == me {
                let others: Vec<Seat> = (0..state.seats()).filter(|&s| s != me).collect();
                let mut placed = vec![[0u32; Card::COUNT]; state.seats()];
                for _ in 0..CALIBRATION_GUESSES {
                    let guess = filter.guess(&state, &mut calibration_rng);
                    for &s in &others {
                        for c in guess.held(s).iter() {
                            placed[s][c.index()] += 1;
                        }
                    }
                }
                let unseen = state.unseen(me);
                for &s in &others {
                    let real = state.held(s);
                    for c in unseen.iter() {
                        let share =
                            f64::from(placed[s][c.index()]) / f64::from(CALIBRATION_GUESSES);
                        let bin = &mut calibration[((share * 10.0) as usize).min(9)];
                        bin.0 += share;
                        bin.1 += u64::from(real.contains(c));
                        bin.2 += 1;
                    }
                }
                let blind = Reads::new(state.seats());
                let mut budget = [PER_TURN * per_guess; 3];
                for _ in 0..PER_TURN {
                    let seed = rng.next_u64();
                    let mut dealt = Vec::new();
                    let mut guess_rng = Pcg64Mcg::seed_from_u64(seed);
                    dealt.push(blind.guess(&state, me, &mut budget[0], &mut guess_rng));
                    let mut guess_rng = Pcg64Mcg::seed_from_u64(seed);
                    let mut best = state.determinize(me, &mut guess_rng);
                    let mut misfits = reads.misfits(&best, me, &mut legal, u32::MAX);
                    for _ in 1..48 {
                        if misfits == 0 || budget[1] == 0 {
                            break;
                        }
                        budget[1] -= 1;
                        let other = state.determinize(me, &mut guess_rng);
                        let m = reads.misfits(&other, me, &mut legal, misfits);
                        if m < misfits {
                            (best, misfits) = (other, m);
                        }
                    }
                    dealt.push(best);
                    let mut guess_rng = Pcg64Mcg::seed_from_u64(seed);
                    dealt.push(reads.guess(&state, me, &mut budget[2], &mut guess_rng));
                    let mut guess_rng = Pcg64Mcg::seed_from_u64(seed);
                    dealt.push(filter.guess(&state, &mut guess_rng));
                    for (t, guess) in tally.iter_mut().zip(&dealt) {
                        for s in (0..state.seats()).filter(|&s| s != me) {
                            let (real, guessed) = (state.held(s), guess.held(s));
                            t.0 += u64::from((real.mask() & guessed.mask()).count_ones());
                            t.1 += real.len() as u64;
                        }
                        t.2 += u64::from(reads.misfits(guess, me, &mut legal, u32::MAX));
                        t.3 += 1;
                    }
                }
            }
            state.legal_actions(&mut legal);
            let Some(action) = Policy::Tips.choose(&state, &legal, &mut rng) else {
                break;
            };
            let before = state.clone();
            if state.play(action).is_err() {
                break;
            }
            reads.observe(&before, action, &state);
            filter.observe(&before, action, &state);
        }
    }
    for (name, (right, dealt, misfits, n)) in ["blind", "whole", "seat", "filter"].iter().zip(tally)
    {
        println!(
            "{name:5}  cards in the right hand {:.2} %  misfits per guess {:.3}  (plays read {plays}, deals per guess {per_guess})",
            100.0 * right as f64 / dealt.max(1) as f64,
            misfits as f64 / n.max(1) as f64
        );
    }
    println!("filter calibration (share of guesses with a card in a seat's hand: believed, true)");
    for (tenth, (believed, there, n)) in calibration.iter().enumerate() {
        if *n > 0 {
            println!(
                "  {:3}-{:3} %  believed {:5.1} %  there {:5.1} %  ({n} cards)",
                10 * tenth,
                10 * tenth + 10,
                100.0 * believed / *n as f64,
                100.0 * *there as f64 / *n as f64
            );
        }
    }
}

/// The seeds an argument names: GAMES (0 to GAMES - 1) or FIRST..END;
/// `games` of them when it is missing, an unreadable bound 0.
fn seed_range(arg: Option<&String>, games: u64) -> std::ops::Range<u64> {
    match arg.and_then(|s| s.split_once("..")) {
        Some((a, b)) => a.parse().unwrap_or(0)..b.parse().unwrap_or(0),
        None => 0..arg.and_then(|s| s.parse().ok()).unwrap_or(games),
    }
}

/// The moves a strong decision plays out at most: `rulecard play`'s
/// limit, or as `RULECARD_MOVES` gives it (0 for none).
fn moves_cap() -> u64 {
    std::env::var("RULECARD_MOVES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(rulecard_core::play::shedding::STRONG_MOVES)
}

/// The filter's settings: the game's [`Shedding::BELIEF`], or as `RULECARD_BELIEF`
/// gives them (PARTICLES,MISSING,TIPS,PASS,KEEP,MOVES,GUESS-MOVES,FITS; any left
/// out or unreadable keep the default), for comparisons.
fn belief<P: Shedding>() -> Belief {
    let mut b = P::BELIEF;
    let given = std::env::var("RULECARD_BELIEF").unwrap_or_default();
    let mut parts = given.split(',').map(str::trim);
    if let Some(n) = parts.next().and_then(|s| s.parse().ok()) {
        b.particles = n;
    }
    for field in [&mut b.missing, &mut b.tips, &mut b.pass, &mut b.keep] {
        if let Some(x) = parts.next().and_then(|s| s.parse().ok()) {
            *field = x;
        }
    }
    if let Some(m) = parts.next().and_then(|s| s.parse().ok()) {
        b.moves = m;
    }
    if let Some(m) = parts.next().and_then(|s| s.parse().ok()) {
        b.guess_moves = m;
    }
    if let Some(f) = parts.next().and_then(|s| s.parse().ok()) {
        b.fits = f;
    }
    b
}

/// The play-outs `choose_strong` makes with `budget` among `legal`
/// actions: none for a forced move, else its guesses for every action.
fn strong_playouts(budget: u32, legal: usize) -> u64 {
    if legal <= 1 {
        return 0;
    }
    u64::from(guesses_per_action(budget, legal)) * legal as u64
}

/// How much each budget's decisions lose to chance: seeded games with
/// the strong seat on its filter at `budgets[0]`; at each of its choices
/// every action is valued with `big` guesses (the same filter), and each
/// budget's choice there (and the tips') is charged what it falls short
/// of the best so valued. Prints the mean charge per decision and per game.
fn regret<Q: Copy + PartialEq, P: Shedding<Play = Q>>(
    deal: impl Fn(&mut Pcg64Mcg) -> P,
    seeds: std::ops::Range<u64>,
    budgets: &[(u32, u64)],
    big: u32,
) {
    let belief = belief::<P>();
    let mut legal = Vec::new();
    // Per budget, then the tips: the summed shortfall.
    let mut lost = vec![0.0f64; budgets.len() + 1];
    let (mut decisions, mut wins) = (0u64, 0u64);
    let games = seeds.end - seeds.start;
    for g in seeds {
        let mut rng = Pcg64Mcg::seed_from_u64(g);
        let mut state = deal(&mut rng);
        let strong = (g % 4) as usize;
        let mut filter = Filter::new(&state, strong, belief, g);
        while let Some(seat) = state.to_move() {
            if state.turns() >= 1000 {
                break;
            }
            state.legal_actions(&mut legal);
            let action = if seat == strong && legal.len() > 1 {
                let mut eval_rng = Pcg64Mcg::seed_from_u64(rng.next_u64() ^ 0x5eed);
                let means = strong_means(
                    &state,
                    &legal,
                    Lookahead::to_the_end(big),
                    &filter,
                    &mut eval_rng,
                );
                let best = means.iter().copied().fold(f64::MIN, f64::max);
                let mut played = None;
                for (k, &(budget, moves)) in budgets.iter().enumerate() {
                    let mut own = Pcg64Mcg::seed_from_u64(rng.next_u64());
                    let a = choose_strong(
                        &state,
                        &legal,
                        Lookahead {
                            moves,
                            ..Lookahead::to_the_end(budget)
                        },
                        &filter,
                        &mut own,
                    );
                    let i = legal.iter().position(|&x| Some(x) == a).unwrap_or(0);
                    lost[k] += best - means[i];
                    played.get_or_insert(a);
                }
                let tips = Policy::Tips.choose(&state, &legal, &mut rng);
                let i = legal.iter().position(|&x| Some(x) == tips).unwrap_or(0);
                lost[budgets.len()] += best - means[i];
                decisions += 1;
                played.flatten()
            } else {
                Policy::Tips.choose(&state, &legal, &mut rng)
            };
            let Some(action) = action else { break };
            let before = state.clone();
            if state.play(action).is_err() {
                break;
            }
            filter.observe(&before, action, &state);
        }
        if state.winner() == Some(strong) {
            wins += 1;
        }
    }
    println!("games {games}  strong wins {wins}  decisions {decisions}  valued with {big} guesses");
    let names = budgets
        .iter()
        .map(|(b, m)| format!("{b}:{m}"))
        .chain(std::iter::once("tips".to_string()));
    for (name, l) in names.zip(&lost) {
        println!(
            "{name:>6}: lost per decision {:.5}, per game {:.4}",
            l / decisions.max(1) as f64,
            l / games.max(1) as f64
        );
    }
}

/// The Wilson score interval at 95 % for `wins` out of `games`.
fn wilson(wins: u64, games: u64) -> (f64, f64) {
    let n = games.max(1) as f64;
    let p = wins as f64 / n;
    let z = 1.96f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (centre - half, centre + half)
}

fn makatsu(games: u64, samples: u32) {
    use rulecard_core::engine::Position;
    use rulecard_core::engine::makatsu::policy::{Choice, choose, choose_strong};
    use rulecard_core::engine::makatsu::{Action, Game};
    let (mut strong_points, mut tips_points, mut wins) = (0u64, 0u64, 0u64);
    let mut decisions = 0u64;
    let mut thinking = Duration::ZERO;
    let mut slowest = Duration::ZERO;
    for g in 0..games {
        let mut rng = Pcg64Mcg::seed_from_u64(g);
        let mut game = Game::new(4, (g % 4) as usize, &mut rng).unwrap();
        let strong = (g % 4) as usize;
        while let Some(seat) = game.to_move() {
            let card = if seat == strong {
                let t = Instant::now();
                let c = choose_strong(&game, samples, &mut rng);
                let took = t.elapsed();
                thinking += took;
                slowest = slowest.max(took);
                decisions += 1;
                c
            } else {
                choose(Choice::Tips, &game.view(seat).unwrap(), &mut rng)
            };
            game.play(Action::Play(card.unwrap())).unwrap();
        }
        let points = game.points();
        strong_points += u64::from(points[strong]);
        tips_points += points
            .iter()
            .enumerate()
            .filter(|(s, _)| *s != strong)
            .map(|(_, p)| u64::from(*p))
            .sum::<u64>();
        if game.final_verdict().map(|v| v.winner) == Some(strong) {
            wins += 1;
        }
        if (g + 1) % 100 == 0 {
            eprintln!(
                "after {} games: strong mean {:.2} minus points, tips seats mean {:.2}",
                g + 1,
                strong_points as f64 / (g + 1) as f64,
                tips_points as f64 / (3 * (g + 1)) as f64
            );
        }
    }
    println!(
        "games {games}  strong mean {:.2} minus points, tips seats mean {:.2}  strong wins {:.1} %  decisions {decisions}  mean {:.1} ms  slowest {:.1} ms  samples/card {samples}",
        strong_points as f64 / games as f64,
        tips_points as f64 / (3 * games) as f64,
        100.0 * wins as f64 / games as f64,
        thinking.as_secs_f64() * 1e3 / decisions.max(1) as f64,
        slowest.as_secs_f64() * 1e3
    );
}

/// Where the strong player's guesses come from.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Sees {
    /// Dealt at random: it reads nothing from the other seats' moves.
    Blind,
    /// Dealt to fit its reads ([`Reads`]).
    Reads,
    /// Drawn from its particle filter, as `rulecard play` does.
    Filter,
    /// Told what it may not know (a yardstick, never a player).
    Knows(Knows),
}

/// A strong player that is told what its seat may not know, to measure
/// what knowing is worth: the other hands (the draw pile shuffled anew in
/// each guess), or everything (the true position, the draw pile's order
/// too).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Knows {
    Hands,
    Everything,
}

impl<P: Shedding> Guesses<P> for Knows {
    fn guess<R: Rng + ?Sized>(&self, state: &P, me: Seat, _tries: &mut u32, rng: &mut R) -> P {
        match self {
            Knows::Hands => state.determinize_with(me, rng, |_, _| {
                (0..state.seats()).map(|s| state.held(s)).collect()
            }),
            Knows::Everything => state.clone(),
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game = args.get(1).map(String::as_str).unwrap_or("makao");
    // GAMES: seeds 0 to GAMES - 1, or FIRST..END (a long run split).
    let seeds = seed_range(args.get(2), 200);
    let games = seeds.end.saturating_sub(seeds.start);
    let samples: u32 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(3000);
    // Turns looked ahead (0: to the end), the steepness at the horizon,
    // what a near miss is worth, and `blind`: the strong player reads nothing from the other seats'
    // passes (comparisons on the same seeds).
    let mut look = Lookahead::to_the_end(samples);
    look.moves = moves_cap();
    if let Some(h) = args.get(4).and_then(|s| s.parse().ok()) {
        look.horizon = h;
    }
    if let Some(k) = args.get(5).and_then(|s| s.parse().ok()) {
        look.steepness = k;
    }
    if let Some(m) = args.get(6).and_then(|s| s.parse().ok()) {
        look.near_miss = m;
    }
    let sees = match args.get(7).map(String::as_str) {
        Some("blind") => Sees::Blind,
        Some("filter") => Sees::Filter,
        Some("hands") => Sees::Knows(Knows::Hands),
        Some("oracle") => Sees::Knows(Knows::Everything),
        _ => Sees::Reads,
    };
    // Plays read per seat (0: passes alone).
    let plays = args
        .get(8)
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    // `halving`: successive halving among the actions.
    if let Some(h) = args.get(9) {
        look.halving = h == "halving";
    }
    // Hands dealt per seat for one that fits, and beyond the first per
    // guess on average.
    let tries = match (args.get(10), args.get(11)) {
        (Some(a), Some(b)) => a.parse().ok().zip(b.parse().ok()),
        _ => None,
    };
    if args.get(2).map(String::as_str) == Some("regret") {
        let seeds = seed_range(args.get(3), 100);
        let big = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(60000);
        // BUDGET or BUDGET:MOVES (the moves played out per decision at most).
        let budgets: Vec<(u32, u64)> = args[5.min(args.len())..]
            .iter()
            .filter_map(|s| match s.split_once(':') {
                Some((b, m)) => Some((b.parse().ok()?, m.parse().ok()?)),
                None => Some((s.parse().ok()?, 0)),
            })
            .collect();
        let budgets = if budgets.is_empty() {
            vec![(3000, 0)]
        } else {
            budgets
        };
        match game {
            "makao" => regret(
                |rng| makao::State::deal(4, 0, rng).unwrap(),
                seeds,
                &budgets,
                big,
            ),
            _ => regret(
                |rng| maumau::State::deal(4, 0, &maumau::Rules::SOURCE, rng).unwrap(),
                seeds,
                &budgets,
                big,
            ),
        }
        return;
    }
    if args.get(2).map(String::as_str) == Some("guesses") {
        let games = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(100);
        let plays = args
            .get(4)
            .and_then(|s| s.parse().ok())
            .unwrap_or(usize::MAX);
        let per_guess = args.get(5).and_then(|s| s.parse().ok()).unwrap_or(6);
        match game {
            "makao" => guesses(
                |rng| makao::State::deal(4, 0, rng).unwrap(),
                games,
                plays,
                per_guess,
            ),
            _ => guesses(
                |rng| maumau::State::deal(4, 0, &maumau::Rules::SOURCE, rng).unwrap(),
                games,
                plays,
                per_guess,
            ),
        }
        return;
    }
    match game {
        "makao" => run(
            |rng| makao::State::deal(4, 0, rng).unwrap(),
            seeds.clone(),
            look,
            sees,
            plays,
            tries,
        ),
        "maumau" => run(
            |rng| maumau::State::deal(4, 0, &maumau::Rules::SOURCE, rng).unwrap(),
            seeds.clone(),
            look,
            sees,
            plays,
            tries,
        ),
        "makatsu" => makatsu(games, samples),
        other => eprintln!("strong_bench: unknown game {other}: makao, maumau or makatsu"),
    }
}
