# rulecard simulate: what many games of computer players show.

sim-games-label = Games
sim-games = { $games } with { $players } players (seed { $seed }, at most { $max } turns)
sim-wins-per-seat = Wins per seat
sim-per-policy = Per policy
sim-policy-share = { $policy }: { $rate }% ({ $fair }% fair)
sim-unfinished = Unfinished
sim-mean-length = Mean length
sim-turns = { $turns } turns
sim-games-per-second = Games per second
sim-moves-per-second = Moves per second
sim-mk-games = { $games } with { $players } players (seed { $seed })
sim-mk-cards-played = Cards played per player
sim-mk-rounds = Rounds per game
sim-mk-deck = Deck at the start of each pass
sim-mk-chips = Most chips (1s/2s/3s) in one game / supply
sim-mk-supply-out = Supply ran out
sim-mk-tie-rule = Won by the Meister tie rule
