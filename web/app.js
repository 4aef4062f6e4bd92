// rulecard in the browser: the page around the core (rulecard_web.js and
// its .wasm, started by load.js). Every rule, ranking, verdict, quiz
// answer and message comes from the core; this file lays them out. Routes
// are the hash:
// #search[?game=G&q=Q], #card/G/ID, #cards/G, #mistakes/G, #numbers/G,
// #judge, #quiz, #play, #sheet.
import * as core from "./rulecard_web.js";
import init from "./load.js";
import { judgePage } from "./judge.js";
import { quizPage } from "./quiz.js";
import { playPage } from "./play.js";

const WORDS = [
  "web-tab-search", "web-tab-judge", "web-tab-quiz", "web-tab-play", "web-tab-sheet", "web-language",
  "web-game", "web-all-games", "web-search-label", "web-search-hint", "web-cards", "web-mistakes",
  "web-numbers", "web-results", "web-loading", "web-offline-ready", "web-judge-legal", "web-judge-sequence",
  "web-judge-top", "web-judge-hand", "web-judge-pick-suit", "web-judge-pick-rank", "web-judge-open",
  "web-judge-open-none", "web-judge-penalty", "web-judge-wait", "web-judge-demand-value",
  "web-judge-demand-suit", "web-judge-turns", "web-judge-players", "web-judge-meister", "web-judge-pass",
  "web-judge-name", "web-judge-first", "web-judge-second", "web-judge-add-player", "web-judge-entries",
  "web-judge-run", "web-judge-clear", "web-quiz-start", "web-quiz-generated", "web-quiz-check",
  "web-quiz-next", "web-quiz-done", "web-quiz-none", "web-quiz-marked", "web-quiz-export", "web-quiz-import",
  "web-quiz-imported", "web-quiz-your-number", "web-play-new", "web-play-players", "web-play-level",
  "web-play-seed", "web-play-end-turn", "web-play-draw", "web-play-keep", "web-play-wait", "web-play-mau",
  "web-play-leave", "web-play-again", "web-play-four-colours", "web-play-discard", "web-play-your-hand",
  "web-play-first", "web-play-second", "web-play-log", "web-play-why-not", "web-play-stats",
  "web-sheet-print", "web-sheet-open", "ui-ruling", "ui-see-also", "ui-other-matches", "ui-wrong",
  "ui-right", "ui-rule", "ui-house-rule", "ui-not-in-language", "ui-what", "ui-number", "ui-reference",
  "ui-engine-checked", "web-house-rules", "play-nothing", "quiz-right", "quiz-wrong", "quiz-answer", "quiz-yours",
  "quiz-knew", "quiz-didnt", "web-quiz-reveal", "web-quiz-uncover",
];

export const app = {
  core,
  lang: "en",
  words: {},
  games: [],
  /** The catalogue's word `id` in the page's language. */
  w(id) { return this.words[id] ?? core.say(this.lang, id, "{}"); },
  /** Message `id` with its arguments. */
  say(id, args) { return core.say(this.lang, id, JSON.stringify(args)); },
  json(text) { return JSON.parse(text); },
  gameName(id) { return (this.games.find((g) => g.id === id) || {}).name || id; },
  /** Games whose rule text is not in the reader's language: said once. */
  noted: new Set(),
};

/** An element: el("p", {class: "x"}, "text", child, …). */
export function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v == null) continue;
    if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k === "html") e.innerHTML = v;
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const k of kids.flat()) if (k != null) e.append(k.nodeType ? k : String(k));
  return e;
}

export function gameSelect(value, withAll, onchange) {
  const s = el("select", { id: "game", onchange });
  if (withAll) s.append(el("option", { value: "" }, app.w("web-all-games")));
  for (const g of app.games) s.append(el("option", { value: g.id }, g.name));
  s.value = value;
  return el("label", { class: "field" }, app.w("web-game"), s);
}

/** The house rules kept for `game` by its panel: {variants: [ids],
 * options: {id: value}}, as the core's functions take them. */
