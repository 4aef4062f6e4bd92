//! The judge's two Makao forms (JUDGE.md), pure: no printing, no exit codes
//! of its own (the errors say which one applies).
//!
//! - [`legal`]: which hand cards may start a play on a top card with at
//!   most one thing open, what else may be done, and why, per card.
//! - [`sequence`]: what a sequence of TURNs leads to, from P1's first turn
//!   with nothing open; or the first illegal TURN with the table as it
//!   stood before it.
//!
//! Both run on the engine's own rules: [`legal`] on [`start_reason`], the
//! one fitting rule, and [`sequence`] on a counted [`State`].

use super::action::{Action, IllegalMove, MAX_PLAY, Play};
use super::fit::{
    Obligation, Reason, attack_value, is_attacking_king, is_demandable, start_reason,
};
use super::state::State;
use super::{DECK_SIZE, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, rules};
pub use crate::engine::french::SequenceError;
use crate::engine::french::judge::{choice_error, empty_hand, read_suit};
use crate::engine::french::{
    self, Also, Card, CardBag, CardReason, Choice, HandSizes, Open, Rank, RuleText, Suit,
    TableReport, TurnToken, read_turns, replay, tokenize_turn,
};
use crate::engine::{Position, RuleRef, Seat};
use crate::i18n::{Message, Part};
use crate::input::InputError;

/// The verdict of the legal-plays form, with [`CardVerdict`] reasons.
pub type LegalVerdict = french::LegalVerdict<CardVerdict>;

/// The state after a sequence: JUDGE.md's `{"next",…,"score"}` object.
pub type SequenceVerdict = TableReport;

/// The largest open attack one deck allows: four 2s, four 3s, K♥ and K♠.
pub const MAX_PENALTY: u32 = 4 * 2 + 4 * 3 + 2 * 5;

/// Why one hand card may or may not start a play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardVerdict {
    /// The fitting rule's answer for this card.
    pub reason: Reason,
    /// A hand card of the same value that may start, after which this one
    /// may follow in the same play (R-MA-MULTI); only for cards that may not
    /// start themselves.
    pub may_follow: Option<Card>,
}

impl CardReason for CardVerdict {
    fn id(&self) -> &'static str {
        match self.may_follow {
            Some(_) => "may-follow",
            None => self.reason.id(),
        }
    }

    fn follows(&self) -> Option<(Card, &'static str)> {
        self.may_follow.map(|starter| (starter, self.reason.id()))
    }

    fn rule(&self) -> RuleRef {
        match self.may_follow {
            Some(_) => rules::MULTI,
            None => self.reason.rule(),
        }
    }

    fn allows(&self) -> bool {
        self.reason.allows()
    }
}

/// Reads `--demand-value`: a value from 5 to 10 (R-MA-JACK).
pub fn parse_demand_value(text: &str) -> Result<Rank, InputError> {
    const EXPECTED: &str = "a value from 5 to 10";
    match Rank::from_code(text.trim()) {
        Some(rank) if is_demandable(rank) => Ok(rank),
        _ => Err(InputError::new(
            text,
            EXPECTED,
            Message::new("err-ma-not-demandable")
                .arg("text", text)
                .arg("rule", RuleText(rules::JACK).message()),
        )),
    }
}

/// Reads `--demand-suit`: `c`, `d`, `h`, `s` or a suit symbol.
pub fn parse_demand_suit(text: &str) -> Result<Suit, InputError> {
    read_suit(text, Message::new("judge-not-a-suit"))
}

