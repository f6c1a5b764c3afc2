"""The History screens as :class:`~hearts.web.ui.tree.Node` trees: the list of games, a game in replay, questions.

Plain Python: the page builds these trees into elements and text
nodes, so nothing from a record or from storage is ever parsed as HTML.
Card faces are the table's own (made from the engine's cards, never from
stored text); the deal in replay is drawn by :mod:`.replay`.

Controls carry ``data-history-action`` (and ``data-step`` / ``data-entry``);
links carry the view's addresses (see :mod:`.route`). The replay leaves two
places empty for a review laid over it: ``#replay-review`` (one verdict for
the step shown, see :mod:`.replay`) and ``#replay-summary`` (one summary for
the deal, ``data-deal``).

>>> from hearts import Match
>>> from hearts.web.ui.tree import find_all, text_of
>>> from hearts.web.storage.history import HistoryEntry
>>> entry = HistoryEntry.of_match("5-1-a", Match(5), "2026-12-01 09:30", "easy")
>>> view = list_view([entry], current="5-1-a")
>>> text_of(find_all(view, "h2")[0])
'Game 5'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final, Literal

from ...record.replay import DealReplay, GameReplay
from ...words import direction_word, level_players, number_text, rules_summary, shared_win_past, stamp_text, who
from ...words.case import capitalized
from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext
from ...words.catalog import noop as N_
from ..storage.history import MAX_CHARS, MAX_GAMES, HistoryEntry
from ..ui.dialogs import confirm_view
from ..ui.tree import Child, Node, h
from .replay import button, stage_view
from .route import HistoryRoute

if TYPE_CHECKING:
    from ...record import ParRecord

__all__ = [
    "PAGE_SIZE",
    "Confirm",
    "game_view",
    "list_view",
    "result_words",
    "stage_view",
]

PAGE_SIZE: Final = 20
"""Games shown at first in the list (and added by "Show more")."""
Confirm = Literal["delete", "clear", "play"]
_KEYS_HELP: Final = N_(
    "Keys: the left and right arrows step back and forward, Page Up and Page Down go a trick at a time,"
    " Home and End go to the start and the end of the deal."
)


def result_words(entry: HistoryEntry) -> str:
    """ "You won", "North won", "West and North shared the win", or how far an unfinished game went."""
    if entry.finished and entry.winners:
        if len(entry.winners) == 1:
            # Translators: {seat} is the winner ("You", "North").
            return _("{seat} won").format(seat=who(entry.winners[0]))
        return shared_win_past(entry.winners)
    deals = entry.deals_played
    if not deals:
        return _("Not started")
    return ngettext("Unfinished after {count} deal", "Unfinished after {count} deals", deals).format(count=deals)


def _status(message: str | None, *, problem: bool = False) -> Node:
    """The line that says what just happened (a refusal is an alert)."""
    return h(
        "p",
        {
            "class": f"history-status {'problem' if problem else ''}".strip(),
            "id": "history-status",
            "role": "alert" if problem else "status",
        },
        message or "",
    )


def _top(title: str, back: tuple[str, str], *extra: Child | None) -> Node:
    return h(
        "header",
        {"class": "learn-top history-top"},
        h("a", {"class": "btn quiet history-back", "href": back[1]}, back[0]),
        h("h1", {"class": "history-title", "id": "history-title", "tabindex": "-1"}, title),
        *extra,
    )


def _chip(entry: HistoryEntry, current: str | None) -> Node:
    if entry.id == current and not entry.finished:
        return h("span", {"class": "history-chip live"}, pgettext("game", "In progress"))
    if entry.source == "opened":
        # Translators: a game opened from a file or a link (not played in this browser).
        return h("span", {"class": "history-chip opened"}, pgettext("game", "Opened"))
    return h(
        "span",
        {"class": "history-chip"},
        pgettext("game", "Finished") if entry.finished else pgettext("game", "Unfinished"),
    )


def _facts(entry: HistoryEntry) -> str:
    level = level_players(entry.level) if entry.level else _("From a record")
    facts = [stamp_text(entry.date), level, rules_summary(entry.rules)]
    if entry.kept.get("checked") is True:
        facts.append(_("played with the play checker"))
    return " · ".join(facts)


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
        h("th", {"scope": "row"}, pgettext("scores row", "Total")),
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
    from ..par.keeping import game_pars

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


def _game_item(entry: HistoryEntry, current: str | None) -> Node:
    link = HistoryRoute("kept", entry.id)
    return h(
        "li",
        {"class": "history-game", "data-entry": entry.id},
        h(
            "div",
            {"class": "history-game-head"},
            h("h2", {}, h("a", {"href": link.hash}, _("Game {number}").format(number=entry.game_number))),
            _chip(entry, current),
            h("span", {"class": "history-result"}, result_words(entry)),
        ),
        h("p", {"class": "history-facts"}, _facts(entry)),
        deal_table(entry, link) if entry.deal_points else None,
    )


def _confirm(title: str, question: str, yes: str, action: str, *, danger: bool = True) -> Node:
    return confirm_view(
        title,
        question,
        button(pgettext("button", "Cancel"), "cancel"),
        button(yes, action, classes="btn danger" if danger else "btn primary"),
        prefix="history-confirm",
    )


def open_form(problem: str | None = None) -> Node:
    """Open a game: a file, or pasted text (a record or a game link)."""
    return h(
        "section",
        {"class": "open-game", "aria-labelledby": "open-title"},
        h("h2", {"id": "open-title"}, pgettext("heading", "Open a game")),
        h(
            "p",
            {"class": "history-note"},
            _("A game record downloaded from Hearts (a .json file), the text of one, or a game link."),
        ),
        h(
            "div",
            {"class": "open-row"},
            h("label", {"class": "btn file-pick", "for": "open-file"}, _("Choose a file…")),
            h(
                "input",
                {
                    "type": "file",
                    "id": "open-file",
                    "class": "sr-only",
                    "accept": ".json,application/json,text/plain",
                    "data-history-input": "file",
                },
            ),
        ),
        h("label", {"class": "open-label", "for": "open-text"}, _("Or paste it here")),
        h(
            "textarea",
            {
                "id": "open-text",
                "rows": "3",
                "spellcheck": "false",
                "placeholder": '{"format":"hearts-record",… or #game=…',
            },
        ),
        h("div", {"class": "actions"}, button(pgettext("button", "Open"), "open-text", classes="btn primary")),
        _status(problem, problem=problem is not None),
    )


def list_view(
    entries: Sequence[HistoryEntry],
    *,
    current: str | None = None,
    shown: int = PAGE_SIZE,
    opening: bool = False,
    confirm: Confirm | None = None,
    message: str | None = None,
    problem: str | None = None,
) -> Node:
    """Every kept game, newest first (``shown`` of them), with Open a game and Clear history."""
    clearable = [entry for entry in entries if entry.id != current]
    tools = h(
        "div",
        {"class": "history-tools"},
        button(
            pgettext("button", "Open a game"),
            "open",
            classes="btn primary",
            aria_expanded="true" if opening else "false",
        ),
        button(pgettext("button", "Clear history"), "clear-ask", classes="btn danger") if clearable else None,
    )
    games: Child
    if entries:
        games = h(
            "ol",
            {"class": "history-list", "aria-label": _("Games, newest first")},
            *(_game_item(entry, current) for entry in entries[:shown]),
        )
    else:
        games = h("p", {"class": "history-empty"}, _("Play a game and it appears here, deal by deal."))
    more = (
        button(
            ngettext("Show more games ({count} older)", "Show more games ({count} older)", len(entries) - shown).format(
                count=len(entries) - shown
            ),
            "more",
            classes="btn history-more",
        )
        if len(entries) > shown
        else None
    )
    # Translators: {count} is how many games History keeps (200); {size} how many megabytes at most (4).
    budget = _(
        "History keeps your newest {count} games in this browser (at most {size} MB);"
        " older ones are dropped first, never the game in progress. Your statistics are kept apart:"
        " clearing History does not change them."
    ).format(count=MAX_GAMES, size=MAX_CHARS // 1_000_000)
    dialog = None
    if confirm == "clear":
        dialog = _confirm(
            _("Clear history?"),
            _(
                "Every kept game except the one in progress is removed from this browser. Your statistics stay"
                " as they are. This cannot be undone."
            ),
            pgettext("button", "Clear history"),
            "clear-confirm",
        )
    return h(
        "div",
        {"class": "history-page"},
        _top(pgettext("heading", "History"), (_("Back to the table"), "#"), tools),
        open_form(problem) if opening else None,
        _status(message) if not opening else None,
        games,
        more,
        h("p", {"class": "history-note"}, budget),
        dialog,
    )


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
) -> Node:
    """One game: its facts and actions, its deals, and the chosen deal in replay at step ``position``.

    ``par``: the Expert's play of your hand in that deal (its par deal), shown in replay instead of the deal as
    played, beside a comparison with it.
    """
    from ..par.keeping import game_pars

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
        button(pgettext("button", "Delete"), "delete-ask", classes="btn danger")
        if kept and entry.id != current
        else None,
    )
    back = (_("Back to the table"), "#") if linked and not kept else (_("All games"), "#history")
    dialog = None
    if confirm == "delete":
        dialog = _confirm(
            _("Delete game {number}?").format(number=entry.game_number),
            _("It is removed from History in this browser. Your statistics stay as they are. This cannot be undone."),
            pgettext("button", "Delete"),
            "delete-confirm",
        )
    elif confirm == "play":
        dialog = _confirm(
            _("Play game {number}?").format(number=entry.game_number),
            # Translators: {rules} is the rules in short ("standard rules, game to 100").
            _(
                "You get the same cards, deal after deal, under the same rules ({rules})."
                " The game you are playing now stays in History."
            ).format(rules=rules_summary(entry.rules)),
            pgettext("button", "Play it"),
            "play-confirm",
            danger=False,
        )
    heading = _("Game {number}").format(number=entry.game_number)
    intro = h(
        "div",
        {"class": "history-game-head"},
        _chip(entry, current),
        h("span", {"class": "history-result"}, result_words(entry)),
        h("span", {"class": "history-facts"}, _facts(entry)),
    )
    body: list[Child | None] = [intro, _status(message, problem=problem)]
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
                _par_comparison(deal, par),
                stage_view(par if par is not None else deal, position),
                h("p", {"class": "history-note replay-keys", "id": "replay-keys"}, _(_KEYS_HELP)),
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
        _top(heading, back, actions),
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
    return h("p", {"class": "par-links"}, h("a", {"href": target.hash}, _("Watch the Expert play this hand")))


def _par_comparison(deal: DealReplay, par: DealReplay | None) -> Node | None:
    if par is None:
        return None
    from ..par.compare import compare, comparison_view

    return comparison_view(compare(deal, par))


def broken_link_view(problem: str) -> Node:
    """A game link that cannot be shown: why, and the way back."""
    return h(
        "div",
        {"class": "history-page"},
        _top(pgettext("heading", "Game link"), (_("Back to the table"), "#")),
        _status(problem, problem=True),
        h("p", {}, h("a", {"class": "btn", "href": "#history"}, _("Open History"))),
    )
