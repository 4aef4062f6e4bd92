// The quiz: the core picks the session's questions from the progress
// kept in localStorage (the CLI's progress.json, byte for byte), checks
// every answer with the engine and schedules it (FSRS, the time passed in
// as a value); the page asks, shows the verdict, and saves the new text.
// Export downloads that text as progress.json; import reads one back.
import { app, el, gameSelect, housePanel, houseRules } from "./app.js";
import { face } from "./judge.js";

const KEY = "rulecard.progress";

function progress() { return localStorage.getItem(KEY) || ""; }

function summary(box, game) {
  const s = app.json(app.core.progress_summary(app.lang, game, progress(), Date.now()));
  box.replaceChildren();
  if (s.error) { box.append(el("p", { class: "bad" }, s.error)); return; }
  box.append(el("p", { id: "quiz-summary" }, app.say("web-quiz-progress", { answered: s.answered, correct: s.correct, best: s.best_streak, due: s.due })));
  if (s.marked.length) {
    box.append(el("h3", {}, app.w("web-quiz-marked")),
      el("ul", {}, s.marked.map((m) => el("li", {}, el("a", { href: `#card/${game}/${m.id}` }, `${m.title} (${m.cited})`)))));
  }
}

export function quizPage(main) {
  const params = new URLSearchParams(location.hash.split("?")[1] || "");
  const game = params.get("game") || "makao";
  const sel = gameSelect(game, false, (e) => { location.hash = `#quiz?game=${e.target.value}`; });
  const generated = el("input", { type: "checkbox", id: "generated" });
  // Reveal mode (`rulecard quiz --reveal`): think, uncover, grade yourself.
  const reveal = el("input", { type: "checkbox", id: "reveal" });
  reveal.checked = localStorage.getItem("rulecard.reveal") === "1";
  reveal.addEventListener("change", () => localStorage.setItem("rulecard.reveal", reveal.checked ? "1" : "0"));
  const sumBox = el("div");
  const ask = el("div", { id: "question", "aria-live": "polite" });
  const status = el("p", { role: "status" });
  const file = el("input", { type: "file", id: "import", accept: ".json,application/json", class: "sr" });
  file.addEventListener("change", async () => {
    const text = await file.files[0].text();
    const r = app.json(app.core.progress_import(text));
    if (r.error) { status.textContent = r.error; return; }
    localStorage.setItem(KEY, r.progress);
    status.textContent = [app.w("web-quiz-imported"), ...r.repairs].join(" ");
    summary(sumBox, game);
  });
  const exportIt = () => {
    const text = progress() || app.json(app.core.progress_import('{"version":1}')).progress;
    const a = el("a", { href: URL.createObjectURL(new Blob([text], { type: "application/json" })), download: "progress.json" });
    document.body.append(a);
    a.click();
    a.remove();
  };
  let quiz = null;
  let i = 0;
  const next = () => {
    ask.replaceChildren();
    if (i >= quiz.count()) {
      ask.append(el("p", {}, quiz.count() ? app.w("web-quiz-done") : app.w("web-quiz-none")));
      return;
    }
    const q = app.json(quiz.question(i));
    const answerBox = el("div");
    const nextButton = () => el("button", { id: "quiz-next", onclick: () => { i += 1; next(); } }, app.w("web-quiz-next"));
    /** The right answer, the engine's reasoning and the rule card. */
    const uncovered = (r) => [
      el("pre", { class: "verdict" }, r.explanation),
      r.card ? el("article", { class: "card" }, el("h3", {}, `${r.card.title} (${r.card.id} · ${r.card.cited})`), el("div", { html: r.card.html })) : null];
    const saved = (r) => {
      localStorage.setItem(KEY, r.progress);
      summary(sumBox, game);
      answerBox.querySelector("#quiz-next").focus();
    };
    const submit = (answer) => {
      const r = app.json(quiz.answer(i, answer, progress(), Date.now()));
      if (r.error) { answerBox.replaceChildren(el("p", { class: "bad", role: "alert" }, r.error)); return; }
      answerBox.replaceChildren(
        el("p", { class: r.correct ? "good" : "bad", id: "quiz-verdict" }, r.correct ? `✓ ${app.w("quiz-right")}` : `✗ ${app.w("quiz-wrong")} ${r.expected} (${app.w("quiz-yours")}: ${r.given})`),
        ...uncovered(r), nextButton());
      for (const b of ask.querySelectorAll(".choice, #quiz-check")) b.disabled = true;
      saved(r);
    };
    if (reveal.checked) {
      // Uncovered, then graded by the player: recorded as the CLI records
      // a self-grade.
      const grade = (knew) => {
        const r = app.json(quiz.grade(i, knew, progress(), Date.now()));
        if (r.error) { answerBox.replaceChildren(el("p", { class: "bad", role: "alert" }, r.error)); return; }
        for (const b of answerBox.querySelectorAll("[data-grade]")) b.disabled = true;
        answerBox.append(el("p", { class: knew ? "good" : "bad", id: "quiz-verdict" }, knew ? `✓ ${app.w("quiz-knew")}` : `✗ ${app.w("quiz-didnt")}`), nextButton());
        saved(r);
      };
      const uncover = el("button", { id: "quiz-uncover", onclick: () => {
        const r = app.json(quiz.reveal(i));
        uncover.remove();
        answerBox.replaceChildren(
          el("p", { id: "quiz-answer" }, el("strong", {}, `${app.w("quiz-answer")}: `), r.expected),
          ...uncovered(r),
          el("div", { class: "row", role: "group" },
            el("button", { type: "button", "data-grade": "knew", class: "good", onclick: () => grade(true) }, app.w("quiz-knew")),
            el("button", { type: "button", "data-grade": "didnt", class: "quiet", onclick: () => grade(false) }, app.w("quiz-didnt"))));
        answerBox.querySelector("[data-grade]").focus();
      } }, app.w("web-quiz-uncover"));
      ask.append(el("h3", {}, `${q.n}/${q.total} · ${q.cited}`), el("p", { id: "quiz-prompt" }, q.prompt), uncover, answerBox);
      return;
    }
    let input;
    if (q.kind === "number") {
      input = el("div", { class: "row" }, el("label", { class: "field grow" }, app.w("web-quiz-your-number"), el("input", { type: "number", id: "quiz-number", inputmode: "numeric" })),
        el("button", { id: "quiz-check", onclick: () => submit(ask.querySelector("#quiz-number").value) }, app.w("web-quiz-check")));
    } else if (q.kind === "cards") {
      const picked = new Set();
      input = el("div", {}, el("div", { class: "row", role: "group" }, q.choices.map((c) => {
        const b = el("button", { type: "button", class: `choice pc small ${c.value.slice(-1).toLowerCase()}`, "aria-pressed": "false",
          "aria-label": app.say("card-name", { rank: rankName(c.value), code: c.value.slice(0, -1), suit: c.value.slice(-1).toLowerCase() }),
          onclick: () => { if (picked.has(c.value)) picked.delete(c.value); else picked.add(c.value); b.setAttribute("aria-pressed", picked.has(c.value)); } }, face(c.value));
        return b;
      })), el("button", { id: "quiz-check", onclick: () => submit(picked.size ? [...picked].join(" ") : "-") }, app.w("web-quiz-check")));
    } else {
      input = el("div", { class: "row", role: "group" }, q.choices.map((c) =>
        el("button", { type: "button", class: "choice quiet", onclick: () => submit(c.value) }, c.label)));
    }
    ask.append(el("h3", {}, `${q.n}/${q.total} · ${q.cited}`), el("p", { id: "quiz-prompt" }, q.prompt), input, answerBox);
  };
  const start = () => {
    if (quiz) quiz.free();
    try {
      quiz = new app.core.Quiz(app.lang, game, progress(), Date.now(),
        JSON.stringify({ seed: Date.now() % 100000, generated: generated.checked, house: houseRules(game) }));
    } catch (e) { ask.replaceChildren(el("p", { class: "bad" }, String(e))); return; }
    i = 0;
    next();
  };
  main.append(el("h2", {}, app.w("web-tab-quiz")), sel, housePanel(game),
    el("label", { class: "row" }, generated, app.w("web-quiz-generated")),
    el("label", { class: "row" }, reveal, app.w("web-quiz-reveal")),
    el("div", { class: "row" }, el("button", { id: "quiz-start", onclick: start }, app.w("web-quiz-start")),
      el("button", { class: "quiet", id: "export", onclick: exportIt }, app.w("web-quiz-export")),
      el("label", { class: "button quiet", for: "import", tabindex: 0, onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") file.click(); } }, app.w("web-quiz-import")), file),
    status, sumBox, ask);
  summary(sumBox, game);
  document.body.dataset.ready = "quiz";
}

function rankName(code) {
  return { J: "jack", Q: "queen", K: "king", A: "ace" }[code.slice(0, -1).toUpperCase()] || "other";
}
