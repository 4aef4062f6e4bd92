//! `rulecard mistakes GAME`: what players get wrong, and the right rule.

use std::io::Write;
use std::process::ExitCode;

use super::Ctx;
use crate::error::Error;
use rulecard_core::content::GameId;
use rulecard_core::i18n::{Msg, t};
use rulecard_core::render::markdown;

pub fn run(ctx: &mut Ctx, id: GameId) -> Result<ExitCode, Error> {
    let game = super::load_only(id, |p| p.mistakes = true)?;
    let lang = ctx.lang_for(game);
    if ctx.json {
        ctx.write_json(&rulecard_core::render::json::mistakes(game, lang))?;
        return Ok(ExitCode::SUCCESS);
    }
    let style = ctx.style;
    writeln!(ctx.out, "{}", style.heading(game.name(lang)))?;
    for (i, m) in game.mistakes.iter().enumerate() {
        writeln!(ctx.out)?;
        let title = game.card_title(&m.rule, lang).unwrap_or_default();
        let number = format!("{}. ", i + 1);
        let rest = " ".repeat(number.len());
        let wrap = rulecard_core::render::wrap::first_fit(ctx.width)
            .initial_indent(&number)
            .subsequent_indent(&rest);
        writeln!(ctx.out, "{}", style.bold(&textwrap::fill(title, wrap)))?;
        let wrong = format!(
            "{} {}",
            style.bad(&format!("✗ {}:", t(ctx.ui, Msg::Wrong))),
            m.wrong.get(lang)
        );
        let right = format!(
            "{} {}",
            style.good(&format!("✓ {}:", t(ctx.ui, Msg::Right))),
            m.right.get(lang)
        );
        write!(
            ctx.out,
            "{}",
            markdown::render(&wrong, ctx.width, "   ", style)
        )?;
        write!(
            ctx.out,
            "{}",
            markdown::render(&right, ctx.width, "   ", style)
        )?;
        let meta = format!(
            "{} · {}: rulecard rules {} {}",
            m.reference,
            t(ctx.ui, Msg::Rule),
            game.id.slug(),
            m.rule
        );
        let wrap = rulecard_core::render::wrap::prose(ctx.width)
            .initial_indent("   ")
            .subsequent_indent("     ");
        writeln!(ctx.out, "{}", style.dim(&textwrap::fill(&meta, wrap)))?;
    }
    Ok(ExitCode::SUCCESS)
}
