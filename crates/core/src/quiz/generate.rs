//! Fresh questions the engines build from random situations, reproducible
//! with a seed. Their answers come from the same evaluators as the content's
//! questions; they are not scheduled (they are new every time) but count
//! for the rule cards they test.
//!
//! Why one file: no strong reason; the games' generators share only
//! `Generator` and a few helpers (`top_and_hand`, `position`, `symbols`).
//! Could split: one file per game (`makatsu_round`; `makao_position`,
//! `makao_attack_chain`; `maumau_position`, `maumau_sevens`).

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::session::Item;
use super::{QuizError, evaluate};
use crate::content::raw::RawSituation;
use crate::content::{Game, GameId, Lang, Question, Text};
use crate::engine::french::{Card as FrenchCard, CardReason, Rank, Suit, Symbolic};
use crate::engine::makatsu::{Card, Colour};
use crate::house::HouseRules;
use crate::i18n::{message, word};
use crate::render::makatsu::{card as card_text, colour_inline};

const NAMES: [&str; 10] = [
    "Anna", "Ben", "Cem", "Dana", "Emil", "Fiona", "Gregor", "Hanna", "Ida", "Jonas",
];

/// `n` questions for `game`, the same for the same seed; Mau-Mau's are
/// played under the variants of `house` (the house rules in force).
pub fn generate(
    game: &Game,
    n: usize,
    seed: u64,
    lang: Lang,
    house: &HouseRules,
) -> Result<Vec<Item>, QuizError> {
    Generator::new(game, seed, lang, house).take(n).collect()
}

/// Generated questions one at a time, as many as are asked for: a quiz
/// builds each just before it is asked, so no count a user types makes it
/// build (or reserve room for) more than one at once.
pub struct Generator<'a> {
    game: &'a Game,
    rng: Pcg64Mcg,
    next: usize,
    seed: u64,
    lang: Lang,
    house: &'a [String],
}

impl<'a> Generator<'a> {
    pub fn new(game: &'a Game, seed: u64, lang: Lang, house: &'a HouseRules) -> Generator<'a> {
        Generator {
            game,
            rng: Pcg64Mcg::seed_from_u64(seed),
            next: 0,
            seed,
            lang,
            house: house.variants(),
        }
    }
}

impl Iterator for Generator<'_> {
    type Item = Result<Item, QuizError>;

    fn next(&mut self) -> Option<Self::Item> {
        let Generator {
            game,
            rng,
            next: i,
            seed,
            lang,
            house,
        } = self;
        let (game, i, seed, lang, house) = (*game, *i, *seed, *lang, *house);
        self.next = self.next.wrapping_add(1);
        let question = match game.id {
            GameId::Makatsu => makatsu_round(rng, i, seed, lang),
            GameId::Makao => {
                if rng.random_range(0..3) == 0 {
                    makao_attack_chain(rng, i, seed, lang)
                } else {
                    makao_position(game, rng, i, seed, lang)
                }
            }
            GameId::MauMau => {
                if rng.random_range(0..3) == 0 {
                    maumau_sevens(rng, i, seed, lang, house)
                } else {
                    maumau_position(game, rng, i, seed, lang, house)
                }
            }
        };
        let evaluated = match evaluate(game, &question) {
            Ok(e) => e,
            Err(e) => return Some(Err(e)),
        };
        // The rule card the engine's verdict cites heads the question and
        // is shown with the answer, so the page named is the one that
        // decides it (a wait question is Stap 6, not Stap 2).
        let mut rules = question.rules.clone();
        if let Some(cited) = cited_rule(&evaluated.reason) {
            rules.retain(|r| r != cited);
            rules.insert(0, cited.to_owned());
        }
        let reference = rules
            .iter()
            .find_map(|id| game.card(id))
            .map_or_else(|| question.reference.clone(), |c| c.reference.clone());
        Some(Ok(Item {
            id: question.id.clone(),
            generated: true,
            prompt: question.prompt.get(lang).to_owned(),
            reference,
            rules,
            evaluated,
        }))
    }
}

