//! The designed A4 page: a header band (game, source, house rules in
//! force), the turn as numbered steps beside the numbers with their figures
//! large, the special cards as card faces (Meister Makatsu: its colours as
//! swatches and the chip value per pass), the mistakes as a two-column
//! table, and the rulings the sheet rests on. One self-contained HTML file
//! (inline CSS and SVG, fonts of the system): the CLI writes it, the web
//! app prints it.

use super::faces;
use super::layout::{self as geo, PAGE_HEIGHT_MM, PAGE_WIDTH_MM, figure};
use super::model::{Doc, Face, Line, Ruling, Tile, meta};
use super::phrase::{P, phrase};
use crate::content::GameId;
use crate::render::html::{self, escape};

fn refs(reference: &str, rulings: &[Ruling]) -> String {
    format!(
        " <span class=\"ref\">{}</span>{}",
        escape(&reference.replace(' ', "\u{a0}")),
        if rulings.is_empty() {
            ""
        } else {
            "<span class=\"dag\">\u{a0}†</span>"
        }
    )
}

fn line_html(l: &Line, lang: crate::content::Lang) -> String {
    let mut out = format!("<b>{}</b>", escape(&l.title));
    if !l.summary.is_empty() {
        out.push_str(&format!(" – {}", escape(&l.summary)));
    }
    out.push_str(&refs(&meta(l, lang), &l.rulings));
    out
}

fn face_html(f: &Face, with_badge: bool) -> String {
    let suits = match f.suit {
        Some(s) => format!(
            "<span class=\"{}\">{}</span>",
            if faces::is_red(s) { "red" } else { "blk" },
            s.symbol()
        ),
        None => crate::engine::french::Suit::ALL
            .iter()
            .map(|&s| {
                format!(
                    "<span class=\"{}\">{}</span>",
                    if faces::is_red(s) { "red" } else { "blk" },
                    s.symbol()
                )
            })
            .collect(),
    };
    let colour = match f.suit {
        Some(s) if faces::is_red(s) => " red",
        _ => "",
    };
    let warn = match (&f.badge, with_badge) {
        (Some(b), false) => format!("<span class=\"warn\">{}</span>", escape(b)),
        _ => String::new(),
    };
    let mut out = format!(
        "<div class=\"face{colour}\"><span class=\"corner\">{rank}</span>{warn}\
         <span class=\"rank\">{rank}</span><span class=\"suits{}\">{suits}</span></div>",
        if f.suit.is_some() { " one" } else { "" },
        rank = escape(&f.rank),
    );
    if with_badge && let Some(b) = &f.badge {
        out = format!(
            "<div class=\"faced\">{out}<span class=\"badge\">{}</span></div>",
            escape(b)
        );
    }
    out
}

fn tile_html(t: &Tile, lang: crate::content::Lang, house: bool) -> String {
    let many = t.faces.len() > 1;
    let class = match (t.faces.len(), geo::tile_span(t)) {
        (0, _) => "tile plain span2",
        (1, 1) => "tile",
        (1, _) => "tile span2",
        _ => "tile wide span2",
    };
    let faces: String = t.faces.iter().map(|f| face_html(f, many)).collect();
    // The reference may break between its words in a narrow tile.
    let caption = format!(
        "<div class=\"cap\">{}{}</div>",
        escape(&t.caption),
        refs(&meta(&t.line, lang), &t.line.rulings).replace('\u{a0}', " ")
    );
    let body = if geo::shows_summary(t) {
        format!("<div class=\"sum\">{}</div>", escape(&t.line.summary))
    } else {
        String::new()
    };
    let faces = if faces.is_empty() {
        String::new()
    } else {
        format!("<div class=\"faces\">{faces}</div>")
    };
    let class = if house {
        format!("{class} house")
    } else {
        class.to_owned()
    };
    format!("<div class=\"{class}\">{faces}<div class=\"txt\">{caption}{body}</div></div>\n")
}

