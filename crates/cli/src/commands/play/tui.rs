//! The full-screen table of `rulecard play` (ratatui on crossterm), for a
//! terminal. The same [`Match`] as line mode; here the player picks cards
//! with the arrow keys or the digits under them, and the computers' moves
//! scroll by in a log.
//!
//! Layout, as the Makao source seats the players: the computer players
//! left, across and right, the pile and what is open in the middle, your
//! hand at the bottom with the cards you may play bright and the others
//! dim, the log on the right, the keys on the last line.
//!
//! The terminal is always given back as it was: `ratatui::init` installs a
//! panic hook that restores it, Ctrl-C arrives as a key (raw mode) and
//! leaves the game, and every return path goes through `ratatui::restore`.

use std::time::Duration;

use ratatui::Frame;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

use super::{
    event_line, mk_event_lines, mk_open_rule, name, open_rule, refusal_text_plain, rule_card, shown,
};
use rulecard_core::content::{Game, GameId, Lang};
use rulecard_core::engine::RuleRef;
use rulecard_core::engine::french::{Card, Symbolic};
use rulecard_core::engine::makatsu::Colour;
use rulecard_core::i18n::{message, word};
use rulecard_core::play::makatsu::{MakatsuMatch, MkEvent};
use rulecard_core::play::shedding::{Match, Shedding, normalize};
use rulecard_core::play::{Happened, Refusal};

/// How a table session ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Ending {
    /// The game reached its end.
    Over,
    /// The player left (q confirmed, or Ctrl-C).
    Left,
}

/// What is shown over the table.
#[derive(Debug, Clone, PartialEq)]
enum Popup {
    None,
    /// Lines of text under a title (the legal moves, a rule card).
    Text(String, Vec<String>),
    /// A choice for the play `base`: the jack's value, the ace's suit, the
    /// wish; the full moves to pick from.
    Choice {
        options: Vec<String>,
        at: usize,
    },
    ConfirmLeave,
}

/// The parts both tables share: log, message, popup, words.
struct Frame_ {
    lang: Lang,
    rule_lang: Lang,
    color: bool,
    log: Vec<String>,
    message: Option<(String, bool)>,
    popup: Popup,
    last_rule: Option<RuleRef>,
}

impl Frame_ {
    fn say(&mut self, text: String, bad: bool) {
        self.message = Some((text, bad));
    }
}

/// The table of a shedding game.
pub(super) struct SheddingTable<'g, S: Shedding> {
    pub m: Match<S>,
    game: &'g Game,
    f: Frame_,
    cursor: usize,
    marked: Vec<Card>,
    mau: bool,
}

fn suit_colour(card: Card, color: bool) -> Style {
    use rulecard_core::engine::french::Suit;
    if color && matches!(card.suit(), Suit::Hearts | Suit::Diamonds) {
        Style::new().fg(Color::Red)
    } else {
        Style::new()
    }
}

impl<'g, S: Shedding> SheddingTable<'g, S> {
    pub(super) fn new(
        m: Match<S>,
        game: &'g Game,
        lang: Lang,
        rule_lang: Lang,
        color: bool,
    ) -> Self {
        SheddingTable {
            m,
            game,
            f: Frame_ {
                lang,
                rule_lang,
                color,
                log: Vec::new(),
                message: None,
                popup: Popup::None,
                last_rule: None,
            },
            cursor: 0,
            marked: Vec::new(),
            mau: false,
        }
    }

    /// One computer move, logged; false when it is not a computer's turn.
    pub(super) fn computer_step(&mut self) -> bool {
        match self.m.computer_move() {
            Some(e) => {
                self.f.log.push(event_line(self.f.lang, self.game.id, &e));
                true
            }
            None => false,
        }
    }

    fn hand(&self) -> Vec<(Card, bool)> {
        self.m.hand()
    }

    fn submit(&mut self, text: &str) {
        match self.m.player_move(text) {
            Ok(e) => {
                // What the last refusal cited is no longer what is open.
                self.f.last_rule = None;
                if matches!(e.what, Happened::Played(_)) {
                    self.marked.clear();
                    self.mau = false;
                }
                self.f.log.push(event_line(self.f.lang, self.game.id, &e));
                self.f.message = None;
                self.cursor = self.cursor.min(self.hand().len().saturating_sub(1));
            }
            Err(r) => self.refused(&r),
        }
    }

