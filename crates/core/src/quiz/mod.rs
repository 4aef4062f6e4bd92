//! The quiz: questions whose answers the game's engine computes from the
//! situation they describe, answers parsed and checked against that.
//!
//! No terminal I/O here: the `check` and `quiz` commands ask and print.

pub mod generate;
pub mod makatsu;
pub mod progress;
pub mod session;
pub mod shedding;

use crate::input::InputError;
use std::collections::BTreeSet;

use serde::Serialize;

use crate::content::{Game, GameId, Lang, Question};
use crate::house::HouseRules;
use crate::i18n::{Message, Part};

/// What kind of answer a question takes, with the choices where there are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnswerKind {
    /// One of the players named in the question, or nobody when `nobody`.
    Player { names: Vec<String>, nobody: bool },
    /// A whole number.
    Number,
    /// A set of cards (any order), drawn from `hand`.
    Cards { hand: Vec<String> },
    /// One of fixed options (a direction, a suit, a value, or `none`).
    Choice { options: Vec<String> },
}

/// An answer, given or computed, in canonical form: a player's name as the
/// question spells it (or `nobody`), a number, or sorted card codes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Answer {
    Text(String),
    Number(i64),
    Cards(Vec<String>),
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Answer::Text(t) => f.write_str(t),
            Answer::Number(n) => write!(f, "{n}"),
            Answer::Cards(c) if c.is_empty() => f.write_str("-"),
            Answer::Cards(c) => f.write_str(&c.join(" ")),
        }
    }
}

/// The canonical "nobody" and the words players type for it besides the
/// catalogues' (`answer-nobody`, `answer-none`).
pub const NOBODY: &str = "nobody";
const NOBODY_WORDS: &[&str] = &[
    "nobody", "none", "no one", "niemand", "keiner", "keine", "geen", "-",
];

/// A choice's word in `lang` (`answer-<id>` in `content/ui/<lang>/quiz.ftl`):
/// "gegen den Uhrzeigersinn" for `counterclockwise`, "Herz" for `h`. None
/// for choices that are words of their own (names, numbers).
pub fn answer_word(lang: Lang, id: &str) -> Option<String> {
    let key = format!("answer-{id}");
    let word = crate::i18n::word(lang, &key);
    (word != key).then_some(word)
}

/// Whether `input` names the choice `id`: the id itself or its word in any
/// language rulecard speaks, so that a German question takes "gegen den
/// Uhrzeigersinn" as well as "counterclockwise" (and a Dutch player's
/// "tegen de klok in"). Case, spaces and hyphens do not matter.
fn names_choice(id: &str, input: &str) -> bool {
    let fold = |s: &str| -> String {
        s.chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .flat_map(char::to_lowercase)
            .collect()
    };
    let input = fold(input);
    if fold(id) == input {
        return true;
    }
    Lang::ALL
        .into_iter()
        .filter_map(|lang| answer_word(lang, id))
        .any(|w| fold(&w) == input)
}

/// Why the engine answered as it did, as data for the renderers.
#[derive(Debug, Clone)]
pub enum Reason {
    Makatsu(makatsu::Reason),
    Shedding(shedding::Reason),
}

/// A question evaluated by its game's engine.
#[derive(Debug, Clone)]
pub struct Evaluated {
    pub kind: AnswerKind,
    pub expected: Answer,
    pub reason: Reason,
}

/// A question's situation could not be evaluated: a content error (the
/// content tests evaluate every question, so players never meet one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuizError {
    pub question: String,
    pub problem: String,
}

impl std::fmt::Display for QuizError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "question \"{}\": {}", self.question, self.problem)
    }
}

impl std::error::Error for QuizError {}

/// Lets the game's engine answer `question` under the source's rules (and
/// the house rules the question itself names).
pub fn evaluate(game: &Game, question: &Question) -> Result<Evaluated, QuizError> {
    evaluate_under(game, question, &HouseRules::source(game))
}

/// Lets the game's engine answer `question`: under the house rules the
/// question names, or, if it names none, under the variants of `house`
/// (the ones in force at the player's table). Options stay at the source's
/// values: a question's wording may rest on them.
pub fn evaluate_under(
    game: &Game,
    question: &Question,
    house: &HouseRules,
) -> Result<Evaluated, QuizError> {
    let fail = |problem: String| QuizError {
        question: question.id.clone(),
        problem,
    };
    match game.id {
        GameId::Makatsu => makatsu::evaluate(question).map_err(fail),
        GameId::Makao => shedding::evaluate_makao(question).map_err(fail),
        GameId::MauMau => {
            let variants = if question.variants.is_empty() {
                house.variants()
            } else {
                &question.variants
            };
            let rules = HouseRules::new(game, variants, &[])
                .and_then(|house| house.maumau())
                .map_err(|e| fail(e.to_string()))?;
            shedding::evaluate_maumau(question, &rules).map_err(fail)
        }
    }
}

