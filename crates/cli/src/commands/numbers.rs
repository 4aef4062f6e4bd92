//! `rulecard numbers GAME`: the numbers table.

use std::io::Write;
use std::process::ExitCode;

use super::Ctx;
use crate::error::Error;
use rulecard_core::content::GameId;
use rulecard_core::i18n::{Msg, t};
use rulecard_core::render::table;

pub fn run(ctx: &mut Ctx, id: GameId) -> Result<ExitCode, Error> {
    let game = super::load_only(id, |p| p.numbers = true)?;
    let lang = ctx.lang_for(game);
    if ctx.json {
        ctx.write_json(&rulecard_core::render::json::numbers(game, lang))?;
        return Ok(ExitCode::SUCCESS);
    }
    // Rows an engine check confirms (the test suite runs the checks; a
    // lookup only says which rows have one).
    let checked = game.numbers.iter().any(|n| n.check.is_some());
    let mut msgs = vec![Msg::What, Msg::Number, Msg::Reference];
    if checked {
        msgs.push(Msg::EngineChecked);
    }
    let header: Vec<String> = msgs.iter().map(|&m| t(ctx.ui, m).to_owned()).collect();
    let rows: Vec<Vec<String>> = game
        .numbers
        .iter()
        .map(|n| {
            let mut row = vec![
                n.label.get(lang).to_owned(),
                n.value.get(lang).to_owned(),
                rulecard_core::render::cite::reference(ctx.ui, &n.reference),
            ];
            if checked {
                row.push(if n.check.is_some() {
                    "✓".into()
                } else {
                    String::new()
                });
            }
            row
        })
        .collect();
    writeln!(ctx.out, "{}", ctx.style.heading(game.name(lang)))?;
    writeln!(ctx.out, "{}", table::draw(&header, &rows, ctx.width))?;
    if checked {
        // The column is only a tick: say what it stands for.
        let legend = rulecard_core::i18n::text(ctx.ui, "numbers-engine-legend");
        let text = rulecard_core::render::wrap::fill(legend, ctx.width);
        writeln!(ctx.out, "{}", ctx.style.dim(&text))?;
    }
    Ok(ExitCode::SUCCESS)
}
