"""Small browser helpers: :class:`~hearts.web.ui.tree.Node` trees made into elements, DOM values, the clipboard.

Runs under PyScript on Pyodide only. Elements are made with
``createElement``, ``setAttribute`` and text nodes: nothing is parsed as HTML.
"""

from __future__ import annotations

from typing import Any, Final

import js

from .tree import Node

__all__ = ["absent", "build", "copy_text", "text"]


def absent(value: Any) -> bool:
    """Whether a DOM result is missing: JavaScript ``null`` arrives as ``jsnull``, ``undefined`` as ``None``."""
    return value is None or type(value).__name__ == "JsNull"


def text(value: Any) -> str | None:
    """A DOM string, or ``None`` for null/undefined."""
    return None if absent(value) else str(value)


_SVG: Final = "http://www.w3.org/2000/svg"
_SVG_TAGS: Final = frozenset({"svg", "line", "polyline", "circle", "path", "g", "text"})


def build(node: Node) -> Any:
    """The element ``node`` describes, with its attributes and children (SVG tags in SVG's namespace)."""
    document = js.document
    svg = node.tag in _SVG_TAGS
    element = document.createElementNS(_SVG, node.tag) if svg else document.createElement(node.tag)
    for name, value in node.attrs:
        element.setAttribute(name, value)
        if name == "checked":
            element.checked = True
        elif name == "selected":
            element.selected = True
    for child in node.children:
        if isinstance(child, Node):
            element.appendChild(build(child))
        else:
            element.appendChild(document.createTextNode(child))
    return element


async def copy_text(value: str) -> bool:
    """Put ``value`` on the clipboard; whether the browser allowed it."""
    try:
        clipboard = js.navigator.clipboard
        if absent(clipboard):
            return False
        await clipboard.writeText(value)
    except Exception:  # no permission, or no clipboard
        return False
    return True
