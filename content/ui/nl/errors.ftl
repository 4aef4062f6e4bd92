# De foutmeldingen in het Nederlands: dezelfde ids en argumenten als in
# elke taal (een test controleert dat). Meervoud volgens CLDR. Een getypte
# waarde wordt herhaald zoals gegeven; `render::echo` maskeert en kort in.

## Inhoud, opslag en instellingen

err-broken-content = kapotte inhoud: { $problem }
err-content-item = { $place }: item "{ $item }"
err-content-field = { $place }, veld "{ $field }"
err-content-problem = { $place }: { $problem }
err-store-empty-home = RULECARD_HOME is gezet maar leeg; verwijder de variabele om de gewone plek te gebruiken, of zet hem op een map
err-store-no-home = op dit systeem is geen thuismap bekend; zet RULECARD_HOME op een map
err-store-bad-home = HOME is "{ $value }" — leeg of geen absoluut pad —, dus rulecard weet niet waar uw thuismap is; zet HOME op uw thuismap, of RULECARD_HOME op een map
err-store-not-a-directory = { $path } is geen map, dus rulecard kan er geen bestanden bewaren{ $env ->
    [yes] {" "}(RULECARD_HOME wijst ernaar)
   *[no] {""}
  }
err-store-dir = kan de map { $path } niet aanmaken of openen: { $problem }
err-store-lock = kan { $path } niet vergrendelen (het slot dat voorkomt dat twee rulecards tegelijk schrijven): { $problem }
err-store-link = { $path } is een symbolische link; rulecard bewaart zijn bestanden als gewone bestanden in zijn eigen map en schrijft niet via links: vervang de link door het bestand zelf, of zet RULECARD_HOME op de map waarnaar hij wijst
err-store-not-a-file = { $path } is geen gewoon bestand (bijvoorbeeld een pipe, een apparaat of een map); rulecard leest en schrijft het niet: verwijder het of zet er het bestand zelf neer
err-store-read = kan { $path } niet lezen: { $problem }
err-store-too-large = { $path } is groter dan { $limit } — te groot voor { $what }; er is niets gelezen of veranderd
err-store-what-progress = de quizvoortgang
err-store-what-stats = de spelstatistiek
err-store-what-config = opgeslagen huisregels
err-store-unreadable = { $path }{ $line ->
    [0] {""}
   *[other] :{ $line }
  }: { $problem }
err-store-newer = { $path } is geschreven door een nieuwere rulecard (formaat { $found }; deze kent tot { $known }); het blijft zoals het is en er is niets opgeslagen — werk rulecard bij om meer bij te houden
err-store-write = kan { $path } niet schrijven: { $problem }
err-store-invalid = { $path } niet opgeslagen: { $problem }
err-store-injected = gesimuleerde crash vóór het hernoemen van { $path } (testfout)
err-store-not-saved-kept = { $problem }; het bestand zoals het was staat in { $kept }
err-config-at = { $path }{ $line ->
    [0] {""}
   *[other] :{ $line }
  }: { $problem }
err-config-no-variants = { $game } heeft geen huisregelvarianten, dus "{ $name }" kan er geen zijn
err-config-not-a-variant = "{ $name }" is geen variant van { $game } (bekend: { $known })
err-config-no-option = { $game } heeft geen optie { $option }
err-config-not-allowed = { $option } = { $value } is niet toegestaan (toegestaan: { $allowed })
err-config-not-a-game = game = "{ $name }" is geen spel (bekend: { $known })
err-did-you-mean = ; bedoelt u { $name }?
err-variant-none = { $game } heeft geen huisregelvarianten; --variant { $name } is niet van toepassing
err-variant-unknown = "{ $name }" is geen variant van { $game } (bekend: { $known }){ $near }
err-option-none = { $game } heeft geen optie --{ $option }
err-option-not-allowed = --{ $option } { $value } is niet toegestaan (toegestaan: { $allowed })

## Invoer voor de scheidsrechter

