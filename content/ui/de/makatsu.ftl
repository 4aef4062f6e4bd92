# Tische und Urteile von Meister Makatsu.

mk-chips = 
    { $count ->
        [one] 1 Chip
       *[other] { $count } Chips
      }
mk-points = 
    { $count ->
        [one] 1 Minuspunkt
       *[other] { $count } Minuspunkte
      }
mk-colour-blue = Blau
mk-colour-blue-inline = Blau
mk-colour-yellow = Gelb
mk-colour-yellow-inline = Gelb
mk-colour-purple = Lila
mk-colour-purple-inline = Lila
mk-rule-card = Regelkarte
mk-ruling = Auslegung
mk-round-head = { $pass }. Durchgang: 1 Chip = { $points } · Meister Makatsu hat { $meister } (beginnt)
mk-order = Reihenfolge
mk-nobody-played = { $name }: niemand hat { $inline } gespielt – keine Chips.
mk-round-takes = { $name }: { $player } bekommt { $chips } = { $points }
mk-col-number = Nr.
mk-col-player = Person
mk-col-card = Karte
mk-first-card = 1. Karte
mk-second-card = 2. Karte
mk-play-number = { $player } ({ $number }.)
mk-and = {" und "}
mk-tie = Gleich hoch ({ $card }): es trifft die zuletzt gespielte Karte – { $winner } nach { $losers }.
mk-second-after-first = Eine zweite Karte folgt stets auf alle ersten.
mk-highest = 
    Höchster Wert in { $inline }: { $card } von { $player }. { $name } bringt { $chips }{ $meister ->
        [yes] { " und Meister Makatsu" }
       *[no] {""}
      }; im { $pass }. Durchgang zählt ein Chip { $points }.
mk-round-meister-moves = Meister Makatsu geht von { $from } an { $to } (höchste lila Karte). { $next } beginnt die nächste Runde.
mk-meister-stays = Meister Makatsu bleibt bei { $to } (eigene höchste lila Karte). { $next } beginnt die nächste Runde.
mk-no-purple = Niemand hat Lila gespielt: Meister Makatsu bleibt bei { $to }, und { $to } beginnt die nächste Runde.
mk-round-points = Minuspunkte dieser Runde
mk-points-label = Minuspunkte
mk-wins = { $winner } gewinnt.
mk-fewest = { $winner } hat allein die wenigsten Minuspunkte ({ $fewest }).
mk-tie-meister = { $tied } haben gleich wenige Minuspunkte ({ $fewest }); bei Gleichstand gewinnt, wer Meister Makatsu hat: { $winner }.
mk-tie-literal = { $tied } haben gleich wenige Minuspunkte ({ $fewest }). Laut Regel gewinnt bei Gleichstand, wer Meister Makatsu hat – unabhängig von den eigenen Punkten. Das ist { $winner }, obwohl { $winner } mehr Minuspunkte hat; rulecard wendet die Regel wörtlich an.
mk-ask-deck-at-pass = Zu Beginn des { $pass }. Durchgangs hat jedes Dojo-Deck { $value } Karten.
mk-ask-ablage = Nach der ersten Runde liegen { $value } Karten verdeckt in jeder Ninja-Ablage.
mk-ask-set-aside = Am Ende legt jede Person { $value } Karten ungewertet beiseite.
mk-ask-cards-played = Jede Person spielt in einer Partie { $value } Karten aus.
mk-ask-rounds = Eine Partie hat { $value } Runden.
mk-ask-hand-size = Zu Rundenbeginn hat jede Person { $value } Karten auf der Hand.
mk-ask-supply = Im Vorrat liegen { $value } Chips im Wert { $chip }.
mk-ask-how = (Die Engine hat dafür eine Partie mit { $players } Personen durchgespielt.)
