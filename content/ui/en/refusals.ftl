# The engines' refusals and reasons in English, as the judge and play show
# them: the same ids and arguments in every language (a test checks it).
# The engines return data (who, which card, what was open, which rule);
# `render::refusal` picks these messages for it.

## Shared

refusal-rule = rule { $card }, { $ruling }
refusal-rule-card = rule { $card }
suit-name = { $suit ->
    [clubs] clubs
    [diamonds] diamonds
    [hearts] hearts
   *[spades] spades
  }
action-word = { $action ->
    [draw] draw
    [take] take
    [wait] wait
    [keep] keep
   *[play] { $play }
  }
refusal-turn-illegal = turn { $turn } ({ $player } "{ $action }") is illegal: { $reason }
refusal-not-held = { $player } does not hold { $card } ({ $rule })
refusal-already-played = { $player } cannot play { $card }: { $copies ->
    [one] it is already on the discard pile, and the deck holds it once
   *[other] all { $copies } copies the decks hold are already on the discard pile
  } ({ $rule })
refusal-hand-too-small = { $player } holds { $holds ->
    [one] 1 card
   *[other] { $holds } cards
  } and cannot lay { $lays } in one turn ({ $rule })
refusal-nothing-drawn = { $player } has drawn nothing this turn, so there is no drawn card to keep ({ $rule })
refusal-after-drawing = { $player } has drawn a card: they may play it at once if it fits, or keep it, but not { $action } ({ $rule })

## Makao

refusal-ma-under-penalty = {" "}under an open attack of { $n } cards
refusal-ma-under-wait = {" "}under an open wait of { $n ->
    [one] 1 turn
   *[other] { $n } turns
  }
refusal-ma-under-value = {" "}under a jack's demand for { $value }
refusal-ma-under-suit = {" "}under an ace's demand for { $suit }
refusal-ma-game-over = the round is over: { $winner } went out and won, so nothing more may be played ({ $rule })
refusal-ma-mixed-values = { $player } cannot play { $other } together with { $first }: one turn takes cards of one value only, and there are no runs ({ $rule })
refusal-ma-same-card-twice = { $player } lays { $card } twice in one play, but one deck holds it once ({ $rule })
refusal-ma-mixed-kings = { $player } cannot play { $attacking } and { $plain } together: attacking kings (K♥, K♠) and plain kings (K♦, K♣) are never played in one turn ({ $rule })
refusal-ma-choice-jack = a jack demands a value from 5 to 10 or nothing, written after the last card (Jd>9, Jd>-)
refusal-ma-choice-ace = an ace names a suit, written after the last card (Ac>h)
refusal-ma-choice-other = only a jack or an ace takes a choice after ">"
refusal-ma-missing-choice = { $player } plays { $card } without a choice: { $why } ({ $rule })
refusal-ma-wrong-choice = { $player } cannot play { $card }>{ $choice }: { $why } ({ $rule })
refusal-ma-cannot-start = { $player } cannot play { $card } on { $top }{ $under }: { $reason } ({ $rule })
refusal-ma-draw-under-penalty = { $player } cannot draw a single card under an open attack of { $penalty } cards: answer with an attack card or take all { $penalty } ({ $rule })
refusal-ma-draw-under-wait = { $player } cannot draw under an open wait: only a 4 answers it, otherwise they wait, and a waiting player neither plays nor draws ({ $rule })
refusal-ma-must-meet-demand = { $player } cannot draw{ $under }: they hold { $card }, which meets it, and only a player who cannot meet a demand draws ({ $rule })
refusal-ma-nothing-to-take = { $player } has no penalty to take: no attack is open ({ $rule })
refusal-ma-nothing-to-wait = { $player } cannot wait: no 4 is open, and only a 4 makes a player wait ({ $rule })
refusal-ma-drawn-card-only = after drawing, { $player } may play only the drawn card{ $drawn }, alone, or keep it; not { $play } ({ $rule })
refusal-ma-drawn = {" "}({ $card })
refusal-ma-after-taking = { $player } took the penalty, which ends their turn, so { $play } cannot follow ({ $rule })

## Mau-Mau

refusal-mm-under-penalty = {" "}under an open 7 ({ $n } cards to draw)
refusal-mm-under-skip = {" "}under an open 8 (a skip)
refusal-mm-under-wish = {" "}under a jack's wish for { $suit }
refusal-mm-game-over = { $player } cannot { $action }: the game is over, { $winner } has no cards left and won, so nothing more may be played ({ $rule })
refusal-mm-not-in-deck = { $player } cannot play { $card }: a Mau-Mau deck holds only 7 to ace ({ $rule })
refusal-mm-cannot-play = { $player } cannot play { $card } on { $top }{ $under }: { $reason } ({ $rule })
refusal-mm-missing-choice = { $player } plays { $card } without a wish: a jack wishes a suit or nothing, written after it (Jc>s, Jc>-) ({ $rule })
refusal-mm-wrong-choice = { $player } cannot play { $card }>{ $choice }: only a jack takes a choice after ">", a suit or "-" ({ $rule })
refusal-mm-no-mau-due = { $player } announces "Mau-Mau" with { $card }, but { $why }: the announcement belongs to the turn that brings a player from two or more cards down to one ({ $rule })
refusal-mm-mau-announced = they already announced it this turn
refusal-mm-mau-began-with = they began this turn with { $n ->
    [one] 1 card
   *[other] { $n } cards
  }
