//! `rulecard judge GAME …`: the engine's verdict on a described situation.

use std::io::Write;
use std::process::ExitCode;

use super::Ctx;
use crate::cli::{JudgeArgs, JudgeGame, JudgeMakatsuArgs, JudgeMaumauArgs, SheddingArgs};
use crate::error::Error;
use rulecard_core::content::GameId;
use rulecard_core::judge::makatsu as mk;
use rulecard_core::render;

pub fn run(ctx: &mut Ctx, args: JudgeArgs) -> Result<ExitCode, Error> {
    match args.game {
        JudgeGame::Makatsu(a) => makatsu(ctx, a),
        JudgeGame::Makao(a) => makao(ctx, a),
        JudgeGame::Maumau(a) => maumau(ctx, a),
        // `cli::parse` reads a game named otherwise again; what is left
        // names no game.
        JudgeGame::Other(words) => {
            let word = words.first().map(std::ffi::OsString::as_os_str);
            Err(crate::cli::unknown_judge_game(word.unwrap_or_default()).into())
        }
    }
}

fn maumau(ctx: &mut Ctx, a: JudgeMaumauArgs) -> Result<ExitCode, Error> {
    let game = super::load_meta(GameId::MauMau)?;
    // A verdict is interface words throughout (card notation, rule ids
    // and pages aside): the interface language, whatever the game has.
    let lang = ctx.ui;
    let house = a.house.resolve(game)?.house;
    let rules = house.maumau()?;
    let t = &a.table;
    // The verdict first: input that does not read ends the command with
    // its message alone, nothing on stdout.
    if form(t)? {
        let verdict = rulecard_core::judge::maumau::legal(&legal_input(t), &rules)?;
        rulecard_core::engine::french::parse_card(&t.top)?;
        if !ctx.json {
            write_house(ctx, lang, &house)?;
        }
        return write_legal(ctx, game, lang, &t.top, &verdict, Some(house.variants()));
    }
    let result = rulecard_core::judge::maumau::sequence(&sequence_input(t), &rules);
    if let Err(rulecard_core::engine::french::SequenceError::Malformed(e)) = result {
        return Err(e.into());
    }
    if !ctx.json {
        write_house(ctx, lang, &house)?;
    }
    write_sequence(ctx, game, lang, result)
}

/// One line saying which house rules the verdict was given under.
fn write_house(
    ctx: &mut Ctx,
    lang: rulecard_core::content::Lang,
    house: &rulecard_core::house::HouseRules,
) -> Result<(), Error> {
    let label = rulecard_core::i18n::text(lang, "ui-variants");
    let none = rulecard_core::i18n::text(lang, "judge-no-house-rules");
    let on = if house.variants().is_empty() {
        none.to_owned()
    } else {
        house.variants().join(", ")
    };
    writeln!(ctx.out, "{}", ctx.style.dim(&format!("{label}: {on}")))?;
    Ok(())
}

/// The legal-plays form of a shedding game, as read from the flags.
fn legal_input(a: &SheddingArgs) -> rulecard_core::judge::LegalInput<'_> {
    rulecard_core::judge::LegalInput {
        top: &a.top,
        hand: a.hand.as_deref().unwrap_or(""),
        penalty: a.penalty,
        wait: a.wait,
        demand_value: a.demand_value.as_deref(),
        demand_suit: a.demand_suit.as_deref(),
    }
}

/// Which form was asked for: `--hand` or `--turns`, exactly one.
fn form(a: &SheddingArgs) -> Result<bool, Error> {
    match (&a.hand, &a.turns) {
        (Some(_), None) => Ok(true),
        (None, Some(_)) => Ok(false),
        _ => Err(Error::Usage {
            token: "--hand/--turns".into(),
            expected: "--hand CARDS or --turns TURNS".into(),
            message: rulecard_core::i18n::Message::new("err-hand-or-turns"),
        }),
    }
}

