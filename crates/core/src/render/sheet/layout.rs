//! The printed page's geometry, and the estimate of how tall the sheet
//! prints at a type size: it picks the largest type size at which the
//! sheet still fits its one A4 page (so a short sheet is set larger and
//! fills the page), and how many personal lines fit.
//!
//! The estimate follows the page [`super::page`] writes: the same boxes,
//! widths and line heights (the CSS is made from the constants here). Text
//! is measured with DejaVu Sans' average advance; whatever the estimate
//! misses is what [`SAFETY_MM`], [`SAFETY_LARGER_MM`] and the page's stretching boxes take up.
//! `scripts/print-sheets.sh` checks the real print.
//!
//! Why one file: every box's estimate must use the same constants as the
//! CSS the page is made from; about a sixth of it is the tests that hold
//! the estimate to the page.

use super::model::{Doc, Fit, Line, Tile, dagger, meta};

/// A4 less the 10 mm `@page` margin on each side.
pub(super) const PAGE_WIDTH_MM: f32 = 190.0;
pub(super) const PAGE_HEIGHT_MM: f32 = 277.0;
/// The type sizes a sheet may get, largest first; never below 8 pt.
const SIZES: [f32; 9] = [10.5, 10.2, 9.9, 9.6, 9.3, 9.0, 8.7, 8.4, 8.0];
pub(super) const MIN_PT: f32 = 8.0;
/// Room kept free for what the estimate misses: for the personal box, and
/// (more, for the estimate misses up to 8 mm either way on the sheets as
/// printed) before a type size above the smallest is chosen.
const SAFETY_MM: f32 = 9.0;
const SAFETY_LARGER_MM: f32 = 15.0;
/// `line-height` of running text.
pub(super) const LINE: f32 = 1.08;
/// Gap between boxes, and a box's padding.
pub(super) const GAP_MM: f32 = 2.0;
pub(super) const PAD_MM: f32 = 1.5;
/// The shares the turn box may take of the first row (the numbers take
/// the rest), and the mistakes table's first column of the table.
const TURN_SHARES: [f32; 7] = [0.36, 0.4, 0.44, 0.48, 0.52, 0.56, 0.6];
const WRONG_SHARES: [f32; 4] = [0.36, 0.4, 0.44, 0.48];
/// The width of a step number and of a card face, in mm.
pub(super) const STEP_MM: f32 = 6.0;
pub(super) const FACE_W_MM: f32 = 10.0;
pub(super) const FACE_H_MM: f32 = 13.5;
/// Tiles per row in a grid of tiles: as many as its tiles take, up to 5,
/// else 4.
pub(super) fn tile_columns(tiles: &[Tile]) -> usize {
    let units: usize = tiles.iter().map(tile_span).sum();
    if units <= 5 { units.max(2) } else { 4 }
}

/// A figure's size relative to the text.
pub(super) const FIGURE_EM: f32 = 1.75;
/// The game's name in the header.
pub(super) const NAME_EM: f32 = 2.2;
/// Box headings.
pub(super) const HEADING_EM: f32 = 1.12;

const MM_PER_PT: f32 = 25.4 / 72.0;
/// Average advance of a character of running text in DejaVu Sans
/// Condensed, in em (DejaVu Sans: 0.5585, measured on printed sheets; the
/// condensed face is 0.9 of it, measured the same way), of a space, and
/// how much wider bold is.
const CHAR_EM: f32 = 0.5585 * 0.9;
const SPACE_EM: f32 = 0.9 * 651.0 / 2048.0;
const BOLD_FACTOR: f32 = 1.1;

impl Fit {
    /// Before the page is set.
    pub(super) const NONE: Fit = Fit {
        pt: MIN_PT,
        turn: 0.5,
        wrong: 0.4,
    };

    /// The shares that make the first row and the mistakes table shortest
    /// at `pt`.
    #[cfg(test)]
    fn at(doc: &Doc, pt: f32) -> Fit {
        Fit::at_with(doc, &Texts::of(doc), pt)
    }