/// Which cards of `hand` may start a play on `top` with `open` (at most one
/// of its four set; 0 and `None` mean not open), what else may be done, and
/// a reason per hand card.
///
/// Input that cannot describe a Makao table is a [`InputError`] (exit 2):
/// a card twice; more than one thing open; a penalty without an attack
/// card on top, or a total no attack ending with that card can reach with
/// the attack cards the hand does not hold ([`attack_totals`]); a wait
/// without a 4 on top, or longer than the 4s the hand does not hold; a
/// demanded value outside 5–10 or not matching the top card; a demanded
/// suit without an ace on top; an empty hand.
pub fn legal(top: Card, hand: &[Card], open: Open) -> Result<LegalVerdict, InputError> {
    let mut all = CardBag::EMPTY;
    all.insert(top);
    for &card in hand {
        all.insert(card);
    }
    if let Some(card) = all.over(1) {
        return Err(twice(card, "hand"));
    }
    let held: CardBag = hand.iter().copied().collect();
    let obligation = check_open(top, open, &held)?;
    if hand.is_empty() {
        return Err(empty_hand(rules::END));
    }
    let reasons: Vec<Reason> = hand
        .iter()
        .map(|&card| start_reason(card, top, obligation))
        .collect();
    let verdicts = hand
        .iter()
        .zip(&reasons)
        .map(|(&card, &reason)| {
            let may_follow = if reason.allows() {
                None
            } else {
                hand.iter()
                    .zip(&reasons)
                    .find(|&(&other, r)| r.allows() && may_go_together(card, other))
                    .map(|(&other, _)| other)
            };
            (card, CardVerdict { reason, may_follow })
        })
        .collect();
    let legal: Vec<Card> = hand
        .iter()
        .zip(&reasons)
        .filter(|(_, r)| r.allows())
        .map(|(&c, _)| c)
        .collect();
    let also = match obligation {
        Obligation::None => vec![Also::Draw],
        Obligation::Penalty(_) => vec![Also::Take],
        Obligation::Wait(_) => vec![Also::Wait],
        // R-MA-JACK, R-MA-ACE: only a player who cannot meet it draws.
        Obligation::Value(_) | Obligation::Suit(_) if legal.is_empty() => vec![Also::Draw],
        Obligation::Value(_) | Obligation::Suit(_) => Vec::new(),
    };
    Ok(LegalVerdict {
        legal,
        also,
        reasons: verdicts,
    })
}

/// The attack totals that can be open with `top` as the last attack card
/// while the cards of `held` (the hand of the player to move) are not on
/// the table: bit `n` is set if a total of `n` can be open.
///
/// Why this is exact: the cards of an open attack all lie on the discard
/// pile, each once. No card of it can have come back through a reshuffle:
/// under an open attack nobody draws, since the target's only choices are
/// to answer or to take the whole total, which closes it (R-MA-ATTACK,
/// R-MA-NEXT). So an attack is a set of distinct attack cards, none of them
/// in the hand, laid one after another such that each answers the one
/// before by suit or value, the top card last. A play of several cards of
/// one value is the same as laying them one by one (each has the value of
/// the one before), and any seat can hold any of them, so every such
/// order can happen, at any table of 2 to 8. The search runs over the
/// subsets of the ten attack cards (2¹⁰ of them), by the path that ends
/// at each card.
pub fn attack_totals(top: Card, held: &CardBag) -> u64 {
    let attack: Vec<Card> = Card::all()
        .filter(|&c| attack_value(c).is_some() && !held.contains(c))
        .collect();
    let Some(start) = attack.iter().position(|&c| c == top) else {
        return 0;
    };
    let n = attack.len();
    let answers = |a: Card, b: Card| a.suit() == b.suit() || a.rank() == b.rank();
    // ends[mask]: the cards at which an order of exactly the cards of
    // `mask` can begin, given that it ends with the top card (built from
    // the top card backwards).
    let mut ends = vec![0u16; 1 << n];
    ends[1 << start] = 1 << start;
    let mut totals = 0u64;
    for mask in 1..(1usize << n) {
        let here = ends[mask];
        if here == 0 {
            continue;
        }
        let sum: u32 = (0..n)
            .filter(|&i| mask & (1 << i) != 0)
            .filter_map(|i| attack_value(attack[i]))
            .sum();
        totals |= 1 << sum;
        for v in (0..n).filter(|&v| here & (1 << v) != 0) {
            for u in (0..n).filter(|&u| mask & (1 << u) == 0) {
                if answers(attack[u], attack[v]) {
                    ends[mask | (1 << u)] |= 1 << u;
                }
            }
        }
    }
    totals
}

/// `5, 7–28`: the set bits of `totals`, as runs.
fn listed_totals(totals: u64) -> String {
    let mut runs: Vec<String> = Vec::new();
    let mut n = 0u32;
    while n < 64 {
        if totals & (1 << n) == 0 {
            n += 1;
            continue;
        }
        let from = n;
        while n + 1 < 64 && totals & (1 << (n + 1)) != 0 {
            n += 1;
        }
        runs.push(if from == n {
            from.to_string()
        } else {
            format!("{from}–{n}")
        });
        n += 1;
    }
    runs.join(", ")
}

