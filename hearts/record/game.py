"""Game records: every pass and play of a match, as compact JSON, replayable.

A record holds the format version, the game number, the rules and, for each
deal, the cards each seat passed (three to five, as the rules say) and the cards played in order, and
for a finished deal its par deal when one was played (:class:`~hearts.record.par.ParRecord`). A
match in progress has a record too (its last deal partly played), so a
saved game is restored by replaying its record: it can never hold an
impossible position.

A record is written in the lowest version that holds it: version 1 when no deal
has a par (as every earlier version of the game wrote and reads), version 2 when one does.

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
from dataclasses import dataclass, field, replace
from typing import Any, Final

from ..cards import Card, format_cards
from ..deals import InvalidGameNumber, check_game_number
from ..errors import IllegalAction, InvalidRecord, RecordPlace
from ..match import Match
from ..rules import InvalidRules, Rules
from .compact import CompactDeal, decode_compact, encode_compact
from .entries import NO_PASSES, Passes, fault, game_number_fault, passes_data, read_passes, read_plays, refuse
from .moves import make_moves
from .par import ParRecord, check_par

__all__ = ["FORMAT", "MAX_RECORD_CHARS", "PAR_VERSION", "VERSION", "DealRecord", "GameRecord"]

FORMAT: Final = "hearts-record"
VERSION: Final = 2
"""The newest version of the format, the one this version of the game reads up to."""
PAR_VERSION: Final = 2
"""The first version whose deals may have a par; a record without one is written as version 1."""
MAX_RECORD_CHARS: Final = 1_000_000
"""Text longer than this is refused before it is read (a whole game is a few thousand characters)."""


@dataclass(frozen=True, slots=True)
class DealRecord:
    """One deal: each seat's pass (``None`` if not chosen yet; all ``None`` on a hold hand), the plays in order,
    and the par deal once the deal is over and its par was played (else ``None``)."""

    passes: Passes = NO_PASSES
    plays: tuple[Card, ...] = ()
    par: ParRecord | None = None

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        passes = passes_data(self.passes)
        if passes is not None:
            data["passes"] = passes
        data["plays"] = format_cards(self.plays)
        if self.par is not None:
            data["par"] = self.par.to_data()
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

    @property
    def version(self) -> int:
        """The version the record is written in: :data:`PAR_VERSION` if a deal has a par, else 1."""
        return PAR_VERSION if any(deal.par is not None for deal in self.deals) else 1

    def with_par(self, deal_index: int, par: ParRecord | None) -> GameRecord:
        """The same record with deal ``deal_index``'s (0 for the first) par set to ``par`` (``None`` removes it)."""
        if not 0 <= deal_index < len(self.deals):
            raise IndexError(f"The record has no deal {deal_index + 1}.")
        deals = list(self.deals)
        deals[deal_index] = replace(deals[deal_index], par=par)
        return replace(self, deals=tuple(deals))

    def to_data(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {
            "format": FORMAT,
            "version": self.version,
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
                f"The record is not valid JSON ({error}).", fault=fault("not-json", detail=str(error))
            ) from None
        return cls.from_data(data)

    @classmethod
    def from_data(cls, data: object) -> GameRecord:
        """Read a record from :meth:`to_data` output."""
        if not isinstance(data, dict):
            raise InvalidRecord("A game record is a JSON object.", fault=fault("not-an-object"))
        if data.get("format") != FORMAT:
            shown = repr(data.get("format"))
            raise InvalidRecord(
                f"This is not a Hearts game record (format {shown}).", fault=fault("not-a-record", format=shown)
            )
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise InvalidRecord(
                f"The record's version {version!r} is not a version number.",
                fault=fault("bad-version", version=repr(version)),
            )
        if version > VERSION:
            raise InvalidRecord(
                f"The record was written by a newer version of the game (format {version}; this one reads {VERSION}).",
                fault=fault("newer-record", version=version, reads=VERSION),
            )
        try:
            game_number = check_game_number(data.get("game"))
        except InvalidGameNumber as error:
            raise InvalidRecord(
                str(error), "game", fault=game_number_fault(data.get("game")), place=RecordPlace(part="game")
            ) from None
        try:
            rules = Rules.from_dict(data.get("rules", {}))
        except (InvalidRules, TypeError) as error:
            raise InvalidRecord(str(error), "rules", place=RecordPlace(part="rules")) from None
        raw_deals = data.get("deals", [])
        if not isinstance(raw_deals, list):
            raise InvalidRecord(
                "The deals are a list.", "deals", fault=fault("deals-not-a-list"), place=RecordPlace(part="deals")
            )
        deals = tuple(
            _read_deal(raw, number, rules.pass_count, version) for number, raw in enumerate(raw_deals, start=1)
        )
        return cls(game_number, rules, deals)

    # ------------------------------------------------------ compact form, any text

    def to_compact(self) -> str:
        """The record as short link-safe text (see :mod:`hearts.record.compact`)."""
        return encode_compact(self)

    @classmethod
    def from_compact(cls, text: str) -> GameRecord:
        """Read :meth:`to_compact` text (or an address ending ``#game=…``); :class:`InvalidRecord` if malformed."""
        game = decode_compact(text)
        return cls(game.game_number, game.rules, tuple(_deal_of(deal) for deal in game.deals))

    @classmethod
    def from_text(cls, text: str | bytes) -> GameRecord:
        """Read a record from JSON or compact text, refusing text longer than :data:`MAX_RECORD_CHARS` unread."""
        if len(text) > MAX_RECORD_CHARS:
            raise InvalidRecord(
                f"This is far too long to be a game record ({len(text):,} characters; a record is at most"
                f" {MAX_RECORD_CHARS:,}).",
                fault=fault("record-too-long", length=len(text), most=MAX_RECORD_CHARS),
            )
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError:
                raise InvalidRecord("The record is not text (it is not UTF-8).", fault=fault("not-utf-8")) from None
        stripped = text.strip().lstrip("\ufeff")
        if not stripped:
            raise InvalidRecord("There is nothing to read: the text is empty.", fault=fault("empty"))
        if stripped.startswith(("{", "[", '"')):
            return cls.from_json(stripped)
        return cls.from_compact(stripped)

    def replay(self) -> Match:
        """Play the record through the engine and return the match it reaches.

        Raises :class:`InvalidRecord` naming the first entry the engine rejects, a par deal's entries included
        (each par deal is played again from its deal's start and must reach the points it gives).
        """
        match = Match(self.game_number, self.rules)
        for number, deal in enumerate(self.deals, start=1):
            if number > 1:
                try:
                    match.next_round()
                except IllegalAction as error:
                    raise InvalidRecord(str(error), f"deal {number}", place=RecordPlace(number)) from None
            make_moves(match.round, deal.passes, deal.plays, RecordPlace(number))
            if deal.par is not None:
                check_par(deal.par, match.round, number)
        return match


def _read_deal(raw: object, number: int, pass_count: int, version: int) -> DealRecord:
    place = RecordPlace(number)
    if not isinstance(raw, dict):
        raise refuse("A deal is an object with passes and plays.", place, fault("deal-not-an-object"))
    known = ("passes", "plays", "par") if version >= PAR_VERSION else ("passes", "plays")
    unknown = sorted(str(key) for key in raw if key not in known)
    if unknown:
        raise refuse(f"Unknown entry {unknown[0]!r}.", place, fault("unknown-entry", name=repr(unknown[0])))
    passes = read_passes(raw.get("passes"), place, pass_count)
    plays = read_plays(raw.get("plays", ""), place)
    raw_par = raw.get("par")
    par = None if raw_par is None else ParRecord.from_data(raw_par, number, pass_count)
    return DealRecord(passes, plays, par)


def _deal_of(deal: CompactDeal) -> DealRecord:
    """A deal read from compact text."""
    par = deal.par
    if par is None:
        return DealRecord(deal.passes, deal.plays)
    return DealRecord(deal.passes, deal.plays, ParRecord(par.seat, par.level, par.passes, par.plays, par.points))
