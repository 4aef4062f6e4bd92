//! What a player types in line mode, read into the play API's actions: the
//! edge where text becomes data.
//!
//! Cards in the judge's notation (`9h`, `10♥`, `Qs`; Meister Makatsu's
//! `B6`, German `G5`, `L3`), several cards as one play (`9h 9c`), a choice
//! after `>` (`Jh>7`, `Ah>s`), `mau` with the play that leaves one card;
//! the words in English and in the reader's language (`pak`, `einde`,
//! `ziehen`, …: `play-input-*` in the catalogues); an answer to the open
//! question as a value, a suit's letter, symbol or name, or "nothing".

use rulecard_core::content::Lang;
use rulecard_core::engine::french::{self, Choice};
use rulecard_core::i18n::word;
use rulecard_core::play::api::{Action, Ask, Card, Question};
use rulecard_core::play::{Table, parse_choice};

/// A line of line mode, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Line {
    Act(Action),
    /// `?`: what is legal and why.
    Legal,
    /// `r`: the rule card of what is open.
    Rule,
    /// `h`: what the strong player would do.
    Hint,
    /// `u`: take the last move back.
    Undo,
    /// `q`: leave.
    Quit,
    Blank,
    /// Not a move: what was typed.
    Unknown(String),
}

/// The words a language accepts for `id` (`play-input-<id>`), English's
/// always among them.
fn words(lang: Lang, id: &str) -> Vec<String> {
    let key = format!("play-input-{id}");
    let mut out: Vec<String> = word(Lang::En, &key)
        .split_whitespace()
        .map(str::to_lowercase)
        .collect();
    if lang != Lang::En {
        out.extend(word(lang, &key).split_whitespace().map(str::to_lowercase));
    }
    out
}

fn is(lang: Lang, id: &str, token: &str) -> bool {
    words(lang, id).iter().any(|w| w == token)
}

/// A choice typed in the reader's words: `7`, `-`, `nothing` / `niets` /
/// `nichts`, a suit's letter or symbol or name (`harten`, `Herz`).
pub(crate) fn choice(lang: Lang, text: &str) -> Option<Choice> {
    let token = text.trim().to_lowercase();
    if token.is_empty() {
        return None;
    }
    if is(lang, "nothing", &token) {
        return Some(Choice::Nothing);
    }
    for suit in french::Suit::ALL {
        if is(lang, &format!("suit-{}", suit.letter()), &token) {
            return Some(Choice::Suit(suit));
        }
    }
    parse_choice(&token)
}

/// The answer to the open question, if `text` is one of its options.
pub(crate) fn answer(lang: Lang, q: &Question, text: &str) -> Option<Choice> {
    let c = choice(lang, text)?;
    let fits = matches!(
        (q.ask, c),
        (Ask::Value, Choice::Value(_) | Choice::Nothing)
            | (Ask::Suit, Choice::Suit(_) | Choice::Nothing)
    );
    (fits && q.options.contains(&c)).then_some(c)
}

/// A card code of the table's game, with the reader's rank letters (B/V/H
/// for Dutch, B/D for German) beside the notation's J/Q/K.
fn card(lang: Lang, table: &Table, token: &str) -> Option<Card> {
    if let Some(c) = table.card(token) {
        return Some(c);
    }
    let lower = token.to_lowercase();
    for (id, code) in [("jack", "J"), ("queen", "Q"), ("king", "K"), ("ace", "A")] {
        for letter in words(lang, &format!("rank-{id}")) {
            if let Some(suit) = lower.strip_prefix(&letter)
                && !suit.is_empty()
                && let Some(c) = table.card(&format!("{code}{suit}"))
            {
                return Some(c);
            }
        }
    }
    None
}

