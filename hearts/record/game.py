"""Game records: every pass and play of a match, as compact JSON, replayable.

A record holds the format version, the game number, the rules and, for each
deal, the cards each seat passed (three to five, as the rules say) and the cards played in order. A
match in progress has a record too (its last deal partly played), so a
saved game is restored by replaying its record: it can never hold an
impossible position.

>>> from hearts import Match
>>> match = Match(42)
>>> rnd = match.round
>>> for seat in range(4):
...     rnd.pass_cards(seat, rnd.hand(seat)[:3])
>>> _ = rnd.play(rnd.legal_plays()[0])
>>> text = GameRecord.from_match(match).to_json()
>>> text[:60]
'{"format":"hearts-record","version":1,"game":42,"rules":{"qu'
>>> again = GameRecord.from_json(text).replay()
>>> again.round.cards_played == match.round.cards_played
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ..cards import Card, InvalidCard, format_cards, parse_cards
from ..deals import InvalidGameNumber, check_game_number
from ..errors import IllegalAction, IllegalPlay, InvalidRecord, RecordFault, RecordPlace
from ..match import Match
from ..rules import PASS_COUNT_WORDS, InvalidRules, Rules
from ..seats import seat_name
from .compact import decode_compact, encode_compact

__all__ = ["FORMAT", "MAX_RECORD_CHARS", "VERSION", "DealRecord", "GameRecord"]

FORMAT: Final = "hearts-record"
VERSION: Final = 1
MAX_RECORD_CHARS: Final = 1_000_000
"""Text longer than this is refused before it is read (a whole game is a few thousand characters)."""


@dataclass(frozen=True, slots=True)
class DealRecord:
    """One deal: each seat's pass (``None`` if not chosen yet; all ``None`` on a hold hand) and the plays in order."""

    passes: tuple[tuple[Card, ...] | None, ...] = (None, None, None, None)
    plays: tuple[Card, ...] = ()

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        if any(p is not None for p in self.passes):
            data["passes"] = [format_cards(p) if p is not None else None for p in self.passes]
        data["plays"] = format_cards(self.plays)
        return data


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A whole match, or a match in progress."""

    game_number: int
    rules: Rules = field(default_factory=Rules)
    deals: tuple[DealRecord, ...] = ()

    @classmethod
    def from_match(cls, match: Match) -> GameRecord:
        deals = []
        for rnd in match.rounds:
            deals.append(DealRecord(tuple(rnd.passed(seat) for seat in range(4)), tuple(rnd.cards_played)))
        return cls(match.game_number, match.rules, tuple(deals))

    def to_data(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game_number,
            "rules": self.rules.to_dict(),
            "deals": [deal.to_data() for deal in self.deals],
        }

    def to_json(self) -> str:
        """Compact JSON text."""
        return json.dumps(self.to_data(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        """Read a record from JSON text, raising :class:`InvalidRecord` for anything malformed."""
        try:
            data = json.loads(text)
        except (ValueError, TypeError) as error:
            raise InvalidRecord(
                f"The record is not valid JSON ({error}).", fault=_fault("not-json", detail=str(error))
            ) from None
        return cls.from_data(data)

    @classmethod
    def from_data(cls, data: object) -> GameRecord:
        """Read a record from :meth:`to_data` output."""
        if not isinstance(data, dict):
            raise InvalidRecord("A game record is a JSON object.", fault=_fault("not-an-object"))
        if data.get("format") != FORMAT:
            shown = repr(data.get("format"))
            raise InvalidRecord(
                f"This is not a Hearts game record (format {shown}).", fault=_fault("not-a-record", format=shown)
            )
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise InvalidRecord(
                f"The record's version {version!r} is not a version number.",
                fault=_fault("bad-version", version=repr(version)),
            )
        if version > VERSION:
            raise InvalidRecord(
                f"The record was written by a newer version of the game (format {version}; this one reads {VERSION}).",
                fault=_fault("newer-record", version=version, reads=VERSION),
            )
        try:
            game_number = check_game_number(data.get("game"))
        except InvalidGameNumber as error:
            raise InvalidRecord(str(error), "game", place=RecordPlace(part="game")) from None
        try:
            rules = Rules.from_dict(data.get("rules", {}))
        except (InvalidRules, TypeError) as error:
            raise InvalidRecord(str(error), "rules", place=RecordPlace(part="rules")) from None
        raw_deals = data.get("deals", [])
        if not isinstance(raw_deals, list):
            raise InvalidRecord(
                "The deals are a list.", "deals", fault=_fault("deals-not-a-list"), place=RecordPlace(part="deals")
            )
        deals = tuple(_read_deal(raw, number, rules.pass_count) for number, raw in enumerate(raw_deals, start=1))
        return cls(game_number, rules, deals)

    # ------------------------------------------------------ compact form, any text

    def to_compact(self) -> str:
        """The record as short link-safe text (see :mod:`hearts.record.compact`)."""
        return encode_compact(self)

    @classmethod
    def from_compact(cls, text: str) -> GameRecord:
        """Read :meth:`to_compact` text (or an address ending ``#game=…``); :class:`InvalidRecord` if malformed."""
        game = decode_compact(text)
        return cls(game.game_number, game.rules, tuple(DealRecord(deal.passes, deal.plays) for deal in game.deals))

    @classmethod
    def from_text(cls, text: str | bytes) -> GameRecord:
        """Read a record from JSON or compact text, refusing text longer than :data:`MAX_RECORD_CHARS` unread."""
        if len(text) > MAX_RECORD_CHARS:
            raise InvalidRecord(
                f"This is far too long to be a game record ({len(text):,} characters; a record is at most"
                f" {MAX_RECORD_CHARS:,}).",
                fault=_fault("record-too-long", length=len(text), most=MAX_RECORD_CHARS),
            )
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError:
                raise InvalidRecord("The record is not text (it is not UTF-8).", fault=_fault("not-utf-8")) from None
        stripped = text.strip().lstrip("\ufeff")
        if not stripped:
            raise InvalidRecord("There is nothing to read: the text is empty.", fault=_fault("empty"))
        if stripped.startswith(("{", "[", '"')):
            return cls.from_json(stripped)
        return cls.from_compact(stripped)

    def replay(self) -> Match:
        """Play the record through the engine and return the match it reaches.

        Raises :class:`InvalidRecord` naming the first entry the engine rejects.
        """
        match = Match(self.game_number, self.rules)
        for number, deal in enumerate(self.deals, start=1):
            if number > 1:
                try:
                    match.next_round()
                except IllegalAction as error:
                    raise InvalidRecord(str(error), f"deal {number}", place=RecordPlace(number)) from None
            _replay_deal(match, deal, number)
        return match


def _fault(kind: str, **values: int | str) -> RecordFault:
    return RecordFault(kind, values)


def _entry(place: RecordPlace) -> str:
    """A place in a record in English, for developers: ``deal 2, play 17 (West)``."""
    if place.deal is None:
        return place.part or ""
    entry = f"deal {place.deal}"
    if place.part == "pass" and place.seat is not None:
        return f"{entry}, pass of {seat_name(place.seat)}"
    if place.part == "plays":
        return f"{entry}, plays"
    if place.part == "play":
        return f"{entry}, play {place.play}" + ("" if place.seat is None else f" ({seat_name(place.seat)})")
    return entry


def _refuse(message: str, place: RecordPlace, fault: RecordFault | None = None) -> InvalidRecord:
    return InvalidRecord(message, _entry(place), fault=fault, place=place)


def _read_cards(text: object, count: int | None, place: RecordPlace) -> tuple[Card, ...]:
    if not isinstance(text, str):
        raise _refuse("Cards are written as text such as '2C QS TH'.", place, _fault("cards-not-text"))
    try:
        cards = parse_cards(text)
    except InvalidCard as error:
        raise _refuse(str(error), place) from None
    if count is not None and len(cards) != count:
        words = PASS_COUNT_WORDS[count]
        fault = _fault("pass-size", count=count, given=len(cards))
        raise _refuse(f"A pass is {words} cards, not {len(cards)}.", place, fault)
    return tuple(cards)


def _read_deal(raw: object, number: int, pass_count: int = 3) -> DealRecord:
    place = RecordPlace(number)
    if not isinstance(raw, dict):
        raise _refuse("A deal is an object with passes and plays.", place, _fault("deal-not-an-object"))
    unknown = sorted(str(key) for key in raw if key not in ("passes", "plays"))
    if unknown:
        raise _refuse(f"Unknown entry {unknown[0]!r}.", place, _fault("unknown-entry", name=repr(unknown[0])))
    passes: tuple[tuple[Card, ...] | None, ...] = (None, None, None, None)
    raw_passes = raw.get("passes")
    if raw_passes is not None:
        if not isinstance(raw_passes, list) or len(raw_passes) != 4:
            raise _refuse("The passes are a list of four entries, one per seat.", place, _fault("passes-not-four"))
        passes = tuple(
            None if p is None else _read_cards(p, pass_count, RecordPlace(number, "pass", seat))
            for seat, p in enumerate(raw_passes)
        )
    plays = _read_cards(raw.get("plays", ""), None, RecordPlace(number, "plays"))
    if len(plays) > 52:
        raise _refuse("A deal has at most 52 plays.", place, _fault("too-many-plays"))
    return DealRecord(passes, plays)


def _replay_deal(match: Match, deal: DealRecord, number: int) -> None:
    rnd = match.round
    place = RecordPlace(number)
    passes: Sequence[tuple[Card, ...] | None] = deal.passes
    if rnd.pass_direction == "hold":
        if any(p is not None for p in passes):
            raise _refuse("This is a hold hand, so nobody passes.", place, _fault("hold-hand-passed"))
    else:
        for seat, cards in enumerate(passes):
            if cards is None:
                continue
            try:
                rnd.pass_cards(seat, cards)
            except IllegalAction as error:
                raise _refuse(str(error), RecordPlace(number, "pass", seat)) from None
        if deal.plays and rnd.phase == "passing":
            raise _refuse("Cards were played before every seat had passed.", place, _fault("played-before-pass"))
    for index, card in enumerate(deal.plays, start=1):
        player = rnd.to_play
        try:
            rnd.play(card)
        except IllegalPlay as error:
            at = RecordPlace(number, "play", player, index)
            raise InvalidRecord(str(error), _entry(at), error.reason, place=at) from None
