"""The Statistics drawer as a tree: totals at a glance, the table in total and per level, and the reset question.

>>> from hearts.web.storage.statistics import Statistics
>>> from hearts.web.ui.tree import find_all, text_of
>>> view = statistics_view(Statistics())
>>> [text_of(th) for th in find_all(view, "th", scope="col")]
['Statistic', 'All games', 'Easy', 'Medium', 'Hard', 'Expert']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from ...words import decimal, grouped, level_name, percent, preset_title
from ...words.catalog import gettext as _
from ...words.catalog import noop as N_
from ...words.catalog import pgettext
from ..storage.settings import DIFFICULTY_IDS
from ..storage.statistics import Statistics, Tally
from ..ui.controls import select_row
from ..ui.dialogs import confirm_view, drawer
from ..ui.labels import all_games, cancel_button, rules_group, statistic_column
from ..ui.tree import Node, h
from .decisions import decisions_view
from .par import par_section
from .puzzles import puzzles_section
from .tiles import stat_tile

if TYPE_CHECKING:
    from .state import StatisticsState

__all__ = ["STAT_ROWS", "confirm_reset_view", "statistics_drawer", "statistics_view"]

_NONE: Final = "–"


def _percent(value: float | None) -> str:
    return _NONE if value is None else percent(value)


def _number(value: int | None) -> str:
    return _NONE if value is None else grouped(value)


def _average(value: float | None) -> str:
    return _NONE if value is None else decimal(value)


STAT_ROWS: Final[tuple[tuple[str, Callable[[Tally], str]], ...]] = (
    (N_("Games played"), lambda t: _number(t.played)),
    (N_("Games won"), lambda t: _number(t.won)),
    (N_("Win rate"), lambda t: _percent(t.win_rate)),
    (N_("Lowest final score"), lambda t: _number(t.lowest_score)),
    (N_("Current win streak"), lambda t: _number(t.current_streak)),
    (N_("Best win streak"), lambda t: _number(t.best_streak)),
    (N_("Moons shot"), lambda t: _number(t.moons)),
    (N_("Queen of spades taken"), lambda t: _number(t.queens)),
    (N_("Average points per deal"), lambda t: _average(t.average_points)),
)
"""Each row of the statistics table: its heading (worded with ``_`` where shown) and how a tally shows in it."""


def statistics_view(stats: Statistics, *, confirming: bool = False, rules_filter: str = "all") -> Node:
    """Totals at a glance, the table in total and per difficulty, and the reset button (and its question).

    ``rules_filter`` is a preset (or ``"custom"``) to show the games of those rules alone, or ``"all"``.
    """
    everything = stats
    if rules_filter != "all" and rules_filter in stats.by_rules:
        stats = stats.for_rules(rules_filter)
    else:
        rules_filter = "all"
    total = stats.total
    groups: list[tuple[str, Tally]] = [(all_games(), total)]
    groups.extend((level_name(d), stats.tally(d)) for d in DIFFICULTY_IDS)
    head = h(
        "tr",
        {},
        h("th", {"scope": "col"}, h("span", {"class": "sr-only"}, statistic_column())),
        *(h("th", {"scope": "col"}, name) for name, __ in groups),
    )
    rows = [
        h(
            "tr",
            {},
            h("th", {"scope": "row"}, _(label)),
            *(h("td", {"class": "all" if i == 0 else None}, show(tally)) for i, (__, tally) in enumerate(groups)),
        )
        for label, show in STAT_ROWS
    ]
    table = h(
        "table",
        {"class": "stats-table"},
        h("caption", {"class": "sr-only"}, _("Your statistics, in total and by difficulty")),
        h("thead", {}, head),
        h("tbody", {}, *rows),
    )
    tiles = h(
        "div",
        {"class": "stat-tiles"},
        stat_tile(pgettext("statistic", "Played"), _number(total.played)),
        stat_tile(pgettext("statistic", "Won"), _number(total.won)),
        stat_tile(_("Win rate"), _percent(total.win_rate), "accent"),
        stat_tile(_("Best streak"), _number(total.best_streak)),
    )
    empty = (
        h("p", {"class": "panel-note"}, _("Finish a game and your results appear here.")) if not total.played else None
    )
    choices = {"all": _("All rules")}
    choices.update((key, preset_title(key)) for key in everything.by_rules)
    chooser = select_row("stats-rules", rules_group(), choices, rules_filter) if everything.by_rules else None
    return drawer(
        pgettext("drawer", "Statistics"),
        chooser,
        tiles,
        empty,
        h("div", {"class": "table-scroll"}, table),
        h(
            "p",
            {"class": "panel-note"},
            _("Lower scores are better. A game left unfinished for a new one counts as played and not won."),
        ),
        h(
            "div",
            {"class": "actions panel-actions"},
            h(
                "button",
                {"type": "button", "class": "btn danger", "data-panel-action": "reset-ask"},
                pgettext("button", "Reset statistics"),
            ),
        ),
        confirm_reset_view() if confirming else None,
        classes="stats-panel",
    )


def confirm_reset_view() -> Node:
    """The in-page question before the statistics are reset."""
    return confirm_view(
        _("Reset statistics?"),
        _("Every count goes back to zero, in total and for each difficulty. This cannot be undone."),
        h(
            "button",
            {"type": "button", "class": "btn", "data-panel-action": "reset-cancel"},
            cancel_button(),
        ),
        h(
            "button",
            {"type": "button", "class": "btn danger", "data-panel-action": "reset-confirm"},
            pgettext("button", "Reset statistics"),
        ),
    )


def statistics_drawer(state: StatisticsState) -> Node:
    """The drawer's content: :func:`statistics_view` with the reviewed deals (and the points against par and your
    puzzles, if kept)."""
    node = statistics_view(state.keeper.statistics, confirming=state.confirming, rules_filter=state.rules_filter)
    par = par_section(state.pars()) if state.pars is not None else None
    progress = state.puzzle_progress()
    puzzles = puzzles_section(progress) if progress is not None else None
    return decisions_view(node, state.book(), par, puzzles)
