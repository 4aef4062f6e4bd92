//! `content/` read and laid out for embedding: the core's build script
//! calls [`games`] and [`catalogues`] and writes what they return into its
//! `OUT_DIR`, and a content error fails the build with its file, item and
//! problem.
//!
//! Why at build time: a lookup should cost little more than starting the
//! process. Parsing YAML for a game and folding every card's words for
//! search at every start does not reach that; postcard's compact form of
//! the already-shaped structs reads back without parsing, and only the
//! parts a command needs are read.

use std::fs;
use std::path::Path;

use crate::index::IndexOwned;
use crate::raw::{LocalizedList, RawCard, RawContent, RawGame};
use crate::{ContentError, GameId, digest, model};

/// Everything the core embeds of the games: the pack of their parts
/// (see [`Pack`]) and the ids shell completion offers, as Rust source.
#[derive(Debug)]
pub struct Games {
    pub pack: Vec<u8>,
    pub ids_rs: String,
}

/// Reads, checks and lays out every game under `content` (a folder with a
/// `game.yaml`; `content/ui/` holds the catalogues).
///
/// `web`: laid out for the web page, whose visitors download every byte
/// of it: no index, but the game's lexicon, and each card's keywords that
/// a lookup never shows (the game's third language, which the index
/// searches) apart (`<game>.hidden.bin`), so that the page builds the
/// index when it first reads it, with this very [`IndexOwned::build`],
/// [`IndexOwned::with_lexicon`] and [`IndexOwned::trained`] (see the
/// core's `content::prepare`):
/// the index is a third of the pack, and the cards hold its words.
pub fn games(content: &Path, web: bool) -> Result<Games, ContentError> {
    let mut dirs: Vec<_> = fs::read_dir(content)
        .map_err(|e| io_error(content, &e))?
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("game.yaml").is_file())
        .collect();
    dirs.sort_by_key(|e| e.file_name());
    let mut ids = Ids::default();
    let mut pack = Pack::default();
    for entry in dirs {
        let name = entry.file_name().to_string_lossy().into_owned();
        let game = GameId::from_slug(&name).ok_or_else(|| ContentError {
            file: format!("content/{name}/game.yaml"),
            item: String::new(),
            field: String::new(),
            problem: format!("\"{name}\" is not a game rulecard knows (makatsu, makao, maumau)"),
        })?;
        let content = read_game(&entry.path(), game)?;
        let lexicon: crate::raw::RawLexicon = parse(&entry.path(), game, "lexicon.yaml")?;
        let index = IndexOwned::build(&content.game, &content.rules)
            .trained(&content.rules)
            .with_lexicon(&lexicon)
            .map_err(|(item, problem)| ContentError {
                file: format!("content/{name}/lexicon.yaml"),
                item,
                field: "terms".into(),
                problem,
            })?;
        model::verify(game, &content, &index.clone().leak())?;
        ids.cards.extend(content.rules.iter().map(|c| c.id.clone()));
        ids.questions
            .extend(content.quiz.iter().map(|q| q.id.clone()));
        ids.variants
            .extend(content.game.variants.iter().map(|v| v.id.clone()));
        let sheet = {
            let checked = model::check(game, content.clone(), Some(index.clone().leak()))?;
            digest::digest(&checked)
        };
        let mut add = |part: &'static str, bytes: Vec<u8>| pack.add(&name, part, bytes);
        let split: Vec<(RawCard, LocalizedList)> = content
            .rules
            .iter()
            .map(|card| shown(card, &content.game))
            .collect();
        if web {
            add("lexicon", bytes(&lexicon));
            let hidden: Vec<&LocalizedList> = split.iter().map(|(_, hidden)| hidden).collect();
            add("hidden", bytes(&hidden));
        } else {
            add("index", bytes(&index));
        }
        // Each card on its own, so that a lookup decodes only the cards it
        // shows (the index has the rest).
        add(
            "rules",
            item_list(split.iter().map(|(card, _)| bytes(card))),
        );
        add("sheet", bytes(&sheet));
        add("mistakes", bytes(&content.mistakes));
        add("numbers", bytes(&content.numbers));
        // Questions too: `check` decodes only the one it is asked.
        add("quiz", item_list(content.quiz.iter().map(bytes)));
        add("game", bytes::<RawGame>(&content.game));
    }
    Ok(Games {
        pack: pack.bytes(),
        ids_rs: ids.source(),
    })
}

