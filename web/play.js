// The play table: you at the bottom, the computer players around. The
// game and its computer players run in worker.js (the core's play API);
// this page shows the view it sends (cards you may lay lit, the others
// dimmed), sends your taps as the actions of docs/play-json.md, and shows
// every move briefly in words. A dimmed card tapped says why not, with
// its rule card.
import { app, el, gameSelect, housePanel, houseRules } from "./app.js";

// The play statistics: the CLI's stats.json text, recorded by the core.
const STATS = "rulecard.play-stats";
const fast = new URLSearchParams(location.search).has("fast");
const still = () => fast || matchMedia("(prefers-reduced-motion: reduce)").matches;

let worker = null;
let queue = [];
let busy = false;
let setup = null;
let current = null;

/** What the tests read: the actions taken, the seed and setup, the time
 * of each computer move. */
window.rulecardPlay = { actions: [], moves: [], setup: null };

function send(action) {
  worker.postMessage({ type: "act", action });
}

function stats() { return localStorage.getItem(STATS) || ""; }

/** The game in the statistics (the worker holds it): at its end, or as
 * left when a new one starts first. */
function record(left) {
  if (!setup || setup.recorded) return;
  setup.recorded = true;
  worker.postMessage({ type: "record", stats: stats(), left, seconds: Math.round((Date.now() - setup.started) / 1000), now: Date.now() });
}

/** Keeps the statistics the worker recorded and shows them anew. */
function recorded(result, game) {
  if (result.error) document.getElementById("status").textContent = result.error;
  else localStorage.setItem(STATS, result.stats);
  const box = document.getElementById("stats");
  if (box) box.replaceChildren(...statsLines(game));
}

/** The statistics of `game` in words, as `rulecard stats` says them. */
function statsLines(game) {
  const r = app.json(app.core.play_stats(app.lang, game, stats()));
  const lines = r.lines || [r.error];
  return lines.length ? [el("h3", {}, app.w("web-play-stats")), ...lines.map((l) => el("p", {}, l))] : [];
}

function cardButton(h, lit, onclick) {
  const code = String(h.card);
  const mk = setup.game === "makatsu";
  const cls = mk ? `mk-${code[0]}` : code.slice(-1);
  const name = app.say(lit ? "card-playable" : "card-not-playable", { card: h.name });
  return el("button", { type: "button", class: `pc ${cls} ${lit ? "lit" : "dim"}`, "aria-label": name, "data-card": code, onclick }, h.shown);
}

function render(box, v) {
  current = v;
  const view = v.view;
  const mine = view.to_move === 0;
  box.replaceChildren();
  const seats = el("div", { class: "seats" }, view.seats.map((s, i) => i === 0 ? null :
    el("div", { class: `seat ${view.to_move === i ? "turn" : ""}` }, `${v.names[i]}: ${s.cards}`, s.waiting ? ` · ⏸${s.waiting}` : "", s.call ? ` · ${s.call}!` : "")));
  const table = el("div", { class: "table", id: "table", "data-penalty": view.table.open ? view.table.open.penalty : 0 }, seats);
  if (view.table.layout === "shedding") {
    const t = view.table;
    const drawOffer = view.offers.find((o) => o.offer === "draw");
    table.append(el("div", { class: "piles" },
      el("button", { type: "button", class: "pc back", id: "draw-pile", disabled: !mine || !drawOffer, "aria-label": app.say("web-play-draw-pile", { count: t.draw_pile }),
        onclick: () => send("draw") }, String(t.draw_pile)),
      el("div", { "aria-label": app.w("web-play-discard"), role: "img" }, el("span", { class: `pc ${String(v.top.card).slice(-1)}`, title: v.top.name }, v.top.shown))));
    const alarm = t.open.penalty > 0 || t.open.wait > 0 || t.open.demand_value || t.open.demand_suit;
    for (const line of v.open) table.append(el("p", { class: `open ${alarm ? "alarm" : ""}`, id: "open" }, line));
  } else {
    const mk = view.table;
    table.append(el("p", { class: "open", id: "open" }, mine ? app.w(mk.kind === "first" ? "web-play-first" : "web-play-second") : ""));
  }
  for (const line of v.lines.filter((l) => !v.open.includes(l))) table.append(el("p", { class: "meta" }, line));
  box.append(table);
  const why = el("div", { id: "why", "aria-live": "polite" });
  if (v.question) {
    box.append(el("p", { class: "open", id: "question" }, v.question),
      el("div", { class: "actions", role: "group" }, v.choices.map((c) => el("button", { type: "button", "data-choice": c.code, onclick: () => send({ choose: c.code }) }, c.label))));
  }
  const lit = new Set(view.hand.filter((h) => h.lit).map((h) => String(h.card)));
  box.append(el("h3", {}, app.w("web-play-your-hand")),
    el("div", { class: "hand", role: "group", "aria-label": app.w("web-play-your-hand") }, v.hand.map((h) => {
      const code = String(h.card);
      const on = mine && lit.has(code);
      return cardButton(h, on, () => {
        if (on) { send({ lay: code }); return; }
        const r = v.reasons.find((x) => String(x.card) === code);
        why.replaceChildren(el("div", { class: "why" }, el("strong", {}, `${app.w("web-play-why-not")}: `), r ? r.reason : "",
          r ? el("p", {}, el("a", { href: `#card/${setup.game}/${r.rule}`, target: "_blank" }, r.rule_line)) : null));
      });
    })), why);
  const labels = { end_turn: "web-play-end-turn", draw: "web-play-draw", keep: "web-play-keep", wait: "web-play-wait", mau: "web-play-mau" };
  const actions = el("div", { class: "actions" });
  if (mine) {
    for (const o of view.offers) {
      if (o.offer === "take") actions.append(el("button", { type: "button", "data-action": "take", onclick: () => send("take") }, app.say("web-play-take", { count: o.cards })));
      else if (labels[o.offer]) actions.append(el("button", { type: "button", "data-action": o.offer, onclick: () => send(o.offer) }, app.w(labels[o.offer])));
    }
  }
  box.append(actions);
  if (v.over) {
    record(false);
    box.append(el("div", { class: "why", id: "over" }, v.over.lines.map((l) => el("p", {}, l)),
      el("p", {}, `${app.w("web-play-seed")}: ${v.over.seed}`),
      el("button", { type: "button", id: "again", onclick: () => start(box.parentElement, setup) }, app.w("web-play-again"))));
    box.dataset.over = JSON.stringify(v.over.over);
  }
  document.body.dataset.ready = v.over ? "over" : mine ? "move" : "wait";
}

