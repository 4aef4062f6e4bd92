# Error messages in English: the same ids and arguments in every language
# (a test checks it). Plurals follow CLDR. A typed value is repeated as
# given; `render::echo` escapes and shortens it when shown.

## Content, store and config

err-broken-content = broken content: { $problem }
err-content-item = { $place }: item "{ $item }"
err-content-field = { $place }, field "{ $field }"
err-content-problem = { $place }: { $problem }
err-store-empty-home = RULECARD_HOME is set but empty; unset it to use the usual place, or set it to a directory
err-store-no-home = no home directory is known on this system; set RULECARD_HOME to a directory
err-store-bad-home = HOME is "{ $value }" — empty or not an absolute path — so rulecard does not know where your home is; set HOME to your home directory, or RULECARD_HOME to a directory
err-store-not-a-directory = { $path } is not a directory, so rulecard cannot keep its files there{ $env ->
    [yes] {" "}(RULECARD_HOME points at it)
   *[no] {""}
  }
err-store-dir = cannot create or open the directory { $path }: { $problem }
err-store-lock = cannot lock { $path } (the lock that keeps two rulecards from writing at once): { $problem }
err-store-link = { $path } is a symbolic link; rulecard keeps its files as regular files in its own directory and does not write through links: replace the link with the file itself, or set RULECARD_HOME to the directory it points into
err-store-not-a-file = { $path } is not a regular file (a pipe, a device or a directory, say); rulecard neither reads nor writes it: remove it or put the file itself there
err-store-read = cannot read { $path }: { $problem }
err-store-too-large = { $path } is larger than { $limit } — too large to be { $what }; nothing was read or changed
err-store-what-progress = quiz progress
err-store-what-stats = play statistics
err-store-what-config = saved house rules
err-store-unreadable = { $path }{ $line ->
    [0] {""}
   *[other] :{ $line }
  }: { $problem }
err-store-newer = { $path } was written by a newer rulecard (format { $found }; this one knows up to { $known }); it is left as it is and nothing was saved — update rulecard to record more
err-store-write = cannot write { $path }: { $problem }
err-store-invalid = did not save { $path }: { $problem }
err-store-injected = simulated crash before renaming { $path } (test fault)
err-store-not-saved-kept = { $problem }; the file as it was is kept as { $kept }
err-config-at = { $path }{ $line ->
    [0] {""}
   *[other] :{ $line }
  }: { $problem }
err-config-no-variants = { $game } has no house-rule variants, so "{ $name }" cannot be one
err-config-not-a-variant = "{ $name }" is not a { $game } variant (known: { $known })
err-config-no-option = { $game } has no option { $option }
err-config-not-allowed = { $option } = { $value } is not allowed (allowed: { $allowed })
err-config-not-a-game = game = "{ $name }" is not a game (known: { $known })
err-did-you-mean = ; did you mean { $name }?
err-variant-none = { $game } has no house-rule variants; --variant { $name } does not apply
err-variant-unknown = "{ $name }" is not a { $game } variant (known: { $known }){ $near }
err-option-none = { $game } has no option --{ $option }
err-option-not-allowed = --{ $option } { $value } is not allowed (allowed: { $allowed })

## The judge's input

err-entry-form = "{ $entry }" is not of the form { $form }
err-entry-no-name = "{ $entry }" has no name before '='
err-not-a-player = { $what } "{ $name }" is not one of the players ({ $names })
err-name-twice = the name "{ $name }" is given twice
err-penalty-zero = --penalty 0 is no open penalty: an open attack makes the next player draw at least 2 cards; leave --penalty out when nothing is open
err-wait-zero = --wait 0 is no open wait: an open wait or skip is at least 1 turn; leave --wait out when nothing is open
err-one-obligation = at most one obligation can be open at a time: give one of --penalty, --wait, --demand-value, --demand-suit

## Cards and turns as written

