# De weigeringen en redenen van de engines in het Nederlands, zoals de
# scheidsrechter en het spel ze tonen: dezelfde ids en argumenten als in
# elke taal (een test controleert dat). De engines geven gegevens (wie,
# welke kaart, wat open stond, welke regel); `render::refusal` kiest hier
# de woorden voor.

## Gedeeld

refusal-rule = regel { $card }, { $ruling }
refusal-rule-card = regel { $card }
suit-name = { $suit ->
    [clubs] klaveren
    [diamonds] ruiten
    [hearts] harten
   *[spades] schoppen
  }
action-word = { $action ->
    [draw] pakken
    [take] de straf nemen
    [wait] wachten
    [keep] de kaart houden
   *[play] { $play } spelen
  }
refusal-turn-illegal = beurt { $turn } ({ $player } "{ $action }") is niet toegestaan: { $reason }
refusal-not-held = { $player } heeft { $card } niet in de hand ({ $rule })
refusal-already-played = { $player } kan { $card } niet spelen: { $copies ->
    [one] die ligt al op de aflegstapel, en het spel kaarten bevat hem maar één keer
   *[other] alle { $copies } exemplaren in de spellen liggen al op de aflegstapel
  } ({ $rule })
refusal-hand-too-small = { $player } heeft { $holds ->
    [one] 1 kaart
   *[other] { $holds } kaarten
  } en kan er in één beurt geen { $lays } leggen ({ $rule })
refusal-nothing-drawn = { $player } heeft deze beurt niets gepakt, dus er is geen gepakte kaart om te houden ({ $rule })
refusal-after-drawing = { $player } heeft een kaart gepakt: die mag meteen gespeeld worden als hij past, of gehouden, maar niet: { $action } ({ $rule })

## Makao

refusal-ma-under-penalty = {" "}bij een open aanval van { $n } kaarten
refusal-ma-under-wait = {" "}bij een open wachtbeurt van { $n ->
    [one] 1 beurt
   *[other] { $n } beurten
  }
refusal-ma-under-value = {" "}onder de vraag van een boer om { $value }
refusal-ma-under-suit = {" "}onder de vraag van een aas om { $suit }
refusal-ma-game-over = de ronde is voorbij: { $winner } is uitgegaan en heeft gewonnen, dus er mag niets meer gespeeld worden ({ $rule })
refusal-ma-mixed-values = { $player } kan { $other } niet samen met { $first } spelen: in één beurt alleen kaarten van één waarde, en reeksen bestaan niet ({ $rule })
refusal-ma-same-card-twice = { $player } legt { $card } twee keer in één beurt, maar één spel kaarten bevat hem maar één keer ({ $rule })
refusal-ma-mixed-kings = { $player } kan { $attacking } en { $plain } niet samen spelen: aanvallende koningen (K♥, K♠) en gewone koningen (K♦, K♣) worden nooit in één beurt gespeeld ({ $rule })
refusal-ma-choice-jack = een boer vraagt een waarde (5 tot en met 10) of niets, geschreven na de laatste kaart (Jd>9, Jd>-)
refusal-ma-choice-ace = een aas noemt een kleur, geschreven na de laatste kaart (Ac>h)
refusal-ma-choice-other = alleen een boer of een aas neemt een keuze na ">"
refusal-ma-missing-choice = { $player } speelt { $card } zonder keuze: { $why } ({ $rule })
refusal-ma-wrong-choice = { $player } kan { $card }>{ $choice } niet spelen: { $why } ({ $rule })
refusal-ma-cannot-start = { $player } kan { $card }{ $under } niet op { $top } spelen: { $reason } ({ $rule })
refusal-ma-draw-under-penalty = { $player } kan bij een open aanval van { $penalty } kaarten geen losse kaart pakken: verdedig met een aanvalskaart of neem alle { $penalty } ({ $rule })
refusal-ma-draw-under-wait = { $player } kan bij een open wachtbeurt niet pakken: alleen een 4 verdedigt, anders wacht die speler, en wie wacht speelt en pakt niet ({ $rule })
refusal-ma-must-meet-demand = { $player } kan{ $under } niet pakken: { $player } heeft { $card }, die eraan voldoet, en alleen wie niet aan een vraag kan voldoen pakt ({ $rule })
refusal-ma-nothing-to-take = { $player } heeft geen straf te nemen: er staat geen aanval open ({ $rule })
refusal-ma-nothing-to-wait = { $player } kan niet wachten: er staat geen 4 open, en alleen een 4 laat wachten ({ $rule })
refusal-ma-drawn-card-only = na het pakken mag { $player } alleen de gepakte kaart{ $drawn } los spelen, of hem houden; niet { $play } ({ $rule })
refusal-ma-drawn = {" "}({ $card })
refusal-ma-after-taking = { $player } heeft de straf genomen, en dat beëindigt de beurt, dus { $play } kan niet volgen ({ $rule })

