//! A situation told in a search question ("herz 2 liegt, ich hab herz 3
//! und pik 2", "aas vraagt schoppen, mag er een hartenvrouw op", "can I
//! play a queen on the 7"), read as the judge's legal-plays form and
//! answered by the game's engine. The rule cards its verdict cites are
//! what the question is about: `crate::lookup` weighs them beside the
//! words, so that a dispute described with the cards on the table finds
//! the rule that settles it, not the card whose keywords say most of it.
//!
//! Players tell the table in a few set ways, in any of the three
//! languages: the card that lies ("liegt", "ligt", "on top"), the cards
//! they hold or play ("ich hab", "ik leg", "I have"), one card on another
//! ("Dame auf Sieben", "a queen on the 7"), what a jack or an ace asks for
//! ("vraagt schoppen", "hat 9 verlangt"), and what they lack ("ik heb
//! geen zeven"). Without any of those, the first card named lies on top.
//! Meister Makatsu's cards are a colour and a value ("jan geel 3, ik geel
//! 7"): told two or more, they are one round's plays, and the round's
//! engine says which rule settled each colour.
//! A question with fewer than two cards, or one the engine refuses (two
//! tops, a card twice), tells no situation.

use crate::content::GameId;
use crate::content::index::{Term, fold, rank_name, suit_name, terms, words};
use crate::engine::french::{Also, Card, CardReason, LegalVerdict, Open, Rank, Suit};
use crate::engine::makatsu::{self, Colour, Pass, Play, PlayKind, RoundVerdict};
use crate::engine::{makao, maumau};

/// The rule cards the game's engine cites for the situation `query`
/// tells, first cited first; nothing where it tells none.
pub fn cited(game: GameId, query: &str) -> Vec<&'static str> {
    read(query).map_or_else(Vec::new, |told| told.cited(game))
}

/// What Mau-Mau's engine cites: under the source's rules, and under each
/// house rule that changes what may be played ("7 auf 7" is the question
/// of `seven-stacking`: allowed with it, not without), that house rule's
/// verdict too.
fn maumau_cited(top: Card, hand: &[Card], open: Open) -> Vec<&'static str> {
    let Ok(plain) = maumau::legal(top, hand, open, &maumau::Rules::default()) else {
        return Vec::new();
    };
    let mut out = rule_cards(&plain);
    for id in maumau::VARIANT_IDS {
        let Ok(rules) = maumau::Rules::from_ids(&[id.to_owned()], &[]) else {
            continue;
        };
        if let Ok(house) = maumau::legal(top, hand, open, &rules)
            && house.legal != plain.legal
        {
            for card in rule_cards(&house) {
                if !out.contains(&card) {
                    out.push(card);
                }
            }
        }
    }
    out
}

/// The rule cards of a verdict's reasons, each once.
fn rule_cards<R: CardReason>(verdict: &LegalVerdict<R>) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for (_, reason) in &verdict.reasons {
        let card = reason.rule().card;
        if !out.contains(&card) {
            out.push(card);
        }
    }
    out
}

/// A card as a question names it: a rank, a suit or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Named {
    rank: Option<Rank>,
    suit: Option<Suit>,
}

/// What a question tells of the table.
#[derive(Debug, Default, PartialEq)]
pub struct Told {
    top: Option<Named>,
    hand: Vec<Named>,
    /// What a jack or an ace on top asks for: a rank or a suit named.
    asked: Option<Named>,
    /// Cards the player says they lack ("ik heb geen zeven").
    lacked: Vec<Named>,
    /// Meister Makatsu's cards named, a colour and a value ("geel 3",
    /// "lila 7", "8 blue"), in the order told.
    coloured: Vec<makatsu::Card>,
}

/// How a word places the cards around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cue {
    /// "auf", "op", "on": the card before is played on the card after.
    On,
    /// "liegt", "ligt", "on top": the card before lies on top.
    Lies,
    /// "ich hab", "ik leg", "I have", "can I play": the cards after are
    /// the player's.
    Holds,
    /// "vraagt", "verlangt", "asks for": a jack's or an ace's demand is
    /// named nearby.
    Asks,
    /// "geen", "kein", "no": the card after is one the player lacks.
    Lacks,
}

