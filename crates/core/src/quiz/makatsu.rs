//! Meister Makatsu questions: what the engine says about one round, the end
//! of a game, or a whole game played out.
//!
//! `ask` forms:
//! - on a round (`plays`, `pass`, `meister`): `taker:blue|yellow|purple`
//!   (who takes that colour's chips, or nobody), `points:NAME` (minus
//!   points NAME takes), `meister-after`, `next-starter`,
//!   `play-number:NAME:first|second`;
//! - on the end of a game (`points`, `meister`): `winner`;
//! - on a whole game played by the engine (`players`, default 4):
//!   `deck-at-pass:1|2|3`, `ablage-after-round`, `set-aside-at-end`,
//!   `cards-played`, `rounds`, `hand-size`, `supply:1|2|3`.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::{Answer, AnswerKind, Evaluated, NOBODY};
use crate::content::Question;
use crate::content::raw::RawSituation;
use crate::engine::Position;
use crate::engine::makatsu::{self as engine, Colour, Game, Pass, PlayKind};
use crate::judge::makatsu::{self as judge, Final, Round};

/// What the engine looked at, for the explanation.
#[derive(Debug, Clone)]
pub enum Reason {
    Round(Round),
    Final(Final),
    /// A measurement of a whole game the engine played out.
    Game {
        ask: GameAsk,
        players: usize,
        value: i64,
    },
}

/// A question about the structure of a whole game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameAsk {
    DeckAtPass(Pass),
    AblageAfterRound,
    SetAsideAtEnd,
    CardsPlayed,
    Rounds,
    HandSize,
    Supply(u8),
}

impl GameAsk {
    /// The rule card that states what this measures.
    pub fn rule(self) -> &'static str {
        match self {
            GameAsk::DeckAtPass(_) | GameAsk::Rounds => engine::rules::PASSES,
            GameAsk::AblageAfterRound => "ninja-ablage",
            GameAsk::SetAsideAtEnd => "third-pass",
            GameAsk::CardsPlayed => "cards-per-game",
            GameAsk::HandSize => "hand-of-four",
            GameAsk::Supply(_) => engine::rules::CHIP_SUPPLY,
        }
    }
}

fn only(situation: &RawSituation, allowed: &[&str]) -> Result<(), String> {
    let used = [
        ("pass", situation.pass.is_some()),
        ("meister", situation.meister.is_some()),
        ("plays", !situation.plays.is_empty()),
        ("points", !situation.points.is_empty()),
        ("players", situation.players.is_some()),
        ("top", situation.top.is_some()),
        ("hand", situation.hand.is_some()),
        ("penalty", situation.penalty.is_some()),
        ("wait", situation.wait.is_some()),
        ("demand_value", situation.demand_value.is_some()),
        ("demand_suit", situation.demand_suit.is_some()),
        ("hand_sizes", !situation.hand_sizes.is_empty()),
        ("turns", situation.turns.is_some()),
    ];
    for (field, set) in used {
        if set && !allowed.contains(&field) {
            return Err(format!(
                "situation field `{field}` does not belong to this kind of question"
            ));
        }
    }
    Ok(())
}

fn player_kind(names: &[String], nobody: bool) -> AnswerKind {
    AnswerKind::Player {
        names: names.to_vec(),
        nobody,
    }
}

