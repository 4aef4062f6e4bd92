//! One-line summaries of rule card bodies, as plain text.
//!
//! A cheat sheet has room for one line per card, so the line is taken from
//! the card's own text rather than written anew: the first sentence of the
//! first paragraph. When that sentence only introduces a list or a table
//! ("… runs like this:"), the list's labels or the table's rows follow it in
//! compact form; when it is long and opens with a bold key phrase, the key
//! phrase is enough.

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// A sentence longer than this that opens with a bold key phrase is
/// shortened to the phrase.
const LONG_SENTENCE: usize = 120;

/// The most characters a list or table summary takes (it always keeps its
/// first item).
const COMPACT_LIMIT: usize = 200;

/// Inline text with where its bold spans are (byte ranges into `text`).
#[derive(Debug, Default, Clone)]
struct Inline {
    text: String,
    bold: Vec<(usize, usize)>,
}

#[derive(Debug)]
enum Block {
    Para(Inline),
    List { ordered: bool, items: Vec<Inline> },
    Table(Vec<Vec<String>>),
}

/// The plain text of an inline Markdown fragment (emphasis and code marks
/// dropped, line breaks as spaces).
pub fn plain(markdown: &str) -> String {
    let blocks = parse(markdown);
    let parts: Vec<String> = blocks
        .iter()
        .map(|b| match b {
            Block::Para(p) => p.text.clone(),
            Block::List { items, .. } => items
                .iter()
                .map(|i| i.text.as_str())
                .collect::<Vec<_>>()
                .join(" "),
            Block::Table(rows) => rows
                .iter()
                .map(|r| r.join(" "))
                .collect::<Vec<_>>()
                .join(" "),
        })
        .collect();
    tidy(&parts.join(" "))
}

/// The one-line summary of a card body (Markdown), as plain text.
pub fn summary(body: &str) -> String {
    let blocks = parse(body);
    let Some(first) = blocks.first() else {
        return String::new();
    };
    let line = match first {
        Block::Para(p) => {
            let sentence = first_sentence(&p.text);
            let whole = sentence.len() == p.text.trim_end().len();
            if whole && sentence.ends_with(':') && blocks.len() > 1 {
                let room = COMPACT_LIMIT.saturating_sub(sentence.chars().count());
                format!("{} {}", sentence, compact(&blocks[1], room))
            } else {
                key_phrase(p, sentence)
                    .unwrap_or(sentence)
                    .trim_end()
                    .to_owned()
            }
        }
        other => compact(other, COMPACT_LIMIT),
    };
    tidy(&line)
}

/// A short form of a plain text: its first sentence, and the next ones too
/// while what is taken is shorter than [`SHORT_ENOUGH`] characters (a very
/// short first sentence rarely says it all).
pub fn short(text: &str) -> String {
    let mut rest = text.trim();
    let mut out = String::new();
    while !rest.is_empty() && out.chars().count() < SHORT_ENOUGH {
        let sentence = first_sentence(rest);
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(sentence);
        rest = rest[sentence.len()..].trim_start();
    }
    out
}

/// See [`short`].
const SHORT_ENOUGH: usize = 60;

/// The first sentence of a text (the whole text if it has one sentence).
pub fn first_sentence(text: &str) -> &str {
    let text = text.trim();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (i, &(pos, c)) in chars.iter().enumerate() {
        if !matches!(c, '.' | '!' | '?') {
            continue;
        }
        // The end of a sentence is followed by a space and a capital (or an
        // opening quote or bracket).
        let Some(&(_, after)) = chars.get(i + 1) else {
            break;
        };
        if !after.is_whitespace() {
            continue;
        }
        let next = chars[i + 1..]
            .iter()
            .map(|&(_, c)| c)
            .find(|c| !c.is_whitespace());
        let starts_sentence = next.is_some_and(|n| {
            n.is_uppercase() || matches!(n, '„' | '“' | '"' | '\'' | '(' | '`' | '‘' | '«')
        });
        if !starts_sentence {
            continue;
        }
        if c == '.' && is_abbreviation(&text[..pos]) {
            continue;
        }
        return &text[..pos + c.len_utf8()];
    }
    text
}

/// Whether the word before a full stop makes it an abbreviation or an
/// ordinal ("1. Durchgang", "z. B.", "S. 2") rather than a sentence end.
fn is_abbreviation(before: &str) -> bool {
    let word = before
        .rsplit(|c: char| c.is_whitespace() || c == '(')
        .next()
        .unwrap_or("");
    if word.is_empty() || word.chars().all(|c| c.is_ascii_digit()) {
        return true;
    }
    if word.chars().count() == 1 {
        return true;
    }
    const ABBREVIATIONS: [&str; 14] = [
        "bzw", "usw", "ca", "Nr", "vgl", "evtl", "etc", "bijv", "d.h", "z.B", "e.g", "i.e", "o.a",
        "Art",
    ];
    ABBREVIATIONS.contains(&word)
}

