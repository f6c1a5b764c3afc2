"""A deal's par on the score sheet, as a tree: its progress while the Expert plays the hand again, then the par
against your points and what it says of the cards (worded by :mod:`hearts.words.par`).

>>> from hearts.record.par import NO_PASSES, ParRecord
>>> from hearts.web.ui.tree import text_of
>>> from hearts.web.par.run import ParRun
>>> text_of(par_view(ParRun("5-1-a", 0, done=13), 6)).startswith("Par: the Expert plays your hand")
True
>>> done = ParRun("5-1-a", 0, par=ParRecord(0, "medium", NO_PASSES, (), (9, 5, 12, 0)))
>>> "Par 9 — you took 6: 3 under par" in text_of(par_view(done, 6))
True
"""

from __future__ import annotations

from typing import Final

from ...words import percent as percent_text
from ...words.catalog import gettext as _
from ...words.catalog import noop as N_
from ...words.par import hand_text, par_text
from ...words.progress import done_text
from ..ui.labels import watch_the_expert
from ..ui.tree import Node, h
from .run import ParRun

__all__ = ["PAR_AND_REVIEW", "par_view"]

PAR_AND_REVIEW: Final = N_(
    "Par is what happened on this deal when the Expert played your cards. The review is another measure: what"
    " each of your decisions cost on average over the deals you might have faced."
)


def par_view(run: ParRun, points: int, watch: str | None = None, game: tuple[int, int] | None = None) -> Node:
    """The deal's par under the scores: its progress, then ``Par 9 — you took 6: 3 under par`` and the cards'
    share; ``points`` are yours this deal, ``watch`` the address of the Expert's play of your hand in replay,
    ``game`` your points in the whole game and its par (the daily deal's, at its end)."""
    par = run.par
    if par is None:
        percent = round(run.fraction * 100)
        return h(
            "div",
            {"class": "par-card", "aria-busy": "true"},
            # Translators: on the score sheet while the deal's par is worked out in the background.
            h("p", {}, _("Par: the Expert plays your hand again with the same cards…")),
            h(
                "progress",
                {"class": "par-progress", "max": "100", "value": str(percent), "aria-label": _("Par progress")},
                percent_text(percent / 100),
            ),
            h("p", {"class": "par-percent"}, done_text(percent / 100)),
        )
    return h(
        "div",
        {"class": "par-card done", "role": "status"},
        h(
            "p",
            {"class": "par-result"},
            h("strong", {}, par_text(points, par.par)),
            h("span", {"aria-hidden": "true"}, " · "),
            h("span", {"class": "par-hand"}, hand_text(par.par)),
        ),
        h(
            "p",
            {"class": "par-game"},
            # Translators: the whole game's par at the end of the daily deal; {said} is "Par 52 — you took 40: 12
            # under par".
            _("The whole game: {said}").format(said=par_text(*game)),
        )
        if game is not None
        else None,
        h("p", {"class": "par-note"}, _(PAR_AND_REVIEW)),
        h("p", {"class": "par-links"}, h("a", {"href": watch}, watch_the_expert())) if watch is not None else None,
    )
