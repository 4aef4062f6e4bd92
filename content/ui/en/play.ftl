# The interface's words in English: one message per id, the same ids and
# arguments in every language (a test checks it). Plurals follow CLDR.

## Play

play-you = You
play-heading = { $game } · { $people ->
    [one] you
   *[other] { $people } people
  } and { $others ->
    [0] no computer players
    [one] one computer player
   *[other] { $others } computer players
  } ({ $level })
play-to-move = { $who ->
    [you] Your turn
   *[other] { $name } to play
  }
play-your-hand = Your hand
play-may-play = You may
play-prompt = Your move (a card such as 7h, more of its value one by one, then end; or 7h 7c at once; draw, take, wait, keep; ? legal moves, r rule card, h hint, u undo, q leave)
play-plays = { $who ->
    [you] You play { $cards }
   *[other] { $name } plays { $cards }
  }
play-draws = { $who ->
    [you] You draw { $count ->
        [0] nothing: both piles are empty
        [one] a card
       *[other] { $count } cards
      }
   *[other] { $name } draws { $count ->
        [0] nothing: both piles are empty
        [one] a card
       *[other] { $count } cards
      }
  }
play-keeps = { $who ->
    [you] You keep the drawn card
   *[other] { $name } keeps the drawn card
  }
play-takes = { $who ->
    [you] You take { $count ->
        [one] one card
       *[other] { $count } cards
      }
   *[other] { $name } takes { $count ->
        [one] one card
       *[other] { $count } cards
      }
  }
play-waits = { $who ->
    [you] You sit out a turn
   *[other] { $name } sits out a turn
  }
play-must-take = { $who ->
    [you] You must take { $count ->
        [one] one card
       *[other] { $count } cards
      }
   *[other] { $name } must take { $count ->
        [one] one card
       *[other] { $count } cards
      }
  }
play-must-wait = { $who ->
    [you] You must sit out { $count ->
        [one] one turn
       *[other] { $count } turns
      }
   *[other] { $name } must sit out { $count ->
        [one] one turn
       *[other] { $count } turns
      }
  }
play-demands-value = { $who ->
    [you] You ask for value { $value } for a whole round, { $lastwho ->
        [you] until your own turn
       *[other] until { $last }'s turn
      }
   *[other] { $name } asks for value { $value } for a whole round, { $lastwho ->
        [you] until your turn
       *[other] until { $last }'s turn
      }
  }
play-demands-suit = { $who ->
    [you] You ask for { $suit }
   *[other] { $name } asks for { $suit }
  }
play-one-card = { $name }: { $call }
play-not-a-move = "{ $input }" is not a move: write cards such as 7h or 7h 7c, or draw, take, wait, keep
play-not-held = You do not hold { $card }.
play-cannot-start = { $card } may not be played now: { $reason }
play-with-card = With { $card } you may: { $options }
play-word-closed = "{ $word }" is not open now. Open: { $options }
play-legal-head = Legal now
play-rule-card = Rule card { $card } ({ $page }): { $title }
play-rule-ruling = Ruling { $ruling }
play-no-rule = No rule card is open now.
play-points-ours = this tool's count, as in Makao: 10 for each card left with the others
play-seed = Seed { $seed }: "--seed { $seed }" deals this game again
play-left = You left the game; it is recorded as abandoned.
play-confirm-leave = Leave this game? It counts as abandoned (y/n)
play-unfinished = The game stopped after { $turns } turns without a winner.
play-tried = Rules you ran into: { $cards }. "rulecard review" lists them with the quiz's re-reading list.
play-stats-head = Play
play-stats-line = { $level }: { $games ->
    [one] one game
   *[other] { $games } games
  }, { $wins ->
    [one] one win
   *[other] { $wins } wins
  } ({ $rate }), streak { $streak } (best { $best }), { $abandoned } abandoned{ $unfinished ->
    [0] {""}
   *[other] , { $unfinished } stopped at the turn limit
  }
play-fastest = fastest win { $time }
play-ranking-head = Your best wins with { $players } players
play-ranking-row = { $rank }. { $score } · { $time } · { $date } · against { $level } · seed { $seed }
play-score = { $game ->
    [makatsu] { $points ->
        [one] one minus point
       *[other] { $points } minus points
    }
   *[other] { $points ->
        [one] one point
       *[other] { $points } points
    }
  }
