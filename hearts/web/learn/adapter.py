"""The Learn view in the browser: rules, practice, quick reference, questions and tips.

It writes the trees of :mod:`.views` into ``#learn`` (and those of
:mod:`.practice` into its ``#practice`` panel after each tap), shows the
route the router hands it and hands taps to the :class:`~.state.LearnState`,
keeping your progress. Learn takes no keys of its own (the page's keyboard,
:mod:`hearts.web.ui.keyboard`, leaves them to the browser while it shows). Runs
under PyScript on Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import js

from ...rules import Rules
from ..storage.progress import PROGRESS_SLOT
from ..storage.store import Storage
from ..ui.dom import absent, fill, page_view, text
from ..ui.events import Listeners
from ..ui.live import announcer
from .practice import practice_view
from .state import LearnState
from .views import learn_view

if TYPE_CHECKING:
    from ..router import Route

__all__ = ["LearnView", "install"]


class LearnView:
    """Shows ``#learn`` while the router shows Learn's routes; ``rules`` are the rules in play."""

    def __init__(self, rules: Callable[[], Rules], storage: Storage, listeners: Listeners) -> None:
        self.document = js.document
        self.rules = rules
        self.storage = storage
        self.state = LearnState(self.storage.load(PROGRESS_SLOT).value)
        self.root, self.content = page_view("learn", "learn", "learn-title", "learn-content")
        self.announcer = announcer()
        """Says each verdict aloud."""
        listeners.listen(self.root, "click", self._on_click)

    # ------------------------------------------------------------- routing

    def hide(self) -> None:
        if not self.state.leave():
            return
        self.root.hidden = True
        body = self.document.body
        body.classList.remove("learning")
        body.removeAttribute("data-learn")

    def show(self, route: Route) -> None:
        """Show Learn's part of ``route``: a page, and in it a section or a lesson."""
        learn = route.learn
        assert learn is not None
        opening = self.state.route is None
        anew = self.state.go(learn)
        body = self.document.body
        body.classList.add("learning")
        body.dataset.learn = learn.page
        self.root.hidden = False
        if anew:
            state = self.state
            fill(self.content, learn_view(learn, self.rules(), state.progress, state.practice))
        target: Any = None
        if learn.page == "rules" and learn.item is not None:
            target = self.document.getElementById(f"learn-{learn.item}")
        if not absent(target):
            target.scrollIntoView()
        elif anew:
            js.window.scrollTo(0, 0)
        if opening or anew:
            heading = self.root.querySelector("h1")
            if not absent(heading):
                heading.focus()

    # ---------------------------------------------------------------- input

    def _on_click(self, event: Any) -> None:
        target = event.target.closest("[data-learn-card], [data-learn-action], [data-learn-step]")
        if absent(target):
            return
        action = text(target.getAttribute("data-learn-action"))
        if action == "print":
            js.window.print()
            return
        step = text(target.getAttribute("data-learn-step"))
        before = self.state.progress
        pressed = self.state.press(
            card=text(target.getAttribute("data-learn-card")),
            step=int(step) if step is not None else None,
            action=action,
        )
        practice = self.state.practice
        if pressed is None or practice is None:
            return
        if self.state.progress != before:
            self.storage.save(PROGRESS_SLOT, self.state.progress)
        self.announcer.say(pressed.said)
        panel = self.document.getElementById("practice")
        if not absent(panel):
            fill(panel, practice_view(practice, self.rules()))
            self._focus(panel, pressed.focus)

    def _focus(self, panel: Any, selector: str) -> None:
        element = panel.querySelector(selector)
        if absent(element):
            return
        if absent(element.getAttribute("tabindex")) and str(element.tagName) not in ("BUTTON", "A"):
            element.setAttribute("tabindex", "-1")
        element.focus()


def install(rules: Callable[[], Rules], storage: Storage, listeners: Listeners) -> LearnView:
    """Make the Learn view, which the router shows at ``#learn…`` addresses (``storage`` keeps your progress)."""
    return LearnView(rules, storage, listeners)