/// The grid of the special cards and, marked, the house rules' cards.
fn tiles_html(doc: &Doc) -> String {
    let all: Vec<Tile> = doc.special.iter().chain(&doc.variants).cloned().collect();
    let mut out = format!(
        "<div class=\"tiles\" style=\"grid-template-columns: repeat({}, minmax(0, 1fr))\">\n",
        geo::tile_columns(&all)
    );
    for (i, t) in all.iter().enumerate() {
        out.push_str(&tile_html(t, doc.lang, i >= doc.special.len()));
    }
    out.push_str("</div>\n");
    out
}

/// An SVG swatch of a Meister Makatsu colour, with its pattern so that it
/// reads in black and white.
fn swatch_svg(colour: crate::engine::makatsu::Colour) -> String {
    let (fill, pattern) = faces::colour_css(colour);
    let marks = match pattern {
        "stripes" => (0..8)
            .map(|i| {
                let x = i as f32 * 4.0 - 12.0;
                format!(
                    "<line x1=\"{x}\" y1=\"24\" x2=\"{}\" y2=\"0\" stroke=\"#fff\" stroke-width=\"1.3\"/>",
                    x + 24.0
                )
            })
            .collect::<String>(),
        "dots" => (0..16)
            .map(|i| {
                let (x, y) = ((i % 4) as f32 * 6.0 + 3.0, (i / 4) as f32 * 6.0 + 3.0);
                format!("<circle cx=\"{x}\" cy=\"{y}\" r=\"1.3\" fill=\"#222\"/>")
            })
            .collect(),
        _ => (0..16)
            .filter(|i| (i % 4 + i / 4) % 2 == 0)
            .map(|i| {
                let (x, y) = ((i % 4) as f32 * 6.0, (i / 4) as f32 * 6.0);
                format!("<rect x=\"{x}\" y=\"{y}\" width=\"6\" height=\"6\" fill=\"#fff\" fill-opacity=\"0.55\"/>")
            })
            .collect(),
    };
    // The root svg clips what lies outside its box; the frame is drawn
    // last, over the marks' ends.
    format!(
        "<svg class=\"sw\" viewBox=\"0 0 24 24\" aria-hidden=\"true\">\
         <rect width=\"24\" height=\"24\" fill=\"{fill}\"/>{marks}\
         <rect x=\"0.6\" y=\"0.6\" width=\"22.8\" height=\"22.8\" fill=\"none\" stroke=\"#111\" stroke-width=\"1.2\"/></svg>"
    )
}

