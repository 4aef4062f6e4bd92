//! Makao engine: hand-written rule tables, table-driven judge scenarios and
//! property tests.
//!
//! - Rule tables per ruling (R-MA-*) and per step of the source (Stap 1–10),
//!   on dealt or arranged games with known hands.
//! - Judge scenarios in `tests/data/makao/*.scn` (format in the README.md
//!   there): the legal-plays form and the sequence form, with expected exit
//!   codes and JSON fragments.
//! - Property tests: every listed action applies, other actions are refused
//!   without changing anything, cards are conserved, games end or reach the
//!   turn limit, and the judge's counted games agree with dealt games.
//! - The tips player beats three random players clearly.
//!
//! Why one file: the tests of one engine, in the order of the source's Stap
//! 1–10, read side by side with it;
//! `every_ruling_and_every_stap_is_tested_by_name` reads this very file
//! (`include_str!`) to see that each ruling and Stap has its test.

use std::collections::BTreeSet;

use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde_json::Value;

use crate::scenario::{
    JudgeScenario, actions, c, cards, check_answer, check_listed, legal_agrees, legal_answer,
    malformed, partial_shuffle, random_choice, record_turns, same_table, sequence_answer, texts,
};
use rulecard_core::engine::french::{
    Card, Choice, CommonRefusal, Rank, Suit, parse_card, parse_cards,
};
use rulecard_core::engine::makao::{
    self, Action, IllegalMove, MakaoError, Obligation, Play, Policy, State, legal,
    parse_demand_value, rules, sequence, simulate,
};
use rulecard_core::engine::{CitesRule, Position, Seat};

/// `6c 6h`, `Jd Jh>7`.
fn play_of(s: &str) -> Play {
    let (list, choice) = match s.split_once('>') {
        Some((l, ch)) => (l, Some(ch.parse::<Choice>().unwrap())),
        None => (s, None),
    };
    Play::new(&cards(list), choice).unwrap()
}

fn play(s: &str) -> Action {
    Action::Play(play_of(s))
}

/// An arranged game: hands as strings, P1 first.
fn table(hands: &[&str], top: &str) -> State {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    State::arrange(&hands, c(top), &[], 0, 7).unwrap()
}

fn must(state: &mut State, a: &str) {
    let action = crate::scenario::action(a, play_of);
    if let Err(e) = state.play(action) {
        panic!("{a} should be legal: {e}");
    }
}

fn refused(state: &mut State, action: Action) -> IllegalMove {
    let before = format!("{state:?}");
    let e = match state.play(action) {
        Ok(()) => panic!("{action} should be refused"),
        Err(e) => e,
    };
    assert_eq!(format!("{state:?}"), before, "a refusal changed the state");
    assert!(!state.is_legal(action));
    e
}

// ---------------------------------------------------------------------------
// Stap 1: the table and the deal

#[test]
fn stap_1_ma_01_ma_03_r_ma_first_every_deal_opens_with_a_plain_card() {
    let mut rng = Pcg64Mcg::seed_from_u64(1);
    for players in makao::MIN_PLAYERS..=makao::MAX_PLAYERS {
        for g in 0..300 {
            let state = State::deal(players, g % players, &mut rng).unwrap();
            assert!(
                makao::is_plain_first_card(state.top()),
                "{players} players: {} opened the pile (R-MA-FIRST)",
                state.top()
            );
            assert_eq!(state.cards_in_play(), makao::DECK_SIZE);
            assert_eq!(state.piles().discard_len(), 1);
            for seat in 0..players {
                assert_eq!(state.hand_len(seat), makao::HAND_SIZE, "MA-01");
            }
            assert_eq!(state.to_move(), Some(g % players));
            assert_eq!(state.obligation(), Obligation::None);
        }
    }
}

#[test]
fn player_count_two_to_eight_players_only() {
    let mut rng = Pcg64Mcg::seed_from_u64(1);
    for bad in [0, 1, 9] {
        assert_eq!(
            State::deal(bad, 0, &mut rng).err(),
            Some(MakaoError::PlayerCount { players: bad })
        );
    }
    let e = State::deal(4, 4, &mut rng).err();
    assert_eq!(
        e,
        Some(MakaoError::SeatOutOfRange {
            seat: 4,
            players: 4
        })
    );
    let twice = State::arrange(&[cards("9h"), cards("9h")], c("5c"), &[], 0, 1).err();
    assert_eq!(twice, Some(MakaoError::TwoCopies { card: c("9h") }));
    assert_eq!(
        MakaoError::PlayerCount { players: 9 }.rule(),
        Some(rules::PLAYERS)
    );
}

