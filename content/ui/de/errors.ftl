# Die Fehlermeldungen auf Deutsch: dieselben Ids und Argumente wie in jeder
# Sprache (ein Test prüft das). Mehrzahl nach CLDR. Ein eingegebener Wert
# wird wiederholt, wie er kam; `render::echo` maskiert und kürzt ihn.

## Inhalt, Ablage und Einstellungen

err-broken-content = fehlerhafter Inhalt: { $problem }
err-content-item = { $place }: Eintrag „{ $item }“
err-content-field = { $place }, Feld „{ $field }“
err-content-problem = { $place }: { $problem }
err-store-empty-home = RULECARD_HOME ist gesetzt, aber leer; entferne die Variable, um den üblichen Ort zu nutzen, oder setze sie auf ein Verzeichnis
err-store-no-home = auf diesem System ist kein Home-Verzeichnis bekannt; setze RULECARD_HOME auf ein Verzeichnis
err-store-bad-home = HOME ist „{ $value }“ – leer oder kein absoluter Pfad –, also weiß rulecard nicht, wo dein Home-Verzeichnis ist; setze HOME auf dein Home-Verzeichnis oder RULECARD_HOME auf ein Verzeichnis
err-store-not-a-directory = { $path } ist kein Verzeichnis, also kann rulecard dort keine Dateien ablegen{ $env ->
    [yes] {" "}(RULECARD_HOME zeigt darauf)
   *[no] {""}
  }
err-store-dir = das Verzeichnis { $path } lässt sich nicht anlegen oder öffnen: { $problem }
err-store-lock = { $path } lässt sich nicht sperren (die Sperre verhindert, dass zwei rulecards zugleich schreiben): { $problem }
err-store-link = { $path } ist ein symbolischer Link; rulecard legt seine Dateien als gewöhnliche Dateien im eigenen Verzeichnis ab und schreibt nicht durch Links: ersetze den Link durch die Datei selbst, oder setze RULECARD_HOME auf das Verzeichnis, auf das er zeigt
err-store-not-a-file = { $path } ist keine gewöhnliche Datei (etwa eine Pipe, ein Gerät oder ein Verzeichnis); rulecard liest und schreibt sie nicht: entferne sie oder lege dort die Datei selbst ab
err-store-read = { $path } lässt sich nicht lesen: { $problem }
err-store-too-large = { $path } ist größer als { $limit } — zu groß für { $what }; nichts wurde gelesen oder geändert
err-store-what-progress = den Quiz-Fortschritt
err-store-what-stats = die Spielstatistik
err-store-what-config = gespeicherte Hausregeln
err-store-unreadable = { $path }{ $line ->
    [0] {""}
   *[other] :{ $line }
  }: { $problem }
err-store-newer = { $path } stammt von einem neueren rulecard (Format { $found }; dieses kennt bis { $known }); die Datei bleibt, wie sie ist, und nichts wurde gespeichert — aktualisiere rulecard, um mehr aufzuzeichnen
err-store-write = { $path } lässt sich nicht schreiben: { $problem }
err-store-invalid = { $path } nicht gespeichert: { $problem }
err-store-injected = simulierter Absturz vor dem Umbenennen von { $path } (Testfehler)
err-store-not-saved-kept = { $problem }; die Datei, wie sie war, liegt unter { $kept }
err-config-at = { $path }{ $line ->
    [0] {""}
   *[other] :{ $line }
  }: { $problem }
err-config-no-variants = { $game } hat keine Hausregel-Varianten, also kann „{ $name }“ keine sein
err-config-not-a-variant = „{ $name }“ ist keine Variante von { $game } (bekannt: { $known })
err-config-no-option = { $game } hat keine Option { $option }
err-config-not-allowed = { $option } = { $value } ist nicht erlaubt (erlaubt: { $allowed })
err-config-not-a-game = game = „{ $name }“ ist kein Spiel (bekannt: { $known })
err-did-you-mean = ; meintest du { $name }?
err-variant-none = { $game } hat keine Hausregel-Varianten; --variant { $name } passt nicht
err-variant-unknown = „{ $name }“ ist keine Variante von { $game } (bekannt: { $known }){ $near }
err-option-none = { $game } hat keine Option --{ $option }
err-option-not-allowed = --{ $option } { $value } ist nicht erlaubt (erlaubt: { $allowed })

