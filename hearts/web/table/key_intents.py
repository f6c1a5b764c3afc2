"""The keyboard at the table, as plain Python: what a key means now, and where focus goes after a redraw.

The page asks :func:`key_intent` on every key press (when no dialog, drawer
or text field has the keyboard) and does what it answers; it asks
:func:`refocus` after every redraw that took the focused element away. Both
only read the :class:`~hearts.web.table.state.Table`: the rules stay in the engine
(a card that cannot be played is still tapped, and the engine says why).

Keys: the arrow keys (and Home, End) move between the cards of your hand
(Up and Down between its two rows, where a narrow phone shows two);
Enter or Space plays or chooses the focused card (the button's own click);
P passes the chosen cards, H asks for a hint, C (or Enter on a card)
continues after a trick; L shows the last trick again, and L or Escape
closes it; Escape closes the new-game sheet.

>>> from hearts.web.table.state import Table
>>> from hearts.web.ui.keyboard import Press
>>> table = Table(48213907)
>>> hand = [card.code for card in table.hand]
>>> key_intent(Press("ArrowRight"), table, Focus("card", hand[0]), hand)
Intent(kind='move', value='JC')
>>> key_intent(Press("p"), table, Focus("card", hand[0]), hand)
Intent(kind='press', value='pass')
>>> refocus(Focus("card", "4C"), hand, hand[1:], Actions())
Focus(kind='card', value='JC')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal, NamedTuple

from ..ui.keyboard import Press
from .last_trick import last_trick
from .state import Table

__all__ = [
    "SHORTCUTS",
    "Actions",
    "Focus",
    "Intent",
    "cursor_card",
    "key_intent",
    "refocus",
    "second_row",
]

FocusKind = Literal["card", "action", "prompt", "other", "none"]
IntentKind = Literal["move", "press"]

SHORTCUTS: Final = {"pass": "P", "hint": "H", "continue": "C", "last-trick": "L"}
"""The one-letter key of each table button (shown to assistive technology as ``aria-keyshortcuts``)."""

_PREVIOUS: Final = frozenset({"ArrowLeft", "ArrowUp"})
_NEXT: Final = frozenset({"ArrowRight", "ArrowDown"})
_MOVES: Final = _PREVIOUS | _NEXT | {"Home", "End"}
_AFTER_SHEET: Final = frozenset({"next-deal", "new-game", "restart", "daily", "close-sheet", "new-game-menu"})


class Focus(NamedTuple):
    """What has the keyboard: a card of the hand (its code), a table button (its action), the prompt itself
    (holding focus while the others play out a trick after your last card), something else, or nothing."""

    kind: FocusKind
    value: str = ""


class Intent(NamedTuple):
    """What the page should do: move focus to a card (``value`` its code), or press a button (its action)."""

    kind: IntentKind
    value: str


class Actions(NamedTuple):
    """The table's buttons showing after a redraw (their ``data-action`` values), in page order."""

    shown: tuple[str, ...] = ()
    primary: str | None = None
    """The action of the prompt's main button, if one shows."""


def second_row(count: int) -> int | None:
    """Where a hand of ``count`` cards starts its second row on a narrow phone; ``None``: one row at any width.

    >>> second_row(13), second_row(8), second_row(7)
    (7, 4, None)
    """
    return (count + 1) // 2 if count > 7 else None


def cursor_card(hand: Sequence[str], remembered: str | None, playable: Sequence[str] = ()) -> str | None:
    """The card of the hand that takes the Tab stop: the one last focused, else the first playable, else the first.

    >>> cursor_card(["2C", "5D"], "5D"), cursor_card(["2C", "5D"], "KS", ["5D"]), cursor_card([], None)
    ('5D', '5D', None)
    """
    if remembered in hand:
        return remembered
    if playable:
        return playable[0]
    return hand[0] if hand else None


def _nearest(card: str, before: Sequence[str], after: Sequence[str]) -> str | None:
    """The card now where ``card`` was: same place in the hand, else the last card; ``None`` if the hand is empty."""
    if card in after:
        return card
    if not after:
        return None
    index = before.index(card) if card in before else 0
    return after[min(index, len(after) - 1)]