## Mau-Mau

refusal-mm-under-penalty = {" "}bij een open 7 ({ $n } kaarten te pakken)
refusal-mm-under-skip = {" "}bij een open 8 (overslaan)
refusal-mm-under-wish = {" "}onder de wens van een boer om { $suit }
refusal-mm-game-over = { $player } kan niet { $action }: het spel is voorbij, { $winner } heeft geen kaarten meer en heeft gewonnen, dus er mag niets meer gespeeld worden ({ $rule })
refusal-mm-not-in-deck = { $player } kan { $card } niet spelen: een Mau-Mau-spel heeft alleen 7 tot aas ({ $rule })
refusal-mm-cannot-play = { $player } kan { $card }{ $under } niet op { $top } spelen: { $reason } ({ $rule })
refusal-mm-missing-choice = { $player } speelt { $card } zonder wens: een boer wenst een kleur of niets, erachter geschreven (Jc>s, Jc>-) ({ $rule })
refusal-mm-wrong-choice = { $player } kan { $card }>{ $choice } niet spelen: alleen een boer neemt een keuze na ">", een kleur of "-" ({ $rule })
refusal-mm-no-mau-due = { $player } roept "Mau-Mau" met { $card }, maar { $why }: de aankondiging hoort bij de beurt die iemand van twee of meer kaarten naar één brengt ({ $rule })
refusal-mm-mau-announced = dat is deze beurt al aangekondigd
refusal-mm-mau-began-with = de beurt begon met { $n ->
    [one] 1 kaart
   *[other] { $n } kaarten
  }
refusal-mm-mau-would-hold = er zouden nog { $n ->
    [one] 1 kaart
   *[other] { $n } kaarten
  } over zijn
refusal-mm-ace-last-card = { $player } heeft na de aas geen kaart meer{ $cannot }: een aas is nooit de laatste kaart, dus er moet een kaart gepakt worden ({ $rule })
refusal-mm-ace-cannot-play = , dus { $card } kan niet gespeeld worden
refusal-mm-must-play = { $player } kan{ $under } niet pakken: { $player } heeft { $card }, die past, en alleen wie geen passende kaart heeft pakt ({ $rule })
refusal-mm-must-follow-ace = { $player } heeft een aas gespeeld en moet er meteen een kaart op spelen{ $follows }: een kaart van zijn kleur, een aas of een boer, en alleen wie die niet heeft pakt ({ $rule })
refusal-mm-ace-follows = {" "}({ $card } in de hand past erop)
refusal-mm-not-a-follow-up = { $player } kan { $card } niet op { $ace } laten volgen: de volgkaart moet op de aas passen, een kaart van zijn kleur, nog een aas of een boer ({ $rule })
refusal-mm-must-take = { $player } kan bij een open 7 niet { $action }: er moeten { $penalty } kaarten gepakt worden; { $stacking ->
    [yes] neem ze of verdedig met een 7
   *[no] neem ze (daarna mag één kaart volgen die op de 7 past)
  } ({ $rule })
refusal-mm-skipped = { $player } kan niet { $action }: een 8 slaat die speler over, en wie overgeslagen wordt doet niets{ $stacking ->
    [yes] {" "}behalve verdedigen met een 8 of wachten (wait)
   *[no] {""}
  } ({ $rule })