/// The cue a word (and the word after it) is, and how many words it takes.
fn cue(word: &str, next: Option<&str>) -> Option<(Cue, usize)> {
    // "on top", "op tafel", "oben drauf": lying, not played on.
    if matches!(word, "on" | "op" | "oben")
        && matches!(next, Some("top" | "tafel" | "tisch" | "drauf"))
    {
        return Some((Cue::Lies, 2));
    }
    let cue = match word {
        "auf" | "op" | "on" | "onto" | "upon" | "over" | "uber" | "darauf" | "drauf" | "erop" => {
            Cue::On
        }
        "liegt" | "ligt" | "lies" | "lying" | "lag" | "lagen" | "liegen" | "bovenop" | "gelegt"
        | "gelegd" | "opgelegd" | "gespielt" | "ausgespielt" | "gespeeld" | "played" | "laid"
        | "top" | "oben" | "open" => Cue::Lies,
        // ("hat", "heeft", "has": another's, or a helping verb: "der
        // Bube hat 9 verlangt".)
        "hab" | "habe" | "heb" | "hebt" | "have" | "got" | "hold" | "holding" | "halte"
        | "houd" | "hand" | "lege" | "leg" | "legen" | "leggen" | "spiele" | "spielen"
        | "speel" | "spelen" | "play" | "put" | "throw" => Cue::Holds,
        "vraagt" | "vraag" | "vroeg" | "gevraagd" | "verlangt" | "verlangen" | "fordert"
        | "gefordert" | "fragt" | "wunscht" | "gewunscht" | "wunsch" | "wunschen" | "asks"
        | "asked" | "ask" | "wants" | "wanted" | "demands" | "demanded" | "wishes" | "wished"
        | "called" | "calls" | "noemt" | "genoemd" | "sagt" | "ansagt" => Cue::Asks,
        "geen" | "kein" | "keine" | "keinen" | "no" | "not" | "none" | "nix" => Cue::Lacks,
        _ => return None,
    };
    Some((cue, 1))
}

/// The cards named in some words, in order.
fn cards(words: &[&str]) -> Vec<Named> {
    let text = words.join(" ");
    terms(&text)
        .into_iter()
        .filter_map(|t| match t {
            Term::Card(card, _) => {
                // The index's codes ("10", "j"; "h") are the notation's.
                let named = Named {
                    rank: card.rank.map(rank_name).and_then(Rank::from_code),
                    suit: card
                        .suit
                        .and_then(|s| suit_name(s).chars().next())
                        .and_then(Suit::from_char),
                };
                (named.rank.is_some() || named.suit.is_some()).then_some(named)
            }
            Term::Word(_) => None,
        })
        .collect()
}

/// The rule cards that settled the colours somebody played: ties first,
/// then the highest of several cards, then a colour's chips alone.
fn colour_rules(verdict: &RoundVerdict) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for rule in [
        makatsu::rules::TIE,
        makatsu::rules::HIGHEST,
        makatsu::rules::COLOURS,
    ] {
        let settled = verdict
            .colours
            .iter()
            .any(|c| !c.compared.is_empty() && c.rule == rule);
        if settled && !out.contains(&rule.card) {
            out.push(rule.card);
        }
    }
    out
}

/// A Meister Makatsu colour as players name it, in any of the three
/// languages and its inflected forms ("gelbe", "blauwe").
fn colour(word: &str) -> Option<Colour> {
    match word {
        "blau" | "blaue" | "blauen" | "blauer" | "blaues" | "blauw" | "blauwe" | "blue" => {
            Some(Colour::Blue)
        }
        "gelb" | "gelbe" | "gelben" | "gelber" | "gelbes" | "geel" | "gele" | "yellow" => {
            Some(Colour::Yellow)
        }
        "lila" | "lilane" | "lilafarbene" | "violett" | "violette" | "paars" | "paarse"
        | "purple" | "violet" => Some(Colour::Purple),
        _ => None,
    }
}

