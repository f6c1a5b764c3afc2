"""A small DOM in plain Python: the calls :mod:`hearts.web.ui.patch` makes, with a log of what was written.

Elements and text nodes with ``childNodes``, ``insertBefore``, ``appendChild``, ``remove``, ``cloneNode``, attributes,
``data`` and ``localName``; the document counts the nodes it makes, the copies it clones, and every write, so a test
can say that a redraw kept an element (the same object, ``is``) and wrote only what changed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

from hearts.web.ui.patch import SVG

ELEMENT = 1
TEXT = 3


class JsNull:
    """What the page's DOM hands Python for JavaScript's ``null`` (Pyodide's ``jsnull``): falsy, and not ``None``."""

    def __bool__(self) -> bool:
        return False


NULL = JsNull()


@dataclass(eq=False)
class FakeNode:
    document: FakeDocument
    parentNode: FakeElement | JsNull = NULL

    def remove(self) -> None:
        if isinstance(self.parentNode, FakeElement):
            self.parentNode.childNodes.remove(self)
            self.document.writes.append(("remove", self.describe()))
            self.parentNode = NULL

    def describe(self) -> str:
        raise NotImplementedError


@dataclass(eq=False)
class FakeText(FakeNode):
    text: str = ""
    nodeType: int = TEXT

    @property
    def data(self) -> str:
        return self.text

    @data.setter
    def data(self, value: str) -> None:
        self.document.writes.append(("text", value))
        self.text = value

    def describe(self) -> str:
        return repr(self.text)

    def cloneNode(self, deep: bool) -> FakeNode:
        self.document.cloned += 1
        return _copy(self, deep)


@dataclass(eq=False)
class FakeElement(FakeNode):
    localName: str = ""
    namespace: str | None = None
    attributes: dict[str, str] = field(default_factory=dict)
    childNodes: list[FakeNode] = field(default_factory=list)
    checked: bool = False
    selected: bool = False
    nodeType: int = ELEMENT

    def getAttribute(self, name: str) -> str | JsNull:
        return self.attributes.get(name, NULL)

    def getAttributeNames(self) -> list[str]:
        return list(self.attributes)

    def setAttribute(self, name: str, value: str) -> None:
        self.document.writes.append(("set", f"{self.localName} {name}={value}"))
        self.attributes[name] = value

    def removeAttribute(self, name: str) -> None:
        self.document.writes.append(("unset", f"{self.localName} {name}"))
        self.attributes.pop(name, None)

    def insertBefore(self, node: FakeNode, before: FakeNode | None) -> FakeNode:
        if isinstance(node.parentNode, FakeElement):
            node.parentNode.childNodes.remove(node)
            self.document.writes.append(("move", node.describe()))
        else:
            self.document.writes.append(("insert", node.describe()))
        index = len(self.childNodes) if before is None else self.childNodes.index(before)
        self.childNodes.insert(index, node)
        node.parentNode = self
        return node

    def appendChild(self, node: FakeNode) -> FakeNode:
        self.childNodes.append(node)
        node.parentNode = self
        return node

    def describe(self) -> str:
        return f"<{self.localName}>"

    def cloneNode(self, deep: bool) -> FakeNode:
        """A copy (with copies of everything inside if ``deep``), counted once in ``document.cloned``."""
        self.document.cloned += 1
        return _copy(self, deep)

    @property
    def innerHTML(self) -> str:
        return self.html

    @innerHTML.setter
    def innerHTML(self, markup: str) -> None:
        """Parsed as a browser would (text beside text is one text node), by Python's own HTML parser."""
        self.document.writes.append(("innerHTML", markup))
        for child in list(self.childNodes):
            child.parentNode = NULL
        self.childNodes.clear()
        _Parser(self).feed(markup)

    @property
    def html(self) -> str:
        """The markup of what is inside, written as :func:`~hearts.web.ui.tree.html_of` writes it."""
        from html import escape

        parts = []
        for child in self.childNodes:
            if isinstance(child, FakeText):
                parts.append(escape(child.text, quote=False))
            elif isinstance(child, FakeElement):
                attrs = "".join(f' {name}="{escape(value)}"' for name, value in child.attributes.items())
                inner = "" if child.localName in ("input", "br", "img") else f"{child.html}</{child.localName}>"
                parts.append(f"<{child.localName}{attrs}>{inner}")
        return "".join(parts)


def _copy(node: FakeNode, deep: bool = True) -> FakeNode:
    if isinstance(node, FakeText):
        return FakeText(node.document, text=node.text)
    assert isinstance(node, FakeElement)
    copy = FakeElement(node.document, localName=node.localName, namespace=node.namespace)
    copy.attributes = dict(node.attributes)
    for child in node.childNodes if deep else ():
        copy.appendChild(_copy(child))
    return copy


class _Parser(HTMLParser):
    def __init__(self, root: FakeElement) -> None:
        super().__init__(convert_charrefs=True)
        self.open = [root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = FakeElement(self.open[0].document, localName=tag, attributes={k: v or "" for k, v in attrs})
        self.open[-1].appendChild(element)
        if tag not in ("input", "br", "img"):
            self.open.append(element)

    def handle_endtag(self, tag: str) -> None:
        if len(self.open) > 1:
            self.open.pop()

    def handle_data(self, data: str) -> None:
        parent = self.open[-1]
        last = parent.childNodes[-1] if parent.childNodes else None
        if isinstance(last, FakeText):
            last.text += data
        else:
            parent.appendChild(FakeText(parent.document, text=data))


@dataclass(eq=False)
class FakeDocument:
    made: int = 0
    cloned: int = 0
    writes: list[tuple[str, str]] = field(default_factory=list)
    defaultView: FakeWindow | None = None
    """The window, with the page's ``heartsPatch`` where a test gives it one."""

    def createElement(self, tag: str) -> FakeElement:
        self.made += 1
        return FakeElement(self, localName=tag)

    def createElementNS(self, namespace: str, tag: str) -> FakeElement:
        self.made += 1
        return FakeElement(self, localName=tag, namespace=namespace)

    def createTextNode(self, text: str) -> FakeText:
        self.made += 1
        return FakeText(self, text=text)

    def element(self, tag: str = "div") -> FakeElement:
        """A region of the page to fill."""
        return FakeElement(self, localName=tag)

    def forget(self) -> None:
        """Start counting afresh."""
        self.made = self.cloned = 0
        self.writes.clear()


class FakePatchHelper:
    """What ``assets/patch.js`` gives the page as ``heartsPatch``, over a fake document, with a log of its calls:
    a subtree made in one call from its JSON form, an element's attributes written in one call."""

    def __init__(self, document: FakeDocument) -> None:
        self.document = document
        self.calls: list[str] = []
        self.forms: list[object] = []
        self.fixed: dict[int, FakeNode] = {}

    def make(self, form: str, svg: bool) -> FakeNode:
        self.calls.append("make")
        self.forms.append(json.loads(form))
        return self._made(self.forms[-1], svg)

    def _made(self, form: Any, svg: bool) -> FakeNode:
        if isinstance(form, str):
            return self.document.createTextNode(form)
        if form[0] == 0:
            if form[1] not in self.fixed:
                self.fixed[form[1]] = self._made(form[2], svg)
            return self.fixed[form[1]].cloneNode(True)
        tag, attributes, children = form
        svg = svg or tag == "svg"
        element = self.document.createElementNS(SVG, tag) if svg else self.document.createElement(tag)
        for at in range(0, len(attributes), 2):
            element.setAttribute(attributes[at], attributes[at + 1])
        for child in children:
            element.appendChild(self._made(child, svg))
        return element

    def attributes(self, element: FakeElement, *changes: str | None) -> None:
        self.calls.append("attributes")
        for at in range(0, len(changes), 2):
            name, value = changes[at], changes[at + 1]
            assert name is not None
            if value is None:
                element.removeAttribute(name)
            elif element.getAttribute(name) != value:
                element.setAttribute(name, value)


@dataclass
class FakeWindow:
    heartsPatch: FakePatchHelper


def all_elements(root: FakeElement) -> list[Any]:
    """Every element inside ``root``, in document order."""
    found: list[Any] = []
    for child in root.childNodes:
        if isinstance(child, FakeElement):
            found.append(child)
            found.extend(all_elements(child))
    return found