pub fn evaluate(q: &Question) -> Result<Evaluated, String> {
    let s = &q.situation;
    let ask = q.ask.trim();
    let parts: Vec<&str> = ask.split(':').collect();
    match parts[0] {
        "taker" | "points" | "meister-after" | "next-starter" | "play-number" => {
            only(s, &["pass", "meister", "plays"])?;
            let input = judge::parse_round(s.pass, s.meister.as_deref(), &s.plays)
                .map_err(|e| e.to_string())?;
            let round = judge::judge(input).map_err(|e| e.to_string())?;
            let names = round.names.clone();
            let v = &round.verdict;
            let (kind, expected) = match parts.as_slice() {
                ["taker", colour] => {
                    let colour = match *colour {
                        "blue" => Colour::Blue,
                        "yellow" => Colour::Yellow,
                        "purple" => Colour::Purple,
                        other => {
                            return Err(format!(
                                "unknown colour \"{other}\" in ask (blue, yellow, purple)"
                            ));
                        }
                    };
                    let taker = v
                        .colours
                        .iter()
                        .find(|c| c.colour == colour)
                        .and_then(|c| c.award)
                        .map(|a| round.name(a.seat).to_owned())
                        .unwrap_or_else(|| NOBODY.to_owned());
                    (player_kind(&names, true), Answer::Text(taker))
                }
                ["points", name] => {
                    let seat =
                        crate::judge::seat_of(&names, name, "ask").map_err(|e| e.to_string())?;
                    (
                        AnswerKind::Number,
                        Answer::Number(i64::from(v.points[seat])),
                    )
                }
                ["meister-after"] => (
                    player_kind(&names, false),
                    Answer::Text(round.name(v.meister_after).to_owned()),
                ),
                ["next-starter"] => (
                    player_kind(&names, false),
                    Answer::Text(round.name(v.next_starter).to_owned()),
                ),
                ["play-number", name, which] => {
                    let seat =
                        crate::judge::seat_of(&names, name, "ask").map_err(|e| e.to_string())?;
                    let kind = match *which {
                        "first" => PlayKind::First,
                        "second" => PlayKind::Second,
                        other => return Err(format!("\"{other}\" is neither first nor second")),
                    };
                    let number = v
                        .order
                        .iter()
                        .find(|p| p.seat == seat && p.kind == kind)
                        .map(|p| i64::from(p.number))
                        .ok_or("the play is missing from the order")?;
                    (AnswerKind::Number, Answer::Number(number))
                }
                _ => return Err(format!("unknown ask \"{ask}\"")),
            };
            Ok(Evaluated {
                kind,
                expected,
                reason: super::Reason::Makatsu(Reason::Round(round)),
            })
        }
        "winner" => {
            only(s, &["meister", "points"])?;
            let f = judge::judge_end(s.meister.as_deref(), &s.points).map_err(|e| e.to_string())?;
            let winner = f.name(f.verdict.winner).to_owned();
            Ok(Evaluated {
                kind: player_kind(&f.names, false),
                expected: Answer::Text(winner),
                reason: super::Reason::Makatsu(Reason::Final(f)),
            })
        }
        _ => {
            only(s, &["players"])?;
            let players = s.players.unwrap_or(4) as usize;
            let game_ask = match parts.as_slice() {
                ["deck-at-pass", n] => GameAsk::DeckAtPass(pass(n)?),
                ["ablage-after-round"] => GameAsk::AblageAfterRound,
                ["set-aside-at-end"] => GameAsk::SetAsideAtEnd,
                ["cards-played"] => GameAsk::CardsPlayed,
                ["rounds"] => GameAsk::Rounds,
                ["hand-size"] => GameAsk::HandSize,
                ["supply", n] => GameAsk::Supply(pass(n)?.number()),
                _ => return Err(format!("unknown ask \"{ask}\"")),
            };
            let value = measure(game_ask, players)?;
            Ok(Evaluated {
                kind: AnswerKind::Number,
                expected: Answer::Number(value),
                reason: super::Reason::Makatsu(Reason::Game {
                    ask: game_ask,
                    players,
                    value,
                }),
            })
        }
    }
}

fn pass(n: &str) -> Result<Pass, String> {
    n.parse::<u8>()
        .ok()
        .and_then(|n| Pass::new(n).ok())
        .ok_or_else(|| format!("\"{n}\" is not a pass (1, 2, 3)"))
}

/// Plays a game with random legal plays and measures what is asked, from
/// seat 0's point of view. The answers are structural, so any seed serves;
/// a fixed one keeps explanations reproducible.
pub fn measure(ask: GameAsk, players: usize) -> Result<i64, String> {
    let mut rng = Pcg64Mcg::seed_from_u64(0x006d_616b_6174_7375);
    let mut game = Game::new(players, 0, &mut rng).map_err(|e| e.to_string())?;
    if let GameAsk::Supply(value) = ask {
        return Ok(i64::from(game.supply()[usize::from(value - 1)]));
    }
    if let GameAsk::HandSize = ask {
        return Ok(game.hand(0).map_or(0, |h| h.len() as i64));
    }
    let mut legal = Vec::new();
    let mut first_round_ablage = None;
    while !game.is_over() {
        if let GameAsk::DeckAtPass(p) = ask
            && let Some(n) = game.deck_at_pass_start(p, 0)
        {
            return Ok(n as i64);
        }
        game.legal_actions(&mut legal);
        let pick = legal[rng.random_range(0..legal.len())];
        let before = game.rounds_played();
        game.play(pick).map_err(|e| e.to_string())?;
        if first_round_ablage.is_none() && game.rounds_played() > before {
            first_round_ablage = game.ablage_len(0);
        }
    }
    let value = match ask {
        GameAsk::DeckAtPass(p) => game.deck_at_pass_start(p, 0),
        GameAsk::AblageAfterRound => first_round_ablage,
        GameAsk::SetAsideAtEnd => game.set_aside(0).map(|s| s.len()),
        GameAsk::CardsPlayed => game.played(0).map(|s| s.len()),
        GameAsk::Rounds => Some(usize::from(game.rounds_played())),
        GameAsk::HandSize | GameAsk::Supply(_) => None,
    };
    value
        .map(|v| v as i64)
        .ok_or_else(|| "the engine did not report that".to_owned())
}