/// Prints a sequence's outcome: the table (exit 0), or the illegal turn
/// with the table before it (exit 1, "the rules say no").
fn write_sequence(
    ctx: &mut Ctx,
    game: &rulecard_core::content::Game,
    lang: rulecard_core::content::Lang,
    result: Result<
        rulecard_core::engine::french::TableReport,
        rulecard_core::engine::french::SequenceError,
    >,
) -> Result<ExitCode, Error> {
    use rulecard_core::engine::french::SequenceError;
    match result {
        Ok(table) => {
            if ctx.json {
                ctx.write_json(&serde_json::to_value(&table).map_err(std::io::Error::from)?)?;
            } else {
                write!(
                    ctx.out,
                    "{}",
                    render::shedding::table(lang, ctx.style, ctx.width, &table)
                )?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(SequenceError::Malformed(e)) => Err(e.into()),
        Err(SequenceError::Illegal(t)) => {
            if ctx.json {
                ctx.write_json(&serde_json::to_value(&*t).map_err(std::io::Error::from)?)?;
            } else {
                write!(
                    ctx.out,
                    "{}",
                    render::shedding::illegal(game, lang, ctx.style, ctx.width, &t)
                )?;
            }
            Ok(ExitCode::from(1))
        }
    }
}

fn makao(ctx: &mut Ctx, a: SheddingArgs) -> Result<ExitCode, Error> {
    let game = super::load_meta(GameId::Makao)?;
    // A verdict is interface words throughout (card notation, rule ids
    // and pages aside): the interface language, whatever the game has.
    let lang = ctx.ui;
    if form(&a)? {
        let verdict = rulecard_core::judge::makao::legal(&legal_input(&a))?;
        return write_legal(ctx, game, lang, &a.top, &verdict, None);
    }
    write_sequence(
        ctx,
        game,
        lang,
        rulecard_core::judge::makao::sequence(&sequence_input(&a)),
    )
}

/// The sequence form of a shedding game, as read from the flags.
fn sequence_input(a: &SheddingArgs) -> rulecard_core::judge::SequenceInput<'_> {
    rulecard_core::judge::SequenceInput {
        players: a.players,
        hand_sizes: a.hand_sizes.as_deref(),
        top: &a.top,
        turns: a.turns.as_deref().unwrap_or(""),
    }
}

/// Prints which cards may be played: JSON with reasons in the reader's
/// language (and the house rules, where a game has them), or text.
fn write_legal<R: rulecard_core::engine::french::CardReason>(
    ctx: &mut Ctx,
    game: &rulecard_core::content::Game,
    lang: rulecard_core::content::Lang,
    top: &str,
    verdict: &rulecard_core::engine::french::LegalVerdict<R>,
    variants: Option<&[String]>,
) -> Result<ExitCode, Error> {
    if ctx.json {
        let mut v = serde_json::to_value(verdict).map_err(std::io::Error::from)?;
        render::shedding::localize_legal_json(&mut v, ctx.ui, verdict);
        if let Some(variants) = variants {
            v["variants"] = serde_json::json!(variants);
        }
        ctx.write_json(&v)?;
    } else {
        let top = rulecard_core::engine::french::parse_card(top)?;
        let text = render::shedding::legal(game, lang, ctx.style, ctx.width, top, verdict);
        write!(ctx.out, "{text}")?;
    }
    Ok(ExitCode::SUCCESS)
}

fn makatsu(ctx: &mut Ctx, mut a: JudgeMakatsuArgs) -> Result<ExitCode, Error> {
    let game = super::load_meta(GameId::Makatsu)?;
    // A verdict is interface words throughout (card notation, rule ids
    // and pages aside): the interface language, whatever the game has.
    let lang = ctx.ui;
    // Names are printed back in the verdict: a control character in one
    // is shown as an escape, never sent to the terminal.
    a.meister = a.meister.as_deref().map(render::echo::escape);
    for entry in &mut a.entries {
        *entry = render::echo::escape(entry);
    }
    if a.final_ {
        let f = mk::judge_end(a.meister.as_deref(), &a.entries)?;
        if ctx.json {
            ctx.write_json(&f.to_json())?;
        } else {
            let text = render::makatsu::final_result(game, lang, ctx.style, ctx.width, &f);
            write!(ctx.out, "{text}")?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    let input = mk::parse_round(Some(a.pass), a.meister.as_deref(), &a.entries)?;
    let round = mk::judge(input)?;
    if ctx.json {
        ctx.write_json(&round.to_json())?;
    } else {
        let text = render::makatsu::round(game, lang, ctx.style, ctx.width, &round);
        write!(ctx.out, "{text}")?;
    }
    Ok(ExitCode::SUCCESS)
}
