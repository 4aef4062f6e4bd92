//! Makao and Mau-Mau verdicts as text in the reader's language: which cards
//! may be played and why, and where a sequence of turns left the table.
//! Both games share the French-deck core, and so this renderer.

use serde_json::Value;

use super::wrap::indented;
use super::{Style, refusal};
use crate::content::{Game, Lang};
use crate::engine::RuleRef;
use crate::engine::french::{
    Also, Card, CardReason, Direction, IllegalTurn, LegalVerdict, Symbolic, TableReport,
};
use crate::i18n::text;

/// A word of the judge's tables (`table-<key>` in
/// `content/ui/<lang>/judge.ftl`).
fn say(lang: Lang, key: &str) -> &'static str {
    text(lang, &format!("table-{key}"))
}

/// "Rule card matching (Stap 2) · ruling R-MA-MATCH".
pub fn rule_line(game: &Game, lang: Lang, rule: RuleRef) -> String {
    let page = super::cite::cited(lang, game, game.card_reference(rule.card).unwrap_or(""));
    let mut line = format!("{} {} · {page}", say(lang, "rule"), rule.card);
    if let Some(r) = rule.ruling {
        line.push_str(&format!(" · {} {r}", say(lang, "ruling")));
    }
    line
}

fn card(c: Card) -> String {
    Symbolic(c).to_string()
}

/// Which cards may be played, with a line per hand card.
pub fn legal<R: CardReason>(
    game: &Game,
    lang: Lang,
    style: Style,
    width: usize,
    top: Card,
    v: &LegalVerdict<R>,
) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "{}: {}\n",
        say(lang, "top"),
        style.bold(&card(top))
    ));
    let legal: Vec<String> = v.legal.iter().map(|&c| card(c)).collect();
    let list = if legal.is_empty() {
        say(lang, "nothing").to_owned()
    } else {
        legal.join(", ")
    };
    out.push_str(&format!("{}: {}\n", say(lang, "legal"), style.good(&list)));
    if !v.also.is_empty() {
        let also: Vec<&str> = v
            .also
            .iter()
            .map(|a| match a {
                Also::Draw => say(lang, "draw"),
                Also::Take => say(lang, "take"),
                Also::Wait => say(lang, "wait"),
            })
            .collect();
        out.push_str(&format!("{}: {}\n", say(lang, "also"), also.join(", ")));
    }
    out.push('\n');
    for (c, r) in &v.reasons {
        let mark = if v.legal.contains(c) {
            style.good("✓")
        } else {
            style.bad("✗")
        };
        let text = format!("{mark} {} {}", card(*c), refusal::reason(lang, r));
        out.push_str(&textwrap::fill(
            &text,
            crate::render::wrap::prose(width)
                .initial_indent("")
                .subsequent_indent("      "),
        ));
        out.push('\n');
        out.push_str(&style.dim(&indented(&rule_line(game, lang, r.rule()), width, "      ")));
        out.push('\n');
    }
    out
}

/// The `reasons` of the JSON in `lang` (JUDGE.md: free text in the chosen
/// language; `reason_ids` stay as they are).
pub fn localize_legal_json<R: CardReason>(json: &mut Value, lang: Lang, v: &LegalVerdict<R>) {
    if let Some(map) = json.get_mut("reasons").and_then(Value::as_object_mut) {
        for (c, r) in &v.reasons {
            map.insert(c.to_string(), Value::String(refusal::reason(lang, r)));
        }
    }
}

fn player(seat: usize) -> String {
    format!("P{}", seat + 1)
}

