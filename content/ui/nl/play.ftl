# De woorden van de interface in het Nederlands: dezelfde ids en argumenten
# als in elke taal (een test controleert dat). Meervoud volgens CLDR.

## Spelen

play-you = U
play-heading = { $game } · { $people ->
    [one] u
   *[other] { $people } personen
  } en { $others ->
    [0] geen computerspelers
    [one] één computerspeler
   *[other] { $others } computerspelers
  } ({ $level })
play-to-move = { $who ->
    [you] U bent aan de beurt
   *[other] { $name } is aan de beurt
  }
play-your-hand = Uw hand
play-may-play = U mag
play-prompt = Uw zet (een kaart als 7h, meer van die waarde een voor een, dan einde; of 7h 7c tegelijk; pak, wacht, houd; ? wat mag, r regelkaart, h tip, u terug, q stoppen)
play-plays = { $who ->
    [you] U speelt { $cards }
   *[other] { $name } speelt { $cards }
  }
play-draws = { $who ->
    [you] U pakt { $count ->
        [0] niets: beide stapels zijn leeg
        [one] een kaart
       *[other] { $count } kaarten
      }
   *[other] { $name } pakt { $count ->
        [0] niets: beide stapels zijn leeg
        [one] een kaart
       *[other] { $count } kaarten
      }
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
    [you] U moet { $count ->
        [one] één kaart
       *[other] { $count } kaarten
      } pakken
   *[other] { $name } moet { $count ->
        [one] één kaart
       *[other] { $count } kaarten
      } pakken
  }
play-must-wait = { $who ->
    [you] U moet { $count ->
        [one] één beurt
       *[other] { $count } beurten
      } overslaan
   *[other] { $name } moet { $count ->
        [one] één beurt
       *[other] { $count } beurten
      } overslaan
  }
play-demands-value = { $who ->
    [you] U vraagt een hele ronde lang waarde { $value }, { $lastwho ->
        [you] tot en met uw eigen beurt
       *[other] tot en met de beurt van { $last }
      }
   *[other] { $name } vraagt een hele ronde lang waarde { $value }, { $lastwho ->
        [you] tot en met uw beurt
       *[other] tot en met de beurt van { $last }
      }
  }
play-demands-suit = { $who ->
    [you] U vraagt { $suit }
   *[other] { $name } vraagt { $suit }
  }
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
play-points-ours = telling van dit programma, zoals bij Makao: 10 voor elke kaart die de anderen nog hebben
play-seed = Startgetal { $seed }: "--seed { $seed }" deelt dit spel opnieuw
play-left = U hebt het spel verlaten; het telt als afgebroken.
play-confirm-leave = Spel verlaten? Het telt als afgebroken (j/n)
play-unfinished = Het spel stopte na { $turns } beurten zonder winnaar.
play-tried = Regels waar u tegenaan liep: { $cards }. "rulecard review" toont ze met de leeslijst van de quiz.
play-stats-head = Spelen
play-stats-line = { $level }: { $games ->
    [one] één spel
   *[other] { $games } spellen
  }, { $wins ->
    [one] één overwinning
   *[other] { $wins } overwinningen
  } ({ $rate }), reeks { $streak } (beste { $best }), { $abandoned } afgebroken{ $unfinished ->
    [0] {""}
   *[other] , { $unfinished } gestopt bij de zettengrens
  }
play-fastest = snelste overwinning { $time }
play-ranking-head = Uw beste overwinningen met { $players } spelers
play-ranking-row = { $rank }. { $score } · { $time } · { $date } · tegen { $level } · seed { $seed }
play-score = { $game ->
    [makatsu] { $points ->
        [one] één minpunt
       *[other] { $points } minpunten
    }
   *[other] { $points ->
        [one] één punt
       *[other] { $points } punten
    }
  }
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
  } · fiches per kleur: blauw { $blue }, geel { $yellow }, paars { $purple } · stapel { $deck } · Ninja-kaarten { $ninja }
mk-holder = { $who ->
    [you] u hebt Meister Makatsu
   *[other] { $name } heeft Meister Makatsu
  }
