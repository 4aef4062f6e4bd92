# De eigen woorden van de commando's: check, judge, review, rules, config, setup, simulate, stats, sheet, games.

check-right = Goed!
check-wrong = Helaas fout.
check-answer = Goed antwoord
check-yours = uw
judge-no-house-rules = geen
review-nothing-marked = Niets gemarkeerd om na te lezen.
numbers-engine-legend = ✓ in de kolom Engine: de engine van rulecard berekent dit getal zelf, en de tests toetsen het aan de bron.
stats-quiz-line = { $answered } beantwoord, { $correct } goed ({ $percent } %), reeks { $streak } (beste { $best }), { $due } te herhalen, { $new } nieuw
stats-quiz-none = nog niet overhoord: { $new } nieuw
stats-topics-head = Per onderwerp (⚑ gemarkeerd om te herlezen)
rules-house-on = Huisregels aan
rules-house-from = uit
rules-house-defaults = standaard (hoofdtekst van de regels)
rules-missed-legend = ⚑ gemist in de quiz: om na te lezen (rulecard review)
config-saved = Opgeslagen huisregels
config-none = geen – de hoofdtekst van de regels geldt
config-default-game = Standaardspel: { $game } (rulecard rules ZOEKTERM zoekt daar eerst)
config-no-default-game = Geen standaardspel: rulecard rules ZOEKTERM zoekt in alle spellen
config-pager-off = Pager: uit – lange uitvoer komt direct op het scherm (--no-pager en RULECARD_PAGER gaan nog steeds voor)
config-pager-on = Pager: de standaard – RULECARD_PAGER, anders PAGER, anders less -FRX
config-pager-command = Pager: { $command } (--no-pager en RULECARD_PAGER gaan nog steeds voor)
setup-makatsu-title = Meister Makatsu voor { $players } spelers
setup-makatsu-pass = doorgang { $pass }: { $rounds } rondes, stapel van { $deck } kaarten, fiche = { $chip }
setup-makatsu-decks = • { $decks } Dojo-stapels van elk { $per } kaarten (waarden 1–8 in blauw, geel, paars) – { $cards } kaarten in het spel
setup-makatsu-hand = • iedereen trekt { $hand } kaarten uit de eigen stapel
setup-makatsu-supply = • fichevoorraad: { $supply }
setup-makatsu-meister = • Meister Makatsu: jullie bepalen wie hem eerst heeft (anders de eerstgenoemde speler)
setup-makatsu-rounds = • { $rounds } rondes, per speler { $played } kaarten uitgespeeld:
setup-maumau-title = Mau-Mau voor { $players } spelers
setup-maumau-decks = 
    • { $decks ->
        [one] één skatspel
       *[other] { $decks } skatspellen
      } van 32 kaarten (7 tot aas) – { $cards } kaarten
setup-dealt = • iedereen krijgt { $hand } kaarten ({ $dealt } in totaal)
setup-maumau-rest = • de rest ({ $draw } kaarten) is de trekstapel; de gever legt de bovenste kaart open als aflegstapel – haar werking geldt niet
setup-maumau-start = • de speler links van de gever begint; er wordt met de klok mee gespeeld
setup-makao-title = Makao voor { $players } spelers
setup-makao-deck = • 1 kaartspel van { $cards } kaarten, zonder jokers
setup-makao-rest = • de rest ({ $draw } kaarten) is de dichte trekstapel; één kaart gaat open op de aflegstapel
setup-makao-first = • die open kaart is nooit speciaal: 2, 3, 4, boer, vrouw, aas, K♥ en K♠ gaan terug in de stapel tot er een gewone kaart ligt
setup-makao-direction = • er wordt met de klok mee gespeeld
sheet-wrote = { $file } geschreven
