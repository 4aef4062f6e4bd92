//! The scenario files under `tests/data/<game>/*.scn`, shared by the engine
//! tests: blocks that start with `scenario: NAME`, then `key: value` lines;
//! `#` starts a comment line. Each test maps the keys to its own situation.
//!
//! Also what the Makao and Mau-Mau engine tests share, since both engines
//! stand on the same French-deck core: the judge scenarios (one key set,
//! answers as the CLI gives them, the checks every answer must pass), the
//! coverage checks (every ruling tested by name, every cited rule card in
//! content), and small helpers for cards and actions.

use rulecard_core::input::InputError;
use std::fmt::Display;
use std::fs;
use std::path::{Path, PathBuf};

use rand::RngExt;
use serde::Serialize;
use serde_json::Value;

use rulecard_core::engine::french::{Action, Card, Open, Piles, SequenceError, TableReport};
use rulecard_core::engine::{Position, makao, maumau};

// What the whole-game harness and these tests share: the library's own.
// (Not every test crate that includes this module uses them.)
#[allow(unused_imports)]
pub(crate) use rulecard_core::judge::invariants::{legal_agrees, random_action, random_choice};

/// One scenario: where it starts (`file:line name`) and its lines after
/// the `scenario:` line, as (key, value).
pub(crate) struct Block {
    pub origin: String,
    pub fields: Vec<(String, String)>,
}

/// The `.scn` files in `dir`, in name order.
pub(crate) fn files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "scn"))
        .collect();
    files.sort();
    files
}

/// Every block of every `.scn` file in `dir`, files in name order.
pub(crate) fn load(dir: &Path) -> Vec<Block> {
    let mut all = Vec::new();
    for file in files(dir) {
        let text = fs::read_to_string(&file).expect("readable scenario file");
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut current: Option<Block> = None;
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (key, value) = line
                .split_once(':')
                .unwrap_or_else(|| panic!("{name}:{}: expected `key: value`", i + 1));
            let value = value.trim().to_owned();
            if key == "scenario" {
                all.extend(current.take());
                current = Some(Block {
                    origin: format!("{name}:{} {value}", i + 1),
                    fields: Vec::new(),
                });
                continue;
            }
            current
                .as_mut()
                .unwrap_or_else(|| panic!("{name}:{}: `{key}` before any `scenario:`", i + 1))
                .fields
                .push((key.to_owned(), value));
        }
        all.extend(current);
    }
    all
}

/// Whether `actual` has every key of `expected` with the same value
/// (recursively); `{}` expects an empty object. The error names the path.
pub(crate) fn fragment_matches(
    expected: &serde_json::Value,
    actual: &serde_json::Value,
    path: &str,
) -> Result<(), String> {
    use serde_json::Value;
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) if e.is_empty() => {
            if a.is_empty() {
                Ok(())
            } else {
                Err(format!("{path}: expected {{}}, got {actual}"))
            }
        }
        (Value::Object(e), Value::Object(a)) => {
            for (k, v) in e {
                let Some(got) = a.get(k) else {
                    return Err(format!("{path}.{k}: missing in {actual}"));
                };
                fragment_matches(v, got, &format!("{path}.{k}"))?;
            }
            Ok(())
        }
        _ if expected == actual => Ok(()),
        _ => Err(format!("{path}: expected {expected}, got {actual}")),
    }
}

// ---------------------------------------------------------------------------
// Judge scenarios of the shedding games (Makao, Mau-Mau)

/// `tests/data/<game>`.
pub(crate) fn data_dir(game: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(game)
}

/// One judge scenario as read from a file: the legal-plays form (`top`,
/// `hand`, what is open) or the sequence form (`top`, `players`,
/// `hand-sizes`, `turns`), with the expected exit code and JSON fragments.
#[derive(Debug, Default)]
pub(crate) struct JudgeScenario {
    /// `file:line title` for messages.
    pub origin: String,
    pub top: Option<String>,
    pub hand: Option<String>,
    pub penalty: Option<String>,
    pub wait: Option<String>,
    pub demand_value: Option<String>,
    pub demand_suit: Option<String>,
    /// Mau-Mau: decks at the table of the legal form.
    pub decks: Option<String>,
    pub players: Option<String>,
    pub hand_sizes: Option<String>,
    pub turns: Option<String>,
    /// Mau-Mau: house-rule variants.
    pub variants: Vec<String>,
    /// Mau-Mau: house-rule options, `ID=N`.
    pub options: Vec<(String, u32)>,
    pub exit: Option<u8>,
    pub expects: Vec<Value>,
}

