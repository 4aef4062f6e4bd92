//! A game of Meister Makatsu against computer players. Every seat, the
//! player's included, is shown only its view: its own hand and what lies
//! face up; Ninja cards stay face down (R-MK-HIDDEN).

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::api::{
    Action as PlayAction, Audience, Card as AnyCard, Event, HandCard, Happening, MakatsuSeat,
    MakatsuView, Offer, Over, Placed, Refusal, SeatView, TableView, View,
};
use super::{Level, Tried};
use crate::content::GameId;
use crate::engine::makatsu::policy::{Choice, choose, choose_strong, kind_now};
use crate::engine::makatsu::{Action, Card, DecidedBy, Game, PlayKind, rules};
use crate::engine::{Position, RuleRef, Seat};

/// A game in progress.
#[derive(Clone)]
pub struct MakatsuMatch {
    game: Game,
    level: Level,
    rng: Pcg64Mcg,
    seed: u64,
    pub tried: Tried,
    /// Guesses of the hidden cards per card for a strong player.
    samples: u32,
    /// Which seats people play (seat 0 always).
    humans: Vec<bool>,
    /// Chips each seat took, per colour (blue, yellow, purple).
    by_colour: Vec<[u8; 3]>,
    left: Option<Seat>,
}

/// Guesses per card for a strong player of Meister Makatsu (see
/// `bench/strong.sh`).
pub const STRONG_SAMPLES: u32 = 24;

