//! Every screen in one language: each command, run in German, Dutch and
//! English, must not show a sentence of another language's catalogue.
//!
//! The sentences come from the catalogues themselves
//! (`content/ui/<lang>/*.ftl`): each message's literal text between its
//! placeables, where it differs from the same message in the language
//! asked for. Short fragments ("Id", "Open") are left out: they are the
//! same word in several languages or too short to tell. A command whose
//! game has no rule text in the language shows English rule text by design
//! (the notice says so); such runs are checked on their interface words
//! only where the output has no rule text (judge, setup, simulate).

use std::collections::BTreeMap;
use std::path::Path;

use crate::common::rulecard;
use fluent_syntax::ast;

const LANGS: [&str; 3] = ["en", "de", "nl"];

/// Message id → literal fragments of its pattern, per language.
fn catalogue(lang: &str) -> BTreeMap<String, Vec<String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../content/ui")
        .join(lang);
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "ftl") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, e)| panic!("{}: {e:?}", path.display()));
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut fragments = Vec::new();
                if let Some(p) = &m.value {
                    literals(p, &mut fragments);
                }
                out.insert(m.id.name.to_owned(), fragments);
            }
        }
    }
    out
}

fn literals(pattern: &ast::Pattern<&str>, out: &mut Vec<String>) {
    let mut current = String::new();
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => current.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                out.push(std::mem::take(&mut current));
                if let ast::Expression::Select { variants, .. } = expression {
                    for v in variants {
                        literals(&v.value, out);
                    }
                }
            }
        }
    }
    out.push(current);
}

/// The fragments of other languages' catalogues that must not appear in
/// output in `lang`: long enough to be a sentence part, and not also a
/// fragment of `lang`'s own message.
fn foreign(lang: &str) -> Vec<(String, String, String)> {
    let own = catalogue(lang);
    let mut out = Vec::new();
    for other in LANGS.into_iter().filter(|l| *l != lang) {
        for (id, fragments) in catalogue(other) {
            let mine = own.get(&id).cloned().unwrap_or_default();
            for f in fragments {
                let f = f.trim().to_owned();
                let words = f.split_whitespace().count();
                if f.chars().count() >= 12 && words >= 2 && !mine.iter().any(|m| m.contains(&f)) {
                    out.push((other.to_owned(), id.clone(), f));
                }
            }
        }
    }
    out
}