/// A card's value as players write it: a digit 1–8, alone or with a
/// suffix ("8er", "1tje", "3s"), or a number word other than the one
/// that is also an article ("een", "ein", "one").
fn value(word: &str) -> Option<u8> {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 {
        let (number, suffix) = word.split_at(digits);
        return matches!(suffix, "" | "er" | "tje" | "je" | "s" | "en")
            .then(|| number.parse().ok())
            .flatten()
            .filter(|v| (1..=8).contains(v));
    }
    let v = match word {
        "eins" => 1,
        "zwei" | "twee" | "two" => 2,
        "drei" | "drie" | "three" => 3,
        "vier" | "four" => 4,
        "funf" | "vijf" | "five" => 5,
        "sechs" | "zes" | "six" => 6,
        "sieben" | "zeven" | "seven" => 7,
        "acht" | "eight" => 8,
        _ => return None,
    };
    Some(v)
}

/// The coloured cards some words name: a colour with the value after it
/// ("geel 3") or, failing that, before it ("8 blue").
fn coloured(words: &[&str]) -> Vec<makatsu::Card> {
    let mut out = Vec::new();
    let mut used = vec![false; words.len()];
    for (i, word) in words.iter().enumerate() {
        let Some(colour) = colour(word) else {
            continue;
        };
        let after = (i + 1 < words.len() && !used[i + 1])
            .then(|| value(words[i + 1]).map(|v| (i + 1, v)))
            .flatten();
        let before = (i > 0 && !used[i - 1])
            .then(|| value(words[i - 1]).map(|v| (i - 1, v)))
            .flatten();
        if let Some((at, v)) = after.or(before)
            && let Some(card) = makatsu::Card::new(colour, v)
        {
            used[at] = true;
            used[i] = true;
            out.push(card);
        }
    }
    out
}

/// What a question tells of the table, if it names two cards or more.
pub fn read(query: &str) -> Option<Told> {
    let folded = fold(query);
    let all: Vec<&str> = words(&folded).collect();
    // The words between cues, each with the cue before and after it.
    let mut parts: Vec<(Option<Cue>, Vec<Named>, Option<Cue>)> = Vec::new();
    let (mut start, mut before, mut i) = (0, None, 0);
    while i < all.len() {
        match cue(all[i], all.get(i + 1).copied()) {
            Some((c, n)) => {
                parts.push((before, cards(&all[start..i]), Some(c)));
                before = Some(c);
                i += n;
                start = i;
            }
            None => i += 1,
        }
    }
    parts.push((before, cards(&all[start..]), None));
    let coloured = coloured(&all);
    if parts.iter().map(|(_, c, _)| c.len()).sum::<usize>() < 2 && coloured.len() < 2 {
        return None;
    }
    let asks = parts.iter().any(|(b, _, _)| *b == Some(Cue::Asks));
    let mut told = Told {
        coloured,
        ..Told::default()
    };
    let mut rest: Vec<Named> = Vec::new();
    for (before, mut named, after) in parts {
        if named.is_empty() {
            continue;
        }
        // "X auf Y": Y lies, X is played on it.
        if before == Some(Cue::On) && told.top.is_none() {
            told.top = Some(named.remove(0));
        }
        if before == Some(Cue::Lacks) {
            told.lacked.push(named.remove(0));
        }
        let last = match after {
            Some(Cue::On) => named.pop().map(|c| (c, Cue::On)),
            Some(Cue::Lies) if told.top.is_none() => named.pop().map(|c| (c, Cue::Lies)),
            _ => None,
        };
        match before {
            Some(Cue::Holds) => told.hand.append(&mut named),
            _ => rest.append(&mut named),
        }
        match last {
            Some((card, Cue::Lies)) => told.top = Some(card),
            Some((card, _)) => told.hand.push(card),
            None => {}
        }
    }
    // Without a cue, the first card named is the one on top.
    let mut rest = rest.into_iter();
    if told.top.is_none() {
        told.top = rest
            .next()
            .or_else(|| (!told.hand.is_empty()).then(|| told.hand.remove(0)));
    }
    for card in rest {
        // "vraagt schoppen", "hat 9 verlangt": a rank or a suit alone
        // beside a jack or an ace on top is what it asks for.
        let alone = card.rank.is_none() || card.suit.is_none();
        let asker = told
            .top
            .is_some_and(|t| matches!(t.rank, Some(Rank::Jack | Rank::Ace)));
        if asks && alone && asker && told.asked.is_none() {
            told.asked = Some(card);
        } else {
            told.hand.push(card);
        }
    }
    Some(told)
}