/// Whether two cards may be laid in one play: same value, different
/// cards, and no attacking king with a plain one (R-MA-MULTI).
fn may_go_together(a: Card, b: Card) -> bool {
    a != b
        && a.rank() == b.rank()
        && (a.rank() != Rank::King || is_attacking_king(a) == is_attacking_king(b))
}

fn twice(card: Card, place: &str) -> InputError {
    InputError::new(
        card.to_string(),
        "every card at most once: Makao uses one 52-card deck",
        Message::new("err-ma-twice")
            .arg("card", card.to_string())
            .arg("place", place),
    )
}

/// Checks the open-obligation options against the top card and against
/// the cards the hand holds, which are not on the table.
fn check_open(top: Card, open: Open, held: &CardBag) -> Result<Obligation, InputError> {
    let Some(obligation) = Obligation::from_record(open) else {
        let token = open.flags();
        return Err(InputError::new(
            token.clone(),
            "at most one of --penalty, --wait, --demand-value, --demand-suit",
            Message::new("err-ma-one-open").arg("token", token.as_str()),
        ));
    };
    match obligation {
        Obligation::None => {}
        Obligation::Penalty(n) => {
            if attack_value(top).is_none() {
                return Err(InputError::new(
                    top.to_string(),
                    "an attack card on top (2, 3, K♥ or K♠) for --penalty",
                    Message::new("err-ma-penalty-top")
                        .arg("n", n)
                        .arg("top", top.to_string())
                        .arg("rule", RuleText(rules::ATTACK).message()),
                ));
            }
            let totals = attack_totals(top, held);
            if n >= 64 || totals & (1 << n) == 0 {
                let listed = listed_totals(totals);
                let in_hand: Vec<String> = held
                    .distinct()
                    .filter(|&c| attack_value(c).is_some())
                    .map(|c| c.to_string())
                    .collect();
                let hand_note = if in_hand.is_empty() {
                    Part::Text(String::new())
                } else {
                    Message::new("err-ma-penalty-hand-note")
                        .arg("cards", in_hand.join(" "))
                        .into()
                };
                return Err(InputError::new(
                    n.to_string(),
                    format!("a total that can end with {top}: {listed}"),
                    Message::new("err-ma-penalty-total")
                        .arg("n", n)
                        .arg("top", top.to_string())
                        .arg("max", MAX_PENALTY)
                        .arg("note", hand_note)
                        .arg("listed", listed.as_str())
                        .arg("rule", RuleText(rules::DEFEND).message()),
                ));
            }
        }
        Obligation::Wait(n) => {
            if top.rank() != Rank::Four {
                return Err(InputError::new(
                    top.to_string(),
                    "a 4 on top for --wait",
                    Message::new("err-ma-wait-top")
                        .arg("n", n)
                        .arg("top", top.to_string())
                        .arg("rule", RuleText(rules::WAIT).message()),
                ));
            }
            // Each 4 of an open wait adds a turn and lies on the discard
            // pile; as under an attack nobody draws while it is open, so
            // they are distinct 4s, none of them in the hand.
            let fours = 4 - held.rank_count(Rank::Four) as u32;
            if n > fours {
                let why = Message::new("err-ma-fours").arg("held", 4 - fours);
                return Err(InputError::new(
                    n.to_string(),
                    format!("a wait of 1 to {fours} turns ({why})"),
                    Message::new("err-ma-wait-fours")
                        .arg("n", n)
                        .arg("top", top.to_string())
                        .arg("why", why)
                        .arg("fours", fours)
                        .arg("rule", RuleText(rules::WAIT).message()),
                ));
            }
        }
        Obligation::Value(v) => {
            if !is_demandable(v) {
                return Err(InputError::new(
                    v.to_string(),
                    "a value from 5 to 10",
                    Message::new("err-ma-demand-value")
                        .arg("value", v.to_string())
                        .arg("rule", RuleText(rules::JACK).message()),
                ));
            }
            if top.rank() != Rank::Jack && top.rank() != v {
                return Err(InputError::new(
                    top.to_string(),
                    format!("a jack or a {v} on top for --demand-value {v}"),
                    Message::new("err-ma-demand-top")
                        .arg("value", v.to_string())
                        .arg("top", top.to_string())
                        .arg("rule", RuleText(rules::JACK_ROUND).message()),
                ));
            }
            // No count of jacks here: while a demand is open players who
            // cannot meet it draw, so a reshuffle can bring the demanding
            // jack back into a hand.
        }
        Obligation::Suit(s) => {
            if top.rank() != Rank::Ace {
                return Err(InputError::new(
                    top.to_string(),
                    format!("an ace on top for --demand-suit {s}"),
                    Message::new("err-ma-suit-top")
                        .arg("top", top.to_string())
                        .arg("rule", RuleText(rules::ACE).message()),
                ));
            }
        }
    }
    Ok(obligation)
}