/// Runs `args` in `lang` with a pinned environment and `home`; returns
/// stdout and stderr together (whatever the exit code).
fn run(home: &Path, lang: &str, args: &[&str], stdin: Option<&str>) -> String {
    let mut cmd = rulecard();
    cmd.env("RULECARD_HOME", home)
        .args(args)
        .args(["--lang", lang]);
    if let Some(input) = stdin {
        cmd.write_stdin(input);
    }
    let out = cmd.output().unwrap();
    let code = out.status.code();
    assert!(
        matches!(code, Some(0..=2)),
        "{args:?} --lang {lang}: exit {code:?}"
    );
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Every command, as a player would run it, in a game that has rule text
/// in `lang` (`own`) or, for commands without rule text, in any game.
fn commands(lang: &str) -> Vec<(Vec<&'static str>, Option<&'static str>)> {
    // The game whose rule text exists in `lang`, for the commands that
    // show rule text.
    let text_game = match lang {
        "nl" => "makao",
        _ => "makatsu",
    };
    let french = match lang {
        "nl" => "makao",
        _ => "maumau",
    };
    let mut list: Vec<(Vec<&'static str>, Option<&'static str>)> = vec![
        (vec!["games"], None),
        (vec!["rules", text_game], None),
        (vec!["rules", text_game, "tie"], None),
        (vec!["rules", french, "jack"], None),
        (vec!["rules", text_game, "zzzqqq"], None),
        (vec!["mistakes", text_game], None),
        (vec!["numbers", text_game], None),
        (vec!["numbers", french], None),
        // Judge: both forms of every game, an illegal turn, bad input.
        (
            vec![
                "judge",
                "makatsu",
                "--meister",
                "Jo",
                "Jo=B2,Y7",
                "Kim=P5,B2",
                "Lea=Y7,P1",
            ],
            None,
        ),
        (
            vec![
                "judge",
                "makatsu",
                "--final",
                "--meister",
                "Lea",
                "Jo=9",
                "Kim=9",
                "Lea=11",
            ],
            None,
        ),
        (
            vec!["judge", "makao", "--top", "8c", "--hand", "8h Qs 3c 9d"],
            None,
        ),
        (
            vec!["judge", "makao", "--top", "9h", "--turns", "2h; 2c; draw"],
            None,
        ),
        (
            vec!["judge", "makao", "--top", "9h", "--turns", "Jh>7; 9c"],
            None,
        ),
        (vec!["judge", "makao", "--top", "9h", "--hand", "9x"], None),
        (
            vec![
                "judge",
                "maumau",
                "--top",
                "7h",
                "--penalty",
                "2",
                "--hand",
                "7c 9h Jd",
            ],
            None,
        ),
        (
            vec![
                "judge",
                "maumau",
                "--top",
                "9h",
                "--turns",
                "Ah 10h; Qh; 7h; draw 8h",
            ],
            None,
        ),
        (
            vec!["judge", "maumau", "--top", "Jh>c", "--turns", "9h"],
            None,
        ),
        (vec!["setup", "makatsu", "--players", "4"], None),
        (vec!["setup", "makao", "--players", "3"], None),
        (vec!["setup", "maumau", "--players", "6"], None),
        (vec!["setup", "makao", "--players", "12"], None),
        (
            vec!["simulate", "makatsu", "--games", "20", "--seed", "1"],
            None,
        ),
        (
            vec!["simulate", "makao", "--games", "20", "--seed", "1"],
            None,
        ),
        (
            vec!["simulate", "maumau", "--games", "20", "--seed", "1"],
            None,
        ),
        (vec!["sheet", text_game], None),
        (
            vec!["config", "maumau", "--variant", "seven-stacking"],
            None,
        ),
        (vec!["config", "maumau"], None),
        (vec!["config", "maumau", "--clear"], None),
        (vec!["stats"], None),
        (vec!["review"], None),
    ];
    // The quiz in line mode: a wrong answer, an answer that is no choice,
    // and the check command right and wrong.
    list.push((
        vec!["quiz", text_game, "--count", "2"],
        Some("xyz\nnobody\n1\n"),
    ));
    list.push((
        vec!["quiz", french, "--count", "2", "--generated", "--seed", "3"],
        Some("-\n-\n"),
    ));
    // A game in line mode, left at once: the table, the hand, the prompt
    // and the goodbye, whatever languages the game's rule text has.
    for game in ["makao", "maumau", "makatsu"] {
        list.push((vec!["play", game, "--seed", "7", "--fast"], Some("q\ny\n")));
    }
    list.push((vec!["check", "makatsu", "weisst-du-es-noch", "Anna"], None));
    list.push((vec!["check", "makatsu", "weisst-du-es-noch", "Zed"], None));
    // Again, now that the quiz recorded answers: the marked rules and the
    // statistics have lines of their own to say.
    list.push((vec!["review"], None));
    list.push((vec!["stats"], None));
    list
}

#[test]
fn no_command_shows_another_languages_words() {
    let mut findings = Vec::new();
    for lang in LANGS {
        let foreign = foreign(lang);
        assert!(!foreign.is_empty());
        let home = tempfile::tempdir().unwrap();
        for (args, stdin) in commands(lang) {
            let out = run(home.path(), lang, &args, stdin);
            for (other, id, fragment) in &foreign {
                if out.contains(fragment.as_str()) {
                    findings.push(format!(
                        "{args:?} --lang {lang}: {other} {id} \"{fragment}\" in:\n{out}"
                    ));
                }
            }
        }
    }
    assert!(
        findings.is_empty(),
        "{} findings; first:\n{}",
        findings.len(),
        findings
            .iter()
            .take(5)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n---\n")
    );
}

#[test]
fn the_catalogues_are_told_apart_by_the_check() {
    // The check above is only as good as its fragments: each language
    // must have many that the others lack.
    for lang in LANGS {
        let n = foreign(lang).len();
        assert!(n > 200, "{lang}: only {n} foreign fragments");
    }
}
