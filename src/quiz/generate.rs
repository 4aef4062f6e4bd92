//! Fresh questions the engines build from random situations, reproducible
//! with a seed. Their answers come from the same evaluators as the content's
//! questions; they are not scheduled (they are new every time) but count
//! for the rule cards they test.

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::session::Item;
use super::{QuizError, evaluate};
use crate::content::raw::RawSituation;
use crate::content::{Game, GameId, Lang, Question, Text};
use crate::engine::makatsu::{Card, Colour};
use crate::render::makatsu::{card as card_text, colour as colour_name};

const NAMES: [&str; 10] = [
    "Anna", "Ben", "Cem", "Dana", "Emil", "Fiona", "Gregor", "Hanna", "Ida", "Jonas",
];

/// `n` questions for `game`, the same for the same seed.
pub fn generate(game: &Game, n: usize, seed: u64, lang: Lang) -> Result<Vec<Item>, QuizError> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut items = Vec::with_capacity(n);
    for i in 0..n {
        let question = match game.id {
            GameId::Makatsu => makatsu_round(&mut rng, i, seed, lang),
            other => {
                return Err(QuizError {
                    question: format!("gen-{other}"),
                    problem: format!("{other} has no question generator yet"),
                });
            }
        };
        let evaluated = evaluate(game, &question)?;
        items.push(Item {
            id: question.id.clone(),
            generated: true,
            prompt: question.prompt.get(lang).to_owned(),
            reference: question.reference.clone(),
            rules: question.rules.clone(),
            evaluated,
        });
    }
    Ok(items)
}

/// A random Meister Makatsu round of 2–6 players, asking who takes a
/// colour's chips or how many minus points someone takes.
fn makatsu_round(rng: &mut Pcg64Mcg, i: usize, seed: u64, lang: Lang) -> Question {
    let players = rng.random_range(2..=6usize);
    let mut names: Vec<&str> = NAMES.to_vec();
    names.shuffle(rng);
    names.truncate(players);
    let pass = rng.random_range(1..=3u8);
    let meister = rng.random_range(0..players);
    // Small values make ties, the interesting case, common.
    let deck: Vec<Card> = Card::dojo_deck().filter(|c| c.value() <= 5).collect();
    let mut plays = Vec::new();
    let mut hands = Vec::new();
    for name in &names {
        let mut cards = deck.clone();
        cards.shuffle(rng);
        plays.push(format!("{name}={},{}", cards[0], cards[1]));
        hands.push((cards[0], cards[1]));
    }
    let ask_points = rng.random_range(0..4) == 0;
    let colour = [Colour::Blue, Colour::Yellow, Colour::Purple][rng.random_range(0..3usize)];
    let target = names[rng.random_range(0..players)];
    let de = lang == Lang::De;
    // Seating and order, as a player would describe the table.
    let order: Vec<&str> = (0..players)
        .map(|k| names[(meister + k) % players])
        .collect();
    let firsts: Vec<String> = (0..players)
        .map(|k| {
            let s = (meister + k) % players;
            format!("{} {}", names[s], card_text(lang, hands[s].0))
        })
        .collect();
    let seconds: Vec<String> = (0..players)
        .map(|k| {
            let s = (meister + k) % players;
            format!("{} {}", names[s], card_text(lang, hands[s].1))
        })
        .collect();
    let setting = if de {
        format!(
            "{}. Durchgang. {} hat Meister Makatsu und beginnt; dann geht es nach links: {}. Erste Karten: {}. Zweite Karten: {}.",
            pass,
            names[meister],
            order.join(", "),
            firsts.join(", "),
            seconds.join(", ")
        )
    } else {
        format!(
            "Pass {}. {} holds Meister Makatsu and starts; play goes left: {}. First cards: {}. Second cards: {}.",
            pass,
            names[meister],
            order.join(", "),
            firsts.join(", "),
            seconds.join(", ")
        )
    };
    let (ask, question, rules) = if ask_points {
        (
            format!("points:{target}"),
            if de {
                format!("Wie viele Minuspunkte bekommt {target} in dieser Runde?")
            } else {
                format!("How many minus points does {target} take this round?")
            },
            vec![
                "chip-value".to_owned(),
                "chip-colours".to_owned(),
                "tie-later-card".to_owned(),
            ],
        )
    } else {
        let c = colour_name(lang, colour);
        (
            format!("taker:{}", colour.name()),
            if de {
                format!("Wer bekommt die Chips für {c}?")
            } else {
                format!("Who takes the chips for {}?", c.to_lowercase())
            },
            vec![
                "highest-card".to_owned(),
                "tie-later-card".to_owned(),
                "play-numbers".to_owned(),
            ],
        )
    };
    Question {
        id: format!("gen-makatsu-{seed}-{i}"),
        reference: "S. 2".into(),
        rules,
        facts: vec![],
        variants: vec![],
        prompt: Text::single(lang, format!("{setting} {question}")),
        situation: RawSituation {
            pass: Some(pass),
            meister: Some(names[meister].to_owned()),
            plays,
            ..RawSituation::default()
        },
        ask,
        expect: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content;

    #[test]
    fn generated_questions_are_reproducible_and_answerable() {
        let game = content::load(GameId::Makatsu).unwrap();
        let a = generate(&game, 20, 42, Lang::De).unwrap();
        let b = generate(&game, 20, 42, Lang::De).unwrap();
        assert_eq!(a.len(), 20);
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(x.prompt, y.prompt);
            assert_eq!(x.evaluated.expected, y.evaluated.expected);
            assert!(x.generated);
            assert!(
                x.rules.iter().all(|r| game.card(r).is_some()),
                "{:?}",
                x.rules
            );
        }
        let c = generate(&game, 20, 43, Lang::De).unwrap();
        assert!(a.iter().zip(&c).any(|(x, y)| x.prompt != y.prompt));
    }
}
