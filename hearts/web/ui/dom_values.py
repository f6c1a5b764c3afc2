"""What the browser's DOM calls hand back, read in plain Python: null and undefined, and strings.

Nothing here imports the browser: the keyboard's logic (:mod:`hearts.web.ui.keyboard`)
reads elements with these on CPython as in the page.

>>> absent(None), text(None), text(7)
(True, None, '7')
"""

from __future__ import annotations

from typing import Any

__all__ = ["absent", "text"]


def absent(value: Any) -> bool:
    """Whether a DOM result is missing: JavaScript ``null`` arrives as ``jsnull``, ``undefined`` as ``None``."""
    return value is None or type(value).__name__ == "JsNull"


def text(value: Any) -> str | None:
    """A DOM string, or ``None`` for null/undefined."""
    return None if absent(value) else str(value)
