# Vragen die de engines bedenken (quiz --generated).

gen-mk-setting = Doorgang { $pass }. { $meister } heeft Meister Makatsu en begint; daarna gaat het naar links: { $order }. Eerste kaarten: { $firsts }. Tweede kaarten: { $seconds }.
gen-mk-ask-points = Hoeveel minpunten krijgt { $target } in deze ronde?
gen-mk-ask-taker = Wie krijgt de fiches voor { $colour }?
gen-ma-open-attack = er staat een straf van { $count } kaarten open
gen-ma-open-wait = u moet een beurt wachten (een vier)
gen-ma-open-jack = de boer vraagt een { $value }
gen-ma-open-ace = de aas vraagt { $suit }
gen-open-nothing = er staat niets open
gen-ma-position = Bovenop ligt { $top } en { $open }. U hebt { $hand }. Met welke kaarten mag u nu een beurt beginnen? (Meerdere kaarten van één waarde: alleen de eerste moet passen.)
gen-ma-chain = Vier spelers, P1 begint, met de klok mee; bovenop ligt { $top }. Er wordt gelegd: { $steps }; dan kan P{ $taker } zich niet verdedigen en pakt. Hoeveel kaarten pakt P{ $taker }?
gen-house-note = {" "}(huisregels: { $variants })
gen-mm-open-seven = de 7 staat open: u zou 2 kaarten moeten pakken
gen-mm-open-eight = de 8 laat u een beurt overslaan
gen-mm-open-wish = de boer wenst { $suit }
gen-mm-position = Bovenop ligt { $top }, { $open }{ $note }. U hebt { $hand }. Welke kaarten mag u nu spelen?
gen-mm-chain = Vier spelers, P1 begint, met de klok mee; bovenop ligt { $top }{ $note }. Er wordt gelegd: { $steps }; dan pakt P{ $taker }. Hoeveel kaarten pakt P{ $taker }?
