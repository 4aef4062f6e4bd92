//! Self-contained HTML pages: Markdown through pulldown-cmark's HTML
//! writer, wrapped in a full document with inline CSS. No scripts, no
//! links, no external fonts: a page must print the same on a machine
//! without network.

use pulldown_cmark::{Event, Options, Parser};

use crate::content::Lang;

/// HTML for a Markdown fragment (GFM tables and strikethrough). Raw HTML in
/// the Markdown is shown as text, never passed through, so content can
/// never inject markup.
pub fn from_markdown(markdown: &str) -> String {
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    let events = Parser::new_ext(markdown, options).map(|e| match e {
        Event::Html(h) | Event::InlineHtml(h) => Event::Text(h),
        other => other,
    });
    let mut out = String::with_capacity(markdown.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut out, events);
    out
}

/// Escapes text for HTML element content and quoted attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A complete HTML document: `body` is inserted as it is (already HTML),
/// `title` is escaped, `css` goes into the one inline style element.
pub fn document(lang: Lang, title: &str, css: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<style>\n{css}</style>\n</head>\n<body>\n{body}</body>\n</html>\n",
        lang = escape(lang.code()),
        title = escape(title),
    )
}

/// The page geometry the cheat sheet CSS sets up, for estimating how much
/// fits on one page. Change these together with [`SHEET_CSS`].
pub mod geometry {
    /// A4 (210 × 297 mm) less the 10 mm `@page` margin on each side.
    pub const PAGE_WIDTH_MM: f32 = 190.0;
    pub const PAGE_HEIGHT_MM: f32 = 277.0;
    /// `column-gap` of the two columns.
    pub const COLUMN_GAP_MM: f32 = 5.0;
    /// Body text: `font-size` and `line-height`.
    pub const BODY_PT: f32 = 8.0;
    pub const LINE_HEIGHT: f32 = 1.15;
    /// The numbers table's font size.
    pub const TABLE_PT: f32 = 7.5;
    /// The footer's font size.
    pub const FOOTER_PT: f32 = 7.0;
    /// The title's font size.
    pub const TITLE_PT: f32 = 14.0;
    /// Average advance of a character of running text in DejaVu Sans, in
    /// em (measured on printed sheets: 0.5585), of a space (651 of 2048
    /// font units), and how much wider bold is.
    pub const CHAR_EM: f32 = 0.56;
    pub const SPACE_EM: f32 = 651.0 / 2048.0;
    pub const BOLD_FACTOR: f32 = 1.1;
    /// `margin-bottom` of list items.
    pub const ITEM_GAP_MM: f32 = 0.5;
    /// `padding-left` of lists, and of the mistakes list (less its items'
    /// negative margin).
    pub const LIST_INDENT_MM: f32 = 4.0;
    pub const MISTAKE_INDENT_MM: f32 = 1.0;
    pub const MM_PER_PT: f32 = 25.4 / 72.0;
}

/// The cheat sheet's style: A4, one page, two columns, DejaVu Sans first
/// (it has the suit symbols ♣♦♥♠), blocks that do not break across columns.
pub const SHEET_CSS: &str = r#"@page { size: A4; margin: 10mm; }
* { box-sizing: border-box; }
html {
  font-family: "DejaVu Sans", "Noto Sans", "Segoe UI Symbol", "Arial Unicode MS", Arial, sans-serif;
  font-size: 8pt;
  line-height: 1.15;
  color: #111;
  background: #fff;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
body { margin: 0 auto; max-width: 190mm; }
@media screen { body { margin: 10mm auto; } }
code { font-family: "DejaVu Sans Mono", monospace; font-size: 95%; }
header { border-bottom: 1.2pt solid #111; margin-bottom: 2mm; padding-bottom: 1mm; }
h1 { font-size: 14pt; line-height: 1.15; margin: 0 0 0.8mm; }
header p { margin: 0; color: #333; }
h2 {
  font-size: 8.5pt;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  margin: 0 0 1mm;
  padding-bottom: 0.3mm;
  border-bottom: 0.5pt solid #666;
  break-after: avoid;
}
section { margin: 0 0 2.2mm; }
p { margin: 0 0 1mm; }
ul, ol { margin: 0; padding-left: 4mm; }
li { margin: 0 0 0.5mm; break-inside: avoid; }
li em { font-style: normal; color: #555; }
.cols { display: flex; gap: 5mm; align-items: flex-start; }
.col { flex: 1 1 0; min-width: 0; }
.numbers table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 7.5pt; line-height: 1.2; }
.numbers th, .numbers td { border: 0.4pt solid #999; padding: 0.25mm 1mm; text-align: left; vertical-align: top; }
.numbers th { background: #e8e8e8; }
.numbers th:nth-child(1) { width: 28%; }
.numbers th:nth-child(2) { width: 50%; }
.numbers th:nth-child(3) { width: 22%; }
.numbers tr { break-inside: avoid; }
.mistakes li { list-style: none; margin-left: -3mm; }
.box { border: 1pt solid #111; background: #f1f1f1; padding: 1mm 1.5mm 0.5mm; break-inside: avoid; }
.box h2 { border-bottom-color: #111; }
.box section { margin: 0; }
footer { border-top: 0.5pt solid #666; padding-top: 0.8mm; font-size: 7pt; color: #333; break-inside: avoid; }
footer p { margin: 0; }
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_html_in_markdown_is_escaped() {
        let html = from_markdown("a <script>x</script> **b**");
        assert!(!html.contains("<script"), "{html}");
        assert!(html.contains("&lt;script&gt;") && html.contains("<strong>b</strong>"));
    }

    #[test]
    fn document_escapes_title() {
        let doc = document(Lang::De, "A & <B>", "", "");
        assert!(doc.contains("<title>A &amp; &lt;B&gt;</title>"));
        assert!(doc.contains("<html lang=\"de\">") && doc.contains("<meta charset=\"utf-8\">"));
    }
}
