//! `rulecard sheet GAME`: one page to print, built from the same content as
//! the reference.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use super::Ctx;
use crate::cli::SheetArgs;
use crate::error::Error;
use rulecard_core::render::sheet::{self, Personal, SheetFormat, SheetOptions};

pub fn run(ctx: &mut Ctx, args: SheetArgs) -> Result<ExitCode, Error> {
    super::refuse_json(
        ctx,
        "sheet",
        rulecard_core::i18n::Message::new("err-no-json-sheet"),
    )?;
    // `-o -` is stdout, as in most tools; a file gets the format its
    // extension names.
    let file = args.output.as_deref().filter(|p| *p != Path::new("-"));
    let format = match (args.format, file) {
        (Some(format), _) => format,
        (None, None) => SheetFormat::Text,
        (None, Some(path)) => format_of(path)?,
    };
    // The sheet's cards, numbers and mistakes come as `build.rs` summed
    // them up (`render::sheet::digest`); of the content itself only the
    // game's own file is read.
    let game = super::load_meta(args.game)?;
    let lang = ctx.lang_for(game);
    let house = args.house.resolve(game)?.house;
    let personal: Option<Vec<Personal>> = if args.personal {
        let (progress, warning) = crate::store::peek_progress()?;
        if let Some(w) = warning {
            ctx.warn(&w.message());
        }
        let mut missed: Vec<Personal> = progress
            .games
            .get(game.id.slug())
            .map(|g| {
                g.rules
                    .iter()
                    .filter(|(id, r)| r.missed > 0 && game.card(id).is_some())
                    .map(|(id, r)| Personal {
                        rule: id.clone(),
                        misses: r.missed,
                    })
                    .collect()
            })
            .unwrap_or_default();
        // The most missed first: those the page keeps when space runs out.
        missed.sort_by(|a, b| b.misses.cmp(&a.misses).then(a.rule.cmp(&b.rule)));
        if missed.is_empty() {
            let note = rulecard_core::i18n::text(ctx.ui, "sheet-no-misses");
            eprintln!("rulecard: {note}");
        }
        Some(missed)
    } else {
        None
    };
    let options = SheetOptions {
        format,
        lang,
        width: if format == SheetFormat::Text {
            ctx.width.min(80)
        } else {
            80
        },
        house: &house,
        personal: personal.as_deref(),
    };
    let text = sheet::sheet(game, &options);
    match file {
        Some(path) => {
            std::fs::write(path, &text).map_err(|e| Error::Usage {
                token: path.display().to_string(),
                expected: "a file that can be written".into(),
                message: rulecard_core::i18n::Message::new("err-cannot-write")
                    .arg("path", crate::store::shown(path))
                    .arg("problem", e.to_string()),
            })?;
            if !ctx.json {
                eprintln!(
                    "rulecard: {}",
                    rulecard_core::i18n::message(
                        ctx.ui,
                        "sheet-wrote",
                        &[("file", crate::store::shown(path).into())]
                    )
                );
            }
        }
        None => write!(ctx.out, "{text}")?,
    }
    Ok(ExitCode::SUCCESS)
}

/// The format a file's extension names: `.txt`, `.md`, `.html`/`.htm`
/// (none: text). Any other extension is refused rather than filled with
/// text that its name promises is something else (`sheet.pdf`).
fn format_of(path: &Path) -> Result<SheetFormat, Error> {
    let Some(ext) = path.extension() else {
        return Ok(SheetFormat::Text);
    };
    let ext = ext.to_string_lossy();
    ext.parse().map_err(|_| Error::Usage {
        token: path.display().to_string(),
        expected: ".txt, .md, .html or .htm (or --format)".into(),
        message: rulecard_core::i18n::Message::new("err-sheet-format")
            .arg("path", crate::store::shown(path))
            .arg("ext", ext.as_ref()),
    })
}
