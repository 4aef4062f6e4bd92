//! The judge's two Mau-Mau forms (JUDGE.md), pure: no printing, no exit
//! codes of its own (the errors say which one applies).
//!
//! - [`legal`]: which hand cards may be played on a top card with at most
//!   one thing open, what else may be done, and why, per card.
//! - [`sequence`]: what a sequence of TURNs leads to, from P1's first turn
//!   with nothing open; or the first illegal TURN with the table as it
//!   stood before it.
//!
//! Both run on the engine's own rules: [`legal`] on [`start_reason`], the
//! one fitting rule, and [`sequence`] on a counted [`State`]. Both take the
//! [`Rules`] in force.
//!
//! A TURN of the sequence form is the player's whole turn: `9h`; `Jc>s`
//! (a jack wishes spades) or `Jc>-` (no wish); `draw` (one card, or the
//! open 7s' cards) and perhaps the card then played, `draw 9h`; an ace and
//! its follow-up, `Ah 9h`, `Ah draw`, `Ah draw 9h`, `Ah Ad 9d`; `wait`
//! (accepting an open skip under `eight-stacking`). `mau` anywhere in the
//! TURN announces "Mau-Mau": it counts for the play that brings the player
//! down to one card, and an announcement with nothing to announce is
//! ignored (saying it early breaks no rule).
//!
//! Why one file: the two forms read one table (the Skat decks of `Seats`,
//! the cards checked against them by `check_cards`), side by side as in
//! `makao/judge.rs`; most of the length is `check_open`, what is said to be
//! open against top card, house rules, table and hand.

use super::action::{Action, IllegalMove, Play};
use super::fit::{Obligation, Reason, start_reason};
use super::state::{Stage, State};
use super::{DECK_SIZE, MAX_PLAYERS, MIN_PLAYERS, Rules, decks_for, rules, stack};
pub use crate::engine::french::SequenceError;
use crate::engine::french::judge::{choice_error, empty_hand, read_suit};
use crate::engine::french::{
    self, Also, Card, CardBag, Choice, CommonRefusal, DeckSpec, HandSizes, Open, Rank, RuleText,
    Suit, TableReport, TurnToken, read_turns, replay, tokenize_turn,
};
use crate::engine::{Position, Seat};
use crate::i18n::Message;
use crate::input::InputError;

/// The verdict of the legal-plays form, with a [`Reason`] per card.
pub type LegalVerdict = french::LegalVerdict<Reason>;

/// The state after a sequence: JUDGE.md's `{"next",…,"score"}` object,
/// `score` always null.
pub type SequenceVerdict = TableReport;

/// What a Mau-Mau card looks like, for messages.
const EXPECTED_SKAT_CARD: &str =
    "a card of the 32-card deck: 7, 8, 9, 10, J, Q, K or A with a suit";

/// Reads `--demand-suit`: `c`, `d`, `h`, `s` or a suit symbol (the jack's
/// wish, R-MM-JACK).
pub fn parse_demand_suit(text: &str) -> Result<Suit, InputError> {
    read_suit(text, Message::new("judge-not-a-wish"))
}

/// Which cards of `hand` may be played on `top` with `open` (at most one
/// of its four set; 0 and `None` mean not open) under `rules`, what else may
/// be done, and a reason per hand card. One deck is assumed, at a table of
/// 2 to 4 (the tables one deck serves, R-MM-DECK); see
/// [`legal_with_decks`] and [`legal_at_table`].
///
/// Input that cannot describe a Mau-Mau table is a [`InputError`] (exit 2):
/// more than one thing open, a demanded value, a penalty without a 7 on top
/// or not a multiple of 2 (or above 2 without `seven-stacking`, or longer
/// than a stack of 7s can grow, [`stack::bound`]), a wait other than 1 or
/// without an 8 on top, a wish without a jack on top, an empty hand, a card
/// outside the Skat deck, a card more often than the decks hold it.
///
/// [`stack::bound`]: super::stack::bound
pub fn legal(
    top: Card,
    hand: &[Card],
    open: Open,
    rules: &Rules,
) -> Result<LegalVerdict, InputError> {
    legal_on(top, hand, open, rules, Seats::Unknown(1))
}

/// [`legal`] at a table with `decks` Skat decks (two from five players,
/// R-MM-DECK), which allows that many copies of a card; the player count
/// is any these decks serve.
pub fn legal_with_decks(
    top: Card,
    hand: &[Card],
    open: Open,
    rules: &Rules,
    decks: u8,
) -> Result<LegalVerdict, InputError> {
    legal_on(top, hand, open, rules, Seats::Unknown(decks.max(1)))
}