## Eingaben für den Schiedsrichter

err-entry-form = „{ $entry }“ hat nicht die Form { $form }
err-entry-no-name = „{ $entry }“ hat keinen Namen vor '='
err-not-a-player = { $what } „{ $name }“ ist keiner der Spieler ({ $names })
err-name-twice = der Name „{ $name }“ kommt zweimal vor
err-penalty-zero = --penalty 0 ist keine offene Strafe: ein offener Angriff lässt den Nächsten mindestens 2 Karten ziehen; lass --penalty weg, wenn nichts offen ist
err-wait-zero = --wait 0 ist kein offenes Aussetzen: ein offenes Aussetzen dauert mindestens 1 Runde; lass --wait weg, wenn nichts offen ist
err-one-obligation = es kann höchstens eine Forderung zugleich offen sein: gib eine von --penalty, --wait, --demand-value, --demand-suit an

## Karten und Züge, wie geschrieben

expected-card = ein Wert 2-10, J, Q, K oder A, gefolgt von einer Farbe c, d, h, s (oder ♣ ♦ ♥ ♠), z. B. 10h, Qs, K♠
expected-rank = ein Wert 2-10, J, Q, K oder A
expected-suit = eine Farbe c, d, h oder s (oder ♣ ♦ ♥ ♠)
expected-choice = „-“, ein Wert wie 7 oder eine Farbe c, d, h, s
expected-token = eine Karte wie 9h (ein Bube oder Ass mit seiner Wahl, z. B. Jd>9, Ac>h), „draw“ oder „wait“
expected-mk-card = ein Farbbuchstabe (B blau, G oder Y gelb, L oder P lila) und ein Wert 1-8, z. B. B6
expected-mk-colour = B (blau), G oder Y (gelb), L oder P (lila)
expected-mk-value = ein Wert von 1 bis 8
err-card-malformed = „{ $token }“ ist keine Karte: erwartet ist { $expected }
err-card-no-suit = „{ $token }“ hat keine Farbe: erwartet ist { $expected }
err-card-rank = „{ $token }“: „{ $found }“ ist kein Kartenwert: erwartet ist { $expected }
err-card-suit = „{ $token }“: „{ $found }“ ist keine Farbe: erwartet ist { $expected }
err-mk-card-malformed = „{ $token }“ ist keine Meister-Makatsu-Karte: erwartet ist { $expected }
err-mk-card-colour = „{ $token }“: „{ $found }“ ist keine Farbe: erwartet ist { $expected }
err-mk-card-value = „{ $token }“: „{ $found }“ ist kein Kartenwert: erwartet ist { $expected }
err-token-no-card = „{ $word }“ hat keine Karte vor „>“: erwartet ist { $expected }
err-token-unknown = „{ $word }“ ist weder eine Karte noch ein bekanntes Wort: erwartet ist { $expected }
err-token-choice = „{ $word }“: „{ $choice }“ nach „>“ ist keine Wahl: erwartet ist { $expected }

## Befehle