play-rating = Rating against { $level }: { $rating } (± { $deviation })
play-not-saved = Statistics not saved: { $reason }

## Play: Meister Makatsu

mk-status = Pass { $pass } · round { $round } of { $rounds } · one chip = { $value ->
    [one] one minus point
   *[other] { $value } minus points
  }
mk-seat = { $name }: { $points ->
    [one] one minus point
   *[other] { $points } minus points
  } · chips by colour: blue { $blue }, yellow { $yellow }, purple { $purple } · deck { $deck } · Ninja cards { $ninja }
mk-holder = { $who ->
    [you] you hold Meister Makatsu
   *[other] { $name } holds Meister Makatsu
  }
mk-on-table = On the table
mk-none-yet = nothing yet
mk-first = first
mk-second = second
mk-plays = { $who ->
    [you] You play { $card } as your { $kind ->
        [first] first
       *[second] second
      } card
   *[other] { $name } plays { $card } as their { $kind ->
        [first] first
       *[second] second
      } card
  }
mk-takes = { $who ->
    [you] You take { $chips ->
        [one] one { $colour } chip
       *[other] { $chips } { $colour } chips
      } ({ $points } minus)
   *[other] { $name } takes { $chips ->
        [one] one { $colour } chip
       *[other] { $chips } { $colour } chips
      } ({ $points } minus)
  }
mk-nobody = nobody played { $colour }
mk-meister-moves = { $who ->
    [you] You now hold Meister Makatsu
   *[other] { $name } now holds Meister Makatsu
  }
mk-result = { $name }: { $points ->
    [one] one minus point
   *[other] { $points } minus points
  }
mk-colour = { $colour ->
    [blue] blue
    [yellow] yellow
   *[purple] purple
  }
mk-seat-short = { $name }: { $points } minus · blue { $blue } · yellow { $yellow } · purple { $purple } · deck { $deck } · Ninja { $ninja }
play-log = Log
play-keys = ←→ · 1-9/enter lay · e end turn · d draw/take/wait · k keep · h hint · u undo · ? legal · r rule · q leave
play-keys-maumau = ←→ · 1-9/enter lay · m Mau · d draw/take/wait · k keep · h hint · u undo · ? legal · r rule · q leave
mk-keys = ←→ · 1-4/enter lay · h hint · u undo · r rule · q leave

## Play: the turn, the table, the end
play-demand-again = { $who ->
    [you] You ask for value { $value } again: a new round starts, and { $lastwho ->
        [you] you are last
       *[other] { $last } is last
      }
   *[other] { $name } asks for value { $value } again: a new round starts, and { $lastwho ->
        [you] you are last
       *[other] { $last } is last
      }
  }
play-no-demand = { $who ->
    [you] You ask for nothing
   *[other] { $name } asks for nothing
  }
play-sits-out = { $who ->
    [you] You sit out this turn
   *[other] { $name } sits out this turn
  }
play-turned = Play now goes { $direction ->
    [clockwise] clockwise
   *[other] counter-clockwise
  }
play-follow-up = { $who ->
    [you] The ace wants a follow-up card from you: lay one that fits, or draw
   *[other] The ace wants a follow-up card from { $name }
  }
play-forgot = { $who ->
    [you] You did not say "Mau" and draw { $count ->
        [one] one card
       *[other] { $count } cards
      } as the penalty ({ $rule })
   *[other] { $name } did not say "Mau" and draws { $count ->
        [one] one card
       *[other] { $count } cards
      } as the penalty ({ $rule })
  }
play-reshuffled = The draw pile ran out: the discard pile but its top card is shuffled into a new draw pile ({ $count ->
    [one] one card
   *[other] { $count } cards
  })
play-you-got = You get { $cards }
play-suit = { $symbol } { $suit ->
    [h] hearts
    [d] diamonds
    [c] clubs
   *[s] spades
  }
play-nothing = Nothing
play-ask-value = Which value do you ask for? { $options }
play-ask-suit = Which suit do you ask for? { $options }
play-offer-cards = { $cards }{ $how ->
    [several] { " — " }one or more, any order{ $then ->
        [value] , then a value
        [suit] , then a suit
       *[none] {""}
      }
    [one] { " — " }one of them{ $then ->
        [value] , then a value
        [suit] , then a suit
       *[none] {""}
      }
   *[single] { $then ->
        [value] { " — " }then a value
        [suit] { " — " }then a suit
       *[none] {""}
      }
  }
