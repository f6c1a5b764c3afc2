"""The puzzles view in the browser: ``#puzzles``, a puzzle posed, answered with a tap or a key, your progress kept.

It writes the tree of :mod:`.views` into ``#puzzles`` after each tap, hands taps and keys to the
:class:`~.state.PuzzlesState`, keeps the progress (:data:`~hearts.web.storage.puzzle_progress.PUZZLES_SLOT`) after
each answer and says the question, the result and the rating's change through the page's announcer. Its keys (given
to the page's keyboard, :mod:`hearts.web.ui.keyboard`): the arrow keys (and Home, End) move between the cards of
the hand, Enter or Space taps the card (the button's own click), P passes the chosen cards, N goes to the next
puzzle once this one is answered. Once the Expert has played the deal on, its replay steps as History's does (its
buttons, and away from the hand the keys of :data:`~hearts.web.ui.replay_steps.STEP_KEYS`), each step said.
Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

import js

from ...puzzles import load_puzzles
from ..background import log_error, start
from ..slicer import think_reporting
from ..storage.puzzle_progress import PUZZLES_SLOT
from ..storage.store import Storage
from ..ui.clock import Clock
from ..ui.dom import absent, fill, page_view, text
from ..ui.events import Listeners
from ..ui.keyboard import Keyboard, Press
from ..ui.live import announcer
from ..ui.replay_steps import STEP_KEYS
from .result_view import result_said
from .state import PuzzlesState, Tapped
from .views import puzzles_view as draw
from .views import question_said
from .watch_view import step_said

if TYPE_CHECKING:
    from ..router import Route

__all__ = ["PuzzlesView", "install"]

_MOVES: Final = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}
_CARD: Final = "[data-puzzle-card]"
_STEPS: Final = {"first": "Home", "back": "ArrowLeft", "forward": "ArrowRight", "last": "End"}
"""The replay's buttons, as the keys that do the same."""
_SLICE: Final = 0.01
"""Seconds of the Expert's work before control goes back to the page."""
_PROGRESS_EVERY: Final = 0.12
"""Seconds between two drawings of the Expert's progress."""


