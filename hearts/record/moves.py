"""A deal's passes and plays made through the engine in order; the first one it refuses is named.

Both a record's deal and its par deal are checked this way, so the engine
alone says what is possible and a refused entry reads the same in both
(``deal 2, play 17 (West): …``, ``deal 2, par, play 17 (West): …``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..cards import Card
from ..errors import IllegalPass, IllegalPlay, InvalidRecord, RecordPlace
from ..round import Round
from .entries import entry_of, fault, refuse

__all__ = ["make_moves"]


def make_moves(rnd: Round, passes: Sequence[Sequence[Card] | None], plays: Sequence[Card], place: RecordPlace) -> None:
    """Make ``passes`` then ``plays`` in ``rnd``, raising :class:`InvalidRecord` at the first the engine refuses.

    ``place`` is the deal (or its par deal); the error's place adds the pass's seat or the play's number and player.
    """
    if rnd.pass_direction == "hold":
        if any(p is not None for p in passes):
            raise refuse("This is a hold hand, so nobody passes.", place, fault("hold-hand-passed"))
    else:
        for seat, cards in enumerate(passes):
            if cards is None:
                continue
            try:
                rnd.pass_cards(seat, cards)
            except IllegalPass as error:
                at = replace(place, part="pass", seat=seat)
                raise InvalidRecord(str(error), entry_of(at), place=at, refusal=error.refusal) from None
        if plays and rnd.phase == "passing":
            raise refuse("Cards were played before every seat had passed.", place, fault("played-before-pass"))
    for index, card in enumerate(plays, start=1):
        player = rnd.to_play
        try:
            rnd.play(card)
        except IllegalPlay as error:
            at = replace(place, part="play", seat=player, play=index)
            raise InvalidRecord(str(error), entry_of(at), error.reason, place=at) from None
