//! Recomputes the longest stack of 7s under Mau-Mau's `seven-stacking`
//! for one deck, every table it serves (2 to 4 players) and every Mau-Mau
//! penalty (1 to 10 cards), by the exhaustive search of
//! `engine::maumau::stack`, and checks the figures the judge uses
//! (`stack::ONE_DECK`). Exit 1 if they differ.
//!
//! Run it in a release build: the search takes a while.
//!
//!     cargo run --release --example seven_stacks

use std::process::ExitCode;

use rulecard_core::engine::maumau::stack::{ONE_DECK, longest_for_decks};

fn main() -> ExitCode {
    let mut differ = false;
    println!("players  longest stack (7s) for a Mau-Mau penalty of 1..10 cards");
    for players in 2..=4 {
        let mut row = Vec::new();
        for m in 1..=10u32 {
            match longest_for_decks(players, 1, m) {
                Ok(t) => {
                    differ |= t != ONE_DECK[players - 2][m as usize - 1];
                    row.push(t.to_string());
                }
                Err(e) => {
                    eprintln!("{players} players, penalty {m}: the search failed: {e:?}");
                    return ExitCode::FAILURE;
                }
            }
        }
        println!("{players:>7}  {}", row.join(" "));
    }
    if differ {
        eprintln!("the judge's figures (stack::ONE_DECK) differ from the search");
        return ExitCode::FAILURE;
    }
    println!("the judge's figures (stack::ONE_DECK) agree");
    ExitCode::SUCCESS
}
