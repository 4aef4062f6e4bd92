//! Scoring one round: who takes which chips, and why.
//!
//! There is exactly one scoring function, `score`; the judge
//! ([`judge_round`]) and the whole game ([`Game`]) both call it. The judge
//! then adds the explanation (cards compared, ties lost, rules applied) as
//! data, so that a renderer can write it in any language.
//!
//! [`Game`]: super::Game

use serde::Serialize;

use super::card::{Card, Colour, Pass};
use super::{MakatsuError, check_meister, check_players, rules};
use crate::engine::{RuleRef, Seat};

/// Whether a play is a player's first or second card of the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayKind {
    /// Played in the first lap, from the Meister holder to the left.
    First,
    /// Played in the second lap, in the same order; later than every first card.
    Second,
}

/// One card on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Play {
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// Play number, 1-based (R-MK-ORDER): higher means played later.
    pub number: u8,
    /// First or second card of that player.
    pub kind: PlayKind,
}

/// The play number of a card (R-MK-ORDER): `offset + 1` for first cards and
/// `players + offset + 1` for second cards, where `offset` counts seats to
/// the left of the starter. Every second card is therefore later than every
/// first card, the starter's too (MK-23).
///
/// Meant for 2–6 players; for other counts the result is only saturated,
/// never a panic.
pub fn play_number(players: usize, starter: Seat, seat: Seat, kind: PlayKind) -> u8 {
    let players = players.max(1);
    let offset = (seat % players + players - starter % players) % players;
    let number = match kind {
        PlayKind::First => offset + 1,
        PlayKind::Second => players + offset + 1,
    };
    // At most 2 × 6 = 12 in a real game.
    u8::try_from(number).unwrap_or(u8::MAX)
}

/// Chips taken in one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Award {
    /// The colour.
    pub colour: Colour,
    /// Who takes the chips.
    pub seat: Seat,
    /// The winning card (highest, and latest among equal highest).
    pub card: Card,
    /// Its play number.
    pub play_number: u8,
    /// Chips taken: blue 1, yellow 2, purple 1 (MK-03).
    pub chips: u8,
    /// Minus points: chips × the pass's chip value (R-MK-VALUE).
    pub points: u32,
    /// Whether Meister Makatsu comes with it (purple only).
    pub meister: bool,
}

/// The decisions of one round without explanations: what a game applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RoundScore {
    /// Per colour (blue, yellow, purple): the award, if anyone played it.
    pub awards: [Option<Award>; 3],
    /// Per colour: whether an equal highest card lost to a later one.
    pub ties: [bool; 3],
    /// Meister holder after scoring; also the next starter.
    pub meister_after: Seat,
}

/// Scores a round (R-MK-TIE, R-MK-COLOURS, R-MK-VALUE): per colour, in the
/// order blue, yellow, purple, the highest value wins, and among equal
/// highest values the highest play number. No purple: the Meister stays.
///
/// `plays` may be in any order since play numbers carry the order. The
/// judge calls this; a game keeps a [`Tally`] as the cards are played and
/// scores it the same way.
pub(crate) fn score(plays: &[Play], meister_before: Seat, pass: Pass) -> RoundScore {
    let mut tally = Tally::EMPTY;
    for &play in plays {
        tally.add(play);
    }
    let mut awards = [None; 3];
    let mut ties = [false; 3];
    for (colour, (award, tie)) in Colour::ALL
        .into_iter()
        .zip(awards.iter_mut().zip(&mut ties))
    {
        let Some((seat, card, play_number)) = tally.best(colour) else {
            continue;
        };
        // R-MK-TIE: the best card was laid more than once (each seat has
        // a deck of its own), and the later one took it.
        *tie = plays.iter().filter(|p| p.card == card).count() > 1;
        let chips = colour.chips();
        *award = Some(Award {
            colour,
            seat,
            card,
            play_number,
            chips,
            points: pass.points(chips),
            meister: colour.takes_meister(),
        });
    }
    RoundScore {
        awards,
        ties,
        meister_after: tally.meister_after(meister_before),
    }
}