// ---------------------------------------------------------------------------
// Stap 2: suit or value (R-MA-MATCH), the queen (Stap 9)

#[test]
fn stap_2_ma_04_r_ma_match_table() {
    // (top, card, fits)
    let table_rows = [
        ("8c", "5c", true),
        ("8c", "8h", true),
        ("8c", "Jc", true),
        ("8c", "9d", false),
        ("8c", "Ac", true),
        ("8c", "Ad", false), // an ace is no wild card
        ("8c", "Jd", false), // nor a jack
        ("8c", "Qd", true),  // a queen always (MA-05)
        ("Qd", "2s", true),  // anything on a queen (MA-05)
        ("Qd", "4c", true),
        ("Kd", "Kh", true),
        ("9h", "2h", true),
    ];
    for (top, card, fits) in table_rows {
        let state = table(&[card, "5s 6s"], top);
        let single = Action::Play(Play::single(c(card), None));
        let with_choice = match c(card).rank() {
            Rank::Jack => play(&format!("{card}>-")),
            Rank::Ace => play(&format!("{card}>h")),
            _ => single,
        };
        assert_eq!(
            state.is_legal(with_choice),
            fits,
            "{card} on {top} (R-MA-MATCH)"
        );
    }
}

#[test]
fn stap_9_ma_05_r_ma_match_queen_fits_all_and_anything_fits_on_her() {
    let mut s = table(&["Qs 3d 9c", "2h 7h"], "8h");
    must(&mut s, "Qs");
    // P2 may lay anything on the queen, a 2 included.
    assert!(s.is_legal(play("2h")));
    assert!(s.is_legal(play("7h")));
}

// ---------------------------------------------------------------------------
// Stap 3: several cards of one value (R-MA-MULTI)