/// Every judge scenario in `tests/data/<game>`. Besides the keys both games
/// use, a file may use only `extra_keys` (Mau-Mau's `decks`, `variant`,
/// `option`); any other key fails the test.
pub(crate) fn load_judge_scenarios(game: &str, extra_keys: &[&str]) -> Vec<JudgeScenario> {
    load(&data_dir(game))
        .into_iter()
        .map(|block| {
            let mut s = JudgeScenario {
                origin: block.origin,
                ..JudgeScenario::default()
            };
            for (key, value) in block.fields {
                match key.as_str() {
                    "top" => s.top = Some(value),
                    "hand" => s.hand = Some(value),
                    "penalty" => s.penalty = Some(value),
                    "wait" => s.wait = Some(value),
                    "demand-value" => s.demand_value = Some(value),
                    "demand-suit" => s.demand_suit = Some(value),
                    "players" => s.players = Some(value),
                    "hand-sizes" => s.hand_sizes = Some(value),
                    "turns" => s.turns = Some(value),
                    "exit" => s.exit = Some(value.parse().expect("exit code")),
                    "expect" => s.expects.push(
                        serde_json::from_str(&value)
                            .unwrap_or_else(|e| panic!("{}: bad JSON: {e}", s.origin)),
                    ),
                    other if !extra_keys.contains(&other) => {
                        panic!("{}: unknown key `{other}`", s.origin)
                    }
                    "decks" => s.decks = Some(value),
                    "variant" => s.variants.push(value),
                    "option" => {
                        let (id, n) = value
                            .split_once('=')
                            .unwrap_or_else(|| panic!("{}: option ID=N", s.origin));
                        s.options.push((
                            id.trim().to_owned(),
                            n.trim().parse().expect("option value"),
                        ));
                    }
                    other => panic!("{}: unknown key `{other}`", s.origin),
                }
            }
            s
        })
        .collect()
}

impl JudgeScenario {
    /// The sequence form's table: players (4 unless given) and hand sizes
    /// (if given).
    pub(crate) fn table(&self) -> (usize, Option<Vec<u32>>) {
        let players = self
            .players
            .as_deref()
            .map_or(4, |p| p.parse().expect("players"));
        let sizes: Option<Vec<u32>> = self.hand_sizes.as_deref().map(|h| {
            h.split(',')
                .map(|n| n.trim().parse().expect("hand size"))
                .collect()
        });
        (players, sizes)
    }

    /// The penalty and the wait of the legal form (the demands are each
    /// game's to read).
    pub(crate) fn open_counts(&self) -> Open {
        let mut open = Open::NONE;
        if let Some(p) = &self.penalty {
            open.penalty = p.parse().expect("penalty");
        }
        if let Some(w) = &self.wait {
            open.wait = w.parse().expect("wait");
        }
        open
    }
}

/// Malformed input as the CLI answers it: exit 2 and `{"error":{…}}`.
pub(crate) fn malformed(e: &InputError) -> (u8, Value) {
    (2, serde_json::to_value(e).expect("serializable"))
}

/// The legal form's answer as the CLI gives it: exit 0 and the verdict, or
/// the malformed input.
pub(crate) fn legal_answer<V: Serialize>(verdict: Result<V, InputError>) -> (u8, Value) {
    match verdict {
        Ok(v) => (0, serde_json::to_value(v).expect("serializable")),
        Err(e) => malformed(&e),
    }
}

/// The sequence form's answer as the CLI gives it: exit 0 and the table,
/// or the error's exit code and JSON.
pub(crate) fn sequence_answer(verdict: Result<TableReport, SequenceError>) -> (u8, Value) {
    match verdict {
        Ok(v) => (0, serde_json::to_value(v).expect("serializable")),
        Err(e) => (
            e.exit_code(),
            serde_json::to_value(&e).expect("serializable"),
        ),
    }
}

