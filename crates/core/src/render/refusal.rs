//! The engines' refusals and reasons in words: the one place that turns
//! what an engine returns (who, which card, what was open, why, which
//! rule) into a message of `content/ui/<lang>/refusals.ftl`.
//!
//! The judge, `check`, the quiz and both play front ends show refusals;
//! all of them word them here, in the interface language, so a German
//! table reads German reasons whatever language the rule text falls back
//! to. `Display` of a refusal is its English wording (logs, tests, JSON's
//! `reason`, which stays language-independent beside its ids).
//!
//! Why one file: it is the one place (above): a `Worded` impl per engine
//! refusal and error type, built from shared parts (cards, rules, what was
//! open), so a shared refusal reads alike in every game.

use std::fmt;

use crate::content::Lang;
use crate::engine::french::{Card, CardReason, CommonRefusal, PlayerName, RuleText, Suit};
use crate::engine::makatsu::{IllegalPlay, PlayKind};
use crate::engine::{CitesRule, RuleRef, makao, maumau};
use crate::i18n::{Message, Part, Worded};

/// `refusal`'s words in `lang`.
pub fn say(lang: Lang, refusal: &dyn Worded) -> String {
    refusal.message().say(lang)
}

/// A card's reason (why it may or may not start a play) in `lang`.
pub fn reason(lang: Lang, reason: &dyn CardReason) -> String {
    reason.message().say(lang)
}

/// How a rule is cited: `rule jack-wish, R-MM-JACK`, `rule deal`.
fn rule(rule: RuleRef) -> Message {
    RuleText(rule).message()
}

fn suit(s: Suit) -> Message {
    Message::new("suit-name").arg("suit", s.name())
}

/// An action as a refusal names it: the notation of a play, or the word
/// (`draw`, `take`, …) in the reader's language.
fn action<P: fmt::Display>(a: &crate::engine::french::Action<P>) -> Message {
    use crate::engine::french::Action as A;
    let (kind, play) = match a {
        A::Play(p) => ("play", p.to_string()),
        A::Draw => ("draw", String::new()),
        A::Take => ("take", String::new()),
        A::Wait => ("wait", String::new()),
        A::Keep => ("keep", String::new()),
    };
    Message::new("action-word")
        .arg("action", kind)
        .arg("play", play)
}

fn nothing() -> Part {
    Part::Text(String::new())
}

/// A refusal message naming `player` and citing a rule.
fn refusal(id: &'static str, player: usize, r: Option<RuleRef>) -> Message {
    cited(
        Message::new(id).arg("player", PlayerName(player).to_string()),
        r,
    )
}

/// A card in prose as on the table: `9♣`, the notation every screen
/// shows beside "On top: J♥" (codes like `9c` are for typing).
fn card(c: &Card) -> Part {
    Part::Text(c.symbol().to_string())
}

/// Message `id` about a card where the engine knows one, else nothing.
fn clause(id: &'static str, c: &Option<Card>) -> Part {
    match c {
        Some(c) => Message::new(id).arg("card", card(c)).into(),
        None => nothing(),
    }
}

fn makao_under(open: makao::Obligation) -> Part {
    use makao::Obligation as O;
    match open {
        O::None => nothing(),
        O::Penalty(n) => Message::new("refusal-ma-under-penalty").arg("n", n).into(),
        O::Wait(n) => Message::new("refusal-ma-under-wait").arg("n", n).into(),
        O::Value(v) => Message::new("refusal-ma-under-value")
            .arg("value", v.to_string())
            .into(),
        O::Suit(s) => Message::new("refusal-ma-under-suit")
            .arg("suit", suit(s))
            .into(),
    }
}

fn maumau_under(open: maumau::Obligation) -> Part {
    use maumau::Obligation as O;
    match open {
        O::None => nothing(),
        O::Penalty(n) => Message::new("refusal-mm-under-penalty").arg("n", n).into(),
        O::Skip => Message::new("refusal-mm-under-skip").into(),
        O::Wish(s) => Message::new("refusal-mm-under-wish")
            .arg("suit", suit(s))
            .into(),
    }
}

/// What a jack's or an ace's choice must be (Makao).
fn makao_choice(c: &Card) -> Message {
    use crate::engine::french::Rank;
    Message::new(match c.rank() {
        Rank::Jack => "refusal-ma-choice-jack",
        Rank::Ace => "refusal-ma-choice-ace",
        _ => "refusal-ma-choice-other",
    })
}