mk-on-table = Op tafel
mk-none-yet = nog niets
mk-first = eerste
mk-second = tweede
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
mk-result = { $name }: { $points ->
    [one] één minpunt
   *[other] { $points } minpunten
  }
mk-colour = { $colour ->
    [blue] blauw
    [yellow] geel
   *[purple] paars
  }
mk-seat-short = { $name }: { $points } min · blauw { $blue } · geel { $yellow } · paars { $purple } · stapel { $deck } · Ninja { $ninja }
play-log = Verloop
play-keys = ←→ · 1-9/Enter leggen · e Einde beurt · d pak/wacht · k houden · h tip · u terug · ? wat mag · r regel · q stoppen
play-keys-maumau = ←→ · 1-9/Enter leggen · m Mau · d pak/wacht · k houden · h tip · u terug · ? wat mag · r regel · q stoppen
mk-keys = ←→ · 1-4/Enter leggen · h tip · u terug · r regel · q stoppen

## Play: the turn, the table, the end
play-demand-again = { $who ->
    [you] U vraagt opnieuw waarde { $value }: een nieuwe ronde begint, { $lastwho ->
        [you] u bent de laatste
       *[other] { $last } is de laatste
      }
   *[other] { $name } vraagt opnieuw waarde { $value }: een nieuwe ronde begint, { $lastwho ->
        [you] u bent de laatste
       *[other] { $last } is de laatste
      }
  }
play-no-demand = { $who ->
    [you] U vraagt niets
   *[other] { $name } vraagt niets
  }
play-sits-out = { $who ->
    [you] U slaat deze beurt over
   *[other] { $name } slaat deze beurt over
  }
play-turned = Er wordt nu { $direction ->
    [clockwise] met de klok mee
   *[other] tegen de klok in
  } gespeeld
play-follow-up = { $who ->
    [you] De aas vraagt nog een kaart van u: leg er een die past, of pak
   *[other] De aas vraagt nog een kaart van { $name }
  }
play-forgot = { $who ->
    [you] U zei geen "Mau" en pakt { $count ->
        [one] één strafkaart
       *[other] { $count } strafkaarten
      } ({ $rule })
   *[other] { $name } zei geen "Mau" en pakt { $count ->
        [one] één strafkaart
       *[other] { $count } strafkaarten
      } ({ $rule })
  }
play-reshuffled = De trekstapel is op: de aflegstapel behalve de bovenste kaart wordt geschud tot een nieuwe trekstapel ({ $count ->
    [one] één kaart
   *[other] { $count } kaarten
  })
play-you-got = U krijgt { $cards }
play-suit = { $symbol } { $suit ->
    [h] harten
    [d] ruiten
    [c] klaveren
   *[s] schoppen
  }
play-nothing = Niets
play-ask-value = Welke waarde vraagt u? { $options }
play-ask-suit = Welke kleur vraagt u? { $options }
play-offer-cards = { $cards }{ $how ->
    [several] { " — " }een of meer, in elke volgorde{ $then ->
        [value] , dan een waarde
        [suit] , dan een kleur
       *[none] {""}
      }
    [one] { " — " }een daarvan{ $then ->
        [value] , dan een waarde
        [suit] , dan een kleur
       *[none] {""}
      }
   *[single] { $then ->
        [value] { " — " }dan een waarde
        [suit] { " — " }dan een kleur
       *[none] {""}
      }
  }
play-offer-draw = pakken
play-offer-take = { $count ->
    [one] één kaart pakken
   *[other] { $count } kaarten pakken
  }
play-offer-wait = { $count ->
    [one] één beurt wachten
   *[other] { $count } beurten wachten
  }
play-offer-keep = de gepakte kaart houden
play-offer-end = Einde beurt
play-offer-mau = Mau zeggen
play-piles = Bovenop: { $top } · trekstapel { $draw } · aflegstapel { $discard } · { $direction ->
    [clockwise] met de klok mee
   *[other] tegen de klok in
  }
play-pile-words = trekstapel { $draw } · aflegstapel { $discard } · { $direction ->
    [clockwise] met de klok mee
   *[other] tegen de klok in
  }
