//! Turns the YAML content (the source of truth, written by people) into one
//! compact document per game in `$OUT_DIR/content/`, with the search index
//! of its rule cards, which rust-embed then puts into the binary.
//!
//! Why at build time: a lookup should cost little more than starting the
//! process. Parsing YAML (or even JSON) for a game and folding every card's
//! words for search on every start does not reach that; postcard's compact
//! form of the already-shaped structs reads back several times faster than
//! JSON, and only the game asked for is read.

/// The library's content modules that need nothing but std, serde,
/// postcard and the stemmers: the raw types, the search index and the
/// checks, so that content is checked here, once, and not at every start.
#[allow(dead_code)]
mod content {
    #[path = "../src/content/ids.rs"]
    mod ids;
    pub use ids::{GameId, Lang};
    #[path = "../src/content/index.rs"]
    pub mod index;
    #[path = "../src/content/model.rs"]
    pub mod model;
    #[path = "../src/content/raw.rs"]
    pub mod raw;
}

/// The cheat sheet's summaries of the content (pulldown-cmark and the
/// summary rules), made here once rather than at every `sheet`.
#[allow(dead_code)]
#[path = "src/render"]
mod render {
    pub mod sheet {
        pub mod digest;
        mod summary;
    }
}

use content::{index, model, raw};

use std::fs;
use std::path::{Path, PathBuf};

use raw::{Compiled, RawContent};

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it"));
    let out = out_dir.join("content");
    // rust-embed embeds whatever the folder holds: files of an earlier
    // build's layout must not linger.
    let _ = fs::remove_dir_all(&out);
    fs::create_dir_all(&out).expect("OUT_DIR is writable");
    let content = manifest.join("content");
    println!("cargo:rerun-if-changed=content");
    println!("cargo:rerun-if-changed=src/content/raw.rs");
    println!("cargo:rerun-if-changed=src/content/index.rs");
    println!("cargo:rerun-if-changed=src/content/ids.rs");
    println!("cargo:rerun-if-changed=src/content/model.rs");
    println!("cargo:rerun-if-changed=src/render/sheet/digest.rs");
    println!("cargo:rerun-if-changed=src/render/sheet/summary.rs");

    let mut games: Vec<_> = fs::read_dir(&content)
        .expect("content/ exists")
        .filter_map(|e| e.ok())
        // A game is a folder with a game.yaml; `content/ui/` holds the
        // interface's catalogues, which the library includes itself.
        .filter(|e| e.path().join("game.yaml").is_file())
        .collect();
    games.sort_by_key(|e| e.file_name());
    let mut ids = Ids::default();
    let mut pack = Pack::default();
    for entry in games {
        let dir = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        println!("cargo:rerun-if-changed=content/{name}");
        let mut write = |part: &'static str, bytes: Vec<u8>| pack.add(&name, part, bytes);
        let bin = |value: &dyn ErasedPart| value.bytes();
        match compile(&dir, &name).and_then(|content| checked(&name, content)) {
            Ok(content) => {
                ids.cards.extend(content.rules.iter().map(|c| c.id.clone()));
                ids.questions
                    .extend(content.quiz.iter().map(|q| q.id.clone()));
                ids.variants
                    .extend(content.game.variants.iter().map(|v| v.id.clone()));
                write(
                    "index",
                    bin(&index::IndexOwned::build(&content.game, &content.rules)),
                );
                // Each card on its own, so that a lookup decodes only the
                // cards it shows (the index has the rest).
                write("rules", item_list(content.rules.iter().map(|c| bin(c))));
                write("sheet", bin(&sheet_text(&name, &content)));
                write("mistakes", bin(&content.mistakes));
                write("numbers", bin(&content.numbers));
                // Questions too: `check` decodes only the one it is asked.
                write("quiz", item_list(content.quiz.iter().map(|q| bin(q))));
                write("game", bin(&Compiled::Content(Box::new(content.game))));
            }
            Err((file, message)) => {
                println!("cargo:warning=content/{name}/{file}: {message}");
                let compiled = Compiled::Error {
                    file: format!("content/{name}/{file}"),
                    message,
                };
                write("game", bin(&compiled));
            }
        }
    }
    fs::write(out.join(PACK), pack.bytes()).expect("OUT_DIR is writable");
    ids.write(&out.join("..").join("ids.rs"));
    catalogues(&content.join("ui"), &out.join("..").join("ui.rs"));
}

/// The one file rust-embed embeds: every game's compiled parts, packed.
const PACK: &str = "content.bin";

