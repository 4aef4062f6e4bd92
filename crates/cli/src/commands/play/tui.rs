//! The full-screen table of `rulecard play` (ratatui on crossterm), for a
//! terminal: a client of the play API like line mode, in the shape of
//! ratatui's example apps — [`App`] holds the state and changes it in
//! small named steps, [`draw`] renders it region by region, [`run`] reads
//! keys and mouse clicks and hands them to the app. The game itself is the
//! core's [`Table`]; nothing here knows a rule.
//!
//! Layout, as the Makao source seats the players: the other seats above,
//! the pile (or Meister Makatsu's cards face up) and what is open in the
//! middle, your hand at the bottom with the cards you may lay lit and the
//! others dim, the log on the right, the keys on the last lines.
//!
//! The terminal is always given back as it was: `ratatui::init` installs a
//! panic hook that restores it, Ctrl-C arrives as a key (raw mode) and
//! leaves the game, and every return path goes through `ratatui::restore`.

use std::time::{Duration, Instant};

use ratatui::Frame;
use ratatui::crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event as TermEvent, KeyCode, KeyEvent,
    KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

use super::words::{self, Deck, Names};
use super::{Ending, Front};
use crate::error::Error;
use rulecard_core::content::{Game, Lang};
use rulecard_core::engine::RuleRef;
use rulecard_core::engine::french;
use rulecard_core::engine::makatsu::{Colour, PlayKind};
use rulecard_core::i18n::{message, word};
use rulecard_core::play::api::{Action, Audience, Card, Event, Offer, Question, TableView, View};
use rulecard_core::play::{Happening, Table};

/// The smallest terminal the table is drawn in; a smaller one gets line
/// mode at the start, and "terminal too small" mid-game.
const MIN: (u16, u16) = (80, 20);

/// Whether the terminal is large enough for the table.
pub(super) fn fits() -> bool {
    ratatui::crossterm::terminal::size().is_ok_and(|(w, h)| w >= MIN.0 && h >= MIN.1)
}

/// What is shown over the table.
#[derive(Debug, Clone, PartialEq)]
enum Popup {
    None,
    /// Lines of text under a title: the legal moves, a rule card, a hint.
    Text(String, Vec<String>),
    /// The open question, its answers to pick from.
    Question {
        question: Question,
        at: usize,
    },
    ConfirmLeave,
}

/// Where the app is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Playing,
    /// Pass-and-play: the screen waits for this seat's person.
    PassTo(usize),
    /// The game is over: the result screen, until a key.
    Over,
}

/// The table's state: the game, whose screen it is, the cursor, the log.
pub(super) struct App<'g> {
    table: Table,
    game: &'g Game,
    lang: Lang,
    rule_lang: Lang,
    color: bool,
    deck: Deck,
    /// The seat whose hand is shown (the person to move).
    viewer: usize,
    cursor: usize,
    log: Vec<String>,
    message: Option<(String, bool)>,
    popup: Popup,
    mode: Mode,
    last_rule: Option<RuleRef>,
    /// The table at the start of each of the person's turns, for undo.
    history: Vec<Table>,
    /// An undo or a hint was used: the game counts as practice.
    practice: bool,
    /// The fallback notice, when the rule text is not in the interface
    /// language.
    notice: Option<String>,
    started: Instant,
    /// Where the last draw put each hand card and the draw pile, for mouse
    /// clicks.
    hit: Hit,
}

/// Screen positions of what may be clicked.
#[derive(Debug, Clone, Default)]
struct Hit {
    cards: Vec<(Rect, usize)>,
    pile: Option<Rect>,
}

impl<'g> App<'g> {
    pub(super) fn new(
        table: Table,
        game: &'g Game,
        lang: Lang,
        rule_lang: Lang,
        color: bool,
    ) -> Self {
        let notice = (lang != rule_lang).then(|| {
            format!(
                "{} {}",
                game.name(lang),
                rulecard_core::i18n::t(lang, rulecard_core::i18n::Msg::NotInLanguage)
            )
        });
        let viewer = table.to_move().filter(|&s| table.is_human(s)).unwrap_or(0);
        let mode = if table.people() > 1 {
            Mode::PassTo(viewer)
        } else {
            Mode::Playing
        };
        App {
            table,
            game,
            lang,
            rule_lang,
            color,
            deck: Deck::default(),
            viewer,
            cursor: 0,
            log: Vec::new(),
            message: None,
            popup: Popup::None,
            mode,
            last_rule: None,
            history: Vec::new(),
            practice: false,
            notice,
            started: Instant::now(),
            hit: Hit::default(),
        }
    }

    fn with_deck(mut self, deck: Deck) -> Self {
        self.deck = deck;
        self
    }

    fn view(&mut self) -> View {
        self.table.view(self.viewer)
    }

    fn names(&mut self) -> Names {
        let view = self.view();
        Names::of(self.lang, &view.seats, self.viewer)
    }

    /// Logs the events the viewer may see.
    fn log_events(&mut self, events: &[Event]) {
        let names = self.names();
        for e in events {
            if !e.to.includes(self.viewer) {
                continue;
            }
            if let (Audience::Seat(s), Happening::Got { .. }) = (e.to, &e.what)
                && s != self.viewer
            {
                continue;
            }
            self.log
                .extend(words::event(self.lang, self.game, &names, &e.what));
        }
        if self.table.over().is_some() {
            self.mode = Mode::Over;
        }
    }

