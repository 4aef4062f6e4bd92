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
sheet-special-cards-and-scoring = Speciale kaarten en punten
sheet-scoring-and-end = Punten en einde
sheet-house-rules = Huisregels (aan)
sheet-mistakes = Veelgemaakte fouten
sheet-personal = Jouw regels om na te lezen
sheet-rulings-note = uitspraak van dit hulpmiddel, geen regeltekst
sheet-read-with = nalezen met
sheet-card = KAART
sheet-missed = { $count }× gemist
sheet-no-misses = nog geen gemiste regels in de quiz – het blad blijft algemeen
