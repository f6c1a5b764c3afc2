"""Bring a live element's contents in line with a tree, in place: the elements that stay are kept, not made again.

:func:`patch` walks the element's children beside the tree's: an element
with the same tag (and the same key, where the tree gives one: an ``id``,
``data-card`` or ``data-action``) is kept and only its differing attributes
and text are written; a keyed element the tree no longer has is removed,
one it gains is made; whatever is left over goes. So focus, a running
transition and the element itself survive a redraw. Text is set as text,
never parsed. It works on any document with the DOM's calls (the page's, or
the tests' small fake one): it imports no browser module.

Every call into the page costs far more than the work it asks for, so where
the page offers ``heartsPatch`` (``assets/patch.js``) a new subtree is made in
one call from its JSON form, and an element's changed attributes are written
in one call; a document without it (the tests') gets the same calls one by one.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from itertools import pairwise
from typing import Any, Final

from .tree import Child, Fragment, Markup, Node, html_of, is_fixed

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


_PROTOTYPES: dict[tuple[int, bool], tuple[Any, Any]] = {}
"""For each subtree marked :func:`~.tree.fixed` (by its identity, and whether it is made inside an ``svg``): the
document and the element made of it there once. Each later copy is that element cloned, one call into the page."""


def make(document: Any, node: Child, *, svg: bool = False) -> Any:
    """The element (or text node) ``node`` describes, with everything inside it (a fixed subtree cloned from the
    one made of it before)."""
    if isinstance(node, str):
        return document.createTextNode(node)
    helper = _helper(document)
    if helper is not None and not is_fixed(node):
        return helper.make(json.dumps(_spec(node, svg), separators=(",", ":")), svg)
    if is_fixed(node):
        known = _PROTOTYPES.get((id(node), svg))
        if known is None or known[0] != document:
            known = (document, _made(document, node, svg))
            _PROTOTYPES[id(node), svg] = known
        return known[1].cloneNode(True)
    return _made(document, node, svg)


_HELPERS: list[tuple[Any, Any, set[int]]] = []
"""The last document asked, its ``heartsPatch`` (``None`` where it has none), and the fixed subtrees it was sent."""


def _helper(document: Any) -> Any:
    """The page's ``heartsPatch`` (``assets/patch.js``), or ``None`` where the document has none."""
    if not _HELPERS or _HELPERS[0][0] != document:
        window = getattr(document, "defaultView", None)
        found = getattr(window, "heartsPatch", None) if window is not None else None
        _HELPERS[:] = [(document, None if _absent(found) else found, set())]
    return _HELPERS[0][1]


def _spec(node: Child, svg: bool) -> object:
    """``node`` as JSON's lists for ``heartsPatch.make``: text as itself, an element as [tag, [name, value, ...],
    [child, ...]], a fixed subtree as [0, its key, its form] the first time and [0, its key] after (then cloned)."""
    if isinstance(node, str):
        return node
    svg = svg or node.tag == "svg"
    form = [node.tag, [part for pair in node.attrs for part in pair], [_spec(child, svg) for child in node.children]]
    if not is_fixed(node):
        return form
    key = 2 * id(node) + svg  # the fixed subtree's identity (kept alive by the tree module) and where it is made
    sent = _HELPERS[0][2]
    if key in sent:
        return [0, key]
    sent.add(key)
    return [0, key, form]


def _made(document: Any, node: Node, svg: bool) -> Any:
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
    what differs is written, so an unchanged subtree (the same object, or an equal one) costs no call into the page.
    Children the tree moved are moved, the fewest of them, keyed elements before any other kept in place. Children
    the page changed in the meantime (more or fewer than ``old`` has) are walked live by :func:`patch` instead."""
    if old is new or old == new:
        return
    live = list(parent.childNodes)
    if len(live) != len(old):
        patch(document, parent, new, svg=svg)
        return
    matched = _matches(old, new)
    staying = {index for index in matched if index is not None}
    for position, node in enumerate(live):
        if position not in staying:
            node.remove()
    steady = _in_place(old, matched)
    following = None  # the node the child being placed goes before (None: the end); placed from the last
    for child, index in zip(reversed(new), reversed(matched), strict=True):
        if index is None:
            node = make(document, child, svg=svg)
            parent.insertBefore(node, following)
        else:
            node = live[index]
            if index not in steady:
                parent.insertBefore(node, following)
            was = old[index]
            if isinstance(child, str):
                if was != child:
                    node.data = child
            elif isinstance(was, Node) and was is not child and was != child:
                _update_from(document, node, was, child, svg or child.tag == "svg")
        following = node


def _in_place(old: Sequence[Child], matched: Sequence[int | None]) -> set[int]:
    """The old children that stay where they are: the most of them whose order the new tree keeps (each keyed one
    counting for more than all unkeyed ones together); the others are moved."""
    kept = [index for index in matched if index is not None]
    if all(a < b for a, b in pairwise(kept)):
        return set(kept)
    weight = [len(kept) + 1 if _keyed_child(old[index]) else 1 for index in kept]
    best = list(weight)
    before: list[int | None] = [None] * len(kept)
    for at in range(len(kept)):
        for earlier in range(at):
            if kept[earlier] < kept[at] and best[earlier] + weight[at] > best[at]:
                best[at], before[at] = best[earlier] + weight[at], earlier
    steady: set[int] = set()
    at_most: int | None = max(range(len(kept)), key=best.__getitem__)
    while at_most is not None:
        steady.add(kept[at_most])
        at_most = before[at_most]
    return steady


def _keyed_child(child: Child) -> bool:
    return isinstance(child, Node) and key_of(child) is not None


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
        had = dict(old.attrs)
        changes: list[tuple[str, str | None]] = [(name, None) for name, __ in old.attrs if name not in wanted]
        changes += [(name, value) for name, value in new.attrs if had.get(name) != value]
        helper = _helper(document)
        if helper is not None:
            helper.attributes(element, *(part for change in changes for part in change))
        else:
            for name, value in changes:
                if value is None:
                    element.removeAttribute(name)
                else:
                    element.setAttribute(name, value)
        _properties(element, new)
    update(document, element, old.children, new.children, svg=svg)


class Regions:
    """The regions of a page this kit fills, each with the tree it was last drawn from.

    :meth:`fill` draws a region from a tree (or a :class:`~.tree.Markup` with its tree): the first time by writing
    its markup whole (the browser's parser is quickest at making many elements), after that by :func:`update` from
    the tree drawn before, so the elements that stay are the same elements.
    """

    def __init__(self, document: Any) -> None:
        self.document = document
        self.drawn: list[tuple[Any, tuple[Child, ...]]] = []

    def fill(self, region: Any, content: Markup | Child | Fragment) -> None:
        tree = _tree_of(content)
        for index, (known, old) in enumerate(self.drawn):
            if known == region:
                if tree is None:
                    break
                update(self.document, region, old, tree)
                self.drawn[index] = (known, tree)
                return
        self.forget(region)
        region.innerHTML = content if isinstance(content, Markup) else html_of(content)
        if tree is not None:
            self.drawn.append((region, tree))

    def forget(self, region: Any) -> None:
        """``region`` was written another way: the next :meth:`fill` writes it whole."""
        self.drawn = [(known, old) for known, old in self.drawn if known != region]


def _tree_of(content: Markup | Child | Fragment) -> tuple[Child, ...] | None:
    """The children a region is drawn with: a markup's tree (``None`` if it has none), a fragment, or one child."""
    if isinstance(content, Markup):
        return content.tree
    return content if isinstance(content, tuple) else (content,)


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
