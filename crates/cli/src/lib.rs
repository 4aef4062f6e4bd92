//! rulecard, the command line: clap, the terminal, the store of what users
//! keep, prompts and the full-screen table, on `rulecard_core`.
//!
//! The binary in `main.rs` only calls [`run`] and reports its error; the
//! commands live in this library so that the fuzz targets run the same code
//! as players do.

pub mod candidates;
pub mod cli;
pub mod commands;
pub mod config;
pub mod error;
pub mod pager;
pub mod picker;
pub mod store;
pub mod term;
pub mod threads;

use std::ffi::OsString;
use std::io::IsTerminal;
use std::process::ExitCode;

pub use error::{Error, Failure};

/// Parses the arguments, runs the command, and says how it ended.
pub fn run<I, T>(args: I) -> Result<ExitCode, Failure>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    // A shell asking for completions gets them and nothing else.
    commands::completions::answer_shell();
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // Known before parsing, so that even a parse error comes out as JSON.
    let json = args.iter().skip(1).any(|a| a == "--json");
    let cli = match cli::parse(&args) {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version are answers, not errors.
            let _ = e.print();
            return Ok(ExitCode::SUCCESS);
        }
        Err(e) => {
            // clap words its own errors; the language matters only for
            // a message of ours that a value parser gave it.
            return Err(Failure {
                error: e.into(),
                json,
                lang: commands::Ctx::resolve(None, term::lang_from_env()),
            });
        }
    };
    let json = cli.globals.json;
    let stdout = std::io::stdout();
    let color = match cli.globals.color {
        cli::ColorWhen::Always => true,
        cli::ColorWhen::Never => false,
        cli::ColorWhen::Auto => {
            stdout.is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
    };
    let ui = commands::Ctx::resolve(cli.globals.lang, term::lang_from_env());
    let out = pager::out(cli.command.pages(), cli.globals.no_pager).map_err(|error| Failure {
        error,
        json,
        lang: ui,
    })?;
    let mut ctx = commands::Ctx {
        ui,
        noticed: std::cell::Cell::new(false),
        style: rulecard_core::render::Style { color },
        width: term::width(),
        json,
        out: std::io::BufWriter::new(commands::Output::new(out)),
    };
    let result = commands::dispatch(cli.command, &mut ctx);
    // What was written before an error still belongs on the screen.
    let finished = match ctx.out.into_inner() {
        Ok(out) => pager::finish(out.into_inner()),
        Err(e) => Err(e.into_error()),
    };
    let lang = ctx.ui;
    result
        .and_then(|code| {
            finished?;
            Ok(code)
        })
        .map_err(|error| Failure { error, json, lang })
}
