//! A quiz session as a state machine behind small traits: which questions
//! to ask, in what order, checking each answer with the engine and
//! recording it. The terminal (dialoguer, or lines on stdin) is one
//! implementation of [`QuizIo`]; the tests use another. Answers are kept
//! by a [`Keep`] (the command line's store, a browser's storage), and time
//! comes from a [`Clock`], so that schedules can be tested without waiting.

use crate::input::InputError;
use chrono::{DateTime, Utc};
use rs_fsrs::{FSRS, Rating};

use super::progress::{self, GameProgress, Progress, QuestionRecord};
use super::{Answer, Evaluated, QuizError, evaluate_under, generate, parse_answer};
use crate::content::{Game, Lang, Question};
use crate::house::HouseRules;
use crate::i18n::Message;

/// Where "now" comes from.
pub trait Clock {
    fn now(&self) -> DateTime<Utc>;
}

/// Where answers are kept.
pub trait Keep {
    /// Applies `change` to the progress kept and keeps the result whole:
    /// `Ok(Some(message))` when it was kept and something is worth saying
    /// (an unreadable file set aside), `Err(message)` when it could not be
    /// kept.
    fn keep(&self, change: &mut dyn FnMut(&mut Progress)) -> Result<Option<Message>, Message>;
}

/// One question ready to ask: content or generated, evaluated by the engine.
#[derive(Debug, Clone)]
pub struct Item {
    /// The question id; generated questions have ids starting `gen-`.
    pub id: String,
    pub generated: bool,
    pub prompt: String,
    pub reference: String,
    pub rules: Vec<String>,
    pub evaluated: Evaluated,
}

/// Which questions to ask.
#[derive(Debug, Clone, Default)]
pub struct Selection {
    /// Only questions that are due.
    pub due: bool,
    /// Only questions never answered.
    pub new: bool,
    /// At most this many.
    pub count: Option<usize>,
    /// A session: what is due, then at most this many never asked, and
    /// nothing that is not due yet. `None` asks every question.
    pub session_new: Option<usize>,
    /// Mix in engine-generated questions.
    pub generated: bool,
    /// Seed for generated questions and for their mixing.
    pub seed: u64,
    /// The house rules in force: questions that name
    /// none of their own are played under these.
    pub house: HouseRules,
}

/// How a question was answered.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    /// A typed or chosen answer, to be checked.
    Answer(String),
    /// Reveal mode: the player uncovered the answer and says whether they
    /// knew it.
    Graded { knew: bool },
    /// The player wants to stop.
    Quit,
}

/// What happened with one question.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub correct: bool,
    /// The answer given; none in reveal mode.
    pub given: Option<Answer>,
}

/// The terminal side of a quiz.
pub trait QuizIo {
    /// Asks `item` (number `n` of `total`). In reveal mode the player
    /// thinks, uncovers the answer and grades themselves.
    fn ask(&mut self, item: &Item, n: usize, total: usize, reveal: bool) -> std::io::Result<Reply>;
    /// The answer was not one of the choices; the question is asked again.
    fn invalid(&mut self, item: &Item, error: &InputError) -> std::io::Result<()>;
    /// Right or wrong, and why.
    fn feedback(&mut self, item: &Item, outcome: &Outcome) -> std::io::Result<()>;
    /// Something the player should know that does not stop the quiz.
    fn warn(&mut self, message: &Message) -> std::io::Result<()>;
}

/// How the session went.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Summary {
    pub asked: usize,
    pub correct: usize,
    /// Whether every answer was saved to the progress file.
    pub saved: bool,
    pub quit: bool,
}

