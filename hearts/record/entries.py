"""A deal's passes and plays as the JSON form writes them, read back with the first bad entry named.

A deal of a record and its par deal write their cards alike: each seat's
pass as card text (``null`` for a pass not chosen), the plays as one text of
cards in order. These read them, raising :class:`~hearts.errors.InvalidRecord`
with what is wrong as a fact (:class:`~hearts.errors.RecordFault`) and where
(:class:`~hearts.errors.RecordPlace`), and an English sentence for developers.

>>> from hearts.errors import RecordPlace
>>> read_plays("2C 3C", RecordPlace(1))
(Card.parse('2C'), Card.parse('3C'))
>>> read_passes(["4C JC QC", "2D 9D KS", "5H 8H TH", "3S 6S AS"], RecordPlace(1), 3)[1]
(Card.parse('2D'), Card.parse('9D'), Card.parse('KS'))
>>> entry_of(RecordPlace(2, "play", 1, 17, par=True))
'deal 2, par, play 17 (West)'
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from ..cards import Card, InvalidCard, format_cards, parse_cards
from ..deals import MAX_GAME_NUMBER, MIN_GAME_NUMBER
from ..errors import InvalidRecord, RecordFault, RecordPlace
from ..rules import PASS_COUNT_WORDS
from ..seats import seat_name

__all__ = [
    "MAX_PLAYS",
    "NO_PASSES",
    "Passes",
    "entry_of",
    "fault",
    "game_number_fault",
    "passes_data",
    "read_cards",
    "read_passes",
    "read_plays",
    "refuse",
]

Passes = tuple[tuple[Card, ...] | None, ...]
"""Each seat's pass, South, West, North, East: the cards, or ``None`` for none chosen (every one on a hold hand)."""
NO_PASSES: Final[Passes] = (None, None, None, None)
MAX_PLAYS: Final = 52


def fault(kind: str, **values: int | str) -> RecordFault:
    """A record's fault of ``kind`` naming ``values``."""
    return RecordFault(kind, values)


def game_number_fault(given: object) -> RecordFault:
    """A game number the engine refuses (``given`` as the record has it)."""
    return fault("bad-game-number", game=repr(given), lowest=MIN_GAME_NUMBER, highest=MAX_GAME_NUMBER)


def entry_of(place: RecordPlace) -> str:
    """A place in a record in English, for developers: ``deal 2, play 17 (West)``, ``deal 2, par, plays``."""
    if place.deal is None:
        return place.part or ""
    entry = f"deal {place.deal}" + (", par" if place.par else "")
    if place.part == "pass" and place.seat is not None:
        return f"{entry}, pass of {seat_name(place.seat)}"
    if place.part == "plays":
        return f"{entry}, plays"
    if place.part == "play":
        return f"{entry}, play {place.play}" + ("" if place.seat is None else f" ({seat_name(place.seat)})")
    return entry


def refuse(message: str, place: RecordPlace, fault: RecordFault | None = None) -> InvalidRecord:
    """The error refusing a record at ``place``: ``message`` in English, ``fault`` what is wrong as a fact."""
    return InvalidRecord(message, entry_of(place), fault=fault, place=place)


def read_cards(text: object, count: int | None, place: RecordPlace) -> tuple[Card, ...]:
    """Cards written as text (``"2C QS TH"``), ``count`` of them when a count is given."""
    if not isinstance(text, str):
        raise refuse("Cards are written as text such as '2C QS TH'.", place, fault("cards-not-text"))
    try:
        cards = parse_cards(text)
    except InvalidCard as error:
        raise refuse(str(error), place, fault("not-a-card", text=error.given)) from None
    if count is not None and len(cards) != count:
        words = PASS_COUNT_WORDS[count]
        raise refuse(
            f"A pass is {words} cards, not {len(cards)}.", place, fault("pass-size", count=count, given=len(cards))
        )
    return tuple(cards)


def read_passes(raw: object, place: RecordPlace, pass_count: int) -> Passes:
    """Four seats' passes (``None``, left out, is no pass at all); each pass ``pass_count`` cards.

    ``place`` is the deal (or its par deal) they belong to.
    """
    if raw is None:
        return NO_PASSES
    if not isinstance(raw, list) or len(raw) != 4:
        raise refuse("The passes are a list of four entries, one per seat.", place, fault("passes-not-four"))
    return tuple(
        None if p is None else read_cards(p, pass_count, replace(place, part="pass", seat=seat))
        for seat, p in enumerate(raw)
    )


def read_plays(raw: object, place: RecordPlace) -> tuple[Card, ...]:
    """The cards played in order, at most :data:`MAX_PLAYS` (``place`` is the deal, or its par deal)."""
    plays = read_cards(raw, None, replace(place, part="plays"))
    if len(plays) > MAX_PLAYS:
        raise refuse(f"A deal has at most {MAX_PLAYS} plays.", place, fault("too-many-plays"))
    return plays


def passes_data(passes: Passes) -> list[str | None] | None:
    """The passes as JSON values, or ``None`` when nobody passed (a hold hand, or a deal not passed yet)."""
    if all(p is None for p in passes):
        return None
    return [format_cards(p) if p is not None else None for p in passes]
