# The interface's words in English: one message per id, the same ids and
# arguments in every language (a test checks it). Plurals follow CLDR.

## Play

play-you = You
play-heading = { $game } · you and { $others ->
    [one] one computer player
   *[other] { $others } computer players
  } ({ $level })
play-to-move = { $who ->
    [you] Your turn
   *[other] { $name } to play
  }
play-your-hand = Your hand
play-may-play = You may
play-prompt = Your move (cards as 7h or 7h 7c, draw, take, wait, keep; ? lists what is legal, r shows the rule card, q leaves)
play-plays = { $who ->
    [you] You play { $cards }
   *[other] { $name } plays { $cards }
  }
play-draws = { $who ->
    [you] You draw a card
   *[other] { $name } draws a card
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
    [you] you must take { $count ->
        [one] one card
       *[other] { $count } cards
      }
   *[other] { $name } must take { $count ->
        [one] one card
       *[other] { $count } cards
      }
  }
play-must-wait = { $who ->
    [you] you must sit out { $count ->
        [one] one turn
       *[other] { $count } turns
      }
   *[other] { $name } must sit out { $count ->
        [one] one turn
       *[other] { $count } turns
      }
  }
play-demands-value = value { $value } is asked for
play-demands-suit = { $suit } is asked for
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
play-won = { $name } won
play-you-won = You won: { $points ->
    [one] one point
   *[other] { $points } points
  } in { $time }
play-points-note = { $points ->
    [one] one point
   *[other] { $points } points
  } (10 for each card left with the others)
play-points-ours = this tool's count, as in Makao: 10 for each card left with the others
play-seed = Seed { $seed }: `--seed { $seed }` deals this game again
play-left = You left the game; it is recorded as abandoned.
play-confirm-leave = Leave this game? It counts as abandoned (y/n)
play-unfinished = The game stopped after { $turns } turns without a winner.
play-tried = Rules you ran into: { $cards }. `rulecard review` lists them with the quiz's re-reading list.
play-stats-head = Play
play-stats-line = { $level }: { $games ->
    [one] one game
   *[other] { $games } games
  }, { $wins ->
    [one] one win
   *[other] { $wins } wins
  } ({ $rate }), best streak { $best }, { $abandoned } abandoned
play-fastest = fastest win { $time }
play-ranking-head = Your best wins
play-rating = Rating against { $level }: { $rating } (± { $deviation })
play-not-saved = Statistics not saved: { $reason }

## Play: Meister Makatsu

mk-status = Stage { $pass } · round { $round } of { $rounds } · one chip = { $value ->
    [one] one minus point
   *[other] { $value } minus points
  }
mk-seat = { $name }: { $points ->
    [one] one minus point
   *[other] { $points } minus points
  } · chips blue { $blue }, yellow { $yellow }, purple { $purple } · deck { $deck } · Ninja cards { $ninja }
mk-holder = { $who ->
    [you] you hold Meister Makatsu
   *[other] { $name } holds Meister Makatsu
  }
mk-on-table = On the table
mk-none-yet = nothing yet
mk-first = first
mk-second = second
mk-prompt = Your { $kind ->
    [first] first
   *[second] second
  } card (as B6, Y3, P8; r shows the rule card, q leaves)
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
mk-not-held = You do not hold { $card }; your hand: { $hand }
mk-not-a-card = "{ $input }" is not a card: write its colour letter and value, such as B6, Y3 or P8
mk-result = { $name }: { $points ->
    [one] one minus point
   *[other] { $points } minus points
  }
mk-you-won = You win with the fewest minus points ({ $points }) in { $time }
mk-won = { $name } wins with the fewest minus points ({ $points })
mk-colour = { $colour ->
    [blue] blue
    [yellow] yellow
   *[purple] purple
  }
mk-seat-short = { $name }: { $points } minus · blue { $blue } · yellow { $yellow } · purple { $purple } · deck { $deck } · Ninja { $ninja }
play-log = Log
play-keys = ←→/1-9 card · space mark · enter play · d draw/take/wait · k keep · ? legal · r rule · q leave
play-keys-maumau = ←→/1-9 card · enter play · m Mau · d draw/take/wait · k keep · ? legal · r rule · q leave
mk-keys = ←→/1-4 card · enter play · r rule · q leave