class PuzzlesView:
    """Shows ``#puzzles`` while the router shows it; ``storage`` keeps your progress, ``flush`` shows its notices."""

    def __init__(self, storage: Storage, listeners: Listeners, keyboard: Keyboard, flush: Callable[[], None]) -> None:
        self.document = js.document
        self.storage = storage
        self.flush = flush
        self.clock = Clock(js.Date.new)
        seed = int(js.Math.random() * 2**52)  # the interpreter starts from a snapshot: its own seeds repeat
        self.state = PuzzlesState(load_puzzles(), storage.load(PUZZLES_SLOT).value, self.clock.today(), seed)
        self.root, self.content = page_view("puzzles", "learn puzzles", "puzzles-title", "puzzles-frame")
        self.announcer = announcer()
        self.shown = False
        self.task: asyncio.Task[None] | None = None
        """The Expert playing on, while it does."""
        listeners.listen(self.root, "click", self._on_click)
        keyboard.add("puzzles", self)

    # ------------------------------------------------------------- routing

    def show(self, _route: Route) -> None:
        if self.shown:
            return
        self.shown = True
        self.document.body.classList.add("puzzling")
        self.root.hidden = False
        today = self.clock.today()
        if today != self.state.today:
            self.state.today = today
            self.state.next()
        self.redraw()
        js.window.scrollTo(0, 0)
        self._focus("#puzzle-question, #puzzles-title")
        self.announcer.say(question_said(self.state))
        self.flush()

    def hide(self) -> None:
        self.shown = False
        self.root.hidden = True
        self.document.body.classList.remove("puzzling")

    def redraw(self) -> None:
        fill(self.content, draw(self.state))

    # ---------------------------------------------------------------- input

    def _on_click(self, event: Any) -> None:
        target = event.target.closest("[data-puzzle-card], [data-puzzle-mode], [data-puzzle-action]")
        if absent(target):
            return
        card = text(target.getAttribute("data-puzzle-card"))
        mode = text(target.getAttribute("data-puzzle-mode"))
        action = text(target.getAttribute("data-puzzle-action"))
        if card is not None:
            self._tapped(self.state.tap(card), f'[data-puzzle-card="{card}"]')
        elif mode is not None:
            self.state.choose(mode)
            self._posed(f'[data-puzzle-mode="{mode}"]')
        elif action == "pass":
            self._tapped(self.state.submit_pass(), '[data-puzzle-action="pass"]')
        elif action == "next":
            self._next()
        elif action == "watch" and self.state.result is not None and self.state.watch is None:
            self._watch()
        elif action in _STEPS:
            self._step(_STEPS[action])

    def _step(self, key: str) -> bool:
        """Step the Expert's replay as ``key`` asks (one of the step keys); whether it moved."""
        watch = self.state.watch
        if watch is None or watch.key(key) is None:
            return False
        self.redraw()
        self.announcer.say(step_said(self.state))
        return True

    def _next(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None
        self.state.advance()
        self._posed("#puzzle-question")

    def _watch(self) -> None:
        """The Expert plays the rest of the deal from the best answer, in slices; its progress shows meanwhile."""
        state = self.state
        steps = state.watch_steps()
        watch = state.watch
        assert watch is not None
        puzzle = watch.puzzle

        def progress(done: int, total: int) -> None:
            if state.watching(puzzle, done, total) and self.shown:
                self.redraw()

        async def work() -> None:
            played = await think_reporting(steps, _SLICE, progress, _PROGRESS_EVERY)
            self.task = None
            if state.watched(puzzle, played):
                self.redraw()
                self._focus("#puzzle-rest-title")
                self.announcer.say(step_said(state))

        self.redraw()
        self._focus(".puzzle-watching")
        self.task = start(work(), log_error)

    def _posed(self, focus: str) -> None:
        self.redraw()
        self._focus(focus)
        self.announcer.say(question_said(self.state))

    def _tapped(self, tapped: Tapped, focus: str) -> None:
        self.redraw()
        if tapped.right is not None:
            self._keep()
            self._focus('[data-puzzle-action="next"]')
            self.announcer.say(result_said(self.state))
            return
        self._focus(focus)
        if tapped.said:
            self.announcer.say(tapped.said)

    def _keep(self) -> None:
        if self.state.changed:
            self.storage.save(PUZZLES_SLOT, self.state.progress)
            self.state.changed = False
            self.flush()

    def _focus(self, selector: str) -> None:
        element = self.root.querySelector(selector)
        if not absent(element):
            element.focus()

    # ---------------------------------------------------------------- keys

    def on_key(self, press: Press, target: Any) -> bool:
        """The view's keys (see the module's docstring); whether it took the key."""
        if press.typing or press.modified:
            return False
        key = press.key
        watch = self.state.watch
        on_hand = not absent(target) and not absent(target.closest(_CARD))
        if key in STEP_KEYS and watch is not None and watch.replay is not None and not on_hand:
            self._step(key)
            return True
        if key in _MOVES or key in ("Home", "End"):
            return self._move(key, target)
        if key in ("p", "P"):
            if absent(self.root.querySelector('[data-puzzle-action="pass"]')):
                return False
            self._tapped(self.state.submit_pass(), '[data-puzzle-action="pass"]')
            return True
        if key in ("n", "N") and self.state.result is not None:
            self._next()
            return True
        return False

    def on_focus(self, target: Any) -> None:
        """Nothing to follow: focus stays where the person puts it."""

    def _move(self, key: str, target: Any) -> bool:
        cards = list(self.root.querySelectorAll(_CARD))
        if not cards:
            return False
        codes = [text(card.getAttribute("data-puzzle-card")) for card in cards]
        here = None if absent(target) else text(target.getAttribute("data-puzzle-card"))
        index = codes.index(here) if here in codes else -1
        if key == "Home":
            index = 0
        elif key == "End":
            index = len(cards) - 1
        elif index < 0:
            index = 0
        else:
            index = max(0, min(len(cards) - 1, index + _MOVES[key]))
        cards[index].focus()
        return True


def install(storage: Storage, listeners: Listeners, keyboard: Keyboard, flush: Callable[[], None]) -> PuzzlesView:
    """Make the puzzles view, which the router shows at ``#puzzles``."""
    return PuzzlesView(storage, listeners, keyboard, flush)
