"""One puzzle: a position, its one clear answer, every choice's value, the facts that explain it.

A puzzle's data is one JSON object (a line of the set's file), as the finder
``research/puzzles.py`` writes it: ``id``, ``game`` and ``hand`` (the numbered
deal it came from), ``position`` (:class:`~hearts.puzzles.position.Position`),
``kind`` (``"play"`` or ``"pass"``), ``answer`` (the right cards: the best card
and the cards equivalent to it, or the equally good passes, each a string of
card codes), ``values`` (for every choice, one ``[behind, standard error]``
pair per reference run: how many points it rates behind the best), ``methods``
(how each run was made), ``facts`` (for other choices, the review's reason
against the answer, as :func:`hearts.analysis.reason_from_data` reads it),
``themes`` and ``rating`` (``null`` until rated).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Final

from ..analysis import Reason, reason_from_data
from ..cards import InvalidCard, format_cards, parse_cards
from ..view import SeatView
from .errors import DamagedPuzzle
from .position import Position

__all__ = ["KINDS", "THEMES", "Puzzle"]

KINDS: Final = ("play", "pass")
THEMES: Final = (
    "queen",
    "duck",
    "pass",
    "pass_void",
    "pass_guard",
    "pass_danger",
    "moon_stop",
    "moon_shoot",
    "counting",
    "first_trick",
    "last_tricks",
)
"""The themes a puzzle may have (more than one, or none yet); a pass's kinds (voiding a suit, guarding a high card
with lower ones, getting rid of danger) come with ``pass``."""


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One seat's decision with one clearly best answer."""

    id: str
    position: Position
    seat: int
    kind: str
    answer: tuple[str, ...]
    """The right choices, each as card codes (``"QS"``; a pass ``"2C 9D AH"``), sorted."""
    values: dict[str, tuple[tuple[float, float], ...]]
    """Every choice's rating behind the best and its standard error, one pair per reference run."""
    facts: dict[str, Reason]
    """For other choices, why each is worse than the answer (the review's reason)."""
    themes: tuple[str, ...]
    rating: float | None
    game: int = 0
    hand: int = 0
    methods: tuple[str, ...] = ()

    def view(self) -> SeatView:
        """The seat's view at the decision: exactly what it knows, nothing hidden."""
        return self.position.view()

    def behind(self, choice: str) -> float | None:
        """How many points ``choice`` rates behind the best (mean of the runs), or ``None`` if not rated."""
        cells = self.values.get(choice)
        if not cells:
            return None
        return math.fsum(cell[0] for cell in cells) / len(cells)

    def to_data(self) -> dict[str, Any]:
        """The puzzle as a line of the set: :meth:`from_data` reads it back as it is."""
        return {
            "id": self.id,
            "game": self.game,
            "hand": self.hand,
            "position": self.position.to_data(),
            "kind": self.kind,
            "answer": list(self.answer),
            "values": {name: [list(cell) for cell in cells] for name, cells in self.values.items()},
            "methods": list(self.methods),
            "facts": {name: reason.to_data() for name, reason in self.facts.items()},
            "themes": list(self.themes),
            "rating": self.rating,
        }

    @classmethod
    def from_data(cls, data: object) -> Puzzle:
        """The puzzle of one line of the set; :class:`DamagedPuzzle` for anything else."""
        if not isinstance(data, dict):
            raise DamagedPuzzle(f"A puzzle is an object, not {type(data).__name__}.")
        try:
            return _read(data)
        except DamagedPuzzle:
            raise
        except (KeyError, TypeError, ValueError, InvalidCard) as error:
            ident = data.get("id", "?")
            raise DamagedPuzzle(f"The puzzle {ident} is damaged: {error!s} ({type(error).__name__}).") from error


def _choice(name: object) -> str:
    if not isinstance(name, str):
        raise DamagedPuzzle(f"A choice is a string of cards, not {name!r}.")
    return format_cards(sorted(parse_cards(name)))


def _number(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise DamagedPuzzle(f"A value is a finite number, not {value!r}.")
    return float(value)


def _read(data: dict[str, Any]) -> Puzzle:
    ident = data["id"]
    if not isinstance(ident, str) or not ident:
        raise DamagedPuzzle(f"A puzzle's id is a string, not {ident!r}.")
    position = Position.from_data(data["position"])
    kind = data["kind"]
    if kind not in KINDS or kind != position.kind:
        raise DamagedPuzzle(f"The puzzle {ident} is a {position.kind} position, not {kind!r}.")
    answer = tuple(sorted(_choice(name) for name in data["answer"]))
    values: dict[str, tuple[tuple[float, float], ...]] = {}
    for name, cells in dict(data["values"]).items():
        values[_choice(name)] = tuple((_number(cell[0]), _number(cell[1])) for cell in cells)
    if not answer or any(name not in values for name in answer):
        raise DamagedPuzzle(f"The puzzle {ident} has no rated answer.")
    facts = {_choice(name): reason_from_data(fact) for name, fact in dict(data.get("facts") or {}).items()}
    themes = tuple(str(theme) for theme in data.get("themes") or ())
    unknown = [theme for theme in themes if theme not in THEMES]
    if unknown:
        raise DamagedPuzzle(f"The puzzle {ident} has unknown themes: {', '.join(unknown)}.")
    rating = data.get("rating")
    return Puzzle(
        id=ident,
        position=position,
        seat=position.seat,
        kind=kind,
        answer=answer,
        values=values,
        facts=facts,
        themes=themes,
        rating=None if rating is None else _number(rating),
        game=int(data.get("game", 0)),
        hand=int(data.get("hand", 0)),
        methods=tuple(str(m) for m in data.get("methods") or ()),
    )