/// [`legal`] at a table of `players` (2 to 64) with their decks
/// (R-MM-DECK): the most exact form, since how long a stack of 7s can grow
/// depends on the player count.
pub fn legal_at_table(
    top: Card,
    hand: &[Card],
    open: Open,
    rules: &Rules,
    players: usize,
) -> Result<LegalVerdict, InputError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(player_count(players));
    }
    legal_on(top, hand, open, rules, Seats::Known(players))
}

/// Who sits at the table of the legal form.
#[derive(Clone, Copy, Debug)]
enum Seats {
    /// Some table these decks serve.
    Unknown(u8),
    /// This many players, with their decks.
    Known(usize),
}

impl Seats {
    fn decks(self) -> u8 {
        match self {
            Seats::Unknown(decks) => decks,
            Seats::Known(players) => decks_for(players),
        }
    }

    fn players(self) -> Option<usize> {
        match self {
            Seats::Unknown(_) => None,
            Seats::Known(players) => Some(players),
        }
    }
}

fn player_count(players: usize) -> InputError {
    InputError::new(
        players.to_string(),
        format!("{MIN_PLAYERS} to {MAX_PLAYERS} players"),
        Message::new("err-mm-judged-players")
            .arg("least", MIN_PLAYERS)
            .arg("most", MAX_PLAYERS)
            .arg("players", players),
    )
}

fn legal_on(
    top: Card,
    hand: &[Card],
    open: Open,
    rules: &Rules,
    seats: Seats,
) -> Result<LegalVerdict, InputError> {
    let deck = DeckSpec::skat(seats.decks());
    let mut all = CardBag::EMPTY;
    all.insert(top);
    for &card in hand {
        all.insert(card);
    }
    check_cards(deck, &all, "hand")?;
    let held: CardBag = hand.iter().copied().collect();
    let obligation = check_open(top, open, rules, deck, seats.players(), &held)?;
    if hand.is_empty() {
        return Err(empty_hand(rules::END));
    }
    let reasons: Vec<(Card, Reason)> = hand
        .iter()
        .map(|&card| (card, start_reason(card, top, obligation, rules)))
        .collect();
    let legal: Vec<Card> = reasons
        .iter()
        .filter(|(_, r)| r.allows())
        .map(|&(c, _)| c)
        .collect();
    let also = match obligation {
        // R-MM-SEVEN: take the 7s' cards (or, stacking, answer).
        Obligation::Penalty(_) => vec![Also::Take],
        // R-MM-EIGHT: sit out (or, stacking, answer).
        Obligation::Skip => vec![Also::Wait],
        // R-MM-DRAW, R-MM-JACK: only a player with no fitting card draws.
        Obligation::None | Obligation::Wish(_) if legal.is_empty() => vec![Also::Draw],
        Obligation::None | Obligation::Wish(_) => Vec::new(),
    };
    Ok(LegalVerdict {
        legal,
        also,
        reasons,
    })
}

/// Every card in the Skat deck, and no more copies than the decks hold.
fn check_cards(deck: DeckSpec, all: &CardBag, place: &str) -> Result<(), InputError> {
    let Some(card) = deck.excess(all) else {
        return Ok(());
    };
    if !deck.has(card) {
        return Err(InputError::new(
            card.to_string(),
            EXPECTED_SKAT_CARD,
            Message::new("err-mm-not-in-deck")
                .arg("card", card.to_string())
                .arg("rule", RuleText(rules::SKAT_DECK).message()),
        ));
    }
    let copies = deck.copies;
    Err(InputError::new(
        card.to_string(),
        // For scripts (`expected`, English like the ids).
        match copies {
            1 => "every card at most once".to_owned(),
            n => format!("every card at most {n} times"),
        },
        Message::new("err-mm-too-many-times")
            .arg("card", card.to_string())
            .arg("times", u32::from(all.count(card)))
            .arg("place", place)
            .arg("copies", u32::from(copies))
            .arg("rule", RuleText(rules::DECKS).message()),
    ))
}

