"""Sizes and speed of the web app (scripts/web-size.sh serves web/dist):
first-visit size (every file the service worker caches), gzip and
uncompressed; time from navigation to a usable search box in headless
Chromium with a cold cache; a lookup's time in the page; a strong
computer player's move time in the worker. Prints figures; asserts
nothing (speed is measured, not tested)."""
import gzip
import lzma
import os
import statistics

from playwright.sync_api import sync_playwright

URL = os.environ.get("RULECARD_URL", "http://127.0.0.1:8765/")
DIST = "web/dist"

files = sorted(os.listdir(DIST))
raw = sum(os.path.getsize(os.path.join(DIST, f)) for f in files)
gz = sum(len(gzip.compress(open(os.path.join(DIST, f), "rb").read(), 9)) for f in files)
print(f"first visit: {len(files)} files, {raw / 1024:.0f} KiB uncompressed, {gz / 1024:.0f} KiB gzip -9 ({gz} bytes)")
# The core's .wasm comes LZMA-squeezed (scripts/build-web.sh); its size
# unpacked is what the page compiles.
squeezed = open(os.path.join(DIST, "rulecard_web_bg.wasm.lzma"), "rb").read()
print(f"core .wasm: {len(lzma.decompress(squeezed)) / 1024:.0f} KiB, {len(squeezed) / 1024:.0f} KiB LZMA-squeezed; "
      f"its unpacker's .wasm {os.path.getsize(os.path.join(DIST, 'rulecard_unlzma_bg.wasm')) / 1024:.0f} KiB")

with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
    times, shown, steps = [], [], []
    # When the page marks the box ready, and how long each idle task the
    # page runs after it takes (the indexes built a step at a time): a key
    # typed meanwhile waits at most the longest.
    watch = """
      new MutationObserver(() => {
        if (document.body && document.body.dataset.ready === 'search' && !window.__shown) {
          window.__shown = performance.now();
        }
      }).observe(document, {attributes: true, subtree: true, childList: true});
      window.__steps = [];
      const idle = window.requestIdleCallback;
      window.requestIdleCallback = (f) => idle((d) => {
        const t = performance.now(); f(d); window.__steps.push(performance.now() - t);
      });
    """
    for _ in range(5):
        context = browser.new_context(viewport={"width": 390, "height": 844})
        page = context.new_page()
        page.add_init_script(watch)
        page.goto(f"{URL}index.html#search")
        page.wait_for_selector("body[data-ready=search]")
        times.append(page.evaluate("performance.now()"))
        page.wait_for_function("window.__steps.length >= 6", timeout=10000)
        shown.append(page.evaluate("window.__shown"))
        steps.append(max(page.evaluate("window.__steps")))
        context.close()
    print(f"navigation to a usable search box (cold cache): median {statistics.median(times):.0f} ms, "
          f"range {min(times):.0f}-{max(times):.0f} ms over {len(times)} loads")
    print(f"  of which the box shown: median {statistics.median(shown):.0f} ms; the longest idle step "
          f"after it (an index's words or classifier): median {statistics.median(steps):.0f} ms, "
          f"max {max(steps):.0f} ms")
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.add_init_script(watch)
    page.goto(f"{URL}index.html#search")
    page.wait_for_selector("body[data-ready=search]")
    # Once every index is whole: a lookup while one is still being built
    # waits for that step (the longest idle step above), not for search.
    page.wait_for_function("window.__steps.length >= 6", timeout=10000)
    ms = page.evaluate("""() => {
        const qs = ["jack", "penalty", "Bube", "boer", "meister", "draw two", "ace", "Strafe", "mau", "tie"];
        const out = [];
        for (const q of qs) { const t = performance.now(); rulecard.core.search("en", "", q); out.push(performance.now() - t); }
        return out; }""")
    print(f"lookup in the page (search across the games, first card in full): median {statistics.median(ms):.2f} ms, "
          f"max {max(ms):.2f} ms over {len(ms)} queries")
    for game, players in [("makao", 4), ("maumau", 4), ("makatsu", 4)]:
        page.goto(f"{URL}index.html?fast#play?game={game}&players={players}&seed=3&level=strong")
        page.wait_for_selector("body[data-ready=play]")
        page.click("#new-game")
        for _ in range(25):
            page.wait_for_function("['move','over'].includes(document.body.dataset.ready)", timeout=60000)
            if page.evaluate("document.body.dataset.ready") == "over":
                break
            page.evaluate("document.body.dataset.ready = 'sent'")
            if page.query_selector("[data-choice]"):
                page.click("[data-choice] >> nth=0")
            elif page.query_selector('[data-action="end_turn"]'):
                page.click('[data-action="end_turn"]')
            elif page.query_selector(".hand .pc.lit"):
                page.click(".hand .pc.lit >> nth=0")
            elif page.query_selector('[data-action="keep"]'):
                page.click('[data-action="keep"]')
            elif page.query_selector("#draw-pile:not([disabled])"):
                page.click("#draw-pile")
            else:
                page.click(".actions button >> nth=0")
        moves = page.evaluate("window.rulecardPlay.moves")
        if moves:
            print(f"strong computer move in the worker, {game}, {players} players: median {statistics.median(moves):.1f} ms, "
                  f"max {max(moves):.1f} ms over {len(moves)} moves")
    browser.close()
