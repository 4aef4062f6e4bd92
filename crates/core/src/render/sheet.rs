//! The printable cheat sheet: one page per game with the turn in short, the
//! numbers, the special cards (or scoring), the common mistakes and, when
//! asked, the rules the player missed most.
//!
//! Everything on the sheet comes from the same content as the reference;
//! the only per-game knowledge here is *which* rule cards go on it
//! ([`picks`]). The sheet is built once as a small document and then written
//! as plain text, Markdown, or a self-contained HTML page made from that
//! Markdown (see [`super::html`]). The renderer does no I/O: the caller
//! writes the returned string wherever it wants.
//!
//! ```no_run
//! use rulecard_core::content::{self, GameId, Lang};
//! use rulecard_core::render::sheet::{sheet, SheetFormat, SheetOptions};
//!
//! let game = content::load(GameId::MauMau).unwrap();
//! let variants = vec!["seven-stacking".to_string()];
//! let opts = SheetOptions {
//!     variants: &variants,
//!     ..SheetOptions::new(SheetFormat::Html, Lang::De)
//! };
//! let page: String = sheet(&game, &opts);
//! ```

mod phrase;

use std::fmt;
use std::str::FromStr;

use self::phrase::{P, missed, phrase};
use super::html::{self, geometry as geo};
use super::table;
use crate::content::{Game, GameId, Lang};
use rulecard_content::digest::{self, Digest, Item};

/// The output format of a sheet.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SheetFormat {
    /// Plain text (no colour) wrapped to [`SheetOptions::width`] columns.
    Text,
    /// GitHub-flavoured Markdown.
    Markdown,
    /// One self-contained HTML page that prints on one A4 page.
    Html,
}

impl SheetFormat {
    pub const ALL: [SheetFormat; 3] = [SheetFormat::Text, SheetFormat::Markdown, SheetFormat::Html];

    /// The name users type: `text`, `markdown`, `html`.
    pub fn code(self) -> &'static str {
        match self {
            SheetFormat::Text => "text",
            SheetFormat::Markdown => "markdown",
            SheetFormat::Html => "html",
        }
    }

    /// The usual file extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            SheetFormat::Text => "txt",
            SheetFormat::Markdown => "md",
            SheetFormat::Html => "html",
        }
    }
}

impl fmt::Display for SheetFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for SheetFormat {
    type Err = String;

    /// `text`/`txt`, `markdown`/`md`, `html`/`htm`, in any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "text" | "txt" => Ok(SheetFormat::Text),
            "markdown" | "md" => Ok(SheetFormat::Markdown),
            "html" | "htm" => Ok(SheetFormat::Html),
            other => Err(format!(
                "unknown sheet format \"{other}\" (text, markdown, html)"
            )),
        }
    }
}

/// A rule the player keeps missing: a rule card id and how often.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Personal {
    /// A rule card id of the game (`tie-later-card`); unknown ids are skipped.
    pub rule: String,
    pub misses: u32,
}

/// What to put on a sheet and how to write it.
#[derive(Clone, Copy, Debug)]
pub struct SheetOptions<'a> {
    pub format: SheetFormat,
    /// The sheet's language; a language the game lacks falls back to English.
    pub lang: Lang,
    /// Text only: the width to wrap to (at least 40; 80 for a printout).
    pub width: usize,
    /// House rules switched on (variant ids from game.yaml); each adds its
    /// variant card. Ids the game does not know are skipped.
    pub variants: &'a [String],
    /// `Some`: add a "rules to re-read" box with these rule cards, already
    /// sorted with the most missed first; as many as still fit on the
    /// printed page go on the sheet (the same ones in every format).
    pub personal: Option<&'a [Personal]>,
}

impl SheetOptions<'static> {
    /// Width 80, no house rules, no personal box.
    pub fn new(format: SheetFormat, lang: Lang) -> Self {
        SheetOptions {
            format,
            lang,
            width: 80,
            variants: &[],
            personal: None,
        }
    }
}

/// The rule cards a game's sheet shows, by id, in order.
#[derive(Copy, Clone, Debug)]
pub struct Picks {
    /// "The turn in short" (for Meister Makatsu: the round).
    pub turn: &'static [&'static str],
    /// Special cards or scoring.
    pub special: &'static [&'static str],
}

