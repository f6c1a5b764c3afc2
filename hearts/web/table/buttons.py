"""The table's buttons as trees: ``data-action`` says what a button does, and its key is named for screen readers.

>>> from hearts.web.ui.tree import html_of
>>> html_of(button("Pass", "pass", primary=True, enabled=False))
'<button type="button" class="btn primary" data-action="pass" aria-keyshortcuts="P" aria-disabled="true">Pass</button>'
"""

from __future__ import annotations

from ..ui.tree import Node, h
from .key_intents import SHORTCUTS

__all__ = ["button"]


def button(
    label: str,
    action: str,
    *,
    primary: bool = False,
    enabled: bool = True,
    extra: str = "",
    pressed: bool | None = None,
) -> Node:
    """A button of the table doing ``action`` (``extra``: more classes; ``pressed``: a toggle's state)."""
    classes = "btn primary" if primary else "btn"
    return h(
        "button",
        {
            "type": "button",
            "class": classes + (" " + extra if extra else ""),
            "data-action": action,
            "aria-keyshortcuts": SHORTCUTS.get(action),
            "aria-disabled": None if enabled else "true",
            "aria-pressed": None if pressed is None else str(pressed).lower(),
        },
        label,
    )
