//! Makao questions (and Mau-Mau's, on the same French-deck core): what may
//! be played now, and where a sequence of turns leaves the table.
//!
//! `ask` forms:
//! - on a hand (`top`, `hand`, one of `penalty`/`wait`/`demand_value`/
//!   `demand_suit`): `legal` (the set of cards that may start a play);
//! - on a sequence (`top`, `turns`, optional `players`, `hand_sizes`):
//!   `next`, `winner` (a player P1…PN, or nobody), `drawn:PN`, `hand:PN`,
//!   `waiting:PN`, `penalty`, `wait`, `score` (numbers), `demand-value`,
//!   `demand-suit`, `direction` (choices), `illegal-turn` (the number of the
//!   first illegal turn, 0 when every turn is legal).

use super::{Answer, AnswerKind, Evaluated, NOBODY};
use crate::content::Question;
use crate::content::raw::RawSituation;
use crate::engine::french::{
    Card, IllegalTurn, LegalVerdict, SequenceError, TableReport, parse_card,
};
use crate::engine::makao::judge::CardVerdict;
use crate::judge::{LegalInput, SequenceInput};

/// What the engine looked at, for the explanation.
#[derive(Debug, Clone)]
pub enum Reason {
    MakaoLegal(Card, LegalVerdict<CardVerdict>),
    MauMauLegal(Card, LegalVerdict<crate::engine::maumau::Reason>),
    Table(TableReport),
    Illegal(Box<IllegalTurn>),
}

fn players(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("P{i}")).collect()
}

fn seat(name: &str, n: usize) -> Result<usize, String> {
    name.strip_prefix('P')
        .or_else(|| name.strip_prefix('p'))
        .and_then(|d| d.parse::<usize>().ok())
        .filter(|&i| (1..=n).contains(&i))
        .map(|i| i - 1)
        .ok_or_else(|| format!("\"{name}\" is not a player P1…P{n}"))
}

fn none_or(value: Option<String>) -> Answer {
    Answer::Text(value.unwrap_or_else(|| "none".to_owned()))
}

/// The canonical code of a typed card (`10♥` → `10h`).
pub fn card_code(word: &str) -> Option<String> {
    parse_card(word).ok().map(|c| c.to_string())
}

pub fn evaluate_makao(q: &Question) -> Result<Evaluated, String> {
    evaluate(
        q,
        |input| {
            let v = crate::judge::makao::legal(input).map_err(|e| e.to_string())?;
            Ok((cards_answer(&v), Reason::MakaoLegal(top_card(input)?, v)))
        },
        crate::judge::makao::sequence,
    )
}

/// Mau-Mau questions, under `rules` (the question's own house rules, or
/// else the ones in force).
pub fn evaluate_maumau(
    q: &Question,
    rules: &crate::engine::maumau::Rules,
) -> Result<Evaluated, String> {
    evaluate(
        q,
        |input| {
            let v = crate::judge::maumau::legal(input, rules).map_err(|e| e.to_string())?;
            Ok((cards_answer(&v), Reason::MauMauLegal(top_card(input)?, v)))
        },
        |input| crate::judge::maumau::sequence(input, rules),
    )
}

fn top_card(input: &LegalInput<'_>) -> Result<Card, String> {
    parse_card(input.top).map_err(|e| e.to_string())
}

/// A legal-plays verdict as a question's answer: the hand to pick from and
/// the cards that may start a play, sorted.
fn cards_answer<R>(v: &LegalVerdict<R>) -> (AnswerKind, Answer) {
    let hand: Vec<String> = v.reasons.iter().map(|(c, _)| c.to_string()).collect();
    let mut legal: Vec<String> = v.legal.iter().map(Card::to_string).collect();
    legal.sort();
    (AnswerKind::Cards { hand }, Answer::Cards(legal))
}

