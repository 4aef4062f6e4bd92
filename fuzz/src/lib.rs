//! The fuzz harness: one function per fuzz target, each taking the raw
//! input and panicking (a libFuzzer crash) when rulecard panics or breaks
//! one of the promises checked here.
//!
//! Plain Rust on rulecard's public API and the crates rulecard itself
//! depends on, so that `tests/fuzz_regressions.rs` replays the seed corpus
//! and every finding through this very code on stable; the files in
//! `fuzz_targets/` only set up the process and call in.
//!
//! Inputs are text in the forms the tests already use, so the seeds are
//! the tests' own situations: the judge targets read the scenario lines of
//! `tests/data/*/*.scn` (`top:`, `hand:`, `turns:`, `play:`, `final:` …),
//! the command line target reads NUL-separated arguments.

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::path::Path;
use std::process::ExitCode;
use std::sync::OnceLock;

use chrono::{DateTime, TimeZone, Utc};
use rulecard::cli::{Cli, Command};
use rulecard::store::{OnUnreadable, Store, StoreError};
use rulecard::{Failure, config};
use rulecard_core::content::{self, Game, GameId, Lang, search};
use rulecard_core::engine::french::{
    CardReason, LegalVerdict, SequenceError, TableReport, parse_card, parse_cards,
};
use rulecard_core::house::HouseRules;
use rulecard_core::input::InputError;
use rulecard_core::judge::{self, LegalInput, SequenceInput};
use rulecard_core::quiz::progress::Progress;
use rulecard_core::quiz::session::{self, Selection};
use rulecard_core::quiz::{self, AnswerKind};
use rulecard_core::render::{self, Style};

/// A game's whole content, loaded once: every input is judged against the
/// same content, and a static keeps it reachable for the leak checker.
pub fn game(id: GameId) -> &'static Game {
    static GAMES: OnceLock<Vec<Game>> = OnceLock::new();
    let games = GAMES.get_or_init(|| {
        GameId::ALL
            .iter()
            .map(|&g| match content::load(g) {
                Ok(game) => game,
                // Broken embedded content is a bug of its own, not a
                // fuzzing finding; say so plainly.
                Err(e) => panic!("the embedded content of {g} does not load: {e}"),
            })
            .collect()
    });
    &games[GameId::ALL.iter().position(|&g| g == id).unwrap_or(0)]
}

/// The `key: value` lines of a scenario, in order. Lines without a colon,
/// blank lines and `#` comments are skipped, as the tests' reader does.
fn fields(text: &str) -> Vec<(&str, &str)> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim(), v.trim()))
        .collect()
}

/// The last value of `key`, if any.
fn last<'a>(fields: &[(&str, &'a str)], key: &str) -> Option<&'a str> {
    fields
        .iter()
        .rev()
        .find(|(k, _)| *k == key)
        .map(|(_, v)| *v)
}

/// What clap would read for a number flag: `Some(None)` when absent,
/// `None` when clap would refuse it (so the judge never sees it).
fn number<T: std::str::FromStr>(fields: &[(&str, &str)], key: &str) -> Option<Option<T>> {
    match last(fields, key) {
        None => Some(None),
        Some(v) => v.parse().ok().map(Some),
    }
}

/// The width and language a scenario is rendered at: `width:` as the
/// terminal or `COLUMNS` would give it (rulecard keeps it to 20–100),
/// `lang:` as `--lang`.
fn presentation(fields: &[(&str, &str)]) -> (usize, Lang) {
    let width = last(fields, "width")
        .and_then(|w| w.parse::<usize>().ok())
        .map_or(80, |w| w.clamp(20, 100));
    let lang = last(fields, "lang")
        .and_then(Lang::from_code)
        .unwrap_or(Lang::En);
    (width, lang)
}

/// An error the player sees must say what was wrong.
fn clear(e: &InputError) {
    assert!(
        !e.message.to_string().trim().is_empty(),
        "an error without a message: {e:?}"
    );
}

