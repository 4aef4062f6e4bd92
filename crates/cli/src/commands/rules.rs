//! `rulecard rules GAME [QUERY]`: the card list, or the cards a query finds;
//! `rulecard rules QUERY`: the best card of any game (the default game's
//! first).

use std::io::Write;
use std::process::ExitCode;

use serde_json::{Value, json};

use super::Ctx;
use crate::cli::RulesArgs;
use crate::config::{InForce, Origin};
use crate::error::Error;
use rulecard_core::content::search;
use rulecard_core::content::{Game, GameId, Lang, RuleCard, Shelf};
use rulecard_core::i18n::{Message, Msg, t};
use rulecard_core::lookup;
use rulecard_core::render::markdown;

/// The longest query searched: several words, far more than any lookup
/// needs.
const MAX_QUERY_CHARS: usize = 200;

pub fn run(ctx: &mut Ctx, args: RulesArgs) -> Result<ExitCode, Error> {
    // The first word names the game, or already belongs to the query.
    let named = args.game.as_deref().and_then(GameId::from_slug);
    if let (None, Some(word)) = (named, args.game.as_deref())
        && let Some(game) = misspelt_game(word)
    {
        return Err(Error::Usage {
            token: word.to_owned(),
            expected: "makatsu, makao or maumau".into(),
            message: Message::new("err-no-game")
                .arg("word", word)
                .arg("game", game.slug()),
        });
    }
    let mut words: Vec<&str> = Vec::new();
    if named.is_none() {
        words.extend(args.game.as_deref());
    }
    words.extend(args.query.iter().map(String::as_str));
    let query = words.join(" ");
    if query.trim().is_empty() {
        let game = match named {
            Some(game) => game,
            None => crate::config::default_game()?.ok_or_else(no_game)?,
        };
        let game = super::load_parts(game, rulecard_core::content::Parts::RULES)?;
        let (lang, house) = open(ctx, game, &args)?;
        list(ctx, game, lang, &house)?;
        return Ok(ExitCode::SUCCESS);
    }
    // No card's words come near this long, and fuzzy matching costs grow
    // with the query's length: a pasted page is refused, not searched.
    let chars = query.chars().count();
    if chars > MAX_QUERY_CHARS {
        return Err(Error::Usage {
            token: query.clone(),
            expected: format!("a query of at most {MAX_QUERY_CHARS} characters"),
            message: Message::new("err-query-too-long")
                .arg("query", query.as_str())
                .arg("chars", chars)
                .arg("most", MAX_QUERY_CHARS),
        });
    }
    if let Some(game) = named {
        // A lookup is the main path mid-game: search the index, then decode
        // only the cards that are shown in full.
        let shelf = Shelf::open(game)?;
        let found = lookup::lookup(game, &shelf.index, &query);
        let hits = found.hits;
        if hits.is_empty() {
            // The suggestions read the index alone: no card is decoded.
            let game = super::load_parts(game, rulecard_core::content::Parts::META)?;
            let (lang, _) = open(ctx, game, &args)?;
            return Err(no_match(game, &query, lang));
        }
        // Words this game does not know may be another game's ("Ninja-
        // Ablage" asked of Mau-Mau): a game that knows every word is named.
        let mut elsewhere: Vec<search::GameHit> = Vec::new();
        if !found.unused.is_empty() {
            for other in GameId::ALL.into_iter().filter(|g| *g != game) {
                let there = lookup::lookup(other, &Shelf::open(other)?.index, &query);
                if let (true, Some(hit)) = (there.unused.is_empty(), there.hits.first()) {
                    elsewhere.push(search::GameHit {
                        game: other,
                        hit: hit.clone(),
                    });
                    break;
                }
            }
        }
        let seen = Seen {
            unused: &found.unused,
            elsewhere: &elsewhere,
            across: false,
        };
        return show(ctx, &args, shelf, &hits, &query, &seen);
    }
    // No game named: the saved default game first, if it has the card,
    // else the game with the best card.
    let default = crate::config::default_game()?;
    let mixed = lookup::across_all(&query, default)?;
    let Some(game) = mixed.hits.first().map(|h| h.game) else {
        return Err(no_match_anywhere(&query));
    };
    let hits: Vec<search::Hit> = mixed
        .hits
        .iter()
        .filter(|h| h.game == game)
        .map(|h| h.hit.clone())
        .collect();
    // The top three may mix games: those of other games are named with
    // their game.
    let elsewhere: Vec<search::GameHit> = mixed
        .hits
        .iter()
        .take(OTHER_GAMES_FROM)
        .filter(|h| h.game != game)
        .cloned()
        .collect();
    let seen = Seen {
        unused: &mixed.unused,
        elsewhere: &elsewhere,
        across: true,
    };
    show(ctx, &args, Shelf::open(game)?, &hits, &query, &seen)
}

