"""The compact form of a game record: a short text that fits in a link.

A game record (its game number, rules and deals: :class:`~hearts.record.GameRecord`,
or anything shaped like it, :class:`RecordShape`) becomes a string of bits, written as
base64url text without padding (``A``–``Z a``–``z 0``–``9 - _``), so a whole
game fits in the fragment of an address (``#game=…``). The bits, in order,
most significant bit first:

* the format version, 8 bits (the same number as the JSON record's
  ``version``: 1 when no deal has a par, else :data:`COMPACT_VERSION`, 2;
  text of version 1 is read as before);
* the game number, 32 bits;
* the rules: a number ``n`` (see *numbers* below), then ``n`` bytes of UTF-8
  JSON holding each rule option that differs from ``Rules()`` (``n`` is 0
  for the standard rules), so any option the :class:`~hearts.rules.Rules`
  value has travels, whatever its type;
* the number of deals;
* for each deal, for each seat South, West, North, East: the number of cards
  the seat passed plus one (0: no pass chosen, as on a hold hand), then those
  cards; then the number of cards played, then those cards in order; from
  version 2, then one bit saying whether the deal has a par, and if it has:
  the par's seat (2 bits), its level (a number: its place in
  :data:`~hearts.record.par.PAR_LEVELS`, 0 Easy … 3 Expert), its passes and
  plays written as the deal's, and the four seats' points (numbers, each
  folded to a whole number: ``2p`` for ``p`` ≥ 0, ``−2p − 1`` below 0).

A card is 6 bits, its index (0 = 2♣ … 51 = A♥, see :mod:`hearts.cards`).
A number is written in groups of ``k`` data bits, each followed by one bit
saying whether another group follows, low groups first; ``k`` is 3 for pass
lengths and levels, 6 for play counts and points, and 7 otherwise. The last
byte is padded with zero bits.

Reading checks the form only and gives plain data (:class:`CompactGame`);
whether the passes and plays are possible is the engine's to say, by
:meth:`~hearts.record.GameRecord.replay`. :meth:`GameRecord.to_compact
<hearts.record.GameRecord.to_compact>` and :meth:`GameRecord.from_compact
<hearts.record.GameRecord.from_compact>` are the usual way in.

>>> from hearts.record import DealRecord, GameRecord
>>> from hearts.cards import parse_cards
>>> record = GameRecord(48213907, deals=(DealRecord(plays=tuple(parse_cards("2C 3C"))),))
>>> text = encode_compact(record)
>>> text
'AQLfr5MAAgAACAAg'
>>> game = decode_compact(text)
>>> game.game_number, [card.code for card in game.deals[0].plays]
(48213907, ['2C', '3C'])
>>> GameRecord.from_compact(text) == record
True
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Final, NamedTuple, Protocol

from ..cards import CARDS, Card
from ..deals import InvalidGameNumber, check_game_number
from ..errors import InvalidRecord, RecordFault, RecordPlace
from ..rules import InvalidRules, Rules
from .entries import game_number_fault
from .par import PAR_LEVELS

__all__ = [
    "COMPACT_VERSION",
    "MAX_COMPACT_CHARS",
    "CompactDeal",
    "CompactGame",
    "CompactPar",
    "DealShape",
    "ParShape",
    "RecordShape",
    "decode_compact",
    "encode_compact",
    "find_compact",
    "read_header",
    "rules_changes",
]

COMPACT_VERSION: Final = 2
"""The newest version of the compact form (the first whose deals may have a par)."""
MAX_COMPACT_CHARS: Final = 20_000
"""Longer text is refused before it is decoded (a whole game is under 1,000 characters)."""
_MAX_DEALS: Final = 1_000
_MAX_RULES_BYTES: Final = 4_000
_MAX_POINTS: Final = 10_000
"""Points of one seat in one deal, folded (a deal scores far less under any rules)."""
_TEXT: Final = re.compile(r"[A-Za-z0-9_-]*")
_LINK: Final = re.compile(r"#game=([^&/\s]*)")


class ParShape(Protocol):
    """What the codec reads of a deal's par: the Expert's seat, the others' level, the passes, plays and points."""

    @property
    def seat(self) -> int: ...

    @property
    def level(self) -> str: ...

    @property
    def passes(self) -> Sequence[Sequence[Card] | None]: ...

    @property
    def plays(self) -> Sequence[Card]: ...

    @property
    def points(self) -> Sequence[int]: ...


class DealShape(Protocol):
    """What the codec reads of a deal: each seat's pass (``None``: none chosen), the plays in order, the par."""

    @property
    def passes(self) -> Sequence[Sequence[Card] | None]: ...

    @property
    def plays(self) -> Sequence[Card]: ...

    @property
    def par(self) -> ParShape | None: ...


class RecordShape(Protocol):
    """What the codec reads of a record: the game number, the rules and the deals."""

    @property
    def game_number(self) -> int: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def deals(self) -> Sequence[DealShape]: ...


