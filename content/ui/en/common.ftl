# Words the whole interface shares.

ui-ruling = Ruling
ui-see-also = See also
ui-other-matches = Other matches
ui-other-games = In other games
ui-not-used = Not used (no word of the game)
ui-wrong = Wrong
ui-right = Right
ui-rule = Rule
ui-reference = Reference
ui-id = Id
ui-title = Title
ui-what = What
ui-number = Number
ui-game = Game
ui-players = Players
ui-languages = Languages
ui-source = Source
ui-variants = House rules
ui-house-rule = House rule
ui-facts = Facts
ui-not-in-language = has no text in English
ui-engine-checked = Engine

# A source's page and step labels in the reader's language (render/cite.rs).
cite-page = p.
cite-step = Step