    /// One computer move, logged; false when no computer is to move.
    fn computer_step(&mut self) -> bool {
        match self.table.step() {
            Some(events) => {
                self.log_events(&events);
                self.after_move();
                true
            }
            None => false,
        }
    }

    /// After any move: the next person's screen in pass-and-play, the open
    /// question as a popup, the cursor inside the hand.
    fn after_move(&mut self) {
        if self.table.over().is_some() {
            self.mode = Mode::Over;
            return;
        }
        if let Some(seat) = self.table.to_move().filter(|&s| self.table.is_human(s))
            && seat != self.viewer
        {
            self.viewer = seat;
            self.cursor = 0;
            if self.table.people() > 1 {
                self.mode = Mode::PassTo(seat);
                self.popup = Popup::None;
                return;
            }
        }
        let view = self.view();
        if let Some(question) = view.question.clone() {
            self.popup = Popup::Question { question, at: 0 };
        }
        self.cursor = self.cursor.min(view.hand.len().saturating_sub(1));
    }

    /// The person's action: logged, or refused with why and the rule.
    fn act(&mut self, action: Action) {
        let Some(seat) = self.table.to_move().filter(|&s| s == self.viewer) else {
            return;
        };
        let mut before = self.table.clone();
        let start = {
            let v = before.view(seat);
            let laying = match &v.table {
                TableView::Shedding { laying, .. } => laying.len(),
                TableView::Makatsu(_) => 0,
            };
            laying == 0 && !v.hand.iter().any(|h| h.drawn)
        };
        match self.table.act(seat, action) {
            Ok(events) => {
                if start {
                    self.history.push(before);
                }
                self.last_rule = None;
                self.message = None;
                self.log_events(&events);
                self.after_move();
            }
            Err(r) => {
                self.last_rule = r.rule().or(self.last_rule);
                let names = self.names();
                let mut text = words::refusal(self.lang, &r, &names);
                if let Some(rule) = r.rule() {
                    text.push('\n');
                    text.push_str(&words::rule_line(self.game, self.rule_lang, rule));
                }
                if let rulecard_core::play::Refusal::Question { question } = r {
                    self.popup = Popup::Question { question, at: 0 };
                }
                self.message = Some((text, true));
            }
        }
    }

    /// Enter or a click: the card under the cursor goes on the pile.
    fn lay_selected(&mut self) {
        let view = self.view();
        if let Some(h) = view.hand.get(self.cursor) {
            self.act(Action::Lay(h.card));
        }
    }

    /// `d` or a click on the pile: draw, take or wait, whichever is open
    /// ("Pak").
    fn pak(&mut self) {
        let view = self.view();
        let action = view.offers.iter().find_map(|o| match o {
            Offer::Draw => Some(Action::Draw),
            Offer::Take { .. } => Some(Action::Take),
            Offer::Wait { .. } => Some(Action::Wait),
            _ => None,
        });
        self.act(action.unwrap_or(Action::Draw));
    }

    /// `u`: the table as it was at the start of the person's last turn.
    fn undo(&mut self) {
        match self.history.pop() {
            Some(before) => {
                self.table = before;
                self.practice = true;
                self.popup = Popup::None;
                self.message = Some((word(self.lang, "play-undone"), false));
                self.log.push(word(self.lang, "play-undone"));
            }
            None => self.message = Some((word(self.lang, "play-nothing-to-undo"), true)),
        }
    }

    /// `h`: what the strong player would do, with the rule card.
    fn hint(&mut self) {
        self.practice = true;
        let lang = self.lang;
        let hint = self.table.hint();
        let text = match &hint {
            Some(action) => super::line::move_words(lang, action),
            None => word(lang, "play-no-hint"),
        };
        let mut lines = vec![message(lang, "play-hint", &[("move", text.into())])];
        let rule = hint.and_then(|a| self.table.rule_of(&a));
        if let Some(rule) = rule {
            lines.push(words::rule_line(self.game, self.rule_lang, rule));
        }
        self.popup = Popup::Text(format!(" {} ", word(lang, "play-hint-head")), lines);
    }

    /// `?`: every legal move and why each card may or may not be laid.
    fn legal_popup(&mut self) {
        let lang = self.lang;
        let mut lines = vec![
            self.table
                .legal_texts()
                .iter()
                .map(|t| words::legal_move(lang, t))
                .collect::<Vec<_>>()
                .join(" · "),
        ];
        for (card, allows, reason, rule) in self.table.reasons() {
            lines.push(format!(
                "{} {}: {} ({})",
                if allows { "+" } else { "-" },
                words::card(lang, card),
                reason.say(lang),
                rule.card
            ));
        }
        self.popup = Popup::Text(word(lang, "play-legal-head"), lines);
    }