err-entry-form = "{ $entry }" heeft niet de vorm { $form }
err-entry-no-name = "{ $entry }" heeft geen naam vóór '='
err-not-a-player = { $what } "{ $name }" is geen van de spelers ({ $names })
err-name-twice = de naam "{ $name }" komt twee keer voor
err-penalty-zero = --penalty 0 is geen open straf: een open aanval laat de volgende speler minstens 2 kaarten pakken; laat --penalty weg als er niets open staat
err-wait-zero = --wait 0 is geen open wachtbeurt: een open wachtbeurt duurt minstens 1 beurt; laat --wait weg als er niets open staat
err-one-obligation = er kan maar één verplichting tegelijk open staan: geef één van --penalty, --wait, --demand-value, --demand-suit

## Kaarten en beurten zoals geschreven

expected-card = een waarde 2-10, J, Q, K of A gevolgd door een kleur c, d, h, s (of ♣ ♦ ♥ ♠), bijv. 10h, Qs, K♠
expected-rank = een waarde 2-10, J, Q, K of A
expected-suit = een kleur c, d, h of s (of ♣ ♦ ♥ ♠)
expected-choice = "-", een waarde zoals 7, of een kleur c, d, h, s
expected-token = een kaart zoals 9h (een boer of aas met zijn keuze, bijv. Jd>9, Ac>h), "draw" of "wait"
expected-mk-card = een kleurletter (B blauw, G of Y geel, L of P paars) en een waarde 1-8, bijv. B6
expected-mk-colour = B (blauw), G of Y (geel), L of P (paars)
expected-mk-value = een waarde van 1 tot 8
err-card-malformed = "{ $token }" is geen kaart: verwacht is { $expected }
err-card-no-suit = "{ $token }" heeft geen kleur: verwacht is { $expected }
err-card-rank = "{ $token }": "{ $found }" is geen kaartwaarde: verwacht is { $expected }
err-card-suit = "{ $token }": "{ $found }" is geen kleur: verwacht is { $expected }
err-mk-card-malformed = "{ $token }" is geen Meister Makatsu-kaart: verwacht is { $expected }
err-mk-card-colour = "{ $token }": "{ $found }" is geen kleur: verwacht is { $expected }
err-mk-card-value = "{ $token }": "{ $found }" is geen kaartwaarde: verwacht is { $expected }
err-token-no-card = "{ $word }" heeft geen kaart vóór ">": verwacht is { $expected }
err-token-unknown = "{ $word }" is geen kaart en geen bekend woord: verwacht is { $expected }
err-token-choice = "{ $word }": "{ $choice }" na ">" is geen keuze: verwacht is { $expected }

## Opdrachten

err-variant-none-alone = --variant none zet alle huisregels uit en kan niet samen met --variant { $other }
err-config-variant-none-alone = --variant none slaat geen varianten op en kan niet samen met --variant { $other }
err-no-question = { $game } heeft geen vraag "{ $question }"{ $near } ("rulecard quiz { $slug } --list" toont ze)
err-no-completion = geen aanvulling voor { $shell }: bash, zsh, fish, elvish of powershell
err-hand-or-turns = geef --hand (welke kaarten nu gespeeld mogen worden) of --turns (waar een reeks beurten toe leidt)
err-man-write = kan de handleidingpagina's niet naar { $path } schrijven: { $problem }
err-no-json = --json past niet bij "rulecard { $command }": { $instead }
err-no-json-sheet = een spiekbrief is een pagina om te printen (--format text, md of html); "rulecard numbers GAME --json" en "rulecard mistakes GAME --json" geven de inhoud als gegevens
err-no-json-quiz = een quiz is een gesprek; "--list --json" toont de vragen, en "rulecard check GAME QUESTION-ID ANSWER --json" controleert een antwoord
err-no-json-completions = het schrijft een shellscript
err-no-json-man = het schrijft handleidingpagina's in roff
err-cannot-write = kan { $path } niet schrijven: { $problem }
err-sheet-format = kan het formaat van "{ $path }" niet afleiden uit de extensie ".{ $ext }": de spiekbrief wordt geschreven als .txt, .md, .html of .htm; geef er een daarvan, of --format text|md|html
err-no-game = "{ $word }" is geen spel (makatsu, makao, maumau); bedoelt u { $game }?
err-query-too-long = de zoekvraag "{ $query }" is { $chars } tekens lang; een zoekvraag is een kaart-id of een paar woorden (hoogstens { $most } tekens)
err-which-game = welk spel? "rulecard rules makatsu" toont de kaarten ervan, "rulecard rules ZOEKVRAAG" doorzoekt alle spellen, en "rulecard config --game makao" bewaart een standaardspel
err-no-match-anywhere = geen regelkaart van enig spel ({ $games }) past bij "{ $query }"
    "rulecard rules SPEL" toont de kaarten van een spel.
