//! Meister Makatsu verdicts as text in the reader's language: the engine's
//! reasons (which cards were compared, which rule decided) turned into
//! sentences from the catalogues (`content/ui/<lang>/makatsu.ftl`), with
//! the rule card and the page it stands on.

use comfy_table::{Cell, ContentArrangement, Table, presets};

use super::Style;
use super::wrap::indented;
use crate::content::{Game, Lang};
use crate::engine::RuleRef;
use crate::engine::makatsu::{Card, Colour, DecidedBy, PlayKind};
use crate::i18n::{Arg, message, text, word};
use crate::judge::makatsu::{Final, Round};

/// A card as players of `lang` write it and as the judge reads it back:
/// German `G7` for yellow (gelb) and `L` for purple (lila), else the
/// English letters. Notation, not words: Dutch players type `Y7` too.
pub fn card(lang: Lang, c: Card) -> String {
    let letter = match (lang, c.colour()) {
        (Lang::De, Colour::Yellow) => 'G',
        (Lang::De, Colour::Purple) => 'L',
        (_, colour) => colour.letter(),
    };
    format!("{letter}{}", c.value())
}

fn colour_id(c: Colour) -> &'static str {
    match c {
        Colour::Blue => "blue",
        Colour::Yellow => "yellow",
        Colour::Purple => "purple",
    }
}

/// A colour's name as it starts a line ("Blue", "Blau").
pub fn colour(lang: Lang, c: Colour) -> &'static str {
    text(lang, &format!("mk-colour-{}", colour_id(c)))
}

/// A colour's name inside a sentence ("blue", "Blau").
pub fn colour_inline(lang: Lang, c: Colour) -> &'static str {
    text(lang, &format!("mk-colour-{}-inline", colour_id(c)))
}

fn chips(lang: Lang, n: u32) -> String {
    message(lang, "mk-chips", &[("count", n.into())])
}

fn points(lang: Lang, n: u32) -> String {
    message(lang, "mk-points", &[("count", n.into())])
}

/// "Rule card tie-later-card (S. 2) · Ruling R-MK-TIE".
pub fn rule_line(game: &Game, lang: Lang, rule: RuleRef) -> String {
    let page = super::cite::cited(lang, game, game.card_reference(rule.card).unwrap_or(""));
    let mut line = format!("{} {} · {page}", text(lang, "mk-rule-card"), rule.card);
    if let Some(r) = rule.ruling {
        line.push_str(&format!(" · {} {r}", text(lang, "mk-ruling")));
    }
    line
}

/// Names joined the way `lang` lists them: "Ann, Bo and Cy".
fn and_list(lang: Lang, names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{}{}{last}", rest.join(", "), text(lang, "mk-and")),
    }
}