/// The refusals both shedding games share, citing the game's rule `r`.
fn common<P: fmt::Display>(c: &CommonRefusal<P>, r: Option<RuleRef>) -> Message {
    use CommonRefusal as C;
    match c {
        C::NotHeld { player, card: c } => {
            refusal("refusal-not-held", *player, r).arg("card", card(c))
        }
        C::AlreadyPlayed {
            player,
            card: c,
            copies,
        } => refusal("refusal-already-played", *player, r)
            .arg("card", card(c))
            .arg("copies", u32::from(*copies)),
        C::HandTooSmall {
            player,
            holds,
            lays,
        } => refusal("refusal-hand-too-small", *player, r)
            .arg("holds", *holds)
            .arg("lays", *lays),
        C::NothingDrawn { player } => refusal("refusal-nothing-drawn", *player, r),
        C::AfterDrawing { player, action: a } => {
            refusal("refusal-after-drawing", *player, r).arg("action", action(a))
        }
    }
}

impl Worded for makao::IllegalMove {
    fn message(&self) -> Message {
        use makao::IllegalMove as M;
        let r = self.rule();
        match self {
            M::Common(c) => common(c, r),
            M::GameOver { winner } => Message::new("refusal-ma-game-over")
                .arg("winner", PlayerName(*winner).to_string())
                .arg("rule", rule(r.unwrap_or(makao::rules::END))),
            M::MixedValues {
                player,
                first,
                other,
            } => refusal("refusal-ma-mixed-values", *player, r)
                .arg("first", card(first))
                .arg("other", card(other)),
            M::SameCardTwice { player, card: c } => {
                refusal("refusal-ma-same-card-twice", *player, r).arg("card", card(c))
            }
            M::MixedKings {
                player,
                attacking,
                plain,
            } => refusal("refusal-ma-mixed-kings", *player, r)
                .arg("attacking", card(attacking))
                .arg("plain", card(plain)),
            M::MissingChoice {
                player, card: c, ..
            } => refusal("refusal-ma-missing-choice", *player, r)
                .arg("card", card(c))
                .arg("why", makao_choice(c)),
            M::WrongChoice {
                player,
                card: c,
                choice,
                ..
            } => refusal("refusal-ma-wrong-choice", *player, r)
                .arg("card", card(c))
                .arg("choice", choice.to_string())
                .arg("why", makao_choice(c)),
            M::CannotStart {
                player,
                card: c,
                top,
                open,
                reason,
            } => refusal("refusal-ma-cannot-start", *player, r)
                .arg("card", card(c))
                .arg("top", card(top))
                .arg("under", makao_under(*open))
                .arg("reason", Message::new(format!("reason-{}", reason.id()))),
            M::DrawUnderPenalty { player, penalty } => {
                refusal("refusal-ma-draw-under-penalty", *player, r).arg("penalty", *penalty)
            }
            M::DrawUnderWait { player } => refusal("refusal-ma-draw-under-wait", *player, r),
            M::MustMeetDemand {
                player,
                card: c,
                open,
            } => refusal("refusal-ma-must-meet-demand", *player, r)
                .arg("card", card(c))
                .arg("under", makao_under(*open)),
            M::NothingToTake { player } => refusal("refusal-ma-nothing-to-take", *player, r),
            M::NothingToWait { player } => refusal("refusal-ma-nothing-to-wait", *player, r),
            M::DrawnCardOnly {
                player,
                drawn,
                play,
            } => refusal("refusal-ma-drawn-card-only", *player, r)
                .arg("drawn", clause("refusal-ma-drawn", drawn))
                .arg("play", play.to_string()),
            M::AfterTaking { player, play } => {
                refusal("refusal-ma-after-taking", *player, r).arg("play", play.as_str())
            }
        }
    }
}