err-no-match = geen regelkaart past bij "{ $query }" ({ $game })
err-no-match-suggest = Bedoelt u: { $list }
err-no-match-elsewhere = Gevonden in { $game }: { $id } ({ $title }) – rulecard rules { $slug } { $id }
err-no-match-list = "rulecard rules { $slug }" toont alle kaarten.
err-turn-refused = beurt { $turn }: { $reason }

## Invoer voor de engines

err-ma-player-count = Makao wordt hier door 2 tot 8 spelers gespeeld (4 in de bron), niet door { $players }
err-mm-player-count = Mau-Mau wordt door 2 of meer spelers gespeeld (de engine heeft plaats voor { $most }), niet door { $players }
err-mm-play-count = Mau-Mau aan tafel (rulecard play) speelt u met 2 tot { $most } spelers, niet met { $players }
err-mk-player-count = Meister Makatsu wordt door 2 tot 6 spelers gespeeld, niet door { $players }
err-seat-cannot-start = plaats { $seat } kan niet beginnen: er zijn maar { $players } spelers
err-hand-size-count = { $given } handgroottes voor { $players } spelers: geef er één per speler
err-empty-hand = { $player } heeft geen kaarten, maar wie geen kaarten heeft, heeft al gewonnen ({ $rule })
err-ma-too-many-cards = { $cards } kaarten in de handen plus de bovenste kaart, maar één spel heeft er maar 52
err-ma-two-copies = { $card } komt meer dan eens voor, maar één spel van 52 kaarten bevat elke kaart maar één keer
err-policy-count = { $given } strategieën voor { $players } spelers: geef er één per plaats
err-no-games = een simulatie heeft minstens één spel nodig
err-mm-too-few-cards = { $players } spelers met elk { $hand } kaarten en één opengedraaide kaart hebben { $needed } kaarten nodig, maar { $decks ->
    [one] 1 spel heeft er
   *[other] { $decks } spellen hebben er
  } { $held } ({ $rule })
err-mm-too-many-cards = { $cards } kaarten in de handen plus de bovenste kaart, maar { $decks ->
    [one] 1 spel heeft er
   *[other] { $decks } spellen hebben er
  } maar { $held } ({ $rule })
err-mm-too-many-copies = { $card } zit niet in een Mau-Mau-spel van 32 kaarten (7 tot aas) of komt vaker voor dan { $decks ->
    [one] 1 spel hem bevat
   *[other] { $decks } spellen hem bevatten
  } ({ $rule })
err-mm-unknown-variant = "{ $id }" is geen Mau-Mau-variant: verwacht is seven-stacking, eight-stacking of no-jack-on-jack
err-mm-unknown-option = "{ $id }" is geen Mau-Mau-optie: verwacht is hand-size of mau-penalty
err-mm-option-value = { $id } { $value } is niet toegestaan: verwacht is { $range } ({ $rule })
err-mm-range-hand-size = 5 of 6
err-mm-range-mau-penalty = 1 tot 10 strafkaarten
err-mk-no-such-pass = er is geen doorgang { $pass }: een spel heeft doorgangen 1, 2 en 3
err-mk-meister-seat = plaats { $seat } kan Meister Makatsu niet hebben: er zijn maar { $players } spelers
err-mk-same-card-twice = plaats { $seat } speelt { $card } twee keer, maar een Dojo-spel bevat elke kaart maar één keer
err-mk-tie-needs-meister = de plaatsen { $tied } delen de minste punten ({ $fewest }); zo'n gelijkspel gaat naar wie Meister Makatsu heeft, dus die moet genoemd worden ({ $rule })
err-mk-points-out-of-reach = plaats { $seat } kan een spel niet eindigen met { $points } minpunten: één speler krijgt er in een spel hoogstens { $most } ({ $rule })
err-mk-total-out-of-reach = de minpunten tellen op tot { $total }, maar een heel spel geeft er in totaal { $fewest } tot { $most } ({ $rule })
err-mk-not-a-dojo-deck = het spel voor plaats { $seat } is geen Dojo-spel: { $problem }
err-no-variants = { $game } heeft geen huisregelvarianten
err-sim-makatsu-options = simulaties van Meister Makatsu spelen willekeurige paren; --policy en --max-turns zijn voor makao en maumau
err-sim-policies = { $given } strategieën voor { $players } spelers: geef er één voor alle plaatsen, of één per plaats
err-would-hold-none = { $player } zou geen kaarten hebben, maar wie geen kaarten heeft, heeft al gewonnen ({ $rule })
err-turn-empty = beurt { $turn } is leeg: verwacht is { $expected }
expected-at-most-held = hoogstens { $holds ->
    [one] 1 kaart
   *[other] { $holds } kaarten
  } voor { $player } in deze beurt
