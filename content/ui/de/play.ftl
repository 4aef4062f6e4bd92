# Die Wörter der Oberfläche auf Deutsch: dieselben Ids und Argumente wie in
# jeder Sprache (ein Test prüft das). Mehrzahl nach CLDR.

## Spielen

play-you = Du
play-heading = { $game } · du und { $others ->
    [one] ein Computerspieler
   *[other] { $others } Computerspieler
  } ({ $level })
play-to-move = { $who ->
    [you] Du bist dran
   *[other] { $name } ist dran
  }
play-your-hand = Deine Hand
play-may-play = Du darfst
play-prompt = Dein Zug (Karten wie 7h oder 7h 7c, draw, take, wait, keep; ? zeigt, was erlaubt ist, r zeigt die Regelkarte, q beendet)
play-plays = { $who ->
    [you] Du spielst { $cards }
   *[other] { $name } spielt { $cards }
  }
play-draws = { $who ->
    [you] Du ziehst eine Karte
   *[other] { $name } zieht eine Karte
  }
play-keeps = { $who ->
    [you] Du behältst die gezogene Karte
   *[other] { $name } behält die gezogene Karte
  }
play-takes = { $who ->
    [you] Du nimmst { $count ->
        [one] eine Karte
       *[other] { $count } Karten
      }
   *[other] { $name } nimmt { $count ->
        [one] eine Karte
       *[other] { $count } Karten
      }
  }
play-waits = { $who ->
    [you] Du setzt eine Runde aus
   *[other] { $name } setzt eine Runde aus
  }
play-must-take = { $who ->
    [you] du musst { $count ->
        [one] eine Karte
       *[other] { $count } Karten
      } nehmen
   *[other] { $name } muss { $count ->
        [one] eine Karte
       *[other] { $count } Karten
      } nehmen
  }
play-must-wait = { $who ->
    [you] du musst { $count ->
        [one] einmal
       *[other] { $count }-mal
      } aussetzen
   *[other] { $name } muss { $count ->
        [one] einmal
       *[other] { $count }-mal
      } aussetzen
  }
play-demands-value = gewünscht: { $value }
play-demands-suit = gewünscht: { $suit }
play-one-card = { $name }: { $call }
play-not-a-move = „{ $input }“ ist kein Zug: Karten wie 7h oder 7h 7c schreiben, oder draw, take, wait, keep
play-not-held = Du hast { $card } nicht auf der Hand.
play-cannot-start = { $card } darf jetzt nicht gespielt werden: { $reason }
play-with-card = Mit { $card } darfst du: { $options }
play-word-closed = „{ $word }“ ist jetzt nicht möglich. Möglich: { $options }
play-legal-head = Jetzt erlaubt
play-rule-card = Regelkarte { $card } ({ $page }): { $title }
play-rule-ruling = Auslegung { $ruling }
play-no-rule = Gerade ist keine Regelkarte offen.
play-won = { $name } hat gewonnen
play-you-won = Du hast gewonnen: { $points ->
    [one] ein Punkt
   *[other] { $points } Punkte
  } in { $time }
play-points-note = { $points ->
    [one] ein Punkt
   *[other] { $points } Punkte
  } (10 für jede Karte, die die anderen noch halten)
play-points-ours = Zählung dieses Tools, wie bei Makao: 10 für jede Karte, die die anderen noch halten
play-seed = Startwert { $seed }: `--seed { $seed }` gibt dieses Spiel noch einmal
play-left = Du hast das Spiel verlassen; es zählt als abgebrochen.
play-confirm-leave = Spiel verlassen? Es zählt als abgebrochen (j/n)
play-unfinished = Das Spiel endete nach { $turns } Zügen ohne Sieger.
play-tried = Regeln, an die du gestoßen bist: { $cards }. `rulecard review` zeigt sie mit der Nachlese-Liste des Quiz.
play-stats-head = Spielen
play-stats-line = { $level }: { $games ->
    [one] ein Spiel
   *[other] { $games } Spiele
  }, { $wins ->
    [one] ein Sieg
   *[other] { $wins } Siege
  } ({ $rate }), beste Serie { $best }, { $abandoned } abgebrochen
play-fastest = schnellster Sieg { $time }
play-ranking-head = Deine besten Siege
play-rating = Wertung gegen { $level }: { $rating } (± { $deviation })
play-not-saved = Statistik nicht gespeichert: { $reason }

## Spielen: Meister Makatsu

mk-status = Durchgang { $pass } · Runde { $round } von { $rounds } · ein Chip = { $value ->
    [one] ein Minuspunkt
   *[other] { $value } Minuspunkte
  }
mk-seat = { $name }: { $points ->
    [one] ein Minuspunkt
   *[other] { $points } Minuspunkte
  } · Chips Blau { $blue }, Gelb { $yellow }, Lila { $purple } · Deck { $deck } · Ninja-Ablage { $ninja }
mk-holder = { $who ->
    [you] du hast Meister Makatsu
   *[other] { $name } hat Meister Makatsu
  }
mk-on-table = Ausgespielt
mk-none-yet = noch nichts
mk-first = erste
mk-second = zweite
mk-prompt = Deine { $kind ->
    [first] erste
   *[second] zweite
  } Karte (wie B6, G3, L8; r zeigt die Regelkarte, q beendet)
mk-plays = { $who ->
    [you] Du spielst { $card } als { $kind ->
        [first] erste
       *[second] zweite
      } Karte
   *[other] { $name } spielt { $card } als { $kind ->
        [first] erste
       *[second] zweite
      } Karte
  }
mk-takes = { $who ->
    [you] Du bekommst { $chips ->
        [one] einen Chip
       *[other] { $chips } Chips
      } { $colour } ({ $points } minus)
   *[other] { $name } bekommt { $chips ->
        [one] einen Chip
       *[other] { $chips } Chips
      } { $colour } ({ $points } minus)
  }
mk-nobody = niemand hat { $colour } gespielt
mk-meister-moves = { $who ->
    [you] Du hast jetzt Meister Makatsu
   *[other] { $name } hat jetzt Meister Makatsu
  }
mk-not-held = Du hast { $card } nicht auf der Hand; deine Hand: { $hand }
mk-not-a-card = „{ $input }“ ist keine Karte: Farbbuchstabe und Wert schreiben, etwa B6, G3 oder L8
mk-result = { $name }: { $points ->
    [one] ein Minuspunkt
   *[other] { $points } Minuspunkte
  }
mk-you-won = Du gewinnst mit den wenigsten Minuspunkten ({ $points }) in { $time }
mk-won = { $name } gewinnt mit den wenigsten Minuspunkten ({ $points })
mk-colour = { $colour ->
    [blue] Blau
    [yellow] Gelb
   *[purple] Lila
  }
mk-seat-short = { $name }: { $points } minus · Blau { $blue } · Gelb { $yellow } · Lila { $purple } · Deck { $deck } · Ninja { $ninja }
play-log = Verlauf
play-keys = ←→/1-9 Karte · Leertaste markieren · Enter spielen · d ziehen/nehmen/aussetzen · k behalten · ? erlaubt · r Regel · q Ende
play-keys-maumau = ←→/1-9 Karte · Enter spielen · m Mau · d ziehen/nehmen/aussetzen · k behalten · ? erlaubt · r Regel · q Ende
mk-keys = ←→/1-4 Karte · Enter spielen · r Regel · q Ende