/// Checks an answer against its scenario: the exit code (if `want`), the
/// expected JSON fragments, and that malformed input (exit 2) names a
/// token, an expectation and a message; what fails goes to `failures`.
/// False if the exit code is wrong: then nothing else is checked.
pub(crate) fn check_answer(
    s: &JudgeScenario,
    want: Option<u8>,
    exit: u8,
    json: &Value,
    failures: &mut Vec<String>,
) -> bool {
    if let Some(want) = want
        && want != exit
    {
        failures.push(format!(
            "{}: exit {exit}, expected {want}: {json}",
            s.origin
        ));
        return false;
    }
    for e in &s.expects {
        if let Err(why) = fragment_matches(e, json, "$") {
            failures.push(format!("{}: {why}", s.origin));
        }
    }
    if exit == 2 {
        let e = &json["error"];
        for key in ["token", "expected", "message"] {
            if !e[key].is_string() {
                failures.push(format!("{}: error without {key}: {json}", s.origin));
            }
        }
    }
    true
}

/// Fails the test with every failure collected.
pub(crate) fn assert_no_failures(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

// ---------------------------------------------------------------------------
// Coverage of the rulings and the content

/// The `scenario:` lines of every `.scn` file of `tests/data/<game>`, one
/// per line.
pub(crate) fn titles(game: &str) -> String {
    let mut titles = String::new();
    for file in files(&data_dir(game)) {
        let text = fs::read_to_string(file).unwrap_or_default();
        for line in text.lines().filter(|l| l.starts_with("scenario:")) {
            titles.push_str(line);
            titles.push('\n');
        }
    }
    titles
}

/// Every ruling has a test function named after it (in `source`, the
/// test file) and a scenario citing it (in `titles`).
pub(crate) fn assert_rulings_named(source: &str, titles: &str, rulings: &[&str]) {
    for id in rulings {
        let snake = id.to_lowercase().replace('-', "_");
        assert!(
            source.contains(&format!("fn {snake}")) || source.contains(&format!("_{snake}_")),
            "no test function names {id}"
        );
        assert!(titles.contains(id), "no scenario cites {id}");
    }
}

/// Every rule card the engine of `game` (named `name` in messages) cites
/// exists in `content/<game>/rules.yaml`, which notes every ruling.
pub(crate) fn assert_content_cites(game: &str, name: &str, cards: &[&str], rulings: &[&str]) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../content")
        .join(game)
        .join("rules.yaml");
    let yaml = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    for id in cards {
        assert!(
            yaml.contains(&format!("- id: {id}\n")),
            "the {name} engine cites rule card {id}, which content lacks"
        );
    }
    for id in rulings {
        assert!(yaml.contains(id), "content never notes ruling {id}");
    }
}

// ---------------------------------------------------------------------------
// Cards and actions

/// A card in the notation (`9h`, `10s`); a typo fails the test.
pub(crate) fn c(s: &str) -> Card {
    match s.parse() {
        Ok(card) => card,
        Err(e) => panic!("{e}"),
    }
}

/// Cards separated by blanks.
pub(crate) fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(c).collect()
}

/// An action in the notation: `draw`, `take`, `wait`, `keep`, or a play
/// read by `play`.
pub(crate) fn action<P>(s: &str, play: impl FnOnce(&str) -> P) -> Action<P> {
    match s {
        "draw" => Action::Draw,
        "take" => Action::Take,
        "wait" => Action::Wait,
        "keep" => Action::Keep,
        p => Action::Play(play(p)),
    }
}

/// The legal actions, as listed.
pub(crate) fn actions<P: Position>(state: &P) -> Vec<P::Action> {
    let mut out = Vec::new();
    state.legal_actions(&mut out);
    out
}

/// The legal actions, as written.
pub(crate) fn texts<P: Position>(state: &P) -> Vec<String>
where
    P::Action: Display,
{
    actions(state).iter().map(ToString::to_string).collect()
}