/// Every game's compiled parts (`<game>.<part>.bin`) in one file, read by
/// `content::embedded`: a table of contents (the number of parts as a
/// little-endian `u32`, then per part its name's length as one byte, the
/// name, where its bytes start in the file and how many there are, both
/// `u32`), then the parts: every game's own file, then every game's
/// questions, then the rest game after game, each game's in the order
/// commands read them. Every command reads a game's own file, and `stats`
/// reads every game's questions: these lie together with the table.
///
/// Why one file: rust-embed finds a file by a binary search over the
/// files' names, and places each name beside that file's bytes. Finding
/// one of 21 files read names beside four or five others, scattered over
/// 400 KB, and each such read mapped the 64 KB around it (fault-around): a
/// verdict or a quiz check kept a window of another game's content in
/// memory for a name. Here the names lie together before the parts.
#[derive(Default)]
struct Pack {
    /// Game, part, bytes, in the order they were compiled.
    parts: Vec<(String, &'static str, Vec<u8>)>,
}

impl Pack {
    /// Every command reads the game's own file; `stats` every game's
    /// questions, a quiz check one; a lookup the index and a card; the rest
    /// less often.
    const ORDER: [&str; 7] = [
        "game", "quiz", "index", "rules", "mistakes", "numbers", "sheet",
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
            out.push(u8::try_from(name.len()).expect("a short file name"));
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

/// A length or position in the embedded content, as a little-endian `u32`.
fn le_u32(n: usize) -> [u8; 4] {
    u32::try_from(n).expect("content under 4 GB").to_le_bytes()
}

/// The interface's catalogues: every `content/ui/<lang>/*.ftl` of a
/// language, one Fluent entry at a time, sorted by id, as a Rust table the
/// library includes (`ui.rs`).
///
/// Why split: a command prints a handful of interface words, and parsing a
/// whole catalogue of several hundred messages to find them would cost
/// more than the lookup itself. Each entry's source is kept on its own, so
/// only the messages a command asks for are parsed.
///
/// Why as two texts and a table of where each entry ends (numbers, not
/// `&str`s): a table of string slices is a table of pointers, which the
/// program keeps among its relocated data, 26 KB a language; and its ids
/// and sources would be thousands of separate constants, scattered among
/// those a start reads. One language's ids lie together here, so finding
/// a message touches a page or two. The whole catalogue is kept too, for
/// the tests that compare languages (`SOURCES`, in test builds only).
fn catalogues(ui: &Path, rs: &Path) {
    println!("cargo:rerun-if-changed=content/ui");
    // Every folder is a language: adding one is adding a folder (and its
    // `Lang`), not editing this list.
    let mut langs: Vec<String> = fs::read_dir(ui)
        .expect("content/ui exists")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    langs.sort();
    let mut source = String::from(
        "/// Each language's catalogue: its code and its entries by id (each\n/// entry's own Fluent source, and its text when it is plain), sorted.\npub static CATALOGUES: &[super::Catalogue] = &[\n",
    );
    // The whole sources apart, and for the tests only: the program itself
    // reads entries, never a whole catalogue.
    let mut wholes = String::from(
        "/// Each language's whole catalogue source, for the tests.\n#[cfg(test)]\npub const SOURCES: &[(&str, &str)] = &[\n",
    );
    for lang in &langs {
        let dir = ui.join(lang);
        let mut files: Vec<PathBuf> = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("content/ui/{lang}: {e}"))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        let mut whole = String::new();
        let mut entries: Vec<(String, String)> = Vec::new();
        for file in &files {
            println!("cargo:rerun-if-changed={}", file.display());
            let text =
                fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            whole.push_str(&text);
            if !whole.ends_with('\n') {
                whole.push('\n');
            }
            for (id, entry) in ftl_entries(&text) {
                if entries.iter().any(|(known, _)| *known == id) {
                    panic!(
                        "{}: message {id} is defined twice in content/ui/{lang}",
                        file.display()
                    );
                }
                entries.push((id, entry));
            }
        }
        entries.sort();
        wholes.push_str(&format!("    ({lang:?}, {whole:?}),\n"));
        // The ids one after the other, the sources likewise, and per entry
        // where each ends and where its plain text lies in its source.
        let (mut ids, mut sources, mut ends) = (String::new(), String::new(), String::new());
        for (id, entry) in &entries {
            ids.push_str(id);
            let (from, to) = match plain_text(entry) {
                Some(value) => (sources.len() + value.start, sources.len() + value.end),
                None => (0, 0),
            };
            sources.push_str(entry);
            ends.push_str(&format!(
                "        [{}, {}, {from}, {to}],\n",
                ids.len(),
                sources.len()
            ));
        }
        source.push_str(&format!(
            "    super::Catalogue {{\n        code: {lang:?},\n        ids: {ids:?},\n        sources: {sources:?},\n        ends: &[\n{ends}        ],\n    }},\n"
        ));
    }
    source.push_str("];\n");
    wholes.push_str("];\n");
    source.push_str(&wholes);
    fs::write(rs, source).expect("OUT_DIR is writable");
}

/// Where in `entry` its value lies, if the entry is plain text on one line
/// (no placeable, nothing Fluent would change): most labels are. Such a
/// message needs no parsing at run time, which keeps the lookups' few
/// labels off Fluent.
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
/// line that begins with its id (a term's with `-`) and runs over the
/// indented lines below it; comments and blank lines between entries are
/// left out. Terms are not split off: a catalogue that used them would need
/// them in every entry, so they are refused here until one is needed.
fn ftl_entries(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        let first = line.chars().next();
        match first {
            Some(c) if c.is_ascii_alphabetic() => {
                let id = line.split('=').next().unwrap_or("").trim().to_owned();
                out.push((id, format!("{line}\n")));
                open = true;
            }
            Some('-') => panic!("Fluent terms are not supported in content/ui: {line}"),
            Some(' ') | Some('\t') if open => {
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
    out
}

/// Anything serializable, as postcard bytes.
trait ErasedPart {
    fn bytes(&self) -> Vec<u8>;
}

impl<T: serde::Serialize> ErasedPart for T {
    fn bytes(&self) -> Vec<u8> {
        postcard::to_stdvec(self).expect("plain data serializes")
    }
}

/// Items each encoded on its own (rule cards, questions), as
/// `content::items` reads them: how many (a little-endian `u32`), where
/// each ends (`u32`s, counted from the end of this table), then the items.
///
/// Why a table up front: a command finds its one card or question, or
/// counts them, reading the table alone. With each item's length before
/// it, finding the items read a little of every page of the part, and
/// each read mapped the 64 KB around it.
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
    fn write(mut self, path: &Path) {
        let list = |v: &mut Vec<String>| {
            v.sort();
            v.dedup();
            v.iter()
                .map(|s| format!("{s:?}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let source = format!(
            "/// Rule card ids of all games.\npub const CARD_IDS: &[&str] = &[{}];\n/// Quiz question ids of all games.\npub const QUESTION_IDS: &[&str] = &[{}];\n/// House-rule variant ids.\npub const VARIANT_IDS: &[&str] = &[{}];\n",
            list(&mut self.cards),
            list(&mut self.questions),
            list(&mut self.variants)
        );
        fs::write(path, source).expect("OUT_DIR is writable");
    }
}

/// Runs every content check of the library (`content::model::verify`) on
/// one game, so that the binary embeds only content that passed them and
/// need not check it again at each start. The error names the file, and
/// the item and field where the checks can tell.
fn checked(name: &str, content: RawContent) -> Result<RawContent, (String, String)> {
    let Some(game) = content::GameId::from_slug(name) else {
        return Err((
            "game.yaml".into(),
            format!("\"{name}\" is not a game rulecard knows (makatsu, makao, maumau)"),
        ));
    };
    let index = index::IndexOwned::build(&content.game, &content.rules).leak();
    match model::verify(game, &content, &index) {
        Ok(()) => Ok(content),
        Err(e) => {
            let place: Vec<String> = [("item", &e.item), ("field", &e.field)]
                .iter()
                .filter(|(_, v)| !v.is_empty())
                .map(|(k, v)| format!("{k} \"{v}\""))
                .collect();
            let problem = if place.is_empty() {
                e.problem
            } else {
                format!("{}: {}", place.join(", "), e.problem)
            };
            let file = e.file.rsplit('/').next().unwrap_or("game.yaml").to_owned();
            Err((file, problem))
        }
    }
}

/// What the cheat sheet prints of a game's (checked) content, in every
/// language: `render::sheet::digest`, which reads it back.
fn sheet_text(name: &str, content: &RawContent) -> render::sheet::digest::Digest<String> {
    let id = content::GameId::from_slug(name).expect("the content was checked");
    let index = index::IndexOwned::build(&content.game, &content.rules).leak();
    let game = model::check(id, content.clone(), Some(index)).expect("the content was checked");
    render::sheet::digest::digest(&game)
}

/// Parses the four files of one game. The error names the file.
fn compile(dir: &Path, name: &str) -> Result<RawContent, (String, String)> {
    Ok(RawContent {
        game: parse(dir, name, "game.yaml")?,
        rules: parse(dir, name, "rules.yaml")?,
        mistakes: parse(dir, name, "mistakes.yaml")?,
        numbers: parse(dir, name, "numbers.yaml")?,
        // Questions come with the game's engine; a game without one has none.
        quiz: if dir.join("quiz.yaml").exists() {
            parse(dir, name, "quiz.yaml")?
        } else {
            Vec::new()
        },
    })
}

fn parse<T: serde::de::DeserializeOwned>(
    dir: &Path,
    name: &str,
    file: &str,
) -> Result<T, (String, String)> {
    let path = dir.join(file);
    println!("cargo:rerun-if-changed=content/{name}/{file}");
    let text = fs::read_to_string(&path).map_err(|e| (file.to_owned(), e.to_string()))?;
    serde_saphyr::from_str(&text).map_err(|e| (file.to_owned(), e.to_string()))
}