err-hand-empty = de hand is leeg, maar wie geen kaarten heeft, heeft al gewonnen ({ $rule })
err-not-a-suit = "{ $text }" is { $not_a }: verwacht is { $expected }
judge-not-a-suit = geen kleur
judge-not-a-wish = geen kleur die een boer kan wensen
err-choice = beurt { $turn }: "{ $token }" { $what }: verwacht is { $expected }
err-choice-cannot-take = heeft een keuze die de kaart niet kan nemen
judge-misses-wish = mist zijn wens
judge-misses-choice = mist zijn keuze

## De scheidsrechter van Makao

expected-ma-turn = kaarten zoals "6c 6h" of "Jd>9", "draw", "draw 9h" of "wait"
expected-ma-jack-choice = "-" of een waarde 5-10 na een boer, bijv. Jd>9 of Jd>-
expected-ma-ace-choice = een kleur c, d, h of s na een aas, bijv. Ac>h
expected-ma-no-choice = geen keuze: alleen een boer of een aas neemt er een
err-ma-not-demandable = "{ $text }" kan niet gevraagd worden: een boer vraagt een waarde van 5 tot 10 ({ $rule })
err-ma-twice = { $card } komt twee keer voor { $place ->
    [hand] in de bovenste kaart en de hand
   *[turns] in de bovenste kaart en de beurten
  }, maar één spel van 52 kaarten bevat elke kaart maar één keer
err-ma-one-open = "{ $token }": in Makao kan er maar één ding tegelijk open staan (een straf, een wachtbeurt, de vraag van een boer of van een aas)
err-ma-penalty-top = --penalty { $n } heeft de laatste kaart van de aanval bovenop nodig, maar { $top } is geen aanvalskaart ({ $rule })
err-ma-penalty-hand-note = {" "}zonder de aanvalskaarten in de hand ({ $cards })
err-ma-penalty-total = --penalty { $n } kan niet open staan met { $top } bovenop: de aanvalskaarten van één spel (vier 2'en, vier 3'en, K♥ en K♠; { $max } in totaal){ $note }, elk op de vorige volgens kleur of waarde en { $top } als laatste, maken { $listed } ({ $rule })
err-ma-wait-top = --wait { $n } heeft de 4 die het opende bovenop nodig, maar de bovenste kaart is { $top } ({ $rule })
err-ma-fours = één spel heeft vier 4'en{ $held ->
    [0] {""}
   *[other] {" "}en de hand heeft er { $held }
  }
err-ma-wait-fours = --wait { $n } vraagt { $n } 4'en op tafel, { $top } als laatste, maar { $why }, dus er kunnen er hoogstens { $fours } liggen ({ $rule })
err-ma-demand-value = --demand-value { $value }: een boer vraagt een waarde van 5 tot 10 ({ $rule })
err-ma-demand-top = onder de vraag van een boer om { $value } worden alleen boeren en { $value }'en gelegd, dus { $top } kan niet bovenop liggen ({ $rule })
err-ma-suit-top = de vraag van een aas geldt alleen tot de gevraagde kleur gelegd is, dus met { $top } bovenop kan er geen kleur gevraagd zijn ({ $rule })
err-ma-not-a-turn = beurt { $turn } "{ $text }" is geen Makao-beurt: verwacht is { $expected }
err-ma-mau = "mau" is de aankondiging van Mau-Mau; in Makao wordt er geen geschreven (het spel zegt zelf "Makao!")
err-ma-choice-last = beurt { $turn }: de keuze staat na de laatste kaart van een beurt ("Jd Jh>7"), niet na { $card }
err-ma-judged-players = Makao wordt beoordeeld voor 2 tot 8 spelers (4 in de bron), niet voor { $players }
err-ma-judged-too-many = { $total } kaarten in de handen en één bovenop zijn meer dan één spel van 52 kaarten heeft

