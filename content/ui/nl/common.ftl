# Woorden die de hele interface deelt.

ui-ruling = Uitspraak
ui-see-also = Zie ook
ui-other-matches = Andere treffers
ui-other-games = In andere spellen
ui-not-used = Niet gebruikt (geen woord van het spel)
ui-wrong = Fout
ui-right = Goed
ui-rule = Regel
ui-reference = Bron
ui-id = Id
ui-title = Titel
ui-what = Wat
ui-number = Aantal
ui-game = Spel
ui-players = Spelers
ui-languages = Talen
ui-source = Bron
ui-variants = Huisregels
ui-house-rule = Huisregel
ui-facts = Feiten
ui-not-in-language = bestaat niet in het Nederlands; hier is de Engelse tekst
ui-engine-checked = Engine

# A source's page and step labels in the reader's language (render/cite.rs).
cite-page = p.
cite-step = Stap
