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
    link_at_a_fixed_address();
    start_up_code_together(&manifest, &out_dir);
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
    // The whole sources apart, and for the tests only: in the program they
    // would be some 150 KB of text no command reads, lying among the
    // constants a start does read (see `start_up_code_together`).
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

/// A lookup should cost little more than starting a process, and a
/// position-independent executable spends part of every start relocating
/// its pointer tables (some thirty pages written before `main`). rulecard
/// is short-lived, talks to no network and reads only its own files, so on
/// Linux its programs (the binary, the benchmark's no-op, the tests) are
/// linked at a fixed address. Dependencies and proc-macros are untouched.
fn link_at_a_fixed_address() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg=-no-pie");
    }
}

/// What a start runs lies scattered over the whole program (some 3 MB of
/// code), and each page fault maps the 64 KB around the page it needs: a
/// lookup that runs a small part of the code takes a fault for most of
/// those windows and keeps nearly all of them in memory. `bench/startup.order`
/// names the functions the commands of `bench/startup.sh` run (written by
/// `bench/startup-order.sh`, those most commands share first), and the
/// linker puts them side by side at the start of the code.
///
/// The list goes to lld as a linker script (`$OUT_DIR/startup.ld`, see
/// [`startup_script`]) that names each function's section exactly and
/// again without the hashes in its name. Those hashes come from cargo's
/// `-C metadata` of the crate that holds the code, which changes whenever
/// a dependency, its version or its features change, and differs between
/// `cargo build --release` (or `cargo install`) and a build that also
/// makes the examples (dev-dependencies unify other features). Given by
/// exact name only (lld's `--symbol-ordering-file`, as before), the list
/// found about 200 of its 520 functions after the dialoguer feature change,
/// or in a build without the examples: a lookup took 140-145 page faults
/// and 4.0-4.3 MB instead of 126-131 and 3.3-3.4 MB.
///
/// Only for the optimized `rulecard` binary, and only where the linker is
/// lld (Rust's default for x86-64 Linux from 1.90 on). A name the build no
/// longer has matches nothing and is skipped without a word, so a stale
/// list costs speed, never a build.
///
/// The linker also writes its map (`$OUT_DIR/rulecard.map`): the
/// addresses `bench/startup-order.sh` needs to tell which functions ran.
fn start_up_code_together(manifest: &Path, out_dir: &Path) {
    println!("cargo:rerun-if-changed=bench/startup.order");
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    let linux_x86 = var("CARGO_CFG_TARGET_OS") == "linux"
        && var("CARGO_CFG_TARGET_ENV") == "gnu"
        && var("CARGO_CFG_TARGET_ARCH") == "x86_64";
    // A linker set in cargo's configuration or in the flags may not be lld.
    let own_linker = std::env::var_os("RUSTC_LINKER").is_some()
        || var("CARGO_ENCODED_RUSTFLAGS").contains("link");
    if !linux_x86 || own_linker || var("PROFILE") != "release" || !rustc_links_with_lld() {
        return;
    }
    // Mangled names in the map, as the ordering file needs them.
    println!(
        "cargo:rustc-link-arg-bins=-Wl,-Map={}",
        out_dir.join("rulecard.map").display()
    );
    println!("cargo:rustc-link-arg-bins=-Wl,--no-demangle");
    let order = manifest.join("bench").join("startup.order");
    if let Ok(names) = fs::read_to_string(&order) {
        let script = out_dir.join("startup.ld");
        fs::write(&script, startup_script(&names)).expect("OUT_DIR is writable");
        println!(
            "cargo:rustc-link-arg-bins=-Wl,--script={}",
            script.display()
        );
    }
}