play-offer-draw = draw
play-offer-take = take { $count ->
    [one] one card
   *[other] { $count } cards
  }
play-offer-wait = sit out { $count ->
    [one] one turn
   *[other] { $count } turns
  }
play-offer-keep = keep the drawn card
play-offer-end = end the turn
play-offer-mau = say Mau
play-piles = On top: { $top } · draw pile { $draw } · discard pile { $discard } · { $direction ->
    [clockwise] clockwise
   *[other] counter-clockwise
  }
play-pile-words = draw pile { $draw } · discard pile { $discard } · { $direction ->
    [clockwise] clockwise
   *[other] counter-clockwise
  }
play-open = Open
play-open-nothing = nothing
play-open-penalty = { $count ->
    [one] one card to take
   *[other] { $count } cards to take
  }, or pass it on
play-open-wait = { $count ->
    [one] one turn to sit out
   *[other] { $count } turns to sit out
  }, or pass it on
play-open-value = value { $value } asked for, { $lastwho ->
    [you] until your turn
   *[other] until { $last }'s turn
  }
play-open-suit = { $suit } asked for
play-laying = On the pile this turn: { $cards }
play-cards-in-hand = Cards in hand
play-seat-cards = { $name }: { $count ->
    [one] one card
   *[other] { $count } cards
  }
play-waiting = sits out { $count ->
    [one] one turn
   *[other] { $count } turns
  }
play-cannot-follow = { $card } cannot follow the cards laid this turn: only more of their value may, then end the turn
play-not-your-turn = { $who ->
    [you] It is your turn, but not this seat's
   *[other] It is { $name }'s turn
  }
play-game-over = The game is over.
play-nothing-laid = Nothing was laid this turn: lay a card, or draw.
play-hint = The strong player would play: { $move }
play-hint-head = Hint
play-no-hint = No hint now.
play-undone = Your last turn is taken back (this game now counts as practice).
play-nothing-to-undo = Nothing to take back yet.
play-pass-to = Pass the screen to { $name }, then press Enter
play-person = Player { $number }
play-line-too-long = That line is longer than { $most } characters; type a move.
play-too-small = The terminal is too small for the table: make it at least { $width } × { $height }.
play-time = Time played: { $time }
play-any-key = Press any key.
play-won-by = { $who ->
    [you] You won with { $points ->
        [one] one point
       *[other] { $points } points
      } in { $time }: first to lay your last card
   *[other] { $name } won with { $points ->
        [one] one point
       *[other] { $points } points
      }: first to lay their last card
  }
play-kept-result = The result goes into your statistics ("rulecard stats").
play-practice = This game counts as practice (a move was taken back, or a hint asked for): it is not in your statistics.
play-unfinished-kept = The game is recorded as unfinished, not as a loss.
play-tried-not-saved = The rules you ran into were not marked for re-reading: { $reason }
mk-prompt-first = Your first card (as B6, Y3, P8; r rule card, h hint, u undo, q leave)
mk-prompt-second = Your second card (as B6, Y3, P8; r rule card, h hint, u undo, q leave)
mk-new-pass = Pass { $pass } begins: the Ninja cards are the new deck, and one chip = { $value ->
    [one] one minus point
   *[other] { $value } minus points
  }
mk-won-fewest = { $who ->
    [you] You win with the fewest minus points ({ $points }) in { $time }
   *[other] { $name } wins with the fewest minus points ({ $points })
  }
mk-won-meister = { $who ->
    [you] You win: several share the fewest minus points, and you hold Meister Makatsu (you have { $points })
   *[other] { $name } wins: several share the fewest minus points, and { $name } holds Meister Makatsu ({ $points } minus points)
  }
play-input-draw = draw d
play-input-take = take
play-input-wait = wait
play-input-keep = keep k
play-input-end = end e
play-input-mau = mau
play-input-nothing = nothing -
play-input-rule = r rule
play-input-hint = h hint
play-input-undo = u undo
play-input-quit = q quit
play-input-suit-h = hearts heart
play-input-suit-d = diamonds diamond
play-input-suit-c = clubs club
play-input-suit-s = spades spade
play-input-rank-jack = j
play-input-rank-queen = q
play-input-rank-king = k
play-input-rank-ace = a