export function houseRules(game) {
  try { return JSON.parse(localStorage.getItem(`rulecard.house.${game}`) || "{}"); } catch { return {}; }
}

/** The house-rules panel of `game`, when it has any (Mau-Mau): each
 * variant a switch, each option its values, as `--variant`, `--hand-size`
 * and `--mau-penalty` have them; kept in localStorage and used by play,
 * the judge, the quiz and the sheet. `onchange` runs after a change.
 * A game without house rules gets an empty fragment: the pages append the
 * panel as it comes, and `append(null)` would show the word "null". */
export function housePanel(game, onchange) {
  const g = app.games.find((x) => x.id === game);
  if (!g || (!g.variants.length && !g.options.length)) return document.createDocumentFragment();
  const kept = houseRules(game);
  kept.variants = kept.variants || [];
  kept.options = kept.options || {};
  const summary = el("summary");
  const count = () => {
    const set = kept.variants.length + g.options.filter((o) => (kept.options[o.id] ?? o.default) !== o.default).length;
    summary.textContent = set ? `${app.w("web-house-rules")} (${set})` : app.w("web-house-rules");
    return set;
  };
  const save = () => {
    localStorage.setItem(`rulecard.house.${game}`, JSON.stringify(kept));
    count();
    if (onchange) onchange();
  };
  const switches = g.variants.map((v) => {
    const box = el("input", { type: "checkbox", "data-variant": v.id });
    box.checked = kept.variants.includes(v.id);
    box.addEventListener("change", () => {
      kept.variants = g.variants.map((x) => x.id).filter((id) => (id === v.id ? box.checked : kept.variants.includes(id)));
      save();
    });
    return el("label", { class: "row" }, box, el("span", {}, v.name, " ", el("a", { href: `#card/${game}/${v.rule}`, class: "meta" }, `(${v.rule})`)));
  });
  const choices = g.options.map((o) => {
    const sel = el("select", { "data-option": o.id }, o.values.map((n) => el("option", { value: n }, n)));
    sel.value = String(kept.options[o.id] ?? o.default);
    sel.addEventListener("change", () => { kept.options[o.id] = Number(sel.value); save(); });
    return el("label", { class: "field" }, o.name, sel);
  });
  const panel = el("details", { class: "house", id: "house" }, summary, switches, choices);
  panel.open = count() > 0;
  return panel;
}

/** A rule card: title, where it stands, its text, the rulings it applies,
 * related cards as links. */
export function cardView(c) {
  const meta = [c.id, c.place, c.game_name];
  if (c.variant) meta.push(`${app.w("ui-house-rule")}: ${c.variant}`);
  const a = el("article", { class: "card", "aria-labelledby": `t-${c.id}` },
    el("h2", { id: `t-${c.id}` }, c.title),
    el("p", { class: "meta" }, meta.join(" · ")));
  if (c.english && !app.noted.has(c.game)) {
    app.noted.add(c.game);
    a.append(el("p", { class: "note" }, `${c.game_name} ${app.w("ui-not-in-language")}`));
  }
  a.append(el("div", { class: "body", html: c.html }));
  for (const r of c.rulings) {
    a.append(el("div", { class: "ruling" }, el("strong", {}, `${app.w("ui-ruling")} (${r.id})`), el("div", { html: r.html })));
  }
  if (c.related.length) {
    a.append(el("h3", {}, app.w("ui-see-also")),
      el("ul", {}, c.related.map((r) => el("li", {}, el("a", { href: `#card/${c.game}/${r.id}` }, `${r.title} (${r.id})`)))));
  }
  return a;
}

function route() {
  const h = decodeURIComponent(location.hash.slice(1)) || "search";
  const [path, query] = h.split("?");
  const parts = path.split("/");
  const params = new URLSearchParams(query || "");
  return { page: parts[0], args: parts.slice(1), params };
}