    fn refused(&mut self, r: &Refusal) {
        if let Some(rule) = r.rule() {
            self.f.last_rule = Some(rule);
        }
        let text = refusal_text_plain(self.game, self.f.lang, r);
        self.f.say(text, true);
    }

    /// Enter: the marked cards (or the one under the cursor) as a play,
    /// asking for a choice when the play needs one.
    fn play_selected(&mut self) {
        let hand = self.hand();
        let cards: Vec<Card> = if self.marked.is_empty() {
            hand.get(self.cursor).map(|(c, _)| *c).into_iter().collect()
        } else {
            self.marked.clone()
        };
        if cards.is_empty() {
            return;
        }
        let base = normalize(
            &cards
                .iter()
                .map(Card::to_string)
                .collect::<Vec<_>>()
                .join(" "),
        );
        let legal = self.m.legal_texts();
        let mut fitting: Vec<String> = legal
            .into_iter()
            .filter(|t| {
                let n = normalize(t);
                let core = n.strip_suffix(" mau").unwrap_or(&n);
                core == base || core.starts_with(&format!("{base}>"))
            })
            .collect();
        // Mau-Mau: the call is the player's to make (`m`); the move with
        // it or without it, as they chose.
        if fitting.iter().any(|t| t.ends_with(" mau")) {
            let mau = self.mau;
            fitting.retain(|t| t.ends_with(" mau") == mau);
        }
        match fitting.len() {
            0 => {
                let r = self.m.player_move(&base).err();
                if let Some(r) = r {
                    self.refused(&r);
                }
            }
            1 => {
                let t = fitting.remove(0);
                self.submit(&t);
            }
            _ => {
                self.f.popup = Popup::Choice {
                    options: fitting,
                    at: 0,
                }
            }
        }
    }

    /// `d`: draw, take or wait, whichever is open now ("Pak").
    fn pak(&mut self) {
        let legal = self.m.legal_texts();
        match legal
            .iter()
            .find(|t| matches!(t.as_str(), "draw" | "take" | "wait"))
        {
            Some(t) => {
                let t = t.clone();
                self.submit(&t);
            }
            None => self.submit("draw"),
        }
    }

    fn legal_popup(&mut self) {
        let mut lines = vec![
            self.m
                .legal_texts()
                .iter()
                .map(|t| shown(t))
                .collect::<Vec<_>>()
                .join(" · "),
        ];
        for (card, _) in self.hand() {
            let (allows, reason, rule) = self.m.state().start(card);
            lines.push(format!(
                "{} {}: {} ({})",
                if allows { "+" } else { "-" },
                Symbolic(card),
                reason.say(self.f.lang),
                rule.card
            ));
        }
        self.f.popup = Popup::Text(word(self.f.lang, "play-legal-head"), lines);
    }

    /// `r`: the rule card that matters now: the one the last refusal cited,
    /// else the one a dim card runs into, else the one a lit card rests on.
    fn rule_popup(&mut self) {
        if let Some(rule) = open_rule(&self.m, self.f.last_rule) {
            self.f.popup = rule_card_popup(self.game, self.f.rule_lang, rule);
        }
    }

