"""A deal's passes and plays made through the engine in order; the first one it refuses is named.

Both a record's deal and its par deal are checked this way, so the engine
alone says what is possible and a refused entry reads the same in both
(``deal 2, play 17 (West): …``, ``deal 2, par, play 17 (West): …``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..errors import IllegalAction, IllegalPlay, InvalidRecord
from ..round import Round
from ..seats import seat_name

__all__ = ["make_moves"]


def make_moves(rnd: Round, passes: Sequence[Sequence[Card] | None], plays: Sequence[Card], entry: str) -> None:
    """Make ``passes`` then ``plays`` in ``rnd``, raising :class:`InvalidRecord` at the first the engine refuses.

    ``entry`` names the deal (``"deal 2"``); the error adds the pass's seat or the play's number and player.
    """
    if rnd.pass_direction == "hold":
        if any(p is not None for p in passes):
            raise InvalidRecord("This is a hold hand, so nobody passes.", entry)
    else:
        for seat, cards in enumerate(passes):
            if cards is None:
                continue
            try:
                rnd.pass_cards(seat, cards)
            except IllegalAction as error:
                raise InvalidRecord(str(error), f"{entry}, pass of {seat_name(seat)}") from None
        if plays and rnd.phase == "passing":
            raise InvalidRecord("Cards were played before every seat had passed.", entry)
    for index, card in enumerate(plays, start=1):
        player = rnd.to_play
        try:
            rnd.play(card)
        except IllegalPlay as error:
            who = f" ({seat_name(player)})" if player is not None else ""
            raise InvalidRecord(str(error), f"{entry}, play {index}{who}", error.reason) from None
