"""The web app in a real browser: Debian's Chromium driven by Playwright
for Python, against web/dist served on localhost (scripts/web-tests.sh
builds and serves it and sets RULECARD_URL, RULECARD_BIN, RULECARD_HOME).

Every check compares what the page shows with what the `rulecard` binary
says for the same input (search, judge, a whole game), or with the page
itself after a reload, an export and import, or with the network off.
Screenshots at 390x844 go to a scratch folder, or to RULECARD_DOCS=docs
to renew the README's (CI must not change the checkout).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

URL = os.environ.get("RULECARD_URL", "http://localhost:8765/")
BIN = os.environ.get("RULECARD_BIN", "target/debug/rulecard")
DOCS = os.environ.get("RULECARD_DOCS") or tempfile.mkdtemp(prefix="rulecard-shots-")
PHONE = {"width": 390, "height": 844}
FAILURES = []


def cli(*args, stdin=None):
    env = dict(os.environ, NO_COLOR="1", COLUMNS="80")
    r = subprocess.run([BIN, *args], input=stdin, capture_output=True, text=True, env=env)
    return r


def check(name, ok, detail=""):
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else f": {detail}"))
    if not ok:
        FAILURES.append(name)


def ready(page, what, timeout=20000):
    page.wait_for_selector(f"body[data-ready={what}]", timeout=timeout)


def open_page(context, hash_="search", lang="en", query="?fast"):
    page = context.new_page()
    page.add_init_script(f"localStorage.setItem('rulecard.lang', '{lang}')")
    page.goto(f"{URL}index.html{query}#{hash_}")
    return page


SEARCHES = {
    "en": ["jack", "penalty", "draw two", "ace", "queen", "forgot to call", "last card call", "eight", "seven", "meister",
           "ninja", "chips", "tie", "end turn", "king of hearts", "wish", "skip", "reshuffle"],
    "de": ["Bube", "Strafe", "Ass", "Dame", "Sieben", "Acht", "Meister", "Chips", "Gleichstand", "Wunsch",
           "aussetzen", "mischen"],
    "nl": ["boer", "straf", "aas", "vrouw", "twee", "drie", "heer", "joker", "pak", "laatste kaart",
           "richting", "wachten"],
}


def test_search(context):
    page = open_page(context)
    ready(page, "search")
    same = 0
    total = 0
    for lang, queries in SEARCHES.items():
        page.select_option("#lang", lang)
        ready(page, "search")
        for q in queries:
            want = cli("rules", q, "--json", "--lang", lang)
            want = json.loads(want.stdout) if want.returncode == 0 else None
            if want is not None and not want.get("results"):
                want = None
            page.fill("#q", q)
            got = page.eval_on_selector("#results", "e => [e.dataset.game || null, e.dataset.first || null]")
            total += 1
            expected = [want["game"], want["results"][0]["id"]] if want else [None, None]
            if got == expected:
                same += 1
            else:
                check(f"search {lang} '{q}'", False, f"page {got}, cli {expected}")
    check(f"search: {same} of {total} queries give the CLI's first card", same == total and total >= 30)
    page.close()


def test_judge(context):
    page = open_page(context, "judge?game=makao")
    ready(page, "judge")
    # Top 2♥, hand 2♣ 9♥ 3♥ 7♠, two cards to take.
    page.check("#t-top")
    page.click('button[aria-label="hearts"]')
    page.click('button.pc.small:text-is("2")')
    for suit, rank in [("clubs", "2"), ("hearts", "9"), ("hearts", "3"), ("spades", "7")]:
        page.click(f'button[aria-label="{suit}"]')
        page.click(f'button.pc.small:text-is("{rank}")')
    page.select_option("#open", "penalty")
    page.fill("#open-value", "2")
    page.click("#judge-run")
    got = json.loads(page.get_attribute("#verdict", "data-verdict"))
    want = json.loads(cli("judge", "makao", "--top", "2h", "--hand", "2c 9h 3h 7s", "--penalty", "2",
                          "--json", "--lang", "en").stdout)
    check("judge: Makao with an open penalty, the CLI's verdict", got == want, f"{got} != {want}")
    page.screenshot(path=f"{DOCS}/web-judge.png")
    page.goto(f"{URL}index.html?fast#judge?game=makatsu")
    ready(page, "judge")
    page.fill("#entries", "Jo=B2,G7 Kim=L5,B2 Lea=G7,L1")
    page.fill("#entries-meister", "Jo")
    page.click("#judge-run")
    got = json.loads(page.get_attribute("#verdict", "data-verdict"))
    want = json.loads(cli("judge", "makatsu", "--meister", "Jo", "Jo=B2,G7", "Kim=L5,B2", "Lea=G7,L1",
                          "--json", "--lang", "en").stdout)
    check("judge: a Meister Makatsu round, the CLI's verdict", got == want, f"{got} != {want}")
    # Engine parity: the core built for wasm32 (in the page) and for the
    # host (the CLI) on more of the judge's cases.
    cases = [
        ("makao", {"top": "9s", "hand": "Js Qh 9d 4c"}, ["--top", "9s", "--hand", "Js Qh 9d 4c"]),
        ("makao", {"top": "4h", "hand": "4c 8h Qs", "wait": 1}, ["--top", "4h", "--hand", "4c 8h Qs", "--wait", "1"]),
        ("makao", {"top": "Jh", "hand": "7c 7h Jd 9s", "demand_value": "7"}, ["--top", "Jh", "--hand", "7c 7h Jd 9s", "--demand-value", "7"]),
        ("makao", {"top": "Ks", "hand": "Kh 2s 5d", "penalty": 5}, ["--top", "Ks", "--hand", "Kh 2s 5d", "--penalty", "5"]),
        ("maumau", {"top": "7h", "hand": "7c 9h Js", "penalty": 2}, ["--top", "7h", "--hand", "7c 9h Js", "--penalty", "2"]),
        ("maumau", {"top": "Jc", "hand": "9h Ah 8c", "demand_suit": "h"}, ["--top", "Jc", "--hand", "9h Ah 8c", "--demand-suit", "h"]),
        ("makatsu", {"pass": 2, "entries": ["A=B8,Y1", "B=P8,B1", "C=Y8,P2"]}, ["--pass", "2", "A=B8,Y1", "B=P8,B1", "C=Y8,P2"]),
    ]
    same = 0
    for game, form, args in cases:
        got = page.evaluate("([g, f]) => JSON.parse(rulecard.core.judge('en', g, JSON.stringify(f))).verdict", [game, form])
        want = json.loads(cli("judge", game, *args, "--json", "--lang", "en").stdout)
        same += got == want
        if got != want:
            check(f"judge parity {game} {form}", False, f"{got} != {want}")
    check(f"judge: wasm32 and host verdicts equal on {same} of {len(cases)} more cases", same == len(cases))
    page.close()


def answer_one(page):
    page.wait_for_selector("#quiz-prompt")
    if page.query_selector("#quiz-number"):
        page.fill("#quiz-number", "1")
        page.click("#quiz-check")
    elif page.query_selector("#quiz-check"):
        page.click(".choice >> nth=0")
        page.click("#quiz-check")
    else:
        page.click(".choice >> nth=0")
    page.wait_for_selector("#quiz-verdict")


def test_quiz(context, browser):
    page = open_page(context, "quiz?game=makao")
    ready(page, "quiz")
    page.click("#quiz-start")
    answer_one(page)
    page.eval_on_selector("#question", "e => e.scrollIntoView()")
    page.screenshot(path=f"{DOCS}/web-quiz.png")
    page.click("#quiz-next")
    answer_one(page)
    before = page.text_content("#quiz-summary")
    page.reload()
    ready(page, "quiz")
    after = page.text_content("#quiz-summary")
    check("quiz: two answers kept across a reload", after == before and after.startswith("2 answered"),
          f"{before!r} then {after!r}")
    with page.expect_download() as d:
        page.click("#export")
    path = d.value.path()
    exported = open(path).read()
    home = tempfile.mkdtemp()
    os.makedirs(f"{home}", exist_ok=True)
    # The file is the CLI's progress.json: the CLI reads it.
    with open(os.path.join(home, "progress.json"), "w") as f:
        f.write(exported)
    env_home = os.environ.get("RULECARD_HOME")
    os.environ["RULECARD_HOME"] = home
    listed = cli("stats", "--json")
    if env_home is not None:
        os.environ["RULECARD_HOME"] = env_home
    answered = json.loads(listed.stdout).get("answered") if listed.returncode == 0 else None
    check("quiz: the export reads as the CLI's progress.json", answered == 2,
          listed.stdout[:300] + listed.stderr[:300])
    fresh = browser.new_context(viewport=PHONE)
    other = open_page(fresh, "quiz?game=makao")
    ready(other, "quiz")
    other.set_input_files("#import", path)
    other.wait_for_function("document.querySelector('#quiz-summary').textContent.startsWith('2 answered')")
    check("quiz: imported into a fresh profile", other.text_content("#quiz-summary") == before)
    # Reveal mode: uncovered, then graded by the player, and recorded.
    other.check("#reveal")
    other.click("#quiz-start")
    other.click("#quiz-uncover")
    other.wait_for_selector("#quiz-answer")
    other.click('[data-grade="knew"]')
    other.wait_for_function("document.querySelector('#quiz-summary').textContent.startsWith('3 answered')")
    check("quiz: reveal mode uncovers the answer and records the self-grade", other.query_selector("#quiz-verdict") is not None)
    fresh.close()
    # The heading's reference as the CLI words it for an English reader.
    page.goto(f"{URL}index.html?fast#quiz?game=makao")
    ready(page, "quiz")
    page.click("#quiz-start")
    page.wait_for_selector("#quiz-prompt")
    heading = page.text_content("#question h3")
    check("quiz: the reference in the reader's words (Step N (Stap N))",
          "Stap" not in heading or re.search(r"Step \d+ \(Stap \d+\)", heading) is not None, heading)
    page.close()


def play_to_end(page, game, players, seed, level="tips", mau=True, limit=600, several=False):
    page.goto(f"{URL}index.html?fast#play?game={game}&players={players}&seed={seed}&level={level}")
    ready(page, "play")
    page.click("#new-game")
    shot = None
    for _ in range(limit):
        page.wait_for_function("['move','over'].includes(document.body.dataset.ready)", timeout=30000)
        if page.evaluate("document.body.dataset.ready") == "over":
            return shot
        if shot is None and page.query_selector("#table:not([data-penalty='0'])") and game == "makao":
            page.eval_on_selector("#table-box", "e => e.scrollIntoView()")
            page.screenshot(path=f"{DOCS}/web-play.png")
            shot = True
        page.evaluate("document.body.dataset.ready = 'sent'")
        if page.query_selector("[data-choice]"):
            page.click("[data-choice] >> nth=0")
        elif page.query_selector('[data-action="end_turn"]') and not (several and page.query_selector(".hand .pc.lit")):
            page.click('[data-action="end_turn"]')
        elif page.query_selector(".hand .pc.lit"):
            if mau and page.query_selector('[data-action="mau"]') and page.evaluate("document.querySelectorAll('.hand .pc').length") == 2:
                page.click('[data-action="mau"]')
                page.evaluate("document.body.dataset.ready = 'sent'")
                page.wait_for_timeout(50)
            page.click(".hand .pc.lit >> nth=0")
        elif page.query_selector('[data-action="keep"]'):
            page.click('[data-action="keep"]')
        elif page.query_selector("#draw-pile:not([disabled])"):
            page.click("#draw-pile")
        else:
            page.click(".actions button >> nth=0")
        page.wait_for_timeout(20)
    raise AssertionError("the game did not end")


def test_play(context):
    page = open_page(context, "play")
    ready(page, "play")
    # Seeded games by taps, laying every card of a value that may follow
    # before "End turn", until one has had several cards in one turn.
    for seed in range(42, 72):
        play_to_end(page, "makao", 3, seed, several=True)
        over = json.loads(page.get_attribute("#table-box", "data-over"))
        actions = page.evaluate("window.rulecardPlay.actions")
        lines = "".join(json.dumps(a) + "\n" for a in actions)
        r = cli("play", "makao", "--json", "--seed", str(seed), "--players", "3", "--opponents", "tips", "--lang", "en", stdin=lines)
        events = [json.loads(l) for l in r.stdout.splitlines() if l.strip()]
        cli_over = [e for e in events if e.get("event") == "over"]
        laid_several = any(len(e.get("cards", [])) > 1 for e in events if e.get("event") == "laid" and e.get("seat") == 0)
        kinds = {json.dumps(a) for a in actions}
        drew = '"draw"' in kinds and '"keep"' in kinds
        jack = any("choose" in k for k in kinds)
        if laid_several and drew and jack:
            break
    check("play: a seeded Makao game by taps ends with the CLI's score for the same moves",
          bool(cli_over) and cli_over[0]["scores"] == over["scores"] and cli_over[0]["winner"] == over["winner"],
          f"page {over}, cli {cli_over[:1]}")
    check("play: the Makao game had a draw then keep and a jack's value", drew and jack, sorted(kinds)[:12])
    check(f"play: several cards of one value, then End turn (seed {seed})", laid_several)
    moves = page.evaluate("window.rulecardPlay.moves")
    # Mau-Mau: never say "Mau" until it is forgotten.
    forgot = False
    for seed in range(1, 15):
        play_to_end(page, "maumau", 2, seed, level="random", mau=False)
        if "forgot" in page.text_content("#log").lower() or "vergessen" in page.text_content("#log").lower() or re.search(r"Mau.*(draw|take)", page.text_content("#log")):
            forgot = True
            break
    check("play: a Mau-Mau game with a forgotten Mau shows its penalty", forgot, page.text_content("#log")[:400])
    play_to_end(page, "makatsu", 3, 5)
    check("play: a Meister Makatsu game ends with its result", page.query_selector("#over") is not None)
    page.close()
    return moves


def test_house(context):
    """Mau-Mau's house-rules panel: a variant and an option switched on
    are kept across a reload and used by the judge (the CLI's verdict with
    --variant/--mau-penalty), the sheet and the quiz."""
    # A game without house rules shows no panel and no stray text.
    stray = []
    for tab in ["play", "judge", "quiz", "sheet"]:
        other = open_page(context, f"{tab}?game=makao")
        # (The sheet's page marks no readiness: its heading is shown last.)
        if tab == "sheet":
            other.wait_for_selector("#main h2")
        else:
            ready(other, tab)
        if other.query_selector("#house") or "null" in other.text_content("main"):
            stray.append(tab)
        other.close()
    check("house rules: Makao's pages show no panel and no stray 'null'", not stray, stray)
    page = open_page(context, "judge?game=maumau")
    ready(page, "judge")
    page.evaluate("localStorage.removeItem('rulecard.house.maumau')")
    page.reload()
    ready(page, "judge")
    page.click("#house summary")
    page.check('[data-variant="seven-stacking"]')
    page.select_option('[data-option="mau-penalty"]', "2")
    page.reload()
    ready(page, "judge")
    kept = page.is_checked('[data-variant="seven-stacking"]') and page.input_value('[data-option="mau-penalty"]') == "2"
    page.screenshot(path=f"{DOCS}/web-house.png")
    check("house rules: the panel keeps a variant and an option across a reload", kept)
    page.check("#t-top")
    page.click('button[aria-label="hearts"]')
    page.click('button.pc.small:text-is("7")')
    page.click('button[aria-label="clubs"]')
    page.click('button.pc.small:text-is("7")')
    page.select_option("#open", "penalty")
    page.fill("#open-value", "2")
    page.click("#judge-run")
    got = json.loads(page.get_attribute("#verdict", "data-verdict"))
    want = json.loads(cli("judge", "maumau", "--variant", "seven-stacking", "--mau-penalty", "2", "--top", "7h",
                          "--hand", "7c", "--penalty", "2", "--json", "--lang", "en").stdout)
    check("house rules: the judge uses the panel's, the CLI's verdict with --variant", got == want, f"{got} != {want}")
    page.goto(f"{URL}index.html?fast#sheet?game=maumau")
    page.wait_for_selector("#house")
    html = page.evaluate("rulecard.core.sheet_html('en', 'maumau', localStorage.getItem('rulecard.house.maumau'))")
    plain = page.evaluate("rulecard.core.sheet_html('en', 'maumau', '')")
    check("house rules: the sheet names the variant switched on", "Seven on seven" in html and "Seven on seven" not in plain)
    page.evaluate("localStorage.removeItem('rulecard.house.maumau')")
    page.close()


def test_stats(context):
    """After a game, the play page shows the statistics as `rulecard stats`
    words them: the line per level and the rating."""
    page = open_page(context, "play")
    ready(page, "play")
    play_to_end(page, "makao", 2, 7)
    page.wait_for_function("document.querySelector('#stats').textContent.includes('Rating against')")
    text = page.text_content("#stats")
    check("play: the statistics show the games and the rating the core computes",
          "tips:" in text and "Rating against tips" in text, text[:300])
    page.close()


def test_offline(browser):
    context = browser.new_context(viewport=PHONE)
    page = open_page(context)
    ready(page, "search")
    page.wait_for_function("document.body.dataset.offline === 'ready'", timeout=20000)
    page.wait_for_function("navigator.serviceWorker.controller !== null || (location.reload(), false)", timeout=20000)
    context.set_offline(True)
    page.reload()
    ready(page, "search")
    page.fill("#q", "jack")
    first = page.eval_on_selector("#results", "e => e.dataset.first")
    check("offline: the app reloads with the network off and a search works", bool(first), first)
    context.close()


def test_sheet(context):
    page = context.new_page()
    page.goto(f"{URL}index.html?fast#sheet")
    page.wait_for_function("window.rulecard !== undefined")
    for game in ["makatsu", "makao", "maumau"]:
        html = page.evaluate(f"rulecard.core.sheet_html('en', '{game}', '')")
        sheet = context.new_page()
        sheet.set_content(html)
        pdf = sheet.pdf(format="A4", print_background=True, prefer_css_page_size=True)
        pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
        check(f"sheet: {game} prints on one page", pages == 1, f"{pages} pages")
        sheet.close()
    page.close()


def test_screens(context):
    page = open_page(context, "search?game=&q=jack")
    ready(page, "search")
    page.fill("#q", "draw two cards")
    page.screenshot(path=f"{DOCS}/web-search.png")
    page.goto(f"{URL}index.html?fast#card/makatsu/tie-later-card")
    ready(page, "card")
    page.screenshot(path=f"{DOCS}/web-card.png")
    page.close()


def main():
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        context = browser.new_context(viewport=PHONE, accept_downloads=True)
        only = sys.argv[1:]
        tests = {
            "search": lambda: test_search(context),
            "judge": lambda: test_judge(context),
            "quiz": lambda: test_quiz(context, browser),
            "play": lambda: test_play(context),
            "house": lambda: test_house(context),
            "stats": lambda: test_stats(context),
            "offline": lambda: test_offline(browser),
            "sheet": lambda: test_sheet(context),
            "screens": lambda: test_screens(context),
        }
        for name, run in tests.items():
            if only and name not in only:
                continue
            try:
                run()
            except Exception as e:  # a test that breaks is a failure, named
                check(f"{name} ran to its end", False, repr(e)[:500])
        browser.close()
    if FAILURES:
        print(f"{len(FAILURES)} browser checks failed: {', '.join(FAILURES)}")
        sys.exit(1)
    print("all browser checks passed")


if __name__ == "__main__":
    main()
