//! Markdown rule text for the terminal, through pulldown-cmark.
//!
//! Card bodies use a small part of Markdown: paragraphs, emphasis, inline
//! code, (nested) lists, the odd table and block quote. Each becomes plain
//! text wrapped to the terminal width, with bold, italics and code coloured
//! only when colour is on; without colour the markup characters are dropped
//! rather than shown, so the text reads (and prints) cleanly.

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use super::style::Style;
use super::table;

/// Renders `markdown` as terminal text of at most `width` columns, each line
/// starting with `indent`.
pub fn render(markdown: &str, width: usize, indent: &str, style: Style) -> String {
    let mut r = Renderer {
        width: width.max(20),
        indent: indent.to_owned(),
        style,
        lines: Vec::new(),
        inline: String::new(),
        spans: Vec::new(),
        lists: Vec::new(),
        marker: None,
        quote: 0,
        table: None,
        code_block: None,
        blank_before_next: false,
    };
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    for event in Parser::new_ext(markdown, options) {
        r.event(event);
    }
    r.flush();
    let mut text = r.lines.join("\n");
    text.push('\n');
    text
}

#[derive(Default)]
struct TableBuf {
    header: Vec<String>,
    rows: Vec<Vec<String>>,
    row: Vec<String>,
    cell: String,
    in_head: bool,
}

struct Renderer {
    width: usize,
    indent: String,
    style: Style,
    lines: Vec<String>,
    /// The paragraph or list item text being collected, already styled.
    inline: String,
    /// Where each open emphasis began in `inline`, and what it is.
    spans: Vec<(usize, Span)>,
    /// Open lists: the next number of an ordered list, `None` for bullets.
    lists: Vec<Option<u64>>,
    /// The bullet or number the next line of an item starts with.
    marker: Option<String>,
    quote: usize,
    table: Option<TableBuf>,
    code_block: Option<String>,
    blank_before_next: bool,
}

#[derive(Copy, Clone)]
enum Span {
    Strong,
    Emphasis,
    Strike,
    Heading,
}

impl Renderer {
    fn push_text(&mut self, text: &str) {
        if let Some(code) = &mut self.code_block {
            code.push_str(text);
        } else if let Some(t) = &mut self.table {
            t.cell.push_str(text);
        } else {
            self.inline.push_str(text);
        }
    }

    /// The indentation of lines inside the current lists and quotes.
    fn prefix(&self) -> String {
        let mut p = self.indent.clone();
        for _ in 0..self.quote {
            p.push_str("│ ");
        }
        // Continuation lines of a list item line up under its text.
        for _ in 0..self.lists.len() {
            p.push_str("  ");
        }
        p
    }

    fn start_block(&mut self) {
        if self.blank_before_next && !self.lines.is_empty() {
            self.lines.push(String::new());
        }
        self.blank_before_next = false;
    }

    /// Wraps and emits the collected inline text, if any.
    fn flush(&mut self) {
        let text = std::mem::take(&mut self.inline);
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        self.start_block();
        let rest = self.prefix();
        let first = match self.marker.take() {
            Some(marker) => {
                // The marker hangs in the indentation of its list level.
                let base: String = rest
                    .chars()
                    .take(rest.chars().count().saturating_sub(2))
                    .collect();
                format!("{base}{marker}")
            }
            None => rest.clone(),
        };
        // First fit is the way people wrap by hand, and several times
        // cheaper than optimal fit on a lookup's path.
        let options = crate::render::wrap::first_fit(self.width)
            .initial_indent(&first)
            .subsequent_indent(&rest)
            .break_words(false);
        self.lines.extend(
            textwrap::wrap(text, options)
                .iter()
                .map(|l| l.trim_end().to_owned()),
        );
    }

    fn close_span(&mut self, kind: Span) {
        if let Some(pos) = self
            .spans
            .iter()
            .rposition(|(_, k)| std::mem::discriminant(k) == std::mem::discriminant(&kind))
        {
            let (start, _) = self.spans.remove(pos);
            let inner = self.inline.split_off(start);
            let styled = match kind {
                Span::Strong => self.style.bold(&inner),
                Span::Emphasis => self.style.italic(&inner),
                Span::Strike => self.style.dim(&inner),
                Span::Heading => self.style.heading(&inner),
            };
            self.inline.push_str(&styled);
        }
    }

    fn event(&mut self, event: Event<'_>) {
        match event {
            Event::Start(tag) => self.start(tag),
            Event::End(tag) => self.end(tag),
            Event::Text(t) => self.push_text(&t),
            Event::Code(c) => {
                if let Some(t) = &mut self.table {
                    t.cell.push_str(&c);
                } else {
                    let styled = self.style.code(&c);
                    self.inline.push_str(&styled);
                }
            }
            Event::SoftBreak => self.push_text(" "),
            Event::HardBreak => {
                if self.table.is_none() {
                    self.inline.push('\n');
                }
            }
            Event::Rule => {
                self.flush();
                self.start_block();
                let w = self
                    .width
                    .saturating_sub(self.indent.chars().count())
                    .min(40);
                self.lines.push(format!("{}{}", self.indent, "─".repeat(w)));
                self.blank_before_next = true;
            }
            Event::Html(h) | Event::InlineHtml(h) => self.push_text(&h),
            Event::FootnoteReference(f) => self.push_text(&format!("[{f}]")),
            Event::TaskListMarker(done) => self.push_text(if done { "[x] " } else { "[ ] " }),
            Event::InlineMath(m) | Event::DisplayMath(m) => self.push_text(&m),
        }
    }