/// Which rule cards go on `game`'s sheet. Variant cards come from the
/// options, personal ones from the player's record.
pub fn picks(game: GameId) -> Picks {
    match game {
        GameId::Makatsu => Picks {
            turn: &[
                "round-sequence",
                "play-order",
                "ninja-ablage",
                "chip-colours",
                "tie-later-card",
                "clean-up-draw",
            ],
            special: &["chip-value", "meister-makatsu", "third-pass", "game-end"],
        },
        GameId::Makao => Picks {
            turn: &[
                "matching",
                "several-cards",
                "drawing",
                "makao-call",
                "winning",
            ],
            special: &[
                "attack-cards",
                "four-wait",
                "jack-demand",
                "ace-suit",
                "queen-fits-all",
                "queen-restrictions",
                "scoring",
            ],
        },
        GameId::MauMau => Picks {
            turn: &[
                "start-and-direction",
                "matching",
                "one-card-per-turn",
                "drawing",
                "mau-mau-call",
                "winning",
            ],
            special: &["seven", "eight", "jack", "queen", "ace"],
        },
    }
}

/// The most entries the personal box ever gets, however much room is left.
pub const PERSONAL_MAX: usize = 8;

/// Builds the cheat sheet for `game`. Its cards, numbers and mistakes
/// come from the sheet text `build.rs` made of the game's content (see
/// [`digest`]); should that not be in the binary, it is made here from
/// `game`, which then must hold its mistakes and numbers.
pub fn sheet(game: &Game, opts: &SheetOptions) -> String {
    let doc = match embedded_digest(game.id) {
        Some(digest) => Doc::build(game, &digest, opts),
        None => Doc::build(game, &digest::digest(game), opts),
    };
    match opts.format {
        SheetFormat::Text => text(&doc, opts.width.max(40)),
        SheetFormat::Markdown => markdown(&doc),
        SheetFormat::Html => page(&doc),
    }
}

/// One rule card on the sheet.
#[derive(Clone, Debug)]
struct Line {
    title: String,
    reference: String,
    summary: String,
    rulings: Vec<String>,
    misses: Option<u32>,
}

struct NumberLine {
    label: String,
    value: String,
    reference: String,
    rulings: Vec<String>,
}

struct MistakeLine {
    wrong: String,
    right: String,
    reference: String,
    rulings: Vec<String>,
}

/// The sheet's content, in its language, before any format.
struct Doc {
    lang: Lang,
    game: GameId,
    title: String,
    source: String,
    turn_heading: &'static str,
    turn: Vec<Line>,
    special_heading: &'static str,
    special: Vec<Line>,
    variants: Vec<Line>,
    numbers: Vec<NumberLine>,
    mistakes: Vec<MistakeLine>,
    personal: Vec<Line>,
}

/// The sheet text `build.rs` embedded for `game`.
fn embedded_digest(game: GameId) -> Option<Digest<&'static str>> {
    postcard::from_bytes(crate::content::embedded(&digest::file_name(game))?).ok()
}

fn owned(list: &[impl AsRef<str>]) -> Vec<String> {
    list.iter().map(|s| s.as_ref().to_owned()).collect()
}

fn card_line(card: &Item<impl AsRef<str>>, lang: Lang) -> Line {
    let (title, summary) = card.texts(lang);
    Line {
        title: title.to_owned(),
        reference: card.reference.as_ref().to_owned(),
        summary: summary.to_owned(),
        rulings: owned(&card.rulings),
        misses: None,
    }
}

