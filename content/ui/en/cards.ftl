# A card's name as a screen reader says it (the web page's card buttons).
card-name = { $rank ->
    [jack] jack
    [queen] queen
    [king] king
    [ace] ace
   *[other] { $code }
  } of { $suit ->
    [h] hearts
    [d] diamonds
    [c] clubs
   *[s] spades
  }
card-name-makatsu = { $colour } { $value }
card-playable = { $card }, playable
card-not-playable = { $card }, not playable
card-face-down = a card face down
