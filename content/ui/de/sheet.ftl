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
sheet-scoring-and-end = Wertung und Spielende
sheet-house-rules = Hausregeln (eingeschaltet)
sheet-mistakes = Häufige Fehler
sheet-personal = Deine Regeln zum Nachlesen
sheet-rulings-note = Auslegung dieses Tools, kein Wortlaut der Regel
sheet-read-with = nachlesen mit
sheet-card = KARTE
sheet-missed = { $count }× verpasst
sheet-no-misses = noch keine verpassten Regeln im Quiz – das Blatt bleibt allgemein

# Die gestaltete Seite.
sheet-house-in-force = Hausregeln
sheet-house-none = keine – die Regeln der Quelle
sheet-rank-jack = B
sheet-rank-queen = D
sheet-rank-king = K
sheet-rank-ace = A
sheet-attack-next = +{ $count } nächster
sheet-attack-previous = +{ $count } voriger
sheet-flow-first = alle: erste Karte
sheet-flow-second = alle: zweite Karte
sheet-flow-ablage = 2 Karten in die Ninja-Ablage
sheet-flow-chips = Chips: Blau → Gelb → Lila
sheet-flow-draw = abräumen, auf 4 nachziehen
sheet-pass = Durchgang
sheet-chip-worth = 1 Chip = Minuspunkte
sheet-rounds = Runden
sheet-deck-cards = Karten im Deck
sheet-colours = Die Farben, in dieser Reihenfolge gewertet
sheet-wrong = Was oft falsch gemacht wird
sheet-right = Was richtig ist
sheet-players = Personen
sheet-more-mistakes = { $count } weitere: rulecard mistakes { $game }