/// Meister Makatsu: a round (`pass:`, `holder:`, `play: NAME FIRST SECOND`
/// or `entry: NAME=FIRST,SECOND`) or, with `final: NAME=POINTS …`, the end
/// of a game; judged and rendered as `rulecard judge makatsu` does.
pub fn judge_makatsu(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let fields = fields(text);
    let (width, lang) = presentation(&fields);
    let game = game(GameId::Makatsu);
    let style = Style { color: false };
    let meister = last(&fields, "holder").or(last(&fields, "meister"));
    if let Some(finals) = last(&fields, "final") {
        let entries: Vec<String> = finals.split_whitespace().map(str::to_owned).collect();
        if entries.is_empty() {
            return; // clap requires at least one entry
        }
        match judge::makatsu::judge_end(meister, &entries) {
            Ok(f) => {
                let json = f.to_json().to_string();
                assert!(json.starts_with('{'), "{json}");
                render::makatsu::final_result(game, lang, style, width, &f);
            }
            Err(e) => clear(&e),
        }
        return;
    }
    let Some(pass) = number::<u8>(&fields, "pass") else {
        return; // clap refuses it
    };
    let pass = pass.unwrap_or(1);
    let entries: Vec<String> = fields
        .iter()
        .filter_map(|(k, v)| match *k {
            "play" => {
                let mut parts = v.split_whitespace();
                let name = parts.next()?;
                let cards: Vec<&str> = parts.collect();
                Some(format!("{name}={}", cards.join(",")))
            }
            "entry" => Some((*v).to_owned()),
            _ => None,
        })
        .collect();
    if entries.is_empty() {
        return; // clap requires at least one entry
    }
    match judge::makatsu::parse_round(Some(pass), meister, &entries).and_then(judge::makatsu::judge)
    {
        Ok(round) => {
            assert_eq!(round.names.len(), entries.len());
            let json = round.to_json().to_string();
            assert!(json.starts_with('{'), "{json}");
            render::makatsu::round(game, lang, style, width, &round);
        }
        Err(e) => clear(&e),
    }
}

/// The shedding games' judge forms as the flags give them: `None` when
/// clap would refuse the combination.
struct Shedding<'a> {
    top: &'a str,
    hand: Option<&'a str>,
    turns: Option<&'a str>,
    penalty: Option<u32>,
    wait: Option<u32>,
    demand_value: Option<&'a str>,
    demand_suit: Option<&'a str>,
    players: Option<usize>,
    hand_sizes: Option<Vec<u32>>,
}

impl<'a> Shedding<'a> {
    fn read(fields: &[(&str, &'a str)]) -> Option<Shedding<'a>> {
        let hand_sizes = match last(fields, "hand-sizes") {
            Some(list) => Some(
                list.split(',')
                    .map(|n| n.parse::<u32>().ok())
                    .collect::<Option<Vec<u32>>>()?,
            ),
            None => None,
        };
        let s = Shedding {
            top: last(fields, "top")?,
            hand: last(fields, "hand"),
            turns: last(fields, "turns"),
            penalty: number(fields, "penalty")?,
            wait: number(fields, "wait")?,
            demand_value: last(fields, "demand-value"),
            demand_suit: last(fields, "demand-suit"),
            players: number(fields, "players")?,
            hand_sizes,
        };
        // clap: --hand conflicts with --turns, --players, --hand-sizes;
        // the open obligations conflict with --turns.
        let open = s.penalty.is_some()
            || s.wait.is_some()
            || s.demand_value.is_some()
            || s.demand_suit.is_some();
        if s.hand.is_some() && (s.turns.is_some() || s.players.is_some() || s.hand_sizes.is_some())
        {
            return None;
        }
        if s.turns.is_some() && open {
            return None;
        }
        Some(s)
    }

    fn legal(&self) -> LegalInput<'a> {
        LegalInput {
            top: self.top,
            hand: self.hand.unwrap_or(""),
            penalty: self.penalty,
            wait: self.wait,
            demand_value: self.demand_value,
            demand_suit: self.demand_suit,
        }
    }

    fn sequence(&self) -> SequenceInput<'_> {
        SequenceInput {
            players: self.players,
            hand_sizes: self.hand_sizes.as_deref(),
            top: self.top,
            turns: self.turns.unwrap_or(""),
        }
    }
}

/// Checks and renders a legal-plays verdict as `rulecard judge` does.
fn legal_verdict<R: CardReason>(
    game: &Game,
    input: &LegalInput<'_>,
    result: Result<LegalVerdict<R>, InputError>,
    width: usize,
    lang: Lang,
) {
    let verdict = match result {
        Ok(v) => v,
        Err(e) => return clear(&e),
    };
    let (Ok(top), Ok(hand)) = (parse_card(input.top), parse_cards(input.hand)) else {
        panic!("a verdict on input that does not parse: {input:?}");
    };
    assert_eq!(
        verdict.reasons.len(),
        hand.len(),
        "one reason per hand card: {input:?}"
    );
    for card in &verdict.legal {
        assert!(
            hand.contains(card),
            "{card} is legal but not in the hand: {input:?}"
        );
    }
    let mut json = match serde_json::to_value(&verdict) {
        Ok(json) => json,
        Err(e) => panic!("the verdict does not serialize ({e}): {input:?}"),
    };
    render::shedding::localize_legal_json(&mut json, lang, &verdict);
    render::shedding::legal(game, lang, Style { color: false }, width, top, &verdict);
}

/// Checks and renders a sequence's outcome as `rulecard judge` does.
fn sequence_outcome(
    game: &Game,
    result: Result<TableReport, SequenceError>,
    width: usize,
    lang: Lang,
) {
    let style = Style { color: false };
    match result {
        Ok(table) => {
            if let Err(e) = serde_json::to_value(&table) {
                panic!("the table does not serialize: {e}");
            }
            render::shedding::table(lang, style, width, &table);
        }
        Err(SequenceError::Malformed(e)) => clear(&e),
        Err(SequenceError::Illegal(t)) => {
            if let Err(e) = serde_json::to_value(&*t) {
                panic!("the illegal turn does not serialize: {e}");
            }
            render::shedding::illegal(game, lang, style, width, &t);
        }
    }
}

/// A shedding game's scenario: its fields, the judge form as the flags
/// give it, and the width and language to render at; `None` for input the
/// command line would not take.
type SheddingScenario<'a> = (Vec<(&'a str, &'a str)>, Shedding<'a>, usize, Lang);