err-variant-none-alone = --variant none schaltet alle Hausregeln ab und lässt sich nicht mit --variant { $other } verbinden
err-config-variant-none-alone = --variant none speichert keine Varianten und lässt sich nicht mit --variant { $other } verbinden
err-no-question = { $game } hat keine Frage „{ $question }“{ $near } („rulecard quiz { $slug } --list“ listet sie auf)
err-no-completion = keine Vervollständigung für { $shell }: bash, zsh, fish, elvish oder powershell
err-hand-or-turns = gib --hand (welche Karten jetzt gespielt werden dürfen) oder --turns (wohin eine Folge von Zügen führt) an
err-man-write = die Handbuchseiten lassen sich nicht nach { $path } schreiben: { $problem }
err-no-json = --json passt nicht zu „rulecard { $command }“: { $instead }
err-no-json-sheet = ein Spickzettel ist eine Seite zum Drucken (--format text, md oder html); „rulecard numbers GAME --json“ und „rulecard mistakes GAME --json“ liefern seinen Inhalt als Daten
err-no-json-quiz = ein Quiz ist ein Gespräch; „--list --json“ listet die Fragen auf, und „rulecard check GAME QUESTION-ID ANSWER --json“ prüft eine Antwort
err-no-json-completions = es schreibt ein Shell-Skript
err-no-json-man = es schreibt Handbuchseiten in roff
err-cannot-write = { $path } lässt sich nicht schreiben: { $problem }
err-sheet-format = das Format von „{ $path }“ lässt sich an der Endung „.{ $ext }“ nicht erkennen: der Spickzettel wird als .txt, .md, .html oder .htm geschrieben; nimm eine davon, oder --format text|md|html
err-no-game = „{ $word }“ ist kein Spiel (makatsu, makao, maumau); meintest du { $game }?
err-query-too-long = die Suche „{ $query }“ ist { $chars } Zeichen lang; eine Suche ist eine Karten-Id oder ein paar Wörter (höchstens { $most } Zeichen)
err-which-game = welches Spiel? „rulecard rules makatsu“ listet seine Karten auf, „rulecard rules SUCHE“ durchsucht alle Spiele, und „rulecard config --game makao“ speichert ein Standardspiel
err-no-match-anywhere = keine Regelkarte irgendeines Spiels ({ $games }) passt zu „{ $query }“
    „rulecard rules SPIEL“ listet die Karten eines Spiels auf.
err-no-match = keine Regelkarte passt zu „{ $query }“ ({ $game })
err-no-match-suggest = Meintest du: { $list }
err-no-match-elsewhere = Gefunden in { $game }: { $id } ({ $title }) – rulecard rules { $slug } { $id }
err-no-match-list = „rulecard rules { $slug }“ listet alle Karten auf.
err-turn-refused = Zug { $turn }: { $reason }

## Eingaben für die Engines

err-ma-player-count = Makao wird hier von 2 bis 8 Personen gespielt (4 in der Quelle), nicht von { $players }
err-mm-player-count = Mau-Mau wird von 2 oder mehr Personen gespielt (die Engine setzt bis zu { $most }), nicht von { $players }
err-mm-play-count = Mau-Mau am Tisch (rulecard play) spielen 2 bis { $most } Personen, nicht { $players }
err-mk-player-count = Meister Makatsu wird von 2 bis 6 Personen gespielt, nicht von { $players }
err-seat-cannot-start = Platz { $seat } kann nicht beginnen: es gibt nur { $players } Personen
err-hand-size-count = { $given } Handgrößen für { $players } Personen: gib eine pro Person an
err-empty-hand = { $player } hat keine Karten, aber wer keine Karten hat, hat schon gewonnen ({ $rule })
err-ma-too-many-cards = { $cards } Karten auf den Händen plus die oberste Karte, aber ein Blatt hat nur 52
err-ma-two-copies = { $card } kommt mehr als einmal vor, aber ein 52er-Blatt enthält jede Karte nur einmal
err-policy-count = { $given } Strategien für { $players } Personen: gib eine pro Platz an
err-no-games = eine Simulation braucht mindestens ein Spiel
err-mm-too-few-cards = { $players } Personen mit je { $hand } Karten und einer aufgedeckten Karte brauchen { $needed } Karten, aber { $decks ->
    [one] 1 Blatt hat
   *[other] { $decks } Blätter haben
  } { $held } ({ $rule })
