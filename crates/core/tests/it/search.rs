//! Search: what players type mid-game finds the card they mean, in the
//! game's source language and in English, misspelt or not, in the game
//! named or in every game.

use rulecard_core::content::{self, GameId, search};

/// Asserts that `query` puts `card` first (`card` may name two cards,
/// `a|b`, where both answer it: "Lila" is what purple scores and who
/// takes Meister Makatsu).
fn top(game: GameId, query: &str, card: &str) {
    let g = content::load(game).unwrap();
    let hits = search::search(&g, query);
    let got: Vec<&str> = hits
        .iter()
        .take(3)
        .map(|h| g.rules[h.card].id.as_str())
        .collect();
    assert!(
        got.first()
            .is_some_and(|id| card.split('|').any(|c| c == *id)),
        "{game}: \"{query}\" found {got:?}, wants {card}"
    );
}

#[test]
fn makatsu_german() {
    for (q, card) in [
        ("Gleichstand", "tie-later-card"),
        ("gleichstnd", "tie-later-card"),
        ("hoechste", "highest-card"),
        ("hochste", "highest-card"),
        ("höchste Karte", "highest-card"),
        ("Ninja-Ablage", "ninja-ablage"),
        ("wer fängt an", "who-starts"),
        ("dritter Durchgang", "third-pass"),
        ("Vorrat", "chip-supply"),
        ("Chips tauschen", "chip-supply"),
        ("Lila", "chip-colours|meister-makatsu"),
        ("Spielreihenfolge", "play-order"),
        ("Anna Ben", "quiz-blue-six"),
    ] {
        top(GameId::Makatsu, q, card);
    }
}

#[test]
fn makatsu_english() {
    for (q, card) in [
        ("tie", "tie-later-card"),
        ("ninja pile", "ninja-ablage"),
        ("who starts", "who-starts"),
        ("chip value", "chip-value"),
        ("third pass", "third-pass"),
        ("exchange chips", "chip-supply"),
        ("play order", "play-order"),
        ("winner", "game-end"),
        ("purple", "chip-colours|meister-makatsu"),
        ("how many players", "player-count"),
    ] {
        top(GameId::Makatsu, q, card);
    }
}

#[test]
fn makao_dutch() {
    for (q, card) in [
        ("vrouw", "queen-fits-all"),
        ("boer", "jack-demand"),
        ("aas", "ace-suit"),
        ("schoppenheer", "attack-cards"),
        ("pakken", "drawing"),
        ("straf", "taking-the-penalty"),
        ("verdedigen", "defending-attacks"),
        ("wachten", "four-wait"),
        ("vier", "four-wait"),
        ("punten", "scoring"),
        ("eerste kaart", "first-card"),
        ("meerdere kaarten", "several-cards"),
        ("makao roepen", "makao-call"),
    ] {
        top(GameId::Makao, q, card);
    }
}

#[test]
fn makao_english() {
    for (q, card) in [
        ("queen", "queen-fits-all"),
        ("jack demand", "jack-demand"),
        ("ace suit", "ace-suit"),
        ("K♠", "attack-cards"),
        ("score", "scoring"),
        ("first card", "first-card"),
        ("several cards", "several-cards"),
        ("skip", "four-wait"),
        ("joker", "no-jokers-no-runs"),
        ("tips", "tips"),
    ] {
        top(GameId::Makao, q, card);
    }
}

#[test]
fn maumau_german() {
    for (q, card) in [
        ("Sieben", "seven"),
        ("7 auf 7", "variant-seven-stacking"),
        ("Bube", "jack"),
        ("Bube auf Bube", "variant-no-jack-on-jack"),
        // "Junge" is the jack as players say it, not the youngest player.
        ("was macht der Junge", "jack"),
        ("Junge auf Junge", "variant-no-jack-on-jack"),
        ("zwei 7er hintereinander", "variant-seven-stacking"),
        ("wünschen", "jack"),
        ("aussetzen", "eight"),
        ("Dame", "queen"),
        ("Richtung", "start-and-direction"),
        ("Ass", "ace"),
        ("Mau-Mau sagen", "mau-mau-call"),
        ("Nachziehstapel leer", "empty-draw-pile"),
        ("zwei Decks", "deck-count"),
    ] {
        top(GameId::MauMau, q, card);
    }
}

