// The table's Web Worker: the game (the core's play API) and its computer
// players live here, so that a strong player's look-ahead never freezes
// the page. Messages in: {type: "new", ...setup} or {type: "act", action}.
// Messages out: {type: "events", events, ms} for every move (ms: how long
// a computer move took), then {type: "view", view} when the person is to
// move or the game is over; {type: "refusal", refusal}; {type: "error"}.
// {type: "record", stats, left, seconds, now} records the game in the
// statistics text handed in: {type: "recorded", result}.
import { Play } from "./rulecard_web.js";
import init from "./load.js";

const ready = init();
let play = null;
let started = 0;

function seconds() {
  return (Date.now() - started) / 1000;
}

function computers() {
  while (!play.your_turn()) {
    const t0 = performance.now();
    const step = play.step();
    const ms = performance.now() - t0;
    if (step === "null") break;
    postMessage({ type: "events", events: JSON.parse(step).events, ms });
  }
  postMessage({ type: "view", view: JSON.parse(play.view(seconds())) });
}

onmessage = async (e) => {
  await ready;
  const m = e.data;
  try {
    if (m.type === "new") {
      if (play) play.free();
      play = new Play(m.lang, m.game, m.players, m.level, m.seed, JSON.stringify(m.house || {}));
      started = Date.now();
      postMessage({ type: "events", events: JSON.parse(play.dealt()).events, ms: 0 });
      computers();
    } else if (m.type === "record") {
      postMessage({ type: "recorded", result: JSON.parse(play.record(m.stats, m.left, m.seconds, m.now)) });
    } else if (m.type === "act") {
      const r = JSON.parse(play.act(JSON.stringify(m.action)));
      if (r.error) {
        postMessage({ type: "error", message: r.error });
      } else if (r.refusal) {
        postMessage({ type: "refusal", refusal: r.refusal, action: m.action });
      } else {
        postMessage({ type: "events", events: r.events, ms: 0, mine: true });
        computers();
      }
    }
  } catch (err) {
    postMessage({ type: "error", message: String(err) });
  }
};