#[test]
fn stap_3_ma_07_r_ma_multi_lists_one_order_per_outcome() {
    let s = table(&["5d 5s 5c", "7h 8h"], "9d");
    let listed: BTreeSet<String> = texts(&s).into_iter().collect();
    let expected: BTreeSet<String> = ["5d", "5d 5c", "5d 5s", "5d 5s 5c", "5d 5c 5s", "draw"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(listed, expected);
}

#[test]
fn stap_3_r_ma_multi_any_order_is_accepted_if_the_first_card_fits() {
    let s = table(&["5d 5s 5c", "7h 8h"], "9d");
    // Not listed (same outcome as "5d 5s 5c"), still legal.
    assert!(s.is_legal(play("5d 5s 5c")));
    let mut t = s.clone();
    must(&mut t, "5d 5s 5c");
    assert_eq!(t.top(), c("5c"), "the last card is the new top (MA-07)");
    let mut u = s.clone();
    let e = refused(&mut u, play("5s 5d"));
    assert_eq!(e.rule(), Some(rules::MATCH));
    assert!(
        e.to_string().contains("P1") && e.to_string().contains("5♠"),
        "{e}"
    );
}

#[test]
fn stap_3_r_ma_multi_refusals_name_the_rule() {
    let mut s = table(&["Kh Kd Ks 9h 10h", "7h 8h"], "5h");
    let e = refused(&mut s, play("Kh Kd"));
    assert_eq!(e.rule(), Some(rules::KINGS_APART));
    let e = refused(&mut s, play("9h 10h"));
    assert_eq!(e.rule(), Some(rules::ONE_VALUE), "MA-18 no runs");
    let e = refused(&mut s, play("Kh Kh"));
    assert_eq!(e.rule(), Some(rules::MULTI));
    let e = refused(&mut s, play("5h"));
    assert!(
        matches!(e, IllegalMove::Common(CommonRefusal::NotHeld { .. })),
        "{e}"
    );
    // Attacking kings together are fine: 10 cards, aimed by the last.
    must(&mut s, "Kh Ks");
    assert_eq!(s.obligation(), Obligation::Penalty(10));
    assert_eq!(s.to_move(), Some(1), "2 players: the previous player is P2");
}

#[test]
fn r_ma_multi_jacks_and_aces_take_one_choice_after_the_last() {
    let mut s = table(&["Jh Jc 9c", "7h 8h"], "9h");
    let listed = texts(&s);
    assert!(listed.contains(&"Jh Jc>7".to_owned()));
    assert!(listed.contains(&"Jh Jc>-".to_owned()));
    assert!(!listed.iter().any(|a| a.contains(">4") || a.contains(">J")));
    let e = refused(&mut s, play("Jh Jc"));
    assert!(matches!(e, IllegalMove::MissingChoice { .. }));
    assert_eq!(e.rule(), Some(rules::JACK));
    let e = refused(&mut s, play("Jh>4"));
    assert!(matches!(e, IllegalMove::WrongChoice { .. }));
    let e = refused(&mut s, play("9c>7"));
    assert!(matches!(e, IllegalMove::WrongChoice { .. }), "{e}");
    must(&mut s, "Jh Jc>8");
    assert_eq!(s.obligation(), Obligation::Value(Rank::Eight));
}

// ---------------------------------------------------------------------------
// Stap 4: drawing (R-MA-DRAW)

#[test]
fn stap_4_ma_08_r_ma_draw_by_choice_then_play_or_keep() {
    // The draw pile yields 9s next.
    let hands = [cards("9h 5c"), cards("7h 8d")];
    let mut s = State::arrange(&hands, c("10h"), &[c("9s")], 0, 3).unwrap();
    assert!(s.is_legal(Action::Draw), "drawing even when 9h fits");
    must(&mut s, "draw");
    assert_eq!(s.drawn_card(), Some(Some(c("9s"))));
    // Only the drawn card, alone, or keep it.
    assert_eq!(texts(&s), vec!["keep".to_owned()], "9s does not fit on 10h");
    let e = refused(&mut s, play("9h"));
    assert_eq!(e.rule(), Some(rules::DRAW));
    let e = refused(&mut s, Action::Draw);
    assert_eq!(e.rule(), Some(rules::DRAW));
    must(&mut s, "keep");
    assert_eq!(s.to_move(), Some(1));
    assert_eq!(s.hand_len(0), 3);

    let mut t = State::arrange(&hands, c("10h"), &[c("10s")], 0, 3).unwrap();
    must(&mut t, "draw");
    assert_eq!(texts(&t), vec!["10s".to_owned(), "keep".to_owned()]);
    let e = refused(&mut t, play("10s 9h"));
    assert!(matches!(e, IllegalMove::DrawnCardOnly { .. }));
    must(&mut t, "10s");
    assert_eq!((t.top(), t.to_move()), (c("10s"), Some(1)));
}

#[test]
fn stap_4_ma_09_r_ma_draw_reshuffle_and_forgiveness() {
    // P1 holds every club and diamond, P2 every other card but the top 9h:
    // the draw pile is empty from the start.
    let all: Vec<Card> = Card::all().filter(|&x| x != c("9h")).collect();
    let (clubs_diamonds, hearts_spades) = all.split_at(26);
    let mut s = State::arrange(
        &[clubs_diamonds.to_vec(), hearts_spades.to_vec()],
        c("9h"),
        &[],
        0,
        5,
    )
    .unwrap();
    assert_eq!(s.piles().draw_len(), 0);
    must(&mut s, "Qc");
    must(&mut s, "2h"); // anything on a queen; an attack of 2 on P1
    assert_eq!(s.obligation(), Obligation::Penalty(2));
    must(&mut s, "take");
    // MA-09: the pile is refilled from all but the top (9h and Q♣ come
    // back), so nothing is forgiven.
    assert_eq!(s.drawn(0), 2);
    assert_eq!(s.piles().discard_len(), 1);
    assert_eq!(s.to_move(), Some(1), "after the taker, P2");
    must(&mut s, "2s"); // 2 on 2: a new attack
    must(&mut s, "take");
    // Only the 2♥ lay under the top: one card drawn, one forgiven.
    assert_eq!(s.drawn(0), 3, "R-MA-DRAW: the rest is forgiven");
    assert_eq!(s.cards_in_play(), 52);
    assert_eq!(s.piles().draw_len() + s.piles().discard_len(), 1);
}

#[test]
fn r_ma_draw_not_while_a_penalty_is_open() {
    let mut s = table(&["2h 9c", "9s 4s", "5d 6d"], "9h");
    must(&mut s, "2h");
    let e = refused(&mut s, Action::Draw);
    assert_eq!(e.rule(), Some(rules::TAKE));
    assert_eq!(texts(&s), vec!["take".to_owned()]);
    let e = refused(&mut s, Action::Keep);
    assert_eq!(e.rule(), Some(rules::DRAW));
    let e = refused(&mut s, Action::Wait);
    assert_eq!(e.rule(), Some(rules::WAIT));
}

// ---------------------------------------------------------------------------
// Stap 5: attacks (R-MA-ATTACK)

#[test]
fn stap_5_ma_10_ma_11_r_ma_attack_who_takes_and_who_continues() {
    // (top, hands, plays in order, who takes, how many, who is next)
    type Row = (
        &'static str,
        &'static [&'static str],
        &'static [&'static str],
        Seat,
        u32,
        Seat,
    );
    let rows: &[Row] = &[
        // A 2 forward: P2 takes, P3 is next.
        (
            "9h",
            &["2h 9c", "5d 6d", "5s 6s", "5c 6c"],
            &["2h", "take"],
            1,
            2,
            2,
        ),
        // A 3 answered by a 3: P3 takes 6, P4 is next.
        (
            "9h",
            &["3h 9c", "3s 6d", "5s 6s", "5c 6c"],
            &["3h", "3s", "take"],
            2,
            6,
            3,
        ),
        // K♠ backwards: P4 takes 5; P2, after the K♠'s player, is next.
        (
            "9s",
            &["Ks 9c", "5d 6d", "5h 6h", "5c 6c"],
            &["Ks", "take"],
            3,
            5,
            1,
        ),
        // K♥ answered by K♠ backwards: P1 takes 10, P3 (after P2) is next.
        (
            "9h",
            &["Kh 9c", "Ks 6d", "5h 6h", "5c 6c"],
            &["Kh", "Ks", "take"],
            0,
            10,
            2,
        ),
        // Two players, a forward attack: the attacker plays again.
        ("9h", &["2h 9c", "5d 6d"], &["2h", "take"], 1, 2, 0),
        // Two players, a K♠: the other player is next.
        ("9s", &["Ks 9c", "5d 6d"], &["Ks", "take"], 1, 5, 1),
    ];
    for (top, hands, plays, taker, n, next) in rows {
        let mut s = table(hands, top);
        for p in *plays {
            must(&mut s, p);
        }
        assert_eq!(s.drawn(*taker), *n, "{plays:?}");
        assert_eq!(s.to_move(), Some(*next), "{plays:?} (R-MA-ATTACK)");
        assert_eq!(s.obligation(), Obligation::None);
    }
}

