"""The person's statistics, in total and per difficulty.

Each finished match counts once: the statistics remember the ids of the
matches they have counted (see :func:`hearts.web.storage.saved_game.make_match_id`),
so reloading the page at a match's end does not count it again. A match
abandoned after the person has acted in it counts as played and not won,
which ends the win streak; the deals it finished count towards the moons,
queens and points per deal.

>>> from hearts import Match
>>> stats = Statistics()
>>> stats.total.played, stats.total.win_rate
(0, None)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any, Final

from ...cards import QUEEN_OF_SPADES
from ...match import Match
from ...rules import PRESETS, Rules
from ...words.settings import statistics_unread
from .saved_game import person_has_acted
from .settings import DIFFICULTY_IDS, Difficulty, as_difficulty
from .slots import Decoded, Slot, StoredDataError

__all__ = [
    "MAX_COUNTED_IDS",
    "STATISTICS_SLOT",
    "STATISTICS_VERSION",
    "Statistics",
    "Tally",
    "decode_statistics",
    "encode_statistics",
    "rules_key",
]

STATISTICS_VERSION: Final = 1
MAX_COUNTED_IDS: Final = 200
"""How many counted match ids are remembered (only the latest few can come back)."""
_MAX_COUNT: Final = 10**12
_MAX_SCORE: Final = 10**9
_YOU: Final = 0


@dataclass(frozen=True, slots=True)
class Tally:
    """Counts for one group of matches (all, or one difficulty)."""

    played: int = 0
    won: int = 0
    lowest_score: int | None = None
    """South's lowest final total in a finished match (lower is better)."""
    current_streak: int = 0
    best_streak: int = 0
    moons: int = 0
    """Deals in which South shot the moon."""
    queens: int = 0
    """Deals in which South took the Queen of spades."""
    deals: int = 0
    """Finished deals."""
    points: int = 0
    """South's points over those deals."""

    @property
    def win_rate(self) -> float | None:
        """Won / played, or ``None`` before the first match."""
        return self.won / self.played if self.played else None

    @property
    def average_points(self) -> float | None:
        """Average points per finished deal, or ``None`` before the first deal."""
        return self.points / self.deals if self.deals else None

    def _with_deals(self, match: Match) -> Tally:
        moons = queens = deals = points = 0
        for rnd in match.rounds:
            if not rnd.is_over:
                continue
            deals += 1
            points += rnd.points[_YOU]
            moons += rnd.moon_shooter == _YOU
            queens += bool(rnd.taken_mask(_YOU) & QUEEN_OF_SPADES.mask)
        return replace(
            self,
            moons=self.moons + moons,
            queens=self.queens + queens,
            deals=self.deals + deals,
            points=self.points + points,
        )

    def finished(self, match: Match) -> Tally:
        """This tally after a finished match."""
        won = _YOU in match.winners
        score = match.totals[_YOU]
        streak = self.current_streak + 1 if won else 0
        return replace(
            self._with_deals(match),
            played=self.played + 1,
            won=self.won + won,
            lowest_score=score if self.lowest_score is None else min(self.lowest_score, score),
            current_streak=streak,
            best_streak=max(self.best_streak, streak),
        )

    def abandoned(self, match: Match) -> Tally:
        """This tally after a match left unfinished: played, not won."""
        return replace(self._with_deals(match), played=self.played + 1, current_streak=0)

    def to_data(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_data(cls, data: object) -> Tally:
        """A tally from stored data; :class:`StoredDataError` unless every count is present and consistent."""
        if not isinstance(data, dict):
            raise StoredDataError("not-an-object")
        values: dict[str, Any] = {}
        for f in fields(cls):
            value = data.get(f.name)
            if f.name == "lowest_score" and value is None:
                values[f.name] = None
                continue
            if isinstance(value, bool) or not isinstance(value, int):
                raise StoredDataError("count-not-whole", f.name)
            limit = _MAX_SCORE if f.name in ("lowest_score", "points") else _MAX_COUNT
            low = -limit if f.name in ("lowest_score", "points") else 0
            if not low <= value <= limit:
                raise StoredDataError("count-out-of-range", f.name)
            values[f.name] = value
        tally = cls(**values)
        if not (
            tally.won <= tally.played
            and tally.current_streak <= tally.best_streak <= tally.won
            and tally.moons <= tally.deals
            and tally.queens <= tally.deals
            and not (tally.won and tally.lowest_score is None)
        ):
            raise StoredDataError("counts-disagree")
        return tally


@dataclass(frozen=True, slots=True)
class Statistics:
    """All the statistics: a total tally, one per difficulty, the ids of counted matches, and the same per rules.

    ``by_rules`` holds, for each rules preset played (``"custom"`` for house
    rules of one's own), the statistics of those games alone, so they can be
    shown for one preset at a time. Games counted before the statistics kept
    the rules are in the totals only.
    """

    total: Tally = field(default_factory=Tally)
    by_difficulty: Mapping[str, Tally] = field(default_factory=lambda: {d: Tally() for d in DIFFICULTY_IDS})
    counted: tuple[str, ...] = ()
    by_rules: Mapping[str, Statistics] = field(default_factory=dict)

    def for_rules(self, key: str) -> Statistics:
        """The statistics of the games played under one preset (``"custom"`` for other rules)."""
        return self.by_rules.get(key, Statistics())

    def tally(self, difficulty: Difficulty) -> Tally:
        return self.by_difficulty.get(difficulty, Tally())

    def has_counted(self, match_id: str) -> bool:
        return match_id in self.counted

    def _count(
        self, match_id: str, difficulty: Difficulty, update: Callable[[Tally, Match], Tally], match: Match
    ) -> Statistics:
        by_difficulty = dict(self.by_difficulty)
        by_difficulty[difficulty] = update(self.tally(difficulty), match)
        counted = (*self.counted, match_id)[-MAX_COUNTED_IDS:]
        by_rules = dict(self.by_rules)
        key = rules_key(match.rules)
        group = self.for_rules(key)
        group_by_difficulty = dict(group.by_difficulty)
        group_by_difficulty[difficulty] = update(group.tally(difficulty), match)
        by_rules[key] = Statistics(update(group.total, match), group_by_difficulty)
        return Statistics(update(self.total, match), by_difficulty, counted, by_rules)

    def record_finished(self, match: Match, difficulty: Difficulty, match_id: str) -> Statistics:
        """Count a finished match once; unchanged if it is not over or was counted already."""
        if not match.is_over or self.has_counted(match_id) or as_difficulty(difficulty) is None:
            return self
        return self._count(match_id, difficulty, Tally.finished, match)

    def record_abandoned(self, match: Match, difficulty: Difficulty, match_id: str) -> Statistics:
        """Count a match left for a new one as played, not won.

        A finished match is counted as finished instead; a match counted
        already, or one in which South has not yet passed or played, is not counted.
        """
        if match.is_over:
            return self.record_finished(match, difficulty, match_id)
        if self.has_counted(match_id) or as_difficulty(difficulty) is None or not person_has_acted(match):
            return self
        return self._count(match_id, difficulty, Tally.abandoned, match)

    def reset(self) -> Statistics:
        """Every count back to zero (the counted ids are kept, so nothing is counted twice)."""
        return Statistics(counted=self.counted)

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "total": self.total.to_data(),
            "difficulty": {d: self.tally(d).to_data() for d in DIFFICULTY_IDS},
            "counted": list(self.counted),
        }
        if self.by_rules:
            data["rules"] = {
                key: {
                    "total": group.total.to_data(),
                    "difficulty": {d: group.tally(d).to_data() for d in DIFFICULTY_IDS},
                }
                for key, group in self.by_rules.items()
            }
        return data


