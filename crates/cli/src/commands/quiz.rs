//! `rulecard quiz GAME`: "Weißt du's noch?" — one question at a time,
//! checked by the engine, remembered for next time.
//!
//! On a terminal the questions are asked with pick lists that filter as
//! you type ([`crate::picker`]: one choice, or several for "which cards")
//! and typed input for numbers, read key by key; when stdin is not a
//! terminal one answer per line is read, so the quiz can be scripted and
//! tested. Every answer is saved as it is given.
//!
//! Why one file: the command and its two `QuizIo`s, the terminal's and the
//! piped lines', share the private wording (`say`, `write_question`,
//! `verdict`, `explanation`), so a scripted quiz asks in the words a person
//! sees.

use rulecard_core::input::InputError;
use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use serde_json::json;

use super::Ctx;
use crate::cli::QuizArgs;
use crate::error::Error;
use crate::picker::{self, Choice, Picked, State};
use rulecard_core::content::{Game, Lang};
use rulecard_core::i18n::Message;
use rulecard_core::quiz::progress::Progress;
use rulecard_core::quiz::session::{self, Item, Outcome, QuizIo, Reply, Selection, Settings};
use rulecard_core::quiz::{self, AnswerKind};
use rulecard_core::render::{Style, markdown};

/// A word of the quiz (`quiz-<key>` in `content/ui/<lang>/quiz.ftl`).
fn say(lang: Lang, key: &str) -> &'static str {
    rulecard_core::i18n::text(lang, &format!("quiz-{key}"))
}

/// How many never-asked questions a session without `--count` adds to
/// the due ones.
const SESSION_NEW: usize = 10;