/// The bold phrase a long sentence opens with, if it has one of some length.
fn key_phrase<'a>(p: &'a Inline, sentence: &str) -> Option<&'a str> {
    let &(start, end) = p.bold.first()?;
    if start != 0 || sentence.chars().count() <= LONG_SENTENCE || end >= sentence.len() {
        return None;
    }
    let phrase = p.text[start..end].trim().trim_end_matches([':', ',', ';']);
    (phrase.split_whitespace().count() >= 4).then_some(phrase)
}

/// A list or table in one line: its labels, items or rows, as many as fit
/// in [`COMPACT_LIMIT`] characters (at least one), "…" marking the rest.
fn compact(block: &Block, room: usize) -> String {
    let (parts, sep): (Vec<String>, &str) = match block {
        Block::Para(p) => return first_sentence(&p.text).to_owned(),
        Block::List { ordered, items } => {
            let labels: Option<Vec<&str>> = items.iter().map(label).collect();
            match labels {
                Some(labels) if !labels.is_empty() => (
                    labels.into_iter().map(str::to_owned).collect(),
                    if *ordered { " → " } else { " · " },
                ),
                _ => (
                    items
                        .iter()
                        .map(|i| i.text.trim().trim_end_matches(['.', ';']).to_owned())
                        .collect(),
                    if *ordered { " → " } else { "; " },
                ),
            }
        }
        Block::Table(rows) => (
            rows.iter()
                .filter(|r| !r.is_empty())
                .map(|r| {
                    let rest: Vec<&str> = r[1..]
                        .iter()
                        .map(String::as_str)
                        .filter(|c| !c.is_empty())
                        .collect();
                    if rest.is_empty() {
                        r[0].clone()
                    } else {
                        format!("{}: {}", r[0], rest.join(", "))
                    }
                })
                .collect(),
            "; ",
        ),
    };
    let mut out = String::new();
    for (i, part) in parts.iter().enumerate() {
        let len = out.chars().count() + sep.chars().count() + part.chars().count();
        if i > 0 && len > room {
            out.push_str(sep.trim_end());
            out.push_str(" …");
            break;
        }
        if i > 0 {
            out.push_str(sep);
        }
        out.push_str(part);
    }
    out
}

/// The bold label a list item opens with ("**Play:** in turn, …" → "Play").
fn label(item: &Inline) -> Option<&str> {
    let &(start, end) = item.bold.first()?;
    if start != 0 {
        return None;
    }
    let bold = item.text[start..end].trim();
    let after = item.text[end..].trim_start();
    if let Some(l) = bold.strip_suffix(':') {
        Some(l.trim())
    } else if after.starts_with(':') {
        Some(bold)
    } else {
        None
    }
}