/// Picks and evaluates the questions for a session: what is due first (the
/// most overdue first), then what was never asked, then the rest by due
/// date; generated questions mixed in.
pub fn select<'a>(
    game: &'a Game,
    progress: &GameProgress,
    selection: &'a Selection,
    lang: Lang,
    now: DateTime<Utc>,
) -> Result<Plan<'a>, QuizError> {
    let mut due = Vec::new();
    let mut fresh = Vec::new();
    let mut later = Vec::new();
    for q in &game.quiz {
        match progress.questions.get(&q.id) {
            None => fresh.push(q),
            Some(r) if r.is_due(now) => due.push((r.schedule.due, q)),
            Some(r) => later.push((r.schedule.due, q)),
        }
    }
    due.sort_by_key(|(d, _)| *d);
    later.sort_by_key(|(d, _)| *d);
    let mut chosen: Vec<&Question> = Vec::new();
    if selection.due {
        chosen.extend(due.iter().map(|(_, q)| *q));
    } else if selection.new {
        chosen.extend(fresh.iter().copied());
    } else if let Some(new) = selection.session_new {
        chosen.extend(due.iter().map(|(_, q)| *q));
        chosen.extend(fresh.iter().take(new).copied());
    } else {
        chosen.extend(due.iter().map(|(_, q)| *q));
        chosen.extend(fresh.iter().copied());
        chosen.extend(later.iter().map(|(_, q)| *q));
    }
    let mut items = Vec::new();
    for q in chosen {
        items.push(Item {
            id: q.id.clone(),
            generated: false,
            prompt: q.prompt.get(lang).to_owned(),
            reference: q.reference.clone(),
            rules: q.rules.clone(),
            evaluated: evaluate_under(game, q, &selection.house)?,
        });
    }
    let (generator, generated) = if selection.generated {
        let count = selection.count.unwrap_or(10).max(1);
        // Every other question generated, so they mix with the content's.
        let n = if selection.due || selection.new {
            count
        } else {
            count.div_ceil(2)
        };
        let generator =
            generate::Generator::new(game, selection.seed, lang, &selection.house).take(n);
        (Some(generator), n)
    } else {
        (None, 0)
    };
    let available = items.len().saturating_add(generated);
    let total = selection.count.map_or(available, |c| c.min(available));
    Ok(Plan {
        content: items.into_iter(),
        generator,
        content_next: true,
        left: total,
        total,
    })
}

/// The questions of a session, in order: the content's chosen ones and,
/// with `--generated`, engine-built ones between them, each built only
/// when its turn comes.
pub struct Plan<'a> {
    content: std::vec::IntoIter<Item>,
    generator: Option<std::iter::Take<generate::Generator<'a>>>,
    /// Whose turn it is while both kinds remain.
    content_next: bool,
    left: usize,
    total: usize,
}

impl Plan<'_> {
    /// A session of exactly these questions.
    pub fn from_items(items: Vec<Item>) -> Plan<'static> {
        let total = items.len();
        Plan {
            content: items.into_iter(),
            generator: None,
            content_next: true,
            left: total,
            total,
        }
    }

    /// How many questions the session has.
    pub fn total(&self) -> usize {
        self.total
    }

    pub fn is_empty(&self) -> bool {
        self.total == 0
    }

    /// The next question, or `None` when the session is through.
    pub fn next_item(&mut self) -> Result<Option<Item>, QuizError> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        let from_content = self.content_next || self.generator.is_none();
        if self.generator.is_some() {
            self.content_next = !self.content_next;
        }
        if from_content && let Some(item) = self.content.next() {
            return Ok(Some(item));
        }
        if let Some(item) = self.generator.as_mut().and_then(Iterator::next) {
            return item.map(Some);
        }
        // One kind ran out: the rest come from the other.
        Ok(self.content.next())
    }

    /// Every question at once (for listings and tests; a session asks
    /// them one by one).
    pub fn into_items(mut self) -> Result<Vec<Item>, QuizError> {
        let mut items = Vec::new();
        while let Some(item) = self.next_item()? {
            items.push(item);
        }
        Ok(items)
    }
}

/// Why a session stopped early.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// A question could not be evaluated (broken content or a generator
    /// bug): named, never skipped silently.
    #[error("{0}")]
    Quiz(QuizError),
}

