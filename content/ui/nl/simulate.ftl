# rulecard simulate: wat veel spellen van computerspelers laten zien.

sim-games-label = Spellen
sim-games = { $games } met { $players } spelers (seed { $seed }, max. { $max } beurten)
sim-wins-per-seat = Gewonnen per plaats
sim-per-policy = Per strategie
sim-policy-share = { $policy }: { $rate }% ({ $fair }% eerlijk deel)
sim-unfinished = Onafgemaakt
sim-mean-length = Gemiddelde lengte
sim-turns = { $turns } beurten
sim-games-per-second = Spellen per seconde
sim-moves-per-second = Zetten per seconde
sim-mk-games = { $games } met { $players } spelers (seed { $seed })
sim-mk-cards-played = Uitgespeelde kaarten per speler
sim-mk-rounds = Rondes per spel
sim-mk-deck = Stapel aan het begin van elke doorgang
sim-mk-chips = Meeste fiches (1/2/3) in één spel / voorraad
sim-mk-supply-out = Voorraad raakte op
sim-mk-tie-rule = Gewonnen door de Meister-gelijkspelregel
