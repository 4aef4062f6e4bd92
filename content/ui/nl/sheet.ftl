# De omlijsting van het spiekbriefje.

sheet-cheat-sheet = Spiekbriefje
sheet-source = Bron
sheet-turn-in-short = De beurt in het kort
sheet-round-in-short = De ronde in het kort
sheet-numbers = De getallen
sheet-what = Wat
sheet-value = Aantal
sheet-reference = Bron
sheet-special-cards = Speciale kaarten
sheet-scoring-and-end = Punten en einde
sheet-house-rules = Huisregels (aan)
sheet-mistakes = Veelgemaakte fouten
sheet-personal = Uw regels om na te lezen
sheet-rulings-note = uitspraak van dit hulpmiddel, geen regeltekst
sheet-read-with = nalezen met
sheet-card = KAART
sheet-missed = { $count }× gemist
sheet-no-misses = nog geen gemiste regels in de quiz – het blad blijft algemeen

# De vormgegeven pagina.
sheet-house-in-force = Huisregels
sheet-house-none = geen – de regels van de bron
sheet-rank-jack = B
sheet-rank-queen = V
sheet-rank-king = K
sheet-rank-ace = A
sheet-attack-next = +{ $count } volgende
sheet-attack-previous = +{ $count } vorige
sheet-flow-first = iedereen: eerste kaart
sheet-flow-second = iedereen: tweede kaart
sheet-flow-ablage = 2 kaarten op de ninja-aflegstapel
sheet-flow-chips = fiches: blauw → geel → paars
sheet-flow-draw = opruimen, bijpakken tot 4
sheet-pass = Doorgang
sheet-chip-worth = 1 fiche = minpunten
sheet-rounds = Rondes
sheet-deck-cards = Kaarten in het deck
sheet-colours = De kleuren, in deze volgorde geteld
sheet-wrong = Wat vaak fout gaat
sheet-right = Wat klopt
sheet-players = Spelers
sheet-more-mistakes = nog { $count }: rulecard mistakes { $game }
