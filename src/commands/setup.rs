//! `rulecard setup GAME --players N`: what to deal and lay out.

use std::io::Write;
use std::process::ExitCode;

use super::Ctx;
use crate::cli::SetupArgs;
use crate::content::{GameId, Lang};
use crate::engine::makatsu;
use crate::error::Error;

pub fn run(ctx: &mut Ctx, args: SetupArgs) -> Result<ExitCode, Error> {
    let players = args.players.unwrap_or(4);
    match args.game {
        GameId::Makatsu => {
            let game = super::load(GameId::Makatsu)?;
            let lang = ctx.lang_for(game);
            let setup = makatsu::setup(players).map_err(|e| Error::Usage {
                token: players.to_string(),
                expected: "2 to 6 players".into(),
                message: e.to_string(),
            })?;
            if ctx.json {
                let v = serde_json::to_value(&setup).map_err(std::io::Error::from)?;
                ctx.write_json(&v)?;
                return Ok(ExitCode::SUCCESS);
            }
            let de = lang == Lang::De;
            let s = ctx.style;
            let title = if de {
                format!("Meister Makatsu für {players} Personen")
            } else {
                format!("Meister Makatsu for {players} players")
            };
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
                    if de {
                        format!(
                            "{}. Durchgang: {} Runden, Deck {} Karten, Chip = {}",
                            p.pass.number(),
                            p.rounds,
                            p.deck_size,
                            p.chip_value
                        )
                    } else {
                        format!(
                            "pass {}: {} rounds, deck of {} cards, chip = {}",
                            p.pass.number(),
                            p.rounds,
                            p.deck_size,
                            p.chip_value
                        )
                    }
                })
                .collect();
            let lines = if de {
                vec![
                    format!("• {} Dojo-Decks zu je {} Karten (Werte 1–8 in Blau, Gelb, Lila) – {} Karten im Spiel", setup.decks, setup.cards_per_deck, setup.cards),
                    format!("• jede Person zieht {} Karten aus dem eigenen Deck", setup.hand_size),
                    format!("• Chip-Vorrat: {}", supply.join(" · ")),
                    "• Meister Makatsu: wer ihn zuerst hat, entscheidet ihr (sonst die erste genannte Person)".to_owned(),
                    format!("• {} Runden, je Person {} Karten ausgespielt:", setup.rounds, setup.cards_played_per_player),
                ]
            } else {
                vec![
                    format!("• {} Dojo decks of {} cards each (values 1–8 in blue, yellow, purple) – {} cards in play", setup.decks, setup.cards_per_deck, setup.cards),
                    format!("• everyone draws {} cards from their own deck", setup.hand_size),
                    format!("• chip supply: {}", supply.join(" · ")),
                    "• Meister Makatsu: you decide who holds it first (else the first player named)".to_owned(),
                    format!("• {} rounds, {} cards played per player:", setup.rounds, setup.cards_played_per_player),
                ]
            };
            for l in lines {
                let opts = textwrap::Options::new(ctx.width).subsequent_indent("  ");
                writeln!(ctx.out, "{}", textwrap::fill(&l, opts))?;
            }
            for p in passes {
                writeln!(ctx.out, "    {p}")?;
            }
            Ok(ExitCode::SUCCESS)
        }
        other => Err(Error::Usage {
            token: other.slug().into(),
            expected: "makatsu".into(),
            message: format!("setup for {other} comes with its engine; for now: makatsu"),
        }),
    }
}