#[test]
fn r_ma_attack_answers_are_attack_cards_of_suit_or_value_only() {
    let mut s = table(&["2s 9c", "3h Kd Qs 2h Ks 4s", "5h 6h"], "9s");
    must(&mut s, "2s");
    let listed = texts(&s);
    for ok in ["2h", "Ks", "take"] {
        assert!(listed.contains(&ok.to_owned()), "{ok} in {listed:?}");
    }
    for bad in ["3h", "Kd", "Qs", "4s"] {
        let e = refused(&mut s, play(bad));
        assert!(matches!(e, IllegalMove::CannotStart { .. }), "{bad}: {e}");
    }
    assert_eq!(
        refused(&mut s, play("Qs")).rule(),
        Some(rules::QUEEN),
        "MA-19"
    );
    assert_eq!(refused(&mut s, play("Kd")).rule(), Some(rules::PLAIN_KING));
}

// ---------------------------------------------------------------------------
// Stap 6: fours and waiting players (R-MA-WAIT, R-MA-NEXT)

#[test]
fn stap_6_ma_12_r_ma_wait_the_wait_passes_on_and_is_sat_out() {
    let mut s = table(&["4h 9c 9d", "4c 6c 7d", "5h 6h 7h", "5c 6s 7c"], "9h");
    must(&mut s, "4h");
    assert_eq!(
        texts(&s),
        vec!["4c".to_owned(), "wait".to_owned()],
        "a 4 or wait"
    );
    must(&mut s, "4c");
    assert_eq!(s.obligation(), Obligation::Wait(2));
    assert_eq!(s.to_move(), Some(2));
    assert_eq!(refused(&mut s, Action::Draw).rule(), Some(rules::WAIT));
    must(&mut s, "wait");
    assert_eq!(
        s.waiting(2),
        1,
        "the accepting turn is the first waited turn"
    );
    assert_eq!(s.to_move(), Some(3));
    must(&mut s, "5c");
    must(&mut s, "9c");
    must(&mut s, "6c");
    // R-MA-NEXT: passing the waiting P3 uses up their last waited turn.
    assert_eq!(s.to_move(), Some(3));
    assert_eq!(s.waiting(2), 0);
}