expected-card = a rank 2-10, J, Q, K or A followed by a suit c, d, h, s (or ♣ ♦ ♥ ♠), e.g. 10h, Qs, K♠
expected-rank = a rank 2-10, J, Q, K or A
expected-suit = a suit c, d, h or s (or ♣ ♦ ♥ ♠)
expected-choice = "-", a value such as 7, or a suit c, d, h, s
expected-token = a card such as 9h (a jack or ace with its choice, e.g. Jd>9, Ac>h), "draw" or "wait"
expected-mk-card = a colour letter (B blue, G or Y yellow, L or P purple) and a value 1-8, e.g. B6
expected-mk-colour = B (blue), G or Y (yellow), L or P (purple)
expected-mk-value = a value from 1 to 8
err-card-malformed = "{ $token }" is not a card: expected { $expected }
err-card-no-suit = "{ $token }" has no suit: expected { $expected }
err-card-rank = "{ $token }": "{ $found }" is not a rank: expected { $expected }
err-card-suit = "{ $token }": "{ $found }" is not a suit: expected { $expected }
err-mk-card-malformed = "{ $token }" is not a Meister Makatsu card: expected { $expected }
err-mk-card-colour = "{ $token }": "{ $found }" is not a colour: expected { $expected }
err-mk-card-value = "{ $token }": "{ $found }" is not a card value: expected { $expected }
err-token-no-card = "{ $word }" has no card before ">": expected { $expected }
err-token-unknown = "{ $word }" is neither a card nor a known word: expected { $expected }
err-token-choice = "{ $word }": "{ $choice }" after ">" is not a choice: expected { $expected }

## Commands

err-variant-none-alone = --variant none switches every house rule off and cannot be combined with --variant { $other }
err-config-variant-none-alone = --variant none saves no variants and cannot be combined with --variant { $other }
err-no-question = { $game } has no question "{ $question }"{ $near } ("rulecard quiz { $slug } --list" lists them)
err-no-completion = no completion for { $shell }: bash, zsh, fish, elvish or powershell
err-hand-or-turns = give --hand (which cards may be played now) or --turns (what a sequence of turns leads to)
err-man-write = cannot write the manual pages to { $path }: { $problem }
err-no-json = --json does not apply to "rulecard { $command }": { $instead }
err-no-json-sheet = a sheet is a page to print (--format text, md or html); "rulecard numbers GAME --json" and "rulecard mistakes GAME --json" give its contents as data
err-no-json-quiz = a quiz is a conversation; "--list --json" lists the questions, and "rulecard check GAME QUESTION-ID ANSWER --json" checks an answer
err-no-json-completions = it writes a shell script
err-no-json-man = it writes manual pages in roff
err-cannot-write = cannot write { $path }: { $problem }
err-sheet-format = cannot tell the format of "{ $path }" from its extension ".{ $ext }": the sheet is written as .txt, .md, .html or .htm; give one of those, or --format text|md|html
err-no-game = "{ $word }" is no game (makatsu, makao, maumau); did you mean { $game }?
err-query-too-long = the query "{ $query }" is { $chars } characters long; a query is a card id or a few words (at most { $most } characters)
err-which-game = which game? "rulecard rules makatsu" lists its cards, "rulecard rules QUERY" searches every game, and "rulecard config --game makao" saves a default game
err-no-match-anywhere = no rule card of any game ({ $games }) matches "{ $query }"
    "rulecard rules GAME" lists a game's cards.
err-no-match = no rule card matches "{ $query }" ({ $game })
err-no-match-suggest = Did you mean: { $list }
err-no-match-elsewhere = Found in { $game }: { $id } ({ $title }) – rulecard rules { $slug } { $id }
err-no-match-list = "rulecard rules { $slug }" lists every card.
err-turn-refused = turn { $turn }: { $reason }

## The engines' input

err-ma-player-count = Makao is played by 2 to 8 players here (4 in the source), not { $players }
err-mm-player-count = Mau-Mau is played by 2 or more players (the engine seats up to { $most }), not { $players }
err-mm-play-count = Mau-Mau at the table (rulecard play) is played by 2 to { $most } players, not { $players }
err-mk-player-count = Meister Makatsu is played by 2 to 6 players, not { $players }
err-seat-cannot-start = seat { $seat } cannot start: there are only { $players } players
err-hand-size-count = { $given } hand sizes for { $players } players: give one per player
err-empty-hand = { $player } holds no cards, but a player without cards has already won ({ $rule })
err-ma-too-many-cards = { $cards } cards in hands plus the top card, but one deck holds only 52
err-ma-two-copies = { $card } appears more than once, but one 52-card deck holds every card once
err-policy-count = { $given } policies for { $players } players: give one per seat
err-no-games = a simulation needs at least one game
err-mm-too-few-cards = { $players } players with { $hand } cards each and one card turned up need { $needed } cards, but { $decks ->
    [one] 1 deck holds
   *[other] { $decks } decks hold
  } { $held } ({ $rule })