err-mm-too-many-cards = { $cards } Karten auf den Händen plus die oberste Karte, aber { $decks ->
    [one] 1 Blatt hat
   *[other] { $decks } Blätter haben
  } nur { $held } ({ $rule })
err-mm-too-many-copies = { $card } gehört nicht zu einem 32er-Mau-Mau-Blatt (7 bis Ass) oder kommt öfter vor, als { $decks ->
    [one] 1 Blatt sie enthält
   *[other] { $decks } Blätter sie enthalten
  } ({ $rule })
err-mm-unknown-variant = „{ $id }“ ist keine Mau-Mau-Variante: erwartet ist seven-stacking, eight-stacking oder no-jack-on-jack
err-mm-unknown-option = „{ $id }“ ist keine Mau-Mau-Option: erwartet ist hand-size oder mau-penalty
err-mm-option-value = { $id } { $value } ist nicht erlaubt: erwartet ist { $range } ({ $rule })
err-mm-range-hand-size = 5 oder 6
err-mm-range-mau-penalty = 1 bis 10 Strafkarten
err-mk-no-such-pass = es gibt keinen Durchgang { $pass }: ein Spiel hat die Durchgänge 1, 2 und 3
err-mk-meister-seat = Platz { $seat } kann Meister Makatsu nicht halten: es gibt nur { $players } Personen
err-mk-same-card-twice = Platz { $seat } spielt { $card } zweimal, aber ein Dojo-Blatt enthält jede Karte nur einmal
err-mk-tie-needs-meister = die Plätze { $tied } teilen sich die wenigsten Punkte ({ $fewest }); ein solcher Gleichstand geht an den, der Meister Makatsu hält, also muss der Halter genannt werden ({ $rule })
err-mk-points-out-of-reach = Platz { $seat } kann ein Spiel nicht mit { $points } Minuspunkten beenden: eine Person bekommt in einem Spiel höchstens { $most } ({ $rule })
err-mk-total-out-of-reach = die Minuspunkte ergeben zusammen { $total }, aber ein ganzes Spiel vergibt insgesamt { $fewest } bis { $most } ({ $rule })
err-mk-not-a-dojo-deck = das Blatt für Platz { $seat } ist kein Dojo-Blatt: { $problem }
err-no-variants = { $game } hat keine Hausregel-Varianten
err-sim-makatsu-options = Meister-Makatsu-Simulationen spielen gleichverteilt zufällige Paare; --policy und --max-turns gelten für makao und maumau
err-sim-policies = { $given } Strategien für { $players } Personen: gib eine für alle Plätze oder eine pro Platz an
err-would-hold-none = { $player } hätte keine Karten, aber wer keine Karten hat, hat schon gewonnen ({ $rule })
err-turn-empty = Zug { $turn } ist leer: erwartet ist { $expected }
expected-at-most-held = höchstens { $holds ->
    [one] 1 Karte
   *[other] { $holds } Karten
  } für { $player } in diesem Zug
err-hand-empty = die Hand ist leer, aber wer keine Karten hat, hat schon gewonnen ({ $rule })
err-not-a-suit = „{ $text }“ ist { $not_a }: erwartet ist { $expected }
judge-not-a-suit = keine Farbe
judge-not-a-wish = keine Farbe, die ein Bube wünschen kann
err-choice = Zug { $turn }: „{ $token }“ { $what }: erwartet ist { $expected }
err-choice-cannot-take = hat eine Wahl, die die Karte nicht nehmen kann
judge-misses-wish = hat keinen Wunsch
judge-misses-choice = hat keine Wahl

## Makaos Schiedsrichter

