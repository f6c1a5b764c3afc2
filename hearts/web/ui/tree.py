"""Elements as plain data: every view of the page is a pure function returning :class:`Node` trees.

A view describes its elements as a tree in plain Python, tested in CPython;
the page turns the tree into elements (:func:`hearts.web.ui.dom.build`) or
into markup written by :func:`html_of` alone, where every text and attribute
value is escaped, so no stored text can ever become markup.

>>> tree = h("p", {"class": "note"}, "Games played: ", h("strong", {}, "3"))
>>> text_of(tree)
'Games played: 3'
>>> find(tree, "strong").children
('3',)
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from html import escape
from typing import Final, Union

__all__ = [
    "Child",
    "Fragment",
    "Markup",
    "Node",
    "find",
    "find_all",
    "fixed",
    "h",
    "html_of",
    "is_fixed",
    "text_of",
    "walk",
]

_NAME: Final = re.compile(r"[a-z][a-z0-9-]*")
_ATTRIBUTE: Final = re.compile(r"[a-z][a-zA-Z0-9-]*")
"""Attribute names: SVG's are case-sensitive (``viewBox``); handlers and styles are refused whatever their case."""

_ALLOWED: set[str | tuple[str]] = set()
"""The element names (``"p"``) and attribute names (``("class",)``) checked already: each is checked once."""

Child = Union["Node", str]
Fragment = tuple[Child, ...]
"""Elements and text side by side: what fills a region of the page."""


class Markup(str):
    """HTML written by :func:`html_of` from a tree (the only markup the page sets), with the tree it was written from
    (``tree``), from which the kit patches a region in place."""

    tree: tuple[Child, ...] | None = None


@dataclass(frozen=True, slots=True)
class Node:
    """One element: its tag, attributes (name, value) in order, and children (elements or text)."""

    tag: str
    attrs: tuple[tuple[str, str], ...] = ()
    children: tuple[Child, ...] = ()

    def __post_init__(self) -> None:
        if self.tag not in _ALLOWED:
            if not _NAME.fullmatch(self.tag):
                raise ValueError(f"Not an element name: {self.tag!r}.")
            _ALLOWED.add(self.tag)
        for name, _ in self.attrs:
            if (name,) not in _ALLOWED:
                if not _ATTRIBUTE.fullmatch(name) or name.lower().startswith("on") or name.lower() == "style":
                    raise ValueError(f"Attribute {name!r} is not allowed (no handlers or inline styles).")
                _ALLOWED.add((name,))

    def get(self, name: str) -> str | None:
        """The value of attribute ``name``, or ``None``."""
        for key, value in self.attrs:
            if key == name:
                return value
        return None

    @property
    def classes(self) -> list[str]:
        return (self.get("class") or "").split()


def h(tag: str, attrs: Mapping[str, str | int | bool | None] | None = None, *children: Child | None) -> Node:
    """An element. Attributes set to ``None`` or ``False`` are left out, ``True`` is written as ``""``."""
    pairs = []
    for name, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        pairs.append((name, "" if value is True else str(value)))
    return Node(tag, tuple(pairs), tuple(child for child in children if child is not None))


def walk(node: Node) -> Iterator[Node]:
    """``node`` and every element inside it, in document order."""
    yield node
    for child in node.children:
        if isinstance(child, Node):
            yield from walk(child)


def text_of(node: Child) -> str:
    """All the text inside, as the page shows it (without extra spaces)."""
    if isinstance(node, str):
        return node
    return "".join(text_of(child) for child in node.children)


def find_all(node: Node, tag: str | None = None, **attrs: str) -> list[Node]:
    """Elements with this tag (any if ``None``) whose attributes include ``attrs`` (``class_`` for class)."""
    wanted = {name.rstrip("_").replace("_", "-"): value for name, value in attrs.items()}
    found = []
    for element in walk(node):
        if tag is not None and element.tag != tag:
            continue
        if all(
            (value in element.classes) if name == "class" else element.get(name) == value
            for name, value in wanted.items()
        ):
            found.append(element)
    return found


def find(node: Node, tag: str | None = None, **attrs: str) -> Node:
    """The first element :func:`find_all` finds; ``LookupError`` if none."""
    found = find_all(node, tag, **attrs)
    if not found:
        raise LookupError(f"No <{tag or '*'}> with {attrs}.")
    return found[0]


_VOID: Final = frozenset({"area", "br", "col", "hr", "img", "input", "source", "wbr"})
_FIXED: dict[int, tuple[Node, str | None]] = {}
"""The subtrees marked :func:`fixed`, by their identity (each tree kept alive here), with their markup once written."""


def fixed(node: Node) -> Node:
    """``node``, whose markup :func:`html_of` writes once and reuses, and whose elements the page makes once and
    copies: for a subtree drawn again and again.

    >>> face = fixed(h("svg", {"class": "face"}, h("use", {"href": "#suit-H"})))
    >>> html_of(h("div", {}, face))
    '<div><svg class="face"><use href="#suit-H"></use></svg></div>'
    >>> html_of(h("p", {}, face)) == "<p>" + html_of(face) + "</p>"
    True
    """
    if id(node) not in _FIXED:
        _FIXED[id(node)] = (node, None)  # its markup is written the first time it is needed (the page may only patch)
    return node


def is_fixed(node: Node) -> bool:
    """Whether ``node`` was marked :func:`fixed` (the page may then copy the elements it made of it once)."""
    return id(node) in _FIXED


def html_of(content: Child | Fragment) -> Markup:
    """The tree (or trees side by side) as HTML text, every text and attribute value escaped.

    >>> html_of(h("p", {"class": "note"}, "Hearts & ", h("strong", {}, "<3")))
    '<p class="note">Hearts &amp; <strong>&lt;3</strong></p>'
    >>> html_of(("Game ", h("b", {}, "5")))
    'Game <b>5</b>'
    """
    fragment = content if isinstance(content, tuple) else (content,)
    markup = Markup("".join(_write(child) for child in fragment))
    markup.tree = fragment
    return markup


def _write(node: Child) -> str:
    if isinstance(node, str):
        return escape(node, quote=False)
    known = _FIXED.get(id(node))
    if known is not None and known[1] is not None:
        return known[1]
    attrs = "".join(f' {name}="{escape(value)}"' for name, value in node.attrs)
    if node.tag in _VOID:
        return f"<{node.tag}{attrs}>"
    markup = f"<{node.tag}{attrs}>{''.join(_write(child) for child in node.children)}</{node.tag}>"
    if known is not None:
        _FIXED[id(node)] = (node, markup)
    return markup