/// A card as a lookup shows it, and the keywords it leaves out: keywords
/// in the game's third language are searched (the index has them) but
/// never shown, so they stay out of the card (the web page downloads
/// every byte of it).
fn shown(card: &RawCard, game: &RawGame) -> (RawCard, LocalizedList) {
    let mut card = card.clone();
    let mut hidden = LocalizedList::default();
    let has = |code: &str| game.languages.iter().any(|l| l == code);
    let (k, h) = (&mut card.keywords, &mut hidden);
    for (code, list, apart) in [
        ("de", &mut k.de, &mut h.de),
        ("nl", &mut k.nl, &mut h.nl),
        ("en", &mut k.en, &mut h.en),
    ] {
        if !has(code) {
            *apart = list.take();
        }
    }
    (card, hidden)
}

/// The four (or five) files of one game.
fn read_game(dir: &Path, game: GameId) -> Result<RawContent, ContentError> {
    Ok(RawContent {
        game: parse(dir, game, "game.yaml")?,
        rules: parse(dir, game, "rules.yaml")?,
        mistakes: parse(dir, game, "mistakes.yaml")?,
        numbers: parse(dir, game, "numbers.yaml")?,
        // Questions come with the game's engine; a game without one has none.
        quiz: if dir.join("quiz.yaml").exists() {
            parse(dir, game, "quiz.yaml")?
        } else {
            Vec::new()
        },
    })
}

fn parse<T: serde::de::DeserializeOwned>(
    dir: &Path,
    game: GameId,
    file: &str,
) -> Result<T, ContentError> {
    let place = format!("content/{}/{file}", game.slug());
    let problem = |problem: String| ContentError {
        file: place.clone(),
        item: String::new(),
        field: String::new(),
        problem,
    };
    let text = fs::read_to_string(dir.join(file)).map_err(|e| problem(e.to_string()))?;
    serde_saphyr::from_str(&text).map_err(|e| problem(e.to_string()))
}

fn io_error(path: &Path, e: &std::io::Error) -> ContentError {
    ContentError {
        file: path.display().to_string(),
        item: String::new(),
        field: String::new(),
        problem: e.to_string(),
    }
}

/// Anything serializable, as postcard bytes.
fn bytes<T: serde::Serialize + ?Sized>(value: &T) -> Vec<u8> {
    // Plain data always serializes: postcard refuses only what it cannot
    // represent (maps with non-string keys of unknown length and the like),
    // which the content types do not hold.
    postcard::to_stdvec(value).unwrap_or_default()
}

/// Every game's compiled parts (`<game>.<part>.bin`) in one file, read by
/// the core's `content::embedded`: a table of contents (the number of
/// parts as a little-endian `u32`, then per part its name's length as one
/// byte, the name, where its bytes start in the file and how many there
/// are, both `u32`), then the parts: every game's own file, then every
/// game's questions, then the rest game after game, each game's in the
/// order commands read them. Every command reads a game's own file, and
/// `stats` reads every game's questions: these lie together with the table.
#[derive(Default)]
struct Pack {
    /// Game, part, bytes, in the order they were compiled.
    parts: Vec<(String, &'static str, Vec<u8>)>,
}

impl Pack {
    /// Every command reads the game's own file; `stats` every game's
    /// questions, a quiz check one; a lookup the index and a card; the rest
    /// less often.
    const ORDER: [&str; 8] = [
        "game", "quiz", "index", "hidden", "rules", "mistakes", "numbers", "sheet",
    ];
    /// How many parts of [`Self::ORDER`] lie first for all games together.
    const SHARED: usize = 2;

    fn add(&mut self, game: &str, part: &'static str, bytes: Vec<u8>) {
        self.parts.push((game.to_owned(), part, bytes));
    }