    fn at_with(doc: &Doc, t: &Texts, pt: f32) -> Fit {
        let row = |share: f32| {
            let turn_w = (PAGE_WIDTH_MM - GAP_MM) * share;
            turn_mm(t, turn_w, pt).max(numbers_mm(t, PAGE_WIDTH_MM - GAP_MM - turn_w, pt))
        };
        // Each share's height is worked out once (a comparison of two
        // would work both out again).
        let least = |shares: &[f32], f: &dyn Fn(f32) -> f32| {
            shares
                .iter()
                .map(|&share| (share, f(share)))
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .map(|(share, _)| share)
                .expect("shares")
        };
        Fit {
            pt,
            turn: least(&TURN_SHARES, &row),
            wrong: least(&WRONG_SHARES, &|w| mistakes_mm(doc, t, pt, w)),
        }
    }
}

/// The text of every line the layout measures. It depends on neither the
/// type size nor the box widths, so it is put together once for all the
/// sizes and shares tried.
struct Texts {
    /// The turn's steps (their first words in bold).
    turn: Vec<Measured>,
    /// The numbers' text beside their figure, its bold bytes, and whether
    /// there is a figure.
    numbers: Vec<(Measured, bool)>,
    /// The widest figure, in characters.
    widest_figure: usize,
    /// Each mistake's two cells.
    mistakes: Vec<(Measured, Measured)>,
}

impl Texts {
    fn of(doc: &Doc) -> Texts {
        let figures: Vec<(String, String)> = doc.numbers.iter().map(|n| figure(&n.value)).collect();
        Texts {
            turn: doc
                .turn
                .iter()
                .map(|l| Measured::of(&line_text(l, doc.lang), l.title.len()))
                .collect(),
            numbers: doc
                .numbers
                .iter()
                .zip(&figures)
                .map(|(n, (figure, rest))| {
                    let text = format!("{} {rest} {}{}", n.label, n.reference, dagger(&n.rulings));
                    (Measured::of(&text, n.label.len()), !figure.is_empty())
                })
                .collect(),
            widest_figure: figures
                .iter()
                .map(|(f, _)| f.chars().count())
                .max()
                .unwrap_or(0),
            mistakes: doc
                .mistakes
                .iter()
                .map(|m| {
                    let right = format!("{} {}{}", m.right, m.reference, dagger(&m.rulings));
                    (Measured::of(&m.wrong, 0), Measured::of(&right, 0))
                })
                .collect(),
        }
    }
}

/// The largest type size at which `doc` fits its page, with its shares.
pub(super) fn fit(doc: &Doc) -> Fit {
    let t = Texts::of(doc);
    SIZES
        .into_iter()
        .map(|pt| Fit::at_with(doc, &t, pt))
        .find(|f| height_with(doc, &t, f) <= PAGE_HEIGHT_MM - SAFETY_LARGER_MM)
        .unwrap_or_else(|| Fit::at_with(doc, &t, MIN_PT))
}

/// Whether `doc` fits one page at the smallest type size.
pub(super) fn fits_at_least(doc: &Doc) -> bool {
    let t = Texts::of(doc);
    height_with(doc, &t, &Fit::at_with(doc, &t, MIN_PT)) <= PAGE_HEIGHT_MM - SAFETY_MM
}

/// How many lines `text` takes in a box `width_mm` wide at `pt` points,
/// its first `bold` bytes set in bold. Lines break at spaces (a no-break
/// space keeps its neighbours together), first fit, as browsers do.
pub(super) fn lines(text: &str, bold: usize, width_mm: f32, pt: f32) -> usize {
    Measured::of(text, bold).lines(width_mm, pt)
}

