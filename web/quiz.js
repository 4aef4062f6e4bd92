// The quiz: the core picks the session's questions from the progress
// kept in localStorage (the CLI's progress.json, byte for byte), checks
// every answer with the engine and schedules it (FSRS, the time passed in
// as a value); the page asks, shows the verdict, and saves the new text.
// Export downloads that text as progress.json; import reads one back.
import { app, el, gameSelect } from "./app.js";
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
      el("ul", {}, s.marked.map((m) => el("li", {}, el("a", { href: `#card/${game}/${m.id}` }, `${m.title} (${m.ref})`)))));
  }
}

export function quizPage(main) {
  const params = new URLSearchParams(location.hash.split("?")[1] || "");
  const game = params.get("game") || "makao";
  const sel = gameSelect(game, false, (e) => { location.hash = `#quiz?game=${e.target.value}`; });
  const generated = el("input", { type: "checkbox", id: "generated" });
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
    const submit = (answer) => {
      const r = app.json(quiz.answer(i, answer, progress(), Date.now()));
      if (r.error) { answerBox.replaceChildren(el("p", { class: "bad", role: "alert" }, r.error)); return; }
      localStorage.setItem(KEY, r.progress);
      answerBox.replaceChildren(
        el("p", { class: r.correct ? "good" : "bad", id: "quiz-verdict" }, r.correct ? `✓ ${app.w("quiz-right")}` : `✗ ${app.w("quiz-wrong")} ${r.expected} (${app.w("quiz-yours")}: ${r.given})`),
        el("pre", { class: "verdict" }, r.explanation),
        r.card ? el("article", { class: "card" }, el("h3", {}, `${r.card.title} (${r.card.id} · ${r.card.ref})`), el("div", { html: r.card.html })) : null,
        el("button", { id: "quiz-next", onclick: () => { i += 1; next(); } }, app.w("web-quiz-next")));
      for (const b of ask.querySelectorAll(".choice, #quiz-check")) b.disabled = true;
      summary(sumBox, game);
      answerBox.querySelector("#quiz-next").focus();
    };
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
    ask.append(el("h3", {}, `${q.n}/${q.total} · ${q.ref}`), el("p", { id: "quiz-prompt" }, q.prompt), input, answerBox);
  };
  const start = () => {
    if (quiz) quiz.free();
    try {
      quiz = new app.core.Quiz(app.lang, game, progress(), Date.now(), Date.now() % 100000, generated.checked, 0);
    } catch (e) { ask.replaceChildren(el("p", { class: "bad" }, String(e))); return; }
    i = 0;
    next();
  };
  main.append(el("h2", {}, app.w("web-tab-quiz")), sel,
    el("label", { class: "row" }, generated, app.w("web-quiz-generated")),
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