## De scheidsrechter van Mau-Mau

expected-mm-turn = een kaart zoals "9h" of "Jc>s", "draw", "draw 9h", een aas met zijn volgkaart ("Ah 9h", "Ah draw 9h") of "wait", met "mau" ergens om aan te kondigen
expected-mm-jack-choice = een kleur of "-" na een boer, bijv. Jc>s of Jc>-
expected-mm-ace-choice = geen keuze: de aas van Mau-Mau noemt geen kleur, hij krijgt een volgkaart
expected-mm-no-choice = geen keuze: alleen een boer neemt er een
err-mm-judged-players = Mau-Mau wordt beoordeeld voor { $least } of meer spelers (hier tot { $most }), niet voor { $players }
err-mm-not-in-deck = { $card } zit niet in een Mau-Mau-spel, dat 32 kaarten van 7 tot aas heeft ({ $rule })
err-mm-too-many-times = { $card } komt { $times } keer voor { $place ->
    [top] als bovenste kaart
    [hand] in de bovenste kaart en de hand
   *[turns] in de bovenste kaart en de beurten
  }, maar { $copies ->
    [one] één spel van 32 kaarten bevat elke kaart één keer
   *[other] { $copies } spellen bevatten elke kaart { $copies } keer
  } ({ $rule })
err-mm-demand-value = --demand-value { $value }: in Mau-Mau vraagt niets een waarde; een boer wenst een kleur, gegeven met --demand-suit ({ $rule })
err-mm-one-open = "{ $token }": in Mau-Mau kan er maar één ding tegelijk open staan (de kaarten van een 7, het overslaan van een 8 of de wens van een boer)
err-mm-penalty-top = --penalty { $n } heeft de 7 die het opende bovenop nodig, maar de bovenste kaart is { $top } ({ $rule })
err-mm-penalty-odd = --penalty { $n } kan niet open staan: elke 7 voegt 2 kaarten toe, dus een straf is een veelvoud van 2 ({ $rule })
err-mm-penalty-no-stacking = --penalty { $n } kan niet open staan: zonder seven-stacking verdedigt niemand tegen een 7, dus het blijft bij de 2 kaarten ({ $rule })
err-mm-table-players = { $players } spelers met { $decks ->
    [one] 1 spel
   *[other] { $decks } spellen
  }
err-mm-table-decks = { $decks ->
    [one] één spel (2 tot 4 spelers)
   *[other] { $decks } spellen
  }
err-mm-stack-too-long = --penalty { $n } zou { $sevens } 7'en in één stapel vragen, maar aan een tafel met { $table } heeft een stapel er hoogstens { $longest }: 7'en komen pas terug als iemand die "Mau-Mau" vergat uit een geschudde stapel pakt, en de andere gepakte kaarten laten al snel niemand meer verdedigen ({ $rule })
err-mm-sevens-held = --penalty { $n } vraagt { $sevens } 7'en op tafel en de hand heeft er nog { $held }, maar aan een tafel met { $table } komt er tijdens een stapel geen 7 terug en de spellen hebben er { $all } ({ $rule })
err-mm-wait-top = --wait { $n } heeft de 8 die het opende bovenop nodig, maar de bovenste kaart is { $top } ({ $rule })
err-mm-wait-one = --wait { $n }: een 8 slaat precies één beurt over, en met eight-stacking gaat het overslaan door zonder te groeien ({ $rule })
err-mm-wish-top = de wens van een boer geldt tot hij vervuld is, en vervullen bedekt de boer, dus met { $top } bovenop kan er geen kleur gewenst zijn ({ $rule })
err-mm-not-a-turn = beurt { $turn } "{ $text }" is geen Mau-Mau-beurt: verwacht is { $expected }
err-mm-only-announces = beurt { $turn } "{ $text }" kondigt alleen aan: schrijf wat er gespeeld is, bijv. "9h mau"
err-mm-makao = beurt { $turn }: "makao" is de aankondiging van Makao; die van Mau-Mau is "mau"
err-mm-judged-too-many = { $total } kaarten in de handen en één bovenop zijn meer dan de { $cards } kaarten van { $decks ->
    [one] 1 spel
   *[other] { $decks } spellen
  } voor { $players } spelers ({ $rule })

