//! `rulecard man`: the manual pages, rendered by clap_mangen from the same
//! definitions as `--help`, with the sections clap does not know about:
//! examples (the ones `--help` shows), environment, files, exit status.
//!
//! `rulecard man` prints rulecard(1); `rulecard man --dir DIR` writes it
//! and one page per command, so that every page a page refers to exists.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use clap::CommandFactory;
use clap_mangen::Man;

use super::Ctx;
use crate::cli::{Cli, ManArgs};
use crate::error::Error;

pub fn run(ctx: &mut Ctx, args: ManArgs) -> Result<ExitCode, Error> {
    super::refuse_json(
        ctx,
        "man",
        rulecard_core::i18n::Message::new("err-no-json-man"),
    )?;
    let mut command = Cli::command().disable_help_subcommand(true);
    command.build();
    let Some(dir) = args.dir else {
        page(&command, None, &mut ctx.out)?;
        return Ok(ExitCode::SUCCESS);
    };
    std::fs::create_dir_all(&dir).map_err(|e| cannot_write(&dir, &e))?;
    let mut written = Vec::new();
    write_pages(&command, None, &dir, &mut written)?;
    eprintln!(
        "rulecard: wrote {} pages to {} (man rulecard)",
        written.len(),
        crate::store::shown(&dir)
    );
    Ok(ExitCode::SUCCESS)
}

fn cannot_write(path: &Path, e: &std::io::Error) -> Error {
    Error::Usage {
        token: path.display().to_string(),
        expected: "a directory that can be written".into(),
        message: rulecard_core::i18n::Message::new("err-man-write")
            .arg("path", crate::store::shown(path))
            .arg("problem", e.to_string()),
    }
}

/// Writes `command`'s page and its subcommands' into `dir`.
fn write_pages(
    command: &clap::Command,
    parent: Option<&str>,
    dir: &Path,
    written: &mut Vec<String>,
) -> Result<(), Error> {
    let name = page_name(command);
    let path = dir.join(format!("{name}.1"));
    let mut bytes = Vec::new();
    page(command, parent, &mut bytes)?;
    std::fs::write(&path, bytes).map_err(|e| cannot_write(&path, &e))?;
    written.push(name.clone());
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        write_pages(sub, Some(&name), dir, written)?;
    }
    Ok(())
}

/// `rulecard`, `rulecard-judge`, `rulecard-judge-makao`: what clap_mangen
/// names the pages of subcommands.
fn page_name(command: &clap::Command) -> String {
    command
        .get_display_name()
        .unwrap_or_else(|| command.get_name())
        .to_owned()
}

/// One page: clap_mangen's sections, then the ones it cannot know.
fn page(command: &clap::Command, parent: Option<&str>, out: &mut dyn Write) -> Result<(), Error> {
    // clap_mangen shows the examples under "EXTRA", raw; they get a section
    // of their own below.
    let man = Man::new(
        command
            .clone()
            .after_help(None::<&str>)
            .after_long_help(None::<&str>),
    )
    .title(page_name(command));
    man.render_title(out)?;
    man.render_name_section(out)?;
    man.render_synopsis_section(out)?;
    man.render_description_section(out)?;
    if command.get_arguments().any(|a| !a.is_hide_set()) {
        man.render_options_section(out)?;
    }
    if command.has_subcommands() {
        man.render_subcommands_section(out)?;
    }
    let mut text = String::new();
    examples(command, &mut text);
    if parent.is_none() {
        text.push_str(TOP_SECTIONS);
    }
    text.push_str(EXIT_STATUS);
    see_also(parent, &mut text);
    out.write_all(text.as_bytes())?;
    // Only the top command carries a version (clap_mangen expects one).
    if command.get_version().is_some() {
        man.render_version_section(out)?;
    }
    Ok(())
}

/// The examples `--help` ends with, one per line, unfilled.
fn examples(command: &clap::Command, text: &mut String) {
    let Some(help) = command.get_after_help() else {
        return;
    };
    let help = help.to_string();
    let lines: Vec<&str> = help
        .lines()
        .skip_while(|l| !l.starts_with("Examples:"))
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .collect();
    if lines.is_empty() {
        return;
    }
    text.push_str(".SH EXAMPLES\n.nf\n");
    for line in lines {
        text.push_str(&roff_text(line.trim()));
        text.push('\n');
    }
    text.push_str(".fi\n");
}

