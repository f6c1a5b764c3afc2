"""The one place trees become elements (:func:`build`) or fill a region (:func:`fill`); small browser helpers.

Runs under PyScript on Pyodide only. :func:`build` makes elements with
``createElement`` (SVG's in SVG's namespace), ``setAttribute`` and text
nodes; :func:`fill` replaces a whole region with the markup
:func:`~hearts.web.ui.tree.html_of` wrote from a tree, every text and value
escaped. No other module of the page makes an element. :func:`absent` and
:func:`text` (from :mod:`.dom_values`) read what DOM calls hand back.
"""

from __future__ import annotations

from typing import Any, Final

import js

from .dom_values import absent, text
from .tree import Markup, Node

__all__ = ["absent", "build", "copy_text", "download", "fill", "text"]


_SVG: Final = "http://www.w3.org/2000/svg"


def build(node: Node, *, svg: bool = False) -> Any:
    """The element ``node`` describes, with its attributes and children (an ``svg`` and all inside it in SVG's
    namespace; ``svg``: ``node`` is inside one)."""
    document = js.document
    svg = svg or node.tag == "svg"
    element = document.createElementNS(_SVG, node.tag) if svg else document.createElement(node.tag)
    for name, value in node.attrs:
        element.setAttribute(name, value)
        if name == "checked":
            element.checked = True
        elif name == "selected":
            element.selected = True
    for child in node.children:
        if isinstance(child, Node):
            element.appendChild(build(child, svg=svg))
        else:
            element.appendChild(document.createTextNode(child))
    return element


def fill(region: Any, markup: Markup) -> None:
    """Replace everything inside ``region`` at once with ``markup`` (written by :func:`~.tree.html_of`)."""
    region.innerHTML = markup


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


def download(name: str, content: str, kind: str = "application/json") -> None:
    """Save ``content`` as a file called ``name``, as a link to it would when clicked."""
    from pyodide.ffi import create_once_callable

    options = js.Object.new()
    options.type = kind
    address = js.URL.createObjectURL(js.Blob.new([content], options))
    link = build(Node("a", (("href", address), ("download", name))))
    js.document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(address)), 1000)
