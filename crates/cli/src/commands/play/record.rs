//! The end of a game, whichever front end played it: the result in words,
//! the seed, then what is kept: the game in the statistics (a capped game
//! as unfinished, a game with an undo or a hint as practice, not at all),
//! pass-and-play results by name, the rules run into in the quiz's
//! re-reading list. Saving comes first and is never spoiled by the output.

use std::io::Write;
use std::sync::{Arc, Mutex};

use super::words::{self, Names};
use super::{Ending, Front};
use crate::error::Error;
use crate::store::OnUnreadable;
use rulecard_core::content::{Game, GameId, Lang};
use rulecard_core::engine::RuleRef;
use rulecard_core::i18n::{message, word};
use rulecard_core::play::stats::{GameResult, PlayStats};
use rulecard_core::play::{Level, Table};
use rulecard_core::quiz::progress::Progress;

/// Ctrl-C outside the full-screen table (whose raw mode reads it as a
/// key): the game is recorded as abandoned before the process ends, as
/// when the player leaves.
pub(crate) struct Guard {
    armed: Arc<Mutex<Option<Pending>>>,
}

/// What a Ctrl-C records: the game, the level, the seats, the language
/// to say it in.
type Pending = (GameId, Level, usize, Lang);

impl Guard {
    pub(crate) fn arm(game: GameId, table: &Table, lang: Lang) -> Guard {
        let armed = Arc::new(Mutex::new(Some((game, table.level(), table.seats(), lang))));
        let shared = Arc::clone(&armed);
        // Only one handler per process: a second game in the same process
        // (the tests) keeps the first one's, which reads this same slot
        // kind; failing to install it loses only this convenience.
        let _ = ctrlc::set_handler(move || {
            let pending = shared.lock().ok().and_then(|mut g| g.take());
            if let Some((game, level, seats, lang)) = pending {
                let standing = vec![std::cmp::Ordering::Greater; seats.saturating_sub(1)];
                eprintln!();
                match save_stats(game, lang, level, &GameResult::Abandoned, &standing, &[]) {
                    Ok(_) => eprintln!("rulecard: {}", word(lang, "play-left")),
                    Err(problem) => eprintln!(
                        "rulecard: {}",
                        message(lang, "play-not-saved", &[("reason", problem.into())])
                    ),
                }
            }
            std::process::exit(130);
        });
        Guard { armed }
    }

    /// The game ends by itself: Ctrl-C no longer records it.
    pub(crate) fn disarm(&self) {
        if let Ok(mut g) = self.armed.lock() {
            *g = None;
        }
    }
}

/// Records the game, then says how it ended.
pub(crate) fn conclude(
    front: &mut Front<'_>,
    game: &Game,
    table: &Table,
    ending: Ending,
    seconds: u64,
) -> Result<(), Error> {
    let lang = front.lang;
    let over = table.over();
    let winner = over.as_ref().and_then(|o| o.winner);
    let result = table.result(ending != Ending::Over, seconds, chrono::Utc::now());
    // Saved first: nothing that happens to the output spoils the record.
    let people: Vec<(String, bool)> = if table.people() > 1 {
        (0..table.people())
            .filter_map(|s| Some((table.person(s)?.to_owned(), winner == Some(s))))
            .collect()
    } else {
        Vec::new()
    };
    let saved = if front.practice {
        None
    } else {
        Some(save_stats(
            game.id,
            lang,
            table.level(),
            &result,
            &table.standing(0),
            &people,
        ))
    };
    let tried: Vec<RuleRef> = table.tried().0.iter().copied().collect();
    let marked = mark_tried(game, lang, &tried);

    if front.ctx.json {
        // The JSON reader has the end as an event already; problems with
        // the files go to stderr as ever.
        report_problems(lang, game, saved, &tried, marked);
        return Ok(());
    }
    let mut t = table.clone();
    let names = Names::of(lang, &t.view(0).seats, 0);
    let style = front.ctx.style;
    let out = &mut front.ctx.out;
    writeln!(out)?;
    match (&over, ending) {
        (Some(o), Ending::Over) => {
            for (i, line) in words::over(lang, game, &names, o, seconds)
                .into_iter()
                .enumerate()
            {
                let line = if i == 0 && winner == Some(0) {
                    style.good(&line)
                } else {
                    line
                };
                writeln!(out, "{line}")?;
            }
            if !o.minus && game.id == GameId::MauMau {
                writeln!(out, "{}", style.dim(&word(lang, "play-points-ours")))?;
            }
        }
        _ => writeln!(out, "{}", word(lang, "play-left"))?,
    }
    if matches!(result, GameResult::Unfinished) {
        writeln!(out, "{}", word(lang, "play-unfinished-kept"))?;
    }
    if front.practice {
        writeln!(out, "{}", word(lang, "play-practice"))?;
    }
    writeln!(
        out,
        "{}",
        style.dim(&message(
            lang,
            "play-seed",
            &[("seed", table.seed().to_string().into())]
        ))
    )?;
    let tried_line = report_problems(lang, game, saved, &tried, marked);
    if let Some(line) = tried_line {
        writeln!(out, "{line}")?;
    }
    out.flush()?;
    Ok(())
}

