//! A game at the table in the page, on the core's play API: the page (in
//! its Web Worker) holds a [`Play`], hands it the person's actions as the
//! JSON of `docs/play-json.md` (`{"lay": "9h"}`, `"end_turn"`, `"draw"`,
//! `{"choose": "7"}`), lets it move the computer players one move at a
//! time, and gets back the events seat 0 may see and its view, each with
//! the words line mode says (`render::play`).

use rulecard_core::content::{Game, GameId, Lang};
use rulecard_core::play::api::{ActionText, Card, Event, Offer, Question, View};
use rulecard_core::play::stats::PlayStats;
use rulecard_core::play::{Level, Setup, Table};
use rulecard_core::render::play::{self as words, Deck, Names};
use rulecard_core::render::{Style, stats};
use serde_json::{Value, json};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::{
    error, full_game, game_id, parse, read_doc, rule_lang, text, time, ui_lang, write_doc,
};

/// The person's seat.
const YOU: usize = 0;

/// One game against computer players.
#[wasm_bindgen]
pub struct Play {
    table: Table,
    game: &'static Game,
    ui: Lang,
}

#[wasm_bindgen]
impl Play {
    /// A game of `game` for `players` seats (you and computer players of
    /// `level`: random, tips, strong), dealt by `seed`, under the house
    /// rules `house` (see [`crate::house`]).
    #[wasm_bindgen(constructor)]
    pub fn new(
        ui: &str,
        game: &str,
        players: usize,
        level: &str,
        seed: f64,
        house: &str,
    ) -> Result<Play, String> {
        let ui = ui_lang(ui);
        let made = (|| {
            let id = game_id(game)?;
            let level: Level = level.parse().map_err(error)?;
            let mut setup = Setup::new(id, players, level, seed as u64);
            if id == GameId::MauMau || !house.trim().is_empty() {
                setup.house = crate::house(full_game(id)?, ui, house)?;
            }
            let table = Table::new(&setup).map_err(|m| error(m.say(ui)))?;
            Ok(Play {
                table,
                game: full_game(id)?,
                ui,
            })
        })();
        made.map_err(|e: Value| e.to_string())
    }

    /// The events of the deal.
    pub fn dealt(&mut self) -> String {
        let events = self.table.dealt();
        text(Ok(json!({"events": self.events(&events)})))
    }

    /// The person's action: the events it caused, or the refusal with its
    /// reason in words and the rule card it rests on.
    pub fn act(&mut self, action: &str) -> String {
        text((|| {
            let action: ActionText = parse("the action", action)?;
            let result = self
                .table
                .read(&action)
                .and_then(|a| self.table.act(YOU, a));
            Ok(match result {
                Ok(events) => json!({"events": self.events(&events)}),
                Err(r) => {
                    let names = self.names();
                    let mut v = serde_json::to_value(&r).unwrap_or(Value::Null);
                    v["message"] = words::refusal(self.ui, &r, &names).into();
                    if let Some(rule) = r.rule() {
                        v["rule_line"] = self.rule_line(rule).into();
                    }
                    json!({"refusal": v})
                }
            })
        })())
    }

    /// One move of the computer player to move: its events, or `null`
    /// when a person is to move or the game is over.
    pub fn step(&mut self) -> String {
        match self.table.step() {
            Some(events) => text(Ok(json!({"events": self.events(&events)}))),
            None => "null".into(),
        }
    }

    /// Whether the person is to move.
    pub fn your_turn(&self) -> bool {
        self.table.to_move() == Some(YOU)
    }