    /// Handles one key; `Some` when the session ends.
    pub(super) fn key(&mut self, key: KeyEvent) -> Option<Ending> {
        if is_ctrl_c(&key) {
            return Some(Ending::Left);
        }
        match &mut self.f.popup {
            Popup::None => {}
            Popup::Choice { options, at } => {
                match key.code {
                    KeyCode::Up => *at = at.saturating_sub(1),
                    KeyCode::Down => *at = (*at + 1).min(options.len() - 1),
                    KeyCode::Char(c) if c.is_ascii_digit() => {
                        let i = (c as usize - '0' as usize).wrapping_sub(1);
                        if i < options.len() {
                            *at = i;
                        }
                    }
                    KeyCode::Enter => {
                        let t = options[*at].clone();
                        self.f.popup = Popup::None;
                        self.submit(&t);
                    }
                    KeyCode::Esc => self.f.popup = Popup::None,
                    _ => {}
                }
                return None;
            }
            Popup::ConfirmLeave => {
                if matches!(key.code, KeyCode::Char('y' | 'j' | 'Y' | 'J')) {
                    return Some(Ending::Left);
                }
                self.f.popup = Popup::None;
                return None;
            }
            Popup::Text(..) => {
                self.f.popup = Popup::None;
                return None;
            }
        }
        if self.m.to_move().is_none() {
            return Some(Ending::Over);
        }
        let n = self.hand().len();
        match key.code {
            KeyCode::Char('q') => self.f.popup = Popup::ConfirmLeave,
            KeyCode::Char('?') => self.legal_popup(),
            KeyCode::Char('r') => self.rule_popup(),
            _ if !self.m.players_turn() => {}
            KeyCode::Left => self.cursor = self.cursor.saturating_sub(1),
            KeyCode::Right => self.cursor = (self.cursor + 1).min(n.saturating_sub(1)),
            KeyCode::Char(c @ '1'..='9') => {
                let i = c as usize - '1' as usize;
                if i < n {
                    self.cursor = i;
                }
            }
            KeyCode::Char(' ') => {
                if let Some((card, _)) = self.hand().get(self.cursor).copied() {
                    match self.marked.iter().position(|&c| c == card) {
                        Some(i) => {
                            self.marked.remove(i);
                        }
                        None => self.marked.push(card),
                    }
                }
            }
            KeyCode::Enter => self.play_selected(),
            KeyCode::Char('d') => self.pak(),
            KeyCode::Char('k' | 'e') => self.submit("keep"),
            KeyCode::Char('m') if self.game.id == GameId::MauMau => self.mau = !self.mau,
            _ => {}
        }
        None
    }

    /// Draws the whole table.
    pub(super) fn draw(&self, frame: &mut Frame) {
        let area = frame.area();
        let [main, keys] =
            Layout::vertical([Constraint::Min(0), Constraint::Length(1)]).areas(area);
        let [table, log] =
            Layout::horizontal([Constraint::Min(40), Constraint::Length(34)]).areas(main);
        let report = self.m.state().table();
        let players = report.hand_sizes.len();
        let lang = self.f.lang;
        let title = format!(
            " {} · {} ",
            self.game.name(self.f.rule_lang),
            self.m.level()
        );
        let block = Block::default().borders(Borders::ALL).title(title);
        let inner = block.inner(table);
        frame.render_widget(block, table);
        let [top, middle, open, hand_area, msg] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Length(4),
            Constraint::Length(2),
            Constraint::Length(4),
            Constraint::Min(1),
        ])
        .areas(inner);
        // Seats: 1 to the left, the last to the right, the others across.
        let seat_text = |s: usize| -> Span<'static> {
            let n = report.hand_sizes[s];
            let mut text = format!("{} {}", name(lang, s), n);
            if n == 1 && self.game.id == GameId::Makao {
                text.push_str(" Makao!");
            }
            let style = if report.next == Some(s) {
                Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED)
            } else {
                Style::new()
            };
            Span::styled(text, style)
        };
        let across: Vec<Span> = (2..players.saturating_sub(1))
            .flat_map(|s| [seat_text(s), Span::raw("   ")])
            .collect();
        frame.render_widget(
            Paragraph::new(Line::from(across)).alignment(ratatui::layout::Alignment::Center),
            top,
        );
        let (draw_n, discard_n) = self.m.state().pile_counts();
        let direction = match report.direction {
            rulecard_core::engine::french::Direction::Clockwise => "↻",
            rulecard_core::engine::french::Direction::Counterclockwise => "↺",
        };
        let top_card = Span::styled(
            format!("[ {} ]", Symbolic(report.top)),
            suit_colour(report.top, self.f.color).add_modifier(Modifier::BOLD),
        );
        let left = if players > 2 {
            Some(seat_text(1))
        } else {
            None
        };
        let right = seat_text(players - 1);
        let mut mid_lines = vec![Line::from(vec![
            left.unwrap_or_else(|| Span::raw("")),
            Span::raw("      "),
            top_card,
            Span::raw(format!("  {draw_n} ▤  {discard_n} ▥  {direction}      ")),
            right,
        ])];
        let turn = match report.next {
            Some(s) => super::about(lang, "play-to-move", s, &[]),
            None => String::new(),
        };
        mid_lines.push(Line::from(Span::styled(
            turn,
            Style::new().add_modifier(Modifier::BOLD),
        )));
        frame.render_widget(
            Paragraph::new(mid_lines).alignment(ratatui::layout::Alignment::Center),
            middle,
        );
        frame.render_widget(
            Paragraph::new(open_text(lang, &report)).wrap(Wrap { trim: true }),
            open,
        );
        // The hand: lit and dim, the cursor, the marked ones, digits below.
        let hand = self.hand();
        let mut cards = Vec::new();
        let mut digits = Vec::new();
        for (i, (card, lit)) in hand.iter().enumerate() {
            let mut style = suit_colour(*card, self.f.color);
            style = if *lit {
                style.add_modifier(Modifier::BOLD)
            } else {
                style.add_modifier(Modifier::DIM)
            };
            if i == self.cursor && self.m.players_turn() {
                style = style.add_modifier(Modifier::REVERSED);
            }
            let mark = if self.marked.contains(card) { "*" } else { " " };
            let text = format!("{mark}{:<4}", Symbolic(*card).to_string());
            cards.push(Span::styled(text, style));
            digits.push(Span::raw(format!(
                " {:<4}",
                if i < 9 {
                    (i + 1).to_string()
                } else {
                    String::new()
                }
            )));
        }
        let mut hand_lines = vec![
            Line::from(word(lang, "play-your-hand")),
            Line::from(cards),
            Line::from(digits),
        ];
        if self.mau {
            hand_lines.push(Line::from(Span::styled(
                "Mau!",
                Style::new().add_modifier(Modifier::BOLD),
            )));
        }
        frame.render_widget(Paragraph::new(hand_lines), hand_area);
        draw_message(frame, msg, &self.f);
        draw_log(frame, log, &self.f);
        let keys_id = if self.game.id == GameId::MauMau {
            "play-keys-maumau"
        } else {
            "play-keys"
        };
        frame.render_widget(
            Paragraph::new(Span::styled(
                word(lang, keys_id),
                Style::new().add_modifier(Modifier::DIM),
            )),
            keys,
        );
        draw_popup(frame, &self.f);
    }
}