/// Says on stderr what could not be saved (or a warning about a file set
/// aside); returns the line naming the rules run into, once they are
/// marked for re-reading.
fn report_problems(
    lang: Lang,
    game: &Game,
    saved: Option<Result<Option<rulecard_core::i18n::Message>, String>>,
    tried: &[RuleRef],
    marked: Result<Option<rulecard_core::i18n::Message>, String>,
) -> Option<String> {
    match saved {
        Some(Err(problem)) => eprintln!(
            "rulecard: {}",
            message(lang, "play-not-saved", &[("reason", problem.into())])
        ),
        Some(Ok(Some(warning))) => super::super::warn(lang, &warning),
        _ => {}
    }
    if tried.is_empty() {
        return None;
    }
    match marked {
        Ok(warning) => {
            // The quiz progress set aside or repaired: said once, here.
            if let Some(warning) = warning {
                super::super::warn(lang, &warning);
            }
            let cards: Vec<String> = tried
                .iter()
                .map(|r| {
                    let page = game
                        .card(r.card)
                        .map(|c| c.reference.as_str())
                        .unwrap_or("");
                    format!("{} ({page})", r.card)
                })
                .collect();
            Some(message(
                lang,
                "play-tried",
                &[("cards", cards.join(", ").into())],
            ))
        }
        Err(problem) => {
            eprintln!(
                "rulecard: {}",
                message(lang, "play-tried-not-saved", &[("reason", problem.into())])
            );
            None
        }
    }
}

/// Records the game in the play statistics: `Ok` with any warning about
/// the file, or the reason it could not be saved, worded.
fn save_stats(
    game: GameId,
    lang: Lang,
    level: Level,
    result: &GameResult,
    standing: &[std::cmp::Ordering],
    people: &[(String, bool)],
) -> Result<Option<rulecard_core::i18n::Message>, String> {
    let saved = crate::store::data().and_then(|store| {
        store.update::<PlayStats>(OnUnreadable::KeepAside, |s| {
            if people.is_empty() {
                s.record(game.slug(), level, result, standing);
            }
            for (name, won) in people {
                s.record_person(name, game.slug(), *won);
            }
        })
    });
    match saved {
        Ok((_, warning)) => Ok(warning.map(|w| w.message())),
        Err(e) => Err(e.message().say(lang)),
    }
}

/// Marks the rules the player ran into for re-reading in the quiz: `Ok`
/// with any warning about the file, or the reason it could not be saved,
/// worded in `lang`.
fn mark_tried(
    game: &Game,
    lang: Lang,
    tried: &[RuleRef],
) -> Result<Option<rulecard_core::i18n::Message>, String> {
    if tried.is_empty() {
        return Ok(None);
    }
    crate::store::data()
        .and_then(|store| {
            store.update::<Progress>(OnUnreadable::KeepAside, |p| {
                let g = p.games.entry(game.id.slug().to_owned()).or_default();
                for rule in tried {
                    g.rules.entry(rule.card.to_owned()).or_default().marked = true;
                }
            })
        })
        .map(|(_, warning)| warning.map(|w| w.message()))
        .map_err(|e| e.message().say(lang))
}