expected-ma-turn = Karten wie „6c 6h“ oder „Jd>9“, „draw“, „draw 9h“ oder „wait“
expected-ma-jack-choice = „-“ oder ein Wert 5-10 nach einem Buben, z. B. Jd>9 oder Jd>-
expected-ma-ace-choice = eine Farbe c, d, h oder s nach einem Ass, z. B. Ac>h
expected-ma-no-choice = keine Wahl: nur ein Bube oder ein Ass nimmt eine
err-ma-not-demandable = „{ $text }“ kann nicht verlangt werden: ein Bube verlangt einen Wert von 5 bis 10 ({ $rule })
err-ma-twice = { $card } kommt zweimal vor ({ $place ->
    [hand] oberste Karte und Hand
   *[turns] oberste Karte und Züge
  }), aber ein 52er-Blatt enthält jede Karte nur einmal
err-ma-one-open = „{ $token }“: in Makao kann nur eines zugleich offen sein (eine Strafe, ein Aussetzen, die Forderung eines Buben oder eines Asses)
err-ma-penalty-top = --penalty { $n } braucht die letzte Karte des Angriffs oben, aber { $top } ist keine Angriffskarte ({ $rule })
err-ma-penalty-hand-note = {" "}ohne die Angriffskarten der Hand ({ $cards })
err-ma-penalty-total = --penalty { $n } kann mit { $top } oben nicht offen sein: die Angriffskarten eines Blatts (vier 2er, vier 3er, K♥ und K♠; { $max } insgesamt){ $note }, jede auf die vorige nach Farbe oder Wert und { $top } zuletzt, ergeben { $listed } ({ $rule })
err-ma-wait-top = --wait { $n } braucht die 4, die es eröffnet hat, oben, aber die oberste Karte ist { $top } ({ $rule })
err-ma-fours = ein Blatt hat vier 4er{ $held ->
    [0] {""}
   *[other] {" "}und die Hand hält { $held }
  }
err-ma-wait-fours = --wait { $n } braucht { $n } 4er auf dem Tisch, { $top } zuletzt, aber { $why }, also können höchstens { $fours } dort liegen ({ $rule })
err-ma-demand-value = --demand-value { $value }: ein Bube verlangt einen Wert von 5 bis 10 ({ $rule })
err-ma-demand-top = unter der Forderung eines Buben nach { $value } werden nur Buben und { $value }er gelegt, also kann { $top } nicht oben liegen ({ $rule })
err-ma-suit-top = die Forderung eines Asses gilt nur, bis die genannte Farbe gelegt ist, also kann mit { $top } oben keine Farbe verlangt sein ({ $rule })
err-ma-not-a-turn = Zug { $turn } „{ $text }“ ist kein Makao-Zug: erwartet ist { $expected }
err-ma-mau = „mau“ ist die Ansage von Mau-Mau; in Makao wird keine geschrieben (das Spiel sagt „Makao!“ von selbst)
err-ma-choice-last = Zug { $turn }: die Wahl steht hinter der letzten Karte eines Zugs („Jd Jh>7“), nicht hinter { $card }
err-ma-judged-players = Makao wird für 2 bis 8 Personen beurteilt (4 in der Quelle), nicht für { $players }
err-ma-judged-too-many = { $total } Karten auf den Händen und eine oben sind mehr, als ein 52er-Blatt hat

## Mau-Maus Schiedsrichter

expected-mm-turn = eine Karte wie „9h“ oder „Jc>s“, „draw“, „draw 9h“, ein Ass mit seiner Folgekarte („Ah 9h“, „Ah draw 9h“) oder „wait“, mit „mau“ irgendwo für die Ansage
expected-mm-jack-choice = eine Farbe oder „-“ nach einem Buben, z. B. Jc>s oder Jc>-
expected-mm-ace-choice = keine Wahl: das Mau-Mau-Ass nennt keine Farbe, es bekommt eine Folgekarte
expected-mm-no-choice = keine Wahl: nur ein Bube nimmt eine
err-mm-judged-players = Mau-Mau wird für { $least } oder mehr Personen beurteilt (hier bis { $most }), nicht für { $players }
err-mm-not-in-deck = { $card } gehört nicht zu einem Mau-Mau-Blatt, das 32 Karten von 7 bis Ass hat ({ $rule })
err-mm-too-many-times = { $card } kommt { $times }-mal vor ({ $place ->
    [top] oberste Karte
    [hand] oberste Karte und Hand
   *[turns] oberste Karte und Züge
  }), aber { $copies ->
    [one] ein 32er-Blatt enthält jede Karte einmal
   *[other] { $copies } Blätter enthalten jede Karte { $copies }-mal
  } ({ $rule })
