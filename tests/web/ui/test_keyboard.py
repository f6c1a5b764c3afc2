"""The page's keyboard in plain Python: who hears each key, the one focus trap, and Tab going round a dialog.

The page's elements and events are stand-ins here: an element knows its
children, what it matches, whether it takes Tab; focusing one fires the
keyboard's ``focusin`` as the browser does.
"""

from __future__ import annotations

from typing import Any

import pytest

from hearts.web.ui.keyboard import (
    DRAWER,
    IN_DRAWER,
    IN_VIEW,
    TOP,
    Control,
    Dialog,
    Keyboard,
    Press,
    press_of,
    tab_stops,
    wrap_tab,
)


class Rects:
    def __init__(self, length: int) -> None:
        self.length = length


class Found:
    def __init__(self, items: list[Element]) -> None:
        self.items = items
        self.length = len(items)

    def item(self, index: int) -> Element:
        return self.items[index]


class Element:
    """An element: ``tabIndex`` 0 takes Tab; ``marks`` are the selectors it matches."""

    def __init__(self, *children: Element, marks: str = "", tab: int = -1, shown: bool = True, **props: Any) -> None:
        self.children = list(children)
        self.parent: Element | None = None
        self.marks = set(marks.split())
        self.tabIndex = tab
        self.shown = shown
        self.tagName = "DIV"
        self.isConnected = True
        self.document: Document | None = None
        for child in children:
            child.parent = self
        for name, value in props.items():
            setattr(self, name, value)

    def walk(self) -> list[Element]:
        return [self] + [found for child in self.children for found in child.walk()]

    def contains(self, other: Element) -> bool:
        node: Element | None = other
        while node is not None:
            if node is self:
                return True
            node = node.parent
        return False

    def querySelector(self, selector: str) -> Element | None:
        return next((e for e in self.walk()[1:] if selector in e.marks), None)

    def querySelectorAll(self, selector: str) -> Found:
        return Found([e for e in self.walk()[1:] if "tabbable" in e.marks])

    def getClientRects(self) -> Rects:
        return Rects(1 if self.shown else 0)

    def focus(self) -> None:
        assert self.document is not None
        if self.shown:  # the browser focuses nothing hidden
            self.document.focus(self)

    def __repr__(self) -> str:
        return f"<{' '.join(sorted(self.marks))}>"


def control(mark: str, **props: Any) -> Element:
    return Element(marks=f"{mark} tabbable", tab=0, tagName="BUTTON", **props)


class Document:
    def __init__(self, *children: Element) -> None:
        self.body = Element(*children, marks="body")
        for element in self.body.walk():
            element.document = self
        self.activeElement: Element = self.body
        self.keyboard: Keyboard | None = None

    def focus(self, element: Element) -> None:
        self.activeElement = element
        if self.keyboard is not None:
            self.keyboard.focusin(Event("", target=element))

    def querySelector(self, selector: str) -> Element | None:
        return self.body.querySelector(selector)

    def find(self, mark: str) -> Element:
        found = self.body.querySelector(mark)
        assert found is not None, mark
        return found


class Event:
    def __init__(self, key: str, *, target: Any, shift: bool = False, ctrl: bool = False) -> None:
        self.key = key
        self.target = target
        self.shiftKey = shift
        self.ctrlKey = ctrl
        self.altKey = False
        self.metaKey = False
        self.defaultPrevented = False

    def preventDefault(self) -> None:
        self.defaultPrevented = True


class ViewKeysLog:
    """A view that takes the keys in ``takes`` and notes every key and focus it hears."""

    def __init__(self, takes: tuple[str, ...] = ()) -> None:
        self.takes = takes
        self.keys: list[Press] = []
        self.focused: list[Any] = []

    def on_key(self, press: Press, target: Any) -> bool:
        self.keys.append(press)
        return press.key in self.takes

    def on_focus(self, target: Any) -> None:
        self.focused.append(target)


