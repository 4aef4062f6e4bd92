//! The lookup's own parse (`rules` arguments alone) and the whole command
//! tree read every command line the same way: same result, or the same
//! error, word for word.

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
    ] {
        let (lookup, tree) = both(args);
        assert_eq!(lookup, tree, "{args:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_rules_line_reads_alike(
        name in prop::sample::select(vec!["rules", "rule"]),
        words in prop::collection::vec(
            prop::sample::select(vec![
                "makatsu", "makao", "maumau", "mk", "tie", "Sieben", "vrouw", "--all",
                "--json", "--lang", "de", "nl", "en", "xx", "--color", "never", "auto",
                "--variant", "seven-stacking", "--hand-size", "5", "7", "--mau-penalty",
                "--", "-x", "--help",
            ]),
            0..7,
        ),
    ) {
        let mut args = vec![name];
        args.extend(words);
        let (lookup, tree) = both(&args);
        prop_assert_eq!(lookup, tree, "{:?}", args);
    }
}