fn colours_html(doc: &Doc) -> String {
    if doc.game != GameId::Makatsu {
        return String::new();
    }
    let lang = doc.lang;
    let mut out = format!(
        "<div class=\"colours\"><div class=\"swatches\"><div class=\"sub\">{}</div>\n",
        escape(phrase(lang, P::Colours))
    );
    for s in faces::swatches(lang) {
        out.push_str(&format!(
            "<div class=\"swatch\">{}<div><span class=\"ord\">{}</span> <b>{}</b><br>{}</div></div>\n",
            swatch_svg(s.colour),
            s.order,
            escape(&s.name),
            escape(&s.takes)
        ));
    }
    out.push_str("</div>\n<table class=\"passes\">\n");
    let (header, rows) = faces::passes(lang);
    out.push_str("<tr>");
    for (i, h) in header.iter().enumerate() {
        let tag = if i == 0 { "th" } else { "th class=\"fig\"" };
        out.push_str(&format!("<{tag}>{}</th>", escape(h)));
    }
    out.push_str("</tr>\n");
    for row in rows {
        out.push_str("<tr>");
        for (i, c) in row.iter().enumerate() {
            let tag = if i == 0 { "td" } else { "td class=\"fig\"" };
            out.push_str(&format!("<{tag}>{}</td>", escape(c)));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table></div>\n");
    out
}

fn header_html(doc: &Doc) -> String {
    let mut info = format!("<p>{}</p>", escape(&doc.source_line()));
    if let Some(h) = doc.house_line() {
        let on = if doc.house.is_empty() { "" } else { " on" };
        info.push_str(&format!("<p class=\"house{on}\">{}</p>", escape(&h)));
    }
    format!(
        "<header class=\"top\"><div class=\"name\"><h1>{}</h1><div class=\"kind\">{} · {}: {}</div></div>\
         <div class=\"info\">{info}</div></header>\n",
        escape(&doc.name),
        escape(doc.kind),
        escape(phrase(doc.lang, P::Players)),
        escape(&doc.players),
    )
}

fn flow_html(doc: &Doc) -> String {
    let mut out = String::new();
    if let Some(flow) = &doc.flow {
        out.push_str("<div class=\"flow\">");
        for (i, s) in flow.steps.iter().enumerate() {
            if i > 0 {
                out.push_str("<span class=\"arrow\">→</span>");
            }
            out.push_str(&format!(
                "<span class=\"step\"><span class=\"k\">{}</span>\u{a0}{}</span>",
                i + 1,
                escape(s)
            ));
        }
        out.push_str("</div>\n");
    }
    out
}

fn turn_html(doc: &Doc) -> String {
    let mut out = format!(
        "<section class=\"box turn\" style=\"flex-basis: {:.0}%\"><h2>{}</h2>\n",
        doc.fit.turn * 100.0,
        escape(doc.turn_heading)
    );
    out.push_str("<ol class=\"steps\">\n");
    for (i, l) in doc.turn.iter().enumerate() {
        out.push_str(&format!(
            "<li><span class=\"n\">{}</span><div>{}</div></li>\n",
            i + 1,
            line_html(l, doc.lang)
        ));
    }
    out.push_str("</ol></section>\n");
    out
}

fn numbers_html(doc: &Doc) -> String {
    let mut out = format!(
        "<section class=\"box numbers\"><h2>{}</h2>\n<table>\n<col style=\"width: {:.1}mm\"><col>\n",
        escape(phrase(doc.lang, P::Numbers)),
        geo::figure_mm(doc, doc.fit.pt)
    );
    for n in &doc.numbers {
        let (fig, rest) = figure(&n.value);
        let rest = if rest.is_empty() {
            String::new()
        } else {
            format!(" {}", escape(&rest))
        };
        out.push_str(&format!(
            "<tr><td class=\"fig\">{}</td><td><b>{}</b>{rest}{}</td></tr>\n",
            escape(&fig),
            escape(&n.label),
            refs(&n.reference, &n.rulings)
        ));
    }
    out.push_str("</table></section>\n");
    out
}

fn mistakes_html(doc: &Doc) -> String {
    let lang = doc.lang;
    let mut out = format!(
        "<section class=\"box mistakes\"><h2>{}</h2>\n<table>\n<tr><th style=\"width: {:.0}%\"><span class=\"no\">✗</span> {}</th>\
         <th><span class=\"yes\">✓</span> {}</th></tr>\n",
        escape(phrase(lang, P::Mistakes)),
        doc.fit.wrong * 100.0,
        escape(phrase(lang, P::Wrong)),
        escape(phrase(lang, P::Right))
    );
    for m in &doc.mistakes {
        out.push_str(&format!(
            "<tr><td>{}</td><td>{}{}</td></tr>\n",
            escape(&m.wrong),
            escape(&m.right),
            refs(&m.reference, &m.rulings)
        ));
    }
    out.push_str("</table>\n");
    if let Some(more) = doc.more_line() {
        out.push_str(&format!("<p class=\"more\">{}</p>\n", escape(&more)));
    }
    out.push_str("</section>\n");
    out
}

fn personal_html(doc: &Doc) -> String {
    if doc.personal.is_empty() {
        return String::new();
    }
    let split = geo::personal_split(doc);
    let col = |lines: &[Line]| -> String {
        let items: String = lines
            .iter()
            .map(|l| format!("<li>{}</li>\n", line_html(l, doc.lang)))
            .collect();
        format!("<ul>\n{items}</ul>\n")
    };
    format!(
        "<section class=\"box personal\"><h2>{}</h2>\n<div class=\"two\">{}{}</div></section>\n",
        escape(phrase(doc.lang, P::Personal)),
        col(&doc.personal[..split]),
        col(&doc.personal[split..])
    )
}

fn footer_html(doc: &Doc) -> String {
    let mut out = format!(
        "<footer>\n<p class=\"head\"><b>{}</b><span class=\"cmd\">{}</span></p>\n",
        escape(&doc.footnote().unwrap_or_default()),
        escape(&doc.read_with())
    );
    if doc.footnote().is_some() {
        out.push_str("<div class=\"rulings\">\n");
        for r in doc.rulings() {
            out.push_str(&format!(
                "<p><b>{}</b> {}</p>\n",
                escape(&r.id),
                escape(&r.statement)
            ));
        }
        out.push_str("</div>\n");
    }
    out.push_str("</footer>\n");
    out
}

/// The whole page.
pub(super) fn page(doc: &Doc) -> String {
    let mut body = format!(
        "<div class=\"sheet {}\" style=\"font-size: {:.1}pt\">\n",
        doc.game.slug(),
        doc.fit.pt
    );
    body.push_str(&header_html(doc));
    body.push_str(&flow_html(doc));
    body.push_str("<div class=\"row\">\n");
    body.push_str(&turn_html(doc));
    body.push_str(&numbers_html(doc));
    body.push_str("</div>\n");
    body.push_str(&format!(
        "<section class=\"box special\"><h2>{}</h2>\n{}{}</section>\n",
        escape(doc.special_heading),
        colours_html(doc),
        tiles_html(doc)
    ));
    body.push_str(&mistakes_html(doc));
    body.push_str(&personal_html(doc));
    body.push_str(&footer_html(doc));
    body.push_str("</div>\n");
    let title = format!("{} – {}", doc.name, doc.kind);
    html::document(doc.lang, &title, &css(), &body)
}

/// The page's style, made from the geometry [`super::layout`] estimates
/// with. DejaVu Sans first (it has the suit symbols ♣♦♥♠), in its
/// condensed face (`fonts-dejavu-extra` on Debian), which is what the
/// estimate measures; no web fonts. Without the condensed face a browser
/// sets the normal one, a tenth wider.
fn css() -> String {
    format!(
        r#"@page {{ size: A4; margin: 10mm; }}
* {{ box-sizing: border-box; }}
html {{
  font-family: "DejaVu Sans", "Noto Sans", "Segoe UI Symbol", "Arial Unicode MS", Arial, sans-serif;
  font-stretch: semi-condensed;
  color: #111;
  background: #fff;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}}
body {{ margin: 0 auto; width: {w}mm; }}
@media screen {{ body {{ margin: 10mm auto; }} }}
.sheet {{ line-height: {lh}; min-height: {hs}mm; display: flex; flex-direction: column; gap: {gap}mm; }}
p {{ margin: 0; }}
b {{ font-weight: bold; }}
.ref {{ color: #555; white-space: nowrap; }}
.dag {{ font-weight: bold; color: #b00020; }}
.red {{ color: #c8102e; }}
.blk {{ color: #111; }}
header.top {{ display: flex; gap: 4mm; background: #1d2733; color: #fff; border-radius: 2mm; padding: 1mm {pad2}mm; align-items: center; }}
header.top .name {{ flex: 0 0 42%; }}
header.top h1 {{ font-size: {name}em; line-height: {lh}; margin: 0; letter-spacing: -0.01em; }}
header.top .kind {{ text-transform: uppercase; letter-spacing: 0.08em; color: #c9d3de; }}
header.top .info {{ flex: 1 1 auto; border-left: 0.6pt solid #5d6b7a; padding-left: 3mm; color: #e8edf2; }}
header.top .house.on {{ color: #ffd45c; font-weight: bold; }}
.box {{ border: 0.8pt solid #1d2733; border-radius: 2mm; padding: {pad}mm; break-inside: avoid; flex: 1 1 auto; }}
.box h2 {{ font-size: {hd}em; line-height: {lh}; margin: 0 0 1mm; text-transform: uppercase; letter-spacing: 0.05em; color: #1d2733; border-bottom: 0.8pt solid #1d2733; padding-bottom: 0.4mm; }}
.row {{ display: flex; gap: {gap}mm; flex: 1 1 auto; }}
.row > *, .flow > *, .tile > *, .two > *, header.top > * {{ min-width: 0; }}
.row .turn {{ flex-grow: 0; flex-shrink: 0; }}
.row .numbers {{ flex: 1 1 0; background: #f3f5f7; }}
.steps {{ list-style: none; margin: 0; padding: 0; }}
.steps li {{ display: flex; gap: 1.2mm; margin: 0 0 0.8mm; break-inside: avoid; }}
.steps .n {{ flex: 0 0 {step}mm; height: 1.35em; border-radius: 50%; background: #1d2733; color: #fff; font-weight: bold; text-align: center; line-height: 1.35em; max-width: 1.35em; }}
.steps li > div {{ flex: 1 1 0; }}
.flow {{ display: flex; align-items: stretch; gap: 0 1mm; border: 0.8pt solid #1d2733; border-radius: 2mm; padding: {pad}mm; background: #f3f5f7; }}
.flow .step {{ flex: 1 1 0; background: #fff; border: 0.6pt solid #1d2733; border-radius: 1.2mm; padding: 0.6mm 1.2mm; font-weight: bold; }}
.flow .k {{ color: #b00020; }}
.flow .arrow {{ font-weight: bold; color: #1d2733; align-self: center; }}
.numbers table {{ width: 100%; border-collapse: collapse; table-layout: fixed; }}
.numbers td {{ vertical-align: middle; padding: 0.5mm 0.8mm; border-bottom: 0.5pt solid #c5ccd4; }}
.numbers tr:last-child td {{ border-bottom: none; }}
.numbers td.fig {{ font-size: {figem}em; line-height: 1.05; font-weight: bold; text-align: right; color: #1d2733; white-space: nowrap; padding-right: 1.5mm; }}
.numbers tr {{ break-inside: avoid; }}
.tiles {{ display: grid; gap: {gap}mm; }}
.tile {{ display: flex; gap: 2mm; align-items: flex-start; break-inside: avoid; }}
.tile.span2 {{ grid-column: span 2; }}
.tile.wide {{ flex-direction: column-reverse; gap: 0.8mm; }}
.tile .txt {{ flex: 1 1 0; overflow-wrap: break-word; hyphens: auto; }}
.tile.house {{ background: #fff4cc; border-radius: 1.2mm; outline: 0.8pt dashed #8a6d00; outline-offset: 0.6mm; }}
.mistakes .more {{ color: #555; text-align: right; }}
.tile .cap {{ font-weight: bold; font-size: 1.05em; line-height: {lh}; }}
.tile .cap .ref {{ font-weight: normal; font-size: 0.953em; white-space: normal; }}
.faces {{ display: flex; gap: 2.5mm; }}
.faced {{ display: flex; flex-direction: column; align-items: center; gap: 0.5mm; }}
.badge {{ background: #1d2733; color: #fff; font-weight: bold; border-radius: 1mm; padding: 0 1mm; white-space: nowrap; }}
.face {{ position: relative; flex: 0 0 {fw}mm; width: {fw}mm; height: {fh}mm; border: 0.8pt solid #111; border-radius: 1.3mm; background: #fff; display: flex; flex-direction: column; align-items: center; justify-content: center; box-shadow: 0.5mm 0.5mm 0 #c5ccd4; }}
.face .corner {{ position: absolute; top: 0.4mm; left: 0.8mm; font-weight: bold; line-height: 1; }}
.face .rank {{ font-size: 1.75em; font-weight: bold; line-height: 1; }}
.face .suits {{ line-height: 1; letter-spacing: -0.05em; }}
.face .suits.one {{ font-size: 1.5em; }}
.face.red .corner, .face.red .rank {{ color: #c8102e; }}
.face .warn {{ position: absolute; top: -1.2mm; right: -1.2mm; width: 1.5em; height: 1.5em; line-height: 1.5em; text-align: center; border-radius: 50%; background: #b00020; color: #fff; font-weight: bold; }}
.colours {{ display: flex; gap: 4mm; align-items: flex-start; margin: 0 0 {gap}mm; }}
.swatches {{ display: flex; flex-wrap: wrap; gap: 1.2mm 3mm; flex: 1 1 auto; }}
.swatches .sub {{ flex: 0 0 100%; font-weight: bold; }}
.swatch {{ display: flex; gap: 1.5mm; align-items: center; }}
.swatch svg {{ width: 10mm; height: 10mm; flex: 0 0 10mm; }}
.swatch .ord {{ display: inline-block; width: 1.3em; height: 1.3em; line-height: 1.3em; border-radius: 50%; background: #1d2733; color: #fff; text-align: center; font-weight: bold; }}
table.passes {{ border-collapse: collapse; flex: 0 0 auto; }}
table.passes th, table.passes td {{ border: 0.5pt solid #8795a3; padding: 0.3mm 1.5mm; text-align: left; }}
table.passes th {{ background: #1d2733; color: #fff; }}
table.passes .fig {{ text-align: center; font-weight: bold; font-size: 1.25em; }}
.mistakes table {{ width: 100%; border-collapse: collapse; table-layout: fixed; }}
.mistakes th {{ text-align: left; background: #1d2733; color: #fff; padding: 0.4mm 1mm; }}
.mistakes td {{ vertical-align: top; padding: 0.4mm 1mm; border-bottom: 0.5pt solid #c5ccd4; }}
.mistakes td:first-child {{ color: #333; }}
.mistakes tr:nth-child(odd) td {{ background: #f3f5f7; }}
.mistakes tr {{ break-inside: avoid; }}
.no {{ color: #ff8a8a; }}
.yes {{ color: #8fe3a0; }}
.personal {{ background: #fff8e1; }}
.personal ul {{ margin: 0; padding-left: 4mm; }}
.personal li {{ margin: 0 0 0.8mm; break-inside: avoid; }}
.two {{ display: flex; gap: {gap}mm; }}
.two > ul {{ flex: 1 1 0; }}
footer {{ border-top: 1pt solid #1d2733; padding-top: 0.8mm; break-inside: avoid; }}
footer .rulings {{ column-count: 2; column-gap: {gap}mm; }}
footer .rulings p {{ break-inside: avoid; margin: 0 0 0.3mm; }}
footer .head {{ display: flex; justify-content: space-between; gap: 4mm; }}
footer .cmd {{ color: #555; }}
"#,
        w = PAGE_WIDTH_MM,
        hs = PAGE_HEIGHT_MM - 1.5,
        lh = geo::LINE,
        gap = geo::GAP_MM,
        pad = geo::PAD_MM,
        pad2 = geo::PAD_MM * 1.5,
        name = geo::NAME_EM,
        hd = geo::HEADING_EM,
        step = geo::STEP_MM,
        figem = geo::FIGURE_EM,
        fw = geo::FACE_W_MM,
        fh = geo::FACE_H_MM,
    )
}
