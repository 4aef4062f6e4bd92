//! `rulecard play GAME`: a game against computer players, in lines: the
//! table and your hand each turn (cards you may play lit, the others dim),
//! one move per line in the judge's notation, the computers' moves as a
//! log. A move the rules refuse says why, with the rule card and page, and
//! is asked again; end of input leaves the game (recorded as abandoned).
//!
//! The words come from the interface catalogues (`content/ui/*.ftl`) in
//! the interface language; the table's rule words from the game's content.

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

mod tui;

use super::Ctx;
use crate::cli::PlayArgs;
use crate::error::Error;
use crate::store::OnUnreadable;
use rulecard_core::content::{Game, GameId, Lang};
use rulecard_core::engine::french::{Card, Symbolic, TableReport, parse_card};
use rulecard_core::engine::makatsu::{Colour, PlayKind};
use rulecard_core::engine::{RuleRef, makao, maumau};
use rulecard_core::i18n::{Arg, Message, Worded, message, word};
use rulecard_core::play::makatsu::{MakatsuMatch, MkEvent};
use rulecard_core::play::shedding::{Match, Shedding};
use rulecard_core::play::stats::{GameResult, PlayStats, Win};
use rulecard_core::play::{self, Event, Happened, Opened, Refusal};
use rulecard_core::quiz::progress::Progress;
use rulecard_core::render::shedding::{rule_line, table};

pub fn run(ctx: &mut Ctx, args: PlayArgs) -> Result<ExitCode, Error> {
    let game = super::load(args.game)?;
    let seed = args.seed.unwrap_or_else(|| {
        u64::from(chrono::Utc::now().timestamp_subsec_nanos()) ^ std::process::id() as u64
    });
    let players = args.players.unwrap_or(4);
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    match args.game {
        GameId::Makao => {
            if args
                .house
                .variants
                .iter()
                .any(|v| !v.eq_ignore_ascii_case("none"))
            {
                return Err(usage(
                    args.house.variants.join(","),
                    "no --variant",
                    Message::new("err-no-variants").arg("game", "Makao"),
                ));
            }
            let state = makao::State::deal(players, 0, &mut rng)
                .map_err(|e| usage(players.to_string(), "2 to 8 players", e.message()))?;
            session(ctx, game, Match::new(state, args.level, seed), &args)
        }
        GameId::MauMau => {
            let house = crate::config::resolve(game, &args.house.variants, &args.house.options())?;
            let rules = house.maumau()?;
            if players > play::MAX_SEATS {
                return Err(usage(
                    players.to_string(),
                    "2 to 8 players",
                    Message::new("err-mm-play-count")
                        .arg("most", play::MAX_SEATS)
                        .arg("players", players),
                ));
            }
            let state = maumau::State::deal(players, 0, &rules, &mut rng)
                .map_err(|e| usage(players.to_string(), "2 to 8 players", e.message()))?;
            session(ctx, game, Match::new(state, args.level, seed), &args)
        }
        GameId::Makatsu => {
            if !args.house.variants.is_empty() {
                return Err(usage(
                    args.house.variants.join(","),
                    "no --variant",
                    Message::new("err-no-variants").arg("game", "Meister Makatsu"),
                ));
            }
            let m = MakatsuMatch::new(players, args.level, seed)
                .map_err(|e| usage(players.to_string(), "2 to 6 players", e.message()))?;
            makatsu_session(ctx, game, m, &args)
        }
    }
}

fn usage(token: impl Into<String>, expected: &str, message: Message) -> Error {
    Error::Usage {
        token: token.into(),
        expected: expected.into(),
        message,
    }
}

fn name(lang: Lang, seat: usize) -> String {
    play::name(seat).map_or_else(|| word(lang, "play-you"), str::to_owned)
}

/// What the player typed, safe to print: control characters escaped,
/// and no longer than a line.
fn echo(input: &str) -> String {
    let escaped: String = input.escape_debug().collect();
    match escaped.char_indices().nth(60) {
        Some((i, _)) => format!("{}…", &escaped[..i]),
        None => escaped,
    }
}

