"""A replayed step in words: one or two plain sentences, for the screen and for screen readers.

>>> from hearts import Match
>>> from hearts.record import GameRecord
>>> from hearts.record.replay import replay_game
>>> match = Match(42)
>>> for seat in range(4):
...     match.round.pass_cards(seat, match.round.hand(seat)[:3])
>>> _ = match.round.play(match.round.legal_plays()[0])
>>> steps = replay_game(GameRecord.from_match(match)).deals[0].steps
>>> step_words(steps[-1])
'Trick 1: West leads the 2 of clubs.'
"""

from __future__ import annotations

from typing import Final

from ..record.replay import CardPlayed, Dealt, Passed, Step, StepEvent
from ..seats import pass_target
from .cards import card_name, card_names
from .numbers import points_text
from .seats import seat_name, seat_points

__all__ = ["event_words", "step_words"]

_DIRECTION_WORDS: Final = {"left": "to the left", "right": "to the right", "across": "across", "hold": "none"}


def step_words(step: Step) -> str:
    """What happened at ``step``, in words."""
    return event_words(step.event)


def event_words(event: StepEvent) -> str:
    """``Deal 1, passing to the left. …``, ``After the pass. …``, ``Trick 3: North plays the 9 of hearts. …``."""
    if isinstance(event, Dealt):
        return _dealt_words(event)
    if isinstance(event, Passed):
        return "After the pass. " + " ".join(
            f"{seat_name(seat)} received the {card_names(cards)}." for seat, cards in enumerate(event.received)
        )
    return _played_words(event)


def _dealt_words(event: Dealt) -> str:
    number, direction = event.deal_number, event.direction
    if direction == "hold":
        return f"Deal {number}, a hold hand: nobody passes."
    parts = [f"Deal {number}, passing {_DIRECTION_WORDS[direction]}."]
    for seat, cards in enumerate(event.passes):
        if cards is None:
            parts.append(f"{seat_name(seat)} has not chosen a pass.")
        elif cards:
            target = seat_name(pass_target(seat, direction))
            parts.append(f"{seat_name(seat)} passes the {card_names(cards)} to {target}.")
    return " ".join(parts)


def _played_words(event: CardPlayed) -> str:
    verb = "leads" if event.leads else "plays"
    words = f"Trick {event.trick_number}: {seat_name(event.seat)} {verb} the {card_name(event.card)}."
    taken = event.taken
    if taken is not None:
        words += f" {seat_name(taken.winner)} takes the trick with the {card_name(taken.card)}: "
        words += f"{points_text(taken.points)}."
        words += f" {'Deal score' if event.deal_over else 'Points this deal'}: {seat_points(event.deal_points)}."
    return words
