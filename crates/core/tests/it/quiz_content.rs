//! Quiz content: every question is answered by its game's engine, and
//! where the author stated the answer, the engine agrees.

use std::collections::BTreeSet;

use rulecard_core::content::{self, GameId};
use rulecard_core::quiz::{self, Answer};

/// The rulings on the rule cards that a game's questions test.
fn rulings_reached(g: &rulecard_core::content::Game) -> BTreeSet<&str> {
    g.quiz
        .iter()
        .flat_map(|q| q.rules.iter())
        .filter_map(|id| g.card(id))
        .flat_map(|c| c.rulings.iter().map(|r| r.id.as_str()))
        .collect()
}

#[test]
fn every_question_evaluates_and_agrees_with_its_stated_answer() {
    for game in GameId::ALL {
        let g = content::load(game).unwrap();
        for q in &g.quiz {
            let e = quiz::evaluate(&g, q).unwrap_or_else(|e| panic!("{game}: {e}"));
            if let Some(expect) = &q.expect {
                let stated = quiz::parse_answer(&e.kind, expect, &quiz::shedding::card_code)
                    .unwrap_or_else(|err| {
                        panic!(
                            "{game}/{}: expect \"{expect}\" is not a valid answer: {err}",
                            q.id
                        )
                    });
                assert_eq!(
                    stated, e.expected,
                    "{game}/{}: the engine says {}, the question {expect}",
                    q.id, e.expected
                );
            }
        }
    }
}

#[test]
fn no_question_expects_an_answer_in_one_language() {
    // A German or Dutch prompt must not need an English word typed back:
    // choices are numbers, suit letters or "none" (which every language's
    // word for it answers).
    for game in GameId::ALL {
        let g = content::load(game).unwrap();
        for q in &g.quiz {
            let e = quiz::evaluate(&g, q).unwrap();
            if let quiz::AnswerKind::Choice { options } = &e.kind {
                for o in options {
                    assert!(
                        o == "none"
                            || o.chars().all(|c| c.is_ascii_digit())
                            || ["c", "d", "h", "s"].contains(&o.as_str()),
                        "{game}/{}: the choice \"{o}\" is a word of one language",
                        q.id
                    );
                }
            }
        }
    }
}

#[test]
fn makatsu_has_the_sources_question_and_covers_every_easily_forgotten_rule() {
    let g = content::load(GameId::Makatsu).unwrap();
    assert!(
        g.quiz.len() >= 15,
        "at least 15 questions, found {}",
        g.quiz.len()
    );
    let q = g
        .question("weisst-du-es-noch")
        .expect("the source's own question");
    assert_eq!(
        quiz::evaluate(&g, q).unwrap().expected,
        Answer::Text("Ben".into())
    );
    let tested: BTreeSet<&str> = g
        .quiz
        .iter()
        .flat_map(|q| q.rules.iter().map(String::as_str))
        .collect();
    for m in &g.mistakes {
        assert!(
            tested.contains(m.rule.as_str()),
            "no question tests \"{}\" (mistake {})",
            m.rule,
            m.id
        );
    }
}

#[test]
fn makatsu_questions_reach_every_askable_ruling() {
    let g = content::load(GameId::Makatsu).unwrap();
    let reached = rulings_reached(&g);
    for id in rulecard_core::engine::makatsu::rules::RULING_IDS {
        // Hidden Ninja cards are a play-mode ruling: nothing to ask yet.
        if id == "R-MK-HIDDEN" {
            continue;
        }
        assert!(
            reached.contains(id),
            "no quiz question tests a card with ruling {id}"
        );
    }
}

#[test]
fn makao_questions_cover_every_obligation_and_every_askable_ruling() {
    let g = content::load(GameId::Makao).unwrap();
    assert!(
        g.quiz.len() >= 15,
        "at least 15 questions, found {}",
        g.quiz.len()
    );
    let reached = rulings_reached(&g);
    for id in rulecard_core::engine::makao::rules::RULING_IDS {
        assert!(
            reached.contains(id),
            "no quiz question tests a card with ruling {id}"
        );
    }
    let open = |f: fn(&rulecard_core::content::raw::RawSituation) -> bool| {
        g.quiz.iter().any(|q| f(&q.situation))
    };
    assert!(
        open(|s| s.penalty.is_some()),
        "a question under an open penalty"
    );
    assert!(open(|s| s.wait.is_some()), "a question under an open wait");
    assert!(
        open(|s| s.demand_value.is_some()),
        "a question under a jack's demand"
    );
    assert!(
        open(|s| s.demand_suit.is_some()),
        "a question under an ace's demand"
    );
    assert!(open(|s| s.turns.is_some()), "sequence questions");
}

#[test]
fn maumau_questions_reach_every_ruling_and_some_play_under_house_rules() {
    let g = content::load(GameId::MauMau).unwrap();
    assert!(
        g.quiz.len() >= 12,
        "at least 12 questions, found {}",
        g.quiz.len()
    );
    let reached = rulings_reached(&g);
    for id in rulecard_core::engine::maumau::rules::RULING_IDS {
        assert!(
            reached.contains(id),
            "no quiz question tests a card with ruling {id}"
        );
    }
    let under: Vec<&str> = g
        .quiz
        .iter()
        .filter(|q| !q.variants.is_empty())
        .map(|q| q.id.as_str())
        .collect();
    assert!(
        under.len() >= 3,
        "questions under a named variant: {under:?}"
    );
}

#[test]
fn the_same_maumau_situation_answers_differently_under_a_variant() {
    let g = content::load(GameId::MauMau).unwrap();
    let plain = g
        .question("sieben-abwehren")
        .expect("the 7 without the house rule");
    let stacked = g
        .question("sieben-abwehren-hausregel")
        .expect("the 7 with seven-stacking");
    assert_eq!(plain.situation, stacked.situation);
    let a = quiz::evaluate(&g, plain).unwrap().expected;
    let b = quiz::evaluate(&g, stacked).unwrap().expected;
    assert_ne!(a, b);
    // And a question without variants follows the table's house rules.
    let seven =
        rulecard_core::house::HouseRules::new(&g, &["seven-stacking".to_owned()], &[]).unwrap();
    let c = quiz::evaluate_under(&g, plain, &seven).unwrap().expected;
    assert_eq!(c, b);
}
