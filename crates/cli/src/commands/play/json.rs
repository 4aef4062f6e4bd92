//! `rulecard play GAME --json`: the play API as JSON lines, so that a
//! script or another program can drive a game (`docs/play-json.md`).
//!
//! Out, one object a line: `{"type": "event", …}` for every event the
//! people at the table may see, `{"type": "view", …}` when a person is to
//! move, `{"type": "refusal", …}` for an action the rules refuse (with the
//! reason in words and the rule), `{"type": "error", …}` for a line that
//! is no action. In, one action a line, as `ActionText` reads it:
//! `{"lay": "9h"}`, `{"play": {"cards": ["9h", "9c"]}}`, `{"choose": "7"}`,
//! `"draw"`, `"end_turn"`, `"leave"`. The end of input leaves the game.

use std::io::{BufRead, Write};

use serde_json::{Value, json};

use super::line::{MAX_LINE, Read, read_capped};
use super::words::{self, Names};
use super::{Ending, Front};
use crate::error::Error;
use rulecard_core::play::api::{ActionText, Event};
use rulecard_core::play::{Action, Table};

pub(crate) fn play(
    front: &mut Front<'_>,
    table: &mut Table,
    input: &mut impl BufRead,
) -> Result<Ending, Error> {
    let lang = front.lang;
    emit_events(front, table, &table.dealt())?;
    loop {
        if table.over().is_some() {
            return Ok(Ending::Over);
        }
        if let Some(events) = table.step() {
            emit_events(front, table, &events)?;
            continue;
        }
        let Some(seat) = table.to_move() else {
            return Ok(Ending::Over);
        };
        let view = table.view(seat);
        let mut value = serde_json::to_value(&view).unwrap_or(Value::Null);
        if let Some(map) = value.as_object_mut() {
            map.insert("type".into(), "view".into());
        }
        line(front, &value)?;
        let text = match read_capped(input)? {
            Read::End => {
                if let Ok(events) = table.act(seat, Action::Leave) {
                    emit_events(front, table, &events)?;
                }
                return Ok(Ending::Left);
            }
            Read::TooLong => {
                let message = format!("a line of more than {MAX_LINE} bytes");
                line(front, &json!({"type": "error", "message": message}))?;
                continue;
            }
            Read::Line(text) => text,
        };
        if text.is_empty() {
            continue;
        }
        let action = match serde_json::from_str::<ActionText>(text.trim()) {
            Ok(a) => a,
            Err(e) => {
                line(
                    front,
                    &json!({"type": "error", "message": format!("not an action: {e}")}),
                )?;
                continue;
            }
        };
        let result = table.read(&action).and_then(|a| table.act(seat, a));
        match result {
            Ok(events) => emit_events(front, table, &events)?,
            Err(r) => {
                let names = Names::of(lang, &table.view(seat).seats, seat);
                let mut value = serde_json::to_value(&r).unwrap_or(Value::Null);
                if let Some(map) = value.as_object_mut() {
                    map.insert("type".into(), "refusal".into());
                    map.insert("message".into(), words::refusal(lang, &r, &names).into());
                }
                line(front, &value)?;
            }
        }
    }
}

/// The events the people at the table may see: public ones, and each
/// person's own.
fn emit_events(front: &mut Front<'_>, table: &Table, events: &[Event]) -> Result<(), Error> {
    for e in events {
        let seen = (0..table.people()).any(|s| e.to.includes(s));
        if !seen {
            continue;
        }
        let mut value = serde_json::to_value(e).unwrap_or(Value::Null);
        if let Some(map) = value.as_object_mut() {
            map.insert("type".into(), "event".into());
        }
        line(front, &value)?;
    }
    Ok(())
}

fn line(front: &mut Front<'_>, value: &Value) -> Result<(), Error> {
    serde_json::to_writer(&mut front.ctx.out, value).map_err(std::io::Error::from)?;
    writeln!(front.ctx.out)?;
    front.ctx.out.flush()?;
    Ok(())
}
