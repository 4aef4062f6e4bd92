//! Line mode: the table and your hand each turn, one move per line, the
//! computer players' moves as they happen. A client of the play API like
//! the full-screen table: it reads lines into actions ([`super::input`])
//! and words what comes back ([`super::words`]).

use std::io::{BufRead, Write};
use std::time::Duration;

use super::input::{self, Line};
use super::words::{self, Names};
use super::{Ending, Front};
use crate::error::Error;
use rulecard_core::content::Game;
use rulecard_core::i18n::{message, word};
use rulecard_core::play::api::{Action, Audience, Event, Refusal};
use rulecard_core::play::{Happening, Table};

pub(crate) use crate::term::MAX_LINE;

/// Plays `table` in lines until it ends or the person leaves.
pub(crate) fn play(
    front: &mut Front<'_>,
    game: &Game,
    table: &mut Table,
    input: &mut impl BufRead,
) -> Result<Ending, Error> {
    let lang = front.lang;
    let mut history: Vec<Table> = Vec::new();
    let mut shown_to: Option<usize> = None;
    let mut last_rule = None;
    loop {
        if table.over().is_some() {
            return Ok(Ending::Over);
        }
        if let Some(events) = table.step() {
            let viewer = shown_to.unwrap_or(0);
            front.events(game, table, viewer, &events)?;
            front.pause();
            continue;
        }
        let Some(seat) = table.to_move() else {
            return Ok(Ending::Over);
        };
        if table.people() > 1 && shown_to != Some(seat) {
            front.pass_to(table, seat, input)?;
        }
        shown_to = Some(seat);
        front.show(game, table, seat)?;
        // The person's move: asked again after a refusal, a listing, a
        // rule card or a hint.
        loop {
            let question = table.view(seat).question;
            let prompt = match &question {
                Some(q) => words::question(lang, q),
                None => word(lang, front.prompt_id(table)),
            };
            let Some(text) = front.read(input, &prompt)? else {
                table.act(seat, Action::Leave).ok();
                return Ok(Ending::Left);
            };
            let action = match input::read(lang, table, question.as_ref(), &text) {
                Line::Blank => continue,
                Line::Legal => {
                    front.legal(table)?;
                    continue;
                }
                Line::Rule => {
                    front.rule_card(game, last_rule.or_else(|| table.rule_now()))?;
                    continue;
                }
                Line::Hint => {
                    front.hint(game, table)?;
                    continue;
                }
                Line::Undo => {
                    match history.pop() {
                        Some(before) => {
                            *table = before;
                            front.practice = true;
                            front.say(&word(lang, "play-undone"))?;
                            front.show(game, table, seat)?;
                        }
                        None => front.say(&word(lang, "play-nothing-to-undo"))?,
                    }
                    continue;
                }
                Line::Quit => {
                    if front.confirm_leave(input)? {
                        table.act(seat, Action::Leave).ok();
                        return Ok(Ending::Left);
                    }
                    continue;
                }
                Line::Unknown(typed) => {
                    let names = front.names(table, seat);
                    let r = Refusal::NotAMove { input: typed };
                    front.refused(game, &names, &r)?;
                    continue;
                }
                Line::Act(action) => pak(table, seat, action),
            };
            let mut before = table.clone();
            match table.act(seat, action) {
                Ok(events) => {
                    last_rule = None;
                    if turn_start(&mut before, seat) {
                        history.push(before);
                    }
                    front.events(game, table, seat, &events)?;
                    if table.to_move() != Some(seat) || table.over().is_some() {
                        break;
                    }
                    // The same person goes on: cards laid so far, a drawn
                    // card, an ace's follow-up.
                    front.show(game, table, seat)?;
                }
                Err(r) => {
                    last_rule = r.rule().or(last_rule);
                    let names = front.names(table, seat);
                    front.refused(game, &names, &r)?;
                }
            }
        }
    }
}

