# Die Ablehnungen und Gründe der Engines auf Deutsch, wie Schiedsrichter
# und Spiel sie zeigen: dieselben Ids und Argumente wie in jeder Sprache
# (ein Test prüft das). Die Engines liefern Daten (wer, welche Karte, was
# offen war, welche Regel); `render::refusal` wählt diese Meldungen dafür.

## Gemeinsam

refusal-rule = Regel { $card }, { $ruling }
refusal-rule-card = Regel { $card }
suit-name = { $suit ->
    [clubs] Kreuz
    [diamonds] Karo
    [hearts] Herz
   *[spades] Pik
  }
action-word = { $action ->
    [draw] ziehen
    [take] die Strafe nehmen
    [wait] aussetzen
    [keep] die Karte behalten
   *[play] { $play } spielen
  }
refusal-turn-illegal = Zug { $turn } ({ $player } „{ $action }“) ist regelwidrig: { $reason }
refusal-not-held = { $player } hat { $card } nicht auf der Hand ({ $rule })
refusal-already-played = { $player } kann { $card } nicht spielen: { $copies ->
    [one] die Karte liegt schon auf dem Ablagestapel, und das Blatt enthält sie nur einmal
   *[other] alle { $copies } Exemplare in den Blättern liegen schon auf dem Ablagestapel
  } ({ $rule })
refusal-hand-too-small = { $player } hat { $holds ->
    [one] 1 Karte
   *[other] { $holds } Karten
  } und kann in einem Zug nicht { $lays ->
    [one] 1 Karte
   *[other] { $lays } Karten
  } legen ({ $rule })
refusal-nothing-drawn = { $player } hat in diesem Zug nichts gezogen, also gibt es keine gezogene Karte zu behalten ({ $rule })
refusal-after-drawing = { $player } hat eine Karte gezogen: sie darf sofort gespielt werden, wenn sie passt, oder behalten werden, aber nicht: { $action } ({ $rule })

## Makao

refusal-ma-under-penalty = {" "}bei einem offenen Angriff über { $n } Karten
refusal-ma-under-wait = {" "}bei offenem Aussetzen über { $n ->
    [one] 1 Runde
   *[other] { $n } Runden
  }
refusal-ma-under-value = {" "}unter der Forderung eines Buben nach { $value }
refusal-ma-under-suit = {" "}unter der Forderung eines Asses nach { $suit }
refusal-ma-game-over = die Runde ist vorbei: { $winner } ist ausgegangen und hat gewonnen, also darf nichts mehr gespielt werden ({ $rule })
refusal-ma-mixed-values = { $player } kann { $other } nicht zusammen mit { $first } spielen: in einem Zug nur Karten eines Werts, und Straßen gibt es nicht ({ $rule })
refusal-ma-same-card-twice = { $player } legt { $card } zweimal in einem Zug, aber ein Blatt enthält die Karte nur einmal ({ $rule })
refusal-ma-mixed-kings = { $player } kann { $attacking } und { $plain } nicht zusammen spielen: angreifende Könige (K♥, K♠) und einfache Könige (K♦, K♣) kommen nie in einem Zug ({ $rule })
refusal-ma-choice-jack = ein Bube verlangt einen Wert von 5 bis 10 oder nichts, geschrieben hinter der letzten Karte (Jd>9, Jd>-)
refusal-ma-choice-ace = ein Ass nennt eine Farbe, geschrieben hinter der letzten Karte (Ac>h)
refusal-ma-choice-other = nur ein Bube oder ein Ass nimmt eine Wahl hinter „>“
refusal-ma-missing-choice = { $player } spielt { $card } ohne Wahl: { $why } ({ $rule })
refusal-ma-wrong-choice = { $player } kann { $card }>{ $choice } nicht spielen: { $why } ({ $rule })
refusal-ma-cannot-start = { $player } kann { $card }{ $under } nicht auf { $top } spielen: { $reason } ({ $rule })
refusal-ma-draw-under-penalty = { $player } kann bei einem offenen Angriff über { $penalty } Karten nicht eine einzelne Karte ziehen: wehre mit einer Angriffskarte ab oder nimm alle { $penalty } ({ $rule })
refusal-ma-draw-under-wait = { $player } kann bei offenem Aussetzen nicht ziehen: nur eine 4 wehrt es ab, sonst wird ausgesetzt, und wer aussetzt, spielt und zieht nicht ({ $rule })
refusal-ma-must-meet-demand = { $player } kann{ $under } nicht ziehen: { $player } hat { $card }, die sie erfüllt, und nur wer eine Forderung nicht erfüllen kann, zieht ({ $rule })
refusal-ma-nothing-to-take = { $player } hat keine Strafe zu nehmen: kein Angriff ist offen ({ $rule })
refusal-ma-nothing-to-wait = { $player } kann nicht aussetzen: keine 4 ist offen, und nur eine 4 lässt aussetzen ({ $rule })
refusal-ma-drawn-card-only = nach dem Ziehen darf { $player } nur die gezogene Karte{ $drawn } allein spielen oder sie behalten; nicht { $play } ({ $rule })
refusal-ma-drawn = {" "}({ $card })
refusal-ma-after-taking = { $player } hat die Strafe genommen, und das beendet den Zug, also kann { $play } nicht folgen ({ $rule })

