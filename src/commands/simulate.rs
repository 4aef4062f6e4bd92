//! `rulecard simulate GAME`: many random games played by the engine, and
//! what was measured in them.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use serde_json::json;

use super::Ctx;
use crate::cli::SimulateArgs;
use crate::content::{GameId, Lang};
use crate::engine::makatsu;
use crate::error::Error;

pub fn run(ctx: &mut Ctx, args: SimulateArgs) -> Result<ExitCode, Error> {
    match args.game {
        GameId::Makatsu => run_makatsu(ctx, args),
        other => Err(Error::Usage {
            token: other.slug().into(),
            expected: "makatsu".into(),
            message: format!("simulate for {other} comes with its engine; for now: makatsu"),
        }),
    }
}

fn run_makatsu(ctx: &mut Ctx, args: SimulateArgs) -> Result<ExitCode, Error> {
    let players = args.players.unwrap_or(4);
    let started = Instant::now();
    let report = makatsu::simulate(args.games, players, args.seed).map_err(|e| Error::Usage {
        token: if args.games == 0 {
            "0".into()
        } else {
            players.to_string()
        },
        expected: if args.games == 0 {
            "at least 1 game".into()
        } else {
            "2 to 6 players".into()
        },
        message: e.to_string(),
    })?;
    let seconds = started.elapsed().as_secs_f64();
    let per_second = if seconds > 0.0 {
        args.games as f64 / seconds
    } else {
        f64::INFINITY
    };
    if ctx.json {
        let mut v = serde_json::to_value(&report).map_err(std::io::Error::from)?;
        v["games_per_second"] = json!(per_second.round());
        v["seconds"] = json!(seconds);
        ctx.write_json(&v)?;
        return Ok(ExitCode::SUCCESS);
    }
    let game = super::load(GameId::Makatsu)?;
    let de = ctx.lang_for(game) == Lang::De;
    let r = &report;
    let mm = |m: makatsu::MinMax| {
        if m.min == m.max {
            m.min.to_string()
        } else {
            format!("{}–{}", m.min, m.max)
        }
    };
    let decks: Vec<String> = r.deck_at_pass_start.iter().map(|&m| mm(m)).collect();
    let chips: Vec<String> = r
        .max_chips_in_a_game
        .iter()
        .zip(r.supply)
        .map(|(max, supply)| format!("{max}/{supply}"))
        .collect();
    let wins: Vec<String> = r
        .wins
        .iter()
        .enumerate()
        .map(|(s, w)| format!("P{} {w}", s + 1))
        .collect();
    let lines: Vec<(&str, String)> = if de {
        vec![
            (
                "Partien",
                format!("{} mit {} Personen (Seed {})", r.games, r.players, r.seed),
            ),
            (
                "Ausgespielte Karten je Person",
                mm(r.cards_played_per_player),
            ),
            ("Runden je Partie", mm(r.rounds_per_game)),
            ("Deck zu Beginn der Durchgänge", decks.join(" · ")),
            (
                "Meiste Chips (1er/2er/3er) in einer Partie / Vorrat",
                chips.join(" · "),
            ),
            ("Vorrat ging aus", r.supply_ran_out.to_string()),
            (
                "Sieg durch die Meister-Gleichstandsregel",
                r.tie_rule_decided.to_string(),
            ),
            ("Siege je Platz", wins.join(" · ")),
            ("Partien pro Sekunde", format!("{per_second:.0}")),
        ]
    } else {
        vec![
            (
                "Games",
                format!("{} with {} players (seed {})", r.games, r.players, r.seed),
            ),
            ("Cards played per player", mm(r.cards_played_per_player)),
            ("Rounds per game", mm(r.rounds_per_game)),
            ("Deck at the start of each pass", decks.join(" · ")),
            (
                "Most chips (1s/2s/3s) in one game / supply",
                chips.join(" · "),
            ),
            ("Supply ran out", r.supply_ran_out.to_string()),
            (
                "Won by the Meister tie rule",
                r.tie_rule_decided.to_string(),
            ),
            ("Wins per seat", wins.join(" · ")),
            ("Games per second", format!("{per_second:.0}")),
        ]
    };
    let w = lines
        .iter()
        .map(|(l, _)| l.chars().count())
        .max()
        .unwrap_or(0);
    for (label, value) in lines {
        let pad = " ".repeat(w - label.chars().count());
        writeln!(ctx.out, "{}{pad}  {value}", ctx.style.bold(label))?;
    }
    Ok(ExitCode::SUCCESS)
}
