# A card's name as a screen reader says it (the web page's card buttons).
card-name = { $suit ->
    [h] Herz
    [d] Karo
    [c] Kreuz
   *[s] Pik
  } { $rank ->
    [jack] Bube
    [queen] Dame
    [king] König
    [ace] Ass
   *[other] { $code }
  }
card-name-makatsu = { $colour } { $value }
card-playable = { $card }, spielbar
card-not-playable = { $card }, nicht spielbar
card-face-down = eine verdeckte Karte
