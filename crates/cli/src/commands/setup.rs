//! `rulecard setup GAME --players N`: what to deal and lay out.

use std::io::Write;
use std::process::ExitCode;

use super::Ctx;
use crate::cli::SetupArgs;
use crate::error::Error;
use rulecard_core::content::GameId;
use rulecard_core::engine::makatsu;
use rulecard_core::i18n::Worded;
use rulecard_core::i18n::{message, word};

pub fn run(ctx: &mut Ctx, args: SetupArgs) -> Result<ExitCode, Error> {
    let players = args.players.unwrap_or(4);
    match args.game {
        GameId::Makatsu => {
            let game = super::load_meta(GameId::Makatsu)?;
            args.house.resolve(game)?;
            let setup = makatsu::setup(players).map_err(|e| Error::Usage {
                token: players.to_string(),
                expected: "2 to 6 players".into(),
                message: e.message(),
            })?;
            if ctx.json {
                let v = serde_json::to_value(&setup).map_err(std::io::Error::from)?;
                ctx.write_json(&v)?;
                return Ok(ExitCode::SUCCESS);
            }
            let s = ctx.style;
            let ui = ctx.ui;
            let title = message(ui, "setup-makatsu-title", &[("players", players.into())]);
            writeln!(ctx.out, "{}", s.heading(&title))?;
            let supply: Vec<String> = setup
                .supply
                .iter()
                .map(|c| format!("{}× {}", c.count, c.value))
                .collect();
            let passes: Vec<String> = setup
                .passes
                .iter()
                .map(|p| {
                    message(
                        ui,
                        "setup-makatsu-pass",
                        &[
                            ("pass", p.pass.number().into()),
                            ("rounds", p.rounds.into()),
                            ("deck", p.deck_size.into()),
                            ("chip", p.chip_value.into()),
                        ],
                    )
                })
                .collect();
            let lines = [
                message(
                    ui,
                    "setup-makatsu-decks",
                    &[
                        ("decks", setup.decks.into()),
                        ("per", setup.cards_per_deck.into()),
                        ("cards", setup.cards.into()),
                    ],
                ),
                message(
                    ui,
                    "setup-makatsu-hand",
                    &[("hand", setup.hand_size.into())],
                ),
                message(
                    ui,
                    "setup-makatsu-supply",
                    &[("supply", supply.join(" · ").into())],
                ),
                word(ui, "setup-makatsu-meister"),
                message(
                    ui,
                    "setup-makatsu-rounds",
                    &[
                        ("rounds", setup.rounds.into()),
                        ("played", setup.cards_played_per_player.into()),
                    ],
                ),
            ];
            for l in lines {
                let wrap = rulecard_core::render::wrap::prose(ctx.width)
                    .initial_indent("")
                    .subsequent_indent("  ");
                writeln!(ctx.out, "{}", textwrap::fill(&l, wrap))?;
            }
            for p in passes {
                let wrap = rulecard_core::render::wrap::first_fit(ctx.width)
                    .initial_indent("    ")
                    .subsequent_indent("      ");
                writeln!(ctx.out, "{}", textwrap::fill(&p, wrap))?;
            }
            Ok(ExitCode::SUCCESS)
        }
        GameId::Makao => {
            args.house.resolve(super::load_meta(GameId::Makao)?)?;
            makao(ctx, args.players)
        }
        GameId::MauMau => maumau(ctx, &args),
    }
}

