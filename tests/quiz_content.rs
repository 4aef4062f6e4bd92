//! Quiz content: every question is answered by its game's engine, and
//! where the author stated the answer, the engine agrees.

use std::collections::BTreeSet;

use rulecard::content::{self, GameId};
use rulecard::quiz::{self, Answer};

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
    let reached: BTreeSet<&str> = g
        .quiz
        .iter()
        .flat_map(|q| q.rules.iter())
        .filter_map(|id| g.card(id))
        .flat_map(|c| c.rulings.iter().map(|r| r.id.as_str()))
        .collect();
    for id in rulecard::engine::makatsu::rules::RULING_IDS {
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
    let reached: BTreeSet<&str> = g
        .quiz
        .iter()
        .flat_map(|q| q.rules.iter())
        .filter_map(|id| g.card(id))
        .flat_map(|c| c.rulings.iter().map(|r| r.id.as_str()))
        .collect();
    for id in rulecard::engine::makao::rules::RULING_IDS {
        assert!(
            reached.contains(id),
            "no quiz question tests a card with ruling {id}"
        );
    }
    let open = |f: fn(&rulecard::content::raw::RawSituation) -> bool| {
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
