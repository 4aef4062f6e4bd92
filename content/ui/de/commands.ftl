# Die eigenen Wörter der Befehle: check, judge, review, rules, config, setup, simulate, stats, sheet, games.

check-right = Richtig!
check-wrong = Leider falsch.
check-answer = Richtige Antwort
check-yours = deine
judge-no-house-rules = keine
review-nothing-marked = Nichts zum Nachlesen markiert.
numbers-engine-legend = ✓ in der Spalte Engine: rulecards Engine berechnet diese Zahl selbst, und ihre Tests prüfen sie gegen die Quelle.
stats-quiz-line = { $answered } beantwortet, { $correct } richtig ({ $percent } %), Serie { $streak } (beste { $best }), { $due } fällig, { $new } neu
stats-quiz-none = noch nicht abgefragt: { $new } neu
stats-topics-head = Nach Thema (⚑ zum Wiederlesen markiert)
rules-house-on = Hausregeln an
rules-house-from = aus
rules-house-defaults = Standard (Haupttext der Regel)
rules-missed-legend = ⚑ im Quiz verpasst: zum Nachlesen (rulecard review)
config-saved = Gespeicherte Hausregeln
config-none = keine – es gilt der Haupttext der Regel
config-default-game = Standardspiel: { $game } (rulecard rules SUCHE sucht dort zuerst)
config-no-default-game = Kein Standardspiel: rulecard rules SUCHE sucht in allen Spielen
config-pager-off = Pager: aus – lange Ausgaben kommen direkt (--no-pager und RULECARD_PAGER gehen weiterhin vor)
config-pager-on = Pager: der voreingestellte – RULECARD_PAGER, sonst PAGER, sonst less -FRX
config-pager-command = Pager: { $command } (--no-pager und RULECARD_PAGER gehen weiterhin vor)
setup-makatsu-title = Meister Makatsu für { $players } Personen
setup-makatsu-pass = { $pass }. Durchgang: { $rounds } Runden, Deck { $deck } Karten, Chip = { $chip }
setup-makatsu-decks = • { $decks } Dojo-Decks zu je { $per } Karten (Werte 1–8 in Blau, Gelb, Lila) – { $cards } Karten im Spiel
setup-makatsu-hand = • jede Person zieht { $hand } Karten aus dem eigenen Deck
setup-makatsu-supply = • Chip-Vorrat: { $supply }
setup-makatsu-meister = • Meister Makatsu: wer ihn zuerst hat, entscheidet ihr (sonst die erste genannte Person)
setup-makatsu-rounds = • { $rounds } Runden, je Person { $played } Karten ausgespielt:
setup-maumau-title = Mau-Mau für { $players } Personen
setup-maumau-decks = 
    • { $decks ->
        [one] ein Skatblatt
       *[other] { $decks } Skatblätter
      } zu 32 Karten (7 bis Ass) – { $cards } Karten
setup-dealt = • jede Person bekommt { $hand } Karten ({ $dealt } insgesamt)
setup-maumau-rest = • der Rest ({ $draw } Karten) ist der Nachziehstapel; der Geber dreht die oberste Karte als Ablagestapel um – ihre Wirkung gilt nicht
setup-maumau-start = • links vom Geber geht es los, im Uhrzeigersinn
setup-makao-title = Makao für { $players } Personen
setup-makao-deck = • ein Kartenspiel mit { $cards } Karten, ohne Joker
setup-makao-rest = • der Rest ({ $draw } Karten) ist der verdeckte Nachziehstapel; eine Karte kommt offen auf den Ablagestapel
setup-makao-first = • diese Karte ist nie eine Sonderkarte: 2, 3, 4, Bube, Dame, Ass, K♥ und K♠ kommen zurück in den Stapel, bis eine gewöhnliche Karte liegt
setup-makao-direction = • gespielt wird im Uhrzeigersinn
sheet-wrote = { $file } geschrieben
