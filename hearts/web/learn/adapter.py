"""The Learn view in the browser: rules, practice, quick reference, questions and tips.

It draws :mod:`hearts.learn` content into ``#learn`` with ``createElement``
and ``textContent`` only; nothing from the content is parsed as HTML. Cards
are drawn by the table's own :func:`hearts.web.ui.cards.face_svg`, inside the
same ``card face-up suit-X`` elements the table uses. Practice taps go to a
:class:`hearts.learn.session.Practice`, which asks the engine. Runs under
PyScript on Pyodide only (CPython may import it, e.g. to collect doctests).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

try:  # the browser: PyScript on Pyodide
    import js
    from pyodide.ffi import create_proxy
except ModuleNotFoundError:  # CPython imports the module (test collection) but never runs it
    js = None
    create_proxy = None

from ...cards import Card
from ...learn import (
    LESSONS,
    BulletList,
    CardRef,
    CardRow,
    Lesson,
    PassPosition,
    Progress,
    Table,
    Text,
    TrickPicture,
    Verdict,
    faq,
    lesson_by_id,
    quick_reference,
    rule_sections,
    tips,
)
from ...learn.content import Block, Paragraph, para
from ...learn.house import lessons_note
from ...learn.session import PAGE_TITLES, PAGES, Practice, Route, parse_route
from ...rules import Rules
from ...seats import EAST, NORTH, SEAT_NAMES, SOUTH, WEST, pass_target
from ...tricks import Trick
from ..storage.store import Decoded, KeyValueStore, Slot, Storage
from ..table.state import who
from ..ui.cards import face_svg

__all__ = ["PROGRESS_SLOT", "LearnView", "install"]

PROGRESS_SLOT: Slot[Progress] = Slot(
    "learn",
    1,
    "your lesson progress",
    "the lessons start afresh",
    decode=lambda data: Decoded(Progress.from_data(data)),
    encode=lambda progress: progress.to_data(),
    default=Progress,
)

_SEAT_CLASS = {SOUTH: "south", WEST: "west", NORTH: "north", EAST: "east"}


def _absent(value: Any) -> bool:
    """Whether a DOM result is missing: JavaScript ``null`` arrives as ``jsnull``, ``undefined`` as ``None``."""
    return value is None or type(value).__name__ == "JsNull"


def _text(value: Any) -> str | None:
    """A DOM string, or ``None`` for null/undefined."""
    return None if _absent(value) else str(value)


class _LocalStore:
    """``localStorage`` as a key-value store (any refusal becomes an exception the Storage reports)."""

    def get(self, key: str) -> str | None:
        return _text(js.localStorage.getItem(key))

    def set(self, key: str, value: str) -> None:
        js.localStorage.setItem(key, value)

    def remove(self, key: str) -> None:
        js.localStorage.removeItem(key)


class LearnView:
    """Shows ``#learn`` when the address is a Learn address, and the table otherwise."""

    def __init__(
        self, rules: Callable[[], Rules], store: KeyValueStore | None = None, *, storage: Storage | None = None
    ) -> None:
        self.document = js.document
        self.rules = rules
        self.storage = storage or Storage(store if store is not None else _LocalStore())
        self.progress: Progress = self.storage.load(PROGRESS_SLOT).value
        self.practice: Practice | None = None
        self.route: Route | None = None
        root = self.document.getElementById("learn")
        if _absent(root):
            root = self._el("main", "learn")
            root.id = "learn"
            self.document.body.appendChild(root)
        root.setAttribute("aria-labelledby", "learn-title")
        root.hidden = True
        self.root = root
        self.content = self._el("div", "learn-content")
        self.live = self._el("div", "sr-only", aria_live="polite")
        """Says each verdict aloud; it stays in place while the content is redrawn."""
        root.replaceChildren(self.content, self.live)
        self._proxies = [create_proxy(self._on_hash), create_proxy(self._on_click)]
        js.window.addEventListener("hashchange", self._proxies[0])
        root.addEventListener("click", self._proxies[1])
        self._on_hash()

    # --------------------------------------------------------------- helpers

    def _el(self, tag: str, classes: str = "", text: str | None = None, **attrs: str) -> Any:
        element = self.document.createElement(tag)
        if classes:
            element.className = classes
        if text is not None:
            element.textContent = text
        for name, value in attrs.items():
            element.setAttribute(name.replace("_", "-"), value)
        return element

    def _card(self, card: Card, tag: str = "div", classes: Iterable[str] = (), label: str | None = None) -> Any:
        """A card drawn by the table's face_svg (code-generated SVG, no content text in it)."""
        element = self._el(tag, " ".join(["card", "face-up", f"suit-{card.suit.letter}", *classes]))
        element.setAttribute("aria-label", label or card.name)
        if tag != "button":
            element.setAttribute("role", "img")
        element.innerHTML = face_svg(card)
        return element

    def _paragraph(self, paragraph: Paragraph, tag: str = "p", classes: str = "") -> Any:
        element = self._el(tag, classes)
        for span in paragraph.spans:
            if isinstance(span, Text):
                if span.emphasis:
                    element.appendChild(self._el("strong", text=span.text))
                else:
                    element.appendChild(self.document.createTextNode(span.text))
            else:
                element.appendChild(self._card_ref(span))
        return element

    def _card_ref(self, ref: CardRef) -> Any:
        card = ref.card
        chip = self._el("span", f"card-ref suit-{card.suit.letter}", role="img", aria_label=card.name)
        chip.textContent = card.symbol
        return chip

    def _block(self, block: Block) -> Any:
        if isinstance(block, Paragraph):
            return self._paragraph(block)
        if isinstance(block, BulletList):
            items = self._el("ul", "learn-list")
            for item in block.items:
                items.appendChild(self._paragraph(item, "li"))
            return items
        if isinstance(block, CardRow):
            return self._card_row(block)
        if isinstance(block, TrickPicture):
            figure = self._el("figure", "learn-figure trick-figure")
            figure.appendChild(self._trick(block.trick, block.winner if block.trick.is_complete else None))
            figure.appendChild(self._paragraph(block.caption, "figcaption"))
            return figure
        return self._table(block)

    def _card_row(self, row: CardRow) -> Any:
        figure = self._el("figure", "learn-figure")
        cards = self._el("div", "learn-cards", role="group", aria_label="Cards")
        for card in row.cards:
            classes = ["marked"] if card in row.marked else []
            label = f"{card.name}, marked" if card in row.marked else card.name
            cards.appendChild(self._card(card, classes=classes, label=label))
        figure.appendChild(cards)
        figure.appendChild(self._paragraph(row.caption, "figcaption"))
        return figure

    def _trick(self, trick: Trick, winner: int | None, waiting: bool = False) -> Any:
        """A trick laid out by seat: North at the top, South at the bottom, as on the table.

        ``waiting`` draws an empty place for each seat still to play (yours outlined).
        """
        box = self._el("div", "learn-trick", role="group", aria_label="Trick")
        if waiting:
            played = {seat for seat, _ in trick.plays}
            for seat in (SOUTH, WEST, NORTH, EAST):
                if seat not in played:
                    slot = self._el("div", f"slot empty at-{_SEAT_CLASS[seat]}", aria_hidden="true")
                    slot.appendChild(self._el("div", "spot"))
                    slot.appendChild(self._el("span", "seat-name", who(seat)))
                    box.appendChild(slot)
        for seat, card in trick.plays:
            slot = self._el("div", f"slot at-{_SEAT_CLASS[seat]}" + (" winner" if seat == winner else ""))
            name = who(seat)
            lead = ", led" if seat == trick.leader else ""
            slot.appendChild(self._card(card, label=f"{card.name}, played by {name}{lead}"))
            slot.appendChild(self._el("span", "seat-name", name + (" (led)" if lead else ""), aria_hidden="true"))
            box.appendChild(slot)
        return box

    def _table(self, table: Table) -> Any:
        element = self._el("table", "learn-table")
        if table.caption:
            element.appendChild(self._el("caption", text=table.caption))
        head = self._el("thead")
        row = self._el("tr")
        for header in table.headers:
            row.appendChild(self._el("th", text=header, scope="col"))
        head.appendChild(row)
        element.appendChild(head)
        body = self._el("tbody")
        for cells in table.rows:
            line = self._el("tr")
            for i, cell in enumerate(cells):
                line.appendChild(self._paragraph(cell, "th" if i == 0 else "td"))
            body.appendChild(line)
        element.appendChild(body)
        return element

    def _link(self, text: str, href: str, classes: str = "") -> Any:
        return self._el("a", classes, text, href=href)

    # ------------------------------------------------------------- routing

    def _on_hash(self, _event: Any = None) -> None:
        route = parse_route(str(js.location.hash))
        if route is None:
            self.hide()
        else:
            self.show(route)

    def hide(self) -> None:
        if self.route is None:
            return
        self.route = None
        self.root.hidden = True
        body = self.document.body
        body.classList.remove("learning")
        body.removeAttribute("data-learn")

    def show(self, route: Route) -> None:
        opening = self.route is None
        same_page = self.route is not None and self.route.page == route.page and route.page != "practice"
        self.route = route
        body = self.document.body
        body.classList.add("learning")
        body.dataset.learn = route.page
        self.root.hidden = False
        if route.page == "practice" and route.item is not None:
            lesson = lesson_by_id(route.item)
            if self.practice is None or self.practice.lesson is not lesson:
                self.practice = Practice(lesson, self.progress)
        else:
            self.practice = None
        if not same_page:
            self._draw()
        target: Any = None
        if route.page == "rules" and route.item is not None:
            target = self.document.getElementById(f"learn-{route.item}")
        if not _absent(target):
            target.scrollIntoView()
        elif not same_page:
            js.window.scrollTo(0, 0)
        if opening or not same_page:
            heading = self.root.querySelector("h1")
            if not _absent(heading):
                heading.focus()

    # ---------------------------------------------------------------- pages

    def _draw(self) -> None:
        route = self.route
        assert route is not None
        root = self.content
        root.replaceChildren()
        top = self._el("header", "learn-top")
        top.appendChild(self._link("Back to the table", "#", "btn quiet learn-back"))
        title = self._el("h1", "learn-title", "Learn Hearts", tabindex="-1")
        title.id = "learn-title"
        top.appendChild(title)
        nav = self._el("nav", "learn-tabs", aria_label="Learn")
        for page in PAGES:
            link = self._link(PAGE_TITLES[page], Route(page).hash, "learn-tab")
            if page == route.page:
                link.setAttribute("aria-current", "page")
            nav.appendChild(link)
        top.appendChild(nav)
        root.appendChild(top)
        main = self._el("div", f"learn-body learn-page-{route.page}")
        root.appendChild(main)
        rules = self.rules()
        if route.page == "rules":
            self._rules_page(main, rules)
        elif route.page == "practice":
            self._practice_page(main)
        elif route.page == "reference":
            self._reference_page(main, rules)
        elif route.page == "faq":
            self._faq_page(main, rules)
        else:
            self._tips_page(main)

    def _rules_page(self, main: Any, rules: Rules) -> None:
        sections = rule_sections(rules)
        contents = self._el("nav", "learn-contents", aria_label="Sections")
        for section in sections:
            contents.appendChild(self._link(section.title, Route("rules", section.id).hash))
        main.appendChild(contents)
        notes = rules.describe()
        if notes:
            box = self._el("div", "learn-note")
            box.appendChild(self._el("p", text="These pages follow the rules of your game:"))
            items = self._el("ul")
            for note in notes:
                items.appendChild(self._el("li", text=note))
            box.appendChild(items)
            main.appendChild(box)
        for section in sections:
            element = self._el("section", "learn-section")
            element.id = f"learn-{section.id}"
            element.appendChild(self._el("h2", text=section.title))
            for block in section.blocks:
                element.appendChild(self._block(block))
            main.appendChild(element)

    def _reference_page(self, main: Any, rules: Rules) -> None:
        sheet = self._el("article", "quick-ref")
        sheet.appendChild(self._el("h2", text="Hearts in one page"))
        grid = self._el("div", "quick-ref-grid")
        for entry in quick_reference(rules):
            box = self._el("section", "quick-ref-item")
            box.appendChild(self._el("h3", text=entry.heading))
            for line in entry.lines:
                box.appendChild(self._paragraph(line))
            grid.appendChild(box)
        sheet.appendChild(grid)
        main.appendChild(sheet)
        actions = self._el("div", "actions learn-actions")
        actions.appendChild(self._el("button", "btn", "Print", type="button", data_learn_action="print"))
        main.appendChild(actions)

    def _faq_page(self, main: Any, rules: Rules) -> None:
        for entry in faq(rules):
            item = self._el("details", "learn-faq")
            item.id = f"faq-{entry.id}"
            item.appendChild(self._el("summary", text=entry.question))
            for block in entry.answer:
                item.appendChild(self._block(block))
            main.appendChild(item)

    def _tips_page(self, main: Any) -> None:
        for tip in tips():
            item = self._el("section", "learn-tip")
            item.appendChild(self._el("h2", text=tip.title))
            for block in tip.blocks:
                item.appendChild(self._block(block))
            main.appendChild(item)

    # ------------------------------------------------------------- practice

    def _practice_page(self, main: Any) -> None:
        if self.practice is None:
            main.appendChild(self._paragraph(Paragraph((Text("Play real positions: the game judges each card."),))))
            note = lessons_note(self.rules())
            if note is not None:
                main.appendChild(self._paragraph(para(note), classes="lesson-rules"))
            listing = self._el("ol", "lesson-list")
            for lesson in LESSONS:
                listing.appendChild(self._lesson_item(lesson))
            main.appendChild(listing)
            return
        panel = self._el("div", "practice")
        panel.id = "practice"
        main.appendChild(panel)
        self._draw_practice(panel)

    def _lesson_item(self, lesson: Lesson) -> Any:
        item = self._el("li", "lesson-item" + (" done" if self.progress.lesson_done(lesson) else ""))
        link = self._link(lesson.title, Route("practice", lesson.id).hash, "lesson-link")
        item.appendChild(link)
        solved = self.progress.solved_count(lesson)
        total = len(lesson.positions)
        state = "Done" if solved == total else f"{solved} of {total} solved"
        item.appendChild(self._el("span", "lesson-state", state))
        item.appendChild(self._paragraph(lesson.intro_text, classes="lesson-intro"))
        return item

    def _draw_practice(self, panel: Any) -> None:
        practice = self.practice
        assert practice is not None
        lesson = practice.lesson
        position = practice.position
        panel.replaceChildren()
        head = self._el("div", "practice-head")
        head.appendChild(self._el("h2", text=lesson.title))
        steps = self._el("ol", "steps", aria_label="Positions")
        for i, step in enumerate(lesson.positions):
            done = self.progress.is_solved(step)
            label = f"Position {i + 1}" + (", solved" if done else "")
            dot = self._el("li", "step" + (" done" if done else "") + (" current" if i == practice.index else ""))
            button = self._el("button", "step-button", str(i + 1), type="button", aria_label=label)
            button.setAttribute("data-learn-step", str(i))
            if i == practice.index:
                button.setAttribute("aria-current", "step")
            dot.appendChild(button)
            steps.appendChild(dot)
        head.appendChild(steps)
        panel.appendChild(head)
        if practice.index == 0 and not practice.solved:
            panel.appendChild(self._paragraph(lesson.intro_text, classes="lesson-intro"))
            note = lessons_note(self.rules())
            if note is not None:
                panel.appendChild(self._paragraph(para(note), classes="lesson-rules"))
        task = self._el("div", "task")
        task.appendChild(self._paragraph(position.task_text, "p", "task-text"))
        task.appendChild(self._paragraph(position.context_text, "p", "task-context"))
        panel.appendChild(task)
        rnd = practice.shown_round()
        board = self._el("div", "practice-board")
        if isinstance(position, PassPosition):
            target = SEAT_NAMES[pass_target(SOUTH, position.direction)]
            board.appendChild(
                self._el("p", "board-note", f"Passing {position.direction}: your three cards go to {target}.")
            )
        else:
            trick = rnd.current_trick
            if not trick.cards and practice.solved and rnd.last_trick is not None:
                trick = rnd.last_trick
            board.appendChild(self._trick(trick, trick.winner, waiting=True))
            start = position.round()
            facts = [
                "First trick"
                if not start.tricks
                else ("Hearts broken" if start.hearts_broken else "Hearts not broken yet")
            ]
            taken = [f"{who(s)} {p}" for s, p in enumerate(start.points) if p]
            if taken:
                facts.append("Points so far: " + ", ".join(taken))
            board.appendChild(self._el("p", "board-note", " · ".join(facts)))
        panel.appendChild(board)
        panel.appendChild(self._hand(practice, rnd.hand(SOUTH)))
        feedback = self._el("div", "feedback")
        feedback.id = "learn-feedback"
        verdict = practice.verdict
        if verdict is not None:
            kind = _verdict_kind(verdict)
            feedback.className = f"feedback {kind}"
            feedback.appendChild(self._el("strong", text=_LEADS[kind]))
            feedback.appendChild(self._paragraph(verdict.text, "span"))
            if not verdict.correct:
                feedback.appendChild(self._el("span", "again", " Try again."))
        panel.appendChild(feedback)
        actions = self._el("div", "actions learn-actions")
        if isinstance(position, PassPosition) and not practice.solved:
            count = len(practice.selected)
            actions.appendChild(
                self._el(
                    "button",
                    "btn primary",
                    "Pass",
                    type="button",
                    data_learn_action="pass",
                    aria_disabled="false" if count == 3 else "true",
                )
            )
            actions.appendChild(self._el("span", "picked", f"{count} of 3 chosen"))
        if practice.solved:
            if practice.is_last:
                actions.appendChild(self._el("p", "lesson-done", "Lesson complete."))
                following = _next_lesson(lesson)
                if following is not None:
                    actions.appendChild(
                        self._link(
                            f"Next lesson: {following.title}", Route("practice", following.id).hash, "btn primary"
                        )
                    )
                actions.appendChild(self._link("All lessons", Route("practice").hash, "btn"))
            else:
                actions.appendChild(
                    self._el("button", "btn primary", "Next position", type="button", data_learn_action="next")
                )
            actions.appendChild(self._el("button", "btn", "Try it again", type="button", data_learn_action="retry"))
        panel.appendChild(actions)

    def _hand(self, practice: Practice, hand: list[Card]) -> Any:
        position = practice.position
        fan = self._el("div", f"fan n{len(hand)} learn-hand", role="group", aria_label="Your hand")
        legal = set(practice.shown_round().legal_plays()) if not isinstance(position, PassPosition) else set(hand)
        for card in hand:
            classes: list[str] = []
            button = self._card(card, "button", classes)
            button.setAttribute("type", "button")
            button.setAttribute("data-learn-card", card.code)
            if practice.solved:
                button.setAttribute("aria-disabled", "true")
                if card in practice.selected:
                    button.classList.add("selected")
            elif isinstance(position, PassPosition):
                chosen = card in practice.selected
                button.setAttribute("aria-pressed", "true" if chosen else "false")
                button.setAttribute("aria-disabled", "false")
                if chosen:
                    button.classList.add("selected")
            elif card in legal:
                button.setAttribute("aria-disabled", "false")
                button.classList.add("legal")
            else:
                button.setAttribute("aria-disabled", "true")
                button.classList.add("dimmed")
            fan.appendChild(button)
        return fan

    # ---------------------------------------------------------------- input

    def _on_click(self, event: Any) -> None:
        target = event.target.closest("[data-learn-card], [data-learn-action], [data-learn-step]")
        if _absent(target):
            return
        card = _text(target.getAttribute("data-learn-card"))
        action = _text(target.getAttribute("data-learn-action"))
        step = _text(target.getAttribute("data-learn-step"))
        if action == "print":
            js.window.print()
            return
        practice = self.practice
        if practice is None:
            return
        focus: str | None = None
        if card:
            if practice.solved:
                return
            practice.tap(Card.parse(card))
            focus = f'[data-learn-card="{card}"]'
        elif step is not None:
            practice.go_to(int(step))
            focus = ".task-text"
        elif action == "pass":
            practice.submit_pass()
            focus = '[data-learn-action="next"], [data-learn-action="pass"]'
        elif action == "next":
            practice.next()
            focus = ".task-text"
        elif action == "retry":
            practice.retry()
            focus = ".task-text"
        else:
            return
        self._save(practice.progress)
        verdict = practice.verdict
        if verdict is not None and (card or action == "pass"):
            self.live.textContent = _LEADS[_verdict_kind(verdict)] + verdict.message
        else:
            self.live.textContent = ""
        panel = self.document.getElementById("practice")
        if not _absent(panel):
            self._draw_practice(panel)
            if practice.solved and card:
                focus = '[data-learn-action="next"], .lesson-done'
            self._focus(panel, focus)

    def _focus(self, panel: Any, selector: str | None) -> None:
        if selector is None:
            return
        element = panel.querySelector(selector)
        if _absent(element):
            return
        if _absent(element.getAttribute("tabindex")) and str(element.tagName) not in ("BUTTON", "A"):
            element.setAttribute("tabindex", "-1")
        element.focus()

    def _save(self, progress: Progress) -> None:
        if progress != self.progress:
            self.progress = progress
            self.storage.save(PROGRESS_SLOT, progress)


_LEADS = {"right": "Right. ", "illegal": "Not allowed. ", "wrong": "Not the best. "}


def _verdict_kind(verdict: Verdict) -> str:
    """``right``, ``wrong`` (legal but not what the lesson wants) or ``illegal`` (the engine refuses it)."""
    return "right" if verdict.correct else ("illegal" if not verdict.legal else "wrong")


def _next_lesson(lesson: Lesson) -> Lesson | None:
    index = LESSONS.index(lesson)
    return LESSONS[index + 1] if index + 1 < len(LESSONS) else None


def install(
    rules: Callable[[], Rules], store: KeyValueStore | None = None, *, storage: Storage | None = None
) -> LearnView:
    """Start the Learn view: it follows the address from now on (``#learn…`` shows it).

    ``storage`` shares the page's :class:`Storage` (and its notices); else one is made over ``store``.
    """
    return LearnView(rules, store, storage=storage)