function log(lines, fresh) {
  const box = document.getElementById("log");
  if (!box) return;
  for (const old of box.querySelectorAll("p.new")) old.classList.remove("new");
  for (const l of lines) box.prepend(el("p", { class: fresh ? "new" : "" }, l));
}

function pump() {
  if (busy || !queue.length) return;
  const m = queue.shift();
  const box = document.getElementById("table-box");
  if (m.type === "events") {
    if (m.ms) window.rulecardPlay.moves.push(m.ms);
    log(m.events.flatMap((e) => e.text), !m.mine);
    if (!m.mine && !still()) { busy = true; setTimeout(() => { busy = false; pump(); }, 450); return; }
  } else if (m.type === "view") {
    render(box, m.view);
  } else if (m.type === "refusal") {
    const r = m.refusal;
    if (r.refusal === "question" && r.question) {
      current.question = r.message;
      current.choices = r.question.options.map((c) => ({ code: c, label: c === "-" ? app.w("play-nothing") : choiceLabel(c) }));
      render(box, current);
      window.rulecardPlay.actions.pop();
    } else {
      window.rulecardPlay.actions.pop();
      const why = document.getElementById("why");
      why.replaceChildren(el("div", { class: "why", role: "alert" }, r.message, r.rule_line ? el("p", {}, r.rule_line) : null));
    }
  } else if (m.type === "recorded") {
    recorded(m.result, setup.game);
  } else if (m.type === "error") {
    document.getElementById("status").textContent = m.message;
  }
  pump();
}

function choiceLabel(code) {
  const suit = { h: "♥", d: "♦", c: "♣", s: "♠" }[code];
  if (!suit) return code;
  return `${suit} ${app.json(app.core.words(app.lang, JSON.stringify([`answer-${code}`]))).words[`answer-${code}`]}`;
}

function start(main, s) {
  if (worker && setup && setup.moved && !setup.recorded) {
    // A game left unfinished counts as abandoned: its worker records it,
    // then ends.
    const old = worker;
    const game = setup.game;
    old.onmessage = (e) => { if (e.data.type === "recorded") { recorded(e.data.result, game); old.terminate(); } };
    record(true);
  } else if (worker) worker.terminate();
  setup = { ...s, started: Date.now() };
  window.rulecardPlay = { actions: [], moves: [], setup };
  worker = new Worker("worker.js", { type: "module" });
  queue = [];
  busy = false;
  const origSend = worker.postMessage.bind(worker);
  worker.postMessage = (m) => {
    if (m.type === "act") { window.rulecardPlay.actions.push(m.action); setup.moved = true; }
    origSend(m);
  };
  worker.onmessage = (e) => { queue.push(e.data); pump(); };
  const tableBox = document.getElementById("table-box");
  tableBox.replaceChildren(el("p", {}, app.w("web-loading")));
  tableBox.dataset.over = "";
  document.getElementById("log").replaceChildren();
  origSend({ type: "new", lang: app.lang, game: s.game, players: s.players, level: s.level, seed: s.seed, house: houseRules(s.game) });
}

export function playPage(main) {
  const params = new URLSearchParams(location.hash.split("?")[1] || "");
  const game = params.get("game") || "makao";
  const sel = gameSelect(game, false, (e) => { location.hash = `#play?game=${e.target.value}`; });
  const players = el("select", { id: "players" }, [2, 3, 4, 5, 6, 7, 8].map((n) => el("option", { value: n }, n)));
  players.value = params.get("players") || "4";
  const level = el("select", { id: "level" }, ["random", "tips", "strong"].map((l) => el("option", { value: l }, l)));
  level.value = params.get("level") || "tips";
  const seed = el("input", { type: "number", id: "seed", value: params.get("seed") || String(Math.floor(Math.random() * 1e6)) });
  const four = el("input", { type: "checkbox", id: "four", onchange: () => document.body.classList.toggle("four", four.checked) });
  four.checked = document.body.classList.contains("four");
  main.append(el("h2", {}, app.w("web-tab-play")), sel, housePanel(game),
    el("div", { class: "row" },
      el("label", { class: "field" }, app.w("web-play-players"), players),
      el("label", { class: "field" }, app.w("web-play-level"), level),
      el("label", { class: "field" }, app.w("web-play-seed"), seed)),
    el("label", { class: "row" }, four, app.w("web-play-four-colours")),
    el("button", { id: "new-game", onclick: () => start(main, { game, players: Number(players.value), level: level.value, seed: Number(seed.value) }) }, app.w("web-play-new")),
    el("div", { class: "meta", id: "stats" }, statsLines(game)),
    el("div", { id: "table-box" }),
    el("h3", {}, app.w("web-play-log")), el("div", { class: "log", id: "log", "aria-live": "polite" }));
  document.body.dataset.ready = "play";
}
