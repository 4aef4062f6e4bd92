//! The sheet as plain text (within the width asked, 80 columns for a
//! printout) and as Markdown: the same parts as the page, in reading
//! order: the turn, the numbers, the special cards with their faces in
//! text (`[7]`, `[K♥]`) or Meister Makatsu's colours and chip values, the
//! house rules, the mistakes as a two-column table, the rules to re-read
//! and the rulings the sheet rests on.

use super::faces;
use super::model::{Doc, Line, Tile, dagger, meta};
use super::phrase::{P, phrase};
use crate::content::{GameId, Lang};
use crate::render::table;

// ---------------------------------------------------------------- text

/// The numbers table: its header and a row per number (the dagger after
/// the label), in text and Markdown alike.
fn number_rows(doc: &Doc) -> ([String; 3], Vec<Vec<String>>) {
    let header = [P::What, P::Value, P::Reference].map(|p| phrase(doc.lang, p).to_owned());
    let rows = doc
        .numbers
        .iter()
        .map(|n| {
            vec![
                format!("{}{}", n.label, dagger(&n.rulings)),
                n.value.clone(),
                n.reference.clone(),
            ]
        })
        .collect();
    (header, rows)
}

fn wrap_into(out: &mut String, text: &str, width: usize, first: &str, rest: &str) {
    let options = crate::render::wrap::first_fit(width)
        .initial_indent(first)
        .subsequent_indent(rest);
    for line in textwrap::wrap(text, options) {
        out.push_str(line.trim_end());
        out.push('\n');
    }
}

fn text_heading(out: &mut String, heading: &str) {
    out.push('\n');
    let upper = heading.to_uppercase();
    let len = upper.chars().count();
    out.push_str(&upper);
    out.push('\n');
    out.push_str(&"-".repeat(len));
    out.push('\n');
}

/// Keeps a reference ("S. 2") on one line when wrapping.
fn glued(text: &str) -> String {
    text.replace(' ', "\u{a0}")
}

fn text_card(out: &mut String, l: &Line, lang: Lang, width: usize, marker: &str) {
    let pad = " ".repeat(marker.chars().count());
    let head = format!(
        "{} ({}){}",
        l.title,
        glued(&meta(l, lang)),
        dagger(&l.rulings)
    );
    wrap_into(out, &head, width, marker, &pad);
    if !l.summary.is_empty() {
        wrap_into(out, &l.summary, width, &pad, &pad);
    }
}

/// The faces of a tile in text, `[2] [3] [K♥] [K♠] `, and what their
/// badges say (`K♠: +5 previous`).
fn faces_text(t: &Tile) -> (String, Option<String>) {
    let faces: String = t
        .faces
        .iter()
        .map(|f| format!("[{}] ", f.label()))
        .collect();
    let badges: Vec<String> = t
        .faces
        .iter()
        .filter(|_| t.faces.len() > 1)
        .filter_map(|f| f.badge.as_ref().map(|b| format!("{}: {b}", f.label())))
        .collect();
    (faces, (!badges.is_empty()).then(|| badges.join(" · ")))
}

fn text_tile(out: &mut String, t: &Tile, lang: Lang, width: usize) {
    let (faces, badges) = faces_text(t);
    let marker = if faces.is_empty() {
        "• ".to_owned()
    } else {
        faces
    };
    let pad = "  ";
    let head = format!(
        "{} ({}){}",
        t.line.title,
        glued(&meta(&t.line, lang)),
        dagger(&t.line.rulings)
    );
    wrap_into(out, &format!("{marker}{head}"), width, "", pad);
    if let Some(b) = badges {
        wrap_into(out, &b, width, pad, pad);
    }
    if !t.line.summary.is_empty() {
        wrap_into(out, &t.line.summary, width, pad, pad);
    }
}

fn text_colours(out: &mut String, doc: &Doc, width: usize) {
    if doc.game != GameId::Makatsu {
        return;
    }
    wrap_into(out, phrase(doc.lang, P::Colours), width, "", "");
    for s in faces::swatches(doc.lang) {
        wrap_into(
            out,
            &format!("{} – {}", s.name, s.takes),
            width,
            &format!("{:>2}. ", s.order),
            "    ",
        );
    }
    let (header, rows) = faces::passes(doc.lang);
    out.push_str(&table::draw(&header, &rows, width.min(60)));
    out.push_str("\n\n");
}