impl Worded for maumau::IllegalMove {
    fn message(&self) -> Message {
        use maumau::IllegalMove as M;
        let r = self.rule();
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        match self {
            M::Common(c) => common(c, r),
            M::GameOver {
                player,
                action: a,
                winner,
            } => refusal("refusal-mm-game-over", *player, r)
                .arg("action", action(a))
                .arg("winner", PlayerName(*winner).to_string()),
            M::NotInDeck { player, card: c } => {
                refusal("refusal-mm-not-in-deck", *player, r).arg("card", card(c))
            }
            M::CannotPlay {
                player,
                card: c,
                top,
                open,
                reason,
            } => refusal("refusal-mm-cannot-play", *player, r)
                .arg("card", card(c))
                .arg("top", card(top))
                .arg("under", maumau_under(*open))
                .arg("reason", reason.message()),
            M::MissingChoice { player, card: c } => {
                refusal("refusal-mm-missing-choice", *player, r).arg("card", card(c))
            }
            M::WrongChoice {
                player,
                card: c,
                choice,
            } => refusal("refusal-mm-wrong-choice", *player, r)
                .arg("card", card(c))
                .arg("choice", choice.to_string()),
            M::NoMauDue {
                player,
                card: c,
                why,
            } => {
                let why = match why {
                    maumau::NoMau::Announced => Message::new("refusal-mm-mau-announced"),
                    maumau::NoMau::BeganWith(n) => {
                        Message::new("refusal-mm-mau-began-with").arg("n", *n)
                    }
                    maumau::NoMau::WouldHold(n) => {
                        Message::new("refusal-mm-mau-would-hold").arg("n", *n)
                    }
                };
                refusal("refusal-mm-no-mau-due", *player, r)
                    .arg("card", card(c))
                    .arg("why", why)
            }
            M::AceLastCard { player, card: c } => refusal("refusal-mm-ace-last-card", *player, r)
                .arg("cannot", clause("refusal-mm-ace-cannot-play", c)),
            M::MustPlay {
                player,
                card: c,
                open,
            } => refusal("refusal-mm-must-play", *player, r)
                .arg("card", card(c))
                .arg("under", maumau_under(*open)),
            M::MustFollowAce { player, card: c } => {
                refusal("refusal-mm-must-follow-ace", *player, r)
                    .arg("follows", clause("refusal-mm-ace-follows", c))
            }
            M::NotAFollowUp {
                player,
                card: c,
                ace,
            } => refusal("refusal-mm-not-a-follow-up", *player, r)
                .arg("card", card(c))
                .arg("ace", card(ace)),
            M::MustTake {
                player,
                penalty,
                action: a,
                stacking,
            } => refusal("refusal-mm-must-take", *player, r)
                .arg("action", action(a))
                .arg("penalty", *penalty)
                .arg("stacking", yes_no(*stacking)),
            M::Skipped {
                player,
                action: a,
                stacking,
            } => refusal("refusal-mm-skipped", *player, r)
                .arg("action", action(a))
                .arg("stacking", yes_no(*stacking)),
            M::NothingToTake { player } => refusal("refusal-mm-nothing-to-take", *player, r),
            M::NothingToWait { player } => refusal("refusal-mm-nothing-to-wait", *player, r),
            M::DrawnCardOnly {
                player,
                drawn,
                card: c,
            } => refusal("refusal-mm-drawn-card-only", *player, r)
                .arg("drawn", card(drawn))
                .arg("card", card(c)),
            M::AlreadyTook { player, action: a } => {
                refusal("refusal-mm-already-took", *player, r).arg("action", action(a))
            }
            M::TurnOver { player, rest } => {
                refusal("refusal-mm-turn-over", *player, r).arg("rest", rest.as_str())
            }
        }
    }
}

impl Worded for IllegalPlay {
    fn message(&self) -> Message {
        let m = match self {
            IllegalPlay::GameOver { card } => {
                Message::new("refusal-mk-game-over").arg("card", card.to_string())
            }
            IllegalPlay::NotInHand { seat, card, kind } => Message::new("refusal-mk-not-in-hand")
                .arg("seat", *seat)
                .arg("card", card.to_string())
                .arg(
                    "kind",
                    match kind {
                        PlayKind::First => "first",
                        PlayKind::Second => "second",
                    },
                ),
            IllegalPlay::SupplyExhausted {
                value,
                needed,
                left,
            } => Message::new("refusal-mk-supply")
                .arg("value", *value)
                .arg("needed", u32::from(*needed))
                .arg("left", u32::from(*left)),
        };
        cited(m, self.rule())
    }
}

/// A cited rule, or nothing where the engine names none.
fn cited(m: Message, r: Option<RuleRef>) -> Message {
    match r {
        Some(r) => m.arg("rule", rule(r)),
        None => m.arg("rule", nothing()),
    }
}

