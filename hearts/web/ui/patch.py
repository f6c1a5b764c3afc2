"""Bring a live element's contents in line with a tree, in place: the elements that stay are kept, not made again.

:func:`patch` walks the element's children beside the tree's: an element
with the same tag (and the same key, where the tree gives one: an ``id``,
``data-card`` or ``data-action``) is kept and only its differing attributes
and text are written; a keyed element the tree no longer has is removed,
one it gains is made; whatever is left over goes. So focus, a running
transition and the element itself survive a redraw. Text is set as text,
never parsed. It works on any document with the DOM's calls (the page's, or
the tests' small fake one): it imports no browser module.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import Any, Final

from .tree import Child, Markup, Node

__all__ = ["KEYS", "Regions", "key_of", "make", "patch", "update"]

SVG: Final = "http://www.w3.org/2000/svg"
KEYS: Final = ("id", "data-card", "data-action")
"""The attributes that name an element for good: an element keeps its key across redraws."""
_TEXT: Final = 3
_ELEMENT: Final = 1


def key_of(node: Node) -> tuple[str, str] | None:
    """The attribute (name, value) that names ``node`` across redraws, if it has one."""
    for name, value in node.attrs:
        if name in KEYS:
            return name, value
    return None


def make(document: Any, node: Child, *, svg: bool = False) -> Any:
    """The element (or text node) ``node`` describes, with everything inside it."""
    if isinstance(node, str):
        return document.createTextNode(node)
    svg = svg or node.tag == "svg"
    element = document.createElementNS(SVG, node.tag) if svg else document.createElement(node.tag)
    for name, value in node.attrs:
        element.setAttribute(name, value)
    _properties(element, node)
    for child in node.children:
        element.appendChild(make(document, child, svg=svg))
    return element


def patch(document: Any, parent: Any, children: Sequence[Child], *, svg: bool = False) -> None:
    """Make ``parent``'s children match ``children``, keeping every live node that can stay."""
    live = list(parent.childNodes)
    wanted = {key for child in children if isinstance(child, Node) and (key := key_of(child))}
    for node in live:  # keyed elements the tree no longer has go first, so that none of the others has to move
        if node.nodeType == _ELEMENT and (key := _live_key(node)) is not None and key not in wanted:
            node.remove()
    live = [node for node in live if not _absent(node.parentNode)]  # the page hands back null, not None
    at = 0
    for child in children:
        current = live[at] if at < len(live) else None
        if isinstance(child, str):
            if current is not None and current.nodeType == _TEXT:
                if current.data != child:
                    current.data = child
                at += 1
                continue
            parent.insertBefore(document.createTextNode(child), current)
            continue
        key = key_of(child)
        if current is not None and _same(current, child, key):
            _update(document, current, child, svg or child.tag == "svg")
            at += 1
            continue
        found = _keyed(live, at, key) if key is not None else None
        if found is not None:  # a kept element further on: brought here (the tree moved it)
            live.remove(found)
            parent.insertBefore(found, current)
            live.insert(at, found)
            _update(document, found, child, svg or child.tag == "svg")
            at += 1
            continue
        parent.insertBefore(make(document, child, svg=svg), current)
    for node in live[at:]:
        node.remove()


def update(document: Any, parent: Any, old: Sequence[Child], new: Sequence[Child], *, svg: bool = False) -> None:
    """Make ``parent``'s children, drawn from ``old``, match ``new``: the two trees are compared in Python and only
    what differs is written, so an unchanged subtree costs no call into the page. Children the page changed in the
    meantime (more or fewer than ``old`` has) are walked live by :func:`patch` instead."""
    if old == new:
        return
    live = list(parent.childNodes)
    if len(live) != len(old):
        patch(document, parent, new, svg=svg)
        return
    matched = _matches(old, new)
    kept = [index for index in matched if index is not None]
    if any(a >= b for a, b in pairwise(kept)):  # the tree moved a kept child
        patch(document, parent, new, svg=svg)
        return
    staying = set(kept)
    for position, node in enumerate(live):
        if position not in staying:
            node.remove()
    for at, (child, index) in enumerate(zip(new, matched, strict=True)):
        if index is None:
            later = next((live[i] for i in matched[at + 1 :] if i is not None), None)
            parent.insertBefore(make(document, child, svg=svg), later)
            continue
        was = old[index]
        if isinstance(child, str):
            if was != child:
                live[index].data = child
        elif isinstance(was, Node) and was != child:
            _update_from(document, live[index], was, child, svg or child.tag == "svg")