/// Checks the open-obligation options against the top card, the house
/// rules, the table (`players`, if known) and the cards the hand holds.
fn check_open(
    top: Card,
    open: Open,
    rules: &Rules,
    deck: DeckSpec,
    players: Option<usize>,
    held: &CardBag,
) -> Result<Obligation, InputError> {
    if let Some(v) = open.demand_value {
        return Err(InputError::new(
            format!("--demand-value {v}"),
            "--demand-suit for a jack's wish",
            Message::new("err-mm-demand-value")
                .arg("value", v.to_string())
                .arg("rule", RuleText(rules::WISH).message()),
        ));
    }
    let Some(obligation) = Obligation::from_record(open) else {
        // No demanded value here: it was refused above.
        let token = open.flags();
        return Err(InputError::new(
            token.clone(),
            "at most one of --penalty, --wait, --demand-suit",
            Message::new("err-mm-one-open").arg("token", token.as_str()),
        ));
    };
    match obligation {
        Obligation::None => {}
        Obligation::Penalty(n) => {
            if top.rank() != Rank::Seven {
                return Err(InputError::new(
                    top.to_string(),
                    "a 7 on top for --penalty",
                    Message::new("err-mm-penalty-top")
                        .arg("n", n)
                        .arg("top", top.to_string())
                        .arg("rule", RuleText(rules::SEVEN_DRAW).message()),
                ));
            }
            if n % 2 != 0 {
                return Err(InputError::new(
                    n.to_string(),
                    "a multiple of 2 (2 per 7)",
                    Message::new("err-mm-penalty-odd")
                        .arg("n", n)
                        .arg("rule", RuleText(rules::SEVEN_DRAW).message()),
                ));
            }
            if !rules.seven_stacking && n != 2 {
                return Err(InputError::new(
                    n.to_string(),
                    "2: without seven-stacking a 7 makes the next player draw 2",
                    Message::new("err-mm-penalty-no-stacking")
                        .arg("n", n)
                        .arg("rule", RuleText(rules::SEVEN_DRAW).message()),
                ));
            }
            let longest = stack::bound(players, deck.copies, rules.mau_penalty);
            let table = match players {
                Some(p) => Message::new("err-mm-table-players")
                    .arg("players", p)
                    .arg("decks", u32::from(deck.copies)),
                None => Message::new("err-mm-table-decks").arg("decks", u32::from(deck.copies)),
            };
            if n / 2 > longest {
                return Err(InputError::new(
                    n.to_string(),
                    format!("a multiple of 2 from 2 to {}", 2 * longest),
                    Message::new("err-mm-stack-too-long")
                        .arg("n", n)
                        .arg("sevens", n / 2)
                        .arg("table", table)
                        .arg("longest", longest)
                        .arg("rule", RuleText(rules::SEVEN_STACK).message()),
                ));
            }
            // Where no 7 can come back while the stack is open, its 7s are
            // distinct cards on the table, none of them in the hand.
            let sevens = 4 * u32::from(deck.copies);
            let in_hand = held.rank_count(Rank::Seven) as u32;
            if longest <= sevens && n / 2 + in_hand > sevens {
                return Err(InputError::new(
                    n.to_string(),
                    format!(
                        "a multiple of 2 from 2 to {} with {in_hand} {} in the hand",
                        2 * (sevens - in_hand),
                        if in_hand == 1 { "7" } else { "7s" }
                    ),
                    Message::new("err-mm-sevens-held")
                        .arg("n", n)
                        .arg("sevens", n / 2)
                        .arg("held", in_hand)
                        .arg("table", table)
                        .arg("all", sevens)
                        .arg("rule", RuleText(rules::SEVEN_STACK).message()),
                ));
            }
        }
        Obligation::Skip => {
            if top.rank() != Rank::Eight {
                return Err(InputError::new(
                    top.to_string(),
                    "an 8 on top for --wait",
                    Message::new("err-mm-wait-top")
                        .arg("n", open.wait)
                        .arg("top", top.to_string())
                        .arg("rule", RuleText(rules::EIGHT_SKIP).message()),
                ));
            }
            if open.wait != 1 {
                return Err(InputError::new(
                    open.wait.to_string(),
                    "1: an 8 skips one turn, stacked or not",
                    Message::new("err-mm-wait-one")
                        .arg("n", open.wait)
                        .arg("rule", RuleText(rules::EIGHT_SKIP).message()),
                ));
            }
        }
        Obligation::Wish(s) => {
            if top.rank() != Rank::Jack {
                return Err(InputError::new(
                    top.to_string(),
                    format!("a jack on top for --demand-suit {s}"),
                    Message::new("err-mm-wish-top")
                        .arg("top", top.to_string())
                        .arg("rule", RuleText(rules::WISH).message()),
                ));
            }
        }
    }
    Ok(obligation)
}

