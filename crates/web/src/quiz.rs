//! The quiz in the page: the questions the CLI's session picks (what is
//! due first, then new ones, generated ones mixed in), each answer checked
//! by the engine and recorded with its FSRS schedule, and the progress in
//! the CLI's `progress.json` format. The page keeps that text (in
//! localStorage) and hands it in with every call, with the time as a
//! value; it gets the new text back. Export is that text as a file, import
//! reads a file with the same forgiving decoder the CLI uses.

use rulecard_core::content::{Game, Lang};
use rulecard_core::document::Document;
use rulecard_core::quiz::progress::Progress;
use rulecard_core::quiz::session::{self, Item, Selection};
use rulecard_core::quiz::{self, Answer, AnswerKind};
use rulecard_core::render::quiz::{card_code, card_symbol, explanation, shown};
use rulecard_core::render::{cite, html};
use serde_json::{Value, json};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::{
    error, full_game, game_id, parse, read_doc, rule_lang, text, time, ui_lang, write_doc,
};

/// How many never-asked questions a session adds to the due ones, as the
/// CLI's (`quiz.rs`).
const SESSION_NEW: usize = 10;

/// The text is laid out in lines no narrower screen needs broken by
/// the renderer: the page wraps them to its width (`white-space:
/// pre-wrap`), keeping each line's indentation.
const WIDTH: usize = 200;

/// A quiz session: its questions, already evaluated by the engine.
#[wasm_bindgen]
pub struct Quiz {
    game: &'static Game,
    ui: Lang,
    items: Vec<Item>,
}

#[wasm_bindgen]
impl Quiz {
    /// A session of `game` for the progress text `progress` at `now_ms`,
    /// as `session` (JSON) asks for it: `count` questions (0 or none: a
    /// session, what is due and a few new ones), with generated ones when
    /// `generated`, mixed by `seed`, under the house rules `house` (see
    /// [`crate::house`]): questions that name none of their own are
    /// played under them, as `rulecard quiz --variant …` plays them.
    #[wasm_bindgen(constructor)]
    pub fn new(
        ui: &str,
        game: &str,
        progress_text: &str,
        now_ms: f64,
        session: &str,
    ) -> Result<Quiz, String> {
        /// What a page asks of a session.
        #[derive(Default, serde::Deserialize)]
        #[serde(default, deny_unknown_fields)]
        struct Asked {
            count: usize,
            generated: bool,
            seed: u64,
            house: Option<Value>,
        }
        let ui = ui_lang(ui);
        let made = (|| {
            let game = full_game(game_id(game)?)?;
            let p = read_doc::<Progress>(progress_text)?;
            let asked: Asked = parse("the quiz session", session)?;
            let house = asked.house.map(|h| h.to_string()).unwrap_or_default();
            let selection = Selection {
                house: crate::house(game, ui, &house)?,
                due: false,
                new: false,
                count: (asked.count > 0).then_some(asked.count),
                session_new: (asked.count == 0).then_some(SESSION_NEW),
                generated: asked.generated,
                seed: asked.seed,
            };
            let empty = Default::default();
            let gp = p.games.get(game.id.slug()).unwrap_or(&empty);
            let lang = rule_lang(game, ui);
            let items = session::select(game, gp, &selection, lang, time(now_ms)?)
                .and_then(session::Plan::into_items)
                .map_err(|e| error(format!("{}: {}", e.question, e.problem)))?;
            Ok(Quiz { game, ui, items })
        })();
        made.map_err(|e: Value| e.to_string())
    }

    /// How many questions the session has.
    pub fn count(&self) -> usize {
        self.items.len()
    }

