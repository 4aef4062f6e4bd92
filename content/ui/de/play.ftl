# Die Wörter der Oberfläche auf Deutsch: dieselben Ids und Argumente wie in
# jeder Sprache (ein Test prüft das). Mehrzahl nach CLDR.

## Spielen

play-you = Du
play-heading = { $game } · { $people ->
    [one] du
   *[other] { $people } Personen
  } und { $others ->
    [0] keine Computerspieler
    [one] ein Computerspieler
   *[other] { $others } Computerspieler
  } ({ $level })
play-to-move = { $who ->
    [you] Du bist dran
   *[other] { $name } ist dran
  }
play-your-hand = Deine Hand
play-may-play = Du darfst
play-prompt = Dein Zug (eine Karte wie 7h, weitere ihres Werts einzeln, dann Ende; oder 7h 7c auf einmal; ziehen, nehmen, aussetzen, behalten; ? erlaubte Züge, r Regelkarte, h Tipp, u zurück, q beenden)
play-plays = { $who ->
    [you] Du spielst { $cards }
   *[other] { $name } spielt { $cards }
  }
play-draws = { $who ->
    [you] Du ziehst { $count ->
        [0] nichts: beide Stapel sind leer
        [one] eine Karte
       *[other] { $count } Karten
      }
   *[other] { $name } zieht { $count ->
        [0] nichts: beide Stapel sind leer
        [one] eine Karte
       *[other] { $count } Karten
      }
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
    [you] Du musst { $count ->
        [one] eine Karte
       *[other] { $count } Karten
      } nehmen
   *[other] { $name } muss { $count ->
        [one] eine Karte
       *[other] { $count } Karten
      } nehmen
  }
play-must-wait = { $who ->
    [you] Du musst { $count ->
        [one] einmal
       *[other] { $count }-mal
      } aussetzen
   *[other] { $name } muss { $count ->
        [one] einmal
       *[other] { $count }-mal
      } aussetzen
  }
play-demands-value = { $who ->
    [you] Du verlangst den Wert { $value } eine ganze Runde lang, { $lastwho ->
        [you] bis du wieder dran bist
       *[other] bis { $last } dran ist
      }
   *[other] { $name } verlangt den Wert { $value } eine ganze Runde lang, { $lastwho ->
        [you] bis du dran bist
       *[other] bis { $last } dran ist
      }
  }
play-demands-suit = { $who ->
    [you] Du wünschst dir { $suit }
   *[other] { $name } wünscht sich { $suit }
  }
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
play-points-ours = Zählung dieses Tools, wie bei Makao: 10 für jede Karte, die die anderen noch halten
play-seed = Startwert { $seed }: „--seed { $seed }“ gibt dieses Spiel noch einmal
play-left = Du hast das Spiel verlassen; es zählt als abgebrochen.
play-confirm-leave = Spiel verlassen? Es zählt als abgebrochen (j/n)
play-unfinished = Das Spiel endete nach { $turns } Zügen ohne Sieger.
play-tried = Regeln, an die du gestoßen bist: { $cards }. „rulecard review“ zeigt sie mit der Nachlese-Liste des Quiz.
play-stats-head = Spielen
play-stats-line = { $level }: { $games ->
    [one] ein Spiel
   *[other] { $games } Spiele
  }, { $wins ->
    [one] ein Sieg
   *[other] { $wins } Siege
  } ({ $rate }), Serie { $streak } (beste { $best }), { $abandoned } abgebrochen{ $unfinished ->
    [0] {""}
   *[other] , { $unfinished } an der Zuggrenze beendet
  }
play-fastest = schnellster Sieg { $time }
play-ranking-head = Deine besten Siege mit { $players } Spielern
play-ranking-row = { $rank }. { $score } · { $time } · { $date } · gegen { $level } · Seed { $seed }
play-score = { $game ->
    [makatsu] { $points ->
        [one] ein Minuspunkt
       *[other] { $points } Minuspunkte
    }
   *[other] { $points ->
        [one] ein Punkt
       *[other] { $points } Punkte
    }
  }
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
  } · Chips nach Farbe: Blau { $blue }, Gelb { $yellow }, Lila { $purple } · Deck { $deck } · Ninja-Karten { $ninja }
mk-holder = { $who ->
    [you] du hast Meister Makatsu
   *[other] { $name } hat Meister Makatsu
  }
mk-on-table = Ausgespielt
mk-none-yet = noch nichts
mk-first = erste
mk-second = zweite
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
mk-result = { $name }: { $points ->
    [one] ein Minuspunkt
   *[other] { $points } Minuspunkte
  }
