"""A game record the engine refuses, in words: where it goes wrong and why.

>>> from hearts.cards import Card
>>> from hearts.errors import InvalidRecord, RecordPlace
>>> from hearts.legality import Illegal
>>> refused = Illegal("two-of-clubs-opens", Card.parse("QC"))
>>> record_problem(InvalidRecord(str(refused), "deal 1, play 1 (West)", refused))
'deal 1, play 1 (West): QC: The 2 of clubs leads the first trick, and you hold it: play it.'
>>> record_problem(InvalidRecord(str(refused), "", refused, place=RecordPlace(1, "play", 1, 1)))
'deal 1, play 1 (West): QC: The 2 of clubs leads the first trick, and you hold it: play it.'
>>> record_problem(InvalidRecord("A deal has at most 52 plays.", "deal 2"))
'deal 2: A deal has at most 52 plays.'
>>> from hearts.record import GameRecord
>>> try:
...     GameRecord.from_text("#game=AAAA!")
... except InvalidRecord as error:
...     record_problem(error)
'The game link is damaged: it holds characters a game link never has.'
"""

from __future__ import annotations

from ..errors import InvalidRecord, RecordFault, RecordPlace
from .catalog import gettext as _
from .catalog import ngettext, pgettext
from .illegal import illegal_text
from .numbers import count_text, count_word
from .passes import hold_hand_text, pass_refusal_text
from .seats import seat_name

__all__ = ["record_problem"]


def record_problem(error: InvalidRecord) -> str:
    """What is wrong with a record: where, then the card and the engine's reason worded, or what is wrong.

    A problem the record's reader knows as a fact (:class:`~hearts.errors.RecordFault`) is worded here; another
    error's sentence (a card, the rules, a game number) is said as the engine says it.
    """
    reason = error.reason
    if reason is not None:
        # Translators: a card a record plays against the rules; {card} is its code ("QC"), {reason} why it may not be.
        said = _("{card}: {reason}").format(card=reason.card.code, reason=illegal_text(reason))
    elif error.refusal is not None:
        said = pass_refusal_text(error.refusal)
    elif error.fault is not None:
        said = fault_text(error.fault) or error.message
    else:
        said = error.message if error.place is not None else str(error)
        if error.place is None:
            return said
    where = place_text(error.place) if error.place is not None else error.entry
    # Translators: where a record goes wrong, then what is wrong; {entry} is a place such as "deal 1, play 1 (West)".
    return _("{entry}: {problem}").format(entry=where, problem=said) if where else said


def place_text(place: RecordPlace) -> str:
    """Where in a record: ``game``, ``rules``, ``deal 2``, ``deal 2, pass of West``, ``deal 2, play 17 (West)``."""
    if place.deal is None:
        parts = {
            "game": pgettext("part of a game record", "game"),
            "rules": pgettext("part of a game record", "rules"),
            "deals": pgettext("part of a game record", "deals"),
        }
        return parts.get(place.part or "", place.part or "")
    deal = place.deal
    if place.par:
        return _par_place_text(place, deal)
    # Translators: a place in a game record; {deal} is the deal's number, {seat} a seat, {play} the play's number.
    if place.part == "pass" and place.seat is not None:
        return _("deal {deal}, pass of {seat}").format(deal=deal, seat=seat_name(place.seat))
    if place.part == "plays":
        return _("deal {deal}, plays").format(deal=deal)
    if place.part == "play" and place.seat is not None:
        return _("deal {deal}, play {play} ({seat})").format(deal=deal, play=place.play, seat=seat_name(place.seat))
    if place.part == "play":
        return _("deal {deal}, play {play}").format(deal=deal, play=place.play)
    return _("deal {deal}").format(deal=deal)


def _par_place_text(place: RecordPlace, deal: int) -> str:
    """A place in a deal's par deal (the deal played again with the Expert in one seat)."""
    # Translators: a place in the par deal of a deal in a game record (the deal played again with the Expert in
    # the player's seat); {deal} is the deal's number, {seat} a seat, {play} the play's number.
    if place.part == "pass" and place.seat is not None:
        return _("deal {deal}, par, pass of {seat}").format(deal=deal, seat=seat_name(place.seat))
    if place.part == "plays":
        return _("deal {deal}, par, plays").format(deal=deal)
    if place.part == "play" and place.seat is not None:
        return _("deal {deal}, par, play {play} ({seat})").format(
            deal=deal, play=place.play, seat=seat_name(place.seat)
        )
    if place.part == "play":
        return _("deal {deal}, par, play {play}").format(deal=deal, play=place.play)
    return _("deal {deal}, par").format(deal=deal)


