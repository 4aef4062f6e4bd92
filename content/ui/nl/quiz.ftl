# De quiz.

quiz-question = Vraag
quiz-right = Goed!
quiz-wrong = Helaas fout – het goede antwoord is
quiz-yours = uw
quiz-reveal = Denk eerst zelf na – Enter toont het antwoord
quiz-answer = Antwoord
quiz-knew = Geweten
quiz-didnt = Niet geweten
quiz-grade = Eerlijk zijn: geweten? (j/n)
quiz-pick = Kies kaarten (↑/↓ bewegen, spatie kiest, Enter bevestigt, Esc stopt)
quiz-keys-pick = ↑/↓ bewegen, typen filtert, Enter kiest, Esc stopt
quiz-keys-typed = Enter antwoordt, q of Esc stopt
quiz-none = Geen vragen passen bij deze keuze.
quiz-next = Verder met een willekeurige toets (q of Esc: stoppen)
quiz-not-utf8 = Het antwoord is geen leesbare tekst (geen UTF-8); nog een keer
quiz-score = goed
quiz-marked = Gemarkeerd om na te lezen
quiz-unsaved = Niet opgeslagen (oefenmodus of opslagplaats niet beschrijfbaar).
answer-nobody = niemand
answer-none = geen
answer-clockwise = met de klok mee
answer-counterclockwise = tegen de klok in
answer-c = klaveren
answer-d = ruiten
answer-h = harten
answer-s = schoppen