    /// Question `i`: its prompt, page, rule cards and how it is answered
    /// (the choices in the reader's words, a hand's cards as players read
    /// them, or a number).
    pub fn question(&self, i: usize) -> String {
        text(self.item(i).map(|item| {
            let kind = &item.evaluated.kind;
            let choices: Vec<Value> = quiz::choices(kind)
                .unwrap_or_default()
                .into_iter()
                .map(|c| {
                    let label = match kind {
                        AnswerKind::Cards { .. } => card_symbol(&c),
                        _ => shown(self.ui, kind, &Answer::Text(c.clone())),
                    };
                    json!({"value": c, "label": label})
                })
                .collect();
            let kind_name = match kind {
                AnswerKind::Player { .. } => "player",
                AnswerKind::Number => "number",
                AnswerKind::Cards { .. } => "cards",
                AnswerKind::Choice { .. } => "choice",
            };
            json!({
                "id": item.id,
                "generated": item.generated,
                "prompt": item.prompt,
                "ref": item.reference,
                "cited": cite::reference(self.ui, &item.reference),
                "rules": item.rules,
                "kind": kind_name,
                "choices": choices,
                "n": i + 1,
                "total": self.items.len(),
            })
        }))
    }

    /// Checks `answer` to question `i` with the engine and records it in
    /// the progress text at `now_ms`: right or wrong, the right answer and
    /// the given one in words, the engine's reasoning, the first rule card
    /// as HTML, and the new progress text.
    pub fn answer(&self, i: usize, answer: &str, progress_text: &str, now_ms: f64) -> String {
        text(self.item(i).and_then(|item| {
            let kind = &item.evaluated.kind;
            let given = quiz::parse_answer(kind, answer, &|w| card_code(self.game, w))
                .map_err(|e| error(e.message.say(self.ui)))?;
            let correct = given == item.evaluated.expected;
            let mut v = self.uncovered(item);
            v["correct"] = correct.into();
            v["given"] = shown(self.ui, kind, &given).into();
            v["progress"] = self.recorded(item, correct, progress_text, now_ms)?.into();
            Ok(v)
        }))
    }

    /// Reveal mode (`rulecard quiz --reveal`): question `i`'s answer
    /// uncovered before any is given: the right answer in words, the
    /// engine's reasoning and the first rule card, nothing recorded.
    pub fn reveal(&self, i: usize) -> String {
        text(self.item(i).map(|item| self.uncovered(item)))
    }

    /// Reveal mode: the player's own grade of question `i` (`knew`: they
    /// knew the answer) recorded as right or wrong in the progress text at
    /// `now_ms`, as the CLI records a self-grade: the new progress text.
    pub fn grade(&self, i: usize, knew: bool, progress_text: &str, now_ms: f64) -> String {
        text(self.item(i).and_then(|item| {
            let progress = self.recorded(item, knew, progress_text, now_ms)?;
            Ok(json!({"correct": knew, "progress": progress}))
        }))
    }
}

impl Quiz {
    fn item(&self, i: usize) -> Result<&Item, Value> {
        self.items
            .get(i)
            .ok_or_else(|| error(format!("there is no question {}", i + 1)))
    }

    /// What uncovering `item` shows: the right answer in words, the
    /// engine's reasoning, the first rule card as HTML.
    fn uncovered(&self, item: &Item) -> Value {
        let lang = rule_lang(self.game, self.ui);
        let card = item
            .rules
            .first()
            .and_then(|id| self.game.card(id))
            .map(|c| {
                json!({
                    "id": c.id, "ref": c.reference, "title": c.title.get(lang),
                    "cited": cite::reference(self.ui, &c.reference),
                    "html": html::from_markdown(c.body.get(lang)),
                })
            });
        json!({
            "expected": shown(self.ui, &item.evaluated.kind, &item.evaluated.expected),
            "explanation": explanation(self.game, self.ui, false, WIDTH, &item.evaluated),
            "card": card,
        })
    }

    /// The progress text with `item` recorded as `correct` at `now_ms`.
    fn recorded(
        &self,
        item: &Item,
        correct: bool,
        progress_text: &str,
        now_ms: f64,
    ) -> Result<String, Value> {
        let mut p = read_doc::<Progress>(progress_text)?;
        session::record(&mut p, self.game.id.slug(), item, correct, time(now_ms)?);
        write_doc(&p)
    }
}