function searchPage(main, params) {
  const game = params.get("game") || "";
  const input = el("input", { type: "search", id: "q", autocomplete: "off", enterkeyhint: "search",
    "aria-describedby": "q-hint", value: params.get("q") || "" });
  const out = el("div", { id: "results", "aria-live": "polite" });
  const sel = gameSelect(game, true, () => { run(); links(); });
  const more = el("div", { class: "row" });
  function links() {
    const g = sel.querySelector("select").value;
    more.replaceChildren();
    if (g) {
      more.append(el("a", { class: "button quiet", href: `#cards/${g}` }, app.w("web-cards")),
        el("a", { class: "button quiet", href: `#mistakes/${g}` }, app.w("web-mistakes")),
        el("a", { class: "button quiet", href: `#numbers/${g}` }, app.w("web-numbers")));
    }
  }
  function run() {
    const q = input.value;
    const g = sel.querySelector("select").value;
    const t0 = performance.now();
    const r = app.json(core.search(app.lang, g, q));
    window.rulecardLookupMs = performance.now() - t0;
    history.replaceState(null, "", `#search?game=${encodeURIComponent(g)}&q=${encodeURIComponent(q)}`);
    out.replaceChildren();
    if (r.error || r.message) { out.append(el("p", { class: "bad" }, r.error || r.message)); return; }
    if (!r.card) return;
    out.dataset.game = r.game;
    out.dataset.first = r.results[0].id;
    out.append(cardView(r.card));
    if (r.results.length > 1) {
      out.append(el("h3", {}, app.w("ui-other-matches")),
        el("ul", { class: "results" }, r.results.slice(1, 8).map((h) =>
          el("li", {}, el("a", { href: `#card/${r.game}/${h.id}` }, el("span", {}, h.title), el("span", { class: "id" }, `${h.id} · ${h.cited}`))))));
    }
  }
  input.addEventListener("input", run);
  main.append(el("h2", {}, el("label", { for: "q" }, app.w("web-search-label"))), input,
    el("p", { id: "q-hint", class: "meta" }, app.w("web-search-hint")), sel, more, out);
  links();
  if (input.value) run();
  input.focus();
  document.body.dataset.ready = "search";
}

function listPage(main, kind, game) {
  main.append(el("p", {}, el("a", { href: `#search?game=${game}` }, "← " + app.gameName(game))));
  if (kind === "cards") {
    const r = app.json(core.cards(app.lang, game));
    main.append(el("h2", {}, `${app.gameName(game)}: ${app.w("web-cards")}`),
      el("ul", { class: "results" }, r.cards.map((c) =>
        el("li", {}, el("a", { href: `#card/${game}/${c.id}` }, el("span", {}, c.title), el("span", { class: "id" }, `${c.id} · ${c.cited}`))))));
  } else if (kind === "mistakes") {
    const r = app.json(core.mistakes(app.lang, game));
    main.append(el("h2", {}, `${app.gameName(game)}: ${app.w("web-mistakes")}`));
    r.mistakes.forEach((m, i) => main.append(el("div", { class: "mistake" },
      el("h3", {}, `${i + 1}. ${m.rule_title}`),
      el("div", { class: "bad" }, `✗ ${app.w("ui-wrong")}:`), el("div", { html: m.wrong_html }),
      el("div", { class: "good" }, `✓ ${app.w("ui-right")}:`), el("div", { html: m.right_html }),
      el("p", { class: "meta" }, `${m.cited} · `, el("a", { href: `#card/${game}/${m.rule}` }, `${app.w("ui-rule")}: ${m.rule}`)))));
  } else {
    const r = app.json(core.numbers(app.lang, game));
    main.append(el("h2", {}, `${app.gameName(game)}: ${app.w("web-numbers")}`),
      el("table", { class: "numbers" }, el("thead", {}, el("tr", {}, el("th", {}, app.w("ui-what")), el("th", {}, app.w("ui-number")), el("th", {}, app.w("ui-reference")))),
        el("tbody", {}, r.numbers.map((n) => el("tr", {}, el("td", {}, n.label), el("td", {}, n.value, n.engine_checked ? " ✓" : ""), el("td", {}, n.cited))))));
  }
}

