//! `rulecard review [GAME]`: the rule cards marked for re-reading because a
//! quiz question on them was missed, with their pages.

use std::io::Write;
use std::process::ExitCode;

use serde_json::json;

use super::Ctx;
use crate::cli::MaybeGameArg;
use crate::error::Error;
use rulecard_core::content::GameId;

pub fn run(ctx: &mut Ctx, args: MaybeGameArg) -> Result<ExitCode, Error> {
    let (progress, warning) = crate::store::peek_progress()?;
    if let Some(w) = warning {
        ctx.warn(&w.message());
    }
    let games: Vec<GameId> = match args.game {
        Some(g) => vec![g],
        None => GameId::ALL.to_vec(),
    };
    let mut all = Vec::new();
    let mut text = String::new();
    for id in games {
        // The marked cards, decoded one by one: nothing else is shown.
        let game = super::load_meta(id)?;
        let lang = ctx.lang_for(game);
        let Some(record) = progress.games.get(id.slug()) else {
            continue;
        };
        let mut marked: Vec<_> = record
            .rules
            .iter()
            .filter(|(_, r)| r.marked)
            .filter_map(|(rule, r)| game.card(rule).map(|c| (c, r)))
            .collect();
        // The most missed first: those need re-reading most.
        marked.sort_by(|a, b| b.1.missed.cmp(&a.1.missed).then(a.0.id.cmp(&b.0.id)));
        if marked.is_empty() {
            continue;
        }
        text.push_str(&format!("{}\n", ctx.style.heading(game.name(lang))));
        for (card, r) in &marked {
            all.push(json!({
                "game": id.slug(),
                "id": card.id,
                "ref": card.reference,
                "title": card.title.get(lang),
                "missed": r.missed,
                "answered": r.answered,
            }));
            text.push_str(&format!(
                "  {}  {}  {}  {}\n",
                ctx.style.bold(&card.id),
                ctx.style.dim(&rulecard_core::render::cite::reference(
                    ctx.ui,
                    &card.reference
                )),
                card.title.get(lang),
                ctx.style.dim(&format!("({}×)", r.missed))
            ));
        }
        text.push_str(
            &ctx.style
                .dim(&format!("  rulecard rules {} <id>\n", id.slug())),
        );
    }
    if ctx.json {
        ctx.write_json(&json!({ "marked": all }))?;
    } else if all.is_empty() {
        let msg = rulecard_core::i18n::text(ctx.ui, "review-nothing-marked");
        writeln!(ctx.out, "{msg}")?;
    } else {
        write!(ctx.out, "{text}")?;
    }
    Ok(ExitCode::SUCCESS)
}
