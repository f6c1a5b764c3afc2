"""Sharing a game without a browser: the address that deals it again, and the link to it as played so far."""

from __future__ import annotations

from hearts.record import GameRecord
from hearts.web.history_route import parse_route
from hearts.web.share.state import Sharing, played_link
from hearts.web.table.state import Table
from hearts.web.ui.tree import find, find_all, text_of

GAME = 48213907
PAGE = "https://example.org/hearts/index.html?deal=5#history"


def test_before_anyone_acts_only_the_games_address_is_shared() -> None:
    table = Table(GAME)
    table.tap(table.hand[0])  # a card picked to pass is not a move yet
    assert played_link(PAGE, table.match) is None
    sharing = Sharing()
    sharing.open(PAGE, GAME, table.match)
    assert sharing.address == f"https://example.org/hearts/index.html?deal={GAME}"
    assert sharing.copied is None and sharing.game_link is None
    view = sharing.view()
    assert find(view, "input", id="share-address").get("value") == sharing.address
    assert not find_all(view, "input", id="share-game")
    assert text_of(find(view, "h2")) == f"Share game {GAME}"


def test_once_someone_acts_the_game_as_played_is_shared_too() -> None:
    table = Table(GAME)
    for card in table.hand[:3]:
        table.tap(card)
    assert table.pass_selected()
    link = played_link(PAGE, table.match)
    assert link is not None and link.startswith("https://example.org/hearts/index.html#game=")
    route = parse_route(link[link.index("#") :])
    assert route is not None and route.kind == "link"
    assert GameRecord.from_text(route.key) == GameRecord.from_match(table.match)
    sharing = Sharing()
    sharing.open(PAGE, GAME, table.match)
    sharing.copied, sharing.link_copied = True, False
    view = sharing.view()
    assert find(view, "input", id="share-game").get("value") == link
    statuses = [text_of(node) for node in find_all(view, role="status")]
    assert "The address is copied" in statuses[0] and "copy it yourself" in statuses[1]
    sharing.open(PAGE, 12345, table.match)  # opened again: nothing is known copied yet
    assert sharing.copied is None and sharing.link_copied is None and sharing.game_number == 12345