/// "Pak" and its kin draw where a draw is open, and take a penalty or sit
/// out a wait where that is what is open (as the app's button does).
fn pak(table: &mut Table, seat: usize, action: Action) -> Action {
    use rulecard_core::play::api::Offer;
    if action != Action::Draw {
        return action;
    }
    let offers = table.view(seat).offers;
    if offers.contains(&Offer::Draw) {
        return Action::Draw;
    }
    offers
        .iter()
        .find_map(|o| match o {
            Offer::Take { .. } => Some(Action::Take),
            Offer::Wait { .. } => Some(Action::Wait),
            _ => None,
        })
        .unwrap_or(Action::Draw)
}

/// Whether `before` is the start of `seat`'s turn (nothing laid, drawn or
/// taken yet): the point an undo goes back to.
fn turn_start(before: &mut Table, seat: usize) -> bool {
    let view = before.view(seat);
    let laying = match &view.table {
        rulecard_core::play::api::TableView::Shedding { laying, .. } => laying.len(),
        rulecard_core::play::api::TableView::Makatsu(_) => 0,
    };
    laying == 0 && !view.hand.iter().any(|h| h.drawn)
}

impl Front<'_> {
    fn w(&mut self) -> &mut dyn Write {
        &mut self.ctx.out
    }

    pub(crate) fn say(&mut self, line: &str) -> Result<(), Error> {
        writeln!(self.w(), "{line}")?;
        Ok(())
    }

    /// The names as `seat` sees them.
    pub(crate) fn names(&self, table: &mut Table, seat: usize) -> Names {
        let view = table.view(seat);
        Names::of(self.lang, &view.seats, seat)
    }

    /// The events `viewer` may see, one line each.
    pub(crate) fn events(
        &mut self,
        game: &Game,
        table: &mut Table,
        viewer: usize,
        events: &[Event],
    ) -> Result<(), Error> {
        let names = self.names(table, viewer);
        for e in events {
            if !e.to.includes(viewer) {
                continue;
            }
            // Another person's own cards stay theirs in pass-and-play.
            if let (Audience::Seat(s), Happening::Got { .. }) = (e.to, &e.what)
                && s != viewer
            {
                continue;
            }
            for line in words::event(self.lang, game, &names, &e.what) {
                writeln!(self.ctx.out, "{line}")?;
            }
        }
        self.ctx.out.flush()?;
        Ok(())
    }

    /// The table, the hand and what may be done, for `seat`.
    pub(crate) fn show(
        &mut self,
        _game: &Game,
        table: &mut Table,
        seat: usize,
    ) -> Result<(), Error> {
        let view = table.view(seat);
        let names = Names::of(self.lang, &view.seats, seat);
        let (lang, style, deck, width) = (self.lang, self.ctx.style, self.deck, self.ctx.width);
        writeln!(self.w())?;
        for line in words::table(lang, &view, &names, style, deck) {
            writeln!(self.w(), "{}", fill(&line, width, "    "))?;
        }
        let hand = format!(
            "{}: {}",
            word(lang, "play-your-hand"),
            words::hand(lang, &view.hand, style, deck)
        );
        writeln!(self.w(), "{}", fill(&hand, width, "  "))?;
        if view.question.is_none() && !view.offers.is_empty() {
            let may = format!(
                "{}: {}",
                word(lang, "play-may-play"),
                words::offers(lang, &view.offers)
            );
            writeln!(self.w(), "{}", fill(&may, width, "  "))?;
        }
        Ok(())
    }

    /// A refusal in words, with the rule card line under it.
    pub(crate) fn refused(&mut self, game: &Game, names: &Names, r: &Refusal) -> Result<(), Error> {
        let mut text = words::refusal(self.lang, r, names);
        if let Some(rule) = r.rule() {
            text.push('\n');
            text.push_str(
                &self
                    .ctx
                    .style
                    .dim(&words::rule_line(game, self.rule_lang, rule)),
            );
        }
        let shown = self.ctx.style.bad(&fill(&text, self.ctx.width, ""));
        writeln!(self.w(), "{shown}")?;
        Ok(())
    }

    /// `?`: every legal move and why each card may or may not be laid.
    pub(crate) fn legal(&mut self, table: &mut Table) -> Result<(), Error> {
        let lang = self.lang;
        let legal: Vec<String> = table
            .legal_texts()
            .iter()
            .map(|t| words::legal_move(lang, t))
            .collect();
        let head = format!("{}: {}", word(lang, "play-legal-head"), legal.join(" · "));
        let width = self.ctx.width;
        writeln!(self.w(), "{}", fill(&head, width, "  "))?;
        for (card, allows, reason, rule) in table.reasons() {
            let line = format!(
                "  {} {}: {} ({})",
                if allows { "+" } else { "-" },
                words::card(lang, card),
                reason.say(lang),
                rule.card
            );
            writeln!(self.w(), "{}", fill(&line, width, "      "))?;
        }
        Ok(())
    }

    /// `h`: what the strong player would do, and the rule card behind it.
    pub(crate) fn hint(&mut self, game: &Game, table: &mut Table) -> Result<(), Error> {
        let lang = self.lang;
        self.practice = true;
        let Some(action) = table.hint() else {
            return self.say(&word(lang, "play-no-hint"));
        };
        let what = move_words(lang, &action);
        let rule = table.rule_of(&action);
        let mut line = message(lang, "play-hint", &[("move", what.into())]);
        if let Some(rule) = rule {
            line.push_str(" — ");
            line.push_str(&words::rule_line(game, self.rule_lang, rule));
        }
        let width = self.ctx.width;
        writeln!(self.w(), "{}", fill(&line, width, "  "))?;
        Ok(())
    }

    /// `r`: the rule card for what is open now.
    pub(crate) fn rule_card(
        &mut self,
        game: &Game,
        rule: Option<rulecard_core::engine::RuleRef>,
    ) -> Result<(), Error> {
        let lang = self.lang;
        let Some((rule, card)) = rule.and_then(|r| Some((r, game.card(r.card)?))) else {
            return self.say(&word(lang, "play-no-rule"));
        };
        let head = message(
            lang,
            "play-rule-card",
            &[
                ("card", rule.card.into()),
                ("page", card.reference.clone().into()),
                ("title", card.title.get(self.rule_lang).to_owned().into()),
            ],
        );
        let (style, width) = (self.ctx.style, self.ctx.width);
        writeln!(self.w(), "{}", style.heading(&head))?;
        let body = rulecard_core::render::markdown::render(
            card.body.get(self.rule_lang),
            width,
            "  ",
            style,
        );
        writeln!(self.w(), "{}", body.trim_end())?;
        if let Some(ruling) = rule.ruling {
            let line = message(lang, "play-rule-ruling", &[("ruling", ruling.into())]);
            writeln!(self.w(), "{}", style.dim(&line))?;
        }
        Ok(())
    }

    /// Pass-and-play: the screen is handed to the next person, who presses
    /// Enter before their hand is shown.
    fn pass_to(
        &mut self,
        table: &mut Table,
        seat: usize,
        input: &mut impl BufRead,
    ) -> Result<(), Error> {
        let names = self.names(table, seat);
        let line = message(
            self.lang,
            "play-pass-to",
            &[("name", names.get(seat).into())],
        );
        if self.interactive {
            // What the last person saw scrolls away first.
            write!(self.w(), "{}", "\n".repeat(40))?;
        }
        write!(self.w(), "{line} ")?;
        self.ctx.out.flush()?;
        read_capped(input)?;
        writeln!(self.w())?;
        Ok(())
    }

    /// The next line after `prompt`; `None` at the end of input.
    fn read(&mut self, input: &mut impl BufRead, prompt: &str) -> Result<Option<String>, Error> {
        loop {
            write!(self.w(), "{prompt} > ")?;
            self.ctx.out.flush()?;
            match read_capped(input)? {
                Read::End => return Ok(None),
                Read::TooLong => {
                    let text = message(
                        self.lang,
                        "play-line-too-long",
                        &[("most", MAX_LINE.into())],
                    );
                    let shown = self.ctx.style.bad(&text);
                    writeln!(self.w(), "{shown}")?;
                }
                Read::Line(line) => return Ok(Some(line)),
            }
        }
    }

    /// `q`: confirmed first when a person is at the keyboard.
    fn confirm_leave(&mut self, input: &mut impl BufRead) -> Result<bool, Error> {
        if !self.interactive {
            return Ok(true);
        }
        let ask = word(self.lang, "play-confirm-leave");
        write!(self.w(), "{ask} ")?;
        self.ctx.out.flush()?;
        Ok(match read_capped(input)? {
            Read::Line(answer) => {
                let yes = ["y", "j", "yes", "ja"];
                yes.contains(&answer.trim().to_lowercase().as_str())
            }
            Read::End => true,
            Read::TooLong => false,
        })
    }

    /// The pause after a computer player's move (none with `--fast`, or
    /// when no one watches).
    fn pause(&self) {
        if !self.pause.is_zero() {
            std::thread::sleep(self.pause);
        }
    }
}