pub(super) fn text(doc: &Doc, width: usize) -> String {
    let lang = doc.lang;
    let mut out = String::new();
    let title = format!("{} – {}", doc.name, doc.kind);
    wrap_into(&mut out, &title, width, "", "");
    let rule_len = title.chars().count().min(width);
    out.push_str(&"=".repeat(rule_len));
    out.push('\n');
    wrap_into(&mut out, &doc.source_line(), width, "", "  ");
    let players = format!("{}: {}", phrase(lang, P::Players), doc.players);
    wrap_into(&mut out, &players, width, "", "  ");
    if let Some(h) = doc.house_line() {
        wrap_into(&mut out, &h, width, "", "  ");
    }

    text_heading(&mut out, doc.turn_heading);
    if let Some(flow) = &doc.flow {
        let steps: Vec<String> = flow
            .steps
            .iter()
            .enumerate()
            .map(|(i, s)| format!("({}) {}", i + 1, glued(s)))
            .collect();
        wrap_into(&mut out, &steps.join(" → "), width, "", "");
        out.push('\n');
    }
    for (i, l) in doc.turn.iter().enumerate() {
        let marker = format!("{:>2}. ", i + 1);
        text_card(&mut out, l, lang, width, &marker);
    }

    text_heading(&mut out, phrase(lang, P::Numbers));
    let (header, rows) = number_rows(doc);
    out.push_str(&table::draw(&header, &rows, width));
    out.push('\n');

    text_heading(&mut out, doc.special_heading);
    text_colours(&mut out, doc, width);
    for t in &doc.special {
        text_tile(&mut out, t, lang, width);
    }
    if !doc.variants.is_empty() {
        text_heading(&mut out, phrase(lang, P::HouseRules));
        for t in &doc.variants {
            text_tile(&mut out, t, lang, width);
        }
    }

    text_heading(&mut out, phrase(lang, P::Mistakes));
    let (header, rows) = mistake_table(doc, lang, glued);
    out.push_str(&table::draw(&header, &rows, width));
    out.push('\n');
    if let Some(more) = doc.more_line() {
        wrap_into(&mut out, &more, width, "", "  ");
    }

    if !doc.personal.is_empty() {
        text_heading(&mut out, phrase(lang, P::Personal));
        for l in &doc.personal {
            text_card(&mut out, l, lang, width, "» ");
        }
    }

    out.push('\n');
    if let Some(note) = doc.footnote() {
        wrap_into(&mut out, &note, width, "", "  ");
        for r in doc.rulings() {
            wrap_into(
                &mut out,
                &format!("{}: {}", r.id, r.statement),
                width,
                "  ",
                "    ",
            );
        }
    }
    wrap_into(&mut out, &doc.read_with(), width, "", "  ");
    out
}

// ------------------------------------------------------------ markdown