/// Collapses runs of white space.
fn tidy(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The top-level blocks of a Markdown text; nested lists become part of
/// their item's text.
fn parse(markdown: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut inline = Inline::default();
    let mut bold_start: Vec<usize> = Vec::new();
    // Open lists: the next number of an ordered list; items of the
    // top-level list.
    let mut lists: Vec<Option<u64>> = Vec::new();
    let mut items: Vec<Inline> = Vec::new();
    let mut table: Option<(Vec<Vec<String>>, Vec<String>, bool)> = None;
    let mut in_head = false;
    let push = |inline: &mut Inline, t: &str| inline.text.push_str(t);

    for event in Parser::new_ext(markdown, Options::ENABLE_TABLES) {
        match event {
            Event::Text(t) | Event::Code(t) => match &mut table {
                Some((_, row, _)) => {
                    if let Some(cell) = row.last_mut() {
                        cell.push_str(&t);
                    }
                }
                None => push(&mut inline, &t),
            },
            Event::SoftBreak | Event::HardBreak => push(&mut inline, " "),
            Event::Start(Tag::Strong) => bold_start.push(inline.text.len()),
            Event::End(TagEnd::Strong) => {
                if let Some(s) = bold_start.pop()
                    && table.is_none()
                {
                    inline.bold.push((s, inline.text.len()));
                }
            }
            Event::Start(Tag::List(start)) => {
                if lists.is_empty() {
                    flush_para(&mut blocks, &mut inline);
                } else {
                    push(&mut inline, " ");
                }
                lists.push(start);
            }
            // Numbers of nested lists are part of the text ("1. Durchgang").
            Event::Start(Tag::Item) if lists.len() > 1 => {
                if let Some(Some(n)) = lists.last_mut() {
                    push(&mut inline, &format!("{n}. "));
                    *n += 1;
                }
            }
            Event::End(TagEnd::List(_)) => {
                let ordered = lists.pop().flatten().is_some();
                if lists.is_empty() {
                    blocks.push(Block::List {
                        ordered,
                        items: std::mem::take(&mut items),
                    });
                }
            }
            Event::End(TagEnd::Item) if lists.len() == 1 => {
                let mut item = std::mem::take(&mut inline);
                item.text = item.text.trim_end().to_owned();
                items.push(item);
            }
            Event::End(TagEnd::Paragraph) => {
                if lists.is_empty() {
                    flush_para(&mut blocks, &mut inline);
                } else {
                    push(&mut inline, " ");
                }
            }
            Event::Start(Tag::Table(_)) => {
                flush_para(&mut blocks, &mut inline);
                table = Some((Vec::new(), Vec::new(), false));
            }
            Event::Start(Tag::TableHead) => in_head = true,
            Event::End(TagEnd::TableHead) => {
                in_head = false;
                if let Some((_, row, _)) = &mut table {
                    row.clear();
                }
            }
            Event::Start(Tag::TableCell) => {
                if let Some((_, row, _)) = &mut table {
                    row.push(String::new());
                }
            }
            Event::End(TagEnd::TableRow) => {
                if let Some((rows, row, _)) = &mut table {
                    if !in_head {
                        rows.push(row.iter().map(|c| tidy(c)).collect());
                    }
                    row.clear();
                }
            }
            Event::End(TagEnd::Table) => {
                if let Some((rows, _, _)) = table.take() {
                    blocks.push(Block::Table(rows));
                }
            }
            _ => {}
        }
    }
    flush_para(&mut blocks, &mut inline);
    blocks
}

fn flush_para(blocks: &mut Vec<Block>, inline: &mut Inline) {
    if inline.text.trim().is_empty() {
        inline.text.clear();
        inline.bold.clear();
        return;
    }
    let mut p = std::mem::take(inline);
    // Leading white space would shift the bold ranges; there is none in
    // parsed paragraphs, but trimming the end is always safe.
    p.text.truncate(p.text.trim_end().len());
    blocks.push(Block::Para(p));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_sentence_skips_ordinals_and_abbreviations() {
        assert_eq!(
            first_sentence("Im 3. Durchgang gibt es keine Ablage. Danach nichts."),
            "Im 3. Durchgang gibt es keine Ablage."
        );
        assert_eq!(
            first_sentence("Siehe S. 2 dazu. Weiter."),
            "Siehe S. 2 dazu."
        );
        assert_eq!(first_sentence("Nur ein Satz"), "Nur ein Satz");
    }

    #[test]
    fn intro_with_labelled_list_becomes_a_sequence() {
        let s = summary(
            "Every round runs like this:\n\n1. **Play:** cards.\n2. **Ninja pile:** more.\n3. **Chips:** x.\n",
        );
        assert_eq!(s, "Every round runs like this: Play → Ninja pile → Chips");
    }

    #[test]
    fn intro_with_table_lists_rows() {
        let s = summary("Four cards:\n\n| Card | N |\n|---|---|\n| `2` | 2 |\n| `K♥` | 5 |\n");
        assert_eq!(s, "Four cards: 2: 2; K♥: 5");
    }

    #[test]
    fn long_sentence_with_bold_opening_is_shortened() {
        let s = summary(
            "**The jack always goes: it fits on whatever card is on top**, regardless of suit or rank – another jack included (unless the house rule is on). More.",
        );
        assert_eq!(
            s,
            "The jack always goes: it fits on whatever card is on top"
        );
        let short = summary("**Only purple moves it.** Then more.");
        assert_eq!(short, "Only purple moves it.");
    }

    #[test]
    fn long_lists_are_cut_with_an_ellipsis() {
        let item = "x".repeat(90);
        let s = summary(&format!("Intro:\n\n- {item}\n- {item}\n- {item}\n"));
        assert!(s.ends_with("; …"), "{s}");
        assert_eq!(s.matches(&item).count(), 2, "{s}");
    }

    #[test]
    fn nested_ordered_lists_keep_their_numbers() {
        let s = summary("Per game:\n\n- 1. Pass: 12\n- 2. Pass: 6\n");
        assert_eq!(s, "Per game: 1. Pass: 12; 2. Pass: 6");
    }

    #[test]
    fn short_keeps_sentences_until_long_enough() {
        assert_eq!(short("Only one."), "Only one.");
        let long = format!(
            "{} Second.",
            "A long first sentence that says it all, or nearly all of it."
        );
        assert_eq!(
            short(&long),
            "A long first sentence that says it all, or nearly all of it."
        );
        assert_eq!(
            short("Too short. Second one. Third."),
            "Too short. Second one. Third."
        );
    }

    #[test]
    fn plain_drops_markup() {
        assert_eq!(plain("a **b** `c` *d*"), "a b c d");
    }
}
