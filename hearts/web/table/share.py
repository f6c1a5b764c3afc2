"""The share box as a tree: the game's address to copy, and a link to the game as played so far.

>>> from hearts.web.ui.tree import find, text_of
>>> box = share_view(5, "https://example.org/?deal=5", True)
>>> find(box, "input").get("value"), text_of(find(box, "p", role="status"))
('https://example.org/?deal=5', 'The address is copied: paste it into a message.')
"""

from __future__ import annotations

from typing import Final

from ..ui.tree import Node, h

__all__ = ["SHARE_STATUS", "share_view"]

SHARE_STATUS: Final[dict[bool | None, str]] = {
    None: "Copying the address…",
    True: "The address is copied: paste it into a message.",
    False: "Your browser did not let the game copy it: the address is selected, so copy it yourself.",
}
"""What the box says while the address is copied, once it is, and when the browser refused."""


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
        status = {None: None, True: "The link is copied.", False: SHARE_STATUS[False].replace("address", "link")}
        played = h(
            "div",
            {"class": "share-played"},
            h("h3", {}, "This game as you played it"),
            h("p", {}, f"A link that replays every card played so far ({len(game_link):,} characters)."),
            h(
                "div",
                {"class": "share-box"},
                h("label", {"class": "sr-only", "for": "share-game"}, "Link to this game as played"),
                h(
                    "input",
                    {"id": "share-game", "type": "text", "readonly": True, "value": game_link, "spellcheck": "false"},
                ),
                h("button", {"type": "button", "class": "btn", "data-share-action": "copy-game"}, "Copy link"),
            ),
            h(
                "p",
                {"class": f"share-status {'copied' if link_copied else ''}".strip(), "role": "status"},
                status[link_copied] or "",
            ),
        )
    return h(
        "div",
        {"class": "sheet-card share-card", "role": "dialog", "aria-modal": "true", "aria-labelledby": "share-title"},
        h("h2", {"id": "share-title"}, f"Share game {game_number}"),
        h("p", {}, "Anyone who opens this address plays the very same cards, deal after deal."),
        h(
            "div",
            {"class": "share-box"},
            h("label", {"class": "sr-only", "for": "share-address"}, "Address of the game"),
            h(
                "input",
                {"id": "share-address", "type": "text", "readonly": True, "value": address, "spellcheck": "false"},
            ),
        ),
        h("p", {"class": f"share-status {'copied' if copied else ''}".strip(), "role": "status"}, SHARE_STATUS[copied]),
        played,
        h(
            "div",
            {"class": "actions"},
            h("button", {"type": "button", "class": "btn primary", "data-share-action": "close"}, "Done"),
        ),
    )
