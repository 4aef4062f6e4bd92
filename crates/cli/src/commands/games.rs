//! `rulecard games`: what the tool knows.

use std::io::Write;
use std::process::ExitCode;

use serde_json::json;

use super::Ctx;
use crate::error::Error;
use rulecard_core::content::{GameId, Lang};
use rulecard_core::i18n::{Msg, t};
use rulecard_core::render::table;

/// Below this width the table's columns squeeze the source and the names
/// into a word or two per line: each game is then a block of its own.
const TABLE_WIDTH: usize = 72;

/// One block per game: id and name, then each other column as a labelled
/// line, wrapped under itself.
fn stacked(ctx: &mut Ctx, header: &[String], rows: &[Vec<String>]) -> Result<(), Error> {
    for (i, row) in rows.iter().enumerate() {
        if i > 0 {
            writeln!(ctx.out)?;
        }
        let head = format!("{}  {}", ctx.style.bold(&row[0]), row[1]);
        writeln!(
            ctx.out,
            "{}",
            rulecard_core::render::wrap::fill(&head, ctx.width)
        )?;
        for (label, value) in header.iter().zip(row).skip(2) {
            let wrap = rulecard_core::render::wrap::first_fit(ctx.width)
                .initial_indent("  ")
                .subsequent_indent("    ");
            let line = format!("{label}: {value}");
            writeln!(ctx.out, "{}", textwrap::fill(&line, wrap))?;
        }
    }
    Ok(())
}

pub fn run(ctx: &mut Ctx) -> Result<ExitCode, Error> {
    let lang = ctx.ui;
    let games = GameId::ALL
        .iter()
        .map(|&id| super::load_meta(id))
        .collect::<Result<Vec<_>, _>>()?;
    if ctx.json {
        let list: Vec<_> = games
            .iter()
            .map(|g| {
                let names: serde_json::Map<_, _> = g
                    .languages
                    .iter()
                    .map(|&l| (l.code().to_owned(), json!(g.name(l))))
                    .collect();
                // Every interface language: the reader's is any of them.
                let editions: serde_json::Map<_, _> = Lang::ALL
                    .iter()
                    .map(|&l| (l.code().to_owned(), json!(g.source.edition.get(l))))
                    .collect();
                json!({
                    "id": g.id.slug(),
                    "name": g.name(if g.has_lang(lang) { lang } else { g.source_lang() }),
                    "names": names,
                    "players": { "min": g.min_players, "max": g.max_players },
                    "languages": g.languages.iter().map(|l| l.code()).collect::<Vec<_>>(),
                    "source": {
                        "title": g.source.title,
                        "publisher": g.source.publisher,
                        "edition": g.source.edition.get(lang),
                        "editions": editions,
                    },
                    "variants": g.variants.iter().map(|v| v.id.as_str()).collect::<Vec<_>>(),
                    "cards": g.index.ids.len(),
                })
            })
            .collect();
        ctx.write_json(&json!({ "games": list }))?;
        return Ok(ExitCode::SUCCESS);
    }
    let header = [
        Msg::Id,
        Msg::Game,
        Msg::Players,
        Msg::Languages,
        Msg::Source,
    ]
    .iter()
    .map(|&m| t(ctx.ui, m).to_owned())
    .collect::<Vec<_>>();
    let rows = games
        .iter()
        .map(|g| {
            let l = if g.has_lang(lang) {
                lang
            } else {
                g.source_lang()
            };
            let players = match g.max_players {
                Some(max) => format!("{}–{max}", g.min_players),
                None => format!("{}+", g.min_players),
            };
            let name = g.name(l).to_owned();
            // The source's own title, then its edition in the reader's
            // language (which the game's rule text may not have).
            let edition = g.source.edition.get(lang);
            let source = match &g.source.publisher {
                Some(p) => format!("{} ({p}, {edition})", g.source.title),
                None => format!("{} ({edition})", g.source.title),
            };
            let langs: Vec<_> = g.languages.iter().map(|l| l.code()).collect();
            vec![
                g.id.slug().to_owned(),
                name,
                players,
                langs.join(", "),
                source,
            ]
        })
        .collect::<Vec<_>>();
    if ctx.width >= TABLE_WIDTH {
        let drawn = table::draw(&header, &rows, ctx.width);
        writeln!(ctx.out, "{drawn}")?;
    } else {
        stacked(ctx, &header, &rows)?;
    }
    // House rules below the table, one line per game that has them: in a
    // column they squeezed the game's name.
    for g in games.iter().filter(|g| !g.variants.is_empty()) {
        let ids: Vec<_> = g.variants.iter().map(|v| v.id.as_str()).collect();
        let line = format!(
            "{} · {} (--variant): {}",
            g.id.slug(),
            t(ctx.ui, Msg::Variants),
            ids.join(", ")
        );
        let wrap = rulecard_core::render::wrap::prose(ctx.width);
        writeln!(ctx.out, "{}", textwrap::fill(&line, wrap))?;
    }
    Ok(ExitCode::SUCCESS)
}
