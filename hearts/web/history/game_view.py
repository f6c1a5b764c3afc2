"""One game of History as a tree: its facts and actions, its deals, and the chosen deal in replay.

The deal in replay is drawn by :mod:`.stage`. The replay leaves two places
empty for a review laid over it: ``#replay-review`` (one verdict for the step
shown, see :mod:`.stage`) and ``#replay-summary`` (one summary for the deal,
``data-deal``).
"""

from __future__ import annotations

from ...record.replay import DealReplay, GameReplay
from ...words import direction_word
from ...words.catalog import gettext as _
from ...words.catalog import pgettext
from ..history_route import HistoryRoute
from ..storage.history import HistoryEntry
from ..ui.labels import all_games, back_to_table, replay_keys_help, watch_the_expert
from ..ui.tree import Child, Node, h
from .deal_table import deal_table
from .page_parts import delete_button, game_chip, game_facts, game_title, page_top, result_words, status_line
from .questions import Confirm, delete_question, play_question
from .stage import button, stage_view

__all__ = ["game_view"]


def game_view(
    entry: HistoryEntry,
    replay: GameReplay,
    route: HistoryRoute,
    position: int,
    *,
    kept: bool,
    current: str | None = None,
    confirm: Confirm | None = None,
    message: str | None = None,
    problem: bool = False,
    par: DealReplay | None = None,
    compared: Node | None = None,
) -> Node:
    """One game: its facts and actions, its deals, and the chosen deal in replay at step ``position``.

    ``par``: the Expert's play of your hand in that deal (its par deal), shown in replay instead of the deal as
    played, beside ``compared``: your play compared with it (see :mod:`.replay_parts`).
    """
    from ..storage.history_pars import game_pars

    deal_index = max(0, min(route.deal, len(replay.deals)) - 1)
    deal = replay.deals[deal_index] if replay.deals else None
    has_par = deal is not None and deal_index in game_pars(entry)
    linked = route.kind == "link"
    actions = h(
        "div",
        {"class": "history-tools"},
        button(pgettext("button", "Play this game yourself"), "play-ask", classes="btn primary"),
        button(pgettext("button", "Download"), "download"),
        button(pgettext("button", "Copy"), "copy", aria_label=_("Copy the game record")),
        button(pgettext("button", "Copy game link"), "copy-link"),
        button(pgettext("button", "Keep in History"), "keep") if not kept else None,
        button(delete_button(), "delete-ask", classes="btn danger") if kept and entry.id != current else None,
    )
    back = (back_to_table(), "#") if linked and not kept else (all_games(), "#history")
    dialog = delete_question(entry) if confirm == "delete" else play_question(entry) if confirm == "play" else None
    heading = game_title(entry)
    intro = h(
        "div",
        {"class": "history-game-head"},
        game_chip(entry, current),
        h("span", {"class": "history-result"}, result_words(entry)),
        h("span", {"class": "history-facts"}, game_facts(entry)),
    )
    body: list[Child | None] = [intro, status_line(message, problem=problem)]
    if deal is None:
        body.append(h("p", {"class": "history-empty"}, _("No cards were dealt in this game yet.")))
    else:
        body.append(
            h(
                "section",
                {"class": "replay", "aria-labelledby": "replay-title", "aria-describedby": "replay-keys"},
                h(
                    "h2",
                    {"id": "replay-title"},
                    _("Deal {number} of {count}").format(number=deal.number, count=len(replay.deals)),
                    # Translators: after "Deal 2 of 5": the deal's pass direction ("left", "across", "hold").
                    h(
                        "span",
                        {"class": "replay-pass"},
                        # Translators: after "Deal 2 of 5"; {direction} is "left", "right", "across" or "hold".
                        " · " + _("pass {direction}").format(direction=direction_word(deal.pass_direction)),
                    ),
                    # Translators: after "Deal 2 of 5 · pass left" when the replay shows the par deal.
                    h("span", {"class": "replay-par"}, " · " + _("the Expert's play of your hand"))
                    if par is not None
                    else None,
                ),
                _par_links(route, deal_index, par, has_par),
                compared if par is not None else None,
                stage_view(par if par is not None else deal, position),
                h("p", {"class": "history-note replay-keys", "id": "replay-keys"}, replay_keys_help()),
                h(
                    "div",
                    {"class": "replay-summary", "id": "replay-summary", "data-deal": str(deal.index), "hidden": True},
                )
                if par is None
                else None,
            )
        )
        body.append(
            h(
                "section",
                {"class": "history-deals", "aria-label": pgettext("region", "Deals")},
                deal_table(entry, route, deal.number),
            )
        )
    return h(
        "div",
        {"class": "history-page game-page"},
        page_top(heading, back, actions),
        *body,
        dialog,
    )


def _par_links(route: HistoryRoute, deal_index: int, par: DealReplay | None, has_par: bool) -> Node | None:
    """From the deal as played to the Expert's play of your hand in it, and back."""
    if par is not None:
        target = route._replace(deal=deal_index + 1, par=False)
        return h("p", {"class": "par-links"}, h("a", {"href": target.hash}, _("Back to your play of this deal")))
    if not has_par:
        return None
    target = route._replace(deal=deal_index + 1, par=True)
    return h("p", {"class": "par-links"}, h("a", {"href": target.hash}, watch_the_expert()))
