//! How the special cards look on the sheet: the card faces that stand for
//! a rule card (Makao's 2, 3, 4, J, Q, A, K♥, K♠; Mau-Mau's 7, 8, J, Q, A),
//! Meister Makatsu's three colours with their chips, its chip value per
//! pass and its round as a small flow. Which face stands for which card is
//! the sheet's knowledge; every figure on a face (a penalty, a number of
//! chips, rounds per pass) comes from the engines.

use super::model::{Face, Flow, Line, Tile};
use super::phrase::{self, P, phrase};
use crate::content::{GameId, Lang};
use crate::engine::french::{Card, Rank, Suit};
use crate::engine::makao::attack_value;
use crate::engine::makatsu::{Colour, Pass};

/// Whether a suit prints red.
pub(super) fn is_red(suit: Suit) -> bool {
    matches!(suit, Suit::Hearts | Suit::Diamonds)
}

/// Which part of a card's title is its caption.
#[derive(Copy, Clone)]
enum Caption {
    /// What follows " – " or ": " ("The seven – draw two" → "draw two").
    Tail,
    /// What comes before ": " ("Attack cards: 2, 3, …" → "Attack cards").
    Head,
}

/// A face before it is put in words: rank, suit (`None`: any), and
/// whether it carries the attack badge or the warning badge.
type Spec = (Rank, Option<Suit>, Badge);

#[derive(Copy, Clone)]
enum Badge {
    None,
    /// The penalty the engine gives the card, and whom it hits.
    Attack,
    /// "Not always": a card with restrictions.
    Warn,
}

/// The faces of a rule card of `game`, and how its title reads as a
/// caption; `None` for a card without a face.
fn look(game: GameId, card: &str) -> Option<(&'static [Spec], Caption)> {
    use Badge as B;
    use Rank::*;
    let any = None;
    let specs: &'static [Spec] = match (game, card) {
        (GameId::Makao, "attack-cards") => &[
            (Two, None, B::Attack),
            (Three, None, B::Attack),
            (King, Some(Suit::Hearts), B::Attack),
            (King, Some(Suit::Spades), B::Attack),
        ],
        (GameId::Makao, "four-wait") => &[(Four, None, B::None)],
        (GameId::Makao, "jack-demand") => &[(Jack, None, B::None)],
        (GameId::Makao, "ace-suit") => &[(Ace, None, B::None)],
        (GameId::Makao, "queen-fits-all") => &[(Queen, None, B::None)],
        (GameId::Makao, "queen-restrictions") => &[(Queen, None, B::Warn)],
        (GameId::MauMau, "seven" | "variant-seven-stacking") => &[(Seven, None, B::None)],
        (GameId::MauMau, "eight" | "variant-eight-stacking") => &[(Eight, None, B::None)],
        (GameId::MauMau, "jack") => &[(Jack, None, B::None)],
        (GameId::MauMau, "variant-no-jack-on-jack") => &[(Jack, None, B::Warn)],
        (GameId::MauMau, "queen") => &[(Queen, None, B::None)],
        (GameId::MauMau, "ace") => &[(Ace, None, B::None)],
        _ => return any,
    };
    let caption = match (game, card) {
        (GameId::Makao, "attack-cards") => Caption::Head,
        _ => Caption::Tail,
    };
    Some((specs, caption))
}

/// The rank's letter in `lang` (digits stay digits).
fn rank_label(rank: Rank, lang: Lang) -> String {
    let p = match rank {
        Rank::Jack => P::RankJack,
        Rank::Queen => P::RankQueen,
        Rank::King => P::RankKing,
        Rank::Ace => P::RankAce,
        other => return other.code().to_owned(),
    };
    phrase(lang, p).to_owned()
}

fn face(spec: &Spec, lang: Lang) -> Face {
    let (rank, suit, badge) = *spec;
    let badge = match badge {
        Badge::None => None,
        Badge::Warn => Some("!".to_owned()),
        Badge::Attack => {
            // The penalty and its target as the engine has them: the K♠
            // is the one card aimed backwards.
            let card = Card::new(rank, suit.unwrap_or(Suit::Clubs));
            attack_value(card).map(|n| {
                let back = rank == Rank::King && suit == Some(Suit::Spades);
                let p = if back {
                    P::AttackPrevious
                } else {
                    P::AttackNext
                };
                phrase::with_count(lang, p, n)
            })
        }
    };
    Face {
        rank: rank_label(rank, lang),
        suit,
        badge,
    }
}

fn caption(title: &str, how: Caption) -> String {
    let split = |sep: &str| title.split_once(sep).map(|(a, b)| (a.trim(), b.trim()));
    let parts = split(" – ").or_else(|| split(": "));
    match (how, parts) {
        (Caption::Tail, Some((_, tail))) => tail.to_owned(),
        (Caption::Head, Some((head, _))) => head.to_owned(),
        (_, None) => title.to_owned(),
    }
}

/// The lines of `game` as tiles, with their faces where they have any.
pub(super) fn tiles(game: GameId, lang: Lang, lines: Vec<Line>) -> Vec<Tile> {
    lines
        .into_iter()
        .map(|line| match look(game, &line.id) {
            Some((specs, how)) => Tile {
                faces: specs.iter().map(|s| face(s, lang)).collect(),
                caption: caption(&line.title, how),
                line,
            },
            None => Tile {
                faces: Vec::new(),
                caption: line.title.clone(),
                line,
            },
        })
        .collect()
}

