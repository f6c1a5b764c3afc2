"""A translated sentence with elements in it: its named placeholders filled with text or with trees.

A sentence that shows cards as symbols (or a word in bold) is still one
message: ``_("After {plays}")``. :func:`sentence` cuts the translated text at
its placeholders and puts each part in its place, so a translator may move
them anywhere in the sentence.

>>> from hearts.web.ui.tree import h, html_of
>>> parts = sentence("Your decisions cost about {cost} this deal.", cost=h("strong", {}, "2.4 points"))
>>> html_of(h("p", {}, *parts))
'<p>Your decisions cost about <strong>2.4 points</strong> this deal.</p>'
>>> sentence("{seat} {card}", seat="West", card=[h("b", {}, "Q"), "!"])
['West', ' ', Node(tag='b', attrs=(), children=('Q',)), '!']
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from .tree import Child, Node

__all__ = ["sentence"]

_PLACEHOLDER: Final = re.compile(r"\{(\w+)\}")


def sentence(template: str, **parts: str | Node | Sequence[Child]) -> list[Child]:
    """``template`` (a translated message), each ``{name}`` replaced by ``parts[name]`` (text, a tree or several)."""
    shown: list[Child] = []
    end = 0
    for found in _PLACEHOLDER.finditer(template):
        if found.start() > end:
            shown.append(template[end : found.start()])
        part = parts[found.group(1)]
        if isinstance(part, (str, Node)):
            shown.append(part)
        else:
            shown.extend(part)
        end = found.end()
    if end < len(template):
        shown.append(template[end:])
    return shown
