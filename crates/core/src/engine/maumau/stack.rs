//! How long a stack of 7s can grow under `seven-stacking` (R-MM-SEVEN):
//! the bound behind the judge's `--penalty`.
//!
//! Without reshuffles a stack holds every 7 at most once, so 4 per deck.
//! With them it can hold more: a player who comes down to one card without
//! announcing "Mau-Mau" draws the penalty cards at the end of the turn
//! (R-MM-MAU), and if the draw pile is empty then, the discard pile under
//! the top card is shuffled in (R-MM-DRAW), the 7s of the open stack with
//! it; the player draws them and can answer with them again. That is the
//! only way a 7 comes back while a stack is open: the target's only other
//! choice, taking the cards, closes the stack.
//!
//! What stops it: the cards other than 7s. During a stack they only ever
//! go into hands (only 7s are played), a player draws only when coming down
//! from 2 cards to 1, so with at most one card that is not a 7, and every
//! seat must answer with a 7 in turn. A second reshuffle inside one stack
//! needs every card but the 7s in hands first.
//!
//! [`longest`] searches that model exhaustively: every way the cards can
//! lie when the stack starts (hands, draw pile, discard pile), every order
//! the shuffles can bring, every choice to announce or not. It is
//! exhaustive but not quick (a second or so per table for one deck in a
//! release build), so the judge uses the figures it found for one deck
//! ([`ONE_DECK`], checked against the search by the test suite and by
//! `examples/seven_stacks.rs`) and, for more decks, [`bound`]'s proven
//! limits.

use std::collections::{HashMap, HashSet};

/// Cards of a Skat deck other than 7s, per 7: 28 of them to 4 sevens.
const OTHERS_PER_SEVEN: u32 = 7;

/// The longest stack, in 7s, for one 32-card deck: `ONE_DECK[p - 2][m - 1]`
/// for `p` players (2 to 4, the tables one deck serves, R-MM-DECK) and a
/// Mau-Mau penalty of `m` cards (1 to 10). Found by [`longest`]; the test
/// suite recomputes the rows for 2 and 3 players and the example
/// `seven_stacks` all of them.
///
/// Why 4 players cannot pass 4 sevens: see [`bound`]; a 7 comes back at
/// play `players + 2` at the earliest, and by then four plays have used
/// all four 7s.
pub const ONE_DECK: [[u32; 10]; 3] = [
    [6, 6, 6, 6, 6, 6, 6, 6, 6, 6],
    [5, 6, 6, 6, 6, 6, 6, 6, 6, 6],
    [4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
];

/// The most 7s one open stack can hold at a table of `players` (`None`:
/// any table the decks serve) with `decks` Skat decks and a Mau-Mau
/// penalty of `mau_penalty` cards.
///
/// One deck: [`ONE_DECK`], the exhaustive search's figures (with the
/// player count unknown, the largest for 2 to 4 players).
///
/// More decks (`s` = 4 × decks sevens), from two facts that need no
/// search:
/// - a 7 played at play `i` can be played again at play `i + players + 1`
///   at the earliest (a reshuffle at a later play's end, then its drawer's
///   next turn), so with `players >= s` no 7 is played twice: `s`;
/// - otherwise, counting the plays of each 7: once before the first
///   reshuffle inside the stack and once between the first and the
///   second, `2s - 1` in all (the top card stays on the table at a
///   reshuffle); and once a second reshuffle happens, every card other
///   than a 7 is in a hand, so some player holds two of them and can
///   never draw again: they answer with the at most `s - 1` sevens they
///   hold, once a round, so at most `players × s - 1` plays follow.
///   Together `(players + 2) × s - 2`. This is far from tight (for one
///   deck and 3 players it gives 18 where the search finds 6; the search
///   cannot exhaust two decks), but it never refuses a stack that can
///   happen.
pub fn bound(players: Option<usize>, decks: u8, mau_penalty: u32) -> u32 {
    let m = mau_penalty.clamp(1, 10) as usize - 1;
    if decks <= 1 {
        return match players {
            Some(p) if (2..=4).contains(&p) => ONE_DECK[p - 2][m],
            _ => ONE_DECK.iter().map(|row| row[m]).max().unwrap_or(0),
        };
    }
    let s = 4 * u32::from(decks);
    let limit = |p: u32| if p >= s { s } else { (p + 2) * s - 2 };
    match players {
        Some(p) => limit(p.max(2) as u32),
        // Without a player count: the largest limit for the tables these
        // decks serve (one deck per four players, R-MM-DECK).
        None => (4 * u32::from(decks) - 3..=4 * u32::from(decks))
            .map(limit)
            .max()
            .unwrap_or(s),
    }
}

/// Where the cards lie while a stack is open: the seat to move; per seat
/// its 7s and its other cards (0, 1, or 2 for "two or more": such a hand
/// never draws again in this stack); 7s and other cards in the draw pile;
/// 7s and other cards under the top card (which is a 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Table {
    seat: u8,
    sevens: [u8; MAX_SEATS],
    others: [u8; MAX_SEATS],
    draw_sevens: u8,
    draw_others: u8,
    under_sevens: u8,
    under_others: u8,
}

