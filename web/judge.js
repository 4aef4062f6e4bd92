// The judge's forms: for Makao and Mau-Mau the top card and a hand picked
// from a card picker, what is open, or turns in the judge's notation; for
// Meister Makatsu each player's two cards and who holds the Meister, or the
// entries as the judge writes them. The core judges (`judge`); the page
// shows its text and keeps its JSON for the tests (data-verdict).
import { app, el, gameSelect, housePanel, houseRules } from "./app.js";

const SUITS = [["h", "♥"], ["d", "♦"], ["c", "♣"], ["s", "♠"]];
const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const MK = ["B", "Y", "P"].flatMap((c) => [1, 2, 3, 4, 5, 6, 7, 8].map((v) => `${c}${v}`));

/** A French card's face: "9♥". */
export function face(code) {
  const s = code.slice(-1).toLowerCase();
  return code.slice(0, -1).toUpperCase() + (SUITS.find((x) => x[0] === s) || ["", s])[1];
}

/** The picker: a suit, then a value; each pick goes to the target. */
function picker(game, onpick) {
  let suit = "h";
  const suitRow = el("div", { class: "row", role: "group", "aria-label": app.w("web-judge-pick-suit") });
  const buttons = SUITS.map(([s, sym]) => {
    const word = app.json(app.core.words(app.lang, JSON.stringify([`answer-${s}`]))).words[`answer-${s}`];
    const b = el("button", { type: "button", class: `pc small quiet ${s}`, "aria-pressed": s === suit ? "true" : "false",
      "aria-label": word, onclick: () => { suit = s; buttons.forEach((x) => x.setAttribute("aria-pressed", x === b ? "true" : "false")); } }, sym);
    return b;
  });
  suitRow.append(...buttons);
  const ranks = game === "maumau" ? RANKS.slice(5) : RANKS;
  const rankRow = el("div", { class: "row", role: "group", "aria-label": app.w("web-judge-pick-rank") },
    ranks.map((r) => el("button", { type: "button", class: "pc small quiet", onclick: () => onpick(`${r}${suit}`) }, r)));
  return el("div", {}, suitRow, rankRow);
}

function chips(list, onremove) {
  return el("div", { class: "chips" }, list.map((c, i) =>
    el("button", { type: "button", class: `pc small ${c.slice(-1)}`, "aria-label": app.say("web-judge-remove", { card: face(c) }),
      onclick: () => onremove(i) }, face(c))));
}

function verdictView(out, r) {
  out.replaceChildren();
  if (r.error) { out.append(el("p", { class: "bad", role: "alert" }, r.error)); return; }
  out.dataset.verdict = JSON.stringify(r.verdict);
  out.append(el("pre", { class: "verdict" }, r.text));
}

function shedding(main, game) {
  const state = { top: [], hand: [], target: "hand" };
  const out = el("div", { id: "verdict", "aria-live": "polite" });
  const topBox = el("div");
  const handBox = el("div");
  const redraw = () => {
    topBox.replaceChildren(chips(state.top, (i) => { state.top.splice(i, 1); redraw(); }));
    handBox.replaceChildren(chips(state.hand, (i) => { state.hand.splice(i, 1); redraw(); }));
  };
  const targetTop = el("input", { type: "radio", name: "target", value: "top", id: "t-top" });
  const targetHand = el("input", { type: "radio", name: "target", value: "hand", id: "t-hand", checked: true });
  const pick = picker(game, (c) => {
    if (targetTop.checked) { state.top = [c]; targetHand.checked = true; } else state.hand.push(c);
    redraw();
  });
  const openSel = el("select", { id: "open" },
    el("option", { value: "" }, app.w("web-judge-open-none")),
    el("option", { value: "penalty" }, app.w("web-judge-penalty")),
    el("option", { value: "wait" }, app.w("web-judge-wait")),
    el("option", { value: "demand_value" }, app.w("web-judge-demand-value")),
    el("option", { value: "demand_suit" }, app.w("web-judge-demand-suit")));
  if (game === "maumau") openSel.querySelector('[value="demand_value"]').remove();
  const openVal = el("input", { type: "text", id: "open-value", "aria-label": app.w("web-judge-open"), size: 4 });
  // Mau-Mau's house rules from the panel, as the form's fields.
  const house = () => (game === "maumau" ? houseRules(game) : {});
  const run = () => {
    const form = { top: state.top[0] || "", hand: state.hand.join(" "), ...house() };
    const k = openSel.value;
    if (k === "penalty" || k === "wait") form[k] = Number(openVal.value);
    else if (k) form[k] = openVal.value;
    verdictView(out, app.json(app.core.judge(app.lang, game, JSON.stringify(form))));
  };
  const turns = el("input", { type: "text", id: "turns", "aria-describedby": "turns-hint" });
  const players = el("input", { type: "number", id: "players", min: 2, max: 8, value: 4 });
  const runTurns = () => {
    const form = { top: state.top[0] || "", turns: turns.value, players: Number(players.value), ...house() };
    verdictView(out, app.json(app.core.judge(app.lang, game, JSON.stringify(form))));
  };
  redraw();
  main.append(
    el("fieldset", {}, el("legend", {}, app.w("web-judge-legal")),
      el("div", { class: "row" }, el("label", { class: "row" }, targetTop, app.w("web-judge-top")), topBox),
      el("div", { class: "row" }, el("label", { class: "row" }, targetHand, app.w("web-judge-hand")), handBox),
      pick,
      el("div", { class: "row" }, el("label", { class: "field" }, app.w("web-judge-open"), openSel), openVal),
      el("div", { class: "row" }, el("button", { id: "judge-run", onclick: run }, app.w("web-judge-run")),
        el("button", { class: "quiet", onclick: () => { state.top = []; state.hand = []; redraw(); out.replaceChildren(); } }, app.w("web-judge-clear")))),
    el("fieldset", {}, el("legend", {}, app.w("web-judge-sequence")),
      el("label", { class: "field" }, app.w("web-judge-turns"), turns),
      el("label", { class: "field" }, app.w("web-judge-players"), players),
      el("button", { id: "judge-turns", onclick: runTurns }, app.w("web-judge-run"))),
    out);
}

