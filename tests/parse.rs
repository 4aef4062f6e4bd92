//! Each command's own parse (its arguments and the global ones alone) and
//! the whole command tree read every command line the same way: same
//! result, or the same error, word for word.

use std::ffi::OsString;

use clap::Parser;
use proptest::prelude::*;
use rulecard::cli::Cli;

fn both(args: &[&str]) -> (String, String) {
    let args: Vec<OsString> = std::iter::once("rulecard")
        .chain(args.iter().copied())
        .map(OsString::from)
        .collect();
    let show = |r: Result<Cli, clap::Error>| match r {
        Ok(cli) => format!("{cli:?}"),
        Err(e) => format!("error {:?}: {e}", e.kind()),
    };
    (
        show(rulecard::parse(&args)),
        show(Cli::try_parse_from(&args)),
    )
}

#[test]
fn lookups_read_alike() {
    for args in [
        &["rules", "makatsu", "gleichstnd", "--lang", "de"][..],
        &["rule", "mk", "höchste", "Karte"],
        &["rules", "makao", "vrouw", "--all", "--json"],
        &[
            "rules",
            "maumau",
            "Bube",
            "auf",
            "Bube",
            "--variant",
            "no-jack-on-jack",
        ],
        &["rules", "maumau", "--hand-size", "6", "sieben"],
        &["rules", "makatsu", "--color", "always", "tie"],
        &["rules", "makatsu"],
        &["rules", "--lang", "en", "pesten", "--", "--all"],
        &["--lang", "de", "rules", "makatsu", "tie"],
        &["rules", "makatsu", "tie", "--lang", "xx"],
        &["rules", "poker", "tie"],
        &["rules", "makatsu", "--help"],
        &["rules", "-h"],
        &["rules", "makatsu", "tie", "--bogus"],
        &["rules"],
        &["rules", "makatsu", "tie", "--all", "gleich"],
        &["rules", "--lang=nl", "makao", "vrouw", "--color=never"],
        &["rules", "makao", "vrouw", "--lang", "DE"],
        &["rules", "makao", "vrouw", "--lang", "de", "--lang", "en"],
        &["rules", "makao", "--all", "--all"],
        &["rules", "makao", "--json=yes"],
        &["rules", "maumau", "--hand-size", "+6", "sieben"],
        &["rules", "maumau", "--hand-size", "99999999999", "sieben"],
        &[
            "rules",
            "maumau",
            "--mau-penalty=3",
            "--variant=a=b",
            "--variant",
            "none",
        ],
        &["rules", "makao", "--lang="],
        &["rules", "makao", "--lang"],
        &["rules", "makao", ""],
        &["rules", "makao", "-", "x"],
        &["rules", "höchste", "Karte", "♠"],
    ] {
        let (lookup, tree) = both(args);
        assert_eq!(lookup, tree, "{args:?}");
    }
}

/// The plain lookups a player types are read without clap at all (what
/// `lookups_read_alike` checks against the whole tree).
#[test]
fn plain_lookups_are_read_word_by_word() {
    let read = |line: &str| {
        let args: Vec<OsString> = std::iter::once("rulecard")
            .chain(line.split(' '))
            .map(OsString::from)
            .collect();
        rulecard::cli::read_lookup(&args).map(|cli| format!("{cli:?}"))
    };
    for line in [
        "rules makatsu gleichstand --lang de",
        "rule makao vrouw --lang=nl --all",
        "rules maumau Bube auf Bube --variant no-jack-on-jack --hand-size 6",
        "rules pesten --json --color never",
    ] {
        assert!(read(line).is_some(), "{line}");
    }
    for line in [
        "rules makao --help",
        "rules -- --all",
        "judge makao --top 8c",
        "rules x --lang DE",
    ] {
        assert_eq!(read(line), None, "{line}");
    }
}