/// Seats the search handles.
const MAX_SEATS: usize = 6;

/// Why the search cannot answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchError {
    /// More seats than the search handles, or fewer than 2.
    Seats,
    /// A stack could go on for ever: the model would be wrong.
    Endless,
}

/// The longest stack of 7s (plays, so the penalty is twice this) that can
/// be open at a table of `players` with `sevens` 7s and `others` other
/// cards, and a Mau-Mau penalty of `mau_penalty` cards: exhaustive over
/// every way the cards can lie when the stack starts and every way the
/// shuffles and the players' choices can go.
pub fn longest(
    players: usize,
    sevens: u32,
    others: u32,
    mau_penalty: u32,
) -> Result<u32, SearchError> {
    if !(2..=MAX_SEATS).contains(&players) || sevens > 15 || others > 63 {
        return Err(SearchError::Seats);
    }
    let mut search = Search {
        players,
        mau_penalty,
        memo: HashMap::new(),
        open: HashSet::new(),
    };
    let mut best = 0;
    // The card under the first 7 of the stack: a 7 (a taken stack's) or
    // another card.
    for top_seven in [false, true] {
        let rest = sevens - u32::from(top_seven);
        let mut bins = vec![0u8; players + 2];
        let mut result = Ok(());
        compositions(rest, &mut bins, 0, &mut |bins| {
            if result.is_err() || bins[0] == 0 {
                return;
            }
            for others_code in 0..3u32.pow(players as u32) {
                let mut t = Table {
                    seat: 0,
                    sevens: [0; MAX_SEATS],
                    others: [0; MAX_SEATS],
                    draw_sevens: bins[players],
                    draw_others: 0,
                    under_sevens: bins[players + 1] + u8::from(top_seven),
                    under_others: u8::from(!top_seven),
                };
                let mut code = others_code;
                let mut in_hands = 0u32;
                let mut stuck = false;
                t.sevens[..players].copy_from_slice(&bins[..players]);
                for n in t.others.iter_mut().take(players) {
                    *n = (code % 3) as u8;
                    code /= 3;
                    in_hands += u32::from(*n);
                    stuck |= *n == 2;
                }
                if (0..players).any(|s| t.sevens[s] + t.others[s] == 0) {
                    continue;
                }
                let free = others.saturating_sub(in_hands + u32::from(!top_seven));
                // Every other card is somewhere: in the piles, or (beyond
                // two) with a player who holds two or more.
                for draw in 0..=free {
                    let unders: Vec<u32> = if stuck {
                        (0..=free - draw).collect()
                    } else {
                        vec![free - draw]
                    };
                    for under in unders {
                        let mut start = t;
                        start.draw_others = draw as u8;
                        start.under_others += under as u8;
                        match search.first_play(start) {
                            Ok(v) => best = best.max(v),
                            Err(e) => {
                                result = Err(e);
                                return;
                            }
                        }
                    }
                }
            }
        });
        result?;
    }
    Ok(best)
}

/// Calls `f` with every way to put `n` items into `bins[at..]`.
fn compositions(n: u32, bins: &mut Vec<u8>, at: usize, f: &mut impl FnMut(&[u8])) {
    if at + 1 == bins.len() {
        bins[at] = n as u8;
        f(bins);
        return;
    }
    for k in 0..=n {
        bins[at] = k as u8;
        compositions(n - k, bins, at + 1, f);
    }
}

struct Search {
    players: usize,
    mau_penalty: u32,
    memo: HashMap<Table, u32>,
    open: HashSet<Table>,
}

impl Search {
    /// The first 7 of the stack, by seat 0 (its card under it is already
    /// counted in `t`); the plays the stack can reach from there.
    fn first_play(&mut self, t: Table) -> Result<u32, SearchError> {
        let mut best = 0;
        for next in self.after_play(t, false) {
            best = best.max(1 + self.further(next)?);
        }
        Ok(best)
    }