impl MakatsuMatch {
    /// A new game of `players` (2–6), dealt from `seed`; the player holds
    /// Meister Makatsu first (R-MK-START leaves it to the table).
    pub fn new(
        players: usize,
        level: Level,
        seed: u64,
    ) -> Result<MakatsuMatch, crate::engine::makatsu::MakatsuError> {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let game = Game::new(players, 0, &mut rng)?;
        Ok(MakatsuMatch {
            game,
            level,
            rng: Pcg64Mcg::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15),
            seed,
            tried: Tried::default(),
            samples: STRONG_SAMPLES,
            humans: (0..players).map(|s| s == 0).collect(),
            by_colour: vec![[0; 3]; players],
            left: None,
        })
    }

    /// The same match with another number of guesses for strong players.
    pub fn with_samples(mut self, samples: u32) -> Self {
        self.samples = samples;
        self
    }

    /// The same match with the first `people` seats played by people.
    pub fn with_people(mut self, people: usize) -> Self {
        for (seat, human) in self.humans.iter_mut().enumerate() {
            *human = seat < people.max(1);
        }
        self
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn level(&self) -> Level {
        self.level
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        self.humans.get(seat).copied().unwrap_or(false)
    }

    pub fn to_move(&self) -> Option<Seat> {
        if self.left.is_some() {
            return None;
        }
        self.game.to_move()
    }

    pub fn players_turn(&self) -> bool {
        self.to_move().is_some_and(|s| self.is_human(s))
    }

    /// One computer move (and the round's scoring if it was the last).
    pub fn computer_move(&mut self) -> Option<Vec<Event>> {
        let seat = self.to_move().filter(|&s| !self.is_human(s))?;
        let view = self.game.view(seat)?;
        let card = match self.level {
            Level::Random => choose(Choice::Random, &view, &mut self.rng)?,
            Level::Tips => choose(Choice::Tips, &view, &mut self.rng)?,
            Level::Strong => choose_strong(&self.game, self.samples, &mut self.rng)?,
        };
        self.apply(seat, card)
    }

    /// What the strong player would lay now for the seat to move.
    pub fn hint(&mut self) -> Option<PlayAction> {
        self.to_move()?;
        // A copy of the stream: a hint changes no computer's decision.
        let mut rng = self.rng.clone();
        let card = choose_strong(&self.game, self.samples, &mut rng)?;
        Some(PlayAction::Lay(AnyCard::Makatsu(card)))
    }

    /// The seat's action: a card from its hand, or leaving.
    pub fn act(&mut self, seat: Seat, action: PlayAction) -> Result<Vec<Event>, Refusal> {
        let to_move = self.to_move();
        if action == PlayAction::Leave && to_move.is_some() {
            self.left = Some(seat);
            let mut events = vec![Event::public(Happening::Left { seat })];
            events.extend(self.over().map(|o| Event::public(Happening::Over(o))));
            return Ok(events);
        }
        if to_move != Some(seat) {
            return Err(Refusal::NotYourTurn { to_move });
        }
        let card = match action {
            PlayAction::Lay(AnyCard::Makatsu(card)) => card,
            PlayAction::Play { cards, .. } if cards.len() == 1 => match cards[0] {
                AnyCard::Makatsu(card) => card,
                other => {
                    return Err(Refusal::NotAMove {
                        input: other.to_string(),
                    });
                }
            },
            PlayAction::Lay(other) => {
                return Err(Refusal::NotAMove {
                    input: other.to_string(),
                });
            }
            _ => {
                return Err(Refusal::WordClosed {
                    word: word(&action).to_owned(),
                    options: self.hand(seat).iter().map(ToString::to_string).collect(),
                });
            }
        };
        if !self.game.hand(seat).unwrap_or_default().contains(card) {
            let refusal = Refusal::NotHeld {
                card: card.to_string(),
                rule: Some(rules::ORDER),
            };
            self.tried.note(&refusal);
            return Err(refusal);
        }
        self.apply(seat, card).ok_or(Refusal::NotAMove {
            input: card.to_string(),
        })
    }

    /// `seat`'s hand, in colour and value order.
    fn hand(&self, seat: Seat) -> Vec<Card> {
        self.game
            .hand(seat)
            .map(|h| h.iter().collect())
            .unwrap_or_default()
    }

    fn apply(&mut self, seat: Seat, card: Card) -> Option<Vec<Event>> {
        let kind = if self.game.table().len() < self.game.seats() {
            PlayKind::First
        } else {
            PlayKind::Second
        };
        let rounds = self.game.rounds_played();
        let pass = self.game.pass();
        let hands_before: Vec<Vec<Card>> = (0..self.game.seats()).map(|s| self.hand(s)).collect();
        self.game.play(Action::Play(card)).ok()?;
        let mut events = vec![Event::public(Happening::Laid {
            seat,
            cards: vec![AnyCard::Makatsu(card)],
            choice: None,
            kind: Some(kind),
        })];
        if self.game.rounds_played() > rounds
            && let Some(verdict) = self.game.last_round()
        {
            for colour in &verdict.colours {
                if let Some(award) = &colour.award
                    && let Some(tally) = self.by_colour.get_mut(award.seat)
                {
                    tally[award.colour as usize] += award.chips;
                }
            }
            events.push(Event::public(Happening::Scored {
                verdict: Box::new(verdict),
            }));
            if self.game.pass() != pass && !self.game.is_over() {
                let pass = self.game.pass();
                events.push(Event::public(Happening::NewPass {
                    pass: pass.number(),
                    chip_value: pass.chip_value(),
                }));
            }
            // The cards drawn back to four, each seat told its own.
            for (s, before) in hands_before.iter().enumerate() {
                let got: Vec<AnyCard> = self
                    .hand(s)
                    .into_iter()
                    .filter(|c| !before.contains(c))
                    .map(AnyCard::Makatsu)
                    .collect();
                if !got.is_empty() {
                    events.push(Event::private(
                        s,
                        Happening::Got {
                            seat: s,
                            cards: got,
                        },
                    ));
                }
            }
        }
        if let Some(over) = self.over() {
            events.push(Event::public(Happening::Over(over)));
        }
        Some(events)
    }

    /// How the game ended, once it has (or a seat left).
    pub fn over(&self) -> Option<Over> {
        if self.left.is_some() {
            return Some(Over {
                winner: None,
                scores: self.game.points().to_vec(),
                points: 0,
                turns: u32::from(self.game.rounds_played()),
                rule: rules::END,
                finished: false,
                minus: true,
                by_meister: false,
            });
        }
        let verdict = self.game.final_verdict()?;
        Some(Over {
            winner: Some(verdict.winner),
            points: verdict.points[verdict.winner],
            scores: verdict.points,
            turns: u32::from(self.game.rounds_played()),
            rule: rules::END,
            finished: true,
            minus: true,
            by_meister: verdict.decided_by == DecidedBy::MeisterTie,
        })
    }

    /// How `seat` placed against each other seat, in seat order: the
    /// winner ahead of everyone (R-MK-END), the others by fewer minus
    /// points.
    pub fn standing(&self, seat: Seat) -> Vec<std::cmp::Ordering> {
        let points = self.game.points();
        let winner = self.game.final_verdict().map(|v| v.winner);
        (0..points.len())
            .filter(|&s| s != seat)
            .map(|s| match winner {
                Some(w) if w == seat => std::cmp::Ordering::Less,
                Some(w) if w == s => std::cmp::Ordering::Greater,
                _ => points[seat].cmp(&points[s]),
            })
            .collect()
    }

    /// What `seat` sees: its hand (every card may be laid on its turn),
    /// the cards face up, each seat's chips and minus points.
    pub fn view(&self, seat: Seat) -> Option<View> {
        let v = self.game.view(seat)?;
        let to_move = self.to_move();
        let mine = to_move == Some(seat);
        let hand: Vec<HandCard> = v
            .hand
            .iter()
            .map(|card| HandCard {
                card: AnyCard::Makatsu(card),
                lit: mine,
                drawn: false,
            })
            .collect();
        let offers = if mine {
            vec![Offer::Cards {
                cards: hand.iter().map(|h| h.card).collect(),
                most: 1,
                then: None,
            }]
        } else {
            Vec::new()
        };
        Some(View {
            game: GameId::Makatsu,
            seat,
            to_move,
            seats: v
                .seats
                .iter()
                .enumerate()
                .map(|(s, sv)| SeatView {
                    name: super::name(s)
                        .filter(|_| !self.is_human(s))
                        .map(str::to_owned),
                    human: self.is_human(s),
                    cards: sv.hand_len,
                    waiting: 0,
                    call: None,
                })
                .collect(),
            hand,
            offers,
            question: None,
            table: TableView::Makatsu(MakatsuView {
                pass: v.pass.number(),
                round: v.round_in_pass,
                rounds: v.pass.rounds(),
                chip_value: v.pass.chip_value(),
                meister: v.meister,
                played: v
                    .table
                    .iter()
                    .map(|p| Placed {
                        seat: p.seat,
                        card: AnyCard::Makatsu(p.card),
                        kind: p.kind,
                    })
                    .collect(),
                kind: kind_now(&v),
                seats: v
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(s, sv)| MakatsuSeat {
                        points: sv.points,
                        by_colour: self.by_colour.get(s).copied().unwrap_or_default(),
                        by_value: sv.chips,
                        deck: sv.deck_len,
                        ninja: sv.ablage_len,
                    })
                    .collect(),
                supply: v.supply,
            }),
        })
    }

    /// Who is told what at the deal: every seat's hand size and who
    /// begins for everyone, each hand to its owner.
    pub fn dealt(&self) -> Vec<Event> {
        let seats = self.game.seats();
        let mut events = vec![Event::public(Happening::Dealt {
            hand_sizes: (0..seats).map(|s| self.hand(s).len()).collect(),
            top: None,
            first: self.game.meister(),
        })];
        for seat in 0..seats {
            events.push(Event {
                to: Audience::Seat(seat),
                what: Happening::Got {
                    seat,
                    cards: self.hand(seat).into_iter().map(AnyCard::Makatsu).collect(),
                },
            });
        }
        events
    }

    /// The rule a card not in hand breaks: each plays from their own hand
    /// (R-MK-ORDER).
    pub fn order_rule() -> RuleRef {
        rules::ORDER
    }
}