/// Records one answer: counts, streak, the rule cards it tests (marked when
/// missed, unmarked when known), and the question's FSRS schedule.
/// Generated questions have no schedule of their own; they count for their
/// rule cards. Counts stop at their maximum rather than wrap.
pub fn record(progress: &mut Progress, game: &str, item: &Item, correct: bool, now: DateTime<Utc>) {
    let bump = |n: &mut u32| *n = n.saturating_add(1);
    let g = progress.games.entry(game.to_owned()).or_default();
    bump(&mut g.answered);
    if correct {
        bump(&mut g.correct);
        bump(&mut g.streak);
        g.best_streak = g.best_streak.max(g.streak);
    } else {
        g.streak = 0;
    }
    for rule in &item.rules {
        let r = g.rules.entry(rule.clone()).or_default();
        bump(&mut r.answered);
        if correct {
            bump(&mut r.correct);
            r.marked = false;
        } else {
            bump(&mut r.missed);
            r.marked = true;
        }
    }
    if item.generated {
        return;
    }
    let rating = if correct { Rating::Good } else { Rating::Again };
    let fresh = || rs_fsrs::Card {
        due: now,
        last_review: now,
        ..Default::default()
    };
    // A schedule FSRS cannot step from (a damaged or hand-edited file) would
    // panic or come out as NaN, which JSON writes as null, and the whole
    // file would no longer read: such a question starts its schedule over
    // (found by fuzzing).
    let card = g
        .questions
        .get(&item.id)
        .map(|r| r.schedule.clone())
        .filter(progress::schedule_in_range)
        .unwrap_or_else(fresh);
    let mut schedule = FSRS::default().next(card, now, rating).card;
    if !progress::schedule_in_range(&schedule) {
        schedule = FSRS::default().next(fresh(), now, rating).card;
    }
    let r = g
        .questions
        .entry(item.id.clone())
        .or_insert_with(|| QuestionRecord {
            answered: 0,
            correct: 0,
            last_correct: false,
            last_answered: now,
            schedule: schedule.clone(),
            extra: Default::default(),
        });
    bump(&mut r.answered);
    if correct {
        bump(&mut r.correct);
    }
    r.last_correct = correct;
    r.last_answered = now;
    r.schedule = schedule;
}

/// How a session runs: where answers are saved, whether they count, how
/// questions are asked, what time it is, how typed cards are read.
#[derive(Clone, Copy)]
pub struct Settings<'a> {
    pub store: Option<&'a dyn Keep>,
    /// Practice only: nothing is recorded.
    pub cram: bool,
    /// Uncover the answer and grade yourself instead of answering.
    pub reveal: bool,
    pub clock: &'a dyn Clock,
    pub parse_card: &'a dyn Fn(&str) -> Option<String>,
}