refusal-mm-mau-would-hold = they would still hold { $n ->
    [one] 1 card
   *[other] { $n } cards
  }
refusal-mm-ace-last-card = { $player } has no card left after the ace{ $cannot }: an ace is never the last card, so they must draw one ({ $rule })
refusal-mm-ace-cannot-play = , so they cannot play { $card }
refusal-mm-must-play = { $player } cannot draw{ $under }: they hold { $card }, which fits, and only a player with no fitting card draws ({ $rule })
refusal-mm-must-follow-ace = { $player } played an ace and must at once play another card on it{ $follows }: a card of its suit, an ace or a jack, and only with none may they draw ({ $rule })
refusal-mm-ace-follows = {" "}(they hold { $card }, which follows)
refusal-mm-not-a-follow-up = { $player } cannot follow { $ace } with { $card }: the follow-up must fit on the ace, a card of its suit, another ace or a jack ({ $rule })
refusal-mm-must-take = { $player } cannot { $action } under an open 7: { $penalty } cards are to be drawn; { $stacking ->
    [yes] take them or answer with a 7
   *[no] take them (then one card fitting on the 7 may follow)
  } ({ $rule })
refusal-mm-skipped = { $player } cannot { $action }: an 8 skips them, and a skipped player does nothing{ $stacking ->
    [yes] {" "}but answer with an 8 or sit out (wait)
   *[no] {""}
  } ({ $rule })
refusal-mm-nothing-to-take = { $player } has no cards to take: no 7 is open ({ $rule })
refusal-mm-nothing-to-wait = { $player } cannot wait: no 8's skip is open (without eight-stacking an 8's skip happens by itself) ({ $rule })
refusal-mm-drawn-card-only = after drawing { $drawn }, { $player } may play only that card, if it fits, or keep it; not { $card } ({ $rule })
refusal-mm-already-took = { $player } took the 7's cards, which were this turn's draw: they may play one card that fits on the 7, or end the turn, but not { $action } ({ $rule })
refusal-mm-turn-over = { $player }'s turn ended before "{ $rest }": one card per turn, and only an ace brings a follow-up card ({ $rule })

## Meister Makatsu

refusal-mk-game-over = the game is over after 11 rounds: { $card } cannot be played ({ $rule })
refusal-mk-not-in-hand = seat { $seat } cannot play { $card } as their { $kind ->
    [first] first
   *[second] second
  } card: it is not in their hand ({ $rule })
refusal-mk-supply = the supply holds only { $left } chips of value { $value }, but this round awards { $needed } ({ $rule })

## Why a card may or may not start a play (Makao and Mau-Mau)

reason-same-suit = same suit as the top card
reason-same-value = same value as the top card
reason-queen-fits-all = a queen fits on anything
reason-on-a-queen = anything fits on a queen
reason-no-match = neither the suit nor the value of the top card
reason-answers-attack = answers the attack: an attack card of the top card's suit or value
reason-attack-does-not-match = an attack card, but of neither the top card's suit nor its value
reason-not-an-attack-card = only an attack card (2, 3, K♥, K♠) answers an attack
reason-plain-king = K♦ and K♣ are no attack cards and cannot answer an attack
reason-queen-under-penalty = a queen does not protect against a penalty
reason-answers-wait = a 4 answers the wait and passes it on, one turn longer
reason-only-a-four = only a 4 answers a wait
reason-queen-under-wait = no queen while a wait is open
reason-demanded-value = the value the jack demands
reason-jack-on-demand = a jack answers a jack's demand and makes a new one
reason-not-demanded-value = under a jack's demand only the demanded value or a jack may be played
reason-queen-under-jack = no queen under a jack's demand
reason-named-suit = the suit the ace named
reason-ace-on-ace = an ace may always follow an ace's demand and names a new suit
reason-not-named-suit = under an ace's demand only the named suit or an ace may be played
reason-queen-of-named-suit = the queen of the named suit may be played
reason-queen-not-named-suit = under an ace's demand only the queen of the named suit may be played
reason-jack-fits-all = a jack fits on any card
reason-jack-on-jack = a jack fits on any card, another jack included
reason-no-jack-on-jack = no jack on a jack, by house rule no-jack-on-jack
reason-take-seven-first = the 7's two cards are drawn first; then one card that fits on the 7 may follow
reason-answers-seven = a 7 answers the 7 and passes the draw on, two cards more, by house rule seven-stacking
reason-only-a-seven = only a 7 answers an open 7; otherwise its cards are drawn
reason-skipped = the 8 skips this player, who does nothing this turn
reason-answers-eight = an 8 answers the 8 and passes the skip on, by house rule eight-stacking
reason-only-an-eight = only an 8 answers the skip; otherwise the player sits out
reason-wished-suit = the suit the jack wished
reason-jack-on-wish = a jack answers the wish and wishes anew
reason-not-wished-suit = under a jack's wish only the wished suit or a jack
reason-may-follow = { $reason }; but it may follow { $starter } in the same play, since only the first card has to fit
