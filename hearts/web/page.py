"""The browser side of the table: the only module that touches the DOM.

It puts the rendered HTML of each region into the page, listens for taps
and choices on the table (one listener per kind of event, on the app root)
and hands them to the :class:`~hearts.web.controller.Controller`. Runs under
PyScript on Pyodide only.
"""

from __future__ import annotations

from typing import Any

import js
from pyodide.ffi import create_proxy

from .cardface import SUIT_SPRITE
from .computer import load as load_bots
from .controller import Controller, Timing
from .render import REGIONS, render
from .shell import Shell, local_today

__all__ = ["Page", "start"]


class Page:
    """Draws the controller's table into the page and forwards input to it."""

    def __init__(self, shell: Shell) -> None:
        document = js.document
        self.shell = shell
        self.document = document
        self.root = document.getElementById("app")
        self.elements = {name: document.getElementById(name) for name in REGIONS}
        self.live = document.getElementById("live")
        self.said = ""
        self.shown: dict[str, str] = {}
        settings = shell.settings
        self.controller = Controller(
            self.draw,
            table=shell.opening.table,
            level=settings.difficulty,
            rules=settings.rules,
            timing=Timing.named(settings.animation),
            auto_continue=not settings.pause_after_trick,
            on_error=self.show_error,
            on_save=shell.save,
            today=local_today,
        )
        sprite = document.getElementById("sprite")
        sprite.innerHTML = SUIT_SPRITE
        self._proxies = [
            create_proxy(self.on_click),
            create_proxy(self.on_change),
        ]
        self.root.addEventListener("click", self._proxies[0])
        self.root.addEventListener("change", self._proxies[1])

    def keep(self, proxy: Any) -> Any:
        """Keep a JavaScript proxy alive as long as the page."""
        self._proxies.append(proxy)
        return proxy

    # ------------------------------------------------------------------ draw

    def draw(self) -> None:
        controller = self.controller
        table = controller.table
        regions = render(
            table,
            choosing_new_game=controller.choosing_new_game,
            next_level=controller.next_level,
            next_rules=controller.rules,
        )
        focused = self._focused()
        sheet_was_open = bool(self.shown.get("sheet"))
        for name, inner in regions.items():
            if self.shown.get(name) != inner:
                self.elements[name].innerHTML = inner
                self.shown[name] = inner
        if table.announcement != self.said:
            self.said = table.announcement
            self.live.textContent = table.announcement
        sheet_open = bool(regions["sheet"])
        self.elements["sheet"].hidden = not sheet_open
        body = self.document.body
        body.setAttribute("data-stage", table.stage)
        turn = "you" if table.your_turn else ("computer" if table.to_play is not None else "none")
        body.setAttribute("data-turn", turn)
        if sheet_open and not sheet_was_open:
            self._focus(self.elements["sheet"].querySelector(".btn.primary"))
        else:
            self._restore_focus(focused)
        self.shell.after_draw(table)

    def _focused(self) -> tuple[str, str] | None:
        active = self.document.activeElement
        if not active or not hasattr(active, "getAttribute"):
            return None
        card = active.getAttribute("data-card")
        if card:
            return ("card", str(card))
        action = active.getAttribute("data-action")
        if action:
            return ("action", str(action))
        return None

    def _restore_focus(self, focused: tuple[str, str] | None) -> None:
        active = self.document.activeElement
        if focused is None or (active and active != self.document.body):
            return
        kind, value = focused
        selector = f'[data-card="{value}"]' if kind == "card" else f'[data-action="{value}"]'
        self._focus(self.root.querySelector(selector))

    def _focus(self, element: Any) -> None:
        if element:  # querySelector's null arrives as a falsy jsnull
            element.focus()

    def show_error(self, error: BaseException) -> None:
        js.console.error(f"Hearts: {type(error).__name__}: {error}")
        self.live.textContent = "Something went wrong. Reload the page to start again."

    # ----------------------------------------------------------------- input

    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-card], [data-action]")
        if not target:
            return
        card = target.getAttribute("data-card")
        if card:
            self.controller.tap_card(str(card))
            return
        action = str(target.getAttribute("data-action"))
        if target.getAttribute("aria-disabled") == "true" and action != "pass":
            return
        if action == "share":
            self.shell.share(self.controller.table.game_number)
            return
        self.controller.press(action)

    def on_change(self, event: Any) -> None:
        target = event.target
        if target.name == "level":
            self.shell.choose_difficulty(str(target.value))
            self.draw()


def _learn_on_demand(page: Page) -> None:
    """The Learn view follows ``#learn`` addresses; its modules load on the first visit, not at boot."""

    def install() -> None:
        from .learn_view import install as install_learn

        install_learn(lambda: page.controller.table.match.rules, storage=page.shell.keeper.storage)
        page.shell.flush_notices()

    if str(js.location.hash).startswith("#learn"):
        install()
        return

    def on_hash(event: Any) -> None:
        if str(js.location.hash).startswith("#learn"):
            js.window.removeEventListener("hashchange", listener)
            install()

    listener = create_proxy(on_hash)
    page.keep(listener)
    js.window.addEventListener("hashchange", listener)


def _warm_up(page: Page) -> None:
    """Load the computer players just after the table is ready, before they are first needed."""
    js.setTimeout(page.keep(create_proxy(lambda: load_bots())), 60)


def start() -> Page:
    """Build the table, draw it and mark the page ready for play."""
    shell = Shell()
    page = Page(shell)
    shell.attach(page.controller)
    page.controller.start()
    body = js.document.body
    body.setAttribute("data-ready", f"{js.performance.now():.0f}")
    _learn_on_demand(page)
    _warm_up(page)
    return page