/// Reads a `progress.json` file for import: the CLI's forgiving decoder
/// (a damaged record repaired and the repair listed), written back in the
/// current format. `{"progress": text, "repairs": [...]}` or `{"error":
/// …}` when the file does not read at all.
#[wasm_bindgen]
pub fn progress_import(file: &str) -> String {
    text((|| {
        let decoded = Progress::decode(file.as_bytes())
            .map_err(|p| error(format!("{}: {p}", Progress::FILE)))?;
        Ok(json!({"progress": write_doc(&decoded.doc)?, "repairs": decoded.repairs}))
    })())
}

/// What the progress text holds for `game`: answered, right, the streaks,
/// the questions due at `now_ms`, the rule cards marked for re-reading
/// (with their titles and pages).
#[wasm_bindgen]
pub fn progress_summary(ui: &str, game: &str, progress_text: &str, now_ms: f64) -> String {
    text((|| {
        let g = full_game(game_id(game)?)?;
        let ui = ui_lang(ui);
        let lang = rule_lang(g, ui);
        let p = read_doc::<Progress>(progress_text)?;
        let now = time(now_ms)?;
        let empty = Default::default();
        let gp = p.games.get(g.id.slug()).unwrap_or(&empty);
        let due = gp.questions.values().filter(|r| r.is_due(now)).count();
        let marked: Vec<Value> = gp
            .rules
            .iter()
            .filter(|(_, r)| r.marked)
            .filter_map(|(id, _)| {
                let c = g.card(id)?;
                Some(json!({
                    "id": id,
                    "ref": c.reference,
                    "cited": cite::reference(ui, &c.reference),
                    "title": c.title.get(lang),
                }))
            })
            .collect();
        Ok(json!({
            "answered": gp.answered,
            "correct": gp.correct,
            "streak": gp.streak,
            "best_streak": gp.best_streak,
            "due": due,
            "asked": gp.questions.len(),
            "questions": g.quiz.len(),
            "marked": marked,
        }))
    })())
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: f64 = 1_780_000_000_000.0;

    #[test]
    fn an_answer_is_checked_and_recorded_in_the_cli_format() {
        let quiz =
            Quiz::new("en", "makao", "", NOW, r#"{"seed": 7, "count": 2}"#).expect("a session");
        assert_eq!(quiz.count(), 2);
        let q: Value = serde_json::from_str(&quiz.question(0)).expect("JSON");
        let first = q["choices"][0]["value"].as_str().unwrap_or("1").to_owned();
        let a: Value = serde_json::from_str(&quiz.answer(0, &first, "", NOW)).expect("JSON");
        let saved = a["progress"].as_str().expect("the progress text");
        let back = Progress::decode(saved.as_bytes()).expect("reads back");
        assert_eq!(back.doc.games["makao"].answered, 1);
        let id = q["id"].as_str().expect("an id");
        assert!(back.doc.games["makao"].questions.contains_key(id));
    }

    #[test]
    fn reveal_mode_uncovers_the_answer_then_records_the_self_grade() {
        let quiz =
            Quiz::new("en", "makao", "", NOW, r#"{"seed": 7, "count": 1}"#).expect("a session");
        let shown: Value = serde_json::from_str(&quiz.reveal(0)).expect("JSON");
        assert!(shown["expected"].as_str().is_some_and(|e| !e.is_empty()));
        assert!(shown["explanation"].as_str().is_some_and(|e| !e.is_empty()));
        assert!(
            shown.get("progress").is_none(),
            "uncovering records nothing"
        );
        let graded: Value = serde_json::from_str(&quiz.grade(0, false, "", NOW)).expect("JSON");
        let saved = graded["progress"].as_str().expect("the progress text");
        let back = Progress::decode(saved.as_bytes()).expect("reads back");
        assert_eq!(back.doc.games["makao"].answered, 1);
        assert_eq!(back.doc.games["makao"].correct, 0);
    }

    #[test]
    fn a_file_that_is_no_json_is_refused_on_import() {
        let v: Value = serde_json::from_str(&progress_import("{nope")).expect("JSON");
        assert!(
            v["error"]
                .as_str()
                .is_some_and(|m| m.contains("progress.json"))
        );
    }
}
