//! `rulecard check GAME QUESTION-ID ANSWER`: is the answer right? The
//! engine computes the right answer from the question's situation and
//! explains it.

use std::io::Write;
use std::process::ExitCode;

use serde_json::json;

use super::Ctx;
use crate::cli::CheckArgs;
use crate::error::Error;
use rulecard_core::content::{Game, Lang, Question};
use rulecard_core::i18n::text;
use rulecard_core::quiz::{self, Answer, Evaluated};
pub use rulecard_core::render::quiz::{card_code, card_symbol, explanation, shown};

pub fn run(ctx: &mut Ctx, args: CheckArgs) -> Result<ExitCode, Error> {
    let game = super::load_question(args.game, &args.question)?;
    let lang = ctx.lang_for(game);
    let question = game.question(&args.question).ok_or_else(|| {
        let ids: Vec<&str> = game.quiz.iter().map(|q| q.id.as_str()).collect();
        let near: Vec<&str> = ids
            .iter()
            .copied()
            .filter(|id| strsim::jaro_winkler(id, &args.question) > 0.8)
            .collect();
        let near = (!near.is_empty()).then(|| near.join(", "));
        let message = rulecard_core::i18n::Message::new("err-no-question")
            .arg("game", game.name(lang))
            .arg("question", args.question.as_str())
            .arg(
                "near",
                rulecard_core::i18n::message::did_you_mean(near.as_deref()),
            )
            .arg("slug", game.id.slug());
        Error::Usage {
            token: args.question.clone(),
            expected: ids.join(", "),
            message,
        }
    })?;
    let house = args.house.resolve(game)?.house;
    let evaluated = quiz::evaluate_under(game, question, &house).map_err(|e| {
        Error::Content(rulecard_core::content::ContentError {
            file: format!("content/{}/quiz.yaml", game.id.slug()),
            item: e.question,
            field: "situation".into(),
            problem: e.problem,
        })
    })?;
    let given = quiz::parse_answer(&evaluated.kind, &args.answer.join(" "), &|w| {
        card_code(game, w)
    })?;
    let correct = given == evaluated.expected;
    if ctx.json {
        ctx.write_json(&json!({
            "game": game.id.slug(),
            "question": question.id,
            "correct": correct,
            "expected": evaluated.expected,
            "given": given,
            "rules": question.rules,
            "ref": question.reference,
            "verdict": verdict_json(ctx.ui, &evaluated)?,
        }))?;
    } else {
        write_result(ctx, game, lang, question, &evaluated, &given, correct)?;
    }
    Ok(if correct {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The engine's reasoning as data, the same object `judge --json` gives
/// for the same situation: per colour or per card who, why, the rule card
/// and ruling (a whole-game measurement: what, how many players, the
/// value and its rule card). Words for readers are in `ui`.
pub fn verdict_json(ui: Lang, e: &Evaluated) -> Result<serde_json::Value, Error> {
    use quiz::shedding::Reason as S;
    let to_value = |v: Result<serde_json::Value, serde_json::Error>| -> Result<_, Error> {
        Ok(v.map_err(std::io::Error::from)?)
    };
    Ok(match &e.reason {
        quiz::Reason::Makatsu(quiz::makatsu::Reason::Round(r)) => r.to_json(),
        quiz::Reason::Makatsu(quiz::makatsu::Reason::Final(f)) => f.to_json(),
        quiz::Reason::Makatsu(quiz::makatsu::Reason::Game {
            ask,
            players,
            value,
        }) => {
            use quiz::makatsu::GameAsk as A;
            let (measure, of) = match *ask {
                A::DeckAtPass(p) => ("deck-at-pass", Some(p.number())),
                A::AblageAfterRound => ("ablage-after-round", None),
                A::SetAsideAtEnd => ("set-aside-at-end", None),
                A::CardsPlayed => ("cards-played", None),
                A::Rounds => ("rounds", None),
                A::HandSize => ("hand-size", None),
                A::Supply(n) => ("supply", Some(n)),
            };
            json!({
                "measure": measure,
                "of": of,
                "players": players,
                "value": value,
                "rule": ask.rule(),
            })
        }
        quiz::Reason::Shedding(S::MakaoLegal(_, v)) => {
            let mut json = to_value(serde_json::to_value(v))?;
            rulecard_core::render::shedding::localize_legal_json(&mut json, ui, v);
            json
        }
        quiz::Reason::Shedding(S::MauMauLegal(_, v)) => {
            let mut json = to_value(serde_json::to_value(v))?;
            rulecard_core::render::shedding::localize_legal_json(&mut json, ui, v);
            json
        }
        quiz::Reason::Shedding(S::Table(t)) => to_value(serde_json::to_value(t))?,
        quiz::Reason::Shedding(S::Illegal(t)) => to_value(serde_json::to_value(&**t))?,
    })
}

fn write_result(
    ctx: &mut Ctx,
    game: &Game,
    lang: Lang,
    question: &Question,
    evaluated: &Evaluated,
    given: &Answer,
    correct: bool,
) -> Result<(), Error> {
    let s = ctx.style;
    let ui = ctx.ui;
    let [right, wrong, answer_word, yours] =
        ["check-right", "check-wrong", "check-answer", "check-yours"].map(|id| text(ui, id));
    if correct {
        writeln!(ctx.out, "{}", s.good(right))?;
    } else {
        writeln!(
            ctx.out,
            "{} {}: {} ({yours}: {})",
            s.bad(wrong),
            answer_word,
            s.bold(&shown(ui, &evaluated.kind, &evaluated.expected)),
            shown(ui, &evaluated.kind, given)
        )?;
    }
    writeln!(ctx.out)?;
    write!(
        ctx.out,
        "{}",
        explanation(game, ctx.ui, s.color, ctx.width, evaluated)
    )?;
    for id in &question.rules {
        if let Some(card) = game.card(id) {
            writeln!(ctx.out)?;
            super::rules::show_card(ctx, game, card, lang)?;
        }
    }
    Ok(())
}
