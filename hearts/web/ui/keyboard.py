"""The page's keyboard: one ``keydown`` and one ``focusin`` listener, and one focus trap for every dialog.

A key goes first to the dialog that has the keyboard (:attr:`Keyboard.active`:
the uppermost of those over the view shown, the last opened of a layer):
Escape closes it; Tab goes round its controls (from the last to the first,
Shift+Tab the other way); no other key reaches what lies under it. With no
dialog open, the key goes to the view shown: the table (its keys are
:mod:`hearts.web.table.key_intents`), History (its step keys) or the puzzles (the hand's arrows, P and N);
Learn takes none.

The dialogs are the share box, the drawers and the reset question inside
Statistics, the table's sheet (the score sheet, the new-game sheet, the
review and the play checker's question) and History's questions. Each is
opened and closed here (:meth:`Keyboard.open`, :meth:`Keyboard.close`).
While one is open, focus that strays out of it comes back to its ``home``
control; when it closes, focus goes back to what had it when it opened
(else to the dialog's ``fallback``), unless its owner places focus itself.

Plain Python: elements and events are read as the browser hands them over
(stand-ins on CPython).

>>> wrap_tab(3, 4, backwards=False), wrap_tab(0, 4, backwards=True), wrap_tab(1, 4, backwards=False)
(0, 3, None)
>>> tab_stops([Control(0), Control(-1), Control(0, radio="level"), Control(0, radio="level", checked=True)])
[0, 3]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final, NamedTuple, Protocol

from .dom_values import absent, text

__all__ = [
    "DRAWER",
    "IN_DRAWER",
    "IN_VIEW",
    "TABBABLE",
    "TOP",
    "Control",
    "Dialog",
    "Keyboard",
    "Press",
    "View",
    "ViewKeys",
    "press_of",
    "tab_stops",
    "wrap_tab",
]

View = str
"""The name of what fills the page (the router's views: the table, History, Learn)."""

TABBABLE: Final = "a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]"
"""The elements of a dialog that may take Tab (each is then asked whether it does: see :func:`tab_stops`)."""
_TEXT_FIELDS: Final = frozenset({"input", "select", "textarea"})

IN_VIEW: Final = 0
"""The layer of a dialog drawn inside its view: the table's sheet, History's questions."""
DRAWER: Final = 1
"""The layer of the drawers' panel, over the table."""
IN_DRAWER: Final = 2
"""The layer of a question inside a drawer."""
TOP: Final = 3
"""The layer of the share box, over everything."""


class Press(NamedTuple):
    """A key press: the ``KeyboardEvent.key``, Shift, another modifier (Ctrl, Alt or Meta), and typing in a field."""

    key: str
    shift: bool = False
    modified: bool = False
    typing: bool = False


def press_of(event: Any) -> Press:
    """The press a ``keydown`` event reports (``typing``: its target is a text field or editable)."""
    target = event.target
    tag = str(getattr(target, "tagName", "") or "").lower()
    typing = tag in _TEXT_FIELDS or bool(getattr(target, "isContentEditable", False))
    return Press(str(event.key), bool(event.shiftKey), bool(event.ctrlKey or event.altKey or event.metaKey), typing)


class Control(NamedTuple):
    """One element of a dialog that may take Tab, as the page reads it."""

    tab_index: int
    disabled: bool = False
    shown: bool = True
    """Whether it is laid out (not hidden, nor inside something hidden or folded)."""
    radio: str | None = None
    """The group's name, for a radio button."""
    checked: bool = False


def tab_stops(controls: Sequence[Control]) -> list[int]:
    """Which of ``controls`` (in page order) Tab stops at: their indexes.

    A control stops Tab when it is in the tab order, enabled and shown; of a
    group of radio buttons with one checked, only the checked one does (with
    none checked, each is counted: a stop too many only hands the wrap back
    to the trap's ``focusin``, a stop too few would make a control
    unreachable).

    >>> tab_stops([Control(0, disabled=True), Control(0, shown=False), Control(2), Control(0, radio="a")])
    [2, 3]
    """
    checked = {control.radio for control in controls if control.radio is not None and control.checked}
    return [
        index
        for index, control in enumerate(controls)
        if control.tab_index >= 0
        and not control.disabled
        and control.shown
        and (control.radio is None or control.checked or control.radio not in checked)
    ]


def wrap_tab(position: int, count: int, backwards: bool, *, inside: bool = False) -> int | None:
    """Tab inside a dialog: from its last stop to its first (Shift+Tab: first to last), else ``None`` (the browser's).

    ``position`` is the focused element's place among the dialog's ``count``
    stops, -1 if it is none of them: then focus comes to the first stop (the
    last, backwards), unless it is ``inside`` the dialog all the same (a
    heading that took focus), where the browser's own order goes on.

    >>> wrap_tab(-1, 4, False), wrap_tab(-1, 4, True), wrap_tab(-1, 4, False, inside=True), wrap_tab(-1, 0, True)
    (0, 3, None, None)
    """
    if count == 0 or (position < 0 and inside):
        return None
    if position < 0:
        return count - 1 if backwards else 0
    if backwards and position == 0:
        return count - 1
    if not backwards and position == count - 1:
        return 0
    return None


@dataclass(eq=False)
class Dialog:
    """A dialog as the keyboard knows it.

    ``container`` finds the element that keeps the keyboard (asked afresh each
    time: a view may draw it anew); ``home`` is the selector, inside it, of
    the control that takes focus straying out; ``escape`` is Escape pressed
    (whether the dialog took it); ``layer`` is how high it lies (:data:`IN_VIEW`
    to :data:`TOP`: a dialog that opens under an open one of a higher layer
    does not take the keyboard from it); ``view`` is the view it lies over
    (``None``: over every view); ``fallback`` is the selector, in the page, of
    what takes focus when it closes if what had focus before is gone.
    """

    name: str
    container: Callable[[], Any]
    home: str
    escape: Callable[[], bool]
    layer: int
    view: View | None = None
    fallback: str | None = None


class ViewKeys(Protocol):
    """A view's keys, as the keyboard hands them over while the view shows and no dialog is open."""

    def on_key(self, press: Press, target: Any) -> bool:
        """A key pressed on ``target``: whether the view took it (the browser then does nothing more with it)."""
        ...

    def on_focus(self, target: Any) -> None:
        """``target`` took focus."""
        ...


Listen = Callable[[Any, str, Callable[[Any], None]], Any]
"""Listening to an element's events: the target, the event's name, the handler."""


class Keyboard:
    """The document's keys and focus: the open dialogs, in the order opened, and the view shown.

    ``on_key`` hears every key pressed, before anything is done with it.
    """

    def __init__(self, document: Any, on_key: Callable[[], None] | None = None) -> None:
        self.document = document
        self.on_key = on_key
        self.shown: View = "table"
        self._views: dict[View, ViewKeys] = {}
        self._open: list[tuple[Dialog, Any]] = []
        """Each open dialog, with the element that had focus when it opened (``None``: none)."""

    def listen(self, listen: Listen) -> None:
        """Listen to the document's ``keydown`` and ``focusin`` (the only listeners of either in the page)."""
        listen(self.document, "keydown", self.keydown)
        listen(self.document, "focusin", self.focusin)

    def add(self, view: View, keys: ViewKeys) -> None:
        """``keys`` takes the keyboard while ``view`` shows and no dialog is open over it."""
        self._views[view] = keys

    def show(self, view: View) -> None:
        """``view`` fills the page now (the router says so before it shows it)."""
        self.shown = view

    # -------------------------------------------------------------- dialogs

    def open(self, dialog: Dialog) -> None:
        """``dialog`` opens (nothing changes if it is open already): it has the keyboard while it is the last open."""
        if self.is_open(dialog):
            return
        active = self.document.activeElement
        self._open.append((dialog, None if absent(active) or active == self.document.body else active))

    def close(self, dialog: Dialog, *, restore: bool = True) -> None:
        """``dialog`` closes; with ``restore``, focus goes back to what had it before (if it still can, else to the
        fallback)."""
        found = next((i for i, (open_, _) in enumerate(self._open) if open_ is dialog), None)
        if found is None:
            return
        _, opener = self._open.pop(found)
        if not restore:
            return
        if opener is not None and bool(opener.isConnected):
            opener.focus()
            if self.document.activeElement == opener:
                return
        if dialog.fallback is not None:  # the opener is gone, or hidden now
            self._focus(self.document.querySelector(dialog.fallback))

    def is_open(self, dialog: Dialog) -> bool:
        return any(open_ is dialog for open_, _ in self._open)

    @property
    def active(self) -> Dialog | None:
        """The dialog that has the keyboard: the uppermost over the view shown (the last opened of a layer)."""
        over = [dialog for dialog, _ in self._open if dialog.view is None or dialog.view == self.shown]
        return max(reversed(over), key=lambda dialog: dialog.layer, default=None)

    # ------------------------------------------------------------ listeners

    def keydown(self, event: Any) -> None:
        """A key: to the active dialog, else to the view shown."""
        if self.on_key is not None:
            self.on_key()
        press = press_of(event)
        dialog = self.active
        if dialog is None:
            keys = self._views.get(self.shown)
            taken = keys is not None and keys.on_key(press, event.target)
        elif press.key == "Escape":
            taken = dialog.escape()
        elif press.key == "Tab" and not press.modified:
            taken = self._tab(dialog, backwards=press.shift)
        else:
            taken = False
        if taken:
            event.preventDefault()

    def focusin(self, event: Any) -> None:
        """Focus moved: it stays inside the active dialog, else the view shown hears it."""
        target = event.target
        dialog = self.active
        if dialog is None:
            keys = self._views.get(self.shown)
            if keys is not None:
                keys.on_focus(target)
            return
        container = dialog.container()
        if absent(container) or bool(container.contains(target)):
            return
        self._focus(container.querySelector(dialog.home))

    def _tab(self, dialog: Dialog, *, backwards: bool) -> bool:
        """Tab in ``dialog``: whether focus went round (from its last stop to its first, or back)."""
        container = dialog.container()
        if absent(container):
            return False
        found = container.querySelectorAll(TABBABLE)
        elements = [found.item(i) for i in range(int(found.length))]
        stops = [elements[i] for i in tab_stops([_control(element) for element in elements])]
        active = self.document.activeElement
        position = next((i for i, stop in enumerate(stops) if stop == active), -1)
        inside = position < 0 and not absent(active) and bool(container.contains(active))
        wrapped = wrap_tab(position, len(stops), backwards, inside=inside)
        if wrapped is None:
            return False
        stops[wrapped].focus()
        return True

    @staticmethod
    def _focus(element: Any) -> None:
        if not absent(element):
            element.focus()


def _control(element: Any) -> Control:
    """An element read as a :class:`Control` (a property the element lacks reads as its default)."""
    radio = text(getattr(element, "name", None)) if text(getattr(element, "type", None)) == "radio" else None
    return Control(
        int(element.tabIndex),
        bool(getattr(element, "disabled", False)),
        _shown(element),
        radio,
        bool(getattr(element, "checked", False)),
    )


def _shown(element: Any) -> bool:
    """Whether ``element`` is drawn: not hidden, nor inside something hidden or folded (a closed ``details``)."""
    check = getattr(element, "checkVisibility", None)
    if check is not None:
        return bool(check())
    return int(element.getClientRects().length) > 0  # a browser without checkVisibility: laid out at least
