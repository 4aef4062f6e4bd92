//! The quiz progress document in the store: repairs, files set aside,
//! newer versions, a crash before the rename.

use std::fs;

use rulecard_core::quiz::progress::*;

use super::*;

fn record(p: &mut Progress, game: &str) {
    let g = p.games.entry(game.to_owned()).or_default();
    g.answered += 1;
}

fn update(store: &Store, game: &str) -> (Progress, Option<Warning>) {
    store
        .update::<Progress>(OnUnreadable::KeepAside, |p| record(p, game))
        .unwrap()
}

const ONE_QUESTION: &str = r#"{
  "version": 1,
  "games": { "makatsu": {
    "answered": 3, "correct": 2, "streak": 1, "best_streak": 2,
    "questions": {
      "q1": { "answered": 2, "correct": 1, "last_correct": true,
              "last_answered": "2026-01-01T00:00:00Z",
              "schedule": { "due": "2026-01-02T00:00:00Z", "stability": 2.5,
                "difficulty": 5.0, "elapsed_days": 1, "scheduled_days": 1,
                "reps": 2, "lapses": 0, "state": "Review",
                "last_review": "2026-01-01T00:00:00Z" } }
    },
    "rules": { "r1": { "answered": 2, "correct": 1, "missed": 1, "marked": true } }
  } }
}"#;

#[test]
fn update_creates_and_accumulates() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    update(&store, "makatsu");
    let (p, _) = update(&store, "makatsu");
    assert_eq!(p.games["makatsu"].answered, 2);
    assert_eq!(store.peek::<Progress>().0, p);
}

#[test]
fn a_corrupt_file_is_kept_aside_and_named() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    fs::write(store.file::<Progress>(), b"{ this is not json").unwrap();
    let (p, warning) = update(&store, "maumau");
    assert_eq!(p.games["maumau"].answered, 1);
    let Some(Warning::KeptAside { kept, .. }) = warning else {
        panic!("expected a warning")
    };
    assert_eq!(fs::read(&kept).unwrap(), b"{ this is not json");
    assert!(
        kept.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("progress.json.unreadable-")
    );
}

#[test]
fn a_schedule_out_of_range_is_repaired_not_the_file_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let text = ONE_QUESTION.replace("\"difficulty\": 5.0", "\"difficulty\": -1e10");
    fs::write(store.file::<Progress>(), text).unwrap();
    let (p, w) = update(&store, "makatsu");
    let g = &p.games["makatsu"];
    assert_eq!(g.answered, 4, "the other records stay");
    assert_eq!(g.questions["q1"].schedule.difficulty, 1.0);
    assert!(w.unwrap().to_string().contains("q1"));
    // What was written reads again, without repairs.
    let (again, w) = store.peek::<Progress>();
    assert_eq!(again, p);
    assert_eq!(w, None);
}

#[test]
fn an_unreadable_question_is_dropped_alone() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let text = ONE_QUESTION.replace("\"stability\": 2.5", "\"stability\": null");
    fs::write(store.file::<Progress>(), text).unwrap();
    let (p, w) = store.peek::<Progress>();
    let g = &p.games["makatsu"];
    assert!(g.questions.is_empty());
    assert!(g.rules["r1"].marked, "the rule marker stays");
    assert!(w.unwrap().to_string().contains("unreadable record dropped"));
}

#[test]
fn counts_that_disagree_are_repaired_on_load() {
    let text = ONE_QUESTION
        .replace(
            "\"correct\": 2, \"streak\": 1",
            "\"correct\": 21, \"streak\": 1",
        )
        .replace("\"answered\": 3", "\"answered\": 5000000000");
    let d = Progress::decode(text.as_bytes()).unwrap();
    let g = &d.doc.games["makatsu"];
    assert_eq!(g.answered, u32::MAX);
    assert_eq!(g.correct, 21);
    let text = ONE_QUESTION.replace(
        "\"correct\": 2, \"streak\": 1",
        "\"correct\": 7, \"streak\": 1",
    );
    let d = Progress::decode(text.as_bytes()).unwrap();
    assert_eq!(
        d.doc.games["makatsu"].correct, 3,
        "no more right than answered"
    );
    assert_eq!(d.repairs.len(), 1, "{:?}", d.repairs);
}

#[test]
fn unknown_fields_survive_a_save() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let text = ONE_QUESTION
        .replacen(
            "\"version\": 1,",
            "\"version\": 1, \"play\": {\"x\": 1},",
            1,
        )
        .replace("\"marked\": true", "\"marked\": true, \"note\": \"hi\"");
    fs::write(store.file::<Progress>(), text).unwrap();
    update(&store, "makatsu");
    let saved = fs::read_to_string(store.file::<Progress>()).unwrap();
    assert!(saved.contains("\"play\""), "{saved}");
    assert!(saved.contains("\"note\": \"hi\""), "{saved}");
}

#[test]
fn a_newer_version_is_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let text = ONE_QUESTION.replacen("\"version\": 1", "\"version\": 2", 1);
    fs::write(store.file::<Progress>(), &text).unwrap();
    let (p, w) = store.peek::<Progress>();
    assert_eq!(p.games["makatsu"].answered, 3, "read as far as understood");
    assert!(matches!(w, Some(Warning::Newer { found: 2, .. })));
    let err = store
        .update::<Progress>(OnUnreadable::KeepAside, |p| record(p, "makatsu"))
        .unwrap_err();
    assert!(matches!(err, StoreError::Newer { .. }), "{err}");
    assert_eq!(fs::read_to_string(store.file::<Progress>()).unwrap(), text);
}

#[test]
fn a_schedule_that_is_not_finite_is_never_written() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    fs::write(store.file::<Progress>(), ONE_QUESTION).unwrap();
    let before = fs::read(store.file::<Progress>()).unwrap();
    let err = store
        .update::<Progress>(OnUnreadable::KeepAside, |p| {
            let q = p.games.get_mut("makatsu").unwrap().questions.get_mut("q1");
            q.unwrap().schedule.stability = f64::INFINITY;
        })
        .unwrap_err();
    assert!(err.to_string().contains("not a finite number"), "{err}");
    assert_eq!(fs::read(store.file::<Progress>()).unwrap(), before);
}

#[test]
fn a_crash_before_the_rename_leaves_the_old_file_whole() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    update(&store, "makatsu");
    let before = fs::read(store.file::<Progress>()).unwrap();
    let crashing = store.clone().with_fault(Fault::BeforeRename);
    let err = crashing
        .update::<Progress>(OnUnreadable::KeepAside, |p| record(p, "makatsu"))
        .unwrap_err();
    assert!(matches!(err, StoreError::Injected { .. }));
    assert_eq!(fs::read(store.file::<Progress>()).unwrap(), before);
    let (p, _) = update(&store, "makatsu");
    assert_eq!(p.games["makatsu"].answered, 2);
}
