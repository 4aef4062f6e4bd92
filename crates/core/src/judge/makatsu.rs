//! Meister Makatsu situations: one round (`NAME=FIRST,SECOND …`) or the end
//! of a game (`--final NAME=POINTS …`), with players named in seating order.

use crate::input::InputError;
use serde_json::{Value, json};

use super::{seat_of, split_entry, unique_names};
use crate::engine::french::RuleText;
use crate::engine::makatsu::{
    Card, FinalVerdict, MakatsuError, Pass, RoundVerdict, judge_final, judge_round, rules,
};
use crate::i18n::{Message, Part, Worded};

/// A round as described: names in seating order, each with two cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundInput {
    pub names: Vec<String>,
    pub pass: Pass,
    pub meister: usize,
    pub hands: Vec<(Card, Card)>,
}

/// A judged round with the names to report it by.
#[derive(Debug, Clone)]
pub struct Round {
    pub names: Vec<String>,
    pub verdict: RoundVerdict,
}

/// A judged end of game with the names to report it by.
#[derive(Debug, Clone)]
pub struct Final {
    pub names: Vec<String>,
    pub verdict: FinalVerdict,
}

const ROUND_ENTRY: &str = "NAME=FIRST,SECOND (e.g. Jo=B2,G7)";
const FINAL_ENTRY: &str = "NAME=POINTS (e.g. Jo=14)";

fn parse_card(token: &str) -> Result<Card, InputError> {
    token
        .trim()
        .parse::<Card>()
        .map_err(|e| InputError::new(token.trim(), e.expected(), e.message()))
}

fn player_count(n: usize) -> Result<(), InputError> {
    if (2..=6).contains(&n) {
        Ok(())
    } else {
        Err(InputError::new(
            n.to_string(),
            "2 to 6 players",
            Message::new("err-mk-players-given").arg("players", n),
        ))
    }
}

/// Parses a round: `pass` 1–3 (default 1), `meister` a player's name
/// (default the first), `entries` as `NAME=FIRST,SECOND`.
pub fn parse_round(
    pass: Option<u8>,
    meister: Option<&str>,
    entries: &[String],
) -> Result<RoundInput, InputError> {
    let pass_no = pass.unwrap_or(1);
    let pass = Pass::new(pass_no).map_err(|_| {
        InputError::new(
            pass_no.to_string(),
            "1, 2 or 3",
            Message::new("err-mk-no-such-pass").arg("pass", u32::from(pass_no)),
        )
    })?;
    let mut names = Vec::new();
    let mut hands = Vec::new();
    for entry in entries {
        let (name, cards) = split_entry(entry, ROUND_ENTRY)?;
        let parts: Vec<&str> = cards
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .collect();
        if parts.len() != 2 {
            return Err(InputError::new(
                entry,
                ROUND_ENTRY,
                Message::new("err-mk-two-cards")
                    .arg("name", name)
                    .arg("count", parts.len())
                    .arg("entry", entry.as_str()),
            ));
        }
        let (first, second) = (parse_card(parts[0])?, parse_card(parts[1])?);
        if first == second {
            return Err(InputError::new(
                parts[1],
                "two different cards",
                Message::new("err-mk-card-twice")
                    .arg("name", name)
                    .arg("card", first.to_string()),
            ));
        }
        names.push(name.to_owned());
        hands.push((first, second));
    }
    player_count(names.len())?;
    unique_names(&names)?;
    let meister = match meister {
        Some(m) => seat_of(&names, m, "--meister")?,
        None => 0,
    };
    Ok(RoundInput {
        names,
        pass,
        meister,
        hands,
    })
}

/// Judges a parsed round.
pub fn judge(input: RoundInput) -> Result<Round, InputError> {
    let verdict = judge_round(input.pass, input.meister, &input.hands).map_err(engine_error)?;
    Ok(Round {
        names: input.names,
        verdict,
    })
}