function sheetPage(main) {
  const params = new URLSearchParams(location.hash.split("?")[1] || "");
  const game = params.get("game") || "makao";
  const sel = gameSelect(game, false, (e) => { location.hash = `#sheet?game=${e.target.value}`; });
  const open = () => {
    const g = sel.querySelector("select").value;
    return URL.createObjectURL(new Blob([core.sheet_html(app.lang, g, JSON.stringify(houseRules(g)))], { type: "text/html" }));
  };
  main.append(el("h2", {}, app.w("web-tab-sheet")), sel, housePanel(game),
    el("div", { class: "row" },
      el("button", { id: "print", onclick: () => {
        const frame = el("iframe", { class: "sr", title: app.w("web-tab-sheet"), src: open() });
        frame.onload = () => frame.contentWindow.print();
        document.body.append(frame);
      } }, app.w("web-sheet-print")),
      el("button", { class: "quiet", onclick: () => window.open(open(), "_blank") }, app.w("web-sheet-open"))));
}

function show() {
  const main = document.getElementById("main");
  main.replaceChildren();
  document.body.dataset.ready = "";
  const { page, args, params } = route();
  for (const a of document.querySelectorAll("#tabs a")) {
    const on = a.getAttribute("href").slice(1) === (["card", "cards", "mistakes", "numbers"].includes(page) ? "search" : page);
    if (on) a.setAttribute("aria-current", "page"); else a.removeAttribute("aria-current");
  }
  if (page === "card") {
    const c = app.json(core.card(app.lang, args[0], args[1]));
    main.append(el("p", {}, el("a", { href: `#search?game=${args[0]}` }, "← " + app.w("web-tab-search"))));
    main.append(c.error ? el("p", { class: "bad" }, c.error) : cardView(c));
    document.body.dataset.ready = "card";
  } else if (["cards", "mistakes", "numbers"].includes(page)) listPage(main, page, args[0]);
  else if (page === "judge") judgePage(main);
  else if (page === "quiz") quizPage(main);
  else if (page === "play") playPage(main);
  else if (page === "sheet") sheetPage(main);
  else searchPage(main, params);
}

function setLang(lang) {
  app.lang = lang;
  localStorage.setItem("rulecard.lang", lang);
  document.documentElement.lang = lang;
  app.words = app.json(core.words(lang, JSON.stringify(WORDS))).words;
  app.games = app.json(core.games(lang)).games;
  app.noted.clear();
  for (const e of document.querySelectorAll("[data-w]")) e.textContent = app.w(e.dataset.w);
  document.getElementById("lang").value = lang;
}

/** The language: the one chosen before, else the browser's first of de,
 * nl, en, else English. */
function firstLang() {
  const saved = localStorage.getItem("rulecard.lang");
  if (saved) return saved;
  for (const l of navigator.languages || [navigator.language]) {
    const code = (l || "").slice(0, 2).toLowerCase();
    if (["de", "nl", "en"].includes(code)) return code;
  }
  return "en";
}

async function start() {
  await init();
  setLang(firstLang());
  document.getElementById("lang").addEventListener("change", (e) => { setLang(e.target.value); show(); });
  window.addEventListener("hashchange", show);
  show();
  // Each game's search index is built at its first read, its words and
  // then its card classifier (each step 0.1-0.3 s on this machine's
  // Chromium): done once the page is shown, a step at a time whenever it
  // is idle, so that the first search is as quick as the next and no
  // typing waits long.
  const idle = window.requestIdleCallback || setTimeout;
  const prepare = (games) => games.length && idle(() => {
    const step = JSON.parse(core.prepare(games[0].id));
    prepare(step.ready === false ? games : games.slice(1));
  });
  prepare(app.games);
  window.rulecard = app;
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    navigator.serviceWorker.register("sw.js").then(() => navigator.serviceWorker.ready).then(() => {
      document.body.dataset.offline = "ready";
    }).catch(() => {});
  }
}

start();
