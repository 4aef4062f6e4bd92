# Der Rahmen des Spickzettels.

sheet-cheat-sheet = Spickzettel
sheet-source = Quelle
sheet-turn-in-short = Der Zug in Kürze
sheet-round-in-short = Die Runde in Kürze
sheet-numbers = Die Zahlen
sheet-what = Was
sheet-value = Zahl
sheet-reference = Fundstelle
sheet-special-cards = Sonderkarten
sheet-special-cards-and-scoring = Sonderkarten und Wertung
sheet-scoring-and-end = Wertung und Spielende
sheet-house-rules = Hausregeln (eingeschaltet)
sheet-mistakes = Häufige Fehler
sheet-personal = Deine Regeln zum Nachlesen
sheet-rulings-note = Auslegung dieses Tools, kein Wortlaut der Regel
sheet-read-with = nachlesen mit
sheet-card = KARTE
sheet-missed = { $count }× verpasst
sheet-no-misses = noch keine verpassten Regeln im Quiz – das Blatt bleibt allgemein