impl Told {
    /// The rule cards `game`'s engine cites for what is told (see
    /// [`cited`]); a lookup across the games reads the question once.
    pub fn cited(&self, game: GameId) -> Vec<&'static str> {
        match game {
            GameId::Makao => self
                .for_makao()
                .and_then(|(top, hand, open)| makao::legal(top, &hand, open).ok())
                .map(|v| {
                    let mut cards = rule_cards(&v);
                    // Nothing answers an open attack: taking it is what
                    // the verdict leaves ("hab keine 2 und keine 3").
                    if v.legal.is_empty() && v.also.contains(&Also::Take) {
                        cards.insert(0, makao::rules::TAKING);
                    }
                    cards
                })
                .unwrap_or_default(),
            GameId::MauMau => self
                .for_maumau()
                .map(|(top, hand, open)| maumau_cited(top, &hand, open))
                .unwrap_or_default(),
            GameId::Makatsu => self
                .for_makatsu()
                .map_or_else(Vec::new, |v| colour_rules(&v)),
        }
    }

    /// The coloured cards told as one round's plays, each by a player of
    /// its own in the order told, judged as a round of the first pass:
    /// who played them does not change which rule settles each colour (a
    /// tie, the highest of several cards, or a colour's one card).
    fn for_makatsu(&self) -> Option<RoundVerdict> {
        if self.coloured.len() < 2 {
            return None;
        }
        let plays: Vec<Play> = self
            .coloured
            .iter()
            .enumerate()
            .map(|(seat, &card)| Play {
                seat,
                card,
                number: u8::try_from(seat + 1).unwrap_or(u8::MAX),
                kind: PlayKind::First,
            })
            .collect();
        Some(RoundVerdict::explain(&plays, plays.len(), 0, Pass::First))
    }

    /// Whether `game`'s cards can make what is told: a jack asks for a
    /// value in Makao and for a suit in Mau-Mau ("boer vraagt 8" is
    /// Makao's, "Bube wünscht Herz" Mau-Mau's, or Makao's ace's); a round
    /// of coloured cards ("blau 8 gelb 8") is Meister Makatsu's.
    pub fn fits(&self, game: GameId) -> bool {
        let jack = self.top.is_some_and(|t| t.rank == Some(Rank::Jack));
        let asked = |rank: bool| {
            self.asked.is_some_and(|a| {
                if rank {
                    a.rank.is_some()
                } else {
                    a.suit.is_some()
                }
            })
        };
        // Blue, yellow and purple cards are Meister Makatsu's alone.
        let coloured = self.coloured.len() >= 2;
        match game {
            GameId::Makao => !(coloured || (jack && asked(false))),
            GameId::MauMau => !(coloured || (jack && asked(true))),
            GameId::Makatsu => true,
        }
    }

    /// The top card, the hand and what is open, as Makao's engine reads
    /// them: an attack card on top is an open attack, a four an open
    /// wait, a jack's or an ace's demand what it asks for.
    fn for_makao(&self) -> Option<(Card, Vec<Card>, Open)> {
        let (top, hand) = self.cards(true)?;
        let mut open = Open::NONE;
        if let Some(n) = makao::attack_value(top) {
            open.penalty = n;
        } else if top.rank() == Rank::Four {
            open.wait = 1;
        } else if let Some(asked) = self.asked {
            match top.rank() {
                Rank::Jack => open.demand_value = asked.rank,
                Rank::Ace => open.demand_suit = asked.suit,
                _ => {}
            }
        }
        Some((top, hand, open))
    }

    /// The same for Mau-Mau: a seven on top is two cards to draw, an
    /// eight a turn to sit out, a jack's wish what it asks for.
    fn for_maumau(&self) -> Option<(Card, Vec<Card>, Open)> {
        let (top, hand) = self.cards(false)?;
        let mut open = Open::NONE;
        match top.rank() {
            Rank::Seven => open.penalty = 2,
            Rank::Eight => open.wait = 1,
            Rank::Jack => open.demand_suit = self.asked.and_then(|a| a.suit),
            _ => {}
        }
        Some((top, hand, open))
    }

    /// The top card and the hand as cards: a rank named without its suit
    /// takes a suit that matches nothing else named, so that the rank's
    /// rule is what decides; where the kings differ by suit (Makao: two
    /// attack and two do not), a king without its suit tells no card. A
    /// player who lacks a card holds some other plain card.
    fn cards(&self, kings_differ: bool) -> Option<(Card, Vec<Card>)> {
        let rank_of = |named: &Named| {
            named
                .rank
                .filter(|&r| !(kings_differ && r == Rank::King && named.suit.is_none()))
        };
        let top = self.top?;
        let named_suits: Vec<Suit> = self.hand.iter().filter_map(|c| c.suit).collect();
        let top_suit = top.suit.or_else(|| {
            [Suit::Hearts, Suit::Clubs, Suit::Diamonds, Suit::Spades]
                .into_iter()
                .find(|s| !named_suits.contains(s))
        })?;
        let top = Card::new(rank_of(&top)?, top_suit);
        let mut hand: Vec<Card> = Vec::new();
        for named in &self.hand {
            let rank = rank_of(named)?;
            let suit = match named.suit {
                Some(s) => s,
                None => [Suit::Clubs, Suit::Spades, Suit::Diamonds, Suit::Hearts]
                    .into_iter()
                    .find(|&s| s != top_suit && !hand.contains(&Card::new(rank, s)))?,
            };
            let card = Card::new(rank, suit);
            if card != top && !hand.contains(&card) {
                hand.push(card);
            }
        }
        if hand.is_empty() && !self.lacked.is_empty() {
            // "ik heb geen zeven": some card that is neither what is
            // lacked nor anything special, of another suit than the top's.
            let lacked: Vec<Rank> = self.lacked.iter().filter_map(|c| c.rank).collect();
            let rank = [Rank::Five, Rank::Six, Rank::Nine]
                .into_iter()
                .find(|r| !lacked.contains(r) && Some(*r) != self.asked.and_then(|a| a.rank))?;
            let suit = Suit::ALL.into_iter().find(|&s| s != top_suit)?;
            hand.push(Card::new(rank, suit));
        }
        (!hand.is_empty()).then_some((top, hand))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(rank: Rank, suit: Suit) -> Named {
        Named {
            rank: Some(rank),
            suit: Some(suit),
        }
    }

    #[test]
    fn the_card_that_lies_and_the_cards_held() {
        let told = read("herz 2 liegt, ich hab herz 3 und pik 2").unwrap();
        assert_eq!(told.top, Some(card(Rank::Two, Suit::Hearts)));
        assert_eq!(
            told.hand,
            vec![
                card(Rank::Three, Suit::Hearts),
                card(Rank::Two, Suit::Spades)
            ]
        );
    }

    #[test]
    fn one_card_on_another() {
        let told = read("Herz Koenig auf Herz 2 legen, wie viele Karten dann").unwrap();
        assert_eq!(told.top, Some(card(Rank::Two, Suit::Hearts)));
        assert_eq!(told.hand, vec![card(Rank::King, Suit::Hearts)]);
        let told = read("can i play a queen on the 7").unwrap();
        assert_eq!(told.top.and_then(|t| t.rank), Some(Rank::Seven));
        assert_eq!(told.hand.len(), 1);
        assert_eq!(told.hand[0].rank, Some(Rank::Queen));
    }

    #[test]
    fn what_a_jack_or_an_ace_asks_for() {
        let told = read("aas vraagt schoppen, mag er een hartenvrouw op").unwrap();
        assert_eq!(told.top.and_then(|t| t.rank), Some(Rank::Ace));
        assert_eq!(told.asked.and_then(|a| a.suit), Some(Suit::Spades));
        assert_eq!(told.hand, vec![card(Rank::Queen, Suit::Hearts)]);
        let told = read("bube hat 9 verlangt, darf ich eine dame legen").unwrap();
        assert_eq!(told.asked.and_then(|a| a.rank), Some(Rank::Nine));
    }

    #[test]
    fn the_engine_cites_the_rule_that_settles_it() {
        assert_eq!(
            cited(GameId::Makao, "herz 2 liegt, ich hab herz 3 und pik 2"),
            ["defending-attacks"]
        );
        assert_eq!(
            cited(
                GameId::Makao,
                "aas vraagt schoppen, mag er een hartenvrouw op"
            ),
            ["queen-restrictions"]
        );
        assert_eq!(
            cited(
                GameId::MauMau,
                "pik 10 liegt, ich hab kreuz 10 und pik dame"
            ),
            ["matching"]
        );
        assert_eq!(
            cited(GameId::MauMau, "7 on top and i have a jack, can i play it"),
            ["seven"]
        );
        // Nothing answers the attack: taking it is the rule.
        assert_eq!(
            cited(
                GameId::Makao,
                "2er auf mich, hab keine 2 und keine 3, muss ich alles ziehen"
            )
            .first(),
            Some(&"taking-the-penalty")
        );
        // A house rule that changes the verdict is cited beside the rule.
        assert_eq!(
            cited(GameId::MauMau, "7 auf 7"),
            ["seven", "variant-seven-stacking"]
        );
    }

    #[test]
    fn what_only_one_game_can_make_is_that_games() {
        let value = read("boer vraagt 8 en ik heb geen 8").unwrap();
        assert!(value.fits(GameId::Makao) && !value.fits(GameId::MauMau));
        let suit = read("bube wünscht herz, ich hab pik 9 und herz 10").unwrap();
        assert!(suit.fits(GameId::MauMau) && !suit.fits(GameId::Makao));
        let round = read("blau 8 gelb 8 lila 8, was krieg ich").unwrap();
        assert!(round.fits(GameId::Makatsu));
        assert!(!round.fits(GameId::Makao) && !round.fits(GameId::MauMau));
    }

    #[test]
    fn one_card_or_none_tells_no_situation() {
        assert!(cited(GameId::Makao, "wat doet een boer").is_empty());
        assert!(cited(GameId::MauMau, "wie viele Karten bei einer 7").is_empty());
        assert!(cited(GameId::Makatsu, "lila 7 und blau 9").is_empty());
        assert!(cited(GameId::Makatsu, "wer bekommt den chip bei gelb 5").is_empty());
    }

    #[test]
    fn a_makatsu_round_told_cites_what_settled_each_colour() {
        let told = read("jan geel 3, ik geel 7, piet 6 geel").unwrap();
        assert_eq!(told.coloured.len(), 3);
        assert_eq!(
            cited(
                GameId::Makatsu,
                "jan geel 3, ik geel 7, piet geel 6, wie krijgt de fiches"
            ),
            ["highest-card"]
        );
        assert_eq!(
            cited(
                GameId::Makatsu,
                "we both played yellow 6 and yellow 6, who takes it"
            ),
            ["tie-later-card"]
        );
        assert_eq!(
            cited(
                GameId::Makatsu,
                "blau 8 gelb 8 lila 8 alles von mir, was krieg ich"
            ),
            ["chip-colours"]
        );
        assert_eq!(
            cited(GameId::Makatsu, "lila 7 lila 7 und blau 2 blau 5"),
            ["tie-later-card", "highest-card"]
        );
        // "een" is an article, "9" no value: no second card.
        assert!(cited(GameId::Makatsu, "een blauwe 9 en een gele 4").is_empty());
    }
}
