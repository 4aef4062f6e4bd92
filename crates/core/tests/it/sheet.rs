//! The printable cheat sheet (`render::sheet`): every game in every
//! language and format builds from the content, keeps to 80 columns as
//! text, and makes a self-contained A4 page as HTML. Whether the HTML really
//! prints on one page is checked in a browser by `scripts/print-sheets.sh`.

use rulecard_core::content::{self, Game, GameId, Lang};
use rulecard_core::house::HouseRules;
use rulecard_core::render::sheet::{self, PERSONAL_MAX, Personal, SheetFormat, SheetOptions};

fn game(id: GameId) -> Game {
    content::load(id).unwrap()
}

fn build(game: &Game, format: SheetFormat, lang: Lang) -> String {
    sheet::sheet(game, &SheetOptions::new(format, lang))
}

/// The text a sheet shows, whatever its format: HTML tags and entities
/// undone, white space (wrapping, no-break spaces) collapsed.
fn shown(format: SheetFormat, out: &str) -> String {
    let text = match format {
        SheetFormat::Html => {
            let body = &out[out.find("<body>").unwrap()..];
            let mut text = String::new();
            let mut in_tag = false;
            for c in body.chars() {
                match c {
                    '<' => {
                        in_tag = true;
                        text.push(' ');
                    }
                    '>' => in_tag = false,
                    c if !in_tag => text.push(c),
                    _ => {}
                }
            }
            text.replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&")
        }
        // Markdown escapes of the content's punctuation.
        SheetFormat::Markdown => out.replace('\\', ""),
        SheetFormat::Text => out.to_owned(),
    };
    text.replace('\u{a0}', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Every word of `text` occurs in `hay` (table cells in text are wrapped
/// side by side, so a cell is not one run of text there).
/// The page sets a number's figure apart from the rest of its value, so
/// the dash or comma between them is not printed.
fn has_words(hay: &str, text: &str) -> bool {
    text.split_whitespace()
        .map(|w| w.trim_end_matches([',', ';']))
        .filter(|w| *w != "–")
        .all(|w| hay.contains(w))
}

/// The card's title is shown, or (on the HTML page, where a card face
/// stands for the card) the few words of it that caption the face.
fn shows_card(format: SheetFormat, shown: &str, title: &str) -> bool {
    if shown.contains(title) {
        return true;
    }
    let parts = title
        .split_once(" – ")
        .or_else(|| title.split_once(": "))
        .map(|(head, tail)| [head.to_owned(), tail.to_owned()]);
    format == SheetFormat::Html
        && parts.is_some_and(|p| p.iter().any(|p| shown.contains(p.as_str())))
}

fn every_sheet() -> Vec<(Game, Lang, SheetFormat)> {
    let mut all = Vec::new();
    for id in GameId::ALL {
        let g = game(id);
        for &lang in &g.languages {
            for format in SheetFormat::ALL {
                all.push((g.clone(), lang, format));
            }
        }
    }
    all
}

#[test]
fn every_sheet_has_the_numbers_and_every_mistake() {
    for (g, lang, format) in every_sheet() {
        let out = build(&g, format, lang);
        let what = format!("{} {lang} {format}", g.id);
        let shown = shown(format, &out);
        assert!(shown.contains(g.name(lang)), "{what}: no title");
        assert!(shown.contains(&g.source.title), "{what}: no source");
        for n in &g.numbers {
            let label = squash(n.label.get(lang));
            let value = squash(n.value.get(lang));
            if format != SheetFormat::Markdown {
                // Text wraps table cells; the page sets a value's figure
                // apart from the rest.
                assert!(has_words(&shown, &label), "{what}: row {}", n.id);
                assert!(has_words(&shown, &value), "{what}: row {}", n.id);
            } else {
                assert!(shown.contains(&label), "{what}: label of {}", n.id);
                assert!(shown.contains(&value), "{what}: value of {}", n.id);
            }
        }
        for m in &g.mistakes {
            // Mistakes are shortened to their first sentences; the start of
            // both sides is always there.
            for side in [m.wrong.get(lang), m.right.get(lang)] {
                let start: Vec<&str> = side.split_whitespace().take(6).collect();
                // (Text wraps the table's cells side by side.)
                let found = if format == SheetFormat::Text {
                    has_words(&shown, &start.join(" "))
                } else {
                    shown.contains(&start.join(" "))
                };
                assert!(found, "{what}: mistake {} ({})", m.id, start.join(" "));
            }
        }
        let picks = sheet::picks(g.id);
        for id in picks.turn.iter().chain(picks.special) {
            let title = squash(g.card(id).unwrap().title.get(lang));
            assert!(shows_card(format, &shown, &title), "{what}: card {id}");
        }
    }
}

#[test]
fn text_sheets_fit_80_columns_and_are_plain() {
    for (g, lang, format) in every_sheet() {
        if format != SheetFormat::Text {
            continue;
        }
        let out = build(&g, format, lang);
        for line in out.lines() {
            assert!(
                line.chars().count() <= 80,
                "{} {lang}: {} columns: {line}",
                g.id,
                line.chars().count()
            );
        }
        assert!(!out.contains('\u{1b}'), "{} {lang}: escape codes", g.id);
    }
}

#[test]
fn text_sheets_wrap_to_the_width_asked() {
    let g = game(GameId::Makao);
    let opts = SheetOptions {
        width: 60,
        ..SheetOptions::new(SheetFormat::Text, Lang::Nl)
    };
    let out = sheet::sheet(&g, &opts);
    assert!(out.lines().all(|l| l.chars().count() <= 60), "{out}");
}

#[test]
fn html_sheets_are_self_contained_a4_pages() {
    for (g, lang, format) in every_sheet() {
        if format != SheetFormat::Html {
            continue;
        }
        let out = build(&g, format, lang);
        let what = format!("{} {lang}", g.id);
        assert!(out.starts_with("<!DOCTYPE html>"), "{what}");
        assert!(
            out.contains(&format!("<html lang=\"{}\">", lang.code())),
            "{what}"
        );
        assert!(out.contains("<meta charset=\"utf-8\">"), "{what}");
        for banned in ["http", "<script", "<link", "<img", "@import", "url("] {
            assert!(!out.contains(banned), "{what}: contains {banned}");
        }
        assert!(out.contains("@page") && out.contains("size: A4"), "{what}");
        assert!(out.contains("font-family: \"DejaVu Sans\""), "{what}");
        assert!(out.contains("break-inside: avoid"), "{what}");
        assert!(out.contains("<table>"), "{what}: numbers table");
        assert_eq!(out.matches("<style>").count(), 1, "{what}");
        assert!(out.trim_end().ends_with("</html>"), "{what}");
    }
}

#[test]
fn markdown_sheets_use_headings_lists_and_a_pipe_table() {
    for (g, lang, format) in every_sheet() {
        if format != SheetFormat::Markdown {
            continue;
        }
        let out = build(&g, format, lang);
        let what = format!("{} {lang}", g.id);
        assert!(out.starts_with("# "), "{what}");
        assert!(out.matches("\n## ").count() >= 4, "{what}");
        assert!(out.contains("|---|---|---|"), "{what}");
        assert!(out.contains("\n1. **"), "{what}: numbered turn");
        // One table row per number, one per mistake (and their headers).
        let rows = |heading: &str| {
            let at = out.find(&format!("## {heading}")).expect("section");
            out[at..]
                .lines()
                .skip(1)
                .take_while(|l| !l.starts_with("## "))
                .filter(|l| l.starts_with("| ") && !l.starts_with("|---"))
                .count()
        };
        let numbers = ["numbers", "zahlen", "getallen"];
        let heading = |words: &[&str]| {
            out.lines()
                .filter_map(|l| l.strip_prefix("## "))
                .find(|h| words.iter().any(|w| h.to_lowercase().contains(w)))
                .expect("heading")
                .to_owned()
        };
        assert_eq!(rows(&heading(&numbers)), g.numbers.len() + 1, "{what}");
        let mistakes = ["mistakes", "fehler", "fouten"];
        assert_eq!(rows(&heading(&mistakes)), g.mistakes.len() + 1, "{what}");
        assert!(out.contains("| ✗ "), "{what}: mistakes table");
    }
}

/// A "†" is on exactly the lines whose content rests on a ruling (its
/// `rests_on`), in every format; the footnote lists each of those rulings,
/// and no other, with its statement.
#[test]
fn a_dagger_marks_exactly_the_lines_that_rest_on_a_ruling() {
    for id in GameId::ALL {
        let g = game(id);
        let all: Vec<String> = g.variants.iter().map(|v| v.id.clone()).collect();
        let all = HouseRules::new(&g, &all, &[]).unwrap();
        for &lang in &g.languages {
            let opts = |format| SheetOptions {
                house: &all,
                ..SheetOptions::new(format, lang)
            };
            let md = sheet::sheet(&g, &opts(SheetFormat::Markdown));
            let what = format!("{id} {lang}");
            // Markdown: one item a line.
            let line_of = |needle: &str| -> &str {
                md.lines()
                    .find(|l| l.replace('\\', "").contains(needle))
                    .unwrap_or_else(|| panic!("{what}: no line with {needle}"))
            };
            let mut expected: Vec<&str> = Vec::new();
            let mut marked = 0;
            let picks = sheet::picks(id);
            let variant_cards: Vec<&str> = g.variants.iter().map(|v| v.rule.as_str()).collect();
            for card in picks.turn.iter().chain(picks.special).chain(&variant_cards) {
                let c = g.card(card).unwrap();
                let line = line_of(&format!("**{}**", squash(c.title.get(lang))));
                assert_eq!(
                    line.contains('†'),
                    !c.rests_on.is_empty(),
                    "{what}: card {card}: {line}"
                );
                marked += usize::from(!c.rests_on.is_empty());
                expected.extend(c.rests_on.iter().map(String::as_str));
            }
            for n in &g.numbers {
                let line = line_of(&format!("| {}", squash(n.label.get(lang))));
                assert_eq!(
                    line.contains('†'),
                    !n.rests_on.is_empty(),
                    "{what}: row {}: {line}",
                    n.id
                );
                marked += usize::from(!n.rests_on.is_empty());
                expected.extend(n.rests_on.iter().map(String::as_str));
            }
            for (i, m) in g.mistakes.iter().enumerate() {
                let start: Vec<&str> = m.right.get(lang).split_whitespace().take(6).collect();
                // With every house rule on, the least common mistakes may
                // give way, and the sheet says how many.
                let Some(line) = md
                    .lines()
                    .find(|l| l.replace('\\', "").contains(&start.join(" ")))
                else {
                    let more = g.mistakes.len() - i;
                    assert!(
                        md.contains(&format!("{more} ")) && md.contains("rulecard mistakes"),
                        "{what}: mistake {}",
                        m.id
                    );
                    break;
                };
                assert_eq!(
                    line.contains('†'),
                    !m.rests_on.is_empty(),
                    "{what}: mistake {}: {line}",
                    m.id
                );
                marked += usize::from(!m.rests_on.is_empty());
                expected.extend(m.rests_on.iter().map(String::as_str));
            }
            // The footnote: each ruling once, with a statement.
            let (body, foot) = md.split_once("\n---\n").expect("a footer");
            assert_eq!(body.matches('†').count(), marked, "{what}");
            let listed: Vec<&str> = foot
                .lines()
                .filter_map(|l| l.strip_prefix("- **"))
                .map(|l| {
                    let (id, statement) = l.split_once("**: ").expect("id and statement");
                    assert!(statement.len() > 20, "{what}: {id} has no statement");
                    id
                })
                .collect();
            let mut want: Vec<&str> = Vec::new();
            for r in &expected {
                if !want.contains(&r.replace('-', "\\-").as_str()) && !want.contains(r) {
                    want.push(r);
                }
            }
            let listed: Vec<String> = listed.iter().map(|l| l.replace('\\', "")).collect();
            assert_eq!(listed, want, "{what}: the rulings the footnote lists");
            assert_eq!(foot.contains('†'), marked > 0, "{what}");
            // The same lines in text and on the page.
            let text = sheet::sheet(&g, &opts(SheetFormat::Text));
            let (text_body, _) = text.rsplit_once("\n\n").unwrap();
            assert_eq!(text_body.matches('†').count(), marked, "{what}: text");
            let html = sheet::sheet(&g, &opts(SheetFormat::Html));
            assert_eq!(
                html.matches("class=\"dag\"").count(),
                marked,
                "{what}: html"
            );
            for r in &want {
                assert!(
                    html.contains(&format!("<p><b>{r}</b> ")),
                    "{what}: html footnote {r}"
                );
            }
        }
    }
    // Some sheet marks rulings, and some plain source line carries none.
    let makao = game(GameId::Makao);
    assert!(makao.mistakes.iter().any(|m| !m.rests_on.is_empty()));
    assert!(makao.mistakes.iter().any(|m| m.rests_on.is_empty()));
}

fn personal_ids(out: &str, heading: &str) -> Vec<String> {
    // The Markdown list under the personal heading, one entry a line.
    let Some(at) = out.find(&format!("## {heading}")) else {
        return Vec::new();
    };
    out[at..]
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("## ") && !l.starts_with("---"))
        .filter(|l| l.starts_with("- "))
        .map(str::to_owned)
        .collect()
}

#[test]
fn personal_rules_appear_when_given() {
    let g = game(GameId::Makatsu);
    let personal = [
        Personal {
            rule: "tie-later-card".into(),
            misses: 5,
        },
        Personal {
            rule: "no-such-card".into(),
            misses: 4,
        },
        Personal {
            rule: "third-pass".into(),
            misses: 2,
        },
    ];
    for format in SheetFormat::ALL {
        let opts = SheetOptions {
            personal: Some(&personal),
            ..SheetOptions::new(format, Lang::De)
        };
        let out = sheet::sheet(&g, &opts);
        let shown = shown(format, &out);
        let plain = shown.to_lowercase();
        assert!(
            plain.contains("deine regeln zum nachlesen"),
            "{format}: no personal box"
        );
        assert!(shown.contains("5× verpasst"), "{format}");
        assert!(shown.contains("2× verpasst"), "{format}");
        assert!(!shown.contains("4× verpasst"), "{format}: unknown id shown");
        let tie = shown.find("5× verpasst").unwrap();
        let third = shown.find("2× verpasst").unwrap();
        assert!(tie < third, "{format}: most missed first");
        let without = build(&g, format, Lang::De);
        assert!(!without.contains("verpasst"), "{format}");
    }
}

#[test]
fn personal_box_takes_what_fits_and_the_same_in_every_format() {
    for id in GameId::ALL {
        let g = game(id);
        // Every card, most missed first: more than fits.
        let personal: Vec<Personal> = g
            .rules
            .iter()
            .enumerate()
            .map(|(i, c)| Personal {
                rule: c.id.clone(),
                misses: 100 - i as u32,
            })
            .collect();
        let all_variants: Vec<String> = g.variants.iter().map(|v| v.id.clone()).collect();
        let none = HouseRules::source(&g);
        let all = HouseRules::new(&g, &all_variants, &[]).unwrap();
        for &lang in &g.languages {
            for house in [&none, &all] {
                let variants = house.variants();
                let opts = |format| SheetOptions {
                    house,
                    personal: Some(&personal),
                    ..SheetOptions::new(format, lang)
                };
                let md = sheet::sheet(&g, &opts(SheetFormat::Markdown));
                let heading = match lang {
                    Lang::De => "Deine Regeln zum Nachlesen",
                    Lang::Nl => "Uw regels om na te lezen",
                    Lang::En => "Your rules to re-read",
                };
                let entries = personal_ids(&md, heading);
                let what = format!("{id} {lang} {} variants", variants.len());
                assert!(entries.len() >= 2, "{what}: only {} fit", entries.len());
                assert!(entries.len() <= PERSONAL_MAX, "{what}");
                // In order, from the top of the list.
                for (entry, p) in entries.iter().zip(&personal) {
                    let title = g.card(&p.rule).unwrap().title.get(lang);
                    assert!(entry.contains(&squash(title)), "{what}: {entry}");
                }
                let text = sheet::sheet(&g, &opts(SheetFormat::Text));
                let html = sheet::sheet(&g, &opts(SheetFormat::Html));
                let n = entries.len();
                let misses = |s: &str| {
                    (0..=personal.len() as u32)
                        .filter(|i| {
                            let m = 100 - i;
                            s.contains(&format!("{m}×"))
                        })
                        .count()
                };
                assert_eq!(misses(&text), n, "{what}: text");
                assert_eq!(misses(&html), n, "{what}: html");
            }
        }
    }
}

#[test]
fn house_rules_add_their_cards() {
    let g = game(GameId::MauMau);
    let all: Vec<String> = g.variants.iter().map(|v| v.id.clone()).collect();
    assert_eq!(all.len(), 3);
    let all = HouseRules::new(&g, &all, &[]).unwrap();
    for &lang in &g.languages {
        for format in SheetFormat::ALL {
            let plain = shown(format, &build(&g, format, lang));
            let opts = SheetOptions {
                house: &all,
                ..SheetOptions::new(format, lang)
            };
            let with = shown(format, &sheet::sheet(&g, &opts));
            for v in &g.variants {
                let title = squash(g.card(&v.rule).unwrap().title.get(lang));
                assert!(
                    shows_card(format, &with, &title),
                    "{lang} {format}: {}",
                    v.id
                );
                let tail = title.split_once(" – ").or_else(|| title.split_once(": "));
                let tail = tail.map_or(title.as_str(), |(_, t)| t);
                assert!(
                    !plain.contains(&title) && !plain.contains(tail),
                    "{lang} {format}: {}",
                    v.id
                );
                // The header names the house rules in force.
                assert!(
                    with.contains(v.names.get(lang)),
                    "{lang} {format}: {}",
                    v.id
                );
            }
        }
        // Only the house rules asked for, each once; an unknown id never
        // reaches a sheet (the house rules refuse it).
        let some = vec!["eight-stacking".to_string(), "Eight-Stacking ".to_string()];
        let some = HouseRules::new(&g, &some, &[]).unwrap();
        assert!(HouseRules::new(&g, &["no-such-rule".to_string()], &[]).is_err());
        let opts = SheetOptions {
            house: &some,
            ..SheetOptions::new(SheetFormat::Markdown, lang)
        };
        let out = sheet::sheet(&g, &opts);
        let eight = g.card("variant-eight-stacking").unwrap().title.get(lang);
        let seven = g.card("variant-seven-stacking").unwrap().title.get(lang);
        assert_eq!(out.matches(&format!("**{eight}**")).count(), 1);
        assert!(!out.contains(seven));
    }
}

#[test]
fn a_language_the_game_lacks_falls_back_to_english() {
    let g = game(GameId::Makatsu);
    let out = build(&g, SheetFormat::Markdown, Lang::Nl);
    assert_eq!(out, build(&g, SheetFormat::Markdown, Lang::En));
    let html = build(&g, SheetFormat::Html, Lang::Nl);
    assert!(html.contains("<html lang=\"en\">"));
}

#[test]
fn sheets_are_deterministic() {
    for (g, lang, format) in every_sheet() {
        assert_eq!(build(&g, format, lang), build(&g, format, lang));
    }
}

#[test]
fn text_sheet_makatsu_de() {
    insta::assert_snapshot!(build(&game(GameId::Makatsu), SheetFormat::Text, Lang::De));
}

#[test]
fn text_sheet_makao_nl() {
    insta::assert_snapshot!(build(&game(GameId::Makao), SheetFormat::Text, Lang::Nl));
}

#[test]
fn text_sheet_maumau_de() {
    insta::assert_snapshot!(build(&game(GameId::MauMau), SheetFormat::Text, Lang::De));
}

mod digest {
    use rulecard_content::GameId;
    use rulecard_content::digest::{Cited, Digest, Item, digest, file_name};

    /// What the core embeds as a game's sheet text is what the digest makes
    /// of its content.
    #[test]
    fn the_embedded_digest_is_the_contents() {
        for game in GameId::ALL {
            let content = rulecard_core::content::load(game).expect("embedded content reads");
            let made = digest(&content);
            let bytes = rulecard_core::content::embedded(&file_name(game)).expect("embedded");
            let read: Digest<&str> = postcard::from_bytes(bytes).expect("reads");
            assert_eq!(read.cards.len(), content.index.ids.len(), "{game}");
            assert!(!read.numbers.is_empty() && !read.mistakes.is_empty());
            let read = Digest {
                cards: read.cards.iter().map(own).collect(),
                numbers: read.numbers.iter().map(own).collect(),
                mistakes: read.mistakes.iter().map(own).collect(),
            };
            assert_eq!(read, made, "{game}");
        }
    }

    fn own(item: &Item<&str>) -> Item<String> {
        Item {
            id: item.id.to_owned(),
            reference: item.reference.to_owned(),
            rests_on: item
                .rests_on
                .iter()
                .map(|c| Cited {
                    id: c.id.to_owned(),
                    statement: c.statement.map(str::to_owned),
                })
                .collect(),
            text: item.text.map(|(a, b)| (a.to_owned(), b.to_owned())),
        }
    }
}