/// What one read gave.
pub(crate) enum Read {
    Line(String),
    TooLong,
    End,
}

/// One line of at most [`MAX_LINE`] bytes, trimmed; the rest of a longer
/// one is skipped without being kept ([`crate::term::read_line`]).
pub(crate) fn read_capped(input: &mut impl BufRead) -> Result<Read, Error> {
    Ok(match crate::term::read_line(input)? {
        crate::term::Line::Bytes(line) => {
            Read::Line(String::from_utf8_lossy(&line).trim().to_owned())
        }
        crate::term::Line::TooLong => Read::TooLong,
        crate::term::Line::End => Read::End,
    })
}

/// `text` wrapped to `width`, later lines indented by `rest`; ids and card
/// codes are never split.
fn fill(text: &str, width: usize, rest: &str) -> String {
    let options = rulecard_core::render::wrap::first_fit(width)
        .break_words(false)
        .subsequent_indent(rest);
    text.lines()
        .map(|l| textwrap::fill(l, &options))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A pause after each computer move where a person watches.
pub(crate) fn pause_for(fast: bool, interactive: bool) -> Duration {
    if fast || !interactive {
        Duration::ZERO
    } else {
        Duration::from_millis(350)
    }
}

/// The prompt, what the game asks: cards and words, or Meister Makatsu's
/// first or second card.
impl Front<'_> {
    pub(crate) fn prompt_id(&self, table: &mut Table) -> &'static str {
        let seat = table.to_move().unwrap_or(0);
        match table.view(seat).table {
            rulecard_core::play::api::TableView::Makatsu(mk) => match mk.kind {
                rulecard_core::engine::makatsu::PlayKind::First => "mk-prompt-first",
                rulecard_core::engine::makatsu::PlayKind::Second => "mk-prompt-second",
            },
            rulecard_core::play::api::TableView::Shedding { .. } => "play-prompt",
        }
    }
}

/// A move of the play API in the reader's words, for a hint.
pub(crate) fn move_words(lang: rulecard_core::content::Lang, action: &Action) -> String {
    match action {
        Action::Lay(c) => words::card(lang, *c),
        Action::Play { cards, choice, mau } => {
            let mut t = words::cards(lang, cards);
            if let Some(c) = choice {
                t.push_str(&format!(" → {}", words::choice(lang, *c)));
            }
            if *mau {
                t.push_str(" Mau!");
            }
            t
        }
        Action::Draw => words::legal_move(lang, "draw"),
        Action::Take => words::legal_move(lang, "take"),
        Action::Wait => words::legal_move(lang, "wait"),
        Action::Keep => words::legal_move(lang, "keep"),
        _ => String::new(),
    }
}