/// Of how many of the best hits across the games those of other games are
/// named.
const OTHER_GAMES_FROM: usize = 3;

/// What a lookup shows besides its cards: the query's words it did not use,
/// and for a lookup without a game the hits of other games among the best
/// (an empty list for a lookup in one game, which also names no game).
struct Seen<'a> {
    unused: &'a [String],
    elsewhere: &'a [search::GameHit],
    /// A lookup across the games, which names the game of its cards.
    across: bool,
}

/// The game a first word that is one typo from a game's name means:
/// "makatzu" is a game mistyped, not words to search for.
fn misspelt_game(word: &str) -> Option<GameId> {
    let word = word.trim().to_lowercase();
    GameId::ALL.into_iter().find(|g| {
        std::iter::once(g.slug())
            .chain(g.aliases().iter().copied())
            .any(|name| name.len() >= 4 && strsim::osa_distance(&word, name) == 1)
    })
}

/// The game in the language to show, and the house rules in force (which
/// also checks the house-rule flags).
fn open(ctx: &Ctx, game: &'static Game, args: &RulesArgs) -> Result<(Lang, InForce), Error> {
    let lang = ctx.lang_for(game);
    let house = args.house.resolve(game)?;
    Ok((lang, house))
}

/// `rulecard rules` with neither a game nor a query nor a default game.
fn no_game() -> Error {
    Error::Usage {
        token: String::new(),
        expected: "a game (makatsu, makao, maumau) or words to look for".into(),
        message: Message::new("err-which-game"),
    }
}

/// Nothing in any game matched.
fn no_match_anywhere(query: &str) -> Error {
    let names: Vec<&str> = GameId::ALL.iter().map(|g| g.slug()).collect();
    Error::NotFound {
        token: query.trim().to_owned(),
        expected: "a rule card id or words from a rule card".into(),
        message: Message::new("err-no-match-anywhere")
            .arg("games", names.join(", "))
            .arg("query", query.trim()),
        suggestions: Vec::new(),
    }
}