    fn bytes(mut self) -> Vec<u8> {
        // The shared parts of all games first, then game by game.
        self.parts.sort_by_key(|(game, part, _)| {
            let rank = Self::ORDER.iter().position(|p| p == part);
            let shared = rank.filter(|&r| r < Self::SHARED);
            (shared.is_none(), shared, game.clone(), rank)
        });
        let names: Vec<String> = self
            .parts
            .iter()
            .map(|(game, part, _)| format!("{game}.{part}.bin"))
            .collect();
        let toc: usize = 4 + names.iter().map(|n| 1 + n.len() + 8).sum::<usize>();
        let mut out = le_u32(names.len()).to_vec();
        let mut at = toc;
        for (name, (_, _, bytes)) in names.iter().zip(&self.parts) {
            // Part names are a game's id and a part's: a few bytes.
            out.push(u8::try_from(name.len()).unwrap_or(u8::MAX));
            out.extend(name.as_bytes());
            out.extend(le_u32(at));
            out.extend(le_u32(bytes.len()));
            at += bytes.len();
        }
        for (_, _, bytes) in self.parts {
            out.extend(bytes);
        }
        out
    }
}

/// A length or position in the embedded content, as a little-endian `u32`
/// (the content is a few hundred kilobytes).
fn le_u32(n: usize) -> [u8; 4] {
    u32::try_from(n).unwrap_or(u32::MAX).to_le_bytes()
}

/// Items each encoded on its own (rule cards, questions), as the core's
/// `content::items` reads them: how many (a little-endian `u32`), where
/// each ends (`u32`s, counted from the end of this table), then the items.
///
/// Why a table up front: a command finds its one card or question, or
/// counts them, reading the table alone.
fn item_list(items: impl Iterator<Item = Vec<u8>>) -> Vec<u8> {
    let items: Vec<Vec<u8>> = items.collect();
    let mut out = le_u32(items.len()).to_vec();
    let mut end = 0;
    for item in &items {
        end += item.len();
        out.extend(le_u32(end));
    }
    for item in items {
        out.extend(item);
    }
    out
}

/// Every game's ids, for shell completion of card ids, question ids and
/// variant names.
#[derive(Default)]
struct Ids {
    cards: Vec<String>,
    questions: Vec<String>,
    variants: Vec<String>,
}

impl Ids {
    fn source(mut self) -> String {
        let list = |v: &mut Vec<String>| {
            v.sort();
            v.dedup();
            v.iter()
                .map(|s| format!("{s:?}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        format!(
            "/// Rule card ids of all games.\npub const CARD_IDS: &[&str] = &[{}];\n/// Quiz question ids of all games.\npub const QUESTION_IDS: &[&str] = &[{}];\n/// House-rule variant ids.\npub const VARIANT_IDS: &[&str] = &[{}];\n",
            list(&mut self.cards),
            list(&mut self.questions),
            list(&mut self.variants)
        )
    }
}

/// The interface's catalogues: every `content/ui/<lang>/*.ftl` of a
/// language, one Fluent entry at a time, sorted by id, as a Rust table the
/// core includes (`ui.rs`).
///
/// Why split: a command prints a handful of interface words, and parsing a
/// whole catalogue of several hundred messages to find them would cost
/// more than the lookup itself. Each entry's source is kept on its own, so
/// only the messages a command asks for are parsed. A language's ids lie
/// together, as one text with a table of where each ends, so finding a
/// message reads a page or two. The whole catalogue is kept too, for the
/// tests that compare languages (`SOURCES`, in test builds only).
pub fn catalogues(ui: &Path) -> Result<String, ContentError> {
    // Every folder is a language: adding one is adding a folder (and its
    // `Lang`), not editing this list.
    let mut langs: Vec<String> = fs::read_dir(ui)
        .map_err(|e| io_error(ui, &e))?
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    langs.sort();
    let mut source = String::from(
        "/// Each language's catalogue: its code and its entries by id (each\n/// entry's own Fluent source, and its text when it is plain), sorted.\npub(crate) static CATALOGUES: &[super::Catalogue] = &[\n",
    );
    // The whole sources apart, and for the tests only: the program itself
    // reads entries, never a whole catalogue.
    let mut wholes = String::from(
        "/// Each language's whole catalogue source, for the tests.\n#[cfg(test)]\npub(crate) const SOURCES: &[(&str, &str)] = &[\n",
    );
    for lang in &langs {
        let dir = ui.join(lang);
        let mut files: Vec<_> = fs::read_dir(&dir)
            .map_err(|e| io_error(&dir, &e))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        let mut whole = String::new();
        let mut entries: Vec<(String, String)> = Vec::new();
        for file in &files {
            let place = format!(
                "content/ui/{lang}/{}",
                file.file_name().unwrap_or_default().to_string_lossy()
            );
            let fault = |item: &str, problem: String| ContentError {
                file: place.clone(),
                item: item.to_owned(),
                field: String::new(),
                problem,
            };
            let text = fs::read_to_string(file).map_err(|e| fault("", e.to_string()))?;
            whole.push_str(&text);
            if !whole.ends_with('\n') {
                whole.push('\n');
            }
            for (id, entry) in ftl_entries(&text).map_err(|line| {
                fault(
                    &line,
                    "Fluent terms are not supported in content/ui".to_owned(),
                )
            })? {
                if entries.iter().any(|(known, _)| *known == id) {
                    return Err(fault(
                        &id,
                        format!("the message is defined twice in content/ui/{lang}"),
                    ));
                }
                entries.push((id, entry));
            }
        }
        entries.sort();
        wholes.push_str(&format!("    ({lang:?}, {whole:?}),\n"));
        // The sources one after the other, and per entry how long its id
        // is (each source starts with it: the ids are not kept twice),
        // where its source ends and where its plain text lies in them.
        let (mut sources, mut ends) = (String::new(), String::new());
        for (id, entry) in &entries {
            let (from, to) = match plain_text(entry) {
                Some(value) => (sources.len() + value.start, sources.len() + value.end),
                None => (0, 0),
            };
            sources.push_str(entry);
            ends.push_str(&format!(
                "        [{}, {}, {from}, {to}],\n",
                id.len(),
                sources.len()
            ));
        }
        source.push_str(&format!(
            "    super::Catalogue {{\n        code: {lang:?},\n        sources: {sources:?},\n        ends: &[\n{ends}        ],\n    }},\n"
        ));
    }
    source.push_str("];\n");
    wholes.push_str("];\n");
    source.push_str(&wholes);
    Ok(source)
}

/// Where in `entry` its value lies, if the entry is plain text on one line
/// (no placeable, nothing Fluent would change): most labels are. Such a
/// message needs no parsing at run time.
fn plain_text(entry: &str) -> Option<std::ops::Range<usize>> {
    let line = entry.strip_suffix('\n')?;
    if line.contains('\n') || line.contains('{') || line.contains('}') {
        return None;
    }
    let after = line.find('=')? + 1;
    let value = &line[after..];
    let from = after + (value.len() - value.trim_start().len());
    let to = from + value.trim().len();
    (from < to).then_some(from..to)
}

/// The entries of a Fluent file as (id, source) pairs. An entry starts at a
/// line that begins with its id and runs over the indented lines below it;
/// comments and blank lines between entries are left out. Terms (`-id`)
/// are refused, with their line: a catalogue that used them would need
/// them in every entry.
fn ftl_entries(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        match line.chars().next() {
            Some(c) if c.is_ascii_alphabetic() => {
                let id = line.split('=').next().unwrap_or("").trim().to_owned();
                out.push((id, format!("{line}\n")));
                open = true;
            }
            Some('-') => return Err(line.to_owned()),
            Some(' ' | '\t') if open => {
                if let Some((_, entry)) = out.last_mut() {
                    entry.push_str(line);
                    entry.push('\n');
                }
            }
            // A blank line may sit inside a multi-line pattern; a comment
            // ends the entry.
            None if open => {}
            _ => open = false,
        }
    }
    Ok(out)
}