def rules_key(rules: Rules) -> str:
    """The preset a match's rules follow, whatever the game's length; ``"custom"`` for other house rules."""
    return rules.base_preset or "custom"


def _read_rules_groups(raw: object) -> tuple[dict[str, Statistics], bool]:
    """The per-rules statistics from stored data, and whether any group had to be dropped."""
    if raw is None:
        return {}, False
    if not isinstance(raw, dict):
        return {}, True
    groups: dict[str, Statistics] = {}
    dropped = False
    for key, value in raw.items():
        if key not in (*PRESETS, "custom") or not isinstance(value, dict):
            dropped = True
            continue
        try:
            total = Tally.from_data(value.get("total"))
            raw_levels = value.get("difficulty")
            levels = raw_levels if isinstance(raw_levels, dict) else {}
            by_difficulty: dict[str, Tally] = {
                d: Tally.from_data(levels[d]) if d in levels else Tally() for d in DIFFICULTY_IDS
            }
        except StoredDataError:
            dropped = True
            continue
        groups[key] = Statistics(total, by_difficulty)
    return groups, dropped


def encode_statistics(stats: Statistics) -> dict[str, Any]:
    return stats.to_data()


def decode_statistics(data: object) -> Decoded[Statistics]:
    """Statistics from stored data; a damaged group of counts starts again from zero on its own."""
    if not isinstance(data, dict):
        raise StoredDataError("entries-wrong-form")
    bad: list[str] = []
    try:
        total = Tally.from_data(data.get("total"))
    except StoredDataError:
        total = Tally()
        bad.append("all")
    raw_groups = data.get("difficulty")
    groups = raw_groups if isinstance(raw_groups, dict) else {}
    by_difficulty: dict[str, Tally] = {}
    for difficulty in DIFFICULTY_IDS:
        raw = groups.get(difficulty)
        if raw is None and difficulty not in groups and isinstance(raw_groups, dict):
            by_difficulty[difficulty] = Tally()
            continue
        try:
            by_difficulty[difficulty] = Tally.from_data(raw)
        except StoredDataError:
            by_difficulty[difficulty] = Tally()
            bad.append(difficulty)
    raw_counted = data.get("counted")
    counted: tuple[str, ...] = ()
    if isinstance(raw_counted, list):
        counted = tuple(item for item in raw_counted if isinstance(item, str) and len(item) <= 80)[-MAX_COUNTED_IDS:]
    by_rules, dropped = _read_rules_groups(data.get("rules"))
    if dropped:
        bad.append("rules")
    stats = Statistics(total, by_difficulty, counted, by_rules)
    if not bad:
        return Decoded(stats)
    return Decoded(stats, statistics_unread(bad))


STATISTICS_SLOT: Final[Slot[Statistics]] = Slot(
    name="statistics",
    version=STATISTICS_VERSION,
    label="your statistics",
    consequence="they start again from zero",
    decode=decode_statistics,
    encode=encode_statistics,
    default=Statistics,
)