pub(super) fn flow(game: GameId, lang: Lang) -> Option<Flow> {
    (game == GameId::Makatsu).then(|| Flow {
        steps: [
            P::FlowFirst,
            P::FlowSecond,
            P::FlowAblage,
            P::FlowChips,
            P::FlowDraw,
        ]
        .map(|p| phrase(lang, p))
        .to_vec(),
    })
}

/// One of Meister Makatsu's colours: its place in the scoring order, name
/// and what its highest card takes.
#[derive(Clone, Debug)]
pub(super) struct Swatch {
    pub(super) colour: Colour,
    pub(super) order: usize,
    pub(super) name: String,
    pub(super) takes: String,
}

/// The three colours in the order they are scored, from the engine.
pub(super) fn swatches(lang: Lang) -> Vec<Swatch> {
    Colour::ALL
        .iter()
        .enumerate()
        .map(|(i, &colour)| {
            let id = match colour {
                Colour::Blue => "mk-colour-blue",
                Colour::Yellow => "mk-colour-yellow",
                Colour::Purple => "mk-colour-purple",
            };
            let mut takes = crate::i18n::message(
                lang,
                "mk-chips",
                &[("count", u32::from(colour.chips()).into())],
            );
            if colour.takes_meister() {
                takes.push_str(" + Meister Makatsu");
            }
            Swatch {
                colour,
                order: i + 1,
                name: crate::i18n::text(lang, id).to_owned(),
                takes,
            }
        })
        .collect()
}

/// The chip value per pass as a small table: a header row (the passes)
/// and rows of rounds, deck size and minus points per chip, from the
/// engine.
pub(super) fn passes(lang: Lang) -> (Vec<String>, Vec<Vec<String>>) {
    let mut header = vec![phrase(lang, P::Pass).to_owned()];
    header.extend(Pass::ALL.iter().map(|p| p.number().to_string()));
    let row = |p: P, f: fn(Pass) -> u32| {
        let mut r = vec![phrase(lang, p).to_owned()];
        r.extend(Pass::ALL.iter().map(|&pass| f(pass).to_string()));
        r
    };
    let rows = vec![
        row(P::ChipWorth, |p| p.chip_value()),
        row(P::Rounds, |p| u32::from(p.rounds())),
        row(P::DeckCards, |p| u32::from(p.deck_size())),
    ];
    (header, rows)
}

/// The colour's fill and, for black-and-white print, its pattern's name.
pub(super) fn colour_css(colour: Colour) -> (&'static str, &'static str) {
    match colour {
        Colour::Blue => ("#2f6fd0", "stripes"),
        Colour::Yellow => ("#f2c200", "dots"),
        Colour::Purple => ("#8a3fb8", "checks"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attack_faces_carry_the_engines_penalties() {
        let (specs, _) = look(GameId::Makao, "attack-cards").unwrap();
        let faces: Vec<Face> = specs.iter().map(|s| face(s, Lang::En)).collect();
        let badges: Vec<&str> = faces.iter().map(|f| f.badge.as_deref().unwrap()).collect();
        assert_eq!(badges, ["+2 next", "+3 next", "+5 next", "+5 previous"]);
        assert_eq!(faces[2].label(), "K♥");
        assert!(is_red(faces[2].suit.unwrap()) && !is_red(faces[3].suit.unwrap()));
    }

    #[test]
    fn ranks_read_in_the_sheets_language() {
        let (specs, _) = look(GameId::MauMau, "jack").unwrap();
        assert_eq!(face(&specs[0], Lang::De).rank, "B");
        assert_eq!(face(&specs[0], Lang::En).rank, "J");
        let (specs, _) = look(GameId::Makao, "queen-fits-all").unwrap();
        assert_eq!(face(&specs[0], Lang::Nl).rank, "V");
    }

    #[test]
    fn captions_are_the_effect_in_a_few_words() {
        assert_eq!(caption("The seven – draw two", Caption::Tail), "draw two");
        assert_eq!(
            caption("The four: wait a turn", Caption::Tail),
            "wait a turn"
        );
        assert_eq!(
            caption("Attack cards: 2, 3, K♥ and K♠", Caption::Head),
            "Attack cards"
        );
        assert_eq!(caption("Scoring", Caption::Tail), "Scoring");
    }

    #[test]
    fn colours_and_passes_come_from_the_engine() {
        let s = swatches(Lang::De);
        let names: Vec<&str> = s.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Blau", "Gelb", "Lila"]);
        assert!(s[2].takes.ends_with("+ Meister Makatsu"));
        assert!(!s[1].takes.contains("Meister"));
        let (header, rows) = passes(Lang::En);
        assert_eq!(header[1..], ["1", "2", "3"]);
        assert_eq!(rows[0][1..], ["1", "2", "3"]);
        assert_eq!(rows[1][1..], ["6", "3", "2"]);
        assert_eq!(rows[2][1..], ["24", "12", "6"]);
    }
}