#[test]
fn r_ma_next_an_attack_hits_a_waiting_player_who_takes_at_once() {
    let hands = [
        cards("9d 9s"),
        cards("5c 8d"),
        cards("4h 6c 9c"),
        cards("4c 3c 7s"),
    ];
    let mut s = State::arrange(&hands, c("9h"), &[], 2, 1).unwrap();
    for p in ["4h", "4c", "wait"] {
        must(&mut s, p);
    }
    assert_eq!((s.waiting(0), s.to_move()), (1, Some(1)));
    for p in ["5c", "6c", "3c"] {
        must(&mut s, p);
    }
    // P4's 3♣ hits P1, who waits: P1 takes at once, and play moving on
    // past P1 uses up their waited turn.
    assert_eq!(s.drawn(0), 3);
    assert_eq!(s.waiting(0), 0);
    assert_eq!(s.to_move(), Some(1));
    assert_eq!(s.obligation(), Obligation::None);
}

// ---------------------------------------------------------------------------
// Stap 7: the jack (R-MA-JACK)

#[test]
fn stap_7_ma_13_r_ma_jack_must_answer_if_possible_else_draw() {
    let hands = [
        cards("Jh 9c 7c"),
        cards("7s 5d"),
        cards("5h 6h"),
        cards("8c 6s"),
    ];
    let mut s = State::arrange(&hands, c("9h"), &[c("7d"), c("2d")], 0, 1).unwrap();
    must(&mut s, "Jh>7");
    assert_eq!(s.jack_owner(), Some(0));
    // P2 holds 7♠: drawing is refused, and only 7♠ is listed.
    let e = refused(&mut s, Action::Draw);
    assert!(matches!(e, IllegalMove::MustMeetDemand { card, .. } if card == c("7s")));
    assert_eq!(e.rule(), Some(rules::JACK_ROUND));
    assert_eq!(texts(&s), vec!["7s".to_owned()]);
    must(&mut s, "7s");
    // P3 cannot: draws the 7♦ (the draw pile yields 7d first) and lays it.
    assert_eq!(texts(&s), vec!["draw".to_owned()]);
    must(&mut s, "draw");
    assert_eq!(texts(&s), vec!["7d".to_owned(), "keep".to_owned()]);
    must(&mut s, "7d");
    // P4 cannot: draws 2♦, which does not meet the demand: keep only.
    must(&mut s, "draw");
    assert_eq!(texts(&s), vec!["keep".to_owned()]);
    must(&mut s, "keep");
    // The jack's player answers last; then the demand ends.
    assert_eq!(s.to_move(), Some(0));
    assert_eq!(s.obligation(), Obligation::Value(Rank::Seven));
    must(&mut s, "7c");
    assert_eq!(s.obligation(), Obligation::None);
    assert_eq!(s.jack_owner(), None);
}

// ---------------------------------------------------------------------------
// Stap 8: the ace (R-MA-ACE)

#[test]
fn stap_8_ma_14_r_ma_ace_the_named_suit_until_served() {
    let hands = [
        cards("Ah 9c"),
        cards("9s Qh 5d"),
        cards("5c 6c"),
        cards("8c 6s"),
    ];
    let mut s = State::arrange(&hands, c("9h"), &[c("2d")], 0, 1).unwrap();
    must(&mut s, "Ah>c");
    assert_eq!(s.obligation(), Obligation::Suit(Suit::Clubs));
    // P2 holds no club and no ace; the Q♥ is no help (R-MA-QUEEN).
    assert_eq!(refused(&mut s, play("Qh")).rule(), Some(rules::QUEEN));
    assert_eq!(refused(&mut s, play("9s")).rule(), Some(rules::ACE));
    must(&mut s, "draw");
    must(&mut s, "keep");
    // The demand stays for P3, who holds clubs and must serve it.
    assert_eq!(s.obligation(), Obligation::Suit(Suit::Clubs));
    let e = refused(&mut s, Action::Draw);
    assert_eq!(e.rule(), Some(rules::ACE));
    must(&mut s, "5c");
    assert_eq!(s.obligation(), Obligation::None);
}