## De scheidsrechter van Meister Makatsu

err-and = { $a } en { $b }
err-mk-players-given = Meister Makatsu wordt door 2 tot 6 spelers gespeeld; { $players ->
    [one] er is er 1 gegeven
   *[other] er zijn er { $players } gegeven
  }
err-mk-two-cards = { $name } moet precies twee kaarten spelen (eerste,tweede), niet { $count }: "{ $entry }"
err-mk-card-twice = { $name } kan { $card } niet twee keer spelen: elk Dojo-spel bevat elke kaart maar één keer
err-mk-not-points = "{ $value }" is geen aantal minpunten (in "{ $entry }")
err-mk-tie = { $tied } delen de minste minpunten ({ $fewest }); een gelijkspel gaat naar wie Meister Makatsu heeft, dus noem die met --meister ({ $rule })
err-mk-points = { $name } kan een spel niet eindigen met { $points } minpunten: een speler krijgt er in een heel spel hoogstens { $most } (elke ronde winnen de twee kaarten hoogstens geel en nog één kleur, 3 fiches; de 8 gele kaarten winnen geel in hoogstens 8 van de 11 rondes; een fiche is 1, 2 of 3 waard in doorgang 1, 2 en 3) ({ $rule })
err-mk-total = de minpunten tellen op tot { $total }, maar een heel spel geeft er in totaal { $fewest } tot { $most }: elke ronde hoogstens 4 fiches (blauw 1, geel 2, paars 1), en minstens de fiches van één kleur; elke speler legt 22 van zijn 24 kaarten, dus elke kleur in minstens 3 rondes ({ $rule })
err-mm-no-value-demand = Mau-Mau kent geen vraag om een waarde (dat is de boer van Makao); een Mau-Mau-boer wenst een kleur: --demand-suit
err-not-a-policy = "{ $policy }" is geen computerspeler: verwacht is tips of random

## Quizantwoorden

err-quiz-no-answer = er is geen antwoord gegeven; verwacht: { $expected }
err-quiz-in-digits = een getal in cijfers
err-quiz-not-a-choice = "{ $answer }" is geen van de keuzes: { $choices }
err-quiz-nobody = niemand
err-quiz-names-or-nobody = { $names }, niemand
err-quiz-not-a-number = "{ $answer }" is geen getal; antwoord in cijfers, bijv. 6
err-quiz-not-a-card = "{ $answer }" is geen kaart
err-quiz-not-in-hand = { $card } zit niet in de hand ({ $hand })
err-quiz-named-too-often = { $card } wordt vaker genoemd dan de hand hem heeft ({ $hand })

## Waarschuwingen over de bestanden die rulecard bewaart

warning = waarschuwing: { $message }
warn-problem-at = regel { $line }: { $problem }
warn-kept-aside = { $path } kon niet gelezen worden ({ $problem }); het is bewaard als { $kept } en er is een nieuw begonnen
warn-unreadable = { $path } kon niet gelezen worden ({ $problem }); het blijft zoals het is
warn-not-a-file = { $path } is geen gewoon bestand (bijvoorbeeld een pipe, een apparaat of een map): rulecard leest en schrijft het niet en gaat zonder verder
warn-repaired = { $path }: waarden buiten het bereik hersteld: { $repairs }{ $more ->
    [0] {""}
   *[other] ; en nog { $more }
  }
warn-repaired-kept = { $repaired }; het bestand zoals het was staat in { $kept }
warn-newer = { $path } is geschreven door een nieuwere rulecard (formaat { $found }; deze kent tot { $known }): getoond voor zover begrepen, en niet veranderd
warn-quiz-not-saved = { $problem }; de quiz gaat verder zonder op te slaan
err-play-too-many-people = { $people } personen passen niet aan een tafel met { $players ->
    [one] één plaats
   *[other] { $players } plaatsen
  }: geef ten minste --players { $people }
err-no-house-option = { $game } heeft geen huisregels: { $flag } is voor Mau-Mau
