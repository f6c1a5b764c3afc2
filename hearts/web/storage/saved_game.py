"""The game in progress as it is saved: the engine's game record plus a little table state.

A saved game is restored by replaying its :class:`~hearts.record.GameRecord`
through the engine, so it can never hold an impossible position; a record
the engine rejects is refused whole. The table state (the cards picked to
pass, whether a trick or the score sheet is showing) is checked against the
replayed position and quietly dropped where it does not fit.

>>> from hearts import Match
>>> match = Match(48213907)
>>> saved = SavedGame.of(match, "48213907-1-1", "medium", pass_selection=match.round.hand(0)[:2])
>>> again = decode_saved_game(encode_saved_game(saved)).value
>>> again == saved, [card.code for card in again.pass_selection]
(True, ['4C', 'JC'])
"""

from __future__ import annotations

import datetime as _dt
import random
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal

from ...cards import Card, InvalidCard, format_cards, parse_cards
from ...deals import InvalidGameNumber, check_game_number, daily_game_number
from ...errors import InvalidRecord
from ...match import Match
from ...record import GameRecord
from ...rules import InvalidRules, Rules
from .settings import Difficulty, as_difficulty
from .slots import Decoded, Slot, StoredDataError

__all__ = [
    "SAVED_GAME_SLOT",
    "SAVED_GAME_VERSION",
    "Pause",
    "SavedGame",
    "SavedHeader",
    "StoredGame",
    "decode_saved_game",
    "decode_stored_game",
    "encode_saved_game",
    "encode_stored_game",
    "make_match_id",
    "new_match_id",
    "person_has_acted",
    "saved_from",
]

SAVED_GAME_VERSION: Final = 2
"""1: the whole saved game under one key; 2: a header there, the moves apart (:mod:`.saved_play`)."""
Pause = Literal["none", "trick", "scores"]
"""What the table is waiting on: nothing, a click after a trick, or the score sheet being closed."""
_MATCH_ID: Final = re.compile(r"[A-Za-z0-9._:-]{1,80}")
_SYSTEM_RANDOM: Final = random.SystemRandom()


def make_match_id(game_number: int, started_ms: int, nonce: int) -> str:
    """The id of one match played: its game number, when it started and a random nonce.

    Restarting or replaying a game number gives a new id, so each match is
    counted in the statistics once.

    >>> make_match_id(48213907, 1764417600000, 0xBEEF)
    '48213907-1764417600000-beef'
    """
    return f"{game_number}-{started_ms}-{nonce:x}"


def new_match_id(game_number: int) -> str:
    """A fresh id for a new attempt at ``game_number``: the time now and a random nonce."""
    return make_match_id(game_number, int(time.time() * 1000), _SYSTEM_RANDOM.getrandbits(32))


def person_has_acted(match: Match) -> bool:
    """Whether South has passed or played a card in this match."""
    return any(rnd.passed(0) is not None or any(play.seat == 0 for play in rnd.plays) for rnd in match.rounds)


def _valid_selection(match: Match, cards: Sequence[Card]) -> tuple[Card, ...]:
    rnd = match.round
    if rnd.phase != "passing" or rnd.passed(0) is not None:
        return ()
    hand = rnd.hand_mask(0)
    chosen: list[Card] = []
    for card in cards:
        if hand & card.mask and card not in chosen and len(chosen) < match.rules.pass_count:
            chosen.append(card)
    return tuple(chosen)


def _valid_pause(match: Match, pause: str) -> Pause:
    rnd = match.round
    if pause == "trick" and rnd.tricks and not rnd.current_trick.cards:
        return "trick"
    if pause == "scores" and rnd.is_over:
        return "scores"
    return "none"


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A match in progress (or just finished) and the table state around it."""

    record: GameRecord
    match_id: str
    difficulty: Difficulty = "medium"
    pass_selection: tuple[Card, ...] = ()
    """Cards South has picked to pass but not yet passed."""
    pause: Pause = "none"
    daily: str | None = None
    """The date (``YYYY-MM-DD``) if this is that day's daily deal."""
    replayed: Match | None = field(default=None, compare=False, repr=False)
    """The match the record replays to, when decoding has just replayed it (see :meth:`take_match`)."""

    @classmethod
    def of(
        cls,
        match: Match,
        match_id: str,
        difficulty: Difficulty,
        *,
        pass_selection: Sequence[Card] = (),
        pause: Pause = "none",
        daily: str | None = None,
    ) -> SavedGame:
        """Save a live match with its table state (parts that do not fit the position are dropped)."""
        if not _MATCH_ID.fullmatch(match_id):
            raise ValueError(f"A match id is 1 to 80 letters, digits or ._:- characters, not {match_id!r}.")
        if as_difficulty(difficulty) is None:
            raise ValueError(f"Unknown difficulty {difficulty!r}.")
        return cls(
            GameRecord.from_match(match),
            match_id,
            difficulty,
            _valid_selection(match, pass_selection),
            _valid_pause(match, pause),
            _valid_daily(daily, match.game_number),
        )

    @property
    def game_number(self) -> int:
        return self.record.game_number

    def restore(self) -> Match:
        """Replay the record; raises :class:`InvalidRecord` if the engine rejects it."""
        return self.record.replay()

    def take_match(self) -> tuple[SavedGame, Match]:
        """This saved game without its replayed match, and the match (replayed now if decoding did not).

        Decoding checks a record by replaying it; this hands that replay on
        instead of replaying the record a second time when the page opens.
        """
        match = self.replayed if self.replayed is not None else self.restore()
        return replace(self, replayed=None), match

    def to_data(self) -> dict[str, Any]:
        """The whole saved game, its record inline (the form versions up to the second kept)."""
        return {"record": self.record.to_data(), **self.table_data()}

    def table_data(self) -> dict[str, Any]:
        """The table state around the record: the game id, the level, the cards picked, the pause, the day."""
        data: dict[str, Any] = {"match": self.match_id, "difficulty": self.difficulty}
        if self.pass_selection:
            data["selected"] = format_cards(self.pass_selection)
        if self.pause != "none":
            data["pause"] = self.pause
        if self.daily is not None:
            data["daily"] = self.daily
        return data