class CompactPar(NamedTuple):
    """A deal's par as read from compact text."""

    seat: int
    level: str
    passes: tuple[tuple[Card, ...] | None, ...]
    plays: tuple[Card, ...]
    points: tuple[int, ...]


class CompactDeal(NamedTuple):
    """One deal as read from compact text."""

    passes: tuple[tuple[Card, ...] | None, ...]
    plays: tuple[Card, ...]
    par: CompactPar | None = None


class CompactGame(NamedTuple):
    """A record as read from compact text: plain data, not yet replayed."""

    game_number: int
    rules: Rules
    deals: tuple[CompactDeal, ...]


class _Bits:
    """Bits written most significant first, kept as text of ``0`` and ``1`` (fast to grow and to slice)."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def put(self, value: int, width: int) -> None:
        self.parts.append(format(value, f"0{width}b"))

    def number(self, value: int, group: int = 7) -> None:
        while True:
            low = value & ((1 << group) - 1)
            value >>= group
            self.put(low, group)
            self.put(1 if value else 0, 1)
            if not value:
                return

    def card(self, card: Card) -> None:
        self.put(card.index, 6)

    def cards(self, passes: Sequence[Sequence[Card] | None], plays: Sequence[Card]) -> None:
        """Four seats' passes (each its length plus one, 0 for none), then the plays (their count first)."""
        for passed in passes:
            self.number(0 if passed is None else len(passed) + 1, 3)
            for card in passed or ():
                self.card(card)
        self.number(len(plays), 6)
        for card in plays:
            self.card(card)

    def to_bytes(self) -> bytes:
        bits = "".join(self.parts)
        bits += "0" * (-len(bits) % 8)
        return int(bits, 2).to_bytes(len(bits) // 8, "big") if bits else b""


class _Reader:
    """Reads what :class:`_Bits` wrote; :class:`InvalidRecord` when the text runs out or holds nonsense."""

    def __init__(self, data: bytes) -> None:
        self.bits = format(int.from_bytes(data, "big"), f"0{len(data) * 8}b") if data else ""
        self.position = 0

    @property
    def left(self) -> int:
        return len(self.bits) - self.position

    def take(self, width: int) -> int:
        start = self.position
        if start + width > len(self.bits):
            raise InvalidRecord("The game link is cut short.", fault=RecordFault("link-cut-short"))
        self.position = start + width
        return int(self.bits[start : start + width], 2) if width else 0

    def number(self, limit: int, group: int = 7) -> int:
        result = 0
        shift = 0
        while True:
            result |= self.take(group) << shift
            shift += group
            if not self.take(1):
                break
            if shift > 64:
                raise InvalidRecord(
                    "The game link holds a number far too large.", fault=RecordFault("link-number-too-large")
                )
        if result > limit:
            raise InvalidRecord(
                "The game link holds a number far too large.", fault=RecordFault("link-number-too-large")
            )
        return result

    def card(self) -> Card:
        index = self.take(6)
        if index >= 52:
            raise InvalidRecord(
                "The game link names a card that does not exist.", fault=RecordFault("link-no-such-card")
            )
        return CARDS[index]

    def cards(self) -> tuple[tuple[tuple[Card, ...] | None, ...], tuple[Card, ...]]:
        """What :meth:`_Bits.cards` wrote: four seats' passes and the plays."""
        passes: list[tuple[Card, ...] | None] = []
        for _seat in range(4):
            count = self.number(53, 3)
            passes.append(None if count == 0 else tuple(self.card() for _ in range(count - 1)))
        plays = tuple(self.card() for _ in range(self.number(52, 6)))
        return tuple(passes), plays


def encode_compact(record: RecordShape) -> str:
    """The compact text of ``record`` (a :class:`~hearts.record.GameRecord`, or anything shaped like it)."""
    if not all(hasattr(record, name) for name in ("game_number", "rules", "deals")):
        raise TypeError(f"encode_compact needs a game record, not {record!r}.")
    with_par = any(deal.par is not None for deal in record.deals)
    bits = _Bits()
    bits.put(COMPACT_VERSION if with_par else 1, 8)
    bits.put(record.game_number, 32)
    changed = rules_changes(record.rules)
    raw_rules = json.dumps(changed, separators=(",", ":"), sort_keys=True).encode("utf-8") if changed else b""
    bits.number(len(raw_rules))
    for byte in raw_rules:
        bits.put(byte, 8)
    bits.number(len(record.deals))
    for deal in record.deals:
        bits.cards(deal.passes, deal.plays)
        if with_par:
            _put_par(bits, deal.par)
    return base64.urlsafe_b64encode(bits.to_bytes()).decode("ascii").rstrip("=")


def _put_par(bits: _Bits, par: ParShape | None) -> None:
    bits.put(0 if par is None else 1, 1)
    if par is None:
        return
    if par.level not in PAR_LEVELS:
        raise ValueError(f"A par is played against one of {', '.join(PAR_LEVELS)}, not {par.level!r}.")
    bits.put(par.seat, 2)
    bits.number(PAR_LEVELS.index(par.level), 3)
    bits.cards(par.passes, par.plays)
    for points in par.points:
        bits.number(2 * points if points >= 0 else -2 * points - 1, 6)


def rules_changes(rules: Rules) -> dict[str, object]:
    """The options of ``rules`` that differ from the standard ``Rules()``, as JSON values."""
    standard = Rules().to_dict()
    return {name: value for name, value in rules.to_dict().items() if standard.get(name) != value}


def find_compact(text: str) -> str:
    """The compact text in ``text``: the text itself, or what follows ``#game=`` in an address."""
    found = _LINK.search(text)
    return found.group(1) if found else text.strip()


def decode_compact(text: object) -> CompactGame:
    """The game that ``text`` (compact text, or an address with ``#game=``) holds, as plain data.

    Raises :class:`InvalidRecord` with one plain sentence for anything that is
    not a well-formed game link; the record still has to pass
    :meth:`~hearts.record.GameRecord.replay`.
    """
    reader, version = _open(text)
    game_number = _read_game_number(reader)
    raw_rules = bytes(reader.take(8) for _ in range(reader.number(_MAX_RULES_BYTES)))
    rules = _read_rules(raw_rules)
    deals = []
    for _ in range(reader.number(_MAX_DEALS)):
        passes, plays = reader.cards()
        par = _read_par(reader) if version >= 2 and reader.take(1) else None
        deals.append(CompactDeal(passes, plays, par))
    if reader.left >= 8 or reader.take(reader.left):
        raise InvalidRecord("The game link has extra data after the game.", fault=RecordFault("link-extra-data"))
    return CompactGame(game_number, rules, tuple(deals))


def _read_par(reader: _Reader) -> CompactPar:
    seat = reader.take(2)
    level = reader.number(63, 3)
    if level >= len(PAR_LEVELS):
        raise InvalidRecord(
            "The game link names a level of computer players that does not exist.",
            fault=RecordFault("link-no-such-level"),
        )
    passes, plays = reader.cards()
    points = []
    for _seat in range(4):
        folded = reader.number(_MAX_POINTS, 6)
        points.append(folded // 2 if folded % 2 == 0 else -(folded + 1) // 2)
    return CompactPar(seat, PAR_LEVELS[level], passes, plays, tuple(points))


def _open(text: object) -> tuple[_Reader, int]:
    """A reader over compact text (or an address with ``#game=``) whose version this game reads, and the version."""
    if not isinstance(text, str):
        raise InvalidRecord("A game link is text.", fault=RecordFault("link-not-text"))
    if len(text) > MAX_COMPACT_CHARS:
        raise InvalidRecord(
            f"The game link is far too long (a whole game is under {MAX_COMPACT_CHARS:,} characters).",
            fault=RecordFault("link-too-long", {"most": MAX_COMPACT_CHARS}),
        )
    code = find_compact(text)
    if not code:
        raise InvalidRecord("The game link is empty.", fault=RecordFault("link-empty"))
    if not _TEXT.fullmatch(code) or len(code) % 4 == 1:
        raise InvalidRecord(
            "The game link is damaged: it holds characters a game link never has.",
            fault=RecordFault("link-bad-characters"),
        )
    try:
        data = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):  # pragma: no cover  (the pattern above lets only valid text through)
        raise InvalidRecord("The game link is damaged.", fault=RecordFault("link-damaged")) from None
    reader = _Reader(data)
    version = reader.take(8)
    if version > COMPACT_VERSION:
        raise InvalidRecord(
            f"The game link was made by a newer version of the game (format {version};"
            f" this one reads {COMPACT_VERSION}).",
            fault=RecordFault("newer-link", {"version": version, "reads": COMPACT_VERSION}),
        )
    if version < 1:
        raise InvalidRecord("This is not a Hearts game link.", fault=RecordFault("not-a-link"))
    return reader, version


def _read_game_number(reader: _Reader) -> int:
    number = reader.take(32)
    try:
        return check_game_number(number)
    except InvalidGameNumber as error:
        raise InvalidRecord(
            str(error), "game", fault=game_number_fault(number), place=RecordPlace(part="game")
        ) from None


@lru_cache(maxsize=512)
def read_header(text: str) -> tuple[int, Rules]:
    """The game number and rules of compact text, reading nothing more (its form is checked that far)."""
    reader, _ = _open(text)
    game_number = _read_game_number(reader)
    return game_number, _read_rules(bytes(reader.take(8) for _ in range(reader.number(_MAX_RULES_BYTES))))


def _read_rules(raw: bytes) -> Rules:
    if not raw:
        return Rules()
    try:
        changes = json.loads(raw.decode("utf-8"))
    except ValueError:  # UnicodeDecodeError is a ValueError too
        raise InvalidRecord("The game link's rules are damaged.", fault=RecordFault("link-rules-damaged")) from None
    try:
        return Rules.from_dict(changes)
    except (InvalidRules, TypeError) as error:
        raise InvalidRecord(str(error), "rules", place=RecordPlace(part="rules")) from None
