//! The play API's events, views, offers, questions and refusals in the
//! reader's words: one wording for line mode, the full-screen table and
//! the web page.
//! Every sentence comes from the catalogues (`content/ui/<lang>/play.ftl`).
//!
//! Why one file: one wording for the play API, shared by the three front
//! ends so they cannot drift apart: a function per type of the API, all
//! speaking through the same `Names` and card words.

use crate::content::{Game, GameId, Lang};
use crate::engine::RuleRef;
use crate::engine::french::{self, Choice, Direction, Symbolic};
use crate::engine::makatsu::{Colour, PlayKind};
use crate::i18n::{Arg, message, word};
use crate::play::api::{
    Ask, Call, Card, HandCard, Happening, MakatsuView, Offer, OpenView, Over, Question, Refusal,
    SeatView, TableView, View,
};
use crate::render::Style;

/// How cards are drawn: symbols, and for the four-colour deck ♦ blue and
/// ♣ green beside ♥ red and ♠ black.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Deck {
    pub four_colours: bool,
}

/// The names at the table: the people's as given ("You" for an unnamed
/// one), the computer players'.
#[derive(Clone, Debug)]
pub struct Names {
    names: Vec<String>,
    /// The seat whose screen this is: "you" in sentences.
    pub you: usize,
}

impl Names {
    pub fn of(lang: Lang, seats: &[SeatView], you: usize) -> Names {
        let names = seats
            .iter()
            .map(|s| s.name.clone().unwrap_or_else(|| word(lang, "play-you")))
            .collect();
        Names { names, you }
    }

    pub fn get(&self, seat: usize) -> String {
        self.names.get(seat).cloned().unwrap_or_default()
    }

    /// `who` and `name` for a message about `seat`: the catalogues word
    /// "you" apart (the verb agrees with it).
    fn person(&self, seat: usize) -> [(&'static str, Arg<'static>); 2] {
        [
            ("who", if seat == self.you { "you" } else { "other" }.into()),
            ("name", self.get(seat).into()),
        ]
    }

