//! One module per subcommand. Commands are the only code that writes to the
//! terminal: they ask the content, the engines and the quiz for data and
//! hand it to the renderers.

pub mod check;
pub mod completions;
pub mod config;
pub mod games;
pub mod judge;
pub mod man;
pub mod mistakes;
pub mod numbers;
pub mod play;
pub mod quiz;
pub mod review;
pub mod rules;
pub mod setup;
pub mod sheet;
pub mod simulate;
pub mod stats;

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use crate::cli::Command;
use crate::error::Error;
use rulecard_core::content::{self, Game, GameId, Lang};
use rulecard_core::i18n::{Message, Msg, t};
use rulecard_core::render::Style;

/// What every command needs: where to write and how.
pub struct Ctx {
    /// The interface language, by the one rule: `--lang`, else the
    /// locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
    pub ui: Lang,
    pub style: Style,
    pub width: usize,
    pub json: bool,
    /// Stdout (or held for the pager, [`crate::pager`]), which a game
    /// tells to carry on past a failed write ([`Output`]).
    pub out: BufWriter<Output>,
    /// Whether the notice that a game lacks the interface language was
    /// given: once a run is enough.
    pub noticed: std::cell::Cell<bool>,
}

impl Ctx {
    /// The interface language of `--lang` and the locale (see [`Ctx::ui`]).
    pub fn resolve(flag: Option<Lang>, locale: Option<Lang>) -> Lang {
        flag.or(locale).unwrap_or(Lang::En)
    }

    /// The language of `game`'s rule text: the interface language when the
    /// game has text in it, else English — never silently another
    /// language — with one short notice on stderr (not with `--json`,
    /// whose readers get ids and keys).
    pub fn lang_for(&self, game: &Game) -> Lang {
        if game.has_lang(self.ui) {
            return self.ui;
        }
        if !self.json && !self.noticed.replace(true) {
            eprintln!(
                "rulecard: {} {}",
                game.name(self.ui),
                t(self.ui, Msg::NotInLanguage)
            );
        }
        Lang::En
    }

    /// Says a warning about a file rulecard keeps on stderr, in the
    /// interface language.
    pub fn warn(&self, warning: &Message) {
        warn(self.ui, warning);
    }

    /// Writes one JSON value as a line.
    pub fn write_json(&mut self, value: &serde_json::Value) -> Result<(), Error> {
        serde_json::to_writer_pretty(&mut self.out, value).map_err(std::io::Error::from)?;
        writeln!(self.out)?;
        Ok(())
    }
}

/// Standard output, which can be told to carry on past a failed write:
/// a game whose output breaks (a closed pipe, a full disk) is still played
/// to its end from the input and recorded, and the error reported after
/// ([`Output::carry_on`], [`Output::broken`]).
pub struct Output {
    inner: crate::pager::Out,
    carry_on: bool,
    broken: Option<io::Error>,
}

impl Output {
    pub fn new(inner: crate::pager::Out) -> Output {
        Output {
            inner,
            carry_on: false,
            broken: None,
        }
    }

    /// The output underneath, for the pager to finish.
    pub fn into_inner(self) -> crate::pager::Out {
        self.inner
    }

    /// From now on a failed write is kept, not returned, and what follows
    /// is dropped.
    pub fn carry_on(&mut self) {
        self.carry_on = true;
    }

    /// The first write that failed since [`Output::carry_on`], if any.
    pub fn broken(&mut self) -> Option<io::Error> {
        self.broken.take()
    }

