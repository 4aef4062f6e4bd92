//! Checked content: the domain types the rest of rulecard works with, and
//! the checks that turn raw content into them.
//!
//! Every check names the file, the item and the field it found wrong, so a
//! content author can go straight to the line. Cross-file checks (FACTS.md
//! coverage) live in the test suite, because they need the shared checklist
//! rather than anything a player has.
//!
//! Why one file: the types and their checks are one contract: `verify`
//! checks what the types promise (ids resolve, every language is there) and
//! `assemble` builds exactly them, so a new field is added to its type, its
//! check and its assembly together.

// Ordered sets: the checks' sets hold a few dozen ids, and a hashed set
// would ask the OS for a random seed on every lookup.
use std::collections::BTreeSet;
use std::fmt;
use std::sync::OnceLock;

use super::index::{IndexOwned, IndexRef};
use super::raw::{Localized, LocalizedList, RawCard, RawContent, RawReference, RawSituation};
use super::{GameId, Lang};

/// A content problem, located as precisely as the checks can.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentError {
    pub file: String,
    pub item: String,
    pub field: String,
    pub problem: String,
}

/// In English, as `ContentError::message` says it (`build.rs` reports
/// with this; it has no catalogues).
impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if !self.item.is_empty() {
            write!(f, ": item \"{}\"", self.item)?;
        }
        if !self.field.is_empty() {
            write!(f, ", field \"{}\"", self.field)?;
        }
        write!(f, ": {}", self.problem)
    }
}

impl std::error::Error for ContentError {}

/// Prose in every language of its game (checked to be complete).
#[derive(Debug, Clone, Default)]
pub struct Text {
    de: Option<String>,
    nl: Option<String>,
    en: Option<String>,
}

impl Text {
    /// The text in `lang`, else English, else whatever there is: callers
    /// resolve the language against the game first, so the fallbacks only
    /// matter for a language the game lacks.
    pub fn get(&self, lang: Lang) -> &str {
        let pick = |l: Lang| match l {
            Lang::De => self.de.as_deref(),
            Lang::Nl => self.nl.as_deref(),
            Lang::En => self.en.as_deref(),
        };
        pick(lang)
            .or_else(|| pick(Lang::En))
            .or(self.de.as_deref())
            .or(self.nl.as_deref())
            .unwrap_or("")
    }

    /// Text in one language only, for things made at run time (generated
    /// quiz questions) rather than read from content.
    pub fn single(lang: Lang, text: String) -> Text {
        let mut t = Text::default();
        match lang {
            Lang::De => t.de = Some(text),
            Lang::Nl => t.nl = Some(text),
            Lang::En => t.en = Some(text),
        }
        t
    }

    /// Every language's text, for search.
    pub fn all(&self) -> impl Iterator<Item = &str> {
        [&self.de, &self.nl, &self.en]
            .into_iter()
            .filter_map(|t| t.as_deref())
    }
}