/// Mau-Mau: deals a real game under the house rules in force and reports
/// what it dealt.
fn maumau(ctx: &mut Ctx, args: &SetupArgs) -> Result<ExitCode, Error> {
    use rand::SeedableRng;
    use rulecard_core::engine::maumau::{self, State};
    let game = super::load_meta(GameId::MauMau)?;
    let house = args.house.resolve(game)?.house;
    let rules = house.maumau()?;
    let players = args.players.unwrap_or(maumau::DEFAULT_PLAYERS);
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(1);
    let state = State::deal(players, 0, &rules, &mut rng).map_err(|e| Error::Usage {
        token: players.to_string(),
        expected: format!("{} or more players", maumau::MIN_PLAYERS),
        message: e.message(),
    })?;
    let decks = maumau::decks_for(players);
    let hand = state.hand_len(0);
    let draw = state.piles().draw_len();
    let cards = state.cards_in_play();
    if ctx.json {
        ctx.write_json(&serde_json::json!({
            "game": "maumau",
            "players": players,
            "decks": decks,
            "cards": cards,
            "hand_size": hand,
            "dealt": hand * players,
            "draw_pile": draw,
            "discard_pile": 1,
            "variants": house.variants(),
            "first_card": "its effect does not apply",
            "direction": "clockwise",
            "rules": ["deck", "deck-count", "deal", "draw-pile-and-first-card"],
        }))?;
        return Ok(ExitCode::SUCCESS);
    }
    let ui = ctx.ui;
    let lines = vec![
        message(ui, "setup-maumau-title", &[("players", players.into())]),
        message(
            ui,
            "setup-maumau-decks",
            &[("decks", decks.into()), ("cards", cards.into())],
        ),
        dealt_line(ui, hand, players),
        message(ui, "setup-maumau-rest", &[("draw", draw.into())]),
        word(ui, "setup-maumau-start"),
    ];
    write_lines(ctx, &lines)
}

/// "• everyone gets 5 cards (20 in all)".
fn dealt_line(ui: rulecard_core::content::Lang, hand: usize, players: usize) -> String {
    message(
        ui,
        "setup-dealt",
        &[("hand", hand.into()), ("dealt", (hand * players).into())],
    )
}

/// Makao: deals a real game with the engine and reports what it dealt.
fn makao(ctx: &mut Ctx, players: Option<usize>) -> Result<ExitCode, Error> {
    use rand::SeedableRng;
    use rulecard_core::engine::makao::{self, State};
    let players = players.unwrap_or(makao::DEFAULT_PLAYERS);
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(1);
    let state = State::deal(players, 0, &mut rng).map_err(|e| Error::Usage {
        token: players.to_string(),
        expected: format!("{} to {} players", makao::MIN_PLAYERS, makao::MAX_PLAYERS),
        message: e.message(),
    })?;
    let hand = state.hand_len(0);
    let draw = state.piles().draw_len();
    let cards = state.cards_in_play();
    if ctx.json {
        ctx.write_json(&serde_json::json!({
            "game": "makao",
            "players": players,
            "decks": 1,
            "cards": cards,
            "hand_size": hand,
            "dealt": hand * players,
            "draw_pile": draw,
            "discard_pile": 1,
            "first_card": "plain (5–10, K♦, K♣): special cards are turned back into the draw pile",
            "direction": "clockwise",
            "rules": ["table-and-deal", "first-card", "player-count"],
        }))?;
        return Ok(ExitCode::SUCCESS);
    }
    let ui = ctx.ui;
    let lines = vec![
        message(ui, "setup-makao-title", &[("players", players.into())]),
        message(ui, "setup-makao-deck", &[("cards", cards.into())]),
        dealt_line(ui, hand, players),
        message(ui, "setup-makao-rest", &[("draw", draw.into())]),
        word(ui, "setup-makao-first"),
        word(ui, "setup-makao-direction"),
    ];
    write_lines(ctx, &lines)
}

/// A heading (the first line) and bullet lines, wrapped under themselves.
fn write_lines(ctx: &mut Ctx, lines: &[String]) -> Result<ExitCode, Error> {
    for (i, l) in lines.iter().enumerate() {
        let text = textwrap::fill(
            l,
            rulecard_core::render::wrap::prose(ctx.width)
                .initial_indent("")
                .subsequent_indent("  "),
        );
        if i == 0 {
            writeln!(ctx.out, "{}", ctx.style.heading(&text))?;
        } else {
            writeln!(ctx.out, "{text}")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