function makatsu(main) {
  const rows = el("div");
  const meister = [];
  const addRow = (name) => {
    const n = rows.children.length;
    const opts = () => MK.map((c) => el("option", { value: c }, c));
    const first = el("select", { "aria-label": `${app.w("web-judge-first")} ${n + 1}` }, opts());
    const second = el("select", { "aria-label": `${app.w("web-judge-second")} ${n + 1}` }, opts());
    second.selectedIndex = n + 1;
    first.selectedIndex = 8 + n;
    const radio = el("input", { type: "radio", name: "meister", checked: n === 0 });
    meister.push(radio);
    rows.append(el("fieldset", { class: "mk-row" },
      el("legend", {}, `${n + 1}`),
      el("label", { class: "field" }, app.w("web-judge-name"), el("input", { type: "text", value: name, class: "mk-name" })),
      el("div", { class: "row" }, el("label", { class: "field" }, app.w("web-judge-first"), first), el("label", { class: "field" }, app.w("web-judge-second"), second)),
      el("label", { class: "row" }, radio, app.w("web-judge-meister"))));
  };
  ["Anna", "Ben", "Cleo"].forEach(addRow);
  const pass = el("select", { id: "pass" }, [1, 2, 3].map((p) => el("option", { value: p }, p)));
  const entries = el("input", { type: "text", id: "entries", placeholder: "Jo=B2,G7 Kim=L5,B2" });
  const meisterName = el("input", { type: "text", id: "entries-meister", "aria-label": app.w("web-judge-meister") });
  const out = el("div", { id: "verdict", "aria-live": "polite" });
  const run = () => {
    let form;
    if (entries.value.trim()) {
      form = { entries: entries.value.trim().split(/\s+/), pass: Number(pass.value) };
      if (meisterName.value.trim()) form.meister = meisterName.value.trim();
    } else {
      const list = [...rows.querySelectorAll(".mk-row")].map((r, i) => {
        const [a, b] = r.querySelectorAll("select");
        return { name: r.querySelector(".mk-name").value.trim() || `P${i + 1}`, first: a.value, second: b.value };
      });
      form = { entries: list.map((p) => `${p.name}=${p.first},${p.second}`), pass: Number(pass.value),
        meister: list[meister.findIndex((m) => m.checked)]?.name };
    }
    verdictView(out, app.json(app.core.judge(app.lang, "makatsu", JSON.stringify(form))));
  };
  main.append(rows,
    el("div", { class: "row" }, el("button", { class: "quiet", onclick: () => addRow(`P${rows.children.length + 1}`) }, app.w("web-judge-add-player")),
      el("label", { class: "row" }, app.w("web-judge-pass"), pass)),
    el("label", { class: "field" }, app.w("web-judge-entries"), entries),
    el("label", { class: "field" }, app.w("web-judge-meister"), meisterName),
    el("button", { id: "judge-run", onclick: run }, app.w("web-judge-run")), out);
}

export function judgePage(main) {
  const params = new URLSearchParams(location.hash.split("?")[1] || "");
  const game = params.get("game") || "makao";
  const sel = gameSelect(game, false, (e) => { location.hash = `#judge?game=${e.target.value}`; });
  main.append(el("h2", {}, app.w("web-tab-judge")), sel, housePanel(game));
  const body = el("div");
  main.append(body);
  if (game === "makatsu") makatsu(body); else shedding(body, game);
  document.body.dataset.ready = "judge";
}