/// A text's words as the layout measures them: each one's width in ems of
/// one point and its bold factor. The layout measures the same lines at
/// every type size and box width it tries; reading their words once, byte
/// by byte, took `rulecard sheet` from 10.2 to under 5 million
/// instructions (a character is a byte that does not continue another in
/// UTF-8).
struct Measured(Vec<(f32, f32)>);

impl Measured {
    fn of(text: &str, bold: usize) -> Measured {
        let mut words = Vec::new();
        let mut add = |start: usize, chars: usize| {
            if chars > 0 {
                let factor = if start < bold { BOLD_FACTOR } else { 1.0 };
                words.push((chars as f32 * CHAR_EM, factor));
            }
        };
        let (mut start, mut chars) = (0, 0);
        for (i, &b) in text.as_bytes().iter().enumerate() {
            if b == b' ' {
                add(start, chars);
                (start, chars) = (i + 1, 0);
            } else if b & 0xC0 != 0x80 {
                chars += 1;
            }
        }
        add(start, chars);
        Measured(words)
    }

    /// See [`lines`].
    fn lines(&self, width_mm: f32, pt: f32) -> usize {
        let em = pt * MM_PER_PT;
        let space = SPACE_EM * em;
        let mut count = 1;
        let mut x: f32 = 0.0;
        for &(ems, factor) in &self.0 {
            let w = ems * em * factor;
            if x > 0.0 && x + space + w <= width_mm {
                x += space + w;
            } else {
                if x > 0.0 {
                    count += 1;
                }
                x = w;
                // A word wider than the line breaks where it must.
                while x > width_mm {
                    count += 1;
                    x -= width_mm;
                }
            }
        }
        count
    }

    fn mm(&self, width_mm: f32, pt: f32) -> f32 {
        self.lines(width_mm, pt) as f32 * line_mm(pt, 1.0)
    }
}

/// Millimetres of one line of `em` times the text size.
fn line_mm(pt: f32, em: f32) -> f32 {
    pt * em * LINE * MM_PER_PT
}

fn text_mm(text: &str, bold: usize, width_mm: f32, pt: f32) -> f32 {
    Measured::of(text, bold).mm(width_mm, pt)
}

/// A box's frame: padding and heading.
fn frame_mm(pt: f32) -> f32 {
    2.0 * PAD_MM + line_mm(pt, HEADING_EM) + 1.2
}

/// The text of a rule card line as it prints: title, summary, reference.
pub(super) fn line_text(l: &Line, lang: crate::content::Lang) -> String {
    let mut s = l.title.clone();
    if !l.summary.is_empty() {
        s.push_str(" – ");
        s.push_str(&l.summary);
    }
    format!("{s} {}{}", meta(l, lang), dagger(&l.rulings))
}

/// The width of the numbers' figure column at `pt`: its widest figure
/// (figures do not wrap), and some room.
pub(super) fn figure_mm(doc: &Doc, pt: f32) -> f32 {
    let widest = doc
        .numbers
        .iter()
        .map(|n| figure(&n.value).0.chars().count())
        .max()
        .unwrap_or(0);
    figure_width_mm(widest, pt)
}

fn figure_width_mm(widest: usize, pt: f32) -> f32 {
    widest as f32 * CHAR_EM * BOLD_FACTOR * FIGURE_EM * pt * MM_PER_PT + 2.5
}

/// The numbers' figure and the rest of their value (see
/// [`super::page::figure`]).
fn numbers_mm(t: &Texts, width: f32, pt: f32) -> f32 {
    let inner = width - 2.0 * PAD_MM - figure_width_mm(t.widest_figure, pt);
    t.numbers
        .iter()
        .map(|(text, has_figure)| {
            let text_h = text.mm(inner, pt);
            let fig_h = if *has_figure {
                line_mm(pt, FIGURE_EM)
            } else {
                0.0
            };
            text_h.max(fig_h) + 0.8
        })
        .sum::<f32>()
        + frame_mm(pt)
}

