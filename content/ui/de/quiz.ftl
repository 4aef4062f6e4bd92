# Das Quiz.

quiz-question = Frage
quiz-right = Richtig!
quiz-wrong = Leider falsch – richtig ist
quiz-yours = deine
quiz-reveal = Erst selbst überlegen – Enter deckt die Antwort auf
quiz-answer = Antwort
quiz-knew = Gewusst
quiz-didnt = Nicht gewusst
quiz-grade = Ehrlich sein: gewusst? (j/n)
quiz-pick = Karten wählen (↑/↓ bewegen, Leertaste wählt, Enter bestätigt, Esc hört auf)
quiz-keys-pick = ↑/↓ bewegen, tippen filtert, Enter wählt, Esc hört auf
quiz-keys-typed = Enter antwortet, q oder Esc hört auf
quiz-none = Keine Fragen passen zu dieser Auswahl.
quiz-next = Weiter mit einer beliebigen Taste (q oder Esc: aufhören)
quiz-not-utf8 = Die Antwort ist kein lesbarer Text (kein UTF-8); bitte noch einmal
quiz-score = richtig
quiz-marked = Zum Nachlesen markiert
quiz-unsaved = Nicht gespeichert (Übungsmodus oder Speicherort nicht beschreibbar).
answer-nobody = niemand
answer-none = keine
answer-clockwise = im Uhrzeigersinn
answer-counterclockwise = gegen den Uhrzeigersinn
answer-c = Kreuz
answer-d = Karo
answer-h = Herz
answer-s = Pik