def key_intent(
    press: Press,
    table: Table,
    focus: Focus,
    hand: Sequence[str],
    two_rows: bool = False,
    *,
    last_trick_open: bool = False,
) -> Intent | None:
    """What ``press`` means at ``table`` while ``focus`` has the keyboard (``None``: leave the key to the browser).

    ``hand`` is the person's cards in page order; ``two_rows`` says the page
    shows them in two rows (split at :func:`second_row`), where Up and Down
    move between the rows instead of along the hand; ``last_trick_open``
    says the last trick is showing again. The page asks only while the table
    has the keyboard (no drawer, dialog or text field open).
    """
    if press.modified:
        return None
    key = press.key
    if key in _MOVES:
        return _move(key, focus, hand, second_row(len(hand)) if two_rows else None)
    letter = key.lower() if len(key) == 1 else ""
    if letter == "p" and table.choosing_pass:
        return Intent("press", "pass")
    if letter == "h" and table.hint_wanted() is not None and not table.thinking_hint:
        return Intent("press", "hint")
    if (letter == "l" and (last_trick_open or last_trick(table) is not None)) or (key == "Escape" and last_trick_open):
        return Intent("press", "last-trick")
    if table.stage == "trick" and (letter == "c" or (key == "Enter" and focus.kind in ("card", "prompt", "none"))):
        return Intent("press", "continue")
    return None


def _move(key: str, focus: Focus, hand: Sequence[str], row: int | None) -> Intent | None:
    """Where ``key`` takes focus in ``hand``; ``row`` is where its second row starts (``None``: one row)."""
    if not hand or focus.kind not in ("card", "prompt", "none"):
        return None
    if focus.kind != "card" or focus.value not in hand:
        return Intent("move", hand[0] if key != "End" else hand[-1])
    index = list(hand).index(focus.value)
    if row is not None and key in ("ArrowUp", "ArrowDown"):
        if key == "ArrowDown" and index < row:
            index = min(index + row, len(hand) - 1)  # the card below, else the second row's last
        elif key == "ArrowUp" and index >= row:
            index -= row
        return Intent("move", hand[index])
    if key == "Home":
        index = 0
    elif key == "End":
        index = len(hand) - 1
    elif key in _PREVIOUS:
        index = max(index - 1, 0)
    else:
        index = min(index + 1, len(hand) - 1)
    return Intent("move", hand[index])


def refocus(
    focused: Focus, before: Sequence[str], after: Sequence[str], actions: Actions, cursor: str | None = None
) -> Focus | None:
    """Where focus goes when a redraw took away the element that had it.

    A card still in the hand keeps it; a card just played or passed hands it
    to the card now in its place. A button that is still there keeps it; a
    table button that went away (Pass after passing, Continue, the sheet's
    buttons) hands it to the hand's ``cursor`` card (see :func:`cursor_card`),
    else to the prompt's main button. With no card and no such button (your
    last card played, the others still to play) the prompt itself keeps
    focus until its button comes. ``None``: leave focus alone.

    >>> refocus(Focus("action", "pass"), ["2C"], ["2C", "KH"], Actions(), cursor="KH")
    Focus(kind='card', value='KH')
    >>> refocus(Focus("action", "continue"), [], [], Actions(("next-deal",), "next-deal"))
    Focus(kind='action', value='next-deal')
    >>> refocus(Focus("card", "AH"), ["AH"], [], Actions(("share",)))
    Focus(kind='prompt', value='')
    """
    if focused.kind == "prompt":
        card = cursor_card(after, cursor) if actions.primary is None else None
        if card is not None:
            return Focus("card", card)
    elif focused.kind == "card":
        card = _nearest(focused.value, before, after)
        if card is not None:
            return Focus("card", card)
    elif focused.kind == "action":
        if focused.value in actions.shown:
            return focused
        if focused.value == "close-sheet" and "new-game-menu" in actions.shown:
            return Focus("action", "new-game-menu")  # back to the button that opened the sheet
        if focused.value not in _AFTER_SHEET and focused.value not in ("pass", "continue", "hint"):
            return None
        card = cursor_card(after, cursor)
        if card is not None:
            return Focus("card", card)
    else:
        return None
    if actions.primary is not None:
        return Focus("action", actions.primary)
    return Focus("prompt")