fn turn_mm(t: &Texts, width: f32, pt: f32) -> f32 {
    let inner = width - 2.0 * PAD_MM - STEP_MM;
    let h: f32 = t.turn.iter().map(|text| text.mm(inner, pt) + 1.0).sum();
    h + frame_mm(pt)
}

/// Meister Makatsu's round as a band of steps across the page.
fn flow_mm(doc: &Doc, pt: f32) -> f32 {
    let Some(flow) = &doc.flow else {
        return 0.0;
    };
    let width = PAGE_WIDTH_MM - 2.0 * PAD_MM;
    let step = width / flow.steps.len() as f32 - 5.0;
    let lines = flow
        .steps
        .iter()
        .map(|s| lines(s, s.len(), step - 6.0, pt))
        .max()
        .unwrap_or(1);
    lines as f32 * line_mm(pt, 1.0) + 2.0 * PAD_MM + 1.5 + GAP_MM
}

/// The height of a grid of tiles (special cards, house rules).
fn tiles_mm(doc: &Doc, tiles: &[Tile], pt: f32) -> f32 {
    if tiles.is_empty() {
        return 0.0;
    }
    let n = tile_columns(tiles);
    let columns = n as f32;
    let cell = (PAGE_WIDTH_MM - 2.0 * PAD_MM - (columns - 1.0) * GAP_MM) / columns;
    let mut rows: Vec<f32> = Vec::new();
    let mut used = n;
    for t in tiles {
        let span = tile_span(t);
        let width = cell * span as f32 + GAP_MM * (span - 1) as f32;
        let text_w = if t.faces.len() == 1 {
            width - FACE_W_MM - 2.0
        } else {
            width
        };
        let caption = format!(
            "{} {}{}",
            t.caption,
            meta(&t.line, doc.lang),
            dagger(&t.line.rulings)
        );
        let mut text_h =
            line_mm(pt, 1.1) * lines(&caption, t.caption.len(), text_w, pt * 1.1) as f32;
        if shows_summary(t) {
            text_h += text_mm(&t.line.summary, 0, text_w, pt);
        }
        let h = match t.faces.len() {
            0 => text_h,
            1 => text_h.max(FACE_H_MM),
            _ => FACE_H_MM + 1.2 + line_mm(pt, 1.0) + text_h,
        };
        if used + span > n {
            rows.push(h);
            used = span;
        } else {
            used += span;
            let last = rows.last_mut().expect("a row");
            *last = last.max(h);
        }
    }
    rows.iter().sum::<f32>() + (rows.len() as f32 - 1.0) * GAP_MM + frame_mm(pt)
}

/// How many grid columns a tile takes: two for several faces or for a
/// text of its own.
pub(super) fn tile_span(t: &Tile) -> usize {
    if t.faces.len() > 1 || shows_summary(t) {
        2
    } else {
        1
    }
}

/// Whether a tile prints its card's summary: a face's caption says what
/// the card does, unless the face carries a warning (the card has
/// restrictions to read) or there is no face.
pub(super) fn shows_summary(t: &Tile) -> bool {
    !t.line.summary.is_empty()
        && (t.faces.is_empty() || t.faces.iter().any(|f| f.badge.as_deref() == Some("!")))
}

/// Meister Makatsu's colours and chip value table above its scoring lines.
fn colours_mm(doc: &Doc, pt: f32) -> f32 {
    if doc.game != crate::content::GameId::Makatsu {
        return 0.0;
    }
    // The swatches (a heading, then swatch and label in a row) beside the
    // pass table (4 rows).
    let swatches = line_mm(pt, 1.0) + 1.2 + 10.0f32.max(2.0 * line_mm(pt, 1.0));
    let table = 4.0 * (line_mm(pt, 1.15) + 0.7);
    swatches.max(table) + GAP_MM
}