/// Reads a typed answer: names case-insensitively, numbers as digits, cards
/// in any order. An answer that is not a valid choice is an error naming it.
pub fn parse_answer(
    kind: &AnswerKind,
    input: &str,
    parse_card: &dyn Fn(&str) -> Option<String>,
) -> Result<Answer, InputError> {
    let input = input.trim();
    if input.is_empty() {
        let listed = choices(kind).map(|c| c.join(", "));
        let message = Message::new("err-quiz-no-answer").arg(
            "expected",
            match &listed {
                Some(list) => shown_choices(kind, list),
                None => Message::new("err-quiz-in-digits").into(),
            },
        );
        let expected = listed.unwrap_or_else(|| "a number in digits".into());
        return Err(InputError::new("", expected, message));
    }
    match kind {
        AnswerKind::Player { names, nobody } => {
            if let Some(name) = names.iter().find(|n| n.eq_ignore_ascii_case(input)) {
                return Ok(Answer::Text(name.clone()));
            }
            if *nobody
                && (NOBODY_WORDS.iter().any(|w| w.eq_ignore_ascii_case(input))
                    || names_choice(NOBODY, input))
            {
                return Ok(Answer::Text(NOBODY.to_owned()));
            }
            let mut valid = names.clone();
            if *nobody {
                valid.push(NOBODY.to_owned());
            }
            let listed = valid.join(", ");
            let message = Message::new("err-quiz-not-a-choice")
                .arg("answer", input)
                .arg("choices", shown_choices(kind, &listed));
            Err(InputError::new(input, listed, message))
        }
        AnswerKind::Choice { options } => {
            if let Some(o) = options.iter().find(|o| names_choice(o, input)) {
                return Ok(Answer::Text(o.clone()));
            }
            if options.iter().any(|o| o == "none")
                && NOBODY_WORDS.iter().any(|w| w.eq_ignore_ascii_case(input))
            {
                return Ok(Answer::Text("none".to_owned()));
            }
            Err(InputError::new(
                input,
                options.join(", "),
                Message::new("err-quiz-not-a-choice")
                    .arg("answer", input)
                    .arg("choices", shown_choices(kind, &options.join(", "))),
            ))
        }
        AnswerKind::Number => input.parse::<i64>().map(Answer::Number).map_err(|_| {
            InputError::new(
                input,
                "a number in digits",
                Message::new("err-quiz-not-a-number").arg("answer", input),
            )
        }),
        AnswerKind::Cards { hand } => {
            let mut set = BTreeSet::new();
            let mut named: Vec<String> = Vec::new();
            let words: Vec<&str> = input
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|w| !w.is_empty())
                .collect();
            // "-" or "none" says: no card may be played.
            if !(words.len() == 1
                && NOBODY_WORDS
                    .iter()
                    .any(|w| w.eq_ignore_ascii_case(words[0])))
            {
                for w in words {
                    let card = parse_card(w).ok_or_else(|| {
                        InputError::new(
                            w,
                            "a card of the hand",
                            Message::new("err-quiz-not-a-card").arg("answer", w),
                        )
                    })?;
                    if !hand.contains(&card) {
                        return Err(InputError::new(
                            w,
                            hand.join(" "),
                            Message::new("err-quiz-not-in-hand")
                                .arg("card", card.as_str())
                                .arg("hand", hand.join(" ")),
                        ));
                    }
                    // A card named more often than the hand holds it is no
                    // answer: the set would hide the slip.
                    named.push(card.clone());
                    let held = hand.iter().filter(|h| **h == card).count();
                    if named.iter().filter(|n| **n == card).count() > held {
                        return Err(InputError::new(
                            w,
                            "each card of the hand at most once",
                            Message::new("err-quiz-named-too-often")
                                .arg("card", card.as_str())
                                .arg("hand", hand.join(" ")),
                        ));
                    }
                    set.insert(card);
                }
            }
            Ok(Answer::Cards(set.into_iter().collect()))
        }
    }
}

/// A list of choices as a message shows it: the players' names, and
/// "nobody" in the reader's language where nobody is a choice.
fn shown_choices(kind: &AnswerKind, listed: &str) -> Part {
    match kind {
        AnswerKind::Player {
            names,
            nobody: true,
        } => {
            let names = names.join(", ");
            if names.is_empty() {
                Message::new("err-quiz-nobody").into()
            } else {
                Message::new("err-quiz-names-or-nobody")
                    .arg("names", names)
                    .into()
            }
        }
        // Fixed choices (a direction, a suit, "none") by their words in the
        // reader's language.
        AnswerKind::Choice { options } => Part::List(
            options
                .iter()
                .map(|o| match answer_word(Lang::En, o) {
                    Some(_) => Message::new(format!("answer-{o}")).into(),
                    None => Part::from(o.as_str()),
                })
                .collect(),
        ),
        _ => listed.into(),
    }
}

