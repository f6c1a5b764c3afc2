"""The games kept in History: each with its date, level, totals, winners and full record, within a budget.

Every game played on the page is kept, the one in progress included, under
its own storage key (``hearts.history``), newest first. The stored form of a
record is its compact text (:mod:`hearts.record.compact`), so a game takes well
under a thousand characters. The budget is :data:`MAX_GAMES` games or
:data:`MAX_CHARS` characters of stored text, whichever is reached first; the
oldest games go first, never the game in progress. The statistics are kept
apart and never change when History is trimmed or cleared.

An entry keeps what the record does not (when it was played, at which level,
its totals and winners) and a ``kept`` mapping where other views store their
own data about the game (for instance a review of each deal), written back
as it was read.

>>> from hearts import Match
>>> match = Match(48213907)
>>> entry = HistoryEntry.of_match("48213907-1-1", match, "2026-12-01 09:30", "medium")
>>> book = History().keep(entry)
>>> decode_history(encode_history(book)).value == book
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal

from ...errors import InvalidRecord
from ...match import Match
from ...record import GameRecord
from ...record.compact import read_header
from ...rules import Rules
from ...words.catalog import ngettext
from .settings import Difficulty, as_difficulty
from .slots import Decoded, Slot, StoredDataError, read_each

__all__ = [
    "HISTORY_SLOT",
    "HISTORY_VERSION",
    "MAX_CHARS",
    "MAX_GAMES",
    "History",
    "HistoryEntry",
    "Source",
    "decode_history",
    "encode_history",
]

HISTORY_VERSION: Final = 1
MAX_GAMES: Final = 200
"""At most this many games are kept; the oldest goes first."""
MAX_CHARS: Final = 1_000_000
"""Nor more than this many characters of stored text (localStorage holds about five million)."""
Source = Literal["played", "opened"]
"""Played on this page, or opened from a file, pasted text or a game link."""
_ID: Final = re.compile(r"[A-Za-z0-9._:-]{1,80}")
_DATE: Final = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d")
_MAX_KEPT_CHARS: Final = 200_000


@dataclass(frozen=True)
class HistoryEntry:
    """One game kept in History.

    The record is kept as its compact text and read only when the game is
    opened (:attr:`record`), so a long History loads at once.
    """

    id: str
    """The match id of a game played here (:func:`~hearts.web.storage.saved_game.make_match_id`), else ``opened-…``."""
    compact: str
    """The record's compact text (:mod:`hearts.record.compact`), as stored."""
    date: str
    """When it was played or opened, in the browser's time: ``YYYY-MM-DD HH:MM``."""
    level: Difficulty | None
    """The computer players' level (``None`` for a game opened from elsewhere)."""
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    finished: bool
    source: Source = "played"
    deal_points: tuple[tuple[int, ...], ...] = ()
    """Each deal's points per seat (the last so far, if it is unfinished)."""
    kept: Mapping[str, Any] = field(default_factory=dict, compare=False)
    """Other views' data about this game (e.g. ``"reviews"``: one per deal), kept as it was written."""

    @classmethod
    def of_record(
        cls,
        entry_id: str,
        record: GameRecord,
        date: str,
        level: str | None,
        totals: tuple[int, ...],
        winners: tuple[int, ...],
        finished: bool,
        source: Source = "played",
        deal_points: tuple[tuple[int, ...], ...] = (),
    ) -> HistoryEntry:
        """An entry holding ``record`` (already read, so it is not read again)."""
        entry = cls(
            entry_id, record.to_compact(), date, as_difficulty(level), totals, winners, finished, source, deal_points
        )
        object.__setattr__(entry, "_record", record)
        return entry

    @classmethod
    def of_match(
        cls, match_id: str, match: Match, date: str, level: str | None, *, source: Source = "played"
    ) -> HistoryEntry:
        """The entry for ``match`` as it stands now."""
        return cls.of_record(
            match_id,
            GameRecord.from_match(match),
            date,
            level,
            match.totals,
            match.winners if match.is_over else (),
            match.is_over,
            source,
            tuple(rnd.points for rnd in match.rounds),
        )

    @property
    def record(self) -> GameRecord:
        """The game record, read from :attr:`compact` the first time; :class:`InvalidRecord` if it is damaged."""
        record = self.__dict__.get("_record")
        if record is None:
            record = GameRecord.from_compact(self.compact)
            object.__setattr__(self, "_record", record)
        return record

    @property
    def game_number(self) -> int:
        return read_header(self.compact)[0]

    @property
    def rules(self) -> Rules:
        return read_header(self.compact)[1]

    @property
    def deals_played(self) -> int:
        """How many deals the record holds (the last one may be unfinished)."""
        return len(self.deal_points)

    def with_kept(self, name: str, value: object) -> HistoryEntry:
        """This entry with ``value`` (JSON data) kept under ``name``."""
        return replace(self, kept={**self.kept, name: value})

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id,
            "record": self.compact,
            "date": self.date,
            "level": self.level,
            "totals": list(self.totals),
            "winners": list(self.winners),
            "finished": self.finished,
            "source": self.source,
            "deals": [list(points) for points in self.deal_points],
        }
        if self.kept:
            data["kept"] = dict(self.kept)
        return data

    @classmethod
    def from_data(cls, data: object) -> HistoryEntry:
        """An entry from :meth:`to_data` output; :class:`StoredDataError` if any part is wrong."""
        if not isinstance(data, dict):
            raise StoredDataError("game-wrong-form")
        entry_id, date, source = data.get("id"), data.get("date"), data.get("source")
        if not isinstance(entry_id, str) or not _ID.fullmatch(entry_id):
            raise StoredDataError("game-no-id")
        if not isinstance(date, str) or not _DATE.fullmatch(date):
            raise StoredDataError("game-no-date")
        if source not in ("played", "opened"):
            raise StoredDataError("game-no-origin")
        compact = data.get("record")
        if not isinstance(compact, str):
            raise StoredDataError("game-record-damaged")
        try:
            read_header(compact)  # the rest is read when the game is opened
        except InvalidRecord:
            raise StoredDataError("game-record-damaged") from None
        totals, winners = _seats(data.get("totals"), 4), _seats(data.get("winners"), None)
        finished = data.get("finished")
        if not isinstance(finished, bool) or any(not 0 <= seat < 4 for seat in winners):
            raise StoredDataError("game-result-damaged")
        raw_deals = data.get("deals")
        if not isinstance(raw_deals, list):
            raise StoredDataError("game-result-damaged")
        deal_points = tuple(_seats(points, 4) for points in raw_deals)
        kept = data.get("kept", {})
        if not isinstance(kept, dict) or len(json.dumps(kept)) > _MAX_KEPT_CHARS:
            kept = {}
        level = data.get("level")
        return cls(entry_id, compact, date, as_difficulty(level), totals, winners, finished, source, deal_points, kept)


