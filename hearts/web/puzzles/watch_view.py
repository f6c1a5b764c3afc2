"""The Expert playing a puzzle's deal on from the best answer: the button that asks for it, its progress, then the
rest of the deal replayed step by step on the kit's replay stage (as History replays a deal), each step said."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...words import number, series, step_words, who
from ...words.catalog import gettext as _
from ...words.progress import done_text
from ..ui.labels import replay_keys_help
from ..ui.replay_stage import replay_stage
from ..ui.tree import Node, h
from .state import PuzzlesState

__all__ = ["step_said", "watch_view"]


def _points_line(points: Sequence[int]) -> str:
    taken = [
        # Translators: a player's points so far in a list ("West 14"); {seat} is the player, "You" for you.
        _("{seat} {points}").format(seat=who(seat), points=number(value))
        for seat, value in enumerate(points)
    ]
    # Translators: the points each player took in the deal the Expert played on ("You 0, West 13, …").
    return _("Points in this deal: {points}").format(points=series(taken))


_STEP_ACTION: Final = "data-puzzle-action"
"""The attribute naming the replay's buttons' actions (the view's own, as its other buttons)."""


def watch_view(state: PuzzlesState) -> Node:
    watch = state.watch
    if watch is None:
        return h(
            "button",
            {"class": "btn", "type": "button", "data-puzzle-action": "watch"},
            _("Watch the Expert play on"),
        )
    replay = watch.replay
    if replay is None:
        # Translators: while the Expert plays the rest of a puzzle's deal; {progress} is "38% done".
        going = _("The Expert plays on: {progress}").format(progress=done_text(watch.fraction))
        return h("p", {"class": "puzzle-watching", "role": "status", "tabindex": "-1"}, going)
    stage = replay_stage(
        replay,
        watch.position,
        action=_STEP_ACTION,
        prefix="puzzle-",
        first=watch.first,
        end=_points_line(replay.points),
        jump=False,
    )
    return h(
        "section",
        {"class": "replay puzzle-rest", "aria-labelledby": "puzzle-rest-title", "aria-describedby": "puzzle-keys"},
        # Translators: the heading of the rest of a puzzle's deal, played on by the Expert from the best answer.
        h("h3", {"id": "puzzle-rest-title", "tabindex": "-1"}, _("The Expert plays on")),
        stage,
        h("p", {"class": "history-note replay-keys", "id": "puzzle-keys"}, replay_keys_help()),
    )


def step_said(state: PuzzlesState) -> str:
    """What is said at a step of the Expert's play, as History's replay says it (at the last card, the deal's
    score)."""
    watch = state.watch
    step = None if watch is None else watch.step
    return "" if step is None else step_words(step)