// ---------------------------------------------------------------------------
// Stap 9: the queen's restrictions (R-MA-QUEEN)

#[test]
fn stap_9_ma_15_ma_19_r_ma_queen_table() {
    // (what is open, queen, allowed)
    let rows = [
        (Obligation::None, "Qs", true),
        (Obligation::Penalty(2), "Qs", false),
        (Obligation::Wait(1), "Qs", false),
        (Obligation::Value(Rank::Seven), "Qs", false),
        (Obligation::Suit(Suit::Spades), "Qs", true),
        (Obligation::Suit(Suit::Hearts), "Qs", false),
    ];
    for (open, queen, allowed) in rows {
        let top = match open {
            Obligation::Penalty(_) => "2h",
            Obligation::Wait(_) => "4h",
            Obligation::Value(_) => "Jh",
            Obligation::Suit(_) => "Ah",
            Obligation::None => "9h",
        };
        let mut s = table(&[queen, "5c 6c"], top);
        s.open_obligation(open, 1);
        assert_eq!(s.is_legal(play(queen)), allowed, "{queen} with {open:?}");
        if !allowed {
            assert_eq!(refused(&mut s, play(queen)).rule(), Some(rules::QUEEN));
        }
    }
}

// ---------------------------------------------------------------------------
// Stap 10: the end (R-MA-END)

#[test]
fn stap_10_ma_17_ma_21_ma_22_r_ma_end_going_out_wins_at_once() {
    let mut s = table(&["2h", "5c 6c", "5d 6d 7d", "8s"], "9h");
    must(&mut s, "2h");
    assert!(s.is_over());
    assert_eq!(s.winner(), Some(0));
    assert_eq!(s.to_move(), None);
    assert_eq!(
        s.obligation(),
        Obligation::None,
        "the 2's attack does not apply"
    );
    assert_eq!(s.score(), Some(60), "10 points per card left: 2 + 3 + 1");
    assert!(actions(&s).is_empty());
    let e = refused(&mut s, Action::Draw);
    assert!(matches!(e, IllegalMove::GameOver { winner: 0 }));
    assert_eq!(e.rule(), Some(rules::END));
    let report = serde_json::to_value(s.report()).unwrap();
    assert_eq!(report["winner"], "P1");
    assert_eq!(report["next"], Value::Null);
    assert_eq!(report["score"], 60);
}

// ---------------------------------------------------------------------------
// Judge scenarios from tests/data/makao

/// Runs a scenario as the CLI would: exit code and JSON.
fn run_scenario(s: &JudgeScenario) -> (u8, Value) {
    let top = match parse_card(s.top.as_deref().expect("every scenario has a top card")) {
        Ok(top) => top,
        Err(e) => return malformed(&e),
    };
    if let Some(turns) = &s.turns {
        let (players, sizes) = s.table();
        return sequence_answer(sequence(players, sizes.as_deref(), top, turns));
    }
    let hand = match parse_cards(s.hand.as_deref().unwrap_or("")) {
        Ok(hand) => hand,
        Err(e) => return malformed(&e),
    };
    let mut open = s.open_counts();
    if let Some(v) = &s.demand_value {
        match parse_demand_value(v) {
            Ok(v) => open.demand_value = Some(v),
            Err(e) => return malformed(&e),
        }
    }
    if let Some(x) = &s.demand_suit {
        open.demand_suit = Some(x.parse::<Suit>().expect("suit"));
    }
    legal_answer(legal(top, &hand, open))
}

#[test]
fn judge_scenarios_from_tests_data_makao() {
    let scenarios = crate::scenario::load_judge_scenarios("makao", &[]);
    assert!(scenarios.len() >= 80, "only {} scenarios", scenarios.len());
    let mut failures = Vec::new();
    for s in &scenarios {
        let (exit, json) = run_scenario(s);
        if !check_answer(s, s.exit, exit, &json, &mut failures) {
            continue;
        }
        // Whatever the verdict, an illegal turn names a ruling (a malformed
        // input names a token, an expectation and a message: checked above).
        if exit == 1 {
            let rule = json["illegal"]["rule"].as_str().unwrap_or("");
            if !rule.starts_with("R-MA-") && json["illegal"]["rule_card"] != "table-and-deal" {
                failures.push(format!("{}: illegal without a ruling: {json}", s.origin));
            }
            assert!(
                json["illegal"]["reason"]
                    .as_str()
                    .is_some_and(|r| !r.is_empty())
            );
        }
    }
    crate::scenario::assert_no_failures(&failures);
}

