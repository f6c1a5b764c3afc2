"""Dialogs as trees: the drawer that holds Settings and Statistics, in-page questions and notices.

>>> from hearts.web.ui.tree import find, text_of
>>> question = confirm_view("Clear?", "This cannot be undone.", h("button", {}, "Cancel"))
>>> find(question, role="alertdialog").get("aria-describedby"), text_of(find(question, "h3"))
('confirm-text', 'Clear?')
"""

from __future__ import annotations

from ...words.catalog import pgettext
from .labels import close_button
from .tree import Child, Node, h

__all__ = ["confirm_view", "drawer", "notice_view"]


def drawer(title: str, *body: Child | None, classes: str = "") -> Node:
    """A drawer's card: its title (``#panel-title``), a Close button and the body."""
    return h(
        "div",
        {"class": f"panel-card {classes}".strip()},
        h(
            "div",  # not <header>: inside a dialog it would be a second banner landmark beside the page's
            {"class": "panel-head"},
            h("h2", {"id": "panel-title", "tabindex": "-1"}, title),
            h(
                "button",
                {"type": "button", "class": "btn quiet panel-close", "data-panel-action": "close"},
                h("span", {"aria-hidden": "true"}, "×"),
                h("span", {"class": "sr-only"}, close_button()),
            ),
        ),
        h("div", {"class": "panel-body"}, *body),
    )


def confirm_view(title: str, question: str, *buttons: Node, prefix: str = "confirm") -> Node:
    """An in-page question (an alert dialog over a shade) and its buttons; ``prefix`` names its title and text."""
    return h(
        "div",
        {"class": "confirm-backdrop"},
        h(
            "div",
            {
                "class": "confirm",
                "role": "alertdialog",
                "aria-modal": "true",
                "aria-labelledby": f"{prefix}-title",
                "aria-describedby": f"{prefix}-text",
            },
            h("h3", {"id": f"{prefix}-title"}, title),
            h("p", {"id": f"{prefix}-text"}, question),
            h("div", {"class": "actions"}, *buttons),
        ),
    )


def notice_view(text: str, *, action: tuple[str, str] | None = None) -> Node:
    """A notice to read once: the text, an optional (label, ``data-notice-action``) button, and Dismiss."""
    buttons = []
    if action is not None:
        buttons.append(h("button", {"type": "button", "class": "btn", "data-notice-action": action[1]}, action[0]))
    buttons.append(
        h(
            "button",
            {"type": "button", "class": "btn quiet", "data-notice-action": "dismiss"},
            pgettext("button", "Dismiss"),
        ),
    )
    return h(
        "div",
        {"class": "notice-card"},
        h("p", {"class": "notice-text", "id": "notice-text"}, text),
        h("div", {"class": "actions"}, *buttons),
    )