/// Runs a session: asks every item, checks and records each answer as it
/// is given (so stopping half-way loses nothing), and never lets a failing
/// progress file stop the quiz.
pub fn run(
    game: &Game,
    plan: &mut Plan<'_>,
    settings: &Settings<'_>,
    io: &mut dyn QuizIo,
) -> Result<Summary, RunError> {
    let Settings {
        store,
        cram,
        reveal,
        clock,
        parse_card,
    } = *settings;
    let mut summary = Summary {
        saved: store.is_some() && !cram,
        ..Summary::default()
    };
    let mut store = if cram { None } else { store };
    let total = plan.total();
    let mut n = 0;
    while let Some(item) = plan.next_item().map_err(RunError::Quiz)? {
        n += 1;
        let item = &item;
        let outcome = loop {
            match io.ask(item, n, total, reveal)? {
                Reply::Quit => {
                    summary.quit = true;
                    return Ok(summary);
                }
                Reply::Graded { knew } => {
                    break Outcome {
                        correct: knew,
                        given: None,
                    };
                }
                Reply::Answer(text) => {
                    match parse_answer(&item.evaluated.kind, &text, parse_card) {
                        Ok(given) => {
                            break Outcome {
                                correct: given == item.evaluated.expected,
                                given: Some(given),
                            };
                        }
                        Err(e) => io.invalid(item, &e)?,
                    }
                }
            }
        };
        summary.asked += 1;
        if outcome.correct {
            summary.correct += 1;
        }
        if let Some(s) = store {
            let now = clock.now();
            match s.keep(&mut |p| record(p, game.id.slug(), item, outcome.correct, now)) {
                Ok(Some(warning)) => io.warn(&warning)?,
                Ok(None) => {}
                Err(problem) => {
                    io.warn(&Message::new("warn-quiz-not-saved").arg("problem", problem))?;
                    summary.saved = false;
                    store = None;
                }
            }
        }
        io.feedback(item, &outcome)?;
    }
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{self, GameId};
    use crate::quiz::evaluate;
    use std::cell::{Cell, RefCell};

    struct FixedClock(Cell<DateTime<Utc>>);

    /// Progress kept in memory, as a browser or the store keeps it; or,
    /// with `fails`, nowhere.
    #[derive(Default)]
    struct Memory {
        progress: RefCell<Option<Progress>>,
        fails: bool,
    }

    impl Keep for Memory {
        fn keep(&self, change: &mut dyn FnMut(&mut Progress)) -> Result<Option<Message>, Message> {
            if self.fails {
                return Err(Message::new("test-not-writable"));
            }
            change(
                self.progress
                    .borrow_mut()
                    .get_or_insert_with(Progress::default),
            );
            Ok(None)
        }
    }

    impl Memory {
        fn kept(&self) -> Progress {
            self.progress.borrow().clone().unwrap_or_default()
        }
    }

    impl Clock for FixedClock {
        fn now(&self) -> DateTime<Utc> {
            self.0.get()
        }
    }

    /// Answers from a script, remembering what it was told.
    struct Scripted {
        replies: Vec<Reply>,
        invalid: usize,
        feedback: Vec<bool>,
        warnings: Vec<String>,
    }

    impl QuizIo for Scripted {
        fn ask(&mut self, _: &Item, _: usize, _: usize, _: bool) -> std::io::Result<Reply> {
            Ok(if self.replies.is_empty() {
                Reply::Quit
            } else {
                self.replies.remove(0)
            })
        }
        fn invalid(&mut self, _: &Item, _: &InputError) -> std::io::Result<()> {
            self.invalid += 1;
            Ok(())
        }
        fn feedback(&mut self, _: &Item, o: &Outcome) -> std::io::Result<()> {
            self.feedback.push(o.correct);
            Ok(())
        }
        fn warn(&mut self, m: &Message) -> std::io::Result<()> {
            self.warnings.push(m.to_string());
            Ok(())
        }
    }

    fn scripted(replies: Vec<Reply>) -> Scripted {
        Scripted {
            replies,
            invalid: 0,
            feedback: vec![],
            warnings: vec![],
        }
    }

    fn no_cards(_: &str) -> Option<String> {
        None
    }

    fn start() -> DateTime<Utc> {
        DateTime::parse_from_rfc3339("2026-11-30T18:00:00Z")
            .unwrap()
            .with_timezone(&Utc)
    }

    fn item(game: &Game, id: &str) -> Item {
        let q = game.question(id).unwrap();
        Item {
            id: q.id.clone(),
            generated: false,
            prompt: q.prompt.get(Lang::En).to_owned(),
            reference: q.reference.clone(),
            rules: q.rules.clone(),
            evaluated: evaluate(game, q).unwrap(),
        }
    }

    #[test]
    fn a_wrong_answer_comes_due_sooner_than_a_right_one() {
        let game = content::load(GameId::Makatsu).unwrap();
        let mut p = Progress::default();
        let a = item(&game, "weisst-du-es-noch");
        let b = item(&game, "yellow-in-pass-three");
        record(&mut p, "makatsu", &a, true, start());
        record(&mut p, "makatsu", &b, false, start());
        let g = &p.games["makatsu"];
        let right = g.questions["weisst-du-es-noch"].schedule.due;
        let wrong = g.questions["yellow-in-pass-three"].schedule.due;
        assert!(wrong < right, "wrong due {wrong}, right due {right}");
        // And a missed question's rule cards are marked until known.
        assert!(b.rules.iter().all(|r| g.rules[r].marked));
        record(&mut p, "makatsu", &b, true, start());
        assert!(b.rules.iter().all(|r| !p.games["makatsu"].rules[r].marked));
    }

    #[test]
    fn due_questions_come_first_and_filters_apply() {
        let game = content::load(GameId::Makatsu).unwrap();
        let mut p = Progress::default();
        let a = item(&game, "hand-size");
        record(&mut p, "makatsu", &a, false, start());
        let later = start() + chrono::Duration::days(2);
        let g = &p.games["makatsu"];
        let all = select(&game, g, &Selection::default(), Lang::En, later)
            .and_then(Plan::into_items)
            .unwrap();
        assert_eq!(
            all[0].id, "hand-size",
            "the missed question is due and comes first"
        );
        assert_eq!(all.len(), game.quiz.len());
        let due = select(
            &game,
            g,
            &Selection {
                due: true,
                ..Default::default()
            },
            Lang::En,
            later,
        )
        .and_then(Plan::into_items)
        .unwrap();
        assert_eq!(due.len(), 1);
        let new = select(
            &game,
            g,
            &Selection {
                new: true,
                ..Default::default()
            },
            Lang::En,
            later,
        )
        .and_then(Plan::into_items)
        .unwrap();
        assert_eq!(new.len(), game.quiz.len() - 1);
        let three = select(
            &game,
            g,
            &Selection {
                count: Some(3),
                ..Default::default()
            },
            Lang::En,
            later,
        )
        .and_then(Plan::into_items)
        .unwrap();
        assert_eq!(three.len(), 3);
        // A session: the due one, then at most ten new; nothing not due.
        let session = |p: &GameProgress, at| {
            let s = Selection {
                session_new: Some(10),
                ..Default::default()
            };
            select(&game, p, &s, Lang::En, at)
                .and_then(Plan::into_items)
                .unwrap()
        };
        let ids: Vec<String> = session(g, later).into_iter().map(|i| i.id).collect();
        assert_eq!(ids.len(), 11);
        assert_eq!(ids[0], "hand-size");
        let mut p = p.clone();
        record(&mut p, "makatsu", &a, true, later);
        let soon = later + chrono::Duration::minutes(1);
        let ids: Vec<String> = session(&p.games["makatsu"], soon)
            .into_iter()
            .map(|i| i.id)
            .collect();
        assert!(!ids.contains(&"hand-size".to_owned()), "not due: {ids:?}");
        assert_eq!(ids.len(), 10);
    }

    /// Runs Makatsu questions `ids` against `store`, answering from
    /// `replies`, at a fixed time.
    fn session(
        store: &Memory,
        ids: &[&str],
        replies: Vec<Reply>,
        cram: bool,
        reveal: bool,
    ) -> (Summary, Scripted) {
        let game = content::load(GameId::Makatsu).unwrap();
        let items: Vec<Item> = ids.iter().map(|id| item(&game, id)).collect();
        let mut io = scripted(replies);
        let clock = FixedClock(Cell::new(start()));
        let settings = Settings {
            store: Some(store),
            cram,
            reveal,
            clock: &clock,
            parse_card: &no_cards,
        };
        let summary = run(&game, &mut Plan::from_items(items), &settings, &mut io).unwrap();
        (summary, io)
    }

    #[test]
    fn a_session_checks_records_and_survives_bad_input() {
        let store = Memory::default();
        let replies = vec![
            Reply::Answer("Zoe".into()),
            Reply::Answer("ben".into()),
            Reply::Answer("5".into()),
        ];
        let (s, io) = session(
            &store,
            &["weisst-du-es-noch", "yellow-in-pass-three"],
            replies,
            false,
            false,
        );
        assert_eq!((s.asked, s.correct, s.saved), (2, 1, true));
        assert_eq!(io.invalid, 1, "Zoe is not a choice and is asked again");
        assert_eq!(io.feedback, vec![true, false]);
        assert_eq!(store.kept().games["makatsu"].answered, 2);
    }

    #[test]
    fn cram_mode_does_not_touch_the_schedule() {
        let store = Memory::default();
        session(
            &store,
            &["weisst-du-es-noch"],
            vec![Reply::Answer("Anna".into())],
            true,
            false,
        );
        assert_eq!(store.kept(), Progress::default());
    }

    #[test]
    fn quitting_keeps_every_answer_already_given() {
        let store = Memory::default();
        let replies = vec![Reply::Answer("Ben".into()), Reply::Quit];
        let (s, _) = session(
            &store,
            &["weisst-du-es-noch", "hand-size"],
            replies,
            false,
            false,
        );
        assert!(s.quit);
        assert_eq!(store.kept().games["makatsu"].answered, 1);
    }

    #[test]
    fn an_unwritable_store_warns_once_and_the_quiz_goes_on() {
        let store = Memory {
            fails: true,
            ..Memory::default()
        };
        let replies = vec![Reply::Answer("Ben".into()), Reply::Answer("4".into())];
        let (s, io) = session(
            &store,
            &["weisst-du-es-noch", "hand-size"],
            replies,
            false,
            false,
        );
        assert_eq!((s.asked, s.correct, s.saved), (2, 2, false));
        assert_eq!(io.warnings.len(), 1);
    }

    #[test]
    fn reveal_mode_records_the_self_grade() {
        let store = Memory::default();
        let (s, _) = session(
            &store,
            &["weisst-du-es-noch"],
            vec![Reply::Graded { knew: false }],
            false,
            true,
        );
        assert_eq!(s.correct, 0);
        assert!(store.kept().games["makatsu"].rules["tie-later-card"].marked);
    }
}
