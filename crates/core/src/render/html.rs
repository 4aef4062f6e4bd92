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