    /// `r`: the rule card that matters now, its Markdown rendered.
    fn rule_popup(&mut self, width: usize) {
        let Some(rule) = self.last_rule.or_else(|| self.table.rule_now()) else {
            return;
        };
        let Some(card) = self.game.card(rule.card) else {
            return;
        };
        let title = format!(" {} ({}) ", card.title.get(self.rule_lang), card.reference);
        let body = rulecard_core::render::markdown::render(
            card.body.get(self.rule_lang),
            width,
            "",
            rulecard_core::render::Style::PLAIN,
        );
        let mut lines: Vec<String> = body.lines().map(str::to_owned).collect();
        if let Some(ruling) = rule.ruling {
            lines.push(String::new());
            lines.push(message(
                self.lang,
                "play-rule-ruling",
                &[("ruling", ruling.into())],
            ));
        }
        self.popup = Popup::Text(title, lines);
    }

    /// Handles one key; `Some` when the session ends.
    pub(super) fn key(&mut self, key: KeyEvent) -> Option<Ending> {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            return Some(Ending::Left);
        }
        match self.mode {
            Mode::Over => return Some(Ending::Over),
            Mode::PassTo(_) => {
                self.mode = Mode::Playing;
                self.after_move();
                return None;
            }
            Mode::Playing => {}
        }
        match &mut self.popup {
            Popup::None => {}
            Popup::Question { question, at } => {
                let n = question.options.len();
                match key.code {
                    KeyCode::Up | KeyCode::Left => *at = at.saturating_sub(1),
                    KeyCode::Down | KeyCode::Right => *at = (*at + 1).min(n.saturating_sub(1)),
                    KeyCode::Char(c @ '1'..='9') => {
                        let i = c as usize - '1' as usize;
                        if i < n {
                            *at = i;
                        }
                    }
                    KeyCode::Enter | KeyCode::Char(' ') => {
                        let choice = question.options[*at];
                        self.popup = Popup::None;
                        self.act(Action::Choose(choice));
                    }
                    KeyCode::Esc => self.popup = Popup::None,
                    _ => {}
                }
                return None;
            }
            Popup::ConfirmLeave => {
                if matches!(key.code, KeyCode::Char('y' | 'j' | 'Y' | 'J')) {
                    return Some(Ending::Left);
                }
                self.popup = Popup::None;
                return None;
            }
            Popup::Text(..) => {
                self.popup = Popup::None;
                return None;
            }
        }
        let n = self.view().hand.len();
        let mine = self.table.to_move() == Some(self.viewer);
        match key.code {
            KeyCode::Char('q') => self.popup = Popup::ConfirmLeave,
            KeyCode::Char('?') => self.legal_popup(),
            KeyCode::Char('r') => self.rule_popup(60),
            _ if !mine => {}
            KeyCode::Char('u') => self.undo(),
            KeyCode::Char('h') => self.hint(),
            KeyCode::Left => self.cursor = self.cursor.saturating_sub(1),
            KeyCode::Right => self.cursor = (self.cursor + 1).min(n.saturating_sub(1)),
            KeyCode::Char(c @ '1'..='9') => {
                let i = c as usize - '1' as usize;
                if i < n {
                    self.cursor = i;
                    self.lay_selected();
                }
            }
            KeyCode::Enter | KeyCode::Char(' ') => self.lay_selected(),
            KeyCode::Char('d') | KeyCode::Char('p') => self.pak(),
            KeyCode::Char('k') => self.act(Action::Keep),
            KeyCode::Char('e') => self.act(Action::EndTurn),
            KeyCode::Char('m') if self.view().offers.contains(&Offer::Mau) => {
                self.act(Action::Mau);
                self.message = Some(("Mau!".into(), false));
            }
            _ => {}
        }
        None
    }

    /// A click: a card of the hand is laid, the draw pile draws.
    fn mouse(&mut self, m: MouseEvent) {
        if m.kind != MouseEventKind::Down(MouseButton::Left) || self.mode != Mode::Playing {
            return;
        }
        if self.popup != Popup::None {
            self.popup = Popup::None;
            return;
        }
        let inside = |r: &Rect| {
            m.column >= r.x && m.column < r.x + r.width && m.row >= r.y && m.row < r.y + r.height
        };
        if let Some(&(_, i)) = self.hit.cards.iter().find(|(r, _)| inside(r)) {
            self.cursor = i;
            self.lay_selected();
        } else if self.hit.pile.as_ref().is_some_and(inside) {
            self.pak();
        }
    }

    /// What the end screen says: the result, the time, the seed, and what
    /// goes into the statistics.
    fn over_lines(&mut self) -> Vec<String> {
        let Some(over) = self.table.over() else {
            return Vec::new();
        };
        let names = Names::of(self.lang, &self.table.view(0).seats, 0);
        let seconds = self.started.elapsed().as_secs();
        let mut lines = words::over(self.lang, self.game, &names, &over, seconds);
        let kept = if self.practice {
            "play-practice"
        } else if over.finished {
            "play-kept-result"
        } else {
            "play-unfinished-kept"
        };
        lines.push(String::new());
        lines.push(word(self.lang, kept));
        lines.push(message(
            self.lang,
            "play-seed",
            &[("seed", self.table.seed().to_string().into())],
        ));
        lines.push(String::new());
        lines.push(word(self.lang, "play-any-key"));
        lines
    }
}