def page() -> Document:
    """A table with a hand and its sheet, a drawer with a question inside, a share box, History."""
    return Document(
        Element(
            control("opener"),
            Element(control("card"), marks="hand"),
            Element(
                Element(marks="sheet-title", tab=-1), control("next primary"), control("share-game"), marks="sheet"
            ),
            marks="app",
        ),
        Element(
            Element(marks="panel-title", tab=-1),
            control("first-in-panel"),
            Element(control("cancel"), control("reset"), marks="confirm"),
            control("last-in-panel"),
            marks="panel",
        ),
        Element(control("share-address"), control("done"), marks="share"),
        Element(control("step"), marks="history"),
    )


class Setup:
    def __init__(self) -> None:
        self.document = page()
        self.keys_pressed = 0
        self.keyboard = Keyboard(self.document, self.heard)
        self.document.keyboard = self.keyboard
        self.table = ViewKeysLog(("ArrowRight", "p"))
        self.history = ViewKeysLog(("ArrowLeft",))
        self.keyboard.add("table", self.table)
        self.keyboard.add("history", self.history)
        self.escaped: list[str] = []
        self.sheet = self.dialog("sheet", ".primary", IN_VIEW, "table")
        self.panel = self.dialog("panel", "panel-title", DRAWER, "table", fallback="opener")
        self.question = self.dialog("confirm", "cancel", IN_DRAWER, "table")
        self.share = self.dialog("share", "share-address", TOP, None)

    def heard(self) -> None:
        self.keys_pressed += 1

    def dialog(self, mark: str, home: str, layer: int, view: Any, fallback: str | None = None) -> Dialog:
        def escape() -> bool:
            self.escaped.append(mark)
            return mark != "sheet"  # the score sheet stays (nothing to close)

        return Dialog(mark, lambda: self.document.find(mark), home, escape, layer, view, fallback)

    def press(self, key: str, **modifiers: bool) -> Event:
        event = Event(key, target=self.document.activeElement, **modifiers)
        self.keyboard.keydown(event)
        return event

    def focused(self) -> str:
        return repr(self.document.activeElement)

    def focus(self, mark: str) -> None:
        self.document.find(mark).focus()


def test_without_a_dialog_the_view_shown_hears_each_key_and_the_browser_skips_those_it_takes() -> None:
    setup = Setup()
    assert setup.press("ArrowRight").defaultPrevented
    assert not setup.press("x").defaultPrevented
    assert [press.key for press in setup.table.keys] == ["ArrowRight", "x"]
    setup.keyboard.show("history")
    assert setup.press("ArrowLeft").defaultPrevented and not setup.press("ArrowRight").defaultPrevented
    assert [press.key for press in setup.history.keys] == ["ArrowLeft", "ArrowRight"]
    setup.keyboard.show("learn")  # Learn takes no key: the browser's own
    assert not setup.press("ArrowLeft").defaultPrevented
    assert len(setup.table.keys) == 2 and len(setup.history.keys) == 2
    assert setup.keys_pressed == 5  # every key lets the page make sound


def test_an_open_dialog_takes_escape_and_tab_and_no_other_key_reaches_the_view() -> None:
    setup = Setup()
    setup.focus("opener")
    setup.keyboard.open(setup.share)
    setup.focus("share-address")
    assert not setup.press("p").defaultPrevented and setup.table.keys == []
    assert setup.press("Escape").defaultPrevented and setup.escaped == ["share"]


def test_escape_that_closes_nothing_is_left_to_the_browser() -> None:
    setup = Setup()
    setup.keyboard.open(setup.sheet)
    assert not setup.press("Escape").defaultPrevented  # the score sheet has nothing to close
    assert setup.escaped == ["sheet"] and setup.table.keys == []


def test_the_uppermost_dialog_has_the_keyboard_whatever_the_order_they_opened_in() -> None:
    setup = Setup()
    keyboard = setup.keyboard
    keyboard.open(setup.panel)
    keyboard.open(setup.sheet)  # the deal ends under an open drawer
    assert keyboard.active is setup.panel
    keyboard.open(setup.question)
    assert keyboard.active is setup.question
    setup.press("Escape")
    assert setup.escaped == ["confirm"]
    keyboard.close(setup.question, restore=False)
    keyboard.close(setup.panel, restore=False)
    assert keyboard.active is setup.sheet
    keyboard.open(setup.share)
    assert keyboard.active is setup.share