/// An action's word, for a refusal of what Meister Makatsu has not.
fn word(action: &PlayAction) -> &'static str {
    match action {
        PlayAction::Draw => "draw",
        PlayAction::Keep => "keep",
        PlayAction::EndTurn => "end",
        PlayAction::Mau => "mau",
        PlayAction::Take => "take",
        PlayAction::Wait => "wait",
        PlayAction::Choose(_) => "choose",
        _ => "play",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lay(card: Card) -> PlayAction {
        PlayAction::Lay(AnyCard::Makatsu(card))
    }

    #[test]
    fn a_whole_game_ends_with_the_rule_that_decided() {
        for seed in 0..10 {
            let mut m = MakatsuMatch::new(4, Level::Tips, seed).unwrap();
            let mut over = None;
            while let Some(seat) = m.to_move() {
                let events = if m.is_human(seat) {
                    let card = m.hand(seat)[0];
                    m.act(seat, lay(card)).unwrap()
                } else {
                    m.computer_move().unwrap()
                };
                for e in events {
                    if let Happening::Over(o) = e.what {
                        over = Some(o);
                    }
                }
            }
            let over = over.expect("the last card ends the game with an event");
            let winner = over.winner.unwrap();
            let fewest = *over.scores.iter().min().unwrap();
            if over.by_meister {
                let tied = over.scores.iter().filter(|&&p| p == fewest).count();
                assert!(tied > 1, "seed {seed}: won by the Meister without a tie");
            } else {
                assert_eq!(over.scores[winner], fewest, "seed {seed}");
            }
            assert_eq!(over.rule, rules::END);
            // Chips by colour add up to the chips by value.
            let view = m.game.view(0).unwrap();
            let TableView::Makatsu(table) = m.view(0).unwrap().table else {
                panic!("a Makatsu table")
            };
            for (s, seat) in table.seats.iter().enumerate() {
                let colour: u32 = seat.by_colour.iter().map(|&n| u32::from(n)).sum();
                let value: u32 = view.seats[s].chips.iter().map(|&n| u32::from(n)).sum();
                assert_eq!(colour, value, "seed {seed}, seat {s}");
            }
        }
    }

    #[test]
    fn a_card_not_in_hand_is_refused_and_changes_nothing() {
        let mut m = MakatsuMatch::new(3, Level::Random, 1).unwrap();
        let hand = m.hand(0);
        let other = Card::dojo_deck().find(|c| !hand.contains(c)).unwrap();
        let before = m.view(0);
        let refusal = m.act(0, lay(other)).unwrap_err();
        assert!(matches!(refusal, Refusal::NotHeld { .. }));
        assert_eq!(m.view(0), before);
        assert!(m.tried.0.contains(&rules::ORDER));
        assert!(matches!(
            m.act(0, PlayAction::Draw),
            Err(Refusal::WordClosed { .. })
        ));
    }

    /// A view holds the seat's own hand and the cards face up, and no
    /// other card: never a Ninja card, never another seat's hand.
    #[test]
    fn a_view_shows_no_hidden_card() {
        let mut m = MakatsuMatch::new(4, Level::Random, 3).unwrap();
        while m.to_move().is_some() {
            for seat in 0..4 {
                let v = m.view(seat).unwrap();
                let TableView::Makatsu(table) = &v.table else {
                    panic!("a Makatsu table")
                };
                let mut shown: Vec<String> = v.hand.iter().map(|h| h.card.to_string()).collect();
                shown.extend(table.played.iter().map(|p| p.card.to_string()));
                let json = serde_json::to_value(&v).unwrap().to_string();
                for code in Card::dojo_deck().map(|c| c.to_string()) {
                    if json.contains(&format!("\"{code}\"")) {
                        assert!(
                            shown.contains(&code),
                            "{code} in the view of {seat}: {json}"
                        );
                    }
                }
                assert_eq!(
                    v.hand.iter().map(|h| h.card).collect::<Vec<_>>(),
                    m.hand(seat)
                        .into_iter()
                        .map(AnyCard::Makatsu)
                        .collect::<Vec<_>>()
                );
            }
            if m.players_turn() {
                let card = m.hand(0)[0];
                m.act(0, lay(card)).unwrap();
            } else {
                m.computer_move().unwrap();
            }
        }
    }
}
