"""The History view in the browser: ``#history``, a kept game's replay, and ``#game=…`` links.

It draws the trees of :mod:`.views` into ``#history`` (elements and text
nodes only; card faces are the table's SVG, made from the engine's cards),
follows the address, steps through the replay by buttons and keys, and
downloads, copies and opens records. Opening a ``#game=`` link replays that
game and changes nothing that is kept until "Keep in History" or "Play this
game yourself" is chosen. Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, Final

import js
from pyodide.ffi import create_once_callable, create_proxy

from ...cards import Card
from ...errors import InvalidRecord
from ...record import GameRecord
from ...record.replay import GameReplay, replay_game
from ...words import step_words
from ..cardface import face_svg
from ..dom import absent, build, copy_text, text
from ..shell import local_now
from ..tree import Node
from .book import HistoryEntry
from .opening import Opened, read_game, size_problem
from .route import HistoryRoute, game_link, parse_route
from .views import PAGE_SIZE, Confirm, broken_link_view, game_view, list_view, stage_view

if TYPE_CHECKING:
    from ..page import Page

__all__ = ["HistoryScreen", "install"]

_STEP_KEYS: Final = ("ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown")


class HistoryScreen:
    """Shows ``#history`` for History addresses and the table otherwise."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.shell = page.shell
        self.document = js.document
        root = self.document.getElementById("history")
        self.root = root
        self.content = self.document.createElement("div")
        self.content.className = "history-content"
        self.live = self.document.createElement("div")
        self.live.className = "sr-only"
        self.live.setAttribute("aria-live", "polite")
        self.live.id = "history-live"
        root.replaceChildren(self.content, self.live)
        self.route: HistoryRoute | None = None
        self.position = 0
        self.shown = PAGE_SIZE
        self.opening = False
        self.confirm: Confirm | None = None
        self.message: str | None = None
        self.problem = False
        self.opener: Any = None
        self._pending: tuple[str | None, bool] | None = None
        self._shown: tuple[tuple[HistoryEntry, GameReplay, bool] | str | None] | None = None
        self._replays: dict[str, tuple[GameRecord, GameReplay]] = {}
        self._links: dict[str, Opened] = {}
        self._proxies: list[Any] = []
        self._tasks: set[Any] = set()
        from .review_layer import ReviewLayer

        self.reviews = ReviewLayer(self)
        """The review laid over the replay (see :mod:`.review_layer`)."""
        self._listen(js.window, "hashchange", self._on_hash)
        self._listen(root, "click", self._on_click)
        self._listen(root, "change", self._on_change)
        self._listen(self.document, "keydown", self._on_key)
        self._listen(self.document, "focusin", self._on_focus)
        self._on_hash()

    def _listen(self, target: Any, kind: str, handler: Any) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        target.addEventListener(kind, proxy)

    # ------------------------------------------------------------- the games

    def _current(self) -> HistoryEntry | None:
        """The game at the table, once it is saved (someone acted in it), as History shows it now."""
        table = self.page.controller.table
        saved = self.shell.keeper.saved_game
        if saved is None or saved.match_id != table.match_id:
            return None
        return self.shell.history.live_entry(table.match_id, table.match, table.level)

    def _entries(self) -> list[HistoryEntry]:
        current = self._current()
        entries = list(self.shell.history.history.entries)
        if current is None:
            return entries
        for index, entry in enumerate(entries):
            if entry.id == current.id:
                entries[index] = current
                return entries
        return [current, *entries]

    def _current_id(self) -> str | None:
        current = self._current()
        return current.id if current is not None else None

    def _replay(self, key: str, record: GameRecord) -> GameReplay:
        cached = self._replays.get(key)
        if cached is not None and cached[0] == record:
            return cached[1]
        replay = replay_game(record)
        self._replays[key] = (record, replay)
        return replay

    def _shown_game(self) -> tuple[HistoryEntry, GameReplay, bool] | str | None:
        """What :meth:`_find_game` found when the view was last drawn (the table waits meanwhile, so it holds)."""
        if self._shown is None:
            self._shown = (self._find_game(),)
        return self._shown[0]

    def _find_game(self) -> tuple[HistoryEntry, GameReplay, bool] | str | None:
        """The game the route shows (entry, replay, whether it is kept), a sentence saying why not, or None."""
        route = self.route
        if route is None or route.kind == "list":
            return None
        if route.kind == "kept":
            entry = next((e for e in self._entries() if e.id == route.key), None)
            if entry is None:
                return "That game is no longer in History."
            try:
                return entry, self._replay(entry.id, entry.record), True
            except InvalidRecord as error:
                return f"This game's record could not be replayed: {error}"
        opened = self._links.get(route.key)
        if opened is None:
            opened = read_game(route.key, local_now()) if route.key else Opened(problem="The game link is empty.")
            if opened.problem is not None:
                opened = Opened(
                    problem=opened.problem.replace("Nothing was opened:", "This game link cannot be shown:")
                )
            self._links[route.key] = opened
        if opened.entry is None or opened.replay is None:
            return opened.problem or "This game link cannot be shown."
        kept = self.shell.history.history.find_record(opened.entry.record)
        if kept is not None:
            return kept, opened.replay, True
        return opened.entry, opened.replay, False

    # --------------------------------------------------------------- routing

    def _on_hash(self, _event: Any = None) -> None:
        route = parse_route(str(js.location.hash))
        if route is None:
            self.hide()
            return
        opening = self.route is None
        if opening:
            active = self.document.activeElement
            self.opener = None if absent(active) or active == self.document.body else active
            self.page.controller.hold()  # the table waits, unseen, until History closes
        same_game = self.route is not None and (self.route.kind, self.route.key) == (route.kind, route.key)
        if not (same_game and self.route is not None and self.route.deal == route.deal):
            self.position = 0
            self.reviews.cancel()  # leaving a deal stops its review
        if not same_game:
            self.confirm = None
            self.opening = False
            self.message, self.problem = self._pending or (None, False)
        self._pending = None
        self.route = route
        self.root.hidden = False
        self.document.body.classList.add("history-open")
        self.draw(focus="#history-title")
        js.window.scrollTo(0, 0)

    def hide(self) -> None:
        if self.route is None:
            return
        self.reviews.cancel()
        self.route = None
        self.confirm = None
        self.opening = False
        self.message = None
        self.root.hidden = True
        self.content.replaceChildren()
        self.document.body.classList.remove("history-open")
        self.page.controller.resume()
        opener = self.opener
        self.opener = None
        if opener is not None and not absent(opener) and bool(opener.isConnected):
            opener.focus()

    def go(self, route: HistoryRoute, message: str | None = None) -> None:
        """Show ``route`` (by the address, so Back works) and then ``message``."""
        self._pending = (message, False) if message else None
        js.location.hash = route.hash

    # ------------------------------------------------------------------ draw

    def _view(self) -> Node:
        route = self.route
        assert route is not None
        current = self._current_id()
        if route.kind == "list":
            return list_view(
                self._entries(),
                current=current,
                shown=self.shown,
                opening=self.opening,
                confirm=self.confirm,
                message=None if self.problem else self.message,
                problem=self.message if self.problem else None,
            )
        shown = self._shown_game()
        if isinstance(shown, str) or shown is None:
            return broken_link_view(shown or "This game cannot be shown.")
        entry, replay, kept = shown
        return game_view(
            entry,
            replay,
            route,
            self.position,
            kept=kept,
            current=current,
            confirm=self.confirm,
            message=self.message,
            problem=self.problem,
        )

    def draw(self, focus: str | None = None) -> None:
        """Draw the view again, keeping the focused control where it can."""
        if self.route is None:
            return
        if focus is None:
            focus = self._focus_selector()
        self._shown = None
        node = self._fill(build(self._view()))
        self.content.replaceChildren(node)
        self.reviews.fill()
        self._focus(focus)

    def _fill(self, element: Any) -> Any:
        """Put the table's card faces into the ``data-face`` places (the engine's cards, never stored text)."""
        faces = element.querySelectorAll("[data-face]")
        for index in range(int(faces.length)):
            place = faces.item(index)
            place.innerHTML = face_svg(Card.parse(str(place.getAttribute("data-face"))))
        return element

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

    def _step_to(self, position: int) -> None:
        """Show another step of the deal: only the stage is drawn again; its words are said aloud."""
        shown = self._shown_game()
        if not isinstance(shown, tuple) or self.route is None:
            return
        _, replay, _ = shown
        if not replay.deals:
            return
        deal = replay.deals[max(0, min(self.route.deal, len(replay.deals)) - 1)]
        position = max(0, min(position, len(deal.steps) - 1))
        if position == self.position and not absent(self.content.querySelector("#replay-stage")):
            return
        focus = self._focus_selector()
        self.position = position
        stage = self.content.querySelector("#replay-stage")
        if absent(stage):
            self.draw(focus)
        else:
            stage.replaceWith(self._fill(build(stage_view(deal, position))))
            self.reviews.fill()
            self._focus(focus)
        self._say(step_words(deal.steps[position]))

    def _say(self, words: str) -> None:
        line = self.document.createElement("p")
        line.textContent = words
        self.live.replaceChildren(line)

    def _deal_steps(self) -> int:
        shown = self._shown_game()
        if not isinstance(shown, tuple) or self.route is None or not shown[1].deals:
            return 0
        replay = shown[1]
        return len(replay.deals[max(0, min(self.route.deal, len(replay.deals)) - 1)].steps)

    def _trick_step(self, direction: int) -> int:
        """The first step of the previous or next trick (or the dealt hands / the last step at the ends)."""
        shown = self._shown_game()
        assert isinstance(shown, tuple) and self.route is not None
        replay = shown[1]
        deal = replay.deals[max(0, min(self.route.deal, len(replay.deals)) - 1)]
        step = deal.steps[self.position]
        if direction > 0:
            following = 0 if step.key.trick is None else step.key.trick + 1
            found = deal.first_step_of_trick(following)
            return found if deal.steps[found].key.trick == following else len(deal.steps) - 1
        if step.key.trick is None:
            return 0
        start = deal.first_step_of_trick(step.key.trick)
        target = step.key.trick - 1 if self.position == start else step.key.trick
        return deal.first_step_of_trick(target) if target >= 0 else max(0, deal.first_step_of_trick(0) - 1)

    # ----------------------------------------------------------------- input

    def _on_key(self, event: Any) -> None:
        if self.route is None or event.defaultPrevented:
            return
        key = str(event.key)
        if key == "Escape" and self.confirm is not None:
            event.preventDefault()
            self._cancel()
            return
        if self.route.kind == "list" or self.confirm is not None or key not in _STEP_KEYS:
            return
        if bool(event.ctrlKey or event.altKey or event.metaKey):
            return
        tag = str(getattr(event.target, "tagName", "")).lower()
        if tag in ("input", "textarea", "select"):
            return
        count = self._deal_steps()
        if not count:
            return
        event.preventDefault()
        if key == "ArrowLeft":
            self._step_to(self.position - 1)
        elif key == "ArrowRight":
            self._step_to(self.position + 1)
        elif key == "Home":
            self._step_to(0)
        elif key == "End":
            self._step_to(count - 1)
        else:
            self._step_to(self._trick_step(1 if key == "PageDown" else -1))

    def _on_focus(self, event: Any) -> None:
        """A question is modal: the keyboard stays in it."""
        if self.route is None or self.confirm is None:
            return
        dialog = self.content.querySelector(".confirm")
        if not absent(dialog) and not bool(dialog.contains(event.target)):
            self._focus('.confirm [data-history-action="cancel"]')

    def _cancel(self) -> None:
        asked = self.confirm
        self.confirm = None
        self.draw(focus=f'[data-history-action="{asked}-ask"]')

    def _on_click(self, event: Any) -> None:
        target = event.target.closest("[data-history-action]")
        if absent(target):
            return
        action = str(target.getAttribute("data-history-action"))
        if target.getAttribute("aria-disabled") == "true":
            return
        step = text(target.getAttribute("data-step"))
        if action in ("step", "trick") and step is not None:
            self._step_to(int(step))
        elif action == "first":
            self._step_to(0)
        elif action == "back":
            self._step_to(self.position - 1)
        elif action == "forward":
            self._step_to(self.position + 1)
        elif action == "last":
            self._step_to(self._deal_steps() - 1)
        elif action in ("clear-ask", "delete-ask", "play-ask"):
            self.confirm = action.removesuffix("-ask")  # type: ignore[assignment]
            self.draw(focus='.confirm [data-history-action="cancel"]')
        elif action == "cancel":
            self._cancel()
        else:
            self._act(action)

    def _act(self, action: str) -> None:
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
            self.shown += PAGE_SIZE
            self.draw(focus=f".history-list > li:nth-child({self.shown - PAGE_SIZE + 1}) h2 a")
        elif action == "open":
            self.opening = not self.opening
            self.message = None
            self.draw(focus="#open-text" if self.opening else '[data-history-action="open"]')
        elif action == "open-text":
            field = self.content.querySelector("#open-text")
            self._open(str(field.value) if not absent(field) else "")
        elif action == "clear-confirm":
            count = self.shell.history.clear()
            self.confirm = None
            self._tell(
                f"History was cleared: {count} game{'s' if count != 1 else ''} removed. Your statistics are unchanged."
            )
            self.shell.flush_notices()
        else:
            self._game_action(action)

    def _game_action(self, action: str) -> None:
        shown = self._shown_game()
        if not isinstance(shown, tuple):
            return
        entry, _replay, _kept = shown
        if action == "download":
            self._download(entry)
        elif action == "copy":
            self._spawn(self._copy(entry.record.to_json(), "The game record is copied: paste it wherever you like."))
        elif action == "copy-link":
            link = game_link(str(js.location.href), entry.record.to_compact())
            self._spawn(self._copy(link, f"The game link is copied ({len(link):,} characters): send it to anyone."))
        elif action == "keep":
            kept = self.shell.history.add_opened(entry)
            self.shell.flush_notices()
            self.go(HistoryRoute("kept", kept.id, self.route.deal if self.route else 1), "The game is kept in History.")
        elif action == "delete-confirm":
            self.confirm = None
            self.shell.history.delete(entry.id)
            self.shell.flush_notices()
            self.go(HistoryRoute("list"), f"Game {entry.game_number} was deleted. Your statistics are unchanged.")
        elif action == "play-confirm":
            self.confirm = None
            self.page.controller.play_game(entry.game_number, entry.record.rules)
            location = js.location
            js.history.replaceState(None, "", f"{location.pathname}{location.search}")
            self.hide()

    def _tell(self, message: str, *, problem: bool = False) -> None:
        self.message, self.problem = message, problem
        self.draw(focus="#history-status" if problem else None)
        if not problem:
            self._say(message)

    def _spawn(self, work: Any) -> None:
        """Run ``work`` in the background, keeping its task until it is done."""
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _copy(self, value: str, done: str) -> None:
        if await copy_text(value):
            self._tell(done)
        else:
            self._tell("Your browser did not let the game use the clipboard; use Download instead.", problem=True)

    def _download(self, entry: HistoryEntry) -> None:
        options = js.Object.new()
        options.type = "application/json"
        blob = js.Blob.new([entry.record.to_json() + "\n"], options)
        address = js.URL.createObjectURL(blob)
        link = self.document.createElement("a")
        link.href = address
        link.download = f"hearts-game-{entry.game_number}.json"
        self.document.body.appendChild(link)
        link.click()
        link.remove()
        js.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(address)), 1000)
        self._tell(f"The record is saved as {link.download}.")

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
            self._tell(problem, problem=True)
            return
        try:
            content = str(await file.text())
        except Exception:
            self._tell("Nothing was opened: your browser could not read the file.", problem=True)
            return
        self._open(content)

    def _open(self, content: str) -> None:
        opened = read_game(content, local_now())
        if opened.entry is None:
            self._tell(opened.problem or "Nothing was opened.", problem=True)
            return
        kept = self.shell.history.add_opened(opened.entry)
        self.shell.flush_notices()
        self.opening = False
        same = kept is not opened.entry
        self.go(HistoryRoute("kept", kept.id), f"Game {kept.game_number} is {'already' if same else 'now'} in History.")


def install(page: Page) -> HistoryScreen:
    """Start the History view: it follows the address from now on (``#history…`` and ``#game=…`` show it)."""
    return HistoryScreen(page)
