//! Content validation: every game loads and checks, every fact of the
//! sources is cited by a rule card, every ruling is shown on a card.
//!
//! The fact and ruling ids are kept in `tests/data/` so the suite runs on a
//! checkout alone; when the shared checklist sits beside the checkout (as on
//! the developers' machines and in CI), a test confirms the copies are
//! current.

use std::collections::BTreeSet;
use std::path::Path;

use rulecard_core::content::{self, Game, GameId, Lang};

fn ids(file: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

fn game_ids(file: &str, game: GameId) -> Vec<String> {
    let prefix = game.fact_prefix();
    ids(file)
        .into_iter()
        .filter(|id| {
            id.starts_with(&format!("{prefix}-")) || id.starts_with(&format!("R-{prefix}-"))
        })
        .collect()
}

fn load(game: GameId) -> Game {
    content::load_checked(game).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_game_loads_and_checks() {
    for game in GameId::ALL {
        let g = load(game);
        assert!(!g.rules.is_empty(), "{game}: no rule cards");
        assert!(g.has_lang(Lang::En), "{game}: English is required");
    }
}

#[test]
fn every_fact_is_cited_by_a_rule_card() {
    for game in GameId::ALL {
        let g = load(game);
        let cited: BTreeSet<&str> = g
            .rules
            .iter()
            .flat_map(|c| c.facts.iter().map(String::as_str))
            .collect();
        let missing: Vec<String> = game_ids("fact-ids.txt", game)
            .into_iter()
            .filter(|id| !cited.contains(id.as_str()))
            .collect();
        assert!(
            missing.is_empty(),
            "{game}: facts no rule card cites: {missing:?}"
        );
    }
}

#[test]
fn every_cited_fact_exists() {
    let known: BTreeSet<String> = ids("fact-ids.txt").into_iter().collect();
    for game in GameId::ALL {
        let g = load(game);
        let cited = g
            .rules
            .iter()
            .flat_map(|c| c.facts.iter().map(|f| (format!("rules.yaml: {}", c.id), f)))
            .chain(g.mistakes.iter().flat_map(|m| {
                m.facts
                    .iter()
                    .map(|f| (format!("mistakes.yaml: {}", m.id), f))
            }))
            .chain(g.numbers.iter().flat_map(|n| {
                n.facts
                    .iter()
                    .map(|f| (format!("numbers.yaml: {}", n.id), f))
            }))
            .chain(
                g.source
                    .facts
                    .iter()
                    .map(|f| ("game.yaml: source".to_owned(), f)),
            );
        for (place, fact) in cited {
            assert!(
                known.contains(fact),
                "content/{game}/{place}: unknown fact id {fact}"
            );
        }
    }
}

#[test]
fn every_ruling_is_noted_on_a_card_and_none_is_invented() {
    let known: BTreeSet<String> = ids("ruling-ids.txt").into_iter().collect();
    for game in GameId::ALL {
        let g = load(game);
        let noted: BTreeSet<&str> = g
            .rules
            .iter()
            .flat_map(|c| c.rulings.iter().map(|r| r.id.as_str()))
            .collect();
        for id in game_ids("ruling-ids.txt", game) {
            assert!(
                noted.contains(id.as_str()),
                "{game}: ruling {id} is on no rule card"
            );
        }
        for id in noted {
            assert!(
                known.contains(id),
                "{game}: ruling {id} is not in RULINGS.md"
            );
        }
    }
}

/// `../shared/<path>` beside the checkout, where the project's sources,
/// facts and rulings live; `None`, with one line on stderr saying what is
/// skipped, in a clone without it, unless `CI` is set: then its absence is
/// a failure.
fn shared(path: &str) -> Option<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared")
        .join(path);
    if dir.exists() {
        return Some(dir);
    }
    let ci = std::env::var_os("CI").is_some_and(|v| !v.is_empty());
    assert!(
        !ci,
        "{}: missing; CI keeps ../shared beside the checkout",
        dir.display()
    );
    eprintln!(
        "skipped: {} is not beside this checkout (the project's shared folder); \
         the checks against the sources run where it is",
        dir.display()
    );
    None
}

#[test]
fn checklist_copies_match_the_shared_files() {
    // Without the shared folder (a newcomer's clone), the copies are all
    // there is; under CI it must be there.
    let Some(shared) = shared("") else {
        return;
    };
    let facts = std::fs::read_to_string(shared.join("FACTS.md")).unwrap();
    let rulings = std::fs::read_to_string(shared.join("RULINGS.md")).unwrap();
    let fact_ids: Vec<String> = facts
        .lines()
        .filter_map(|l| l.strip_prefix("- "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|id| {
            id.len() == 5
                && (id.starts_with("MK-") || id.starts_with("MA-") || id.starts_with("MM-"))
        })
        .map(str::to_owned)
        .collect();
    assert_eq!(
        fact_ids,
        ids("fact-ids.txt"),
        "tests/data/fact-ids.txt is out of date"
    );
    let ruling_ids: Vec<String> = rulings
        .split('[')
        .skip(1)
        .filter_map(|s| s.split(']').next())
        .filter(|s| s.starts_with("R-M"))
        .map(str::to_owned)
        .collect();
    assert_eq!(
        ruling_ids,
        ids("ruling-ids.txt"),
        "tests/data/ruling-ids.txt is out of date"
    );
}

#[test]
fn languages_are_the_source_language_and_english() {
    assert_eq!(load(GameId::Makatsu).languages, vec![Lang::De, Lang::En]);
    assert_eq!(load(GameId::Makao).languages, vec![Lang::Nl, Lang::En]);
    assert_eq!(load(GameId::MauMau).languages, vec![Lang::De, Lang::En]);
}

#[test]
fn references_follow_the_sources() {
    let mk = load(GameId::Makatsu);
    let refs: Vec<&str> = mk.references.iter().map(|r| r.id.as_str()).collect();
    assert_eq!(refs, ["S. 1", "S. 2", "S. 1–2"]);
    let ma = load(GameId::Makao);
    for step in 1..=10 {
        let id = format!("Stap {step}");
        assert!(ma.reference(&id).is_some(), "makao lacks reference {id}");
    }
    let mm = load(GameId::MauMau);
    for section in [
        "Wie spielt man Mau-Mau?",
        "Spielverlauf bei Mau-Mau",
        "Sonderkarten: Ass",
    ] {
        assert!(
            mm.reference(section).is_some(),
            "maumau lacks reference {section}"
        );
    }
}

#[test]
fn mistakes_and_numbers_are_complete() {
    let mk = load(GameId::Makatsu);
    assert_eq!(mk.mistakes.len(), 9, "all nine 'Leicht vergessen' items");
    assert_eq!(mk.numbers.len(), 8, "all eight rows of 'Die Zahlen'");
    for game in [GameId::Makao, GameId::MauMau] {
        let g = load(game);
        assert!(g.mistakes.len() >= 6, "{game}: at least six mistakes");
        assert!(g.numbers.len() >= 6, "{game}: a numbers table");
    }
}

#[test]
fn mau_mau_variants_are_the_named_house_rules_each_with_a_card() {
    let mm = load(GameId::MauMau);
    let ids: Vec<&str> = mm.variants.iter().map(|v| v.id.as_str()).collect();
    assert_eq!(ids, ["seven-stacking", "eight-stacking", "no-jack-on-jack"]);
    for v in &mm.variants {
        let card = mm.card(&v.rule).expect("variant card exists");
        assert_eq!(card.variant.as_deref(), Some(v.id.as_str()));
    }
    let options: Vec<&str> = mm.options.iter().map(|o| o.id.as_str()).collect();
    assert_eq!(options, ["hand-size", "mau-penalty"]);
}

#[test]
fn players_words_are_keywords() {
    let has = |game: GameId, lang: Lang, word: &str| {
        load(game).rules.iter().any(|c| {
            c.keywords(lang)
                .iter()
                .any(|k| k.eq_ignore_ascii_case(word))
        })
    };
    for (game, lang, word) in [
        (GameId::Makatsu, Lang::De, "Gleichstand"),
        (GameId::Makatsu, Lang::De, "Ninja-Ablage"),
        (GameId::Makao, Lang::Nl, "vrouw"),
        (GameId::Makao, Lang::Nl, "pakken"),
        // The seed says "schoppenkoning"; players say "schoppenheer" too.
        (GameId::Makao, Lang::Nl, "schoppenkoning"),
        (GameId::Makao, Lang::Nl, "hartenkoning"),
        (GameId::Makao, Lang::Nl, "schoppenheer"),
        (GameId::Makao, Lang::En, "who is hit"),
        (GameId::Makao, Lang::En, "forgot"),
        (GameId::Makao, Lang::En, "how many cards"),
        (GameId::Makatsu, Lang::En, "how many cards"),
        (GameId::MauMau, Lang::En, "last card"),
        (GameId::MauMau, Lang::De, "Bube"),
        (GameId::MauMau, Lang::De, "aussetzen"),
        (GameId::MauMau, Lang::De, "Sieben"),
    ] {
        assert!(
            has(game, lang, word),
            "{game}: no card has the {lang} keyword {word}"
        );
    }
}

#[test]
fn every_yaml_file_parses_on_its_own() {
    // The embedded form is built from these files; parsing them here as
    // well makes a syntax error a test failure with the file's name even
    // when a stale build is being tested.
    for game in GameId::ALL {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../content")
            .join(game.slug());
        for file in ["game.yaml", "rules.yaml", "mistakes.yaml", "numbers.yaml"] {
            let text = std::fs::read_to_string(dir.join(file)).unwrap();
            let parsed: Result<serde_json::Value, _> = serde_saphyr::from_str(&text);
            assert!(
                parsed.is_ok(),
                "content/{game}/{file}: {}",
                parsed.unwrap_err()
            );
        }
    }
}

#[test]
fn every_rule_card_an_engine_cites_exists() {
    let mk = load(GameId::Makatsu);
    for id in rulecard_core::engine::makatsu::rules::CARD_IDS {
        assert!(
            mk.card(id).is_some(),
            "the Makatsu engine cites rule card {id}, which content lacks"
        );
    }
}

#[test]
fn every_engine_checked_number_is_confirmed_by_its_engine() {
    let mk = load(GameId::Makatsu);
    let results = rulecard_core::engine::makatsu::numbers_checks();
    assert_eq!(
        mk.numbers.iter().filter(|n| n.check.is_some()).count(),
        8,
        "all eight rows are engine-checked"
    );
    for row in &mk.numbers {
        let Some(check) = &row.check else { continue };
        let (_, result) = results
            .iter()
            .find(|(id, _)| id == check)
            .unwrap_or_else(|| {
                panic!(
                    "numbers.yaml row {} names unknown engine check {check}",
                    row.id
                )
            });
        assert!(result.is_ok(), "engine check {check} failed: {result:?}");
    }
}

/// How many consecutive words content may share with a source text before
/// it counts as copied: shorter runs are the game's own terms and set
/// phrases ("die zuletzt gespielte Karte"), longer ones are the source's
/// sentences, which the content must retell in its own words.
const COPIED_RUN: usize = 8;

/// Lower-cased words with every punctuation mark, Markdown sign and symbol
/// taken as a word break, so that copying cannot hide behind a changed
/// comma, capital or `**bold**`.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// A run of words that is mostly numbers is a list of the game's numbers
/// (`24 · 12 · 6 Karten`, `5, 6, 7, 8, 9 of 10`): facts, which carry over.
fn is_numeric_list(run: &[String]) -> bool {
    let numbers = run
        .iter()
        .filter(|w| w.chars().all(|c| c.is_ascii_digit()))
        .count();
    2 * numbers >= run.len()
}

/// Every string value of a YAML document (not its keys).
fn yaml_strings(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(items) => items.iter().for_each(|v| yaml_strings(v, out)),
        serde_json::Value::Object(map) => map.values().for_each(|v| yaml_strings(v, out)),
        _ => {}
    }
}

#[test]
fn no_content_repeats_a_sentence_of_the_sources() {
    // The seeds are not part of the checkout; CI and the developers keep
    // `../shared` beside it. A newcomer's clone has no such folder: there
    // the check says once that it was skipped and why; under CI (which
    // sets `CI`) a missing folder is a failure, so the check never passes
    // without checking anything where it must run.
    let Some(seeds) = shared("seeds") else {
        return;
    };
    let entries = std::fs::read_dir(&seeds).unwrap_or_else(|e| panic!("{}: {e}", seeds.display()));
    let mut runs: std::collections::HashMap<Vec<String>, String> = Default::default();
    for entry in entries {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        // The citation line names the edition the content must name too.
        // The other lines are read as one text: a list retold item by item
        // copies across the source's line breaks.
        let text: Vec<&str> = text.lines().filter(|l| !l.contains('©')).collect();
        for run in words(&text.join("\n")).windows(COPIED_RUN) {
            runs.entry(run.to_vec()).or_insert_with(|| name.clone());
        }
    }
    assert!(
        !runs.is_empty(),
        "{}: no source text found",
        seeds.display()
    );

    let mut copied = Vec::new();
    for game in GameId::ALL {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../content")
            .join(game.slug());
        for file in [
            "game.yaml",
            "rules.yaml",
            "mistakes.yaml",
            "numbers.yaml",
            "quiz.yaml",
        ] {
            let text = std::fs::read_to_string(dir.join(file)).unwrap();
            let mut doc: serde_json::Value = serde_saphyr::from_str(&text)
                .unwrap_or_else(|e| panic!("content/{game}/{file}: {e}"));
            // The source's title and its section headings are quoted on
            // purpose: they are how a player finds the place in the source.
            if let Some(source) = doc.get_mut("source").and_then(|s| s.as_object_mut()) {
                source.remove("title");
            }
            if let Some(refs) = doc.get_mut("references").and_then(|r| r.as_array_mut()) {
                for r in refs.iter_mut().filter_map(|r| r.as_object_mut()) {
                    r.remove("title");
                }
            }
            let mut strings = Vec::new();
            yaml_strings(&doc, &mut strings);
            for s in &strings {
                let found = words(s)
                    .windows(COPIED_RUN)
                    .filter(|run| !is_numeric_list(run))
                    .find_map(|run| runs.get(run).map(|seed| (run.join(" "), seed)));
                if let Some((run, seed)) = found {
                    copied.push(format!("content/{game}/{file}: \"{run}\" (seeds/{seed})"));
                }
            }
        }
    }
    assert!(
        copied.is_empty(),
        "{} text(s) repeat {COPIED_RUN} or more words of a source; retell them:\n{}",
        copied.len(),
        copied.join("\n")
    );
}

#[test]
fn a_numeric_list_is_not_a_copied_sentence() {
    assert!(is_numeric_list(&words(
        "24 · 12 · 6 Karten, 6 · 3 · 2 Runden"
    )));
    assert!(!is_numeric_list(&words(
        "wie als eerste zijn laatste kaart legt, wint"
    )));
    assert_eq!(
        words("**Geen** straf voor een vergeten „Makao“: het spel"),
        [
            "geen", "straf", "voor", "een", "vergeten", "makao", "het", "spel"
        ]
    );
}