/// One step of a TURN.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// A card laid, with its choice.
    Card(Card, Option<Choice>),
    /// `draw`: one card, or the open 7s' cards.
    Draw,
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Step::Card(card, Some(choice)) => write!(f, "{card}>{choice}"),
            Step::Card(card, None) => write!(f, "{card}"),
            Step::Draw => f.write_str("draw"),
        }
    }
}

/// What a TURN asks the engine to do.
#[derive(Clone, Debug)]
struct Turn {
    /// `wait`.
    wait: bool,
    /// The steps, in order.
    steps: Vec<Step>,
    /// Whether `mau` was written anywhere.
    mau: bool,
}

/// What a Mau-Mau TURN looks like, for messages.
fn expected_turn() -> Message {
    Message::new("expected-mm-turn")
}

/// Reads one TURN (already split at `;`).
/// (Empty TURNs are refused by [`read_turns`].)
fn parse_turn(number: usize, text: &str, deck: DeckSpec) -> Result<Turn, InputError> {
    let mut tokens = tokenize_turn(text)?;
    let mau = tokens.contains(&TurnToken::Mau);
    tokens.retain(|t| *t != TurnToken::Mau);
    let shape_error = || {
        InputError::new(
            text,
            expected_turn().to_string(),
            Message::new("err-mm-not-a-turn")
                .arg("turn", number)
                .arg("text", text)
                .arg("expected", expected_turn()),
        )
    };
    if tokens.is_empty() {
        return Err(InputError::new(
            text,
            expected_turn().to_string(),
            Message::new("err-mm-only-announces")
                .arg("turn", number)
                .arg("text", text),
        ));
    }
    if tokens == [TurnToken::Wait] {
        return Ok(Turn {
            wait: true,
            steps: Vec::new(),
            mau,
        });
    }
    let mut steps = Vec::with_capacity(tokens.len());
    for token in tokens {
        match token {
            TurnToken::Card(card, choice) => {
                if !deck.has(card) {
                    return Err(InputError::new(
                        card.to_string(),
                        EXPECTED_SKAT_CARD,
                        Message::new("err-turn-refused").arg("turn", number).arg(
                            "reason",
                            Message::new("err-mm-not-in-deck")
                                .arg("card", card.to_string())
                                .arg("rule", RuleText(rules::SKAT_DECK).message()),
                        ),
                    ));
                }
                check_choice(number, card, choice)?;
                steps.push(Step::Card(card, choice));
            }
            TurnToken::Draw => steps.push(Step::Draw),
            TurnToken::Makao => {
                return Err(InputError::new(
                    "makao",
                    expected_turn().to_string(),
                    Message::new("err-mm-makao").arg("turn", number),
                ));
            }
            TurnToken::Wait | TurnToken::Mau => return Err(shape_error()),
        }
    }
    Ok(Turn {
        wait: false,
        steps,
        mau,
    })
}

/// A jack takes its wish (`>s` or `>-`); no other card takes a choice
/// (R-MM-JACK).
fn check_choice(number: usize, card: Card, choice: Option<Choice>) -> Result<(), InputError> {
    if let (true, Some(Choice::Suit(_) | Choice::Nothing)) | (false, None) =
        (card.rank() == Rank::Jack, choice)
    {
        return Ok(());
    }
    let expected = match card.rank() {
        Rank::Jack => "expected-mm-jack-choice",
        Rank::Ace => "expected-mm-ace-choice",
        _ => "expected-mm-no-choice",
    };
    Err(choice_error(
        number,
        card,
        choice,
        Message::new(expected),
        Message::new("judge-misses-wish"),
    ))
}