/// A judged round: the play order, a small table and the reason for each
/// colour, where Meister Makatsu goes, and who starts next.
pub fn round(game: &Game, lang: Lang, style: Style, width: usize, r: &Round) -> String {
    let v = &r.verdict;
    let mut out = String::new();
    let head = message(
        lang,
        "mk-round-head",
        &[
            ("pass", v.pass.number().into()),
            ("points", points(lang, v.chip_value).into()),
            ("meister", r.name(v.meister_before).into()),
        ],
    );
    out.push_str(&style.heading(&crate::render::wrap::fill(&head, width)));
    out.push('\n');
    let order: Vec<String> = v
        .order
        .iter()
        .map(|p| format!("{}. {} {}", p.number, r.name(p.seat), card(lang, p.card)))
        .collect();
    let order_line = format!("{}: {}", text(lang, "mk-order"), order.join(" · "));
    out.push_str(&textwrap::fill(
        &order_line,
        crate::render::wrap::prose(width)
            .initial_indent("")
            .subsequent_indent("  "),
    ));
    out.push('\n');
    out.push_str(&style.dim(&crate::render::wrap::fill(
        &rule_line(game, lang, crate::engine::makatsu::rules::ORDER),
        width,
    )));
    out.push('\n');

    for c in &v.colours {
        out.push('\n');
        let name = colour(lang, c.colour);
        let inline = colour_inline(lang, c.colour);
        let Some(award) = c.award else {
            let line = message(
                lang,
                "mk-nobody-played",
                &[("name", name.into()), ("inline", inline.into())],
            );
            out.push_str(&style.bold(&crate::render::wrap::fill(&line, width)));
            out.push('\n');
            continue;
        };
        let chips_n = u32::from(award.chips);
        let mut title = message(
            lang,
            "mk-round-takes",
            &[
                ("name", name.into()),
                ("player", r.name(award.seat).into()),
                ("chips", chips(lang, chips_n).into()),
                ("points", points(lang, award.points).into()),
            ],
        );
        if award.meister {
            title.push_str(" + Meister Makatsu");
        }
        out.push_str(&style.bold(&crate::render::wrap::fill(&title, width)));
        out.push('\n');
        let mut table = Table::new();
        table
            .load_style(presets::UTF8_FULL_CONDENSED)
            .set_content_arrangement(ContentArrangement::Dynamic)
            .set_width(u16::try_from(width.saturating_sub(2).max(20)).unwrap_or(78));
        table.set_header(vec![
            text(lang, "mk-col-number"),
            text(lang, "mk-col-player"),
            text(lang, "mk-col-card"),
            "",
        ]);
        for p in &c.compared {
            let won = p.seat == award.seat && p.number == award.play_number;
            let kind = match p.kind {
                PlayKind::First => text(lang, "mk-first-card"),
                PlayKind::Second => text(lang, "mk-second-card"),
            };
            let mark = if won {
                format!("✓ {kind}")
            } else {
                kind.to_owned()
            };
            table.add_row(vec![
                Cell::new(p.number),
                Cell::new(r.name(p.seat)),
                Cell::new(card(lang, p.card)),
                Cell::new(mark),
            ]);
        }
        for line in table.to_string().lines() {
            out.push_str("  ");
            out.push_str(line);
            out.push('\n');
        }
        let play_number = |seat, number: u8| {
            message(
                lang,
                "mk-play-number",
                &[("player", r.name(seat).into()), ("number", number.into())],
            )
        };
        let reason = if c.decided_by_later {
            let losers: Vec<String> = c
                .tied_lost
                .iter()
                .map(|p| play_number(p.seat, p.number))
                .collect();
            // Worth saying only where a second card beat a first one.
            let second_beat_first = c
                .compared
                .iter()
                .any(|p| p.number == award.play_number && p.kind == PlayKind::Second)
                && c.tied_lost.iter().any(|p| p.kind == PlayKind::First);
            let mut text = message(
                lang,
                "mk-tie",
                &[
                    ("card", card(lang, award.card).into()),
                    ("winner", play_number(award.seat, award.play_number).into()),
                    ("losers", losers.join(", ").into()),
                ],
            );
            if second_beat_first {
                text.push(' ');
                text.push_str(&word(lang, "mk-second-after-first"));
            }
            text
        } else {
            message(
                lang,
                "mk-highest",
                &[
                    ("inline", inline.into()),
                    ("card", card(lang, award.card).into()),
                    ("player", r.name(award.seat).into()),
                    ("name", name.into()),
                    ("chips", chips(lang, chips_n).into()),
                    ("meister", if award.meister { "yes" } else { "no" }.into()),
                    ("pass", v.pass.number().into()),
                    ("points", points(lang, v.chip_value).into()),
                ],
            )
        };
        out.push_str(&textwrap::fill(
            &reason,
            crate::render::wrap::prose(width)
                .initial_indent("  ")
                .subsequent_indent("  "),
        ));
        out.push('\n');
        out.push_str(&style.dim(&indented(&rule_line(game, lang, c.rule), width, "  ")));
        out.push('\n');
        if c.rule.card != crate::engine::makatsu::rules::CHIP_VALUE {
            out.push_str(&style.dim(&indented(
                &rule_line(game, lang, crate::engine::makatsu::rules::VALUE),
                width,
                "  ",
            )));
            out.push('\n');
        }
    }

    out.push('\n');
    let purple_awarded = v
        .colours
        .iter()
        .any(|c| c.colour == Colour::Purple && c.award.is_some());
    let id = if v.meister_moved {
        "mk-round-meister-moves"
    } else if purple_awarded {
        "mk-meister-stays"
    } else {
        "mk-no-purple"
    };
    let meister = message(
        lang,
        id,
        &[
            ("from", r.name(v.meister_before).into()),
            ("to", r.name(v.meister_after).into()),
            ("next", r.name(v.next_starter).into()),
        ],
    );
    out.push_str(&textwrap::fill(&meister, crate::render::wrap::prose(width)));
    out.push('\n');
    let rule = if v.meister_moved || purple_awarded {
        crate::engine::makatsu::rules::NEXT_START
    } else {
        crate::engine::makatsu::rules::STAYS
    };
    out.push_str(&style.dim(&crate::render::wrap::fill(
        &rule_line(game, lang, rule),
        width,
    )));
    out.push('\n');
    let totals: Vec<String> = r
        .names
        .iter()
        .zip(&v.points)
        .map(|(n, p)| format!("{n} {p}"))
        .collect();
    let label = text(lang, "mk-round-points");
    out.push_str(&textwrap::fill(
        &format!("{label}: {}", totals.join(" · ")),
        crate::render::wrap::prose(width),
    ));
    out.push('\n');
    out
}