    fn about(&self, lang: Lang, id: &str, seat: usize, more: &[(&'static str, Arg<'_>)]) -> String {
        let mut args: Vec<(&str, Arg<'_>)> = self.person(seat).to_vec();
        args.extend(more.iter().cloned());
        message(lang, id, &args)
    }
}

/// A card as it is shown: `9♥`; Meister Makatsu's in the reader's
/// letters (`G5` in German).
pub fn card(lang: Lang, c: Card) -> String {
    match c {
        Card::French(c) => Symbolic(c).to_string(),
        Card::Makatsu(c) => crate::render::makatsu::card(lang, c),
    }
}

pub fn cards(lang: Lang, cs: &[Card]) -> String {
    cs.iter()
        .map(|c| card(lang, *c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A card in colour where colour is on: red hearts (and diamonds, or blue
/// diamonds and green clubs with the four-colour deck); Meister Makatsu's
/// colours as they are.
pub fn painted(lang: Lang, c: Card, style: Style, deck: Deck) -> String {
    let text = card(lang, c);
    if !style.color {
        return text;
    }
    let code = match c {
        Card::French(f) => match (f.suit(), deck.four_colours) {
            (french::Suit::Hearts, _) | (french::Suit::Diamonds, false) => "31",
            (french::Suit::Diamonds, true) => "34",
            (french::Suit::Clubs, true) => "32",
            _ => return text,
        },
        Card::Makatsu(m) => match m.colour() {
            Colour::Blue => "34",
            Colour::Yellow => "33",
            Colour::Purple => "35",
        },
    };
    format!("\u{1b}[{code}m{text}\u{1b}[39m")
}

/// A suit's name in the reader's language, with its symbol: "♥ hearts".
pub fn suit_name(lang: Lang, s: french::Suit) -> String {
    message(
        lang,
        "play-suit",
        &[
            ("suit", s.letter().to_string().into()),
            ("symbol", s.symbol().to_string().into()),
        ],
    )
}

/// A choice in words: "7", "♥ hearts", "Nothing".
pub fn choice(lang: Lang, c: Choice) -> String {
    match c {
        Choice::Nothing => word(lang, "play-nothing"),
        Choice::Value(r) => r.code().to_owned(),
        Choice::Suit(s) => suit_name(lang, s),
    }
}

/// The question in words, with its answers: "Which value do you ask for?
/// 5 6 7 8 9 10 Nothing".
pub fn question(lang: Lang, q: &Question) -> String {
    let id = match q.ask {
        Ask::Value => "play-ask-value",
        Ask::Suit => "play-ask-suit",
    };
    let options: Vec<String> = q.options.iter().map(|c| choice(lang, *c)).collect();
    message(lang, id, &[("options", options.join(" · ").into())])
}

fn colour_word(lang: Lang, c: Colour) -> String {
    let id = match c {
        Colour::Blue => "blue",
        Colour::Yellow => "yellow",
        Colour::Purple => "purple",
    };
    message(lang, "mk-colour", &[("colour", id.into())])
}

fn kind_id(kind: PlayKind) -> &'static str {
    match kind {
        PlayKind::First => "first",
        PlayKind::Second => "second",
    }
}

/// The direction as the catalogues' selector reads it (`play-piles`,
/// `play-pile-words`).
pub fn direction_id(d: Direction) -> &'static str {
    match d {
        Direction::Clockwise => "clockwise",
        Direction::Counterclockwise => "counterclockwise",
    }
}

/// The rule a line cites: "rule card jack-wish (Sonderkarten: Bube) ·
/// ruling R-MM-JACK".
pub fn rule_line(game: &Game, lang: Lang, rule: RuleRef) -> String {
    if game.id == GameId::Makatsu {
        crate::render::makatsu::rule_line(game, lang, rule)
    } else {
        crate::render::shedding::rule_line(game, lang, rule)
    }
}

/// One event in words, as the seat `names.you` may see it: nothing for
/// what it may not see, and for what says nothing new.
pub fn event(lang: Lang, game: &Game, names: &Names, what: &Happening) -> Vec<String> {
    let n = |seat: usize| names.get(seat);
    match what {
        Happening::Dealt { .. } => Vec::new(),
        Happening::Laid {
            seat,
            cards: laid,
            choice: ch,
            kind,
        } => match kind {
            Some(kind) => vec![names.about(
                lang,
                "mk-plays",
                *seat,
                &[
                    ("card", cards(lang, laid).into()),
                    ("kind", kind_id(*kind).into()),
                ],
            )],
            None => {
                let mut shown = cards(lang, laid);
                if let Some(c) = ch {
                    shown.push('>');
                    shown.push_str(&c.to_string());
                }
                vec![names.about(lang, "play-plays", *seat, &[("cards", shown.into())])]
            }
        },
        Happening::Demand {
            by,
            choice: c,
            last,
            again,
        } => {
            let id = match (c, again) {
                (Choice::Value(_), true) => "play-demand-again",
                (Choice::Value(_), false) => "play-demands-value",
                _ => "play-demands-suit",
            };
            let lastwho = if *last == Some(names.you) {
                "you"
            } else {
                "other"
            };
            let last = last.map(n).unwrap_or_default();
            vec![names.about(
                lang,
                id,
                *by,
                &[
                    ("value", choice(lang, *c).into()),
                    ("suit", choice(lang, *c).into()),
                    ("last", last.into()),
                    ("lastwho", lastwho.into()),
                ],
            )]
        }
        Happening::NoDemand { by } => vec![names.about(lang, "play-no-demand", *by, &[])],
        Happening::MustTake { seat, cards } => {
            vec![names.about(lang, "play-must-take", *seat, &[("count", (*cards).into())])]
        }
        Happening::MustWait { seat, turns } => {
            vec![names.about(lang, "play-must-wait", *seat, &[("count", (*turns).into())])]
        }
        Happening::SatOut { seat } => vec![names.about(lang, "play-sits-out", *seat, &[])],
        Happening::Turned { direction } => vec![message(
            lang,
            "play-turned",
            &[("direction", direction_id(*direction).into())],
        )],
        Happening::FollowUp { seat } => vec![names.about(lang, "play-follow-up", *seat, &[])],
        Happening::OneCard { seat, call } => {
            let call = match call {
                Call::Makao => "Makao!",
                Call::Mau => "Mau!",
            };
            vec![message(
                lang,
                "play-one-card",
                &[("name", n(*seat).into()), ("call", call.into())],
            )]
        }
        Happening::Drew { seat, count } => {
            vec![names.about(lang, "play-draws", *seat, &[("count", (*count).into())])]
        }
        Happening::Got { seat, cards: got } => {
            if *seat != names.you || got.is_empty() {
                return Vec::new();
            }
            vec![message(
                lang,
                "play-you-got",
                &[
                    ("cards", cards(lang, got).into()),
                    ("count", got.len().into()),
                ],
            )]
        }
        Happening::Took { seat, count } => {
            vec![names.about(lang, "play-takes", *seat, &[("count", (*count).into())])]
        }
        Happening::Kept { seat } => vec![names.about(lang, "play-keeps", *seat, &[])],
        Happening::Waited { seat } => vec![names.about(lang, "play-waits", *seat, &[])],
        Happening::Forgot { seat, cards, rule } => vec![names.about(
            lang,
            "play-forgot",
            *seat,
            &[
                ("count", (*cards).into()),
                ("rule", rule_line(game, lang, *rule).into()),
            ],
        )],
        Happening::Reshuffled { cards } => vec![message(
            lang,
            "play-reshuffled",
            &[("count", (*cards).into())],
        )],
        Happening::Scored { verdict } => {
            let mut lines = Vec::new();
            for colour in &verdict.colours {
                match &colour.award {
                    Some(a) => lines.push(names.about(
                        lang,
                        "mk-takes",
                        a.seat,
                        &[
                            ("chips", u32::from(a.chips).into()),
                            ("colour", colour_word(lang, a.colour).into()),
                            ("points", a.points.into()),
                        ],
                    )),
                    None => lines.push(message(
                        lang,
                        "mk-nobody",
                        &[("colour", colour_word(lang, colour.colour).into())],
                    )),
                }
            }
            if verdict.meister_moved {
                lines.push(names.about(lang, "mk-meister-moves", verdict.meister_after, &[]));
            }
            lines
        }
        Happening::NewPass { pass, chip_value } => vec![message(
            lang,
            "mk-new-pass",
            &[
                ("pass", u32::from(*pass).into()),
                ("value", (*chip_value).into()),
            ],
        )],
        Happening::Left { .. } | Happening::Over(_) => Vec::new(),
    }
}

/// The end in words: who won, by which rule, the scores.
pub fn over(lang: Lang, game: &Game, names: &Names, o: &Over, seconds: u64) -> Vec<String> {
    let time = format!("{}:{:02}", seconds / 60, seconds % 60);
    let mut lines = Vec::new();
    let Some(winner) = o.winner else {
        if o.turns > 0 && !o.finished && !o.minus {
            lines.push(message(
                lang,
                "play-unfinished",
                &[("turns", o.turns.into())],
            ));
        }
        return lines;
    };
    let rule = rule_line(game, lang, o.rule);
    if o.minus {
        for (seat, p) in o.scores.iter().enumerate() {
            lines.push(message(
                lang,
                "mk-result",
                &[("name", names.get(seat).into()), ("points", (*p).into())],
            ));
        }
        let id = if o.by_meister {
            "mk-won-meister"
        } else {
            "mk-won-fewest"
        };
        lines.push(names.about(
            lang,
            id,
            winner,
            &[("points", o.points.into()), ("time", time.clone().into())],
        ));
    } else {
        lines.push(names.about(
            lang,
            "play-won-by",
            winner,
            &[("points", o.points.into()), ("time", time.clone().into())],
        ));
    }
    lines.push(rule);
    // Only the line of your own win says how long it took (and not the
    // Meister's tie-break): any other end says it on a line of its own,
    // wherever the game is shown.
    if winner != 0 || (o.minus && o.by_meister) {
        lines.push(message(lang, "play-time", &[("time", time.into())]));
    }
    lines
}

/// The table in lines: who is to move, the top card and the piles, what
/// is open, every seat's cards (Meister Makatsu: the pass, the cards face
/// up, every seat's points and chips).
pub fn table(lang: Lang, view: &View, names: &Names, style: Style, deck: Deck) -> Vec<String> {
    let mut lines: Vec<String> = to_move(lang, view, names).into_iter().collect();
    match &view.table {
        TableView::Shedding {
            top,
            draw_pile,
            discard_pile,
            direction,
            ..
        } => {
            lines.push(message(
                lang,
                "play-piles",
                &[
                    ("top", painted(lang, *top, style, deck).into()),
                    ("draw", (*draw_pile).into()),
                    ("discard", (*discard_pile).into()),
                    ("direction", direction_id(*direction).into()),
                ],
            ));
            lines.extend(open_now(lang, view, names));
            let counts: Vec<String> = view
                .seats
                .iter()
                .enumerate()
                .map(|(s, seat)| seat_count(lang, names, s, seat))
                .collect();
            lines.push(format!(
                "{}: {}",
                word(lang, "play-cards-in-hand"),
                counts.join(" · ")
            ));
        }
        TableView::Makatsu(mk) => lines.extend(makatsu_lines(lang, mk, names)),
    }
    lines
}

/// Whose turn it is, in words.
pub fn to_move(lang: Lang, view: &View, names: &Names) -> Option<String> {
    view.to_move
        .map(|s| names.about(lang, "play-to-move", s, &[]))
}

/// What is open and the cards laid this turn so far (Makao, Mau-Mau).
pub fn open_now(lang: Lang, view: &View, names: &Names) -> Vec<String> {
    let TableView::Shedding { open, laying, .. } = &view.table else {
        return Vec::new();
    };
    let mut lines = vec![open_line(lang, open, names)];
    if !laying.is_empty() {
        lines.push(message(
            lang,
            "play-laying",
            &[("cards", cards(lang, laying).into())],
        ));
    }
    lines
}

fn seat_count(lang: Lang, names: &Names, s: usize, seat: &SeatView) -> String {
    let mut text = format!("{} {}", names.get(s), seat.cards);
    if seat.waiting > 0 {
        text.push_str(&format!(
            " ({})",
            message(lang, "play-waiting", &[("count", seat.waiting.into())])
        ));
    }
    if seat.call == Some(Call::Makao) {
        text.push_str(" Makao!");
    }
    text
}

/// What is open, in words.
fn open_line(lang: Lang, open: &OpenView, names: &Names) -> String {
    let mut parts = Vec::new();
    if open.penalty > 0 {
        parts.push(message(
            lang,
            "play-open-penalty",
            &[("count", open.penalty.into())],
        ));
    }
    if open.wait > 0 {
        parts.push(message(
            lang,
            "play-open-wait",
            &[("count", open.wait.into())],
        ));
    }
    if let Some(v) = open.demand_value {
        let until = open.demand_until.map(|s| names.get(s)).unwrap_or_default();
        let lastwho = if open.demand_until == Some(names.you) {
            "you"
        } else {
            "other"
        };
        parts.push(message(
            lang,
            "play-open-value",
            &[
                ("value", v.code().into()),
                ("last", until.into()),
                ("lastwho", lastwho.into()),
            ],
        ));
    }
    if let Some(s) = open.demand_suit {
        parts.push(message(
            lang,
            "play-open-suit",
            &[("suit", suit_name(lang, s).into())],
        ));
    }
    let open = if parts.is_empty() {
        word(lang, "play-open-nothing")
    } else {
        parts.join(" · ")
    };
    format!("{}: {open}", word(lang, "play-open"))
}

/// Meister Makatsu's pass, round and holder, the cards face up, each
/// seat's points and chips by colour.
pub fn makatsu_lines(lang: Lang, mk: &MakatsuView, names: &Names) -> Vec<String> {
    let mut status = message(
        lang,
        "mk-status",
        &[
            ("pass", u32::from(mk.pass).into()),
            ("round", u32::from(mk.round).into()),
            ("rounds", u32::from(mk.rounds).into()),
            ("value", mk.chip_value.into()),
        ],
    );
    status.push_str(" · ");
    status.push_str(&names.about(lang, "mk-holder", mk.meister, &[]));
    let played: Vec<String> = mk
        .played
        .iter()
        .map(|p| {
            format!(
                "{} {} ({})",
                names.get(p.seat),
                card(lang, p.card),
                word(
                    lang,
                    if p.kind == PlayKind::First {
                        "mk-first"
                    } else {
                        "mk-second"
                    }
                )
            )
        })
        .collect();
    let played = if played.is_empty() {
        word(lang, "mk-none-yet")
    } else {
        played.join(" · ")
    };
    let mut lines = vec![status, format!("{}: {played}", word(lang, "mk-on-table"))];
    for (s, seat) in mk.seats.iter().enumerate() {
        lines.push(format!(
            "  {}",
            makatsu_seat(lang, "mk-seat", names, s, seat)
        ));
    }
    lines
}

/// One Meister Makatsu seat's side in words (`id`: the full message or
/// the short one): minus points, chips by colour, deck and Ninja counts.
pub fn makatsu_seat(
    lang: Lang,
    id: &str,
    names: &Names,
    s: usize,
    seat: &crate::play::api::MakatsuSeat,
) -> String {
    message(
        lang,
        id,
        &[
            ("name", names.get(s).into()),
            ("points", seat.points.into()),
            ("blue", u32::from(seat.by_colour[0]).into()),
            ("yellow", u32::from(seat.by_colour[1]).into()),
            ("purple", u32::from(seat.by_colour[2]).into()),
            ("deck", seat.deck.into()),
            ("ninja", seat.ninja.into()),
        ],
    )
}

/// The hand: lit cards bold, the others dim, the drawn card marked.
pub fn hand(lang: Lang, hand: &[HandCard], style: Style, deck: Deck) -> String {
    hand.iter()
        .map(|h| {
            let mut text = painted(lang, h.card, style, deck);
            if h.drawn {
                text = format!("[{text}]");
            }
            if h.lit {
                style.bold(&text)
            } else {
                style.dim(&text)
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What may be done, short: a value's cards as one entry ("9♣ 9♥ — one
/// or both, any order"), a jack as "J♥ — then a value", the words open.
pub fn offers(lang: Lang, offers: &[Offer]) -> String {
    offers
        .iter()
        .map(|o| offer(lang, o))
        .collect::<Vec<_>>()
        .join(" · ")
}

fn offer(lang: Lang, o: &Offer) -> String {
    match o {
        Offer::Cards {
            cards: cs,
            most,
            then,
        } => {
            let shown = cards(lang, cs);
            let then = match then {
                Some(Ask::Value) => "value",
                Some(Ask::Suit) => "suit",
                None => "none",
            };
            let how = if cs.len() > 1 && *most > 1 {
                "several"
            } else if cs.len() > 1 {
                "one"
            } else {
                "single"
            };
            message(
                lang,
                "play-offer-cards",
                &[
                    ("cards", shown.into()),
                    ("how", how.into()),
                    ("count", cs.len().into()),
                    ("then", then.into()),
                ],
            )
        }
        Offer::Draw => word(lang, "play-offer-draw"),
        Offer::Take { cards } => message(lang, "play-offer-take", &[("count", (*cards).into())]),
        Offer::Wait { turns } => message(lang, "play-offer-wait", &[("count", (*turns).into())]),
        Offer::Keep => word(lang, "play-offer-keep"),
        Offer::EndTurn => word(lang, "play-offer-end"),
        Offer::Mau => word(lang, "play-offer-mau"),
        Offer::Choose { ask, options } => question(
            lang,
            &Question {
                ask: *ask,
                options: options.clone(),
            },
        ),
    }
}

/// A refusal in words (the rule line comes separately).
pub fn refusal(lang: Lang, r: &Refusal, names: &Names) -> String {
    let shown = |code: &str| {
        french::parse_card(code)
            .map(|c| Symbolic(c).to_string())
            .unwrap_or_else(|_| code.to_owned())
    };
    let words = |options: &[String]| {
        options
            .iter()
            .map(|o| shown_play(o))
            .collect::<Vec<_>>()
            .join(" · ")
    };
    match r {
        Refusal::NotYourTurn { to_move } => match to_move {
            Some(s) => names.about(lang, "play-not-your-turn", *s, &[]),
            None => word(lang, "play-game-over"),
        },
        Refusal::NotAMove { input } => {
            message(lang, "play-not-a-move", &[("input", echo(input).into())])
        }
        Refusal::NotHeld { card, .. } => {
            message(lang, "play-not-held", &[("card", shown(card).into())])
        }
        Refusal::CannotStart { card, reason, .. } => message(
            lang,
            "play-cannot-start",
            &[
                ("card", shown(card).into()),
                ("reason", reason.say(lang).into()),
            ],
        ),
        Refusal::CannotFollow { card, .. } => {
            message(lang, "play-cannot-follow", &[("card", shown(card).into())])
        }
        Refusal::Illegal { reason, .. } => reason.say(lang),
        Refusal::WithCard { card, options } => message(
            lang,
            "play-with-card",
            &[
                ("card", shown(card).into()),
                ("options", words(options).into()),
            ],
        ),
        Refusal::WordClosed { word: w, options } => message(
            lang,
            "play-word-closed",
            &[("word", echo(w).into()), ("options", words(options).into())],
        ),
        Refusal::Question { question: q } => question(lang, q),
        Refusal::NothingLaid => word(lang, "play-nothing-laid"),
    }
}

/// A legal move as the judge writes it, in the reader's words: cards with
/// their symbols, `draw`, `take`, `wait`, `keep` in the language.
pub fn legal_move(lang: Lang, notation: &str) -> String {
    let id = match notation {
        "draw" => "play-offer-draw",
        "take" => "play-input-take",
        "wait" => "play-input-wait",
        "keep" => "play-offer-keep",
        _ => return shown_play(notation),
    };
    let text = word(lang, id);
    // The input words list alternatives; the first is the word.
    text.split_whitespace()
        .next()
        .unwrap_or(notation)
        .to_owned()
}

/// A play's notation with suit symbols: `Jh>7` → `J♥>7`.
pub fn shown_play(notation: &str) -> String {
    notation
        .split(' ')
        .map(|token| {
            let (code, rest) = match token.split_once('>') {
                Some((c, r)) => (c, Some(r)),
                None => (token, None),
            };
            let shown = french::parse_card(code)
                .map_or_else(|_| code.to_owned(), |c| Symbolic(c).to_string());
            match rest {
                Some(r) => format!("{shown}>{r}"),
                None => shown,
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What the player typed, safe to print: control characters escaped, and
/// no longer than a line.
pub fn echo(input: &str) -> String {
    let escaped: String = input.escape_debug().collect();
    match escaped.char_indices().nth(60) {
        Some((i, _)) => format!("{}…", &escaped[..i]),
        None => escaped,
    }
}

/// A card's name as a screen reader says it: "9 of hearts", "Herz Bube",
/// "blue 5".
pub fn card_name(lang: Lang, c: Card) -> String {
    match c {
        Card::French(f) => message(
            lang,
            "card-name",
            &[
                ("rank", f.rank().name().into()),
                ("code", f.rank().code().into()),
                ("suit", f.suit().letter().to_string().into()),
            ],
        ),
        Card::Makatsu(m) => message(
            lang,
            "card-name-makatsu",
            &[
                (
                    "colour",
                    crate::render::makatsu::colour_inline(lang, m.colour()).into(),
                ),
                ("value", u32::from(m.value()).into()),
            ],
        ),
    }
}
