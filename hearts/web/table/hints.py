"""The hint: the cards the Expert level would pass or play in the person's place now.

It asks the computer players (:mod:`.computer`, waiting for their part of the page's code) with the
person's view and the same seed the Expert would use in that seat, so the
same position always gets the same hint.
"""

from __future__ import annotations

from ...cards import Card
from .computer import hint_pass, hint_play, load, ready
from .state import HUMAN, Table

__all__ = ["hint_for"]


async def hint_for(table: Table) -> tuple[Card, ...] | None:
    """Three cards to pass or one card to play, as the table wants a hint now; ``None`` when it wants none."""
    await ready()
    wanted = table.hint_wanted()
    if wanted is None:
        return None
    view = table.round.view(HUMAN)
    seed = load().seed_for(table.game_number, table.match.hand_index, HUMAN)
    if wanted == "pass":
        return await hint_pass(view, seed)
    return (await hint_play(view, seed),)
