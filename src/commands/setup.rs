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
            let game = super::load_meta(GameId::Makatsu)?;
            args.house.resolve(game)?;
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
    use crate::engine::maumau::{self, State};
    use rand::SeedableRng;
    let game = super::load_meta(GameId::MauMau)?;
    let lang = ctx.lang_for(game);
    let house = args.house.resolve(game)?;
    let rules = crate::judge::maumau::house_rules(&house)?;
    let players = args.players.unwrap_or(maumau::DEFAULT_PLAYERS);
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(1);
    let state = State::deal(players, 0, &rules, &mut rng).map_err(|e| Error::Usage {
        token: players.to_string(),
        expected: format!("{} or more players", maumau::MIN_PLAYERS),
        message: e.to_string(),
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
            "variants": house.variants,
            "first_card": "its effect does not apply",
            "direction": "clockwise",
            "rules": ["deck", "deck-count", "deal", "draw-pile-and-first-card"],
        }))?;
        return Ok(ExitCode::SUCCESS);
    }
    let de = lang == Lang::De;
    let lines = if de {
        vec![
            format!("Mau-Mau für {players} Personen"),
            format!("• {decks} Skatblatt/Skatblätter zu 32 Karten (7 bis Ass) – {cards} Karten"),
            format!(
                "• jede Person bekommt {hand} Karten ({} insgesamt)",
                hand * players
            ),
            format!(
                "• der Rest ({draw} Karten) ist der Nachziehstapel; der Geber dreht die oberste Karte als Ablagestapel um – ihre Wirkung gilt nicht"
            ),
            "• links vom Geber geht es los, im Uhrzeigersinn".to_owned(),
        ]
    } else {
        vec![
            format!("Mau-Mau for {players} players"),
            format!("• {decks} Skat deck(s) of 32 cards (7 to ace) – {cards} cards"),
            format!("• everyone gets {hand} cards ({} in all)", hand * players),
            format!(
                "• the rest ({draw} cards) is the draw pile; the dealer turns its top card up as the discard pile – its effect does not apply"
            ),
            "• the player left of the dealer starts; play goes clockwise".to_owned(),
        ]
    };
    write_lines(ctx, &lines)
}

/// Makao: deals a real game with the engine and reports what it dealt.
fn makao(ctx: &mut Ctx, players: Option<usize>) -> Result<ExitCode, Error> {
    use crate::engine::makao::{self, State};
    use rand::SeedableRng;
    let game = super::load_meta(GameId::Makao)?;
    let lang = ctx.lang_for(game);
    let players = players.unwrap_or(makao::DEFAULT_PLAYERS);
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(1);
    let state = State::deal(players, 0, &mut rng).map_err(|e| Error::Usage {
        token: players.to_string(),
        expected: format!("{} to {} players", makao::MIN_PLAYERS, makao::MAX_PLAYERS),
        message: e.to_string(),
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
    let nl = lang == Lang::Nl;
    let lines = if nl {
        vec![
            format!("Makao voor {players} spelers"),
            format!("• 1 kaartspel van {cards} kaarten, zonder jokers"),
            format!("• iedereen krijgt {hand} kaarten ({} in totaal)", hand * players),
            format!("• de rest ({draw} kaarten) is de dichte trekstapel; één kaart gaat open op de aflegstapel"),
            "• die open kaart is nooit speciaal: 2, 3, 4, boer, vrouw, aas, K♥ en K♠ gaan terug in de stapel tot er een gewone kaart ligt".to_owned(),
            "• er wordt met de klok mee gespeeld".to_owned(),
        ]
    } else {
        vec![
            format!("Makao for {players} players"),
            format!("• one deck of {cards} cards, no jokers"),
            format!("• everyone gets {hand} cards ({} in all)", hand * players),
            format!("• the rest ({draw} cards) is the face-down draw pile; one card goes face up on the discard pile"),
            "• that card is never special: 2, 3, 4, jack, queen, ace, K♥ and K♠ go back into the pile until a plain card shows".to_owned(),
            "• play goes clockwise".to_owned(),
        ]
    };
    write_lines(ctx, &lines)
}

/// A heading (the first line) and bullet lines, wrapped under themselves.
fn write_lines(ctx: &mut Ctx, lines: &[String]) -> Result<ExitCode, Error> {
    for (i, l) in lines.iter().enumerate() {
        let opts = textwrap::Options::new(ctx.width).subsequent_indent("  ");
        let text = textwrap::fill(l, opts);
        if i == 0 {
            writeln!(ctx.out, "{}", ctx.style.heading(&text))?;
        } else {
            writeln!(ctx.out, "{text}")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