refusal-mm-nothing-to-take = { $player } heeft geen kaarten te nemen: er staat geen 7 open ({ $rule })
refusal-mm-nothing-to-wait = { $player } kan niet wachten: er staat geen 8 open (zonder eight-stacking gaat het overslaan vanzelf) ({ $rule })
refusal-mm-drawn-card-only = na het pakken van { $drawn } mag { $player } alleen die kaart spelen als hij past, of hem houden; niet { $card } ({ $rule })
refusal-mm-already-took = { $player } heeft de kaarten van de 7 genomen, en dat was het pakken van deze beurt: nu mag één kaart volgen die op de 7 past, of de beurt eindigt, maar niet: { $action } ({ $rule })
refusal-mm-turn-over = de beurt van { $player } was voorbij vóór "{ $rest }": één kaart per beurt, en alleen een aas brengt een volgkaart ({ $rule })

## Meister Makatsu

refusal-mk-game-over = het spel is voorbij na 11 rondes: { $card } kan niet meer gespeeld worden ({ $rule })
refusal-mk-not-in-hand = plaats { $seat } kan { $card } niet als { $kind ->
    [first] eerste
   *[second] tweede
  } kaart spelen: die zit niet in de hand ({ $rule })
refusal-mk-supply = de voorraad heeft nog maar { $left } fiches met waarde { $value }, maar deze ronde geeft er { $needed } ({ $rule })

## Waarom een kaart een beurt wel of niet mag beginnen (Makao en Mau-Mau)

reason-same-suit = zelfde kleur als de bovenste kaart
reason-same-value = zelfde waarde als de bovenste kaart
reason-queen-fits-all = een vrouw past op alles
reason-on-a-queen = op een vrouw past alles
reason-no-match = kleur noch waarde van de bovenste kaart
reason-answers-attack = een aanvalskaart van dezelfde kleur of waarde: de straffen worden opgeteld en doorgegeven
reason-attack-does-not-match = een aanvalskaart, maar niet van de kleur of waarde van de bovenste kaart
reason-not-an-attack-card = alleen een aanvalskaart (2, 3, K♥, K♠) verdedigt tegen een straf
reason-plain-king = K♦ en K♣ zijn geen aanvalskaarten en verdedigen niet
reason-queen-under-penalty = zolang er een straf openstaat, helpt een vrouw niet
reason-answers-wait = een vier verdedigt: de volgende wacht, één beurt langer
reason-only-a-four = alleen een vier verdedigt tegen wachten
reason-queen-under-wait = geen vrouw zolang er gewacht moet worden
reason-demanded-value = de waarde die de boer vraagt
reason-jack-on-demand = een boer voldoet aan de vraag en stelt een nieuwe
reason-not-demanded-value = niet de gevraagde waarde
reason-queen-under-jack = geen vrouw onder de vraag van een boer
reason-named-suit = de kleur die de aas vraagt
reason-ace-on-ace = een aas mag altijd op een aas en kiest een nieuwe kleur
reason-not-named-suit = niet de gevraagde kleur
reason-queen-of-named-suit = de vrouw van de gevraagde kleur mag
reason-queen-not-named-suit = alleen de vrouw van de gevraagde kleur mag
reason-jack-fits-all = een boer past op elke kaart
reason-jack-on-jack = een boer past op elke kaart, ook op een boer
reason-no-jack-on-jack = geen boer op een boer, volgens huisregel no-jack-on-jack
reason-take-seven-first = eerst worden de 2 kaarten van de 7 gepakt; daarna mag één kaart volgen die op de 7 past
reason-answers-seven = een 7 op de 7 geeft het pakken door, 2 kaarten meer, volgens huisregel seven-stacking
reason-only-a-seven = alleen een 7 verdedigt tegen een open 7; anders worden de kaarten gepakt
reason-skipped = de 8 laat deze speler overslaan: die doet deze beurt niets
reason-answers-eight = een 8 op de 8 geeft het overslaan door, volgens huisregel eight-stacking
reason-only-an-eight = alleen een 8 verdedigt tegen het overslaan; anders wordt de speler overgeslagen
reason-wished-suit = de kleur die de boer gewenst heeft
reason-jack-on-wish = een boer voldoet aan de wens en wenst opnieuw
reason-not-wished-suit = onder de wens van een boer alleen de gewenste kleur of een boer
reason-may-follow = { $reason }; maar mag in dezelfde beurt op { $starter } volgen, want alleen de eerste kaart hoeft te passen