/// Judges a sequence of TURNs (JUDGE.md): `players` P1…PN (2 or more), hand
/// sizes (default `rules.hand_size` each), `top` face up with its own effect
/// not applying, nothing open, P1 first, clockwise; `turns` separated by
/// `;`; one deck per four players (R-MM-DECK).
///
/// Returns the table after the last TURN, or the first illegal TURN with the
/// table before it ([`SequenceError::Illegal`], exit 1), or a
/// [`SequenceError::Malformed`] (exit 2) for input that is not a sequence:
/// a player count outside 2–64, hand sizes that do not match it (or are 0,
/// or too many for the decks), an unknown card or word, a card outside the
/// Skat deck, a missing or wrong choice, or a card more often than the
/// decks hold it (the draw pile never runs dry, so a played card never
/// comes back).
pub fn sequence(
    players: usize,
    hand_sizes: Option<&[u32]>,
    top: Card,
    turns: &str,
    rules: &Rules,
) -> Result<SequenceVerdict, SequenceError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(player_count(players).into());
    }
    let deck = DeckSpec::skat(decks_for(players));
    let sizes = HandSizes::read(players, hand_sizes, rules.hand_size, rules::END)?;
    let total = sizes.total();
    if total + 1 > deck.len() as u64 {
        let cards = deck.len();
        return Err(InputError::new(
            sizes.listed(),
            format!(
                "at most {} cards in all hands ({} of {DECK_SIZE}, one card on top)",
                cards - 1,
                match deck.copies {
                    1 => "1 deck".to_owned(),
                    n => format!("{n} decks"),
                }
            ),
            Message::new("err-mm-judged-too-many")
                .arg("total", total)
                .arg("cards", cards)
                .arg("decks", u32::from(deck.copies))
                .arg("players", players)
                .arg("rule", RuleText(rules::DECKS).message()),
        )
        .into());
    }

    let mut seen = CardBag::EMPTY;
    seen.insert(top);
    check_cards(deck, &seen, "top")?;
    let parsed = read_turns(turns, &expected_turn(), |number, text| {
        let turn = parse_turn(number, text, deck)?;
        for step in &turn.steps {
            if let Step::Card(card, _) = *step {
                seen.insert(card);
            }
        }
        check_cards(deck, &seen, "turns")?;
        Ok(turn)
    })?;

    let state = State::counted(sizes.sizes(), top, rules).map_err(|e| sizes.refused(&e))?;
    replay(state, parsed, play_turn)
}

/// Plays one TURN for `player`: its steps in order, then the end of the
/// turn the TURN writes out, up to the first refusal.
fn play_turn(state: &mut State, turn: Turn, player: Seat) -> Result<(), IllegalMove> {
    let turns_before = state.turns();
    if turn.wait {
        return state.play(Action::Wait);
    }
    // First, before any rule: a TURN that lays more cards than the hand
    // holds (with the cards drawn in it) contradicts the sequence's own
    // hand sizes: exit 2, as a Makao play of too many cards.
    let lays = turn
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Card(..)))
        .count();
    let mut holds = state.hand_len(player);
    let mut left = holds;
    for (k, step) in turn.steps.iter().enumerate() {
        if let Step::Card(..) = step {
            if left == 0 {
                return Err(IllegalMove::Common(CommonRefusal::HandTooSmall {
                    player,
                    holds,
                    lays,
                }));
            }
            left -= 1;
        } else {
            // A `draw` that opens the TURN under open 7s takes them all.
            let drawn = match state.obligation() {
                Obligation::Penalty(n) if k == 0 => n as usize,
                _ => 1,
            };
            holds += drawn;
            left += drawn;
        }
    }
    for (k, &step) in turn.steps.iter().enumerate() {
        if k > 0 && state.turns() != turns_before && !state.is_over() {
            let rest: Vec<String> = turn.steps[k..].iter().map(Step::to_string).collect();
            return Err(IllegalMove::TurnOver {
                player,
                rest: rest.join(" "),
            });
        }
        let action = match step {
            Step::Card(card, choice) => {
                // `mau` counts for the play that brings the player down
                // to one card (R-MM-MAU).
                let mau = turn.mau && state.mau_due();
                Action::Play(Play::new(card, choice).with_mau(mau))
            }
            Step::Draw => {
                let open_seven = matches!(state.obligation(), Obligation::Penalty(_));
                if state.stage() == Stage::Start && open_seven {
                    Action::Take
                } else {
                    Action::Draw
                }
            }
        };
        state.play(action)?;
    }
    // The TURN is written out: a draw or a take not followed by a card
    // ends it; an ace must not end it (R-MM-ACE).
    if !state.is_over() && state.turns() == turns_before {
        match state.stage() {
            Stage::Drawn(_) | Stage::Took => state.play(Action::Keep)?,
            Stage::AceFollowUp | Stage::Start => {
                return Err(match state.check(Action::Keep) {
                    Err(e) => e,
                    Ok(()) => IllegalMove::MustFollowAce { player, card: None },
                });
            }
        }
    }
    Ok(())
}