fn is_ctrl_c(key: &KeyEvent) -> bool {
    key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c'))
}

/// What is open, in words: a penalty and who pays, a wait, a demand.
fn open_text(lang: Lang, report: &rulecard_core::engine::french::TableReport) -> String {
    let Some(next) = report.next else {
        return String::new();
    };
    let person = |id: &str, count: u32| {
        message(
            lang,
            id,
            &[
                ("who", if next == 0 { "you" } else { "other" }.into()),
                ("name", name(lang, next).into()),
                ("count", count.into()),
            ],
        )
    };
    let mut open = Vec::new();
    if report.pending.penalty > 0 {
        open.push(person("play-must-take", report.pending.penalty));
    }
    if report.pending.wait > 0 {
        open.push(person("play-must-wait", report.pending.wait));
    }
    if let Some(v) = report.pending.demand_value {
        open.push(message(
            lang,
            "play-demands-value",
            &[("value", v.code().into())],
        ));
    }
    if let Some(s) = report.pending.demand_suit {
        open.push(message(
            lang,
            "play-demands-suit",
            &[("suit", s.symbol().to_string().into())],
        ));
    }
    open.join(" · ")
}

fn draw_message(frame: &mut Frame, area: Rect, f: &Frame_) {
    if let Some((text, bad)) = &f.message {
        let style = if *bad && f.color {
            Style::new().fg(Color::Red)
        } else if *bad {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        frame.render_widget(
            Paragraph::new(Text::styled(text.clone(), style)).wrap(Wrap { trim: true }),
            area,
        );
    }
}

fn draw_log(frame: &mut Frame, area: Rect, f: &Frame_) {
    let block = Block::default()
        .borders(Borders::ALL)
        .title(format!(" {} ", word(f.lang, "play-log")));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let height = inner.height as usize;
    let width = (inner.width as usize).max(1);
    // The newest lines at the bottom; older ones scroll off the top.
    let wrapped: Vec<String> = f
        .log
        .iter()
        .flat_map(|l| {
            textwrap::wrap(l, width)
                .into_iter()
                .map(|c| c.into_owned())
                .collect::<Vec<_>>()
        })
        .collect();
    let shown: Vec<Line> = wrapped[wrapped.len().saturating_sub(height)..]
        .iter()
        .map(|l| Line::from(l.clone()))
        .collect();
    frame.render_widget(Paragraph::new(shown), inner);
}

fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width);
    let h = height.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

