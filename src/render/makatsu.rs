//! Meister Makatsu verdicts as text in the reader's language: the engine's
//! reasons (which cards were compared, which rule decided) turned into
//! sentences, with the rule card and the page it stands on.

use comfy_table::{Cell, ContentArrangement, Table, presets};

use super::Style;
use crate::content::{Game, Lang};
use crate::engine::RuleRef;
use crate::engine::makatsu::{Card, Colour, DecidedBy, PlayKind};
use crate::judge::makatsu::{Final, Round};

/// A card as players of `lang` write it: German `G7` for yellow, English
/// `Y7`.
pub fn card(lang: Lang, c: Card) -> String {
    let letter = match (lang, c.colour()) {
        (Lang::De, Colour::Yellow) => 'G',
        (Lang::De, Colour::Purple) => 'L',
        (_, colour) => colour.letter(),
    };
    format!("{letter}{}", c.value())
}

pub fn colour(lang: Lang, c: Colour) -> &'static str {
    match (lang, c) {
        (Lang::De, Colour::Blue) => "Blau",
        (Lang::De, Colour::Yellow) => "Gelb",
        (Lang::De, Colour::Purple) => "Lila",
        (_, Colour::Blue) => "Blue",
        (_, Colour::Yellow) => "Yellow",
        (_, Colour::Purple) => "Purple",
    }
}

fn chips(lang: Lang, n: u32) -> String {
    match (lang, n) {
        (Lang::De, 1) => "1 Chip".into(),
        (Lang::De, n) => format!("{n} Chips"),
        (_, 1) => "1 chip".into(),
        (_, n) => format!("{n} chips"),
    }
}

fn points(lang: Lang, n: u32) -> String {
    match (lang, n) {
        (Lang::De, 1) => "1 Minuspunkt".into(),
        (Lang::De, n) => format!("{n} Minuspunkte"),
        (_, 1) => "1 minus point".into(),
        (_, n) => format!("{n} minus points"),
    }
}

/// "Rule card tie-later-card (S. 2) · Ruling R-MK-TIE".
pub fn rule_line(game: &Game, lang: Lang, rule: RuleRef) -> String {
    let page = game
        .card(rule.card)
        .map(|c| c.reference.as_str())
        .unwrap_or("");
    let (card_word, ruling_word) = match lang {
        Lang::De => ("Regelkarte", "Auslegung"),
        _ => ("Rule card", "Ruling"),
    };
    let mut line = format!("{card_word} {} ({page})", rule.card);
    if let Some(r) = rule.ruling {
        line.push_str(&format!(" · {ruling_word} {r}"));
    }
    line
}

