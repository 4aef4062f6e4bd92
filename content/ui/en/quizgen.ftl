# Questions the engines make up (quiz --generated).

gen-mk-setting = Pass { $pass }. { $meister } holds Meister Makatsu and starts; play goes left: { $order }. First cards: { $firsts }. Second cards: { $seconds }.
gen-mk-ask-points = How many minus points does { $target } take this round?
gen-mk-ask-taker = Who takes the chips for { $colour }?
gen-ma-open-attack = an attack of { $count } cards is open
gen-ma-open-wait = you have to wait a turn (a 4)
gen-ma-open-jack = the jack demands a { $value }
gen-ma-open-ace = the ace demands { $suit }
gen-open-nothing = nothing is open
gen-ma-position = { $top } is on top and { $open }. You hold { $hand }. Which cards may start your turn now? (Several cards of one value: only the first has to fit.)
gen-ma-chain = Four players, P1 starts, clockwise; { $top } is on top. Played: { $steps }; then P{ $taker } cannot defend and takes. How many cards does P{ $taker } draw?
gen-house-note = {" "}(house rules: { $variants })
gen-mm-open-seven = the 7 is open: you would draw 2 cards
gen-mm-open-eight = the 8 makes you skip
gen-mm-open-wish = the jack wishes { $suit }
gen-mm-position = { $top } is on top, { $open }{ $note }. You hold { $hand }. Which cards may you play now?
gen-mm-chain = Four players, P1 starts, clockwise; { $top } is on top{ $note }. Played: { $steps }; then P{ $taker } draws. How many cards does P{ $taker } draw?
