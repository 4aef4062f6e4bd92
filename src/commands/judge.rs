//! `rulecard judge GAME …`: the engine's verdict on a described situation.

use std::io::Write;
use std::process::ExitCode;

use super::Ctx;
use crate::cli::{JudgeArgs, JudgeGame, JudgeMakatsuArgs};
use crate::content::GameId;
use crate::error::Error;
use crate::judge::makatsu as mk;
use crate::render;

pub fn run(ctx: &mut Ctx, args: JudgeArgs) -> Result<ExitCode, Error> {
    match args.game {
        JudgeGame::Makatsu(a) => makatsu(ctx, a),
    }
}

fn makatsu(ctx: &mut Ctx, a: JudgeMakatsuArgs) -> Result<ExitCode, Error> {
    let game = super::load(GameId::Makatsu)?;
    let lang = ctx.lang_for(game);
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