/// Text safe in a roff line: backslashes and hyphens escaped, and no
/// line starting with a control character.
fn roff_text(line: &str) -> String {
    let escaped = line.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with('.') || escaped.starts_with('\'') {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

/// SEE ALSO: the page above this one and rulecard(1), both written by
/// `man --dir`.
fn see_also(parent: Option<&str>, text: &mut String) {
    let Some(parent) = parent else { return };
    let mut pages = vec![parent.to_owned()];
    if parent != "rulecard" {
        pages.push("rulecard".to_owned());
    }
    let refs: Vec<String> = pages
        .iter()
        .map(|p| format!("\\fB{}\\fR(1)", p.replace('-', "\\-")))
        .collect();
    text.push_str(".SH \"SEE ALSO\"\n");
    text.push_str(&refs.join(", "));
    text.push('\n');
}

const TOP_SECTIONS: &str = r#".SH ENVIRONMENT
.TP
\fBRULECARD_HOME\fR
The directory for quiz progress and saved house rules. Without it they live
in the platform's data and config directories (see FILES).
.TP
\fBLC_ALL\fR, \fBLC_MESSAGES\fR, \fBLANG\fR
The first of them that is set chooses the language (de, nl or en) when
\fB\-\-lang\fR is not given, else English; a game without rule text in that
language shows its rules in English, with one notice on stderr.
.TP
\fBNO_COLOR\fR
When set and not empty, \fB\-\-color auto\fR (the default) does not colour;
an explicit \fB\-\-color always\fR still does.
.TP
\fBCOLUMNS\fR
The width to wrap text to (at most 100); else the terminal's width, else 80.
.TP
\fBRULECARD_PAGER\fR, \fBPAGER\fR
When stdout is a terminal, output with more lines than it has rows goes
through a pager. The first of these that is given decides:
\fB\-\-no\-pager\fR (off); \fBRULECARD_PAGER\fR (the empty string or \fBcat\fR: off);
the \fBpager\fR key of config.toml, saved with \fBrulecard config \-\-pager off|on|COMMAND\fR
(\fBfalse\fR: off; a command); \fBPAGER\fR; else \fBless \-FRX\fR (with
\fBLESS=FRX\fR when \fBLESS\fR is not set). So the flag comes before the
environment, and the environment before the config file.
Output to a pipe or a file, a quiz and a game are never paged.
.TP
\fBCOMPLETE\fR
Set by the completion scripts of \fBrulecard\-completions\fR(1) to ask for
completions.
.SH FILES
.TP
\fI$RULECARD_HOME/progress.json\fR, else \fI~/.local/share/rulecard/progress.json\fR
Quiz progress: answers, schedule, rule cards marked for re\-reading. Written
atomically under a file lock.
.TP
\fI$RULECARD_HOME/stats.json\fR, else \fI~/.local/share/rulecard/stats.json\fR
Play statistics, kept as the quiz progress is.
.TP
\fI$RULECARD_HOME/config.toml\fR, else \fI~/.config/rulecard/config.toml\fR
House rules, the default game and the pager saved with \fBrulecard\-config\fR(1).
.PP
The home directories follow XDG_DATA_HOME and XDG_CONFIG_HOME when they are set.
Without \fBRULECARD_HOME\fR, \fI~\fR is \fBHOME\fR; an empty or relative
\fBHOME\fR is refused (set it, or \fBRULECARD_HOME\fR, to a directory), and
an unset one falls back to the account's home directory in the password
database.
"#;

const EXIT_STATUS: &str = r#".SH "EXIT STATUS"
.TP
\fB0\fR
The answer was given; a quiz, also one stopped early with Esc, q or Ctrl\-C
(the score of what was answered is printed; every answer is saved as it is given).
.TP
\fB1\fR
Nothing was found, the rules say no (an illegal turn), or a checked answer is wrong.
.TP
\fB2\fR
The input is malformed: an unknown game, card, option or value; the message names it.
.TP
\fB3\fR
The embedded content is broken (a bug: please report it).
.TP
\fB130\fR
Interrupted by Ctrl\-C outside a quiz (the shell reports the signal as 128 + 2).
"#;
