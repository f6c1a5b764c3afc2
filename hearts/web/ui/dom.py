"""The one place trees become elements (:func:`build`) or fill a region (:func:`fill`); small browser helpers.

Runs under PyScript on Pyodide only. :func:`build` makes elements with
``createElement`` (SVG's in SVG's namespace), ``setAttribute`` and text
nodes; :func:`fill` draws a region from the tree the markup of
:func:`~hearts.web.ui.tree.html_of` was written from, patching it in place
(:mod:`.patch`): text is always set as text. No other module of the page makes an element. :func:`absent` and
:func:`text` (from :mod:`.dom_values`) read what DOM calls hand back.
"""

from __future__ import annotations

from typing import Any

import js

from .dom_values import absent, text
from .patch import Regions, make
from .tree import Child, Fragment, Markup, Node, h

__all__ = ["absent", "build", "copy_text", "download", "fill", "page_view", "text"]


def build(node: Node, *, svg: bool = False) -> Any:
    """The element ``node`` describes, with its attributes and children (an ``svg`` and all inside it in SVG's
    namespace; ``svg``: ``node`` is inside one)."""
    return make(js.document, node, svg=svg)


_REGIONS: list[Regions] = []


def fill(region: Any, content: Markup | Child | Fragment) -> None:
    """Draw ``content`` (a tree, or markup written by :func:`~.tree.html_of` with its tree) inside ``region``: its
    markup whole the first time, then patched in place from the tree drawn before (:class:`~.patch.Regions`), so
    the elements that stay keep focus and state."""
    if not _REGIONS:
        _REGIONS.append(Regions(js.document))
    _REGIONS[0].fill(region, content)


def page_view(element_id: str, classes: str, title_id: str, content_class: str) -> tuple[Any, Any]:
    """A view that fills the page (Learn, the puzzles): its ``<main>`` (the page's own, else made), hidden and named
    by the heading ``title_id``, emptied but for one ``<div>`` the view draws into; returns both."""
    document = js.document
    root = document.getElementById(element_id)
    if absent(root):
        root = build(h("main", {"class": classes, "id": element_id}))
        document.body.appendChild(root)
    root.setAttribute("aria-labelledby", title_id)
    root.hidden = True
    content = build(h("div", {"class": content_class}))
    root.replaceChildren(content)
    return root, content


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
