"""Form controls as trees, shared by the drawers: a labelled drop-down list.

>>> from hearts.web.ui.tree import find_all
>>> row = select_row("pace", "Pace", {"quick": "Quick", "normal": "Normal"}, "normal")
>>> [(option.get("value"), option.get("selected")) for option in find_all(row, "option")]
[('quick', None), ('normal', '')]
"""

from __future__ import annotations

from collections.abc import Mapping

from .tree import Node, h

__all__ = ["select_row"]


def select_row(
    name: str, label: str, options: Mapping[str, str], current: str, languages: Mapping[str, str] | None = None
) -> Node:
    """A drop-down list named ``name`` (its id ``set-NAME``) with its title, the ``current`` option selected.

    ``languages`` gives an option's own language (its ``lang``), where it is not the page's.
    """
    langs = languages or {}
    return h(
        "label",
        {"class": "select-row"},
        h("span", {"class": "select-title"}, label),
        h(
            "select",
            {"name": name, "id": f"set-{name}"},
            *(
                h("option", {"value": value, "selected": value == current, "lang": langs.get(value)}, text)
                for value, text in options.items()
            ),
        ),
    )