impl Doc {
    fn build<S: AsRef<str>>(game: &Game, digest: &Digest<S>, opts: &SheetOptions) -> Doc {
        let lang = if game.has_lang(opts.lang) {
            opts.lang
        } else if game.has_lang(Lang::En) {
            Lang::En
        } else {
            game.source_lang()
        };
        let picks = picks(game.id);
        let lines = |ids: &[&str]| -> Vec<Line> {
            ids.iter()
                .filter_map(|id| digest.card(id))
                .map(|c| card_line(c, lang))
                .collect()
        };
        let mut seen_variants: Vec<&str> = Vec::new();
        let variants = opts
            .variants
            .iter()
            .filter(|v| {
                let new = !seen_variants.contains(&v.as_str());
                seen_variants.push(v.as_str());
                new
            })
            .filter_map(|v| game.variant(v))
            .filter_map(|v| digest.card(&v.rule))
            .map(|c| card_line(c, lang))
            .collect();
        let source = &game.source;
        let mut source_line = source.title.clone();
        if let Some(p) = &source.publisher {
            source_line.push_str(&format!(" · {p}"));
        }
        if !source.edition.is_empty() {
            source_line.push_str(&format!(" · {}", source.edition));
        }
        let mut doc = Doc {
            lang,
            game: game.id,
            title: format!("{} – {}", game.name(lang), phrase(lang, P::CheatSheet)),
            source: source_line,
            turn_heading: phrase(
                lang,
                match game.id {
                    GameId::Makatsu => P::RoundInShort,
                    _ => P::TurnInShort,
                },
            ),
            turn: lines(picks.turn),
            special_heading: phrase(
                lang,
                match game.id {
                    GameId::Makatsu => P::ScoringAndEnd,
                    GameId::Makao => P::SpecialCardsAndScoring,
                    GameId::MauMau => P::SpecialCards,
                },
            ),
            special: lines(picks.special),
            variants,
            numbers: digest
                .numbers
                .iter()
                .map(|n| {
                    let (label, value) = n.texts(lang);
                    NumberLine {
                        label: label.to_owned(),
                        value: value.to_owned(),
                        reference: n.reference.as_ref().to_owned(),
                        rulings: owned(&n.rulings),
                    }
                })
                .collect(),
            mistakes: digest
                .mistakes
                .iter()
                .map(|m| {
                    let (wrong, right) = m.texts(lang);
                    MistakeLine {
                        wrong: wrong.to_owned(),
                        right: right.to_owned(),
                        reference: m.reference.as_ref().to_owned(),
                        rulings: owned(&m.rulings),
                    }
                })
                .collect(),
            personal: Vec::new(),
        };
        if let Some(personal) = opts.personal {
            let mut ids: Vec<&str> = Vec::new();
            for p in personal {
                if doc.personal.len() >= PERSONAL_MAX {
                    break;
                }
                let Some(card) = digest.card(p.rule.trim()) else {
                    continue;
                };
                if ids.contains(&card.id.as_ref()) {
                    continue;
                }
                ids.push(card.id.as_ref());
                let mut line = card_line(card, lang);
                line.misses = Some(p.misses);
                doc.personal.push(line);
                if !doc.fits() {
                    doc.personal.pop();
                    break;
                }
            }
        }
        doc
    }

    /// The ruling ids of every marked line, in order of first appearance.
    fn rulings(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = Vec::new();
        let all = self
            .turn
            .iter()
            .chain(&self.special)
            .chain(&self.variants)
            .map(|l| &l.rulings)
            .chain(self.numbers.iter().map(|n| &n.rulings))
            .chain(self.mistakes.iter().map(|m| &m.rulings))
            .chain(self.personal.iter().map(|l| &l.rulings));
        for list in all {
            for id in list {
                if !ids.contains(&id.as_str()) {
                    ids.push(id);
                }
            }
        }
        ids
    }

    /// The footnote that explains the dagger, or nothing if no line has one.
    fn footnote(&self) -> Option<(String, String)> {
        let ids = self.rulings();
        if ids.is_empty() {
            return None;
        }
        let note = format!(
            "† {} ({})",
            phrase(self.lang, P::RulingsNote),
            ids.join(", ")
        );
        let command = format!(
            "rulecard rules {} {}",
            self.game.slug(),
            phrase(self.lang, P::Card)
        );
        Some((note, command))
    }

    /// Whether the sheet fits on one printed page, by the estimate of the
    /// HTML layout (see [`html::geometry`]).
    fn fits(&self) -> bool {
        Layout::of(self).height <= geo::PAGE_HEIGHT_MM - SAFETY_MM
    }

