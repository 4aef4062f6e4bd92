//! A quiz answer in words: the engine's reasoning for the situation, the
//! answer as the reader says it, cards as players read them. One wording
//! for the command line's quiz and check and the web page's quiz.

use crate::content::{Game, Lang};
use crate::quiz::{self, Answer, Evaluated};
use crate::render;

/// A card as its canonical code, for answers that are sets of cards.
pub fn card_code(game: &Game, word: &str) -> Option<String> {
    match game.id {
        crate::content::GameId::Makatsu => None,
        _ => quiz::shedding::card_code(word),
    }
}

/// The engine's reasoning for this very situation, as text in the
/// interface language: a verdict is interface words throughout (card
/// notation, rule ids and pages aside).
pub fn explanation(game: &Game, ui: Lang, color: bool, width: usize, e: &Evaluated) -> String {
    let style = render::Style { color };
    match &e.reason {
        quiz::Reason::Makatsu(r) => render::makatsu::quiz_reason(game, ui, style, width, r),
        quiz::Reason::Shedding(quiz::shedding::Reason::MakaoLegal(top, v)) => {
            render::shedding::legal(game, ui, style, width, *top, v)
        }
        quiz::Reason::Shedding(quiz::shedding::Reason::MauMauLegal(top, v)) => {
            render::shedding::legal(game, ui, style, width, *top, v)
        }
        quiz::Reason::Shedding(quiz::shedding::Reason::Table(t)) => {
            render::shedding::table(ui, style, width, t)
        }
        quiz::Reason::Shedding(quiz::shedding::Reason::Illegal(t)) => {
            render::shedding::illegal(game, ui, style, width, t)
        }
    }
}

/// An answer as the reader says it: "niemand" for nobody in German,
/// "gegen den Uhrzeigersinn" for counterclockwise, and
/// cards as the question writes them (`5♣`), in the order of the hand.
pub fn shown(lang: Lang, kind: &quiz::AnswerKind, answer: &Answer) -> String {
    match answer {
        Answer::Text(t) => quiz::answer_word(lang, t).unwrap_or_else(|| t.clone()),
        Answer::Cards(cards) if !cards.is_empty() => {
            let hand: &[String] = match kind {
                quiz::AnswerKind::Cards { hand } => hand,
                _ => &[],
            };
            let mut cards: Vec<&String> = cards.iter().collect();
            cards.sort_by_key(|c| hand.iter().position(|h| h == *c).unwrap_or(usize::MAX));
            cards
                .into_iter()
                .map(|c| card_symbol(c))
                .collect::<Vec<_>>()
                .join(", ")
        }
        other => other.to_string(),
    }
}

/// A card code as players read it (`5c` → `5♣`).
pub fn card_symbol(code: &str) -> String {
    crate::engine::french::parse_card(code)
        .map(|c| crate::engine::french::Symbolic(c).to_string())
        .unwrap_or_else(|_| code.to_owned())
}