def fault_text(fault: RecordFault) -> str:
    """What is wrong with a record, in a sentence (``""`` for a fault these words do not know)."""
    kind, values = fault.kind, fault.values
    if kind == "pass-size":
        count = int(values["count"])
        given = int(values["given"])
        # Translators: {count} is the number of cards a pass has, spelled out ("three"); {given} a number.
        return ngettext("A pass is {count} cards, not {given}.", "A pass is {count} cards, not {given}.", given).format(
            count=count_word(count), given=given
        )
    if kind == "no-such-deal":
        count = int(values["count"])
        # Translators: {count} is how many deals a record has; {deal} the deal asked for.
        return ngettext(
            "The record has {count} deal; there is no deal {deal}.",
            "The record has {count} deals; there is no deal {deal}.",
            count,
        ).format(count=count, deal=values["deal"])
    if kind == "par-unfinished":
        count = int(values["count"])
        # Translators: {count} is how many cards the par deal (the deal played again by the Expert) has.
        return ngettext(
            "The par deal stops after {count} card; it is played to the end of the deal.",
            "The par deal stops after {count} cards; it is played to the end of the deal.",
            count,
        ).format(count=count)
    sentences = {
        # Translators: {detail} is the reading error, in English.
        "not-json": _("The record is not valid JSON ({detail})."),
        "not-an-object": _("A game record is a JSON object."),
        # Translators: {lowest} and {highest} are the first and last game numbers ("1", "4,294,967,295"); {game}
        # what the record gives as its game number, quoted.
        "bad-game-number": _("A game number is a whole number from {lowest} to {highest}, not {game}."),
        # Translators: {text} is what the record gives as a card, quoted ('ZZ'); the ranks and suits are written
        # as records write them.
        "not-a-card": _(
            "{text} is not a card: write a rank (2-10, J, Q, K or A) then a suit (C, D, S or H), e.g. QS or 10H."
        ),
        # Translators: {format} is what the record calls its format, quoted.
        "not-a-record": _("This is not a Hearts game record (format {format})."),
        # Translators: {version} is what the record gives as its version, quoted.
        "bad-version": _("The record's version {version} is not a version number."),
        # Translators: {version} and {reads} are format numbers ("3", "1").
        "newer-record": _(
            "The record was written by a newer version of the game (format {version}; this one reads {reads})."
        ),
        "deals-not-a-list": _("The deals are a list."),
        # Translators: {length} and {most} are numbers of characters ("1 234 567", "200 000").
        "record-too-long": _(
            "This is far too long to be a game record ({length} characters; a record is at most {most})."
        ),
        "not-utf-8": _("The record is not text (it is not UTF-8)."),
        "empty": _("There is nothing to read: the text is empty."),
        "cards-not-text": _("Cards are written as text such as '2C QS TH'."),
        "deal-not-an-object": _("A deal is an object with passes and plays."),
        # Translators: {name} is the entry's name in the record, quoted.
        "unknown-entry": _("Unknown entry {name}."),
        "passes-not-four": _("The passes are a list of four entries, one per seat."),
        "too-many-plays": _("A deal has at most 52 plays."),
        "hold-hand-passed": hold_hand_text(),
        "played-before-pass": _("Cards were played before every seat had passed."),
        "link-cut-short": _("The game link is cut short."),
        "link-number-too-large": _("The game link holds a number far too large."),
        "link-no-such-card": _("The game link names a card that does not exist."),
        "link-extra-data": _("The game link has extra data after the game."),
        "link-not-text": _("A game link is text."),
        # Translators: {most} is a number of characters ("12 000").
        "link-too-long": _("The game link is far too long (a whole game is under {most} characters)."),
        "link-empty": _("The game link is empty."),
        "link-bad-characters": _("The game link is damaged: it holds characters a game link never has."),
        "link-damaged": _("The game link is damaged."),
        # Translators: {version} and {reads} are format numbers ("3", "1").
        "newer-link": _(
            "The game link was made by a newer version of the game (format {version}; this one reads {reads})."
        ),
        "not-a-link": _("This is not a Hearts game link."),
        "link-rules-damaged": _("The game link's rules are damaged."),
        "link-no-such-level": _("The game link names a level of computer players that does not exist."),
        # Translators: {deal} is a deal's number. Par: the deal played again with the Expert in the player's seat.
        "deal-not-over": _("Deal {deal} is not over yet, so it has no par."),
        "par-too-soon": _("A deal has a par only once it is over, and this one is not."),
        "par-not-an-object": _("A par is an object with the seat, level, passes, plays and points."),
        # Translators: {name} is the entry's name in the record, quoted ('points').
        "par-missing": _("The par has no {name}."),
        # Translators: {seat} is what the record gives as the seat, quoted.
        "par-bad-seat": _("The par's seat is a number from 0 (South) to 3 (East), not {seat}."),
        # Translators: {level} is what the record gives as the level, quoted; the four names stay as they are.
        "par-bad-level": _("The par's level is one of easy, medium, hard, expert, not {level}."),
        "par-bad-points": _("The par's points are four whole numbers, one per seat."),
        # Translators: {written} and {scored} are four seats' points, such as "9, 4, 13, 0".
        "par-wrong-points": _("The par deal's points are written {written}, but the engine scores {scored}."),
    }
    said = sentences.get(kind)
    if said is None:
        return ""
    shown = {
        name: _characters(value) if name in ("length", "most", "lowest", "highest") else value
        for name, value in values.items()
    }
    return said.format(**shown)


def _characters(value: int | str) -> str:
    """A count of characters, thousands set apart as the record's sentences always have in English (``12,000``)."""
    if not isinstance(value, int):
        return value
    return count_text(value)
