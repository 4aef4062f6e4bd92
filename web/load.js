// Starts the core: its .wasm comes squeezed with LZMA (a visit downloads
// about three quarters of what the gzipped .wasm would be), so the small
// unpacker's .wasm (rulecard_unlzma.js, the lzma-rs crate) unpacks it
// first; both are fetched at once. The page (app.js) and the play worker
// (worker.js) start the core this way.
import initUnlzma, { unlzma } from "./rulecard_unlzma.js";
import init from "./rulecard_web.js";

export default async function start() {
  const url = new URL("rulecard_web_bg.wasm.lzma", import.meta.url);
  const squeezed = fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${url}: ${r.status} ${r.statusText}`);
    return r.arrayBuffer();
  });
  const [bytes] = await Promise.all([squeezed, initUnlzma()]);
  await init({ module_or_path: unlzma(new Uint8Array(bytes)) });
}