    /// The lists that share the page's two columns, in reading order.
    fn column_sections(&self) -> Vec<Section> {
        let lang = self.lang;
        let cards = |class, heading: &str, ordered, lines: &[Line]| Section {
            class,
            heading: heading.to_owned(),
            ordered,
            indent_mm: geo::LIST_INDENT_MM,
            entries: lines.iter().map(|l| card_entry(l, lang)).collect(),
        };
        let mut sections = vec![
            cards("turn", self.turn_heading, true, &self.turn),
            cards("special", self.special_heading, false, &self.special),
        ];
        if !self.variants.is_empty() {
            sections.push(cards(
                "variants",
                phrase(lang, P::HouseRules),
                false,
                &self.variants,
            ));
        }
        sections.push(Section {
            class: "mistakes",
            heading: phrase(lang, P::Mistakes).to_owned(),
            ordered: false,
            indent_mm: geo::MISTAKE_INDENT_MM,
            entries: self.mistakes.iter().map(mistake_entry).collect(),
        });
        sections.retain(|s| !s.entries.is_empty());
        sections
    }

    /// The "rules to re-read" box, if there is anything in it.
    fn personal_section(&self) -> Option<Section> {
        (!self.personal.is_empty()).then(|| Section {
            class: "personal",
            heading: phrase(self.lang, P::Personal).to_owned(),
            ordered: false,
            indent_mm: geo::LIST_INDENT_MM,
            entries: self
                .personal
                .iter()
                .map(|l| card_entry(l, self.lang))
                .collect(),
        })
    }
}

/// Room kept free at the bottom of the page for what the estimate misses.
const SAFETY_MM: f32 = 6.0;

/// A list on the sheet: its heading and entries, as Markdown, and the plain
/// text of each entry's printed lines for the height estimate.
struct Section {
    class: &'static str,
    heading: String,
    ordered: bool,
    /// How far the list's text is indented (see the CSS).
    indent_mm: f32,
    entries: Vec<Entry>,
}

struct Entry {
    markdown: String,
    /// What the entry prints, line by line (a mistake has two), as plain
    /// text.
    lines: Vec<String>,
    /// How many bytes at the start of the first line are bold.
    bold: usize,
}

impl Section {
    /// Entries `from..to` as Markdown, with the heading if asked. An ordered
    /// list that starts later keeps counting.
    fn markdown(&self, from: usize, to: usize, heading: bool) -> String {
        let mut out = String::new();
        if heading {
            out.push_str(&format!("## {}\n\n", md(&self.heading)));
        }
        for (i, e) in self.entries[from..to].iter().enumerate() {
            if self.ordered {
                out.push_str(&format!("{}. {}\n", from + i + 1, e.markdown));
            } else {
                out.push_str(&format!("- {}\n", e.markdown));
            }
        }
        out
    }
}

fn card_entry(l: &Line, lang: Lang) -> Entry {
    let mut markdown = format!("**{}**", md(&l.title));
    let mut plain = l.title.clone();
    if !l.summary.is_empty() {
        markdown.push_str(&format!(" – {}", md(&l.summary)));
        plain.push_str(&format!(" – {}", l.summary));
    }
    let meta = meta(l, lang);
    markdown.push_str(&format!(" *({})*{}", md(&meta), dagger(&l.rulings)));
    plain.push_str(&format!(" ({meta}){}", dagger(&l.rulings)));
    Entry {
        markdown,
        bold: l.title.len(),
        lines: vec![plain],
    }
}

fn mistake_entry(m: &MistakeLine) -> Entry {
    let right = format!("✓ {} ({}){}", m.right, m.reference, dagger(&m.rulings));
    Entry {
        markdown: format!(
            "✗ {}\\\n  ✓ {} *({})*{}",
            md(&m.wrong),
            md(&m.right),
            md(&m.reference),
            dagger(&m.rulings)
        ),
        lines: vec![format!("✗ {}", m.wrong), right],
        bold: 0,
    }
}

/// How the HTML page is laid out: where the two columns split, and the
/// estimated height of the whole page.
///
/// The columns are split here rather than by CSS multi-column balancing:
/// with blocks that must not break, Chromium balances them unevenly, and a
/// split made from the estimate is the one the estimate describes.
struct Layout {
    /// The column lists go left up to this entry (in reading order), right
    /// from it.
    split: usize,
    /// The same for the entries of the personal box.
    personal_split: usize,
    height: f32,
}

/// Millimetres of a `pt` font's line.
fn line_mm(pt: f32) -> f32 {
    pt * geo::LINE_HEIGHT * geo::MM_PER_PT
}

/// A section heading (h2) with its margin and rule.
fn heading_mm() -> f32 {
    line_mm(8.5) + 1.5
}

