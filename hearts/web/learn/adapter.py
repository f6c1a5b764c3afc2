"""The Learn view in the browser: rules, practice, quick reference, questions and tips.

It writes the trees of :mod:`.views` into ``#learn`` (and those of
:mod:`.practice` into its ``#practice`` panel after each tap), follows the
address and hands taps to the :class:`~.state.LearnState`, keeping your
progress. Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_proxy

from ...learn.session import Route, parse_route
from ...rules import Rules
from ..storage.local import LocalStore
from ..storage.progress import PROGRESS_SLOT
from ..storage.store import KeyValueStore, Storage
from ..ui.dom import absent, build, fill, text
from ..ui.tree import h, html_of
from .practice import practice_view
from .state import LearnState
from .views import learn_view

__all__ = ["LearnView", "install"]


class LearnView:
    """Shows ``#learn`` when the address is a Learn address, and the table otherwise."""

    def __init__(
        self, rules: Callable[[], Rules], store: KeyValueStore | None = None, *, storage: Storage | None = None
    ) -> None:
        self.document = js.document
        self.rules = rules
        self.storage = storage or Storage(store if store is not None else LocalStore())
        self.state = LearnState(self.storage.load(PROGRESS_SLOT).value)
        root = self.document.getElementById("learn")
        if absent(root):
            root = build(h("main", {"class": "learn", "id": "learn"}))
            self.document.body.appendChild(root)
        root.setAttribute("aria-labelledby", "learn-title")
        root.hidden = True
        self.root = root
        self.content = build(h("div", {"class": "learn-content"}))
        self.live = build(h("div", {"class": "sr-only", "aria-live": "polite"}))
        """Says each verdict aloud; it stays in place while the content is redrawn."""
        root.replaceChildren(self.content, self.live)
        self._proxies = [create_proxy(self._on_hash), create_proxy(self._on_click)]
        js.window.addEventListener("hashchange", self._proxies[0])
        root.addEventListener("click", self._proxies[1])
        self._on_hash()

    # ------------------------------------------------------------- routing

    def _on_hash(self, _event: Any = None) -> None:
        route = parse_route(str(js.location.hash))
        if route is None:
            self.hide()
        else:
            self.show(route)

    def hide(self) -> None:
        if not self.state.leave():
            return
        self.root.hidden = True
        body = self.document.body
        body.classList.remove("learning")
        body.removeAttribute("data-learn")

    def show(self, route: Route) -> None:
        opening = self.state.route is None
        anew = self.state.go(route)
        body = self.document.body
        body.classList.add("learning")
        body.dataset.learn = route.page
        self.root.hidden = False
        if anew:
            state = self.state
            fill(self.content, html_of(learn_view(route, self.rules(), state.progress, state.practice)))
        target: Any = None
        if route.page == "rules" and route.item is not None:
            target = self.document.getElementById(f"learn-{route.item}")
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
        self.live.textContent = pressed.said
        panel = self.document.getElementById("practice")
        if not absent(panel):
            fill(panel, html_of(practice_view(practice, self.rules())))
            self._focus(panel, pressed.focus)

    def _focus(self, panel: Any, selector: str) -> None:
        element = panel.querySelector(selector)
        if absent(element):
            return
        if absent(element.getAttribute("tabindex")) and str(element.tagName) not in ("BUTTON", "A"):
            element.setAttribute("tabindex", "-1")
        element.focus()


def install(
    rules: Callable[[], Rules], store: KeyValueStore | None = None, *, storage: Storage | None = None
) -> LearnView:
    """Start the Learn view: it follows the address from now on (``#learn…`` shows it).

    ``storage`` shares the page's :class:`Storage` (and its notices); else one is made over ``store``.
    """
    return LearnView(rules, store, storage=storage)