/// A judged end of game.
pub fn final_result(game: &Game, lang: Lang, style: Style, width: usize, f: &Final) -> String {
    let v = &f.verdict;
    let mut out = String::new();
    let totals: Vec<String> = f
        .names
        .iter()
        .zip(&v.points)
        .map(|(n, p)| format!("{n} {p}"))
        .collect();
    out.push_str(&textwrap::fill(
        &format!("{}: {}", text(lang, "mk-points-label"), totals.join(" · ")),
        crate::render::wrap::prose(width),
    ));
    out.push('\n');
    let winner = f.name(v.winner);
    out.push_str(&style.good(&crate::render::wrap::fill(
        &message(lang, "mk-wins", &[("winner", winner.into())]),
        width,
    )));
    out.push('\n');
    let tied: Vec<&str> = v.tied.iter().map(|&s| f.name(s)).collect();
    let id = match (v.decided_by, v.winner_has_fewest) {
        (DecidedBy::Fewest, _) => "mk-fewest",
        (DecidedBy::MeisterTie, true) => "mk-tie-meister",
        (DecidedBy::MeisterTie, false) => "mk-tie-literal",
    };
    let mut args: Vec<(&str, Arg<'_>)> =
        vec![("winner", winner.into()), ("fewest", v.fewest.into())];
    if v.decided_by == DecidedBy::MeisterTie {
        args.push(("tied", and_list(lang, &tied).into()));
    }
    let reason = message(lang, id, &args);
    out.push_str(&textwrap::fill(&reason, crate::render::wrap::prose(width)));
    out.push('\n');
    out.push_str(&style.dim(&crate::render::wrap::fill(
        &rule_line(game, lang, v.rule),
        width,
    )));
    out.push('\n');
    out
}

/// The engine's reasoning behind a quiz answer.
pub fn quiz_reason(
    game: &Game,
    lang: Lang,
    style: Style,
    width: usize,
    reason: &crate::quiz::makatsu::Reason,
) -> String {
    use crate::quiz::makatsu::{GameAsk, Reason};
    match reason {
        Reason::Round(r) => round(game, lang, style, width, r),
        Reason::Final(f) => final_result(game, lang, style, width, f),
        Reason::Game {
            ask,
            players,
            value,
        } => {
            let value: Arg<'_> = (*value).into();
            let (id, args): (&str, Vec<(&str, Arg<'_>)>) = match ask {
                GameAsk::DeckAtPass(p) => (
                    "mk-ask-deck-at-pass",
                    vec![("pass", p.number().into()), ("value", value)],
                ),
                GameAsk::AblageAfterRound => ("mk-ask-ablage", vec![("value", value)]),
                GameAsk::SetAsideAtEnd => ("mk-ask-set-aside", vec![("value", value)]),
                GameAsk::CardsPlayed => ("mk-ask-cards-played", vec![("value", value)]),
                GameAsk::Rounds => ("mk-ask-rounds", vec![("value", value)]),
                GameAsk::HandSize => ("mk-ask-hand-size", vec![("value", value)]),
                GameAsk::Supply(v) => (
                    "mk-ask-supply",
                    vec![("value", value), ("chip", (*v).into())],
                ),
            };
            let text = message(lang, id, &args);
            let how = message(lang, "mk-ask-how", &[("players", (*players).into())]);
            let mut out =
                textwrap::fill(&format!("{text} {how}"), crate::render::wrap::prose(width));
            out.push('\n');
            let page = super::cite::reference(lang, game.card_reference(ask.rule()).unwrap_or(""));
            let label = crate::i18n::text(lang, "mk-rule-card");
            out.push_str(&style.dim(&crate::render::wrap::fill(
                &format!("{label} {} · {page}", ask.rule()),
                width,
            )));
            out.push('\n');
            out
        }
    }
}