def test_a_dialog_of_a_view_not_shown_has_no_keyboard() -> None:
    setup = Setup()
    setup.keyboard.open(setup.sheet)
    setup.keyboard.show("history")  # History covers the table and its sheet
    assert setup.keyboard.active is None
    assert setup.press("ArrowLeft").defaultPrevented and setup.escaped == []
    setup.keyboard.open(setup.share)  # the share box lies over every view
    assert setup.keyboard.active is setup.share
    setup.keyboard.close(setup.share, restore=False)
    setup.keyboard.show("table")
    assert setup.keyboard.active is setup.sheet


def test_focus_straying_out_of_the_active_dialog_comes_back_to_its_home() -> None:
    setup = Setup()
    setup.keyboard.open(setup.panel)
    setup.focus("first-in-panel")
    assert setup.focused() == "<first-in-panel tabbable>"
    setup.focus("card")
    assert setup.focused() == "<panel-title>"
    setup.keyboard.open(setup.question)
    setup.focus("last-in-panel")
    assert setup.focused() == "<cancel tabbable>"
    assert setup.table.focused == []  # the view hears no focus while a dialog has the keyboard


def test_with_no_dialog_the_view_hears_where_focus_goes() -> None:
    setup = Setup()
    setup.focus("card")
    assert setup.table.focused == [setup.document.find("card")]


def test_a_dialog_not_drawn_yet_leaves_focus_alone() -> None:
    setup = Setup()
    drawn_later = Dialog("later", lambda: None, "home", lambda: True, IN_VIEW, "table")
    setup.keyboard.open(drawn_later)
    setup.focus("card")
    assert setup.focused() == "<card tabbable>"
    assert not setup.press("Tab").defaultPrevented


def test_closing_gives_focus_back_to_what_had_it_when_the_dialog_opened() -> None:
    setup = Setup()
    setup.focus("opener")
    setup.keyboard.open(setup.share)
    setup.focus("share-address")
    setup.keyboard.close(setup.share)
    assert setup.focused() == "<opener tabbable>" and not setup.keyboard.is_open(setup.share)
    setup.keyboard.close(setup.share)  # closing it again changes nothing
    assert setup.focused() == "<opener tabbable>"


def test_opening_an_open_dialog_keeps_its_first_opener() -> None:
    setup = Setup()
    setup.focus("opener")
    setup.keyboard.open(setup.panel)
    setup.focus("first-in-panel")
    setup.keyboard.open(setup.panel)  # Settings, then Statistics in the same panel
    setup.keyboard.close(setup.panel)
    assert setup.focused() == "<opener tabbable>"


def test_an_opener_that_is_gone_hands_focus_to_the_fallback_and_an_owner_may_place_it_itself() -> None:
    setup = Setup()
    setup.focus("card")
    setup.keyboard.open(setup.panel)
    setup.document.find("card").isConnected = False  # the card was played meanwhile
    setup.focus("panel-title")
    setup.keyboard.close(setup.panel)
    assert setup.focused() == "<opener tabbable>"
    setup.keyboard.open(setup.sheet)
    setup.focus("next")
    setup.keyboard.close(setup.sheet, restore=False)  # the table places focus after its redraw
    assert setup.focused() == "<next primary tabbable>"


def test_an_opener_hidden_meanwhile_hands_focus_to_the_fallback() -> None:
    setup = Setup()
    setup.focus("step")  # History's, then a drawer opened over the table
    setup.keyboard.open(setup.panel)
    setup.focus("panel-title")
    setup.document.find("step").shown = False
    setup.keyboard.close(setup.panel)
    assert setup.focused() == "<opener tabbable>"


def test_what_a_closed_details_or_a_hidden_parent_hides_is_no_stop() -> None:
    class Folded(Element):
        def checkVisibility(self) -> bool:
            return False

    document = Document(Element(control("a"), control("b"), Folded(marks="inside tabbable", tab=0), marks="box"))
    keyboard = Keyboard(document)
    keyboard.open(Dialog("box", lambda: document.find("box"), "a", lambda: True, IN_VIEW))
    document.find("b").focus()
    event = Event("Tab", target=document.activeElement)
    keyboard.keydown(event)
    assert event.defaultPrevented and document.activeElement is document.find("a")