fn shedding_scenario(data: &[u8]) -> Option<SheddingScenario<'_>> {
    let text = std::str::from_utf8(data).ok()?;
    let fields = fields(text);
    let (width, lang) = presentation(&fields);
    let s = Shedding::read(&fields)?;
    Some((fields, s, width, lang))
}

/// Judges the form `s` asks for (`hand:` or `turns:`, exactly one) with
/// the game's `legal` or `sequence`, and checks and renders the outcome.
fn judge_form<R: CardReason>(
    game: &Game,
    s: &Shedding<'_>,
    (width, lang): (usize, Lang),
    legal: impl FnOnce(&LegalInput<'_>) -> Result<LegalVerdict<R>, InputError>,
    sequence: impl FnOnce(&SequenceInput<'_>) -> Result<TableReport, SequenceError>,
) {
    match (s.hand, s.turns) {
        (Some(_), None) => {
            let input = s.legal();
            legal_verdict(game, &input, legal(&input), width, lang);
        }
        (None, Some(_)) => sequence_outcome(game, sequence(&s.sequence()), width, lang),
        _ => {}
    }
}

/// Makao: the legal-plays form (`top:`, `hand:`, one of `penalty:`,
/// `wait:`, `demand-value:`, `demand-suit:`) or the sequence form
/// (`players:`, `hand-sizes:`, `top:`, `turns:`).
pub fn judge_makao(data: &[u8]) {
    let Some((_, s, width, lang)) = shedding_scenario(data) else {
        return;
    };
    let game = game(GameId::Makao);
    judge_form(
        game,
        &s,
        (width, lang),
        judge::makao::legal,
        judge::makao::sequence,
    );
}

/// Mau-Mau: as Makao, under the house rules of its `variant: ID` and
/// `option: ID=N` lines, checked as the flags are.
pub fn judge_maumau(data: &[u8]) {
    let Some((fields, s, width, lang)) = shedding_scenario(data) else {
        return;
    };
    let game = game(GameId::MauMau);
    let mut house = HouseRules::source(game);
    for (k, v) in &fields {
        match *k {
            "variant" => {
                if let Err(e) = house.switch_on(game, v) {
                    return clear(&e);
                }
            }
            "option" => {
                let Some((id, n)) = v.split_once('=') else {
                    continue;
                };
                let Ok(n) = n.trim().parse::<u32>() else {
                    return; // clap refuses it
                };
                if let Err(e) = house.set(game, id.trim(), n) {
                    return clear(&e);
                }
            }
            _ => {}
        }
    }
    let rules = match house.maumau() {
        Ok(rules) => rules,
        Err(e) => return clear(&e),
    };
    judge_form(
        game,
        &s,
        (width, lang),
        |input| judge::maumau::legal(input, &rules),
        |input| judge::maumau::sequence(input, &rules),
    );
}

/// A scratch directory of the fuzz process, kept (libFuzzer exits without
/// unwinding, and the system's temporary directory is cleaned anyway).
pub fn scratch(prefix: &str) -> std::path::PathBuf {
    match tempfile::Builder::new().prefix(prefix).tempdir() {
        Ok(dir) => dir.keep(),
        Err(e) => panic!("no scratch directory: {e}"),
    }
}

/// Empties `dir` (files only), so that nothing one input saved carries
/// over into the next.
pub fn empty(dir: &Path) {
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// `config.toml` as written by hand: `data` is put at
/// `$RULECARD_HOME/config.toml` (the caller sets `RULECARD_HOME` to
/// `home`) and read for every game. What reads must save and read back the
/// same; what does not must say which file and line.
pub fn config(data: &[u8], home: &Path) {
    let file = home.join("config.toml");
    if let Err(e) = std::fs::write(&file, data) {
        panic!("cannot write {}: {e}", file.display());
    }
    let lines = data.iter().filter(|&&b| b == b'\n').count() + 1;
    let mut loaded = Vec::new();
    for id in GameId::ALL {
        let game = game(id);
        match config::load(game) {
            Ok(saved) => loaded.push((id, saved.map(|(_, s)| s).unwrap_or_default())),
            Err(e) => {
                assert!(!e.to_string().trim().is_empty(), "{e:?}");
                assert!(e.to_string().contains("config.toml"), "{e}");
                let line = match &e {
                    rulecard::Error::Config(c) => c.line,
                    rulecard::Error::Store(StoreError::Unreadable { problem, .. }) => problem.line,
                    _ => None,
                };
                if let Some(line) = line {
                    assert!((1..=lines).contains(&line), "line {line} of {lines}: {e}");
                }
            }
        }
        if let Err(e) = config::resolve(game, &[], &[]) {
            assert!(!e.to_string().trim().is_empty(), "{e:?}");
        }
    }
    for (id, saved) in loaded {
        if let Err(e) = config::change(game(id), false, |s| *s = saved.clone()) {
            panic!("{id}: what was read does not save: {e}");
        }
        match config::load(game(id)) {
            Ok(again) => assert_eq!(
                again.map(|(_, s)| s).unwrap_or_default(),
                saved,
                "{id}: saved house rules read back differently"
            ),
            Err(e) => panic!("{id}: what was saved does not read back: {e}"),
        }
    }
}

/// The time every progress input is read and updated at: fixed, so that a
/// finding replays the same.
pub fn fuzz_now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 12, 0, 0)
        .single()
        .unwrap_or(DateTime::<Utc>::MIN_UTC)
}

/// `progress.json` as found on disk: read as `rules`, `review` and `stats`
/// read it, the quiz's questions picked from it, and one answer per game
/// recorded (right for one game, wrong for the next) through the FSRS
/// schedule. What `update` saves must read back without a warning.
pub fn progress(data: &[u8], dir: &Path) {
    let store = Store::at(dir);
    let file = store.file::<Progress>();
    if let Err(e) = std::fs::write(&file, data) {
        panic!("cannot write {}: {e}", file.display());
    }
    let now = fuzz_now();
    let (progress, _warning) = store.peek::<Progress>();
    for (n, id) in GameId::ALL.into_iter().enumerate() {
        let game = game(id);
        let empty = Default::default();
        let record = progress.games.get(id.slug()).unwrap_or(&empty);
        let selection = Selection {
            seed: 1,
            ..Selection::default()
        };
        let items = match session::select(game, record, &selection, Lang::En, now)
            .and_then(session::Plan::into_items)
        {
            Ok(items) => items,
            Err(e) => panic!("{id}: content questions do not evaluate: {e}"),
        };
        let Some(item) = items.first() else {
            panic!("{id}: no question to ask");
        };
        let correct = n % 2 == 0;
        let before = store.peek::<Progress>().0;
        let Some((after, read)) = saved(&store, id, |p: &mut Progress| {
            session::record(p, id.slug(), item, correct, now)
        }) else {
            return;
        };
        same_counts(&after, &read);
        let g = |p: &Progress| p.games.get(id.slug()).map_or(0, |g| g.answered);
        assert!(
            g(&after) > g(&before) || g(&before) == u32::MAX,
            "{id}: an answer was recorded but not counted"
        );
    }
}

/// Saves `change` through the store as a command does (an unreadable file
/// kept aside) and reads the result back, which must read without a
/// warning: the document saved and the one read, or `None` for a file of
/// a newer format (read, never written: right).
fn saved<D: rulecard::store::Document>(
    store: &Store,
    id: GameId,
    change: impl FnOnce(&mut D),
) -> Option<(D, D)> {
    let after = match store.update::<D>(OnUnreadable::KeepAside, change) {
        Ok((after, _)) => after,
        Err(StoreError::Newer { .. }) => return None,
        Err(e) => panic!("{id}: saving {} failed: {e}", D::WHAT),
    };
    let (read, warning) = store.peek::<D>();
    assert_eq!(warning, None, "{id}: what was saved does not read back");
    Some((after, read))
}

/// Everything but the FSRS floats must read back exactly (those may move
/// in the last digit through JSON).
fn same_counts(a: &Progress, b: &Progress) {
    assert_eq!(
        a.games.keys().collect::<Vec<_>>(),
        b.games.keys().collect::<Vec<_>>()
    );
    for (id, ga) in &a.games {
        let gb = &b.games[id];
        assert_eq!(
            (ga.answered, ga.correct, ga.streak, ga.best_streak),
            (gb.answered, gb.correct, gb.streak, gb.best_streak),
            "{id}: counts read back differently"
        );
        assert_eq!(
            ga.rules, gb.rules,
            "{id}: rule records read back differently"
        );
        let q = |g: &rulecard_core::quiz::progress::GameProgress| {
            g.questions
                .iter()
                .map(|(k, r)| {
                    (
                        k.clone(),
                        r.answered,
                        r.correct,
                        r.last_correct,
                        r.schedule.due,
                    )
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(q(ga), q(gb), "{id}: question records read back differently");
    }
}

/// A lookup, as `rules` makes it: the query is looked up in every game's
/// index; the cards found are decoded; with nothing found, near misses are
/// suggested (in a language picked by the query's length, so that each is
/// met) and the loaded game searched, as "in another game" does.
pub fn search(data: &[u8]) {
    // A query comes from the command line, which clap takes as UTF-8.
    let Ok(query) = std::str::from_utf8(data) else {
        return;
    };
    for id in GameId::ALL {
        let game = game(id);
        let shelf = match content::Shelf::open(id) {
            Ok(shelf) => shelf,
            Err(e) => panic!("{id}: the index does not open: {e}"),
        };
        // As the CLI and the page look up: the words, and the engine's
        // reading of a situation the query tells (`judge::spoken`).
        let hits = rulecard_core::lookup::lookup(id, &shelf.index, query).hits;
        for h in &hits {
            assert!(
                h.card < game.rules.len(),
                "{id}: hit {} of {}",
                h.card,
                game.rules.len()
            );
            assert!(!h.score.is_nan(), "{id}: a score that is not a number");
        }
        if let Some(card) = game
            .rules
            .iter()
            .find(|c| c.id.eq_ignore_ascii_case(query.trim()))
        {
            assert_eq!(
                hits.first().map(|h| game.rules[h.card].id.as_str()),
                Some(card.id.as_str()),
                "{id}: the card id {query:?} does not find its card first"
            );
        }
        if let Some(first) = hits.first() {
            let positions: Vec<usize> = hits.iter().take(3).map(|h| h.card).collect();
            match shelf.take(&positions) {
                Ok(shown) => assert_eq!(
                    shown.rules.first().map(|c| c.id.as_str()),
                    Some(game.rules[first.card].id.as_str()),
                    "{id}: the card shown is not the one found"
                ),
                Err(e) => panic!("{id}: the cards found do not decode: {e}"),
            }
            continue;
        }
        let lang = Lang::ALL[query.len() % Lang::ALL.len()];
        for (i, _) in search::suggest(game, query, lang, 5) {
            assert!(
                i < game.rules.len(),
                "{id}: suggestion {i} of {}",
                game.rules.len()
            );
        }
        assert!(
            rulecard_core::lookup::search(game, query).is_empty(),
            "{id}: the loaded game finds what its index does not: {query:?}"
        );
    }
}

/// Every kind of answer the quiz asks for, once: those of each content
/// question (as `check` and the quiz evaluate them) and of generated ones.
fn answer_kinds() -> &'static [(GameId, AnswerKind)] {
    static KINDS: OnceLock<Vec<(GameId, AnswerKind)>> = OnceLock::new();
    KINDS.get_or_init(|| {
        let mut kinds: Vec<(GameId, AnswerKind)> = Vec::new();
        for id in GameId::ALL {
            let game = game(id);
            let mut add = |kind: AnswerKind| {
                if !kinds.iter().any(|(g, k)| *g == id && *k == kind) {
                    kinds.push((id, kind));
                }
            };
            for q in &game.quiz {
                match quiz::evaluate(game, q) {
                    Ok(e) => add(e.kind),
                    Err(e) => panic!("{id}: {e}"),
                }
            }
            match quiz::generate::generate(game, 12, 1, Lang::En, &HouseRules::source(game)) {
                Ok(items) => items.into_iter().for_each(|i| add(i.evaluated.kind)),
                Err(e) => panic!("{id}: generated questions do not evaluate: {e}"),
            }
        }
        kinds
    })
}

/// A typed answer, read against every kind of answer. One that reads must
/// read the same when written back as the quiz shows it.
pub fn answer(data: &[u8]) {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    for (id, kind) in answer_kinds() {
        let game = game(*id);
        let card = |w: &str| rulecard::commands::check::card_code(game, w);
        match quiz::parse_answer(kind, input, &card) {
            Ok(given) => {
                let shown = given.to_string();
                match quiz::parse_answer(kind, &shown, &card) {
                    Ok(again) => assert_eq!(again, given, "{id}: {input:?} shown as {shown:?}"),
                    Err(e) => panic!("{id}: {input:?} reads, but not as shown ({shown:?}): {e}"),
                }
            }
            Err(e) => clear(&e),
        }
    }
}

/// The argument vector of the command line target: `rulecard` and the
/// input split at NUL bytes (which no real argument can hold), or `None`
/// for a run that would rightly take long or write a file of the
/// caller's choosing: `simulate` of more than 20 games or 2000 turns,
/// generated quiz questions beyond 50, `sheet -o`.
pub fn cli_args(data: &[u8]) -> Option<Vec<OsString>> {
    let mut args = vec![OsString::from("rulecard")];
    if !data.is_empty() {
        args.extend(
            data.split(|&b| b == 0)
                .map(|a| OsString::from_vec(a.to_vec())),
        );
    }
    let Ok(cli) = rulecard::cli::parse(&args) else {
        return Some(args); // the error is what is tested
    };
    runnable(&cli).then_some(args)
}

fn runnable(cli: &Cli) -> bool {
    match &cli.command {
        Command::Simulate(a) => a.games <= 20 && a.max_turns.is_none_or(|t| t <= 2000),
        Command::Quiz(a) => !a.generated || a.count.is_some_and(|c| c <= 50),
        Command::Sheet(a) => a.output.is_none(),
        _ => true,
    }
}

/// What `rulecard::run` must give: a verdict, or an error that says
/// something, with an exit code other than 3 (3 is broken embedded
/// content: a bug, whatever the input).
pub fn cli_outcome(result: Result<ExitCode, Failure>) {
    if let Err(failure) = result {
        let e = &failure.error;
        assert_ne!(e.exit_code(), 3, "broken content reported: {e}");
        if !e.is_broken_pipe() {
            assert!(
                !e.to_string().trim().is_empty(),
                "an error without a message: {e:?}"
            );
        }
        let json = e.to_json(failure.lang);
        assert!(json["error"]["message"].is_string(), "{json}");
    }
}

/// `stats.json` as found on disk: `data` is put in `dir`, read as `rulecard
/// stats` reads it, then a game of each game is recorded (a win, a loss,
/// a win). What was saved must read back without a warning and with the
/// same counts, the game must be counted, and what this version does not
/// know (unknown fields and levels) must survive the save.
pub fn stats(data: &[u8], dir: &Path) {
    use rulecard_core::play::Level;
    use rulecard_core::play::stats::{GameResult, PlayStats, Win};
    let store = Store::at(dir);
    let file = store.file::<PlayStats>();
    if let Err(e) = std::fs::write(&file, data) {
        panic!("cannot write {}: {e}", file.display());
    }
    let (shown, _warning) = store.peek::<PlayStats>();
    for (n, id) in GameId::ALL.into_iter().enumerate() {
        let result = if n % 2 == 0 {
            GameResult::Won(Win {
                points: 7,
                seconds: 30,
                date: fuzz_now(),
                seed: 1,
                players: 2,
                level: Level::Tips,
                extra: Default::default(),
            })
        } else {
            GameResult::Lost
        };
        let before = store.peek::<PlayStats>().0;
        let Some((after, read)) = saved(&store, id, |s: &mut PlayStats| {
            s.record(id.slug(), Level::Tips, &result, &[std::cmp::Ordering::Less])
        }) else {
            return;
        };
        // The ratings' floats may move in the last digit through JSON.
        let parts = |s: &PlayStats| {
            let s = s.clone();
            (s.games, s.ranking, s.people, s.extra, s.unknown)
        };
        assert_eq!(parts(&after), parts(&read), "{id}: read back differently");
        let games = |s: &PlayStats| {
            s.games
                .get(id.slug())
                .and_then(|l| l.get(&Level::Tips))
                .map_or(0, |r| r.games)
        };
        assert!(
            games(&after) > games(&before) || games(&before) == u32::MAX,
            "{id}: a game was recorded but not counted"
        );
        if n == 0 {
            // Nothing this version reads as shown is lost by the save:
            // every game and level shown is still there.
            for (game, levels) in &shown.games {
                for level in levels.keys() {
                    assert!(
                        after.games.get(game).is_some_and(|l| l.contains_key(level)),
                        "{game} {level}: dropped by a save"
                    );
                }
            }
        }
    }
}

/// The line-mode play target's input: a first line `GAME PLAYERS SEED`
/// (an unknown game is Meister Makatsu, a player count out of the game's
/// range or a seed that is no number falls back to 2 and 1), then the
/// lines a player types. Returns the command line and the lines.
pub fn play_setup(data: &[u8]) -> (Vec<OsString>, &[u8]) {
    let (head, input) = match data.iter().position(|&b| b == b'\n') {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[][..]),
    };
    let head = String::from_utf8_lossy(head);
    let mut words = head.split_whitespace();
    let game = words
        .next()
        .and_then(GameId::from_slug)
        .unwrap_or(GameId::Makatsu);
    let most = if game == GameId::Makatsu { 6 } else { 8 };
    let players = words
        .next()
        .and_then(|w| w.parse::<usize>().ok())
        .filter(|p| (2..=most).contains(p))
        .unwrap_or(2);
    let seed = words
        .next()
        .and_then(|w| w.parse::<u64>().ok())
        .unwrap_or(1);
    let args = [
        "rulecard",
        "play",
        game.slug(),
        "--players",
        &players.to_string(),
        "--seed",
        &seed.to_string(),
        "--fast",
        "--lang",
        "en",
    ]
    .map(OsString::from)
    .to_vec();
    (args, input)
}

/// The game loop in line mode fed arbitrary lines: the command plays from
/// `data`'s lines (see [`play_setup`]) to the end of the game or of the
/// input, writing to stdout (the target points it at /dev/null) and
/// recording in `$RULECARD_HOME` (the caller's `home`). It must end with a
/// result or a worded error, and record at most the one game, readably.
pub fn play_lines(data: &[u8], home: &Path) {
    use rulecard_core::play::stats::PlayStats;
    let (args, mut input) = play_setup(data);
    let cli = match rulecard::cli::parse(&args) {
        Ok(cli) => cli,
        Err(e) => panic!("the play command line does not parse: {e}"),
    };
    let Command::Play(play) = cli.command else {
        panic!("not a play command: {args:?}");
    };
    let mut ctx = rulecard::commands::Ctx {
        ui: Lang::En,
        style: Style { color: false },
        width: 80,
        json: false,
        // Never paged, so no config is read and nothing can fail.
        out: std::io::BufWriter::new(rulecard::commands::Output::new(
            rulecard::pager::out(false, true).expect("an output that is never paged"),
        )),
        noticed: std::cell::Cell::new(false),
    };
    let result = rulecard::commands::play::run_lines(&mut ctx, play, &mut input);
    if let Err(e) = result {
        assert_ne!(e.exit_code(), 3, "broken content reported: {e}");
        assert!(
            !e.to_string().trim().is_empty(),
            "an error without a message: {e:?}"
        );
    }
    let (stats, warning) = Store::at(home).peek::<PlayStats>();
    assert_eq!(warning, None, "what play saved does not read back");
    let recorded: u32 = stats
        .games
        .values()
        .flat_map(|l| l.values())
        .map(|r| r.games)
        .sum();
    assert!(recorded <= 1, "one game recorded {recorded} times");
}