/// Where a sequence of turns left the table.
pub fn table(lang: Lang, style: Style, width: usize, t: &TableReport) -> String {
    let mut out = String::new();
    match (t.winner, t.next) {
        (Some(w), _) => {
            let mut line = format!("{} {}", player(w), say(lang, "winner"));
            if let Some(score) = t.score {
                line.push_str(&format!(" – {score} {}", say(lang, "points")));
            }
            out.push_str(&style.good(&line));
            out.push('\n');
        }
        (None, Some(n)) => out.push_str(&format!(
            "{}: {}\n",
            say(lang, "next"),
            style.bold(&player(n))
        )),
        (None, None) => {}
    }
    let direction = match t.direction {
        Direction::Clockwise => say(lang, "clockwise"),
        Direction::Counterclockwise => say(lang, "counterclockwise"),
    };
    out.push_str(&format!(
        "{}: {} · {}: {direction}\n",
        say(lang, "top"),
        card(t.top),
        say(lang, "direction")
    ));
    let mut open = Vec::new();
    if t.pending.penalty > 0 {
        open.push(format!("{} {}", say(lang, "penalty"), t.pending.penalty));
    }
    if t.pending.wait > 0 {
        open.push(format!("{} {}", say(lang, "waitn"), t.pending.wait));
    }
    if let Some(v) = t.pending.demand_value {
        open.push(format!("{} {}", say(lang, "value"), v.code()));
    }
    if let Some(s) = t.pending.demand_suit {
        open.push(format!("{} {}", say(lang, "suit"), s.symbol()));
    }
    let open = if open.is_empty() {
        say(lang, "none").to_owned()
    } else {
        open.join(", ")
    };
    out.push_str(&format!("{}: {open}\n", say(lang, "open")));
    let counts = |v: &[u32], nonzero: bool| -> String {
        v.iter()
            .enumerate()
            .filter(|(_, n)| !nonzero || **n > 0)
            .map(|(s, n)| format!("{} {n}", player(s)))
            .collect::<Vec<_>>()
            .join(" · ")
    };
    let drawn = counts(&t.drawn, true);
    if !drawn.is_empty() {
        out.push_str(&format!("{}: {drawn}\n", say(lang, "drawn")));
    }
    let waiting = counts(&t.waiting, true);
    if !waiting.is_empty() {
        out.push_str(&format!("{}: {waiting}\n", say(lang, "waiting")));
    }
    let hands = format!("{}: {}", say(lang, "hands"), counts(&t.hand_sizes, false));
    out.push_str(&textwrap::fill(&hands, crate::render::wrap::prose(width)));
    out.push('\n');
    out
}

/// A turn as typed (`9c`, `Jh>7`, `Jc>s`, `draw`) in the table's
/// notation: `9♣`, `J♥>7`, `J♣>♠`, `draw`.
fn symbols(action: &str) -> String {
    action
        .split(' ')
        .map(|word| {
            let (code, choice) = word.split_once('>').unwrap_or((word, ""));
            let Ok(c) = crate::engine::french::parse_card(code) else {
                return word.to_owned();
            };
            let choice = match choice.parse::<crate::engine::french::Suit>() {
                Ok(suit) if !choice.is_empty() => format!(">{}", suit.symbol()),
                _ if choice.is_empty() => String::new(),
                _ => format!(">{choice}"),
            };
            format!("{}{choice}", card(c))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A card's title before what it says: "Title: text", or "Title? text"
/// when the title ends in its own punctuation (no "?:").
pub fn titled(title: &str, text: &str) -> String {
    if title.ends_with(['?', '!', '.', ':']) {
        format!("{title} {text}")
    } else {
        format!("{title}: {text}")
    }
}

/// An illegal turn: which, why, the rule, and the table before it, in
/// the interface language `lang` (a card title the game lacks in it comes
/// in English).
pub fn illegal(game: &Game, lang: Lang, style: Style, width: usize, t: &IllegalTurn) -> String {
    let mut out = String::new();
    let head = format!(
        "{} {} ({}: {}) {}.",
        say(lang, "turn"),
        t.turn,
        player(t.player),
        symbols(&t.action),
        say(lang, "illegal")
    );
    out.push_str(&style.bad(&head));
    out.push('\n');
    let title = game
        .card(t.rule.card)
        .map(|c| c.title.get(lang))
        .unwrap_or_default();
    let why = titled(title, &t.reason.say(lang));
    out.push_str(&textwrap::fill(&why, crate::render::wrap::prose(width)));
    out.push('\n');
    out.push_str(&style.dim(&crate::render::wrap::fill(
        &rule_line(game, lang, t.rule),
        width,
    )));
    out.push_str("\n\n");
    out.push_str(&style.bold(say(lang, "before")));
    out.push('\n');
    out.push_str(&table(lang, style, width, &t.state));
    out
}