    fn start(&mut self, tag: Tag<'_>) {
        match tag {
            Tag::Paragraph => {}
            Tag::Heading { .. } => {
                self.flush();
                self.blank_before_next = true;
                self.spans.push((self.inline.len(), Span::Heading));
            }
            Tag::BlockQuote(_) => {
                self.flush();
                self.quote += 1;
            }
            Tag::CodeBlock(_) => {
                self.flush();
                self.code_block = Some(String::new());
            }
            Tag::List(start) => {
                self.flush();
                if self.lists.is_empty() {
                    self.blank_before_next = true;
                }
                self.lists.push(start);
            }
            Tag::Item => {
                self.flush();
                let marker = match self.lists.last_mut() {
                    Some(Some(n)) => {
                        let m = format!("{n}. ");
                        *n += 1;
                        m
                    }
                    _ => "• ".to_owned(),
                };
                self.marker = Some(marker);
            }
            Tag::Emphasis => self.spans.push((self.inline.len(), Span::Emphasis)),
            Tag::Strong => self.spans.push((self.inline.len(), Span::Strong)),
            Tag::Strikethrough => self.spans.push((self.inline.len(), Span::Strike)),
            Tag::Table(_) => {
                self.flush();
                self.table = Some(TableBuf::default());
            }
            Tag::TableHead => {
                if let Some(t) = &mut self.table {
                    t.in_head = true;
                }
            }
            Tag::TableRow | Tag::TableCell => {}
            _ => {}
        }
    }

    fn end(&mut self, tag: TagEnd) {
        match tag {
            TagEnd::Paragraph => {
                self.flush();
                self.blank_before_next = true;
            }
            TagEnd::Heading(level) => {
                self.close_span(Span::Heading);
                if level == HeadingLevel::H1 {
                    self.inline = self.inline.to_uppercase();
                }
                self.flush();
                self.blank_before_next = true;
            }
            TagEnd::BlockQuote(_) => {
                self.flush();
                self.quote = self.quote.saturating_sub(1);
                self.blank_before_next = true;
            }
            TagEnd::CodeBlock => {
                if let Some(code) = self.code_block.take() {
                    self.start_block();
                    let prefix = format!("{}    ", self.prefix());
                    for line in code.trim_end().lines() {
                        self.lines
                            .push(format!("{prefix}{}", self.style.code(line)));
                    }
                    self.blank_before_next = true;
                }
            }
            TagEnd::List(_) => {
                self.flush();
                self.lists.pop();
                if self.lists.is_empty() {
                    self.blank_before_next = true;
                }
            }
            TagEnd::Item => {
                self.flush();
                // Items of a tight list follow each other without a gap.
                self.blank_before_next = false;
            }
            TagEnd::Emphasis => self.close_span(Span::Emphasis),
            TagEnd::Strong => self.close_span(Span::Strong),
            TagEnd::Strikethrough => self.close_span(Span::Strike),
            TagEnd::TableCell => {
                if let Some(t) = &mut self.table {
                    let cell = std::mem::take(&mut t.cell);
                    t.row.push(cell.trim().to_owned());
                }
            }
            TagEnd::TableHead => {
                if let Some(t) = &mut self.table {
                    t.header = std::mem::take(&mut t.row);
                    t.in_head = false;
                }
            }
            TagEnd::TableRow => {
                if let Some(t) = &mut self.table {
                    let row = std::mem::take(&mut t.row);
                    t.rows.push(row);
                }
            }
            TagEnd::Table => {
                if let Some(t) = self.table.take() {
                    self.start_block();
                    let prefix = self.prefix();
                    let avail = self.width.saturating_sub(prefix.chars().count());
                    let drawn = table::draw(&t.header, &t.rows, avail);
                    for line in drawn.lines() {
                        self.lines.push(format!("{prefix}{line}"));
                    }
                    self.blank_before_next = true;
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_drops_markup_and_wraps() {
        let out = render(
            "Die **spätere** Karte gewinnt, auch die `B6` von *Ben*, und dieser Satz ist lang genug zum Umbrechen.",
            40,
            "",
            Style::PLAIN,
        );
        assert!(!out.contains("**") && !out.contains('`') && !out.contains('*'));
        assert!(out.lines().all(|l| l.chars().count() <= 40), "{out}");
        assert!(out.contains("spätere"));
    }

    #[test]
    fn lists_get_markers_and_hanging_indent() {
        let out = render(
            "Intro:\n\n- one\n- two\n  - nested\n1. first\n",
            60,
            "",
            Style::PLAIN,
        );
        assert!(out.contains("• one\n• two\n  • nested"), "{out}");
        assert!(out.contains("1. first"), "{out}");
    }

    #[test]
    fn colour_only_when_asked() {
        let out = render("**bold**", 40, "", Style { color: true });
        assert!(out.contains("\u{1b}["));
        let plain = render("**bold**", 40, "", Style::PLAIN);
        assert!(!plain.contains('\u{1b}'));
    }

    #[test]
    fn tables_are_drawn() {
        let out = render(
            "| Pass | Rounds |\n|---|---|\n| 1 | 6 |\n| 2 | 3 |\n",
            60,
            "",
            Style::PLAIN,
        );
        assert!(
            out.contains("Pass") && out.contains("Rounds") && out.contains('6'),
            "{out}"
        );
    }
}