#[test]
fn maumau_english() {
    for (q, card) in [
        ("draw two", "seven"),
        ("skip", "eight"),
        ("reverse", "queen"),
        ("jack wish", "jack-wish"),
        ("ace last card", "ace-last-card"),
        ("how many decks", "deck-count"),
        ("announce", "mau-mau-call"),
        ("eight stacking", "variant-eight-stacking"),
        ("empty draw pile", "empty-draw-pile"),
        ("who wins", "winning"),
    ] {
        top(GameId::MauMau, q, card);
    }
}

#[test]
fn every_name_of_a_card_finds_it() {
    for q in [
        "K♠",
        "Ks",
        "schoppenkoning",
        "king of spades",
        "Schoppenheer",
    ] {
        top(GameId::Makao, q, "attack-cards");
    }
    for q in ["zwei ziehen", "2 ziehen", "draw two", "draw 2"] {
        top(GameId::MauMau, q, "seven");
    }
}

#[test]
fn a_question_finds_what_its_words_find() {
    top(GameId::Makao, "Wat doet een vier?", "four-wait");
    top(GameId::MauMau, "Was passiert bei einer Acht?", "eight");
    top(GameId::Makatsu, "Who starts the round?", "who-starts");
}

/// A home of its own for each test that saves a default game.
#[test]
fn an_exact_id_always_wins() {
    top(GameId::Makatsu, "game-end", "game-end");
    top(GameId::Makao, "plain-kings", "plain-kings");
    top(
        GameId::MauMau,
        "VARIANT-SEVEN-STACKING",
        "variant-seven-stacking",
    );
}

#[test]
fn nonsense_finds_nothing_but_gets_suggestions() {
    let g = content::load(GameId::Makatsu).unwrap();
    assert!(search::search(&g, "xyzzy qwert").is_empty());
    let g = content::load(GameId::MauMau).unwrap();
    assert!(search::search(&g, "zzzzzz").is_empty());
    let s = search::suggest(&g, "Buube", rulecard_core::content::Lang::De, 5);
    assert!(!s.is_empty(), "a near miss gets suggestions");
}

/// A dispute told with the cards on the table finds the rule the engine's
/// verdict on it cites, where the words alone lean to a neighbour card.
#[test]
fn a_situation_told_finds_the_rule_that_settles_it() {
    let first = |game, query: &str| {
        let g = content::load(game).unwrap();
        let hits = rulecard_core::lookup::search(&g, query);
        g.rules[hits[0].card].id.clone()
    };
    for (game, query, card) in [
        (
            GameId::MauMau,
            "pik 10 liegt, ich hab kreuz 10 und pik dame, was geht",
            "matching",
        ),
        (
            GameId::Makao,
            "herz 2 liegt, ich hab herz 3 und pik 2, womit kann ich zurückschlagen",
            "defending-attacks",
        ),
        (
            GameId::Makao,
            "bube hat 9 verlangt, darf ich eine dame legen",
            "queen-restrictions",
        ),
    ] {
        assert_eq!(first(game, query), card, "{query}");
    }
    // Without a game, the same.
    let mixed =
        rulecard_core::lookup::across_all("harten 2 ligt, ik heb harten 3 en schoppen 2", None)
            .unwrap();
    let top = &mixed.hits[0];
    assert_eq!(top.game, GameId::Makao);
    let g = content::load(GameId::Makao).unwrap();
    assert_eq!(g.rules[top.hit.card].id, "defending-attacks");
}