fn mistakes_mm(doc: &Doc, t: &Texts, pt: f32, share: f32) -> f32 {
    let inner = PAGE_WIDTH_MM - 2.0 * PAD_MM;
    let (wrong_w, right_w) = (inner * share - 2.0, inner * (1.0 - share) - 2.0);
    let head = line_mm(pt, 1.0) + 1.0;
    t.mistakes
        .iter()
        .map(|(wrong, right)| wrong.mm(wrong_w, pt).max(right.mm(right_w, pt)) + 0.8)
        .sum::<f32>()
        + head
        + frame_mm(pt)
        + if doc.more_mistakes > 0 {
            line_mm(pt, 1.0)
        } else {
            0.0
        }
}

fn personal_mm(doc: &Doc, pt: f32) -> f32 {
    if doc.personal.is_empty() {
        return 0.0;
    }
    let column = (PAGE_WIDTH_MM - 2.0 * PAD_MM - GAP_MM) / 2.0 - 4.0;
    let heights: Vec<f32> = doc
        .personal
        .iter()
        .map(|l| text_mm(&line_text(l, doc.lang), l.title.len(), column, pt) + 0.8)
        .collect();
    let (_, h) = balance(&heights);
    h + frame_mm(pt) + GAP_MM
}

fn footer_mm(doc: &Doc, pt: f32) -> f32 {
    let column = (PAGE_WIDTH_MM - GAP_MM) / 2.0;
    // Two balanced columns: half of the whole, and a line for where the
    // balance misses.
    let all: f32 = doc
        .rulings()
        .iter()
        .map(|r| text_mm(&format!("{} {}", r.id, r.statement), r.id.len(), column, pt) + 0.3)
        .sum();
    let rulings = if all > 0.0 {
        all / 2.0 + line_mm(pt, 1.0)
    } else {
        0.0
    };
    let head = if doc.footnote().is_some() {
        line_mm(pt, 1.0)
    } else {
        0.0
    };
    head.max(line_mm(pt, 1.0)) + rulings + 1.5
}

fn header_mm(doc: &Doc, pt: f32) -> f32 {
    let right = PAGE_WIDTH_MM * 0.58 - 2.0 * PAD_MM;
    let mut info = text_mm(&doc.source_line(), 0, right, pt) + line_mm(pt, 1.0);
    if let Some(house) = doc.house_line() {
        info += text_mm(&house, 0, right, pt);
    }
    let name = line_mm(pt, NAME_EM)
        * lines(
            &doc.name,
            doc.name.len(),
            PAGE_WIDTH_MM * 0.42 - 4.0,
            pt * NAME_EM,
        ) as f32
        + line_mm(pt, 1.0);
    info.max(name) + 2.0 * PAD_MM
}

/// The estimated height of the whole page set as `fit` says, in mm.
#[cfg(test)]
fn height(doc: &Doc, fit: &Fit) -> f32 {
    height_with(doc, &Texts::of(doc), fit)
}

fn height_with(doc: &Doc, t: &Texts, fit: &Fit) -> f32 {
    let pt = fit.pt;
    let turn_w = (PAGE_WIDTH_MM - GAP_MM) * fit.turn;
    let numbers_w = PAGE_WIDTH_MM - GAP_MM - turn_w;
    let row = turn_mm(t, turn_w, pt).max(numbers_mm(t, numbers_w, pt));
    // The house rules' tiles share the special cards' grid.
    let tiles: Vec<Tile> = doc.special.iter().chain(&doc.variants).cloned().collect();
    let special = tiles_mm(doc, &tiles, pt) + colours_mm(doc, pt);
    header_mm(doc, pt)
        + GAP_MM
        + flow_mm(doc, pt)
        + row
        + GAP_MM
        + special
        + GAP_MM
        + mistakes_mm(doc, t, pt, fit.wrong)
        + personal_mm(doc, pt)
        + GAP_MM
        + footer_mm(doc, pt)
}