def _matches(old: Sequence[Child], new: Sequence[Child]) -> list[int | None]:
    """For each new child, the index of the old child it continues (same key, else same tag in order), or None."""
    keyed = {
        (child.tag, key): index for index, child in enumerate(old) if isinstance(child, Node) and (key := key_of(child))
    }
    free = [index for index, child in enumerate(old) if not (isinstance(child, Node) and key_of(child))]
    found: list[int | None] = []
    at = 0
    for child in new:
        if isinstance(child, Node) and (key := key_of(child)):
            found.append(keyed.pop((child.tag, key), None))
            continue
        index = None
        for position in range(at, len(free)):
            candidate = old[free[position]]
            if isinstance(candidate, str) == isinstance(child, str) and (
                isinstance(child, str) or (isinstance(candidate, Node) and candidate.tag == child.tag)
            ):
                index, at = free[position], position + 1
                break
        found.append(index)
    return found


def _update_from(document: Any, element: Any, old: Node, new: Node, svg: bool) -> None:
    if old.attrs != new.attrs:
        wanted = dict(new.attrs)
        for name, __ in old.attrs:
            if name not in wanted:
                element.removeAttribute(name)
        had = dict(old.attrs)
        for name, value in new.attrs:
            if had.get(name) != value:
                element.setAttribute(name, value)
        _properties(element, new)
    update(document, element, old.children, new.children, svg=svg)


class Regions:
    """The regions of a page this kit fills, each with the tree it was last drawn from.

    :meth:`fill` draws a region from a :class:`~.tree.Markup`: the first time by writing its markup whole (the
    browser's parser is quickest at making many elements), after that by :func:`update` from the tree drawn before,
    so the elements that stay are the same elements.
    """

    def __init__(self, document: Any) -> None:
        self.document = document
        self.drawn: list[tuple[Any, tuple[Child, ...]]] = []

    def fill(self, region: Any, markup: Markup) -> None:
        for index, (known, old) in enumerate(self.drawn):
            if known == region:
                if markup.tree is None:
                    break
                update(self.document, region, old, markup.tree)
                self.drawn[index] = (known, markup.tree)
                return
        self.forget(region)
        region.innerHTML = markup
        if markup.tree is not None:
            self.drawn.append((region, markup.tree))

    def forget(self, region: Any) -> None:
        """``region`` was written another way: the next :meth:`fill` writes it whole."""
        self.drawn = [(known, old) for known, old in self.drawn if known != region]


def _same(node: Any, child: Node, key: tuple[str, str] | None) -> bool:
    if node.nodeType != _ELEMENT or node.localName != child.tag:
        return False
    live = _live_key(node)
    return live == key


def _live_key(node: Any) -> tuple[str, str] | None:
    for name in KEYS:
        value = node.getAttribute(name)
        if value is not None and not _absent(value):
            return name, str(value)
    return None


def _absent(value: Any) -> bool:
    return value is None or type(value).__name__ == "JsNull"


def _keyed(live: list[Any], start: int, key: tuple[str, str]) -> Any:
    name, value = key
    for node in live[start:]:
        if node.nodeType == _ELEMENT and node.getAttribute(name) == value:
            return node
    return None


def _update(document: Any, element: Any, node: Node, svg: bool) -> None:
    wanted = dict(node.attrs)
    for name in list(element.getAttributeNames()):
        if str(name) not in wanted:
            element.removeAttribute(name)
    for name, value in node.attrs:
        if element.getAttribute(name) != value:
            element.setAttribute(name, value)
    _properties(element, node)
    patch(document, element, node.children, svg=svg)


def _properties(element: Any, node: Node) -> None:
    """What a control shows follows its properties, not its attributes, once a person touched it."""
    if node.tag == "input":
        element.checked = node.get("checked") is not None
    elif node.tag == "option":
        element.selected = node.get("selected") is not None