/// The colour of a card where colour is on.
fn card_style(card: Card, color: bool, deck: Deck) -> Style {
    if !color {
        return Style::new();
    }
    match card {
        Card::French(c) => match (c.suit(), deck.four_colours) {
            (french::Suit::Hearts, _) | (french::Suit::Diamonds, false) => {
                Style::new().fg(Color::Red)
            }
            (french::Suit::Diamonds, true) => Style::new().fg(Color::Blue),
            (french::Suit::Clubs, true) => Style::new().fg(Color::Green),
            _ => Style::new(),
        },
        Card::Makatsu(c) => match c.colour() {
            Colour::Blue => Style::new().fg(Color::Blue),
            Colour::Yellow => Style::new().fg(Color::Yellow),
            Colour::Purple => Style::new().fg(Color::Magenta),
        },
    }
}

/// Draws the whole screen.
pub(super) fn draw(app: &mut App<'_>, frame: &mut Frame) {
    let area = frame.area();
    if area.width < MIN.0 || area.height < MIN.1 {
        let text = message(
            app.lang,
            "play-too-small",
            &[
                ("width", u32::from(MIN.0).into()),
                ("height", u32::from(MIN.1).into()),
            ],
        );
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    }
    match app.mode {
        Mode::PassTo(seat) => {
            let names = app.names();
            let text = message(
                app.lang,
                "play-pass-to",
                &[("name", names.get(seat).into())],
            );
            let block = Block::default().borders(Borders::ALL);
            let inner = centered(area, 60, 5);
            frame.render_widget(Clear, inner);
            frame.render_widget(
                Paragraph::new(text)
                    .block(block)
                    .alignment(Alignment::Center)
                    .wrap(Wrap { trim: true }),
                inner,
            );
            return;
        }
        Mode::Over => {
            let lines = app.over_lines();
            let block = Block::default()
                .borders(Borders::ALL)
                .title(format!(" {} ", app.game.name(app.rule_lang)));
            // A line longer than the box takes as many rows as it wraps
            // to, so that the last ("Press any key") stays inside.
            let wide = usize::from(70u16.min(area.width).saturating_sub(2)).max(1);
            let rows: usize = lines
                .iter()
                .map(|l| textwrap::wrap(l, wide).len().max(1))
                .sum();
            let height = u16::try_from(rows + 2).unwrap_or(u16::MAX).min(area.height);
            let inner = centered(area, 70, height);
            frame.render_widget(Clear, inner);
            frame.render_widget(
                Paragraph::new(lines.join("\n"))
                    .block(block)
                    .wrap(Wrap { trim: false }),
                inner,
            );
            return;
        }
        Mode::Playing => {}
    }
    let keys_text = keys_line(app);
    let key_rows = if keys_text.chars().count() as u16 > area.width {
        2
    } else {
        1
    };
    let [main, keys] =
        Layout::vertical([Constraint::Min(0), Constraint::Length(key_rows)]).areas(area);
    let [table_area, log_area] =
        Layout::horizontal([Constraint::Min(44), Constraint::Length(34)]).areas(main);
    let view = app.view();
    let names = Names::of(app.lang, &view.seats, app.viewer);
    let title = format!(" {} · {} ", app.game.name(app.rule_lang), app.table.level());
    let block = Block::default().borders(Borders::ALL).title(title);
    let inner = block.inner(table_area);
    frame.render_widget(block, table_area);
    let hand_rows = hand_lines(app, &view, inner.width).len() as u16 + 1;
    let [top, middle, hand_area, msg] = Layout::vertical([
        Constraint::Length(view.seats.len().min(8) as u16 + 1),
        Constraint::Length(4),
        Constraint::Length(hand_rows),
        Constraint::Min(1),
    ])
    .areas(inner);
    draw_seats(app, frame, top, &view, &names);
    draw_middle(app, frame, middle, &view, &names);
    draw_hand(app, frame, hand_area, &view);
    draw_message(app, frame, msg);
    draw_log(app, frame, log_area);
    frame.render_widget(
        Paragraph::new(Span::styled(
            keys_text,
            Style::new().add_modifier(Modifier::DIM),
        ))
        .wrap(Wrap { trim: true }),
        keys,
    );
    draw_popup(app, frame);
}

/// The keys, as the game offers them.
fn keys_line(app: &mut App<'_>) -> String {
    let view = app.view();
    let id = match view.table {
        TableView::Makatsu(_) => "mk-keys",
        TableView::Shedding { .. } if view.offers.contains(&Offer::Mau) => "play-keys-maumau",
        TableView::Shedding { .. } => "play-keys",
    };
    word(app.lang, id)
}