def test_nothing_focused_is_not_an_opener() -> None:
    setup = Setup()
    setup.keyboard.open(setup.panel)  # the page opened at #settings
    setup.focus("panel-title")
    setup.keyboard.close(setup.panel)
    assert setup.focused() == "<opener tabbable>"  # the fallback


def test_tab_goes_round_the_active_dialog() -> None:
    setup = Setup()
    setup.keyboard.open(setup.panel)
    setup.focus("panel-title")
    assert not setup.press("Tab").defaultPrevented  # inside, on no stop: the browser's next
    setup.focus("last-in-panel")
    assert setup.press("Tab").defaultPrevented
    assert setup.focused() == "<first-in-panel tabbable>"
    assert setup.press("Tab", shift=True).defaultPrevented
    assert setup.focused() == "<last-in-panel tabbable>"
    assert not setup.press("Tab", shift=True).defaultPrevented  # the browser goes back one
    assert not setup.press("Tab", ctrl=True).defaultPrevented  # the browser's own tabs
    setup.focus("cancel")
    assert not setup.press("Tab").defaultPrevented


def test_tab_from_outside_the_sheet_comes_into_it() -> None:
    setup = Setup()
    setup.keyboard.open(setup.sheet)
    setup.document.activeElement = setup.document.body
    assert setup.press("Tab").defaultPrevented
    assert setup.focused() == "<next primary tabbable>"
    setup.document.activeElement = setup.document.body
    assert setup.press("Tab", shift=True).defaultPrevented
    assert setup.focused() == "<share-game tabbable>"


def test_tab_skips_what_is_hidden_disabled_or_an_unchecked_radio() -> None:
    document = Document(
        Element(
            control("a"),
            control("radio-1", type="radio", name="level"),
            control("radio-2", type="radio", name="level", checked=True),
            control("b"),
            control("disabled", disabled=True),
            control("folded", shown=False),
            marks="box",
        )
    )
    keyboard = Keyboard(document)
    document.keyboard = keyboard
    keyboard.open(Dialog("box", lambda: document.find("box"), "a", lambda: True, IN_VIEW))
    document.find("b").focus()
    event = Event("Tab", target=document.activeElement)
    keyboard.keydown(event)
    assert event.defaultPrevented and document.activeElement is document.find("a")
    event = Event("Tab", target=document.activeElement, shift=True)
    keyboard.keydown(event)
    assert document.activeElement is document.find("b")


def test_the_keyboard_listens_to_the_document_s_keydown_and_focusin_only() -> None:
    setup = Setup()
    heard: list[tuple[Any, str]] = []
    setup.keyboard.listen(lambda target, kind, handler: heard.append((target, kind)))
    assert heard == [(setup.document, "keydown"), (setup.document, "focusin")]


def test_a_press_says_whether_a_modifier_is_held_and_whether_it_is_typed_in_a_field() -> None:
    field = Element(tagName="TEXTAREA")
    editable = Element(isContentEditable=True)
    assert press_of(Event("p", target=Element())) == Press("p")
    assert press_of(Event("Tab", target=field, shift=True)) == Press("Tab", shift=True, typing=True)
    assert press_of(Event("h", target=editable, ctrl=True)) == Press("h", modified=True, typing=True)


def test_tab_wraps_from_the_last_stop_to_the_first_and_back() -> None:
    assert [wrap_tab(i, 3, backwards=False) for i in (-1, 0, 1, 2)] == [0, None, None, 0]
    assert [wrap_tab(i, 3, backwards=True) for i in (-1, 0, 1, 2)] == [2, 2, None, None]
    assert wrap_tab(0, 1, backwards=False) == 0 and wrap_tab(-1, 0, backwards=True) is None
    assert wrap_tab(-1, 3, backwards=True, inside=True) is None


@pytest.mark.parametrize(
    ("controls", "stops"),
    [
        ([Control(0), Control(-1), Control(0)], [0, 2]),
        ([Control(0, radio="a"), Control(0, radio="a", checked=True), Control(0, radio="b")], [1, 2]),
        ([Control(0, radio="a"), Control(0, radio="a")], [0, 1]),
        ([Control(0, disabled=True), Control(0, shown=False), Control(3)], [2]),
    ],
)
def test_the_stops_are_the_controls_in_the_tab_order(controls: list[Control], stops: list[int]) -> None:
    assert tab_stops(controls) == stops
