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
sheet-special-cards-and-scoring = Special cards and scoring
sheet-scoring-and-end = Scoring and end of game
sheet-house-rules = House rules (switched on)
sheet-mistakes = Common mistakes
sheet-personal = Your rules to re-read
sheet-rulings-note = ruling of this tool, not rulebook text
sheet-read-with = read it with
sheet-card = CARD
sheet-missed = missed { $count }×
sheet-no-misses = no rules missed in quizzes yet – the sheet stays general
