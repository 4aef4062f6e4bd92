# A card's name as a screen reader says it (the web page's card buttons).
card-name = { $rank ->
    [jack] boer
    [queen] vrouw
    [king] koning
    [ace] aas
   *[other] { $code }
  } van { $suit ->
    [h] harten
    [d] ruiten
    [c] klaveren
   *[s] schoppen
  }
card-name-makatsu = { $colour } { $value }
card-playable = { $card }, speelbaar
card-not-playable = { $card }, niet speelbaar
card-face-down = een gedekte kaart
