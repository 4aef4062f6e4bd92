# Fragen, die die Engines erfinden (quiz --generated).

gen-mk-setting = { $pass }. Durchgang. { $meister } hat Meister Makatsu und beginnt; dann geht es nach links: { $order }. Erste Karten: { $firsts }. Zweite Karten: { $seconds }.
gen-mk-ask-points = Wie viele Minuspunkte bekommt { $target } in dieser Runde?
gen-mk-ask-taker = Wer bekommt die Chips für { $colour }?
gen-ma-open-attack = eine Strafe von { $count } Karten ist offen
gen-ma-open-wait = du musst eine Runde aussetzen (eine Vier)
gen-ma-open-jack = der Bube verlangt eine { $value }
gen-ma-open-ace = das Ass verlangt { $suit }
gen-open-nothing = nichts ist offen
gen-ma-position = Oben liegt { $top }, und { $open }. Du hast { $hand }. Mit welchen Karten darfst du jetzt deinen Zug beginnen? (Mehrere Karten eines Werts: nur die erste muss passen.)
gen-ma-chain = Vier Personen, P1 beginnt, im Uhrzeigersinn; oben liegt { $top }. Gelegt wird: { $steps }; dann kann P{ $taker } nicht abwehren und zieht. Wie viele Karten zieht P{ $taker }?
gen-house-note = {" "}(Hausregeln: { $variants })
gen-mm-open-seven = die 7 ist offen: du müsstest 2 Karten ziehen
gen-mm-open-eight = die 8 lässt dich aussetzen
gen-mm-open-wish = der Bube wünscht { $suit }
gen-mm-position = Oben liegt { $top }, { $open }{ $note }. Du hast { $hand }. Welche Karten darfst du jetzt legen?
gen-mm-chain = Vier Personen, P1 beginnt, im Uhrzeigersinn; oben liegt { $top }{ $note }. Gelegt wird: { $steps }; dann zieht P{ $taker }. Wie viele Karten zieht P{ $taker }?
