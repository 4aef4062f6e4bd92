# Meister Makatsu's tables and verdicts.

mk-chips = 
    { $count ->
        [one] 1 chip
       *[other] { $count } chips
      }
mk-points = 
    { $count ->
        [one] 1 minus point
       *[other] { $count } minus points
      }
mk-colour-blue = Blue
mk-colour-blue-inline = blue
mk-colour-yellow = Yellow
mk-colour-yellow-inline = yellow
mk-colour-purple = Purple
mk-colour-purple-inline = purple
mk-rule-card = Rule card
mk-ruling = ruling
mk-round-head = Pass { $pass }: 1 chip = { $points } · { $meister } holds Meister Makatsu (starts)
mk-order = Order
mk-nobody-played = { $name }: nobody played { $inline } – no chips.
mk-round-takes = { $name }: { $player } takes { $chips } = { $points }
mk-col-number = No.
mk-col-player = Player
mk-col-card = Card
mk-first-card = first card
mk-second-card = second card
mk-play-number = { $player } (no. { $number })
mk-and = {" and "}
mk-tie = Equal highest ({ $card }): the card played last takes them – { $winner } after { $losers }.
mk-second-after-first = Every second card comes after all first cards.
mk-highest = 
    Highest { $inline }: { $card } by { $player }. { $name } gives { $chips }{ $meister ->
        [yes] { " and Meister Makatsu" }
       *[no] {""}
      }; in pass { $pass } a chip is worth { $points }.
mk-round-meister-moves = Meister Makatsu goes from { $from } to { $to } (highest purple card). { $next } starts the next round.
mk-meister-stays = Meister Makatsu stays with { $to } (their own highest purple card). { $next } starts the next round.
mk-no-purple = Nobody played purple: Meister Makatsu stays with { $to }, who starts the next round.
mk-round-points = Minus points this round
mk-points-label = Minus points
mk-wins = { $winner } wins.
mk-fewest = { $winner } alone has the fewest minus points ({ $fewest }).
mk-tie-meister = { $tied } share the fewest minus points ({ $fewest }); a tie goes to whoever holds Meister Makatsu: { $winner }.
mk-tie-literal = { $tied } share the fewest minus points ({ $fewest }). The rule gives a tie to whoever holds Meister Makatsu, whatever their own points. That is { $winner }, although { $winner } has more minus points; rulecard applies the rule literally.
mk-ask-deck-at-pass = At the start of pass { $pass } every Dojo deck holds { $value } cards.
mk-ask-ablage = After the first round each Ninja pile holds { $value } face-down cards.
mk-ask-set-aside = At the end everyone sets { $value } cards aside unscored.
mk-ask-cards-played = Everyone plays { $value } cards in a game.
mk-ask-rounds = A game has { $value } rounds.
mk-ask-hand-size = Everyone starts a round with { $value } cards in hand.
mk-ask-supply = The supply holds { $value } chips of value { $chip }.
mk-ask-how = (The engine played a whole { $players }-player game to see it.)