/// Each colour's best play of a round so far: the one place that decides
/// who takes a colour.
///
/// Why kept play by play: a game knows each card as it is laid, so a
/// round is scored in a few steps per card, not in passes over the table
/// at the end (a round is scored millions of times in simulations).
///
/// Why each best play is one number ([`Tally::key`]): the best play is
/// then the larger of two numbers, with no branch on the cards (random
/// cards made a branch a coin toss for the processor to guess), and the
/// tally is 12 bytes that a game copies and clears for nothing. Ties are
/// not kept: only the judge's explanation needs them, and it has every
/// play at hand ([`score`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Tally {
    /// Per colour (blue, yellow, purple): the key of its best play, 0 if
    /// nobody played it.
    best: [u32; 3],
}

/// In a [`Tally`] key: set for every play, so that any play is more than
/// "nobody".
const PLAYED: u32 = 1 << 24;

impl Tally {
    /// No card laid.
    pub(crate) const EMPTY: Tally = Tally { best: [0; 3] };

    /// A play as one number that orders the plays of one colour as
    /// R-MK-TIE does: by card (within a colour the card index orders by
    /// value), then by play number, the later of two equal cards being
    /// the higher; the seat rides along in the low byte.
    fn key(play: Play) -> u32 {
        // A seat is below 6 in a game; a larger one is only saturated.
        let seat = u8::try_from(play.seat).unwrap_or(u8::MAX);
        PLAYED | u32::from(play.card.index()) << 16 | u32::from(play.number) << 8 | u32::from(seat)
    }

    /// Counts one more play, in any order.
    pub(crate) fn add(&mut self, play: Play) {
        if let Some(best) = self.best.get_mut(play.card.colour_index()) {
            *best = (*best).max(Tally::key(play));
        }
    }

    /// Colour `colour`'s best play so far, as (seat, card, play number),
    /// if anybody played it.
    fn best(&self, colour: Colour) -> Option<(Seat, Card, u8)> {
        let key = self.best[colour.index()];
        if key & PLAYED == 0 {
            return None;
        }
        let card = Card::from_index((key >> 16) as u8)?;
        Some((usize::from(key as u8), card, (key >> 8) as u8))
    }

    /// Who takes which colour, in the order blue, yellow, purple: the seat
    /// of each colour's best play, for the colours somebody played
    /// (R-MK-COLOURS).
    pub(crate) fn takers(&self) -> impl Iterator<Item = (Colour, Seat)> {
        Colour::ALL
            .into_iter()
            .filter_map(|colour| Some((colour, self.best(colour)?.0)))
    }

    /// Chips of the pass's value the round takes from the supply.
    pub(crate) fn chips(&self) -> u8 {
        self.takers().map(|(colour, _)| colour.chips()).sum()
    }

    /// Who holds Meister Makatsu after the round: whoever takes purple, or
    /// the holder before if nobody played it (MK-21).
    pub(crate) fn meister_after(&self, before: Seat) -> Seat {
        // Purple is the one colour that takes the Meister (MK-03).
        self.best(Colour::Purple)
            .map_or(before, |(seat, _, _)| seat)
    }
}

/// How one colour was decided.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ColourVerdict {
    /// The colour.
    pub colour: Colour,
    /// The cards of this colour that were compared, in play order.
    pub compared: Vec<Play>,
    /// The highest value played, if any.
    pub highest: Option<u8>,
    /// The chips awarded; `None` when nobody played this colour.
    pub award: Option<Award>,
    /// Whether equal highest cards were split by the later play (R-MK-TIE).
    pub decided_by_later: bool,
    /// The equal highest plays that lost because they came earlier.
    pub tied_lost: Vec<Play>,
    /// The rule that decided this colour: `tie-later-card` for a tie,
    /// `meister-makatsu` for no purple, `highest-card` where several
    /// cards of it were compared, else `chip-colours`.
    pub rule: RuleRef,
}