fn draw_popup(frame: &mut Frame, f: &Frame_) {
    let area = frame.area();
    let (title, lines): (String, Vec<Line>) = match &f.popup {
        Popup::None => return,
        Popup::Text(title, lines) => (
            title.clone(),
            lines.iter().map(|l| Line::from(l.clone())).collect(),
        ),
        Popup::Choice { options, at } => (
            String::new(),
            options
                .iter()
                .enumerate()
                .map(|(i, o)| {
                    let style = if i == *at {
                        Style::new().add_modifier(Modifier::REVERSED)
                    } else {
                        Style::new()
                    };
                    Line::from(Span::styled(format!("{} {}", i + 1, shown(o)), style))
                })
                .collect(),
        ),
        Popup::ConfirmLeave => (
            String::new(),
            vec![Line::from(word(f.lang, "play-confirm-leave"))],
        ),
    };
    let height = (lines.len() as u16 + 2)
        .min(area.height.saturating_sub(2))
        .max(3);
    let rect = centered(area, area.width.saturating_sub(8).min(76), height + 2);
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(Block::default().borders(Borders::ALL).title(title)),
        rect,
    );
}

fn rule_card_popup(game: &Game, lang: Lang, rule: RuleRef) -> Popup {
    let Some(card) = rule_card(game, lang, rule) else {
        return Popup::None;
    };
    let title = format!(" {} ({}) ", card.title, card.page);
    let mut lines: Vec<String> = card.body.lines().map(str::to_owned).collect();
    if let Some(ruling) = rule.ruling {
        lines.push(String::new());
        lines.push(format!("→ {ruling}"));
    }
    Popup::Text(title, lines)
}

/// The table of Meister Makatsu.
pub(super) struct MakatsuTable<'g> {
    pub m: MakatsuMatch,
    game: &'g Game,
    f: Frame_,
    cursor: usize,
}

impl<'g> MakatsuTable<'g> {
    pub(super) fn new(
        m: MakatsuMatch,
        game: &'g Game,
        lang: Lang,
        rule_lang: Lang,
        color: bool,
    ) -> Self {
        MakatsuTable {
            m,
            game,
            f: Frame_ {
                lang,
                rule_lang,
                color,
                log: Vec::new(),
                message: None,
                popup: Popup::None,
                last_rule: None,
            },
            cursor: 0,
        }
    }

    fn log_events(&mut self, events: &[MkEvent]) {
        for e in events {
            self.f.log.extend(mk_event_lines(self.f.lang, e));
        }
    }

    pub(super) fn computer_step(&mut self) -> bool {
        match self.m.computer_move() {
            Some(events) => {
                self.log_events(&events);
                true
            }
            None => false,
        }
    }

