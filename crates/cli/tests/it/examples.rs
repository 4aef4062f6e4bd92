//! Every example a player is shown runs as written: those in the README
//! and those at the end of every `--help`.
//!
//! `console` blocks (`$ rulecard …`, its output, `? CODE` for a non-zero
//! exit) are run by trycmd; `sh` blocks (pipes and redirections, which
//! trycmd does not run) by `sh -c`, each line expected to succeed. Each
//! file runs with a home of its own (RULECARD_HOME, HOME), no colour, 80
//! columns and the C locale, so neither the machine nor another file's
//! saved progress or house rules change a result.

use std::path::{Path, PathBuf};
use std::process::Command;

use clap::CommandFactory;

/// The `tests/cmd` file holding the examples of a command path such as
/// `["judge", "makao"]` (`rulecard.md` for the top level).
fn cmd_file(path: &[String]) -> PathBuf {
    let name = if path.is_empty() {
        "rulecard".to_owned()
    } else {
        path.join("-")
    };
    Path::new("tests/cmd").join(format!("{name}.md"))
}

/// A file of the repository (the README, `docs/`), from this crate's folder.
fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(path)
}

/// Copies `from` (a directory) into `to`.
fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let target = to.join(path.file_name().unwrap());
        if path.is_dir() {
            copy_dir(&path, &target);
        } else {
            std::fs::copy(&path, &target).unwrap();
        }
    }
}

/// Runs the `console` blocks of one Markdown file with trycmd, from a copy
/// in a scratch directory that is also the commands' working directory
/// (`NAME.in/`, as trycmd takes it): an example that writes a file writes
/// it there, never into the checkout.
fn run_trycmd(file: &Path) {
    let scratch = tempfile::tempdir().unwrap();
    let stem = file.file_stem().unwrap().to_str().unwrap();
    let copy = scratch.path().join(file.file_name().unwrap());
    std::fs::copy(file, &copy).unwrap();
    for ext in ["in", "out"] {
        let dir = file.with_extension(ext);
        if dir.is_dir() {
            copy_dir(&dir, &scratch.path().join(format!("{stem}.{ext}")));
        }
    }
    std::fs::create_dir_all(scratch.path().join(format!("{stem}.in"))).unwrap();
    let original = file;
    let file = copy.as_path();
    let home = tempfile::tempdir().unwrap();
    let home_str = home.path().to_str().unwrap().to_owned();
    let cases = trycmd::TestCases::new();
    cases
        .register_bin("rulecard", Path::new(env!("CARGO_BIN_EXE_rulecard")))
        .env("RULECARD_HOME", &home_str)
        .env("HOME", &home_str)
        .env("NO_COLOR", "1")
        .env("COLUMNS", "80")
        .env("LC_ALL", "C")
        .env("LC_MESSAGES", "C")
        .env("LANG", "C")
        .insert_var("[HOME]", home_str.clone())
        .unwrap();
    cases.case(file);
    cases.run();
    // `TRYCMD=overwrite` rewrites the scratch copy; bring it back, so a
    // deliberate change of output is one command and a diff to read.
    if std::env::var("TRYCMD").is_ok_and(|v| v == "overwrite") {
        std::fs::copy(file, original).unwrap();
    }
}

/// The lines of a Markdown file's fenced blocks whose info string is
/// `lang`.
fn blocks(text: &str, lang: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut inside: Option<bool> = None;
    for line in text.lines() {
        match (inside, line.trim_start().strip_prefix("```")) {
            (None, Some(info)) => inside = Some(info.trim() == lang),
            (Some(_), Some(_)) => inside = None,
            (Some(true), None) => lines.push(line.to_owned()),
            _ => {}
        }
    }
    lines
}

/// Runs `line` with `sh -c` in `home` (also HOME and RULECARD_HOME), the
/// binary first on PATH, no colour, 80 columns, the C locale.
fn shell(line: &str, home: &Path) -> std::process::Output {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_rulecard")).parent().unwrap();
    Command::new("sh")
        .arg("-c")
        .arg(line)
        .current_dir(home)
        .env_clear()
        .env("PATH", format!("{}:/usr/bin:/bin", bin_dir.display()))
        .env("HOME", home)
        .env("RULECARD_HOME", home)
        .env("NO_COLOR", "1")
        .env("COLUMNS", "80")
        .env("LANG", "C")
        .output()
        .unwrap()
}