err-mm-demand-value = --demand-value { $value }: in Mau-Mau verlangt nichts einen Wert; ein Bube wünscht eine Farbe, angegeben mit --demand-suit ({ $rule })
err-mm-one-open = „{ $token }“: in Mau-Mau kann nur eines zugleich offen sein (die Karten einer 7, das Aussetzen einer 8 oder der Wunsch eines Buben)
err-mm-penalty-top = --penalty { $n } braucht die 7, die es eröffnet hat, oben, aber die oberste Karte ist { $top } ({ $rule })
err-mm-penalty-odd = --penalty { $n } kann nicht offen sein: jede 7 bringt 2 Karten, also ist eine Strafe ein Vielfaches von 2 ({ $rule })
err-mm-penalty-no-stacking = --penalty { $n } kann nicht offen sein: ohne seven-stacking wehrt niemand eine 7 ab, also bleibt es bei ihren 2 Karten ({ $rule })
err-mm-table-players = { $players } Personen mit { $decks ->
    [one] 1 Blatt
   *[other] { $decks } Blättern
  }
err-mm-table-decks = { $decks ->
    [one] einem Blatt (2 bis 4 Personen)
   *[other] { $decks } Blättern
  }
err-mm-stack-too-long = --penalty { $n } bräuchte { $sevens } 7er in einem Stapel, aber an einem Tisch mit { $table } hat ein Stapel höchstens { $longest }: 7er kommen nur zurück, wenn jemand, der „Mau-Mau“ vergessen hat, aus einem neu gemischten Stapel zieht, und die anderen dabei gezogenen Karten lassen bald niemanden mehr abwehren ({ $rule })
err-mm-sevens-held = --penalty { $n } braucht { $sevens } 7er auf dem Tisch, und die Hand hält { $held } weitere, aber an einem Tisch mit { $table } kommt während eines Stapels keine 7 zurück, und die Blätter haben { $all } ({ $rule })
err-mm-wait-top = --wait { $n } braucht die 8, die es eröffnet hat, oben, aber die oberste Karte ist { $top } ({ $rule })
err-mm-wait-one = --wait { $n }: eine 8 lässt genau einen Zug aussetzen, und mit eight-stacking geht das Aussetzen weiter, ohne zu wachsen ({ $rule })
err-mm-wish-top = der Wunsch eines Buben gilt, bis er bedient ist, und das Bedienen deckt den Buben zu, also kann mit { $top } oben keine Farbe gewünscht sein ({ $rule })
err-mm-not-a-turn = Zug { $turn } „{ $text }“ ist kein Mau-Mau-Zug: erwartet ist { $expected }
err-mm-only-announces = Zug { $turn } „{ $text }“ ist nur eine Ansage: schreib, was gespielt wurde, z. B. „9h mau“
err-mm-makao = Zug { $turn }: „makao“ ist die Ansage von Makao; die von Mau-Mau ist „mau“
err-mm-judged-too-many = { $total } Karten auf den Händen und eine oben sind mehr als die { $cards } Karten von { $decks ->
    [one] 1 Blatt
   *[other] { $decks } Blättern
  } für { $players } Personen ({ $rule })

## Meister Makatsus Schiedsrichter

err-and = { $a } und { $b }
err-mk-players-given = Meister Makatsu wird von 2 bis 6 Personen gespielt; { $players ->
    [one] angegeben ist 1
   *[other] angegeben sind { $players }
  }