mk-colour = { $colour ->
    [blue] Blau
    [yellow] Gelb
   *[purple] Lila
  }
mk-seat-short = { $name }: { $points } Minus · Blau { $blue } · Gelb { $yellow } · Lila { $purple } · Deck { $deck } · Ninja { $ninja }
play-log = Verlauf
play-keys = ←→ · 1-9/Enter legen · e Zug beenden · d ziehen/nehmen/aussetzen · k behalten · h Tipp · u zurück · ? erlaubt · r Regel · q beenden
play-keys-maumau = ←→ · 1-9/Enter legen · m Mau · d ziehen/nehmen/aussetzen · k behalten · h Tipp · u zurück · ? erlaubt · r Regel · q beenden
mk-keys = ←→ · 1-4/Enter legen · h Tipp · u zurück · r Regel · q beenden

## Play: the turn, the table, the end
play-demand-again = { $who ->
    [you] Du verlangst den Wert { $value } noch einmal: eine neue Runde beginnt, { $lastwho ->
        [you] du bist als Letztes dran
       *[other] { $last } ist als Letztes dran
      }
   *[other] { $name } verlangt den Wert { $value } noch einmal: eine neue Runde beginnt, { $lastwho ->
        [you] du bist als Letztes dran
       *[other] { $last } ist als Letztes dran
      }
  }
play-no-demand = { $who ->
    [you] Du verlangst nichts
   *[other] { $name } verlangt nichts
  }
play-sits-out = { $who ->
    [you] Du setzt diesen Zug aus
   *[other] { $name } setzt diesen Zug aus
  }
play-turned = Jetzt wird { $direction ->
    [clockwise] im Uhrzeigersinn
   *[other] gegen den Uhrzeigersinn
  } gespielt
play-follow-up = { $who ->
    [you] Das Ass verlangt eine weitere Karte von dir: lege eine passende oder ziehe
   *[other] Das Ass verlangt eine weitere Karte von { $name }
  }
play-forgot = { $who ->
    [you] Du hast nicht „Mau“ gesagt und ziehst { $count ->
        [one] eine Strafkarte
       *[other] { $count } Strafkarten
      } ({ $rule })
   *[other] { $name } hat nicht „Mau“ gesagt und zieht { $count ->
        [one] eine Strafkarte
       *[other] { $count } Strafkarten
      } ({ $rule })
  }
play-reshuffled = Der Nachziehstapel ist leer: Der Ablagestapel ohne seine oberste Karte wird zum neuen Nachziehstapel gemischt ({ $count ->
    [one] eine Karte
   *[other] { $count } Karten
  })
play-you-got = Du bekommst { $cards }
play-suit = { $symbol } { $suit ->
    [h] Herz
    [d] Karo
    [c] Kreuz
   *[s] Pik
  }
play-nothing = Nichts
play-ask-value = Welchen Wert verlangst du? { $options }
play-ask-suit = Welche Farbe wünschst du dir? { $options }
play-offer-cards = { $cards }{ $how ->
    [several] { " — " }eine oder mehrere, in beliebiger Reihenfolge{ $then ->
        [value] , dann ein Wert
        [suit] , dann eine Farbe
       *[none] {""}
      }
    [one] { " — " }eine davon{ $then ->
        [value] , dann ein Wert
        [suit] , dann eine Farbe
       *[none] {""}
      }
   *[single] { $then ->
        [value] { " — " }dann ein Wert
        [suit] { " — " }dann eine Farbe
       *[none] {""}
      }
  }
play-offer-draw = ziehen
play-offer-take = { $count ->
    [one] eine Karte nehmen
   *[other] { $count } Karten nehmen
  }
play-offer-wait = { $count ->
    [one] einmal aussetzen
   *[other] { $count }-mal aussetzen
  }
play-offer-keep = die gezogene Karte behalten
play-offer-end = den Zug beenden
play-offer-mau = Mau sagen
play-piles = Oben: { $top } · Nachziehstapel { $draw } · Ablagestapel { $discard } · { $direction ->
    [clockwise] im Uhrzeigersinn
   *[other] gegen den Uhrzeigersinn
  }
play-pile-words = Nachziehstapel { $draw } · Ablagestapel { $discard } · { $direction ->
    [clockwise] im Uhrzeigersinn
   *[other] gegen den Uhrzeigersinn
  }
