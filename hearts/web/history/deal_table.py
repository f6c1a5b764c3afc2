"""A kept game's deals as a table: each deal's pass, the points per seat, its par (once found) and a link to its
replay; the totals below."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ...words import direction_word, number_text, who
from ...words.case import capitalized
from ...words.catalog import gettext as _
from ...words.catalog import pgettext
from ..history_route import HistoryRoute
from ..storage.history import HistoryEntry
from ..ui.labels import total_row
from ..ui.tree import Node, h

if TYPE_CHECKING:
    from ...record import ParRecord

__all__ = ["deal_table"]


def _seat_head(label: str, par: bool = False) -> Node:
    return h(
        "tr",
        {},
        h("th", {"scope": "col"}, label),
        h("th", {"scope": "col"}, pgettext("column", "Pass")),
        *(h("th", {"scope": "col", "class": "num"}, who(seat)) for seat in range(4)),
        # Translators: the column of each deal's par (what the Expert took with your cards in that deal).
        h("th", {"scope": "col", "class": "num par"}, pgettext("column", "Par")) if par else None,
        h("th", {"scope": "col"}, h("span", {"class": "sr-only"}, pgettext("column", "Replay"))),
    )


def _deal_rows(
    entry: HistoryEntry, link: HistoryRoute, chosen: int | None, pars: Mapping[int, ParRecord]
) -> list[Node]:
    from ...seats import pass_direction_for_hand

    cycle = entry.rules.pass_cycle
    rows = []
    for index, points in enumerate(entry.deal_points):
        number = index + 1
        target = link._replace(deal=number, par=False)
        rows.append(
            h(
                "tr",
                {"class": "current" if chosen == number else None},
                h("th", {"scope": "row"}, str(number)),
                h("td", {}, capitalized(direction_word(pass_direction_for_hand(index, cycle)))),
                *(h("td", {"class": "num"}, number_text(value)) for value in points),
                _par_cell(pars, index),
                h(
                    "td",
                    {"class": "go"},
                    h(
                        "a",
                        {
                            "class": "replay-link",
                            "href": target.hash,
                            "aria-label": _("Replay deal {deal} of game {game}").format(
                                deal=number, game=entry.game_number
                            ),
                            "aria-current": "true" if chosen == number else None,
                        },
                        h("span", {"class": "replay-word"}, pgettext("link", "Replay")),
                    ),
                ),
            )
        )
    total = h(
        "tr",
        {"class": "total"},
        h("th", {"scope": "row"}, total_row()),
        h("td", {}, ""),
        *(
            h("td", {"class": "num winner" if seat in entry.winners else "num"}, number_text(value))
            for seat, value in enumerate(entry.totals)
        ),
        _par_total(pars, len(entry.deal_points)),
        h("td", {}, ""),
    )
    return [*rows, total]


def _par_cell(pars: Mapping[int, ParRecord], index: int) -> Node | None:
    """A deal's par beside its points (no cell when the game has no par at all)."""
    if not pars:
        return None
    par = pars.get(index)
    return h("td", {"class": "num par"}, number_text(par.par) if par is not None else "")


def _par_total(pars: Mapping[int, ParRecord], deals: int) -> Node | None:
    """The game's par, once every deal of it has one."""
    if not pars:
        return None
    whole = all(index in pars for index in range(deals))
    return h("td", {"class": "num par"}, number_text(sum(par.par for par in pars.values())) if whole else "")


def deal_table(entry: HistoryEntry, link: HistoryRoute, chosen: int | None = None) -> Node:
    """Each deal of a game: its pass, the points per seat, its par (once found) and a link to its replay; the
    totals below."""
    from ..storage.history_pars import game_pars

    pars = game_pars(entry)
    return h(
        "div",
        {"class": "table-scroll"},
        h(
            "table",
            {"class": "deal-table"},
            h("caption", {"class": "sr-only"}, _("Deals of game {number}").format(number=entry.game_number)),
            h("thead", {}, _seat_head(pgettext("column", "Deal"), bool(pars))),
            h("tbody", {}, *_deal_rows(entry, link, chosen, pars)),
        ),
    )