/// Shows the best of `hits` in full (all of them with `--all`) and names
/// the others; `whose` adds which game the cards are of, for a search of
/// every game.
fn show(
    ctx: &mut Ctx,
    args: &RulesArgs,
    shelf: Shelf,
    hits: &[search::Hit],
    query: &str,
    seen: &Seen<'_>,
) -> Result<ExitCode, Error> {
    let whose = seen.across;
    let shown = if args.all { hits.len() } else { 1 };
    let positions: Vec<usize> = hits.iter().take(shown).map(|h| h.card).collect();
    let game: &'static Game = Box::leak(Box::new(shelf.take(&positions)?));
    let (lang, _) = open(ctx, game, args)?;
    // The shown cards, in the order of the hits; the rest by index alone.
    let id = |h: &search::Hit| game.index.ids[h.card];
    let title = |h: &search::Hit| game.card_title(id(h), lang).unwrap_or_default();
    if ctx.json {
        let results: Vec<Value> = hits
            .iter()
            .enumerate()
            .map(|(i, h)| match game.card(id(h)).filter(|_| i < shown) {
                Some(card) => {
                    let mut v = card_json(game, card, lang);
                    v["score"] = json!(score_json(h.score));
                    v
                }
                None => json!({
                    "id": id(h),
                    "ref": game.index.refs[h.card],
                    "title": title(h),
                    "score": score_json(h.score),
                }),
            })
            .collect();
        let mut doc = json!({
            "game": game.id.slug(),
            "lang": lang.code(),
            "query": query,
            "results": results,
            "unused": seen.unused,
        });
        if seen.across {
            doc["other_games"] = json!(elsewhere_json(seen.elsewhere, lang)?);
        }
        ctx.write_json(&doc)?;
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(first) = hits.first().filter(|_| whose) {
        let line = format!(
            "{} · rulecard rules {} {}",
            game.name(lang),
            game.id.slug(),
            id(first)
        );
        writeln!(ctx.out, "{}\n", ctx.style.dim(&line))?;
    }
    for (i, card) in game.rules.iter().enumerate() {
        if i > 0 {
            let rule = "─".repeat(ctx.width.min(60));
            writeln!(ctx.out, "\n{}\n", ctx.style.dim(&rule))?;
        }
        show_card(ctx, game, card, lang)?;
    }
    if shown < hits.len() {
        let others: Vec<String> = hits[shown..]
            .iter()
            .take(5)
            .map(|h| format!("{} ({})", id(h), title(h)))
            .collect();
        let line = format!(
            "{}: {}",
            ctx.style.dim(t(ctx.ui, Msg::OtherMatches)),
            others.join(", ")
        );
        let wrap = rulecard_core::render::wrap::first_fit(ctx.width);
        writeln!(ctx.out, "\n{}", textwrap::fill(&line, wrap))?;
    }
    let wrap = || rulecard_core::render::wrap::first_fit(ctx.width);
    if !seen.elsewhere.is_empty() {
        let others: Vec<String> = elsewhere_json(seen.elsewhere, lang)?
            .iter()
            .map(|o| {
                format!(
                    "rulecard rules {} {} ({})",
                    o["game"].as_str().unwrap_or_default(),
                    o["id"].as_str().unwrap_or_default(),
                    o["title"].as_str().unwrap_or_default()
                )
            })
            .collect();
        let line = format!(
            "{}: {}",
            ctx.style.dim(t(ctx.ui, Msg::OtherGames)),
            others.join(", ")
        );
        writeln!(ctx.out, "\n{}", textwrap::fill(&line, wrap()))?;
    }
    if !seen.unused.is_empty() {
        let line = format!(
            "{}: {}",
            ctx.style.dim(t(ctx.ui, Msg::NotUsed)),
            seen.unused.join(", ")
        );
        writeln!(ctx.out, "\n{}", textwrap::fill(&line, wrap()))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The hits of other games a lookup across the games names: game, id,
/// title (in `lang` where the game has it, else its source language) and
/// score; read from the indexes alone.
fn elsewhere_json(hits: &[search::GameHit], lang: Lang) -> Result<Vec<Value>, Error> {
    let mut out = Vec::with_capacity(hits.len());
    for h in hits {
        let index = Shelf::open(h.game)?.index;
        let at = |l: Lang| index.titles.get(h.hit.card).and_then(|t| t[l as usize]);
        let title = at(lang)
            .or_else(|| [Lang::De, Lang::Nl, Lang::En].into_iter().find_map(at))
            .unwrap_or_default();
        out.push(json!({
            "game": h.game.slug(),
            "id": index.ids.get(h.hit.card).copied().unwrap_or_default(),
            "title": title,
            "score": score_json(h.hit.score),
        }));
    }
    Ok(out)
}

/// Scores are only for ordering; an exact id match is infinite, which JSON
/// cannot carry.
fn score_json(score: f64) -> f64 {
    if score.is_finite() {
        (score * 100.0).round() / 100.0
    } else {
        1000.0
    }
}

fn no_match(game: &Game, query: &str, lang: Lang) -> Error {
    let suggestions = search::suggest(game, query, lang, 5);
    // The interface's words are the reader's (worded when reported); card
    // titles and game names are in the rule text's language.
    let mut message = Message::new("err-no-match")
        .arg("query", query.trim())
        .arg("game", game.name(lang));
    if !suggestions.is_empty() {
        let list: Vec<String> = suggestions
            .iter()
            .map(|(i, _)| {
                let id = game.index.ids[*i];
                format!("{id} ({})", game.title_at(*i, lang).unwrap_or_default())
            })
            .collect();
        message = message.line(Message::new("err-no-match-suggest").arg("list", list.join(", ")));
    }
    // A word from another game's rules ("vrouw" asked of Mau-Mau) is
    // worth pointing at: players mix games up at the table. Its index
    // and title suffice, as for the suggestions.
    for other in rulecard_core::content::GameId::ALL
        .into_iter()
        .filter(|g| *g != game.id)
    {
        let Ok(other_game) =
            rulecard_core::content::load_parts(other, rulecard_core::content::Parts::META)
        else {
            continue;
        };
        if let Some(hit) = lookup::search(&other_game, query).first() {
            let l = if other_game.has_lang(lang) {
                lang
            } else {
                other_game.source_lang()
            };
            message = message.line(
                Message::new("err-no-match-elsewhere")
                    .arg("game", other_game.name(l))
                    .arg("id", other_game.index.ids[hit.card])
                    .arg(
                        "title",
                        other_game.title_at(hit.card, l).unwrap_or_default(),
                    )
                    .arg("slug", other.slug()),
            );
            break;
        }
    }
    message = message.line(Message::new("err-no-match-list").arg("slug", game.id.slug()));
    Error::NotFound {
        token: query.trim().to_owned(),
        expected: "a rule card id or words from a rule card".into(),
        message,
        suggestions: suggestions
            .iter()
            .map(|(i, _)| game.index.ids[*i].to_owned())
            .collect(),
    }
}

/// The rule cards marked for re-reading in the quiz progress, if any.
fn marked_cards(game: &Game) -> Vec<String> {
    // Reading progress must never stop a lookup: an unreadable file, or no
    // place for one, just means no markers here (the quiz reports it).
    let Ok((progress, _)) = crate::store::peek_progress() else {
        return Vec::new();
    };
    progress
        .games
        .get(game.id.slug())
        .map(|g| {
            g.rules
                .iter()
                .filter(|(_, r)| r.marked)
                .map(|(id, _)| id.clone())
                .collect()
        })
        .unwrap_or_default()
}

/// Which house rules are on and where that came from, for games that have
/// house rules.
fn house_line(game: &Game, lang: Lang, in_force: &InForce) -> Option<String> {
    if game.variants.is_empty() && game.options.is_empty() {
        return None;
    }
    let on = in_force.house.variants();
    let options: Vec<String> = in_force
        .house
        .options()
        .iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect();
    let [label, none, from] = ["rules-house-on", "judge-no-house-rules", "rules-house-from"]
        .map(|id| rulecard_core::i18n::text(lang, id));
    let source = match &in_force.origin {
        Origin::Defaults => rulecard_core::i18n::word(lang, "rules-house-defaults"),
        Origin::Saved(p) => format!("{from} {}", crate::store::shown(p)),
        Origin::Flags => format!("{from} --variant/--hand-size/--mau-penalty"),
    };
    let variants = if on.is_empty() {
        none.to_owned()
    } else {
        on.join(", ")
    };
    Some(format!(
        "{label}: {variants} · {} · {source}",
        options.join(", ")
    ))
}

fn house_json(in_force: &InForce) -> Value {
    let (from, file) = match &in_force.origin {
        Origin::Defaults => ("defaults", None),
        Origin::Saved(p) => ("config", Some(p.display().to_string())),
        Origin::Flags => ("flags", None),
    };
    let house = &in_force.house;
    json!({"variants": house.variants(), "options": house.options(), "from": from, "file": file})
}

fn list(ctx: &mut Ctx, game: &Game, lang: Lang, in_force: &InForce) -> Result<(), Error> {
    let marked = marked_cards(game);
    if ctx.json {
        let cards: Vec<Value> = game
            .rules
            .iter()
            .map(|c| {
                json!({
                    "id": c.id,
                    "ref": c.reference,
                    "title": c.title.get(lang),
                    "variant": c.variant,
                    "marked": marked.contains(&c.id),
                })
            })
            .collect();
        let mut v = json!({
            "game": game.id.slug(),
            "lang": lang.code(),
            "cards": cards,
        });
        if !game.variants.is_empty() || !game.options.is_empty() {
            v["house_rules"] = house_json(in_force);
        }
        return ctx.write_json(&v);
    }
    writeln!(ctx.out, "{}", ctx.style.heading(game.name(lang)))?;
    if let Some(line) = house_line(game, lang, in_force) {
        let wrap = rulecard_core::render::wrap::prose(ctx.width)
            .initial_indent("")
            .subsequent_indent("  ");
        writeln!(ctx.out, "{}", ctx.style.dim(&textwrap::fill(&line, wrap)))?;
    }
    let id_w = game.rules.iter().map(|c| c.id.len()).max().unwrap_or(0);
    let ref_w = game
        .rules
        .iter()
        .map(|c| {
            rulecard_core::render::cite::reference(ctx.ui, &c.reference)
                .chars()
                .count()
        })
        .max()
        .unwrap_or(0);
    // Flag, id, reference, then the title wrapped in its own column; on a
    // terminal too narrow for a readable title column, the title goes
    // below its id instead.
    let lead = 2 + id_w + 2 + ref_w + 2;
    let stacked = ctx.width < lead + 24;
    for c in &game.rules {
        let mut title = c.title.get(lang).to_owned();
        if let Some(v) = &c.variant {
            let on = if in_force.house.has(v) { " ✓" } else { "" };
            title.push_str(&format!(" [{}: {v}{on}]", t(ctx.ui, Msg::HouseRule)));
        }
        let pad_id = " ".repeat(id_w - c.id.len());
        let shown_ref = rulecard_core::render::cite::reference(ctx.ui, &c.reference);
        let pad_ref = " ".repeat(ref_w - shown_ref.chars().count());
        let flag = if marked.contains(&c.id) {
            ctx.style.bad("⚑")
        } else {
            " ".into()
        };
        let id = ctx.style.bold(&c.id);
        let reference = ctx.style.dim(&shown_ref);
        if stacked {
            let wrap = rulecard_core::render::wrap::first_fit(ctx.width).subsequent_indent("    ");
            let head = format!("{flag} {id}  {reference}");
            writeln!(ctx.out, "{}", textwrap::fill(&head, wrap))?;
            let text = rulecard_core::render::wrap::indented(&title, ctx.width, "    ");
            writeln!(ctx.out, "{text}")?;
        } else {
            let first = format!("{flag} {id}{pad_id}  {reference}{pad_ref}  ");
            let rest = " ".repeat(lead);
            let wrap = rulecard_core::render::wrap::first_fit(ctx.width)
                .initial_indent(&first)
                .subsequent_indent(&rest);
            writeln!(ctx.out, "{}", textwrap::fill(&title, wrap))?;
        }
    }
    if !marked.is_empty() {
        let legend = rulecard_core::i18n::text(ctx.ui, "rules-missed-legend");
        writeln!(ctx.out, "\n{}", ctx.style.dim(legend))?;
    }
    Ok(())
}

/// A card as JSON: ids and references as they are, text in `lang`.
pub fn card_json(game: &Game, card: &RuleCard, lang: Lang) -> Value {
    json!({
        "id": card.id,
        "ref": card.reference,
        "ref_title": game.reference(&card.reference).map(|r| r.title.get(lang)),
        "title": card.title.get(lang),
        "body": card.body.get(lang),
        "keywords": card.keywords(lang),
        "related": card.related.iter().map(|id| json!({
            "id": id,
            "title": game.card_title(id, lang),
        })).collect::<Vec<_>>(),
        "facts": card.facts,
        "rulings": card.rulings.iter().map(|r| json!({
            "id": r.id,
            "note": r.note.get(lang),
        })).collect::<Vec<_>>(),
        "variant": card.variant,
    })
}

/// A card in full: title, where it stands in the source, body, ruling
/// notes, related cards.
pub fn show_card(ctx: &mut Ctx, game: &Game, card: &RuleCard, lang: Lang) -> Result<(), Error> {
    let style = ctx.style;
    let fill = |text: &str| rulecard_core::render::wrap::fill(text, ctx.width);
    writeln!(ctx.out, "{}", style.heading(&fill(card.title.get(lang))))?;
    let mut meta = format!(
        "{} · {}",
        card.id,
        rulecard_core::render::cite::place(ctx.ui, lang, game, card)
    );
    if let Some(v) = card.variant.as_deref().and_then(|v| game.variant(v)) {
        meta.push_str(&format!(
            " · {}: {} (--variant {})",
            t(ctx.ui, Msg::HouseRule),
            v.names.get(lang),
            v.id
        ));
    }
    writeln!(ctx.out, "{}\n", style.dim(&fill(&meta)))?;
    let body = markdown::render(card.body.get(lang), ctx.width, "", style);
    write!(ctx.out, "{body}")?;
    for ruling in &card.rulings {
        let label = format!("{} ({}):", t(ctx.ui, Msg::Ruling), ruling.id);
        let text = format!("{} {}", style.note(&label), ruling.note.get(lang));
        writeln!(ctx.out)?;
        write!(ctx.out, "{}", markdown::render(&text, ctx.width, "", style))?;
    }
    if !card.related.is_empty() {
        writeln!(ctx.out, "\n{}:", style.bold(t(ctx.ui, Msg::SeeAlso)))?;
        for id in &card.related {
            let title = game.card_title(id, lang).unwrap_or_default();
            let first = format!("  • {} — ", style.bold(id));
            let wrap = rulecard_core::render::wrap::first_fit(ctx.width)
                .initial_indent(&first)
                .subsequent_indent("    ");
            writeln!(ctx.out, "{}", textwrap::fill(title, wrap))?;
        }
    }
    Ok(())
}