/// Reads one line of line mode for `table`.
pub(crate) fn read(lang: Lang, table: &Table, question: Option<&Question>, line: &str) -> Line {
    let text = line.trim();
    let lower = text.to_lowercase();
    match lower.as_str() {
        "" => return Line::Blank,
        "?" => return Line::Legal,
        _ => {}
    }
    if let Some(q) = question
        && let Some(c) = answer(lang, q, text)
    {
        return Line::Act(Action::Choose(c));
    }
    for (id, line) in [
        ("rule", Line::Rule),
        ("hint", Line::Hint),
        ("undo", Line::Undo),
        ("quit", Line::Quit),
    ] {
        if is(lang, id, &lower) {
            return line;
        }
    }
    for (id, action) in [
        ("draw", Action::Draw),
        ("take", Action::Take),
        ("wait", Action::Wait),
        ("keep", Action::Keep),
        ("end", Action::EndTurn),
        ("mau", Action::Mau),
    ] {
        if is(lang, id, &lower) {
            return Line::Act(action);
        }
    }
    // Cards: `9h`, `9h 9c`, `Jh>7`, `9h mau`.
    let mut cards = Vec::new();
    let mut chosen = None;
    let mut mau = false;
    for token in text.split_whitespace() {
        if is(lang, "mau", &token.to_lowercase()) {
            mau = true;
            continue;
        }
        let (code, after) = match token.split_once('>') {
            Some((c, a)) => (c, Some(a)),
            None => (token, None),
        };
        let Some(c) = card(lang, table, code) else {
            return Line::Unknown(text.to_owned());
        };
        cards.push(c);
        if let Some(after) = after {
            match choice(lang, after) {
                Some(c) => chosen = Some(c),
                None => return Line::Unknown(text.to_owned()),
            }
        }
    }
    match (cards.as_slice(), chosen, mau) {
        ([], _, true) => Line::Act(Action::Mau),
        ([], _, false) => Line::Unknown(text.to_owned()),
        // One card alone goes on the pile as the first of the turn (more
        // of its value may follow, then `end`), as a tap on it does.
        ([one], None, false) => Line::Act(Action::Lay(*one)),
        _ => Line::Act(Action::Play {
            cards,
            choice: chosen,
            mau,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rulecard_core::content::GameId;
    use rulecard_core::play::{Level, Setup};

    fn table(game: GameId) -> Table {
        Table::new(&Setup::new(game, 4, Level::Tips, 1)).unwrap()
    }

    #[test]
    fn words_of_every_language_and_english_are_read() {
        let t = table(GameId::Makao);
        assert_eq!(read(Lang::Nl, &t, None, "pak"), Line::Act(Action::Draw));
        assert_eq!(
            read(Lang::Nl, &t, None, "Einde"),
            Line::Act(Action::EndTurn)
        );
        assert_eq!(read(Lang::Nl, &t, None, "draw"), Line::Act(Action::Draw));
        assert_eq!(read(Lang::De, &t, None, "ziehen"), Line::Act(Action::Draw));
        assert_eq!(read(Lang::De, &t, None, "Ende"), Line::Act(Action::EndTurn));
        assert_eq!(read(Lang::En, &t, None, "q"), Line::Quit);
        assert!(matches!(
            read(Lang::En, &t, None, "xyzzy"),
            Line::Unknown(_)
        ));
    }

    #[test]
    fn cards_plays_and_answers_are_read() {
        let t = table(GameId::Makao);
        let c = |code: &str| t.card(code).unwrap();
        assert_eq!(
            read(Lang::En, &t, None, "9h"),
            Line::Act(Action::Lay(c("9h")))
        );
        assert_eq!(
            read(Lang::En, &t, None, "9h 9♣"),
            Line::Act(Action::Play {
                cards: vec![c("9h"), c("9c")],
                choice: None,
                mau: false
            })
        );
        // Dutch rank letters: boer, vrouw, heer.
        assert_eq!(
            read(Lang::Nl, &t, None, "bh"),
            Line::Act(Action::Lay(c("Jh")))
        );
        assert_eq!(
            read(Lang::Nl, &t, None, "vs"),
            Line::Act(Action::Lay(c("Qs")))
        );
        let q = Question {
            ask: Ask::Value,
            options: vec![Choice::Value(french::Rank::Seven), Choice::Nothing],
        };
        assert_eq!(
            read(Lang::Nl, &t, Some(&q), "niets"),
            Line::Act(Action::Choose(Choice::Nothing))
        );
        assert_eq!(
            read(Lang::En, &t, Some(&q), "7"),
            Line::Act(Action::Choose(Choice::Value(french::Rank::Seven)))
        );
        let q = Question {
            ask: Ask::Suit,
            options: vec![Choice::Suit(french::Suit::Hearts)],
        };
        assert_eq!(
            read(Lang::De, &t, Some(&q), "Herz"),
            Line::Act(Action::Choose(Choice::Suit(french::Suit::Hearts)))
        );
        assert_eq!(
            read(Lang::En, &t, Some(&q), "♥"),
            Line::Act(Action::Choose(Choice::Suit(french::Suit::Hearts)))
        );
    }
}