/// A judged round, with its reasons as data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundVerdict {
    /// The pass, which sets the chip value.
    pub pass: Pass,
    /// Minus points per chip (R-MK-VALUE).
    pub chip_value: u32,
    /// Number of players.
    pub players: usize,
    /// Every card in play order (R-MK-ORDER).
    pub order: Vec<Play>,
    /// Blue, yellow, purple, in that order (R-MK-COLOURS).
    pub colours: Vec<ColourVerdict>,
    /// Who held Meister Makatsu (and so started) this round.
    pub meister_before: Seat,
    /// Who holds it after scoring.
    pub meister_after: Seat,
    /// Whether it changed hands.
    pub meister_moved: bool,
    /// Who starts the next round: the holder after scoring.
    pub next_starter: Seat,
    /// Minus points each seat took this round.
    pub points: Vec<u32>,
    /// Every rule applied, in the order the round used them.
    pub rules: Vec<RuleRef>,
}

impl RoundVerdict {
    /// The awards, one per colour somebody played, blue first.
    pub fn awards(&self) -> impl Iterator<Item = &Award> {
        self.colours.iter().filter_map(|c| c.award.as_ref())
    }

    /// Explains a scored round. `plays` holds all 2 × `players` cards.
    pub(crate) fn explain(
        plays: &[Play],
        players: usize,
        meister_before: Seat,
        pass: Pass,
    ) -> RoundVerdict {
        let decided = score(plays, meister_before, pass);
        let mut order = plays.to_vec();
        order.sort_by_key(|p| p.number);
        let mut points = vec![0; players];
        let mut applied = vec![rules::ORDER, rules::COLOURS];
        let colours = Colour::ALL
            .iter()
            .map(|&colour| {
                let compared: Vec<Play> = order
                    .iter()
                    .filter(|p| p.card.colour() == colour)
                    .copied()
                    .collect();
                let award = decided.awards[colour.index()];
                let decided_by_later = decided.ties[colour.index()];
                let tied_lost = match award {
                    Some(a) => compared
                        .iter()
                        .filter(|p| p.card == a.card && p.number < a.play_number)
                        .copied()
                        .collect(),
                    None => Vec::new(),
                };
                if let Some(a) = award
                    && let Some(p) = points.get_mut(a.seat)
                {
                    *p += a.points;
                }
                // The rule that settled who takes the colour: a tie, the
                // highest of several cards, or the colour's one card.
                let rule = if decided_by_later {
                    rules::TIE
                } else if award.is_none() && colour.takes_meister() {
                    rules::STAYS
                } else if compared.len() > 1 {
                    rules::HIGHEST
                } else {
                    rules::COLOURS
                };
                if !applied.contains(&rule) {
                    applied.push(rule);
                }
                ColourVerdict {
                    colour,
                    highest: award.map(|a| a.card.value()),
                    compared,
                    award,
                    decided_by_later,
                    tied_lost,
                    rule,
                }
            })
            .collect();
        applied.push(rules::VALUE);
        applied.push(rules::NEXT_START);
        RoundVerdict {
            pass,
            chip_value: pass.chip_value(),
            players,
            order,
            colours,
            meister_before,
            meister_after: decided.meister_after,
            meister_moved: decided.meister_after != meister_before,
            next_starter: decided.meister_after,
            points,
            rules: applied,
        }
    }
}