## Mau-Mau

refusal-mm-under-penalty = {" "}bei einer offenen 7 ({ $n } Karten zu ziehen)
refusal-mm-under-skip = {" "}bei einer offenen 8 (Aussetzen)
refusal-mm-under-wish = {" "}unter dem Wunsch eines Buben nach { $suit }
refusal-mm-game-over = { $player } kann nicht { $action }: das Spiel ist vorbei, { $winner } hat keine Karten mehr und hat gewonnen, also darf nichts mehr gespielt werden ({ $rule })
refusal-mm-not-in-deck = { $player } kann { $card } nicht spielen: ein Mau-Mau-Blatt hat nur 7 bis Ass ({ $rule })
refusal-mm-cannot-play = { $player } kann { $card }{ $under } nicht auf { $top } spielen: { $reason } ({ $rule })
refusal-mm-missing-choice = { $player } spielt { $card } ohne Wunsch: ein Bube wünscht eine Farbe oder nichts, geschrieben dahinter (Jc>s, Jc>-) ({ $rule })
refusal-mm-wrong-choice = { $player } kann { $card }>{ $choice } nicht spielen: nur ein Bube nimmt eine Wahl hinter „>“, eine Farbe oder „-“ ({ $rule })
refusal-mm-no-mau-due = { $player } sagt „Mau-Mau“ mit { $card }, aber { $why }: die Ansage gehört zu dem Zug, der jemanden von zwei oder mehr Karten auf eine bringt ({ $rule })
refusal-mm-mau-announced = die Ansage kam in diesem Zug schon
refusal-mm-mau-began-with = der Zug begann mit { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
  }
refusal-mm-mau-would-hold = es blieben noch { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
  }
refusal-mm-ace-last-card = { $player } hat nach dem Ass keine Karte mehr{ $cannot }: ein Ass ist nie die letzte Karte, also muss eine gezogen werden ({ $rule })
refusal-mm-ace-cannot-play = , also kann { $card } nicht gespielt werden
refusal-mm-must-play = { $player } kann{ $under } nicht ziehen: { $player } hat { $card }, die passt, und nur wer keine passende Karte hat, zieht ({ $rule })
refusal-mm-must-follow-ace = { $player } hat ein Ass gespielt und muss sofort eine weitere Karte darauf spielen{ $follows }: eine Karte seiner Farbe, ein Ass oder einen Buben, und nur wer keine hat, zieht ({ $rule })
refusal-mm-ace-follows = {" "}({ $card } auf der Hand passt darauf)
refusal-mm-not-a-follow-up = { $player } kann { $card } nicht auf { $ace } folgen lassen: die Folgekarte muss auf das Ass passen, eine Karte seiner Farbe, ein weiteres Ass oder ein Bube ({ $rule })
refusal-mm-must-take = { $player } kann bei einer offenen 7 nicht { $action }: { $penalty } Karten sind zu ziehen; { $stacking ->
    [yes] nimm sie oder wehre mit einer 7 ab
   *[no] nimm sie (danach darf eine auf die 7 passende Karte folgen)
  } ({ $rule })
refusal-mm-skipped = { $player } kann nicht { $action }: eine 8 lässt aussetzen, und wer aussetzt, tut nichts{ $stacking ->
    [yes] {" "}außer mit einer 8 abzuwehren oder auszusetzen (wait)
   *[no] {""}
  } ({ $rule })