#[test]
fn every_command_reads_alike() {
    for line in [
        "games --lang en",
        "games --json",
        "games makao",
        "mistakes makatsu --lang de",
        "mistakes --json maumau",
        "mistakes",
        "numbers makao --lang nl",
        "numbers MAKAO",
        "judge makatsu --meister Jo Jo=B2,G7 Kim=L5,B2 Lea=G7,L1 --lang de",
        "judge makatsu --final Jo=14 Kim=9 Lea=11",
        "judge makatsu --pass 3 Ann=G8,B1 Bo=Y2,P4 --lang en",
        "judge makatsu --pass 9 Ann=G8",
        "judge makao --top 8c --hand 8h --lang nl",
        "judge makao --top 9h --turns 2h;draw --players 3",
        "judge makao --top 9h --hand 8h --turns 2h",
        "judge makao --hand 8h",
        "judge maumau --top 7h --penalty 2 --hand 7c",
        "judge maumau --variant seven-stacking --top 7h --hand 7c --json",
        "judge maumau --top 7h --penalty x --hand 7c",
        "judge --lang de makao --top 8c --hand 8h",
        "judge poker --top 8c",
        "judge makao --help",
        "judge",
        "check makatsu weisst-du-es-noch Ben --lang en",
        "check makatsu weisst-du-es-noch",
        "setup makao --players 4 --lang nl",
        "setup maumau --players 6 --hand-size 6",
        "setup maumau --players x",
        "simulate makatsu --games 1000 --seed 7",
        "simulate makao --games 10 --policy tips,random --threads 0",
        "quiz makatsu --list --lang de",
        "quiz makao --generated --seed 3 --count 5",
        "quiz maumau --seed 3",
        "play makao --seed 7 --lang en",
        "play makatsu --players 3 --fast --seed 2",
        "review makatsu --lang en",
        "review",
        "stats --json",
        "stats makao --color always",
        "sheet makatsu --lang de",
        "sheet maumau --variant seven-stacking -o mau-mau.html",
        "sheet makao --format md --personal",
        "config maumau --variant seven-stacking --hand-size 6",
        "config maumau --clear --variant seven-stacking",
        "config --game makao",
        "config",
        "completions bash",
        "man --dir out",
        "games --version",
        "setup -h",
    ] {
        let args: Vec<&str> = line.split(' ').collect();
        let (alone, tree) = both(&args);
        assert_eq!(alone, tree, "{line}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_command_line_reads_alike(
        name in prop::sample::select(vec![
            "games", "mistakes", "numbers", "judge", "setup", "check", "quiz", "review",
            "stats", "sheet", "config",
        ]),
        words in prop::collection::vec(
            prop::sample::select(vec![
                "makatsu", "makao", "maumau", "mk", "--json", "--lang", "de", "xx",
                "--color", "never", "--variant", "seven-stacking", "--hand-size", "5",
                "--players", "4", "--top", "8c", "--hand", "8h", "--list", "--seed",
                "--format", "md", "--clear", "--", "-x", "--help",
            ]),
            0..7,
        ),
    ) {
        let mut args = vec![name];
        args.extend(words);
        let (alone, tree) = both(&args);
        prop_assert_eq!(alone, tree, "{:?}", args);
    }

    #[test]
    fn any_rules_line_reads_alike(
        name in prop::sample::select(vec!["rules", "rule"]),
        words in prop::collection::vec(
            prop::sample::select(vec![
                "makatsu", "makao", "maumau", "mk", "tie", "Sieben", "vrouw", "--all",
                "--json", "--lang", "de", "nl", "en", "xx", "--color", "never", "auto",
                "--variant", "seven-stacking", "--hand-size", "5", "7", "--mau-penalty",
                "--", "-x", "--help", "--lang=de", "--color=always", "--hand-size=6",
                "--variant=none", "--all=x", "", "-5", "08", "DE", "--version", "-h",
            ]),
            0..9,
        ),
    ) {
        let mut args = vec![name];
        args.extend(words);
        let (lookup, tree) = both(&args);
        prop_assert_eq!(lookup, tree, "{:?}", args);
    }
}