    /// The tables after the seat to move plays a 7 (and perhaps draws
    /// the Mau-Mau penalty), the next seat to move; none if that 7 was
    /// its last card (it has won, nothing stays open). `old_top_seven`:
    /// the card the 7 covers is a 7 (always, but for the stack's first).
    fn after_play(&self, mut t: Table, old_top_seven: bool) -> Vec<Table> {
        let seat = usize::from(t.seat);
        let held = t.sevens[seat] + t.others[seat];
        if t.sevens[seat] == 0 || held == 1 {
            return Vec::new();
        }
        t.sevens[seat] -= 1;
        if old_top_seven {
            t.under_sevens += 1;
        }
        t.seat = ((seat + 1) % self.players) as u8;
        let mut out = vec![t];
        // R-MM-MAU: from 2 cards to 1 without announcing: the penalty,
        // drawn in any order the shuffles allow. A hand of two or more
        // other cards has no 2-card turn with a 7 in it.
        if held == 2 && t.others[seat] < 2 {
            let mut drawn = Vec::new();
            draws(self.mau_penalty, t, 0, 0, &mut drawn);
            for (sevens, others, piles) in drawn {
                let mut after = piles;
                after.sevens[seat] += sevens;
                after.others[seat] = (t.others[seat] + others).min(2);
                out.push(after);
            }
        }
        out
    }

    /// The most plays that can follow in table `t`.
    fn further(&mut self, t: Table) -> Result<u32, SearchError> {
        if let Some(&v) = self.memo.get(&t) {
            return Ok(v);
        }
        if !self.open.insert(t) {
            return Err(SearchError::Endless);
        }
        let mut best = 0;
        for next in self.after_play(t, true) {
            best = best.max(1 + self.further(next)?);
        }
        self.open.remove(&t);
        self.memo.insert(t, best);
        Ok(best)
    }
}

/// Every way to draw `left` more cards (R-MM-DRAW: an empty draw pile is
/// refilled from under the top card; with both empty the rest is
/// forgiven): `(7s drawn, others drawn, piles after)`.
fn draws(left: u32, t: Table, sevens: u8, others: u8, out: &mut Vec<(u8, u8, Table)>) {
    let mut t = t;
    if left == 0 {
        out.push((sevens, others, t));
        return;
    }
    if t.draw_sevens + t.draw_others == 0 {
        if t.under_sevens + t.under_others == 0 {
            out.push((sevens, others, t));
            return;
        }
        t.draw_sevens = t.under_sevens;
        t.draw_others = t.under_others;
        t.under_sevens = 0;
        t.under_others = 0;
    }
    if t.draw_sevens > 0 {
        let mut next = t;
        next.draw_sevens -= 1;
        draws(left - 1, next, sevens + 1, others, out);
    }
    if t.draw_others > 0 {
        let mut next = t;
        next.draw_others -= 1;
        draws(left - 1, next, sevens, others.saturating_add(1).min(2), out);
    }
}

/// [`longest`] for `decks` Skat decks (4 sevens and 28 other cards each).
pub fn longest_for_decks(players: usize, decks: u32, mau_penalty: u32) -> Result<u32, SearchError> {
    longest(
        players,
        4 * decks,
        4 * decks * OTHERS_PER_SEVEN,
        mau_penalty,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_decks_follow_the_proven_limits() {
        // Two 7s, 14 other cards, two players: no 7 can come back in time.
        assert_eq!(longest(2, 2, 14, 5), Ok(2));
        assert_eq!(longest(3, 3, 21, 5), Ok(3));
        assert_eq!(longest(2, 3, 21, 5), Ok(4));
    }

    #[test]
    fn one_deck_figures_are_the_searchs() {
        // Two and three players, recomputed (four players need no search:
        // see `bound`); `examples/seven_stacks.rs` recomputes every row.
        for m in 1..=10 {
            assert_eq!(longest_for_decks(2, 1, m), Ok(ONE_DECK[0][m as usize - 1]));
        }
        for m in [1, 2] {
            assert_eq!(longest_for_decks(3, 1, m), Ok(ONE_DECK[1][m as usize - 1]));
        }
        // Four players and four 7s: no 7 can come back in time.
        assert!(ONE_DECK[2].iter().all(|&t| t == 4));
    }

    #[test]
    fn more_decks_use_the_proven_limits() {
        assert_eq!(bound(Some(8), 2, 5), 8);
        assert_eq!(bound(Some(5), 2, 5), 7 * 8 - 2);
        assert_eq!(bound(None, 2, 5), 9 * 8 - 2);
        assert_eq!(bound(None, 1, 5), 6);
        assert_eq!(bound(Some(4), 1, 5), 4);
        assert_eq!(bound(Some(3), 1, 1), 5);
    }
}