def _seats(raw: object, count: int | None) -> tuple[int, ...]:
    if (
        not isinstance(raw, list)
        or (count is not None and len(raw) != count)
        or len(raw) > 4
        or any(isinstance(n, bool) or not isinstance(n, int) or abs(n) > 10**6 for n in raw)
    ):
        raise StoredDataError("game-result-damaged")
    return tuple(raw)


@dataclass(frozen=True, slots=True)
class History:
    """The kept games, newest first."""

    entries: tuple[HistoryEntry, ...] = ()

    def __len__(self) -> int:
        return len(self.entries)

    def get(self, entry_id: str) -> HistoryEntry | None:
        return next((entry for entry in self.entries if entry.id == entry_id), None)

    def keep(self, entry: HistoryEntry, *, current: str | None = None) -> History:
        """``entry`` kept: in its place if it is already here (its ``kept`` data kept too), else first.

        Then the budget is applied, never dropping the game ``current`` (the one in progress).
        """
        old = self.get(entry.id)
        if old is not None:
            merged = replace(entry, kept={**old.kept, **entry.kept})
            entries = tuple(merged if e.id == entry.id else e for e in self.entries)
        else:
            entries = (entry, *self.entries)
        return History(entries).trimmed(current if current is not None else entry.id)

    def find_record(self, record: GameRecord) -> HistoryEntry | None:
        """The entry holding exactly ``record``, if any."""
        compact = record.to_compact()
        return next((entry for entry in self.entries if entry.compact == compact), None)

    def without(self, entry_id: str) -> History:
        return History(tuple(entry for entry in self.entries if entry.id != entry_id))

    def trimmed(self, current: str | None = None) -> History:
        """The newest games within the budget (:data:`MAX_GAMES` games, :data:`MAX_CHARS` characters).

        The oldest go first; the game ``current`` is never dropped.
        """
        sizes = [_size(entry) for entry in self.entries]
        kept = list(self.entries)
        total = sum(sizes) + 20
        for index in range(len(kept) - 1, -1, -1):
            if len(kept) <= MAX_GAMES and total <= MAX_CHARS:
                break
            if kept[index].id == current:
                continue
            total -= sizes[index]
            del kept[index]
        return self if len(kept) == len(self.entries) else History(tuple(kept))


def _size(entry: HistoryEntry) -> int:
    return len(json.dumps(entry.to_data(), separators=(",", ":"))) + 1


def encode_history(history: History) -> object:
    return {"games": [entry.to_data() for entry in history.entries]}


def decode_history(data: object) -> Decoded[History]:
    """The kept games; a damaged game is left out on its own (and said so), the others are kept."""
    if not isinstance(data, dict) or not isinstance(data.get("games"), list):
        raise StoredDataError("wrong-form")
    read, bad = read_each(data["games"], HistoryEntry.from_data)
    kept: dict[str, HistoryEntry] = {}
    for entry in read:
        kept.setdefault(entry.id, entry)  # a game kept twice: its first entry
    history = History(tuple(kept.values()))
    if not bad:
        return Decoded(history)
    left_out = ngettext(
        "{count} game in your history could not be read and was left out.",
        "{count} games in your history could not be read and were left out.",
        bad,
    ).format(count=bad)
    return Decoded(history, left_out)


HISTORY_SLOT: Final[Slot[History]] = Slot(
    name="history",
    version=HISTORY_VERSION,
    label="your history of games",
    consequence="it starts afresh",
    decode=decode_history,
    encode=encode_history,
    default=History,
)
