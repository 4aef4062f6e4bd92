//! [`Table`]: one game at the table, whichever game it is, behind the play
//! API of [`super::api`]. Front ends hold a table, hand it the actions of
//! the seats people play, let it move the computer players
//! ([`Table::step`]) and show each seat its [`View`] and the [`Event`]s
//! addressed to it. Nothing here asks which game it is beyond handing the
//! action on: what differs is the game's own business.

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::api::{Action, ActionText, Card, Event, Over, Refusal, View};
use super::makatsu::MakatsuMatch;
use super::shedding::Match;
use super::{Level, MAX_SEATS, Tried};
use crate::content::GameId;
use crate::engine::french::{self, Choice};
use crate::engine::{RuleRef, Seat, makao, makatsu, maumau};
use crate::house::HouseRules;
use crate::i18n::{Message, Worded};

/// How a game is set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub game: GameId,
    /// Seats at the table, people and computer players together.
    pub players: usize,
    pub level: Level,
    /// Deals the cards and drives every computer decision: the same seed
    /// replays the same game for the same moves.
    pub seed: u64,
    /// The house rules in force (only Mau-Mau has any).
    pub house: HouseRules,
    /// The people at the table, from seat 0, by name; `None` is "you".
    /// At least one; the other seats are computer players.
    pub people: Vec<Option<String>>,
}

impl Setup {
    /// `players` seats of `game`: you and computer players of `level`.
    pub fn new(game: GameId, players: usize, level: Level, seed: u64) -> Setup {
        Setup {
            game,
            players,
            level,
            seed,
            house: HouseRules::default(),
            people: vec![None],
        }
    }
}

/// A game at the table.
#[derive(Clone)]
pub struct Table {
    game: Game,
    people: Vec<Option<String>>,
}

/// The game itself.
#[derive(Clone)]
enum Game {
    Makao(Box<Match<makao::State>>),
    MauMau(Box<Match<maumau::State>>),
    Makatsu(Box<MakatsuMatch>),
}

/// Calls `$body` with `$m` bound to the game's match, whichever it is.
macro_rules! each {
    ($table:expr, $m:ident => $body:expr) => {
        match $table {
            Game::Makao($m) => $body,
            Game::MauMau($m) => $body,
            Game::Makatsu($m) => $body,
        }
    };
}

impl Table {
    /// Deals the game, or says why it cannot be set up (a player count the
    /// game does not seat).
    pub fn new(setup: &Setup) -> Result<Table, Message> {
        let people = if setup.people.is_empty() {
            vec![None]
        } else {
            setup.people.clone()
        };
        if people.len() > setup.players {
            return Err(Message::new("err-play-too-many-people")
                .arg("people", people.len())
                .arg("players", setup.players));
        }
        let mut rng = Pcg64Mcg::seed_from_u64(setup.seed);
        let n = people.len();
        let game = match setup.game {
            GameId::Makao => {
                let state =
                    makao::State::deal(setup.players, 0, &mut rng).map_err(|e| e.message())?;
                let m = Match::new(state, setup.level, setup.seed).with_people(n);
                Game::Makao(Box::new(m))
            }
            GameId::MauMau => {
                if setup.players > MAX_SEATS {
                    return Err(Message::new("err-mm-play-count")
                        .arg("most", MAX_SEATS)
                        .arg("players", setup.players));
                }
                let rules = setup.house.maumau().map_err(|e| e.message)?;
                let state = maumau::State::deal(setup.players, 0, &rules, &mut rng)
                    .map_err(|e| e.message())?;
                let m = Match::new(state, setup.level, setup.seed).with_people(n);
                Game::MauMau(Box::new(m))
            }
            GameId::Makatsu => {
                let m = MakatsuMatch::new(setup.players, setup.level, setup.seed)
                    .map_err(|e| e.message())?
                    .with_people(n);
                Game::Makatsu(Box::new(m))
            }
        };
        Ok(Table { game, people })
    }

    pub fn game(&self) -> GameId {
        match &self.game {
            Game::Makao(_) => GameId::Makao,
            Game::MauMau(_) => GameId::MauMau,
            Game::Makatsu(_) => GameId::Makatsu,
        }
    }

    pub fn seed(&self) -> u64 {
        each!(&self.game, m => m.seed())
    }

    pub fn level(&self) -> Level {
        each!(&self.game, m => m.level())
    }

    /// Seats at the table.
    pub fn seats(&self) -> usize {
        match &self.game {
            Game::Makao(m) => m.state().report().hand_sizes.len(),
            Game::MauMau(m) => m.state().report().hand_sizes.len(),
            Game::Makatsu(m) => m.game().points().len(),
        }
    }

