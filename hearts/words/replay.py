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

from ..record.replay import CardPlayed, Dealt, Passed, Step, StepEvent
from ..seats import pass_target
from .cards import card_names, the_card
from .catalog import gettext as _
from .numbers import points_text
from .seats import seat_name, seat_points

__all__ = ["event_words", "step_words"]


def step_words(step: Step) -> str:
    """What happened at ``step``, in words."""
    return event_words(step.event)


def event_words(event: StepEvent) -> str:
    """``Deal 1, passing to the left. …``, ``After the pass. …``, ``Trick 3: North plays the 9 of hearts. …``."""
    if isinstance(event, Dealt):
        return _dealt_words(event)
    if isinstance(event, Passed):
        # Translators: {seat} is a seat; {cards} the cards named and listed, without articles
        # ("2 of clubs, 7 of hearts and Queen of spades").
        received = _("{seat} received the {cards}.")
        return " ".join(
            [_("After the pass.")]
            + [
                received.format(seat=seat_name(seat), cards=card_names(cards))
                for seat, cards in enumerate(event.received)
            ]
        )
    return _played_words(event)


def _dealt_words(event: Dealt) -> str:
    number, direction = event.deal_number, event.direction
    if direction == "hold":
        return _("Deal {number}, a hold hand: nobody passes.").format(number=number)
    if direction == "left":
        opening = _("Deal {number}, passing to the left.")
    elif direction == "right":
        opening = _("Deal {number}, passing to the right.")
    else:
        opening = _("Deal {number}, passing across.")
    parts = [opening.format(number=number)]
    for seat, cards in enumerate(event.passes):
        if cards is None:
            parts.append(_("{seat} has not chosen a pass.").format(seat=seat_name(seat)))
        elif cards:
            target = seat_name(pass_target(seat, direction))
            # Translators: {seat} passes to {target} (both seats); {cards} the cards named and listed, without
            # articles ("2 of clubs, 7 of hearts and Queen of spades").
            passes = _("{seat} passes the {cards} to {target}.")
            parts.append(passes.format(seat=seat_name(seat), cards=card_names(cards), target=target))
    return " ".join(parts)


def _played_words(event: CardPlayed) -> str:
    # Translators: {trick} is the trick's number (1 to 13); {seat} a seat; {card} a card with its article.
    said = _("Trick {trick}: {seat} leads {card}.") if event.leads else _("Trick {trick}: {seat} plays {card}.")
    words = [said.format(trick=event.trick_number, seat=seat_name(event.seat), card=the_card(event.card))]
    taken = event.taken
    if taken is not None:
        # Translators: {seat} is a seat; {card} the card that won, with its article; {points} "no points", "1 point",
        # "13 points".
        took = _("{seat} takes the trick with {card}: {points}.")
        words.append(
            took.format(seat=seat_name(taken.winner), card=the_card(taken.card), points=points_text(taken.points))
        )
        # Translators: {scores} is each seat's points in a row ("South 3, West 0, North 13, East 10").
        scores = _("Deal score: {scores}.") if event.deal_over else _("Points this deal: {scores}.")
        words.append(scores.format(scores=seat_points(event.deal_points)))
    return " ".join(words)