play-open = Open
play-open-nothing = niets
play-open-penalty = { $count ->
    [one] één kaart te pakken
   *[other] { $count } kaarten te pakken
  }, of doorgeven
play-open-wait = { $count ->
    [one] één beurt te wachten
   *[other] { $count } beurten te wachten
  }, of doorgeven
play-open-value = waarde { $value } gevraagd, { $lastwho ->
    [you] tot en met uw beurt
   *[other] tot en met de beurt van { $last }
  }
play-open-suit = { $suit } gevraagd
play-laying = Deze beurt gelegd: { $cards }
play-cards-in-hand = Kaarten in de hand
play-seat-cards = { $name }: { $count ->
    [one] één kaart
   *[other] { $count } kaarten
  }
play-waiting = wacht { $count ->
    [one] één beurt
   *[other] { $count } beurten
  }
play-cannot-follow = { $card } mag niet volgen op de kaarten van deze beurt: alleen meer van die waarde, druk dan op Einde beurt
play-not-your-turn = { $who ->
    [you] U bent aan de beurt, maar niet op deze plaats
   *[other] { $name } is aan de beurt
  }
play-game-over = Het spel is voorbij.
play-nothing-laid = Deze beurt is niets gelegd: leg een kaart, of pak.
play-hint = De sterke speler zou spelen: { $move }
play-hint-head = Tip
play-no-hint = Nu is er geen tip.
play-undone = Uw laatste beurt is teruggenomen (dit spel telt nu als oefening).
play-nothing-to-undo = Nog niets om terug te nemen.
play-pass-to = Geef het scherm aan { $name } en druk dan op Enter
play-person = Speler { $number }
play-line-too-long = Die regel is langer dan { $most } tekens; typ een zet.
play-too-small = De terminal is te klein voor de tafel: minstens { $width } × { $height }.
play-time = Speelduur: { $time }
play-any-key = Druk op een toets.
play-won-by = { $who ->
    [you] U hebt gewonnen met { $points ->
        [one] één punt
       *[other] { $points } punten
      } in { $time }: als eerste uw laatste kaart gelegd
   *[other] { $name } heeft gewonnen met { $points ->
        [one] één punt
       *[other] { $points } punten
      }: als eerste de laatste kaart gelegd
  }
play-kept-result = De uitslag komt in uw statistieken ("rulecard stats").
play-practice = Dit spel telt als oefening (een zet teruggenomen of een tip gevraagd): het staat niet in uw statistieken.
play-unfinished-kept = Het spel telt als onbeslist, niet als verlies.
play-tried-not-saved = De regels waar u tegenaan liep zijn niet gemarkeerd om na te lezen: { $reason }
mk-prompt-first = Uw eerste kaart (als B6, Y3, P8; r regelkaart, h tip, u terug, q stoppen)
mk-prompt-second = Uw tweede kaart (als B6, Y3, P8; r regelkaart, h tip, u terug, q stoppen)
mk-new-pass = Doorgang { $pass } begint: de Ninja-kaarten zijn de nieuwe stapel, en één fiche = { $value ->
    [one] één minpunt
   *[other] { $value } minpunten
  }
mk-won-fewest = { $who ->
    [you] U wint met de minste minpunten ({ $points }) in { $time }
   *[other] { $name } wint met de minste minpunten ({ $points })
  }
mk-won-meister = { $who ->
    [you] U wint: meer spelers hebben de minste minpunten, en u hebt Meister Makatsu (u hebt er { $points })
   *[other] { $name } wint: meer spelers hebben de minste minpunten, en { $name } heeft Meister Makatsu ({ $points } minpunten)
  }
play-input-draw = pak trek pakken trekken
play-input-take = pak pakken
play-input-wait = wacht wachten
play-input-keep = houd houden
play-input-end = einde klaar
play-input-mau = mau
play-input-nothing = niets
play-input-rule = regel
play-input-hint = tip
play-input-undo = terug
play-input-quit = stop stoppen
play-input-suit-h = harten
play-input-suit-d = ruiten
play-input-suit-c = klaveren
play-input-suit-s = schoppen
play-input-rank-jack = b
play-input-rank-queen = v
play-input-rank-king = k h
play-input-rank-ace = a