    /// What seat 0 sees (the play API's view), with the table in words,
    /// each card's name for a screen reader, and for every card of the
    /// hand why it may or may not be laid (the engine's reason and rule
    /// card); once the game is over, the end in words after `seconds`.
    pub fn view(&mut self, seconds: f64) -> String {
        let view = self.table.view(YOU);
        let names = Names::of(self.ui, &view.seats, YOU);
        let reasons: Vec<Value> = self
            .table
            .reasons()
            .into_iter()
            .map(|(card, lit, reason, rule)| {
                json!({
                    "card": card,
                    "lit": lit,
                    "reason": reason.say(self.ui),
                    "rule": rule.card,
                    "rule_line": self.rule_line(rule),
                })
            })
            .collect();
        let hand: Vec<Value> = view
            .hand
            .iter()
            .map(|h| {
                json!({
                    "card": h.card,
                    "shown": words::card(self.ui, h.card),
                    "name": words::card_name(self.ui, h.card),
                })
            })
            .collect();
        // The question to answer: the view's, or the one a "choose" offer
        // puts (a jack laid, its value still to say).
        let question = view.question.clone().or_else(|| {
            view.offers.iter().find_map(|o| match o {
                Offer::Choose { ask, options } => Some(Question {
                    ask: *ask,
                    options: options.clone(),
                }),
                _ => None,
            })
        });
        let mut v = json!({
            "view": serde_json::to_value(&view).unwrap_or(Value::Null),
            "names": (0..view.seats.len()).map(|s| names.get(s)).collect::<Vec<_>>(),
            "lines": words::table(self.ui, &view, &names, Style::PLAIN, Deck::default()),
            "open": words::open_now(self.ui, &view, &names),
            "question": question.as_ref().map(|q| words::question(self.ui, q)),
            "choices": question.as_ref().map(|q| q.options.iter().map(|c| json!({
                "code": choice_code(*c),
                "label": words::choice(self.ui, *c),
            })).collect::<Vec<_>>()),
            "hand": hand,
            "reasons": reasons,
            "top": top_of(&view).map(|c| json!({
                "card": c, "shown": words::card(self.ui, c), "name": words::card_name(self.ui, c),
            })),
        });
        if let Some(o) = self.table.over() {
            v["over"] = json!({
                "over": serde_json::to_value(&o).unwrap_or(Value::Null),
                "lines": words::over(self.ui, self.game, &names, &o, seconds as u64),
                "seed": self.table.seed(),
            });
        }
        text(Ok(v))
    }
}

#[wasm_bindgen]
impl Play {
    /// The game recorded in the play statistics the page keeps (the CLI's
    /// `stats.json` text, "" before the first game) after `seconds`, at
    /// `now_ms`, as `rulecard play` records it (`left`: the person left
    /// before the end): the new text and the statistics in words.
    pub fn record(&self, stats_text: &str, left: bool, seconds: f64, now_ms: f64) -> String {
        text((|| {
            let mut stats: PlayStats = read_doc(stats_text)?;
            let result = self.table.result(left, seconds as u64, time(now_ms)?);
            stats.record(
                self.game.id.slug(),
                self.table.level(),
                &result,
                &self.table.standing(YOU),
            );
            Ok(json!({
                "stats": write_doc(&stats)?,
                "lines": stats::play_lines(self.ui, &stats, self.game.id),
            }))
        })())
    }
}

/// The play statistics of `game` in words (`rulecard stats`'s lines):
/// per computer level the games, wins, streaks and rating, and the best
/// wins per player count, from the statistics text the page keeps.
#[wasm_bindgen]
pub fn play_stats(ui: &str, game: &str, stats_text: &str) -> String {
    text((|| {
        let id = game_id(game)?;
        let stats: PlayStats = read_doc(stats_text)?;
        Ok(json!({"lines": stats::play_lines(ui_lang(ui), &stats, id)}))
    })())
}

impl Play {
    fn names(&mut self) -> Names {
        let view = self.table.view(YOU);
        Names::of(self.ui, &view.seats, YOU)
    }

    fn rule_line(&self, rule: rulecard_core::engine::RuleRef) -> String {
        words::rule_line(self.game, rule_lang(self.game, self.ui), rule)
    }

    /// The events seat 0 may see, each as the play API's JSON with its
    /// words.
    fn events(&mut self, events: &[Event]) -> Vec<Value> {
        let names = self.names();
        events
            .iter()
            .filter(|e| e.to.includes(YOU))
            .map(|e| {
                let mut v = serde_json::to_value(e).unwrap_or(Value::Null);
                v["text"] = json!(words::event(self.ui, self.game, &names, &e.what));
                v
            })
            .collect()
    }
}