/// Runs every line of a file's `sh` blocks that calls rulecard, in a
/// fresh home with the binary first on PATH, expecting success.
fn run_shell_blocks(file: &Path) -> usize {
    let text = std::fs::read_to_string(file).unwrap();
    let home = tempfile::tempdir().unwrap();
    // Where the README tells players to put completions and man pages.
    for dir in [
        ".local/share/bash-completion/completions",
        ".zfunc",
        ".config/fish/completions",
    ] {
        std::fs::create_dir_all(home.path().join(dir)).unwrap();
    }
    let mut ran = 0;
    for line in blocks(&text, "sh") {
        if !line.contains("rulecard") || line.trim_start().starts_with('#') {
            continue;
        }
        let out = shell(&line, home.path());
        assert!(
            out.status.success(),
            "{}: `{line}` failed ({}):\n{}",
            file.display(),
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        ran += 1;
    }
    ran
}

#[test]
fn readme_examples_run_as_written() {
    run_trycmd(&repo("README.md"));
    assert!(run_shell_blocks(&repo("README.md")) > 0);
}

#[test]
fn docs_examples_run_as_written() {
    run_trycmd(&repo("docs/judge.md"));
}

#[test]
fn readme_scripted_quiz_answers_every_question() {
    // One answer per line must fit each question as asked: a name where a
    // name is asked, not a number where the second question wants a name.
    let readme = std::fs::read_to_string(repo("README.md")).unwrap();
    let line = blocks(&readme, "sh")
        .into_iter()
        .find(|l| l.starts_with("printf") && l.contains("rulecard quiz"))
        .expect("the README shows a scripted quiz");
    let home = tempfile::tempdir().unwrap();
    let out = shell(&line, home.path());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{line}: {stdout}");
    assert!(
        out.stderr.is_empty(),
        "{line}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("2 / 2 right"), "{line}:\n{stdout}");
}

#[test]
fn help_examples_run_as_written() {
    let mut files: Vec<PathBuf> = std::fs::read_dir("tests/cmd")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    files.sort();
    assert!(files.len() > 10, "{files:?}");
    for file in files {
        run_trycmd(&file);
        run_shell_blocks(&file);
    }
}

/// One example from a help text: the command, and whether its comment
/// says it exits 1.
struct Example {
    command: String,
    exits_1: bool,
}

/// The examples at the end of a help text (`Examples:` and the indented
/// lines after it).
fn help_examples(help: &str) -> Vec<Example> {
    let Some((_, tail)) = help.split_once("\nExamples:\n") else {
        return Vec::new();
    };
    tail.lines()
        .take_while(|l| l.starts_with("  "))
        .map(|l| Example {
            command: command_of(l).to_owned(),
            exits_1: l
                .split_once("  #")
                .is_some_and(|(_, c)| c.contains("exit 1")),
        })
        .collect()
}

/// A line's command without its `  # comment`.
fn command_of(line: &str) -> &str {
    line.split_once("  #").map_or(line, |(c, _)| c).trim()
}

/// Every command path with its short and long help, as a player sees them
/// on a wide terminal.
fn helps(command: &mut clap::Command, path: Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    let long = command.render_long_help().to_string();
    let short = command.render_help().to_string();
    out.push((path.clone(), format!("{short}\n{long}")));
    for sub in command.get_subcommands_mut() {
        if sub.get_name() == "help" {
            continue;
        }
        let mut p = path.clone();
        p.push(sub.get_name().to_owned());
        helps(sub, p, out);
    }
}

#[test]
fn every_help_shows_examples_and_each_is_tested() {
    let mut command = rulecard::cli::Cli::command().term_width(200);
    command.build();
    let mut all = Vec::new();
    helps(&mut command, Vec::new(), &mut all);
    for (path, help) in all {
        let examples = help_examples(&help);
        assert!(
            !examples.is_empty(),
            "`rulecard {}` shows no examples",
            path.join(" ")
        );
        let file = cmd_file(&path);
        let text =
            std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        for example in examples {
            let run = blocks(&text, "console");
            let shell = blocks(&text, "sh");
            let at = run
                .iter()
                .position(|l| l.strip_prefix("$ ").map(command_of) == Some(&example.command));
            let in_shell = shell.iter().any(|l| command_of(l) == example.command);
            assert!(
                at.is_some() || in_shell,
                "{}: the example `{}` of `rulecard {}` --help is not tested there",
                file.display(),
                example.command,
                path.join(" ")
            );
            if let Some(at) = at {
                // The exit code trycmd checks, against what the help says.
                let code_1 = run[at + 1..]
                    .iter()
                    .take_while(|l| !l.starts_with("$ "))
                    .any(|l| l.trim() == "? 1");
                assert_eq!(
                    code_1,
                    example.exits_1,
                    "{}: `{}` exits 1 in one and not in the other of help and test",
                    file.display(),
                    example.command
                );
            }
        }
    }
}

/// The README's sentence on `--json` names exactly the commands that
/// refuse it, and the one on colour says what the program does: an
/// explicit `--color always` colours under `NO_COLOR`. The man page says
/// a missing language falls back to English, and it does.
#[test]
fn the_docs_say_what_the_options_do() {
    let readme = std::fs::read_to_string(repo("README.md")).unwrap();
    let flat = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    let refusing = flat
        .split("refuse it, saying what to use instead: ")
        .nth(1)
        .and_then(|rest| rest.split(". ").next())
        .expect("the README says which commands refuse --json");
    let named: Vec<&str> = refusing
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| !w.contains(' '))
        .collect();
    assert_eq!(named, ["quiz", "sheet", "completions", "man"], "{refusing}");
    let runs = |args: &[&str]| {
        crate::common::rulecard()
            .args(args)
            .output()
            .unwrap()
            .status
            .code()
    };
    for (args, refused) in [
        (&["quiz", "makatsu", "--json"][..], true),
        (&["sheet", "makatsu", "--json"], true),
        (&["completions", "bash", "--json"], true),
        (&["man", "--json"], true),
        (&["quiz", "makatsu", "--list", "--json"], false),
        (&["games", "--json"], false),
        (&["rules", "makatsu", "--json"], false),
        (&["stats", "--json"], false),
    ] {
        assert_eq!(runs(args) == Some(2), refused, "{args:?}");
    }
    assert!(flat.contains("an explicit `--color always` colours all the same"));
    let coloured = crate::common::rulecard()
        .env("NO_COLOR", "1")
        .args(["rules", "makatsu", "--color", "always"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&coloured.stdout).contains("\x1b["));
    // The man page: a language rulecard has no words for means English.
    let man = crate::common::stdout_of(&["man"]);
    assert!(man.contains("is not given, else English"), "{man}");
    let french = crate::common::rulecard()
        .env("LANG", "fr_FR.UTF-8")
        .args(["games"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&french.stdout).contains("Players"));
}