/// Every seat: its name, cards, what it waits, and for Meister Makatsu its
/// points and chips by colour; the seat to move reversed.
fn draw_seats(app: &App<'_>, frame: &mut Frame, area: Rect, view: &View, names: &Names) {
    let lang = app.lang;
    let lines: Vec<Line> = view
        .seats
        .iter()
        .enumerate()
        .map(|(s, seat)| {
            let mut text = match &view.table {
                TableView::Makatsu(mk) => {
                    words::makatsu_seat(lang, "mk-seat-short", names, s, &mk.seats[s])
                }
                TableView::Shedding { .. } => {
                    let mut t = message(
                        lang,
                        "play-seat-cards",
                        &[("name", names.get(s).into()), ("count", seat.cards.into())],
                    );
                    if seat.waiting > 0 {
                        t.push_str(&format!(
                            " · {}",
                            message(lang, "play-waiting", &[("count", seat.waiting.into())])
                        ));
                    }
                    if seat.call == Some(rulecard_core::play::api::Call::Makao) {
                        t.push_str(" · Makao!");
                    }
                    t
                }
            };
            if view.to_move == Some(s) {
                text = format!("▶ {text}");
            } else {
                text = format!("  {text}");
            }
            let style = if view.to_move == Some(s) {
                Style::new().add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            Line::from(Span::styled(text, style))
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), area);
}

/// The pile and what is open (Makao, Mau-Mau), or the pass and the cards
/// face up (Meister Makatsu).
fn draw_middle(app: &mut App<'_>, frame: &mut Frame, area: Rect, view: &View, names: &Names) {
    let lang = app.lang;
    match &view.table {
        TableView::Shedding {
            top,
            draw_pile,
            discard_pile,
            direction,
            ..
        } => {
            let dir = rulecard_core::render::play::direction_id(*direction);
            let pile = message(
                lang,
                "play-pile-words",
                &[
                    ("draw", (*draw_pile).into()),
                    ("discard", (*discard_pile).into()),
                    ("direction", dir.into()),
                ],
            );
            let top_span = Span::styled(
                format!("[ {} ]", words::card(lang, *top)),
                card_style(*top, app.color, app.deck).add_modifier(Modifier::BOLD),
            );
            let pile_span = Span::raw(format!("  ▤ {pile}"));
            app.hit.pile = Some(Rect {
                x: area.x + 8,
                y: area.y,
                width: area.width.saturating_sub(8),
                height: 1,
            });
            let mut lines = vec![Line::from(vec![top_span, pile_span])];
            lines.extend(words::to_move(lang, view, names).map(Line::from));
            lines.extend(
                words::open_now(lang, view, names)
                    .into_iter()
                    .map(Line::from),
            );
            frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), area);
        }
        TableView::Makatsu(mk) => {
            let status = words::makatsu_lines(lang, mk, names);
            let mut lines: Vec<Line> = words::to_move(lang, view, names)
                .into_iter()
                .chain(status.into_iter().take(1))
                .map(Line::from)
                .collect();
            let played: Vec<Span> = mk
                .played
                .iter()
                .flat_map(|p| {
                    let kind = match p.kind {
                        PlayKind::First => word(lang, "mk-first"),
                        PlayKind::Second => word(lang, "mk-second"),
                    };
                    [
                        Span::raw(format!("{} ", names.get(p.seat))),
                        Span::styled(
                            words::card(lang, p.card),
                            card_style(p.card, app.color, app.deck).add_modifier(Modifier::BOLD),
                        ),
                        Span::raw(format!(" ({kind})   ")),
                    ]
                })
                .collect();
            if !played.is_empty() {
                lines.push(Line::from(played));
            }
            frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), area);
        }
    }
}

/// The hand's rows, wrapped to `width`: each card with its digit, lit or
/// dim, the cursor reversed, the drawn card in brackets.
fn hand_lines(app: &App<'_>, view: &View, width: u16) -> Vec<Vec<(usize, String)>> {
    let mut rows: Vec<Vec<(usize, String)>> = vec![Vec::new()];
    let mut used = 0;
    for (i, h) in view.hand.iter().enumerate() {
        let mut text = words::card(app.lang, h.card);
        if h.drawn {
            text = format!("[{text}]");
        }
        let text = format!(" {text:<4}");
        let w = text.chars().count() as u16;
        if used + w > width && used > 0 {
            rows.push(Vec::new());
            used = 0;
        }
        used += w;
        if let Some(row) = rows.last_mut() {
            row.push((i, text));
        }
    }
    rows
}

fn draw_hand(app: &mut App<'_>, frame: &mut Frame, area: Rect, view: &View) {
    let mine = view.to_move == Some(app.viewer);
    let mut lines = vec![Line::from(word(app.lang, "play-your-hand"))];
    let mut hit = Vec::new();
    for (r, row) in hand_lines(app, view, area.width).into_iter().enumerate() {
        let mut x = area.x;
        let spans: Vec<Span> = row
            .into_iter()
            .map(|(i, text)| {
                let h = view.hand[i];
                let mut style = card_style(h.card, app.color, app.deck);
                style = if h.lit {
                    style.add_modifier(Modifier::BOLD)
                } else {
                    style.add_modifier(Modifier::DIM)
                };
                if i == app.cursor && mine {
                    style = style.add_modifier(Modifier::REVERSED);
                }
                let w = text.chars().count() as u16;
                hit.push((
                    Rect {
                        x,
                        y: area.y + 1 + r as u16,
                        width: w,
                        height: 1,
                    },
                    i,
                ));
                x += w;
                Span::styled(text, style)
            })
            .collect();
        lines.push(Line::from(spans));
    }
    app.hit.cards = hit;
    frame.render_widget(Paragraph::new(lines), area);
}