    pub(super) fn key(&mut self, key: KeyEvent) -> Option<Ending> {
        if is_ctrl_c(&key) {
            return Some(Ending::Left);
        }
        match self.f.popup {
            Popup::ConfirmLeave => {
                if matches!(key.code, KeyCode::Char('y' | 'j' | 'Y' | 'J')) {
                    return Some(Ending::Left);
                }
                self.f.popup = Popup::None;
                return None;
            }
            Popup::None => {}
            _ => {
                self.f.popup = Popup::None;
                return None;
            }
        }
        if self.m.to_move().is_none() {
            return Some(Ending::Over);
        }
        let hand: Vec<_> = self
            .m
            .view()
            .map(|v| v.hand.iter().collect())
            .unwrap_or_default();
        match key.code {
            KeyCode::Char('q') => self.f.popup = Popup::ConfirmLeave,
            KeyCode::Char('r') => {
                let rule = mk_open_rule(self.f.last_rule);
                self.f.popup = rule_card_popup(self.game, self.f.rule_lang, rule);
            }
            _ if !self.m.players_turn() => {}
            KeyCode::Left => self.cursor = self.cursor.saturating_sub(1),
            KeyCode::Right => self.cursor = (self.cursor + 1).min(hand.len().saturating_sub(1)),
            KeyCode::Char(c @ '1'..='9') => {
                let i = c as usize - '1' as usize;
                if i < hand.len() {
                    self.cursor = i;
                }
            }
            KeyCode::Enter => {
                if let Some(card) = hand.get(self.cursor) {
                    match self.m.player_move(&card.to_string()) {
                        Ok(events) => {
                            self.log_events(&events);
                            self.f.message = None;
                            self.cursor = 0;
                        }
                        Err(r) => {
                            let text = refusal_text_plain(self.game, self.f.lang, &r);
                            self.f.say(text, true);
                        }
                    }
                }
            }
            _ => {}
        }
        None
    }

    pub(super) fn draw(&self, frame: &mut Frame) {
        let area = frame.area();
        let lang = self.f.lang;
        let [main, keys] =
            Layout::vertical([Constraint::Min(0), Constraint::Length(1)]).areas(area);
        let [table, log] =
            Layout::horizontal([Constraint::Min(40), Constraint::Length(34)]).areas(main);
        let block = Block::default().borders(Borders::ALL).title(format!(
            " {} · {} ",
            self.game.name(self.f.rule_lang),
            self.m.level()
        ));
        let inner = block.inner(table);
        frame.render_widget(block, table);
        let Some(view) = self.m.view() else { return };
        let [status, seats, on_table, hand_area, msg] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Length(view.seats.len() as u16 + 1),
            Constraint::Length(3),
            Constraint::Length(4),
            Constraint::Min(1),
        ])
        .areas(inner);
        let status_text = super::mk_status(lang, &view);
        frame.render_widget(
            Paragraph::new(status_text).wrap(Wrap { trim: true }),
            status,
        );
        let seat_lines: Vec<Line> = view
            .seats
            .iter()
            .enumerate()
            .map(|(s, sv)| {
                let text = super::mk_seat_line(lang, "mk-seat-short", s, sv);
                let style = if view.to_move == Some(s) {
                    Style::new().add_modifier(Modifier::BOLD)
                } else {
                    Style::new()
                };
                Line::from(Span::styled(text, style))
            })
            .collect();
        frame.render_widget(Paragraph::new(seat_lines), seats);
        let played: Vec<Span> = view
            .table
            .iter()
            .flat_map(|p| {
                [
                    Span::raw(format!("{} ", name(lang, p.seat))),
                    Span::styled(
                        rulecard_core::render::makatsu::card(lang, p.card),
                        mk_style(p.card.colour(), self.f.color).add_modifier(Modifier::BOLD),
                    ),
                    Span::raw("   "),
                ]
            })
            .collect();
        frame.render_widget(
            Paragraph::new(vec![
                Line::from(word(lang, "mk-on-table")),
                Line::from(played),
            ])
            .wrap(Wrap { trim: true }),
            on_table,
        );
        let mut cards = Vec::new();
        let mut digits = Vec::new();
        for (i, card) in view.hand.iter().enumerate() {
            let mut style = mk_style(card.colour(), self.f.color).add_modifier(Modifier::BOLD);
            if i == self.cursor && self.m.players_turn() {
                style = style.add_modifier(Modifier::REVERSED);
            }
            cards.push(Span::styled(
                format!(" {:<4}", rulecard_core::render::makatsu::card(lang, card)),
                style,
            ));
            digits.push(Span::raw(format!(" {:<4}", i + 1)));
        }
        frame.render_widget(
            Paragraph::new(vec![
                Line::from(word(lang, "play-your-hand")),
                Line::from(cards),
                Line::from(digits),
            ]),
            hand_area,
        );
        draw_message(frame, msg, &self.f);
        draw_log(frame, log, &self.f);
        frame.render_widget(
            Paragraph::new(Span::styled(
                word(lang, "mk-keys"),
                Style::new().add_modifier(Modifier::DIM),
            )),
            keys,
        );
        draw_popup(frame, &self.f);
    }
}