/// The linker script that lays the functions of `bench/startup.order` (one
/// mangled name a line), in that order, at the start of `.text` (one
/// section still: valgrind, for one, knows a program's code by `.text`).
///
/// Each name is given twice, as a pattern for its section (`.text.NAME`,
/// or `.text.unlikely.NAME` for code LLVM thinks cold). First exactly, in
/// the list's order: a list written for this very build lays out just the
/// functions that ran. Then with what changes from build to build left
/// open (see [`section_pattern`]), again in the list's order, for what the
/// exact names missed: after a change of dependencies, features or build
/// command every name of the list still finds its function. A pattern
/// also matches the other instantiations of a generic function, so this
/// second part moves somewhat more code to the front than ran; after exact
/// names that matched, those extra copies lie behind what a start runs.
fn startup_script(names: &str) -> String {
    // Mangled names are made of these; anything else (a typo, a name with
    // a character the script would read as syntax) is left out.
    let mangled = |n: &&str| {
        !n.is_empty()
            && n.as_bytes()
                .iter()
                .all(|b| b.is_ascii_alphanumeric() || b"_.$".contains(b))
    };
    let names: Vec<&str> = names.lines().map(str::trim).filter(mangled).collect();
    let patterns = name_patterns(&names);
    // First the C start files' code (`_start` and its neighbours, all in
    // plain `.text`: Rust's code has a section per function), as the list
    // begins with them.
    //
    // The kernel maps a file's pages in windows of 64 KB around each fault
    // (fault-around), aligned to 64 KB of address. Starting the code at
    // such a boundary keeps what a start runs in as few windows as its
    // size allows, whatever the size of the read-only data before it
    // (which moved the code by a few kilobytes, and a start's code into
    // two more windows, with each change of the embedded content).
    let mut script =
        String::from("SECTIONS {\n  .text : {\n    . = ALIGN(0x10000);\n    *(.text)\n");
    for pattern in &patterns {
        script.push_str(&format!(
            "    *(.text.{pattern} .text.unlikely.{pattern})\n"
        ));
    }
    // Everything the list does not name joins `.text` after these, where
    // lld puts it anyway (`.init` follows `.text` in its layout).
    script.push_str("  }\n} INSERT BEFORE .init;\n");
    script.push_str(&startup_data_script(&patterns));
    script
}

/// The names, each exactly and in the list's order, then each as a
/// pattern without what changes from build to build (see
/// [`section_pattern`]), again in order; each pattern once.
fn name_patterns(names: &[&str]) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    let patterns = names.iter().map(|name| section_pattern(name));
    names
        .iter()
        .map(|name| name.to_string())
        .chain(patterns)
        .filter(|pattern| seen.insert(pattern.clone()))
        .collect()
}

/// The read-only data a start reads, together at the start of `.rodata`
/// for the same reason as the code: the merged constants and C strings,
/// the tables of the listed functions (their jump tables are named after
/// them, `.rodata.NAME` and `.rodata..Lswitch.table.NAME…`, for each of
/// [`name_patterns`]), and the named tables a start reads that no function name
/// gives (the terminal-width tables every wrapped line looks up). Left
/// where lld puts them, the width and switch tables lay at the end of
/// `.rodata`, behind the embedded content: a start took a fault there,
/// and kept the windows around it, for a page or two of tables. The
/// constants the compiler leaves unnamed (most small ones) cannot be
/// given here and stay where lld puts them, after these. A stale name
/// matches nothing.
fn startup_data_script(patterns: &[String]) -> String {
    let mut script = String::from(
        "SECTIONS {\n  .rodata : {\n    *(.rodata.cst* .rodata.str*)\n    *(.rodata.*unicode_width*tables*)\n",
    );
    for pattern in patterns {
        let open = if pattern.ends_with('*') { "" } else { "*" };
        script.push_str(&format!(
            "    *(.rodata.{pattern} .rodata..Lswitch.table.{pattern}{open})\n"
        ));
    }
    // `.eh_frame_hdr` follows `.rodata` in lld's layout, and rustc always
    // asks for it on Linux (`--eh-frame-hdr`).
    script.push_str("  }\n} INSERT BEFORE .eh_frame_hdr;\n");
    // Makao's move tables (46 KB) behind all of it: only a game or a
    // simulation reads them, and among the constants they would push the
    // embedded content a window further away from the small constants
    // every start reads. (Not every engine table: dealing a `setup` reads
    // the shuffle's.)
    script.push_str(
        "SECTIONS {\n  .rodata.engines : {\n    *(.rodata._ZN8rulecard6engine5makao5state11GROUP_PLAYS17h*)\n    *(.rodata._ZN8rulecard6engine5makao5state11SLOT_TOTALS17h*)\n  }\n} INSERT AFTER .rodata;\n",
    );
    script
}