err-mm-too-many-cards = { $cards } cards in hands plus the top card, but { $decks ->
    [one] 1 deck holds
   *[other] { $decks } decks hold
  } only { $held } ({ $rule })
err-mm-too-many-copies = { $card } is not in a 32-card Mau-Mau deck (7 to ace) or appears more often than { $decks ->
    [one] 1 deck holds
   *[other] { $decks } decks hold
  } it ({ $rule })
err-mm-unknown-variant = "{ $id }" is not a Mau-Mau variant: expected seven-stacking, eight-stacking or no-jack-on-jack
err-mm-unknown-option = "{ $id }" is not a Mau-Mau option: expected hand-size or mau-penalty
err-mm-option-value = { $id } { $value } is not allowed: expected { $range } ({ $rule })
err-mm-range-hand-size = 5 or 6
err-mm-range-mau-penalty = 1 to 10 penalty cards
err-mk-no-such-pass = there is no pass { $pass }: a game has passes 1, 2 and 3
err-mk-meister-seat = seat { $seat } cannot hold Meister Makatsu: there are only { $players } players
err-mk-same-card-twice = seat { $seat } plays { $card } twice, but a Dojo deck holds every card only once
err-mk-tie-needs-meister = seats { $tied } share the fewest points ({ $fewest }); such a tie goes to whoever holds Meister Makatsu, so the holder must be named ({ $rule })
err-mk-points-out-of-reach = seat { $seat } cannot end a game with { $points } minus points: one player takes at most { $most } in a game ({ $rule })
err-mk-total-out-of-reach = the minus points add up to { $total }, but a whole game hands out from { $fewest } to { $most } in all ({ $rule })
err-mk-not-a-dojo-deck = the deck for seat { $seat } is not a Dojo deck: { $problem }
err-no-variants = { $game } has no house-rule variants
err-sim-makatsu-options = Meister Makatsu simulations play uniformly random pairs; --policy and --max-turns are for makao and maumau
err-sim-policies = { $given } policies for { $players } players: give one for every seat, or one per seat
err-would-hold-none = { $player } would hold no cards, but a player without cards has already won ({ $rule })
err-turn-empty = turn { $turn } is empty: expected { $expected }
expected-at-most-held = at most { $holds ->
    [one] 1 card
   *[other] { $holds } cards
  } for { $player } in this turn
err-hand-empty = the hand is empty, but a player without cards has already won ({ $rule })
err-not-a-suit = "{ $text }" is { $not_a }: expected { $expected }
judge-not-a-suit = not a suit
judge-not-a-wish = not a suit a jack can wish
err-choice = turn { $turn }: "{ $token }" { $what }: expected { $expected }
err-choice-cannot-take = has a choice it cannot take
judge-misses-wish = misses its wish
judge-misses-choice = misses its choice

## Makao's judge

expected-ma-turn = cards such as "6c 6h" or "Jd>9", "draw", "draw 9h", or "wait"
expected-ma-jack-choice = "-" or a value 5-10 after a jack, e.g. Jd>9 or Jd>-
expected-ma-ace-choice = a suit c, d, h or s after an ace, e.g. Ac>h
expected-ma-no-choice = no choice: only a jack or an ace takes one
err-ma-not-demandable = "{ $text }" cannot be demanded: a jack demands a value from 5 to 10 ({ $rule })
err-ma-twice = { $card } appears twice in the { $place ->
    [hand] top card and hand
   *[turns] top card and the turns
  }, but one 52-card deck holds every card once
