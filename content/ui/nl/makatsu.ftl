# Tafels en uitspraken van Meister Makatsu.

mk-chips = 
    { $count ->
        [one] 1 fiche
       *[other] { $count } fiches
      }
mk-points = 
    { $count ->
        [one] 1 minpunt
       *[other] { $count } minpunten
      }
mk-colour-blue = Blauw
mk-colour-blue-inline = blauw
mk-colour-yellow = Geel
mk-colour-yellow-inline = geel
mk-colour-purple = Paars
mk-colour-purple-inline = paars
mk-rule-card = Regelkaart
mk-ruling = uitspraak
mk-round-head = Doorgang { $pass }: 1 fiche = { $points } · { $meister } heeft Meister Makatsu (begint)
mk-order = Volgorde
mk-nobody-played = { $name }: niemand speelde { $inline } – geen fiches.
mk-round-takes = { $name }: { $player } krijgt { $chips } = { $points }
mk-col-number = Nr.
mk-col-player = Speler
mk-col-card = Kaart
mk-first-card = eerste kaart
mk-second-card = tweede kaart
mk-play-number = { $player } (nr. { $number })
mk-and = {" en "}
mk-tie = Even hoog ({ $card }): de laatst gespeelde kaart krijgt ze – { $winner } na { $losers }.
mk-second-after-first = Elke tweede kaart komt na alle eerste kaarten.
mk-highest = 
    Hoogste { $inline }: { $card } van { $player }. { $name } levert { $chips }{ $meister ->
        [yes] { " en Meister Makatsu" }
       *[no] {""}
      } op; in doorgang { $pass } is een fiche { $points } waard.
mk-round-meister-moves = Meister Makatsu gaat van { $from } naar { $to } (hoogste paarse kaart). { $next } begint de volgende ronde.
mk-meister-stays = Meister Makatsu blijft bij { $to } (de eigen hoogste paarse kaart). { $next } begint de volgende ronde.
mk-no-purple = Niemand speelde paars: Meister Makatsu blijft bij { $to }, die de volgende ronde begint.
mk-round-points = Minpunten van deze ronde
mk-points-label = Minpunten
mk-wins = { $winner } wint.
mk-fewest = { $winner } heeft als enige de minste minpunten ({ $fewest }).
mk-tie-meister = { $tied } hebben evenveel minpunten, het minst ({ $fewest }); bij gelijkspel wint wie Meister Makatsu heeft: { $winner }.
mk-tie-literal = { $tied } hebben evenveel minpunten, het minst ({ $fewest }). Volgens de regel wint bij gelijkspel wie Meister Makatsu heeft, ongeacht de eigen punten. Dat is { $winner }, ook al heeft { $winner } meer minpunten; rulecard past de regel letterlijk toe.
mk-ask-deck-at-pass = Aan het begin van doorgang { $pass } heeft elke Dojo-stapel { $value } kaarten.
mk-ask-ablage = Na de eerste ronde liggen er { $value } kaarten dicht op elke Ninja-stapel.
mk-ask-set-aside = Aan het eind legt iedereen { $value } kaarten ongeteld opzij.
mk-ask-cards-played = Iedereen speelt in een spel { $value } kaarten uit.
mk-ask-rounds = Een spel heeft { $value } rondes.
mk-ask-hand-size = Aan het begin van een ronde heeft iedereen { $value } kaarten in de hand.
mk-ask-supply = In de voorraad liggen { $value } fiches met waarde { $chip }.
mk-ask-how = (De engine heeft daarvoor een heel spel met { $players } spelers gespeeld.)