#[test]
fn a_single_letter_that_is_no_card_finds_nothing() {
    // "e.g." in a card's text and a table's column "C" are no words: a
    // lone "ç" (folded "c") or "é" finds nothing rather than any card.
    for game in GameId::ALL {
        let g = content::load(game).unwrap();
        for letter in ["e", "c", "ç", "g", "x"] {
            assert!(search::search(&g, letter).is_empty(), "{game:?} {letter}");
        }
    }
    // A card's rank alone still finds its card.
    let g = content::load(GameId::MauMau).unwrap();
    assert_eq!(g.rules[search::search(&g, "7")[0].card].id, "seven");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Whatever a player types (any letters, umlauts, suit symbols,
    /// punctuation), the search answers without panicking, and the card a
    /// lookup decodes on its own is the card of the fully loaded content.
    #[test]
    fn any_query_is_answered_alike(query in "[a-zäöüßéè♥♣ A-Z0-9.,'-]{0,24}") {
        for game in GameId::ALL {
            let g = content::load(game).unwrap();
            let hits = search::search(&g, &query);
            if let Some(best) = hits.first() {
                let taken = content::Shelf::open(game).unwrap().take(&[best.card]).unwrap();
                let card = &g.rules[best.card];
                proptest::prop_assert_eq!(&taken.rules[0].id, &card.id);
                proptest::prop_assert_eq!(taken.rules[0].body.get(content::Lang::En), card.body.get(content::Lang::En));
                for id in &card.related {
                    proptest::prop_assert_eq!(
                        taken.card_title(id, content::Lang::En),
                        Some(g.card(id).unwrap().title.get(content::Lang::En))
                    );
                }
            }
        }
    }
}

/// The letters of guests' languages that the folding once cut in two (a
/// French, Polish, Spanish, Turkish, Hungarian, Latvian or Russian first
/// query): each is answered, alone and inside words, in every game.
#[test]
fn letters_of_other_languages_are_answered() {
    for query in [
        "ç",
        "ñ",
        "ł",
        "ş",
        "ő",
        "Ā",
        "ж",
        "ç7",
        "7ç",
        "kç",
        "garçon",
        "niño",
        "łódź",
        "İstanbul",
        "e\u{301}",
        "ĳ",
        "ǅ",
        "ﬀ",
        "𝔸",
        "😀",
        "ks\u{301}",
    ] {
        for game in GameId::ALL {
            let g = content::load(game).unwrap();
            let _ = search::search(&g, query);
            let shelf = content::Shelf::open(game).unwrap();
            let _ = search::search_index(&shelf.index, query);
            let _ = search::suggest(&g, query, content::Lang::En, 5);
        }
    }
    // Folded to its base letters, a word with a mark meets the content's
    // plain word: "dāme" finds what "dame" finds.
    let g = content::load(GameId::MauMau).unwrap();
    assert_eq!(
        search::search(&g, "dāme").first().map(|h| h.card),
        search::search(&g, "dame").first().map(|h| h.card)
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

    /// Any Unicode string at all, not only the letters of the content's
    /// languages, is answered without a panic by the index search, the
    /// loaded game's search and the suggestions of every game.
    #[test]
    fn any_unicode_query_never_panics(query in proptest::prelude::any::<String>()) {
        for game in GameId::ALL {
            let g = content::load(game).unwrap();
            let hits = search::search(&g, &query);
            for h in &hits {
                proptest::prop_assert!(h.card < g.rules.len());
            }
            let shelf = content::Shelf::open(game).unwrap();
            let indexed = search::search_index(&shelf.index, &query);
            proptest::prop_assert_eq!(
                indexed.first().map(|h| h.card),
                hits.first().map(|h| h.card)
            );
            let _ = search::suggest(&g, &query, content::Lang::De, 5);
        }
    }

    /// Short strings of letters that the folding maps, does not map, or
    /// splits, mixed with card codes and digits: the shapes that reach the
    /// card reader's splits.
    #[test]
    fn short_mixed_words_never_panic(query in "[0-9akqjhdcsçñłşőĀжİĳé\u{301} ]{0,6}") {
        for game in GameId::ALL {
            let g = content::load(game).unwrap();
            let _ = search::search(&g, &query);
        }
    }
}

/// The first card `query` finds across the games, as `game:id`.
fn first_across(query: &str) -> String {
    let mixed = rulecard_core::lookup::across_all(query, None).unwrap();
    let hit = mixed
        .hits
        .first()
        .unwrap_or_else(|| panic!("\"{query}\" found nothing in any game"));
    let index = content::Shelf::open(hit.game).unwrap().index;
    format!("{}:{}", hit.game.slug(), index.ids[hit.hit.card])
}

/// Issue 30, item 1: words the game does not know never throw out every
/// card that has the others; they are named as not used.
#[test]
fn unknown_words_are_left_out_and_named() {
    let index = content::Shelf::open(GameId::Makatsu).unwrap().index;
    let found = search::lookup(&index, "gleichstand xyzzyq am ende");
    assert!(!found.hits.is_empty(), "{found:?}");
    assert_eq!(found.unused, ["xyzzyq"]);
    let found = search::lookup(&index, "xyzzyq");
    assert!(found.hits.is_empty(), "nothing the game knows: {found:?}");
    for (game, query) in [
        (GameId::MauMau, "ziehstapel leer was jetzt"),
        (GameId::Makao, "wie viele punkte bekommt man"),
        (GameId::MauMau, "boer kleur vragen"),
        (GameId::Makatsu, "gelijkspel aan het einde wie wint"),
    ] {
        let index = content::Shelf::open(game).unwrap().index;
        assert!(
            !search::lookup(&index, query).hits.is_empty(),
            "{game}: \"{query}\" found nothing"
        );
    }
}

/// Issue 30, item 2: a game's words in its third language, from its
/// lexicon (content/<game>/lexicon.yaml).
#[test]
fn the_third_language_meets_the_lexicon() {
    for (game, query, card) in [
        (GameId::Makatsu, "gelijkspel", "tie-later-card"),
        (
            GameId::Makatsu,
            "ninja aflegstapel bekijken",
            "ninja-ablage",
        ),
        (GameId::Makao, "Nachziehstapel leer", "reshuffle"),
        (GameId::Makao, "Königin", "queen-fits-all"),
        (GameId::MauMau, "Unter", "jack"),
        (GameId::MauMau, "speelrichting", "start-and-direction"),
    ] {
        top(game, query, card);
    }
}

/// Issue 30, item 4: without a game, a game named in the question picks
/// it, and a rank counts for the game where it does something.
#[test]
fn a_lookup_without_a_game_goes_where_the_question_points() {
    for (query, want) in [
        ("what does the queen do in mau-mau", "maumau:queen"),
        ("what does a two do", "makao:attack-cards"),
        ("vier aussetzen", "makao:four-wait"),
        ("ninja ablage", "makatsu:ninja-ablage"),
        // "klaverheer": K♣ in one word, a plain king in Makao.
        ("is klaverheer een gewone kaart", "makao:plain-kings"),
    ] {
        assert_eq!(first_across(query), want, "{query}");
    }
    // A suit is of a French deck: Meister Makatsu's coloured values have
    // none, whatever else the question shares with its cards.
    for query in [
        "ruiten 5 ligt, mag ik mn drie vijfjes in 1x allemaal leggen",
        "ruiten vijf op tafel, wie is er",
        "herz 9 liegt, darf ich zwei neuner auf einmal legen",
    ] {
        let first = first_across(query);
        assert!(!first.starts_with("makatsu:"), "{query}: {first}");
    }
}

/// Issue 30, item 5: a house rule the query names comes before the plain
/// card.
#[test]
fn a_variant_named_comes_first() {
    top(
        GameId::MauMau,
        "7 auf 7 wieviele karten ziehen",
        "variant-seven-stacking",
    );
}

/// Issue 30, item 3: a negation that changes the meaning is kept ("kann
/// nicht bedienen" is drawing, not matching), and what the player says
/// they lack ("ik heb geen zeven") is not what they ask about.
#[test]
fn negations_and_situations_find_their_card() {
    top(GameId::MauMau, "kann nicht bedienen was jetzt", "drawing");
    // What the highest purple card gets is the Meister, not the rule of
    // the highest card in general (issue 30, item 6).
    top(
        GameId::Makatsu,
        "was bekommt die höchste lila karte",
        "meister-makatsu",
    );
    // The jack's demand, or its round, which says what to do without the
    // value asked for (draw one card): never the overview.
    let makao = content::load(GameId::Makao).unwrap();
    let first = search::search(&makao, "boer vraagd 7 en ik heb geen zeven")
        .first()
        .map(|h| makao.rules[h.card].id.clone());
    assert!(
        matches!(first.as_deref(), Some("jack-demand" | "jack-demand-round")),
        "{first:?}"
    );
}

/// Issue 30, item 4: the other examples of the issue, without a game.
#[test]
fn the_issues_questions_without_a_game_find_their_game() {
    for (query, want) in [
        ("eight miss a turn", "maumau:eight"),
        ("what happens on a tie", "makatsu:tie-later-card"),
    ] {
        assert_eq!(first_across(query), want, "{query}");
    }
}

/// "Meister Makatsu" names the game and its piece: beside a word for a
/// piece it is the piece ("what does the meister makatsu figure do"),
/// elsewhere the game, which says nothing about the card.
#[test]
fn the_game_s_name_beside_a_piece_is_the_piece() {
    for (query, want) in [
        ("what does the meister makatsu figure do", "meister-makatsu"),
        ("was macht die Meister-Makatsu-Figur", "meister-makatsu"),
        ("worum geht es bei meister makatsu", "overview"),
    ] {
        top(GameId::Makatsu, query, want);
        assert_eq!(first_across(query), format!("makatsu:{want}"), "{query}");
    }
}