err-ma-one-open = "{ $token }": only one thing can be open at a time in Makao (a penalty, a wait, a jack's or an ace's demand)
err-ma-penalty-top = --penalty { $n } needs the attack's last card on top, but { $top } is no attack card ({ $rule })
err-ma-penalty-hand-note = {" "}without the attack cards in the hand ({ $cards })
err-ma-penalty-total = --penalty { $n } cannot be open with { $top } on top: the attack cards of one deck (four 2s, four 3s, K♥ and K♠; { $max } in all){ $note }, each answering the one before by suit or value and { $top } last, make { $listed } ({ $rule })
err-ma-wait-top = --wait { $n } needs the 4 that opened it on top, but the top card is { $top } ({ $rule })
err-ma-fours = one deck has four 4s{ $held ->
    [0] {""}
   *[other] {" "}and the hand holds { $held }
  }
err-ma-wait-fours = --wait { $n } takes { $n } 4s on the table, { $top } last, but { $why }, so at most { $fours } can lie there ({ $rule })
err-ma-demand-value = --demand-value { $value }: a jack demands a value from 5 to 10 ({ $rule })
err-ma-demand-top = under a jack's demand for { $value } only jacks and { $value }s are laid, so { $top } cannot be on top ({ $rule })
err-ma-suit-top = an ace's demand lasts only until the named suit is laid, so with { $top } on top no suit can be demanded ({ $rule })
err-ma-not-a-turn = turn { $turn } "{ $text }" is not a Makao TURN: expected { $expected }
err-ma-mau = "mau" is Mau-Mau's announcement; Makao has none to write (the game says "Makao!" by itself)
err-ma-choice-last = turn { $turn }: the choice follows the last card of a play ("Jd Jh>7"), not { $card }
err-ma-judged-players = Makao is judged for 2 to 8 players (4 in the source), not { $players }
err-ma-judged-too-many = { $total } cards in hands and one on top are more than one 52-card deck holds

## Mau-Mau's judge

expected-mm-turn = a card such as "9h" or "Jc>s", "draw", "draw 9h", an ace with its follow-up ("Ah 9h", "Ah draw 9h") or "wait", with "mau" anywhere to announce
expected-mm-jack-choice = a suit or "-" after a jack, e.g. Jc>s or Jc>-
expected-mm-ace-choice = no choice: the Mau-Mau ace names no suit, it takes a follow-up card
expected-mm-no-choice = no choice: only a jack takes one
err-mm-judged-players = Mau-Mau is judged for { $least } or more players (up to { $most } here), not { $players }
err-mm-not-in-deck = { $card } is not in a Mau-Mau deck, which holds 32 cards from 7 to ace ({ $rule })
err-mm-too-many-times = { $card } appears { $times } times in the { $place ->
    [top] top card
    [hand] top card and hand
   *[turns] top card and the turns
  }, but { $copies ->
    [one] one 32-card deck holds every card once
   *[other] { $copies } decks hold every card { $copies } times
  } ({ $rule })