fn draw_message(app: &mut App<'_>, frame: &mut Frame, area: Rect) {
    let view = app.view();
    let mut lines: Vec<Line> = Vec::new();
    if let Some(notice) = &app.notice {
        lines.push(Line::from(Span::styled(
            notice.clone(),
            Style::new().add_modifier(Modifier::DIM),
        )));
    }
    if view.to_move == Some(app.viewer) && view.question.is_none() && !view.offers.is_empty() {
        lines.push(Line::from(format!(
            "{}: {}",
            word(app.lang, "play-may-play"),
            words::offers(app.lang, &view.offers)
        )));
    }
    if let Some((text, bad)) = &app.message {
        let style = if *bad {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        for l in text.lines() {
            lines.push(Line::from(Span::styled(l.to_owned(), style)));
        }
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), area);
}

fn draw_log(app: &App<'_>, frame: &mut Frame, area: Rect) {
    let block = Block::default()
        .borders(Borders::ALL)
        .title(format!(" {} ", word(app.lang, "play-log")));
    let inner = block.inner(area);
    let width = usize::from(inner.width.max(1));
    let mut lines: Vec<String> = Vec::new();
    for l in &app.log {
        lines.extend(textwrap::wrap(l, width).into_iter().map(|s| s.into_owned()));
    }
    let skip = lines.len().saturating_sub(usize::from(inner.height));
    frame.render_widget(block, area);
    frame.render_widget(Paragraph::new(lines[skip..].join("\n")), inner);
}

fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

fn draw_popup(app: &App<'_>, frame: &mut Frame) {
    let area = frame.area();
    let (title, text): (String, Text) = match &app.popup {
        Popup::None => return,
        Popup::Text(title, lines) => (title.clone(), Text::from(lines.join("\n"))),
        Popup::Question { question, at } => {
            let head = words::question(app.lang, question);
            let mut lines = vec![Line::from(head), Line::from("")];
            for (i, c) in question.options.iter().enumerate() {
                let text = format!("{} {}", i + 1, words::choice(app.lang, *c));
                let style = if i == *at {
                    Style::new().add_modifier(Modifier::REVERSED)
                } else {
                    Style::new()
                };
                lines.push(Line::from(Span::styled(text, style)));
            }
            (String::new(), Text::from(lines))
        }
        Popup::ConfirmLeave => (
            String::new(),
            Text::from(word(app.lang, "play-confirm-leave")),
        ),
    };
    let height = (text.lines.len() as u16 + 2).min(area.height);
    let rect = centered(area, 64, height.max(3));
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(text)
            .block(Block::default().borders(Borders::ALL).title(title))
            .wrap(Wrap { trim: false }),
        rect,
    );
}

/// Plays `table` on the terminal until it ends (and a key is pressed on
/// the result screen) or a person leaves. The terminal is restored on
/// every path.
pub(super) fn play(front: &mut Front<'_>, game: &Game, table: &mut Table) -> Result<Ending, Error> {
    let mut app = App::new(
        table.clone(),
        game,
        front.lang,
        front.rule_lang,
        front.ctx.style.color,
    )
    .with_deck(front.deck);
    let mut terminal = ratatui::init();
    let _ = ratatui::crossterm::execute!(std::io::stdout(), EnableMouseCapture);
    let result = run(&mut terminal, &mut app, front.pause);
    let _ = ratatui::crossterm::execute!(std::io::stdout(), DisableMouseCapture);
    ratatui::restore();
    front.practice |= app.practice;
    *table = app.table;
    if result.as_ref().is_ok_and(|e| *e == Ending::Left) && table.over().is_none() {
        let seat = table.to_move().unwrap_or(0);
        table.act(seat, Action::Leave).ok();
    }
    Ok(result?)
}