/// A shedding-game question: the legal-plays form for `legal`, the
/// sequence form for everything else; each game brings its own judge.
fn evaluate(
    q: &Question,
    legal: impl Fn(&LegalInput<'_>) -> Result<((AnswerKind, Answer), Reason), String>,
    sequence: impl Fn(&SequenceInput<'_>) -> Result<TableReport, SequenceError>,
) -> Result<Evaluated, String> {
    let s: &RawSituation = &q.situation;
    let ask = q.ask.trim();
    let top = s.top.as_deref().ok_or("a situation needs `top`")?;
    if ask == "legal" {
        if s.turns.is_some() || s.players.is_some() || !s.hand_sizes.is_empty() {
            return Err("`legal` asks about a hand: no turns, players or hand_sizes".into());
        }
        let input = LegalInput {
            top,
            hand: s.hand.as_deref().ok_or("`legal` needs `hand`")?,
            penalty: s.penalty,
            wait: s.wait,
            demand_value: s.demand_value.as_deref(),
            demand_suit: s.demand_suit.as_deref(),
        };
        let ((kind, expected), reason) = legal(&input)?;
        return Ok(Evaluated {
            kind,
            expected,
            reason: super::Reason::Shedding(reason),
        });
    }
    if s.hand.is_some()
        || s.penalty.is_some()
        || s.wait.is_some()
        || s.demand_value.is_some()
        || s.demand_suit.is_some()
    {
        return Err(format!(
            "`{ask}` asks about a sequence: use top, turns, players, hand_sizes"
        ));
    }
    let n = s.players.unwrap_or(4) as usize;
    let input = SequenceInput {
        players: Some(n),
        hand_sizes: if s.hand_sizes.is_empty() {
            None
        } else {
            Some(&s.hand_sizes)
        },
        top,
        turns: s.turns.as_deref().ok_or("a sequence needs `turns`")?,
    };
    table_answer(ask, n, sequence(&input))
}

/// The answer to `ask` about a sequence's outcome (shared by both games).
pub fn table_answer(
    ask: &str,
    n: usize,
    result: Result<TableReport, SequenceError>,
) -> Result<Evaluated, String> {
    let table = match result {
        Ok(t) => t,
        Err(SequenceError::Malformed(e)) => return Err(e.to_string()),
        Err(SequenceError::Illegal(t)) => {
            if ask != "illegal-turn" {
                return Err(format!(
                    "turn {} is illegal, so only `illegal-turn` can be asked",
                    t.turn
                ));
            }
            return Ok(Evaluated {
                kind: AnswerKind::Number,
                expected: Answer::Number(t.turn as i64),
                reason: super::Reason::Shedding(Reason::Illegal(t)),
            });
        }
    };
    let parts: Vec<&str> = ask.split(':').collect();
    let player = |p: Option<usize>| {
        Answer::Text(
            p.map(|s| format!("P{}", s + 1))
                .unwrap_or_else(|| NOBODY.to_owned()),
        )
    };
    let (kind, expected) = match parts.as_slice() {
        ["next"] => (
            AnswerKind::Player {
                names: players(n),
                nobody: true,
            },
            player(table.next),
        ),
        ["winner"] => (
            AnswerKind::Player {
                names: players(n),
                nobody: true,
            },
            player(table.winner),
        ),
        ["drawn", p] => (
            AnswerKind::Number,
            Answer::Number(i64::from(table.drawn[seat(p, n)?])),
        ),
        ["hand", p] => (
            AnswerKind::Number,
            Answer::Number(i64::from(table.hand_sizes[seat(p, n)?])),
        ),
        ["waiting", p] => (
            AnswerKind::Number,
            Answer::Number(i64::from(table.waiting[seat(p, n)?])),
        ),
        ["penalty"] => (
            AnswerKind::Number,
            Answer::Number(i64::from(table.pending.penalty)),
        ),
        ["wait"] => (
            AnswerKind::Number,
            Answer::Number(i64::from(table.pending.wait)),
        ),
        ["score"] => (
            AnswerKind::Number,
            Answer::Number(i64::from(table.score.unwrap_or(0))),
        ),
        ["illegal-turn"] => (AnswerKind::Number, Answer::Number(0)),
        ["direction"] => (
            AnswerKind::Choice {
                options: vec!["clockwise".into(), "counterclockwise".into()],
            },
            Answer::Text(table.direction.name().to_owned()),
        ),
        ["demand-value"] => (
            AnswerKind::Choice {
                options: ["5", "6", "7", "8", "9", "10", "none"]
                    .map(String::from)
                    .to_vec(),
            },
            none_or(table.pending.demand_value.map(|r| r.code().to_owned())),
        ),
        ["demand-suit"] => (
            AnswerKind::Choice {
                options: ["c", "d", "h", "s", "none"].map(String::from).to_vec(),
            },
            none_or(table.pending.demand_suit.map(|s| s.letter().to_string())),
        ),
        _ => return Err(format!("unknown ask \"{ask}\"")),
    };
    Ok(Evaluated {
        kind,
        expected,
        reason: super::Reason::Shedding(Reason::Table(table)),
    })
}
