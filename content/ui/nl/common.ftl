# Woorden die de hele interface deelt.

ui-ruling = Uitspraak
ui-see-also = Zie ook
ui-other-matches = Andere treffers
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
ui-no-match = Geen regelkaart past bij
ui-did-you-mean = Bedoelde u
ui-not-in-language = bestaat niet in het Nederlands; hier is de Engelse tekst
ui-in-other-game = Gevonden in
ui-engine-checked = Engine
