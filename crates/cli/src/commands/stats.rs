//! `rulecard stats [GAME]`: answered, right, accuracy per game and per
//! topic (rule card), streak, and how many questions are due; and beside
//! them what `rulecard play` recorded: games, wins, streaks, the best wins.

use std::io::Write;
use std::process::ExitCode;

use serde_json::json;

use super::Ctx;
use crate::cli::MaybeGameArg;
use crate::error::Error;
use rulecard_core::content::GameId;
use rulecard_core::content::model::names_question;
use rulecard_core::play::stats::PlayStats;

/// Right answers as a share of all, rounded to 0.1 %; never above 1 even
/// if a hand-edited file claims more right than answered.
fn accuracy(correct: impl Into<u64>, answered: impl Into<u64>) -> Option<f64> {
    let (correct, answered) = (correct.into(), answered.into());
    // Nothing answered has no accuracy (JSON null), not 0 %.
    (answered > 0).then(|| {
        let share = correct.min(answered) as f64 / answered as f64;
        (share * 1000.0).round() / 1000.0
    })
}

pub fn run(ctx: &mut Ctx, args: MaybeGameArg) -> Result<ExitCode, Error> {
    let (progress, warning) = crate::store::peek_progress()?;
    if let Some(w) = warning {
        ctx.warn(&w.message());
    }
    let (play, warning) = crate::store::data_to_show()?.peek::<PlayStats>();
    if let Some(w) = warning {
        ctx.warn(&w.message());
    }
    let now = chrono::Utc::now();
    let games: Vec<GameId> = match args.game {
        Some(g) => vec![g],
        None => GameId::ALL.to_vec(),
    };
    let mut per_game = Vec::new();
    let mut out = String::new();
    // Summed over games in u64: each game's counts may be at u32's limit.
    let (mut answered, mut correct, mut due) = (0u64, 0u64, 0usize);
    for id in games {
        // The questions' ids are all a summary needs of them: decoding
        // every question of three games was most of its start.
        let game = super::load_only(id, |_| {})?;
        let questions = rulecard_core::content::question_ids(id)?;
        let lang = ctx.lang_for(game);
        let empty = Default::default();
        let r = progress.games.get(id.slug()).unwrap_or(&empty);
        // Only questions that still exist count as due.
        let game_due = r
            .questions
            .iter()
            .filter(|(q, rec)| {
                rec.is_due(now) && questions.iter().any(|known| names_question(known, q))
            })
            .count();
        let fresh = questions
            .iter()
            .filter(|q| !r.questions.contains_key(**q))
            .count();
        answered += u64::from(r.answered);
        correct += u64::from(r.correct);
        due += game_due;
        let topics: Vec<_> = r
            .rules
            .iter()
            .map(|(rule, t)| {
                json!({
                    "id": rule,
                    "answered": t.answered,
                    "correct": t.correct,
                    "accuracy": accuracy(t.correct, t.answered),
                    "marked": t.marked,
                })
            })
            .collect();
        per_game.push(json!({
            "game": id.slug(),
            "answered": r.answered,
            "correct": r.correct,
            "accuracy": accuracy(r.correct, r.answered),
            "streak": r.streak,
            "best_streak": r.best_streak,
            "due": game_due,
            "new": fresh,
            "questions": questions.len(),
            "topics": topics,
            "play": play_json(&play, id),
        }));
        out.push_str(&format!("{}\n", ctx.style.heading(game.name(lang))));
        let line = match accuracy(r.correct, r.answered) {
            Some(share) => rulecard_core::i18n::message(
                ctx.ui,
                "stats-quiz-line",
                &[
                    ("answered", r.answered.into()),
                    ("correct", r.correct.into()),
                    ("percent", format!("{:.0}", share * 100.0).into()),
                    ("streak", r.streak.into()),
                    ("best", r.best_streak.into()),
                    ("due", game_due.into()),
                    ("new", fresh.into()),
                ],
            ),
            None => {
                rulecard_core::i18n::message(ctx.ui, "stats-quiz-none", &[("new", fresh.into())])
            }
        };
        let wrap = rulecard_core::render::wrap::first_fit(ctx.width)
            .initial_indent("  ")
            .subsequent_indent("    ");
        out.push_str(&textwrap::fill(&line, wrap));
        out.push('\n');
        // The quiz's topics belong to the quiz line above them, under a
        // heading of their own; what play recorded comes after.
        if !r.rules.is_empty() {
            out.push_str(&format!(
                "  {}\n",
                rulecard_core::i18n::word(ctx.ui, "stats-topics-head")
            ));
        }
        for (rule, t) in &r.rules {
            let title = game.card(rule).map(|c| c.title.get(lang)).unwrap_or(rule);
            let mark = if t.marked { " ⚑" } else { "" };
            // A topic only marked by play has no answers yet: no share.
            let share = accuracy(t.correct, t.answered)
                .map_or_else(|| "–".to_owned(), |a| format!("{:.0}%", a * 100.0));
            let first = format!("    {share:>4}  {}/{}  ", t.correct, t.answered);
            let rest = " ".repeat(first.chars().count());
            let wrap = rulecard_core::render::wrap::first_fit(ctx.width)
                .initial_indent(&first)
                .subsequent_indent(&rest);
            out.push_str(&textwrap::fill(&format!("{title}{mark}"), wrap));
            out.push('\n');
        }
        let play_lines = rulecard_core::render::stats::play_lines(ctx.ui, &play, id);
        if !play_lines.is_empty() {
            out.push_str(&format!(
                "  {}\n",
                rulecard_core::i18n::word(ctx.ui, "play-stats-head")
            ));
            for l in play_lines {
                out.push_str(&rulecard_core::render::wrap::indented(
                    &l, ctx.width, "    ",
                ));
                out.push('\n');
            }
        }
    }
    if ctx.json {
        ctx.write_json(&json!({
            "answered": answered,
            "correct": correct,
            "accuracy": accuracy(correct, answered),
            "due": due,
            "games": per_game,
        }))?;
    } else {
        write!(ctx.out, "{out}")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// What play recorded for one game, as data: per level the counts with the
/// win rate and the rating, and the ranking (each win with its player
/// count).
fn play_json(play: &PlayStats, id: GameId) -> serde_json::Value {
    let Some(levels) = play.games.get(id.slug()) else {
        return json!({"levels": null, "ranking": null});
    };
    let levels: serde_json::Map<String, serde_json::Value> = levels
        .iter()
        .map(|(level, r)| {
            let mut v = serde_json::to_value(r).unwrap_or_default();
            v["win_rate"] = json!(r.win_rate());
            v["rating"] = match play.ratings.get(id.slug()).and_then(|l| l.get(level)) {
                Some(rating) => json!({"rating": rating.rating, "deviation": rating.deviation}),
                None => serde_json::Value::Null,
            };
            (level.name().to_owned(), v)
        })
        .collect();
    json!({
        "levels": levels,
        "ranking": play.ranking.get(id.slug()),
    })
}