fn mk_style(colour: Colour, color: bool) -> Style {
    if !color {
        return Style::new();
    }
    match colour {
        Colour::Blue => Style::new().fg(Color::Blue),
        Colour::Yellow => Style::new().fg(Color::Yellow),
        Colour::Purple => Style::new().fg(Color::Magenta),
    }
}

/// Something the table loop can run: draw, a computer step, a key.
pub(super) trait Table {
    fn draw(&self, frame: &mut Frame);
    fn computer_step(&mut self) -> bool;
    fn key(&mut self, key: KeyEvent) -> Option<Ending>;
    fn over(&self) -> bool;
    fn players_turn(&self) -> bool;
}

impl<S: Shedding> Table for SheddingTable<'_, S> {
    fn draw(&self, frame: &mut Frame) {
        SheddingTable::draw(self, frame)
    }
    fn computer_step(&mut self) -> bool {
        SheddingTable::computer_step(self)
    }
    fn key(&mut self, key: KeyEvent) -> Option<Ending> {
        SheddingTable::key(self, key)
    }
    fn over(&self) -> bool {
        self.m.to_move().is_none()
    }
    fn players_turn(&self) -> bool {
        self.m.players_turn()
    }
}

impl Table for MakatsuTable<'_> {
    fn draw(&self, frame: &mut Frame) {
        MakatsuTable::draw(self, frame)
    }
    fn computer_step(&mut self) -> bool {
        MakatsuTable::computer_step(self)
    }
    fn key(&mut self, key: KeyEvent) -> Option<Ending> {
        MakatsuTable::key(self, key)
    }
    fn over(&self) -> bool {
        self.m.to_move().is_none()
    }
    fn players_turn(&self) -> bool {
        self.m.players_turn()
    }
}

/// Whether the terminal is large enough for the table (80 × 20); a
/// smaller one gets line mode, which fits anywhere.
pub(super) fn fits() -> bool {
    ratatui::crossterm::terminal::size().is_ok_and(|(w, h)| w >= 80 && h >= 20)
}

/// Runs a table on the terminal until the game ends (and a key is
/// pressed to leave it) or the player leaves. The terminal is restored on
/// every path.
pub(super) fn run(table: &mut dyn Table, pause: Duration) -> std::io::Result<Ending> {
    let mut terminal = ratatui::init();
    let result = run_loop(&mut terminal, table, pause);
    ratatui::restore();
    result
}