/// Parses and judges the end of a game: `entries` as `NAME=POINTS`.
pub fn judge_end(meister: Option<&str>, entries: &[String]) -> Result<Final, InputError> {
    let mut names = Vec::new();
    let mut points = Vec::new();
    for entry in entries {
        let (name, value) = split_entry(entry, FINAL_ENTRY)?;
        let p: u32 = value.parse().map_err(|_| {
            InputError::new(
                value,
                "a whole number of minus points",
                Message::new("err-mk-not-points")
                    .arg("value", value)
                    .arg("entry", entry.as_str()),
            )
        })?;
        names.push(name.to_owned());
        points.push(p);
    }
    player_count(names.len())?;
    unique_names(&names)?;
    let meister = match meister {
        Some(m) => Some(seat_of(&names, m, "--meister")?),
        None => None,
    };
    match judge_final(&points, meister) {
        Ok(verdict) => Ok(Final { names, verdict }),
        Err(MakatsuError::TieNeedsMeister { tied, fewest }) => {
            // "A and B and C", the "and" in the reader's language.
            let mut tied = tied.iter().map(|&s| Part::from(names[s].as_str()));
            let first = tied.next().unwrap_or_else(|| Part::Text(String::new()));
            let tied = tied.fold(first, |a, b| {
                Message::new("err-and").arg("a", a).arg("b", b).into()
            });
            Err(InputError::new(
                "--meister",
                "--meister NAME",
                Message::new("err-mk-tie")
                    .arg("tied", tied)
                    .arg("fewest", fewest)
                    .arg("rule", RuleText(rules::END).message()),
            ))
        }
        Err(MakatsuError::PointsOutOfReach { seat, points, most }) => Err(InputError::new(
            format!("{}={points}", name_of(&names, seat)),
            format!("at most {most} minus points per player"),
            Message::new("err-mk-points")
                .arg("name", name_of(&names, seat))
                .arg("points", points)
                .arg("most", most)
                .arg("rule", RuleText(rules::VALUE).message()),
        )),
        Err(MakatsuError::TotalOutOfReach {
            total,
            fewest,
            most,
        }) => Err(InputError::new(
            entries.join(" "),
            format!("minus points adding up to {fewest} to {most}"),
            Message::new("err-mk-total")
                .arg("total", total)
                .arg("fewest", fewest)
                .arg("most", most)
                .arg("rule", RuleText(rules::COLOURS).message()),
        )),
        Err(e) => Err(engine_error(e)),
    }
}

fn engine_error(e: MakatsuError) -> InputError {
    InputError::new("", "a valid Meister Makatsu situation", e.message())
}

/// A seat's name; seats come from the engine, which only knows the seats
/// it was given, so the fallback never shows.
fn name_of(names: &[String], seat: usize) -> &str {
    names.get(seat).map(String::as_str).unwrap_or("?")
}

impl Round {
    pub fn name(&self, seat: usize) -> &str {
        name_of(&self.names, seat)
    }

    /// The JSON of JUDGE.md (`awards`, `meister`, `next_starter`) with the
    /// reasons as data beside it.
    pub fn to_json(&self) -> Value {
        let v = &self.verdict;
        let awards: Vec<Value> = v
            .awards()
            .map(|a| {
                json!({
                    "color": a.colour.name(),
                    "player": self.name(a.seat),
                    "card": a.card.to_string(),
                    "chips": a.chips,
                    "points": a.points,
                    "meister": a.meister,
                })
            })
            .collect();
        let order: Vec<Value> = v
            .order
            .iter()
            .map(|p| json!({"number": p.number, "player": self.name(p.seat), "card": p.card.to_string(), "kind": p.kind}))
            .collect();
        let colours: Vec<Value> = v
            .colours
            .iter()
            .map(|c| {
                json!({
                    "color": c.colour.name(),
                    "compared": c.compared.iter().map(|p| json!({"number": p.number, "player": self.name(p.seat), "card": p.card.to_string()})).collect::<Vec<_>>(),
                    "highest": c.highest,
                    "player": c.award.map(|a| self.name(a.seat)),
                    "decided_by_later": c.decided_by_later,
                    "tied_lost": c.tied_lost.iter().map(|p| json!({"number": p.number, "player": self.name(p.seat), "card": p.card.to_string()})).collect::<Vec<_>>(),
                    "rule": c.rule,
                })
            })
            .collect();
        let points: serde_json::Map<String, Value> = self
            .names
            .iter()
            .zip(&v.points)
            .map(|(n, p)| (n.clone(), json!(p)))
            .collect();
        json!({
            "awards": awards,
            "meister": self.name(v.meister_after),
            "next_starter": self.name(v.next_starter),
            "pass": v.pass,
            "chip_value": v.chip_value,
            "meister_before": self.name(v.meister_before),
            "meister_moved": v.meister_moved,
            "points": points,
            "order": order,
            "colors": colours,
            "rules": v.rules,
        })
    }
}