fn run(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut App<'_>,
    pause: Duration,
) -> std::io::Result<Ending> {
    loop {
        terminal.draw(|f| draw(app, f))?;
        // A computer's move after a pause in which a key still counts
        // (q, Ctrl-C); a person's turn, a popup and the screens wait.
        let waiting = app.mode != Mode::Playing
            || app.popup != Popup::None
            || app.table.persons_turn()
            || app.table.to_move().is_none();
        let wait = if waiting {
            Duration::from_secs(3600)
        } else {
            pause
        };
        if event::poll(wait)? {
            match event::read()? {
                TermEvent::Key(key) if key.kind == KeyEventKind::Press => {
                    if let Some(ending) = app.key(key) {
                        return Ok(ending);
                    }
                }
                TermEvent::Mouse(m) => app.mouse(m),
                _ => {}
            }
            continue;
        }
        if !app.computer_step() && app.table.to_move().is_none() {
            app.mode = Mode::Over;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use rulecard_core::content::{self, GameId};
    use rulecard_core::play::{Level, Setup};

    fn screen(app: &mut App<'_>, width: u16, height: u16) -> String {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal.draw(|f| draw(app, f)).unwrap();
        terminal.backend().to_string()
    }

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    /// Computer moves and the person's first legal move until `wanted`
    /// holds at the person's turn.
    fn until(app: &mut App<'_>, wanted: impl Fn(&View) -> bool) -> bool {
        for _ in 0..5000 {
            if app.table.to_move().is_none() {
                return false;
            }
            if app.table.persons_turn() {
                let view = app.view();
                if wanted(&view) {
                    return true;
                }
                let lit = view.hand.iter().position(|h| h.lit);
                match lit {
                    Some(i) => {
                        app.cursor = i;
                        app.lay_selected();
                    }
                    None => app.pak(),
                }
                if app.popup != Popup::None {
                    app.key(key(KeyCode::Enter));
                }
                if app.table.persons_turn() && app.view().offers.contains(&Offer::EndTurn) {
                    app.act(Action::EndTurn);
                }
                if app.table.persons_turn() && app.view().offers.contains(&Offer::Keep) {
                    app.act(Action::Keep);
                }
            } else {
                app.computer_step();
            }
        }
        false
    }

    fn table(game: GameId, players: usize, seed: u64) -> Table {
        Table::new(&Setup::new(game, players, Level::Tips, seed)).unwrap()
    }

    #[test]
    fn several_cards_before_end_turn() {
        let game = content::load(GameId::Makao).unwrap();
        let found = (0..300).find_map(|seed| {
            let mut app = App::new(table(GameId::Makao, 4, seed), &game, Lang::En, Lang::En, false);
            let ok = until(&mut app, |v| {
                v.offers.iter().any(|o| matches!(o, Offer::Cards { cards, most, .. } if cards.len() >= 2 && *most >= 2))
            });
            ok.then_some(app)
        });
        let mut app = found.expect("a seed where two cards of one value may start");
        let view = app.view();
        let Some(Offer::Cards { cards, .. }) = view.offers.iter().find(
            |o| matches!(o, Offer::Cards { cards, most, .. } if cards.len() >= 2 && *most >= 2),
        ) else {
            unreachable!()
        };
        let first = view.hand.iter().position(|h| h.card == cards[0]).unwrap();
        app.cursor = first;
        app.lay_selected();
        let text = screen(&mut app, 110, 24);
        assert!(text.contains("end the turn"), "{text}");
        insta::assert_snapshot!(text);
    }

    #[test]
    fn the_value_question_in_dutch() {
        let game = content::load(GameId::Makao).unwrap();
        let found = (0..400).find_map(|seed| {
            let mut app = App::new(
                table(GameId::Makao, 4, seed),
                &game,
                Lang::Nl,
                Lang::Nl,
                false,
            );
            let ok = until(&mut app, |v| {
                v.hand.iter().any(|h| {
                    h.lit && matches!(h.card, Card::French(c) if c.rank() == french::Rank::Jack)
                })
            });
            ok.then_some(app)
        });
        let mut app = found.expect("a seed where a jack may be laid");
        let view = app.view();
        let jack = view
            .hand
            .iter()
            .position(|h| {
                h.lit && matches!(h.card, Card::French(c) if c.rank() == french::Rank::Jack)
            })
            .unwrap();
        app.cursor = jack;
        app.lay_selected();
        if !matches!(app.popup, Popup::Question { .. }) {
            app.act(Action::EndTurn);
        }
        let text = screen(&mut app, 110, 24);
        assert!(text.contains("Niets"), "{text}");
        assert!(text.contains("Welke waarde"), "{text}");
        insta::assert_snapshot!(text);
    }

    #[test]
    fn the_end_screen_waits_for_a_key() {
        let game = content::load(GameId::MauMau).unwrap();
        let mut app = App::new(
            table(GameId::MauMau, 2, 3),
            &game,
            Lang::En,
            Lang::En,
            false,
        );
        until(&mut app, |_| false);
        assert_eq!(app.mode, Mode::Over);
        let mut text = screen(&mut app, 100, 24);
        // The time depends on the machine.
        text = text
            .lines()
            .map(|l| {
                if let Some(i) = l.find(" in ") {
                    format!("{}{}", &l[..i], " in [time]")
                } else {
                    l.to_owned()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        assert!(text.contains("Seed 3"), "{text}");
        assert!(text.contains("Rule card winning"), "{text}");
        insta::assert_snapshot!(text);
        assert_eq!(app.key(key(KeyCode::Char('x'))), Some(Ending::Over));
    }

    #[test]
    fn a_hand_of_fourteen_cards_wraps_at_80_columns() {
        let game = content::load(GameId::Makao).unwrap();
        let found = (0..200).find_map(|seed| {
            let mut app = App::new(
                table(GameId::Makao, 2, seed),
                &game,
                Lang::En,
                Lang::En,
                false,
            );
            until(&mut app, |v| v.hand.len() >= 14).then_some(app)
        });
        let mut app = found.expect("a seed with a hand of 14 cards");
        let text = screen(&mut app, 80, 24);
        let view = app.view();
        for h in &view.hand {
            assert!(
                text.contains(&words::card(Lang::En, h.card)),
                "{} missing: {text}",
                h.card
            );
        }
        insta::assert_snapshot!(text);
    }

    #[test]
    fn the_makatsu_round_shows_chips_per_colour() {
        let game = content::load(GameId::Makatsu).unwrap();
        let mut app = App::new(
            table(GameId::Makatsu, 4, 5),
            &game,
            Lang::En,
            Lang::En,
            false,
        );
        // Two rounds and a half: chips taken, cards face up.
        until(&mut app, |v| {
            if let TableView::Makatsu(mk) = &v.table {
                mk.pass == 1 && mk.round == 3 && !mk.played.is_empty()
            } else {
                false
            }
        });
        let text = screen(&mut app, 110, 24);
        assert!(text.contains("blue"), "{text}");
        assert!(text.contains("Pass 1"), "{text}");
        insta::assert_snapshot!(text);
    }

    #[test]
    fn a_dim_card_says_why_and_names_its_rule() {
        let game = content::load(GameId::Makao).unwrap();
        let found = (0..200).find_map(|seed| {
            let mut app = App::new(
                table(GameId::Makao, 4, seed),
                &game,
                Lang::En,
                Lang::En,
                false,
            );
            until(&mut app, |v| v.hand.iter().any(|h| !h.lit)).then_some(app)
        });
        let mut app = found.unwrap();
        let dim = app.view().hand.iter().position(|h| !h.lit).unwrap();
        let before = app.view();
        app.key(key(KeyCode::Char(char::from(b'1' + dim as u8))));
        let (text, bad) = app.message.clone().expect("a refusal");
        assert!(bad);
        assert!(
            text.contains("rule card") || text.contains("Rule card"),
            "{text}"
        );
        assert_eq!(app.view(), before, "nothing was laid");
    }

    #[test]
    fn undo_takes_the_last_turn_back() {
        let game = content::load(GameId::Makao).unwrap();
        let mut app = App::new(
            table(GameId::Makao, 3, 11),
            &game,
            Lang::En,
            Lang::En,
            false,
        );
        until(&mut app, |_| true);
        let before = app.view();
        app.pak();
        // Computers answer until the person's next turn.
        until(&mut app, |_| true);
        app.key(key(KeyCode::Char('u')));
        assert_eq!(app.view().hand, before.hand);
        assert!(app.practice);
    }

    #[test]
    fn a_small_terminal_says_so() {
        let game = content::load(GameId::MauMau).unwrap();
        let mut app = App::new(
            table(GameId::MauMau, 4, 1),
            &game,
            Lang::En,
            Lang::En,
            false,
        );
        let text = screen(&mut app, 60, 15);
        assert!(text.contains("80"), "{text}");
    }

    #[test]
    fn pass_and_play_hides_the_hand_until_a_key() {
        let game = content::load(GameId::MauMau).unwrap();
        let mut setup = Setup::new(GameId::MauMau, 3, Level::Tips, 4);
        setup.people = vec![Some("Ann".into()), Some("Bo".into())];
        let t = Table::new(&setup).unwrap();
        let mut app = App::new(t, &game, Lang::En, Lang::En, false);
        let text = screen(&mut app, 100, 24);
        assert!(text.contains("Ann"), "{text}");
        assert!(!text.contains("Your hand"), "{text}");
        app.key(key(KeyCode::Enter));
        let text = screen(&mut app, 100, 24);
        assert!(text.contains("Your hand"), "{text}");
    }

    /// `h`: the strong player's move in words and the rule card that
    /// allows it; asking for a hint makes the game practice.
    #[test]
    fn a_hint_names_the_move_and_its_rule_card() {
        let game = content::load(GameId::Makao).unwrap();
        let mut app = App::new(table(GameId::Makao, 3, 5), &game, Lang::En, Lang::En, false);
        assert!(until(&mut app, |v| v.hand.iter().any(|h| h.lit)));
        app.key(key(KeyCode::Char('h')));
        let Popup::Text(head, lines) = &app.popup else {
            panic!("no hint shown: {:?}", app.popup);
        };
        assert!(head.contains("Hint"), "{head}");
        assert!(lines[0].contains("The strong player would"), "{lines:?}");
        assert!(lines.iter().any(|l| l.contains("Rule card")), "{lines:?}");
        assert!(app.practice);
    }

    /// A click on a lit card lays it; a click on the draw pile draws.
    #[test]
    fn a_click_lays_a_card_and_the_pile_draws() {
        let game = content::load(GameId::Makao).unwrap();
        let mut app = App::new(table(GameId::Makao, 2, 3), &game, Lang::En, Lang::En, false);
        assert!(until(&mut app, |v| v.hand.iter().any(|h| h.lit)));
        screen(&mut app, 110, 30);
        let view = app.view();
        let lit = view.hand.iter().position(|h| h.lit).unwrap();
        let (rect, _) = *app.hit.cards.iter().find(|(_, i)| *i == lit).unwrap();
        let click = |x, y| MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: y,
            modifiers: KeyModifiers::NONE,
        };
        let before = view.hand.len();
        app.mouse(click(rect.x, rect.y));
        assert_eq!(
            app.view().hand.len(),
            before - 1,
            "the clicked card was laid"
        );
        // On the next turn with nothing to lay, the pile draws.
        let mut app = App::new(table(GameId::Makao, 2, 3), &game, Lang::En, Lang::En, false);
        assert!(until(&mut app, |v| !v.hand.iter().any(|h| h.lit)));
        screen(&mut app, 110, 30);
        let pile = app.hit.pile.expect("the draw pile is on screen");
        let before = app.view().hand.len();
        app.mouse(click(pile.x, pile.y));
        assert!(app.view().hand.len() > before, "the click on the pile drew");
    }
}