/// Shuffles the first `n + 1` places of `cards` (a partial shuffle: a
/// sample of distinct cards at the front).
pub(crate) fn partial_shuffle<R: RngExt>(cards: &mut [Card], n: usize, rng: &mut R) {
    for i in 0..=n {
        let j = rng.random_range(i..cards.len());
        cards.swap(i, j);
    }
}

// ---------------------------------------------------------------------------
// Random games

/// A game of Makao or Mau-Mau, as the random-game checks see it.
pub(crate) trait Dealt: Position + std::fmt::Debug {
    /// The draw and discard piles.
    fn piles(&self) -> &Piles;
    /// Completed turns.
    fn turns(&self) -> u32;
    /// Cards in hands and piles.
    fn cards_in_play(&self) -> usize;
}

impl Dealt for makao::State {
    fn piles(&self) -> &Piles {
        makao::State::piles(self)
    }
    fn turns(&self) -> u32 {
        makao::State::turns(self)
    }
    fn cards_in_play(&self) -> usize {
        makao::State::cards_in_play(self)
    }
}

impl Dealt for maumau::State {
    fn piles(&self) -> &Piles {
        maumau::State::piles(self)
    }
    fn turns(&self) -> u32 {
        maumau::State::turns(self)
    }
    fn cards_in_play(&self) -> usize {
        maumau::State::cards_in_play(self)
    }
}

/// Every listed action applies (to a copy) and leaves `total` cards in
/// play.
pub(crate) fn check_listed<S: Dealt>(
    state: &S,
    listed: &[S::Action],
    total: usize,
) -> Result<(), String>
where
    S::Action: Display,
{
    for &a in listed {
        let mut copy = state.clone();
        if let Err(e) = copy.play(a) {
            return Err(format!("listed {a} refused: {e}"));
        }
        if copy.cards_in_play() != total {
            return Err(format!("{a} lost or made cards"));
        }
    }
    Ok(())
}

/// Plays random legal actions on a dealt game and writes each turn as a
/// TURN of the judge's sequence form (a take is written `draw`, a keep not
/// at all), until somebody wins or 300 TURNs are written, or until the
/// draw pile runs out or is reshuffled: from there on cards come back,
/// which the judge's endless draw pile does not model, so the game is put
/// back to the start of that turn. The TURNs, or why they cannot be judged.
pub(crate) fn record_turns<S, P>(
    state: &mut S,
    rng: &mut impl RngExt,
) -> Result<Vec<String>, String>
where
    S: Dealt + Position<Action = Action<P>>,
    P: Copy + Display,
{
    let mut turns: Vec<String> = Vec::new();
    let mut snapshot = state.clone();
    let mut current: Vec<String> = Vec::new();
    let mut legal_now = Vec::new();
    while !state.is_over() && turns.len() < 300 {
        if current.is_empty() {
            snapshot = state.clone();
            if state.piles().draw_len() == 0 {
                break;
            }
        }
        state.legal_actions(&mut legal_now);
        let a = legal_now[rng.random_range(0..legal_now.len())];
        let discarded = state.piles().discard_len();
        let turns_before = state.turns();
        state.play(a).map_err(|e| e.to_string())?;
        // A reshuffle shrinks the discard pile; an empty draw pile may have
        // forgiven cards. Either way, compare up to the turn before.
        if state.piles().discard_len() < discarded || state.piles().draw_len() == 0 {
            *state = snapshot.clone();
            current.clear();
            break;
        }
        match a {
            Action::Keep => {}
            Action::Take => current.push("draw".into()),
            other => current.push(other.to_string()),
        }
        if state.turns() > turns_before || state.is_over() {
            turns.push(current.join(" "));
            current.clear();
        }
    }
    if !current.is_empty() {
        return Err("stopped inside a turn".into());
    }
    Ok(turns)
}

/// The judge's table after the TURNs `joined` is the engine's.
pub(crate) fn same_table(
    joined: &str,
    judged: &TableReport,
    engine: &TableReport,
) -> Result<(), String> {
    if judged != engine {
        return Err(format!(
            "{joined}\njudge:  {}\nengine: {}",
            serde_json::to_string(judged).unwrap_or_default(),
            serde_json::to_string(engine).unwrap_or_default()
        ));
    }
    Ok(())
}