/// A play's notation with suit symbols: `Jh>7` → `J♥>7`.
fn shown(notation: &str) -> String {
    notation
        .split(' ')
        .map(|token| {
            let (card, rest) = match token.split_once('>') {
                Some((c, r)) => (c, Some(r)),
                None => (token, None),
            };
            let card =
                parse_card(card).map_or_else(|_| card.to_owned(), |c| Symbolic(c).to_string());
            match rest {
                Some(r) => format!("{card}>{r}"),
                None => card,
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `who` and `name` for a message about `seat`: the catalogues word "you"
/// apart (the verb agrees with it).
fn person(lang: Lang, seat: usize) -> [(&'static str, Arg<'static>); 2] {
    [
        ("who", if seat == 0 { "you" } else { "other" }.into()),
        ("name", name(lang, seat).into()),
    ]
}

fn about(lang: Lang, id: &str, seat: usize, more: &[(&'static str, Arg<'_>)]) -> String {
    let mut args: Vec<(&str, Arg<'_>)> = person(lang, seat).to_vec();
    args.extend(more.iter().cloned());
    message(lang, id, &args)
}

fn event_line(lang: Lang, game: GameId, e: &Event) -> String {
    let mut line = match &e.what {
        Happened::Played(cards) => about(
            lang,
            "play-plays",
            e.seat,
            &[("cards", shown(cards).into())],
        ),
        Happened::Drew => about(lang, "play-draws", e.seat, &[]),
        Happened::Kept => about(lang, "play-keeps", e.seat, &[]),
        Happened::Took(n) => about(lang, "play-takes", e.seat, &[("count", (*n).into())]),
        Happened::Waited => about(lang, "play-waits", e.seat, &[]),
    };
    // Makao says "Makao!" for every player (Stap 10); Mau-Mau's call is
    // part of the play (`mau`) and shows in it.
    let open: Vec<String> = e
        .open
        .iter()
        .filter(|o| game == GameId::Makao || !matches!(o, Opened::OneCard { .. }))
        .map(|o| match o {
            Opened::Take { seat, cards } => {
                about(lang, "play-must-take", *seat, &[("count", (*cards).into())])
            }
            Opened::Wait { seat, turns } => {
                about(lang, "play-must-wait", *seat, &[("count", (*turns).into())])
            }
            Opened::Value(v) => {
                message(lang, "play-demands-value", &[("value", v.as_str().into())])
            }
            Opened::Suit(s) => {
                message(lang, "play-demands-suit", &[("suit", s.to_string().into())])
            }
            Opened::OneCard { seat } => message(
                lang,
                "play-one-card",
                &[
                    ("name", name(lang, *seat).into()),
                    ("call", "Makao!".into()),
                ],
            ),
        })
        .collect();
    if !open.is_empty() {
        line.push_str(" — ");
        line.push_str(&open.join(", "));
    }
    line
}

/// The judge's table with the players' names for its `P1`…`P8`.
fn named_table(lang: Lang, ctx: &Ctx, report: &TableReport) -> String {
    let mut text = table(lang, ctx.style, ctx.width, report);
    // Highest first, so `P1` never eats the start of a longer name.
    for seat in (0..report.hand_sizes.len()).rev() {
        text = text.replace(&format!("P{}", seat + 1), &name(lang, seat));
    }
    text
}

fn hand_line<S: Shedding>(ctx: &Ctx, m: &Match<S>) -> String {
    m.hand()
        .into_iter()
        .map(|(card, lit): (Card, bool)| {
            let text = Symbolic(card).to_string();
            if lit {
                ctx.style.bold(&text)
            } else {
                ctx.style.dim(&text)
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn refusal_text(ctx: &Ctx, game: &Game, lang: Lang, r: &Refusal) -> String {
    let text = refusal_words(lang, r);
    match rule_of(r) {
        Some(rule) => {
            let line = rule_line_of(game, lang, rule);
            format!("{text}\n{}", ctx.style.dim(&line))
        }
        None => text,
    }
}

/// The refusal and the rule card line under it, without styling (the
/// full-screen table styles it itself).
fn refusal_text_plain(game: &Game, lang: Lang, r: &Refusal) -> String {
    let text = refusal_words(lang, r);
    match rule_of(r) {
        Some(rule) => format!("{text}\n{}", rule_line_of(game, lang, rule)),
        None => text,
    }
}

/// The rule a refusal rests on: the engine's, or for a card not held in
/// Meister Makatsu the rule that each plays from their own hand.
fn rule_of(r: &Refusal) -> Option<RuleRef> {
    r.rule()
}

fn rule_line_of(game: &Game, rule_lang: Lang, rule: RuleRef) -> String {
    if game.id == GameId::Makatsu {
        rulecard_core::render::makatsu::rule_line(game, rule_lang, rule)
    } else {
        rule_line(game, rule_lang, rule)
    }
}

fn refusal_words(lang: Lang, r: &Refusal) -> String {
    match r {
        Refusal::NotAMove { input } => {
            message(lang, "play-not-a-move", &[("input", echo(input).into())])
        }
        Refusal::NotHeld { card } => {
            message(lang, "play-not-held", &[("card", shown(card).into())])
        }
        Refusal::CannotStart { card, reason, .. } => message(
            lang,
            "play-cannot-start",
            &[
                ("card", shown(card).into()),
                ("reason", reason.say(lang).into()),
            ],
        ),
        Refusal::WithCard { card, options } => message(
            lang,
            "play-with-card",
            &[
                ("card", shown(card).into()),
                ("options", options.join(" · ").into()),
            ],
        ),
        Refusal::WordClosed { word, options } => message(
            lang,
            "play-word-closed",
            &[
                ("word", word.as_str().into()),
                ("options", options.join(" · ").into()),
            ],
        ),
    }
}

/// The rule card that matters now, for `r` in both front ends: the one
/// the last refusal cited, else the one a dim card runs into, else the one
/// a lit card rests on.
fn open_rule<S: Shedding>(m: &Match<S>, last: Option<RuleRef>) -> Option<RuleRef> {
    last.or_else(|| {
        let hand = m.hand();
        let pick = hand.iter().find(|(_, lit)| !lit).or(hand.first());
        pick.map(|(c, _)| m.state().start(*c).2)
    })
}

/// The rule card that matters now in Meister Makatsu, for `r`: the one
/// the last refusal cited, else the tie rule, which every round runs into.
fn mk_open_rule(last: Option<RuleRef>) -> RuleRef {
    last.unwrap_or(rulecard_core::engine::makatsu::rules::TIE)
}

/// A rule card as `r` shows it: its title and page, its text (Markdown)
/// in the rule language; `None` for a card the game does not have.
struct RuleCard {
    title: String,
    page: String,
    body: String,
}

fn rule_card(game: &Game, rule_lang: Lang, rule: RuleRef) -> Option<RuleCard> {
    let card = game.card(rule.card)?;
    Some(RuleCard {
        title: card.title.get(rule_lang).to_owned(),
        page: card.reference.clone(),
        body: card.body.get(rule_lang).to_owned(),
    })
}

/// `r` in line mode: the rule card for what is open now, headed by its id
/// and page in the interface language, the ruling it rests on under it.
fn print_rule_card(
    ctx: &mut Ctx,
    game: &Game,
    lang: Lang,
    rule_lang: Lang,
    rule: Option<RuleRef>,
) -> Result<(), Error> {
    let Some((rule, card)) = rule.and_then(|r| Some((r, rule_card(game, rule_lang, r)?))) else {
        writeln!(ctx.out, "{}", word(lang, "play-no-rule"))?;
        return Ok(());
    };
    let head = message(
        lang,
        "play-rule-card",
        &[
            ("card", rule.card.into()),
            ("page", card.page.into()),
            ("title", card.title.into()),
        ],
    );
    writeln!(ctx.out, "{}", ctx.style.heading(&head))?;
    let body = rulecard_core::render::markdown::render(&card.body, ctx.width, "  ", ctx.style);
    writeln!(ctx.out, "{}", body.trim_end())?;
    if let Some(ruling) = rule.ruling {
        let line = message(lang, "play-rule-ruling", &[("ruling", ruling.into())]);
        writeln!(ctx.out, "{}", ctx.style.dim(&line))?;
    }
    Ok(())
}

/// The reasons behind the player's cards, for `?`.
fn legal_listing<S: Shedding>(m: &mut Match<S>, lang: Lang) -> String {
    let mut out = format!(
        "{}: {}\n",
        word(lang, "play-legal-head"),
        m.legal_texts().join(" · ")
    );
    for (card, _) in m.hand() {
        let (allows, reason, rule) = m.state().start(card);
        let mark = if allows { "+" } else { "-" };
        out.push_str(&format!(
            "  {mark} {}: {} ({})\n",
            Symbolic(card),
            reason.say(lang),
            rule.card
        ));
    }
    out
}

/// What both kinds of game begin with: the interface language and the rule
/// text's, the clock, whether a terminal is there (and the table fits),
/// the pause after a computer's move.
struct Opening {
    lang: Lang,
    rule_lang: Lang,
    started: Instant,
    interactive: bool,
    table: bool,
    pause: Duration,
}

fn opening(ctx: &Ctx, game: &Game, args: &PlayArgs) -> Opening {
    let interactive = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    Opening {
        lang: ctx.ui,
        rule_lang: ctx.lang_for(game),
        started: Instant::now(),
        interactive,
        table: interactive && tui::fits(),
        pause: if args.fast || !interactive {
            Duration::ZERO
        } else {
            Duration::from_millis(350)
        },
    }
}

/// The heading of line mode: the game, how many computer players, their
/// level.
fn heading(
    ctx: &mut Ctx,
    o: &Opening,
    game: &Game,
    others: usize,
    level: play::Level,
) -> Result<(), Error> {
    writeln!(
        ctx.out,
        "{}",
        ctx.style.heading(&message(
            o.lang,
            "play-heading",
            &[
                ("game", game.name(o.rule_lang).into()),
                ("others", others.into()),
                ("level", level.name().into()),
            ]
        ))
    )?;
    Ok(())
}

/// Plays one game to its end (or until the player leaves) and records it.
fn session<S: Shedding>(
    ctx: &mut Ctx,
    game: &Game,
    mut m: Match<S>,
    args: &PlayArgs,
) -> Result<ExitCode, Error> {
    let o = opening(ctx, game, args);
    let (lang, rule_lang, started, pause) = (o.lang, o.rule_lang, o.started, o.pause);
    if o.table {
        let mut table = tui::SheddingTable::new(m, game, lang, rule_lang, ctx.style.color);
        let ending = tui::run(&mut table, pause)?;
        let m = table.m;
        return conclude(
            ctx,
            game,
            lang,
            &m,
            ending == tui::Ending::Left,
            started.elapsed().as_secs(),
        );
    }
    heading(ctx, &o, game, m.state().seats() - 1, m.level())?;
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut left = false;
    // The rule the last refusal cited, for `r`.
    let mut last_rule = None;
    while m.to_move().is_some() {
        if let Some(event) = m.computer_move() {
            writeln!(ctx.out, "{}", event_line(lang, game.id, &event))?;
            ctx.out.flush()?;
            if !pause.is_zero() {
                std::thread::sleep(pause);
            }
            continue;
        }
        // The player's turn.
        let report: TableReport = m.state().table();
        writeln!(ctx.out)?;
        write!(ctx.out, "{}", named_table(lang, ctx, &report))?;
        writeln!(
            ctx.out,
            "{}: {}",
            word(lang, "play-your-hand"),
            hand_line(ctx, &m)
        )?;
        let legal: Vec<String> = m.legal_texts().iter().map(|t| shown(t)).collect();
        writeln!(
            ctx.out,
            "{}: {}",
            word(lang, "play-may-play"),
            legal.join(" · ")
        )?;
        loop {
            let Some(line) = read_move(ctx, &mut input, &o, &word(lang, "play-prompt"))? else {
                left = true;
                break;
            };
            if line == "?" {
                write!(ctx.out, "{}", legal_listing(&mut m, lang))?;
                continue;
            }
            if line == "r" {
                let rule = open_rule(&m, last_rule);
                print_rule_card(ctx, game, lang, rule_lang, rule)?;
                continue;
            }
            match m.player_move(&line) {
                Ok(event) => {
                    writeln!(ctx.out, "{}", event_line(lang, game.id, &event))?;
                    last_rule = None;
                    break;
                }
                Err(refusal) => {
                    last_rule = refusal.rule().or(last_rule);
                    writeln!(
                        ctx.out,
                        "{}",
                        ctx.style.bad(&refusal_text(ctx, game, lang, &refusal))
                    )?;
                }
            }
        }
        if left {
            break;
        }
    }
    conclude(ctx, game, lang, &m, left, started.elapsed().as_secs())
}

/// The player's next line in line mode, after `prompt`: blank lines are
/// skipped; `None` when they leave (end of input, or `q` — confirmed
/// first when a person is at the keyboard).
fn read_move(
    ctx: &mut Ctx,
    input: &mut impl BufRead,
    o: &Opening,
    prompt: &str,
) -> Result<Option<String>, Error> {
    loop {
        write!(ctx.out, "{prompt} > ")?;
        ctx.out.flush()?;
        let mut raw = Vec::new();
        if input.read_until(b'\n', &mut raw)? == 0 {
            return Ok(None);
        }
        let line = String::from_utf8_lossy(&raw).trim().to_owned();
        match line.as_str() {
            "" => continue,
            "q" | "quit" => {
                if o.interactive {
                    write!(ctx.out, "{} ", word(o.lang, "play-confirm-leave"))?;
                    ctx.out.flush()?;
                    let mut answer = String::new();
                    input.read_line(&mut answer)?;
                    let yes = ["y", "j", "yes", "ja"];
                    if !yes.contains(&answer.trim().to_lowercase().as_str()) {
                        continue;
                    }
                }
                return Ok(None);
            }
            _ => return Ok(Some(line)),
        }
    }
}

/// The end of a shedding game, whichever front end played it: the result,
/// the seed, the statistics, the rules run into.
fn conclude<S: Shedding>(
    ctx: &mut Ctx,
    game: &Game,
    lang: Lang,
    m: &Match<S>,
    left: bool,
    seconds: u64,
) -> Result<ExitCode, Error> {
    writeln!(ctx.out)?;
    let result = if left {
        writeln!(ctx.out, "{}", word(lang, "play-left"))?;
        GameResult::Abandoned
    } else {
        finish(ctx, game, lang, m, seconds)?
    };
    writeln!(
        ctx.out,
        "{}",
        ctx.style.dim(&message(
            lang,
            "play-seed",
            &[("seed", m.seed().to_string().into())]
        ))
    )?;
    record(ctx, game, lang, m, &result)?;
    Ok(ExitCode::SUCCESS)
}

/// The end: winner, points, time; what it means for the statistics.
fn finish<S: Shedding>(
    ctx: &mut Ctx,
    game: &Game,
    lang: Lang,
    m: &Match<S>,
    seconds: u64,
) -> Result<GameResult, Error> {
    let Some(outcome) = m.outcome() else {
        return Ok(GameResult::Abandoned);
    };
    let Some(winner) = outcome.winner else {
        writeln!(
            ctx.out,
            "{}",
            message(lang, "play-unfinished", &[("turns", outcome.turns.into())])
        )?;
        return Ok(GameResult::Lost);
    };
    let time = format!("{}:{:02}", seconds / 60, seconds % 60);
    if winner == 0 {
        let line = message(
            lang,
            "play-you-won",
            &[("points", outcome.points.into()), ("time", time.into())],
        );
        writeln!(ctx.out, "{}", ctx.style.good(&line))?;
    } else {
        writeln!(
            ctx.out,
            "{}",
            message(lang, "play-won", &[("name", name(lang, winner).into())])
        )?;
        writeln!(
            ctx.out,
            "{}",
            message(
                lang,
                "play-points-note",
                &[("points", outcome.points.into())]
            )
        )?;
    }
    if game.id == GameId::MauMau {
        writeln!(
            ctx.out,
            "{}",
            ctx.style.dim(&word(lang, "play-points-ours"))
        )?;
    }
    Ok(if winner == 0 {
        GameResult::Won(Win {
            points: outcome.points,
            seconds,
            date: chrono::Utc::now(),
            seed: m.seed(),
            players: m.state().table().hand_sizes.len(),
            level: m.level(),
        })
    } else {
        GameResult::Lost
    })
}

/// Records the game in the play statistics; a failure is said, and spoils
/// nothing of the game itself.
fn save_stats(
    game: &Game,
    lang: Lang,
    level: play::Level,
    result: &GameResult,
    standing: &[std::cmp::Ordering],
) {
    let saved = crate::store::data().and_then(|store| {
        store.update::<PlayStats>(OnUnreadable::KeepAside, |s| {
            s.record(game.id.slug(), level, result, standing)
        })
    });
    match saved {
        Ok((_, Some(w))) => super::warn(lang, &w.message()),
        Ok(_) => {}
        Err(e) => eprintln!(
            "rulecard: {}",
            message(
                lang,
                "play-not-saved",
                &[("reason", e.message().say(lang).into())]
            )
        ),
    }
}

/// Saves the game in the statistics and the rules the player ran into in
/// the quiz's re-reading list. Neither failing spoils the game: it is said.
fn record<S: Shedding>(
    ctx: &mut Ctx,
    game: &Game,
    lang: Lang,
    m: &Match<S>,
    result: &GameResult,
) -> Result<(), Error> {
    save_stats(game, lang, m.level(), result, &m.standing());
    let tried: Vec<RuleRef> = m.tried.0.iter().copied().collect();
    if tried.is_empty() {
        return Ok(());
    }
    let marked = crate::store::data().and_then(|store| {
        store.update::<Progress>(OnUnreadable::KeepAside, |p| {
            let g = p.games.entry(game.id.slug().to_owned()).or_default();
            for rule in &tried {
                g.rules.entry(rule.card.to_owned()).or_default().marked = true;
            }
        })
    });
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
    match marked {
        Ok(_) => writeln!(
            ctx.out,
            "{}",
            message(lang, "play-tried", &[("cards", cards.join(", ").into())])
        )?,
        Err(e) => eprintln!(
            "rulecard: {}",
            message(
                lang,
                "play-not-saved",
                &[("reason", e.message().say(lang).into())]
            )
        ),
    }
    Ok(())
}

fn colour_word(lang: Lang, c: Colour) -> String {
    let id = match c {
        Colour::Blue => "blue",
        Colour::Yellow => "yellow",
        Colour::Purple => "purple",
    };
    message(lang, "mk-colour", &[("colour", id.into())])
}

fn kind_id(kind: PlayKind) -> &'static str {
    match kind {
        PlayKind::First => "first",
        PlayKind::Second => "second",
    }
}

fn mk_event_lines(lang: Lang, e: &MkEvent) -> Vec<String> {
    let card = |c| rulecard_core::render::makatsu::card(lang, c);
    match e {
        MkEvent::Played {
            seat,
            card: c,
            kind,
        } => vec![about(
            lang,
            "mk-plays",
            *seat,
            &[("card", card(*c).into()), ("kind", kind_id(*kind).into())],
        )],
        MkEvent::Scored(v) => {
            let mut lines = Vec::new();
            for colour in &v.colours {
                match &colour.award {
                    Some(a) => lines.push(about(
                        lang,
                        "mk-takes",
                        a.seat,
                        &[
                            ("chips", u32::from(a.chips).into()),
                            ("colour", colour_word(lang, a.colour).into()),
                            ("points", a.points.into()),
                        ],
                    )),
                    None => lines.push(message(
                        lang,
                        "mk-nobody",
                        &[("colour", colour_word(lang, colour.colour).into())],
                    )),
                }
            }
            if v.meister_moved {
                lines.push(about(lang, "mk-meister-moves", v.meister_after, &[]));
            }
            lines
        }
    }
}

/// The stage, round, chip value and the Meister holder, in one line.
fn mk_status(lang: Lang, view: &rulecard_core::engine::makatsu::View) -> String {
    let mut text = message(
        lang,
        "mk-status",
        &[
            ("pass", u32::from(view.pass.number()).into()),
            ("round", u32::from(view.round_in_pass).into()),
            ("rounds", u32::from(view.pass.rounds()).into()),
            ("value", view.pass.chip_value().into()),
        ],
    );
    text.push_str(" · ");
    text.push_str(&about(lang, "mk-holder", view.meister, &[]));
    text
}

/// One seat's public side in words: minus points, chips, deck and Ninja
/// counts (`id`: the full or the short message).
fn mk_seat_line(
    lang: Lang,
    id: &str,
    seat: usize,
    s: &rulecard_core::engine::makatsu::SeatView,
) -> String {
    message(
        lang,
        id,
        &[
            ("name", name(lang, seat).into()),
            ("points", s.points.into()),
            ("blue", u32::from(s.chips[0]).into()),
            ("yellow", u32::from(s.chips[1]).into()),
            ("purple", u32::from(s.chips[2]).into()),
            ("deck", s.deck_len.into()),
            ("ninja", s.ablage_len.into()),
        ],
    )
}

/// The table as the player may see it: the stage, the cards face up, each
/// seat's chips and minus points, never a hidden card (R-MK-HIDDEN).
fn mk_view(ctx: &Ctx, lang: Lang, m: &MakatsuMatch) -> String {
    let Some(view) = m.view() else {
        return String::new();
    };
    let mut out = mk_status(lang, &view);
    out.push('\n');
    let table: Vec<String> = view
        .table
        .iter()
        .map(|p| {
            format!(
                "{} {} ({})",
                name(lang, p.seat),
                rulecard_core::render::makatsu::card(lang, p.card),
                word(
                    lang,
                    if p.kind == PlayKind::First {
                        "mk-first"
                    } else {
                        "mk-second"
                    }
                )
            )
        })
        .collect();
    let table = if table.is_empty() {
        word(lang, "mk-none-yet")
    } else {
        table.join(" · ")
    };
    out.push_str(&textwrap::fill(
        &format!("{}: {table}", word(lang, "mk-on-table")),
        ctx.width,
    ));
    out.push('\n');
    for (seat, s) in view.seats.iter().enumerate() {
        let line = mk_seat_line(lang, "mk-seat", seat, s);
        out.push_str(&format!("  {line}\n"));
    }
    let hand: Vec<String> = view
        .hand
        .iter()
        .map(|c| rulecard_core::render::makatsu::card(lang, c))
        .collect();
    out.push_str(&format!(
        "{}: {}\n",
        word(lang, "play-your-hand"),
        hand.join(" ")
    ));
    out
}

/// Meister Makatsu in lines: the same loop as the shedding games, with
/// the stage, chips and minus points instead of a pile.
fn makatsu_session(
    ctx: &mut Ctx,
    game: &Game,
    mut m: MakatsuMatch,
    args: &PlayArgs,
) -> Result<ExitCode, Error> {
    let o = opening(ctx, game, args);
    let (lang, rule_lang, started, pause) = (o.lang, o.rule_lang, o.started, o.pause);
    if o.table {
        let mut table = tui::MakatsuTable::new(m, game, lang, rule_lang, ctx.style.color);
        let ending = tui::run(&mut table, pause)?;
        let m = table.m;
        return makatsu_conclude(
            ctx,
            game,
            lang,
            &m,
            ending == tui::Ending::Left,
            started.elapsed().as_secs(),
        );
    }
    heading(ctx, &o, game, m.game().points().len() - 1, m.level())?;
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut left = false;
    // The rule the last refusal cited, for `r`.
    let mut last_rule = None;
    while m.to_move().is_some() {
        if let Some(events) = m.computer_move() {
            for e in &events {
                for line in mk_event_lines(lang, e) {
                    writeln!(ctx.out, "{line}")?;
                }
            }
            ctx.out.flush()?;
            if !pause.is_zero() {
                std::thread::sleep(pause);
            }
            continue;
        }
        writeln!(ctx.out)?;
        write!(ctx.out, "{}", mk_view(ctx, lang, &m))?;
        let kind = m
            .view()
            .map(|v| rulecard_core::engine::makatsu::policy::kind_now(&v))
            .unwrap_or(PlayKind::First);
        let prompt = message(lang, "mk-prompt", &[("kind", kind_id(kind).into())]);
        loop {
            let Some(line) = read_move(ctx, &mut input, &o, &prompt)? else {
                left = true;
                break;
            };
            if line == "r" {
                let rule = mk_open_rule(last_rule);
                print_rule_card(ctx, game, lang, rule_lang, Some(rule))?;
                continue;
            }
            match m.player_move(&line) {
                Ok(events) => {
                    for e in &events {
                        for l in mk_event_lines(lang, e) {
                            writeln!(ctx.out, "{l}")?;
                        }
                    }
                    last_rule = None;
                    break;
                }
                Err(Refusal::NotHeld { card }) => {
                    last_rule = Some(MakatsuMatch::order_rule());
                    let hand: Vec<String> = m
                        .view()
                        .map(|v| {
                            v.hand
                                .iter()
                                .map(|c| rulecard_core::render::makatsu::card(lang, c))
                                .collect()
                        })
                        .unwrap_or_default();
                    let shown_card = card
                        .parse()
                        .map(|c| rulecard_core::render::makatsu::card(lang, c))
                        .unwrap_or(card);
                    let text = message(
                        lang,
                        "mk-not-held",
                        &[("card", shown_card.into()), ("hand", hand.join(" ").into())],
                    );
                    writeln!(ctx.out, "{}", ctx.style.bad(&text))?;
                    let rule = rulecard_core::render::makatsu::rule_line(
                        game,
                        rule_lang,
                        MakatsuMatch::order_rule(),
                    );
                    writeln!(ctx.out, "{}", ctx.style.dim(&rule))?;
                }
                Err(_) => {
                    let text = message(lang, "mk-not-a-card", &[("input", echo(&line).into())]);
                    writeln!(ctx.out, "{}", ctx.style.bad(&text))?;
                }
            }
        }
        if left {
            break;
        }
    }
    makatsu_conclude(ctx, game, lang, &m, left, started.elapsed().as_secs())
}

/// The end of a game of Meister Makatsu: every seat's minus points, the
/// winner, the seed, the statistics.
fn makatsu_conclude(
    ctx: &mut Ctx,
    game: &Game,
    lang: Lang,
    m: &MakatsuMatch,
    left: bool,
    seconds: u64,
) -> Result<ExitCode, Error> {
    writeln!(ctx.out)?;
    let result = match (left, m.outcome()) {
        (false, Some((winner, points))) => {
            for (seat, p) in points.iter().enumerate() {
                writeln!(
                    ctx.out,
                    "{}",
                    message(
                        lang,
                        "mk-result",
                        &[("name", name(lang, seat).into()), ("points", (*p).into())]
                    )
                )?;
            }
            let time = format!("{}:{:02}", seconds / 60, seconds % 60);
            if winner == 0 {
                let line = message(
                    lang,
                    "mk-you-won",
                    &[("points", points[0].into()), ("time", time.into())],
                );
                writeln!(ctx.out, "{}", ctx.style.good(&line))?;
                GameResult::Won(Win {
                    points: points[0],
                    seconds,
                    date: chrono::Utc::now(),
                    seed: m.seed(),
                    players: points.len(),
                    level: m.level(),
                })
            } else {
                writeln!(
                    ctx.out,
                    "{}",
                    message(
                        lang,
                        "mk-won",
                        &[
                            ("name", name(lang, winner).into()),
                            ("points", points[winner].into())
                        ]
                    )
                )?;
                GameResult::Lost
            }
        }
        _ => {
            writeln!(ctx.out, "{}", word(lang, "play-left"))?;
            GameResult::Abandoned
        }
    };
    writeln!(
        ctx.out,
        "{}",
        ctx.style.dim(&message(
            lang,
            "play-seed",
            &[("seed", m.seed().to_string().into())]
        ))
    )?;
    save_stats(game, lang, m.level(), &result, &m.standing());
    Ok(ExitCode::SUCCESS)
}

/// What `stats` shows of play: per game and level, and the best wins.
pub fn stats_lines(lang: Lang, stats: &PlayStats, game: GameId) -> Vec<String> {
    let mut lines = Vec::new();
    let Some(levels) = stats.games.get(game.slug()) else {
        return lines;
    };
    for (level, r) in levels {
        let rate = if r.games == 0 {
            0.0
        } else {
            100.0 * f64::from(r.wins) / f64::from(r.games)
        };
        let mut line = message(
            lang,
            "play-stats-line",
            &[
                ("level", level.name().into()),
                ("games", r.games.into()),
                ("wins", r.wins.into()),
                ("rate", format!("{rate:.0}%").into()),
                ("best", r.best_streak.into()),
                ("abandoned", r.abandoned.into()),
            ],
        );
        if let Some(f) = r.fastest_win {
            line.push_str(", ");
            line.push_str(&message(
                lang,
                "play-fastest",
                &[("time", format!("{}:{:02}", f / 60, f % 60).into())],
            ));
        }
        lines.push(line);
    }
    if let Some(ratings) = stats.ratings.get(game.slug()) {
        for (level, r) in ratings {
            lines.push(message(
                lang,
                "play-rating",
                &[
                    ("level", level.name().into()),
                    ("rating", format!("{:.0}", r.rating).into()),
                    ("deviation", format!("{:.0}", r.deviation).into()),
                ],
            ));
        }
    }
    if let Some(ranking) = stats.ranking.get(game.slug()) {
        lines.push(word(lang, "play-ranking-head"));
        for (i, w) in ranking.iter().enumerate() {
            lines.push(format!(
                "  {}. {} · {}:{:02} · {} · {} · seed {}",
                i + 1,
                w.points,
                w.seconds / 60,
                w.seconds % 60,
                w.date.format("%Y-%m-%d"),
                w.level,
                w.seed
            ));
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plays_are_shown_with_symbols() {
        assert_eq!(shown("Jh>7"), "J♥>7");
        assert_eq!(shown("10c 10d"), "10♣ 10♦");
        assert_eq!(shown("draw"), "draw");
    }
}