/// Escapes text so that Markdown shows it as it is (inline context).
pub(super) fn md(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '~' | '&' | '#' | '$'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn md_card(l: &Line, lang: Lang) -> String {
    let mut s = format!("**{}**", md(&l.title));
    if !l.summary.is_empty() {
        s.push_str(&format!(" – {}", md(&l.summary)));
    }
    s.push_str(&format!(
        " *({})*{}",
        md(&meta(l, lang)),
        dagger(&l.rulings)
    ));
    s
}

fn md_tile(t: &Tile, lang: Lang) -> String {
    let (faces, badges) = faces_text(t);
    let faces = if faces.is_empty() {
        String::new()
    } else {
        format!("{} ", md(faces.trim_end()))
    };
    let mut s = format!("- {faces}{}", md_card(&t.line, lang));
    if let Some(b) = badges {
        s.push_str(&format!(" – {}", md(&b)));
    }
    s.push('\n');
    s
}

fn md_table(header: &[String], rows: &[Vec<String>]) -> String {
    let cells = |r: &[String]| -> String {
        let inner: Vec<String> = r.iter().map(|c| md(c)).collect();
        format!("| {} |\n", inner.join(" | "))
    };
    let mut out = cells(header);
    out.push_str(&format!("|{}\n", "---|".repeat(header.len())));
    for r in rows {
        out.push_str(&cells(r));
    }
    out
}

/// The Markdown sheet, in the text sheet's order.
pub(super) fn markdown(doc: &Doc) -> String {
    let lang = doc.lang;
    let mut out = format!(
        "# {} – {}\n\n**{}:** {}\n\n**{}:** {}\n",
        md(&doc.name),
        md(doc.kind),
        md(phrase(lang, P::Source)),
        md(&doc.source),
        md(phrase(lang, P::Players)),
        md(&doc.players)
    );
    if let Some(h) = doc.house_line() {
        out.push_str(&format!("\n{}\n", md(&h)));
    }

    out.push_str(&format!("\n## {}\n\n", md(doc.turn_heading)));
    if let Some(flow) = &doc.flow {
        let steps: Vec<String> = flow
            .steps
            .iter()
            .enumerate()
            .map(|(i, s)| format!("**{}** {}", i + 1, md(s)))
            .collect();
        out.push_str(&format!("{}\n\n", steps.join(" → ")));
    }
    for (i, l) in doc.turn.iter().enumerate() {
        out.push_str(&format!("{}. {}\n", i + 1, md_card(l, lang)));
    }

    out.push_str(&format!("\n## {}\n\n", md(phrase(lang, P::Numbers))));
    let (header, rows) = number_rows(doc);
    out.push_str(&md_table(&header, &rows));

    out.push_str(&format!("\n## {}\n\n", md(doc.special_heading)));
    if doc.game == GameId::Makatsu {
        out.push_str(&format!("**{}:**\n\n", md(phrase(lang, P::Colours))));
        for s in faces::swatches(lang) {
            out.push_str(&format!(
                "{}. **{}** – {}\n",
                s.order,
                md(&s.name),
                md(&s.takes)
            ));
        }
        let (header, rows) = faces::passes(lang);
        out.push('\n');
        out.push_str(&md_table(&header, &rows));
        out.push('\n');
    }
    for t in &doc.special {
        out.push_str(&md_tile(t, lang));
    }
    if !doc.variants.is_empty() {
        out.push_str(&format!("\n## {}\n\n", md(phrase(lang, P::HouseRules))));
        for t in &doc.variants {
            out.push_str(&md_tile(t, lang));
        }
    }

    out.push_str(&format!("\n## {}\n\n", md(phrase(lang, P::Mistakes))));
    let (header, rows) = mistake_table(doc, lang, str::to_owned);
    out.push_str(&md_table(&header, &rows));
    if let Some(more) = doc.more_line() {
        out.push_str(&format!("\n{}\n", md(&more)));
    }

    if !doc.personal.is_empty() {
        out.push_str(&format!("\n## {}\n\n", md(phrase(lang, P::Personal))));
        for l in &doc.personal {
            out.push_str(&format!("- {}\n", md_card(l, lang)));
        }
    }

    out.push_str("\n---\n\n");
    if let Some(note) = doc.footnote() {
        out.push_str(&format!("{}\n\n", md(&note)));
        for r in doc.rulings() {
            out.push_str(&format!("- **{}**: {}\n", md(&r.id), md(&r.statement)));
        }
        out.push('\n');
    }
    out.push_str(&format!(
        "{}: `rulecard rules {} {}`\n",
        md(phrase(lang, P::ReadWith)),
        doc.game.slug(),
        phrase(lang, P::Card)
    ));
    out
}

/// The mistakes as a two-column table, text and Markdown alike: what
/// people get wrong | what is right, with its reference written by
/// `reference` (the text sheet keeps a reference on one line).
fn mistake_table(
    doc: &Doc,
    lang: Lang,
    reference: impl Fn(&str) -> String,
) -> ([String; 2], Vec<Vec<String>>) {
    let header = [
        format!("✗ {}", phrase(lang, P::Wrong)),
        format!("✓ {}", phrase(lang, P::Right)),
    ];
    let rows = doc
        .mistakes
        .iter()
        .map(|m| {
            vec![
                m.wrong.clone(),
                format!(
                    "{} ({}){}",
                    m.right,
                    reference(&m.reference),
                    dagger(&m.rulings)
                ),
            ]
        })
        .collect();
    (header, rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::html;

    #[test]
    fn markdown_escaping_keeps_text_literal() {
        let html = html::from_markdown(&md("a *b* <i> | `c` _d_ [e] & f"));
        assert!(
            html.contains("a *b* &lt;i&gt; | `c` _d_ [e] &amp; f"),
            "{html}"
        );
    }
}
