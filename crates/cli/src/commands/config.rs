//! `rulecard config GAME`: save a table's house rules, show them, or forget
//! them; `rulecard config --game GAME`: the game a lookup searches first.

use std::io::Write;
use std::process::ExitCode;

use serde_json::json;

use super::Ctx;
use crate::cli::{ConfigArgs, DefaultGame, PagerChoice};
use crate::config::{self, PagerSetting, Saved};
use crate::error::Error;
use rulecard_core::house::HouseRules;

pub fn run(ctx: &mut Ctx, args: ConfigArgs) -> Result<ExitCode, Error> {
    if let Some(choice) = args.default_game {
        default_game(ctx, choice)?;
    }
    if let Some(choice) = args.pager {
        pager(ctx, choice)?;
    }
    // Without a game only `--game` or `--pager` was asked for (clap
    // requires one of them).
    let Some(game) = args.game else {
        return Ok(ExitCode::SUCCESS);
    };
    // Names and house rules: the game's own file is all it shows.
    let game = super::load_meta(game)?;
    let lang = ctx.lang_for(game);
    let house = &args.house;
    let changing = args.clear
        || !house.variants.is_empty()
        || house.options().iter().any(|(_, v)| v.is_some());
    let (path, saved) = if changing {
        // Checked before the file is locked; applied to the rules as they
        // are under the lock. `--variant none` saves "no variants" (the
        // saved options stay), as it means "none" for one run elsewhere.
        let none = |v: &String| v.eq_ignore_ascii_case(crate::config::NO_VARIANT);
        let mut variants = None;
        if house.variants.iter().any(none) {
            if let Some(other) = house.variants.iter().find(|v| !none(v)) {
                return Err(Error::Usage {
                    token: other.clone(),
                    expected: "--variant none alone".into(),
                    message: rulecard_core::i18n::Message::new("err-config-variant-none-alone")
                        .arg("other", other.as_str()),
                });
            }
            variants = Some(Vec::new());
        } else if !house.variants.is_empty() {
            let mut checked = HouseRules::source(game);
            for v in &house.variants {
                checked.switch_on(game, v)?;
            }
            variants = Some(checked.variants().to_vec());
        }
        let mut options = Vec::new();
        let mut checked = HouseRules::source(game);
        for (id, value) in house.options() {
            if let Some(value) = value {
                checked.set(game, id, value)?;
                options.push((id.to_owned(), value));
            }
        }
        let (path, saved, warning) = config::change(game, args.clear, |saved| {
            if let Some(variants) = variants {
                saved.variants = variants;
            }
            saved.options.extend(options);
        })?;
        if let Some(w) = warning {
            ctx.warn(&w.message());
        }
        (path, saved)
    } else {
        match config::load(game)? {
            Some((path, saved)) => (path, saved),
            None => (config::path()?, Saved::default()),
        }
    };
    let path_text = path.display().to_string();
    if ctx.json {
        ctx.write_json(&json!({
            "game": game.id.slug(),
            "variants": saved.variants,
            "options": saved.options,
            "file": path_text,
            "saved": changing,
        }))?;
        return Ok(ExitCode::SUCCESS);
    }
    let [head, none] =
        ["config-saved", "config-none"].map(|id| rulecard_core::i18n::text(ctx.ui, id));
    writeln!(ctx.out, "{} · {}", ctx.style.heading(head), game.name(lang))?;
    if saved.variants.is_empty() && saved.options.is_empty() {
        writeln!(ctx.out, "  {none}")?;
    }
    for v in &saved.variants {
        let name = game.variant(v).map(|x| x.names.get(lang)).unwrap_or(v);
        writeln!(ctx.out, "  --variant {v}  ({name})")?;
    }
    for (id, value) in &saved.options {
        writeln!(ctx.out, "  --{id} {value}")?;
    }
    writeln!(ctx.out, "{}", ctx.style.dim(&crate::store::shown(&path)))?;
    Ok(ExitCode::SUCCESS)
}

/// Saves (or forgets) the default game and says so.
fn default_game(ctx: &mut Ctx, choice: DefaultGame) -> Result<(), Error> {
    let game = match choice {
        DefaultGame::Game(g) => Some(g),
        DefaultGame::None => None,
    };
    let (path, warning) = config::set_default_game(game)?;
    if let Some(w) = warning {
        ctx.warn(&w.message());
    }
    if ctx.json {
        return ctx.write_json(&json!({
            "default_game": game.map(|g| g.slug()),
            "file": path.display().to_string(),
        }));
    }
    let lang = ctx.ui;
    let line = match game {
        Some(g) => {
            rulecard_core::i18n::message(lang, "config-default-game", &[("game", g.slug().into())])
        }
        None => rulecard_core::i18n::word(lang, "config-no-default-game"),
    };
    writeln!(ctx.out, "{}", ctx.style.heading(&line))?;
    writeln!(ctx.out, "{}", ctx.style.dim(&crate::store::shown(&path)))?;
    Ok(())
}

/// Saves (or forgets) the pager and says so.
fn pager(ctx: &mut Ctx, choice: PagerChoice) -> Result<(), Error> {
    let setting = match choice {
        PagerChoice::Off => Some(PagerSetting::Switch(false)),
        PagerChoice::On => None,
        PagerChoice::Command(c) => Some(PagerSetting::Command(c)),
    };
    let (path, warning) = config::set_pager(setting.clone())?;
    if let Some(w) = warning {
        ctx.warn(&w.message());
    }
    if ctx.json {
        let saved = match &setting {
            None => serde_json::Value::Null,
            Some(PagerSetting::Switch(on)) => json!(on),
            Some(PagerSetting::Command(c)) => json!(c),
        };
        return ctx.write_json(&json!({
            "pager": saved,
            "file": path.display().to_string(),
        }));
    }
    let lang = ctx.ui;
    let line = match &setting {
        Some(PagerSetting::Command(c)) => rulecard_core::i18n::message(
            lang,
            "config-pager-command",
            &[("command", c.as_str().into())],
        ),
        Some(PagerSetting::Switch(false)) => rulecard_core::i18n::word(lang, "config-pager-off"),
        _ => rulecard_core::i18n::word(lang, "config-pager-on"),
    };
    // Wrapped to the terminal, each line in the heading's style.
    for part in rulecard_core::render::wrap::fill(&line, ctx.width).lines() {
        writeln!(ctx.out, "{}", ctx.style.heading(part))?;
    }
    writeln!(ctx.out, "{}", ctx.style.dim(&crate::store::shown(&path)))?;
    Ok(())
}