err-mk-two-cards = { $name } muss genau zwei Karten spielen (erste,zweite), nicht { $count }: „{ $entry }“
err-mk-card-twice = { $name } kann { $card } nicht zweimal spielen: jedes Dojo-Blatt enthält jede Karte nur einmal
err-mk-not-points = „{ $value }“ ist keine Zahl von Minuspunkten (in „{ $entry }“)
err-mk-tie = { $tied } teilen sich die wenigsten Minuspunkte ({ $fewest }); ein Gleichstand geht an den, der Meister Makatsu hält, also nenne den Halter mit --meister ({ $rule })
err-mk-points = { $name } kann ein Spiel nicht mit { $points } Minuspunkten beenden: eine Person bekommt in einem ganzen Spiel höchstens { $most } (jede Runde gewinnen ihre zwei Karten höchstens Gelb und eine weitere Farbe, 3 Chips; ihre 8 gelben Karten gewinnen Gelb in höchstens 8 der 11 Runden; ein Chip zählt 1, 2 oder 3 in den Durchgängen 1, 2 und 3) ({ $rule })
err-mk-total = die Minuspunkte ergeben zusammen { $total }, aber ein ganzes Spiel vergibt insgesamt { $fewest } bis { $most }: jede Runde höchstens 4 Chips (blau 1, gelb 2, lila 1) und mindestens die Chips einer Farbe; jede Person legt 22 ihrer 24 Karten, also jede Farbe in mindestens 3 Runden ({ $rule })
err-mm-no-value-demand = Mau-Mau kennt keine Wertforderung (das ist Makaos Bube); ein Mau-Mau-Bube wünscht eine Farbe: --demand-suit
err-not-a-policy = „{ $policy }“ ist kein Computerspieler: erwartet ist tips oder random

## Quiz-Antworten

err-quiz-no-answer = keine Antwort gegeben; erwartet: { $expected }
err-quiz-in-digits = eine Zahl in Ziffern
err-quiz-not-a-choice = „{ $answer }“ ist keine der Möglichkeiten: { $choices }
err-quiz-nobody = niemand
err-quiz-names-or-nobody = { $names }, niemand
err-quiz-not-a-number = „{ $answer }“ ist keine Zahl; antworte in Ziffern, z. B. 6
err-quiz-not-a-card = „{ $answer }“ ist keine Karte
err-quiz-not-in-hand = { $card } ist nicht in der Hand ({ $hand })
err-quiz-named-too-often = { $card } ist öfter genannt, als die Hand sie hält ({ $hand })

## Warnungen zu den Dateien, die rulecard ablegt

warning = Warnung: { $message }
warn-problem-at = Zeile { $line }: { $problem }
warn-kept-aside = { $path } ließ sich nicht lesen ({ $problem }); die Datei wurde als { $kept } aufbewahrt und eine neue begonnen
warn-unreadable = { $path } ließ sich nicht lesen ({ $problem }); die Datei bleibt, wie sie ist
warn-not-a-file = { $path } ist keine gewöhnliche Datei (etwa eine Pipe, ein Gerät oder ein Verzeichnis): rulecard liest und schreibt sie nicht und macht ohne sie weiter
warn-repaired = { $path }: Werte außerhalb des Bereichs repariert: { $repairs }{ $more ->
    [0] {""}
   *[other] ; und { $more } weitere
  }
warn-repaired-kept = { $repaired }; die Datei, wie sie war, liegt unter { $kept }
warn-newer = { $path } stammt von einem neueren rulecard (Format { $found }; dieses kennt bis { $known }): gezeigt, soweit verstanden, und nicht geändert
warn-quiz-not-saved = { $problem }; das Quiz geht ohne Speichern weiter
err-play-too-many-people = { $people } Personen passen nicht an einen Tisch mit { $players ->
    [one] einem Platz
   *[other] { $players } Plätzen
  }: gib mindestens --players { $people } an
err-no-house-option = { $game } hat keine Hausregeln: { $flag } gilt für Mau-Mau
