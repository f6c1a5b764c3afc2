"""A deal of History in replay, as a tree: the kit's replay stage (:mod:`hearts.web.ui.replay_stage`) with History's
buttons, the place for a review laid over it and, at the end of a finished deal, its score and the game's totals.

>>> from hearts import Match
>>> from hearts.record.replay import replay_game
>>> from hearts.record import GameRecord
>>> from hearts.web.ui.tree import find, text_of
>>> deal = replay_game(GameRecord.from_match(Match(5))).deals[0]
>>> text_of(find(stage_view(deal, 0), "span", id="step-count"))
'Step 1 of 1'
"""

from __future__ import annotations

from typing import Final

from ...record.replay import DealReplay
from ...words import seat_name, seat_points
from ...words.catalog import gettext as _
from ..ui.replay_stage import action_button, replay_stage
from ..ui.tree import Node

__all__ = ["button", "stage_view"]

_ACTION: Final = "data-history-action"


def button(label: str, action: str, *, classes: str = "btn", **attrs: str | bool | None) -> Node:
    """A button of History; ``attrs`` are written with hyphens (``aria_label`` is ``aria-label``)."""
    return action_button(_ACTION, label, action, classes=classes, **attrs)


def _end_words(deal: DealReplay) -> str:
    """A finished deal's score and the game's totals after it, in the words of the steps above it (the engine's,
    which name every seat by its place)."""
    scores = seat_points(deal.points)
    after = seat_points(deal.totals_after)
    # Translators: {number} is the deal's number; {scores} each player's points ("West 5, North 21, …").
    said = [_("Deal {number} scored {scores}.").format(number=deal.number, scores=scores)]
    if deal.moon_shooter is not None:
        said.append(_("{seat} shot the moon.").format(seat=seat_name(deal.moon_shooter)))
    # Translators: {totals} is the game's totals after the deal ("West 5, North 21, …").
    said.append(_("Game totals: {totals}.").format(totals=after))
    return " ".join(said)


def stage_view(deal: DealReplay, position: int) -> Node:
    """The part of the replay that changes with each step: the hands, the trick, the words and the controls."""
    end = _end_words(deal) if deal.is_over else None
    return replay_stage(deal, position, action=_ACTION, end=end, review=True)