err-mm-demand-value = --demand-value { $value }: in Mau-Mau nothing demands a value; a jack wishes a suit, given with --demand-suit ({ $rule })
err-mm-one-open = "{ $token }": only one thing can be open at a time in Mau-Mau (a 7's cards, an 8's skip or a jack's wish)
err-mm-penalty-top = --penalty { $n } needs the 7 that opened it on top, but the top card is { $top } ({ $rule })
err-mm-penalty-odd = --penalty { $n } cannot be open: every 7 adds 2 cards, so a penalty is a multiple of 2 ({ $rule })
err-mm-penalty-no-stacking = --penalty { $n } cannot be open: without seven-stacking nobody answers a 7, so its 2 cards are all there is ({ $rule })
err-mm-table-players = { $players } players with { $decks ->
    [one] 1 deck
   *[other] { $decks } decks
  }
err-mm-table-decks = { $decks ->
    [one] one deck (2 to 4 players)
   *[other] { $decks } decks
  }
err-mm-stack-too-long = --penalty { $n } would take { $sevens } 7s in one stack, but at a table of { $table } a stack holds at most { $longest }: 7s come back only when a player who forgot "Mau-Mau" draws from a reshuffled pile, and the other cards drawn with them soon leave nobody able to answer ({ $rule })
err-mm-sevens-held = --penalty { $n } takes { $sevens } 7s on the table and the hand holds { $held } more, but at a table of { $table } no 7 comes back during a stack and the decks hold { $all } ({ $rule })
err-mm-wait-top = --wait { $n } needs the 8 that opened it on top, but the top card is { $top } ({ $rule })
err-mm-wait-one = --wait { $n }: an 8 skips exactly one turn, and under eight-stacking the skip passes on without growing ({ $rule })
err-mm-wish-top = a jack's wish lasts until it is served, and serving it covers the jack, so with { $top } on top no suit can be wished ({ $rule })
err-mm-not-a-turn = turn { $turn } "{ $text }" is not a Mau-Mau TURN: expected { $expected }
err-mm-only-announces = turn { $turn } "{ $text }" only announces: write what the player did, e.g. "9h mau"
err-mm-makao = turn { $turn }: "makao" is Makao's announcement; Mau-Mau's is "mau"
err-mm-judged-too-many = { $total } cards in hands and one on top are more than the { $cards } cards of { $decks ->
    [one] 1 deck
   *[other] { $decks } decks
  } for { $players } players ({ $rule })

## Meister Makatsu's judge

err-and = { $a } and { $b }
err-mk-players-given = Meister Makatsu is played by 2 to 6 players; { $players ->
    [one] 1 was given
   *[other] { $players } were given
  }
err-mk-two-cards = { $name } must play exactly two cards (first,second), not { $count }: "{ $entry }"
err-mk-card-twice = { $name } cannot play { $card } twice: each Dojo deck holds every card once
err-mk-not-points = "{ $value }" is not a number of minus points (in "{ $entry }")
err-mk-tie = { $tied } share the fewest minus points ({ $fewest }); a tie goes to whoever holds Meister Makatsu, so name the holder with --meister ({ $rule })
err-mk-points = { $name } cannot end a game with { $points } minus points: a player takes at most { $most } in a whole game (each round their two cards win at most yellow and one more colour, 3 chips; their 8 yellow cards win yellow in at most 8 of the 11 rounds; a chip is worth 1, 2 or 3 in passes 1, 2 and 3) ({ $rule })
err-mk-total = the minus points add up to { $total }, but a whole game hands out from { $fewest } to { $most } in all: every round at most 4 chips (blue 1, yellow 2, purple 1), and at least one colour's chips; every player lays 22 of their 24 cards, so every colour in at least 3 rounds ({ $rule })
err-mm-no-value-demand = Mau-Mau has no value demands (that is Makao's jack); a Mau-Mau jack wishes a suit: --demand-suit
err-not-a-policy = "{ $policy }" is not a computer player: expected tips or random

## Quiz answers

err-quiz-no-answer = no answer was given; expected: { $expected }
err-quiz-in-digits = a number in digits
err-quiz-not-a-choice = "{ $answer }" is not one of the choices: { $choices }
err-quiz-nobody = nobody
err-quiz-names-or-nobody = { $names }, nobody
err-quiz-not-a-number = "{ $answer }" is not a number; answer in digits, e.g. 6
err-quiz-not-a-card = "{ $answer }" is not a card
err-quiz-not-in-hand = { $card } is not in the hand ({ $hand })
err-quiz-named-too-often = { $card } is named more often than the hand holds it ({ $hand })

## Warnings about the files rulecard keeps

warning = warning: { $message }
warn-problem-at = line { $line }: { $problem }
warn-kept-aside = { $path } could not be read ({ $problem }); it was kept as { $kept } and a new one was started
warn-unreadable = { $path } could not be read ({ $problem }); it is left as it is
warn-not-a-file = { $path } is not a regular file (a pipe, a device or a directory, say): rulecard neither reads nor writes it, and goes on without it
warn-repaired = { $path }: repaired values out of range: { $repairs }{ $more ->
    [0] {""}
   *[other] ; and { $more } more
  }
warn-repaired-kept = { $repaired }; the file as it was is kept as { $kept }
warn-newer = { $path } was written by a newer rulecard (format { $found }; this one knows up to { $known }): shown as far as understood, and not changed
warn-quiz-not-saved = { $problem }; the quiz goes on without saving
err-play-too-many-people = { $people } people do not fit at a table of { $players ->
    [one] one seat
   *[other] { $players } seats
  }: give --players at least { $people }
err-no-house-option = { $game } has no house rules: { $flag } is for Mau-Mau