/// Where to split entries of these heights into two columns so that the
/// taller column is as short as can be; and that column's height.
pub(super) fn balance(heights: &[f32]) -> (usize, f32) {
    let total: f32 = heights.iter().sum();
    let mut best = (heights.len(), total);
    let mut left: f32 = 0.0;
    for (i, h) in heights.iter().enumerate() {
        let taller = left.max(total - left);
        if taller < best.1 {
            best = (i, taller);
        }
        left += h;
    }
    best
}

/// Where the personal box's entries split into its two columns.
pub(super) fn personal_split(doc: &Doc) -> usize {
    let column = (PAGE_WIDTH_MM - 2.0 * PAD_MM - GAP_MM) / 2.0 - 4.0;
    let heights: Vec<f32> = doc
        .personal
        .iter()
        .map(|l| text_mm(&line_text(l, doc.lang), l.title.len(), column, doc.fit.pt) + 0.8)
        .collect();
    balance(&heights).0
}

/// The figure of a number's value, to print large, and the rest of the
/// value: `"4 cards – play 2, …"` → `("4 cards", "play 2, …")`, `"52 (…)"`
/// → `("52", "(…)")`. A value that does not open with a short figure
/// (`"one deck up to 4 players"`, `"2 → 2 · 3 → 3"`) has none.
pub(super) fn figure(value: &str) -> (String, String) {
    let value = value.trim();
    let none = (String::new(), value.to_owned());
    if !value.starts_with(|c: char| c.is_ascii_digit()) {
        return none;
    }
    // The figure ends where the value's first part ends.
    // (A comma before a digit is a list of figures: "1, 2 or 3".)
    let cut = [" – ", "; ", ", ", " ("]
        .iter()
        .filter_map(|sep| {
            value
                .match_indices(sep)
                .map(|(at, _)| at)
                .find(|&at| {
                    *sep != ", " || !value[at + 2..].starts_with(|c: char| c.is_ascii_digit())
                })
                .map(|at| (at, sep.len()))
        })
        .min();
    let (head, rest) = match cut {
        Some((at, len)) => (&value[..at], value[at + len..].trim_start()),
        None => (value, ""),
    };
    let (head, rest) = if head.chars().count() <= 12 {
        (head.to_owned(), rest.to_owned())
    } else {
        // Too long: only its leading number, if that reads on its own.
        // (Not from a list of figures: "1 chip for blue, 2 for yellow".)
        let digits: String = head.chars().take_while(|c| c.is_ascii_digit()).collect();
        let after = head[digits.len()..].trim_start();
        let list = head
            .match_indices(", ")
            .any(|(at, _)| head[at + 2..].starts_with(|c: char| c.is_ascii_digit()));
        if after.starts_with(|c: char| c.is_alphabetic()) && !list {
            let rest = value[digits.len()..].trim_start().to_owned();
            (digits, rest)
        } else {
            return none;
        }
    };
    // "2 → 2 · …" is a list, not a figure.
    if head.contains('→') || head.contains('·') {
        return none;
    }
    // A parenthesis cut off keeps its opening bracket.
    let rest = match cut {
        Some((at, _)) if value[at..].starts_with(" (") && head.len() == at => {
            format!("({rest}")
        }
        _ => rest,
    };
    (head, rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_reads_words_and_characters_as_str_would() {
        // The same count as splitting at spaces and counting characters.
        let by_str = |text: &str, bold: usize, width_mm: f32, pt: f32| {
            let em = pt * MM_PER_PT;
            let (mut count, mut x, mut pos) = (1, 0.0f32, 0);
            for word in text.split(' ') {
                let factor = if pos < bold { BOLD_FACTOR } else { 1.0 };
                pos += word.len() + 1;
                if word.is_empty() {
                    continue;
                }
                let w = word.chars().count() as f32 * CHAR_EM * em * factor;
                if x > 0.0 && x + SPACE_EM * em + w <= width_mm {
                    x += SPACE_EM * em + w;
                } else {
                    count += usize::from(x > 0.0);
                    x = w;
                    while x > width_mm {
                        count += 1;
                        x -= width_mm;
                    }
                }
            }
            count
        };
        for text in [
            "Gleichstand → trifft es die zuletzt gespielte Karte",
            "  two  spaces ",
            "K♠ und K♥ schlagen zurück; Ärger über Übermut",
            "7\u{a0}auf\u{a0}7 wörtlich genommen",
            "",
        ] {
            for bold in [0, 3, 12, text.len()] {
                for width in [5.0, 20.0, 47.5, 90.0] {
                    for pt in [6.0, 7.5, 9.0] {
                        assert_eq!(
                            lines(text, bold, width, pt),
                            by_str(text, bold, width, pt),
                            "{text:?} {bold} {width} {pt}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn lines_break_like_a_browser() {
        // 10 characters of 8 pt DejaVu Sans are about 15.8 mm.
        assert_eq!(lines("aaaaaaaaaa", 0, 16.0, 8.0), 1);
        assert_eq!(lines("aaaaaaaaaa aaaaaaaaaa", 0, 20.0, 8.0), 2);
        assert_eq!(lines("aaaaaaaaaa\u{a0}aaaaaaaaaa", 0, 20.0, 8.0), 2);
        assert_eq!(lines("", 0, 20.0, 8.0), 1);
    }

    #[test]
    fn larger_type_takes_more_room_and_every_sheet_fits_at_the_smallest() {
        use super::super::{Doc, SheetFormat, SheetOptions};
        use crate::content::{self, GameId};
        for id in GameId::ALL {
            let g = content::load(id).unwrap();
            let d = rulecard_content::digest::digest(&g);
            for &lang in &g.languages {
                let doc = Doc::build(&g, &d, &SheetOptions::new(SheetFormat::Html, lang));
                let small = height(&doc, &Fit::at(&doc, MIN_PT));
                let large = height(&doc, &Fit::at(&doc, SIZES[0]));
                assert!(small < large, "{id} {lang}: {small} ≥ {large}");
                // The estimate errs up to 8 mm either way; beyond that the
                // page would not print on one sheet.
                assert!(small < PAGE_HEIGHT_MM, "{id} {lang}: {small} mm at 8 pt");
                assert!(doc.fit.pt >= MIN_PT && SIZES.contains(&doc.fit.pt));
            }
        }
    }

    #[test]
    fn balance_splits_evenly() {
        assert_eq!(balance(&[1.0, 1.0, 1.0, 1.0]), (2, 2.0));
        assert_eq!(balance(&[3.0, 1.0, 1.0, 1.0]), (1, 3.0));
    }

    fn f(v: &str) -> (String, String) {
        figure(v)
    }

    #[test]
    fn figures_are_the_values_short_opening() {
        assert_eq!(
            f("4 cards – play 2, put 2 face down"),
            ("4 cards".into(), "play 2, put 2 face down".into())
        );
        assert_eq!(
            f("52 (ruling R-MA-DECK), no jokers"),
            ("52".into(), "(ruling R-MA-DECK), no jokers".into())
        );
        assert_eq!(f("5"), ("5".into(), String::new()));
        // A list of figures has none of its own.
        assert_eq!(f("3 passes of 6, 3 and 2 rounds – from a deck").0, "");
        assert_eq!(f("22 of the 24 cards (12 + 6 + 4)").0, "22");
        assert_eq!(f("2 → 2 · 3 → 3 · K♥ → 5").0, "");
        assert_eq!(f("one deck up to 4 players").0, "");
        assert_eq!(f("Blue 1 chip, yellow 2 chips").0, "");
        assert_eq!(f("1, 2 or 3 minus points – in pass 1, 2 or 3").0, "");
        assert_eq!(f("24 chips of 1, 12 of 2, 8 of 3 – no").0, "");
        assert_eq!(
            f("1 chip for blue, 2 for yellow, 1 for purple – in order").0,
            ""
        );
    }
}