#[derive(Debug, Clone)]
pub struct Source {
    pub title: String,
    pub publisher: Option<String>,
    /// Which edition or text of the source, in every interface language
    /// (de, nl, en), whatever the game's languages.
    pub edition: Text,
    pub note: Text,
    pub facts: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct Reference {
    pub id: String,
    pub title: Text,
}

/// A named house rule (Mau-Mau) that the user switches on.
#[derive(Debug, Clone)]
pub struct Variant {
    pub id: String,
    pub names: Text,
    pub rule: String,
}

/// A numeric house rule (Mau-Mau hand size, announcement penalty).
#[derive(Debug, Clone)]
pub struct GameOption {
    pub id: String,
    pub names: Text,
    pub default: u32,
    pub values: Vec<u32>,
    pub rule: String,
}

#[derive(Debug, Clone)]
pub struct Ruling {
    pub id: String,
    pub note: Text,
}

#[derive(Debug, Clone)]
pub struct RuleCard {
    pub id: String,
    pub reference: String,
    pub title: Text,
    pub body: Text,
    /// Keywords per language, in the order of `Lang::ALL`.
    pub keywords: [Vec<String>; 3],
    pub related: Vec<String>,
    pub facts: Vec<String>,
    pub rulings: Vec<Ruling>,
    pub variant: Option<String>,
    /// Rulings this item's cheat-sheet line rests on (marked †).
    pub rests_on: Vec<String>,
}

impl RuleCard {
    pub fn keywords(&self, lang: Lang) -> &[String] {
        &self.keywords[lang as usize]
    }
}

#[derive(Debug, Clone)]
pub struct Mistake {
    pub id: String,
    pub reference: String,
    pub rule: String,
    pub wrong: Text,
    pub right: Text,
    pub facts: Vec<String>,
    /// Rulings this item's cheat-sheet line rests on (marked †).
    pub rests_on: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct NumberRow {
    pub id: String,
    pub reference: String,
    pub label: Text,
    pub value: Text,
    pub rule: Option<String>,
    pub facts: Vec<String>,
    pub check: Option<String>,
    /// Rulings this item's cheat-sheet line rests on (marked †).
    pub rests_on: Vec<String>,
}

/// A quiz question: a situation for the engine and what is asked about it.
/// The answer is never stored; the engine computes it (`crate::quiz`).
#[derive(Debug, Clone)]
pub struct Question {
    pub id: String,
    pub reference: String,
    pub rules: Vec<String>,
    pub facts: Vec<String>,
    pub variants: Vec<String>,
    pub prompt: Text,
    pub situation: RawSituation,
    pub ask: String,
    pub expect: Option<String>,
}

/// One game's checked content.
#[derive(Debug, Clone)]
pub struct Game {
    pub id: GameId,
    pub names: Text,
    pub summary: Text,
    pub min_players: u32,
    pub max_players: Option<u32>,
    /// Source language first.
    pub languages: Vec<Lang>,
    pub source: Source,
    pub references: Vec<Reference>,
    pub variants: Vec<Variant>,
    pub options: Vec<GameOption>,
    pub rules: Vec<RuleCard>,
    pub mistakes: Vec<Mistake>,
    pub numbers: Vec<NumberRow>,
    pub quiz: Vec<Question>,
    /// Per rule card: its folded words per field, for search.
    pub index: IndexRef,
    /// Every card of the game in its embedded form (in the index's order),
    /// when the content came from the binary: a command that did not read
    /// the cards up front decodes only those it shows.
    shelf: Vec<&'static [u8]>,
    /// The cards of `shelf` decoded so far.
    taken: Vec<OnceLock<Option<RuleCard>>>,
}

impl Game {
    pub fn name(&self, lang: Lang) -> &str {
        self.names.get(lang)
    }

    pub fn source_lang(&self) -> Lang {
        self.languages.first().copied().unwrap_or(Lang::En)
    }

    pub fn has_lang(&self, lang: Lang) -> bool {
        self.languages.contains(&lang)
    }

    /// The card with this id: one of `rules`, else (when the command did
    /// not read the cards up front) decoded from the embedded content the
    /// first time it is asked for.
    pub fn card(&self, id: &str) -> Option<&RuleCard> {
        if let Some(card) = self.rules.iter().find(|c| c.id == id) {
            return Some(card);
        }
        let i = self.index_of(id)?;
        let blob = self.shelf.get(i)?;
        self.taken
            .get(i)?
            .get_or_init(|| postcard::from_bytes::<RawCard>(blob).ok().map(card_of))
            .as_ref()
    }

    /// The reference (`S. 4`) of any of the game's cards, from the index:
    /// a verdict's rule line needs no more of a card, and decoding the
    /// card (its text in every language) for it was a tenth of a verdict.
    pub fn card_reference(&self, id: &str) -> Option<&'static str> {
        self.index.refs.get(self.index_of(id)?).copied()
    }

    /// Where the card `id` stands in the index (and on the shelf).
    fn index_of(&self, id: &str) -> Option<usize> {
        self.index.ids.iter().position(|c| *c == id)
    }