// ---------------------------------------------------------------------------
// The judge and the engine agree

/// Every card, for sampling.
fn deck() -> Vec<Card> {
    Card::all().collect()
}

/// The judge's legal cards are exactly the first cards of the engine's
/// listed plays, and `also` matches the non-play actions.
fn judge_agrees_with_engine(
    top: Card,
    hand: &[Card],
    other: Card,
    open: Obligation,
) -> Result<(), String> {
    let v = legal(top, hand, open.record()).map_err(|e| e.to_string())?;
    let mut s =
        State::arrange(&[hand.to_vec(), vec![other]], top, &[], 0, 1).map_err(|e| e.to_string())?;
    s.open_obligation(open, 1);
    legal_agrees(&actions(&s), Play::first, "starts", &v)
}

fn obligation_for(top: Card, pick: u8, value: Rank, suit: Suit) -> Obligation {
    match (pick % 5, top.rank()) {
        (1, _) => match makao::attack_value(top) {
            Some(v) => Obligation::Penalty(v),
            None => Obligation::None,
        },
        (2, Rank::Four) => Obligation::Wait(1),
        (3, r) if r == Rank::Jack || r == value => Obligation::Value(value),
        (4, Rank::Ace) => Obligation::Suit(suit),
        _ => Obligation::None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn judge_legal_agrees_with_the_engine_r_ma_match_r_ma_multi(
        seed in any::<u64>(),
        size in 1usize..9,
        pick in 0u8..5,
        v in 3usize..9,
        su in 0usize..4,
    ) {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut cards = deck();
        // Partial shuffle: top first, then the hand.
        partial_shuffle(&mut cards, size + 1, &mut rng);
        let top = cards[0];
        let hand = &cards[1..=size];
        let value = Rank::ALL[v];
        let open = obligation_for(top, pick, value, Suit::ALL[su]);
        prop_assert_eq!(judge_agrees_with_engine(top, hand, cards[size + 1], open), Ok(()));
    }
}

// ---------------------------------------------------------------------------
// Random games: what must hold in every one

/// A play is "the same" as another if it holds the same cards, ends with
/// the same card and makes the same choice (see `State::legal_actions`).
fn same_outcome(a: &Action, b: &Action) -> bool {
    match (a, b) {
        (Action::Play(x), Action::Play(y)) => {
            let mut xs = x.cards().to_vec();
            let mut ys = y.cards().to_vec();
            xs.sort();
            ys.sort();
            xs == ys && x.last() == y.last() && x.choice() == y.choice()
        }
        _ => a == b,
    }
}

/// A random action, mostly nonsense, from the cards of the player to move
/// and a few others.
fn random_action(state: &State, rng: &mut Pcg64Mcg) -> Action {
    let hand = state.hand(state.to_move().unwrap_or(0));
    crate::scenario::random_action(rng, hand, |pool, rng| {
        let n = rng.random_range(1..=3usize).min(pool.len());
        let mut laid = Vec::new();
        for _ in 0..n {
            laid.push(pool[rng.random_range(0..pool.len())]);
        }
        match Play::new(&laid, random_choice(rng)) {
            Some(p) => Action::Play(p),
            None => Action::Draw,
        }
    })
}

fn check_random_game(seed: u64, players: usize, max_turns: u32) -> Result<(), String> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut state = State::deal(players, (seed % players as u64) as usize, &mut rng)
        .map_err(|e| e.to_string())?;
    let mut legal_now = Vec::new();
    while !state.is_over() && state.turns() < max_turns {
        state.legal_actions(&mut legal_now);
        if legal_now.is_empty() {
            return Err(format!("no legal action in {state:?}"));
        }
        check_listed(&state, &legal_now, 52)?;
        for _ in 0..6 {
            let a = random_action(&state, &mut rng);
            let listed = legal_now.iter().any(|b| same_outcome(&a, b));
            if state.is_legal(a) && !listed {
                return Err(format!("{a} is legal but nothing like it is listed"));
            }
            if !state.is_legal(a) {
                let before = format!("{state:?}");
                let mut copy = state.clone();
                match copy.play(a) {
                    Ok(()) => return Err(format!("{a}: is_legal false but play accepted")),
                    Err(e) => {
                        if e.rule().is_none() {
                            return Err(format!("{a}: refusal without a rule: {e}"));
                        }
                    }
                }
                if format!("{copy:?}") != before {
                    return Err(format!("refused {a} changed the state"));
                }
            }
        }
        let a = legal_now[rng.random_range(0..legal_now.len())];
        state.play(a).map_err(|e| e.to_string())?;
        if state.cards_in_play() != 52 {
            return Err("cards not conserved".into());
        }
    }
    if let Some(w) = state.winner() {
        if state.hand_len(w) != 0 {
            return Err("the winner holds cards".into());
        }
        let left: usize = (0..players).map(|s| state.hand_len(s)).sum();
        if state.score() != Some(10 * left as u32) {
            return Err("score is not 10 per card left".into());
        }
    }
    Ok(())
}

