"""The History view in the browser: ``#history``, a kept game's replay, and ``#game=…`` links.

It draws :class:`~hearts.web.history.state.HistoryState`'s trees into
``#history`` (elements and text nodes only; card faces are the table's, made
from the engine's cards), shows the route the router hands it, turns buttons
and the step keys (from the page's keyboard, :mod:`hearts.web.ui.keyboard`) into the
state's calls, keeps focus where it was, and downloads, copies and reads
files. Its questions are dialogs of the keyboard. Opening a ``#game=`` link
replays that game and changes nothing that is kept until "Keep in History"
or "Play this game yourself" is chosen. Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, Protocol

import js

from ...words import step_words
from ...words.catalog import gettext as _
from ..background import log_error, start
from ..history_route import game_link
from ..storage.history_pars import record_with_pars
from ..ui.dom import absent, build, copy_text, download, text
from ..ui.events import Listeners
from ..ui.keyboard import IN_VIEW, Dialog, Keyboard, Press
from ..ui.live import announcer
from ..ui.tree import h
from .messages import CLIPBOARD_REFUSED, RECORD_COPIED, UNREADABLE_FILE, file_name, link_copied, saved_as
from .opening import size_problem
from .replay_parts import LayerMaker, NoLayer
from .stage import stage_view
from .state import HistoryState, ShownDeal
from .views import history_view

if TYPE_CHECKING:
    from ...rules import Rules
    from ..router import Route, Router
    from ..storage.history import HistoryEntry

__all__ = ["HistoryScreen", "TablePlays", "install"]

_CANCEL: Final = '[data-history-action="cancel"]'


class TablePlays(Protocol):
    """What History asks of the table: to play a game from History."""

    def play_game(self, game_number: int, rules: Rules) -> None: ...


class HistoryScreen:
    """Shows ``#history`` while the router shows History's routes; ``router`` takes it to other addresses."""

    def __init__(
        self,
        state: HistoryState,
        table: TablePlays,
        layer: LayerMaker,
        listeners: Listeners,
        keyboard: Keyboard,
        router: Router,
    ) -> None:
        self.state = state
        self.table = table
        self.keyboard = keyboard
        self.router = router
        self.document = js.document
        root = self.document.getElementById("history")
        self.root = root
        self.content = build(h("div", {"class": "history-content"}))
        root.replaceChildren(self.content)
        self.announcer = announcer()
        self.opener: Any = None
        self._tasks: set[Any] = set()
        self.reviews = layer(self)
        """The review laid over the replay (see :mod:`.replay_parts`)."""
        self.question = Dialog(
            "history-question",
            lambda: self.content.querySelector(".confirm"),
            _CANCEL,
            self._escape,
            IN_VIEW,
            "history",
        )
        """A question (clear History, delete or play a game) as the keyboard's dialog."""
        listeners.listen(root, "click", self._on_click)
        listeners.listen(root, "change", self._on_change)
        keyboard.add("history", self)

    # ------------------------------------------------- the review layer's

    def shown_deal(self) -> ShownDeal | None:
        """The deal the replay shows and its step, if any."""
        return self.state.shown_deal()

    def say(self, words: str) -> None:
        """Say ``words`` to screen readers."""
        self.announcer.say(words)

    def tell(self, message: str, *, problem: bool = False) -> None:
        """Show ``message`` on the screen (and say it, unless it is a problem: then it has the focus)."""
        self.state.tell(message, problem=problem)
        self.draw(focus="#history-status" if problem else None)
        if not problem:
            self.say(message)

    # --------------------------------------------------------------- routing

    def show(self, route: Route) -> None:
        """Show History's part of ``route``: the list, a kept game or a linked game (the table waits meanwhile)."""
        assert route.history is not None
        if self.state.route is None:
            active = self.document.activeElement
            self.opener = None if absent(active) or active == self.document.body else active
        shown = self.state.show(route.history)
        if shown.left_deal:
            self.reviews.cancel()  # leaving a deal stops its review
        self.root.hidden = False
        self.document.body.classList.add("history-open")
        self.draw(focus="#history-title")
        js.window.scrollTo(0, 0)

    def hide(self) -> None:
        """Hide History: the table plays on, and the control that opened History has the keyboard."""
        if self.state.route is None:
            return
        self.reviews.cancel()
        self.state.hide()
        self._follow_question()
        self.root.hidden = True
        self.content.replaceChildren()
        self.document.body.classList.remove("history-open")
        opener = self.opener
        self.opener = None
        if opener is not None and not absent(opener) and bool(opener.isConnected):
            opener.focus()

    def go(self, address: str) -> None:
        """Go to a History address (so Back works)."""
        self.router.go(address)

    # ------------------------------------------------------------------ draw

    def redraw(self) -> None:
        """Draw History again in the language now in use (the router asks after a change of language)."""
        self.draw()

    def draw(self, focus: str | None = None) -> None:
        """Draw the view again, keeping the focused control where it can."""
        if self.state.route is None:
            return
        if focus is None:
            focus = self._focus_selector()
        self.content.replaceChildren(build(history_view(self.state)))
        self.reviews.fill()
        self._follow_question()
        self._focus(focus)

    def _follow_question(self) -> None:
        """The keyboard's dialog opens and closes with the state's question (History places focus itself)."""
        if self.state.confirm is not None:
            self.keyboard.open(self.question)
        else:
            self.keyboard.close(self.question, restore=False)

    def _focus_selector(self) -> str | None:
        active = self.document.activeElement
        if absent(active) or not bool(self.root.contains(active)):
            return None
        action = text(active.getAttribute("data-history-action"))
        step = text(active.getAttribute("data-step"))
        if action in ("step", "trick") and step is not None:
            return '.trick-jump [aria-current="step"]'
        if action:
            return f'[data-history-action="{action}"]'
        if text(active.id):
            return f"#{active.id}"
        return None

    def _focus(self, selector: str | None) -> None:
        if selector is None:
            return
        element = self.content.querySelector(selector)
        if absent(element):
            element = self.content.querySelector("#history-title")
        if not absent(element):
            element.focus()

    def step_to(self, position: int) -> None:
        """Show another step of the deal: only the stage is drawn again; its words are said aloud."""
        target = self.state.step_target(position)
        if target is None:
            return
        deal, position = target
        if position == self.state.position and not absent(self.content.querySelector("#replay-stage")):
            return
        focus = self._focus_selector()
        self.state.position = position
        stage = self.content.querySelector("#replay-stage")
        if absent(stage):
            self.draw(focus)
        else:
            stage.replaceWith(build(stage_view(deal, position)))
            self.reviews.fill()
            self._focus(focus)
        self.say(step_words(deal.steps[position]))

    # ----------------------------------------------------------------- input

    def on_key(self, press: Press, target: Any) -> bool:
        """The replay's step keys (see :data:`~hearts.web.ui.replay_steps.STEP_KEYS`); whether one stepped."""
        if self.state.route is None or press.modified or press.typing:
            return False
        position = self.state.key_step(press.key)
        if position is None:
            return False
        self.step_to(position)
        return True

    def on_focus(self, target: Any) -> None:
        return None

    def _escape(self) -> bool:
        self.cancel()
        return True

    def cancel(self) -> None:
        """Close the question; its button has the keyboard again."""
        asked = self.state.cancel()
        self.draw(focus=f'[data-history-action="{asked}-ask"]')

    def _on_click(self, event: Any) -> None:
        target = event.target.closest("[data-history-action]")
        if absent(target):
            return
        action = str(target.getAttribute("data-history-action"))
        if target.getAttribute("aria-disabled") == "true":
            return
        step = text(target.getAttribute("data-step"))
        state = self.state
        if action in ("step", "trick") and step is not None:
            self.step_to(int(step))
        elif action == "first":
            self.step_to(0)
        elif action == "back":
            self.step_to(state.position - 1)
        elif action == "forward":
            self.step_to(state.position + 1)
        elif action == "last":
            self.step_to(state.deal_steps() - 1)
        elif action in ("clear-ask", "delete-ask", "play-ask"):
            state.ask(action.removesuffix("-ask"))  # type: ignore[arg-type]
            self.draw(focus=f".confirm {_CANCEL}")
        elif action == "cancel":
            self.cancel()
        else:
            self._act(action)

    def _act(self, action: str) -> None:
        state = self.state
        if action in ("review", "review-cancel"):
            if action == "review":
                self.reviews.start()
            else:
                self.reviews.cancel()
                self.reviews.fill()
            self._focus(
                '[data-history-action="review-cancel"]' if action == "review" else '[data-history-action="review"]'
            )
        elif action == "more":
            first = state.more()
            self.draw(focus=f".history-list > li:nth-child({first + 1}) h2 a")
        elif action == "open":
            opening = state.toggle_open()
            self.draw(focus="#open-text" if opening else '[data-history-action="open"]')
        elif action == "open-text":
            field = self.content.querySelector("#open-text")
            self._open(str(field.value) if not absent(field) else "")
        elif action == "clear-confirm":
            self.tell(state.clear())
        else:
            self._game_action(action)

    def _game_action(self, action: str) -> None:
        entry = self.state.shown_entry()
        if entry is None:
            return
        if action == "download":
            self._download(entry)
        elif action == "copy":
            self._spawn(self._copy(record_with_pars(entry).to_json(), _(RECORD_COPIED)))
        elif action == "copy-link":
            link = game_link(str(js.location.href), record_with_pars(entry).to_compact())
            self._spawn(self._copy(link, link_copied(link)))
        elif action == "keep":
            self.go(self.state.keep_shown())
        elif action == "delete-confirm":
            self.go(self.state.delete_shown())
        elif action == "play-confirm":
            self.state.cancel()
            self.table.play_game(entry.game_number, entry.record.rules)
            self.router.close()  # the table, in place of History's address

    def _spawn(self, work: Any) -> None:
        """Run ``work`` in the background, keeping its task until it is done."""
        task = start(work, log_error)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _copy(self, value: str, done: str) -> None:
        if await copy_text(value):
            self.tell(done)
        else:
            self.tell(_(CLIPBOARD_REFUSED), problem=True)

    def _download(self, entry: HistoryEntry) -> None:
        name = file_name(entry)
        download(name, record_with_pars(entry).to_json() + "\n")
        self.tell(saved_as(name))

    def _on_change(self, event: Any) -> None:
        target = event.target
        if text(target.getAttribute("data-history-input")) != "file":
            return
        files = target.files
        if absent(files) or int(files.length) == 0:
            return
        self._spawn(self._open_file(files.item(0)))

    async def _open_file(self, file: Any) -> None:
        problem = size_problem(int(file.size))  # refused by its size, before a byte is read
        if problem is not None:
            self.tell(problem, problem=True)
            return
        try:
            content = str(await file.text())
        except Exception:
            self.tell(_(UNREADABLE_FILE), problem=True)
            return
        self._open(content)

    def _open(self, content: str) -> None:
        address = self.state.open(content)
        if address is None:
            self.draw(focus="#history-status")
        else:
            self.go(address)


def install(
    state: HistoryState,
    table: TablePlays,
    listeners: Listeners,
    keyboard: Keyboard,
    router: Router,
    layer: LayerMaker = NoLayer,
) -> HistoryScreen:
    """Make the History view, which the router shows at ``#history…`` and ``#game=…`` addresses, with ``layer``
    laid over its replay (the review)."""
    return HistoryScreen(state, table, layer, listeners, keyboard, router)