play-open = Offen
play-open-nothing = nichts
play-open-penalty = { $count ->
    [one] eine Karte zu nehmen
   *[other] { $count } Karten zu nehmen
  }, oder weitergeben
play-open-wait = { $count ->
    [one] einmal auszusetzen
   *[other] { $count }-mal auszusetzen
  }, oder weitergeben
play-open-value = Wert { $value } verlangt, { $lastwho ->
    [you] bis du dran bist
   *[other] bis { $last } dran ist
  }
play-open-suit = { $suit } gewünscht
play-laying = In diesem Zug gelegt: { $cards }
play-cards-in-hand = Karten auf der Hand
play-seat-cards = { $name }: { $count ->
    [one] eine Karte
   *[other] { $count } Karten
  }
play-waiting = setzt { $count ->
    [one] einmal
   *[other] { $count }-mal
  } aus
play-cannot-follow = { $card } kann den in diesem Zug gelegten Karten nicht folgen: nur weitere ihres Werts, dann den Zug beenden
play-not-your-turn = { $who ->
    [you] Du bist dran, aber nicht auf diesem Platz
   *[other] { $name } ist dran
  }
play-game-over = Das Spiel ist vorbei.
play-nothing-laid = In diesem Zug wurde nichts gelegt: lege eine Karte oder ziehe.
play-hint = Der starke Spieler würde spielen: { $move }
play-hint-head = Tipp
play-no-hint = Jetzt gibt es keinen Tipp.
play-undone = Dein letzter Zug ist zurückgenommen (dieses Spiel zählt jetzt als Übung).
play-nothing-to-undo = Noch nichts zum Zurücknehmen.
play-pass-to = Gib den Bildschirm an { $name } weiter und drücke dann Enter
play-person = Person { $number }
play-line-too-long = Diese Zeile ist länger als { $most } Zeichen; gib einen Zug ein.
play-too-small = Das Terminal ist zu klein für den Tisch: mindestens { $width } × { $height }.
play-time = Spieldauer: { $time }
play-any-key = Drücke eine Taste.
play-won-by = { $who ->
    [you] Du hast mit { $points ->
        [one] einem Punkt
       *[other] { $points } Punkten
      } in { $time } gewonnen: als Erste oder Erster die letzte Karte gelegt
   *[other] { $name } hat mit { $points ->
        [one] einem Punkt
       *[other] { $points } Punkten
      } gewonnen: als Erste oder Erster die letzte Karte gelegt
  }
play-kept-result = Das Ergebnis kommt in deine Statistik („rulecard stats“).
play-practice = Dieses Spiel zählt als Übung (ein Zug wurde zurückgenommen oder ein Tipp erfragt): Es steht nicht in deiner Statistik.
play-unfinished-kept = Das Spiel wird als unbeendet gezählt, nicht als Niederlage.
play-tried-not-saved = Die Regeln, auf die du gestoßen bist, wurden nicht zum Nachlesen markiert: { $reason }
mk-prompt-first = Deine erste Karte (wie B6, G3, L8; r Regelkarte, h Tipp, u zurück, q beenden)
mk-prompt-second = Deine zweite Karte (wie B6, G3, L8; r Regelkarte, h Tipp, u zurück, q beenden)
mk-new-pass = Durchgang { $pass } beginnt: Die Ninja-Karten sind das neue Deck, und ein Chip = { $value ->
    [one] ein Minuspunkt
   *[other] { $value } Minuspunkte
  }
mk-won-fewest = { $who ->
    [you] Du gewinnst mit den wenigsten Minuspunkten ({ $points }) in { $time }
   *[other] { $name } gewinnt mit den wenigsten Minuspunkten ({ $points })
  }
mk-won-meister = { $who ->
    [you] Du gewinnst: Mehrere haben die wenigsten Minuspunkte, und du hast Meister Makatsu (du hast { $points })
   *[other] { $name } gewinnt: Mehrere haben die wenigsten Minuspunkte, und { $name } hat Meister Makatsu ({ $points } Minuspunkte)
  }
play-input-draw = ziehen
play-input-take = nehmen
play-input-wait = aussetzen warten
play-input-keep = behalten
play-input-end = ende fertig
play-input-mau = mau
play-input-nothing = nichts
play-input-rule = regel
play-input-hint = tipp
play-input-undo = zurück
play-input-quit = beenden
play-input-suit-h = herz
play-input-suit-d = karo
play-input-suit-c = kreuz
play-input-suit-s = pik
play-input-rank-jack = b
play-input-rank-queen = d
play-input-rank-king = k
play-input-rank-ace = a