/// Plays a random dealt game and replays its turns through the judge's
/// counted form, up to the first reshuffle (after which cards come back,
/// which the judge's endless draw pile does not model): both must agree.
fn check_counted_replay(seed: u64, players: usize) -> Result<usize, String> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut state = State::deal(players, 0, &mut rng).map_err(|e| e.to_string())?;
    let top = state.top();
    let turns = record_turns(&mut state, &mut rng)?;
    let joined = turns.join("; ");
    let sizes = vec![5u32; players];
    let judged =
        sequence(players, Some(&sizes), top, &joined).map_err(|e| format!("{joined}: {e}"))?;
    same_table(&joined, &judged, &state.report())?;
    Ok(turns.len())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_list_exactly_the_legal_actions_and_conserve_cards(
        seed in any::<u64>(),
        players in 2usize..=8,
    ) {
        prop_assert_eq!(check_random_game(seed, players, 400), Ok(()));
    }

    #[test]
    fn the_judges_counted_game_agrees_with_a_dealt_game(
        seed in any::<u64>(),
        players in 2usize..=8,
    ) {
        let replayed = check_counted_replay(seed, players);
        prop_assert!(replayed.is_ok(), "{:?}", replayed);
    }
}

#[test]
fn the_counted_replays_cover_whole_games() {
    let mut turns = 0;
    for seed in 0..40 {
        turns += check_counted_replay(seed, 4).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    }
    assert!(turns >= 40 * 15, "only {turns} turns replayed in 40 games");
}

#[test]
fn r_ma_end_random_games_end_or_reach_the_turn_limit() {
    let p = [Policy::Random; 4];
    let r = simulate(300, 4, 11, &p, 200).unwrap();
    assert_eq!(r.wins.iter().sum::<u64>() + r.unfinished, 300);
    assert!(r.total_turns <= 300 * 200);
    assert!(r.wins.iter().all(|&w| w > 0), "{:?}", r.wins);
    let tiny = simulate(20, 4, 11, &p, 1).unwrap();
    assert_eq!(tiny.unfinished, 20, "one turn never ends a 5-card game");
}

// ---------------------------------------------------------------------------
// Computer players

#[test]
fn ma_23_tips_beats_three_random_players_clearly() {
    let policies = [Policy::Tips, Policy::Random, Policy::Random, Policy::Random];
    let r = simulate(2000, 4, 2024, &policies, 1000).unwrap();
    let tips = r
        .policy_wins
        .iter()
        .find(|w| w.policy == Policy::Tips)
        .expect("tips played");
    assert_eq!(tips.fair_share, 0.25);
    assert!(
        tips.win_rate > 0.40,
        "tips won {:.1}% of 2000 games against three random players",
        100.0 * tips.win_rate
    );
    // Deterministic for a seed.
    let again = simulate(200, 4, 7, &policies, 1000).unwrap();
    assert_eq!(again, simulate(200, 4, 7, &policies, 1000).unwrap());
}

// ---------------------------------------------------------------------------
// Coverage of the rulings and the content

#[test]
fn every_ruling_and_every_stap_is_tested_by_name() {
    let source = include_str!("makao_engine.rs");
    let titles = crate::scenario::titles("makao");
    crate::scenario::assert_rulings_named(source, &titles, &rules::RULING_IDS);
    for stap in 1..=10 {
        assert!(
            source.contains(&format!("fn stap_{stap}_")),
            "no test for Stap {stap}"
        );
    }
}

#[test]
fn every_rule_card_the_engine_cites_exists_in_content() {
    crate::scenario::assert_content_cites("makao", "Makao", &rules::CARD_IDS, &rules::RULING_IDS);
}
