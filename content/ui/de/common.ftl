# Wörter, die die ganze Oberfläche teilt.

ui-ruling = Auslegung
ui-see-also = Siehe auch
ui-other-matches = Weitere Treffer
ui-other-games = In anderen Spielen
ui-not-used = Nicht verwendet (kein Wort des Spiels)
ui-wrong = Falsch
ui-right = Richtig
ui-rule = Regel
ui-reference = Fundstelle
ui-id = Id
ui-title = Titel
ui-what = Was
ui-number = Zahl
ui-game = Spiel
ui-players = Personen
ui-languages = Sprachen
ui-source = Quelle
ui-variants = Hausregeln
ui-house-rule = Hausregel
ui-facts = Fakten
ui-not-in-language = gibt es nicht auf Deutsch; hier ist der englische Text
ui-engine-checked = Engine

# A source's page and step labels in the reader's language (render/cite.rs).
cite-page = S.
cite-step = Schritt