/// What a TURN asks the engine to do.
#[derive(Clone, Debug)]
enum Turn {
    /// `wait`.
    Wait,
    /// `draw`, perhaps followed by the drawn card played (`draw 9h`).
    Draw(Option<Vec<Card>>, Option<Choice>),
    /// Cards laid.
    Cards(Vec<Card>, Option<Choice>),
}

/// What a Makao TURN looks like, for messages.
fn expected_turn() -> Message {
    Message::new("expected-ma-turn")
}

/// Reads one TURN (already split at `;`).
/// (Empty TURNs are refused by [`read_turns`].)
fn parse_turn(number: usize, text: &str) -> Result<Turn, InputError> {
    let mut tokens = tokenize_turn(text)?;
    // "Makao!" is said by the game itself (MA-16): allowed, and ignored.
    tokens.retain(|t| *t != TurnToken::Makao);
    let shape_error = || {
        InputError::new(
            text,
            expected_turn().to_string(),
            Message::new("err-ma-not-a-turn")
                .arg("turn", number)
                .arg("text", text)
                .arg("expected", expected_turn()),
        )
    };
    let (draw, rest) = match tokens.split_first() {
        None => return Err(shape_error()),
        Some((TurnToken::Wait, [])) => return Ok(Turn::Wait),
        Some((TurnToken::Draw, rest)) => (true, rest),
        Some(_) => (false, &tokens[..]),
    };
    let mut cards = Vec::with_capacity(rest.len());
    let mut choice = None;
    for (i, token) in rest.iter().enumerate() {
        let TurnToken::Card(card, c) = *token else {
            if *token == TurnToken::Mau {
                return Err(InputError::new(
                    "mau",
                    expected_turn().to_string(),
                    Message::new("err-ma-mau"),
                ));
            }
            return Err(shape_error());
        };
        if c.is_some() && i + 1 < rest.len() {
            return Err(InputError::new(
                format!("{card}>{}", c.map_or(String::new(), |c| c.to_string())),
                "the choice after the last card of the play only",
                Message::new("err-ma-choice-last")
                    .arg("turn", number)
                    .arg("card", card.to_string()),
            ));
        }
        choice = c;
        cards.push(card);
    }
    if let Some(&last) = cards.last() {
        check_choice(number, last, choice)?;
    }
    Ok(match (draw, cards.is_empty()) {
        (true, true) => Turn::Draw(None, None),
        (true, false) => Turn::Draw(Some(cards), choice),
        (false, _) => Turn::Cards(cards, choice),
    })
}

/// The choice after the last card must suit it: a jack `-` or 5–10, an ace
/// a suit, anything else none (R-MA-JACK, R-MA-ACE).
fn check_choice(number: usize, last: Card, choice: Option<Choice>) -> Result<(), InputError> {
    let expected = match (last.rank(), choice) {
        (Rank::Jack, Some(Choice::Nothing)) => None,
        (Rank::Jack, Some(Choice::Value(v))) if is_demandable(v) => None,
        (Rank::Jack, _) => Some("expected-ma-jack-choice"),
        (Rank::Ace, Some(Choice::Suit(_))) => None,
        (Rank::Ace, _) => Some("expected-ma-ace-choice"),
        (_, None) => None,
        (_, Some(_)) => Some("expected-ma-no-choice"),
    };
    let Some(expected) = expected else {
        return Ok(());
    };
    Err(choice_error(
        number,
        last,
        choice,
        Message::new(expected),
        Message::new("judge-misses-choice"),
    ))
}