refusal-mm-nothing-to-take = { $player } hat keine Karten zu nehmen: keine 7 ist offen ({ $rule })
refusal-mm-nothing-to-wait = { $player } kann nicht aussetzen: keine 8 ist offen (ohne eight-stacking geschieht das Aussetzen von selbst) ({ $rule })
refusal-mm-drawn-card-only = nach dem Ziehen von { $drawn } darf { $player } nur diese Karte spielen, wenn sie passt, oder sie behalten; nicht { $card } ({ $rule })
refusal-mm-already-took = { $player } hat die Karten der 7 genommen, das war das Ziehen dieses Zugs: jetzt darf eine auf die 7 passende Karte folgen oder der Zug endet, aber nicht: { $action } ({ $rule })
refusal-mm-turn-over = der Zug von { $player } endete vor „{ $rest }“: eine Karte pro Zug, und nur ein Ass bringt eine Folgekarte ({ $rule })

## Meister Makatsu

refusal-mk-game-over = das Spiel ist nach 11 Runden vorbei: { $card } kann nicht mehr gespielt werden ({ $rule })
refusal-mk-not-in-hand = Platz { $seat } kann { $card } nicht als { $kind ->
    [first] erste
   *[second] zweite
  } Karte spielen: sie ist nicht auf der Hand ({ $rule })
refusal-mk-supply = der Vorrat hat nur noch { $left } Chips im Wert { $value }, aber diese Runde vergibt { $needed } ({ $rule })

## Warum eine Karte einen Zug beginnen darf oder nicht (Makao und Mau-Mau)

reason-same-suit = gleiche Farbe wie die oberste Karte
reason-same-value = gleicher Wert wie die oberste Karte
reason-queen-fits-all = eine Dame passt auf alles
reason-on-a-queen = auf eine Dame passt alles
reason-no-match = weder Farbe noch Wert der obersten Karte
reason-answers-attack = eine Angriffskarte gleicher Farbe oder gleichen Werts: die Strafe wächst und geht weiter
reason-attack-does-not-match = eine Angriffskarte, aber nicht in Farbe oder Wert der obersten Karte
reason-not-an-attack-card = nur eine Angriffskarte (2, 3, K♥, K♠) wehrt eine Strafe ab
reason-plain-king = K♦ und K♣ sind keine Angriffskarten und wehren nichts ab
reason-queen-under-penalty = eine Dame schützt nicht vor einer Strafe
reason-answers-wait = eine Vier wehrt ab: der Nächste setzt aus, eine Runde länger
reason-only-a-four = nur eine Vier wehrt das Aussetzen ab
reason-queen-under-wait = keine Dame, solange Aussetzen offen ist
reason-demanded-value = der Wert, den der Bube verlangt
reason-jack-on-demand = ein Bube erfüllt die Forderung und stellt eine neue
reason-not-demanded-value = nicht der verlangte Wert
reason-queen-under-jack = keine Dame unter der Forderung eines Buben
reason-named-suit = die Farbe, die das Ass verlangt
reason-ace-on-ace = ein Ass passt immer auf ein Ass und wählt eine neue Farbe
reason-not-named-suit = nicht die verlangte Farbe
reason-queen-of-named-suit = die Dame der verlangten Farbe ist erlaubt
reason-queen-not-named-suit = nur die Dame der verlangten Farbe ist erlaubt
reason-jack-fits-all = ein Bube passt auf jede Karte
reason-jack-on-jack = ein Bube passt auf jede Karte, auch auf einen Buben
reason-no-jack-on-jack = kein Bube auf einen Buben, nach Hausregel no-jack-on-jack
reason-take-seven-first = erst werden die 2 Karten der 7 gezogen; danach darf eine auf die 7 passende Karte folgen
reason-answers-seven = eine 7 auf die 7 gibt das Ziehen weiter, 2 Karten mehr, nach Hausregel seven-stacking
reason-only-a-seven = nur eine 7 wehrt eine offene 7 ab; sonst werden ihre Karten gezogen
reason-skipped = die 8 lässt diesen Spieler aussetzen: er tut in diesem Zug nichts
reason-answers-eight = eine 8 auf die 8 gibt das Aussetzen weiter, nach Hausregel eight-stacking
reason-only-an-eight = nur eine 8 wehrt das Aussetzen ab; sonst setzt der Spieler aus
reason-wished-suit = die Farbe, die der Bube gewünscht hat
reason-jack-on-wish = ein Bube bedient den Wunsch und wünscht neu
reason-not-wished-suit = unter dem Wunsch eines Buben nur die gewünschte Farbe oder ein Bube
reason-may-follow = { $reason }; darf aber im selben Zug auf { $starter } folgen, denn nur die erste Karte muss passen
