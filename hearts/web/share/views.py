"""The share box as a tree: the game's address to copy, and a link to the game as played so far.

>>> from hearts.web.ui.tree import find, text_of
>>> box = share_view(5, "https://example.org/?deal=5", True)
>>> find(box, "input").get("value"), text_of(find(box, "p", role="status"))
('https://example.org/?deal=5', 'The address is copied: paste it into a message.')
"""

from __future__ import annotations

from typing import Final

from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext
from ...words.catalog import noop as N_
from ...words.numbers import count_text
from ..ui.labels import share_title
from ..ui.tree import Node, h

__all__ = ["SHARE_STATUS", "share_view"]

SHARE_STATUS: Final[dict[bool | None, str]] = {
    None: N_("Copying the address…"),
    True: N_("The address is copied: paste it into a message."),
    False: N_("Your browser did not let the game copy it: the address is selected, so copy it yourself."),
}
"""What the box says while the address is copied, once it is, and when the browser refused (worded with ``_``)."""
_LINK_STATUS: Final[dict[bool | None, str | None]] = {
    None: None,
    True: N_("The link is copied."),
    False: N_("Your browser did not let the game copy it: the link is selected, so copy it yourself."),
}


def share_view(
    game_number: int,
    address: str,
    copied: bool | None,
    *,
    game_link: str | None = None,
    link_copied: bool | None = None,
) -> Node:
    """The game's address in a selectable field, and whether it reached the clipboard (``None``: not yet known).

    ``game_link`` (a ``#game=`` address) is offered below it: the game as played so far, every card.
    """
    played = None
    if game_link is not None:
        played = h(
            "div",
            {"class": "share-played"},
            h("h3", {}, _("This game as you played it")),
            h(
                "p",
                {},
                ngettext(
                    "A link that replays every card played so far ({count} character).",
                    "A link that replays every card played so far ({count} characters).",
                    len(game_link),
                ).format(count=count_text(len(game_link))),
            ),
            h(
                "div",
                {"class": "share-box"},
                h("label", {"class": "sr-only", "for": "share-game"}, _("Link to this game as played")),
                h(
                    "input",
                    {"id": "share-game", "type": "text", "readonly": True, "value": game_link, "spellcheck": "false"},
                ),
                h(
                    "button",
                    {"type": "button", "class": "btn", "data-share-action": "copy-game"},
                    pgettext("button", "Copy link"),
                ),
            ),
            h(
                "p",
                {"class": f"share-status {'copied' if link_copied else ''}".strip(), "role": "status"},
                _(link_status) if (link_status := _LINK_STATUS[link_copied]) else "",
            ),
        )
    return h(
        "div",
        {"class": "sheet-card share-card", "role": "dialog", "aria-modal": "true", "aria-labelledby": "share-title"},
        h("h2", {"id": "share-title"}, share_title(game_number)),
        h("p", {}, _("Anyone who opens this address plays the very same cards, deal after deal.")),
        h(
            "div",
            {"class": "share-box"},
            h("label", {"class": "sr-only", "for": "share-address"}, _("Address of the game")),
            h(
                "input",
                {"id": "share-address", "type": "text", "readonly": True, "value": address, "spellcheck": "false"},
            ),
        ),
        h(
            "p",
            {"class": f"share-status {'copied' if copied else ''}".strip(), "role": "status"},
            _(SHARE_STATUS[copied]),
        ),
        played,
        h(
            "div",
            {"class": "actions"},
            h(
                "button",
                {"type": "button", "class": "btn primary", "data-share-action": "close"},
                pgettext("button", "Done"),
            ),
        ),
    )