/// A mangled name as a section-name pattern without what changes from
/// build to build: the legacy hash (`17h` and 16 hex digits, `17h*`), a v0
/// crate disambiguator (`Cs…_`, `Cs*_`) and a suffix LLVM adds to local
/// copies (`.123`, `.llvm.123`).
fn section_pattern(name: &str) -> String {
    // Legacy mangling: "_ZN…17h0123456789abcdefE", maybe with a suffix.
    if let Some(at) = name.rfind("17h")
        && name.len() >= at + 20
        && name[at + 3..at + 19].bytes().all(|b| b.is_ascii_hexdigit())
        && name.as_bytes()[at + 19] == b'E'
    {
        return format!("{}17h*", &name[..at]);
    }
    // A suffix LLVM gave a local copy: ".123" or ".llvm.123".
    let digits = name.trim_end_matches(|c: char| c.is_ascii_digit());
    let (name, open_end) = match digits.strip_suffix('.') {
        Some(base) if digits.len() < name.len() => {
            (base.strip_suffix(".llvm").unwrap_or(base), true)
        }
        _ => (name, false),
    };
    let mut pattern = String::with_capacity(name.len() + 1);
    if name.starts_with("_R") {
        // v0 mangling: each crate root "C" may carry "s<base-62>_".
        let mut rest = name;
        while let Some(at) = rest.find("Cs") {
            pattern.push_str(&rest[..at + 2]);
            let after = &rest[at + 2..];
            let hash = after.bytes().take_while(u8::is_ascii_alphanumeric).count();
            // "Cs<hash>_" then the crate's name, which starts with its length.
            let named = after
                .as_bytes()
                .get(hash + 1)
                .is_some_and(u8::is_ascii_digit);
            if hash > 0 && after.as_bytes().get(hash) == Some(&b'_') && named {
                pattern.push_str("*_");
                rest = &after[hash + 1..];
            } else {
                rest = after;
            }
        }
        pattern.push_str(rest);
    } else {
        pattern.push_str(name);
    }
    if open_end {
        pattern.push('*');
    }
    pattern
}

/// Whether rustc links with its own lld by default: from 1.90 on, for
/// x86-64 Linux, where the toolchain ships it (`gcc-ld/ld.lld` in its
/// sysroot; a distribution's rustc may link with the system's `ld`).
fn rustc_links_with_lld() -> bool {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let ask = |arg: &str| {
        std::process::Command::new(&rustc)
            .args(arg.split(' '))
            .output()
            .ok()
            .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_owned())
    };
    // "rustc 1.95.0 (59807616e 2026-04-14)"
    let minor = ask("-V").and_then(|version| {
        version
            .split_whitespace()
            .nth(1)
            .and_then(|v| v.split('.').nth(1))
            .and_then(|m| m.parse::<u32>().ok())
    });
    let target = std::env::var("TARGET").unwrap_or_default();
    let shipped = ask("--print sysroot").is_some_and(|sysroot| {
        Path::new(&sysroot)
            .join(format!("lib/rustlib/{target}/bin/gcc-ld/ld.lld"))
            .is_file()
    });
    minor.is_some_and(|m| m >= 90) && shipped
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
