# The commands' own words: check, judge, review, rules, config, setup, simulate, stats, sheet, games.

check-right = Right!
check-wrong = Not quite.
check-answer = Right answer
check-yours = yours
judge-no-house-rules = none
review-nothing-marked = Nothing is marked for re-reading.
numbers-engine-legend = ✓ in the Engine column: rulecard's engine computes this number itself, and its tests check it against the source.
stats-quiz-line = { $answered } answered, { $correct } right ({ $percent }%), streak { $streak } (best { $best }), { $due } due, { $new } new
stats-quiz-none = not quizzed yet: { $new } new
stats-topics-head = By topic (⚑ marked for re-reading)
rules-house-on = House rules on
rules-house-from = from
rules-house-defaults = defaults (the source's main text)
rules-missed-legend = ⚑ missed in a quiz: worth re-reading (rulecard review)
config-saved = Saved house rules
config-none = none – the source's main text applies
config-default-game = Default game: { $game } (rulecard rules QUERY searches it first)
config-no-default-game = No default game: rulecard rules QUERY searches every game
config-pager-off = Pager: off – long output is printed straight out (--no-pager and RULECARD_PAGER still come first)
config-pager-on = Pager: the default – RULECARD_PAGER, else PAGER, else less -FRX
config-pager-command = Pager: { $command } (--no-pager and RULECARD_PAGER still come first)
setup-makatsu-title = Meister Makatsu for { $players } players
setup-makatsu-pass = pass { $pass }: { $rounds } rounds, deck of { $deck } cards, chip = { $chip }
setup-makatsu-decks = • { $decks } Dojo decks of { $per } cards each (values 1–8 in blue, yellow, purple) – { $cards } cards in play
setup-makatsu-hand = • everyone draws { $hand } cards from their own deck
setup-makatsu-supply = • chip supply: { $supply }
setup-makatsu-meister = • Meister Makatsu: you decide who holds it first (else the first player named)
setup-makatsu-rounds = • { $rounds } rounds, { $played } cards played per player:
setup-maumau-title = Mau-Mau for { $players } players
setup-maumau-decks = 
    • { $decks ->
        [one] one Skat deck
       *[other] { $decks } Skat decks
      } of 32 cards (7 to ace) – { $cards } cards
setup-dealt = • everyone gets { $hand } cards ({ $dealt } in all)
setup-maumau-rest = • the rest ({ $draw } cards) is the draw pile; the dealer turns its top card up as the discard pile – its effect does not apply
setup-maumau-start = • the player left of the dealer starts; play goes clockwise
setup-makao-title = Makao for { $players } players
setup-makao-deck = • one deck of { $cards } cards, no jokers
setup-makao-rest = • the rest ({ $draw } cards) is the face-down draw pile; one card goes face up on the discard pile
setup-makao-first = • that card is never special: 2, 3, 4, jack, queen, ace, K♥ and K♠ go back into the pile until a plain card shows
setup-makao-direction = • play goes clockwise
sheet-wrote = wrote { $file }