def _valid_daily(daily: object, game_number: int) -> str | None:
    if not isinstance(daily, str) or len(daily) != 10:
        return None
    try:
        date = _dt.date.fromisoformat(daily)
    except ValueError:
        return None
    return daily if daily_game_number(date) == game_number else None


def encode_saved_game(saved: SavedGame | None) -> object:
    return None if saved is None else saved.to_data()


def decode_saved_game(data: object) -> Decoded[SavedGame | None]:
    """A saved game from its whole stored form (:meth:`SavedGame.to_data`: the record inline, as every version
    up to the second kept it), checked by replaying it; :class:`StoredDataError` if it cannot be used."""
    if data is None:
        return Decoded(None)
    if not isinstance(data, dict):
        raise StoredDataError("wrong-form")
    try:
        record = GameRecord.from_data(data.get("record"))
    except InvalidRecord as error:
        if error.fault is not None and error.fault.kind == "newer-record":
            raise StoredDataError("newer-record", str(error.fault.values.get("version", ""))) from None
        raise StoredDataError("impossible-game") from None
    except Exception:
        raise StoredDataError("impossible-game") from None
    return Decoded(saved_from(data, record))


def saved_from(data: dict[str, Any], record: GameRecord) -> SavedGame:
    """The saved game of ``record`` with the table state stored in ``data`` (its header), checked by replaying the
    record: :class:`StoredDataError` if the engine rejects it or the header has no valid game id."""
    try:
        match = record.replay()
    except Exception:
        raise StoredDataError("impossible-game") from None
    match_id = data.get("match")
    if not isinstance(match_id, str) or not _MATCH_ID.fullmatch(match_id):
        raise StoredDataError("no-game-id")
    difficulty = as_difficulty(data.get("difficulty")) or "medium"
    selected: tuple[Card, ...] = ()
    raw_selected = data.get("selected")
    if isinstance(raw_selected, str) and len(raw_selected) <= 30:
        try:
            selected = tuple(parse_cards(raw_selected))
        except InvalidCard:
            selected = ()
    pause = data.get("pause", "none")
    return SavedGame(
        record,
        match_id,
        difficulty,
        _valid_selection(match, selected),
        _valid_pause(match, pause if isinstance(pause, str) else "none"),
        _valid_daily(data.get("daily"), record.game_number),
        match,
    )


@dataclass(frozen=True, slots=True)
class SavedHeader:
    """The saved game without its moves: the game, its rules and the table state, as stored beside the moves
    (:mod:`hearts.web.storage.saved_play`); written when it changes, not after every card."""

    data: dict[str, Any]
    """The stored form: the game id, number and rules and :meth:`SavedGame.to_data`'s table state."""

    @classmethod
    def of(cls, match_id: str, match: Match, table: dict[str, Any]) -> SavedHeader:
        """The header of ``match`` with the table state ``table`` (:meth:`SavedGame.table_data`)."""
        return cls({**table, "match": match_id, "game": match.game_number, "rules": match.rules.to_dict()})

    @property
    def match_id(self) -> str:
        return str(self.data["match"])

    @property
    def game_number(self) -> int:
        return int(self.data["game"])

    @property
    def rules(self) -> Rules:
        return Rules.from_dict(self.data["rules"])

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> SavedHeader:
        """The header stored as ``data``; :class:`StoredDataError` if its game id, number or rules are not valid."""
        match_id = data.get("match")
        if not isinstance(match_id, str) or not _MATCH_ID.fullmatch(match_id):
            raise StoredDataError("no-game-id")
        try:
            check_game_number(data.get("game"))
            Rules.from_dict(data.get("rules"))
        except (InvalidGameNumber, InvalidRules, TypeError):
            raise StoredDataError("impossible-game") from None
        return cls(data)


StoredGame = SavedGame | SavedHeader | None
"""What the saved game's key holds: a header (its moves are kept apart), or a whole saved game in the form of
earlier versions, or nothing."""


def decode_stored_game(data: object) -> Decoded[StoredGame]:
    """The saved game's key: a whole saved game when the record is inline (the form of earlier versions), else
    its header."""
    if isinstance(data, dict) and "record" not in data:
        return Decoded(SavedHeader.from_data(data))
    return Decoded(decode_saved_game(data).value)


def encode_stored_game(stored: StoredGame) -> object:
    if isinstance(stored, SavedHeader):
        return stored.data
    return encode_saved_game(stored)


SAVED_GAME_SLOT: Final[Slot[StoredGame]] = Slot(
    name="game",
    version=SAVED_GAME_VERSION,
    label="your game in progress",
    consequence="a new game was dealt",
    decode=decode_stored_game,
    encode=encode_stored_game,
    default=lambda: None,
    older={1: lambda data: data},  # the whole saved game, record inline: read as it was
)