/// Judges one round: `hands` are the (first, second) cards of each player
/// in seating order, `meister` the seat holding Meister Makatsu (who
/// starts), `pass` sets the chip value.
///
/// Refuses fewer than 2 or more than 6 players, a holder who is not seated,
/// and a player whose two cards are the same card (each Dojo deck holds every
/// card once). Two players may well play the same card: each has a deck.
pub fn judge_round(
    pass: Pass,
    meister: Seat,
    hands: &[(Card, Card)],
) -> Result<RoundVerdict, MakatsuError> {
    let players = hands.len();
    check_players(players)?;
    check_meister(meister, players)?;
    if let Some((seat, (card, _))) = hands.iter().enumerate().find(|(_, (a, b))| a == b) {
        return Err(MakatsuError::SameCardTwice { seat, card: *card });
    }
    let plays: Vec<Play> = [PlayKind::First, PlayKind::Second]
        .into_iter()
        .flat_map(|kind| {
            (0..players).map(move |offset| {
                let seat = (meister + offset) % players;
                (seat, kind)
            })
        })
        .filter_map(|(seat, kind)| {
            let (first, second) = hands.get(seat)?;
            let card = match kind {
                PlayKind::First => *first,
                PlayKind::Second => *second,
            };
            Some(Play {
                seat,
                card,
                number: play_number(players, meister, seat, kind),
                kind,
            })
        })
        .collect();
    Ok(RoundVerdict::explain(&plays, players, meister, pass))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::makatsu::rules as r;

    fn c(s: &str) -> Card {
        s.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    fn hands(list: &[(&str, &str)]) -> Vec<(Card, Card)> {
        list.iter().map(|(a, b)| (c(a), c(b))).collect()
    }

    fn award(v: &RoundVerdict, colour: Colour) -> Option<Award> {
        v.colours[colour.index()].award
    }

    #[test]
    fn r_mk_order_play_numbers_first_lap_then_second_lap() {
        // Three players, seat 1 holds the Meister: order 1, 2, 0, then 1, 2, 0.
        let v = judge_round(
            Pass::First,
            1,
            &hands(&[("B1", "B2"), ("Y1", "Y2"), ("P1", "P2")]),
        )
        .unwrap();
        let seen: Vec<(Seat, u8, PlayKind)> =
            v.order.iter().map(|p| (p.seat, p.number, p.kind)).collect();
        use PlayKind::*;
        assert_eq!(
            seen,
            vec![
                (1, 1, First),
                (2, 2, First),
                (0, 3, First),
                (1, 4, Second),
                (2, 5, Second),
                (0, 6, Second)
            ]
        );
        assert_eq!(play_number(3, 1, 0, Second), 6);
        assert_eq!(v.rules[0], r::ORDER);
    }

    #[test]
    fn mk_26_anna_then_ben_blue_6_goes_to_ben_r_mk_tie() {
        // Anna (seat 0) starts; Ben (seat 1) plays his blue 6 later, both as
        // first cards. Nobody played a higher blue card.
        let v = judge_round(Pass::First, 0, &hands(&[("B6", "Y1"), ("B6", "Y2")])).unwrap();
        let blue = &v.colours[0];
        assert_eq!(blue.award.map(|a| a.seat), Some(1));
        assert!(blue.decided_by_later);
        assert_eq!(blue.tied_lost.len(), 1);
        assert_eq!(blue.tied_lost[0].seat, 0);
        assert_eq!(blue.rule, r::TIE);
        assert!(v.rules.contains(&r::TIE));
    }

    #[test]
    fn mk_23_second_card_beats_equal_first_card_even_the_starters() {
        // Seat 0 starts with B5 as its first card; seat 2 plays B5 as its
        // *second* card: later than every first card, so seat 2 takes it.
        let v = judge_round(
            Pass::First,
            0,
            &hands(&[("B5", "Y1"), ("Y2", "P1"), ("Y3", "B5")]),
        )
        .unwrap();
        assert_eq!(award(&v, Colour::Blue).map(|a| a.seat), Some(2));
        // And the starter's own second card beats everyone's equal first card.
        let v = judge_round(
            Pass::First,
            0,
            &hands(&[("Y1", "B7"), ("B7", "Y2"), ("B7", "Y3")]),
        )
        .unwrap();
        let blue = award(&v, Colour::Blue).unwrap();
        assert_eq!((blue.seat, blue.play_number), (0, 4));
        assert_eq!(v.colours[0].tied_lost.len(), 2);
    }

    #[test]
    fn r_mk_tie_highest_value_beats_later_lower_card() {
        let v = judge_round(Pass::First, 0, &hands(&[("B8", "Y1"), ("B7", "Y2")])).unwrap();
        let blue = &v.colours[0];
        assert_eq!(blue.award.map(|a| a.seat), Some(0));
        assert!(!blue.decided_by_later);
        assert!(blue.tied_lost.is_empty());
        assert_eq!(blue.rule, r::HIGHEST);
    }

    #[test]
    fn a_colour_of_one_card_is_settled_by_its_chips_alone() {
        let v = judge_round(Pass::First, 0, &hands(&[("B8", "Y1"), ("P7", "Y2")])).unwrap();
        assert_eq!(v.colours[0].rule, r::COLOURS);
        assert_eq!(v.colours[1].rule, r::HIGHEST);
        assert_eq!(v.colours[2].rule, r::COLOURS);
    }

    #[test]
    fn r_mk_colours_chips_and_meister_mk_03() {
        let v = judge_round(
            Pass::First,
            0,
            &hands(&[("B3", "Y4"), ("P2", "Y7"), ("B1", "P5")]),
        )
        .unwrap();
        let got: Vec<(Colour, Seat, u8, u32, bool)> = v
            .awards()
            .map(|a| (a.colour, a.seat, a.chips, a.points, a.meister))
            .collect();
        assert_eq!(
            got,
            vec![
                (Colour::Blue, 0, 1, 1, false),
                (Colour::Yellow, 1, 2, 2, false),
                (Colour::Purple, 2, 1, 1, true),
            ]
        );
        assert_eq!(
            (v.meister_after, v.next_starter, v.meister_moved),
            (2, 2, true)
        );
        assert_eq!(v.points, vec![1, 2, 1]);
    }

    #[test]
    fn r_mk_colours_unplayed_colour_awards_nothing_and_mk_21_meister_stays() {
        let v = judge_round(Pass::Second, 1, &hands(&[("B3", "Y4"), ("B2", "Y7")])).unwrap();
        assert_eq!(v.awards().count(), 2);
        let purple = &v.colours[2];
        assert_eq!(purple.award, None);
        assert!(purple.compared.is_empty());
        assert_eq!(purple.rule, r::STAYS);
        assert_eq!((v.meister_before, v.meister_after), (1, 1));
        assert!(!v.meister_moved);
        assert_eq!(v.next_starter, 1);
        assert!(v.rules.contains(&r::STAYS));
    }

    #[test]
    fn r_mk_value_and_mk_22_yellow_in_pass_3_is_6_points() {
        for (pass, blue, yellow) in [
            (Pass::First, 1, 2),
            (Pass::Second, 2, 4),
            (Pass::Third, 3, 6),
        ] {
            let v = judge_round(pass, 0, &hands(&[("B3", "Y4"), ("B2", "Y1")])).unwrap();
            assert_eq!(v.chip_value, pass.chip_value());
            assert_eq!(award(&v, Colour::Blue).map(|a| a.points), Some(blue));
            assert_eq!(
                award(&v, Colour::Yellow).map(|a| (a.chips, a.points)),
                Some((2, yellow))
            );
            assert!(v.rules.contains(&r::VALUE));
        }
    }

    #[test]
    fn meister_can_keep_itself_by_purple() {
        let v = judge_round(Pass::First, 0, &hands(&[("P8", "Y4"), ("P2", "Y7")])).unwrap();
        assert_eq!(v.meister_after, 0);
        assert!(!v.meister_moved);
        assert_eq!(v.colours[2].rule, r::HIGHEST);
    }

    #[test]
    fn refuses_bad_input() {
        let one = hands(&[("B1", "B2")]);
        assert_eq!(
            judge_round(Pass::First, 0, &one),
            Err(MakatsuError::PlayerCount { players: 1 })
        );
        let seven = vec![(c("B1"), c("B2")); 7];
        assert_eq!(
            judge_round(Pass::First, 0, &seven),
            Err(MakatsuError::PlayerCount { players: 7 })
        );
        let two = hands(&[("B1", "B2"), ("B1", "B2")]);
        assert_eq!(
            judge_round(Pass::First, 2, &two),
            Err(MakatsuError::MeisterOutOfRange {
                meister: 2,
                players: 2
            })
        );
        let twice = hands(&[("B1", "B2"), ("Y3", "G3")]);
        assert_eq!(
            judge_round(Pass::First, 0, &twice),
            Err(MakatsuError::SameCardTwice {
                seat: 1,
                card: c("Y3")
            })
        );
    }

    #[test]
    fn verdict_serializes_with_english_codes() {
        let v = judge_round(Pass::Third, 0, &hands(&[("L3", "G8"), ("B6", "Y2")])).unwrap();
        let json = serde_json::to_value(&v).unwrap();
        assert_eq!(json["pass"], 3);
        assert_eq!(json["colours"][1]["colour"], "yellow");
        assert_eq!(json["colours"][1]["award"]["card"], "Y8");
        assert_eq!(json["colours"][1]["award"]["points"], 6);
        assert_eq!(json["order"][0]["kind"], "first");
        assert_eq!(json["rules"][0]["card"], "play-order");
    }
}
