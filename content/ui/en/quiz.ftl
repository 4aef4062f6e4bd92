# The quiz.

quiz-question = Question
quiz-right = Right!
quiz-wrong = Not quite – the answer is
quiz-yours = yours
quiz-reveal = Think first – press Enter to uncover the answer
quiz-answer = Answer
quiz-knew = Knew it
quiz-didnt = Didn't know
quiz-grade = Be honest: did you know it? (y/n)
quiz-pick = Pick cards (↑/↓ move, Space picks, Enter confirms, Esc stops)
quiz-keys-pick = ↑/↓ move, type to filter, Enter picks, Esc stops
quiz-keys-typed = Enter answers, q or Esc stops
quiz-none = No questions match this selection.
quiz-next = Press any key for the next question (q or Esc: stop)
quiz-not-utf8 = The answer is not readable text (not UTF-8); please answer again
quiz-score = right
quiz-marked = Marked for re-reading
quiz-unsaved = Not saved (cram mode, or the progress location is not writable).
answer-nobody = nobody
answer-none = none
answer-clockwise = clockwise
answer-counterclockwise = counterclockwise
answer-c = clubs
answer-d = diamonds
answer-h = hearts
answer-s = spades