    /// The title of any of the game's cards, also of one a lookup did not
    /// decode (it comes from the index), with the fallbacks of [`Text::get`].
    pub fn card_title(&self, id: &str, lang: Lang) -> Option<&'static str> {
        self.title_at(self.index_of(id)?, lang)
    }

    /// The title of the card at position `i` of the index, as
    /// [`Self::card_title`] picks it.
    pub fn title_at(&self, i: usize, lang: Lang) -> Option<&'static str> {
        let titles = self.index.titles.get(i)?;
        [lang, Lang::En, Lang::De, Lang::Nl]
            .into_iter()
            .find_map(|l| titles[l as usize])
    }

    pub fn reference(&self, id: &str) -> Option<&Reference> {
        self.references.iter().find(|r| r.id == id)
    }

    pub fn question(&self, id: &str) -> Option<&Question> {
        self.quiz.iter().find(|q| names_question(&q.id, id))
    }

    pub fn variant(&self, id: &str) -> Option<&Variant> {
        self.variants.iter().find(|v| v.id == id)
    }
}

/// Collects the location of what is being checked, so each check states
/// only its own finding.
struct Checker<'a> {
    game: GameId,
    file: &'a str,
    languages: &'a [Lang],
}

impl Checker<'_> {
    fn err(&self, item: &str, field: &str, problem: impl Into<String>) -> ContentError {
        ContentError {
            file: format!("content/{}/{}", self.game.slug(), self.file),
            item: item.to_owned(),
            field: field.to_owned(),
            problem: problem.into(),
        }
    }

    fn text(&self, item: &str, field: &str, raw: &Localized) -> Result<(), ContentError> {
        for &lang in Lang::ALL.iter() {
            let value = match lang {
                Lang::De => &raw.de,
                Lang::Nl => &raw.nl,
                Lang::En => &raw.en,
            };
            let wanted = self.languages.contains(&lang);
            match value {
                Some(v) if wanted && v.trim().is_empty() => {
                    return Err(self.err(item, field, format!("the {lang} text is empty")));
                }
                None if wanted => {
                    return Err(self.err(item, field, format!("the {lang} text is missing")));
                }
                Some(_) if !wanted => {
                    return Err(self.err(
                        item,
                        field,
                        format!("has {lang} text, but {lang} is not one of the game's languages"),
                    ));
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn keywords(&self, item: &str, raw: &LocalizedList) -> Result<(), ContentError> {
        for (lang, list) in [
            (Lang::De, &raw.de),
            (Lang::Nl, &raw.nl),
            (Lang::En, &raw.en),
        ] {
            let wanted = self.languages.contains(&lang);
            match list {
                // In the game's third language too, if given: no rule text
                // there, but players ask in it all the same.
                Some(list) if list.is_empty() || list.iter().any(|k| k.trim().is_empty()) => {
                    return Err(self.err(
                        item,
                        "keywords",
                        format!("the {lang} list is empty or has an empty keyword"),
                    ));
                }
                Some(_) => {}
                None if wanted => {
                    return Err(self.err(
                        item,
                        "keywords",
                        format!("the {lang} keywords are missing"),
                    ));
                }
                None => {}
            }
        }
        Ok(())
    }

    fn id<'s>(&self, item: &'s str, seen: &mut BTreeSet<&'s str>) -> Result<(), ContentError> {
        let well_formed = !item.is_empty()
            && item
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !item.starts_with('-')
            && !item.ends_with('-');
        if !well_formed {
            return Err(self.err(item, "id", "ids are kebab-case ASCII (a-z, 0-9, -)"));
        }
        if !seen.insert(item) {
            return Err(self.err(item, "id", "this id is used twice"));
        }
        Ok(())
    }

    fn reference(
        &self,
        item: &str,
        reference: &str,
        refs: &[RawReference],
    ) -> Result<(), ContentError> {
        if refs.iter().any(|r| r.id == reference) {
            Ok(())
        } else {
            let known: Vec<_> = refs.iter().map(|r| r.id.as_str()).collect();
            Err(self.err(
                item,
                "ref",
                format!(
                    "\"{reference}\" is not in game.yaml's references ({})",
                    known.join(", ")
                ),
            ))
        }
    }

    fn card_id(
        &self,
        item: &str,
        field: &str,
        id: &str,
        cards: &BTreeSet<&str>,
    ) -> Result<(), ContentError> {
        if cards.contains(id) {
            Ok(())
        } else {
            Err(self.err(
                item,
                field,
                format!("\"{id}\" is not a rule card id of this game"),
            ))
        }
    }

    fn facts(&self, item: &str, field: &str, facts: &[String]) -> Result<(), ContentError> {
        let prefix = format!("{}-", self.game.fact_prefix());
        for fact in facts {
            let ok = fact
                .strip_prefix(&prefix)
                .is_some_and(|n| n.len() == 2 && n.bytes().all(|b| b.is_ascii_digit()));
            if !ok {
                return Err(self.err(
                    item,
                    field,
                    format!("\"{fact}\" is not a fact id of this game ({prefix}NN)"),
                ));
            }
        }
        Ok(())
    }
}

/// Checks `rests_on` of an item: each id once, and one of the rulings of
/// `card` (the card itself, or the card a mistake or row names) when that
/// card is among the content at hand.
fn rests_on(
    file: &Checker,
    item: &str,
    ids: &[String],
    card: Option<&RawCard>,
) -> Result<(), ContentError> {
    for (i, id) in ids.iter().enumerate() {
        if ids[..i].contains(id) {
            return Err(file.err(item, "rests_on", format!("\"{id}\" is listed twice")));
        }
        if let Some(card) = card
            && !card.rulings.iter().any(|r| &r.id == id)
        {
            return Err(file.err(
                item,
                "rests_on",
                format!(
                    "\"{id}\" is not a ruling of card \"{}\" (its `rulings`)",
                    card.id
                ),
            ));
        }
    }
    Ok(())
}

/// Turns one game's raw content into checked domain types, or says what is
/// wrong where.
///
/// `index` is the search index `build.rs` made from the same content; when
/// it is not at hand (tests of hand-made content) it is built here.
pub fn check(game: GameId, raw: RawContent, index: Option<IndexRef>) -> Result<Game, ContentError> {
    let index = match index {
        Some(index)
            if index
                .ids
                .iter()
                .copied()
                .eq(raw.rules.iter().map(|c| c.id.as_str())) =>
        {
            index
        }
        _ => IndexOwned::build(&raw.game, &raw.rules)
            .trained(&raw.rules)
            .leak(),
    };
    verify(game, &raw, &index)?;
    Ok(assemble(game, raw, index, Vec::new()))
}

/// Every check of [`check`], on content that may hold only some of the
/// game's rule cards: `index` lists every card of the game, and references
/// to cards are checked against it.
///
/// `build.rs` runs this on every game before it embeds the content, and
/// the content tests run it again on what was embedded; a command trusts
/// what it reads and does not run it at each start.
pub fn verify(game: GameId, raw: &RawContent, index: &IndexRef) -> Result<(), ContentError> {
    let raw_game = &raw.game;
    let mut languages = Vec::new();
    let meta = Checker {
        game,
        file: "game.yaml",
        languages: &[],
    };
    if raw_game.id != game.slug() {
        return Err(meta.err(&raw_game.id, "id", format!("expected \"{}\"", game.slug())));
    }
    for code in &raw_game.languages {
        let lang = Lang::from_code(code).ok_or_else(|| {
            meta.err(
                &raw_game.id,
                "languages",
                format!("unknown language \"{code}\" (de, nl, en)"),
            )
        })?;
        if languages.contains(&lang) {
            return Err(meta.err(
                &raw_game.id,
                "languages",
                format!("\"{code}\" is listed twice"),
            ));
        }
        languages.push(lang);
    }
    if !languages.contains(&Lang::En) {
        return Err(meta.err(
            &raw_game.id,
            "languages",
            "English (en) is required for every game",
        ));
    }
    let meta = Checker {
        game,
        file: "game.yaml",
        languages: &languages,
    };
    let gid = raw_game.id.as_str();
    if let Some(max) = raw_game.players.max
        && max < raw_game.players.min
    {
        return Err(meta.err(gid, "players", "max is below min"));
    }
    if raw_game.players.min < 2 {
        return Err(meta.err(gid, "players", "every game needs at least 2 players"));
    }
    meta.facts(gid, "source.facts", &raw_game.source.facts)?;
    meta.text(gid, "source.note", &raw_game.source.note)?;
    // Said in the reader's language, which may be one the game's rule text
    // does not have (`rulecard games --lang de` lists Makao too).
    let every = Checker {
        languages: &Lang::ALL,
        ..meta
    };
    every.text(gid, "source.edition", &raw_game.source.edition)?;
    let mut seen = BTreeSet::new();
    let references = &raw_game.references;
    for r in references {
        if !seen.insert(r.id.as_str()) || r.id.trim().is_empty() {
            return Err(meta.err(
                &r.id,
                "references",
                "reference ids must be unique and not empty",
            ));
        }
        meta.text(&r.id, "title", &r.title)?;
    }
    meta.text(gid, "names", &raw_game.names)?;
    meta.text(gid, "summary", &raw_game.summary)?;

    // Rule cards first: everything else points at them.
    let cards = Checker {
        game,
        file: "rules.yaml",
        languages: &languages,
    };
    let mut card_ids = BTreeSet::new();
    for id in &index.ids {
        cards.id(id, &mut card_ids)?;
    }
    let variant_ids: BTreeSet<&str> = raw_game.variants.iter().map(|v| v.id.as_str()).collect();
    let ruling_prefix = format!("R-{}-", game.fact_prefix());
    for c in &raw.rules {
        let id = c.id.as_str();
        cards.reference(id, &c.reference, references)?;
        let mut related_seen = BTreeSet::new();
        for r in &c.related {
            cards.card_id(id, "related", r, &card_ids)?;
            if r == id {
                return Err(cards.err(id, "related", "a card cannot be related to itself"));
            }
            if !related_seen.insert(r) {
                return Err(cards.err(id, "related", format!("\"{r}\" is listed twice")));
            }
        }
        cards.facts(id, "facts", &c.facts)?;
        for r in &c.rulings {
            let well_formed = r.id.strip_prefix(&ruling_prefix).is_some_and(|rest| {
                !rest.is_empty() && rest.chars().all(|ch| ch.is_ascii_uppercase() || ch == '-')
            });
            if !well_formed {
                return Err(cards.err(
                    id,
                    "rulings",
                    format!(
                        "\"{}\" is not a ruling id of this game ({ruling_prefix}NAME)",
                        r.id
                    ),
                ));
            }
            cards.text(id, &format!("rulings.{}.note", r.id), &r.note)?;
        }
        rests_on(&cards, id, &c.rests_on, Some(c))?;
        if let Some(v) = &c.variant
            && !variant_ids.contains(v.as_str())
        {
            return Err(cards.err(
                id,
                "variant",
                format!("\"{v}\" is not a variant in game.yaml"),
            ));
        }
        cards.text(id, "title", &c.title)?;
        cards.text(id, "body", &c.body)?;
        cards.keywords(id, &c.keywords)?;
    }

    let mut seen = BTreeSet::new();
    for v in &raw_game.variants {
        meta.id(&v.id, &mut seen)?;
        meta.card_id(&v.id, "rule", &v.rule, &card_ids)?;
        let explains = index
            .ids
            .iter()
            .zip(&index.variants)
            .any(|(id, variant)| *id == v.rule && *variant == Some(v.id.as_str()));
        if !explains {
            return Err(meta.err(
                &v.id,
                "rule",
                format!("card \"{}\" must have `variant: {}`", v.rule, v.id),
            ));
        }
        meta.text(&v.id, "names", &v.names)?;
    }
    for o in &raw_game.options {
        meta.id(&o.id, &mut seen)?;
        meta.card_id(&o.id, "rule", &o.rule, &card_ids)?;
        if !o.values.contains(&o.default) {
            return Err(meta.err(&o.id, "default", "the default is not one of the values"));
        }
        meta.text(&o.id, "names", &o.names)?;
    }

    let file = Checker {
        game,
        file: "mistakes.yaml",
        languages: &languages,
    };
    let mut seen = BTreeSet::new();
    for m in &raw.mistakes {
        file.id(&m.id, &mut seen)?;
        file.reference(&m.id, &m.reference, references)?;
        file.card_id(&m.id, "rule", &m.rule, &card_ids)?;
        file.facts(&m.id, "facts", &m.facts)?;
        let card = raw.rules.iter().find(|c| c.id == m.rule);
        rests_on(&file, &m.id, &m.rests_on, card)?;
        file.text(&m.id, "wrong", &m.wrong)?;
        file.text(&m.id, "right", &m.right)?;
    }

    let file = Checker {
        game,
        file: "numbers.yaml",
        languages: &languages,
    };
    let mut seen = BTreeSet::new();
    for n in &raw.numbers {
        file.id(&n.id, &mut seen)?;
        file.reference(&n.id, &n.reference, references)?;
        if let Some(rule) = &n.rule {
            file.card_id(&n.id, "rule", rule, &card_ids)?;
        }
        file.facts(&n.id, "facts", &n.facts)?;
        if !n.rests_on.is_empty() && n.rule.is_none() {
            return Err(file.err(
                &n.id,
                "rests_on",
                "a row that rests on a ruling names the rule card (`rule`) that has it",
            ));
        }
        let card = n
            .rule
            .as_ref()
            .and_then(|r| raw.rules.iter().find(|c| &c.id == r));
        rests_on(&file, &n.id, &n.rests_on, card)?;
        file.text(&n.id, "label", &n.label)?;
        file.text(&n.id, "value", &n.value)?;
    }

    let file = Checker {
        game,
        file: "quiz.yaml",
        languages: &languages,
    };
    let mut seen = BTreeSet::new();
    for q in &raw.quiz {
        file.id(&q.id, &mut seen)?;
        file.reference(&q.id, &q.reference, references)?;
        if q.rules.is_empty() {
            return Err(file.err(&q.id, "rules", "a question tests at least one rule card"));
        }
        for r in &q.rules {
            file.card_id(&q.id, "rules", r, &card_ids)?;
        }
        file.facts(&q.id, "facts", &q.facts)?;
        for v in &q.variants {
            if !variant_ids.contains(v.as_str()) {
                return Err(file.err(
                    &q.id,
                    "variants",
                    format!("\"{v}\" is not a variant in game.yaml"),
                ));
            }
        }
        if q.ask.trim().is_empty() {
            return Err(file.err(&q.id, "ask", "says nothing about what is asked"));
        }
        file.text(&q.id, "prompt", &q.prompt)?;
    }
    Ok(())
}

fn text(raw: Localized) -> Text {
    Text {
        de: raw.de,
        nl: raw.nl,
        en: raw.en,
    }
}

/// Whether `asked`, as a player writes a question's id (any case, spaces
/// around), names the question `id`: `check` loads and finds it so.
pub fn names_question(id: &str, asked: &str) -> bool {
    id.eq_ignore_ascii_case(asked.trim())
}

/// One rule card as the rest of rulecard sees it (no checks: see
/// [`verify`]).
pub(crate) fn card_of(c: RawCard) -> RuleCard {
    let k = c.keywords;
    RuleCard {
        title: text(c.title),
        body: text(c.body),
        keywords: [
            k.de.unwrap_or_default(),
            k.nl.unwrap_or_default(),
            k.en.unwrap_or_default(),
        ],
        reference: c.reference,
        related: c.related,
        facts: c.facts,
        rulings: c
            .rulings
            .into_iter()
            .map(|r| Ruling {
                id: r.id,
                note: text(r.note),
            })
            .collect(),
        variant: c.variant,
        rests_on: c.rests_on,
        id: c.id,
    }
}

/// Shapes content into the domain types without checking it: content is
/// checked where it is made ([`verify`], in `build.rs` and the content
/// tests), not at every start. `shelf` holds every card of the game still
/// in its embedded form, for [`Game::card`] to decode one when it is asked
/// for and `raw.rules` left it out.
pub fn assemble(game: GameId, raw: RawContent, index: IndexRef, shelf: Vec<&'static [u8]>) -> Game {
    let RawContent {
        game: g,
        rules,
        mistakes,
        numbers,
        quiz,
    } = raw;
    let taken = shelf.iter().map(|_| OnceLock::new()).collect();
    Game {
        id: game,
        names: text(g.names),
        summary: text(g.summary),
        min_players: g.players.min,
        max_players: g.players.max,
        languages: g
            .languages
            .iter()
            .filter_map(|c| Lang::from_code(c))
            .collect(),
        source: Source {
            title: g.source.title,
            publisher: g.source.publisher,
            edition: text(g.source.edition),
            note: text(g.source.note),
            facts: g.source.facts,
        },
        references: g
            .references
            .into_iter()
            .map(|r| Reference {
                id: r.id,
                title: text(r.title),
            })
            .collect(),
        variants: g
            .variants
            .into_iter()
            .map(|v| Variant {
                names: text(v.names),
                rule: v.rule,
                id: v.id,
            })
            .collect(),
        options: g
            .options
            .into_iter()
            .map(|o| GameOption {
                names: text(o.names),
                default: o.default,
                values: o.values,
                rule: o.rule,
                id: o.id,
            })
            .collect(),
        rules: rules.into_iter().map(card_of).collect(),
        mistakes: mistakes
            .into_iter()
            .map(|m| Mistake {
                wrong: text(m.wrong),
                right: text(m.right),
                reference: m.reference,
                rule: m.rule,
                facts: m.facts,
                rests_on: m.rests_on,
                id: m.id,
            })
            .collect(),
        numbers: numbers
            .into_iter()
            .map(|n| NumberRow {
                label: text(n.label),
                value: text(n.value),
                reference: n.reference,
                rule: n.rule,
                facts: n.facts,
                check: n.check,
                rests_on: n.rests_on,
                id: n.id,
            })
            .collect(),
        quiz: quiz
            .into_iter()
            .map(|q| Question {
                prompt: text(q.prompt),
                reference: q.reference,
                rules: q.rules,
                facts: q.facts,
                variants: q.variants,
                situation: q.situation,
                ask: q.ask,
                expect: q.expect,
                id: q.id,
            })
            .collect(),
        index,
        shelf,
        taken,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::raw::*;

    fn text(de: &str, en: &str) -> Localized {
        Localized {
            de: Some(de.into()),
            nl: None,
            en: Some(en.into()),
        }
    }

    fn minimal() -> RawContent {
        RawContent {
            game: RawGame {
                id: "makatsu".into(),
                names: text("Spiel", "Game"),
                summary: text("Kurz", "Short"),
                players: RawPlayers {
                    min: 2,
                    max: Some(6),
                },
                languages: vec!["de".into(), "en".into()],
                source: RawSource {
                    title: "T".into(),
                    publisher: None,
                    edition: Localized {
                        de: Some("A".into()),
                        nl: Some("U".into()),
                        en: Some("E".into()),
                    },
                    note: text("N", "N"),
                    facts: vec![],
                },
                references: vec![RawReference {
                    id: "S. 1".into(),
                    title: text("Vorne", "Front"),
                }],
                variants: vec![],
                options: vec![],
            },
            rules: vec![RawCard {
                id: "a-card".into(),
                reference: "S. 1".into(),
                title: text("Titel", "Title"),
                body: text("Text", "Text"),
                keywords: LocalizedList {
                    de: Some(vec!["wort".into()]),
                    nl: None,
                    en: Some(vec!["word".into()]),
                },
                related: vec![],
                facts: vec!["MK-01".into()],
                rulings: vec![],
                variant: None,
                rests_on: vec![],
            }],
            mistakes: vec![],
            numbers: vec![],
            quiz: vec![],
        }
    }

    #[test]
    fn rests_on_names_a_ruling_of_its_card() {
        let mut raw = minimal();
        raw.rules[0].rests_on = vec!["R-MK-TIE".into()];
        let err = check(GameId::Makatsu, raw.clone(), None).unwrap_err();
        assert_eq!(err.field, "rests_on");
        assert!(err.problem.contains("R-MK-TIE"), "{}", err.problem);
        raw.rules[0].rulings = vec![crate::raw::RawRuling {
            id: "R-MK-TIE".into(),
            note: text("Notiz", "Note"),
        }];
        let game = check(GameId::Makatsu, raw.clone(), None).expect("valid");
        assert_eq!(game.rules[0].rests_on, ["R-MK-TIE"]);
        raw.rules[0].rests_on.push("R-MK-TIE".into());
        let err = check(GameId::Makatsu, raw, None).unwrap_err();
        assert!(err.problem.contains("twice"), "{}", err.problem);
    }

    #[test]
    fn minimal_content_checks() {
        let game = check(GameId::Makatsu, minimal(), None).expect("valid");
        assert_eq!(game.rules.len(), 1);
        assert_eq!(game.source_lang(), Lang::De);
    }

    #[test]
    fn missing_language_names_file_item_and_field() {
        let mut raw = minimal();
        raw.rules[0].body.en = None;
        let err = check(GameId::Makatsu, raw, None).unwrap_err();
        assert_eq!(err.file, "content/makatsu/rules.yaml");
        assert_eq!(err.item, "a-card");
        assert_eq!(err.field, "body");
        assert!(err.problem.contains("en"), "{err}");
    }

    #[test]
    fn unknown_reference_is_named() {
        let mut raw = minimal();
        raw.rules[0].reference = "S. 9".into();
        let err = check(GameId::Makatsu, raw, None).unwrap_err();
        assert_eq!(err.field, "ref");
        assert!(err.to_string().contains("S. 9"));
    }

    #[test]
    fn dangling_related_id_is_named() {
        let mut raw = minimal();
        raw.rules[0].related = vec!["nowhere".into()];
        let err = check(GameId::Makatsu, raw, None).unwrap_err();
        assert_eq!(err.field, "related");
        assert!(err.problem.contains("nowhere"));
    }

    #[test]
    fn duplicate_ids_are_refused() {
        let mut raw = minimal();
        let copy = raw.rules[0].clone();
        raw.rules.push(copy);
        let err = check(GameId::Makatsu, raw, None).unwrap_err();
        assert!(err.problem.contains("twice"), "{err}");
    }

    #[test]
    fn foreign_fact_ids_are_refused() {
        let mut raw = minimal();
        raw.rules[0].facts = vec!["MA-01".into()];
        let err = check(GameId::Makatsu, raw, None).unwrap_err();
        assert_eq!(err.field, "facts");
    }

    #[test]
    fn the_edition_is_in_every_interface_language() {
        // Dutch, which the game's rule text lacks: `games --lang nl` says
        // the edition all the same.
        let mut raw = minimal();
        raw.game.source.edition.nl = None;
        let err = check(GameId::Makatsu, raw, None).unwrap_err();
        assert_eq!(err.file, "content/makatsu/game.yaml");
        assert_eq!(err.field, "source.edition");
        assert!(err.problem.contains("nl"), "{err}");
    }

    #[test]
    fn text_in_a_language_the_game_lacks_is_refused() {
        let mut raw = minimal();
        raw.rules[0].title.nl = Some("Titel".into());
        let err = check(GameId::Makatsu, raw, None).unwrap_err();
        assert_eq!(err.field, "title");
    }
}