/// A judged round: the play order, a small table and the reason for each
/// colour, where Meister Makatsu goes, and who starts next.
pub fn round(game: &Game, lang: Lang, style: Style, width: usize, r: &Round) -> String {
    let v = &r.verdict;
    let de = lang == Lang::De;
    let mut out = String::new();
    let head = if de {
        format!(
            "{}. Durchgang: 1 Chip = {} · Meister Makatsu hat {} (beginnt)",
            v.pass.number(),
            points(lang, v.chip_value),
            r.name(v.meister_before)
        )
    } else {
        format!(
            "Pass {}: 1 chip = {} · {} holds Meister Makatsu (starts)",
            v.pass.number(),
            points(lang, v.chip_value),
            r.name(v.meister_before)
        )
    };
    out.push_str(&style.heading(&head));
    out.push('\n');
    let order: Vec<String> = v
        .order
        .iter()
        .map(|p| format!("{}. {} {}", p.number, r.name(p.seat), card(lang, p.card)))
        .collect();
    let label = if de { "Reihenfolge" } else { "Order" };
    let order_line = format!("{label}: {}", order.join(" · "));
    out.push_str(&textwrap::fill(
        &order_line,
        textwrap::Options::new(width).subsequent_indent("  "),
    ));
    out.push('\n');
    out.push_str(&style.dim(&rule_line(game, lang, crate::engine::makatsu::rules::ORDER)));
    out.push('\n');

    for c in &v.colours {
        out.push('\n');
        let name = colour(lang, c.colour);
        let Some(award) = c.award else {
            let line = if de {
                format!("{name}: niemand hat {name} gespielt – keine Chips.")
            } else {
                format!("{name}: nobody played {} – no chips.", name.to_lowercase())
            };
            out.push_str(&style.bold(&line));
            out.push('\n');
            continue;
        };
        let chips_n = u32::from(award.chips);
        let mut title = if de {
            format!(
                "{name}: {} bekommt {} = {}",
                r.name(award.seat),
                chips(lang, chips_n),
                points(lang, award.points)
            )
        } else {
            format!(
                "{name}: {} takes {} = {}",
                r.name(award.seat),
                chips(lang, chips_n),
                points(lang, award.points)
            )
        };
        if award.meister {
            title.push_str(" + Meister Makatsu");
        }
        out.push_str(&style.bold(&title));
        out.push('\n');
        let mut table = Table::new();
        table
            .load_style(presets::UTF8_FULL_CONDENSED)
            .set_content_arrangement(ContentArrangement::Dynamic)
            .set_width(u16::try_from(width.saturating_sub(2).max(20)).unwrap_or(78));
        table.set_header(if de {
            vec!["Nr.", "Person", "Karte", ""]
        } else {
            vec!["No.", "Player", "Card", ""]
        });
        for p in &c.compared {
            let won = p.seat == award.seat && p.number == award.play_number;
            let kind = match (p.kind, de) {
                (PlayKind::First, true) => "1. Karte",
                (PlayKind::Second, true) => "2. Karte",
                (PlayKind::First, false) => "first card",
                (PlayKind::Second, false) => "second card",
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
        let reason = if c.decided_by_later {
            let losers: Vec<String> = c
                .tied_lost
                .iter()
                .map(|p| format!("{} ({}.)", r.name(p.seat), p.number))
                .collect();
            // Worth saying only where a second card beat a first one.
            let second_beat_first = c
                .compared
                .iter()
                .any(|p| p.number == award.play_number && p.kind == PlayKind::Second)
                && c.tied_lost.iter().any(|p| p.kind == PlayKind::First);
            let mut text = if de {
                format!(
                    "Gleich hoch ({}): es trifft die zuletzt gespielte Karte – {} ({}.) nach {}.",
                    card(lang, award.card),
                    r.name(award.seat),
                    award.play_number,
                    losers.join(", ")
                )
            } else {
                format!(
                    "Equal highest ({}): the card played last takes them – {} (no. {}) after {}.",
                    card(lang, award.card),
                    r.name(award.seat),
                    award.play_number,
                    losers.join(", ")
                )
            };
            if second_beat_first {
                text.push_str(if de {
                    " Jede zweite Karte liegt später als alle ersten."
                } else {
                    " Every second card comes after all first cards."
                });
            }
            text
        } else if de {
            format!(
                "Höchster Wert in {name}: {} von {}. {name} bringt {}{}; im {}. Durchgang zählt ein Chip {}.",
                card(lang, award.card),
                r.name(award.seat),
                chips(lang, chips_n),
                if award.meister {
                    " und Meister Makatsu"
                } else {
                    ""
                },
                v.pass.number(),
                points(lang, v.chip_value)
            )
        } else {
            format!(
                "Highest {}: {} by {}. {name} gives {}{}; in pass {} a chip is worth {}.",
                name.to_lowercase(),
                card(lang, award.card),
                r.name(award.seat),
                chips(lang, chips_n),
                if award.meister {
                    " and Meister Makatsu"
                } else {
                    ""
                },
                v.pass.number(),
                points(lang, v.chip_value)
            )
        };
        let opts = textwrap::Options::new(width)
            .initial_indent("  ")
            .subsequent_indent("  ");
        out.push_str(&textwrap::fill(&reason, opts));
        out.push('\n');
        out.push_str(&style.dim(&format!("  {}", rule_line(game, lang, c.rule))));
        out.push('\n');
        if c.rule.card != crate::engine::makatsu::rules::CHIP_VALUE {
            out.push_str(&style.dim(&format!(
                "  {}",
                rule_line(game, lang, crate::engine::makatsu::rules::VALUE)
            )));
            out.push('\n');
        }
    }

    out.push('\n');
    let meister = if v.meister_moved {
        if de {
            format!(
                "Meister Makatsu geht von {} an {} (höchste lila Karte). {} beginnt die nächste Runde.",
                r.name(v.meister_before),
                r.name(v.meister_after),
                r.name(v.next_starter)
            )
        } else {
            format!(
                "Meister Makatsu goes from {} to {} (highest purple card). {} starts the next round.",
                r.name(v.meister_before),
                r.name(v.meister_after),
                r.name(v.next_starter)
            )
        }
    } else if v
        .colours
        .iter()
        .any(|c| c.colour == Colour::Purple && c.award.is_some())
    {
        if de {
            format!(
                "Meister Makatsu bleibt bei {} (eigene höchste lila Karte). {} beginnt die nächste Runde.",
                r.name(v.meister_after),
                r.name(v.next_starter)
            )
        } else {
            format!(
                "Meister Makatsu stays with {} (their own highest purple card). {} starts the next round.",
                r.name(v.meister_after),
                r.name(v.next_starter)
            )
        }
    } else if de {
        format!(
            "Niemand hat Lila gespielt: Meister Makatsu bleibt bei {}, und {} beginnt die nächste Runde.",
            r.name(v.meister_after),
            r.name(v.next_starter)
        )
    } else {
        format!(
            "Nobody played purple: Meister Makatsu stays with {}, who starts the next round.",
            r.name(v.meister_after)
        )
    };
    out.push_str(&textwrap::fill(&meister, width));
    out.push('\n');
    let rule = if v.meister_moved
        || v.colours
            .iter()
            .any(|c| c.colour == Colour::Purple && c.award.is_some())
    {
        crate::engine::makatsu::rules::NEXT_START
    } else {
        crate::engine::makatsu::rules::STAYS
    };
    out.push_str(&style.dim(&rule_line(game, lang, rule)));
    out.push('\n');
    let totals: Vec<String> = r
        .names
        .iter()
        .zip(&v.points)
        .map(|(n, p)| format!("{n} {p}"))
        .collect();
    let label = if de {
        "Minuspunkte dieser Runde"
    } else {
        "Minus points this round"
    };
    out.push_str(&textwrap::fill(
        &format!("{label}: {}", totals.join(" · ")),
        width,
    ));
    out.push('\n');
    out
}

/// A judged end of game.
pub fn final_result(game: &Game, lang: Lang, style: Style, width: usize, f: &Final) -> String {
    let v = &f.verdict;
    let de = lang == Lang::De;
    let mut out = String::new();
    let totals: Vec<String> = f
        .names
        .iter()
        .zip(&v.points)
        .map(|(n, p)| format!("{n} {p}"))
        .collect();
    let label = if de { "Minuspunkte" } else { "Minus points" };
    out.push_str(&textwrap::fill(
        &format!("{label}: {}", totals.join(" · ")),
        width,
    ));
    out.push('\n');
    let winner = f.name(v.winner);
    let headline = if de {
        format!("{winner} gewinnt.")
    } else {
        format!("{winner} wins.")
    };
    out.push_str(&style.good(&headline));
    out.push('\n');
    let tied: Vec<&str> = v.tied.iter().map(|&s| f.name(s)).collect();
    let reason = match (v.decided_by, v.winner_has_fewest, de) {
        (DecidedBy::Fewest, _, true) => format!(
            "{winner} hat allein die wenigsten Minuspunkte ({}).",
            v.fewest
        ),
        (DecidedBy::Fewest, _, false) => {
            format!("{winner} alone has the fewest minus points ({}).", v.fewest)
        }
        (DecidedBy::MeisterTie, true, true) => format!(
            "{} haben gleich wenige Minuspunkte ({}); bei Gleichstand gewinnt, wer Meister Makatsu hat: {winner}.",
            tied.join(" und "),
            v.fewest
        ),
        (DecidedBy::MeisterTie, true, false) => format!(
            "{} share the fewest minus points ({}); a tie goes to whoever holds Meister Makatsu: {winner}.",
            tied.join(" and "),
            v.fewest
        ),
        (DecidedBy::MeisterTie, false, true) => format!(
            "{} haben gleich wenige Minuspunkte ({}). Laut Regel gewinnt bei Gleichstand, wer Meister Makatsu hat – unabhängig von den eigenen Punkten. Das ist {winner}, obwohl {winner} mehr Minuspunkte hat; rulecard wendet die Regel wörtlich an.",
            tied.join(" und "),
            v.fewest
        ),
        (DecidedBy::MeisterTie, false, false) => format!(
            "{} share the fewest minus points ({}). The rule gives a tie to whoever holds Meister Makatsu, whatever their own points. That is {winner}, although {winner} has more minus points; rulecard applies the rule literally.",
            tied.join(" and "),
            v.fewest
        ),
    };
    out.push_str(&textwrap::fill(&reason, width));
    out.push('\n');
    out.push_str(&style.dim(&rule_line(game, lang, v.rule)));
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
            let de = lang == Lang::De;
            let text = match (ask, de) {
                (GameAsk::DeckAtPass(p), true) => format!(
                    "Zu Beginn des {}. Durchgangs hat jedes Dojo-Deck {value} Karten.",
                    p.number()
                ),
                (GameAsk::DeckAtPass(p), false) => format!(
                    "At the start of pass {} every Dojo deck holds {value} cards.",
                    p.number()
                ),
                (GameAsk::AblageAfterRound, true) => format!(
                    "Nach der ersten Runde liegen {value} Karten verdeckt in jeder Ninja-Ablage."
                ),
                (GameAsk::AblageAfterRound, false) => {
                    format!("After the first round each Ninja pile holds {value} face-down cards.")
                }
                (GameAsk::SetAsideAtEnd, true) => {
                    format!("Am Ende legt jede Person {value} Karten ungewertet beiseite.")
                }
                (GameAsk::SetAsideAtEnd, false) => {
                    format!("At the end everyone sets {value} cards aside unscored.")
                }
                (GameAsk::CardsPlayed, true) => {
                    format!("Jede Person spielt in einer Partie {value} Karten aus.")
                }
                (GameAsk::CardsPlayed, false) => format!("Everyone plays {value} cards in a game."),
                (GameAsk::Rounds, true) => format!("Eine Partie hat {value} Runden."),
                (GameAsk::Rounds, false) => format!("A game has {value} rounds."),
                (GameAsk::HandSize, true) => {
                    format!("Zu Rundenbeginn hat jede Person {value} Karten auf der Hand.")
                }
                (GameAsk::HandSize, false) => {
                    format!("Everyone starts a round with {value} cards in hand.")
                }
                (GameAsk::Supply(v), true) => {
                    format!("Im Vorrat liegen {value} Chips im Wert {v}.")
                }
                (GameAsk::Supply(v), false) => {
                    format!("The supply holds {value} chips of value {v}.")
                }
            };
            let how = if de {
                format!("(Die Engine hat dafür eine Partie mit {players} Personen durchgespielt.)")
            } else {
                format!("(The engine played a whole {players}-player game to see it.)")
            };
            let mut out = textwrap::fill(&format!("{text} {how}"), width);
            out.push('\n');
            let page = game
                .card(ask.rule())
                .map(|c| c.reference.as_str())
                .unwrap_or("");
            let label = if de { "Regelkarte" } else { "Rule card" };
            out.push_str(&style.dim(&format!("{label} {} ({page})", ask.rule())));
            out.push('\n');
            out
        }
    }
}
