# The cheat sheet's frame.

sheet-cheat-sheet = Cheat sheet
sheet-source = Source
sheet-turn-in-short = The turn in short
sheet-round-in-short = The round in short
sheet-numbers = The numbers
sheet-what = What
sheet-value = Number
sheet-reference = Reference
sheet-special-cards = Special cards
sheet-scoring-and-end = Scoring and end of game
sheet-house-rules = House rules (switched on)
sheet-mistakes = Common mistakes
sheet-personal = Your rules to re-read
sheet-rulings-note = ruling of this tool, not rulebook text
sheet-read-with = read it with
sheet-card = CARD
sheet-missed = missed { $count }×
sheet-no-misses = no rules missed in quizzes yet – the sheet stays general

# The designed page.
sheet-house-in-force = House rules
sheet-house-none = none – the source's rules
sheet-rank-jack = J
sheet-rank-queen = Q
sheet-rank-king = K
sheet-rank-ace = A
sheet-attack-next = +{ $count } next
sheet-attack-previous = +{ $count } previous
sheet-flow-first = everyone: first card
sheet-flow-second = everyone: second card
sheet-flow-ablage = 2 cards to the ninja pile
sheet-flow-chips = chips: blue → yellow → purple
sheet-flow-draw = clear away, draw up to 4
sheet-pass = Pass
sheet-chip-worth = 1 chip = minus points
sheet-rounds = Rounds
sheet-deck-cards = Cards in the deck
sheet-colours = The colours, scored in this order
sheet-wrong = What people get wrong
sheet-right = What is right
sheet-players = Players
sheet-more-mistakes = { $count } more: rulecard mistakes { $game }
