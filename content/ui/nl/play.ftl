# De woorden van de interface in het Nederlands: dezelfde ids en argumenten
# als in elke taal (een test controleert dat). Meervoud volgens CLDR.

## Spelen

play-you = U
play-heading = { $game } · u en { $others ->
    [one] één computerspeler
   *[other] { $others } computerspelers
  } ({ $level })
play-to-move = { $who ->
    [you] U bent aan de beurt
   *[other] { $name } is aan de beurt
  }
play-your-hand = Uw hand
play-may-play = U mag
play-prompt = Uw zet (kaarten als 7h of 7h 7c, draw, take, wait, keep; ? toont wat mag, r toont de regelkaart, q stopt)
play-plays = { $who ->
    [you] U speelt { $cards }
   *[other] { $name } speelt { $cards }
  }
play-draws = { $who ->
    [you] U pakt een kaart
   *[other] { $name } pakt een kaart
  }
play-keeps = { $who ->
    [you] U houdt de gepakte kaart
   *[other] { $name } houdt de gepakte kaart
  }
play-takes = { $who ->
    [you] U pakt { $count ->
        [one] één kaart
       *[other] { $count } kaarten
      }
   *[other] { $name } pakt { $count ->
        [one] één kaart
       *[other] { $count } kaarten
      }
  }
play-waits = { $who ->
    [you] U slaat een beurt over
   *[other] { $name } slaat een beurt over
  }
play-must-take = { $who ->
    [you] u moet { $count ->
        [one] één kaart
       *[other] { $count } kaarten
      } pakken
   *[other] { $name } moet { $count ->
        [one] één kaart
       *[other] { $count } kaarten
      } pakken
  }
play-must-wait = { $who ->
    [you] u moet { $count ->
        [one] één beurt
       *[other] { $count } beurten
      } overslaan
   *[other] { $name } moet { $count ->
        [one] één beurt
       *[other] { $count } beurten
      } overslaan
  }
play-demands-value = gevraagd: { $value }
play-demands-suit = gevraagd: { $suit }
play-one-card = { $name }: { $call }
play-not-a-move = "{ $input }" is geen zet: schrijf kaarten als 7h of 7h 7c, of draw, take, wait, keep
play-not-held = U hebt { $card } niet in uw hand.
play-cannot-start = { $card } mag nu niet: { $reason }
play-with-card = Met { $card } mag u: { $options }
play-word-closed = "{ $word }" kan nu niet. Wel: { $options }
play-legal-head = Nu toegestaan
play-rule-card = Regelkaart { $card } ({ $page }): { $title }
play-rule-ruling = Uitspraak { $ruling }
play-no-rule = Er is nu geen regelkaart open.
play-won = { $name } heeft gewonnen
play-you-won = U hebt gewonnen: { $points ->
    [one] één punt
   *[other] { $points } punten
  } in { $time }
play-points-note = { $points ->
    [one] één punt
   *[other] { $points } punten
  } (10 voor elke kaart die de anderen nog hebben)
play-points-ours = telling van dit programma, zoals bij Makao: 10 voor elke kaart die de anderen nog hebben
play-seed = Startgetal { $seed }: `--seed { $seed }` deelt dit spel opnieuw
play-left = U hebt het spel verlaten; het telt als afgebroken.
play-confirm-leave = Spel verlaten? Het telt als afgebroken (j/n)
play-unfinished = Het spel stopte na { $turns } beurten zonder winnaar.
play-tried = Regels waar u tegenaan liep: { $cards }. `rulecard review` toont ze met de leeslijst van de quiz.
play-stats-head = Spelen
play-stats-line = { $level }: { $games ->
    [one] één spel
   *[other] { $games } spellen
  }, { $wins ->
    [one] één overwinning
   *[other] { $wins } overwinningen
  } ({ $rate }), beste reeks { $best }, { $abandoned } afgebroken
play-fastest = snelste overwinning { $time }
play-ranking-head = Uw beste overwinningen
play-rating = Rating tegen { $level }: { $rating } (± { $deviation })
play-not-saved = Statistiek niet opgeslagen: { $reason }

## Spelen: Meister Makatsu

mk-status = Doorgang { $pass } · ronde { $round } van { $rounds } · één fiche = { $value ->
    [one] één minpunt
   *[other] { $value } minpunten
  }
mk-seat = { $name }: { $points ->
    [one] één minpunt
   *[other] { $points } minpunten
  } · fiches blauw { $blue }, geel { $yellow }, paars { $purple } · stapel { $deck } · Ninja-kaarten { $ninja }
mk-holder = { $who ->
    [you] u hebt Meister Makatsu
   *[other] { $name } heeft Meister Makatsu
  }
mk-on-table = Op tafel
mk-none-yet = nog niets
mk-first = eerste
mk-second = tweede
mk-prompt = Uw { $kind ->
    [first] eerste
   *[second] tweede
  } kaart (als B6, Y3, P8; r toont de regelkaart, q stopt)
mk-plays = { $who ->
    [you] U speelt { $card } als { $kind ->
        [first] eerste
       *[second] tweede
      } kaart
   *[other] { $name } speelt { $card } als { $kind ->
        [first] eerste
       *[second] tweede
      } kaart
  }
mk-takes = { $who ->
    [you] U krijgt { $chips ->
        [one] één { $colour } fiche
       *[other] { $chips } { $colour } fiches
      } ({ $points } min)
   *[other] { $name } krijgt { $chips ->
        [one] één { $colour } fiche
       *[other] { $chips } { $colour } fiches
      } ({ $points } min)
  }
mk-nobody = niemand speelde { $colour }
mk-meister-moves = { $who ->
    [you] U hebt nu Meister Makatsu
   *[other] { $name } heeft nu Meister Makatsu
  }
mk-not-held = U hebt { $card } niet in uw hand; uw hand: { $hand }
mk-not-a-card = "{ $input }" is geen kaart: schrijf de kleurletter en de waarde, zoals B6, Y3 of P8
mk-result = { $name }: { $points ->
    [one] één minpunt
   *[other] { $points } minpunten
  }
mk-you-won = U wint met de minste minpunten ({ $points }) in { $time }
mk-won = { $name } wint met de minste minpunten ({ $points })
mk-colour = { $colour ->
    [blue] blauw
    [yellow] geel
   *[purple] paars
  }
mk-seat-short = { $name }: { $points } min · blauw { $blue } · geel { $yellow } · paars { $purple } · stapel { $deck } · Ninja { $ninja }
play-log = Verloop
play-keys = ←→/1-9 kaart · spatie markeren · enter spelen · d pak/pakken/wachten · k houden · ? toegestaan · r regel · q stoppen
play-keys-maumau = ←→/1-9 kaart · enter spelen · m Mau · d pak/pakken/wachten · k houden · ? toegestaan · r regel · q stoppen
mk-keys = ←→/1-4 kaart · enter spelen · r regel · q stoppen
