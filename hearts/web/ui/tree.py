"""Elements as plain data: what the page builds with ``createElement`` and ``textContent``, never parsed as HTML.

Views that show stored data (statistics, settings, notices) are described
as :class:`Node` trees in plain Python, tested in CPython, and turned into
DOM elements by the page one element, attribute and text node at a time, so
no stored text can ever become markup.

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

__all__ = ["Child", "Node", "find", "find_all", "h", "html_of", "text_of", "walk"]

_NAME: Final = re.compile(r"[a-z][a-z0-9-]*")
_ATTRIBUTE: Final = re.compile(r"[a-z][a-zA-Z0-9-]*")
"""Attribute names: SVG's are case-sensitive (``viewBox``); handlers and styles are refused whatever their case."""

Child = Union["Node", str]


@dataclass(frozen=True, slots=True)
class Node:
    """One element: its tag, attributes (name, value) in order, and children (elements or text)."""

    tag: str
    attrs: tuple[tuple[str, str], ...] = ()
    children: tuple[Child, ...] = ()

    def __post_init__(self) -> None:
        if not _NAME.fullmatch(self.tag):
            raise ValueError(f"Not an element name: {self.tag!r}.")
        for name, _ in self.attrs:
            if not _ATTRIBUTE.fullmatch(name) or name.lower().startswith("on") or name.lower() == "style":
                raise ValueError(f"Attribute {name!r} is not allowed (no handlers or inline styles).")

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


def html_of(node: Child) -> str:
    """The tree as HTML text, every text and attribute value escaped, for views drawn from strings.

    >>> html_of(h("p", {"class": "note"}, "Hearts & ", h("strong", {}, "<3")))
    '<p class="note">Hearts &amp; <strong>&lt;3</strong></p>'
    """
    if isinstance(node, str):
        return escape(node, quote=False)
    attrs = "".join(f' {name}="{escape(value)}"' for name, value in node.attrs)
    if node.tag in _VOID:
        return f"<{node.tag}{attrs}>"
    return f"<{node.tag}{attrs}>{''.join(html_of(child) for child in node.children)}</{node.tag}>"