impl Worded for makao::MakaoError {
    fn message(&self) -> Message {
        use makao::MakaoError as E;
        let r = self.rule();
        match self {
            E::PlayerCount { players } => {
                Message::new("err-ma-player-count").arg("players", *players)
            }
            E::SeatOutOfRange { seat, players } => Message::new("err-seat-cannot-start")
                .arg("seat", *seat)
                .arg("players", *players),
            E::HandSizeCount { given, players } => Message::new("err-hand-size-count")
                .arg("given", *given)
                .arg("players", *players),
            E::EmptyHand { seat } => cited(
                Message::new("err-empty-hand").arg("player", PlayerName(*seat).to_string()),
                r,
            ),
            E::TooManyCards { cards } => Message::new("err-ma-too-many-cards").arg("cards", *cards),
            E::TwoCopies { card: c } => Message::new("err-ma-two-copies").arg("card", card(c)),
            E::PolicyCount { given, players } => Message::new("err-policy-count")
                .arg("given", *given)
                .arg("players", *players),
            E::NoGames => Message::new("err-no-games"),
        }
    }
}

impl Worded for maumau::MauMauError {
    fn message(&self) -> Message {
        use maumau::MauMauError as E;
        let r = self.rule();
        let held = |decks: u8| usize::from(decks) * maumau::DECK_SIZE;
        match self {
            E::PlayerCount { players } => Message::new("err-mm-player-count")
                .arg("players", *players)
                .arg("most", maumau::MAX_PLAYERS),
            E::SeatOutOfRange { seat, players } => Message::new("err-seat-cannot-start")
                .arg("seat", *seat)
                .arg("players", *players),
            E::EmptyHand { seat } => cited(
                Message::new("err-empty-hand").arg("player", PlayerName(*seat).to_string()),
                r,
            ),
            E::TooFewCards {
                players,
                hand_size,
                decks,
            } => cited(
                Message::new("err-mm-too-few-cards")
                    .arg("players", *players)
                    .arg("hand", *hand_size)
                    .arg("needed", players * hand_size + 1)
                    .arg("decks", u32::from(*decks))
                    .arg("held", held(*decks)),
                r,
            ),
            E::TooManyCards { cards, decks } => cited(
                Message::new("err-mm-too-many-cards")
                    .arg("cards", *cards)
                    .arg("decks", u32::from(*decks))
                    .arg("held", held(*decks)),
                r,
            ),
            E::TooManyCopies { card: c, decks } => cited(
                Message::new("err-mm-too-many-copies")
                    .arg("card", card(c))
                    .arg("decks", u32::from(*decks)),
                r,
            ),
            E::PolicyCount { given, players } => Message::new("err-policy-count")
                .arg("given", *given)
                .arg("players", *players),
            E::NoGames => Message::new("err-no-games"),
            E::UnknownVariant { id } => {
                Message::new("err-mm-unknown-variant").arg("id", id.as_str())
            }
            E::UnknownOption { id } => Message::new("err-mm-unknown-option").arg("id", id.as_str()),
            E::OptionValue { id, value } => cited(
                Message::new("err-mm-option-value")
                    .arg("id", id.as_str())
                    .arg("value", *value)
                    .arg(
                        "range",
                        Message::new(if id == "hand-size" {
                            "err-mm-range-hand-size"
                        } else {
                            "err-mm-range-mau-penalty"
                        }),
                    ),
                r,
            ),
        }
    }
}

impl Worded for crate::engine::makatsu::MakatsuError {
    fn message(&self) -> Message {
        use crate::engine::makatsu::MakatsuError as E;
        let r = self.rule();
        match self {
            E::PlayerCount { players } => {
                Message::new("err-mk-player-count").arg("players", *players)
            }
            E::NoSuchPass { pass } => {
                Message::new("err-mk-no-such-pass").arg("pass", u32::from(*pass))
            }
            E::MeisterOutOfRange { meister, players } => Message::new("err-mk-meister-seat")
                .arg("seat", *meister)
                .arg("players", *players),
            E::SameCardTwice { seat, card } => Message::new("err-mk-same-card-twice")
                .arg("seat", *seat)
                .arg("card", card.to_string()),
            E::TieNeedsMeister { tied, fewest } => cited(
                Message::new("err-mk-tie-needs-meister")
                    .arg("tied", format!("{tied:?}"))
                    .arg("fewest", *fewest),
                r,
            ),
            E::PointsOutOfReach { seat, points, most } => cited(
                Message::new("err-mk-points-out-of-reach")
                    .arg("seat", *seat)
                    .arg("points", *points)
                    .arg("most", *most),
                r,
            ),
            E::TotalOutOfReach {
                total,
                fewest,
                most,
            } => cited(
                Message::new("err-mk-total-out-of-reach")
                    .arg("total", *total)
                    .arg("fewest", *fewest)
                    .arg("most", *most),
                r,
            ),
            E::NotADojoDeck { seat, problem } => Message::new("err-mk-not-a-dojo-deck")
                .arg("seat", *seat)
                .arg("problem", problem.as_str()),
            E::NoGames => Message::new("err-no-games"),
        }
    }
}