/// The top card of a shedding game's view.
fn top_of(view: &View) -> Option<Card> {
    match &view.table {
        rulecard_core::play::api::TableView::Shedding { top, .. } => Some(*top),
        rulecard_core::play::api::TableView::Makatsu(_) => None,
    }
}

/// A choice as an action's JSON writes it: a value `7`, a suit letter,
/// `-` for nothing.
fn choice_code(c: rulecard_core::engine::french::Choice) -> String {
    use rulecard_core::engine::french::Choice;
    match c {
        Choice::Nothing => "-".into(),
        Choice::Value(r) => r.code().into(),
        Choice::Suit(s) => s.letter().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use rulecard_core::document::Document;

    fn value(s: &str) -> Value {
        serde_json::from_str(s).expect("the page's JSON")
    }

    /// Plays a whole game by the first lit card, else a draw, keeping
    /// what is drawn, answering questions with their first option.
    #[test]
    fn a_seeded_makao_game_is_played_to_its_end() {
        let mut play = Play::new("en", "makao", 3, "tips", 11.0, "").expect("a table");
        assert!(value(&play.dealt())["events"][0]["event"] == "dealt");
        for _ in 0..2000 {
            while !play.your_turn() {
                if play.step() == "null" {
                    break;
                }
            }
            let v = value(&play.view(0.0));
            if !v["over"].is_null() {
                assert!(v["over"]["lines"].as_array().is_some_and(|l| !l.is_empty()));
                // Whoever won, the end says how long the game took.
                let timed = value(&play.view(75.0));
                assert!(
                    timed["over"]["lines"].as_array().is_some_and(|l| l
                        .iter()
                        .any(|l| l.as_str().is_some_and(|l| l.contains("1:15")))),
                    "{timed}"
                );
                // Recorded as `rulecard play` records it, in its
                // stats.json, and said as `rulecard stats` says it.
                let r = value(&play.record("", false, 75.0, 1_780_000_000_000.0));
                let kept = r["stats"].as_str().expect("the statistics text");
                let back = PlayStats::decode(kept.as_bytes()).expect("reads back").doc;
                assert_eq!(back.games["makao"][&Level::Tips].games, 1);
                let lines = value(&play_stats("en", "makao", kept))["lines"].clone();
                assert_eq!(lines, r["lines"]);
                assert!(lines.as_array().is_some_and(|l| l.iter().any(|l| {
                    l.as_str()
                        .is_some_and(|l| l.starts_with("Rating against tips"))
                })));
                return;
            }
            let offers = v["view"]["offers"].as_array().cloned().unwrap_or_default();
            let action = if let Some(c) = v["choices"][0]["code"].as_str() {
                json!({"choose": c})
            } else if let Some(o) = offers.iter().find(|o| o["offer"] == "end_turn") {
                json!(o["offer"])
            } else if let Some(o) = offers.iter().find(|o| o["offer"] == "cards") {
                json!({"lay": o["cards"][0]})
            } else if let Some(o) = offers.iter().find(|o| o["offer"] != "cards") {
                json!(o["offer"])
            } else {
                panic!("nothing to do: {v}");
            };
            let mut r = value(&play.act(&action.to_string()));
            // Ending a turn on a jack or an ace asks its question first,
            // as the table's popup does.
            if let Some(c) = r["refusal"]["question"]["options"][0].as_str() {
                r = value(&play.act(&json!({"choose": c}).to_string()));
            }
            assert!(r["refusal"].is_null(), "{action} refused: {r}");
        }
        panic!("the game did not end");
    }

    #[test]
    fn a_dim_card_says_why_with_its_rule() {
        let mut play = Play::new("en", "makao", 2, "random", 5.0, "").expect("a table");
        let v = value(&play.view(0.0));
        let reasons = v["reasons"].as_array().expect("reasons");
        assert_eq!(reasons.len(), v["hand"].as_array().map_or(0, Vec::len));
        assert!(reasons.iter().all(|r| r["rule_line"].as_str().is_some()));
    }
}