    fn failed(&mut self, e: io::Error) -> io::Result<()> {
        if self.carry_on && e.kind() != io::ErrorKind::Interrupted {
            self.broken.get_or_insert(e);
            Ok(())
        } else {
            Err(e)
        }
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.carry_on && self.broken.is_some() {
            return Ok(buf.len());
        }
        match self.inner.write(buf) {
            Ok(n) => Ok(n),
            Err(e) => self.failed(e).map(|()| buf.len()),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.carry_on && self.broken.is_some() {
            return Ok(());
        }
        match self.inner.flush() {
            Ok(()) => Ok(()),
            Err(e) => self.failed(e),
        }
    }
}

/// Says `warning` on stderr in `lang`: "rulecard: warning: …".
pub fn warn(lang: Lang, warning: &Message) {
    eprintln!(
        "rulecard: {}",
        Message::new("warning")
            .arg("message", warning.clone())
            .say(lang)
    );
}

/// Refuses `--json` for a command whose output is no data (a page to
/// print, a script, a conversation): silently printing text instead
/// would break the script that asked for JSON. `instead` says what to use.
pub fn refuse_json(ctx: &Ctx, command: &str, instead: Message) -> Result<(), Error> {
    if !ctx.json {
        return Ok(());
    }
    Err(Error::Usage {
        token: "--json".into(),
        expected: format!("rulecard {command} without --json"),
        message: Message::new("err-no-json")
            .arg("command", command)
            .arg("instead", instead),
    })
}

/// Loads a game's content, turning a content problem into an error: the
/// game's own file, its mistakes, numbers and questions; its rule cards
/// are decoded one by one as they are shown ([`Game::card`]).
///
/// The content is needed until the process ends, so it is leaked rather
/// than freed string by string just before exit (a measurable part of a
/// lookup's time).
pub fn load(game: GameId) -> Result<&'static Game, Error> {
    load_parts(
        game,
        content::Parts {
            rules: false,
            ..content::Parts::ALL
        },
    )
}

/// Loads only the parts of a game's content a command needs (a lookup
/// reads the rule cards alone, `setup` only the game's own file). A game
/// is read once per run: a later call that asks for no more gets the same
/// content.
/// Loads only the game's own file (names, languages, house rules): what a
/// command needs that shows a card or two, or none.
pub fn load_meta(game: GameId) -> Result<&'static Game, Error> {
    load_parts(game, content::Parts::META)
}

/// Loads the game's own file and, of the rest, only what `part` names.
pub fn load_only(game: GameId, part: fn(&mut content::Parts)) -> Result<&'static Game, Error> {
    let mut parts = content::Parts::META;
    part(&mut parts);
    load_parts(game, parts)
}

/// Loads the game's own file and, of its questions, only `id` (for
/// `check`); a game without that question is loaded with all of them, for
/// the message that lists them.
pub fn load_question(game: GameId, id: &str) -> Result<&'static Game, Error> {
    let g = content::load_question(game, id)?;
    if g.question(id).is_none() {
        return load_only(game, |p| p.quiz = true);
    }
    Ok(Box::leak(Box::new(g)))
}

pub fn load_parts(game: GameId, parts: content::Parts) -> Result<&'static Game, Error> {
    type Loaded = Vec<(GameId, content::Parts, &'static Game)>;
    static LOADED: std::sync::Mutex<Loaded> = std::sync::Mutex::new(Vec::new());
    let mut loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, _, g)) = loaded
        .iter()
        .find(|(id, had, _)| *id == game && had.covers(parts))
    {
        return Ok(g);
    }
    let g: &'static Game = Box::leak(Box::new(content::load_parts(game, parts)?));
    loaded.push((game, parts, g));
    Ok(g)
}

pub fn dispatch(command: Command, ctx: &mut Ctx) -> Result<ExitCode, Error> {
    match command {
        Command::Games => games::run(ctx),
        Command::Rules(args) => rules::run(ctx, args),
        Command::Mistakes(args) => mistakes::run(ctx, args.game),
        Command::Numbers(args) => numbers::run(ctx, args.game),
        Command::Judge(args) => judge::run(ctx, args),
        Command::Setup(args) => setup::run(ctx, args),
        Command::Simulate(args) => simulate::run(ctx, args),
        Command::Check(args) => check::run(ctx, args),
        Command::Quiz(args) => quiz::run(ctx, args),
        Command::Review(args) => review::run(ctx, args),
        Command::Play(args) => play::run(ctx, args),
        Command::Stats(args) => stats::run(ctx, args),
        Command::Sheet(args) => sheet::run(ctx, args),
        Command::Config(args) => config::run(ctx, args),
        Command::Completions(args) => completions::run(ctx, args),
        Command::Man(args) => man::run(ctx, args),
    }
}