fn run_loop(
    terminal: &mut ratatui::DefaultTerminal,
    table: &mut dyn Table,
    pause: Duration,
) -> std::io::Result<Ending> {
    loop {
        terminal.draw(|f| table.draw(f))?;
        if table.over() {
            // The end stays on the screen until a key is pressed.
            loop {
                if let Event::Key(key) = event::read()?
                    && key.kind == KeyEventKind::Press
                {
                    return Ok(Ending::Over);
                }
            }
        }
        // A computer's move after a pause in which a key still counts
        // (q, Ctrl-C); the player's turn waits for keys.
        let wait = if table.players_turn() {
            Duration::from_secs(3600)
        } else {
            pause
        };
        if event::poll(wait)? {
            if let Event::Key(key) = event::read()?
                && key.kind == KeyEventKind::Press
                && let Some(ending) = table.key(key)
            {
                return Ok(ending);
            }
            continue;
        }
        table.computer_step();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use rulecard_core::content::{self, GameId};
    use rulecard_core::engine::{makao, maumau};
    use rulecard_core::play::Level;

    fn screen(table: &dyn Table) -> String {
        let mut terminal = Terminal::new(TestBackend::new(110, 24)).unwrap();
        terminal.draw(|f| table.draw(f)).unwrap();
        terminal.backend().to_string()
    }

    /// Plays computer moves (and the player's first legal move) until
    /// `wanted` holds at the player's turn.
    fn until<S: Shedding>(mut m: Match<S>, wanted: impl Fn(&Match<S>) -> bool) -> Option<Match<S>> {
        for _ in 0..400 {
            m.to_move()?;
            if m.players_turn() {
                if wanted(&m) {
                    return Some(m);
                }
                let first = m.legal_texts().remove(0);
                m.player_move(&first).ok()?;
            } else {
                m.computer_move()?;
            }
        }
        None
    }

    #[test]
    fn makao_with_an_open_penalty() {
        let game = content::load(GameId::Makao).unwrap();
        let m = (0..200)
            .find_map(|seed| {
                let mut rng = Pcg64Mcg::seed_from_u64(seed);
                let m = Match::new(
                    makao::State::deal(4, 0, &mut rng).unwrap(),
                    Level::Tips,
                    seed,
                );
                until(m, |m| m.state().table().pending.penalty > 0)
            })
            .expect("a seed with a penalty open at the player's turn");
        let mut table = SheddingTable::new(m, &game, Lang::En, Lang::En, false);
        table
            .f
            .log
            .push("Lea plays 2♥ — you must take 2 cards".into());
        let text = screen(&table);
        assert!(text.contains("you must take"), "{text}");
        insta::assert_snapshot!(text);
    }

    #[test]
    fn maumau_with_a_wish() {
        let game = content::load(GameId::MauMau).unwrap();
        let m = (0..200)
            .find_map(|seed| {
                let mut rng = Pcg64Mcg::seed_from_u64(seed);
                let state =
                    maumau::State::deal(4, 0, &maumau::HouseRules::SOURCE, &mut rng).unwrap();
                until(Match::new(state, Level::Tips, seed), |m| {
                    m.state().table().pending.demand_suit.is_some()
                })
            })
            .expect("a seed with a wish open at the player's turn");
        let table = SheddingTable::new(m, &game, Lang::De, Lang::De, false);
        let text = screen(&table);
        assert!(text.contains("gewünscht"), "{text}");
        insta::assert_snapshot!(text);
    }

    #[test]
    fn makatsu_mid_stage() {
        let game = content::load(GameId::Makatsu).unwrap();
        let mut m = MakatsuMatch::new(4, Level::Tips, 5).unwrap();
        // Two rounds and a half: the player's second card of round 3.
        let mut plays = 0;
        while plays < 21 {
            if m.players_turn() {
                let card = m.view().unwrap().hand.iter().next().unwrap();
                m.player_move(&card.to_string()).unwrap();
            } else {
                m.computer_move().unwrap();
            }
            plays += 1;
        }
        while !m.players_turn() {
            m.computer_move().unwrap();
        }
        let table = MakatsuTable::new(m, &game, Lang::En, Lang::En, false);
        let text = screen(&table);
        assert!(text.contains("Stage 1"), "{text}");
        assert!(text.contains("Ninja 4"), "{text}");
        insta::assert_snapshot!(text);
    }

    #[test]
    fn a_dim_card_says_why_and_names_its_rule() {
        let game = content::load(GameId::Makao).unwrap();
        let (m, dim) = (0..200)
            .find_map(|seed| {
                let mut rng = Pcg64Mcg::seed_from_u64(seed);
                let m = Match::new(
                    makao::State::deal(4, 0, &mut rng).unwrap(),
                    Level::Tips,
                    seed,
                );
                let m = until(m, |m| m.hand().iter().any(|(_, lit)| !lit))?;
                let dim = m.hand().iter().position(|(_, lit)| !lit)?;
                Some((m, dim))
            })
            .unwrap();
        let mut table = SheddingTable::new(m, &game, Lang::En, Lang::En, false);
        let before = table.m.state().table();
        let key = |c| KeyEvent::new(c, KeyModifiers::NONE);
        table.key(key(KeyCode::Char(char::from(b'1' + dim as u8))));
        table.key(key(KeyCode::Enter));
        assert_eq!(table.m.state().table(), before, "nothing was played");
        let (text, bad) = table.f.message.clone().unwrap();
        assert!(bad);
        assert!(text.contains("may not be played now"), "{text}");
        assert!(text.contains("(Stap "), "{text}");
        // `r` opens that rule card.
        table.key(key(KeyCode::Char('r')));
        assert!(matches!(table.f.popup, Popup::Text(..)));
        // Ctrl-C leaves at once.
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(table.key(ctrl_c), Some(Ending::Left));
    }
}