/// The rule card a legal-plays verdict cites most (the first such card
/// in hand order on a tie); none for other verdicts, whose question names
/// its rule card first itself.
fn cited_rule(reason: &super::Reason) -> Option<&'static str> {
    use super::shedding::Reason as Shedding;
    fn most<R: CardReason>(reasons: &[(FrenchCard, R)]) -> Option<&'static str> {
        let cards: Vec<&'static str> = reasons.iter().map(|(_, r)| r.rule().card).collect();
        let count = |id: &&&str| cards.iter().filter(|c| c == id).count();
        // `max_by_key` keeps the last of equals; scanning reversed keeps
        // the first.
        cards.iter().rev().max_by_key(count).copied()
    }
    match reason {
        super::Reason::Shedding(Shedding::MakaoLegal(_, v)) => most(&v.reasons),
        super::Reason::Shedding(Shedding::MauMauLegal(_, v)) => most(&v.reasons),
        _ => None,
    }
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
    let setting = message(
        lang,
        "gen-mk-setting",
        &[
            ("pass", pass.into()),
            ("meister", names[meister].into()),
            ("order", order.join(", ").into()),
            ("firsts", firsts.join(", ").into()),
            ("seconds", seconds.join(", ").into()),
        ],
    );
    let (ask, question, rules) = if ask_points {
        (
            format!("points:{target}"),
            message(lang, "gen-mk-ask-points", &[("target", target.into())]),
            vec![
                "chip-value".to_owned(),
                "chip-colours".to_owned(),
                "tie-later-card".to_owned(),
            ],
        )
    } else {
        let c = colour_inline(lang, colour);
        (
            format!("taker:{}", colour.name()),
            message(lang, "gen-mk-ask-taker", &[("colour", c.into())]),
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

/// A position laid out from a shuffled deck: the first card `fits` accepts
/// (else the first card) on top, and the next five cards as the hand.
fn top_and_hand(
    deck: &[FrenchCard],
    fits: impl Fn(&FrenchCard) -> bool,
) -> (FrenchCard, Vec<FrenchCard>) {
    let top = deck.iter().copied().find(|c| fits(c)).unwrap_or(deck[0]);
    let hand = deck.iter().copied().filter(|c| *c != top).take(5).collect();
    (top, hand)
}

/// The legal-plays situation of a top card and a hand.
fn position(top: FrenchCard, hand: &[FrenchCard]) -> RawSituation {
    RawSituation {
        top: Some(top.to_string()),
        hand: Some(
            hand.iter()
                .map(FrenchCard::to_string)
                .collect::<Vec<_>>()
                .join(" "),
        ),
        ..RawSituation::default()
    }
}

/// Writes cards as players read them: `8♣`, `10♥`.
fn symbols(cards: &[FrenchCard]) -> String {
    cards
        .iter()
        .map(|c| Symbolic(*c).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A random Makao position with one obligation open (or none), and a hand
/// of five: which cards may start a play? Multi-card hands come up often,
/// since only the first card of a play has to fit.
fn makao_position(game: &Game, rng: &mut Pcg64Mcg, i: usize, seed: u64, lang: Lang) -> Question {
    let all: Vec<FrenchCard> = FrenchCard::all().collect();
    loop {
        let mut deck = all.clone();
        deck.shuffle(rng);
        let kind = rng.random_range(0..5u8);
        // The top card must fit the obligation; pick one that does.
        let (top, mut hand) = top_and_hand(&deck, |c| match kind {
            1 => {
                matches!(c.rank(), Rank::Two | Rank::Three)
                    || (c.rank() == Rank::King && matches!(c.suit(), Suit::Hearts | Suit::Spades))
            }
            2 => c.rank() == Rank::Four,
            3 => c.rank() == Rank::Jack,
            4 => c.rank() == Rank::Ace,
            _ => true,
        });
        // Often give the hand a second card of one value: multi-card plays.
        if rng.random_range(0..2) == 0
            && let Some(pair) = deck
                .iter()
                .skip(6)
                .find(|c| c.rank() == hand[0].rank() && **c != top)
        {
            hand[4] = *pair;
        }
        let mut situation = position(top, &hand);
        let (open, rule) = match kind {
            1 => {
                let p = crate::engine::makao::attack_value(top).unwrap_or(2);
                situation.penalty = Some(p);
                (
                    message(lang, "gen-ma-open-attack", &[("count", p.into())]),
                    "defending-attacks",
                )
            }
            2 => {
                situation.wait = Some(1);
                (word(lang, "gen-ma-open-wait"), "four-wait")
            }
            3 => {
                let v = rng.random_range(5..=10u32).to_string();
                situation.demand_value = Some(v.clone());
                (
                    message(lang, "gen-ma-open-jack", &[("value", v.into())]),
                    "jack-demand",
                )
            }
            4 => {
                let suit = Suit::ALL[rng.random_range(0..4usize)];
                situation.demand_suit = Some(suit.letter().to_string());
                (
                    message(
                        lang,
                        "gen-ma-open-ace",
                        &[("suit", suit.symbol().to_string().into())],
                    ),
                    "ace-suit",
                )
            }
            _ => (word(lang, "gen-open-nothing"), "matching"),
        };
        let prompt = message(
            lang,
            "gen-ma-position",
            &[
                ("top", Symbolic(top).to_string().into()),
                ("open", open.into()),
                ("hand", symbols(&hand).into()),
            ],
        );
        let question = Question {
            id: format!("gen-makao-{seed}-{i}"),
            reference: "Stap 2".into(),
            rules: vec![
                rule.to_owned(),
                "several-cards".to_owned(),
                "queen-restrictions".to_owned(),
            ],
            facts: vec![],
            variants: vec![],
            prompt: Text::single(lang, prompt),
            situation,
            ask: "legal".into(),
            expect: None,
        };
        // A combination the judge refuses (a wait whose 4 is not on top…)
        // is simply drawn again.
        if evaluate(game, &question).is_ok() {
            return question;
        }
    }
}

/// A chain of forward attacks answered in turn until someone takes them
/// all: how many cards does that player draw?
fn makao_attack_chain(rng: &mut Pcg64Mcg, i: usize, seed: u64, lang: Lang) -> Question {
    let attackers: Vec<FrenchCard> = FrenchCard::all()
        .filter(|c| {
            matches!(c.rank(), Rank::Two | Rank::Three)
                || (c.rank() == Rank::King && c.suit() == Suit::Hearts)
        })
        .collect();
    let length = rng.random_range(1..=3usize);
    let mut chain = vec![attackers[rng.random_range(0..attackers.len())]];
    while chain.len() < length {
        let last = chain[chain.len() - 1];
        // An answer has the suit or the value of the attack card on top.
        let answers: Vec<FrenchCard> = attackers
            .iter()
            .copied()
            .filter(|c| !chain.contains(c) && (c.suit() == last.suit() || c.rank() == last.rank()))
            .collect();
        if answers.is_empty() {
            break;
        }
        chain.push(answers[rng.random_range(0..answers.len())]);
    }
    let taker = chain.len() + 1;
    let turns: Vec<String> = chain
        .iter()
        .map(FrenchCard::to_string)
        .chain(std::iter::once("draw".to_owned()))
        .collect();
    let top = FrenchCard::all()
        .find(|c| {
            c.suit() == chain[0].suit()
                && matches!(c.rank(), Rank::Nine | Rank::Eight | Rank::Seven)
        })
        .unwrap_or(chain[0]);
    let steps: Vec<String> = chain
        .iter()
        .enumerate()
        .map(|(k, c)| format!("P{} {}", k + 1, Symbolic(*c)))
        .collect();
    let prompt = message(
        lang,
        "gen-ma-chain",
        &[
            ("top", Symbolic(top).to_string().into()),
            ("steps", steps.join(", ").into()),
            ("taker", taker.into()),
        ],
    );
    Question {
        id: format!("gen-makao-{seed}-{i}"),
        reference: "Stap 5".into(),
        rules: vec![
            "attack-cards".to_owned(),
            "defending-attacks".to_owned(),
            "taking-the-penalty".to_owned(),
        ],
        facts: vec![],
        variants: vec![],
        prompt: Text::single(lang, prompt),
        situation: RawSituation {
            top: Some(top.to_string()),
            turns: Some(turns.join("; ")),
            ..RawSituation::default()
        },
        ask: format!("drawn:P{taker}"),
        expect: None,
    }
}

/// "(Hausregeln: seven-stacking)" for prompts under house rules.
fn house_note(lang: Lang, house: &[String]) -> String {
    if house.is_empty() {
        return String::new();
    }
    message(
        lang,
        "gen-house-note",
        &[("variants", house.join(", ").into())],
    )
}

/// A random Mau-Mau position with a 7, an 8, a jack's wish or nothing open,
/// and a hand of five from the 32 cards: which may be played now?
fn maumau_position(
    game: &Game,
    rng: &mut Pcg64Mcg,
    i: usize,
    seed: u64,
    lang: Lang,
    house: &[String],
) -> Question {
    let all: Vec<FrenchCard> = FrenchCard::all()
        .filter(|c| c.rank() >= Rank::Seven)
        .collect();
    loop {
        let mut deck = all.clone();
        deck.shuffle(rng);
        let kind = rng.random_range(0..4u8);
        let (top, hand) = top_and_hand(&deck, |c| match kind {
            1 => c.rank() == Rank::Seven,
            2 => c.rank() == Rank::Eight,
            3 => c.rank() == Rank::Jack,
            _ => true,
        });
        let mut situation = position(top, &hand);
        let (open, rule) = match kind {
            1 => {
                situation.penalty = Some(2);
                (word(lang, "gen-mm-open-seven"), "seven")
            }
            2 => {
                situation.wait = Some(1);
                (word(lang, "gen-mm-open-eight"), "eight")
            }
            3 => {
                let suit = Suit::ALL[rng.random_range(0..4usize)];
                situation.demand_suit = Some(suit.letter().to_string());
                (
                    message(
                        lang,
                        "gen-mm-open-wish",
                        &[("suit", suit.symbol().to_string().into())],
                    ),
                    "jack-wish",
                )
            }
            _ => (word(lang, "gen-open-nothing"), "matching"),
        };
        let note = house_note(lang, house);
        let prompt = message(
            lang,
            "gen-mm-position",
            &[
                ("top", Symbolic(top).to_string().into()),
                ("open", open.into()),
                ("note", note.into()),
                ("hand", symbols(&hand).into()),
            ],
        );
        let question = Question {
            id: format!("gen-maumau-{seed}-{i}"),
            reference: "Spielverlauf bei Mau-Mau".into(),
            rules: vec![rule.to_owned(), "matching".to_owned(), "jack".to_owned()],
            facts: vec![],
            variants: house.to_vec(),
            prompt: Text::single(lang, prompt),
            situation,
            ask: "legal".into(),
            expect: None,
        };
        if evaluate(game, &question).is_ok() {
            return question;
        }
    }
}

/// 7s played in turn, then a player who draws: how many cards? Under
/// seven-stacking the 7s pile up; without it the first 7's victim draws.
fn maumau_sevens(
    rng: &mut Pcg64Mcg,
    i: usize,
    seed: u64,
    lang: Lang,
    house: &[String],
) -> Question {
    let mut sevens: Vec<FrenchCard> = FrenchCard::all()
        .filter(|c| c.rank() == Rank::Seven)
        .collect();
    sevens.shuffle(rng);
    let stacking = house.iter().any(|v| v == "seven-stacking");
    let length = if stacking {
        rng.random_range(1..=3usize)
    } else {
        1
    };
    let chain = &sevens[..length];
    let taker = length + 1;
    let top = FrenchCard::all()
        .find(|c| c.suit() == chain[0].suit() && c.rank() == Rank::Nine)
        .unwrap_or(chain[0]);
    let turns: Vec<String> = chain
        .iter()
        .map(FrenchCard::to_string)
        .chain(std::iter::once("draw".to_owned()))
        .collect();
    let steps: Vec<String> = chain
        .iter()
        .enumerate()
        .map(|(k, c)| format!("P{} {}", k + 1, Symbolic(*c)))
        .collect();
    let note = house_note(lang, house);
    let prompt = message(
        lang,
        "gen-mm-chain",
        &[
            ("top", Symbolic(top).to_string().into()),
            ("note", note.into()),
            ("steps", steps.join(", ").into()),
            ("taker", taker.into()),
        ],
    );
    Question {
        id: format!("gen-maumau-{seed}-{i}"),
        reference: "Sonderkarten: Sieben".into(),
        rules: if stacking {
            vec!["seven".into(), "variant-seven-stacking".into()]
        } else {
            vec!["seven".into(), "who-is-hit".into()]
        },
        facts: vec![],
        variants: house.to_vec(),
        prompt: Text::single(lang, prompt),
        situation: RawSituation {
            top: Some(top.to_string()),
            turns: Some(turns.join("; ")),
            ..RawSituation::default()
        },
        ask: format!("drawn:P{taker}"),
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
        let a = generate(&game, 20, 42, Lang::De, &HouseRules::default()).unwrap();
        let b = generate(&game, 20, 42, Lang::De, &HouseRules::default()).unwrap();
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
        let c = generate(&game, 20, 43, Lang::De, &HouseRules::default()).unwrap();
        assert!(a.iter().zip(&c).any(|(x, y)| x.prompt != y.prompt));
    }

    #[test]
    fn maumau_generates_under_the_house_rules_in_force() {
        let game = content::load(GameId::MauMau).unwrap();
        let plain = generate(&game, 30, 5, Lang::De, &HouseRules::default()).unwrap();
        let seven = HouseRules::new(&game, &["seven-stacking".to_owned()], &[]).unwrap();
        let stacked = generate(&game, 30, 5, Lang::De, &seven).unwrap();
        for item in plain.iter().chain(&stacked) {
            assert!(
                item.rules.iter().all(|r| game.card(r).is_some()),
                "{:?}",
                item.rules
            );
        }
        // Without stacking a 7's victim draws 2; with it, 2 per 7.
        for item in &plain {
            if let crate::quiz::Answer::Number(n) = item.evaluated.expected {
                assert_eq!(n, 2);
            }
        }
        assert!(
            stacked
                .iter()
                .any(|i| matches!(i.evaluated.expected, crate::quiz::Answer::Number(n) if n > 2))
        );
        assert!(stacked.iter().all(|i| i.prompt.contains("seven-stacking")));
    }

    #[test]
    fn makao_generates_positions_and_attack_chains() {
        let game = content::load(GameId::Makao).unwrap();
        let items = generate(&game, 40, 7, Lang::Nl, &HouseRules::default()).unwrap();
        assert!(
            items
                .iter()
                .any(|i| matches!(i.evaluated.kind, crate::quiz::AnswerKind::Cards { .. }))
        );
        assert!(
            items
                .iter()
                .any(|i| i.evaluated.kind == crate::quiz::AnswerKind::Number)
        );
        for item in &items {
            assert!(
                item.rules.iter().all(|r| game.card(r).is_some()),
                "{:?}",
                item.rules
            );
            if let crate::quiz::Answer::Number(n) = item.evaluated.expected {
                assert_eq!(item.reference, "Stap 5", "an attack chain: {}", item.prompt);
                assert!(
                    (2..=15).contains(&n),
                    "an attack chain draws 2 to 15 cards: {n}"
                );
            }
        }
    }

    #[test]
    fn a_generated_question_is_headed_by_the_rule_card_its_verdict_cites() {
        for id in [GameId::Makao, GameId::MauMau, GameId::Makatsu] {
            let game = content::load(id).unwrap();
            for item in generate(&game, 40, 4, Lang::En, &HouseRules::default()).unwrap() {
                let first = game.card(&item.rules[0]).expect("a rule card");
                assert_eq!(item.reference, first.reference, "{}", item.prompt);
                if let Some(cited) = cited_rule(&item.evaluated.reason) {
                    assert_eq!(item.rules[0], cited, "{}", item.prompt);
                }
            }
        }
        // The example: seed 4's first Makao question is a wait.
        let game = content::load(GameId::Makao).unwrap();
        let items = generate(&game, 1, 4, Lang::En, &HouseRules::default()).unwrap();
        assert!(
            items[0].prompt.contains("wait a turn"),
            "{}",
            items[0].prompt
        );
        assert_eq!(items[0].reference, "Stap 6");
        assert_eq!(items[0].rules[0], "four-wait");
    }
}