/// Judges a sequence of TURNs (JUDGE.md): `players` P1…PN (2–8), hand
/// sizes (default 5 each), `top` face up with its own effect not applying,
/// nothing open, P1 first, clockwise; `turns` separated by `;`.
///
/// Returns the table after the last TURN, or the first illegal TURN with the
/// table before it ([`SequenceError::Illegal`], exit 1), or a
/// [`SequenceError::Malformed`] (exit 2) for input that is not a sequence:
/// a player count outside 2–8, hand sizes that do not match it (or are 0,
/// or too many for one deck), an unknown card or word, a missing or wrong
/// choice, a card twice (the draw pile never runs dry, so a played card
/// never comes back), or a play of more cards than the player holds.
pub fn sequence(
    players: usize,
    hand_sizes: Option<&[u32]>,
    top: Card,
    turns: &str,
) -> Result<SequenceVerdict, SequenceError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(InputError::new(
            players.to_string(),
            "2 to 8 players",
            Message::new("err-ma-judged-players").arg("players", players),
        )
        .into());
    }
    let sizes = HandSizes::read(players, hand_sizes, HAND_SIZE as u32, rules::END)?;
    let total = sizes.total();
    if total + 1 > DECK_SIZE as u64 {
        return Err(InputError::new(
            sizes.listed(),
            "at most 51 cards in all hands (one deck of 52, one card on top)",
            Message::new("err-ma-judged-too-many").arg("total", total),
        )
        .into());
    }

    let mut seen = CardBag::EMPTY;
    seen.insert(top);
    let parsed = read_turns(turns, &expected_turn(), |number, text| {
        let turn = parse_turn(number, text)?;
        let cards: &[Card] = match &turn {
            Turn::Cards(cards, _) | Turn::Draw(Some(cards), _) => cards,
            _ => &[],
        };
        for &card in cards {
            seen.insert(card);
            if seen.count(card) > 1 {
                return Err(twice(card, "turns"));
            }
        }
        Ok(turn)
    })?;

    let state = State::counted(sizes.sizes(), top).map_err(|e| sizes.refused(&e))?;
    replay(state, parsed, play_turn)
}

/// Plays one TURN for `player`: the engine's actions it stands for, in
/// order, up to the first refusal.
fn play_turn(state: &mut State, turn: Turn, player: Seat) -> Result<(), IllegalMove> {
    let actions: Vec<Action> = match turn {
        Turn::Wait => vec![Action::Wait],
        Turn::Draw(then, choice) => {
            if let Obligation::Penalty(_) = state.obligation() {
                // `draw` takes an open penalty; nothing may follow.
                if let Some(cards) = then {
                    let shown: Vec<String> = cards.iter().map(Card::to_string).collect();
                    return Err(IllegalMove::AfterTaking {
                        player,
                        play: shown.join(" "),
                    });
                }
                vec![Action::Take]
            } else {
                match then {
                    None => vec![Action::Draw, Action::Keep],
                    Some(cards) => vec![Action::Draw, play_of(&cards, choice, player)?],
                }
            }
        }
        Turn::Cards(cards, choice) => vec![play_of(&cards, choice, player)?],
    };
    // Why the actions are listed first: a malformed play is refused before
    // the draw it follows is applied. (The drawn card's play can still fail
    // after the draw; the report shows the table before the TURN.)
    for action in actions {
        state.play(action)?;
    }
    Ok(())
}

/// The engine's play for the cards of a TURN. More than four cards cannot
/// be one play: with every card at most once, they mix values.
fn play_of(cards: &[Card], choice: Option<Choice>, player: usize) -> Result<Action, IllegalMove> {
    if let Some(play) = Play::new(cards, choice) {
        return Ok(Action::Play(play));
    }
    let first = cards
        .first()
        .copied()
        .unwrap_or(Card::new(Rank::Two, Suit::Clubs));
    let other = cards
        .iter()
        .copied()
        .find(|c| c.rank() != first.rank())
        .unwrap_or(first);
    debug_assert!(cards.len() > MAX_PLAY);
    Err(IllegalMove::MixedValues {
        player,
        first,
        other,
    })
}