    /// How many people play (seats 0 to this, exclusive).
    pub fn people(&self) -> usize {
        self.people.len()
    }

    /// The name a person gave, `None` for "you" and computer seats.
    pub fn person(&self, seat: Seat) -> Option<&str> {
        self.people.get(seat).and_then(|n| n.as_deref())
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        seat < self.people.len()
    }

    /// The seat to move; `None` once the game is over (or left, or
    /// stopped at the turn limit).
    pub fn to_move(&self) -> Option<Seat> {
        each!(&self.game, m => m.to_move())
    }

    /// Whether a person is to move.
    pub fn persons_turn(&self) -> bool {
        self.to_move().is_some_and(|s| self.is_human(s))
    }

    /// The rules people ran into (refusals), for re-reading.
    pub fn tried(&self) -> &Tried {
        each!(&self.game, m => &m.tried)
    }

    /// `seat`'s action. A refusal changes nothing.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, Refusal> {
        each!(&mut self.game, m => m.act(seat, action))
    }

    /// One move of the computer player to move, if a computer is to move.
    pub fn step(&mut self) -> Option<Vec<Event>> {
        each!(&mut self.game, m => m.computer_move())
    }

    /// What the strong computer player would do now for the seat to move.
    pub fn hint(&mut self) -> Option<Action> {
        each!(&mut self.game, m => m.hint())
    }

    /// What `seat` sees.
    pub fn view(&mut self, seat: Seat) -> View {
        let mut view = match &mut self.game {
            Game::Makao(m) => m.view(seat),
            Game::MauMau(m) => m.view(seat),
            Game::Makatsu(m) => match m.view(seat) {
                Some(v) => v,
                // A seat the game does not have sees nothing of it.
                None => return self.empty_view(seat),
            },
        };
        for (s, sv) in view.seats.iter_mut().enumerate() {
            if self.is_human(s) {
                sv.human = true;
                sv.name = self.person(s).map(str::to_owned);
            }
        }
        view
    }

    fn empty_view(&self, seat: Seat) -> View {
        View {
            game: self.game(),
            seat,
            to_move: self.to_move(),
            seats: Vec::new(),
            hand: Vec::new(),
            offers: Vec::new(),
            question: None,
            table: super::api::TableView::Shedding {
                top: Card::French(french::Card::new(french::Rank::Two, french::Suit::Clubs)),
                draw_pile: 0,
                discard_pile: 0,
                direction: french::Direction::Clockwise,
                open: super::api::OpenView {
                    penalty: 0,
                    wait: 0,
                    demand_value: None,
                    demand_suit: None,
                    demand_until: None,
                },
                laying: Vec::new(),
            },
        }
    }

    /// The events of the deal.
    pub fn dealt(&self) -> Vec<Event> {
        each!(&self.game, m => m.dealt())
    }

    /// How the game ended, once it has.
    pub fn over(&self) -> Option<Over> {
        each!(&self.game, m => m.over())
    }

    /// How the game counts in the play statistics for the person at seat
    /// 0, after `seconds`, at `date` (`left`: a person left before the
    /// end): a win (with its points) when they alone played and won, a
    /// loss when the game was won otherwise, unfinished when it stopped at
    /// the turn limit, abandoned when left.
    pub fn result(
        &self,
        left: bool,
        seconds: u64,
        date: chrono::DateTime<chrono::Utc>,
    ) -> super::stats::GameResult {
        use super::stats::{GameResult, Win};
        match self.over() {
            Some(o) if !left && o.finished => match o.winner {
                Some(0) if self.people() == 1 => GameResult::Won(Win {
                    points: o.points,
                    seconds,
                    date,
                    seed: self.seed(),
                    players: self.seats(),
                    level: self.level(),
                    extra: Default::default(),
                }),
                _ => GameResult::Lost,
            },
            Some(o) if !left && o.winner.is_none() && o.turns > 0 => GameResult::Unfinished,
            _ => GameResult::Abandoned,
        }
    }

    /// How `seat` placed against every other seat, in seat order (the
    /// statistics' rating).
    pub fn standing(&self, seat: Seat) -> Vec<std::cmp::Ordering> {
        each!(&self.game, m => m.standing(seat))
    }

    /// The legal moves of the seat to move, as the judge writes them and
    /// as actions (Meister Makatsu: each card of the hand laid).
    pub fn legal(&mut self) -> Vec<(String, Action)> {
        match &mut self.game {
            Game::Makao(m) => m.legal(),
            Game::MauMau(m) => m.legal(),
            Game::Makatsu(m) => m
                .to_move()
                .and_then(|s| m.game().hand(s))
                .map(|h| {
                    h.iter()
                        .map(|c| (c.to_string(), Action::Lay(Card::Makatsu(c))))
                        .collect()
                })
                .unwrap_or_default(),
        }
    }

    /// The legal moves of the seat to move as the judge writes them
    /// (Meister Makatsu: the cards of its hand).
    pub fn legal_texts(&mut self) -> Vec<String> {
        match &mut self.game {
            Game::Makao(m) => m.legal_texts(),
            Game::MauMau(m) => m.legal_texts(),
            Game::Makatsu(m) => m
                .to_move()
                .and_then(|s| m.game().hand(s))
                .map(|h| h.iter().map(|c| c.to_string()).collect())
                .unwrap_or_default(),
        }
    }

    /// Why each card of the mover's hand may or may not start a play, with
    /// the rule it rests on (Makao and Mau-Mau; Meister Makatsu lays any
    /// card of the hand).
    pub fn reasons(&self) -> Vec<(Card, bool, Message, RuleRef)> {
        match &self.game {
            Game::Makao(m) => wrap_reasons(m.reasons()),
            Game::MauMau(m) => wrap_reasons(m.reasons()),
            Game::Makatsu(_) => Vec::new(),
        }
    }

    /// The rule that matters now for the seat to move: the one a dim card
    /// runs into, else the one a lit card rests on; Meister Makatsu's tie
    /// rule, which every round runs into.
    pub fn rule_now(&self) -> Option<RuleRef> {
        match &self.game {
            Game::Makatsu(_) => Some(makatsu::rules::TIE),
            _ => {
                let reasons = self.reasons();
                let pick = reasons.iter().find(|r| !r.1).or(reasons.first());
                pick.map(|r| r.3)
            }
        }
    }

    /// The rule an action rests on (for a hint): a card's, drawing's,
    /// taking's; Meister Makatsu's play order.
    pub fn rule_of(&self, action: &Action) -> Option<RuleRef> {
        match &self.game {
            Game::Makao(m) => m.rule_of(action),
            Game::MauMau(m) => m.rule_of(action),
            Game::Makatsu(_) => Some(makatsu::rules::ORDER),
        }
    }

    /// A card code of this game, read: `9h`, `K♠` or `B6`.
    pub fn card(&self, code: &str) -> Option<Card> {
        match &self.game {
            Game::Makatsu(_) => code.parse::<makatsu::Card>().ok().map(Card::Makatsu),
            _ => french::parse_card(code).ok().map(Card::French),
        }
    }

    /// An action as JSON carries it, read for this game; a code that is no
    /// card or choice is refused as not a move.
    pub fn read(&self, text: &ActionText) -> Result<Action, Refusal> {
        let card = |code: &str| {
            self.card(code).ok_or_else(|| Refusal::NotAMove {
                input: code.to_owned(),
            })
        };
        let choice = |code: &str| {
            parse_choice(code).ok_or_else(|| Refusal::NotAMove {
                input: code.to_owned(),
            })
        };
        Ok(match text {
            ActionText::Lay(code) => Action::Lay(card(code)?),
            ActionText::Play {
                cards,
                choice: ch,
                mau,
            } => Action::Play {
                cards: cards.iter().map(|c| card(c)).collect::<Result<_, _>>()?,
                choice: ch.as_deref().map(choice).transpose()?,
                mau: *mau,
            },
            ActionText::Choose(code) => Action::Choose(choice(code)?),
            ActionText::Draw => Action::Draw,
            ActionText::Keep => Action::Keep,
            ActionText::EndTurn => Action::EndTurn,
            ActionText::Mau => Action::Mau,
            ActionText::Take => Action::Take,
            ActionText::Wait => Action::Wait,
            ActionText::Leave => Action::Leave,
        })
    }
}

/// A choice as the notation writes it after `>`: `-`, a value (`7`), a
/// suit letter or symbol (`h`, `♥`).
pub fn parse_choice(code: &str) -> Option<Choice> {
    let code = code.trim();
    if code == "-" {
        return Some(Choice::Nothing);
    }
    if let Some(rank) = french::Rank::ALL
        .into_iter()
        .find(|r| r.code().eq_ignore_ascii_case(code))
    {
        return Some(Choice::Value(rank));
    }
    [
        french::Suit::Hearts,
        french::Suit::Diamonds,
        french::Suit::Clubs,
        french::Suit::Spades,
    ]
    .into_iter()
    .find(|s| s.letter().to_string().eq_ignore_ascii_case(code) || s.symbol().to_string() == code)
    .map(Choice::Suit)
}

fn wrap_reasons(
    reasons: Vec<(french::Card, bool, Message, RuleRef)>,
) -> Vec<(Card, bool, Message, RuleRef)> {
    reasons
        .into_iter()
        .map(|(c, allows, reason, rule)| (Card::French(c), allows, reason, rule))
        .collect()
}