pub fn run(ctx: &mut Ctx, args: QuizArgs) -> Result<ExitCode, Error> {
    let game = super::load_only(args.game, |p| p.quiz = true)?;
    let lang = ctx.lang_for(game);
    if args.list {
        return list(ctx, game, lang);
    }
    super::refuse_json(
        ctx,
        "quiz",
        rulecard_core::i18n::Message::new("err-no-json-quiz"),
    )?;
    let store = crate::store::data()?;
    let (progress, warning) = store.peek::<Progress>();
    // The first answer saved reads the file again and reports what it
    // finds (kept aside, repaired, newer): say it here only when nothing
    // will be saved, so one problem is told once.
    if let Some(w) = warning.filter(|_| args.cram) {
        ctx.warn(&w.message());
    }
    let selection = Selection {
        house: args.house.resolve(game)?.house,
        due: args.due,
        new: args.new,
        count: args.count,
        // Without a count or a filter, a session: what is due, then a few
        // new ones, not all 25 to 42 questions of the game at once.
        session_new: (args.count.is_none() && !args.due && !args.new).then_some(SESSION_NEW),
        generated: args.generated,
        seed: args
            .seed
            .unwrap_or_else(|| chrono::Utc::now().timestamp() as u64),
    };
    let empty = Default::default();
    let game_progress = progress.games.get(game.id.slug()).unwrap_or(&empty);
    let mut plan = session::select(game, game_progress, &selection, lang, chrono::Utc::now())
        .map_err(|e| content_error(game, e))?;
    if plan.is_empty() {
        writeln!(ctx.out, "{}", say(ctx.ui, "none"))?;
        return Ok(ExitCode::SUCCESS);
    }
    ctx.out.flush()?;
    let interactive = std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
    let parse_card = |w: &str| super::check::card_code(game, w);
    let settings = Settings {
        store: Some(&store),
        cram: args.cram,
        reveal: args.reveal,
        clock: &crate::term::SystemClock,
        parse_card: &parse_card,
    };
    let summary = if interactive {
        let mut io = TerminalIo::new(ctx, game, lang);
        session::run(game, &mut plan, &settings, &mut io)
    } else {
        let stdin = std::io::stdin();
        let mut io = LineIo {
            ctx,
            game,
            lang,
            input: stdin.lock(),
        };
        session::run(game, &mut plan, &settings, &mut io)
    }
    .map_err(|e| match e {
        session::RunError::Io(e) => Error::Io(e),
        session::RunError::Quiz(e) => content_error(game, e),
    })?;
    writeln!(ctx.out)?;
    let line = format!(
        "{} / {} {}",
        summary.correct,
        summary.asked,
        say(ctx.ui, "score")
    );
    writeln!(ctx.out, "{}", ctx.style.heading(&line))?;
    if summary.saved {
        let (after, _) = store.peek::<Progress>();
        if let Some(g) = after.games.get(game.id.slug()) {
            let marked: Vec<String> = g
                .rules
                .iter()
                .filter(|(_, r)| r.marked)
                .filter_map(|(id, _)| Some((id, game.card_reference(id)?)))
                .map(|(id, page)| {
                    format!(
                        "{id} · {}",
                        rulecard_core::render::cite::reference(ctx.ui, page)
                    )
                })
                .collect();
            if !marked.is_empty() {
                let text = format!("{}: {}", say(ctx.ui, "marked"), marked.join(", "));
                writeln!(
                    ctx.out,
                    "{}",
                    textwrap::fill(&text, rulecard_core::render::wrap::prose(ctx.width))
                )?;
            }
        }
    } else {
        // Cram mode saves nothing by design; otherwise the store refused
        // (its warning was given when it did).
        let why = if args.cram {
            "unsaved-cram"
        } else {
            "unsaved-store"
        };
        writeln!(ctx.out, "{}", ctx.style.dim(say(ctx.ui, why)))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn content_error(game: &Game, e: quiz::QuizError) -> Error {
    Error::Content(rulecard_core::content::ContentError {
        file: format!("content/{}/quiz.yaml", game.id.slug()),
        item: e.question,
        field: "situation".into(),
        problem: e.problem,
    })
}

fn list(ctx: &mut Ctx, game: &Game, lang: Lang) -> Result<ExitCode, Error> {
    if ctx.json {
        let questions: Vec<_> = game
            .quiz
            .iter()
            .map(|q| {
                json!({
                    "id": q.id,
                    "ref": q.reference,
                    "rules": q.rules,
                    "variants": q.variants,
                    "prompt": q.prompt.get(lang),
                })
            })
            .collect();
        ctx.write_json(
            &json!({"game": game.id.slug(), "lang": lang.code(), "questions": questions}),
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    writeln!(ctx.out, "{}", ctx.style.heading(game.name(lang)))?;
    for q in &game.quiz {
        let head = format!(
            "{} {}",
            ctx.style.bold(&q.id),
            ctx.style.dim(&format!(
                "· {}",
                rulecard_core::render::cite::reference(ctx.ui, &q.reference)
            ))
        );
        writeln!(
            ctx.out,
            "\n{}",
            rulecard_core::render::wrap::fill(&head, ctx.width)
        )?;
        // First fit, as a lookup's card: optimal fit cost two thirds of
        // the listing's start, for a layout no reader tells apart.
        let wrap = rulecard_core::render::wrap::first_fit(ctx.width)
            .initial_indent("  ")
            .subsequent_indent("  ");
        writeln!(ctx.out, "{}", textwrap::fill(q.prompt.get(lang), wrap))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// What both ways of asking print: the question, and after it the verdict,
/// the engine's reasoning and the rule card.
fn write_question(
    out: &mut dyn Write,
    style: Style,
    width: usize,
    ui: Lang,
    item: &Item,
    n: usize,
    total: usize,
) -> std::io::Result<()> {
    let head = format!(
        "{} {n}/{total} · {}",
        say(ui, "question"),
        rulecard_core::render::cite::reference(ui, &item.reference)
    );
    writeln!(out, "\n{}", style.heading(&head))?;
    writeln!(
        out,
        "{}",
        textwrap::fill(&item.prompt, rulecard_core::render::wrap::prose(width))
    )
}

/// The verdict line: "Right!", or the right answer and the one given;
/// without an outcome (reveal mode) the answer alone.
fn verdict(ctx: &Ctx, item: &Item, outcome: Option<&Outcome>) -> String {
    let style = ctx.style;
    let kind = &item.evaluated.kind;
    let expected = super::check::shown(ctx.ui, kind, &item.evaluated.expected);
    match outcome {
        Some(o) if o.correct => style.good(say(ctx.ui, "right")),
        Some(o) => {
            let yours = o
                .given
                .as_ref()
                .map(|g| {
                    format!(
                        " ({}: {})",
                        say(ctx.ui, "yours"),
                        super::check::shown(ctx.ui, kind, g)
                    )
                })
                .unwrap_or_default();
            format!(
                "{} {}{yours}",
                style.bad(say(ctx.ui, "wrong")),
                style.bold(&expected)
            )
        }
        None => format!("{}: {}", say(ctx.ui, "answer"), style.bold(&expected)),
    }
}

/// What follows the verdict: the engine's reasoning, the rule card, the
/// other cards to see.
fn explanation(ctx: &Ctx, game: &Game, lang: Lang, item: &Item) -> String {
    use std::fmt::Write as _;
    let style = ctx.style;
    let mut text = String::from("\n");
    text.push_str(&super::check::explanation(
        game,
        ctx.ui,
        style.color,
        ctx.width,
        &item.evaluated,
    ));
    if let Some(card) = item.rules.first().and_then(|id| game.card(id)) {
        let _ = writeln!(
            text,
            "\n{} {}",
            style.bold(card.title.get(lang)),
            style.dim(&format!(
                "({} · {})",
                card.id,
                rulecard_core::render::cite::reference(ctx.ui, &card.reference)
            ))
        );
        text.push_str(&markdown::render(card.body.get(lang), ctx.width, "", style));
    }
    let others: Vec<String> = item
        .rules
        .iter()
        .skip(1)
        .filter_map(|id| Some((id, game.card_reference(id)?)))
        .map(|(id, page)| {
            format!(
                "{id} · {}",
                rulecard_core::render::cite::reference(ctx.ui, page)
            )
        })
        .collect();
    if !others.is_empty() {
        let label = rulecard_core::i18n::t(lang, rulecard_core::i18n::Msg::SeeAlso);
        let _ = writeln!(
            text,
            "{}",
            style.dim(&textwrap::fill(
                &format!("{label}: {}", others.join(", ")),
                rulecard_core::render::wrap::first_fit(ctx.width)
            ))
        );
    }
    text
}

/// The verdict, then the explanation. On a terminal with `rows` rows, an
/// answer too tall for it ends with the verdict again, so that it is on
/// the screen when the reading stops (the first one scrolled away).
fn write_answer(
    ctx: &mut Ctx,
    game: &Game,
    lang: Lang,
    item: &Item,
    outcome: Option<&Outcome>,
    rows: Option<usize>,
) -> std::io::Result<()> {
    let verdict = verdict(ctx, item, outcome);
    let body = explanation(ctx, game, lang, item);
    writeln!(ctx.out, "{verdict}")?;
    write!(ctx.out, "{body}")?;
    // The question's few lines and the prompt below take the rest.
    if rows.is_some_and(|rows| body.lines().count() + 4 > rows) {
        writeln!(ctx.out, "\n{verdict}")?;
    }
    ctx.out.flush()
}

/// Questions on a terminal, on console's keys.
///
/// One way to stop everywhere: Esc or Ctrl-C at any prompt, `q` at a typed
/// answer, while an explanation waits for a key, and in a pick list while
/// nothing is typed into it (after a letter, `q` filters too). The quiz
/// then ends as after the last question: the score of what was answered
/// (already saved), the cursor shown, exit status 0.
struct TerminalIo<'c> {
    ctx: &'c mut Ctx,
    game: &'c Game,
    lang: Lang,
    term: dialoguer::console::Term,
    _cursor: CursorGuard,
    /// The question being asked and how many there are.
    at: (usize, usize),
    /// The player said stop while reading an explanation.
    stop: bool,
}

/// Ctrl-C while no prompt reads a key (one key comes as a byte, but a
/// SIGINT can still arrive between prompts): the next prompt stops.
static INTERRUPTED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Shows the cursor when the quiz leaves the terminal, however it leaves
/// (an error, an early return): a prompt that hid it must not leave the
/// player's shell without one.
struct CursorGuard;

impl Drop for CursorGuard {
    fn drop(&mut self) {
        show_cursor();
    }
}

fn show_cursor() {
    let _ = dialoguer::console::Term::stderr().show_cursor();
}

/// What a typed answer came to.
enum Typed {
    Text(String),
    Stop,
}

impl<'c> TerminalIo<'c> {
    fn new(ctx: &'c mut Ctx, game: &'c Game, lang: Lang) -> Self {
        // Ctrl-C at a prompt: the terminal layer reads it as a key and
        // raises SIGINT itself, then the prompt returns "interrupted".
        // The handler only notes it, so that the quiz stops the way Esc
        // stops it (score, cursor, exit 0) instead of the process dying
        // on the answer line. (Set once: a second quiz in one process
        // cannot happen; if it cannot be set, Ctrl-C still ends the quiz.)
        let _ = ctrlc::set_handler(|| {
            INTERRUPTED.store(true, std::sync::atomic::Ordering::SeqCst);
        });
        TerminalIo {
            ctx,
            game,
            lang,
            term: dialoguer::console::Term::stderr(),
            _cursor: CursorGuard,
            at: (0, 0),
            stop: false,
        }
    }

    fn stopped(&self) -> bool {
        self.stop || INTERRUPTED.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// The terminal's rows, when it says.
    fn rows(&self) -> Option<usize> {
        terminal_size::terminal_size_of(std::io::stderr()).map(|(_, h)| usize::from(h.0))
    }

    /// Waits for a key before the next question, so that the explanation
    /// stays on the screen until it is read. `q`, Esc or Ctrl-C stop.
    fn pause(&mut self) -> std::io::Result<()> {
        let (n, total) = self.at;
        if n >= total || self.stopped() {
            return Ok(());
        }
        let term = &self.term;
        let line = self.ctx.style.dim(say(self.ctx.ui, "next"));
        term.write_line(&line)?;
        let key = term.read_key_raw();
        // All of it, also where a narrow terminal wrapped it.
        let columns = usize::from(term.size().1);
        term.clear_last_lines(crate::picker::rows_of(&line, columns))?;
        use dialoguer::console::Key;
        match key {
            Ok(Key::Char('q' | 'Q') | Key::Escape | Key::CtrlC) => self.stop = true,
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => self.stop = true,
            Err(e) => return Err(e),
        }
        Ok(())
    }

    /// A line typed after `prompt`, read key by key so that Esc and
    /// Ctrl-C stop at once and `q` alone stops too (no answer is a `q`).
    fn typed(&self, prompt: &str) -> std::io::Result<Typed> {
        use dialoguer::console::Key;
        let term = &self.term;
        let keys = self
            .ctx
            .style
            .dim(&format!("({})", say(self.ctx.ui, "keys-typed")));
        term.write_str(&format!("{prompt} {keys}: "))?;
        term.flush()?;
        let mut text = String::new();
        loop {
            match term.read_key_raw() {
                Ok(Key::Enter) => break,
                Ok(Key::Escape | Key::CtrlC) => {
                    term.write_line("")?;
                    return Ok(Typed::Stop);
                }
                Ok(Key::Backspace) => {
                    if text.pop().is_some() {
                        term.clear_chars(1)?;
                    }
                }
                Ok(Key::Char(c)) if !c.is_control() => {
                    text.push(c);
                    term.write_str(c.encode_utf8(&mut [0; 4]))?;
                }
                Ok(_) => {}
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {
                    term.write_line("")?;
                    return Ok(Typed::Stop);
                }
                Err(e) => return Err(e),
            }
            term.flush()?;
        }
        term.write_line("")?;
        Ok(if text.trim().eq_ignore_ascii_case("q") {
            Typed::Stop
        } else {
            Typed::Text(text)
        })
    }

    /// A pick list (see [`crate::picker`]) after `prompt`, its keys said
    /// by the catalogue's `quiz-<keys>`.
    fn pick(
        &self,
        prompt: &str,
        keys: &str,
        list: Vec<Choice>,
        many: bool,
    ) -> std::io::Result<Picked> {
        let ui = self.ctx.ui;
        let words = picker::Words {
            prompt,
            keys: say(ui, keys),
            no_match: say(ui, "no-match"),
        };
        let picked = picker::pick(&self.term, self.ctx.style, &words, State::new(list, many))?;
        if picked == Picked::Stop {
            // The score follows on a line of its own.
            self.term.write_line("")?;
        }
        Ok(picked)
    }

    /// The choice picked, after the prompt as the reader sees it
    /// ("Answer: Ben").
    fn picked(&self, label: &str) -> std::io::Result<()> {
        self.term
            .write_line(&format!("{}: {label}", say(self.ctx.ui, "answer")))
    }
}

impl QuizIo for TerminalIo<'_> {
    fn ask(&mut self, item: &Item, n: usize, total: usize, reveal: bool) -> std::io::Result<Reply> {
        if self.stopped() {
            return Ok(Reply::Quit);
        }
        self.at = (n, total);
        let lang = self.lang;
        write_question(
            &mut self.ctx.out,
            self.ctx.style,
            self.ctx.width,
            self.ctx.ui,
            item,
            n,
            total,
        )?;
        self.ctx.out.flush()?;
        if reveal {
            if let Typed::Stop = self.typed(say(self.ctx.ui, "reveal"))? {
                return Ok(Reply::Quit);
            }
            let rows = self.rows();
            write_answer(self.ctx, self.game, lang, item, None, rows)?;
            let ui = self.ctx.ui;
            let list = ["knew", "didnt"]
                .map(|key| Choice {
                    label: say(ui, key).to_owned(),
                    aliases: Vec::new(),
                })
                .into();
            return match self.pick(say(ui, "answer"), "keys-pick", list, false)? {
                Picked::Chosen(i) => {
                    self.picked(say(ui, ["knew", "didnt"][i[0]]))?;
                    Ok(Reply::Graded { knew: i[0] == 0 })
                }
                Picked::Stop => Ok(Reply::Quit),
            };
        }
        let kind = &item.evaluated.kind;
        match kind {
            AnswerKind::Player { .. } | AnswerKind::Choice { .. } => {
                let choices = quiz::choices(&item.evaluated.kind).unwrap_or_default();
                let labels: Vec<String> = choices
                    .iter()
                    .map(|c| super::check::shown(lang, kind, &quiz::Answer::Text(c.clone())))
                    .collect();
                // A choice is found by what it shows and by what a piped
                // answer would be (a player's name, `nobody`, a suit).
                let list = labels
                    .iter()
                    .zip(&choices)
                    .map(|(label, c)| Choice {
                        label: label.clone(),
                        aliases: vec![c.clone()],
                    })
                    .collect();
                match self.pick(say(self.ctx.ui, "answer"), "keys-pick", list, false)? {
                    Picked::Chosen(i) => {
                        let i = i[0];
                        self.picked(&labels[i])?;
                        Ok(Reply::Answer(choices[i].clone()))
                    }
                    Picked::Stop => Ok(Reply::Quit),
                }
            }
            AnswerKind::Cards { hand } => {
                // In the question's notation (5♣, not 5c), found by its
                // code and its suit's name too.
                let list = hand
                    .iter()
                    .map(|c| Choice {
                        label: super::check::card_symbol(c),
                        aliases: card_names(self.ctx.ui, c),
                    })
                    .collect();
                match self.pick(say(self.ctx.ui, "pick"), "keys-cards", list, true)? {
                    Picked::Chosen(picked) => {
                        let shown: Vec<String> = picked
                            .iter()
                            .map(|&i| super::check::card_symbol(&hand[i]))
                            .collect();
                        let none = rulecard_core::i18n::text(self.ctx.ui, "answer-none");
                        self.picked(&if shown.is_empty() {
                            none.to_owned()
                        } else {
                            shown.join(", ")
                        })?;
                        let cards: Vec<&str> = picked.iter().map(|&i| hand[i].as_str()).collect();
                        Ok(Reply::Answer(if cards.is_empty() {
                            "-".into()
                        } else {
                            cards.join(" ")
                        }))
                    }
                    Picked::Stop => Ok(Reply::Quit),
                }
            }
            AnswerKind::Number => match self.typed(say(self.ctx.ui, "answer"))? {
                Typed::Text(text) => Ok(Reply::Answer(text)),
                Typed::Stop => Ok(Reply::Quit),
            },
        }
    }

    fn invalid(&mut self, _item: &Item, error: &InputError) -> std::io::Result<()> {
        let message =
            rulecard_core::render::echo::message(&error.message.say(self.ctx.ui), &[&error.token]);
        eprintln!("{}", self.ctx.style.bad(&message));
        Ok(())
    }

    fn feedback(&mut self, item: &Item, outcome: &Outcome) -> std::io::Result<()> {
        // In reveal mode the answer was shown before the self-grade.
        if outcome.given.is_some() {
            let rows = self.rows();
            write_answer(self.ctx, self.game, self.lang, item, Some(outcome), rows)?;
        }
        self.pause()
    }

    fn warn(&mut self, message: &Message) -> std::io::Result<()> {
        self.ctx.warn(message);
        Ok(())
    }
}

/// The names a card of the hand is found by in a pick list besides its
/// symbol: its code (`5c`) and its suit's name in the interface language.
fn card_names(ui: Lang, code: &str) -> Vec<String> {
    let mut names = vec![code.to_owned()];
    if let Some(suit) = code.chars().last().filter(|c| "cdhs".contains(*c)) {
        names.push(rulecard_core::i18n::text(ui, &format!("answer-{suit}")).to_owned());
    }
    names
}

/// A self-grade in any of the interface languages: `Some(true)` for
/// knew it, `Some(false)` for did not, `None` for anything else.
fn grade(typed: &str) -> Option<bool> {
    match typed.to_lowercase().as_str() {
        "y" | "yes" | "j" | "ja" | "1" | "knew" | "gewusst" | "geweten" => Some(true),
        "n" | "no" | "nein" | "nee" | "0" | "missed" | "nicht gewusst" | "niet geweten" => {
            Some(false)
        }
        _ => None,
    }
}

/// Questions from a script: one answer per line on stdin.
struct LineIo<'c, R: BufRead> {
    ctx: &'c mut Ctx,
    game: &'c Game,
    lang: Lang,
    input: R,
}

/// A line of input: text, bytes that are no text, a line too long to
/// read, or the end.
enum Line {
    Text(String),
    NotText,
    TooLong,
    End,
}

impl<R: BufRead> LineIo<'_, R> {
    /// The next line. Bytes that are not UTF-8 are a bad answer like any
    /// other, not the end of the quiz.
    fn line(&mut self) -> std::io::Result<Line> {
        // Bounded: a line of 200 MB is refused without being kept.
        Ok(match crate::term::read_line(&mut self.input)? {
            crate::term::Line::End => Line::End,
            crate::term::Line::TooLong => Line::TooLong,
            crate::term::Line::Bytes(bytes) => match String::from_utf8(bytes) {
                Ok(text) => Line::Text(text.trim().to_owned()),
                Err(_) => Line::NotText,
            },
        })
    }

    /// Says `problem` on stderr, and asks for the answer again.
    fn again(&mut self, problem: &str) -> std::io::Result<()> {
        writeln!(self.ctx.out)?;
        self.ctx.out.flush()?;
        eprintln!("rulecard: {problem}");
        write!(self.ctx.out, "{}: ", say(self.ctx.ui, "answer"))?;
        self.ctx.out.flush()
    }

    /// The next line that is text (saying so after each one that is not),
    /// or `None` at the end of input.
    fn text_line(&mut self) -> std::io::Result<Option<String>> {
        loop {
            match self.line()? {
                Line::Text(text) => return Ok(Some(text)),
                Line::End => return Ok(None),
                Line::NotText => self.again(say(self.ctx.ui, "not-utf8"))?,
                Line::TooLong => {
                    let most = crate::term::MAX_LINE;
                    let text = rulecard_core::i18n::message(
                        self.ctx.ui,
                        "quiz-too-long",
                        &[("most", most.into())],
                    );
                    self.again(&text)?;
                }
            }
        }
    }
}

impl<R: BufRead> QuizIo for LineIo<'_, R> {
    fn ask(&mut self, item: &Item, n: usize, total: usize, reveal: bool) -> std::io::Result<Reply> {
        let lang = self.lang;
        write_question(
            &mut self.ctx.out,
            self.ctx.style,
            self.ctx.width,
            self.ctx.ui,
            item,
            n,
            total,
        )?;
        if reveal {
            write_answer(self.ctx, self.game, lang, item, None, None)?;
            writeln!(self.ctx.out, "{}", say(self.ctx.ui, "grade"))?;
            self.ctx.out.flush()?;
            // A grade that is neither yes nor no is asked again, not
            // counted as a miss.
            loop {
                let Some(l) = self.text_line()? else {
                    return Ok(Reply::Quit);
                };
                match grade(&l) {
                    Some(knew) => return Ok(Reply::Graded { knew }),
                    None => {
                        let shown = rulecard_core::render::echo::echo(&l);
                        let text = rulecard_core::i18n::message(
                            self.ctx.ui,
                            "quiz-grade-unknown",
                            &[("typed", shown.into())],
                        );
                        eprintln!("rulecard: {text}");
                        writeln!(self.ctx.out, "{}", say(self.ctx.ui, "grade"))?;
                        self.ctx.out.flush()?;
                    }
                }
            }
        }
        if let Some(choices) = quiz::choices(&item.evaluated.kind) {
            let shown: Vec<String> = choices
                .iter()
                .map(|c| {
                    super::check::shown(lang, &item.evaluated.kind, &quiz::Answer::Text(c.clone()))
                })
                .collect();
            writeln!(self.ctx.out, "[{}]", shown.join(" | "))?;
        }
        write!(self.ctx.out, "{}: ", say(self.ctx.ui, "answer"))?;
        self.ctx.out.flush()?;
        Ok(match self.text_line()? {
            None => Reply::Quit,
            Some(l) => Reply::Answer(l),
        })
    }

    fn invalid(&mut self, _item: &Item, error: &InputError) -> std::io::Result<()> {
        writeln!(self.ctx.out)?;
        self.ctx.out.flush()?;
        let message =
            rulecard_core::render::echo::message(&error.message.say(self.ctx.ui), &[&error.token]);
        eprintln!("rulecard: {message}");
        Ok(())
    }

    fn feedback(&mut self, item: &Item, outcome: &Outcome) -> std::io::Result<()> {
        writeln!(self.ctx.out)?;
        if outcome.given.is_some() {
            write_answer(self.ctx, self.game, self.lang, item, Some(outcome), None)?;
        }
        Ok(())
    }

    fn warn(&mut self, message: &Message) -> std::io::Result<()> {
        self.ctx.out.flush()?;
        self.ctx.warn(message);
        Ok(())
    }
}
