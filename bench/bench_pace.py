"""How long a whole deal against the computer players keeps a quick player waiting (results in docs/BENCHMARKS.md).

    .venv/bin/python bench/bench_pace.py --deals 5 --animation off --pace quick --level medium

The table's own :class:`~hearts.web.table.controller.Controller` plays each deal
in real time under CPython, with the timing the page uses for the chosen
animation speed and computer players' pace, and a person who answers at
once (passes their first three cards, plays their first legal card, presses
Continue as soon as it shows). Everything between the deal's first screen
and its score sheet is therefore waiting: the table's pauses plus the
computer players' thinking, both reported. ``--auto`` lets each trick end by
itself (the "Continue by itself" setting), whose pauses count as waiting too.
Pure Python runs about 2x slower in the browser than here (see
docs/BENCHMARKS.md), which stretches only the thinking part.

``--browser`` plays the same deals in Chromium on the built site
(``./scripts/build``), with those settings stored, and a person who is a
script in the page answering within a few milliseconds: the figure is the
time from the table's first screen to the score sheet.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))  # the server and Chromium's flags

from hearts.web.table.choices import PlayChoices, Timing
from hearts.web.table.controller import Controller

GAME = 48213907


async def one_deal(game: int, level: str, timing: Timing, auto: bool) -> tuple[float, float]:
    """Seconds from the deal's first screen to its score sheet, and the seconds of that spent in the table's pauses."""
    paused = 0.0

    async def sleep(seconds: float) -> None:
        nonlocal paused
        if seconds != timing.received_highlight:  # the received cards' highlight runs beside play, blocking nothing
            paused += seconds
        await asyncio.sleep(seconds)

    choices = PlayChoices(level=level, timing=timing)
    controller = Controller(lambda: None, game_number=game, choices=choices, sleep=sleep)
    controller.auto_continue = auto
    table = controller.table
    start = time.perf_counter()
    controller.start()
    while table.stage not in ("deal-over", "match-over"):
        if table.choosing_pass:
            for card in table.hand[:3]:
                controller.tap_card(card.code)
            controller.press("pass")
        elif table.your_turn:
            controller.tap_card(table.round.legal_plays()[0].code)
        elif table.stage == "trick" and not auto:
            controller.press("continue")
        await asyncio.sleep(0.001)
    return time.perf_counter() - start, paused


PERSON = """(auto) => {
  const start = performance.now();
  window.benchDone = null;
  const timer = setInterval(() => {
    if (!document.getElementById('sheet').hidden) {
      window.benchDone = performance.now() - start;
      clearInterval(timer);
      return;
    }
    const next = document.querySelector('[data-action=continue]');
    if (next && !auto) { next.click(); return; }
    if (document.body.dataset.turn === 'you') {
      const card = document.querySelector('#hand .card[aria-disabled="false"]');
      if (card) card.click();
      return;
    }
    const choices = [...document.querySelectorAll('#hand .card[aria-pressed]')];
    if (choices.length) {
      const picked = choices.filter(c => c.getAttribute('aria-pressed') === 'true').length;
      if (picked < 3) choices.find(c => c.getAttribute('aria-pressed') === 'false').click();
      else document.querySelector('[data-action=pass]').click();
    }
  }, 4);
}"""
"""The person: picks their first three cards and passes, plays their first legal card, presses Continue
(unless each trick ends by itself)."""


def browser_deals(deals: int, level: str, animation: str, pace: str, auto: bool) -> list[float]:
    """Seconds from the first screen to the score sheet of each deal, played in Chromium."""
    import json
    import shutil
    import tempfile

    from bench_boot import DIST
    from chromium_args import CHROMIUM_ARGS
    from playwright.sync_api import sync_playwright
    from serve import start_server

    chromium = shutil.which("chromium")
    if chromium is None or not (DIST / "index.html").is_file():
        raise SystemExit("bench_pace: needs Debian's chromium (./scripts/setup) and dist/ (./scripts/build)")
    settings = {"animation": animation, "pace": pace, "pause_after_trick": not auto, "difficulty": level}
    stored = json.dumps({"version": 1, "data": settings})
    seconds = []
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        (Path(folder) / "site").symlink_to(DIST, target_is_directory=True)
        server, base = start_server(Path(folder))
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            for i in range(deals):
                context = browser.new_context()
                context.add_init_script(f"localStorage.setItem('hearts.settings', {json.dumps(stored)});")
                page = context.new_page()
                page.goto(f"{base}site/?deal={GAME + i}")
                page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
                page.evaluate(PERSON, auto)
                page.wait_for_function("window.benchDone !== null", timeout=300_000, polling=50)
                seconds.append(float(page.evaluate("window.benchDone")) / 1000)
                context.close()
        finally:
            browser.close()
            server.shutdown()
    return seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=5)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--animation", default="off")
    parser.add_argument("--pace", default="quick")
    parser.add_argument("--auto", action="store_true", help="each trick ends by itself")
    parser.add_argument("--browser", action="store_true", help="play in Chromium on the built site")
    args = parser.parse_args(argv)
    timing = Timing.named(args.animation, args.pace)
    if args.browser:
        found = browser_deals(args.deals, args.level, args.animation, args.pace, args.auto)
        print(
            f"Chromium: {args.deals} deals, {args.level} players, animation {args.animation}, pace {args.pace},"
            f" {'continue by itself' if args.auto else 'wait for Continue'}: first screen to score sheet"
            f" median {statistics.median(found):.2f} s, max {max(found):.2f} s"
        )
        return 0
    totals, pauses = [], []
    for i in range(args.deals):
        total, paused = asyncio.run(one_deal(GAME + i, args.level, timing, args.auto))
        totals.append(total)
        pauses.append(paused)
    print(
        f"{args.deals} deals, {args.level} players, animation {args.animation}, pace {args.pace},"
        f" {'continue by itself' if args.auto else 'wait for Continue'} ({timing})"
    )
    print(
        f"waiting per deal: median {statistics.median(totals):.2f} s, max {max(totals):.2f} s;"
        f" of which the table's pauses: median {statistics.median(pauses):.2f} s"
        f" (the rest is the computer players' thinking and the person's taps)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