/// The choices to offer for `kind`, if it has a fixed list.
pub fn choices(kind: &AnswerKind) -> Option<Vec<String>> {
    match kind {
        AnswerKind::Player { names, nobody } => {
            let mut c = names.clone();
            if *nobody {
                c.push(NOBODY.to_owned());
            }
            Some(c)
        }
        AnswerKind::Cards { hand } => Some(hand.clone()),
        AnswerKind::Choice { options } => Some(options.clone()),
        AnswerKind::Number => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_is_taken_in_every_language_and_shown_in_the_readers() {
        let kind = AnswerKind::Choice {
            options: vec!["clockwise".into(), "counterclockwise".into()],
        };
        let none = |_: &str| None;
        for typed in [
            "gegen den Uhrzeigersinn",
            "Gegen den  Uhrzeigersinn",
            "counterclockwise",
            "counter-clockwise",
            "tegen de klok in",
        ] {
            assert_eq!(
                parse_answer(&kind, typed, &none).unwrap(),
                Answer::Text("counterclockwise".into()),
                "{typed}"
            );
        }
        assert_eq!(
            parse_answer(&kind, "im Uhrzeigersinn", &none).unwrap(),
            Answer::Text("clockwise".into())
        );
        assert!(parse_answer(&kind, "linksrum", &none).is_err());
        assert_eq!(
            answer_word(Lang::De, "counterclockwise").as_deref(),
            Some("gegen den Uhrzeigersinn")
        );
        assert_eq!(answer_word(Lang::Nl, "h").as_deref(), Some("harten"));
        assert_eq!(answer_word(Lang::En, "Anna"), None);
        let player = AnswerKind::Player {
            names: vec!["Anna".into()],
            nobody: true,
        };
        for typed in ["niemand", "nobody", "Niemand"] {
            assert_eq!(
                parse_answer(&player, typed, &none).unwrap(),
                Answer::Text(NOBODY.into())
            );
        }
    }

    fn no_cards(_: &str) -> Option<String> {
        None
    }

    #[test]
    fn names_are_case_insensitive_and_nobody_has_many_words() {
        let kind = AnswerKind::Player {
            names: vec!["Anna".into(), "Ben".into()],
            nobody: true,
        };
        assert_eq!(
            parse_answer(&kind, " ben ", &no_cards).unwrap(),
            Answer::Text("Ben".into())
        );
        assert_eq!(
            parse_answer(&kind, "Niemand", &no_cards).unwrap(),
            Answer::Text(NOBODY.into())
        );
        let e = parse_answer(&kind, "Cem", &no_cards).unwrap_err();
        assert_eq!(e.token, "Cem");
        assert!(e.expected.contains("Anna"));
    }

    #[test]
    fn a_card_named_twice_is_no_answer() {
        let kind = AnswerKind::Cards {
            hand: vec!["Jc".into(), "8h".into()],
        };
        let id = |w: &str| Some(w.to_string());
        let e = parse_answer(&kind, "Jc Jc", &id).unwrap_err();
        assert_eq!(e.token, "Jc");
        assert!(
            e.message
                .to_string()
                .contains("more often than the hand holds it"),
            "{e}"
        );
        assert!(parse_answer(&kind, "Jc 8h", &id).is_ok());
    }

    #[test]
    fn an_empty_answer_is_no_answer() {
        assert!(parse_answer(&AnswerKind::Number, "  ", &no_cards).is_err());
        let kind = AnswerKind::Cards {
            hand: vec!["8h".into()],
        };
        assert!(parse_answer(&kind, "", &|w: &str| Some(w.to_string())).is_err());
    }

    #[test]
    fn numbers_are_digits() {
        assert_eq!(
            parse_answer(&AnswerKind::Number, "6", &no_cards).unwrap(),
            Answer::Number(6)
        );
        assert!(parse_answer(&AnswerKind::Number, "six", &no_cards).is_err());
    }

    #[test]
    fn card_sets_ignore_order() {
        let kind = AnswerKind::Cards {
            hand: vec!["8h".into(), "Qs".into(), "3c".into()],
        };
        let parse = |w: &str| Some(w.to_string());
        let a = parse_answer(&kind, "Qs 8h", &parse).unwrap();
        let b = parse_answer(&kind, "8h,Qs", &parse).unwrap();
        assert_eq!(a, b);
        assert!(parse_answer(&kind, "Kd", &parse).is_err());
        assert_eq!(
            parse_answer(&kind, "-", &parse).unwrap(),
            Answer::Cards(vec![])
        );
    }
}