impl Final {
    pub fn name(&self, seat: usize) -> &str {
        name_of(&self.names, seat)
    }

    /// The JSON of JUDGE.md (`winner`) with the reasons beside it.
    pub fn to_json(&self) -> Value {
        let v = &self.verdict;
        let points: serde_json::Map<String, Value> = self
            .names
            .iter()
            .zip(&v.points)
            .map(|(n, p)| (n.clone(), json!(p)))
            .collect();
        json!({
            "winner": self.name(v.winner),
            "points": points,
            "fewest": v.fewest,
            "tied": v.tied.iter().map(|&s| self.name(s)).collect::<Vec<_>>(),
            "meister": v.meister.map(|s| self.name(s)),
            "decided_by": v.decided_by,
            "winner_has_fewest": v.winner_has_fewest,
            "rule": v.rule,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn judge_md_example() {
        let input = parse_round(
            None,
            Some("Jo"),
            &entries(&["Jo=B2,G7", "Kim=L5,B2", "Lea=G7,L1"]),
        )
        .unwrap();
        let round = judge(input).unwrap();
        let v = round.to_json();
        assert_eq!(
            v["awards"][0],
            json!({"color":"blue","player":"Kim","card":"B2","chips":1,"points":1,"meister":false})
        );
        assert_eq!(v["meister"], "Kim");
        assert_eq!(v["next_starter"], "Kim");
    }

    #[test]
    fn bad_entries_name_the_token() {
        let e = parse_round(None, None, &entries(&["Jo=B2,X7", "Kim=L5,B2"])).unwrap_err();
        assert_eq!(e.token, "X7");
        let e = parse_round(None, None, &entries(&["Jo=B2", "Kim=L5,B2"])).unwrap_err();
        assert_eq!(e.token, "Jo=B2");
        let e = parse_round(None, Some("Max"), &entries(&["Jo=B2,G1", "Kim=L5,B2"])).unwrap_err();
        assert_eq!(e.token, "Max");
        let e = parse_round(Some(4), None, &entries(&["Jo=B2,G1", "Kim=L5,B2"])).unwrap_err();
        assert_eq!(e.token, "4");
        let e = parse_round(None, None, &entries(&["Jo=B2,B2", "Kim=L5,B2"])).unwrap_err();
        assert_eq!(e.token, "B2");
        let e = parse_round(None, None, &entries(&["Jo=B2,G2"])).unwrap_err();
        assert_eq!(e.expected, "2 to 6 players");
    }

    #[test]
    fn final_tie_needs_the_meister() {
        let e = judge_end(None, &entries(&["Jo=10", "Kim=10", "Lea=12"])).unwrap_err();
        assert!(
            e.message.to_string().contains("Jo and Kim"),
            "{}",
            e.message
        );
        let f = judge_end(Some("Lea"), &entries(&["Jo=10", "Kim=10", "Lea=12"])).unwrap();
        assert_eq!(f.to_json()["winner"], "Lea");
    }
}
