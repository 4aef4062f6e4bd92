# rulecard simulate: was viele Partien von Computerspielern zeigen.

sim-games-label = Partien
sim-games = { $games } mit { $players } Personen (Seed { $seed }, höchstens { $max } Züge)
sim-wins-per-seat = Siege je Platz
sim-per-policy = Je Strategie
sim-policy-share = { $policy }: { $rate }% ({ $fair }% fairer Anteil)
sim-unfinished = Unbeendet
sim-mean-length = Mittlere Länge
sim-turns = { $turns } Züge
sim-games-per-second = Partien pro Sekunde
sim-moves-per-second = Spielzüge pro Sekunde
sim-mk-games = { $games } mit { $players } Personen (Seed { $seed })
sim-mk-cards-played = Ausgespielte Karten je Person
sim-mk-rounds = Runden je Partie
sim-mk-deck = Deck zu Beginn der Durchgänge
sim-mk-chips = Meiste Chips (1er/2er/3er) in einer Partie / Vorrat
sim-mk-supply-out = Vorrat ging aus
sim-mk-tie-rule = Sieg durch die Meister-Gleichstandsregel
