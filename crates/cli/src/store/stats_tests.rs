//! Play statistics in the store: saved and read back.

use chrono::DateTime;
use rulecard_core::play::Level;
use rulecard_core::play::stats::*;

use super::*;

fn win(points: u32, seconds: u64) -> GameResult {
    GameResult::Won(Win {
        points,
        seconds,
        date: DateTime::from_timestamp(0, 0).unwrap(),
        seed: 1,
        players: 4,
        level: Level::Tips,
        extra: Default::default(),
    })
}

#[test]
fn saved_through_the_store_and_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    store
        .update::<PlayStats>(OnUnreadable::KeepAside, |s| {
            s.record("maumau", Level::Random, &win(30, 5), &[])
        })
        .unwrap();
    let (s, w) = store.peek::<PlayStats>();
    assert_eq!(w, None);
    assert_eq!(s.games["maumau"][&Level::Random].wins, 1);
}