/// `Display` (English) and `Error` for the refusals, from their messages.
macro_rules! worded_in_english {
    ($($t:ty),*) => {$(
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.message())
            }
        }

        impl std::error::Error for $t {}
    )*};
}

worded_in_english!(
    makao::IllegalMove,
    maumau::IllegalMove,
    IllegalPlay,
    makao::MakaoError,
    maumau::MauMauError,
    crate::engine::makatsu::MakatsuError
);

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn a_refusal_reads_in_the_reader_s_language() {
        let e = makao::IllegalMove::CannotStart {
            player: 1,
            card: c("9c"),
            top: c("Jh"),
            open: makao::Obligation::Value(crate::engine::french::Rank::Seven),
            reason: makao::Reason::NotDemandedValue,
        };
        let en = say(Lang::En, &e);
        assert!(
            en.starts_with("P2 cannot play 9♣ on J♥ under a jack's demand for 7: "),
            "{en}"
        );
        assert!(en.ends_with("(rule jack-demand-round, R-MA-JACK)"), "{en}");
        let de = say(Lang::De, &e);
        assert!(
            de.starts_with(
                "P2 kann 9♣ unter der Forderung eines Buben nach 7 nicht auf J♥ spielen"
            ),
            "{de}"
        );
        assert!(de.contains("Regel jack-demand-round, R-MA-JACK"), "{de}");
        let nl = say(Lang::Nl, &e);
        assert!(
            nl.starts_with("P2 kan 9♣ onder de vraag van een boer om 7 niet op J♥ spelen"),
            "{nl}"
        );
    }

    #[test]
    fn plurals_come_from_the_catalogue() {
        let e = |holds| {
            makao::IllegalMove::Common(CommonRefusal::HandTooSmall {
                player: 0,
                holds,
                lays: 2,
            })
        };
        assert!(
            e(1).to_string().starts_with("P1 holds 1 card and"),
            "{}",
            e(1)
        );
        assert!(e(3).to_string().starts_with("P1 holds 3 cards and"));
        assert!(say(Lang::De, &e(1)).starts_with("P1 hat 1 Karte"));
        assert!(say(Lang::De, &e(3)).starts_with("P1 hat 3 Karten"));
        assert!(say(Lang::Nl, &e(1)).starts_with("P1 heeft 1 kaart"));
        assert!(say(Lang::Nl, &e(3)).starts_with("P1 heeft 3 kaarten"));
    }

    #[test]
    fn a_shared_refusal_reads_alike_and_cites_each_game_s_rule() {
        let shared = CommonRefusal::AlreadyPlayed {
            player: 1,
            card: c("9h"),
            copies: 1,
        };
        let ma = makao::IllegalMove::Common(shared.clone()).to_string();
        let CommonRefusal::AlreadyPlayed { player, card, .. } = shared else {
            unreachable!()
        };
        let mm = maumau::IllegalMove::Common(CommonRefusal::AlreadyPlayed {
            player,
            card,
            copies: 1,
        })
        .to_string();
        let words =
            "P2 cannot play 9♥: it is already on the discard pile, and the deck holds it once";
        assert!(ma.starts_with(words), "{ma}");
        assert!(mm.starts_with(words), "{mm}");
        assert!(ma.ends_with("(rule table-and-deal)"), "{ma}");
        assert!(mm.ends_with("(rule deck-count, R-MM-DECK)"), "{mm}");
        let two = maumau::IllegalMove::Common(CommonRefusal::AlreadyPlayed {
            player,
            card,
            copies: 2,
        });
        assert!(
            two.to_string().contains("all 2 copies the decks hold"),
            "{two}"
        );
        assert!(say(Lang::De, &two).contains("alle 2 Exemplare"));
    }
}