/// The space after a section.
const SECTION_GAP_MM: f32 = 2.2;

/// How many lines `text` takes in a box `width_mm` wide at `pt` points,
/// its first `bold` bytes set in bold. Lines break at spaces (a no-break
/// space keeps its neighbours together), first fit, as browsers do.
fn lines(text: &str, bold: usize, width_mm: f32, pt: f32) -> usize {
    let em = pt * geo::MM_PER_PT;
    let space = geo::SPACE_EM * em;
    let mut count = 1;
    let mut x: f32 = 0.0;
    let mut pos = 0;
    for word in text.split(' ') {
        let factor = if pos < bold { geo::BOLD_FACTOR } else { 1.0 };
        pos += word.len() + 1;
        if word.is_empty() {
            continue;
        }
        let w = word.chars().count() as f32 * geo::CHAR_EM * em * factor;
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

fn text_height(text: &str, bold: usize, width_mm: f32, pt: f32) -> f32 {
    lines(text, bold, width_mm, pt) as f32 * line_mm(pt)
}

/// Each entry's height in reading order, with its section's heading added
/// to the first entry and the gap after the section to the last.
fn entry_heights(sections: &[Section], column_mm: f32, headings: bool) -> Vec<f32> {
    let mut out = Vec::new();
    for s in sections {
        let n = s.entries.len();
        let width = column_mm - s.indent_mm;
        for (i, e) in s.entries.iter().enumerate() {
            let mut h: f32 = e
                .lines
                .iter()
                .enumerate()
                .map(|(j, l)| {
                    let bold = if j == 0 { e.bold } else { 0 };
                    text_height(l, bold, width, geo::BODY_PT)
                })
                .sum::<f32>()
                + geo::ITEM_GAP_MM;
            if i == 0 && headings {
                h += heading_mm();
            }
            if i + 1 == n {
                h += SECTION_GAP_MM;
            }
            out.push(h);
        }
    }
    out
}

/// Where to split entries of these heights into two columns so that the
/// taller column is as short as can be; and that column's height.
fn balance(heights: &[f32]) -> (usize, f32) {
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

impl Layout {
    fn of(doc: &Doc) -> Layout {
        let full = geo::PAGE_WIDTH_MM;
        let column = (full - geo::COLUMN_GAP_MM) / 2.0;
        // Header: title, source line, rule.
        let mut height = geo::TITLE_PT * 1.15 * geo::MM_PER_PT
            + 0.8
            + text_height(
                &format!("{}: {}", phrase(doc.lang, P::Source), doc.source),
                phrase(doc.lang, P::Source).len() + 1,
                full,
                geo::BODY_PT,
            )
            + 3.2;
        // The numbers table across the page.
        height += heading_mm() + SECTION_GAP_MM;
        let row = |cells: [&str; 3]| -> f32 {
            let widths = [0.28, 0.50, 0.22];
            let n = cells
                .iter()
                .zip(widths)
                .map(|(c, w)| lines(c, 0, full * w - 2.0, geo::TABLE_PT))
                .max()
                .unwrap_or(1);
            n as f32 * geo::TABLE_PT * 1.2 * geo::MM_PER_PT + 0.65
        };
        height += row(["x", "x", "x"]);
        for n in &doc.numbers {
            let label = format!("{}{}", n.label, dagger(&n.rulings));
            height += row([&label, &n.value, &n.reference]);
        }
        // The two columns.
        let heights = entry_heights(&doc.column_sections(), column, true);
        let (split, columns) = balance(&heights);
        height += columns;
        // The personal box across the page, its entries in two columns.
        let mut personal_split = 0;
        if let Some(section) = doc.personal_section() {
            let inner = (full - 3.7 - geo::COLUMN_GAP_MM) / 2.0;
            let heights = entry_heights(std::slice::from_ref(&section), inner, false);
            let (at, h) = balance(&heights);
            personal_split = at;
            height += heading_mm() + 1.5 + 0.7 + h + SECTION_GAP_MM;
        }
        if let Some((note, command)) = doc.footnote() {
            let line = format!("{note}; {}: {command}", phrase(doc.lang, P::ReadWith));
            height += text_height(&line, 0, full, geo::FOOTER_PT) + 1.0;
        }
        Layout {
            split,
            personal_split,
            height,
        }
    }
}

fn dagger(rulings: &[String]) -> &'static str {
    // A no-break space keeps the dagger with the word before it.
    if rulings.is_empty() { "" } else { "\u{a0}†" }
}

/// The reference, with the miss count for personal lines.
fn meta(l: &Line, lang: Lang) -> String {
    match l.misses {
        Some(n) => format!("{} · {}", l.reference, missed(lang, n)),
        None => l.reference.clone(),
    }
}

// ---------------------------------------------------------------- text

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

fn text(doc: &Doc, width: usize) -> String {
    let mut out = String::new();
    wrap_into(&mut out, &doc.title, width, "", "");
    let rule_len = doc.title.chars().count().min(width);
    out.push_str(&"=".repeat(rule_len));
    out.push('\n');
    let source = format!("{}: {}", phrase(doc.lang, P::Source), doc.source);
    wrap_into(&mut out, &source, width, "", "  ");

    text_heading(&mut out, doc.turn_heading);
    for (i, l) in doc.turn.iter().enumerate() {
        let marker = format!("{:>2}. ", i + 1);
        text_card(&mut out, l, doc.lang, width, &marker);
    }

    text_heading(&mut out, phrase(doc.lang, P::Numbers));
    let header = [
        phrase(doc.lang, P::What).to_owned(),
        phrase(doc.lang, P::Value).to_owned(),
        phrase(doc.lang, P::Reference).to_owned(),
    ];
    let rows: Vec<Vec<String>> = doc
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
    out.push_str(&table::draw(&header, &rows, width));
    out.push('\n');

    text_heading(&mut out, doc.special_heading);
    for l in &doc.special {
        text_card(&mut out, l, doc.lang, width, "• ");
    }
    if !doc.variants.is_empty() {
        text_heading(&mut out, phrase(doc.lang, P::HouseRules));
        for l in &doc.variants {
            text_card(&mut out, l, doc.lang, width, "• ");
        }
    }

    text_heading(&mut out, phrase(doc.lang, P::Mistakes));
    for m in &doc.mistakes {
        wrap_into(&mut out, &m.wrong, width, "✗ ", "  ");
        let right = format!(
            "{} ({}){}",
            m.right,
            glued(&m.reference),
            dagger(&m.rulings)
        );
        wrap_into(&mut out, &right, width, "✓ ", "  ");
    }

    if !doc.personal.is_empty() {
        text_heading(&mut out, phrase(doc.lang, P::Personal));
        for l in &doc.personal {
            text_card(&mut out, l, doc.lang, width, "» ");
        }
    }

    if let Some((note, command)) = doc.footnote() {
        out.push('\n');
        let line = format!("{note}; {}: {command}", phrase(doc.lang, P::ReadWith));
        wrap_into(&mut out, &line, width, "", "  ");
    }
    out
}

// ------------------------------------------------------------ markdown

/// Escapes text so that Markdown shows it as it is (inline context).
fn md(text: &str) -> String {
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

fn md_header(doc: &Doc) -> String {
    format!(
        "# {}\n\n**{}:** {}\n",
        md(&doc.title),
        md(phrase(doc.lang, P::Source)),
        md(&doc.source)
    )
}

fn md_numbers(doc: &Doc) -> String {
    let lang = doc.lang;
    let mut out = format!(
        "## {}\n\n| {} | {} | {} |\n|---|---|---|\n",
        md(phrase(lang, P::Numbers)),
        md(phrase(lang, P::What)),
        md(phrase(lang, P::Value)),
        md(phrase(lang, P::Reference))
    );
    for n in &doc.numbers {
        out.push_str(&format!(
            "| {}{} | {} | {} |\n",
            md(&n.label),
            dagger(&n.rulings),
            md(&n.value),
            md(&n.reference)
        ));
    }
    out
}

fn md_footer(doc: &Doc) -> Option<String> {
    doc.footnote().map(|(note, command)| {
        format!(
            "{}; {}: `{}`\n",
            md(&note),
            md(phrase(doc.lang, P::ReadWith)),
            command
        )
    })
}

/// The Markdown sheet: the parts in reading order, the turn first.
fn markdown(doc: &Doc) -> String {
    let mut sections = doc.column_sections();
    let mut out = md_header(doc);
    let whole = |s: &Section| s.markdown(0, s.entries.len(), true);
    let mut rest = Vec::new();
    if !sections.is_empty() && sections[0].class == "turn" {
        let turn = sections.remove(0);
        rest.push(whole(&turn));
    }
    rest.push(md_numbers(doc));
    rest.extend(sections.iter().map(whole));
    rest.extend(doc.personal_section().as_ref().map(whole));
    for part in rest {
        out.push('\n');
        out.push_str(&part);
    }
    if let Some(f) = md_footer(doc) {
        out.push_str("\n---\n\n");
        out.push_str(&f);
    }
    out
}

// ---------------------------------------------------------------- html

/// One column of HTML: the entries `from..to` (in reading order over all
/// `sections`), each section's part in its own element.
fn html_column(sections: &[Section], from: usize, to: usize, headings: bool) -> String {
    let mut out = String::from("<div class=\"col\">\n");
    let mut start = 0;
    for s in sections {
        let end = start + s.entries.len();
        let (a, b) = (from.max(start), to.min(end));
        if a < b {
            out.push_str(&format!("<section class=\"{}\">\n", html::escape(s.class)));
            out.push_str(&html::from_markdown(&s.markdown(
                a - start,
                b - start,
                headings && a == start,
            )));
            out.push_str("</section>\n");
        }
        start = end;
    }
    out.push_str("</div>\n");
    out
}

fn page(doc: &Doc) -> String {
    let layout = Layout::of(doc);
    let sections = doc.column_sections();
    let total: usize = sections.iter().map(|s| s.entries.len()).sum();
    let mut body = String::new();
    body.push_str("<header>\n");
    body.push_str(&html::from_markdown(&md_header(doc)));
    body.push_str("</header>\n<section class=\"numbers\">\n");
    body.push_str(&html::from_markdown(&md_numbers(doc)));
    body.push_str("</section>\n<div class=\"cols\">\n");
    body.push_str(&html_column(&sections, 0, layout.split, true));
    body.push_str(&html_column(&sections, layout.split, total, true));
    body.push_str("</div>\n");
    if let Some(personal) = doc.personal_section() {
        let n = personal.entries.len();
        body.push_str("<section class=\"box\">\n");
        body.push_str(&html::from_markdown(&format!(
            "## {}\n",
            md(&personal.heading)
        )));
        body.push_str("<div class=\"cols\">\n");
        let one = std::slice::from_ref(&personal);
        body.push_str(&html_column(one, 0, layout.personal_split, false));
        body.push_str(&html_column(one, layout.personal_split, n, false));
        body.push_str("</div>\n</section>\n");
    }
    if let Some(f) = md_footer(doc) {
        body.push_str("<footer>\n");
        body.push_str(&html::from_markdown(&f));
        body.push_str("</footer>\n");
    }
    html::document(doc.lang, &doc.title, html::SHEET_CSS, &body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content;

    #[test]
    fn every_picked_card_exists() {
        for id in GameId::ALL {
            let game = content::load(id).unwrap();
            let p = picks(id);
            for card in p.turn.iter().chain(p.special) {
                assert!(game.card(card).is_some(), "{id}: no card {card}");
            }
        }
    }

    #[test]
    fn every_summary_is_one_short_line() {
        for id in GameId::ALL {
            let game = content::load(id).unwrap();
            for card in &game.rules {
                for &lang in &game.languages {
                    let s = rulecard_content::summary::summary(card.body.get(lang));
                    assert!(!s.is_empty(), "{id} {} {lang}: empty summary", card.id);
                    assert!(
                        !s.contains("**") && !s.contains('`') && !s.contains('\n'),
                        "{id} {} {lang}: {s}",
                        card.id
                    );
                }
            }
        }
    }

    #[test]
    fn markdown_escaping_keeps_text_literal() {
        let html = html::from_markdown(&md("a *b* <i> | `c` _d_ [e] & f"));
        assert!(
            html.contains("a *b* &lt;i&gt; | `c` _d_ [e] &amp; f"),
            "{html}"
        );
    }

    #[test]
    fn formats_parse() {
        for f in SheetFormat::ALL {
            assert_eq!(f.code().parse::<SheetFormat>().unwrap(), f);
            assert_eq!(f.extension().parse::<SheetFormat>().unwrap(), f);
        }
        assert!("pdf".parse::<SheetFormat>().is_err());
    }
}
